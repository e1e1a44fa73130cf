//! A scenario checked against the ruleset it names, and the table it starts from.

use super::Ruleset;
use crate::scenario::position::Start;
use crate::scenario::{PositionError, Scenario, ScenarioError, Spot, reads_format};
use crate::table::{PlacementError, Table};

impl Ruleset {
    /// Check `scenario` against this ruleset and build the table before any event.
    pub fn initial_table(&self, scenario: &Scenario) -> Result<Table, ScenarioError> {
        if !reads_format(scenario.format) {
            return Err(ScenarioError::Format(scenario.format));
        }
        if scenario.ruleset != self.meta.id {
            return Err(ScenarioError::WrongRuleset {
                found: scenario.ruleset.clone(),
                expected: self.meta.id.clone(),
            });
        }
        let known = self.meta.edition_ids();
        if !known.contains(&scenario.edition.as_str()) {
            return Err(ScenarioError::UnknownEdition {
                found: scenario.edition.clone(),
                ruleset: self.meta.id.clone(),
                known: known.join(", "),
            });
        }
        let set = self.meta.tiles.tiles();
        let stacks = self.meta.stacks_per_wall;
        let config = self.meta.table_config();
        let mut later = Vec::with_capacity(scenario.redeals.len());
        for walls in &scenario.redeals {
            let next = walls.layout(&set, stacks)?;
            // Counted as the first deal's are, before any event needs them.
            Table::build_with(set.clone(), stacks, scenario.dealer, &next, config)?;
            later.push(next);
        }
        let layout = match (&scenario.walls, &scenario.position) {
            (Some(walls), None) => walls.layout(&set, stacks)?,
            (None, Some(position)) => {
                match position.placement(
                    &set,
                    stacks,
                    config,
                    self.meta.bonus_from_back,
                    scenario.dealer,
                    scenario.prevalent,
                )? {
                    Start::Built(layout) => layout,
                    Start::Placed(placement) => {
                        return Table::at_position(set, stacks, config, &placement)
                            .map(|t| {
                                t.with_accounts(scenario.counters, scenario.sticks)
                                    .with_later_walls(later)
                            })
                            .map_err(|e| ScenarioError::Position(placed_wrong(e)));
                    }
                }
            }
            (Some(_), Some(_)) => return Err(ScenarioError::Start("both")),
            (None, None) => return Err(ScenarioError::Start("neither")),
        };
        let table = Table::build_with(set, stacks, scenario.dealer, &layout, config)?;
        Ok(table
            .with_prevalent(scenario.prevalent)
            .with_accounts(scenario.counters, scenario.sticks)
            .with_later_walls(later))
    }
}

/// A placement the table cannot set out, said of the part of the position that is wrong.
fn placed_wrong(e: PlacementError) -> PositionError {
    let spot = match e {
        PlacementError::WallCount { .. } => Spot::Wall,
        PlacementError::TooManyLoose { .. } => Spot::Position,
        PlacementError::ClaimedNowhere { discard, .. } => Spot::Discard(discard),
        PlacementError::DrawnNotHeld { .. } => Spot::Drawn,
        PlacementError::BreakOutside { .. } => Spot::Broken,
    };
    PositionError {
        spot,
        said: e.said(),
    }
}
