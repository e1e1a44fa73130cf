//! Which article and seed each question of a run uses: a pure function of the plan.

use crate::quiz::{Question, QuizError, make_question, under_edition};
use crate::rng::Dice;
use crate::rules::Ruleset;

/// The share of a run's questions, in percent, that are traps: lawful actions that look
/// wrong. Real referee exams mix such questions in.
pub const TRAP_PERCENT: usize = 10;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// Every article of the ruleset, drawn at random.
    Everything,
    /// One article again and again.
    Drill(String),
    /// One question again, from its replay code: the article and the question's seed.
    Replay { article: String, seed: u64 },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub mode: Mode,
    pub seed: u64,
    pub count: u32,
    /// The edition every question is judged under, where the learner chose one
    /// (`--edition`); else each question is asked under its story's own.
    pub edition: Option<String>,
}

impl Plan {
    /// The article and seed of question `i`: a pure function of the plan. Each question's
    /// draw hashes the seed with the question's number, so that nearby seeds give unrelated
    /// runs; every article comes once, in an order of the seed's, before any comes twice.
    pub fn pick(&self, ruleset: &Ruleset, i: u32) -> Option<(String, u64)> {
        if let Mode::Replay { article, seed } = &self.mode {
            return Some((ruleset.article(article)?.id.clone(), *seed));
        }
        let mut dice = Dice::for_label(self.seed, &format!("question {i}"));
        let article = match &self.mode {
            Mode::Replay { .. } => return None,
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
        let aimed = self
            .trap(ruleset, &article, i)
            .or_else(|| self.cycled_case(ruleset, &article, i));
        let q = match aimed {
            Some(case) => crate::study::pick::question_for_case(ruleset, &article, &case, seed),
            None => make_question(ruleset, &article, seed),
        };
        Some(match &self.edition {
            Some(edition) => q.and_then(|q| under_edition(ruleset, q, edition, seed)),
            None => q,
        })
    }

    /// The case question `i` aims at, once every article has been asked: each round after
    /// the first asks each article's next case, from a start of the seed's, so that a long
    /// run meets the cases a story seldom reaches and not only the common one. The first
    /// round takes stories as they come; lawful cases are the traps' to ask.
    pub fn cycled_case(&self, ruleset: &Ruleset, article: &str, i: u32) -> Option<String> {
        if self.mode != Mode::Everything {
            return None;
        }
        let round = usize::try_from(i).ok()? / ruleset.articles.len().max(1);
        if round == 0 {
            return None;
        }
        let cases: Vec<&str> = ruleset
            .article(article)?
            .cases
            .iter()
            .filter(|c| !c.lawful)
            .map(|c| c.id.as_str())
            .collect();
        if cases.len() < 2 {
            return None;
        }
        let start = Dice::for_label(self.seed, &format!("cases of {article}"))
            .below(u32::try_from(cases.len()).ok()?) as usize;
        Some(cases[(start + round - 1) % cases.len()].to_string())
    }

    /// The lawful case question `i` asks instead of an irregularity, where it is a trap:
    /// an action that looks wrong and that the rules allow. About one question in ten of
    /// a run is one; they are drawn among the articles that have a lawful case, as often
    /// as makes one in ten over the whole ruleset. The question stays on its article, so
    /// a run still meets every article.
    pub fn trap(&self, ruleset: &Ruleset, article: &str, i: u32) -> Option<String> {
        if self.mode != Mode::Everything {
            return None;
        }
        let lawful: Vec<&str> = ruleset
            .article(article)?
            .cases
            .iter()
            .filter(|c| c.lawful)
            .map(|c| c.id.as_str())
            .collect();
        if lawful.is_empty() {
            return None;
        }
        let with_lawful = ruleset
            .articles
            .iter()
            .filter(|a| a.cases.iter().any(|c| c.lawful))
            .count();
        let all = ruleset.articles.len();
        let mut dice = Dice::for_label(self.seed, &format!("trap {i}"));
        let roll = dice.below(u32::try_from(100 * with_lawful).ok()?) as usize;
        (roll < TRAP_PERCENT * all).then(|| dice.pick(&lawful).to_string())
    }
}
