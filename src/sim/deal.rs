//! The deal by the ruleset's procedure, and where each seat's tiles will come from.

use super::{Sim, Stuck};
use crate::table::deal::{Take, offsets};
use crate::table::{BySeat, Event, Seat, WallPos};

impl Sim {
    /// The takes of the deal, in order.
    pub fn script(&self) -> Vec<Take> {
        self.settings.deal.script(self.table.dealer())
    }

    /// The places a take of `count` tiles uses next (East's jump skips one).
    pub fn next_positions(&self, count: usize, jump: bool) -> Vec<WallPos> {
        // The offsets rise, so one pass over the live places finds them all.
        let mut remaining = self.table.remaining().enumerate();
        offsets(count, jump)
            .filter_map(|i| remaining.find(|(j, _)| *j == i).map(|(_, p)| p))
            .collect()
    }

    /// `seat` takes `count` tiles from the live end, as the deal does.
    pub fn take(&mut self, seat: Seat, count: usize, jump: bool) -> Result<(), Stuck> {
        let tiles = self.next_positions(count, jump);
        self.push(Event::Took { seat, tiles })
    }

    /// The first `steps` takes of the deal.
    pub fn deal_until(&mut self, steps: usize) -> Result<(), Stuck> {
        for t in self.script().into_iter().take(steps) {
            self.take(t.seat, t.count, t.jump)?;
        }
        Ok(())
    }

    /// The whole deal, and every player racks.
    pub fn deal(&mut self) -> Result<(), Stuck> {
        self.deal_until(usize::MAX)?;
        self.push(Event::Racked)
    }

    /// Where each seat's tiles come from in the deal, before any tile is taken.
    pub fn deal_places(&self, seat: Seat) -> Vec<WallPos> {
        let mut all = self.all_deal_places();
        std::mem::take(&mut all[seat])
    }

    /// `deal_places` for every seat at once.
    pub fn all_deal_places(&self) -> BySeat<Vec<WallPos>> {
        // The deal takes its 53 tiles from the first 54 live places (East's jump skips one).
        let live: Vec<WallPos> = self.table.remaining().take(LOOKED_AT).collect();
        // The places not yet dealt, a bit each: a take's offsets count among these.
        let mut free: u64 = (1u64 << live.len()) - 1;
        let mut places: BySeat<Vec<WallPos>> = BySeat::new(|_| Vec::with_capacity(16));
        for t in self.script() {
            let left = free;
            for offset in offsets(t.count, t.jump) {
                let mut f = left;
                for _ in 0..offset {
                    f &= f.wrapping_sub(1);
                }
                if f != 0 {
                    let i = f.trailing_zeros() as usize;
                    places[t.seat].push(live[i]);
                    free &= !(1u64 << i);
                }
            }
        }
        places
    }
}

/// The live places the deal is looked for in: more than it takes, fewer than a word's bits.
const LOOKED_AT: usize = 56;
