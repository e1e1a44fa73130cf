//! `mjref card …`: American card tools.

use crate::analysis::american::{Card, CardLine, Hand, HandRef, distances, match_hand};
use crate::cli::user_error;
use clap::Subcommand;
use std::io::Write;
use std::path::Path;

const CHECK_HELP: &str = "\
The hand is its concealed tiles, then each exposure in brackets, oldest first, in the
two-character notation: 1b-9b bams, 1c-9c craks, 1d-9d dots, Ew Sw Ww Nw winds,
Rd Gd Wd dragons, Fl flower, JK joker.

Examples:
  mjref card check \"Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd\"
  mjref card check \"Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]\"
  mjref card check \"2b 4b 6b 8b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d\" --card my-card.ron

Exit codes: 0 checked (completed or not), 2 bad hand or card file.";

#[derive(Debug, Subcommand)]
pub enum CardCommand {
    /// Which card hands a hand completes (section, line, value, jokerless or not), or
    /// the nearest hands and how many tiles it is from them.
    #[command(after_help = CHECK_HELP)]
    Check {
        /// The hand, e.g. "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]".
        hand: String,
        /// How many near hands to list when the hand completes none.
        #[arg(long, default_value_t = 5, value_name = "N")]
        nearest: usize,
    },
    /// Print the card: sections, lines, X/C and values.
    Show,
}

/// `card` is the global `--card FILE`, when given.
pub fn run(command: &CardCommand, card: Option<&Path>, out: &mut impl Write) -> anyhow::Result<()> {
    let loaded = load(card)?;
    match command {
        CardCommand::Check { hand, nearest } => check(loaded.get(), hand, *nearest, out),
        CardCommand::Show => show(loaded.get(), out),
    }
}

/// A card file a user transcribed, with file:line:col errors.
/// The built-in card lives for the whole program; a user's card only for the command.
enum Loaded {
    Practice(&'static Card),
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

fn load(path: Option<&Path>) -> anyhow::Result<Loaded> {
    let Some(path) = path else {
        return Ok(Loaded::Practice(Card::practice()));
    };
    Ok(crate::setup::read_card(path).map(|c| Loaded::File(Box::new(c)))?)
}

fn describe(card: &Card, at: HandRef) -> (String, String, String) {
    let line = card.line(at);
    let text = card
        .hand(at)
        .map_or_else(String::new, |h| h.pattern.text.clone());
    let mark = line.map_or_else(String::new, |l: &CardLine| format!("{} {}", l.xc, l.value));
    (card.label(at), text, mark)
}

fn check(card: &Card, text: &str, nearest: usize, out: &mut impl Write) -> anyhow::Result<()> {
    let hand = Hand::parse(text).map_err(|e| user_error(format!("bad hand: {e}")))?;
    let count = hand.tile_count();
    if count != 13 && count != 14 {
        return Err(user_error(format!(
            "bad hand: it has {count} tiles; a hand has 13 between turns, 14 to declare mah jongg"
        )));
    }
    for e in &hand.exposures {
        if e.jokers() > 0 && e.len() < 3 {
            writeln!(
                out,
                "note: [{e}] cannot be a group: jokers never stand in a single or a pair"
            )?;
        }
    }
    let matches = match_hand(card, &hand);
    if !matches.is_empty() {
        writeln!(
            out,
            "{hand}\ncompletes {} on {}:",
            plural(matches.len(), "hand"),
            card.name
        )?;
        for m in &matches {
            let (label, pattern, mark) = describe(card, m.hand);
            let jokers = match (m.jokerless, card.hand(m.hand).map(|h| h.takes_jokers())) {
                (true, _) => "jokerless (the bonus doubles the payment)",
                (false, Some(false)) => "no jokers possible (no jokerless bonus)",
                (false, _) => "with jokers",
            };
            writeln!(out, "  {label}: {pattern}  {mark}  {jokers}")?;
        }
        return Ok(());
    }
    if count == 14 {
        writeln!(out, "{hand}\ncompletes no hand on {}.", card.name)?;
    } else {
        writeln!(
            out,
            "{hand}\nhas 13 tiles: it completes no hand until it picks a 14th."
        )?;
    }
    let far = distances(card, &hand);
    let Some(&(_, best)) = far.first() else {
        writeln!(
            out,
            "Its exposures fit no hand on the card: no hand can be completed."
        )?;
        return Ok(());
    };
    writeln!(out, "Nearest hands (tiles still to exchange):")?;
    // Every hand tied for nearest is shown, even past `nearest`.
    let ties = far.iter().take_while(|(_, n)| *n == best).count();
    for &(at, n) in far.iter().take(nearest.max(ties)) {
        let (label, pattern, mark) = describe(card, at);
        writeln!(out, "  {n:>2}  {label}: {pattern}  {mark}")?;
    }
    Ok(())
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn show(card: &Card, out: &mut impl Write) -> anyhow::Result<()> {
    writeln!(
        out,
        "{} ({} lines, lowest value {})",
        card.name,
        card.sections.iter().map(|s| s.lines.len()).sum::<usize>(),
        card.lowest_value()
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
