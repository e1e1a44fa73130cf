//! Stories of the classical rules (and the Chinese Official game's play): a real game of
//! plain play, then one slip, varied so that every case of every article is reached.

mod hands;
pub(in crate::situations) use hands::false_win;
pub(super) use hands::give_when_holding;
mod plays;
pub(super) mod turns;

use super::registry::Entry;
use super::{GenerateError, Story, others};
use crate::rng::Dice;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// Every classical story, by the file it is told in.
pub(super) const STORIES: &[&[Entry]] = &[plays::STORIES, hands::STORIES];

pub(super) fn rack_kinds(play: &Story, seat: Seat) -> Vec<Kind> {
    play.table()
        .rack(seat)
        .iter()
        .map(|t| play.table().kind(*t))
        .collect()
}

/// Play on until the latest discard is one some player would claim for a pung; returns
/// the discarder and that player (falls back to any discard after many turns).
pub(super) fn until_pung_offer(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<(Seat, Seat, Kind), GenerateError> {
    let warm = dice.range(1, 12);
    let mut x = turns::play_until_discard(play, dice, warm)?;
    for _ in 0..60 {
        if play.table().live_left() <= 11 {
            break;
        }
        if let Some((z, ClaimKind::Pung | ClaimKind::Kong, _)) = turns::willing_claim(play) {
            let kind = play
                .table()
                .latest_discard()
                .map(|d| play.table().kind(d.tile))
                .unwrap_or(Kind::Joker);
            return Ok((x, z, kind));
        }
        x = turns::play_until_discard(play, dice, 0)?;
    }
    Err(GenerateError::Internal("nobody was offered a pung".into()))
}

/// Half the time, a player not among `not` who holds a pair of the latest discard calls
/// pung on it (nobody does where nobody holds one).
pub(super) fn maybe_pung_claim(
    play: &mut Story,
    dice: &mut Dice,
    not: &[Seat],
) -> Result<(), GenerateError> {
    if dice.chance(1, 2) {
        let able = able_to_claim(play, ClaimKind::Pung, not);
        if !able.is_empty() {
            let w = *dice.pick(&able);
            play.push(Event::Claimed {
                seat: w,
                claim: ClaimKind::Pung,
            })?;
        }
    }
    Ok(())
}

/// Whether `seat` could rightly make `claim` on the latest discard: a pung or kong
/// holding two or three of it, a chow as the next player holding two tiles of a run with
/// it, a win with a hand the discard completes.
pub(super) fn can_claim(play: &Story, seat: Seat, claim: ClaimKind) -> bool {
    let table = play.table();
    let Some(d) = table.latest_discard() else {
        return false;
    };
    could_claim(play, seat, claim, table.kind(d.tile), d.seat)
}

/// Whether `seat` could rightly make `claim` on a tile of `kind` thrown by `discarder`.
pub(super) fn could_claim(
    play: &Story,
    seat: Seat,
    claim: ClaimKind,
    kind: Kind,
    discarder: Seat,
) -> bool {
    let table = play.table();
    if discarder == seat {
        return false;
    }
    let rack = rack_kinds(play, seat);
    let held = rack.iter().filter(|k| **k == kind).count();
    match claim {
        ClaimKind::Pung | ClaimKind::Exposure => held >= 2,
        ClaimKind::Kong => held >= 3,
        ClaimKind::Chow => {
            seat == discarder.right()
                && crate::analysis::standard::chow_partners(kind)
                    .iter()
                    .any(|(a, b)| rack.contains(a) && rack.contains(b))
        }
        ClaimKind::Win => {
            let mut with = rack;
            with.push(kind);
            crate::analysis::standard::is_complete(&with, table.melds(seat).len())
        }
    }
}

/// The players not among `not` who could rightly make `claim` on the latest discard.
pub(super) fn able_to_claim(play: &Story, claim: ClaimKind, not: &[Seat]) -> Vec<Seat> {
    others(not)
        .into_iter()
        .filter(|s| can_claim(play, *s, claim))
        .collect()
}

/// Regular play, from a discard at least `warm` actions away, until the latest discard
/// is one for which `wanted` holds; returns its discarder. An error after many discards.
pub(super) fn until_discard_where(
    play: &mut Story,
    dice: &mut Dice,
    warm: u32,
    wanted: impl Fn(&Story, Seat) -> bool,
) -> Result<Seat, GenerateError> {
    let mut x = turns::play_until_discard(play, dice, warm)?;
    for _ in 0..60 {
        if wanted(play, x) {
            return Ok(x);
        }
        if play.table().live_left() <= 11 {
            break;
        }
        x = turns::play_until_discard(play, dice, 0)?;
    }
    Err(GenerateError::Internal(
        "no discard the story's claims could be made on".into(),
    ))
}

/// Regular play until `winner` is about to draw, then the drawn tile is `wait`, stacked
/// from an untouched wall place.
pub(super) fn draw_stacked(
    play: &mut Story,
    dice: &mut Dice,
    winner: Seat,
    wait: Kind,
) -> Result<(), GenerateError> {
    turns::until_about_to_draw(play, dice, winner)?;
    let at = play.next_live()?;
    if !play.stack(at, wait, &[])? {
        return Err(GenerateError::Internal("the winning tile is gone".into()));
    }
    play.push(Event::Picked {
        seat: winner,
        at,
        known: true,
    })
}

/// A ready hand of 13 tiles (four sets and a single) and the tile it waits for.
pub(super) fn ready_hand(dice: &mut Dice) -> (Vec<Kind>, Kind) {
    ready_hand_beside(dice, &mut [0u8; Kind::COUNT], &[0u8; Kind::COUNT])
}

/// A ready hand that can be stacked beside hands already choosing `used` copies of each
/// kind (by `Kind::index`: the tiles they hold and a copy of each wait, left in the
/// walls; the new hand is added to it) on walls where `unstackable` copies cannot be
/// moved: the stacking that deals them cannot run out of a kind, and no wait is dead.
/// The hands hold at most three of a kind.
pub(super) fn ready_hand_beside(
    dice: &mut Dice,
    used: &mut [u8; Kind::COUNT],
    unstackable: &[u8; Kind::COUNT],
) -> (Vec<Kind>, Kind) {
    use crate::tiles::Suit;
    let room = |used: &[u8; Kind::COUNT], k: Kind, n: u8| {
        let i = k.index();
        used[i] + n <= 3 && used[i] + n + unstackable[i] <= 4
    };
    let mut hand = Vec::new();
    let honours = Kind::HONOURS;
    let suit = |dice: &mut Dice| *dice.pick(&Suit::ALL);
    while hand.len() < 12 {
        let set: Vec<Kind> = if dice.chance(1, 2) {
            let s = suit(dice);
            let n = dice.range(1, 7) as u8;
            (0..3).map(|i| Kind::Number(s, n + i)).collect()
        } else if dice.chance(1, 3) {
            vec![*dice.pick(&honours); 3]
        } else {
            vec![Kind::Number(suit(dice), dice.range(1, 9) as u8); 3]
        };
        let fits = set
            .iter()
            .all(|k| room(used, *k, set.iter().filter(|x| *x == k).count() as u8));
        if fits {
            for k in &set {
                used[k.index()] += 1;
            }
            hand.extend(set);
        }
    }
    // The single waits for its pair; leave at least one copy in the wall.
    loop {
        let k = Kind::Number(suit(dice), dice.range(1, 9) as u8);
        if used[k.index()] <= 1 && room(used, k, 2) {
            used[k.index()] += 2;
            hand.push(k);
            return (hand, k);
        }
    }
}

/// Stack `seat`'s deal so it holds `hand` (13 tiles).
pub(super) fn stack_deal(play: &mut Story, seat: Seat, hand: &[Kind]) -> Result<(), GenerateError> {
    stack_deals(play, &[(seat, hand)])
}

/// Stack several seats' deals at once: a tile placed for one seat is not taken back to
/// place another's.
pub(super) fn stack_deals(
    play: &mut Story,
    hands: &[(Seat, &[Kind])],
) -> Result<(), GenerateError> {
    let mut reserved = Vec::new();
    for (seat, hand) in hands {
        for (at, kind) in play.deal_places(*seat).into_iter().zip(*hand) {
            if !play.stack(at, *kind, &reserved)? {
                return Err(GenerateError::Internal("could not stack the hand".into()));
            }
            reserved.push(at);
        }
    }
    Ok(())
}

/// `seat` calls pung on the latest discard, a `kind`, and lays the pair beside it.
pub(super) fn call_pung(play: &mut Story, seat: Seat, kind: Kind) -> Result<(), GenerateError> {
    play.push(Event::Claimed {
        seat,
        claim: ClaimKind::Pung,
    })?;
    play.push(Event::Exposed {
        seat,
        tiles: vec![kind, kind],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two hands chosen beside each other on walls where some copies cannot be moved
    /// never need more of a kind than the walls can give, and each wait keeps a copy.
    #[test]
    fn ready_hands_fit_the_copies_the_walls_can_move() {
        for seed in 0..400 {
            let mut dice = Dice::seeded(seed);
            let mut unstackable = [0u8; Kind::COUNT];
            for u in unstackable.iter_mut() {
                *u = dice.below(3) as u8;
            }
            let mut used = [0u8; Kind::COUNT];
            let mut held = [0u8; Kind::COUNT];
            let mut waits = Vec::new();
            for _ in 0..2 {
                let (hand, wait) = ready_hand_beside(&mut dice, &mut used, &unstackable);
                assert_eq!(hand.len(), 13, "seed {seed}");
                for k in &hand {
                    held[k.index()] += 1;
                }
                waits.push(wait);
            }
            let mut awaited = [0u8; Kind::COUNT];
            for w in &waits {
                awaited[w.index()] += 1;
            }
            for i in 0..Kind::COUNT {
                assert_eq!(
                    used[i],
                    held[i] + awaited[i],
                    "seed {seed}: kind {i} counted"
                );
                assert!(held[i] <= 3, "seed {seed}: {} of kind {i}", held[i]);
                assert!(
                    held[i] + awaited[i] + unstackable[i] <= 4,
                    "seed {seed}: kind {i} runs out, or a wait on it is dead"
                );
            }
        }
    }
}
