//! House rules that load must work (issue 31, section 1, point 5): settings that would
//! leave an article no story are refused at load, at their place in the file, not met
//! later in a member's quiz as an exit with no place named; and the largest dead wall
//! the check allows still deals every article.

mod depth;
mod support;

use mjref::rules::{MOST_DEAD_WALL, builtin};
use std::path::Path;
use std::process::{Command, Output};

#[test]
fn the_largest_dead_wall_allowed_still_deals_every_article() {
    let seeds = depth::seeds(12, 150);
    for id in builtin::IDS {
        let mut ruleset = builtin::load(id).expect("known").expect("loads");
        ruleset.meta.dead_wall = MOST_DEAD_WALL;
        let ruleset = &ruleset;
        depth::in_parallel(&ruleset.articles, |article| {
            for seed in 1..=seeds {
                if let Err(e) = mjref::quiz::make_question(ruleset, &article.id, seed) {
                    panic!(
                        "{id} with a dead wall of {}: {} seed {seed}: {e}",
                        ruleset.meta.dead_wall, article.id
                    );
                }
            }
        });
    }
}

/// A copy of the built-in ruleset `id` under `dir/rules/id`, its `ruleset.ron` changed
/// by `change`.
fn house_rules(dir: &Path, id: &str, change: impl Fn(&str) -> String) -> std::path::PathBuf {
    let rules = support::copy_ruleset(dir, id);
    let meta = rules.join(id).join("ruleset.ron");
    let text = std::fs::read_to_string(&meta).expect("meta");
    let changed = change(&text);
    assert_ne!(changed, text, "the change found nothing to change");
    std::fs::write(&meta, changed).expect("written");
    rules
}

fn articles_of(rules: &Path, id: &str, dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mjref"))
        .args(["articles", "--ruleset", id, "--rules-dir"])
        .arg(rules)
        .env("MJREF_LANG", "en")
        .env("MJREF_DATA_DIR", dir.join("data"))
        .env("MJREF_CONFIG_DIR", dir.join("config"))
        .output()
        .expect("mjref runs")
}

/// `file:line:col:` at the start of the message, in the file named.
fn placed_in(said: &str, file: &str) -> bool {
    said.split_once(&format!("{file}:"))
        .is_some_and(|(_, rest)| {
            let mut parts = rest.splitn(3, ':');
            parts.next().is_some_and(|l| l.parse::<usize>().is_ok())
                && parts.next().is_some_and(|c| c.parse::<usize>().is_ok())
        })
}

#[test]
fn settings_that_leave_an_article_no_story_are_refused_at_their_place() {
    let cases: [(&str, &str, &str, &str); 7] = [
        (
            "mcr",
            "claim_window_seconds: Some(3)",
            "claim_window_seconds: None",
            "articles.ron",
        ),
        (
            "mcr",
            "claim_window_seconds: Some(3)",
            "claim_window_seconds: Some(255)",
            "articles.ron",
        ),
        (
            "mcr",
            "win_check: McrFan",
            "win_check: Standard",
            "articles.ron",
        ),
        (
            "millington",
            "kong_counts_three: true",
            "kong_counts_three: false",
            "articles.ron",
        ),
        (
            "millington",
            "dead_wall: 16",
            "dead_wall: 16,\n    win_check: McrFan",
            "articles.ron",
        ),
        (
            "american",
            "win_check: AmericanCard",
            "dead_wall: 38,\n    win_check: AmericanCard",
            "ruleset.ron",
        ),
        (
            "american",
            "win_check: AmericanCard",
            "dead_wall: 26,\n    win_check: AmericanCard",
            "ruleset.ron",
        ),
    ];
    for (id, from, to, file) in cases {
        let dir = tempfile::tempdir().expect("temp");
        let rules = house_rules(dir.path(), id, |t| t.replacen(from, to, 1));
        let o = articles_of(&rules, id, dir.path());
        let said = String::from_utf8_lossy(&o.stderr).into_owned();
        assert_eq!(o.status.code(), Some(2), "{id} {to}: {said}");
        assert!(
            placed_in(&said, file),
            "{id} {to}: not placed in {file}: {said}"
        );
    }
}

#[test]
fn the_largest_dead_wall_allowed_loads_as_house_rules() {
    let dir = tempfile::tempdir().expect("temp");
    let rules = house_rules(dir.path(), "american", |t| {
        t.replacen(
            "win_check: AmericanCard",
            "dead_wall: 24,\n    win_check: AmericanCard",
            1,
        )
    });
    let o = articles_of(&rules, "american", dir.path());
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn an_edition_named_twice_is_refused() {
    let dir = tempfile::tempdir().expect("temp");
    let rules = house_rules(dir.path(), "millington", |t| {
        let start = t.find("editions: [").expect("editions") + "editions: [".len();
        let first = &t[start..];
        let end = first.find(')').expect("an edition") + 1;
        let edition = first[..end].trim().to_string();
        format!("{}\n        {edition},{}", &t[..start], &t[start..])
    });
    let o = articles_of(&rules, "millington", dir.path());
    let said = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(2), "{said}");
    assert!(
        placed_in(&said, "ruleset.ron") && said.contains("named twice"),
        "{said}"
    );
}
