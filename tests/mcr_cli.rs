//! `mjref mcr fan` as a user meets it: output, batch lines, errors and exit codes.

mod support;

use support::{mjref_in_english as mjref, text};

#[test]
fn one_hand_prints_the_total_then_each_fan() {
    let o = mjref(
        &[
            "mcr",
            "fan",
            "1112345678999m2m",
            "--self-drawn",
            "--flowers",
            "2",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "Total: 95 fan (93 + 2 flowers), meets the 8-fan minimum\n\
         \x20 88  Nine Gates\n\
         \x20  2  Two Concealed Pungs\n\
         \x20  1  Short Straight\n\
         \x20  1  Pung of Terminals or Honors\n\
         \x20  1  Self-Drawn\n\
         \x20  2  Flower Tiles ×2 (1 each)\n"
    );
}

#[test]
fn a_false_win_says_so() {
    let o = mjref(
        &[
            "mcr",
            "fan",
            "[234p,1]567s234m88pWWW",
            "--flowers",
            "2",
            "--seat",
            "S",
        ],
        "",
    );
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(
        out.starts_with("Total: 4 fan (2 + 2 flowers), under the 8-fan minimum: a false win\n"),
        "{out}"
    );
}

#[test]
fn winds_and_settings_are_options() {
    let o = mjref(
        &[
            "mcr",
            "fan",
            "[SSS,2]123m456m78m99p9m",
            "--prevalent",
            "S",
            "--seat",
            "south",
        ],
        "",
    );
    let out = text(&o.stdout);
    assert!(
        out.contains("Prevalent Wind") && out.contains("Seat Wind"),
        "{out}"
    );
    let o = mjref(
        &[
            "mcr",
            "fan",
            "[1111s][9999m]123p456p5s5s",
            "--two-concealed-kongs",
            "8",
        ],
        "",
    );
    let out = text(&o.stdout);
    assert!(out.starts_with("Total: 15 fan"), "{out}");
    assert!(out.contains("   8  Two Concealed Kongs\n"), "{out}");
    let o = mjref(
        &[
            "mcr",
            "fan",
            "[1111s][9999m,2]123p456p5s5s",
            "--melded-and-concealed-kong",
            "5",
        ],
        "",
    );
    assert!(text(&o.stdout).contains("   5  Melded and Concealed Kong\n"));
}

#[test]
fn bad_input_exits_2_with_the_reason() {
    for (hand, needle) in [
        ("123m456p789s11sEE", "13 loose tiles"),
        ("123m45E", "column 5"),
        ("123m456p789s11sEEW", "not a winning hand"),
    ] {
        let o = mjref(&["mcr", "fan", hand], "");
        assert_eq!(o.status.code(), Some(2), "{hand}");
        assert!(
            text(&o.stderr).contains(needle),
            "{hand}: {}",
            text(&o.stderr)
        );
    }
    let o = mjref(&["mcr", "fan", "123m456p789sEEECC", "--seat", "X"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("not a wind"));
}

#[test]
fn batch_prints_one_line_per_input_line_and_goes_on_after_errors() {
    let input = "\
1112345678999m2m self_drawn=1 flowers=2
# a comment

123m456p789s11sEE
123m456p789sEEECC last_tile=1 colour=red
[234m,1][567p,2][345s,3]88sWW8s
123m456p789sEEECC prevalent=S seat=W kong=1 wall_last=1
123m456p789sEEECC prevalent=X
";
    let o = mjref(&["mcr", "fan", "--batch"], input);
    assert!(o.status.success());
    let out = text(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 8, "{out}");
    assert_eq!(
        lines[0],
        "95\tNine Gates 88, Two Concealed Pungs 2, Short Straight 1, \
         Pung of Terminals or Honors 1, Self-Drawn 1, Flower Tiles 1x2"
    );
    assert_eq!((lines[1], lines[2]), ("", ""));
    assert!(
        lines[3].starts_with("error: 13 loose tiles"),
        "{}",
        lines[3]
    );
    assert_eq!(lines[4], "error: unknown key `colour`");
    assert_eq!(lines[5], "8\tChicken Hand 8");
    // The robbed-kong flag is dropped: the winner held a C already.
    assert_eq!(
        lines[6],
        "26\tMixed Straight 8, Last Tile Claim 8, All Types 6, Concealed Hand 2, \
         Pung of Terminals or Honors 1, Single Wait 1"
    );
    assert_eq!(
        lines[7], "error: `X` is not a wind: use E, S, W or N",
        "a batch refusal is plain English"
    );
}

#[test]
fn batch_ties_lists_every_best_reading() {
    let o = mjref(
        &["mcr", "fan", "--batch", "--ties"],
        "1112444456pFFF3p last_tile=1\n",
    );
    let out = text(&o.stdout);
    let (total, readings) = out.trim_end().split_once('\t').expect("tab");
    assert_eq!(total, "19");
    let readings: Vec<&str> = readings.split(" | ").collect();
    assert_eq!(readings.len(), 2, "{out}");
    assert!(readings.iter().any(|r| r.contains("Short Straight")));
    assert!(
        readings
            .iter()
            .any(|r| r.contains("Pung of Terminals or Honors"))
    );
}

#[test]
fn the_examples_in_the_help_work() {
    let help = text(&mjref(&["mcr", "fan", "--help"], "").stdout);
    let examples: Vec<&str> = help
        .lines()
        .filter_map(|l| l.trim().strip_prefix("mjref mcr fan "))
        .filter(|l| !l.contains("--batch"))
        .collect();
    assert!(examples.len() >= 2, "{help}");
    for example in examples {
        let args: Vec<&str> = ["mcr", "fan"]
            .into_iter()
            .chain(example.split_whitespace().map(|a| a.trim_matches('"')))
            .collect();
        let o = mjref(&args, "");
        assert!(o.status.success(), "{example}: {}", text(&o.stderr));
    }
    let line = help
        .lines()
        .find(|l| l.trim_start().starts_with("[SSSS]"))
        .expect("a batch example");
    let o = mjref(&["mcr", "fan", "--batch"], line.trim());
    assert!(!text(&o.stdout).starts_with("error"), "{}", text(&o.stdout));
}

/// A fan count reads no ruleset, card, tile style or progress: its help lists only its
/// own options, and the trainer's options given to it are refused with the reason.
#[test]
fn fan_help_lists_only_its_own_options() {
    let o = mjref(&["mcr", "fan", "--help"], "");
    assert!(o.status.success());
    let help = text(&o.stdout);
    assert!(help.contains("--self-drawn"), "{help}");
    for other in [
        "--card",
        "--ruleset",
        "--rules-dir",
        "--tiles",
        "--profile",
        "--data-dir",
    ] {
        assert!(!help.contains(other), "{other} in\n{help}");
    }
    let o = mjref(&["mcr", "fan", "1112345678999m2m", "--card", "x.ron"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("does not use --card"),
        "{}",
        text(&o.stderr)
    );
    let o = mjref(
        &["mcr", "fan", "1112345678999m2m", "--ruleset", "american"],
        "",
    );
    assert_eq!(
        o.status.code(),
        Some(2),
        "an American ruleset counts no fan"
    );
    let o = mjref(&["mcr", "fan", "1112345678999m2m", "--ruleset", "mcr"], "");
    assert!(
        o.status.success(),
        "--ruleset mcr agrees: {}",
        text(&o.stderr)
    );
    // Before the command they belong to the trainer and change nothing here.
    let o = mjref(
        &[
            "--profile",
            "p",
            "mcr",
            "fan",
            "1112345678999m2m",
            "--self-drawn",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
}

/// A hand written with spaces, as the single form takes it, reads in a batch too (issue
/// 31, section 2: "`EEE` is not key=value").
#[test]
fn a_batch_hand_may_have_spaces() {
    let single = mjref(&["mcr", "fan", "111m 2345678m 999m 2m", "--self-drawn"], "");
    let batch = mjref(
        &["mcr", "fan", "--batch"],
        "111m 2345678m 999m 2m self_drawn=1\n1112345678999m2m self_drawn=1\n",
    );
    assert!(batch.status.success());
    let out = text(&batch.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0], lines[1], "{out}");
    assert!(lines[0].contains("Nine Gates 88"), "{out}");
    assert!(single.status.success(), "{}", text(&single.stderr));
}
