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
    #[error("event {index}: {pos} is outside walls of {stacks} stacks")]
    OffTheTable {
        index: usize,
        pos: WallPos,
        stacks: u8,
    },
    #[error("event {index}: there is no tile at {pos} any more")]
    EmptySpot { index: usize, pos: WallPos },
    #[error("event {index}: tiles are taken before the wall is broken")]
    NotBroken { index: usize },
    #[error("event {index}: the wall is broken twice")]
    BrokenTwice { index: usize },
    #[error("event {index}: {seat} has no {tile} to discard")]
    NotInRack {
        index: usize,
        seat: Seat,
        tile: String,
    },
    #[error("event {index}: a player cannot call their own hand dead")]
    SelfCall { index: usize },
    #[error("event {index}: the wall is broken after {after} stacks but a wall has {stacks}")]
    BreakOutside { index: usize, after: u8, stacks: u8 },
    #[error("event {index}: {seat} drew no tile this turn that could go back")]
    NothingToPutBack { index: usize, seat: Seat },
    #[error("event {index}: {pos} is not empty, the tile cannot go back there")]
    SpotTaken { index: usize, pos: WallPos },
    #[error("event {index}: there is no discard to {what}")]
    NoDiscard { index: usize, what: &'static str },
    #[error("event {index}: {seat} has no meld made with this claim to take back")]
    NoClaimedMeld { index: usize, seat: Seat },
    #[error("event {index}: {seat} has no set number {meld} with a {tile} in it")]
    NoSuchMeld {
        index: usize,
        seat: Seat,
        meld: u8,
        tile: String,
    },
    #[error("event {index}: {owner} has no joker in set number {meld}")]
    NoJokerInMeld { index: usize, owner: Seat, meld: u8 },
    #[error("invariant broken: {0}")]
    Invariant(String),
}
