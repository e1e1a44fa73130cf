//! The state of the trainer. Everything the screen shows is here, so that drawing is a
//! pure function of it and tests can drive the app without a terminal.

use crate::i18n::Catalog;
use crate::quiz::session::{Mode, Plan, Tally};
use crate::quiz::{self, Question, Verdict, narrative};
use crate::rules::Ruleset;
use crate::setup::{self, Options, QuizRequest, RulesChoice, load_ruleset, rulesets_on_offer};
use crate::study::club::Club;
use crate::study::parts::{self, Given, Sheet};
use crate::study::{AnswerKind, Clock, Item, Outcome, Progress, Store, StudyMode, SystemClock};
use crate::tiles::TileStyle;
use chrono::{DateTime, Utc};
use std::sync::Arc;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    Home,
    Question,
    Articles,
    Settings,
    Summary,
    /// Choose a study mode and the way to answer.
    Study,
    Stats,
    /// The end of a club quiz: the score and its check value.
    ScoreCard,
    /// A club quiz on a projector.
    Presenter,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HomeFocus {
    Rulesets,
    Menu,
}

/// The entries of the home menu, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuItem {
    Practise,
    Drill,
    Study,
    Stats,
    Settings,
    Quit,
}

impl MenuItem {
    pub const ALL: [MenuItem; 6] = [
        MenuItem::Practise,
        MenuItem::Drill,
        MenuItem::Study,
        MenuItem::Stats,
        MenuItem::Settings,
        MenuItem::Quit,
    ];
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    Tiles,
    View,
}

impl Setting {
    pub const ALL: [Setting; 2] = [Setting::Tiles, Setting::View];
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub style: TileStyle,
    pub referee_view: bool,
    /// False when `NO_COLOR` is set.
    pub color: bool,
}

pub struct Home {
    pub focus: HomeFocus,
    pub ruleset_cursor: usize,
    pub menu_cursor: usize,
    /// A problem to tell the learner, such as a ruleset that failed to load.
    pub message: Option<String>,
}

pub struct Answer {
    /// The option chosen; for an answer built part by part or a time-out, none of them
    /// (the number of options).
    pub chosen: usize,
    pub verdict: Verdict,
    /// `quiz::explain`'s lines (or `parts::explain`'s).
    pub explanation: Vec<String>,
    /// Part by part: each part's verdict.
    pub parts: Option<parts::Verdict>,
    /// A club question not answered in time.
    pub late: bool,
}

/// Building the ruling part by part.
pub struct Building {
    pub sheet: Sheet,
    /// The part being answered (`sheet.parts.len()` once all are given).
    pub step: usize,
    pub given: Vec<Given>,
    /// The option under the cursor, or the payment whose figure is typed.
    pub cursor: usize,
    /// Figures typed so far, one per payment.
    pub figures: Vec<String>,
}

/// A question on screen, with what the learner did with it so far.
pub struct Asked {
    pub question: Question,
    /// The story in the current tile style, folded and in full.
    pub story_folded: Vec<String>,
    pub story_full: Vec<String>,
    pub folded: bool,
    pub cursor: usize,
    pub answer: Option<Answer>,
    /// Story: lines scrolled back from the end. Explanation: lines scrolled from the top.
    pub scroll: u16,
    /// When the question appeared, for the time per answer and the club timer.
    pub shown_at: DateTime<Utc>,
    /// Set when the ruling is built part by part instead of chosen.
    pub building: Option<Building>,
}

impl Asked {
    pub fn story(&self) -> &[String] {
        if self.folded {
            &self.story_folded
        } else {
            &self.story_full
        }
    }
}

pub enum Current {
    Asked(Box<Asked>),
    /// The question could not be built; the reason is shown and the learner moves on.
    Failed {
        article: Option<String>,
        reason: String,
    },
}

/// Where a quiz's questions come from.
pub enum Source {
    /// `plan.pick`: every article at random, or one article.
    Plan,
    /// The scheduler, in one study mode.
    Study(StudyMode),
    /// A club code.
    Club(Box<ClubRun>),
}

pub struct ClubRun {
    pub club: Club,
    pub name: String,
    /// Right or not, question by question.
    pub results: Vec<bool>,
}

pub struct Quiz {
    pub plan: Plan,
    pub source: Source,
    /// Build each ruling part by part rather than choose it.
    pub by_parts: bool,
    /// The case asked last, not to be asked again straight away.
    pub last_item: Option<Item>,
    /// Why the quiz ended early, for the summary (nothing left in a study mode).
    pub note: Option<String>,
    /// Started from the home screen: questions until the learner stops.
    pub endless: bool,
    pub index: u32,
    pub current: Current,
    pub tally: Tally,
}

impl Quiz {
    pub fn asked(&self) -> Option<&Asked> {
        match &self.current {
            Current::Asked(a) => Some(a),
            Current::Failed { .. } => None,
        }
    }

    pub fn asked_mut(&mut self) -> Option<&mut Asked> {
        match &mut self.current {
            Current::Asked(a) => Some(a),
            Current::Failed { .. } => None,
        }
    }
}

pub struct Articles {
    pub cursor: usize,
    pub scroll: u16,
}

/// The learner's progress and where it is saved.
pub struct Learner {
    /// `None`: progress lives only as long as the app (tests, or no data directory).
    pub store: Option<Store>,
    pub progress: Progress,
    /// Said on the home screen: a file set aside, a save that failed.
    pub notice: Option<String>,
}

/// The presenter's place in a club quiz.
pub struct Presenter {
    pub club: Club,
    pub index: u32,
    pub revealed: bool,
    pub question: Result<Question, String>,
    pub story: Vec<String>,
}

pub struct App {
    pub cat: Catalog,
    /// The rules chosen: the ruleset on view, and where rulesets are loaded from.
    pub rules: RulesChoice,
    /// Rulesets the learner can choose from, by id.
    pub ruleset_ids: Vec<String>,
    pub ruleset: Ruleset,
    /// Screens entered and not yet left; the last is on view.
    pub stack: Vec<Screen>,
    pub home: Home,
    pub articles: Articles,
    pub settings: Settings,
    pub settings_cursor: usize,
    pub quiz: Option<Quiz>,
    pub learner: Learner,
    pub clock: Arc<dyn Clock>,
    pub study_cursor: usize,
    /// Study answers are built part by part unless this is off.
    pub study_by_parts: bool,
    pub stats_cursor: usize,
    pub presenter: Option<Presenter>,
    pub help: bool,
    /// Seed of the next quiz started from the home screen.
    pub seed: u64,
    quizzes_started: u64,
    pub quit: bool,
}

/// Questions a home-started quiz may ask: in practice, until the learner stops.
const ENDLESS: u32 = u32::MAX;

impl App {
    /// The app as `mjref` opens it: on the home screen, or straight in a quiz when `quiz`
    /// is given (`mjref quiz`). `seed` is used when the quiz arguments give none.
    pub fn new(
        options: &Options,
        quiz: Option<&QuizRequest>,
        seed: u64,
    ) -> Result<App, setup::SetupError> {
        let ruleset = load_ruleset(&options.rules)?;
        let ruleset_ids = rulesets_on_offer(&options.rules);
        let ruleset_cursor = ruleset_ids
            .iter()
            .position(|id| *id == options.rules.ruleset)
            .unwrap_or(0);
        let mut app = App {
            cat: Catalog::english(),
            rules: options.rules.clone(),
            ruleset_ids,
            ruleset,
            stack: vec![Screen::Home],
            home: Home {
                focus: HomeFocus::Menu,
                ruleset_cursor,
                menu_cursor: 0,
                message: None,
            },
            articles: Articles {
                cursor: 0,
                scroll: 0,
            },
            settings: Settings {
                style: options.tiles,
                referee_view: quiz.is_some_and(|q| q.referee_view),
                color: true,
            },
            settings_cursor: 0,
            quiz: None,
            learner: Learner {
                store: None,
                progress: Progress::default(),
                notice: None,
            },
            clock: Arc::new(SystemClock),
            study_cursor: 0,
            study_by_parts: true,
            stats_cursor: 0,
            presenter: None,
            help: false,
            seed,
            quizzes_started: 0,
            quit: false,
        };
        if let Some(args) = quiz {
            let plan = args.plan(&app.ruleset, seed)?;
            app.begin(plan, false);
        }
        Ok(app)
    }

    pub fn screen(&self) -> Screen {
        self.stack.last().copied().unwrap_or(Screen::Home)
    }

    pub fn push(&mut self, screen: Screen) {
        self.stack.push(screen);
    }

    /// Leave the current screen; leaving the last one quits.
    pub fn pop(&mut self) {
        self.stack.pop();
        if self.stack.is_empty() {
            self.quit = true;
        }
    }

    /// Start a quiz from the home screen or the article browser.
    pub fn start(&mut self, mode: Mode) {
        // Each quiz of a session gets its own seed, far enough from the last one's that
        // no question repeats (`Plan` derives question i from seed + i), and still short
        // enough to read out to a friend.
        let seed = self
            .seed
            .wrapping_add(self.quizzes_started.wrapping_mul(10_000));
        let plan = Plan {
            mode,
            seed,
            count: ENDLESS,
        };
        self.stack.truncate(1);
        self.begin(plan, true);
    }

    fn begin(&mut self, plan: Plan, endless: bool) {
        self.begin_from(plan, endless, Source::Plan, false);
    }

    /// Start a study session in `mode` on the current ruleset.
    pub fn start_study(&mut self, mode: StudyMode) {
        let seed = self
            .seed
            .wrapping_add(self.quizzes_started.wrapping_mul(10_000));
        let plan = Plan {
            mode: Mode::Everything,
            seed,
            count: ENDLESS,
        };
        self.stack.truncate(1);
        let by_parts = self.study_by_parts;
        self.begin_from(plan, true, Source::Study(mode), by_parts);
    }

    /// Start a club quiz: its questions, its timer, its score card at the end.
    pub fn start_club(&mut self, club: Club, name: &str) {
        let plan = Plan {
            mode: Mode::Everything,
            seed: u64::from(club.code.seed),
            count: club.count(),
        };
        self.stack.truncate(1);
        let run = ClubRun {
            club,
            name: name.to_string(),
            results: Vec::new(),
        };
        self.begin_from(plan, false, Source::Club(Box::new(run)), false);
    }

    fn begin_from(&mut self, plan: Plan, endless: bool, source: Source, by_parts: bool) {
        self.quizzes_started += 1;
        let mut quiz = Quiz {
            plan,
            source,
            by_parts,
            last_item: None,
            note: None,
            endless,
            index: 0,
            current: Current::Failed {
                article: None,
                reason: String::new(),
            },
            tally: Tally::default(),
        };
        let first = if quiz.plan.count == 0 {
            None
        } else {
            self.make(&quiz, 0)
        };
        let empty = first.is_none();
        match first {
            Some(current) => quiz.current = current,
            None => quiz.note = Some(self.nothing_left(&quiz)),
        }
        self.quiz = Some(quiz);
        self.push(if empty {
            Screen::Summary
        } else {
            Screen::Question
        });
    }

    fn nothing_left(&self, quiz: &Quiz) -> String {
        match &quiz.source {
            Source::Study(mode) => self
                .cat
                .tr_args("study-nothing-left", &[("mode", mode.name().into())]),
            _ => self.cat.tr("tui-no-question"),
        }
    }

    /// Question `index` of the quiz; `None` when a study mode has nothing left.
    fn make(&self, quiz: &Quiz, index: u32) -> Option<Current> {
        let made = match &quiz.source {
            Source::Plan => {
                let article = quiz.plan.pick(&self.ruleset, index).map(|(a, _)| a);
                (article, quiz.plan.question(&self.ruleset, index))
            }
            Source::Club(run) => (
                run.club.pick(index).map(|(a, _)| a),
                run.club.question(&self.ruleset, index),
            ),
            Source::Study(mode) => {
                let item = crate::study::schedule::next(
                    &self.learner.progress,
                    &self.ruleset,
                    *mode,
                    self.clock.now(),
                    quiz.last_item.as_ref(),
                )?;
                let base = quiz.plan.seed.wrapping_add(u64::from(index));
                let q = crate::study::pick::question_for_case(
                    &self.ruleset,
                    &item.article,
                    &item.case,
                    base,
                );
                (Some(item.article), Some(q))
            }
        };
        let (article, question) = made;
        let failed = |reason: String| Current::Failed {
            article: article.clone(),
            reason,
        };
        Some(match question {
            None => failed(self.cat.tr("tui-no-question")),
            Some(Err(e)) => failed(e.to_string()),
            Some(Ok(question)) => match self.stories(&question) {
                Ok((story_folded, story_full)) => {
                    let building = quiz.by_parts.then(|| {
                        let sheet = parts::sheet(&self.ruleset, &question);
                        Building {
                            step: 0,
                            given: Vec::new(),
                            cursor: 0,
                            figures: Vec::new(),
                            sheet,
                        }
                    });
                    Current::Asked(Box::new(Asked {
                        question,
                        story_folded,
                        story_full,
                        folded: true,
                        cursor: 0,
                        answer: None,
                        scroll: 0,
                        shown_at: self.clock.now(),
                        building,
                    }))
                }
                Err(e) => failed(e.to_string()),
            },
        })
    }

    /// How many events the folded story keeps in full before the question.
    const KEEP_LAST: usize = 6;

    fn stories(
        &self,
        q: &Question,
    ) -> Result<(Vec<String>, Vec<String>), crate::scenario::ScenarioError> {
        let style = self.settings.style;
        let folded = narrative::folded(
            &self.cat,
            &self.ruleset,
            &q.scenario,
            style,
            Self::KEEP_LAST,
        )?;
        let full = narrative::narrative(&self.cat, &self.ruleset, &q.scenario, style)?;
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
            && let Some(asked) = self.quiz.as_mut().and_then(Quiz::asked_mut)
        {
            asked.story_folded = folded;
            asked.story_full = full;
        }
    }

    pub fn answer(&mut self, chosen: usize) {
        let now = self.clock.now();
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        let Current::Asked(asked) = &mut quiz.current else {
            return;
        };
        if asked.answer.is_some() || chosen >= asked.question.choices.len() {
            return;
        }
        let late = club_time_up(&quiz.source, asked, now);
        let mut verdict = quiz::check(&self.ruleset, &asked.question, chosen);
        let mut explanation = quiz::explain(&self.cat, &self.ruleset, &asked.question, &verdict);
        if late {
            explanation.insert(0, too_late(&self.cat, &quiz.source));
        }
        // A late answer is shown for what it was, but scores nothing.
        verdict.correct &= !late;
        asked.cursor = chosen;
        asked.scroll = 0;
        asked.answer = Some(Answer {
            chosen,
            verdict,
            explanation,
            parts: None,
            late,
        });
        self.after_answer(now);
        self.exam_moves_on();
    }

    /// The club timer ran out: the question counts as wrong and the answer is shown.
    pub fn time_out(&mut self) {
        let now = self.clock.now();
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        let Current::Asked(asked) = &mut quiz.current else {
            return;
        };
        if asked.answer.is_some() || !club_time_up(&quiz.source, asked, now) {
            return;
        }
        let right = asked.question.correct_index();
        let mut verdict = quiz::check(&self.ruleset, &asked.question, right);
        let mut explanation = vec![too_late(&self.cat, &quiz.source)];
        explanation.extend(
            quiz::explain(&self.cat, &self.ruleset, &asked.question, &verdict)
                .into_iter()
                .skip(1),
        );
        verdict.correct = false;
        asked.answer = Some(Answer {
            chosen: asked.question.choices.len(),
            verdict,
            explanation,
            parts: None,
            late: true,
        });
        self.after_answer(now);
        self.exam_moves_on();
    }

    /// In an exam nothing is shown between questions: the answers come on the score card.
    fn exam_moves_on(&mut self) {
        if self.club_run().is_some_and(|r| r.club.exam()) {
            self.next_question();
        }
    }

    /// Drill an article from the statistics, switching to its ruleset first if needed.
    pub fn drill(&mut self, ruleset: &str, article: &str) {
        if ruleset != self.ruleset.meta.id {
            let rules = self.rules.with_ruleset(ruleset);
            match load_ruleset(&rules) {
                Ok(r) => {
                    self.ruleset = r;
                    self.rules = rules;
                    if let Some(i) = self.ruleset_ids.iter().position(|id| id == ruleset) {
                        self.home.ruleset_cursor = i;
                    }
                }
                Err(e) => {
                    self.home.message = Some(e.to_string());
                    return;
                }
            }
        }
        if let Some(a) = self.ruleset.article(article) {
            let id = a.id.clone();
            self.start(Mode::Drill(id));
        }
    }

    /// Seconds left on the club timer, if the question is timed and unanswered.
    pub fn seconds_left(&self) -> Option<i64> {
        let quiz = self.quiz.as_ref()?;
        let Source::Club(run) = &quiz.source else {
            return None;
        };
        let asked = quiz.asked()?;
        let limit = i64::from(run.club.code.seconds);
        if limit == 0 || asked.answer.is_some() {
            return None;
        }
        let spent = (self.clock.now() - asked.shown_at).num_seconds();
        Some((limit - spent).max(0))
    }

    /// Give the part under the cursor (an option, or the figures typed) and move on; after
    /// the last part the whole answer is checked.
    pub fn give_part(&mut self) {
        let now = self.clock.now();
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        let Current::Asked(asked) = &mut quiz.current else {
            return;
        };
        if asked.answer.is_some() {
            return;
        }
        let Some(b) = asked.building.as_mut() else {
            return;
        };
        let Some(part) = b.sheet.parts.get(b.step) else {
            return;
        };
        let given = if part.part == parts::Part::Amounts {
            Given::Amounts(
                (0..part.transfers.len())
                    .map(|i| b.figures.get(i).and_then(|f| f.trim().parse::<u32>().ok()))
                    .collect(),
            )
        } else if b.cursor < part.options.len() {
            Given::Option(b.cursor)
        } else {
            return;
        };
        b.given.truncate(b.step);
        b.given.push(given);
        b.step += 1;
        b.cursor = 0;
        if b.step < b.sheet.parts.len() {
            return;
        }
        let pv = parts::check(&self.ruleset, &asked.question, &b.sheet, &b.given);
        let explanation = parts::explain(&self.cat, &self.ruleset, &asked.question, &b.sheet, &pv);
        let mut verdict = quiz::check(
            &self.ruleset,
            &asked.question,
            asked.question.correct_index(),
        );
        verdict.correct = pv.correct;
        asked.scroll = 0;
        asked.answer = Some(Answer {
            chosen: asked.question.choices.len(),
            verdict,
            explanation,
            parts: Some(pv),
            late: false,
        });
        self.after_answer(now);
    }

    /// One part back, to change it.
    pub fn part_back(&mut self) {
        if let Some(b) = self
            .quiz
            .as_mut()
            .and_then(Quiz::asked_mut)
            .filter(|a| a.answer.is_none())
            .and_then(|a| a.building.as_mut())
            && b.step > 0
        {
            b.step -= 1;
            b.cursor = match b.given.get(b.step) {
                Some(Given::Option(n)) => *n,
                _ => 0,
            };
        }
    }

    /// Tally the answer on screen, remember it in the learner's progress and save.
    fn after_answer(&mut self, now: DateTime<Utc>) {
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        let Current::Asked(asked) = &quiz.current else {
            return;
        };
        let Some(answer) = &asked.answer else {
            return;
        };
        quiz.tally
            .record(&asked.question.article, answer.verdict.correct);
        if let Source::Club(run) = &mut quiz.source {
            run.results.push(answer.verdict.correct);
        }
        let score = match &answer.parts {
            Some(p) => p.score,
            None => f64::from(u8::from(answer.verdict.correct)),
        };
        let (kind, schedules) = match &quiz.source {
            Source::Club(_) => (AnswerKind::Club, false),
            Source::Study(mode) => (
                if answer.parts.is_some() {
                    AnswerKind::Parts
                } else {
                    AnswerKind::Choice
                },
                mode.schedules(),
            ),
            Source::Plan => (AnswerKind::Choice, true),
        };
        let item = Item::new(
            &self.ruleset.meta.id,
            &asked.question.article,
            &asked.question.judgement.case,
        );
        let outcome = Outcome {
            item: item.clone(),
            seed: asked.question.seed,
            kind,
            score,
            millis: u64::try_from((now - asked.shown_at).num_milliseconds()).unwrap_or(0),
        };
        quiz.last_item = Some(item);
        crate::study::schedule::record(&mut self.learner.progress, &outcome, now, schedules);
        self.save();
    }

    /// Save the progress; a failure is told on the home screen, and the next answer tries
    /// again.
    pub fn save(&mut self) {
        if let Some(store) = &self.learner.store {
            self.learner.notice = match store.save(&self.learner.progress) {
                Ok(()) => None,
                Err(e) => Some(
                    self.cat
                        .tr_args("study-not-saved", &[("reason", e.to_string().into())]),
                ),
            };
        }
    }

    /// Use this store from now on: read it (a damaged file is set aside and said so).
    pub fn attach_store(&mut self, store: Store, clock: Arc<dyn Clock>) {
        self.clock = clock;
        match store.load(self.clock.as_ref()) {
            Ok(loaded) => {
                self.learner.notice = loaded
                    .set_aside
                    .as_ref()
                    .map(|a| setup::set_aside_message(&self.cat, a));
                self.learner.progress = loaded.progress;
                self.learner.store = Some(store);
            }
            Err(e) => {
                self.learner.notice = Some(
                    self.cat
                        .tr_args("study-not-saved", &[("reason", e.to_string().into())]),
                );
            }
        }
    }

    /// Open the presenter on a club quiz, at its first question.
    pub fn present(&mut self, club: Club) {
        self.presenter = Some(Presenter {
            question: Err(String::new()),
            story: Vec::new(),
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
        let story = question
            .as_ref()
            .ok()
            .and_then(|q| {
                narrative::folded(
                    &self.cat,
                    &self.ruleset,
                    &q.scenario,
                    self.settings.style,
                    4,
                )
                .ok()
            })
            .unwrap_or_default();
        if let Some(p) = self.presenter.as_mut() {
            p.index = index;
            p.revealed = false;
            p.question = question;
            p.story = story;
        }
    }

    /// On to the next question, or to the summary after the last.
    pub fn next_question(&mut self) {
        let Some(quiz) = self.quiz.as_ref() else {
            return;
        };
        let index = quiz.index.saturating_add(1);
        if index >= quiz.plan.count {
            self.finish();
            return;
        }
        match self.make(quiz, index) {
            Some(current) => {
                if let Some(quiz) = self.quiz.as_mut() {
                    quiz.index = index;
                    quiz.current = current;
                }
            }
            None => {
                let note = self.nothing_left(quiz);
                if let Some(quiz) = self.quiz.as_mut() {
                    quiz.note = Some(note);
                }
                self.finish();
            }
        }
    }

    /// End the quiz and show the summary (the score card for a club) in its place.
    pub fn finish(&mut self) {
        if self.screen() == Screen::Question {
            self.stack.pop();
        }
        let club = self
            .quiz
            .as_ref()
            .is_some_and(|q| matches!(q.source, Source::Club(_)));
        self.push(if club {
            Screen::ScoreCard
        } else {
            Screen::Summary
        });
    }

    /// The club quiz on view, if any.
    pub fn club_run(&self) -> Option<&ClubRun> {
        match &self.quiz.as_ref()?.source {
            Source::Club(run) => Some(run),
            _ => None,
        }
    }

    /// Switch to the ruleset under the home cursor.
    pub fn choose_ruleset(&mut self) {
        let Some(id) = self.ruleset_ids.get(self.home.ruleset_cursor).cloned() else {
            return;
        };
        let rules = self.rules.with_ruleset(&id);
        match load_ruleset(&rules) {
            Ok(r) => {
                self.ruleset = r;
                self.rules = rules;
                self.articles.cursor = 0;
                self.articles.scroll = 0;
                self.home.message = None;
                self.home.focus = HomeFocus::Menu;
            }
            Err(e) => self.home.message = Some(e.to_string()),
        }
    }
}

fn too_late(cat: &Catalog, source: &Source) -> String {
    let seconds = match source {
        Source::Club(run) => u32::from(run.club.code.seconds),
        _ => 0,
    };
    cat.tr_args("club-too-late", &[("seconds", seconds.into())])
}

/// Has the club timer of this question run out?
fn club_time_up(source: &Source, asked: &Asked, now: DateTime<Utc>) -> bool {
    match source {
        Source::Club(run) if run.club.code.seconds > 0 => {
            (now - asked.shown_at).num_milliseconds() > i64::from(run.club.code.seconds) * 1000
        }
        _ => false,
    }
}
