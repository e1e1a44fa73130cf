//! A hand ruled dead keeps the exposures it made rightly, and their jokers stay in play:
//! another player may still take one by exchange. Where the ruleset says so, a ruling
//! that kills a hand with such jokers says it, for the role whose hand dies.

use super::{Continuation, Detection, Effect, Ruling, Status, TileFate};
use crate::analysis::american::Card;
use crate::table::american::exposure_is_invalid;
use crate::table::{Event, Replayed, Seat, Table};
use crate::tiles::Kind;

/// Adds `JokersStayExchangeable` beside each `DeadHand` effect whose hand has, among
/// the exposures laid before the matter, a valid one holding a joker.
pub(super) fn add(ruling: &mut Ruling, detection: &Detection, replay: &Replayed, card: &Card) {
    // Nothing is left to exchange where every tile goes back or the game is over.
    if matches!(
        ruling.tiles,
        TileFate::WholeHandBackToRack | TileFate::AllTilesIn
    ) || ruling.next == Continuation::GameEnds
    {
        return;
    }
    let dying: Vec<Effect> = ruling
        .players
        .iter()
        .filter(|e| e.status == Status::DeadHand)
        .copied()
        .collect();
    for effect in dying {
        let Some(seat) = detection.parties.seat(effect.who) else {
            continue;
        };
        if !may_hold_joker(replay, seat) {
            continue;
        }
        let laid = replay.before(laid_before(replay.events(), detection.at, seat));
        let now = replay.after(detection.at);
        if holds_exchangeable_joker(&laid, &now, seat, card) {
            ruling.players.push(Effect {
                who: effect.who,
                status: Status::JokersStayExchangeable,
            });
        }
    }
}

/// Whether `seat` ever had a joker in an exposure, judged cheaply from the end of the log
/// (exposures only grow, but for jokers taken out by exchange): the tables around the
/// matter are rebuilt only where it did.
fn may_hold_joker(replay: &Replayed, seat: Seat) -> bool {
    let end = replay.end();
    let shown = end
        .melds(seat)
        .iter()
        .any(|m| m.tiles.iter().any(|t| end.kind(*t) == Kind::Joker));
    shown
        || replay
            .events()
            .iter()
            .any(|e| matches!(e, Event::JokerExchanged { owner, .. } if *owner == seat))
}

/// The moment before which `seat`'s exposures were laid rightly: the matter's event, or
/// the declaration of mah jongg it belongs to, since what is laid with a declaration in
/// error goes back.
fn laid_before(events: &[Event], at: usize, seat: Seat) -> usize {
    let upto = &events[..at.min(events.len())];
    let declared = crate::table::american::declaration_began(upto, seat);
    let discarded = upto
        .iter()
        .rposition(|e| matches!(e, Event::Discarded { seat: s, .. } if *s == seat));
    match (declared, discarded) {
        (Some(d), Some(x)) if d > x => d,
        (Some(d), None) => d,
        _ => at,
    }
}

/// Whether one of the exposures `seat` had laid rightly by the table `laid` still holds
/// a joker at the table `now`: one that fitted a hand of the card, with the exposures
/// laid before it, when it was laid.
fn holds_exchangeable_joker(laid: &Table, now: &Table, seat: Seat, card: &Card) -> bool {
    let then = crate::table::american::exposures_of(laid, seat);
    let still = crate::table::american::exposures_of(now, seat);
    then.iter().zip(&still).enumerate().any(|(i, (e, n))| {
        n.tiles.contains(&Kind::Joker) && !exposure_is_invalid(card, &e.tiles, &then[..i])
    })
}
