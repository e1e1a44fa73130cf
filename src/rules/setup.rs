//! A scenario checked against the ruleset it names, and the table it starts from.

use super::Ruleset;
use crate::scenario::{FORMAT, Scenario, ScenarioError};
use crate::table::Table;

impl Ruleset {
    /// Check `scenario` against this ruleset and build the table before any event.
    pub fn initial_table(&self, scenario: &Scenario) -> Result<Table, ScenarioError> {
        if scenario.format != FORMAT {
            return Err(ScenarioError::Format(scenario.format));
        }
        if scenario.ruleset != self.meta.id {
            return Err(ScenarioError::WrongRuleset {
                found: scenario.ruleset.clone(),
                expected: self.meta.id.clone(),
            });
        }
        if !self.meta.editions.iter().any(|e| e.id == scenario.edition) {
            let known: Vec<&str> = self.meta.editions.iter().map(|e| e.id.as_str()).collect();
            return Err(ScenarioError::UnknownEdition {
                found: scenario.edition.clone(),
                ruleset: self.meta.id.clone(),
                known: known.join(", "),
            });
        }
        let set = self.meta.tiles.tiles();
        let layout = scenario.layout(&set, self.meta.stacks_per_wall)?;
        let table = Table::build_with(
            set,
            self.meta.stacks_per_wall,
            scenario.dealer,
            &layout,
            self.meta.table_config(),
        )?;
        Ok(table.with_prevalent(scenario.prevalent))
    }
}
