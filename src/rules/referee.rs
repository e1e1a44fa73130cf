//! The referee: detect the matter, compute the facts, decide by the article's table.

use super::article::{Article, Case};
use super::detect::{DetectError, Detection, detect};
use super::facts::{self, Context, Facts};
use super::{Ruleset, Ruling};
use crate::scenario::{Scenario, ScenarioError};
use crate::table::{Event, Table};

#[derive(Debug, Clone)]
pub struct Judgement {
    pub detection: Detection,
    pub facts: Facts,
    pub article: String,
    pub case: String,
    pub ruling: Ruling,
    /// Earlier fouls of the same kind by the same player, for escalating penalties.
    pub earlier_fouls: u32,
    /// What the ruling was made concrete with (earlier fouls, minutes late).
    pub circumstances: super::Circumstances,
    /// The table at the moment of the question.
    pub table: Table,
    /// The case that applies says the rules allow what happened: no irregularity.
    pub lawful: bool,
    /// The last event the referee saw when ruling: the matter's own, the call to the
    /// referee after it, or the log's last (`ruled_at`).
    pub ruled_at: usize,
}

impl Judgement {
    /// Whether this matter's ruling takes effect only once another player calls it (the
    /// article's `dead_once_called`, AM-EXP-02): until the call nobody has ruled on it.
    pub fn waits_for_a_call(&self, ruleset: &Ruleset) -> bool {
        ruleset
            .article(&self.article)
            .is_some_and(|a| a.dead_once_called)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum JudgeError {
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
    #[error(transparent)]
    Detect(#[from] DetectError),
    #[error("the ruleset has no article that judges {0:?}")]
    NoArticle(super::Irregularity),
    #[error(
        "no case of {0} applies to these facts; the article needs a final case with no conditions"
    )]
    NoCase(String),
}

/// The article id of a ruling made by the ruleset's fallback, for an irregularity no
/// article covers.
pub const FALLBACK: &str = "fallback";

/// The ruling on the matter a story stops at: the last matter of the log that an article
/// of the rulebook covers (the last of all, where none is).
pub fn judge(ruleset: &Ruleset, scenario: &Scenario) -> Result<Judgement, JudgeError> {
    judge_with_earlier(ruleset, scenario).map(|(asked, _)| asked)
}

/// The ruling on the matter a story stops at (as `judge`), with the rulings on the
/// matters before it, in order: what already happened at the table.
pub fn judge_with_earlier(
    ruleset: &Ruleset,
    scenario: &Scenario,
) -> Result<(Judgement, Vec<Judgement>), JudgeError> {
    let mut all = judge_all(ruleset, scenario)?;
    let at = all
        .iter()
        .rposition(|j| j.article != FALLBACK)
        .unwrap_or(all.len().saturating_sub(1));
    all.truncate(at + 1);
    // `judge_all` errs rather than return an empty list.
    let asked = all
        .pop()
        .ok_or(JudgeError::Detect(DetectError::NothingIrregular))?;
    Ok((asked, all))
}

/// Every matter of the log ruled in order. Each ruling leaves its consequences on the
/// table the later events are judged at (a hand ruled dead stays dead; a turn cut short
/// passes on); a ruling that abandons the deal is the last. Errs only on a log that
/// cannot be replayed, a log in which nothing happened to rule on, or a matter neither an
/// article nor the fallback covers.
pub fn judge_all(ruleset: &Ruleset, scenario: &Scenario) -> Result<Vec<Judgement>, JudgeError> {
    let table = ruleset.initial_table(scenario)?;
    let config = super::detect::Config {
        win_check: ruleset.meta.win_check,
        claim_window_seconds: ruleset.meta.claim_window_seconds,
        card: ruleset.card.as_deref(),
        deal: ruleset.meta.deal,
        claim_priority: ruleset.meta.claim_priority.as_deref(),
        play: super::detect::PlayRules::of(&ruleset.meta),
    };
    // The log replayed: the scenario's events, with the referee's own after each ruling
    // that carries something forward. `original[i]`: whether event `i` is the scenario's.
    let mut log = scenario.events.clone();
    let mut original = vec![true; log.len()];
    let mut judgements: Vec<Judgement> = Vec::new();
    // Matters of the log looked at so far, ruled or passed over.
    let mut seen = 0;
    // Where the log was changed last, the watch goes on from the checkpoint before it.
    let mut resume: Option<super::detect::Resume> = None;
    // After a ruling that throws the deal in, the matters before the deal is dealt again
    // (`Redealt`) are of a deal no longer played.
    let mut dealt_again_at: Option<usize> = None;
    let in_this_deal =
        |at: usize, dealt_again_at: Option<usize>| dealt_again_at.is_none_or(|r| at > r);
    'replay: loop {
        let (matters, replay, watched) = match resume.take() {
            None => detect(table.clone(), &log, config)?,
            Some(r) => super::detect::detect_from(r, &log, config)?,
        };
        for detection in matters.into_iter().skip(seen) {
            seen += 1;
            if !in_this_deal(detection.at, dealt_again_at) {
                continue;
            }
            // The next matter a rule speaks of, as raised when it happened (not as a later
            // event may fold it into another): the referee is called for it at the latest.
            let next_matter = watched
                .raised()
                .iter()
                .filter(|(at, i)| *at > detection.at && judging(ruleset, *i).is_some())
                .map(|(at, _)| *at)
                .min();
            let mut j = rule(
                ruleset,
                scenario,
                &judgements,
                detection,
                (&replay, &log),
                next_matter,
            )?;
            // Once a ruling has ended the hand, what follows is a matter only where the
            // rulebook speaks of it (a hand shown after a win); the fallback is for play.
            // A ruling made only at this matter's event or later had not ended it yet, but
            // a hand laid down while a declaration awaited its ruling is part of that one.
            let ended_before = |e: &Judgement| {
                super::settled_at_end::ends_hand(&e.ruling)
                    && e.ruled_at < j.detection.at
                    && in_this_deal(e.ruled_at, dealt_again_at)
            };
            let answered = |e: &Judgement| {
                j.detection.irregularity == super::Irregularity::HandRevealedAfterWin
                    && e.detection.at < j.detection.at
                    && j.detection.at <= e.ruled_at
            };
            if j.article == FALLBACK && judgements.iter().any(|e| ended_before(e) || answered(e)) {
                continue;
            }
            super::settled_at_end::add(
                &mut j.ruling,
                &mut j.detection.parties,
                &judgements,
                &log[..j.detection.at.min(log.len())],
            );
            // The ruling is carried out when it is made: just after the matter's event,
            // or at the call to the referee. One made at the end of the log leaves
            // nothing for later events.
            let ruled = j.ruled_at;
            let carried = if ruled + 1 >= log.len() {
                Vec::new()
            } else {
                super::carry::carried(
                    ruleset.article(&j.article),
                    &j.ruling,
                    &j.detection.parties,
                    &replay.after(ruled),
                    log.get(ruled + 1),
                )
            };
            let abandons_deal = matches!(
                j.ruling.next,
                super::Continuation::RedealSameDealer | super::Continuation::RedealSticksBack
            );
            judgements.push(j);
            if abandons_deal {
                // The log may go on with the hand dealt again; nothing else is played.
                match log[ruled + 1..]
                    .iter()
                    .position(|e| matches!(e, Event::Redealt))
                {
                    Some(k) => {
                        dealt_again_at = Some(ruled + 1 + k);
                        continue;
                    }
                    None => break,
                }
            }
            if !carried.is_empty() {
                let n = carried.len();
                resume = watched.resume(replay, ruled + 1);
                log.splice(ruled + 1..ruled + 1, carried);
                original.splice(ruled + 1..ruled + 1, std::iter::repeat_n(false, n));
                continue 'replay;
            }
        }
        // Number events as the scenario does, not as the referee's replay does.
        let in_scenario = |i: usize| {
            original[..=i.min(original.len().saturating_sub(1))]
                .iter()
                .filter(|o| **o)
                .count()
                .saturating_sub(1)
        };
        for j in &mut judgements {
            j.detection.at = in_scenario(j.detection.at);
            j.ruled_at = in_scenario(j.ruled_at);
        }
        return Ok(judgements);
    }
}

/// The index of the last event the referee sees when ruling on the matter raised at `at`.
/// A matter whose article asks what happened after it (`facts::ABOUT_LATER_EVENTS`) is
/// ruled at the first call to the referee after it. A log that has no such call is read
/// as a table would go: the referee, called at the latest for the next matter an article
/// speaks of, rules on this one then, before that matter's event; or at the end of the
/// log. Any other matter is ruled on the table just after its own event, whatever
/// follows it.
fn ruled_at(article: &Article, at: usize, log: &[Event], next_matter: Option<usize>) -> usize {
    if !article.asks_what_happened_next() {
        return at;
    }
    let end = next_matter
        .filter(|n| *n > at)
        .map_or(log.len().saturating_sub(1), |n| n - 1)
        .max(at);
    log.iter()
        .enumerate()
        .take(end + 1)
        .skip(at + 1)
        .find(|(_, e)| matches!(e, Event::RefereeCalled { .. }))
        .map_or(end, |(i, _)| i)
}

/// The article that judges `irregularity`, where one does.
fn judging(ruleset: &Ruleset, irregularity: super::Irregularity) -> Option<&Article> {
    ruleset
        .articles
        .iter()
        .find(|a| a.judged().any(|i| i == irregularity))
}

/// One matter ruled: by the article that judges it, else by the ruleset's fallback.
fn rule(
    ruleset: &Ruleset,
    scenario: &Scenario,
    earlier: &[Judgement],
    detection: Detection,
    (replay, log): (&crate::table::Replayed, &[Event]),
    next_matter: Option<usize>,
) -> Result<Judgement, JudgeError> {
    let article = judging(ruleset, detection.irregularity);
    // Earlier fouls of the same kind by the same player: those of this hand, ruled
    // before the matter; and, where the whole match counts, those on the record too.
    let offender = detection.parties.offender;
    let in_this_hand = earlier
        .iter()
        .filter(|j| !j.lawful && offender.is_some() && j.detection.parties.offender == offender)
        .filter(|j| article.is_some_and(|a| a.id == j.article))
        .count();
    let on_the_record = match (ruleset.meta.escalation, article) {
        (super::EscalationScope::Match, Some(a)) => scenario
            .fouls
            .iter()
            .filter(|f| Some(f.seat) == offender && f.article == a.id)
            .count(),
        _ => 0,
    };
    let earlier_fouls = u32::try_from(in_this_hand + on_the_record).unwrap_or(u32::MAX);
    let minutes_late = match log.get(detection.at) {
        Some(crate::table::Event::ArrivedLate { minutes, .. }) => *minutes,
        _ => 0,
    };
    let circumstances = super::Circumstances {
        earlier_fouls,
        minutes_late,
    };
    let table = replay.end().clone();
    let Some(article) = article else {
        let fallback = ruleset
            .meta
            .fallback
            .as_ref()
            .ok_or(JudgeError::NoArticle(detection.irregularity))?;
        return Ok(Judgement {
            article: FALLBACK.to_string(),
            case: FALLBACK.to_string(),
            ruling: fallback.then.resolved(&circumstances),
            earlier_fouls,
            circumstances,
            ruled_at: detection.at,
            detection,
            facts: Facts::new(),
            table,
            lawful: false,
        });
    };
    // Every fact the article's cases name, not only those of the case that applies: a
    // wrong answer is explained by the fact that separates its case from the right one.
    let names = article
        .cases
        .iter()
        .flat_map(|c| c.when.iter().map(|w| w.fact()));
    let ruled_at = ruled_at(article, detection.at, log, next_matter);
    let facts = facts::evaluate(
        &Context {
            replay,
            ruled_at,
            detection: &detection,
            edition: &scenario.edition,
            win_check: ruleset.meta.win_check,
            earlier_fouls,
            card: ruleset.card.as_deref(),
            moments: Default::default(),
        },
        names,
    );
    let case = decide(article, &facts).ok_or_else(|| JudgeError::NoCase(article.id.clone()))?;
    let mut ruling = case.then.resolved(&circumstances);
    if ruleset.meta.dead_hand_jokers_exchangeable
        && let Some(card) = ruleset.card.as_deref()
    {
        super::dead_jokers::add(&mut ruling, &detection, replay, card);
    }
    Ok(Judgement {
        article: article.id.clone(),
        case: case.id.clone(),
        ruling,
        earlier_fouls,
        circumstances,
        detection,
        facts,
        table,
        lawful: case.lawful,
        ruled_at,
    })
}

pub fn decide<'a>(article: &'a Article, facts: &Facts) -> Option<&'a Case> {
    article.decide(|name| facts.get(name).copied())
}
