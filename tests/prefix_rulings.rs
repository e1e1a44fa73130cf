//! A matter is judged at its moment: the ruling on a matter of a log is the same whether
//! the log stops just after it or goes on. Over logs made of a generated story and play
//! appended after it (`logs::with_play`), every matter's ruling in the whole log is
//! compared with its ruling in the log cut just after its event.
//!
//! The cut is made just after the moment the referee ruled (`Judgement::ruled_at`): the
//! matter's own event, or the call to the referee where the article asks what happened
//! next. Before the referee judged each matter at its moment (issue 28), 160 of 2,452
//! matters at the fast depth were ruled otherwise once the log went on; at the deep depth
//! (the deep CI step) none of about 36,000 now is.

use mjref::rng::Dice;
use mjref::rules::{Ruleset, builtin, judge_all};

mod depth;
mod logs;

/// Where a log's matters are ruled differently once the log goes on after them.
fn differences(ruleset: &Ruleset, logs: u64) -> (usize, Vec<String>) {
    let mut compared = 0;
    let mut differ = Vec::new();
    for n in 0..logs {
        let article = &ruleset.articles[(n as usize) % ruleset.articles.len()];
        let mut dice = Dice::for_label(n, "prefix rulings");
        let wanted = 2 + usize::try_from(dice.below(6)).unwrap_or(0);
        let Ok((scenario, _)) = logs::with_play(ruleset, &article.id, n, wanted, &mut dice) else {
            continue;
        };
        let Ok(whole) = judge_all(ruleset, &scenario) else {
            continue;
        };
        for j in &whole {
            let mut cut = scenario.clone();
            // Just after the moment the referee ruled: the matter's event, or the call.
            cut.events.truncate(j.ruled_at + 1);
            compared += 1;
            let alone = judge_all(ruleset, &cut).ok();
            let same = alone.as_ref().and_then(|all| {
                all.iter().find(|k| {
                    k.detection.at == j.detection.at
                        && k.detection.irregularity == j.detection.irregularity
                })
            });
            let said =
                |k: &mjref::rules::Judgement| format!("{} {} {:?}", k.article, k.case, k.ruling);
            match same {
                Some(k) if said(k) == said(j) => {}
                Some(k) => differ.push(format!(
                    "{} seed {n}, event {} {:?}: cut {} / whole {}",
                    article.id,
                    j.detection.at,
                    j.detection.irregularity,
                    said(k),
                    said(j)
                )),
                None => differ.push(format!(
                    "{} seed {n}, event {} {:?}: not a matter in the cut log; whole {}",
                    article.id,
                    j.detection.at,
                    j.detection.irregularity,
                    said(j)
                )),
            }
        }
    }
    (compared, differ)
}

#[test]
fn a_matter_is_ruled_the_same_whether_or_not_the_log_goes_on() {
    let mut report = Vec::new();
    let mut total = 0;
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        let (compared, differ) = differences(&ruleset, depth::seeds(200, 3000));
        total += compared;
        eprintln!(
            "{id}: {} of {compared} matters ruled otherwise in the whole log",
            differ.len()
        );
        // Every one, for `-- --ignored --nocapture`.
        for d in &differ {
            eprintln!("  {d}");
        }
        report.extend(differ);
    }
    assert!(
        report.is_empty(),
        "{} of {total} matters:\n{}",
        report.len(),
        report[..report.len().min(30)].join("\n")
    );
}
