//! A quiz session: it deals the next question from its source (a plan, a study mode, a
//! club code), takes the answer (an option, the parts of a ruling, or a club time-out),
//! checks and explains it, tallies it, records it in the learner's progress and saves.
//! The trainer, `mjref quiz --plain` and `club join` all drive this one session, so an
//! answer counts the same wherever it is given.
//!
//! No terminal and no printing here, and the time comes from the clock it is given.

mod again;
mod answer;
mod building;
mod plan;
mod source;
mod tally;
#[cfg(test)]
mod tests;

pub use answer::{Answer, Took};
pub use building::Building;
pub use plan::{Mode, Plan};
pub use source::{ClubRun, Deck, Source};
pub use tally::{STUCK_AFTER, Tally};

use super::{Question, QuizError, parts};
use crate::i18n::Catalog;
use crate::rules::Ruleset;
use crate::study::{Clock, Item, Learner};
use chrono::{DateTime, Utc};
use std::sync::Arc;

/// A question dealt, with what the learner did with it so far.
pub struct Asked {
    pub question: Question,
    /// When it was dealt: the time an answer took, and the club timer, count from here.
    pub shown_at: DateTime<Utc>,
    /// Set when the ruling is built part by part instead of chosen.
    pub building: Option<Building>,
    pub answer: Option<Answer>,
}

pub enum Current {
    Asked(Box<Asked>),
    /// The question could not be built; the learner moves on to the next.
    Failed {
        article: Option<String>,
        /// `None`: the source had no question for this place (an article not in the
        /// ruleset, or a ruleset without articles).
        error: Option<QuizError>,
    },
}

/// What `next` did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dealt {
    Question,
    /// Every question of the run was dealt.
    Finished,
    /// A study mode has nothing left to ask.
    NothingLeft,
}

pub struct Session {
    ruleset: Arc<Ruleset>,
    cat: Arc<Catalog>,
    clock: Arc<dyn Clock>,
    source: Source,
    by_parts: bool,
    index: u32,
    current: Option<Current>,
    tally: Tally,
    /// The case asked last, not to be asked again straight away.
    last_item: Option<Item>,
}

impl Session {
    /// A session on `ruleset` whose explanations speak `cat` and whose time is `clock`.
    /// No question is dealt before the first `next`.
    pub fn new(
        source: Source,
        ruleset: Arc<Ruleset>,
        cat: Arc<Catalog>,
        clock: Arc<dyn Clock>,
    ) -> Session {
        Session {
            ruleset,
            cat,
            clock,
            source,
            by_parts: false,
            index: 0,
            current: None,
            tally: Tally::default(),
            last_item: None,
        }
    }

    /// Have each ruling built part by part rather than chosen from the options.
    pub fn by_parts(mut self, by_parts: bool) -> Session {
        self.by_parts = by_parts;
        self
    }

    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The plan of a session that follows one.
    pub fn plan(&self) -> Option<&Plan> {
        match &self.source {
            Source::Plan(plan) => Some(plan),
            _ => None,
        }
    }

    pub fn club(&self) -> Option<&ClubRun> {
        match &self.source {
            Source::Club(run) => Some(run),
            _ => None,
        }
    }

    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }

    /// Questions the session asks at most.
    pub fn count(&self) -> u32 {
        self.source.count()
    }

    /// The seed to tell the learner, to run the same session again.
    pub fn seed(&self) -> u64 {
        self.source.seed()
    }

    /// Place of the current question, from 0.
    pub fn index(&self) -> u32 {
        self.index
    }

    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The question dealt last; `None` before the first, or when none could be dealt.
    pub fn current(&self) -> Option<&Current> {
        self.current.as_ref()
    }

    pub fn asked(&self) -> Option<&Asked> {
        match self.current.as_ref()? {
            Current::Asked(a) => Some(a),
            Current::Failed { .. } => None,
        }
    }

    fn asked_mut(&mut self) -> Option<&mut Asked> {
        match self.current.as_mut()? {
            Current::Asked(a) => Some(a),
            Current::Failed { .. } => None,
        }
    }

    /// The reason the current question could not be built, taken out so that a shell can
    /// stop with it.
    pub fn take_error(&mut self) -> Option<QuizError> {
        match self.current.as_mut()? {
            Current::Failed { error, .. } => error.take(),
            Current::Asked(_) => None,
        }
    }

    /// Deal the next question (the first, on a fresh session).
    pub fn next(&mut self, learner: &Learner) -> Dealt {
        let index = match self.current {
            None => 0,
            Some(_) => self.index.saturating_add(1),
        };
        if index >= self.count() {
            return Dealt::Finished;
        }
        let now = self.clock.now();
        let Some((article, made)) =
            self.source
                .deal(&self.ruleset, learner, now, self.last_item.as_ref(), index)
        else {
            return Dealt::NothingLeft;
        };
        self.index = index;
        self.current = Some(match made {
            None => Current::Failed {
                article,
                error: None,
            },
            Some(Err(e)) => Current::Failed {
                article,
                error: Some(e),
            },
            Some(Ok(question)) => {
                let building = self
                    .by_parts
                    .then(|| Building::new(parts::sheet(&self.ruleset, &question)));
                Current::Asked(Box::new(Asked {
                    question,
                    shown_at: self.clock.now(),
                    building,
                    answer: None,
                }))
            }
        });
        Dealt::Question
    }

    /// Seconds left on the club timer, if the question is timed and unanswered.
    pub fn seconds_left(&self) -> Option<i64> {
        let limit = i64::from(self.club()?.club.code.seconds);
        let asked = self.asked()?;
        if limit == 0 || asked.answer.is_some() {
            return None;
        }
        let spent = (self.clock.now() - asked.shown_at).num_seconds();
        Some((limit - spent).max(0))
    }

    /// Has the club timer of the current question run out?
    fn time_up(&self, asked: &Asked, now: DateTime<Utc>) -> bool {
        match self.club() {
            Some(run) if run.club.code.seconds > 0 => {
                (now - asked.shown_at).num_milliseconds() > i64::from(run.club.code.seconds) * 1000
            }
            _ => false,
        }
    }
}
