//! `mjref riichi …`: riichi tools.

use super::user_error;
use crate::analysis::riichi::{
    self, Kazoe, Limit, Payment, Renhou, Score, ScoreError, Settings, WinContext,
};
use crate::i18n::Catalog;
use crate::tiles::Wind;
use clap::{Args, Subcommand, ValueEnum};
use std::io::{BufRead, BufWriter, Write};

#[derive(Debug, Subcommand)]
pub enum RiichiCommand {
    Score(ScoreArgs),
}

#[derive(Debug, Args)]
pub struct ScoreArgs {
    #[arg(
        required_unless_present = "batch",
        conflicts_with = "batch",
        value_name = "HAND"
    )]
    pub hand: Option<String>,
    #[arg(long)]
    pub tsumo: bool,
    #[arg(long)]
    pub riichi: bool,
    #[arg(long)]
    pub double_riichi: bool,
    #[arg(long)]
    pub ippatsu: bool,
    #[arg(long)]
    pub haitei: bool,
    #[arg(long)]
    pub houtei: bool,
    #[arg(long)]
    pub rinshan: bool,
    #[arg(long)]
    pub chankan: bool,
    #[arg(long)]
    pub tenhou: bool,
    #[arg(long)]
    pub chiihou: bool,
    #[arg(long)]
    pub renhou: bool,
    #[arg(long)]
    pub tile_not_kept_apart: bool,
    #[arg(long, default_value = "E", value_name = "WIND", value_parser = super::mcr::parse_wind)]
    pub seat: Wind,
    #[arg(long, default_value = "E", value_name = "WIND", value_parser = super::mcr::parse_wind)]
    pub round: Wind,
    #[arg(long, value_name = "TILES", default_value = "")]
    pub dora: String,
    #[arg(long, value_name = "TILES", default_value = "")]
    pub ura: String,
    #[arg(long, default_value_t = 0, value_name = "N", value_parser = honba)]
    pub honba: u32,
    #[arg(long)]
    pub batch: bool,
    /// An edition of the built-in riichi ruleset, whose scoring switches are taken.
    #[arg(
        long,
        value_name = "ID",
        conflicts_with_all = [
            "kiriage", "double_wind_fu", "kazoe", "renhou_value", "no_open_tanyao",
            "red_fives", "stack_yakuman", "double_yakuman",
        ]
    )]
    pub edition: Option<String>,
    #[command(flatten)]
    pub switches: Switches,
    #[command(flatten)]
    pub unused: super::mcr::NotForFan,
}

/// The scoring switches the rulebooks differ on; unset, EMA 2016's.
#[derive(Debug, Args, Default)]
pub struct Switches {
    #[arg(long)]
    pub kiriage: bool,
    #[arg(long, value_enum, value_name = "FU", default_value_t = PairFu::Four)]
    pub double_wind_fu: PairFu,
    #[arg(long, value_enum, value_name = "LIMIT", default_value_t = KazoeLimit::Sanbaiman)]
    pub kazoe: KazoeLimit,
    #[arg(long, value_enum, value_name = "VALUE", default_value_t = RenhouValue::Mangan)]
    pub renhou_value: RenhouValue,
    #[arg(long)]
    pub no_open_tanyao: bool,
    #[arg(long)]
    pub red_fives: bool,
    #[arg(long)]
    pub stack_yakuman: bool,
    #[arg(long)]
    pub double_yakuman: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum, Default)]
pub enum PairFu {
    #[value(name = "2")]
    Two,
    #[default]
    #[value(name = "4")]
    Four,
}

#[derive(Debug, Clone, Copy, ValueEnum, Default)]
pub enum KazoeLimit {
    Yakuman,
    #[default]
    Sanbaiman,
}

#[derive(Debug, Clone, Copy, ValueEnum, Default)]
pub enum RenhouValue {
    None,
    #[value(name = "5")]
    FiveHan,
    #[default]
    Mangan,
    Yakuman,
}

impl Switches {
    fn settings(&self) -> Settings {
        Settings {
            kiriage: self.kiriage,
            double_wind_pair_fu: match self.double_wind_fu {
                PairFu::Two => 2,
                PairFu::Four => 4,
            },
            kazoe: match self.kazoe {
                KazoeLimit::Yakuman => Kazoe::Yakuman,
                KazoeLimit::Sanbaiman => Kazoe::Sanbaiman,
            },
            renhou: match self.renhou_value {
                RenhouValue::None => Renhou::NotUsed,
                RenhouValue::FiveHan => Renhou::FiveHan,
                RenhouValue::Mangan => Renhou::Mangan,
                RenhouValue::Yakuman => Renhou::Yakuman,
            },
            open_tanyao: !self.no_open_tanyao,
            red_fives: self.red_fives,
            yakuman_add_up: self.stack_yakuman,
            double_yakuman: self.double_yakuman,
        }
    }
}

/// The scoring switches of an edition of the built-in riichi ruleset (its data), or why
/// there is no such edition.
fn edition_settings(cat: &Catalog, edition: &str) -> anyhow::Result<Settings> {
    let ruleset = crate::rules::builtin::load("riichi")
        .ok_or_else(|| anyhow::anyhow!("the riichi ruleset is not built in"))?
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    if !ruleset.meta.editions.iter().any(|e| e.id == edition) {
        let known = ruleset.meta.edition_ids();
        return Err(user_error(cat.tr_args(
            "riichi-unknown-edition",
            &[
                ("edition", edition.to_string().into()),
                ("known", known.join(", ").into()),
            ],
        )));
    }
    Ok(ruleset.riichi_scoring(edition))
}

fn honba(text: &str) -> Result<u32, String> {
    super::help::number_in(text, 0, Some(99))
}

pub fn run(
    cat: &Catalog,
    command: &RiichiCommand,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    match command {
        RiichiCommand::Score(args) => score(cat, args, input, out),
    }
}

fn score(
    cat: &Catalog,
    args: &ScoreArgs,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    if let Some(option) = args.unused.given_besides("riichi") {
        return Err(user_error(
            cat.tr_args("riichi-unused-option", &[("option", option.into())]),
        ));
    }
    let settings = match &args.edition {
        Some(edition) => edition_settings(cat, edition)?,
        None => args.switches.settings(),
    };
    if args.batch {
        return batch(&settings, input, out);
    }
    let text = args.hand.as_deref().unwrap_or_default();
    let hand = riichi::parse_hand(text)
        .map_err(|e| user_error(format!("{text}: {}", e.said().tell(cat))))?;
    let read = |t: &str| {
        riichi::batch::indicators(t).map_err(|_| {
            user_error(cat.tr_args("riichi-bad-indicator", &[("text", t.to_string().into())]))
        })
    };
    let ctx = WinContext {
        tsumo: args.tsumo,
        riichi: args.riichi,
        double_riichi: args.double_riichi,
        ippatsu: args.ippatsu,
        haitei: args.haitei,
        houtei: args.houtei,
        rinshan: args.rinshan,
        chankan: args.chankan,
        tenhou: args.tenhou,
        chiihou: args.chiihou,
        renhou: args.renhou,
        tile_not_kept_apart: args.tile_not_kept_apart,
        seat: args.seat,
        round: args.round,
        dora_indicators: read(&args.dora)?,
        ura_indicators: read(&args.ura)?,
        honba: args.honba,
    };
    match riichi::score(&hand, &ctx, &settings) {
        Ok(s) => print_score(cat, &s, out),
        Err(ScoreError::NotAWin(why)) => {
            writeln!(
                out,
                "{}",
                cat.tr_args("riichi-no-win", &[("why", why.said().tell(cat).into())])
            )?;
            Ok(())
        }
        Err(e) => Err(user_error(format!("{text}: {}", e.said().tell(cat)))),
    }
}

fn print_score(cat: &Catalog, s: &Score, out: &mut impl Write) -> anyhow::Result<()> {
    let value = match s.limit {
        Limit::Yakuman(n) => cat.tr_args("riichi-yakuman", &[("n", n.into())]),
        limit => {
            let counted = cat.tr_args(
                "riichi-han-fu",
                &[("han", s.han.into()), ("fu", s.fu.into())],
            );
            match limit_id(limit) {
                Some(id) => format!("{counted} · {}", cat.tr(id)),
                None => counted,
            }
        }
    };
    writeln!(out, "{value}")?;
    for &(y, n) in &s.yaku {
        writeln!(out, "{n:>4}  {}", crate::quiz::render::yaku(cat, y))?;
    }
    let pays = match s.payment {
        Payment::Ron(r) => cat.tr_args("riichi-pays-ron", &[("points", r.into())]),
        Payment::DealerTsumo(each) => {
            cat.tr_args("riichi-pays-dealer-tsumo", &[("each", each.into())])
        }
        Payment::Tsumo { dealer, others } => cat.tr_args(
            "riichi-pays-tsumo",
            &[("dealer", dealer.into()), ("others", others.into())],
        ),
    };
    writeln!(out, "{pays}")?;
    Ok(())
}

fn limit_id(limit: Limit) -> Option<&'static str> {
    Some(match limit {
        Limit::None | Limit::Yakuman(_) => return None,
        Limit::Mangan => "riichi-limit-mangan",
        Limit::Haneman => "riichi-limit-haneman",
        Limit::Baiman => "riichi-limit-baiman",
        Limit::Sanbaiman => "riichi-limit-sanbaiman",
        Limit::KazoeYakuman => "riichi-limit-kazoe",
    })
}

fn batch(
    settings: &Settings,
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
        match batch_line(text, settings) {
            Ok(Ok(s)) => write_batch_score(&s, &mut out)?,
            Ok(Err(why)) => writeln!(out, "no-win: {}", why.code())?,
            Err(msg) => writeln!(out, "error: {msg}")?,
        }
    }
    out.flush()?;
    Ok(())
}

/// `han fu points | yaku n, …`, for programs: a yakuman's han is `Y` and the count.
fn write_batch_score(s: &Score, out: &mut impl Write) -> std::io::Result<()> {
    match s.limit {
        Limit::Yakuman(n) => write!(out, "Y{n} 0 ")?,
        _ => write!(out, "{} {} ", s.han, s.fu)?,
    }
    match s.payment {
        Payment::Ron(r) => write!(out, "{r}")?,
        Payment::DealerTsumo(each) => write!(out, "{each} all")?,
        Payment::Tsumo { dealer, others } => write!(out, "{dealer}/{others}")?,
    }
    write!(out, " |")?;
    for (i, &(y, n)) in s.yaku.iter().enumerate() {
        let sep = if i == 0 { " " } else { ", " };
        write!(out, "{sep}{} {n}", y.name())?;
    }
    writeln!(out)
}

/// One batch line scored: the outer error is a line that could not be read.
fn batch_line(text: &str, settings: &Settings) -> Result<Result<Score, riichi::NotAWin>, String> {
    let (hand, ctx) = riichi::batch::parse_line(text)?;
    match riichi::score(&hand, &ctx, settings) {
        Ok(s) => Ok(Ok(s)),
        Err(ScoreError::NotAWin(why)) => Ok(Err(why)),
        Err(ScoreError::Impossible(e)) => Err(e.to_string()),
    }
}
