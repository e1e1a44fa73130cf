//! Valid mah jongg and how it is paid, the wall game, and a wall pushed in.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal};
use super::east::{complete_hand, stack_deal};
use super::players;
use super::started;
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// Deal and play the Charleston (the second one half the time).
pub(super) fn start(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    players::deal(play)?;
    let second = dice.chance(1, 2);
    players::charleston(play, card, dice, second)
}

/// Whether `seat` aims at a hand that takes jokers (so that a win on it without one is
/// paid double).
fn aims_where_jokers_count(play: &Story, seat: Seat) -> bool {
    play.aims[seat].as_ref().is_some_and(|t| t.takes_jokers())
}

/// A seat (not among `not`) to win, holding jokers or none as asked.
pub(super) fn winner(
    play: &Story,
    dice: &mut Dice,
    jokers: impl Into<Option<bool>>,
    not: &[Seat],
) -> Result<Seat, GenerateError> {
    let jokers: Option<bool> = jokers.into();
    let fits: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !not.contains(s))
        .filter(|s| jokers.is_none_or(|j| players::rack(play, *s).contains(&Kind::Joker) == j))
        .filter(|s| aims_where_jokers_count(play, *s))
        .collect();
    if fits.is_empty() {
        return Err(internal("no player fits the winner wanted"));
    }
    Ok(*dice.pick(&fits))
}

/// A seat (not among `not`) to win holding a joker: one that holds one already, or one
/// whose aim takes jokers and who picks one now (stacked).
pub(super) fn winner_with_joker(
    play: &mut Story,
    dice: &mut Dice,
    not: &[Seat],
) -> Result<Seat, GenerateError> {
    if let Ok(seat) = winner(play, dice, true, not) {
        return Ok(seat);
    }
    let seat = winner(play, dice, None, not)?;
    players::until_about_to_pick(play, dice, seat)?;
    players::pick_stacked(play, seat, Kind::Joker)?;
    players::discard(play, seat, dice)?;
    Ok(seat)
}

/// Make `seat` ready and let it win: on a discard from the player before it, or from
/// the wall.
pub(super) fn win(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    on_discard: bool,
) -> Result<(), GenerateError> {
    let wait = players::make_ready(play, dice, seat)?;
    if on_discard {
        players::throw_stacked(play, dice, seat.left(), wait)?;
        players::mah_jongg_on_discard(play, seat)
    } else {
        players::until_about_to_pick(play, dice, seat)?;
        players::pick_stacked(play, seat, wait)?;
        players::declare(play, seat)
    }
}

/// Before the deal, swap every joker `seat` would be dealt with a tile of the wall nobody
/// is dealt (the wall could have been built so): a player to win without jokers.
fn deal_no_jokers(play: &mut Story, seat: Seat) -> Result<(), GenerateError> {
    let all = play.all_deal_places();
    let mine = all[seat].clone();
    let dealt: Vec<crate::table::WallPos> = all.iter().flatten().copied().collect();
    let joker_at = |play: &Story, p: crate::table::WallPos| {
        play.table()
            .at(p)
            .is_some_and(|id| play.table().kind(id) == Kind::Joker)
    };
    for p in mine {
        if !joker_at(play, p) {
            continue;
        }
        let donor = play
            .table()
            .order()
            .iter()
            .rev()
            .copied()
            .find(|q| !dealt.contains(q) && play.table().at(*q).is_some() && !joker_at(play, *q))
            .ok_or_else(|| internal("no tile to swap for a joker in the deal"))?;
        play.swap_in_wall(p, donor)?;
    }
    Ok(())
}

/// Some exposure on the table with a joker in it, made by a player other than `not`.
fn exposed_joker(play: &Story, not: Seat) -> Option<(Seat, u8, Kind)> {
    players::joker_sets(play).find(|(owner, _, _)| *owner != not)
}

/// Plain play until a player other than `not` lays an exposure with a joker in it: the
/// first time a discard lets someone complete a group of their aim with a joker, they
/// call it. Returns the owner, the set and its natural tile.
fn expose_a_joker(
    play: &mut Story,
    dice: &mut Dice,
    not: Seat,
) -> Result<(Seat, u8, Kind), GenerateError> {
    for _ in 0..120 {
        if let Some(found) = exposed_joker(play, not) {
            return Ok(found);
        }
        if play.table().live_left() <= 29 {
            break;
        }
        let Some(holder) = play.table().holding() else {
            players::regular_action(play, dice)?;
            continue;
        };
        let tile = players::discard(play, holder, dice)?;
        // A player holding one or two of the tile and a joker calls it for a pung or a
        // kong, if the group fits a hand on the card beside their other exposures.
        let card = play.card().ok_or_else(|| internal("no card"))?;
        let offer = Seat::ALL.into_iter().find_map(|s| {
            if s == not || s == holder {
                return None;
            }
            let rack = players::rack(play, s);
            let naturals = rack.iter().filter(|k| **k == tile).count();
            let jokers = rack.iter().filter(|k| **k == Kind::Joker).count();
            if !(1..=2).contains(&naturals) || jokers == 0 {
                return None;
            }
            let mut lay = vec![tile; naturals];
            lay.push(Kind::Joker);
            let mut group = lay.clone();
            group.push(tile);
            let others = crate::table::american::exposures_of(play.table(), s);
            (!crate::table::american::exposure_is_invalid(&card, &group, &others))
                .then_some((s, lay))
        });
        if let Some((caller, tiles)) = offer {
            players::expose(play, caller, tiles)?;
        }
    }
    Err(internal("no joker exposed"))
}

/// The win is paid with the jokerless bonus, or without it, as the story needs. The
/// tiles may also make a hand worth more that takes no jokers (Singles and Pairs), or a
/// re-aimed player may have let a joker go: such a draw is tried again.
fn paid_jokerless(
    play: &Story,
    card: &Card,
    seat: Seat,
    wanted: bool,
) -> Result<(), GenerateError> {
    let jokerless =
        crate::table::american::american_win(play.table(), seat, card).is_some_and(|m| m.jokerless);
    if jokerless == wanted {
        Ok(())
    } else {
        Err(internal("the win is not paid as the story needs"))
    }
}

/// A valid win, then another player shows or throws in their hand (AM-MJ-01).
fn hand_revealed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let jokers = dice.chance(2, 3);
    let seat = winner(play, dice, jokers, &[])?;
    let on_discard = dice.chance(1, 2);
    win(play, dice, seat, on_discard)?;
    let others: Vec<Seat> = Seat::ALL.into_iter().filter(|s| *s != seat).collect();
    let other = *dice.pick(&others);
    if dice.chance(1, 2) {
        play.push(Event::HandThrownIn { seat: other })
    } else {
        play.push(Event::HandShown { seat: other })
    }
}

/// The stories of this file: East's hands at the start, then wins and the wall game after
/// the deal and the Charleston.
pub(super) const STORIES: &[Entry] = &[
    (I::WinOnDiscard, |p, d| {
        win_on_discard(p, d, I::WinOnDiscard)
    }),
    (I::SelfPickedWin, |p, d| {
        win_on_discard(p, d, I::SelfPickedWin)
    }),
    (I::DealerWins, dealer_wins),
    (I::JokerlessWin, jokerless_win),
    (I::HandRevealedAfterWin, hand_revealed_after_win),
    (I::WinAfterJokerExchange, win_after_joker_exchange),
    (I::SimultaneousWins, simultaneous_wins),
];

/// A valid mah jongg with a joker in it, on a discard or picked from the wall.
fn win_on_discard(
    play: &mut Story,
    dice: &mut Dice,
    irregularity: crate::rules::Irregularity,
) -> Result<(), GenerateError> {
    let card = started(play, dice)?;
    let card: &Card = &card;
    let dealer = play.table().dealer();
    let seat = winner_with_joker(play, dice, &[dealer])?;
    win(play, dice, seat, irregularity == I::WinOnDiscard)?;
    paid_jokerless(play, card, seat, false)
}

/// East makes a valid mah jongg with a joker in it.
fn dealer_wins(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let card = started(play, dice)?;
    let card: &Card = &card;
    let dealer = play.table().dealer();
    let others = [dealer.right(), dealer.left(), dealer.right().right()];
    let seat = winner_with_joker(play, dice, &others)?;
    let on_discard = dice.chance(1, 2);
    win(play, dice, seat, on_discard)?;
    paid_jokerless(play, card, seat, false)
}

/// A valid mah jongg with naturals only, in a hand that could have held jokers.
fn jokerless_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let card = super::card(play)?;
    let card: &Card = &card;
    // Part of a hand that takes jokers is dealt to the player, who then completes it
    // with naturals alone.
    let seat = *dice.pick(&Seat::ALL);
    let (target, mut tiles) = complete_hand(card, dice, false)?;
    dice.shuffle(&mut tiles);
    tiles.truncate(dice.range(6, 10) as usize);
    stack_deal(play, seat, &tiles, &mut Vec::new())?;
    deal_no_jokers(play, seat)?;
    start(play, card, dice)?;
    play.wants.jokerless.push(seat);
    // The player aims at the hand it was dealt part of (readiness re-aims if the
    // wall can no longer complete it).
    play.aims[seat] = Some(target);
    let on_discard = dice.chance(1, 2);
    win(play, dice, seat, on_discard)?;
    paid_jokerless(play, card, seat, true)
}

/// After a valid mah jongg another player shows or throws in the hand.
fn hand_revealed_after_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    started(play, dice)?;
    hand_revealed(play, dice)
}

/// A player exchanges for a joker in another's exposure and so completes the hand.
fn win_after_joker_exchange(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    started(play, dice)?;
    let seat = winner(play, dice, None, &[])?;
    let (_, _, natural) = expose_a_joker(play, dice, seat)?;
    // The natural the winner gives for the joker stays in the wall for it.
    players::hold_back(play, natural)?;
    // Nobody else exchanges for that joker before the winner does.
    play.wants
        .waiting
        .extend(Seat::ALL.into_iter().filter(|s| *s != seat));
    players::make_ready_for_a_joker(play, dice, seat)?;
    let (owner, meld, natural) =
        exposed_joker(play, seat).ok_or_else(|| internal("the exposed jokers were taken"))?;
    players::until_about_to_pick(play, dice, seat)?;
    players::pick_stacked(play, seat, natural)?;
    play.push(Event::JokerExchanged {
        seat,
        owner,
        meld,
        tile: natural,
        from_discard: false,
        completed: true,
    })?;
    players::declare(play, seat)
}

/// One player calls a discard for mah jongg while the next picks the tile that completes its hand.
fn simultaneous_wins(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    started(play, dice)?;
    // Two players whose aims take jokers, the caller not the picker's discarder.
    let fits = |s: Seat| aims_where_jokers_count(play, s);
    let pairs: Vec<(Seat, Seat)> = Seat::ALL
        .into_iter()
        .flat_map(|p| Seat::ALL.into_iter().map(move |c| (p, c)))
        .filter(|(p, c)| p != c && *c != p.left() && fits(*p) && fits(*c))
        .collect();
    if pairs.is_empty() {
        return Err(internal("no two players fit the winners wanted"));
    }
    let (picker, caller) = *dice.pick(&pairs);
    let discarder = picker.left();
    let wait_call = players::make_ready(play, dice, caller)?;
    let wait_pick = players::make_ready(play, dice, picker)?;
    players::throw_stacked(play, dice, discarder, wait_call)?;
    play.push(Event::Claimed {
        seat: caller,
        claim: ClaimKind::Win,
    })?;
    players::pick_stacked(play, picker, wait_pick)?;
    players::declare(play, picker)?;
    let tiles = players::group_beside(play, caller, wait_call);
    play.push(Event::Exposed {
        seat: caller,
        tiles,
    })?;
    players::declare(play, caller)
}
