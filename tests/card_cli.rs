//! `mjref card …` as a user meets it: output and exit codes.

use std::process::{Command, Output};

fn mjref(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mjref"))
        // These tests read English; the language a machine is set to is not theirs.
        .env("MJREF_LANG", "en")
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("mjref runs")
}

fn text(o: &[u8]) -> String {
    String::from_utf8_lossy(o).into_owned()
}

fn tmp(name: &str, contents: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mjref-card-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write card");
    path
}

#[test]
fn a_complete_hand_names_its_line_value_and_jokers() {
    let o = mjref(&["card", "check", "Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("completes 1 hand"), "{out}");
    assert!(out.contains("2026, line 1"), "{out}");
    assert!(out.contains("X 25"), "{out}");
    assert!(out.contains("jokerless"), "{out}");

    let o = mjref(&[
        "card",
        "check",
        "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]",
    ]);
    let out = text(&o.stdout);
    assert!(out.contains("with jokers"), "{out}");
}

#[test]
fn an_incomplete_hand_lists_the_nearest_lines() {
    let o = mjref(&[
        "card",
        "check",
        "2b 4b 6b 7b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d",
        "--nearest",
        "3",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("completes no hand"), "{out}");
    assert!(out.contains("   1  2468, line 4:"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("  ")).count(),
        3,
        "{out}"
    );
}

#[test]
fn a_joker_in_a_pair_is_explained() {
    let o = mjref(&[
        "card",
        "check",
        "Fl Fl Fl Nw Nw Nw Sw Sw Sw Ew Ew Ew [Ww JK]",
    ]);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(
        out.contains("jokers never stand in a single or a pair"),
        "{out}"
    );
}

#[test]
fn bad_hands_exit_2_with_a_message() {
    for (hand, needle) in [
        ("Fl Fl 5x", "`5x` is not a tile"),
        ("Fl Fl 2b", "it has 3 tiles"),
        ("2b 2b 2b 2b 2b", "only 4"),
        ("2b [2b 2b", "not closed"),
    ] {
        let o = mjref(&["card", "check", hand]);
        assert_eq!(o.status.code(), Some(2), "{hand}");
        let err = text(&o.stderr);
        assert!(err.contains(needle), "{hand}: {err}");
    }
}

#[test]
fn a_transcribed_card_is_used_and_its_errors_located() {
    let good = tmp(
        "good.ron",
        r#"Card(name: "club card", sections: [
    Section(name: "Winds", lines: [
        Line(hand: "NNNN EEE WWW SSSS", xc: X, value: 25),
    ]),
])"#,
    );
    let o = mjref(&[
        "card",
        "check",
        "Nw Nw Nw Nw Ew Ew Ew Ww Ww JK Sw Sw Sw Sw",
        "--card",
        good.to_str().expect("utf-8 path"),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("club card"), "{out}");
    assert!(out.contains("Winds, line 1"), "{out}");

    let bad = tmp(
        "bad.ron",
        r#"Card(name: "club card", sections: [
    Section(name: "Winds", lines: [
        Line(hand: "NNNN EEE WWW SSS", xc: X, value: 25),
    ]),
])"#,
    );
    let o = mjref(&[
        "card",
        "check",
        "Nw Nw Nw Nw Ew Ew Ew Ww Ww JK Sw Sw Sw Sw",
        "--card",
        bad.to_str().expect("utf-8 path"),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains("bad.ron:3:21:"), "{err}");
    assert!(err.contains("13 tiles"), "{err}");

    let o = mjref(&["card", "show", "--card", "/nonexistent/card.ron"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("cannot read"));
}

#[test]
fn show_prints_the_whole_card() {
    let o = mjref(&["card", "show"]);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(
        out.starts_with("mjref practice card 2026 (50 lines, lowest value 25)"),
        "{out}"
    );
    for section in ["2026", "2468", "Quints", "Singles & Pairs"] {
        assert!(out.lines().any(|l| l == section), "{section}:\n{out}");
    }
    assert!(out.contains("123456789g NEWS 0"), "{out}");
}

#[test]
fn the_quiz_engine_uses_a_transcribed_card() {
    // The practice card transcribed to a file: payments come from its values.
    let root = env!("CARGO_MANIFEST_DIR");
    let card = format!("{root}/rulesets/american/cards/practice.ron");
    let scenario = mjref(&[
        "scenario",
        "--article",
        "AM-PAY-02",
        "--seed",
        "0",
        "--card",
        &card,
    ]);
    assert!(scenario.status.success(), "{}", text(&scenario.stderr));
    let file = tmp("pay02.ron", &text(&scenario.stdout));
    let judged = mjref(&["judge", file.to_str().unwrap_or_default(), "--card", &card]);
    assert!(judged.status.success(), "{}", text(&judged.stderr));
    assert!(
        text(&judged.stdout).contains("In figures"),
        "{}",
        text(&judged.stdout)
    );
    // A card that is not there is named in the error.
    let missing = mjref(&["quiz", "--plain", "--card", "/no/such/card.ron"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).contains("/no/such/card.ron"));
}
