//! One simulator of real play. A `Sim` is the table being played with its log; players
//! of one game or another (`Players`: classical and Chinese Official players, or card
//! players aiming at hands on an American card) choose what to discard, what to call and
//! what to do with a tile picked; `step` plays one regular action and `until` plays on to
//! a moment. What a story wants of the players (tiles kept, seats that stay quiet) is one
//! explicit value, `Constraints`, handed to every step.
//!
//! A story may also stack the walls: exchange tiles still lying where they were built, as
//! the walls could have been built that way from the start.

mod card;
mod charleston;
mod classical;
mod constraints;
mod deal;
mod kind_index;
mod stacking;
mod step;

pub use card::{Aims, CardPlayers, aim, aim_all, aim_with, joker_sets, pick};
pub use charleston::{charleston, pass_round, pass_target};
pub use classical::ClassicalPlayers;
pub use constraints::Constraints;
pub use step::{Call, Limits, Moment, Players, step, until};

use crate::analysis::american::Card;
use crate::scenario::Foul;
use crate::table::deal::DealProcedure;
use crate::table::{Event, Table, WallPos};
use crate::tiles::Kind;
use std::sync::Arc;

/// The simulated game cannot reach the moment a story needs (the wall ran out, nobody
/// holds the tile): the story is dealt again with the next draw of the dice.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Stuck(pub String);

pub fn stuck(msg: impl Into<String>) -> Stuck {
    Stuck(msg.into())
}

/// What the simulator needs to know of the ruleset.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Bonus tiles are set aside and replaced.
    pub bonus_set_aside: bool,
    /// Bonus tiles are replaced from the far end of the wall.
    pub bonus_from_back: bool,
    /// How the deal takes tiles from the wall.
    pub deal: DealProcedure,
    /// The card the game is played to (American).
    pub card: Option<Arc<Card>>,
    /// Swap-calling is a foul (riichi): a player does not discard what the call just made
    /// could have been made with.
    pub swap_calls_forbidden: bool,
}

/// The table being played, with its log and the walls as built.
pub struct Sim {
    table: Table,
    events: Vec<Event>,
    /// The walls as built, kept in step with any stacking of untouched wall places.
    layout: Vec<Kind>,
    /// Wall tiles by kind index that still lie where they were built: stacking swaps
    /// kinds between such places and keeps these counts, so only taking a tile changes
    /// them. Kept as events apply, because readiness asks for them at every step.
    in_place: [u8; Kind::COUNT],
    /// Untouched wall places kept for a tile the story needs later: stacking takes
    /// nothing from them.
    held: Vec<WallPos>,
    /// The tiles of each kind, once the story stacks the walls.
    of_kind: Option<kind_index::KindIndex>,
    pub settings: Settings,
    /// The edition the scenario is played under.
    pub edition: String,
    /// Fouls recorded in earlier hands of the match.
    pub fouls: Vec<Foul>,
}

impl Sim {
    /// A game on `table`, whose walls were built from `layout`.
    pub fn new(table: Table, layout: Vec<Kind>, settings: Settings, edition: String) -> Self {
        let mut in_place = [0u8; Kind::COUNT];
        for k in &layout {
            in_place[k.index()] += 1;
        }
        Sim {
            table,
            // A whole wall game logs about 300 events: room for them from the start.
            events: Vec::with_capacity(320),
            layout,
            in_place,
            held: Vec::new(),
            of_kind: None,
            settings,
            edition,
            fouls: Vec::new(),
        }
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The walls as built (after any stacking).
    pub fn layout(&self) -> &[Kind] {
        &self.layout
    }

    pub fn card(&self) -> Option<Arc<Card>> {
        self.settings.card.clone()
    }

    /// The log and the walls, once the story is told.
    pub fn into_parts(self) -> (Table, Vec<Event>, Vec<Kind>, String, Vec<Foul>) {
        (
            self.table,
            self.events,
            self.layout,
            self.edition,
            self.fouls,
        )
    }

    /// Apply `event` and log it.
    pub fn push(&mut self, event: Event) -> Result<(), Stuck> {
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
            .map_err(|e| stuck(e.to_string()))?;
        if let Event::PutBack { at, .. } = &event
            && let Some(k) = self.in_place_kind(*at)
        {
            self.in_place[k.index()] += 1;
        }
        self.events.push(event);
        Ok(())
    }

    /// Log an event that happened before everything logged so far and moves no tile (a
    /// player's lateness, recorded before the hand).
    pub fn log_first(&mut self, event: Event) {
        self.events.insert(0, event);
    }

    /// The kind at wall place `p` if the tile there lies where it was built.
    pub fn in_place_kind(&self, p: WallPos) -> Option<Kind> {
        self.table
            .at(p)
            .filter(|id| usize::from(id.0) == p.slot(self.table.stacks()))
            .map(|id| self.table.kind(id))
    }

    /// The next live place of the wall.
    pub fn next_live(&self) -> Result<WallPos, Stuck> {
        self.table
            .remaining()
            .next()
            .ok_or_else(|| stuck("the live wall ran out"))
    }

    /// The kinds on `seat`'s rack.
    pub fn rack(&self, seat: crate::table::Seat) -> Vec<Kind> {
        self.table.rack_kinds(seat)
    }
}
