//! Answers built part by part: each part is checked on its own, with partial credit, and
//! the explanation names the wrong part and the fact that decides it.

use mjref::i18n::Catalog;
use mjref::quiz::{Question, make_question};
use mjref::rules::{Ruleset, builtin};
use mjref::study::parts::{Given, Part, Sheet, check, explain, sheet};
use mjref::study::pick::question_for_case;

fn load(id: &str) -> Ruleset {
    builtin::load(id).expect("known").expect("loads")
}

/// The right answer to every part of the sheet.
fn all_right(s: &Sheet) -> Vec<Given> {
    s.parts
        .iter()
        .map(|p| match p.part {
            Part::Amounts => Given::Amounts(p.transfers.iter().map(|t| t.amount).collect()),
            _ => Given::Option(p.correct),
        })
        .collect()
}

#[test]
fn every_part_right_is_full_credit_on_every_ruleset() {
    for id in builtin::IDS {
        let r = load(id);
        for article in &r.articles {
            let q = make_question(&r, &article.id, 3).expect("a question");
            let s = sheet(&r, &q);
            assert!(
                s.parts.len() >= 3,
                "{}: only {} parts asked",
                article.id,
                s.parts.len()
            );
            for p in &s.parts {
                if p.part != Part::Amounts {
                    assert!(p.options.len() >= 2 && p.correct < p.options.len());
                }
            }
            let v = check(&r, &q, &s, &all_right(&s));
            assert!(v.correct, "{}", article.id);
            assert_eq!(v.score, 1.0);
        }
    }
}

#[test]
fn one_wrong_part_costs_that_part_only() {
    let r = load("american");
    let cat = Catalog::english();
    let q = make_question(&r, "AM-DEAL-02", 7).expect("a question");
    let s = sheet(&r, &q);
    let n = s.parts.len();
    for wrong in 0..n {
        let mut given = all_right(&s);
        let part = &s.parts[wrong];
        given[wrong] = match part.part {
            Part::Amounts => continue,
            _ => Given::Option((part.correct + 1) % part.options.len()),
        };
        let v = check(&r, &q, &s, &given);
        assert!(!v.correct);
        assert_eq!(v.score, (n - 1) as f64 / n as f64);
        for (i, pv) in v.parts.iter().enumerate() {
            assert_eq!(pv.right, i != wrong, "part {i}");
        }
        let text = explain(&cat, &r, &q, &s, &v).join("\n");
        let name = cat.tr(part.part.name_id());
        assert!(
            text.contains(&format!("Wrong: {name}")),
            "the wrong part is not named:\n{text}"
        );
        assert!(
            text.contains(&format!("{} of {n} parts right", n - 1)),
            "{text}"
        );
        assert!(!text.contains('⟦'), "a message is missing:\n{text}");
    }
}

/// A wrong part that belongs to another case of the article is explained by the fact
/// that case needs and does not have here.
#[test]
fn a_wrong_part_is_explained_by_the_deciding_fact() {
    let r = load("millington");
    let cat = Catalog::english();
    let mut explained = 0;
    for article in &r.articles {
        let q = make_question(&r, &article.id, 5).expect("a question");
        let s = sheet(&r, &q);
        for (i, part) in s.parts.iter().enumerate() {
            if part.part == Part::Amounts {
                continue;
            }
            for o in 0..part.options.len() {
                if o == part.correct {
                    continue;
                }
                let mut given = all_right(&s);
                given[i] = Given::Option(o);
                let v = check(&r, &q, &s, &given);
                let pv = &v.parts[i];
                assert!(!pv.right);
                if !pv.separating.is_empty() {
                    // Each fact really is the other way here.
                    for (fact, wanted) in &pv.separating {
                        assert_eq!(
                            q.judgement.facts.get(fact.as_str()).copied(),
                            Some(!wanted),
                            "{fact}"
                        );
                    }
                    let text = explain(&cat, &r, &q, &s, &v).join("\n");
                    assert!(text.contains("Your choice would be right if"), "{text}");
                    explained += 1;
                }
            }
        }
    }
    assert!(
        explained > 10,
        "only {explained} wrong parts had a deciding fact"
    );
}

fn with_figures(r: &Ruleset) -> (Question, Sheet) {
    for article in &r.articles {
        for case in &article.cases {
            let q = question_for_case(r, &article.id, &case.id, 1).expect("question");
            let s = sheet(r, &q);
            if s.parts.iter().any(|p| p.part == Part::Amounts) {
                return (q, s);
            }
        }
    }
    panic!("no ruling of {} pays a computable figure", r.meta.id);
}

#[test]
fn payments_are_typed_as_figures_and_checked() {
    let r = load("millington");
    let cat = Catalog::english();
    let (q, s) = with_figures(&r);
    let at = s
        .parts
        .iter()
        .position(|p| p.part == Part::Amounts)
        .expect("asked");
    assert_eq!(
        s.parts[at - 1].part,
        Part::Payments,
        "figures follow the payments"
    );
    let transfers = &s.parts[at].transfers;
    assert!(!transfers.is_empty());

    let right = check(&r, &q, &s, &all_right(&s));
    assert!(right.correct);

    let mut given = all_right(&s);
    let mut figures: Vec<Option<u32>> = transfers.iter().map(|t| t.amount).collect();
    let first = figures[0].expect("a figure");
    figures[0] = Some(first + 10);
    given[at] = Given::Amounts(figures);
    let v = check(&r, &q, &s, &given);
    assert!(!v.parts[at].right);
    assert!(
        v.parts
            .iter()
            .enumerate()
            .all(|(i, p)| p.right == (i != at))
    );
    let text = explain(&cat, &r, &q, &s, &v).join("\n");
    assert!(
        text.contains(&format!("{first}, not {}", first + 10)),
        "the wrong figure is not shown:\n{text}"
    );

    // Nothing typed is wrong too, and says what it should have been.
    given[at] = Given::Amounts(vec![None; transfers.len()]);
    let v = check(&r, &q, &s, &given);
    assert!(!v.parts[at].right);
}

#[test]
fn a_missing_answer_is_wrong() {
    let r = load("american");
    let q = make_question(&r, "AM-DEAL-03", 1).expect("a question");
    let s = sheet(&r, &q);
    let v = check(&r, &q, &s, &[]);
    assert!(!v.correct);
    assert_eq!(v.score, 0.0);
}

/// Two options that read the same would make a part unanswerable (or answerable by luck):
/// "No penalty for North." twice, once for the offender and once for the player left of
/// the dealer where both are North.
#[test]
fn no_two_options_of_a_part_read_the_same() {
    let cat = Catalog::english();
    for id in builtin::IDS {
        let r = load(id);
        for article in &r.articles {
            for seed in 1..6 {
                let Ok(q) = make_question(&r, &article.id, seed) else {
                    continue;
                };
                let s = sheet(&r, &q);
                for p in &s.parts {
                    let mut texts: Vec<String> = p
                        .options
                        .iter()
                        .map(|v| mjref::study::parts::option_text(&cat, &q, v))
                        .collect();
                    let n = texts.len();
                    texts.sort();
                    texts.dedup();
                    assert_eq!(
                        texts.len(),
                        n,
                        "{} seed {seed} {:?}: {texts:?}",
                        article.id,
                        p.part
                    );
                }
            }
        }
    }
}
