//! Files and codes made to hurt (issue 31, section 1, points 2 and 3): a pipe or a
//! device where a file should be is refused at once, naming the path; a file larger
//! than a person writes is not read whole; a terminal command in a house ruleset, a
//! deck's file name or a club code reaches no output as a command.

mod support;

use mjref::i18n::Catalog;
use mjref::study::club::{Club, Settings, handout};
use mjref::tiles::TileStyle;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// mjref run with its own data and settings folders in `dir`, given up on (and the
/// test failed) if it has not ended in 20 seconds: a read that blocks must not hang
/// the suite.
fn mjref(args: &[&str], dir: &Path) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .args(args)
        .env("MJREF_LANG", "en")
        .env("NO_COLOR", "1")
        .env("MJREF_DATA_DIR", dir.join("data"))
        .env("MJREF_CONFIG_DIR", dir.join("config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mjref starts");
    drop(child.stdin.take());
    let start = Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("mjref {args:?} still running after 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("mjref ends")
}

fn all_text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

/// A copy of the built-in American ruleset as a house ruleset; gives the rules folder.
fn house_rules(dir: &Path) -> std::path::PathBuf {
    support::copy_ruleset(dir, "american")
}

const COMMAND: &str = "\u{1b}]0;owned\u{7}\u{1b}[2J";

#[test]
fn a_pipe_where_a_file_should_be_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("temp");
    let d = dir.path();
    // In a deck folder.
    let deck = d.join("deck");
    std::fs::create_dir_all(&deck).expect("dir");
    mkfifo(&deck.join("a.ron"));
    let o = mjref(&["deck", "check", deck.to_str().expect("utf-8")], d);
    assert!(!o.status.success());
    let said = all_text(&o);
    assert!(
        said.contains("a.ron") && said.contains("not a regular file"),
        "{said}"
    );
    // As a scenario to judge.
    let o = mjref(&["judge", deck.join("a.ron").to_str().expect("utf-8")], d);
    assert_eq!(o.status.code(), Some(2), "{}", all_text(&o));
    assert!(all_text(&o).contains("not a regular file"));
    // As a house ruleset's file.
    let rules = house_rules(d);
    let meta = rules.join("american/ruleset.ron");
    std::fs::remove_file(&meta).expect("removed");
    mkfifo(&meta);
    let o = mjref(
        &["articles", "--rules-dir", rules.to_str().expect("utf-8")],
        d,
    );
    assert_eq!(o.status.code(), Some(2), "{}", all_text(&o));
    let said = all_text(&o);
    assert!(
        said.contains("ruleset.ron") && said.contains("not a regular file"),
        "{said}"
    );
    // As the settings: the language is left to the environment, nothing blocks.
    std::fs::create_dir_all(d.join("config")).expect("dir");
    mkfifo(&d.join("config/settings.ron"));
    let o = mjref(&["articles", "--ruleset", "mcr"], d);
    assert!(o.status.success(), "{}", all_text(&o));
}

#[test]
fn a_link_to_a_device_is_not_read() {
    let dir = tempfile::tempdir().expect("temp");
    let d = dir.path();
    let link = d.join("case.ron");
    std::os::unix::fs::symlink("/dev/zero", &link).expect("linked");
    let o = mjref(&["judge", link.to_str().expect("utf-8")], d);
    assert_eq!(o.status.code(), Some(2), "{}", all_text(&o));
    assert!(all_text(&o).contains("not a regular file"));
    let card = d.join("card.ron");
    std::os::unix::fs::symlink("/dev/zero", &card).expect("linked");
    let o = mjref(
        &[
            "card",
            "check",
            "--card",
            card.to_str().expect("utf-8"),
            "2b 4b 6b 7b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d",
        ],
        d,
    );
    assert!(!o.status.success());
    assert!(
        all_text(&o).contains("not a regular file"),
        "{}",
        all_text(&o)
    );
}

#[test]
fn a_file_larger_than_a_person_writes_is_refused_naming_it() {
    let dir = tempfile::tempdir().expect("temp");
    let d = dir.path();
    let big = d.join("big.ron");
    let file = std::fs::File::create(&big).expect("created");
    // Sparse: the size is there without the disk being written.
    file.set_len(mjref::files::MOST_A_PERSON_WRITES + 1)
        .expect("sized");
    let o = mjref(&["judge", big.to_str().expect("utf-8")], d);
    assert_eq!(o.status.code(), Some(2));
    let said = all_text(&o);
    assert!(
        said.contains("big.ron") && said.contains("larger than 16 MB"),
        "{said}"
    );
}

#[test]
fn a_terminal_command_in_house_rules_is_shown_not_sent() {
    let dir = tempfile::tempdir().expect("temp");
    let d = dir.path();
    let rules = house_rules(d);
    let articles = rules.join("american/articles.ron");
    let text = std::fs::read_to_string(&articles).expect("articles");
    let title = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("title: \""))
        .and_then(|rest| rest.split('"').next())
        .expect("a title")
        .to_string();
    std::fs::write(
        &articles,
        text.replacen(
            &format!("title: \"{title}\""),
            &format!("title: \"{title}{COMMAND}\""),
            1,
        ),
    )
    .expect("written");
    let o = mjref(
        &["articles", "--rules-dir", rules.to_str().expect("utf-8")],
        d,
    );
    assert!(o.status.success(), "{}", all_text(&o));
    let out = all_text(&o);
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("^[]0;owned^G^[[2J"), "{out}");
}

#[test]
fn a_terminal_command_in_a_deck_file_name_is_shown_not_sent() {
    let dir = tempfile::tempdir().expect("temp");
    let d = dir.path();
    let deck = d.join("deck");
    std::fs::create_dir_all(&deck).expect("dir");
    std::fs::write(deck.join(format!("x{COMMAND}.ron")), "(").expect("written");
    let o = mjref(&["deck", "check", deck.to_str().expect("utf-8")], d);
    let out = all_text(&o);
    assert!(!out.contains('\u{1b}'), "{out:?}");
    assert!(out.contains("x^[]0;owned"), "{out}");
}

#[test]
fn a_handout_shows_a_house_name_as_text() {
    let mut r = support::pinned("millington");
    r.meta.name = format!("<script>alert(1)</script>{COMMAND}");
    let cat = Catalog::english();
    let club = Club::create(
        &r,
        &Settings {
            edition: None,
            articles: String::new(),
            count: 1,
            seed: 3,
            seconds: 0,
            pass: 0,
        },
    )
    .expect("valid");
    let h = handout::build(&cat, &r, &club, TileStyle::Ascii).expect("builds");
    for (format, page) in [
        ("md", handout::markdown(&cat, &h)),
        ("html", handout::html(&cat, &h)),
    ] {
        assert!(!page.contains("<script>"), "{format}: raw HTML passed");
        assert!(
            !page.contains('\u{1b}'),
            "{format}: a control character passed"
        );
        // Markdown escapes the brackets of the stand-in too.
        assert!(page.contains("0;owned^G"), "{format}");
    }
}

/// A house ruleset's texts carry their control characters as stand-ins from the moment
/// they load, so the trainer's screen shows `^[` as plain output does, not a mangled
/// remainder (the screen drops the control characters themselves).
#[test]
fn a_house_rulesets_texts_load_with_their_controls_shown() {
    let dir = tempfile::tempdir().expect("temp");
    let rules = house_rules(dir.path());
    let meta = rules.join("american/ruleset.ron");
    let text = std::fs::read_to_string(&meta).expect("meta");
    let name_at = text.find("name: \"").expect("a name") + "name: \"".len();
    std::fs::write(
        &meta,
        format!("{}House{COMMAND} {}", &text[..name_at], &text[name_at..]),
    )
    .expect("written");
    let ruleset = mjref::setup::load_ruleset(&mjref::setup::RulesChoice {
        ruleset: "american".into(),
        rules_dir: Some(rules),
        card: None,
        lang: mjref::i18n::Lang::En,
    })
    .expect("loads");
    assert!(
        ruleset.meta.name.starts_with("House^[]0;owned^G^[[2J"),
        "{}",
        ruleset.meta.name
    );
    assert!(!ruleset.meta.name.contains('\u{1b}'));
}
