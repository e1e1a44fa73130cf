//! The progress file of one learner: where it lives, reading it back, and saving it so
//! that a crash at any moment leaves either the old file or the new one, never half of
//! one.

use super::clock::Clock;
use super::progress::{Progress, SCHEMA};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

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
        "{path}: written by a newer mjref (file schema {found}, this mjref reads {SCHEMA}); it is left as it is: update mjref or use another --profile"
    )]
    Newer { path: PathBuf, found: u32 },
    #[error("{path}: cannot be read ({source}) and cannot be set aside ({aside})")]
    Stuck {
        path: PathBuf,
        source: io::Error,
        aside: io::Error,
    },
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
    pub path: PathBuf,
}

/// What loading found.
#[derive(Debug)]
pub struct Loaded {
    pub progress: Progress,
    /// A file that could not be read and was renamed to this path; the learner starts
    /// afresh and is told.
    pub set_aside: Option<SetAside>,
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

impl Store {
    pub fn new(data_dir: &Path, profile: &str) -> Result<Store, StoreError> {
        if !valid_profile(profile) {
            return Err(StoreError::BadProfile(profile.to_string()));
        }
        Ok(Store {
            path: data_dir.join("profiles").join(format!("{profile}.json")),
        })
    }

    /// Read the progress; a missing file is a fresh start, a damaged one is set aside.
    pub fn load(&self, clock: &dyn Clock) -> Result<Loaded, StoreError> {
        let fresh = |set_aside| Loaded {
            progress: Progress::default(),
            set_aside,
        };
        if let Ok(_lock) = self.lock() {
            self.remove_stale_temporaries();
        }
        match fs::metadata(&self.path) {
            Ok(meta) if !meta.is_file() => {
                return Err(StoreError::NotAFile {
                    path: self.path.clone(),
                });
            }
            _ => {}
        }
        let reason = match read_regular(&self.path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(fresh(None)),
            Err(e) => e.to_string(),
            Ok(bytes) => match parse(&bytes) {
                Parsed::Good(progress) => {
                    return Ok(Loaded {
                        progress,
                        set_aside: None,
                    });
                }
                Parsed::Newer(found) => {
                    return Err(StoreError::Newer {
                        path: self.path.clone(),
                        found,
                    });
                }
                Parsed::Bad(reason) => reason,
            },
        };
        let to = self.aside_path(clock);
        match fs::rename(&self.path, &to) {
            Ok(()) => Ok(fresh(Some(SetAside {
                from: self.path.clone(),
                to,
                reason,
            }))),
            Err(aside) => Err(StoreError::Stuck {
                path: self.path.clone(),
                source: io::Error::other(reason),
                aside,
            }),
        }
    }

    /// `profile.json.corrupt-20260105T090000Z`, numbered if that name is taken.
    fn aside_path(&self, clock: &dyn Clock) -> PathBuf {
        let stamp = clock.now().format("%Y%m%dT%H%M%SZ");
        let base = format!("{}.corrupt-{stamp}", self.path.display());
        let mut candidate = PathBuf::from(&base);
        let mut n = 1;
        while candidate.exists() {
            n += 1;
            candidate = PathBuf::from(format!("{base}-{n}"));
        }
        candidate
    }

    pub fn save(&self, progress: &Progress) -> Result<(), StoreError> {
        self.save_merged(|_| progress.clone()).map(|_| ())
    }

    /// Save what `merge` makes of the progress on disk (`None` where there is none that
    /// reads), under the profile's lock, so that two sessions on one profile take turns
    /// and each sees what the other saved. Returns what was saved. Temporary files that
    /// a save killed half way left behind are removed while the lock is held.
    pub fn save_merged(
        &self,
        merge: impl FnOnce(Option<Progress>) -> Progress,
    ) -> Result<Progress, StoreError> {
        let write_err = |source| StoreError::Write {
            path: self.path.clone(),
            source,
        };
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir).map_err(write_err)?;
        }
        let _lock = self.lock().map_err(write_err)?;
        self.remove_stale_temporaries();
        if fs::metadata(&self.path).is_ok_and(|m| !m.is_file()) {
            return Err(StoreError::NotAFile {
                path: self.path.clone(),
            });
        }
        let on_disk = match read_regular(&self.path) {
            Ok(bytes) => match parse(&bytes) {
                Parsed::Good(p) => Some(p),
                // A newer or damaged file is not this save's to overwrite unread.
                Parsed::Newer(found) => {
                    return Err(StoreError::Newer {
                        path: self.path.clone(),
                        found,
                    });
                }
                Parsed::Bad(_) => None,
            },
            Err(_) => None,
        };
        let progress = merge(on_disk);
        let bytes = serde_json::to_vec(&progress).map_err(|e| write_err(io::Error::other(e)))?;
        write_atomic(&self.path, &bytes).map_err(write_err)?;
        Ok(progress)
    }

    /// The profile's lock file, held exclusively until the guard is dropped.
    fn lock(&self) -> io::Result<fs::File> {
        let name = self
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let path = self.path.with_file_name(format!(".{name}.lock"));
        let file = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(path)?;
        match file.lock() {
            Ok(()) => Ok(file),
            // A file system without locks: save as before, unguarded.
            Err(e) if e.kind() == io::ErrorKind::Unsupported => Ok(file),
            Err(e) => Err(e),
        }
    }

    /// `.profile.json.tmp-PID` files: a save that was killed before its rename.
    fn remove_stale_temporaries(&self) {
        let (Some(dir), Some(name)) = (self.path.parent(), self.path.file_name()) else {
            return;
        };
        let prefix = format!(".{}.tmp-", name.to_string_lossy());
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            if entry.file_name().to_string_lossy().starts_with(&prefix) {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// The bytes of `path` if it is a regular file: a FIFO or a device in its place would
/// block the read or never end it.
fn read_regular(path: &Path) -> io::Result<Vec<u8>> {
    let meta = fs::metadata(path)?;
    if !meta.is_file() {
        return Err(io::Error::other(
            "not a regular file (a pipe, a device or a folder is in its place)",
        ));
    }
    fs::read(path)
}

enum Parsed {
    Good(Progress),
    Newer(u32),
    Bad(String),
}

fn parse(bytes: &[u8]) -> Parsed {
    #[derive(serde::Deserialize)]
    struct Header {
        schema: u32,
    }
    // The schema is read on its own first, so that a newer file is recognised even when
    // the rest of it would not parse here.
    match serde_json::from_slice::<Header>(bytes) {
        Err(e) => Parsed::Bad(e.to_string()),
        Ok(h) if h.schema > SCHEMA => Parsed::Newer(h.schema),
        Ok(_) => match serde_json::from_slice::<Progress>(bytes) {
            Ok(p) => Parsed::Good(p),
            Err(e) => Parsed::Bad(e.to_string()),
        },
    }
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
