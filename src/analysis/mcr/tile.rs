//! The 34 playing tiles as a small integer, the calculator's working representation.
//!
//! The index is the project's `Kind::index()` (dots 0–8, bams 9–17, craks 18–26, winds
//! 27–30 in the order E S W N, dragons 31–33 in the order red green white), so mapping
//! to and from `Kind` at the edges is free and count arrays line up with the rest of
//! the crate.

use crate::tiles::{Dragon, Kind, Suit, Wind};
use std::fmt;

/// One of the 34 playing tiles (no bonus tiles, no jokers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

/// How many of each tile a hand holds, indexed by `Tile::index()`.
pub type Counts = [u8; Tile::COUNT];

pub(crate) const EAST: u8 = 27;
pub(crate) const RED: u8 = 31;
pub(crate) const GREEN: u8 = 32;
pub(crate) const WHITE: u8 = 33;

impl Tile {
    pub const COUNT: usize = 34;

    pub const fn from_index(index: u8) -> Option<Tile> {
        if (index as usize) < Tile::COUNT {
            Some(Tile(index))
        } else {
            None
        }
    }

    pub(crate) const fn new_unchecked(index: u8) -> Tile {
        Tile(index)
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub(crate) const fn idx(self) -> usize {
        self.0 as usize
    }

    /// A number tile: rank 1–9.
    pub fn number(suit: Suit, rank: u8) -> Option<Tile> {
        (1..=9)
            .contains(&rank)
            .then(|| Tile(suit as u8 * 9 + rank - 1))
    }

    pub const fn wind(wind: Wind) -> Tile {
        Tile(EAST + wind as u8)
    }

    pub const fn dragon(dragon: Dragon) -> Tile {
        Tile(RED + dragon as u8)
    }

    /// The calculator's tile for a project tile kind; `None` for bonus tiles and jokers.
    pub fn from_kind(kind: Kind) -> Option<Tile> {
        match kind {
            Kind::Number(suit, rank) => Tile::number(suit, rank),
            Kind::Wind(w) => Some(Tile::wind(w)),
            Kind::Dragon(d) => Some(Tile::dragon(d)),
            Kind::Flower | Kind::NumberedFlower(_) | Kind::Season(_) | Kind::Joker => None,
        }
    }

    pub fn kind(self) -> Kind {
        match self.0 {
            0..=26 => Kind::Number(Suit::ALL[usize::from(self.0 / 9)], self.0 % 9 + 1),
            27 => Kind::Wind(Wind::East),
            28 => Kind::Wind(Wind::South),
            29 => Kind::Wind(Wind::West),
            30 => Kind::Wind(Wind::North),
            31 => Kind::Dragon(Dragon::Red),
            32 => Kind::Dragon(Dragon::Green),
            _ => Kind::Dragon(Dragon::White),
        }
    }

    pub const fn is_number(self) -> bool {
        is_number(self.0)
    }

    pub const fn is_honour(self) -> bool {
        !is_number(self.0)
    }

    /// Rank 1–9 of a number tile, 0 for an honour.
    pub const fn rank(self) -> u8 {
        rank(self.0)
    }

    /// The notation letter of the tile's suit (`p`, `s`, `m`), or the honour's letter.
    pub const fn letter(self) -> char {
        match self.0 {
            0..=8 => 'p',
            9..=17 => 's',
            18..=26 => 'm',
            _ => HONOUR_LETTERS[(self.0 - EAST) as usize],
        }
    }
}

pub(crate) const HONOUR_LETTERS: [char; 7] = ['E', 'S', 'W', 'N', 'C', 'F', 'P'];

/// Writes the shared MCR notation of one tile: `5m`, `9p`, `E`, `C`.
impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_number() {
            write!(f, "{}{}", self.rank(), self.letter())
        } else {
            write!(f, "{}", self.letter())
        }
    }
}

// Free functions on the raw index keep the hot loops free of wrapping and unwrapping.

pub(crate) const fn is_number(t: u8) -> bool {
    t < 27
}

pub(crate) const fn suit(t: u8) -> u8 {
    t / 9
}

pub(crate) const fn rank(t: u8) -> u8 {
    if t < 27 { t % 9 + 1 } else { 0 }
}

pub(crate) const fn is_terminal_or_honour(t: u8) -> bool {
    let r = t % 9;
    t >= 27 || r == 0 || r == 8
}

pub(crate) const fn is_wind(t: u8) -> bool {
    t >= 27 && t < 31
}

pub(crate) const fn is_dragon(t: u8) -> bool {
    t >= 31
}

/// Bit set of the tiles of All Green: 2 3 4 6 8 of bams and the green dragon.
pub(crate) const GREEN_TILES: u64 =
    (1 << 10) | (1 << 11) | (1 << 12) | (1 << 14) | (1 << 16) | (1 << GREEN);

/// Bit set of the tiles of Reversible Tiles, whose faces look the same upside down:
/// 1 2 3 4 5 8 9 of dots, 2 4 5 6 8 9 of bams and the white dragon.
pub(crate) const REVERSIBLE_TILES: u64 = (1 << 0)
    | (1 << 1)
    | (1 << 2)
    | (1 << 3)
    | (1 << 4)
    | (1 << 7)
    | (1 << 8)
    | (1 << 10)
    | (1 << 12)
    | (1 << 13)
    | (1 << 14)
    | (1 << 16)
    | (1 << 17)
    | (1 << WHITE);

/// Bit set of the thirteen orphans: every terminal and honour.
pub(crate) const ORPHANS: u64 =
    (1 << 0) | (1 << 8) | (1 << 9) | (1 << 17) | (1 << 18) | (1 << 26) | (0x7F << EAST);

/// The six knitted straights as bit sets: 147 in one suit, 258 in another, 369 in the
/// third.
pub(crate) const KNITTED: [u64; 6] = {
    const fn ranks(suit: u8, first: u8) -> u64 {
        let base = suit * 9 + first - 1;
        (1 << base) | (1 << (base + 3)) | (1 << (base + 6))
    }
    let perms: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = [0u64; 6];
    let mut i = 0;
    while i < 6 {
        // perms[i][s] is the offset (0 → 147, 1 → 258, 2 → 369) given to suit s.
        out[i] = ranks(0, perms[i][0] + 1) | ranks(1, perms[i][1] + 1) | ranks(2, perms[i][2] + 1);
        i += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_matches_the_project_kind_index() {
        for i in 0..34u8 {
            let t = Tile::from_index(i).expect("in range");
            assert_eq!(t.kind().index(), usize::from(i));
            assert_eq!(Tile::from_kind(t.kind()), Some(t));
        }
        assert_eq!(Tile::from_index(34), None);
        assert_eq!(Tile::from_kind(Kind::Joker), None);
        assert_eq!(Tile::from_kind(Kind::Season(1)), None);
    }

    #[test]
    fn display_uses_the_shared_notation() {
        let shown: Vec<String> = [0u8, 9, 26, 27, 30, 31, 32, 33]
            .iter()
            .map(|&i| Tile(i).to_string())
            .collect();
        assert_eq!(shown, ["1p", "1s", "9m", "E", "N", "C", "F", "P"]);
    }

    #[test]
    fn knitted_straights_are_the_six_distinct_ones() {
        for k in KNITTED {
            assert_eq!(k.count_ones(), 9);
            for s in 0..3 {
                assert!((k >> (s * 9)) & 0x1FF != 0);
            }
        }
        let mut sorted = KNITTED;
        sorted.sort_unstable();
        assert!(sorted.windows(2).all(|w| w[0] != w[1]));
        // 147m 258s 369p is one of them (m = craks 18.., s = bams 9.., p = dots 0..).
        let want = (1u64 << 18) | (1 << 21) | (1 << 24) | (1 << 10) | (1 << 13) | (1 << 16);
        let want = want | (1 << 2) | (1 << 5) | (1 << 8);
        assert!(KNITTED.contains(&want));
    }
}
