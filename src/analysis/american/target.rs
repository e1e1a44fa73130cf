//! What a simulated player aims at: one concrete reading of a card hand (its groups of
//! actual tiles), chosen among the readings nearest to the tiles held.

use super::card::{Card, HandRef, Xc};
use super::hand::Hand;
use super::matcher::{Digest, each_placement};
use crate::tiles::Kind;

/// One reading of a card hand: the groups of tiles that complete it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    pub hand: HandRef,
    pub xc: Xc,
    pub value: u16,
    /// Each group as (tile, size); jokers may stand in groups of 3 or more.
    pub groups: Vec<(Kind, u8)>,
    /// Tiles needed by kind index, and how many of them may be jokers.
    need: [u8; Kind::COUNT],
    jokerable: [u8; Kind::COUNT],
}

impl Target {
    pub fn new(hand: HandRef, xc: Xc, value: u16, groups: Vec<(Kind, u8)>) -> Target {
        let mut need = [0u8; Kind::COUNT];
        let mut jokerable = [0u8; Kind::COUNT];
        for (k, n) in &groups {
            need[k.index()] += n;
            if *n >= 3 {
                jokerable[k.index()] += n;
            }
        }
        Target {
            hand,
            xc,
            value,
            groups,
            need,
            jokerable,
        }
    }

    /// How many of `kind` the reading needs in all.
    pub fn needs(&self, kind: Kind) -> u8 {
        self.need[kind.index()]
    }

    /// How many of those may be jokers (the groups of 3 or more).
    pub fn jokerable(&self, kind: Kind) -> u8 {
        self.jokerable[kind.index()]
    }

    /// Whether the reading takes jokers anywhere.
    pub fn takes_jokers(&self) -> bool {
        self.groups.iter().any(|(_, n)| *n >= 3)
    }
}

fn kind_of(index: u8) -> Option<Kind> {
    Kind::from_index(usize::from(index))
}

/// The readings nearest to `hand` (fewest tiles missing), at most `limit` of them, in
/// card order; with the number of tiles each is missing.
pub fn nearest_targets(card: &Card, hand: &Hand, limit: usize) -> Vec<(Target, u8)> {
    nearest_targets_within(card, hand, limit, 0)
}

/// The readings at most `slack` tiles farther than the nearest, nearest first, at most
/// `limit` of them.
pub fn nearest_targets_within(
    card: &Card,
    hand: &Hand,
    limit: usize,
    slack: u8,
) -> Vec<(Target, u8)> {
    nearest_readings(card, hand, limit, slack)
        .into_iter()
        .filter_map(|(at, index, m)| reading(card, at, index).map(|t| (t, m)))
        .collect()
}

/// As `nearest_targets_within`, naming each reading (card hand, reading number) without
/// building it, for a caller that will keep only one.
pub fn nearest_readings(
    card: &Card,
    hand: &Hand,
    limit: usize,
    slack: u8,
) -> Vec<(HandRef, usize, u8)> {
    let d = Digest::new(hand);
    let concealed = u8::try_from(hand.concealed.len()).unwrap_or(u8::MAX);
    let mut best: Option<u8> = None;
    let mut found: Vec<(HandRef, usize, u8)> = Vec::new();
    for (at, line, h) in card.hands() {
        if !d.shape_allows(line.xc) {
            continue;
        }
        for (index, inst) in h.instances.iter().enumerate() {
            if d.exposures
                .iter()
                .any(|e| e.kind.is_some_and(|k| inst.mask & (1 << k) == 0))
            {
                continue;
            }
            // Tiles held outside the reading can never count: a quick lower bound on
            // what it lacks, before placing the exposures.
            let mut inside = 0u8;
            let mut bits = inst.mask;
            while bits != 0 {
                let k = bits.trailing_zeros() as usize;
                inside = inside.saturating_add(d.counts.get(k).copied().unwrap_or(0));
                bits &= bits - 1;
            }
            let bound = concealed.saturating_sub(inside + d.jokers);
            if best.is_some_and(|b| bound > b + slack) {
                continue;
            }
            let mut m: Option<u8> = None;
            each_placement(inst, &d.exposures, &mut |needs| {
                let mut placed = 0u8;
                let mut room = 0u8;
                let mut wanted = 0u8;
                for n in needs {
                    let held = d.counts[usize::from(n.kind)].min(n.total);
                    placed += held;
                    room += n.jokerable.min(n.total - held);
                    wanted += n.total;
                }
                let missing = wanted - placed - d.jokers.min(room);
                m = Some(m.map_or(missing, |b| b.min(missing)));
                missing == 0
            });
            let Some(m) = m else { continue };
            if best.is_some_and(|b| m > b + slack) {
                continue;
            }
            if best.is_none_or(|b| m < b) {
                best = Some(m);
                found.retain(|(_, _, n)| *n <= m + slack);
            }
            found.push((at, index, m));
        }
    }
    found.sort_by_key(|(_, _, n)| *n);
    found.truncate(limit);
    found
}

/// How many readings the card hand `at` has (suit orders × numbers).
pub fn reading_count(card: &Card, at: HandRef) -> usize {
    card.hand(at).map_or(0, |h| h.instances.len())
}

/// Reading number `index` of the card hand `at`.
pub fn reading(card: &Card, at: HandRef, index: usize) -> Option<Target> {
    let line = card.line(at)?;
    let inst = card.hand(at)?.instances.get(index)?;
    Some(Target::new(
        at,
        line.xc,
        line.value,
        inst.slots
            .iter()
            .filter_map(|s| kind_of(s.kind).map(|k| (k, s.size)))
            .collect(),
    ))
}
