//! Every user-facing string goes through this catalogue (Fluent), so a language is added
//! by adding a `.ftl` file, without touching a screen.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// English: the domain messages and the full-screen interface's messages.
const EN: &[&str] = &[
    include_str!("../assets/i18n/en/mjref.ftl"),
    include_str!("../assets/i18n/en/tui.ftl"),
    include_str!("../assets/i18n/en/study.ftl"),
];

pub struct Catalog {
    bundle: FluentBundle<FluentResource>,
}

/// An argument to a message.
pub enum Arg {
    Str(String),
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<bool> for Arg {
    fn from(b: bool) -> Self {
        Arg::Str(if b { "yes" } else { "no" }.to_string())
    }
}

#[derive(Debug, thiserror::Error)]
#[error("message catalogue {lang}: {message}")]
pub struct CatalogError {
    pub lang: String,
    pub message: String,
}

impl Catalog {
    pub fn english() -> Self {
        // The English catalogue is compiled in and tested; failing here is a build defect.
        Self::from_ftl("en", EN).unwrap_or_else(|e| panic!("{e}"))
    }

    pub fn from_ftl(lang: &str, files: &[&str]) -> Result<Self, CatalogError> {
        let err = |message: String| CatalogError {
            lang: lang.to_string(),
            message,
        };
        let langid: LanguageIdentifier = lang.parse().map_err(|e| err(format!("{e:?}")))?;
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // Isolation marks would show up as stray characters in terminals and plain output.
        bundle.set_use_isolating(false);
        for ftl in files {
            let resource = FluentResource::try_new((*ftl).to_string())
                .map_err(|(_, errs)| err(format!("{errs:?}")))?;
            bundle
                .add_resource(resource)
                .map_err(|errs| err(format!("{errs:?}")))?;
        }
        Ok(Catalog { bundle })
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    pub fn tr(&self, id: &str) -> String {
        self.tr_args(id, &[])
    }

    /// A message with arguments. A missing message shows as `⟦id⟧` so that it is visible
    /// (and caught by the tests) rather than silently empty.
    pub fn tr_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return format!("⟦{id}⟧");
        };
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Str(s) => fargs.set(*k, FluentValue::from(s.clone())),
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fargs), &mut errors);
        if errors.is_empty() {
            text.into_owned()
        } else {
            format!("⟦{id}: {errors:?}⟧")
        }
    }
}

impl Default for Catalog {
    fn default() -> Self {
        Self::english()
    }
}
