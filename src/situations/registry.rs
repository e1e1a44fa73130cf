//! The one table from irregularity to story. Each module of stories keeps its entries
//! beside the stories; this file only says which tables a game's stories come from.

use super::{GenerateError, Story, american, classical, deal, mcr, riichi};
use crate::rng::Dice;
use crate::rules::{Irregularity, Ruleset};

/// A story: plays a real game to its moment and lets the irregular event happen.
pub type Tell = fn(&mut Story, &mut Dice) -> Result<(), GenerateError>;

/// One line of the registry.
pub type Entry = (Irregularity, Tell);

/// The story that makes `irregularity` happen at a table of this ruleset: the card game
/// has its own stories of play; the deal's stories serve every game.
pub fn story(ruleset: &Ruleset, irregularity: Irregularity) -> Option<Tell> {
    let games: &[&[&[Entry]]] = if ruleset.card.is_some() {
        &[american::STORIES, &[deal::STORIES]]
    } else {
        &[
            classical::STORIES,
            &[mcr::STORIES, riichi::STORIES, deal::STORIES],
        ]
    };
    games
        .iter()
        .flat_map(|tables| tables.iter())
        .flat_map(|t| t.iter())
        .find(|(i, _)| *i == irregularity)
        .map(|(_, tell)| *tell)
}
