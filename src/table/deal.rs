//! The deal procedure as a script of takes, shared by the generator (to deal) and the
//! referee (to see where a real deal left the procedure). Which procedure a game uses is
//! a setting of its ruleset.

use super::Seat;
use serde::{Deserialize, Serialize};

/// How the tiles are taken from the wall in the deal.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealProcedure {
    /// Three rounds of four tiles (two stacks) each, the dealer first; then the dealer
    /// takes the first and third top tiles and each other player one tile (League rules;
    /// the classical and Chinese Official deals take the same tiles in the same turns).
    #[default]
    FourByFourThenJump,
}

impl DealProcedure {
    /// The takes of the deal, in order, for this dealer.
    pub fn script(self, dealer: Seat) -> Vec<Take> {
        match self {
            DealProcedure::FourByFourThenJump => american_script(dealer),
        }
    }
}

/// One take of the procedure: who, how many tiles, and whether it is East's jump (the
/// first and third of the next tiles instead of the next two).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Take {
    pub seat: Seat,
    pub count: usize,
    pub jump: bool,
}

/// American deal (League): three rounds of four tiles (two stacks) each, starting with
/// East; then East takes the first and third top tiles and each other player one tile.
fn american_script(dealer: Seat) -> Vec<Take> {
    let mut takes = Vec::with_capacity(16);
    for _ in 0..3 {
        let mut s = dealer;
        for _ in 0..4 {
            takes.push(Take {
                seat: s,
                count: 4,
                jump: false,
            });
            s = s.right();
        }
    }
    let mut s = dealer;
    for i in 0..4 {
        takes.push(Take {
            seat: s,
            count: if i == 0 { 2 } else { 1 },
            jump: i == 0,
        });
        s = s.right();
    }
    takes
}

/// Indices into the remaining draw order that a take of `count` tiles should use, in
/// ascending order (either end can be taken).
pub fn offsets(count: usize, jump: bool) -> impl DoubleEndedIterator<Item = usize> {
    let jumped = jump && count == 2;
    let (two, run) = if jumped {
        (Some([0, 2]), None)
    } else {
        (None, Some(0..count))
    };
    two.into_iter().flatten().chain(run.into_iter().flatten())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn american_script_deals_fourteen_and_thirteen() {
        let script = american_script(Seat::East);
        for seat in Seat::ALL {
            let n: usize = script
                .iter()
                .filter(|t| t.seat == seat)
                .map(|t| t.count)
                .sum();
            assert_eq!(n, if seat == Seat::East { 14 } else { 13 });
        }
        assert_eq!(script.last().map(|t| t.seat), Some(Seat::North));
    }
}
