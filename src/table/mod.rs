//! The table: walls, racks and discards, changed only by applying events.

pub mod american;
mod apply;
pub mod deal;
mod error;
mod event;
pub mod mcr;
mod play;
mod position;
mod query;
mod redeal;
mod replay;
pub mod riichi;
mod seat;
mod sight;
mod validate;
mod wall;

pub use error::TableError;
pub use event::Event;
pub use play::{ClaimKind, Discard, DiscardState, Meld, WinWord};
pub use position::{PlacedDiscard, PlacedHand, PlacedMeld, Placement, PlacementError};
pub use query::{WinCheck, win_is_valid};
pub use replay::{CHECKPOINT_EVERY, Replay, Replayed};
pub use seat::{BySeat, Seat};
pub use sight::Sight;
pub use wall::{Layer, WallPos, WallPosError, draw_order};

use crate::tiles::{Kind, TileId, TileSet, Wind};
use std::sync::Arc;

/// Where every physical tile is. Fields are changed only by `apply` (and, for a generator
/// stacking walls nobody has touched, by `swap_kinds`); callers ask through the methods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The set, the tiles' kinds and the draw order are shared between copies of a table
    /// until one changes them: the referee copies tables at many moments of a log, and
    /// these never change during play.
    set: Arc<TileSet>,
    stacks: u8,
    dealer: Seat,
    /// What each physical tile shows, by `TileId`. Change it only through `swap_kinds`,
    /// which keeps `kind_ix` in step.
    kinds: Arc<Vec<Kind>>,
    /// `Kind::index()` of each tile, by `TileId`: counting tiles by kind is the inner loop
    /// of simulated play, and the match behind `Kind::index` would be paid every time.
    kind_ix: Arc<Vec<u8>>,
    /// Wall slots (see `WallPos::slot`); `None` once the tile has left the wall.
    slots: Vec<Option<TileId>>,
    /// Wall positions whose tile lies face up.
    face_up: Vec<WallPos>,
    racks: BySeat<Vec<TileId>>,
    discards: Vec<Discard>,
    melds: BySeat<Vec<Meld>>,
    /// Bonus tiles (flowers, seasons) set aside by each player.
    bonus: BySeat<Vec<TileId>>,
    /// Tiles of the concealed hand each player showed by mistake.
    revealed: BySeat<Vec<Kind>>,
    /// Places reserved as the dead wall when the wall is broken (loose tiles come from here).
    dead_wall: Vec<WallPos>,
    config: TableConfig,
    /// Claims standing on the latest discard, in the order they were called.
    claims: Vec<(Seat, ClaimKind)>,
    /// Every claim called on the latest discard, withdrawn ones included.
    claim_history: Vec<(Seat, ClaimKind)>,
    /// Players who laid their hand face up (believing the hand was over).
    shown: Vec<Seat>,
    /// Riichi: players who said at the exhaustive draw that their hand is not ready.
    not_ready: Vec<Seat>,
    /// Some time passed with nothing said since the latest call on a discard (a call said
    /// again after it is no correction made at once).
    paused_since_call: bool,
    /// The player to play next once the game is under way.
    turn: Option<Seat>,
    /// The tile each player drew last, while it is still their turn.
    drawn: Option<(Seat, TileId, WallPos)>,
    /// The tile drawn last came from the live wall but not from its next place: one
    /// further along, or the dead wall's without a kan.
    drawn_not_due: bool,
    /// Players who declared a win, in order.
    declared: Vec<Seat>,
    /// Players who declared riichi (a ready concealed hand staked on), in order.
    riichi: Vec<Seat>,
    /// For each riichi declared, what lay on the table when it was declared: the
    /// discards from there on are those passed in riichi (furiten); a set laid since
    /// breaks the first go-around after it (ippatsu).
    riichi_moments: Vec<RiichiMoment>,
    /// The tile a player drew and put in among the rest of the hand (`DrawnTileMixedIn`).
    mixed_in: Option<(Seat, TileId)>,
    /// A tile a player drew out of turn and keeps apart from the hand: no part of it
    /// until it goes back to the wall (`PutBack`) or in among the hand
    /// (`DrawnTileMixedIn`), or the player discards.
    apart: Option<(Seat, TileId)>,
    /// Words said to call a win since the latest discard (`WinWordSaid`): who said
    /// which, and whether it was put right at once.
    win_words: Vec<(Seat, WinWord, bool)>,
    /// The player whose declaration the table is looking at: from the declaration until
    /// play goes on with a discard or after a ruling.
    declaring: Option<Seat>,
    /// The prevalent (round) wind of this hand.
    prevalent: Wind,
    /// The player who has just made a kong and is owed a loose tile.
    kong_made_by: Option<Seat>,
    /// The tile just added to a pung to make a kan, with its player, while a win may still
    /// be called on it (riichi: robbing the kan, chankan): until play goes on from the kan.
    robbable: Option<(Seat, TileId)>,
    /// Tiles added for a kan that nobody robbed, each with the number of discards on the
    /// table when it was added and the player who added it: as discards let go, they make
    /// a player waiting on them furiten.
    kan_tiles_let_go: Vec<(usize, Seat, TileId)>,
    /// The player who has just set a bonus tile aside and is owed its replacement.
    bonus_owed_to: Option<Seat>,
    /// The tile last drawn is the loose tile after a kong (a win on it scores for that).
    drawn_after_kong: bool,
    dice: Vec<u8>,
    broken: Option<(Seat, u8)>,
    /// Draw order from the break, fixed once the wall is broken.
    order: Arc<Vec<WallPos>>,
    /// Each wall slot's index in `order` (empty while the wall is whole).
    order_index: Arc<Vec<u16>>,
    racked: bool,
    east_discarded: bool,
    /// The player who last picked from the wall and has not discarded since.
    holding: Option<Seat>,
    /// American Charleston passes made, in order.
    passes: Vec<Pass>,
    /// The player who stopped the Charleston.
    charleston_stopped: Option<Seat>,
    /// Players who threw their hand in.
    thrown_in: Vec<Seat>,
    /// The player who destroyed the wall.
    wall_destroyed: Option<Seat>,
    /// Players who conceded that their hand is dead.
    dead: Vec<Seat>,
    /// American dead-hand calls, in order, with their answers and whether a disputed one
    /// was settled.
    dead_calls: Vec<DeadCall>,
    /// Players the referee has ruled may not win this hand; they play on.
    barred: Vec<Seat>,
    /// Players whose hand was ruled dead under riichi rules: they play on, barred from
    /// winning, and may not call or declare riichi.
    dead_playing: Vec<Seat>,
    /// Index in `order` of the first place still holding a tile: every place before it is
    /// empty, so the live end is found without walking the picked part of the wall.
    front: usize,
    /// Tiles in the wall (dead wall included), kept as tiles leave and come back, so that
    /// asking how many are left does not walk the wall.
    in_wall: usize,
    /// What outlasts a deal thrown in: counters, sticks, the walls of the deals to come.
    hand: redeal::HandAccounts,
}

/// Kan dora indicators a hand can turn: one a kan, four kans at most.
const MOST_KAN_DORA: usize = 4;

/// What lay on the table when a player declared riichi.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct RiichiMoment {
    seat: Seat,
    /// Discards on the table, of every player.
    discards: usize,
    /// Calls and kans made (`Table::calls_made`), of every player.
    calls: usize,
}

/// An American dead-hand call and what became of it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct DeadCall {
    by: Seat,
    against: Seat,
    /// `Some(true)` when conceded, `Some(false)` when disputed.
    answer: Option<bool>,
    /// A disputed call the table has settled (`DisputeSettled`).
    settled: bool,
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
    /// The place in the dead wall (counted as `dead_wall` lists it, from 0) of the tile
    /// turned face up when the wall is broken to show the dora (riichi).
    pub dora_indicator: Option<u8>,
    /// Each kan turns the next dora indicator face up (riichi: kan dora).
    pub kan_dora: bool,
    /// A win on a discard is barred to a player who is furiten (riichi).
    pub furiten: bool,
    /// Each loose tile taken from the dead wall moves the live wall's last place onto it.
    pub dead_wall_kept_whole: bool,
    /// The tile added to a pung to make a kan may be claimed for a win, as a discard is
    /// (riichi: robbing the kan).
    pub kan_robbable: bool,
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
        let kind_ix: Vec<u8> = layout
            .iter()
            .map(|k| u8::try_from(k.index()).unwrap_or(u8::MAX))
            .collect();
        Ok(Table {
            set: Arc::new(set),
            stacks,
            dealer,
            kinds: Arc::new(layout.to_vec()),
            kind_ix: Arc::new(kind_ix),
            slots: (0..layout.len()).map(|i| Some(TileId(i as u16))).collect(),
            face_up: Vec::new(),
            // Room for the most a rack holds between calls, and for every tile thrown.
            racks: BySeat::new(|_| Vec::with_capacity(18)),
            discards: Vec::with_capacity(layout.len()),
            melds: BySeat::default(),
            bonus: BySeat::default(),
            revealed: BySeat::default(),
            dead_wall: Vec::new(),
            config,
            claims: Vec::new(),
            claim_history: Vec::new(),
            shown: Vec::new(),
            not_ready: Vec::new(),
            paused_since_call: false,
            turn: None,
            drawn: None,
            drawn_not_due: false,
            declared: Vec::new(),
            riichi: Vec::new(),
            riichi_moments: Vec::new(),
            mixed_in: None,
            apart: None,
            win_words: Vec::new(),
            declaring: None,
            prevalent: Wind::East,
            kong_made_by: None,
            robbable: None,
            kan_tiles_let_go: Vec::new(),
            bonus_owed_to: None,
            drawn_after_kong: false,
            dice: Vec::new(),
            broken: None,
            order: Arc::default(),
            order_index: Arc::default(),
            racked: false,
            east_discarded: false,
            holding: None,
            passes: Vec::new(),
            charleston_stopped: None,
            thrown_in: Vec::new(),
            wall_destroyed: None,
            dead: Vec::new(),
            barred: Vec::new(),
            dead_playing: Vec::new(),
            dead_calls: Vec::new(),
            front: 0,
            in_wall: layout.len(),
            hand: redeal::HandAccounts::default(),
        })
    }

    /// The same table with another prevalent wind (set before the first event).
    pub fn with_prevalent(mut self, wind: Wind) -> Self {
        self.prevalent = wind;
        self
    }

    pub fn set_prevalent(&mut self, wind: Wind) {
        self.prevalent = wind;
    }

    pub fn set(&self) -> &TileSet {
        &self.set
    }

    pub fn stacks(&self) -> u8 {
        self.stacks
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn config(&self) -> TableConfig {
        self.config
    }

    pub fn prevalent(&self) -> Wind {
        self.prevalent
    }

    pub fn kind(&self, id: TileId) -> Kind {
        self.kinds[usize::from(id.0)]
    }

    /// What every physical tile shows, by `TileId`.
    pub fn kinds(&self) -> &[Kind] {
        &self.kinds
    }

    /// `self.kind(id).index()`, looked up.
    pub fn kind_index(&self, id: TileId) -> usize {
        usize::from(self.kind_ix[usize::from(id.0)])
    }

    /// The kinds of `ids`, in order.
    pub fn kinds_of(&self, ids: &[TileId]) -> Vec<Kind> {
        ids.iter().map(|t| self.kind(*t)).collect()
    }

    /// The kind of the tile built at wall place `pos`, wherever that tile is now.
    pub fn built_kind(&self, pos: WallPos) -> Option<Kind> {
        self.kinds.get(pos.slot(self.stacks)).copied()
    }

    /// Set the draw order, fixed once the wall is broken.
    pub(in crate::table) fn set_order(&mut self, order: Vec<WallPos>) {
        let mut index = vec![u16::MAX; self.slots.len()];
        for (i, p) in order.iter().enumerate() {
            if let Some(x) = index.get_mut(p.slot(self.stacks)) {
                *x = u16::try_from(i).unwrap_or(u16::MAX);
            }
        }
        self.order = Arc::new(order);
        self.order_index = Arc::new(index);
    }

    /// Of the wall places of `tiles` (tile ids) that still hold the very tile built there
    /// and that `usable` allows, the one drawn last: what a generator stacking the walls
    /// moves, given the tiles of the kind it needs.
    pub fn last_untouched(
        &self,
        tiles: &[u16],
        usable: impl Fn(WallPos) -> bool,
    ) -> Option<WallPos> {
        let mut best: Option<(u16, WallPos)> = None;
        for &id in tiles {
            let slot = usize::from(id);
            if self.slots.get(slot) != Some(&Some(TileId(id))) {
                continue;
            }
            let Some(&at) = self.order_index.get(slot) else {
                continue;
            };
            let p = WallPos::from_slot(slot, self.stacks);
            if best.is_none_or(|(b, _)| at > b) && usable(p) {
                best = Some((at, p));
            }
        }
        best.map(|(_, p)| p)
    }

    /// Exchange what tiles `a` and `b` show (a generator stacking walls it has not dealt).
    pub fn swap_kinds(&mut self, a: usize, b: usize) {
        Arc::make_mut(&mut self.kinds).swap(a, b);
        Arc::make_mut(&mut self.kind_ix).swap(a, b);
    }

    pub fn at(&self, pos: WallPos) -> Option<TileId> {
        if pos.stack >= self.stacks {
            return None;
        }
        self.slots[pos.slot(self.stacks)]
    }

    /// Every wall slot: the tile still in it, or `None`.
    pub fn slots(&self) -> &[Option<TileId>] {
        &self.slots
    }

    pub fn face_up(&self) -> &[WallPos] {
        &self.face_up
    }

    pub fn rack(&self, seat: Seat) -> &[TileId] {
        &self.racks[seat]
    }

    /// The kinds on `seat`'s rack, in rack order.
    pub fn rack_kinds(&self, seat: Seat) -> Vec<Kind> {
        self.kinds_of(self.rack(seat))
    }

    pub fn discards(&self) -> &[Discard] {
        &self.discards
    }

    /// The sets `seat` has laid down, in the order they were laid.
    pub fn melds(&self, seat: Seat) -> &[Meld] {
        &self.melds[seat]
    }

    /// Every set laid down, seat by seat.
    pub fn all_melds(&self) -> impl Iterator<Item = &Meld> {
        self.melds.iter().flatten()
    }

    pub fn bonus(&self, seat: Seat) -> &[TileId] {
        &self.bonus[seat]
    }

    /// Tiles of the concealed hand `seat` showed by mistake.
    pub fn revealed(&self, seat: Seat) -> &[Kind] {
        &self.revealed[seat]
    }

    pub fn dead_wall(&self) -> &[WallPos] {
        &self.dead_wall
    }

    /// Whether the dead wall holds dora indicators besides the loose tiles (riichi), so
    /// that it is named and explained as a riichi table's dead wall, not a kong box.
    pub fn dead_wall_holds_dora(&self) -> bool {
        self.config.dora_indicator.is_some()
    }

    /// Claims standing on the latest discard, in the order they were called.
    pub fn claims(&self) -> &[(Seat, ClaimKind)] {
        &self.claims
    }

    /// Which of `seat`'s sets was laid for the call now standing: the one holding the
    /// latest tile another player threw. A set claimed earlier in the hand is not it.
    pub fn set_laid_for_call(&self, seat: Seat) -> Option<usize> {
        let called_on = self
            .discards
            .iter()
            .rev()
            .find(|d| d.seat != seat)
            .map(|d| d.tile)?;
        self.melds[seat]
            .iter()
            .rposition(|m| m.claimed.is_some_and(|(_, t)| t == called_on))
    }

    /// Every claim called on the latest discard, withdrawn ones included.
    pub fn claim_history(&self) -> &[(Seat, ClaimKind)] {
        &self.claim_history
    }

    /// Whether `seat` has a standing claim of `kind` on the latest discard.
    pub fn has_claim(&self, seat: Seat, kind: ClaimKind) -> bool {
        self.claims.iter().any(|(s, k)| *s == seat && *k == kind)
    }

    /// Whether `seat` has a standing claim on the latest discard for a set (chow, pung or
    /// kong), not for a win.
    pub fn claims_a_set(&self, seat: Seat) -> bool {
        [ClaimKind::Chow, ClaimKind::Pung, ClaimKind::Kong]
            .into_iter()
            .any(|k| self.has_claim(seat, k))
    }

    /// Whether some time passed with nothing said since the latest call on a discard.
    pub fn paused_since_call(&self) -> bool {
        self.paused_since_call
    }

    /// The word the rules ask of `seat` to call a win now: "tsumo" while the player
    /// holds a tile just drawn, "ron" on another player's discard.
    pub fn win_word_asked(&self, seat: Seat) -> WinWord {
        if self.drawn.is_some_and(|(s, _, _)| s == seat) {
            WinWord::Tsumo
        } else {
            WinWord::Ron
        }
    }

    /// The word `seat` said last to call a win since the latest discard, and whether it
    /// was put right at once.
    pub fn win_word_said(&self, seat: Seat) -> Option<(WinWord, bool)> {
        self.win_words
            .iter()
            .rev()
            .find(|(s, _, _)| *s == seat)
            .map(|(_, w, at_once)| (*w, *at_once))
    }

    /// A word `seat` said for a win since the latest discard that is no word for a win
    /// ("ippatsu", "hu") and was not put right at once.
    pub fn wrong_win_word(&self, seat: Seat) -> Option<WinWord> {
        self.win_word_said(seat)
            .filter(|(w, at_once)| !w.is_a_win_word() && !at_once)
            .map(|(w, _)| w)
    }

    /// Players who laid their hand face up, in order.
    pub fn shown(&self) -> &[Seat] {
        &self.shown
    }

    /// Riichi: whether `seat` has said, at the exhaustive draw, whether the hand is
    /// ready: shown it, or said it is not.
    pub fn said_ready_or_not(&self, seat: Seat) -> bool {
        self.shown.contains(&seat) || self.not_ready.contains(&seat)
    }

    /// The player to play next once the game is under way.
    pub fn turn(&self) -> Option<Seat> {
        self.turn
    }

    /// The tile last drawn, by whom and from where, while it is still their turn.
    pub fn drawn(&self) -> Option<(Seat, TileId, WallPos)> {
        self.drawn
    }

    /// Players who declared a win, in order.
    pub fn declared(&self) -> &[Seat] {
        &self.declared
    }

    /// Players who declared riichi, in order.
    pub fn in_riichi(&self) -> &[Seat] {
        &self.riichi
    }

    /// Whether the tile `seat` holds as drawn last was not the one due: taken further
    /// along the wall, or from the dead wall without a kan.
    pub fn drew_a_tile_not_due(&self, seat: Seat) -> bool {
        self.drawn_not_due && self.drawn.is_some_and(|(s, _, _)| s == seat)
    }

    /// The tile `seat` drew out of turn and still keeps apart from the hand.
    pub fn kept_apart(&self, seat: Seat) -> Option<TileId> {
        self.apart.filter(|(s, _)| *s == seat).map(|(_, id)| id)
    }

    /// Whether `seat` holds the tile just drawn mixed in among the rest of the hand, so
    /// that which tile it was cannot be seen.
    pub fn drawn_tile_mixed_in(&self, seat: Seat) -> bool {
        match (self.mixed_in, self.drawn) {
            (Some((s, id)), Some((d, drawn, _))) => s == seat && d == seat && id == drawn,
            _ => false,
        }
    }

    /// Where among the discards lies the one `seat` declared riichi with (turned sideways
    /// at the table): the seat's first discard after the declaration.
    pub fn riichi_discard(&self, seat: Seat) -> Option<usize> {
        let from = self.riichi_declared_at(seat)?;
        self.discards
            .iter()
            .enumerate()
            .skip(from)
            .find(|(_, d)| d.seat == seat)
            .map(|(i, _)| i)
    }

    /// How many discards lay on the table when `seat` declared riichi, where it did: the
    /// discards from that index on came after the declaration.
    pub fn riichi_declared_at(&self, seat: Seat) -> Option<usize> {
        self.riichi_moment(seat).map(|m| m.discards)
    }

    fn riichi_moment(&self, seat: Seat) -> Option<RiichiMoment> {
        self.riichi_moments.iter().find(|m| m.seat == seat).copied()
    }

    /// Calls and kans made at the table: the sets laid, and the kans made by adding a
    /// tile to a pon (riichi, where such a tile may be robbed: once nobody robbed it).
    fn calls_made(&self) -> usize {
        Seat::ALL
            .into_iter()
            .map(|s| self.melds[s].len())
            .sum::<usize>()
            + self.kan_tiles_let_go.len()
    }

    /// Whether `seat`'s riichi is still in its first go-around (ippatsu): its discard made,
    /// none of `seat`'s since, and nobody has called a discard or laid a set since the
    /// declaration.
    pub fn riichi_in_first_go_around(&self, seat: Seat) -> bool {
        let (Some(moment), Some(at)) = (self.riichi_moment(seat), self.riichi_discard(seat)) else {
            return false;
        };
        // Every call lays a set, and a kan added to a pon is counted beside them, so the
        // count tells whether one was made.
        self.discards[at..].iter().skip(1).all(|d| d.seat != seat)
            && self.calls_made() == moment.calls
    }

    /// Whether `seat` declared riichi with the first discard of the hand's first
    /// go-around, nobody having called or laid a set before (double riichi).
    pub fn riichi_on_first_discard(&self, seat: Seat) -> bool {
        let Some(moment) = self.riichi_moment(seat) else {
            return false;
        };
        moment.calls == 0
            && self.discards[..moment.discards.min(self.discards.len())]
                .iter()
                .all(|d| d.seat != seat)
    }

    /// The tiles beneath the dora indicators (ura dora indicators), read at a riichi win:
    /// one under each indicator turned, the kan dora indicators' included.
    pub fn ura_indicators(&self) -> Vec<TileId> {
        self.dora_indicator_places()
            .into_iter()
            .filter(|p| p.layer == Layer::Top)
            .filter_map(|p| self.at(WallPos::new(p.wall, p.stack, Layer::Bottom)))
            .collect()
    }

    /// Where every dora indicator lies face up: the one turned when the wall is broken,
    /// then the kan dora indicators, one turned for each kan (riichi).
    fn dora_indicator_places(&self) -> Vec<WallPos> {
        (0..=MOST_KAN_DORA)
            .map_while(|k| self.dora_indicator_place(k))
            .take_while(|p| self.face_up.contains(p))
            .collect()
    }

    /// Where the dora indicator turned for the `k`th kan lies (0: the one turned when the
    /// wall is broken): the top of the stack `k` stacks beyond the first, away from the
    /// loose tiles.
    pub(in crate::table) fn dora_indicator_place(&self, k: usize) -> Option<WallPos> {
        let first = usize::from(self.config.dora_indicator?);
        self.dead_wall.get(first + 2 * k).copied()
    }

    /// Kans laid or declared at the table this hand, every player's, concealed or not.
    pub fn kans_made(&self) -> usize {
        Seat::ALL.into_iter().map(|s| self.kans_of(s)).sum()
    }

    /// The kans `seat` has made this hand, concealed or called.
    pub fn kans_of(&self, seat: Seat) -> usize {
        self.melds[seat]
            .iter()
            .filter(|m| m.is_kong(&self.kinds))
            .count()
    }

    /// The tiles turned face up in the dead wall to show the dora, in the order they were
    /// turned (riichi: the first when the wall is broken, then one for each kan).
    pub fn dora_indicators(&self) -> Vec<TileId> {
        self.dora_indicator_places()
            .into_iter()
            .filter_map(|p| self.at(p))
            .collect()
    }

    /// The player whose declaration of a win the table is looking at, until play goes on.
    pub fn declaring(&self) -> Option<Seat> {
        self.declaring
    }

    pub fn kong_made_by(&self) -> Option<Seat> {
        self.kong_made_by
    }

    /// The player owed a replacement for a bonus tile just set aside.
    pub fn bonus_owed_to(&self) -> Option<Seat> {
        self.bonus_owed_to
    }

    pub fn drawn_after_kong(&self) -> bool {
        self.drawn_after_kong
    }

    pub fn dice(&self) -> &[u8] {
        &self.dice
    }

    /// The wall broken and after how many stacks.
    pub fn broken(&self) -> Option<(Seat, u8)> {
        self.broken
    }

    /// The draw order from the break (empty before the wall is broken).
    pub fn order(&self) -> &[WallPos] {
        &self.order
    }

    /// Every player has racked and counted the deal.
    pub fn racked(&self) -> bool {
        self.racked
    }

    /// The dealer has made the first discard: the game has started.
    pub fn east_discarded(&self) -> bool {
        self.east_discarded
    }

    /// The player who picked last and has not discarded since.
    pub fn holding(&self) -> Option<Seat> {
        self.holding
    }

    pub fn passes(&self) -> &[Pass] {
        &self.passes
    }

    pub fn charleston_stopped(&self) -> Option<Seat> {
        self.charleston_stopped
    }

    pub fn thrown_in(&self) -> &[Seat] {
        &self.thrown_in
    }

    pub fn wall_destroyed(&self) -> Option<Seat> {
        self.wall_destroyed
    }

    /// Players who conceded that their hand is dead.
    pub fn dead(&self) -> &[Seat] {
        &self.dead
    }

    /// Players the referee has ruled may not win this hand.
    pub fn dead_playing(&self) -> &[Seat] {
        &self.dead_playing
    }

    pub fn barred(&self) -> &[Seat] {
        &self.barred
    }

    pub fn is_dead(&self, seat: Seat) -> bool {
        self.dead.contains(&seat)
    }

    /// Live-wall positions still holding a tile, live end first (the dead wall excluded).
    pub fn remaining(&self) -> impl Iterator<Item = WallPos> + '_ {
        // The dead wall is the last places of the draw order (`apply`, `at_position`).
        let live_end = self.order.len() - self.dead_wall.len().min(self.order.len());
        self.order[self.front.min(live_end)..live_end]
            .iter()
            .copied()
            .filter(|p| self.at(*p).is_some())
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
        let melds: usize = self.melds[seat]
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

    /// The tiles still standing in `wall`, the dead wall's included.
    pub fn left_in(&self, wall: Seat) -> usize {
        (0..self.stacks())
            .flat_map(|st| [Layer::Top, Layer::Bottom].map(|l| WallPos::new(wall, st, l)))
            .filter(|p| self.at(*p).is_some())
            .count()
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
        assert_eq!(t.kong_made_by(), Some(Seat::East));
        let loose = t.next_loose().expect("a loose tile");
        t.apply(
            9,
            &Event::DrewLoose {
                seat: Seat::East,
                at: loose,
            },
        )
        .expect("draws");
        assert!(t.drawn_after_kong());
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
        assert!(!t.drawn_after_kong());
    }
}
