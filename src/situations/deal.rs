//! Stories of the deal: a real deal with one slip in it. They serve every game.

use super::registry::Entry;
use super::{GenerateError, Story};
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::{Event, Seat, WallPos};

pub(super) const STORIES: &[Entry] = &[
    (Irregularity::TileTurnedUpInDeal, turned_up),
    (Irregularity::WrongCountAfterDeal, wrong_count),
    (Irregularity::WrongWallInDeal, wrong_wall),
    (Irregularity::SelectionError, selection_error),
    (Irregularity::DeadHandCalled, dead_call),
];

fn deal_until(play: &mut Story, steps: usize) -> Result<(), GenerateError> {
    Ok(play.sim.deal_until(steps)?)
}

fn turned_up(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let script = play.script();
    let upto = dice.below(script.len() as u32) as usize;
    deal_until(play, upto)?;
    // The player about to pick, or a neighbour reaching across, flips a nearby wall tile.
    let picker = script[upto].seat;
    let seat = if dice.chance(2, 3) {
        picker
    } else {
        picker.right()
    };
    let near: Vec<WallPos> = play.table().remaining().take(10).collect();
    let at = *dice.pick(&near);
    let seen = dice.chance(3, 4);
    play.push(Event::TurnedUp { seat, at, seen })
}

fn wrong_count(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let script = play.script();
    let last = play.table().dealer().left();
    let mut counts: Vec<usize> = script.iter().map(|t| t.count).collect();
    let mut skip: Vec<bool> = vec![false; script.len()];
    let final_of = |seat: Seat| script.iter().rposition(|t| t.seat == seat).unwrap_or(0);
    let take_of = |seat: Seat, dice: &mut Dice| {
        let takes: Vec<usize> = (0..script.len())
            .filter(|i| script[*i].seat == seat)
            .collect();
        *dice.pick(&takes)
    };
    match dice.below(7) {
        // The last picker forgets the final tile.
        0 => skip[final_of(last)] = true,
        // The last picker takes one tile too few in some round.
        1 => {
            let i = take_of(last, dice);
            counts[i] -= 1;
        }
        // Any other player one short.
        2 => {
            let seat = *dice.pick(&[Seat::East, Seat::South, Seat::West]);
            let i = take_of(seat, dice);
            counts[i] -= 1;
        }
        // Someone takes one too many.
        3 => {
            let seat = *dice.pick(&Seat::ALL);
            let i = take_of(seat, dice);
            counts[i] += 1;
        }
        // The last picker two short.
        4 => {
            let i = take_of(last, dice).min(11);
            counts[i] -= 2;
        }
        // East misses the second jump tile.
        5 => counts[script.len() - 4] = 1,
        // Two players wrong: one takes a tile too many and the next one too few.
        _ => {
            let seat = *dice.pick(&[Seat::East, Seat::South, Seat::West]);
            let i = take_of(seat, dice);
            counts[i] += 1;
            let j = take_of(seat.right(), dice);
            counts[j] -= 1;
        }
    }
    for (i, t) in script.iter().enumerate() {
        if !skip[i] && counts[i] > 0 {
            play.take(t.seat, counts[i], t.jump && counts[i] == 2)?;
        }
    }
    play.push(Event::Racked)
}

fn wrong_wall(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let script = play.script();
    let at = dice.below(script.len() as u32) as usize;
    deal_until(play, at)?;
    let step = script[at];
    let served: Vec<Seat> = play
        .next_positions(step.count, step.jump)
        .iter()
        .map(|p| p.wall)
        .collect();
    // Usually the player reaches for the wall in front of them.
    let enough = |s: &Seat| play.table().remaining().filter(|p| p.wall == *s).count() >= step.count;
    let mut candidates: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !served.contains(s) && enough(s))
        .collect();
    if candidates.contains(&step.seat) && dice.chance(2, 3) {
        candidates = vec![step.seat];
    }
    if candidates.is_empty() {
        return Err(GenerateError::Internal(
            "no other wall has tiles left to misdeal from".into(),
        ));
    }
    let wall = *dice.pick(&candidates);
    let in_wall: Vec<WallPos> = play
        .table()
        .remaining()
        .filter(|p| p.wall == wall)
        .collect();
    let start = dice.below((in_wall.len() - step.count + 1) as u32) as usize;
    // Keep whole stacks together: start on a top tile where possible.
    let start = if start % 2 == 1 && start > 0 {
        start - 1
    } else {
        start
    };
    let tiles = in_wall[start..start + step.count].to_vec();
    play.push(Event::Took {
        seat: step.seat,
        tiles,
    })?;
    // The next players may carry on before anyone notices.
    let more = dice.below(3) as usize;
    for t in script.iter().skip(at + 1).take(more) {
        play.take(t.seat, t.count, t.jump)?;
    }
    Ok(())
}

fn selection_error(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let script = play.script();
    let variant = dice.below(3);
    let at = if variant == 2 {
        script.iter().position(|t| t.jump).unwrap_or(12)
    } else {
        dice.below(script.len() as u32 - 1) as usize
    };
    deal_until(play, at)?;
    let step = script[at];
    match variant {
        // The next player but one picks before the player whose turn it is.
        0 => {
            let eager = step.seat.right();
            play.take(eager, step.count, step.jump)?;
        }
        // The picker skips a stack, if the skip stays within the served wall.
        1 => {
            let remaining: Vec<WallPos> = play.table().remaining().take(step.count + 2).collect();
            let served: Vec<Seat> = remaining.iter().take(step.count).map(|p| p.wall).collect();
            let skipped: Vec<WallPos> =
                remaining.iter().skip(2).take(step.count).copied().collect();
            if skipped.len() == step.count
                && skipped.iter().all(|p| served.contains(&p.wall))
                && !step.jump
            {
                play.push(Event::Took {
                    seat: step.seat,
                    tiles: skipped,
                })?;
            } else {
                play.take(step.seat.right(), step.count, step.jump)?;
            }
        }
        // East takes a whole stack instead of the first and third top tiles.
        _ => play.take(step.seat, 2, false)?,
    }
    let agreed = dice.chance(1, 2);
    play.push(Event::SelectionSettled { agreed })
}

fn dead_call(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let script = play.script();
    let pick_two = |dice: &mut Dice| {
        let by = *dice.pick(&Seat::ALL);
        let others: Vec<Seat> = Seat::ALL.into_iter().filter(|s| *s != by).collect();
        (by, *dice.pick(&others))
    };
    // Once East has discarded, a call is a matter of play (AM-DH-01).
    if dice.chance(1, 2) {
        let upto = 1 + dice.below(script.len() as u32 - 1) as usize;
        deal_until(play, upto)?;
    } else {
        deal_until(play, script.len())?;
        play.push(Event::Racked)?;
    }
    let (by, against) = pick_two(dice);
    play.push(Event::DeadCalled { by, against })
}
