//! Generators for the play irregularities of the classical rules: a real game of plain
//! play, then one slip, varied so that every case of every article is reached.

use super::sim::{
    self, discard, draw, next_live, play_until_discard, play_until_holding, willing_claim,
};
use super::{GenerateError, Play};
use crate::analysis::standard;
use crate::rng::Dice;
use crate::rules::{Irregularity, Ruleset};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

pub(super) fn others(not: &[Seat]) -> Vec<Seat> {
    Seat::ALL.into_iter().filter(|s| !not.contains(s)).collect()
}

pub(super) fn rack_kinds(play: &Play, seat: Seat) -> Vec<Kind> {
    play.table
        .rack(seat)
        .iter()
        .map(|t| play.table.kind(*t))
        .collect()
}

/// Play on until the latest discard is one some player would claim for a pung; returns
/// the discarder and that player (falls back to any discard after many turns).
pub(super) fn until_pung_offer(
    play: &mut Play,
    dice: &mut Dice,
) -> Result<(Seat, Seat, Kind), GenerateError> {
    let warm = dice.range(1, 12);
    let mut x = play_until_discard(play, dice, warm)?;
    for _ in 0..60 {
        if play.table.live_left() <= 11 {
            break;
        }
        if let Some((z, ClaimKind::Pung | ClaimKind::Kong, _)) = willing_claim(play) {
            let kind = play
                .table
                .latest_discard()
                .map(|d| play.table.kind(d.tile))
                .unwrap_or(Kind::Joker);
            return Ok((x, z, kind));
        }
        x = play_until_discard(play, dice, 0)?;
    }
    Err(GenerateError::Internal("nobody was offered a pung".into()))
}

/// Regular play until `seat` draws again.
fn until_draws(play: &mut Play, dice: &mut Dice, seat: Seat) -> Result<(), GenerateError> {
    for _ in 0..40 {
        if play.table.live_left() <= 5 {
            break;
        }
        let was = play.events.len();
        sim::step(play, dice)?;
        if play.events[was..]
            .iter()
            .any(|e| matches!(e, Event::Picked { seat: s, .. } if *s == seat))
        {
            return Ok(());
        }
    }
    Ok(())
}

/// Half the time, a player not among `not` calls pung on the latest discard.
fn maybe_pung_claim(play: &mut Play, dice: &mut Dice, not: &[Seat]) -> Result<(), GenerateError> {
    if dice.chance(1, 2) {
        let w = *dice.pick(&others(not));
        play.push(Event::Claimed {
            seat: w,
            claim: ClaimKind::Pung,
        })?;
    }
    Ok(())
}

/// Regular play until `winner` is about to draw, then the drawn tile is `wait`, stacked
/// from an untouched wall place.
pub(super) fn draw_stacked(
    play: &mut Play,
    dice: &mut Dice,
    winner: Seat,
    wait: Kind,
) -> Result<(), GenerateError> {
    until_about_to_draw(play, dice, winner)?;
    let at = next_live(play)?;
    if !play.stack(at, wait, &[])? {
        return Err(GenerateError::Internal("the winning tile is gone".into()));
    }
    play.push(Event::Picked {
        seat: winner,
        at,
        known: true,
    })
}

/// Regular play until `seat` is about to draw (its turn, nothing in hand to discard).
pub(super) fn until_about_to_draw(
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
) -> Result<(), GenerateError> {
    for _ in 0..80 {
        if play.table.turn() == Some(seat) && play.table.holding().is_none() {
            return Ok(());
        }
        if play.table.live_left() <= 5 {
            break;
        }
        sim::step(play, dice)?;
    }
    Err(GenerateError::Internal(format!(
        "{seat} never came to draw"
    )))
}

/// Rule 79: a player with an exposed pung adds a tile to it or takes one out.
fn exposed_set_changed(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
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
    let meld = (play.table.melds(z).len() - 1) as u8;
    discard(play, z, dice)?;
    until_about_to_draw(play, dice, z)?;
    match dice.below(3) {
        0 => {
            // The fourth tile comes from the wall, and is added: a legal kong.
            let at = next_live(play)?;
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
            })?;
        }
        1 => {
            draw(play, z)?;
            let rack: Vec<Kind> = rack_kinds(play, z)
                .into_iter()
                .filter(|k| *k != kind)
                .collect();
            let tile = *dice.pick(&rack);
            play.push(Event::AddedToMeld {
                seat: z,
                meld,
                tile,
            })?;
        }
        _ => {
            draw(play, z)?;
            play.push(Event::TookFromMeld {
                seat: z,
                meld,
                tile: kind,
            })?;
        }
    }
    Ok(())
}

/// Where each seat's tiles come from in the deal, before any tile is taken.
pub(super) fn deal_places(play: &Play, seat: Seat) -> Vec<crate::table::WallPos> {
    all_deal_places(play)
        .into_iter()
        .nth(seat.index())
        .unwrap_or_default()
}

/// `deal_places` for every seat at once, by seat index.
pub(super) fn all_deal_places(play: &Play) -> [Vec<crate::table::WallPos>; 4] {
    use crate::table::deal;
    // The deal takes its 53 tiles from the first 54 live places (East's jump skips one).
    let mut live: Vec<crate::table::WallPos> = Vec::with_capacity(56);
    live.extend(play.table.remaining().take(56));
    let mut places: [Vec<crate::table::WallPos>; 4] = Default::default();
    for t in play.deal.script(play.table.dealer()) {
        places[t.seat.index()]
            .extend(deal::offsets(t.count, t.jump).filter_map(|i| live.get(i).copied()));
        // Highest first, so that each removal leaves the lower offsets in place.
        for i in deal::offsets(t.count, t.jump).rev() {
            if i < live.len() {
                live.remove(i);
            }
        }
    }
    places
}

/// A ready hand of 13 tiles (four sets and a single) and the tile it waits for.
pub(super) fn ready_hand(dice: &mut Dice) -> (Vec<Kind>, Kind) {
    use crate::tiles::{Dragon, Suit, Wind};
    let mut used = std::collections::HashMap::<Kind, u8>::new();
    let mut hand = Vec::new();
    let honours = [
        Kind::Wind(Wind::East),
        Kind::Wind(Wind::South),
        Kind::Wind(Wind::West),
        Kind::Wind(Wind::North),
        Kind::Dragon(Dragon::Red),
        Kind::Dragon(Dragon::Green),
        Kind::Dragon(Dragon::White),
    ];
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
        let fits = set.iter().all(|k| {
            used.get(k).copied().unwrap_or(0) + set.iter().filter(|x| *x == k).count() as u8 <= 3
        });
        if fits {
            for k in &set {
                *used.entry(*k).or_default() += 1;
            }
            hand.extend(set);
        }
    }
    // The single waits for its pair; leave at least one copy in the wall.
    loop {
        let k = Kind::Number(suit(dice), dice.range(1, 9) as u8);
        if used.get(&k).copied().unwrap_or(0) <= 1 {
            hand.push(k);
            return (hand, k);
        }
    }
}

/// Rule 89: a player's hand goes long, short or foul; later another player wins.
fn settlement_with_faulty_hand(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table.dealer();
    let winner = *dice.pick(&[dealer.right(), dealer.right().right(), dealer.left()]);
    let (hand, wait) = ready_hand(dice);
    let places = deal_places(play, winner);
    for (i, (at, kind)) in places.iter().zip(&hand).enumerate() {
        if !play.stack(*at, *kind, &places[..i])? {
            return Err(GenerateError::Internal(
                "could not stack the ready hand".into(),
            ));
        }
    }
    play.passive = Some(winner);
    let script = play.deal.script(dealer);
    sim::deal_and_declare(play, &script, dice)?;
    let warm = dice.range(0, 12);
    let x = play_until_discard(play, dice, warm)?;
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
            let at = next_live(play)?;
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
            discard(play, culprit, dice)?;
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
                .table
                .latest_discard()
                .map(|d| play.table.kind(d.tile))
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
            discard(play, claimer, dice)?;
        }
    }
    draw_stacked(play, dice, winner, wait)?;
    play.push(Event::DeclaredWin { seat: winner })
}

/// Rule 90: a player has laid down three sets (two of dragons) that point at a special
/// hand, and another player discards the tile that completes it; or the sets point at
/// nothing special.
fn win_on_risky_discard(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
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

    let dealer = play.table.dealer();
    let winner = *dice.pick(&[dealer.right(), dealer.right().right(), dealer.left()]);
    let mut reserved = deal_places(play, winner);
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
        let places = deal_places(play, *seat);
        let Some(at) = places.iter().copied().find(|p| !reserved.contains(p)) else {
            return Err(GenerateError::Internal("no place left to stack".into()));
        };
        if !play.stack(at, *kind, &reserved)? {
            return Err(GenerateError::Internal("a gift tile is gone".into()));
        }
        reserved.push(at);
    }
    play.passive = Some(winner);
    play.protected = gifts.iter().map(|(_, k)| *k).collect();
    let script = play.deal.script(dealer);
    sim::deal_and_declare(play, &script, dice)?;
    for (i, kind) in pungs.iter().enumerate() {
        let giver = givers[i % givers.len()];
        give_when_holding(play, dice, giver, *kind)?;
        play.push(Event::Claimed {
            seat: winner,
            claim: ClaimKind::Pung,
        })?;
        play.push(Event::Exposed {
            seat: winner,
            tiles: vec![*kind, *kind],
        })?;
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
    play.push(Event::Claimed {
        seat: winner,
        claim: ClaimKind::Win,
    })?;
    play.push(Event::DeclaredWin { seat: winner })
}

/// Regular play, without claims, until four or fewer tiles are left in the live wall.
fn wait_for_wall_end(
    play: &mut Play,
    dice: &mut Dice,
    winner: Seat,
    wait: Kind,
) -> Result<(), GenerateError> {
    while play.table.live_left() > 4 {
        if let Some(h) = play.table.holding() {
            discard(play, h, dice)?;
        } else {
            let s = play
                .table
                .turn()
                .ok_or_else(|| GenerateError::Internal("no one on turn".into()))?;
            draw(play, s)?;
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
fn give_when_holding(
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    for _ in 0..60 {
        if play.table.holding() == Some(seat) && rack_kinds(play, seat).contains(&kind) {
            play.protected.retain(|k| *k != kind);
            return play.push(Event::Discarded {
                seat,
                tile: kind,
                named: None,
            });
        }
        if play.table.live_left() == 0 {
            break;
        }
        // Nobody claims on the way: the story needs these discards to reach the winner.
        if let Some(h) = play.table.holding() {
            discard(play, h, dice)?;
        } else {
            let s = play
                .table
                .turn()
                .ok_or_else(|| GenerateError::Internal("no one on turn".into()))?;
            draw(play, s)?;
        }
    }
    Err(GenerateError::Internal(format!(
        "{seat} never came to discard {kind:?}"
    )))
}

pub(super) fn inject(
    play: &mut Play,
    irregularity: Irregularity,
    ruleset: &Ruleset,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let warm = dice.range(0, 24);
    match irregularity {
        Irregularity::ClaimAfterDrawing => {
            let x = play_until_discard(play, dice, warm)?;
            let y = x.right();
            draw(play, y)?;
            play.push(Event::Claimed {
                seat: y,
                claim: ClaimKind::Pung,
            })?;
            maybe_pung_claim(play, dice, &[x, y])?;
        }
        Irregularity::NextWallTileExposed => {
            let x = play_until_discard(play, dice, warm)?;
            let y = x.right();
            let at = next_live(play)?;
            play.push(Event::TurnedUp {
                seat: y,
                at,
                seen: true,
            })?;
            maybe_pung_claim(play, dice, &[x, y])?;
        }
        Irregularity::WallTileSeen => {
            play_until_discard(play, dice, warm)?;
            let live: Vec<_> = play.table.remaining().skip(2).take(30).collect();
            let at = *dice.pick(&live);
            let seat = *dice.pick(&Seat::ALL);
            play.push(Event::TurnedUp {
                seat,
                at,
                seen: true,
            })?;
        }
        Irregularity::ClaimWithdrawn => {
            let (_, z, kind) = until_pung_offer(play, dice)?;
            play.push(Event::Claimed {
                seat: z,
                claim: ClaimKind::Pung,
            })?;
            play.push(Event::Exposed {
                seat: z,
                tiles: vec![kind, kind],
            })?;
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
            let claim = if z == x.right() && dice.chance(1, 2) {
                ClaimKind::Chow
            } else {
                ClaimKind::Pung
            };
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
            play.push(Event::Picked {
                seat: y,
                at,
                known: true,
            })?;
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
                    if play.table.live_left() <= 11 {
                        break;
                    }
                    let next = next_live(play)?;
                    if play
                        .table
                        .at(next)
                        .is_some_and(|t| play.table.kind(t).is_bonus())
                    {
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
            maybe_pung_claim(play, dice, &[z])?;
        }
        Irregularity::SeveralDiscards => {
            let x = play_until_holding(play, dice, warm)?;
            discard(play, x, dice)?;
            discard(play, x, dice)?;
            maybe_pung_claim(play, dice, &[x])?;
        }
        Irregularity::FalseClaim => {
            let x = play_until_discard(play, dice, warm)?;
            let kind = play
                .table
                .latest_discard()
                .map(|d| play.table.kind(d.tile))
                .unwrap_or(Kind::Joker);
            // A player without the pair calls pung anyway (or a chow out of turn).
            let lacking: Vec<Seat> = others(&[x])
                .into_iter()
                .filter(|s| rack_kinds(play, *s).iter().filter(|k| **k == kind).count() < 2)
                .collect();
            let z = if lacking.is_empty() {
                x.right().right()
            } else {
                *dice.pick(&lacking)
            };
            let claim = if z != x.right() && dice.chance(1, 3) {
                ClaimKind::Chow
            } else {
                ClaimKind::Pung
            };
            play.push(Event::Claimed { seat: z, claim })?;
            let rack: Vec<Kind> = rack_kinds(play, z)
                .into_iter()
                .filter(|k| *k != kind)
                .collect();
            let mut two = vec![*dice.pick(&rack)];
            let rest: Vec<Kind> = rack.iter().copied().filter(|k| *k != two[0]).collect();
            two.push(*dice.pick(if rest.is_empty() { &rack } else { &rest }));
            play.push(Event::Exposed {
                seat: z,
                tiles: two,
            })?;
            if dice.chance(1, 2) {
                discard(play, z, dice)?;
                if dice.chance(1, 2) {
                    draw(play, z.right())?;
                } else {
                    let w = *dice.pick(&others(&[z]));
                    play.push(Event::Claimed {
                        seat: w,
                        claim: ClaimKind::Pung,
                    })?;
                }
            }
        }
        Irregularity::MisexposedSet => {
            let (_, z, kind) = until_pung_offer(play, dice)?;
            play.push(Event::Claimed {
                seat: z,
                claim: ClaimKind::Pung,
            })?;
            let rack: Vec<Kind> = rack_kinds(play, z)
                .into_iter()
                .filter(|k| *k != kind)
                .collect();
            let stray = *dice.pick(&rack);
            play.push(Event::Exposed {
                seat: z,
                tiles: vec![kind, stray],
            })?;
            if dice.chance(1, 2) {
                discard(play, z, dice)?;
                until_draws(play, dice, z)?;
            }
        }
        Irregularity::ClaimNotExposed => {
            let (_, z, _) = until_pung_offer(play, dice)?;
            play.push(Event::Claimed {
                seat: z,
                claim: ClaimKind::Pung,
            })?;
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
                vec![play.table.dealer()]
            } else {
                let x = play_until_discard(play, dice, warm)?;
                let mut seats = others(&[x]);
                dice.shuffle(&mut seats);
                seats.truncate(if several { 2 } else { 1 });
                seats
            };
            for z in &offenders {
                if play.table.holding() != Some(*z) {
                    play.push(Event::Claimed {
                        seat: *z,
                        claim: ClaimKind::Win,
                    })?;
                }
                if crate::table::win_is_valid(
                    &play.table,
                    *z,
                    ruleset.meta.win_check,
                    ruleset.card.as_deref(),
                ) {
                    return Err(GenerateError::Internal(
                        "the hand was really complete".into(),
                    ));
                }
                // A Chinese Official player ready on another tile who calls mah-jong on
                // this one wins on the wrong tile, a matter of its own.
                let claimed = play.table.holding() != Some(*z);
                if claimed
                    && ruleset.meta.win_check == crate::rules::WinCheck::McrFan
                    && crate::table::mcr::ready(&play.table, *z, &rack_kinds(play, *z))
                {
                    return Err(GenerateError::Internal(
                        "the player was ready on another tile".into(),
                    ));
                }
                play.push(Event::DeclaredWin { seat: *z })?;
            }
            // Where revealing after a declaration is an offence of its own, the story
            // stops at the declaration.
            let revealing_judged = ruleset
                .articles
                .iter()
                .any(|a| a.judged().any(|i| i == Irregularity::HandRevealedAfterWin));
            if !revealing_judged && dice.chance(1, 2) {
                let w = *dice.pick(&others(&offenders));
                play.push(Event::HandShown { seat: w })?;
            }
        }
        Irregularity::ExposedSetChanged => exposed_set_changed(play, dice)?,
        Irregularity::SettlementWithFaultyHand => settlement_with_faulty_hand(play, dice)?,
        Irregularity::WinOnRiskyDiscard => win_on_risky_discard(play, dice)?,
        other => super::mcr::inject(play, other, ruleset, dice)?,
    }
    Ok(())
}
