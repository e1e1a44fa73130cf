//! What a seat could see at a moment: its own rack, and every tile lying face up on the
//! table (discards, sets laid down, bonus tiles, wall tiles turned up, hands laid face
//! up, tiles shown by mistake).

use super::{DiscardState, Seat, Table};
use crate::tiles::Kind;

/// Tiles in sight, counted by `Kind::index`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sight {
    pub counts: [u8; Kind::COUNT],
}

impl Sight {
    pub fn of(&self, kind: Kind) -> u8 {
        self.counts[kind.index()]
    }
}

impl Table {
    /// The tiles `seat` could see now. A kong declared from the hand shows its two middle
    /// tiles; its end tiles lie face down.
    pub fn seen_by(&self, seat: Seat) -> Sight {
        let mut counts = [0u8; Kind::COUNT];
        let mut see = |k: Kind| counts[k.index()] = counts[k.index()].saturating_add(1);
        self.rack(seat).iter().for_each(|t| see(self.kind(*t)));
        self.discards()
            .iter()
            .filter(|d| !matches!(d.state, DiscardState::Claimed(_)))
            .for_each(|d| see(self.kind(d.tile)));
        for m in self.all_melds() {
            let last = m.tiles.len().saturating_sub(1);
            for (i, t) in m.tiles.iter().enumerate() {
                if !(m.concealed && (i == 0 || i == last)) {
                    see(self.kind(*t));
                }
            }
        }
        for other in Seat::ALL {
            self.bonus(other).iter().for_each(|t| see(self.kind(*t)));
            if other != seat {
                if self.shown().contains(&other) {
                    self.rack(other).iter().for_each(|t| see(self.kind(*t)));
                } else {
                    self.revealed(other).iter().for_each(|k| see(*k));
                }
            }
        }
        for p in self.face_up() {
            if let Some(t) = self.at(*p) {
                see(self.kind(t));
            }
        }
        Sight { counts }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Event, WallPos};
    use crate::tiles::TileSet;

    #[test]
    fn a_seat_sees_its_rack_and_the_tiles_face_up_but_not_other_racks() {
        let set = TileSet::american();
        let layout = set.tiles();
        let mut t = Table::build(set, 19, Seat::East, &layout).expect("table");
        t.apply(
            0,
            &Event::WallBroken {
                wall: Seat::East,
                after_stack: 3,
            },
        )
        .expect("breaks");
        let places: Vec<WallPos> = t.remaining().take(3).collect();
        let up = t.remaining().nth(10).expect("a wall tile");
        let events = [
            Event::Took {
                seat: Seat::East,
                tiles: places[..2].to_vec(),
            },
            Event::Took {
                seat: Seat::South,
                tiles: places[2..].to_vec(),
            },
            Event::TurnedUp {
                seat: Seat::West,
                at: up,
                seen: true,
            },
        ];
        for (i, e) in events.iter().enumerate() {
            t.apply(i + 1, e).expect("applies");
        }
        let total = |s: &Sight| s.counts.iter().map(|n| usize::from(*n)).sum::<usize>();
        // East: its two tiles and the one turned up; South: its one and the one turned up.
        assert_eq!(total(&t.seen_by(Seat::East)), 3);
        assert_eq!(total(&t.seen_by(Seat::South)), 2);
        assert_eq!(total(&t.seen_by(Seat::North)), 1);
        let shown = t.kind(t.at(up).expect("still in the wall"));
        assert!(t.seen_by(Seat::North).of(shown) >= 1);
        t.apply(4, &Event::HandShown { seat: Seat::East })
            .expect("applies");
        assert_eq!(total(&t.seen_by(Seat::North)), 3);
    }
}
