//! Step 1 of judging: find, from the event log and the table alone, the irregular matter
//! the referee is asked about. The generator's intent is never an input here.

mod deal;
pub mod mcr_win;
mod play;
pub use play::win_is_valid;

use super::Parties;
use crate::table::{Event, Seat, Table, TableError};
use serde::{Deserialize, Serialize};

/// The irregularities the referee can recognise. Each article names the one it judges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Irregularity {
    /// A wall tile was turned face up before the game started.
    TileTurnedUpInDeal,
    /// After picking and racking, some player's count is not 13 (14 for the dealer).
    WrongCountAfterDeal,
    /// A player took deal tiles from a wall other than the one being served.
    WrongWallInDeal,
    /// A player took tiles out of order within the served wall, and the table took it up.
    SelectionError,
    /// A player called another player's hand dead.
    DeadHandCalled,
    /// The player whose turn it is drew from the wall and then claimed the discard.
    ClaimAfterDrawing,
    /// The player whose turn it is let the next wall tile be seen before drawing it.
    NextWallTileExposed,
    /// Some other wall tile was seen by accident during play.
    WallTileSeen,
    /// A claimer gave back the discard they had claimed.
    ClaimWithdrawn,
    /// A player took back a discard nobody had claimed.
    DiscardTakenBack,
    /// A player took back a discard after a claim had been called on it.
    DiscardTakenBackAfterClaim,
    /// The player whose turn it is drew a tile other than the next one.
    WrongTileDrawn,
    /// A player drew from the wall when it was not their turn.
    DrawOutOfTurn,
    /// A player discarded when it was not their turn.
    DiscardOutOfTurn,
    /// A player discarded more than one tile.
    SeveralDiscards,
    /// A claim for chow, pung or kong that the claimer could not make.
    FalseClaim,
    /// A claimed set exposed with tiles that do not fit, although the right ones are in hand.
    MisexposedSet,
    /// A claimed discard taken into the hand without exposing the set.
    ClaimNotExposed,
    /// A player discarded without having drawn.
    ForgotToDraw,
    /// A discard taken into the concealed hand without a claim.
    DiscardIntoHand,
    /// A declared win that is not one.
    FalseWin,
    /// A second player declared a false win in the same hand.
    SeveralFalseWins,
    /// A set already laid down was added to or taken from.
    ExposedSetChanged,
    /// A player won while another player's hand was long, short or foul.
    SettlementWithFaultyHand,
    /// A player won on a discard while sets of theirs laid down (or a nearly empty wall)
    /// warned that the tile might be dangerous.
    WinOnRiskyDiscard,
    /// A win declared on a tile that does not complete the hand, though another would.
    WinOnWrongTile,
    /// A claim called after the window for claiming had closed.
    LateClaim,
    /// A player touched the wall before the previous player had discarded.
    WallTouchedEarly,
    /// A player showed tiles of the concealed hand by mistake.
    TilesRevealedByMistake,
    /// A player laid their hand face up after another player declared a win.
    HandRevealedAfterWin,
    /// A player passed information to another.
    PassedInformation,
    /// A player disobeyed the referee.
    Disobedience,
    /// A player arrived late.
    Lateness,
    /// A bonus tile declared that is not one.
    FalseBonusDeclaration,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Detection {
    pub irregularity: Irregularity,
    /// Index of the event that raised the matter.
    pub at: usize,
    pub parties: Parties,
}

/// A matter seen by one of the watchers, before it is placed in the log.
struct Raised {
    irregularity: Irregularity,
    parties: Parties,
}

impl Raised {
    fn offender(irregularity: Irregularity, seat: Seat) -> Self {
        Raised {
            irregularity,
            parties: Parties {
                offender: Some(seat),
                ..Default::default()
            },
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DetectError {
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("nothing irregular happened in this log: there is nothing to rule on")]
    NothingIrregular,
}

/// How many tiles `seat` should hold at this moment (rack and melds, a kong counted as
/// three where the ruleset says so; bonus tiles aside).
pub fn expected_count(table: &Table, seat: Seat) -> usize {
    13 + usize::from(table.holding == Some(seat))
}

/// A set laid down that is not a set (a wrong tile in it): the hand is foul.
pub fn has_false_set(table: &Table, seat: Seat) -> bool {
    table.melds[seat.index()].iter().any(|m| {
        let kinds: Vec<crate::tiles::Kind> = m.tiles.iter().map(|t| table.kind(*t)).collect();
        !crate::analysis::standard::is_set(&kinds)
    })
}

pub fn wrong_count_seats(table: &Table) -> Vec<Seat> {
    Seat::ALL
        .into_iter()
        .filter(|s| table.hand_size(*s) != expected_count(table, *s))
        .collect()
}

/// What detection needs to know of the ruleset.
#[derive(Debug, Clone, Copy, Default)]
pub struct Config {
    pub win_check: crate::rules::WinCheck,
    /// Seconds after a discard within which a claim must be called, where the rules set it.
    pub claim_window_seconds: Option<u8>,
}

/// Replays `events` on `table` and returns every matter raised, in order, with the final
/// table. The referee rules on the last one its rulebook has an article for.
pub fn detect(
    mut table: Table,
    events: &[Event],
    config: Config,
) -> Result<(Vec<Detection>, Table), DetectError> {
    let mut deal = deal::DealWatch::new(&table);
    let mut play = play::PlayWatch::new(config);
    let mut found: Vec<Detection> = Vec::new();
    let dealer = Some(table.dealer);
    let mut keep = |raised: Option<Raised>, at: usize| {
        if let Some(r) = raised {
            found.push(Detection {
                irregularity: r.irregularity,
                at,
                parties: Parties {
                    dealer,
                    ..r.parties
                },
            });
        }
    };
    for (i, event) in events.iter().enumerate() {
        keep(deal.before(&table, event), i);
        keep(play.before(&table, event), i);
        table.apply(i, event)?;
        keep(deal.after(&table, event), i);
    }
    if found.is_empty() {
        return Err(DetectError::NothingIrregular);
    }
    Ok((found, table))
}
