//! Stacking the walls for a story: tiles still lying where they were built may swap
//! places (the walls could have been built so), and places may be held for a tile the
//! story needs later.

use super::{Sim, Stuck, kind_index, stuck};
use crate::table::WallPos;
use crate::tiles::Kind;

impl Sim {
    /// Exchange two tiles that are still in the wall and have never been touched. The walls
    /// could have been built that way from the start, so nothing that happened changes:
    /// this is how a generator stacks the wall for a situation it needs.
    pub fn swap_in_wall(&mut self, a: WallPos, b: WallPos) -> Result<(), Stuck> {
        let stacks = self.table.stacks();
        let (sa, sb) = (a.slot(stacks), b.slot(stacks));
        let untouched = |p: WallPos| {
            self.table
                .at(p)
                .is_some_and(|id| usize::from(id.0) == p.slot(stacks))
        };
        if !untouched(a) || !untouched(b) {
            return Err(stuck(format!("{a} or {b} is not an untouched wall place")));
        }
        // Tile ids are the places they were built in; rebuild the pair with swapped kinds.
        if let Some(of_kind) = self.of_kind.as_mut() {
            let (ka, kb) = (self.layout[sa].index(), self.layout[sb].index());
            if ka != kb {
                of_kind.moved(ka, sa, sb);
                of_kind.moved(kb, sb, sa);
            }
        }
        self.layout.swap(sa, sb);
        self.table.swap_kinds(sa, sb);
        Ok(())
    }

    /// Put a tile of `kind` at the untouched wall place `at`, from another untouched place
    /// not among `reserved` (nor held, nor in the dead wall). False if there is none.
    pub fn stack(&mut self, at: WallPos, kind: Kind, reserved: &[WallPos]) -> Result<bool, Stuck> {
        if self.table.at(at).map(|id| self.table.kind(id)) == Some(kind) {
            return Ok(true);
        }
        let layout = &self.layout;
        let of_kind = self
            .of_kind
            .get_or_insert_with(|| kind_index::KindIndex::of(layout));
        let donor = self.table.last_untouched(of_kind.ids(kind.index()), |p| {
            p != at
                && !reserved.contains(&p)
                && !self.held.contains(&p)
                && !self.table.dead_wall().contains(&p)
        });
        match donor {
            Some(d) => self.swap_in_wall(at, d).map(|()| true),
            None => Ok(false),
        }
    }

    /// For each kind (by `Kind::index`), the copies `stack` cannot move: those already
    /// taken or touched, held for later, or lying in the dead wall. A story choosing hands
    /// to stack reads it so the walls do not run out of a kind halfway through a hand.
    pub fn unstackable(&self) -> [u8; Kind::COUNT] {
        let stacks = self.table.stacks();
        let dead = self.table.dead_wall();
        let mut out = [0u8; Kind::COUNT];
        for (slot, kind) in self.layout.iter().enumerate() {
            let p = WallPos::from_slot(slot, stacks);
            let movable = self.table.at(p).is_some_and(|id| usize::from(id.0) == slot)
                && !self.held.contains(&p)
                && !dead.contains(&p);
            if !movable {
                out[kind.index()] = out[kind.index()].saturating_add(1);
            }
        }
        out
    }

    /// Places held for tiles the story needs later.
    pub fn held(&self) -> &[WallPos] {
        &self.held
    }

    /// Keep the untouched copy of `kind` farthest from the live end for later: the tile a
    /// ready player waits on must still be there when the story needs it.
    pub fn hold_back(&mut self, kind: Kind) -> Result<(), Stuck> {
        let stacks = self.table.stacks();
        let place = self
            .table
            .remaining()
            .filter(|p| !self.held.contains(p))
            .filter(|p| {
                self.table.at(*p).is_some_and(|id| {
                    usize::from(id.0) == p.slot(stacks) && self.table.kind(id) == kind
                })
            })
            .last()
            .ok_or_else(|| stuck(format!("no {kind:?} left in the wall")))?;
        self.held.push(place);
        Ok(())
    }

    /// Give back the place held for `kind` (the aim it was kept for has changed).
    pub fn release(&mut self, kind: Option<Kind>) {
        let Some(kind) = kind else { return };
        let found = self.held.iter().rposition(|p| {
            self.table
                .at(*p)
                .is_some_and(|id| self.table.kind(id) == kind)
        });
        if let Some(i) = found {
            self.held.remove(i);
        }
    }

    /// Move the held copy of `kind` to the untouched place `to` (it stays held).
    pub fn move_held(&mut self, kind: Kind, to: WallPos) -> Result<(), Stuck> {
        let i = self
            .held
            .iter()
            .position(|p| {
                self.table
                    .at(*p)
                    .is_some_and(|id| self.table.kind(id) == kind)
            })
            .ok_or_else(|| stuck(format!("no {kind:?} held back")))?;
        let from = self.held[i];
        if from != to {
            self.swap_in_wall(to, from)?;
            self.held[i] = to;
        }
        Ok(())
    }

    /// Take the held copy of `kind` out of the held places and put it at `at`; false if
    /// no copy of it is held.
    pub fn use_held(&mut self, kind: Kind, at: WallPos) -> Result<bool, Stuck> {
        let held = self.held.iter().position(|p| {
            self.table
                .at(*p)
                .is_some_and(|id| self.table.kind(id) == kind)
        });
        let Some(i) = held else {
            return Ok(false);
        };
        let from = self.held.remove(i);
        if from != at {
            self.swap_in_wall(at, from)?;
        }
        Ok(true)
    }

    /// Wall tiles of `kind` still lying where they were built (stacking keeps them so).
    pub fn untouched(&self, kind: Kind) -> usize {
        // Where a dead wall keeps tiles back, only those of the live wall count.
        if !self.table.dead_wall().is_empty() {
            return self
                .table
                .remaining()
                .filter(|p| self.in_place_kind(*p) == Some(kind))
                .count();
        }
        usize::from(self.in_place[kind.index()])
    }

    /// Untouched tiles of the live wall by kind index, those held back not counted.
    pub fn wall_counts(&self) -> [u8; Kind::COUNT] {
        // The counts kept as events apply are of the whole wall: where a dead wall keeps
        // tiles back (a house ruleset's American dead wall), they are walked instead.
        if !self.table.dead_wall().is_empty() {
            return self.wall_counts_walked();
        }
        let mut counts = self.in_place;
        for p in &self.held {
            if let Some(k) = self.in_place_kind(*p) {
                counts[k.index()] = counts[k.index()].saturating_sub(1);
            }
        }
        debug_assert_eq!(counts, self.wall_counts_walked(), "in-place counts drifted");
        counts
    }

    /// `wall_counts` by walking the wall, to check the counts kept as events apply.
    fn wall_counts_walked(&self) -> [u8; Kind::COUNT] {
        let mut counts = [0u8; Kind::COUNT];
        for p in self.table.remaining() {
            if !self.held.contains(&p)
                && let Some(k) = self.in_place_kind(p)
            {
                counts[k.index()] += 1;
            }
        }
        counts
    }

    /// The place the next pick comes from. A tile held back that the live end has come to
    /// moves first to the farthest free place, so that it stays in the wall for its story.
    pub fn live_place(&mut self) -> Result<WallPos, Stuck> {
        let at = self
            .table
            .remaining()
            .next()
            .ok_or_else(|| stuck("the wall ran out"))?;
        if let Some(i) = self.held.iter().position(|p| *p == at) {
            let free = self
                .table
                .remaining()
                .filter(|p| *p != at && !self.held.contains(p))
                .last();
            if let Some(to) = free {
                self.swap_in_wall(at, to)?;
                self.held[i] = to;
            }
        }
        Ok(at)
    }
}
