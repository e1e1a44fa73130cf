//! Step 2 of judging: the closed vocabulary of facts, each a pure function of the table,
//! the log and the detected matter. Articles may name only these. `mjref facts` lists them.

mod american;
mod conduct;
mod deal;
mod play;

use super::detect::Detection;
use crate::table::{Event, Table};
use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

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

fn by_name() -> &'static HashMap<&'static str, &'static FactDef> {
    static BY_NAME: OnceLock<HashMap<&'static str, &'static FactDef>> = OnceLock::new();
    BY_NAME.get_or_init(|| vocabulary().map(|f| (f.name, f)).collect())
}

/// The facts named in `names` (unknown names are left out: rulesets are checked against
/// the vocabulary when they load). Only what an article asks about is worked out, since
/// some facts scan the whole card.
pub fn evaluate<'n>(ctx: &Context, names: impl IntoIterator<Item = &'n str>) -> Facts {
    let mut facts = Facts::new();
    for name in names {
        if let Some(f) = by_name().get(name)
            && !facts.contains_key(f.name)
        {
            facts.insert(f.name, (f.eval)(ctx));
        }
    }
    facts
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
