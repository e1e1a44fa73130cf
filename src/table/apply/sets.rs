//! Events of claims and sets: a claim called or withdrawn, a set laid (after a claim,
//! with the discard), a concealed kong, a set added to or taken from, a bonus tile set
//! aside.

use super::super::{ClaimKind, DiscardState, Event, Meld, Seat, Table, TableError};
use crate::tiles::TileId;

/// The tiles laid for a set, and the discard called for it with its discarder.
type LaidForClaim = (Vec<TileId>, Option<(Seat, TileId)>);

impl Table {
    pub(super) fn apply_set(&mut self, index: usize, event: &Event) -> Result<(), TableError> {
        match event {
            Event::Claimed { seat, claim } | Event::ClaimedEarlierDiscard { seat, claim } => {
                if *claim == ClaimKind::Win {
                    self.free_from_dead_group(*seat);
                }
                self.claims.push((*seat, *claim));
                self.claim_history.push((*seat, *claim));
                self.paused_since_call = false;
            }
            Event::Exposed { seat, tiles } => {
                let (meld_tiles, claimed) = self.lay_for_claim(index, *seat, tiles, true)?;
                if claimed.is_some() {
                    self.turn = Some(*seat);
                    self.holding = Some(*seat);
                    self.drawn = None;
                }
                self.melds[*seat].push(Meld {
                    tiles: meld_tiles,
                    claimed,
                    concealed: false,
                });
                if self.melds[*seat].last().is_some_and(|m| m.tiles.len() == 4) {
                    self.kong_made_by = Some(*seat);
                }
            }
            // The called discard stays among the discards, called (nobody else may take it),
            // and the set laid for it lacks it until the caller takes it.
            Event::ExposedWithoutDiscard { seat, tiles } => {
                let (meld_tiles, claimed) = self.lay_for_claim(index, *seat, tiles, false)?;
                let Some(claimed) = claimed else {
                    return Err(TableError::NoDiscard {
                        index,
                        what: "claim",
                    });
                };
                self.turn = Some(*seat);
                self.holding = Some(*seat);
                self.drawn = None;
                self.melds[*seat].push(Meld {
                    tiles: meld_tiles,
                    claimed: Some(claimed),
                    concealed: false,
                });
            }
            Event::CalledTileTaken { seat } => {
                let (Some(at), Some(tile)) = (
                    self.meld_lacking_its_call(*seat),
                    self.called_tile_left(*seat),
                ) else {
                    return Err(TableError::NoCalledTileLeft { index, seat: *seat });
                };
                self.melds[*seat][at].tiles.push(tile);
            }
            Event::DeclaredKong { seat, tile } => {
                let mut meld_tiles = Vec::with_capacity(4);
                for _ in 0..4 {
                    meld_tiles.push(self.take_from_rack(index, *seat, *tile)?);
                }
                self.melds[*seat].push(Meld {
                    tiles: meld_tiles,
                    claimed: None,
                    concealed: true,
                });
                self.kong_made_by = Some(*seat);
            }
            Event::ClaimWithdrawn { seat } => {
                self.claims.retain(|(s, _)| s != seat);
                // Only a set laid for the call taken back is undone; a set claimed
                // earlier in the hand stays.
                if let Some(i) = self.set_laid_for_call(*seat) {
                    let meld = self.melds[*seat].remove(i);
                    let claimed_tile = meld.claimed.map(|(_, t)| t);
                    for t in meld.tiles {
                        if Some(t) != claimed_tile {
                            self.racks[*seat].push(t);
                        }
                    }
                    if let Some(d) = self
                        .discards
                        .iter_mut()
                        .rev()
                        .find(|d| Some(d.tile) == claimed_tile)
                    {
                        d.state = DiscardState::Lying;
                    }
                    if self.holding == Some(*seat) {
                        self.holding = None;
                    }
                }
            }
            Event::AddedToMeld {
                seat,
                meld,
                tile,
                from_discard,
            } => {
                if self.melds[*seat].get(usize::from(*meld)).is_none() {
                    return Err(TableError::NoSuchMeld {
                        index,
                        seat: *seat,
                        meld: *meld,
                        tile: crate::tiles::code(*tile),
                    });
                }
                let id = if *from_discard {
                    self.take_discard_for_set(index, *seat, *tile)?
                } else {
                    self.take_from_rack(index, *seat, *tile)?
                };
                let kinds = &self.kinds;
                if let Some(m) = self.melds[*seat].get_mut(usize::from(*meld)) {
                    m.tiles.push(id);
                    if m.tiles.len() == 4 {
                        self.kong_made_by = Some(*seat);
                        // Added from the hand to a pung of its kind, the tile counts as a
                        // discard a win may be called on (EMA 2016 s. 3.3.6).
                        if self.config.kan_robbable && !*from_discard && m.is_kong(kinds) {
                            self.robbable = Some((*seat, id));
                        }
                    }
                }
            }
            Event::TookFromMeld { seat, meld, tile } => {
                let kinds = &self.kinds;
                let found = self.melds[*seat].get_mut(usize::from(*meld)).and_then(|m| {
                    m.tiles
                        .iter()
                        .position(|t| kinds[usize::from(t.0)] == *tile)
                        .map(|i| m.tiles.remove(i))
                });
                let Some(id) = found else {
                    return Err(TableError::NoSuchMeld {
                        index,
                        seat: *seat,
                        meld: *meld,
                        tile: crate::tiles::code(*tile),
                    });
                };
                self.racks[*seat].push(id);
            }
            Event::ExposureReturned { seat, meld } => {
                let i = usize::from(*meld);
                if i >= self.melds[*seat].len() {
                    return Err(TableError::NoSetToReturn {
                        index,
                        seat: *seat,
                        meld: *meld,
                    });
                }
                let set = self.melds[*seat].remove(i);
                self.racks[*seat].extend(set.tiles);
            }
            Event::BonusSetAside { seat, tile } => {
                let id = self.take_from_rack(index, *seat, *tile)?;
                self.bonus[*seat].push(id);
                self.bonus_owed_to = Some(*seat);
            }
            _ => {}
        }
        self.turn_kan_dora();
        Ok(())
    }

    /// Riichi: a kan dora indicator lies face up for each kan on the table, the next
    /// stack's top beyond the first indicator for each, away from the loose tiles; a kan
    /// taken back turns its indicator down again.
    pub(super) fn turn_kan_dora(&mut self) {
        if !self.config.kan_dora {
            return;
        }
        // A kan whose added tile may still be robbed is not made yet: its indicator is
        // turned once play goes on from it (EMA 2016 s. 3.3.6).
        let kans = self.kans_made() - usize::from(self.robbable.is_some());
        for k in 1..=super::super::MOST_KAN_DORA {
            let Some(p) = self.dora_indicator_place(k) else {
                break;
            };
            let up = self.face_up.contains(&p);
            if k <= kans && !up {
                self.face_up.push(p);
            } else if k > kans && up {
                self.face_up.retain(|q| *q != p);
            }
        }
    }
}

impl Table {
    /// A discard taken into a group by a hand that is dead (a mah jongg in error) may
    /// still be called for mah jongg by another player: the call takes it back out of
    /// that group, whose other tiles go back to the dead hand's rack.
    fn free_from_dead_group(&mut self, caller: Seat) {
        let Some(d) = self.discards.last_mut() else {
            return;
        };
        let DiscardState::Claimed(owner) = d.state else {
            return;
        };
        if owner == caller || !self.dead.contains(&owner) {
            return;
        }
        let tile = d.tile;
        d.state = DiscardState::Lying;
        if let Some(i) = self.melds[owner]
            .iter()
            .position(|m| m.tiles.contains(&tile))
        {
            let meld = self.melds[owner].remove(i);
            let rest = meld.tiles.into_iter().filter(|t| *t != tile);
            self.racks[owner].extend(rest);
        }
    }

    /// The latest discard, of kind `tile` and still lying, taken by `seat` to add to a set
    /// laid down: the claimer holds the turn, as after any claim.
    fn take_discard_for_set(
        &mut self,
        index: usize,
        seat: Seat,
        tile: crate::tiles::Kind,
    ) -> Result<crate::tiles::TileId, TableError> {
        let kinds = &self.kinds;
        let Some(d) = self
            .discards
            .last_mut()
            .filter(|d| d.state == DiscardState::Lying && kinds[usize::from(d.tile.0)] == tile)
        else {
            return Err(TableError::NoDiscard {
                index,
                what: "add to a set",
            });
        };
        d.state = DiscardState::Claimed(seat);
        let id = d.tile;
        self.turn = Some(seat);
        self.holding = Some(seat);
        self.drawn = None;
        Ok(id)
    }

    /// The tiles `seat` lays from the rack for a set, and, where the seat called the latest
    /// discard, that discard marked called: taken into the set where `take`, else left
    /// lying among the discards.
    fn lay_for_claim(
        &mut self,
        index: usize,
        seat: Seat,
        tiles: &[crate::tiles::Kind],
        take: bool,
    ) -> Result<LaidForClaim, TableError> {
        let mut meld_tiles = Vec::with_capacity(tiles.len() + 1);
        for t in tiles {
            meld_tiles.push(self.take_from_rack(index, seat, *t)?);
        }
        if !self.claims.iter().any(|(s, _)| *s == seat) {
            return Ok((meld_tiles, None));
        }
        let claimed = match self.discards.last_mut() {
            Some(d) if d.state == DiscardState::Lying => {
                d.state = DiscardState::Claimed(seat);
                if take {
                    meld_tiles.push(d.tile);
                }
                Some((d.seat, d.tile))
            }
            _ => None,
        };
        Ok((meld_tiles, claimed))
    }
}
