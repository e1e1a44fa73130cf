//! The progress database's layout and its versions. Each version is one step of SQL run
//! in the transaction that opens the database; `PRAGMA user_version` says how many steps
//! a database has had, so that a database from a newer mjref is recognised and left
//! alone, and an older one is brought up to date.

/// The layout this mjref writes: the number of steps in `STEPS`.
pub const VERSION: u32 = STEPS.len() as u32;

/// Every step from an empty database to the current layout, oldest first. A step once
/// shipped is never changed; a new layout is a new step.
const STEPS: &[&str] = &[
    // 1: one row per answer, one per scheduling card, one per case answered wrong.
    // Times are whole seconds since 1970 and the nanoseconds beside them, exact for every
    // time the scheduler can hold. A CHECK refuses what could not be read back (a NaN
    // stored by SQLite as NULL, a kind no mjref knows), so that a bad value fails the
    // save that would write it instead of the next start.
    r#"
    CREATE TABLE answers (
        id        INTEGER PRIMARY KEY,
        at_secs   INTEGER NOT NULL,
        at_nanos  INTEGER NOT NULL CHECK (at_nanos BETWEEN 0 AND 1999999999),
        ruleset   TEXT NOT NULL,
        article   TEXT NOT NULL,
        case_id   TEXT NOT NULL,
        seed      INTEGER NOT NULL,
        kind      TEXT NOT NULL CHECK (kind IN ('choice', 'parts', 'club')),
        correct   INTEGER NOT NULL CHECK (correct IN (0, 1)),
        score     REAL NOT NULL CHECK (score BETWEEN 0.0 AND 1.0),
        millis    INTEGER NOT NULL CHECK (millis >= 0)
    ) STRICT;
    CREATE TABLE cards (
        key              TEXT PRIMARY KEY,
        due_secs         INTEGER NOT NULL,
        due_nanos        INTEGER NOT NULL CHECK (due_nanos BETWEEN 0 AND 1999999999),
        stability        REAL NOT NULL CHECK (stability >= 0.0),
        difficulty       REAL NOT NULL,
        elapsed_days     INTEGER NOT NULL,
        scheduled_days   INTEGER NOT NULL,
        reps             INTEGER NOT NULL,
        lapses           INTEGER NOT NULL,
        state            TEXT NOT NULL
                         CHECK (state IN ('new', 'learning', 'review', 'relearning')),
        last_review_secs  INTEGER NOT NULL,
        last_review_nanos INTEGER NOT NULL CHECK (last_review_nanos BETWEEN 0 AND 1999999999)
    ) STRICT;
    CREATE TABLE mistakes (
        key       TEXT PRIMARY KEY,
        ruleset   TEXT NOT NULL,
        article   TEXT NOT NULL,
        case_id   TEXT NOT NULL,
        at_secs   INTEGER NOT NULL,
        at_nanos  INTEGER NOT NULL CHECK (at_nanos BETWEEN 0 AND 1999999999)
    ) STRICT;
    -- What the database was started from: the JSON progress file of earlier versions,
    -- read in once.
    CREATE TABLE imported (
        path      TEXT NOT NULL,
        answers   INTEGER NOT NULL,
        repaired  INTEGER NOT NULL
    ) STRICT;
    "#,
];

/// The steps a database at `version` still needs, in order; `None` when it is newer than
/// this mjref knows.
pub fn steps_after(version: u32) -> Option<&'static [&'static str]> {
    STEPS.get(usize::try_from(version).ok()?..)
}
