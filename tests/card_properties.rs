//! Properties of the matcher over the whole practice card: a concrete instance of any card
//! hand, with any suits and numbers its pattern allows, jokers in random groups of three
//! or more and random legal exposures, completes that hand; putting a joker into one of
//! its pairs breaks it.
//!
//! Instances are built here from the pattern's groups, independently of the matcher's
//! own readings.

use mjref::analysis::american::{
    Card, CardHand, Exposure, Hand, HandRef, Num, Symbol, Xc, distances, exposure_fits, match_hand,
};
use mjref::rng::Dice;
use mjref::tiles::{Dragon, Kind, Suit};
use proptest::prelude::*;

mod depth;

/// One group of an instance: its tile, and which of its places are jokers.
#[derive(Debug, Clone)]
struct Built {
    kind: Kind,
    jokers: Vec<bool>,
}

impl Built {
    fn tiles(&self) -> Vec<Kind> {
        self.jokers
            .iter()
            .map(|&j| if j { Kind::Joker } else { self.kind })
            .collect()
    }
}

fn dragon(suit: Suit) -> Dragon {
    match suit {
        Suit::Craks => Dragon::Red,
        Suit::Bams => Dragon::Green,
        Suit::Dots => Dragon::White,
    }
}

fn limit(kind: Kind) -> usize {
    if kind == Kind::Flower { 8 } else { 4 }
}

/// Random suits for the colours (different colours, different suits) and a random value
/// of the number variable; with `random_jokers`, jokers in random groups of 3 or more;
/// always the jokers that the set's four tiles of a kind make necessary. `None` when this
/// reading needs more tiles than the set has.
fn instance(hand: &CardHand, random_jokers: bool, dice: &mut Dice) -> Option<Vec<Built>> {
    let mut suits = Suit::ALL;
    dice.shuffle(&mut suits);
    let p = &hand.pattern;
    let base = if p.bases.is_empty() {
        0
    } else {
        *dice.pick(&p.bases)
    };
    let suit = |c: mjref::analysis::american::Colour| suits[usize::from(c.0)];
    let mut groups: Vec<Built> = p
        .groups
        .iter()
        .map(|g| {
            let kind = match g.symbol {
                Symbol::Flower => Kind::Flower,
                Symbol::Wind(w) => Kind::Wind(w),
                Symbol::Zero => Kind::Dragon(Dragon::White),
                Symbol::Dragon(c) => Kind::Dragon(dragon(suit(c))),
                Symbol::Number(c, Num::Fixed(n)) => Kind::Number(suit(c), n),
                Symbol::Number(c, Num::Var(off)) => Kind::Number(suit(c), base + off),
            };
            let size = usize::from(g.size);
            let jokers = if size >= 3 && random_jokers {
                let n = match dice.below(4) {
                    0 => size,
                    1 => dice.below(size as u32 + 1) as usize,
                    _ => 0,
                };
                let mut js: Vec<bool> = (0..size).map(|i| i < n).collect();
                dice.shuffle(&mut js);
                js
            } else {
                vec![false; size]
            };
            Built { kind, jokers }
        })
        .collect();
    // Four tiles of a kind (eight flowers): the rest of the kind's groups must be jokers.
    for i in 0..groups.len() {
        let kind = groups[i].kind;
        loop {
            let naturals: usize = groups
                .iter()
                .filter(|g| g.kind == kind)
                .map(|g| g.jokers.iter().filter(|j| !**j).count())
                .sum();
            if naturals <= limit(kind) {
                break;
            }
            let slot = groups
                .iter_mut()
                .filter(|g| g.kind == kind && g.jokers.len() >= 3)
                .flat_map(|g| g.jokers.iter_mut())
                .find(|j| !**j)?;
            *slot = true;
        }
    }
    let jokers: usize = groups
        .iter()
        .map(|g| g.jokers.iter().filter(|j| **j).count())
        .sum();
    (jokers <= 8).then_some(groups)
}

/// Expose some groups as the rules allow: pungs and larger of an X hand, in any order,
/// and last, maybe, the group claimed for mah jongg (any group; the only one of a C hand).
fn deal_out(groups: &[Built], xc: Xc, dice: &mut Dice) -> Hand {
    let mut order: Vec<usize> = (0..groups.len()).collect();
    dice.shuffle(&mut order);
    let mut exposed: Vec<usize> = Vec::new();
    if xc == Xc::X {
        exposed.extend(
            order
                .iter()
                .copied()
                .filter(|&i| groups[i].jokers.len() >= 3 && dice.chance(1, 3)),
        );
    }
    if dice.chance(1, 3) {
        // The claim is a whole group; a natural tile completes it, so it has one.
        if let Some(&last) = order
            .iter()
            .find(|&&i| !exposed.contains(&i) && groups[i].jokers.iter().any(|j| !j))
        {
            exposed.push(last);
        }
    }
    let mut concealed: Vec<Kind> = (0..groups.len())
        .filter(|i| !exposed.contains(i))
        .flat_map(|i| groups[i].tiles())
        .collect();
    dice.shuffle(&mut concealed);
    let exposures = exposed
        .iter()
        .map(|&i| {
            let mut tiles = groups[i].tiles();
            dice.shuffle(&mut tiles);
            Exposure { tiles }
        })
        .collect();
    Hand::new(concealed, exposures)
}

fn completes(card: &Card, hand: &Hand, at: HandRef) -> bool {
    match_hand(card, hand).iter().any(|m| m.hand == at)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(depth::cases(64)))]

    #[test]
    fn every_card_hand_is_completed_by_its_instances(seed in any::<u64>()) {
        let card = Card::practice();
        let mut dice = Dice::seeded(seed);
        for (at, line, h) in card.hands() {
            let Some(groups) = instance(h, true, &mut dice) else { continue };
            let hand = deal_out(&groups, line.xc, &mut dice);
            let label = card.label(at);
            let found = match_hand(card, &hand);
            let m = found.iter().find(|m| m.hand == at);
            prop_assert!(m.is_some(), "{hand} should complete {label}: {}", h.pattern);
            let m = m.expect("checked above");
            prop_assert_eq!(m.value, line.value);
            prop_assert_eq!(m.xc, line.xc);
            prop_assert_eq!(m.jokerless, hand.jokers() == 0 && h.takes_jokers(), "{}", hand);
            let far = distances(card, &hand);
            prop_assert!(far.contains(&(at, 0)), "{hand} is 0 from {label}");
            // Every exposure made during play fitted some X hand when it was made.
            if line.xc == Xc::X {
                for (i, e) in hand.exposures.iter().enumerate().filter(|(_, e)| e.len() >= 3) {
                    prop_assert!(
                        exposure_fits(card, e, &hand.exposures[..i]),
                        "[{e}] after {:?} fits {label}", &hand.exposures[..i]
                    );
                }
            }
        }
    }

    #[test]
    fn a_joker_in_a_pair_breaks_the_hand(seed in any::<u64>()) {
        let card = Card::practice();
        let mut dice = Dice::seeded(seed);
        for (at, line, h) in card.hands() {
            // Only the jokers the set forces: with jokers to spare, a hand may honestly
            // complete the same line in another reading (any numbers, other suits).
            let Some(mut groups) = instance(h, false, &mut dice) else { continue };
            // A pair whose tile no group of three or more shares, or the joker could
            // honestly be standing in that bigger group.
            let pairs: Vec<usize> = (0..groups.len())
                .filter(|&i| {
                    groups[i].jokers.len() == 2
                        && !groups
                            .iter()
                            .any(|g| g.kind == groups[i].kind && g.jokers.len() >= 3)
                })
                .collect();
            if pairs.is_empty() {
                continue;
            }
            let pair = *dice.pick(&pairs);
            groups[pair].jokers[dice.below(2) as usize] = true;
            let hand = deal_out(&groups, line.xc, &mut dice);
            prop_assert!(
                !completes(card, &hand, at),
                "{hand} has a joker in a pair yet completes {}", card.label(at)
            );
        }
    }
}
