//! Does a hand complete a card hand, and which one: counting tiles against the readings
//! worked out when the card was loaded.
//!
//! Jokers only fill groups of three or more. Each exposure must be one whole group of the
//! hand. An X hand may expose pungs and larger groups, and a smaller group only as the
//! last exposure (the group claimed for mah jongg); a C hand exposes nothing but that
//! last claimed group.

use super::card::{Card, CardHand, HandRef, Xc};
use super::hand::{Exposure, Hand};
use super::instance::{Instance, Need, bit};
use super::pattern::HAND_TILES;
use crate::tiles::Kind;

/// A card hand that the hand completes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    pub hand: HandRef,
    pub section: String,
    /// Line within the section, counted from 1 as a player counts them.
    pub line: usize,
    pub value: u16,
    pub xc: Xc,
    /// No joker in the hand, and the card hand is one that could have held some:
    /// the jokerless bonus applies (never to Singles & Pairs).
    pub jokerless: bool,
}

/// An exposure reduced to what matching needs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Exp {
    pub kind: Option<u8>,
    pub size: u8,
    pub jokers: u8,
}

/// The hand as counts, computed once and tried against every reading.
#[derive(Debug, Clone)]
pub(crate) struct Digest {
    pub counts: [u8; Kind::COUNT],
    pub jokers: u8,
    pub naturals: u8,
    /// Kinds held anywhere, concealed or exposed.
    pub mask: u64,
    /// Exposures with naturals first (their slot is forced), all-joker ones last.
    pub exposures: Vec<Exp>,
    pub total: usize,
    /// Whether the exposures are a shape an X hand allows: groups of 3 or more, and a
    /// smaller group only last.
    pub x_shape: bool,
    /// Whether the exposures are a shape a C hand allows: at most the claimed group.
    pub c_shape: bool,
    /// Some exposure cannot be any group at all (a joker in a pair).
    pub impossible: bool,
}

fn sat_u8(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

impl Digest {
    pub fn new(hand: &Hand) -> Digest {
        let mut counts = [0u8; Kind::COUNT];
        let mut jokers = 0u8;
        let mut mask = 0u64;
        for &k in &hand.concealed {
            if k == Kind::Joker {
                jokers = jokers.saturating_add(1);
            } else {
                counts[k.index()] = counts[k.index()].saturating_add(1);
                mask |= bit(k);
            }
        }
        let naturals = sat_u8(hand.concealed.len()).saturating_sub(jokers);
        let mut exposures: Vec<Exp> = hand.exposures.iter().map(exp).collect();
        for e in &hand.exposures {
            if let Some(k) = e.natural() {
                mask |= bit(k);
            }
        }
        let last = hand.exposures.len().saturating_sub(1);
        let x_shape = hand
            .exposures
            .iter()
            .enumerate()
            .all(|(i, e)| e.len() >= 3 || i == last);
        let c_shape = hand.exposures.len() <= 1;
        let impossible = exposures.iter().any(|e| e.jokers > 0 && e.size < 3);
        exposures.sort_by_key(|e| e.kind.is_none());
        Digest {
            counts,
            jokers,
            naturals,
            mask,
            exposures,
            total: hand.tile_count(),
            x_shape,
            c_shape,
            impossible,
        }
    }

    /// Whether this card hand's X/C mark allows the exposures at all.
    pub fn shape_allows(&self, xc: Xc) -> bool {
        !self.impossible
            && match xc {
                Xc::X => self.x_shape,
                Xc::C => self.c_shape,
            }
    }
}

pub(crate) fn exp(e: &Exposure) -> Exp {
    Exp {
        kind: e.natural().map(|k| k.index() as u8),
        size: sat_u8(e.len()),
        jokers: sat_u8(e.jokers()),
    }
}

/// Call `leaf` with the needs left for the concealed tiles after each way of placing the
/// exposures on the reading's groups; stop as soon as `leaf` returns true.
pub(crate) fn each_placement(
    inst: &Instance,
    exposures: &[Exp],
    leaf: &mut impl FnMut(&[Need]) -> bool,
) -> bool {
    fn go(
        inst: &Instance,
        exposures: &[Exp],
        used: u32,
        needs: &mut [Need],
        leaf: &mut impl FnMut(&[Need]) -> bool,
    ) -> bool {
        let Some((e, rest)) = exposures.split_first() else {
            return leaf(needs);
        };
        let mut tried: u64 = 0;
        for (i, s) in inst.slots.iter().enumerate() {
            if used & (1 << i) != 0 || s.size != e.size || e.kind.is_some_and(|k| k != s.kind) {
                continue;
            }
            // Groups of the same tile and size are interchangeable: try one of them.
            let key = 1u64 << s.kind;
            if tried & key != 0 {
                continue;
            }
            tried |= key;
            let n = &mut needs[usize::from(s.need)];
            n.total -= s.size;
            if s.size >= 3 {
                n.jokerable -= s.size;
            }
            let stop = go(inst, rest, used | (1 << i), needs, leaf);
            let n = &mut needs[usize::from(s.need)];
            n.total += s.size;
            if s.size >= 3 {
                n.jokerable += s.size;
            }
            if stop {
                return true;
            }
            if e.kind.is_some() {
                // A natural exposure has only this tile's slots, all alike.
                break;
            }
        }
        false
    }
    if exposures.is_empty() {
        return leaf(&inst.needs);
    }
    let mut needs = [Need {
        kind: 0,
        total: 0,
        jokerable: 0,
    }; HAND_TILES];
    let n = inst.needs.len().min(HAND_TILES);
    needs[..n].copy_from_slice(&inst.needs[..n]);
    go(inst, exposures, 0, &mut needs[..n], leaf)
}

/// Whether the concealed tiles fill exactly the needs left. Counting per kind is exact:
/// naturals of a kind go first to its singles and pairs, and a joker can take any place
/// left in that kind's groups of three or more, so which group it sits in never matters.
fn concealed_fit(d: &Digest, needs: &[Need]) -> bool {
    let mut covered = 0u8;
    let mut jokers = 0u8;
    for n in needs {
        let h = d.counts[usize::from(n.kind)];
        if h > n.total || n.total - h > n.jokerable {
            return false;
        }
        covered += h;
        jokers += n.total - h;
    }
    covered == d.naturals && jokers == d.jokers
}

fn completes(d: &Digest, hand: &CardHand) -> bool {
    hand.instances.iter().any(|inst| {
        d.mask & !inst.mask == 0
            && each_placement(inst, &d.exposures, &mut |needs| concealed_fit(d, needs))
    })
}

/// Every card hand the hand completes, in card order. A hand of other than 14 tiles
/// completes nothing.
pub fn match_hand(card: &Card, hand: &Hand) -> Vec<Match> {
    let d = Digest::new(hand);
    // A group laid with a tile of another kind (4b beside a claimed 3b) is no pair of 4b.
    if d.total != HAND_TILES || !hand.exposures.iter().all(Exposure::is_a_group) {
        return Vec::new();
    }
    let no_jokers = d.jokers == 0 && hand.exposures.iter().all(|e| e.jokers() == 0);
    card.hands()
        .filter(|(_, line, h)| d.shape_allows(line.xc) && completes(&d, h))
        .map(|(at, line, h)| Match {
            hand: at,
            section: card
                .sections
                .get(at.section)
                .map_or_else(String::new, |s| s.name.clone()),
            line: at.line + 1,
            value: line.value,
            xc: line.xc,
            jokerless: no_jokers && h.takes_jokers(),
        })
        .collect()
}

/// Whether `exposure`, made while `others` are already exposed, can belong to at least
/// one X hand of the card together with them (AM-EXP-02). Exposures during play are
/// pungs or larger; the group claimed for mah jongg is judged by `match_hand`.
pub fn exposure_fits(card: &Card, exposure: &Exposure, others: &[Exposure]) -> bool {
    let all: Vec<&Exposure> = others.iter().chain(std::iter::once(exposure)).collect();
    if all.iter().any(|e| e.len() < 3 || e.len() > 6) {
        return false;
    }
    let mut exps: Vec<Exp> = all.iter().map(|e| exp(e)).collect();
    exps.sort_by_key(|e| e.kind.is_none());
    let mask = all
        .iter()
        .filter_map(|e| e.natural())
        .fold(0u64, |m, k| m | bit(k));
    card.hands()
        .filter(|(_, line, _)| line.xc == Xc::X)
        .any(|(_, _, h)| {
            h.instances
                .iter()
                .any(|inst| mask & !inst.mask == 0 && each_placement(inst, &exps, &mut |_| true))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card() -> Card {
        Card::parse(
            "t.ron",
            r#"Card(name: "t", sections: [
                Section(name: "A", lines: [
                    Line(hand: "FF 2026g 2222r 6666b", xc: X, value: 25),
                    Line(hand: "NN 2026g 2026r 2026b", xc: C, value: 50),
                    Line(hand: "111g 1111r 111b FFFF", xc: X, value: 30, numbers: Like),
                ]),
            ])"#,
        )
        .expect("loads")
    }

    fn matches(text: &str) -> Vec<(usize, bool)> {
        let hand = Hand::parse(text).expect("hand");
        match_hand(&card(), &hand)
            .into_iter()
            .map(|m| (m.line, m.jokerless))
            .collect()
    }

    #[test]
    fn year_hand_with_jokers_and_exposure() {
        assert_eq!(
            matches("Fl Fl 2c Wd 2c 6c 2b 2b 2b 2b 6d 6d 6d 6d"),
            [(1, true)]
        );
        assert_eq!(
            matches("Fl Fl 2c Wd 2c 6c 2b 2b 2b [6d JK 6d JK]"),
            [] as [(usize, bool); 0],
            "a kong missing a tile"
        );
        assert_eq!(
            matches("Fl Fl 2c Wd 2c 6c 2b 2b 2b JK [6d JK 6d JK]"),
            [(1, false)]
        );
        assert_eq!(
            matches("Fl Fl 2c Wd 2c 6c [JK JK JK JK] [6d JK 6d JK]"),
            [(1, false)]
        );
    }

    #[test]
    fn concealed_hand_takes_only_the_last_claim() {
        let c = "Nw Nw 2c Wd 2c 6c 2b Wd 2b 6b 2d Wd 2d 6d";
        assert_eq!(matches(c), [(2, false)], "no group takes jokers");
        assert_eq!(
            matches("2c Wd 2c 6c 2b Wd 2b 6b 2d Wd 2d 6d [Nw Nw]"),
            [(2, false)]
        );
        assert_eq!(
            matches("2c Wd 2c 6c 2b Wd 2b 6b 2d Wd [2d] [Nw Nw]"),
            [] as [(usize, bool); 0]
        );
    }

    #[test]
    fn exposures_must_fit_an_x_hand() {
        let card = card();
        let e = |t: &str| Exposure::parse(t).expect("exposure");
        assert!(exposure_fits(&card, &e("2b 2b JK 2b"), &[]));
        assert!(exposure_fits(&card, &e("6d 6d 6d 6d"), &[e("2b 2b JK 2b")]));
        assert!(
            !exposure_fits(&card, &e("6b 6b 6b 6b"), &[e("2b 2b JK 2b")]),
            "one suit"
        );
        assert!(!exposure_fits(&card, &e("Nw Nw Nw"), &[]));
        assert!(exposure_fits(&card, &e("7c 7c 7c"), &[e("Fl Fl JK Fl")]));
        assert!(exposure_fits(&card, &e("JK JK JK JK"), &[e("7c 7c 7c")]));
        assert!(
            !exposure_fits(&card, &e("Fl Fl"), &[]),
            "pairs are not exposed in play"
        );
    }
}
