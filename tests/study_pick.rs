//! A question for a given case: the scheduler asks about cases, and the generator is
//! searched, seed after seed, for a situation the engine decides that way.

use mjref::rules::builtin;
use mjref::study::pick::question_for_case;

#[test]
fn every_case_of_every_article_gets_its_question() {
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known").expect("loads");
        for article in &ruleset.articles {
            for case in &article.cases {
                let q = question_for_case(&ruleset, &article.id, &case.id, 1)
                    .unwrap_or_else(|e| panic!("{} {}: {e}", article.id, case.id));
                assert_eq!(q.article, article.id);
                assert_eq!(
                    q.judgement.case, case.id,
                    "{}: no question found for case {}",
                    article.id, case.id
                );
            }
        }
    }
}

#[test]
fn the_same_case_and_seed_give_the_same_question() {
    let ruleset = builtin::load("millington").expect("known").expect("loads");
    let article = &ruleset.articles[0];
    let case = &article.cases[article.cases.len() - 1];
    let a = question_for_case(&ruleset, &article.id, &case.id, 77).expect("question");
    let b = question_for_case(&ruleset, &article.id, &case.id, 77).expect("question");
    assert_eq!(a.seed, b.seed);
    assert_eq!(a.scenario, b.scenario);
}
