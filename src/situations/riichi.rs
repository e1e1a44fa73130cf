//! Stories of the riichi table's own fouls: plain play on the classical players' turns,
//! then the riichi act that goes wrong.

use super::classical::{call_pung, rack_kinds, stack_deals, turns, until_pung_offer};
use super::registry::Entry;
use super::{GenerateError, Story};
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::{ClaimKind, Event};
use crate::tiles::{Kind, Suit};

pub(super) const STORIES: &[Entry] = &[
    (Irregularity::RiichiOnOpenHand, riichi_on_open_hand),
    (Irregularity::CallWithDeadHand, call_with_dead_hand),
    (Irregularity::SwapCall, swap_call),
    (Irregularity::ClaimWithdrawn, call_taken_back),
];

/// A call taken back: a pon called and given back (after laying it and discarding, or
/// before), or a ron called on a discard that completes nothing and taken back before the
/// hand is shown.
fn call_taken_back(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    if dice.chance(1, 2) {
        let warm = dice.range(2, 20);
        let x = turns::play_until_discard(play, dice, warm)?;
        let caller = *dice.pick(&[x.right(), x.right().right(), x.left()]);
        play.push(Event::Claimed {
            seat: caller,
            claim: ClaimKind::Win,
        })?;
        // A call on a tile that does win is no empty call: not this story.
        let check = play.ruleset.meta.win_check;
        if crate::table::win_is_valid(play.table(), caller, check, None) {
            return Err(GenerateError::Internal("the called tile wins".into()));
        }
        play.push(Event::ClaimWithdrawn { seat: caller })?;
        return Ok(());
    }
    let (_, z, kind) = until_pung_offer(play, dice)?;
    play.push(Event::Claimed {
        seat: z,
        claim: ClaimKind::Pung,
    })?;
    if dice.chance(1, 2) {
        play.push(Event::Exposed {
            seat: z,
            tiles: vec![kind, kind],
        })?;
        turns::discard(play, z, dice)?;
    }
    play.push(Event::ClaimWithdrawn { seat: z })?;
    Ok(())
}

/// The dealer opens with a tile the next player calls, and the caller then throws what the
/// call could have been made with: the same tile after a pon, or the far end of a run
/// called at one end (calling 5 with 3-4, then throwing 2).
fn swap_call(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table().dealer();
    let caller = dealer.right();
    let suit = *dice.pick(&Suit::ALL);
    let n = |r: u8| Kind::Number(suit, r);
    // (the caller's tiles, the tile called, the pair laid with it, the tile thrown after)
    let (held, called, laid, thrown, claim) = match dice.range(0, 2) {
        0 => {
            let low = dice.range(2, 7) as u8;
            let (a, b) = (low, low + 1);
            (
                vec![n(a), n(b), n(a - 1)],
                n(b + 1),
                vec![n(a), n(b)],
                n(a - 1),
                ClaimKind::Chow,
            )
        }
        1 => {
            let low = dice.range(2, 7) as u8;
            let (a, b) = (low, low + 1);
            (
                vec![n(a), n(b), n(b + 1)],
                n(a - 1),
                vec![n(a), n(b)],
                n(b + 1),
                ClaimKind::Chow,
            )
        }
        _ => {
            let r = dice.range(1, 9) as u8;
            (
                vec![n(r), n(r), n(r)],
                n(r),
                vec![n(r), n(r)],
                n(r),
                ClaimKind::Pung,
            )
        }
    };
    stack_deals(play, &[(caller, &held), (dealer, &[called])])?;
    turns::deal(play)?;
    play.push(Event::Discarded {
        seat: dealer,
        tile: called,
        named: None,
    })?;
    play.push(Event::Claimed {
        seat: caller,
        claim,
    })?;
    play.push(Event::Exposed {
        seat: caller,
        tiles: laid,
    })?;
    play.push(Event::Discarded {
        seat: caller,
        tile: thrown,
        named: None,
    })?;
    Ok(())
}

/// A player calls pon on a discard, lays the set, and then declares riichi with the
/// discard that follows: riichi on a hand made open a moment before.
fn riichi_on_open_hand(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    open_riichi(play, dice).map(|_| ())
}

/// A hand made dead by riichi on an open hand plays on, drawing and discarding; when
/// another player throws a tile it holds two of, its player calls pon.
fn call_with_dead_hand(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let z = open_riichi(play, dice)?;
    // The dead hand only draws and discards until its call.
    play.wants.still = Some(z);
    for _ in 0..40 {
        if play.table().live_left() <= 8 {
            break;
        }
        let x = turns::play_until_discard(play, dice, 0)?;
        let Some(kind) = play
            .table()
            .latest_discard()
            .map(|d| play.table().kind(d.tile))
        else {
            continue;
        };
        let held = rack_kinds(play, z).iter().filter(|k| **k == kind).count();
        if x != z && held >= 2 {
            play.push(Event::Claimed {
                seat: z,
                claim: ClaimKind::Pung,
            })?;
            return Ok(());
        }
    }
    Err(GenerateError::Internal(
        "the dead hand was offered no pon".into(),
    ))
}

/// The story of an open riichi: a pon called and laid, then riichi declared with the
/// discard after it or on a later own draw. Returns who declared.
fn open_riichi(play: &mut Story, dice: &mut Dice) -> Result<crate::table::Seat, GenerateError> {
    turns::deal(play)?;
    let (_, z, kind) = until_pung_offer(play, dice)?;
    call_pung(play, z, kind)?;
    // Sometimes a few turns later, on the player's own draw.
    if dice.chance(1, 2) {
        turns::discard(play, z, dice)?;
        turns::until_draws(play, dice, z)?;
    }
    play.push(Event::DeclaredRiichi { seat: z })?;
    turns::discard(play, z, dice)?;
    Ok(z)
}
