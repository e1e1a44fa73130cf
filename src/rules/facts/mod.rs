//! Step 2 of judging: the closed vocabulary of facts, each a pure function of the table,
//! the log and the detected matter. Articles may name only these. `mjref facts` lists them.

mod american;
mod conduct;
mod deal;
mod play;

use super::detect::Detection;
use crate::table::{Event, Table};
use std::collections::BTreeMap;

pub struct Context<'a> {
    pub table: &'a Table,
    pub events: &'a [Event],
    pub detection: &'a Detection,
    /// The scenario's edition, for facts that are house settings.
    pub edition: &'a str,
    /// How the ruleset checks a declared win.
    pub win_check: crate::rules::WinCheck,
    /// Earlier fouls of the same kind by the same player in the match record.
    pub earlier_fouls: u32,
    /// The card, for the American game.
    pub card: Option<&'a crate::analysis::american::Card>,
}

pub struct FactDef {
    pub name: &'static str,
    /// What the fact means, for ruleset authors.
    pub doc: &'static str,
    pub eval: fn(&Context) -> bool,
}

pub type Facts = BTreeMap<&'static str, bool>;

const FAMILIES: &[&[FactDef]] = &[deal::FACTS, play::FACTS, conduct::FACTS, american::FACTS];

pub fn vocabulary() -> impl Iterator<Item = &'static FactDef> {
    FAMILIES.iter().flat_map(|f| f.iter())
}

pub fn is_known(name: &str) -> bool {
    vocabulary().any(|f| f.name == name)
}

pub fn evaluate(ctx: &Context) -> Facts {
    vocabulary().map(|f| (f.name, (f.eval)(ctx))).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn fact_names_are_unique() {
        let mut names: Vec<&str> = super::vocabulary().map(|f| f.name).collect();
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n);
    }
}
