//! Where a session's questions come from, and question `i` of each source.

use super::Plan;
use crate::quiz::{Question, QuizError};
use crate::rules::Ruleset;
use crate::study::club::Club;
use crate::study::{Item, Learner, StudyMode, pick, schedule};
use chrono::{DateTime, Utc};

pub enum Source {
    /// Every article at random, or one article drilled.
    Plan(Plan),
    /// What the scheduler chooses in one study mode, until nothing is left. Question `i`
    /// looks for its case from `seed + i`.
    Study { mode: StudyMode, seed: u64 },
    /// The questions of a club code, with its timer and score card.
    Club(Box<ClubRun>),
    /// A club's own cases, in the order given: each scenario asked as it was written.
    Deck(Deck),
}

/// A club's own cases to ask, and the seed that orders each question's options.
pub struct Deck {
    pub scenarios: Vec<crate::scenario::Scenario>,
    pub seed: u64,
}

pub struct ClubRun {
    pub club: Club,
    /// The name on the score card (it goes into the check value).
    pub name: String,
    /// Right or not, question by question.
    pub results: Vec<bool>,
}

impl ClubRun {
    pub fn new(club: Club, name: &str) -> ClubRun {
        ClubRun {
            club,
            name: name.to_string(),
            results: Vec::new(),
        }
    }
}

/// A question made for one place of the session: its article, when known, and the
/// question (`None`: the source had none for this place).
type Made = (Option<String>, Option<Result<Question, QuizError>>);

impl Source {
    pub fn count(&self) -> u32 {
        match self {
            Source::Plan(plan) => plan.count,
            // Until the learner stops or the mode has nothing left.
            Source::Study { .. } => u32::MAX,
            Source::Club(run) => run.club.count(),
            Source::Deck(deck) => u32::try_from(deck.scenarios.len()).unwrap_or(u32::MAX),
        }
    }

    pub fn seed(&self) -> u64 {
        match self {
            Source::Plan(plan) => plan.seed,
            Source::Study { seed, .. } => *seed,
            Source::Club(run) => u64::from(run.club.code.seed),
            Source::Deck(deck) => deck.seed,
        }
    }

    /// Question `index`; `None` when a study mode has nothing left.
    pub(super) fn deal(
        &self,
        ruleset: &Ruleset,
        learner: &Learner,
        now: DateTime<Utc>,
        last: Option<&Item>,
        index: u32,
    ) -> Option<Made> {
        Some(match self {
            Source::Plan(plan) => (
                plan.pick(ruleset, index).map(|(a, _)| a),
                plan.question(ruleset, index),
            ),
            Source::Club(run) => {
                let q = run.club.question(ruleset, index);
                let article = run.club.pick(index).map(|(a, _)| a).or_else(|| {
                    q.as_ref()
                        .and_then(|q| q.as_ref().ok())
                        .map(|q| q.article.clone())
                });
                (article, q)
            }
            Source::Deck(deck) => {
                let scenario = deck.scenarios.get(usize::try_from(index).ok()?)?;
                let mut dice = crate::rng::Dice::for_label(deck.seed, &format!("deck {index}"));
                let seed = u64::from(dice.below(u32::MAX));
                let q = crate::quiz::question_for(ruleset, scenario.clone(), seed);
                (q.as_ref().ok().map(|q| q.article.clone()), Some(q))
            }
            Source::Study { mode, seed } => {
                let item = schedule::next(&learner.progress, ruleset, *mode, now, last)?;
                let base = seed.wrapping_add(u64::from(index));
                let q = pick::question_for_case(ruleset, &item.article, &item.case, base);
                (Some(item.article), Some(q))
            }
        })
    }
}
