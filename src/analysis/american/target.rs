//! What a simulated player aims at: one concrete reading of a card hand (its groups of
//! actual tiles), chosen among the readings nearest to the tiles held.

use super::card::{Card, HandRef, Xc};
use super::distance::missing;
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

    /// How many tiles of the kind with `Kind::index()` `index` the reading needs.
    pub fn needs_index(&self, index: usize) -> u8 {
        self.need.get(index).copied().unwrap_or(0)
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
    let readings = &card.readings;
    // Concealed tiles each reading can place, kind by kind: the held tiles of a kind it
    // uses, up to the number it needs.
    let mut placed = vec![0u8; readings.all.len()];
    for (k, held) in d.counts.iter().enumerate() {
        if *held == 0 {
            continue;
        }
        for (r, need) in readings.by_kind.get(k).map_or(&[][..], |l| l.as_slice()) {
            if let Some(x) = placed.get_mut(usize::from(*r)) {
                *x = x.saturating_add((*held).min(*need));
            }
        }
    }
    let bare = d.exposures.is_empty();
    // A reading lacks at least what it needs beyond the tiles it can place and the jokers
    // (with exposures, at least the concealed tiles beyond those). Without exposures or
    // jokers that is exactly what it lacks.
    let lower: Vec<u8> = if bare {
        readings
            .sizes
            .iter()
            .zip(&placed)
            .map(|(size, p)| size.saturating_sub(p.saturating_add(d.jokers)))
            .collect()
    } else {
        placed
            .iter()
            .map(|p| concealed.saturating_sub(p.saturating_add(d.jokers)))
            .collect()
    };
    let exact = bare && d.jokers == 0;
    // What reading `r` lacks, if the exposures allow it at all.
    let lack_of = |r: usize| -> Option<u8> {
        let &(at, index, xc) = readings.all.get(r)?;
        if !d.shape_allows(xc) {
            return None;
        }
        if exact {
            return lower.get(r).copied();
        }
        if bare {
            return Some(missing(&d, readings.needs_of(r)));
        }
        let inst = card.hand(at).and_then(|h| h.instances.get(index))?;
        if d.exposures
            .iter()
            .any(|e| e.kind.is_some_and(|k| inst.mask & (1 << k) == 0))
        {
            return None;
        }
        let mut m: Option<u8> = None;
        each_placement(inst, &d.exposures, &mut |needs| {
            let missing = missing(&d, needs);
            m = Some(m.map_or(missing, |b| b.min(missing)));
            missing == 0
        });
        m
    };
    // The reading that lacks least by the bound is worked out first: it is usually among
    // the nearest, and a near `best` from the start lets the scan skip the most.
    let fewest = lower.iter().copied().min().unwrap_or(0);
    let mut best: Option<u8> = lower.iter().position(|n| *n == fewest).and_then(lack_of);
    // Readings within the slack of the nearest so far, with what each lacks.
    let mut lacks: Vec<(usize, u8)> = Vec::new();
    let mut r = 0;
    loop {
        let cap = best.map_or(u8::MAX, |b| b.saturating_add(slack));
        let Some(skip) = lower
            .get(r..)
            .and_then(|rest| rest.iter().position(|n| *n <= cap))
        else {
            break;
        };
        let this = r + skip;
        r = this + 1;
        let Some(m) = lack_of(this) else { continue };
        if best.is_none_or(|b| m < b) {
            best = Some(m);
        }
        if best.is_some_and(|b| m <= b.saturating_add(slack)) {
            lacks.push((this, m));
        }
    }
    let Some(best) = best else {
        return Vec::new();
    };
    // Nearest first, card order among equals: a counting sort over the distances within
    // the slack, keeping the first `limit`.
    let far = best.saturating_add(slack);
    let mut starts = vec![0usize; usize::from(far - best) + 2];
    for (_, m) in lacks.iter().filter(|(_, m)| *m <= far) {
        starts[usize::from(m - best) + 1] += 1;
    }
    for i in 1..starts.len() {
        starts[i] += starts[i - 1];
    }
    let total = starts.last().copied().unwrap_or(0).min(limit);
    let mut order: Vec<Option<(HandRef, usize, u8)>> = vec![None; total];
    for (r, m) in lacks.iter().filter(|(_, m)| *m <= far) {
        let at = &mut starts[usize::from(m - best)];
        if let (Some(slot), Some(&(hand, index, _))) = (order.get_mut(*at), readings.all.get(*r)) {
            *slot = Some((hand, index, *m));
        }
        *at += 1;
    }
    order.into_iter().flatten().collect()
}

/// How many readings the card hand `at` has (suit orders × numbers).
pub fn reading_count(card: &Card, at: HandRef) -> usize {
    card.hand(at).map_or(0, |h| h.instances.len())
}

/// What reading number `index` of the card hand `at` needs, kind by kind in the order of
/// its groups: (kind index, tiles, of which jokers could be). Cheaper than building the
/// reading, for a caller that checks many and keeps one.
pub(crate) fn reading_needs(
    card: &Card,
    at: HandRef,
    index: usize,
) -> impl Iterator<Item = (u8, u8, u8)> + '_ {
    let inst = card.hand(at).and_then(|h| h.instances.get(index));
    inst.into_iter()
        .flat_map(|i| i.needs.iter().map(|n| (n.kind, n.total, n.jokerable)))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Dice;
    use crate::tiles::TileSet;

    /// Every reading's distance worked out in full, with no bound and no index: what
    /// `nearest_readings` must find.
    fn by_brute_force(
        card: &Card,
        hand: &Hand,
        limit: usize,
        slack: u8,
    ) -> Vec<(HandRef, usize, u8)> {
        let d = Digest::new(hand);
        let mut all = Vec::new();
        for (at, line, h) in card.hands() {
            if !d.shape_allows(line.xc) {
                continue;
            }
            for (index, inst) in h.instances.iter().enumerate() {
                let mut m: Option<u8> = None;
                each_placement(inst, &d.exposures, &mut |needs| {
                    let missing = missing(&d, needs);
                    m = Some(m.map_or(missing, |b| b.min(missing)));
                    false
                });
                if let Some(m) = m {
                    all.push((at, index, m));
                }
            }
        }
        let Some(best) = all.iter().map(|(_, _, m)| *m).min() else {
            return all;
        };
        all.retain(|(_, _, m)| *m <= best + slack);
        all.sort_by_key(|(_, _, m)| *m);
        all.truncate(limit);
        all
    }

    #[test]
    fn nearest_readings_agree_with_working_out_every_reading() {
        let card = Card::practice();
        let mut dice = Dice::seeded(7);
        for round in 0..200 {
            let mut wall = TileSet::american().tiles();
            dice.shuffle(&mut wall);
            let n = 13 + round % 2;
            let hand = Hand {
                concealed: wall[..n].to_vec(),
                exposures: Vec::new(),
            };
            for (limit, slack) in [(6, 0), (40, 4), (usize::MAX, 14)] {
                assert_eq!(
                    nearest_readings(card, &hand, limit, slack),
                    by_brute_force(card, &hand, limit, slack),
                    "{:?} limit {limit} slack {slack}",
                    hand.concealed
                );
            }
        }
        for text in [
            "1b 2b 3b 4b 5b 6b 7b 8b 9b Nw Nw [Rd Rd Rd]",
            "Fl Fl 2c 2c JK 6d [2d 2d JK] [8d 8d 8d]",
        ] {
            let hand = Hand::parse(text).expect("hand parses");
            for (limit, slack) in [(6, 0), (40, 4), (usize::MAX, 14)] {
                assert_eq!(
                    nearest_readings(card, &hand, limit, slack),
                    by_brute_force(card, &hand, limit, slack),
                    "{text}"
                );
            }
        }
    }
}
