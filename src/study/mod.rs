//! Study over weeks and club quiz night: the progress file, spaced repetition, figures
//! from the history, and club codes with their handouts.
//!
//! No clock is read here: every function that needs the time takes it, or a `Clock`,
//! from the caller, so tests decide what time it is.

pub mod clock;
pub mod club;
mod learner;
/// Part-by-part checking lives with the quiz; re-exported here where study uses it.
pub use crate::quiz::parts;
pub mod pick;
pub mod progress;
pub mod schedule;
pub mod stats;
pub mod store;

pub use clock::{Clock, ManualClock, NOW_VAR, SystemClock, parse_now};
pub use learner::{Learner, Saved};
pub use progress::{AnswerKind, AnswerRecord, Item, Progress};
pub use schedule::{Outcome, StudyMode};
pub use store::{Loaded, SetAside, Store, StoreError};
