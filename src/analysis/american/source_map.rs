//! Where the records and fields of a RON text stand, so that a mistake found after
//! deserialising (a bad hand, a value of 0) is still reported at its line and column.
//! serde hands over values without positions; this scan recovers them.

/// One parenthesised record, `Name(field: value, …)` or `(…)`, in document order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Record {
    pub start: usize,
    /// Each field directly inside the record and the offset where its value starts.
    pub fields: Vec<(String, usize)>,
}

impl Record {
    pub fn field(&self, name: &str) -> Option<usize> {
        self.fields.iter().find(|f| f.0 == name).map(|f| f.1)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok<'a> {
    Ident(&'a str),
    Punct(u8),
    Other,
}

fn tokens(text: &str) -> Vec<(usize, Tok<'_>)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        match c {
            _ if c.is_ascii_whitespace() => i += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                // RON block comments nest.
                let mut depth = 0usize;
                while i < b.len() {
                    if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                        depth += 1;
                        i += 2;
                    } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push((start, Tok::Other));
            }
            b'r' if matches!(b.get(i + 1), Some(b'"' | b'#')) => {
                let hashes = b[i + 1..].iter().take_while(|&&h| h == b'#').count();
                i += 1 + hashes + 1;
                let close: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat_n(b'#', hashes))
                    .collect();
                while i < b.len() && !b[i..].starts_with(&close) {
                    i += 1;
                }
                i += close.len();
                out.push((start, Tok::Other));
            }
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b':' | b',' => {
                i += 1;
                out.push((start, Tok::Punct(c)));
            }
            _ if c.is_ascii_alphabetic() || c == b'_' => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                out.push((start, Tok::Ident(&text[start..i])));
            }
            _ => {
                while i < b.len() && !b[i].is_ascii_whitespace() && !b"()[]{}:,\"".contains(&b[i]) {
                    i += 1;
                }
                out.push((start, Tok::Other));
            }
        }
    }
    out
}

/// Every record of the text, in the order its opening parenthesis appears.
pub(crate) fn records(text: &str) -> Vec<Record> {
    let toks = tokens(text);
    let mut records: Vec<Record> = Vec::new();
    let mut open: Vec<Option<usize>> = Vec::new();
    for (i, &(at, tok)) in toks.iter().enumerate() {
        match tok {
            Tok::Punct(b'(') => {
                open.push(Some(records.len()));
                records.push(Record {
                    start: at,
                    fields: Vec::new(),
                });
            }
            Tok::Punct(b'[' | b'{') => open.push(None),
            Tok::Punct(b')' | b']' | b'}') => {
                open.pop();
            }
            Tok::Ident(name) => {
                if let (Some(Some(r)), Some((_, Tok::Punct(b':'))), Some(&(value_at, _))) =
                    (open.last(), toks.get(i + 1), toks.get(i + 2))
                {
                    records[*r].fields.push((name.to_string(), value_at));
                }
            }
            _ => {}
        }
    }
    records
}

/// Where the characters of a string literal start, given where the literal starts.
pub(crate) fn string_content(text: &str, literal_at: usize) -> usize {
    let rest = text.as_bytes().get(literal_at..).unwrap_or_default();
    match rest.first() {
        Some(b'"') => literal_at + 1,
        Some(b'r') => literal_at + 1 + rest[1..].iter().take_while(|&&h| h == b'#').count() + 1,
        _ => literal_at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_fields_of_nested_records() {
        let text = r##"Card( // a (comment) with: colons
  name: "x: (y)",
  sections: [ /* nested /* block */ ( */
    Section(name: "A", lines: [
      Line(hand: "FF 2026g", xc: X, value: 25),
      (value: 30, hand: r#"NEWS"#),
    ]),
  ],
)"##;
        let rs = records(text);
        assert_eq!(rs.len(), 4);
        assert_eq!(rs[0].fields.len(), 2);
        let hand = rs[2].field("hand").expect("hand");
        assert_eq!(&text[string_content(text, hand)..][..2], "FF");
        assert_eq!(&text[rs[2].field("value").expect("v")..][..2], "25");
        let raw = rs[3].field("hand").expect("raw hand");
        assert_eq!(&text[string_content(text, raw)..][..4], "NEWS");
    }
}
