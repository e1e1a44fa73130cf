//! Tile glyphs in a fixed slot per style, so that racks line up: two cells for letters and
//! the Unicode tiles, three for Chinese characters, which need a digit and a suit
//! character (5萬, 5索, 5筒) to read as players write them.

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
    /// Chinese characters as players write tiles: 5萬 5索 5筒, 東 南 中 發 白.
    Cjk,
    /// Two letters a tile, the suits as riichi players write them: 5m, 5p, 5s; Ew, Rd.
    Mps,
}

impl TileStyle {
    pub const ALL: [TileStyle; 4] = [
        TileStyle::Ascii,
        TileStyle::Unicode,
        TileStyle::Cjk,
        TileStyle::Mps,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TileStyle::Ascii => "ascii",
            TileStyle::Unicode => "unicode",
            TileStyle::Cjk => "cjk",
            TileStyle::Mps => "mps",
        }
    }

    /// The terminal cells every tile of this style takes.
    pub fn cells(self) -> usize {
        match self {
            TileStyle::Ascii | TileStyle::Unicode | TileStyle::Mps => 2,
            TileStyle::Cjk => 3,
        }
    }
}

/// A tile named in a sentence: its glyph without the padding that lines up a row.
pub fn tile_word(kind: Kind, style: TileStyle) -> String {
    glyph(kind, style).trim_end().to_string()
}

/// The glyph of a tile, padded to exactly the style's cells.
pub fn glyph(kind: Kind, style: TileStyle) -> String {
    let mut s = match style {
        TileStyle::Ascii => code(kind),
        TileStyle::Unicode => unicode(kind).to_string(),
        TileStyle::Cjk => cjk(kind),
        TileStyle::Mps => mps(kind),
    };
    while s.width() < style.cells() {
        s.push(' ');
    }
    s
}

/// A number tile with its suit as riichi players write it (m characters, p dots, s
/// bamboos); honours and the rest in the two-letter codes.
fn mps(kind: Kind) -> String {
    match kind {
        Kind::Number(s, n) => format!(
            "{n}{}",
            match s {
                Suit::Craks => 'm',
                Suit::Dots => 'p',
                Suit::Bams => 's',
            }
        ),
        other => code(other),
    }
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

/// A number tile as a digit and its suit's character (萬 craks, 索 bamboos, 筒 dots), the
/// way tiles are written in Chinese rule books and score sheets; an honour, flower or
/// joker as its one character.
fn cjk(kind: Kind) -> String {
    const FLOWERS: [&str; 4] = ["梅", "蘭", "菊", "竹"];
    const SEASONS: [&str; 4] = ["春", "夏", "秋", "冬"];
    let honour = match kind {
        Kind::Number(suit, n) => {
            let mark = match suit {
                Suit::Craks => "萬",
                Suit::Bams => "索",
                Suit::Dots => "筒",
            };
            return format!("{}{mark}", n.clamp(1, 9));
        }
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
    };
    honour.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_fills_its_styles_cells() {
        for style in TileStyle::ALL {
            for k in Kind::all() {
                assert_eq!(glyph(k, style).width(), style.cells(), "{k:?} {style:?}");
            }
        }
    }

    #[test]
    fn chinese_tiles_name_their_suit() {
        assert_eq!(glyph(Kind::Number(Suit::Craks, 5), TileStyle::Mps), "5m");
        assert_eq!(glyph(Kind::Number(Suit::Dots, 9), TileStyle::Mps), "9p");
        assert_eq!(glyph(Kind::Number(Suit::Bams, 1), TileStyle::Mps), "1s");
        assert_eq!(glyph(Kind::Dragon(Dragon::Red), TileStyle::Mps), "Rd");
        assert_eq!(glyph(Kind::Number(Suit::Craks, 5), TileStyle::Cjk), "5萬");
        assert_eq!(glyph(Kind::Number(Suit::Bams, 1), TileStyle::Cjk), "1索");
        assert_eq!(glyph(Kind::Number(Suit::Dots, 9), TileStyle::Cjk), "9筒");
        assert_eq!(glyph(Kind::Wind(Wind::East), TileStyle::Cjk), "東 ");
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
