//! After a generated story, a table may go on in any plausible way: a pick in or out of
//! turn, a discard, a call (on the latest discard or the earlier of two), a declaration,
//! a discard taken into the hand, a joker offered for a natural, a hand laid face up, a
//! touch of the wall. Whatever is appended, the referee rules every matter: by an article,
//! or by the ruleset's stated fallback; never "no article judges" nor "no case applies".

use mjref::rng::Dice;
use mjref::rules::{JudgeError, Ruleset, builtin, judge_all};
use mjref::situations::generate;
use mjref::table::{ClaimKind, Event, Seat, Table};

mod depth;

/// A plausible next event at `table`, or none where the pick found nothing to do.
fn plausible(table: &Table, dice: &mut Dice) -> Option<Event> {
    let seat = *dice.pick(&Seat::ALL);
    let rack = table.rack(seat);
    Some(match dice.below(13) {
        0..=2 => Event::Picked {
            seat,
            at: table.remaining().next()?,
            known: dice.chance(1, 2),
        },
        3..=5 => {
            let len = u32::try_from(rack.len()).ok()?.max(1);
            let tile = *rack.get(usize::try_from(dice.below(len)).ok()?)?;
            Event::Discarded {
                seat,
                tile: table.kind(tile),
                named: None,
            }
        }
        6 => Event::Claimed {
            seat,
            claim: *dice.pick(&[ClaimKind::Pung, ClaimKind::Chow, ClaimKind::Win]),
        },
        7 => Event::DeclaredWin { seat },
        8 => Event::TouchedWall {
            seat,
            at: table
                .remaining()
                .nth(usize::try_from(dice.below(3)).ok()?)?,
            revealed: dice.chance(1, 2),
        },
        9 => Event::TakenIntoHand { seat },
        10 => Event::ClaimedEarlierDiscard {
            seat,
            claim: *dice.pick(&[ClaimKind::Pung, ClaimKind::Chow]),
        },
        11 => {
            let owner = *dice.pick(&Seat::ALL);
            if table.melds(owner).is_empty() {
                return None;
            }
            Event::JokerOffered {
                seat,
                owner,
                meld: 0,
            }
        }
        _ => Event::HandShown { seat },
    })
}

fn check(ruleset: &Ruleset, failures: &mut Vec<String>) {
    for n in 0..depth::seeds(300, 7000) {
        let article = &ruleset.articles[(n as usize) % ruleset.articles.len()];
        let Ok(generated) = generate(ruleset, &article.id, n) else {
            failures.push(format!("{} seed {n}: does not generate", article.id));
            continue;
        };
        let mut scenario = generated.scenario;
        let Ok(mut table) = ruleset.initial_table(&scenario) else {
            failures.push(format!("{} seed {n}: no initial table", article.id));
            continue;
        };
        let mut ok = true;
        for (i, e) in scenario.events.iter().enumerate() {
            ok &= table.apply(i, e).is_ok();
        }
        assert!(ok, "{} seed {n}: the story does not replay", article.id);
        let mut dice = Dice::for_label(n, "appended events");
        let wanted = 1 + usize::try_from(dice.below(4)).unwrap_or(0);
        let mut tries = 0;
        let mut added = 0;
        while added < wanted && tries < 40 {
            tries += 1;
            let Some(e) = plausible(&table, &mut dice) else {
                continue;
            };
            // Only events the table can carry out: a discard of a tile held, a pick of a
            // tile still in the wall.
            let mut next = table.clone();
            if next.apply(scenario.events.len(), &e).is_ok() {
                table = next;
                scenario.events.push(e);
                added += 1;
            }
        }
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
