//! A learner's progress as rows of the database, and back: an answer a row, a card a
//! row, a case answered wrong a row.

use crate::study::progress::{AnswerKind, AnswerRecord, Item, Mistake, Progress};
use chrono::{DateTime, Utc};
use rs_fsrs::{Card, State};
use rusqlite::{Connection, OptionalExtension, Row, params};

// Each table's columns in the order its rows are read and written, named once for the
// statements that write them and those that read them back.
macro_rules! answer_columns {
    () => {
        "at_secs, at_nanos, ruleset, article, case_id, seed, kind, correct, score, millis"
    };
}
macro_rules! card_columns {
    () => {
        "key, due_secs, due_nanos, stability, difficulty, elapsed_days, scheduled_days, reps, \
         lapses, state, last_review_secs, last_review_nanos"
    };
}
macro_rules! mistake_columns {
    () => {
        "key, ruleset, article, case_id, at_secs, at_nanos"
    };
}

/// A time as the two columns it is kept in.
fn split(t: DateTime<Utc>) -> (i64, u32) {
    (t.timestamp(), t.timestamp_subsec_nanos())
}

fn joined(secs: i64, nanos: u32) -> rusqlite::Result<DateTime<Utc>> {
    DateTime::from_timestamp(secs, nanos).ok_or_else(|| bad("a time out of range"))
}

fn bad(what: &str) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        0,
        rusqlite::types::Type::Null,
        Box::<dyn std::error::Error + Send + Sync>::from(what.to_string()),
    )
}

fn kind_name(kind: AnswerKind) -> &'static str {
    match kind {
        AnswerKind::Choice => "choice",
        AnswerKind::Parts => "parts",
        AnswerKind::Club => "club",
    }
}

fn kind_of(name: &str) -> rusqlite::Result<AnswerKind> {
    match name {
        "choice" => Ok(AnswerKind::Choice),
        "parts" => Ok(AnswerKind::Parts),
        "club" => Ok(AnswerKind::Club),
        _ => Err(bad("an answer of an unknown kind")),
    }
}

fn state_name(state: State) -> &'static str {
    match state {
        State::New => "new",
        State::Learning => "learning",
        State::Review => "review",
        State::Relearning => "relearning",
    }
}

fn state_of(name: &str) -> rusqlite::Result<State> {
    match name {
        "new" => Ok(State::New),
        "learning" => Ok(State::Learning),
        "review" => Ok(State::Review),
        "relearning" => Ok(State::Relearning),
        _ => Err(bad("a card in an unknown state")),
    }
}

/// Adds one answer; returns its row id.
pub fn insert_answer(db: &Connection, a: &AnswerRecord) -> rusqlite::Result<i64> {
    let (secs, nanos) = split(a.at);
    db.prepare_cached(concat!(
        "INSERT INTO answers (",
        answer_columns!(),
        ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"
    ))?
    .execute(params![
        secs,
        nanos,
        a.ruleset,
        a.article,
        a.case,
        // Kept bit for bit: SQLite's integers are signed.
        a.seed as i64,
        kind_name(a.kind),
        a.correct,
        a.score,
        i64::try_from(a.millis).unwrap_or(i64::MAX),
    ])?;
    Ok(db.last_insert_rowid())
}

fn answer(row: &Row) -> rusqlite::Result<(i64, AnswerRecord)> {
    Ok((
        row.get(0)?,
        AnswerRecord {
            at: joined(row.get(1)?, row.get(2)?)?,
            ruleset: row.get(3)?,
            article: row.get(4)?,
            case: row.get(5)?,
            seed: row.get::<_, i64>(6)? as u64,
            kind: kind_of(&row.get::<_, String>(7)?)?,
            correct: row.get(8)?,
            score: row.get(9)?,
            millis: u64::try_from(row.get::<_, i64>(10)?).unwrap_or(0),
        },
    ))
}

/// The answers after row `after`, oldest first, with their row ids.
pub fn answers_after(db: &Connection, after: i64) -> rusqlite::Result<Vec<(i64, AnswerRecord)>> {
    let mut q = db.prepare_cached(concat!(
        "SELECT id, ",
        answer_columns!(),
        " FROM answers WHERE id > ?1 ORDER BY id"
    ))?;
    let rows = q.query_map([after], answer)?;
    rows.collect()
}

pub fn put_card(db: &Connection, key: &str, c: &Card) -> rusqlite::Result<()> {
    let (due_secs, due_nanos) = split(c.due);
    let (last_secs, last_nanos) = split(c.last_review);
    db.prepare_cached(concat!(
        "INSERT OR REPLACE INTO cards (",
        card_columns!(),
        ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
    ))?
    .execute(params![
        key,
        due_secs,
        due_nanos,
        c.stability,
        c.difficulty,
        c.elapsed_days,
        c.scheduled_days,
        c.reps,
        c.lapses,
        state_name(c.state),
        last_secs,
        last_nanos,
    ])?;
    Ok(())
}

fn card(row: &Row) -> rusqlite::Result<(String, Card)> {
    Ok((
        row.get(0)?,
        Card {
            due: joined(row.get(1)?, row.get(2)?)?,
            stability: row.get(3)?,
            difficulty: row.get(4)?,
            elapsed_days: row.get(5)?,
            scheduled_days: row.get(6)?,
            reps: row.get(7)?,
            lapses: row.get(8)?,
            state: state_of(&row.get::<_, String>(9)?)?,
            last_review: joined(row.get(10)?, row.get(11)?)?,
        },
    ))
}

pub fn get_card(db: &Connection, key: &str) -> rusqlite::Result<Option<Card>> {
    db.prepare_cached(concat!(
        "SELECT ",
        card_columns!(),
        " FROM cards WHERE key = ?1"
    ))?
    .query_row([key], card)
    .optional()
    .map(|found| found.map(|(_, c)| c))
}

pub fn put_mistake(db: &Connection, key: &str, m: &Mistake) -> rusqlite::Result<()> {
    let (secs, nanos) = split(m.at);
    db.prepare_cached(concat!(
        "INSERT OR REPLACE INTO mistakes (",
        mistake_columns!(),
        ") VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
    ))?
    .execute(params![
        key,
        m.item.ruleset,
        m.item.article,
        m.item.case,
        secs,
        nanos
    ])?;
    Ok(())
}

pub fn drop_mistake(db: &Connection, key: &str) -> rusqlite::Result<()> {
    db.prepare_cached("DELETE FROM mistakes WHERE key = ?1")?
        .execute([key])?;
    Ok(())
}

fn mistake(row: &Row) -> rusqlite::Result<(String, Mistake)> {
    Ok((
        row.get(0)?,
        Mistake {
            item: Item::new(
                &row.get::<_, String>(1)?,
                &row.get::<_, String>(2)?,
                &row.get::<_, String>(3)?,
            ),
            at: joined(row.get(4)?, row.get(5)?)?,
        },
    ))
}

pub fn get_mistake(db: &Connection, key: &str) -> rusqlite::Result<Option<Mistake>> {
    db.prepare_cached(concat!(
        "SELECT ",
        mistake_columns!(),
        " FROM mistakes WHERE key = ?1"
    ))?
    .query_row([key], mistake)
    .optional()
    .map(|found| found.map(|(_, m)| m))
}

/// Everything kept, and the id of the last answer read.
pub fn read_all(db: &Connection) -> rusqlite::Result<(Progress, i64)> {
    let mut progress = Progress::default();
    let mut last = 0;
    for (id, a) in answers_after(db, 0)? {
        last = id;
        progress.answers.push(a);
    }
    let mut q = db.prepare(concat!("SELECT ", card_columns!(), " FROM cards"))?;
    for c in q.query_map([], card)? {
        let (key, c) = c?;
        progress.cards.insert(key, c);
    }
    let mut q = db.prepare(concat!("SELECT ", mistake_columns!(), " FROM mistakes"))?;
    for m in q.query_map([], mistake)? {
        let (key, m) = m?;
        progress.mistakes.insert(key, m);
    }
    Ok((progress, last))
}

/// Replace everything kept with `progress`.
pub fn write_all(db: &Connection, progress: &Progress) -> rusqlite::Result<()> {
    db.execute_batch("DELETE FROM answers; DELETE FROM cards; DELETE FROM mistakes;")?;
    for a in &progress.answers {
        insert_answer(db, a)?;
    }
    for (key, c) in &progress.cards {
        put_card(db, key, c)?;
    }
    for (key, m) in &progress.mistakes {
        put_mistake(db, key, m)?;
    }
    Ok(())
}
