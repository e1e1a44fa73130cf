//! After a generated story, a table may go on in any plausible way: a pick in or out of
//! turn, a discard, a call (on the latest discard or the earlier of two), a declaration,
//! a discard taken into the hand, a joker offered for a natural, a hand laid face up, a
//! touch of the wall. Whatever is appended, the referee rules every matter: by an article,
//! or by the ruleset's stated fallback; never "no article judges" nor "no case applies".

use logs::NoLog;
use mjref::rng::Dice;
use mjref::rules::{JudgeError, Ruleset, builtin, judge_all};

mod depth;
mod logs;

fn check(ruleset: &Ruleset, failures: &mut Vec<String>) {
    for n in 0..depth::seeds(300, 7000) {
        let article = &ruleset.articles[(n as usize) % ruleset.articles.len()];
        let mut dice = Dice::for_label(n, "appended events");
        let wanted = 1 + usize::try_from(dice.below(4)).unwrap_or(0);
        let (scenario, added) = match logs::with_play(ruleset, &article.id, n, wanted, &mut dice) {
            Ok(log) => log,
            Err(NoLog::DoesNotGenerate) => {
                failures.push(format!("{} seed {n}: does not generate", article.id));
                continue;
            }
            Err(NoLog::NoInitialTable) => {
                failures.push(format!("{} seed {n}: no initial table", article.id));
                continue;
            }
            Err(NoLog::DoesNotReplay) => {
                panic!("{} seed {n}: the story does not replay", article.id)
            }
        };
        if let Err(e @ (JudgeError::NoArticle(_) | JudgeError::NoCase(_))) =
            judge_all(ruleset, &scenario)
        {
            failures.push(format!(
                "{} seed {n} with {:?}: {e}",
                article.id,
                &scenario.events[scenario.events.len() - added..]
            ));
        }
    }
}

#[test]
fn every_matter_after_random_plausible_events_is_ruled() {
    let mut failures = Vec::new();
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        check(&ruleset, &mut failures);
    }
    assert!(
        failures.is_empty(),
        "{} logs not ruled:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}
