//! The state of the trainer. Everything the screen shows is here, so that drawing is a
//! pure function of it and tests can drive the app without a terminal.

use crate::cli::{Common, QuizArgs, find_article, load_ruleset};
use crate::i18n::Catalog;
use crate::quiz::session::{Mode, Plan, Tally};
use crate::quiz::{self, Question, Verdict, narrative};
use crate::rules::Ruleset;
use crate::tiles::TileStyle;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    Home,
    Question,
    Articles,
    Settings,
    Summary,
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
    Settings,
    Quit,
}

impl MenuItem {
    pub const ALL: [MenuItem; 4] = [
        MenuItem::Practise,
        MenuItem::Drill,
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
    pub chosen: usize,
    pub verdict: Verdict,
    /// `quiz::explain`'s lines.
    pub explanation: Vec<String>,
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

pub struct Quiz {
    pub plan: Plan,
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

pub struct App {
    pub cat: Catalog,
    pub common: Common,
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
    pub fn new(common: &Common, quiz: Option<&QuizArgs>, seed: u64) -> anyhow::Result<App> {
        let ruleset = load_ruleset(common)?;
        let ruleset_ids = ruleset_ids(common);
        let ruleset_cursor = ruleset_ids
            .iter()
            .position(|id| *id == common.ruleset)
            .unwrap_or(0);
        let mut app = App {
            cat: Catalog::english(),
            common: common.clone(),
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
                style: common.tiles,
                referee_view: quiz.is_some_and(|q| q.referee_view),
                color: true,
            },
            settings_cursor: 0,
            quiz: None,
            help: false,
            seed,
            quizzes_started: 0,
            quit: false,
        };
        if let Some(args) = quiz {
            let mode = match &args.article {
                Some(id) => Mode::Drill(find_article(&app.ruleset, id)?.id.clone()),
                None => Mode::Everything,
            };
            let plan = Plan {
                mode,
                seed: args.seed.unwrap_or(seed),
                count: args.count,
            };
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
        self.quizzes_started += 1;
        let current = if plan.count == 0 {
            Current::Failed {
                article: None,
                reason: self.cat.tr("tui-no-question"),
            }
        } else {
            self.make(&plan, 0)
        };
        let empty = plan.count == 0;
        self.quiz = Some(Quiz {
            plan,
            endless,
            index: 0,
            current,
            tally: Tally::default(),
        });
        self.push(if empty {
            Screen::Summary
        } else {
            Screen::Question
        });
    }

    fn make(&self, plan: &Plan, index: u32) -> Current {
        let article = plan.pick(&self.ruleset, index).map(|(a, _)| a);
        let failed = |reason: String| Current::Failed {
            article: article.clone(),
            reason,
        };
        match plan.question(&self.ruleset, index) {
            None => failed(self.cat.tr("tui-no-question")),
            Some(Err(e)) => failed(e.to_string()),
            Some(Ok(question)) => match self.stories(&question) {
                Ok((story_folded, story_full)) => Current::Asked(Box::new(Asked {
                    question,
                    story_folded,
                    story_full,
                    folded: true,
                    cursor: 0,
                    answer: None,
                    scroll: 0,
                })),
                Err(e) => failed(e.to_string()),
            },
        }
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
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        let Current::Asked(asked) = &mut quiz.current else {
            return;
        };
        if asked.answer.is_some() || chosen >= asked.question.choices.len() {
            return;
        }
        let verdict = quiz::check(&self.ruleset, &asked.question, chosen);
        let explanation = quiz::explain(&self.cat, &self.ruleset, &asked.question, &verdict);
        quiz.tally.record(&asked.question.article, verdict.correct);
        asked.cursor = chosen;
        asked.scroll = 0;
        asked.answer = Some(Answer {
            chosen,
            verdict,
            explanation,
        });
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
        let current = self.make(&quiz.plan, index);
        if let Some(quiz) = self.quiz.as_mut() {
            quiz.index = index;
            quiz.current = current;
        }
    }

    /// End the quiz and show the summary in its place.
    pub fn finish(&mut self) {
        if self.screen() == Screen::Question {
            self.stack.pop();
        }
        self.push(Screen::Summary);
    }

    /// Switch to the ruleset under the home cursor.
    pub fn choose_ruleset(&mut self) {
        let Some(id) = self.ruleset_ids.get(self.home.ruleset_cursor).cloned() else {
            return;
        };
        let common = Common {
            ruleset: id,
            ..self.common.clone()
        };
        match load_ruleset(&common) {
            Ok(r) => {
                self.ruleset = r;
                self.common = common;
                self.articles.cursor = 0;
                self.articles.scroll = 0;
                self.home.message = None;
                self.home.focus = HomeFocus::Menu;
            }
            Err(e) => self.home.message = Some(format!("{e:#}")),
        }
    }
}

/// The rulesets on offer: the built-in ones, or the folders of `--rules-dir` that hold a
/// ruleset, and always the one asked for on the command line.
fn ruleset_ids(common: &Common) -> Vec<String> {
    let mut ids: Vec<String> = match &common.rules_dir {
        None => crate::rules::builtin::IDS
            .iter()
            .map(|s| s.to_string())
            .collect(),
        Some(dir) => {
            let mut found: Vec<String> = std::fs::read_dir(dir)
                .into_iter()
                .flatten()
                .flatten()
                .filter(|e| e.path().join("ruleset.ron").is_file())
                .filter_map(|e| e.file_name().to_str().map(str::to_string))
                .collect();
            found.sort();
            found
        }
    };
    if !ids.contains(&common.ruleset) {
        ids.insert(0, common.ruleset.clone());
    }
    ids
}
