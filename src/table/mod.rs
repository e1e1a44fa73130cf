//! The table: walls, racks and discards, changed only by applying events.

pub mod deal;
mod event;
mod play;
mod seat;
mod wall;

pub use event::Event;
pub use play::{ClaimKind, Discard, DiscardState, Meld};

pub use seat::Seat;
pub use wall::{Layer, WallPos, WallPosError, draw_order};

use crate::tiles::{Kind, TileId, TileSet};
use thiserror::Error;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum TableError {
    #[error("the walls hold {found} tiles but the set has {expected}")]
    WrongTileTotal { found: usize, expected: usize },
    #[error("the walls hold {found} of {kind} but the set has {expected}")]
    WrongKindCount {
        kind: String,
        found: usize,
        expected: usize,
    },
    #[error("event {index}: {pos} is outside walls of {stacks} stacks")]
    OffTheTable {
        index: usize,
        pos: WallPos,
        stacks: u8,
    },
    #[error("event {index}: there is no tile at {pos} any more")]
    EmptySpot { index: usize, pos: WallPos },
    #[error("event {index}: tiles are taken before the wall is broken")]
    NotBroken { index: usize },
    #[error("event {index}: the wall is broken twice")]
    BrokenTwice { index: usize },
    #[error("event {index}: {seat} has no {tile} to discard")]
    NotInRack {
        index: usize,
        seat: Seat,
        tile: String,
    },
    #[error("event {index}: a player cannot call their own hand dead")]
    SelfCall { index: usize },
    #[error("event {index}: the wall is broken after {after} stacks but a wall has {stacks}")]
    BreakOutside { index: usize, after: u8, stacks: u8 },
    #[error("event {index}: {seat} drew no tile this turn that could go back")]
    NothingToPutBack { index: usize, seat: Seat },
    #[error("event {index}: {pos} is not empty, the tile cannot go back there")]
    SpotTaken { index: usize, pos: WallPos },
    #[error("event {index}: there is no discard to {what}")]
    NoDiscard { index: usize, what: &'static str },
    #[error("event {index}: {seat} has no meld made with this claim to take back")]
    NoClaimedMeld { index: usize, seat: Seat },
    #[error("event {index}: {seat} has no set number {meld} with a {tile} in it")]
    NoSuchMeld {
        index: usize,
        seat: Seat,
        meld: u8,
        tile: String,
    },
    #[error("event {index}: {owner} has no joker in set number {meld}")]
    NoJokerInMeld { index: usize, owner: Seat, meld: u8 },
    #[error("invariant broken: {0}")]
    Invariant(String),
}

/// Where every physical tile is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub set: TileSet,
    pub stacks: u8,
    pub dealer: Seat,
    /// What each physical tile shows, by `TileId`. Change it only through `swap_kinds`,
    /// which keeps `kind_ix` in step.
    pub kinds: Vec<Kind>,
    /// `Kind::index()` of each tile, by `TileId`: counting tiles by kind is the inner loop
    /// of simulated play, and the match behind `Kind::index` would be paid every time.
    kind_ix: Vec<u8>,
    /// Wall slots (see `WallPos::slot`); `None` once the tile has left the wall.
    pub slots: Vec<Option<TileId>>,
    /// Wall positions whose tile lies face up.
    pub face_up: Vec<WallPos>,
    pub racks: [Vec<TileId>; 4],
    pub discards: Vec<Discard>,
    pub melds: [Vec<Meld>; 4],
    /// Bonus tiles (flowers, seasons) set aside by each player.
    pub bonus: [Vec<TileId>; 4],
    /// Places reserved as the dead wall when the wall is broken (loose tiles come from here).
    pub dead_wall: Vec<WallPos>,
    pub config: TableConfig,
    /// Claims standing on the latest discard, in the order they were called.
    pub claims: Vec<(Seat, ClaimKind)>,
    /// Every claim called on the latest discard, withdrawn ones included.
    pub claim_history: Vec<(Seat, ClaimKind)>,
    /// Players who laid their hand face up (believing the hand was over).
    pub shown: Vec<Seat>,
    /// The player to play next once the game is under way.
    pub turn: Option<Seat>,
    /// The tile each player drew last, while it is still their turn.
    pub drawn: Option<(Seat, TileId, WallPos)>,
    /// Players who declared a win, in order.
    pub declared: Vec<Seat>,
    /// The prevalent (round) wind of this hand.
    pub prevalent: crate::tiles::Wind,
    /// The player who has just made a kong and is owed a loose tile.
    pub kong_made_by: Option<Seat>,
    /// The tile last drawn is the loose tile after a kong (a win on it scores for that).
    pub drawn_after_kong: bool,
    pub dice: Vec<u8>,
    pub broken: Option<(Seat, u8)>,
    /// Draw order from the break, fixed once the wall is broken.
    pub order: Vec<WallPos>,
    pub racked: bool,
    pub east_discarded: bool,
    /// The player who last picked from the wall and has not discarded since.
    pub holding: Option<Seat>,
    /// American Charleston passes made, in order.
    pub passes: Vec<Pass>,
    /// The player who stopped the Charleston.
    pub charleston_stopped: Option<Seat>,
    /// Players who threw their hand in.
    pub thrown_in: Vec<Seat>,
    /// The player who destroyed the wall.
    pub wall_destroyed: Option<Seat>,
    /// Players who conceded that their hand is dead.
    pub dead: Vec<Seat>,
    /// Index in `order` of the first place still holding a tile: every place before it is
    /// empty, so the live end is found without walking the picked part of the wall.
    front: usize,
    /// Tiles in the wall (dead wall included), kept as tiles leave and come back, so that
    /// asking how many are left does not walk the wall.
    in_wall: usize,
}

/// One player's pass of the American Charleston.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    pub from: Seat,
    pub to: Seat,
    pub tiles: Vec<TileId>,
    pub blind: u8,
}

/// How a ruleset's table differs physically.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TableConfig {
    /// Tiles kept back as a dead wall for loose tiles (0: replacements from the wall's end).
    pub dead_wall: u8,
    /// A kong counts as three tiles toward the hand size (classical and Chinese rules).
    pub kong_counts_three: bool,
}

impl Table {
    /// A table with the walls built from `layout` (tiles in slot order) for `set`.
    pub fn build(
        set: TileSet,
        stacks: u8,
        dealer: Seat,
        layout: &[Kind],
    ) -> Result<Self, TableError> {
        Self::build_with(set, stacks, dealer, layout, TableConfig::default())
    }

    pub fn build_with(
        set: TileSet,
        stacks: u8,
        dealer: Seat,
        layout: &[Kind],
        config: TableConfig,
    ) -> Result<Self, TableError> {
        let expected = set.total();
        if layout.len() != expected || usize::from(stacks) * 8 != expected {
            return Err(TableError::WrongTileTotal {
                found: layout.len(),
                expected,
            });
        }
        let mut counts = [0usize; Kind::COUNT];
        for k in layout {
            counts[k.index()] += 1;
        }
        for (kind, n) in &set.counts {
            let found = counts[kind.index()];
            if found != usize::from(*n) {
                return Err(TableError::WrongKindCount {
                    kind: crate::tiles::code(*kind),
                    found,
                    expected: usize::from(*n),
                });
            }
        }
        Ok(Table {
            set,
            stacks,
            dealer,
            kinds: layout.to_vec(),
            kind_ix: layout
                .iter()
                .map(|k| u8::try_from(k.index()).unwrap_or(u8::MAX))
                .collect(),
            slots: (0..layout.len()).map(|i| Some(TileId(i as u16))).collect(),
            face_up: Vec::new(),
            // Room for the most a rack holds between calls, and for every tile thrown.
            racks: std::array::from_fn(|_| Vec::with_capacity(18)),
            discards: Vec::with_capacity(layout.len()),
            melds: Default::default(),
            bonus: Default::default(),
            dead_wall: Vec::new(),
            config,
            claims: Vec::new(),
            claim_history: Vec::new(),
            shown: Vec::new(),
            turn: None,
            drawn: None,
            declared: Vec::new(),
            prevalent: crate::tiles::Wind::East,
            kong_made_by: None,
            drawn_after_kong: false,
            dice: Vec::new(),
            broken: None,
            order: Vec::new(),
            racked: false,
            east_discarded: false,
            holding: None,
            passes: Vec::new(),
            charleston_stopped: None,
            thrown_in: Vec::new(),
            wall_destroyed: None,
            dead: Vec::new(),
            front: 0,
            in_wall: layout.len(),
        })
    }

    pub fn kind(&self, id: TileId) -> Kind {
        self.kinds[usize::from(id.0)]
    }

    /// `self.kind(id).index()`, looked up.
    pub fn kind_index(&self, id: TileId) -> usize {
        usize::from(self.kind_ix[usize::from(id.0)])
    }

    /// Exchange what tiles `a` and `b` show (a generator stacking walls it has not dealt).
    pub fn swap_kinds(&mut self, a: usize, b: usize) {
        self.kinds.swap(a, b);
        self.kind_ix.swap(a, b);
    }

    pub fn at(&self, pos: WallPos) -> Option<TileId> {
        if pos.stack >= self.stacks {
            return None;
        }
        self.slots[pos.slot(self.stacks)]
    }

    pub fn rack(&self, seat: Seat) -> &[TileId] {
        &self.racks[seat.index()]
    }

    /// Live-wall positions still holding a tile, live end first (the dead wall excluded).
    pub fn remaining(&self) -> impl Iterator<Item = WallPos> + '_ {
        self.order[self.front.min(self.order.len())..]
            .iter()
            .copied()
            .filter(|p| self.at(*p).is_some() && !self.dead_wall.contains(p))
    }

    /// Move `front` past the places emptied at the live end.
    fn advance_front(&mut self) {
        while let Some(p) = self.order.get(self.front) {
            if self.at(*p).is_some() {
                break;
            }
            self.front += 1;
        }
    }

    /// Where the next loose (replacement) tile comes from: the dead wall if the ruleset
    /// keeps one, else the far end of the wall.
    pub fn next_loose(&self) -> Option<WallPos> {
        if self.dead_wall.is_empty() {
            self.order
                .iter()
                .rev()
                .copied()
                .find(|p| self.at(*p).is_some())
        } else {
            self.dead_wall
                .iter()
                .copied()
                .find(|p| self.at(*p).is_some())
        }
    }

    /// Tiles that count toward the hand size: the rack and the melds, a kong counting
    /// three where the ruleset says so; bonus tiles set aside do not count.
    pub fn hand_size(&self, seat: Seat) -> usize {
        let melds: usize = self.melds[seat.index()]
            .iter()
            .map(|m| {
                if self.config.kong_counts_three && m.is_kong(&self.kinds) {
                    3
                } else {
                    m.tiles.len()
                }
            })
            .sum();
        self.rack(seat).len() + melds
    }

    /// The latest discard, if one is lying in the pool.
    pub fn latest_discard(&self) -> Option<&Discard> {
        self.discards
            .last()
            .filter(|d| d.state == DiscardState::Lying)
    }

    fn take_from_rack(
        &mut self,
        index: usize,
        seat: Seat,
        tile: Kind,
    ) -> Result<TileId, TableError> {
        let rack = &mut self.racks[seat.index()];
        let want = u8::try_from(tile.index()).unwrap_or(u8::MAX);
        let Some(i) = rack
            .iter()
            .position(|id| self.kind_ix[usize::from(id.0)] == want)
        else {
            return Err(TableError::NotInRack {
                index,
                seat,
                tile: crate::tiles::code(tile),
            });
        };
        Ok(rack.remove(i))
    }

    fn take_from_wall(
        &mut self,
        index: usize,
        seat: Seat,
        at: WallPos,
    ) -> Result<TileId, TableError> {
        let id = self.check_pos(index, at)?;
        self.slots[at.slot(self.stacks)] = None;
        self.in_wall -= 1;
        self.advance_front();
        self.face_up.retain(|p| *p != at);
        self.racks[seat.index()].push(id);
        self.drawn = Some((seat, id, at));
        Ok(id)
    }

    /// The wall from which tiles are being served: the one holding the live end.
    pub fn served_wall(&self) -> Option<Seat> {
        self.remaining().next().map(|p| p.wall)
    }

    /// How many tiles `remaining` gives: the live wall, once it is broken.
    pub fn live_left(&self) -> usize {
        if self.order.is_empty() {
            return 0;
        }
        let dead = self
            .dead_wall
            .iter()
            .filter(|p| self.at(**p).is_some())
            .count();
        self.in_wall - dead
    }

    pub fn tiles_in_wall(&self) -> usize {
        self.slots.iter().filter(|s| s.is_some()).count()
    }

    fn check_pos(&self, index: usize, pos: WallPos) -> Result<TileId, TableError> {
        if pos.stack >= self.stacks {
            return Err(TableError::OffTheTable {
                index,
                pos,
                stacks: self.stacks,
            });
        }
        self.at(pos).ok_or(TableError::EmptySpot { index, pos })
    }

    /// Apply event number `index` of a log. Only physical impossibilities are errors;
    /// irregular but possible actions are exactly what the referee is there to judge.
    pub fn apply(&mut self, index: usize, event: &Event) -> Result<(), TableError> {
        match event {
            Event::DiceRolled { dice, .. } => self.dice = dice.clone(),
            Event::WallBroken { wall, after_stack } => {
                if self.broken.is_some() {
                    return Err(TableError::BrokenTwice { index });
                }
                if *after_stack >= self.stacks {
                    return Err(TableError::BreakOutside {
                        index,
                        after: *after_stack,
                        stacks: self.stacks,
                    });
                }
                self.broken = Some((*wall, *after_stack));
                self.order = draw_order(self.stacks, *wall, *after_stack);
                self.front = 0;
                self.advance_front();
                // The dead wall is the stacks just right of the break, nearest first.
                let n = usize::from(self.config.dead_wall).min(self.order.len());
                let start = self.order.len() - n;
                let mut dead: Vec<WallPos> = self.order[start..].to_vec();
                dead.reverse();
                for pair in dead.chunks_mut(2) {
                    pair.reverse();
                }
                self.dead_wall = dead;
            }
            Event::Took { seat, tiles } => {
                if self.broken.is_none() {
                    return Err(TableError::NotBroken { index });
                }
                for pos in tiles {
                    let id = self.check_pos(index, *pos)?;
                    self.slots[pos.slot(self.stacks)] = None;
                    self.in_wall -= 1;
                    self.face_up.retain(|p| p != pos);
                    self.racks[seat.index()].push(id);
                }
                self.advance_front();
            }
            Event::Picked { seat, at, .. } => {
                self.take_from_wall(index, *seat, *at)?;
                self.holding = Some(*seat);
                self.kong_made_by = None;
                self.drawn_after_kong = false;
            }
            // A replacement keeps whoever holds the turn as it was.
            Event::DrewLoose { seat, at } => {
                self.take_from_wall(index, *seat, *at)?;
                self.drawn_after_kong = self.kong_made_by == Some(*seat);
                self.kong_made_by = None;
            }
            Event::PutBack { seat, at } => {
                let Some((who, id, _)) = self.drawn.filter(|(who, _, _)| who == seat) else {
                    return Err(TableError::NothingToPutBack { index, seat: *seat });
                };
                if at.stack >= self.stacks {
                    return Err(TableError::OffTheTable {
                        index,
                        pos: *at,
                        stacks: self.stacks,
                    });
                }
                if self.at(*at).is_some() {
                    return Err(TableError::SpotTaken { index, pos: *at });
                }
                self.racks[who.index()].retain(|t| *t != id);
                self.slots[at.slot(self.stacks)] = Some(id);
                self.in_wall += 1;
                if let Some(i) = self.order.iter().position(|p| p == at) {
                    self.front = self.front.min(i);
                }
                self.drawn = None;
                if self.holding == Some(*seat) {
                    self.holding = None;
                }
            }
            Event::BonusSetAside { seat, tile } => {
                let id = self.take_from_rack(index, *seat, *tile)?;
                self.bonus[seat.index()].push(id);
            }
            Event::Claimed { seat, claim } => {
                self.claims.push((*seat, *claim));
                self.claim_history.push((*seat, *claim));
            }
            Event::HandShown { seat } => self.shown.push(*seat),
            Event::Paused { .. }
            | Event::TilesRevealed { .. }
            | Event::InformationPassed { .. }
            | Event::RefereeDisobeyed { .. }
            | Event::ArrivedLate { .. } => {}
            Event::TouchedWall { at, revealed, .. } => {
                self.check_pos(index, *at)?;
                // A tile whose face was seen goes back face down; touching changes nothing.
                let _ = revealed;
            }
            Event::PlayResumes { seat } => {
                self.turn = Some(*seat);
                self.holding = None;
                self.drawn = None;
            }
            Event::AddedToMeld { seat, meld, tile } => {
                if self.melds[seat.index()].get(usize::from(*meld)).is_none() {
                    return Err(TableError::NoSuchMeld {
                        index,
                        seat: *seat,
                        meld: *meld,
                        tile: crate::tiles::code(*tile),
                    });
                }
                let id = self.take_from_rack(index, *seat, *tile)?;
                if let Some(m) = self.melds[seat.index()].get_mut(usize::from(*meld)) {
                    m.tiles.push(id);
                }
                if self.melds[seat.index()]
                    .get(usize::from(*meld))
                    .is_some_and(|m| m.tiles.len() == 4)
                {
                    self.kong_made_by = Some(*seat);
                }
            }
            Event::TookFromMeld { seat, meld, tile } => {
                let kinds = &self.kinds;
                let found = self.melds[seat.index()]
                    .get_mut(usize::from(*meld))
                    .and_then(|m| {
                        m.tiles
                            .iter()
                            .position(|t| kinds[usize::from(t.0)] == *tile)
                            .map(|i| m.tiles.remove(i))
                    });
                let Some(id) = found else {
                    return Err(TableError::NoSuchMeld {
                        index,
                        seat: *seat,
                        meld: *meld,
                        tile: crate::tiles::code(*tile),
                    });
                };
                self.racks[seat.index()].push(id);
            }
            Event::Exposed { seat, tiles } => {
                let mut meld_tiles = Vec::with_capacity(tiles.len() + 1);
                for t in tiles {
                    meld_tiles.push(self.take_from_rack(index, *seat, *t)?);
                }
                let claimed = if self.claims.iter().any(|(s, _)| s == seat) {
                    match self.discards.last_mut() {
                        Some(d) if d.state == DiscardState::Lying => {
                            d.state = DiscardState::Claimed(*seat);
                            meld_tiles.push(d.tile);
                            Some((d.seat, d.tile))
                        }
                        _ => None,
                    }
                } else {
                    None
                };
                if claimed.is_some() {
                    self.turn = Some(*seat);
                    self.holding = Some(*seat);
                    self.drawn = None;
                }
                self.melds[seat.index()].push(Meld {
                    tiles: meld_tiles,
                    claimed,
                    concealed: false,
                });
                if self.melds[seat.index()]
                    .last()
                    .is_some_and(|m| m.tiles.len() == 4)
                {
                    self.kong_made_by = Some(*seat);
                }
            }
            Event::DeclaredKong { seat, tile } => {
                let mut meld_tiles = Vec::with_capacity(4);
                for _ in 0..4 {
                    meld_tiles.push(self.take_from_rack(index, *seat, *tile)?);
                }
                self.melds[seat.index()].push(Meld {
                    tiles: meld_tiles,
                    claimed: None,
                    concealed: true,
                });
                self.kong_made_by = Some(*seat);
            }
            Event::ClaimWithdrawn { seat } => {
                self.claims.retain(|(s, _)| s != seat);
                let melds = &mut self.melds[seat.index()];
                if let Some(i) = melds.iter().rposition(|m| m.claimed.is_some()) {
                    let meld = melds.remove(i);
                    let claimed_tile = meld.claimed.map(|(_, t)| t);
                    for t in meld.tiles {
                        if Some(t) != claimed_tile {
                            self.racks[seat.index()].push(t);
                        }
                    }
                    if let Some(d) = self
                        .discards
                        .iter_mut()
                        .rev()
                        .find(|d| Some(d.tile) == claimed_tile)
                    {
                        d.state = DiscardState::Lying;
                    }
                    if self.holding == Some(*seat) {
                        self.holding = None;
                    }
                }
            }
            Event::DiscardTakenBack { seat } => {
                let Some(i) = self
                    .discards
                    .iter()
                    .rposition(|d| d.seat == *seat && d.state == DiscardState::Lying)
                else {
                    return Err(TableError::NoDiscard {
                        index,
                        what: "take back",
                    });
                };
                let d = self.discards.remove(i);
                self.racks[seat.index()].push(d.tile);
                self.holding = Some(*seat);
                self.turn = Some(*seat);
            }
            Event::TakenIntoHand { seat } => {
                let Some(d) = self
                    .discards
                    .last()
                    .filter(|d| d.state == DiscardState::Lying)
                    .cloned()
                else {
                    return Err(TableError::NoDiscard {
                        index,
                        what: "take into the hand",
                    });
                };
                self.discards.pop();
                self.racks[seat.index()].push(d.tile);
                self.holding = Some(*seat);
                self.turn = Some(*seat);
            }
            Event::DiscardLeftDead => {
                if let Some(d) = self.discards.last_mut() {
                    d.state = DiscardState::Dead;
                }
            }
            Event::DeclaredWin { seat } => self.declared.push(*seat),
            Event::TurnedUp { at, .. } => {
                self.check_pos(index, *at)?;
                if !self.face_up.contains(at) {
                    self.face_up.push(*at);
                }
            }
            Event::Racked => {
                self.racked = true;
                self.holding = Some(self.dealer);
                self.turn = Some(self.dealer);
            }
            Event::SelectionSettled { .. } => {}
            Event::DeadCalled { by, against } => {
                if by == against {
                    return Err(TableError::SelfCall { index });
                }
            }
            Event::Passed {
                from,
                to,
                tiles,
                blind,
            } => {
                let mut ids = Vec::with_capacity(tiles.len());
                for t in tiles {
                    ids.push(self.take_from_rack(index, *from, *t)?);
                }
                self.racks[to.index()].extend(ids.iter().copied());
                self.passes.push(Pass {
                    from: *from,
                    to: *to,
                    tiles: ids,
                    blind: *blind,
                });
            }
            Event::CharlestonStopped { by } => self.charleston_stopped = Some(*by),
            Event::PassTakenBack { .. }
            | Event::ExchangeRefused { .. }
            | Event::ExchangeUndone { .. }
            | Event::TilesCounted
            | Event::TileRacked { .. } => {}
            Event::JokerExchanged {
                seat,
                owner,
                meld,
                tile,
                from_discard,
                completed,
            } => {
                if *completed {
                    self.exchange_joker(index, *seat, *owner, *meld, *tile, *from_discard)?;
                }
            }
            Event::HandThrownIn { seat } => {
                if !self.thrown_in.contains(seat) {
                    self.thrown_in.push(*seat);
                }
            }
            Event::WallDestroyed { seat } => self.wall_destroyed = Some(*seat),
            Event::DeadCallAnswered { seat, conceded } => {
                if *conceded && !self.dead.contains(seat) {
                    self.dead.push(*seat);
                }
            }
            Event::NameCorrected { seat } => {
                if let Some(d) = self.discards.last_mut().filter(|d| d.seat == *seat) {
                    d.named = None;
                }
            }
            Event::Discarded { seat, tile, named } => {
                let id = self.take_from_rack(index, *seat, *tile)?;
                self.discards.push(Discard {
                    seat: *seat,
                    tile: id,
                    named: *named,
                    state: DiscardState::Lying,
                });
                if *seat == self.dealer {
                    self.east_discarded = true;
                }
                self.holding = None;
                self.drawn = None;
                self.drawn_after_kong = false;
                self.kong_made_by = None;
                self.claims.clear();
                self.claim_history.clear();
                // Dead and thrown-in hands take no more turns.
                let mut next = seat.right();
                for _ in 0..3 {
                    if !self.dead.contains(&next) && !self.thrown_in.contains(&next) {
                        break;
                    }
                    next = next.right();
                }
                self.turn = Some(next);
            }
        }
        Ok(())
    }

    /// A joker exchange carried out: the natural (from the rack, or the latest discard)
    /// takes the joker's place in the set, and the joker goes to `seat`'s rack.
    fn exchange_joker(
        &mut self,
        index: usize,
        seat: Seat,
        owner: Seat,
        meld: u8,
        tile: Kind,
        from_discard: bool,
    ) -> Result<(), TableError> {
        let kinds = &self.kinds;
        let slot = self.melds[owner.index()]
            .get(usize::from(meld))
            .and_then(|m| {
                m.tiles
                    .iter()
                    .position(|t| kinds[usize::from(t.0)] == Kind::Joker)
            });
        let Some(slot) = slot else {
            return Err(TableError::NoJokerInMeld { index, owner, meld });
        };
        let natural = if from_discard {
            match self.discards.last_mut() {
                Some(d) if d.state == DiscardState::Lying => {
                    d.state = DiscardState::Claimed(owner);
                    d.tile
                }
                _ => {
                    return Err(TableError::NoDiscard {
                        index,
                        what: "use in a joker exchange",
                    });
                }
            }
        } else {
            self.take_from_rack(index, seat, tile)?
        };
        let m = &mut self.melds[owner.index()][usize::from(meld)];
        let joker = std::mem::replace(&mut m.tiles[slot], natural);
        self.racks[seat.index()].push(joker);
        Ok(())
    }

    /// Tile conservation and the other invariants; tests run it after every event.
    pub fn validate(&self) -> Result<(), TableError> {
        let n = self.kinds.len();
        let mut seen = vec![0u8; n];
        let mut mark = |id: TileId| {
            if let Some(c) = seen.get_mut(usize::from(id.0)) {
                *c += 1;
            }
        };
        self.slots.iter().flatten().for_each(|id| mark(*id));
        self.racks.iter().flatten().for_each(|id| mark(*id));
        self.discards
            .iter()
            .filter(|d| !matches!(d.state, DiscardState::Claimed(_)))
            .for_each(|d| mark(d.tile));
        self.melds
            .iter()
            .flatten()
            .flat_map(|m| m.tiles.iter())
            .for_each(|id| mark(*id));
        self.bonus.iter().flatten().for_each(|id| mark(*id));
        if let Some(i) = seen.iter().position(|c| *c != 1) {
            return Err(TableError::Invariant(format!(
                "tile #{i} ({}) is in {} places",
                crate::tiles::code(self.kinds[i]),
                seen[i]
            )));
        }
        if self.in_wall != self.tiles_in_wall() || self.live_left() != self.remaining().count() {
            return Err(TableError::Invariant(format!(
                "the wall is counted as {} tiles ({} live) but holds {} ({} live)",
                self.in_wall,
                self.live_left(),
                self.tiles_in_wall(),
                self.remaining().count()
            )));
        }
        let mut counts = [0usize; Kind::COUNT];
        for (i, k) in self.kinds.iter().enumerate() {
            counts[k.index()] += 1;
            if self.kind_ix.get(i).map(|x| usize::from(*x)) != Some(k.index()) {
                return Err(TableError::Invariant(format!(
                    "tile #{i} shows {} but is counted as another kind",
                    crate::tiles::code(*k)
                )));
            }
        }
        for (kind, count) in &self.set.counts {
            if counts[kind.index()] != usize::from(*count) {
                return Err(TableError::Invariant(format!("the set lost a {kind:?}")));
            }
        }
        if let Some(p) = self.face_up.iter().find(|p| self.at(**p).is_none()) {
            return Err(TableError::Invariant(format!("{p} is face up but empty")));
        }
        if !self.order.is_empty() && self.order.len() != n {
            return Err(TableError::Invariant(
                "draw order does not cover the wall".into(),
            ));
        }
        let first = self
            .order
            .iter()
            .position(|p| self.at(*p).is_some())
            .unwrap_or(self.order.len());
        if self.front != first {
            return Err(TableError::Invariant(format!(
                "the live end is taken to start at {} of the draw order, not {first}",
                self.front
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod kong_tests {
    use super::*;
    use crate::tiles::{Kind, Suit, TileSet};

    #[test]
    fn a_loose_tile_after_a_kong_is_marked() {
        let set = TileSet::with_flowers_and_seasons();
        let layout = set.tiles();
        let mut t =
            Table::build_with(set, 18, Seat::East, &layout, TableConfig::default()).expect("table");
        let seven = Kind::Number(Suit::Dots, 7);
        let mut events = vec![Event::WallBroken {
            wall: Seat::East,
            after_stack: 5,
        }];
        // East takes the four 7d straight from where the sorted walls hold them.
        let places: Vec<WallPos> = (0..layout.len())
            .filter(|i| layout[*i] == seven)
            .map(|i| WallPos::from_slot(i, 18))
            .collect();
        events.push(Event::Took {
            seat: Seat::East,
            tiles: places,
        });
        events.push(Event::DeclaredKong {
            seat: Seat::East,
            tile: seven,
        });
        for (i, e) in events.iter().enumerate() {
            t.apply(i, e).expect("applies");
        }
        assert_eq!(t.kong_made_by, Some(Seat::East));
        let loose = t.next_loose().expect("a loose tile");
        t.apply(
            9,
            &Event::DrewLoose {
                seat: Seat::East,
                at: loose,
            },
        )
        .expect("draws");
        assert!(t.drawn_after_kong);
        let next = t.remaining().next().expect("live tile");
        t.apply(
            10,
            &Event::Picked {
                seat: Seat::East,
                at: next,
                known: true,
            },
        )
        .expect("picks");
        assert!(!t.drawn_after_kong);
    }
}
