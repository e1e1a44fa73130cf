//! Fan made by sets together: chows with chows, pungs with pungs, kongs and concealed
//! pungs.
//!
//! The counting principles decide how sets may combine (S3, `rules/mcr.md` MCR-SC-04):
//! a fan made of three or four sets includes the fan its sets make in pairs
//! (non-repeat); a set may join each other set at most once and the links may not close
//! a cycle (account-once); and a set may not make the same fan twice (non-identical).
//! With four sets that leaves, for chows: one fan of four sets; or one fan of three
//! sets and at most one link from the fourth; or pair fan forming a forest.

use crate::analysis::mcr::decompose::{Set, SetKind};
use crate::analysis::mcr::fan::{Fan, FanTable};
use crate::analysis::mcr::hand::{MeldedAndConcealedKong, Settings};
use crate::analysis::mcr::tile::{self, RED};

/// The fan two chows make, given their lowest tiles.
fn chow_pair(a: u8, b: u8) -> Option<Fan> {
    if tile::suit(a) != tile::suit(b) {
        return (tile::rank(a) == tile::rank(b)).then_some(Fan::MixedDoubleChow);
    }
    let (lo, hi) = (a.min(b), a.max(b));
    if lo == hi {
        Some(Fan::PureDoubleChow)
    } else if hi - lo == 3 {
        Some(Fan::ShortStraight)
    } else if tile::rank(lo) == 1 && tile::rank(hi) == 7 {
        Some(Fan::TwoTerminalChows)
    } else {
        None
    }
}

/// The fan three chows make, given their lowest tiles.
fn chow_triple(mut c: [u8; 3]) -> Option<Fan> {
    c.sort_unstable();
    let [a, b, d] = c;
    let suits = [tile::suit(a), tile::suit(b), tile::suit(d)];
    if suits[0] == suits[1] && suits[1] == suits[2] {
        if a == b && b == d {
            Some(Fan::PureTripleChow)
        } else if b - a == 3 && d - b == 3 {
            Some(Fan::PureStraight)
        } else if (b - a == 1 && d - b == 1) || (b - a == 2 && d - b == 2) {
            Some(Fan::PureShiftedChows)
        } else {
            None
        }
    } else if suits[0] != suits[1] && suits[1] != suits[2] && suits[0] != suits[2] {
        let mut r = [tile::rank(a), tile::rank(b), tile::rank(d)];
        r.sort_unstable();
        if r[0] == r[2] {
            Some(Fan::MixedTripleChow)
        } else if r == [1, 4, 7] {
            Some(Fan::MixedStraight)
        } else if r[1] == r[0] + 1 && r[2] == r[1] + 1 {
            Some(Fan::MixedShiftedChows)
        } else {
            None
        }
    } else {
        None
    }
}

/// The fan four chows make on their own, given their lowest tiles.
fn chow_quad(mut c: [u8; 4]) -> Option<Fan> {
    c.sort_unstable();
    let same_suit = c.iter().all(|&t| tile::suit(t) == tile::suit(c[0]));
    if !same_suit {
        return None;
    }
    let steps = [c[1] - c[0], c[2] - c[1], c[3] - c[2]];
    match steps {
        [0, 0, 0] => Some(Fan::QuadrupleChow),
        [1, 1, 1] | [2, 2, 2] => Some(Fan::FourPureShiftedChows),
        _ => None,
    }
}

/// Pure Terminal Chows (123 123 789 789 55 of one suit) or Three-Suited Terminal Chows
/// (123 789 in two suits, 55 in the third).
fn terminal_chows(c: &[u8; 4], pair: u8) -> Option<Fan> {
    if tile::rank(pair) != 5 {
        return None;
    }
    let ps = tile::suit(pair);
    let mut low = [0u8; 3];
    let mut high = [0u8; 3];
    for &t in c {
        match tile::rank(t) {
            1 => low[usize::from(tile::suit(t))] += 1,
            7 => high[usize::from(tile::suit(t))] += 1,
            _ => return None,
        }
    }
    let p = usize::from(ps);
    if low[p] == 2 && high[p] == 2 {
        return Some(Fan::PureTerminalChows);
    }
    let others = (0..3).filter(|&s| s != p);
    let three = low[p] == 0 && high[p] == 0 && others.clone().all(|s| low[s] == 1 && high[s] == 1);
    three.then_some(Fan::ThreeSuitedTerminalChows)
}

/// The three sets other than `four[skip]`.
fn others(four: &[u8; 4], skip: usize) -> [u8; 3] {
    let mut three = [0u8; 3];
    let mut k = 0;
    for (i, &x) in four.iter().enumerate() {
        if i != skip {
            three[k] = x;
            k += 1;
        }
    }
    three
}

/// Order in which equal-count choices keep pair fan, as S2 does: the rarer first.
const PAIR_PREFERENCE: [Fan; 4] = [
    Fan::PureDoubleChow,
    Fan::MixedDoubleChow,
    Fan::ShortStraight,
    Fan::TwoTerminalChows,
];

/// Adds the fan of the chows (lowest tiles) of an arrangement with the given pair.
pub(crate) fn chow_fans(chows: &[u8], pair: u8, t: &mut FanTable) {
    match chows.len() {
        4 => {
            let c = [chows[0], chows[1], chows[2], chows[3]];
            if let Some(f) = terminal_chows(&c, pair).or_else(|| chow_quad(c)) {
                t.set(f, 1);
                return;
            }
            // One fan of three chows, and the fourth linked at most once.
            let best = (0..4)
                .filter_map(|skip| {
                    let three = others(&c, skip);
                    let fan = chow_triple(three)?;
                    let link = PAIR_PREFERENCE
                        .into_iter()
                        .find(|&p| three.iter().any(|&x| chow_pair(x, c[skip]) == Some(p)));
                    Some((fan.value(), fan, link))
                })
                .max_by_key(|&(v, ..)| v);
            if let Some((_, fan, link)) = best {
                t.set(fan, 1);
                if let Some(l) = link {
                    t.add(l);
                }
                return;
            }
            pair_fans(chows, t);
        }
        3 => match chow_triple([chows[0], chows[1], chows[2]]) {
            Some(f) => t.set(f, 1),
            None => pair_fans(chows, t),
        },
        2 => pair_fans(chows, t),
        _ => {}
    }
}

/// The most pair fan the chows can make: links that form no cycle (account-once) and
/// no chow in two links of the same fan (non-identical).
fn pair_fans(chows: &[u8], t: &mut FanTable) {
    let mut edges = [(0usize, 0usize, Fan::ChickenHand); 6];
    let mut n = 0;
    for i in 0..chows.len() {
        for j in i + 1..chows.len() {
            if let Some(f) = chow_pair(chows[i], chows[j]) {
                edges[n] = (i, j, f);
                n += 1;
            }
        }
    }
    if n <= 1 {
        if n == 1 {
            t.add(edges[0].2);
        }
        return;
    }
    // Usually every link can count; only a cycle or a repeated fan forces a choice.
    let all = (1u32 << n) - 1;
    let mut best: Option<(u32, [u8; 4])> = None;
    for mask in std::iter::once(all).chain(1..all) {
        let mut root = [0usize, 1, 2, 3];
        let mut used = [[false; 4]; 4];
        let mut counts = [0u8; 4];
        let mut ok = true;
        for (e, &(i, j, f)) in edges[..n].iter().enumerate() {
            if mask & (1 << e) == 0 {
                continue;
            }
            let k = PAIR_PREFERENCE.iter().position(|&p| p == f).unwrap_or(0);
            let (ri, rj) = (find(&mut root, i), find(&mut root, j));
            if ri == rj || used[i][k] || used[j][k] {
                ok = false;
                break;
            }
            root[ri] = rj;
            used[i][k] = true;
            used[j][k] = true;
            counts[k] += 1;
        }
        if !ok {
            continue;
        }
        let key = mask.count_ones();
        if best.is_none_or(|(bk, bc)| key > bk || (key == bk && counts > bc)) {
            best = Some((key, counts));
        }
        if mask == all {
            break;
        }
    }
    if let Some((_, counts)) = best {
        for (k, &c) in counts.iter().enumerate() {
            for _ in 0..c {
                t.add(PAIR_PREFERENCE[k]);
            }
        }
    }
}

fn find(root: &mut [usize; 4], mut i: usize) -> usize {
    while root[i] != i {
        i = root[i];
    }
    i
}

/// The fan two pungs make, given their tiles.
fn pung_pair(a: u8, b: u8) -> Option<Fan> {
    if tile::is_number(a) && tile::is_number(b) {
        (tile::rank(a) == tile::rank(b)).then_some(Fan::DoublePung)
    } else {
        (tile::is_dragon(a) && tile::is_dragon(b)).then_some(Fan::TwoDragonPungs)
    }
}

/// The fan three pungs make, given their tiles.
fn pung_triple(mut p: [u8; 3]) -> Option<Fan> {
    p.sort_unstable();
    let [a, b, c] = p;
    if tile::is_number(a) && tile::is_number(b) && tile::is_number(c) {
        let s = [tile::suit(a), tile::suit(b), tile::suit(c)];
        if s[0] != s[1] && s[1] != s[2] && s[0] != s[2] {
            let mut r = [tile::rank(a), tile::rank(b), tile::rank(c)];
            r.sort_unstable();
            if r[0] == r[2] {
                Some(Fan::TriplePung)
            } else if r[1] == r[0] + 1 && r[2] == r[1] + 1 {
                Some(Fan::MixedShiftedPungs)
            } else {
                None
            }
        } else if s[0] == s[2] && b == a + 1 && c == b + 1 {
            Some(Fan::PureShiftedPungs)
        } else {
            None
        }
    } else if tile::is_wind(a) && tile::is_wind(b) && tile::is_wind(c) {
        Some(Fan::BigThreeWinds)
    } else if a == RED && tile::is_dragon(b) && tile::is_dragon(c) {
        Some(Fan::BigThreeDragons)
    } else {
        None
    }
}

/// Adds the fan the pungs and kongs (their tiles) make together.
pub(crate) fn pung_fans(pungs: &[u8], t: &mut FanTable) {
    let n = pungs.len();
    if n == 4 {
        let mut p = [pungs[0], pungs[1], pungs[2], pungs[3]];
        p.sort_unstable();
        if tile::is_number(p[0]) && tile::suit(p[0]) == tile::suit(p[3]) && p[3] - p[0] == 3 {
            // Four different tiles of one suit spanning three ranks are consecutive.
            t.set(Fan::FourPureShiftedPungs, 1);
            return;
        }
        if p.iter().all(|&x| tile::is_wind(x)) {
            t.set(Fan::BigFourWinds, 1);
            return;
        }
        // One fan of three pungs, and the fourth linked at most once.
        let best = (0..4)
            .filter_map(|skip| {
                let three = others(&p, skip);
                let fan = pung_triple(three)?;
                let link = three
                    .iter()
                    .filter_map(|&x| pung_pair(x, p[skip]))
                    .max_by_key(|f| f.value());
                Some((
                    u32::from(fan.value()) + link.map_or(0, |l| u32::from(l.value())),
                    fan,
                    link,
                ))
            })
            .max_by_key(|&(v, ..)| v);
        if let Some((_, fan, link)) = best {
            t.set(fan, 1);
            if let Some(l) = link {
                t.add(l);
            }
            return;
        }
    } else if n == 3
        && let Some(f) = pung_triple([pungs[0], pungs[1], pungs[2]])
    {
        t.set(f, 1);
        return;
    }
    // Pungs pair up without cycles: no three pungs link pairwise without a triple fan.
    for i in 0..n {
        for j in i + 1..n {
            if let Some(f) = pung_pair(pungs[i], pungs[j]) {
                t.add(f);
            }
        }
    }
}

/// Adds the fan of each pung on its own: Dragon Pung, Pung of Terminals or Honors.
/// Seat and prevalent winds are added after the non-repeat rules, which they follow.
pub(crate) fn single_pung_fans(pungs: &[u8], t: &mut FanTable) {
    for &p in pungs {
        if tile::is_dragon(p) {
            t.add(Fan::DragonPung);
        } else if tile::is_terminal_or_honour(p) {
            t.add(Fan::PungOfTerminalsOrHonors);
        }
    }
}

/// Adds kong fan and concealed-pung fan, and All Pungs. `sets` are the four sets with
/// `concealed` already false for a pung completed by a discard.
pub(crate) fn kong_fans(sets: &[Set], settings: &Settings, t: &mut FanTable) {
    let mut melded_kongs = 0u8;
    let mut concealed_kongs = 0u8;
    let mut concealed_pungs = 0u8;
    let mut pungs = 0u8;
    for s in sets {
        match (s.kind, s.concealed) {
            (SetKind::Kong, true) => concealed_kongs += 1,
            (SetKind::Kong, false) => melded_kongs += 1,
            (SetKind::Pung, true) => concealed_pungs += 1,
            _ => {}
        }
        if s.is_pung() {
            pungs += 1;
        }
    }
    let kongs = melded_kongs + concealed_kongs;
    let mut two_concealed_kongs = false;
    match (kongs, concealed_kongs) {
        (1, 0) => t.set(Fan::MeldedKong, 1),
        (1, 1) => t.set(Fan::ConcealedKong, 1),
        (2, 0) => t.set(Fan::TwoMeldedKongs, 1),
        (2, 1) => match settings.melded_and_concealed_kong {
            MeldedAndConcealedKong::Separate => {
                t.set(Fan::MeldedKong, 1);
                t.set(Fan::ConcealedKong, 1);
            }
            MeldedAndConcealedKong::Five => t.set(Fan::MeldedAndConcealedKong, 1),
            MeldedAndConcealedKong::Six => t.set(Fan::TwoKongs, 1),
        },
        (2, 2) => {
            t.set(Fan::TwoConcealedKongs, 1);
            two_concealed_kongs = true;
        }
        (3, _) => t.set(Fan::ThreeKongs, 1),
        (4, _) => t.set(Fan::FourKongs, 1),
        _ => {}
    }
    // Concealed kongs are concealed pungs too; Two Concealed Kongs already includes two.
    match concealed_pungs + concealed_kongs {
        2 if !two_concealed_kongs => t.set(Fan::TwoConcealedPungs, 1),
        3 => t.set(Fan::ThreeConcealedPungs, 1),
        4 => t.set(Fan::FourConcealedPungs, 1),
        _ => {}
    }
    if pungs == 4 && kongs < 4 && !t.has(Fan::FourConcealedPungs) {
        t.set(Fan::AllPungs, 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: u8 = 18; // 1m
    const S: u8 = 9; // 1s
    const P: u8 = 0; // 1p

    fn chows(c: &[u8], pair: u8) -> Vec<(&'static str, u8)> {
        let mut t = FanTable::new();
        chow_fans(c, pair, &mut t);
        Fan::all()
            .filter(|&f| t.has(f))
            .map(|f| (f.name(), t.get(f)))
            .collect()
    }

    fn pungs(p: &[u8]) -> Vec<(&'static str, u8)> {
        let mut t = FanTable::new();
        pung_fans(p, &mut t);
        Fan::all()
            .filter(|&f| t.has(f))
            .map(|f| (f.name(), t.get(f)))
            .collect()
    }

    #[test]
    fn chow_fans_of_four() {
        assert_eq!(
            chows(&[M, M, M + 6, M + 6], M + 4),
            [("Pure Terminal Chows", 1)]
        );
        assert_eq!(
            chows(&[M, M + 6, S, S + 6], P + 4),
            [("Three-Suited Terminal Chows", 1)]
        );
        assert_eq!(chows(&[M + 1; 4], P), [("Quadruple Chow", 1)]);
        assert_eq!(
            chows(&[M, M + 2, M + 4, M + 6], P),
            [("Four Pure Shifted Chows", 1)]
        );
        // Pure straight plus a fourth chow linked once.
        assert_eq!(
            chows(&[M, M + 3, M + 6, M], P),
            [("Pure Straight", 1), ("Pure Double Chow", 1)]
        );
    }

    #[test]
    fn account_once_and_non_identical() {
        // 123m 456p 789s 789p: Mixed Straight and the 789s-789p Mixed Double Chow; the
        // 456p-789p Short Straight would close a cycle (S3's example).
        assert_eq!(
            chows(&[M, P + 3, S + 6, P + 6], P),
            [("Mixed Straight", 1), ("Mixed Double Chow", 1)]
        );
        // 234567s 234567p: four links form a cycle; three count.
        assert_eq!(
            chows(&[S + 1, S + 4, P + 1, P + 4], P),
            [("Mixed Double Chow", 2), ("Short Straight", 1)]
        );
        // 234s 234p 234p 567p: 234s may make Mixed Double Chow once only.
        assert_eq!(
            chows(&[S + 1, P + 1, P + 1, P + 4], P),
            [
                ("Pure Double Chow", 1),
                ("Mixed Double Chow", 1),
                ("Short Straight", 1)
            ]
        );
        // An isolated chow links nothing.
        assert_eq!(chows(&[M, M, S + 4, P + 2], P), [("Pure Double Chow", 1)]);
    }

    #[test]
    fn pung_fans_of_three_and_four() {
        assert_eq!(
            pungs(&[M, M + 1, M + 2, M + 3]),
            [("Four Pure Shifted Pungs", 1)]
        );
        assert_eq!(pungs(&[27, 28, 29, 30]), [("Big Four Winds", 1)]);
        assert_eq!(
            pungs(&[M, S + 1, P + 2, S]),
            [("Mixed Shifted Pungs", 1), ("Double Pung", 1)]
        );
        assert_eq!(pungs(&[M + 4, S + 4, P + 4, 31]), [("Triple Pung", 1)]);
        assert_eq!(pungs(&[31, 32, 33]), [("Big Three Dragons", 1)]);
        assert_eq!(
            pungs(&[31, 32, M + 1, S + 1]),
            [("Two Dragon Pungs", 1), ("Double Pung", 1)]
        );
    }

    #[test]
    fn kongs_and_concealed_pungs() {
        let set = |kind, concealed| Set {
            kind,
            tile: 0,
            concealed,
            declared: true,
        };
        let fans = |sets: &[Set], settings: Settings| {
            let mut t = FanTable::new();
            kong_fans(sets, &settings, &mut t);
            Fan::all()
                .filter(|&f| t.has(f))
                .map(Fan::name)
                .collect::<Vec<_>>()
        };
        let (ck, mk, cp, chow) = (
            set(SetKind::Kong, true),
            set(SetKind::Kong, false),
            set(SetKind::Pung, true),
            set(SetKind::Chow, true),
        );
        let d = Settings::default();
        assert_eq!(fans(&[ck, ck, chow, chow], d), ["Two Concealed Kongs"]);
        assert_eq!(
            fans(&[ck, ck, cp, chow], d),
            ["Three Concealed Pungs", "Two Concealed Kongs"]
        );
        assert_eq!(
            fans(&[ck, mk, chow, chow], d),
            ["Concealed Kong", "Melded Kong"]
        );
        let five = Settings {
            melded_and_concealed_kong: MeldedAndConcealedKong::Five,
            ..d
        };
        assert_eq!(
            fans(&[ck, mk, cp, chow], five),
            ["Two Concealed Pungs", "Melded and Concealed Kong"]
        );
        assert_eq!(
            fans(&[ck, ck, mk, cp], d),
            ["Three Kongs", "Three Concealed Pungs", "All Pungs"]
        );
        assert_eq!(
            fans(&[ck, ck, ck, ck], d),
            ["Four Kongs", "Four Concealed Pungs"]
        );
        assert_eq!(fans(&[cp, cp, cp, cp], d), ["Four Concealed Pungs"]);
    }
}
