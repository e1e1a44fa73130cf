//! The classical players' turns as the classical and Chinese Official stories call them.

use super::super::{GenerateError, Story, internal};
use crate::rng::Dice;
use crate::sim::{ClassicalPlayers, Limits, Moment, Players, step as sim_step, until};
use crate::table::{ClaimKind, Seat};
use crate::tiles::Kind;

/// The deal, the racking, and the bonus tiles dealt set aside and replaced.
pub fn deal(play: &mut Story) -> Result<(), GenerateError> {
    Ok(ClassicalPlayers::deal(&mut play.sim)?)
}

pub fn replace_bonus(play: &mut Story, seat: Seat) -> Result<(), GenerateError> {
    Ok(ClassicalPlayers::replace_bonus(&mut play.sim, seat)?)
}

/// `seat` discards the tile a sensible player lets go (a still seat its drawn tile).
pub fn discard(play: &mut Story, seat: Seat, dice: &mut Dice) -> Result<Kind, GenerateError> {
    let Story { sim, wants, .. } = play;
    Ok(ClassicalPlayers.discard(sim, wants, seat, dice)?)
}

/// The player on turn draws the next live tile and replaces any bonus tile drawn.
pub fn draw(play: &mut Story, seat: Seat) -> Result<(), GenerateError> {
    Ok(ClassicalPlayers::draw(&mut play.sim, seat)?)
}

/// Who would claim the latest discard, with the claim and the tiles laid beside it.
pub fn willing_claim(play: &Story) -> Option<(Seat, ClaimKind, Vec<Kind>)> {
    ClassicalPlayers::willing_claim(&play.sim, &play.wants).map(|c| (c.seat, c.claim, c.tiles))
}

/// One regular action of classical play.
pub fn regular_action(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let Story { sim, wants, .. } = play;
    Ok(sim_step(sim, &ClassicalPlayers, wants, dice)?)
}

/// Regular play until someone holds 14 tiles ready to discard, after at least `actions`
/// actions.
pub fn play_until_holding(
    play: &mut Story,
    dice: &mut Dice,
    actions: u32,
) -> Result<Seat, GenerateError> {
    for _ in 0..actions {
        regular_action(play, dice)?;
    }
    let Story { sim, wants, .. } = play;
    let limits = Limits {
        steps: u32::MAX,
        live_floor: None,
    };
    until(sim, &ClassicalPlayers, wants, dice, Moment::Holding, limits)?;
    play.table()
        .holding()
        .ok_or_else(|| internal("nobody came to hold a tile"))
}

/// Regular play until a discard is lying unclaimed and the next player has not drawn.
pub fn play_until_discard(
    play: &mut Story,
    dice: &mut Dice,
    actions: u32,
) -> Result<Seat, GenerateError> {
    let seat = play_until_holding(play, dice, actions)?;
    discard(play, seat, dice)?;
    Ok(seat)
}

/// Regular play until `seat` is about to draw (its turn, nothing in hand to discard).
pub fn until_about_to_draw(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
) -> Result<(), GenerateError> {
    let Story { sim, wants, .. } = play;
    let limits = Limits {
        steps: 80,
        live_floor: Some(5),
    };
    if until(
        sim,
        &ClassicalPlayers,
        wants,
        dice,
        Moment::AboutToPick(seat),
        limits,
    )? {
        Ok(())
    } else {
        Err(internal(format!("{seat} never came to draw")))
    }
}

/// Regular play until `seat` draws again (or the wall is nearly gone).
pub fn until_draws(play: &mut Story, dice: &mut Dice, seat: Seat) -> Result<(), GenerateError> {
    let Story { sim, wants, .. } = play;
    let limits = Limits {
        steps: 40,
        live_floor: Some(5),
    };
    until(
        sim,
        &ClassicalPlayers,
        wants,
        dice,
        Moment::Picked(seat),
        limits,
    )?;
    Ok(())
}
