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
    let kept = preferences_file().and_then(|p| load_preferences(&p).lang);
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

/// The preferences kept at `path`; none kept, or a file that does not read, gives the
/// defaults (the trainer starts as new, and saves over it at the next change).
pub fn load_preferences(path: &Path) -> Preferences {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|text| ron::from_str(&text).ok())
        .unwrap_or_default()
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
    fn preferences_round_trip_and_a_bad_file_gives_the_defaults() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("sub").join("settings.ron");
        assert_eq!(load_preferences(&path), Preferences::default());
        let chosen = Preferences {
            tiles: Some(TileStyle::Unicode),
            referee_view: true,
            lang: Some(crate::i18n::Lang::Pl),
        };
        save_preferences(&path, &chosen).expect("saves");
        assert_eq!(load_preferences(&path), chosen);
        std::fs::write(&path, "(tiles: Some(Klingon))").expect("writes");
        assert_eq!(load_preferences(&path), Preferences::default());
    }
}
