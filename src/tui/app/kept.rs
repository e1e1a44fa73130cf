//! The settings kept between starts: read when the trainer opens, written when they
//! change.

use super::App;
use crate::setup::preferences::{Preferences, load_preferences, save_preferences};

impl App {
    /// Take up the settings kept at `path` (where `--tiles` was given, that style stays)
    /// and keep later changes there.
    pub fn remember_settings(&mut self, path: std::path::PathBuf) {
        let kept = match load_preferences(&path) {
            Ok(kept) => kept,
            Err(e) => {
                self.notice = Some(self.cat.tr_args(
                    "tui-settings-unread",
                    &[(
                        "reason",
                        crate::setup::preferences::told(&e, &self.cat).into(),
                    )],
                ));
                self.settings_unread = true;
                Preferences::default()
            }
        };
        if let Some(style) = kept.tiles.filter(|_| !self.tiles_given) {
            self.settings.style = style;
            self.restyle();
        }
        self.settings.referee_view |= kept.referee_view;
        // The language itself was chosen before the app opened (it names every message
        // of a quiz begun at once); what is kept is only written back.
        self.kept_lang = kept.lang;
        self.preferences = Some(path);
    }

    /// Speak `lang` from now on: every message drawn is told again in it (a question
    /// already asked keeps the texts it was asked with until the next one).
    pub fn set_lang(&mut self, lang: crate::i18n::Lang) {
        self.cat = std::sync::Arc::new(crate::i18n::Catalog::for_lang(lang));
        self.rules.lang = lang;
        // The articles' titles and summaries are the ruleset's texts in that language.
        let id = self.ruleset.meta.id.clone();
        if !self.switch_ruleset(&id) {
            self.articles.cases = super::views::case_texts(&self.cat, &self.ruleset);
        }
        self.kept_lang = Some(lang);
        self.restyle();
    }

    /// Keep the settings as they are now; a failure is told, and the trainer goes on.
    pub fn keep_settings(&mut self) {
        let Some(path) = &self.preferences else {
            return;
        };
        if self.settings_unread {
            match crate::setup::preferences::set_aside(path) {
                Ok(_) => self.settings_unread = false,
                // Not written over: the settings of this run last until it ends.
                Err(e) => {
                    self.notice = Some(self.cat.tr_args(
                        "tui-settings-not-kept",
                        &[
                            ("file", path.display().to_string().into()),
                            ("reason", crate::setup::io_reason(&e, &self.cat).into()),
                        ],
                    ));
                    return;
                }
            }
        }
        let prefs = Preferences {
            tiles: Some(self.settings.style),
            referee_view: self.settings.referee_view,
            lang: self.kept_lang,
        };
        if let Err(e) = save_preferences(path, &prefs) {
            self.notice = Some(self.cat.tr_args(
                "tui-settings-not-kept",
                &[
                    ("file", path.display().to_string().into()),
                    ("reason", crate::setup::io_reason(&e, &self.cat).into()),
                ],
            ));
        }
    }
}
