//! Exposures gone wrong in the American game: an exposure changed after it was laid, and
//! one laid that mixes tiles, is too small or fits no hand on the card.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal, others};
use super::calls::{
    call, could_pung, discard_natural, exposure_caller, fits_card, naturals, until_offer, warm,
};
use super::{players, started};
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// The stories of this file.
pub(super) const STORIES: &[Entry] = &[
    (I::ExposedSetChanged, |p, d| {
        let card = started(p, d)?;
        exposed_set_changed(p, &card, d)
    }),
    (I::InvalidExposure, |p, d| {
        let card = started(p, d)?;
        invalid_exposure(p, &card, d)
    }),
];

/// The changes a player could make to exposure `meld`: add a natural or a joker from the
/// rack, or take a tile it laid back out.
fn changes(play: &Story, seat: Seat, meld: u8, kind: Kind) -> Vec<Event> {
    let Some(m) = play.table().melds(seat).get(usize::from(meld)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if m.tiles.len() < 6 {
        for tile in [kind, Kind::Joker] {
            if naturals(play, seat, tile) > 0 {
                out.push(Event::AddedToMeld {
                    seat,
                    meld,
                    tile,
                    from_discard: false,
                });
            }
        }
    }
    let laid: Vec<Kind> = m
        .tiles
        .iter()
        .filter(|t| Some(**t) != m.claimed.map(|(_, c)| c))
        .map(|t| play.table().kind(*t))
        .collect();
    for tile in [kind, Kind::Joker] {
        if laid.contains(&tile) {
            out.push(Event::TookFromMeld { seat, meld, tile });
        }
    }
    out
}

/// AM-EXP-01: a player who exposed a group changes it: before its next discard or joker
/// exchange, or after one (typically adding the fourth tile picked later).
fn exposed_set_changed(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let w = warm(dice);
    let offer = until_offer(play, dice, w, &mut exposure_caller(card, false))?;
    let seat = offer.caller;
    let kind = offer.kind;
    call(play, seat, ClaimKind::Exposure)?;
    play.push(Event::Exposed {
        seat,
        tiles: offer.lay,
    })?;
    let meld = u8::try_from(play.table().melds(seat).len() - 1)
        .map_err(|_| internal("too many exposures"))?;
    if dice.chance(1, 2) {
        // Still open: the change comes before anything else the player does.
        let options = changes(play, seat, meld, kind);
        if options.is_empty() {
            return Err(internal("nothing to change in the exposure"));
        }
        return play.push(dice.pick(&options).clone());
    }
    // Locked: the player exchanges for a joker or discards first.
    if let Some((owner, m, tile)) =
        players::exchange_open_to(play, seat).filter(|_| dice.chance(1, 3))
    {
        play.push(Event::JokerExchanged {
            seat,
            owner,
            meld: m,
            tile,
            from_discard: false,
            completed: true,
        })?;
    } else {
        discard_natural(play, seat, dice)?;
        if dice.chance(2, 3) {
            // On the next turn the player picks the fourth tile and adds it.
            play.wants.still = Some(seat);
            players::until_about_to_pick(play, dice, seat)?;
            let fourth = play
                .table()
                .melds(seat)
                .get(usize::from(meld))
                .is_some_and(|m| m.tiles.len() == 3);
            if fourth && dice.chance(2, 3) {
                players::pick_stacked(play, seat, kind)?;
            } else {
                players::pick(play, seat)?;
            }
        }
    }
    let options = changes(play, seat, meld, kind);
    if options.is_empty() {
        return Err(internal("nothing to change in the exposure"));
    }
    // Adding the natural just picked is the change a player most often tries.
    let added = Event::AddedToMeld {
        seat,
        meld,
        tile: kind,
        from_discard: false,
    };
    if options.contains(&added) && dice.chance(1, 2) {
        return play.push(added);
    }
    play.push(dice.pick(&options).clone())
}

/// A tile easily taken for `kind`: the same number in another suit, or a neighbour.
fn look_alike(play: &Story, seat: Seat, kind: Kind) -> Option<Kind> {
    let rack: Vec<Kind> = players::rack(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker && *k != kind)
        .collect();
    if let Kind::Number(suit, n) = kind {
        let near: Vec<Kind> = rack
            .iter()
            .copied()
            .filter(|k| match k {
                Kind::Number(s, m) => (*s != suit && *m == n) || (*s == suit && m.abs_diff(n) == 1),
                _ => false,
            })
            .collect();
        if let Some(k) = near.first() {
            return Some(*k);
        }
    }
    rack.first().copied()
}

/// AM-EXP-02: after a call for an exposure the player lays a group that mixes tiles, one
/// too small (a pair), or one no hand of the card allows with its other exposures.
fn invalid_exposure(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    match dice.below(3) {
        0 => mixed_exposure(play, card, dice),
        1 => pair_exposure(play, dice),
        _ => unfit_exposure(play, card, dice),
    }
}

fn mixed_exposure(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let w = warm(dice);
    let offer = until_offer(play, dice, w, &mut exposure_caller(card, false))?;
    let seat = offer.caller;
    let mut lay = offer.lay;
    let stray = look_alike(play, seat, offer.kind)
        .ok_or_else(|| internal("nothing to mix into the exposure"))?;
    if let Some(i) = lay.iter().position(|k| *k == offer.kind) {
        lay[i] = stray;
    } else {
        lay.push(stray);
    }
    call(play, seat, ClaimKind::Exposure)?;
    play.push(Event::Exposed { seat, tiles: lay })
}

/// A player holding one of the tile, who wants a pair of it, calls it for an exposure.
fn pair_exposure(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let w = warm(dice);
    let mut choose = |play: &Story, discarder: Seat, kind: Kind, dice: &mut Dice| {
        let wants_pair = |s: Seat| {
            play.aims[s]
                .as_ref()
                .is_some_and(|t| t.groups.iter().any(|(k, n)| *k == kind && *n <= 2))
        };
        let holders: Vec<Seat> = others(&[discarder])
            .into_iter()
            .filter(|s| !players::is_passive(play, *s) && naturals(play, *s, kind) >= 1)
            .collect();
        let keen: Vec<Seat> = holders.iter().copied().filter(|s| wants_pair(*s)).collect();
        let pool = if keen.is_empty() { holders } else { keen };
        (!pool.is_empty()).then(|| (*dice.pick(&pool), vec![kind]))
    };
    let offer = until_offer(play, dice, w, &mut choose)?;
    call(play, offer.caller, ClaimKind::Exposure)?;
    play.push(Event::Exposed {
        seat: offer.caller,
        tiles: offer.lay,
    })
}

/// A player with an exposure already laid calls a tile for a pung that no X hand of the
/// card allows beside it.
fn unfit_exposure(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let exposed: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !play.table().melds(*s).is_empty())
        .collect();
    let seat = if exposed.is_empty() {
        let w = warm(dice);
        let offer = until_offer(play, dice, w, &mut exposure_caller(card, false))?;
        call(play, offer.caller, ClaimKind::Exposure)?;
        play.push(Event::Exposed {
            seat: offer.caller,
            tiles: offer.lay,
        })?;
        discard_natural(play, offer.caller, dice)?;
        offer.caller
    } else {
        *dice.pick(&exposed)
    };
    let mut kinds: Vec<Kind> = players::rack(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker && could_pung(play, seat, *k))
        .collect();
    kinds.sort_by_key(|k| k.index());
    kinds.dedup();
    kinds.retain(|k| !fits_card(play, card, seat, &[*k, *k], *k));
    if kinds.is_empty() {
        return Err(internal(format!(
            "every pung {seat} could make fits a hand"
        )));
    }
    let kind = *dice.pick(&kinds);
    play.wants.keep.push(kind);
    play.wants.still = Some(seat);
    let thrower = *dice.pick(&others(&[seat]));
    players::throw_stacked(play, dice, thrower, kind)?;
    if !could_pung(play, seat, kind) {
        return Err(internal(format!("{seat} let the {kind:?} go")));
    }
    let n = naturals(play, seat, kind).min(2);
    let mut lay = vec![kind; n];
    lay.extend(std::iter::repeat_n(Kind::Joker, 2 - n));
    if fits_card(play, card, seat, &lay, kind) {
        return Err(internal("with a joker in it the pung fits a hand"));
    }
    call(play, seat, ClaimKind::Exposure)?;
    play.push(Event::Exposed { seat, tiles: lay })
}
