//! What a player was doing when a matter arose. A learner mixes up rulings on the same
//! kind of act (two ways a discard goes wrong) far more than rulings on different acts,
//! so a question's distractors come from articles on the same act first.

use super::Irregularity as I;
use crate::table::Event;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Act {
    /// Dice, break, taking and racking the deal.
    Deal,
    /// American: passing in the Charleston.
    Charleston,
    /// Taking a tile from the wall, or touching the wall.
    Draw,
    /// Throwing a tile, naming it, taking it back.
    Discard,
    /// Calling a discard and what is done with it.
    Claim,
    /// Laying sets and bonus tiles face up, or changing them.
    Exposure,
    /// American: trading a tile for a joker of an exposure.
    Exchange,
    /// Declaring a win, and the hands shown or thrown in around it.
    Win,
    /// How a player behaves at the table: lateness, information, calling a hand dead.
    Conduct,
}

/// The act an event is part of.
pub fn act_of(event: &Event) -> Act {
    match event {
        Event::DiceRolled { .. }
        | Event::WallBroken { .. }
        | Event::Took { .. }
        | Event::Racked
        | Event::SelectionSettled { .. }
        | Event::TilesCounted
        | Event::TileRacked { .. }
        | Event::Redealt => Act::Deal,
        Event::Passed { .. } | Event::CharlestonStopped { .. } | Event::PassTakenBack { .. } => {
            Act::Charleston
        }
        Event::Picked { .. }
        | Event::DrewLoose { .. }
        | Event::PutBack { .. }
        | Event::TouchedWall { .. }
        | Event::TurnedUp { .. }
        | Event::WallTilesExposed { .. }
        | Event::WallDestroyed { .. } => Act::Draw,
        Event::Discarded { .. }
        | Event::DiscardTakenBack { .. }
        | Event::DiscardLeftDead
        | Event::NameCorrected { .. } => Act::Discard,
        Event::Claimed { .. }
        | Event::ClaimedEarlierDiscard { .. }
        | Event::ClaimWithdrawn { .. }
        | Event::TakenIntoHand { .. } => Act::Claim,
        Event::Exposed { .. }
        | Event::ExposedWithoutDiscard { .. }
        | Event::CalledTileTaken { .. }
        | Event::DeclaredKong { .. }
        | Event::AddedToMeld { .. }
        | Event::TookFromMeld { .. }
        | Event::BonusSetAside { .. } => Act::Exposure,
        Event::JokerExchanged { .. }
        | Event::JokerOffered { .. }
        | Event::ExchangeRefused { .. }
        | Event::ExchangeUndone { .. } => Act::Exchange,
        Event::DeclaredWin { .. }
        | Event::WinWordSaid { .. }
        | Event::DeclaredRiichi { .. }
        | Event::DeclarationWithdrawn { .. }
        | Event::DrawnTileMixedIn { .. }
        | Event::HandShown { .. }
        | Event::DeclaredNotReady { .. }
        | Event::HandThrownIn { .. } => Act::Win,
        Event::DeadCalled { .. }
        | Event::DeadCallAnswered { .. }
        | Event::DisputeSettled { .. }
        | Event::RuledDead { .. }
        | Event::RuledMayNotWin { .. }
        | Event::RuledDeadPlaysOn { .. }
        | Event::RuledNotInRiichi { .. }
        | Event::ExposureReturned { .. }
        | Event::Paused { .. }
        | Event::TilesRevealed { .. }
        | Event::InformationPassed { .. }
        | Event::RefereeDisobeyed { .. }
        | Event::ArrivedLate { .. }
        | Event::PlayResumes { .. }
        | Event::RefereeCalled { .. } => Act::Conduct,
    }
}

impl I {
    /// The acts during which this irregularity arises: the act of the event that raises
    /// it (a test checks every generated matter against this). A dead hand that goes on
    /// playing does so by drawing, discarding or calling; a discard called in error or
    /// out of turn is called for a set or for a win.
    pub fn acts(self) -> &'static [Act] {
        match self {
            I::CountsChecked
            | I::SelectionError
            | I::WrongCountAfterDeal
            | I::WrongCountsFound
            | I::WrongWallInDeal => &[Act::Deal],
            I::BlindPass
            | I::CharlestonStopped
            | I::CharlestonWithThreePlayers
            | I::JokerPassed
            | I::PassTakenBack => &[Act::Charleston],
            I::DrawOutOfTurn
            | I::NextWallTileExposed
            | I::TileTurnedUpInDeal
            | I::WallDestroyed
            | I::WallDestroyedAfterFalseWin
            | I::WallTileSeen
            | I::WallTilesExposed
            | I::DeadWallTileExposed
            | I::AnotherHandExposed
            | I::WallTouchedEarly
            | I::WrongTileDrawn => &[Act::Draw],
            I::DiscardOutOfTurn
            | I::DiscardTakenBack
            | I::DiscardTakenBackAfterClaim
            | I::ForgotToDraw
            | I::LooseTileForgotten
            | I::MisnameCorrected
            | I::SeveralDiscards
            | I::WallGame => &[Act::Discard],
            I::ClaimAfterDrawing
            | I::ClaimAfterNextPick
            | I::ClaimNotExposed
            | I::ClaimWithdrawn
            | I::CompetingClaims
            | I::CompetingClaimsOnMisnamedTile
            | I::DiscardIntoHand
            | I::ExposureOnLastDiscard
            | I::JokerDiscardClaimed
            | I::LateClaim
            | I::MisnamedDiscardClaimed => &[Act::Claim],
            // Riichi is declared with a discard laid sideways: the declaration is a
            // discard as well as a word.
            I::RiichiOnOpenHand | I::RiichiDeclaredWrongly => &[Act::Win, Act::Discard],
            I::CallWithDeadHand => &[Act::Claim, Act::Win, Act::Discard],
            I::CallInRiichi => &[Act::Claim],
            I::RiichiHandChanged => &[Act::Discard],
            I::SwapCall => &[Act::Discard],
            I::DiscardBeforeExposing => &[Act::Discard],
            I::CalledTileNotTaken => &[Act::Discard, Act::Claim],
            I::CallChanged => &[Act::Claim, Act::Win],
            I::WrongWordForWin => &[Act::Win],
            I::FourWindsDiscardedFirst => &[Act::Discard],
            I::FourRiichi => &[Act::Discard, Act::Win],
            I::FourKans | I::KanBeyondTheLast => &[Act::Exposure, Act::Claim],
            I::NotenRiichi | I::IllegalKanInRiichi => &[Act::Win],
            // A call for a set the hand cannot make is a fault of the call as well as of
            // the tiles laid out for it.
            I::FalseClaim => &[Act::Exposure, Act::Claim],
            I::ExposedSetChanged
            | I::FalseBonusDeclaration
            | I::InvalidExposure
            | I::MisexposedSet => &[Act::Exposure],
            I::ExchangeBeforePicking
            | I::ExchangeFromDeadHand
            | I::ExchangeUndone
            | I::ExchangeWithDiscard
            | I::JokerExchangeMade
            | I::JokerExchangeRefused
            | I::JokerOfferedForNatural
            | I::WrongExchangeTile => &[Act::Exchange],
            I::DealerWins
            | I::EarthlyHand
            | I::FalseWin
            | I::FalseWinGroupShown
            | I::FalseWinHandShown
            | I::FalseWinNothingShown
            | I::HandRevealedAfterWin
            | I::HandsDisturbedByFalseWin
            | I::HeavenlyHand
            | I::JokerlessWin
            | I::SelfPickedWin
            | I::SettlementWithFaultyHand
            | I::SeveralFalseWins
            | I::SimultaneousWins
            | I::ValidWin
            | I::ExhaustiveDraw
            | I::WinWithLiability
            | I::KanRobbed
            | I::TsumoTileNotKeptApart
            | I::WinAfterJokerExchange
            | I::WinOnDiscard
            | I::WinOnLastDiscard
            | I::WinOnMisnamedDiscard
            | I::WinOnMisnamedJoker
            | I::WinOnRiskyDiscard
            | I::WinOnWrongTile => &[Act::Win],
            I::DeadCallAnswered
            | I::DeadHandCalled
            | I::DeadHandCalledInPlay
            | I::Disobedience
            | I::Lateness
            | I::PassedInformation
            | I::ThirdDeadHand
            | I::TilesRevealedByMistake => &[Act::Conduct],
            I::DeadHandPlayed => &[Act::Claim, Act::Discard, Act::Draw],
            I::FalselyClaimedTileClaimed => &[Act::Claim, Act::Win],
            I::OutOfTurnDiscardClaimed => &[Act::Claim, Act::Win],
        }
    }
}
