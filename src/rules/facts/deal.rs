//! Facts about the deal and the start of the game.

use super::FactDef;
use crate::table::Event;

pub(super) const FACTS: &[FactDef] = &[
    FactDef {
        name: "east_has_discarded",
        doc: "When the matter arose, the dealer had made the first discard: the game had started.",
        eval: |c| c.at().east_discarded(),
    },
    FactDef {
        name: "picking_complete",
        doc: "When the matter arose, every player had finished picking and racked their tiles.",
        eval: |c| c.at().racked(),
    },
    FactDef {
        name: "tile_seen",
        doc: "The wall tile turned face up was seen by another player.",
        eval: |c| matches!(c.event(), Some(Event::TurnedUp { seen: true, .. })),
    },
    FactDef {
        name: "counts_correct",
        doc: "Every player holds 13 tiles, and the player whose turn it is 14.",
        eval: |c| c.now().wrong_count_seats().is_empty(),
    },
    FactDef {
        name: "left_of_east_short_one",
        doc: "The only wrong count is the dealer's left-hand player, the last to pick, short by exactly one tile.",
        eval: |c| {
            let wrong = c.now().wrong_count_seats();
            let last = c.now().dealer().left();
            wrong == [last] && c.now().rack(last).len() + 1 == c.now().expected_count(last)
        },
    },
    FactDef {
        name: "called_hand_count_wrong",
        doc: "The player whose hand was called dead holds the wrong number of tiles.",
        eval: |c| {
            c.detection
                .parties
                .called
                .is_some_and(|s| c.now().hand_size(s) != c.now().expected_count(s))
        },
    },
    FactDef {
        name: "table_agreed",
        doc: "The whole table agreed on how to put a selection error right.",
        eval: |c| matches!(c.event(), Some(Event::SelectionSettled { agreed: true })),
    },
];
