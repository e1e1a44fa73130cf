//! Dead hands after the start: a hand called dead (rightly or not), answered, played on
//! after it was conceded, wrong counts found when the table counts, a third dead hand.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal};
use super::players;
use super::started;
use crate::analysis::american::{
    Card, Exposure, Hand, Target, Xc, nearest_targets, still_completable,
};
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::american::{exposure_is_invalid, exposures_of, hand_of, unseen_by};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

pub(super) fn steps(play: &mut Story, dice: &mut Dice, n: u32) -> Result<(), GenerateError> {
    for _ in 0..n {
        players::regular_action(play, dice)?;
    }
    Ok(())
}

fn live(play: &Story) -> Vec<Seat> {
    Seat::ALL
        .into_iter()
        .filter(|s| !play.table().dead().contains(s))
        .collect()
}

/// A live player other than `seat`, to call it dead.
fn caller(play: &Story, dice: &mut Dice, seat: Seat) -> Result<Seat, GenerateError> {
    let others: Vec<Seat> = live(play).into_iter().filter(|s| *s != seat).collect();
    if others.is_empty() {
        return Err(internal("no one left to call a hand dead"));
    }
    Ok(*dice.pick(&others))
}

/// When its turn comes, `seat` throws without picking, one tile short; the turn has
/// passed on after it. The hand is dead once another player calls it (AM-OOT-02), so it
/// plays on, its count wrong, until a player calls it or the table counts. Not a second
/// pick: a pick the table sees is ruled at once (AM-OOT-01), and the hand stops then.
fn miscount(play: &mut Story, dice: &mut Dice, seat: Seat) -> Result<(), GenerateError> {
    players::until_about_to_pick(play, dice, seat)?;
    players::discard(play, seat, dice)?;
    Ok(())
}

/// `seat` calls a discard for an exposure and lays a group no hand of the card allows (a
/// wrong tile beside it, only a pair, or a set that goes with none of its earlier
/// exposures), then throws.
fn bad_exposure(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
    seat: Seat,
) -> Result<(), GenerateError> {
    for _ in 0..24 {
        let thrower = players::until_discard(play, dice, 0)?;
        if thrower == seat {
            continue;
        }
        let Some(kind) = play
            .table()
            .latest_discard()
            .map(|d| play.table().kind(d.tile))
            .filter(|k| *k != Kind::Joker)
        else {
            continue;
        };
        let rack = players::rack(play, seat);
        let naturals = rack.iter().filter(|k| **k == kind).count();
        if naturals == 0 {
            continue;
        }
        let mut options: Vec<Vec<Kind>> = vec![vec![kind]];
        let others: Vec<Kind> = rack
            .iter()
            .copied()
            .filter(|k| *k != kind && *k != Kind::Joker)
            .collect();
        if !others.is_empty() {
            options.push(vec![kind, *dice.pick(&others)]);
        }
        if naturals >= 2 {
            options.push(vec![kind, kind]);
        }
        let earlier = exposures_of(play.table(), seat);
        options.retain(|lay| {
            let mut group = lay.clone();
            group.push(kind);
            exposure_is_invalid(card, &group, &earlier)
        });
        if options.is_empty() {
            continue;
        }
        let lay = dice.pick(&options).clone();
        play.push(Event::Claimed {
            seat,
            claim: ClaimKind::Exposure,
        })?;
        play.push(Event::Exposed { seat, tiles: lay })?;
        players::discard(play, seat, dice)?;
        return Ok(());
    }
    Err(internal(format!(
        "{seat} found no discard to expose wrongly"
    )))
}

/// A slip that makes `seat`'s hand dead: a wrong count, or an exposure that fits no hand.
fn slip(play: &mut Story, card: &Card, dice: &mut Dice, seat: Seat) -> Result<(), GenerateError> {
    if dice.chance(1, 3) {
        bad_exposure(play, card, dice, seat)
    } else {
        miscount(play, dice, seat)
    }
}

/// Plain play until `seat` neither holds nor is on turn, so that its hand may stop.
fn away_from_turn(play: &mut Story, dice: &mut Dice, seat: Seat) -> Result<(), GenerateError> {
    for _ in 0..8 {
        if play.table().turn() != Some(seat) && play.table().holding() != Some(seat) {
            return Ok(());
        }
        players::regular_action(play, dice)?;
    }
    Err(internal(format!("{seat} stays on turn")))
}

/// A slip, a few turns, a call and the player's concession.
fn conceded_dead(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
    seat: Seat,
) -> Result<(), GenerateError> {
    slip(play, card, dice, seat)?;
    let n = dice.below(3);
    steps(play, dice, n)?;
    away_from_turn(play, dice, seat)?;
    let by = caller(play, dice, seat)?;
    play.push(Event::DeadCalled { by, against: seat })?;
    play.push(Event::DeadCallAnswered {
        seat,
        conceded: true,
    })?;
    return_sets_in_error(play, card, seat)
}

/// The table takes back to the rack, after a concession, every set of `seat`'s that fits
/// no hand on the card, as the ruling on the concession says (AM-DH-05).
fn return_sets_in_error(play: &mut Story, card: &Card, seat: Seat) -> Result<(), GenerateError> {
    // From the last, so that the numbers of the sets before it stay as they are.
    let exposures = exposures_of(play.table(), seat);
    let wrong: Vec<usize> = (0..exposures.len())
        .filter(|&i| exposure_is_invalid(card, &exposures[i].tiles, &exposures[..i]))
        .collect();
    for i in wrong.into_iter().rev() {
        let meld = u8::try_from(i).map_err(|_| internal("too many sets"))?;
        play.push(Event::ExposureReturned { seat, meld })?;
    }
    Ok(())
}

/// A player makes one or two exposures of a hand it aims at, then the tiles that every
/// hand those exposures still allow lacks for a pair or a single (where no joker may
/// stand) come out: the other players pick them and throw them. The walls could have been
/// built so. Returns the player.
fn out_of_reach(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<Seat, GenerateError> {
    let Some(plan) = reach_plan(play, card, dice) else {
        return Err(internal("no hand that tiles out of play could leave dead"));
    };
    let seat = plan.seat;
    // From here the player keeps what that hand needs, calls nothing but these groups
    // and lets its picks go.
    play.aims[seat] = Some(plan.aim);
    play.wants.waiting.push(seat);
    for (kind, lay) in plan.calls {
        // Its discard is called at once: no one else has picked since.
        throw_from_wall(play, dice, seat, kind)?;
        play.push(Event::Claimed {
            seat,
            claim: ClaimKind::Exposure,
        })?;
        play.push(Event::Exposed { seat, tiles: lay })?;
        players::discard(play, seat, dice)?;
    }
    for kind in plan.out {
        throw_out(play, dice, seat, kind)?;
    }
    let n = dice.below(3);
    steps(play, dice, n)?;
    let (unseen, jokers) = unseen_by(play.table(), seat);
    if still_completable(card, &hand_of(play.table(), seat), &unseen, jokers).is_some() {
        return Err(internal(format!("{seat} can still complete a hand")));
    }
    Ok(seat)
}

/// Who is left without a hand, the groups it calls (the tile and what it lays beside it)
/// and the tiles that then come out.
struct ReachPlan {
    seat: Seat,
    aim: Target,
    calls: Vec<(Kind, Vec<Kind>)>,
    out: Vec<Kind>,
}

/// The groups called, each as the tile and what is laid beside it, and the tiles put out.
type Plan = (Vec<(Kind, Vec<Kind>)>, Vec<Kind>);

/// Looks among the players, the hands near their tiles and the groups of those hands to
/// call for a plan that a dozen tiles out of play complete.
fn reach_plan(play: &Story, card: &Card, dice: &mut Dice) -> Option<ReachPlan> {
    let in_wall = untouched_in_wall(play);
    let mut seats = Seat::ALL.to_vec();
    dice.shuffle(&mut seats);
    let two = dice.chance(3, 4);
    for seat in seats {
        let rack = players::rack(play, seat);
        let others = others_hold(play, seat);
        let mut near: Vec<Target> = nearest_targets(card, &hand_of(play.table(), seat), 12)
            .into_iter()
            .map(|(t, _)| t)
            .filter(|t| t.xc == Xc::X && t.groups.iter().any(|(_, n)| *n < 3))
            .collect();
        dice.shuffle(&mut near);
        for t in near {
            let groups: Vec<(Kind, u8)> =
                t.groups.iter().copied().filter(|(_, n)| *n >= 3).collect();
            let mut pairs: Vec<Vec<(Kind, u8)>> = Vec::new();
            let mut singles: Vec<Vec<(Kind, u8)>> = Vec::new();
            for (i, a) in groups.iter().enumerate() {
                singles.push(vec![*a]);
                for b in &groups[i + 1..] {
                    pairs.push(vec![*a, *b]);
                }
            }
            dice.shuffle(&mut pairs);
            dice.shuffle(&mut singles);
            let choices = if two {
                pairs.into_iter().chain(singles).collect::<Vec<_>>()
            } else {
                singles.into_iter().chain(pairs).collect()
            };
            for chosen in choices {
                if let Some((calls, out)) =
                    plan_for(play, card, seat, &rack, &chosen, in_wall, &others)
                {
                    return Some(ReachPlan {
                        seat,
                        aim: t,
                        calls,
                        out,
                    });
                }
            }
        }
    }
    None
}

/// How many of each kind the players other than `seat` hold on their racks.
fn others_hold(play: &Story, seat: Seat) -> [u8; Kind::COUNT] {
    let mut held = [0u8; Kind::COUNT];
    for s in Seat::ALL.into_iter().filter(|s| *s != seat) {
        for k in players::rack(play, s) {
            held[k.index()] = held[k.index()].saturating_add(1);
        }
    }
    held
}

/// How many of each kind the live wall still holds in places never touched (where a tile
/// may be stacked from).
fn untouched_in_wall(play: &Story) -> [u8; Kind::COUNT] {
    let stacks = play.table().stacks();
    let mut in_wall = [0u8; Kind::COUNT];
    for p in play.table().remaining() {
        if let Some(id) = play
            .table()
            .at(p)
            .filter(|id| usize::from(id.0) == p.slot(stacks))
        {
            let i = play.table().kind(id).index();
            in_wall[i] = in_wall[i].saturating_add(1);
        }
    }
    in_wall
}

/// The calls (the tile and what is laid beside it) of `seat` for the groups `chosen`, and
/// the tiles to put out of play after them, if a dozen at most leave it no hand.
fn plan_for(
    play: &Story,
    card: &Card,
    seat: Seat,
    rack: &[Kind],
    chosen: &[(Kind, u8)],
    mut in_wall: [u8; Kind::COUNT],
    others: &[u8; Kind::COUNT],
) -> Option<Plan> {
    let (mut unseen, jokers) = unseen_by(play.table(), seat);
    let mut concealed = rack.to_vec();
    let mut exposures = exposures_of(play.table(), seat);
    let mut calls = Vec::new();
    for (kind, size) in chosen {
        let want = usize::from(*size) - 1;
        let naturals = concealed.iter().filter(|k| *k == kind).count().min(want);
        let jokers_held = concealed.iter().filter(|k| **k == Kind::Joker).count();
        if naturals == 0 || naturals + jokers_held < want || in_wall[kind.index()] == 0 {
            return None;
        }
        let mut lay = vec![*kind; naturals];
        lay.extend(std::iter::repeat_n(Kind::Joker, want - naturals));
        for k in &lay {
            if let Some(i) = concealed.iter().position(|x| x == k) {
                concealed.remove(i);
            }
        }
        let mut group = lay.clone();
        group.push(*kind);
        if exposure_is_invalid(card, &group, &exposures) {
            return None;
        }
        exposures.push(Exposure { tiles: group });
        unseen[kind.index()] -= 1;
        in_wall[kind.index()] -= 1;
        calls.push((*kind, lay));
    }
    let hand = Hand::new(concealed, exposures);
    let mut out = Vec::new();
    while out.len() <= 12 {
        let Some(lacking) = still_completable(card, &hand, &unseen, jokers) else {
            return Some((calls, out));
        };
        // Fewest tiles to take out first.
        let (kind, n) = lacking
            .iter()
            .map(|(k, short)| (*k, (unseen[k.index()] + 1).saturating_sub(*short)))
            .filter(|(k, n)| *n <= in_wall[k.index()] + others[k.index()])
            .min_by_key(|(_, n)| *n)?;
        unseen[kind.index()] -= n;
        let from_wall = n.min(in_wall[kind.index()]);
        in_wall[kind.index()] -= from_wall;
        out.extend(std::iter::repeat_n(kind, usize::from(n)));
    }
    None
}

/// Plain play until a player other than `seat` is about to pick; that player picks a
/// tile of `kind` and throws it.
fn throw_from_wall(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    kind: Kind,
) -> Result<Seat, GenerateError> {
    for _ in 0..12 {
        match (play.table().holding(), play.table().turn()) {
            (None, Some(t)) if t != seat => {
                players::pick_stacked(play, t, kind)?;
                play.push(Event::Discarded {
                    seat: t,
                    tile: kind,
                    named: None,
                })?;
                return Ok(t);
            }
            _ => players::regular_action(play, dice)?,
        }
    }
    Err(internal("no one came to pick"))
}

/// Plain play until a player other than `seat` is about to pick; that player throws a
/// tile of `kind` it holds after picking, or else picks one from the wall and throws it.
fn throw_out(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    for _ in 0..16 {
        match (play.table().holding(), play.table().turn()) {
            (None, Some(t)) if t != seat && players::rack(play, t).contains(&kind) => {
                players::pick(play, t)?;
                return play.push(Event::Discarded {
                    seat: t,
                    tile: kind,
                    named: None,
                });
            }
            (None, Some(t)) if t != seat && untouched_in_wall(play)[kind.index()] > 0 => {
                return throw_from_wall(play, dice, seat, kind).map(|_| ());
            }
            _ => players::regular_action(play, dice)?,
        }
    }
    Err(internal(format!("no {kind:?} came out")))
}

/// After East's first discard a player calls another's hand dead: after a wrong count, an
/// exposure no hand allows, or on a hand that is live (AM-DH-01).
fn called_in_play(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let n = 1 + dice.below(8);
    steps(play, dice, n)?;
    let against = match dice.below(4) {
        0 => {
            let seat = *dice.pick(&Seat::ALL);
            miscount(play, dice, seat)?;
            seat
        }
        1 => {
            let seat = *dice.pick(&Seat::ALL);
            bad_exposure(play, card, dice, seat)?;
            seat
        }
        2 => out_of_reach(play, card, dice)?,
        // A mistaken call most often doubts an exposure.
        _ => {
            let n = 4 + dice.below(16);
            steps(play, dice, n)?;
            let exposed: Vec<Seat> = Seat::ALL
                .into_iter()
                .filter(|s| !play.table().melds(*s).is_empty())
                .collect();
            if exposed.is_empty() {
                *dice.pick(&Seat::ALL)
            } else {
                *dice.pick(&exposed)
            }
        }
    };
    let n = dice.below(3);
    steps(play, dice, n)?;
    let by = caller(play, dice, against)?;
    play.push(Event::DeadCalled { by, against })
}

/// A player who conceded a dead hand picks, calls, throws or exchanges (AM-DH-02).
fn played_dead(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let n = 1 + dice.below(6);
    steps(play, dice, n)?;
    let seat = *dice.pick(&Seat::ALL);
    conceded_dead(play, card, dice, seat)?;
    match dice.below(4) {
        0 => {
            // Out of habit, when its turn would have come.
            until_would_pick(play, dice, seat)?;
            players::pick(play, seat)
        }
        1 => {
            for _ in 0..40 {
                players::until_discard(play, dice, 0)?;
                let Some(kind) = play
                    .table()
                    .latest_discard()
                    .map(|d| play.table().kind(d.tile))
                else {
                    continue;
                };
                let held = players::rack(play, seat)
                    .iter()
                    .filter(|k| **k == kind)
                    .count();
                if held >= 2 {
                    return play.push(Event::Claimed {
                        seat,
                        claim: ClaimKind::Exposure,
                    });
                }
            }
            Err(internal(format!("nothing {seat} would call")))
        }
        2 => {
            until_would_pick(play, dice, seat)?;
            players::discard(play, seat, dice).map(|_| ())
        }
        _ => {
            for _ in 0..60 {
                if let Some((owner, meld, tile)) = players::exchange_open_to(play, seat) {
                    let completed = dice.chance(2, 3);
                    return play.push(Event::JokerExchanged {
                        seat,
                        owner,
                        meld,
                        tile,
                        from_discard: false,
                        completed,
                    });
                }
                players::regular_action(play, dice)?;
            }
            Err(internal(format!("no joker {seat} could exchange for")))
        }
    }
}

/// Plain play until the player before `seat` has just thrown, when `seat` would pick.
fn until_would_pick(play: &mut Story, dice: &mut Dice, seat: Seat) -> Result<(), GenerateError> {
    for _ in 0..24 {
        let last = play.table().discards().last().map(|d| d.seat);
        if last == Some(seat.left()) && play.table().holding().is_none() {
            return Ok(());
        }
        players::regular_action(play, dice)?;
    }
    Err(internal(format!("{seat}'s turn never came round")))
}

/// One, two or three players slip on their count; then the table counts (AM-DH-03).
fn counts_found(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let n = 1 + dice.below(4);
    steps(play, dice, n)?;
    let mut seats = Seat::ALL.to_vec();
    dice.shuffle(&mut seats);
    let k = 1 + dice.below(3) as usize;
    for seat in &seats[..k] {
        miscount(play, dice, *seat)?;
        // Until the count it calls nothing: a call would be a matter of its own, before
        // the one the story is about.
        play.wants.waiting.push(*seat);
        let n = dice.below(3);
        steps(play, dice, n)?;
    }
    play.push(Event::TilesCounted)
}

/// Three hands conceded dead, one after another (AM-DH-04).
fn third_dead(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let n = 1 + dice.below(4);
    steps(play, dice, n)?;
    if dice.chance(1, 4) {
        // MJME 2024 p. 22 5[b]: after a mah jongg in error, one of the last two intact
        // hands is found dead.
        let intact = super::errors::false_win_then_thrown_in(play, card, dice)?;
        let n = dice.below(3);
        steps(play, dice, n)?;
        let seat = *dice.pick(&intact);
        return conceded_dead(play, card, dice, seat);
    }
    let mut seats = Seat::ALL.to_vec();
    dice.shuffle(&mut seats);
    for seat in &seats[..3] {
        conceded_dead(play, card, dice, *seat)?;
        let n = dice.below(3);
        steps(play, dice, n)?;
    }
    Ok(())
}

/// A hand called dead, and the answer: conceded, or disputed whether the hand is dead or
/// live, under the 2024 or the 2020 rulebook (AM-DH-05).
fn answered(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let n = 1 + dice.below(6);
    steps(play, dice, n)?;
    let seat = *dice.pick(&Seat::ALL);
    let slipped = dice.chance(1, 2);
    if slipped {
        slip(play, card, dice, seat)?;
    }
    let n = dice.below(3);
    steps(play, dice, n)?;
    away_from_turn(play, dice, seat)?;
    let by = caller(play, dice, seat)?;
    // A player who knows of a slip often owns up; one who made none seldom gives in.
    let conceded = if slipped {
        dice.chance(1, 2)
    } else {
        dice.chance(1, 8)
    };
    play.push(Event::DeadCalled { by, against: seat })?;
    play.push(Event::DeadCallAnswered { seat, conceded })
}

/// The stories of this file, each after the deal and the Charleston.
pub(super) const STORIES: &[Entry] = &[
    (I::DeadHandCalledInPlay, |p, d| {
        let card = started(p, d)?;
        called_in_play(p, &card, d)
    }),
    (I::DeadHandPlayed, |p, d| {
        let card = started(p, d)?;
        played_dead(p, &card, d)
    }),
    (I::WrongCountsFound, |p, d| {
        started(p, d)?;
        counts_found(p, d)
    }),
    (I::ThirdDeadHand, |p, d| {
        let card = started(p, d)?;
        third_dead(p, &card, d)
    }),
    // Half the disputes and concessions are ruled by the 2020 rulebook.
    (I::DeadCallAnswered, |p, d| {
        if d.chance(1, 2) {
            p.edition = "2020".into();
        }
        let card = started(p, d)?;
        answered(p, &card, d)
    }),
];
