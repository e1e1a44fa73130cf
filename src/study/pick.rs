//! A question about one case of an article: the generator is asked for situations of the
//! article with successive seeds until the engine decides that case.

use crate::quiz::{Question, QuizError, make_question};
use crate::rng::Dice;
use crate::rules::Ruleset;

/// Seeds tried for one case before settling for another case of the article. Every case
/// is reached by the generators (a property test checks it), most within a few seeds.
pub const TRIES: u32 = 400;

/// The first question from `base` on whose situation the engine decides `case`; if none
/// is found in `TRIES` seeds, the first question of the article. Deterministic: the same
/// arguments give the same question.
pub fn question_for_case(
    ruleset: &Ruleset,
    article: &str,
    case: &str,
    base: u64,
) -> Result<Question, QuizError> {
    let mut first = None;
    for i in 0..TRIES {
        let seed = seed_at(base, article, i);
        match make_question(ruleset, article, seed) {
            Ok(q) if q.judgement.case == case => return Ok(q),
            Ok(q) => {
                first.get_or_insert(Ok(q));
            }
            Err(e) => {
                first.get_or_insert(Err(e));
            }
        }
    }
    match first {
        Some(q) => q,
        None => make_question(ruleset, article, base),
    }
}

/// The i-th seed tried: spread out, so that two cases asked in a row do not share a deal.
fn seed_at(base: u64, article: &str, i: u32) -> u64 {
    let mut dice = Dice::for_label(base.wrapping_add(u64::from(i)), article);
    u64::from(dice.below(u32::MAX)) << 32 | u64::from(dice.below(u32::MAX))
}
