//! Club quiz night: one code gives every member the same questions in the same order, a
//! time limit per question, a score card with a check value, and an exam's pass mark.

pub mod code;
pub mod handout;
mod score_card;

pub use code::{Code, CodeError, FORMAT, deck_fingerprint, score_check};
pub use score_card::{limits, score_card};

use crate::quiz::{Question, QuizError, make_question, question_for};
use crate::rng::Dice;
use crate::rules::Ruleset;
use crate::scenario::Scenario;

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
    Count(u32),
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
    #[error(
        "this code asks a club's own deck of cases: give the deck file it was made from with --deck FILE (the organiser has it)"
    )]
    DeckNeeded,
    #[error(
        "this deck is not the one the code was made from (a case differs, or they are in another order): ask the organiser for the deck file of this code"
    )]
    OtherDeck,
    #[error("this code asks generated questions, not a deck: leave --deck out")]
    NotADeck,
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
    /// The club's own cases, asked in order, where the quiz is a deck's.
    pub deck: Option<Vec<Scenario>>,
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

/// `*` and `?` matching in time linear in the pattern times the id, however many stars:
/// on a mismatch only the latest star takes one more character.
fn glob(p: &[char], s: &[char]) -> bool {
    let (mut pi, mut si) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while si < s.len() {
        match p.get(pi) {
            Some('*') => {
                star = Some((pi, si));
                pi += 1;
            }
            Some(c) if *c == '?' || *c == s[si] => {
                pi += 1;
                si += 1;
            }
            _ => match star {
                Some((sp, ss)) => {
                    pi = sp + 1;
                    si = ss + 1;
                    star = Some((sp, ss + 1));
                }
                None => return false,
            },
        }
    }
    p[pi..].iter().all(|c| *c == '*')
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
            return Err(ClubError::Count(u32::from(s.count)));
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
                    known: ruleset.meta.edition_ids().join(", "),
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
            deck: 0,
        };
        code.to_bytes()?;
        Ok(Club {
            edition: editions
                .get(edition)
                .map_or(String::new(), |e| e.id.clone()),
            ruleset: ruleset.meta.id.clone(),
            articles,
            code,
            deck: None,
        })
    }

    /// The organiser's side for a deck of the club's own cases: the code names the deck
    /// by its fingerprint and asks its cases in order, one question each. The count is
    /// the deck's; the article filter does not apply.
    pub fn create_from_deck(
        ruleset: &Ruleset,
        cases: Vec<Scenario>,
        s: &Settings,
    ) -> Result<Club, ClubError> {
        let count = u8::try_from(cases.len())
            .ok()
            .filter(|n| (1..=MAX_COUNT).contains(n))
            // A deck of a thousand cases is told as a thousand, not as the most a byte
            // holds.
            .ok_or(ClubError::Count(
                u32::try_from(cases.len()).unwrap_or(u32::MAX),
            ))?;
        let edition = cases.first().map(|c| c.edition.clone());
        let mut club = Self::create(
            ruleset,
            &Settings {
                edition: s.edition.clone().or(edition),
                articles: String::new(),
                count,
                ..s.clone()
            },
        )?;
        club.code.deck = deck_fingerprint(&cases);
        club.deck = Some(cases);
        Ok(club)
    }

    /// Is this code for this ruleset (by id)? Used to find the ruleset among those here.
    pub fn names(code: &Code, ruleset_id: &str) -> bool {
        code.ruleset_tag == code::ruleset_tag(ruleset_id)
    }

    /// A member's side: the code with the ruleset it names, and the deck it was made
    /// from where it asks one (refused if it is another).
    pub fn join_with_deck(
        code: Code,
        ruleset: &Ruleset,
        deck: Option<Vec<Scenario>>,
    ) -> Result<Club, ClubError> {
        let deck = match (code.deck, deck) {
            (0, None) => None,
            (0, Some(_)) => return Err(ClubError::NotADeck),
            (_, None) => return Err(ClubError::DeckNeeded),
            (want, Some(cases)) if deck_fingerprint(&cases) != want => {
                return Err(ClubError::OtherDeck);
            }
            (_, Some(cases)) => Some(cases),
        };
        let generated = Code { deck: 0, ..code };
        let mut club = Self::join(generated, ruleset)?;
        club.code.deck = deck.as_deref().map_or(0, deck_fingerprint);
        club.deck = deck;
        Ok(club)
    }

    /// A member's side: the code with the ruleset it names, for generated questions.
    pub fn join(code: Code, ruleset: &Ruleset) -> Result<Club, ClubError> {
        if !Self::names(&code, &ruleset.meta.id) {
            return Err(ClubError::UnknownRuleset);
        }
        // What `create` would refuse, a code does not carry either.
        if code.count == 0 || code.count > MAX_COUNT {
            return Err(ClubError::Count(u32::from(code.count)));
        }
        if code.pass > 100 {
            return Err(ClubError::Pass(code.pass));
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
        if code.deck != 0 {
            return Err(ClubError::DeckNeeded);
        }
        let articles = chosen_articles(ruleset, &code.articles)?;
        Ok(Club {
            ruleset: ruleset.meta.id.clone(),
            edition,
            articles,
            code,
            deck: None,
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

    /// The seed of question `i`: a pure function of the code.
    fn question_seed(&self, i: u32) -> u64 {
        // Hashed with the question's number, not added to it: codes with nearby seeds
        // share no question's story.
        let mut dice = Dice::for_label(u64::from(self.code.seed), &format!("club question {i}"));
        u64::from(dice.below(u32::MAX)) << 32 | u64::from(dice.below(u32::MAX))
    }

    /// The article and seed of question `i`: a pure function of the code. A deck's
    /// questions have no article until their case is judged.
    pub fn pick(&self, i: u32) -> Option<(String, u64)> {
        if self.articles.is_empty() || i >= self.count() || self.deck.is_some() {
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
        Some((article, self.question_seed(i)))
    }

    /// Question `i`, on the quiz's edition: the situation is generated as usual and then
    /// judged under the rules the club plays.
    pub fn question(&self, ruleset: &Ruleset, i: u32) -> Option<Result<Question, QuizError>> {
        if let Some(cases) = &self.deck {
            let case = cases.get(usize::try_from(i).ok()?)?;
            return Some(question_for(ruleset, case.clone(), self.question_seed(i)));
        }
        let (article, seed) = self.pick(i)?;
        Some(
            make_question(ruleset, &article, seed)
                .and_then(|q| crate::quiz::under_edition(ruleset, q, &self.edition, seed)),
        )
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
        assert!(matches("*-7*", "MIL-70"));
        assert!(!matches("*-8*", "MIL-70"));
        assert!(matches("M*L*0", "MIL-70"));
        assert!(!matches("M*L*1", "MIL-70"));
    }

    #[test]
    fn many_stars_match_at_once() {
        // Backtracking at every star would take 2^29 steps here.
        let pattern = format!("{}Z", "*".repeat(29));
        let id = "A".repeat(59);
        assert!(!matches(&pattern, &id));
        assert!(matches(&pattern, &format!("{id}Z")));
    }
}
