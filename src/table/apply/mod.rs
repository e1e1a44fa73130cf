//! Applying an event to the table, one family of events to a file. Only physical
//! impossibilities are errors; irregular but possible actions are exactly what the
//! referee is there to judge.

mod american;
mod discards;
mod sets;
mod wall;

use super::{Event, Seat, Table, TableError, WallPos};
use crate::tiles::{Kind, TileId};

impl Table {
    /// Apply event number `index` of a log.
    pub fn apply(&mut self, index: usize, event: &Event) -> Result<(), TableError> {
        self.apply_event(index, event)?;
        if matches!(
            event,
            Event::RuledDead { .. }
                | Event::HandThrownIn { .. }
                | Event::DeadCallAnswered { conceded: true, .. }
                | Event::PlayResumes { .. }
        ) {
            self.pass_turn_over_dead_hands();
        }
        Ok(())
    }

    /// A dead or thrown-in hand takes no more turns: a turn that falls to one, before
    /// its player has picked, goes on to the next live player on the right.
    fn pass_turn_over_dead_hands(&mut self) {
        if let Some(turn) = self.turn.filter(|t| self.holding != Some(*t)) {
            self.turn = Some(self.live_from(turn));
        }
    }

    /// `seat`, or the first player after it still in the hand: dead and thrown-in hands
    /// take no more turns.
    fn live_from(&self, seat: Seat) -> Seat {
        let mut next = seat;
        for _ in 0..3 {
            if !self.dead.contains(&next) && !self.thrown_in.contains(&next) {
                break;
            }
            next = next.right();
        }
        next
    }

    fn apply_event(&mut self, index: usize, event: &Event) -> Result<(), TableError> {
        if matches!(event, Event::Discarded { .. } | Event::PlayResumes { .. }) {
            self.declaring = None;
        }
        // A tile added for a kan may be robbed only until play goes on from the kan, when
        // the kan is made and its dora indicator turned.
        if matches!(
            event,
            Event::Picked { .. }
                | Event::DrewLoose { .. }
                | Event::Discarded { .. }
                | Event::DeclaredKong { .. }
                | Event::AddedToMeld { .. }
                | Event::Exposed { .. }
                | Event::ExposedWithoutDiscard { .. }
                | Event::TakenIntoHand { .. }
                | Event::DeclaredRiichi { .. }
                | Event::PlayResumes { .. }
        ) && let Some((seat, tile)) = self.robbable.take()
        {
            self.kan_tiles_let_go
                .push((self.discards.len(), seat, tile));
            self.turn_kan_dora();
        }
        match event {
            Event::DiceRolled { .. }
            | Event::WallBroken { .. }
            | Event::Took { .. }
            | Event::Picked { .. }
            | Event::DrewLoose { .. }
            | Event::PutBack { .. }
            | Event::TurnedUp { .. }
            | Event::WallTilesExposed { .. }
            | Event::TouchedWall { .. }
            | Event::Racked => self.apply_wall(index, event),
            Event::Discarded { .. }
            | Event::DiscardTakenBack { .. }
            | Event::TakenIntoHand { .. }
            | Event::DiscardLeftDead
            | Event::NameCorrected { .. }
            | Event::PlayResumes { .. } => self.apply_discard(index, event),
            Event::Claimed { .. }
            | Event::ClaimWithdrawn { .. }
            | Event::Exposed { .. }
            | Event::ExposedWithoutDiscard { .. }
            | Event::CalledTileTaken { .. }
            | Event::ClaimedEarlierDiscard { .. }
            | Event::DeclaredKong { .. }
            | Event::AddedToMeld { .. }
            | Event::TookFromMeld { .. }
            | Event::ExposureReturned { .. }
            | Event::BonusSetAside { .. } => self.apply_set(index, event),
            Event::Passed { .. }
            | Event::CharlestonStopped { .. }
            | Event::JokerExchanged { .. }
            | Event::HandThrownIn { .. }
            | Event::WallDestroyed { .. }
            | Event::DeadCalled { .. }
            | Event::DeadCallAnswered { .. }
            | Event::DisputeSettled { .. } => self.apply_american(index, event),
            Event::DeclaredRiichi { seat, .. } => {
                if !self.riichi.contains(seat) {
                    self.riichi.push(*seat);
                    let moment = super::RiichiMoment {
                        seat: *seat,
                        discards: self.discards.len(),
                        calls: self.calls_made(),
                    };
                    self.riichi_moments.push(moment);
                }
                Ok(())
            }
            Event::DeclaredWin { seat } => {
                self.declared.push(*seat);
                self.declaring = Some(*seat);
                Ok(())
            }
            Event::WinWordSaid {
                seat,
                word,
                corrected_at_once,
            } => {
                self.win_words.push((*seat, *word, *corrected_at_once));
                Ok(())
            }
            Event::DeclarationWithdrawn { seat } => {
                self.declared.retain(|s| s != seat);
                if self.declaring == Some(*seat) {
                    self.declaring = None;
                }
                Ok(())
            }
            Event::HandShown { seat } => {
                self.shown.push(*seat);
                Ok(())
            }
            Event::DrawnTileMixedIn { seat } => {
                let (drawer, id, _) = self
                    .drawn
                    .filter(|(s, _, _)| s == seat)
                    .ok_or(TableError::NothingDrawn { index, seat: *seat })?;
                self.mixed_in = Some((drawer, id));
                self.apart = None;
                Ok(())
            }
            Event::DeclaredNotReady { seat } => {
                if !self.not_ready.contains(seat) {
                    self.not_ready.push(*seat);
                }
                Ok(())
            }
            Event::RuledDead { seat } => {
                if !self.dead.contains(seat) {
                    self.dead.push(*seat);
                }
                self.shown.retain(|s| s != seat);
                Ok(())
            }
            Event::RuledMayNotWin { seat } => {
                if !self.barred.contains(seat) {
                    self.barred.push(*seat);
                }
                Ok(())
            }
            Event::RuledNotInRiichi { seat } => {
                self.riichi.retain(|s| s != seat);
                self.riichi_moments.retain(|m| m.seat != *seat);
                Ok(())
            }
            Event::RuledDeadPlaysOn { seat } => {
                if !self.barred.contains(seat) {
                    self.barred.push(*seat);
                }
                if !self.dead_playing.contains(seat) {
                    self.dead_playing.push(*seat);
                }
                Ok(())
            }
            Event::TilesRevealed { seat, tiles, .. } => {
                self.revealed[*seat].extend(tiles.iter().copied());
                Ok(())
            }
            Event::Paused { .. } => {
                self.paused_since_call = true;
                Ok(())
            }
            Event::Redealt => self.redeal(index),
            Event::InformationPassed { .. }
            | Event::RefereeDisobeyed { .. }
            | Event::ArrivedLate { .. }
            | Event::SelectionSettled { .. }
            | Event::PassTakenBack { .. }
            | Event::ExchangeRefused { .. }
            | Event::JokerOffered { .. }
            | Event::ExchangeUndone { .. }
            | Event::TilesCounted
            | Event::RefereeCalled { .. }
            | Event::TileRacked { .. } => Ok(()),
        }
    }

    fn take_from_rack(
        &mut self,
        index: usize,
        seat: Seat,
        tile: Kind,
    ) -> Result<TileId, TableError> {
        let rack = &mut self.racks[seat];
        let want = u8::try_from(tile.index()).unwrap_or(u8::MAX);
        let Some(i) = rack
            .iter()
            .position(|id| self.kind_ix[usize::from(id.0)] == want)
        else {
            return Err(TableError::NotInRack {
                index,
                seat,
                tile: crate::tiles::code(tile),
            });
        };
        Ok(rack.remove(i))
    }

    fn take_from_wall(
        &mut self,
        index: usize,
        seat: Seat,
        at: WallPos,
    ) -> Result<TileId, TableError> {
        let id = self.check_pos(index, at)?;
        self.slots[at.slot(self.stacks)] = None;
        self.in_wall -= 1;
        self.advance_front();
        self.face_up.retain(|p| *p != at);
        self.racks[seat].push(id);
        self.drawn = Some((seat, id, at));
        Ok(id)
    }

    /// The live wall's last place joins the dead wall (a loose tile was taken from it, and
    /// the ruleset keeps the dead wall whole). The dead wall stays the tail of the draw
    /// order.
    pub(in crate::table) fn extend_dead_wall(&mut self) {
        let live_end = self.order.len() - self.dead_wall.len().min(self.order.len());
        if let Some(last) = live_end.checked_sub(1).and_then(|i| self.order.get(i)) {
            self.dead_wall.push(*last);
        }
    }

    /// Move `front` past the places emptied at the live end.
    pub(in crate::table) fn advance_front(&mut self) {
        while let Some(p) = self.order.get(self.front) {
            if self.at(*p).is_some() {
                break;
            }
            self.front += 1;
        }
    }

    fn check_pos(&self, index: usize, pos: WallPos) -> Result<TileId, TableError> {
        if pos.stack >= self.stacks {
            return Err(TableError::OffTheTable {
                index,
                pos,
                stacks: self.stacks,
            });
        }
        self.at(pos).ok_or(TableError::EmptySpot { index, pos })
    }
}
