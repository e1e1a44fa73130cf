//! Discards named as another tile (corrected, claimed for an exposure, claimed for mah
//! jongg, fought over by two players, a joker called by a tile's name) and a discard
//! thrown out of turn and claimed.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal};
use super::players;
use super::started;
use crate::analysis::american::{Card, Xc, match_hand};
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::american::{american_win, hand_of};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::{Dragon, Kind};

/// Names a player may say for `real` by a slip of the tongue or a misread face: the same
/// number in another suit, a neighbour in the same suit, another wind or dragon.
fn slips_for(real: Kind) -> Vec<Kind> {
    let near = players::look_alikes(real);
    if near.is_empty() {
        // A flower or joker: any dragon may be named for it.
        [Dragon::Red, Dragon::Green, Dragon::White]
            .into_iter()
            .map(Kind::Dragon)
            .collect()
    } else {
        near
    }
}

/// A wrong name for `real`.
fn slip(real: Kind, dice: &mut Dice) -> Kind {
    *dice.pick(&slips_for(real))
}

/// What `seat` would throw now: a tile its aim does not need, never a joker.
fn choice(play: &Story, seat: Seat) -> Vec<Kind> {
    let mut pool = players::excess(play, seat);
    pool.retain(|k| *k != Kind::Joker && !play.wants.keep.contains(k));
    if pool.is_empty() {
        pool = players::rack(play, seat)
            .into_iter()
            .filter(|k| *k != Kind::Joker)
            .collect();
    }
    pool
}

/// Whether the tile `kind`, added to `seat`'s hand as it stands, completes a card hand.
fn completes(play: &Story, card: &Card, seat: Seat, kind: Kind) -> bool {
    let mut hand = hand_of(play.table(), seat);
    hand.concealed.push(kind);
    !match_hand(card, &hand).is_empty()
}

/// A player (not among `not`) who would call a discard of `kind` to expose a group of
/// their aim, with the rack tiles they would lay beside it.
fn caller_for(play: &Story, kind: Kind, not: &[Seat]) -> Vec<(Seat, Vec<Kind>)> {
    let mut out = Vec::new();
    if kind == Kind::Joker {
        return out;
    }
    for seat in Seat::ALL {
        if not.contains(&seat)
            || players::is_passive(play, seat)
            || play.table().dead().contains(&seat)
        {
            continue;
        }
        let Some(t) = play.aims[seat].as_ref().filter(|t| t.xc == Xc::X) else {
            continue;
        };
        let exposed = play
            .table()
            .melds(seat)
            .iter()
            .filter(|m| m.tiles.iter().any(|x| play.table().kind(*x) == kind))
            .count();
        let Some(size) = t
            .groups
            .iter()
            .filter(|(k, n)| *k == kind && *n >= 3)
            .map(|(_, n)| *n)
            .nth(exposed)
        else {
            continue;
        };
        let tiles = players::rack(play, seat);
        let naturals = tiles.iter().filter(|k| **k == kind).count();
        let jokers = tiles.iter().filter(|k| **k == Kind::Joker).count();
        let want = usize::from(size) - 1;
        if naturals >= 1 && naturals + jokers >= want {
            let n = naturals.min(want);
            let mut lay = vec![kind; n];
            lay.extend(std::iter::repeat_n(Kind::Joker, want - n));
            out.push((seat, lay));
        }
    }
    out
}

/// A seat with an aim, not among `not`.
fn aiming(
    play: &Story,
    dice: &mut Dice,
    not: &[Seat],
    jokers: bool,
) -> Result<Seat, GenerateError> {
    let fits: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !not.contains(s) && !play.wants.waiting.contains(s))
        .filter(|s| {
            play.aims[*s]
                .as_ref()
                .is_some_and(|t| !jokers || t.takes_jokers())
        })
        .collect();
    if fits.is_empty() {
        return Err(internal("no player has a hand to aim at"));
    }
    Ok(*dice.pick(&fits))
}

/// A seat that is neither waiting nor among `not`.
fn other(play: &Story, dice: &mut Dice, not: &[Seat]) -> Result<Seat, GenerateError> {
    let fits: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !not.contains(s) && !play.wants.waiting.contains(s))
        .collect();
    if fits.is_empty() {
        return Err(internal("no one left to discard"));
    }
    Ok(*dice.pick(&fits))
}

/// `seat` calls the latest discard for mah jongg, lays the group it completes with `lay`,
/// declares and shows; only when the hand really is complete.
fn go_mah_jongg(
    play: &mut Story,
    card: &Card,
    seat: Seat,
    lay: Vec<Kind>,
) -> Result<(), GenerateError> {
    play.push(Event::Claimed {
        seat,
        claim: ClaimKind::Win,
    })?;
    // A single taken for mah jongg has nothing laid beside it.
    if !lay.is_empty() {
        play.push(Event::Exposed { seat, tiles: lay })?;
    }
    if american_win(play.table(), seat, card).is_none() {
        return Err(internal(format!("{seat}'s group does not make the hand")));
    }
    play.push(Event::DeclaredWin { seat })?;
    play.push(Event::HandShown { seat })
}

/// The discarder says the right name at once (AM-MIS-01).
fn corrected(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let actions = dice.below(16);
    let seat = players::until_holding(play, dice, actions)?;
    let pool = choice(play, seat);
    if pool.is_empty() {
        return Err(internal(format!("{seat} has nothing to discard")));
    }
    let tile = *dice.pick(&pool);
    let named = slip(tile, dice);
    play.push(Event::Discarded {
        seat,
        tile,
        named: Some(named),
    })?;
    play.push(Event::NameCorrected { seat })
}

/// A discard called for an exposure under the name it was given, by a player holding
/// naturals of that name; the caller lays them or stops at the call (AM-MIS-02).
fn claimed_for_exposure(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let actions = dice.below(12);
    let mut seat = players::until_holding(play, dice, actions)?;
    for _ in 0..12 {
        // The name the discarder says is a tile another player is waiting to call; the
        // tile thrown is one easily mistaken for it.
        let pool = choice(play, seat);
        let mut options: Vec<(Kind, Kind, Seat, Vec<Kind>)> = Vec::new();
        for real in &pool {
            for named in slips_for(*real) {
                for (caller, lay) in caller_for(play, named, &[seat]) {
                    options.push((*real, named, caller, lay));
                }
            }
        }
        if !options.is_empty() {
            let (tile, named, caller, lay) = dice.pick(&options).clone();
            play.push(Event::Discarded {
                seat,
                tile,
                named: Some(named),
            })?;
            return call_for_exposure(play, dice, caller, lay, Some(tile));
        }
        players::regular_action(play, dice)?;
        seat = players::until_holding(play, dice, 0)?;
    }
    Err(internal("no discard anyone would call under another name"))
}

/// A waiting player calls a misnamed discard and goes mah jongg (AM-MIS-03): on the tile
/// actually thrown, which the player needs, or on the name, a tile the player needs said
/// of one that does not complete the hand.
fn win_on_misnamed(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let winner = aiming(play, dice, &[], false)?;
    let wait = players::make_ready(play, dice, winner)?;
    let discarder = other(play, dice, &[winner])?;
    players::until_about_to_pick(play, dice, discarder)?;
    if players::missing(play, winner) != [wait] {
        return Err(internal(format!("{winner} no longer waits on {wait:?}")));
    }
    // Half the time the winner wants the tile named and is misled by the name; half the
    // time the name is wrong but the tile thrown is the one the winner needs.
    let (thrown, named) = if dice.chance(1, 2) {
        let thrown = slip(wait, dice);
        if completes(play, card, winner, thrown) {
            return Err(internal(format!("{thrown:?} completes {winner} as well")));
        }
        (thrown, wait)
    } else {
        (wait, slip(wait, dice))
    };
    players::pick_stacked(play, discarder, thrown)?;
    play.push(Event::Discarded {
        seat: discarder,
        tile: thrown,
        named: Some(named),
    })?;
    let lay = players::group_beside(play, winner, wait);
    go_mah_jongg(play, card, winner, lay)
}

/// Two waiting players: one needs the tile thrown, the other the name said. Both call it
/// for mah jongg (AM-MIS-04).
fn competing(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let a = aiming(play, dice, &[], false)?;
    let wait = players::make_ready(play, dice, a)?;
    play.wants.not_awaited.push(wait);
    let b = aiming(play, dice, &[a], false)?;
    players::make_ready(play, dice, b)?;
    let discarder = other(play, dice, &[a, b])?;
    players::until_about_to_pick(play, dice, discarder)?;
    let (wa, wb) = (players::missing(play, a), players::missing(play, b));
    let ([real], [named]) = (wa.as_slice(), wb.as_slice()) else {
        return Err(internal("the two players are not both waiting on one tile"));
    };
    let (real, named) = (*real, *named);
    if real == named
        || !completes(play, card, a, real)
        || completes(play, card, a, named)
        || !completes(play, card, b, named)
        || completes(play, card, b, real)
    {
        return Err(internal("the two waits are not told apart by the tile"));
    }
    players::pick_stacked(play, discarder, real)?;
    play.push(Event::Discarded {
        seat: discarder,
        tile: real,
        named: Some(named),
    })?;
    let (first, second) = if dice.chance(1, 2) { (a, b) } else { (b, a) };
    for seat in [first, second] {
        play.push(Event::Claimed {
            seat,
            claim: ClaimKind::Win,
        })?;
    }
    Ok(())
}

/// A joker thrown under a tile's name completes a waiting player's group; the player
/// calls it and goes mah jongg (AM-MIS-05).
fn misnamed_joker(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let winner = aiming(play, dice, &[], true)?;
    // The joker the discarder lets go stays in the wall for it.
    players::hold_back(play, Kind::Joker)?;
    let wait = players::make_ready_for_a_joker(play, dice, winner)?;
    let discarder = other(play, dice, &[winner])?;
    players::until_about_to_pick(play, dice, discarder)?;
    if players::missing(play, winner) != [wait] || !completes(play, card, winner, Kind::Joker) {
        return Err(internal(format!("a joker does not complete {winner}")));
    }
    // The discarder meant to throw a tile it does not need, said its name, and let the
    // joker just picked go instead.
    players::pick_stacked(play, discarder, Kind::Joker)?;
    let before = play
        .table()
        .discards()
        .last()
        .map(|d| play.table().kind(d.tile));
    let meant: Vec<Kind> = choice(play, discarder)
        .into_iter()
        .filter(|k| Some(*k) != before)
        .collect();
    if meant.is_empty() {
        return Err(internal(format!("{discarder} has no tile to name")));
    }
    let named = *dice.pick(&meant);
    play.push(Event::Discarded {
        seat: discarder,
        tile: Kind::Joker,
        named: Some(named),
    })?;
    let lay = joker_group(play, winner, wait)?;
    go_mah_jongg(play, card, winner, lay)
}

/// The rack tiles `seat` lays beside a joker discard for its group of `kind` of three or
/// more: the naturals its pairs and singles of `kind` do not take, then jokers.
fn joker_group(play: &Story, seat: Seat, kind: Kind) -> Result<Vec<Kind>, GenerateError> {
    let Some(t) = play.aims[seat].as_ref() else {
        return Err(internal(format!("{seat} aims at nothing")));
    };
    let size = t
        .groups
        .iter()
        .find(|(k, n)| *k == kind && *n >= 3)
        .map(|(_, n)| usize::from(*n))
        .ok_or_else(|| internal(format!("{seat} has no group of {kind:?} a joker can fill")))?;
    let small: usize = t
        .groups
        .iter()
        .filter(|(k, n)| *k == kind && *n < 3)
        .map(|(_, n)| usize::from(*n))
        .sum();
    let rack = players::rack(play, seat);
    let naturals = rack
        .iter()
        .filter(|k| **k == kind)
        .count()
        .saturating_sub(small)
        .min(size - 1);
    let jokers = rack.iter().filter(|k| **k == Kind::Joker).count();
    if naturals + jokers < size - 1 {
        return Err(internal(format!(
            "{seat} cannot fill its group of {kind:?}"
        )));
    }
    let mut lay = vec![kind; naturals];
    lay.extend(std::iter::repeat_n(Kind::Joker, size - 1 - naturals));
    Ok(lay)
}

/// A player throws a discard while another player holds the turn, or before the player on
/// turn has picked; someone calls it for mah jongg or for an exposure (AM-OOT-03).
fn out_of_turn(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    if dice.chance(1, 2) {
        out_of_turn_win(play, card, dice)
    } else {
        out_of_turn_exposure(play, dice)
    }
}

/// `steps` regular actions; returns whoever has the turn now (the player holding a picked
/// tile, or the one yet to pick): anyone else who throws now throws out of turn.
fn out_of_turn_moment(
    play: &mut Story,
    dice: &mut Dice,
    steps: u32,
) -> Result<Option<Seat>, GenerateError> {
    for _ in 0..steps {
        players::regular_action(play, dice)?;
    }
    Ok(play.table().holding().or(play.table().turn()))
}

/// A waiting player's tile, picked and kept by another, is thrown by that player out of
/// turn; the waiting player goes mah jongg on it.
fn out_of_turn_win(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let winner = aiming(play, dice, &[], false)?;
    let wait = players::make_ready(play, dice, winner)?;
    let discarder = other(play, dice, &[winner])?;
    // The discarder picks the tile on its turn and keeps it.
    players::until_about_to_pick(play, dice, discarder)?;
    players::pick_stacked(play, discarder, wait)?;
    play.wants.keep.push(wait);
    players::discard(play, discarder, dice)?;
    let mut steps = 1 + dice.below(5);
    for _ in 0..12 {
        let busy = out_of_turn_moment(play, dice, steps)?;
        steps = 1;
        if players::missing(play, winner) != [wait]
            || !players::rack(play, discarder).contains(&wait)
        {
            return Err(internal(format!("{winner} no longer waits on {wait:?}")));
        }
        // The winner must hold 13 tiles, and a second discard in a row is another slip.
        let last = play.table().discards().last().map(|d| d.seat);
        if busy != Some(discarder)
            && play.table().holding() != Some(winner)
            && last != Some(discarder)
        {
            return throw_out_of_turn(play, card, discarder, winner, wait);
        }
    }
    Err(internal("no moment to throw out of turn"))
}

/// `discarder` throws `wait` out of turn and `winner` goes mah jongg on it.
fn throw_out_of_turn(
    play: &mut Story,
    card: &Card,
    discarder: Seat,
    winner: Seat,
    wait: Kind,
) -> Result<(), GenerateError> {
    play.push(Event::Discarded {
        seat: discarder,
        tile: wait,
        named: None,
    })?;
    let lay = players::group_beside(play, winner, wait);
    go_mah_jongg(play, card, winner, lay)
}

/// A player throws out of turn a tile another wants a group of; that player calls it.
fn out_of_turn_exposure(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let mut steps = 1 + dice.below(12);
    for _ in 0..40 {
        let busy = out_of_turn_moment(play, dice, steps)?;
        steps = 1;
        let last = play.table().discards().last().map(|d| d.seat);
        let holder = play.table().holding();
        // Usually the next player, too quick to throw; sometimes anyone not on turn.
        let mut options: Vec<(Seat, Kind, Seat, Vec<Kind>)> = Vec::new();
        for discarder in Seat::ALL {
            if Some(discarder) == busy || Some(discarder) == last {
                continue;
            }
            for tile in choice(play, discarder) {
                let mut not = vec![discarder];
                not.extend(holder);
                for (caller, lay) in caller_for(play, tile, &not) {
                    options.push((discarder, tile, caller, lay));
                }
            }
        }
        let next = busy.map(|b| b.right());
        let quick: Vec<_> = options
            .iter()
            .filter(|o| Some(o.0) == next)
            .cloned()
            .collect();
        let pool = if !quick.is_empty() && dice.chance(2, 3) {
            quick
        } else {
            options
        };
        if pool.is_empty() {
            continue;
        }
        let (discarder, tile, caller, lay) = dice.pick(&pool).clone();
        play.push(Event::Discarded {
            seat: discarder,
            tile,
            named: None,
        })?;
        return call_for_exposure(play, dice, caller, lay, None);
    }
    Err(internal("no discard out of turn anyone would call"))
}

/// `caller` calls the discard lying for an exposure and, half the time, commits to it by
/// laying `lay` beside it.
fn call_for_exposure(
    play: &mut Story,
    dice: &mut Dice,
    caller: Seat,
    lay: Vec<Kind>,
    real: Option<Kind>,
) -> Result<(), GenerateError> {
    play.push(Event::Claimed {
        seat: caller,
        claim: ClaimKind::Exposure,
    })?;
    if dice.chance(1, 2) {
        // A claimant who sees the tile really thrown may lay a pung of it instead, from
        // its own tiles of that kind and jokers.
        let rack = play.table().rack_kinds(caller);
        let mut of_real: Vec<Kind> = Vec::new();
        if let Some(real) = real {
            of_real.extend(rack.iter().copied().filter(|k| *k == real));
            of_real.extend(rack.iter().copied().filter(|k| *k == Kind::Joker));
        }
        let tiles = if of_real.len() >= 2 && dice.chance(1, 2) {
            of_real[..2].to_vec()
        } else {
            lay
        };
        play.push(Event::Exposed {
            seat: caller,
            tiles,
        })?;
    }
    Ok(())
}

/// The stories of this file, each after the deal and the Charleston.
pub(super) const STORIES: &[Entry] = &[
    (I::MisnameCorrected, |p, d| {
        started(p, d)?;
        corrected(p, d)
    }),
    (I::MisnamedDiscardClaimed, |p, d| {
        started(p, d)?;
        claimed_for_exposure(p, d)
    }),
    (I::WinOnMisnamedDiscard, |p, d| {
        let card = started(p, d)?;
        win_on_misnamed(p, &card, d)
    }),
    (I::CompetingClaimsOnMisnamedTile, |p, d| {
        let card = started(p, d)?;
        competing(p, &card, d)
    }),
    (I::WinOnMisnamedJoker, |p, d| {
        let card = started(p, d)?;
        misnamed_joker(p, &card, d)
    }),
    (I::OutOfTurnDiscardClaimed, |p, d| {
        let card = started(p, d)?;
        out_of_turn(p, &card, d)
    }),
];
