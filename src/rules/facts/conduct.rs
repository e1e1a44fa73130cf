//! Facts about conduct and about declared wins under the ruleset's own check.

use super::{Arg, Context, FactDef, ParamFactDef, Takes};
use crate::table::Event;
use crate::table::win_is_valid;

fn late_minutes(c: &Context) -> u16 {
    match c.event() {
        Some(Event::ArrivedLate { minutes, .. }) => *minutes,
        _ => 0,
    }
}

pub(super) const FACTS: &[FactDef] = &[
    FactDef {
        name: "repeated_offence",
        doc: "The record of fouls shows the same player committed this kind of foul before in the match.",
        eval: |c| c.earlier_fouls > 0,
    },
    FactDef {
        name: "declared_win_valid",
        doc: "The win declared before the matter is a real win under the ruleset's check.",
        eval: |c| {
            c.detection
                .parties
                .winner
                .is_some_and(|w| win_is_valid(c.now(), w, c.win_check, c.card))
        },
    },
    FactDef {
        name: "win_shape_under_minimum",
        doc: "The declared hand has a winning shape but is worth less than the minimum (Chinese Official: 8 fan without flowers).",
        eval: |c| {
            let Some(o) = c.detection.parties.offender else {
                return false;
            };
            let mut concealed: Vec<crate::tiles::Kind> =
                c.now().rack(o).iter().map(|t| c.now().kind(*t)).collect();
            let on_discard = c
                .now()
                .claims()
                .iter()
                .any(|(s, k)| *s == o && *k == crate::table::ClaimKind::Win);
            if let Some(d) = c.now().latest_discard().filter(|_| on_discard) {
                concealed.push(c.now().kind(d.tile));
            }
            let Some((win, rest)) = concealed.split_last() else {
                return false;
            };
            crate::table::mcr::score(c.now(), o, rest, *win, !on_discard).is_some()
        },
    },
    FactDef {
        name: "tile_revealed_when_touched",
        doc: "The wall tile touched too early had its face seen.",
        eval: |c| matches!(c.event(), Some(Event::TouchedWall { revealed: true, .. })),
    },
];

pub(super) const PARAM_FACTS: &[ParamFactDef] = &[
    ParamFactDef {
        name: "late_over",
        doc: "The player arrived more than the given number of minutes late: late_over(30).",
        takes: Takes::Number,
        eval: |c, arg| matches!(arg, Arg::Number(n) if u32::from(late_minutes(c)) > *n),
    },
    ParamFactDef {
        name: "edition_is",
        doc: "The table plays by the given edition of the ruleset (a house setting): edition_is(2020). Loading refuses an edition the ruleset does not have.",
        takes: Takes::Edition,
        eval: |c, arg| matches!(arg, Arg::Edition(e) if c.edition == e),
    },
];
