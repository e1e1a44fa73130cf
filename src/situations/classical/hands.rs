//! Stories of sets laid down and of hands declared: a set changed after it was laid, a
//! settlement with a faulty hand at the table, a win on a discard that sets laid down
//! warned of, and false declarations of a win.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal, others};
use super::{
    draw_stacked, rack_kinds, ready_hand, ready_hand_beside, stack_deal, turns, until_pung_offer,
};
use crate::analysis::standard;
use crate::rng::Dice;
use crate::rules::{Irregularity, WinCheck};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// The stories of this file.
pub(super) const STORIES: &[Entry] = &[
    (Irregularity::FalseWin, false_win),
    (Irregularity::SeveralFalseWins, several_false_wins),
    (Irregularity::ExposedSetChanged, set_changed),
    (
        Irregularity::SettlementWithFaultyHand,
        faulty_hand_at_settlement,
    ),
    (Irregularity::WinOnRiskyDiscard, risky_discard),
];

/// Rule 79: a player with an exposed pung adds a tile to it or takes one out.
pub(super) fn set_changed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let _warm = dice.range(0, 24);
    exposed_set_changed(play, dice)
}

/// Rule 89, stacked before the deal.
pub(super) fn faulty_hand_at_settlement(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let _warm = dice.range(0, 24);
    settlement_with_faulty_hand(play, dice)
}

/// Rule 90, stacked before the deal.
pub(super) fn risky_discard(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let _warm = dice.range(0, 24);
    win_on_risky_discard(play, dice)
}

/// A false declaration of a win; in the Chinese Official game a complete hand worth too
/// little, stacked before the deal (a hand that completes nothing is a wrong tile there).
pub(in crate::situations) fn false_win(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    if play.ruleset.meta.win_check == WinCheck::McrFan {
        // A rich hand is a false win too where an earlier ruling took the right to win.
        if dice.chance(1, 3) {
            return super::super::mcr::barred_win(play, dice);
        }
        return cheap_false_win(play, dice);
    }
    false_declarations(play, dice, Irregularity::FalseWin)
}

/// A second player declares a false win in the same hand.
pub(super) fn several_false_wins(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    false_declarations(play, dice, Irregularity::SeveralFalseWins)
}

fn false_declarations(
    play: &mut Story,
    dice: &mut Dice,
    irregularity: Irregularity,
) -> Result<(), GenerateError> {
    if play
        .ruleset
        .meta
        .editions
        .iter()
        .any(|e| e.id == "agreed-limit")
        && dice.chance(1, 3)
    {
        play.edition = "agreed-limit".into();
    }
    let several = irregularity == Irregularity::SeveralFalseWins;
    // Each player in error holds a hand one tile from complete, as a player who misreads
    // a set would: dealt ready, waiting on a tile that never comes. Only the article on a
    // second false declaration has two of them.
    let dealer = play.table().dealer();
    let dealt = !several && dice.chance(1, 3);
    let offenders = if dealt {
        // East believes the dealt hand complete: ready, and a fourteenth tile that fits it.
        vec![dealer]
    } else {
        let mut seats = others(&[dealer]);
        dice.shuffle(&mut seats);
        seats.truncate(if several { 2 } else { 1 });
        seats
    };
    let mut waits = Vec::new();
    // Tiles stacked for one player in error stay where they are while the next is.
    let mut stacked = Vec::new();
    let mut used = [0u8; Kind::COUNT];
    let unstackable = play.unstackable();
    for z in &offenders {
        let (mut hand, wait) = ready_hand_beside(dice, &mut used, &unstackable);
        if *z == dealer {
            hand.push(near_miss(&hand, wait, &unstackable, dice)?);
        }
        for (at, kind) in play.deal_places(*z).into_iter().zip(&hand) {
            if !play.stack(at, *kind, &stacked)? {
                return Err(internal("could not stack the hand"));
            }
            stacked.push(at);
        }
        play.wants.wait(*z);
        waits.push(wait);
    }
    play.wants.keep.extend(waits);
    turns::deal(play)?;
    if !dealt {
        // The first discard by another player that completes no offender's hand.
        let warm = dice.range(0, 24);
        let mut x = turns::play_until_discard(play, dice, warm)?;
        for _ in 0..60 {
            let tile = play
                .table()
                .latest_discard()
                .map(|d| play.table().kind(d.tile));
            let completes = |z: &Seat| {
                let mut rack = rack_kinds(play, *z);
                rack.extend(tile);
                standard::is_complete(&rack, play.table().melds(*z).len())
            };
            if !offenders.contains(&x) && !offenders.iter().any(completes) {
                break;
            }
            x = turns::play_until_discard(play, dice, 0)?;
        }
        if offenders.contains(&x) {
            return Err(internal("no other player discarded"));
        }
    }
    for z in &offenders {
        if !standard::one_tile_off(&rack_kinds(play, *z), play.table().melds(*z).len()) {
            return Err(internal("a player in error is not one tile from a hand"));
        }
    }
    for z in &offenders {
        if play.table().holding() != Some(*z) {
            play.push(Event::Claimed {
                seat: *z,
                claim: ClaimKind::Win,
            })?;
        }
        if crate::table::win_is_valid(
            play.table(),
            *z,
            play.ruleset.meta.win_check,
            play.ruleset.card.as_deref(),
        ) {
            return Err(GenerateError::Internal(
                "the hand was really complete".into(),
            ));
        }
        // A Chinese Official player ready on another tile who calls mah-jong on
        // this one wins on the wrong tile, a matter of its own.
        let claimed = play.table().holding() != Some(*z);
        if claimed
            && play.ruleset.meta.win_check == crate::rules::WinCheck::McrFan
            && crate::table::mcr::ready(play.table(), *z, &rack_kinds(play, *z))
        {
            return Err(GenerateError::Internal(
                "the player was ready on another tile".into(),
            ));
        }
        play.push(Event::DeclaredWin { seat: *z })?;
    }
    // Where revealing after a declaration is an offence of its own, the story
    // stops at the declaration.
    let revealing_judged = play
        .ruleset
        .articles
        .iter()
        .any(|a| a.judged().any(|i| i == Irregularity::HandRevealedAfterWin));
    // A hand laid down by another player is told only where a ruling turns on it.
    let exposure_rules = play.ruleset.articles.iter().any(|a| {
        a.cases.iter().any(|c| {
            c.when
                .iter()
                .any(|w| w.fact() == "another_player_exposed_hand")
        })
    });
    if !revealing_judged && exposure_rules && dice.chance(1, 2) {
        let w = *dice.pick(&others(&offenders));
        play.push(Event::HandShown { seat: w })?;
    }
    Ok(())
}

/// A fourteenth tile for a ready hand that leaves it incomplete: a neighbour of the wait
/// or a tile the hand already holds, the tiles a player mistakes for the one awaited.
fn near_miss(
    hand: &[Kind],
    wait: Kind,
    unstackable: &[u8; Kind::COUNT],
    dice: &mut Dice,
) -> Result<Kind, GenerateError> {
    let mut near: Vec<Kind> = hand.to_vec();
    if let Kind::Number(suit, n) = wait {
        near.extend(
            [n.wrapping_sub(1), n + 1]
                .into_iter()
                .filter(|m| (1..=9).contains(m))
                .map(|m| Kind::Number(suit, m)),
        );
    }
    near.retain(|k| {
        let mut with = hand.to_vec();
        with.push(*k);
        let held = with.iter().filter(|x| *x == k).count();
        held + usize::from(unstackable[k.index()]) <= 4 && !standard::is_complete(&with, 0)
    });
    if near.is_empty() {
        return Err(internal("every tile near the wait completes the hand"));
    }
    Ok(*dice.pick(&near))
}

/// Rule 79: a player with an exposed pung adds a tile to it or takes one out.
fn exposed_set_changed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let (_, z, kind) = until_pung_offer(play, dice)?;
    if rack_kinds(play, z).iter().filter(|k| **k == kind).count() < 2 {
        return Err(GenerateError::Internal("no pung to lay".into()));
    }
    play.push(Event::Claimed {
        seat: z,
        claim: ClaimKind::Pung,
    })?;
    play.push(Event::Exposed {
        seat: z,
        tiles: vec![kind, kind],
    })?;
    let meld = (play.table().melds(z).len() - 1) as u8;
    turns::discard(play, z, dice)?;
    turns::until_about_to_draw(play, dice, z)?;
    match dice.below(3) {
        0 => {
            // The fourth tile comes from the wall, and is added: a legal kong.
            let at = play.next_live()?;
            if !play.stack(at, kind, &[])? {
                return Err(GenerateError::Internal("the fourth tile is gone".into()));
            }
            play.push(Event::Picked {
                seat: z,
                at,
                known: true,
            })?;
            play.push(Event::AddedToMeld {
                seat: z,
                meld,
                tile: kind,
                from_discard: false,
            })?;
        }
        1 => {
            turns::draw(play, z)?;
            let rack: Vec<Kind> = rack_kinds(play, z)
                .into_iter()
                .filter(|k| *k != kind)
                .collect();
            let tile = *dice.pick(&rack);
            play.push(Event::AddedToMeld {
                seat: z,
                meld,
                tile,
                from_discard: false,
            })?;
        }
        _ => {
            turns::draw(play, z)?;
            play.push(Event::TookFromMeld {
                seat: z,
                meld,
                tile: kind,
            })?;
        }
    }
    Ok(())
}

/// Rule 89: a player's hand goes long, short or foul; later another player wins.
fn settlement_with_faulty_hand(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table().dealer();
    let winner = *dice.pick(&dealer.others());
    let unstackable = play.unstackable();
    let (hand, wait) = ready_hand_beside(dice, &mut [0; Kind::COUNT], &unstackable);
    let places = play.deal_places(winner);
    for (i, (at, kind)) in places.iter().zip(&hand).enumerate() {
        if !play.stack(*at, *kind, &places[..i])? {
            return Err(GenerateError::Internal(
                "could not stack the ready hand".into(),
            ));
        }
    }
    play.wants.still = Some(winner);
    turns::deal(play)?;
    let warm = dice.range(0, 12);
    let x = turns::play_until_discard(play, dice, warm)?;
    let faulty = *dice.pick(&others(&[winner]));
    match dice.below(3) {
        // Long: a draw out of turn with the face seen; the player keeps it.
        0 => {
            let on_turn = x.right();
            let culprit = if faulty == on_turn {
                faulty.right()
            } else {
                faulty
            };
            if culprit == winner {
                return Err(GenerateError::Internal(
                    "the winner cannot be the culprit".into(),
                ));
            }
            let at = play.next_live()?;
            play.push(Event::Picked {
                seat: culprit,
                at,
                known: true,
            })?;
            play.push(Event::PlayResumes { seat: on_turn })?;
        }
        // Short: the player on turn discards without drawing, found too late.
        1 => {
            let culprit = x.right();
            if culprit == winner {
                return Err(GenerateError::Internal(
                    "the winner cannot be the culprit".into(),
                ));
            }
            turns::discard(play, culprit, dice)?;
        }
        // Foul: a pung laid with a wrong tile, found after the next draw.
        _ => {
            let claimer = faulty;
            if claimer == x {
                return Err(GenerateError::Internal(
                    "no claim on one's own discard".into(),
                ));
            }
            let kind = play
                .table()
                .latest_discard()
                .map(|d| play.table().kind(d.tile))
                .unwrap_or(Kind::Joker);
            play.push(Event::Claimed {
                seat: claimer,
                claim: ClaimKind::Pung,
            })?;
            let rack: Vec<Kind> = rack_kinds(play, claimer)
                .into_iter()
                .filter(|k| *k != kind)
                .collect();
            let a = *dice.pick(&rack);
            let rest: Vec<Kind> = rack.iter().copied().filter(|k| *k != a).collect();
            let b = *dice.pick(if rest.is_empty() { &rack } else { &rest });
            if standard::is_set(&[a, b, kind]) {
                return Err(GenerateError::Internal(
                    "the stray tiles happen to make a set".into(),
                ));
            }
            play.push(Event::Exposed {
                seat: claimer,
                tiles: vec![a, b],
            })?;
            turns::discard(play, claimer, dice)?;
        }
    }
    draw_stacked(play, dice, winner, wait)?;
    play.push(Event::DeclaredWin { seat: winner })
}

/// Rule 90: a player has laid down three sets (two of dragons) that point at a special
/// hand, and another player discards the tile that completes it; or the sets point at
/// nothing special.
fn win_on_risky_discard(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    use crate::tiles::{Dragon, Suit, Wind};
    let n = |s: Suit, v: u8| Kind::Number(s, v);
    let suit = *dice.pick(&Suit::ALL);
    let other = *dice.pick(
        &Suit::ALL
            .iter()
            .copied()
            .filter(|x| *x != suit)
            .collect::<Vec<_>>(),
    );
    let winds = [Wind::East, Wind::South, Wind::West, Wind::North];
    // The three pungs the winner will claim and lay down.
    let variant = dice.below(7);
    let pungs: Vec<Kind> = match variant {
        0 => vec![n(suit, 1), n(suit, 7), n(suit, 9)],
        1 => {
            let mut w = winds.to_vec();
            dice.shuffle(&mut w);
            w.into_iter().take(3).map(Kind::Wind).collect()
        }
        2 => vec![
            Kind::Dragon(Dragon::Red),
            Kind::Dragon(Dragon::White),
            n(other, 5),
        ],
        3 => vec![
            Kind::Wind(*dice.pick(&winds)),
            Kind::Dragon(Dragon::Green),
            Kind::Wind(Wind::North),
        ],
        4 => vec![
            Kind::Dragon(Dragon::Green),
            n(Suit::Bams, 6),
            n(Suit::Bams, 8),
        ],
        5 => vec![n(Suit::Dots, 1), n(Suit::Bams, 9), n(Suit::Craks, 1)],
        _ => vec![n(Suit::Dots, 2), n(Suit::Bams, 5), n(Suit::Craks, 8)],
    };
    let mut pungs = pungs;
    pungs.dedup();
    if pungs.len() < 3 || pungs.iter().collect::<std::collections::HashSet<_>>().len() < 3 {
        return Err(GenerateError::Internal("the pungs repeat".into()));
    }
    // Four tiles in a row of the main suit wait on either end.
    let start = dice.range(2, 3) as u8;
    let run: Vec<Kind> = (0..4).map(|i| n(suit, start + i)).collect();
    if run.iter().any(|k| pungs.contains(k)) {
        return Err(GenerateError::Internal(
            "the run clashes with a pung".into(),
        ));
    }
    let wait = if dice.chance(1, 2) { run[0] } else { run[3] };
    // Three tiles the winner will let go while claiming.
    let junk: Vec<Kind> = (0..3).map(|i| n(other, 1 + i * 3)).collect();
    if junk.iter().any(|k| pungs.contains(k)) {
        return Err(GenerateError::Internal("junk clashes with a pung".into()));
    }
    let mut hand: Vec<Kind> = pungs.iter().flat_map(|k| [*k, *k]).collect();
    hand.extend(&run);
    hand.extend(&junk);

    let dealer = play.table().dealer();
    let winner = *dice.pick(&dealer.others());
    let mut reserved = play.deal_places(winner);
    for (i, kind) in hand.iter().enumerate() {
        let at = reserved[i];
        if !play.stack(at, *kind, &reserved[..i])? {
            return Err(GenerateError::Internal(
                "could not stack the winner's hand".into(),
            ));
        }
    }
    // The third tile of each pung, and the winning tile, go to the other players.
    let givers = others(&[winner]);
    let discarder = *dice.pick(&givers);
    let mut gifts: Vec<(Seat, Kind)> = pungs
        .iter()
        .enumerate()
        .map(|(i, k)| (givers[i % givers.len()], *k))
        .collect();
    gifts.push((discarder, wait));
    for (seat, kind) in &gifts {
        let places = play.deal_places(*seat);
        let Some(at) = places.iter().copied().find(|p| !reserved.contains(p)) else {
            return Err(GenerateError::Internal("no place left to stack".into()));
        };
        if !play.stack(at, *kind, &reserved)? {
            return Err(GenerateError::Internal("a gift tile is gone".into()));
        }
        reserved.push(at);
    }
    play.wants.still = Some(winner);
    play.wants.keep = gifts.iter().map(|(_, k)| *k).collect();
    turns::deal(play)?;
    for (i, kind) in pungs.iter().enumerate() {
        let giver = givers[i % givers.len()];
        give_when_holding(play, dice, giver, *kind)?;
        super::call_pung(play, winner, *kind)?;
        play.push(Event::Discarded {
            seat: winner,
            tile: junk[i],
            named: None,
        })?;
    }
    // With the plain sets, sometimes the wall runs nearly dry first: then any tile no one
    // has seen is dangerous.
    if variant == 6 && dice.chance(1, 2) {
        wait_for_wall_end(play, dice, winner, wait)?;
    }
    give_when_holding(play, dice, discarder, wait)?;
    play.call_the_win(winner, true)
}

/// Regular play, without claims, until four or fewer tiles are left in the live wall.
fn wait_for_wall_end(
    play: &mut Story,
    dice: &mut Dice,
    winner: Seat,
    wait: Kind,
) -> Result<(), GenerateError> {
    while play.table().live_left() > 4 {
        if let Some(h) = play.table().holding() {
            turns::discard(play, h, dice)?;
        } else {
            let s = play
                .table()
                .turn()
                .ok_or_else(|| GenerateError::Internal("no one on turn".into()))?;
            turns::draw(play, s)?;
        }
        // The waiting player must not draw the winning tile on the way.
        if rack_kinds(play, winner)
            .iter()
            .filter(|k| **k == wait)
            .count()
            > 1
        {
            return Err(GenerateError::Internal(
                "the winner drew the winning tile".into(),
            ));
        }
    }
    Ok(())
}

/// Regular play until `seat` holds 14 with `kind` in hand, then `seat` discards it.
pub(in crate::situations) fn give_when_holding(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    for _ in 0..60 {
        if play.table().holding() == Some(seat) && rack_kinds(play, seat).contains(&kind) {
            play.wants.keep.retain(|k| *k != kind);
            return play.push(Event::Discarded {
                seat,
                tile: kind,
                named: None,
            });
        }
        if play.table().live_left() == 0 {
            break;
        }
        // Nobody claims on the way: the story needs these discards to reach the winner.
        if let Some(h) = play.table().holding() {
            turns::discard(play, h, dice)?;
        } else {
            let s = play
                .table()
                .turn()
                .ok_or_else(|| GenerateError::Internal("no one on turn".into()))?;
            turns::draw(play, s)?;
        }
    }
    Err(GenerateError::Internal(format!(
        "{seat} never came to discard {kind:?}"
    )))
}

/// A complete hand worth less than 8 fan, declared on the tile that completes it.
fn cheap_false_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table().dealer();
    let winner = *dice.pick(&dealer.others());
    // Most ready hands dealt at random are worth 8 fan or more: pick one that is not,
    // as the empty table scores it (what play adds later is checked again below).
    let cheap = |(hand, wait): &(Vec<Kind>, Kind)| {
        crate::table::mcr::score(play.table(), winner, hand, *wait, true)
            .is_some_and(|s| !s.meets_minimum())
    };
    let (hand, wait) = (0..30)
        .map(|_| ready_hand(dice))
        .find(cheap)
        .ok_or_else(|| internal("no cheap ready hand came up"))?;
    stack_deal(play, winner, &hand)?;
    play.wants.still = Some(winner);
    turns::deal(play)?;
    draw_stacked(play, dice, winner, wait)?;
    let concealed = rack_kinds(play, winner);
    let Some((win, rest)) = concealed.split_last() else {
        return Err(GenerateError::Internal("empty hand".into()));
    };
    match crate::table::mcr::score(play.table(), winner, rest, *win, true) {
        Some(s) if !s.meets_minimum() => play.push(Event::DeclaredWin { seat: winner }),
        _ => Err(GenerateError::Internal(
            "the hand is not a cheap win".into(),
        )),
    }
}
