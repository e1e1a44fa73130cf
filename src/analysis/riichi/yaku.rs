//! The yaku, with what each is worth closed and open.

/// A yaku, or a dora count (which adds han but is no yaku).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Yaku {
    // One han.
    Riichi,
    Ippatsu,
    MenzenTsumo,
    Pinfu,
    Iipeikou,
    Tanyao,
    YakuhaiWhite,
    YakuhaiGreen,
    YakuhaiRed,
    SeatWind,
    RoundWind,
    Haitei,
    Houtei,
    Rinshan,
    Chankan,
    // Two han.
    DoubleRiichi,
    Chiitoitsu,
    SanshokuDoujun,
    Ittsu,
    Chanta,
    Toitoi,
    Sanankou,
    SanshokuDoukou,
    Sankantsu,
    Shousangen,
    Honroutou,
    // Three han.
    Honitsu,
    Junchan,
    Ryanpeikou,
    // Five han, where the edition counts it so.
    Renhou,
    // Six han.
    Chinitsu,
    // Yakuman.
    Kokushi,
    Suuankou,
    Daisangen,
    Shousuushii,
    Daisuushii,
    Tsuuiisou,
    Chinroutou,
    Ryuuiisou,
    ChuurenPoutou,
    Suukantsu,
    Tenhou,
    Chiihou,
    RenhouYakuman,
    // Not yaku: they add han to a hand that has one.
    Dora,
    UraDora,
    AkaDora,
}

impl Yaku {
    /// Every yaku and dora count, in the order above.
    pub const ALL: &'static [Yaku] = {
        use Yaku::*;
        &[
            Riichi,
            Ippatsu,
            MenzenTsumo,
            Pinfu,
            Iipeikou,
            Tanyao,
            YakuhaiWhite,
            YakuhaiGreen,
            YakuhaiRed,
            SeatWind,
            RoundWind,
            Haitei,
            Houtei,
            Rinshan,
            Chankan,
            DoubleRiichi,
            Chiitoitsu,
            SanshokuDoujun,
            Ittsu,
            Chanta,
            Toitoi,
            Sanankou,
            SanshokuDoukou,
            Sankantsu,
            Shousangen,
            Honroutou,
            Honitsu,
            Junchan,
            Ryanpeikou,
            Renhou,
            Chinitsu,
            Kokushi,
            Suuankou,
            Daisangen,
            Shousuushii,
            Daisuushii,
            Tsuuiisou,
            Chinroutou,
            Ryuuiisou,
            ChuurenPoutou,
            Suukantsu,
            Tenhou,
            Chiihou,
            RenhouYakuman,
            Dora,
            UraDora,
            AkaDora,
        ]
    };

    /// The han of a yaku on a closed hand, and on an open one (`None`: closed only). For a
    /// yakuman, the number of yakuman it counts as before any doubling.
    pub fn han(self) -> (u8, Option<u8>) {
        use Yaku::*;
        match self {
            Riichi | Ippatsu | MenzenTsumo | Pinfu | Iipeikou => (1, None),
            Tanyao | YakuhaiWhite | YakuhaiGreen | YakuhaiRed | SeatWind | RoundWind | Haitei
            | Houtei | Rinshan | Chankan => (1, Some(1)),
            DoubleRiichi | Chiitoitsu => (2, None),
            SanshokuDoujun | Ittsu | Chanta => (2, Some(1)),
            Toitoi | Sanankou | SanshokuDoukou | Sankantsu | Shousangen | Honroutou => (2, Some(2)),
            Honitsu | Junchan => (3, Some(2)),
            Ryanpeikou => (3, None),
            Renhou => (5, None),
            Chinitsu => (6, Some(5)),
            Kokushi | Suuankou | ChuurenPoutou | Tenhou | Chiihou | RenhouYakuman => (1, None),
            Daisangen | Shousuushii | Daisuushii | Tsuuiisou | Chinroutou | Ryuuiisou
            | Suukantsu => (1, Some(1)),
            Dora | UraDora | AkaDora => (0, Some(0)),
        }
    }

    pub fn is_yakuman(self) -> bool {
        self >= Yaku::Kokushi && self <= Yaku::RenhouYakuman
    }

    pub fn is_dora(self) -> bool {
        matches!(self, Yaku::Dora | Yaku::UraDora | Yaku::AkaDora)
    }

    /// The name riichi players use, in romaji, for programs and the batch.
    pub fn name(self) -> &'static str {
        use Yaku::*;
        match self {
            Riichi => "riichi",
            Ippatsu => "ippatsu",
            MenzenTsumo => "menzen_tsumo",
            Pinfu => "pinfu",
            Iipeikou => "iipeikou",
            Tanyao => "tanyao",
            YakuhaiWhite => "yakuhai_haku",
            YakuhaiGreen => "yakuhai_hatsu",
            YakuhaiRed => "yakuhai_chun",
            SeatWind => "yakuhai_seat_wind",
            RoundWind => "yakuhai_round_wind",
            Haitei => "haitei",
            Houtei => "houtei",
            Rinshan => "rinshan",
            Chankan => "chankan",
            DoubleRiichi => "double_riichi",
            Chiitoitsu => "chiitoitsu",
            SanshokuDoujun => "sanshoku",
            Ittsu => "ittsu",
            Chanta => "chanta",
            Toitoi => "toitoi",
            Sanankou => "sanankou",
            SanshokuDoukou => "sanshoku_doukou",
            Sankantsu => "sankantsu",
            Shousangen => "shousangen",
            Honroutou => "honroutou",
            Honitsu => "honitsu",
            Junchan => "junchan",
            Ryanpeikou => "ryanpeikou",
            Renhou | RenhouYakuman => "renhou",
            Chinitsu => "chinitsu",
            Kokushi => "kokushi",
            Suuankou => "suuankou",
            Daisangen => "daisangen",
            Shousuushii => "shousuushii",
            Daisuushii => "daisuushii",
            Tsuuiisou => "tsuuiisou",
            Chinroutou => "chinroutou",
            Ryuuiisou => "ryuuiisou",
            ChuurenPoutou => "chuuren_poutou",
            Suukantsu => "suukantsu",
            Tenhou => "tenhou",
            Chiihou => "chiihou",
            Dora => "dora",
            UraDora => "ura_dora",
            AkaDora => "aka_dora",
        }
    }
}

/// The yaku of one reading, kept without allocating while readings are compared: a
/// hand has at most 16 (flags, sets, colours and three kinds of dora).
#[derive(Debug, Clone, Copy)]
pub(super) struct YakuList {
    items: [(Yaku, u8); 20],
    len: u8,
}

impl YakuList {
    pub fn new() -> Self {
        YakuList {
            items: [(Yaku::Dora, 0); 20],
            len: 0,
        }
    }

    pub fn push(&mut self, item: (Yaku, u8)) {
        // No reading reaches twenty; one that did would lose its last yaku, not panic.
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = item;
            self.len += 1;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_slice(&self) -> &[(Yaku, u8)] {
        &self.items[..usize::from(self.len)]
    }
}
