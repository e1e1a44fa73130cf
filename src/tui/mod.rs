//! The full-screen trainer.

use crate::cli::{Common, QuizArgs};

/// Open the trainer; `quiz` is set when started as `mjref quiz` (straight into a quiz).
pub fn run(_common: &Common, _quiz: Option<&QuizArgs>) -> anyhow::Result<()> {
    anyhow::bail!("the full-screen trainer is not built yet; use `mjref quiz --plain`")
}
