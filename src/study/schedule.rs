//! Spaced repetition with FSRS, per article and per case of an article, and the choice of
//! what to ask next in each study mode. Time always comes from the caller.

use super::progress::{AnswerKind, AnswerRecord, Item, Mistake, Progress, article_key};
use crate::rules::Ruleset;
use chrono::{DateTime, Utc};
use rs_fsrs::{Card, FSRS, Parameters, Rating};
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StudyMode {
    /// Cases and articles whose review is due, the most overdue first.
    Due,
    /// Cases never studied, article by article in the ruleset's order.
    New,
    /// Cases answered wrong and not yet answered right, the oldest miss first.
    Mistakes,
    /// Everything, ignoring the schedule: mistakes first, then what was seen longest ago.
    Cram,
}

impl StudyMode {
    pub const ALL: [StudyMode; 4] = [
        StudyMode::Due,
        StudyMode::New,
        StudyMode::Mistakes,
        StudyMode::Cram,
    ];

    /// A stable name for the command line and the catalogue.
    pub fn name(self) -> &'static str {
        match self {
            StudyMode::Due => "due",
            StudyMode::New => "new",
            StudyMode::Mistakes => "mistakes",
            StudyMode::Cram => "cram",
        }
    }

    /// Whether answers in this mode move the schedule. Cram does not: answers given from
    /// short-term memory the evening before would push the reviews too far out.
    pub fn schedules(self) -> bool {
        self != StudyMode::Cram
    }
}

/// The scheduler with the published default weights and no fuzz, so that the same answers
/// at the same times always give the same schedule.
fn fsrs() -> FSRS {
    FSRS::new(Parameters::default())
}

/// A card never reviewed, due now. (`Card::new` would read the system clock.)
fn new_card(now: DateTime<Utc>) -> Card {
    Card {
        due: now,
        last_review: now,
        ..Card::default()
    }
}

/// The FSRS grade of an answer: all right is Good, most parts right is Hard, else Again.
pub fn rating(score: f64) -> Rating {
    if score >= 1.0 {
        Rating::Good
    } else if score >= 0.5 {
        Rating::Hard
    } else {
        Rating::Again
    }
}

/// Every case of every article of the ruleset, in order.
pub fn items(ruleset: &Ruleset) -> Vec<Item> {
    ruleset
        .articles
        .iter()
        .flat_map(|a| {
            a.cases
                .iter()
                .map(|c| Item::new(&ruleset.meta.id, &a.id, &c.id))
        })
        .collect()
}

/// What to ask next in `mode`, or `None` when nothing is left (nothing due, no new case,
/// no mistake). `avoid` is asked only when nothing else is left, so that the same case
/// does not come twice in a row.
pub fn next(
    progress: &Progress,
    ruleset: &Ruleset,
    mode: StudyMode,
    now: DateTime<Utc>,
    avoid: Option<&Item>,
) -> Option<Item> {
    let all = items(ruleset);
    // Sorted by (group, time, tie-break); lowest first.
    let mut ranked: Vec<(Item, (u8, i64, u8))> = match mode {
        StudyMode::Due => all
            .into_iter()
            .filter_map(|item| {
                let due = due_at(progress, &item)?;
                // At the same time, a case's own review before its article's.
                let own = u8::from(!progress.cards.contains_key(&item.case_key()));
                (due <= now).then(|| (item, (0, due.timestamp(), own)))
            })
            .collect(),
        StudyMode::New => all
            .into_iter()
            .enumerate()
            .filter(|(_, item)| !progress.cards.contains_key(&item.case_key()))
            .map(|(i, item)| (item, (0, i64::try_from(i).unwrap_or(i64::MAX), 0)))
            .collect(),
        StudyMode::Mistakes => progress
            .mistakes
            .values()
            .filter(|m| m.item.ruleset == ruleset.meta.id)
            .filter(|m| ruleset.article(&m.item.article).is_some())
            .map(|m| (m.item.clone(), (0, m.at.timestamp(), 0)))
            .collect(),
        StudyMode::Cram => {
            // When each case was last asked, from one pass over the history rather than
            // one for every case.
            let mut last: HashMap<(&str, &str), i64> = HashMap::new();
            for a in progress.answers_in(&ruleset.meta.id) {
                last.insert((&a.article, &a.case), a.at.timestamp());
            }
            all.into_iter()
                .map(|item| {
                    let missed = progress.mistakes.contains_key(&item.case_key());
                    let asked = last
                        .get(&(item.article.as_str(), item.case.as_str()))
                        .copied()
                        .unwrap_or(i64::MIN);
                    (item, (u8::from(!missed), asked, 0))
                })
                .collect()
        }
    };
    // Stable: ties keep the ruleset's order.
    ranked.sort_by_key(|(_, key)| *key);
    let fallback = ranked.first().map(|(i, _)| i.clone());
    ranked
        .into_iter()
        .map(|(i, _)| i)
        .find(|i| Some(i) != avoid)
        .or(fallback)
}

/// When a case is due: its own card, or its article's when that is due sooner (an article
/// forgotten is worth asking about through any of its cases).
fn due_at(progress: &Progress, item: &Item) -> Option<DateTime<Utc>> {
    let case = progress.cards.get(&item.case_key()).map(|c| c.due);
    let article = progress.cards.get(&item.article_key()).map(|c| c.due);
    match (case, article) {
        (Some(c), Some(a)) => Some(c.min(a)),
        (c, a) => c.or(a),
    }
}

/// How many cases of the ruleset are due now.
pub fn due_count(progress: &Progress, ruleset: &Ruleset, now: DateTime<Utc>) -> usize {
    items(ruleset)
        .iter()
        .filter(|i| due_at(progress, i).is_some_and(|d| d <= now))
        .count()
}

/// The soonest review after `now`, for saying when to come back once nothing is due.
pub fn next_due(
    progress: &Progress,
    ruleset: &Ruleset,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    items(ruleset)
        .iter()
        .filter_map(|i| due_at(progress, i))
        .filter(|d| *d > now)
        .min()
}

/// How long until `at`, rounded up, in the unit a person would say it in: minutes
/// within the hour (a card due in a minute is not "in 1 hour"), hours within the day,
/// days after that.
pub fn until(now: DateTime<Utc>, at: DateTime<Utc>) -> Until {
    let seconds = (at - now).num_seconds().max(0).unsigned_abs();
    let minutes = seconds.div_ceil(60);
    let count = |per: u64| i64::try_from(minutes.div_ceil(per).max(1)).unwrap_or(i64::MAX);
    if minutes < 60 {
        Until::Minutes(count(1))
    } else if minutes < 24 * 60 {
        Until::Hours(count(60))
    } else {
        Until::Days(count(24 * 60))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Until {
    Minutes(i64),
    Hours(i64),
    Days(i64),
}

impl Until {
    /// The unit's name and the count, as the catalogue's `study-in-time` takes them.
    pub fn unit_and_count(self) -> (&'static str, i64) {
        match self {
            Until::Minutes(n) => ("minutes", n),
            Until::Hours(n) => ("hours", n),
            Until::Days(n) => ("days", n),
        }
    }
}

/// Articles with a case never asked: the "new" count is of cases, and a learner also
/// wants to know how many articles those cases span.
pub fn new_article_count(progress: &Progress, ruleset: &Ruleset) -> usize {
    ruleset
        .articles
        .iter()
        .filter(|a| {
            a.cases.iter().any(|c| {
                !progress
                    .cards
                    .contains_key(&Item::new(&ruleset.meta.id, &a.id, &c.id).case_key())
            })
        })
        .count()
}

pub fn new_count(progress: &Progress, ruleset: &Ruleset) -> usize {
    items(ruleset)
        .iter()
        .filter(|i| !progress.cards.contains_key(&i.case_key()))
        .count()
}

pub fn mistake_count(progress: &Progress, ruleset: &Ruleset) -> usize {
    progress
        .mistakes
        .values()
        .filter(|m| m.item.ruleset == ruleset.meta.id)
        .count()
}

/// An answer to remember.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub item: Item,
    pub seed: u64,
    pub kind: AnswerKind,
    pub score: f64,
    pub millis: u64,
}

/// The least stability a card keeps, in days. Many answers within minutes of each other
/// drive the scheduler's stability towards zero, where its next step is NaN (which no
/// store can keep, and after which the card is never due); held here, the card stays
/// due within minutes and the scheduler goes on from it.
pub const LEAST_STABILITY: f64 = 0.01;

/// The middle of the scheduler's difficulty, 1 to 10: where a card whose difficulty was
/// lost goes on from.
pub const MIDDLE_DIFFICULTY: f64 = 5.5;

/// The most stability a card keeps, in days: a hundred years.
const MOST_STABILITY: f64 = 36_500.0;

/// The card with its stability and difficulty within the ranges the scheduler is made
/// for, whatever arithmetic brought them outside.
fn within_range(mut card: Card) -> Card {
    card.stability = if card.stability.is_nan() {
        LEAST_STABILITY
    } else {
        card.stability.clamp(LEAST_STABILITY, MOST_STABILITY)
    };
    card.difficulty = if card.difficulty.is_nan() {
        MIDDLE_DIFFICULTY
    } else {
        card.difficulty.clamp(1.0, 10.0)
    };
    card
}

/// Record an answer: the history, the mistakes list and, when `schedule` is set, the
/// FSRS cards of the case and of its article.
pub fn record(progress: &mut Progress, outcome: &Outcome, now: DateTime<Utc>, schedule: bool) {
    // A score that is not a number counts as nothing right.
    let score = if outcome.score.is_nan() {
        0.0
    } else {
        outcome.score.clamp(0.0, 1.0)
    };
    let correct = score >= 1.0;
    let item = &outcome.item;
    progress.answers.push(AnswerRecord {
        at: now,
        ruleset: item.ruleset.clone(),
        article: item.article.clone(),
        case: item.case.clone(),
        seed: outcome.seed,
        kind: outcome.kind,
        correct,
        score,
        millis: outcome.millis,
    });
    let key = item.case_key();
    if correct {
        progress.mistakes.remove(&key);
    } else {
        progress.mistakes.insert(
            key.clone(),
            Mistake {
                item: item.clone(),
                at: now,
            },
        );
    }
    if schedule {
        let grade = rating(score);
        for k in [key, article_key(&item.ruleset, &item.article)] {
            let card = progress.cards.remove(&k).unwrap_or_else(|| new_card(now));
            let next = within_range(fsrs().next(card, now, grade).card);
            progress.cards.insert(k, next);
        }
    }
}
