//! East's hands at the start of the American game: a complete hand dealt, or one the
//! first Charleston completes.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal};
use super::players;
use crate::analysis::american::{Card, HandRef, Target, reading, reading_count};
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::{Event, Seat};
use crate::tiles::Kind;

/// The stories of this file.
pub(super) const STORIES: &[Entry] = &[
    (I::HeavenlyHand, |p, d| {
        let card = super::card(p)?;
        heavenly(p, &card, d)
    }),
    (I::EarthlyHand, |p, d| {
        let card = super::card(p)?;
        earthly(p, &card, d)
    }),
];

/// A random reading of a random card hand, as the 14 tiles that complete it: jokers in
/// some groups of three or more (`jokers`), or none at all (then the hand must be one
/// that could hold jokers, so that it is jokerless for payment).
pub(super) fn complete_hand(
    card: &Card,
    dice: &mut Dice,
    jokers: bool,
) -> Result<(Target, Vec<Kind>), GenerateError> {
    let hands: Vec<HandRef> = card.hands().map(|(at, _, _)| at).collect();
    for _ in 0..20 {
        let at = *dice.pick(&hands);
        let n = reading_count(card, at);
        if n == 0 {
            continue;
        }
        let Some(t) = reading(card, at, dice.below(n as u32) as usize) else {
            continue;
        };
        if !t.takes_jokers() {
            continue;
        }
        let mut tiles = Vec::with_capacity(14);
        let mut used = 0;
        for (k, size) in &t.groups {
            for i in 0..*size {
                let joker = jokers && *size >= 3 && i > 0 && used < 3 && dice.chance(1, 3);
                if joker {
                    used += 1;
                    tiles.push(Kind::Joker);
                } else {
                    tiles.push(*k);
                }
            }
        }
        if jokers
            && used == 0
            && let Some(i) = t
                .groups
                .iter()
                .scan(0usize, |start, (_, n)| {
                    let at = *start;
                    *start += usize::from(*n);
                    Some((at, *n))
                })
                .find(|(_, n)| *n >= 3)
                .map(|(at, _)| at + 1)
        {
            tiles[i] = Kind::Joker;
        }
        return Ok((t, tiles));
    }
    Err(internal("no card hand to deal"))
}

/// Stack the places `seat` is dealt from with `tiles` (in any order), before the deal,
/// taking nothing from the places in `reserved` (deals stacked before); this deal's
/// places are added to them.
pub(super) fn stack_deal(
    play: &mut Story,
    seat: Seat,
    tiles: &[Kind],
    reserved: &mut Vec<crate::table::WallPos>,
) -> Result<(), GenerateError> {
    let places = play.deal_places(seat);
    for (at, kind) in places.iter().zip(tiles) {
        if !play.stack(*at, *kind, reserved)? {
            return Err(internal(format!("no {kind:?} to deal")));
        }
        reserved.push(*at);
    }
    Ok(())
}

/// East is dealt a complete hand and declares before any pass (AM-CH-05).
fn heavenly(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let east = play.table().dealer();
    let jokers = dice.chance(1, 2);
    let (_, tiles) = complete_hand(card, dice, jokers)?;
    stack_deal(play, east, &tiles, &mut Vec::new())?;
    players::deal(play)?;
    players::declare(play, east)
}

/// East completes a hand with the tiles the first Charleston brings (AM-CH-06): East is
/// dealt part of it, and the players passing to East were dealt the rest and pass it on.
fn earthly(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let east = play.table().dealer();
    let jokers = dice.chance(1, 2);
    let (target, tiles) = complete_hand(card, dice, jokers)?;
    let mut naturals: Vec<Kind> = tiles
        .iter()
        .copied()
        .filter(|k| *k != Kind::Joker)
        .collect();
    let jokers = tiles.len() - naturals.len();
    if naturals.len() < 9 {
        return Err(internal("too few natural tiles to pass"));
    }
    dice.shuffle(&mut naturals);
    let incoming: Vec<Kind> = naturals.split_off(naturals.len() - 9);
    let mut kept = naturals;
    kept.extend(std::iter::repeat_n(Kind::Joker, jokers));
    // East passes away tiles the hand does not use at all.
    let spare: Vec<Kind> = Kind::all()
        .into_iter()
        .filter(|k| *k != Kind::Joker && target.needs(*k) == 0)
        .filter(|k| play.table().set().count_of(*k) > 0)
        .collect();
    let mut east_tiles = kept.clone();
    while east_tiles.len() < 14 {
        east_tiles.push(*dice.pick(&spare));
    }
    let mut reserved = Vec::new();
    stack_deal(play, east, &east_tiles, &mut reserved)?;
    // The player passing to East at each of the three passes of the first Charleston.
    let senders: Vec<Seat> = (0..3)
        .map(|step| {
            Seat::ALL
                .into_iter()
                .find(|s| *s != east && players::pass_target(*s, step) == east)
                .unwrap_or(east)
        })
        .collect();
    // Only the three tiles each sender passes on are stacked: the rest of its deal is
    // whatever the wall holds, and may give up tiles to the later stacking.
    for (i, sender) in senders.iter().enumerate() {
        stack_deal(play, *sender, &incoming[i * 3..i * 3 + 3], &mut reserved)?;
    }
    players::deal(play)?;
    players::aim_all(play, card, dice);
    play.aims[east] = Some(target);
    for (step, sender) in senders.iter().enumerate() {
        let chosen: Vec<(Seat, Vec<Kind>)> = Seat::ALL
            .into_iter()
            .map(|s| {
                let tiles = if s == *sender {
                    incoming[step * 3..step * 3 + 3].to_vec()
                } else if s == east {
                    let mut spare = players::excess(play, east);
                    spare.retain(|k| *k != Kind::Joker);
                    spare.truncate(3);
                    spare
                } else {
                    pass_avoiding(play, s, &incoming[(step + 1).min(3) * 3..], dice)
                };
                (s, tiles)
            })
            .collect();
        for (from, tiles) in chosen {
            play.push(Event::Passed {
                from,
                to: players::pass_target(from, step),
                tiles,
                blind: 0,
            })?;
        }
    }
    play.push(Event::CharlestonStopped {
        by: *dice.pick(&Seat::ALL),
    })?;
    players::declare(play, east)
}

/// Three tiles to pass from `seat`'s rack, never a joker nor a tile of `keep` (kept for
/// a later pass).
fn pass_avoiding(play: &Story, seat: Seat, keep: &[Kind], dice: &mut Dice) -> Vec<Kind> {
    let mut keep = keep.to_vec();
    let mut pool: Vec<Kind> = Vec::new();
    for k in players::rack(play, seat) {
        if k == Kind::Joker {
            continue;
        }
        if let Some(i) = keep.iter().position(|x| *x == k) {
            keep.remove(i);
            continue;
        }
        pool.push(k);
    }
    dice.shuffle(&mut pool);
    pool.truncate(3);
    pool
}
