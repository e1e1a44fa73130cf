//! `mjref deck check`: a club's own cases judged, file by file, against the ruling each
//! file expects.

use super::{Common, user_error};
use crate::quiz::render;
use crate::rules::{Ruleset, judge};
use crate::scenario::deck::{DeckCase, read_cases};
use clap::Subcommand;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, Subcommand)]
pub enum DeckCommand {
    /// Judge every case of a deck and say, for each, the ruling found and whether it is
    /// the one the file expects (`JudgedCase(expect: …, scenario: …)`). Exits with 2 when
    /// a case could not be read or judged, or was ruled otherwise than expected.
    Check {
        /// A folder of scenario files (*.ron), or one file holding one case or a list.
        path: PathBuf,
    },
}

pub fn run(common: &Common, command: &DeckCommand, out: &mut impl Write) -> anyhow::Result<()> {
    match command {
        DeckCommand::Check { path } => check(common, path, out),
    }
}

/// The files of a deck: the `.ron` files of a folder, by name, or the one file given.
pub fn deck_files(path: &Path) -> anyhow::Result<Vec<PathBuf>> {
    if !path.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(path)
        .map_err(|e| user_error(format!("{}: cannot read the folder: {e}", path.display())))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(user_error(format!(
            "{}: no scenario files (*.ron) in this folder",
            path.display()
        )));
    }
    Ok(files)
}

/// The cases of one file, or the error that names where it went wrong.
pub fn file_cases(file: &Path) -> Result<Vec<DeckCase>, String> {
    let name = file.display().to_string();
    let bytes = std::fs::read(file).map_err(|e| format!("{name}: cannot read: {e}"))?;
    let text = crate::load::utf8(&name, bytes).map_err(|e| e.to_string())?;
    read_cases(&name, &text).map_err(|e| e.to_string())
}

#[derive(Default)]
struct Tally {
    as_expected: usize,
    otherwise: usize,
    unexpected: usize,
    failed: usize,
}

fn check(common: &Common, path: &Path, out: &mut impl Write) -> anyhow::Result<()> {
    let cat = common.catalog();
    let mut rulesets: BTreeMap<String, Ruleset> = BTreeMap::new();
    let mut tally = Tally::default();
    for file in deck_files(path)? {
        let cases = match file_cases(&file) {
            Ok(cases) => cases,
            Err(e) => {
                writeln!(out, "{e}\n  could not be read")?;
                tally.failed += 1;
                continue;
            }
        };
        for case in cases {
            let id = common
                .ruleset
                .clone()
                .unwrap_or_else(|| case.scenario.ruleset.clone());
            if !rulesets.contains_key(&id) {
                match crate::setup::load_ruleset(&common.rules().with_ruleset(&id)) {
                    Ok(r) => {
                        rulesets.insert(id.clone(), r);
                    }
                    Err(e) => {
                        writeln!(out, "{}:{}: {e}", case.name, case.line)?;
                        tally.failed += 1;
                        continue;
                    }
                }
            }
            let Some(ruleset) = rulesets.get(&id) else {
                continue;
            };
            let found = match judge(ruleset, &case.scenario) {
                Ok(j) => j,
                Err(e) => {
                    writeln!(
                        out,
                        "{}: {e}\n  {}: could not be judged",
                        case.place_of(&e),
                        case.name
                    )?;
                    tally.failed += 1;
                    continue;
                }
            };
            let ruling =
                render::option_line(&cat, &found.ruling, &found.detection.parties, found.lawful);
            writeln!(
                out,
                "{}: {} {}: {ruling}",
                case.name, found.article, found.case
            )?;
            match &case.expect {
                None => {
                    writeln!(out, "  no ruling expected in the file")?;
                    tally.unexpected += 1;
                }
                Some(expected) => {
                    let wrong = expected.differences(&found);
                    if wrong.is_empty() {
                        writeln!(out, "  as expected")?;
                        tally.as_expected += 1;
                    } else {
                        writeln!(out, "  NOT as expected: {}", wrong.join("; "))?;
                        tally.otherwise += 1;
                    }
                }
            }
        }
    }
    writeln!(
        out,
        "\n{} as expected, {} not as expected, {} with no expectation, {} could not be read or judged.",
        tally.as_expected, tally.otherwise, tally.unexpected, tally.failed
    )?;
    if tally.otherwise + tally.failed > 0 {
        return Err(user_error(format!(
            "{}: {} of the deck's cases need a look (above)",
            path.display(),
            tally.otherwise + tally.failed
        )));
    }
    Ok(())
}

/// A deck loaded for a quiz: its cases in the order asked, their names, and the ruleset
/// they are on.
pub struct Loaded {
    pub ruleset: Ruleset,
    pub deck: crate::quiz::session::Deck,
    pub names: Vec<String>,
}

/// The cases of a deck, on one ruleset: `--ruleset` where given, else the first case's.
pub fn load(
    common: &Common,
    path: &Path,
    shuffle: bool,
    seed: Option<u64>,
) -> anyhow::Result<Loaded> {
    let mut cases = Vec::new();
    for file in deck_files(path)? {
        cases.extend(file_cases(&file).map_err(user_error)?);
    }
    let Some(first) = cases.first() else {
        return Err(user_error(format!(
            "{}: the deck holds no case",
            path.display()
        )));
    };
    let id = common
        .ruleset
        .clone()
        .unwrap_or_else(|| first.scenario.ruleset.clone());
    if let Some(other) = cases.iter().find(|c| c.scenario.ruleset != id) {
        return Err(user_error(format!(
            "{}:{}: this case is on the ruleset \"{}\", the deck on \"{id}\": a deck holds the cases of one ruleset",
            other.name, other.line, other.scenario.ruleset
        )));
    }
    let ruleset = crate::setup::load_ruleset(&common.rules().with_ruleset(&id))?;
    let seed = crate::setup::seed_or_clock(seed);
    if shuffle {
        crate::rng::Dice::for_label(seed, "deck order").shuffle(&mut cases);
    }
    Ok(Loaded {
        ruleset,
        names: cases.iter().map(|c| c.name.clone()).collect(),
        deck: crate::quiz::session::Deck {
            scenarios: cases.into_iter().map(|c| c.scenario).collect(),
            seed,
        },
    })
}

/// `mjref quiz --deck PATH`: the deck in the trainer.
pub fn trainer(cli: &super::Cli, args: &super::QuizArgs) -> anyhow::Result<()> {
    let Some(path) = args.deck.as_deref() else {
        return Err(user_error("quiz --deck needs a folder or a file"));
    };
    let loaded = load(&cli.common, path, args.shuffle, args.seed)?;
    crate::tui::run_deck(&cli.options(), loaded.ruleset, loaded.deck)
}
