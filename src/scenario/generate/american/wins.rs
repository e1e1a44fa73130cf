//! Valid mah jongg and how it is paid, the wall game, and a wall pushed in.

use super::super::classical::{all_deal_places, deal_places};
use super::super::{GenerateError, Play};
use super::internal;
use super::sim;
use crate::analysis::american::{Card, HandRef, Target, reading, reading_count};
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// Deal and play the Charleston (the second one half the time).
pub(super) fn start(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    sim::deal(play)?;
    let second = dice.chance(1, 2);
    sim::charleston(play, card, dice, second)
}

/// Whether `seat` aims at a hand that takes jokers (so that a win on it without one is
/// paid double).
fn aims_where_jokers_count(play: &Play, seat: Seat) -> bool {
    play.aims[seat.index()]
        .as_ref()
        .is_some_and(|t| t.takes_jokers())
}

/// A seat (not among `not`) to win, holding jokers or none as asked.
pub(super) fn winner(
    play: &Play,
    dice: &mut Dice,
    jokers: impl Into<Option<bool>>,
    not: &[Seat],
) -> Result<Seat, GenerateError> {
    let jokers: Option<bool> = jokers.into();
    let fits: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !not.contains(s))
        .filter(|s| jokers.is_none_or(|j| sim::rack(play, *s).contains(&Kind::Joker) == j))
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
    play: &mut Play,
    dice: &mut Dice,
    not: &[Seat],
) -> Result<Seat, GenerateError> {
    if let Ok(seat) = winner(play, dice, true, not) {
        return Ok(seat);
    }
    let seat = winner(play, dice, None, not)?;
    sim::until_about_to_pick(play, dice, seat)?;
    sim::pick_stacked(play, seat, Kind::Joker)?;
    sim::discard(play, seat, dice)?;
    Ok(seat)
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
        sim::declare(play, seat)
    }
}

/// A random reading of a random card hand, as the 14 tiles that complete it: jokers in
/// some groups of three or more (`jokers`), or none at all (then the hand must be one
/// that could hold jokers, so that it is jokerless for payment).
pub(super) fn complete_hand(
    card: &Card,
    dice: &mut Dice,
    jokers: bool,
) -> Result<(Target, Vec<Kind>), GenerateError> {
    let hands: Vec<HandRef> = card.hands().map(|(at, _, _)| at).collect();
    for _ in 0..20 {
        let at = *dice.pick(&hands);
        let n = reading_count(card, at);
        if n == 0 {
            continue;
        }
        let Some(t) = reading(card, at, dice.below(n as u32) as usize) else {
            continue;
        };
        if !t.takes_jokers() {
            continue;
        }
        let mut tiles = Vec::with_capacity(14);
        let mut used = 0;
        for (k, size) in &t.groups {
            for i in 0..*size {
                let joker = jokers && *size >= 3 && i > 0 && used < 3 && dice.chance(1, 3);
                if joker {
                    used += 1;
                    tiles.push(Kind::Joker);
                } else {
                    tiles.push(*k);
                }
            }
        }
        if jokers
            && used == 0
            && let Some(i) = t
                .groups
                .iter()
                .scan(0usize, |start, (_, n)| {
                    let at = *start;
                    *start += usize::from(*n);
                    Some((at, *n))
                })
                .find(|(_, n)| *n >= 3)
                .map(|(at, _)| at + 1)
        {
            tiles[i] = Kind::Joker;
        }
        return Ok((t, tiles));
    }
    Err(internal("no card hand to deal"))
}

/// Stack the places `seat` is dealt from with `tiles` (in any order), before the deal,
/// taking nothing from the places in `reserved` (deals stacked before); this deal's
/// places are added to them.
fn stack_deal(
    play: &mut Play,
    seat: Seat,
    tiles: &[Kind],
    reserved: &mut Vec<crate::table::WallPos>,
) -> Result<(), GenerateError> {
    let places = deal_places(play, seat);
    for (at, kind) in places.iter().zip(tiles) {
        if !play.stack(*at, *kind, reserved)? {
            return Err(internal(format!("no {kind:?} to deal")));
        }
        reserved.push(*at);
    }
    Ok(())
}

/// East is dealt a complete hand and declares before any pass (AM-CH-05).
fn heavenly(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let east = play.table.dealer();
    let jokers = dice.chance(1, 2);
    let (_, tiles) = complete_hand(card, dice, jokers)?;
    stack_deal(play, east, &tiles, &mut Vec::new())?;
    sim::deal(play)?;
    sim::declare(play, east)
}

/// East completes a hand with the tiles the first Charleston brings (AM-CH-06): East is
/// dealt part of it, and the players passing to East were dealt the rest and pass it on.
fn earthly(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let east = play.table.dealer();
    let jokers = dice.chance(1, 2);
    let (target, tiles) = complete_hand(card, dice, jokers)?;
    let mut naturals: Vec<Kind> = tiles
        .iter()
        .copied()
        .filter(|k| *k != Kind::Joker)
        .collect();
    let jokers = tiles.len() - naturals.len();
    if naturals.len() < 9 {
        return Err(internal("too few natural tiles to pass"));
    }
    dice.shuffle(&mut naturals);
    let incoming: Vec<Kind> = naturals.split_off(naturals.len() - 9);
    let mut kept = naturals;
    kept.extend(std::iter::repeat_n(Kind::Joker, jokers));
    // East passes away tiles the hand does not use at all.
    let spare: Vec<Kind> = Kind::all()
        .into_iter()
        .filter(|k| *k != Kind::Joker && target.needs(*k) == 0)
        .filter(|k| play.table.set().count_of(*k) > 0)
        .collect();
    let mut east_tiles = kept.clone();
    while east_tiles.len() < 14 {
        east_tiles.push(*dice.pick(&spare));
    }
    let mut reserved = Vec::new();
    stack_deal(play, east, &east_tiles, &mut reserved)?;
    // The player passing to East at each of the three passes of the first Charleston.
    let senders: Vec<Seat> = (0..3)
        .map(|step| {
            Seat::ALL
                .into_iter()
                .find(|s| *s != east && sim::pass_target(*s, step) == east)
                .unwrap_or(east)
        })
        .collect();
    // Only the three tiles each sender passes on are stacked: the rest of its deal is
    // whatever the wall holds, and may give up tiles to the later stacking.
    for (i, sender) in senders.iter().enumerate() {
        stack_deal(play, *sender, &incoming[i * 3..i * 3 + 3], &mut reserved)?;
    }
    sim::deal(play)?;
    sim::aim_all(play, card, dice);
    play.aims[east.index()] = Some(target);
    for (step, sender) in senders.iter().enumerate() {
        let chosen: Vec<(Seat, Vec<Kind>)> = Seat::ALL
            .into_iter()
            .map(|s| {
                let tiles = if s == *sender {
                    incoming[step * 3..step * 3 + 3].to_vec()
                } else if s == east {
                    let mut spare = sim::excess(play, east);
                    spare.retain(|k| *k != Kind::Joker);
                    spare.truncate(3);
                    spare
                } else {
                    pass_avoiding(play, s, &incoming[(step + 1).min(3) * 3..], dice)
                };
                (s, tiles)
            })
            .collect();
        for (from, tiles) in chosen {
            play.push(Event::Passed {
                from,
                to: sim::pass_target(from, step),
                tiles,
                blind: 0,
            })?;
        }
    }
    play.push(Event::CharlestonStopped {
        by: *dice.pick(&Seat::ALL),
    })?;
    sim::declare(play, east)
}

/// Three tiles to pass from `seat`'s rack, never a joker nor a tile of `keep` (kept for
/// a later pass).
fn pass_avoiding(play: &Play, seat: Seat, keep: &[Kind], dice: &mut Dice) -> Vec<Kind> {
    let mut keep = keep.to_vec();
    let mut pool: Vec<Kind> = Vec::new();
    for k in sim::rack(play, seat) {
        if k == Kind::Joker {
            continue;
        }
        if let Some(i) = keep.iter().position(|x| *x == k) {
            keep.remove(i);
            continue;
        }
        pool.push(k);
    }
    dice.shuffle(&mut pool);
    pool.truncate(3);
    pool
}

/// Plain play until the wall is empty and its last tile has been picked.
fn play_out_wall(play: &mut Play, dice: &mut Dice) -> Result<Seat, GenerateError> {
    for _ in 0..1000 {
        if play.table.live_left() == 0
            && let Some(s) = play.table.holding()
        {
            return Ok(s);
        }
        sim::step(play, dice)?;
    }
    Err(internal("the wall never ran out"))
}

/// Before the deal, swap every joker `seat` would be dealt with a tile of the wall nobody
/// is dealt (the wall could have been built so): a player to win without jokers.
fn deal_no_jokers(play: &mut Play, seat: Seat) -> Result<(), GenerateError> {
    let all = all_deal_places(play);
    let mine = all[seat.index()].clone();
    let dealt: Vec<crate::table::WallPos> = all.into_iter().flatten().collect();
    let joker_at = |play: &Play, p: crate::table::WallPos| {
        play.table
            .at(p)
            .is_some_and(|id| play.table.kind(id) == Kind::Joker)
    };
    for p in mine {
        if !joker_at(play, p) {
            continue;
        }
        let donor = play
            .table
            .order()
            .iter()
            .rev()
            .copied()
            .find(|q| !dealt.contains(q) && play.table.at(*q).is_some() && !joker_at(play, *q))
            .ok_or_else(|| internal("no tile to swap for a joker in the deal"))?;
        play.swap_in_wall(p, donor)?;
    }
    Ok(())
}

/// Who picks the last tile of the wall if nobody calls a discard from now on.
fn last_picker(play: &Play) -> Result<Seat, GenerateError> {
    let mut seat = match play.table.holding() {
        Some(h) => h.right(),
        None => play
            .table
            .turn()
            .ok_or_else(|| internal("no one on turn"))?,
    };
    for _ in 1..play.table.live_left() {
        seat = seat.right();
    }
    Ok(seat)
}

/// Plain play until 30 tiles are left; then a tile that a player other than the one to
/// pick last holds a pair of is moved to the last place of the wall (the wall could have
/// been built so), nobody lets that pair go and nobody calls any more: whoever picks the
/// last tile has a discard someone can call.
fn last_tile_for_a_pair(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    for _ in 0..1000 {
        if play.table.live_left() <= 29 {
            break;
        }
        sim::step(play, dice)?;
    }
    let Some(last) = play.table.remaining().last() else {
        return Err(internal("the wall is empty"));
    };
    // Nobody calls for the rest of the game, so who picks the last tile is known now:
    // the pair is one someone else holds.
    play.waiting.extend(Seat::ALL);
    let picker = last_picker(play)?;
    let stacks = play.table.stacks();
    let mut pairs: Vec<Kind> = Vec::new();
    for s in Seat::ALL.into_iter().filter(|s| *s != picker) {
        let rack = sim::rack(play, s);
        for k in &rack {
            if *k != Kind::Joker && rack.iter().filter(|x| *x == k).count() >= 2 {
                pairs.push(*k);
            }
        }
    }
    let in_wall = |k: Kind| {
        play.table.remaining().find(|p| {
            !play.held_back.contains(p)
                && play.table.at(*p).is_some_and(|id| {
                    usize::from(id.0) == p.slot(stacks) && play.table.kind(id) == k
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
    play.protected.push(kind);
    Ok(())
}

/// Plain play until one tile is left in the wall and someone is about to pick it.
fn until_last_tile(play: &mut Play, dice: &mut Dice) -> Result<Seat, GenerateError> {
    for _ in 0..1000 {
        if play.table.holding().is_none() && play.table.live_left() <= 1 {
            return play.table.turn().ok_or_else(|| internal("no one on turn"));
        }
        sim::step(play, dice)?;
    }
    Err(internal("the wall never came down to one tile"))
}

/// Some exposure on the table with a joker in it, made by a player other than `not`.
fn exposed_joker(play: &Play, not: Seat) -> Option<(Seat, u8, Kind)> {
    sim::joker_sets(play).find(|(owner, _, _)| *owner != not)
}

/// Plain play until a player other than `not` lays an exposure with a joker in it: the
/// first time a discard lets someone complete a group of their aim with a joker, they
/// call it. Returns the owner, the set and its natural tile.
fn expose_a_joker(
    play: &mut Play,
    dice: &mut Dice,
    not: Seat,
) -> Result<(Seat, u8, Kind), GenerateError> {
    for _ in 0..120 {
        if let Some(found) = exposed_joker(play, not) {
            return Ok(found);
        }
        if play.table.live_left() <= 29 {
            break;
        }
        let Some(holder) = play.table.holding() else {
            sim::step(play, dice)?;
            continue;
        };
        let tile = sim::discard(play, holder, dice)?;
        // A player holding one or two of the tile and a joker calls it for a pung or a
        // kong, if the group fits a hand on the card beside their other exposures.
        let card = play.card.clone().ok_or_else(|| internal("no card"))?;
        let offer = Seat::ALL.into_iter().find_map(|s| {
            if s == not || s == holder {
                return None;
            }
            let rack = sim::rack(play, s);
            let naturals = rack.iter().filter(|k| **k == tile).count();
            let jokers = rack.iter().filter(|k| **k == Kind::Joker).count();
            if !(1..=2).contains(&naturals) || jokers == 0 {
                return None;
            }
            let mut lay = vec![tile; naturals];
            lay.push(Kind::Joker);
            let mut group = lay.clone();
            group.push(tile);
            let others = crate::table::american::exposures_of(&play.table, s);
            (!crate::table::american::exposure_is_invalid(&card, &group, &others))
                .then_some((s, lay))
        });
        if let Some((caller, tiles)) = offer {
            sim::expose(play, caller, tiles)?;
        }
    }
    Err(internal("no joker exposed"))
}

/// The win is paid with the jokerless bonus, or without it, as the story needs. The
/// tiles may also make a hand worth more that takes no jokers (Singles and Pairs), or a
/// re-aimed player may have let a joker go: such a draw is tried again.
fn paid_jokerless(play: &Play, card: &Card, seat: Seat, wanted: bool) -> Result<(), GenerateError> {
    let jokerless =
        crate::table::american::american_win(&play.table, seat, card).is_some_and(|m| m.jokerless);
    if jokerless == wanted {
        Ok(())
    } else {
        Err(internal("the win is not paid as the story needs"))
    }
}

/// A valid win, then another player shows or throws in their hand (AM-MJ-01).
fn hand_revealed(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
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

pub(super) fn inject(
    play: &mut Play,
    irregularity: Irregularity,
    card: &Card,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    use Irregularity as I;
    match irregularity {
        I::HeavenlyHand => return heavenly(play, card, dice),
        I::EarthlyHand => return earthly(play, card, dice),
        _ => {}
    }
    let dealt_no_jokers = if irregularity == I::JokerlessWin {
        let seat = *dice.pick(&Seat::ALL);
        // Part of a hand that takes jokers is dealt to the player, who then completes it
        // with naturals alone.
        let (target, mut tiles) = complete_hand(card, dice, false)?;
        dice.shuffle(&mut tiles);
        tiles.truncate(dice.range(6, 10) as usize);
        stack_deal(play, seat, &tiles, &mut Vec::new())?;
        deal_no_jokers(play, seat)?;
        Some((seat, target))
    } else {
        None
    };
    start(play, card, dice)?;
    let dealer = play.table.dealer();
    let others = [dealer.right(), dealer.left(), dealer.right().right()];
    match irregularity {
        I::WinOnDiscard | I::SelfPickedWin => {
            let seat = winner_with_joker(play, dice, &[dealer])?;
            win(play, dice, seat, irregularity == I::WinOnDiscard)?;
            paid_jokerless(play, card, seat, false)
        }
        I::DealerWins => {
            let seat = winner_with_joker(play, dice, &others)?;
            let on_discard = dice.chance(1, 2);
            win(play, dice, seat, on_discard)?;
            paid_jokerless(play, card, seat, false)
        }
        I::JokerlessWin => {
            let (seat, target) =
                dealt_no_jokers.ok_or_else(|| internal("no seat dealt without jokers"))?;
            play.jokerless.push(seat);
            // The player aims at the hand it was dealt part of (readiness re-aims if the
            // wall can no longer complete it).
            play.aims[seat.index()] = Some(target);
            let on_discard = dice.chance(1, 2);
            win(play, dice, seat, on_discard)?;
            paid_jokerless(play, card, seat, true)
        }
        I::HandRevealedAfterWin => hand_revealed(play, dice),
        I::WinAfterJokerExchange => {
            let seat = winner(play, dice, None, &[])?;
            let (_, _, natural) = expose_a_joker(play, dice, seat)?;
            // The natural the winner gives for the joker stays in the wall for it.
            sim::hold_back(play, natural)?;
            // Nobody else exchanges for that joker before the winner does.
            play.waiting
                .extend(Seat::ALL.into_iter().filter(|s| *s != seat));
            sim::make_ready_for_a_joker(play, dice, seat)?;
            let (owner, meld, natural) = exposed_joker(play, seat)
                .ok_or_else(|| internal("the exposed jokers were taken"))?;
            sim::until_about_to_pick(play, dice, seat)?;
            sim::pick_stacked(play, seat, natural)?;
            play.push(Event::JokerExchanged {
                seat,
                owner,
                meld,
                tile: natural,
                from_discard: false,
                completed: true,
            })?;
            sim::declare(play, seat)
        }
        I::SimultaneousWins => {
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
            let wait_call = sim::make_ready(play, dice, caller)?;
            let wait_pick = sim::make_ready(play, dice, picker)?;
            sim::throw_stacked(play, dice, discarder, wait_call)?;
            play.push(Event::Claimed {
                seat: caller,
                claim: ClaimKind::Win,
            })?;
            sim::pick_stacked(play, picker, wait_pick)?;
            sim::declare(play, picker)?;
            let tiles = sim::group_beside(play, caller, wait_call);
            play.push(Event::Exposed {
                seat: caller,
                tiles,
            })?;
            sim::declare(play, caller)
        }
        I::WallGame => {
            let last = play_out_wall(play, dice)?;
            sim::discard(play, last, dice).map(|_| ())
        }
        I::WinOnLastDiscard => {
            // Nobody calls for the rest of the game, so the turn goes round and who picks
            // the last tile is known now: the winner is someone else.
            play.waiting.extend(Seat::ALL);
            let last = last_picker(play)?;
            let jokers = dice.chance(2, 3);
            let seat = winner(play, dice, jokers, &[last])
                .or_else(|_| winner(play, dice, None, &[last]))?;
            let wait = sim::make_ready(play, dice, seat)?;
            let end = play
                .table
                .remaining()
                .last()
                .ok_or_else(|| internal("the wall is empty"))?;
            sim::move_held(play, wait, end)?;
            let picker = until_last_tile(play, dice)?;
            if picker == seat {
                return Err(internal("the winner picks the last tile"));
            }
            sim::pick(play, picker)?;
            let last = play.table.drawn().map(|(_, id, _)| play.table.kind(id));
            if last != Some(wait) {
                return Err(internal("the last tile is not the one awaited"));
            }
            play.push(Event::Discarded {
                seat: picker,
                tile: wait,
                named: None,
            })?;
            sim::mah_jongg_on_discard(play, seat)
        }
        I::ExposureOnLastDiscard => {
            last_tile_for_a_pair(play, dice)?;
            let picker = until_last_tile(play, dice)?;
            sim::pick(play, picker)?;
            let offer = sim::rack(play, picker).into_iter().find_map(|k| {
                (k != Kind::Joker)
                    .then(|| {
                        Seat::ALL.into_iter().find(|s| {
                            *s != picker
                                && sim::rack(play, *s).iter().filter(|x| **x == k).count() >= 2
                        })
                    })
                    .flatten()
                    .map(|s| (k, s))
            });
            let (tile, caller) =
                offer.ok_or_else(|| internal("nobody could call the last discard"))?;
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
        I::WallDestroyed => {
            for _ in 0..dice.range(4, 30) {
                sim::step(play, dice)?;
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
        I::CountsChecked => {
            // Someone doubts a count; the table stops, on a turn or between turns.
            for _ in 0..dice.range(2, 40) {
                sim::step(play, dice)?;
            }
            play.push(Event::TilesCounted)
        }
        other => Err(internal(format!("{other:?} is not a win"))),
    }
}
