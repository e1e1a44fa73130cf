//! A story being told: the simulated game, what the story asks of its players, and the
//! card players' aims.

use super::GenerateError;
use crate::rules::Ruleset;
use crate::sim::{Aims, Constraints, Sim};
use crate::table::{Event, Seat, WallPos};
use crate::tiles::Kind;

pub struct Story<'r> {
    pub sim: Sim,
    pub ruleset: &'r Ruleset,
    /// What the story asks of the players; handed to the simulator with every step.
    pub wants: Constraints,
    /// The reading of a card hand each American player aims at.
    pub aims: Aims,
}

impl std::ops::Deref for Story<'_> {
    type Target = Sim;
    fn deref(&self) -> &Sim {
        &self.sim
    }
}

impl std::ops::DerefMut for Story<'_> {
    fn deref_mut(&mut self) -> &mut Sim {
        &mut self.sim
    }
}

/// A situation this draw cannot reach; the caller tries another draw.
pub fn internal(msg: impl Into<String>) -> GenerateError {
    GenerateError::Internal(msg.into())
}

/// Every seat but those in `not`.
pub fn others(not: &[Seat]) -> Vec<Seat> {
    Seat::ALL.into_iter().filter(|s| !not.contains(s)).collect()
}

impl Story<'_> {
    /// Apply `event` and log it.
    pub fn push(&mut self, event: Event) -> Result<(), GenerateError> {
        Ok(self.sim.push(event)?)
    }

    /// `winner` calls the win: claims the latest discard for it where it is won on a
    /// discard (`on_discard`), and lays the hand open.
    pub fn call_the_win(&mut self, winner: Seat, on_discard: bool) -> Result<(), GenerateError> {
        if on_discard {
            self.push(Event::Claimed {
                seat: winner,
                claim: crate::table::ClaimKind::Win,
            })?;
        }
        self.push(Event::DeclaredWin { seat: winner })
    }

    pub fn swap_in_wall(&mut self, a: WallPos, b: WallPos) -> Result<(), GenerateError> {
        Ok(self.sim.swap_in_wall(a, b)?)
    }

    pub fn stack(
        &mut self,
        at: WallPos,
        kind: Kind,
        reserved: &[WallPos],
    ) -> Result<bool, GenerateError> {
        Ok(self.sim.stack(at, kind, reserved)?)
    }

    /// For each kind, the copies stacking cannot move (see `Sim::unstackable`).
    pub fn unstackable(&self) -> [u8; crate::tiles::Kind::COUNT] {
        self.sim.unstackable()
    }

    pub fn take(&mut self, seat: Seat, count: usize, jump: bool) -> Result<(), GenerateError> {
        Ok(self.sim.take(seat, count, jump)?)
    }

    pub fn next_live(&self) -> Result<WallPos, GenerateError> {
        Ok(self.sim.next_live()?)
    }

    /// The article the ruleset judges `irregularity` under, for the record of fouls.
    pub fn article_for(&self, irregularity: crate::rules::Irregularity) -> String {
        self.ruleset
            .articles
            .iter()
            .find(|a| a.judged().any(|i| i == irregularity))
            .map(|a| a.id.clone())
            .unwrap_or_default()
    }
}
