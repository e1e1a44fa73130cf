//! The learner's progress together with the store it is saved to, if any.

use super::clock::Clock;
use super::progress::{Item, Progress};
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
    /// `clock` names a damaged database set aside when the store is first opened here.
    pub fn save(&mut self, clock: &dyn Clock) -> Saved {
        let Some(store) = self.store.clone() else {
            return Saved::Nowhere;
        };
        let mut db = match self.db.take() {
            Some(db) => db,
            None => match store.open(clock) {
                Ok((db, _)) => db,
                Err(e) => return Saved::Failed(e),
            },
        };
        let saved = store.write(&mut db, |tx| {
            for u in &self.unsaved {
                record_in(tx, u)?;
            }
            // Ours and other sessions' answers since the last save, and the cards and
            // mistakes they touched, read in the same transaction as written.
            let answers = rows::answers_after(tx, self.last_answer)?;
            let mut items: Vec<Item> = Vec::new();
            for (_, a) in &answers {
                let item = Item::new(&a.ruleset, &a.article, &a.case);
                if !items.contains(&item) {
                    items.push(item);
                }
            }
            let held = items
                .into_iter()
                .map(|item| {
                    let part = held(tx, &item)?;
                    Ok((item, part))
                })
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok((answers, held))
        });
        self.db = Some(db);
        let (answers, held) = match saved {
            Ok(read) => read,
            Err(e) => return Saved::Failed(e),
        };
        // What the store holds in place of what was kept only here.
        self.progress.answers.truncate(self.synced);
        for (id, answer) in answers {
            self.last_answer = id;
            self.progress.answers.push(answer);
        }
        self.synced = self.progress.answers.len();
        self.unsaved.clear();
        for (item, part) in held {
            for key in [item.case_key(), item.article_key()] {
                match part.cards.get(&key) {
                    Some(card) => self.progress.cards.insert(key, card.clone()),
                    None => self.progress.cards.remove(&key),
                };
            }
            let key = item.case_key();
            match part.mistakes.get(&key) {
                Some(m) => self.progress.mistakes.insert(key, m.clone()),
                None => self.progress.mistakes.remove(&key),
            };
        }
        Saved::Saved
    }
}

/// The progress of one case as the store holds it: the case's and its article's cards
/// and the case's mistake (no answers).
fn held(db: &Connection, item: &Item) -> rusqlite::Result<Progress> {
    let mut part = Progress::default();
    for key in [item.case_key(), item.article_key()] {
        if let Some(card) = rows::get_card(db, &key)? {
            part.cards.insert(key, card);
        }
    }
    let key = item.case_key();
    if let Some(m) = rows::get_mistake(db, &key)? {
        part.mistakes.insert(key, m);
    }
    Ok(part)
}

/// One answer recorded on what the store holds: the answer's row, the case's and
/// article's cards, the case's mistake. The same `record` as in memory, on a progress
/// holding only those.
fn record_in(db: &Connection, u: &Unsaved) -> rusqlite::Result<()> {
    let item = &u.outcome.item;
    let mut part = held(db, item)?;
    record(&mut part, &u.outcome, u.at, u.schedule);
    for a in &part.answers {
        rows::insert_answer(db, a)?;
    }
    for (key, card) in &part.cards {
        rows::put_card(db, key, card)?;
    }
    let case = item.case_key();
    match part.mistakes.get(&case) {
        Some(m) => rows::put_mistake(db, &case, m),
        None => rows::drop_mistake(db, &case),
    }
}
