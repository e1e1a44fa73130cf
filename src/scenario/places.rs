//! Where each event of a scenario file starts in its text, so that an error found while
//! the events are played (a discard of a tile the player does not hold) names the line
//! and column a person wrote it at, as a parse error does.

/// Line and column (from 1) of each event in `text`, in order: read as RON nests it,
/// with strings and comments skipped and brackets counted. Text that is not a scenario
/// gives fewer places, never a wrong one for an event that was found.
pub fn event_places(text: &str) -> Vec<(usize, usize)> {
    let mut at = Cursor {
        chars: text.chars().collect(),
        i: 0,
        line: 1,
        col: 1,
    };
    let mut out = Vec::new();
    let mut depth = 0usize;
    // The events list's depth once `events: [` is read; the word before the latest `:` at
    // the top level.
    let mut list: Option<usize> = None;
    let mut word = String::new();
    let mut key = String::new();
    let mut item_next = false;
    while let Some(c) = at.peek(0) {
        if c == '/' && at.peek(1) == Some('/') {
            while at.peek(0).is_some_and(|c| c != '\n') {
                at.bump();
            }
            continue;
        }
        if c == '/' && at.peek(1) == Some('*') {
            at.bump();
            at.bump();
            while at.peek(0).is_some() && !(at.peek(0) == Some('*') && at.peek(1) == Some('/')) {
                at.bump();
            }
            at.bump();
            at.bump();
            continue;
        }
        if item_next && list == Some(depth) && !c.is_whitespace() && c != ']' {
            out.push((at.line, at.col));
            item_next = false;
        }
        match c {
            '"' => {
                at.bump();
                while let Some(s) = at.peek(0) {
                    if s == '"' {
                        break;
                    }
                    if s == '\\' {
                        at.bump();
                    }
                    at.bump();
                }
            }
            '(' | '[' | '{' => {
                depth += 1;
                if c == '[' && list.is_none() && depth == 2 && key == "events" {
                    list = Some(depth);
                    item_next = true;
                }
            }
            ')' | ']' | '}' => {
                if list == Some(depth) {
                    return out;
                }
                depth = depth.saturating_sub(1);
            }
            ',' if list == Some(depth) => item_next = true,
            ':' if depth == 1 => key = std::mem::take(&mut word),
            c if depth == 1 && (c.is_alphanumeric() || c == '_') => word.push(c),
            c if depth == 1 && !c.is_whitespace() => word.clear(),
            _ => {}
        }
        at.bump();
    }
    out
}

struct Cursor {
    chars: Vec<char>,
    i: usize,
    line: usize,
    col: usize,
}

impl Cursor {
    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.i + ahead).copied()
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek(0) {
            self.i += 1;
            if c == '\n' {
                self.line += 1;
                self.col = 1;
            } else {
                self.col += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_event_is_found_where_it_is_written() {
        let text = "Scenario(\n    ruleset: \"a(b\", // not ( a bracket\n    walls: Shuffled(1),\n    events: [\n        Racked,\n        /* a , comment */ Discarded(seat: East, tile: \"5b\"),\n      Picked(seat: South, at: \"E1t\"),\n    ],\n)";
        assert_eq!(event_places(text), vec![(5, 9), (6, 27), (7, 7)]);
        assert!(event_places("Scenario(events: [])").is_empty());
    }
}
