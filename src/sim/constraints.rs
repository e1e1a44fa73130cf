//! What a story asks of the simulated players, handed to the simulator with every step:
//! the players otherwise play as they would.

use crate::table::Seat;
use crate::tiles::Kind;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Constraints {
    /// A seat that for now calls nothing, exchanges nothing and lets each tile it draws
    /// go again (the story needs its hand as it is).
    pub still: Option<Seat>,
    /// Seats waiting on a ready hand: they call nothing, exchange nothing and let picks go.
    pub waiting: Vec<Seat>,
    /// Tiles every player keeps for a later moment of the story instead of discarding them.
    pub keep: Vec<Kind>,
    /// Seats the story wants to win without a joker: stacking gives them none.
    pub jokerless: Vec<Seat>,
    /// Tiles a player made ready must not wait on (another player already does).
    pub not_awaited: Vec<Kind>,
}

impl Constraints {
    /// A seat that calls nothing and lets its draws go: still, or waiting.
    pub fn is_quiet(&self, seat: Seat) -> bool {
        self.still == Some(seat) || self.waiting.contains(&seat)
    }

    pub fn keeps(&self, kind: Kind) -> bool {
        self.keep.contains(&kind)
    }

    /// Add `seat` to the waiting players.
    pub fn wait(&mut self, seat: Seat) {
        if !self.waiting.contains(&seat) {
            self.waiting.push(seat);
        }
    }
}
