//! A log applied to the table, moment by moment. The referee steps through it, watching
//! each event against the table it meets, and afterwards asks for the table as it stood
//! at any moment: just before an event or just after it.
//!
//! Keeping every moment's table would cost a copy per event; a copy every
//! `CHECKPOINT_EVERY` events is kept instead, and a moment is rebuilt from the nearest
//! one by applying the few events between.

use super::{Event, Table, TableError};
use std::cell::RefCell;
use std::rc::Rc;

pub const CHECKPOINT_EVERY: usize = 32;

/// The moments of a log kept once built: more than the referee asks for in one log.
const BUILT_AT_MOST: usize = 16;

/// The log being stepped through: the table so far and the copies kept on the way.
pub struct Replay<'a> {
    events: &'a [Event],
    table: Table,
    /// The table before events 0, `CHECKPOINT_EVERY`, `2 * CHECKPOINT_EVERY`, …
    checkpoints: Vec<Table>,
    next: usize,
}

/// A log applied to its end, with the moments kept to rebuild any earlier table.
pub struct Replayed<'a> {
    events: &'a [Event],
    checkpoints: Vec<Table>,
    end: Rc<Table>,
    /// The moments asked for so far, by the event they stand before: the referee asks
    /// for the same few moments of a log again and again (a matter's own, the ruling's,
    /// the one a later fact looks back at), and each rebuild costs a copy and the events
    /// since the checkpoint.
    built: RefCell<Vec<(usize, Rc<Table>)>>,
}

impl<'a> Replay<'a> {
    pub fn new(start: Table, events: &'a [Event]) -> Self {
        Replay {
            events,
            checkpoints: Vec::with_capacity(events.len() / CHECKPOINT_EVERY + 1),
            table: start,
            next: 0,
        }
    }

    /// Goes on from `table`, the table before event `CHECKPOINT_EVERY * checkpoints.len()`
    /// of a log whose events up to there are those of `events`; `checkpoints` are the
    /// tables kept before it.
    pub fn from_checkpoint(checkpoints: Vec<Table>, table: Table, events: &'a [Event]) -> Self {
        Replay {
            next: checkpoints.len() * CHECKPOINT_EVERY,
            events,
            checkpoints,
            table,
        }
    }

    /// The next event and its index, not yet applied; `None` at the end of the log.
    pub fn peek(&self) -> Option<(usize, &'a Event)> {
        self.events.get(self.next).map(|e| (self.next, e))
    }

    /// The table as it stands: after every event stepped so far.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Apply the next event.
    pub fn apply_next(&mut self) -> Result<(), TableError> {
        let Some(event) = self.events.get(self.next) else {
            return Ok(());
        };
        if self.next.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(self.table.clone());
        }
        self.table.apply(self.next, event)?;
        self.next += 1;
        Ok(())
    }

    /// Step to the end of the log.
    pub fn finish(mut self) -> Result<Replayed<'a>, TableError> {
        while self.next < self.events.len() {
            self.apply_next()?;
        }
        Ok(Replayed {
            events: self.events,
            checkpoints: self.checkpoints,
            end: Rc::new(self.table),
            built: RefCell::new(Vec::new()),
        })
    }
}

impl<'a> Replayed<'a> {
    /// Apply the whole log to `start`.
    pub fn of(start: Table, events: &'a [Event]) -> Result<Self, TableError> {
        Replay::new(start, events).finish()
    }

    pub fn events(&self) -> &'a [Event] {
        self.events
    }

    /// The table after the last event: what the referee finds when called.
    pub fn end(&self) -> &Table {
        &self.end
    }

    pub fn into_end(self) -> Table {
        Rc::unwrap_or_clone(self.end)
    }

    /// The tables kept on the way: before events 0, `CHECKPOINT_EVERY`, …
    pub fn into_checkpoints(self) -> Vec<Table> {
        self.checkpoints
    }

    /// The table just before event `index` (after the whole log for an index past it).
    pub fn before(&self, index: usize) -> Rc<Table> {
        if index >= self.events.len() {
            return Rc::clone(&self.end);
        }
        let k = index / CHECKPOINT_EVERY;
        let Some(checkpoint) = self.checkpoints.get(k) else {
            return Rc::clone(&self.end);
        };
        let mut built = self.built.borrow_mut();
        // The moment itself if built already, else the latest one built between the
        // checkpoint and it, to go on from.
        let mut from: Option<&(usize, Rc<Table>)> = None;
        for b in built.iter() {
            if b.0 == index {
                return Rc::clone(&b.1);
            }
            if b.0 >= k * CHECKPOINT_EVERY && b.0 < index && from.is_none_or(|f| f.0 < b.0) {
                from = Some(b);
            }
        }
        let (start, mut table) = match from {
            Some((at, t)) => (*at, Table::clone(t)),
            None => (k * CHECKPOINT_EVERY, checkpoint.clone()),
        };
        for i in start..index {
            // Every event applied once already on the way to the end.
            if table.apply(i, &self.events[i]).is_err() {
                break;
            }
        }
        let table = Rc::new(table);
        if built.len() >= BUILT_AT_MOST {
            built.remove(0);
        }
        built.push((index, Rc::clone(&table)));
        table
    }

    /// The table just after event `index`.
    pub fn after(&self, index: usize) -> Rc<Table> {
        self.before(index + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Seat, WallPos};
    use crate::tiles::TileSet;

    /// A table with its wall broken and `takes` single tiles taken in turn: a log long
    /// enough to span several checkpoints.
    fn takes(takes: usize) -> (Table, Vec<Event>) {
        let set = TileSet::american();
        let layout = set.tiles();
        let start = Table::build(set, 19, Seat::East, &layout).expect("table");
        let mut events = vec![Event::WallBroken {
            wall: Seat::East,
            after_stack: 3,
        }];
        let mut walk = start.clone();
        walk.apply(0, &events[0]).expect("breaks");
        let places: Vec<WallPos> = walk.remaining().take(takes).collect();
        for (n, p) in places.iter().enumerate() {
            events.push(Event::Took {
                seat: Seat::from_index(n),
                tiles: vec![*p],
            });
        }
        (start, events)
    }

    #[test]
    fn every_moment_is_the_table_of_that_moment() {
        let (start, events) = takes(80);
        let replayed = Replayed::of(start.clone(), &events).expect("applies");
        let mut table = start;
        for (i, e) in events.iter().enumerate() {
            assert_eq!(*replayed.before(i), table, "before event {i}");
            table.apply(i, e).expect("applies");
            assert_eq!(*replayed.after(i), table, "after event {i}");
        }
        assert_eq!(replayed.end(), &table);
    }

    #[test]
    fn a_moment_is_the_same_whatever_was_asked_before_it() {
        let (start, events) = takes(100);
        let mut tables = vec![start.clone()];
        let mut table = start.clone();
        for (i, e) in events.iter().enumerate() {
            table.apply(i, e).expect("applies");
            tables.push(table.clone());
        }
        // Backwards, and then jumping about (a stride prime to the length), so that
        // moments are built from the checkpoint, from one built earlier, and found again.
        let n = events.len();
        let replayed = Replayed::of(start, &events).expect("applies");
        let order = (0..n).rev().chain((0..3 * n).map(|i| i * 37 % n));
        for i in order {
            assert_eq!(*replayed.before(i), tables[i], "before event {i}");
            assert_eq!(*replayed.after(i), tables[i + 1], "after event {i}");
        }
    }
}
