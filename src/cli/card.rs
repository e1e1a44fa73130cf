//! `mjref card …`: American card tools.

use crate::analysis::american::{Card, CardLine, Hand, HandRef, distances, match_hand};
use crate::cli::user_error;
use crate::i18n::Catalog;
use clap::Subcommand;
use std::io::Write;
use std::path::Path;

#[derive(Debug, Subcommand)]
pub enum CardCommand {
    Check {
        #[arg(value_name = "HAND")]
        hand: String,
        #[arg(long, default_value_t = 5, value_name = "N")]
        nearest: usize,
    },
    Show,
}

/// `card` is the global `--card FILE`, when given.
pub fn run(
    cat: &Catalog,
    command: &CardCommand,
    card: Option<&Path>,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let loaded = load(cat, card)?;
    match command {
        CardCommand::Check { hand, nearest } => check(cat, loaded.get(), hand, *nearest, out),
        CardCommand::Show => show(cat, loaded.get(), out),
    }
}

/// A card file a user transcribed, with file:line:col errors.
/// The built-in card lives for the whole program; a user's card only for the command.
enum Loaded {
    Practice(Box<Card>),
    File(Box<Card>),
}

impl Loaded {
    fn get(&self) -> &Card {
        match self {
            Loaded::Practice(c) => c,
            Loaded::File(c) => c,
        }
    }
}

fn load(cat: &Catalog, path: Option<&Path>) -> anyhow::Result<Loaded> {
    let Some(path) = path else {
        // The practice card in the learner's words; a card of one's own is as written.
        let card = crate::analysis::american::practice_in(cat.lang().code())?;
        return Ok(Loaded::Practice(Box::new(card)));
    };
    Ok(crate::setup::read_card(path).map(|c| Loaded::File(Box::new(c)))?)
}

fn describe(cat: &Catalog, card: &Card, at: HandRef) -> (String, String, String) {
    let line = card.line(at);
    let text = card
        .hand(at)
        .map_or_else(String::new, |h| h.pattern.text.clone());
    let mark = line.map_or_else(String::new, |l: &CardLine| format!("{} {}", l.xc, l.value));
    (label(cat, card, at), text, mark)
}

/// Where a hand is on the card: "2026, line 1", and which side of an "OR" line.
fn label(cat: &Catalog, card: &Card, at: HandRef) -> String {
    let Some(section) = card.sections.get(at.section) else {
        return card.label(at);
    };
    let sides = section.lines.get(at.line).map_or(1, |l| l.hands.len());
    let mut args = vec![
        ("section", section.name.as_str().into()),
        ("line", (at.line + 1).into()),
    ];
    if sides > 1 {
        args.push(("side", (at.alternative + 1).into()));
        cat.tr_args("card-label-side", &args)
    } else {
        cat.tr_args("card-label", &args)
    }
}

fn check(
    cat: &Catalog,
    card: &Card,
    text: &str,
    nearest: usize,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let bad = |e: String| user_error(cat.tr_args("card-bad-hand", &[("error", e.into())]));
    let hand = Hand::parse(text).map_err(|e| bad(e.said().tell(cat)))?;
    let count = hand.tile_count();
    if count != 13 && count != 14 {
        return Err(bad(
            cat.tr_args("card-tile-count", &[("count", count.into())])
        ));
    }
    for e in &hand.exposures {
        if e.jokers() > 0 && e.len() < 3 {
            let group = format!("[{e}]");
            writeln!(
                out,
                "{}",
                cat.tr_args("card-joker-alone", &[("group", group.into())])
            )?;
        }
    }
    let card_name = || card.name.as_str().into();
    let matches = match_hand(card, &hand);
    if !matches.is_empty() {
        writeln!(out, "{hand}")?;
        writeln!(
            out,
            "{}",
            cat.tr_args(
                "card-completes",
                &[("count", matches.len().into()), ("card", card_name())]
            )
        )?;
        for m in &matches {
            let (label, pattern, mark) = describe(cat, card, m.hand);
            let jokers = cat.tr(
                match (m.jokerless, card.hand(m.hand).map(|h| h.takes_jokers())) {
                    (true, _) => "card-jokerless",
                    (false, Some(false)) => "card-no-jokers-possible",
                    (false, _) => "card-with-jokers",
                },
            );
            writeln!(out, "  {label}: {pattern}  {mark}  {jokers}")?;
        }
        return Ok(());
    }
    writeln!(out, "{hand}")?;
    if count == 14 {
        writeln!(
            out,
            "{}",
            cat.tr_args("card-completes-none", &[("card", card_name())])
        )?;
    } else {
        writeln!(out, "{}", cat.tr("card-thirteen"))?;
    }
    let far = distances(card, &hand);
    let Some(&(_, best)) = far.first() else {
        writeln!(out, "{}", cat.tr("card-exposures-fit-none"))?;
        return Ok(());
    };
    writeln!(out, "{}", cat.tr("card-nearest"))?;
    // Every hand tied for nearest is shown, even past `nearest`.
    let ties = far.iter().take_while(|(_, n)| *n == best).count();
    for &(at, n) in far.iter().take(nearest.max(ties)) {
        let (label, pattern, mark) = describe(cat, card, at);
        writeln!(out, "  {n:>2}  {label}: {pattern}  {mark}")?;
    }
    Ok(())
}

fn show(cat: &Catalog, card: &Card, out: &mut impl Write) -> anyhow::Result<()> {
    writeln!(
        out,
        "{}",
        cat.tr_args(
            "card-show-head",
            &[
                ("card", card.name.as_str().into()),
                (
                    "lines",
                    card.sections
                        .iter()
                        .map(|s| s.lines.len())
                        .sum::<usize>()
                        .into()
                ),
                ("lowest", card.lowest_value().into()),
            ]
        )
    )?;
    let width = card
        .sections
        .iter()
        .flat_map(|s| s.lines.iter().map(|l| l.text.chars().count()))
        .max()
        .unwrap_or(0);
    for s in &card.sections {
        writeln!(out, "\n{}", s.name)?;
        for (i, l) in s.lines.iter().enumerate() {
            let note = l
                .note
                .as_deref()
                .map_or_else(String::new, |n| format!("  {n}"));
            writeln!(
                out,
                "  {:>2}  {:<width$}  {} {:>2}{note}",
                i + 1,
                l.text,
                l.xc,
                l.value
            )?;
        }
    }
    Ok(())
}
