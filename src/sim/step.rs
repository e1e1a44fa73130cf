//! One regular action of play, and play on to a moment.

use super::{Constraints, Sim, Stuck, stuck};
use crate::rng::Dice;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// A call a player would make on the latest discard: who, for what, and the tiles laid
/// beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub seat: Seat,
    pub claim: ClaimKind,
    pub tiles: Vec<Kind>,
}

/// How the players of one game play a regular turn.
pub trait Players {
    /// `seat`, holding a tile too many, discards: the tile is chosen and the discard made.
    fn discard(
        &self,
        sim: &mut Sim,
        wants: &Constraints,
        seat: Seat,
        dice: &mut Dice,
    ) -> Result<Kind, Stuck>;

    /// A player who would call the latest discard, with the call.
    fn caller(&self, sim: &Sim, wants: &Constraints) -> Option<Call>;

    /// How often a willing caller does call: `(times, out of)`.
    fn call_odds(&self) -> (u32, u32);

    /// What follows a call laid on the table (a kong takes its loose tile).
    fn after_call(&self, sim: &mut Sim, call: &Call) -> Result<(), Stuck>;

    /// `seat`, on turn, picks from the wall and does what it does with the tile.
    fn pick(
        &self,
        sim: &mut Sim,
        wants: &Constraints,
        seat: Seat,
        dice: &mut Dice,
    ) -> Result<(), Stuck>;
}

/// One regular action: the player holding a tile too many discards (and someone may call
/// it), or the player on turn picks.
pub fn step(
    sim: &mut Sim,
    players: &impl Players,
    wants: &Constraints,
    dice: &mut Dice,
) -> Result<(), Stuck> {
    if let Some(seat) = sim.table().holding() {
        players.discard(sim, wants, seat, dice)?;
        let (times, out_of) = players.call_odds();
        if let Some(call) = players
            .caller(sim, wants)
            .filter(|_| dice.chance(times, out_of))
        {
            sim.push(Event::Claimed {
                seat: call.seat,
                claim: call.claim,
            })?;
            sim.push(Event::Exposed {
                seat: call.seat,
                tiles: call.tiles.clone(),
            })?;
            players.after_call(sim, &call)?;
        }
        Ok(())
    } else {
        let seat = sim
            .table()
            .turn()
            .ok_or_else(|| stuck("no one is on turn"))?;
        players.pick(sim, wants, seat, dice)
    }
}

/// A moment a story plays on to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// Someone holds a tile too many, ready to discard.
    Holding,
    /// `seat` is on turn and about to pick.
    AboutToPick(Seat),
    /// `seat` has picked (the step that ends with its pick).
    Picked(Seat),
}

/// How far a story lets plain play go before it gives up on a moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Steps at most.
    pub steps: u32,
    /// Give up once this few tiles (or fewer) are left in the live wall.
    pub live_floor: Option<usize>,
}

impl Moment {
    fn reached(self, sim: &Sim, since: usize) -> bool {
        let t = sim.table();
        match self {
            Moment::Holding => t.holding().is_some(),
            Moment::AboutToPick(seat) => t.turn() == Some(seat) && t.holding().is_none(),
            Moment::Picked(seat) => sim.events()[since..]
                .iter()
                .any(|e| matches!(e, Event::Picked { seat: s, .. } if *s == seat)),
        }
    }
}

/// Plain play until `moment`; `Ok(false)` when the limits ran out first.
pub fn until(
    sim: &mut Sim,
    players: &impl Players,
    wants: &Constraints,
    dice: &mut Dice,
    moment: Moment,
    limits: Limits,
) -> Result<bool, Stuck> {
    for _ in 0..limits.steps {
        let since = sim.events().len();
        if !matches!(moment, Moment::Picked(_)) && moment.reached(sim, since) {
            return Ok(true);
        }
        if limits
            .live_floor
            .is_some_and(|floor| sim.table().live_left() <= floor)
        {
            return Ok(false);
        }
        step(sim, players, wants, dice)?;
        if matches!(moment, Moment::Picked(_)) && moment.reached(sim, since) {
            return Ok(true);
        }
    }
    Ok(false)
}
