//! Step 2 of judging: the closed vocabulary of facts, each a pure function of the table,
//! the log and the detected matter. Articles may name only these. `mjref facts` lists them.

mod american;
mod conduct;
mod deal;
mod play;

use super::detect::Detection;
use crate::table::{Event, Replayed, Table};
use std::cell::OnceCell;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;
use std::sync::OnceLock;

/// What a fact may read: the matter, the table at the moments around it, and what has
/// happened since. A fact reads the table of the moment it is about: `before()` the
/// matter's event, `at()` just after it, or `now()` when the referee rules on it.
pub struct Context<'a> {
    pub replay: &'a Replayed<'a>,
    pub detection: &'a Detection,
    /// The index of the last event the referee sees when ruling on the matter: the
    /// matter's own event, the call to the referee, or the log's last event
    /// (`referee::ruled_at`).
    pub ruled_at: usize,
    /// The scenario's edition, for facts that are house settings.
    pub edition: &'a str,
    /// How the ruleset checks a declared win.
    pub win_check: crate::rules::WinCheck,
    /// Earlier fouls of the same kind by the same player in the match record.
    pub earlier_fouls: u32,
    /// The card, for the American game.
    pub card: Option<&'a crate::analysis::american::Card>,
    /// The tables around the matter, rebuilt only if a fact asks for them.
    pub moments: Moments,
}

/// The tables just before and just after the matter's event, and when the referee rules,
/// each rebuilt on first use.
#[derive(Default)]
pub struct Moments {
    before: OnceCell<Rc<Table>>,
    at: OnceCell<Rc<Table>>,
    ruled: OnceCell<Rc<Table>>,
}

impl Context<'_> {
    /// The event that raised the matter.
    pub fn event(&self) -> Option<&Event> {
        self.replay.events().get(self.detection.at)
    }

    /// The table just before the matter's event.
    pub fn before(&self) -> &Table {
        self.moments
            .before
            .get_or_init(|| self.replay.before(self.detection.at))
    }

    /// The table just after the matter's event: the matter as it stands when raised.
    pub fn at(&self) -> &Table {
        self.moments
            .at
            .get_or_init(|| self.replay.after(self.detection.at))
    }

    /// The table when the referee rules on the matter: after the events up to
    /// `ruled_at`, and nothing after them.
    pub fn now(&self) -> &Table {
        if self.ruled_at + 1 >= self.replay.events().len() {
            self.replay.end()
        } else if self.ruled_at == self.detection.at {
            self.at()
        } else {
            self.moments
                .ruled
                .get_or_init(|| self.replay.after(self.ruled_at))
        }
    }

    /// The events before the matter's event: for the few facts about the order things
    /// happened in, which no single table shows.
    pub fn earlier(&self) -> &[Event] {
        let events = self.replay.events();
        &events[..self.detection.at.min(events.len())]
    }

    /// The events after the matter's event, up to the moment the referee rules on it.
    pub fn since(&self) -> &[Event] {
        self.from_until_ruled(self.detection.at + 1)
    }

    /// The events from index `first` (an earlier act the matter turns on) up to the
    /// moment the referee rules on the matter.
    pub fn from_until_ruled(&self, first: usize) -> &[Event] {
        self.replay
            .events()
            .get(first..=self.ruled_at)
            .unwrap_or(&[])
    }
}

/// Facts read from a player's concealed tiles, with the role of that player in the
/// matter. Nobody at the table sees those tiles, but a referee called to rule on such a
/// fact looks at the hand; the learner is shown it as the referee sees it, so that the
/// question can be decided from what the learner is shown. Counts, sets laid down,
/// discards and acts are in the story or on the table already.
pub const READ_FROM_HAND: &[(&str, super::Role)] = &[
    ("exchanger_holds_right_tile", super::Role::Offender),
    ("first_claimant_needs_real_tile", super::Role::Offender),
    ("winner_relied_on_name", super::Role::Winner),
    ("can_expose_claimed_tile", super::Role::Offender),
    ("declared_win_valid", super::Role::Winner),
    ("win_shape_under_minimum", super::Role::Offender),
    ("hand_jokerless", super::Role::Winner),
    ("ron_would_win", super::Role::Offender),
];

/// The facts about what happened after the matter's event. An article that names one is
/// ruled when the referee is called (`Event::RefereeCalled`), or at the end of a log that
/// has no call after the matter; every other matter on the table just after its event.
pub const ABOUT_LATER_EVENTS: &[&str] = &[
    "next_discard_made",
    "claimant_committed",
    "real_tile_fits_exposure",
    "offender_has_discarded_since",
    "offender_has_drawn_since",
    "next_player_has_drawn",
    "discard_claimed",
    "different_tiles_claimed",
    "play_moved_on",
    "loose_tile_drawn_for_false_kong",
    "picked_tile_racked",
    "drawn_tile_mixed_in",
    "another_player_claimed",
    "another_player_exposed_hand",
    "revealed_tiles_not_discarded",
    "two_discards_before_called_tile_taken",
];

pub struct FactDef {
    pub name: &'static str,
    /// What the fact means, for ruleset authors.
    pub doc: &'static str,
    pub eval: fn(&Context) -> bool,
}

/// A fact that takes a value written in the article: `late_over(30)`, `edition_is(2020)`.
pub struct ParamFactDef {
    pub name: &'static str,
    pub doc: &'static str,
    pub takes: Takes,
    pub eval: fn(&Context, &Arg) -> bool,
}

/// What a fact's value in brackets must be, checked when the ruleset loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Takes {
    /// A whole number (minutes, tiles).
    Number,
    /// The id of one of the ruleset's editions.
    Edition,
}

/// A fact's value as written in the article.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    Number(u32),
    Edition(String),
}

/// Facts by the name the article writes (`late_over(30)` with its value).
pub type Facts = BTreeMap<String, bool>;

const FAMILIES: &[&[FactDef]] = &[deal::FACTS, play::FACTS, conduct::FACTS, american::FACTS];
const PARAM_FAMILIES: &[&[ParamFactDef]] = &[conduct::PARAM_FACTS, play::PARAM_FACTS];

pub fn vocabulary() -> impl Iterator<Item = &'static FactDef> {
    FAMILIES.iter().flat_map(|f| f.iter())
}

pub fn param_vocabulary() -> impl Iterator<Item = &'static ParamFactDef> {
    PARAM_FAMILIES.iter().flat_map(|f| f.iter())
}

/// Every fact name, for "known facts" lists: plain names, and `name(…)` for those that
/// take a value.
pub fn known_names() -> Vec<String> {
    vocabulary()
        .map(|f| f.name.to_string())
        .chain(param_vocabulary().map(|f| format!("{}(…)", f.name)))
        .collect()
}

/// A fact as an article writes it, split into its name and the value in brackets.
pub fn split_call(written: &str) -> (&str, Option<&str>) {
    match written.strip_suffix(')').and_then(|s| s.split_once('(')) {
        Some((name, arg)) => (name.trim(), Some(arg.trim())),
        None => (written.trim(), None),
    }
}

/// Why a fact written in an article cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FactProblem {
    Unknown,
    /// The fact takes a value and none was given, or the other way round.
    Value(crate::i18n::Said),
}

/// Checks a fact as an article writes it against the vocabulary and the ruleset's
/// editions.
pub fn check(written: &str, editions: &[&str]) -> Result<(), FactProblem> {
    let (name, arg) = split_call(written);
    if let Some(f) = by_name().get(name) {
        return match arg {
            None => Ok(()),
            Some(_) => Err(FactProblem::Value(crate::i18n::Said::new(
                "err-fact-no-value",
                vec![("fact", f.name.into())],
            ))),
        };
    }
    let Some(f) = param_by_name().get(name) else {
        return Err(FactProblem::Unknown);
    };
    parse_arg(f, arg, editions).map(|_| ())
}

fn parse_arg(f: &ParamFactDef, arg: Option<&str>, editions: &[&str]) -> Result<Arg, FactProblem> {
    let Some(arg) = arg else {
        return Err(FactProblem::Value(crate::i18n::Said::new(
            "err-fact-needs-value",
            vec![("fact", f.name.into()), ("example", example(f).into())],
        )));
    };
    match f.takes {
        Takes::Number => arg.parse::<u32>().map(Arg::Number).map_err(|_| {
            FactProblem::Value(crate::i18n::Said::new(
                "err-fact-number",
                vec![
                    ("fact", f.name.into()),
                    ("example", example(f).into()),
                    ("value", arg.into()),
                ],
            ))
        }),
        Takes::Edition if editions.is_empty() || editions.contains(&arg) => {
            Ok(Arg::Edition(arg.to_string()))
        }
        Takes::Edition => Err(FactProblem::Value(crate::i18n::Said::new(
            "err-fact-edition",
            vec![
                ("fact", f.name.into()),
                ("edition", arg.into()),
                ("editions", editions.join(", ").into()),
            ],
        ))),
    }
}

/// The fact written with a value, as an article would write it: `late_over(30)`.
pub fn example(f: &ParamFactDef) -> String {
    match f.takes {
        Takes::Number => format!("{}(30)", f.name),
        Takes::Edition => format!("{}(2020)", f.name),
    }
}

fn by_name() -> &'static HashMap<&'static str, &'static FactDef> {
    static BY_NAME: OnceLock<HashMap<&'static str, &'static FactDef>> = OnceLock::new();
    BY_NAME.get_or_init(|| vocabulary().map(|f| (f.name, f)).collect())
}

fn param_by_name() -> &'static HashMap<&'static str, &'static ParamFactDef> {
    static BY_NAME: OnceLock<HashMap<&'static str, &'static ParamFactDef>> = OnceLock::new();
    BY_NAME.get_or_init(|| param_vocabulary().map(|f| (f.name, f)).collect())
}

/// The facts named in `names` (unknown names are left out: rulesets are checked against
/// the vocabulary when they load). Only what an article asks about is worked out, since
/// some facts scan the whole card.
pub fn evaluate<'n>(ctx: &Context, names: impl IntoIterator<Item = &'n str>) -> Facts {
    let mut facts = Facts::new();
    for written in names {
        if facts.contains_key(written) {
            continue;
        }
        let (name, arg) = split_call(written);
        let value = if let Some(f) = by_name().get(name) {
            (f.eval)(ctx)
        } else if let Some(f) = param_by_name().get(name)
            && let Ok(arg) = parse_arg(f, arg, &[])
        {
            (f.eval)(ctx, &arg)
        } else {
            continue;
        };
        facts.insert(written.to_string(), value);
    }
    facts
}

#[cfg(test)]
mod tests {
    #[test]
    fn fact_names_are_unique() {
        let mut names: Vec<&str> = super::vocabulary()
            .map(|f| f.name)
            .chain(super::param_vocabulary().map(|f| f.name))
            .collect();
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n);
    }
}

#[cfg(test)]
mod call_tests {
    use super::*;

    #[test]
    fn a_fact_with_a_value_is_split_and_checked() {
        assert_eq!(split_call("late_over(30)"), ("late_over", Some("30")));
        assert_eq!(split_call("tile_seen"), ("tile_seen", None));
        assert_eq!(check("late_over(30)", &["2006"]), Ok(()));
        assert!(matches!(
            check("late_over", &[]),
            Err(FactProblem::Value(_))
        ));
        assert!(matches!(
            check("late_over(x)", &[]),
            Err(FactProblem::Value(_))
        ));
        assert!(matches!(
            check("tile_seen(3)", &[]),
            Err(FactProblem::Value(_))
        ));
        assert_eq!(check("edition_is(2020)", &["2024", "2020"]), Ok(()));
        assert!(matches!(
            check("edition_is(2019)", &["2024", "2020"]),
            Err(FactProblem::Value(_))
        ));
        assert_eq!(check("no_such", &[]), Err(FactProblem::Unknown));
    }
}
