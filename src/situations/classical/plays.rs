//! Stories of turns gone wrong in the classical and Chinese Official games: draws,
//! discards and claims, each after a stretch of plain play.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal, others};
use super::{
    able_to_claim, can_claim, could_claim, maybe_pung_claim, rack_kinds, ready_hand_beside, turns,
    until_discard_where, until_pung_offer,
};
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::{ClaimKind, Event, Seat, WallPos};
use crate::tiles::Kind;

/// The stories of this file, each after the deal.
pub(super) const STORIES: &[Entry] = &[
    (Irregularity::ClaimAfterDrawing, claim_after_drawing),
    (Irregularity::NextWallTileExposed, next_wall_tile_exposed),
    (Irregularity::WallTileSeen, wall_tile_seen),
    (Irregularity::ClaimWithdrawn, claim_withdrawn),
    (Irregularity::DiscardTakenBack, discard_taken_back),
    (
        Irregularity::DiscardTakenBackAfterClaim,
        discard_taken_back_after_claim,
    ),
    (Irregularity::WrongTileDrawn, wrong_tile_drawn),
    (Irregularity::DrawOutOfTurn, draw_out_of_turn),
    (Irregularity::DiscardOutOfTurn, discard_out_of_turn),
    (Irregularity::SeveralDiscards, several_discards),
    (Irregularity::FalseClaim, false_claim),
    (Irregularity::MisexposedSet, misexposed_set),
    (Irregularity::ClaimNotExposed, claim_not_exposed),
    (Irregularity::ForgotToDraw, forgot_to_draw),
    (Irregularity::DiscardIntoHand, discard_into_hand),
    (Irregularity::LooseTileForgotten, loose_tile_forgotten),
    (Irregularity::CompetingClaims, competing_claims),
];

/// Two players call the same discard: a chow and a pung, a pung and a call to go out, or
/// two calls to go out (rule 61's order decides who takes it). Each caller could make the
/// call: the chow by the next player holding a run, the pung by a player holding a pair,
/// a call to go out by a hand the tile completes (ready hands dealt for it).
pub(super) fn competing_claims(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let kind_of_calls = dice.below(3);
    if kind_of_calls == 0 {
        return chow_against_pung(play, dice);
    }
    // The callers are dealt thirteen: the dealer, dealt fourteen, throws the tile or
    // sits by.
    let dealer = play.table().dealer();
    let mut seats = others(&[dealer]);
    dice.shuffle(&mut seats);
    let (a, b) = (seats[0], seats[1]);
    let x = *dice.pick(&[seats[2], dealer]);
    let two_wins = kind_of_calls == 2;
    // b goes out on the tile; a goes out on it too, or holds a pair of it for a pung.
    let unstackable = play.unstackable();
    // Where a pair of the awaited tile goes to the player calling pung, the walls must
    // still hold every copy of it: b's single, the tile thrown and that pair.
    let (b_hand, wait, mut used) = (0..20)
        .map(|_| {
            let mut used = [0u8; Kind::COUNT];
            let (hand, wait) = ready_hand_beside(dice, &mut used, &unstackable);
            (hand, wait, used)
        })
        .find(|(_, wait, used)| two_wins || used[wait.index()] + 2 + unstackable[wait.index()] <= 4)
        .ok_or_else(|| internal("no pair of the awaited tile left for a pung"))?;
    let a_hand = if two_wins {
        // The copy b's wait keeps in the walls is the one thrown: a waits on it as well.
        used[wait.index()] -= 1;
        (0..100)
            .map(|_| {
                let mut u = used;
                let h = ready_hand_beside(dice, &mut u, &unstackable);
                (h, u)
            })
            .find(|((_, w), _)| *w == wait)
            .map(|((h, _), u)| {
                used = u;
                h
            })
            .ok_or_else(|| internal("no second hand waits on the same tile"))?
    } else {
        // A pair of the tile, and eleven tiles the dealer's hand makes a plain hand of.
        let (mut rest, _) = ready_hand_beside(dice, &mut used, &unstackable);
        rest.retain(|k| *k != wait);
        rest.truncate(11);
        if rest.len() < 11 {
            return Err(internal("the pung hand is short"));
        }
        rest.extend([wait, wait]);
        rest
    };
    let mut stacked = Vec::new();
    for (z, hand) in [(b, &b_hand), (a, &a_hand)] {
        let places = play.deal_places(z);
        stack_dealt(play, places, hand, &mut stacked)?;
    }
    play.wants.wait(b);
    if two_wins {
        play.wants.wait(a);
    }
    // The thrower is dealt the copy it throws, and keeps it until then.
    let x_place = play
        .deal_places(x)
        .into_iter()
        .find(|p| !stacked.contains(p))
        .ok_or_else(|| internal("no place in the thrower's deal"))?;
    if !play.stack(x_place, wait, &stacked)? {
        return Err(internal("the awaited tile is gone"));
    }
    play.wants.keep.push(wait);
    let a_claim = if two_wins {
        ClaimKind::Win
    } else {
        ClaimKind::Pung
    };
    throw_and_call(play, dice, (x, wait), [(a, a_claim), (b, ClaimKind::Win)])
}

/// Stacks each of `kinds` at the next of `places` (a seat's places in the deal), taking
/// no tile from a place in `stacked`; each place used joins `stacked`.
fn stack_dealt(
    play: &mut Story,
    places: Vec<WallPos>,
    kinds: &[Kind],
    stacked: &mut Vec<WallPos>,
) -> Result<(), GenerateError> {
    for (at, kind) in places.into_iter().zip(kinds) {
        if !play.stack(at, *kind, stacked)? {
            return Err(internal("could not stack a dealt tile"));
        }
        stacked.push(at);
    }
    Ok(())
}

/// After the deal and some plain play, `x` draws and throws `tile`, which it was dealt
/// and kept; the two players of `calls` then call it, in either order. An error where
/// the thrower no longer holds the tile or a caller could no longer make the call.
fn throw_and_call(
    play: &mut Story,
    dice: &mut Dice,
    (x, tile): (Seat, Kind),
    calls: [(Seat, ClaimKind); 2],
) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    for _ in 0..warm {
        turns::regular_action(play, dice)?;
    }
    turns::until_about_to_draw(play, dice, x)?;
    turns::draw(play, x)?;
    if !rack_kinds(play, x).contains(&tile) {
        return Err(internal("the thrower no longer holds the tile"));
    }
    play.push(Event::Discarded {
        seat: x,
        tile,
        named: None,
    })?;
    if calls.iter().any(|(s, c)| !can_claim(play, *s, *c)) {
        return Err(internal("a caller can no longer make the call"));
    }
    let first = dice.below(2) as usize;
    for (seat, claim) in [calls[first], calls[1 - first]] {
        play.push(Event::Claimed { seat, claim })?;
    }
    Ok(())
}

/// A suited tile thrown that the next player calls for a chow and another player for a
/// pung. Stacked rather than waited for (a discard both could call came seldom): the
/// thrower is dealt the tile, the next player two tiles running with it, the other
/// caller a pair of it, and every player keeps those kinds until the tile is thrown.
fn chow_against_pung(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let x = *dice.pick(&Seat::ALL);
    let chower = x.right();
    let punger = *dice.pick(&others(&[x, chower]));
    let unstackable = play.unstackable();
    // Four copies of the tile in the walls: one for the thrower, two for the pung.
    let suited: Vec<Kind> = Kind::all()
        .into_iter()
        .filter(|k| matches!(k, Kind::Number(..)) && unstackable[k.index()] == 0)
        .collect();
    if suited.is_empty() {
        return Err(internal("no suited tile free to stack"));
    }
    let tile = *dice.pick(&suited);
    let partners = crate::analysis::standard::chow_partners(tile);
    let (low, high) = *dice.pick(&partners);
    let mut stacked = Vec::new();
    for (seat, kinds) in [
        (x, vec![tile]),
        (chower, vec![low, high]),
        (punger, vec![tile, tile]),
    ] {
        let mut places = play.deal_places(seat);
        dice.shuffle(&mut places);
        stack_dealt(play, places, &kinds, &mut stacked)?;
    }
    play.wants.keep.extend([tile, low, high]);
    throw_and_call(
        play,
        dice,
        (x, tile),
        [(chower, ClaimKind::Chow), (punger, ClaimKind::Pung)],
    )
}

/// Discards looked at for a rival caller before the story goes on without one.
const RIVAL_SOUGHT_OVER: u32 = 24;

/// The player on turn draws, then claims the discard before it, for a pung or a chow the
/// player could make; half the time another player, holding a pair of it, calls pung.
pub(super) fn claim_after_drawing(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let rival = dice.chance(1, 2);
    // A rival is looked for over a stretch of discards only: past it, the player calls
    // alone rather than the whole deal being played again.
    let looked = std::cell::Cell::new(0u32);
    let x = until_discard_where(play, dice, warm, |p, x| {
        let y = x.right();
        looked.set(looked.get() + 1);
        (can_claim(p, y, ClaimKind::Pung) || can_claim(p, y, ClaimKind::Chow))
            && (!rival
                || looked.get() > RIVAL_SOUGHT_OVER
                || !able_to_claim(p, ClaimKind::Pung, &[x, y]).is_empty())
    })?;
    let y = x.right();
    let claim = if can_claim(play, y, ClaimKind::Pung)
        && (!can_claim(play, y, ClaimKind::Chow) || dice.chance(1, 2))
    {
        ClaimKind::Pung
    } else {
        ClaimKind::Chow
    };
    let rivals = able_to_claim(play, ClaimKind::Pung, &[x, y]);
    turns::draw(play, y)?;
    play.push(Event::Claimed { seat: y, claim })?;
    if rival && !rivals.is_empty() {
        play.push(Event::Claimed {
            seat: *dice.pick(&rivals),
            claim: ClaimKind::Pung,
        })?;
    }
    Ok(())
}

/// The player on turn lets the next wall tile be seen before drawing it.
pub(super) fn next_wall_tile_exposed(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let x = turns::play_until_discard(play, dice, warm)?;
    let y = x.right();
    let at = play.next_live()?;
    play.push(Event::TurnedUp {
        seat: y,
        at,
        seen: true,
    })?;
    maybe_pung_claim(play, dice, &[x, y])?;
    Ok(())
}

/// Another wall tile is seen by accident during play.
pub(super) fn wall_tile_seen(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    turns::play_until_discard(play, dice, warm)?;
    let live: Vec<_> = play.table().remaining().skip(2).take(30).collect();
    let at = *dice.pick(&live);
    let seat = *dice.pick(&Seat::ALL);
    play.push(Event::TurnedUp {
        seat,
        at,
        seen: true,
    })?;
    Ok(())
}

/// A player claims a discard for a pung, lays it, and gives the claim back.
pub(super) fn claim_withdrawn(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let _warm = dice.range(0, 24);
    let (_, z, kind) = until_pung_offer(play, dice)?;
    super::call_pung(play, z, kind)?;
    if dice.chance(1, 2) {
        turns::discard(play, z, dice)?;
    }
    play.push(Event::ClaimWithdrawn { seat: z })?;
    Ok(())
}

/// A player takes back a discard nobody claimed, at once or after the next draw.
pub(super) fn discard_taken_back(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let x = turns::play_until_discard(play, dice, warm)?;
    if dice.chance(1, 2) {
        turns::draw(play, x.right())?;
    }
    play.push(Event::DiscardTakenBack { seat: x })?;
    Ok(())
}

/// A player takes back a discard after another called for it (a call the caller could
/// make: a pung on a pair, or a chow by the next player).
pub(super) fn discard_taken_back_after_claim(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let calls = |p: &Story, x: Seat| {
        let mut calls: Vec<(Seat, ClaimKind)> = able_to_claim(p, ClaimKind::Pung, &[x])
            .into_iter()
            .map(|s| (s, ClaimKind::Pung))
            .collect();
        if can_claim(p, x.right(), ClaimKind::Chow) {
            calls.push((x.right(), ClaimKind::Chow));
        }
        calls
    };
    let x = until_discard_where(play, dice, warm, |p, x| !calls(p, x).is_empty())?;
    let (z, claim) = *dice.pick(&calls(play, x));
    play.push(Event::Claimed { seat: z, claim })?;
    if dice.chance(1, 2) {
        play.push(Event::ClaimWithdrawn { seat: z })?;
    }
    play.push(Event::DiscardTakenBack { seat: x })?;
    Ok(())
}

/// The player on turn draws a tile other than the next one.
pub(super) fn wrong_tile_drawn(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let x = turns::play_until_discard(play, dice, warm)?;
    let y = x.right();
    let live: Vec<_> = play.table().remaining().skip(1).take(4).collect();
    let at = *dice.pick(&live);
    play.push(Event::Picked {
        seat: y,
        at,
        known: true,
    })?;
    if dice.chance(1, 2) {
        turns::replace_bonus(play, y)?;
        turns::discard(play, y, dice)?;
    }
    Ok(())
}

/// A player draws from the wall when it is not their turn.
pub(super) fn draw_out_of_turn(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let bonus = play.settings.bonus_set_aside && dice.chance(1, 3);
    let mut x = turns::play_until_discard(play, dice, warm)?;
    if bonus {
        for _ in 0..80 {
            if play.table().live_left() <= 11 {
                break;
            }
            let next = play.next_live()?;
            if play
                .table()
                .at(next)
                .is_some_and(|t| play.table().kind(t).is_bonus())
            {
                break;
            }
            x = turns::play_until_discard(play, dice, 0)?;
        }
    }
    let z = *dice.pick(&others(&[x, x.right()]));
    let at = play.next_live()?;
    let known = bonus || dice.chance(1, 2);
    play.push(Event::Picked { seat: z, at, known })?;
    Ok(())
}

/// A player discards when it is not their turn.
pub(super) fn discard_out_of_turn(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let x = turns::play_until_discard(play, dice, warm)?;
    let z = *dice.pick(&others(&[x, x.right()]));
    turns::discard(play, z, dice)?;
    maybe_pung_claim(play, dice, &[z])?;
    Ok(())
}

/// A player discards twice.
pub(super) fn several_discards(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let x = turns::play_until_holding(play, dice, warm)?;
    turns::discard(play, x, dice)?;
    turns::discard(play, x, dice)?;
    if dice.chance(1, 4) {
        // Rule 75's last sentence: two players call different tiles of the two, each a
        // call the caller could make.
        let thrown: Vec<Kind> = play
            .table()
            .discards()
            .iter()
            .rev()
            .take(2)
            .map(|d| play.table().kind(d.tile))
            .collect();
        if let [second, first] = thrown[..] {
            let mut callers = others(&[x]);
            dice.shuffle(&mut callers);
            let pair = callers
                .iter()
                .flat_map(|later| callers.iter().map(move |earlier| (*later, *earlier)));
            let found =
                pair.filter(|(later, earlier)| later != earlier)
                    .find_map(|(later, earlier)| {
                        let claim = if earlier == x.right()
                            && could_claim(play, earlier, ClaimKind::Chow, first, x)
                        {
                            ClaimKind::Chow
                        } else {
                            ClaimKind::Pung
                        };
                        (could_claim(play, later, ClaimKind::Pung, second, x)
                            && could_claim(play, earlier, claim, first, x))
                        .then_some((later, earlier, claim))
                    });
            if let Some((later, earlier, claim)) = found {
                play.push(Event::Claimed {
                    seat: later,
                    claim: ClaimKind::Pung,
                })?;
                return play.push(Event::ClaimedEarlierDiscard {
                    seat: earlier,
                    claim,
                });
            }
        }
    }
    maybe_pung_claim(play, dice, &[x])?;
    Ok(())
}

/// A player calls pung or chow without the tiles for it, and lays what is at hand.
pub(super) fn false_claim(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let x = turns::play_until_discard(play, dice, warm)?;
    let kind = play
        .table()
        .latest_discard()
        .map(|d| play.table().kind(d.tile))
        .unwrap_or(Kind::Joker);
    // A player without the pair calls pung anyway (or a chow out of turn).
    let lacking: Vec<Seat> = others(&[x])
        .into_iter()
        .filter(|s| rack_kinds(play, *s).iter().filter(|k| **k == kind).count() < 2)
        .collect();
    let z = if lacking.is_empty() {
        x.right().right()
    } else {
        *dice.pick(&lacking)
    };
    let claim = if z != x.right() && dice.chance(1, 3) {
        ClaimKind::Chow
    } else if dice.chance(1, 4) {
        ClaimKind::Kong
    } else {
        ClaimKind::Pung
    };
    play.push(Event::Claimed { seat: z, claim })?;
    let rack: Vec<Kind> = rack_kinds(play, z)
        .into_iter()
        .filter(|k| *k != kind)
        .collect();
    let mut laid = vec![*dice.pick(&rack)];
    let wanted = if claim == ClaimKind::Kong { 3 } else { 2 };
    while laid.len() < wanted {
        let rest: Vec<Kind> = rack.iter().copied().filter(|k| *k != laid[0]).collect();
        laid.push(*dice.pick(if rest.is_empty() { &rack } else { &rest }));
    }
    play.push(Event::Exposed {
        seat: z,
        tiles: laid,
    })?;
    // A kong takes its loose tile before the discard.
    if claim == ClaimKind::Kong {
        let at = play
            .table()
            .next_loose()
            .ok_or_else(|| super::super::internal("no loose tile left"))?;
        play.push(Event::DrewLoose { seat: z, at })?;
    }
    if dice.chance(1, 2) {
        turns::discard(play, z, dice)?;
        if dice.chance(1, 2) {
            turns::draw(play, z.right())?;
        } else {
            let able = able_to_claim(play, ClaimKind::Pung, &[z]);
            if able.is_empty() {
                turns::draw(play, z.right())?;
            } else {
                play.push(Event::Claimed {
                    seat: *dice.pick(&able),
                    claim: ClaimKind::Pung,
                })?;
            }
        }
    }
    Ok(())
}

/// A player claims a pung and lays a stray tile beside the discard, though the pair is in hand.
pub(super) fn misexposed_set(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let _warm = dice.range(0, 24);
    let (_, z, kind) = until_pung_offer(play, dice)?;
    play.push(Event::Claimed {
        seat: z,
        claim: ClaimKind::Pung,
    })?;
    let rack: Vec<Kind> = rack_kinds(play, z)
        .into_iter()
        .filter(|k| *k != kind)
        .collect();
    let stray = *dice.pick(&rack);
    play.push(Event::Exposed {
        seat: z,
        tiles: vec![kind, stray],
    })?;
    if dice.chance(1, 2) {
        turns::discard(play, z, dice)?;
        turns::until_draws(play, dice, z)?;
    }
    Ok(())
}

/// A player claims a pung and takes the discard into the hand without laying the set.
pub(super) fn claim_not_exposed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let _warm = dice.range(0, 24);
    let (_, z, _) = until_pung_offer(play, dice)?;
    play.push(Event::Claimed {
        seat: z,
        claim: ClaimKind::Pung,
    })?;
    play.push(Event::TakenIntoHand { seat: z })?;
    turns::discard(play, z, dice)?;
    if dice.chance(1, 2) {
        turns::until_draws(play, dice, z)?;
    }
    Ok(())
}

/// The player on turn discards without drawing.
pub(super) fn forgot_to_draw(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let x = turns::play_until_discard(play, dice, warm)?;
    let y = x.right();
    turns::discard(play, y, dice)?;
    if dice.chance(1, 2) {
        turns::draw(play, y.right())?;
    }
    Ok(())
}

/// A player takes the discard into the concealed hand without a claim.
pub(super) fn discard_into_hand(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let x = turns::play_until_discard(play, dice, warm)?;
    let z = *dice.pick(&others(&[x]));
    play.push(Event::TakenIntoHand { seat: z })?;
    Ok(())
}

/// A player draws the fourth of a kind, declares the kong and discards without drawing
/// the loose tile owed for it; sometimes the next player draws before anyone notices.
pub(super) fn loose_tile_forgotten(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let mut x = turns::play_until_discard(play, dice, warm)?;
    for _ in 0..40 {
        let seat = x.right();
        let rack = rack_kinds(play, seat);
        let mut triples: Vec<Kind> = rack
            .iter()
            .copied()
            .filter(|k| !k.is_bonus() && rack.iter().filter(|r| *r == k).count() == 3)
            .collect();
        triples.dedup();
        if !triples.is_empty() && play.table().live_left() > 11 {
            let kind = *dice.pick(&triples);
            let at = play.next_live()?;
            if play.stack(at, kind, &[])? {
                play.push(Event::Picked {
                    seat,
                    at,
                    known: true,
                })?;
                play.push(Event::DeclaredKong { seat, tile: kind })?;
                turns::discard(play, seat, dice)?;
                if dice.chance(1, 2) {
                    turns::draw(play, seat.right())?;
                }
                return Ok(());
            }
        }
        x = turns::play_until_discard(play, dice, 0)?;
    }
    Err(super::super::internal(
        "nobody came to hold three of a kind",
    ))
}
