//! Generators for the Chinese Official competition penalties: plain play, then one
//! foul, with an earlier record of fouls where the penalty escalates.

use super::classical::{
    deal_places, draw_stacked, others, rack_kinds, ready_hand, until_about_to_draw,
    until_pung_offer,
};
use super::sim::{self, discard, draw, next_live, play_until_discard, play_until_holding};
use super::{GenerateError, Play};
use crate::rng::Dice;
use crate::rules::{Irregularity, Ruleset, WinCheck};
use crate::scenario::Foul;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::{Kind, Suit};

/// Earlier fouls of the same kind by `seat`, as the match record would show them.
fn record(play: &mut Play, dice: &mut Dice, seat: Seat, article: &str) {
    if dice.chance(1, 2) {
        for hand in 1..=dice.range(1, 3) {
            play.fouls.push(Foul {
                hand,
                seat,
                article: article.to_string(),
            });
        }
    }
}

fn article_for(ruleset: &Ruleset, irregularity: Irregularity) -> String {
    ruleset
        .articles
        .iter()
        .find(|a| a.judged().any(|i| i == irregularity))
        .map(|a| a.id.clone())
        .unwrap_or_default()
}

/// Stack `seat`'s deal so it holds `hand` (13 tiles).
fn stack_deal(play: &mut Play, seat: Seat, hand: &[Kind]) -> Result<(), GenerateError> {
    let places = deal_places(play, seat);
    for (i, (at, kind)) in places.iter().zip(hand).enumerate() {
        if !play.stack(*at, *kind, &places[..i])? {
            return Err(GenerateError::Internal("could not stack the hand".into()));
        }
    }
    Ok(())
}

/// A ready hand worth well over the minimum: a pure straight, a pung and a single.
fn rich_ready_hand(dice: &mut Dice) -> (Vec<Kind>, Kind) {
    let suit = *dice.pick(&Suit::ALL);
    let other = *dice.pick(
        &Suit::ALL
            .iter()
            .copied()
            .filter(|s| *s != suit)
            .collect::<Vec<_>>(),
    );
    let mut hand: Vec<Kind> = (1..=9).map(|n| Kind::Number(suit, n)).collect();
    let pung = Kind::Number(other, dice.range(2, 8) as u8);
    hand.extend([pung; 3]);
    let wait = Kind::Number(other, if pung == Kind::Number(other, 9) { 1 } else { 9 });
    hand.push(wait);
    (hand, wait)
}

fn play_start(play: &mut Play, ruleset: &Ruleset, dice: &mut Dice) -> Result<(), GenerateError> {
    let script = play.deal.script(play.table.dealer());
    let _ = ruleset;
    sim::deal_and_declare(play, &script, dice)
}

/// A complete hand worth less than 8 fan, declared on the tile that completes it.
pub(super) fn cheap_false_win(
    play: &mut Play,
    ruleset: &Ruleset,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let dealer = play.table.dealer();
    let winner = *dice.pick(&[dealer.right(), dealer.right().right(), dealer.left()]);
    let (hand, wait) = ready_hand(dice);
    stack_deal(play, winner, &hand)?;
    play.passive = Some(winner);
    play_start(play, ruleset, dice)?;
    draw_stacked(play, dice, winner, wait)?;
    let concealed = rack_kinds(play, winner);
    let Some((win, rest)) = concealed.split_last() else {
        return Err(GenerateError::Internal("empty hand".into()));
    };
    match crate::table::mcr::score(&play.table, winner, rest, *win, true) {
        Some(s) if !s.meets_minimum() => play.push(Event::DeclaredWin { seat: winner }),
        _ => Err(GenerateError::Internal(
            "the hand is not a cheap win".into(),
        )),
    }
}

pub(super) fn inject(
    play: &mut Play,
    irregularity: Irregularity,
    ruleset: &Ruleset,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let article = article_for(ruleset, irregularity);
    let warm = dice.range(0, 20);
    match irregularity {
        Irregularity::Lateness => {
            let seat = *dice.pick(&Seat::ALL);
            let minutes = dice.range(1, 65) as u16;
            // Lateness is recorded before play; the hand then goes on normally.
            let mut events = vec![Event::ArrivedLate { seat, minutes }];
            events.append(&mut play.events);
            play.events = events;
            play_start(play, ruleset, dice)?;
        }
        Irregularity::WinOnWrongTile => {
            let dealer = play.table.dealer();
            let winner = *dice.pick(&[dealer.right(), dealer.right().right(), dealer.left()]);
            let (hand, wait) = rich_ready_hand(dice);
            stack_deal(play, winner, &hand[..13])?;
            play.passive = Some(winner);
            play.protected = vec![wait];
            play_start(play, ruleset, dice)?;
            // A discard that is not the wait, claimed as the winning tile.
            let x = play_until_discard(play, dice, warm)?;
            if x == winner {
                return Err(GenerateError::Internal("the winner discarded".into()));
            }
            let tile = play.table.latest_discard().map(|d| play.table.kind(d.tile));
            if tile == Some(wait) {
                return Err(GenerateError::Internal("that discard was the wait".into()));
            }
            play.push(Event::Claimed {
                seat: winner,
                claim: ClaimKind::Win,
            })?;
            if crate::table::win_is_valid(&play.table, winner, WinCheck::McrFan, None) {
                return Err(GenerateError::Internal("that tile wins after all".into()));
            }
            play.push(Event::DeclaredWin { seat: winner })?;
        }
        Irregularity::FalseBonusDeclaration => {
            let x = play_until_holding(play, dice, warm)?;
            let tile = *dice.pick(
                &rack_kinds(play, x)
                    .into_iter()
                    .filter(|k| !k.is_bonus())
                    .collect::<Vec<_>>(),
            );
            play.push(Event::BonusSetAside { seat: x, tile })?;
            let at = play
                .table
                .next_loose()
                .ok_or_else(|| GenerateError::Internal("wall ran out".into()))?;
            play.push(Event::DrewLoose { seat: x, at })?;
        }
        Irregularity::WallTouchedEarly => {
            let x = play_until_holding(play, dice, warm)?;
            let y = x.right();
            let at = next_live(play)?;
            let revealed = dice.chance(1, 2);
            record(play, dice, y, &article);
            play.push(Event::TouchedWall {
                seat: y,
                at,
                revealed,
            })?;
        }
        Irregularity::LateClaim => {
            let (_, z, _) = until_pung_offer(play, dice)?;
            // A little past the window the ruleset allows.
            let window = u32::from(ruleset.meta.claim_window_seconds.unwrap_or(3));
            play.push(Event::Paused {
                seconds: dice.range(window + 1, window + 6) as u8,
            })?;
            record(play, dice, z, &article);
            play.push(Event::Claimed {
                seat: z,
                claim: ClaimKind::Pung,
            })?;
        }
        Irregularity::TilesRevealedByMistake => {
            play_until_discard(play, dice, warm)?;
            let seat = *dice.pick(&Seat::ALL);
            let rack = rack_kinds(play, seat);
            let n = dice.range(1, 3) as usize;
            let tiles: Vec<Kind> = rack.iter().take(n).copied().collect();
            play.push(Event::TilesRevealed { seat, tiles })?;
        }
        Irregularity::HandRevealedAfterWin => {
            let dealer = play.table.dealer();
            let winner = *dice.pick(&[dealer.right(), dealer.right().right(), dealer.left()]);
            let valid = dice.chance(1, 2);
            if valid {
                let (hand, wait) = rich_ready_hand(dice);
                stack_deal(play, winner, &hand[..13])?;
                play.passive = Some(winner);
                play_start(play, ruleset, dice)?;
                draw_stacked(play, dice, winner, wait)?;
            } else {
                play_start(play, ruleset, dice)?;
                until_about_to_draw(play, dice, winner)?;
                draw(play, winner)?;
            }
            if crate::table::win_is_valid(&play.table, winner, WinCheck::McrFan, None) != valid {
                return Err(GenerateError::Internal(
                    "the win is not what the story needs".into(),
                ));
            }
            play.push(Event::DeclaredWin { seat: winner })?;
            let revealer = *dice.pick(&others(&[winner]));
            play.push(Event::HandShown { seat: revealer })?;
        }
        Irregularity::PassedInformation => {
            play_until_discard(play, dice, warm)?;
            let from = *dice.pick(&Seat::ALL);
            let to = *dice.pick(&others(&[from]));
            play.push(Event::InformationPassed { from, to })?;
        }
        Irregularity::Disobedience => {
            play_until_discard(play, dice, warm)?;
            let seat = *dice.pick(&Seat::ALL);
            record(play, dice, seat, &article);
            play.push(Event::RefereeDisobeyed { seat })?;
        }
        other => {
            return Err(GenerateError::Internal(format!(
                "no generator for {other:?}"
            )));
        }
    }
    let _ = discard;
    Ok(())
}
