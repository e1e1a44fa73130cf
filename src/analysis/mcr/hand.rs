//! A declared winning hand, how it was won, and the ruleset's scoring options.

use super::fan::Fan;
use super::tile::{Counts, Tile};
use crate::i18n::Said;
use crate::tiles::{Kind, Wind};

/// What kind of set a declared meld is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeldKind {
    Chow,
    Pung,
    Kong,
}

/// A set laid down during play: an exposed chow, pung or kong, or a concealed kong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meld {
    pub kind: MeldKind,
    /// The lowest tile of the set.
    pub tile: Tile,
    /// `None` for a concealed kong. For a chow, which of its tiles (1–3) was claimed;
    /// for a pung or kong, who discarded it (1 the player on the left, 2 opposite, 3 on
    /// the right; 5–7 for a kong made by adding to a pung claimed from them).
    pub source: Option<u8>,
}

impl Meld {
    pub fn is_concealed(&self) -> bool {
        self.source.is_none()
    }

    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        let n = match self.kind {
            MeldKind::Chow | MeldKind::Pung => 3,
            MeldKind::Kong => 4,
        };
        (0..n).map(move |i| match self.kind {
            MeldKind::Chow => Tile::new_unchecked(self.tile.index() + i),
            _ => self.tile,
        })
    }
}

/// A hand that claims to be a win: its declared melds, its concealed tiles and the
/// winning tile. Construction checks the tile count and that no tile appears more
/// than four times; whether it is a *win* is the calculator's business.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Hand {
    melds: [Meld; 4],
    meld_count: u8,
    concealed: [Tile; 13],
    concealed_count: u8,
    win: Tile,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandError {
    TooManyMelds(usize),
    WrongTileCount {
        melds: usize,
        needed: usize,
        found: usize,
    },
    TooManyCopies {
        tile: Tile,
        count: u8,
    },
    BadChow(Tile),
    ConcealedSet,
    NotAPlayingTile(String),
}

impl HandError {
    /// What is wrong, to be told in the player's language (`err-mcr-…`).
    pub fn said(&self) -> Said {
        match self {
            HandError::TooManyMelds(n) => {
                Said::new("err-mcr-too-many-melds", vec![("found", (*n).into())])
            }
            HandError::WrongTileCount {
                melds,
                needed,
                found,
            } => Said::new(
                "err-mcr-concealed-count",
                vec![
                    ("melds", (*melds).into()),
                    ("needed", (*needed).into()),
                    ("found", (*found).into()),
                ],
            ),
            HandError::TooManyCopies { tile, count } => Said::new(
                "err-mcr-copies",
                vec![
                    ("tile", tile.to_string().into()),
                    ("count", (*count).into()),
                ],
            ),
            HandError::BadChow(tile) => {
                Said::new("err-mcr-chow", vec![("tile", tile.to_string().into())])
            }
            HandError::ConcealedSet => Said::new("err-mcr-concealed-set", Vec::new()),
            HandError::NotAPlayingTile(t) => {
                Said::new("err-mcr-not-playing", vec![("tile", t.as_str().into())])
            }
        }
    }
}

crate::i18n::error_said_in_english!(HandError);

impl Hand {
    /// Builds a hand from its melds, the concealed tiles held before the win, and the
    /// winning tile.
    pub fn new(melds: &[Meld], concealed: &[Tile], win: Tile) -> Result<Hand, HandError> {
        if melds.len() > 4 {
            return Err(HandError::TooManyMelds(melds.len()));
        }
        let needed = 13 - 3 * melds.len();
        if concealed.len() != needed {
            return Err(HandError::WrongTileCount {
                melds: melds.len(),
                needed,
                found: concealed.len(),
            });
        }
        for m in melds {
            match m.kind {
                MeldKind::Chow => {
                    if !m.tile.is_number() || m.tile.rank() > 7 {
                        return Err(HandError::BadChow(m.tile));
                    }
                    if m.source.is_none() {
                        return Err(HandError::ConcealedSet);
                    }
                }
                MeldKind::Pung if m.source.is_none() => return Err(HandError::ConcealedSet),
                _ => {}
            }
        }
        let placeholder = Meld {
            kind: MeldKind::Pung,
            tile: win,
            source: Some(1),
        };
        let mut hand = Hand {
            melds: [placeholder; 4],
            meld_count: melds.len() as u8,
            concealed: [win; 13],
            concealed_count: concealed.len() as u8,
            win,
        };
        hand.melds[..melds.len()].copy_from_slice(melds);
        hand.concealed[..concealed.len()].copy_from_slice(concealed);
        let all = hand.all_counts();
        if let Some(i) = all.iter().position(|&n| n > 4) {
            return Err(HandError::TooManyCopies {
                tile: Tile::new_unchecked(i as u8),
                count: all[i],
            });
        }
        Ok(hand)
    }

    /// The same from the project's tile kinds, for callers that hold `Kind`s.
    pub fn from_kinds(melds: &[Meld], concealed: &[Kind], win: Kind) -> Result<Hand, HandError> {
        let tile = |k: Kind| {
            Tile::from_kind(k).ok_or_else(|| HandError::NotAPlayingTile(crate::tiles::code(k)))
        };
        let concealed: Vec<Tile> = concealed
            .iter()
            .map(|&k| tile(k))
            .collect::<Result<_, _>>()?;
        Hand::new(melds, &concealed, tile(win)?)
    }

    pub fn melds(&self) -> &[Meld] {
        &self.melds[..usize::from(self.meld_count)]
    }

    /// Concealed tiles held before the winning tile, in the order given.
    pub fn concealed(&self) -> &[Tile] {
        &self.concealed[..usize::from(self.concealed_count)]
    }

    pub fn win_tile(&self) -> Tile {
        self.win
    }

    /// Concealed tiles plus the winning tile: what must be arranged into sets.
    pub(crate) fn standing_counts(&self) -> Counts {
        let mut c = [0u8; Tile::COUNT];
        for t in self.concealed() {
            c[t.idx()] += 1;
        }
        c[self.win.idx()] += 1;
        c
    }

    /// Every tile of the hand, kongs counted with their four tiles.
    pub(crate) fn all_counts(&self) -> Counts {
        let mut c = self.standing_counts();
        for m in self.melds() {
            for t in m.tiles() {
                c[t.idx()] += 1;
            }
        }
        c
    }
}

/// How the hand was won. The flags are the ones scorers share: `last_tile` is the
/// fourth tile of its kind when the other three are visible (和绝张), `kong` is a win on a
/// kong's replacement tile when self-drawn and robbing a kong otherwise, `wall_last`
/// the last tile of the wall (drawn or discarded).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WinContext {
    pub self_drawn: bool,
    pub last_tile: bool,
    pub kong: bool,
    pub wall_last: bool,
    pub prevalent: Wind,
    pub seat: Wind,
    /// Flowers and seasons: 1 fan each, counted in the total but not toward the 8-fan
    /// minimum.
    pub flowers: u8,
}

impl Default for WinContext {
    fn default() -> Self {
        WinContext {
            self_drawn: false,
            last_tile: false,
            kong: false,
            wall_last: false,
            prevalent: Wind::East,
            seat: Wind::East,
            flowers: 0,
        }
    }
}

/// What Two Concealed Kongs is worth. The Chinese rulebook and S1's summary table say
/// 6; the English numbering (S3) and several English-language tools say 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TwoConcealedKongs {
    #[default]
    Six,
    Eight,
}

/// How one melded kong together with one concealed kong scores. The rulebook has no fan
/// for the pair, so it reads as Melded Kong plus Concealed Kong (3 fan). S2 and
/// PyMahjongGB give 5 for 明暗杠; S3 gives "Two Kongs" 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MeldedAndConcealedKong {
    #[default]
    Separate,
    Five,
    Six,
}

/// The scoring options on which sources disagree; `Default` is the Chinese rulebook.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Settings {
    pub two_concealed_kongs: TwoConcealedKongs,
    pub melded_and_concealed_kong: MeldedAndConcealedKong,
}

impl Settings {
    /// What `fan` is worth under these settings.
    pub fn value(&self, fan: Fan) -> u8 {
        match (fan, self.two_concealed_kongs) {
            (Fan::TwoConcealedKongs, TwoConcealedKongs::Eight) => 8,
            _ => fan.value(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(i: u8) -> Tile {
        Tile::from_index(i).expect("tile")
    }

    #[test]
    fn the_tile_count_must_leave_room_for_the_winning_tile() {
        let err = Hand::new(&[], &[t(0); 12], t(1)).expect_err("12 tiles");
        assert_eq!(
            err,
            HandError::WrongTileCount {
                melds: 0,
                needed: 13,
                found: 12
            }
        );
    }

    #[test]
    fn a_fifth_copy_is_refused() {
        let meld = Meld {
            kind: MeldKind::Kong,
            tile: t(0),
            source: None,
        };
        let concealed = [t(0), t(1), t(1), t(2), t(2), t(3), t(3), t(4), t(4), t(5)];
        let err = Hand::new(&[meld], &concealed, t(5)).expect_err("five 1p");
        assert_eq!(
            err,
            HandError::TooManyCopies {
                tile: t(0),
                count: 5
            }
        );
    }

    #[test]
    fn chows_are_checked() {
        let meld = Meld {
            kind: MeldKind::Chow,
            tile: t(7),
            source: Some(1),
        };
        assert_eq!(
            Hand::new(&[meld], &[t(20); 10], t(21)).expect_err("8p chow"),
            HandError::BadChow(t(7))
        );
    }
}
