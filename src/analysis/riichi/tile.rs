//! Tiles as the calculator counts them: indices 0–33, the project's `Kind::index`
//! (0–8 dots, 9–17 bamboo, 18–26 characters, 27–30 East South West North, 31 red,
//! 32 green, 33 white dragon).

use crate::tiles::Wind;

pub const KINDS: usize = 34;
pub type Counts = [u8; KINDS];

pub const EAST: u8 = 27;
pub const RED: u8 = 31;
pub const GREEN: u8 = 32;
pub const WHITE: u8 = 33;

pub fn is_honour(t: u8) -> bool {
    t >= 27
}

pub fn is_dragon(t: u8) -> bool {
    t >= RED
}

pub fn is_wind(t: u8) -> bool {
    (27..31).contains(&t)
}

/// 1–9 for a number tile.
pub fn rank(t: u8) -> u8 {
    t % 9 + 1
}

pub fn suit(t: u8) -> u8 {
    t / 9
}

pub fn is_terminal(t: u8) -> bool {
    t < 27 && matches!(rank(t), 1 | 9)
}

pub fn is_terminal_or_honour(t: u8) -> bool {
    is_honour(t) || is_terminal(t)
}

pub fn is_simple(t: u8) -> bool {
    !is_terminal_or_honour(t)
}

pub fn wind_tile(w: Wind) -> u8 {
    EAST + w as u8
}

/// Sets of tiles as bits (bit `t` for tile `t`), for tests over a whole hand.
pub const HONOURS: u64 = 0x7f << 27;
pub const TERMINALS: u64 = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26;
pub const SIMPLES: u64 = ((1 << 27) - 1) & !TERMINALS;
pub const GREEN_TILES: u64 = 1 << 10 | 1 << 11 | 1 << 12 | 1 << 14 | 1 << 16 | 1 << GREEN;

/// The tile a dora indicator points at: the next in its suit, 9 going round to 1; the
/// winds in the order East, South, West, North; the dragons white, green, red.
pub fn dora_after(indicator: u8) -> u8 {
    match indicator {
        0..=26 => suit(indicator) * 9 + rank(indicator) % 9,
        27..=30 => 27 + (indicator - 27 + 1) % 4,
        WHITE => GREEN,
        GREEN => RED,
        _ => WHITE,
    }
}

/// The tile a digit and a suit letter write (`5m`, `7z`; `0` a red five), or `None`.
pub fn from_digit(digit: u8, suit: char) -> Option<u8> {
    let d = if digit == 0 { 5 } else { digit };
    match (suit, d) {
        (_, 10..) | (_, 0) => None,
        ('p', _) => Some(d - 1),
        ('s', _) => Some(9 + d - 1),
        ('m', _) => Some(18 + d - 1),
        ('z', 1..=4) if digit != 0 => Some(27 + d - 1),
        ('z', 5..=7) => Some([WHITE, GREEN, RED][usize::from(d - 5)]),
        _ => None,
    }
}

/// Bamboo 2, 3, 4, 6, 8 and the green dragon: the tiles of All Green.
pub fn is_green(t: u8) -> bool {
    t == GREEN || (9..18).contains(&t) && matches!(rank(t), 2 | 3 | 4 | 6 | 8)
}

/// A tile in the notation riichi players share: `5m`, `0p` never (a red five is told
/// apart by the hand), `1z`…`7z` for East South West North white green red.
pub fn written(t: u8) -> String {
    match t {
        0..=8 => format!("{}p", rank(t)),
        9..=17 => format!("{}s", rank(t)),
        18..=26 => format!("{}m", rank(t)),
        27..=30 => format!("{}z", t - 26),
        WHITE => "5z".into(),
        GREEN => "6z".into(),
        _ => "7z".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dora_goes_round_within_its_family() {
        assert_eq!(dora_after(8), 0); // 9p → 1p
        assert_eq!(dora_after(9 + 4), 9 + 5); // 5s → 6s
        assert_eq!(dora_after(30), 27); // North → East
        assert_eq!(dora_after(WHITE), GREEN);
        assert_eq!(dora_after(GREEN), RED);
        assert_eq!(dora_after(RED), WHITE);
    }

    #[test]
    fn the_masks_hold_what_the_tests_say() {
        let mask = |f: fn(u8) -> bool| (0..34u8).filter(|&t| f(t)).fold(0u64, |m, t| m | 1 << t);
        assert_eq!(HONOURS, mask(is_honour));
        assert_eq!(TERMINALS, mask(is_terminal));
        assert_eq!(SIMPLES, mask(is_simple));
        assert_eq!(GREEN_TILES, mask(is_green));
    }

    #[test]
    fn honours_are_written_with_z() {
        assert_eq!(written(WHITE), "5z");
        assert_eq!(written(RED), "7z");
        assert_eq!(written(18), "1m");
    }
}
