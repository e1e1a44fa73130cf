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

/// Routine play folds into one line from this many events on.
const FOLD_PLAY_FROM: usize = 6;

/// A pick from the wall or a discard named for what it is: the turns that make up most
/// of a hand and decide nothing.
fn routine(e: &crate::table::Event) -> bool {
    use crate::table::Event;
    matches!(
        e,
        Event::Picked { known: true, .. }
            | Event::Discarded { named: None, .. }
            | Event::DrewLoose { .. }
            | Event::BonusSetAside { .. }
    )
}

/// The runs of routine play before the last `keep_last` events that fold into one line,
/// as event ranges: none holds the event of a matter.
fn play_folds(scenario: &Scenario, keep_last: usize, matters: &[usize]) -> Vec<(usize, usize)> {
    let events = &scenario.events;
    let limit = events.len().saturating_sub(keep_last);
    let mut out = Vec::new();
    let mut start = None;
    // The last step, past the events, closes a run still open.
    let steps = events[..limit].iter().map(Some).chain([None]).enumerate();
    for (i, e) in steps {
        let foldable = e.is_some_and(routine) && !matters.contains(&i);
        match (foldable, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                if i - s >= FOLD_PLAY_FROM {
                    out.push((s, i));
                }
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The folded story of a question: the deal's takes and long runs of routine play each
/// folded into one line, every event of a matter kept, and each ruling already made
/// shown right after the event of its matter.
pub fn question_story(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &super::Question,
    style: TileStyle,
    keep_last: usize,
) -> Result<Vec<String>, ScenarioError> {
    let lines = narrative(cat, ruleset, &q.scenario, style)?;
    let matters: Vec<usize> = q
        .earlier
        .iter()
        .map(|j| j.detection.at)
        .chain([q.judgement.detection.at])
        .collect();
    // Each fold: its events and its line.
    let mut folds: Vec<(usize, usize, String)> = Vec::new();
    let deal_end = fold_plan(&q.scenario, keep_last).map(|(head, end)| {
        let text = cat.tr_args("ev-folded", &[("count", (end - head).into())]);
        folds.push((head, end, text));
        end
    });
    for (a, b) in play_folds(&q.scenario, keep_last, &matters) {
        if deal_end.is_some_and(|end| a < end) {
            continue;
        }
        let turns = q.scenario.events[a..b]
            .iter()
            .filter(|e| matches!(e, crate::table::Event::Discarded { .. }))
            .count();
        let text = cat.tr_args(
            "ev-folded-play",
            &[("events", (b - a).into()), ("turns", turns.into())],
        );
        folds.push((a, b, text));
    }
    let mut out = Vec::new();
    if q.scenario.prevalent != crate::tiles::Wind::East {
        let wind = render::seat(cat, crate::table::Seat::ALL[q.scenario.prevalent as usize]);
        out.push(cat.tr_args("prevalent-line", &[("wind", wind.into())]));
    }
    let ruled = earlier_rulings(cat, q);
    let mut i = 0;
    while i < lines.len() {
        // A fold, or one event; then the rulings on the matters they hold (only the
        // deal's fold may hold one: a matter during the takes).
        let (end, text) = match folds.iter().find(|(a, _, _)| *a == i) {
            Some((_, end, text)) => (*end, text.clone()),
            None => (i + 1, lines[i].clone()),
        };
        out.push(text);
        for (j, line) in q.earlier.iter().zip(&ruled) {
            if (i..end).contains(&j.detection.at) {
                out.push(line.clone());
            }
        }
        i = end;
    }
    out.extend(record(cat, &q.scenario));
    Ok(out)
}
