//! Tiles in the events of a scenario as a person writes them: the two-character code of
//! the walls (`"5b"`, `"Ew"`, `"JK"`; honours and jokers also bare, `Ew`), or the
//! record form files have always used (`Number(Bams, 5)`). Files are written with codes.

use super::{Kind, code, parse_kind};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One tile as written, read either way.
struct Written(Kind);

impl<'de> Deserialize<'de> for Written {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // The raw text, so that a quoted code, a bare one and a record can be told apart
        // (RON drops a record's name when asked for any value).
        let raw: Box<ron::value::RawValue> = Deserialize::deserialize(d)?;
        read(raw.get_ron())
            .map(Written)
            .map_err(serde::de::Error::custom)
    }
}

fn read(text: &str) -> Result<Kind, String> {
    let text = text.trim();
    if let Some(quoted) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        return parse_kind(quoted).map_err(|e| e.said().carried());
    }
    if let Ok(kind) = parse_kind(text) {
        return Ok(kind);
    }
    ron::from_str::<Kind>(text).map_err(|_| {
        crate::i18n::Said::new("err-tile-written", vec![("text", text.into())]).carried()
    })
}

/// One tile: `#[serde(with = "crate::tiles::written::one")]`.
pub mod one {
    use super::*;

    pub fn serialize<S: Serializer>(kind: &Kind, s: S) -> Result<S::Ok, S::Error> {
        code(*kind).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
        Written::deserialize(d).map(|w| w.0)
    }
}

/// A list of tiles.
pub mod many {
    use super::*;

    pub fn serialize<S: Serializer>(kinds: &[Kind], s: S) -> Result<S::Ok, S::Error> {
        kinds
            .iter()
            .map(|k| code(*k))
            .collect::<Vec<_>>()
            .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Kind>, D::Error> {
        Vec::<Written>::deserialize(d).map(|v| v.into_iter().map(|w| w.0).collect())
    }
}

/// A tile or none.
pub mod maybe {
    use super::*;

    pub fn serialize<S: Serializer>(kind: &Option<Kind>, s: S) -> Result<S::Ok, S::Error> {
        kind.map(code).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Kind>, D::Error> {
        Option::<Written>::deserialize(d).map(|v| v.map(|w| w.0))
    }
}

/// A tile or none, written bare where it is given (`drawn: "5b"`, not `Some("5b")`).
pub mod bare {
    use super::*;

    pub fn serialize<S: Serializer>(kind: &Option<Kind>, s: S) -> Result<S::Ok, S::Error> {
        match kind {
            Some(k) => code(*k).serialize(s),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Kind>, D::Error> {
        Written::deserialize(d).map(|w| Some(w.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::{Suit, Wind};

    #[test]
    fn every_way_of_writing_a_tile_reads_the_same() {
        let five = Kind::Number(Suit::Bams, 5);
        assert_eq!(read("\"5b\""), Ok(five));
        assert_eq!(read("Number(Bams, 5)"), Ok(five));
        assert_eq!(read("Ew"), Ok(Kind::Wind(Wind::East)));
        assert_eq!(read("\"JK\""), Ok(Kind::Joker));
        assert_eq!(read("Joker"), Ok(Kind::Joker));
        // A refusal is carried through serde as a message the file reader tells.
        let told = |e: String| crate::i18n::Said::uncarry(&e).map(|s| s.to_string());
        let bad = told(read("\"5x\"").expect_err("no such tile")).expect("carried");
        assert!(bad.contains("`5x` is not a tile"), "{bad}");
        let bad = told(read("Number(Bims, 5)").expect_err("no such suit")).expect("carried");
        assert!(bad.contains("\"5b\""), "{bad}");
    }
}
