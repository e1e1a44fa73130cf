//! Situations: a story for every irregularity. A story deals a real table, plays it to
//! the right moment with the simulator, and lets one irregular event happen that changes
//! real state. What was injected is returned beside the scenario for tests only; the
//! referee sees the scenario alone.
//!
//! `registry` is the one table from irregularity to story. A new story is one entry in
//! the table of its module and one function.

mod american;
mod classical;
mod deal;
mod mcr;
mod registry;
mod riichi;
mod story;

pub use story::Story;
pub(crate) use story::{internal, others};

use crate::rng::Dice;
use crate::rules::{Irregularity, Ruleset};
use crate::scenario::{FORMAT, Scenario, Walls, laid_walls, shuffled_layout};
use crate::sim::{Constraints, Settings, Sim, Stuck};
use crate::table::{Seat, Table};

#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    #[error("unknown article {id}")]
    UnknownArticle { id: String },
    #[error("no story makes {irregularity:?} happen in {ruleset}")]
    NoStory {
        irregularity: Irregularity,
        ruleset: String,
    },
    #[error("the generator made an impossible table: {0}")]
    Internal(String),
}

impl From<Stuck> for GenerateError {
    fn from(s: Stuck) -> Self {
        GenerateError::Internal(s.0)
    }
}

/// A generated scenario and what the generator meant to inject (never shown to the referee).
#[derive(Debug, Clone)]
pub struct Generated {
    pub scenario: Scenario,
    pub injected: Irregularity,
}

/// Tries this many deals before giving up: a simulated game occasionally cannot reach the
/// moment (the wall runs out first); the next attempt is as reproducible as the first.
const ATTEMPTS: u64 = 16;

pub fn generate(
    ruleset: &Ruleset,
    article_id: &str,
    seed: u64,
) -> Result<Generated, GenerateError> {
    let article = ruleset
        .article(article_id)
        .ok_or_else(|| GenerateError::UnknownArticle {
            id: article_id.to_string(),
        })?;
    let mut last = None;
    for attempt in 0..ATTEMPTS {
        match attempt_once(ruleset, article, seed, attempt) {
            Ok(g) => return Ok(g),
            Err(e @ GenerateError::Internal(_)) => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| GenerateError::Internal("no attempt made".into())))
}

fn attempt_once(
    ruleset: &Ruleset,
    article: &crate::rules::Article,
    seed: u64,
    attempt: u64,
) -> Result<Generated, GenerateError> {
    let mut dice = if attempt == 0 {
        Dice::for_label(seed, &article.id)
    } else {
        Dice::for_label(
            seed ^ attempt.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            &article.id,
        )
    };
    let dealer = Seat::East;
    let wall_seed = u64::from(dice.below(u32::MAX));
    let layout = shuffled_layout(&ruleset.meta.tiles.tiles(), wall_seed);
    let mut table = Table::build_with(
        ruleset.meta.tiles.tiles(),
        ruleset.meta.stacks_per_wall,
        dealer,
        &layout,
        ruleset.meta.table_config(),
    )
    .map_err(|e| GenerateError::Internal(e.to_string()))?;
    // A match rotates the prevalent wind; drawn apart from the story so that a seed's
    // situation does not depend on it.
    if ruleset.meta.win_check == crate::rules::WinCheck::McrFan {
        let winds = [
            crate::tiles::Wind::East,
            crate::tiles::Wind::South,
            crate::tiles::Wind::West,
            crate::tiles::Wind::North,
        ];
        table.set_prevalent(*Dice::for_label(seed ^ attempt, "prevalent").pick(&winds));
    }
    // Counters and riichi sticks earlier hands left on the table, drawn apart from the
    // story as the prevalent wind is.
    let (counters, sticks) = earlier_accounts(ruleset, seed ^ attempt);
    let table = table.with_accounts(counters, sticks);
    let settings = Settings {
        bonus_set_aside: ruleset.meta.bonus_set_aside,
        bonus_from_back: ruleset.meta.bonus_from_back,
        deal: ruleset.meta.deal,
        card: ruleset.card.clone(),
        swap_calls_forbidden: ruleset.meta.swap_calls_forbidden,
    };
    let sim = Sim::new(
        table,
        layout,
        settings,
        ruleset.default_edition().to_string(),
    );
    let mut story = Story {
        sim,
        ruleset,
        wants: Constraints::default(),
        aims: Default::default(),
    };

    let roll: Vec<u8> = (0..ruleset.meta.dice.max(1)).map(|_| dice.die()).collect();
    let total: u8 = roll.iter().sum();
    story.push(crate::table::Event::DiceRolled {
        seat: dealer,
        dice: roll,
    })?;
    let after = total.min(ruleset.meta.stacks_per_wall - 1);
    story.push(crate::table::Event::WallBroken {
        wall: ruleset.meta.wall_to_break.wall(dealer, total),
        after_stack: after,
    })?;

    // An article that rules on several irregularities gets each of them in turn; one that
    // rules on one draws nothing here, so its seeds keep their situations.
    let judged: Vec<Irregularity> = article.judged().collect();
    let injected = if judged.len() > 1 {
        *dice.pick(&judged)
    } else {
        article.judges
    };
    let tell = registry::story(ruleset, injected).ok_or_else(|| GenerateError::NoStory {
        irregularity: injected,
        ruleset: ruleset.meta.id.clone(),
    })?;
    tell(&mut story, &mut dice)?;
    // Where the article asks what happened after the matter, the story says when the
    // referee is called: the ruling reads the events up to then and no further.
    if article.asks_what_happened_next() {
        story.push(crate::table::Event::RefereeCalled { by: None })?;
    }

    let (table, events, layout, edition, fouls) = story.sim.into_parts();
    let scenario = Scenario {
        format: FORMAT,
        ruleset: ruleset.meta.id.clone(),
        edition,
        note: Some(format!(
            "generated by mjref for {} with seed {seed}",
            article.id
        )),
        dealer,
        prevalent: table.prevalent(),
        walls: Some(laid_walls(&layout, ruleset.meta.stacks_per_wall)),
        position: None,
        counters,
        sticks,
        redeals: Vec::new(),
        events,
        fouls,
    };
    Ok(Generated { scenario, injected })
}

/// The counters and riichi sticks on the table as a generated hand begins, where the
/// ruleset plays riichi sticks: none half the time, as in a match's first hand or after
/// a deal passed on; else one to three counters, and now and then a stick or two left by
/// a draw.
fn earlier_accounts(ruleset: &Ruleset, seed: u64) -> (u8, u8) {
    if ruleset.meta.riichi_stick.is_none() {
        return (0, 0);
    }
    let mut dice = Dice::for_label(seed, "accounts");
    if dice.chance(1, 2) {
        return (0, 0);
    }
    let counters = dice.range(1, 3) as u8;
    let sticks = if dice.chance(2, 3) {
        0
    } else {
        dice.range(1, 2) as u8
    };
    (counters, sticks)
}

/// A compact scenario that rebuilds its walls from the shuffle seed instead of listing them.
pub fn with_shuffled_walls(mut scenario: Scenario, wall_seed: u64) -> Scenario {
    scenario.walls = Some(Walls::Shuffled(wall_seed));
    scenario
}
