//! mjref: a trainer for mahjong rulings.
//!
//! The domain (`tiles`, `table`, `rules`, `scenario`, `quiz`) is pure: no terminal, no
//! files, no clock. `cli` and `tui` are thin shells over it.

pub mod analysis;
pub mod cli;
pub mod i18n;
pub mod load;
pub mod quiz;
pub mod rng;
pub mod rules;
pub mod scenario;
pub mod sim;
pub mod situations;
pub mod study;
pub mod table;
pub mod tiles;
pub mod tui;
