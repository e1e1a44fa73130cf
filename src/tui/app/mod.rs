//! The state of the trainer. Everything the screen shows is here, so that drawing is a
//! pure function of it and tests can drive the app without a terminal.

mod kept;
mod presenter;
mod quiz;
mod views;

pub use presenter::Presenter;
pub use quiz::{PartText, Quiz, Shown, View, opening};
pub use views::{CaseText, ScoreCard, Waiting};

use crate::i18n::Catalog;
use crate::rules::Ruleset;
use crate::setup::{self, Options, QuizRequest, RulesChoice, load_ruleset, rulesets_on_offer};
use crate::study::{Clock, Learner, Saved, Store, SystemClock};
use crate::tiles::TileStyle;
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
    Language,
}

impl Setting {
    pub const ALL: [Setting; 3] = [Setting::Tiles, Setting::View, Setting::Language];
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

pub struct Articles {
    /// Index into `matches`.
    pub cursor: usize,
    pub scroll: u16,
    /// What `/` searched for: every word must appear in the id, title, tags or summary.
    pub query: String,
    /// Keys go into the search field (after `/`, until Enter or Esc).
    pub searching: bool,
    /// The articles the search keeps, as indices into the ruleset's list; all of them
    /// without a search.
    pub matches: Vec<usize>,
    /// The cases of every article in words, told when the ruleset is loaded.
    pub cases: Vec<Vec<CaseText>>,
}

pub struct App {
    pub cat: Arc<Catalog>,
    /// The rules chosen: the ruleset on view, and where rulesets are loaded from.
    pub rules: RulesChoice,
    /// Rulesets the learner can choose from, by id.
    pub ruleset_ids: Vec<String>,
    pub ruleset: Arc<Ruleset>,
    /// Screens entered and not yet left; the last is on view.
    pub stack: Vec<Screen>,
    pub home: Home,
    pub articles: Articles,
    pub settings: Settings,
    pub settings_cursor: usize,
    pub quiz: Option<Quiz>,
    /// The learner's progress and the store it is saved to.
    pub learner: Learner,
    /// Said on the home screen: a file set aside, a save that failed.
    pub notice: Option<String>,
    pub clock: Arc<dyn Clock>,
    pub study_cursor: usize,
    /// What waits in each study mode, counted when the study screen opened.
    pub waiting: Waiting,
    /// Study answers are built part by part unless this is off.
    pub study_by_parts: bool,
    pub stats_cursor: usize,
    /// The statistics, worked out when their screen opened.
    pub stats: Option<crate::study::stats::Stats>,
    /// Titles of the articles the statistics list, by ruleset and article id, from every
    /// ruleset answered in (not only the one chosen).
    pub stats_titles: std::collections::HashMap<(String, String), String>,
    pub presenter: Option<Presenter>,
    pub help: bool,
    /// Seed of the next quiz started from the home screen.
    pub seed: u64,
    pub(crate) quizzes_started: u64,
    /// The edition the command line asked every question to be judged under
    /// (`--edition`), kept for the quizzes started from the home screen too.
    pub(crate) edition: Option<String>,
    pub quit: bool,
    /// The terminal's size as last drawn: below the minimum only leaving acts.
    pub size: (u16, u16),
    /// Where the settings chosen are kept between starts; `None`: not kept.
    pub preferences: Option<std::path::PathBuf>,
    /// `--tiles` was given: it wins over the style kept from last time.
    tiles_given: bool,
    /// The language chosen in the settings, this time or before: kept for the next start
    /// (a language that only came from the locale is not).
    pub kept_lang: Option<crate::i18n::Lang>,
    /// The settings file did not read when the trainer opened: it is set aside before
    /// the first change is written, so nothing in it is lost.
    pub settings_unread: bool,
}

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
            cat: Arc::new(Catalog::for_lang(options.rules.lang)),
            rules: options.rules.clone(),
            ruleset_ids,
            ruleset: Arc::new(ruleset),
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
                query: String::new(),
                searching: false,
                matches: Vec::new(),
                cases: Vec::new(),
            },
            settings: Settings {
                style: options.tiles.unwrap_or_default(),
                referee_view: quiz.is_some_and(|q| q.referee_view),
                color: true,
            },
            settings_cursor: 0,
            quiz: None,
            learner: Learner::default(),
            notice: None,
            clock: Arc::new(SystemClock),
            study_cursor: 0,
            waiting: Waiting::default(),
            study_by_parts: true,
            stats_cursor: 0,
            stats: None,
            stats_titles: Default::default(),
            presenter: None,
            help: false,
            seed,
            quizzes_started: 0,
            edition: None,
            quit: false,
            size: (crate::tui::MIN_WIDTH, crate::tui::MIN_HEIGHT),
            preferences: None,
            tiles_given: options.tiles.is_some(),
            kept_lang: None,
            settings_unread: false,
        };
        app.articles.cases = views::case_texts(&app.cat, &app.ruleset);
        app.refilter_articles();
        if let Some(args) = quiz {
            let plan = args.plan(&app.ruleset, seed)?;
            app.edition = plan.edition.clone();
            app.begin(plan);
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

    /// Play this ruleset from now on.
    pub fn set_ruleset(&mut self, ruleset: Ruleset) {
        self.rules = self.rules.with_ruleset(&ruleset.meta.id);
        if let Some(i) = self
            .ruleset_ids
            .iter()
            .position(|id| *id == ruleset.meta.id)
        {
            self.home.ruleset_cursor = i;
        }
        self.articles.cases = views::case_texts(&self.cat, &ruleset);
        self.ruleset = Arc::new(ruleset);
        self.refilter_articles();
    }

    /// Load ruleset `id` and play it; a failure is told on the home screen.
    fn switch_ruleset(&mut self, id: &str) -> bool {
        match load_ruleset(&self.rules.with_ruleset(id)) {
            Ok(r) => {
                self.set_ruleset(r);
                true
            }
            Err(e) => {
                self.home.message = Some(crate::setup::describe(&e, &self.cat));
                false
            }
        }
    }

    /// Drill an article from the statistics, switching to its ruleset first if needed.
    pub fn drill(&mut self, ruleset: &str, article: &str) {
        if ruleset != self.ruleset.meta.id && !self.switch_ruleset(ruleset) {
            return;
        }
        if let Some(a) = self.ruleset.article(article) {
            let id = a.id.clone();
            self.start(crate::quiz::session::Mode::Drill(id));
        }
    }

    /// Switch to the ruleset under the home cursor.
    pub fn choose_ruleset(&mut self) {
        let Some(id) = self.ruleset_ids.get(self.home.ruleset_cursor).cloned() else {
            return;
        };
        if self.switch_ruleset(&id) {
            self.articles.cursor = 0;
            self.articles.scroll = 0;
            self.home.message = None;
            self.home.focus = HomeFocus::Menu;
        }
    }

    /// Use this store from now on: read it (a damaged file is set aside and said so).
    pub fn attach_store(&mut self, store: Store, clock: Arc<dyn Clock>) {
        self.clock = clock;
        match Learner::load(store, self.clock.as_ref()) {
            Ok((learner, set_aside)) => {
                self.notice = set_aside
                    .as_ref()
                    .map(|a| setup::set_aside_message(&self.cat, a));
                self.learner = learner;
            }
            Err(e) => self.not_saved(&setup::describe(&e, &self.cat)),
        }
    }

    /// Tell what became of a save: a failure is said on the home screen until a save
    /// works again.
    fn saved(&mut self, saved: Saved) {
        match saved {
            Saved::Nowhere => {}
            Saved::Saved => self.notice = None,
            Saved::Failed(e) => self.not_saved(&setup::describe(&e, &self.cat)),
        }
    }

    fn not_saved(&mut self, reason: &str) {
        self.notice = Some(
            self.cat
                .tr_args("study-not-saved", &[("reason", reason.to_string().into())]),
        );
    }
}
