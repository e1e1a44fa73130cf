//! Stories of the Chinese Official competition penalties: plain play, then one foul, with
//! an earlier record of fouls where the penalty escalates.

use super::classical::turns;
use super::classical::{draw_stacked, rack_kinds, stack_deal, until_pung_offer};
use super::registry::Entry;
use super::{GenerateError, Story, others};
use crate::rng::Dice;
use crate::rules::{Irregularity, WinCheck};
use crate::scenario::Foul;
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::{Kind, Suit};

pub(super) const STORIES: &[Entry] = &[
    (Irregularity::Lateness, lateness),
    (Irregularity::WinOnWrongTile, win_on_wrong_tile),
    (Irregularity::FalseBonusDeclaration, false_bonus_declaration),
    (Irregularity::WallTouchedEarly, wall_touched_early),
    (Irregularity::LateClaim, late_claim),
    (
        Irregularity::TilesRevealedByMistake,
        tiles_revealed_by_mistake,
    ),
    (Irregularity::HandRevealedAfterWin, hand_revealed_after_win),
    (Irregularity::ValidWin, valid_win),
    (Irregularity::PassedInformation, passed_information),
    (Irregularity::Disobedience, disobedience),
];

/// Earlier fouls of the same kind by `seat`, as the match record would show them.
fn record(play: &mut Story, dice: &mut Dice, seat: Seat, article: &str) {
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

/// A ready hand worth well over the minimum: a pure straight, a pung and a single.
pub(super) fn rich_ready_hand(dice: &mut Dice) -> (Vec<Kind>, Kind) {
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

/// A player arrives late; the hand is then dealt and played as usual.
fn lateness(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let _warm = dice.range(0, 20);
    let seat = *dice.pick(&Seat::ALL);
    let minutes = dice.range(1, 95) as u16;
    // Lateness is recorded before play; the hand then goes on normally.
    play.sim.log_first(Event::ArrivedLate { seat, minutes });
    turns::deal(play)?;
    Ok(())
}

/// A player ready on one tile declares a win on a discard of another.
fn win_on_wrong_tile(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let warm = dice.range(0, 20);
    let dealer = play.table().dealer();
    let winner = *dice.pick(&dealer.others());
    let (hand, wait) = rich_ready_hand(dice);
    stack_deal(play, winner, &hand[..13])?;
    play.wants.still = Some(winner);
    play.wants.keep = vec![wait];
    turns::deal(play)?;
    // A discard that is not the wait, claimed as the winning tile.
    let x = turns::play_until_discard(play, dice, warm)?;
    if x == winner {
        return Err(GenerateError::Internal("the winner discarded".into()));
    }
    let tile = play
        .table()
        .latest_discard()
        .map(|d| play.table().kind(d.tile));
    if tile == Some(wait) {
        return Err(GenerateError::Internal("that discard was the wait".into()));
    }
    play.push(Event::Claimed {
        seat: winner,
        claim: ClaimKind::Win,
    })?;
    if crate::table::win_is_valid(play.table(), winner, WinCheck::McrFan, None) {
        return Err(GenerateError::Internal("that tile wins after all".into()));
    }
    play.push(Event::DeclaredWin { seat: winner })?;
    Ok(())
}

/// A player sets aside a tile as a flower that is not one.
fn false_bonus_declaration(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let warm = dice.range(0, 20);
    let x = turns::play_until_holding(play, dice, warm)?;
    let tile = *dice.pick(
        &rack_kinds(play, x)
            .into_iter()
            .filter(|k| !k.is_bonus())
            .collect::<Vec<_>>(),
    );
    play.push(Event::BonusSetAside { seat: x, tile })?;
    let at = play
        .table()
        .next_loose()
        .ok_or_else(|| GenerateError::Internal("wall ran out".into()))?;
    play.push(Event::DrewLoose { seat: x, at })?;
    Ok(())
}

/// The next player touches the wall before the player on turn has discarded.
fn wall_touched_early(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let article = play.article_for(Irregularity::WallTouchedEarly);
    let warm = dice.range(0, 20);
    let x = turns::play_until_holding(play, dice, warm)?;
    let y = x.right();
    let at = play.next_live()?;
    let revealed = dice.chance(1, 2);
    record(play, dice, y, &article);
    play.push(Event::TouchedWall {
        seat: y,
        at,
        revealed,
    })?;
    Ok(())
}

/// A pung is called after the window for claiming has closed.
fn late_claim(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let article = play.article_for(Irregularity::LateClaim);
    let _warm = dice.range(0, 20);
    let (_, z, _) = until_pung_offer(play, dice)?;
    // A little past the window the ruleset allows.
    let window = u32::from(play.ruleset.meta.claim_window_seconds.unwrap_or(3));
    play.push(Event::Paused {
        seconds: dice.range(window + 1, window + 6) as u8,
    })?;
    record(play, dice, z, &article);
    play.push(Event::Claimed {
        seat: z,
        claim: ClaimKind::Pung,
    })?;
    Ok(())
}

/// A player shows tiles of the concealed hand by mistake.
fn tiles_revealed_by_mistake(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let warm = dice.range(0, 20);
    turns::play_until_discard(play, dice, warm)?;
    let seat = *dice.pick(&Seat::ALL);
    let rack = rack_kinds(play, seat);
    let n = dice.range(1, 3) as usize;
    let tiles: Vec<Kind> = rack.iter().take(n).copied().collect();
    play.push(Event::TilesRevealed {
        seat,
        tiles,
        by: None,
    })?;
    Ok(())
}

/// A player other than the dealer is dealt a hand one tile from a rich win, which the
/// player keeps while others play; the deal is made. Returns the player and the tile.
fn deal_rich_hand(play: &mut Story, dice: &mut Dice) -> Result<(Seat, Kind), GenerateError> {
    let dealer = play.table().dealer();
    let winner = *dice.pick(&dealer.others());
    let (hand, wait) = rich_ready_hand(dice);
    stack_deal(play, winner, &hand[..13])?;
    play.wants.still = Some(winner);
    turns::deal(play)?;
    Ok((winner, wait))
}

/// `winner` draws the tile awaited and declares the rich hand it completes.
fn draw_and_declare(
    play: &mut Story,
    dice: &mut Dice,
    winner: Seat,
    wait: Kind,
) -> Result<(), GenerateError> {
    draw_stacked(play, dice, winner, wait)?;
    if !crate::table::win_is_valid(play.table(), winner, WinCheck::McrFan, None) {
        return Err(GenerateError::Internal("the win is not valid".into()));
    }
    play.push(Event::DeclaredWin { seat: winner })
}

/// A player draws the tile that completes a hand worth well over 8 fan and declares.
fn valid_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let (winner, wait) = deal_rich_hand(play, dice)?;
    draw_and_declare(play, dice, winner, wait)
}

/// A player sees a wall tile while touching the wall too early, which takes away the
/// right to win this hand, and later draws the tile that completes a rich hand and
/// declares all the same.
pub(super) fn barred_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let (winner, wait) = deal_rich_hand(play, dice)?;
    let warm = dice.range(0, 12);
    let mut holder = turns::play_until_holding(play, dice, warm)?;
    for _ in 0..4 {
        if holder != winner {
            break;
        }
        turns::discard(play, holder, dice)?;
        holder = turns::play_until_holding(play, dice, 0)?;
    }
    if holder == winner {
        return Err(GenerateError::Internal("the winner kept the turn".into()));
    }
    let at = play.next_live()?;
    play.push(Event::TouchedWall {
        seat: winner,
        at,
        revealed: true,
    })?;
    // The tile seen is drawn at once, before any tile is stacked for the winner, so that
    // what was seen is what the next player draws.
    turns::discard(play, holder, dice)?;
    turns::draw(play, holder.right())?;
    if holder.right() == winner {
        turns::discard(play, winner, dice)?;
    }
    draw_and_declare(play, dice, winner, wait)
}

/// After a win is declared (valid or not), another player lays the hand face up.
fn hand_revealed_after_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let _warm = dice.range(0, 20);
    let dealer = play.table().dealer();
    let winner = *dice.pick(&dealer.others());
    let valid = dice.chance(1, 2);
    if valid {
        let (hand, wait) = rich_ready_hand(dice);
        stack_deal(play, winner, &hand[..13])?;
        play.wants.still = Some(winner);
        turns::deal(play)?;
        draw_stacked(play, dice, winner, wait)?;
    } else {
        turns::deal(play)?;
        turns::until_about_to_draw(play, dice, winner)?;
        turns::draw(play, winner)?;
    }
    if crate::table::win_is_valid(play.table(), winner, WinCheck::McrFan, None) != valid {
        return Err(GenerateError::Internal(
            "the win is not what the story needs".into(),
        ));
    }
    play.push(Event::DeclaredWin { seat: winner })?;
    let revealer = *dice.pick(&others(&[winner]));
    play.push(Event::HandShown { seat: revealer })?;
    // The win was not one, so play goes on: half the time the revealer keeps the
    // revealed tiles and throws the next tile it draws.
    if !valid && dice.chance(1, 2) {
        turns::discard(play, winner, dice)?;
        turns::until_about_to_draw(play, dice, revealer)?;
        turns::draw(play, revealer)?;
        let drawn = play
            .table()
            .drawn()
            .filter(|(s, _, _)| *s == revealer)
            .map(|(_, id, _)| play.table().kind(id))
            .ok_or_else(|| super::internal("the revealer drew nothing"))?;
        play.push(Event::Discarded {
            seat: revealer,
            tile: drawn,
            named: None,
        })?;
    }
    Ok(())
}

/// A player gives another a hint.
fn passed_information(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let warm = dice.range(0, 20);
    turns::play_until_discard(play, dice, warm)?;
    let from = *dice.pick(&Seat::ALL);
    let to = *dice.pick(&others(&[from]));
    let truthful = Some(dice.chance(2, 3));
    play.push(Event::InformationPassed { from, to, truthful })?;
    Ok(())
}

/// A player disobeys the referee.
fn disobedience(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    // The classical warm-up is drawn and left unused, so that every seed keeps its story.
    let _ = dice.range(0, 24);
    let article = play.article_for(Irregularity::Disobedience);
    let warm = dice.range(0, 20);
    turns::play_until_discard(play, dice, warm)?;
    let seat = *dice.pick(&Seat::ALL);
    record(play, dice, seat, &article);
    play.push(Event::RefereeDisobeyed { seat })?;
    Ok(())
}
