//! Events of the discard pool: a discard, one taken back or into the hand, one left dead,
//! a name corrected, and play resumed after a correction.

use super::super::{Discard, DiscardState, Event, Table, TableError};

impl Table {
    pub(super) fn apply_discard(&mut self, index: usize, event: &Event) -> Result<(), TableError> {
        match event {
            Event::Discarded { seat, tile, named } => {
                // A throw out of turn does not move the turn: the player whose turn it was
                // still plays next (MIL-74, AM-OOT-03). A player who called the discard
                // for a set took the turn with the call, set laid out or not.
                let called_for_a_set = self.claims_a_set(*seat);
                let out_of_turn = self.turn.is_some_and(|t| t != *seat)
                    && self.holding.is_none_or(|h| h != *seat)
                    && !called_for_a_set;
                let id = self.take_from_rack(index, *seat, *tile)?;
                self.discards.push(Discard {
                    seat: *seat,
                    tile: id,
                    named: *named,
                    state: DiscardState::Lying,
                });
                if *seat == self.dealer {
                    self.east_discarded = true;
                }
                self.holding = None;
                self.drawn = None;
                if self.apart.is_some_and(|(s, _)| s == *seat) {
                    self.apart = None;
                }
                self.drawn_after_kong = false;
                self.kong_made_by = None;
                self.bonus_owed_to = None;
                self.claims.clear();
                self.claim_history.clear();
                self.win_words.clear();
                if !out_of_turn {
                    self.turn = Some(self.live_from(seat.right()));
                }
            }
            Event::DiscardTakenBack { seat } => {
                let Some(i) = self
                    .discards
                    .iter()
                    .rposition(|d| d.seat == *seat && d.state == DiscardState::Lying)
                else {
                    return Err(TableError::NoDiscard {
                        index,
                        what: "take back",
                    });
                };
                let d = self.discards.remove(i);
                self.racks[*seat].push(d.tile);
                self.holding = Some(*seat);
                self.turn = Some(*seat);
            }
            Event::TakenIntoHand { seat } => {
                let Some(d) = self
                    .discards
                    .last()
                    .filter(|d| d.state == DiscardState::Lying)
                    .cloned()
                else {
                    return Err(TableError::NoDiscard {
                        index,
                        what: "take into the hand",
                    });
                };
                // Taken as a claimed tile is taken: it stays among its thrower's discards,
                // marked as taken, so the table never shows an older discard as the
                // latest. Called for mah jongg and put on the rack, it is still the one
                // the call was for, as when it is laid in the winning group.
                if let Some(last) = self.discards.last_mut() {
                    last.state = DiscardState::Claimed(*seat);
                }
                self.racks[*seat].push(d.tile);
                self.holding = Some(*seat);
                self.turn = Some(*seat);
            }
            Event::DiscardLeftDead => {
                if let Some(d) = self.discards.last_mut() {
                    d.state = DiscardState::Dead;
                }
            }
            Event::NameCorrected { seat } => {
                if let Some(d) = self.discards.last_mut().filter(|d| d.seat == *seat) {
                    d.named = None;
                }
            }
            Event::PlayResumes { seat } => {
                self.turn = Some(*seat);
                self.holding = None;
                self.drawn = None;
            }
            _ => {}
        }
        Ok(())
    }
}
