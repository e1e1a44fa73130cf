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

/// The word a player says to call a win (riichi). The rules ask for "ron" on a discard
/// and "tsumo" on a tile the player drew; "ippatsu" and "hu" are words players say in
/// its place (EMA 2016 section 5.1.2 names both).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinWord {
    Ron,
    Tsumo,
    Ippatsu,
    Hu,
}

impl WinWord {
    /// One of the two words the rules give for a win, though maybe not the one that
    /// fits the moment.
    pub fn is_a_win_word(self) -> bool {
        matches!(self, WinWord::Ron | WinWord::Tsumo)
    }
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
