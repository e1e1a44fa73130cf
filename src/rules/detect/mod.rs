//! Step 1 of judging: find, from the event log and the table alone, the irregular matter
//! the referee is asked about. The generator's intent is never an input here.

use super::Parties;
use crate::table::{Event, Seat, Table, TableError, WallPos, deal};
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
}

impl Irregularity {
    pub const ALL: [Irregularity; 5] = [
        Irregularity::TileTurnedUpInDeal,
        Irregularity::WrongCountAfterDeal,
        Irregularity::WrongWallInDeal,
        Irregularity::SelectionError,
        Irregularity::DeadHandCalled,
    ];
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Detection {
    pub irregularity: Irregularity,
    /// Index of the event that raised the matter.
    pub at: usize,
    pub parties: Parties,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DetectError {
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("nothing irregular happened in this log: there is nothing to rule on")]
    NothingIrregular,
}

/// How many tiles `seat` should hold at this moment.
pub fn expected_count(table: &Table, seat: Seat) -> usize {
    13 + usize::from(table.holding == Some(seat))
}

pub fn wrong_count_seats(table: &Table) -> Vec<Seat> {
    Seat::ALL
        .into_iter()
        .filter(|s| table.rack(*s).len() != expected_count(table, *s))
        .collect()
}

/// Where a take left the deal procedure, if it did.
enum Deviation {
    WrongWall,
    OutOfOrder,
}

fn check_take(
    table: &Table,
    script: &[deal::Take],
    take_no: usize,
    seat: Seat,
    tiles: &[WallPos],
) -> Option<Deviation> {
    let remaining: Vec<WallPos> = table.remaining().take(tiles.len() + 2).collect();
    let step = script.get(take_no);
    let jump = step.is_some_and(|s| s.jump);
    let expected: Vec<WallPos> = deal::expected_offsets(tiles.len(), jump)
        .into_iter()
        .filter_map(|i| remaining.get(i).copied())
        .collect();
    if expected.as_slice() != tiles {
        let served: Vec<Seat> = expected.iter().map(|p| p.wall).collect();
        if tiles.iter().any(|p| !served.contains(&p.wall)) {
            return Some(Deviation::WrongWall);
        }
        return Some(Deviation::OutOfOrder);
    }
    match step {
        Some(s) if s.seat != seat => Some(Deviation::OutOfOrder),
        None => Some(Deviation::OutOfOrder),
        // A different count taken in sequence is a miscount, found when hands are counted.
        _ => None,
    }
}

/// Replays `events` on `table` and returns the matter raised last, with the final table.
pub fn detect(mut table: Table, events: &[Event]) -> Result<(Detection, Table), DetectError> {
    let script = deal::american_script(table.dealer);
    let mut take_no = 0;
    let mut pending_selection: Option<Seat> = None;
    let mut found: Option<Detection> = None;
    let dealer = Some(table.dealer);
    let raise = |irregularity, at, parties: Parties| Detection {
        irregularity,
        at,
        parties: Parties { dealer, ..parties },
    };

    for (i, event) in events.iter().enumerate() {
        if let Event::Took { seat, tiles } = event {
            if !table.racked && table.broken.is_some() {
                match check_take(&table, &script, take_no, *seat, tiles) {
                    Some(Deviation::WrongWall) => {
                        found = Some(raise(
                            Irregularity::WrongWallInDeal,
                            i,
                            Parties {
                                offender: Some(*seat),
                                ..Default::default()
                            },
                        ));
                    }
                    Some(Deviation::OutOfOrder) if pending_selection.is_none() => {
                        pending_selection = Some(*seat)
                    }
                    _ => {}
                }
            }
            take_no += 1;
        }
        table.apply(i, event)?;
        match event {
            Event::TurnedUp { seat, .. } if !table.east_discarded => {
                found = Some(raise(
                    Irregularity::TileTurnedUpInDeal,
                    i,
                    Parties {
                        offender: Some(*seat),
                        ..Default::default()
                    },
                ));
            }
            Event::Racked => {
                if let Some(first) = wrong_count_seats(&table).first() {
                    found = Some(raise(
                        Irregularity::WrongCountAfterDeal,
                        i,
                        Parties {
                            offender: Some(*first),
                            ..Default::default()
                        },
                    ));
                }
            }
            Event::SelectionSettled { .. } => {
                if let Some(seat) = pending_selection.take() {
                    found = Some(raise(
                        Irregularity::SelectionError,
                        i,
                        Parties {
                            offender: Some(seat),
                            ..Default::default()
                        },
                    ));
                }
            }
            Event::DeadCalled { by, against } => {
                found = Some(raise(
                    Irregularity::DeadHandCalled,
                    i,
                    Parties {
                        caller: Some(*by),
                        called: Some(*against),
                        ..Default::default()
                    },
                ));
            }
            _ => {}
        }
    }
    let detection = found.ok_or(DetectError::NothingIrregular)?;
    Ok((detection, table))
}
