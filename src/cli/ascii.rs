//! Plain output for a terminal whose locale is not UTF-8: every character outside ASCII is
//! written as ASCII (box lines as dashes, an ellipsis as three dots, a letter with an
//! accent as the letter, Cyrillic spelt in Latin letters), so that a legacy console or a
//! braille line never shows garbage.

use crate::tiles::TileStyle;
use std::io::{self, Write};

/// Whether the locale the environment names (LC_ALL, then LC_CTYPE, then LANG) uses
/// UTF-8. An unset locale is the C locale, which does not.
pub fn locale_is_utf8(var: impl Fn(&str) -> Option<String>) -> bool {
    ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .filter_map(|k| var(k).filter(|v| !v.is_empty()))
        .next()
        .is_some_and(|v| {
            let v = v.to_ascii_lowercase();
            v.contains("utf-8") || v.contains("utf8")
        })
}

/// Where plain output goes and how it draws tiles: as asked where the locale is UTF-8;
/// else folded to ASCII, tiles as two letters (glyphs would not show).
pub fn plain_out<'a>(out: &'a mut dyn Write, tiles: TileStyle) -> (Box<dyn Write + 'a>, TileStyle) {
    if locale_is_utf8(|k| std::env::var(k).ok()) {
        (Box::new(out), tiles)
    } else {
        // Where the terminal takes ASCII only, tiles are written in letters; a style that
        // is letters already stays.
        let letters = match tiles {
            TileStyle::Mps => TileStyle::Mps,
            _ => TileStyle::Ascii,
        };
        (Box::new(AsciiOut::new(out)), letters)
    }
}

/// One character as ASCII.
fn fold(c: char, out: &mut String) {
    if let Some(latin) = cyrillic(c) {
        // Russian spelt in Latin letters ("Север" as "Sever"): a reader can still read it,
        // where question marks would say nothing.
        let mut chars = latin.chars();
        match chars.next() {
            Some(first) if c.is_uppercase() => {
                out.push(first.to_ascii_uppercase());
                out.push_str(chars.as_str());
            }
            _ => out.push_str(latin),
        }
        return;
    }
    match c {
        c if c.is_ascii() => out.push(c),
        '─' | '━' | '–' | '—' | '‑' => out.push('-'),
        '│' | '┃' => out.push('|'),
        '…' => out.push_str("..."),
        '←' => out.push_str("<-"),
        '→' => out.push_str("->"),
        '▶' | '▸' => out.push('>'),
        '·' | '•' => out.push('*'),
        '×' => out.push('x'),
        '✓' => out.push_str("[ok]"),
        '✗' => out.push_str("[x]"),
        '‘' | '’' => out.push('\''),
        '“' | '”' | '„' => out.push('"'),
        c => {
            // A letter with a mark: the letter alone (Czech and Polish names stay readable).
            let base = match c {
                'á' | 'à' | 'ä' | 'â' | 'ą' => 'a',
                'č' | 'ć' | 'ç' => 'c',
                'ď' => 'd',
                'é' | 'ě' | 'è' | 'ë' | 'ę' => 'e',
                'í' | 'ì' | 'ï' => 'i',
                'ł' => 'l',
                'ň' | 'ń' => 'n',
                'ó' | 'ö' | 'ô' => 'o',
                'ř' => 'r',
                'š' | 'ś' => 's',
                'ť' => 't',
                'ú' | 'ů' | 'ü' => 'u',
                'ý' => 'y',
                'ž' | 'ź' | 'ż' => 'z',
                'Á' | 'Ą' => 'A',
                'Č' | 'Ć' => 'C',
                'Ď' => 'D',
                'É' | 'Ě' | 'Ę' => 'E',
                'Í' => 'I',
                'Ł' => 'L',
                'Ň' | 'Ń' => 'N',
                'Ó' => 'O',
                'Ř' => 'R',
                'Š' | 'Ś' => 'S',
                'Ť' => 'T',
                'Ú' | 'Ů' => 'U',
                'Ý' => 'Y',
                'Ž' | 'Ź' | 'Ż' => 'Z',
                _ => '?',
            };
            out.push(base);
        }
    }
}

/// A Russian letter in Latin letters (a plain transliteration, as on a passport), by
/// its lower case.
fn cyrillic(c: char) -> Option<&'static str> {
    let lower = c.to_lowercase().next().unwrap_or(c);
    Some(match lower {
        'а' => "a",
        'б' => "b",
        'в' => "v",
        'г' => "g",
        'д' => "d",
        'е' => "e",
        'ё' => "e",
        'ж' => "zh",
        'з' => "z",
        'и' => "i",
        'й' => "i",
        'к' => "k",
        'л' => "l",
        'м' => "m",
        'н' => "n",
        'о' => "o",
        'п' => "p",
        'р' => "r",
        'с' => "s",
        'т' => "t",
        'у' => "u",
        'ф' => "f",
        'х' => "kh",
        'ц' => "ts",
        'ч' => "ch",
        'ш' => "sh",
        'щ' => "shch",
        'ъ' => "ie",
        'ы' => "y",
        'ь' => "",
        'э' => "e",
        'ю' => "iu",
        'я' => "ia",
        _ => return None,
    })
}

pub fn fold_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    s.chars().for_each(|c| fold(c, &mut out));
    out
}

/// A writer that folds what passes through it to ASCII. A character split across two
/// writes waits for its last bytes.
pub struct AsciiOut<W: Write> {
    inner: W,
    pending: Vec<u8>,
}

impl<W: Write> AsciiOut<W> {
    pub fn new(inner: W) -> Self {
        AsciiOut {
            inner,
            pending: Vec::new(),
        }
    }
}

impl<W: Write> Write for AsciiOut<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        let (text, rest) = match std::str::from_utf8(&self.pending) {
            Ok(t) => (t.to_string(), Vec::new()),
            Err(e) if e.error_len().is_none() => {
                let ok = e.valid_up_to();
                (
                    String::from_utf8_lossy(&self.pending[..ok]).into_owned(),
                    self.pending[ok..].to_vec(),
                )
            }
            Err(_) => (
                String::from_utf8_lossy(&self.pending).into_owned(),
                Vec::new(),
            ),
        };
        self.pending = rest;
        self.inner.write_all(fold_str(&text).as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_is_read_in_order_and_unset_means_not_utf8() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert!(locale_is_utf8(env(&[("LANG", "cs_CZ.UTF-8")])));
        assert!(locale_is_utf8(env(&[
            ("LC_ALL", "en_US.utf8"),
            ("LANG", "C")
        ])));
        assert!(!locale_is_utf8(env(&[
            ("LC_ALL", "C"),
            ("LANG", "en_US.UTF-8")
        ])));
        assert!(!locale_is_utf8(env(&[("LANG", "pl_PL.ISO-8859-2")])));
        assert!(!locale_is_utf8(env(&[])));
    }

    #[test]
    fn output_is_ascii_even_when_a_character_is_split() {
        let mut out = AsciiOut::new(Vec::new());
        let text = "── Otázka 1 … Nw ←".as_bytes();
        // Split inside the two-byte 'á' and inside a three-byte '─'.
        out.write_all(&text[..1]).expect("writes");
        out.write_all(&text[1..9]).expect("writes");
        out.write_all(&text[9..]).expect("writes");
        let got = String::from_utf8(out.inner).expect("ascii");
        assert_eq!(got, "-- Otazka 1 ... Nw <-");
        assert!(got.is_ascii());
    }

    #[test]
    fn russian_is_spelt_in_latin_letters() {
        assert_eq!(fold_str("Север платит Югу"), "Sever platit Iugu");
        assert_eq!(fold_str("Щука, объявивший"), "Shchuka, obieiavivshii");
    }
}
