//! The table's invariants, recomputed from scratch: tests run them after every event.

use super::{DiscardState, Table, TableError};
use crate::tiles::{Kind, TileId};

impl Table {
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
        self.discards
            .iter()
            // A claimed discard lies in its set, unless the caller left it lying.
            .filter(|d| match d.state {
                DiscardState::Claimed(s) => self.called_tile_left(s) == Some(d.tile),
                _ => true,
            })
            .for_each(|d| mark(d.tile));
        self.melds
            .iter()
            .flatten()
            .flat_map(|m| m.tiles.iter())
            .for_each(|id| mark(*id));
        self.bonus.iter().flatten().for_each(|id| mark(*id));
        if let Some(i) = seen.iter().position(|c| *c != 1) {
            return Err(TableError::Invariant(format!(
                "tile #{i} ({}) is in {} places",
                crate::tiles::code(self.kinds[i]),
                seen[i]
            )));
        }
        if self.in_wall != self.tiles_in_wall() || self.live_left() != self.remaining().count() {
            return Err(TableError::Invariant(format!(
                "the wall is counted as {} tiles ({} live) but holds {} ({} live)",
                self.in_wall,
                self.live_left(),
                self.tiles_in_wall(),
                self.remaining().count()
            )));
        }
        let mut counts = [0usize; Kind::COUNT];
        for (i, k) in self.kinds.iter().enumerate() {
            counts[k.index()] += 1;

            if self.kind_ix.get(i).map(|x| usize::from(*x)) != Some(k.index()) {
                return Err(TableError::Invariant(format!(
                    "tile #{i} shows {} but is counted as another kind",
                    crate::tiles::code(*k)
                )));
            }
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
        let first = self
            .order
            .iter()
            .position(|p| self.at(*p).is_some())
            .unwrap_or(self.order.len());
        let tail = &self.order[self.order.len() - self.dead_wall.len().min(self.order.len())..];
        if self.dead_wall.len() > self.order.len()
            || self.dead_wall.iter().any(|p| !tail.contains(p))
        {
            return Err(TableError::Invariant(
                "the dead wall is not the end of the draw order".into(),
            ));
        }
        if self.front != first {
            return Err(TableError::Invariant(format!(
                "the live end is taken to start at {} of the draw order, not {first}",
                self.front
            )));
        }
        Ok(())
    }
}
