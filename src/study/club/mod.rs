//! Club quiz night: one code gives every member the same questions in the same order, a
//! time limit per question, a score card with a check value, and an exam's pass mark.

pub mod code;
pub mod handout;
mod score_card;

pub use code::{Code, CodeError, FORMAT, score_check};
pub use score_card::{limits, score_card};

use crate::quiz::{Question, QuizError, make_question, question_for};
use crate::rng::Dice;
use crate::rules::Ruleset;

/// Most questions a club quiz has (the code keeps the count in one byte).
pub const MAX_COUNT: u8 = 100;

/// What the organiser chooses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// Edition id; `None`: the ruleset's first.
    pub edition: Option<String>,
    pub articles: String,
    pub count: u8,
    pub seed: u32,
    pub seconds: u16,
    pub pass: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClubError {
    #[error(transparent)]
    Code(#[from] CodeError),
    #[error("the ruleset {ruleset} has no edition \"{edition}\"; it has: {known}")]
    UnknownEdition {
        ruleset: String,
        edition: String,
        known: String,
    },
    #[error("no article of {ruleset} matches \"{pattern}\"")]
    NoArticles { ruleset: String, pattern: String },
    #[error("a club quiz has 1 to {MAX_COUNT} questions, not {0}")]
    Count(u8),
    #[error("a pass mark is a percentage from 1 to 100, not {0}")]
    Pass(u8),
    #[error(
        "this code is for a ruleset that is not here (neither built in nor in --rules-dir); the organiser can tell you which"
    )]
    UnknownRuleset,
    #[error(
        "this code was made with other rules for {0} (another version of mjref or of the house rules): ask the organiser for the same version"
    )]
    RulesetDiffers(String),
    #[error("this code names an edition the ruleset {0} does not have")]
    EditionGone(String),
}

/// A club quiz ready to be asked, on one ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Club {
    pub code: Code,
    pub ruleset: String,
    pub edition: String,
    /// The articles the quiz draws from, in the ruleset's order.
    pub articles: Vec<String>,
}

/// Does `id` match one of the comma-separated patterns (`*` any run, `?` one character,
/// case ignored)? An empty pattern matches everything.
pub fn matches(pattern: &str, id: &str) -> bool {
    if pattern.trim().is_empty() {
        return true;
    }
    pattern.split(',').map(str::trim).any(|p| {
        let p: Vec<char> = p.to_ascii_uppercase().chars().collect();
        let s: Vec<char> = id.to_ascii_uppercase().chars().collect();
        glob(&p, &s)
    })
}

fn glob(p: &[char], s: &[char]) -> bool {
    match p.split_first() {
        None => s.is_empty(),
        Some(('*', rest)) => (0..=s.len()).any(|i| glob(rest, &s[i..])),
        Some((c, rest)) => s
            .split_first()
            .is_some_and(|(d, srest)| (*c == '?' || c == d) && glob(rest, srest)),
    }
}

fn chosen_articles(ruleset: &Ruleset, pattern: &str) -> Result<Vec<String>, ClubError> {
    let ids: Vec<String> = ruleset
        .articles
        .iter()
        .filter(|a| matches(pattern, &a.id))
        .map(|a| a.id.clone())
        .collect();
    if ids.is_empty() {
        return Err(ClubError::NoArticles {
            ruleset: ruleset.meta.id.clone(),
            pattern: pattern.to_string(),
        });
    }
    Ok(ids)
}

impl Club {
    /// The organiser's side: check the settings against the ruleset and make the code.
    pub fn create(ruleset: &Ruleset, s: &Settings) -> Result<Club, ClubError> {
        if s.count == 0 || s.count > MAX_COUNT {
            return Err(ClubError::Count(s.count));
        }
        if s.pass > 100 {
            return Err(ClubError::Pass(s.pass));
        }
        let editions = &ruleset.meta.editions;
        let edition = match &s.edition {
            None => 0,
            Some(e) => editions.iter().position(|x| &x.id == e).ok_or_else(|| {
                ClubError::UnknownEdition {
                    ruleset: ruleset.meta.id.clone(),
                    edition: e.clone(),
                    known: editions
                        .iter()
                        .map(|x| x.id.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                }
            })?,
        };
        let articles = chosen_articles(ruleset, &s.articles)?;
        let code = Code {
            ruleset_tag: code::ruleset_tag(&ruleset.meta.id),
            fingerprint: code::fingerprint(ruleset),
            edition: u8::try_from(edition).unwrap_or(u8::MAX),
            count: s.count,
            seed: s.seed,
            seconds: s.seconds,
            pass: s.pass,
            articles: s.articles.trim().to_string(),
        };
        code.to_bytes()?;
        Ok(Club {
            edition: editions
                .get(edition)
                .map_or(String::new(), |e| e.id.clone()),
            ruleset: ruleset.meta.id.clone(),
            articles,
            code,
        })
    }

    /// Is this code for this ruleset (by id)? Used to find the ruleset among those here.
    pub fn names(code: &Code, ruleset_id: &str) -> bool {
        code.ruleset_tag == code::ruleset_tag(ruleset_id)
    }

    /// A member's side: the code with the ruleset it names.
    pub fn join(code: Code, ruleset: &Ruleset) -> Result<Club, ClubError> {
        if !Self::names(&code, &ruleset.meta.id) {
            return Err(ClubError::UnknownRuleset);
        }
        if code.fingerprint != code::fingerprint(ruleset) {
            return Err(ClubError::RulesetDiffers(ruleset.meta.id.clone()));
        }
        let edition = ruleset
            .meta
            .editions
            .get(usize::from(code.edition))
            .ok_or_else(|| ClubError::EditionGone(ruleset.meta.id.clone()))?
            .id
            .clone();
        let articles = chosen_articles(ruleset, &code.articles)?;
        Ok(Club {
            ruleset: ruleset.meta.id.clone(),
            edition,
            articles,
            code,
        })
    }

    pub fn text(&self) -> String {
        self.code.to_text().unwrap_or_default()
    }

    pub fn count(&self) -> u32 {
        u32::from(self.code.count)
    }

    pub fn exam(&self) -> bool {
        self.code.pass > 0
    }

    /// The article and seed of question `i`: a pure function of the code.
    pub fn pick(&self, i: u32) -> Option<(String, u64)> {
        if self.articles.is_empty() || i >= self.count() {
            return None;
        }
        // Articles in a shuffled order, round and round: a quiz covers as many different
        // articles as it has questions for, rather than repeating one by chance.
        let mut order = self.articles.clone();
        Dice::for_label(u64::from(self.code.seed), "club-order").shuffle(&mut order);
        let round = usize::try_from(i).unwrap_or(0) / order.len();
        if round > 0 {
            Dice::for_label(u64::from(self.code.seed) ^ round as u64, "club-round")
                .shuffle(&mut order);
        }
        let article = order[usize::try_from(i).unwrap_or(0) % order.len()].clone();
        // Hashed with the question's number, not added to it: codes with nearby seeds
        // share no question's story.
        let mut dice = Dice::for_label(u64::from(self.code.seed), &format!("club question {i}"));
        let seed = u64::from(dice.below(u32::MAX)) << 32 | u64::from(dice.below(u32::MAX));
        Some((article, seed))
    }

    /// Question `i`, on the quiz's edition: the situation is generated as usual and then
    /// judged under the rules the club plays.
    pub fn question(&self, ruleset: &Ruleset, i: u32) -> Option<Result<Question, QuizError>> {
        let (article, seed) = self.pick(i)?;
        Some(make_question(ruleset, &article, seed).and_then(|q| {
            if q.scenario.edition == self.edition {
                Ok(q)
            } else {
                let mut scenario = q.scenario;
                scenario.edition = self.edition.clone();
                question_for(ruleset, scenario, seed)
            }
        }))
    }

    /// Passed, for an exam: at least the pass mark, in whole percent of the questions.
    pub fn passed(&self, right: u32) -> bool {
        right * 100 >= u32::from(self.code.pass) * self.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns() {
        assert!(matches("", "MIL-70"));
        assert!(matches("mil-7*", "MIL-70"));
        assert!(matches("AM-*, MIL-7?", "MIL-71"));
        assert!(!matches("MIL-7?", "MIL-700"));
        assert!(!matches("AM-*", "MIL-70"));
        assert!(matches("*", "X"));
    }
}
