//! Time as the study code sees it: always through a `Clock`, so that the scheduler,
//! the timer and the file names of set-aside files can be tested with a clock that only
//! moves when the test says so.

use chrono::{DateTime, Duration, Utc};
use std::sync::Mutex;

pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

/// The computer's clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
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
