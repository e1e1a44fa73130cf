//! Fan that depend only on which tiles the hand holds, whatever the arrangement: suits,
//! terminals and honours, ranges, colours, and Tile Hog.

use crate::analysis::mcr::fan::{Fan, FanTable};
use crate::analysis::mcr::tile::{Counts, GREEN_TILES, ORPHANS, REVERSIBLE_TILES};

/// The tile-only fan of a hand with `kongs` kongs, `all` counting every tile (kongs with
/// four). Exclusions between them are left to the non-repeat table.
pub(crate) fn tile_fans(all: &Counts, kongs: u8) -> FanTable {
    let mut t = FanTable::new();
    let mut present = 0u64;
    let mut fours = 0u8;
    for (i, &n) in all.iter().enumerate() {
        present |= u64::from(n != 0) << i;
        fours += u8::from(n == 4);
    }
    let suit_bits = |s: u32| (present >> (9 * s)) & 0x1FF;
    let suits = (0..3).fold(0u8, |m, s| m | (u8::from(suit_bits(s) != 0) << s));
    // Bit r for rank r, from the three suits' nine-bit fields.
    let ranks = ((suit_bits(0) | suit_bits(1) | suit_bits(2)) << 1) as u16;
    let honours = present >> 27 != 0;
    let winds = (present >> 27) & 0xF != 0;
    let dragons = present >> 31 != 0;

    // Suits (Green Book: One Voided Suit, Half Flush, Full Flush, No Honors, All Types).
    if !honours {
        t.set(Fan::NoHonors, 1);
    }
    match suits.count_ones() {
        2 => t.set(Fan::OneVoidedSuit, 1),
        1 if honours => t.set(Fan::HalfFlush, 1),
        1 => t.set(Fan::FullFlush, 1),
        _ => {}
    }
    if suits == 0b111 && winds && dragons {
        t.set(Fan::AllTypes, 1);
    }

    // Terminals, honours and tile colours.
    let terminals_or_honours = ORPHANS;
    if present & terminals_or_honours == 0 {
        t.set(Fan::AllSimples, 1);
    }
    if present & !REVERSIBLE_TILES == 0 {
        t.set(Fan::ReversibleTiles, 1);
    }
    if present & !GREEN_TILES == 0 {
        t.set(Fan::AllGreen, 1);
    }
    if suits == 0 {
        t.set(Fan::AllHonors, 1);
    } else if present & !terminals_or_honours == 0 {
        if honours {
            t.set(Fan::AllTerminalsAndHonors, 1);
        } else {
            t.set(Fan::AllTerminals, 1);
        }
    }

    // Ranges of numbers, for hands without honours. `ranks` has bit r for rank r.
    if !honours {
        const LOW3: u16 = 0b1110;
        const LOW4: u16 = 0b11110;
        const MID3: u16 = 0b111_0000;
        const HIGH3: u16 = 0b11_1000_0000;
        const HIGH4: u16 = 0b11_1100_0000;
        if ranks & !LOW3 == 0 {
            t.set(Fan::LowerTiles, 1);
        } else if ranks & !LOW4 == 0 {
            t.set(Fan::LowerFour, 1);
        } else if ranks & !HIGH3 == 0 {
            t.set(Fan::UpperTiles, 1);
        } else if ranks & !HIGH4 == 0 {
            t.set(Fan::UpperFour, 1);
        } else if ranks & !MID3 == 0 {
            t.set(Fan::MiddleTiles, 1);
        }
    }

    // Tile Hog: all four of a tile without a kong of it.
    t.set(Fan::TileHog, fours.saturating_sub(kongs));
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::mcr::parse_hand;

    fn fans(text: &str) -> Vec<&'static str> {
        let h = parse_hand(text).expect("parses");
        let kongs = h
            .melds()
            .iter()
            .filter(|m| m.kind == crate::analysis::mcr::MeldKind::Kong)
            .count() as u8;
        let t = tile_fans(&h.all_counts(), kongs);
        Fan::all().filter(|&f| t.has(f)).map(Fan::name).collect()
    }

    #[test]
    fn suits_and_honours() {
        assert_eq!(
            fans("123m456p789p11p234p"),
            ["One Voided Suit", "No Honors"]
        );
        assert_eq!(fans("123m456m789m11m234m"), ["Full Flush", "No Honors"]);
        assert_eq!(fans("123m456m789mEEE11m"), ["Half Flush"]);
        assert_eq!(fans("123m456p789sEEECC"), ["All Types"]);
        assert_eq!(fans("EEESSSWWWCCCFF"), ["All Honors"]);
        assert_eq!(fans("111m999p111s99sEEE"), ["All Terminals and Honors"]);
        assert_eq!(fans("111m999p111s99s999m"), ["All Terminals", "No Honors"]);
    }

    #[test]
    fn colours_and_ranges() {
        assert_eq!(fans("234s666s888sFFF22s"), ["All Green", "Half Flush"]);
        assert_eq!(
            fans("123p345p888pPPP99p"),
            ["Reversible Tiles", "Half Flush"]
        );
        assert_eq!(fans("123m234p234s11s234m"), ["Lower Four", "No Honors"]);
        assert_eq!(fans("123m123p123s11s233m"), ["Lower Tiles", "No Honors"]);
        assert_eq!(
            fans("456m456p456s44s456m"),
            ["Middle Tiles", "All Simples", "No Honors"]
        );
        assert_eq!(fans("789m789p789s99s789m"), ["Upper Tiles", "No Honors"]);
        assert_eq!(fans("678m789p789s99s789m"), ["Upper Four", "No Honors"]);
    }

    #[test]
    fn tile_hog_is_four_of_a_tile_outside_a_kong() {
        assert_eq!(fans("111123m456p789sEE"), ["Tile Hog"]);
        assert!(fans("[1111m]23m456p789sEEE").is_empty());
    }
}
