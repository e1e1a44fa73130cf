//! The command line: a thin shell over the library. Bad input exits with code 2.

mod articles;
pub(crate) mod ascii;
pub mod card;
pub mod club;
pub mod deck;
mod export;
mod judge;
pub mod mcr;
mod plain_quiz;
pub mod stats;

use crate::i18n::Catalog;
use crate::rules::Ruleset;
use crate::setup::{self, Options, Profile, QuizRequest, RulesChoice};
use crate::tiles::TileStyle;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

const LONG_ABOUT: &str = "\
mjref trains mahjong rulings: it deals a real simulated table, lets something go wrong \
(a tile turned up during the deal, a wrong count, a pick from the wrong wall…), asks you \
for the ruling and checks your answer with its own rules engine.

Run without a command to open the trainer in the terminal.";

const AFTER_HELP: &str = "\
Examples:
  mjref                                   open the trainer
  mjref quiz --plain --count 5            five questions on plain stdin/stdout
  mjref quiz --plain --article AM-DEAL-02 --seed 7
  mjref articles show AM-DEAL-04          read one article and its sources
  mjref scenario --article AM-DEAL-06 --seed 3 > case.ron
  mjref scenario --article AM-JK-01 --seed 3 --as position > case.ron
                                          the table just before the matter, no deal
  mjref judge case.ron --format json      the engine's ruling on a scenario file
  mjref deck check my-cases/              your club's own cases, each against its expected ruling
  mjref quiz --deck my-cases/             ask them as questions
  mjref study --mode due                  today's reviews, spaced out as you learn
  mjref stats                             your accuracy, article by article
  mjref club new --ruleset millington --count 10 --time 60
                                          a code for the same quiz on every machine
  mjref club join 0C8Z-…                  answer the club's quiz
  mjref club new --deck my-cases/         a club quiz of your own cases

Exit codes: 0 success, 1 unexpected failure, 2 bad input (file, id or option).";

#[derive(Debug, Parser)]
#[command(name = "mjref", version, about = "A terminal trainer for mahjong rulings", long_about = LONG_ABOUT, after_help = AFTER_HELP)]
pub struct Cli {
    #[command(flatten)]
    pub common: Common,
    #[command(flatten)]
    pub study: StudyArgs,
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Render the trainer's first frame at 120x40 as text and exit (for the startup
    /// benchmark and for checking the layout without a terminal).
    #[arg(long, hide = true)]
    pub print_first_frame: bool,
}

#[derive(Debug, Args, Clone)]
pub struct Common {
    /// Ruleset to use [default: american]. `judge` takes it from the scenario file and
    /// `scenario` from the article id; given, it overrides them.
    #[arg(long, global = true, value_name = "ID")]
    pub ruleset: Option<String>,
    /// Load rulesets from DIR/<id>/ruleset.ron and articles.ron instead of the built-in
    /// ones (for house rules).
    #[arg(long, global = true, value_name = "DIR")]
    pub rules_dir: Option<PathBuf>,
    /// An American card you transcribed from yours (RON, see docs/card-format.md), used
    /// instead of the built-in practice card to check hands, exposures and payments.
    #[arg(long, global = true, value_name = "FILE")]
    pub card: Option<PathBuf>,
    /// How tiles are drawn: two letters (ascii), the Unicode mahjong block, or Chinese
    /// characters.
    /// Left out: the trainer draws them as chosen in its settings last time, plain text
    /// as two letters.
    #[arg(long, global = true, value_enum)]
    pub tiles: Option<TileStyle>,
    /// The language shown: en, cs, pl or ru. Left out: MJREF_LANG, else the language
    /// chosen in the trainer's settings, else the locale (LC_ALL, LC_MESSAGES, LANG),
    /// else English.
    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<crate::i18n::Lang>,
}

/// Where a learner's progress is kept.
#[derive(Debug, Args, Clone)]
pub struct StudyArgs {
    /// The learner whose progress is read and saved (several can share a machine).
    #[arg(long, global = true, value_name = "NAME", default_value = crate::study::store::DEFAULT_PROFILE)]
    pub profile: String,
    /// Keep progress in DIR instead of the platform's data directory (also
    /// MJREF_DATA_DIR).
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
    /// file names (`judge`), or the one holding the article asked for (`scenario`).
    fn rules_for(&self, command: &Command) -> anyhow::Result<RulesChoice> {
        let rules = self.rules();
        if self.ruleset.is_some() {
            return Ok(rules);
        }
        Ok(match command {
            Command::Judge { file, .. } => rules.with_ruleset(&judge::read_scenario(file)?.ruleset),
            Command::Scenario { article, .. } => {
                match setup::ruleset_with_article(&rules, article) {
                    Some(id) => rules.with_ruleset(&id),
                    None => rules,
                }
            }
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
        }
    }
}

impl Cli {
    /// What the trainer is told: the rules, the tiles, whose progress.
    pub fn options(&self) -> Options {
        Options {
            rules: self.common.rules(),
            tiles: self.common.tiles,
            profile: self.study.profile(),
            lang: self.lang(),
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
    /// Answer questions; with --plain, on stdin/stdout without the full-screen interface.
    Quiz(QuizArgs),
    /// Print a generated situation as a scenario file (RON).
    Scenario {
        /// Article to generate a situation for, such as AM-DEAL-02.
        #[arg(long, value_name = "ID")]
        article: String,
        /// Seed; the same seed gives the same situation on every machine.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How to write it: `full` plays from the walls as built; `position` states the
        /// table just before the first matter and the events from there.
        #[arg(long = "as", value_enum, default_value_t = ScenarioForm::Full)]
        form: ScenarioForm,
    },
    /// Read a scenario file and print the ruling the engine finds.
    Judge {
        /// Scenario file (RON), generated by `mjref scenario` or written by hand.
        file: PathBuf,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// List the articles of the ruleset, or show one.
    Articles {
        #[command(subcommand)]
        show: Option<ArticlesCommand>,
    },
    /// List the facts articles may use in their cases (for ruleset authors).
    Facts,
    /// Chinese Official (MCR) tools, such as the fan calculator.
    #[command(subcommand)]
    Mcr(mcr::McrCommand),
    /// American card tools: check a hand against the card.
    #[command(subcommand)]
    Card(card::CardCommand),
    /// Study with spaced repetition in the trainer: due reviews, new articles, your
    /// mistakes, or cram.
    Study(StudyCommand),
    /// Your statistics: accuracy per ruleset and article, trend, time per answer.
    Stats {
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Write your answer history.
    Export {
        #[arg(long, value_enum, default_value_t = ExportFormat::Csv)]
        format: ExportFormat,
        /// Write to FILE instead of standard output.
        #[arg(long, short, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Club quiz night: make a code, answer a club's quiz, print it.
    #[command(subcommand)]
    Club(club::ClubCommand),
    /// A club's own cases: check that each is ruled as its file expects.
    #[command(subcommand)]
    Deck(deck::DeckCommand),
}

#[derive(Debug, Args, Clone)]
pub struct StudyCommand {
    /// What to study.
    #[arg(long, value_enum, default_value_t = StudyModeArg::Due)]
    pub mode: StudyModeArg,
    /// Answer with multiple choice (quick) instead of building the ruling part by part.
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
    /// Print one article: summary, sources and cases.
    Show { id: String },
}

#[derive(Debug, Args, Clone)]
pub struct QuizArgs {
    /// Plain text questions on stdout, answers (one number per line) on stdin.
    #[arg(long)]
    pub plain: bool,
    /// Drill one article instead of practising all of them.
    #[arg(long, value_name = "ID")]
    pub article: Option<String>,
    /// One question again: the code the trainer shows after an answer (or in the header of
    /// a plain question), with the --ruleset it was made with.
    #[arg(long, value_name = "CODE", conflicts_with_all = ["article", "seed", "count"])]
    pub question: Option<String>,
    /// Seed of the quiz; the same seed gives the same questions. Random if omitted.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Number of questions (1 or more).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    pub count: u32,
    /// Show every rack's tiles (the referee's view) instead of counts only.
    #[arg(long)]
    pub referee_view: bool,
    /// With --plain: keep no progress (answers are saved to the profile otherwise).
    #[arg(long)]
    pub no_save: bool,
    /// Ask a club's own cases: a folder of scenario files (*.ron), or one file holding
    /// one case or a list of them (see docs/scenario-format.md). The ruleset is the
    /// cases' own unless --ruleset is given.
    #[arg(long, value_name = "PATH", conflicts_with_all = ["article", "question", "count"])]
    pub deck: Option<PathBuf>,
    /// With --deck: ask the cases in an order of the seed's instead of as listed.
    #[arg(long, requires = "deck")]
    pub shuffle: bool,
}

impl QuizArgs {
    pub fn request(&self) -> QuizRequest {
        QuizRequest {
            article: self.article.clone(),
            question: self.question.clone(),
            seed: self.seed,
            count: self.count,
            referee_view: self.referee_view,
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
    /// The walls as built and every event from the deal on.
    Full,
    /// The table just before the first matter, and the events from there.
    Position,
}

/// Bad input from the user: a file, an id or an option. Exit code 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct UserError(pub String);

pub fn user_error(msg: impl Into<String>) -> anyhow::Error {
    anyhow::Error::new(UserError(msg.into()))
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
        Command::Mcr(c) => return mcr::run(c, &mut std::io::stdin().lock(), &mut stdout.lock()),
        Command::Card(c) => return card::run(c, cli.common.card.as_deref(), &mut stdout.lock()),
        Command::Stats { format } => {
            return quiet_when_cut(stats::run(cli, *format, &mut stdout.lock()));
        }
        Command::Export { format, output } => {
            return quiet_when_cut(export::run(
                cli,
                *format,
                output.as_deref(),
                &mut stdout.lock(),
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
            let mut out = stdout.lock();
            let (mut out, tiles) = ascii::plain_out(&mut out, cli.common.tiles.unwrap_or_default());
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
        Command::Deck(d) => return quiet_when_cut(deck::run(&cli.common, d, &mut stdout.lock())),
        Command::Study(s) => {
            return crate::tui::run_study(&cli.options(), s.mode.into(), !s.choice);
        }
        _ => {}
    }
    let cat = cli.catalog();
    let ruleset = setup::load_ruleset(&cli.common.rules_for(command)?)?;
    let mut out = stdout.lock();
    match command {
        Command::Quiz(args) => {
            let stdin = std::io::stdin();
            let reader = plain_reader(cli, args, &cat, &stdin);
            let (mut out, tiles) = ascii::plain_out(&mut out, cli.common.tiles.unwrap_or_default());
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
        Command::Articles { show: None } => articles::list(&ruleset, &mut out),
        Command::Articles {
            show: Some(ArticlesCommand::Show { id }),
        } => articles::show(&cat, &ruleset, id, &mut out),
        Command::Facts => articles::facts(&mut out),
        Command::Mcr(_)
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
    let mut bytes = Vec::new();
    let n = input.read_until(b'\n', &mut bytes)?;
    line.push_str(&String::from_utf8_lossy(&bytes));
    Ok(n)
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
pub fn exit_code(err: &anyhow::Error) -> i32 {
    if err.downcast_ref::<UserError>().is_some()
        || err.downcast_ref::<setup::SetupError>().is_some()
    {
        2
    } else {
        1
    }
}
