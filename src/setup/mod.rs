//! What both shells need before the first question: the rules chosen on the command line
//! (built in, or a folder of house rules, with the learner's own card), an article found
//! by its id, the rulesets on offer, and where the learner's progress is kept.
//!
//! Files are read here so that the domain modules never read one; neither shell is
//! imported, so the trainer and the command line share this without sharing each other.

mod describe;
pub mod preferences;
mod rulesets;

pub use describe::{describe, io_reason};
pub use rulesets::{load_ruleset, read_card, ruleset_with_article, rulesets_on_offer};

use crate::i18n::Catalog;
use crate::quiz::session::{Mode, Plan};
use crate::rules::{Article, Ruleset};
use crate::study::{SetAside, Store, StoreError};
use crate::tiles::TileStyle;
use std::path::PathBuf;

/// Which rules to play: a ruleset id, found among the built-in ones or in `rules_dir`,
/// and the American card to check hands with instead of the practice card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesChoice {
    pub ruleset: String,
    pub rules_dir: Option<PathBuf>,
    pub card: Option<PathBuf>,
    /// The language the ruleset's texts are read in (its own words where it has none).
    pub lang: crate::i18n::Lang,
}

impl RulesChoice {
    /// The same choice with another ruleset id (the learner switched rulesets).
    pub fn with_ruleset(&self, id: &str) -> RulesChoice {
        RulesChoice {
            ruleset: id.to_string(),
            ..self.clone()
        }
    }
}

/// What every command is told on the command line: the rules, how tiles are drawn, and
/// whose progress it reads and saves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub rules: RulesChoice,
    /// How tiles are drawn; `None`: as the learner chose last in the trainer.
    pub tiles: Option<TileStyle>,
    pub profile: Profile,
}

/// Whose progress, and in which data directory (`None`: the platform's, or
/// `MJREF_DATA_DIR`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub name: String,
    pub data_dir: Option<PathBuf>,
}

impl Default for Profile {
    fn default() -> Self {
        Profile {
            name: crate::study::store::DEFAULT_PROFILE.to_string(),
            data_dir: None,
        }
    }
}

impl Profile {
    /// The store of this profile.
    pub fn store(&self) -> Result<Store, SetupError> {
        let dir =
            crate::study::store::data_dir(self.data_dir.as_deref()).map_err(SetupError::Store)?;
        Store::new(&dir, &self.name).map_err(SetupError::Store)
    }
}

/// A quiz asked for on the command line: one article or all of them, from a seed, so
/// many questions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuizRequest {
    pub article: Option<String>,
    /// A question's replay code: that one question again.
    pub question: Option<String>,
    pub seed: Option<u64>,
    pub count: u32,
    /// Every rack's tiles shown, not only their counts.
    pub referee_view: bool,
    /// The edition of the ruleset every question is judged under (`--edition`).
    pub edition: Option<String>,
}

impl QuizRequest {
    /// The plan of this quiz on `ruleset`; `seed` when the request names none. An
    /// article id is matched without regard to case and refused with close matches.
    pub fn plan(&self, ruleset: &Ruleset, seed: u64) -> Result<Plan, SetupError> {
        if let Some(text) = &self.question {
            let (article, seed) =
                crate::quiz::replay::read(ruleset, text).map_err(SetupError::Replay)?;
            return Ok(Plan {
                mode: Mode::Replay { article, seed },
                seed,
                count: 1,
                edition: self.edition(ruleset)?,
            });
        }
        let mode = match &self.article {
            Some(id) => Mode::Drill(find_article(ruleset, id)?.id.clone()),
            None => Mode::Everything,
        };
        Ok(Plan {
            mode,
            seed: self.seed.unwrap_or(seed),
            count: self.count,
            edition: self.edition(ruleset)?,
        })
    }

    /// The edition asked for, as the ruleset spells its id; refused with the editions
    /// the ruleset has where it has none of that id.
    fn edition(&self, ruleset: &Ruleset) -> Result<Option<String>, SetupError> {
        let Some(asked) = &self.edition else {
            return Ok(None);
        };
        let editions = &ruleset.meta.editions;
        match editions.iter().find(|e| e.id.eq_ignore_ascii_case(asked)) {
            Some(e) => Ok(Some(e.id.clone())),
            None => Err(SetupError::UnknownEdition {
                edition: asked.clone(),
                ruleset: ruleset.meta.id.clone(),
                known: ruleset.meta.edition_ids().join(", "),
            }),
        }
    }
}

/// Bad input from the learner: every variant is a file, an id or an option to correct.
/// No variant carries a source error, so that a message printed with its causes says
/// each thing once.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error("unknown ruleset \"{id}\"; built-in rulesets: {known}")]
    UnknownRuleset { id: String, known: String },
    #[error("--question: {0}")]
    Replay(crate::quiz::replay::ReplayError),
    #[error("{path}: cannot read: {error}")]
    Read { path: String, error: std::io::Error },
    /// A ruleset or card file that does not load: the message names file, line and column.
    #[error("{0}")]
    Load(crate::rules::LoadError),
    /// An article of a house ruleset that no story can be made for with its settings.
    #[error("{place}: article {article} cannot be asked with these rules: {error}")]
    Unaskable {
        article: String,
        /// `file:line:col` of the article, where it was found.
        place: String,
        error: Box<crate::quiz::QuizError>,
    },
    #[error("--edition: the ruleset {ruleset} has no edition \"{edition}\"; it has: {known}")]
    UnknownEdition {
        edition: String,
        ruleset: String,
        known: String,
    },
    #[error("--card: the {0} ruleset plays without a card; use --ruleset american")]
    NoCard(String),
    /// A profile name not allowed, or no data directory to keep it in.
    #[error("{0}")]
    Store(StoreError),
    #[error("unknown article \"{id}\" in {ruleset}: {}", hint(close))]
    UnknownArticle {
        id: String,
        ruleset: String,
        /// The ids that come close, nearest first.
        close: Vec<String>,
    },
    /// The full-screen trainer asked for where there is no terminal to draw it on.
    #[error("{}", match .0 {
        NoTerminal::NotATerminal => "mjref needs a terminal for the trainer (input or output is not one); try `mjref quiz --plain`",
        NoTerminal::Dumb => "TERM=dumb: this terminal cannot draw the trainer; try `mjref quiz --plain`",
    })]
    NoTerminal(NoTerminal),
}

/// Why the trainer cannot draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoTerminal {
    /// Input or output is a pipe, a file or nothing.
    NotATerminal,
    /// `TERM=dumb`.
    Dumb,
}

fn hint(close: &[String]) -> String {
    if close.is_empty() {
        "run `mjref articles` for the list".to_string()
    } else {
        format!("did you mean {}?", close.join(", "))
    }
}

/// Resolve an article id or fail with the closest matches.
pub fn find_article<'a>(ruleset: &'a Ruleset, id: &str) -> Result<&'a Article, SetupError> {
    ruleset
        .article(id)
        .ok_or_else(|| SetupError::UnknownArticle {
            id: id.to_string(),
            ruleset: ruleset.meta.id.clone(),
            close: ruleset
                .close_matches(id)
                .into_iter()
                .map(str::to_string)
                .collect(),
        })
}

/// What the learner is told when a damaged progress file was set aside.
pub fn set_aside_message(cat: &Catalog, aside: &SetAside) -> String {
    cat.tr_args(
        "study-set-aside",
        &[
            ("from", aside.from.display().to_string().into()),
            ("to", aside.to.display().to_string().into()),
            ("reason", aside.reason.clone().into()),
        ],
    )
}

/// The seed given, or one from the computer's clock: a quiz nobody asked to repeat
/// should differ from the last one.
pub fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() ^ u64::from(d.subsec_nanos()))
    })
}
