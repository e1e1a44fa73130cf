//! Plain output wrapped to the reader's width: each line that comes through is broken
//! between words (never inside one), its continuation indented under the text of the
//! item it belongs to ("  12. …", "  3) …", "  Source: …"), so a question reads at 80
//! columns. A width of 0 leaves every item on one line, for programs.

use std::io::{self, Write};

/// The width plain output is wrapped to: as asked, else the terminal's, else 80.
pub fn width(asked: Option<u16>, stdout_is_terminal: bool) -> usize {
    match asked {
        Some(w) => usize::from(w),
        None if stdout_is_terminal => crossterm::terminal::size()
            .map(|(w, _)| usize::from(w))
            .unwrap_or(DEFAULT),
        None => DEFAULT,
    }
}

/// The width where the terminal's cannot be known.
pub const DEFAULT: usize = 80;

/// A writer that wraps each complete line it is given to `width` columns. A partial line
/// flushed (a prompt awaiting an answer) goes out as it is, and the rest of that line
/// after it is not wrapped.
pub struct WrapOut<W: Write> {
    inner: W,
    width: usize,
    line: Vec<u8>,
    /// The current line was partly written by a flush: write the rest as it comes.
    started: bool,
}

impl<W: Write> WrapOut<W> {
    pub fn new(inner: W, width: usize) -> Self {
        WrapOut {
            inner,
            width,
            line: Vec::new(),
            started: false,
        }
    }

    fn emit_line(&mut self) -> io::Result<()> {
        let text = String::from_utf8_lossy(&self.line).into_owned();
        self.line.clear();
        if self.started || self.width == 0 {
            self.started = false;
            return writeln!(self.inner, "{text}");
        }
        for l in wrapped(&text, self.width) {
            writeln!(self.inner, "{l}")?;
        }
        Ok(())
    }
}

impl<W: Write> Write for WrapOut<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        for part in buf.split_inclusive(|b| *b == b'\n') {
            match part.split_last() {
                Some((b'\n', body)) => {
                    self.line.extend_from_slice(body);
                    self.emit_line()?;
                }
                _ => self.line.extend_from_slice(part),
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.line.is_empty() {
            self.inner.write_all(&self.line)?;
            self.line.clear();
            self.started = true;
        }
        self.inner.flush()
    }
}

impl<W: Write> Drop for WrapOut<W> {
    fn drop(&mut self) {
        // What is left of a last line without its newline goes out as it is.
        if !self.line.is_empty() {
            let _ = self.inner.write_all(&self.line);
            self.line.clear();
        }
        let _ = self.inner.flush();
    }
}

/// `line` broken into lines of at most `width` columns where it has spaces to break at;
/// the continuation lines are indented under the item's text.
fn wrapped(line: &str, width: usize) -> Vec<String> {
    use textwrap::core::display_width;
    if width == 0 || display_width(line) <= width {
        return vec![line.to_string()];
    }
    let (lead, indent) = layout(line);
    let (head, body) = line.split_at(lead);
    // A command given to type again ("…: mjref quiz --question …") is never broken: its
    // spaces are held together while the line is wrapped.
    let body = crate::i18n::hold_command(body);
    let pad = " ".repeat(indent);
    // The head opens the first line, the indent the others; never less than 20 columns
    // for the words. Never inside a word: no splitting at hyphens either (a question's
    // code, "2V/4V").
    let room = width.max(display_width(head).max(indent) + 20);
    let options = textwrap::Options::new(room)
        .initial_indent(head)
        .subsequent_indent(&pad)
        .break_words(false)
        .word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::wrap(&body, options)
        .into_iter()
        .map(|l| crate::i18n::release(&l))
        .collect()
}

/// Where the wrapped text of a line starts (a byte index, after its leading spaces and a
/// marker such as "12.", "3)", "-") and the columns its continuation lines are indented:
/// under the text after a marker; two columns in for a line that opens flush or with a
/// label ("The ruling: …", "  Source: …"); else under its first word.
fn layout(line: &str) -> (usize, usize) {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[spaces..];
    let token = rest.split(' ').next().unwrap_or("");
    let numbered = token.len() > 1
        && (token.ends_with('.') || token.ends_with(')'))
        && token[..token.len() - 1].chars().all(|c| c.is_ascii_digit());
    let bullet = matches!(token, "-" | "•" | "*" | "▸");
    if (numbered || bullet) && rest.len() > token.len() {
        let after = &rest[token.len()..];
        let lead = spaces + token.len() + (after.len() - after.trim_start_matches(' ').len());
        (lead, textwrap::core::display_width(&line[..lead]))
    } else if spaces == 0 || token.ends_with(':') {
        (spaces, spaces + 2)
    } else {
        (spaces, spaces)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_item_breaks_between_words_under_its_text() {
        let line = format!("  12. {}", "East discards and names 5d, ".repeat(6));
        let out = wrapped(line.trim_end(), 40);
        assert!(out.len() > 1);
        for l in &out {
            assert!(textwrap::core::display_width(l) <= 40, "{l:?}");
        }
        assert!(out[0].starts_with("  12. East"));
        assert!(out[1].starts_with("      "), "{:?}", out[1]);
        assert_eq!(
            out.join(" ").split_whitespace().count(),
            line.split_whitespace().count()
        );
    }

    #[test]
    fn a_word_longer_than_the_width_is_not_cut() {
        let word = "x".repeat(50);
        let out = wrapped(&format!("  1) {word} and more"), 30);
        assert!(out.iter().any(|l| l.contains(&word)), "{out:?}");
    }

    #[test]
    fn width_zero_keeps_one_line_and_a_flushed_prompt_is_left_alone() {
        let mut buf = Vec::new();
        {
            let mut w = WrapOut::new(&mut buf, 0);
            writeln!(w, "{}", "word ".repeat(40)).expect("writes");
        }
        assert_eq!(String::from_utf8_lossy(&buf).lines().count(), 1);
        let mut buf = Vec::new();
        {
            let mut w = WrapOut::new(&mut buf, 20);
            write!(w, "Your answer (1-4): ").expect("writes");
            w.flush().expect("flushes");
            writeln!(w, "2 and a long tail that would otherwise wrap").expect("writes");
        }
        assert_eq!(String::from_utf8_lossy(&buf).lines().count(), 1);
    }
}
