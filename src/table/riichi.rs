//! A riichi win read from the table: the sets laid down, the concealed tiles and the
//! winning tile handed to the riichi calculator, with what the table shows of how the hand
//! was won (self-drawn or not, the winds, riichi, the dora shown, the last tile, a kan's
//! replacement, a win in the first uninterrupted go-around).

use super::{Seat, Table};
use crate::analysis::riichi::{
    self, Hand, Meld, MeldKind, NotAWin, Score, ScoreError, Settings, WinContext,
};
use crate::tiles::{Kind, Wind};

fn wind_of(seat: Seat, dealer: Seat) -> Wind {
    let offset = (seat.index() + 4 - dealer.index()) % 4;
    [Wind::East, Wind::South, Wind::West, Wind::North][offset]
}

/// A tile as the calculator counts it; `None` for a tile riichi is not played with.
fn index(kind: Kind) -> Option<u8> {
    (kind.index() < riichi::tile::KINDS).then(|| kind.index() as u8)
}

fn melds(table: &Table, seat: Seat) -> Option<Vec<Meld>> {
    table
        .melds(seat)
        .iter()
        .map(|m| {
            let mut kinds: Vec<u8> = m
                .tiles
                .iter()
                .map(|t| index(table.kind(*t)))
                .collect::<Option<_>>()?;
            kinds.sort_unstable();
            let first = *kinds.first()?;
            let same = kinds.iter().all(|k| *k == first);
            let kind = match (kinds.len(), same, m.concealed) {
                (4, true, true) => MeldKind::ClosedKan,
                (4, true, false) => MeldKind::OpenKan,
                (3, true, _) => MeldKind::Pon,
                (3, false, _) => MeldKind::Chi,
                // Not a set at all: the calculator is not asked.
                _ => return None,
            };
            Some(Meld { kind, tile: first })
        })
        .collect()
}

/// `seat`'s declared hand as the calculator reads it, the winning tile last in
/// `concealed`; `None` where a tile or a set laid down is no riichi tile or set.
pub fn read(
    table: &Table,
    seat: Seat,
    concealed: &[Kind],
    on_discard: bool,
) -> Option<(Hand, WinContext)> {
    let tiles: Vec<u8> = concealed.iter().map(|k| index(*k)).collect::<Option<_>>()?;
    let win = *tiles.last()?;
    let hand = Hand::new(&tiles, win, &melds(table, seat)?, 0).ok()?;
    let tsumo = !on_discard;
    let last = table.live_left() == 0;
    // The first go-around, uninterrupted: nobody has called or declared a kan, and the
    // winner has not discarded yet (the dealer: nobody has).
    let uninterrupted = super::Seat::ALL
        .into_iter()
        .all(|s| table.melds(s).is_empty());
    let dealer = seat == table.dealer();
    let first_turn = uninterrupted && !table.discards().iter().any(|d| d.seat == seat);
    let riichi = table.in_riichi().contains(&seat);
    let indices = |tiles: Vec<crate::tiles::TileId>| -> Vec<u8> {
        tiles
            .into_iter()
            .filter_map(|t| index(table.kind(t)))
            .collect()
    };
    let ctx = WinContext {
        tenhou: tsumo && dealer && first_turn,
        chiihou: tsumo && !dealer && first_turn,
        renhou: on_discard && !dealer && first_turn,
        tsumo,
        riichi,
        double_riichi: riichi && table.riichi_on_first_discard(seat),
        ippatsu: riichi && table.riichi_in_first_go_around(seat),
        haitei: tsumo && last && !table.drawn_after_kong(),
        houtei: on_discard && last && table.robbable().is_none(),
        rinshan: tsumo && table.drawn_after_kong(),
        chankan: on_discard && table.robbable().is_some(),
        seat: wind_of(seat, table.dealer()),
        round: table.prevalent(),
        dora_indicators: indices(table.dora_indicators()),
        // Turned over only for a winner in riichi.
        ura_indicators: if riichi {
            indices(table.ura_indicators())
        } else {
            Vec::new()
        },
        honba: u32::from(table.counters()),
        ..WinContext::default()
    };
    Some((hand, ctx))
}

/// Whether `seat` discarding `tile` now is swap-calling (kuikae): the seat has just called
/// chii or pon and not drawn since, and `tile` is the called tile again or, for a run
/// called at one end, the tile beyond the run's other end (calling 5 with 3-4 and then
/// throwing 2).
pub fn swap_call(table: &Table, seat: Seat, tile: Kind) -> bool {
    let just_called = table.holding() == Some(seat)
        && table.drawn().is_none_or(|(s, _, _)| s != seat)
        && table.latest_discard().is_none_or(|d| d.seat != seat);
    let Some(meld) = table.melds(seat).last().filter(|m| m.tiles.len() == 3) else {
        return false;
    };
    let Some((_, called)) = meld.claimed else {
        return false;
    };
    if !just_called {
        return false;
    }
    let called = table.kind(called);
    let mut run: Vec<Kind> = meld.tiles.iter().map(|t| table.kind(*t)).collect();
    run.sort();
    // A false set is a matter of its own (a call that makes no group), not a swap.
    if !crate::analysis::standard::is_set(&run) {
        return false;
    }
    if tile == called {
        return true;
    }
    match (run[0], run[2], called, tile) {
        (Kind::Number(s, low), Kind::Number(_, high), Kind::Number(_, c), Kind::Number(ts, t))
            if ts == s && high == low + 2 =>
        {
            (c == low && t == high + 1) || (c == high && low > 1 && t == low - 1)
        }
        _ => false,
    }
}

/// The value of `seat`'s declared hand under `settings`, or why it is no win.
pub fn score(
    table: &Table,
    seat: Seat,
    concealed: &[Kind],
    on_discard: bool,
    settings: &Settings,
) -> Option<Result<Score, ScoreError>> {
    let (hand, ctx) = read(table, seat, concealed, on_discard)?;
    Some(riichi::score(&hand, &ctx, settings))
}

/// A riichi win: complete, of the right count, with a yaku, and on a discard only by a
/// player not furiten where the table bars it. The editions agree on what makes a win;
/// they differ on what it is worth.
pub fn valid(table: &Table, seat: Seat, concealed: &[Kind], on_discard: bool) -> bool {
    score(table, seat, concealed, on_discard, &Settings::default()).is_some_and(|s| s.is_ok())
        && !(on_discard && table.config().furiten && furiten(table, seat).is_some())
}

/// Why a player may not win on a discard (furiten), where one may not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Furiten {
    /// A tile the hand waits on lies among the player's own discards (those called away
    /// by others too).
    OwnDiscard,
    /// A discard the hand waits on went by after the player declared riichi.
    PassedInRiichi,
    /// A discard the hand waits on went by since the player's own last turn.
    PassedThisTurn,
}

/// Whether `seat`, waiting on the tiles the concealed hand (before any discard it claims)
/// and its sets wait on, yaku aside, is furiten (EMA 2016 section 3.4.5; WRC 2015 section
/// 5.5 bars a furiten ron). The discard claimed to win, the latest, is not one passed.
/// Temporary furiten ends at the player's own turn, so it is the discards thrown since
/// the player's own last one; in riichi it lasts the hand.
pub fn furiten(table: &Table, seat: Seat) -> Option<Furiten> {
    let (tiles, sets, laid) = hand_parts(table, seat)?;
    let waits = waits(table, seat, &tiles, &sets, &laid);
    let discards = table.discards();
    // A win on a tile added for a kan claims no discard: the latest went by.
    let claimed = usize::from(
        table.claims_win(seat) && table.robbable().is_none() && table.latest_discard().is_some(),
    );
    let before_claim = &discards[..discards.len() - claimed];
    let awaited =
        |d: &super::play::Discard| index(table.kind(d.tile)).is_some_and(|k| waits.contains(&k));
    if before_claim.iter().any(|d| d.seat == seat && awaited(d)) {
        return Some(Furiten::OwnDiscard);
    }
    // A tile added for a kan and not robbed went by as a discard does (EMA 2016 s. 3.3.6).
    let passed_from = |from: usize| {
        before_claim
            .iter()
            .skip(from)
            .any(|d| d.seat != seat && awaited(d))
            || table.kan_tiles_let_go().iter().any(|(at, by, tile)| {
                *at >= from
                    && *by != seat
                    && index(table.kind(*tile)).is_some_and(|k| waits.contains(&k))
            })
    };
    if table.riichi_declared_at(seat).is_some_and(passed_from) {
        return Some(Furiten::PassedInRiichi);
    }
    let own_last = before_claim.iter().rposition(|d| d.seat == seat);
    passed_from(own_last.map_or(0, |i| i + 1)).then_some(Furiten::PassedThisTurn)
}

/// Whether `seat` is ready (tenpai): some tile would complete the hand, yaku aside, and
/// the player does not hold all four of it (a wait on a tile held four times is none).
pub fn tenpai(table: &Table, seat: Seat) -> bool {
    let Some((tiles, sets, laid)) = hand_parts(table, seat) else {
        return false;
    };
    !waits(table, seat, &tiles, &sets, &laid).is_empty()
}

/// Whether a concealed kan of `kind` declared by `seat` in riichi breaks the rule for it:
/// the kan must be of the tile just drawn, and must leave the hand waiting on the same
/// tiles as before the draw (WRC 2015 section 6.5.1).
pub fn riichi_kan_is_illegal(table: &Table, seat: Seat, kind: Kind) -> bool {
    let Some(k) = index(kind) else {
        return true;
    };
    let drawn = table
        .drawn()
        .filter(|(s, _, _)| *s == seat)
        .and_then(|(_, id, _)| index(table.kind(id)));
    if drawn != Some(k) {
        return true;
    }
    let Some((tiles, sets, laid)) = hand_parts(table, seat) else {
        return true;
    };
    let mut before = tiles.clone();
    if let Some(i) = before.iter().position(|t| *t == k) {
        before.remove(i);
    }
    let after: Vec<u8> = tiles.iter().copied().filter(|t| *t != k).collect();
    if tiles.len() - after.len() != 4 {
        return true;
    }
    let mut sets_after = sets.clone();
    sets_after.push(Meld {
        kind: MeldKind::ClosedKan,
        tile: k,
    });
    let mut laid_after = laid.clone();
    laid_after.extend([k; 4]);
    waits(table, seat, &before, &sets, &laid)
        != waits(table, seat, &after, &sets_after, &laid_after)
}

/// `seat`'s concealed tiles, sets laid and the tiles in them, as the calculator counts
/// tiles; none where a tile or a set is beyond it.
fn hand_parts(table: &Table, seat: Seat) -> Option<(Vec<u8>, Vec<Meld>, Vec<u8>)> {
    let tiles = table
        .rack(seat)
        .iter()
        .map(|t| index(table.kind(*t)))
        .collect::<Option<Vec<u8>>>()?;
    let sets = melds(table, seat)?;
    let laid: Vec<u8> = table
        .melds(seat)
        .iter()
        .flat_map(|m| m.tiles.iter().filter_map(|t| index(table.kind(*t))))
        .collect();
    Some((tiles, sets, laid))
}

/// The tiles that would complete a hand of `tiles` beside `sets`, yaku aside; not one
/// of which the hand and its sets hold all four.
fn waits(table: &Table, seat: Seat, tiles: &[u8], sets: &[Meld], laid: &[u8]) -> Vec<u8> {
    let ctx = WinContext {
        tsumo: true,
        seat: wind_of(seat, table.dealer()),
        round: table.prevalent(),
        ..WinContext::default()
    };
    (0..riichi::tile::KINDS as u8)
        .filter(|k| {
            let held = tiles.iter().chain(laid).filter(|t| *t == k).count();
            if held >= 4 {
                return false;
            }
            let mut with = tiles.to_vec();
            with.push(*k);
            let Ok(hand) = Hand::new(&with, *k, sets, 0) else {
                return false;
            };
            matches!(
                riichi::score(&hand, &ctx, &Settings::default()),
                Ok(_) | Err(ScoreError::NotAWin(NotAWin::NoYaku))
            )
        })
        .collect()
}

/// Who is liable (pao) for `seat`'s hand, where one is: the player whose discard `seat`
/// called for the third set of dragons, or the fourth set of winds, laid beside the
/// others (EMA 2016 section 3.3.9). The sets are counted as laid down, in order.
pub fn liable(table: &Table, seat: Seat) -> Option<Seat> {
    let kind_of = |m: &crate::table::Meld| -> Option<Kind> {
        let first = table.kind(*m.tiles.first()?);
        m.tiles
            .iter()
            .all(|t| table.kind(*t) == first)
            .then_some(first)
    };
    let laid: Vec<(Kind, Option<Seat>)> = table
        .melds(seat)
        .iter()
        .filter_map(|m| kind_of(m).map(|k| (k, m.claimed.map(|(from, _)| from))))
        .collect();
    let last_of = |honour: fn(&Kind) -> bool, needed: usize| {
        let sets: Vec<&(Kind, Option<Seat>)> = laid.iter().filter(|(k, _)| honour(k)).collect();
        (sets.len() == needed)
            .then(|| sets.last().and_then(|(_, from)| *from))
            .flatten()
    };
    last_of(|k| matches!(k, Kind::Dragon(_)), 3)
        .or_else(|| last_of(|k| matches!(k, Kind::Wind(_)), 4))
}
