//! A scenario restated as a position: the table as it stands just before the first matter
//! the referee would rule on, and the events from there. Nothing the referee reads is
//! lost: the moment is one a position states in full (no claim standing, no tile just
//! drawn), taken at or before the first matter that is an irregularity, so that every
//! such matter is seen again.

use super::{JudgeError, Ruleset, judge_all};
use crate::scenario::{POSITION_FORMAT, Position, Scenario};
use crate::table::Table;

/// `scenario` written as a position at the latest moment it can be, with the events from
/// that moment on; the walls as built, where no moment before the first matter will do.
pub fn as_position(ruleset: &Ruleset, scenario: &Scenario) -> Result<Scenario, JudgeError> {
    let matters = judge_all(ruleset, scenario)?;
    // An earlier matter the rules allow leaves nothing behind to state; the first one
    // that does not, or the last matter of all, is the one to stop before.
    let first = matters
        .iter()
        .filter(|j| !j.lawful)
        .map(|j| j.detection.at)
        .min()
        .or(matters.last().map(|j| j.detection.at))
        .unwrap_or(0)
        .min(scenario.events.len());
    // The turn the matter arises in is kept whole: the facts about what a player did this
    // turn (the discard the matter follows, the seconds since it, the tile just picked)
    // read it from the log.
    let first = scenario.events[..first]
        .iter()
        .rposition(|e| matches!(e, crate::table::Event::Discarded { .. }))
        .unwrap_or(first);
    let start = ruleset.initial_table(scenario)?;
    let mut table = start.clone();
    let mut best: Option<(usize, Position, usize)> = None;
    for k in 0..=first {
        if k > 0 {
            let Some(e) = scenario.events.get(k - 1) else {
                break;
            };
            table
                .apply(k - 1, e)
                .map_err(|e| JudgeError::Scenario(e.into()))?;
        }
        if let Some(position) = stated(&table) {
            best = Some((k, position, table.redeals()));
        }
    }
    let (cut, position, dealt_again) = match best {
        Some(found) => found,
        None => {
            let set = ruleset.meta.tiles.tiles();
            let walls = crate::scenario::laid_walls(
                &scenario.layout(&set, ruleset.meta.stacks_per_wall)?,
                ruleset.meta.stacks_per_wall,
            );
            let position = Position::built(&walls).ok_or(JudgeError::Scenario(
                crate::scenario::ScenarioError::Start("no walls"),
            ))?;
            (0, position, 0)
        }
    };
    Ok(Scenario {
        format: POSITION_FORMAT,
        walls: None,
        position: Some(Box::new(position)),
        events: scenario.events[cut..].to_vec(),
        // The deals already dealt again before the position are behind it.
        redeals: scenario.redeals.get(dealt_again..).unwrap_or(&[]).to_vec(),
        ..scenario.clone()
    })
}

/// The position of `table`, if a position states it in full: set out again from what is
/// written, it stands exactly as `table` does.
fn stated(table: &Table) -> Option<Position> {
    let placement = table.placement()?;
    let again = Table::at_position(
        table.set().clone(),
        table.stacks(),
        table.config(),
        &placement,
    )
    .ok()?;
    table
        .same_position(&again)
        .then(|| Position::of_placement(&placement))
}
