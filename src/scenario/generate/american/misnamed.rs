//! Not generated yet.

use super::super::{GenerateError, Play};
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::rules::Irregularity;

pub(super) fn inject(
    _play: &mut Play,
    irregularity: Irregularity,
    _card: &Card,
    _dice: &mut Dice,
) -> Result<(), GenerateError> {
    Err(GenerateError::Internal(format!(
        "{irregularity:?} is not generated yet"
    )))
}
