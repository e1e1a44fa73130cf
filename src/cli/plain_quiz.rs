//! `mjref quiz --plain`: questions on stdout, one answer number a line on stdin.

use crate::i18n::Catalog;
use crate::quiz::session::Took;
use crate::quiz::session::{Dealt, Session, Source};
use crate::quiz::{Question, narrative, table_text};
use crate::rules::Ruleset;
use crate::setup::{QuizRequest, seed_or_clock};
use crate::study::{Learner, Saved, SystemClock};
use crate::tiles::TileStyle;
use std::io::{BufRead, Write};
use std::sync::Arc;

/// How a plain quiz meets its learner: the progress it saves into (none with
/// `--no-save`), and whether a person at a terminal reads it, who is given time to read
/// each explanation before the next question.
pub struct Reader {
    pub learner: Learner,
    pub at_terminal: bool,
    /// The progress could not be opened (said so at the start): no answer is kept.
    pub keeps_nothing: bool,
}

pub fn run(
    cat: Arc<Catalog>,
    ruleset: Arc<Ruleset>,
    args: &QuizRequest,
    style: TileStyle,
    reader: Reader,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let plan = args.plan(&ruleset, seed_or_clock(args.seed))?;
    // A question asked by its code is asked again by its code: the plan's seed would
    // draw other questions.
    let intro = match &plan.mode {
        // Told as the code of this version, whatever form it was typed in.
        crate::quiz::session::Mode::Replay { article, seed } => cat.tr_args(
            "plain-intro-replay",
            &[
                ("ruleset", ruleset.meta.name.clone().into()),
                ("code", crate::quiz::replay::code(article, *seed).into()),
            ],
        ),
        _ => cat.tr_args(
            "plain-intro",
            &[
                ("ruleset", ruleset.meta.name.clone().into()),
                ("seed", plan.seed.to_string().into()),
                ("count", plan.count.into()),
            ],
        ),
    };
    writeln!(out, "{intro}")?;
    if let Some(id) = &plan.edition {
        let name = ruleset.meta.edition_name(id);
        writeln!(
            out,
            "{}",
            cat.tr_args(
                "plain-intro-edition",
                &[("edition", name.into()), ("id", id.clone().into())]
            )
        )?;
    }
    let shown = Shown {
        style,
        referee_view: args.referee_view,
        names: None,
    };
    ask_all(cat, ruleset, Source::Plan(plan), &shown, reader, input, out)
}

/// A deck of the club's own cases on stdout: each case as written, its options from its
/// article's decision table.
#[allow(clippy::too_many_arguments)]
pub fn run_deck(
    cat: Arc<Catalog>,
    ruleset: Arc<Ruleset>,
    deck: crate::quiz::session::Deck,
    names: Vec<String>,
    deck_name: &str,
    shown: (TileStyle, bool),
    reader: Reader,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    writeln!(
        out,
        "{}",
        cat.tr_args(
            "plain-deck-intro",
            &[
                ("ruleset", ruleset.meta.name.clone().into()),
                ("count", deck.scenarios.len().into()),
                ("deck", deck_name.to_string().into())
            ]
        )
    )?;
    let shown = Shown {
        style: shown.0,
        referee_view: shown.1,
        names: Some(names),
    };
    ask_all(cat, ruleset, Source::Deck(deck), &shown, reader, input, out)
}

/// How the questions are written: the tiles, the view, and for a deck the name of each
/// case in place of a replay code.
struct Shown {
    style: TileStyle,
    referee_view: bool,
    names: Option<Vec<String>>,
}

/// Every question of the source, then the summary.
fn ask_all(
    cat: Arc<Catalog>,
    ruleset: Arc<Ruleset>,
    source: Source,
    shown: &Shown,
    reader: Reader,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let mut session = Session::new(
        source,
        Arc::clone(&ruleset),
        Arc::clone(&cat),
        Arc::new(SystemClock),
    );
    let (cat, ruleset) = (&*cat, &*ruleset);
    let count = session.count();
    let style = shown.style;
    // Each answer is saved as soon as it is given, so stopping half way loses nothing;
    // stopped by Ctrl-C, the quiz still ends with the summary so far.
    let mut learner = reader.learner;
    // Answers that were given but not kept (a full disk): told as they happen, and the
    // quiz then ends with exit code 1, so that a script sees it too.
    let mut unsaved = u32::from(reader.keeps_nothing);
    let on_interrupt = reader.at_terminal.then(|| summary_on_interrupt(cat));
    while session.next(&learner) == Dealt::Question {
        let Some(q) = dealt(&mut session)?.then(|| session.asked()).flatten() else {
            break;
        };
        let q = &q.question;
        writeln!(out)?;
        let n = session.index();
        let head = match shown.names.as_ref().and_then(|names| names.get(n as usize)) {
            Some(name) => cat.tr_args(
                "plain-deck-question-head",
                &[
                    ("n", (n + 1).into()),
                    ("count", count.into()),
                    ("name", name.clone().into()),
                ],
            ),
            None => cat.tr_args(
                "plain-question-head",
                &[
                    ("n", (n + 1).into()),
                    ("count", count.into()),
                    ("code", crate::quiz::replay::code(&q.article, q.seed).into()),
                ],
            ),
        };
        writeln!(out, "{head}")?;
        let edition = ruleset.meta.edition_name(&q.scenario.edition);
        writeln!(
            out,
            "{}",
            cat.tr_args(
                "plain-rules",
                &[
                    ("ruleset", ruleset.meta.name.clone().into()),
                    ("edition", edition.into())
                ]
            )
        )?;
        print_question(cat, ruleset, q, style, shown.referee_view, out)?;
        let Some(chosen) = read_choice(cat, q.choices.len(), !reader.at_terminal, input, out)?
        else {
            break;
        };
        let took = session.choose(&mut learner, chosen);
        if let Some(Ok(mut kept)) = on_interrupt.as_ref().map(|k| k.lock()) {
            *kept = summary(cat, session.tally());
        }
        if let Took::Answered(Saved::Failed(e)) = took {
            unsaved += 1;
            crate::visible::tell(
                &cat.tr_args("study-not-saved", &[("reason", e.to_string().into())]),
            );
        }
        let Some(asked) = session.asked() else {
            break;
        };
        for line in asked.answer.iter().flat_map(|a| &a.explanation) {
            writeln!(out, "{line}")?;
        }
        if let Some(a) = ruleset.article(&asked.question.article) {
            writeln!(
                out,
                "{}",
                cat.tr_args(
                    "plain-article",
                    &[
                        ("id", a.id.clone().into()),
                        ("title", a.title.clone().into())
                    ]
                )
            )?;
            writeln!(out, "  {}", a.summary)?;
            for s in &a.sources {
                writeln!(
                    out,
                    "  {}",
                    cat.tr_args(
                        "plain-source",
                        &[
                            ("work", ruleset.citation(s).0.into()),
                            ("locator", ruleset.citation(s).1.into())
                        ]
                    )
                )?;
            }
        }
        let more = session.index() + 1 < count;
        if reader.at_terminal && more {
            write!(out, "{}", cat.tr("plain-press-enter"))?;
            out.flush()?;
            let mut line = String::new();
            if super::read_text_line(input, &mut line)? == 0 {
                break;
            }
        }
    }
    writeln!(out)?;
    write!(out, "{}", summary(cat, session.tally()))?;
    if unsaved > 0 {
        out.flush()?;
        return Err(super::AlreadySaid(1).into());
    }
    Ok(())
}

/// The summary of the answers so far, as the quiz ends with it.
fn summary(cat: &Catalog, tally: &crate::quiz::session::Tally) -> String {
    let mut text = cat.tr_args(
        "summary-line",
        &[("asked", tally.asked.into()), ("right", tally.right.into())],
    );
    text.push('\n');
    for (article, (asked, right)) in &tally.per_article {
        text.push_str("  ");
        text.push_str(&cat.tr_args(
            "summary-article",
            &[
                ("id", article.clone().into()),
                ("asked", (*asked).into()),
                ("right", (*right).into()),
            ],
        ));
        text.push('\n');
    }
    text
}

/// Ctrl-C (or a terminate signal) while a plain quiz waits for an answer ends it with
/// the summary so far: every answer is already saved, only the summary would be lost.
/// The summary to print is kept up to date after each answer.
fn summary_on_interrupt(cat: &Catalog) -> std::sync::Arc<std::sync::Mutex<String>> {
    let kept = std::sync::Arc::new(std::sync::Mutex::new(summary(
        cat,
        &crate::quiz::session::Tally::default(),
    )));
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGINT, SIGTERM};
        if let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM]) {
            let kept = std::sync::Arc::clone(&kept);
            std::thread::spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    let text = kept.lock().map(|t| t.clone()).unwrap_or_default();
                    // The quiz holds the lock on standard output while it waits for a
                    // line; the summary goes to the same place by a handle of its own.
                    match std::fs::OpenOptions::new().write(true).open("/dev/stdout") {
                        Ok(mut out) => {
                            let _ = write!(out, "\n\n{text}");
                        }
                        Err(_) => crate::visible::tell(&format!("\n\n{text}")),
                    }
                    std::process::exit(128 + signal);
                }
            });
        }
    }
    kept
}

/// Whether a question was dealt; the error it could not be built with. False when the
/// source had no question for its place.
pub(super) fn dealt(session: &mut Session) -> anyhow::Result<bool> {
    if let Some(e) = session.take_error() {
        return Err(e.into());
    }
    Ok(session.asked().is_some())
}

/// The story, the table as it is now and the numbered options of one question.
pub(super) fn print_question(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &Question,
    style: TileStyle,
    referee_view: bool,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    writeln!(out, "{}", cat.tr("plain-what-happened"))?;
    for (n, line) in narrative::question_story(cat, ruleset, q, style, narrative::KEEP_LAST)?
        .lines
        .iter()
        .enumerate()
    {
        writeln!(out, "  {:>2}. {line}", n + 1)?;
    }
    writeln!(out, "{}", cat.tr("plain-table-now"))?;
    let view = table_text::View::learner(ruleset, q, referee_view);
    for line in table_text::lines(cat, ruleset, &q.judgement.table, style, view) {
        writeln!(out, "  {line}")?;
    }
    writeln!(out, "{}", cat.tr("question-prompt"))?;
    for (n, text) in q.option_texts(cat).iter().enumerate() {
        writeln!(out, "  {}) {text}", n + 1)?;
    }
    Ok(())
}

/// Reads answer lines until one is a number from 1 to `max`; `None` at end of input.
pub(super) fn read_choice(
    cat: &Catalog,
    max: usize,
    echo: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> std::io::Result<Option<usize>> {
    loop {
        write!(
            out,
            "{}",
            cat.tr_args("plain-answer-prompt", &[("max", max.into())])
        )?;
        out.flush()?;
        let mut line = String::new();
        if super::read_text_line(input, &mut line)? == 0 {
            writeln!(out)?;
            return Ok(None);
        }
        // Read from a file or a pipe, the answer is not on the screen: the transcript
        // shows it after the prompt.
        if echo {
            // Control characters shown as escapes: a pipe must not drive the terminal.
            let shown: String = line
                .trim()
                .chars()
                .flat_map(|c| {
                    if c.is_control() {
                        c.escape_default().collect::<Vec<_>>()
                    } else {
                        vec![c]
                    }
                })
                .collect();
            writeln!(out, "{shown}")?;
        }
        match line.trim().parse::<usize>() {
            Ok(n) if (1..=max).contains(&n) => return Ok(Some(n - 1)),
            _ => writeln!(
                out,
                "{}",
                cat.tr_args("plain-answer-invalid", &[("max", max.into())])
            )?,
        }
    }
}
