//! A quiz on screen: the session it drives, and what the screen keeps of the question in
//! view (the story told in the current tile style, the cursor, the scroll, the figures
//! typed).

use super::{App, Screen};
use crate::quiz::Question;
use crate::quiz::narrative::{self, Story};
use crate::quiz::parts::{self, Given, Part, Sheet};
use crate::quiz::session::{Asked, ClubRun, Current, Dealt, Mode, Plan, Session, Source, Took};
use crate::study::club::Club;
use crate::study::{StudyMode, schedule};
use std::sync::Arc;

pub struct Quiz {
    pub session: Session,
    /// Started from the home screen: questions until the learner stops.
    pub endless: bool,
    pub view: View,
    /// Why the quiz ended early, for the summary (nothing left in a study mode).
    pub note: Option<String>,
    /// A club quiz's score card, once it ends.
    pub score_card: Option<super::ScoreCard>,
}

pub enum View {
    /// No question was dealt; the summary says why.
    Empty,
    Asked(Box<Shown>),
    /// The question could not be built; the reason is shown and the learner moves on.
    Failed {
        article: Option<String>,
        reason: String,
    },
}

/// The screen's side of a question on view.
pub struct Shown {
    /// The story in the current tile style, folded and in full.
    pub story_folded: Story,
    pub story_full: Story,
    pub folded: bool,
    /// After the answer: the table and story shown again instead of the explanation.
    pub review: bool,
    /// The option under the cursor, or the payment whose figure is typed.
    pub cursor: usize,
    /// Story: lines scrolled back from the end. Explanation: lines scrolled from the top.
    pub scroll: u16,
    /// Figures typed so far, one per payment.
    pub figures: Vec<String>,
    /// The options as the learner reads them, told once for the question.
    pub options: Vec<String>,
    /// Part by part: each part's options and the labels of the figures asked.
    pub parts: Vec<PartText>,
}

pub struct PartText {
    pub options: Vec<String>,
    pub amounts: Vec<String>,
}

/// The story's scroll when it opens, on the moment of the matter.
pub fn opening(story: &Story) -> u16 {
    u16::try_from(story.opening_scroll()).unwrap_or(u16::MAX)
}

impl Shown {
    pub fn story(&self) -> &Story {
        if self.folded {
            &self.story_folded
        } else {
            &self.story_full
        }
    }
}

impl Quiz {
    /// The question on view and the screen's side of it, when its story could be told.
    pub fn asked(&self) -> Option<&Asked> {
        match self.view {
            View::Asked(_) => self.session.asked(),
            _ => None,
        }
    }

    pub fn shown(&self) -> Option<&Shown> {
        match &self.view {
            View::Asked(s) => Some(s),
            _ => None,
        }
    }

    pub fn shown_mut(&mut self) -> Option<&mut Shown> {
        match &mut self.view {
            View::Asked(s) => Some(s),
            _ => None,
        }
    }
}

/// Questions a home-started quiz may ask: in practice, until the learner stops.
const ENDLESS: u32 = u32::MAX;

impl App {
    /// Each quiz of a session gets its own seed (`Plan` hashes it with each question's
    /// number, so the next quiz repeats nothing), still short enough to read out to a
    /// friend.
    fn next_seed(&self) -> u64 {
        self.seed
            .wrapping_add(self.quizzes_started.wrapping_mul(10_000))
    }

    /// Start a quiz from the home screen or the article browser.
    pub fn start(&mut self, mode: Mode) {
        let plan = Plan {
            mode,
            seed: self.next_seed(),
            count: ENDLESS,
            // Kept only while the ruleset has it (the learner may switch rulesets).
            edition: self
                .edition
                .clone()
                .filter(|e| self.ruleset.meta.editions.iter().any(|x| &x.id == e)),
        };
        self.stack.truncate(1);
        self.begin_from(Source::Plan(plan), true, false);
    }

    /// Start a quiz of so many questions, as `mjref quiz` does.
    pub fn begin(&mut self, plan: Plan) {
        self.begin_from(Source::Plan(plan), false, false);
    }

    /// Start a study session in `mode` on the current ruleset.
    pub fn start_study(&mut self, mode: StudyMode) {
        let seed = self.next_seed();
        self.stack.truncate(1);
        let by_parts = self.study_by_parts;
        self.begin_from(Source::Study { mode, seed }, true, by_parts);
    }

    /// Start a club quiz: its questions, its timer, its score card at the end.
    pub fn start_club(&mut self, club: Club, name: &str) {
        self.stack.truncate(1);
        let run = ClubRun::new(club, name);
        self.begin_from(Source::Club(Box::new(run)), false, false);
    }

    /// Ask a club's own cases, in the deck's order.
    pub fn start_deck(&mut self, deck: crate::quiz::session::Deck) {
        self.stack.truncate(1);
        self.begin_from(Source::Deck(deck), false, false);
    }

    fn begin_from(&mut self, source: Source, endless: bool, by_parts: bool) {
        self.quizzes_started += 1;
        let session = Session::new(
            source,
            Arc::clone(&self.ruleset),
            Arc::clone(&self.cat),
            Arc::clone(&self.clock),
        )
        .by_parts(by_parts);
        let mut quiz = Quiz {
            session,
            endless,
            view: View::Empty,
            note: None,
            score_card: None,
        };
        let dealt = quiz.session.next(&self.learner);
        if dealt == Dealt::Question {
            quiz.view = self.view_of(&quiz.session);
        } else {
            quiz.note = Some(self.nothing_left(&quiz.session));
        }
        self.quiz = Some(quiz);
        self.push(if dealt == Dealt::Question {
            Screen::Question
        } else {
            Screen::Summary
        });
    }

    fn nothing_left(&self, session: &Session) -> String {
        match session.source() {
            Source::Study { mode, .. } => {
                let nothing = self
                    .cat
                    .tr_args("study-nothing-left", &[("mode", mode.name().into())]);
                let now = self.clock.now();
                let next = (*mode == StudyMode::Due)
                    .then(|| schedule::next_due(&self.learner.progress, &self.ruleset, now))
                    .flatten();
                match next {
                    Some(at) => {
                        let (unit, n) = schedule::until(now, at).unit_and_count();
                        let back = self
                            .cat
                            .tr_args("study-come-back", &[("unit", unit.into()), ("n", n.into())]);
                        format!("{nothing} {back}")
                    }
                    None => nothing,
                }
            }
            _ => self.cat.tr("tui-no-question"),
        }
    }

    /// What the screen shows of the session's current question.
    fn view_of(&self, session: &Session) -> View {
        match session.current() {
            None => View::Empty,
            Some(Current::Failed { article, error }) => View::Failed {
                article: article.clone(),
                reason: error
                    .as_ref()
                    .map_or_else(|| self.cat.tr("tui-no-question"), |e| e.to_string()),
            },
            Some(Current::Asked(asked)) => match self.stories(&asked.question) {
                Ok((story_folded, story_full)) => View::Asked(Box::new(Shown {
                    scroll: opening(&story_folded),
                    story_folded,
                    story_full,
                    folded: true,
                    review: false,
                    cursor: 0,
                    figures: Vec::new(),
                    options: self.option_texts(&asked.question),
                    parts: asked
                        .building
                        .as_ref()
                        .map(|b| self.part_texts(&asked.question, &b.sheet))
                        .unwrap_or_default(),
                })),
                Err(e) => View::Failed {
                    article: Some(asked.question.article.clone()),
                    reason: e.to_string(),
                },
            },
        }
    }

    fn option_texts(&self, q: &Question) -> Vec<String> {
        q.option_texts(&self.cat)
    }

    fn part_texts(&self, q: &Question, sheet: &Sheet) -> Vec<PartText> {
        sheet
            .parts
            .iter()
            .map(|p| PartText {
                options: p
                    .options
                    .iter()
                    .map(|v| parts::option_text(&self.cat, q, v))
                    .collect(),
                amounts: p
                    .transfers
                    .iter()
                    .map(|t| parts::amount_label(&self.cat, t))
                    .collect(),
            })
            .collect()
    }

    fn stories(&self, q: &Question) -> Result<(Story, Story), crate::scenario::ScenarioError> {
        let style = self.settings.style;
        let folded =
            narrative::question_story(&self.cat, &self.ruleset, q, style, narrative::KEEP_LAST)?;
        let full = narrative::full_story(&self.cat, &self.ruleset, q, style)?;
        Ok((folded, full))
    }

    /// Tile glyphs appear in the story: tell it again after the style changed.
    pub fn restyle(&mut self) {
        let Some(q) = self
            .quiz
            .as_ref()
            .and_then(Quiz::asked)
            .map(|a| &a.question)
        else {
            return;
        };
        if let Ok((folded, full)) = self.stories(q)
            && let Some(shown) = self.quiz.as_mut().and_then(Quiz::shown_mut)
        {
            shown.story_folded = folded;
            shown.story_full = full;
        }
    }

    /// Answer with option `chosen`.
    pub fn answer(&mut self, chosen: usize) {
        let Some(quiz) = self.quiz.as_mut().filter(|q| q.shown().is_some()) else {
            return;
        };
        let took = quiz.session.choose(&mut self.learner, chosen);
        if let Took::Answered(_) = took
            && let Some(shown) = quiz.shown_mut()
        {
            shown.cursor = chosen;
            shown.scroll = 0;
        }
        self.after(took);
    }

    /// The club timer ran out: the question counts as wrong and the answer is shown.
    pub fn time_out(&mut self) {
        let Some(quiz) = self.quiz.as_mut().filter(|q| q.shown().is_some()) else {
            return;
        };
        let took = quiz.session.time_out(&mut self.learner);
        self.after(took);
    }

    /// Give the part under the cursor (an option, or the figures typed) and move on.
    pub fn give_part(&mut self) {
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        let (Some(shown), Some(part)) = (
            quiz.shown(),
            quiz.session
                .asked()
                .and_then(|a| a.building.as_ref())
                .and_then(|b| b.part()),
        ) else {
            return;
        };
        let given = if part.part == Part::Amounts {
            Given::Amounts(
                (0..part.transfers.len())
                    .map(|i| {
                        shown
                            .figures
                            .get(i)
                            .and_then(|f| f.trim().parse::<u32>().ok())
                    })
                    .collect(),
            )
        } else {
            Given::Option(shown.cursor)
        };
        let took = quiz.session.give_part(&mut self.learner, given);
        if !matches!(took, Took::Nothing)
            && let Some(shown) = quiz.shown_mut()
        {
            shown.cursor = 0;
            if let Took::Answered(_) = took {
                shown.scroll = 0;
            }
        }
        self.after(took);
    }

    /// One part back, to change it; the part given is under the cursor again.
    pub fn part_back(&mut self) {
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        if !quiz.session.part_back() {
            return;
        }
        let cursor = quiz
            .session
            .asked()
            .and_then(|a| a.building.as_ref())
            .and_then(|b| b.given.get(b.step))
            .map_or(0, |g| match g {
                Given::Option(n) => *n,
                Given::Amounts(_) => 0,
            });
        if let Some(shown) = quiz.shown_mut() {
            shown.cursor = cursor;
        }
    }

    /// Say what became of the save; in an exam nothing is shown between questions (the
    /// answers come on the score card), so it moves straight on.
    fn after(&mut self, took: Took) {
        let Took::Answered(saved) = took else {
            return;
        };
        self.saved(saved);
        if self.club_run().is_some_and(|r| r.club.exam()) {
            self.next_question();
        }
    }

    /// Seconds left on the club timer, if the question is timed and unanswered.
    pub fn seconds_left(&self) -> Option<i64> {
        self.quiz.as_ref()?.session.seconds_left()
    }

    /// On to the next question, or to the summary after the last.
    pub fn next_question(&mut self) {
        let Some(mut quiz) = self.quiz.take() else {
            return;
        };
        let dealt = quiz.session.next(&self.learner);
        match dealt {
            Dealt::Question => quiz.view = self.view_of(&quiz.session),
            Dealt::NothingLeft => quiz.note = Some(self.nothing_left(&quiz.session)),
            Dealt::Finished => {}
        }
        self.quiz = Some(quiz);
        if dealt != Dealt::Question {
            self.finish();
        }
    }

    /// End the quiz and show the summary (the score card for a club) in its place.
    pub fn finish(&mut self) {
        if self.screen() == Screen::Question {
            self.stack.pop();
        }
        let card = self.score_card();
        let club = card.is_some();
        if let Some(quiz) = self.quiz.as_mut() {
            quiz.score_card = card;
        }
        self.push(if club {
            Screen::ScoreCard
        } else {
            Screen::Summary
        });
    }

    /// The club quiz on view, if any.
    pub fn club_run(&self) -> Option<&ClubRun> {
        self.quiz.as_ref()?.session.club()
    }
}
