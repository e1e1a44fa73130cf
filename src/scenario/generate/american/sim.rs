//! A plain American game: the deal, the Charleston, then turns to the right in which
//! each player aims at a reading of a card hand near the tiles held, passes and discards
//! what that reading does not need, calls discards to complete its exposures, and
//! exchanges jokers where a natural in hand frees one.

use super::super::{GenerateError, Play};
use super::internal;
use crate::analysis::american::{Card, HandRef, nearest_readings, reading, reading_needs};
use crate::rng::Dice;
use crate::table::american::hand_of;
use crate::table::{ClaimKind, Event, Seat, WallPos};
use crate::tiles::Kind;

pub(crate) fn rack(play: &Play, seat: Seat) -> Vec<Kind> {
    play.table
        .rack(seat)
        .iter()
        .map(|t| play.table.kind(*t))
        .collect()
}

/// Deal by the League's script and rack.
pub(crate) fn deal(play: &mut Play) -> Result<(), GenerateError> {
    for t in play.deal.script(play.table.dealer()) {
        play.take(t.seat, t.count, t.jump)?;
    }
    play.push(Event::Racked)
}

/// Aim `seat` at one of the readings nearest to its tiles.
pub(crate) fn aim(play: &mut Play, card: &Card, seat: Seat, dice: &mut Dice) {
    let near = nearest_readings(card, &hand_of(&play.table, seat), 6, 0);
    play.aims[seat.index()] = if near.is_empty() {
        None
    } else {
        let (at, index, _) = *dice.pick(&near);
        reading(card, at, index)
    };
}

pub(crate) fn aim_all(play: &mut Play, card: &Card, dice: &mut Dice) {
    for s in Seat::ALL {
        aim(play, card, s, dice);
    }
}

/// A seat's tiles as counts: concealed by kind, and exposed by the natural of each
/// exposure (its jokers included), so that the aim can be checked by counting.
struct Holding {
    rack: [u8; Kind::COUNT],
    exposed: [u8; Kind::COUNT],
    jokers: u8,
    /// Bit `i` set where `rack[i]` is not 0, to visit only the kinds on the rack.
    on_rack: u64,
}

fn holding(play: &Play, seat: Seat) -> Holding {
    const JOKER: usize = Kind::Joker.index();
    let mut h = Holding {
        rack: [0; Kind::COUNT],
        exposed: [0; Kind::COUNT],
        jokers: 0,
        on_rack: 0,
    };
    for id in play.table.rack(seat) {
        match play.table.kind_index(*id) {
            JOKER => h.jokers += 1,
            i => {
                h.rack[i] += 1;
                h.on_rack |= 1 << i;
            }
        }
    }
    for m in play.table.melds(seat) {
        let natural = m
            .tiles
            .iter()
            .map(|t| play.table.kind_index(*t))
            .find(|i| *i != JOKER);
        if let Some(i) = natural {
            h.exposed[i] += u8::try_from(m.tiles.len()).unwrap_or(u8::MAX);
        }
    }
    h
}

/// What the seat still lacks for its aim after its concealed jokers fill what they can,
/// by kind index: tiles that must be naturals (pairs and singles), and tiles of groups of
/// three or more, which a joker picked later could also be. `order` lists the kinds in
/// the order of the aim's groups, which fixes the order `missing` returns them in.
struct Lack {
    naturals: [u8; Kind::COUNT],
    jokerable: [u8; Kind::COUNT],
    order: Vec<u8>,
}

/// A reading's needs kind by kind, in the order of its groups: (kind index, tiles, of
/// which jokers could be).
fn lack_of(needs: impl Iterator<Item = (u8, u8, u8)>, h: &Holding) -> Lack {
    let mut out = Lack {
        naturals: [0; Kind::COUNT],
        jokerable: [0; Kind::COUNT],
        order: Vec::with_capacity(14),
    };
    for (k, need, jokerable) in needs {
        let i = usize::from(k);
        let fixed = need - jokerable;
        let have = h.rack[i] + h.exposed[i];
        out.naturals[i] = fixed.saturating_sub(have);
        out.jokerable[i] = jokerable.saturating_sub(have.saturating_sub(fixed));
        out.order.push(k);
    }
    // Concealed jokers fill the groups of three or more, the last groups first.
    let mut jokers = h.jokers;
    for k in out.order.iter().rev() {
        let short = &mut out.jokerable[usize::from(*k)];
        let used = jokers.min(*short);
        *short -= used;
        jokers -= used;
    }
    out
}

/// The aim's needs in the form `lack_of` takes.
fn aim_needs(t: &crate::analysis::american::Target) -> impl Iterator<Item = (u8, u8, u8)> + '_ {
    let mut done = [false; Kind::COUNT];
    t.groups.iter().filter_map(move |(k, _)| {
        let i = k.index();
        (!std::mem::replace(&mut done[i], true)).then(|| {
            (
                u8::try_from(i).unwrap_or(u8::MAX),
                t.needs(*k),
                t.jokerable(*k),
            )
        })
    })
}

fn lack(play: &Play, seat: Seat) -> Lack {
    let aim = play.aims[seat.index()].as_ref();
    lack_of(aim.into_iter().flat_map(aim_needs), &holding(play, seat))
}

/// The tiles the seat still lacks for its aim, after its concealed jokers fill what they
/// can (groups of three or more only): the naturals first, in the order of the groups.
pub(crate) fn missing(play: &Play, seat: Seat) -> Vec<Kind> {
    let l = lack(play, seat);
    let mut out = Vec::with_capacity(14);
    for counts in [&l.naturals, &l.jokerable] {
        for k in &l.order {
            if let Some(kind) = Kind::from_index(usize::from(*k)) {
                out.extend(std::iter::repeat_n(
                    kind,
                    usize::from(counts[usize::from(*k)]),
                ));
            }
        }
    }
    out
}

/// Rack tiles the aim does not need (never a joker while the aim takes jokers).
pub(crate) fn excess(play: &Play, seat: Seat) -> Vec<Kind> {
    let h = holding(play, seat);
    let aim = play.aims[seat.index()].as_ref();
    let mut out = Vec::with_capacity(14);
    let mut kinds = h.on_rack;
    while kinds != 0 {
        let i = kinds.trailing_zeros() as usize;
        kinds &= kinds - 1;
        let n = h.rack[i];
        let over = match aim {
            Some(t) => (n + h.exposed[i]).saturating_sub(t.needs_index(i)).min(n),
            None => n,
        };
        if over > 0
            && let Some(k) = Kind::from_index(i)
        {
            out.extend(std::iter::repeat_n(k, usize::from(over)));
        }
    }
    if aim.is_some_and(|t| !t.takes_jokers()) {
        out.extend(std::iter::repeat_n(Kind::Joker, usize::from(h.jokers)));
    }
    out
}

/// `n` tiles to pass: what the aim does not need first, never a joker.
fn choose_pass(play: &Play, seat: Seat, n: usize, dice: &mut Dice) -> Vec<Kind> {
    let mut pool: Vec<Kind> = excess(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker)
        .collect();
    let mut chosen = Vec::new();
    while chosen.len() < n && !pool.is_empty() {
        let i = dice.below(pool.len() as u32) as usize;
        chosen.push(pool.remove(i));
    }
    let mut rest: Vec<Kind> = rack(play, seat)
        .into_iter()
        .filter(|k| *k != Kind::Joker)
        .collect();
    for c in &chosen {
        if let Some(i) = rest.iter().position(|k| k == c) {
            rest.remove(i);
        }
    }
    while chosen.len() < n && !rest.is_empty() {
        let i = dice.below(rest.len() as u32) as usize;
        chosen.push(rest.remove(i));
    }
    chosen
}

/// Where pass number `step` goes (0-2 first Charleston, 3-5 second, 6 courtesy).
pub(crate) fn pass_target(seat: Seat, step: usize) -> Seat {
    match step {
        0 | 5 => seat.right(),
        2 | 3 => seat.left(),
        _ => seat.right().right(),
    }
}

/// One pass of the Charleston: every player chooses before anyone receives.
pub(crate) fn pass_round(
    play: &mut Play,
    step: usize,
    dice: &mut Dice,
) -> Result<(), GenerateError> {
    let chosen: Vec<(Seat, Vec<Kind>)> = Seat::ALL
        .into_iter()
        .map(|s| (s, choose_pass(play, s, 3, dice)))
        .collect();
    for (from, tiles) in chosen {
        play.push(Event::Passed {
            from,
            to: pass_target(from, step),
            tiles,
            blind: 0,
        })?;
    }
    Ok(())
}

/// The first Charleston, and the second when the table agrees.
pub(crate) fn charleston(
    play: &mut Play,
    card: &Card,
    dice: &mut Dice,
    second: bool,
) -> Result<(), GenerateError> {
    aim_all(play, card, dice);
    let steps = if second { 6 } else { 3 };
    for step in 0..steps {
        pass_round(play, step, dice)?;
    }
    if !second {
        play.push(Event::CharlestonStopped {
            by: *dice.pick(&Seat::ALL),
        })?;
    }
    // Players passed only what their aim did not need, so the aim still stands; a player
    // the story needs ready re-aims if the wall cannot complete it (`make_ready`).
    Ok(())
}

/// Discard a tile the aim does not need, named correctly.
pub(crate) fn discard(play: &mut Play, seat: Seat, dice: &mut Dice) -> Result<Kind, GenerateError> {
    let mut pool = excess(play, seat);
    pool.retain(|k| !play.protected.contains(k));
    // A player whose aim needs every tile held lets the tile just picked go again.
    let drawn = play
        .table
        .drawn()
        .filter(|(s, id, _)| *s == seat && play.table.rack(seat).contains(id))
        .map(|(_, id, _)| play.table.kind(id))
        .filter(|k| *k != Kind::Joker || is_passive(play, seat));
    if pool.is_empty()
        && let Some(k) = drawn
    {
        pool.push(k);
    }
    if pool.is_empty() {
        pool = rack(play, seat)
            .into_iter()
            .filter(|k| *k != Kind::Joker)
            .collect();
    }
    if pool.is_empty() {
        return Err(internal(format!("{seat} has nothing to discard")));
    }
    let tile = *dice.pick(&pool);
    play.push(Event::Discarded {
        seat,
        tile,
        named: None,
    })?;
    Ok(tile)
}

/// `seat` calls the latest discard for an exposure and lays `tiles` beside it.
pub(crate) fn expose(play: &mut Play, seat: Seat, tiles: Vec<Kind>) -> Result<(), GenerateError> {
    play.push(Event::Claimed {
        seat,
        claim: ClaimKind::Exposure,
    })?;
    play.push(Event::Exposed { seat, tiles })
}

/// A player who would call the latest discard to complete an exposure of its aim, with the
/// tiles it would lay beside it.
pub(crate) fn willing_exposure(play: &Play) -> Option<(Seat, Vec<Kind>)> {
    let d = play.table.latest_discard()?;
    let kind = play.table.kind(d.tile);
    let ix = play.table.kind_index(d.tile);
    if kind == Kind::Joker || d.named.is_some() {
        return None;
    }
    let mut seat = d.seat.right();
    for _ in 0..3 {
        if !is_passive(play, seat)
            && !play.table.dead().contains(&seat)
            && let Some(t) = play.aims[seat.index()].as_ref()
            && t.xc == crate::analysis::american::Xc::X
            // Only a group of three or more of the tile can be called for.
            && t.jokerable(kind) > 0
        {
            let exposed = play
                .table
                .melds(seat)
                .iter()
                .filter(|m| m.tiles.iter().any(|x| play.table.kind_index(*x) == ix))
                .count();
            let size = t
                .groups
                .iter()
                .filter(|(k, n)| *k == kind && *n >= 3)
                .map(|(_, n)| *n)
                .nth(exposed);
            if let Some(size) = size {
                let (mut naturals, mut jokers) = (0, 0);
                const JOKER: usize = Kind::Joker.index();
                for id in play.table.rack(seat) {
                    match play.table.kind_index(*id) {
                        i if i == ix => naturals += 1,
                        JOKER => jokers += 1,
                        _ => {}
                    }
                }
                let want = usize::from(size) - 1;
                if naturals >= 1 && naturals + jokers >= want {
                    let n = naturals.min(want);
                    let mut lay = vec![kind; n];
                    lay.extend(std::iter::repeat_n(Kind::Joker, want - n));
                    return Some((seat, lay));
                }
            }
        }
        seat = seat.right();
    }
    None
}

/// Every exposed set holding a joker, as (owner, set number, its natural tile), seat by
/// seat in table order.
pub(crate) fn joker_sets(play: &Play) -> impl Iterator<Item = (Seat, u8, Kind)> + '_ {
    let kind = |t: &crate::tiles::TileId| play.table.kind(*t);
    Seat::ALL.into_iter().flat_map(move |owner| {
        play.table
            .melds(owner)
            .iter()
            .enumerate()
            .filter_map(move |(i, m)| {
                let natural = m.tiles.iter().map(kind).find(|k| *k != Kind::Joker)?;
                m.tiles
                    .iter()
                    .any(|t| kind(t) == Kind::Joker)
                    .then(|| (owner, u8::try_from(i).unwrap_or(u8::MAX), natural))
            })
    })
}

/// A joker exchange the seat could make now: (owner, set, tile given).
pub(crate) fn exchange_open_to(play: &Play, seat: Seat) -> Option<(Seat, u8, Kind)> {
    let mut open = joker_sets(play).peekable();
    // The seat's spare tiles are worked out only when some set holds a joker.
    open.peek()?;
    let spare = excess(play, seat);
    let all = rack(play, seat);
    open.find(|(owner, _, natural)| {
        spare.contains(natural) || (*owner != seat && all.contains(natural))
    })
}

pub(crate) fn next_live(play: &Play) -> Result<WallPos, GenerateError> {
    play.table
        .remaining()
        .next()
        .ok_or_else(|| internal("the wall ran out"))
}

/// The place the next pick comes from. A tile held back that the live end has come to
/// moves first to the farthest free place, so that it stays in the wall for its story.
fn live_place(play: &mut Play) -> Result<WallPos, GenerateError> {
    let at = next_live(play)?;
    if let Some(i) = play.held_back.iter().position(|p| *p == at) {
        let free = play
            .table
            .remaining()
            .filter(|p| *p != at && !play.held_back.contains(p))
            .last();
        if let Some(to) = free {
            play.swap_in_wall(at, to)?;
            play.held_back[i] = to;
        }
    }
    Ok(at)
}

pub(crate) fn pick(play: &mut Play, seat: Seat) -> Result<(), GenerateError> {
    let at = live_place(play)?;
    play.push(Event::Picked {
        seat,
        at,
        known: true,
    })
}

/// The seat to pick next, skipping dead hands.
fn on_turn(play: &Play) -> Result<Seat, GenerateError> {
    play.table
        .turn()
        .ok_or_else(|| internal("no one is on turn"))
}

/// One regular action: the holder discards (and someone may call it for an exposure), or
/// the player on turn picks and may exchange for a joker.
pub(crate) fn step(play: &mut Play, dice: &mut Dice) -> Result<(), GenerateError> {
    if let Some(seat) = play.table.holding() {
        discard(play, seat, dice)?;
        if play.table.live_left() > 0
            && let Some((claimer, tiles)) = willing_exposure(play).filter(|_| dice.chance(2, 3))
        {
            expose(play, claimer, tiles)?;
        }
        return Ok(());
    }
    let seat = on_turn(play)?;
    if play.table.dead().contains(&seat) {
        return Err(internal("a dead hand is on turn"));
    }
    pick(play, seat)?;
    if !is_passive(play, seat)
        && let Some((owner, meld, tile)) =
            exchange_open_to(play, seat).filter(|_| dice.chance(1, 2))
    {
        play.push(Event::JokerExchanged {
            seat,
            owner,
            meld,
            tile,
            from_discard: false,
            completed: true,
        })?;
    }
    Ok(())
}

/// Plain play until someone holds 14 tiles, after at least `actions` actions.
pub(crate) fn until_holding(
    play: &mut Play,
    dice: &mut Dice,
    actions: u32,
) -> Result<Seat, GenerateError> {
    for _ in 0..actions {
        step(play, dice)?;
    }
    for _ in 0..200 {
        if let Some(s) = play.table.holding() {
            return Ok(s);
        }
        step(play, dice)?;
    }
    Err(internal("nobody came to hold a tile"))
}

/// Plain play until `seat` is about to pick (its turn, holding nothing).
pub(crate) fn until_about_to_pick(
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
) -> Result<(), GenerateError> {
    for _ in 0..200 {
        if play.table.turn() == Some(seat) && play.table.holding().is_none() {
            return Ok(());
        }
        if play.table.live_left() <= 3 {
            break;
        }
        step(play, dice)?;
    }
    Err(internal(format!("{seat} never came to pick")))
}

/// Plain play until a discard lies that nobody called, after at least `actions` actions.
pub(crate) fn until_discard(
    play: &mut Play,
    dice: &mut Dice,
    actions: u32,
) -> Result<Seat, GenerateError> {
    let seat = until_holding(play, dice, actions)?;
    discard(play, seat, dice)?;
    Ok(seat)
}

/// A player who neither calls nor exchanges (waiting on a ready hand).
pub(crate) fn is_passive(play: &Play, seat: Seat) -> bool {
    play.passive == Some(seat) || play.waiting.contains(&seat)
}

/// Plain play until `seat` lacks exactly one tile of its aim (it holds 13 between turns),
/// stacking each pick it makes with a tile its aim still lacks. Returns the tile it waits
/// for; the seat stays waiting (it calls nothing and lets its picks go). The walls could
/// have been built this way: only untouched places are exchanged.
pub(crate) fn make_ready(
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
) -> Result<Kind, GenerateError> {
    ready(play, dice, seat, false)
}

/// As `make_ready`, with the tile awaited one a joker could stand for (it lies in a
/// group of three or more), so that a joker taken in an exchange completes the hand.
pub(crate) fn make_ready_for_a_joker(
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
) -> Result<Kind, GenerateError> {
    ready(play, dice, seat, true)
}

fn ready(
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
    last_jokerable: bool,
) -> Result<Kind, GenerateError> {
    if !play.waiting.contains(&seat) {
        play.waiting.push(seat);
    }
    // The tile to be awaited last is chosen early and held back in the wall, so that
    // neither the picks of others nor the stacking of this seat's own picks take it.
    let mut held: Option<Kind> = None;
    for _ in 0..40 {
        let (rest, _) = awaiting(play, dice, seat, last_jokerable, &mut held)?;
        let Some(wait) = held else {
            return Err(internal(format!("{seat} has nothing to wait on")));
        };
        if rest.is_empty() {
            if play.table.holding() == Some(seat) {
                discard(play, seat, dice)?;
            }
            return Ok(wait);
        }
        until_about_to_pick(play, dice, seat)?;
        let at = live_place(play)?;
        let (rest, wall) = awaiting(play, dice, seat, last_jokerable, &mut held)?;
        if rest.is_empty() {
            continue;
        }
        // A tile the wall has too few naturals of comes as a joker, first.
        let mut wanted = [0u8; Kind::COUNT];
        for k in &rest {
            wanted[k.index()] += 1;
        }
        let takes_joker = |k: Kind| {
            play.aims[seat.index()]
                .as_ref()
                .is_some_and(|t| t.jokerable(k) > 0)
        };
        let short = rest
            .iter()
            .any(|k| wanted[k.index()] > wall[k.index()] && takes_joker(*k));
        let want = if short && wall[Kind::Joker.index()] > 0 && !play.jokerless.contains(&seat) {
            Kind::Joker
        } else {
            *dice.pick(&rest)
        };
        if !play.stack(at, want, &[])? {
            return Err(internal(format!("no {want:?} left in the wall")));
        }
        pick(play, seat)?;
        discard(play, seat, dice)?;
    }
    Err(internal(format!("{seat} never became ready")))
}

/// Re-aim `seat` if the wall can no longer complete its hand, make sure a tile it lacks is
/// held back to be awaited last (`held`; one a joker could stand for, where asked), and
/// return what it lacks besides that tile, with the untouched wall by kind (the held tile
/// not counted).
fn awaiting(
    play: &mut Play,
    dice: &mut Dice,
    seat: Seat,
    last_jokerable: bool,
    held: &mut Option<Kind>,
) -> Result<(Vec<Kind>, [u8; Kind::COUNT]), GenerateError> {
    let mut base = wall_counts(play);
    let mut wall = base;
    if let Some(k) = *held {
        wall[k.index()] += 1;
    }
    if !reachable_with(play, seat, &wall) {
        // The held tile goes back among those the wall can give.
        release(play, held.take());
        base = wall;
        aim_with(play, seat, dice, &wall)?;
    }
    let mut rest = missing(play, seat);
    if rest.is_empty() {
        return Err(internal(format!("{seat} is complete before the moment")));
    }
    if let Some(k) = *held {
        match rest.iter().position(|x| *x == k) {
            Some(i) => {
                rest.remove(i);
                return Ok((rest, base));
            }
            None => {
                release(play, held.take());
                base[k.index()] += 1;
            }
        }
    }
    let wall = base;
    let fits: Vec<usize> = (0..rest.len())
        .filter(|i| {
            let k = rest[*i];
            k != Kind::Joker
                && !play.not_awaited.contains(&k)
                && wall[k.index()] > 0
                && (!last_jokerable
                    || play.aims[seat.index()]
                        .as_ref()
                        .is_some_and(|t| t.jokerable(k) > 0))
        })
        .collect();
    if fits.is_empty() {
        return Err(internal(if last_jokerable {
            "no tile a joker can be is left in the wall to await"
        } else {
            "no tile to await is left in the wall"
        }));
    }
    let k = rest.remove(*dice.pick(&fits));
    hold_back(play, k)?;
    *held = Some(k);
    base[k.index()] -= 1;
    Ok((rest, base))
}

/// Give back the place held for `kind` (the aim it was kept for has changed).
fn release(play: &mut Play, kind: Option<Kind>) {
    let Some(kind) = kind else { return };
    let found = play.held_back.iter().rposition(|p| {
        play.table
            .at(*p)
            .is_some_and(|id| play.table.kind(id) == kind)
    });
    if let Some(i) = found {
        play.held_back.remove(i);
    }
}

/// Wall tiles of `kind` still lying where they were built (stacking keeps them so).
pub(crate) fn untouched(play: &Play, kind: Kind) -> usize {
    usize::from(play.in_place[kind.index()])
}

/// Untouched wall tiles by kind index, those held back not counted.
fn wall_counts(play: &Play) -> [u8; Kind::COUNT] {
    let mut counts = play.in_place;
    for p in &play.held_back {
        if let Some(k) = play.in_place_kind(*p) {
            counts[k.index()] = counts[k.index()].saturating_sub(1);
        }
    }
    debug_assert_eq!(counts, wall_counts_walked(play), "in-place counts drifted");
    counts
}

/// `wall_counts` by walking the wall, to check the counts kept as events apply.
fn wall_counts_walked(play: &Play) -> [u8; Kind::COUNT] {
    let mut counts = [0u8; Kind::COUNT];
    for p in play.table.remaining() {
        if !play.held_back.contains(&p)
            && let Some(k) = play.in_place_kind(p)
        {
            counts[k.index()] += 1;
        }
    }
    counts
}

/// Whether every tile the seat's aim lacks can still come from the untouched wall: each
/// natural it must have, and for the groups of three or more a natural or a joker.
fn reachable_with(play: &Play, seat: Seat, wall: &[u8; Kind::COUNT]) -> bool {
    reachable(&lack(play, seat), wall, !play.jokerless.contains(&seat))
}

fn reachable(l: &Lack, wall: &[u8; Kind::COUNT], jokers_allowed: bool) -> bool {
    let mut jokers = 0u8;
    for k in &l.order {
        let i = usize::from(*k);
        let Some(spare) = wall[i].checked_sub(l.naturals[i]) else {
            return false;
        };
        jokers = jokers.saturating_add(l.jokerable[i].saturating_sub(spare));
    }
    jokers == 0 || (jokers <= wall[Kind::Joker.index()] && jokers_allowed)
}

/// Aim `seat` at the nearest reading whose lacking tiles the untouched wall (`wall`, by
/// kind) can still supply, chosen at random among the equally near ones. Only when none
/// of the near readings can be completed does it look farther: a second scan of the card
/// costs far less than dealing the game again.
fn aim_with(
    play: &mut Play,
    seat: Seat,
    dice: &mut Dice,
    wall: &[u8; Kind::COUNT],
) -> Result<(), GenerateError> {
    let card = play.card.clone().ok_or_else(|| internal("no card"))?;
    let hand = hand_of(&play.table, seat);
    let held = holding(play, seat);
    let jokerless = play.jokerless.contains(&seat);
    // No reading lacks more than its 14 tiles: a slack of 14 takes in every reading, and
    // the nearest 120 are plenty (one farther would take more picks than the wall has).
    for (limit, slack) in [(40, 4), (120, 14)] {
        let near = nearest_readings(&card, &hand, limit, slack);
        // `near` is sorted nearest first: try each distance's readings in random order.
        let mut from = 0;
        while from < near.len() {
            let far = near[from].2;
            let to = near[from..]
                .iter()
                .position(|(_, _, m)| *m != far)
                .map_or(near.len(), |n| from + n);
            let mut tier: Vec<(HandRef, usize)> =
                near[from..to].iter().map(|(at, i, _)| (*at, *i)).collect();
            while !tier.is_empty() {
                let (at, index) = tier.swap_remove(dice.below(tier.len() as u32) as usize);
                // A jokerless win is paid double only on a hand that could take jokers.
                let unpaid = jokerless && reading_needs(&card, at, index).all(|(_, _, j)| j == 0);
                let l = lack_of(reading_needs(&card, at, index), &held);
                if !unpaid && reachable(&l, wall, !jokerless) {
                    play.aims[seat.index()] = reading(&card, at, index);
                    return Ok(());
                }
            }
            from = to;
        }
    }
    Err(internal(format!("{seat} can reach no hand from the wall")))
}

/// Keep the untouched copy of `kind` farthest from the live end for later: the tile a
/// ready player waits on must still be there when the story needs it.
pub(crate) fn hold_back(play: &mut Play, kind: Kind) -> Result<(), GenerateError> {
    let stacks = play.table.stacks();
    let place = play
        .table
        .remaining()
        .filter(|p| !play.held_back.contains(p))
        .filter(|p| {
            play.table.at(*p).is_some_and(|id| {
                usize::from(id.0) == p.slot(stacks) && play.table.kind(id) == kind
            })
        })
        .last()
        .ok_or_else(|| internal(format!("no {kind:?} left in the wall")))?;
    play.held_back.push(place);
    Ok(())
}

/// Move the held-back copy of `kind` to the untouched place `to` (it stays held back).
pub(crate) fn move_held(play: &mut Play, kind: Kind, to: WallPos) -> Result<(), GenerateError> {
    let i = play
        .held_back
        .iter()
        .position(|p| {
            play.table
                .at(*p)
                .is_some_and(|id| play.table.kind(id) == kind)
        })
        .ok_or_else(|| internal(format!("no {kind:?} held back")))?;
    let from = play.held_back[i];
    if from != to {
        play.swap_in_wall(to, from)?;
        play.held_back[i] = to;
    }
    Ok(())
}

/// `seat` picks its next tile, stacked to be `kind` (taken from a place held back for
/// it, if there is one).
pub(crate) fn pick_stacked(play: &mut Play, seat: Seat, kind: Kind) -> Result<(), GenerateError> {
    let at = live_place(play)?;
    let held = play.held_back.iter().position(|p| {
        play.table
            .at(*p)
            .is_some_and(|id| play.table.kind(id) == kind)
    });
    if let Some(i) = held {
        let from = play.held_back.remove(i);
        if from != at {
            play.swap_in_wall(at, from)?;
        }
    } else if !play.stack(at, kind, &[])? {
        return Err(internal(format!("no {kind:?} left in the wall")));
    }
    pick(play, seat)
}

/// `seat` picks its next tile, stacked to be `kind` from a place nothing is held back in;
/// false, and no pick, if the wall has no such copy.
pub(crate) fn pick_stacked_free(
    play: &mut Play,
    seat: Seat,
    kind: Kind,
) -> Result<bool, GenerateError> {
    let at = live_place(play)?;
    if !play.stack(at, kind, &[])? {
        return Ok(false);
    }
    pick(play, seat)?;
    Ok(true)
}

/// Plain play until `discarder` picks (stacked to be `kind`) and throws that tile.
pub(crate) fn throw_stacked(
    play: &mut Play,
    dice: &mut Dice,
    discarder: Seat,
    kind: Kind,
) -> Result<(), GenerateError> {
    until_about_to_pick(play, dice, discarder)?;
    pick_stacked(play, discarder, kind)?;
    play.push(Event::Discarded {
        seat: discarder,
        tile: kind,
        named: None,
    })
}

/// The rack tiles `seat` lays beside a discard of `kind` for the group of its aim that
/// the discard completes: naturals first, jokers for the rest of a group of 3 or more.
pub(crate) fn group_beside(play: &Play, seat: Seat, kind: Kind) -> Vec<Kind> {
    let size = play.aims[seat.index()]
        .as_ref()
        .and_then(|t| t.groups.iter().find(|(k, _)| *k == kind).map(|(_, n)| *n))
        .unwrap_or(1);
    let want = usize::from(size) - 1;
    let tiles = rack(play, seat);
    let naturals = tiles.iter().filter(|k| **k == kind).count().min(want);
    let mut lay = vec![kind; naturals];
    if size >= 3 {
        let jokers = tiles.iter().filter(|k| **k == Kind::Joker).count();
        lay.extend(std::iter::repeat_n(
            Kind::Joker,
            (want - naturals).min(jokers),
        ));
    }
    lay
}

/// `seat` calls the latest discard for mah jongg, lays the group it completes, declares
/// and shows the hand.
pub(crate) fn mah_jongg_on_discard(play: &mut Play, seat: Seat) -> Result<(), GenerateError> {
    let kind = play
        .table
        .latest_discard()
        .map(|d| play.table.kind(d.tile))
        .ok_or_else(|| internal("no discard to call"))?;
    play.push(Event::Claimed {
        seat,
        claim: ClaimKind::Win,
    })?;
    let tiles = group_beside(play, seat, kind);
    play.push(Event::Exposed { seat, tiles })?;
    declare(play, seat)
}

/// `seat` declares mah jongg and shows the hand, which must be a real one: the simulated
/// player only declares what the card confirms (a false declaration is made on purpose).
pub(crate) fn declare(play: &mut Play, seat: Seat) -> Result<(), GenerateError> {
    let card = play.card.clone().ok_or_else(|| internal("no card"))?;
    if crate::table::american::american_win(&play.table, seat, &card).is_none() {
        return Err(internal(format!("{seat}'s hand is not complete")));
    }
    play.push(Event::DeclaredWin { seat })?;
    play.push(Event::HandShown { seat })
}

/// Tiles a player could take for `kind` at a glance: the same number in another suit,
/// the next number, another dragon or wind.
pub(crate) fn look_alikes(kind: Kind) -> Vec<Kind> {
    match kind {
        Kind::Number(suit, n) => {
            let mut v: Vec<Kind> = crate::tiles::Suit::ALL
                .into_iter()
                .filter(|s| *s != suit)
                .map(|s| Kind::Number(s, n))
                .collect();
            if n > 1 {
                v.push(Kind::Number(suit, n - 1));
            }
            if n < 9 {
                v.push(Kind::Number(suit, n + 1));
            }
            v
        }
        Kind::Dragon(d) => [
            crate::tiles::Dragon::Red,
            crate::tiles::Dragon::Green,
            crate::tiles::Dragon::White,
        ]
        .into_iter()
        .filter(|x| *x != d)
        .map(Kind::Dragon)
        .collect(),
        Kind::Wind(w) => [
            crate::tiles::Wind::East,
            crate::tiles::Wind::South,
            crate::tiles::Wind::West,
            crate::tiles::Wind::North,
        ]
        .into_iter()
        .filter(|x| *x != w)
        .map(Kind::Wind)
        .collect(),
        _ => Vec::new(),
    }
}
