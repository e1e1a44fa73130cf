//! A hand declared as a win, how it was won, and the switches the rulebooks differ on.

use super::tile::{self, Counts, KINDS};
use crate::i18n::Said;
use crate::tiles::Wind;

/// What a set laid beside the hand is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeldKind {
    /// A claimed run (chii).
    Chi,
    /// A claimed triplet (pon).
    Pon,
    /// A kan made on a discard or by adding to a pon.
    OpenKan,
    /// A kan declared from four concealed tiles: the hand stays closed.
    ClosedKan,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meld {
    pub kind: MeldKind,
    /// The lowest tile of the set.
    pub tile: u8,
}

impl Meld {
    pub fn is_kan(&self) -> bool {
        matches!(self.kind, MeldKind::OpenKan | MeldKind::ClosedKan)
    }

    pub fn size(&self) -> u8 {
        if self.is_kan() { 4 } else { 3 }
    }

    fn add_to(&self, counts: &mut Counts) {
        for i in 0..self.size() {
            let t = if self.kind == MeldKind::Chi {
                self.tile + i
            } else {
                self.tile
            };
            counts[usize::from(t)] += 1;
        }
    }
}

/// A hand that claims to be a win. Construction checks what no table could hold (a
/// fifth copy of a tile, a run that is not one); a wrong number of tiles is left for
/// the calculator to find, as a referee would find it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    /// The concealed tiles, the winning tile included.
    concealed: Counts,
    concealed_count: u8,
    win: u8,
    melds: [Meld; 4],
    meld_count: u8,
    red_fives: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandError {
    NoWinningTile,
    /// More concealed tiles written than any hand holds.
    TooManyTiles,
    TooManyMelds(usize),
    TooManyCopies {
        tile: u8,
        count: u8,
    },
    BadRun(u8),
    NotAFive(u8),
}

impl HandError {
    /// What is wrong, to be told in the player's language (`err-riichi-…`).
    pub fn said(&self) -> Said {
        match self {
            HandError::NoWinningTile => Said::new("err-riichi-no-winning-tile", Vec::new()),
            HandError::TooManyTiles => Said::new("err-riichi-too-many-tiles", Vec::new()),
            HandError::TooManyMelds(n) => {
                Said::new("err-riichi-too-many-melds", vec![("found", (*n).into())])
            }
            HandError::TooManyCopies { tile, count } => Said::new(
                "err-riichi-too-many-copies",
                vec![
                    ("tile", tile::written(*tile).into()),
                    ("count", (*count).into()),
                ],
            ),
            HandError::BadRun(t) => Said::new(
                "err-riichi-bad-run",
                vec![("tile", tile::written(*t).into())],
            ),
            HandError::NotAFive(t) => Said::new(
                "err-riichi-red-not-five",
                vec![("tile", tile::written(*t).into())],
            ),
        }
    }
}

crate::i18n::error_said_in_english!(HandError);

impl Hand {
    /// `concealed` holds every concealed tile, `win` among them; `red_fives` how many of
    /// the hand's fives (melds included) are red.
    pub fn new(
        concealed: &[u8],
        win: u8,
        melds: &[Meld],
        red_fives: u8,
    ) -> Result<Hand, HandError> {
        if melds.len() > 4 {
            return Err(HandError::TooManyMelds(melds.len()));
        }
        let mut counts = [0u8; KINDS];
        for &t in concealed {
            counts[usize::from(t.min(33))] += 1;
        }
        if !concealed.contains(&win) {
            return Err(HandError::NoWinningTile);
        }
        let mut all = counts;
        for m in melds {
            if m.kind == MeldKind::Chi && (tile::is_honour(m.tile) || tile::rank(m.tile) > 7) {
                return Err(HandError::BadRun(m.tile));
            }
            m.add_to(&mut all);
        }
        if let Some((t, &count)) = all.iter().enumerate().find(|(_, c)| **c > 4) {
            return Err(HandError::TooManyCopies {
                tile: t as u8,
                count,
            });
        }
        let fives: u8 = (0..3).map(|s| all[s * 9 + 4]).sum();
        if red_fives > fives.min(3) {
            return Err(HandError::NotAFive(win));
        }
        let mut kept = [Meld {
            kind: MeldKind::Pon,
            tile: 0,
        }; 4];
        kept[..melds.len()].copy_from_slice(melds);
        Ok(Hand {
            concealed: counts,
            // At most 18, the parser's bound; a longer list is refused as too many tiles.
            concealed_count: u8::try_from(concealed.len()).map_err(|_| HandError::TooManyTiles)?,
            win,
            melds: kept,
            meld_count: melds.len() as u8,
            red_fives,
        })
    }

    pub fn concealed(&self) -> &Counts {
        &self.concealed
    }

    pub fn concealed_count(&self) -> usize {
        usize::from(self.concealed_count)
    }

    pub fn win(&self) -> u8 {
        self.win
    }

    pub fn melds(&self) -> &[Meld] {
        &self.melds[..usize::from(self.meld_count)]
    }

    pub fn red_fives(&self) -> u8 {
        self.red_fives
    }

    /// No set was claimed: closed kans keep a hand closed.
    pub fn is_closed(&self) -> bool {
        self.melds().iter().all(|m| m.kind == MeldKind::ClosedKan)
    }

    /// Every tile of the hand, melds included, counted.
    pub fn all_tiles(&self) -> Counts {
        let mut all = self.concealed;
        for m in self.melds() {
            m.add_to(&mut all);
        }
        all
    }

    /// The tiles a complete hand of these melds holds: 14, and one more for each kan.
    pub fn tiles_needed(&self) -> usize {
        14 + self.melds().iter().filter(|m| m.is_kan()).count()
    }

    pub fn tile_count(&self) -> usize {
        self.concealed_count()
            + self
                .melds()
                .iter()
                .map(|m| usize::from(m.size()))
                .sum::<usize>()
    }
}

/// How the hand was won and what was on the table: the table's facts, given by whoever
/// asks (the referee reads them off the log).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinContext {
    pub tsumo: bool,
    pub riichi: bool,
    pub double_riichi: bool,
    pub ippatsu: bool,
    /// Won by self-draw on the last tile of the live wall.
    pub haitei: bool,
    /// Won on the discard after the last tile of the live wall.
    pub houtei: bool,
    /// Won on the replacement tile after a kan.
    pub rinshan: bool,
    /// Won on the tile another player added to a pon.
    pub chankan: bool,
    /// The dealer's win on the dealt hand.
    pub tenhou: bool,
    /// A non-dealer's self-drawn win on the first draw, no call before it.
    pub chiihou: bool,
    /// A non-dealer's win on a discard before their first draw, no call before it.
    pub renhou: bool,
    pub seat: Wind,
    pub round: Wind,
    pub dora_indicators: Vec<u8>,
    pub ura_indicators: Vec<u8>,
    /// Counters on the table (honba).
    pub honba: u32,
    /// The self-drawn winning tile was not kept apart from the hand, so the wait cannot be
    /// told (WRC 2015 s. 5.6): no fu or yaku that depend on it, pinfu and the self-draw's
    /// 2 fu included.
    pub tile_not_kept_apart: bool,
}

impl Default for WinContext {
    fn default() -> Self {
        WinContext {
            tsumo: false,
            riichi: false,
            double_riichi: false,
            ippatsu: false,
            haitei: false,
            houtei: false,
            rinshan: false,
            chankan: false,
            tenhou: false,
            chiihou: false,
            renhou: false,
            seat: Wind::East,
            round: Wind::East,
            dora_indicators: Vec::new(),
            ura_indicators: Vec::new(),
            honba: 0,
            tile_not_kept_apart: false,
        }
    }
}

impl WinContext {
    pub fn is_dealer(&self) -> bool {
        self.seat == Wind::East
    }
}

/// The flags of a win that no table allows together: the calculator refuses them
/// rather than scoring a win that could not happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContextError {
    RiichiOnOpenHand,
    IppatsuWithoutRiichi,
    /// A flag that needs a self-draw (haitei, rinshan, tenhou, chiihou) on a ron, or one
    /// that needs a discard (houtei, chankan, renhou) on a tsumo.
    WrongWayOfWinning(&'static str),
    RinshanWithoutKan,
    /// Tenhou for a non-dealer, chiihou or renhou for the dealer.
    WrongSeat(&'static str),
    /// A first-turn win (tenhou, chiihou, renhou) after a call.
    FirstTurnAfterCall(&'static str),
    UraWithoutRiichi,
    IndicatorNotATile,
    /// A red five in a set that has none.
    NoRedFives,
}

impl ContextError {
    pub fn said(&self) -> Said {
        let with =
            |id: &'static str, flag: &'static str| Said::new(id, vec![("flag", flag.into())]);
        match self {
            ContextError::RiichiOnOpenHand => Said::new("err-riichi-riichi-open", Vec::new()),
            ContextError::IppatsuWithoutRiichi => Said::new("err-riichi-ippatsu-alone", Vec::new()),
            ContextError::WrongWayOfWinning(f) => with("err-riichi-wrong-way", f),
            ContextError::RinshanWithoutKan => Said::new("err-riichi-rinshan-no-kan", Vec::new()),
            ContextError::WrongSeat(f) => with("err-riichi-wrong-seat", f),
            ContextError::FirstTurnAfterCall(f) => with("err-riichi-first-turn-call", f),
            ContextError::UraWithoutRiichi => Said::new("err-riichi-ura-alone", Vec::new()),
            ContextError::IndicatorNotATile => Said::new("err-riichi-indicator", Vec::new()),
            ContextError::NoRedFives => Said::new("err-riichi-no-red-fives", Vec::new()),
        }
    }
}

crate::i18n::error_said_in_english!(ContextError);

/// Whether a kazoe count of 13 han or more is a yakuman or stays a sanbaiman.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Kazoe {
    Yakuman,
    Sanbaiman,
}

/// What a renhou is worth, where the rulebook has it at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Renhou {
    /// Not a yaku: the win needs another.
    NotUsed,
    /// A yaku of five han, adding to the others.
    FiveHan,
    /// A mangan that does not add to the other yaku: the hand pays a mangan, or what its
    /// other yaku make where that is more.
    Mangan,
    Yakuman,
}

/// The scoring switches an edition sets (data in the ruleset, `riichi_scoring`; these
/// defaults are EMA 2016's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// 4 han 30 fu and 3 han 60 fu rounded up to a mangan.
    pub kiriage: bool,
    /// The fu of a pair of a wind that is both the seat and the round wind: 2 or 4.
    pub double_wind_pair_fu: u8,
    pub kazoe: Kazoe,
    pub renhou: Renhou,
    /// All Simples counts on a hand with claimed sets.
    pub open_tanyao: bool,
    /// The set has red fives, each a dora.
    pub red_fives: bool,
    /// Several yakuman in one hand add up.
    pub yakuman_add_up: bool,
    /// Kokushi on a 13-sided wait, suuankou on a pair wait, nine gates on a 9-sided wait
    /// and big four winds count as double yakuman.
    pub double_yakuman: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            kiriage: false,
            double_wind_pair_fu: 4,
            kazoe: Kazoe::Sanbaiman,
            renhou: Renhou::Mangan,
            open_tanyao: true,
            red_fives: false,
            yakuman_add_up: false,
            double_yakuman: false,
        }
    }
}
