//! Answering the current question: checking, explaining, tallying, recording in the
//! learner's progress and saving.

use super::{Asked, Session, Source};
use crate::quiz::{self, Verdict, parts};
use crate::study::{AnswerKind, Item, Learner, Outcome, Saved};
use chrono::{DateTime, Utc};

pub struct Answer {
    /// The option chosen; `None` for a ruling built part by part, or a club time-out.
    pub chosen: Option<usize>,
    /// A late answer is shown for what it was, but its verdict counts it wrong.
    pub verdict: Verdict,
    /// What the learner is told, line by line; a late answer's first line says so.
    pub explanation: Vec<String>,
    /// Part by part: each part's verdict.
    pub parts: Option<parts::Verdict>,
    /// A club question not answered in time.
    pub late: bool,
}

impl Answer {
    /// The line that says a club answer came too late.
    pub fn late_note(&self) -> Option<&str> {
        self.explanation
            .first()
            .filter(|_| self.late)
            .map(String::as_str)
    }
}

/// What became of something the learner gave.
#[derive(Debug)]
pub enum Took {
    /// Nothing changed: no question waits for it, it is answered already, the option is
    /// not there, or the timer has not run out.
    Nothing,
    /// A part of the ruling was given; more are asked.
    Part,
    /// The question is answered, tallied and recorded; this is what became of the save.
    Answered(Saved),
}

impl Session {
    /// How to meet this question again: its replay code, or for a club's own case, the
    /// deck it came from.
    fn replay_line(&self, q: &quiz::Question) -> String {
        if let Source::Deck(_) = self.source {
            return self.cat.tr("explain-replay-deck");
        }
        self.cat.tr_args(
            "explain-replay",
            &[("command", self.question_command(&q.article, q.seed).into())],
        )
    }

    /// Answer with option `chosen`.
    pub fn choose(&mut self, learner: &mut Learner, chosen: usize) -> Took {
        let now = self.clock.now();
        let Some(asked) = self.asked() else {
            return Took::Nothing;
        };
        if asked.answer.is_some() || chosen >= asked.question.choices.len() {
            return Took::Nothing;
        }
        let late = self.time_up(asked, now);
        let mut verdict = quiz::check(&self.ruleset, &asked.question, chosen);
        let mut explanation = quiz::explain(&self.cat, &self.ruleset, &asked.question, &verdict);
        if late {
            explanation.insert(0, self.too_late("club-too-late"));
        }
        explanation.push(self.replay_line(&asked.question));
        verdict.correct &= !late;
        let answer = Answer {
            chosen: Some(chosen),
            verdict,
            explanation,
            parts: None,
            late,
        };
        self.settle(learner, answer, now)
    }

    /// The club timer ran out with no answer: the question counts as wrong and the right
    /// answer is shown.
    pub fn time_out(&mut self, learner: &mut Learner) -> Took {
        let now = self.clock.now();
        let Some(asked) = self.asked() else {
            return Took::Nothing;
        };
        if asked.answer.is_some() || !self.time_up(asked, now) {
            return Took::Nothing;
        }
        let right = asked.question.correct_index();
        let mut verdict = quiz::check(&self.ruleset, &asked.question, right);
        // The first line would say "Right."; it says the time is up instead.
        let mut explanation = vec![self.too_late("club-time-up")];
        explanation.extend(
            quiz::explain(&self.cat, &self.ruleset, &asked.question, &verdict)
                .into_iter()
                .skip(1),
        );
        explanation.push(self.replay_line(&asked.question));
        verdict.correct = false;
        let answer = Answer {
            chosen: None,
            verdict,
            explanation,
            parts: None,
            late: true,
        };
        self.settle(learner, answer, now)
    }

    /// What the time limit made of the question: `club-too-late` for an answer given
    /// after it, `club-time-up` where none was given.
    fn too_late(&self, message: &str) -> String {
        let seconds = self
            .club()
            .map_or(0, |run| u32::from(run.club.code.seconds));
        self.cat.tr_args(message, &[("seconds", seconds.into())])
    }

    /// Keep the answer on the question, tally it, record it in the learner's progress
    /// and save.
    pub(super) fn settle(
        &mut self,
        learner: &mut Learner,
        answer: Answer,
        now: DateTime<Utc>,
    ) -> Took {
        let ruleset_id = self.ruleset.meta.id.clone();
        let correct = answer.verdict.correct;
        let score = match &answer.parts {
            Some(p) => p.score,
            None => f64::from(u8::from(correct)),
        };
        let (kind, schedules) = match &self.source {
            // A club quiz is not a review on the learner's own schedule.
            // Nor is a club's own case, which the generator cannot make again.
            Source::Club(_) | Source::Deck(_) => (AnswerKind::Club, false),
            Source::Study { mode, .. } => (
                if answer.parts.is_some() {
                    AnswerKind::Parts
                } else {
                    AnswerKind::Choice
                },
                mode.schedules(),
            ),
            Source::Plan(_) => (AnswerKind::Choice, true),
        };
        let Some(asked) = self.asked_mut() else {
            return Took::Nothing;
        };
        asked.answer = Some(answer);
        let item = Item::new(
            &ruleset_id,
            &asked.question.article,
            &asked.question.judgement.case,
        );
        let outcome = Outcome {
            item: item.clone(),
            seed: asked.question.seed,
            kind,
            score,
            millis: millis_since(asked, now),
        };
        self.tally.record(&item.article, correct);
        if let Source::Club(run) = &mut self.source {
            run.results.push(correct);
        }
        self.last_item = Some(item);
        learner.record(&outcome, now, schedules);
        Took::Answered(learner.save(&*self.clock))
    }
}

fn millis_since(asked: &Asked, now: DateTime<Utc>) -> u64 {
    u64::try_from((now - asked.shown_at).num_milliseconds()).unwrap_or(0)
}
