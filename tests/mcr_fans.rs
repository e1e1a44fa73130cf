//! The MCR fan calculator on hand-built hands: every fan family, every counting
//! principle, the win flags, the settings and the parser's errors. Each case states the
//! exact total and the exact fan list, so a wrong fan, a missing one or a wrong count
//! fails. Every case was also checked against PyMahjongGB (see tools/mcr_differential.py).

use mjref::analysis::mcr::{
    Fan::{self, *},
    Hand, HandError, Meld, MeldKind, MeldedAndConcealedKong, NotAWin, ParseError, Score, Settings,
    Tile, TwoConcealedKongs, WinContext, parse_hand, score, score_readings, total,
};
use mjref::tiles::{Dragon, Kind, Suit, Wind};

/// Reads `HAND key=value…` as the batch command does.
fn context(line: &str) -> (Hand, WinContext) {
    let mut words = line.split_whitespace();
    let hand = parse_hand(words.next().expect("a hand")).expect("parses");
    let mut ctx = WinContext::default();
    for w in words {
        let (k, v) = w.split_once('=').expect("key=value");
        let wind = |v: &str| match v {
            "E" => Wind::East,
            "S" => Wind::South,
            "W" => Wind::West,
            "N" => Wind::North,
            _ => panic!("wind {v}"),
        };
        match k {
            "self_drawn" => ctx.self_drawn = v == "1",
            "last_tile" => ctx.last_tile = v == "1",
            "kong" => ctx.kong = v == "1",
            "wall_last" => ctx.wall_last = v == "1",
            "prevalent" => ctx.prevalent = wind(v),
            "seat" => ctx.seat = wind(v),
            "flowers" => ctx.flowers = v.parse().expect("flowers"),
            _ => panic!("key {k}"),
        }
    }
    (hand, ctx)
}

fn scored_with(line: &str, settings: &Settings) -> Score {
    let (hand, ctx) = context(line);
    let s = score(&hand, &ctx, settings).unwrap_or_else(|e| panic!("{line}: {e}"));
    assert_eq!(
        total(&hand, &ctx, settings),
        Ok(s.total),
        "{line}: fast path"
    );
    s
}

fn check_with(line: &str, settings: &Settings, want_total: u32, want: &[(Fan, u8)]) {
    let s = scored_with(line, settings);
    assert_eq!(s.fans, want, "{line}");
    assert_eq!(s.total, want_total, "{line}");
    let sum: u32 = s
        .fans
        .iter()
        .map(|&(f, n)| u32::from(s.value_of(f)) * u32::from(n))
        .sum();
    assert_eq!(sum, s.total, "{line}: the listed fan add up to the total");
}

fn check(line: &str, want_total: u32, want: &[(Fan, u8)]) {
    check_with(line, &Settings::default(), want_total, want);
}

#[test]
fn eighty_eight_fan() {
    check(
        "EEESSSWWWNNN1p1p",
        191,
        &[
            (BigFourWinds, 1),
            (FourConcealedPungs, 1),
            (AllTerminalsAndHonors, 1),
            (HalfFlush, 1),
            (SingleWait, 1),
        ],
    );
    // Big Three Dragons absorbs the dragon pungs.
    check(
        "CCCFFFPPP123m4s4s",
        108,
        &[
            (BigThreeDragons, 1),
            (ThreeConcealedPungs, 1),
            (ConcealedHand, 1),
            (OneVoidedSuit, 1),
            (SingleWait, 1),
        ],
    );
    // All Green absorbs Half Flush.
    check(
        "234s234s666s888sFF",
        94,
        &[
            (AllGreen, 1),
            (ConcealedHand, 1),
            (TwoConcealedPungs, 1),
            (PureDoubleChow, 1),
            (SingleWait, 1),
        ],
    );
    // Nine Gates absorbs Full Flush, Concealed Hand and one pung of ones or nines.
    check(
        "1112345678999m2m",
        92,
        &[
            (NineGates, 1),
            (TwoConcealedPungs, 1),
            (ShortStraight, 1),
            (PungOfTerminalsOrHonors, 1),
        ],
    );
    check(
        "[EEEE][SSSS,1][CCCC,2][1111p]5m5m",
        99,
        &[
            (FourKongs, 1),
            (DragonPung, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (TwoConcealedPungs, 1),
            (PungOfTerminalsOrHonors, 2),
            (OneVoidedSuit, 1),
        ],
    );
    check("1122334455667s7s", 88, &[(SevenShiftedPairs, 1)]);
    check("19m19p19sESWNCFP1m", 88, &[(ThirteenOrphans, 1)]);
    check(
        "19m19p19sESWNCFP1m self_drawn=1",
        89,
        &[(ThirteenOrphans, 1), (SelfDrawn, 1)],
    );
}

#[test]
fn sixty_four_and_forty_eight_fan() {
    // All Terminals absorbs Double Pung (usual reading of the rulebook's "同刻", S2).
    check(
        "111m999m111p999s1s1s",
        129,
        &[(AllTerminals, 1), (FourConcealedPungs, 1), (SingleWait, 1)],
    );
    check(
        "EEESSSWWW123mNN",
        97,
        &[
            (LittleFourWinds, 1),
            (ThreeConcealedPungs, 1),
            (HalfFlush, 1),
            (OutsideHand, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (ConcealedHand, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "CCCFFF345m678pPP",
        70,
        &[
            (LittleThreeDragons, 1),
            (ConcealedHand, 1),
            (TwoConcealedPungs, 1),
            (OneVoidedSuit, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "EEESSSCCCFFFNN",
        139,
        &[
            (AllHonors, 1),
            (FourConcealedPungs, 1),
            (TwoDragonPungs, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "1231237897895s5s",
        67,
        &[(PureTerminalChows, 1), (ConcealedHand, 1), (SingleWait, 1)],
    );
    check(
        "123123123123p5s5s",
        61,
        &[
            (QuadrupleChow, 1),
            (ReversibleTiles, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "111222333444s9p9p",
        116,
        &[
            (FourConcealedPungs, 1),
            (FourPureShiftedPungs, 1),
            (PungOfTerminalsOrHonors, 1),
            (OneVoidedSuit, 1),
            (NoHonors, 1),
            (SingleWait, 1),
        ],
    );
}

#[test]
fn four_concealed_pungs_needs_the_last_pung_self_drawn() {
    check(
        "111p333s555m777mEE",
        66,
        &[
            (FourConcealedPungs, 1),
            (PungOfTerminalsOrHonors, 1),
            (SingleWait, 1),
        ],
    );
    // Fully Concealed Hand falls back to Self-Drawn: the concealment is in the big fan.
    check(
        "111p333s555m777mEE self_drawn=1",
        67,
        &[
            (FourConcealedPungs, 1),
            (PungOfTerminalsOrHonors, 1),
            (SingleWait, 1),
            (SelfDrawn, 1),
        ],
    );
    // The last pung completed by a discard is exposed.
    check(
        "111p333s555m77mEE7m",
        25,
        &[
            (ThreeConcealedPungs, 1),
            (AllPungs, 1),
            (ConcealedHand, 1),
            (PungOfTerminalsOrHonors, 1),
        ],
    );
}

#[test]
fn thirty_two_and_twenty_four_fan() {
    check(
        "123345567789m9s9s",
        38,
        &[
            (FourPureShiftedChows, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (OneVoidedSuit, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "[1111s,1][2222m][EEEE,3]567p9p9p",
        38,
        &[
            (ThreeKongs, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (PungOfTerminalsOrHonors, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "[EEE,1]111m999p111s9s9s",
        55,
        &[
            (AllTerminalsAndHonors, 1),
            (ThreeConcealedPungs, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (DoublePung, 1),
            (SingleWait, 1),
        ],
    );
    check("11223344m5566s7p7p", 25, &[(SevenPairs, 1), (NoHonors, 1)]);
    check(
        "1199m1199s1199pEE",
        56,
        &[(AllTerminalsAndHonors, 1), (SevenPairs, 1)],
    );
    check(
        "147m25s36pESWNCFP",
        24,
        &[(GreaterHonorsAndKnittedTiles, 1)],
    );
    check(
        "222444666m888s2p2p",
        89,
        &[(FourConcealedPungs, 1), (AllEvenPungs, 1), (SingleWait, 1)],
    );
    check(
        "[123m,1]345m678m999m5m5m",
        26,
        &[
            (FullFlush, 1),
            (ShortStraight, 1),
            (PungOfTerminalsOrHonors, 1),
        ],
    );
    check(
        "[123s,1]123123s456m9p9p",
        27,
        &[(PureTripleChow, 1), (AllChows, 1), (SingleWait, 1)],
    );
    check(
        "111222333p123m9m9m",
        46,
        &[
            (PureShiftedPungs, 1),
            (ThreeConcealedPungs, 1),
            (ConcealedHand, 1),
            (PungOfTerminalsOrHonors, 1),
            (OneVoidedSuit, 1),
            (NoHonors, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "789789m789p789s9s9s",
        41,
        &[
            (UpperTiles, 1),
            (MixedTripleChow, 1),
            (OutsideHand, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (PureDoubleChow, 1),
        ],
    );
    check(
        "456456m456p456s4s4s",
        37,
        &[
            (MiddleTiles, 1),
            (MixedTripleChow, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (PureDoubleChow, 1),
        ],
    );
    // 1233s waiting on 3s is an edge wait (the rulebook's example).
    check(
        "123123m123p123s3s3s",
        38,
        &[
            (LowerTiles, 1),
            (MixedTripleChow, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (PureDoubleChow, 1),
            (EdgeWait, 1),
        ],
    );
}

#[test]
fn sixteen_and_twelve_fan() {
    check(
        "123456789mEEE5p5p self_drawn=1",
        26,
        &[
            (PureStraight, 1),
            (FullyConcealedHand, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (OneVoidedSuit, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "[123p,1]789p123s789s5m5m",
        17,
        &[(ThreeSuitedTerminalChows, 1), (SingleWait, 1)],
    );
    check(
        "123234345s567m9p9p",
        21,
        &[
            (PureShiftedChows, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "456m456p555s345s5m5m",
        22,
        &[
            (AllFives, 1),
            (ConcealedHand, 1),
            (TileHog, 1),
            (MixedDoubleChow, 1),
            (ClosedWait, 1),
        ],
    );
    check(
        "555m555p555s234s8m8m",
        37,
        &[
            (TriplePung, 1),
            (ThreeConcealedPungs, 1),
            (ConcealedHand, 1),
            (AllSimples, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "147m258s369pESWNC self_drawn=1",
        25,
        &[
            (LesserHonorsAndKnittedTiles, 1),
            (KnittedStraight, 1),
            (SelfDrawn, 1),
        ],
    );
    check(
        "147m258s369p123s5s5s",
        17,
        &[
            (KnittedStraight, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "678m789p678s789s9m9m",
        18,
        &[
            (UpperFour, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (MixedDoubleChow, 2),
        ],
    );
    check(
        "123m234p234s123s4m4m",
        18,
        &[
            (LowerFour, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (MixedDoubleChow, 2),
        ],
    );
    check(
        "EEESSSWWW123m9p9p",
        40,
        &[
            (ThreeConcealedPungs, 1),
            (BigThreeWinds, 1),
            (OutsideHand, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (ConcealedHand, 1),
            (OneVoidedSuit, 1),
            (SingleWait, 1),
        ],
    );
}

#[test]
fn eight_and_six_fan() {
    check(
        "12m456p789s111sEE3m",
        12,
        &[
            (MixedStraight, 1),
            (ConcealedHand, 1),
            (PungOfTerminalsOrHonors, 1),
            (EdgeWait, 1),
        ],
    );
    check(
        "123p345p888pPPP9p9p",
        20,
        &[
            (ReversibleTiles, 1),
            (HalfFlush, 1),
            (DragonPung, 1),
            (ConcealedHand, 1),
            (TwoConcealedPungs, 1),
        ],
    );
    check(
        "123m123s123p45s66s6s",
        13,
        &[
            (MixedTripleChow, 1),
            (ConcealedHand, 1),
            (AllChows, 1),
            (ShortStraight, 1),
        ],
    );
    check(
        "111m222p333s456p5s5s",
        28,
        &[
            (ThreeConcealedPungs, 1),
            (MixedShiftedPungs, 1),
            (ConcealedHand, 1),
            (PungOfTerminalsOrHonors, 1),
            (NoHonors, 1),
        ],
    );
    check(
        "[222m,1][333p,2]444s666m8s8s",
        19,
        &[
            (MixedShiftedPungs, 1),
            (AllPungs, 1),
            (TwoConcealedPungs, 1),
            (AllSimples, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "123m456m789mEEE5m5m",
        29,
        &[
            (PureStraight, 1),
            (HalfFlush, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (ConcealedHand, 1),
            (ClosedWait, 1),
        ],
    );
    check(
        "[123m,1][234p,1][345s,3]CCC9s9s",
        9,
        &[(MixedShiftedChows, 1), (DragonPung, 1), (SingleWait, 1)],
    );
    // Melded Hand absorbs Single Wait; won by self-draw it is Self-Drawn instead.
    check(
        "[123m,1][456p,2][789s,3][EEE,1]CC",
        24,
        &[
            (MixedStraight, 1),
            (AllTypes, 1),
            (MeldedHand, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
        ],
    );
    check(
        "[123m,1][456p,2][789s,3][EEE,1]CC self_drawn=1",
        20,
        &[
            (MixedStraight, 1),
            (AllTypes, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (SingleWait, 1),
            (SelfDrawn, 1),
        ],
    );
    check(
        "CCCFFF123m456p9s9s",
        11,
        &[
            (TwoDragonPungs, 1),
            (ConcealedHand, 1),
            (TwoConcealedPungs, 1),
            (SingleWait, 1),
        ],
    );
}

#[test]
fn four_two_and_one_fan() {
    check(
        "123m789p999sEEE1p1p",
        14,
        &[
            (OutsideHand, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (ConcealedHand, 1),
            (TwoConcealedPungs, 1),
            (PungOfTerminalsOrHonors, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "[1111s,1][9999m,2]123p456p5s5s",
        9,
        &[
            (TwoMeldedKongs, 1),
            (ShortStraight, 1),
            (PungOfTerminalsOrHonors, 2),
            (NoHonors, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "111m111p234s456p9s9s",
        10,
        &[
            (ConcealedHand, 1),
            (DoublePung, 1),
            (TwoConcealedPungs, 1),
            (PungOfTerminalsOrHonors, 2),
            (NoHonors, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "111m222p789s999s5s5s self_drawn=1",
        26,
        &[
            (ThreeConcealedPungs, 1),
            (FullyConcealedHand, 1),
            (TileHog, 1),
            (PungOfTerminalsOrHonors, 2),
            (NoHonors, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "[1111m]234p567s234m5s5s",
        7,
        &[
            (ConcealedHand, 1),
            (ConcealedKong, 1),
            (MixedDoubleChow, 1),
            (PungOfTerminalsOrHonors, 1),
            (NoHonors, 1),
        ],
    );
    check(
        "[1111m,3]234p567s234m5s5s",
        4,
        &[
            (MixedDoubleChow, 1),
            (PungOfTerminalsOrHonors, 1),
            (MeldedKong, 1),
            (NoHonors, 1),
        ],
    );
    check(
        "123m456p234s234m5s5s",
        5,
        &[(ConcealedHand, 1), (AllChows, 1), (MixedDoubleChow, 1)],
    );
    check(
        "123m789m456p456p9s9s",
        7,
        &[
            (ConcealedHand, 1),
            (AllChows, 1),
            (PureDoubleChow, 1),
            (TwoTerminalChows, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "13m456p789s111sEE2m",
        12,
        &[
            (MixedStraight, 1),
            (ConcealedHand, 1),
            (PungOfTerminalsOrHonors, 1),
            (ClosedWait, 1),
        ],
    );
}

#[test]
fn seat_and_prevalent_winds() {
    check(
        "[EEE,2]123m456m78m99p9m prevalent=E seat=S",
        19,
        &[(PureStraight, 1), (PrevalentWind, 1), (OneVoidedSuit, 1)],
    );
    check(
        "[SSS,2]123m456m78m99p9m prevalent=E seat=S",
        19,
        &[(PureStraight, 1), (SeatWind, 1), (OneVoidedSuit, 1)],
    );
    check(
        "[SSS,2]123m456m78m99p9m prevalent=S seat=S",
        21,
        &[
            (PureStraight, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (OneVoidedSuit, 1),
        ],
    );
    // A wind pung that is neither is a Pung of Terminals or Honors.
    check(
        "[NNN,2]123m456m78m99p9m prevalent=E seat=S",
        18,
        &[
            (PureStraight, 1),
            (PungOfTerminalsOrHonors, 1),
            (OneVoidedSuit, 1),
        ],
    );
}

#[test]
fn chicken_hand_and_the_eight_fan_minimum() {
    let chicken = "[234m,1][567p,2][345s,3]88sWW8s";
    check(chicken, 8, &[(ChickenHand, 1)]);
    assert!(scored_with(chicken, &Settings::default()).meets_minimum());
    // Flowers are added to the total, never toward the minimum.
    let with_flowers = scored_with(
        "[234m,1][567p,2][345s,3]88sWW8s flowers=3",
        &Settings::default(),
    );
    assert_eq!(with_flowers.fans, [(ChickenHand, 1), (FlowerTiles, 3)]);
    assert_eq!(
        (with_flowers.total, with_flowers.without_flowers()),
        (11, 8)
    );
    // The same hand self-drawn has one fan, so it is no Chicken Hand: a false win.
    let one = scored_with(
        "[234m,1][567p,2][345s,3]88sWW8s self_drawn=1 flowers=8",
        &Settings::default(),
    );
    assert_eq!(one.fans, [(SelfDrawn, 1), (FlowerTiles, 8)]);
    assert_eq!(one.total, 9);
    assert!(
        !one.meets_minimum(),
        "9 fan with 8 of them flowers is under the minimum"
    );
}

#[test]
fn win_flags() {
    check(
        "123m456p789sEEECC self_drawn=1 wall_last=1",
        31,
        &[
            (MixedStraight, 1),
            (LastTileDraw, 1),
            (AllTypes, 1),
            (FullyConcealedHand, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "123m456p789sEEECC wall_last=1",
        29,
        &[
            (MixedStraight, 1),
            (LastTileClaim, 1),
            (AllTypes, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (ConcealedHand, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "[1111s]123m456p789sCC self_drawn=1 kong=1",
        24,
        &[
            (MixedStraight, 1),
            (OutWithReplacementTile, 1),
            (FullyConcealedHand, 1),
            (ConcealedKong, 1),
            (PungOfTerminalsOrHonors, 1),
            (SingleWait, 1),
        ],
    );
    // Robbing the Kong absorbs Last Tile: the robbed tile is always the last one.
    let robbed = &[
        (MixedStraight, 1),
        (RobbingTheKong, 1),
        (AllTypes, 1),
        (PrevalentWind, 1),
        (SeatWind, 1),
        (ConcealedHand, 1),
    ];
    check("23m456p789sEEECC1m kong=1", 28, robbed);
    check("23m456p789sEEECC1m kong=1 last_tile=1", 28, robbed);
    check(
        "23m456p789sEEECC1m last_tile=1",
        24,
        &[
            (MixedStraight, 1),
            (AllTypes, 1),
            (LastTile, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (ConcealedHand, 1),
        ],
    );
}

#[test]
fn impossible_flags_are_dropped_and_forced_ones_added() {
    let plain = &[
        (MixedStraight, 1),
        (AllTypes, 1),
        (PrevalentWind, 1),
        (SeatWind, 1),
        (ConcealedHand, 1),
        (SingleWait, 1),
    ];
    // The winner held a C already: it cannot be the last C, nor a robbed kong's tile.
    check("123m456p789sEEECC last_tile=1", 21, plain);
    check("123m456p789sEEECC kong=1", 21, plain);
    // No kong, no replacement tile.
    check(
        "123m456p789sEEECC self_drawn=1 kong=1",
        23,
        &[
            (MixedStraight, 1),
            (AllTypes, 1),
            (FullyConcealedHand, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (SingleWait, 1),
        ],
    );
    // The other three 5m are in the winner's own pung: the win is on the last 5m.
    check("[555m,1]34m456p789sCC5m", 6, &[(LastTile, 1), (TileHog, 1)]);
}

#[test]
fn settings_for_the_kong_rulings() {
    let two_concealed = "[1111s][9999m]123p456p5s5s";
    let rest = [
        (ShortStraight, 1),
        (PungOfTerminalsOrHonors, 2),
        (NoHonors, 1),
        (SingleWait, 1),
    ];
    let with = |first: &[(Fan, u8)]| first.iter().copied().chain(rest).collect::<Vec<_>>();
    check(
        two_concealed,
        13,
        &with(&[(TwoConcealedKongs, 1), (ConcealedHand, 1)]),
    );
    let eight = Settings {
        two_concealed_kongs: TwoConcealedKongs::Eight,
        ..Settings::default()
    };
    check_with(
        two_concealed,
        &eight,
        15,
        &with(&[(TwoConcealedKongs, 1), (ConcealedHand, 1)]),
    );

    // One melded and one concealed kong: the rulebook has no fan for the pair, so each
    // kong counts on its own (3); PyMahjongGB's 明暗杠 gives 5, S3's Two Kongs 6.
    let mixed = "[1111s][9999m,2]123p456p5s5s";
    check(
        mixed,
        8,
        &[
            (ConcealedKong, 1),
            (ShortStraight, 1),
            (PungOfTerminalsOrHonors, 2),
            (MeldedKong, 1),
            (NoHonors, 1),
            (SingleWait, 1),
        ],
    );
    for (choice, fan, value) in [
        (
            MeldedAndConcealedKong::Five,
            Fan::MeldedAndConcealedKong,
            10,
        ),
        (MeldedAndConcealedKong::Six, TwoKongs, 11),
    ] {
        let s = Settings {
            melded_and_concealed_kong: choice,
            ..Settings::default()
        };
        check_with(
            mixed,
            &s,
            value,
            &[
                (ShortStraight, 1),
                (PungOfTerminalsOrHonors, 2),
                (NoHonors, 1),
                (SingleWait, 1),
                (fan, 1),
            ],
        );
    }
}

#[test]
fn non_repeat() {
    // Pure Triple Chow absorbs Pure Double Chow; Pure Straight the Short Straights in it.
    check(
        "[123s,1]123123s456m9p9p",
        27,
        &[(PureTripleChow, 1), (AllChows, 1), (SingleWait, 1)],
    );
    // All Even Pungs absorbs All Pungs and All Simples; Four Concealed Pungs All Pungs.
    check(
        "222444666m888s2p2p",
        89,
        &[(FourConcealedPungs, 1), (AllEvenPungs, 1), (SingleWait, 1)],
    );
    // Big Three Winds absorbs the three wind pungs' Pung of Terminals or Honors; a
    // fourth terminal pung keeps its own, and seat and prevalent winds still count.
    check(
        "EEESSSWWW999m5p5p prevalent=N seat=N",
        79,
        &[
            (FourConcealedPungs, 1),
            (BigThreeWinds, 1),
            (PungOfTerminalsOrHonors, 1),
            (OneVoidedSuit, 1),
            (SingleWait, 1),
        ],
    );
    check(
        "EEESSSWWW999m5p5p prevalent=E seat=S",
        83,
        &[
            (FourConcealedPungs, 1),
            (BigThreeWinds, 1),
            (PrevalentWind, 1),
            (SeatWind, 1),
            (PungOfTerminalsOrHonors, 1),
            (OneVoidedSuit, 1),
            (SingleWait, 1),
        ],
    );
}

#[test]
fn non_separation_and_high_versus_low() {
    // 111222333p is three pungs or three chows, never both: the best reading keeps the
    // pungs (Pure Shifted Pungs, Three Concealed Pungs), and the chow reading exists.
    let (hand, ctx) = context("111222333p123m9m9m");
    let readings = score_readings(&hand, &ctx, &Settings::default()).expect("a win");
    assert_eq!(readings[0].total, 46);
    assert!(readings[0].fans.contains(&(PureShiftedPungs, 1)));
    assert!(!readings[0].fans.contains(&(PureTripleChow, 1)));
    let chows = readings
        .iter()
        .find(|r| r.fans.contains(&(PureTripleChow, 1)))
        .expect("the chow reading");
    assert!(!chows.fans.contains(&(PureShiftedPungs, 1)));
    assert!(chows.total < 46);

    // Seven pairs or Pure Terminal Chows: the bigger reading counts.
    check(
        "1122335577889s9s",
        66,
        &[(PureTerminalChows, 1), (ConcealedHand, 1)],
    );
    let (hand, ctx) = context("1122335577889s9s");
    let all = score_readings(&hand, &ctx, &Settings::default()).expect("a win");
    assert!(all.iter().any(|r| r.fans.contains(&(SevenPairs, 1))));
}

#[test]
fn non_identical_and_account_once() {
    // 234s 234p 234p 567p: 234s makes Mixed Double Chow once, 567p Short Straight once.
    check(
        "234s223344p567p9m9m",
        8,
        &[
            (ConcealedHand, 1),
            (AllChows, 1),
            (PureDoubleChow, 1),
            (MixedDoubleChow, 1),
            (ShortStraight, 1),
            (SingleWait, 1),
        ],
    );
    // Mixed Straight links 123m 456p 789s; 789s-789p adds Mixed Double Chow; 456p-789p
    // would close a cycle, so no Short Straight (S3's example).
    check(
        "123m456p789s789pCC",
        12,
        &[
            (MixedStraight, 1),
            (ConcealedHand, 1),
            (MixedDoubleChow, 1),
            (SingleWait, 1),
        ],
    );
    // 123m 123p 456p 456s: four links would form a cycle; three count.
    check(
        "123m123p456p45s6sEE",
        6,
        &[
            (ConcealedHand, 1),
            (MixedDoubleChow, 2),
            (ShortStraight, 1),
            (SingleWait, 1),
        ],
    );
}

#[test]
fn concealed_pungs_and_the_discard() {
    // The discarded 5m completes 567m as well, so 555m stays concealed.
    check(
        "55567m222p678sEE5m",
        6,
        &[(ConcealedHand, 1), (TileHog, 1), (TwoConcealedPungs, 1)],
    );
}

#[test]
fn not_a_win() {
    for text in [
        "123m456p789s11sEEW",
        "1122334455667m8m",
        "19m19p19sESWNCF1m2m",
    ] {
        let hand = parse_hand(text).expect("parses");
        assert_eq!(
            score(&hand, &WinContext::default(), &Settings::default()),
            Err(NotAWin),
            "{text}"
        );
    }
}

#[test]
fn parser_errors() {
    let cases: &[(&str, ParseError)] = &[
        ("", ParseError::Empty),
        (
            "123m456p789s11sEE",
            ParseError::TileCount {
                melds: 0,
                needed: 14,
                found: 13,
            },
        ),
        (
            "[123m,1]123m456p789s11sEE",
            ParseError::TileCount {
                melds: 1,
                needed: 11,
                found: 13,
            },
        ),
        ("123x", ParseError::UnexpectedChar { ch: 'x', column: 4 }),
        ("123m45E", ParseError::MissingSuit { column: 5 }),
        ("[135m,1]", ParseError::NotASet { column: 1 }),
        (
            "[999s,4]",
            ParseError::BadSource {
                column: 7,
                digit: '4',
                kind: "pung",
            },
        ),
        (
            "[9999s,4]",
            ParseError::BadSource {
                column: 8,
                digit: '4',
                kind: "kong",
            },
        ),
        (
            "[99s]",
            ParseError::MeldSize {
                column: 1,
                count: 2,
            },
        ),
        ("[EEE", ParseError::UnclosedMeld { column: 1 }),
        ("EEE]", ParseError::StrayClose { column: 4 }),
        ("89z", ParseError::BadHonourNumber { column: 1 }),
    ];
    for (text, want) in cases {
        assert_eq!(&parse_hand(text).expect_err(text), want, "{text}");
    }
    assert!(matches!(
        parse_hand("11111m456p789sEEE"),
        Err(ParseError::Hand(HandError::TooManyCopies { count: 5, .. }))
    ));
    // Errors read as sentences with the column.
    let msg = parse_hand("123m45E").expect_err("no suit").to_string();
    assert!(msg.contains("column 5") && msg.contains("suit"), "{msg}");
}

#[test]
fn hands_from_project_kinds() {
    let n = |s, r| Kind::Number(s, r);
    let meld = Meld {
        kind: MeldKind::Pung,
        tile: Tile::from_kind(Kind::Dragon(Dragon::Red)).expect("tile"),
        source: Some(2),
    };
    let concealed = [
        n(Suit::Craks, 1),
        n(Suit::Craks, 2),
        n(Suit::Craks, 3),
        n(Suit::Dots, 4),
        n(Suit::Dots, 5),
        n(Suit::Dots, 6),
        n(Suit::Bams, 7),
        n(Suit::Bams, 8),
        n(Suit::Bams, 9),
        Kind::Wind(Wind::North),
    ];
    let hand = Hand::from_kinds(&[meld], &concealed, Kind::Wind(Wind::North)).expect("hand");
    assert_eq!(hand, parse_hand("[CCC,2]123m456p789sNN").expect("parses"));
    let s = score(&hand, &WinContext::default(), &Settings::default()).expect("a win");
    assert_eq!(
        s.fans,
        [
            (MixedStraight, 1),
            (AllTypes, 1),
            (DragonPung, 1),
            (SingleWait, 1)
        ]
    );
    assert_eq!(
        Hand::from_kinds(&[], &[Kind::Joker; 13], Kind::Joker),
        Err(HandError::NotAPlayingTile("JK".into()))
    );
}

#[test]
fn the_fan_table_is_the_rulebook() {
    assert_eq!(Fan::all().filter(|f| f.number() <= 81).count(), 81);
    assert_eq!((BigFourWinds.number(), BigFourWinds.value()), (1, 88));
    assert_eq!(
        (TwoConcealedKongs.number(), TwoConcealedKongs.value()),
        (53, 6)
    );
    assert_eq!(
        (FlowerTiles.number(), FlowerTiles.name()),
        (81, "Flower Tiles")
    );
}
