//! Generators for the American game after the deal: a real game (the Charleston, picks,
//! discards, calls, exposures, joker exchanges) played by simulated players who aim at
//! hands on the card, then one slip, varied so that every case of every article is reached.

mod calls;
mod charleston;
mod dead;
mod errors;
mod jokers;
mod misnamed;
pub(crate) mod sim;
mod wins;

use super::{GenerateError, Play};
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::rules::Irregularity;

/// A situation this draw cannot reach; the caller tries another draw.
pub(crate) fn internal(msg: impl Into<String>) -> GenerateError {
    GenerateError::Internal(msg.into())
}

/// Whether the American play generators deal this matter.
pub(super) fn generates(irregularity: Irregularity) -> bool {
    group(irregularity).is_some()
}

#[derive(Clone, Copy)]
enum Group {
    Charleston,
    Calls,
    Misnamed,
    Jokers,
    Wins,
    Errors,
    Dead,
}

fn group(irregularity: Irregularity) -> Option<Group> {
    use Irregularity as I;
    Some(match irregularity {
        I::JokerPassed
        | I::BlindPass
        | I::CharlestonStopped
        | I::PassTakenBack
        | I::CharlestonWithThreePlayers => Group::Charleston,
        I::WrongTileDrawn
        | I::DiscardTakenBack
        | I::DiscardTakenBackAfterClaim
        | I::ClaimAfterNextPick
        | I::JokerDiscardClaimed
        | I::CompetingClaims
        | I::ClaimWithdrawn
        | I::ExposedSetChanged
        | I::InvalidExposure
        | I::DrawOutOfTurn
        | I::ForgotToDraw => Group::Calls,
        I::MisnameCorrected
        | I::MisnamedDiscardClaimed
        | I::WinOnMisnamedDiscard
        | I::CompetingClaimsOnMisnamedTile
        | I::WinOnMisnamedJoker
        | I::OutOfTurnDiscardClaimed => Group::Misnamed,
        I::JokerExchangeRefused
        | I::ExchangeBeforePicking
        | I::ExchangeWithDiscard
        | I::ExchangeUndone
        | I::WrongExchangeTile
        | I::ExchangeFromDeadHand => Group::Jokers,
        I::HeavenlyHand
        | I::EarthlyHand
        | I::WinOnDiscard
        | I::SelfPickedWin
        | I::WinAfterJokerExchange
        | I::JokerlessWin
        | I::DealerWins
        | I::SimultaneousWins
        | I::HandRevealedAfterWin
        | I::WallGame
        | I::WinOnLastDiscard
        | I::ExposureOnLastDiscard
        | I::WallDestroyed
        | I::CountsChecked => Group::Wins,
        I::FalseWinNothingShown
        | I::FalseWinGroupShown
        | I::FalseWinHandShown
        | I::HandsDisturbedByFalseWin
        | I::WallDestroyedAfterFalseWin
        | I::FalselyClaimedTileClaimed => Group::Errors,
        I::DeadHandCalledInPlay
        | I::DeadHandPlayed
        | I::WrongCountsFound
        | I::ThirdDeadHand
        | I::DeadCallAnswered => Group::Dead,
        _ => return None,
    })
}

/// Deal a real American game up to the moment, then make `irregularity` happen.
pub(super) fn inject(
    play: &mut Play,
    irregularity: Irregularity,
    card: &Card,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let Some(g) = group(irregularity) else {
        return Err(GenerateError::Internal(format!(
            "{irregularity:?} is not an American play matter"
        )));
    };
    match g {
        Group::Charleston => charleston::inject(play, irregularity, card, dice),
        Group::Calls => calls::inject(play, irregularity, card, dice),
        Group::Misnamed => misnamed::inject(play, irregularity, card, dice),
        Group::Jokers => jokers::inject(play, irregularity, card, dice),
        Group::Wins => wins::inject(play, irregularity, card, dice),
        Group::Errors => errors::inject(play, irregularity, card, dice),
        Group::Dead => dead::inject(play, irregularity, card, dice),
    }
}
