//! The bracket structure of RON text a person wrote, to point at a part of a file: where
//! each event starts, where each case of a list starts and ends.

use std::ops::Range;

/// The characters of `text` outside comments, with their byte offsets; a string stands
/// as its opening quote alone, so that nothing inside it counts as structure.
fn structure(text: &str) -> Vec<(usize, char)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let at = |i: usize| chars.get(i).map(|p| p.1);
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while let Some(c) = at(i) {
        if c == '/' && at(i + 1) == Some('/') {
            while at(i).is_some_and(|c| c != '\n') {
                i += 1;
            }
            continue;
        }
        if c == '/' && at(i + 1) == Some('*') {
            i += 2;
            while at(i).is_some() && !(at(i) == Some('*') && at(i + 1) == Some('/')) {
                i += 1;
            }
            i += 2;
            continue;
        }
        out.push(chars[i]);
        if c == '"' {
            i += 1;
            while at(i).is_some_and(|c| c != '"') {
                i += if at(i) == Some('\\') { 2 } else { 1 };
            }
        }
        i += 1;
    }
    out
}

/// The byte ranges of the items of the first list at `depth` (1: the top-level list
/// `[a, b, …]`; 2: a list field of the top-level record) whose field is named `field`
/// (ignored at depth 1).
fn list_items(text: &str, depth_wanted: usize, field: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut inside = false;
    let mut start: Option<usize> = None;
    // The word before the latest `:` at the top level of the record.
    let mut word = String::new();
    let mut key = String::new();
    for (at, c) in structure(text) {
        let opens_item = !c.is_whitespace() && !matches!(c, ',' | ']');
        if inside && depth == depth_wanted && start.is_none() && opens_item {
            start = Some(at);
        }
        match c {
            '(' | '[' | '{' => {
                depth += 1;
                let named = depth_wanted == 1 || key == field;
                if c == '[' && !inside && depth == depth_wanted && named {
                    inside = true;
                }
            }
            ')' | ']' | '}' => {
                if inside && depth == depth_wanted {
                    out.extend(start.take().map(|s| s..at));
                    return out;
                }
                depth = depth.saturating_sub(1);
            }
            ',' if inside && depth == depth_wanted => out.extend(start.take().map(|s| s..at)),
            ':' if depth == 1 => key = std::mem::take(&mut word),
            c if depth == 1 && (c.is_alphanumeric() || c == '_') => word.push(c),
            c if depth == 1 && !c.is_whitespace() => word.clear(),
            _ => {}
        }
    }
    out
}

/// The byte ranges of the items of a top-level list `[a, b, …]`.
pub(super) fn top_items(text: &str) -> Vec<Range<usize>> {
    list_items(text, 1, "")
}

/// Line and column (from 1) of each event in a scenario's text, in order. Text that is
/// not a scenario gives fewer places, never a wrong one for an event that was found.
pub fn event_places(text: &str) -> Vec<(usize, usize)> {
    list_items(text, 2, "events")
        .into_iter()
        .map(|r| crate::load::line_col(text, r.start))
        .collect()
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

    #[test]
    fn the_items_of_a_list() {
        let text = "[\n  A(x: \"],\"),\n  // B(\n  C([1, 2]),\n]";
        let items: Vec<&str> = top_items(text).into_iter().map(|r| &text[r]).collect();
        assert_eq!(items, ["A(x: \"],\")", "C([1, 2])"]);
    }
}
