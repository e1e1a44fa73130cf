//! The presenter's place in a club quiz on a projector.

use super::{App, Screen};
use crate::quiz::narrative::Told;
use crate::quiz::{Question, check, explain, narrative};
use crate::study::club::Club;

pub struct Presenter {
    pub club: Club,
    pub index: u32,
    pub revealed: bool,
    /// Past the last question: the end screen.
    pub finished: bool,
    /// The question on view, or why it could not be built.
    pub question: Result<Question, String>,
    /// What decides and the events leading up to the matter, numbered as the handout
    /// numbers them.
    pub story: Vec<Told>,
    /// The options, as the room reads them.
    pub options: Vec<String>,
    /// Why the right option is right, shown once revealed.
    pub reasons: Vec<String>,
    /// When the question came on screen: the club's time limit counts down from here.
    pub shown_at: chrono::DateTime<chrono::Utc>,
}

impl Presenter {
    /// Seconds left of the club's time for this question, at `now`; none without a
    /// limit, or once the answer is shown.
    pub fn seconds_left(&self, now: chrono::DateTime<chrono::Utc>) -> Option<i64> {
        let limit = i64::from(self.club.code.seconds);
        if limit == 0 || self.revealed || self.finished {
            return None;
        }
        Some((limit - (now - self.shown_at).num_seconds()).max(0))
    }
}

impl App {
    /// Open the presenter on a club quiz, at its first question.
    pub fn present(&mut self, club: Club) {
        self.presenter = Some(Presenter {
            question: Err(String::new()),
            story: Vec::new(),
            options: Vec::new(),
            reasons: Vec::new(),
            club,
            index: 0,
            revealed: false,
            finished: false,
            shown_at: self.clock.now(),
        });
        self.present_at(0);
        self.stack.truncate(1);
        self.push(Screen::Presenter);
    }

    /// Move the presenter to question `index`.
    pub fn present_at(&mut self, index: u32) {
        let Some(p) = self.presenter.as_ref() else {
            return;
        };
        let question = match p.club.question(&self.ruleset, index) {
            None => Err(self.cat.tr("tui-no-question")),
            Some(Err(e)) => Err(e.to_string()),
            Some(Ok(q)) => Ok(q),
        };
        let (story, options, reasons) = match &question {
            Ok(q) => self.presented(q),
            Err(_) => Default::default(),
        };
        let now = self.clock.now();
        if let Some(p) = self.presenter.as_mut() {
            p.shown_at = now;
            p.index = index;
            p.revealed = false;
            p.finished = false;
            p.question = question;
            p.story = story;
            p.options = options;
            p.reasons = reasons;
        }
    }

    /// The story, the options and the reasons of one question, told once.
    fn presented(&self, q: &Question) -> (Vec<Told>, Vec<String>, Vec<String>) {
        let story = narrative::question_story(
            &self.cat,
            &self.ruleset,
            q,
            self.settings.style,
            narrative::KEEP_LAST,
        )
        .map(|s| s.excerpt())
        .unwrap_or_default();
        let options = q.option_texts(&self.cat);
        let verdict = check(&self.ruleset, q, q.correct_index());
        // The first lines would say "Right." and repeat the ruling; the room wants the
        // reasons.
        let reasons = explain(&self.cat, &self.ruleset, q, &verdict)
            .into_iter()
            .skip(2)
            .collect();
        (story, options, reasons)
    }
}
