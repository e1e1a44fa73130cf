//! Chinese Official (MCR, "Guobiao") fan calculator.
//!
//! The referee asks it whether a declared win is real and worth the 8 fan minimum:
//!
//! ```
//! use mjref::analysis::mcr::{Fan, Settings, WinContext, parse_hand, score};
//!
//! // Won on a discarded 1s, with a claimed chow of dots, as East in the East round.
//! let hand = parse_hand("[123p,1]456p789p1sEEE1s")?;
//! let s = score(&hand, &WinContext::default(), &Settings::default())?;
//! assert_eq!(s.total, 22); // Pure Straight, Prevalent and Seat Wind, One Voided Suit, Single Wait
//! assert!(s.fans.contains(&(Fan::PureStraight, 1)));
//! assert!(s.meets_minimum());
//!
//! // Two flowers do not lift a 2-fan hand to the minimum: declaring it is a false win.
//! let weak = parse_hand("[234p,1]567s234m88pWWW")?;
//! let ctx = WinContext { flowers: 2, ..WinContext::default() };
//! let s = score(&weak, &ctx, &Settings::default())?;
//! assert_eq!((s.total, s.without_flowers()), (4, 2));
//! assert!(!s.meets_minimum());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! - [`parse_hand`] reads the notation Chinese MCR tools share (`123m`, `E`, `[123p,1]`,
//!   `[SSSS]`; the last loose tile is the winning tile) into a [`Hand`]; [`Hand::new`] and
//!   [`Hand::from_kinds`] build one from tiles or the project's `Kind`s.
//! - [`score`] returns the [`Score`] (total, the fan with their counts, flowers) or
//!   [`NotAWin`]; [`Score::meets_minimum`] is the 8-fan test, flowers excluded.
//!   [`total`] is the same figure without the fan list; [`score_readings`] scores every
//!   reading of the hand, best first.
//! - [`WinContext`] carries the win flags (self-drawn, last tile, kong, last of the
//!   wall), the seat and prevalent winds and the flowers; [`Settings`] the rulings the
//!   sources disagree on (Two Concealed Kongs 6 or 8; a melded with a concealed kong),
//!   defaulting to the Chinese rulebook.
//! - [`Fan`] lists the 81 fan with [`Fan::value`], [`Fan::name`] and [`Fan::number`].
//!
//! How it counts: the hand is read every way it can be (four sets and a pair, seven
//! pairs, thirteen orphans, lesser and greater honours and knitted tiles, a knitted
//! straight with a set and a pair); each reading keeps its sets whole (non-separation)
//! and is scored on its own, sets combining under the account-once and non-identical
//! principles, fan implied by bigger ones dropped (non-repeat); the best reading counts
//! (high-versus-low). A hand with no fan is a Chicken Hand (8). Flowers add 1 each to
//! the total but not toward the minimum.
//!
//! Inside, tiles are indices 0–33 (the project's `Kind::index`) and hands are count
//! arrays; nothing allocates until the fan list is built.

mod count;
mod decompose;
mod fan;
mod hand;
mod parse;
mod score;
mod tile;
mod wait;

pub use fan::Fan;
pub use hand::{
    Hand, HandError, Meld, MeldKind, MeldedAndConcealedKong, Settings, TwoConcealedKongs,
    WinContext,
};
pub use parse::{ParseError, parse_hand};
pub use score::{MINIMUM, NotAWin, Score, score, score_readings, total};
pub use tile::Tile;
