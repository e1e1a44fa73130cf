//! Tile kinds for every ruleset, their notation and their glyphs.
//!
//! A `Kind` is what a tile shows; a `TileId` is one physical tile of a set. Keeping both
//! lets the table check conservation (every physical tile is somewhere exactly once).

mod glyph;
mod notation;
pub mod written;

pub use glyph::{TileStyle, glyph, tile_word};
pub use notation::{NotationError, code, parse_kind, parse_kinds};

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Dots,
    Bams,
    Craks,
}

impl Suit {
    pub const ALL: [Suit; 3] = [Suit::Dots, Suit::Bams, Suit::Craks];
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Wind {
    East,
    South,
    West,
    North,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dragon {
    Red,
    Green,
    White,
}

/// What a tile shows. Flowers and seasons are numbered for the rulesets that tell them
/// apart; American sets use the interchangeable `Flower`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    Number(Suit, u8),
    Wind(Wind),
    Dragon(Dragon),
    Flower,
    NumberedFlower(u8),
    Season(u8),
    Joker,
}

impl Kind {
    /// The honours: the four winds, then the three dragons, in display order.
    pub const HONOURS: [Kind; 7] = [
        Kind::Wind(Wind::East),
        Kind::Wind(Wind::South),
        Kind::Wind(Wind::West),
        Kind::Wind(Wind::North),
        Kind::Dragon(Dragon::Red),
        Kind::Dragon(Dragon::Green),
        Kind::Dragon(Dragon::White),
    ];

    /// Every kind a set may contain, in display order.
    pub fn all() -> Vec<Kind> {
        let mut v = Vec::with_capacity(44);
        for s in Suit::ALL {
            for n in 1..=9 {
                v.push(Kind::Number(s, n));
            }
        }
        v.extend(Kind::HONOURS);
        v.push(Kind::Flower);
        for n in 1..=4 {
            v.push(Kind::NumberedFlower(n));
        }
        for n in 1..=4 {
            v.push(Kind::Season(n));
        }
        v.push(Kind::Joker);
        v
    }

    /// The kind at position `index` of `Kind::all()`, without building the list.
    pub fn from_index(index: usize) -> Option<Kind> {
        Some(match index {
            0..=26 => Kind::Number(Suit::ALL[index / 9], (index % 9) as u8 + 1),
            27..=33 => Kind::HONOURS[index - 27],
            34 => Kind::Flower,
            35..=38 => Kind::NumberedFlower((index - 34) as u8),
            39..=42 => Kind::Season((index - 38) as u8),
            43 => Kind::Joker,
            _ => return None,
        })
    }

    /// Number of distinct kinds across all rulesets (the length of `Kind::all()`).
    pub const COUNT: usize = 44;

    /// Position in `Kind::all()`, for counting arrays.
    pub const fn index(self) -> usize {
        // `clamp` is not const: out-of-range numbers are clamped by hand.
        const fn within(n: u8, lo: u8, hi: u8) -> usize {
            (if n < lo {
                lo
            } else if n > hi {
                hi
            } else {
                n
            }) as usize
        }
        match self {
            Kind::Number(s, n) => s as usize * 9 + within(n, 1, 9) - 1,
            Kind::Wind(w) => 27 + w as usize,
            Kind::Dragon(d) => 31 + d as usize,
            Kind::Flower => 34,
            Kind::NumberedFlower(n) => 34 + within(n, 1, 4),
            Kind::Season(n) => 38 + within(n, 1, 4),
            Kind::Joker => 43,
        }
    }

    pub fn is_bonus(self) -> bool {
        matches!(
            self,
            Kind::Flower | Kind::NumberedFlower(_) | Kind::Season(_)
        )
    }
}

/// One physical tile: its index in the set as laid out at the start of a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TileId(pub u16);

/// A tile set: how many of each kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileSet {
    pub counts: Vec<(Kind, u8)>,
}

impl TileSet {
    pub fn total(&self) -> usize {
        self.counts.iter().map(|(_, n)| usize::from(*n)).sum()
    }

    /// All tiles of the set, kind by kind, in a canonical order (before shuffling).
    pub fn tiles(&self) -> Vec<Kind> {
        let mut all = Vec::with_capacity(self.total());
        for (k, n) in &self.counts {
            all.extend(std::iter::repeat_n(*k, usize::from(*n)));
        }
        all
    }

    pub fn count_of(&self, kind: Kind) -> usize {
        self.counts
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, n)| usize::from(*n))
            .sum()
    }

    /// The 152-tile American set: 108 suit tiles, 16 winds, 12 dragons, 8 flowers, 8 jokers.
    pub fn american() -> Self {
        static SET: OnceLock<TileSet> = OnceLock::new();
        Self::counted_once(&SET, |k| match k {
            Kind::Number(..) | Kind::Wind(_) | Kind::Dragon(_) => 4,
            Kind::Flower | Kind::Joker => 8,
            _ => 0,
        })
    }

    /// The set `count` gives, counted once into `cell` and cloned from it after: a set
    /// is made for every story and every scenario set out.
    fn counted_once(cell: &OnceLock<TileSet>, count: fn(Kind) -> u8) -> Self {
        cell.get_or_init(|| Self::counted(count)).clone()
    }

    /// Every kind `count` gives a number of copies, in display order.
    fn counted(count: impl Fn(Kind) -> u8) -> Self {
        let mut counts = Vec::with_capacity(Kind::COUNT);
        for k in (0..Kind::COUNT).filter_map(Kind::from_index) {
            let n = count(k);
            if n > 0 {
                counts.push((k, n));
            }
        }
        TileSet { counts }
    }

    /// The 144-tile classical and Chinese Official set with four flowers and four seasons.
    pub fn with_flowers_and_seasons() -> Self {
        static SET: OnceLock<TileSet> = OnceLock::new();
        Self::counted_once(&SET, |k| match k {
            Kind::Number(..) | Kind::Wind(_) | Kind::Dragon(_) => 4,
            Kind::NumberedFlower(_) | Kind::Season(_) => 1,
            _ => 0,
        })
    }

    /// The 136-tile riichi set (red fives are a marking, not a kind of their own).
    pub fn without_bonus() -> Self {
        static SET: OnceLock<TileSet> = OnceLock::new();
        Self::counted_once(&SET, |k| match k {
            Kind::Number(..) | Kind::Wind(_) | Kind::Dragon(_) => 4,
            _ => 0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_is_the_position_in_all() {
        let all = Kind::all();
        assert_eq!(all.len(), Kind::COUNT);
        for (i, k) in all.into_iter().enumerate() {
            assert_eq!(k.index(), i, "{k:?}");
        }
    }

    #[test]
    fn set_sizes() {
        assert_eq!(TileSet::american().total(), 152);
        assert_eq!(TileSet::with_flowers_and_seasons().total(), 144);
        assert_eq!(TileSet::without_bonus().total(), 136);
        assert_eq!(TileSet::american().count_of(Kind::Joker), 8);
        for (i, k) in Kind::all().into_iter().enumerate() {
            assert_eq!(Kind::from_index(i), Some(k));
            assert_eq!(k.index(), i);
        }
        assert_eq!(Kind::from_index(Kind::COUNT), None);
    }
}
