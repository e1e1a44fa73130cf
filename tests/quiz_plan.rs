//! How a run draws its questions: nearby seeds give unrelated runs (a club moving from
//! seed 1 to seed 2 meets new questions), and a run as long as the ruleset has articles
//! meets every article.

use mjref::quiz::session::{Mode, Plan};
use mjref::rules::builtin;
use std::collections::BTreeSet;

fn picks(ruleset: &mjref::rules::Ruleset, seed: u64, count: u32) -> Vec<(String, u64)> {
    let plan = Plan {
        mode: Mode::Everything,
        seed,
        count,
        edition: None,
    };
    (0..count).filter_map(|i| plan.pick(ruleset, i)).collect()
}

#[test]
fn nearby_seeds_share_almost_no_questions() {
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        for seed in 1..6 {
            let a: BTreeSet<_> = picks(&ruleset, seed, 40).into_iter().collect();
            let b: BTreeSet<_> = picks(&ruleset, seed + 1, 40).into_iter().collect();
            let shared = a.intersection(&b).count();
            assert!(
                shared <= 2,
                "{id}: seeds {seed} and {} share {shared} of 40 questions",
                seed + 1
            );
        }
    }
}

#[test]
fn a_run_as_long_as_the_articles_meets_every_article() {
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        let n = u32::try_from(ruleset.articles.len()).expect("few articles");
        for seed in 0..4 {
            let met: BTreeSet<String> = picks(&ruleset, seed, n).into_iter().map(|p| p.0).collect();
            let missing: Vec<&str> = ruleset
                .articles
                .iter()
                .map(|a| a.id.as_str())
                .filter(|a| !met.contains(*a))
                .collect();
            assert!(
                missing.is_empty(),
                "{id} seed {seed}: {n} questions miss {missing:?}"
            );
        }
    }
}

#[test]
fn about_one_question_in_ten_is_a_trap_whose_answer_is_nothing_irregular() {
    let cat = mjref::i18n::Catalog::english();
    let lawful_words = cat.tr("ruling-lawful");
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        let (mut asked, mut traps) = (0, 0);
        for seed in 1..=3 {
            let plan = Plan {
                mode: Mode::Everything,
                seed,
                count: 40,
                edition: None,
            };
            for i in 0..40 {
                let Some(Ok(q)) = plan.question(&ruleset, i) else {
                    continue;
                };
                asked += 1;
                if plan.trap(&ruleset, &q.article, i).is_some() {
                    traps += 1;
                    assert!(
                        q.judgement.lawful,
                        "{id} {}: a trap that is not lawful",
                        q.article
                    );
                    let right = &q.option_texts(&cat)[q.correct_index()];
                    assert!(
                        right.starts_with(&lawful_words),
                        "{id} {}: {right}",
                        q.article
                    );
                }
            }
        }
        let percent = 100 * traps / asked;
        assert!(
            (5..=15).contains(&percent),
            "{id}: {traps} traps in {asked} questions"
        );
    }
}

#[test]
fn after_the_first_round_each_article_cycles_through_its_cases() {
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        let n = u32::try_from(ruleset.articles.len()).expect("few articles");
        let most = ruleset
            .articles
            .iter()
            .map(|a| a.cases.iter().filter(|c| !c.lawful).count())
            .max()
            .unwrap_or(0) as u32;
        let plan = Plan {
            mode: Mode::Everything,
            seed: 3,
            count: n * (most + 1),
            edition: None,
        };
        let mut met: std::collections::BTreeMap<String, BTreeSet<String>> = Default::default();
        for i in n..n * (most + 1) {
            let Some(Ok(q)) = plan.question(&ruleset, i) else {
                continue;
            };
            if plan.trap(&ruleset, &q.article, i).is_none() {
                met.entry(q.article.clone())
                    .or_default()
                    .insert(q.judgement.case.clone());
            }
        }
        let mut missed = Vec::new();
        for article in &ruleset.articles {
            let seen = met.get(&article.id).cloned().unwrap_or_default();
            let missing = article
                .cases
                .iter()
                .filter(|c| !c.lawful && !seen.contains(&c.id))
                .count();
            // A round that was a trap leaves one case for the next cycle.
            if missing > 1 {
                missed.push((article.id.clone(), missing));
            }
        }
        assert!(
            missed.is_empty(),
            "{id}: {most} rounds after the first leave cases unasked: {missed:?}"
        );
    }
}
