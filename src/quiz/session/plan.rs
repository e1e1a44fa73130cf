//! Which article and seed each question of a run uses: a pure function of the plan.

use crate::quiz::{Question, QuizError, make_question};
use crate::rng::Dice;
use crate::rules::Ruleset;

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
