//! Events of the American game: Charleston passes, joker exchanges, hands thrown in or
//! called dead, the wall destroyed.

use super::super::{DeadCall, DiscardState, Event, Pass, Seat, Table, TableError};
use crate::tiles::Kind;

impl Table {
    pub(super) fn apply_american(&mut self, index: usize, event: &Event) -> Result<(), TableError> {
        match event {
            Event::Passed {
                from,
                to,
                tiles,
                blind,
            } => {
                if from == to {
                    return Err(TableError::PassToSelf { index, seat: *from });
                }
                let mut ids = Vec::with_capacity(tiles.len());
                for t in tiles {
                    ids.push(self.take_from_rack(index, *from, *t)?);
                }
                self.racks[*to].extend(ids.iter().copied());
                self.passes.push(Pass {
                    from: *from,
                    to: *to,
                    tiles: ids,
                    blind: *blind,
                });
            }
            Event::CharlestonStopped { by } => self.charleston_stopped = Some(*by),
            // An exchange only announced moves no tile.
            Event::JokerExchanged {
                seat,
                owner,
                meld,
                tile,
                from_discard,
                completed: true,
            } => self.exchange_joker(index, *seat, *owner, *meld, *tile, *from_discard)?,
            Event::HandThrownIn { seat } if !self.thrown_in.contains(seat) => {
                self.thrown_in.push(*seat);
            }
            Event::WallDestroyed { seat } => self.wall_destroyed = Some(*seat),
            Event::DeadCalled { by, against } if by == against => {
                return Err(TableError::SelfCall { index });
            }
            Event::DeadCalled { by, against } => self.dead_calls.push(DeadCall {
                by: *by,
                against: *against,
                answer: None,
                settled: false,
            }),
            Event::DeadCallAnswered { seat, conceded } => {
                if let Some(call) = self
                    .dead_calls
                    .iter_mut()
                    .rev()
                    .find(|c| c.against == *seat && c.answer.is_none())
                {
                    call.answer = Some(*conceded);
                }
                if *conceded && !self.dead.contains(seat) {
                    self.dead.push(*seat);
                }
            }
            Event::DisputeSettled { by, against } => {
                let open = self.dead_calls.iter_mut().rev().find(|c| {
                    c.by == *by && c.against == *against && c.answer == Some(false) && !c.settled
                });
                match open {
                    Some(call) => call.settled = true,
                    None => {
                        return Err(TableError::NoDisputeToSettle {
                            index,
                            by: *by,
                            against: *against,
                        });
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A joker exchange carried out: the natural (from the rack, or the latest discard)
    /// takes the joker's place in the set, and the joker goes to `seat`'s rack.
    fn exchange_joker(
        &mut self,
        index: usize,
        seat: Seat,
        owner: Seat,
        meld: u8,
        tile: Kind,
        from_discard: bool,
    ) -> Result<(), TableError> {
        let kinds = &self.kinds;
        let slot = self.melds[owner].get(usize::from(meld)).and_then(|m| {
            m.tiles
                .iter()
                .position(|t| kinds[usize::from(t.0)] == Kind::Joker)
        });
        let Some(slot) = slot else {
            return Err(TableError::NoJokerInMeld { index, owner, meld });
        };
        let natural = if from_discard {
            match self.discards.last_mut() {
                Some(d) if d.state == DiscardState::Lying => {
                    d.state = DiscardState::Claimed(owner);
                    d.tile
                }
                _ => {
                    return Err(TableError::NoDiscard {
                        index,
                        what: "use in a joker exchange",
                    });
                }
            }
        } else {
            self.take_from_rack(index, seat, tile)?
        };
        let m = &mut self.melds[owner][usize::from(meld)];
        let joker = std::mem::replace(&mut m.tiles[slot], natural);
        self.racks[seat].push(joker);
        Ok(())
    }
}
