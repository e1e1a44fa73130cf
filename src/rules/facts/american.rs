//! Facts of the American game: the Charleston, calls, exposures and jokers against the
//! card, mah jongg in error, dead hands, payments.

use super::{Context, FactDef};
use crate::analysis::american::{Card, match_hand, still_completable};
use crate::table::american::{
    american_win, claims_win_on_discard, exposure_is_invalid, exposures_of, hand_of, named_wrong,
    unseen_by, win_discard,
};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

fn card<'a>(c: &'a Context) -> &'a Card {
    c.card.unwrap_or_else(|| Card::practice())
}

/// Passes `seat` had made when the matter arose.
fn passes_made(c: &Context, seat: Seat) -> usize {
    c.before()
        .passes()
        .iter()
        .filter(|p| p.from == seat)
        .count()
}

/// Passes `seat` had received when the matter arose.
fn passes_received(c: &Context, seat: Seat) -> usize {
    c.before().passes().iter().filter(|p| p.to == seat).count()
}

/// The claims made on the discard lying at the matter, in order, withdrawn ones too.
fn claims_on_discard<'a>(c: &'a Context) -> &'a [(Seat, ClaimKind)] {
    c.at().claim_history()
}

fn claim_of(c: &Context, seat: Option<Seat>) -> Option<ClaimKind> {
    let seat = seat?;
    claims_on_discard(c)
        .iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, k)| *k)
}

fn exposure_invalid(c: &Context, seat: Seat) -> bool {
    let exposures = exposures_of(c.now(), seat);
    exposures
        .iter()
        .enumerate()
        .any(|(i, e)| exposure_is_invalid(card(c), &e.tiles, &exposures[..i]))
}

/// No hand the exposures allow can be finished: each lacks a tile of which too few are
/// left outside the discards and the exposures.
fn cannot_be_completed(c: &Context, seat: Seat) -> bool {
    let (unseen, jokers) = unseen_by(c.now(), seat);
    still_completable(card(c), &hand_of(c.now(), seat), &unseen, jokers).is_none()
}

fn count_wrong(c: &Context, seat: Seat) -> bool {
    c.now().hand_size(seat) != c.now().expected_count(seat)
}

/// The group of the offender's that holds the discard claimed for mah jongg.
fn win_group(c: &Context, seat: Seat) -> Option<usize> {
    let d = c.now().discards().last()?;
    c.now()
        .melds(seat)
        .iter()
        .position(|m| m.tiles.contains(&d.tile))
}

/// The group laid at the matter, with the discard it was laid for.
fn group_at(c: &Context) -> Vec<Kind> {
    let Some(Event::Exposed { tiles, .. }) = c.event() else {
        return Vec::new();
    };
    let before = c.before();
    let mut group = tiles.clone();
    group.extend(before.discards().last().map(|d| before.kind(d.tile)));
    group
}

/// Where `seat`'s declaration of mah jongg at the matter began: the call for the discard,
/// or the words on a tile picked. What the declarer laid from then on was laid in it.
fn declaration_began(c: &Context, seat: Seat) -> Option<usize> {
    let events = c.replay.events();
    let upto = (c.detection.at + 1).min(events.len());
    crate::table::american::declaration_began(&events[..upto], seat)
}

/// Whether set `meld` of `owner` was laid before `owner` called or declared mah jongg:
/// a group laid in a declaration in error is no valid exposure, whatever its tiles.
fn laid_before_mah_jongg_call(c: &Context, owner: Seat, meld: usize) -> bool {
    let call = c.earlier().iter().position(|e| {
        matches!(e, Event::Claimed { seat, claim: ClaimKind::Win } | Event::DeclaredWin { seat } if *seat == owner)
    });
    call.is_none_or(|i| meld < c.replay.before(i).melds(owner).len())
}

/// The natural tile set `meld` of `owner` stands for, as it lay before the matter.
fn natural_of(c: &Context, owner: Seat, meld: u8) -> Option<Kind> {
    let before = c.before();
    before.melds(owner).get(usize::from(meld)).and_then(|m| {
        m.tiles
            .iter()
            .map(|t| before.kind(*t))
            .find(|k| *k != Kind::Joker)
    })
}

/// The declarer's rack could lay the discard called for mah jongg in an exposure a hand
/// of the card allows: a pung to a sextet of its kind, jokers making up the rest.
fn can_expose_called_tile(c: &Context, seat: Seat) -> bool {
    let Some(d) = win_discard(c.now(), seat) else {
        return false;
    };
    let kind = c.now().kind(d.tile);
    let on_rack = c.now().rack(seat).contains(&d.tile);
    let rack = c.now().rack_kinds(seat);
    let naturals = rack.iter().filter(|k| **k == kind).count() - usize::from(on_rack);
    let jokers = rack.iter().filter(|k| **k == Kind::Joker).count();
    let others = exposures_of(c.now(), seat);
    (3..=6).any(|size: usize| {
        let from_rack = size - 1;
        let n = naturals.min(from_rack);
        if n + jokers < from_rack {
            return false;
        }
        let mut group = vec![kind; n + 1];
        group.extend(std::iter::repeat_n(Kind::Joker, from_rack - n));
        !exposure_is_invalid(card(c), &group, &others)
    })
}

pub const FACTS: &[FactDef] = &[
    FactDef {
        name: "exchange_on_own_turn",
        doc: "The player making the joker exchange had the turn and had picked or called: their hand held the tile to discard.",
        eval: |c| match c.event() {
            Some(Event::JokerExchanged { seat, .. }) => {
                let before = c.before();
                before.turn() == Some(*seat) && before.holding() == Some(*seat)
            }
            _ => false,
        },
    },
    FactDef {
        name: "exchange_tile_matches",
        doc: "The tile given for the joker is the natural tile the exposure is made of.",
        eval: |c| match c.event() {
            Some(Event::JokerExchanged {
                owner, meld, tile, ..
            }) => natural_of(c, *owner, *meld).is_none_or(|n| n == *tile),
            _ => false,
        },
    },
    FactDef {
        name: "exchange_refused",
        doc: "The owner of the exposure refused to let the joker go.",
        eval: |c| matches!(c.event(), Some(Event::ExchangeRefused { .. })),
    },
    FactDef {
        name: "joker_offered_for_natural",
        doc: "A joker was offered to take a natural tile out of an exposure.",
        eval: |c| matches!(c.event(), Some(Event::JokerOffered { .. })),
    },
    FactDef {
        name: "claimed_discard_racked",
        doc: "The declarer put the discard called for mah jongg on the rack instead of laying it out in a group.",
        eval: |c| {
            let Some(seat) = c.detection.parties.offender else {
                return false;
            };
            let events = c.replay.events();
            let upto = (c.detection.at + 1).min(events.len());
            declaration_began(c, seat).is_some_and(|i| {
                events[i..upto]
                    .iter()
                    .any(|e| matches!(e, Event::TakenIntoHand { seat: s } if *s == seat))
            })
        },
    },
    FactDef {
        name: "can_expose_claimed_tile",
        doc: "The declarer's rack holds tiles to lay the discard called for mah jongg in an exposure that a hand of the card allows.",
        eval: |c| {
            c.detection
                .parties
                .offender
                .is_some_and(|s| can_expose_called_tile(c, s))
        },
    },
    FactDef {
        name: "blind_pass_allowed_here",
        doc: "The pass is the first left or the last right of the Charleston, the only passes that may be made blind.",
        eval: |c| match c.event() {
            Some(Event::Passed { from, .. }) => {
                matches!(passes_made(c, *from), 2 | 5)
            }
            _ => false,
        },
    },
    FactDef {
        name: "first_charleston_complete",
        doc: "Every player has made the three passes of the first Charleston.",
        eval: |c| Seat::ALL.iter().all(|s| passes_made(c, *s) >= 3),
    },
    FactDef {
        name: "second_charleston_begun",
        doc: "A pass of the second Charleston has been made.",
        eval: |c| Seat::ALL.iter().any(|s| passes_made(c, *s) >= 4),
    },
    FactDef {
        name: "incoming_pass_seen",
        doc: "The player already has the pass coming to them in this round.",
        eval: |c| {
            c.detection.parties.offender.is_some_and(|s| {
                let made = passes_made(c, s);
                made > 0 && passes_received(c, s) >= made
            })
        },
    },
    FactDef {
        name: "exchange_completed",
        doc: "The joker exchange was carried out: the joker is on the player's rack.",
        eval: |c| {
            matches!(
                c.event(),
                Some(Event::JokerExchanged {
                    completed: true,
                    ..
                })
            )
        },
    },
    FactDef {
        name: "next_discard_made",
        doc: "A discard has been made since the matter.",
        eval: |c| {
            c.since()
                .iter()
                .any(|e| matches!(e, Event::Discarded { .. }))
        },
    },
    FactDef {
        name: "exchanger_holds_right_tile",
        doc: "The player who gave a wrong tile for a joker holds, now, a natural tile of the kind the exposure is made of: the exchange can be put right with it.",
        eval: |c| match c.event() {
            Some(Event::JokerExchanged {
                seat, owner, meld, ..
            }) => {
                natural_of(c, *owner, *meld).is_some_and(|n| c.now().rack_kinds(*seat).contains(&n))
            }
            _ => false,
        },
    },
    FactDef {
        name: "exchanged_exposure_was_valid",
        doc: "The exposure the joker was taken from was laid before its owner called mah jongg, and as it lay before the exchange it fits a hand on the card with the exposures made before it.",
        eval: |c| match c.event() {
            Some(Event::JokerExchanged { owner, meld, .. }) => {
                let exposures = exposures_of(c.before(), *owner);
                let m = usize::from(*meld);
                laid_before_mah_jongg_call(c, *owner, m)
                    && exposures
                        .get(m)
                        .is_some_and(|e| !exposure_is_invalid(card(c), &e.tiles, &exposures[..m]))
            }
            _ => false,
        },
    },
    FactDef {
        name: "picked_tile_racked",
        doc: "The tile picked last (before or at the matter) was put on its picker's rack before the referee was called.",
        eval: |c| {
            let events = c.replay.events();
            let upto = (c.detection.at + 1).min(events.len());
            let Some((p, seat)) =
                events[..upto]
                    .iter()
                    .enumerate()
                    .rev()
                    .find_map(|(i, e)| match e {
                        Event::Picked { seat, .. } => Some((i, *seat)),
                        _ => None,
                    })
            else {
                return false;
            };
            c.from_until_ruled(p + 1)
                .iter()
                .take_while(|e| !matches!(e, Event::PutBack { seat: s, .. } if *s == seat))
                .any(|e| matches!(e, Event::TileRacked { seat: s } if *s == seat))
        },
    },
    FactDef {
        name: "claim_for_mah_jongg",
        doc: "The call at the heart of the matter was for mah jongg, not for an exposure.",
        eval: |c| {
            let who = c.detection.parties.caller.or(c.detection.parties.winner);
            match who {
                Some(s) => claim_of(c, Some(s)) == Some(ClaimKind::Win),
                None => claims_on_discard(c)
                    .last()
                    .is_some_and(|(_, k)| *k == ClaimKind::Win),
            }
        },
    },
    FactDef {
        name: "first_claim_for_mah_jongg",
        doc: "The player who called first called for mah jongg.",
        eval: |c| claim_of(c, c.detection.parties.offender) == Some(ClaimKind::Win),
    },
    FactDef {
        name: "second_claim_for_mah_jongg",
        doc: "The player who called second called for mah jongg.",
        eval: |c| claim_of(c, c.detection.parties.also) == Some(ClaimKind::Win),
    },
    FactDef {
        name: "second_claimant_nearer_in_turn",
        doc: "The second caller comes sooner in turn after the discarder than the first.",
        eval: |c| {
            let p = &c.detection.parties;
            match (p.discarder, p.offender, p.also) {
                (Some(d), Some(first), Some(second)) => d.turns_to(second) < d.turns_to(first),
                _ => false,
            }
        },
    },
    FactDef {
        name: "first_claimant_needs_real_tile",
        doc: "The first caller's hand is completed by the tile actually thrown (not the name spoken).",
        eval: |c| {
            let (Some(first), Some(d)) = (c.detection.parties.offender, c.now().latest_discard())
            else {
                return false;
            };
            // The hand of a player who called for mah jongg already holds the discard.
            let mut hand = hand_of(c.now(), first);
            if !claims_win_on_discard(c.now(), first) {
                hand.concealed.push(c.now().kind(d.tile));
            }
            !match_hand(card(c), &hand).is_empty()
        },
    },
    FactDef {
        name: "winner_relied_on_name",
        doc: "The hand of the player who won on a misnamed discard is complete only with the tile named, not with the tile really thrown: they called it for the name.",
        eval: |c| {
            let Some(winner) = c.detection.parties.winner else {
                return false;
            };
            let Some(d) = win_discard(c.now(), winner) else {
                return false;
            };
            if !named_wrong(c.now(), d) {
                return false;
            }
            // Whether the tile called is already counted in the hand depends on how far
            // the call went (lying, taken, laid in a group): a hand of 14 matches only
            // as it is, one of 13 only with the tile added.
            let hand = hand_of(c.now(), winner);
            let mut with_tile = hand.clone();
            with_tile.concealed.push(c.now().kind(d.tile));
            match_hand(card(c), &hand).is_empty() && match_hand(card(c), &with_tile).is_empty()
        },
    },
    FactDef {
        name: "claimant_committed",
        doc: "After calling, the player exposed tiles for the call.",
        eval: |c| {
            let Some(seat) = c.detection.parties.offender else {
                return false;
            };
            c.since()
                .iter()
                .any(|e| matches!(e, Event::Exposed { seat: s, .. } if *s == seat))
        },
    },
    FactDef {
        name: "real_tile_fits_exposure",
        doc: "The tiles the claimant of a misnamed discard laid out make a group, allowed by the card, with the tile really thrown.",
        eval: |c| {
            let (Some(seat), Some(d)) = (c.detection.parties.offender, c.at().latest_discard())
            else {
                return false;
            };
            let real = c.at().kind(d.tile);
            let laid = c.since().iter().find_map(|e| match e {
                Event::Exposed { seat: s, tiles } if *s == seat => Some(tiles.clone()),
                _ => None,
            });
            let Some(mut group) = laid else { return false };
            group.push(real);
            let others = exposures_of(c.at(), seat);
            !crate::table::american::exposure_is_invalid(card(c), &group, &others)
        },
    },
    FactDef {
        name: "claimant_had_exposed",
        doc: "The player giving the call back had already exposed tiles for it.",
        eval: |c| {
            let Some(Event::ClaimWithdrawn { seat }) = c.event() else {
                return false;
            };
            let events = c.earlier();
            let start = events
                .iter()
                .rposition(|e| matches!(e, Event::Claimed { seat: s, .. } if *s == *seat))
                .unwrap_or(events.len());
            events[start..]
                .iter()
                .any(|e| matches!(e, Event::Exposed { seat: s, .. } if *s == *seat))
        },
    },
    FactDef {
        name: "exposure_locked",
        doc: "Since the exposure was made its owner has discarded or made a joker exchange.",
        eval: |c| {
            let Some(seat) = c.detection.parties.offender else {
                return false;
            };
            let events = c.earlier();
            let Some(made) = events
                .iter()
                .rposition(|e| matches!(e, Event::Exposed { seat: s, .. } if *s == seat))
            else {
                // An exposure already on the table where the log begins (a case written as
                // a position): its owner has discarded since, unless they are still the
                // one to discard after laying it.
                let start = c.replay.before(0);
                return !start.melds(seat).is_empty()
                    && (start.holding() != Some(seat)
                        || events
                            .iter()
                            .any(|e| matches!(e, Event::Discarded { seat: s, .. } if *s == seat)));
            };
            events[made..].iter().any(|e| {
                matches!(e, Event::Discarded { seat: s, .. } | Event::JokerExchanged { seat: s, .. } if *s == seat)
            })
        },
    },
    FactDef {
        name: "exposure_mixed_tiles",
        doc: "The group exposed mixes different tiles.",
        eval: |c| {
            let group = group_at(c);
            let mut naturals = group.iter().filter(|k| **k != Kind::Joker);
            let first = naturals.next();
            naturals.any(|k| Some(k) != first)
        },
    },
    FactDef {
        name: "exposure_too_small",
        doc: "The group exposed is a single or a pair, which may only be claimed for mah jongg.",
        eval: |c| {
            let group = group_at(c);
            !group.is_empty() && group.len() < 3
        },
    },
    FactDef {
        name: "has_earlier_exposures",
        doc: "The player declaring in error had exposures on the table before the declaration.",
        eval: |c| {
            let Some(seat) = c.detection.parties.offender else {
                return false;
            };
            // What was laid from the start of the declaration on was laid in error.
            match declaration_began(c, seat) {
                Some(i) => !c.replay.before(i).melds(seat).is_empty(),
                None => {
                    let group = win_group(c, seat);
                    (0..c.now().melds(seat).len()).any(|i| Some(i) != group)
                }
            }
        },
    },
    FactDef {
        name: "win_group_fits_exposure",
        doc: "The group shown with the discard called for mah jongg would stand as an exposure for a hand on the card.",
        eval: |c| {
            let Some(seat) = c.detection.parties.offender else {
                return false;
            };
            let Some(g) = win_group(c, seat) else {
                return false;
            };
            let exposures = exposures_of(c.now(), seat);
            let others: Vec<_> = exposures
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != g)
                .map(|(_, e)| e.clone())
                .collect();
            !exposure_is_invalid(card(c), &exposures[g].tiles, &others)
        },
    },
    FactDef {
        name: "one_intact_hand_left",
        doc: "Only one player's hand is still intact: every other declared in error, threw in, showed their hand or conceded it dead.",
        eval: |c| {
            let p = &c.detection.parties;
            Seat::ALL.iter().filter(|s| !p.is_out(**s)).count() == 1
        },
    },
    FactDef {
        name: "another_declared_in_error",
        doc: "Another player had already declared mah jongg in error in this hand.",
        eval: |c| c.detection.parties.also.is_some(),
    },
    FactDef {
        name: "called_exposure_invalid",
        doc: "An exposure of the called player's fits no hand on the card.",
        eval: |c| {
            c.detection
                .parties
                .called
                .is_some_and(|s| exposure_invalid(c, s))
        },
    },
    FactDef {
        name: "called_hand_cannot_be_completed",
        doc: "The called hand can complete no hand on the card: its exposures allow none, or each it allows lacks a tile of which too few are left outside the discards and the exposures.",
        eval: |c| {
            c.detection
                .parties
                .called
                .is_some_and(|s| cannot_be_completed(c, s))
        },
    },
    FactDef {
        name: "called_hand_really_dead",
        doc: "The called hand is dead on the table's evidence: a wrong count, an exposure that fits no hand, or no hand on the card it can still complete.",
        eval: |c| {
            c.detection.parties.called.is_some_and(|s| {
                count_wrong(c, s) || exposure_invalid(c, s) || cannot_be_completed(c, s)
            })
        },
    },
    FactDef {
        name: "conceded",
        doc: "The called player agreed that the hand is dead.",
        eval: |c| {
            matches!(
                c.event(),
                Some(Event::DeadCallAnswered { conceded: true, .. })
            )
        },
    },
    FactDef {
        name: "wrong_counts_two",
        doc: "Exactly two players hold the wrong number of tiles.",
        eval: |c| c.now().wrong_count_seats().len() == 2,
    },
    FactDef {
        name: "wrong_counts_three_or_more",
        doc: "Three or more players hold the wrong number of tiles.",
        eval: |c| c.now().wrong_count_seats().len() >= 3,
    },
    FactDef {
        name: "action_was_pick",
        doc: "The move at issue was a pick from the wall.",
        eval: |c| matches!(c.event(), Some(Event::Picked { .. })),
    },
    FactDef {
        name: "action_was_claim",
        doc: "The move at issue was a call for a discard.",
        eval: |c| {
            matches!(
                c.event(),
                Some(Event::Claimed { .. } | Event::DeclaredWin { .. })
            )
        },
    },
    FactDef {
        name: "action_was_discard",
        doc: "The move at issue was a discard.",
        eval: |c| matches!(c.event(), Some(Event::Discarded { .. })),
    },
    FactDef {
        name: "win_on_discard",
        doc: "The mah jongg was made with a discard rather than a tile picked from the wall.",
        eval: |c| c.detection.parties.discarder.is_some() && c.detection.parties.winner.is_some(),
    },
    FactDef {
        name: "hand_jokerless",
        doc: "The winning hand holds no joker and is of a kind that could have held some (so not Singles and Pairs).",
        eval: |c| {
            c.detection
                .parties
                .winner
                .and_then(|w| american_win(c.now(), w, card(c)))
                .is_some_and(|m| m.jokerless)
        },
    },
];
