//! Reading a file a person named or wrote (a scenario, a deck, a house ruleset, a card,
//! the settings): only a regular file, and no more of it than a person could write.
//! A pipe in its place would block the read forever and a link to a device would never
//! end it; both are refused before a byte is read.

use std::fmt;
use std::io::{self, Read};
use std::path::Path;

/// The most mjref reads of a file a person writes by hand. A deck of a thousand long
/// cases is under 5 MB; a file larger than this is not one mjref wrote or a person
/// could, and reading it whole would only fill memory.
pub const MOST_A_PERSON_WRITES: u64 = 16 * 1024 * 1024;

/// Why a path is not read, beside the system's own errors: the shells tell these in
/// the reader's language (`setup::io_reason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// A pipe, a device or a socket is in the file's place.
    NotRegular,
    /// The file holds more than the limit given.
    TooLarge { limit: u64 },
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::NotRegular => f.write_str("not a regular file (a pipe or a device)"),
            Refused::TooLarge { limit } => write!(f, "larger than {limit} bytes"),
        }
    }
}

impl std::error::Error for Refused {}

/// The refusal an I/O error carries, if it is one of `read_regular`'s own.
pub fn refused(e: &io::Error) -> Option<Refused> {
    e.get_ref()
        .and_then(|inner| inner.downcast_ref::<Refused>())
        .copied()
}

/// The bytes of `path`, if it is a regular file (a link to one is followed) of at most
/// `limit` bytes. A folder gives the system's own error.
pub fn read_regular(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let meta = std::fs::metadata(path)?;
    if meta.is_dir() {
        return Err(io::Error::from(io::ErrorKind::IsADirectory));
    }
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            Refused::NotRegular,
        ));
    }
    let too_large = || io::Error::new(io::ErrorKind::FileTooLarge, Refused::TooLarge { limit });
    if meta.len() > limit {
        return Err(too_large());
    }
    // The file may grow between the look and the read: read one byte past the limit
    // at most, and refuse if it is there.
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    std::fs::File::open(path)?
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// `read_regular` with the limit of a file a person writes.
pub fn read_written(path: &Path) -> io::Result<Vec<u8>> {
    read_regular(path, MOST_A_PERSON_WRITES)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_pipe_is_refused_without_blocking() {
        let dir = tempfile::tempdir().expect("temp dir");
        let fifo = dir.path().join("deck.ron");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        let e = read_written(&fifo).expect_err("refused");
        assert_eq!(refused(&e), Some(Refused::NotRegular));
    }

    #[test]
    fn a_device_is_refused_and_a_large_file_is_not_read_whole() {
        let e = read_written(Path::new("/dev/zero")).expect_err("refused");
        assert_eq!(refused(&e), Some(Refused::NotRegular));
        let dir = tempfile::tempdir().expect("temp dir");
        let big = dir.path().join("big.ron");
        std::fs::write(&big, vec![b' '; 101]).expect("written");
        let e = read_regular(&big, 100).expect_err("refused");
        assert_eq!(refused(&e), Some(Refused::TooLarge { limit: 100 }));
        assert_eq!(read_regular(&big, 101).expect("read").len(), 101);
    }

    #[test]
    fn a_link_to_a_device_is_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let link = dir.path().join("settings.ron");
        std::os::unix::fs::symlink("/dev/zero", &link).expect("linked");
        let e = read_written(&link).expect_err("refused");
        assert_eq!(refused(&e), Some(Refused::NotRegular));
    }
}
