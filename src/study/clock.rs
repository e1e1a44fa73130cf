//! Time as the study code sees it: always through a `Clock`, so that the scheduler,
//! the timer and the file names of set-aside files can be tested with a clock that only
//! moves when the test says so.

use chrono::{DateTime, Duration, Utc};
use std::sync::Mutex;

pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

/// The environment variable that sets the clock to another moment: a club preparing
/// next week's session, a test. The clock runs on from there.
pub const NOW_VAR: &str = "MJREF_NOW";

/// A moment as `MJREF_NOW` takes it: `2027-03-01`, `2027-03-01T18:30` (both UTC) or a
/// full RFC 3339 time with its offset.
pub fn parse_now(text: &str) -> Option<DateTime<Utc>> {
    let text = text.trim();
    if let Ok(t) = DateTime::parse_from_rfc3339(text) {
        return Some(t.with_timezone(&Utc));
    }
    if let Ok(t) = chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M") {
        return Some(t.and_utc());
    }
    chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|t| t.and_utc())
}

/// How far `MJREF_NOW` moves the computer's clock, read once; none where it is unset or
/// does not read (the shells refuse such a value before any clock is asked).
fn moved_by() -> Duration {
    static MOVED: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *MOVED.get_or_init(|| {
        std::env::var(NOW_VAR)
            .ok()
            .and_then(|v| parse_now(&v))
            .map_or(Duration::zero(), |at| at - Utc::now())
    })
}

/// The computer's clock, moved to `MJREF_NOW` where that is set.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now() + moved_by()
    }
}

/// A clock that stands still until it is set or advanced.
#[derive(Debug)]
pub struct ManualClock(Mutex<DateTime<Utc>>);

impl ManualClock {
    pub fn new(at: DateTime<Utc>) -> Self {
        ManualClock(Mutex::new(at))
    }

    /// A fixed, readable starting point for tests: 2026-01-05 09:00 UTC.
    pub fn at_unix(secs: i64) -> Self {
        Self::new(DateTime::from_timestamp(secs, 0).unwrap_or_default())
    }

    pub fn advance(&self, by: Duration) {
        // A poisoned lock only means another test thread panicked; the time is still valid.
        let mut t = self.0.lock().unwrap_or_else(|e| e.into_inner());
        *t += by;
    }

    pub fn set(&self, at: DateTime<Utc>) {
        let mut t = self.0.lock().unwrap_or_else(|e| e.into_inner());
        *t = at;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl<C: Clock + ?Sized> Clock for std::sync::Arc<C> {
    fn now(&self) -> DateTime<Utc> {
        (**self).now()
    }
}
