//! One card hand as a pattern: groups of identical tiles whose suits are relative colours
//! and whose numbers may be a variable, read from the notation a player copies off the
//! card (`FF 2026g 2222r 6666b`). See docs/card-format.md.

use crate::i18n::{Arg, Said};
use crate::tiles::{Dragon, Kind, Suit, Wind};
use serde::{Deserialize, Serialize};
use std::fmt;

/// An ink colour of the printed card. Colours are relative: each stands for one suit, and
/// different colours in one hand stand for different suits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Colour(pub u8);

impl Colour {
    /// The letters written after a group: green, red and blue ink.
    pub const LETTERS: [char; 3] = ['g', 'r', 'b'];

    fn from_letter(c: char) -> Option<Colour> {
        Colour::LETTERS
            .iter()
            .position(|&l| l == c)
            .and_then(|i| u8::try_from(i).ok())
            .map(Colour)
    }

    pub fn letter(self) -> char {
        Colour::LETTERS[usize::from(self.0).min(2)]
    }
}

/// A number on the card: as printed, or the hand's number variable plus an offset
/// (offset 0 is the smallest number of a run, or the like number itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Num {
    Fixed(u8),
    Var(u8),
}

/// What one group is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Symbol {
    Flower,
    Wind(Wind),
    /// The White dragon used as zero: it has no suit.
    Zero,
    /// The dragon of the colour's suit (Red = Craks, Green = Bams, White = Dots).
    Dragon(Colour),
    Number(Colour, Num),
}

/// `size` identical tiles: 1 single, 2 pair, 3 pung, 4 kong, 5 quint, 6 sextet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Group {
    pub symbol: Symbol,
    pub size: u8,
    /// Byte offset of the group in the line's text, to point at it in an error.
    pub at: usize,
}

impl Group {
    /// Jokers may stand in only for groups of three or more identical tiles.
    pub fn takes_jokers(&self) -> bool {
        self.size >= 3
    }
}

/// The note of a card line about its numbers, which turns printed numbers into a
/// variable. Numbers in a group that contains a 0 (a year such as `2026`) never vary.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Numbers {
    /// Only the numbers printed.
    #[default]
    AsPrinted,
    /// "Any like numbers": the one printed number stands for any number 1–9.
    Like,
    /// The one printed odd number stands for any odd number.
    LikeOdd,
    /// The one printed even number stands for any even number.
    LikeEven,
    /// "Any consecutive numbers": the printed run moves up or down as a whole.
    Run,
    /// A run of odd numbers (1 3 5) that moves by two (3 5 7, 5 7 9).
    OddRun,
    /// A run of even numbers (2 4 6) that moves by two (4 6 8).
    EvenRun,
}

/// One card hand (one side of an "OR").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    pub groups: Vec<Group>,
    /// The values the number variable may take, smallest first; empty when every number
    /// is as printed.
    pub bases: Vec<u8>,
    /// The hand as written on its line.
    pub text: String,
    /// Byte offset of `text` in the line.
    pub at: usize,
}

/// A mistake in a line's notation, at a byte offset of the line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{said}")]
pub struct PatternError {
    pub at: usize,
    pub said: Said,
}

fn err<T>(at: usize, id: &'static str, args: Vec<(&'static str, Arg)>) -> Result<T, PatternError> {
    Err(PatternError {
        at,
        said: Said::new(id, args),
    })
}

/// Tiles in a card hand, always.
pub const HAND_TILES: usize = 14;
const MAX_GROUP: usize = 6;

/// A number as read, before the line's note decides whether it varies.
#[derive(Debug, Clone, Copy)]
enum Raw {
    Sym(Symbol),
    Printed {
        colour: Colour,
        n: u8,
        may_vary: bool,
    },
}

impl Pattern {
    pub fn tile_count(&self) -> usize {
        self.groups.iter().map(|g| usize::from(g.size)).sum()
    }

    /// Whether any group takes jokers. Singles & Pairs hands have none.
    pub fn takes_jokers(&self) -> bool {
        self.groups.iter().any(Group::takes_jokers)
    }

    /// The colours used, in order of first use.
    pub fn colours(&self) -> Vec<Colour> {
        let mut seen = Vec::new();
        for g in &self.groups {
            if let Symbol::Dragon(c) | Symbol::Number(c, _) = g.symbol
                && !seen.contains(&c)
            {
                seen.push(c);
            }
        }
        seen
    }

    /// The concrete tiles of one reading of the pattern: `suits[c]` is the suit of colour
    /// `c`, `base` the value of the number variable (ignored when there is none).
    pub fn concrete(&self, suits: [Suit; 3], base: u8) -> Vec<(Kind, u8)> {
        self.groups
            .iter()
            .map(|g| (kind_of(g.symbol, suits, base), g.size))
            .collect()
    }
}

pub fn dragon_of(suit: Suit) -> Dragon {
    match suit {
        Suit::Craks => Dragon::Red,
        Suit::Bams => Dragon::Green,
        Suit::Dots => Dragon::White,
    }
}

fn kind_of(symbol: Symbol, suits: [Suit; 3], base: u8) -> Kind {
    let suit = |c: Colour| suits[usize::from(c.0).min(2)];
    match symbol {
        Symbol::Flower => Kind::Flower,
        Symbol::Wind(w) => Kind::Wind(w),
        Symbol::Zero => Kind::Dragon(Dragon::White),
        Symbol::Dragon(c) => Kind::Dragon(dragon_of(suit(c))),
        Symbol::Number(c, Num::Fixed(n)) => Kind::Number(suit(c), n),
        Symbol::Number(c, Num::Var(off)) => Kind::Number(suit(c), base.saturating_add(off)),
    }
}

/// Read a card line: one hand, or several separated by `OR`.
pub fn parse_line(text: &str, numbers: Numbers) -> Result<Vec<Pattern>, PatternError> {
    let mut hands = Vec::new();
    let mut current: Vec<(usize, &str)> = Vec::new();
    let mut last_or = None;
    for (at, word) in words(text) {
        if word == "OR" {
            if current.is_empty() {
                return err(at, "err-card-or", Vec::new());
            }
            hands.push(parse_hand(text, &current, numbers)?);
            current.clear();
            last_or = Some(at);
        } else {
            current.push((at, word));
        }
    }
    if current.is_empty() {
        return match last_or {
            Some(at) => err(at, "err-card-or", Vec::new()),
            None => err(0, "err-card-no-hand", Vec::new()),
        };
    }
    hands.push(parse_hand(text, &current, numbers)?);
    Ok(hands)
}

fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_whitespace()
        .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

fn parse_hand(
    line: &str,
    words: &[(usize, &str)],
    numbers: Numbers,
) -> Result<Pattern, PatternError> {
    let mut raw: Vec<(Raw, u8, usize)> = Vec::new();
    for &(at, word) in words {
        parse_word(at, word, &mut raw)?;
    }
    let start = words.first().map_or(0, |w| w.0);
    let end = words.last().map_or(0, |(at, w)| at + w.len());
    let tiles: usize = raw.iter().map(|r| usize::from(r.1)).sum();
    if tiles != HAND_TILES {
        return err(
            start,
            "err-card-hand-size",
            vec![("tiles", tiles.into()), ("needed", HAND_TILES.into())],
        );
    }
    let (groups, bases) = apply_numbers(&raw, numbers, start)?;
    Ok(Pattern {
        groups,
        bases,
        text: line[start..end].to_string(),
        at: start,
    })
}

fn parse_word(at: usize, word: &str, out: &mut Vec<(Raw, u8, usize)>) -> Result<(), PatternError> {
    let (body, colour) = match word.chars().last().and_then(Colour::from_letter) {
        Some(c) => (&word[..word.len() - 1], Some(c)),
        None => (word, None),
    };
    if body.is_empty() {
        return err(at, "err-card-bare-colour", vec![("word", word.into())]);
    }
    let has_suit_tiles = body.chars().any(|c| matches!(c, '1'..='9' | 'D'));
    match (has_suit_tiles, colour) {
        (true, None) => {
            return err(at, "err-card-no-colour", vec![("word", word.into())]);
        }
        (false, Some(_)) => {
            return err(at, "err-card-colourless", vec![("word", word.into())]);
        }
        _ => {}
    }
    let colour = colour.unwrap_or(Colour(0));
    let may_vary = !body.contains('0');
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let run = bytes[i..].iter().take_while(|&&b| b == c).count();
        let here = at + i;
        let sym = match c {
            b'1'..=b'9' => Raw::Printed {
                colour,
                n: c - b'0',
                may_vary,
            },
            b'0' => Raw::Sym(Symbol::Zero),
            b'F' => Raw::Sym(Symbol::Flower),
            b'D' => Raw::Sym(Symbol::Dragon(colour)),
            b'N' => Raw::Sym(Symbol::Wind(Wind::North)),
            b'E' => Raw::Sym(Symbol::Wind(Wind::East)),
            b'W' => Raw::Sym(Symbol::Wind(Wind::West)),
            b'S' => Raw::Sym(Symbol::Wind(Wind::South)),
            _ => {
                let ch = body[i..].chars().next().unwrap_or('?');
                return err(
                    here,
                    "err-card-symbol",
                    vec![("char", ch.to_string().into())],
                );
            }
        };
        if run > MAX_GROUP {
            return err(
                here,
                "err-card-group-size",
                vec![("most", MAX_GROUP.into()), ("run", run.into())],
            );
        }
        out.push((sym, run as u8, here));
        i += run;
    }
    Ok(())
}

/// Turn printed numbers into fixed numbers or the variable, as the note says.
fn apply_numbers(
    raw: &[(Raw, u8, usize)],
    numbers: Numbers,
    start: usize,
) -> Result<(Vec<Group>, Vec<u8>), PatternError> {
    let mut varying: Vec<(u8, usize)> = raw
        .iter()
        .filter_map(|&(r, _, at)| match r {
            Raw::Printed {
                n, may_vary: true, ..
            } if numbers != Numbers::AsPrinted => Some((n, at)),
            _ => None,
        })
        .collect();
    let first_at = varying.first().map_or(start, |v| v.1);
    varying.sort_unstable();
    let mut distinct: Vec<u8> = varying.iter().map(|v| v.0).collect();
    distinct.dedup();
    let (low, high) = match (distinct.first(), distinct.last()) {
        (Some(&l), Some(&h)) => (l, h),
        _ if numbers == Numbers::AsPrinted => (0, 0),
        _ => {
            return err(
                start,
                "err-card-nothing-varies",
                vec![("numbers", format!("{numbers:?}").into())],
            );
        }
    };
    let step = match numbers {
        Numbers::AsPrinted => 0,
        Numbers::Like | Numbers::Run => 1,
        Numbers::LikeOdd | Numbers::LikeEven | Numbers::OddRun | Numbers::EvenRun => 2,
    };
    let parity = match numbers {
        Numbers::LikeOdd | Numbers::OddRun => Some(1),
        Numbers::LikeEven | Numbers::EvenRun => Some(0),
        _ => None,
    };
    if let Some(p) = parity
        && let Some(&(n, at)) = varying.iter().find(|v| v.0 % 2 != p)
    {
        let want = if p == 1 { "odd" } else { "even" };
        return err(
            at,
            "err-card-parity",
            vec![
                ("numbers", format!("{numbers:?}").into()),
                ("want", want.into()),
                ("printed", u32::from(n).into()),
            ],
        );
    }
    match numbers {
        Numbers::AsPrinted => {}
        Numbers::Like | Numbers::LikeOdd | Numbers::LikeEven => {
            if let Some(&(n, at)) = varying.iter().find(|v| v.0 != low) {
                return err(
                    at,
                    "err-card-like",
                    vec![
                        ("numbers", format!("{numbers:?}").into()),
                        ("low", u32::from(low).into()),
                        ("printed", u32::from(n).into()),
                    ],
                );
            }
        }
        Numbers::Run | Numbers::OddRun | Numbers::EvenRun => {
            if let Some(w) = distinct.windows(2).find(|w| w[1] - w[0] != step) {
                let at = varying
                    .iter()
                    .find(|v| v.0 == w[1])
                    .map_or(first_at, |v| v.1);
                return err(
                    at,
                    "err-card-run",
                    vec![
                        ("numbers", format!("{numbers:?}").into()),
                        ("step", u32::from(step).into()),
                        ("next", u32::from(w[1]).into()),
                        ("before", u32::from(w[0]).into()),
                    ],
                );
            }
        }
    }
    let bases: Vec<u8> = if numbers == Numbers::AsPrinted {
        Vec::new()
    } else {
        (1..=9 - (high - low))
            .filter(|b| step == 1 || b % 2 == low % 2)
            .collect()
    };
    let groups = raw
        .iter()
        .map(|&(r, size, at)| {
            let symbol = match r {
                Raw::Sym(s) => s,
                Raw::Printed {
                    colour,
                    n,
                    may_vary,
                } => {
                    let num = if may_vary && numbers != Numbers::AsPrinted {
                        Num::Var(n - low)
                    } else {
                        Num::Fixed(n)
                    };
                    Symbol::Number(colour, num)
                }
            };
            Group { symbol, size, at }
        })
        .collect();
    Ok((groups, bases))
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str, numbers: Numbers) -> Pattern {
        let mut v = parse_line(text, numbers).expect("parses");
        assert_eq!(v.len(), 1);
        v.remove(0)
    }

    #[test]
    fn a_year_hand_reads_as_groups() {
        let p = one("FF 2026g 2222r 6666b", Numbers::AsPrinted);
        let sizes: Vec<u8> = p.groups.iter().map(|g| g.size).collect();
        assert_eq!(sizes, [2, 1, 1, 1, 1, 4, 4]);
        assert_eq!(p.groups[2].symbol, Symbol::Zero);
        assert_eq!(p.groups[1].at, 3);
        assert_eq!(p.colours(), [Colour(0), Colour(1), Colour(2)]);
        assert!(p.bases.is_empty());
        assert!(p.takes_jokers());
    }

    #[test]
    fn like_numbers_become_a_variable_but_the_year_stays() {
        let p = one("2026g 1111r 1111b FF", Numbers::Like);
        assert_eq!(p.bases, (1..=9).collect::<Vec<_>>());
        assert_eq!(p.groups[0].symbol, Symbol::Number(Colour(0), Num::Fixed(2)));
        assert_eq!(p.groups[4].symbol, Symbol::Number(Colour(1), Num::Var(0)));
    }

    #[test]
    fn runs_move_within_one_to_nine() {
        let p = one("11g 222g 333g 444g 555g", Numbers::Run);
        assert_eq!(p.bases, [1, 2, 3, 4, 5]);
        let p = one("1111g 333g 5555r DDDr", Numbers::OddRun);
        assert_eq!(p.bases, [1, 3, 5]);
        let p = one("2222g 444g 6666r DDDr", Numbers::EvenRun);
        assert_eq!(p.bases, [2, 4]);
        let p = one("FFFFFF 3333g 3333r", Numbers::LikeOdd);
        assert_eq!(p.bases, [1, 3, 5, 7, 9]);
        let p = one("FFFFFF 4444g 4444r", Numbers::LikeEven);
        assert_eq!(p.bases, [2, 4, 6, 8]);
    }

    #[test]
    fn or_separates_hands() {
        let v = parse_line(
            "444g 666g 4444r 6666r OR 222g 888g 2222r 8888r",
            Numbers::AsPrinted,
        )
        .expect("parses");
        assert_eq!(v.len(), 2);
        assert_eq!(v[1].text, "222g 888g 2222r 8888r");
        assert_eq!(v[1].at, 25);
    }

    #[test]
    fn mistakes_are_located() {
        let cases = [
            ("FF 2026 2222r 6666b", 3, "needs a colour letter"),
            ("FFg 2026g 2222r 6666b", 0, "takes no colour"),
            ("FF 2026g 2222r 666b", 0, "13 tiles"),
            ("FF 2026g 22x2r 6666b", 11, "`x` is not a card symbol"),
            ("FF 2026g 2222222r 666b", 9, "at most 6"),
            ("FF 2026g 2222r 6666b OR", 21, "between two hands"),
            ("  ", 0, "no hand"),
            ("OR FF", 0, "between two hands"),
        ];
        for (text, at, needle) in cases {
            let e = parse_line(text, Numbers::AsPrinted).expect_err(text);
            assert_eq!(e.at, at, "{text}: {e}");
            assert!(e.to_string().contains(needle), "{text}: {e}");
        }
        let e = parse_line("1111g 3333r 1111b FF", Numbers::Like).expect_err("two numbers");
        assert_eq!(e.at, 6);
        let e = parse_line("1111g 3333r 5555b FF", Numbers::Run).expect_err("gap");
        assert!(e.to_string().contains("3 follows 1"), "{e}");
        let e = parse_line("FF 2026g 2026r 2026b", Numbers::Like).expect_err("nothing varies");
        assert!(e.to_string().contains("no number"), "{e}");
        let e = parse_line("1111g 4444r 5555b FF", Numbers::OddRun).expect_err("even");
        assert_eq!(e.at, 6);
    }
}
