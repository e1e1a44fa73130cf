//! The card players' play as the American stories call it: each call hands the story's
//! constraints and the players' aims to the simulator.

use super::super::{GenerateError, Story, internal};
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::sim::{self, CardPlayers, Limits, Moment, Players};
use crate::table::{ClaimKind, Event, Seat, WallPos};
use crate::tiles::Kind;

pub use super::ready::{make_ready, make_ready_for_a_joker};
pub use crate::sim::pass_target;

pub fn rack(play: &Story, seat: Seat) -> Vec<Kind> {
    play.rack(seat)
}

/// Deal by the ruleset's procedure and rack.
pub fn deal(play: &mut Story) -> Result<(), GenerateError> {
    Ok(play.sim.deal()?)
}

pub fn aim_all(play: &mut Story, card: &Card, dice: &mut Dice) {
    let Story { sim, aims, .. } = play;
    sim::aim_all(aims, sim, card, dice);
}

fn players<'a>(play: &'a Story) -> CardPlayers<'a> {
    CardPlayers { aims: &play.aims }
}

/// The tiles the seat still lacks for its aim, naturals first.
pub fn missing(play: &Story, seat: Seat) -> Vec<Kind> {
    players(play).missing(&play.sim, seat)
}

/// Rack tiles the aim does not need.
pub fn excess(play: &Story, seat: Seat) -> Vec<Kind> {
    players(play).excess(&play.sim, seat)
}

/// One pass of the Charleston.
pub fn pass_round(play: &mut Story, step: usize, dice: &mut Dice) -> Result<(), GenerateError> {
    let Story { sim, aims, .. } = play;
    Ok(sim::pass_round(sim, aims, step, dice)?)
}

/// The first Charleston, and the second when the table agrees.
pub fn charleston(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
    second: bool,
) -> Result<(), GenerateError> {
    let Story { sim, aims, .. } = play;
    Ok(sim::charleston(sim, aims, card, dice, second)?)
}

/// Discard a tile the aim does not need, named correctly.
pub fn discard(play: &mut Story, seat: Seat, dice: &mut Dice) -> Result<Kind, GenerateError> {
    let Story {
        sim, wants, aims, ..
    } = play;
    Ok(CardPlayers { aims }.discard(sim, wants, seat, dice)?)
}

/// `seat` calls the latest discard for an exposure and lays `tiles` beside it.
pub fn expose(play: &mut Story, seat: Seat, tiles: Vec<Kind>) -> Result<(), GenerateError> {
    play.push(Event::Claimed {
        seat,
        claim: ClaimKind::Exposure,
    })?;
    play.push(Event::Exposed { seat, tiles })
}

/// A player who would call the latest discard to complete an exposure of its aim.
pub fn willing_exposure(play: &Story) -> Option<(Seat, Vec<Kind>)> {
    players(play).willing_exposure(&play.sim, &play.wants)
}

/// Every exposed set holding a joker, as (owner, set number, its natural tile).
pub fn joker_sets<'a>(play: &'a Story) -> impl Iterator<Item = (Seat, u8, Kind)> + 'a {
    sim::joker_sets(&play.sim)
}

/// A joker exchange the seat could make now: (owner, set, tile given).
pub fn exchange_open_to(play: &Story, seat: Seat) -> Option<(Seat, u8, Kind)> {
    players(play).exchange_open_to(&play.sim, seat)
}

pub fn next_live(play: &Story) -> Result<WallPos, GenerateError> {
    play.next_live()
}

/// `seat` picks the next tile of the live wall.
pub fn pick(play: &mut Story, seat: Seat) -> Result<(), GenerateError> {
    Ok(sim::pick(&mut play.sim, seat)?)
}

/// One regular action of card play.
pub fn regular_action(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let Story {
        sim, wants, aims, ..
    } = play;
    Ok(sim::step(sim, &CardPlayers { aims }, wants, dice)?)
}

fn until(
    play: &mut Story,
    dice: &mut Dice,
    moment: Moment,
    limits: Limits,
) -> Result<bool, GenerateError> {
    let Story {
        sim, wants, aims, ..
    } = play;
    Ok(sim::until(
        sim,
        &CardPlayers { aims },
        wants,
        dice,
        moment,
        limits,
    )?)
}

/// Plain play until someone holds 14 tiles, after at least `actions` actions.
pub fn until_holding(
    play: &mut Story,
    dice: &mut Dice,
    actions: u32,
) -> Result<Seat, GenerateError> {
    for _ in 0..actions {
        regular_action(play, dice)?;
    }
    let limits = Limits {
        steps: 200,
        live_floor: None,
    };
    if until(play, dice, Moment::Holding, limits)? {
        play.table()
            .holding()
            .ok_or_else(|| internal("nobody came to hold a tile"))
    } else {
        Err(internal("nobody came to hold a tile"))
    }
}

/// Plain play until `seat` is about to pick (its turn, holding nothing).
pub fn until_about_to_pick(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
) -> Result<(), GenerateError> {
    let limits = Limits {
        steps: 200,
        live_floor: Some(3),
    };
    if until(play, dice, Moment::AboutToPick(seat), limits)? {
        Ok(())
    } else {
        Err(internal(format!("{seat} never came to pick")))
    }
}

/// Plain play until a discard lies that nobody called, after at least `actions` actions.
pub fn until_discard(
    play: &mut Story,
    dice: &mut Dice,
    actions: u32,
) -> Result<Seat, GenerateError> {
    let seat = until_holding(play, dice, actions)?;
    discard(play, seat, dice)?;
    Ok(seat)
}

/// A player who neither calls nor exchanges (still, or waiting on a ready hand).
pub fn is_passive(play: &Story, seat: Seat) -> bool {
    play.wants.is_quiet(seat)
}

/// Wall tiles of `kind` still lying where they were built.
pub fn untouched(play: &Story, kind: Kind) -> usize {
    play.sim.untouched(kind)
}

/// Keep the untouched copy of `kind` farthest from the live end for later.
pub fn hold_back(play: &mut Story, kind: Kind) -> Result<(), GenerateError> {
    Ok(play.sim.hold_back(kind)?)
}

/// Move the held-back copy of `kind` to the untouched place `to`.
pub fn move_held(play: &mut Story, kind: Kind, to: WallPos) -> Result<(), GenerateError> {
    Ok(play.sim.move_held(kind, to)?)
}

/// `seat` picks its next tile, stacked to be `kind` (taken from a place held back for
/// it, if there is one).
pub fn pick_stacked(play: &mut Story, seat: Seat, kind: Kind) -> Result<(), GenerateError> {
    let at = play.sim.live_place()?;
    if !play.sim.use_held(kind, at)? && !play.stack(at, kind, &[])? {
        return Err(internal(format!("no {kind:?} left in the wall")));
    }
    pick(play, seat)
}

/// `seat` picks its next tile, stacked to be `kind` from a place nothing is held back in;
/// false, and no pick, if the wall has no such copy.
pub fn pick_stacked_free(play: &mut Story, seat: Seat, kind: Kind) -> Result<bool, GenerateError> {
    let at = play.sim.live_place()?;
    if !play.stack(at, kind, &[])? {
        return Ok(false);
    }
    pick(play, seat)?;
    Ok(true)
}

/// Plain play until `discarder` picks (stacked to be `kind`) and throws that tile.
pub fn throw_stacked(
    play: &mut Story,
    dice: &mut Dice,
    discarder: Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    until_about_to_pick(play, dice, discarder)?;
    pick_stacked(play, discarder, kind)?;
    play.push(Event::Discarded {
        seat: discarder,
        tile: kind,
        named: None,
    })
}

/// The rack tiles `seat` lays beside a discard of `kind` for the group of its aim that
/// the discard completes: naturals first, jokers for the rest of a group of 3 or more.
pub fn group_beside(play: &Story, seat: Seat, kind: Kind) -> Vec<Kind> {
    let size = play.aims[seat]
        .as_ref()
        .and_then(|t| t.groups.iter().find(|(k, _)| *k == kind).map(|(_, n)| *n))
        .unwrap_or(1);
    let want = usize::from(size) - 1;
    let tiles = rack(play, seat);
    let naturals = tiles.iter().filter(|k| **k == kind).count().min(want);
    let mut lay = vec![kind; naturals];
    if size >= 3 {
        let jokers = tiles.iter().filter(|k| **k == Kind::Joker).count();
        lay.extend(std::iter::repeat_n(
            Kind::Joker,
            (want - naturals).min(jokers),
        ));
    }
    lay
}

/// `seat` calls the latest discard for mah jongg, lays the group it completes, declares
/// and shows the hand.
pub fn mah_jongg_on_discard(play: &mut Story, seat: Seat) -> Result<(), GenerateError> {
    let kind = play
        .table()
        .latest_discard()
        .map(|d| play.table().kind(d.tile))
        .ok_or_else(|| internal("no discard to call"))?;
    play.push(Event::Claimed {
        seat,
        claim: ClaimKind::Win,
    })?;
    let tiles = group_beside(play, seat, kind);
    play.push(Event::Exposed { seat, tiles })?;
    declare(play, seat)
}

/// `seat` declares mah jongg and shows the hand, which must be a real one: the simulated
/// player only declares what the card confirms (a false declaration is made on purpose).
pub fn declare(play: &mut Story, seat: Seat) -> Result<(), GenerateError> {
    let card = play.card().ok_or_else(|| internal("no card"))?;
    if crate::table::american::american_win(play.table(), seat, &card).is_none() {
        return Err(internal(format!("{seat}'s hand is not complete")));
    }
    play.push(Event::DeclaredWin { seat })?;
    play.push(Event::HandShown { seat })
}

/// Tiles a player could take for `kind` at a glance: the same number in another suit,
/// the next number, another dragon or wind.
pub fn look_alikes(kind: Kind) -> Vec<Kind> {
    match kind {
        Kind::Number(suit, n) => {
            let mut v: Vec<Kind> = crate::tiles::Suit::ALL
                .into_iter()
                .filter(|s| *s != suit)
                .map(|s| Kind::Number(s, n))
                .collect();
            if n > 1 {
                v.push(Kind::Number(suit, n - 1));
            }
            if n < 9 {
                v.push(Kind::Number(suit, n + 1));
            }
            v
        }
        Kind::Dragon(d) => [
            crate::tiles::Dragon::Red,
            crate::tiles::Dragon::Green,
            crate::tiles::Dragon::White,
        ]
        .into_iter()
        .filter(|x| *x != d)
        .map(Kind::Dragon)
        .collect(),
        Kind::Wind(w) => [
            crate::tiles::Wind::East,
            crate::tiles::Wind::South,
            crate::tiles::Wind::West,
            crate::tiles::Wind::North,
        ]
        .into_iter()
        .filter(|x| *x != w)
        .map(Kind::Wind)
        .collect(),
        _ => Vec::new(),
    }
}
