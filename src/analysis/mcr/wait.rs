//! Whether a hand was waiting on one tile only, the condition for Edge Wait, Closed
//! Wait and Single Wait.
//!
//! The wait is judged on the shape of the concealed tiles held before the win: a tile
//! counts as a wait when adding it completes four sets and a pair (or seven pairs, for
//! a hand without melds), even if the player already holds its four copies. This is how
//! ChineseOfficialMahjongHelper (S2) and PyMahjongGB judge it; the rulebook only says
//! the hand must wait on that tile alone.

use super::decompose;
use super::tile::{self, Counts};

/// Whether `before` (the concealed tiles without the winning tile), which `win`
/// completes, completes with no other tile. `melds` is the number of sets already
/// declared (seven pairs needs none).
pub(crate) fn only_wait(before: &Counts, melds: usize, win: u8) -> bool {
    if melds == 0 {
        // Seven pairs waits on the one tile held an odd number of times, if only one is.
        let mut odd = before.iter().enumerate().filter(|&(_, &n)| n % 2 == 1);
        if let (Some((t, _)), None) = (odd.next(), odd.next())
            && t != usize::from(win)
        {
            return false;
        }
    }
    // Sets never cross groups (the three suits, each honour), and every group must come
    // out a multiple of three tiles except the pair's. With 3n+1 tiles held, either one
    // group is one over (the new tile goes there and makes the pair) or two groups are
    // two over (the new tile completes one, the other holds the pair).
    let mut over = [0u8; GROUPS];
    for (g, o) in over.iter_mut().enumerate() {
        *o = group(before, g).iter().sum::<u8>() % 3;
    }
    let (mut ones, mut twos) = ([0usize; GROUPS], [0usize; GROUPS]);
    let (mut n1, mut n2) = (0, 0);
    for (g, &o) in over.iter().enumerate() {
        match o {
            1 => {
                ones[n1] = g;
                n1 += 1;
            }
            2 => {
                twos[n2] = g;
                n2 += 1;
            }
            _ => {}
        }
    }
    // (group the new tile goes to, group holding the pair)
    let plans: [(usize, usize); 2] = match (n1, n2) {
        (1, 0) => [(ones[0], ones[0]); 2],
        (0, 2) => [(twos[0], twos[1]), (twos[1], twos[0])],
        _ => return true,
    };
    let rest_are_sets = (0..GROUPS)
        .filter(|g| plans.iter().all(|&(t, p)| *g != t && *g != p))
        .all(|g| is_sets(group(before, g)));
    if !rest_are_sets {
        return true;
    }
    for (target, pair) in plans {
        if pair != target && !has_pair_and_sets(group(before, pair)) {
            continue;
        }
        let base = group_start(target);
        let held = group(before, target);
        for i in 0..held.len() {
            let t = (base + i) as u8;
            if t == win || !could_complete(before, t) {
                continue;
            }
            let mut c = [0u8; 9];
            c[..held.len()].copy_from_slice(held);
            c[i] += 1;
            let c = &c[..held.len()];
            let completes = if pair == target {
                has_pair_and_sets(c)
            } else {
                is_sets(c)
            };
            if completes {
                return false;
            }
        }
    }
    true
}

/// Three suits, then the seven honours one by one.
const GROUPS: usize = 10;

const fn group_start(g: usize) -> usize {
    if g < 3 { g * 9 } else { 27 + g - 3 }
}

fn group(c: &Counts, g: usize) -> &[u8] {
    let start = group_start(g);
    &c[start..start + if g < 3 { 9 } else { 1 }]
}

fn is_sets(c: &[u8]) -> bool {
    if c.len() == 9 {
        decompose::suit_is_sets(c)
    } else {
        c[0].is_multiple_of(3)
    }
}

fn has_pair_and_sets(c: &[u8]) -> bool {
    if c.len() != 9 {
        return c[0] == 2;
    }
    let mut a = [0u8; 9];
    a.copy_from_slice(c);
    let class = decompose::pair_rank_class(c);
    (0..9).any(|i| {
        if a[i] < 2 || i % 3 != class {
            return false;
        }
        a[i] -= 2;
        let ok = decompose::suit_is_sets(&a);
        a[i] += 2;
        ok
    })
}

/// A tile can only complete the hand if it pairs with or runs next to a tile held.
fn could_complete(c: &Counts, t: u8) -> bool {
    let i = usize::from(t);
    if c[i] != 0 {
        return true;
    }
    if !tile::is_number(t) {
        return false;
    }
    let r = tile::rank(t);
    (r > 1 && c[i - 1] != 0)
        || (r > 2 && c[i - 2] != 0)
        || (r < 9 && c[i + 1] != 0)
        || (r < 8 && c[i + 2] != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::mcr::parse_hand;

    fn only(text: &str) -> bool {
        let h = parse_hand(text).expect("parses");
        let mut before = h.standing_counts();
        before[h.win_tile().idx()] -= 1;
        only_wait(&before, h.melds().len(), h.win_tile().index())
    }

    #[test]
    fn one_tile_waits() {
        assert!(only("12m456p789s111sEE 3m"), "edge");
        assert!(only("13m456p789s111sEE 2m"), "closed");
        assert!(only("123m456p789s111sE E"), "single");
        assert!(!only("23m456p789s111sEE 4m"), "two-sided");
        assert!(!only("1112m456p789sEEE 2m"), "2m or 3m");
        assert!(only("[123m,1]345p789s111sE E"), "single after a meld");
    }

    #[test]
    fn seven_pairs_waits_count_for_a_hand_without_melds() {
        // As sets 11223344m55p66s never completes; only seven pairs on 7s does.
        assert!(only("11223344m55p66s7s7s"));
    }

    #[test]
    fn a_tile_held_four_times_still_counts_as_a_wait() {
        // 5555678m waits on 8m and, in shape, on a fifth 5m.
        assert!(!only("567p789s5555678m8m"));
    }
}
