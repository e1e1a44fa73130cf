//! The standard winning shape: four sets (chow, pung or kong) and a pair, with the sets
//! already laid down counted as sets; and the classical special hand Thirteen Orphans.

use crate::tiles::{Kind, Suit};

/// Index of a suit or honour kind in 0..34; bonus tiles and jokers have none.
fn slot(kind: Kind) -> Option<usize> {
    match kind {
        Kind::Number(s, n) if (1..=9).contains(&n) => Some(s as usize * 9 + usize::from(n) - 1),
        Kind::Wind(w) => Some(27 + w as usize),
        Kind::Dragon(d) => Some(31 + d as usize),
        _ => None,
    }
}

/// The thirteen orphans: each suit's one and nine, then the honours.
#[cfg(test)]
fn orphans() -> impl Iterator<Item = Kind> {
    [Suit::Dots, Suit::Bams, Suit::Craks]
        .into_iter()
        .flat_map(|s| [Kind::Number(s, 1), Kind::Number(s, 9)])
        .chain(Kind::HONOURS)
}

/// Whether `concealed` plus `melds` already-laid sets make a winning hand.
pub fn is_complete(concealed: &[Kind], melds: usize) -> bool {
    let Some(mut counts) = counted(concealed) else {
        return false;
    };
    complete(&mut counts, concealed.len(), melds)
}

/// The tiles counted by slot; `None` if one has no slot (a bonus tile, a joker).
fn counted(tiles: &[Kind]) -> Option<[u8; 34]> {
    let mut counts = [0u8; 34];
    for k in tiles {
        counts[slot(*k)?] += 1;
    }
    Some(counts)
}

/// `is_complete` on tiles already counted: `len` of them, `melds` sets laid beside.
fn complete(counts: &mut [u8; 34], len: usize, melds: usize) -> bool {
    let needed_sets = 4usize.saturating_sub(melds);
    if len != needed_sets * 3 + 2 {
        return false;
    }
    if melds == 0 && thirteen_orphans(counts) {
        return true;
    }
    (0..34).any(|p| {
        if counts[p] < 2 {
            return false;
        }
        counts[p] -= 2;
        let ok = sets(counts, needed_sets);
        counts[p] += 2;
        ok
    })
}

/// Whether `concealed` (with `melds` sets laid) is one tile from a winning hand: a
/// waiting hand that one more tile completes, or, holding a tile too many, a hand that is
/// not complete but one exchange of a tile would make so. The false wins players make
/// are of this kind: a set misread, a tile mistaken for the one awaited.
pub fn one_tile_off(concealed: &[Kind], melds: usize) -> bool {
    let needed = 4usize.saturating_sub(melds) * 3;
    // Counted once and changed in place: a tile added or taken away is one slot's count.
    let completes_with_one_more = |counts: &mut [u8; 34], len: usize| {
        (0..34).any(|k| {
            counts[k] += 1;
            let ok = complete(counts, len + 1, melds);
            counts[k] -= 1;
            ok
        })
    };
    if concealed.len() == needed + 1 {
        return counted(concealed).is_some_and(|mut c| completes_with_one_more(&mut c, needed + 1));
    }
    if concealed.len() != needed + 2 || is_complete(concealed, melds) {
        return false;
    }
    // Every tile taken away in turn; a tile without a slot can only be the one taken.
    let unslotted: Vec<usize> = (0..concealed.len())
        .filter(|i| slot(concealed[*i]).is_none())
        .collect();
    match unslotted.as_slice() {
        [] => {
            let Some(mut counts) = counted(concealed) else {
                return false;
            };
            (0..34).any(|k| {
                if counts[k] == 0 {
                    return false;
                }
                counts[k] -= 1;
                let ok = completes_with_one_more(&mut counts, needed + 1);
                counts[k] += 1;
                ok
            })
        }
        [one] => {
            let mut rest = concealed.to_vec();
            rest.remove(*one);
            counted(&rest).is_some_and(|mut c| completes_with_one_more(&mut c, needed + 1))
        }
        _ => false,
    }
}

/// The slots of the thirteen orphans.
const ORPHAN_SLOTS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

fn thirteen_orphans(counts: &[u8; 34]) -> bool {
    let total: u8 = counts.iter().sum();
    total == 14
        && ORPHAN_SLOTS.iter().all(|i| counts[*i] >= 1)
        && ORPHAN_SLOTS.iter().map(|i| counts[*i]).sum::<u8>() == 14
}

fn sets(counts: &mut [u8; 34], left: usize) -> bool {
    if left == 0 {
        return counts.iter().all(|c| *c == 0);
    }
    let Some(i) = counts.iter().position(|c| *c > 0) else {
        return false;
    };
    if counts[i] >= 3 {
        counts[i] -= 3;
        let ok = sets(counts, left - 1);
        counts[i] += 3;
        if ok {
            return true;
        }
    }
    if i < 27 && i % 9 <= 6 && counts[i + 1] > 0 && counts[i + 2] > 0 {
        counts[i] -= 1;
        counts[i + 1] -= 1;
        counts[i + 2] -= 1;
        let ok = sets(counts, left - 1);
        counts[i] += 1;
        counts[i + 1] += 1;
        counts[i + 2] += 1;
        return ok;
    }
    false
}

/// Whether three tiles form a set (a pung, or a chow in one suit).
pub fn is_set(tiles: &[Kind]) -> bool {
    match tiles {
        [a, b, c] if a == b && b == c => slot(*a).is_some(),
        [a, b, c] => {
            let mut ns: Vec<(Suit, u8)> = [a, b, c]
                .iter()
                .filter_map(|k| match k {
                    Kind::Number(s, n) => Some((*s, *n)),
                    _ => None,
                })
                .collect();
            ns.sort();
            ns.len() == 3
                && ns[0].0 == ns[2].0
                && ns[1].0 == ns[0].0
                && ns[1].1 == ns[0].1 + 1
                && ns[2].1 == ns[1].1 + 1
        }
        [a, b, c, d] => a == b && b == c && c == d && slot(*a).is_some(),
        _ => false,
    }
}

/// The pairs of tiles that make a chow with `kind`: below it, around it, above it. None
/// for an honour.
pub fn chow_partners(kind: Kind) -> Vec<(Kind, Kind)> {
    let Kind::Number(s, n) = kind else {
        return Vec::new();
    };
    let n = i16::from(n);
    [(-2, -1), (-1, 1), (1, 2)]
        .into_iter()
        .filter(|(a, b)| (1..=9).contains(&(n + a)) && (1..=9).contains(&(n + b)))
        .map(|(a, b)| {
            (
                Kind::Number(s, (n + a) as u8),
                Kind::Number(s, (n + b) as u8),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    /// `one_tile_off` as first written, tile by tile: the reference the counted one is
    /// held to.
    fn one_tile_off_by_tiles(concealed: &[Kind], melds: usize) -> bool {
        let needed = 4usize.saturating_sub(melds) * 3;
        let completes_with = |tiles: &[Kind]| {
            Kind::all()
                .into_iter()
                .filter(|k| super::slot(*k).is_some())
                .any(|k| {
                    let mut with = tiles.to_vec();
                    with.push(k);
                    super::is_complete(&with, melds)
                })
        };
        if concealed.len() == needed + 1 {
            return completes_with(concealed);
        }
        concealed.len() == needed + 2
            && !super::is_complete(concealed, melds)
            && (0..concealed.len()).any(|i| {
                let mut rest = concealed.to_vec();
                rest.remove(i);
                completes_with(&rest)
            })
    }

    #[test]
    fn one_tile_off_agrees_with_the_tile_by_tile_reading() {
        let mut dice = crate::rng::Dice::for_label(7, "one tile off");
        // Hands drawn from a few kinds, so that many are near a win; now and then a
        // flower among them.
        let kinds: Vec<Kind> = Kind::all();
        let (mut near, mut far) = (0, 0);
        for n in 0..3000u32 {
            let melds = (n % 3) as usize;
            let len = (4 - melds) * 3 + 1 + (n as usize / 3) % 2;
            let mut pool: Vec<Kind> = (0..6).map(|_| *dice.pick(&kinds[..27])).collect();
            pool.push(*dice.pick(&kinds[27..34]));
            pool.push(*dice.pick(&kinds));
            let hand: Vec<Kind> = (0..len).map(|_| *dice.pick(&pool)).collect();
            let fast = super::one_tile_off(&hand, melds);
            assert_eq!(
                fast,
                one_tile_off_by_tiles(&hand, melds),
                "{hand:?} with {melds} melds"
            );
            if fast { near += 1 } else { far += 1 }
        }
        assert!(near > 100 && far > 100, "{near} near, {far} far");
    }

    #[test]
    fn the_orphan_slots_are_the_orphans() {
        let slots: Vec<usize> = super::orphans().filter_map(super::slot).collect();
        assert_eq!(slots, super::ORPHAN_SLOTS);
    }

    use super::*;
    use crate::tiles::parse_kinds;

    fn k(s: &str) -> Vec<Kind> {
        parse_kinds(s).expect("tiles")
    }

    #[test]
    fn one_tile_off_a_hand() {
        // Waiting on the pair's second tile, and on nothing at all.
        assert!(one_tile_off(
            &k("1d 2d 3d 4b 4b 4b 7c 8c 9c Ew Ew Ew Rd"),
            0
        ));
        assert!(!one_tile_off(
            &k("1d 3d 5d 4b 6b 8b 7c 9c 2c Ew Sw Ww Rd"),
            0
        ));
        // Fourteen tiles: one exchange from complete, but not complete already.
        assert!(one_tile_off(
            &k("1d 2d 3d 4b 4b 4b 7c 8c 9c Ew Ew Ew Rd Gd"),
            0
        ));
        assert!(!one_tile_off(
            &k("1d 2d 3d 4b 4b 4b 7c 8c 9c Ew Ew Ew Rd Rd"),
            0
        ));
        // With a set laid down, four tiles fewer.
        assert!(one_tile_off(&k("4b 4b 4b 7c 8c 9c Ew Ew Ew Rd"), 1));
        assert!(!one_tile_off(&k("4b 4b 4b 7c 8c 9c Ew Ew Ew Rd"), 0));
    }

    #[test]
    fn four_sets_and_a_pair() {
        assert!(is_complete(
            &k("1d 2d 3d 4b 4b 4b 7c 8c 9c Ew Ew Ew Rd Rd"),
            0
        ));
        assert!(is_complete(
            &k("1d 1d 1d 2d 3d 4d 5d 6d 7d 8d 9d 9d 9d 5d"),
            0
        ));
        assert!(!is_complete(
            &k("1d 2d 4d 4b 4b 4b 7c 8c 9c Ew Ew Ew Rd Rd"),
            0
        ));
        assert!(is_complete(&k("4b 4b 4b Rd Rd"), 3));
        assert!(!is_complete(&k("4b 4b 4b Rd Rd"), 2));
        // A chow cannot wrap from 9 to 1 or cross suits.
        assert!(!is_complete(
            &k("8d 9d 1b 4b 4b 4b 7c 8c 9c Ew Ew Ew Rd Rd"),
            0
        ));
    }

    #[test]
    fn thirteen_orphans_counts() {
        assert!(is_complete(
            &k("1d 9d 1b 9b 1c 9c Ew Sw Ww Nw Rd Gd Wd Wd"),
            0
        ));
        assert!(!is_complete(
            &k("1d 9d 1b 9b 1c 9c Ew Sw Ww Nw Rd Gd 2d Wd"),
            0
        ));
    }

    #[test]
    fn sets() {
        assert!(is_set(&k("3b 4b 5b")));
        assert!(is_set(&k("5b 3b 4b")));
        assert!(!is_set(&k("3b 4c 5b")));
        assert!(is_set(&k("Ew Ew Ew")));
        assert!(!is_set(&k("Ew Sw Ww")));
        assert!(is_set(&k("Rd Rd Rd Rd")));
        assert!(!is_set(&k("F1 F1 F1")));
    }
}
