//! The built-in rulesets as the snapshots were recorded: the articles on the lists below,
//! in the ruleset's order. Options come from the other articles of a phase, a club code
//! hashes every article, and the study and home screens count them; so that a new article
//! re-records only the article browser, snapshot tests run on these.
#![allow(dead_code)]

use mjref::rules::{Ruleset, builtin};

const AMERICAN: &[&str] = &[
    "AM-DEAL-02",
    "AM-DEAL-03",
    "AM-DEAL-04",
    "AM-DEAL-06",
    "AM-DEAL-07",
    "AM-CH-01",
    "AM-CH-02",
    "AM-CH-03",
    "AM-CH-04",
    "AM-CH-05",
    "AM-CH-06",
    "AM-CH-07",
    "AM-DEAL-05",
    "AM-PLAY-01",
    "AM-PLAY-02",
    "AM-CALL-01",
    "AM-CALL-02",
    "AM-CALL-03",
    "AM-CALL-04",
    "AM-CALL-05",
    "AM-EXP-01",
    "AM-EXP-02",
    "AM-MIS-01",
    "AM-MIS-02",
    "AM-MIS-03",
    "AM-MIS-04",
    "AM-MIS-05",
    "AM-OOT-01",
    "AM-OOT-02",
    "AM-OOT-03",
    "AM-JK-01",
    "AM-JK-02",
    "AM-JK-03",
    "AM-JK-04",
    "AM-JK-05",
    "AM-JK-06",
    "AM-MJ-01",
    "AM-MJE-01",
    "AM-MJE-02",
    "AM-MJE-03",
    "AM-MJE-04",
    "AM-MJE-05",
    "AM-MJE-06",
    "AM-DH-01",
    "AM-DH-02",
    "AM-DH-03",
    "AM-DH-04",
    "AM-DH-05",
    "AM-PAY-01",
    "AM-PAY-02",
    "AM-PAY-03",
    "AM-PAY-04",
    "AM-PAY-05",
    "AM-PAY-06",
    "AM-WALL-01",
    "AM-WALL-02",
];

const MILLINGTON: &[&str] = &[
    "MIL-66", "MIL-67", "MIL-68", "MIL-69", "MIL-70", "MIL-71", "MIL-72", "MIL-73", "MIL-74",
    "MIL-75", "MIL-76", "MIL-77", "MIL-78", "MIL-79", "MIL-80", "MIL-81", "MIL-82", "MIL-83",
    "MIL-89", "MIL-90",
];

const MCR: &[&str] = &[
    "MCR-PEN-00",
    "MCR-PEN-01",
    "MCR-PEN-02",
    "MCR-PEN-03",
    "MCR-PEN-04",
    "MCR-PEN-05",
    "MCR-PEN-11",
    "MCR-PEN-12",
    "MCR-PEN-13",
    "MCR-PEN-14",
    "MCR-PEN-15",
    "MCR-PEN-16",
    "MCR-PEN-20",
];

/// Riichi articles the screens are tried on.
const RIICHI: &[&str] = &["RII-01b", "RII-13", "RII-SC-06"];

/// Built-in ruleset `id` with only the articles of its list. An article on the list that
/// left the ruleset fails here, rather than changing what the snapshots show.
pub fn pinned(id: &str) -> Ruleset {
    pinned_in(id, "en")
}

/// `pinned`, with the ruleset's texts in language `lang`.
pub fn pinned_in(id: &str, lang: &str) -> Ruleset {
    let ids = match id {
        "american" => AMERICAN,
        "millington" => MILLINGTON,
        "mcr" => MCR,
        "riichi" => RIICHI,
        _ => panic!("no pinned list for the {id} ruleset"),
    };
    let mut ruleset = builtin::load_in(id, lang)
        .expect("built in")
        .expect("loads");
    for want in ids {
        assert!(
            ruleset.articles.iter().any(|a| a.id == *want),
            "{want} is no longer in the {id} ruleset: update tests/support"
        );
    }
    ruleset.articles.retain(|a| ids.contains(&a.id.as_str()));
    ruleset
}

/// What a screen cut short instead of giving it its place, as the learner would see it:
/// a line clipped at the frame's edge in mid-word, or a word ending in "…" where the
/// catalogue's own message does not end so and the word does not begin a title or tag of
/// the ruleset (data cut to a column, which a wider screen shows whole). Elisions that
/// stand alone ("… 7 ordinary turns …", "Discards … W:8d") are the screen's own.
pub fn cut_short(frame: &str, width: u16, lang: &str, ruleset: &Ruleset) -> Vec<String> {
    use unicode_width::UnicodeWidthStr;
    let own_elisions: Vec<String> = std::fs::read_dir(format!("assets/i18n/{lang}"))
        .expect("the catalogue's folder")
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
        .flat_map(|text| {
            text.lines()
                .filter_map(|l| l.trim_end().strip_suffix('…').map(str::to_string))
                .filter_map(|stem| stem.split_whitespace().last().map(str::to_string))
                .collect::<Vec<_>>()
        })
        .collect();
    // Every built-in ruleset's, since the statistics list them all.
    let others: Vec<Ruleset> = builtin::IDS
        .iter()
        .filter_map(|id| builtin::load_in(id, lang)?.ok())
        .collect();
    let data: Vec<&str> = std::iter::once(ruleset)
        .chain(&others)
        .flat_map(|r| &r.articles)
        .flat_map(|a| {
            a.title
                .split_whitespace()
                .chain(a.tags.iter().flat_map(|t| t.split_whitespace()))
        })
        .collect();
    let mut cuts = Vec::new();
    for line in frame.lines() {
        let trimmed = line.trim_end();
        if trimmed.width() >= usize::from(width)
            && trimmed.chars().last().is_some_and(char::is_alphanumeric)
        {
            cuts.push(format!("clipped at the edge: {trimmed}"));
        }
        for word in trimmed.split_whitespace() {
            let Some(stem) = word.strip_suffix('…') else {
                continue;
            };
            let stem = stem.trim_start_matches(|c: char| !c.is_alphanumeric());
            if stem.is_empty()
                || own_elisions.iter().any(|e| e.ends_with(stem))
                || data.iter().any(|d| d.starts_with(stem))
            {
                continue;
            }
            cuts.push(format!("{word:?} in: {trimmed}"));
        }
    }
    cuts
}

/// A copy of the built-in ruleset `id`'s files (not its folders) under
/// `dir/rules/<id>`, as a house ruleset; gives the rules folder, `dir/rules`.
pub fn copy_ruleset(dir: &std::path::Path, id: &str) -> std::path::PathBuf {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("rulesets")
        .join(id);
    let to = dir.join("rules").join(id);
    std::fs::create_dir_all(&to).expect("dir");
    for entry in std::fs::read_dir(&root).expect("rules") {
        let from = entry.expect("entry").path();
        if from.is_file() {
            std::fs::copy(&from, to.join(from.file_name().expect("name"))).expect("copied");
        }
    }
    dir.join("rules")
}

/// Runs `mjref` with `args` in English (the language a machine is set to is not the
/// tests'), `stdin` written to it; what it printed once it ends.
pub fn mjref_in_english(args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .env("MJREF_LANG", "en")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mjref starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("mjref ends")
}

/// Output bytes as text.
pub fn text(o: &[u8]) -> String {
    String::from_utf8_lossy(o).into_owned()
}

/// A ruleset being built under rulesets/ and not yet listed in rulesets/builtin.ron, read
/// from its folder as a house ruleset is (which asks every article with a few seeds).
pub fn staged(id: &str) -> Ruleset {
    staged_in(id, mjref::i18n::Lang::En)
}

/// `staged`, its texts told in `lang`.
pub fn staged_in(id: &str, lang: mjref::i18n::Lang) -> Ruleset {
    mjref::setup::load_ruleset(&mjref::setup::RulesChoice {
        ruleset: id.to_string(),
        rules_dir: Some(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets")),
        card: None,
        lang,
    })
    .unwrap_or_else(|e| {
        panic!(
            "the {id} ruleset loads in {} and every article is askable: {e}",
            lang.code()
        )
    })
}

/// The scenario of the judged case `file` under tests/cases/ (`riichi/….ron`), its
/// expectation left aside.
pub fn case_scenario(file: &str) -> mjref::scenario::Scenario {
    #[derive(serde::Deserialize)]
    struct JudgedCase {
        scenario: mjref::scenario::Scenario,
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(file);
    let text = std::fs::read_to_string(&path).expect("the case file reads");
    ron::from_str::<JudgedCase>(&text)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .scenario
}
