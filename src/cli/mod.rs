//! The command line: a thin shell over the library. Bad input exits with code 2.

mod articles;
pub(crate) mod ascii;
pub mod card;
pub mod club;
pub mod deck;
mod export;
pub mod help;
mod judge;
pub mod mcr;
mod plain_quiz;
pub mod riichi;
pub mod stats;
pub mod wrap;

use crate::i18n::Catalog;
use crate::rules::Ruleset;
use crate::setup::{self, Options, Profile, QuizRequest, RulesChoice};
use crate::tiles::TileStyle;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(name = "mjref", version)]
pub struct Cli {
    #[command(flatten)]
    pub common: Common,
    #[command(flatten)]
    pub study: StudyArgs,
    #[command(subcommand)]
    pub command: Option<Command>,
    // Render the trainer's first frame at 120x40 as text and exit (for the startup
    // benchmark and for checking the layout without a terminal).
    #[arg(long, hide = true)]
    pub print_first_frame: bool,
}

#[derive(Debug, Args, Clone)]
pub struct Common {
    #[arg(long, global = true, value_name = "ID")]
    pub ruleset: Option<String>,
    #[arg(long, global = true, value_name = "DIR")]
    pub rules_dir: Option<PathBuf>,
    #[arg(long, global = true, value_name = "FILE")]
    pub card: Option<PathBuf>,
    #[arg(long, global = true, value_enum)]
    pub tiles: Option<TileStyle>,
    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<crate::i18n::Lang>,
    #[arg(long, global = true, value_name = "COLUMNS")]
    pub width: Option<u16>,
}

/// Where a learner's progress is kept.
#[derive(Debug, Args, Clone)]
pub struct StudyArgs {
    #[arg(long, global = true, value_name = "NAME", default_value = crate::study::store::DEFAULT_PROFILE)]
    pub profile: String,
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

impl StudyArgs {
    pub fn profile(&self) -> Profile {
        Profile {
            name: self.profile.clone(),
            data_dir: self.data_dir.clone(),
        }
    }

    /// The store of the chosen profile.
    pub fn store(&self) -> anyhow::Result<crate::study::Store> {
        Ok(self.profile().store()?)
    }
}

/// The ruleset of a command that names none and cannot tell it from its input.
const DEFAULT_RULESET: &str = "american";

impl Common {
    /// The rules a command works on: `--ruleset` where given; else the ruleset a scenario
    /// file names (`judge`), or the one holding the article asked for (`scenario`,
    /// `quiz --article`, `articles show`).
    pub fn rules_for(&self, command: &Command) -> anyhow::Result<RulesChoice> {
        let rules = self.rules();
        if self.ruleset.is_some() {
            return Ok(rules);
        }
        Ok(match command {
            Command::Judge { file, .. } => judge::rules_of(&self.catalog(), &rules, file)?,
            Command::Scenario { article, .. }
            | Command::Quiz(QuizArgs {
                article: Some(article),
                ..
            })
            | Command::Articles {
                show: Some(ArticlesCommand::Show { id: article }),
            } => match setup::ruleset_with_article(&rules, article) {
                Some(id) => rules.with_ruleset(&id),
                None => rules,
            },
            _ => rules,
        })
    }

    /// The language every message of this run is in.
    pub fn lang(&self) -> crate::i18n::Lang {
        crate::setup::preferences::language(self.lang)
    }

    /// The catalogue of that language.
    pub fn catalog(&self) -> Catalog {
        Catalog::for_lang(self.lang())
    }

    pub fn rules(&self) -> RulesChoice {
        RulesChoice {
            ruleset: self
                .ruleset
                .clone()
                .unwrap_or_else(|| DEFAULT_RULESET.to_string()),
            rules_dir: self.rules_dir.clone(),
            card: self.card.clone(),
            lang: self.lang(),
        }
    }
}

impl Cli {
    /// The width plain output is wrapped to (`--width`, else the terminal's, else 80).
    pub fn plain_width(&self) -> usize {
        use std::io::IsTerminal;
        wrap::width(self.common.width, std::io::stdout().is_terminal())
    }

    /// What the trainer is told for `command`: its rules as `Common::rules_for` finds
    /// them (the ruleset of `--article`), the tiles, whose progress.
    pub fn options_for(&self, command: &Command) -> anyhow::Result<Options> {
        Ok(Options {
            rules: self.common.rules_for(command)?,
            ..self.options()
        })
    }

    /// What the trainer is told: the rules, the tiles, whose progress.
    pub fn options(&self) -> Options {
        Options {
            rules: self.common.rules(),
            tiles: self.common.tiles,
            profile: self.study.profile(),
        }
    }

    pub fn lang(&self) -> crate::i18n::Lang {
        self.common.lang()
    }

    pub fn catalog(&self) -> Catalog {
        self.common.catalog()
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Quiz(QuizArgs),
    Scenario {
        #[arg(long, value_name = "ID")]
        article: String,
        #[arg(long, default_value_t = 1, value_parser = help::seed_value, allow_negative_numbers = true)]
        seed: u64,
        #[arg(long = "as", value_enum, default_value_t = ScenarioForm::Full)]
        form: ScenarioForm,
    },
    Judge {
        file: PathBuf,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    Articles {
        #[command(subcommand)]
        show: Option<ArticlesCommand>,
    },
    Facts,
    #[command(subcommand)]
    Mcr(mcr::McrCommand),
    #[command(subcommand)]
    Riichi(riichi::RiichiCommand),
    #[command(subcommand)]
    Card(card::CardCommand),
    Study(StudyCommand),
    Stats {
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    Export {
        #[arg(long, value_enum, default_value_t = ExportFormat::Csv)]
        format: ExportFormat,
        #[arg(long, short, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    #[command(subcommand)]
    Club(club::ClubCommand),
    #[command(subcommand)]
    Deck(deck::DeckCommand),
}

#[derive(Debug, Args, Clone)]
pub struct StudyCommand {
    #[arg(long, value_enum, value_name = "MODE", default_value_t = StudyModeArg::Due)]
    pub mode: StudyModeArg,
    #[arg(long)]
    pub choice: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum StudyModeArg {
    Due,
    New,
    Mistakes,
    Cram,
}

impl From<StudyModeArg> for crate::study::StudyMode {
    fn from(m: StudyModeArg) -> Self {
        match m {
            StudyModeArg::Due => Self::Due,
            StudyModeArg::New => Self::New,
            StudyModeArg::Mistakes => Self::Mistakes,
            StudyModeArg::Cram => Self::Cram,
        }
    }
}

#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum ExportFormat {
    Csv,
    Json,
}

#[derive(Debug, Subcommand)]
pub enum ArticlesCommand {
    Show { id: String },
}

#[derive(Debug, Args, Clone)]
pub struct QuizArgs {
    #[arg(long)]
    pub plain: bool,
    #[arg(long, value_name = "ID")]
    pub article: Option<String>,
    #[arg(long, value_name = "CODE", conflicts_with_all = ["article", "seed", "count"])]
    pub question: Option<String>,
    #[arg(long, value_parser = help::seed_value, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    #[arg(long, default_value_t = 10, value_parser = at_least_one, allow_negative_numbers = true)]
    pub count: u32,
    #[arg(long)]
    pub referee_view: bool,
    #[arg(long)]
    pub no_save: bool,
    #[arg(long, value_name = "PATH", conflicts_with_all = ["article", "question", "count"])]
    pub deck: Option<PathBuf>,
    #[arg(long, requires = "deck")]
    pub shuffle: bool,
    #[arg(long, value_name = "ID", conflicts_with = "deck")]
    pub edition: Option<String>,
}

impl QuizArgs {
    pub fn request(&self) -> QuizRequest {
        QuizRequest {
            article: self.article.clone(),
            question: self.question.clone(),
            seed: self.seed,
            count: self.count,
            referee_view: self.referee_view,
            edition: self.edition.clone(),
        }
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// The form `mjref scenario` writes a situation in.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ScenarioForm {
    Full,
    Position,
}

/// Bad input from the user: a file, an id or an option. Exit code 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct UserError(pub String);

/// What went wrong was told on standard output already (each score card `club verify`
/// checked): the program ends with this exit code and says nothing more.
#[derive(Debug, thiserror::Error)]
#[error("exit {0}")]
pub struct AlreadySaid(pub i32);

/// The exit code of an error already told, if it is one.
pub fn already_said(err: &anyhow::Error) -> Option<i32> {
    err.downcast_ref::<AlreadySaid>().map(|a| a.0)
}

pub fn user_error(msg: impl Into<String>) -> anyhow::Error {
    anyhow::Error::new(UserError(msg.into()))
}

/// A file or folder the learner named that cannot be read.
pub fn cannot_read(cat: &Catalog, path: &std::path::Path, e: &std::io::Error) -> anyhow::Error {
    user_error(cat.tr_args(
        "err-cannot-read",
        &[
            ("path", path.display().to_string().into()),
            ("error", crate::setup::io_reason(e, cat).into()),
        ],
    ))
}

/// A file the learner asked for that cannot be written.
pub fn cannot_write(cat: &Catalog, path: &std::path::Path, e: &std::io::Error) -> anyhow::Error {
    user_error(cat.tr_args(
        "err-cannot-write",
        &[
            ("path", path.display().to_string().into()),
            ("error", crate::setup::io_reason(e, cat).into()),
        ],
    ))
}

pub use crate::setup::find_article;

/// The ruleset chosen with --ruleset, --rules-dir and --card.
pub fn load_ruleset(common: &Common) -> anyhow::Result<Ruleset> {
    Ok(setup::load_ruleset(&common.rules())?)
}

/// Run a command that is not the full-screen trainer.
pub fn run(cli: &Cli, command: &Command) -> anyhow::Result<()> {
    let stdout = std::io::stdout();
    // Analysis tools need no ruleset loaded.
    match command {
        Command::Mcr(c) => {
            return mcr::run(
                &cli.catalog(),
                c,
                &mut std::io::stdin().lock(),
                &mut crate::visible::VisibleOut::new(stdout.lock()),
            );
        }
        Command::Riichi(c) => {
            return riichi::run(
                &cli.catalog(),
                c,
                &mut std::io::stdin().lock(),
                &mut crate::visible::VisibleOut::new(stdout.lock()),
            );
        }
        Command::Card(c) => {
            return card::run(
                &cli.catalog(),
                c,
                cli.common.card.as_deref(),
                &mut crate::visible::VisibleOut::new(stdout.lock()),
            );
        }
        Command::Stats { format } => {
            return quiet_when_cut(stats::run(
                cli,
                *format,
                &mut crate::visible::VisibleOut::new(stdout.lock()),
            ));
        }
        Command::Export { format, output } => {
            return quiet_when_cut(export::run(
                cli,
                *format,
                output.as_deref(),
                &mut crate::visible::VisibleOut::new(stdout.lock()),
            ));
        }
        Command::Quiz(
            args @ QuizArgs {
                deck: Some(path), ..
            },
        ) => {
            // A deck is on its cases' own ruleset, loaded with the deck.
            let cat = cli.catalog();
            let stdin = std::io::stdin();
            let reader = plain_reader(cli, args, &cat, &stdin);
            let loaded = deck::load(&cli.common, path, args.shuffle, args.seed)?;
            let mut out = crate::visible::VisibleOut::new(stdout.lock());
            let (out, tiles) = ascii::plain_out(&mut out, cli.common.tiles.unwrap_or_default());
            let mut out = wrap::WrapOut::new(out, cli.plain_width());
            return plain_quiz::run_deck(
                std::sync::Arc::new(cat),
                std::sync::Arc::new(loaded.ruleset),
                loaded.deck,
                loaded.names,
                &path.display().to_string(),
                (tiles, args.referee_view),
                reader,
                &mut stdin.lock(),
                &mut out,
            );
        }
        Command::Club(c) => return quiet_when_cut(club::run(cli, c)),
        Command::Deck(d) => {
            return quiet_when_cut(deck::run(
                &cli.common,
                d,
                &mut crate::visible::VisibleOut::new(stdout.lock()),
            ));
        }
        Command::Study(s) => {
            return crate::tui::run_study(&cli.options(), s.mode.into(), !s.choice);
        }
        _ => {}
    }
    let cat = cli.catalog();
    let ruleset = setup::load_ruleset(&cli.common.rules_for(command)?)?;
    let mut out = crate::visible::VisibleOut::new(stdout.lock());
    match command {
        Command::Quiz(args) => {
            let stdin = std::io::stdin();
            let reader = plain_reader(cli, args, &cat, &stdin);
            let style = cli
                .common
                .tiles
                .or(ruleset.meta.tile_style)
                .unwrap_or_default();
            let (out, tiles) = ascii::plain_out(&mut out, style);
            let mut out = wrap::WrapOut::new(out, cli.plain_width());
            plain_quiz::run(
                std::sync::Arc::new(cat),
                std::sync::Arc::new(ruleset),
                &args.request(),
                tiles,
                reader,
                &mut stdin.lock(),
                &mut out,
            )
        }
        Command::Scenario {
            article,
            seed,
            form,
        } => judge::print_scenario(&ruleset, article, *seed, *form, &mut out),
        Command::Judge { file, format } => {
            judge::judge_file(&cat, &ruleset, file, *format, &mut out)
        }
        Command::Articles { show: None } => articles::list(&cat, &ruleset, &mut out),
        Command::Articles {
            show: Some(ArticlesCommand::Show { id }),
        } => articles::show(&cat, &ruleset, id, &mut out),
        Command::Facts => articles::facts(
            &cat,
            cli.common.ruleset.is_some().then_some(&ruleset),
            &mut out,
        ),
        Command::Mcr(_)
        | Command::Riichi(_)
        | Command::Card(_)
        | Command::Stats { .. }
        | Command::Export { .. }
        | Command::Club(_)
        | Command::Deck(_)
        | Command::Study(_) => Ok(()),
    }
}

/// Who reads a plain quiz: the profile's progress (none with `--no-save`), and whether a
/// person at a terminal reads it.
fn plain_reader(
    cli: &Cli,
    args: &QuizArgs,
    cat: &Catalog,
    stdin: &std::io::Stdin,
) -> plain_quiz::Reader {
    use std::io::IsTerminal;
    let learner = if args.no_save {
        crate::study::Learner::default()
    } else {
        stats::learner_or_unsaved(cli, cat, &crate::study::SystemClock)
    };
    plain_quiz::Reader {
        keeps_nothing: !args.no_save && learner.store.is_none(),
        learner,
        at_terminal: stdin.is_terminal(),
    }
}

/// One line of input as text, however it is encoded: a line that is not UTF-8 is read
/// with its bad bytes replaced, so that it is an answer or a hand that does not read,
/// not the end of the input. Returns the bytes read, 0 at the end.
pub(crate) fn read_text_line(
    input: &mut impl std::io::BufRead,
    line: &mut String,
) -> std::io::Result<usize> {
    // Read into the line's own buffer: a batch of hands reads a line a hand, and a
    // buffer of its own for each would cost more than the hand's parsing.
    let mut bytes = std::mem::take(line).into_bytes();
    let read = input.read_until(b'\n', &mut bytes);
    *line = match String::from_utf8(bytes) {
        Ok(text) => text,
        // What the line held before was text, so only the bytes just read are replaced.
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    read
}

/// Output piped into `head` and cut short is not a failure of the command.
fn quiet_when_cut(result: anyhow::Result<()>) -> anyhow::Result<()> {
    match result {
        Err(e) if output_cut(&e) => Ok(()),
        other => other,
    }
}

/// Whether `err` is the output's reader having gone (a pipe into `head` cut short),
/// wherever in the chain of causes it lies.
pub fn output_cut(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Exit code for an error: 2 for bad input, 1 for anything else.
/// An error as the learner reads it: in the catalogue's words where it is one the
/// catalogue tells, with the causes of the others.
pub fn describe_error(err: &anyhow::Error, cat: &Catalog) -> String {
    let told = err.chain().map(|e| setup::describe(e, cat));
    let first = told.clone().next().unwrap_or_default();
    if first == err.to_string() {
        format!("{err:#}")
    } else {
        first
    }
}

pub fn exit_code(err: &anyhow::Error) -> i32 {
    if err.downcast_ref::<UserError>().is_some()
        || err.downcast_ref::<setup::SetupError>().is_some()
    {
        2
    } else {
        1
    }
}

fn at_least_one(text: &str) -> Result<u32, String> {
    help::number_in(text, 1, None)
}
