//! The learner's progress together with the store it is saved to, if any.

use super::clock::Clock;
use super::progress::Progress;
use super::schedule::{Outcome, record};
use super::store::{SetAside, Store, StoreError};
use chrono::{DateTime, Utc};

#[derive(Debug, Default)]
pub struct Learner {
    pub progress: Progress,
    /// `None`: progress lives only as long as the program (tests, no data directory, a
    /// plain quiz).
    pub store: Option<Store>,
    /// Answers given since the last save, to add to what another session on the same
    /// profile may have saved meanwhile.
    unsaved: Vec<Unsaved>,
}

#[derive(Debug, Clone)]
struct Unsaved {
    outcome: Outcome,
    at: DateTime<Utc>,
    schedule: bool,
}

/// What became of a save.
#[derive(Debug)]
pub enum Saved {
    /// No store is attached: nothing to save to.
    Nowhere,
    Saved,
    /// The progress is still in memory; the next save tries again.
    Failed(StoreError),
}

impl Learner {
    pub fn new(progress: Progress, store: Option<Store>) -> Learner {
        Learner {
            progress,
            store,
            unsaved: Vec::new(),
        }
    }

    /// The progress kept in `store`; a damaged file is set aside (and said where), and
    /// the learner starts afresh.
    pub fn load(
        store: Store,
        clock: &dyn Clock,
    ) -> Result<(Learner, Option<SetAside>), StoreError> {
        let loaded = store.load(clock)?;
        Ok((Learner::new(loaded.progress, Some(store)), loaded.set_aside))
    }

    /// Record an answer (see `schedule::record`); the next save keeps it.
    pub fn record(&mut self, outcome: &Outcome, now: DateTime<Utc>, schedule: bool) {
        record(&mut self.progress, outcome, now, schedule);
        self.unsaved.push(Unsaved {
            outcome: outcome.clone(),
            at: now,
            schedule,
        });
    }

    /// Save the progress. Where another session on the same profile saved since, what it
    /// saved is kept and this session's new answers are added to it: no answer is lost.
    pub fn save(&mut self) -> Saved {
        let Some(store) = &self.store else {
            return Saved::Nowhere;
        };
        let unsaved = &self.unsaved;
        let ours = &self.progress;
        let result = store.save_merged(|on_disk| match on_disk {
            // Nobody else saved since: what is here is the whole of it.
            Some(disk) if !ours.answers.starts_with(&disk.answers) => {
                let mut merged = disk;
                for u in unsaved {
                    let already = merged.answers.iter().any(|a| {
                        a.at == u.at && a.seed == u.outcome.seed && a.case == u.outcome.item.case
                    });
                    if !already {
                        record(&mut merged, &u.outcome, u.at, u.schedule);
                    }
                }
                merged
            }
            _ => ours.clone(),
        });
        match result {
            Ok(saved) => {
                self.progress = saved;
                self.unsaved.clear();
                Saved::Saved
            }
            Err(e) => Saved::Failed(e),
        }
    }
}
