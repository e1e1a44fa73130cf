//! The command that meets a session's questions again, printed for the learner to paste:
//! with every option that decides the questions (the ruleset, the count), so that it
//! gives the same quiz wherever it is run.

use super::{Mode, Plan, Session, Source};

impl Session {
    /// The whole command for this session's questions again; `None` for a deck, whose
    /// cases are files no command names.
    pub fn again_command(&self) -> Option<String> {
        let ruleset = &self.ruleset.meta.id;
        // Practice until the learner stops has no count to give: the command asks the
        // same questions in the same order, as many as its default.
        let count = |n: u32| {
            if n == u32::MAX {
                String::new()
            } else {
                format!(" --count {n}")
            }
        };
        let edition = self.edition_option();
        Some(match &self.source {
            Source::Plan(plan) => match &plan.mode {
                Mode::Everything => format!(
                    "mjref quiz --ruleset {ruleset}{edition}{} --seed {}",
                    count(plan.count),
                    plan.seed
                ),
                Mode::Drill(article) => format!(
                    "mjref quiz --ruleset {ruleset}{edition} --article {article}{} --seed {}",
                    count(plan.count),
                    plan.seed
                ),
                Mode::Replay { article, seed } => format!(
                    "mjref quiz --ruleset {ruleset}{edition} --question {}",
                    crate::quiz::replay::code(article, *seed)
                ),
            },
            Source::Study { mode, .. } => {
                let choice = if self.by_parts { "" } else { " --choice" };
                format!(
                    "mjref study --ruleset {ruleset} --mode {}{choice}",
                    mode.name()
                )
            }
            Source::Club(run) if run.club.deck.is_none() => {
                format!("mjref club join {}", run.club.text())
            }
            Source::Club(_) | Source::Deck(_) => return None,
        })
    }

    /// The command for one question again, from its replay code.
    pub fn question_command(&self, article: &str, seed: u64) -> String {
        format!(
            "mjref quiz --ruleset {}{} --question {}",
            self.ruleset.meta.id,
            self.edition_option(),
            crate::quiz::replay::code(article, seed)
        )
    }

    /// ` --edition ID` where the learner chose the edition the questions are judged
    /// under: the code names the story, not the edition.
    fn edition_option(&self) -> String {
        match &self.source {
            Source::Plan(Plan {
                edition: Some(e), ..
            }) => format!(" --edition {e}"),
            _ => String::new(),
        }
    }
}
