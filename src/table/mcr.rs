//! A Chinese Official win read from the table: the player's sets laid down, concealed
//! tiles and winning tile handed to the fan calculator.

use super::{DiscardState, Seat, Table};
use crate::analysis::mcr::{self, Hand, Meld, MeldKind, Settings, Tile, WinContext};
use crate::tiles::{Kind, Wind};

fn wind_of(seat: Seat, dealer: Seat) -> Wind {
    let offset = (seat.index() + 4 - dealer.index()) % 4;
    [Wind::East, Wind::South, Wind::West, Wind::North][offset]
}

fn melds(table: &Table, seat: Seat) -> Option<Vec<Meld>> {
    let mut out = Vec::new();
    for m in table.melds(seat) {
        let mut kinds = table.kinds_of(&m.tiles);
        kinds.sort();
        let first = *kinds.first()?;
        let kind = match (kinds.len(), kinds.iter().all(|k| *k == first)) {
            (4, true) => MeldKind::Kong,
            (3, true) => MeldKind::Pung,
            (3, false) => MeldKind::Chow,
            _ => return None,
        };
        let source = match (m.concealed, m.claimed, kind) {
            (true, _, _) => None,
            (false, Some((_, id)), MeldKind::Chow) => {
                let taken = table.kind(id);
                Some(
                    kinds
                        .iter()
                        .position(|k| *k == taken)
                        .map_or(1, |i| i as u8 + 1),
                )
            }
            (false, Some((from, _)), _) => Some(if from == seat.left() {
                1
            } else if from == seat.right() {
                3
            } else {
                2
            }),
            (false, None, _) => Some(1),
        };
        out.push(Meld {
            kind,
            tile: Tile::from_kind(first)?,
            source,
        });
    }
    Some(out)
}

/// The score of `seat`'s hand with `concealed` (13 tiles less the sets laid down) and
/// the winning tile `win`; `None` if it is no winning hand at all.
pub fn score(
    table: &Table,
    seat: Seat,
    concealed: &[Kind],
    win: Kind,
    self_drawn: bool,
) -> Option<mcr::Score> {
    let melds = melds(table, seat)?;
    let hand = Hand::from_kinds(&melds, concealed, win).ok()?;
    // The last tile of its kind: the other three are already in sight (discards, sets
    // laid down) or in this hand.
    let winning_discard = (!self_drawn)
        .then(|| table.latest_discard().map(|d| d.tile))
        .flatten();
    let in_sight = table
        .discards()
        .iter()
        .filter(|d| !matches!(d.state, DiscardState::Claimed(_)) && Some(d.tile) != winning_discard)
        .map(|d| d.tile)
        .chain(table.all_melds().flat_map(|m| m.tiles.iter().copied()))
        .filter(|t| table.kind(*t) == win)
        .count()
        + concealed.iter().filter(|k| **k == win).count();
    let ctx = WinContext {
        self_drawn,
        // Won on the very last tile of the live wall, drawn or discarded.
        wall_last: table.live_left() == 0,
        // Out with a replacement tile: self-drawn on the loose tile after a kong.
        kong: self_drawn && table.drawn_after_kong(),
        last_tile: in_sight >= 3,
        prevalent: table.prevalent(),
        seat: wind_of(seat, table.dealer()),
        flowers: table.bonus(seat).len().min(8) as u8,
    };
    mcr::score(&hand, &ctx, &Settings::default()).ok()
}

/// Whether some tile would have made `concealed` a win worth the minimum.
pub fn ready(table: &Table, seat: Seat, concealed: &[Kind]) -> bool {
    Kind::all()
        .into_iter()
        .filter(|k| !k.is_bonus() && *k != Kind::Joker)
        .any(|k| score(table, seat, concealed, k, false).is_some_and(|s| s.meets_minimum()))
}

/// The score of `seat`'s declared hand, the winning tile last in `concealed`, if the
/// tiles make a winning hand of the right size at all (whatever it is worth).
fn declared_score(
    table: &Table,
    seat: Seat,
    concealed: &[Kind],
    on_discard: bool,
) -> Option<mcr::Score> {
    let (win, rest) = concealed.split_last()?;
    if rest.len() + 3 * table.melds(seat).len() != 13 {
        return None;
    }
    score(table, seat, rest, *win, !on_discard)
}

/// A Chinese Official win worth the minimum, with the winning tile last in `concealed`.
pub fn valid(table: &Table, seat: Seat, concealed: &[Kind], on_discard: bool) -> bool {
    declared_score(table, seat, concealed, on_discard).is_some_and(|s| s.meets_minimum())
}

/// The declared tiles make a winning hand, worth the minimum or not.
pub fn complete(table: &Table, seat: Seat, concealed: &[Kind], on_discard: bool) -> bool {
    declared_score(table, seat, concealed, on_discard).is_some()
}
