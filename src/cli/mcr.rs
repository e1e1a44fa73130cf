//! `mjref mcr …`: Chinese Official tools.

use super::user_error;
use crate::analysis::mcr::{
    self, MeldedAndConcealedKong, Score, Settings, TwoConcealedKongs, WinContext,
};
use crate::i18n::{Catalog, Said};
use crate::tiles::Wind;
use clap::{Args, Subcommand, ValueEnum};
use std::io::{BufRead, BufWriter, Write};

#[derive(Debug, Subcommand)]
pub enum McrCommand {
    Fan(FanArgs),
}

#[derive(Debug, Args)]
pub struct FanArgs {
    #[arg(
        required_unless_present = "batch",
        conflicts_with = "batch",
        value_name = "HAND"
    )]
    pub hand: Option<String>,
    #[arg(long)]
    pub self_drawn: bool,
    #[arg(long)]
    pub last_tile: bool,
    #[arg(long)]
    pub kong: bool,
    #[arg(long)]
    pub wall_last: bool,
    #[arg(long, default_value = "E", value_name = "WIND", value_parser = parse_wind)]
    pub prevalent: Wind,
    #[arg(long, default_value = "E", value_name = "WIND", value_parser = parse_wind)]
    pub seat: Wind,
    #[arg(long, default_value_t = 0, value_name = "N", value_parser = flowers)]
    pub flowers: u8,
    #[arg(long)]
    pub batch: bool,
    #[arg(long)]
    pub ties: bool,
    #[arg(long, value_enum, value_name = "FAN", default_value_t = TwoKongsValue::Six)]
    pub two_concealed_kongs: TwoKongsValue,
    #[arg(long, value_enum, value_name = "SCORING", default_value_t = MixedKongs::Separate)]
    pub melded_and_concealed_kong: MixedKongs,
    #[command(flatten)]
    pub unused: NotForFan,
}

/// The trainer's options that apply to every other command, held here under the same
/// names so that they do not show in `mcr fan --help` (a fan count reads no ruleset, card,
/// tile style or progress); given anyway, they are refused with a word on why.
#[derive(Debug, Args, Default)]
pub struct NotForFan {
    #[arg(long, hide = true)]
    ruleset: Option<String>,
    #[arg(long, hide = true)]
    rules_dir: Option<std::path::PathBuf>,
    #[arg(long, hide = true)]
    card: Option<std::path::PathBuf>,
    #[arg(long, hide = true)]
    tiles: Option<String>,
    // Not refused: the trainer's default profile reaches every command.
    #[arg(long, hide = true)]
    profile: Option<String>,
    #[arg(long, hide = true)]
    data_dir: Option<std::path::PathBuf>,
}

impl NotForFan {
    /// The first of these options given, as typed.
    fn given(&self) -> Option<&'static str> {
        self.given_besides("mcr")
    }

    /// The first of these options given, as typed; `--ruleset` of the command's own
    /// ruleset says what the command already is.
    pub(super) fn given_besides(&self, own: &str) -> Option<&'static str> {
        [
            (
                self.ruleset.as_deref().is_some_and(|r| r != own),
                "--ruleset",
            ),
            (self.rules_dir.is_some(), "--rules-dir"),
            (self.card.is_some(), "--card"),
            (self.tiles.is_some(), "--tiles"),
            (self.data_dir.is_some(), "--data-dir"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name))
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum TwoKongsValue {
    #[value(name = "6")]
    Six,
    #[value(name = "8")]
    Eight,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum MixedKongs {
    Separate,
    #[value(name = "5")]
    Five,
    #[value(name = "6")]
    Six,
}

pub(super) fn wind(text: &str) -> Result<Wind, Said> {
    match text.to_ascii_uppercase().as_str() {
        "E" | "EAST" => Ok(Wind::East),
        "S" | "SOUTH" => Ok(Wind::South),
        "W" | "WEST" => Ok(Wind::West),
        "N" | "NORTH" => Ok(Wind::North),
        _ => Err(Said::new("cli-error-wind", vec![("text", text.into())])),
    }
}

/// `wind` for clap, which takes a refusal as text: carried, to be told in the learner's
/// language (`help::exit_on`).
pub(super) fn parse_wind(text: &str) -> Result<Wind, String> {
    wind(text).map_err(|said| said.carried())
}

/// At most every bonus tile of the set Chinese Official is played with. Counted once: a
/// batch asks on every line.
fn most_flowers() -> u8 {
    static MOST: std::sync::OnceLock<u8> = std::sync::OnceLock::new();
    *MOST.get_or_init(|| {
        let set = crate::tiles::TileSet::with_flowers_and_seasons();
        let bonus = set.tiles().into_iter().filter(|k| k.is_bonus()).count();
        u8::try_from(bonus).unwrap_or(u8::MAX)
    })
}

fn flowers(text: &str) -> Result<u8, String> {
    let most = most_flowers();
    // Within 0..=most, so it fits.
    super::help::number_in(text, 0, Some(u32::from(most))).map(|n| n as u8)
}

pub fn run(
    cat: &Catalog,
    command: &McrCommand,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    match command {
        McrCommand::Fan(args) => fan(cat, args, input, out),
    }
}

fn settings(args: &FanArgs) -> Settings {
    Settings {
        two_concealed_kongs: match args.two_concealed_kongs {
            TwoKongsValue::Six => TwoConcealedKongs::Six,
            TwoKongsValue::Eight => TwoConcealedKongs::Eight,
        },
        melded_and_concealed_kong: match args.melded_and_concealed_kong {
            MixedKongs::Separate => MeldedAndConcealedKong::Separate,
            MixedKongs::Five => MeldedAndConcealedKong::Five,
            MixedKongs::Six => MeldedAndConcealedKong::Six,
        },
    }
}

fn fan(
    cat: &Catalog,
    args: &FanArgs,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    if let Some(option) = args.unused.given() {
        return Err(user_error(
            cat.tr_args("mcr-unused-option", &[("option", option.into())]),
        ));
    }
    let settings = settings(args);
    if args.batch {
        return batch(&settings, args.ties, input, out);
    }
    let text = args.hand.as_deref().unwrap_or_default();
    let hand =
        mcr::parse_hand(text).map_err(|e| user_error(format!("{text}: {}", e.said().tell(cat))))?;
    let ctx = WinContext {
        self_drawn: args.self_drawn,
        last_tile: args.last_tile,
        kong: args.kong,
        wall_last: args.wall_last,
        prevalent: args.prevalent,
        seat: args.seat,
        flowers: args.flowers,
    };
    let readings = mcr::score_readings(&hand, &ctx, &settings)
        .map_err(|e| user_error(format!("{text}: {}", e.said().tell(cat))))?;
    print_score(cat, &readings[0], out)?;
    if args.ties {
        for other in readings[1..]
            .iter()
            .filter(|r| r.total == readings[0].total)
        {
            writeln!(out, "{}", cat.tr("mcr-another-reading"))?;
            print_fans(cat, other, out)?;
        }
    }
    Ok(())
}

fn print_score(cat: &Catalog, score: &Score, out: &mut impl Write) -> anyhow::Result<()> {
    let verdict = cat.tr(if score.meets_minimum() {
        "mcr-meets-minimum"
    } else {
        "mcr-under-minimum"
    });
    let total = cat.tr_args(
        "mcr-total",
        &[
            ("total", score.total.into()),
            ("without", score.without_flowers().into()),
            ("flowers", score.flowers.into()),
            ("verdict", verdict.into()),
        ],
    );
    writeln!(out, "{total}")?;
    print_fans(cat, score, out)
}

fn print_fans(cat: &Catalog, score: &Score, out: &mut impl Write) -> anyhow::Result<()> {
    for &(fan, n) in &score.fans {
        let value = u32::from(score.value_of(fan));
        let times = if n > 1 {
            format!(
                " {}",
                cat.tr_args("mcr-times", &[("n", n.into()), ("value", value.into())])
            )
        } else {
            String::new()
        };
        writeln!(
            out,
            "{:>4}  {}{times}",
            value * u32::from(n),
            crate::quiz::render::fan(cat, fan)
        )?;
    }
    Ok(())
}

fn batch(
    settings: &Settings,
    ties: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let mut out = BufWriter::with_capacity(1 << 16, out);
    let mut line = String::new();
    loop {
        line.clear();
        if super::read_text_line(input, &mut line)? == 0 {
            break;
        }
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            writeln!(out)?;
            continue;
        }
        match batch_line(text, settings, ties) {
            Ok(scores) => {
                write!(out, "{}\t", scores[0].total)?;
                for (k, score) in scores.iter().enumerate() {
                    if k > 0 {
                        write!(out, " | ")?;
                    }
                    write_fan_list(score, &mut out)?;
                }
                writeln!(out)?;
            }
            Err(msg) => writeln!(out, "error: {msg}")?,
        }
    }
    out.flush()?;
    Ok(())
}

fn write_fan_list(score: &Score, out: &mut impl Write) -> std::io::Result<()> {
    for (i, &(fan, n)) in score.fans.iter().enumerate() {
        let sep = if i == 0 { "" } else { ", " };
        let value = score.value_of(fan);
        if n > 1 {
            write!(out, "{sep}{} {value}x{n}", fan.name())?;
        } else {
            write!(out, "{sep}{} {value}", fan.name())?;
        }
    }
    Ok(())
}

/// The best score of one batch line; with `ties`, every reading reaching it.
fn batch_line(text: &str, settings: &Settings, ties: bool) -> Result<Vec<Score>, String> {
    // The hand is written as the single form takes it, spaces and all: every word
    // before the first key=value.
    let words: Vec<&str> = text.split_whitespace().collect();
    let hand_words = words.iter().take_while(|w| !w.contains('=')).count();
    let hand_text = words[..hand_words].join(" ");
    let hand_text = hand_text.as_str();
    let mut ctx = WinContext::default();
    for word in &words[hand_words..] {
        let (key, value) = word
            .split_once('=')
            .ok_or_else(|| format!("`{word}` is not key=value"))?;
        let flag = || match value {
            "0" => Ok(false),
            "1" => Ok(true),
            _ => Err(format!("{key}={value}: use 0 or 1")),
        };
        match key {
            "self_drawn" => ctx.self_drawn = flag()?,
            "last_tile" => ctx.last_tile = flag()?,
            "kong" => ctx.kong = flag()?,
            "wall_last" => ctx.wall_last = flag()?,
            // A batch speaks English, for programs.
            "prevalent" => ctx.prevalent = wind(value).map_err(|e| e.to_string())?,
            "seat" => ctx.seat = wind(value).map_err(|e| e.to_string())?,
            "flowers" => {
                let most = most_flowers();
                ctx.flowers = value
                    .parse()
                    .ok()
                    .filter(|&n: &u8| n <= most)
                    .ok_or_else(|| format!("flowers={value}: use 0 to {most}"))?
            }
            _ => return Err(format!("unknown key `{key}`")),
        }
    }
    let hand = mcr::parse_hand(hand_text).map_err(|e| e.to_string())?;
    if ties {
        let mut all = mcr::score_readings(&hand, &ctx, settings).map_err(|e| e.to_string())?;
        let best = all[0].total;
        all.retain(|s| s.total == best);
        Ok(all)
    } else {
        Ok(vec![
            mcr::score(&hand, &ctx, settings).map_err(|e| e.to_string())?,
        ])
    }
}
