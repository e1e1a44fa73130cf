//! What went wrong, in the learner's language: the errors a player meets (an option, a
//! code, a profile, the terminal) told from the catalogue. Their `Display` stays the
//! English one, for logs and tests; both shells print this instead.

use super::{NoTerminal, SetupError};
use crate::i18n::{Arg, Catalog};
use crate::quiz::replay::ReplayError;
use crate::study::StoreError;
use crate::study::club::{ClubError, CodeError};

/// The error and its causes, as the learner reads them: the first error the catalogue
/// can tell is told in the learner's words; one it cannot is said as it is.
pub fn describe(err: &(dyn std::error::Error + 'static), cat: &Catalog) -> String {
    if let Some(e) = err.downcast_ref::<SetupError>() {
        return setup(e, cat);
    }
    if let Some(e) = err.downcast_ref::<StoreError>() {
        return store(e, cat);
    }
    if let Some(e) = err.downcast_ref::<ClubError>() {
        return club(e, cat);
    }
    if let Some(e) = err.downcast_ref::<CodeError>() {
        return code(e, cat);
    }
    if let Some(e) = err.downcast_ref::<ReplayError>() {
        return replay(e, cat);
    }
    err.to_string()
}

fn tr(cat: &Catalog, id: &str, args: &[(&str, Arg)]) -> String {
    cat.tr_args(id, args)
}

fn setup(e: &SetupError, cat: &Catalog) -> String {
    match e {
        SetupError::UnknownRuleset { id, known } => tr(
            cat,
            "err-unknown-ruleset",
            &[("id", id.as_str().into()), ("known", known.as_str().into())],
        ),
        SetupError::Replay(r) => format!("--question: {}", replay(r, cat)),
        SetupError::Read { path, error } => tr(
            cat,
            "err-cannot-read",
            &[
                ("path", path.as_str().into()),
                ("error", error.to_string().into()),
            ],
        ),
        // A file's own error names its line and column; its words are the author's
        // vocabulary (docs/scenario-format.md, docs/card-format.md).
        SetupError::Load(l) => l.to_string(),
        SetupError::NoCard(ruleset) => {
            tr(cat, "err-no-card", &[("ruleset", ruleset.as_str().into())])
        }
        SetupError::Store(s) => store(s, cat),
        SetupError::UnknownArticle { id, ruleset, close } => {
            let id_arg = ("id", Arg::from(id.as_str()));
            let ruleset_arg = ("ruleset", Arg::from(ruleset.as_str()));
            if close.is_empty() {
                tr(cat, "err-unknown-article", &[id_arg, ruleset_arg])
            } else {
                tr(
                    cat,
                    "err-unknown-article-near",
                    &[id_arg, ruleset_arg, ("near", close.join(", ").into())],
                )
            }
        }
        SetupError::NoTerminal(why) => cat.tr(match why {
            NoTerminal::NotATerminal => "err-no-terminal",
            NoTerminal::Dumb => "err-dumb-terminal",
        }),
    }
}

fn store(e: &StoreError, cat: &Catalog) -> String {
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    match e {
        StoreError::BadProfile(name) => {
            tr(cat, "err-bad-profile", &[("name", name.as_str().into())])
        }
        StoreError::NoDataDir => tr(
            cat,
            "err-no-data-dir",
            &[("var", crate::study::store::DATA_DIR_VAR.into())],
        ),
        StoreError::Newer { path: p, found } => tr(
            cat,
            "err-newer-progress",
            &[
                ("path", path(p)),
                ("found", (*found).into()),
                ("reads", crate::study::progress::SCHEMA.into()),
            ],
        ),
        StoreError::Stuck {
            path: p,
            source,
            aside,
        } => tr(
            cat,
            "err-progress-stuck",
            &[
                ("path", path(p)),
                ("error", source.to_string().into()),
                ("aside", aside.to_string().into()),
            ],
        ),
        StoreError::Write { path: p, source } => tr(
            cat,
            "err-cannot-save",
            &[("path", path(p)), ("error", source.to_string().into())],
        ),
        StoreError::NotAFile { path: p } => tr(cat, "err-not-a-file", &[("path", path(p))]),
    }
}

fn club(e: &ClubError, cat: &Catalog) -> String {
    match e {
        ClubError::Code(c) => code(c, cat),
        ClubError::UnknownEdition {
            ruleset,
            edition,
            known,
        } => tr(
            cat,
            "err-club-unknown-edition",
            &[
                ("ruleset", ruleset.as_str().into()),
                ("edition", edition.as_str().into()),
                ("known", known.as_str().into()),
            ],
        ),
        ClubError::NoArticles { ruleset, pattern } => tr(
            cat,
            "err-club-no-articles",
            &[
                ("ruleset", ruleset.as_str().into()),
                ("pattern", pattern.as_str().into()),
            ],
        ),
        ClubError::Count(n) => tr(
            cat,
            "err-club-count",
            &[
                ("count", (*n).into()),
                ("most", crate::study::club::MAX_COUNT.into()),
            ],
        ),
        ClubError::Pass(n) => tr(cat, "err-club-pass", &[("pass", (*n).into())]),
        ClubError::UnknownRuleset => cat.tr("err-club-unknown-ruleset"),
        ClubError::RulesetDiffers(id) => tr(
            cat,
            "err-club-ruleset-differs",
            &[("ruleset", id.as_str().into())],
        ),
        ClubError::DeckNeeded => cat.tr("err-club-deck-needed"),
        ClubError::OtherDeck => cat.tr("err-club-other-deck"),
        ClubError::NotADeck => cat.tr("err-club-not-a-deck"),
        ClubError::EditionGone(id) => tr(
            cat,
            "err-club-edition-gone",
            &[("ruleset", id.as_str().into())],
        ),
    }
}

fn code(e: &CodeError, cat: &Catalog) -> String {
    match e {
        CodeError::NotBase32(c) => tr(cat, "err-code-character", &[("char", c.to_string().into())]),
        CodeError::TooShort => cat.tr("err-code-too-short"),
        CodeError::Incompatible { found } => tr(
            cat,
            "err-code-format",
            &[
                ("found", (*found).into()),
                ("reads", crate::study::club::code::FORMAT.into()),
            ],
        ),
        CodeError::Checksum => cat.tr("err-code-checksum"),
        CodeError::Pattern => tr(
            cat,
            "err-code-pattern",
            &[("most", crate::study::club::code::MAX_PATTERN.into())],
        ),
    }
}

fn replay(e: &ReplayError, cat: &Catalog) -> String {
    match e {
        ReplayError::NotACode(text) => tr(
            cat,
            "err-replay-not-a-code",
            &[("code", text.as_str().into())],
        ),
        ReplayError::OtherFormat => cat.tr("err-replay-other-format"),
        ReplayError::NoArticle => cat.tr("err-replay-no-article"),
    }
}
