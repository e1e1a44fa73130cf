//! Properties over many seeds, for every article of every built-in ruleset: the generator
//! makes a legal table, the referee detects exactly what was injected without being told,
//! and every case of every article is reached.

use mjref::rules::{Ruleset, builtin, judge};
use mjref::situations::generate;
use proptest::prelude::*;
use std::collections::BTreeSet;

mod depth;

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

/// Seeds a case may take to come up at all: a case no story reaches within this many is
/// reported as never generated.
const REACH_WITHIN: u64 = 5000;

#[test]
fn every_case_of_every_article_is_reached_and_detected() {
    // Every seed up to the depth is checked; past it, seeds are tried only until every case
    // has come up, so the fast depth still finds a case no story reaches.
    let checked = depth::seeds(64, REACH_WITHIN);
    // MJREF_ONLY=AM-CH-01,AM-CH-02 narrows the run to some articles while working on them.
    let only: Option<Vec<String>> = std::env::var("MJREF_ONLY")
        .ok()
        .map(|v| v.split(',').map(|s| s.trim().to_string()).collect());
    let rulesets = rulesets();
    let articles: Vec<(&Ruleset, &str)> = rulesets
        .iter()
        .flat_map(|r| r.articles.iter().map(move |a| (r, a.id.as_str())))
        .filter(|(_, id)| only.as_ref().is_none_or(|o| o.iter().any(|x| x == id)))
        .collect();
    depth::in_parallel(&articles, |(ruleset, id)| {
        let article = ruleset.article(id).expect("listed");
        let all: BTreeSet<String> = article.cases.iter().map(|c| c.id.clone()).collect();
        let mut reached = BTreeSet::new();
        for seed in 0..REACH_WITHIN {
            if seed >= checked && reached == all {
                break;
            }
            reached.insert(run(ruleset, id, seed));
        }
        let missing: Vec<&String> = all.difference(&reached).collect();
        assert!(
            missing.is_empty(),
            "{id}: cases never generated: {missing:?}"
        );
    });
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
            for seed in 0..depth::seeds(6, 20) {
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
    #![proptest_config(ProptestConfig::with_cases(depth::cases(64)))]
    #[test]
    fn any_seed_any_article_judges_without_panic(seed in any::<u64>(), pick in 0usize..64) {
        let rulesets = rulesets();
        let ruleset = &rulesets[pick % rulesets.len()];
        let article = &ruleset.articles[pick % ruleset.articles.len()];
        run(ruleset, &article.id, seed);
    }
}

#[test]
fn every_option_is_a_real_ruling_and_wrong_ones_are_explained() {
    use mjref::quiz::{Origin, check, make_question};
    let rulesets = rulesets();
    let articles: Vec<(&Ruleset, &str)> = rulesets
        .iter()
        .flat_map(|r| r.articles.iter().map(move |a| (r, a.id.as_str())))
        .collect();
    depth::in_parallel(&articles, |&(ruleset, id)| {
        {
            for seed in 0..depth::seeds(16, 400) {
                let q = make_question(ruleset, id, seed).expect("question");
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
                    "{id} seed {seed}: only {} options",
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
                    // "Nothing irregular happened" is the one option no article writes; the
                    // right one may carry what the referee adds to its case (the jokers a
                    // dead hand leaves open to exchange).
                    assert!(
                        all_rulings.contains(&c.ruling)
                            || c.origin == Origin::NothingIrregular
                            || (c.origin == Origin::Correct && c.ruling == q.judgement.ruling),
                        "option is not a ruling of any article"
                    );
                    assert!(
                        q.choices[..i].iter().all(|o| o.ruling != c.ruling),
                        "duplicate option"
                    );
                    let v = check(ruleset, &q, i);
                    assert_eq!(v.correct, i == q.correct_index());
                    match &c.origin {
                        Origin::OtherCase { .. } => {
                            assert!(
                                !v.separating.is_empty(),
                                "a wrong case names its separating facts"
                            );
                            for (fact, wanted) in &v.separating {
                                assert_eq!(
                                    q.judgement.facts.get(fact.as_str()),
                                    Some(&!wanted),
                                    "{fact}"
                                );
                            }
                        }
                        Origin::OtherArticle { article, .. } => {
                            assert_eq!(v.other_article.as_ref(), Some(article))
                        }
                        Origin::Correct => assert!(v.separating.is_empty()),
                        Origin::NothingIrregular => {
                            assert!(c.lawful && c.ruling.players.is_empty());
                            assert!(!q.judgement.lawful, "offered where something was wrong");
                            assert!(v.took_as_allowed, "the explanation says it was not allowed");
                        }
                    }
                }
            }
        }
    });
}
