//! What the learner chose in the trainer's settings, kept between starts in the
//! configuration directory (`MJREF_CONFIG_DIR`, else the system's place for it).

use crate::tiles::TileStyle;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The environment variable that names the configuration directory.
pub const CONFIG_DIR_VAR: &str = "MJREF_CONFIG_DIR";

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    pub tiles: Option<TileStyle>,
    pub referee_view: bool,
    /// The language chosen in the settings; `None`: as `MJREF_LANG` or the locale say.
    pub lang: Option<crate::i18n::Lang>,
}

/// The language to speak: `--lang`, `MJREF_LANG`, the one kept in the settings, the
/// locale, English (see `i18n::choose_lang`).
pub fn language(flag: Option<crate::i18n::Lang>) -> crate::i18n::Lang {
    // A settings file that does not read is told by the trainer, which writes it;
    // here it only leaves the language to the environment.
    let kept = preferences_file().and_then(|p| load_preferences(&p).ok()?.lang);
    crate::i18n::choose_lang(flag, kept, |name| std::env::var(name).ok())
}

/// Where the preferences are kept; `None` where no configuration directory is known.
pub fn preferences_file() -> Option<PathBuf> {
    let dir = match std::env::var_os(CONFIG_DIR_VAR).filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => directories::ProjectDirs::from("", "", "mjref")?
            .config_dir()
            .to_path_buf(),
    };
    Some(dir.join("settings.ron"))
}

/// The preferences kept at `path`, the defaults where none are kept; or why the file
/// there does not read (the caller goes on with the defaults, says so, and keeps the
/// file: `set_aside`).
pub fn load_preferences(path: &Path) -> Result<Preferences, SettingsError> {
    let bytes = match crate::files::read_written(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Preferences::default()),
        Err(error) => {
            return Err(SettingsError::Read {
                path: path.display().to_string(),
                error,
            });
        }
        Ok(bytes) => bytes,
    };
    let file = path.display().to_string();
    let text = crate::load::utf8(&file, bytes).map_err(SettingsError::Load)?;
    crate::load::parse_ron(crate::load::SourceText {
        file: &file,
        text: &text,
    })
    .map_err(SettingsError::Load)
}

/// Why the settings file does not read.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("{path}: {error}")]
    Read { path: String, error: std::io::Error },
    #[error("{0}")]
    Load(crate::load::LoadError),
}

/// The error in the reader's language, naming the file (and line and column where the
/// text is at fault).
pub fn told(e: &SettingsError, cat: &crate::i18n::Catalog) -> String {
    match e {
        SettingsError::Read { path, error } => cat.tr_args(
            "err-cannot-read",
            &[
                ("path", path.as_str().into()),
                ("error", crate::setup::io_reason(error, cat).into()),
            ],
        ),
        SettingsError::Load(e) => crate::setup::describe(e, cat),
    }
}

/// Move a settings file that does not read out of the way before settings are written
/// in its place, so that nothing the learner wrote in it is lost: to `settings.ron.unread`
/// beside it, or `settings.ron.unread-2`, … where that is taken. Gives the new path.
pub fn set_aside(path: &Path) -> std::io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "settings.ron".to_string());
    let mut n = 1;
    loop {
        let candidate = path.with_file_name(match n {
            1 => format!("{name}.unread"),
            n => format!("{name}.unread-{n}"),
        });
        if !candidate.exists() {
            std::fs::rename(path, &candidate)?;
            return Ok(candidate);
        }
        n += 1;
    }
}

pub fn save_preferences(path: &Path, prefs: &Preferences) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = ron::ser::to_string_pretty(prefs, ron::ser::PrettyConfig::new())
        .map_err(std::io::Error::other)?;
    crate::study::store::write_atomic(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preferences_round_trip_and_a_bad_file_is_told_and_kept() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("sub").join("settings.ron");
        assert_eq!(load_preferences(&path).ok(), Some(Preferences::default()));
        let chosen = Preferences {
            tiles: Some(TileStyle::Unicode),
            referee_view: true,
            lang: Some(crate::i18n::Lang::Pl),
        };
        save_preferences(&path, &chosen).expect("saves");
        assert_eq!(load_preferences(&path).ok(), Some(chosen.clone()));
        // A byte-order mark from an editor is no fault.
        let text = std::fs::read_to_string(&path).expect("reads");
        std::fs::write(&path, format!("\u{feff}{text}")).expect("writes");
        assert_eq!(load_preferences(&path).ok(), Some(chosen));
        std::fs::write(&path, "(tiles: Some(Klingon))").expect("writes");
        let e = load_preferences(&path).expect_err("does not read");
        let told = told(&e, &crate::i18n::Catalog::english());
        assert!(told.contains("settings.ron:1:"), "{told}");
        let aside = set_aside(&path).expect("set aside");
        assert_eq!(
            std::fs::read_to_string(&aside).expect("kept"),
            "(tiles: Some(Klingon))"
        );
        assert!(!path.exists());
        std::fs::write(&path, "(").expect("writes");
        assert!(
            set_aside(&path)
                .expect("second")
                .ends_with("settings.ron.unread-2")
        );
    }
}
