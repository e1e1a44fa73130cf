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
    items_at(text, &[Step::Field("events")])
        .into_iter()
        .map(|at| crate::load::line_col(text, at))
        .collect()
}

/// One step of the way to a value: a field of a record, or an item of a list (from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step<'a> {
    Field(&'a str),
    Item(usize),
}

/// Where we are in the text: in a record (the field being read) or in a list (the item).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Frame {
    Record {
        key: String,
        /// A `:` was read since the last `,`: what follows is the field's value.
        in_value: bool,
    },
    List {
        item: usize,
        started: bool,
    },
    /// A tuple or a map: nothing inside it is looked for.
    Other,
}

/// The byte offset where the value reached by `path` starts: the first value whose way
/// from the top of the text ends with `path` (so a scenario's fields are found in a case
/// that wraps it). Values inside tuples and maps are not looked into.
pub fn value_at(text: &str, path: &[Step]) -> Option<usize> {
    let mut found = None;
    walk(text, |frames, at| {
        if ends_with(frames, path) {
            found = Some(at);
            return true;
        }
        false
    });
    found
}

/// The byte offsets where the items of the list reached by `path` start (the first such
/// list, as `value_at` finds values).
pub fn items_at(text: &str, path: &[Step]) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    let mut list_depth: Option<usize> = None;
    walk(text, |frames, at| {
        let Some((Frame::List { item, .. }, outer)) = frames.split_last() else {
            return false;
        };
        match list_depth {
            Some(d) if d != frames.len() => false,
            // Past the list found: the items of a later list of that name are not its.
            Some(_) if *item < out.len() => true,
            Some(_) => {
                out.push(at);
                false
            }
            None if ends_with(outer, path) => {
                list_depth = Some(frames.len());
                out.push(at);
                false
            }
            None => false,
        }
    });
    out
}

fn ends_with(frames: &[Frame], path: &[Step]) -> bool {
    if frames.len() < path.len() {
        return false;
    }
    frames[frames.len() - path.len()..]
        .iter()
        .zip(path)
        .all(|(f, step)| match (f, step) {
            (Frame::Record { key, .. }, Step::Field(name)) => key == name,
            (Frame::List { item, .. }, Step::Item(n)) => item == n,
            _ => false,
        })
}

/// Calls `at_value(frames, offset)` where each value starts, with the way to it; stops
/// when it returns true.
fn walk(text: &str, mut at_value: impl FnMut(&[Frame], usize) -> bool) {
    let mut frames: Vec<Frame> = Vec::new();
    let mut word = String::new();
    for (at, c) in structure(text) {
        // A value starts here if this is the first character of a field's value or of an
        // item of a list.
        let starts_value = !c.is_whitespace() && !matches!(c, ',' | ')' | ']' | '}' | ':');
        let starts = match frames.last_mut() {
            Some(Frame::Record { in_value, .. }) if *in_value && starts_value => {
                *in_value = false;
                true
            }
            Some(Frame::List { started, .. }) if !*started && starts_value => {
                *started = true;
                true
            }
            _ => false,
        };
        if starts && at_value(&frames, at) {
            return;
        }
        match c {
            '(' => {
                // A record has named fields; a tuple's first thing is not followed by `:`,
                // which is told apart when a `:` comes (see below).
                frames.push(Frame::Record {
                    key: String::new(),
                    in_value: false,
                });
                word.clear();
            }
            '[' => frames.push(Frame::List {
                item: 0,
                started: false,
            }),
            '{' => frames.push(Frame::Other),
            ')' | ']' | '}' => {
                frames.pop();
            }
            ',' => match frames.last_mut() {
                Some(Frame::List { item, started }) => {
                    *item += 1;
                    *started = false;
                }
                Some(Frame::Record { key, in_value }) => {
                    key.clear();
                    *in_value = false;
                    word.clear();
                }
                _ => {}
            },
            ':' => {
                if let Some(Frame::Record { key, in_value }) = frames.last_mut() {
                    *key = std::mem::take(&mut word);
                    *in_value = true;
                }
            }
            c if c.is_alphanumeric() || c == '_' => word.push(c),
            c if c.is_whitespace() => {}
            _ => word.clear(),
        }
    }
}

/// Line and column (from 1) of the value reached by `path`, as `value_at` finds it.
pub fn place_of(text: &str, path: &[Step]) -> Option<(usize, usize)> {
    value_at(text, path).map(|at| crate::load::line_col(text, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_event_is_found_where_it_is_written() {
        let text = "Scenario(\n    ruleset: \"a(b\", // not ( a bracket\n    walls: Shuffled(1),\n    events: [\n        Racked,\n        /* a , comment */ Discarded(seat: East, tile: \"5b\"),\n      Picked(seat: South, at: \"E1t\"),\n    ],\n)";
        assert_eq!(event_places(text), vec![(5, 9), (6, 27), (7, 7)]);
        assert!(event_places("Scenario(events: [])").is_empty());
        // Inside a case that wraps the scenario, and not the items of a later list.
        let wrapped =
            format!("JudgedCase(expect: (article: \"X\"), scenario: {text}, more: (events: [A]))");
        assert_eq!(event_places(&wrapped).len(), 3);
        assert_eq!(event_places(&wrapped)[0], (5, 9));
    }

    #[test]
    fn the_items_of_a_list() {
        let text = "[\n  A(x: \"],\"),\n  // B(\n  C([1, 2]),\n]";
        let items: Vec<&str> = top_items(text).into_iter().map(|r| &text[r]).collect();
        assert_eq!(items, ["A(x: \"],\")", "C([1, 2])"]);
    }

    #[test]
    fn a_value_is_found_by_its_way_from_the_top() {
        let text = "Scenario(\n  note: \"a: (b\",\n  position: Position(\n    east: Hand(concealed: \"1b 2b\"),\n    discards: [\"S 4c\", // x, y\n      \"W 5d\"],\n  ),\n)";
        let at = |path: &[Step]| place_of(text, path);
        assert_eq!(
            at(&[Step::Field("east"), Step::Field("concealed")]),
            Some((4, 27))
        );
        assert_eq!(at(&[Step::Field("discards"), Step::Item(1)]), Some((6, 7)));
        assert_eq!(at(&[Step::Field("discards"), Step::Item(0)]), Some((5, 16)));
        assert_eq!(at(&[Step::Field("position")]), Some((3, 13)));
        assert_eq!(at(&[Step::Field("west")]), None);
        // Inside a wrapper, the scenario's fields are found all the same.
        let wrapped = format!("JudgedCase(expect: (article: \"X\"), scenario: {text})");
        assert_eq!(
            value_at(&wrapped, &[Step::Field("discards"), Step::Item(1)])
                .map(|i| &wrapped[i..i + 4]),
            Some("\"W 5")
        );
    }
}
