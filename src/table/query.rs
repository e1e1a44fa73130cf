//! Questions of a hand that facts, detectors and stories all ask: how many tiles a seat
//! should hold, whether a set laid down is a set, whether a declared win is one.

use super::{ClaimKind, Seat, Table};
use crate::analysis::standard;
use crate::tiles::{Kind, TileId};
use serde::{Deserialize, Serialize};

/// How a declared win is checked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinCheck {
    /// Four sets and a pair, or Thirteen Orphans.
    #[default]
    Standard,
    /// A Chinese Official win: any winning shape, worth at least 8 fan without flowers.
    McrFan,
    /// An American win: the 14 tiles complete a hand on the card.
    AmericanCard,
    /// A riichi win: a complete hand of the right count with at least one yaku (dora are
    /// none).
    RiichiYaku,
}

impl Table {
    /// How many tiles `seat` should hold at this moment (rack and melds, a kong counted as
    /// three where the ruleset says so; bonus tiles aside).
    pub fn expected_count(&self, seat: Seat) -> usize {
        13 + usize::from(self.holding == Some(seat))
    }

    /// `seat` holds more or fewer tiles than the moment calls for.
    pub fn count_wrong(&self, seat: Seat) -> bool {
        self.hand_size(seat) != self.expected_count(seat)
    }

    /// The seats whose count is wrong, East first.
    pub fn wrong_count_seats(&self) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|s| self.count_wrong(*s))
            .collect()
    }

    /// The discard `seat` called and laid a set for but left lying among the discards,
    /// not yet taken to the set.
    pub fn called_tile_left(&self, seat: Seat) -> Option<TileId> {
        let meld = &self.melds(seat)[self.meld_lacking_its_call(seat)?];
        meld.claimed.map(|(_, t)| t)
    }

    /// Which of `seat`'s sets (counted from 0 as laid) was laid for a called discard
    /// that still lies among the discards: the latest such.
    pub(super) fn meld_lacking_its_call(&self, seat: Seat) -> Option<usize> {
        self.melds(seat)
            .iter()
            .rposition(|m| m.claimed.is_some_and(|(_, t)| !m.tiles.contains(&t)))
    }

    /// A set laid down that is not a set (a wrong tile in it): the hand is foul.
    pub fn has_false_set(&self, seat: Seat) -> bool {
        self.melds(seat)
            .iter()
            .any(|m| !standard::is_set(&self.kinds_of(&m.tiles)))
    }

    /// Whether `seat` has a standing claim for a win on the latest discard.
    pub fn claims_win(&self, seat: Seat) -> bool {
        self.has_claim(seat, ClaimKind::Win)
    }

    /// `seat`'s concealed tiles by kind, without a tile drawn out of turn and still kept
    /// apart from the hand, which goes back to the wall (riichi, RII-18).
    pub fn rack_kinds_without_kept_apart(&self, seat: Seat) -> Vec<Kind> {
        let mut kinds = self.rack_kinds(seat);
        if let Some(apart) = self.kept_apart(seat).map(|t| self.kind(t))
            && let Some(i) = kinds.iter().position(|k| *k == apart)
        {
            kinds.remove(i);
        }
        kinds
    }

    /// `seat`'s concealed tiles, with the tile won on last where the seat claimed a win
    /// on it: the latest discard still lying in the pool, or a tile added for a kan.
    pub fn concealed_with_claimed(&self, seat: Seat) -> Vec<Kind> {
        let mut concealed = self.rack_kinds(seat);
        if let Some((_, tile)) = self.tile_to_win_on().filter(|_| self.claims_win(seat)) {
            concealed.push(self.kind(tile));
        }
        concealed
    }

    /// The tile just added to a pung to make a kan, with the player who added it, while a
    /// win may still be called on it (riichi: robbing the kan, chankan).
    pub fn robbable(&self) -> Option<(Seat, TileId)> {
        self.robbable
    }

    /// Tiles added for a kan that nobody robbed, each with the number of discards on the
    /// table when it was added and the player who added it.
    pub fn kan_tiles_let_go(&self) -> &[(usize, Seat, TileId)] {
        &self.kan_tiles_let_go
    }

    /// The tile a win called now is on, with the player it comes from: the tile just added
    /// to a pung for a kan, where it may be robbed, else the latest discard.
    pub fn tile_to_win_on(&self) -> Option<(Seat, TileId)> {
        self.robbable
            .or_else(|| self.latest_discard().map(|d| (d.seat, d.tile)))
    }
}

/// Whether `seat`'s declared win, as the table stands, is a real one under `check`; an
/// American hand is checked against `card` (the card the game is played to), or the
/// practice card where none is given.
pub fn win_is_valid(
    table: &Table,
    seat: Seat,
    check: WinCheck,
    card: Option<&crate::analysis::american::Card>,
) -> bool {
    let concealed = table.concealed_with_claimed(seat);
    // The card says which American groups are real (singles, pairs and quints too);
    // elsewhere an exposed group must be a pung, a kong or a chow.
    if check != WinCheck::AmericanCard && table.has_false_set(seat) {
        return false;
    }
    match check {
        WinCheck::Standard => standard::is_complete(&concealed, table.melds(seat).len()),
        WinCheck::McrFan => super::mcr::valid(table, seat, &concealed, table.claims_win(seat)),
        WinCheck::RiichiYaku => {
            super::riichi::valid(table, seat, &concealed, table.claims_win(seat))
        }
        WinCheck::AmericanCard => {
            let card = card.unwrap_or_else(|| crate::analysis::american::Card::practice());
            super::american::american_win(table, seat, card).is_some()
        }
    }
}
