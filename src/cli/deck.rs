//! `mjref deck check`: a club's own cases judged, file by file, against the ruling each
//! file expects.

use super::{Common, user_error};
use crate::i18n::Catalog;
use crate::quiz::render;
use crate::rules::{Ruleset, judge};
use crate::scenario::deck::{DeckCase, read_cases};
use clap::Subcommand;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, Subcommand)]
pub enum DeckCommand {
    Check { path: PathBuf },
}

pub fn run(common: &Common, command: &DeckCommand, out: &mut impl Write) -> anyhow::Result<()> {
    match command {
        DeckCommand::Check { path } => check(common, path, out),
    }
}

/// The files of a deck: the `.ron` files of a folder, by name, or the one file given.
pub fn deck_files(cat: &Catalog, path: &Path) -> anyhow::Result<Vec<PathBuf>> {
    if !path.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(path)
        .map_err(|e| super::cannot_read(cat, path, &e))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(user_error(cat.tr_args(
            "err-deck-no-files",
            &[("path", path.display().to_string().into())],
        )));
    }
    Ok(files)
}

/// The cases of one file, or the error that names where it went wrong.
pub fn file_cases(cat: &Catalog, file: &Path) -> Result<Vec<DeckCase>, String> {
    let name = file.display().to_string();
    let bytes = crate::files::read_written(file)
        .map_err(|e| super::cannot_read(cat, file, &e).to_string())?;
    let told = |e: crate::load::LoadError| crate::setup::describe(&e, cat);
    let text = crate::load::utf8(&name, bytes).map_err(told)?;
    read_cases(&name, &text).map_err(told)
}

/// The expectation's article or case id where the ruleset has none by that name: which
/// field, the id, and the ids nearest to it.
fn unknown_id(
    ruleset: &Ruleset,
    expected: &crate::scenario::deck::Expected,
) -> Option<(&'static str, String, Vec<String>)> {
    let Some(article) = ruleset.article(&expected.article) else {
        let close = ruleset.close_matches(&expected.article);
        return Some((
            "article",
            expected.article.clone(),
            close.into_iter().map(str::to_string).collect(),
        ));
    };
    if article.cases.iter().any(|c| c.id == expected.case) {
        return None;
    }
    let close = crate::rules::nearest(&expected.case, article.cases.iter().map(|c| c.id.as_str()));
    Some((
        "case",
        expected.case.clone(),
        close.into_iter().map(str::to_string).collect(),
    ))
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
    // The ruleset of the deck's first case: `quiz --deck` and `club new --deck` refuse a
    // deck whose cases name another, and so does the check.
    let mut deck_ruleset: Option<String> = common.ruleset.clone();
    for file in deck_files(&cat, path)? {
        let cases = match file_cases(&cat, &file) {
            Ok(cases) => cases,
            Err(e) => {
                writeln!(out, "{e}\n  {}", cat.tr("deck-unreadable"))?;
                tally.failed += 1;
                continue;
            }
        };
        for case in cases {
            let id = deck_ruleset
                .get_or_insert_with(|| case.scenario.ruleset.clone())
                .clone();
            if case.scenario.ruleset != id {
                writeln!(
                    out,
                    "{}",
                    cat.tr_args(
                        "err-deck-mixed",
                        &[
                            ("place", format!("{}:{}", case.name, case.line).into()),
                            ("case", case.scenario.ruleset.as_str().into()),
                            ("deck", id.as_str().into()),
                        ],
                    )
                )?;
                tally.failed += 1;
                continue;
            }
            if !rulesets.contains_key(&id) {
                match crate::setup::load_ruleset(&common.rules().with_ruleset(&id)) {
                    Ok(r) => {
                        rulesets.insert(id.clone(), r);
                    }
                    Err(e) => {
                        let said = crate::setup::describe(&e, &cat);
                        writeln!(out, "{}:{}: {said}", case.name, case.line)?;
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
                        "{}: {}\n  {}",
                        case.place_of(&e),
                        crate::setup::describe(&e, &cat),
                        cat.tr_args("deck-unjudged", &[("case", case.name.as_str().into())])
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
                    writeln!(out, "  {}", cat.tr("deck-no-expectation"))?;
                    tally.unexpected += 1;
                }
                // An article or case id the ruleset does not have is a slip of the pen,
                // not a ruling that differs: told as such, with the nearest ids.
                Some(expected) if unknown_id(ruleset, expected).is_some() => {
                    let (field, id, close) = unknown_id(ruleset, expected).unwrap_or_default();
                    writeln!(
                        out,
                        "  {}",
                        cat.tr_args(
                            "deck-unknown-id",
                            &[
                                ("field", field.into()),
                                ("id", crate::visible::quoted(&id).into()),
                                ("close", close.join(", ").into()),
                            ],
                        )
                    )?;
                    tally.failed += 1;
                }
                Some(expected) => {
                    let wrong = expected.differences(ruleset, &case.scenario.edition, &found);
                    if wrong.is_empty() {
                        writeln!(out, "  {}", cat.tr("deck-as-expected"))?;
                        tally.as_expected += 1;
                    } else {
                        let wrong: Vec<String> = wrong
                            .iter()
                            .map(|d| {
                                cat.tr_args(
                                    "deck-difference",
                                    &[
                                        ("field", d.field.into()),
                                        ("found", d.found.as_str().into()),
                                        ("expected", d.expected.as_str().into()),
                                    ],
                                )
                            })
                            .collect();
                        writeln!(
                            out,
                            "  {}",
                            cat.tr_args(
                                "deck-not-as-expected",
                                &[("differences", wrong.join("; ").into())]
                            )
                        )?;
                        tally.otherwise += 1;
                    }
                }
            }
        }
    }
    writeln!(
        out,
        "\n{}",
        cat.tr_args(
            "deck-tally",
            &[
                ("right", tally.as_expected.into()),
                ("wrong", tally.otherwise.into()),
                ("none", tally.unexpected.into()),
                ("failed", tally.failed.into()),
            ]
        )
    )?;
    if tally.otherwise + tally.failed > 0 {
        return Err(user_error(cat.tr_args(
            "deck-need-a-look",
            &[
                ("path", path.display().to_string().into()),
                ("count", (tally.otherwise + tally.failed).into()),
            ],
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
    let cat = common.catalog();
    let mut cases = Vec::new();
    for file in deck_files(&cat, path)? {
        cases.extend(file_cases(&cat, &file).map_err(user_error)?);
    }
    let Some(first) = cases.first() else {
        return Err(user_error(cat.tr_args(
            "err-deck-empty",
            &[("path", path.display().to_string().into())],
        )));
    };
    let id = common
        .ruleset
        .clone()
        .unwrap_or_else(|| first.scenario.ruleset.clone());
    if let Some(other) = cases.iter().find(|c| c.scenario.ruleset != id) {
        return Err(user_error(cat.tr_args(
            "err-deck-mixed",
            &[
                ("place", format!("{}:{}", other.name, other.line).into()),
                ("case", other.scenario.ruleset.as_str().into()),
                ("deck", id.as_str().into()),
            ],
        )));
    }
    let ruleset = crate::setup::load_ruleset(&common.rules().with_ruleset(&id))?;
    // Every case is judged now, so that a case that cannot be is refused with its place
    // before a quiz starts or a club code is printed, not met halfway through a
    // member's quiz with no place named.
    for case in &cases {
        if let Err(e) = judge(&ruleset, &case.scenario) {
            return Err(user_error(format!(
                "{}: {}\n  {}",
                case.place_of(&e),
                crate::setup::describe(&e, &cat),
                cat.tr_args("deck-unjudged", &[("case", case.name.as_str().into())])
            )));
        }
    }
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
        return Err(user_error(cli.catalog().tr("err-deck-needs-path")));
    };
    let loaded = load(&cli.common, path, args.shuffle, args.seed)?;
    crate::tui::run_deck(&cli.options(), loaded.ruleset, loaded.deck)
}
