//! The 81 fan of the Chinese Official rules, their values and English names, in one
//! table.
//!
//! Numbering and values follow the Chinese rulebook (中国麻将竞赛规则, 1998, reprinted
//! in the 2006 WMO "Green Book"), as listed by ChineseOfficialMahjongHelper
//! (`fan_calculator.h`, S2 in `rules/mcr.md`) and cross-checked with the Guide's summary
//! table (S1 p. 19). English names are the Green Book's, as used by S2 and S3.
//!
//! Two further entries are not among the 81: they exist only for the optional rulings
//! on a melded kong together with a concealed kong (see `Settings`).

use std::fmt;

macro_rules! fans {
    ($($variant:ident = $number:literal, $value:literal, $name:literal;)*) => {
        /// A fan (scoring element). The discriminant order is the rulebook's numbering.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Fan {
            $($variant,)*
        }

        const TABLE: &[(Fan, u8, u8, &str)] = &[$((Fan::$variant, $number, $value, $name),)*];

        /// The rulebook values by `Fan::index`, for adding up a table quickly.
        pub(crate) const VALUES: [u8; TABLE.len()] = [$($value,)*];
    };
}

fans! {
    BigFourWinds = 1, 88, "Big Four Winds";
    BigThreeDragons = 2, 88, "Big Three Dragons";
    AllGreen = 3, 88, "All Green";
    NineGates = 4, 88, "Nine Gates";
    FourKongs = 5, 88, "Four Kongs";
    SevenShiftedPairs = 6, 88, "Seven Shifted Pairs";
    ThirteenOrphans = 7, 88, "Thirteen Orphans";
    AllTerminals = 8, 64, "All Terminals";
    LittleFourWinds = 9, 64, "Little Four Winds";
    LittleThreeDragons = 10, 64, "Little Three Dragons";
    AllHonors = 11, 64, "All Honors";
    FourConcealedPungs = 12, 64, "Four Concealed Pungs";
    PureTerminalChows = 13, 64, "Pure Terminal Chows";
    QuadrupleChow = 14, 48, "Quadruple Chow";
    FourPureShiftedPungs = 15, 48, "Four Pure Shifted Pungs";
    FourPureShiftedChows = 16, 32, "Four Pure Shifted Chows";
    ThreeKongs = 17, 32, "Three Kongs";
    AllTerminalsAndHonors = 18, 32, "All Terminals and Honors";
    SevenPairs = 19, 24, "Seven Pairs";
    GreaterHonorsAndKnittedTiles = 20, 24, "Greater Honors and Knitted Tiles";
    AllEvenPungs = 21, 24, "All Even Pungs";
    FullFlush = 22, 24, "Full Flush";
    PureTripleChow = 23, 24, "Pure Triple Chow";
    PureShiftedPungs = 24, 24, "Pure Shifted Pungs";
    UpperTiles = 25, 24, "Upper Tiles";
    MiddleTiles = 26, 24, "Middle Tiles";
    LowerTiles = 27, 24, "Lower Tiles";
    PureStraight = 28, 16, "Pure Straight";
    ThreeSuitedTerminalChows = 29, 16, "Three-Suited Terminal Chows";
    PureShiftedChows = 30, 16, "Pure Shifted Chows";
    AllFives = 31, 16, "All Fives";
    TriplePung = 32, 16, "Triple Pung";
    ThreeConcealedPungs = 33, 16, "Three Concealed Pungs";
    LesserHonorsAndKnittedTiles = 34, 12, "Lesser Honors and Knitted Tiles";
    KnittedStraight = 35, 12, "Knitted Straight";
    UpperFour = 36, 12, "Upper Four";
    LowerFour = 37, 12, "Lower Four";
    BigThreeWinds = 38, 12, "Big Three Winds";
    MixedStraight = 39, 8, "Mixed Straight";
    ReversibleTiles = 40, 8, "Reversible Tiles";
    MixedTripleChow = 41, 8, "Mixed Triple Chow";
    MixedShiftedPungs = 42, 8, "Mixed Shifted Pungs";
    ChickenHand = 43, 8, "Chicken Hand";
    LastTileDraw = 44, 8, "Last Tile Draw";
    LastTileClaim = 45, 8, "Last Tile Claim";
    OutWithReplacementTile = 46, 8, "Out with Replacement Tile";
    RobbingTheKong = 47, 8, "Robbing the Kong";
    AllPungs = 48, 6, "All Pungs";
    HalfFlush = 49, 6, "Half Flush";
    MixedShiftedChows = 50, 6, "Mixed Shifted Chows";
    AllTypes = 51, 6, "All Types";
    MeldedHand = 52, 6, "Melded Hand";
    // 6 in the Chinese rulebook; 8 in the English numbering (S3). See `Settings`.
    TwoConcealedKongs = 53, 6, "Two Concealed Kongs";
    TwoDragonPungs = 54, 6, "Two Dragon Pungs";
    OutsideHand = 55, 4, "Outside Hand";
    FullyConcealedHand = 56, 4, "Fully Concealed Hand";
    TwoMeldedKongs = 57, 4, "Two Melded Kongs";
    LastTile = 58, 4, "Last Tile";
    DragonPung = 59, 2, "Dragon Pung";
    PrevalentWind = 60, 2, "Prevalent Wind";
    SeatWind = 61, 2, "Seat Wind";
    ConcealedHand = 62, 2, "Concealed Hand";
    AllChows = 63, 2, "All Chows";
    TileHog = 64, 2, "Tile Hog";
    DoublePung = 65, 2, "Double Pung";
    TwoConcealedPungs = 66, 2, "Two Concealed Pungs";
    ConcealedKong = 67, 2, "Concealed Kong";
    AllSimples = 68, 2, "All Simples";
    PureDoubleChow = 69, 1, "Pure Double Chow";
    MixedDoubleChow = 70, 1, "Mixed Double Chow";
    ShortStraight = 71, 1, "Short Straight";
    TwoTerminalChows = 72, 1, "Two Terminal Chows";
    PungOfTerminalsOrHonors = 73, 1, "Pung of Terminals or Honors";
    MeldedKong = 74, 1, "Melded Kong";
    OneVoidedSuit = 75, 1, "One Voided Suit";
    NoHonors = 76, 1, "No Honors";
    EdgeWait = 77, 1, "Edge Wait";
    ClosedWait = 78, 1, "Closed Wait";
    SingleWait = 79, 1, "Single Wait";
    SelfDrawn = 80, 1, "Self-Drawn";
    FlowerTiles = 81, 1, "Flower Tiles";
    // Not in the rulebook: 明暗杠 of ChineseOfficialMahjongHelper (S2) and PyMahjongGB.
    MeldedAndConcealedKong = 82, 5, "Melded and Concealed Kong";
    // Not in the rulebook: "Two Kongs (#57B)" of the English-language list (S3).
    TwoKongs = 83, 6, "Two Kongs";
}

impl Fan {
    /// Number of entries, the 81 fan and the two optional kong entries.
    pub const COUNT: usize = TABLE.len();

    /// Every fan in rulebook order, the two optional entries last.
    pub fn all() -> impl Iterator<Item = Fan> {
        TABLE.iter().map(|&(fan, ..)| fan)
    }

    /// The rulebook's number, 1–81 (82 and 83 for the optional kong entries).
    pub const fn number(self) -> u8 {
        TABLE[self as usize].1
    }

    /// The value in the Chinese rulebook. `Settings::value` gives the value under a
    /// ruleset that differs (Two Concealed Kongs).
    pub const fn value(self) -> u8 {
        TABLE[self as usize].2
    }

    /// The Green Book's English name.
    pub const fn name(self) -> &'static str {
        TABLE[self as usize].3
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    pub(crate) const fn from_index(i: usize) -> Fan {
        TABLE[i].0
    }
}

impl fmt::Display for Fan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many times each fan counts in one arrangement of a hand, with a bit set of the
/// fan present so that exclusions and totals only visit those.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FanTable {
    counts: [u8; Fan::COUNT],
    present: u128,
}

impl FanTable {
    pub const fn new() -> Self {
        FanTable {
            counts: [0; Fan::COUNT],
            present: 0,
        }
    }

    pub fn get(&self, fan: Fan) -> u8 {
        self.counts[fan.index()]
    }

    pub fn has(&self, fan: Fan) -> bool {
        self.present & (1 << fan.index()) != 0
    }

    pub fn set(&mut self, fan: Fan, n: u8) {
        self.counts[fan.index()] = n;
        if n == 0 {
            self.present &= !(1 << fan.index());
        } else {
            self.present |= 1 << fan.index();
        }
    }

    pub fn add(&mut self, fan: Fan) {
        self.counts[fan.index()] += 1;
        self.present |= 1 << fan.index();
    }

    pub fn clear(&mut self, fan: Fan) {
        self.set(fan, 0);
    }

    /// Removes every fan whose bit is set in `mask`.
    pub fn clear_mask(&mut self, mask: u128) {
        let mut m = mask & self.present;
        while m != 0 {
            self.counts[m.trailing_zeros() as usize] = 0;
            m &= m - 1;
        }
        self.present &= !mask;
    }

    pub fn is_empty(&self) -> bool {
        self.present == 0
    }

    /// Bit `Fan::index` set for every fan present.
    pub fn mask(&self) -> u128 {
        self.present
    }

    /// The fan present with their counts, in rulebook order.
    pub fn iter(&self) -> impl Iterator<Item = (Fan, u8)> + '_ {
        let mut m = self.present;
        std::iter::from_fn(move || {
            if m == 0 {
                return None;
            }
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some((Fan::from_index(i), self.counts[i]))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_rulebook_order_with_the_rulebook_values() {
        for (i, fan) in Fan::all().enumerate() {
            assert_eq!(usize::from(fan.number()), i + 1);
            assert_eq!(Fan::from_index(i), fan);
        }
        // How many fan each value has in the rulebook (S1 p. 19 summary table).
        let per_value = |v: u8| {
            Fan::all()
                .filter(|f| f.number() <= 81 && f.value() == v)
                .count()
        };
        assert_eq!(
            [88, 64, 48, 32, 24, 16, 12, 8, 6, 4, 2, 1].map(per_value),
            [7, 6, 2, 3, 9, 6, 5, 9, 7, 4, 10, 13]
        );
    }

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = Fan::all().map(Fan::name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Fan::COUNT);
    }
}
