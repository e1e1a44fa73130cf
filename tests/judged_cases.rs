//! Replays every judged case under tests/cases/: a scenario written by hand and the
//! ruling a referee expects. Also checks that every case of every article has one.

use mjref::rules::{Judgement, Ruleset, builtin, judge, judge_all};
use mjref::scenario::Scenario;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What a case expects: the same record a club's deck carries.
type Expect = mjref::scenario::deck::Expected;

/// Who wrote the expectation: a person, from the rules, before the engine ran on the case
/// (`Hand`); or a generated story whose expectation was recorded when a reader agreed.
/// Files written before the field existed say neither.
#[derive(Debug, Default, Deserialize, PartialEq, Eq)]
enum Origin {
    #[default]
    Unmarked,
    Hand,
    Generated,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct JudgedCase {
    #[serde(default)]
    origin: Origin,
    /// The rulings on the matters before the one the story stops at, in order. Written
    /// where a case holds several matters; then every earlier ruling is checked.
    #[serde(default)]
    earlier: Option<Vec<Expect>>,
    expect: Expect,
    scenario: Scenario,
}

/// What differs between a ruling found and the one expected.
fn mismatches(ruleset: &Ruleset, edition: &str, j: &Judgement, e: &Expect) -> Vec<String> {
    e.differences(ruleset, edition, j)
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The rulesets being built under rulesets/ but not yet listed in rulesets/builtin.ron:
/// their cases are replayed too, and every case of theirs needs one.
fn staged() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets");
    let mut ids: Vec<String> = std::fs::read_dir(&root)
        .expect("rulesets/ is readable")
        .flatten()
        .filter(|e| e.path().join("ruleset.ron").is_file())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|id| !builtin::IDS.contains(&id.as_str()))
        .collect();
    ids.sort();
    ids
}

/// A built-in ruleset, or a staged one read from its folder as a house ruleset is.
fn ruleset_for(id: &str) -> Option<Ruleset> {
    if let Some(loaded) = builtin::load(id) {
        return Some(loaded.expect("built-in ruleset loads"));
    }
    staged().iter().any(|s| s == id).then(|| {
        mjref::setup::load_ruleset(&mjref::setup::RulesChoice {
            ruleset: id.to_string(),
            rules_dir: Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets")),
            card: None,
            lang: mjref::i18n::Lang::En,
        })
        .unwrap_or_else(|e| panic!("staged ruleset {id}: {e}"))
    })
}

fn case_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            case_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "ron") {
            out.push(path);
        }
    }
}

#[test]
fn every_judged_case_gets_its_expected_ruling() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut files = Vec::new();
    case_files(&root, &mut files);
    files.sort();
    assert!(
        !files.is_empty(),
        "no judged cases found under {}",
        root.display()
    );

    let mut covered: BTreeMap<String, BTreeSet<(String, String)>> = BTreeMap::new();
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable");
        let case: JudgedCase = match ron::from_str(&text) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("{}:{}: {}", file.display(), e.span.start, e.code));
                continue;
            }
        };
        if case.origin == Origin::Unmarked {
            failures.push(format!(
                "{}: say who wrote the expectation: `origin: Hand` or `origin: Generated`",
                file.display()
            ));
        }
        let ruleset = ruleset_for(&case.scenario.ruleset)
            .unwrap_or_else(|| panic!("{}: unknown ruleset", file.display()));
        let j = match judge(&ruleset, &case.scenario) {
            Ok(j) => j,
            Err(e) => {
                failures.push(format!("{}: {e}", file.display()));
                continue;
            }
        };
        let e = &case.expect;
        let mut wrong = mismatches(&ruleset, &case.scenario.edition, &j, e);
        if let Some(earlier) = &case.earlier {
            match judge_all(&ruleset, &case.scenario) {
                Ok(all) => {
                    let found: Vec<&Judgement> = all
                        .iter()
                        .take_while(|a| a.detection.at != j.detection.at || a.article != j.article)
                        .collect();
                    if found.len() != earlier.len() {
                        wrong.push(format!(
                            "{} earlier rulings (expected {}): {:?}",
                            found.len(),
                            earlier.len(),
                            found
                                .iter()
                                .map(|a| (&a.article, &a.case))
                                .collect::<Vec<_>>()
                        ));
                    }
                    for (n, (a, e)) in found.iter().zip(earlier).enumerate() {
                        for w in mismatches(&ruleset, &case.scenario.edition, a, e) {
                            wrong.push(format!("earlier ruling {}: {w}", n + 1));
                        }
                    }
                }
                Err(e) => wrong.push(format!("judging every matter: {e}")),
            }
        }
        // A matter no article covers, ruled by the fallback, is in no case's story as
        // written by hand: it is an act slipped in that no table allows (a draw out of
        // turn in a story of a lawful win), unless the case expects it.
        match judge_all(&ruleset, &case.scenario) {
            Ok(all) => {
                let expected = |j: &Judgement| {
                    e.article == j.article
                        || case
                            .earlier
                            .iter()
                            .flatten()
                            .any(|x| x.article == j.article)
                };
                for j in all
                    .iter()
                    .filter(|j| j.article == mjref::rules::FALLBACK && !expected(j))
                {
                    wrong.push(format!(
                        "a matter no article covers, at event {}: {:?}",
                        j.detection.at, j.detection.irregularity
                    ));
                }
            }
            Err(err) => wrong.push(format!("judging every matter: {err}")),
        }
        if wrong.is_empty() {
            covered
                .entry(case.scenario.ruleset.clone())
                .or_default()
                .insert((e.article.clone(), e.case.clone()));
        } else {
            // A case written by hand from the rules is the referee's word: say so.
            let whose = match case.origin {
                Origin::Hand => " (expectation written by hand)",
                Origin::Generated | Origin::Unmarked => "",
            };
            failures.push(format!("{}{whose}: {}", file.display(), wrong.join("; ")));
        }
    }
    assert!(
        failures.is_empty(),
        "judged cases failed:\n{}",
        failures.join("\n")
    );

    let mut missing = Vec::new();
    let ids: Vec<String> = builtin::IDS
        .iter()
        .map(|s| s.to_string())
        .chain(staged())
        .collect();
    for id in &ids {
        let ruleset = ruleset_for(id).expect("listed");
        for a in &ruleset.articles {
            for c in &a.cases {
                if !covered
                    .get(id.as_str())
                    .is_some_and(|s| s.contains(&(a.id.clone(), c.id.clone())))
                {
                    missing.push(format!("{id} {} case {}", a.id, c.id));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "cases without a judged case file:\n{}",
        missing.join("\n")
    );
}

/// The judged case at `path` under tests/cases.
fn case_at(path: &str) -> JudgedCase {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(path);
    let text = std::fs::read_to_string(&path).expect("readable");
    ron::from_str(&text).expect("a judged case")
}

/// The story of question `q` as the learner reads it in English, folded as every screen
/// folds it.
fn story_of(ruleset: &Ruleset, q: &mjref::quiz::Question) -> Vec<String> {
    use mjref::quiz::narrative::{KEEP_LAST, question_story};
    let cat = mjref::i18n::Catalog::english();
    question_story(&cat, ruleset, q, mjref::tiles::TileStyle::Ascii, KEEP_LAST)
        .expect("a story")
        .lines
}

#[test]
fn a_question_about_a_later_matter_shows_what_was_already_ruled() {
    let case = case_at("american/multi-dh-05-disputed-call-then-south-wins.ron");
    let ruleset = builtin::load("american").expect("known").expect("loads");
    let q = mjref::quiz::question_for(&ruleset, case.scenario, 1).expect("a question");
    assert_eq!(q.judgement.article, "AM-PAY-02");
    let earlier: Vec<&str> = q.earlier.iter().map(|j| j.article.as_str()).collect();
    assert_eq!(earlier, ["AM-DH-01", "AM-DH-05"]);
    let story = story_of(&ruleset, &q);
    let ruled = story
        .iter()
        .position(|l| l.starts_with("Already ruled (AM-DH-05)"))
        .unwrap_or_else(|| panic!("no earlier ruling in {story:#?}"));
    assert!(
        story[ruled].contains("50"),
        "the dispute's payment is in the line: {}",
        story[ruled]
    );
    assert!(ruled + 1 < story.len(), "the matter asked comes after");
}

/// The worked positions of docs/scenario-format.md: each `JudgedCase` shown there gets the
/// ruling the text says, so that what a club organiser copies from the docs is right.
#[test]
fn the_worked_positions_in_the_docs_get_their_rulings() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/scenario-format.md");
    let text = std::fs::read_to_string(&path).expect("the docs are there");
    let blocks: Vec<&str> = text
        .split("```ron\n")
        .skip(1)
        .filter_map(|b| b.split("\n```").next())
        .filter(|b| b.starts_with("JudgedCase("))
        .collect();
    let mut rulesets = BTreeSet::new();
    for block in &blocks {
        let case: JudgedCase = ron::from_str(block)
            .unwrap_or_else(|e| panic!("{}: a worked example does not read: {e}", path.display()));
        assert_eq!(case.origin, Origin::Hand);
        assert!(case.scenario.position.is_some(), "a worked position");
        let ruleset = builtin::load(&case.scenario.ruleset)
            .expect("known ruleset")
            .expect("loads");
        let j = judge(&ruleset, &case.scenario)
            .unwrap_or_else(|e| panic!("{}: {e}", case.expect.article));
        let wrong = mismatches(&ruleset, &case.scenario.edition, &j, &case.expect);
        assert!(
            wrong.is_empty(),
            "{}: {}",
            case.expect.article,
            wrong.join("; ")
        );
        rulesets.insert(case.scenario.ruleset.clone());
    }
    assert_eq!(
        rulesets.len(),
        3,
        "one worked position for each ruleset, found {blocks:?}"
    );
}

#[test]
fn the_dangerous_discard_thresholds_are_the_rulesets_data() {
    // North has three bamboo pungs laid down when East's 3b completes the hand.
    let case = case_at("millington/mil-90-east-feeds-norths-all-bamboo-hand.ron");
    let ruleset = builtin::load("millington").expect("known").expect("loads");
    let ruled = |ruleset: &Ruleset| {
        judge(ruleset, &case.scenario)
            .ok()
            .map(|j| (j.article.clone(), j.case.clone()))
    };
    let mil90 = |case: &str| Some(("MIL-90".to_string(), case.to_string()));
    assert_eq!(ruled(&ruleset), mil90("one-suit-in-sight"));
    // The article's row asks for four sets of one suit: three no longer warn.
    let mut four = ruleset.clone();
    for a in four.articles.iter_mut().filter(|a| a.id == "MIL-90") {
        let rows = ron::to_string(&a.cases).expect("written");
        let changed = rows.replace("one_suit_sets_shown(3)", "one_suit_sets_shown(4)");
        assert_ne!(changed, rows, "MIL-90 asks for three sets of one suit");
        a.cases = ron::from_str(&changed).expect("read back");
    }
    assert_eq!(ruled(&four), mil90("nothing-in-sight"));
    // The ruleset asks about a win on a discard only after four sets laid down: three
    // raise no matter at all.
    let mut later = ruleset.clone();
    if let Some(signs) = later.meta.dangerous_discards.as_mut() {
        signs.sets_shown = 4;
    }
    assert_ne!(ruled(&later).map(|(a, _)| a), Some("MIL-90".to_string()));
}

#[test]
fn a_call_taken_back_is_told_as_it_was_made() {
    // A pon called and taken back before a tile was laid is told so; one laid first is
    // told with its tiles going back to the hand.
    let ruleset = builtin::load("riichi").expect("known").expect("loads");
    for (file, told, never) in [
        (
            "riichi/rii-04-west-calls-pon-on-5p-and-takes-it-back.ron",
            "West takes back the call before laying any tile.",
            "the tiles laid with it return",
        ),
        (
            "riichi/rii-04-west-lays-a-pon-of-5p-and-takes-it-back-before-discarding.ron",
            "the tiles laid with it return to the hand",
            "before laying any tile",
        ),
    ] {
        let case = case_at(file);
        let q = mjref::quiz::question_for(&ruleset, case.scenario, 1).expect("a question");
        let story = story_of(&ruleset, &q).join("\n");
        assert!(story.contains(told), "{file}:\n{story}");
        assert!(!story.contains(never), "{file}:\n{story}");
    }
}
