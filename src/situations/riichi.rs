//! Stories of the riichi table's own fouls: plain play on the classical players' turns,
//! then the riichi act that goes wrong.

use super::classical::{turns, until_pung_offer};
use super::registry::Entry;
use super::{GenerateError, Story};
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::{ClaimKind, Event};

pub(super) const STORIES: &[Entry] = &[
    (Irregularity::RiichiOnOpenHand, riichi_on_open_hand),
    (Irregularity::CallWithDeadHand, call_with_dead_hand),
];

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
        let held = play
            .table()
            .rack(z)
            .iter()
            .filter(|t| play.table().kind(**t) == kind)
            .count();
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
    play.push(Event::Claimed {
        seat: z,
        claim: ClaimKind::Pung,
    })?;
    play.push(Event::Exposed {
        seat: z,
        tiles: vec![kind, kind],
    })?;
    // Sometimes a few turns later, on the player's own draw.
    if dice.chance(1, 2) {
        turns::discard(play, z, dice)?;
        turns::until_draws(play, dice, z)?;
    }
    play.push(Event::DeclaredRiichi { seat: z })?;
    turns::discard(play, z, dice)?;
    Ok(z)
}
