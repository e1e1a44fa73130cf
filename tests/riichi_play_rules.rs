//! The riichi matters that turn on the ruleset's own rules of play follow its data
//! (`RulesetMeta`), not a ruleset id or its win check: with a setting off, the same
//! hand-written log is ruled as something else.

use mjref::rules::{Ruleset, judge};
use mjref::scenario::Scenario;
use serde::Deserialize;
use std::path::Path;

#[derive(Deserialize)]
struct JudgedCase {
    scenario: Scenario,
}

fn riichi() -> Ruleset {
    mjref::setup::load_ruleset(&mjref::setup::RulesChoice {
        ruleset: "riichi".to_string(),
        rules_dir: Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets")),
        card: None,
        lang: mjref::i18n::Lang::En,
    })
    .expect("the riichi ruleset loads")
}

fn scenario(name: &str) -> Scenario {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases/riichi")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("the case file reads");
    ron::from_str::<JudgedCase>(&text)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .scenario
}

/// The article the matter of `name` is ruled by, or `None` where nothing is ruled on.
fn article(ruleset: &Ruleset, name: &str) -> Option<String> {
    judge(ruleset, &scenario(name)).ok().map(|j| j.article)
}

#[test]
fn two_rons_on_one_discard_are_one_matter_only_where_the_ruleset_judges_several_rons() {
    let name = "rii-sc-02-east-and-south-ron-norths-9m-ema2016.ron";
    let mut ruleset = riichi();
    assert_eq!(article(&ruleset, name).as_deref(), Some("RII-SC-02"));
    ruleset.meta.several_rons_judged = false;
    assert_eq!(article(&ruleset, name).as_deref(), Some("RII-SC-01"));
}

#[test]
fn a_second_word_on_a_discard_is_a_changed_call_only_where_the_ruleset_says_so() {
    let name = "rii-07-ema-west-says-ron-then-at-once-pon-on-5p.ron";
    let mut ruleset = riichi();
    assert_eq!(article(&ruleset, name).as_deref(), Some("RII-07"));
    ruleset.meta.changed_call_is_a_matter = false;
    assert_ne!(article(&ruleset, name).as_deref(), Some("RII-07"));
}

#[test]
fn four_winds_thrown_first_are_asked_about_only_where_the_ruleset_says_so() {
    let name = "rii-sc-05-the-first-four-discards-are-all-south-wind.ron";
    let mut ruleset = riichi();
    assert_eq!(article(&ruleset, name).as_deref(), Some("RII-SC-05"));
    ruleset.meta.abortive_draws_asked = false;
    assert_eq!(article(&ruleset, name), None);
}

#[test]
fn a_discard_before_the_set_is_laid_is_pointed_out_only_where_the_ruleset_says_so() {
    let name = "rii-10-west-pons-5p-and-discards-before-laying-it.ron";
    let mut ruleset = riichi();
    assert_eq!(article(&ruleset, name).as_deref(), Some("RII-10"));
    ruleset.meta.call_order_pointed_out = false;
    assert_ne!(article(&ruleset, name).as_deref(), Some("RII-10"));
}
