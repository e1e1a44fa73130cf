//! `mjref stats`: the statistics screen's figures as text or JSON.

use super::{Cli, Format, load_ruleset, user_error};
use crate::i18n::Catalog;
use crate::setup::set_aside_message;
use crate::study::stats::{compute, percent, seconds, sparkline};
use crate::study::{Clock, Learner, Progress, Store, SystemClock, schedule};
use std::io::Write;

/// The learner's progress; a damaged file is set aside and said so on stderr.
pub fn load_progress(cli: &Cli, clock: &dyn Clock) -> anyhow::Result<(Store, Progress)> {
    let store = cli.study.store()?;
    let loaded = store.load(clock).map_err(|e| user_error(e.to_string()))?;
    if let Some(aside) = &loaded.set_aside {
        eprintln!("{}", set_aside_message(&Catalog::english(), aside));
    }
    Ok((store, loaded.progress))
}

/// The learner whose answers a plain quiz saves; where the progress cannot be read, a
/// learner without a store, and a note on stderr that answers are not kept.
pub fn learner_or_unsaved(cli: &Cli, cat: &Catalog, clock: &dyn Clock) -> Learner {
    match load_progress(cli, clock) {
        Ok((store, progress)) => Learner::new(progress, Some(store)),
        Err(e) => {
            eprintln!(
                "{}",
                cat.tr_args("study-not-saved", &[("reason", format!("{e:#}").into())])
            );
            Learner::default()
        }
    }
}

pub fn run(cli: &Cli, format: Format, out: &mut impl Write) -> anyhow::Result<()> {
    let clock = SystemClock;
    let (_, progress) = load_progress(cli, &clock)?;
    let stats = compute(&progress, None);
    if let Format::Json = format {
        serde_json::to_writer_pretty(&mut *out, &stats)?;
        writeln!(out)?;
        return Ok(());
    }
    let cat = Catalog::english();
    writeln!(out, "{}", cat.tr("stats-title"))?;
    if stats.total.answers == 0 {
        writeln!(out, "{}", cat.tr("stats-none"))?;
    } else {
        writeln!(
            out,
            "{}",
            cat.tr_args(
                "stats-total",
                &[
                    ("answers", stats.total.answers.into()),
                    ("accuracy", percent(stats.accuracy).into()),
                    ("seconds", seconds(stats.mean_seconds).into()),
                ]
            )
        )?;
        writeln!(out)?;
        writeln!(out, "{}", cat.tr("stats-rulesets"))?;
        for r in &stats.rulesets {
            writeln!(
                out,
                "  {}",
                cat.tr_args(
                    "stats-ruleset",
                    &[
                        ("ruleset", r.ruleset.clone().into()),
                        ("answers", r.tally.answers.into()),
                        ("accuracy", percent(r.accuracy).into()),
                        ("seconds", seconds(r.mean_seconds).into()),
                    ]
                )
            )?;
        }
        let spark: Vec<f64> = stats.trend.iter().map(|d| d.accuracy).collect();
        writeln!(
            out,
            "{}",
            cat.tr_args(
                "stats-trend",
                &[
                    ("days", spark.len().into()),
                    ("spark", sparkline(&spark).into())
                ]
            )
        )?;
        writeln!(out)?;
        writeln!(out, "{}", cat.tr("stats-articles"))?;
        for a in &stats.articles {
            writeln!(
                out,
                "  {}",
                cat.tr_args(
                    "stats-article",
                    &[
                        ("ruleset", a.ruleset.clone().into()),
                        ("article", a.article.clone().into()),
                        ("answers", a.tally.answers.into()),
                        ("accuracy", percent(a.accuracy).into()),
                        ("seconds", seconds(a.mean_seconds).into()),
                    ]
                )
            )?;
        }
    }
    // What is waiting, for the ruleset chosen (the default one unless --ruleset is given).
    if let Ok(ruleset) = load_ruleset(&cli.common) {
        let now = clock.now();
        writeln!(out)?;
        writeln!(
            out,
            "{}: {}",
            ruleset.meta.id,
            cat.tr_args(
                "stats-due",
                &[
                    ("due", schedule::due_count(&progress, &ruleset, now).into()),
                    ("new", schedule::new_count(&progress, &ruleset).into()),
                    (
                        "mistakes",
                        schedule::mistake_count(&progress, &ruleset).into()
                    ),
                ]
            )
        )?;
    }
    Ok(())
}
