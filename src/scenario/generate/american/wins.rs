//! Valid mah jongg and how it is paid, the wall game, and a wall pushed in.

use super::super::{GenerateError, Play};
use super::sim;
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::{Event, Seat};
use crate::tiles::Kind;

fn internal(msg: impl Into<String>) -> GenerateError {
    GenerateError::Internal(msg.into())
}

/// Deal and play the Charleston (the second one half the time).
pub(super) fn start(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    sim::deal(play)?;
    let second = dice.chance(1, 2);
    sim::charleston(play, card, dice, second)
}

/// A seat (not among `not`) to win, holding jokers or none as asked.
pub(super) fn winner(
    play: &Play,
    dice: &mut Dice,
    jokers: bool,
    not: &[Seat],
) -> Result<Seat, GenerateError> {
    let fits: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !not.contains(s))
        .filter(|s| sim::rack(play, *s).contains(&Kind::Joker) == jokers)
        .filter(|s| {
            play.aims[s.index()]
                .as_ref()
                .is_some_and(|t| t.takes_jokers())
        })
        .collect();
    if fits.is_empty() {
        return Err(internal("no player fits the winner wanted"));
    }
    Ok(*dice.pick(&fits))
}

/// Make `seat` ready and let it win: on a discard from the player before it, or from
/// the wall.
pub(super) fn win(
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
    on_discard: bool,
) -> Result<(), GenerateError> {
    let wait = sim::make_ready(play, dice, seat)?;
    if on_discard {
        sim::throw_stacked(play, dice, seat.left(), wait)?;
        sim::mah_jongg_on_discard(play, seat)
    } else {
        sim::until_about_to_pick(play, dice, seat)?;
        sim::pick_stacked(play, seat, wait)?;
        play.push(Event::DeclaredWin { seat })?;
        play.push(Event::HandShown { seat })
    }
}

pub(super) fn inject(
    play: &mut Play,
    irregularity: Irregularity,
    card: &Card,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    use Irregularity as I;
    start(play, card, dice)?;
    let dealer = play.table.dealer;
    match irregularity {
        I::WinOnDiscard | I::SelfPickedWin => {
            let seat = winner(play, dice, true, &[dealer])?;
            win(play, dice, seat, irregularity == I::WinOnDiscard)
        }
        I::DealerWins => {
            let seat = winner(play, dice, true, &[dealer.right(), dealer.left(), dealer.right().right()])?;
            let on_discard = dice.chance(1, 2);
            win(play, dice, seat, on_discard)
        }
        I::JokerlessWin => {
            let seat = winner(play, dice, false, &[])?;
            let on_discard = dice.chance(1, 2);
            win(play, dice, seat, on_discard)
        }
        other => Err(internal(format!("{other:?} is not generated yet"))),
    }
}
