use super::{ClaimKind, Seat, WallPos, WinWord};
use crate::tiles::Kind;
use serde::{Deserialize, Serialize};

/// Something that happened at the table. The log of these, applied in order to the walls
/// as built, is the whole state; the referee reads nothing else.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Event {
    /// A player rolled the dice.
    DiceRolled { seat: Seat, dice: Vec<u8> },
    /// The wall was broken after `after_stack` stacks, counted from the owner's right end.
    WallBroken { wall: Seat, after_stack: u8 },
    /// A player took tiles from the wall during the deal.
    Took { seat: Seat, tiles: Vec<WallPos> },
    /// A tile in the wall was turned face up; `seen` when another player saw its face.
    TurnedUp { seat: Seat, at: WallPos, seen: bool },
    /// A player knocked several wall tiles over at once, their faces seen by all.
    WallTilesExposed { seat: Seat, at: Vec<WallPos> },
    /// Every player has racked their tiles and counted them.
    Racked,
    /// The table settled an error in tile selection: `agreed` when everyone accepted a fix.
    SelectionSettled { agreed: bool },
    /// One player called another player's hand dead.
    DeadCalled { by: Seat, against: Seat },
    /// A player picked (drew) a tile from the wall during play. `known` is false when the
    /// player neither saw nor felt its face before the error was noticed.
    Picked {
        seat: Seat,
        at: WallPos,
        #[serde(default = "yes", skip_serializing_if = "is_yes")]
        known: bool,
    },
    /// A player drew a loose (replacement) tile, for a kong or a bonus tile.
    DrewLoose { seat: Seat, at: WallPos },
    /// The tile a player drew went back to this place in the wall.
    PutBack { seat: Seat, at: WallPos },
    /// A player set a bonus tile (flower, season) aside.
    BonusSetAside {
        seat: Seat,
        #[serde(with = "crate::tiles::written::one")]
        tile: Kind,
    },
    /// A player discarded a tile from their rack; `named` is what they said, when it was
    /// not the tile.
    Discarded {
        seat: Seat,
        #[serde(with = "crate::tiles::written::one")]
        tile: Kind,
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            with = "crate::tiles::written::maybe"
        )]
        named: Option<Kind>,
    },
    /// A player called for the latest discard.
    Claimed { seat: Seat, claim: ClaimKind },
    /// A player called for the earlier of two tiles the discarder put out at once
    /// (Millington 75); `Claimed` is a call for the later one.
    ClaimedEarlierDiscard { seat: Seat, claim: ClaimKind },
    /// A player laid tiles from their rack face up as a set; after a claim, with the
    /// claimed discard.
    Exposed {
        seat: Seat,
        #[serde(with = "crate::tiles::written::many")]
        tiles: Vec<Kind>,
    },
    /// A caller laid the tiles of the called set from the hand face up but left the called
    /// discard where it lay (riichi: the caller is to take it before the next two players
    /// have discarded).
    ExposedWithoutDiscard {
        seat: Seat,
        #[serde(with = "crate::tiles::written::many")]
        tiles: Vec<Kind>,
    },
    /// A caller took the called discard they had left lying to the set laid for it.
    CalledTileTaken { seat: Seat },
    /// A player declared a kong of four tiles from the concealed hand.
    DeclaredKong {
        seat: Seat,
        #[serde(with = "crate::tiles::written::one")]
        tile: Kind,
    },
    /// A player gave back the discard they claimed; the tiles laid with it go back.
    ClaimWithdrawn { seat: Seat },
    /// A player took their own discard back into the hand.
    DiscardTakenBack { seat: Seat },
    /// A player took the latest discard into the concealed hand without exposing it.
    TakenIntoHand { seat: Seat },
    /// The latest discard stays on the table as a dead tile.
    DiscardLeftDead,
    /// A player declared a win (mah jongg).
    DeclaredWin { seat: Seat },
    /// A player declared riichi: a ready concealed hand, staked with a 1000-point stick,
    /// announced with the discard that follows.
    DeclaredRiichi {
        seat: Seat,
        /// The player said "riichi"; `false` when the discard was laid sideways (and the
        /// stick put down) without the word.
        #[serde(default = "yes", skip_serializing_if = "is_yes")]
        said: bool,
        /// The discard that goes with it was laid sideways; `false` when the word was
        /// said but the discard laid as any other.
        #[serde(default = "yes", skip_serializing_if = "is_yes")]
        turned: bool,
    },
    /// Riichi: the word a player said to call a win, written just before the call it
    /// made (`Claimed` for a discard, `DeclaredWin` for a tile drawn). Only a word other
    /// than the one the moment asks for ("ron" on a discard, "tsumo" on a draw) is a
    /// matter; `corrected_at_once` when the player put it right straight away ("hu, I
    /// mean tsumo").
    WinWordSaid {
        seat: Seat,
        word: WinWord,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        corrected_at_once: bool,
    },
    /// A player took back their declaration of a win before showing any tile of it.
    DeclarationWithdrawn { seat: Seat },
    /// A player put the tile just drawn in among the rest of the hand, so that which tile
    /// it was can no longer be seen (riichi: a self-drawn winning tile is to be kept apart).
    DrawnTileMixedIn { seat: Seat },
    /// A player laid their hand face up, believing the hand was over.
    HandShown { seat: Seat },
    /// Riichi: at the exhaustive draw a player says the hand is not ready (noten) and
    /// keeps it face down; a player who says ready shows the hand (`HandShown`).
    DeclaredNotReady { seat: Seat },
    /// A player added a tile from the hand to one of their sets laid down (`meld` counts
    /// from 0 in the order the sets were laid); with `from_discard`, the latest discard,
    /// claimed for it, instead of a tile from the hand.
    AddedToMeld {
        seat: Seat,
        meld: u8,
        #[serde(with = "crate::tiles::written::one")]
        tile: Kind,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_discard: bool,
    },
    /// Some seconds pass with nothing said (the window to claim a discard is 3 seconds
    /// under Chinese Official rules).
    Paused { seconds: u8 },
    /// A player touched a wall tile; `revealed` when its face was seen.
    TouchedWall {
        seat: Seat,
        at: WallPos,
        revealed: bool,
    },
    /// Tiles of `seat`'s concealed hand were shown by mistake: by that player, or, with
    /// `by`, knocked over face up by another player.
    TilesRevealed {
        seat: Seat,
        #[serde(with = "crate::tiles::written::many")]
        tiles: Vec<Kind>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Seat>,
    },
    /// A player gave another a hint about the game, by word or gesture; `truthful` says
    /// whether it was true, where the log knows.
    InformationPassed {
        from: Seat,
        to: Seat,
        #[serde(default)]
        truthful: Option<bool>,
    },
    /// A player disobeyed the referee's instruction.
    RefereeDisobeyed { seat: Seat },
    /// A player arrived late for the session.
    ArrivedLate { seat: Seat, minutes: u16 },
    /// After a correction, play resumes with this player to draw.
    PlayResumes { seat: Seat },
    /// A player took a tile out of one of their sets laid down, back into the hand.
    TookFromMeld {
        seat: Seat,
        meld: u8,
        #[serde(with = "crate::tiles::written::one")]
        tile: Kind,
    },
    /// A set laid down in error goes back to its player's rack, every tile of it (American:
    /// after a dead call on it is conceded, or the hand is ruled dead for it). The log
    /// says when the table did it: a ruling alone moves no tile, and a set not yet taken
    /// back is still there to be misused (AM-JK-06).
    ExposureReturned { seat: Seat, meld: u8 },
    /// American Charleston: a player passed tiles face down to another; `blind` of them
    /// were passed on unseen from the pass the player was receiving.
    Passed {
        from: Seat,
        to: Seat,
        #[serde(with = "crate::tiles::written::many")]
        tiles: Vec<Kind>,
        #[serde(default, skip_serializing_if = "is_zero")]
        blind: u8,
    },
    /// American Charleston: a player said the Charleston stops here.
    CharlestonStopped { by: Seat },
    /// American Charleston: a player asked for the tiles of their last outgoing pass back.
    PassTakenBack { seat: Seat },
    /// American: a player gave `tile` for a joker in set `meld` of `owner` (their own
    /// included). `from_discard`: the natural was the latest discard, not a rack tile.
    /// `completed`: the joker was taken; otherwise the exchange was only announced.
    JokerExchanged {
        seat: Seat,
        owner: Seat,
        meld: u8,
        #[serde(with = "crate::tiles::written::one")]
        tile: Kind,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_discard: bool,
        #[serde(default = "yes", skip_serializing_if = "is_yes")]
        completed: bool,
    },
    /// American: a player offered a joker from the rack for a natural tile of set `meld`
    /// of `owner`, to take the natural back (never allowed: a joker is not traded for a
    /// natural). Nothing changes hands.
    JokerOffered { seat: Seat, owner: Seat, meld: u8 },
    /// American: the owner of an exposure refused a joker exchange.
    ExchangeRefused { owner: Seat },
    /// American: a player asked to undo the joker exchange just made.
    ExchangeUndone { seat: Seat },
    /// A player threw their hand in, mixing the tiles: it cannot be put back.
    HandThrownIn { seat: Seat },
    /// A player pushed the wall in or mixed it with the tiles thrown in.
    WallDestroyed { seat: Seat },
    /// The player whose hand was called dead conceded (`conceded`) or disputed the call.
    DeadCallAnswered { seat: Seat, conceded: bool },
    /// American: the dead call `by` made on `against`, disputed, was settled: the table
    /// looked at the called hand and the player shown wrong paid the other (AM-DH-05).
    /// Write it where the table did it, at the end of the hand as the rule has it; a
    /// ruling that ends the hand after it no longer makes that payment.
    DisputeSettled { by: Seat, against: Seat },
    /// The table stopped and every player counted their tiles.
    TilesCounted,
    /// A player put the tile just picked onto the rack among their tiles.
    TileRacked { seat: Seat },
    /// A player who misnamed a discard said the right name.
    NameCorrected { seat: Seat },
    /// The referee ruled this hand dead: it plays no more this hand, and any part of it
    /// shown in error goes back on the rack. The referee adds it to the log after such a
    /// ruling; a scenario may also write it, for a hand ruled dead before it begins.
    RuledDead { seat: Seat },
    /// The referee ruled that this player may not win this hand: the player plays on,
    /// drawing, discarding and claiming, and a win the player declares later is false.
    /// The referee adds it after such a ruling.
    RuledMayNotWin { seat: Seat },
    /// The referee ruled this player's hand dead under riichi rules: the player plays on,
    /// drawing and discarding, but may not call, declare riichi or win. The referee adds it
    /// after such a ruling.
    RuledDeadPlaysOn { seat: Seat },
    /// The referee ruled that this player's riichi does not stand (an empty call of
    /// riichi): the player is not in riichi and the stick goes back. The referee adds it
    /// after such a ruling.
    RuledNotInRiichi { seat: Seat },
    /// The referee was called (by `by`, where the log says who). A matter whose article
    /// asks what happened after it (found in time, claimed, drawn since) is ruled here,
    /// on the events up to this call; any other matter just after its own event.
    RefereeCalled {
        #[serde(default)]
        by: Option<Seat>,
    },
    /// The tiles were thrown in and the same hand dealt again, from the next walls the
    /// scenario lists (`redeals`): riichi, after a chombo. The dealer, the counters and
    /// the riichi sticks left by earlier hands stay as they were when the hand began; a
    /// stick put down in the hand thrown in goes back to its player.
    Redealt,
}

impl Event {
    /// The player who did this, where one did: the one an option of a question may name
    /// in place of a role nobody holds.
    pub fn actor(&self) -> Option<Seat> {
        use Event::*;
        match self {
            DiceRolled { seat, .. }
            | Took { seat, .. }
            | TurnedUp { seat, .. }
            | WallTilesExposed { seat, .. }
            | Picked { seat, .. }
            | DrewLoose { seat, .. }
            | PutBack { seat, .. }
            | BonusSetAside { seat, .. }
            | Discarded { seat, .. }
            | Claimed { seat, .. }
            | ClaimedEarlierDiscard { seat, .. }
            | Exposed { seat, .. }
            | ExposedWithoutDiscard { seat, .. }
            | CalledTileTaken { seat }
            | DeclaredKong { seat, .. }
            | ClaimWithdrawn { seat }
            | DiscardTakenBack { seat }
            | TakenIntoHand { seat }
            | DeclaredWin { seat }
            | DeclaredRiichi { seat, .. }
            | DeclarationWithdrawn { seat }
            | WinWordSaid { seat, .. }
            | DrawnTileMixedIn { seat }
            | HandShown { seat }
            | DeclaredNotReady { seat }
            | AddedToMeld { seat, .. }
            | TouchedWall { seat, .. }
            | RefereeDisobeyed { seat }
            | ArrivedLate { seat, .. }
            | PlayResumes { seat }
            | TookFromMeld { seat, .. }
            | ExposureReturned { seat, .. }
            | PassTakenBack { seat }
            | JokerExchanged { seat, .. }
            | JokerOffered { seat, .. }
            | ExchangeUndone { seat }
            | HandThrownIn { seat }
            | WallDestroyed { seat }
            | DeadCallAnswered { seat, .. }
            | TileRacked { seat }
            | NameCorrected { seat }
            | RuledDead { seat }
            | RuledMayNotWin { seat }
            | RuledDeadPlaysOn { seat }
            | RuledNotInRiichi { seat } => Some(*seat),
            DeadCalled { by, .. } | DisputeSettled { by, .. } | CharlestonStopped { by } => {
                Some(*by)
            }
            InformationPassed { from, .. } | Passed { from, .. } => Some(*from),
            TilesRevealed { seat, by, .. } => Some(by.unwrap_or(*seat)),
            ExchangeRefused { owner } => Some(*owner),
            WallBroken { .. }
            | Racked
            | SelectionSettled { .. }
            | DiscardLeftDead
            | Paused { .. }
            | TilesCounted
            | RefereeCalled { .. }
            | Redealt => None,
        }
    }
}

fn yes() -> bool {
    true
}

fn is_yes(b: &bool) -> bool {
    *b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}
