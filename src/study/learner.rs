//! The learner's progress together with the store it is saved to, if any.

use super::clock::Clock;
use super::progress::Progress;
use super::store::{SetAside, Store, StoreError};

#[derive(Debug, Default)]
pub struct Learner {
    pub progress: Progress,
    /// `None`: progress lives only as long as the program (tests, no data directory, a
    /// plain quiz).
    pub store: Option<Store>,
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
    /// The progress kept in `store`; a damaged file is set aside (and said where), and
    /// the learner starts afresh.
    pub fn load(
        store: Store,
        clock: &dyn Clock,
    ) -> Result<(Learner, Option<SetAside>), StoreError> {
        let loaded = store.load(clock)?;
        let learner = Learner {
            progress: loaded.progress,
            store: Some(store),
        };
        Ok((learner, loaded.set_aside))
    }

    pub fn save(&self) -> Saved {
        match &self.store {
            None => Saved::Nowhere,
            Some(store) => match store.save(&self.progress) {
                Ok(()) => Saved::Saved,
                Err(e) => Saved::Failed(e),
            },
        }
    }
}
