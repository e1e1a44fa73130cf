//! Picks, discards, calls and exposures gone wrong in the American game: a pick from the
//! wrong end or out of turn, a discard before picking or taken back, a call after the next
//! pick, on a joker, against another call or given back, and exposures changed or laid
//! wrong. Each story is a real game up to the moment; the slip is the last thing that
//! matters.

use super::super::classical::others;
use super::super::{GenerateError, Play};
use super::internal;
use super::{sim, wins};
use crate::analysis::american::{Card, Xc};
use crate::rng::Dice;
use crate::rules::Irregularity;
use crate::table::american::{exposure_is_invalid, exposures_of};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::Kind;

/// A player other than `not` to call `kind` for a pung: one who could already, else
/// anyone, who is then given what the pung needs.
fn pung_partner(
    play: &mut Play,
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

fn naturals(play: &Play, seat: Seat, kind: Kind) -> usize {
    sim::rack(play, seat).iter().filter(|k| **k == kind).count()
}

fn jokers(play: &Play, seat: Seat) -> usize {
    naturals(play, seat, Kind::Joker)
}

/// A discard the player would let go, never a joker: a thrown joker is a matter of its
/// own (AM-CALL-02), so it only happens where a story wants it.
fn discard_natural(play: &mut Play, seat: Seat, dice: &mut Dice) -> Result<Kind, GenerateError> {
    let keep = |k: &Kind| *k != Kind::Joker && !play.protected.contains(k);
    let mut pool: Vec<Kind> = sim::excess(play, seat).into_iter().filter(keep).collect();
    if pool.is_empty() {
        pool = sim::rack(play, seat).into_iter().filter(keep).collect();
    }
    if pool.is_empty() {
        pool = sim::rack(play, seat)
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
fn willing(play: &Play, seat: Seat, kind: Kind) -> Option<Vec<Kind>> {
    if kind == Kind::Joker || sim::is_passive(play, seat) || play.table.dead().contains(&seat) {
        return None;
    }
    let aim = play.aims[seat.index()].as_ref().filter(|t| t.xc == Xc::X)?;
    let exposed = play
        .table
        .melds(seat)
        .iter()
        .filter(|m| m.tiles.iter().any(|t| play.table.kind(*t) == kind))
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
fn fits_card(play: &Play, card: &Card, seat: Seat, lay: &[Kind], kind: Kind) -> bool {
    let mut group = lay.to_vec();
    group.push(kind);
    !exposure_is_invalid(card, &group, &exposures_of(&play.table, seat))
}

/// A discard lying and a player who would call it, with the tiles it would lay.
struct Offer {
    discarder: Seat,
    caller: Seat,
    kind: Kind,
    lay: Vec<Kind>,
}

/// Finds a caller for a discard of a tile by a discarder: the caller and the tiles it lays.
type Chooser<'a> = dyn FnMut(&Play, Seat, Kind, &mut Dice) -> Option<(Seat, Vec<Kind>)> + 'a;

/// Plain play (at least `warm` actions) until a discard lies that `choose` finds a caller
/// for among the other players; the discards on the way are left uncalled.
fn until_offer(
    play: &mut Play,
    dice: &mut Dice,
    warm: u32,
    choose: &mut Chooser,
) -> Result<Offer, GenerateError> {
    for _ in 0..warm {
        sim::step(play, dice)?;
    }
    for _ in 0..160 {
        if play.table.live_left() <= 11 {
            break;
        }
        let Some(holder) = play.table.holding() else {
            sim::step(play, dice)?;
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
fn exposure_caller(
    card: &Card,
    skip_next: bool,
) -> impl FnMut(&Play, Seat, Kind, &mut Dice) -> Option<(Seat, Vec<Kind>)> + '_ {
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

fn call(play: &mut Play, seat: Seat, claim: ClaimKind) -> Result<(), GenerateError> {
    play.push(Event::Claimed { seat, claim })
}

fn warm(dice: &mut Dice) -> u32 {
    dice.range(0, 30)
}

pub(super) fn inject(
    play: &mut Play,
    irregularity: Irregularity,
    card: &Card,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    use Irregularity as I;
    wins::start(play, card, dice)?;
    match irregularity {
        I::WrongTileDrawn => wrong_tile_drawn(play, dice),
        I::DrawOutOfTurn => draw_out_of_turn(play, dice),
        I::ForgotToDraw => forgot_to_draw(play, dice),
        I::DiscardTakenBack => discard_taken_back(play, dice),
        I::DiscardTakenBackAfterClaim => discard_taken_back_after_claim(play, card, dice),
        I::ClaimAfterNextPick => claim_after_next_pick(play, card, dice),
        I::JokerDiscardClaimed => joker_discard_claimed(play, dice),
        I::CompetingClaims => competing_claims(play, dice),
        I::ClaimWithdrawn => claim_withdrawn(play, card, dice),
        I::ExposedSetChanged => exposed_set_changed(play, card, dice),
        I::InvalidExposure => invalid_exposure(play, card, dice),
        other => Err(internal(format!("{other:?} is not a matter of calls"))),
    }
}

/// Plain play until a discard lies uncalled and the next player has not picked yet.
fn until_uncalled_discard(play: &mut Play, dice: &mut Dice) -> Result<Seat, GenerateError> {
    let actions = warm(dice);
    let seat = sim::until_holding(play, dice, actions)?;
    discard_natural(play, seat, dice)?;
    if play.table.live_left() <= 11 {
        return Err(internal("the wall is nearly gone"));
    }
    Ok(seat)
}

fn on_turn(play: &Play) -> Result<Seat, GenerateError> {
    play.table
        .turn()
        .ok_or_else(|| internal("no one is on turn"))
}

/// AM-DEAL-05: the player on turn picks from the far end of the wall, then racks the tile
/// or puts it straight back.
fn wrong_tile_drawn(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    until_uncalled_discard(play, dice)?;
    let seat = on_turn(play)?;
    let at = play
        .table
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
            sim::pick(play, seat)?;
        }
        Ok(())
    }
}

/// AM-OOT-01: a player picks from the wall when it is not their turn (before or after the
/// player on turn has picked), then racks the tile or puts it back.
fn draw_out_of_turn(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    let discarder = until_uncalled_discard(play, dice)?;
    let next = on_turn(play)?;
    if dice.chance(1, 3) {
        sim::pick(play, next)?;
    }
    let seat = *dice.pick(&others(&[discarder, next]));
    let at = sim::next_live(play)?;
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
fn forgot_to_draw(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    until_uncalled_discard(play, dice)?;
    let seat = on_turn(play)?;
    discard_natural(play, seat, dice)?;
    Ok(())
}

/// AM-PLAY-02: the discarder takes the discard back, at once or once the next player has
/// picked (and perhaps racked).
fn discard_taken_back(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    let discarder = until_uncalled_discard(play, dice)?;
    if dice.chance(1, 2) {
        let next = on_turn(play)?;
        sim::pick(play, next)?;
        if dice.chance(1, 2) {
            play.push(Event::TileRacked { seat: next })?;
        }
    }
    play.push(Event::DiscardTakenBack { seat: discarder })
}

/// AM-PLAY-02: a player calls the discard (and may give the call back), then the
/// discarder takes it back.
fn discard_taken_back_after_claim(
    play: &mut Play,
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
    play: &mut Play,
    card: &Card,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let w = warm(dice);
    let offer = until_offer(play, dice, w, &mut exposure_caller(card, true))?;
    let next = on_turn(play)?;
    sim::pick(play, next)?;
    if dice.chance(1, 2) {
        play.push(Event::TileRacked { seat: next })?;
    }
    call(play, offer.caller, ClaimKind::Exposure)
}

/// AM-CALL-02: a player throws a joker, named "joker" or as the tile thrown just before
/// it, and another player calls it.
fn joker_discard_claimed(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    let actions = warm(dice);
    sim::until_holding(play, dice, actions)?;
    for _ in 0..80 {
        if play.table.live_left() <= 11 {
            break;
        }
        let Some(holder) = play.table.holding() else {
            sim::step(play, dice)?;
            continue;
        };
        let before = play
            .table
            .discards()
            .last()
            .map(|d| play.table.kind(d.tile));
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
                    play.aims[s.index()]
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
        let claim = if sim::missing(play, caller).len() == 1 {
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
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    for _ in 0..3 {
        let n = naturals(play, seat, kind);
        if n >= 1 && n + jokers(play, seat) >= 2 {
            return Ok(());
        }
        sim::until_about_to_pick(play, dice, seat)?;
        // A copy held back for another player's wait stays; a joker can fill the pung.
        let picked = sim::pick_stacked_free(play, seat, kind)?
            || (n >= 1 && sim::pick_stacked_free(play, seat, Kind::Joker)?);
        if !picked {
            return Err(internal(format!("no {kind:?} left in the wall")));
        }
        discard_natural(play, seat, dice)?;
    }
    Err(internal(format!("{seat} never held a pung of {kind:?}")))
}

fn could_pung(play: &Play, seat: Seat, kind: Kind) -> bool {
    let n = naturals(play, seat, kind);
    n >= 1 && n + jokers(play, seat) >= 2
}

/// AM-CALL-03: two players call the same discard, for mah jongg and an exposure in either
/// order, or both for an exposure with either one nearer in turn.
fn competing_claims(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    let actions = warm(dice);
    for _ in 0..actions {
        sim::step(play, dice)?;
    }
    let mah_jongg = dice.chance(1, 2);
    let (kind, first, second, thrower) = if mah_jongg {
        let aimed: Vec<Seat> = Seat::ALL
            .into_iter()
            .filter(|s| play.aims[s.index()].is_some())
            .collect();
        if aimed.is_empty() {
            return Err(internal("no player aims at a hand"));
        }
        let waiter = *dice.pick(&aimed);
        let wait = sim::make_ready(play, dice, waiter)?;
        if wait == Kind::Joker {
            return Err(internal("the wait is a joker"));
        }
        play.protected.push(wait);
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
        let mut kinds: Vec<Kind> = sim::rack(play, a)
            .into_iter()
            .filter(|k| *k != Kind::Joker && could_pung(play, a, *k))
            .collect();
        kinds.sort_by_key(|k| k.index());
        kinds.dedup();
        if kinds.is_empty() {
            return Err(internal(format!("{a} could make no pung")));
        }
        let kind = *dice.pick(&kinds);
        play.protected.push(kind);
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
    sim::throw_stacked(play, dice, thrower, kind)?;
    // Both still hold what they call for: the mah jongg caller waits on exactly this tile.
    for (seat, claim) in [first, second] {
        let ok = match claim {
            ClaimKind::Win => {
                sim::missing(play, seat) == [kind] && play.table.holding() != Some(seat)
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
fn claim_withdrawn(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
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

/// The changes a player could make to exposure `meld`: add a natural or a joker from the
/// rack, or take a tile it laid back out.
fn changes(play: &Play, seat: Seat, meld: u8, kind: Kind) -> Vec<Event> {
    let Some(m) = play.table.melds(seat).get(usize::from(meld)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if m.tiles.len() < 6 {
        for tile in [kind, Kind::Joker] {
            if naturals(play, seat, tile) > 0 {
                out.push(Event::AddedToMeld { seat, meld, tile });
            }
        }
    }
    let laid: Vec<Kind> = m
        .tiles
        .iter()
        .filter(|t| Some(**t) != m.claimed.map(|(_, c)| c))
        .map(|t| play.table.kind(*t))
        .collect();
    for tile in [kind, Kind::Joker] {
        if laid.contains(&tile) {
            out.push(Event::TookFromMeld { seat, meld, tile });
        }
    }
    out
}

/// AM-EXP-01: a player who exposed a group changes it: before its next discard or joker
/// exchange, or after one (typically adding the fourth tile picked later).
fn exposed_set_changed(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let w = warm(dice);
    let offer = until_offer(play, dice, w, &mut exposure_caller(card, false))?;
    let seat = offer.caller;
    let kind = offer.kind;
    call(play, seat, ClaimKind::Exposure)?;
    play.push(Event::Exposed {
        seat,
        tiles: offer.lay,
    })?;
    let meld = u8::try_from(play.table.melds(seat).len() - 1)
        .map_err(|_| internal("too many exposures"))?;
    if dice.chance(1, 2) {
        // Still open: the change comes before anything else the player does.
        let options = changes(play, seat, meld, kind);
        if options.is_empty() {
            return Err(internal("nothing to change in the exposure"));
        }
        return play.push(dice.pick(&options).clone());
    }
    // Locked: the player exchanges for a joker or discards first.
    if let Some((owner, m, tile)) = sim::exchange_open_to(play, seat).filter(|_| dice.chance(1, 3))
    {
        play.push(Event::JokerExchanged {
            seat,
            owner,
            meld: m,
            tile,
            from_discard: false,
            completed: true,
        })?;
    } else {
        discard_natural(play, seat, dice)?;
        if dice.chance(2, 3) {
            // On the next turn the player picks the fourth tile and adds it.
            play.passive = Some(seat);
            sim::until_about_to_pick(play, dice, seat)?;
            let fourth = play
                .table
                .melds(seat)
                .get(usize::from(meld))
                .is_some_and(|m| m.tiles.len() == 3);
            if fourth && dice.chance(2, 3) {
                sim::pick_stacked(play, seat, kind)?;
            } else {
                sim::pick(play, seat)?;
            }
        }
    }
    let options = changes(play, seat, meld, kind);
    if options.is_empty() {
        return Err(internal("nothing to change in the exposure"));
    }
    // Adding the natural just picked is the change a player most often tries.
    let added = Event::AddedToMeld {
        seat,
        meld,
        tile: kind,
    };
    if options.contains(&added) && dice.chance(1, 2) {
        return play.push(added);
    }
    play.push(dice.pick(&options).clone())
}

/// A tile easily taken for `kind`: the same number in another suit, or a neighbour.
fn look_alike(play: &Play, seat: Seat, kind: Kind) -> Option<Kind> {
    let rack: Vec<Kind> = sim::rack(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker && *k != kind)
        .collect();
    if let Kind::Number(suit, n) = kind {
        let near: Vec<Kind> = rack
            .iter()
            .copied()
            .filter(|k| match k {
                Kind::Number(s, m) => (*s != suit && *m == n) || (*s == suit && m.abs_diff(n) == 1),
                _ => false,
            })
            .collect();
        if let Some(k) = near.first() {
            return Some(*k);
        }
    }
    rack.first().copied()
}

/// AM-EXP-02: after a call for an exposure the player lays a group that mixes tiles, one
/// too small (a pair), or one no hand of the card allows with its other exposures.
fn invalid_exposure(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    match dice.below(3) {
        0 => mixed_exposure(play, card, dice),
        1 => pair_exposure(play, dice),
        _ => unfit_exposure(play, card, dice),
    }
}

fn mixed_exposure(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let w = warm(dice);
    let offer = until_offer(play, dice, w, &mut exposure_caller(card, false))?;
    let seat = offer.caller;
    let mut lay = offer.lay;
    let stray = look_alike(play, seat, offer.kind)
        .ok_or_else(|| internal("nothing to mix into the exposure"))?;
    if let Some(i) = lay.iter().position(|k| *k == offer.kind) {
        lay[i] = stray;
    } else {
        lay.push(stray);
    }
    call(play, seat, ClaimKind::Exposure)?;
    play.push(Event::Exposed { seat, tiles: lay })
}

/// A player holding one of the tile, who wants a pair of it, calls it for an exposure.
fn pair_exposure(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    let w = warm(dice);
    let mut choose = |play: &Play, discarder: Seat, kind: Kind, dice: &mut Dice| {
        let wants_pair = |s: Seat| {
            play.aims[s.index()]
                .as_ref()
                .is_some_and(|t| t.groups.iter().any(|(k, n)| *k == kind && *n <= 2))
        };
        let holders: Vec<Seat> = others(&[discarder])
            .into_iter()
            .filter(|s| !sim::is_passive(play, *s) && naturals(play, *s, kind) >= 1)
            .collect();
        let keen: Vec<Seat> = holders.iter().copied().filter(|s| wants_pair(*s)).collect();
        let pool = if keen.is_empty() { holders } else { keen };
        (!pool.is_empty()).then(|| (*dice.pick(&pool), vec![kind]))
    };
    let offer = until_offer(play, dice, w, &mut choose)?;
    call(play, offer.caller, ClaimKind::Exposure)?;
    play.push(Event::Exposed {
        seat: offer.caller,
        tiles: offer.lay,
    })
}

/// A player with an exposure already laid calls a tile for a pung that no X hand of the
/// card allows beside it.
fn unfit_exposure(play: &mut Play, card: &Card, dice: &mut Dice) -> Result<(), GenerateError> {
    let exposed: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| !play.table.melds(*s).is_empty())
        .collect();
    let seat = if exposed.is_empty() {
        let w = warm(dice);
        let offer = until_offer(play, dice, w, &mut exposure_caller(card, false))?;
        call(play, offer.caller, ClaimKind::Exposure)?;
        play.push(Event::Exposed {
            seat: offer.caller,
            tiles: offer.lay,
        })?;
        discard_natural(play, offer.caller, dice)?;
        offer.caller
    } else {
        *dice.pick(&exposed)
    };
    let mut kinds: Vec<Kind> = sim::rack(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker && could_pung(play, seat, *k))
        .collect();
    kinds.sort_by_key(|k| k.index());
    kinds.dedup();
    kinds.retain(|k| !fits_card(play, card, seat, &[*k, *k], *k));
    if kinds.is_empty() {
        return Err(internal(format!(
            "every pung {seat} could make fits a hand"
        )));
    }
    let kind = *dice.pick(&kinds);
    play.protected.push(kind);
    play.passive = Some(seat);
    let thrower = *dice.pick(&others(&[seat]));
    sim::throw_stacked(play, dice, thrower, kind)?;
    if !could_pung(play, seat, kind) {
        return Err(internal(format!("{seat} let the {kind:?} go")));
    }
    let n = naturals(play, seat, kind).min(2);
    let mut lay = vec![kind; n];
    lay.extend(std::iter::repeat_n(Kind::Joker, 2 - n));
    if fits_card(play, card, seat, &lay, kind) {
        return Err(internal("with a joker in it the pung fits a hand"));
    }
    call(play, seat, ClaimKind::Exposure)?;
    play.push(Event::Exposed { seat, tiles: lay })
}
