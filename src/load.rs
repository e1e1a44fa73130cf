//! Reading RON text that a person may have written: every error names the file, line and
//! column. Rulesets, cards and scenarios all load through here.

use crate::i18n::Said;

/// A text to load and the name to report errors against.
#[derive(Debug, Clone, Copy)]
pub struct SourceText<'a> {
    pub file: &'a str,
    pub text: &'a str,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{col}: {found}")]
pub struct LoadError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub found: Found,
}

/// What is wrong at that place, kept so that each shell tells it in the reader's
/// language (`setup::describe`); its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Found {
    /// The RON reader's own error: a comma missing, a field unknown.
    #[error("{0}")]
    Syntax(Box<ron::error::Error>),
    /// What a check of the file's content found.
    #[error("{0}")]
    Said(Box<Said>),
}

impl LoadError {
    /// What a check found at byte `offset` of the text.
    pub fn at(src: SourceText, offset: usize, said: Said) -> Self {
        let (line, col) = line_col(src.text, offset);
        LoadError {
            file: src.file.to_string(),
            line,
            col,
            found: Found::Said(Box::new(said)),
        }
    }

    /// What is wrong, in English, without the place.
    pub fn message(&self) -> String {
        self.found.to_string()
    }
}

pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// The bytes of a file as text, or where the first byte that is not UTF-8 stands.
pub fn utf8(file: &str, mut bytes: Vec<u8>) -> Result<String, LoadError> {
    // An editor on some systems starts a UTF-8 file with a byte-order mark: it is no
    // part of the text.
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = e.utf8_error().valid_up_to();
        let before = String::from_utf8_lossy(&e.as_bytes()[..good]).into_owned();
        let (line, col) = line_col(&before, before.len());
        LoadError {
            file: file.to_string(),
            line,
            col,
            found: Found::Said(Box::new(Said::new("err-ron-utf8", Vec::new()))),
        }
    })
}

/// Parse RON, turning a syntax or shape error into a `LoadError`.
pub fn parse_ron<T: serde::de::DeserializeOwned>(src: SourceText) -> Result<T, LoadError> {
    ron::from_str(src.text).map_err(|e| {
        // A value's own check (a tile, a wall position) carries its message through serde.
        let carried = match &e.code {
            ron::error::Error::Message(m) => Said::uncarry(m),
            _ => None,
        };
        LoadError {
            file: src.file.to_string(),
            line: e.span.start.line,
            col: e.span.start.col,
            found: match carried {
                Some(said) => Found::Said(Box::new(said)),
                None => Found::Syntax(Box::new(e.code)),
            },
        }
    })
}

/// Where a quoted name first stands at or after `from`, to point at it in an error.
pub fn find_quoted(text: &str, name: &str, from: usize) -> usize {
    let needle = format!("\"{name}\"");
    text.get(from..)
        .and_then(|t| t.find(&needle))
        .map_or(from, |i| from + i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_that_is_not_utf8_is_placed() {
        let e = utf8("f.ron", b"ab\ncd\xffe".to_vec()).expect_err("not UTF-8");
        assert_eq!((e.line, e.col), (2, 3));
        assert!(e.to_string().starts_with("f.ron:2:3: "), "{e}");
        assert_eq!(utf8("f.ron", b"ok".to_vec()), Ok("ok".to_string()));
    }
}
