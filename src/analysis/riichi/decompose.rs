//! Every way the concealed tiles read as sets and a pair.

use super::tile::{self, Counts};

/// A set of three (or four, for a kan) tiles: a run from `tile` or a triplet of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Set {
    pub run: bool,
    pub tile: u8,
    pub concealed: bool,
    pub kan: bool,
}

impl Set {
    pub fn contains(&self, t: u8) -> bool {
        if self.run {
            (self.tile..self.tile + 3).contains(&t)
        } else {
            self.tile == t
        }
    }

    /// Whether a terminal or an honour is among its tiles.
    pub fn has_terminal_or_honour(&self) -> bool {
        if self.run {
            matches!(tile::rank(self.tile), 1 | 7)
        } else {
            tile::is_terminal_or_honour(self.tile)
        }
    }
}

/// The concealed tiles as a pair and sets, the sets lowest first.
#[derive(Debug, Clone, Copy)]
pub struct Reading {
    pub pair: u8,
    pub sets: [Set; 4],
    pub len: u8,
}

impl Reading {
    pub fn sets(&self) -> &[Set] {
        &self.sets[..usize::from(self.len)]
    }
}

pub(super) const NO_SET: Set = Set {
    run: false,
    tile: 0,
    concealed: true,
    kan: false,
};

/// Calls `f` with every reading of `counts` as `sets` sets and a pair.
pub fn for_each_reading(counts: &Counts, sets: usize, mut f: impl FnMut(&Reading)) {
    let mut work = *counts;
    for pair in 0..tile::KINDS {
        if work[pair] < 2 {
            continue;
        }
        work[pair] -= 2;
        if !could_be_sets(&work) {
            work[pair] += 2;
            continue;
        }
        let mut reading = Reading {
            pair: pair as u8,
            sets: [NO_SET; 4],
            len: 0,
        };
        take_sets(&mut work, 0, sets, &mut reading, &mut f);
        work[pair] += 2;
    }
}

/// Whether `work` might split into sets: each suit's count a multiple of three, each
/// honour held three times or not at all. Most pairs a hand could keep fail it.
fn could_be_sets(work: &Counts) -> bool {
    (0..3).all(|s| work[s * 9..s * 9 + 9].iter().sum::<u8>() % 3 == 0)
        && work[27..].iter().all(|&n| n == 0 || n == 3)
}

fn take_sets(
    work: &mut Counts,
    from: usize,
    left: usize,
    reading: &mut Reading,
    f: &mut impl FnMut(&Reading),
) {
    let Some(i) = (from..tile::KINDS).find(|&i| work[i] > 0) else {
        if left == 0 {
            f(reading);
        }
        return;
    };
    if left == 0 {
        return;
    }
    let t = i as u8;
    let at = usize::from(reading.len);
    if work[i] >= 3 {
        work[i] -= 3;
        reading.sets[at] = Set {
            run: false,
            tile: t,
            ..NO_SET
        };
        reading.len += 1;
        take_sets(work, i, left - 1, reading, f);
        reading.len -= 1;
        work[i] += 3;
    }
    if !tile::is_honour(t) && tile::rank(t) <= 7 && work[i + 1] > 0 && work[i + 2] > 0 {
        for n in &mut work[i..i + 3] {
            *n -= 1;
        }
        reading.sets[at] = Set {
            run: true,
            tile: t,
            ..NO_SET
        };
        reading.len += 1;
        take_sets(work, i, left - 1, reading, f);
        reading.len -= 1;
        for n in &mut work[i..i + 3] {
            *n += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(tiles: &[u8]) -> Counts {
        let mut c = [0; tile::KINDS];
        for &t in tiles {
            c[usize::from(t)] += 1;
        }
        c
    }

    #[test]
    fn three_identical_runs_read_also_as_three_triplets() {
        // 111222333p 456p 99p
        let hand = counts(&[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 4, 5, 8, 8]);
        let mut out = Vec::new();
        for_each_reading(&hand, 4, |r| out.push(*r));
        assert_eq!(out.len(), 2);
        assert!(out.iter().all(|r| r.pair == 8));
    }

    #[test]
    fn an_incomplete_hand_has_no_reading() {
        let hand = counts(&[0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 4, 6, 8, 8]);
        let mut out = Vec::new();
        for_each_reading(&hand, 4, |r| out.push(*r));
        assert!(out.is_empty());
    }
}
