//! What a declared win is worth: the best reading's yaku, han and fu, its limit, and
//! what each player pays.

use super::decompose::{self, Reading, Set};
use super::hand::{ContextError, Hand, Kazoe, MeldKind, Renhou, Settings, WinContext};
use super::tile::{self, Counts};
use super::yaku::{Yaku, YakuList};
use crate::i18n::Said;

/// Why a declared win is no win: what the referee finds when the hand is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotAWin {
    /// The hand holds more or fewer tiles than a complete hand of its melds.
    WrongTileCount { needed: u8, found: u8 },
    /// The tiles make no winning shape.
    NotComplete,
    /// A complete hand with no yaku (dora are no yaku).
    NoYaku,
}

impl NotAWin {
    pub fn said(&self) -> Said {
        match self {
            NotAWin::WrongTileCount { needed, found } => Said::new(
                "err-riichi-tile-count",
                vec![("needed", (*needed).into()), ("found", (*found).into())],
            ),
            NotAWin::NotComplete => Said::new("err-riichi-not-complete", Vec::new()),
            NotAWin::NoYaku => Said::new("err-riichi-no-yaku", Vec::new()),
        }
    }

    /// A word for programs (the batch).
    pub fn code(&self) -> &'static str {
        match self {
            NotAWin::WrongTileCount { .. } => "tile-count",
            NotAWin::NotComplete => "not-complete",
            NotAWin::NoYaku => "no-yaku",
        }
    }
}

crate::i18n::error_said_in_english!(NotAWin);

/// The calculator refused to score: the flags could not happen together, or the hand is
/// no win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoreError {
    Impossible(ContextError),
    NotAWin(NotAWin),
}

impl ScoreError {
    pub fn said(&self) -> Said {
        match self {
            ScoreError::Impossible(e) => e.said(),
            ScoreError::NotAWin(e) => e.said(),
        }
    }
}

crate::i18n::error_said_in_english!(ScoreError);

/// The limit a hand reached, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limit {
    None,
    Mangan,
    Haneman,
    Baiman,
    Sanbaiman,
    /// A count of 13 han or more, where the edition makes it a yakuman.
    KazoeYakuman,
    /// This many yakuman.
    Yakuman(u8),
}

/// Who pays the winner what, counters included (riichi sticks on the table are not).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Payment {
    /// The discarder pays it all.
    Ron(u32),
    /// A dealer's self-draw: each other player pays this.
    DealerTsumo(u32),
    /// A non-dealer's self-draw: the dealer pays one figure, the others another.
    Tsumo { dealer: u32, others: u32 },
}

impl Payment {
    /// What the winner receives.
    pub fn total(&self) -> u32 {
        match *self {
            Payment::Ron(r) => r,
            Payment::DealerTsumo(each) => 3 * each,
            Payment::Tsumo { dealer, others } => dealer + 2 * others,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Score {
    /// The yaku with their han (for a yakuman, how many yakuman it counts), then the dora.
    pub yaku: Vec<(Yaku, u8)>,
    /// Han of yaku and dora; 0 for a yakuman.
    pub han: u8,
    /// The fu, rounded; 0 for a yakuman.
    pub fu: u8,
    pub limit: Limit,
    /// The basic points (fu × 2^(han+2), or the limit's).
    pub base: u32,
    pub payment: Payment,
}

/// Scores a declared win, or says why it is none.
pub fn score(hand: &Hand, ctx: &WinContext, settings: &Settings) -> Result<Score, ScoreError> {
    check_context(hand, ctx, settings).map_err(ScoreError::Impossible)?;
    let (needed, found) = (hand.tiles_needed(), hand.tile_count());
    if needed != found {
        return Err(ScoreError::NotAWin(NotAWin::WrongTileCount {
            needed: needed as u8,
            found: found as u8,
        }));
    }
    let mut best: Option<Tally> = None;
    let mut complete = false;
    let mut consider = |s: Option<Tally>| {
        complete = true;
        if let Some(s) = s
            && best.as_ref().is_none_or(|b| s.beats(b))
        {
            best = Some(s);
        }
    };
    let all = hand.all_tiles();
    let whole = Whole::of(hand, ctx, settings, &all);
    if hand.melds().is_empty() {
        if is_kokushi(hand.concealed()) {
            consider(Some(whole.kokushi()));
        }
        if is_seven_pairs(hand.concealed()) {
            consider(whole.seven_pairs());
        }
    }
    decompose::for_each_reading(hand.concealed(), 4 - hand.melds().len(), |reading| {
        for_each_wait(reading, hand.win(), |sets, wait| {
            consider(whole.standard(reading.pair, sets, wait));
        });
    });
    if complete && ctx.renhou && settings.renhou == Renhou::Mangan {
        let renhou = whole.renhou_mangan();
        // At equal pay the hand's own yaku are told, not the renhou.
        if best
            .as_ref()
            .is_none_or(|b| renhou.payment.total() > b.payment.total())
        {
            best = Some(renhou);
        }
    }
    match best {
        Some(s) => Ok(s.into_score()),
        None if complete => Err(ScoreError::NotAWin(NotAWin::NoYaku)),
        None => Err(ScoreError::NotAWin(NotAWin::NotComplete)),
    }
}

/// A reading's score while readings are compared: no allocation until the best is
/// known.
#[derive(Clone, Copy)]
struct Tally {
    yaku: YakuList,
    han: u8,
    fu: u8,
    limit: Limit,
    base: u32,
    payment: Payment,
}

impl Tally {
    /// More points, then more han, then more fu (a haneman of 7 han is told over one of
    /// 6).
    fn beats(&self, other: &Tally) -> bool {
        (self.payment.total(), self.han, self.fu) > (other.payment.total(), other.han, other.fu)
    }

    fn into_score(self) -> Score {
        Score {
            yaku: self.yaku.as_slice().to_vec(),
            han: self.han,
            fu: self.fu,
            limit: self.limit,
            base: self.base,
            payment: self.payment,
        }
    }
}

fn check_context(hand: &Hand, ctx: &WinContext, settings: &Settings) -> Result<(), ContextError> {
    use ContextError::*;
    let riichi = ctx.riichi || ctx.double_riichi;
    if riichi && !hand.is_closed() {
        return Err(RiichiOnOpenHand);
    }
    if ctx.ippatsu && !riichi {
        return Err(IppatsuWithoutRiichi);
    }
    if !ctx.ura_indicators.is_empty() && !riichi {
        return Err(UraWithoutRiichi);
    }
    let self_drawn = [
        ("tile_not_kept_apart", ctx.tile_not_kept_apart),
        ("haitei", ctx.haitei),
        ("rinshan", ctx.rinshan),
        ("tenhou", ctx.tenhou),
        ("chiihou", ctx.chiihou),
    ];
    let on_discard = [
        ("houtei", ctx.houtei),
        ("chankan", ctx.chankan),
        ("renhou", ctx.renhou),
    ];
    if let Some((f, _)) = self_drawn.iter().find(|(_, on)| *on && !ctx.tsumo) {
        return Err(WrongWayOfWinning(f));
    }
    if let Some((f, _)) = on_discard.iter().find(|(_, on)| *on && ctx.tsumo) {
        return Err(WrongWayOfWinning(f));
    }
    if ctx.rinshan && !hand.melds().iter().any(|m| m.is_kan()) {
        return Err(RinshanWithoutKan);
    }
    if ctx.tenhou && !ctx.is_dealer() {
        return Err(WrongSeat("tenhou"));
    }
    for (f, on) in [("chiihou", ctx.chiihou), ("renhou", ctx.renhou)] {
        if on && ctx.is_dealer() {
            return Err(WrongSeat(f));
        }
    }
    for (f, on) in [
        ("tenhou", ctx.tenhou),
        ("chiihou", ctx.chiihou),
        ("renhou", ctx.renhou),
    ] {
        if on && !hand.melds().is_empty() {
            return Err(FirstTurnAfterCall(f));
        }
    }
    if ctx
        .dora_indicators
        .iter()
        .chain(&ctx.ura_indicators)
        .any(|&t| usize::from(t) >= tile::KINDS)
    {
        return Err(IndicatorNotATile);
    }
    if hand.red_fives() > 0 && !settings.red_fives {
        return Err(NoRedFives);
    }
    Ok(())
}

const ORPHANS: [u8; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

fn is_kokushi(c: &Counts) -> bool {
    ORPHANS.iter().all(|&t| c[usize::from(t)] >= 1)
        && ORPHANS.iter().map(|&t| c[usize::from(t)]).sum::<u8>() == 14
}

fn is_seven_pairs(c: &Counts) -> bool {
    c.iter().filter(|&&n| n == 2).count() == 7
}

/// How the winning tile completed the hand, in the reading it is scored in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wait {
    Ryanmen,
    Kanchan,
    Penchan,
    Shanpon,
    Tanki,
}

impl Wait {
    fn fu(self) -> u8 {
        match self {
            Wait::Kanchan | Wait::Penchan | Wait::Tanki => 2,
            Wait::Ryanmen | Wait::Shanpon => 0,
        }
    }
}

/// Calls `f` with the reading's concealed sets for each place the winning tile can
/// have completed, and the wait that makes. A triplet completed on a discard is counted
/// as open by whoever scores it (they know whether it was a ron).
fn for_each_wait(reading: &Reading, win: u8, mut f: impl FnMut(&[Set], Wait)) {
    let sets = reading.sets();
    if reading.pair == win {
        f(sets, Wait::Tanki);
    }
    for (i, set) in sets.iter().enumerate() {
        if !set.contains(win) || sets[..i].contains(set) {
            continue;
        }
        let wait = if !set.run {
            Wait::Shanpon
        } else {
            match (win - set.tile, tile::rank(set.tile)) {
                (1, _) => Wait::Kanchan,
                (0, 7) | (2, 1) => Wait::Penchan,
                _ => Wait::Ryanmen,
            }
        };
        // The winning set first: the scorer reads it there.
        let mut ordered = [sets[0]; 4];
        ordered[0] = *set;
        let mut k = 1;
        for (j, other) in sets.iter().enumerate() {
            if j != i {
                ordered[k] = *other;
                k += 1;
            }
        }
        f(&ordered[..sets.len()], wait);
    }
}

/// What every reading of the hand shares: its tiles, flags and dora.
struct Whole<'a> {
    hand: &'a Hand,
    ctx: &'a WinContext,
    settings: &'a Settings,
    all: &'a Counts,
    closed: bool,
    dora: u8,
    ura: u8,
    aka: u8,
    seat: u8,
    round: u8,
    /// The yakuman of the tiles alone and the yaku of their colours, found once for all
    /// readings.
    tile_yakuman: YakuList,
    colours: YakuList,
    honroutou: bool,
    /// Bit `t` set where the hand holds tile `t`.
    present: u64,
}

impl<'a> Whole<'a> {
    fn of(hand: &'a Hand, ctx: &'a WinContext, settings: &'a Settings, all: &'a Counts) -> Self {
        let count = |indicators: &[u8]| -> u8 {
            indicators
                .iter()
                .map(|&i| all[usize::from(tile::dora_after(i))])
                .sum()
        };
        let mut whole = Whole {
            hand,
            ctx,
            settings,
            all,
            closed: hand.is_closed(),
            dora: count(&ctx.dora_indicators),
            ura: count(&ctx.ura_indicators),
            aka: if settings.red_fives {
                hand.red_fives()
            } else {
                0
            },
            seat: tile::wind_tile(ctx.seat),
            round: tile::wind_tile(ctx.round),
            tile_yakuman: YakuList::new(),
            colours: YakuList::new(),
            honroutou: false,
            present: all
                .iter()
                .enumerate()
                .filter(|(_, n)| **n > 0)
                .fold(0, |m, (t, _)| m | 1 << t),
        };
        whole.tile_yakuman = whole.find_tile_yakuman();
        whole.colours = whole.find_colours();
        whole.honroutou = whole.all_tiles_in(tile::TERMINALS | tile::HONOURS);
        whole
    }

    /// Whether every tile of the hand is among `tiles` (bits).
    fn all_tiles_in(&self, tiles: u64) -> bool {
        self.present & !tiles == 0
    }

    /// One suit only (`Some(with honours)`), or `None`.
    fn one_suit(&self) -> Option<bool> {
        let suits = (0..3)
            .filter(|&s| self.all[s * 9..s * 9 + 9].iter().any(|&n| n > 0))
            .count();
        let honours = self.all[27..].iter().any(|&n| n > 0);
        (suits == 1).then_some(honours)
    }

    /// The yakuman that hold whatever the reading: all honours, all terminals, all green,
    /// nine gates, the first-turn wins.
    fn tile_yakuman(&self, out: &mut YakuList) {
        for &y in self.tile_yakuman.as_slice() {
            out.push(y);
        }
    }

    fn find_tile_yakuman(&self) -> YakuList {
        let mut found = YakuList::new();
        let out = &mut found;
        let double = |yes: bool| {
            if yes && self.settings.double_yakuman {
                2
            } else {
                1
            }
        };
        if self.all_tiles_in(tile::HONOURS) {
            out.push((Yaku::Tsuuiisou, 1));
        }
        if self.all_tiles_in(tile::TERMINALS) {
            out.push((Yaku::Chinroutou, 1));
        }
        if self.all_tiles_in(tile::GREEN_TILES) {
            out.push((Yaku::Ryuuiisou, 1));
        }
        if self.hand.melds().is_empty()
            && let Some(pure) = nine_gates(self.hand.concealed(), self.hand.win())
        {
            out.push((Yaku::ChuurenPoutou, double(pure)));
        }
        if self.ctx.tenhou {
            out.push((Yaku::Tenhou, 1));
        }
        if self.ctx.chiihou {
            out.push((Yaku::Chiihou, 1));
        }
        if self.ctx.renhou && self.settings.renhou == Renhou::Yakuman {
            out.push((Yaku::RenhouYakuman, 1));
        }
        found
    }

    fn kokushi(&self) -> Tally {
        let thirteen = self.hand.concealed()[usize::from(self.hand.win())] == 2;
        let mut yakuman = YakuList::new();
        let n = if thirteen && self.settings.double_yakuman {
            2
        } else {
            1
        };
        yakuman.push((Yaku::Kokushi, n));
        self.tile_yakuman(&mut yakuman);
        self.yakuman_score(yakuman)
    }

    fn seven_pairs(&self) -> Option<Tally> {
        let mut yakuman = YakuList::new();
        self.tile_yakuman(&mut yakuman);
        if !yakuman.is_empty() {
            return Some(self.yakuman_score(yakuman));
        }
        let mut yaku = YakuList::new();
        self.flag_yaku(&mut yaku);
        yaku.push((Yaku::Chiitoitsu, 2));
        self.colour_yaku(&mut yaku);
        if self.honroutou {
            yaku.push((Yaku::Honroutou, 2));
        }
        self.finish(yaku, 25)
    }

    /// Riichi, ippatsu, menzen tsumo, the last-tile and kan wins, renhou at five han.
    fn flag_yaku(&self, yaku: &mut YakuList) {
        let c = self.ctx;
        if c.double_riichi {
            yaku.push((Yaku::DoubleRiichi, 2));
        } else if c.riichi {
            yaku.push((Yaku::Riichi, 1));
        }
        if c.ippatsu {
            yaku.push((Yaku::Ippatsu, 1));
        }
        if self.closed && c.tsumo {
            yaku.push((Yaku::MenzenTsumo, 1));
        }
        for (on, y) in [
            (c.haitei, Yaku::Haitei),
            (c.houtei, Yaku::Houtei),
            (c.rinshan, Yaku::Rinshan),
            (c.chankan, Yaku::Chankan),
        ] {
            if on {
                yaku.push((y, 1));
            }
        }
        if c.renhou && self.settings.renhou == Renhou::FiveHan {
            yaku.push((Yaku::Renhou, 5));
        }
    }

    /// All simples, half and full flush: the yaku of the tiles, not of their sets.
    fn colour_yaku(&self, yaku: &mut YakuList) {
        for &y in self.colours.as_slice() {
            yaku.push(y);
        }
    }

    fn find_colours(&self) -> YakuList {
        let mut found = YakuList::new();
        let yaku = &mut found;
        if self.all_tiles_in(tile::SIMPLES) && (self.closed || self.settings.open_tanyao) {
            yaku.push((Yaku::Tanyao, 1));
        }
        match self.one_suit() {
            Some(true) => yaku.push((Yaku::Honitsu, self.han_of(Yaku::Honitsu))),
            Some(false) => yaku.push((Yaku::Chinitsu, self.han_of(Yaku::Chinitsu))),
            None => {}
        }
        found
    }

    fn han_of(&self, y: Yaku) -> u8 {
        let (closed, open) = y.han();
        if self.closed {
            closed
        } else {
            open.unwrap_or(0)
        }
    }

    /// The sets of a reading with the melds: the winning set first, completed on a
    /// discard where it was a ron.
    fn standard(&self, pair: u8, concealed: &[Set], wait: Wait) -> Option<Tally> {
        let mut all_sets = [decompose::NO_SET; 4];
        all_sets[..concealed.len()].copy_from_slice(concealed);
        if wait == Wait::Shanpon && !self.ctx.tsumo {
            all_sets[0].concealed = false;
        }
        for (slot, m) in all_sets[concealed.len()..]
            .iter_mut()
            .zip(self.hand.melds())
        {
            *slot = Set {
                run: m.kind == MeldKind::Chi,
                tile: m.tile,
                concealed: m.kind == MeldKind::ClosedKan,
                kan: m.is_kan(),
            };
        }
        let sets = &all_sets[..];
        // One pass over the sets: what the yaku and the fu ask of them.
        let mut concealed_triplets = 0;
        let mut kans = 0;
        let mut dragon_triplets = 0;
        let mut wind_triplets = 0;
        let mut run_mask = 0u32;
        let mut triplet_mask = 0u64;
        let mut run_tiles = [0u8; 4];
        let mut run_count = 0;
        let mut outside = tile::is_terminal_or_honour(pair);
        let mut set_fu = 0u8;
        for s in sets {
            outside &= s.has_terminal_or_honour();
            kans += usize::from(s.kan);
            if s.run {
                run_mask |= 1 << s.tile;
                run_tiles[run_count] = s.tile;
                run_count += 1;
                continue;
            }
            triplet_mask |= 1 << s.tile;
            concealed_triplets += usize::from(s.concealed);
            dragon_triplets += usize::from(tile::is_dragon(s.tile));
            wind_triplets += usize::from(tile::is_wind(s.tile));
            let mut f = 2;
            if tile::is_terminal_or_honour(s.tile) {
                f *= 2;
            }
            if s.concealed {
                f *= 2;
            }
            if s.kan {
                f *= 4;
            }
            set_fu += f;
        }

        let mut yakuman = YakuList::new();
        let double = |yes: bool| {
            if yes && self.settings.double_yakuman {
                2
            } else {
                1
            }
        };
        if concealed_triplets == 4 {
            yakuman.push((Yaku::Suuankou, double(wait == Wait::Tanki)));
        }
        if dragon_triplets == 3 {
            yakuman.push((Yaku::Daisangen, 1));
        }
        if wind_triplets == 4 {
            yakuman.push((Yaku::Daisuushii, double(true)));
        } else if wind_triplets == 3 && tile::is_wind(pair) {
            yakuman.push((Yaku::Shousuushii, 1));
        }
        if kans == 4 {
            yakuman.push((Yaku::Suukantsu, 1));
        }
        self.tile_yakuman(&mut yakuman);
        if !yakuman.is_empty() {
            return Some(self.yakuman_score(yakuman));
        }

        let runs = &mut run_tiles[..run_count];
        let value_pair = tile::is_dragon(pair) || pair == self.seat || pair == self.round;
        // A self-drawn tile not kept apart hides the wait: nothing that depends on it counts.
        let wait_known = !self.ctx.tile_not_kept_apart;
        let pinfu =
            wait_known && self.closed && runs.len() == 4 && !value_pair && wait == Wait::Ryanmen;

        let mut yaku = YakuList::new();
        self.flag_yaku(&mut yaku);
        if pinfu {
            yaku.push((Yaku::Pinfu, 1));
        }
        if self.closed {
            runs.sort_unstable();
            let sorted = &*runs;
            let mut twins = 0;
            let mut i = 0;
            while i + 1 < sorted.len() {
                if sorted[i] == sorted[i + 1] {
                    twins += 1;
                    i += 2;
                } else {
                    i += 1;
                }
            }
            match twins {
                2 => yaku.push((Yaku::Ryanpeikou, 3)),
                1 => yaku.push((Yaku::Iipeikou, 1)),
                _ => {}
            }
        }
        for s in sets.iter().filter(|s| !s.run) {
            let y = match s.tile {
                tile::WHITE => Some(Yaku::YakuhaiWhite),
                tile::GREEN => Some(Yaku::YakuhaiGreen),
                tile::RED => Some(Yaku::YakuhaiRed),
                _ => None,
            };
            if let Some(y) = y {
                yaku.push((y, 1));
            }
            if s.tile == self.seat {
                yaku.push((Yaku::SeatWind, 1));
            }
            if s.tile == self.round {
                yaku.push((Yaku::RoundWind, 1));
            }
        }
        // The same run in all three suits: a rank whose bit is set in each suit's nine.
        if run_mask & (run_mask >> 9) & (run_mask >> 18) & 0x7f != 0 {
            yaku.push((Yaku::SanshokuDoujun, self.han_of(Yaku::SanshokuDoujun)));
        }
        const STRAIGHT: u32 = 1 | 1 << 3 | 1 << 6;
        if (0..3).any(|s| run_mask & STRAIGHT << (9 * s) == STRAIGHT << (9 * s)) {
            yaku.push((Yaku::Ittsu, self.han_of(Yaku::Ittsu)));
        }
        if outside && !runs.is_empty() {
            if self.present & tile::HONOURS != 0 {
                yaku.push((Yaku::Chanta, self.han_of(Yaku::Chanta)));
            } else {
                yaku.push((Yaku::Junchan, self.han_of(Yaku::Junchan)));
            }
        }
        if runs.is_empty() {
            yaku.push((Yaku::Toitoi, 2));
        }
        if concealed_triplets == 3 {
            yaku.push((Yaku::Sanankou, 2));
        }
        if triplet_mask & (triplet_mask >> 9) & (triplet_mask >> 18) & 0x1ff != 0 {
            yaku.push((Yaku::SanshokuDoukou, 2));
        }
        if kans == 3 {
            yaku.push((Yaku::Sankantsu, 2));
        }
        if dragon_triplets == 2 && tile::is_dragon(pair) {
            yaku.push((Yaku::Shousangen, 2));
        }
        if self.honroutou {
            yaku.push((Yaku::Honroutou, 2));
        }
        self.colour_yaku(&mut yaku);

        let fu = if pinfu && self.ctx.tsumo {
            20
        } else {
            let mut fu = 20 + set_fu;
            fu += self.pair_fu(pair);
            if wait_known {
                fu += wait.fu();
            }
            if self.ctx.tsumo && !pinfu && wait_known {
                fu += 2;
            }
            if self.closed && !self.ctx.tsumo {
                fu += 10;
            }
            if fu == 20 && !self.closed {
                // An open hand with nothing else: a ron counts 30.
                fu = 30;
            }
            fu.div_ceil(10) * 10
        };
        self.finish(yaku, fu)
    }

    fn pair_fu(&self, pair: u8) -> u8 {
        if tile::is_dragon(pair) {
            return 2;
        }
        match (pair == self.seat, pair == self.round) {
            (true, true) => self.settings.double_wind_pair_fu,
            (true, false) | (false, true) => 2,
            (false, false) => 0,
        }
    }

    /// The score of a hand with these yaku and fu: `None` when it has no yaku.
    fn finish(&self, mut yaku: YakuList, fu: u8) -> Option<Tally> {
        if yaku.is_empty() {
            return None;
        }
        for (y, n) in [
            (Yaku::Dora, self.dora),
            (Yaku::UraDora, self.ura),
            (Yaku::AkaDora, self.aka),
        ] {
            if n > 0 {
                yaku.push((y, n));
            }
        }
        let han: u8 = yaku.as_slice().iter().map(|&(_, n)| n).sum();
        let plain = u32::from(fu) << (u32::from(han.min(13)) + 2);
        let mangan = han >= 5
            || plain >= 2000
            || self.settings.kiriage && matches!((han, fu), (4, 30) | (3, 60));
        let (limit, base) = match han {
            13.. if self.settings.kazoe == Kazoe::Yakuman => (Limit::KazoeYakuman, 8000),
            11.. => (Limit::Sanbaiman, 6000),
            8..=10 => (Limit::Baiman, 4000),
            6 | 7 => (Limit::Haneman, 3000),
            _ if mangan => (Limit::Mangan, 2000),
            _ => (Limit::None, plain),
        };
        Some(Tally {
            yaku,
            han,
            fu,
            limit,
            base,
            payment: self.payment(base),
        })
    }

    /// Renhou where it is a mangan that adds to nothing: the yaku alone, at a mangan.
    fn renhou_mangan(&self) -> Tally {
        let mut yaku = YakuList::new();
        yaku.push((Yaku::Renhou, 5));
        Tally {
            yaku,
            han: 5,
            fu: 0,
            limit: Limit::Mangan,
            base: 2000,
            payment: self.payment(2000),
        }
    }

    fn yakuman_score(&self, mut yakuman: YakuList) -> Tally {
        if !self.settings.yakuman_add_up {
            // The biggest alone counts.
            let top = yakuman
                .as_slice()
                .iter()
                .copied()
                .max_by_key(|&(y, n)| (n, std::cmp::Reverse(y)));
            yakuman = YakuList::new();
            if let Some(top) = top {
                yakuman.push(top);
            }
        }
        let n: u8 = yakuman.as_slice().iter().map(|&(_, n)| n).sum();
        let base = 8000 * u32::from(n);
        Tally {
            yaku: yakuman,
            han: 0,
            fu: 0,
            limit: Limit::Yakuman(n),
            base,
            payment: self.payment(base),
        }
    }

    fn payment(&self, base: u32) -> Payment {
        let up = |x: u32| x.div_ceil(100) * 100;
        let h = self.ctx.honba;
        match (self.ctx.tsumo, self.ctx.is_dealer()) {
            (false, true) => Payment::Ron(up(6 * base) + 300 * h),
            (false, false) => Payment::Ron(up(4 * base) + 300 * h),
            (true, true) => Payment::DealerTsumo(up(2 * base) + 100 * h),
            (true, false) => Payment::Tsumo {
                dealer: up(2 * base) + 100 * h,
                others: up(base) + 100 * h,
            },
        }
    }
}

/// Nine gates in one suit: `Some(true)` when the hand waited on all nine tiles (the
/// tiles without the winning one are exactly 1112345678999).
fn nine_gates(c: &Counts, win: u8) -> Option<bool> {
    let suit = (0..3).find(|&s| c[s * 9..s * 9 + 9].iter().sum::<u8>() == 14)?;
    let tiles = &c[suit * 9..suit * 9 + 9];
    let shape = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    if tiles.iter().zip(shape).any(|(&n, need)| n < need) {
        return None;
    }
    let extra = tiles.iter().zip(shape).position(|(&n, need)| n > need)?;
    Some(suit * 9 + extra == usize::from(win))
}
