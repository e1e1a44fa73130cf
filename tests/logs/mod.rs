//! Logs that go on after a generated story: the story, then plausible events appended
//! as a table might go on (`appended_events.rs`, `prefix_rulings.rs`).
#![allow(dead_code)]

use mjref::rng::Dice;
use mjref::rules::Ruleset;
use mjref::scenario::Scenario;
use mjref::situations::generate;
use mjref::table::{ClaimKind, Event, Seat, Table};

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

/// Why a story could not be given play after it.
#[derive(Debug)]
pub enum NoLog {
    DoesNotGenerate,
    NoInitialTable,
    DoesNotReplay,
}

/// The story of `article` from seed `n` with up to `wanted` plausible events appended
/// (only events the table can carry out), and how many were.
pub fn with_play(
    ruleset: &Ruleset,
    article: &str,
    n: u64,
    wanted: usize,
    dice: &mut Dice,
) -> Result<(Scenario, usize), NoLog> {
    let mut scenario = generate(ruleset, article, n)
        .map_err(|_| NoLog::DoesNotGenerate)?
        .scenario;
    let mut table = ruleset
        .initial_table(&scenario)
        .map_err(|_| NoLog::NoInitialTable)?;
    for (i, e) in scenario.events.iter().enumerate() {
        table.apply(i, e).map_err(|_| NoLog::DoesNotReplay)?;
    }
    let (mut added, mut tries) = (0, 0);
    while added < wanted && tries < 40 {
        tries += 1;
        let Some(e) = plausible(&table, dice) else {
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
    Ok((scenario, added))
}
