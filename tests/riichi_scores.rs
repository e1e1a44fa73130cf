//! Riichi hands worked out by hand from the scoring rules (fu by the set table, han by
//! the yaku list, points from the basic points), each checking one rule of the
//! calculator: the fu of a wait, of a triplet completed on a discard, of a double-wind
//! pair; the limits; what the edition switches change; a win that is none.

use mjref::analysis::riichi::{
    Kazoe, Limit, NotAWin, Payment, Renhou, Score, ScoreError, Settings, WinContext, Yaku,
    parse_hand, score,
};
use mjref::tiles::Wind;

fn ctx() -> WinContext {
    WinContext {
        seat: Wind::South,
        ..WinContext::default()
    }
}

fn scored(hand: &str, ctx: &WinContext, settings: &Settings) -> Score {
    let hand = parse_hand(hand).expect("the hand reads");
    score(&hand, ctx, settings).expect("a win")
}

fn has(s: &Score, y: Yaku) -> bool {
    s.yaku.iter().any(|&(x, _)| x == y)
}

#[test]
fn closed_pinfu_ron_is_thirty_fu() {
    // 23m waits on 1m or 4m; pinfu and tanyao, 2 han 30 fu: 30 × 2^4 × 4 = 1920 → 2000.
    let s = scored("23m456p345678s66s4m", &ctx(), &Settings::default());
    assert_eq!((s.han, s.fu, s.payment), (2, 30, Payment::Ron(2000)));
    assert!(has(&s, Yaku::Pinfu) && has(&s, Yaku::Tanyao));
}

#[test]
fn pinfu_tsumo_is_twenty_fu() {
    let c = WinContext {
        tsumo: true,
        riichi: true,
        ..ctx()
    };
    let s = scored("34m456p345678s66s2m", &c, &Settings::default());
    // Riichi, menzen tsumo, pinfu, tanyao: 4 han 20 fu, 1280 basic points.
    assert_eq!((s.han, s.fu), (4, 20));
    assert_eq!(
        s.payment,
        Payment::Tsumo {
            dealer: 2600,
            others: 1300
        }
    );
}

#[test]
fn an_open_hand_with_no_fu_counts_thirty() {
    // Red dragon pon (open honour, 4 fu): 24 rounds to 30; 1 han: 960 → 1000.
    let c = WinContext {
        seat: Wind::West,
        ..WinContext::default()
    };
    let s = scored("234m66p34567s8s [777z]", &c, &Settings::default());
    assert_eq!((s.han, s.fu, s.payment), (1, 30, Payment::Ron(1000)));
    assert_eq!(s.yaku, vec![(Yaku::YakuhaiRed, 1)]);
}

#[test]
fn seven_pairs_are_twenty_five_fu() {
    let c = WinContext {
        tsumo: true,
        riichi: true,
        seat: Wind::East,
        ..WinContext::default()
    };
    let s = scored("11m3m22p55p77s11z22z3m", &c, &Settings::default());
    // Riichi, tsumo, chiitoitsu: 4 han 25 fu, 1600 basic; the dealer takes 3200 from each.
    assert_eq!(
        (s.han, s.fu, s.payment),
        (4, 25, Payment::DealerTsumo(3200))
    );
}

#[test]
fn a_triplet_completed_on_a_discard_is_open() {
    // Shanpon on 88s/99s won on 9s: the 9s triplet counts as open (4 fu), so only two
    // concealed triplets. 20 + 4 + 4 + 4 + 2 = 34 → 40 fu; toitoi 2 han: 2560 → 2600.
    let s = scored("222m444p88s99s9s [666s]", &ctx(), &Settings::default());
    assert_eq!((s.han, s.fu, s.payment), (2, 40, Payment::Ron(2600)));
    assert!(!has(&s, Yaku::Sanankou));
    // Drawn, it stays concealed (8 fu): sanankou, and 2 for the tsumo: 40 fu, 4 han:
    // a mangan.
    let c = WinContext {
        tsumo: true,
        ..ctx()
    };
    let s = scored("222m444p88s99s9s [666s]", &c, &Settings::default());
    assert!(has(&s, Yaku::Sanankou) && has(&s, Yaku::Toitoi));
    assert_eq!((s.han, s.fu, s.limit), (4, 40, Limit::Mangan));
    assert_eq!(
        s.payment,
        Payment::Tsumo {
            dealer: 4000,
            others: 2000
        }
    );
}

#[test]
fn a_kanchan_is_two_fu_and_no_pinfu() {
    // 13m won on 2m: closed ron 20 + 10 + 2 = 32 → 40 fu. No yaku without the riichi.
    let hand = parse_hand("13m456p345678s66s2m").expect("reads");
    assert_eq!(
        score(&hand, &ctx(), &Settings::default()),
        Err(ScoreError::NotAWin(NotAWin::NoYaku))
    );
    let c = WinContext {
        riichi: true,
        ..ctx()
    };
    let s = scored("13m456p345678s66s2m", &c, &Settings::default());
    assert_eq!((s.han, s.fu, s.payment), (1, 40, Payment::Ron(1300)));
}

#[test]
fn kiriage_rounds_four_han_thirty_fu_up() {
    // Riichi, pinfu, tanyao and one dora (indicator 5p: the 6p): 4 han 30 fu.
    let c = WinContext {
        riichi: true,
        dora_indicators: vec![4],
        ..ctx()
    };
    let plain = scored("23m456p345678s66s4m", &c, &Settings::default());
    assert_eq!(
        (plain.han, plain.fu, plain.payment),
        (4, 30, Payment::Ron(7700))
    );
    let kiriage = Settings {
        kiriage: true,
        ..Settings::default()
    };
    let up = scored("23m456p345678s66s4m", &c, &kiriage);
    assert_eq!((up.limit, up.payment), (Limit::Mangan, Payment::Ron(8000)));
}

#[test]
fn the_double_wind_pair_is_two_or_four_fu_by_edition() {
    // The dealer in the East round with a pair of East: 20 + 10 (closed ron) + 8 (closed
    // terminal triplet) + the pair. 4 fu: 42 → 50; 2 fu: 40.
    let c = WinContext {
        riichi: true,
        seat: Wind::East,
        round: Wind::East,
        ..WinContext::default()
    };
    let four = scored("111m456p789s23s11z1s", &c, &Settings::default());
    assert_eq!((four.fu, four.payment), (50, Payment::Ron(2400)));
    let two = Settings {
        double_wind_pair_fu: 2,
        ..Settings::default()
    };
    let s = scored("111m456p789s23s11z1s", &c, &two);
    assert_eq!((s.fu, s.payment), (40, Payment::Ron(2000)));
}

#[test]
fn yakuman_add_up_only_where_the_edition_says() {
    // Big three dragons and all honours, won by ron on the shanpon (so no suuankou).
    let hand = "555z666z777z11z22z2z";
    let single = scored(hand, &ctx(), &Settings::default());
    assert_eq!(
        (single.limit, single.payment),
        (Limit::Yakuman(1), Payment::Ron(32000))
    );
    let stacked = Settings {
        yakuman_add_up: true,
        ..Settings::default()
    };
    let s = scored(hand, &ctx(), &stacked);
    assert_eq!(
        (s.limit, s.payment),
        (Limit::Yakuman(2), Payment::Ron(64000))
    );
    assert!(has(&s, Yaku::Daisangen) && has(&s, Yaku::Tsuuiisou));
}

#[test]
fn thirteen_han_is_a_yakuman_or_a_sanbaiman() {
    // Chinitsu 6, ryanpeikou 3, riichi, tsumo, pinfu, tanyao: 13 han (read as seven
    // pairs it would be 11).
    let c = WinContext {
        tsumo: true,
        riichi: true,
        ..ctx()
    };
    let counted = Settings {
        kazoe: Kazoe::Yakuman,
        ..Settings::default()
    };
    let s = scored("22334466778p55p8p", &c, &counted);
    assert_eq!((s.han, s.limit), (13, Limit::KazoeYakuman));
    assert_eq!(
        s.payment,
        Payment::Tsumo {
            dealer: 16000,
            others: 8000
        }
    );
    // EMA 2016 and WRC 2015: eleven han or more is a sanbaiman.
    let s = scored("22334466778p55p8p", &c, &Settings::default());
    assert_eq!(
        (s.limit, s.payment),
        (
            Limit::Sanbaiman,
            Payment::Tsumo {
                dealer: 12000,
                others: 6000
            }
        )
    );
}

#[test]
fn renhou_by_edition() {
    let c = WinContext {
        renhou: true,
        ..ctx()
    };
    let hand = "23m456p345678s66s4m";
    // A mangan that adds to nothing (EMA 2016, WRC 2015): 8000, not pinfu and tanyao's
    // 2000.
    let mangan = scored(hand, &c, &Settings::default());
    assert_eq!(
        (mangan.limit, mangan.payment),
        (Limit::Mangan, Payment::Ron(8000))
    );
    assert_eq!(mangan.yaku, vec![(Yaku::Renhou, 5)]);
    // Five han with pinfu and tanyao: 7, a haneman.
    let five_han = Settings {
        renhou: Renhou::FiveHan,
        ..Settings::default()
    };
    let five = scored(hand, &c, &five_han);
    assert_eq!(
        (five.limit, five.payment),
        (Limit::Haneman, Payment::Ron(12000))
    );
    let none = Settings {
        renhou: Renhou::NotUsed,
        ..Settings::default()
    };
    assert_eq!(scored(hand, &c, &none).payment, Payment::Ron(2000));
    let yakuman = Settings {
        renhou: Renhou::Yakuman,
        ..Settings::default()
    };
    assert_eq!(scored(hand, &c, &yakuman).payment, Payment::Ron(32000));
}

#[test]
fn counters_add_three_hundred_a_ron() {
    let c = WinContext { honba: 2, ..ctx() };
    assert_eq!(
        scored("23m456p345678s66s4m", &c, &Settings::default()).payment,
        Payment::Ron(2600)
    );
}

#[test]
fn a_closed_terminal_kan_is_thirty_two_fu() {
    // 20 + 10 + 32 = 62 → 70 fu; riichi 1 han: 2240 → 2300.
    let c = WinContext {
        riichi: true,
        ..ctx()
    };
    let s = scored("234m34p567s88s5p (9999p)", &c, &Settings::default());
    assert_eq!((s.han, s.fu, s.payment), (1, 70, Payment::Ron(2300)));
}

#[test]
fn a_wrong_count_and_an_incomplete_hand_are_no_win() {
    let thirteen = parse_hand("123m456p789s11z22z").expect("reads");
    assert_eq!(
        score(&thirteen, &ctx(), &Settings::default()),
        Err(ScoreError::NotAWin(NotAWin::WrongTileCount {
            needed: 14,
            found: 13
        }))
    );
    let broken = parse_hand("123m456p789s1z2z3z4z5z").expect("reads");
    assert_eq!(
        score(&broken, &ctx(), &Settings::default()),
        Err(ScoreError::NotAWin(NotAWin::NotComplete))
    );
}

#[test]
fn every_yaku_has_a_name_in_every_language() {
    for lang in mjref::i18n::Lang::ALL {
        let cat = mjref::i18n::Catalog::for_lang(lang);
        for &y in Yaku::ALL {
            let name = mjref::quiz::render::yaku(&cat, y);
            assert!(
                !name.contains("yaku-"),
                "{}: {y:?} has no name: {name}",
                lang.code()
            );
        }
    }
    let mut names: Vec<&str> = Yaku::ALL.iter().map(|y| y.name()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(
        names.len(),
        Yaku::ALL.len() - 1,
        "only renhou has two forms of one name"
    );
}

/// The scoring examples of the EMA Riichi Competition Rules 2016, section 4.3 (the 2012
/// text has the same four). The rulebook shows the hands as pictures; the tiles here are
/// the hands its text describes (the winning tile, how it was won, the sets named, the
/// yaku, han, fu and payments it states), written out by us. Expected values are the
/// rulebook's.
#[test]
fn ema_2016_scoring_examples() {
    let ema = Settings::default();
    // Example 1: riichi, menzen tsumo, pinfu, pure straight: 5 han, a mangan. East takes
    // 4000 from each; another winner 4000 from East and 2000 from the others.
    let hand = "12345678s345m22p9s";
    for (seat, pays) in [
        (Wind::East, Payment::DealerTsumo(4000)),
        (
            Wind::South,
            Payment::Tsumo {
                dealer: 4000,
                others: 2000,
            },
        ),
    ] {
        let c = WinContext {
            tsumo: true,
            riichi: true,
            seat,
            ..WinContext::default()
        };
        let s = scored(hand, &c, &ema);
        assert_eq!((s.han, s.limit, s.payment), (5, Limit::Mangan, pays));
        assert!(has(&s, Yaku::Ittsu) && has(&s, Yaku::Pinfu));
    }
    // Example 2: the same hand on a discard: riichi, pinfu, pure straight, 4 han 30 fu:
    // 11600 to East, 7700 to another (no rounding up to a mangan in the EMA rules).
    for (seat, pays) in [(Wind::East, 11600), (Wind::West, 7700)] {
        let c = WinContext {
            riichi: true,
            seat,
            ..WinContext::default()
        };
        let s = scored(hand, &c, &ema);
        assert_eq!((s.han, s.fu, s.payment), (4, 30, Payment::Ron(pays)));
    }
    // Example 3: the straight with a claimed run, on a discard, the 7s as dora (indicator
    // 6s): an open straight 1 and a dora, 2 han; an open hand with no fu counts 30:
    // 2900 to East, 2000 to another.
    for (seat, pays) in [(Wind::East, 2900), (Wind::North, 2000)] {
        let c = WinContext {
            seat,
            dora_indicators: vec![9 + 5],
            ..WinContext::default()
        };
        let s = scored("45678s345m22p9s [123s]", &c, &ema);
        assert_eq!((s.han, s.fu, s.payment), (2, 30, Payment::Ron(pays)));
        assert_eq!(s.yaku, vec![(Yaku::Ittsu, 1), (Yaku::Dora, 1)]);
    }
    // Example 4: four concealed triplets completed by self-draw: a yakuman, whatever else
    // the hand holds.
    let c = WinContext {
        tsumo: true,
        seat: Wind::South,
        ..WinContext::default()
    };
    let s = scored("111m555p999s88s77z8s", &c, &ema);
    assert_eq!(s.limit, Limit::Yakuman(1));
    assert_eq!(s.yaku, vec![(Yaku::Suuankou, 1)]);
    assert_eq!(
        s.payment,
        Payment::Tsumo {
            dealer: 16000,
            others: 8000
        }
    );
}

/// WRC 2015 s. 5.6 and its author's commentary: a self-drawn winning tile not kept apart
/// from the hand loses what depends on the wait, pinfu and the self-draw's 2 fu with it:
/// a closed all-runs hand won by self-draw is then 1 han (menzen tsumo) and 20 fu, paid
/// 200 and 400 to a non-dealer.
#[test]
fn a_tile_not_kept_apart_loses_what_depends_on_the_wait() {
    let kept = WinContext {
        tsumo: true,
        ..ctx()
    };
    let s = scored("34m456p345678s66s2m", &kept, &Settings::default());
    assert!(has(&s, Yaku::Pinfu));
    let mixed = WinContext {
        tile_not_kept_apart: true,
        ..kept
    };
    // One with a terminal, so that no all-simples stands in for the lost pinfu.
    let s = scored("12m456p345678s66s3m", &mixed, &Settings::default());
    assert_eq!(s.yaku, vec![(Yaku::MenzenTsumo, 1)]);
    assert_eq!((s.han, s.fu), (1, 20));
    assert_eq!(
        s.payment,
        Payment::Tsumo {
            dealer: 400,
            others: 200
        }
    );
    // On a discard there is no tile to keep apart: the flag is refused.
    let hand = parse_hand("12m456p345678s66s3m").expect("reads");
    let on_discard = WinContext {
        tile_not_kept_apart: true,
        ..ctx()
    };
    assert!(matches!(
        score(&hand, &on_discard, &Settings::default()),
        Err(ScoreError::Impossible(_))
    ));
}
