//! `mjref stats`: the statistics screen's figures as text or JSON.

use super::{Cli, Format, load_ruleset, user_error};
use crate::i18n::Catalog;
use crate::setup::set_aside_message;
use crate::study::stats::{compute, tally_args, trend_text};
use crate::study::{Clock, Learner, Progress, Store, SystemClock, schedule};
use std::io::Write;

/// The learner's progress; a damaged file is set aside and said so on stderr.
pub fn load_progress(cli: &Cli, clock: &dyn Clock) -> anyhow::Result<(Store, Progress)> {
    let store = cli.study.store()?;
    let loaded = store
        .load(clock)
        .map_err(|e| user_error(crate::setup::describe(&e, &cli.catalog())))?;
    if let Some(aside) = &loaded.set_aside {
        crate::visible::tell(&set_aside_message(&cli.catalog(), aside));
    }
    Ok((store, loaded.progress))
}

/// The learner whose answers a plain quiz saves; where the progress cannot be read, a
/// learner without a store, and a note on stderr that answers are not kept.
pub fn learner_or_unsaved(cli: &Cli, cat: &Catalog, clock: &dyn Clock) -> Learner {
    let loaded = cli.study.store().and_then(|store| {
        Learner::load(store, clock)
            .map_err(|e| user_error(crate::setup::describe(&e, &cli.catalog())))
    });
    match loaded {
        Ok((learner, set_aside)) => {
            if let Some(aside) = &set_aside {
                crate::visible::tell(&set_aside_message(&cli.catalog(), aside));
            }
            learner
        }
        Err(e) => {
            crate::visible::tell(
                &cat.tr_args("study-not-saved", &[("reason", format!("{e:#}").into())]),
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
    let cat = cli.catalog();
    writeln!(out, "{}", cat.tr("stats-title"))?;
    if stats.total.answers == 0 {
        writeln!(out, "{}", cat.tr("stats-none"))?;
    } else {
        writeln!(
            out,
            "{}",
            cat.tr_args("stats-total", &tally_args(&cat, &stats.total))
        )?;
        writeln!(out, "{}", cat.tr("stats-score-note"))?;
        writeln!(out)?;
        writeln!(out, "{}", cat.tr("stats-rulesets"))?;
        for r in &stats.rulesets {
            let mut args = tally_args(&cat, &r.tally);
            args.push(("ruleset", r.ruleset.clone().into()));
            writeln!(out, "  {}", cat.tr_args("stats-ruleset", &args))?;
        }
        if let Some(trend) = trend_text(&cat, &stats.trend) {
            writeln!(out, "{trend}")?;
        }
        writeln!(out)?;
        writeln!(out, "{}", cat.tr("stats-articles"))?;
        for a in &stats.articles {
            let mut args = tally_args(&cat, &a.tally);
            args.push(("ruleset", a.ruleset.clone().into()));
            args.push(("article", a.article.clone().into()));
            writeln!(out, "  {}", cat.tr_args("stats-article", &args))?;
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
        let now_due = schedule::due_count(&progress, &ruleset, now);
        if let (0, Some(at)) = (now_due, schedule::next_due(&progress, &ruleset, now)) {
            let (unit, n) = schedule::until(now, at).unit_and_count();
            writeln!(
                out,
                "{}",
                cat.tr_args("stats-due-next", &[("unit", unit.into()), ("n", n.into())])
            )?;
        }
    }
    Ok(())
}
