//! The club code: a small binary record (format version, ruleset, edition, article filter,
//! question count, seed, time limit, pass mark, the fingerprint of a club's own deck) with
//! a checksum, written in base 32 and grouped by four so that it can be read out and
//! typed.

use crate::base32;
use crate::rng::fnv1a;
use crate::rules::Ruleset;

/// The record layout and the way questions are drawn from it (2: each question's draw
/// hashes the seed with its number; 3: options name this table's seats and are balanced;
/// 4: distractors on the matter's act first, false wins one tile from a hand, each
/// question's seed hashed from the code's seed and the question's number; 5: the
/// fingerprint of a deck of the club's own cases). A code with another number was made by
/// another version of mjref, and would not give the same questions here.
pub const FORMAT: u8 = 5;

/// Longest article filter a code carries.
pub const MAX_PATTERN: usize = 60;

/// A decoded code, before it is matched with a ruleset on this machine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Code {
    /// Hash of the ruleset id: codes stay short, and any ruleset (built in or house
    /// rules) can be named.
    pub ruleset_tag: u16,
    /// Hash of the ruleset's articles and settings: the same id with other rules is
    /// refused rather than asked differently.
    pub fingerprint: u16,
    /// Index into the ruleset's editions.
    pub edition: u8,
    pub count: u8,
    pub seed: u32,
    /// Seconds per question; 0: no limit.
    pub seconds: u16,
    /// Pass mark in percent for exam mode; 0: not an exam.
    pub pass: u8,
    /// Comma-separated article id patterns with `*` and `?`; empty: every article.
    pub articles: String,
    /// The fingerprint of the deck of cases the quiz asks (`deck_fingerprint`); 0: the
    /// questions are generated.
    pub deck: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("\"{0}\" is not a letter or digit of a club code")]
    NotBase32(char),
    #[error("this club code is too short: characters are missing")]
    TooShort,
    #[error(
        "this club code was made by another version of mjref (code format {found}; this mjref reads format {FORMAT}): ask the organiser for a code from the same version, or update mjref"
    )]
    Incompatible { found: u8 },
    #[error("this club code is mistyped: its check does not match")]
    Checksum,
    #[error("the article filter is longer than {MAX_PATTERN} characters or not plain ASCII")]
    Pattern,
}

/// Bytes before the article filter: format, ruleset tag, fingerprint, edition, count,
/// seed, seconds, pass mark, the filter's length. The deck's fingerprint, where there is
/// one, follows the filter.
const FIXED: usize = 15;

fn checksum(bytes: &[u8]) -> u16 {
    (fnv1a(bytes) & 0xFFFF) as u16
}

pub fn ruleset_tag(id: &str) -> u16 {
    (fnv1a(id.as_bytes()) & 0xFFFF) as u16
}

/// A hash of the cases of a deck, in the order asked: the same file gives the same
/// fingerprint on every machine, and any change to a case another one. Never 0, which
/// stands for no deck.
pub fn deck_fingerprint(cases: &[crate::scenario::Scenario]) -> u32 {
    let mut text = String::new();
    for c in cases {
        text.push_str(&c.to_ron());
        text.push('\u{1e}');
    }
    let h = (fnv1a(text.as_bytes()) & 0xFFFF_FFFF) as u32;
    h.max(1)
}

/// A hash of everything about the ruleset that decides the questions.
pub fn fingerprint(ruleset: &Ruleset) -> u16 {
    // The rules decide the questions, not the language their names are read in.
    let own = ruleset.own_meta.as_deref().unwrap_or(&ruleset.meta);
    let meta = serde_json::to_string(own).unwrap_or_default();
    let mut text = meta;
    for a in &ruleset.articles {
        text.push_str(&a.id);
        text.push_str(&format!("{:?}{:?}", a.phase, a.judges));
        text.push_str(&serde_json::to_string(&a.cases).unwrap_or_default());
    }
    (fnv1a(text.as_bytes()) & 0xFFFF) as u16
}

/// Letters, digits, punctuation and the space: what an article filter is written in.
fn printable_ascii(text: &str) -> bool {
    text.bytes().all(|b| (b' '..=b'~').contains(&b))
}

impl Code {
    pub fn to_bytes(&self) -> Result<Vec<u8>, CodeError> {
        let pattern = self.articles.as_bytes();
        if pattern.len() > MAX_PATTERN || !printable_ascii(&self.articles) {
            return Err(CodeError::Pattern);
        }
        let mut b = vec![FORMAT];
        b.extend(self.ruleset_tag.to_be_bytes());
        b.extend(self.fingerprint.to_be_bytes());
        b.push(self.edition);
        b.push(self.count);
        b.extend(self.seed.to_be_bytes());
        b.extend(self.seconds.to_be_bytes());
        b.push(self.pass);
        // The length fits: MAX_PATTERN is below 256.
        b.push(pattern.len() as u8);
        b.extend(pattern);
        // Only a deck's code carries its fingerprint: a generated quiz's code stays short.
        if self.deck != 0 {
            b.extend(self.deck.to_be_bytes());
        }
        let sum = checksum(&b);
        b.extend(sum.to_be_bytes());
        Ok(b)
    }

    /// The code as it is printed: base 32 in groups of four.
    pub fn to_text(&self) -> Result<String, CodeError> {
        let plain = base32::encode(&self.to_bytes()?);
        let groups: Vec<String> = plain
            .as_bytes()
            .chunks(4)
            .map(|c| String::from_utf8_lossy(c).into_owned())
            .collect();
        Ok(groups.join("-"))
    }

    pub fn parse(text: &str) -> Result<Code, CodeError> {
        let b = base32::decode(text).map_err(CodeError::NotBase32)?;
        // The format comes first and is judged first: a later format may lay out (and
        // check) the rest differently.
        match b.first() {
            None => return Err(CodeError::TooShort),
            Some(&f) if f != FORMAT => {
                // A mistyped first character looks like another format; the checksum
                // tells the two apart when it is laid out as ours.
                let ours = b.len() >= 3 && {
                    let (body, sum) = b.split_at(b.len() - 2);
                    checksum(body).to_be_bytes() == sum
                };
                return Err(if ours {
                    CodeError::Incompatible { found: f }
                } else if b.len() < FIXED + 2 {
                    CodeError::TooShort
                } else {
                    CodeError::Incompatible { found: f }
                });
            }
            Some(_) => {}
        }
        if b.len() < FIXED + 2 {
            return Err(CodeError::TooShort);
        }
        let plen = usize::from(b[FIXED - 1]);
        // Too short for the filter it says it has: a character of the length is mistyped,
        // as likely as one missing, and the checksum cannot tell which.
        if b.len() < FIXED + plen + 2 {
            return Err(CodeError::Checksum);
        }
        // What follows the filter: the checksum, or a deck's fingerprint and then the
        // checksum (the one whose checksum holds is the layout written).
        let end = FIXED + plen;
        let summed = |n: usize| {
            b.get(end + n..end + n + 2)
                .is_some_and(|sum| sum == checksum(&b[..end + n]).to_be_bytes())
        };
        let deck = if summed(0) {
            0
        } else if summed(4) {
            u32::from_be_bytes([b[end], b[end + 1], b[end + 2], b[end + 3]])
        } else {
            return Err(CodeError::Checksum);
        };
        let body = &b[..end];
        // Characters past the checksum, or a last character whose unused bits are set,
        // make another text of the same bytes: a code is typed in exactly one way.
        let used = end + if deck == 0 { 2 } else { 6 };
        let typed: Vec<u32> = text
            .chars()
            .filter(|c| *c != '-' && !c.is_whitespace())
            .filter_map(base32::value_of)
            .collect();
        let canonical: Vec<u32> = base32::encode(&b[..used])
            .chars()
            .filter_map(base32::value_of)
            .collect();
        if typed != canonical {
            return Err(CodeError::Checksum);
        }
        let u16_at = |i: usize| u16::from_be_bytes([b[i], b[i + 1]]);
        // mjref writes a filter of printable ASCII only; anything else in one is a code
        // made by hand to put a terminal command in front of the members.
        let articles = std::str::from_utf8(&body[FIXED..])
            .ok()
            .filter(|a| printable_ascii(a))
            .ok_or(CodeError::Pattern)?
            .to_string();
        Ok(Code {
            ruleset_tag: u16_at(1),
            fingerprint: u16_at(3),
            edition: b[5],
            count: b[6],
            seed: u32::from_be_bytes([b[7], b[8], b[9], b[10]]),
            seconds: u16_at(11),
            pass: b[13],
            deck,
            articles,
        })
    }
}

/// The short check value of a score card: the organiser, who knows the code, can tell
/// whether a score read out matches it.
pub fn score_check(code: &Code, right: u32, name: &str) -> String {
    let mut bytes = code.to_bytes().unwrap_or_default();
    bytes.extend(right.to_be_bytes());
    bytes.extend(name.trim().to_lowercase().as_bytes());
    let h = fnv1a(&bytes);
    // 20 bits: four characters.
    let v = (h & 0xF_FFFF) as u32;
    let b = [(v >> 12) as u8, (v >> 4) as u8, (v << 4) as u8];
    base32::encode(&b).chars().take(4).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Code {
        Code {
            ruleset_tag: 0xBEEF,
            fingerprint: 0x1234,
            edition: 1,
            count: 10,
            seed: 123_456_789,
            seconds: 45,
            pass: 70,
            articles: "MIL-7*".into(),
            deck: 0xDEC0_0001,
        }
    }

    #[test]
    fn round_trip() {
        let c = sample();
        let text = c.to_text().expect("encodes");
        assert_eq!(Code::parse(&text), Ok(c.clone()));
        assert_eq!(
            Code::parse(&text.to_lowercase().replace('-', " ")),
            Ok(c.clone())
        );
        // A generated quiz's code carries no deck, and is the shorter for it.
        let generated = Code { deck: 0, ..c };
        let short = generated.to_text().expect("encodes");
        assert_eq!(Code::parse(&short), Ok(generated));
        assert!(short.len() < text.len(), "{short} / {text}");
    }

    #[test]
    fn a_filter_with_a_terminal_command_is_refused() {
        // Made by hand with a valid checksum, as a crafted code would be: a generated
        // quiz's code (no deck) ends with its filter, then the checksum; the new filter
        // is as long as the old one, so the length byte holds.
        let mut bytes = Code {
            deck: 0,
            ..sample()
        }
        .to_bytes()
        .expect("encodes");
        let n = bytes.len();
        let body_end = n - 2;
        let at = body_end - "MIL-7*".len();
        bytes.splice(at..body_end, b"\x1b]0;x\x07".iter().copied());
        let n = bytes.len();
        let sum = checksum(&bytes[..n - 2]).to_be_bytes();
        bytes[n - 2..].copy_from_slice(&sum);
        assert_eq!(
            Code::parse(&base32::encode(&bytes)),
            Err(CodeError::Pattern)
        );
        let written = Code {
            articles: "MIL\u{1b}[2J".into(),
            ..sample()
        };
        assert_eq!(written.to_text(), Err(CodeError::Pattern));
    }

    #[test]
    fn a_typo_is_caught() {
        let text = sample().to_text().expect("encodes");
        // Change one character in the middle.
        let mut chars: Vec<char> = text.chars().collect();
        let i = chars.len() / 2;
        chars[i] = if chars[i] == 'A' { 'B' } else { 'A' };
        let typo: String = chars.into_iter().collect();
        assert_eq!(Code::parse(&typo), Err(CodeError::Checksum));
    }

    #[test]
    fn another_format_is_refused_clearly() {
        // The format before this one (questions drawn by seed + number) and one after.
        for other in [FORMAT - 1, FORMAT + 1] {
            let mut bytes = sample().to_bytes().expect("encodes");
            bytes[0] = other;
            let n = bytes.len();
            let sum = checksum(&bytes[..n - 2]).to_be_bytes();
            bytes[n - 2..].copy_from_slice(&sum);
            let text = base32::encode(&bytes);
            assert_eq!(
                Code::parse(&text),
                Err(CodeError::Incompatible { found: other })
            );
        }
    }

    #[test]
    fn score_checks_differ_by_score() {
        let c = sample();
        assert_eq!(score_check(&c, 7, "Ann"), score_check(&c, 7, " ann "));
        assert_ne!(score_check(&c, 7, "Ann"), score_check(&c, 8, "Ann"));
        assert_eq!(score_check(&c, 7, "Ann").len(), 4);
    }
}
