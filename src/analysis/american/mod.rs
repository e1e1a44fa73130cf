//! American mah jongg: the card file format and the hand matcher.
//!
//! A card (`Card::parse`, or the built-in `Card::practice`) is sections of lines; each
//! line is one or more hands written in a notation close to the printed card
//! (docs/card-format.md). `match_hand` says which card hands a 14-tile hand completes,
//! `exposure_fits` whether an exposure can belong to some X hand, and `distances` how many
//! exchanges a hand is from each card hand.

mod card;
pub mod card_texts;
mod distance;
mod hand;
mod instance;
mod matcher;
mod pattern;
mod practice;
mod source_map;
mod target;

pub use card::{Card, CardHand, CardLine, HandRef, Section, Xc};
pub use distance::{distances, still_completable};
pub use hand::{Exposure, Hand, HandError};
pub use matcher::{Match, exposure_fits, match_hand};
pub use pattern::{
    Colour, Group, HAND_TILES, Num, Numbers, Pattern, PatternError, Symbol, dragon_of,
};
pub use practice::{FILE as PRACTICE_FILE, TEXT as PRACTICE_TEXT, card_in as practice_in};
pub(crate) use target::reading_needs;
pub use target::{
    Target, nearest_readings, nearest_targets, nearest_targets_within, reading, reading_count,
};
