//! Events at the wall: the dice, the break, the deal, picks, loose tiles and tiles put
//! back, turned up or touched.

use super::super::{Event, Table, TableError, draw_order};

impl Table {
    pub(super) fn apply_wall(&mut self, index: usize, event: &Event) -> Result<(), TableError> {
        match event {
            Event::DiceRolled { dice, .. } => {
                if let Some(face) = dice.iter().find(|d| !(1..=6).contains(*d)) {
                    return Err(TableError::NoSuchFace { index, face: *face });
                }
                self.dice = dice.clone();
            }
            Event::WallBroken { wall, after_stack } => {
                if self.broken.is_some() {
                    return Err(TableError::BrokenTwice { index });
                }
                if *after_stack >= self.stacks {
                    return Err(TableError::BreakOutside {
                        index,
                        after: *after_stack,
                        stacks: self.stacks,
                    });
                }
                self.broken = Some((*wall, *after_stack));
                self.set_order(draw_order(self.stacks, *wall, *after_stack));
                self.front = 0;
                self.advance_front();
                // The dead wall is the stacks just right of the break, nearest first.
                let n = usize::from(self.config.dead_wall).min(self.order.len());
                let start = self.order.len() - n;
                let mut dead: Vec<_> = self.order[start..].to_vec();
                dead.reverse();
                for pair in dead.chunks_mut(2) {
                    pair.reverse();
                }
                if let Some(&shown) = self
                    .config
                    .dora_indicator
                    .and_then(|i| dead.get(usize::from(i)))
                {
                    self.face_up.push(shown);
                }
                self.dead_wall = dead;
            }
            Event::Took { seat, tiles } => {
                if self.broken.is_none() {
                    return Err(TableError::NotBroken { index });
                }
                for pos in tiles {
                    let id = self.check_pos(index, *pos)?;
                    self.slots[pos.slot(self.stacks)] = None;
                    self.in_wall -= 1;
                    self.face_up.retain(|p| p != pos);
                    self.racks[*seat].push(id);
                }
                self.advance_front();
            }
            Event::Picked { seat, at, .. } => {
                let due = self.remaining().next() == Some(*at);
                let id = self.take_from_wall(index, *seat, *at)?;
                self.drawn_not_due = !due;
                if self.turn.is_some_and(|t| t != *seat) {
                    self.apart = Some((*seat, id));
                }
                // A pick out of turn leaves the turn with the player on turn who holds a
                // tile not yet discarded: that player still discards next (RII-18).
                let holder_on_turn = self
                    .holding
                    .is_some_and(|h| h != *seat && self.turn == Some(h));
                if !holder_on_turn {
                    self.holding = Some(*seat);
                    self.kong_made_by = None;
                    self.drawn_after_kong = false;
                    self.bonus_owed_to = None;
                }
            }
            // A replacement keeps whoever holds the turn as it was.
            Event::DrewLoose { seat, at } => {
                self.take_from_wall(index, *seat, *at)?;
                self.drawn_not_due = false;
                if self.config.dead_wall_kept_whole && self.dead_wall.contains(at) {
                    self.extend_dead_wall();
                }
                self.drawn_after_kong = self.kong_made_by == Some(*seat);
                self.kong_made_by = None;
                self.bonus_owed_to = None;
            }
            Event::PutBack { seat, at } => {
                // The tile just drawn, or one drawn out of turn and kept apart since.
                let Some((who, id)) = self
                    .drawn
                    .filter(|(who, _, _)| who == seat)
                    .map(|(who, id, _)| (who, id))
                    .or(self.apart.filter(|(who, _)| who == seat))
                else {
                    return Err(TableError::NothingToPutBack { index, seat: *seat });
                };
                if self.apart.is_some_and(|(_, a)| a == id) {
                    self.apart = None;
                }
                if at.stack >= self.stacks {
                    return Err(TableError::OffTheTable {
                        index,
                        pos: *at,
                        stacks: self.stacks,
                    });
                }
                if self.at(*at).is_some() {
                    return Err(TableError::SpotTaken { index, pos: *at });
                }
                self.racks[who].retain(|t| *t != id);
                self.slots[at.slot(self.stacks)] = Some(id);
                self.in_wall += 1;
                if let Some(i) = self.order.iter().position(|p| p == at) {
                    self.front = self.front.min(i);
                }
                self.drawn = None;
                if self.holding == Some(*seat) {
                    self.holding = None;
                }
            }
            Event::TurnedUp { at, .. } => {
                self.check_pos(index, *at)?;
                if !self.face_up.contains(at) {
                    self.face_up.push(*at);
                }
            }
            Event::WallTilesExposed { at, .. } => {
                for p in at {
                    self.check_pos(index, *p)?;
                    if !self.face_up.contains(p) {
                        self.face_up.push(*p);
                    }
                }
            }
            // A tile whose face was seen goes back face down; touching changes nothing.
            Event::TouchedWall { at, .. } => {
                self.check_pos(index, *at)?;
            }
            Event::Racked => {
                self.racked = true;
                self.holding = Some(self.dealer);
                self.turn = Some(self.dealer);
            }
            _ => {}
        }
        Ok(())
    }
}
