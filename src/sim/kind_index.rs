//! The tiles of each kind, for stacking the walls: the few tiles of one kind without
//! walking all of them. Built when a story first stacks, and kept in step as it does.

use crate::tiles::Kind;

/// The tiles of each kind, by `Kind::index()`: one list, each kind's tiles together
/// (a kind always has as many tiles, however the generator stacks the walls).
#[derive(Debug)]
pub(super) struct KindIndex {
    /// Where each kind's tiles begin in `ids`; the last entry is their number.
    starts: [u16; Kind::COUNT + 1],
    ids: Vec<u16>,
}

impl KindIndex {
    /// From the walls as built, by `TileId`.
    pub(super) fn of(layout: &[Kind]) -> KindIndex {
        let mut starts = [0u16; Kind::COUNT + 1];
        for k in layout {
            starts[k.index() + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts;
        let mut ids = vec![0; layout.len()];
        for (i, k) in layout.iter().enumerate() {
            let n = &mut next[k.index()];
            ids[usize::from(*n)] = i as u16;
            *n += 1;
        }
        KindIndex { starts, ids }
    }

    pub(super) fn ids(&self, kind: usize) -> &[u16] {
        match (self.starts.get(kind), self.starts.get(kind + 1)) {
            (Some(&a), Some(&b)) => self.ids.get(usize::from(a)..usize::from(b)).unwrap_or(&[]),
            _ => &[],
        }
    }

    /// Tile `from` of `kind` now shows another kind, and tile `to` shows this one.
    pub(super) fn moved(&mut self, kind: usize, from: usize, to: usize) {
        let (Some(&a), Some(&b)) = (self.starts.get(kind), self.starts.get(kind + 1)) else {
            return;
        };
        if let Some(id) = self
            .ids
            .get_mut(usize::from(a)..usize::from(b))
            .and_then(|ids| ids.iter_mut().find(|id| usize::from(**id) == from))
        {
            *id = to as u16;
        }
    }
}
