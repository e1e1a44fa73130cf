//! Text helpers: wrapping by display width, and turning a drawn buffer into text.

use ratatui::buffer::Buffer;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Word-wrap `text` to `width` display cells. Words wider than a line are broken. A
/// no-break space holds its neighbours on one line ("75 %" in Czech), and a command given
/// to type again is kept whole where the line has room for it (`i18n::hold_command`).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let held = crate::i18n::hold_command(text);
    wrap_words(&held, width)
        .iter()
        .map(|l| crate::i18n::release(l))
        .collect()
}

fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let breaks = |c: char| c.is_whitespace() && c != '\u{a0}' && c != '\u{202f}';
    for word in text.split(breaks).filter(|w| !w.is_empty()) {
        let sep = usize::from(!line.is_empty());
        if line.width() + sep + word.width() <= width {
            if sep == 1 {
                line.push(' ');
            }
            line.push_str(word);
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        for c in word.chars() {
            if line.width() + c.width().unwrap_or(0) > width {
                lines.push(std::mem::take(&mut line));
            }
            line.push(c);
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// Cut `text` to at most `width` cells, marking the cut with an ellipsis.
pub fn truncate(text: &str, width: usize) -> String {
    if text.width() <= width {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if out.width() + c.width().unwrap_or(0) + 1 > width {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// `text` followed by spaces up to `width` cells.
pub fn pad(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(text.width())))
}

/// The buffer as lines of text. A wide character occupies two cells; the cell it covers
/// is skipped so that the text reads as the terminal shows it.
pub fn buffer_text(buf: &Buffer) -> String {
    let area = buf.area;
    let mut rows = Vec::with_capacity(usize::from(area.height));
    for y in area.top()..area.bottom() {
        let mut row = String::new();
        let mut skip = 0usize;
        for x in area.left()..area.right() {
            let symbol = buf[(x, y)].symbol();
            if skip > 0 {
                skip -= 1;
                continue;
            }
            row.push_str(symbol);
            skip = symbol.width().saturating_sub(1);
        }
        rows.push(row);
    }
    rows.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_on_words_and_breaks_long_ones() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), [""]);
        // A no-break space keeps a figure with its unit.
        assert_eq!(wrap("za 75\u{a0}%", 5), ["za", "75\u{a0}%"]);
        // A command to type again goes whole onto the next line, its spaces plain.
        let again = "This question again: mjref quiz --ruleset american --question 05HR-1YN1";
        assert_eq!(
            wrap(again, 60),
            [
                "This question again:",
                "mjref quiz --ruleset american --question 05HR-1YN1"
            ]
        );
    }

    #[test]
    fn truncates_with_ellipsis() {
        assert_eq!(truncate("abcdef", 4), "abc…");
        assert_eq!(truncate("abc", 4), "abc");
    }
}
