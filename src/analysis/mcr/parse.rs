//! The hand notation Chinese MCR tools share (ChineseOfficialMahjongHelper's
//! `stringify.h`, S2 in `rules/mcr.md`):
//!
//! - number tiles: digits then the suit, `m` characters (craks), `s` bamboo (bams),
//!   `p` circles (dots): `123m`, `55p`;
//! - honours: `E S W N` winds, `C F P` dragons (red, green, white); `1234567z` also reads
//!   as `ESWNCFP`;
//! - melds in brackets with an optional source digit after a comma: `[123p,1]` a chow
//!   whose first tile was claimed, `[999s,3]` a pung claimed from the right,
//!   `[8888p,1]` a melded kong, `[SSSS]` a concealed kong (no digit). A chow or pung
//!   without a digit is taken as claimed (chow: first tile; pung: from the left);
//! - the last loose tile is the winning tile. Spaces are ignored.

use super::hand::{Hand, HandError, Meld, MeldKind};
use super::tile::Tile;
use crate::i18n::{Arg, Said};

/// Why a hand text could not be read. Columns count characters from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    UnexpectedChar {
        ch: char,
        column: usize,
    },
    MissingSuit {
        column: usize,
    },
    BadHonourNumber {
        column: usize,
    },
    UnclosedMeld {
        column: usize,
    },
    NestedMeld {
        column: usize,
    },
    StrayClose {
        column: usize,
    },
    MeldSize {
        column: usize,
        count: usize,
    },
    NotASet {
        column: usize,
    },
    BadSource {
        column: usize,
        digit: char,
        kind: &'static str,
    },
    NoWinningTile,
    TileCount {
        melds: usize,
        needed: usize,
        found: usize,
    },
    Hand(HandError),
}

impl ParseError {
    /// What is wrong, to be told in the player's language (`err-mcr-…`).
    pub fn said(&self) -> Said {
        let at = |id: &'static str, column: usize, mut more: Vec<(&'static str, Arg)>| {
            more.insert(0, ("column", column.into()));
            Said::new(id, more)
        };
        match self {
            ParseError::Empty => Said::new("err-mcr-empty", Vec::new()),
            ParseError::UnexpectedChar { ch, column } => at(
                "err-mcr-char",
                *column,
                vec![("char", ch.to_string().into())],
            ),
            ParseError::MissingSuit { column } => at("err-mcr-no-suit", *column, Vec::new()),
            ParseError::BadHonourNumber { column } => {
                at("err-mcr-honour-number", *column, Vec::new())
            }
            ParseError::UnclosedMeld { column } => at("err-mcr-unclosed", *column, Vec::new()),
            ParseError::NestedMeld { column } => at("err-mcr-nested", *column, Vec::new()),
            ParseError::StrayClose { column } => at("err-mcr-stray-close", *column, Vec::new()),
            ParseError::MeldSize { column, count } => at(
                "err-mcr-meld-size",
                *column,
                vec![("count", (*count).into())],
            ),
            ParseError::NotASet { column } => at("err-mcr-not-a-set", *column, Vec::new()),
            ParseError::BadSource {
                column,
                digit,
                kind,
            } => at(
                "err-mcr-source",
                *column,
                vec![
                    ("digit", digit.to_string().into()),
                    ("kind", (*kind).into()),
                ],
            ),
            ParseError::NoWinningTile => Said::new("err-mcr-no-winning-tile", Vec::new()),
            ParseError::TileCount {
                melds,
                needed,
                found,
            } => Said::new(
                "err-mcr-tile-count",
                vec![
                    ("found", (*found).into()),
                    ("melds", (*melds).into()),
                    ("needed", (*needed).into()),
                ],
            ),
            ParseError::Hand(h) => h.said(),
        }
    }
}

crate::i18n::error_said_in_english!(ParseError);

/// Reads a hand in the shared notation, or in the two-character notation the rest of
/// mjref writes (`1c 2c 3c … [6b 6b 6b]`, honours `Ew`, `Rd`). The last loose tile is the
/// winning tile.
pub fn parse_hand(text: &str) -> Result<Hand, ParseError> {
    if first_word_is_no_code(text) {
        return parse_shared(text);
    }
    match from_wall_codes(text) {
        Some(shared) => parse_shared(&shared),
        None => parse_shared(text),
    }
}

/// Whether the first word of `text` is plainly not one of mjref's two-character codes,
/// told from its bytes alone: most hands are in the shared notation, and a batch of them
/// should not pay for reading each as codes first. False where the word is not plain
/// ASCII (`from_wall_codes` then decides).
fn first_word_is_no_code(text: &str) -> bool {
    // The ASCII characters `char::is_whitespace` takes, as `split_whitespace` splits.
    let space = |b: u8| matches!(b, b'\t'..=b'\r' | b' ');
    let bytes = text.as_bytes();
    let start = bytes.iter().position(|b| !space(*b)).unwrap_or(bytes.len());
    let word = &bytes[start..];
    let word = word.strip_prefix(b"[").unwrap_or(word);
    // Three plain characters before any end of the code: longer than any code.
    word.len() >= 3
        && word[..3]
            .iter()
            .all(|&b| b.is_ascii() && !space(b) && b != b',' && b != b']')
}

/// The shared notation of a hand written tile by tile in mjref's own codes; `None` when
/// some word of it is not such a code (it is then read as the shared notation).
fn from_wall_codes(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut words = 0;
    for word in text.split_whitespace() {
        let (open, rest) = match word.strip_prefix('[') {
            Some(r) => ("[", r),
            None => ("", word),
        };
        let (code, close) = match rest.find([',', ']']) {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, ""),
        };
        let shared = match code.as_bytes() {
            [d @ b'1'..=b'9', suit] => {
                let suit = match suit {
                    b'c' => 'm',
                    b'b' => 's',
                    b'd' => 'p',
                    _ => return None,
                };
                format!("{}{suit}", char::from(*d))
            }
            b"Ew" => "E".into(),
            b"Sw" => "S".into(),
            b"Ww" => "W".into(),
            b"Nw" => "N".into(),
            b"Rd" => "C".into(),
            b"Gd" => "F".into(),
            b"Wd" => "P".into(),
            _ => return None,
        };
        out.push_str(open);
        out.push_str(&shared);
        out.push_str(close);
        words += 1;
    }
    (words > 0).then_some(out)
}

fn parse_shared(text: &str) -> Result<Hand, ParseError> {
    let mut p = Parser {
        loose: Buf::new(Tile::new_unchecked(0)),
        melds: Buf::new(Meld {
            kind: MeldKind::Pung,
            tile: Tile::new_unchecked(0),
            source: None,
        }),
        pending: Buf::new((0, 0)),
    };
    p.run(text)?;
    let Parser { loose, melds, .. } = p;
    if melds.len > 4 {
        return Err(ParseError::Hand(HandError::TooManyMelds(melds.len)));
    }
    let needed = 14 - 3 * melds.len;
    if loose.len == 0 {
        return Err(if melds.len == 0 {
            ParseError::Empty
        } else {
            ParseError::NoWinningTile
        });
    }
    if loose.len != needed {
        return Err(ParseError::TileCount {
            melds: melds.len,
            needed,
            found: loose.len,
        });
    }
    let (win, concealed) = loose
        .as_slice()
        .split_last()
        .ok_or(ParseError::NoWinningTile)?;
    Hand::new(melds.as_slice(), concealed, *win).map_err(ParseError::Hand)
}

/// A fixed buffer that keeps counting past its capacity, so that a hand with too many
/// tiles is reported with its real count without allocating for every hand read.
struct Buf<T: Copy, const N: usize> {
    items: [T; N],
    len: usize,
}

impl<T: Copy, const N: usize> Buf<T, N> {
    fn new(fill: T) -> Self {
        Buf {
            items: [fill; N],
            len: 0,
        }
    }

    fn push(&mut self, item: T) {
        if self.len < N {
            self.items[self.len] = item;
        }
        self.len += 1;
    }

    fn as_slice(&self) -> &[T] {
        &self.items[..self.len.min(N)]
    }

    fn clear(&mut self) {
        self.len = 0;
    }
}

struct Parser {
    loose: Buf<Tile, 18>,
    melds: Buf<Meld, 5>,
    /// Digits read but not yet given a suit: (rank, column).
    pending: Buf<(u8, usize), 18>,
}

impl Parser {
    fn run(&mut self, text: &str) -> Result<(), ParseError> {
        let mut chars = text.chars().enumerate();
        // The meld being read: its column and its tiles.
        let mut meld: Option<(usize, Buf<Tile, 5>)> = None;
        while let Some((i, ch)) = chars.next() {
            let column = i + 1;
            match ch {
                ' ' | '\t' => self.no_pending()?,
                '1'..='9' => self.pending.push((ch as u8 - b'0', column)),
                'm' | 's' | 'p' | 'z' => {
                    if self.pending.len == 0 {
                        return Err(ParseError::UnexpectedChar { ch, column });
                    }
                    let extra = self.pending.len - self.pending.as_slice().len();
                    for &(rank, col) in self.pending.as_slice() {
                        let tile = suited(ch, rank, col)?;
                        match &mut meld {
                            Some((_, tiles)) => tiles.push(tile),
                            None => self.loose.push(tile),
                        }
                    }
                    // Digits beyond the buffer still count toward the tile count.
                    match &mut meld {
                        Some((_, tiles)) => tiles.len += extra,
                        None => self.loose.len += extra,
                    }
                    self.pending.clear();
                }
                'E' | 'S' | 'W' | 'N' | 'C' | 'F' | 'P' => {
                    self.no_pending()?;
                    let index = match ch {
                        'E' => 0,
                        'S' => 1,
                        'W' => 2,
                        'N' => 3,
                        'C' => 4,
                        'F' => 5,
                        _ => 6,
                    };
                    let tile = Tile::new_unchecked(27 + index);
                    match &mut meld {
                        Some((_, tiles)) => tiles.push(tile),
                        None => self.loose.push(tile),
                    }
                }
                '[' => {
                    self.no_pending()?;
                    if meld.is_some() {
                        return Err(ParseError::NestedMeld { column });
                    }
                    meld = Some((column, Buf::new(Tile::new_unchecked(0))));
                }
                ',' | ']' => {
                    self.no_pending()?;
                    let Some((start, tiles)) = meld.take() else {
                        return Err(if ch == ']' {
                            ParseError::StrayClose { column }
                        } else {
                            ParseError::UnexpectedChar { ch, column }
                        });
                    };
                    let source = if ch == ',' {
                        let (col, digit) = match chars.next() {
                            Some((j, d @ '0'..='9')) => (j + 1, d),
                            Some((j, other)) => {
                                return Err(ParseError::UnexpectedChar {
                                    ch: other,
                                    column: j + 1,
                                });
                            }
                            None => return Err(ParseError::UnclosedMeld { column: start }),
                        };
                        match chars.next() {
                            Some((_, ']')) => {}
                            Some((j, other)) => {
                                return Err(ParseError::UnexpectedChar {
                                    ch: other,
                                    column: j + 1,
                                });
                            }
                            None => return Err(ParseError::UnclosedMeld { column: start }),
                        }
                        Some((digit, col))
                    } else {
                        None
                    };
                    if tiles.len != 3 && tiles.len != 4 {
                        return Err(ParseError::MeldSize {
                            column: start,
                            count: tiles.len,
                        });
                    }
                    self.melds.push(make_meld(start, tiles.as_slice(), source)?);
                }
                _ => return Err(ParseError::UnexpectedChar { ch, column }),
            }
        }
        self.no_pending()?;
        if let Some((start, _)) = meld {
            return Err(ParseError::UnclosedMeld { column: start });
        }
        Ok(())
    }

    fn no_pending(&self) -> Result<(), ParseError> {
        match self.pending.as_slice().first() {
            Some(&(_, column)) => Err(ParseError::MissingSuit { column }),
            None => Ok(()),
        }
    }
}

fn suited(letter: char, rank: u8, column: usize) -> Result<Tile, ParseError> {
    let index = match letter {
        'p' => rank - 1,
        's' => 9 + rank - 1,
        'm' => 18 + rank - 1,
        _ if rank <= 7 => 27 + rank - 1,
        _ => return Err(ParseError::BadHonourNumber { column }),
    };
    Ok(Tile::new_unchecked(index))
}

fn make_meld(
    column: usize,
    tiles: &[Tile],
    source: Option<(char, usize)>,
) -> Result<Meld, ParseError> {
    if tiles.len() != 3 && tiles.len() != 4 {
        return Err(ParseError::MeldSize {
            column,
            count: tiles.len(),
        });
    }
    let mut sorted = [tiles[0]; 4];
    sorted[..tiles.len()].copy_from_slice(tiles);
    sorted[..tiles.len()].sort_unstable();
    let low = sorted[0];
    let same = tiles.iter().all(|&t| t == low);
    let run = tiles.len() == 3
        && low.is_number()
        && low.rank() <= 7
        && sorted[1].index() == low.index() + 1
        && sorted[2].index() == low.index() + 2;
    let kind = match (tiles.len(), same, run) {
        (4, true, _) => MeldKind::Kong,
        (3, true, _) => MeldKind::Pung,
        (3, false, true) => MeldKind::Chow,
        _ => return Err(ParseError::NotASet { column }),
    };
    let digit = source.map(|(d, col)| (d as u8 - b'0', d, col));
    let source = match (kind, digit) {
        // Unmarked chows and pungs are claimed: a concealed one is just loose tiles.
        (MeldKind::Chow | MeldKind::Pung, None) => Some(1),
        (MeldKind::Kong, None) => None,
        (MeldKind::Chow | MeldKind::Pung, Some((n @ 1..=3, ..))) => Some(n),
        (MeldKind::Kong, Some((n @ (1..=3 | 5..=7), ..))) => Some(n),
        (_, Some((_, ch, col))) => {
            return Err(ParseError::BadSource {
                column: col,
                digit: ch,
                kind: match kind {
                    MeldKind::Chow => "chow",
                    MeldKind::Pung => "pung",
                    MeldKind::Kong => "kong",
                },
            });
        }
    };
    Ok(Meld {
        kind,
        tile: low,
        source,
    })
}

#[cfg(test)]
mod tests {

    #[test]
    fn mjrefs_own_codes_read_as_the_shared_notation() {
        for (ours, shared) in [
            (
                "2b 3b 4b 3d 4d 5d 6c 7c 8c 7c 8c 9c 5b 5b",
                "234s345p678m789m55s",
            ),
            (
                "1c 2c 3c Ew Ew Ew [6b 6b 6b] Rd Rd Rd Gd Gd",
                "123mEEE[666s]CCCFF",
            ),
            (
                "[1d 2d 3d,1] 4d 5d 6d 7d 8d 9d Wd Wd Wd Nw Nw",
                "[123p,1]456789pPPPNN",
            ),
        ] {
            assert_eq!(parse_hand(ours), parse_hand(shared), "{ours}");
            assert!(parse_hand(ours).is_ok(), "{ours}: {:?}", parse_hand(ours));
        }
        // A word that is no code leaves the text to the shared notation and its errors.
        assert!(parse_hand("1c 2x").is_err());
    }

    use super::*;

    fn tiles(hand: &Hand) -> String {
        hand.concealed().iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn reads_loose_tiles_and_the_winning_tile() {
        let h = parse_hand("123m456p789s11sEE E").expect("parses");
        assert!(h.melds().is_empty());
        assert_eq!(tiles(&h), "1m2m3m4p5p6p7s8s9s1s1sEE");
        assert_eq!(h.win_tile().to_string(), "E");
    }

    #[test]
    fn reads_melds_with_their_sources() {
        let h = parse_hand("[123p,1][345s,2][999s,3]6m6pEW1m6m").expect_err("13 loose");
        assert!(matches!(h, ParseError::TileCount { .. }));
        let h = parse_hand("[132p,2][999s,3][SSSS][8888p,1]6m6m").expect("parses");
        let m = h.melds();
        assert_eq!(
            (m[0].kind, m[0].tile.to_string(), m[0].source),
            (MeldKind::Chow, "1p".into(), Some(2))
        );
        assert_eq!((m[1].kind, m[1].source), (MeldKind::Pung, Some(3)));
        assert_eq!(
            (m[2].kind, m[2].tile.to_string(), m[2].source),
            (MeldKind::Kong, "S".into(), None)
        );
        assert_eq!((m[3].kind, m[3].source), (MeldKind::Kong, Some(1)));
        assert_eq!(h.win_tile().to_string(), "6m");
    }

    #[test]
    fn z_suffix_reads_as_honours() {
        let h = parse_hand("1234567z1234567z").expect("parses");
        assert_eq!(tiles(&h), "ESWNCFPESWNCF");
    }

    #[test]
    fn errors_say_where() {
        let cases: [(&str, ParseError); 11] = [
            ("", ParseError::Empty),
            ("123m45x", ParseError::UnexpectedChar { ch: 'x', column: 7 }),
            ("123E", ParseError::MissingSuit { column: 1 }),
            ("12389z", ParseError::BadHonourNumber { column: 4 }),
            ("[123m", ParseError::UnclosedMeld { column: 1 }),
            ("[123m[", ParseError::NestedMeld { column: 6 }),
            ("123m]", ParseError::StrayClose { column: 5 }),
            (
                "[12m]",
                ParseError::MeldSize {
                    column: 1,
                    count: 2,
                },
            ),
            ("[124m]", ParseError::NotASet { column: 1 }),
            (
                "[123m,4]",
                ParseError::BadSource {
                    column: 7,
                    digit: '4',
                    kind: "chow",
                },
            ),
            ("[SSSS]", ParseError::NoWinningTile),
        ];
        for (text, want) in cases {
            assert_eq!(parse_hand(text).expect_err(text), want, "{text}");
        }
    }

    #[test]
    fn counts_are_checked() {
        assert_eq!(
            parse_hand("123m456p789s11sEE").expect_err("13"),
            ParseError::TileCount {
                melds: 0,
                needed: 14,
                found: 13
            }
        );
        assert_eq!(
            parse_hand("123456789123456789123m").expect_err("21"),
            ParseError::TileCount {
                melds: 0,
                needed: 14,
                found: 21
            }
        );
        assert!(matches!(
            parse_hand("[1111111m]E"),
            Err(ParseError::MeldSize {
                column: 1,
                count: 7
            })
        ));
        assert!(matches!(
            parse_hand("11111m456p789sEEE"),
            Err(ParseError::Hand(HandError::TooManyCopies { count: 5, .. }))
        ));
        assert!(matches!(
            parse_hand("[123m][123m][123m][123m][123m]E"),
            Err(ParseError::Hand(HandError::TooManyMelds(5)))
        ));
    }
}
