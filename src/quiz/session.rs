//! A run of questions: which article and seed each question uses, and the tally.

use super::{Question, QuizError, make_question};
use crate::rng::Dice;
use crate::rules::Ruleset;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// Every article of the ruleset, drawn at random.
    Everything,
    /// One article again and again.
    Drill(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub mode: Mode,
    pub seed: u64,
    pub count: u32,
}

impl Plan {
    /// The article and seed of question `i`: a pure function of the plan.
    pub fn pick(&self, ruleset: &Ruleset, i: u32) -> Option<(String, u64)> {
        let mut dice = Dice::for_label(self.seed.wrapping_add(u64::from(i)), "question");
        let article = match &self.mode {
            Mode::Drill(id) => ruleset.article(id)?.id.clone(),
            Mode::Everything => {
                if ruleset.articles.is_empty() {
                    return None;
                }
                dice.pick(&ruleset.articles).id.clone()
            }
        };
        let seed = u64::from(dice.below(u32::MAX)) << 32 | u64::from(dice.below(u32::MAX));
        Some((article, seed))
    }

    pub fn question(&self, ruleset: &Ruleset, i: u32) -> Option<Result<Question, QuizError>> {
        let (article, seed) = self.pick(ruleset, i)?;
        Some(make_question(ruleset, &article, seed))
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    pub asked: u32,
    pub right: u32,
    /// Per article: (asked, right).
    pub per_article: BTreeMap<String, (u32, u32)>,
}

impl Tally {
    pub fn record(&mut self, article: &str, right: bool) {
        self.asked += 1;
        self.right += u32::from(right);
        let e = self.per_article.entry(article.to_string()).or_default();
        e.0 += 1;
        e.1 += u32::from(right);
    }
}
