//! A player's hand: concealed tiles and exposures, in the project's tile notation.
//!
//! Written as the concealed tiles, then each exposure in brackets, oldest first:
//! `Fl Fl 2b 2b 2b 2b 4c 4c 4c 8d 8d [6d 6d JK]`. The last exposure may be the group
//! claimed for mah jongg (a pair or a single then, even in a concealed hand).

use super::instance::available;
use crate::i18n::Said;
use crate::tiles::{Kind, code, parse_kind};
use std::fmt;

/// An exposed group: identical natural tiles, jokers allowed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Exposure {
    pub tiles: Vec<Kind>,
}

impl Exposure {
    /// The tile the group is made of; `None` when it is all jokers.
    pub fn natural(&self) -> Option<Kind> {
        self.tiles.iter().copied().find(|&k| k != Kind::Joker)
    }

    pub fn jokers(&self) -> usize {
        self.tiles.iter().filter(|&&k| k == Kind::Joker).count()
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// Parse one exposure written without brackets, such as `JK 2b 2b`.
    pub fn parse(text: &str) -> Result<Exposure, HandError> {
        let tiles = text
            .split_whitespace()
            .map(tile)
            .collect::<Result<Vec<_>, _>>()?;
        let e = Exposure { tiles };
        e.check()?;
        Ok(e)
    }

    /// Whether the group is what its tiles are: one kind of natural tile, jokers aside,
    /// and jokers only in a group of three or more (never in a single or a pair).
    pub fn is_a_group(&self) -> bool {
        let one_kind = self
            .natural()
            .is_none_or(|n| self.tiles.iter().all(|&k| k == n || k == Kind::Joker));
        one_kind && (self.jokers() == 0 || self.len() >= 3)
    }

    fn check(&self) -> Result<(), HandError> {
        if self.tiles.is_empty() {
            return Err(HandError::EmptyExposure);
        }
        if let Some(n) = self.natural()
            && self.tiles.iter().any(|&k| k != n && k != Kind::Joker)
        {
            return Err(HandError::MixedExposure(self.to_string()));
        }
        if self.tiles.len() > 6 {
            return Err(HandError::ExposureTooBig(self.to_string()));
        }
        Ok(())
    }
}

impl fmt::Display for Exposure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<String> = self.tiles.iter().map(|&k| code(k)).collect();
        f.write_str(&codes.join(" "))
    }
}

/// Concealed tiles and exposures, in the order they were made.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Hand {
    pub concealed: Vec<Kind>,
    pub exposures: Vec<Exposure>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum HandError {
    Tile(crate::tiles::NotationError),
    NotAmerican(String),
    TooMany {
        tile: String,
        count: usize,
        limit: u8,
    },
    NestedBracket,
    StrayBracket,
    Unclosed,
    EmptyExposure,
    MixedExposure(String),
    ExposureTooBig(String),
}

impl From<crate::tiles::NotationError> for HandError {
    fn from(e: crate::tiles::NotationError) -> Self {
        HandError::Tile(e)
    }
}

impl HandError {
    /// What is wrong, to be told in the player's language (`err-hand-…`).
    pub fn said(&self) -> Said {
        let text = |id: &'static str, t: &str| Said::new(id, vec![("text", t.into())]);
        match self {
            HandError::Tile(e) => e.said(),
            HandError::NotAmerican(t) => text("err-hand-not-american", t),
            HandError::TooMany { tile, count, limit } => Said::new(
                "err-hand-too-many",
                vec![
                    ("count", (*count).into()),
                    ("tile", tile.as_str().into()),
                    ("limit", (*limit).into()),
                ],
            ),
            HandError::NestedBracket => Said::new("err-hand-nested", Vec::new()),
            HandError::StrayBracket => Said::new("err-hand-stray-close", Vec::new()),
            HandError::Unclosed => Said::new("err-hand-unclosed", Vec::new()),
            HandError::EmptyExposure => Said::new("err-hand-empty-exposure", Vec::new()),
            HandError::MixedExposure(t) => text("err-hand-mixed", t),
            HandError::ExposureTooBig(t) => text("err-hand-too-big", t),
        }
    }
}

crate::i18n::error_said_in_english!(HandError);

fn tile(text: &str) -> Result<Kind, HandError> {
    let kind = parse_kind(text)?;
    match kind {
        Kind::NumberedFlower(_) | Kind::Season(_) => Err(HandError::NotAmerican(text.into())),
        _ => Ok(kind),
    }
}

impl Hand {
    pub fn new(concealed: Vec<Kind>, exposures: Vec<Exposure>) -> Hand {
        Hand {
            concealed,
            exposures,
        }
    }

    pub fn parse(text: &str) -> Result<Hand, HandError> {
        let mut hand = Hand::default();
        let mut open: Option<Vec<Kind>> = None;
        let spaced = text.replace('[', " [ ").replace(']', " ] ");
        for word in spaced.split_whitespace() {
            match (word, open.as_mut()) {
                ("[", Some(_)) => return Err(HandError::NestedBracket),
                ("[", None) => open = Some(Vec::new()),
                ("]", None) => return Err(HandError::StrayBracket),
                ("]", Some(_)) => {
                    let e = Exposure {
                        tiles: open.take().unwrap_or_default(),
                    };
                    e.check()?;
                    hand.exposures.push(e);
                }
                (w, Some(tiles)) => tiles.push(tile(w)?),
                (w, None) => hand.concealed.push(tile(w)?),
            }
        }
        if open.is_some() {
            return Err(HandError::Unclosed);
        }
        hand.check_counts()?;
        Ok(hand)
    }

    fn check_counts(&self) -> Result<(), HandError> {
        let mut counts = [0usize; Kind::COUNT];
        for k in self.tiles() {
            counts[k.index()] += 1;
        }
        for k in Kind::all() {
            let limit = available(k);
            if counts[k.index()] > usize::from(limit) {
                return Err(HandError::TooMany {
                    tile: code(k),
                    count: counts[k.index()],
                    limit,
                });
            }
        }
        Ok(())
    }

    /// Every tile, concealed first.
    pub fn tiles(&self) -> impl Iterator<Item = Kind> + '_ {
        self.concealed
            .iter()
            .copied()
            .chain(self.exposures.iter().flat_map(|e| e.tiles.iter().copied()))
    }

    pub fn tile_count(&self) -> usize {
        self.concealed.len() + self.exposures.iter().map(Exposure::len).sum::<usize>()
    }

    pub fn jokers(&self) -> usize {
        self.tiles().filter(|&k| k == Kind::Joker).count()
    }
}

impl std::str::FromStr for Hand {
    type Err = HandError;
    fn from_str(s: &str) -> Result<Hand, HandError> {
        Hand::parse(s)
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<String> = self.concealed.iter().map(|&k| code(k)).collect();
        f.write_str(&codes.join(" "))?;
        for e in &self.exposures {
            if !codes.is_empty() {
                f.write_str(" ")?;
            }
            write!(f, "[{e}]")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn concealed_then_exposures() {
        let h =
            Hand::parse("Fl Fl 2b 2b 2b 2b 4c 4c 4c 8d 8d [6d 6d JK] [JK JK JK]").expect("parses");
        assert_eq!(h.concealed.len(), 11);
        assert_eq!(h.exposures.len(), 2);
        assert_eq!(h.tile_count(), 17);
        assert_eq!(h.exposures[1].natural(), None);
        assert_eq!(h.jokers(), 4);
        assert_eq!(
            h.to_string(),
            "Fl Fl 2b 2b 2b 2b 4c 4c 4c 8d 8d [6d 6d JK] [JK JK JK]"
        );
        let tight = Hand::parse("Fl [6d 6d JK][Rd Rd Rd]").expect("brackets need no spaces");
        assert_eq!(tight.exposures.len(), 2);
    }

    #[test]
    fn bad_hands_say_what_is_wrong() {
        let cases = [
            ("Fl 5x", "`5x` is not a tile"),
            ("F1 2b", "not in the American set"),
            ("2b 2b 2b 2b 2b", "5 tiles 2b"),
            ("2b [2b [2b]]", "inside an exposure"),
            ("2b ]", "without an exposure"),
            ("2b [2b 2b", "not closed"),
            ("2b []", "empty exposure"),
            ("[2b 3b 4b]", "mixes different tiles"),
            ("[Fl Fl Fl Fl Fl Fl Fl]", "more than 6"),
            ("JK JK JK JK JK JK JK JK JK", "9 tiles JK"),
        ];
        for (text, needle) in cases {
            let e = Hand::parse(text).expect_err(text).to_string();
            assert!(e.contains(needle), "{text}: {e}");
        }
    }
}
