//! Every way a winning hand can be read: four sets and a pair, seven pairs, thirteen
//! orphans, honours and knitted tiles, a knitted straight with a set and a pair.
//!
//! Scoring takes the best reading (high-versus-low principle), and each reading keeps
//! its sets whole (non-separation principle), so this module lists readings and never
//! scores them.

use super::tile::{self, Counts, KNITTED, ORPHANS, Tile};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum SetKind {
    Chow,
    Pung,
    Kong,
}

/// A set of an arrangement. `tile` is the lowest tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Set {
    pub kind: SetKind,
    pub tile: u8,
    /// Not exposed: a concealed kong or a set formed from the concealed tiles.
    pub concealed: bool,
    /// Laid down during play (a meld), as opposed to formed from the concealed tiles.
    pub declared: bool,
}

impl Set {
    pub const fn is_pung(&self) -> bool {
        !matches!(self.kind, SetKind::Chow)
    }

    /// Whether `t` is one of the set's tiles.
    pub const fn contains(&self, t: u8) -> bool {
        match self.kind {
            SetKind::Chow => t >= self.tile && t <= self.tile + 2,
            _ => t == self.tile,
        }
    }
}

/// Four sets and a pair; `sets[..declared]` are the hand's melds.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Arrangement {
    pub sets: [Set; 4],
    pub pair: u8,
}

const NO_SET: Set = Set {
    kind: SetKind::Pung,
    tile: 0,
    concealed: true,
    declared: false,
};

/// Calls `visit` once for every distinct way of reading `standing` (the concealed tiles
/// and the winning tile) as sets and a pair, completing the declared sets to four.
pub(crate) fn standard(standing: &Counts, declared: &[Set], visit: &mut impl FnMut(&Arrangement)) {
    let mut arr = Arrangement {
        sets: [NO_SET; 4],
        pair: 0,
    };
    arr.sets[..declared.len()].copy_from_slice(declared);
    let Some(pair_group) = pair_group(standing) else {
        return;
    };
    // Every other group must be sets as it stands; the pair's group must be sets once
    // the pair is out. Cheap tests first: most candidate pairs leave no sets at all.
    let others_are_sets = (0..3)
        .filter(|&s| s != usize::from(pair_group))
        .all(|s| suit_is_sets(&standing[s * 9..s * 9 + 9]));
    if !others_are_sets {
        return;
    }
    let mut c = *standing;
    let (from, to) = if pair_group < 3 {
        (usize::from(pair_group) * 9, usize::from(pair_group) * 9 + 9)
    } else {
        let t = usize::from(pair_group) + 24;
        (t, t + 1)
    };
    let pair_rank = pair_rank_class(&c[from..to]);
    for p in from..to {
        if c[p] < 2 || (pair_group < 3 && (p - from) % 3 != pair_rank) {
            continue;
        }
        c[p] -= 2;
        if pair_group >= 3 || suit_is_sets(&c[from..to]) {
            arr.pair = p as u8;
            sets(&mut c, 0, declared.len(), &mut arr, visit);
        }
        c[p] += 2;
    }
}

/// For a suit holding sets and a pair: the pair's rank index (0–8) modulo 3. Every
/// chow's and pung's rank indices sum to a multiple of three, so the pair's two tiles
/// carry the whole sum: 2p ≡ Σ i·c[i], that is p ≡ 2·Σ i·c[i] (mod 3).
pub(crate) fn pair_rank_class(c: &[u8]) -> usize {
    let sum: usize = c.iter().enumerate().map(|(i, &n)| i * usize::from(n)).sum();
    (2 * sum) % 3
}

/// Whether the nine counts of one suit split into pungs and chows. Greedy from the
/// lowest rank: copies of the lowest tile beyond a multiple of three must start chows,
/// and the rest can be pungs, because three chows from a tile hold the same tiles as
/// three pungs, so taking pungs never loses a reading.
pub(crate) fn suit_is_sets(c: &[u8]) -> bool {
    let mut a = [0u8; 11];
    a[..9].copy_from_slice(c);
    for i in 0..9 {
        let x = a[i] % 3;
        if x > 0 {
            if a[i + 1] < x || a[i + 2] < x {
                return false;
            }
            a[i + 1] -= x;
            a[i + 2] -= x;
        }
    }
    true
}

/// Group of a tile for the modulo-3 test: the three suits, then one group per honour.
const fn group(t: u8) -> u8 {
    if t < 27 { t / 9 } else { t - 24 }
}

/// The group that must hold the pair, or `None` when no pair can make every group a
/// whole number of sets. Sets never cross groups, so every group's tile count must be a
/// multiple of three except the pair's, which is two more.
fn pair_group(c: &Counts) -> Option<u8> {
    let mut found = None;
    for g in 0..3u8 {
        let s = usize::from(g) * 9;
        let n: u8 = c[s..s + 9].iter().sum();
        match n % 3 {
            0 => {}
            2 if found.is_none() => found = Some(g),
            _ => return None,
        }
    }
    for (t, &n) in c.iter().enumerate().skip(27) {
        match n {
            0 | 3 => {}
            2 if found.is_none() => found = Some(group(t as u8)),
            _ => return None,
        }
    }
    found
}

fn sets(
    c: &mut Counts,
    from: usize,
    n: usize,
    arr: &mut Arrangement,
    visit: &mut impl FnMut(&Arrangement),
) {
    let Some(i) = (from..Tile::COUNT).find(|&i| c[i] != 0) else {
        if n == 4 {
            visit(arr);
        }
        return;
    };
    let k = c[i];
    let t = i as u8;
    // Every copy of the lowest remaining tile starts a set here: a pung and the rest as
    // chows, or all of them as chows. Choosing counts rather than an order lists each
    // arrangement once.
    for pungs in 0..=1u8 {
        if pungs * 3 > k {
            break;
        }
        let chows = k - pungs * 3;
        if n + usize::from(pungs + chows) > 4 {
            continue;
        }
        if chows > 0
            && (!tile::is_number(t) || tile::rank(t) > 7 || c[i + 1] < chows || c[i + 2] < chows)
        {
            continue;
        }
        let mut m = n;
        if pungs == 1 {
            arr.sets[m] = Set {
                kind: SetKind::Pung,
                tile: t,
                concealed: true,
                declared: false,
            };
            m += 1;
        }
        for _ in 0..chows {
            arr.sets[m] = Set {
                kind: SetKind::Chow,
                tile: t,
                concealed: true,
                declared: false,
            };
            m += 1;
        }
        c[i] = 0;
        c[i + usize::from(chows > 0)] -= chows;
        if chows > 0 {
            c[i + 2] -= chows;
        }
        sets(c, i + 1, m, arr, visit);
        c[i] = k;
        if chows > 0 {
            c[i + 1] += chows;
            c[i + 2] += chows;
        }
    }
}

pub(crate) fn is_seven_pairs(c: &Counts) -> bool {
    c.iter().all(|&n| n % 2 == 0)
}

pub(crate) fn is_thirteen_orphans(c: &Counts) -> bool {
    let present = bits(c);
    present == ORPHANS
}

/// Fourteen different tiles, the number tiles all from one knitted straight, the rest
/// honours.
pub(crate) fn is_honours_and_knitted(c: &Counts) -> bool {
    if c.iter().any(|&n| n > 1) {
        return false;
    }
    let numbers = bits(c) & ((1 << 27) - 1);
    KNITTED.iter().any(|&k| numbers & !k == 0)
}

/// Set bits for the tiles present.
pub(crate) fn bits(c: &Counts) -> u64 {
    c.iter()
        .enumerate()
        .fold(0, |b, (i, &n)| if n != 0 { b | (1 << i) } else { b })
}

/// A knitted straight with one more set and a pair.
#[derive(Debug, Clone, Copy)]
pub(crate) struct KnittedArrangement {
    pub set: Set,
    pub pair: u8,
}

/// The readings as a knitted straight plus a set and a pair (a hand with at most one
/// meld).
pub(crate) fn knitted_straight(
    standing: &Counts,
    declared: &[Set],
    visit: &mut impl FnMut(&KnittedArrangement),
) {
    if declared.len() > 1 {
        return;
    }
    let present = bits(standing);
    for &k in &KNITTED {
        if present & k != k {
            continue;
        }
        let mut c = *standing;
        for (i, n) in c.iter_mut().enumerate() {
            if k & (1 << i) != 0 {
                *n -= 1;
            }
        }
        // The nine knitted tiles stand in for three sets.
        let filler = [NO_SET; 3];
        let mut prefix = [NO_SET; 4];
        prefix[..3].copy_from_slice(&filler);
        prefix[3..3 + declared.len()].copy_from_slice(declared);
        standard(&c, &prefix[..3 + declared.len()], &mut |a: &Arrangement| {
            visit(&KnittedArrangement {
                set: a.sets[3],
                pair: a.pair,
            })
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::mcr::parse_hand;

    fn standing(text: &str) -> Counts {
        parse_hand(text).expect("parses").standing_counts()
    }

    fn readings(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        standard(&standing(text), &[], &mut |a: &Arrangement| {
            let mut sets: Vec<String> = a
                .sets
                .iter()
                .map(|s| {
                    let t = Tile::from_index(s.tile).expect("tile");
                    match s.kind {
                        SetKind::Chow => format!("chow {t}"),
                        _ => format!("pung {t}"),
                    }
                })
                .collect();
            sets.sort();
            let p = Tile::from_index(a.pair).expect("tile");
            out.push(format!("{} + pair {p}", sets.join(", ")));
        });
        out.sort();
        out
    }

    #[test]
    fn every_reading_is_listed_once() {
        assert_eq!(
            readings("111222333m44m789p"),
            [
                "chow 1m, chow 1m, chow 1m, chow 7p + pair 4m",
                "chow 1m, chow 2m, chow 2m, chow 7p + pair 1m",
                "chow 7p, pung 1m, pung 2m, pung 3m + pair 4m",
            ]
        );
        assert_eq!(
            readings("11123m456p789sEEE"),
            ["chow 1m, chow 4p, chow 7s, pung E + pair 1m"]
        );
        assert_eq!(
            readings("1112345678999m5m"),
            ["chow 2m, chow 6m, pung 1m, pung 9m + pair 5m"]
        );
        assert!(readings("1112345678999m5p").is_empty());
    }

    #[test]
    fn four_of_a_tile_can_be_a_pung_and_a_chow() {
        assert!(
            readings("1111234m567p789s9s").is_empty(),
            "a lone 9s cannot pair"
        );
        assert_eq!(
            readings("111123m567p789s99s"),
            ["chow 1m, chow 5p, chow 7s, pung 1m + pair 9s"]
        );
    }

    #[test]
    fn special_shapes() {
        assert!(is_seven_pairs(&standing("1122m3344p5566sEE")));
        assert!(is_seven_pairs(&standing("1111m3344p5566sEE")));
        assert!(!is_seven_pairs(&standing("111m23344p5566sEE")));
        assert!(is_thirteen_orphans(&standing("19m19p19sESWNCFPP")));
        assert!(!is_thirteen_orphans(&standing("19m19p19sESWNCF1m2m")));
        assert!(is_honours_and_knitted(&standing("147m258s369pESWNC")));
        assert!(is_honours_and_knitted(&standing("17m28s369pESWNCFP")));
        assert!(!is_honours_and_knitted(&standing("147m258s369pESWNN")));
        assert!(!is_honours_and_knitted(&standing("147m258s368pESWNC")));
    }

    #[test]
    fn knitted_straight_with_a_set() {
        let mut found = Vec::new();
        knitted_straight(
            &standing("147m258s369p123m55s"),
            &[],
            &mut |k: &KnittedArrangement| found.push((k.set.tile, k.pair)),
        );
        assert_eq!(found, [(18, 13)]);
    }
}
