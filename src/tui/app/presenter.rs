//! The presenter's place in a club quiz on a projector.

use super::{App, Screen};
use crate::quiz::{Question, check, explain, narrative};
use crate::study::club::Club;

pub struct Presenter {
    pub club: Club,
    pub index: u32,
    pub revealed: bool,
    /// The question on view, or why it could not be built.
    pub question: Result<Question, String>,
    /// The story's last events.
    pub story: Vec<String>,
    /// The options, as the room reads them.
    pub options: Vec<String>,
    /// Why the right option is right, shown once revealed.
    pub reasons: Vec<String>,
}

/// How many events the presenter's story keeps in full before the question.
const KEEP_LAST: usize = 4;

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
        if let Some(p) = self.presenter.as_mut() {
            p.index = index;
            p.revealed = false;
            p.question = question;
            p.story = story;
            p.options = options;
            p.reasons = reasons;
        }
    }

    /// The story, the options and the reasons of one question, told once.
    fn presented(&self, q: &Question) -> (Vec<String>, Vec<String>, Vec<String>) {
        let story = narrative::folded(
            &self.cat,
            &self.ruleset,
            &q.scenario,
            self.settings.style,
            KEEP_LAST,
        )
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
