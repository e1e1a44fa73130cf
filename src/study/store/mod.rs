//! The progress of one learner, kept in an SQLite database (`profiles/<name>.sqlite3`
//! in the data directory): one row per answer, one per scheduling card, one per case
//! answered wrong. Saving an answer writes its rows in one transaction, so it costs the
//! same with a hundred answers behind it or a hundred thousand; a crash at any moment
//! leaves every answer saved before it. The database is in WAL mode, so that the
//! trainer, a plain quiz and `club join` can use one profile at once, each waiting its
//! turn to write. The JSON progress file of earlier versions is read in once, when the
//! database is made, and left as it was.

mod legacy;
pub(crate) mod rows;
mod schema;

use super::clock::Clock;
use super::progress::Progress;
use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

pub use schema::VERSION;

/// The environment variable that points the store somewhere else (tests, portable use).
pub const DATA_DIR_VAR: &str = "MJREF_DATA_DIR";

pub const DEFAULT_PROFILE: &str = "default";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error(
        "profile name \"{0}\" is not allowed: use letters, digits, - and _ (at most 40 characters)"
    )]
    BadProfile(String),
    #[error(
        "no data directory could be found for this user; give one with --data-dir or {DATA_DIR_VAR}"
    )]
    NoDataDir,
    #[error(
        "{path}: written by a newer mjref (file schema {found}, this mjref reads {reads}); it is left as it is: update mjref or use another --profile"
    )]
    Newer {
        path: PathBuf,
        found: u32,
        reads: u32,
    },
    #[error("{path}: cannot be read ({source}) and cannot be set aside ({aside})")]
    Stuck {
        path: PathBuf,
        source: io::Error,
        aside: io::Error,
    },
    #[error("{path}: cannot be opened: {source}")]
    Open { path: PathBuf, source: io::Error },
    #[error("{path}: cannot save: {source}")]
    Write { path: PathBuf, source: io::Error },
    #[error(
        "{path}: is not a file (a pipe, a device or a folder is in its place); move it away or use another --profile"
    )]
    NotAFile { path: PathBuf },
}

/// Where one learner's progress is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    /// The database.
    pub path: PathBuf,
}

/// What loading found.
#[derive(Debug)]
pub struct Loaded {
    pub progress: Progress,
    /// A file that could not be read and was renamed to this path; the learner starts
    /// afresh and is told.
    pub set_aside: Option<SetAside>,
    /// The last answer read: a later save reads only what was added after it.
    pub(crate) last_answer: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetAside {
    pub from: PathBuf,
    pub to: PathBuf,
    pub reason: String,
}

/// The platform's data directory for mjref (XDG on Linux), unless overridden.
pub fn data_dir(explicit: Option<&Path>) -> Result<PathBuf, StoreError> {
    if let Some(dir) = explicit {
        return Ok(dir.to_path_buf());
    }
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "mjref")
        .map(|d| d.data_dir().to_path_buf())
        .ok_or(StoreError::NoDataDir)
}

pub fn valid_profile(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 40
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// How long a session waits for another one on the same profile to finish writing.
const BUSY_WAIT: Duration = Duration::from_secs(10);

impl Store {
    pub fn new(data_dir: &Path, profile: &str) -> Result<Store, StoreError> {
        if !valid_profile(profile) {
            return Err(StoreError::BadProfile(profile.to_string()));
        }
        Ok(Store {
            path: data_dir.join("profiles").join(format!("{profile}.sqlite3")),
        })
    }

    /// The JSON progress file earlier versions kept for this profile, read in once.
    pub fn legacy_path(&self) -> PathBuf {
        self.path.with_extension("json")
    }

    /// Read the progress: a new profile starts empty (with what an earlier version's
    /// file held, if there is one); a damaged database is set aside and the learner
    /// starts afresh.
    pub fn load(&self, clock: &dyn Clock) -> Result<Loaded, StoreError> {
        let (db, mut set_aside) = self.open(clock)?;
        let read = rows::read_all(&db).map_err(|e| self.open_err(e));
        let (progress, last_answer) = match read {
            Ok(read) => read,
            // Damage the opening did not meet (in a page only a full read touches).
            Err(StoreError::Open { source, .. }) if damaged(&source) => {
                drop(db);
                set_aside = Some(self.set_aside(clock, source.to_string())?);
                let (db, _) = self.open(clock)?;
                rows::read_all(&db).map_err(|e| self.open_err(e))?
            }
            Err(e) => return Err(e),
        };
        Ok(Loaded {
            progress,
            set_aside,
            last_answer,
        })
    }

    /// Replace everything kept with `progress`, in one transaction; `clock` names a
    /// damaged database set aside on the way.
    pub fn save(&self, progress: &Progress, clock: &dyn Clock) -> Result<(), StoreError> {
        let (mut db, _) = self.open(clock)?;
        self.write(&mut db, |tx| rows::write_all(tx, progress))
    }

    /// The database, open and brought to this version's layout; a file that is not a
    /// database (or is damaged) is set aside and a new one made in its place.
    pub(crate) fn open(
        &self,
        clock: &dyn Clock,
    ) -> Result<(Connection, Option<SetAside>), StoreError> {
        if fs::metadata(&self.path).is_ok_and(|m| !m.is_file()) {
            return Err(StoreError::NotAFile {
                path: self.path.clone(),
            });
        }
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir).map_err(|source| StoreError::Open {
                path: self.path.clone(),
                source,
            })?;
        }
        match self.open_as_is(clock) {
            // A new database is made in its place; where an earlier version's JSON file
            // is still there, it is read in again, and what was saved since is lost.
            Err(StoreError::Open { source, .. }) if damaged(&source) => {
                let aside = self.set_aside(clock, source.to_string())?;
                let (db, imported) = self.open_as_is(clock)?;
                Ok((db, imported.or(Some(aside))))
            }
            other => other,
        }
    }

    fn open_as_is(&self, clock: &dyn Clock) -> Result<(Connection, Option<SetAside>), StoreError> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let mut db =
            Connection::open_with_flags(&self.path, flags).map_err(|e| self.open_err(e))?;
        db.busy_timeout(BUSY_WAIT).map_err(|e| self.open_err(e))?;
        // A newer mjref's database is refused before anything is written to it.
        self.version(&db)?;
        // FULL: a saved answer survives a power cut too, not only a crash.
        db.execute_batch("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;")
            .map_err(|e| self.open_err(e))?;
        let imported = self.migrate(&mut db, clock)?;
        Ok((db, imported))
    }

    /// Brings the database to this version's layout, in one transaction with reading in
    /// an earlier version's JSON file when the database is new. Returns that file where
    /// it could not be read and was set aside.
    fn migrate(
        &self,
        db: &mut Connection,
        clock: &dyn Clock,
    ) -> Result<Option<SetAside>, StoreError> {
        if self.version(db)? == schema::VERSION {
            return Ok(None);
        }
        let tx = db
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| self.open_err(e))?;
        // Read again inside the transaction: another session may have done it meanwhile.
        let found = self.version(&tx)?;
        let steps = schema::steps_after(found).unwrap_or_default();
        for step in steps {
            tx.execute_batch(step).map_err(|e| self.open_err(e))?;
        }
        let set_aside = if found == 0 {
            self.import(&tx, clock)?
        } else {
            None
        };
        tx.pragma_update(None, "user_version", schema::VERSION)
            .map_err(|e| self.open_err(e))?;
        tx.commit().map_err(|e| self.open_err(e))?;
        Ok(set_aside)
    }

    /// The database's layout version; an error where it is newer than this mjref's.
    fn version(&self, db: &Connection) -> Result<u32, StoreError> {
        let found = db
            .pragma_query_value(None, "user_version", |r| r.get::<_, u32>(0))
            .map_err(|e| self.open_err(e))?;
        if found > schema::VERSION {
            return Err(StoreError::Newer {
                path: self.path.clone(),
                found,
                reads: schema::VERSION,
            });
        }
        Ok(found)
    }

    /// Reads in the JSON file of an earlier version, if there is one. A damaged one is
    /// set aside, as those versions did, and the learner told.
    fn import(&self, tx: &Connection, clock: &dyn Clock) -> Result<Option<SetAside>, StoreError> {
        let from = self.legacy_path();
        let reason = match read_regular(&from) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => e.to_string(),
            Ok(bytes) => match legacy::parse(&bytes) {
                legacy::Parsed::Good(progress, repaired) => {
                    rows::write_all(tx, &progress)
                        .and_then(|()| {
                            tx.execute(
                                "INSERT INTO imported (path, answers, repaired) VALUES (?1, ?2, ?3)",
                                rusqlite::params![
                                    from.display().to_string(),
                                    progress.answers.len() as i64,
                                    repaired as i64
                                ],
                            )
                        })
                        .map_err(|e| self.open_err(e))?;
                    return Ok(None);
                }
                legacy::Parsed::Newer(found) => {
                    return Err(StoreError::Newer {
                        path: from,
                        found,
                        reads: super::progress::SCHEMA,
                    });
                }
                legacy::Parsed::Bad(reason) => reason,
            },
        };
        let to = aside_path(&from, clock);
        match fs::rename(&from, &to) {
            Ok(()) => Ok(Some(SetAside { from, to, reason })),
            Err(aside) => Err(StoreError::Stuck {
                path: from,
                source: io::Error::other(reason),
                aside,
            }),
        }
    }

    /// Renames the damaged database (and the journal files beside it) out of the way.
    fn set_aside(&self, clock: &dyn Clock, reason: String) -> Result<SetAside, StoreError> {
        let to = aside_path(&self.path, clock);
        match fs::rename(&self.path, &to) {
            Ok(()) => {
                for journal in ["-wal", "-shm"] {
                    let mut from = self.path.clone().into_os_string();
                    from.push(journal);
                    let mut aside = to.clone().into_os_string();
                    aside.push(journal);
                    let _ = fs::rename(from, aside);
                }
                Ok(SetAside {
                    from: self.path.clone(),
                    to,
                    reason,
                })
            }
            Err(aside) => Err(StoreError::Stuck {
                path: self.path.clone(),
                source: io::Error::other(reason),
                aside,
            }),
        }
    }

    /// `work` in one write transaction, waiting for another session's to end.
    pub(crate) fn write<T>(
        &self,
        db: &mut Connection,
        work: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Result<T, StoreError> {
        let write_err = |e: rusqlite::Error| StoreError::Write {
            path: self.path.clone(),
            source: as_io(e),
        };
        let tx = db
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(write_err)?;
        let done = work(&tx).map_err(write_err)?;
        tx.commit().map_err(write_err)?;
        Ok(done)
    }

    fn open_err(&self, e: rusqlite::Error) -> StoreError {
        StoreError::Open {
            path: self.path.clone(),
            source: as_io(e),
        }
    }
}

/// An SQLite error as the I/O error a learner is told of: a full disk, a read-only
/// folder, no permission are said as such; the rest with SQLite's own words.
fn as_io(e: rusqlite::Error) -> io::Error {
    use rusqlite::ErrorCode as C;
    use std::io::ErrorKind as K;
    let kind = match e.sqlite_error_code() {
        Some(C::DiskFull) => K::StorageFull,
        Some(C::ReadOnly) => K::ReadOnlyFilesystem,
        Some(C::PermissionDenied) | Some(C::CannotOpen) => K::PermissionDenied,
        Some(C::NotADatabase) | Some(C::DatabaseCorrupt) => K::InvalidData,
        _ => K::Other,
    };
    io::Error::new(kind, e)
}

/// Whether an error says the database file is not one, or is damaged: SQLite found it
/// so, or a row in it holds what no mjref writes.
fn damaged(e: &io::Error) -> bool {
    let Some(inner) = e
        .get_ref()
        .and_then(|i| i.downcast_ref::<rusqlite::Error>())
    else {
        return false;
    };
    matches!(
        inner,
        rusqlite::Error::FromSqlConversionFailure(..)
            | rusqlite::Error::InvalidColumnType(..)
            | rusqlite::Error::IntegralValueOutOfRange(..)
    ) || matches!(
        inner.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    )
}

/// `name.corrupt-20260105T090000Z` beside `path`, numbered if that name is taken.
fn aside_path(path: &Path, clock: &dyn Clock) -> PathBuf {
    let stamp = clock.now().format("%Y%m%dT%H%M%SZ");
    let base = format!("{}.corrupt-{stamp}", path.display());
    let mut candidate = PathBuf::from(&base);
    let mut n = 1;
    while candidate.exists() {
        n += 1;
        candidate = PathBuf::from(format!("{base}-{n}"));
    }
    candidate
}

/// The most of an old progress file read in: far more than years of answers wrote in
/// that format, and a bound on what a device in its place could make mjref read.
const MOST_AN_OLD_PROGRESS_FILE_HOLDS: u64 = 256 * 1024 * 1024;

/// The bytes of an old progress file, if it is a regular file: a FIFO or a device in
/// its place would block the read or never end it.
fn read_regular(path: &Path) -> io::Result<Vec<u8>> {
    crate::files::read_regular(path, MOST_AN_OLD_PROGRESS_FILE_HOLDS)
}

/// Write `bytes` to `path` through a temporary file in the same directory: written,
/// flushed to disk, renamed over the old file (atomic on one file system), and the
/// directory flushed so that the rename itself survives a power cut.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map_or_else(|| "progress".into(), |n| n.to_string_lossy().into_owned());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = (|| {
        let mut f = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)?;
        sync_dir(dir)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    // Windows cannot open a directory as a file; its rename is already durable enough.
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profile_names() {
        assert!(valid_profile("anna"));
        assert!(valid_profile("club-2_b"));
        assert!(!valid_profile(""));
        assert!(!valid_profile("../x"));
        assert!(!valid_profile("a b"));
        assert!(!valid_profile(&"x".repeat(41)));
    }
}
