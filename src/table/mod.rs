//! The table: walls, racks and discards, changed only by applying events.

pub mod deal;
mod event;
mod seat;
mod wall;

pub use event::Event;
pub use seat::Seat;
pub use wall::{Layer, WallPos, WallPosError, draw_order};

use crate::tiles::{Kind, TileId, TileSet};
use thiserror::Error;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum TableError {
    #[error("the walls hold {found} tiles but the set has {expected}")]
    WrongTileTotal { found: usize, expected: usize },
    #[error("the walls hold {found} of {kind} but the set has {expected}")]
    WrongKindCount {
        kind: String,
        found: usize,
        expected: usize,
    },
    #[error("event {index}: {pos} is outside walls of {stacks} stacks")]
    OffTheTable {
        index: usize,
        pos: WallPos,
        stacks: u8,
    },
    #[error("event {index}: there is no tile at {pos} any more")]
    EmptySpot { index: usize, pos: WallPos },
    #[error("event {index}: tiles are taken before the wall is broken")]
    NotBroken { index: usize },
    #[error("event {index}: the wall is broken twice")]
    BrokenTwice { index: usize },
    #[error("event {index}: {seat} has no {tile} to discard")]
    NotInRack {
        index: usize,
        seat: Seat,
        tile: String,
    },
    #[error("event {index}: a player cannot call their own hand dead")]
    SelfCall { index: usize },
    #[error("event {index}: the wall is broken after {after} stacks but a wall has {stacks}")]
    BreakOutside { index: usize, after: u8, stacks: u8 },
    #[error("invariant broken: {0}")]
    Invariant(String),
}

/// Where every physical tile is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub set: TileSet,
    pub stacks: u8,
    pub dealer: Seat,
    /// What each physical tile shows, by `TileId`.
    pub kinds: Vec<Kind>,
    /// Wall slots (see `WallPos::slot`); `None` once the tile has left the wall.
    pub slots: Vec<Option<TileId>>,
    /// Wall positions whose tile lies face up.
    pub face_up: Vec<WallPos>,
    pub racks: [Vec<TileId>; 4],
    pub discards: Vec<(Seat, TileId)>,
    pub dice: Vec<u8>,
    pub broken: Option<(Seat, u8)>,
    /// Draw order from the break, fixed once the wall is broken.
    pub order: Vec<WallPos>,
    pub racked: bool,
    pub east_discarded: bool,
    /// The player who last picked from the wall and has not discarded since.
    pub holding: Option<Seat>,
}

impl Table {
    /// A table with the walls built from `layout` (tiles in slot order) for `set`.
    pub fn build(
        set: TileSet,
        stacks: u8,
        dealer: Seat,
        layout: &[Kind],
    ) -> Result<Self, TableError> {
        let expected = set.total();
        if layout.len() != expected || usize::from(stacks) * 8 != expected {
            return Err(TableError::WrongTileTotal {
                found: layout.len(),
                expected,
            });
        }
        let mut counts = [0usize; Kind::COUNT];
        for k in layout {
            counts[k.index()] += 1;
        }
        for (kind, n) in &set.counts {
            let found = counts[kind.index()];
            if found != usize::from(*n) {
                return Err(TableError::WrongKindCount {
                    kind: crate::tiles::code(*kind),
                    found,
                    expected: usize::from(*n),
                });
            }
        }
        Ok(Table {
            set,
            stacks,
            dealer,
            kinds: layout.to_vec(),
            slots: (0..layout.len()).map(|i| Some(TileId(i as u16))).collect(),
            face_up: Vec::new(),
            racks: Default::default(),
            discards: Vec::new(),
            dice: Vec::new(),
            broken: None,
            order: Vec::new(),
            racked: false,
            east_discarded: false,
            holding: None,
        })
    }

    pub fn kind(&self, id: TileId) -> Kind {
        self.kinds[usize::from(id.0)]
    }

    pub fn at(&self, pos: WallPos) -> Option<TileId> {
        if pos.stack >= self.stacks {
            return None;
        }
        self.slots[pos.slot(self.stacks)]
    }

    pub fn rack(&self, seat: Seat) -> &[TileId] {
        &self.racks[seat.index()]
    }

    /// Draw-order positions still holding a tile, live end first.
    pub fn remaining(&self) -> impl Iterator<Item = WallPos> + '_ {
        self.order.iter().copied().filter(|p| self.at(*p).is_some())
    }

    /// The wall from which tiles are being served: the one holding the live end.
    pub fn served_wall(&self) -> Option<Seat> {
        self.remaining().next().map(|p| p.wall)
    }

    pub fn tiles_in_wall(&self) -> usize {
        self.slots.iter().filter(|s| s.is_some()).count()
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

    /// Apply event number `index` of a log. Only physical impossibilities are errors;
    /// irregular but possible actions are exactly what the referee is there to judge.
    pub fn apply(&mut self, index: usize, event: &Event) -> Result<(), TableError> {
        match event {
            Event::DiceRolled { dice, .. } => self.dice = dice.clone(),
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
                self.order = draw_order(self.stacks, *wall, *after_stack);
            }
            Event::Took { seat, tiles } => {
                if self.broken.is_none() {
                    return Err(TableError::NotBroken { index });
                }
                for pos in tiles {
                    let id = self.check_pos(index, *pos)?;
                    self.slots[pos.slot(self.stacks)] = None;
                    self.face_up.retain(|p| p != pos);
                    self.racks[seat.index()].push(id);
                }
            }
            Event::Picked { seat, at } => {
                let id = self.check_pos(index, *at)?;
                self.slots[at.slot(self.stacks)] = None;
                self.face_up.retain(|p| p != at);
                self.racks[seat.index()].push(id);
                self.holding = Some(*seat);
            }
            Event::TurnedUp { at, .. } => {
                self.check_pos(index, *at)?;
                if !self.face_up.contains(at) {
                    self.face_up.push(*at);
                }
            }
            Event::Racked => {
                self.racked = true;
                self.holding = Some(self.dealer);
            }
            Event::SelectionSettled { .. } => {}
            Event::DeadCalled { by, against } => {
                if by == against {
                    return Err(TableError::SelfCall { index });
                }
            }
            Event::Discarded { seat, tile } => {
                let rack = &mut self.racks[seat.index()];
                let Some(i) = rack
                    .iter()
                    .position(|id| self.kinds[usize::from(id.0)] == *tile)
                else {
                    return Err(TableError::NotInRack {
                        index,
                        seat: *seat,
                        tile: crate::tiles::code(*tile),
                    });
                };
                let id = rack.remove(i);
                self.discards.push((*seat, id));
                if *seat == self.dealer {
                    self.east_discarded = true;
                }
                self.holding = None;
            }
        }
        Ok(())
    }

    /// Tile conservation and the other invariants; tests run it after every event.
    pub fn validate(&self) -> Result<(), TableError> {
        let n = self.kinds.len();
        let mut seen = vec![0u8; n];
        let mut mark = |id: TileId| {
            if let Some(c) = seen.get_mut(usize::from(id.0)) {
                *c += 1;
            }
        };
        self.slots.iter().flatten().for_each(|id| mark(*id));
        self.racks.iter().flatten().for_each(|id| mark(*id));
        self.discards.iter().for_each(|(_, id)| mark(*id));
        if let Some(i) = seen.iter().position(|c| *c != 1) {
            return Err(TableError::Invariant(format!(
                "tile #{i} ({}) is in {} places",
                crate::tiles::code(self.kinds[i]),
                seen[i]
            )));
        }
        let mut counts = [0usize; Kind::COUNT];
        for k in &self.kinds {
            counts[k.index()] += 1;
        }
        for (kind, count) in &self.set.counts {
            if counts[kind.index()] != usize::from(*count) {
                return Err(TableError::Invariant(format!("the set lost a {kind:?}")));
            }
        }
        if let Some(p) = self.face_up.iter().find(|p| self.at(**p).is_none()) {
            return Err(TableError::Invariant(format!("{p} is face up but empty")));
        }
        if !self.order.is_empty() && self.order.len() != n {
            return Err(TableError::Invariant(
                "draw order does not cover the wall".into(),
            ));
        }
        Ok(())
    }
}
