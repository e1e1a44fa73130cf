//! Counting the fan of one reading of a hand.
//!
//! `HandInfo` holds what every reading shares (the win flags after checking them against
//! the tiles, the tile-only fan, Nine Gates, the wait); each `score_*` function adds
//! what its reading makes, then applies the non-repeat rules, then the seat and
//! prevalent winds, then Chicken Hand.

mod exclusions;
mod sets;
mod tiles;

use super::decompose::{Arrangement, KnittedArrangement, Set, SetKind};
use super::fan::{Fan, FanTable, VALUES};
use super::hand::{Hand, MeldKind, Settings, WinContext};
use super::tile::{self, Counts, EAST, Tile};
use super::wait;

/// Win flags after impossible ones are dropped and forced ones added, as S2 does.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Flags {
    pub self_drawn: bool,
    pub last_tile: bool,
    pub kong: bool,
    pub wall_last: bool,
}

pub(crate) struct HandInfo<'a> {
    pub settings: &'a Settings,
    /// The concealed tiles and the winning tile.
    pub standing: Counts,
    pub flags: Flags,
    pub win: u8,
    pub declared: [Set; 4],
    pub declared_count: usize,
    /// Melds that are exposed (not concealed kongs).
    pub exposed: usize,
    pub tile_fans: FanTable,
    pub nine_gates: bool,
    prevalent: u8,
    seat: u8,
    only_wait: Option<bool>,
}

impl<'a> HandInfo<'a> {
    pub fn new(hand: &Hand, ctx: &WinContext, settings: &'a Settings) -> Self {
        let win = hand.win_tile().index();
        let mut declared = [Set {
            kind: SetKind::Pung,
            tile: 0,
            concealed: false,
            declared: true,
        }; 4];
        let mut kongs = 0u8;
        let mut exposed = 0;
        let mut win_in_melds = 0;
        for (d, m) in declared.iter_mut().zip(hand.melds()) {
            d.kind = match m.kind {
                MeldKind::Chow => SetKind::Chow,
                MeldKind::Pung => SetKind::Pung,
                MeldKind::Kong => {
                    kongs += 1;
                    SetKind::Kong
                }
            };
            d.tile = m.tile.index();
            d.concealed = m.is_concealed();
            exposed += usize::from(!m.is_concealed());
            win_in_melds += m.tiles().filter(|t| t.index() == win).count();
        }
        let win_in_hand = hand.concealed().iter().any(|t| t.index() == win);

        // A tile already held cannot be the last one out, and one whose other three
        // copies are in the player's own melds must be (S2). A replacement-tile win
        // needs a kong; a robbed kong's tile cannot be one the winner holds (S2).
        let flags = Flags {
            self_drawn: ctx.self_drawn,
            last_tile: (ctx.last_tile && !win_in_hand) || win_in_melds == 3,
            kong: ctx.kong
                && if ctx.self_drawn {
                    kongs > 0
                } else {
                    win_in_melds == 0 && !win_in_hand
                },
            wall_last: ctx.wall_last,
        };

        let standing = hand.standing_counts();
        let mut all = standing;
        for m in hand.melds() {
            for t in m.tiles() {
                all[t.idx()] += 1;
            }
        }
        let mut before = standing;
        before[usize::from(win)] -= 1;
        HandInfo {
            standing,
            settings,
            flags,
            win,
            declared,
            declared_count: hand.melds().len(),
            exposed,
            tile_fans: tiles::tile_fans(&all, kongs),
            nine_gates: hand.melds().is_empty() && is_nine_gates(&before),
            prevalent: EAST + ctx.prevalent as u8,
            seat: EAST + ctx.seat as u8,
            only_wait: None,
        }
    }

    fn only_wait(&mut self) -> bool {
        *self.only_wait.get_or_insert_with(|| {
            let mut before = self.standing;
            before[usize::from(self.win)] -= 1;
            wait::only_wait(&before, self.declared_count, self.win)
        })
    }
}

/// 1112345678999 of one suit, the 13 tiles held before the win (rulebook: Nine Gates).
fn is_nine_gates(before: &Counts) -> bool {
    (0..3).any(|s| before[s * 9..s * 9 + 9] == [3, 1, 1, 1, 1, 1, 1, 1, 3])
}

fn win_flag_fans(f: &Flags, t: &mut FanTable) {
    if f.last_tile {
        t.set(Fan::LastTile, 1);
    }
    if f.self_drawn {
        t.set(Fan::SelfDrawn, 1);
    }
    if f.wall_last {
        t.set(
            if f.self_drawn {
                Fan::LastTileDraw
            } else {
                Fan::LastTileClaim
            },
            1,
        );
    }
    if f.kong {
        t.set(
            if f.self_drawn {
                Fan::OutWithReplacementTile
            } else {
                Fan::RobbingTheKong
            },
            1,
        );
    }
}

/// Seat and prevalent wind pungs, each absorbing its Pung of Terminals or Honors.
fn wind_fans(info: &HandInfo, pungs: &[u8], t: &mut FanTable) {
    if t.has(Fan::BigFourWinds) {
        return;
    }
    let absorbed = exclusions::winds_absorbed(t);
    for &p in pungs {
        if !tile::is_wind(p) {
            continue;
        }
        let mut take = 0;
        if p == info.prevalent {
            t.set(Fan::PrevalentWind, 1);
            take = 1;
        }
        if p == info.seat {
            t.set(Fan::SeatWind, 1);
            take = 1;
        }
        if !absorbed {
            let n = t.get(Fan::PungOfTerminalsOrHonors).saturating_sub(take);
            t.set(Fan::PungOfTerminalsOrHonors, n);
        }
    }
}

fn finish(info: &HandInfo, pungs: &[u8], t: &mut FanTable) {
    exclusions::apply(t);
    wind_fans(info, pungs, t);
    if t.is_empty() {
        t.set(Fan::ChickenHand, 1);
    }
}

/// Wait fan from where the winning tile sits among the sets formed from concealed
/// tiles: the end of a chow (edge), its middle (closed), or the pair (single). When it
/// could be read more than one way only one counts, in that order (S2).
fn wait_fans(win: u8, formed: &[Set], pair: u8, t: &mut FanTable) {
    let mut edge = false;
    let mut closed = false;
    for s in formed.iter().filter(|s| s.kind == SetKind::Chow) {
        if s.tile + 1 == win {
            closed = true;
        } else if s.tile == win || s.tile + 2 == win {
            edge = true;
        }
    }
    if edge {
        t.set(Fan::EdgeWait, 1);
    } else if closed {
        t.set(Fan::ClosedWait, 1);
    } else if pair == win {
        t.set(Fan::SingleWait, 1);
    }
}

/// Four sets and a pair.
pub(crate) fn score_standard(info: &mut HandInfo, arr: &Arrangement) -> FanTable {
    let mut t = info.tile_fans;
    win_flag_fans(&info.flags, &mut t);
    let win = info.win;
    let mut sets = arr.sets;

    // A pung completed by a discard is not concealed, unless the winning tile can be
    // read as part of a concealed chow instead (rulebook: Two/Three/Four Concealed
    // Pungs).
    if !info.flags.self_drawn
        && !sets
            .iter()
            .any(|s| s.kind == SetKind::Chow && !s.declared && s.contains(win))
    {
        for s in sets
            .iter_mut()
            .filter(|s| s.is_pung() && !s.declared && s.tile == win)
        {
            s.concealed = false;
        }
    }

    let mut chows = [0u8; 4];
    let mut pungs = [0u8; 4];
    let (mut nc, mut np) = (0, 0);
    for s in &sets {
        if s.kind == SetKind::Chow {
            chows[nc] = s.tile;
            nc += 1;
        } else {
            pungs[np] = s.tile;
            np += 1;
        }
    }
    let (chows, pungs) = (&chows[..nc], &pungs[..np]);

    sets::kong_fans(&sets, info.settings, &mut t);
    sets::single_pung_fans(pungs, &mut t);
    sets::chow_fans(chows, arr.pair, &mut t);
    sets::pung_fans(pungs, &mut t);

    if info.nine_gates {
        t.set(Fan::NineGates, 1);
    }

    // Concealment (rulebook: Concealed Hand, Fully Concealed Hand, Melded Hand).
    match info.exposed {
        0 if info.flags.self_drawn => t.set(Fan::FullyConcealedHand, 1),
        0 => t.set(Fan::ConcealedHand, 1),
        4 if !info.flags.self_drawn => t.set(Fan::MeldedHand, 1),
        _ => {}
    }

    // Fan that depend on the pair.
    let pair = arr.pair;
    if nc == 4 && tile::is_number(pair) {
        t.set(Fan::AllChows, 1);
    }
    if t.has(Fan::TwoDragonPungs) && tile::is_dragon(pair) {
        t.clear(Fan::TwoDragonPungs);
        t.set(Fan::LittleThreeDragons, 1);
    }
    if t.has(Fan::BigThreeWinds) && tile::is_wind(pair) {
        t.clear(Fan::BigThreeWinds);
        t.set(Fan::LittleFourWinds, 1);
    }

    // Every set and the pair: with a terminal or honour, with a five, even pungs.
    let mut outside = tile::is_terminal_or_honour(pair);
    let mut fives = tile::rank(pair) == 5;
    let mut even = tile::is_number(pair) && tile::rank(pair).is_multiple_of(2);
    for s in &sets {
        let r = tile::rank(s.tile);
        match s.kind {
            SetKind::Chow => {
                outside &= r == 1 || r == 7;
                fives &= (3..=5).contains(&r);
                even = false;
            }
            _ => {
                outside &= tile::is_terminal_or_honour(s.tile);
                fives &= r == 5;
                even &= tile::is_number(s.tile) && r.is_multiple_of(2);
            }
        }
    }
    if outside {
        t.set(Fan::OutsideHand, 1);
    } else if fives {
        t.set(Fan::AllFives, 1);
    } else if even {
        t.set(Fan::AllEvenPungs, 1);
    }

    if !t.has(Fan::MeldedHand) && !t.has(Fan::FourKongs) {
        let formed = &sets[info.declared_count..];
        // The winning tile at the open end of a chow means the tile at the chow's other
        // side completes the hand too: a two-sided wait, no need to search.
        let two_sided = formed.iter().any(|s| {
            s.kind == SetKind::Chow
                && ((s.tile == win && tile::rank(win) <= 6)
                    || (s.tile + 2 == win && tile::rank(win) >= 4))
        });
        let placed = pair == win
            || formed
                .iter()
                .any(|s| s.kind == SetKind::Chow && s.contains(win));
        if two_sided {
            info.only_wait = Some(false);
        } else if placed && info.only_wait() {
            wait_fans(win, formed, pair, &mut t);
        }
    }

    finish(info, pungs, &mut t);
    t
}

/// Seven pairs, or Seven Shifted Pairs.
pub(crate) fn score_seven_pairs(info: &HandInfo, standing: &Counts) -> FanTable {
    let mut t = info.tile_fans;
    let shifted = (0..3).any(|s| {
        let suit = &standing[s * 9..s * 9 + 9];
        suit.windows(7).any(|w| w == [2; 7])
    });
    t.set(
        if shifted {
            Fan::SevenShiftedPairs
        } else {
            Fan::SevenPairs
        },
        1,
    );
    win_flag_fans(&info.flags, &mut t);
    finish(info, &[], &mut t);
    t
}

pub(crate) fn score_thirteen_orphans(info: &HandInfo) -> FanTable {
    let mut t = info.tile_fans;
    t.set(Fan::ThirteenOrphans, 1);
    win_flag_fans(&info.flags, &mut t);
    finish(info, &[], &mut t);
    t
}

/// Lesser or Greater Honors and Knitted Tiles; the lesser one with all nine knitted
/// tiles is also a Knitted Straight.
pub(crate) fn score_honours_and_knitted(info: &HandInfo, standing: &Counts) -> FanTable {
    let mut t = info.tile_fans;
    let honours = standing[27..].iter().filter(|&&n| n != 0).count();
    if honours == 7 {
        t.set(Fan::GreaterHonorsAndKnittedTiles, 1);
    } else {
        t.set(Fan::LesserHonorsAndKnittedTiles, 1);
        if honours == 5 {
            t.set(Fan::KnittedStraight, 1);
        }
    }
    win_flag_fans(&info.flags, &mut t);
    finish(info, &[], &mut t);
    t
}

/// A knitted straight, one set and a pair.
pub(crate) fn score_knitted(info: &mut HandInfo, k: &KnittedArrangement) -> FanTable {
    let mut t = info.tile_fans;
    t.set(Fan::KnittedStraight, 1);
    win_flag_fans(&info.flags, &mut t);
    let set = k.set;
    let mut pungs = [0u8; 1];
    let mut np = 0;
    if set.kind == SetKind::Chow {
        if tile::is_number(k.pair) {
            t.set(Fan::AllChows, 1);
        }
    } else {
        pungs[0] = set.tile;
        np = 1;
        sets::kong_fans(&[set], info.settings, &mut t);
        sets::single_pung_fans(&pungs, &mut t);
    }
    if info.exposed == 0 {
        t.set(
            if info.flags.self_drawn {
                Fan::FullyConcealedHand
            } else {
                Fan::ConcealedHand
            },
            1,
        );
    }
    // The knitted straight is no chow: a win on one of its tiles makes no wait fan, and
    // a win on the set or pair is judged on the set and pair alone (S2).
    let formed: &[Set] = if set.declared {
        &[]
    } else {
        std::slice::from_ref(&set)
    };
    let on_set_or_pair = formed.iter().any(|s| s.contains(info.win)) || k.pair == info.win;
    if on_set_or_pair {
        let mut rest = [0u8; Tile::COUNT];
        rest[usize::from(k.pair)] += 2;
        if !set.declared {
            match set.kind {
                SetKind::Chow => (0..3).for_each(|i| rest[usize::from(set.tile + i)] += 1),
                _ => rest[usize::from(set.tile)] += 3,
            }
        }
        rest[usize::from(info.win)] -= 1;
        let sets_before = if set.declared { 4 } else { 3 };
        if wait::only_wait(&rest, sets_before, info.win) {
            wait_fans(info.win, formed, k.pair, &mut t);
        }
    }
    finish(info, &pungs[..np], &mut t);
    t
}

/// Total of a fan table under the settings, without flowers.
pub(crate) fn total(t: &FanTable, settings: &Settings) -> u32 {
    let base: u32 = t
        .iter()
        .map(|(f, n)| u32::from(n) * u32::from(VALUES[f.index()]))
        .sum();
    // Only Two Concealed Kongs has a value that settings change.
    let tck = Fan::TwoConcealedKongs;
    base + u32::from(t.get(tck)) * (u32::from(settings.value(tck)) - u32::from(tck.value()))
}
