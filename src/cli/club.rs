//! `mjref club`: make a quiz code, answer a club's quiz on plain stdin/stdout or in the
//! trainer, print it as a handout, and verify a score read out.

use super::plain_quiz::{dealt, print_question, read_choice};
use super::stats::learner_or_unsaved;
use super::{Cli, Common, load_ruleset, user_error};
use crate::i18n::Catalog;
use crate::quiz::session::{ClubRun, Dealt, Session, Source, Took};
use crate::rules::Ruleset;
use crate::setup::rulesets_on_offer;
use crate::study::club::handout;
use crate::study::club::{Club, Code, Settings, limits, score_card, score_check};
use crate::study::{Clock, Learner, Saved, SystemClock};
use crate::tiles::TileStyle;
use clap::{Subcommand, ValueEnum};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Debug, Subcommand)]
pub enum ClubCommand {
    New {
        #[arg(long, value_name = "PATTERN", default_value = "")]
        articles: String,
        #[arg(long, default_value_t = 10)]
        count: u8,
        #[arg(long, value_name = "SECONDS", default_value_t = 0)]
        time: u16,
        #[arg(long, value_name = "PERCENT", default_value_t = 0)]
        pass: u8,
        #[arg(long, value_name = "ID")]
        edition: Option<String>,
        #[arg(long, value_parser = super::help::seed_value_u32, allow_negative_numbers = true)]
        seed: Option<u32>,
        #[arg(long, value_name = "PATH")]
        deck: Option<PathBuf>,
    },
    Join {
        code: String,
        #[arg(long)]
        plain: bool,
        #[arg(long, default_value = "")]
        name: String,
        #[arg(long, value_name = "PATH")]
        deck: Option<PathBuf>,
    },
    Handout {
        code: String,
        #[arg(long, value_enum, default_value_t = HandoutFormat::Md)]
        format: HandoutFormat,
        #[arg(long, short, value_name = "FILE")]
        output: Option<PathBuf>,
        #[arg(long, value_name = "PATH")]
        deck: Option<PathBuf>,
    },
    Verify {
        code: String,
        #[arg(required_unless_present = "batch", value_parser = questions_right)]
        score: Option<u32>,
        #[arg(required_unless_present = "batch")]
        check: Option<String>,
        #[arg(long, default_value = "")]
        name: String,
        #[arg(long, value_name = "PATH")]
        deck: Option<PathBuf>,
        #[arg(long, conflicts_with_all = ["score", "check", "name"])]
        batch: bool,
    },
    Present {
        code: String,
        #[arg(long, value_name = "PATH")]
        deck: Option<PathBuf>,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum HandoutFormat {
    Md,
    Html,
}

/// The club quiz of a code, with the ruleset it names; for a code made from a deck, the
/// deck at `deck`, refused if it is not the one the code names.
pub fn resolve(
    common: &Common,
    text: &str,
    deck: Option<&Path>,
) -> anyhow::Result<(Ruleset, Club)> {
    let cat = common.catalog();
    let told = |e: &(dyn std::error::Error + 'static)| user_error(crate::setup::describe(e, &cat));
    let code = Code::parse(text).map_err(|e| told(&e))?;
    let id = rulesets_on_offer(&common.rules())
        .into_iter()
        .find(|id| Club::names(&code, id))
        .ok_or_else(|| told(&crate::study::club::ClubError::UnknownRuleset))?;
    let common = Common {
        ruleset: Some(id),
        ..common.clone()
    };
    let cases = match deck {
        Some(path) => Some(
            super::deck::load(&common, path, false, Some(0))?
                .deck
                .scenarios,
        ),
        None => None,
    };
    let ruleset = load_ruleset(&common)?;
    let club = Club::join_with_deck(code, &ruleset, cases).map_err(|e| told(&e))?;
    Ok((ruleset, club))
}

pub fn run(cli: &Cli, command: &ClubCommand) -> anyhow::Result<()> {
    let cat = cli.catalog();
    let stdout = std::io::stdout();
    let mut out = crate::visible::VisibleOut::new(stdout.lock());
    match command {
        ClubCommand::New {
            articles,
            count,
            time,
            pass,
            edition,
            seed,
            deck,
        } => {
            let seed = seed.unwrap_or_else(|| {
                (crate::setup::seed_or_clock(None) & u64::from(u32::MAX)) as u32
            });
            let settings = Settings {
                edition: edition.clone(),
                articles: articles.clone(),
                count: *count,
                seed,
                seconds: *time,
                pass: *pass,
            };
            let (ruleset, club) = match deck {
                None => {
                    let ruleset = load_ruleset(&cli.common)?;
                    let club = Club::create(&ruleset, &settings);
                    (ruleset, club)
                }
                Some(path) => {
                    if !articles.trim().is_empty() {
                        return Err(user_error(cat.tr("err-club-articles-and-deck")));
                    }
                    let loaded = super::deck::load(&cli.common, path, false, Some(0))?;
                    let club =
                        Club::create_from_deck(&loaded.ruleset, loaded.deck.scenarios, &settings);
                    (loaded.ruleset, club)
                }
            };
            let club = club.map_err(|e| user_error(crate::setup::describe(&e, &cat)))?;
            print_new(&cat, &ruleset, &club, deck.as_deref(), &mut out)
        }
        ClubCommand::Join {
            code,
            plain,
            name,
            deck,
        } => {
            let (ruleset, club) = resolve(&cli.common, code, deck.as_deref())?;
            if !*plain {
                return crate::tui::run_club(&cli.options(), ruleset, club, name);
            }
            let clock = Arc::new(SystemClock);
            let learner = learner_or_unsaved(cli, &cat, clock.as_ref());
            let stdin = std::io::stdin();
            let style = cli
                .common
                .tiles
                .or(ruleset.meta.tile_style)
                .unwrap_or_default();
            let (out, tiles) = super::ascii::plain_out(&mut out, style);
            let mut out = super::wrap::WrapOut::new(out, cli.plain_width());
            play_plain(
                Arc::new(cat),
                Arc::new(ruleset),
                &club,
                name,
                tiles,
                clock,
                learner,
                &mut stdin.lock(),
                &mut out,
            )
        }
        ClubCommand::Handout {
            code,
            format,
            output,
            deck,
        } => {
            let (ruleset, club) = resolve(&cli.common, code, deck.as_deref())?;
            let style = cli
                .common
                .tiles
                .or(ruleset.meta.tile_style)
                .unwrap_or_default();
            let h =
                handout::build(&cat, &ruleset, &club, style).map_err(|e| anyhow::anyhow!("{e}"))?;
            let text = match format {
                HandoutFormat::Md => handout::markdown(&cat, &h),
                HandoutFormat::Html => handout::html(&cat, &h),
            };
            match output {
                Some(path) => crate::study::store::write_atomic(path, text.as_bytes())
                    .map_err(|e| super::cannot_write(&cat, path, &e)),
                None => Ok(out.write_all(text.as_bytes())?),
            }
        }
        ClubCommand::Verify {
            code,
            score,
            check,
            name,
            deck,
            batch,
        } => {
            let (_, club) = resolve(&cli.common, code, deck.as_deref())?;
            let cards: Vec<Result<(u32, String, String), String>> = if *batch {
                // One score card a line: right, check, and the name if one was given.
                std::io::stdin()
                    .lock()
                    .lines()
                    .map_while(Result::ok)
                    .enumerate()
                    .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
                    .map(|(i, l)| read_card_line(&cat, i + 1, &l))
                    .collect()
            } else {
                vec![Ok((
                    score.unwrap_or_default(),
                    check.clone().unwrap_or_default(),
                    name.clone(),
                ))]
            };
            let mut misread = 0;
            for card in cards {
                let (right, given, name) = match card {
                    Ok(card) => card,
                    Err(said) => {
                        writeln!(out, "{said}")?;
                        misread += 1;
                        continue;
                    }
                };
                let expected = score_check(&club.code, right, &name);
                let given = given.trim().to_ascii_uppercase();
                let named = if name.trim().is_empty() {
                    "none".to_string()
                } else {
                    name.trim().to_string()
                };
                let args = [
                    ("check", given.clone().into()),
                    ("right", right.into()),
                    ("name", named.into()),
                ];
                if expected == given {
                    writeln!(out, "{}", cat.tr_args("club-verify-good", &args))?;
                } else {
                    writeln!(out, "{}", cat.tr_args("club-verify-bad", &args))?;
                    misread += 1;
                }
            }
            // Each card is told once, above; the exit code says whether any was misread.
            if misread > 0 {
                return Err(super::AlreadySaid(1).into());
            }
            Ok(())
        }
        ClubCommand::Present { code, deck } => {
            let (ruleset, club) = resolve(&cli.common, code, deck.as_deref())?;
            crate::tui::run_present(&cli.options(), ruleset, club)
        }
    }
}

/// A score as a card gives it: a whole number of questions right, up to the most a club
/// quiz has; refused in the learner's language.
fn questions_right(text: &str) -> Result<u32, String> {
    super::help::number_in(text, 0, Some(u32::from(crate::study::club::MAX_COUNT)))
}

/// A score card line of `club verify --batch`: right, check, and the rest as the name.
fn read_card_line(cat: &Catalog, line: usize, text: &str) -> Result<(u32, String, String), String> {
    let mut words = text.split_whitespace();
    let right = words.next().and_then(|w| w.parse::<u32>().ok());
    let check = words.next();
    match (right, check) {
        (Some(right), Some(check)) => Ok((
            right,
            check.to_string(),
            words.collect::<Vec<_>>().join(" "),
        )),
        _ => Err(cat.tr_args(
            "club-verify-line",
            &[
                ("line", line.into()),
                ("text", crate::visible::quoted(text).into()),
            ],
        )),
    }
}

fn edition_name(ruleset: &Ruleset, club: &Club) -> String {
    ruleset.meta.edition_name(&club.edition)
}

fn print_new(
    cat: &Catalog,
    ruleset: &Ruleset,
    club: &Club,
    deck: Option<&Path>,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let code = club.text();
    // The commands members type: a deck's code is used with its deck.
    let used = match deck {
        Some(path) => format!("{code} --deck {}", path.display()),
        None => code.clone(),
    };
    writeln!(
        out,
        "{}",
        cat.tr_args("club-new-code", &[("code", code.clone().into())])
    )?;
    let articles = match deck {
        Some(path) => cat.tr_args(
            "club-deck-articles",
            &[("deck", path.display().to_string().into())],
        ),
        None if club.code.articles.is_empty() => cat.tr("club-all-articles"),
        None => club.code.articles.clone(),
    };
    writeln!(
        out,
        "{}",
        cat.tr_args(
            "club-new-about",
            &[
                ("ruleset", ruleset.meta.name.clone().into()),
                ("edition", edition_name(ruleset, club).into()),
                ("count", club.count().into()),
                ("articles", articles.into()),
            ]
        )
    )?;
    writeln!(out, "{}", limits(cat, club))?;
    writeln!(
        out,
        "{}",
        cat.tr_args("club-new-join", &[("code", used.clone().into())])
    )?;
    writeln!(
        out,
        "{}",
        cat.tr_args("club-new-handout", &[("code", used.into())])
    )?;
    Ok(())
}

/// A club quiz on plain stdin/stdout. Each answer is saved to the learner's history as
/// soon as it is given (when a store is attached), so stopping half way loses nothing.
#[allow(clippy::too_many_arguments)]
pub fn play_plain(
    cat: Arc<Catalog>,
    ruleset: Arc<Ruleset>,
    club: &Club,
    name: &str,
    style: TileStyle,
    clock: Arc<dyn Clock>,
    mut learner: Learner,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    writeln!(
        out,
        "{}",
        cat.tr_args(
            "club-intro",
            &[
                ("code", club.text().into()),
                ("ruleset", ruleset.meta.name.clone().into()),
                ("edition", edition_name(&ruleset, club).into()),
                ("count", club.count().into()),
            ]
        )
    )?;
    writeln!(out, "{}", limits(&cat, club))?;
    let mut session = Session::new(
        Source::Club(Box::new(ClubRun::new(club.clone(), name))),
        Arc::clone(&ruleset),
        Arc::clone(&cat),
        clock,
    );
    while session.next(&learner) == Dealt::Question {
        let Some(q) = dealt(&mut session)?.then(|| session.asked()).flatten() else {
            break;
        };
        let q = &q.question;
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            cat.tr_args(
                "club-question-head",
                &[
                    ("n", (session.index() + 1).into()),
                    ("count", club.count().into())
                ]
            )
        )?;
        print_question(&cat, &ruleset, q, style, false, out)?;
        let echo = !std::io::IsTerminal::is_terminal(&std::io::stdin());
        let Some(chosen) = read_choice(&cat, q.choices.len(), echo, input, out)? else {
            break;
        };
        let took = session.choose(&mut learner, chosen);
        let Some(answer) = session.asked().and_then(|a| a.answer.as_ref()) else {
            break;
        };
        // In an exam the answers are given at the end only, on the score card.
        let shown: Vec<&str> = if club.exam() {
            answer.late_note().into_iter().collect()
        } else {
            answer.explanation.iter().map(String::as_str).collect()
        };
        for line in shown {
            writeln!(out, "{line}")?;
        }
        out.flush()?;
        if let Took::Answered(Saved::Failed(e)) = took {
            crate::visible::tell(&cat.tr_args(
                "study-not-saved",
                &[("reason", crate::setup::describe(&e, &cat).into())],
            ));
        }
    }
    writeln!(out)?;
    for line in score_card(&cat, club, session.tally().right, name) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
