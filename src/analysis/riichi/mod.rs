//! Riichi hand calculator: yaku, han, fu, limits and what a win pays, with the switches
//! the competition rulebooks differ on ([`Settings`]).
//!
//! The referee asks it whether a declared win is one: complete, of the right number of
//! tiles, with a yaku (dora are none).
//!
//! ```
//! use mjref::analysis::riichi::{parse_hand, score, NotAWin, Payment, ScoreError, Settings, WinContext};
//!
//! // Riichi, menzen tsumo, pinfu, tanyao: a non-dealer's self-draw.
//! let hand = parse_hand("34m456p345678s66s2m")?;
//! let ctx = WinContext { tsumo: true, riichi: true, seat: mjref::tiles::Wind::South, ..WinContext::default() };
//! let s = score(&hand, &ctx, &Settings::default())?;
//! assert_eq!((s.han, s.fu), (4, 20));
//! assert_eq!(s.payment, Payment::Tsumo { dealer: 2600, others: 1300 });
//!
//! // An open hand of runs with no yakuhai: no yaku, so no win.
//! let open = parse_hand("234m456p78s99s9s [789p]")?;
//! let none = score(&open, &WinContext::default(), &Settings::default());
//! assert_eq!(none, Err(ScoreError::NotAWin(NotAWin::NoYaku)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Inside, tiles are indices 0–33 (the project's `Kind::index`); every reading of the
//! concealed tiles and every place the winning tile could have completed is scored, and
//! the reading that pays most counts.

pub mod batch;
mod decompose;
mod hand;
mod parse;
mod score;
pub mod tile;
mod yaku;

pub use hand::{
    ContextError, Hand, HandError, Kazoe, Meld, MeldKind, Renhou, Settings, WinContext,
};
pub use parse::{ParseError, parse_hand};
pub use score::{Limit, NotAWin, Payment, Score, ScoreError, score};
pub use yaku::Yaku;
