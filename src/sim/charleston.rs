//! The American Charleston as the card players pass it.

use super::card::{Aims, CardPlayers, aim_all};
use super::{Sim, Stuck};
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::table::{Event, Seat};
use crate::tiles::Kind;

/// Where pass number `step` goes (0-2 first Charleston, 3-5 second, 6 courtesy).
pub fn pass_target(seat: Seat, step: usize) -> Seat {
    match step {
        0 | 5 => seat.right(),
        2 | 3 => seat.left(),
        _ => seat.right().right(),
    }
}

/// One pass of the Charleston: every player chooses before anyone receives.
pub fn pass_round(sim: &mut Sim, aims: &Aims, step: usize, dice: &mut Dice) -> Result<(), Stuck> {
    let players = CardPlayers { aims };
    let chosen: Vec<(Seat, Vec<Kind>)> = Seat::ALL
        .into_iter()
        .map(|s| (s, players.choose_pass(sim, s, 3, dice)))
        .collect();
    for (from, tiles) in chosen {
        sim.push(Event::Passed {
            from,
            to: pass_target(from, step),
            tiles,
            blind: 0,
        })?;
    }
    Ok(())
}

/// The first Charleston, and the second when the table agrees.
pub fn charleston(
    sim: &mut Sim,
    aims: &mut Aims,
    card: &Card,
    dice: &mut Dice,
    second: bool,
) -> Result<(), Stuck> {
    aim_all(aims, sim, card, dice);
    let steps = if second { 6 } else { 3 };
    for step in 0..steps {
        pass_round(sim, aims, step, dice)?;
    }
    if !second {
        sim.push(Event::CharlestonStopped {
            by: *dice.pick(&Seat::ALL),
        })?;
    }
    // Players passed only what their aim did not need, so the aim still stands; a player
    // the story needs ready re-aims if the wall cannot complete it.
    Ok(())
}
