//! What play puts on the table besides the wall and the racks: discards, claims, melds
//! and bonus tiles.

use super::Seat;
use crate::tiles::{Kind, TileId};
use serde::{Deserialize, Serialize};

/// What a player calls for when they claim a discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ClaimKind {
    Chow,
    Pung,
    Kong,
    /// American: a discard called to complete an exposure (pung, kong, quint, sextet).
    Exposure,
    /// To win: mah jongg, mah-jong, hu.
    Win,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiscardState {
    /// Lying in the pool; the latest one may be claimed.
    Lying,
    /// Taken by a claim into a meld of this seat.
    Claimed(Seat),
    /// Left where it lies and never usable again.
    Dead,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Discard {
    pub seat: Seat,
    pub tile: TileId,
    /// The name spoken, where it differs from the tile (a misnamed discard).
    pub named: Option<Kind>,
    pub state: DiscardState,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meld {
    pub tiles: Vec<TileId>,
    /// The claimed discard in it, and from whom.
    pub claimed: Option<(Seat, TileId)>,
    /// A kong declared from the concealed hand.
    pub concealed: bool,
}

impl Meld {
    pub fn is_kong(&self, kinds: &[Kind]) -> bool {
        self.tiles.len() == 4
            && self
                .tiles
                .iter()
                .all(|t| kinds[usize::from(t.0)] == kinds[usize::from(self.tiles[0].0)])
    }
}
