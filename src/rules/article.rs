//! Articles: rules as data. Each maps named facts to a ruling through ordered cases.

use super::Ruling;
use super::detect::Irregularity;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before the hand: what a player does, or fails to do, before the tiles are dealt
    /// (arriving late).
    BeforePlay,
    Deal,
    Charleston,
    Play,
    Settlement,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// The book, rulebook or site.
    pub work: String,
    /// Page, article or section number within it.
    pub locator: String,
}

/// A condition over a named fact.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cond {
    Is(String),
    Not(String),
}

impl Cond {
    pub fn fact(&self) -> &str {
        match self {
            Cond::Is(f) | Cond::Not(f) => f,
        }
    }

    pub fn wants(&self) -> bool {
        matches!(self, Cond::Is(_))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub id: String,
    /// The rules allow what happened: the ruling is "no irregularity", with what follows
    /// from it (a payment, the turn passing).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lawful: bool,
    /// All must hold; an empty list always holds.
    pub when: Vec<Cond>,
    pub then: Ruling,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Article {
    pub id: String,
    pub title: String,
    /// In our own words.
    pub summary: String,
    pub sources: Vec<Source>,
    pub phase: Phase,
    #[serde(default)]
    pub tags: Vec<String>,
    /// The irregularity, as the referee detects it, that this article rules on.
    pub judges: Irregularity,
    /// Further irregularities this article also rules on (e.g. every way a hand can end up
    /// with the wrong number of tiles).
    #[serde(default)]
    pub also_judges: Vec<Irregularity>,
    /// A hand this article rules dead is dead only once another player calls it: until
    /// then its plays are a live hand's, and the call is ruled on its own (AM-EXP-02).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dead_once_called: bool,
    /// A dead call this article rules on stops no hand where the called player disputes
    /// it at once: the hand plays on and the dispute is settled at the end (AM-DH-01 with
    /// AM-DH-05).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disputed_call_plays_on: bool,
    pub cases: Vec<Case>,
}

impl Article {
    /// Every irregularity this article rules on, the main one first.
    pub fn judged(&self) -> impl Iterator<Item = Irregularity> + '_ {
        std::iter::once(self.judges).chain(self.also_judges.iter().copied())
    }

    /// Whether any case holds on a fact about the events after the matter (found in
    /// time, claimed, drawn since): the matter is then ruled when the referee is called.
    pub fn asks_what_happened_next(&self) -> bool {
        self.cases.iter().any(|c| {
            c.when
                .iter()
                .any(|w| super::facts::ABOUT_LATER_EVENTS.contains(&w.fact()))
        })
    }

    /// The facts that decide which case applies, each with the value it has: for each
    /// case before it, the first of its conditions that fails; then every condition of
    /// the case that applies. A referee needs each of them to rule; the others do not
    /// change the ruling.
    pub fn deciding_facts(&self, holds: impl Fn(&str) -> Option<bool>) -> Vec<(&str, bool)> {
        let mut out: Vec<(&str, bool)> = Vec::new();
        for case in &self.cases {
            let failing = case
                .when
                .iter()
                .find(|cond| holds(cond.fact()) != Some(cond.wants()));
            match failing {
                Some(cond) => push_new(&mut out, (cond.fact(), !cond.wants())),
                None => {
                    for c in &case.when {
                        push_new(&mut out, (c.fact(), c.wants()));
                    }
                    break;
                }
            }
        }
        out
    }

    /// For a case chosen where another applies, the facts that would have to differ for
    /// the chosen case to apply, with the values they would need: every one of its own
    /// conditions that fails; or, where they all hold, for each earlier case that holds,
    /// the first of its conditions, turned. Of earlier cases that read the same fact at
    /// other bounds (`late_over(50)`, `late_over(40)`, …) only the nearest counts: "at most
    /// 30 minutes late" for the 30-point step, not "at most 50" as well.
    pub fn separating<'a>(
        &'a self,
        chosen: &'a Case,
        holds: impl Fn(&str) -> Option<bool>,
    ) -> Vec<(&'a str, bool)> {
        let all_hold = |c: &Case| {
            c.when
                .iter()
                .all(|cond| holds(cond.fact()) == Some(cond.wants()))
        };
        let own: Vec<(&str, bool)> = chosen
            .when
            .iter()
            .filter(|cond| holds(cond.fact()) != Some(cond.wants()))
            .map(|cond| (cond.fact(), cond.wants()))
            .collect();
        if !own.is_empty() {
            return own;
        }
        let Some(before) = self.cases.iter().position(|c| c.id == chosen.id) else {
            return own;
        };
        let mut out: Vec<(&str, bool)> = Vec::new();
        for cond in self.cases[..before]
            .iter()
            .rev()
            .filter(|c| all_hold(c))
            .filter_map(|c| c.when.first())
        {
            let base = super::facts::split_call(cond.fact()).0;
            if !out
                .iter()
                .any(|(f, _)| super::facts::split_call(f).0 == base)
            {
                out.push((cond.fact(), !cond.wants()));
            }
        }
        out
    }

    /// Whether a fact decides which case applies (`deciding_facts`).
    pub fn decided_by(&self, fact: &str, holds: impl Fn(&str) -> Option<bool>) -> bool {
        self.deciding_facts(holds).iter().any(|(f, _)| *f == fact)
    }

    /// The first case whose conditions all hold.
    pub fn decide(&self, holds: impl Fn(&str) -> Option<bool>) -> Option<&Case> {
        self.cases.iter().find(|c| {
            c.when
                .iter()
                .all(|cond| holds(cond.fact()) == Some(cond.wants()))
        })
    }
}

fn push_new<T: PartialEq>(v: &mut Vec<T>, item: T) {
    if !v.contains(&item) {
        v.push(item);
    }
}
