//! Matters raised during the deal: picks that leave the procedure, counts, flipped tiles,
//! calls before the game starts.

use super::{Irregularity, Raised};
use crate::rules::Parties;
use crate::table::{Event, Seat, Table, WallPos, deal};

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
    let expected: Vec<WallPos> = deal::offsets(tiles.len(), jump)
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

#[derive(Clone)]
pub(super) struct DealWatch {
    script: Vec<deal::Take>,
    take_no: usize,
    pending_selection: Option<Seat>,
}

impl DealWatch {
    pub(super) fn new(table: &Table, procedure: deal::DealProcedure) -> Self {
        DealWatch {
            script: procedure.script(table.dealer()),
            take_no: 0,
            pending_selection: None,
        }
    }

    /// Looks at an event before it is applied.
    pub(super) fn before(&mut self, table: &Table, event: &Event) -> Option<Raised> {
        let Event::Took { seat, tiles } = event else {
            return None;
        };
        let mut raised = None;
        if !table.racked() && table.broken().is_some() {
            match check_take(table, &self.script, self.take_no, *seat, tiles) {
                Some(Deviation::WrongWall) => {
                    raised = Some(Raised::offender(Irregularity::WrongWallInDeal, *seat))
                }
                Some(Deviation::OutOfOrder) if self.pending_selection.is_none() => {
                    self.pending_selection = Some(*seat)
                }
                _ => {}
            }
        }
        self.take_no += 1;
        raised
    }

    /// Looks at an event after it was applied.
    pub(super) fn after(&mut self, table: &Table, event: &Event) -> Option<Raised> {
        match event {
            Event::TurnedUp { seat, .. } if !table.east_discarded() => {
                Some(Raised::offender(Irregularity::TileTurnedUpInDeal, *seat))
            }
            // A seat dealt nothing is no player: three play (the American Charleston
            // matter of a table of three).
            Event::Racked => table
                .wrong_count_seats()
                .into_iter()
                .find(|s| !table.rack(*s).is_empty())
                .map(|first| Raised::offender(Irregularity::WrongCountAfterDeal, first)),
            Event::SelectionSettled { .. } => self
                .pending_selection
                .take()
                .map(|seat| Raised::offender(Irregularity::SelectionError, seat)),
            // Once East has discarded, a call is a matter of play.
            Event::DeadCalled { by, against } if !table.east_discarded() => Some(Raised {
                irregularity: Irregularity::DeadHandCalled,
                parties: Parties {
                    caller: Some(*by),
                    called: Some(*against),
                    ..Default::default()
                },
            }),
            _ => None,
        }
    }
}
