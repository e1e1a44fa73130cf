//! Joker exchanges gone wrong: refused by the owner, made before picking, made with the
//! discard, undone, made with the wrong tile, or made on a dead hand's exposure. Each
//! starts from an exposure holding a joker, laid in plain play or called here by a
//! player whose aim has that group.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal};
use super::players;
use super::started;
use crate::analysis::american::Card;
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::american::{exposure_is_invalid, exposures_of};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// An exposure on the table with a joker in it: (owner, set, the natural it stands for).
type Open = (Seat, u8, Kind);

/// The natural of set `meld` of `owner`, while the set still holds a joker.
fn joker_in(play: &Story, owner: Seat, meld: u8) -> Option<Kind> {
    let m = play.table().melds(owner).get(usize::from(meld))?;
    let kinds: Vec<Kind> = m.tiles.iter().map(|t| play.table().kind(*t)).collect();
    if !kinds.contains(&Kind::Joker) {
        return None;
    }
    kinds.into_iter().find(|k| *k != Kind::Joker)
}

/// Exposures with a joker laid so far by players still in the game.
fn open_jokers(play: &Story) -> Vec<Open> {
    let mut out = Vec::new();
    for owner in Seat::ALL {
        if play.table().dead().contains(&owner) {
            continue;
        }
        for i in 0..play.table().melds(owner).len() {
            let meld = u8::try_from(i).unwrap_or(u8::MAX);
            if let Some(k) = joker_in(play, owner, meld) {
                out.push((owner, meld, k));
            }
        }
    }
    out
}

/// A group of its aim that `seat` would expose with a joker if the tile were thrown: the
/// tile, the tiles it lays beside it, and how many of those jokers it still lacks.
fn joker_group(play: &Story, seat: Seat) -> Option<(Kind, Vec<Kind>, usize)> {
    let aim = play.aims[seat].as_ref()?;
    if aim.xc != crate::analysis::american::Xc::X || play.table().dead().contains(&seat) {
        return None;
    }
    let rack = players::rack(play, seat);
    let jokers = rack.iter().filter(|k| **k == Kind::Joker).count();
    let mut best: Option<(Kind, Vec<Kind>, usize)> = None;
    for (k, n) in &aim.groups {
        let exposed = play
            .table()
            .melds(seat)
            .iter()
            .any(|m| m.tiles.iter().any(|t| play.table().kind(*t) == *k));
        let naturals = rack.iter().filter(|x| *x == k).count();
        let want = usize::from(*n).saturating_sub(1);
        if *n < 3 || exposed || naturals == 0 || naturals >= want {
            continue;
        }
        let lacking = (want - naturals).saturating_sub(jokers);
        if best.as_ref().is_none_or(|b| lacking < b.2) {
            let mut lay = vec![*k; naturals];
            lay.extend(std::iter::repeat_n(Kind::Joker, want - naturals));
            best = Some((*k, lay, lacking));
        }
    }
    best
}

/// A live seat not among `not` that holds `kind` on its rack.
fn holder(play: &Story, dice: &mut Dice, kind: Kind, not: &[Seat]) -> Option<Seat> {
    let holders: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !not.contains(s) && !play.table().dead().contains(s))
        .filter(|s| players::rack(play, *s).contains(&kind))
        .collect();
    (!holders.is_empty()).then(|| *dice.pick(&holders))
}

/// A seat not among `not` throws `kind` on its turn: one that holds it lets it go, or
/// else one whose aim does not want it picks it (stacked) and throws it.
fn throw_kind(
    play: &mut Story,
    dice: &mut Dice,
    kind: Kind,
    not: &[Seat],
) -> Result<Seat, GenerateError> {
    if let Some(from) = holder(play, dice, kind, not) {
        play.wants.keep = vec![kind];
        let came =
            players::until_about_to_pick(play, dice, from).and_then(|()| players::pick(play, from));
        play.wants.keep.clear();
        came?;
        if players::rack(play, from).contains(&kind) {
            play.push(Event::Discarded {
                seat: from,
                tile: kind,
                named: None,
            })?;
            return Ok(from);
        }
        return Err(internal(format!(
            "{from} no longer holds the tile to throw"
        )));
    }
    let live: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !not.contains(s) && !play.table().dead().contains(s))
        .collect();
    let careless: Vec<Seat> = live
        .iter()
        .copied()
        .filter(|s| play.aims[*s].as_ref().is_none_or(|t| t.needs(kind) == 0))
        .collect();
    let from = if careless.is_empty() { live } else { careless };
    if from.is_empty() {
        return Err(internal("no one to throw"));
    }
    let from = *dice.pick(&from);
    players::throw_stacked(play, dice, from, kind)?;
    Ok(from)
}

/// `seat` calls `kind`, thrown (stacked) by another player, and lays `tiles` beside it.
/// The caller keeps its hand as it is while the discard comes round.
fn call(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    kind: Kind,
    tiles: &[Kind],
) -> Result<u8, GenerateError> {
    play.wants.still = Some(seat);
    let thrown = throw_kind(play, dice, kind, &[seat]);
    play.wants.still = None;
    thrown?;
    let mut rack = players::rack(play, seat);
    for t in tiles {
        let Some(i) = rack.iter().position(|k| k == t) else {
            return Err(internal(format!("{seat} no longer holds the group")));
        };
        rack.remove(i);
    }
    play.push(Event::Claimed {
        seat,
        claim: ClaimKind::Exposure,
    })?;
    play.push(Event::Exposed {
        seat,
        tiles: tiles.to_vec(),
    })?;
    let n = play.table().melds(seat).len();
    Ok(u8::try_from(n.saturating_sub(1)).unwrap_or(u8::MAX))
}

/// After the deal and the Charleston, some plain play, then an exposure with a joker on
/// the table: one laid in play, or one a player calls here for its aim (and then
/// discards).
fn joker_exposure(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<Open, GenerateError> {
    for _ in 0..dice.below(10) {
        players::regular_action(play, dice)?;
    }
    let laid = open_jokers(play);
    if !laid.is_empty() && dice.chance(2, 3) {
        return Ok(*dice.pick(&laid));
    }
    let groups: Vec<(Seat, Kind, Vec<Kind>, usize)> = Seat::ALL
        .into_iter()
        .filter_map(|s| joker_group(play, s).map(|(k, lay, short)| (s, k, lay, short)))
        .filter(|g| g.3 <= 1)
        .collect();
    let ready: Vec<&(Seat, Kind, Vec<Kind>, usize)> = groups.iter().filter(|g| g.3 == 0).collect();
    let (owner, kind, lay, short) = if ready.is_empty() {
        groups.first().cloned()
    } else {
        Some((*dice.pick(&ready)).clone())
    }
    .ok_or_else(|| internal("nobody would expose a group with a joker"))?;
    if short > 0 {
        // One joker short: the owner picks it on its next turn and keeps it.
        play.wants.still = Some(owner);
        let picked = pick_for(play, dice, owner, Some(Kind::Joker))
            .and_then(|()| players::discard(play, owner, dice).map(|_| ()));
        play.wants.still = None;
        picked?;
    }
    let mut group = lay.clone();
    group.push(kind);
    // An aim read from the card can still clash with what the owner has already shown.
    if exposure_is_invalid(card, &group, &exposures_of(play.table(), owner)) {
        return Err(internal("the group called fits no hand on the card"));
    }
    let meld = call(play, dice, owner, kind, &lay)?;
    players::discard(play, owner, dice)?;
    Ok((owner, meld, kind))
}

/// Plain play until `seat` is on turn and has picked: a stacked `kind` when given, and
/// no exchange of its own before the moment.
fn pick_for(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    kind: Option<Kind>,
) -> Result<(), GenerateError> {
    players::until_about_to_pick(play, dice, seat)?;
    match kind {
        Some(k) => players::pick_stacked(play, seat, k),
        None => players::pick(play, seat),
    }
}

/// Another live player than `owner` to exchange: often one already holding the natural
/// `kind` when given, else the next to pick more often than not.
fn exchanger(
    play: &Story,
    dice: &mut Dice,
    owner: Seat,
    kind: Option<Kind>,
) -> Result<Seat, GenerateError> {
    if let Some(s) = kind
        .and_then(|k| holder(play, dice, k, &[owner]))
        .filter(|_| dice.chance(1, 2))
    {
        return Ok(s);
    }
    let mut others: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| *s != owner && !play.table().dead().contains(s))
        .collect();
    // A player whose hand takes jokers is the one who wants them.
    let keen: Vec<Seat> = others
        .iter()
        .copied()
        .filter(|s| play.aims[*s].as_ref().is_some_and(|t| t.takes_jokers()))
        .collect();
    if !keen.is_empty() {
        others = keen;
    }
    if others.is_empty() {
        return Err(internal("no one else is playing"));
    }
    let next = play.table().turn().filter(|s| others.contains(s));
    Ok(match next {
        Some(s) if dice.chance(1, 2) => s,
        _ => *dice.pick(&others),
    })
}

/// `seat` picks on its turn (the natural, unless it holds one) and trades it, legally,
/// for the joker of `meld`.
fn legal_exchange(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    (owner, meld, kind): Open,
) -> Result<(), GenerateError> {
    let holds = players::rack(play, seat).contains(&kind);
    let stacked = (!holds || dice.chance(1, 2)).then_some(kind);
    pick_for(play, dice, seat, stacked)?;
    if joker_in(play, owner, meld) != Some(kind) {
        return Err(internal("the joker went before the moment"));
    }
    play.push(Event::JokerExchanged {
        seat,
        owner,
        meld,
        tile: kind,
        from_discard: false,
        completed: true,
    })
}

/// AM-JK-01 and AM-JK-04: a legal exchange, then the owner refuses it or the exchanger
/// wants it undone.
fn after_legal(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
    refused: bool,
) -> Result<(), GenerateError> {
    let open = joker_exposure(play, card, dice)?;
    let owner = open.0;
    // Undoing one's own exchange is as much a change of mind as undoing another's.
    let seat = if !refused && dice.chance(1, 4) {
        owner
    } else {
        exchanger(play, dice, owner, Some(open.2))?
    };
    legal_exchange(play, dice, seat, open)?;
    play.push(if refused {
        Event::ExchangeRefused { owner }
    } else {
        Event::ExchangeUndone { seat }
    })
}

/// AM-JK-02: a player holding the natural exchanges while on turn before picking, or
/// while another player has the turn; completed, or only announced.
fn before_picking(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let (owner, meld, kind) = joker_exposure(play, card, dice)?;
    let seat = exchanger(play, dice, owner, Some(kind))?;
    play.wants.still = Some(seat);
    play.wants.keep = vec![kind];
    let result = early(play, dice, seat, kind);
    play.wants.still = None;
    play.wants.keep.clear();
    result?;
    if joker_in(play, owner, meld) != Some(kind) || !players::rack(play, seat).contains(&kind) {
        return Err(internal("the exchange is no longer open"));
    }
    play.push(Event::JokerExchanged {
        seat,
        owner,
        meld,
        tile: kind,
        from_discard: false,
        completed: dice.chance(1, 2),
    })
}

/// Brings `seat`, holding `kind`, to a moment it may not exchange: its turn before it
/// picks, or someone else's turn.
fn early(play: &mut Story, dice: &mut Dice, seat: Seat, kind: Kind) -> Result<(), GenerateError> {
    if !players::rack(play, seat).contains(&kind) {
        pick_for(play, dice, seat, Some(kind))?;
        players::discard(play, seat, dice)?;
    }
    if dice.chance(1, 2) {
        return players::until_about_to_pick(play, dice, seat);
    }
    for _ in 0..dice.below(4) {
        players::regular_action(play, dice)?;
    }
    for _ in 0..8 {
        let on_turn = play.table().turn() == Some(seat) && play.table().holding() == Some(seat);
        let about = play.table().turn() == Some(seat) && play.table().holding().is_none();
        if !on_turn && !about {
            return Ok(());
        }
        players::regular_action(play, dice)?;
    }
    Err(internal(format!("{seat} never left the turn")))
}

/// AM-JK-03: a discard of the natural lies, and a player trades it straight for the joker.
fn with_discard(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let (owner, meld, kind) = joker_exposure(play, card, dice)?;
    let from = throw_kind(play, dice, kind, &[owner])?;
    if joker_in(play, owner, meld) != Some(kind) {
        return Err(internal("the joker went before the moment"));
    }
    let seat = if dice.chance(1, 2) {
        from.right()
    } else {
        *dice.pick(&from.others())
    };
    if play.table().dead().contains(&seat) {
        return Err(internal("the exchanger is dead"));
    }
    play.push(Event::JokerExchanged {
        seat,
        owner,
        meld,
        tile: kind,
        from_discard: true,
        completed: true,
    })
}

/// AM-JK-05: on their turn a player gives a tile that only looks like the natural; found
/// at once, or after the next discard.
fn wrong_tile(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let (owner, meld, kind) = joker_exposure(play, card, dice)?;
    let seat = exchanger(play, dice, owner, None)?;
    let alikes = players::look_alikes(kind);
    if alikes.is_empty() {
        return Err(internal("nothing looks like the natural"));
    }
    players::until_about_to_pick(play, dice, seat)?;
    let held: Vec<Kind> = players::rack(play, seat)
        .into_iter()
        .filter(|k| alikes.contains(k))
        .collect();
    let tile = if !held.is_empty() && dice.chance(1, 2) {
        players::pick(play, seat)?;
        *dice.pick(&held)
    } else {
        let t = *dice.pick(&alikes);
        players::pick_stacked(play, seat, t)?;
        t
    };
    if joker_in(play, owner, meld) != Some(kind) {
        return Err(internal("the joker went before the moment"));
    }
    play.push(Event::JokerExchanged {
        seat,
        owner,
        meld,
        tile,
        from_discard: false,
        completed: true,
    })?;
    if dice.chance(1, 2) {
        players::discard(play, seat, dice)?;
        if dice.chance(1, 2) {
            // Play goes on quietly: a call or an exchange here would be a matter of its own
            // after the one the story is about.
            let waiting = std::mem::replace(&mut play.wants.waiting, Seat::ALL.to_vec());
            let step = players::regular_action(play, dice);
            play.wants.waiting = waiting;
            step?;
        }
    }
    Ok(())
}

/// A group of `seat`'s rack tiles that, called now, would fit no hand on the card beside
/// its exposures: (tile, tiles laid beside it). With `joker`, the group holds one;
/// without, a pair called for an exposure will do when nothing else is wrong.
fn wrong_group(
    play: &Story,
    card: &Card,
    dice: &mut Dice,
    seat: Seat,
    joker: bool,
) -> Option<(Kind, Vec<Kind>)> {
    let rack = players::rack(play, seat);
    let jokers = rack.iter().filter(|k| **k == Kind::Joker).count();
    let mut kinds: Vec<Kind> = rack.iter().copied().filter(|k| *k != Kind::Joker).collect();
    kinds.sort_by_key(|k| k.index());
    kinds.dedup();
    dice.shuffle(&mut kinds);
    let earlier = exposures_of(play.table(), seat);
    // Pungs and kongs, naturals first; the jokers the group takes, at least one if asked.
    let shapes: &[(usize, usize)] = if joker {
        &[(1, 1), (2, 1), (1, 2)]
    } else {
        &[(2, 0), (1, 1), (3, 0), (2, 1)]
    };
    let found = kinds.iter().find_map(|k| {
        let naturals = rack.iter().filter(|x| *x == k).count();
        shapes.iter().find_map(|(n, j)| {
            if naturals < *n || jokers < *j {
                return None;
            }
            let mut lay = vec![*k; *n];
            lay.extend(std::iter::repeat_n(Kind::Joker, *j));
            let mut group = lay.clone();
            group.push(*k);
            exposure_is_invalid(card, &group, &earlier).then_some((*k, lay))
        })
    });
    if found.is_some() || joker {
        return found;
    }
    kinds.first().map(|k| (*k, vec![*k]))
}

/// AM-JK-06: a player's hand is conceded dead after an exposure that fits no hand; the
/// next player takes a joker from one of its exposures: a valid one, or the one in error.
fn from_dead_hand(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let (owner, first, natural) = joker_exposure(play, card, dice)?;
    let in_error = dice.chance(1, 2);
    if in_error && !players::rack(play, owner).contains(&Kind::Joker) {
        // The owner picks another joker before the group in error.
        play.wants.still = Some(owner);
        let picked = pick_for(play, dice, owner, Some(Kind::Joker))
            .and_then(|()| players::discard(play, owner, dice).map(|_| ()));
        play.wants.still = None;
        picked?;
    }
    let (kind, lay) = wrong_group(play, card, dice, owner, in_error)
        .ok_or_else(|| internal("no group in error to make"))?;
    let wrong = call(play, dice, owner, kind, &lay)?;
    players::discard(play, owner, dice)?;
    let by = *dice.pick(&owner.others());
    play.push(Event::DeadCalled { by, against: owner })?;
    play.push(Event::DeadCallAnswered {
        seat: owner,
        conceded: true,
    })?;
    let (meld, tile) = if in_error {
        (wrong, kind)
    } else {
        (first, natural)
    };
    if joker_in(play, owner, meld) != Some(tile) {
        return Err(internal("the joker went before the moment"));
    }
    let seat = play
        .table()
        .turn()
        .filter(|s| *s != owner)
        .ok_or_else(|| internal("no one is on turn"))?;
    legal_exchange(play, dice, seat, (owner, meld, tile))
}

/// AM-JK-01, lawful: a player on turn gives the natural for an exposed joker, and that is
/// all.
fn plain_exchange(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let open = joker_exposure(play, card, dice)?;
    let seat = exchanger(play, dice, open.0, Some(open.2))?;
    legal_exchange(play, dice, seat, open)
}

/// AM-JK-03: a player on turn offers a joker from the rack to take a natural tile out of
/// an exposure.
fn joker_for_natural(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let (owner, meld, _) = joker_exposure(play, card, dice)?;
    let seat = exchanger(play, dice, owner, None)?;
    let holds = players::rack(play, seat).contains(&Kind::Joker);
    pick_for(play, dice, seat, (!holds).then_some(Kind::Joker))?;
    if !players::rack(play, seat).contains(&Kind::Joker) {
        return Err(internal("no joker to offer"));
    }
    play.push(Event::JokerOffered { seat, owner, meld })
}

/// The stories of this file, each after the deal and the Charleston.
pub(super) const STORIES: &[Entry] = &[
    (I::JokerExchangeRefused, |p, d| {
        let card = started(p, d)?;
        after_legal(p, &card, d, true)
    }),
    (I::JokerExchangeMade, |p, d| {
        let card = started(p, d)?;
        plain_exchange(p, &card, d)
    }),
    (I::JokerOfferedForNatural, |p, d| {
        let card = started(p, d)?;
        joker_for_natural(p, &card, d)
    }),
    (I::ExchangeUndone, |p, d| {
        let card = started(p, d)?;
        after_legal(p, &card, d, false)
    }),
    (I::ExchangeBeforePicking, |p, d| {
        let card = started(p, d)?;
        before_picking(p, &card, d)
    }),
    (I::ExchangeWithDiscard, |p, d| {
        let card = started(p, d)?;
        with_discard(p, &card, d)
    }),
    (I::WrongExchangeTile, |p, d| {
        let card = started(p, d)?;
        wrong_tile(p, &card, d)
    }),
    (I::ExchangeFromDeadHand, |p, d| {
        let card = started(p, d)?;
        from_dead_hand(p, &card, d)
    }),
];
