//! A plain game of realistic play: deal, bonus tiles declared and replaced, turns with
//! draws and discards chosen to keep the hand together, and the odd pung or chow claimed.

use super::{GenerateError, Play};
use crate::rng::Dice;
use crate::table::{ClaimKind, Event, Seat, deal};
use crate::tiles::Kind;

/// Deal, rack, and set aside (and replace) the bonus tiles dealt, dealer first.
pub(super) fn deal_and_declare(
    play: &mut Play,
    script: &[deal::Take],
    _dice: &mut Dice,
) -> Result<(), GenerateError> {
    for t in script {
        play.take(t.seat, t.count, t.jump)?;
    }
    play.push(Event::Racked)?;
    let mut seat = play.table.dealer();
    for _ in 0..4 {
        replace_bonus(play, seat)?;
        seat = seat.right();
    }
    Ok(())
}

/// Set aside every bonus tile in `seat`'s rack, drawing a replacement from the live wall
/// for each (and again if the replacement is a bonus tile).
pub(super) fn replace_bonus(play: &mut Play, seat: Seat) -> Result<(), GenerateError> {
    if !play.bonus_set_aside {
        return Ok(());
    }
    while let Some(tile) = play
        .table
        .rack(seat)
        .iter()
        .map(|t| play.table.kind(*t))
        .find(|k| k.is_bonus())
    {
        play.push(Event::BonusSetAside { seat, tile })?;
        let at = if play.bonus_from_back {
            play.table
                .next_loose()
                .ok_or_else(|| GenerateError::Internal("the wall ran out".into()))?
        } else {
            next_live(play)?
        };
        play.push(Event::DrewLoose { seat, at })?;
    }
    Ok(())
}

pub(super) fn next_live(play: &Play) -> Result<crate::table::WallPos, GenerateError> {
    play.table
        .remaining()
        .next()
        .ok_or_else(|| GenerateError::Internal("the live wall ran out".into()))
}

/// How much a tile helps the hand: copies and near neighbours in its suit.
fn usefulness(kind: Kind, hand: &[Kind]) -> u32 {
    let same = hand.iter().filter(|k| **k == kind).count() as u32;
    let near = match kind {
        Kind::Number(s, n) => hand
            .iter()
            .filter(|k| matches!(k, Kind::Number(t, m) if *t == s && *m != n && m.abs_diff(n) <= 2))
            .count() as u32,
        _ => 0,
    };
    same * 3 + near
}

/// The tile a sensible player lets go: the least useful, never a joker or bonus tile.
pub(super) fn choose_discard(
    play: &Play,
    seat: Seat,
    dice: &mut Dice,
) -> Result<Kind, GenerateError> {
    let hand: Vec<Kind> = play
        .table
        .rack(seat)
        .iter()
        .map(|t| play.table.kind(*t))
        .collect();
    let keep = |k: &Kind| play.protected.contains(k);
    let mut candidates: Vec<Kind> = hand
        .iter()
        .copied()
        .filter(|k| *k != Kind::Joker && !k.is_bonus() && !keep(k))
        .collect();
    if candidates.is_empty() {
        candidates = hand
            .iter()
            .copied()
            .filter(|k| *k != Kind::Joker && !k.is_bonus())
            .collect();
    }
    let best = candidates
        .iter()
        .map(|k| usefulness(*k, &hand))
        .min()
        .ok_or_else(|| GenerateError::Internal(format!("{seat} has nothing to discard")))?;
    let worst: Vec<Kind> = candidates
        .into_iter()
        .filter(|k| usefulness(*k, &hand) == best)
        .collect();
    Ok(*dice.pick(&worst))
}

pub(super) fn discard(play: &mut Play, seat: Seat, dice: &mut Dice) -> Result<Kind, GenerateError> {
    // A waiting player lets the drawn tile go.
    let drawn = play
        .table
        .drawn()
        .filter(|(s, _, _)| *s == seat)
        .map(|(_, id, _)| play.table.kind(id));
    let tile = match (play.passive == Some(seat), drawn) {
        (true, Some(k)) if !k.is_bonus() => k,
        _ => choose_discard(play, seat, dice)?,
    };
    play.push(Event::Discarded {
        seat,
        tile,
        named: None,
    })?;
    Ok(tile)
}

/// The player on turn draws the next live tile and replaces any bonus tile drawn.
pub(super) fn draw(play: &mut Play, seat: Seat) -> Result<(), GenerateError> {
    let at = next_live(play)?;
    play.push(Event::Picked {
        seat,
        at,
        known: true,
    })?;
    replace_bonus(play, seat)
}

/// Who would claim the latest discard, by the classical priority: a kong or pung by
/// whoever holds the tiles (nearest in turn after the discarder first) before a chow,
/// which only the next player may make.
pub(super) fn willing_claim(play: &Play) -> Option<(Seat, ClaimKind, Vec<Kind>)> {
    let d = play.table.latest_discard()?;
    let kind = play.table.kind(d.tile);
    let hand_of = |seat: Seat| -> Vec<Kind> {
        play.table
            .rack(seat)
            .iter()
            .map(|t| play.table.kind(*t))
            .collect()
    };
    let mut seat = d.seat.right();
    for _ in 0..3 {
        if play.passive != Some(seat) {
            let same = hand_of(seat).iter().filter(|k| **k == kind).count();
            if same >= 3 && play.table.next_loose().is_some() {
                return Some((seat, ClaimKind::Kong, vec![kind; 3]));
            }
            if same >= 2 {
                return Some((seat, ClaimKind::Pung, vec![kind, kind]));
            }
        }
        seat = seat.right();
    }
    let next = d.seat.right();
    if play.passive == Some(next) {
        return None;
    }
    let hand = hand_of(next);
    if let Kind::Number(s, n) = kind {
        for (a, b) in [(-2i16, -1i16), (-1, 1), (1, 2)] {
            let (x, y) = (i16::from(n) + a, i16::from(n) + b);
            if (1..=9).contains(&x) && (1..=9).contains(&y) {
                let (kx, ky) = (Kind::Number(s, x as u8), Kind::Number(s, y as u8));
                if hand.contains(&kx) && hand.contains(&ky) {
                    return Some((next, ClaimKind::Chow, vec![kx, ky]));
                }
            }
        }
    }
    None
}

/// After a kong, the player draws a loose tile (and replaces any bonus tile it brings).
pub(super) fn draw_loose(play: &mut Play, seat: Seat) -> Result<(), GenerateError> {
    let at = play
        .table
        .next_loose()
        .ok_or_else(|| GenerateError::Internal("no loose tile left".into()))?;
    play.push(Event::DrewLoose { seat, at })?;
    replace_bonus(play, seat)
}

/// A player holding four of a kind after drawing may declare the kong.
fn maybe_concealed_kong(play: &mut Play, seat: Seat, dice: &mut Dice) -> Result<(), GenerateError> {
    if play.passive == Some(seat) || play.table.next_loose().is_none() {
        return Ok(());
    }
    let hand: Vec<Kind> = play
        .table
        .rack(seat)
        .iter()
        .map(|t| play.table.kind(*t))
        .collect();
    let four = hand.iter().copied().find(|k| {
        !k.is_bonus() && *k != Kind::Joker && hand.iter().filter(|x| *x == k).count() == 4
    });
    if let Some(tile) = four.filter(|_| dice.chance(1, 2)) {
        play.push(Event::DeclaredKong { seat, tile })?;
        draw_loose(play, seat)?;
    }
    Ok(())
}

/// One regular action: the player holding 14 discards (and someone may claim), or the
/// player on turn draws.
pub(super) fn step(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    if let Some(seat) = play.table.holding() {
        discard(play, seat, dice)?;
        if let Some((claimer, claim, tiles)) = willing_claim(play).filter(|_| dice.chance(1, 4)) {
            play.push(Event::Claimed {
                seat: claimer,
                claim,
            })?;
            play.push(Event::Exposed {
                seat: claimer,
                tiles,
            })?;
            if claim == ClaimKind::Kong {
                draw_loose(play, claimer)?;
            }
        }
        Ok(())
    } else {
        let seat = play
            .table
            .turn()
            .ok_or_else(|| GenerateError::Internal("no one is on turn".into()))?;
        draw(play, seat)?;
        maybe_concealed_kong(play, seat, dice)
    }
}

/// Regular play until someone holds 14 tiles ready to discard, after at least `actions`
/// actions.
pub(super) fn play_until_holding(
    play: &mut Play,
    dice: &mut Dice,
    actions: u32,
) -> Result<Seat, GenerateError> {
    for _ in 0..actions {
        step(play, dice)?;
    }
    loop {
        if let Some(seat) = play.table.holding() {
            return Ok(seat);
        }
        step(play, dice)?;
    }
}

/// Regular play until a discard is lying unclaimed and the next player has not drawn.
pub(super) fn play_until_discard(
    play: &mut Play,
    dice: &mut Dice,
    actions: u32,
) -> Result<Seat, GenerateError> {
    let seat = play_until_holding(play, dice, actions)?;
    discard(play, seat, dice)?;
    Ok(seat)
}
