//! The JSON progress file of earlier versions (`profiles/<name>.json`), read once into
//! the database when the database is made, and then left as it was.
//!
//! Files written by those versions can hold a card whose stability is `null`: the
//! scheduler computed a NaN after many answers within minutes, and JSON has no NaN. Such
//! a card is repaired (its stability set to the least the scheduler now keeps, so that
//! it is due again soon) instead of the whole history being set aside.

use crate::study::progress::{Progress, SCHEMA};
use crate::study::schedule::{LEAST_STABILITY, MIDDLE_DIFFICULTY};

/// What reading the old file came to.
pub enum Parsed {
    /// The progress, and how many values had to be repaired.
    Good(Progress, usize),
    /// Written by a newer mjref, with this schema.
    Newer(u32),
    /// Not a progress file: why.
    Bad(String),
}

pub fn parse(bytes: &[u8]) -> Parsed {
    // An editor on some systems starts a UTF-8 file with a byte-order mark; JSON has none.
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    #[derive(serde::Deserialize)]
    struct Header {
        schema: u32,
    }
    // The schema is read on its own first, so that a newer file is recognised even when
    // the rest of it would not parse here.
    let header = match serde_json::from_slice::<Header>(bytes) {
        Err(e) => return Parsed::Bad(e.to_string()),
        Ok(h) => h,
    };
    if header.schema > SCHEMA {
        return Parsed::Newer(header.schema);
    }
    let mut value: serde_json::Value = match serde_json::from_slice(bytes) {
        Ok(v) => v,
        Err(e) => return Parsed::Bad(e.to_string()),
    };
    let repaired = repair_cards(&mut value);
    match serde_json::from_value::<Progress>(value) {
        Ok(p) => Parsed::Good(p, repaired),
        Err(e) => Parsed::Bad(e.to_string()),
    }
}

/// Gives every card whose stability or difficulty is missing or not a number a value
/// the scheduler can go on from; returns how many values it set.
fn repair_cards(value: &mut serde_json::Value) -> usize {
    let Some(cards) = value.get_mut("cards").and_then(|c| c.as_object_mut()) else {
        return 0;
    };
    let mut repaired = 0;
    for card in cards.values_mut() {
        let Some(card) = card.as_object_mut() else {
            continue;
        };
        for (field, value) in [
            ("stability", LEAST_STABILITY),
            ("difficulty", MIDDLE_DIFFICULTY),
        ] {
            if !card.get(field).is_some_and(serde_json::Value::is_number) {
                card.insert(field.to_string(), serde_json::Value::from(value));
                repaired += 1;
            }
        }
    }
    repaired
}
