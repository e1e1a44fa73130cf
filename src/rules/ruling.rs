//! A ruling as a structured value. Text is rendered from it in the learner's language.

use crate::table::Seat;
use serde::{Deserialize, Serialize};

/// Who a part of a ruling is about, bound to a seat from what the referee detected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// The player whose action was irregular.
    Offender,
    /// The player who called another hand dead.
    Caller,
    /// The player whose hand was called dead.
    Called,
    /// The player on the dealer's left (North when East deals), the last to pick.
    LeftOfDealer,
    Dealer,
    Everyone,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    NoPenalty,
    Warning,
    Points(u32),
    MayNotWinThisHand,
    DeadHand,
    /// The hand stays in play: a call against it does not stand.
    StaysLive,
    LongHand,
    ShortHand,
    FoulHand,
    Disqualified,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TileFate {
    /// Nothing is moved.
    Unchanged,
    /// The tile goes back face down to exactly the spot it came from.
    BackFaceDownSameSpot,
    ShownToAllThenBack,
    Kept,
    ReturnedToRack,
    /// The player concerned takes this many tiles from the live end of the served wall.
    TakeFromServedWall(u8),
    /// All tiles are thrown in, reshuffled and the walls rebuilt.
    Misdeal,
    /// The table puts the tiles right the way it agreed.
    AsAgreed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Amount {
    Fixed(u32),
    /// A multiple of the value of the hand concerned.
    HandValue(u32),
    LowestCardValue,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payment {
    pub from: Role,
    pub to: Role,
    pub amount: Amount,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Continuation {
    /// The deal goes on where it stopped.
    DealContinues,
    /// Play begins when East discards; the game has not started before.
    GameStartsWithEastsDiscard,
    SameTurn,
    NextPlayerRight,
    PlayContinues,
    GameEnds,
    /// Same dealer; restart from rolling the dice and breaking the wall.
    RedealSameDealer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Effect {
    pub who: Role,
    pub status: Status,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruling {
    pub players: Vec<Effect>,
    pub tiles: TileFate,
    #[serde(default)]
    pub payments: Vec<Payment>,
    pub next: Continuation,
}

/// The seats the roles of a ruling stand for in one situation.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parties {
    pub dealer: Option<Seat>,
    pub offender: Option<Seat>,
    pub caller: Option<Seat>,
    pub called: Option<Seat>,
}

impl Parties {
    pub fn seat(&self, role: Role) -> Option<Seat> {
        match role {
            Role::Offender => self.offender,
            Role::Caller => self.caller,
            Role::Called => self.called,
            Role::Dealer => self.dealer,
            Role::LeftOfDealer => self.dealer.map(Seat::left),
            Role::Everyone => None,
        }
    }
}
