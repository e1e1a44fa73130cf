//! What a hand keeps when its deal is thrown in and dealt again (riichi, after a chombo):
//! the counters and riichi sticks it began with, and the walls the scenario built for
//! each deal to come. A stick put down in the deal thrown in goes back to its player.

use super::{ClaimKind, Table, TableError};
use crate::tiles::Kind;
use std::sync::Arc;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct HandAccounts {
    /// Counters (honba) on the table when the hand began.
    counters: u8,
    /// Riichi sticks left on the table by earlier hands when this one began.
    sticks_before: u8,
    /// The walls of each deal after the first, tiles in slot order.
    later_walls: Arc<Vec<Vec<Kind>>>,
    /// How many times the hand has been dealt again so far.
    redeals: usize,
}

impl Table {
    /// The same table with `counters` and `sticks` (riichi sticks of earlier hands) on
    /// it, set before the first event.
    pub fn with_accounts(mut self, counters: u8, sticks: u8) -> Self {
        self.hand.counters = counters;
        self.hand.sticks_before = sticks;
        self
    }

    /// The same table, told the walls of each deal that may follow this one (`Redealt`).
    pub fn with_later_walls(mut self, walls: Vec<Vec<Kind>>) -> Self {
        self.hand.later_walls = Arc::new(walls);
        self
    }

    /// Counters (honba) on the table.
    pub fn counters(&self) -> u8 {
        self.hand.counters
    }

    /// How many times this hand has been dealt again.
    pub fn redeals(&self) -> usize {
        self.hand.redeals
    }

    /// Riichi sticks lying on the table: those of earlier hands, and one for each riichi
    /// of this deal whose discard was made and not won on (a ron on the declaring
    /// discard leaves the stick with its player).
    pub fn riichi_sticks(&self) -> u32 {
        let win_claimed = self.claims.iter().any(|(_, c)| *c == ClaimKind::Win);
        let down = self
            .riichi
            .iter()
            .filter_map(|seat| self.riichi_discard(*seat))
            .filter(|at| !(win_claimed && self.discards.len() == at + 1))
            .count();
        u32::from(self.hand.sticks_before) + u32::try_from(down).unwrap_or(u32::MAX)
    }

    /// `Redealt`: every tile goes back and the next walls are dealt from, by the same
    /// dealer, with the counters and earlier sticks the hand began with.
    pub(super) fn redeal(&mut self, index: usize) -> Result<(), TableError> {
        // The first redeal is the hand's second deal, and deals from the first later walls.
        let layout =
            self.hand
                .later_walls
                .get(self.hand.redeals)
                .ok_or(TableError::NoWallsForRedeal {
                    index,
                    deal: self.hand.redeals + 2,
                })?;
        let fresh = Table::build_with(
            (*self.set).clone(),
            self.stacks,
            self.dealer,
            layout,
            self.config,
        )?;
        let hand = HandAccounts {
            redeals: self.hand.redeals + 1,
            ..self.hand.clone()
        };
        *self = Table {
            prevalent: self.prevalent,
            hand,
            ..fresh
        };
        Ok(())
    }
}
