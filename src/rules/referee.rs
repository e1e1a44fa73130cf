//! The referee: detect the matter, compute the facts, decide by the article's table.

use super::article::{Article, Case};
use super::detect::{DetectError, Detection, detect};
use super::facts::{self, Context, Facts};
use super::{Ruleset, Ruling};
use crate::scenario::{Scenario, ScenarioError};
use crate::table::Table;

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

pub fn judge(ruleset: &Ruleset, scenario: &Scenario) -> Result<Judgement, JudgeError> {
    let table = ruleset.initial_table(scenario)?;
    let config = super::detect::Config {
        win_check: ruleset.meta.win_check,
        claim_window_seconds: ruleset.meta.claim_window_seconds,
        card: ruleset.card.as_deref(),
        deal: ruleset.meta.deal,
    };
    let (matters, replay) = detect(table, &scenario.events, config)?;
    let article_for = |d: &Detection| {
        ruleset
            .articles
            .iter()
            .find(|a| a.judged().any(|i| i == d.irregularity))
    };
    let Some((ruled, detection, article)) = matters
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, d)| article_for(d).map(|a| (i, d.clone(), a)))
    else {
        let last = matters.last().map(|d| d.irregularity);
        return Err(match last {
            Some(i) => JudgeError::NoArticle(i),
            None => JudgeError::Detect(DetectError::NothingIrregular),
        });
    };
    // Earlier fouls of the same kind by the same player: those of this hand, in the log
    // before the matter; and, where the whole match counts, those on the record too.
    let offender = detection.parties.offender;
    let in_this_hand = matters[..ruled]
        .iter()
        .filter(|d| d.parties.offender == offender && offender.is_some())
        .filter(|d| article_for(d).is_some_and(|a| a.id == article.id))
        .count();
    let on_the_record = match ruleset.meta.escalation {
        super::EscalationScope::Match => scenario
            .fouls
            .iter()
            .filter(|f| Some(f.seat) == offender && f.article == article.id)
            .count(),
        super::EscalationScope::Hand => 0,
    };
    let earlier_fouls = u32::try_from(in_this_hand + on_the_record).unwrap_or(u32::MAX);
    let minutes_late = match scenario.events.get(detection.at) {
        Some(crate::table::Event::ArrivedLate { minutes, .. }) => *minutes,
        _ => 0,
    };
    let circumstances = super::Circumstances {
        earlier_fouls,
        minutes_late,
    };
    // Every fact the article's cases name, not only those of the case that applies: a
    // wrong answer is explained by the fact that separates its case from the right one.
    let names = article
        .cases
        .iter()
        .flat_map(|c| c.when.iter().map(|w| w.fact()));
    let facts = facts::evaluate(
        &Context {
            now: replay.end(),
            replay: &replay,
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
    Ok(Judgement {
        article: article.id.clone(),
        case: case.id.clone(),
        ruling: case.then.resolved(&circumstances),
        earlier_fouls,
        circumstances,
        detection,
        facts,
        table: replay.into_end(),
    })
}

pub fn decide<'a>(article: &'a Article, facts: &Facts) -> Option<&'a Case> {
    article.decide(|name| facts.get(name).copied())
}
