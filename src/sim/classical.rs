//! Players of the classical and Chinese Official games: they keep the tiles that hang
//! together, call a pung, kong or chow now and then, declare a concealed kong, and set
//! bonus tiles aside.

use super::step::{Call, Players};
use super::{Constraints, Sim, Stuck, stuck};
use crate::rng::Dice;
use crate::table::{ClaimKind, Event, Seat, WallPos};
use crate::tiles::Kind;

#[derive(Debug, Clone, Copy, Default)]
pub struct ClassicalPlayers;

/// How much a tile helps the hand: copies and near neighbours in its suit. `counts` is
/// the hand counted by `Kind::index`, so that each tile of it costs a few lookups.
fn usefulness(kind: Kind, counts: &[u32; Kind::COUNT]) -> u32 {
    let same = counts[kind.index()];
    let near = match kind {
        Kind::Number(s, n) => (n.saturating_sub(2)..=n.saturating_add(2))
            .filter(|m| *m != n && (1..=9).contains(m))
            .map(|m| counts[Kind::Number(s, m).index()])
            .sum(),
        _ => 0,
    };
    same * 3 + near
}

fn counted(hand: &[Kind]) -> [u32; Kind::COUNT] {
    let mut counts = [0; Kind::COUNT];
    for k in hand {
        counts[k.index()] += 1;
    }
    counts
}

impl ClassicalPlayers {
    /// The deal, the racking, and the bonus tiles dealt set aside and replaced, dealer
    /// first.
    pub fn deal(sim: &mut Sim) -> Result<(), Stuck> {
        sim.deal()?;
        let mut seat = sim.table().dealer();
        for _ in 0..4 {
            Self::replace_bonus(sim, seat)?;
            seat = seat.right();
        }
        Ok(())
    }

    /// Set aside every bonus tile in `seat`'s rack, drawing a replacement for each (and
    /// again if the replacement is a bonus tile).
    pub fn replace_bonus(sim: &mut Sim, seat: Seat) -> Result<(), Stuck> {
        if !sim.settings.bonus_set_aside {
            return Ok(());
        }
        while let Some(tile) = sim.rack(seat).into_iter().find(|k| k.is_bonus()) {
            sim.push(Event::BonusSetAside { seat, tile })?;
            let at = if sim.settings.bonus_from_back {
                sim.table()
                    .next_loose()
                    .ok_or_else(|| stuck("the wall ran out"))?
            } else {
                sim.next_live()?
            };
            sim.push(Event::DrewLoose { seat, at })?;
        }
        Ok(())
    }

    /// The tile a sensible player lets go: the least useful, never a joker or bonus tile,
    /// nor one the story keeps while there is another.
    pub fn choose_discard(
        sim: &Sim,
        wants: &Constraints,
        seat: Seat,
        dice: &mut Dice,
    ) -> Result<Kind, Stuck> {
        let hand = sim.rack(seat);
        // Where swap-calling is a foul, a player just after a call does not commit it.
        let swap = |k: Kind| {
            sim.settings.swap_calls_forbidden
                && crate::table::riichi::swap_call(sim.table(), seat, k)
        };
        let mut candidates: Vec<Kind> = hand
            .iter()
            .copied()
            .filter(|k| *k != Kind::Joker && !k.is_bonus() && !wants.keeps(*k) && !swap(*k))
            .collect();
        if candidates.is_empty() {
            candidates = hand
                .iter()
                .copied()
                .filter(|k| *k != Kind::Joker && !k.is_bonus())
                .collect();
        }
        let counts = counted(&hand);
        let scored: Vec<(Kind, u32)> = candidates
            .into_iter()
            .map(|k| (k, usefulness(k, &counts)))
            .collect();
        let best = scored
            .iter()
            .map(|(_, u)| *u)
            .min()
            .ok_or_else(|| stuck(format!("{seat} has nothing to discard")))?;
        let worst: Vec<Kind> = scored
            .into_iter()
            .filter(|(_, u)| *u == best)
            .map(|(k, _)| k)
            .collect();
        Ok(*dice.pick(&worst))
    }

    /// The player on turn draws the next live tile and replaces any bonus tile drawn.
    pub fn draw(sim: &mut Sim, seat: Seat) -> Result<(), Stuck> {
        let at = sim.next_live()?;
        sim.push(Event::Picked {
            seat,
            at,
            known: true,
        })?;
        Self::replace_bonus(sim, seat)
    }

    /// After a kong, the player draws a loose tile (and replaces any bonus tile it brings).
    pub fn draw_loose(sim: &mut Sim, seat: Seat) -> Result<(), Stuck> {
        let at: WallPos = sim
            .table()
            .next_loose()
            .ok_or_else(|| stuck("no loose tile left"))?;
        sim.push(Event::DrewLoose { seat, at })?;
        Self::replace_bonus(sim, seat)
    }

    /// Who would claim the latest discard, by the classical priority: a kong or pung by
    /// whoever holds the tiles (nearest in turn after the discarder first) before a chow,
    /// which only the next player may make.
    pub fn willing_claim(sim: &Sim, wants: &Constraints) -> Option<Call> {
        let t = sim.table();
        let d = t.latest_discard()?;
        let kind = t.kind(d.tile);
        let call = |seat, claim, tiles| Call { seat, claim, tiles };
        let mut seat = d.seat.right();
        for _ in 0..3 {
            if !wants.is_quiet(seat) {
                let same = sim.rack(seat).iter().filter(|k| **k == kind).count();
                if same >= 3 && t.next_loose().is_some() {
                    return Some(call(seat, ClaimKind::Kong, vec![kind; 3]));
                }
                if same >= 2 {
                    return Some(call(seat, ClaimKind::Pung, vec![kind, kind]));
                }
            }
            seat = seat.right();
        }
        let next = d.seat.right();
        if wants.is_quiet(next) {
            return None;
        }
        let hand = sim.rack(next);
        crate::analysis::standard::chow_partners(kind)
            .into_iter()
            .find(|(a, b)| hand.contains(a) && hand.contains(b))
            .map(|(a, b)| call(next, ClaimKind::Chow, vec![a, b]))
    }

    /// A player holding four of a kind after drawing may declare the kong.
    fn maybe_concealed_kong(
        sim: &mut Sim,
        wants: &Constraints,
        seat: Seat,
        dice: &mut Dice,
    ) -> Result<(), Stuck> {
        if wants.is_quiet(seat) || sim.table().next_loose().is_none() {
            return Ok(());
        }
        let hand = sim.rack(seat);
        let four = hand.iter().copied().find(|k| {
            !k.is_bonus() && *k != Kind::Joker && hand.iter().filter(|x| *x == k).count() == 4
        });
        if let Some(tile) = four.filter(|_| dice.chance(1, 2)) {
            sim.push(Event::DeclaredKong { seat, tile })?;
            Self::draw_loose(sim, seat)?;
        }
        Ok(())
    }
}

impl Players for ClassicalPlayers {
    fn discard(
        &self,
        sim: &mut Sim,
        wants: &Constraints,
        seat: Seat,
        dice: &mut Dice,
    ) -> Result<Kind, Stuck> {
        // A waiting player lets the drawn tile go.
        let drawn = sim
            .table()
            .drawn()
            .filter(|(s, _, _)| *s == seat)
            .map(|(_, id, _)| sim.table().kind(id));
        let tile = match (wants.is_quiet(seat), drawn) {
            (true, Some(k)) if !k.is_bonus() => k,
            _ => Self::choose_discard(sim, wants, seat, dice)?,
        };
        sim.push(Event::Discarded {
            seat,
            tile,
            named: None,
        })?;
        Ok(tile)
    }

    fn caller(&self, sim: &Sim, wants: &Constraints) -> Option<Call> {
        Self::willing_claim(sim, wants)
    }

    fn call_odds(&self) -> (u32, u32) {
        (1, 4)
    }

    fn after_call(&self, sim: &mut Sim, call: &Call) -> Result<(), Stuck> {
        if call.claim == ClaimKind::Kong {
            Self::draw_loose(sim, call.seat)?;
        }
        Ok(())
    }

    fn pick(
        &self,
        sim: &mut Sim,
        wants: &Constraints,
        seat: Seat,
        dice: &mut Dice,
    ) -> Result<(), Stuck> {
        Self::draw(sim, seat)?;
        Self::maybe_concealed_kong(sim, wants, seat, dice)
    }
}
