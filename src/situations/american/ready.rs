//! Making a card player ready: its picks are stacked with tiles its aim lacks until one
//! tile is missing, and that tile is held back in the wall to be awaited last. The walls
//! could have been built this way: only untouched places are exchanged.

use super::super::{GenerateError, Story, internal};
use super::players;
use crate::rng::Dice;
use crate::sim::{self, CardPlayers};
use crate::table::Seat;
use crate::tiles::Kind;

/// Plain play until `seat` lacks exactly one tile of its aim (it holds 13 between turns),
/// stacking each pick it makes with a tile its aim still lacks. Returns the tile it waits
/// for; the seat stays waiting (it calls nothing and lets its picks go). The walls could
/// have been built this way: only untouched places are exchanged.
pub fn make_ready(play: &mut Story, dice: &mut Dice, seat: Seat) -> Result<Kind, GenerateError> {
    ready(play, dice, seat, false)
}

/// As `make_ready`, with the tile awaited one a joker could stand for (it lies in a
/// group of three or more), so that a joker taken in an exchange completes the hand.
pub fn make_ready_for_a_joker(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
) -> Result<Kind, GenerateError> {
    ready(play, dice, seat, true)
}

fn ready(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    last_jokerable: bool,
) -> Result<Kind, GenerateError> {
    if !play.wants.waiting.contains(&seat) {
        play.wants.waiting.push(seat);
    }
    // The tile to be awaited last is chosen early and held back in the wall, so that
    // neither the picks of others nor the stacking of this seat's own picks take it.
    let mut held: Option<Kind> = None;
    for _ in 0..40 {
        let (rest, _) = awaiting(play, dice, seat, last_jokerable, &mut held)?;
        let Some(wait) = held else {
            return Err(internal(format!("{seat} has nothing to wait on")));
        };
        if rest.is_empty() {
            if play.table().holding() == Some(seat) {
                players::discard(play, seat, dice)?;
            }
            return Ok(wait);
        }
        players::until_about_to_pick(play, dice, seat)?;
        let at = play.sim.live_place()?;
        let (rest, wall) = awaiting(play, dice, seat, last_jokerable, &mut held)?;
        if rest.is_empty() {
            continue;
        }
        // A tile the wall has too few naturals of comes as a joker, first.
        let mut wanted = [0u8; Kind::COUNT];
        for k in &rest {
            wanted[k.index()] += 1;
        }
        let takes_joker = |k: Kind| play.aims[seat].as_ref().is_some_and(|t| t.jokerable(k) > 0);
        let short = rest
            .iter()
            .any(|k| wanted[k.index()] > wall[k.index()] && takes_joker(*k));
        let want =
            if short && wall[Kind::Joker.index()] > 0 && !play.wants.jokerless.contains(&seat) {
                Kind::Joker
            } else {
                *dice.pick(&rest)
            };
        if !play.stack(at, want, &[])? {
            return Err(internal(format!("no {want:?} left in the wall")));
        }
        players::pick(play, seat)?;
        players::discard(play, seat, dice)?;
    }
    Err(internal(format!("{seat} never became ready")))
}

/// Re-aim `seat` if the wall can no longer complete its hand, make sure a tile it lacks is
/// held back to be awaited last (`held`; one a joker could stand for, where asked), and
/// return what it lacks besides that tile, with the untouched wall by kind (the held tile
/// not counted).
fn awaiting(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    last_jokerable: bool,
    held: &mut Option<Kind>,
) -> Result<(Vec<Kind>, [u8; Kind::COUNT]), GenerateError> {
    let mut base = play.sim.wall_counts();
    let mut wall = base;
    if let Some(k) = *held {
        wall[k.index()] += 1;
    }
    if !(CardPlayers { aims: &play.aims }).reachable_with(&play.sim, &play.wants, seat, &wall) {
        // The held tile goes back among those the wall can give.
        play.sim.release(held.take());
        base = wall;
        {
            let Story {
                sim, wants, aims, ..
            } = &mut *play;
            sim::aim_with(aims, sim, wants, seat, dice, &wall)?;
        }
    }
    let mut rest = players::missing(play, seat);
    if rest.is_empty() {
        return Err(internal(format!("{seat} is complete before the moment")));
    }
    if let Some(k) = *held {
        match rest.iter().position(|x| *x == k) {
            Some(i) => {
                rest.remove(i);
                return Ok((rest, base));
            }
            None => {
                play.sim.release(held.take());
                base[k.index()] += 1;
            }
        }
    }
    let wall = base;
    let fits: Vec<usize> = (0..rest.len())
        .filter(|i| {
            let k = rest[*i];
            k != Kind::Joker
                && !play.wants.not_awaited.contains(&k)
                && wall[k.index()] > 0
                && (!last_jokerable || play.aims[seat].as_ref().is_some_and(|t| t.jokerable(k) > 0))
        })
        .collect();
    if fits.is_empty() {
        return Err(internal(if last_jokerable {
            "no tile a joker can be is left in the wall to await"
        } else {
            "no tile to await is left in the wall"
        }));
    }
    let k = rest.remove(*dice.pick(&fits));
    play.sim.hold_back(k)?;
    *held = Some(k);
    base[k.index()] -= 1;
    Ok((rest, base))
}
