//! A question's replay code: the article and the seed of one question, written so that it
//! can be read out and typed (Crockford's base 32, in groups of four), and so that it does
//! not name the article before the question is answered.

use crate::base32;
use crate::rules::Ruleset;

/// Bumped whenever the same article and seed would give another question, or the code
/// is laid out otherwise.
const FORMAT: u8 = 2;

/// The format before the check byte: its codes still read, unchecked.
const FORMAT_UNCHECKED: u8 = 1;

/// CRC-8 (polynomial 0x07) of the code's bytes: a character typed wrong changes at most
/// five neighbouring bits, and CRC-8 finds every change within eight.
fn check_byte(bytes: &[u8]) -> u8 {
    let mut crc = 0u8;
    for b in bytes {
        crc ^= b;
        for _ in 0..8 {
            crc = if crc & 0x80 != 0 {
                (crc << 1) ^ 0x07
            } else {
                crc << 1
            };
        }
    }
    crc
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("\"{0}\" is not a whole question code: copy all of it, as the trainer showed it")]
    NotACode(String),
    #[error(
        "this question code was made by another version of mjref; its questions are not the same"
    )]
    OtherFormat,
    #[error(
        "\"{0}\" has a character wrong: copy the question code again, as the trainer showed it"
    )]
    Mistyped(String),
    #[error(
        "no article of this ruleset made this question code: give the --ruleset (and --rules-dir) it was made with"
    )]
    NoArticle,
}

/// Two bytes that tell the articles of a ruleset apart (FNV-1a of the id, folded).
fn tag(id: &str) -> [u8; 2] {
    let mut h: u32 = 0x811c_9dc5;
    for b in id.bytes() {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    let folded = (h ^ (h >> 16)) as u16;
    folded.to_be_bytes()
}

/// The code of the question `seed` of article `article`.
pub fn code(article: &str, seed: u64) -> String {
    let mut bytes = vec![FORMAT];
    bytes.extend(tag(article));
    bytes.extend(seed.to_be_bytes());
    bytes.push(check_byte(&bytes));
    let plain = base32::encode(&bytes);
    plain
        .as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join("-")
}

/// The article and seed a code stands for, among the articles of `ruleset`.
pub fn read(ruleset: &Ruleset, text: &str) -> Result<(String, u64), ReplayError> {
    let compact: String = text.chars().filter(|c| !matches!(c, '-' | ' ')).collect();
    let bytes = base32::decode(&compact).map_err(|_| ReplayError::NotACode(text.to_string()))?;
    let [format, t0, t1, seed @ ..] = bytes.as_slice() else {
        return Err(ReplayError::NotACode(text.to_string()));
    };
    let whole = match *format {
        FORMAT => 12,
        FORMAT_UNCHECKED => 11,
        // A mistyped first character looks like another format; where the check byte
        // does not hold, it is the typing that is wrong.
        _ if bytes.len() >= 12 && check_byte(&bytes[..11]) != bytes[11] => {
            return Err(ReplayError::Mistyped(text.to_string()));
        }
        _ => return Err(ReplayError::OtherFormat),
    };
    if bytes.len() < whole {
        return Err(ReplayError::NotACode(text.to_string()));
    }
    // A code is typed in one way only: its check byte holds, and nothing follows it that
    // would make another text of the same bytes (a last character with unused bits set).
    let values = |t: &str| -> Vec<u32> { t.chars().filter_map(base32::value_of).collect() };
    let mistyped = values(&compact) != values(&base32::encode(&bytes[..whole]))
        || (*format == FORMAT && check_byte(&bytes[..11]) != bytes[11]);
    if mistyped {
        return Err(ReplayError::Mistyped(text.to_string()));
    }
    let seed: [u8; 8] = seed
        .get(..8)
        .and_then(|s| s.try_into().ok())
        .ok_or_else(|| ReplayError::NotACode(text.to_string()))?;
    let article = ruleset
        .articles
        .iter()
        .find(|a| tag(&a.id) == [*t0, *t1])
        .ok_or(ReplayError::NoArticle)?;
    Ok((article.id.clone(), u64::from_be_bytes(seed)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::builtin;

    #[test]
    fn a_code_reads_back_as_its_article_and_seed() {
        for id in builtin::IDS {
            let ruleset = builtin::load(id).expect("known").expect("loads");
            for (n, a) in ruleset.articles.iter().enumerate() {
                let seed = 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(n as u64 + 1);
                let c = code(&a.id, seed);
                assert_eq!(read(&ruleset, &c), Ok((a.id.clone(), seed)), "{c}");
                assert_eq!(
                    read(&ruleset, &c.to_lowercase()),
                    Ok((a.id.clone(), seed)),
                    "typed in lower case"
                );
            }
        }
    }

    #[test]
    fn the_articles_of_a_ruleset_have_tags_of_their_own() {
        for id in builtin::IDS {
            let ruleset = builtin::load(id).expect("known").expect("loads");
            let mut tags: Vec<[u8; 2]> = ruleset.articles.iter().map(|a| tag(&a.id)).collect();
            tags.sort();
            let n = tags.len();
            tags.dedup();
            assert_eq!(tags.len(), n, "{id}: two articles share a tag");
        }
    }

    #[test]
    fn every_character_typed_wrong_is_found() {
        let ruleset = builtin::load("millington").expect("known").expect("loads");
        let c = code(&ruleset.articles[3].id, 0x1234_5678_9abc_def0);
        let alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
        for (i, typed) in c.char_indices().filter(|(_, ch)| *ch != '-') {
            for other in alphabet.chars().filter(|o| *o != typed) {
                let mut wrong = c.clone();
                wrong.replace_range(i..i + 1, &other.to_string());
                assert!(
                    matches!(read(&ruleset, &wrong), Err(ReplayError::Mistyped(_))),
                    "{wrong} read as a code"
                );
            }
        }
    }

    #[test]
    fn a_code_of_the_format_before_still_reads() {
        let ruleset = builtin::load("mcr").expect("known").expect("loads");
        let a = &ruleset.articles[2].id;
        let mut bytes = vec![FORMAT_UNCHECKED];
        bytes.extend(tag(a));
        bytes.extend(77u64.to_be_bytes());
        let old = base32::encode(&bytes);
        assert_eq!(read(&ruleset, &old), Ok((a.clone(), 77)));
    }

    #[test]
    fn a_code_that_is_not_one_is_refused() {
        let ruleset = builtin::load("mcr").expect("known").expect("loads");
        assert!(matches!(
            read(&ruleset, "hello!"),
            Err(ReplayError::NotACode(_))
        ));
        assert!(matches!(
            read(&ruleset, "0000"),
            Err(ReplayError::NotACode(_))
        ));
        let american = builtin::load("american").expect("known").expect("loads");
        let c = code(&american.articles[0].id, 7);
        assert_eq!(read(&ruleset, &c), Err(ReplayError::NoArticle));
    }
}
