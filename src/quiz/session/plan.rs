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
    /// The article and seed of question `i`: a pure function of the plan. Each question's
    /// draw hashes the seed with the question's number, so that nearby seeds give unrelated
    /// runs; every article comes once, in an order of the seed's, before any comes twice.
    pub fn pick(&self, ruleset: &Ruleset, i: u32) -> Option<(String, u64)> {
        let mut dice = Dice::for_label(self.seed, &format!("question {i}"));
        let article = match &self.mode {
            Mode::Drill(id) => ruleset.article(id)?.id.clone(),
            Mode::Everything => {
                let n = ruleset.articles.len();
                if n == 0 {
                    return None;
                }
                let i = usize::try_from(i).ok()?;
                let mut order: Vec<usize> = (0..n).collect();
                Dice::for_label(self.seed, &format!("round {}", i / n)).shuffle(&mut order);
                ruleset.articles[order[i % n]].id.clone()
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
