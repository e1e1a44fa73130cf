//! Players of the American game: each aims at a reading of a card hand near the tiles it
//! holds, passes and discards what that reading does not need, calls discards to complete
//! its exposures, and exchanges for a joker where a natural in hand frees one.

use super::step::{Call, Players};
use super::{Constraints, Sim, Stuck, stuck};
use crate::analysis::american::{
    Card, HandRef, Target, Xc, nearest_readings, reading, reading_needs,
};
use crate::rng::Dice;
use crate::table::american::hand_of;
use crate::table::{BySeat, ClaimKind, Event, Seat};
use crate::tiles::{Kind, TileId};

/// The reading of a card hand each player aims at.
pub type Aims = BySeat<Option<Target>>;

/// The card players, with the aims they play to.
#[derive(Clone, Copy)]
pub struct CardPlayers<'a> {
    pub aims: &'a Aims,
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

fn holding(sim: &Sim, seat: Seat) -> Holding {
    const JOKER: usize = Kind::Joker.index();
    let t = sim.table();
    let mut h = Holding {
        rack: [0; Kind::COUNT],
        exposed: [0; Kind::COUNT],
        jokers: 0,
        on_rack: 0,
    };
    for id in t.rack(seat) {
        match t.kind_index(*id) {
            JOKER => h.jokers += 1,
            i => {
                h.rack[i] += 1;
                h.on_rack |= 1 << i;
            }
        }
    }
    for m in t.melds(seat) {
        let natural = m
            .tiles
            .iter()
            .map(|x| t.kind_index(*x))
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
pub struct Lack {
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
fn aim_needs(t: &Target) -> impl Iterator<Item = (u8, u8, u8)> + '_ {
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

impl CardPlayers<'_> {
    fn aim(&self, seat: Seat) -> Option<&Target> {
        self.aims[seat].as_ref()
    }

    fn lack(&self, sim: &Sim, seat: Seat) -> Lack {
        lack_of(
            self.aim(seat).into_iter().flat_map(aim_needs),
            &holding(sim, seat),
        )
    }

    /// The tiles the seat still lacks for its aim, after its concealed jokers fill what
    /// they can (groups of three or more only): the naturals first, in the order of the
    /// groups.
    pub fn missing(&self, sim: &Sim, seat: Seat) -> Vec<Kind> {
        let l = self.lack(sim, seat);
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
    pub fn excess(&self, sim: &Sim, seat: Seat) -> Vec<Kind> {
        let h = holding(sim, seat);
        let aim = self.aim(seat);
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
    pub fn choose_pass(&self, sim: &Sim, seat: Seat, n: usize, dice: &mut Dice) -> Vec<Kind> {
        let mut pool: Vec<Kind> = self
            .excess(sim, seat)
            .into_iter()
            .filter(|k| *k != Kind::Joker)
            .collect();
        let mut chosen = Vec::new();
        while chosen.len() < n && !pool.is_empty() {
            let i = dice.below(pool.len() as u32) as usize;
            chosen.push(pool.remove(i));
        }
        let mut rest: Vec<Kind> = sim
            .rack(seat)
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

    /// A player who would call the latest discard to complete an exposure of its aim, with
    /// the tiles it would lay beside it.
    pub fn willing_exposure(&self, sim: &Sim, wants: &Constraints) -> Option<(Seat, Vec<Kind>)> {
        let t = sim.table();
        let d = t.latest_discard()?;
        let kind = t.kind(d.tile);
        let ix = t.kind_index(d.tile);
        if kind == Kind::Joker || d.named.is_some() {
            return None;
        }
        let mut seat = d.seat.right();
        for _ in 0..3 {
            if !wants.is_quiet(seat)
                && !t.is_dead(seat)
                && let Some(aim) = self.aim(seat)
                && aim.xc == Xc::X
                // Only a group of three or more of the tile can be called for.
                && aim.jokerable(kind) > 0
            {
                let exposed = t
                    .melds(seat)
                    .iter()
                    .filter(|m| m.tiles.iter().any(|x| t.kind_index(*x) == ix))
                    .count();
                let size = aim
                    .groups
                    .iter()
                    .filter(|(k, n)| *k == kind && *n >= 3)
                    .map(|(_, n)| *n)
                    .nth(exposed);
                if let Some(size) = size {
                    let mut naturals = 0usize;
                    let mut jokers = 0usize;
                    const JOKER: usize = Kind::Joker.index();
                    for id in t.rack(seat) {
                        match t.kind_index(*id) {
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

    /// A joker exchange the seat could make now: (owner, set, tile given).
    pub fn exchange_open_to(&self, sim: &Sim, seat: Seat) -> Option<(Seat, u8, Kind)> {
        let mut open = joker_sets(sim).peekable();
        // The seat's spare tiles are worked out only when some set holds a joker.
        open.peek()?;
        let spare = self.excess(sim, seat);
        let all = sim.rack(seat);
        open.find(|(owner, _, natural)| {
            spare.contains(natural) || (*owner != seat && all.contains(natural))
        })
    }

    /// Whether every tile the seat's aim lacks can still come from the untouched wall:
    /// each natural it must have, and for the groups of three or more a natural or a joker.
    pub fn reachable_with(
        &self,
        sim: &Sim,
        wants: &Constraints,
        seat: Seat,
        wall: &[u8; Kind::COUNT],
    ) -> bool {
        reachable(
            &self.lack(sim, seat),
            wall,
            !wants.jokerless.contains(&seat),
        )
    }
}

/// Every exposed set holding a joker, as (owner, set number, its natural tile), seat by
/// seat in table order.
pub fn joker_sets(sim: &Sim) -> impl Iterator<Item = (Seat, u8, Kind)> + '_ {
    let t = sim.table();
    let kind = move |x: &TileId| t.kind(*x);
    Seat::ALL.into_iter().flat_map(move |owner| {
        t.melds(owner).iter().enumerate().filter_map(move |(i, m)| {
            let natural = m.tiles.iter().map(kind).find(|k| *k != Kind::Joker)?;
            m.tiles
                .iter()
                .any(|x| kind(x) == Kind::Joker)
                .then(|| (owner, u8::try_from(i).unwrap_or(u8::MAX), natural))
        })
    })
}

/// Aim `seat` at one of the readings nearest to its tiles.
pub fn aim(aims: &mut Aims, sim: &Sim, card: &Card, seat: Seat, dice: &mut Dice) {
    let near = nearest_readings(card, &hand_of(sim.table(), seat), 6, 0);
    aims[seat] = if near.is_empty() {
        None
    } else {
        let (at, index, _) = *dice.pick(&near);
        reading(card, at, index)
    };
}

pub fn aim_all(aims: &mut Aims, sim: &Sim, card: &Card, dice: &mut Dice) {
    for s in Seat::ALL {
        aim(aims, sim, card, s, dice);
    }
}

/// Aim `seat` at the nearest reading whose lacking tiles the untouched wall (`wall`, by
/// kind) can still supply, chosen at random among the equally near ones. Only when none
/// of the near readings can be completed does it look farther: a second scan of the card
/// costs far less than dealing the game again.
pub fn aim_with(
    aims: &mut Aims,
    sim: &Sim,
    wants: &Constraints,
    seat: Seat,
    dice: &mut Dice,
    wall: &[u8; Kind::COUNT],
) -> Result<(), Stuck> {
    let card = sim.card().ok_or_else(|| stuck("no card"))?;
    let hand = hand_of(sim.table(), seat);
    let held = holding(sim, seat);
    let jokerless = wants.jokerless.contains(&seat);
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
                    aims[seat] = reading(&card, at, index);
                    return Ok(());
                }
            }
            from = to;
        }
    }
    Err(stuck(format!("{seat} can reach no hand from the wall")))
}

impl Players for CardPlayers<'_> {
    /// Discard a tile the aim does not need, named correctly.
    fn discard(
        &self,
        sim: &mut Sim,
        wants: &Constraints,
        seat: Seat,
        dice: &mut Dice,
    ) -> Result<Kind, Stuck> {
        let mut pool = self.excess(sim, seat);
        pool.retain(|k| !wants.keeps(*k));
        // A player whose aim needs every tile held lets the tile just picked go again.
        let t = sim.table();
        let drawn = t
            .drawn()
            .filter(|(s, id, _)| *s == seat && t.rack(seat).contains(id))
            .map(|(_, id, _)| t.kind(id))
            .filter(|k| *k != Kind::Joker || wants.is_quiet(seat));
        if pool.is_empty()
            && let Some(k) = drawn
        {
            pool.push(k);
        }
        if pool.is_empty() {
            pool = sim
                .rack(seat)
                .into_iter()
                .filter(|k| *k != Kind::Joker)
                .collect();
        }
        if pool.is_empty() {
            return Err(stuck(format!("{seat} has nothing to discard")));
        }
        let tile = *dice.pick(&pool);
        sim.push(Event::Discarded {
            seat,
            tile,
            named: None,
        })?;
        Ok(tile)
    }

    fn caller(&self, sim: &Sim, wants: &Constraints) -> Option<Call> {
        if sim.table().live_left() == 0 {
            return None;
        }
        self.willing_exposure(sim, wants).map(|(seat, tiles)| Call {
            seat,
            claim: ClaimKind::Exposure,
            tiles,
        })
    }

    fn call_odds(&self) -> (u32, u32) {
        (2, 3)
    }

    fn after_call(&self, _: &mut Sim, _: &Call) -> Result<(), Stuck> {
        Ok(())
    }

    /// The player on turn picks and may exchange for a joker.
    fn pick(
        &self,
        sim: &mut Sim,
        wants: &Constraints,
        seat: Seat,
        dice: &mut Dice,
    ) -> Result<(), Stuck> {
        if sim.table().is_dead(seat) {
            return Err(stuck("a dead hand is on turn"));
        }
        pick(sim, seat)?;
        if !wants.is_quiet(seat)
            && let Some((owner, meld, tile)) = self
                .exchange_open_to(sim, seat)
                .filter(|_| dice.chance(1, 2))
        {
            sim.push(Event::JokerExchanged {
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
}

/// `seat` picks the next tile of the live wall (a held tile there moves away first).
pub fn pick(sim: &mut Sim, seat: Seat) -> Result<(), Stuck> {
    let at = sim.live_place()?;
    sim.push(Event::Picked {
        seat,
        at,
        known: true,
    })
}
