//! Every concrete reading of a pattern (one suit per colour, one value of the number
//! variable), worked out once when the card is loaded so that matching a hand is only
//! counting: at most 6 suit orders × 9 numbers per hand.

use super::pattern::{HAND_TILES, Pattern};
use crate::i18n::Said;
use crate::tiles::{Kind, Suit};

/// How many tiles of one kind a reading needs, and how many of those may be jokers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Need {
    pub kind: u8,
    pub total: u8,
    pub jokerable: u8,
}

/// One group of a reading, with the index of its kind in `needs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Slot {
    pub kind: u8,
    pub size: u8,
    pub need: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Instance {
    pub slots: Vec<Slot>,
    pub needs: Vec<Need>,
    /// Bit `Kind::index()` set for every kind the reading uses: a hand holding a kind
    /// outside it cannot match, which rules out most readings in one test.
    pub mask: u64,
}

pub(crate) fn bit(kind: Kind) -> u64 {
    1u64 << kind.index()
}

/// Natural tiles of a kind in the American set.
pub(crate) fn available(kind: Kind) -> u8 {
    if kind == Kind::Flower || kind == Kind::Joker {
        8
    } else {
        4
    }
}

const JOKERS: u8 = 8;

impl Instance {
    fn new(groups: &[(Kind, u8)]) -> Instance {
        let mut needs: Vec<Need> = Vec::new();
        let mut slots = Vec::with_capacity(groups.len());
        let mut mask = 0;
        for &(kind, size) in groups {
            let k = kind.index() as u8;
            mask |= bit(kind);
            let i = match needs.iter().position(|n| n.kind == k) {
                Some(i) => i,
                None => {
                    needs.push(Need {
                        kind: k,
                        total: 0,
                        jokerable: 0,
                    });
                    needs.len() - 1
                }
            };
            needs[i].total += size;
            if size >= 3 {
                needs[i].jokerable += size;
            }
            slots.push(Slot {
                kind: k,
                size,
                need: i as u8,
            });
        }
        Instance { slots, needs, mask }
    }

    /// Why the set cannot supply this reading, if it cannot.
    fn shortage(&self) -> Option<Said> {
        let all = Kind::all();
        let mut jokers = 0u8;
        for n in &self.needs {
            let kind = all[usize::from(n.kind)];
            let have = available(kind);
            if n.total - n.jokerable > have {
                return Some(Said::new(
                    "err-card-naturals",
                    vec![
                        ("needs", u32::from(n.total - n.jokerable).into()),
                        ("tile", crate::tiles::code(kind).into()),
                        ("has", u32::from(have).into()),
                    ],
                ));
            }
            jokers += n.total.saturating_sub(have);
        }
        (jokers > JOKERS).then(|| {
            Said::new(
                "err-card-jokers",
                vec![
                    ("needs", u32::from(jokers).into()),
                    ("has", u32::from(JOKERS).into()),
                ],
            )
        })
    }
}

fn suit_orders(colours: usize) -> Vec<[Suit; 3]> {
    let mut orders = Vec::new();
    for a in Suit::ALL {
        for b in Suit::ALL {
            for c in Suit::ALL {
                let order = [a, b, c];
                let distinct = (0..colours).all(|i| (0..i).all(|j| order[i] != order[j]));
                // Colours beyond those used take a fixed suit so each order counts once.
                let unused_fixed = (colours..3).all(|i| order[i] == Suit::Dots);
                if distinct && unused_fixed {
                    orders.push(order);
                }
            }
        }
    }
    orders
}

/// Every reading the set can supply, or why none can.
pub(crate) fn instances(pattern: &Pattern) -> Result<Vec<Instance>, Said> {
    debug_assert_eq!(pattern.tile_count(), HAND_TILES);
    let used = pattern
        .colours()
        .iter()
        .map(|c| usize::from(c.0) + 1)
        .max()
        .unwrap_or(0);
    let bases: &[u8] = if pattern.bases.is_empty() {
        &[0]
    } else {
        &pattern.bases
    };
    let mut out: Vec<Instance> = Vec::new();
    let mut why = None;
    let mut seen: Vec<Vec<(u8, u8)>> = Vec::new();
    for suits in suit_orders(used) {
        for &base in bases {
            let groups = pattern.concrete(suits, base);
            let inst = Instance::new(&groups);
            if let Some(short) = inst.shortage() {
                why.get_or_insert(short);
                continue;
            }
            // Colours a hand does not use would otherwise give the same reading twice.
            let mut key: Vec<(u8, u8)> = inst.slots.iter().map(|s| (s.kind, s.size)).collect();
            key.sort_unstable();
            if !seen.contains(&key) {
                seen.push(key);
                out.push(inst);
            }
        }
    }
    match (out.is_empty(), why) {
        (true, Some(why)) => Err(why),
        (true, None) => Err(Said::new("err-card-no-reading", Vec::new())),
        _ => Ok(out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::american::pattern::{Numbers, parse_line};

    fn readings(text: &str, numbers: Numbers) -> Result<Vec<Instance>, Said> {
        let p = parse_line(text, numbers).expect("parses").remove(0);
        instances(&p)
    }

    #[test]
    fn counts_of_readings() {
        assert_eq!(suit_orders(0).len(), 1);
        assert_eq!(suit_orders(1).len(), 3);
        assert_eq!(suit_orders(2).len(), 6);
        assert_eq!(suit_orders(3).len(), 6);
        let r = readings("FF 2026g 2222r 6666b", Numbers::AsPrinted).expect("ok");
        assert_eq!(r.len(), 6);
        let r = readings("11g 222g 333g 444g 555g", Numbers::Run).expect("ok");
        assert_eq!(r.len(), 3 * 5);
        let r = readings("NNNN EEE WWW SSSS", Numbers::AsPrinted).expect("ok");
        assert_eq!(r.len(), 1);
    }

    #[test]
    fn needs_merge_groups_of_one_kind() {
        let r = readings("2026g 222g 666r NNNN", Numbers::AsPrinted).expect("ok");
        let two_g = r[0]
            .needs
            .iter()
            .find(|n| n.total == 5)
            .expect("five 2s of one suit");
        assert_eq!(two_g.jokerable, 3);
    }

    #[test]
    fn impossible_hands_say_why() {
        let e = readings("11g 11g 11g 11g 11g 11g FF", Numbers::AsPrinted).expect_err("12 ones");
        assert!(e.to_string().contains("needs 12 natural 1"), "{e}");
        let e = readings("FFFFFF 111111g 11r", Numbers::AsPrinted);
        assert!(e.is_ok(), "{e:?}");
        let e = readings("111111g 222222g 33g", Numbers::AsPrinted);
        assert!(e.is_ok(), "{e:?}");
        let e = readings("111111g 111111g 11g", Numbers::AsPrinted).expect_err("10 jokers");
        assert!(e.to_string().contains("10 jokers"), "{e}");
    }
}
