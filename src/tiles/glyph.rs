//! Tile glyphs in a fixed two-cell slot, so that racks line up whatever the style.

use super::{Dragon, Kind, Suit, Wind, notation::code};
use serde::{Deserialize, Serialize};
use unicode_width::UnicodeWidthStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum TileStyle {
    /// Two letters a tile: 5d, 1b, 9c, Ew, Rd, Fl, JK.
    #[default]
    Ascii,
    /// The Mahjong Tiles block of Unicode (U+1F000).
    Unicode,
    /// Chinese characters: 東 南 中 發, 一 to 九 for craks.
    Cjk,
}

impl TileStyle {
    pub const ALL: [TileStyle; 3] = [TileStyle::Ascii, TileStyle::Unicode, TileStyle::Cjk];

    pub fn name(self) -> &'static str {
        match self {
            TileStyle::Ascii => "ascii",
            TileStyle::Unicode => "unicode",
            TileStyle::Cjk => "cjk",
        }
    }
}

/// The glyph of a tile, padded to exactly two terminal cells.
pub fn glyph(kind: Kind, style: TileStyle) -> String {
    let raw = match style {
        TileStyle::Ascii => code(kind),
        TileStyle::Unicode => unicode(kind).to_string(),
        TileStyle::Cjk => cjk(kind).to_string(),
    };
    pad_to_two(raw)
}

fn pad_to_two(mut s: String) -> String {
    while s.width() < 2 {
        s.push(' ');
    }
    s
}

fn unicode(kind: Kind) -> char {
    let base = |offset: u32| char::from_u32(0x1F000 + offset).unwrap_or('?');
    match kind {
        Kind::Wind(w) => base(w as u32),
        Kind::Dragon(Dragon::Red) => base(4),
        Kind::Dragon(Dragon::Green) => base(5),
        Kind::Dragon(Dragon::White) => base(6),
        Kind::Number(Suit::Craks, n) => base(6 + u32::from(n)),
        Kind::Number(Suit::Bams, n) => base(15 + u32::from(n)),
        Kind::Number(Suit::Dots, n) => base(24 + u32::from(n)),
        Kind::NumberedFlower(n) => base(33 + u32::from(n)),
        Kind::Season(n) => base(37 + u32::from(n)),
        Kind::Flower => base(0x22),
        Kind::Joker => base(0x2A),
    }
}

fn cjk(kind: Kind) -> &'static str {
    const CRAKS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
    const DOTS: [&str; 9] = ["①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨"];
    const BAMS: [&str; 9] = ["Ⅰ", "Ⅱ", "Ⅲ", "Ⅳ", "Ⅴ", "Ⅵ", "Ⅶ", "Ⅷ", "Ⅸ"];
    const FLOWERS: [&str; 4] = ["梅", "蘭", "菊", "竹"];
    const SEASONS: [&str; 4] = ["春", "夏", "秋", "冬"];
    let i = |n: u8| usize::from(n.clamp(1, 9) - 1);
    match kind {
        Kind::Number(Suit::Craks, n) => CRAKS[i(n)],
        Kind::Number(Suit::Dots, n) => DOTS[i(n)],
        Kind::Number(Suit::Bams, n) => BAMS[i(n)],
        Kind::Wind(Wind::East) => "東",
        Kind::Wind(Wind::South) => "南",
        Kind::Wind(Wind::West) => "西",
        Kind::Wind(Wind::North) => "北",
        Kind::Dragon(Dragon::Red) => "中",
        Kind::Dragon(Dragon::Green) => "發",
        Kind::Dragon(Dragon::White) => "白",
        Kind::Flower => "花",
        Kind::NumberedFlower(n) => FLOWERS[usize::from(n.clamp(1, 4) - 1)],
        Kind::Season(n) => SEASONS[usize::from(n.clamp(1, 4) - 1)],
        Kind::Joker => "百",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_fills_two_cells() {
        for style in TileStyle::ALL {
            for k in Kind::all() {
                assert_eq!(glyph(k, style).width(), 2, "{k:?} {style:?}");
            }
        }
    }

    #[test]
    fn unicode_points_are_the_named_tiles() {
        assert_eq!(unicode(Kind::Wind(Wind::East)), '\u{1F000}');
        assert_eq!(unicode(Kind::Dragon(Dragon::Red)), '\u{1F004}');
        assert_eq!(unicode(Kind::Number(Suit::Craks, 1)), '\u{1F007}');
        assert_eq!(unicode(Kind::Number(Suit::Bams, 1)), '\u{1F010}');
        assert_eq!(unicode(Kind::Number(Suit::Dots, 9)), '\u{1F021}');
        assert_eq!(unicode(Kind::Joker), '\u{1F02A}');
    }
}
