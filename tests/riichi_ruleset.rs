//! The riichi ruleset while it is being built (issue 32): not yet listed in
//! rulesets/builtin.ron, it is read from its folder as a house ruleset is, which asks every
//! article with a few seeds. Each article's questions are then judged by its own cases,
//! on the riichi table, over more seeds.

mod support;

use mjref::rules::Ruleset;

fn riichi() -> Ruleset {
    support::staged("riichi")
}

#[test]
fn every_article_is_judged_by_its_own_cases_on_a_riichi_table() {
    let ruleset = riichi();
    assert!(ruleset.articles.len() >= 4);
    for article in &ruleset.articles {
        let mut cases_seen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let q = mjref::quiz::make_question(&ruleset, &article.id, seed)
                .unwrap_or_else(|e| panic!("{} seed {seed}: {e}", article.id));
            assert_eq!(q.judgement.article, article.id, "seed {seed}");
            assert!(
                article.cases.iter().any(|c| c.id == q.judgement.case),
                "{} seed {seed}: case {}",
                article.id,
                q.judgement.case
            );
            cases_seen.insert(q.judgement.case.clone());
            let start = ruleset
                .initial_table(&q.scenario)
                .expect("the walls are built");
            assert_eq!(start.dead_wall().len(), 0, "the walls are not broken yet");
            assert!(
                q.choices.len() >= 2,
                "{} seed {seed}: {} options",
                article.id,
                q.choices.len()
            );
        }
        assert!(!cases_seen.is_empty(), "{}", article.id);
    }
}

#[test]
fn a_false_win_is_judged_by_the_riichi_calculator() {
    // The stories declare wins that are none; on this table that means no yaku, not
    // complete or the wrong count, as the calculator says.
    let ruleset = riichi();
    for seed in 0..30 {
        let q = mjref::quiz::make_question(&ruleset, "RII-01b", seed).expect("a question");
        let table = &q.judgement.table;
        let declarer = q.judgement.detection.parties.offender.expect("an offender");
        assert!(
            !mjref::table::win_is_valid(table, declarer, ruleset.meta.win_check, None),
            "seed {seed}: {declarer:?}'s declared win is no riichi win"
        );
    }
}

#[test]
fn the_ruleset_is_told_in_every_language() {
    let english = riichi();
    for lang in [
        mjref::i18n::Lang::Cs,
        mjref::i18n::Lang::Pl,
        mjref::i18n::Lang::Ru,
    ] {
        let told = support::staged_in("riichi", lang);
        for (a, en) in told.articles.iter().zip(&english.articles) {
            assert_ne!(
                a.title,
                en.title,
                "{}: {} is not translated",
                lang.code(),
                a.id
            );
            assert_ne!(a.summary, en.summary, "{}: {}", lang.code(), a.id);
        }
    }
}
