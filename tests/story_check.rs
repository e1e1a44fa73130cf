//! Every story is a real table (issue 29, section 1): a referee stops reading at the
//! first act no table allows. Over every article and many seeds, each act before the
//! question that is not itself a matter the referee rules on must be one a player could
//! make: a claim the claimant holds the tiles for (a chow only by the next player, of
//! suited tiles), a call to win by a hand at most one tile from complete, the wall the
//! dice count to broken, and no act by a hand the table stopped (ruled dead, or conceded
//! dead), nor a second dead call on it. The deep run (`MJREF_DEEP=1`) checks 200 seeds an article.

use mjref::analysis::american::{Hand, distances};
use mjref::analysis::standard;
use mjref::quiz::narrative::ruling_told_after;
use mjref::rules::{Irregularity, Judgement, Ruleset, Status, TileFate, builtin, judge_all};
use mjref::situations::generate;
use mjref::table::american::hand_of;
use mjref::table::{ClaimKind, Event, Replay, Seat, Table};
use mjref::tiles::Kind;

mod depth;

fn seeds() -> u64 {
    depth::seeds(12, 200)
}

fn rack(table: &Table, seat: Seat) -> Vec<Kind> {
    table.rack(seat).iter().map(|t| table.kind(*t)).collect()
}

/// Whether a player would make `claim` on the latest discard with the table as it stands;
/// `None` where it is allowed, else what is wrong with it.
fn claim_fault(ruleset: &Ruleset, table: &Table, seat: Seat, claim: ClaimKind) -> Option<String> {
    let d = table.latest_discard()?;
    let kind = table.kind(d.tile);
    let hand = rack(table, seat);
    let american = ruleset.card.is_some();
    let held = hand.iter().filter(|k| **k == kind).count();
    let jokers = if american {
        hand.iter().filter(|k| **k == Kind::Joker).count()
    } else {
        0
    };
    match claim {
        ClaimKind::Chow => {
            if seat != d.seat.right() {
                return Some(format!(
                    "{seat} chows {kind:?} from {}, not the player before",
                    d.seat
                ));
            }
            let Kind::Number(suit, n) = kind else {
                return Some(format!("{seat} chows an honour, {kind:?}"));
            };
            let has = |m: i16| (1..=9).contains(&m) && hand.contains(&Kind::Number(suit, m as u8));
            let n = i16::from(n);
            let run = (has(n - 2) && has(n - 1))
                || (has(n - 1) && has(n + 1))
                || (has(n + 1) && has(n + 2));
            (!run).then(|| format!("{seat} chows {kind:?} holding no two tiles of a run with it"))
        }
        ClaimKind::Pung | ClaimKind::Exposure => (kind == Kind::Joker || held + jokers < 2)
            .then(|| format!("{seat} calls {kind:?} for a set holding {held} of it")),
        ClaimKind::Kong => (held + jokers < 3)
            .then(|| format!("{seat} calls {kind:?} for a kong holding {held} of it")),
        ClaimKind::Win => {
            let near = match ruleset.card.as_deref() {
                Some(card) => {
                    let mut h: Hand = hand_of(table, seat);
                    h.concealed.push(kind);
                    distances(card, &h).first().is_some_and(|(_, n)| *n <= 1)
                }
                None => {
                    let melds = table.melds(seat).len();
                    let mut with = hand.clone();
                    with.push(kind);
                    standard::is_complete(&with, melds) || standard::one_tile_off(&hand, melds)
                }
            };
            (!near).then(|| format!("{seat} calls {kind:?} to win with a hand far from complete"))
        }
    }
}

/// Matters about an act a player could not rightly make: a claim without the tiles, a
/// call to win on a hand in error, a claim on a tile under a wrong name or on a joker.
/// Only in these may a claim break the checks; a claim in a dispute over priority, a
/// claim after drawing, or one withdrawn must still be one the claimant could make.
const ABOUT_THE_ACT: &[Irregularity] = &[
    Irregularity::FalseClaim,
    Irregularity::FalseWin,
    Irregularity::SeveralFalseWins,
    Irregularity::InvalidExposure,
    Irregularity::FalseWinNothingShown,
    Irregularity::FalseWinGroupShown,
    Irregularity::FalseWinHandShown,
    Irregularity::HandsDisturbedByFalseWin,
    Irregularity::WallDestroyedAfterFalseWin,
    Irregularity::MisnamedDiscardClaimed,
    Irregularity::CompetingClaimsOnMisnamedTile,
    Irregularity::WinOnMisnamedDiscard,
    Irregularity::WinOnMisnamedJoker,
    Irregularity::JokerDiscardClaimed,
    Irregularity::DeadHandPlayed,
    Irregularity::WrongWallInDeal,
];

/// Whether the act at `i` by `seat` is the act a matter is about: a matter of that
/// player's on such an act, raised at it or later in the same exchange (before the next
/// discard).
fn part_of_a_matter(matters: &[Judgement], events: &[Event], i: usize, seat: Seat) -> bool {
    let end = events
        .iter()
        .enumerate()
        .skip(i + 1)
        .find(|(_, e)| matches!(e, Event::Discarded { .. }))
        .map_or(events.len(), |(n, _)| n);
    matters.iter().any(|j| {
        let p = &j.detection.parties;
        ABOUT_THE_ACT.contains(&j.detection.irregularity)
            && (i..=end).contains(&j.detection.at)
            && [p.offender, p.caller, p.called, p.also, p.winner].contains(&Some(seat))
    })
}

/// A hand dead (ruled so, or conceded) that picks, discards, claims, lays tiles out or
/// exchanges: the table stopped it, so it plays no more this hand (AM-DH-02); nor is it
/// called dead again.
fn dead_hand_acts(
    table: &Table,
    stopped: &[(usize, Seat)],
    i: usize,
    event: &Event,
) -> Option<String> {
    let dead = |s: Seat| table.is_dead(s) || stopped.iter().any(|(from, d)| *d == s && *from <= i);
    if let Event::DeadCalled { against, .. } = event {
        return dead(*against)
            .then(|| format!("{against}'s hand is dead already, and is called dead again"));
    }
    let seat = match event {
        Event::Picked { seat, .. }
        | Event::Discarded { seat, .. }
        | Event::Claimed { seat, .. }
        | Event::Exposed { seat, .. }
        | Event::JokerExchanged { seat, .. }
        | Event::DeclaredWin { seat } => *seat,
        _ => return None,
    };
    dead(seat).then(|| format!("{seat}'s hand is dead, yet it plays: {event:?}"))
}

/// The acts of one story no table allows, each told in a line.
fn faults(ruleset: &Ruleset, article: &str, seed: u64) -> Vec<String> {
    let Ok(generated) = generate(ruleset, article, seed) else {
        return Vec::new();
    };
    let scenario = &generated.scenario;
    let Ok(matters) = judge_all(ruleset, scenario) else {
        return vec![format!("{article} seed {seed}: the story cannot be judged")];
    };
    let Ok(start) = ruleset.initial_table(scenario) else {
        return vec![format!("{article} seed {seed}: no table")];
    };
    let events = &scenario.events;
    let mut replay = Replay::new(start, events);
    // The table just after each ruling that sends sets back to the rack.
    let sends_back: Vec<usize> = matters
        .iter()
        .filter(|j| j.ruling.tiles == TileFate::ReturnedToRack)
        .map(|j| j.ruled_at)
        .collect();
    let mut after = std::collections::HashMap::new();
    let mut out = Vec::new();
    let mut roll: Option<(Seat, u8)> = None;
    // Hands an earlier ruling stopped, from the event after the story tells that ruling:
    // not where the player disputed the call at once (AM-DH-05), nor for a ruling that
    // waits for a call (AM-EXP-02).
    let stopped: Vec<(usize, Seat)> = matters
        .iter()
        .filter(|j| !j.waits_for_a_call(ruleset))
        .flat_map(|j| {
            let from = ruling_told_after(j, events) + 1;
            let disputed = matches!(
                events.get(j.detection.at + 1),
                Some(Event::DeadCallAnswered {
                    conceded: false,
                    ..
                })
            );
            j.ruling
                .players
                .iter()
                .filter(move |e| e.status == Status::DeadHand && !disputed)
                .filter_map(|e| j.detection.parties.seat(e.who))
                .map(move |s| (from, s))
        })
        .collect();
    while let Some((i, event)) = replay.peek() {
        let table = replay.table();
        let fault = match event {
            Event::DiceRolled { seat, dice } => {
                roll = Some((*seat, dice.iter().sum()));
                None
            }
            Event::WallBroken { wall, .. } => roll.and_then(|(dealer, total)| {
                let due = ruleset.meta.wall_to_break.wall(dealer, total);
                (*wall != due && !part_of_a_matter(&matters, events, i, dealer))
                    .then(|| format!("a roll of {total} breaks {wall}'s wall, not {due}'s"))
            }),
            Event::Claimed { seat, claim } => claim_fault(ruleset, table, *seat, *claim)
                .or_else(|| dead_hand_acts(table, &stopped, i, event))
                .filter(|_| !part_of_a_matter(&matters, events, i, *seat)),
            _ => dead_hand_acts(table, &stopped, i, event).filter(|_| {
                event
                    .actor()
                    .is_some_and(|s| !part_of_a_matter(&matters, events, i, s))
            }),
        };
        if let Some(f) = fault {
            out.push(format!("{article} seed {seed}, event {}: {f}", i + 1));
        }
        if replay.apply_next().is_err() {
            break;
        }
        if sends_back.contains(&i) {
            after.insert(i, replay.table().clone());
        }
    }
    out.extend(
        ruled_back_yet_laid(ruleset, &matters, events, &after, replay.table())
            .into_iter()
            .map(|f| format!("{article} seed {seed}: {f}")),
    );
    out
}

/// An earlier ruling that sent a set laid in error back to the rack, whose set still
/// lies on the table the learner sees: the table did not do what was ruled. Not a ruling
/// that waits for a call (AM-EXP-02: nobody has ruled until then), nor one the question's
/// act follows at once (a dead call and its answer), nor where the question is about a
/// joker taken from that player's sets while they still lie there (AM-JK-06).
fn ruled_back_yet_laid(
    ruleset: &Ruleset,
    matters: &[Judgement],
    events: &[Event],
    after: &std::collections::HashMap<usize, Table>,
    end: &Table,
) -> Vec<String> {
    let Some((last, earlier)) = matters.split_last() else {
        return Vec::new();
    };
    let taken_from = match events.get(last.detection.at) {
        Some(Event::JokerExchanged { owner, .. }) => Some(*owner),
        _ => None,
    };
    earlier
        .iter()
        .filter(|j| j.ruling.tiles == TileFate::ReturnedToRack)
        .filter(|j| !j.waits_for_a_call(ruleset))
        // The question's own act came next: the table had no moment to do it.
        .filter(|j| last.detection.at > j.ruled_at + 1)
        .filter_map(|j| {
            let p = &j.detection.parties;
            let seat = p.called.or(p.offender).filter(|s| Some(*s) != taken_from)?;
            let then: Vec<_> = after
                .get(&j.ruled_at)?
                .melds(seat)
                .iter()
                .map(|m| m.tiles.clone())
                .collect();
            let still = end
                .melds(seat)
                .iter()
                .filter(|m| then.contains(&m.tiles))
                .count();
            (!then.is_empty() && still == then.len()).then(|| {
                format!(
                    "{} ({}) sent {seat}'s sets back to the rack, yet they are still laid",
                    j.article, j.case
                )
            })
        })
        .collect()
}

#[test]
fn every_act_before_the_question_is_one_a_table_allows() {
    let mut all = Vec::new();
    let mut stories = 0;
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known").expect("loads");
        for article in &ruleset.articles {
            for seed in 0..seeds() {
                stories += 1;
                all.extend(faults(&ruleset, &article.id, seed));
            }
        }
    }
    let mut by_article = std::collections::BTreeMap::<String, usize>::new();
    for f in &all {
        let a = f.split(' ').next().unwrap_or_default().to_string();
        *by_article.entry(a).or_default() += 1;
    }
    eprintln!("{} faults in {stories} stories: {by_article:?}", all.len());
    assert!(
        all.is_empty(),
        "acts no table allows:\n{}",
        all.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}
