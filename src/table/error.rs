//! What cannot happen at a real table: an event that asks for a tile that is not there.

use super::{Seat, WallPos};
use thiserror::Error;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum TableError {
    #[error("the walls hold {found} tiles but the set has {expected}")]
    WrongTileTotal { found: usize, expected: usize },
    #[error("the walls hold {found} of {kind} but the set has {expected}")]
    WrongKindCount {
        kind: String,
        found: usize,
        expected: usize,
    },
    #[error("event {n}: {pos} is outside walls of {stacks} stacks", n = .index + 1)]
    OffTheTable {
        index: usize,
        pos: WallPos,
        stacks: u8,
    },
    #[error("event {n}: there is no tile at {pos} any more", n = .index + 1)]
    EmptySpot { index: usize, pos: WallPos },
    #[error("event {n}: tiles are taken before the wall is broken", n = .index + 1)]
    NotBroken { index: usize },
    #[error("event {n}: the wall is broken twice", n = .index + 1)]
    BrokenTwice { index: usize },
    #[error("event {n}: {seat} has no {tile} to discard", n = .index + 1)]
    NotInRack {
        index: usize,
        seat: Seat,
        tile: String,
    },
    #[error("event {n}: a player cannot call their own hand dead", n = .index + 1)]
    SelfCall { index: usize },
    #[error("event {n}: the wall is broken after {after} stacks but a wall has {stacks}", n = .index + 1)]
    BreakOutside { index: usize, after: u8, stacks: u8 },
    #[error("event {n}: {seat} drew no tile this turn that could go back", n = .index + 1)]
    NothingToPutBack { index: usize, seat: Seat },
    #[error("event {n}: {seat} has no tile just drawn to put among the hand", n = .index + 1)]
    NothingDrawn { index: usize, seat: Seat },
    #[error("event {n}: {pos} is not empty, the tile cannot go back there", n = .index + 1)]
    SpotTaken { index: usize, pos: WallPos },
    #[error("event {n}: there is no discard to {what}", n = .index + 1)]
    NoDiscard { index: usize, what: &'static str },
    #[error("event {n}: {seat} has laid no set without its called tile", n = .index + 1)]
    NoCalledTileLeft { index: usize, seat: Seat },
    #[error("event {n}: the hand is dealt again, but the scenario lists no walls for deal {deal}", n = .index + 1)]
    NoWallsForRedeal { index: usize, deal: usize },
    #[error("event {n}: {seat} has no meld made with this claim to take back", n = .index + 1)]
    NoClaimedMeld { index: usize, seat: Seat },
    #[error("event {n}: {seat} has no set number {meld} with a {tile} in it", n = .index + 1)]
    NoSuchMeld {
        index: usize,
        seat: Seat,
        meld: u8,
        tile: String,
    },
    #[error("event {n}: {seat} has no set number {meld} to take back", n = .index + 1)]
    NoSetToReturn { index: usize, seat: Seat, meld: u8 },
    #[error("event {n}: {owner} has no joker in set number {meld}", n = .index + 1)]
    NoJokerInMeld { index: usize, owner: Seat, meld: u8 },
    #[error("event {n}: a die shows 1 to 6, not {face}", n = .index + 1)]
    NoSuchFace { index: usize, face: u8 },
    #[error("event {n}: {seat} passes tiles to {seat}: a pass goes to another player", n = .index + 1)]
    PassToSelf { index: usize, seat: Seat },
    #[error("event {n}: {by} made no disputed dead call on {against} still to settle", n = .index + 1)]
    NoDisputeToSettle {
        index: usize,
        by: Seat,
        against: Seat,
    },
    #[error("invariant broken: {0}")]
    Invariant(String),
}

impl TableError {
    /// The event this error arose at, counted from 0, where it arose at one.
    pub fn event(&self) -> Option<usize> {
        use TableError::*;
        match self {
            OffTheTable { index, .. }
            | EmptySpot { index, .. }
            | NotBroken { index }
            | BrokenTwice { index }
            | NotInRack { index, .. }
            | SelfCall { index }
            | BreakOutside { index, .. }
            | NothingToPutBack { index, .. }
            | NothingDrawn { index, .. }
            | SpotTaken { index, .. }
            | NoDiscard { index, .. }
            | NoClaimedMeld { index, .. }
            | NoCalledTileLeft { index, .. }
            | NoWallsForRedeal { index, .. }
            | NoSuchMeld { index, .. }
            | NoSetToReturn { index, .. }
            | NoJokerInMeld { index, .. }
            | NoSuchFace { index, .. }
            | PassToSelf { index, .. }
            | NoDisputeToSettle { index, .. } => Some(*index),
            WrongTileTotal { .. } | WrongKindCount { .. } | Invariant(_) => None,
        }
    }
}
