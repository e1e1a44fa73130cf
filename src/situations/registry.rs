//! The one table from irregularity to story. Each module of stories keeps its entries
//! beside the stories; this file only says which tables a game's stories come from.

use super::{GenerateError, Story, american, classical, deal, mcr, riichi};
use crate::rng::Dice;
use crate::rules::{Irregularity, Ruleset, StoryFamily};

/// A story: plays a real game to its moment and lets the irregular event happen.
pub type Tell = fn(&mut Story, &mut Dice) -> Result<(), GenerateError>;

/// One line of the registry.
pub type Entry = (Irregularity, Tell);

/// The tables of stories one family of games tells.
fn tables(family: StoryFamily) -> &'static [&'static [Entry]] {
    match family {
        StoryFamily::American => american::STORIES,
        StoryFamily::Classical => classical::STORIES,
        StoryFamily::ChineseOfficial => &[mcr::STORIES],
        StoryFamily::Riichi => &[riichi::STORIES],
        StoryFamily::Deal => &[deal::STORIES],
    }
}

/// The story that makes `irregularity` happen at a table of this ruleset: the first
/// found in the story families the ruleset draws on, in its order (`story_families`).
/// Where it names none, the card game has its own stories of play, the others the
/// classical and Chinese Official ones; the deal's stories serve every game.
pub fn story(ruleset: &Ruleset, irregularity: Irregularity) -> Option<Tell> {
    let default: &[StoryFamily] = if ruleset.card.is_some() {
        &[StoryFamily::American, StoryFamily::Deal]
    } else {
        &[
            StoryFamily::Classical,
            StoryFamily::ChineseOfficial,
            StoryFamily::Deal,
        ]
    };
    let families = ruleset.meta.story_families.as_deref().unwrap_or(default);
    families
        .iter()
        .flat_map(|f| tables(*f).iter())
        .flat_map(|t| t.iter())
        .find(|(i, _)| *i == irregularity)
        .map(|(_, tell)| *tell)
}
