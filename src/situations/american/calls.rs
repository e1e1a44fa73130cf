//! Picks, discards, calls and exposures gone wrong in the American game: a pick from the
//! wrong end or out of turn, a discard before picking or taken back, a call after the next
//! pick, on a joker, against another call or given back, and exposures changed or laid
//! wrong. Each story is a real game up to the moment; the slip is the last thing that
//! matters.

use super::super::registry::Entry;
use super::super::{GenerateError, Story, internal, others};
use super::players;
use super::started;
use crate::analysis::american::{Card, Xc};
use crate::rng::Dice;
use crate::rules::Irregularity as I;
use crate::table::american::{exposure_is_invalid, exposures_of};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// A player other than `not` to call `kind` for a pung: one who could already, else
/// anyone, who is then given what the pung needs.
fn pung_partner(
    play: &mut Story,
    dice: &mut Dice,
    not: Seat,
    kind: Kind,
) -> Result<Seat, GenerateError> {
    let rest = others(&[not]);
    let holding: Vec<Seat> = rest
        .iter()
        .copied()
        .filter(|s| could_pung(play, *s, kind))
        .collect();
    let seat = if holding.is_empty() {
        *dice.pick(&rest)
    } else {
        *dice.pick(&holding)
    };
    give_for_pung(play, dice, seat, kind)?;
    Ok(seat)
}

pub(super) fn naturals(play: &Story, seat: Seat, kind: Kind) -> usize {
    players::rack(play, seat)
        .iter()
        .filter(|k| **k == kind)
        .count()
}

fn jokers(play: &Story, seat: Seat) -> usize {
    naturals(play, seat, Kind::Joker)
}

/// A discard the player would let go, never a joker: a thrown joker is a matter of its
/// own (AM-CALL-02), so it only happens where a story wants it.
pub(super) fn discard_natural(
    play: &mut Story,
    seat: Seat,
    dice: &mut Dice,
) -> Result<Kind, GenerateError> {
    let keep = |k: &Kind| *k != Kind::Joker && !play.wants.keep.contains(k);
    let mut pool: Vec<Kind> = players::excess(play, seat)
        .into_iter()
        .filter(keep)
        .collect();
    if pool.is_empty() {
        pool = players::rack(play, seat).into_iter().filter(keep).collect();
    }
    if pool.is_empty() {
        pool = players::rack(play, seat)
            .into_iter()
            .filter(|k| *k != Kind::Joker)
            .collect();
    }
    if pool.is_empty() {
        return Err(internal(format!("{seat} holds only jokers")));
    }
    let tile = *dice.pick(&pool);
    play.push(Event::Discarded {
        seat,
        tile,
        named: None,
    })?;
    Ok(tile)
}

/// The tiles `seat` would lay beside a discard of `kind` to expose a group its aim needs
/// (as the simulated players call), if it holds them.
fn willing(play: &Story, seat: Seat, kind: Kind) -> Option<Vec<Kind>> {
    if kind == Kind::Joker || players::is_passive(play, seat) || play.table().dead().contains(&seat)
    {
        return None;
    }
    let aim = play.aims[seat].as_ref().filter(|t| t.xc == Xc::X)?;
    let exposed = play
        .table()
        .melds(seat)
        .iter()
        .filter(|m| m.tiles.iter().any(|t| play.table().kind(*t) == kind))
        .count();
    let size = aim
        .groups
        .iter()
        .filter(|(k, n)| *k == kind && *n >= 3)
        .map(|(_, n)| usize::from(*n))
        .nth(exposed)?;
    let have = naturals(play, seat, kind);
    let want = size - 1;
    if have == 0 || have + jokers(play, seat) < want {
        return None;
    }
    let n = have.min(want);
    let mut lay = vec![kind; n];
    lay.extend(std::iter::repeat_n(Kind::Joker, want - n));
    Some(lay)
}

/// Whether laying `lay` beside a discard of `kind` makes an exposure the card allows with
/// the seat's other exposures.
pub(super) fn fits_card(play: &Story, card: &Card, seat: Seat, lay: &[Kind], kind: Kind) -> bool {
    let mut group = lay.to_vec();
    group.push(kind);
    !exposure_is_invalid(card, &group, &exposures_of(play.table(), seat))
}

/// A discard lying and a player who would call it, with the tiles it would lay.
pub(super) struct Offer {
    pub(super) discarder: Seat,
    pub(super) caller: Seat,
    pub(super) kind: Kind,
    pub(super) lay: Vec<Kind>,
}

/// Finds a caller for a discard of a tile by a discarder: the caller and the tiles it lays.
pub(super) type Chooser<'a> =
    dyn FnMut(&Story, Seat, Kind, &mut Dice) -> Option<(Seat, Vec<Kind>)> + 'a;

/// Plain play (at least `warm` actions) until a discard lies that `choose` finds a caller
/// for among the other players; the discards on the way are left uncalled.
pub(super) fn until_offer(
    play: &mut Story,
    dice: &mut Dice,
    warm: u32,
    choose: &mut Chooser,
) -> Result<Offer, GenerateError> {
    for _ in 0..warm {
        players::regular_action(play, dice)?;
    }
    for _ in 0..160 {
        if play.table().live_left() <= 11 {
            break;
        }
        let Some(holder) = play.table().holding() else {
            players::regular_action(play, dice)?;
            continue;
        };
        let kind = discard_natural(play, holder, dice)?;
        if let Some((caller, lay)) = choose(play, holder, kind, dice) {
            return Ok(Offer {
                discarder: holder,
                caller,
                kind,
                lay,
            });
        }
    }
    Err(internal("no discard found a caller"))
}

/// A player who would call the discard for an exposure the card allows; with
/// `skip_next`, not the discarder's right-hand neighbour (who is about to pick).
pub(super) fn exposure_caller(
    card: &Card,
    skip_next: bool,
) -> impl FnMut(&Story, Seat, Kind, &mut Dice) -> Option<(Seat, Vec<Kind>)> + '_ {
    move |play, discarder, kind, dice| {
        let callers: Vec<(Seat, Vec<Kind>)> = others(&[discarder])
            .into_iter()
            .filter(|s| !(skip_next && *s == discarder.right()))
            .filter_map(|s| willing(play, s, kind).map(|lay| (s, lay)))
            .filter(|(s, lay)| fits_card(play, card, *s, lay, kind))
            .collect();
        (!callers.is_empty()).then(|| dice.pick(&callers).clone())
    }
}

pub(super) fn call(play: &mut Story, seat: Seat, claim: ClaimKind) -> Result<(), GenerateError> {
    play.push(Event::Claimed { seat, claim })
}

pub(super) fn warm(dice: &mut Dice) -> u32 {
    dice.range(0, 30)
}

/// Plain play until a discard lies uncalled and the next player has not picked yet.
fn until_uncalled_discard(play: &mut Story, dice: &mut Dice) -> Result<Seat, GenerateError> {
    let actions = warm(dice);
    let seat = players::until_holding(play, dice, actions)?;
    discard_natural(play, seat, dice)?;
    if play.table().live_left() <= 11 {
        return Err(internal("the wall is nearly gone"));
    }
    Ok(seat)
}

fn on_turn(play: &Story) -> Result<Seat, GenerateError> {
    play.table()
        .turn()
        .ok_or_else(|| internal("no one is on turn"))
}

/// AM-DEAL-05: the player on turn picks from the far end of the wall, then racks the tile
/// or puts it straight back.
fn wrong_tile_drawn(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    until_uncalled_discard(play, dice)?;
    let seat = on_turn(play)?;
    let at = play
        .table()
        .remaining()
        .last()
        .ok_or_else(|| internal("the wall ran out"))?;
    play.push(Event::Picked {
        seat,
        at,
        known: true,
    })?;
    if dice.chance(1, 2) {
        play.push(Event::TileRacked { seat })
    } else {
        play.push(Event::PutBack { seat, at })?;
        // Put right at once: the tile from the live end is picked as it should be.
        if dice.chance(1, 2) {
            players::pick(play, seat)?;
        }
        Ok(())
    }
}

/// AM-OOT-01: a player picks from the wall when it is not their turn (before or after the
/// player on turn has picked), then racks the tile or puts it back.
fn draw_out_of_turn(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let discarder = until_uncalled_discard(play, dice)?;
    let next = on_turn(play)?;
    if dice.chance(1, 3) {
        players::pick(play, next)?;
    }
    let seat = *dice.pick(&others(&[discarder, next]));
    let at = players::next_live(play)?;
    play.push(Event::Picked {
        seat,
        at,
        known: true,
    })?;
    if dice.chance(1, 2) {
        play.push(Event::TileRacked { seat })
    } else {
        play.push(Event::PutBack { seat, at })
    }
}

/// AM-OOT-02: the player on turn throws a discard without picking first.
fn forgot_to_draw(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    until_uncalled_discard(play, dice)?;
    let seat = on_turn(play)?;
    discard_natural(play, seat, dice)?;
    Ok(())
}

/// AM-PLAY-02: the discarder takes the discard back, at once or once the next player has
/// picked (and perhaps racked).
fn discard_taken_back(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let discarder = until_uncalled_discard(play, dice)?;
    if dice.chance(1, 2) {
        let next = on_turn(play)?;
        players::pick(play, next)?;
        if dice.chance(1, 2) {
            play.push(Event::TileRacked { seat: next })?;
        }
    }
    play.push(Event::DiscardTakenBack { seat: discarder })
}

/// AM-PLAY-02: a player calls the discard (and may give the call back), then the
/// discarder takes it back.
fn discard_taken_back_after_claim(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let w = warm(dice);
    let offer = until_offer(play, dice, w, &mut exposure_caller(card, false))?;
    call(play, offer.caller, ClaimKind::Exposure)?;
    if dice.chance(1, 3) {
        play.push(Event::ClaimWithdrawn { seat: offer.caller })?;
    }
    play.push(Event::DiscardTakenBack {
        seat: offer.discarder,
    })
}

/// AM-CALL-01: the next player picks, and only then another player calls the discard
/// for an exposure it could make; the picked tile is on the rack or still in hand.
fn claim_after_next_pick(
    play: &mut Story,
    card: &Card,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let w = warm(dice);
    let offer = until_offer(play, dice, w, &mut exposure_caller(card, true))?;
    let next = on_turn(play)?;
    players::pick(play, next)?;
    if dice.chance(1, 2) {
        play.push(Event::TileRacked { seat: next })?;
    }
    call(play, offer.caller, ClaimKind::Exposure)
}

/// AM-CALL-02: a player throws a joker, named "joker" or as the tile thrown just before
/// it, and another player calls it.
fn joker_discard_claimed(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let actions = warm(dice);
    players::until_holding(play, dice, actions)?;
    for _ in 0..80 {
        if play.table().live_left() <= 11 {
            break;
        }
        let Some(holder) = play.table().holding() else {
            players::regular_action(play, dice)?;
            continue;
        };
        let before = play
            .table()
            .discards()
            .last()
            .map(|d| play.table().kind(d.tile));
        let thrown_before = before.filter(|k| *k != Kind::Joker);
        if jokers(play, holder) == 0 || thrown_before.is_none() {
            discard_natural(play, holder, dice)?;
            continue;
        }
        // Named as the tile before, it draws a player who holds that tile; named joker,
        // a player who thinks a joker may be called to fill a group.
        let holders: Vec<Seat> = thrown_before
            .map(|k| {
                others(&[holder])
                    .into_iter()
                    .filter(|s| could_pung(play, *s, k))
                    .collect()
            })
            .unwrap_or_default();
        let named = if holders.is_empty() || dice.chance(1, 2) {
            None
        } else {
            thrown_before
        };
        let pool: Vec<Seat> = if named.is_some() {
            holders
        } else {
            let keen: Vec<Seat> = others(&[holder])
                .into_iter()
                .filter(|s| {
                    play.aims[*s]
                        .as_ref()
                        .is_some_and(|t| t.xc == Xc::X && t.takes_jokers())
                })
                .collect();
            if keen.is_empty() {
                others(&[holder])
            } else {
                keen
            }
        };
        play.push(Event::Discarded {
            seat: holder,
            tile: Kind::Joker,
            named,
        })?;
        let caller = *dice.pick(&pool);
        // A player one tile from mah jongg calls it for mah jongg.
        let claim = if players::missing(play, caller).len() == 1 {
            ClaimKind::Win
        } else {
            ClaimKind::Exposure
        };
        return call(play, caller, claim);
    }
    Err(internal("no one came to throw a joker"))
}

/// Stack `seat`'s picks with `kind` until it holds a natural of it and enough jokers or
/// naturals beside it for a pung.
fn give_for_pung(
    play: &mut Story,
    dice: &mut Dice,
    seat: Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    for _ in 0..3 {
        let n = naturals(play, seat, kind);
        if n >= 1 && n + jokers(play, seat) >= 2 {
            return Ok(());
        }
        players::until_about_to_pick(play, dice, seat)?;
        // A copy held back for another player's wait stays; a joker can fill the pung.
        let picked = players::pick_stacked_free(play, seat, kind)?
            || (n >= 1 && players::pick_stacked_free(play, seat, Kind::Joker)?);
        if !picked {
            return Err(internal(format!("no {kind:?} left in the wall")));
        }
        discard_natural(play, seat, dice)?;
    }
    Err(internal(format!("{seat} never held a pung of {kind:?}")))
}

pub(super) fn could_pung(play: &Story, seat: Seat, kind: Kind) -> bool {
    let n = naturals(play, seat, kind);
    n >= 1 && n + jokers(play, seat) >= 2
}

/// AM-CALL-03: two players call the same discard, for mah jongg and an exposure in either
/// order, or both for an exposure with either one nearer in turn.
fn competing_claims(play: &mut Story, dice: &mut Dice) -> Result<(), GenerateError> {
    let actions = warm(dice);
    for _ in 0..actions {
        players::regular_action(play, dice)?;
    }
    let mah_jongg = dice.chance(1, 2);
    let (kind, first, second, thrower) = if mah_jongg {
        let aimed: Vec<Seat> = Seat::ALL
            .into_iter()
            .filter(|s| play.aims[*s].is_some())
            .collect();
        if aimed.is_empty() {
            return Err(internal("no player aims at a hand"));
        }
        let waiter = *dice.pick(&aimed);
        let wait = players::make_ready(play, dice, waiter)?;
        if wait == Kind::Joker {
            return Err(internal("the wait is a joker"));
        }
        play.wants.keep.push(wait);
        let caller = pung_partner(play, dice, waiter, wait)?;
        let thrower = *dice.pick(&others(&[waiter, caller]));
        let (first, second) = if dice.chance(1, 2) {
            ((waiter, ClaimKind::Win), (caller, ClaimKind::Exposure))
        } else {
            ((caller, ClaimKind::Exposure), (waiter, ClaimKind::Win))
        };
        (wait, first, second, thrower)
    } else {
        // Two players who each hold a natural of some tile and could make a pung of it.
        let a = *dice.pick(&Seat::ALL);
        let mut kinds: Vec<Kind> = players::rack(play, a)
            .into_iter()
            .filter(|k| *k != Kind::Joker && could_pung(play, a, *k))
            .collect();
        kinds.sort_by_key(|k| k.index());
        kinds.dedup();
        if kinds.is_empty() {
            return Err(internal(format!("{a} could make no pung")));
        }
        let kind = *dice.pick(&kinds);
        play.wants.keep.push(kind);
        let b = pung_partner(play, dice, a, kind)?;
        let thrower = *dice.pick(&others(&[a, b]));
        let (first, second) = if dice.chance(1, 2) { (a, b) } else { (b, a) };
        (
            kind,
            (first, ClaimKind::Exposure),
            (second, ClaimKind::Exposure),
            thrower,
        )
    };
    players::throw_stacked(play, dice, thrower, kind)?;
    // Both still hold what they call for: the mah jongg caller waits on exactly this tile.
    for (seat, claim) in [first, second] {
        let ok = match claim {
            ClaimKind::Win => {
                players::missing(play, seat) == [kind] && play.table().holding() != Some(seat)
            }
            _ => could_pung(play, seat, kind),
        };
        if !ok {
            return Err(internal(format!("{seat} no longer wants the {kind:?}")));
        }
    }
    call(play, first.0, first.1)?;
    call(play, second.0, second.1)
}

/// AM-CALL-05: a player calls a discard for an exposure and gives the call back, before
/// or after laying tiles.
fn claim_withdrawn(play: &mut Story, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let w = warm(dice);
    let offer = until_offer(play, dice, w, &mut exposure_caller(card, false))?;
    call(play, offer.caller, ClaimKind::Exposure)?;
    if dice.chance(1, 2) {
        play.push(Event::Exposed {
            seat: offer.caller,
            tiles: offer.lay,
        })?;
    }
    play.push(Event::ClaimWithdrawn { seat: offer.caller })
}

/// The stories of this file, each after the deal and the Charleston.
pub(super) const STORIES: &[Entry] = &[
    (I::WrongTileDrawn, |p, d| {
        started(p, d)?;
        wrong_tile_drawn(p, d)
    }),
    (I::DrawOutOfTurn, |p, d| {
        started(p, d)?;
        draw_out_of_turn(p, d)
    }),
    (I::ForgotToDraw, |p, d| {
        started(p, d)?;
        forgot_to_draw(p, d)
    }),
    (I::DiscardTakenBack, |p, d| {
        started(p, d)?;
        discard_taken_back(p, d)
    }),
    (I::DiscardTakenBackAfterClaim, |p, d| {
        let card = started(p, d)?;
        discard_taken_back_after_claim(p, &card, d)
    }),
    (I::ClaimAfterNextPick, |p, d| {
        let card = started(p, d)?;
        claim_after_next_pick(p, &card, d)
    }),
    (I::JokerDiscardClaimed, |p, d| {
        started(p, d)?;
        joker_discard_claimed(p, d)
    }),
    (I::CompetingClaims, |p, d| {
        started(p, d)?;
        competing_claims(p, d)
    }),
    (I::ClaimWithdrawn, |p, d| {
        let card = started(p, d)?;
        claim_withdrawn(p, &card, d)
    }),
];
