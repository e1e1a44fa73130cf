//! The story of a scenario, event by event, as the question shows it.

use super::render;
use crate::i18n::Catalog;
use crate::rules::Ruleset;
use crate::scenario::{Scenario, ScenarioError};
use crate::tiles::TileStyle;

pub fn narrative(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    style: TileStyle,
) -> Result<Vec<String>, ScenarioError> {
    let mut table = ruleset.initial_table(scenario)?;
    let mut lines = Vec::with_capacity(scenario.events.len());
    for (i, e) in scenario.events.iter().enumerate() {
        lines.push(render::event(cat, &table, e, style));
        table.apply(i, e)?;
    }
    Ok(lines)
}

/// The match's record of fouls from earlier hands, one line each.
pub fn record(cat: &Catalog, scenario: &Scenario) -> Vec<String> {
    scenario
        .fouls
        .iter()
        .map(|f| {
            cat.tr_args(
                "record-line",
                &[
                    ("hand", f.hand.into()),
                    ("seat", render::seat(cat, f.seat).into()),
                    ("article", f.article.clone().into()),
                ],
            )
        })
        .collect()
}

/// The narrative with runs of regular deal takes folded into one line, for small screens
/// and plain output, with the hand's prevalent wind and the match's record of fouls.
pub fn folded(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    style: TileStyle,
    keep_last: usize,
) -> Result<Vec<String>, ScenarioError> {
    // The setting comes first; the record of fouls last, next to the question, where a
    // small screen still shows it.
    let mut out = Vec::new();
    if scenario.prevalent != crate::tiles::Wind::East {
        let wind = render::seat(cat, crate::table::Seat::ALL[scenario.prevalent as usize]);
        out.push(cat.tr_args("prevalent-line", &[("wind", wind.into())]));
    }
    out.extend(folded_events(cat, ruleset, scenario, style, keep_last)?);
    out.extend(record(cat, scenario));
    Ok(out)
}

fn folded_events(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    style: TileStyle,
    keep_last: usize,
) -> Result<Vec<String>, ScenarioError> {
    let lines = narrative(cat, ruleset, scenario, style)?;
    let Some((head, fold_end)) = fold_plan(scenario, keep_last) else {
        return Ok(lines);
    };
    let mut out: Vec<String> = lines[..head].to_vec();
    out.push(cat.tr_args("ev-folded", &[("count", (fold_end - head).into())]));
    out.extend_from_slice(&lines[fold_end..]);
    Ok(out)
}

/// Which deal takes fold into one line: events `head..fold_end`, where folding saves room.
fn fold_plan(scenario: &Scenario, keep_last: usize) -> Option<(usize, usize)> {
    // The deal: the dice, the break and the takes, up to the first event of another kind.
    let takes = scenario
        .events
        .iter()
        .take_while(|e| {
            matches!(
                e,
                crate::table::Event::DiceRolled { .. }
                    | crate::table::Event::WallBroken { .. }
                    | crate::table::Event::Took { .. }
            )
        })
        .count();
    let fold_end = takes.saturating_sub(keep_last);
    let head = scenario
        .events
        .iter()
        .take_while(|e| !matches!(e, crate::table::Event::Took { .. }))
        .count();
    (fold_end > head + 1).then_some((head, fold_end))
}

/// The line of the folded events that event `at` ends on.
fn folded_line(scenario: &Scenario, keep_last: usize, at: usize) -> usize {
    match fold_plan(scenario, keep_last) {
        None => at,
        Some((head, _)) if at < head => at,
        Some((head, fold_end)) if at < fold_end => head,
        Some((head, fold_end)) => head + 1 + (at - fold_end),
    }
}

/// The rulings already made at this table, one line each, for the story of a question
/// about a later matter.
pub fn earlier_rulings(cat: &Catalog, q: &super::Question) -> Vec<String> {
    q.earlier
        .iter()
        .map(|j| {
            let article = if j.article == crate::rules::FALLBACK {
                cat.tr("story-ruled-by-fallback")
            } else {
                j.article.clone()
            };
            cat.tr_args(
                "story-already-ruled",
                &[
                    ("article", article.into()),
                    (
                        "ruling",
                        render::option_line(cat, &j.ruling, &j.detection.parties, j.lawful).into(),
                    ),
                ],
            )
        })
        .collect()
}

/// The folded story of a question, each ruling already made shown right after the event
/// of its matter.
pub fn question_story(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &super::Question,
    style: TileStyle,
    keep_last: usize,
) -> Result<Vec<String>, ScenarioError> {
    let mut lines = folded(cat, ruleset, &q.scenario, style, keep_last)?;
    // Each ruling right after the event of its matter; from the last, so that the places
    // of the earlier ones stay where they were counted.
    let setting = usize::from(q.scenario.prevalent != crate::tiles::Wind::East);
    let ruled = earlier_rulings(cat, q);
    for (j, line) in q.earlier.iter().zip(ruled).rev() {
        let at = setting + folded_line(&q.scenario, keep_last, j.detection.at) + 1;
        lines.insert(at.min(lines.len()), line);
    }
    Ok(lines)
}
