//! What a learner has done: every answer, a spaced-repetition card per article and per
//! case, and the cases answered wrong and not yet put right.

use chrono::{DateTime, Utc};
use rs_fsrs::Card;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Version of the file layout. A file with a higher number was written by a newer mjref
/// and is left alone.
pub const SCHEMA: u32 = 1;

/// How a question was answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnswerKind {
    /// One option out of a few (the quick mode).
    Choice,
    /// The ruling built part by part.
    Parts,
    /// A club quiz question.
    Club,
}

/// One answered question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AnswerRecord {
    pub at: DateTime<Utc>,
    pub ruleset: String,
    pub article: String,
    pub case: String,
    pub seed: u64,
    pub kind: AnswerKind,
    /// Everything right.
    pub correct: bool,
    /// Share of the parts that were right, 0 to 1; 0 or 1 for a choice.
    pub score: f64,
    /// From the question on screen to the answer.
    pub millis: u64,
}

/// The two levels at which something is learnt.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Item {
    pub ruleset: String,
    pub article: String,
    pub case: String,
}

impl Item {
    pub fn new(ruleset: &str, article: &str, case: &str) -> Self {
        Item {
            ruleset: ruleset.to_string(),
            article: article.to_string(),
            case: case.to_string(),
        }
    }

    pub fn article_key(&self) -> String {
        article_key(&self.ruleset, &self.article)
    }

    pub fn case_key(&self) -> String {
        format!("{}/{}/{}", self.ruleset, self.article, self.case)
    }
}

pub fn article_key(ruleset: &str, article: &str) -> String {
    format!("{ruleset}/{article}")
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub schema: u32,
    #[serde(default)]
    pub answers: Vec<AnswerRecord>,
    /// FSRS cards by `ruleset/article` and `ruleset/article/case`.
    #[serde(default)]
    pub cards: BTreeMap<String, Card>,
    /// Cases answered wrong and not answered right since, with the time of the last miss.
    #[serde(default)]
    pub mistakes: BTreeMap<String, Mistake>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Mistake {
    pub item: Item,
    pub at: DateTime<Utc>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            schema: SCHEMA,
            answers: Vec::new(),
            cards: BTreeMap::new(),
            mistakes: BTreeMap::new(),
        }
    }
}

impl Progress {
    /// Answers of one ruleset, oldest first.
    pub fn answers_in<'a>(&'a self, ruleset: &'a str) -> impl Iterator<Item = &'a AnswerRecord> {
        self.answers.iter().filter(move |a| a.ruleset == ruleset)
    }
}
