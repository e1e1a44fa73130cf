//! Mah jongg declared in error, and what the others do next: retracting, showing the
//! claimed group or the whole hand, throwing in, pushing the wall in, calling the tile.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal, others};
use super::started;
use super::{players, wins};
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::american::american_win;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// How the player in error came to declare.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Declared {
    /// On a tile picked from the wall.
    Picked,
    /// On a discard, showing nothing.
    Discard,
    /// On a discard, with the group made with it laid face up.
    DiscardGroupShown,
}

/// A player close to a hand declares mah jongg on a tile that does not complete it.
/// With `shown`, the player lays the hand face up too. Returns the player and the tile.
fn false_declaration(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
    seat: Seat,
    how: Declared,
    shown: bool,
) -> Result<Kind, GenerateError> {
    let wait = players::make_ready(play, dice, seat)?;
    let held: Vec<Kind> = players::rack(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker && *k != wait && players::untouched(play, *k) > 0)
        .collect();
    if held.is_empty() {
        return Err(internal("no tile to mistake for the one awaited"));
    }
    // The tile the player mistakes for the one awaited: one held already, as a player who
    // misreads a pair or a pung would.
    let mut tile = *dice.pick(&held);
    if how == Declared::DiscardGroupShown && dice.chance(1, 2) {
        let pairs: Vec<Kind> = held
            .iter()
            .copied()
            .filter(|k| held.iter().filter(|x| *x == k).count() >= 2)
            .collect();
        // Held pairs are rarer than single tiles; `held` only lists kinds the wall has.
        if let Some(k) = pairs.first() {
            tile = *k;
        }
    }
    match how {
        Declared::Picked => {
            players::until_about_to_pick(play, dice, seat)?;
            players::pick_stacked(play, seat, tile)?;
        }
        Declared::Discard | Declared::DiscardGroupShown => {
            players::throw_stacked(play, dice, seat.left(), tile)?;
            play.push(Event::Claimed {
                seat,
                claim: ClaimKind::Win,
            })?;
            if how == Declared::DiscardGroupShown && dice.chance(1, 4) {
                // The called tile put on the rack, nothing laid out (MJME 2024 p. 21 #3).
                play.push(Event::TakenIntoHand { seat })?;
            } else if how == Declared::DiscardGroupShown {
                let n = players::rack(play, seat)
                    .iter()
                    .filter(|k| **k == tile)
                    .count()
                    .min(2);
                play.push(Event::Exposed {
                    seat,
                    tiles: vec![tile; n],
                })?;
            }
        }
    }
    if american_win(play.table(), seat, card).is_some() {
        return Err(internal("the mistaken tile completes a hand after all"));
    }
    play.push(Event::DeclaredWin { seat })?;
    if shown {
        play.push(Event::HandShown { seat })?;
    }
    Ok(tile)
}

fn any_way(dice: &mut Dice) -> Declared {
    *dice.pick(&[
        Declared::Picked,
        Declared::Discard,
        Declared::DiscardGroupShown,
    ])
}

/// A seat with exposures already laid, or one without, as asked.
fn declarer(play: &mut Story, dice: &mut Dice, exposed: bool) -> Result<Seat, GenerateError> {
    let mut offered = false;
    for i in 0..150 {
        let fits: Vec<Seat> = Seat::ALL
            .into_iter()
            .filter(|s| play.table().melds(*s).is_empty() != exposed)
            .collect();
        if !fits.is_empty() {
            return Ok(*dice.pick(&fits));
        }
        // Where play brings no exposure soon, a tile someone would call comes round (at
        // the first turn after 24 actions, when nobody holds a tile).
        if exposed && i >= 24 && !offered && play.table().holding().is_none() {
            offered = true;
            offer_exposure(play, dice)?;
        } else {
            players::regular_action(play, dice)?;
        }
    }
    Err(internal("no player has laid an exposure"))
}

/// A player who could expose a group of its aim with one more tile gets it: the player
/// before it picks that tile (stacked) and throws it, and the player calls it.
fn offer_exposure(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let mut offers: Vec<(Seat, Kind)> = Vec::new();
    for s in Seat::ALL {
        let Some(t) = play.aims[s].as_ref() else {
            continue;
        };
        if t.xc != crate::analysis::american::Xc::X {
            continue;
        }
        let rack = players::rack(play, s);
        let jokers = rack.iter().filter(|k| **k == Kind::Joker).count();
        for (k, n) in &t.groups {
            let naturals = rack.iter().filter(|x| *x == k).count();
            if *n >= 3
                && naturals >= 1
                && naturals + jokers + 1 >= usize::from(*n)
                && players::untouched(play, *k) > 0
            {
                offers.push((s, *k));
            }
        }
    }
    if offers.is_empty() {
        return Err(internal("no player is one tile from an exposure"));
    }
    let (seat, kind) = *dice.pick(&offers);
    players::throw_stacked(play, dice, seat.left(), kind)?;
    let (claimer, tiles) =
        players::willing_exposure(play).ok_or_else(|| internal("nobody calls the tile offered"))?;
    players::expose(play, claimer, tiles)
}

/// A mah jongg in error on a pick with the hand shown, then another player throws in: two
/// hands out, as the referee rules them (AM-MJE-03, AM-MJE-04), and two intact hands play
/// on. Returns the two intact seats.
pub(super) fn false_win_then_thrown_in(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
) -> Result<Vec<Seat>, GenerateError> {
    let seat = *dice.pick(&Seat::ALL);
    false_declaration(play, card, dice, seat, Declared::Picked, true)?;
    play.push(Event::RuledDead { seat })?;
    play.push(Event::PlayResumes { seat: seat.right() })?;
    let b = *dice.pick(&others(&[seat]));
    play.push(Event::HandThrownIn { seat: b })?;
    play.push(Event::RuledDead { seat: b })?;
    Ok(others(&[seat, b]))
}

fn throw_in(play: &mut Story, dice: &mut Dice, seat: Seat) -> Result<(), GenerateError> {
    if dice.chance(1, 2) {
        play.push(Event::HandThrownIn { seat })
    } else {
        play.push(Event::HandShown { seat })
    }
}

/// The stories of this file, each after the deal and the Charleston.
pub(super) const STORIES: &[Entry] = &[
    (I::FalseWinNothingShown, false_win_nothing_shown),
    (I::FalseWinGroupShown, false_win_group_shown),
    (I::FalseWinHandShown, false_win_hand_shown),
    (I::HandsDisturbedByFalseWin, hands_disturbed_by_false_win),
    (
        I::WallDestroyedAfterFalseWin,
        wall_destroyed_after_false_win,
    ),
    (I::FalselyClaimedTileClaimed, falsely_claimed_tile_claimed),
];

/// Mah jongg declared in error with nothing shown, on a pick or a discard.
fn false_win_nothing_shown(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let card = started(play, dice)?;
    let card: &Card = &card;
    let seat = *dice.pick(&Seat::ALL);
    let how = *dice.pick(&[Declared::Picked, Declared::Discard]);
    false_declaration(play, card, dice, seat, how, false)?;
    // The player sees the mistake and says so before a tile is shown.
    play.push(Event::DeclarationWithdrawn { seat })
}

/// Mah jongg declared in error on a discard with only the group it completes shown.
fn false_win_group_shown(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let card = started(play, dice)?;
    let card: &Card = &card;
    if dice.chance(1, 3) {
        play.edition = "2020".into();
    }
    let exposed = dice.chance(1, 3);
    let seat = declarer(play, dice, exposed)?;
    false_declaration(play, card, dice, seat, Declared::DiscardGroupShown, false).map(|_| ())
}

/// Mah jongg declared in error with the hand shown.
fn false_win_hand_shown(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let card = started(play, dice)?;
    let card: &Card = &card;
    if dice.chance(1, 4) {
        // Two hands are already out; this call in error leaves one intact hand.
        let intact = false_win_then_thrown_in(play, card, dice)?;
        let n = dice.below(3);
        super::dead::steps(play, dice, n)?;
        let seat = *dice.pick(&intact);
        return false_declaration(play, card, dice, seat, Declared::Picked, true).map(|_| ());
    }
    let exposed = dice.chance(1, 2);
    let seat = declarer(play, dice, exposed)?;
    let how = any_way(dice);
    false_declaration(play, card, dice, seat, how, true).map(|_| ())
}

/// After a mah jongg in error other players throw in or show their hands.
fn hands_disturbed_by_false_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let card = started(play, dice)?;
    let card: &Card = &card;
    let seat = *dice.pick(&Seat::ALL);
    let how = any_way(dice);
    let shown = dice.chance(1, 2);
    false_declaration(play, card, dice, seat, how, shown)?;
    match dice.below(3) {
        0 => {
            let b = *dice.pick(&others(&[seat]));
            throw_in(play, dice, b)
        }
        1 => {
            let b = *dice.pick(&others(&[seat]));
            throw_in(play, dice, b)?;
            let c = *dice.pick(&others(&[seat, b]));
            throw_in(play, dice, c)
        }
        _ => {
            // A second player declares in error (holding nothing complete), then a
            // third throws in.
            let b = *dice.pick(&others(&[seat]));
            if american_win(play.table(), b, card).is_some() {
                return Err(internal("the second declarer is complete"));
            }
            play.push(Event::DeclaredWin { seat: b })?;
            play.push(Event::HandShown { seat: b })?;
            let c = *dice.pick(&others(&[seat, b]));
            throw_in(play, dice, c)
        }
    }
}

/// After a mah jongg in error a player destroys the wall.
fn wall_destroyed_after_false_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let card = started(play, dice)?;
    let card: &Card = &card;
    let seat = *dice.pick(&Seat::ALL);
    let how = any_way(dice);
    let shown = dice.chance(1, 2);
    false_declaration(play, card, dice, seat, how, shown)?;
    let by = *dice.pick(&others(&[seat]));
    if dice.chance(1, 2) {
        play.push(Event::HandThrownIn { seat: by })?;
    }
    play.push(Event::WallDestroyed { seat: by })
}

/// The discard taken for a mah jongg in error is called by another player.
fn falsely_claimed_tile_claimed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let card = started(play, dice)?;
    let card: &Card = &card;
    if dice.chance(1, 2) {
        // Another player waits on the very tile the player in error called.
        let jokers = dice.chance(2, 3);
        let caller = wins::winner(play, dice, jokers, &[])?;
        let wait = players::make_ready(play, dice, caller)?;
        let discarder = *dice.pick(&others(&[caller]));
        let wrong = *dice.pick(&others(&[caller, discarder]));
        players::throw_stacked(play, dice, discarder, wait)?;
        play.push(Event::Claimed {
            seat: wrong,
            claim: ClaimKind::Win,
        })?;
        if american_win(play.table(), wrong, card).is_some() {
            return Err(internal("the first caller is complete after all"));
        }
        play.push(Event::DeclaredWin { seat: wrong })?;
        play.push(Event::HandShown { seat: wrong })?;
        players::mah_jongg_on_discard(play, caller)
    } else {
        // Another player calls it for an exposure with a pair of it in hand.
        let discarder = *dice.pick(&Seat::ALL);
        let wrong = *dice.pick(&others(&[discarder]));
        let offer = others(&[discarder, wrong]).into_iter().find_map(|s| {
            let rack = players::rack(play, s);
            rack.iter()
                .copied()
                .find(|k| *k != Kind::Joker && rack.iter().filter(|x| *x == k).count() >= 2)
                .map(|k| (s, k))
        });
        let (caller, tile) = offer.ok_or_else(|| internal("nobody holds a pair"))?;
        players::throw_stacked(play, dice, discarder, tile)?;
        // Play went on until the tile was thrown: the pair must still be there.
        let still_held = players::rack(play, caller)
            .iter()
            .filter(|k| **k == tile || **k == Kind::Joker)
            .count();
        if still_held < 2 {
            return Err(internal("the caller no longer holds a pair of the tile"));
        }
        play.push(Event::Claimed {
            seat: wrong,
            claim: ClaimKind::Win,
        })?;
        if american_win(play.table(), wrong, card).is_some() {
            return Err(internal("the first caller is complete after all"));
        }
        play.push(Event::DeclaredWin { seat: wrong })?;
        if dice.chance(1, 2) {
            play.push(Event::HandShown { seat: wrong })?;
        }
        play.push(Event::Claimed {
            seat: caller,
            claim: ClaimKind::Exposure,
        })
    }
}
