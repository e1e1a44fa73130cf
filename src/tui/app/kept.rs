//! The settings kept between starts: read when the trainer opens, written when they
//! change.

use super::App;
use crate::setup::preferences::{Preferences, load_preferences, save_preferences};

impl App {
    /// Take up the settings kept at `path` (where `--tiles` was given, that style stays)
    /// and keep later changes there.
    pub fn remember_settings(&mut self, path: std::path::PathBuf) {
        let kept = load_preferences(&path);
        if let Some(style) = kept.tiles.filter(|_| !self.tiles_given) {
            self.settings.style = style;
            self.restyle();
        }
        self.settings.referee_view |= kept.referee_view;
        self.preferences = Some(path);
    }

    /// Keep the settings as they are now; a failure is told, and the trainer goes on.
    pub fn keep_settings(&mut self) {
        let Some(path) = &self.preferences else {
            return;
        };
        let prefs = Preferences {
            tiles: Some(self.settings.style),
            referee_view: self.settings.referee_view,
        };
        if let Err(e) = save_preferences(path, &prefs) {
            self.notice = Some(self.cat.tr_args(
                "tui-settings-not-kept",
                &[
                    ("file", path.display().to_string().into()),
                    ("reason", e.to_string().into()),
                ],
            ));
        }
    }
}
