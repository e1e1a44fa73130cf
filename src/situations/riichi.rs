//! Stories of the riichi table's own fouls: plain play on the classical players' turns,
//! then the riichi act that goes wrong.

use super::classical::{turns, until_pung_offer};
use super::registry::Entry;
use super::{GenerateError, Story};
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::{ClaimKind, Event};

pub(super) const STORIES: &[Entry] = &[(Irregularity::RiichiOnOpenHand, riichi_on_open_hand)];

/// A player calls pon on a discard, lays the set, and then declares riichi with the
/// discard that follows: riichi on a hand made open a moment before.
fn riichi_on_open_hand(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
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
    Ok(())
}
