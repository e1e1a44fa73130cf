//! One line of a batch, as `mjref riichi score --batch` and the differential tool write
//! it: the hand, then `key=value` words for how it was won (`tsumo=1 seat=S dora=3p`). A
//! batch speaks English, for programs.

use super::hand::{Hand, WinContext};
use super::{parse_hand, tile};
use crate::tiles::Wind;

/// The hand and the win a batch line describes, or why the line cannot be read.
pub fn parse_line(text: &str) -> Result<(Hand, WinContext), String> {
    // The hand is every word before the first key=value.
    let keys_at = text
        .split_whitespace()
        .find(|w| w.contains('='))
        .map_or(text.len(), |w| w.as_ptr() as usize - text.as_ptr() as usize);
    let (hand_text, keys) = text.split_at(keys_at);
    let mut ctx = WinContext::default();
    for word in keys.split_whitespace() {
        let (key, value) = word
            .split_once('=')
            .ok_or_else(|| format!("`{word}` is not key=value"))?;
        let flag = || match value {
            "0" => Ok(false),
            "1" => Ok(true),
            _ => Err(format!("{key}={value}: use 0 or 1")),
        };
        let wind = || {
            [
                ("E", "east", Wind::East),
                ("S", "south", Wind::South),
                ("W", "west", Wind::West),
                ("N", "north", Wind::North),
            ]
            .into_iter()
            .find(|(letter, word, _)| {
                value.eq_ignore_ascii_case(letter) || value.eq_ignore_ascii_case(word)
            })
            .map(|(.., w)| w)
            .ok_or_else(|| format!("`{value}` is not a wind: use E, S, W or N"))
        };
        match key {
            "tsumo" => ctx.tsumo = flag()?,
            "riichi" => ctx.riichi = flag()?,
            "double_riichi" => ctx.double_riichi = flag()?,
            "ippatsu" => ctx.ippatsu = flag()?,
            "haitei" => ctx.haitei = flag()?,
            "houtei" => ctx.houtei = flag()?,
            "rinshan" => ctx.rinshan = flag()?,
            "chankan" => ctx.chankan = flag()?,
            "tenhou" => ctx.tenhou = flag()?,
            "chiihou" => ctx.chiihou = flag()?,
            "renhou" => ctx.renhou = flag()?,
            "tile_not_kept_apart" => ctx.tile_not_kept_apart = flag()?,
            "seat" => ctx.seat = wind()?,
            "round" => ctx.round = wind()?,
            "dora" => ctx.dora_indicators = indicators(value)?,
            "ura" => ctx.ura_indicators = indicators(value)?,
            "honba" => {
                ctx.honba = value
                    .parse()
                    .ok()
                    .filter(|&n: &u32| n <= 99)
                    .ok_or_else(|| format!("honba={value}: use 0 to 99"))?
            }
            _ => return Err(format!("unknown key `{key}`")),
        }
    }
    let hand = parse_hand(hand_text).map_err(|e| e.to_string())?;
    Ok((hand, ctx))
}

/// Dora indicators written as tiles (`3p7z`): each read as the one tile it is.
pub fn indicators(text: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut digits = 0..0;
    for (at, ch) in text.char_indices() {
        match ch {
            '1'..='9' => {
                if digits.is_empty() {
                    digits = at..at;
                }
                digits.end = at + 1;
            }
            'm' | 'p' | 's' | 'z' if !digits.is_empty() => {
                for d in text[digits.clone()].bytes() {
                    let tile = tile::from_digit(d - b'0', ch)
                        .ok_or_else(|| format!("{text}: {}{ch} is not a tile", d as char))?;
                    out.push(tile);
                }
                digits = 0..0;
            }
            c if c.is_whitespace() && digits.is_empty() => {}
            _ => return Err(format!("{text}: `{ch}` is not part of a tile")),
        }
    }
    if !digits.is_empty() {
        return Err(format!("{text}: digits without a suit letter"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_follow_the_hand() {
        let (hand, ctx) =
            parse_line("234m66p34567s8s [777z] tsumo=1 seat=w dora=3p7z honba=2").expect("reads");
        assert_eq!(hand.win(), 9 + 7);
        assert!(ctx.tsumo && !ctx.riichi);
        assert_eq!(ctx.seat, Wind::West);
        assert_eq!(ctx.dora_indicators, vec![2, tile::RED]);
        assert_eq!(ctx.honba, 2);
    }

    #[test]
    fn a_bad_word_is_told() {
        assert_eq!(
            parse_line("123m colour=red").map(|_| ()),
            Err("unknown key `colour`".to_string())
        );
        assert!(parse_line("123m seat=X").is_err());
        assert!(indicators("3p8z").is_err());
        assert!(indicators("3").is_err());
    }
}
