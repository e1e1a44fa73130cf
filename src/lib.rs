//! mjref: a trainer for mahjong rulings.
//!
//! The domain (`tiles`, `table`, `analysis`, `rules`, `scenario`, `sim`, `situations`,
//! `quiz`) is pure: no terminal, no files, no clock. `study` keeps the learner's progress and takes its clock from the
//! caller; `setup` reads the rules and finds the progress file that the shells ask for; `files`
//! reads a file a person gave, only a regular one and no larger than a person writes.
//! `cli` and `tui` are thin shells over it, and neither imports the other.

pub mod analysis;
pub mod base32;
pub mod cli;
pub mod files;
pub mod i18n;
pub mod load;
pub mod quiz;
pub mod rng;
pub mod rules;
pub mod scenario;
pub mod setup;
pub mod sim;
pub mod situations;
pub mod study;
pub mod table;
pub mod tiles;
pub mod tui;
pub mod visible;

/// The allocator of every program built on the library (the trainer, the tests, the
/// benchmarks): the referee copies the table at many moments of a log and the options
/// are made of many small rulings, so a question is mostly small allocations, and
/// mimalloc makes them about an eighth faster than the system's (issue 27). Built
/// without transparent huge pages (`no_thp`): with them a 200-question quiz held 23 MB
/// at its peak, over the 20 MB budget (`benches/budgets.rs`); without, 12 MB, as fast.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
