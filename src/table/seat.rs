use serde::{Deserialize, Serialize};

/// A seat at the table, named by its wind for the hand. Play goes to the right:
/// East, South, West, North; the player on East's left is North.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Seat {
    East,
    South,
    West,
    North,
}

impl Seat {
    pub const ALL: [Seat; 4] = [Seat::East, Seat::South, Seat::West, Seat::North];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Seat {
        Seat::ALL[i % 4]
    }

    /// The next player in turn (to this player's right).
    pub fn right(self) -> Seat {
        Seat::from_index(self.index() + 1)
    }

    /// How many turns after this player `other` plays: 0 for this player, 1 for the
    /// player on the right, up to 3 for the one on the left.
    pub fn turns_to(self, other: Seat) -> usize {
        (other.index() + 4 - self.index()) % 4
    }

    /// The player on this player's left, who plays just before.
    pub fn left(self) -> Seat {
        Seat::from_index(self.index() + 3)
    }

    /// The three other players, in turn from the one on the right.
    pub fn others(self) -> [Seat; 3] {
        [self.right(), self.right().right(), self.left()]
    }

    pub fn letter(self) -> char {
        match self {
            Seat::East => 'E',
            Seat::South => 'S',
            Seat::West => 'W',
            Seat::North => 'N',
        }
    }

    pub fn from_letter(c: char) -> Option<Seat> {
        Seat::ALL.into_iter().find(|s| s.letter() == c)
    }

    pub fn name(self) -> &'static str {
        match self {
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
            Seat::North => "North",
        }
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per seat, indexed by `Seat`: the table's racks, sets and bonus tiles.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct BySeat<T>([T; 4]);

impl<T> BySeat<T> {
    pub fn new(f: impl FnMut(usize) -> T) -> Self {
        BySeat(std::array::from_fn(f))
    }

    /// Each seat's value, East first.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }

    /// Each seat with its value, East first.
    pub fn seats(&self) -> impl Iterator<Item = (Seat, &T)> {
        Seat::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> std::ops::Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> std::ops::IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn left_of_east_is_north() {
        assert_eq!(Seat::East.left(), Seat::North);
        assert_eq!(Seat::North.right(), Seat::East);
        for s in Seat::ALL {
            assert_eq!(s.right().left(), s);
        }
    }
}
