//! Payments a ruling leaves to the end of the hand (a disputed dead-hand call, AM-DH-05:
//! the player shown wrong pays on top of the hand's payments) are made by the ruling
//! that ends the hand, whatever ends it: a win, a wall game, a game stopped by an error.
//! That ruling holds them beside its own, naming the seats of the ruling that left them,
//! so the two rulings of one log say the same thing about who pays. A dispute the log
//! says was settled before that ruling (`DisputeSettled`) is not paid again in it.

use super::referee::Judgement;
use super::{Continuation, Effect, Parties, Role, Ruling, Status};
use crate::table::{Event, Seat};

/// Adds to `ruling`, if it ends the hand, the payments of the earlier rulings of this
/// hand that were left to its end and that `before` (the log up to this matter) does not
/// show settled already; `parties` are given the seats those payments name. A payment
/// whose roles this matter gives to other players is left out: the ruling could not name
/// both.
pub(super) fn add(
    ruling: &mut Ruling,
    parties: &mut Parties,
    earlier: &[Judgement],
    before: &[Event],
) {
    if !ends_hand(ruling) {
        return;
    }
    // Only those after the last ruling that ended a hand: earlier ones were paid then.
    let since_last_end = earlier
        .iter()
        .rposition(|j| ends_hand(&j.ruling))
        .map_or(0, |i| i + 1);
    for left in earlier[since_last_end..]
        .iter()
        .filter(|j| j.ruling.next == Continuation::SettledAtEnd)
        .filter(|j| !settled_before(j, before))
    {
        let mut settled = false;
        for payment in &left.ruling.payments {
            let seats = (
                left.detection.parties.seat(payment.from),
                left.detection.parties.seat(payment.to),
            );
            let (Some(from), Some(to)) = seats else {
                continue;
            };
            let mut named = *parties;
            if give(&mut named, payment.from, from) && give(&mut named, payment.to, to) {
                *parties = named;
                ruling.payments.push(*payment);
                settled = true;
            }
        }
        // The ruling says why a payment stands in it: the challenger's dispute is settled.
        if settled && parties.caller == left.detection.parties.caller && parties.caller.is_some() {
            ruling.players.push(Effect {
                who: Role::Caller,
                status: Status::SettlesDispute,
            });
        }
    }
}

/// Whether the log shows the dispute `left` ruled on settled after it, in `before`.
fn settled_before(left: &Judgement, before: &[Event]) -> bool {
    let (Some(by), Some(on)) = (left.detection.parties.caller, left.detection.parties.called)
    else {
        return false;
    };
    before
        .iter()
        .skip(left.detection.at)
        .any(|e| matches!(e, Event::DisputeSettled { by: b, against: a } if *b == by && *a == on))
}

/// Whether the ruling ends the hand.
pub(super) fn ends_hand(ruling: &Ruling) -> bool {
    use Continuation as C;
    matches!(
        ruling.next,
        C::GameEnds
            | C::RedealSameDealer
            | C::RedealSticksBack
            | C::HandEndsDealerPasses
            | C::HandEndsDealerStays
    )
}

/// Gives `role` to `seat` in `parties`, unless another seat holds it: whether the role
/// is then `seat`'s. Only a role held by one player can be given.
fn give(parties: &mut Parties, role: Role, seat: Seat) -> bool {
    let slot = match role {
        Role::Offender => &mut parties.offender,
        Role::Caller => &mut parties.caller,
        Role::Called => &mut parties.called,
        Role::Winner => &mut parties.winner,
        Role::Discarder => &mut parties.discarder,
        Role::OtherPlayer => &mut parties.also,
        _ => return false,
    };
    *slot.get_or_insert(seat) == seat
}
