//! The command line as a user meets it: every command, its output and its exit code.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn mjref(args: &[&str], stdin: &str) -> Output {
    mjref_in(args, stdin, &tmp("data"), "C.UTF-8")
}

/// mjref with its progress kept in `data` (a plain quiz saves its answers) and the locale
/// `lang`.
fn mjref_in(args: &[&str], stdin: impl AsRef<[u8]>, data: &std::path::Path, lang: &str) -> Output {
    mjref_env(args, stdin, data, lang, &[])
}

/// `mjref_in` with `vars` (name, value) set besides.
fn mjref_env(
    args: &[&str],
    stdin: impl AsRef<[u8]>,
    data: &std::path::Path,
    lang: &str,
    vars: &[(&str, &str)],
) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .args(args)
        .envs(vars.iter().copied())
        .env("NO_COLOR", "1")
        .env("MJREF_DATA_DIR", data)
        .env_remove("LC_ALL")
        .env_remove("LC_CTYPE")
        .env_remove("LC_MESSAGES")
        .env_remove("MJREF_LANG")
        // No language or tile style kept from a trainer run on this machine.
        .env("MJREF_CONFIG_DIR", data.with_extension("config"))
        .env("LANG", lang)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mjref starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_ref())
        .expect("write stdin");
    child.wait_with_output().expect("mjref ends")
}

fn text(o: &[u8]) -> String {
    String::from_utf8_lossy(o).into_owned()
}

fn tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mjref-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

#[test]
fn help_teaches_with_examples() {
    let o = mjref(&["--help"], "");
    assert!(o.status.success());
    let out = text(&o.stdout);
    for needle in [
        "quiz",
        "scenario",
        "judge",
        "articles",
        "Examples:",
        "--tiles",
        "Exit codes",
    ] {
        assert!(out.contains(needle), "--help lacks {needle}:\n{out}");
    }
}

#[test]
fn plain_quiz_asks_checks_and_summarises() {
    let o = mjref(
        &["quiz", "--plain", "--seed", "5", "--count", "3"],
        "1\n2\n3\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert_eq!(out.matches("What is the ruling?").count(), 3, "{out}");
    assert!(out.contains("  1) ") && out.contains("  2) "), "{out}");
    assert!(
        out.contains("Summary:") && out.contains("out of 3 asked"),
        "{out}"
    );
    assert!(out.contains("Source:"), "{out}");
}

#[test]
fn plain_quiz_is_the_same_for_the_same_seed() {
    let a = mjref(
        &["quiz", "--plain", "--seed", "42", "--count", "4"],
        "1\n1\n1\n1\n",
    );
    let b = mjref(
        &["quiz", "--plain", "--seed", "42", "--count", "4"],
        "1\n1\n1\n1\n",
    );
    assert_eq!(text(&a.stdout), text(&b.stdout));
    let c = mjref(
        &["quiz", "--plain", "--seed", "43", "--count", "4"],
        "1\n1\n1\n1\n",
    );
    assert_ne!(text(&a.stdout), text(&c.stdout));
}

#[test]
fn plain_quiz_stops_cleanly_at_end_of_input() {
    let o = mjref(&["quiz", "--plain", "--seed", "1", "--count", "5"], "2\n");
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("out of 1 asked"), "{out}");
}

#[test]
fn plain_quiz_reasks_on_a_bad_answer() {
    let o = mjref(
        &["quiz", "--plain", "--seed", "1", "--count", "1"],
        "nine\n7\n1\n",
    );
    let out = text(&o.stdout);
    assert_eq!(
        out.matches("Please answer with a number").count(),
        2,
        "{out}"
    );
    assert!(out.contains("out of 1 asked"), "{out}");
}

#[test]
fn drilling_one_article_asks_only_that_article() {
    let o = mjref(
        &[
            "quiz",
            "--plain",
            "--article",
            "am-deal-06",
            "--seed",
            "9",
            "--count",
            "3",
        ],
        "1\n1\n1\n",
    );
    let out = text(&o.stdout);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        out.contains("AM-DEAL-06: ") && !out.contains("AM-DEAL-02: "),
        "{out}"
    );
}

#[test]
fn unknown_article_suggests_close_matches() {
    let o = mjref(&["quiz", "--plain", "--article", "AM-DEAL-2"], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.contains("did you mean") && err.contains("AM-DEAL-02"),
        "{err}"
    );
}

#[test]
fn scenario_and_judge_round_trip() {
    for (article, seed) in [
        ("AM-DEAL-02", 3),
        ("AM-DEAL-03", 8),
        ("AM-DEAL-04", 1),
        ("AM-DEAL-06", 2),
        ("AM-DEAL-07", 5),
    ] {
        let o = mjref(
            &[
                "scenario",
                "--article",
                article,
                "--seed",
                &seed.to_string(),
            ],
            "",
        );
        assert!(o.status.success(), "{}", text(&o.stderr));
        let file = tmp(&format!("{article}-{seed}.ron"));
        std::fs::write(&file, &o.stdout).expect("write scenario");
        let j = mjref(
            &[
                "judge",
                file.to_str().expect("utf-8 path"),
                "--format",
                "json",
            ],
            "",
        );
        assert!(j.status.success(), "{}", text(&j.stderr));
        let all: serde_json::Value = serde_json::from_slice(&j.stdout).expect("judge prints JSON");
        let v = last_ruling(&all);
        assert_eq!(v["article"], article);
        assert!(v["text"].as_array().is_some_and(|a| !a.is_empty()));
        let t = mjref(&["judge", file.to_str().expect("utf-8 path")], "");
        assert!(text(&t.stdout).contains(&format!("Article: {article}")));
    }
}

#[test]
fn scenario_and_judge_take_the_ruleset_from_the_article_and_the_file() {
    // No --ruleset: `scenario` finds the ruleset that holds the article, and `judge`
    // reads the one the file names; given, --ruleset overrides the file.
    for (article, ruleset) in [("MCR-PEN-02", "mcr"), ("mil-70", "millington")] {
        let o = mjref(&["scenario", "--article", article, "--seed", "2"], "");
        assert!(o.status.success(), "{article}: {}", text(&o.stderr));
        assert!(
            text(&o.stdout).contains(&format!("ruleset: \"{ruleset}\"")),
            "{article}: {}",
            text(&o.stdout)
        );
        let file = tmp(&format!("{ruleset}-inferred.ron"));
        std::fs::write(&file, &o.stdout).expect("write scenario");
        let path = file.to_str().expect("utf-8 path");
        let j = mjref(&["judge", path], "");
        assert!(j.status.success(), "{article}: {}", text(&j.stderr));
        assert!(
            text(&j.stdout).contains(&format!("Article: {}", article.to_uppercase())),
            "{article}: {}",
            text(&j.stdout)
        );
        let other = mjref(&["judge", "--ruleset", "american", path], "");
        assert_eq!(other.status.code(), Some(2), "{}", text(&other.stdout));
        assert!(
            text(&other.stderr).contains(ruleset),
            "{}",
            text(&other.stderr)
        );
    }
}

/// The record form of number tiles in `text` rewritten as quoted codes:
/// `Number(Craks, 8)` as `"8c"`.
fn tiles_as_codes(text: &str) -> String {
    let mut out = text.to_string();
    for (suit, letter) in [("Dots", 'd'), ("Bams", 'b'), ("Craks", 'c')] {
        for n in 1..=9 {
            out = out.replace(&format!("Number({suit}, {n})"), &format!("\"{n}{letter}\""));
        }
    }
    out.replace("Wind(East)", "Ew").replace("Joker", "JK")
}

#[test]
fn events_read_tiles_written_as_on_the_walls() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/american/am-call-01-east-calls-8c-while-west-holds-the-pick.ron"
    );
    let case = std::fs::read_to_string(file).expect("case file");
    let start = case.find("Scenario(").expect("has a scenario");
    let end = case.rfind(')').expect("closes");
    let records = case[start..end]
        .trim_end()
        .trim_end_matches(',')
        .to_string();
    let codes = tiles_as_codes(&records);
    assert_ne!(records, codes, "the case names no tile in an event");
    let mut rulings = Vec::new();
    for (name, body) in [("records.ron", &records), ("codes.ron", &codes)] {
        let path = tmp(name);
        std::fs::write(&path, body).expect("write");
        let o = mjref(&["judge", path.to_str().expect("utf-8")], "");
        assert!(o.status.success(), "{name}: {}", text(&o.stderr));
        rulings.push(text(&o.stdout));
    }
    assert_eq!(rulings[0], rulings[1]);
    // A tile that is none is named with its place.
    let wrong = codes.replacen("\"8c\"", "\"8x\"", 1);
    let path = tmp("wrong-tile.ron");
    std::fs::write(&path, &wrong).expect("write");
    let o = mjref(&["judge", path.to_str().expect("utf-8")], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    let line = wrong
        .lines()
        .position(|l| l.contains("8x"))
        .expect("the wrong tile")
        + 1;
    assert!(
        err.contains(&format!("{}:{line}:", path.display())) && err.contains("8x"),
        "{err}"
    );
}

#[test]
fn an_impossible_event_is_named_by_its_line_column_and_number() {
    let o = mjref(&["scenario", "--article", "MIL-70", "--seed", "3"], "");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let written = text(&o.stdout);
    // The first pick from the wall made twice: the second finds the place empty.
    let lines: Vec<&str> = written.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("Picked("))
        .expect("a pick");
    let end = start
        + lines[start..]
            .iter()
            .position(|l| l.trim() == "),")
            .expect("the pick closes");
    let mut twice: Vec<&str> = lines[..=end].to_vec();
    twice.extend_from_slice(&lines[start..=end]);
    twice.extend_from_slice(&lines[end + 1..]);
    // Events are the records one level into the list, eight spaces in.
    let event_start = |l: &&&str| {
        l.starts_with("        ") && l.chars().nth(8).is_some_and(|c| c.is_ascii_uppercase())
    };
    let number = twice[..=end + 1].iter().filter(event_start).count();
    let path = tmp("picked-twice.ron");
    std::fs::write(&path, twice.join("\n")).expect("write");
    let j = mjref(&["judge", path.to_str().expect("utf-8")], "");
    assert_eq!(j.status.code(), Some(2), "{}", text(&j.stdout));
    let err = text(&j.stderr);
    let at = format!("{}:{}:9: event {number}:", path.display(), end + 2);
    assert!(err.contains(&at), "wanted {at}\n{err}");
}

#[test]
fn a_scenario_that_is_not_utf8_is_refused_at_the_byte() {
    let path = tmp("latin1.ron");
    std::fs::write(&path, b"Scenario(\n    note: Some(\"caf\xe9\"),\n)").expect("write");
    let o = mjref(
        &[
            "judge",
            "--ruleset",
            "american",
            path.to_str().expect("utf-8"),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.contains(&format!("{}:2:20:", path.display())) && err.contains("UTF-8"),
        "{err}"
    );
}

#[test]
fn deck_check_reports_each_case_with_its_place() {
    let dir = tmp("deck-check");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("deck folder");
    let case = |name: &str| {
        std::fs::read_to_string(format!("{}/tests/cases/{name}", env!("CARGO_MANIFEST_DIR")))
            .expect("case file")
    };
    let right = case("mcr/mcr-pen-01-east-36-minutes-late.ron");
    std::fs::write(dir.join("1-right.ron"), &right).expect("write");
    // The same case with a wrong expectation written by its author.
    let wrong = right.replacen("case: \"over-30\"", "case: \"over-20\"", 1);
    assert_ne!(wrong, right);
    std::fs::write(dir.join("2-wrong.ron"), &wrong).expect("write");
    // A file cut short: its error has a line and column.
    std::fs::write(
        dir.join("3-broken.ron"),
        "Scenario(\n    format: 1,\n    ruleset: \"mcr\",\n    edition: 2006,\n)",
    )
    .expect("write");
    let o = mjref(&["deck", "check", dir.to_str().expect("utf-8")], "");
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let right_line = format!("{}: MCR-PEN-01 over-30:", dir.join("1-right.ron").display());
    assert!(out.contains(&right_line), "{out}");
    assert!(out.contains("  as expected"), "{out}");
    assert!(
        out.contains("NOT as expected: case over-30 (expected over-20)"),
        "{out}"
    );
    let broken = format!("{}:4:", dir.join("3-broken.ron").display());
    assert!(out.contains(&broken), "{out}");
    assert!(
        out.contains("1 as expected, 1 not as expected, 0 with no expectation, 1 could not"),
        "{out}"
    );
}

/// A folder holding the first `n` judged cases of `ruleset`, as a club's deck.
fn deck_of(name: &str, ruleset: &str, n: usize) -> std::path::PathBuf {
    let dir = tmp(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("deck folder");
    let cases = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(ruleset);
    let mut files: Vec<_> = std::fs::read_dir(cases)
        .expect("cases")
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    for f in files.iter().take(n) {
        std::fs::copy(f, dir.join(f.file_name().expect("a name"))).expect("copy");
    }
    dir
}

#[test]
fn a_deck_of_five_cases_plays_in_plain_mode() {
    let dir = deck_of("deck-plain", "mcr", 5);
    let o = mjref(
        &[
            "quiz",
            "--plain",
            "--no-save",
            "--width",
            "0",
            "--deck",
            dir.to_str().expect("utf-8"),
        ],
        "1\n1\n1\n1\n1\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("5 cases of the deck"), "{out}");
    for n in 1..=5 {
        assert!(
            out.contains(&format!("── Case {n} of 5: ")),
            "case {n}:\n{out}"
        );
    }
    assert!(out.contains("5 asked"), "{out}");
    assert!(
        !out.contains("mjref quiz --question"),
        "a deck case has no replay code"
    );
    // The ruleset is the cases' own: no --ruleset was given.
    assert!(out.contains("Chinese Official"), "{out}");
}

#[test]
fn a_deck_mixing_rulesets_is_refused_at_the_case() {
    let dir = deck_of("deck-mixed", "mcr", 1);
    let other = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases/american/am-call-01-window-closed-seed1.ron");
    std::fs::copy(&other, dir.join("z-american.ron")).expect("copy");
    let o = mjref(
        &["quiz", "--plain", "--deck", dir.to_str().expect("utf-8")],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.contains(&format!("{}:", dir.join("z-american.ron").display()))
            && err.contains("one ruleset"),
        "{err}"
    );
}

#[test]
fn judged_case_scenarios_judge_from_the_command_line() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/american/deal-02-north-missed-last-tile.ron"
    );
    // A judged case wraps a scenario; cut the scenario out as a user would save it.
    let text_in = std::fs::read_to_string(file).expect("case file");
    let start = text_in.find("Scenario(").expect("has a scenario");
    let end = text_in.rfind(')').expect("closes");
    let scenario = text_in[start..end].trim_end().trim_end_matches(',');
    let path = tmp("hand-written.ron");
    std::fs::write(&path, scenario).expect("write");
    let o = mjref(&["judge", path.to_str().expect("utf-8")], "");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.contains("AM-DEAL-02") && out.contains("North takes the next tile"),
        "{out}"
    );
}

#[test]
fn malformed_scenario_names_file_line_and_column() {
    let path = tmp("broken.ron");
    std::fs::write(
        &path,
        "Scenario(\n    format: 1,\n    ruleset: \"american\",\n    edition: 2024,\n)",
    )
    .expect("write");
    let o = mjref(&["judge", path.to_str().expect("utf-8")], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains(&format!("{}:4:", path.display())), "{err}");
}

#[test]
fn a_bad_tile_in_a_wall_is_reported() {
    let path = tmp("bad-tile.ron");
    let good = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/american/deal-06-west-picks-own-wall.ron"
    ))
    .expect("case");
    let start = good.find("Scenario(").expect("scenario");
    let end = good.rfind(')').expect("closes");
    let broken = good[start..end]
        .trim_end()
        .trim_end_matches(',')
        .replacen("1d 1b", "1d 1x", 1);
    std::fs::write(&path, &broken).expect("write");
    let o = mjref(&["judge", path.to_str().expect("utf-8")], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    let line = broken
        .lines()
        .position(|l| l.contains("1x"))
        .expect("present")
        + 1;
    assert!(
        err.contains("`1x` is not a tile") && err.contains(&format!("bad-tile.ron:{line}:")),
        "{err}"
    );
}

#[test]
fn missing_file_is_a_clear_error() {
    let o = mjref(&["judge", "/nonexistent/case.ron"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("/nonexistent/case.ron: cannot read"));
}

#[test]
fn articles_list_and_show() {
    let o = mjref(&["articles"], "");
    let out = text(&o.stdout);
    for id in [
        "AM-DEAL-02",
        "AM-DEAL-03",
        "AM-DEAL-04",
        "AM-DEAL-06",
        "AM-DEAL-07",
    ] {
        assert!(out.contains(id), "{out}");
    }
    let o = mjref(&["articles", "show", "AM-DEAL-04"], "");
    let out = text(&o.stdout);
    assert!(
        out.contains("Sources:") && out.contains("AMJA") && out.contains("back-face-down"),
        "{out}"
    );
}

#[test]
fn house_rules_with_an_unknown_fact_are_refused_with_a_location() {
    let dir = tmp("rules");
    let ruleset_dir = dir.join("american");
    std::fs::create_dir_all(&ruleset_dir).expect("dir");
    let root = env!("CARGO_MANIFEST_DIR");
    std::fs::copy(
        format!("{root}/rulesets/american/ruleset.ron"),
        ruleset_dir.join("ruleset.ron"),
    )
    .expect("copy");
    let articles = std::fs::read_to_string(format!("{root}/rulesets/american/articles.ron"))
        .expect("articles");
    let broken = articles.replacen("Is(\"table_agreed\")", "Is(\"table_agrees\")", 1);
    std::fs::write(ruleset_dir.join("articles.ron"), &broken).expect("write");
    let o = mjref(
        &["articles", "--rules-dir", dir.to_str().expect("utf-8")],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    let line = broken
        .lines()
        .position(|l| l.contains("table_agrees"))
        .expect("present")
        + 1;
    assert!(err.contains(&format!("articles.ron:{line}:")), "{err}");
    assert!(err.contains("unknown fact \"table_agrees\""), "{err}");

    // The untouched copy loads and is used.
    std::fs::write(ruleset_dir.join("articles.ron"), &articles).expect("write");
    let o = mjref(
        &["articles", "--rules-dir", dir.to_str().expect("utf-8")],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
}

#[test]
fn facts_lists_the_vocabulary() {
    let o = mjref(&["facts"], "");
    let out = text(&o.stdout);
    assert!(out.contains("left_of_east_short_one") && out.contains("table_agreed"));
}

#[test]
fn unknown_ruleset_is_bad_input() {
    let o = mjref(&["articles", "--ruleset", "klingon"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("built-in rulesets: american"));
}

#[test]
fn the_documented_example_judges_as_documented() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/examples/north-forgot-last-tile.ron"
    );
    let o = mjref(&["judge", file], "");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("Case: last-picker-short-one"), "{out}");
}

/// `judge --format json` prints one object per matter; the last is the story's.
fn last_ruling(all: &serde_json::Value) -> serde_json::Value {
    let list = all.as_array().expect("judge prints a list of rulings");
    assert!(!list.is_empty(), "no rulings in {all}");
    list[list.len() - 1].clone()
}

/// Cut the scenario out of a judged case file, as a user would save it.
fn scenario_of(case: &str) -> std::path::PathBuf {
    let text =
        std::fs::read_to_string(format!("{}/tests/cases/{case}", env!("CARGO_MANIFEST_DIR")))
            .expect("case file");
    let start = text.find("scenario: ").expect("scenario") + "scenario: ".len();
    let body = text[start..]
        .trim_end()
        .trim_end_matches(')')
        .trim_end()
        .trim_end_matches(',');
    let path = tmp(&case.replace('/', "-"));
    std::fs::write(&path, body).expect("write");
    path
}

#[test]
fn false_mah_jong_costs_three_hundred_to_each_opponent() {
    let path = scenario_of("millington/mil-82-others-exposed-seed3.ron");
    let o = mjref(
        &[
            "judge",
            "--ruleset",
            "millington",
            path.to_str().expect("utf-8"),
            "--format",
            "json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let all: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let v = last_ruling(&all);
    let offender = v["parties"]["offender"].clone();
    let transfers = v["transfers"].as_array().expect("transfers");
    assert_eq!(transfers.len(), 3, "{transfers:?}");
    for t in transfers {
        assert_eq!(t["from"], offender);
        assert_ne!(t["to"], offender);
        assert_eq!(t["amount"], 300);
    }
}

#[test]
fn a_long_hand_pays_the_other_losers_their_hand_values() {
    let path = scenario_of("millington/mil-89-long-hand-seed12.ron");
    let o = mjref(
        &[
            "judge",
            "--ruleset",
            "millington",
            path.to_str().expect("utf-8"),
            "--format",
            "json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let all: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let v = last_ruling(&all);
    let (offender, winner) = (
        v["parties"]["offender"].clone(),
        v["parties"]["winner"].clone(),
    );
    let transfers = v["transfers"].as_array().expect("transfers");
    assert_eq!(transfers.len(), 2, "{transfers:?}");
    for t in transfers {
        assert_eq!(t["from"], offender);
        assert!(t["to"] != offender && t["to"] != winner);
        assert!(t["amount"].is_u64(), "{t}");
    }
}

#[test]
fn judge_rules_every_matter_in_order() {
    // West calls North's live hand dead and North disputes; South then wins: the dispute
    // and the win are both ruled, in that order.
    let path = scenario_of("american/multi-dh-05-disputed-call-then-south-wins.ron");
    let o = mjref(
        &["judge", path.to_str().expect("utf-8"), "--format", "json"],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let all: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let articles: Vec<&str> = all
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|r| r["article"].as_str())
        .collect();
    assert_eq!(articles, ["AM-DH-01", "AM-DH-05", "AM-PAY-02"], "{all}");
    let dispute = &all[1]["transfers"][0];
    assert_eq!(dispute["amount"], 50, "{all}");
    assert_eq!(all[2]["lawful"], true, "{all}");
    let t = mjref(&["judge", path.to_str().expect("utf-8")], "");
    let out = text(&t.stdout);
    assert!(
        out.contains("Matter 2 of 3:") && out.contains("No irregularity: a self-picked mah jongg"),
        "{out}"
    );
}

#[test]
fn a_plain_quiz_saves_its_answers_unless_told_not_to() {
    let saved = tmp("plain-saves");
    let _ = std::fs::remove_dir_all(&saved);
    let args = ["quiz", "--plain", "--seed", "2", "--count", "2"];
    let o = mjref_in(&args, "1\n1\n", &saved, "C.UTF-8");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let files =
        |dir: &std::path::Path| -> usize { std::fs::read_dir(dir).map(|d| d.count()).unwrap_or(0) };
    assert!(files(&saved) > 0, "nothing saved in {}", saved.display());
    let stats = mjref_in(&["stats"], "", &saved, "C.UTF-8");
    let said = text(&stats.stdout);
    assert!(said.contains("2 answers, "), "{said}");
    // Partial credit is a score, said as one; a trend of one day is said in words.
    assert!(said.contains("entirely right; score "), "{said}");
    assert!(said.contains("part marks"), "{said}");
    assert!(said.contains("answers on one day so far"), "{said}");

    let unsaved = tmp("plain-no-save");
    let _ = std::fs::remove_dir_all(&unsaved);
    let mut no_save = args.to_vec();
    no_save.push("--no-save");
    let o = mjref_in(&no_save, "1\n1\n", &unsaved, "C.UTF-8");
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(files(&unsaved), 0, "--no-save wrote progress");
}

#[test]
fn a_plain_quiz_writes_ascii_where_the_locale_is_not_utf8() {
    let args = [
        "quiz", "--plain", "--seed", "4", "--count", "2", "--tiles", "unicode",
    ];
    let utf8 = text(&mjref_in(&args, "1\n1\n", &tmp("data"), "C.UTF-8").stdout);
    assert!(!utf8.is_ascii(), "the UTF-8 run draws box lines and glyphs");
    let c = mjref_in(&args, "1\n1\n", &tmp("data"), "C");
    assert!(c.status.success(), "{}", text(&c.stderr));
    let ascii = text(&c.stdout);
    assert!(ascii.is_ascii(), "{ascii}");
    assert!(ascii.contains("-- Question 1 of 2"), "{ascii}");
}

#[test]
fn a_question_code_replays_that_question() {
    let run = text(
        &mjref(
            &["quiz", "--plain", "--seed", "9", "--count", "3"],
            "1\n1\n1\n",
        )
        .stdout,
    );
    let head = run
        .lines()
        .filter(|l| l.starts_with("── Question"))
        .nth(2)
        .expect("a third question");
    let code = head
        .split("code ")
        .nth(1)
        .and_then(|c| c.split(')').next())
        .expect("a code in the header");
    let options = |out: &str, from: &str| -> Vec<String> {
        out.lines()
            .skip_while(|l| !l.starts_with(from))
            .skip_while(|l| !l.starts_with("What is the ruling?"))
            .skip(1)
            .take(4)
            .map(str::to_string)
            .collect()
    };
    let again = text(&mjref(&["quiz", "--plain", "--question", code], "1\n").stdout);
    assert!(again.contains(code), "{again}");
    assert_eq!(
        options(&again, "── Question 1"),
        options(&run, head),
        "{again}"
    );
    let bad = mjref(&["quiz", "--plain", "--question", "06TK-NHGD"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("--question"),
        "{}",
        text(&bad.stderr)
    );
}

/// A position written by hand: the American worked example of docs/scenario-format.md,
/// without its expectation.
const POSITION: &str = r#"// West calls South's 4c for mah jongg
Scenario(
    format: 2,
    ruleset: "american",
    edition: "2024",
    dealer: East,
    position: Position(
        broken: (wall: South, after: 6),
        turn: West,
        east: (concealed: "1b 2b 3b 5b 6b 7b 1d 1d 2d 3d 4d 5d 6d"),
        south: (concealed: "2c 2c 3c 3c 5c 6c 7c 8c 9c Ew Ew Sw Nw"),
        west: (concealed: "4c 4c 1b 5b 8b Rd Gd Wd 2d 6d", exposed: ["9d 9d JK"]),
        north: (concealed: "1c 1c 1c 2c 5b 5b 6b 6b 8b 8b Wd Wd Fl"),
        discards: ["E 9d claimed by W", "W Ew", "N 2b", "E Nw", "S 4c"],
        wall: Rest(7),
    ),
    events: [
        Claimed(seat: West, claim: Win),
        Exposed(seat: West, tiles: ["4c", "4c"]),
        DeclaredWin(seat: West),
        HandShown(seat: West),
    ],
)
"#;

#[test]
fn a_position_is_judged_from_the_moment_it_states() {
    let file = tmp("position.ron");
    std::fs::write(&file, POSITION).expect("write");
    let o = mjref(&["judge", file.to_str().expect("utf-8")], "");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("Article: AM-MJE-03"), "{out}");
    assert!(
        out.contains("West to play, South has just thrown 4c"),
        "the story opens on where play stands: {out}"
    );
}

#[test]
fn a_position_that_miscounts_a_tile_names_the_row_and_the_count() {
    // A fifth 4c: West is written with four, and South threw one.
    let text_in = POSITION.replace("\"4c 4c 1b", "\"4c 4c 4c 4c 1b");
    let file = tmp("position-five-4c.ron");
    std::fs::write(&file, &text_in).expect("write");
    let o = mjref(&["judge", file.to_str().expect("utf-8")], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    // The row where the count passes four: South's discard of 4c, on line 14.
    let col = 1 + text_in
        .lines()
        .nth(13)
        .and_then(|l| l.find("\"S 4c\""))
        .expect("S 4c on line 14");
    let line = 14;
    assert!(
        err.contains(&format!("position-five-4c.ron:{line}:{col}:"))
            && err.contains("four 4c in hands and exposures, one in the discards: one 4c too many"),
        "{err}"
    );
    // A claimed discard with no set to be in.
    let text_in = POSITION.replace("claimed by W", "claimed by N");
    std::fs::write(&file, &text_in).expect("write");
    let o = mjref(&["judge", file.to_str().expect("utf-8")], "");
    let err = text(&o.stderr);
    assert!(
        err.contains(":14:") && err.contains("no set of North's holds a 9d"),
        "{err}"
    );
}

#[test]
fn scenario_writes_a_position_that_judges_as_the_full_form() {
    for (article, seed) in [("AM-JK-01", "2"), ("MCR-PEN-05", "0"), ("MIL-70", "9")] {
        let full = mjref(&["scenario", "--article", article, "--seed", seed], "");
        let position = mjref(
            &[
                "scenario",
                "--article",
                article,
                "--seed",
                seed,
                "--as",
                "position",
            ],
            "",
        );
        assert!(position.status.success(), "{}", text(&position.stderr));
        assert!(text(&position.stdout).contains("position: Position("));
        let mut rulings = Vec::new();
        for (name, o) in [("full", &full), ("position", &position)] {
            let file = tmp(&format!("{article}-{name}.ron"));
            std::fs::write(&file, &o.stdout).expect("write");
            let j = mjref(
                &["judge", file.to_str().expect("utf-8"), "--format", "json"],
                "",
            );
            assert!(j.status.success(), "{article} {name}: {}", text(&j.stderr));
            let all: serde_json::Value = serde_json::from_slice(&j.stdout).expect("json");
            let last = last_ruling(&all);
            rulings.push((
                last["article"].clone(),
                last["case"].clone(),
                last["ruling"].clone(),
            ));
        }
        assert_eq!(rulings[0], rulings[1], "{article}");
    }
}

#[test]
fn deck_check_names_the_row_of_a_position_that_is_wrong() {
    let dir = tmp("position-deck");
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(dir.join("a-good.ron"), POSITION).expect("write");
    std::fs::write(
        dir.join("b-bad.ron"),
        POSITION.replace("wall: Rest(7)", "wall: InOrder(\"1b 1b\")"),
    )
    .expect("write");
    let o = mjref(&["deck", "check", dir.to_str().expect("utf-8")], "");
    assert_eq!(o.status.code(), Some(2));
    let out = text(&o.stdout);
    assert!(out.contains("a-good.ron: AM-MJE-03"), "{out}");
    assert!(
        out.contains("b-bad.ron:15:15: position: the wall lists 2 tiles, but 96 are left"),
        "{out}"
    );
}

#[test]
fn a_scenario_names_the_field_that_does_not_fit_the_ruleset() {
    let file = tmp("position-edition.ron");
    std::fs::write(&file, POSITION.replace("\"2024\"", "\"1999\"")).expect("write");
    let o = mjref(&["judge", file.to_str().expect("utf-8")], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.contains("position-edition.ron:5:14: unknown edition \"1999\""),
        "{err}"
    );
    std::fs::write(&file, POSITION.replace("format: 2", "format: 7")).expect("write");
    let err = text(&mjref(&["judge", file.to_str().expect("utf-8")], "").stderr);
    assert!(
        err.contains("position-edition.ron:3:13: format 7 is not understood by this version"),
        "{err}"
    );
}

/// A copy of a built-in ruleset in a rules folder `folder`, with `from` replaced by `to`
/// in its ruleset.ron.
fn house_ruleset(name: &str, id: &str, folder: &str, from: &str, to: &str) -> std::path::PathBuf {
    let dir = tmp(name);
    let ruleset_dir = dir.join(folder);
    std::fs::create_dir_all(&ruleset_dir).expect("dir");
    let root = format!("{}/rulesets/{id}", env!("CARGO_MANIFEST_DIR"));
    for entry in std::fs::read_dir(&root).expect("ruleset folder").flatten() {
        if entry.path().is_file() {
            std::fs::copy(entry.path(), ruleset_dir.join(entry.file_name())).expect("copy");
        }
    }
    let meta = std::fs::read_to_string(ruleset_dir.join("ruleset.ron")).expect("meta");
    assert!(meta.contains(from), "{from} in {id}");
    std::fs::write(ruleset_dir.join("ruleset.ron"), meta.replacen(from, to, 1)).expect("write");
    dir
}

#[test]
fn house_settings_the_table_cannot_play_are_refused_at_their_field() {
    for (id, from, to, said) in [
        (
            "millington",
            "dead_wall: 16",
            "dead_wall: 100",
            "a dead wall of 100 tiles",
        ),
        (
            "american",
            "dice: 2,",
            "dice: 2,\n    dead_wall: 130,",
            "a dead wall of 130 tiles",
        ),
        (
            "american",
            "win_check: AmericanCard",
            "win_check: Standard",
            "win_check Standard",
        ),
        ("mcr", "dice: 2", "dice: 0", "0 dice"),
    ] {
        let dir = house_ruleset(&format!("house-{id}-{}", said.len()), id, id, from, to);
        let o = mjref(
            &[
                "quiz",
                "--plain",
                "--count",
                "1",
                "--ruleset",
                id,
                "--rules-dir",
                dir.to_str().expect("utf-8"),
            ],
            "",
        );
        assert_eq!(o.status.code(), Some(2), "{id} {to}: {}", text(&o.stdout));
        let err = text(&o.stderr);
        let meta = std::fs::read_to_string(dir.join(id).join("ruleset.ron")).expect("meta");
        let field = to
            .trim_end_matches(',')
            .rsplit('\n')
            .next()
            .unwrap_or(to)
            .trim();
        let line = meta
            .lines()
            .position(|l| {
                l.trim()
                    .starts_with(field.split(':').next().unwrap_or(field))
            })
            .expect("field")
            + 1;
        assert!(
            err.contains(&format!("ruleset.ron:{line}:")) && err.contains(said),
            "{id} {to}: {err}"
        );
    }
}

#[test]
fn a_house_ruleset_in_a_folder_of_another_name_is_refused() {
    let dir = house_ruleset(
        "house-renamed",
        "millington",
        "classical",
        "dead_wall: 16",
        "dead_wall: 16",
    );
    let o = mjref(
        &[
            "articles",
            "--ruleset",
            "classical",
            "--rules-dir",
            dir.to_str().expect("utf-8"),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    let meta = std::fs::read_to_string(dir.join("classical/ruleset.ron")).expect("meta");
    let line = 1 + meta
        .lines()
        .position(|l| l.trim_start().starts_with("id:"))
        .expect("an id");
    assert!(
        err.contains(&format!("ruleset.ron:{line}:9:")) && err.contains("its folder is classical/"),
        "{err}"
    );
}

/// mjref with raw bytes on its input.
fn mjref_raw(args: &[&str], stdin: &[u8]) -> Output {
    mjref_in(args, stdin, &tmp("data"), "C.UTF-8")
}

#[test]
fn a_line_that_is_not_utf8_is_a_line_that_does_not_read_not_the_end() {
    let o = mjref_raw(
        &[
            "quiz",
            "--plain",
            "--count",
            "1",
            "--seed",
            "1",
            "--no-save",
        ],
        b"\xff\xfe\n1\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("Summary:"), "{}", text(&o.stdout));
    let hand = b"123m456m789m123p44s\n";
    let mut input = hand.to_vec();
    input.extend(b"\xff\n");
    input.extend(hand);
    let o = mjref_raw(&["mcr", "fan", "--ruleset", "mcr", "--batch"], &input);
    let out = text(&o.stdout);
    assert_eq!(
        out.lines().filter(|l| l.starts_with("22\t")).count(),
        2,
        "{out}"
    );
}

#[test]
fn output_cut_short_by_its_reader_ends_quietly() {
    // The reader is gone before the command has anything to write (it waits for its
    // input), so its first write finds the pipe closed, every time.
    let mut child = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .args(["mcr", "fan", "--batch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    drop(child.stdout.take());
    if let Some(mut stdin) = child.stdin.take() {
        // The command may end before it has read all of this: a write refused is fine.
        let _ = stdin.write_all("123m456m789m123p44s\n".repeat(2000).as_bytes());
    }
    let o = child.wait_with_output().expect("ends");
    assert!(
        o.status.success(),
        "exit {:?}: {}",
        o.status.code(),
        text(&o.stderr)
    );
    assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
}

#[test]
fn impossible_dice_and_a_pass_to_oneself_are_refused_at_their_event() {
    let base = "Scenario(\n    format: 1,\n    ruleset: \"american\",\n    edition: \"2024\",\n    dealer: East,\n    walls: Shuffled(1),\n    events: [\n        EVENT,\n    ],\n)\n";
    for (event, said) in [
        (
            "DiceRolled(seat: East, dice: [9, 0, 200])",
            "a die shows 1 to 6, not 9",
        ),
        (
            "Passed(from: East, to: East, tiles: [\"1b\", \"2b\", \"3b\"])",
            "a pass goes to another player",
        ),
    ] {
        let file = tmp("impossible.ron");
        std::fs::write(&file, base.replace("EVENT", event)).expect("write");
        let o = mjref(&["judge", file.to_str().expect("utf-8")], "");
        assert_eq!(o.status.code(), Some(2), "{event}");
        let err = text(&o.stderr);
        assert!(
            err.contains("impossible.ron:8:9: event 1: ") && err.contains(said),
            "{err}"
        );
    }
}

#[test]
fn the_command_printed_for_a_question_again_asks_it_again_when_pasted() {
    for ruleset in ["millington", "mcr"] {
        let o = mjref(
            &[
                "quiz",
                "--plain",
                "--ruleset",
                ruleset,
                "--count",
                "1",
                "--seed",
                "21",
                "--no-save",
            ],
            "1\n",
        );
        let out = text(&o.stdout);
        // Wrapped at 80 columns, the command may stand on the line after its label, and
        // is never broken itself.
        let lines: Vec<&str> = out.lines().collect();
        let command = lines
            .iter()
            .enumerate()
            .find_map(|(i, l)| {
                let rest = l.strip_prefix("This question again:")?.trim();
                Some(if rest.is_empty() {
                    lines.get(i + 1).map_or("", |n| n.trim())
                } else {
                    rest
                })
            })
            .unwrap_or_else(|| panic!("{ruleset}: no command printed\n{out}"));
        let words: Vec<&str> = command.split_whitespace().collect();
        assert_eq!(words.first(), Some(&"mjref"), "{command}");
        let mut args = words[1..].to_vec();
        args.extend(["--plain", "--no-save"]);
        let again = text(&mjref(&args, "1\n").stdout);
        let story = |t: &str| {
            t.lines()
                .skip_while(|l| !l.starts_with("What happened"))
                .take_while(|l| !l.starts_with("What is the ruling"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert!(!story(&out).is_empty(), "{out}");
        assert_eq!(
            story(&again),
            story(&out),
            "{ruleset}: `{command}` asks another question"
        );
    }
}

#[test]
fn a_quiz_of_no_questions_is_refused() {
    let o = mjref(&["quiz", "--plain", "--count", "0"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--count"), "{}", text(&o.stderr));
}

#[test]
fn every_hand_card_check_help_shows_is_one_it_checks() {
    let help = text(&mjref(&["card", "check", "--help"], "").stdout);
    let hands: Vec<&str> = help
        .lines()
        .filter_map(|l| l.split_once("card check \"").map(|(_, rest)| rest))
        .chain(
            help.lines()
                .filter_map(|l| l.split_once("e.g. \"").map(|(_, rest)| rest)),
        )
        .filter_map(|rest| rest.split_once('"').map(|(hand, _)| hand))
        .collect();
    assert!(hands.len() >= 4, "{help}");
    for hand in hands {
        let o = mjref(&["card", "check", hand], "");
        let out = text(&o.stdout);
        assert!(o.status.success(), "{hand}: {}", text(&o.stderr));
        assert!(
            !out.contains("has 13 tiles") && !out.contains("tiles: it"),
            "{hand}: {out}"
        );
    }
}

#[test]
fn a_lawful_log_is_ruled_no_irregularity_and_exits_zero() {
    // The Millington deal of a judged case, cut before anything irregular happens.
    let path = scenario_of("millington/mil-80-loose-tile-after-next-draw.ron");
    let written = std::fs::read_to_string(&path).expect("scenario");
    let start = written.find("            DeclaredKong(").expect("the kong");
    let end = start + written[start..].find("        ],").expect("end of events");
    std::fs::write(&path, format!("{}{}", &written[..start], &written[end..])).expect("write");
    let path = path.to_str().expect("utf-8");
    let o = mjref(&["judge", "--ruleset", "millington", path], "");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let said = text(&o.stdout);
    assert!(said.contains("No irregularity"), "{said}");
    assert!(said.contains("Acts looked at: the deal."), "{said}");
    let o = mjref(
        &["judge", "--ruleset", "millington", path, "--format", "json"],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let all: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(all[0]["irregularity"], serde_json::Value::Null, "{all}");
    assert_eq!(all[0]["acts"], serde_json::json!(["Deal"]), "{all}");
}

/// Plain output reads at 80 columns (issue 29, section 6): piped, every line fits in 80
/// columns unless it is one word too long to break; `--width 0` keeps each item on one
/// line; and a piped transcript shows the answer chosen after its prompt.
#[test]
fn plain_output_wraps_to_80_columns_between_words_and_shows_the_answer_given() {
    use unicode_width::UnicodeWidthStr;
    for lang in ["en", "cs", "ru"] {
        let args = [
            "--lang",
            lang,
            "quiz",
            "--plain",
            "--ruleset",
            "american",
            "--count",
            "2",
            "--seed",
            "44",
            "--no-save",
        ];
        let wrapped = text(&mjref(&args, "2\n1\n").stdout);
        for line in wrapped.lines() {
            assert!(
                line.width() <= 80 || !line.trim().contains(' '),
                "{lang}: a line of {} columns:\n{line}",
                line.width()
            );
        }
        let mut one_line = args.to_vec();
        one_line.extend(["--width", "0"]);
        let long = text(&mjref(&one_line, "2\n1\n").stdout);
        assert!(
            long.lines().any(|l| l.width() > 80),
            "{lang}: --width 0 wrapped"
        );
        // The same words either way: wrapping only moves line breaks.
        let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        assert_eq!(
            words(&wrapped),
            words(&long),
            "{lang}: wrapping changed the words"
        );
    }
    let out = text(
        &mjref(
            &[
                "quiz",
                "--plain",
                "--count",
                "1",
                "--seed",
                "44",
                "--no-save",
            ],
            "3\n",
        )
        .stdout,
    );
    assert!(
        out.lines().any(|l| l.starts_with("Your answer (1-4): 3")),
        "the answer chosen is not in the transcript:\n{out}"
    );
}

/// An option given without its value says so, not "  is not a value --count takes; it
/// takes " (clap reports a missing value as an empty invalid one).
#[test]
fn an_option_without_its_value_says_a_value_is_needed() {
    let out = mjref(&["quiz", "--count"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--count <COUNT> needs a value"), "{err}");
    assert!(!err.contains("is not a value"), "{err}");
}

#[test]
fn a_seed_or_count_that_is_no_number_is_refused_in_the_learners_language() {
    for (args, said) in [
        (
            &["--lang", "cs", "quiz", "--seed", "x"][..],
            "`x` není celé číslo 0 nebo větší",
        ),
        (
            &["--lang", "ru", "quiz", "--count", "-3"][..],
            "не целое число от 1 и выше",
        ),
        (
            &["quiz", "--seed", "-1"][..],
            "`-1` is not a whole number from 0 up",
        ),
    ] {
        let o = mjref(args, "");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(err.contains(said), "{args:?}: {err}");
        assert!(!err.contains("invalid digit"), "{args:?}: {err}");
    }
}

#[test]
fn an_article_page_names_each_player_for_what_they_did() {
    let page = |article: &str| {
        let o = mjref(&["articles", "show", article], "");
        assert!(o.status.success());
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    // Two calls on one discard: nobody is at fault for calling.
    let competing = page("AM-CALL-03");
    assert!(
        competing.contains("The first caller gets the tile."),
        "{competing}"
    );
    assert!(!competing.contains("player at fault"), "{competing}");
    // A dead-hand dispute names its challenger; a win the rules allow stands.
    let dispute = page("AM-DH-05");
    assert!(
        dispute.contains("The called player pays the caller"),
        "{dispute}"
    );
    let paid = page("AM-PAY-02");
    assert!(paid.contains("The win stands."), "{paid}");
    assert!(!paid.contains("The winner wins"), "{paid}");
    assert!(paid.contains(": in every case"), "{paid}");
    // A hand shown after a false declaration: its player is named for it.
    let shown = page("AM-MJE-04");
    assert!(
        shown.contains("The revealing player's hand is dead"),
        "{shown}"
    );
    assert!(!shown.contains("called player"), "{shown}");
}

/// An article id names its ruleset: `quiz --article MIL-75` and `articles show MCR-PEN-01`
/// need no `--ruleset`, as `scenario` does not (issue 31, section 2).
#[test]
fn an_article_asked_for_chooses_its_ruleset() {
    let o = mjref(
        &[
            "quiz",
            "--plain",
            "--article",
            "MIL-75",
            "--count",
            "1",
            "--seed",
            "1",
        ],
        "1\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("Millington"),
        "{}",
        text(&o.stdout)
    );
    let o = mjref(&["articles", "show", "MCR-PEN-01"], "");
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("MCR-PEN-01"),
        "{}",
        text(&o.stdout)
    );
}

/// A question asked by its code says to ask it again by its code, not by a seed that
/// draws another question (issue 31, section 2).
#[test]
fn a_question_asked_by_its_code_is_offered_again_by_its_code() {
    let o = mjref(&["quiz", "--plain", "--count", "1", "--seed", "5"], "1\n");
    let out = text(&o.stdout);
    let code = out
        .split("--question ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("a question code")
        .to_string();
    let o = mjref(&["quiz", "--plain", "--question", &code], "1\n");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let again = text(&o.stdout);
    let intro = again.split("\n\n").next().unwrap_or_default();
    assert!(intro.contains(&format!("--question {code}")), "{intro}");
    assert!(!intro.contains("--seed"), "{intro}");
}

/// A misspelt article or case id in a deck's expectation is told as a slip with the
/// nearest ids, not as a ruling that differs (issue 31, section 2).
#[test]
fn a_misspelt_id_in_a_deck_is_told_as_a_slip() {
    let dir = tmp("deck-typo");
    std::fs::create_dir_all(&dir).expect("dir");
    let case = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/american/am-call-01-east-calls-8c-while-west-holds-the-pick.ron"
    ))
    .expect("case");
    std::fs::write(
        dir.join("a.ron"),
        case.replacen("case: \"window-open\"", "case: \"window-opn\"", 1),
    )
    .expect("written");
    std::fs::write(
        dir.join("b.ron"),
        case.replacen("article: \"AM-CALL-01\"", "article: \"AM-CAL-01\"", 1),
    )
    .expect("written");
    let o = mjref(&["deck", "check", dir.to_str().expect("utf-8")], "");
    let out = text(&o.stdout);
    assert!(!o.status.success(), "{out}");
    assert!(
        out.contains("no case has the id \"window-opn\"") && out.contains("nearest: window-open"),
        "{out}"
    );
    assert!(
        out.contains("no article has the id \"AM-CAL-01\"") && out.contains("AM-CALL-01"),
        "{out}"
    );
    assert!(!out.contains("NOT as expected"), "{out}");
}

/// `MJREF_NOW` moves the clock (a club preparing a later session, a test), and a value
/// that is no moment is refused (issue 31, section 2).
#[test]
fn the_clock_can_be_moved_to_another_day() {
    let data = tmp("now");
    let run = |args: &[&str], now: &str, input: &str| {
        mjref_env(args, input, &data, "C.UTF-8", &[("MJREF_NOW", now)])
    };
    let o = run(
        &["quiz", "--plain", "--count", "1", "--seed", "3"],
        "2027-03-01T18:30",
        "1\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let o = run(&["export", "--format", "csv"], "2027-03-01T18:30", "");
    assert!(
        text(&o.stdout).contains("2027-03-01"),
        "{}",
        text(&o.stdout)
    );
    let o = run(&["stats"], "next tuesday", "");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("MJREF_NOW"), "{}", text(&o.stderr));
}

/// A scenario naming a ruleset nobody has is refused at its `ruleset` field (issue 31,
/// section 2: the error named no place).
#[test]
fn an_unknown_ruleset_in_a_scenario_is_placed() {
    let example = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/examples/north-forgot-last-tile.ron"
    ))
    .expect("example");
    let named = example
        .lines()
        .position(|l| l.contains("ruleset: \""))
        .expect("a ruleset field")
        + 1;
    let at = example.find("ruleset: \"").expect("there") + "ruleset: \"".len();
    let end = at + example[at..].find('"').expect("closed");
    let file = tmp("amercan.ron");
    std::fs::write(
        &file,
        format!("{}amercan{}", &example[..at], &example[end..]),
    )
    .expect("written");
    let o = mjref(&["judge", file.to_str().expect("utf-8")], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains(&format!("amercan.ron:{named}:")), "{err}");
    assert!(err.contains("unknown ruleset \"amercan\""), "{err}");
}

/// A quiz whose answers could not be kept says so and ends with exit code 1, so that a
/// script sees it (issue 31, section 1, point 7: it ended with 0).
#[test]
fn a_quiz_that_kept_nothing_ends_with_a_failure() {
    let blocked = tmp("a-file-not-a-folder");
    std::fs::write(&blocked, "").expect("written");
    let o = mjref_in(
        &["quiz", "--plain", "--count", "1", "--seed", "2"],
        "1\n",
        &blocked.join("data"),
        "C.UTF-8",
    );
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("not saved"), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("right out of 1"),
        "{}",
        text(&o.stdout)
    );
}

/// With standard output and standard error both on a full disk, mjref ends with its
/// own exit code, never a panic's 101 (issue 31, section 1, point 7).
#[cfg(unix)]
#[test]
fn a_full_disk_under_both_outputs_is_no_panic() {
    for args in [
        &["articles"][..],
        &["quiz", "--ruleset", "klingon"],
        &["stats"],
    ] {
        let full = || {
            std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .expect("/dev/full")
        };
        let o = Command::new(env!("CARGO_BIN_EXE_mjref"))
            .args(args)
            .env("MJREF_DATA_DIR", tmp("full-data"))
            .env("MJREF_CONFIG_DIR", tmp("full-config"))
            .stdin(Stdio::null())
            .stdout(Stdio::from(full()))
            .stderr(Stdio::from(full()))
            .status()
            .expect("mjref runs");
        assert_ne!(o.code(), Some(101), "{args:?} panicked");
        assert!(
            !o.success(),
            "{args:?}: nothing was written, yet it succeeded"
        );
    }
}

/// deck check refuses a deck that mixes rulesets, as quiz --deck does (issue 31,
/// section 2: it said "as expected" and exited 0).
#[test]
fn deck_check_refuses_a_deck_of_two_rulesets() {
    let dir = deck_of("deck-check-mixed", "mcr", 1);
    let other = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases/american/am-call-01-window-closed-seed1.ron");
    std::fs::copy(&other, dir.join("z-american.ron")).expect("copy");
    let o = mjref(&["deck", "check", dir.to_str().expect("utf-8")], "");
    assert!(!o.status.success(), "{}", text(&o.stdout));
    assert!(
        text(&o.stdout).contains("a deck holds the cases of one ruleset"),
        "{}",
        text(&o.stdout)
    );
}

/// MCR lateness is filed before play, not under the deal (issue 31, section 2).
#[test]
fn lateness_is_filed_before_play() {
    let o = mjref(&["articles", "--ruleset", "mcr"], "");
    let out = text(&o.stdout);
    let line = out
        .lines()
        .find(|l| l.starts_with("MCR-PEN-01"))
        .expect("the lateness article");
    assert!(line.contains("Before play"), "{line}");
}

/// `facts --ruleset` lists the facts that ruleset's articles read, not every ruleset's
/// (issue 31, the review's small list).
#[test]
fn facts_of_a_ruleset_are_its_own() {
    let all = text(&mjref(&["facts"], "").stdout);
    let millington = text(&mjref(&["facts", "--ruleset", "millington"], "").stdout);
    let lists = |text: &str, fact: &str| text.lines().any(|l| l.trim_start().starts_with(fact));
    assert!(lists(&all, "late_over"), "{all}");
    assert!(
        !lists(&millington, "late_over"),
        "an MCR fact in Millington's list"
    );
    assert!(millington.lines().count() < all.lines().count());
    assert!(millington.contains("kong"), "{millington}");
}
