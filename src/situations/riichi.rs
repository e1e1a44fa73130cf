//! Stories of the riichi table's own fouls: plain play on the classical players' turns,
//! then the riichi act that goes wrong.

use super::classical::{
    call_pung, draw_stacked, give_when_holding, rack_kinds, ready_hand_beside, stack_deals, turns,
    until_pung_offer,
};
use super::mcr::rich_ready_hand;
use super::registry::Entry;
use super::{GenerateError, Story};
use crate::analysis::standard;
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::{ClaimKind, Event};
use crate::tiles::{Kind, Suit};

pub(super) const STORIES: &[Entry] = &[
    (Irregularity::RiichiOnOpenHand, riichi_on_open_hand),
    (Irregularity::RiichiDeclaredWrongly, riichi_declared_wrongly),
    (Irregularity::CallWithDeadHand, call_with_dead_hand),
    (Irregularity::SwapCall, swap_call),
    (Irregularity::ClaimWithdrawn, call_taken_back),
    (Irregularity::ValidWin, valid_win),
    (Irregularity::DiscardBeforeExposing, discard_before_exposing),
    (Irregularity::CalledTileNotTaken, called_tile_left),
    (Irregularity::CallChanged, call_changed),
    (Irregularity::WrongWordForWin, wrong_word_for_win),
    (Irregularity::FourWindsDiscardedFirst, four_winds_first),
    (Irregularity::FourRiichi, four_riichi),
    (Irregularity::FourKans, four_kans),
    (Irregularity::NotenRiichi, noten_riichi),
    (Irregularity::SimultaneousWins, two_rons),
    (Irregularity::FalseWin, false_win),
    (Irregularity::ExhaustiveDraw, exhaustive_draw),
    (Irregularity::WallTilesExposed, wall_tiles_exposed),
    (Irregularity::DeadWallTileExposed, dead_wall_tile_exposed),
    (Irregularity::IllegalKanInRiichi, illegal_riichi_kan),
    (Irregularity::WinWithLiability, win_with_liability),
    (Irregularity::TsumoTileNotKeptApart, tsumo_tile_mixed_in),
    (Irregularity::AnotherHandExposed, another_hand_exposed),
    (Irregularity::DrawOutOfTurn, draw_out_of_turn),
    (Irregularity::WrongTileDrawn, wrong_tile_drawn),
    (Irregularity::KanRobbed, kan_robbed),
];

/// The winner of a story's win: the dealer a quarter of the time, else one of the others.
fn a_winner(dealer: crate::table::Seat, dice: &mut Dice) -> crate::table::Seat {
    if dice.chance(1, 4) {
        dealer
    } else {
        *dice.pick(&dealer.others())
    }
}

/// The edition id of the WRC rules of 2015 in the ruleset's data.
const WRC_2015: &str = "wrc2015";

/// Big three dragons with a player liable: a player dealt two of each dragon, a run
/// waiting at both ends and a pair calls pon on each dragon as three other players throw
/// it, the last of them liable; then wins, by a ron off the liable player or another, or
/// by a self-draw.
fn win_with_liability(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    use crate::tiles::Dragon;
    let dealer = play.table().dealer();
    let winner = a_winner(dealer, dice);
    let mut givers = winner.others().to_vec();
    dice.shuffle(&mut givers);
    let mut dragons = vec![
        Kind::Dragon(Dragon::Red),
        Kind::Dragon(Dragon::Green),
        Kind::Dragon(Dragon::White),
    ];
    dice.shuffle(&mut dragons);
    let mut suits = Suit::ALL.to_vec();
    dice.shuffle(&mut suits);
    let n = |s: Suit, r: u8| Kind::Number(s, r);
    let low = dice.range(2, 7) as u8;
    let pair = n(suits[1], dice.range(1, 9) as u8);
    let waits = [n(suits[0], low - 1), n(suits[0], low + 2)];
    let mut hand: Vec<Kind> = dragons.iter().flat_map(|d| [*d, *d]).collect();
    hand.extend([n(suits[0], low), n(suits[0], low + 1), pair, pair]);
    let unstackable = play.unstackable();
    if dragons.iter().any(|d| unstackable[d.index()] > 1) {
        return Err(GenerateError::Internal(
            "a dragon lies in the dead wall".into(),
        ));
    }
    // Three more tiles the winner lets go after the calls, nothing the hand needs; a
    // fourth for a dealer, who is dealt fourteen.
    let spare: Vec<Kind> = [1, 5, 9, 3]
        .iter()
        .take(if winner == dealer { 4 } else { 3 })
        .map(|r| n(suits[2], *r))
        .collect();
    hand.extend(&spare);
    let deals: Vec<(crate::table::Seat, Vec<Kind>)> = std::iter::once((winner, hand))
        .chain(givers.iter().zip(&dragons).map(|(g, d)| (*g, vec![*d])))
        .collect();
    let stacked: Vec<(crate::table::Seat, &[Kind])> =
        deals.iter().map(|(s, h)| (*s, h.as_slice())).collect();
    stack_deals(play, &stacked)?;
    play.wants.wait(winner);
    play.wants.keep = dragons.clone();
    play.wants
        .keep
        .extend([n(suits[0], low), n(suits[0], low + 1), pair]);
    play.wants.keep.extend(waits);
    turns::deal(play)?;
    let warm = dice.range(0, 6);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    for (giver, dragon) in givers.iter().zip(&dragons) {
        give_when_holding(play, dice, *giver, *dragon)?;
        call_pung(play, winner, *dragon)?;
        throw_a_spare(play, winner)?;
    }
    let liable = givers[2];
    if crate::table::riichi::liable(play.table(), winner) != Some(liable) {
        return Err(GenerateError::Internal(
            "the last dragons were not given".into(),
        ));
    }
    let wait = *dice.pick(&waits);
    play.wants.keep = vec![wait];
    match dice.range(0, 2) {
        0 => draw_stacked(play, dice, winner, wait)?,
        k => {
            let thrower = if k == 1 {
                liable
            } else {
                *dice.pick(&givers[..2])
            };
            throw_awaited(play, dice, thrower, wait)?;
            play.push(Event::Claimed {
                seat: winner,
                claim: ClaimKind::Win,
            })?;
        }
    }
    declare_the_win(play, winner)
}

/// A player dealt three of a tile beside the next one up (3334m: waiting on 2m, 4m and
/// 5m) and three sets declares riichi, later draws the fourth of the three and declares a
/// concealed kan: the hand now waits on the 4m alone. The replacement tile is thrown, and
/// a few turns on the player wins on a 4m, thrown by another (ron) or drawn (tsumo).
fn illegal_riichi_kan(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table().dealer();
    let z = *dice.pick(&dealer.others());
    let n = |s: Suit, r: u8| Kind::Number(s, r);
    // Tiles of the dead wall cannot be moved: the hand, the fourth of the three and a
    // second of the tile awaited are chosen among the tiles found elsewhere.
    let unstackable = play.unstackable();
    let free = |k: Kind, wanted: u8| unstackable[k.index()] + wanted <= 4;
    let mut suits = Suit::ALL.to_vec();
    dice.shuffle(&mut suits);
    let mut ranks: Vec<u8> = (2..=7).collect();
    dice.shuffle(&mut ranks);
    let mut starts: Vec<u8> = (1..=7).collect();
    dice.shuffle(&mut starts);
    let run_fits = |s: Suit, a: u8| (0..3).all(|i| free(n(s, a + i), 1));
    let Some(r) = ranks
        .iter()
        .copied()
        .find(|r| free(n(suits[0], *r), 4) && free(n(suits[0], r + 1), 2))
    else {
        return Err(GenerateError::Internal(
            "no three of a kind within reach".into(),
        ));
    };
    let (Some(a), Some(b)) = (
        starts.iter().copied().find(|a| run_fits(suits[1], *a)),
        starts.iter().copied().find(|b| run_fits(suits[2], *b)),
    ) else {
        return Err(GenerateError::Internal("no run within reach".into()));
    };
    let mut honours = vec![
        Kind::Dragon(crate::tiles::Dragon::Red),
        Kind::Dragon(crate::tiles::Dragon::Green),
        Kind::Dragon(crate::tiles::Dragon::White),
    ];
    dice.shuffle(&mut honours);
    let Some(honour) = honours.iter().copied().find(|h| free(*h, 3)) else {
        return Err(GenerateError::Internal("no dragons within reach".into()));
    };
    let mut hand = vec![n(suits[0], r); 3];
    hand.push(n(suits[0], r + 1));
    hand.extend((0..3).map(|i| n(suits[1], a + i)));
    hand.extend((0..3).map(|i| n(suits[2], b + i)));
    hand.extend([honour; 3]);
    let kan = n(suits[0], r);
    let wait = n(suits[0], r + 1);
    let waits_before = [n(suits[0], r - 1), wait, n(suits[0], r + 2)];
    let reserved: Vec<_> = play.deal_places(z).into_iter().take(13).collect();
    stack_deals(play, &[(z, &hand)])?;
    // The fourth of the three waits deep in the live wall, dealt to nobody.
    keep_deep_in_the_wall(play, kan, &reserved)?;
    play.wants.wait(z);
    play.wants.keep.extend(waits_before);
    turns::deal(play)?;
    let warm = dice.range(0, 8);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    let mut kept = waits_before.to_vec();
    kept.push(kan);
    riichi_on_next_draw(play, dice, z, &kept)?;
    turns::until_about_to_draw(play, dice, z)?;
    let at = play.next_live()?;
    if !play.stack(at, kan, &[])? {
        return Err(GenerateError::Internal(
            "the fourth tile is out of reach".into(),
        ));
    }
    turns::draw(play, z)?;
    play.push(Event::DeclaredKong { seat: z, tile: kan })?;
    if throw_the_loose_tile(play, z)? == wait {
        return Err(GenerateError::Internal("the replacement tile wins".into()));
    }
    play.wants.keep = vec![wait];
    // Won on another player's discard, or drawn.
    let ron = dice.chance(1, 2);
    if ron {
        let thrower = *dice.pick(&z.others());
        throw_awaited(play, dice, thrower, wait)?;
    } else {
        draw_stacked(play, dice, z, wait)?;
    }
    play.call_the_win(z, ron)
}

/// `seat` draws in turn, declares riichi and throws the tile drawn, keeping the hand as
/// dealt; unless the tile drawn is one of `kept` (a tile that wins, or the story needs).
fn riichi_on_next_draw(
    play: &mut Story,
    dice: &mut Dice,
    seat: crate::table::Seat,
    kept: &[Kind],
) -> Result<(), GenerateError> {
    turns::until_draws(play, dice, seat)?;
    let drawn = drawn_by(play, seat)?;
    if kept.contains(&drawn) {
        return Err(GenerateError::Internal(
            "the riichi player drew a tile the story keeps".into(),
        ));
    }
    play.push(Event::DeclaredRiichi {
        seat,
        said: true,
        turned: true,
    })?;
    play.push(Event::Discarded {
        seat,
        tile: drawn,
        named: None,
    })
}

/// The deal, with a player other than the dealer dealt a ready hand that waits on one
/// tile; that player calls nothing and lets the draws go, and nobody throws the tile
/// awaited. Who it is, and the tile.
fn deal_one_ready(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<(crate::table::Seat, Kind), GenerateError> {
    let dealer = play.table().dealer();
    let seat = *dice.pick(&dealer.others());
    let unstackable = play.unstackable();
    let (hand, wait) = ready_hand_beside(dice, &mut [0u8; Kind::COUNT], &unstackable);
    stack_deals(play, &[(seat, &hand)])?;
    play.wants.wait(seat);
    play.wants.keep.push(wait);
    turns::deal(play)?;
    Ok((seat, wait))
}

/// A `kind` dealt to `seat`, at a place of its deal none of `reserved` holds; the place
/// is reserved in turn.
fn stack_in_deal(
    play: &mut Story,
    seat: crate::table::Seat,
    kind: Kind,
    reserved: &mut Vec<crate::table::WallPos>,
) -> Result<(), GenerateError> {
    let Some(at) = play
        .deal_places(seat)
        .into_iter()
        .find(|p| !reserved.contains(p))
    else {
        return Err(GenerateError::Internal("no place left to stack".into()));
    };
    if !play.stack(at, kind, reserved)? {
        return Err(GenerateError::Internal("the tile to deal is gone".into()));
    }
    reserved.push(at);
    Ok(())
}

/// `kinds` kept back at the far end of the live wall, the first last of all, so that the
/// deal cannot hand them to another player; each is fetched when drawn (`draw_stacked`).
fn keep_back(
    play: &mut Story,
    kinds: &[Kind],
    reserved: &mut Vec<crate::table::WallPos>,
) -> Result<(), GenerateError> {
    let live: Vec<_> = play.table().remaining().collect();
    for (back, kind) in (1..).zip(kinds) {
        let Some(at) = live.len().checked_sub(back).and_then(|i| live.get(i)) else {
            return Err(GenerateError::Internal("no live wall".into()));
        };
        if !play.stack(*at, *kind, reserved)? {
            return Err(GenerateError::Internal("a tile to draw is gone".into()));
        }
        reserved.push(*at);
    }
    Ok(())
}

/// The kind of the tile `seat` has just drawn.
fn drawn_by(play: &Story, seat: crate::table::Seat) -> Result<Kind, GenerateError> {
    play.table()
        .drawn()
        .filter(|(s, _, _)| *s == seat)
        .map(|(_, id, _)| play.table().kind(id))
        .ok_or_else(|| GenerateError::Internal("nothing drawn".into()))
}

/// Some turns, then a player knocks over a run of live wall tiles, two to nine of them,
/// face up; half the time more than five.
fn wall_tiles_exposed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    turns::play_until_discard(play, dice, warm)?;
    let count = if dice.chance(1, 2) {
        dice.range(2, 5)
    } else {
        dice.range(6, 9)
    } as usize;
    // From the top tile of a stack: a knock-over takes tops before the tiles beneath.
    let skip = dice.range(2, 20) as usize;
    let at: Vec<_> = play
        .table()
        .remaining()
        .skip(skip)
        .skip_while(|p| p.layer != crate::table::Layer::Top)
        .take(count)
        .collect();
    if at.len() < count {
        return Err(GenerateError::Internal("the live wall is too short".into()));
    }
    let seat = *dice.pick(&crate::table::Seat::ALL);
    play.push(Event::WallTilesExposed { seat, at })
}

/// Some turns, then a player turns up a tile of the dead wall (not the dora indicator);
/// half the time a player who declared riichi on a ready hand some turns before.
fn dead_wall_tile_exposed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let in_riichi = turns_maybe_in_riichi(play, dice)?;
    let hidden = face_down_in_dead_wall(play.table());
    if hidden.is_empty() {
        return Err(GenerateError::Internal(
            "no dead wall tile face down".into(),
        ));
    }
    let at = *dice.pick(&hidden);
    let seat = match in_riichi {
        Some(z) => z,
        None => *dice.pick(&crate::table::Seat::ALL),
    };
    play.push(Event::TurnedUp {
        seat,
        at,
        seen: true,
    })
}

/// Some turns, then a player knocks over one to three tiles of a neighbour's concealed
/// hand, which lie face up; half the time the player who knocks them over is in riichi.
fn another_hand_exposed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let in_riichi = turns_maybe_in_riichi(play, dice)?;
    let by = match in_riichi {
        Some(z) => z,
        None => *dice.pick(&crate::table::Seat::ALL),
    };
    let owner = if dice.chance(1, 2) {
        by.right()
    } else {
        by.left()
    };
    let mut rack = rack_kinds(play, owner);
    dice.shuffle(&mut rack);
    let count = dice.range(1, 3) as usize;
    rack.truncate(count);
    if rack.is_empty() {
        return Err(GenerateError::Internal(
            "the neighbour holds no tile".into(),
        ));
    }
    play.push(Event::TilesRevealed {
        seat: owner,
        tiles: rack,
        by: Some(by),
    })
}

/// Some turns, then a player draws the next tile of the live wall out of turn: half the
/// time while the player on the left holds the tile just drawn, not yet discarded, else
/// before that player has drawn at all; half the time the tile then goes in among the
/// offender's hand, where it can no longer be told apart.
fn draw_out_of_turn(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    let left = if dice.chance(1, 2) {
        turns::play_until_holding(play, dice, warm)?
    } else {
        turns::play_until_discard(play, dice, warm)?.right()
    };
    let at = play.next_live()?;
    pick_and_mix_in_half_the_time(play, dice, left.right(), at)
}

/// Some turns, then the player on turn draws a tile other than the next one, and half
/// the time puts it in among the hand. Two times in three it lies two to four places
/// further along the live wall. Otherwise, as happens when the end of the live wall is
/// misjudged, play goes on until one to six live tiles are left and the player takes the
/// first tile beyond them, the dead wall's.
fn wrong_tile_drawn(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let from_dead_wall = dice.chance(1, 3);
    let seat = if from_dead_wall {
        let left = dice.range(1, 6) as usize;
        let mut x = turns::play_until_discard(play, dice, 0)?;
        while play.table().live_left() > left {
            x = turns::play_until_discard(play, dice, 0)?;
        }
        x.right()
    } else {
        let warm = dice.range(0, 24);
        turns::play_until_discard(play, dice, warm)?.right()
    };
    let table = play.table();
    let at = if from_dead_wall {
        let position = |p: &crate::table::WallPos| table.order().iter().position(|o| o == p);
        face_down_in_dead_wall(table)
            .into_iter()
            .min_by_key(|p| position(p))
    } else {
        let further: Vec<_> = table.remaining().skip(2).take(3).collect();
        (!further.is_empty()).then(|| *dice.pick(&further))
    };
    let Some(at) = at else {
        return Err(GenerateError::Internal("no tile to draw wrongly".into()));
    };
    pick_and_mix_in_half_the_time(play, dice, seat, at)
}

/// The dead wall's tiles still lying face down: neither turned as an indicator nor
/// taken as a loose tile.
fn face_down_in_dead_wall(table: &crate::table::Table) -> Vec<crate::table::WallPos> {
    table
        .dead_wall()
        .iter()
        .copied()
        .filter(|p| !table.face_up().contains(p) && table.at(*p).is_some())
        .collect()
}

/// `seat` picks the tile at `at`, seeing it, and half the time puts it in among the hand.
fn pick_and_mix_in_half_the_time(
    play: &mut Story,
    dice: &mut Dice,
    seat: crate::table::Seat,
    at: crate::table::WallPos,
) -> Result<(), GenerateError> {
    play.push(Event::Picked {
        seat,
        at,
        known: true,
    })?;
    if dice.chance(1, 2) {
        play.push(Event::DrawnTileMixedIn { seat })?;
    }
    Ok(())
}

/// The deal and some turns; half the time a player dealt a ready hand has declared
/// riichi some turns before (`ready_riichi`), and is returned.
fn turns_maybe_in_riichi(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<Option<crate::table::Seat>, GenerateError> {
    if dice.chance(1, 2) {
        return Ok(Some(ready_riichi(play, dice)?));
    }
    turns::deal(play)?;
    let warm = dice.range(0, 24);
    turns::play_until_discard(play, dice, warm)?;
    Ok(None)
}

/// A player dealt a ready hand declares riichi on a later draw, discarding the tile drawn,
/// and the others play a few turns on; nobody throws the tile awaited, and the player in
/// riichi lets each draw go. Returns who declared.
fn ready_riichi(play: &mut Story, dice: &mut Dice) -> Result<crate::table::Seat, GenerateError> {
    let (z, wait) = deal_one_ready(play, dice)?;
    let warm = dice.range(0, 12);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    riichi_on_next_draw(play, dice, z, &[wait])?;
    let more = dice.range(1, 8);
    turns::play_until_discard(play, dice, more)?;
    let passed = play
        .table()
        .discards()
        .iter()
        .any(|d| play.table().kind(d.tile) == wait);
    if passed || !crate::table::riichi::tenpai(play.table(), z) {
        return Err(GenerateError::Internal(
            "the riichi hand met its tile".into(),
        ));
    }
    Ok(z)
}

/// The deal, with each of `seats` dealt a ready hand that only lets its draws go, and
/// every other copy of the tiles they wait on laid in the dead wall, so that nobody
/// throws or draws one. The tiles awaited.
fn deal_ready_hands(
    play: &mut Story,
    dice: &mut Dice,
    seats: &[crate::table::Seat],
) -> Result<Vec<Kind>, GenerateError> {
    let unstackable = play.unstackable();
    let mut used = [0u8; Kind::COUNT];
    let mut dealt: Vec<(crate::table::Seat, Vec<Kind>)> = Vec::new();
    let mut waits = Vec::new();
    for s in seats {
        let (hand, wait) = ready_hand_beside(dice, &mut used, &unstackable);
        dealt.push((*s, hand));
        waits.push(wait);
    }
    let hands: Vec<(crate::table::Seat, &[Kind])> =
        dealt.iter().map(|(s, h)| (*s, h.as_slice())).collect();
    stack_deals(play, &hands)?;
    let mut reserved: Vec<_> = seats
        .iter()
        .flat_map(|s| play.deal_places(*s).into_iter().take(13))
        .collect();
    // Every copy of a tile awaited that no ready hand holds goes to the dead wall, unless
    // it lies there already; the dora indicator, face up, is left as it is.
    let kind_at =
        |play: &Story, p: crate::table::WallPos| play.table().at(p).map(|id| play.table().kind(id));
    let face_up = play.table().face_up().to_vec();
    let mut dead: Vec<_> = play
        .table()
        .dead_wall()
        .iter()
        .copied()
        .filter(|p| !face_up.contains(p))
        .filter(|p| kind_at(play, *p).is_none_or(|k| !waits.contains(&k)))
        .collect();
    for w in waits.iter().copied() {
        let held: usize = dealt
            .iter()
            .map(|(_, h)| h.iter().filter(|k| **k == w).count())
            .sum();
        let already = play
            .table()
            .dead_wall()
            .iter()
            .filter(|p| kind_at(play, **p) == Some(w))
            .count();
        for _ in (held + already)..4 {
            let Some(at) = dead.pop() else {
                return Err(GenerateError::Internal("the dead wall is full".into()));
            };
            if !play.stack(at, w, &reserved)? {
                return Err(GenerateError::Internal(
                    "a tile awaited is out of reach".into(),
                ));
            }
            reserved.push(at);
        }
    }
    for s in seats {
        play.wants.wait(*s);
    }
    turns::deal(play)?;
    Ok(waits)
}

/// Every player dealt a ready hand, the tiles they wait on all in the dead wall; after a
/// few turns each in turn draws, declares riichi and throws the tile drawn, the last of
/// them making the fourth riichi.
fn four_riichi(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let waits = deal_ready_hands(play, dice, &crate::table::Seat::ALL)?;
    let warm = dice.range(2, 12);
    let mut next = turns::play_until_discard(play, dice, warm)?.right();
    for _ in 0..4 {
        riichi_on_next_draw(play, dice, next, &waits)?;
        next = next.right();
    }
    Ok(())
}

/// Four kans in the hand, made by two to four players: each maker is dealt the four
/// tiles of each of its kans, and on its turns declares them, one a turn, as concealed
/// kans, drawing the loose tile and throwing it; half the time one is a pung called and
/// added to. The story ends at the fourth kan.
fn four_kans(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    use crate::table::Seat;
    let shares: &[&[usize]] = &[
        &[2, 2],
        &[3, 1],
        &[1, 3],
        &[2, 1, 1],
        &[1, 2, 1],
        &[1, 1, 1, 1],
    ];
    let share = *dice.pick(shares);
    let mut makers = Seat::ALL.to_vec();
    dice.shuffle(&mut makers);
    makers.truncate(share.len());
    // The quads are tiles none of which lies out of reach (in the dead wall).
    let unstackable = play.unstackable();
    let set = play.ruleset.meta.tiles.tiles();
    let mut kinds: Vec<Kind> = Kind::all()
        .into_iter()
        .filter(|k| set.count_of(*k) == 4 && unstackable[k.index()] == 0)
        .collect();
    dice.shuffle(&mut kinds);
    let mut quads: Vec<(Seat, Vec<Kind>)> = Vec::new();
    for (seat, n) in makers.iter().zip(share) {
        if kinds.len() < *n {
            return Err(GenerateError::Internal("no quads within reach".into()));
        }
        quads.push((*seat, kinds.drain(..*n).collect()));
    }
    // Half the time the first maker's first kan is made in the open: that maker is dealt
    // a pair of it, calls pon on the third from another player, and adds the fourth when
    // drawing it.
    let open = dice.chance(1, 2).then(|| {
        let (opener, kind) = (quads[0].0, quads[0].1[0]);
        let giver = *dice.pick(&opener.others());
        (opener, kind, giver)
    });
    let mut hands: Vec<(Seat, Vec<Kind>)> = quads
        .iter()
        .map(|(s, q)| (*s, q.iter().flat_map(|k| [*k; 4]).collect()))
        .collect();
    if let Some((opener, kind, giver)) = open {
        if let Some((_, h)) = hands.iter_mut().find(|(s, _)| *s == opener) {
            h.drain(..2);
        }
        match hands.iter_mut().find(|(s, _)| *s == giver) {
            Some((_, h)) => h.push(kind),
            None => hands.push((giver, vec![kind])),
        }
    }
    let dealt: Vec<(Seat, &[Kind])> = hands.iter().map(|(s, h)| (*s, &h[..])).collect();
    stack_deals(play, &dealt)?;
    if let Some((opener, kind, giver)) = open {
        // The fourth waits deep in the live wall, dealt to nobody, until it is drawn.
        let reserved: Vec<_> = hands
            .iter()
            .filter(|(s, _)| [opener, giver].contains(s))
            .flat_map(|(s, h)| play.deal_places(*s).into_iter().take(h.len()))
            .collect();
        keep_deep_in_the_wall(play, kind, &reserved)?;
    }
    play.wants.keep = quads.iter().flat_map(|(_, q)| q.iter().copied()).collect();
    turns::deal(play)?;
    let warm = dice.range(1, 12);
    let mut next = turns::play_until_discard(play, dice, warm)?.right();
    if let Some((opener, kind, giver)) = open {
        give_when_holding(play, dice, giver, kind)?;
        call_pung(play, opener, kind)?;
        throw_a_spare(play, opener)?;
        // The fourth stays in the wall for the opener to draw.
        play.wants.keep.push(kind);
        next = opener.right();
    }
    let mut made = 0;
    while made < 4 {
        let seat = next;
        next = next.right();
        let Some((_, pending)) = quads.iter_mut().find(|(s, q)| *s == seat && !q.is_empty()) else {
            continue;
        };
        let kind = pending.remove(0);
        if open.is_some_and(|(o, k, _)| o == seat && k == kind) {
            add_the_fourth(play, dice, seat, kind)?;
        } else {
            turns::until_about_to_draw(play, dice, seat)?;
            turns::draw(play, seat)?;
            play.push(Event::DeclaredKong { seat, tile: kind })?;
        }
        made += 1;
        if made < 4 {
            throw_the_loose_tile(play, seat)?;
        }
    }
    Ok(())
}

/// After a kan, `seat` draws the loose tile and throws it; gives the tile.
fn throw_the_loose_tile(play: &mut Story, seat: crate::table::Seat) -> Result<Kind, GenerateError> {
    let Some(loose) = play.table().next_loose() else {
        return Err(GenerateError::Internal("no replacement tile".into()));
    };
    play.push(Event::DrewLoose { seat, at: loose })?;
    let tile = drawn_by(play, seat)?;
    play.push(Event::Discarded {
        seat,
        tile,
        named: None,
    })?;
    Ok(tile)
}

/// A copy of `kind` moved deep into the live wall, beyond the deal and the first turns,
/// so that nobody holds it until a story draws it there; `reserved`: places not to take
/// it from. Gives the place it lies at.
fn keep_deep_in_the_wall(
    play: &mut Story,
    kind: Kind,
    reserved: &[crate::table::WallPos],
) -> Result<crate::table::WallPos, GenerateError> {
    // The first such place not reserved: a second kind kept deep lies beyond the first.
    let Some(far) = play
        .table()
        .remaining()
        .skip(53 + 30)
        .find(|p| !reserved.contains(p))
    else {
        return Err(GenerateError::Internal("the wall is too short".into()));
    };
    if !play.stack(far, kind, reserved)? {
        return Err(GenerateError::Internal(
            "the fourth tile is out of reach".into(),
        ));
    }
    Ok(far)
}

/// `seat`, having just called a set, throws a tile nobody keeps for the story: never the
/// tile just called (swap-calling).
fn throw_a_spare(play: &mut Story, seat: crate::table::Seat) -> Result<(), GenerateError> {
    let Some(tile) = rack_kinds(play, seat)
        .into_iter()
        .find(|k| !play.wants.keeps(*k))
    else {
        return Err(GenerateError::Internal("nothing spare to discard".into()));
    };
    play.push(Event::Discarded {
        seat,
        tile,
        named: None,
    })
}

/// Robbing a kan: a player calls pon on a tile and later adds the fourth, drawn from the
/// wall, to the pon; another player, ready since the pon on a closed wait for that very
/// tile, calls ron on it. The winner holds a closed full straight (a yaku besides the
/// chankan), a pair completed by a draw after the pon, and the two tiles either side of
/// the one awaited; half the time the winner declares riichi on getting ready.
fn kan_robbed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table().dealer();
    let winner = a_winner(dealer, dice);
    let others = winner.others();
    let maker = *dice.pick(&others);
    let givers: Vec<crate::table::Seat> = others.into_iter().filter(|s| *s != maker).collect();
    let giver = *dice.pick(&givers);
    let mut suits = Suit::ALL.to_vec();
    dice.shuffle(&mut suits);
    let n = |s: Suit, r: u8| Kind::Number(s, r);
    let rank = dice.range(2, 8) as u8;
    let robbed = n(suits[2], rank);
    let pair = n(suits[1], dice.range(1, 9) as u8);
    let mut junk = Kind::HONOURS.to_vec();
    dice.shuffle(&mut junk);
    // Twelve tiles of the hand and an honour to let go; a dealer is dealt another.
    let mut hand: Vec<Kind> = (1..=9).map(|r| n(suits[0], r)).collect();
    hand.extend([pair, n(suits[2], rank - 1), n(suits[2], rank + 1)]);
    hand.extend(&junk[..if winner == dealer { 2 } else { 1 }]);
    let unstackable = play.unstackable();
    if unstackable[robbed.index()] > 0 {
        return Err(GenerateError::Internal(
            "the tile to rob lies in the dead wall".into(),
        ));
    }
    let deals: [(crate::table::Seat, &[Kind]); 3] = [
        (winner, &hand),
        (maker, &[robbed, robbed]),
        (giver, &[robbed]),
    ];
    stack_deals(play, &deals)?;
    let mut reserved: Vec<_> = deals
        .iter()
        .flat_map(|(s, h)| play.deal_places(*s).into_iter().take(h.len()))
        .collect();
    // The fourth to rob, and the pair's second tile, wait deep in the wall until drawn.
    reserved.push(keep_deep_in_the_wall(play, robbed, &reserved)?);
    keep_deep_in_the_wall(play, pair, &reserved)?;
    play.wants.still = Some(winner);
    play.wants.keep = vec![robbed, pair];
    turns::deal(play)?;
    let warm = dice.range(0, 6);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    give_when_holding(play, dice, giver, robbed)?;
    call_pung(play, maker, robbed)?;
    throw_a_spare(play, maker)?;
    play.wants.keep.push(robbed);
    // The winner gets ready: draws the pair's second tile and lets the honour go.
    draw_stacked(play, dice, winner, pair)?;
    let Some(honour) = rack_kinds(play, winner)
        .into_iter()
        .find(|k| junk.contains(k))
    else {
        return Err(GenerateError::Internal("no honour left to let go".into()));
    };
    if dice.chance(1, 2) {
        play.push(Event::DeclaredRiichi {
            seat: winner,
            said: true,
            turned: true,
        })?;
    }
    play.push(Event::Discarded {
        seat: winner,
        tile: honour,
        named: None,
    })?;
    add_the_fourth(play, dice, maker, robbed)?;
    play.push(Event::Claimed {
        seat: winner,
        claim: ClaimKind::Win,
    })?;
    declare_the_win(play, winner)
}

/// `winner` declares the win the story built, once the table shows it is one.
fn declare_the_win(play: &mut Story, winner: crate::table::Seat) -> Result<(), GenerateError> {
    let check = play.ruleset.meta.win_check;
    if !crate::table::win_is_valid(play.table(), winner, check, None) {
        return Err(GenerateError::Internal("the hand does not win".into()));
    }
    play.push(Event::DeclaredWin { seat: winner })
}

/// `seat` draws the fourth `kind` on its turn and adds it to the pung of it laid down.
fn add_the_fourth(
    play: &mut Story,
    dice: &mut Dice,
    seat: crate::table::Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    draw_stacked(play, dice, seat, kind)?;
    let table = play.table();
    let meld = table
        .melds(seat)
        .iter()
        .position(|m| m.tiles.len() == 3 && m.tiles.iter().all(|t| table.kind(*t) == kind))
        .and_then(|i| u8::try_from(i).ok())
        .ok_or_else(|| GenerateError::Internal("no pung to add to".into()))?;
    play.push(Event::AddedToMeld {
        seat,
        meld,
        tile: kind,
        from_discard: false,
    })
}

/// Nobody wins before the live wall runs out. Some players (none to all four) were dealt
/// a ready hand and only let their draws go; the tiles they wait on lie in the dead wall,
/// so nobody throws one or draws one. At the draw each player in turn from the dealer
/// shows a ready hand or says not ready.
fn exhaustive_draw(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table().dealer();
    let count = match dice.range(0, 9) {
        0 => 0,
        1 => 4,
        n => 1 + (n as usize - 2) % 3,
    };
    let mut seats = crate::table::Seat::ALL.to_vec();
    dice.shuffle(&mut seats);
    seats.truncate(count);
    let waits = deal_ready_hands(play, dice, &seats)?;
    while play.table().live_left() > 0 {
        turns::play_until_discard(play, dice, 0)?;
    }
    let table = play.table();
    let thrown_wait = table
        .discards()
        .iter()
        .any(|d| waits.contains(&table.kind(d.tile)));
    if thrown_wait
        || seats
            .iter()
            .any(|s| !crate::table::riichi::tenpai(table, *s))
    {
        return Err(GenerateError::Internal(
            "a ready hand is no longer ready".into(),
        ));
    }
    let mut s = dealer;
    for _ in 0..4 {
        play.push(if seats.contains(&s) {
            Event::HandShown { seat: s }
        } else {
            Event::DeclaredNotReady { seat: s }
        })?;
        s = s.right();
    }
    Ok(())
}

/// A false win as the classical table makes one; now and then a false ron called on the
/// same discard as another player's winning ron, a chombo at the same moment as a win.
fn false_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    match dice.range(0, 3) {
        0 => false_ron_beside_a_win(play, dice),
        1 => furiten_ron(play, dice),
        _ => super::classical::false_win(play, dice),
    }
}

/// A self-drawn win whose tile the winner puts in among the hand before showing it. The
/// winner, the dealer now and then, holds a closed hand of three runs, a pair of number
/// tiles and two tiles waiting at both ends: pinfu, worth something only while the wait
/// is seen. The winning tile is drawn after some turns. The table plays the WRC rules of
/// 2015, where the ruleset has them: theirs is the text that says what the fault costs
/// (the EMA rules of 2016 ask for the tile to be kept apart and stop there).
fn tsumo_tile_mixed_in(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    if play.ruleset.meta.editions.iter().any(|e| e.id == WRC_2015) {
        play.edition = WRC_2015.to_string();
    }
    let dealer = play.table().dealer();
    let winner = a_winner(dealer, dice);
    let (hand, wait) = pinfu_ready_hand(dice)?;
    let mut reserved: Vec<_> = play.deal_places(winner).into_iter().take(13).collect();
    stack_deals(play, &[(winner, &hand)])?;
    keep_back(play, &[wait], &mut reserved)?;
    play.wants.still = Some(winner);
    play.wants.keep = vec![wait];
    turns::deal(play)?;
    let warm = dice.range(0, 20);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    draw_stacked(play, dice, winner, wait)?;
    play.push(Event::DrawnTileMixedIn { seat: winner })?;
    let table = play.table();
    let concealed = table.concealed_with_claimed(winner);
    let Some((hand, seen)) = crate::table::riichi::read(table, winner, &concealed, false) else {
        return Err(GenerateError::Internal("the hand cannot be read".into()));
    };
    let unseen = crate::analysis::riichi::WinContext {
        tile_not_kept_apart: true,
        ..seen.clone()
    };
    let settings = crate::analysis::riichi::Settings::default();
    let value = |ctx| crate::analysis::riichi::score(&hand, ctx, &settings).map(|s| s.payment);
    match (value(&seen), value(&unseen)) {
        (Ok(full), Ok(less)) if full != less => {}
        _ => {
            return Err(GenerateError::Internal(
                "the win is not one the wait adds value to".into(),
            ));
        }
    }
    play.push(Event::DeclaredWin { seat: winner })
}

/// A closed ready hand of three runs, a pair of number tiles from 2 to 8, and two tiles
/// in a row from 2-3 to 7-8 of one suit, with the tile that wins it at one end of them.
fn pinfu_ready_hand(dice: &mut Dice) -> Result<(Vec<Kind>, Kind), GenerateError> {
    let suit = |dice: &mut Dice| *dice.pick(&Suit::ALL);
    let mut hand = Vec::with_capacity(13);
    for _ in 0..3 {
        let s = suit(dice);
        let low = dice.range(1, 7) as u8;
        hand.extend((low..low + 3).map(|r| Kind::Number(s, r)));
    }
    let s = suit(dice);
    let pair = Kind::Number(s, dice.range(2, 8) as u8);
    hand.extend([pair, pair]);
    let s = suit(dice);
    let low = dice.range(2, 7) as u8;
    hand.extend([Kind::Number(s, low), Kind::Number(s, low + 1)]);
    let wait = Kind::Number(s, if dice.chance(1, 2) { low - 1 } else { low + 2 });
    let copies = |k: Kind| hand.iter().filter(|h| **h == k).count() + usize::from(k == wait);
    if hand.iter().any(|k| copies(*k) > 4) || copies(wait) > 4 {
        return Err(GenerateError::Internal("more than four of a tile".into()));
    }
    Ok((hand, wait))
}

/// A ron by a player who may not win on a discard (furiten). The player holds a closed
/// full straight beside a pung and the tile two above it, waiting on that tile and the one
/// between. Then, by turns:
/// - own discard: dealt a pair, the tile between and an honour instead, the player draws
///   the pair's third tile and throws the tile between, then draws the tile two above and
///   throws the honour; a later discard of a tile awaited is called;
/// - riichi: the player declares riichi, lets another player's discard of a tile awaited
///   go by, and calls ron on a later one;
/// - passed: the two players before the player in turn throw tiles awaited one after the
///   other, and the second is called before the player draws again.
fn furiten_ron(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    use crate::table::riichi::Furiten;
    let dealer = play.table().dealer();
    let seat = *dice.pick(&dealer.others());
    let mut suits = Suit::ALL.to_vec();
    dice.shuffle(&mut suits);
    let (run, other) = (suits[0], suits[1]);
    let low = dice.range(1, 7) as u8;
    let n = |r: u8| Kind::Number(other, r);
    let honour = *dice.pick(&[
        Kind::Dragon(crate::tiles::Dragon::Red),
        Kind::Dragon(crate::tiles::Dragon::Green),
        Kind::Dragon(crate::tiles::Dragon::White),
    ]);
    let how = match dice.range(0, 2) {
        0 => Furiten::OwnDiscard,
        1 => Furiten::PassedInRiichi,
        _ => Furiten::PassedThisTurn,
    };
    let mut hand: Vec<Kind> = (1..=9).map(|r| Kind::Number(run, r)).collect();
    // What the player draws and throws to come to the wait, where the wait is made.
    let making = if how == Furiten::OwnDiscard {
        hand.extend([n(low), n(low), n(low + 1), honour]);
        vec![(n(low), n(low + 1)), (n(low + 2), honour)]
    } else {
        hand.extend([n(low), n(low), n(low), n(low + 2)]);
        Vec::new()
    };
    let waits = [n(low + 1), n(low + 2)];
    // The tiles thrown to the player: two of one awaited, dealt to the two players
    // before the player in turn.
    let thrown = *dice.pick(&waits);
    let givers = [seat.right().right(), seat.left()];
    let mut reserved: Vec<_> = play.deal_places(seat).into_iter().take(13).collect();
    stack_deals(play, &[(seat, &hand)])?;
    for giver in givers {
        stack_in_deal(play, giver, thrown, &mut reserved)?;
    }
    let drawn: Vec<Kind> = making.iter().map(|(kind, _)| *kind).collect();
    keep_back(play, &drawn, &mut reserved)?;
    play.wants.still = Some(seat);
    play.wants.keep = vec![n(low), n(low + 1), n(low + 2), honour];
    turns::deal(play)?;
    for (drawn, gone) in making {
        draw_stacked(play, dice, seat, drawn)?;
        play.push(Event::Discarded {
            seat,
            tile: gone,
            named: None,
        })?;
    }
    match how {
        Furiten::OwnDiscard => {}
        Furiten::PassedInRiichi => {
            riichi_on_next_draw(play, dice, seat, &waits)?;
            give_when_holding(play, dice, givers[0], thrown)?;
            play.wants.keep.push(thrown);
            turns::until_draws(play, dice, seat)?;
        }
        Furiten::PassedThisTurn => {
            turns::until_about_to_draw(play, dice, seat)?;
            give_when_holding(play, dice, givers[0], thrown)?;
        }
    }
    give_when_holding(play, dice, givers[1], thrown)?;
    play.push(Event::Claimed {
        seat,
        claim: ClaimKind::Win,
    })?;
    let table = play.table();
    let concealed = table.concealed_with_claimed(seat);
    let scored = crate::table::riichi::score(
        table,
        seat,
        &concealed,
        true,
        &crate::analysis::riichi::Settings::default(),
    );
    if !table.config().furiten
        || scored.is_none_or(|s| s.is_err())
        || crate::table::riichi::furiten(table, seat) != Some(how)
    {
        return Err(GenerateError::Internal(
            "the ron is not a win barred by this furiten".into(),
        ));
    }
    play.push(Event::DeclaredWin { seat })
}

/// Two players call ron on one discard. The first in turn after the discarder holds a
/// closed full straight and wins; the other, ready on another tile, mistakes the discard
/// for the one awaited. The winner shows first, then the false caller.
fn false_ron_beside_a_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    plays_an_edition(play, dice);
    let x = *dice.pick(&crate::table::Seat::ALL);
    let later = x.others();
    let first = dice.range(0, 1) as usize;
    let winner = later[first];
    let caller = *dice.pick(&later[first + 1..]);
    let (hand, wait) = rich_ready_hand(dice);
    let mut used = [0u8; Kind::COUNT];
    for k in hand.iter().chain([&wait]) {
        used[k.index()] += 1;
    }
    let unstackable = play.unstackable();
    let (caller_hand, caller_wait) = ready_hand_beside(dice, &mut used, &unstackable);
    if caller_wait == wait || caller_hand.contains(&wait) {
        return Err(GenerateError::Internal(
            "the false caller waits on the tile".into(),
        ));
    }
    deal_then_throw(
        play,
        dice,
        x,
        [(winner, &hand[..13]), (caller, &caller_hand)],
        (wait, vec![wait, caller_wait]),
    )?;
    both_call_ron(play, [winner, caller])?;
    let check = play.ruleset.meta.win_check;
    if !crate::table::win_is_valid(play.table(), winner, check, None)
        || crate::table::win_is_valid(play.table(), caller, check, None)
    {
        return Err(GenerateError::Internal(
            "the rons are not one win, one not".into(),
        ));
    }
    for s in [winner, caller] {
        play.push(Event::DeclaredWin { seat: s })?;
    }
    Ok(())
}

/// Two players ready on the same tile, each with a closed full straight (a yaku whatever
/// the tile), call ron on one discard of it and both show winning hands. The table plays
/// either edition: they rule who is paid differently.
fn two_rons(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    plays_an_edition(play, dice);
    let x = *dice.pick(&crate::table::Seat::ALL);
    let (a, b) = two_winning_hands_dealt(play, dice, x)?;
    both_call_ron(play, [a, b])?;
    both_show_winning_hands(play, [a, b])
}

/// Two of the players after `x`, drawn, each dealt a closed full straight and a pung,
/// ready on the same terminal (a yaku whatever the tile); after some turns `x` throws
/// it. Gives the two.
fn two_winning_hands_dealt(
    play: &mut Story,
    dice: &mut Dice,
    x: crate::table::Seat,
) -> Result<(crate::table::Seat, crate::table::Seat), GenerateError> {
    let mut claimants = x.others().to_vec();
    dice.shuffle(&mut claimants);
    let (a, b) = (claimants[0], claimants[1]);
    let mut suits = Suit::ALL.to_vec();
    dice.shuffle(&mut suits);
    let n = |s: Suit, r: u8| Kind::Number(s, r);
    let wait = n(suits[2], if dice.chance(1, 2) { 1 } else { 9 });
    let low = dice.range(2, 7) as u8;
    let high = low + 1;
    let straight = |s: Suit| (1..=9).map(|r| n(s, r)).collect::<Vec<_>>();
    let mut hand_a = straight(suits[0]);
    hand_a.extend([n(suits[2], low); 3]);
    hand_a.push(wait);
    let mut hand_b = straight(suits[1]);
    hand_b.extend([n(suits[2], high); 3]);
    hand_b.push(wait);
    deal_then_throw(
        play,
        dice,
        x,
        [(a, &hand_a), (b, &hand_b)],
        (wait, vec![wait]),
    )?;
    Ok((a, b))
}

/// Each of `seats` lays open a hand that wins with the discard it called, in that order;
/// refused where one does not win (the dealer's first discard may have broken a hand
/// dealt ready).
fn both_show_winning_hands(
    play: &mut Story,
    seats: [crate::table::Seat; 2],
) -> Result<(), GenerateError> {
    let check = play.ruleset.meta.win_check;
    if seats
        .iter()
        .any(|s| !crate::table::win_is_valid(play.table(), *s, check, None))
    {
        return Err(GenerateError::Internal("a ron is not a win".into()));
    }
    for seat in seats {
        play.push(Event::DeclaredWin { seat })?;
    }
    Ok(())
}

/// Each of `seats` calls ron on the discard just thrown, in that order.
fn both_call_ron(play: &mut Story, seats: [crate::table::Seat; 2]) -> Result<(), GenerateError> {
    for seat in seats {
        play.push(Event::Claimed {
            seat,
            claim: ClaimKind::Win,
        })?;
    }
    Ok(())
}

/// Two hands stacked for the claimants and the tile they call dealt to the discarder `x`;
/// some turns, then `x` throws it. `keep`: the tiles nobody throws before.
fn deal_then_throw(
    play: &mut Story,
    dice: &mut Dice,
    x: crate::table::Seat,
    claimants: [(crate::table::Seat, &[Kind]); 2],
    (wait, keep): (Kind, Vec<Kind>),
) -> Result<(), GenerateError> {
    let mut reserved = Vec::new();
    for (s, _) in claimants {
        reserved.extend(play.deal_places(s).into_iter().take(13));
    }
    stack_deals(play, &claimants)?;
    stack_in_deal(play, x, wait, &mut reserved)?;
    for (s, _) in claimants {
        play.wants.wait(s);
    }
    play.wants.keep = keep;
    turns::deal(play)?;
    let warm = dice.range(0, 20);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    throw_awaited(play, dice, x, wait)
}

/// Riichi declared on a hand that is not ready; the player then only discards what is
/// drawn, nobody wins, and at the exhaustive draw the hand in riichi is shown.
fn noten_riichi(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    turns::deal(play)?;
    let warm = dice.range(0, 16);
    let x = turns::play_until_discard(play, dice, warm)?;
    let z = *dice.pick(&[x.right().right(), x.left(), x.right()]);
    turns::until_draws(play, dice, z)?;
    if !play.table().melds(z).is_empty() {
        return Err(GenerateError::Internal("the hand is open".into()));
    }
    play.push(Event::DeclaredRiichi {
        seat: z,
        said: true,
        turned: true,
    })?;
    turns::discard(play, z, dice)?;
    if crate::table::riichi::tenpai(play.table(), z) {
        return Err(GenerateError::Internal("the riichi hand is ready".into()));
    }
    // In riichi the hand stays as it is: each tile drawn is discarded.
    play.wants.still = Some(z);
    while play.table().live_left() > 0 {
        turns::play_until_discard(play, dice, 0)?;
    }
    play.push(Event::HandShown { seat: z })
}

/// `z`, who just called pon on `kind`, discards another tile: throwing the called kind
/// would be swap-calling, another matter.
fn discard_other_than(
    play: &mut Story,
    dice: &mut Dice,
    z: crate::table::Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    let others: Vec<Kind> = rack_kinds(play, z)
        .into_iter()
        .filter(|k| *k != kind)
        .collect();
    if others.is_empty() {
        return Err(GenerateError::Internal("nothing else to discard".into()));
    }
    let thrown = *dice.pick(&others);
    play.push(Event::Discarded {
        seat: z,
        tile: thrown,
        named: None,
    })
}

/// A pon called and, before the pair is laid beside the called tile, a discard.
fn discard_before_exposing(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let (z, kind) = deal_and_call_pon(play, dice)?;
    discard_other_than(play, dice, z, kind)
}

/// Each player dealt one tile of the same wind throws it as the first discard, in turn from
/// the dealer, none called.
fn four_winds_first(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    use crate::tiles::Wind;
    let wind = Kind::Wind(*dice.pick(&[Wind::East, Wind::South, Wind::West, Wind::North]));
    let dealer = play.table().dealer();
    let order = [
        dealer,
        dealer.right(),
        dealer.right().right(),
        dealer.left(),
    ];
    let mut reserved = Vec::new();
    for seat in order {
        stack_in_deal(play, seat, wind, &mut reserved)?;
    }
    turns::deal(play)?;
    for (i, seat) in order.into_iter().enumerate() {
        if i > 0 {
            turns::draw(play, seat)?;
        }
        play.push(Event::Discarded {
            seat,
            tile: wind,
            named: None,
        })?;
    }
    Ok(())
}

/// A call changed on the same discard to pon, by a player dealt a closed hand waiting on
/// two pairs (either pair's tile completes it), who holds the pair of the tile thrown.
/// The first word is ron (the hand complete, with a yaku, a full straight, or without
/// one), or kan where the hand holds three of the tile, or chii where the caller is next
/// in turn; said again at once or after a pause.
fn call_changed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    // The editions rule a ron put right at once differently.
    plays_an_edition(play, dice);
    let dealer = play.table().dealer();
    let caller = *dice.pick(&dealer.others());
    let discarder = if dice.chance(1, 2) {
        caller.left()
    } else {
        *dice.pick(&[caller.right(), caller.right().right()])
    };
    let mut suits = Suit::ALL.to_vec();
    dice.shuffle(&mut suits);
    let n = |s: Suit, r: u8| Kind::Number(s, r);
    let first = *dice.pick(&[
        ClaimKind::Win,
        ClaimKind::Win,
        ClaimKind::Kong,
        ClaimKind::Chow,
    ]);
    let straight = first == ClaimKind::Win && dice.chance(1, 3);
    let mut hand: Vec<Kind> = if straight {
        (1..=9).map(|r| n(suits[0], r)).collect()
    } else {
        // Runs with a terminal, in three suits: no yaku however the pairs are read.
        [(0, 1), (1, 5), (2, 3)]
            .iter()
            .flat_map(|&(s, r)| [n(suits[s], r), n(suits[s], r + 1), n(suits[s], r + 2)])
            .collect()
    };
    let called = n(suits[1], 9);
    let other = n(suits[2], 8);
    let (thrown, held) = match first {
        // Three of the tile to call kan with; a pair beside a run for a chii.
        ClaimKind::Kong => (called, vec![called, called, called]),
        ClaimKind::Chow if discarder.right() == caller => {
            (n(suits[1], 4), vec![n(suits[1], 4), n(suits[1], 4)])
        }
        _ => (called, vec![called, called]),
    };
    let first = if first == ClaimKind::Chow && discarder.right() != caller {
        ClaimKind::Kong
    } else {
        first
    };
    hand.extend(&held);
    hand.extend([other, other]);
    hand.truncate(13);
    let mut reserved = play.deal_places(caller);
    reserved.truncate(13);
    stack_deals(play, &[(caller, &hand[..])])?;
    stack_in_deal(play, discarder, thrown, &mut reserved)?;
    play.wants.keep = vec![thrown];
    play.wants.still = Some(caller);
    turns::deal(play)?;
    let warm = dice.range(0, 12);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    throw_awaited(play, dice, discarder, thrown)?;
    if first == ClaimKind::Kong
        && rack_kinds(play, caller)
            .iter()
            .filter(|k| **k == thrown)
            .count()
            < 3
    {
        return Err(GenerateError::Internal(
            "the kan's three tiles were let go".into(),
        ));
    }
    play.push(Event::Claimed {
        seat: caller,
        claim: first,
    })?;
    if dice.chance(1, 2) {
        play.push(Event::Paused {
            seconds: dice.range(2, 5) as u8,
        })?;
    }
    play.push(Event::Claimed {
        seat: caller,
        claim: ClaimKind::Pung,
    })
}

/// A pon laid out from the hand and a discard made, with the called tile left lying among
/// the discards; then none, one or two of the next players draw and discard before the
/// referee is called.
fn called_tile_left(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    plays_an_edition(play, dice);
    let (z, kind) = deal_and_call_pon(play, dice)?;
    play.push(Event::ExposedWithoutDiscard {
        seat: z,
        tiles: vec![kind, kind],
    })?;
    discard_other_than(play, dice, z, kind)?;
    let turns_after = *dice.pick(&[0, 1, 2, 2]);
    let mut seat = z;
    for _ in 0..turns_after {
        seat = seat.right();
        turns::draw(play, seat)?;
        turns::discard(play, seat, dice)?;
    }
    // Taken at last: in time after one discard, too late after two (the group was
    // already false).
    if turns_after > 0 && dice.chance(1, 2) {
        play.push(Event::CalledTileTaken { seat: z })?;
    }
    Ok(())
}

/// A lawful win: a closed hand holding a full straight (a yaku whatever the winning tile),
/// ready on a single tile, won on another player's discard (ron) or drawn (tsumo). The
/// dealer wins now and then.
fn valid_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let (winner, ron) = up_to_a_win(play, dice)?;
    play.call_the_win(winner, ron)
}

/// A winning moment: a closed hand holding a full straight, ready on a single tile, and
/// that tile just thrown by another player (a ron to call, `true`) or just drawn (a
/// tsumo). Gives the winner.
fn up_to_a_win(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<(crate::table::Seat, bool), GenerateError> {
    let dealer = play.table().dealer();
    let winner = a_winner(dealer, dice);
    let (hand, wait) = rich_ready_hand(dice);
    let ron = dice.chance(1, 2);
    let discarder = *dice.pick(&winner.others());
    let mut reserved = play.deal_places(winner);
    reserved.truncate(13);
    stack_deals(play, &[(winner, &hand[..13])])?;
    if ron {
        // The winning tile is dealt to the discarder, who lets it go in turn.
        stack_in_deal(play, discarder, wait, &mut reserved)?;
        play.wants.keep = vec![wait];
    }
    play.wants.still = Some(winner);
    turns::deal(play)?;
    // Some turns first: a win in the first go-around is a yakuman of its own (tenhou,
    // chiihou, renhou), which a story meets only now and then.
    let warm = dice.range(0, 24);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    if ron {
        throw_awaited(play, dice, discarder, wait)?;
    } else {
        draw_stacked(play, dice, winner, wait)?;
    }
    // The hand wins with the tile: looked at as the table would be with the ron called,
    // before anything is said (a dealer who has not discarded yet holds one tile more).
    let mut called = play.table().clone();
    if ron {
        let claim = Event::Claimed {
            seat: winner,
            claim: ClaimKind::Win,
        };
        called
            .apply(0, &claim)
            .map_err(|e| GenerateError::Internal(e.to_string()))?;
    }
    let check = play.ruleset.meta.win_check;
    if !crate::table::win_is_valid(&called, winner, check, None) {
        return Err(GenerateError::Internal("the win is not valid".into()));
    }
    Ok((winner, ron))
}

/// A win called with the wrong word, on a hand that wins: the other word for a win, or
/// "ippatsu" or "hu", put right at once or not. A wrong word left standing comes to
/// light as the hand is laid open; the others are ruled on the word.
fn wrong_word_for_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    use crate::table::WinWord;
    // The editions size the chombo differently.
    plays_an_edition(play, dice);
    if dice.chance(1, 4) {
        return wrong_word_beside_a_win(play, dice);
    }
    let (winner, ron) = up_to_a_win(play, dice)?;
    let other = if ron { WinWord::Tsumo } else { WinWord::Ron };
    let word = *dice.pick(&[other, WinWord::Ippatsu, WinWord::Hu]);
    let corrected_at_once = !word.is_a_win_word() && dice.chance(1, 2);
    play.push(Event::WinWordSaid {
        seat: winner,
        word,
        corrected_at_once,
    })?;
    if word.is_a_win_word() || corrected_at_once {
        return Ok(());
    }
    play.call_the_win(winner, ron)
}

/// Two players ready on one tile call on its discard: one says "ron", the other a word
/// that is no call for a win, and both lay their winning hands open, the winner first.
fn wrong_word_beside_a_win(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    use crate::table::WinWord;
    let x = *dice.pick(&crate::table::Seat::ALL);
    let (a, b) = two_winning_hands_dealt(play, dice, x)?;
    let (caller, winner) = if dice.chance(1, 2) { (a, b) } else { (b, a) };
    play.push(Event::WinWordSaid {
        seat: caller,
        word: *dice.pick(&[WinWord::Ippatsu, WinWord::Hu]),
        corrected_at_once: false,
    })?;
    both_call_ron(play, [caller, winner])?;
    // Both hands win: only the word is at fault.
    both_show_winning_hands(play, [winner, caller])
}

/// A call taken back: a pon called and given back (before any tile is shown, once it is
/// laid, or once it is laid and a tile discarded), or a ron called on a discard that
/// completes nothing and taken back before the hand is shown.
fn call_taken_back(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    if dice.chance(1, 2) {
        return ron_taken_back(play, dice);
    }
    let (z, kind) = deal_and_call_pon(play, dice)?;
    let shown = dice.below(3);
    if shown > 0 {
        play.push(Event::Exposed {
            seat: z,
            tiles: vec![kind, kind],
        })?;
        if shown > 1 {
            turns::discard(play, z, dice)?;
        }
    }
    play.push(Event::ClaimWithdrawn { seat: z })?;
    Ok(())
}

/// A ron called on a discard that wins nothing, by a player one tile from a hand (dealt
/// ready, as a player who mistakes a tile for the one awaited is), taken back before the
/// hand is shown.
fn ron_taken_back(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let (caller, _) = deal_one_ready(play, dice)?;
    let warm = dice.range(2, 20);
    let mut x = turns::play_until_discard(play, dice, warm)?;
    let check = play.ruleset.meta.win_check;
    for _ in 0..60 {
        if x != caller {
            // A call on a tile that does win is no empty call: wait for another.
            play.push(Event::Claimed {
                seat: caller,
                claim: ClaimKind::Win,
            })?;
            if !crate::table::win_is_valid(play.table(), caller, check, None) {
                break;
            }
            return Err(GenerateError::Internal("the called tile wins".into()));
        }
        x = turns::play_until_discard(play, dice, 0)?;
    }
    if x == caller {
        return Err(GenerateError::Internal("nobody else discarded".into()));
    }
    if !standard::one_tile_off(&rack_kinds(play, caller), play.table().melds(caller).len()) {
        return Err(GenerateError::Internal(
            "the caller is not one tile from a hand".into(),
        ));
    }
    play.push(Event::ClaimWithdrawn { seat: caller })?;
    Ok(())
}

/// The dealer opens with a tile the next player calls, and the caller then throws what the
/// call could have been made with: the same tile after a pon, or the far end of a run
/// called at one end (calling 5 with 3-4, then throwing 2).
fn swap_call(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let dealer = play.table().dealer();
    let caller = dealer.right();
    let suit = *dice.pick(&Suit::ALL);
    let n = |r: u8| Kind::Number(suit, r);
    // (the caller's tiles, the tile called, the pair laid with it, the tile thrown after)
    let (held, called, laid, thrown, claim) = match dice.range(0, 2) {
        0 => {
            let low = dice.range(2, 7) as u8;
            let (a, b) = (low, low + 1);
            (
                vec![n(a), n(b), n(a - 1)],
                n(b + 1),
                vec![n(a), n(b)],
                n(a - 1),
                ClaimKind::Chow,
            )
        }
        1 => {
            let low = dice.range(2, 7) as u8;
            let (a, b) = (low, low + 1);
            (
                vec![n(a), n(b), n(b + 1)],
                n(a - 1),
                vec![n(a), n(b)],
                n(b + 1),
                ClaimKind::Chow,
            )
        }
        _ => {
            let r = dice.range(1, 9) as u8;
            (
                vec![n(r), n(r), n(r)],
                n(r),
                vec![n(r), n(r)],
                n(r),
                ClaimKind::Pung,
            )
        }
    };
    stack_deals(play, &[(caller, &held), (dealer, &[called])])?;
    turns::deal(play)?;
    play.push(Event::Discarded {
        seat: dealer,
        tile: called,
        named: None,
    })?;
    play.push(Event::Claimed {
        seat: caller,
        claim,
    })?;
    play.push(Event::Exposed {
        seat: caller,
        tiles: laid,
    })?;
    play.push(Event::Discarded {
        seat: caller,
        tile: thrown,
        named: None,
    })?;
    Ok(())
}

/// A player calls pon on a discard, lays the set, and then declares riichi with the
/// discard that follows: riichi on a hand made open a moment before.
fn riichi_on_open_hand(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    open_riichi(play, dice).map(|_| ())
}

/// A closed ready hand declares riichi on a later draw but leaves out one part of the
/// declaration: the word, or the discard laid sideways.
fn riichi_declared_wrongly(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    // The editions rule a riichi said but not carried out differently.
    plays_an_edition(play, dice);
    let (z, wait) = deal_one_ready(play, dice)?;
    let warm = dice.range(0, 12);
    if warm > 0 {
        turns::play_until_discard(play, dice, warm)?;
    }
    turns::until_draws(play, dice, z)?;
    let drawn = drawn_by(play, z)?;
    if drawn == wait {
        return Err(GenerateError::Internal(
            "the riichi player drew the winning tile".into(),
        ));
    }
    let said = dice.chance(1, 2);
    play.push(Event::DeclaredRiichi {
        seat: z,
        said,
        turned: !said,
    })?;
    play.push(Event::Discarded {
        seat: z,
        tile: drawn,
        named: None,
    })
}

/// A hand made dead by riichi on an open hand plays on, drawing and discarding; when
/// another player throws a tile it holds two of, its player calls pon.
fn call_with_dead_hand(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    // The editions rule this call differently: half the stories are told under one drawn.
    if play.ruleset.meta.editions.len() > 1 && dice.chance(1, 2) {
        plays_an_edition(play, dice);
    }
    let z = open_riichi(play, dice)?;
    // The dead hand only draws and discards until its call.
    play.wants.still = Some(z);
    for _ in 0..40 {
        if play.table().live_left() <= 8 {
            break;
        }
        let x = turns::play_until_discard(play, dice, 0)?;
        let Some(kind) = play
            .table()
            .latest_discard()
            .map(|d| play.table().kind(d.tile))
        else {
            continue;
        };
        let held = rack_kinds(play, z).iter().filter(|k| **k == kind).count();
        if x != z && held >= 2 {
            play.push(Event::Claimed {
                seat: z,
                claim: ClaimKind::Pung,
            })?;
            return Ok(());
        }
    }
    Err(GenerateError::Internal(
        "the dead hand was offered no pon".into(),
    ))
}

/// The story of an open riichi: a pon called and laid, then riichi declared with the
/// discard after it or on a later own draw. Returns who declared.
fn open_riichi(play: &mut Story, dice: &mut Dice) -> Result<crate::table::Seat, GenerateError> {
    turns::deal(play)?;
    let (_, z, kind) = until_pung_offer(play, dice)?;
    call_pung(play, z, kind)?;
    // Sometimes a few turns later, on the player's own draw.
    if dice.chance(1, 2) {
        turns::discard(play, z, dice)?;
        turns::until_draws(play, dice, z)?;
    }
    play.push(Event::DeclaredRiichi {
        seat: z,
        said: true,
        turned: true,
    })?;
    turns::discard(play, z, dice)?;
    Ok(z)
}

/// Regular play until `thrower` discards `wait`, the tile a ron will be called on. A ron
/// on a tile already passed over, or thrown by the caller, would be furiten (the story
/// of its own, `furiten_ron`): this one keeps clear of any earlier discard of it.
fn throw_awaited(
    play: &mut Story,
    dice: &mut Dice,
    thrower: crate::table::Seat,
    wait: Kind,
) -> Result<(), GenerateError> {
    give_when_holding(play, dice, thrower, wait)?;
    let seen = play
        .table()
        .discards()
        .iter()
        .rev()
        .skip(1)
        .any(|d| play.table().kind(d.tile) == wait);
    if seen {
        return Err(GenerateError::Internal(
            "the tile awaited was seen before".into(),
        ));
    }
    Ok(())
}

/// The table plays one of the ruleset's editions, drawn: named in the scenario, so the
/// same seed asks under the same edition wherever it is replayed.
fn plays_an_edition(play: &mut Story, dice: &mut Dice) {
    let editions: Vec<String> = play
        .ruleset
        .meta
        .editions
        .iter()
        .map(|e| e.id.clone())
        .collect();
    if editions.len() > 1 {
        play.edition = dice.pick(&editions).clone();
    }
}

/// The deal, play until a player can pon a discard, and the pon called (not yet laid):
/// who called, and the kind called.
fn deal_and_call_pon(
    play: &mut Story,
    dice: &mut Dice,
) -> Result<(crate::table::Seat, Kind), GenerateError> {
    turns::deal(play)?;
    let (_, z, kind) = until_pung_offer(play, dice)?;
    play.push(Event::Claimed {
        seat: z,
        claim: ClaimKind::Pung,
    })?;
    Ok((z, kind))
}
