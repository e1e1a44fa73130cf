//! Whether a hand was waiting on one tile only, the condition for Edge Wait, Closed
//! Wait and Single Wait.
//!
//! The wait is judged on the shape of the concealed tiles held before the win: a tile
//! counts as a wait when adding it completes four sets and a pair (or seven pairs, for
//! a hand without melds), even if the player already holds its four copies. This is how
//! ChineseOfficialMahjongHelper (S2) and PyMahjongGB judge it; the rulebook only says
//! the hand must wait on that tile alone.

use super::decompose::{self, Arrangement};
use super::tile::{self, Counts, Tile};

/// Whether `before` (the concealed tiles without the winning tile), which `win`
/// completes, completes with no other tile.
pub(crate) fn only_wait(before: &Counts, melds: usize, win: u8) -> bool {
    let mut c = *before;
    for t in 0..Tile::COUNT as u8 {
        if t == win || !could_complete(before, t) {
            continue;
        }
        c[usize::from(t)] += 1;
        let wins = completes(&c, melds);
        c[usize::from(t)] -= 1;
        if wins {
            return false;
        }
    }
    true
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

fn completes(c: &Counts, melds: usize) -> bool {
    if melds == 0 && decompose::is_seven_pairs(c) {
        return true;
    }
    let filler = decompose_filler(melds);
    let mut found = false;
    decompose::standard(c, &filler[..melds], &mut |_: &Arrangement| found = true);
    found
}

fn decompose_filler(_melds: usize) -> [decompose::Set; 4] {
    [decompose::Set {
        kind: decompose::SetKind::Pung,
        tile: 0,
        concealed: false,
        declared: true,
    }; 4]
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
