//! The matcher on hand-built hands for every section of the practice card, with the
//! joker rules (AM-CARD-03, AM-JK-*) and the X/C exposure rules at their edges.

use mjref::analysis::american::{Card, Exposure, Hand, Xc, distances, exposure_fits, match_hand};

fn card() -> &'static Card {
    Card::practice()
}

fn hand(text: &str) -> Hand {
    Hand::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// (section, line from 1, side of the OR from 0, jokerless) of every match.
fn matches(text: &str) -> Vec<(String, usize, usize, bool)> {
    match_hand(card(), &hand(text))
        .into_iter()
        .map(|m| (m.section, m.line, m.hand.alternative, m.jokerless))
        .collect()
}

fn completes(text: &str, section: &str, line: usize) -> bool {
    matches(text)
        .iter()
        .any(|(s, l, _, _)| s == section && *l == line)
}

#[track_caller]
fn yes(section: &str, line: usize, hands: &[&str]) {
    for h in hands {
        assert!(
            completes(h, section, line),
            "{h} should complete {section} line {line}; matches: {:?}",
            matches(h)
        );
    }
}

#[track_caller]
fn no(section: &str, line: usize, hands: &[&str]) {
    for h in hands {
        assert!(
            !completes(h, section, line),
            "{h} must not complete {section} line {line}"
        );
    }
}

#[test]
fn year_hands() {
    yes(
        "2026",
        1,
        &[
            "Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd",
            "Fl Fl JK 2c Wd 2c 6c 6b 6b JK 6b Gd Gd JK",
            "Fl Fl Fl 2d Wd 2d 6d 6c 6c 6c 6c Rd Rd Rd",
        ],
    );
    no(
        "2026",
        1,
        &[
            // A joker is never a digit of the year.
            "Fl Fl Fl 2c JK 2c 6c 6b 6b 6b 6b Gd Gd Gd",
            // The dragons match the kong's suit, not another.
            "Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Rd Rd Rd",
        ],
    );
    yes("2026", 2, &["Fl 2b 2b 2b Wd Wd Wd 2c 2c 2c 6d 6d 6d 6d"]);
    // Two colours are two suits: the second pung of 2s cannot be in the first one's suit.
    no("2026", 2, &["Fl 2b 2b 2b Wd Wd Wd 2b JK JK 6d 6d 6d 6d"]);
    // Soap in the year and white dragons for dots are the same tile: five need a joker.
    yes(
        "2026",
        3,
        &[
            "2d Wd 2d 6d Wd Wd Wd JK 2b 2b 2b 6b 6b 6b",
            "2c Wd 2c 6c Rd Rd Rd Rd 2b 2b 2b 6b 6b 6b",
        ],
    );
    let first = matches("Nw Nw Nw 2b Wd 2b 6b 2c Wd 2c 6c Sw Sw Sw");
    assert!(first.contains(&("2026".into(), 4, 0, true)), "{first:?}");
    let second = matches("Ew Ew JK 2b Wd 2b 6b 2c Wd 2c 6c Ww Ww Ww");
    assert!(second.contains(&("2026".into(), 4, 1, false)), "{second:?}");
    yes("2026", 5, &["Ew Ew 2b Wd 2b 6b Ww Ww 2d Wd 2d 6d Wd Wd"]);
    let three_years = matches("2b Wd 2b 6b 2c Wd 2c 6c 2d Wd 2d 6d Nw Nw");
    assert_eq!(three_years, [("2026".into(), 6, 0, false)]);
}

#[test]
fn even_hands() {
    yes(
        "2468",
        1,
        &[
            "Fl Fl 2b 4b 6b 8b 8b 8b 2c 4c 6c 8c 8c JK",
            "Fl Fl 2b 4b 6b 8b 8b 8b 2c 4c 6c [8c 8c JK]",
        ],
    );
    no("2468", 1, &["Fl Fl 2b 4b JK 8b 8b 8b 2c 4c 6c 8c 8c 8c"]);
    yes("2468", 2, &["2d 2d 2d 2d 4c 4c 6c 6c 8d 8d 8d 8d Wd Wd"]);
    yes(
        "2468",
        3,
        &[
            "Fl Fl 2b 2b 4b 4b 6c 6c 6c 8c 8c 8c Wd Wd",
            "Fl Fl 2b 2b 4b 4b 6d 6d 6d 8d 8d 8d Rd Rd",
        ],
    );
    // The dragons belong to the third suit, not to one of the two in the hand.
    no("2468", 3, &["Fl Fl 2b 2b 4b 4b 6c 6c 6c 8c 8c 8c Gd Gd"]);
    yes("2468", 4, &["2b 4b 6b 8b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d"]);
    let or = matches("2b 2b 2b 8b 8b 8b 2c 2c 2c 2c 8c 8c 8c 8c");
    assert!(or.contains(&("2468".into(), 5, 1, true)), "{or:?}");
    yes("2468", 6, &["2b 2b 4b 4b 4b 4b 6b 6b 8b 8b 8b 8b Nw Sw"]);
}

#[test]
fn like_number_hands() {
    yes(
        "Any Like Numbers",
        1,
        &[
            "7b 7b 7b 7c 7c 7c 7c 7d 7d 7d Fl Fl Fl Fl",
            "1b 1b 1b 1c JK 1c 1c 1d 1d 1d Fl Fl Fl JK",
        ],
    );
    no(
        "Any Like Numbers",
        1,
        &["7b 7b 7b 5c 5c 5c 5c 7d 7d 7d Fl Fl Fl Fl"],
    );
    yes(
        "Any Like Numbers",
        2,
        &["3b 3b Gd Gd Gd Gd 3c 3c Rd Rd Rd JK 3d 3d"],
    );
    yes(
        "Any Like Numbers",
        3,
        &["Nw Ew Ww Sw 9b 9b 9b 9b 9c 9c 9c 9d 9d 9d"],
    );
    // Jokers never stand in NEWS.
    no(
        "Any Like Numbers",
        3,
        &["Nw Ew Ww JK 9b 9b 9b 9b 9c 9c 9c 9d 9d 9d"],
    );
    yes(
        "Any Like Numbers",
        4,
        &["Fl Fl 5b 5b 5b 5b JK 5c 5c 5c 5c JK 5d 5d"],
    );
    yes(
        "Any Like Numbers",
        5,
        &["4b 4b 4b 4b Fl Fl 4c 4c 4c 4c Wd Wd Wd Wd"],
    );
}

#[test]
fn quint_hands() {
    yes(
        "Quints",
        1,
        &[
            "Fl Fl 4b 4b 4b 4b JK 5c 5c 6b 6b 6b 6b JK",
            "Fl Fl 7b 7b 7b 7b JK 8c 8c 9b JK JK JK JK",
        ],
    );
    no("Quints", 1, &["Fl Fl 7b 7b 7b 7b JK 8c 8c 8b 8b 8b 8b JK"]);
    yes("Quints", 2, &["Nw Nw Nw Nw JK 8d 8d 8d JK JK Wd Wd Wd Wd"]);
    yes("Quints", 3, &["Fl Fl Fl Fl Fl 3b 3b 3b 3b 3c 3c 3c 3c JK"]);
    yes(
        "Quints",
        4,
        &[
            "5b 5b 5b 5b JK 7c 7c 7c 7c 9d 9d 9d JK JK",
            "1b 1b 1b 1b JK 3c 3c 3c 3c 5d 5d 5d JK JK",
        ],
    );
    // Odd runs move by two: 2 4 6 is not one of them.
    no("Quints", 4, &["2b 2b 2b 2b JK 4c 4c 4c 4c 6d 6d 6d JK JK"]);
}

#[test]
fn run_hands() {
    yes(
        "Consecutive Run",
        1,
        &["Fl Fl 3b 4b 5b 6b 6c 6c 6c 6c 3d 4d 5d 6d"],
    );
    yes(
        "Consecutive Run",
        2,
        &[
            "5d 5d 6d 6d 6d 7d 7d 7d 8d 8d 8d 9d 9d 9d",
            "1d 1d 2d 2d JK 3d JK JK 4d 4d 4d 5d 5d 5d",
        ],
    );
    no(
        "Consecutive Run",
        2,
        &["6d 6d 6d 7d 7d 7d 8d 8d 8d 9d 9d 9d Wd Wd"],
    );
    yes(
        "Consecutive Run",
        3,
        &["Fl Fl 1c 1c 1c 2b 2b 2b 3d 3d 3d Rd Rd Rd"],
    );
    yes(
        "Consecutive Run",
        4,
        &["6b 6b 6b 6b 7c 7c 8c 8c 9b 9b 9b 9b Wd Wd"],
    );
    yes(
        "Consecutive Run",
        5,
        &["1b 2b 3b 4b 5c 5c 5c 5c 6b 7b 8b 9b Nw Nw"],
    );
    // A run of singles takes no joker.
    no(
        "Consecutive Run",
        5,
        &["1b 2b 3b JK 5c 5c 5c 5c 6b 7b 8b 9b Nw Nw"],
    );
    yes(
        "Consecutive Run",
        6,
        &["Fl Fl Fl 7c 7c 7c 8c 8c 8c 8c 9c 9c 9c 9c"],
    );
}

#[test]
fn odd_hands() {
    yes("13579", 1, &["1c 1c 3c 3c 3c 5c 5c 7c 7c 7c 9c 9c 9c 9c"]);
    yes("13579", 2, &["Nw Nw 1b 1b 1b 1b 5d 5d 5d 5d 9b 9b 9b 9b"]);
    yes("13579", 3, &["1b 3b 5b 7b 7b 7b 7b 1c 3c 5c 9c 9c 9c 9c"]);
    yes("13579", 4, &["3b 3b 3b 3b 5b 5b 5b 7c 7c 7c 7c Rd Rd Rd"]);
    yes("13579", 5, &["Fl Fl Fl 1d 3d 5d 7d 9d 7b 7b 7b 9c 9c 9c"]);
    yes("13579", 6, &["3b 3b 3b 7b 7b 7b 3c 3c 3c 3c 7c 7c 7c 7c"]);
}

#[test]
fn wind_and_dragon_hands() {
    yes(
        "Winds-Dragons",
        1,
        &["Nw Nw Nw Rd Rd Rd Ew Ew Ew Gd Gd Gd Sw Sw"],
    );
    // Two colours are two suits, so two different dragons.
    no(
        "Winds-Dragons",
        1,
        &["Nw Nw Nw Rd Rd Rd Ew Ew Ew Rd JK JK Sw Sw"],
    );
    yes(
        "Winds-Dragons",
        2,
        &["Fl Fl Fl Fl Nw Nw Nw Nw Wd Wd Sw Sw Sw Sw"],
    );
    yes(
        "Winds-Dragons",
        3,
        &["Nw Nw Sw Sw Rd Rd Rd Gd Gd Gd Wd Wd Wd JK"],
    );
    yes(
        "Winds-Dragons",
        4,
        &["Ew Ew Ww Ww Ww Ww Gd Gd Gd Gd Fl Fl Fl Fl"],
    );
    yes(
        "Winds-Dragons",
        5,
        &["Nw Nw Nw Nw JK Sw Sw Sw Sw JK Rd Rd Rd Rd"],
    );
    yes(
        "Winds-Dragons",
        6,
        &["Fl Fl Fl Nw Nw Nw Sw Sw Sw Ew Ew Ew Ww Ww"],
    );
    // A joker in a pair is refused, concealed or exposed.
    no(
        "Winds-Dragons",
        6,
        &[
            "Fl Fl Fl Nw Nw Nw Sw Sw Sw Ew Ew Ew Ww JK",
            "Fl Fl Fl Nw Nw Nw Sw Sw Sw Ew Ew Ew [Ww JK]",
        ],
    );
}

#[test]
fn three_six_nine_hands() {
    yes("369", 1, &["3b 3b 3b 6b 6b 6b 9b 9b 9b 9b 3c 3c 6c 6c"]);
    yes("369", 2, &["Nw Nw 3b 3b 3b 3b 6c 6c 9c 9c 3d 3d 3d 3d"]);
    yes("369", 3, &["Fl Fl 3b 6b 9b 6c 6c 6c 9c 9c 9c 3d 6d 9d"]);
    yes("369", 4, &["3b 3b 6b 6b 6b 6b 9b 9b Gd Gd Gd 3c 6c 9c"]);
    yes("369", 5, &["3b 3b 3b 6c 6c 6c 9d 9d 9d Wd Wd Wd Wd Fl"]);
}

#[test]
fn singles_and_pairs_hands() {
    let sp = "Singles & Pairs";
    let plain = matches("Fl Fl Nw Nw Ew Ew Ww Ww Sw Sw Rd Rd Gd Gd");
    // No joker, but no jokerless bonus either: these hands never take jokers.
    assert_eq!(plain, [(sp.to_string(), 1, 0, false)]);
    no(sp, 1, &["Fl Fl Nw Nw Ew Ew Ww Ww Sw Sw Rd Rd Gd JK"]);
    yes(sp, 2, &["Fl Fl 1b 1b 3b 3b 5b 5b 7b 7b 9b 9b Wd Wd"]);
    yes(sp, 3, &["2b 4b 6b 8b 2c 4c 6c 8c 2d 2d 8d 8d Wd Wd"]);
    yes(sp, 4, &["Fl Fl 2b Wd 2b 6b 2c Wd 2c 6c 2d 2d 6d 6d"]);
    yes(
        sp,
        5,
        &[
            "7b 7b 8b 8b 9b 9b 7c 7c 8c 8c 9c 9c Wd Wd",
            "1b 1b 2b 2b 3b 3b 1c 1c 2c 2c 3c 3c Wd Wd",
        ],
    );
    yes(sp, 6, &["1d 2d 3d 4d 5d 6d 7d 8d 9d Nw Ew Ww Sw Wd"]);
    // Claimed for mah jongg, the last pair is the one exposure a C hand may show.
    yes(sp, 2, &["Fl Fl 1b 1b 3b 3b 5b 5b 7b 7b 9b 9b [Wd Wd]"]);
}

#[test]
fn all_joker_groups_are_accepted_in_concealed_hands_and_exposures() {
    let c = "2b 2b JK JK JK JK 6b 6b 8b 8b 8b 8b Nw Sw";
    let m = match_hand(card(), &hand(c));
    let line6 = m
        .iter()
        .find(|m| m.section == "2468" && m.line == 6)
        .expect("a kong of jokers in a C hand");
    assert_eq!(line6.xc, Xc::C);
    assert_eq!(line6.value, 35);
    assert!(!line6.jokerless);
    yes(
        "2026",
        2,
        &[
            "Fl JK JK JK Wd Wd Wd 2c 2c 2c 6d 6d 6d 6d",
            "Fl Wd Wd Wd 2c 2c 2c 6d 6d 6d 6d [JK JK JK]",
        ],
    );
}

#[test]
fn concealed_hands_show_nothing_but_the_final_claim() {
    let h = "2b 2b 4b 4b 4b 4b 6b 6b 8b 8b 8b 8b Nw Sw";
    yes("2468", 6, &[h]);
    // The final claim is the single North: allowed.
    yes("2468", 6, &["2b 2b 4b 4b 4b 4b 6b 6b 8b 8b 8b 8b Sw [Nw]"]);
    // A kong exposed earlier, then the claim: too many exposures for a C hand.
    no(
        "2468",
        6,
        &["2b 2b 6b 6b 8b 8b 8b 8b Sw [4b 4b 4b 4b] [Nw]"],
    );
}

#[test]
fn x_hands_expose_pungs_and_up_then_the_final_claim() {
    yes(
        "2026",
        1,
        &["2c Wd 2c 6c 6b 6b 6b 6b [Gd Gd JK] [Fl Fl Fl]"],
    );
    // The pair of flowers claimed last, for mah jongg.
    yes("2468", 1, &["2b 4b 6b 8b 8b 8b 2c 4c 6c 8c 8c JK [Fl Fl]"]);
    // A pair exposed before another exposure was never a legal claim.
    no(
        "2468",
        1,
        &["2b 4b 6b 8b 8b 8b 2c 4c 6c [Fl Fl] [8c 8c JK]"],
    );
    // Each exposure must be a whole group of the hand: a pung is not the kong.
    no("2026", 1, &["Fl Fl Fl 2c Wd 2c 6c 6b Gd Gd Gd [6b 6b 6b]"]);
}

#[test]
fn hands_of_the_wrong_size_complete_nothing() {
    assert!(matches("Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd").is_empty());
    assert!(matches("Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd Gd").is_empty());
}

#[test]
fn exposures_are_checked_against_x_hands() {
    let e = |t: &str| Exposure::parse(t).unwrap_or_else(|err| panic!("{t}: {err}"));
    let card = card();
    assert!(exposure_fits(card, &e("6b 6b 6b JK"), &[]));
    assert!(exposure_fits(card, &e("Gd Gd Gd"), &[e("6b 6b 6b JK")]));
    assert!(exposure_fits(card, &e("JK JK JK JK JK"), &[]));
    // No X hand has kongs of 1, 5 and 9 in one suit.
    assert!(!exposure_fits(
        card,
        &e("1b 1b 1b 1b"),
        &[e("9b 9b 9b 9b"), e("5b 5b 5b 5b")]
    ));
    // No hand has a sextet.
    assert!(!exposure_fits(card, &e("Nw Nw Nw Nw Nw Nw"), &[]));
    // Pairs are never exposed during play.
    assert!(!exposure_fits(card, &e("Fl Fl"), &[]));
    // Winds quint next to a South quint: line 5 of Winds-Dragons.
    assert!(exposure_fits(
        card,
        &e("Nw Nw Nw Nw JK"),
        &[e("Sw Sw Sw JK JK")]
    ));
    assert!(!exposure_fits(
        card,
        &e("Nw Nw Nw Nw JK"),
        &[e("Ew Ew Ew JK JK")]
    ));
}

#[test]
fn distances_point_at_the_nearest_line() {
    // One tile off 2468 line 4 (a 7b where the hand wants the 8b).
    let far = distances(card(), &hand("2b 4b 6b 7b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d"));
    let (first, n) = far[0];
    assert_eq!(n, 1);
    assert_eq!(card().label(first), "2468, line 4");
    assert!(
        far.windows(2).all(|w| w[0].1 <= w[1].1),
        "sorted nearest first"
    );
    // Every hand of the card is listed when nothing is exposed.
    assert_eq!(far.len(), card().hands().count());
    // A complete hand is at distance 0 from what it completes.
    let far = distances(card(), &hand("2b 4b 6b 8b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d"));
    assert_eq!(far[0].1, 0);
}

/// A card whose only hand no practice-card win in the test below holds.
const WINDS_ONLY: &str = r#"Card(
    name: "winds only",
    sections: [
        Section(name: "Winds", lines: [
            Line(hand: "NNNN EEEE WWWW SS", xc: X, value: 25),
        ]),
    ],
)
"#;

#[test]
fn a_declared_win_is_checked_against_the_card_the_game_is_played_to() {
    use mjref::table::{WinCheck, win_is_valid};
    let ruleset = mjref::rules::builtin::load("american")
        .expect("known")
        .expect("loads");
    let g = mjref::situations::generate(&ruleset, "AM-PAY-01", 3).expect("generates");
    let mut table = ruleset.initial_table(&g.scenario).expect("builds");
    for (i, event) in g.scenario.events.iter().enumerate() {
        table.apply(i, event).expect("replays");
    }
    let winner = *table.declared().first().expect("someone declared");
    assert!(win_is_valid(
        &table,
        winner,
        WinCheck::AmericanCard,
        Some(card())
    ));
    assert!(win_is_valid(&table, winner, WinCheck::AmericanCard, None));
    let other = Card::parse("winds.ron", WINDS_ONLY).expect("loads");
    assert!(!win_is_valid(
        &table,
        winner,
        WinCheck::AmericanCard,
        Some(&other)
    ));
}
