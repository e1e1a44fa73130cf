//! The end of the wall in the American game: the wall game, a win or an exposure on the
//! last discard; and the wall pushed in, or the table stopping to count.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal};
use super::wins::winner;
use super::{players, started};
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// The stories of this file.
pub(super) const STORIES: &[Entry] = &[
    (I::WallGame, wall_game),
    (I::WinOnLastDiscard, win_on_last_discard),
    (I::ExposureOnLastDiscard, exposure_on_last_discard),
    (I::WallDestroyed, wall_destroyed),
    (I::CountsChecked, counts_checked),
];

/// Plain play until the wall is empty and its last tile has been picked.
fn play_out_wall(play: &mut Story, dice: &mut Dice) -> Result<Seat, GenerateError> {
    for _ in 0..1000 {
        if play.table().live_left() == 0
            && let Some(s) = play.table().holding()
        {
            return Ok(s);
        }
        players::regular_action(play, dice)?;
    }
    Err(internal("the wall never ran out"))
}

/// Who picks the last tile of the wall if nobody calls a discard from now on.
fn last_picker(play: &Story) -> Result<Seat, GenerateError> {
    let mut seat = match play.table().holding() {
        Some(h) => h.right(),
        None => play
            .table()
            .turn()
            .ok_or_else(|| internal("no one on turn"))?,
    };
    for _ in 1..play.table().live_left() {
        seat = seat.right();
    }
    Ok(seat)
}

/// Plain play until 30 tiles are left; then a tile that a player other than the one to
/// pick last holds a pair of is moved to the last place of the wall (the wall could have
/// been built so), nobody lets that pair go and nobody calls any more: whoever picks the
/// last tile has a discard someone can call.
fn last_tile_for_a_pair(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    for _ in 0..1000 {
        if play.table().live_left() <= 29 {
            break;
        }
        players::regular_action(play, dice)?;
    }
    let Some(last) = play.table().remaining().last() else {
        return Err(internal("the wall is empty"));
    };
    // Nobody calls for the rest of the game, so who picks the last tile is known now:
    // the pair is one someone else holds.
    play.wants.waiting.extend(Seat::ALL);
    let picker = last_picker(play)?;
    let stacks = play.table().stacks();
    let mut pairs: Vec<Kind> = Vec::new();
    for s in Seat::ALL.into_iter().filter(|s| *s != picker) {
        let rack = players::rack(play, s);
        for k in &rack {
            if *k != Kind::Joker && rack.iter().filter(|x| *x == k).count() >= 2 {
                pairs.push(*k);
            }
        }
    }
    let in_wall = |k: Kind| {
        play.table().remaining().find(|p| {
            !play.held().contains(p)
                && play.table().at(*p).is_some_and(|id| {
                    usize::from(id.0) == p.slot(stacks) && play.table().kind(id) == k
                })
        })
    };
    let fits: Vec<(Kind, crate::table::WallPos)> = pairs
        .into_iter()
        .filter_map(|k| in_wall(k).map(|p| (k, p)))
        .collect();
    if fits.is_empty() {
        return Err(internal("no pair held has a tile left in the wall"));
    }
    let (kind, from) = *dice.pick(&fits);
    if from != last {
        play.swap_in_wall(last, from)?;
    }
    play.wants.keep.push(kind);
    Ok(())
}

/// Plain play until one tile is left in the wall and someone is about to pick it.
fn until_last_tile(play: &mut Story, dice: &mut Dice) -> Result<Seat, GenerateError> {
    for _ in 0..1000 {
        if play.table().holding().is_none() && play.table().live_left() <= 1 {
            return play
                .table()
                .turn()
                .ok_or_else(|| internal("no one on turn"));
        }
        players::regular_action(play, dice)?;
    }
    Err(internal("the wall never came down to one tile"))
}

/// The wall is played out and the last tile is discarded without a mah jongg.
fn wall_game(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    started(play, dice)?;
    let last = play_out_wall(play, dice)?;
    players::discard(play, last, dice).map(|_| ())
}

/// Mah jongg on the discard of the wall's last tile.
fn win_on_last_discard(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    started(play, dice)?;
    // Nobody calls for the rest of the game, so the turn goes round and who picks
    // the last tile is known now: the winner is someone else.
    play.wants.waiting.extend(Seat::ALL);
    let last = last_picker(play)?;
    let jokers = dice.chance(2, 3);
    let seat =
        winner(play, dice, jokers, &[last]).or_else(|_| winner(play, dice, None, &[last]))?;
    let wait = players::make_ready(play, dice, seat)?;
    let end = play
        .table()
        .remaining()
        .last()
        .ok_or_else(|| internal("the wall is empty"))?;
    players::move_held(play, wait, end)?;
    let picker = until_last_tile(play, dice)?;
    if picker == seat {
        return Err(internal("the winner picks the last tile"));
    }
    players::pick(play, picker)?;
    let last = play.table().drawn().map(|(_, id, _)| play.table().kind(id));
    if last != Some(wait) {
        return Err(internal("the last tile is not the one awaited"));
    }
    play.push(Event::Discarded {
        seat: picker,
        tile: wait,
        named: None,
    })?;
    players::mah_jongg_on_discard(play, seat)
}

/// The discard of the wall's last tile is called for an exposure.
fn exposure_on_last_discard(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    started(play, dice)?;
    last_tile_for_a_pair(play, dice)?;
    let picker = until_last_tile(play, dice)?;
    players::pick(play, picker)?;
    let offer = players::rack(play, picker).into_iter().find_map(|k| {
        (k != Kind::Joker)
            .then(|| {
                Seat::ALL.into_iter().find(|s| {
                    *s != picker && players::rack(play, *s).iter().filter(|x| **x == k).count() >= 2
                })
            })
            .flatten()
            .map(|s| (k, s))
    });
    let (tile, caller) = offer.ok_or_else(|| internal("nobody could call the last discard"))?;
    play.push(Event::Discarded {
        seat: picker,
        tile,
        named: None,
    })?;
    play.push(Event::Claimed {
        seat: caller,
        claim: ClaimKind::Exposure,
    })
}

/// A player pushes in the wall during play.
fn wall_destroyed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    started(play, dice)?;
    for _ in 0..dice.range(4, 30) {
        players::regular_action(play, dice)?;
    }
    if dice.chance(1, 2) {
        play.push(Event::HandThrownIn {
            seat: *dice.pick(&Seat::ALL),
        })?;
    }
    play.push(Event::WallDestroyed {
        seat: *dice.pick(&Seat::ALL),
    })
}

/// The table stops to count and every count is right.
fn counts_checked(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    started(play, dice)?;
    // Someone doubts a count; the table stops, on a turn or between turns.
    for _ in 0..dice.range(2, 40) {
        players::regular_action(play, dice)?;
    }
    play.push(Event::TilesCounted)
}
