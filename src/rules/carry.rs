//! What a ruling leaves behind for the events after it. The referee rules the matters of
//! a log in order, and each ruling changes the table later events are judged at: a hand
//! ruled dead stays dead, a player ruled unable to win cannot win later, and where a ruling passes the turn, the next player's ordinary
//! pick is in turn. These consequences are written into the log the referee replays, as
//! events of its own, right after the matter's event.

use super::{Article, Continuation, Parties, Ruling, Status};
use crate::table::{Event, Seat, Table};

/// The events that make `ruling` hold at the table, given the table `at` the matter and
/// the event the log goes on with. The article's settings say when a hand ruled dead
/// stops: with `dead_once_called`, at the call that makes it so; with
/// `disputed_call_plays_on`, not where the next event is the called player's dispute.
pub(super) fn carried(
    article: Option<&Article>,
    ruling: &Ruling,
    parties: &Parties,
    at: &Table,
    next: Option<&Event>,
) -> Vec<Event> {
    let mut events = Vec::new();
    let mut dead: Vec<Seat> = at.dead().to_vec();
    if !article.is_some_and(|a| a.dead_once_called) {
        let mut newly = newly_given(ruling, parties, Status::DeadHand, &dead);
        if let Some(Event::DeadCallAnswered {
            seat,
            conceded: false,
        }) = next
            && article.is_some_and(|a| a.disputed_call_plays_on)
        {
            newly.retain(|s| s != seat);
        }
        events.extend(newly.iter().map(|&seat| Event::RuledDead { seat }));
        dead.extend(newly);
    }
    let barred = newly_given(ruling, parties, Status::MayNotWinThisHand, at.barred());
    // A riichi dead hand plays on without the right to win, call or declare riichi.
    let dead_playing = newly_given(ruling, parties, Status::DeadHandPlaysOn, at.dead_playing());
    events.extend(
        dead_playing
            .into_iter()
            .map(|seat| Event::RuledDeadPlaysOn { seat }),
    );
    events.extend(
        barred
            .into_iter()
            .map(|seat| Event::RuledMayNotWin { seat }),
    );
    // An empty call of riichi leaves the player out of riichi, the stick taken back.
    events.extend(
        newly_given(ruling, parties, Status::RiichiVoid, &[])
            .into_iter()
            .map(|seat| Event::RuledNotInRiichi { seat }),
    );
    if ruling.next == Continuation::NextPlayerRight
        && let Some(offender) = parties.offender
        && !matches!(next, Some(Event::PlayResumes { .. }))
        && passes_turn(at, offender)
    {
        let mut seat = offender.right();
        while dead.contains(&seat) && seat != offender {
            seat = seat.right();
        }
        events.push(Event::PlayResumes { seat });
    }
    events
}

/// The seats the ruling gives `status` that do not have it already, each once.
fn newly_given(ruling: &Ruling, parties: &Parties, status: Status, already: &[Seat]) -> Vec<Seat> {
    let mut seats: Vec<Seat> = Vec::new();
    for effect in ruling.players.iter().filter(|e| e.status == status) {
        if let Some(seat) = parties.seat(effect.who)
            && !already.contains(&seat)
            && !seats.contains(&seat)
        {
            seats.push(seat);
        }
    }
    seats
}

/// Whether the turn is still the offender's to finish: the ruling ends it early. Where
/// the turn has already moved on (a discard thrown), the log says who plays next.
fn passes_turn(at: &Table, offender: Seat) -> bool {
    at.turn() == Some(offender)
        || at.holding() == Some(offender)
        || at.declared().contains(&offender)
}
