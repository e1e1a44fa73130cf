//! The one random source of the project.
//!
//! Questions must be identical on every machine and every version, so we depend only on
//! the ChaCha8 output stream (which `rand_chacha` keeps value-stable) and do our own
//! range reduction and shuffling instead of relying on helpers whose algorithms may change.

use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Debug, Clone)]
pub struct Dice(ChaCha8Rng);

impl Dice {
    pub fn seeded(seed: u64) -> Self {
        Dice(ChaCha8Rng::seed_from_u64(seed))
    }

    /// Seed derived from a user-visible seed and a stable label (an article id), so that
    /// the same `--seed` gives different but reproducible situations per article.
    pub fn for_label(seed: u64, label: &str) -> Self {
        Self::seeded(seed ^ fnv1a(label.as_bytes()))
    }

    /// Uniform in `0..n` (n > 0) by rejection, free of modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "Dice::below(0)");
        let zone = u32::MAX - (u32::MAX % n);
        loop {
            let v = self.0.next_u32();
            if v < zone {
                return v % n;
            }
        }
    }

    pub fn range(&mut self, lo: u32, hi_inclusive: u32) -> u32 {
        lo + self.below(hi_inclusive - lo + 1)
    }

    pub fn chance(&mut self, numerator: u32, denominator: u32) -> bool {
        self.below(denominator) < numerator
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u32) as usize]
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    pub fn die(&mut self) -> u8 {
        self.range(1, 6) as u8
    }
}

pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Dice::seeded(7);
        let mut b = Dice::seeded(7);
        let xs: Vec<u32> = (0..50).map(|_| a.below(1000)).collect();
        let ys: Vec<u32> = (0..50).map(|_| b.below(1000)).collect();
        assert_eq!(xs, ys);
    }

    #[test]
    fn stream_is_pinned() {
        // Pins the portable stream: if this changes, every shared quiz code changes.
        let mut d = Dice::seeded(42);
        let xs: Vec<u32> = (0..8).map(|_| d.below(100)).collect();
        assert_eq!(xs, PINNED_42);
    }

    const PINNED_42: [u32; 8] = [17, 45, 4, 98, 92, 68, 50, 21];

    #[test]
    fn below_stays_in_range() {
        let mut d = Dice::seeded(1);
        for n in 1..200 {
            assert!(d.below(n) < n);
        }
    }
}
