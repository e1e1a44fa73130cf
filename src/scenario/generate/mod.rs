//! Situation generators: deal a real table to the right moment, then let one irregular
//! event happen that changes real state. What was injected is returned beside the
//! scenario for tests only; the referee sees the scenario alone.

mod american;
mod classical;
mod deal;
mod mcr;
mod sim;

use super::{FORMAT, Scenario, Walls, laid_walls, shuffled_layout};
use crate::rng::Dice;
use crate::rules::{Irregularity, Ruleset};
use crate::table::{Event, Seat, Table, WallPos};
use crate::tiles::Kind;

#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    #[error("unknown article {id}")]
    UnknownArticle { id: String },
    #[error("the generator made an impossible table: {0}")]
    Internal(String),
}

/// A generated scenario and what the generator meant to inject (never shown to the referee).
#[derive(Debug, Clone)]
pub struct Generated {
    pub scenario: Scenario,
    pub injected: Irregularity,
}

/// The table being played, with its log.
struct Play {
    table: Table,
    events: Vec<Event>,
    edition: String,
    bonus_set_aside: bool,
    /// The walls as built, kept in step with any stacking of untouched wall places.
    layout: Vec<Kind>,
    /// Bonus tiles are replaced from the far end of the wall.
    bonus_from_back: bool,
    /// How the deal takes tiles from the wall.
    deal: crate::table::deal::DealProcedure,
    /// Fouls recorded in earlier hands of the match.
    fouls: Vec<super::Foul>,
    /// A player waiting on a ready hand: never claims, lets every drawn tile go.
    passive: Option<Seat>,
    /// Tiles players keep for a later moment of the story instead of discarding them.
    protected: Vec<Kind>,
    /// American: the reading of a card hand each player is aiming at.
    aims: Vec<Option<crate::analysis::american::Target>>,
    /// American: players waiting on a ready hand, who call nothing and let picks go.
    waiting: Vec<Seat>,
    /// American: the card the game is played to.
    card: Option<std::sync::Arc<crate::analysis::american::Card>>,
    /// Untouched wall places kept for a tile the story needs later: stacking takes
    /// nothing from them.
    held_back: Vec<WallPos>,
    /// Players the story wants to win without a joker: stacking gives them none.
    jokerless: Vec<Seat>,
    /// Tiles a player made ready must not wait on (another player already does).
    not_awaited: Vec<Kind>,
    /// Wall tiles by kind index that still lie where they were built: stacking swaps
    /// kinds between such places and keeps these counts, so only taking a tile changes
    /// them. Kept as events apply, because readiness asks for them at every step.
    in_place: [u8; Kind::COUNT],
}

impl Play {
    /// Exchange two tiles that are still in the wall and have never been touched. The walls
    /// could have been built that way from the start, so nothing that happened changes:
    /// this is how a generator stacks the wall for a situation it needs.
    fn swap_in_wall(&mut self, a: WallPos, b: WallPos) -> Result<(), GenerateError> {
        let stacks = self.table.stacks();
        let (sa, sb) = (a.slot(stacks), b.slot(stacks));
        let untouched = |p: WallPos| {
            self.table
                .at(p)
                .is_some_and(|id| usize::from(id.0) == p.slot(stacks))
        };
        if !untouched(a) || !untouched(b) {
            return Err(GenerateError::Internal(format!(
                "{a} or {b} is not an untouched wall place"
            )));
        }
        // Tile ids are the places they were built in; rebuild the pair with swapped kinds.
        self.layout.swap(sa, sb);
        self.table.swap_kinds(sa, sb);
        Ok(())
    }

    /// Put a tile of `kind` at the untouched wall place `at`, from another untouched place
    /// not among `reserved`.
    fn stack(
        &mut self,
        at: WallPos,
        kind: Kind,
        reserved: &[WallPos],
    ) -> Result<bool, GenerateError> {
        if self.table.at(at).map(|id| self.table.kind(id)) == Some(kind) {
            return Ok(true);
        }
        let stacks = self.table.stacks();
        let want = kind.index();
        // The kind is the rarest match: test it before the lists of places kept back.
        let donor = self.table.order().iter().rev().copied().find(|p| {
            self.table.at(*p).is_some_and(|id| {
                self.table.kind_index(id) == want && usize::from(id.0) == p.slot(stacks)
            }) && *p != at
                && !reserved.contains(p)
                && !self.held_back.contains(p)
                && !self.table.dead_wall().contains(p)
        });
        match donor {
            Some(d) => self.swap_in_wall(at, d).map(|()| true),
            None => Ok(false),
        }
    }

    fn push(&mut self, event: Event) -> Result<(), GenerateError> {
        let taken: &[WallPos] = match &event {
            Event::Picked { at, .. } | Event::DrewLoose { at, .. } => std::slice::from_ref(at),
            Event::Took { tiles, .. } => tiles,
            _ => &[],
        };
        // Counted before the tiles leave; a failed apply ends the attempt, counts and all.
        for p in taken {
            if let Some(k) = self.in_place_kind(*p) {
                self.in_place[k.index()] = self.in_place[k.index()].saturating_sub(1);
            }
        }
        self.table
            .apply(self.events.len(), &event)
            .map_err(|e| GenerateError::Internal(e.to_string()))?;
        if let Event::PutBack { at, .. } = &event
            && let Some(k) = self.in_place_kind(*at)
        {
            self.in_place[k.index()] += 1;
        }
        self.events.push(event);
        Ok(())
    }

    /// The kind at wall place `p` if the tile there lies where it was built.
    fn in_place_kind(&self, p: WallPos) -> Option<Kind> {
        self.table
            .at(p)
            .filter(|id| usize::from(id.0) == p.slot(self.table.stacks()))
            .map(|id| self.table.kind(id))
    }

    fn next_positions(&self, count: usize, jump: bool) -> Vec<WallPos> {
        let remaining: Vec<WallPos> = self.table.remaining().take(count + 2).collect();
        crate::table::deal::offsets(count, jump)
            .filter_map(|i| remaining.get(i).copied())
            .collect()
    }

    fn take(&mut self, seat: Seat, count: usize, jump: bool) -> Result<(), GenerateError> {
        let tiles = self.next_positions(count, jump);
        self.push(Event::Took { seat, tiles })
    }
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
    let layout = shuffled_layout(ruleset, wall_seed);
    let table = Table::build_with(
        ruleset.meta.tiles.tiles(),
        ruleset.meta.stacks_per_wall,
        dealer,
        &layout,
        ruleset.meta.table_config(),
    )
    .map_err(|e| GenerateError::Internal(e.to_string()))?;
    let mut table = table;
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
    let mut play = Play {
        table,
        // A whole wall game logs about 300 events: room for them from the start.
        events: Vec::with_capacity(320),
        edition: ruleset.default_edition().to_string(),
        bonus_set_aside: ruleset.meta.bonus_set_aside,
        layout,
        passive: None,
        protected: Vec::new(),
        bonus_from_back: ruleset.meta.bonus_from_back,
        deal: ruleset.meta.deal,
        fouls: Vec::new(),
        aims: vec![None; 4],
        waiting: Vec::new(),
        card: ruleset.card.clone(),
        held_back: Vec::new(),
        jokerless: Vec::new(),
        not_awaited: Vec::new(),
        in_place: [0; Kind::COUNT],
    };
    for k in &play.layout {
        play.in_place[k.index()] += 1;
    }

    let roll: Vec<u8> = (0..ruleset.meta.dice.max(1)).map(|_| dice.die()).collect();
    let total: u8 = roll.iter().sum();
    play.push(Event::DiceRolled {
        seat: dealer,
        dice: roll,
    })?;
    let after = total.min(ruleset.meta.stacks_per_wall - 1);
    play.push(Event::WallBroken {
        wall: dealer,
        after_stack: after,
    })?;

    let script = play.deal.script(dealer);
    // An article that rules on several irregularities gets each of them in turn; one that
    // rules on one draws nothing here, so its seeds keep their situations.
    let judged: Vec<Irregularity> = article.judged().collect();
    let injected = if judged.len() > 1 {
        *dice.pick(&judged)
    } else {
        article.judges
    };
    // A Chinese Official false win is sometimes a complete hand worth too little, which
    // needs the winner's deal stacked before it is dealt.
    let cheap_win = injected == Irregularity::FalseWin
        && ruleset.meta.win_check == crate::rules::WinCheck::McrFan
        && dice.chance(1, 2);
    let american_play = ruleset
        .card
        .clone()
        .filter(|_| american::generates(injected));
    match injected {
        _ if american_play.is_some() => {
            if let Some(card) = american_play {
                american::inject(&mut play, injected, &card, &mut dice)?;
            }
        }
        Irregularity::FalseWin if cheap_win => mcr::cheap_false_win(&mut play, ruleset, &mut dice)?,
        Irregularity::TileTurnedUpInDeal => deal::turned_up(&mut play, &script, &mut dice)?,
        Irregularity::WrongCountAfterDeal => deal::wrong_count(&mut play, &script, &mut dice)?,
        Irregularity::WrongWallInDeal => deal::wrong_wall(&mut play, &script, &mut dice)?,
        Irregularity::SelectionError => deal::selection_error(&mut play, &script, &mut dice)?,
        Irregularity::DeadHandCalled => deal::dead_call(&mut play, &script, &mut dice)?,
        // These stack the wall (or write the record) before the deal.
        Irregularity::SettlementWithFaultyHand
        | Irregularity::WinOnRiskyDiscard
        | Irregularity::Lateness
        | Irregularity::WinOnWrongTile
        | Irregularity::HandRevealedAfterWin => {
            classical::inject(&mut play, injected, ruleset, &mut dice)?
        }
        other => {
            sim::deal_and_declare(&mut play, &script, &mut dice)?;
            classical::inject(&mut play, other, ruleset, &mut dice)?;
        }
    }

    let scenario = Scenario {
        format: FORMAT,
        ruleset: ruleset.meta.id.clone(),
        edition: play.edition.clone(),
        note: Some(format!(
            "generated by mjref for {} with seed {seed}",
            article.id
        )),
        dealer,
        prevalent: play.table.prevalent(),
        walls: laid_walls(&play.layout, ruleset.meta.stacks_per_wall),
        events: play.events,
        fouls: play.fouls,
    };
    Ok(Generated { scenario, injected })
}

/// A compact scenario that rebuilds its walls from the shuffle seed instead of listing them.
pub fn with_shuffled_walls(mut scenario: Scenario, wall_seed: u64) -> Scenario {
    scenario.walls = Walls::Shuffled(wall_seed);
    scenario
}
