//! The two-character tile notation used in scenario files and the ASCII tile style.
//!
//! Suit tiles are a digit and a lowercase suit letter (`5d` five dot, `1b` one bam,
//! `9c` nine crak). Honours are an uppercase letter and a lowercase class letter: winds
//! `Ew Sw Ww Nw`, dragons `Rd Gd Wd`. Bonus tiles: `Fl` (American flower), `F1`–`F4`,
//! `S1`–`S4`. Joker: `JK`. The second character alone tells suits, winds, dragons,
//! flowers and jokers apart.

use super::{Dragon, Kind, Suit, Wind};

#[derive(Debug, PartialEq, Eq)]
pub struct NotationError {
    pub text: String,
}

impl NotationError {
    /// To be told in the reader's language.
    pub fn said(&self) -> crate::i18n::Said {
        crate::i18n::Said::new("err-tile", vec![("text", self.text.as_str().into())])
    }
}

crate::i18n::error_said_in_english!(NotationError);

pub fn code(kind: Kind) -> String {
    match kind {
        Kind::Number(s, n) => format!(
            "{n}{}",
            match s {
                Suit::Dots => 'd',
                Suit::Bams => 'b',
                Suit::Craks => 'c',
            }
        ),
        Kind::Wind(w) => match w {
            Wind::East => "Ew",
            Wind::South => "Sw",
            Wind::West => "Ww",
            Wind::North => "Nw",
        }
        .into(),
        Kind::Dragon(d) => match d {
            Dragon::Red => "Rd",
            Dragon::Green => "Gd",
            Dragon::White => "Wd",
        }
        .into(),
        Kind::Flower => "Fl".into(),
        Kind::NumberedFlower(n) => format!("F{n}"),
        Kind::Season(n) => format!("S{n}"),
        Kind::Joker => "JK".into(),
    }
}

pub fn parse_kind(text: &str) -> Result<Kind, NotationError> {
    let err = || NotationError {
        text: text.to_string(),
    };
    let mut chars = text.chars();
    let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) else {
        return Err(err());
    };
    let kind = match (a, b) {
        ('1'..='9', 'd' | 'b' | 'c') => {
            let suit = match b {
                'd' => Suit::Dots,
                'b' => Suit::Bams,
                _ => Suit::Craks,
            };
            Kind::Number(suit, a as u8 - b'0')
        }
        ('E', 'w') => Kind::Wind(Wind::East),
        ('S', 'w') => Kind::Wind(Wind::South),
        ('W', 'w') => Kind::Wind(Wind::West),
        ('N', 'w') => Kind::Wind(Wind::North),
        ('R', 'd') => Kind::Dragon(Dragon::Red),
        ('G', 'd') => Kind::Dragon(Dragon::Green),
        ('W', 'd') => Kind::Dragon(Dragon::White),
        ('F', 'l') => Kind::Flower,
        ('F', '1'..='4') => Kind::NumberedFlower(b as u8 - b'0'),
        ('S', '1'..='4') => Kind::Season(b as u8 - b'0'),
        ('J', 'K') => Kind::Joker,
        _ => return Err(err()),
    };
    Ok(kind)
}

/// Whitespace-separated tiles.
pub fn parse_kinds(text: &str) -> Result<Vec<Kind>, NotationError> {
    text.split_whitespace().map(parse_kind).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_round_trips() {
        for k in Kind::all() {
            assert_eq!(parse_kind(&code(k)), Ok(k), "{k:?}");
        }
    }

    #[test]
    fn codes_are_two_chars_and_distinct() {
        let codes: Vec<String> = Kind::all().into_iter().map(code).collect();
        let mut sorted = codes.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), codes.len());
        assert!(codes.iter().all(|c| c.chars().count() == 2));
    }

    #[test]
    fn rejects_nonsense() {
        for bad in ["", "0d", "5x", "Ewx", "jk", "F5"] {
            assert!(parse_kind(bad).is_err(), "{bad}");
        }
    }
}
