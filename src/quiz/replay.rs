//! A question's replay code: the article and the seed of one question, written so that it
//! can be read out and typed (Crockford's base 32, in groups of four), and so that it does
//! not name the article before the question is answered.

use crate::base32;
use crate::rules::Ruleset;

/// Bumped whenever the same article and seed would give another question.
const FORMAT: u8 = 1;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("\"{0}\" is not a whole question code: copy all of it, as the trainer showed it")]
    NotACode(String),
    #[error(
        "this question code was made by another version of mjref; its questions are not the same"
    )]
    OtherFormat,
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
    if *format != FORMAT {
        return Err(ReplayError::OtherFormat);
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
