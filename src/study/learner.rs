//! The learner's progress together with the store it is saved to, if any.

use super::clock::Clock;
use super::progress::{Item, Progress, article_key};
use super::schedule::{Outcome, record};
use super::store::{SetAside, Store, StoreError, rows};
use chrono::{DateTime, Utc};
use rusqlite::Connection;

#[derive(Debug, Default)]
pub struct Learner {
    pub progress: Progress,
    /// `None`: progress lives only as long as the program (tests, no data directory, a
    /// plain quiz).
    pub store: Option<Store>,
    /// The database, once opened.
    db: Option<Connection>,
    /// Answers given since the last save.
    unsaved: Vec<Unsaved>,
    /// How many of `progress.answers` came from the store, oldest first; the ones after
    /// them are unsaved.
    synced: usize,
    /// The store's id of the last answer read from it.
    last_answer: i64,
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
    /// A learner starting from `progress`, saving to `store` what they answer from now
    /// on. With a store, the first save reads every answer the store holds in place of
    /// `progress`'s (`Learner::load` starts from what the store holds instead).
    pub fn new(progress: Progress, store: Option<Store>) -> Learner {
        Learner {
            synced: if store.is_some() {
                0
            } else {
                progress.answers.len()
            },
            progress,
            store,
            ..Learner::default()
        }
    }

    /// The progress kept in `store`; a damaged store is set aside (and said where), and
    /// the learner starts afresh.
    pub fn load(
        store: Store,
        clock: &dyn Clock,
    ) -> Result<(Learner, Option<SetAside>), StoreError> {
        let loaded = store.load(clock)?;
        let learner = Learner {
            synced: loaded.progress.answers.len(),
            last_answer: loaded.last_answer,
            progress: loaded.progress,
            store: Some(store),
            ..Learner::default()
        };
        Ok((learner, loaded.set_aside))
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

    /// Save the answers given since the last save. Each is recorded on what the store
    /// holds (so that two sessions on one profile both count: a card another session
    /// moved since is moved on from there), and what other sessions saved meanwhile is
    /// read in. The cost is that of the new answers, whatever the history's length.
    pub fn save(&mut self) -> Saved {
        let Some(store) = self.store.clone() else {
            return Saved::Nowhere;
        };
        let mut db = match self.db.take() {
            Some(db) => db,
            None => match store.open(&super::clock::SystemClock) {
                Ok((db, _)) => db,
                Err(e) => return Saved::Failed(e),
            },
        };
        let saved = store.write(&mut db, |tx| {
            for u in &self.unsaved {
                record_in(tx, u)?;
            }
            rows::answers_after(tx, self.last_answer)
        });
        let new = match saved {
            Ok(new) => new,
            Err(e) => {
                self.db = Some(db);
                return Saved::Failed(e);
            }
        };
        // Ours and other sessions' answers, in the store's order, in place of the ones
        // kept only here; the cards and mistakes they touched as the store has them.
        self.progress.answers.truncate(self.synced);
        let mut touched: Vec<Item> = Vec::new();
        for (id, answer) in new {
            self.last_answer = id;
            let item = Item::new(&answer.ruleset, &answer.article, &answer.case);
            if !touched.contains(&item) {
                touched.push(item);
            }
            self.progress.answers.push(answer);
        }
        self.synced = self.progress.answers.len();
        self.unsaved.clear();
        let reread = touched.iter().try_for_each(|item| self.reread(&db, item));
        self.db = Some(db);
        match reread {
            Ok(()) => Saved::Saved,
            // Everything is saved; only this session's copy of a card may be behind.
            Err(e) => Saved::Failed(StoreError::Open {
                path: store.path,
                source: std::io::Error::other(e),
            }),
        }
    }

    /// The case's and its article's cards and the case's mistake, as the store has them.
    fn reread(&mut self, db: &Connection, item: &Item) -> rusqlite::Result<()> {
        for key in [item.case_key(), item.article_key()] {
            match rows::get_card(db, &key)? {
                Some(card) => self.progress.cards.insert(key, card),
                None => self.progress.cards.remove(&key),
            };
        }
        let key = item.case_key();
        match rows::get_mistake(db, &key)? {
            Some(m) => self.progress.mistakes.insert(key, m),
            None => self.progress.mistakes.remove(&key),
        };
        Ok(())
    }
}

/// One answer recorded on what the store holds: the answer's row, the case's and
/// article's cards, the case's mistake. The same `record` as in memory, on a progress
/// holding only those.
fn record_in(db: &Connection, u: &Unsaved) -> rusqlite::Result<()> {
    let item = &u.outcome.item;
    let case = item.case_key();
    let article = article_key(&item.ruleset, &item.article);
    let mut part = Progress::default();
    for key in [&case, &article] {
        if let Some(card) = rows::get_card(db, key)? {
            part.cards.insert(key.clone(), card);
        }
    }
    if let Some(m) = rows::get_mistake(db, &case)? {
        part.mistakes.insert(case.clone(), m);
    }
    record(&mut part, &u.outcome, u.at, u.schedule);
    for a in &part.answers {
        rows::insert_answer(db, a)?;
    }
    for key in [&case, &article] {
        if let Some(card) = part.cards.get(key) {
            rows::put_card(db, key, card)?;
        }
    }
    match part.mistakes.get(&case) {
        Some(m) => rows::put_mistake(db, &case, m),
        None => rows::drop_mistake(db, &case),
    }
}
