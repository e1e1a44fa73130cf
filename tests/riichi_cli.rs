//! `mjref riichi score` as a user meets it: the score of one hand, batch lines, errors and
//! exit codes. Expected figures are worked out by hand from the scoring rules.

mod support;

use support::{mjref_in_english as mjref, text};

#[test]
fn one_hand_prints_its_value_its_yaku_and_who_pays() {
    // Riichi, menzen tsumo, pinfu, tanyao and the 2m as dora: 5 han, a mangan, drawn by
    // South: 4000 from the dealer, 2000 from each of the others.
    let o = mjref(
        &[
            "riichi",
            "score",
            "34m456p345678s66s2m",
            "--tsumo",
            "--riichi",
            "--seat",
            "S",
            "--dora",
            "1m",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "5 han 20 fu · mangan\n\
         \x20  1  Riichi\n\
         \x20  1  Menzen tsumo\n\
         \x20  1  Pinfu\n\
         \x20  1  Tanyao\n\
         \x20  1  Dora\n\
         Pays 4000 from the dealer and 2000 from each other player (counters included)\n"
    );
}

#[test]
fn a_win_without_yaku_is_no_win() {
    let o = mjref(&["riichi", "score", "234m456p78s99s9s [789p]"], "");
    assert!(o.status.success());
    assert_eq!(
        text(&o.stdout),
        "No win: the hand is complete but has no yaku (dora are not yaku)\n"
    );
}

#[test]
fn the_editions_switches_change_the_value() {
    // Riichi, pinfu, tanyao and a dora: 4 han 30 fu, 7700 to a non-dealer by EMA 2016;
    // rounded up to a mangan where kiriage is used (WRC 2015).
    let args = [
        "riichi",
        "score",
        "23m456p345678s66s4m",
        "--riichi",
        "--seat",
        "S",
        "--dora",
        "5p",
    ];
    let plain = text(&mjref(&args, "").stdout);
    assert!(
        plain.ends_with("Pays 7700 from the discarder (counters included)\n"),
        "{plain}"
    );
    let mut kiriage = args.to_vec();
    kiriage.push("--kiriage");
    let up = text(&mjref(&kiriage, "").stdout);
    assert!(up.starts_with("4 han 30 fu · mangan\n"), "{up}");
    assert!(
        up.ends_with("Pays 8000 from the discarder (counters included)\n"),
        "{up}"
    );
    // An edition's switches at once, from the ruleset's data: WRC 2015 uses kiriage,
    // EMA 2016 does not.
    for (edition, pays) in [("wrc2015", 8000), ("ema2016", 7700)] {
        let mut with = args.to_vec();
        with.extend(["--edition", edition]);
        let plain = text(&mjref(&with, "").stdout);
        assert!(
            plain.ends_with(&format!(
                "Pays {pays} from the discarder (counters included)\n"
            )),
            "{edition}: {plain}"
        );
    }
    // An edition the ruleset does not have is refused with the ones it has; with a
    // switch beside it, clap refuses the two together.
    let mut unknown = args.to_vec();
    unknown.extend(["--edition", "wrc2022"]);
    let out = mjref(&unknown, "");
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    assert!(
        said.contains("wrc2022") && said.contains("ema2016, wrc2015"),
        "{said}"
    );
    let mut both = args.to_vec();
    both.extend(["--edition", "wrc2015", "--kiriage"]);
    assert_eq!(mjref(&both, "").status.code(), Some(2));
}

#[test]
fn bad_input_exits_2_with_the_reason() {
    for (hand, needle) in [
        ("123m45", "column 5"),
        ("11111m234p", "1m appears 5 times"),
        ("123m [124p]", "column 6"),
    ] {
        let o = mjref(&["riichi", "score", hand], "");
        assert_eq!(o.status.code(), Some(2), "{hand}");
        assert!(
            text(&o.stderr).contains(needle),
            "{hand}: {}",
            text(&o.stderr)
        );
    }
    let o = mjref(
        &["riichi", "score", "23m456p345678s66s4m", "--seat", "X"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("not a wind"));
    // A flag no table allows with the others is refused, not scored.
    let o = mjref(&["riichi", "score", "23m456p345678s66s4m", "--ippatsu"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("ippatsu needs a riichi"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn batch_prints_one_line_per_input_line_and_goes_on_after_errors() {
    let input = "\
34m456p345678s66s2m tsumo=1 riichi=1 seat=S dora=1m
# a comment

234m456p78s99s9s [789p]
123m456p789s11z22z
23m456p345678s66s4m colour=red
555z666z777z11z22z2z
23m456p345678s66s4m riichi=1 tsumo=1 haitei=1 seat=W round=S honba=2
23m456p345678s66s4m houtei=1 tsumo=1
";
    let o = mjref(&["riichi", "score", "--batch"], input);
    assert!(o.status.success());
    let out = text(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9, "{out}");
    assert_eq!(
        lines[0],
        "5 20 4000/2000 | riichi 1, menzen_tsumo 1, pinfu 1, tanyao 1, dora 1"
    );
    assert_eq!((lines[1], lines[2]), ("", ""));
    assert_eq!(lines[3], "no-win: no-yaku");
    assert_eq!(lines[4], "no-win: tile-count");
    assert_eq!(lines[5], "error: unknown key `colour`");
    // Big three dragons and all honours: one yakuman where they do not add up; the
    // dealer's ron (seat East by default).
    assert_eq!(lines[6], "Y1 0 48000 | daisangen 1");
    // Two counters: 100 more from each payer of a self-draw.
    assert_eq!(
        lines[7],
        "5 20 4200/2200 | riichi 1, menzen_tsumo 1, haitei 1, pinfu 1, tanyao 1"
    );
    assert_eq!(lines[8], "error: houtei does not go with a self-draw");
}

#[test]
fn the_examples_in_the_help_work() {
    let help = text(&mjref(&["riichi", "score", "--help"], "").stdout);
    let examples: Vec<&str> = help
        .lines()
        .filter_map(|l| l.trim().strip_prefix("mjref riichi score "))
        .filter(|l| !l.contains("--batch"))
        .collect();
    assert!(examples.len() >= 2, "{help}");
    for example in examples {
        let mut args = vec!["riichi", "score"];
        let (hand, rest) = match example.strip_prefix('"') {
            Some(quoted) => quoted.split_once('"').expect("closing quote"),
            None => example.split_once(' ').unwrap_or((example, "")),
        };
        args.push(hand);
        args.extend(rest.split_whitespace());
        let o = mjref(&args, "");
        assert!(o.status.success(), "{example}: {}", text(&o.stderr));
        assert!(!text(&o.stdout).starts_with("No win"), "{example}");
    }
    let line = help
        .lines()
        .find(|l| l.trim_start().starts_with("34m456p345678s66s2m tsumo=1"))
        .expect("a batch example");
    let o = mjref(&["riichi", "score", "--batch"], line.trim());
    let out = text(&o.stdout);
    assert!(
        !out.starts_with("error") && !out.starts_with("no-win"),
        "{out}"
    );
}

#[test]
fn the_trainers_options_are_refused_with_the_reason() {
    let o = mjref(
        &["riichi", "score", "23m456p345678s66s4m", "--card", "x.ron"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("does not use --card"),
        "{}",
        text(&o.stderr)
    );
    let help = text(&mjref(&["riichi", "score", "--help"], "").stdout);
    assert!(
        help.contains("--kiriage") && !help.contains("--card"),
        "{help}"
    );
}

#[test]
fn a_quiz_on_one_edition_judges_every_question_under_it() {
    let input = "1\n".repeat(8);
    let run = |extra: &[&str]| {
        let mut args = vec![
            "--ruleset",
            "riichi",
            "quiz",
            "--plain",
            "--no-save",
            "--seed",
            "5",
            "--count",
            "8",
            "--width",
            "200",
        ];
        args.extend(extra);
        let o = mjref(&args, &input);
        assert!(o.status.success(), "{}", text(&o.stderr));
        text(&o.stdout)
    };
    let editions = |out: &str| -> Vec<bool> {
        out.lines()
            .filter(|l| l.starts_with("Rules:"))
            .map(|l| l.contains("World Riichi Championship Rules (2015)"))
            .collect()
    };
    // Left to themselves, these questions are asked under both editions.
    let own = editions(&run(&[]));
    assert_eq!(own.len(), 8);
    assert!(own.iter().any(|wrc| !wrc), "{own:?}");
    // Under --edition (any case), every one is WRC 2015, and the commands to meet them
    // again say so.
    let out = run(&["--edition", "WRC2015"]);
    assert_eq!(editions(&out), vec![true; 8]);
    assert!(out.contains("give --edition wrc2015 as well"), "{out}");
    assert!(
        out.contains("mjref quiz --ruleset riichi --edition wrc2015 --question "),
        "{out}"
    );
}

#[test]
fn an_edition_the_ruleset_lacks_is_refused_with_those_it_has() {
    let o = mjref(
        &[
            "--ruleset",
            "riichi",
            "quiz",
            "--plain",
            "--edition",
            "ema2012",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        text(&o.stderr),
        "mjref: --edition: the ruleset riichi has no edition \"ema2012\"; it has: ema2016, wrc2015\n"
    );
}
