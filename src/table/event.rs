use super::{Seat, WallPos};
use crate::tiles::Kind;
use serde::{Deserialize, Serialize};

/// Something that happened at the table. The log of these, applied in order to the walls
/// as built, is the whole state; the referee reads nothing else.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A player rolled the dice.
    DiceRolled { seat: Seat, dice: Vec<u8> },
    /// The wall was broken after `after_stack` stacks, counted from the owner's right end.
    WallBroken { wall: Seat, after_stack: u8 },
    /// A player took tiles from the wall during the deal.
    Took { seat: Seat, tiles: Vec<WallPos> },
    /// A tile in the wall was turned face up; `seen` when another player saw its face.
    TurnedUp { seat: Seat, at: WallPos, seen: bool },
    /// Every player has racked their tiles and counted them.
    Racked,
    /// The table settled an error in tile selection: `agreed` when everyone accepted a fix.
    SelectionSettled { agreed: bool },
    /// One player called another player's hand dead.
    DeadCalled { by: Seat, against: Seat },
    /// A player picked a tile from the wall during play.
    Picked { seat: Seat, at: WallPos },
    /// A player discarded a tile from their rack and named it.
    Discarded { seat: Seat, tile: Kind },
}
