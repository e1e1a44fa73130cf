//! The notation riichi players share: digits then a suit letter (`123m`, `0p` a red
//! five, `1z`–`7z` East South West North white green red), claimed sets in square
//! brackets (`[123m]`, `[555z]`, `[5555p]` a kan made in the open), a concealed kan in
//! parentheses (`(1111s)`). The last concealed tile written is the winning tile.

use super::hand::{Hand, HandError, Meld, MeldKind};
use super::tile;
use crate::i18n::{Arg, Said};

/// Why a hand text could not be read. Columns count characters from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    UnexpectedChar { ch: char, column: usize },
    MissingSuit { column: usize },
    BadHonourNumber { column: usize },
    UnclosedMeld { column: usize },
    StrayClose { column: usize },
    NotASet { column: usize },
    Hand(HandError),
}

impl ParseError {
    /// What is wrong, to be told in the player's language (`err-riichi-…`).
    pub fn said(&self) -> Said {
        let at = |id: &'static str, column: usize, mut more: Vec<(&'static str, Arg)>| {
            more.insert(0, ("column", column.into()));
            Said::new(id, more)
        };
        match self {
            ParseError::Empty => Said::new("err-riichi-empty", Vec::new()),
            ParseError::UnexpectedChar { ch, column } => at(
                "err-riichi-char",
                *column,
                vec![("char", ch.to_string().into())],
            ),
            ParseError::MissingSuit { column } => at("err-riichi-no-suit", *column, Vec::new()),
            ParseError::BadHonourNumber { column } => {
                at("err-riichi-honour-number", *column, Vec::new())
            }
            ParseError::UnclosedMeld { column } => at("err-riichi-unclosed", *column, Vec::new()),
            ParseError::StrayClose { column } => at("err-riichi-stray-close", *column, Vec::new()),
            ParseError::NotASet { column } => at("err-riichi-not-a-set", *column, Vec::new()),
            ParseError::Hand(h) => h.said(),
        }
    }
}

crate::i18n::error_said_in_english!(ParseError);

/// A tile read from a digit and its suit letter, and whether it is a red five.
fn tile_of(digit: u8, suit: char) -> Option<(u8, bool)> {
    let (d, red) = if digit == 0 {
        (5, true)
    } else {
        (digit, false)
    };
    let t = match suit {
        'p' => d - 1,
        's' => 9 + d - 1,
        'm' => 18 + d - 1,
        'z' if !red && d <= 4 => 27 + d - 1,
        'z' if !red && d <= 7 => [tile::WHITE, tile::GREEN, tile::RED][usize::from(d - 5)],
        _ => return None,
    };
    Some((t, red))
}

/// Tiles read so far, kept on the stack: a hand is read thousands of times a second in a
/// batch. More than a hand holds is refused by the caller, not stored.
struct Tiles {
    tiles: [u8; 18],
    len: usize,
}

impl Tiles {
    const fn new() -> Self {
        Tiles {
            tiles: [0; 18],
            len: 0,
        }
    }

    fn push(&mut self, t: u8) -> bool {
        match self.tiles.get_mut(self.len) {
            Some(slot) => {
                *slot = t;
                self.len += 1;
                true
            }
            None => false,
        }
    }

    fn as_slice(&self) -> &[u8] {
        &self.tiles[..self.len]
    }
}

/// Reads `text` into a hand.
pub fn parse_hand(text: &str) -> Result<Hand, ParseError> {
    let mut concealed = Tiles::new();
    let mut melds: [Meld; 5] = [Meld {
        kind: MeldKind::Pon,
        tile: 0,
    }; 5];
    let mut meld_count = 0;
    let mut red = 0u8;
    // Digits waiting for their suit letter: where the first starts (a byte offset).
    let mut digits: Option<usize> = None;
    // Inside a meld: its closing character, where it opens (a byte offset) and its tiles
    // so far.
    let mut meld: Option<(char, usize, Tiles)> = None;
    let mut any = false;
    // Every character a hand is written with is ASCII: the text is read byte by byte,
    // and a column counted in characters only for an error.
    let column_of = |at: usize| text[..at].chars().count() + 1;
    for (at, byte) in text.bytes().enumerate() {
        if !byte.is_ascii() {
            let ch = text[at..]
                .chars()
                .next()
                .unwrap_or(char::REPLACEMENT_CHARACTER);
            if text.is_char_boundary(at) {
                return Err(ParseError::UnexpectedChar {
                    ch,
                    column: column_of(at),
                });
            }
            continue;
        }
        let ch = byte as char;
        match ch {
            '0'..='9' => {
                if digits.is_none() {
                    digits = Some(at);
                }
            }
            'm' | 'p' | 's' | 'z' => {
                let Some(from) = digits.take() else {
                    return Err(ParseError::UnexpectedChar {
                        ch,
                        column: column_of(at),
                    });
                };
                for d in text[from..at].bytes() {
                    let (t, is_red) = tile_of(d - b'0', ch).ok_or_else(|| {
                        let column = column_of(from);
                        if ch == 'z' {
                            ParseError::BadHonourNumber { column }
                        } else {
                            ParseError::UnexpectedChar { ch: '0', column }
                        }
                    })?;
                    red = red.saturating_add(u8::from(is_red));
                    let kept = match meld.as_mut() {
                        Some((_, at, tiles)) => {
                            tiles.push(t) || {
                                return Err(ParseError::NotASet {
                                    column: column_of(*at),
                                });
                            }
                        }
                        None => concealed.push(t),
                    };
                    if !kept {
                        // More concealed tiles than any hand holds: no count is right.
                        return Err(ParseError::Hand(HandError::TooManyTiles));
                    }
                }
                any = true;
            }
            '[' | '(' => {
                if let Some(from) = digits {
                    return Err(ParseError::MissingSuit {
                        column: column_of(from),
                    });
                }
                if meld.is_some() {
                    return Err(ParseError::UnexpectedChar {
                        ch,
                        column: column_of(at),
                    });
                }
                meld = Some((if ch == '[' { ']' } else { ')' }, at, Tiles::new()));
            }
            ']' | ')' => {
                if let Some(from) = digits {
                    return Err(ParseError::MissingSuit {
                        column: column_of(from),
                    });
                }
                match meld.take() {
                    Some((close, at, tiles)) if close == ch => {
                        let set = meld_of(tiles.as_slice(), ch == ')').ok_or_else(|| {
                            ParseError::NotASet {
                                column: column_of(at),
                            }
                        })?;
                        if meld_count == melds.len() {
                            return Err(ParseError::Hand(HandError::TooManyMelds(meld_count + 1)));
                        }
                        melds[meld_count] = set;
                        meld_count += 1;
                    }
                    _ => {
                        return Err(ParseError::StrayClose {
                            column: column_of(at),
                        });
                    }
                }
            }
            c if c.is_whitespace() => {
                if let Some(from) = digits {
                    return Err(ParseError::MissingSuit {
                        column: column_of(from),
                    });
                }
            }
            _ => {
                return Err(ParseError::UnexpectedChar {
                    ch,
                    column: column_of(at),
                });
            }
        }
    }
    if let Some(from) = digits {
        return Err(ParseError::MissingSuit {
            column: column_of(from),
        });
    }
    if let Some((_, at, _)) = meld {
        return Err(ParseError::UnclosedMeld {
            column: column_of(at),
        });
    }
    if !any {
        return Err(ParseError::Empty);
    }
    let win = *concealed
        .as_slice()
        .last()
        .ok_or(ParseError::Hand(HandError::NoWinningTile))?;
    Hand::new(concealed.as_slice(), win, &melds[..meld_count], red).map_err(ParseError::Hand)
}

fn meld_of(tiles: &[u8], concealed: bool) -> Option<Meld> {
    if tiles.len() > 4 {
        return None;
    }
    let mut buffer = [0u8; 4];
    let sorted = &mut buffer[..tiles.len()];
    sorted.copy_from_slice(tiles);
    sorted.sort_unstable();
    let first = *sorted.first()?;
    let same = sorted.iter().all(|&t| t == first);
    let kind = match (sorted.len(), same, concealed) {
        (4, true, true) => MeldKind::ClosedKan,
        (4, true, false) => MeldKind::OpenKan,
        (3, true, false) => MeldKind::Pon,
        (3, false, false)
            if !tile::is_honour(first)
                && tile::rank(first) <= 7
                && sorted[1] == first + 1
                && sorted[2] == first + 2 =>
        {
            MeldKind::Chi
        }
        _ => return None,
    };
    Some(Meld { kind, tile: first })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_concealed_tile_is_the_winning_tile() {
        let hand = parse_hand("234m66p34567s8s [777z]").expect("reads");
        assert_eq!(hand.win(), 9 + 7);
        assert_eq!(
            hand.melds(),
            &[Meld {
                kind: MeldKind::Pon,
                tile: tile::RED
            }]
        );
        assert_eq!(hand.tile_count(), 14);
    }

    #[test]
    fn a_red_five_is_a_five_and_counted() {
        let hand = parse_hand("406m11p345678s99s [505p]").expect("reads");
        assert_eq!(hand.red_fives(), 2);
        assert_eq!(hand.concealed()[18 + 4], 1);
    }

    #[test]
    fn mistakes_are_placed() {
        assert_eq!(
            parse_hand("123"),
            Err(ParseError::MissingSuit { column: 1 })
        );
        assert_eq!(
            parse_hand("8z"),
            Err(ParseError::BadHonourNumber { column: 1 })
        );
        assert_eq!(
            parse_hand("11m [124p]"),
            Err(ParseError::NotASet { column: 5 })
        );
        assert_eq!(
            parse_hand("11m [123p"),
            Err(ParseError::UnclosedMeld { column: 5 })
        );
        assert_eq!(
            parse_hand("11m (111p)"),
            Err(ParseError::NotASet { column: 5 })
        );
        assert!(matches!(
            parse_hand("11111m"),
            Err(ParseError::Hand(HandError::TooManyCopies { .. }))
        ));
    }
}
