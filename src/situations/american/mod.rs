//! Stories of the American game after the deal: a real game (the Charleston, picks,
//! discards, calls, exposures, joker exchanges) played by card players who aim at hands
//! on the card, then one slip, varied so that every case of every article is reached.

mod calls;
mod charleston;
mod dead;
mod east;
mod errors;
mod exposures;
mod jokers;
mod misnamed;
mod players;
mod ready;
mod wall;
mod wins;

use super::registry::Entry;
use super::{GenerateError, Story, internal};
use crate::analysis::american::Card;
use crate::rng::Dice;
use std::sync::Arc;

/// Every American story, by the file it is told in.
pub(super) const STORIES: &[&[Entry]] = &[
    charleston::STORIES,
    calls::STORIES,
    exposures::STORIES,
    misnamed::STORIES,
    jokers::STORIES,
    east::STORIES,
    wins::STORIES,
    wall::STORIES,
    errors::STORIES,
    dead::STORIES,
];

/// The card the game is played to.
fn card(play: &Story) -> Result<Arc<Card>, GenerateError> {
    play.card().ok_or_else(|| internal("no card"))
}

/// The deal and the Charleston (the second one half the time), before a story of play.
fn started(play: &mut Story, dice: &mut Dice) -> Result<Arc<Card>, GenerateError> {
    let card = card(play)?;
    wins::start(play, &card, dice)?;
    Ok(card)
}
