//! The Charleston: a stop called at the wrong moment, a blind pass, a joker passed, and a
//! pass asked back. The rounds before the slip are the simulated players' own; in the
//! round of the slip the order in which the four passes land is chosen here, and that
//! order is what decides who has already received the incoming tiles.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal};
use super::players;
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::{Event, Seat};
use crate::tiles::Kind;

/// `n` tiles `seat` would pass now: what its aim does not need first, never a joker.
fn choose(play: &Story, seat: Seat, n: usize, dice: &mut Dice) -> Vec<Kind> {
    let mut pool: Vec<Kind> = players::excess(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker)
        .collect();
    let mut rest: Vec<Kind> = players::rack(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker)
        .collect();
    let mut chosen = Vec::with_capacity(n);
    while chosen.len() < n && !rest.is_empty() {
        let k = if pool.is_empty() {
            rest[dice.below(rest.len() as u32) as usize]
        } else {
            pool.remove(dice.below(pool.len() as u32) as usize)
        };
        if let Some(i) = rest.iter().position(|r| *r == k) {
            rest.remove(i);
        }
        chosen.push(k);
    }
    chosen
}

/// The player whose pass of round `step` comes to `seat`.
fn passer_to(seat: Seat, step: usize) -> Seat {
    Seat::ALL
        .into_iter()
        .find(|s| players::pass_target(*s, step) == seat)
        .unwrap_or(seat)
}

/// The first `count` regular rounds of the Charleston; the players aim again once the
/// first Charleston is over, as they would when deciding on the second.
fn rounds(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
    count: usize,
) -> Result<(), GenerateError> {
    for step in 0..count {
        if step == 3 {
            players::aim_all(play, card, dice);
        }
        players::pass_round(play, step, dice)?;
    }
    Ok(())
}

/// Every player's choice for the coming round, made before anyone receives, in a random
/// order of landing.
fn choices(play: &Story, dice: &mut Dice) -> Vec<(Seat, Vec<Kind>)> {
    let mut order = Seat::ALL.to_vec();
    dice.shuffle(&mut order);
    order
        .into_iter()
        .map(|s| (s, choose(play, s, 3, dice)))
        .collect()
}

fn pass(
    play: &mut Story,
    step: usize,
    from: Seat,
    tiles: Vec<Kind>,
    blind: u8,
) -> Result<(), GenerateError> {
    if tiles.len() != 3 {
        return Err(internal(format!("{from} has not three tiles to pass")));
    }
    play.push(Event::Passed {
        from,
        to: players::pass_target(from, step),
        tiles,
        blind,
    })
}

/// A player says stop: before the first Charleston is over, between the two, or once
/// the second has begun.
fn stopped(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let done = match dice.below(3) {
        0 => dice.below(3) as usize,
        1 => 3,
        _ => 4 + dice.below(2) as usize,
    };
    rounds(play, card, dice, done)?;
    play.push(Event::CharlestonStopped {
        by: *dice.pick(&Seat::ALL),
    })
}

/// A player takes in the pass coming to them and sends one to three of those tiles on
/// unseen, with tiles of their own to make three; on an allowed pass or another.
fn blind(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let step = if dice.chance(1, 2) {
        *dice.pick(&[2, 5])
    } else {
        *dice.pick(&[0, 1, 3, 4])
    };
    rounds(play, card, dice, step)?;
    let seat = *dice.pick(&Seat::ALL);
    let giver = passer_to(seat, step);
    let count = dice.range(1, 3) as usize;
    let mut chosen = choices(play, dice);
    let own = choose(play, seat, 3 - count, dice);
    let incoming = chosen
        .iter()
        .find(|(s, _)| *s == giver)
        .map(|(_, t)| t.clone())
        .ok_or_else(|| internal("no pass comes to the blind passer"))?;
    // The pass coming in lands first; the blind passer's own then goes out with some of it.
    pass(play, step, giver, incoming.clone(), 0)?;
    let mut unseen = incoming;
    dice.shuffle(&mut unseen);
    unseen.truncate(count);
    let mut tiles = own;
    tiles.extend(unseen);
    pass(play, step, seat, tiles, u8::try_from(count).unwrap_or(3))?;
    chosen.retain(|(s, _)| *s != giver && *s != seat);
    for (from, tiles) in chosen {
        pass(play, step, from, tiles, 0)?;
    }
    Ok(())
}

/// A player holding a joker lets it go in a pass: a regular one, or the courtesy pass
/// across.
fn joker(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let step = dice.below(7) as usize;
    if step == 6 {
        let second = dice.chance(1, 2);
        rounds(play, card, dice, if second { 6 } else { 3 })?;
        if !second {
            play.push(Event::CharlestonStopped {
                by: *dice.pick(&Seat::ALL),
            })?;
        }
    } else {
        rounds(play, card, dice, step)?;
    }
    let holders: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| players::rack(play, *s).contains(&Kind::Joker))
        .collect();
    if holders.is_empty() {
        return Err(internal("nobody holds a joker"));
    }
    let seat = *dice.pick(&holders);
    if step == 6 {
        // The courtesy pass: the two across agree on a number and trade that many.
        let n = dice.range(1, 3) as usize;
        let other = seat.right().right();
        let mut mine = vec![Kind::Joker];
        mine.extend(choose(play, seat, n - 1, dice));
        let theirs = choose(play, other, n, dice);
        let mut both = [(seat, mine), (other, theirs)];
        dice.shuffle(&mut both);
        for (from, tiles) in both {
            play.push(Event::Passed {
                from,
                to: from.right().right(),
                tiles,
                blind: 0,
            })?;
        }
        return Ok(());
    }
    for (from, mut tiles) in choices(play, dice) {
        if from == seat {
            tiles.truncate(2);
            tiles.push(Kind::Joker);
            dice.shuffle(&mut tiles);
        }
        pass(play, step, from, tiles, 0)?;
    }
    Ok(())
}

/// A player asks for their pass back, before or after the pass coming to them arrived.
fn taken_back(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let step = dice.below(6) as usize;
    rounds(play, card, dice, step)?;
    let seat = *dice.pick(&Seat::ALL);
    let giver = passer_to(seat, step);
    let mut chosen = choices(play, dice);
    let at = |c: &[(Seat, Vec<Kind>)], s: Seat| c.iter().position(|(x, _)| *x == s).unwrap_or(0);
    let (mine, theirs) = (at(&chosen, seat), at(&chosen, giver));
    let seen = dice.chance(1, 2);
    // Seen: the incoming pass landed before the asker's own went out. Not seen: the asker
    // passed first and asks before the incoming pass lands.
    if (mine > theirs) != seen {
        chosen.swap(mine, theirs);
    }
    let upto = if seen {
        mine.max(theirs) + dice.below(4 - mine.max(theirs) as u32) as usize
    } else {
        mine.min(theirs)
    };
    for (from, tiles) in chosen.into_iter().take(upto + 1) {
        pass(play, step, from, tiles, 0)?;
    }
    play.push(Event::PassTakenBack { seat })
}

/// Three players at the table (one seat empty, dealt nothing); one of them starts to pass
/// as if for a Charleston (AM-CH-07).
fn three_players(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table().dealer();
    let empty = *dice.pick(&dealer.others());
    for t in play.script() {
        if t.seat != empty {
            play.take(t.seat, t.count, t.jump)?;
        }
    }
    play.push(Event::Racked)?;
    let players: Vec<Seat> = Seat::ALL.into_iter().filter(|s| *s != empty).collect();
    let from = *dice.pick(&players);
    let to = if from.right() == empty {
        from.right().right()
    } else {
        from.right()
    };
    let mut tiles: Vec<Kind> = players::rack(play, from)
        .into_iter()
        .filter(|k| *k != Kind::Joker)
        .collect();
    dice.shuffle(&mut tiles);
    tiles.truncate(3);
    play.push(Event::Passed {
        from,
        to,
        tiles,
        blind: 0,
    })
}

/// The stories of this file, each after the deal (three players have no Charleston).
pub(super) const STORIES: &[Entry] = &[
    (I::CharlestonWithThreePlayers, three_players),
    (I::CharlestonStopped, |p, d| {
        let card = dealt(p, d)?;
        stopped(p, &card, d)
    }),
    (I::BlindPass, |p, d| {
        let card = dealt(p, d)?;
        blind(p, &card, d)
    }),
    (I::JokerPassed, |p, d| {
        let card = dealt(p, d)?;
        joker(p, &card, d)
    }),
    (I::PassTakenBack, |p, d| {
        let card = dealt(p, d)?;
        taken_back(p, &card, d)
    }),
];

/// The deal, and every player aiming at a hand before the first pass.
fn dealt(play: &mut Story, dice: &mut Dice) -> Result<std::sync::Arc<Card>, GenerateError> {
    let card = super::card(play)?;
    players::deal(play)?;
    players::aim_all(play, &card, dice);
    Ok(card)
}
