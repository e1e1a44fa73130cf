//! The fan total of a hand: the best over all its readings (high-versus-low principle).

use super::count::{self, HandInfo};
use super::decompose;
use super::fan::{Fan, FanTable};
use super::hand::{Hand, Settings, WinContext};

/// The minimum a win needs, flowers not counted (rulebook; MCR-SC-01).
pub const MINIMUM: u32 = 8;

/// The scored fan of a winning hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Score {
    /// Every fan with its count and the flowers.
    pub total: u32,
    /// The fan scored and how many times each counts, in rulebook order. Flower Tiles
    /// is included when there are flowers.
    pub fans: Vec<(Fan, u8)>,
    pub flowers: u8,
    settings: Settings,
}

impl Score {
    /// The total without flowers, the figure the 8-fan minimum applies to.
    pub fn without_flowers(&self) -> u32 {
        self.total - u32::from(self.flowers)
    }

    /// Whether the hand reaches 8 fan without its flowers; under 8 is a false win.
    pub fn meets_minimum(&self) -> bool {
        self.without_flowers() >= MINIMUM
    }

    /// What one of `fan` is worth in this score (the settings may change a value).
    pub fn value_of(&self, fan: Fan) -> u8 {
        self.settings.value(fan)
    }
}

/// The tiles do not form any winning shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotAWin;

impl NotAWin {
    /// To be told in the player's language.
    pub fn said(&self) -> crate::i18n::Said {
        crate::i18n::Said::new("err-mcr-not-a-win", Vec::new())
    }
}

crate::i18n::error_said_in_english!(NotAWin);

/// Scores a hand, or says it is not a win.
pub fn score(hand: &Hand, ctx: &WinContext, settings: &Settings) -> Result<Score, NotAWin> {
    let mut best: Option<(FanTable, u32)> = None;
    for_each_reading(hand, ctx, settings, |t, v| {
        if best.as_ref().is_none_or(|(_, b)| v > *b) {
            best = Some((t, v));
        }
    });
    let (best, _) = best.ok_or(NotAWin)?;
    Ok(make_score(&best, ctx, settings))
}

/// The total only, without building the fan list: the calculator's fast path.
pub fn total(hand: &Hand, ctx: &WinContext, settings: &Settings) -> Result<u32, NotAWin> {
    let mut best: Option<u32> = None;
    for_each_reading(hand, ctx, settings, |_, v| {
        best = Some(best.map_or(v, |b| b.max(v)));
    });
    Ok(best.ok_or(NotAWin)? + u32::from(ctx.flowers))
}

/// Every reading of the hand scored on its own, best first. The first is what `score`
/// returns; the others show what the high-versus-low principle chose against.
pub fn score_readings(
    hand: &Hand,
    ctx: &WinContext,
    settings: &Settings,
) -> Result<Vec<Score>, NotAWin> {
    let mut all = Vec::new();
    for_each_reading(hand, ctx, settings, |t, _| {
        all.push(make_score(&t, ctx, settings))
    });
    if all.is_empty() {
        return Err(NotAWin);
    }
    // Stable: among equal totals the reading `score` keeps stays first.
    all.sort_by_key(|s| std::cmp::Reverse(s.total));
    Ok(all)
}

fn make_score(best: &FanTable, ctx: &WinContext, settings: &Settings) -> Score {
    let mut fans: Vec<(Fan, u8)> = Vec::with_capacity(12);
    fans.extend(best.iter());
    if ctx.flowers > 0 {
        fans.push((Fan::FlowerTiles, ctx.flowers));
    }
    Score {
        total: count::total(best, settings) + u32::from(ctx.flowers),
        fans,
        flowers: ctx.flowers,
        settings: *settings,
    }
}

/// Calls `keep` with the fan table and its total (flowers excluded) of every reading.
fn for_each_reading(
    hand: &Hand,
    ctx: &WinContext,
    settings: &Settings,
    mut keep: impl FnMut(FanTable, u32),
) {
    let mut info = HandInfo::new(hand, ctx, settings);
    let standing = info.standing;
    let mut keep = |t: FanTable| {
        let v = count::total(&t, settings);
        keep(t, v);
    };
    if hand.melds().is_empty() {
        if decompose::is_seven_pairs(&standing) {
            keep(count::score_seven_pairs(&info, &standing));
        } else if decompose::is_thirteen_orphans(&standing) {
            keep(count::score_thirteen_orphans(&info));
        } else if decompose::is_honours_and_knitted(&standing) {
            keep(count::score_honours_and_knitted(&info, &standing));
        }
    }
    let declared = info.declared;
    let n = info.declared_count;
    decompose::knitted_straight(&standing, &declared[..n], &mut |k| {
        keep(count::score_knitted(&mut info, k))
    });
    decompose::standard(&standing, &declared[..n], &mut |a| {
        keep(count::score_standard(&mut info, a))
    });
}
