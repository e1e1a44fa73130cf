//! Properties over many seeds, for every article of every built-in ruleset: the generator
//! makes a legal table, the referee detects exactly what was injected without being told,
//! and every case of every article is reached.

use mjref::rules::{Ruleset, builtin, judge};
use mjref::situations::generate;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn rulesets() -> Vec<Ruleset> {
    builtin::all().expect("the built-in rulesets load")
}

/// Generate, check the invariants after every event, judge; returns the case decided.
fn run(ruleset: &Ruleset, article: &str, seed: u64) -> String {
    let generated = generate(ruleset, article, seed)
        .unwrap_or_else(|e| panic!("{article} seed {seed}: does not generate: {e}"));
    let scenario = &generated.scenario;
    let mut table = ruleset.initial_table(scenario).expect("initial table");
    table.validate().expect("valid before any event");
    for (i, event) in scenario.events.iter().enumerate() {
        table.apply(i, event).expect("event applies");
        if let Err(e) = table.validate() {
            panic!("{article} seed {seed}: after event {i} {event:?}: {e}");
        }
    }
    let judgement =
        judge(ruleset, scenario).unwrap_or_else(|e| panic!("{article} seed {seed}: {e}"));
    assert_eq!(
        judgement.detection.irregularity, generated.injected,
        "{article} seed {seed}: detected something other than what was injected"
    );
    assert_eq!(judgement.article, article, "{article} seed {seed}");
    judgement.case
}

#[test]
fn every_case_of_every_article_is_reached_and_detected() {
    // Debug builds keep CI short; a release run (`cargo test --release`) goes wider.
    const SEEDS: u64 = if cfg!(debug_assertions) { 500 } else { 5000 };
    // MJREF_ONLY=AM-CH-01,AM-CH-02 narrows the run to some articles while working on them.
    let only: Option<Vec<String>> = std::env::var("MJREF_ONLY")
        .ok()
        .map(|v| v.split(',').map(|s| s.trim().to_string()).collect());
    for ruleset in rulesets() {
        for article in &ruleset.articles {
            if only.as_ref().is_some_and(|o| !o.contains(&article.id)) {
                continue;
            }
            let mut reached = BTreeSet::new();
            for seed in 0..SEEDS {
                reached.insert(run(&ruleset, &article.id, seed));
            }
            let all: BTreeSet<String> = article.cases.iter().map(|c| c.id.clone()).collect();
            let missing: Vec<&String> = all.difference(&reached).collect();
            assert!(
                missing.is_empty(),
                "{}: cases never generated: {missing:?}",
                article.id
            );
        }
    }
}

#[test]
fn same_seed_same_scenario() {
    for ruleset in rulesets() {
        for article in &ruleset.articles {
            for seed in [0, 1, 99, u64::MAX] {
                let a = generate(&ruleset, &article.id, seed)
                    .expect("generates")
                    .scenario;
                let b = generate(&ruleset, &article.id, seed)
                    .expect("generates")
                    .scenario;
                assert_eq!(a, b);
            }
        }
    }
}

#[test]
fn generated_scenarios_round_trip_through_ron() {
    for ruleset in rulesets() {
        for article in &ruleset.articles {
            for seed in 0..20 {
                let scenario = generate(&ruleset, &article.id, seed)
                    .expect("generates")
                    .scenario;
                let text = scenario.to_ron();
                let back =
                    mjref::scenario::Scenario::parse("generated.ron", &text).expect("reads back");
                assert_eq!(back, scenario);
                let a = judge(&ruleset, &scenario).expect("judges");
                let b = judge(&ruleset, &back).expect("judges");
                assert_eq!((a.article, a.case, a.ruling), (b.article, b.case, b.ruling));
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn any_seed_any_article_judges_without_panic(seed in any::<u64>(), pick in 0usize..64) {
        let rulesets = rulesets();
        let ruleset = &rulesets[pick % rulesets.len()];
        let article = &ruleset.articles[pick % ruleset.articles.len()];
        run(ruleset, &article.id, seed);
    }
}

const OPTION_SEEDS: u64 = if cfg!(debug_assertions) { 80 } else { 400 };

#[test]
fn every_option_is_a_real_ruling_and_wrong_ones_are_explained() {
    use mjref::quiz::{Origin, check, make_question};
    for ruleset in rulesets() {
        for article in &ruleset.articles {
            for seed in 0..OPTION_SEEDS {
                let q = make_question(&ruleset, &article.id, seed).expect("question");
                // Every option is a case of some article, made concrete with this
                // question's circumstances (earlier fouls, minutes late).
                let all_rulings: Vec<_> = ruleset
                    .articles
                    .iter()
                    .flat_map(|a| a.cases.iter())
                    .map(|c| c.then.resolved(&q.judgement.circumstances))
                    .collect();
                assert!(
                    q.choices.len() >= 3,
                    "{} seed {seed}: only {} options",
                    article.id,
                    q.choices.len()
                );
                assert_eq!(
                    q.choices
                        .iter()
                        .filter(|c| c.origin == Origin::Correct)
                        .count(),
                    1
                );
                for (i, c) in q.choices.iter().enumerate() {
                    // "Nothing irregular happened" is the one option no article writes.
                    assert!(
                        all_rulings.contains(&c.ruling) || c.origin == Origin::NothingIrregular,
                        "option is not a ruling of any article"
                    );
                    assert!(
                        q.choices[..i].iter().all(|o| o.ruling != c.ruling),
                        "duplicate option"
                    );
                    let v = check(&ruleset, &q, i);
                    assert_eq!(v.correct, i == q.correct_index());
                    match &c.origin {
                        Origin::OtherCase { .. } => {
                            let (fact, wanted) = v
                                .separating
                                .clone()
                                .expect("a wrong case names its separating fact");
                            assert_eq!(
                                q.judgement.facts.get(fact.as_str()),
                                Some(&!wanted),
                                "{fact}"
                            );
                        }
                        Origin::OtherArticle { article, .. } => {
                            assert_eq!(v.other_article.as_ref(), Some(article))
                        }
                        Origin::Correct => assert!(v.separating.is_none()),
                        Origin::NothingIrregular => {
                            assert!(c.lawful && c.ruling.players.is_empty());
                            assert!(!q.judgement.lawful, "offered where something was wrong");
                            assert!(v.took_as_allowed, "the explanation says it was not allowed");
                        }
                    }
                }
            }
        }
    }
}
