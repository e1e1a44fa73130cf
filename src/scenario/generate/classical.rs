//! Generators for the play irregularities of the classical rules: a real game of plain
//! play, then one slip, varied so that every case of every article is reached.

use super::sim::{self, discard, draw, next_live, play_until_discard, play_until_holding, willing_claim};
use super::{GenerateError, Play};
use crate::analysis::standard;
use crate::rng::Dice;
use crate::rules::{Irregularity, Ruleset};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

fn others(not: &[Seat]) -> Vec<Seat> {
    Seat::ALL.into_iter().filter(|s| !not.contains(s)).collect()
}

fn rack_kinds(play: &Play, seat: Seat) -> Vec<Kind> {
    play.table.rack(seat).iter().map(|t| play.table.kind(*t)).collect()
}

/// Play on until the latest discard is one some player would claim for a pung; returns
/// the discarder and that player (falls back to any discard after many turns).
fn until_pung_offer(play: &mut Play, dice: &mut Dice) -> Result<(Seat, Seat, Kind), GenerateError> {
    let warm = dice.range(1, 12);
    let mut x = play_until_discard(play, dice, warm)?;
    for _ in 0..60 {
        if play.table.remaining().count() < 12 {
            break;
        }
        if let Some((z, ClaimKind::Pung, _)) = willing_claim(play) {
            let kind = play.table.latest_discard().map(|d| play.table.kind(d.tile)).unwrap_or(Kind::Joker);
            return Ok((x, z, kind));
        }
        x = play_until_discard(play, dice, 0)?;
    }
    let z = *dice.pick(&others(&[x]));
    let kind = play.table.latest_discard().map(|d| play.table.kind(d.tile)).unwrap_or(Kind::Joker);
    Ok((x, z, kind))
}

/// Regular play until `seat` draws again.
fn until_draws(play: &mut Play, dice: &mut Dice, seat: Seat) -> Result<(), GenerateError> {
    for _ in 0..40 {
        if play.table.remaining().count() < 6 {
            break;
        }
        let was = play.events.len();
        sim::step(play, dice)?;
        if play.events[was..].iter().any(|e| matches!(e, Event::Picked { seat: s, .. } if *s == seat)) {
            return Ok(());
        }
    }
    Ok(())
}

pub(super) fn inject(play: &mut Play, irregularity: Irregularity, ruleset: &Ruleset, dice: &mut Dice) -> Result<(), GenerateError> {
    let warm = dice.range(0, 24);
    match irregularity {
        Irregularity::ClaimAfterDrawing => {
            let x = play_until_discard(play, dice, warm)?;
            let y = x.right();
            draw(play, y)?;
            play.push(Event::Claimed { seat: y, claim: ClaimKind::Pung })?;
            if dice.chance(1, 2) {
                let z = *dice.pick(&others(&[x, y]));
                play.push(Event::Claimed { seat: z, claim: ClaimKind::Pung })?;
            }
        }
        Irregularity::NextWallTileExposed => {
            let x = play_until_discard(play, dice, warm)?;
            let y = x.right();
            let at = next_live(play)?;
            play.push(Event::TurnedUp { seat: y, at, seen: true })?;
            if dice.chance(1, 2) {
                let z = *dice.pick(&others(&[x, y]));
                play.push(Event::Claimed { seat: z, claim: ClaimKind::Pung })?;
            }
        }
        Irregularity::WallTileSeen => {
            play_until_discard(play, dice, warm)?;
            let live: Vec<_> = play.table.remaining().skip(2).take(30).collect();
            let at = *dice.pick(&live);
            let seat = *dice.pick(&Seat::ALL);
            play.push(Event::TurnedUp { seat, at, seen: true })?;
        }
        Irregularity::ClaimWithdrawn => {
            let (_, z, kind) = until_pung_offer(play, dice)?;
            play.push(Event::Claimed { seat: z, claim: ClaimKind::Pung })?;
            play.push(Event::Exposed { seat: z, tiles: vec![kind, kind] })?;
            if dice.chance(1, 2) {
                discard(play, z, dice)?;
            }
            play.push(Event::ClaimWithdrawn { seat: z })?;
        }
        Irregularity::DiscardTakenBack => {
            let x = play_until_discard(play, dice, warm)?;
            if dice.chance(1, 2) {
                draw(play, x.right())?;
            }
            play.push(Event::DiscardTakenBack { seat: x })?;
        }
        Irregularity::DiscardTakenBackAfterClaim => {
            let x = play_until_discard(play, dice, warm)?;
            let z = *dice.pick(&others(&[x]));
            let claim = if z == x.right() && dice.chance(1, 2) { ClaimKind::Chow } else { ClaimKind::Pung };
            play.push(Event::Claimed { seat: z, claim })?;
            if dice.chance(1, 2) {
                play.push(Event::ClaimWithdrawn { seat: z })?;
            }
            play.push(Event::DiscardTakenBack { seat: x })?;
        }
        Irregularity::WrongTileDrawn => {
            let x = play_until_discard(play, dice, warm)?;
            let y = x.right();
            let live: Vec<_> = play.table.remaining().skip(1).take(4).collect();
            let at = *dice.pick(&live);
            play.push(Event::Picked { seat: y, at, known: true })?;
            if dice.chance(1, 2) {
                sim::replace_bonus(play, y)?;
                discard(play, y, dice)?;
            }
        }
        Irregularity::DrawOutOfTurn => {
            let bonus = play.bonus_set_aside && dice.chance(1, 3);
            let mut x = play_until_discard(play, dice, warm)?;
            if bonus {
                for _ in 0..80 {
                    if play.table.remaining().count() < 12 {
                        break;
                    }
                    let next = next_live(play)?;
                    if play.table.at(next).is_some_and(|t| play.table.kind(t).is_bonus()) {
                        break;
                    }
                    x = play_until_discard(play, dice, 0)?;
                }
            }
            let z = *dice.pick(&others(&[x, x.right()]));
            let at = next_live(play)?;
            let known = bonus || dice.chance(1, 2);
            play.push(Event::Picked { seat: z, at, known })?;
        }
        Irregularity::DiscardOutOfTurn => {
            let x = play_until_discard(play, dice, warm)?;
            let z = *dice.pick(&others(&[x, x.right()]));
            discard(play, z, dice)?;
            if dice.chance(1, 2) {
                let w = *dice.pick(&others(&[z]));
                play.push(Event::Claimed { seat: w, claim: ClaimKind::Pung })?;
            }
        }
        Irregularity::SeveralDiscards => {
            let x = play_until_holding(play, dice, warm)?;
            discard(play, x, dice)?;
            discard(play, x, dice)?;
            if dice.chance(1, 2) {
                let w = *dice.pick(&others(&[x]));
                play.push(Event::Claimed { seat: w, claim: ClaimKind::Pung })?;
            }
        }
        Irregularity::FalseClaim => {
            let x = play_until_discard(play, dice, warm)?;
            let kind = play.table.latest_discard().map(|d| play.table.kind(d.tile)).unwrap_or(Kind::Joker);
            // A player without the pair calls pung anyway (or a chow out of turn).
            let lacking: Vec<Seat> = others(&[x])
                .into_iter()
                .filter(|s| rack_kinds(play, *s).iter().filter(|k| **k == kind).count() < 2)
                .collect();
            let z = if lacking.is_empty() { x.right().right() } else { *dice.pick(&lacking) };
            let claim = if z != x.right() && dice.chance(1, 3) { ClaimKind::Chow } else { ClaimKind::Pung };
            play.push(Event::Claimed { seat: z, claim })?;
            let rack: Vec<Kind> = rack_kinds(play, z).into_iter().filter(|k| *k != kind).collect();
            let mut two = vec![*dice.pick(&rack)];
            let rest: Vec<Kind> = rack.iter().copied().filter(|k| *k != two[0]).collect();
            two.push(*dice.pick(if rest.is_empty() { &rack } else { &rest }));
            play.push(Event::Exposed { seat: z, tiles: two })?;
            if dice.chance(1, 2) {
                discard(play, z, dice)?;
                if dice.chance(1, 2) {
                    draw(play, z.right())?;
                } else {
                    let w = *dice.pick(&others(&[z]));
                    play.push(Event::Claimed { seat: w, claim: ClaimKind::Pung })?;
                }
            }
        }
        Irregularity::MisexposedSet => {
            let (_, z, kind) = until_pung_offer(play, dice)?;
            play.push(Event::Claimed { seat: z, claim: ClaimKind::Pung })?;
            let rack: Vec<Kind> = rack_kinds(play, z).into_iter().filter(|k| *k != kind).collect();
            let stray = *dice.pick(&rack);
            play.push(Event::Exposed { seat: z, tiles: vec![kind, stray] })?;
            if dice.chance(1, 2) {
                discard(play, z, dice)?;
                until_draws(play, dice, z)?;
            }
        }
        Irregularity::ClaimNotExposed => {
            let (_, z, _) = until_pung_offer(play, dice)?;
            play.push(Event::Claimed { seat: z, claim: ClaimKind::Pung })?;
            play.push(Event::TakenIntoHand { seat: z })?;
            discard(play, z, dice)?;
            if dice.chance(1, 2) {
                until_draws(play, dice, z)?;
            }
        }
        Irregularity::ForgotToDraw => {
            let x = play_until_discard(play, dice, warm)?;
            let y = x.right();
            discard(play, y, dice)?;
            if dice.chance(1, 2) {
                draw(play, y.right())?;
            }
        }
        Irregularity::DiscardIntoHand => {
            let x = play_until_discard(play, dice, warm)?;
            let z = *dice.pick(&others(&[x]));
            play.push(Event::TakenIntoHand { seat: z })?;
        }
        Irregularity::FalseWin | Irregularity::SeveralFalseWins => {
            if ruleset.meta.editions.iter().any(|e| e.id == "agreed-limit") && dice.chance(1, 3) {
                play.edition = "agreed-limit".into();
            }
            let several = irregularity == Irregularity::SeveralFalseWins;
            let offenders = if !several && dice.chance(1, 3) {
                // East believes the dealt hand is complete.
                vec![play.table.dealer]
            } else {
                let x = play_until_discard(play, dice, warm)?;
                let mut seats = others(&[x]);
                dice.shuffle(&mut seats);
                seats.truncate(if several { 2 } else { 1 });
                seats
            };
            for z in &offenders {
                if play.table.holding != Some(*z) {
                    play.push(Event::Claimed { seat: *z, claim: ClaimKind::Win })?;
                }
                let mut hand = rack_kinds(play, *z);
                if play.table.holding != Some(*z) {
                    if let Some(d) = play.table.latest_discard() {
                        hand.push(play.table.kind(d.tile));
                    }
                }
                if standard::is_complete(&hand, play.table.melds[z.index()].len()) {
                    return Err(GenerateError::Internal("the hand was really complete".into()));
                }
                play.push(Event::DeclaredWin { seat: *z })?;
            }
            if dice.chance(1, 2) {
                let w = *dice.pick(&others(&offenders));
                play.push(Event::HandShown { seat: w })?;
            }
        }
        other => return Err(GenerateError::Internal(format!("no generator for {other:?}"))),
    }
    Ok(())
}
