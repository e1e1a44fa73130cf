//! Text from a file or a code shown as text: a control character in a house ruleset's
//! name, a deck's file name or a club code's filter would otherwise reach the reader's
//! terminal as a command (set the window's title, clear the screen, move the cursor) or
//! turn the line around. Each is shown by a visible stand-in instead: caret notation for
//! the C0 controls and DEL (`^[` for ESC), `<U+009B>` for the others.

use std::borrow::Cow;
use std::io::{self, Write};

/// Whether `c` is shown by a stand-in. A line break and a tab are text; a carriage
/// return is not (it would let a line overwrite itself).
fn hidden(c: char) -> bool {
    match c {
        '\n' | '\t' => false,
        // C0, DEL and C1 controls.
        c if c.is_control() => true,
        // Marks that turn the direction of the text around it, and the isolates.
        '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => true,
        _ => false,
    }
}

fn push_stand_in(out: &mut String, c: char) {
    match c {
        '\u{7f}' => out.push_str("^?"),
        c if (c as u32) < 0x20 => {
            out.push('^');
            out.push(char::from(b'@' + c as u8));
        }
        c => out.push_str(&format!("<U+{:04X}>", c as u32)),
    }
}

/// `text` with each control character shown by its stand-in; borrowed where it has none.
pub fn visible(text: &str) -> Cow<'_, str> {
    // Most output is printable ASCII, told from its bytes without decoding a character
    // (a batch writes a line a hand).
    let plain = |b: &u8| matches!(b, b' '..=b'~' | b'\n' | b'\t');
    if text.bytes().all(|b| plain(&b)) || !text.chars().any(hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if hidden(c) {
            push_stand_in(&mut out, c);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `text` with its control characters shown by stand-ins, in place.
pub fn show_in_place(text: &mut String) {
    if let Cow::Owned(shown) = visible(text) {
        *text = shown;
    }
}

/// A value from a file as an error quotes it: cut to `MOST_QUOTED` characters (a file
/// may hold a name of millions), with its control characters shown.
pub fn quoted(text: &str) -> String {
    let mut chars = text.char_indices();
    let cut = chars.nth(MOST_QUOTED).map(|(at, _)| at);
    match cut {
        Some(at) => format!("{}…", visible(&text[..at])),
        None => visible(text).into_owned(),
    }
}

/// The most characters of a value an error quotes.
pub const MOST_QUOTED: usize = 60;

/// A line on standard error, its control characters shown by stand-ins. A standard
/// error that cannot be written (a full disk) is no reason to fail, nor to panic.
pub fn tell(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{}", visible(line));
}

/// A writer that passes text on with its control characters shown by stand-ins, for
/// every plain output. mjref writes no control character of its own to plain output, so
/// every one that arrives came from a file or a code. A character split between two
/// writes is held until its last byte comes; bytes that are not UTF-8 pass as they are
/// (none of them is a control character).
pub struct VisibleOut<W: Write> {
    inner: W,
    held: Vec<u8>,
}

impl<W: Write> VisibleOut<W> {
    pub fn new(inner: W) -> Self {
        VisibleOut {
            inner,
            held: Vec::new(),
        }
    }

    fn pass(&mut self, bytes: &[u8]) -> io::Result<()> {
        let mut rest = bytes;
        loop {
            match std::str::from_utf8(rest) {
                Ok(text) => return self.inner.write_all(visible(text).as_bytes()),
                Err(e) => {
                    let (good, after) = rest.split_at(e.valid_up_to());
                    // `good` is UTF-8: the check above says so up to there.
                    let text = std::str::from_utf8(good).unwrap_or_default();
                    self.inner.write_all(visible(text).as_bytes())?;
                    match e.error_len() {
                        // An incomplete character at the end: keep it for the next write.
                        None => {
                            self.held.extend_from_slice(after);
                            return Ok(());
                        }
                        Some(n) => {
                            self.inner.write_all(&after[..n])?;
                            rest = &after[n..];
                        }
                    }
                }
            }
        }
    }
}

impl<W: Write> Write for VisibleOut<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.held.is_empty() {
            self.pass(buf)?;
        } else {
            let mut joined = std::mem::take(&mut self.held);
            joined.extend_from_slice(buf);
            self.pass(&joined)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.held.is_empty() {
            let held = std::mem::take(&mut self.held);
            self.inner.write_all(&held)?;
        }
        self.inner.flush()
    }
}

impl<W: Write> Drop for VisibleOut<W> {
    fn drop(&mut self) {
        // What is left is an incomplete character: written as it is, never lost.
        let _ = self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminal_command_is_shown_not_obeyed() {
        assert_eq!(
            visible("house\u{1b}]0;owned\u{7}\u{1b}[2J rules"),
            "house^[]0;owned^G^[[2J rules"
        );
        assert_eq!(
            visible("a\rb\u{7f}\u{9b}c\u{202e}d"),
            "a^Mb^?<U+009B>c<U+202E>d"
        );
        assert!(matches!(
            visible("Kara 5 punktów\n\tżółty"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn an_error_quotes_a_long_value_cut() {
        let long = "x".repeat(10_000);
        let q = quoted(&long);
        assert_eq!(q.chars().count(), MOST_QUOTED + 1);
        assert!(q.ends_with('…'));
        assert_eq!(quoted("2024\u{1b}"), "2024^[");
    }

    #[test]
    fn the_writer_holds_a_character_split_between_writes() {
        let mut out = VisibleOut::new(Vec::new());
        let text = "ž\u{1b}[2Jé\u{9b}";
        for b in text.as_bytes() {
            out.write_all(&[*b]).expect("written");
        }
        out.flush().expect("flushed");
        assert_eq!(
            String::from_utf8(out.inner.clone()).expect("utf-8"),
            "ž^[[2Jé<U+009B>"
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_pass_as_they_are() {
        let mut out = VisibleOut::new(Vec::new());
        out.write_all(b"a\xffb\x1b").expect("written");
        out.flush().expect("flushed");
        assert_eq!(out.inner, b"a\xffb^[");
    }
}
