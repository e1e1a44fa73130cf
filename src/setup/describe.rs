//! What went wrong, in the learner's language: the errors a player meets (an option, a
//! code, a profile, the terminal) told from the catalogue. Their `Display` stays the
//! English one, for logs and tests; both shells print this instead.

use super::{NoTerminal, SetupError};
use crate::i18n::{Arg, Catalog};
use crate::load::{Found, LoadError};
use crate::quiz::replay::ReplayError;
use crate::rules::{DetectError, JudgeError};
use crate::scenario::ScenarioError;
use crate::study::StoreError;
use crate::study::club::{ClubError, CodeError};
use crate::table::TableError;

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
    if let Some(e) = err.downcast_ref::<JudgeError>() {
        return judge(e, cat);
    }
    if let Some(e) = err.downcast_ref::<ScenarioError>() {
        return scenario(e, cat);
    }
    if let Some(e) = err.downcast_ref::<TableError>() {
        return table(e, cat);
    }
    if let Some(e) = err.downcast_ref::<LoadError>() {
        return load(e, cat);
    }
    err.to_string()
}

fn judge(e: &JudgeError, cat: &Catalog) -> String {
    match e {
        JudgeError::Scenario(s) => scenario(s, cat),
        JudgeError::Detect(DetectError::Table(t)) => table(t, cat),
        JudgeError::Detect(DetectError::NothingIrregular) => cat.tr("err-nothing-irregular"),
        JudgeError::NoArticle(irr) => tr(
            cat,
            "err-no-article-judges",
            &[("what", crate::quiz::render::irregularity(cat, *irr).into())],
        ),
        JudgeError::NoCase(id) => tr(
            cat,
            "err-no-case-applies",
            &[("article", id.as_str().into())],
        ),
    }
}

fn scenario(e: &ScenarioError, cat: &Catalog) -> String {
    match e {
        ScenarioError::Load(l) => load(l, cat),
        ScenarioError::WrongRuleset { found, expected } => tr(
            cat,
            "err-scenario-ruleset",
            &[
                ("found", crate::visible::quoted(found).into()),
                ("expected", expected.as_str().into()),
            ],
        ),
        ScenarioError::UnknownEdition {
            found,
            ruleset,
            known,
        } => tr(
            cat,
            "err-scenario-edition",
            &[
                ("found", crate::visible::quoted(found).into()),
                ("ruleset", ruleset.as_str().into()),
                ("known", known.as_str().into()),
            ],
        ),
        ScenarioError::Format(n) => tr(
            cat,
            "err-scenario-format",
            &[
                ("found", (*n).into()),
                ("walls", crate::scenario::FORMAT.into()),
                ("position", crate::scenario::POSITION_FORMAT.into()),
            ],
        ),
        ScenarioError::Start(which) => tr(
            cat,
            "err-scenario-start",
            &[
                (
                    "given",
                    match *which {
                        "both" => "both",
                        _ => "neither",
                    }
                    .into(),
                ),
                ("walls", crate::scenario::FORMAT.into()),
                ("position", crate::scenario::POSITION_FORMAT.into()),
            ],
        ),
        ScenarioError::Position(p) => format!("position: {}", p.said.tell(cat)),
        ScenarioError::BadWall(w) => w.said().tell(cat),
        ScenarioError::Table(t) => table(t, cat),
    }
}

fn table(e: &TableError, cat: &Catalog) -> String {
    use TableError as T;
    let seat = |s: &crate::table::Seat| Arg::from(cat.seat(*s));
    let event = |index: &usize| ("event", Arg::from(index + 1));
    let pos = |p: &crate::table::WallPos| ("place", Arg::from(p.to_string()));
    match e {
        T::WrongTileTotal { found, expected } => tr(
            cat,
            "err-table-total",
            &[("found", (*found).into()), ("expected", (*expected).into())],
        ),
        T::WrongKindCount {
            kind,
            found,
            expected,
        } => tr(
            cat,
            "err-table-kind",
            &[
                ("tile", kind.as_str().into()),
                ("found", (*found).into()),
                ("expected", (*expected).into()),
            ],
        ),
        T::OffTheTable {
            index,
            pos: p,
            stacks,
        } => tr(
            cat,
            "err-table-off",
            &[event(index), pos(p), ("stacks", (*stacks).into())],
        ),
        T::EmptySpot { index, pos: p } => tr(cat, "err-table-empty", &[event(index), pos(p)]),
        T::NotBroken { index } => tr(cat, "err-table-not-broken", &[event(index)]),
        T::BrokenTwice { index } => tr(cat, "err-table-broken-twice", &[event(index)]),
        T::NotInRack {
            index,
            seat: s,
            tile,
        } => tr(
            cat,
            "err-table-not-in-rack",
            &[
                event(index),
                ("seat", seat(s)),
                ("tile", tile.as_str().into()),
            ],
        ),
        T::SelfCall { index } => tr(cat, "err-table-self-call", &[event(index)]),
        T::BreakOutside {
            index,
            after,
            stacks,
        } => tr(
            cat,
            "err-table-break-outside",
            &[
                event(index),
                ("after", (*after).into()),
                ("stacks", (*stacks).into()),
            ],
        ),
        T::NothingToPutBack { index, seat: s } => tr(
            cat,
            "err-table-nothing-back",
            &[event(index), ("seat", seat(s))],
        ),
        T::NothingDrawn { index, seat: s } => tr(
            cat,
            "err-table-nothing-drawn",
            &[event(index), ("seat", seat(s))],
        ),
        T::SpotTaken { index, pos: p } => tr(cat, "err-table-spot-taken", &[event(index), pos(p)]),
        T::NoDiscard { index, what } => {
            let why = match *what {
                "take back" => "back",
                "take into the hand" => "hand",
                "add to a set" => "set",
                "claim" => "claim",
                _ => "exchange",
            };
            tr(
                cat,
                "err-table-no-discard",
                &[event(index), ("what", why.into())],
            )
        }
        T::NoCalledTileLeft { index, seat: s } => tr(
            cat,
            "err-table-no-called-tile-left",
            &[event(index), ("seat", seat(s))],
        ),
        T::NoWallsForRedeal { index, deal } => tr(
            cat,
            "err-table-no-walls-for-redeal",
            &[event(index), ("deal", (*deal).into())],
        ),
        T::NoClaimedMeld { index, seat: s } => tr(
            cat,
            "err-table-no-claimed-set",
            &[event(index), ("seat", seat(s))],
        ),
        T::NoSuchMeld {
            index,
            seat: s,
            meld,
            tile,
        } => tr(
            cat,
            "err-table-no-such-set",
            &[
                event(index),
                ("seat", seat(s)),
                ("set", (*meld).into()),
                ("tile", tile.as_str().into()),
            ],
        ),
        T::NoSetToReturn {
            index,
            seat: s,
            meld,
        } => tr(
            cat,
            "err-table-no-set-to-return",
            &[event(index), ("seat", seat(s)), ("set", (*meld).into())],
        ),
        T::NoDisputeToSettle { index, by, against } => tr(
            cat,
            "err-table-no-dispute",
            &[event(index), ("by", seat(by)), ("against", seat(against))],
        ),
        T::NoJokerInMeld { index, owner, meld } => tr(
            cat,
            "err-table-no-joker",
            &[event(index), ("seat", seat(owner)), ("set", (*meld).into())],
        ),
        T::NoSuchFace { index, face } => tr(
            cat,
            "err-table-die",
            &[event(index), ("face", (*face).into())],
        ),
        T::PassToSelf { index, seat: s } => tr(
            cat,
            "err-table-pass-to-self",
            &[event(index), ("seat", seat(s))],
        ),
        T::Invariant(_) => e.to_string(),
    }
}

/// A file that does not read: where, then what the reader found, in the learner's words
/// where the catalogue tells it.
fn load(e: &LoadError, cat: &Catalog) -> String {
    let what = match &e.found {
        Found::Said(said) => said.tell(cat),
        Found::Syntax(s) => syntax(s, cat).unwrap_or_else(|| s.to_string()),
    };
    format!("{}:{}:{}: {what}", e.file, e.line, e.col)
}

fn syntax(e: &ron::error::Error, cat: &Catalog) -> Option<String> {
    use ron::error::Error as R;
    let said = |id: &str, args: &[(&str, Arg)]| Some(cat.tr_args(id, args));
    match e {
        R::Eof => said("err-ron-eof", &[]),
        R::ExpectedComma => said("err-ron-comma", &[]),
        R::ExpectedArray => said("err-ron-list", &[]),
        R::ExpectedArrayEnd => said("err-ron-list-end", &[]),
        R::ExpectedMap => said("err-ron-map", &[]),
        R::ExpectedMapColon => said("err-ron-colon", &[]),
        R::ExpectedMapEnd => said("err-ron-map-end", &[]),
        R::ExpectedStructLike | R::ExpectedNamedStructLike(_) => said("err-ron-struct", &[]),
        R::ExpectedStructLikeEnd => said("err-ron-struct-end", &[]),
        R::ExpectedString => said("err-ron-string", &[]),
        R::ExpectedStringEnd => said("err-ron-string-end", &[]),
        R::ExpectedInteger | R::ExpectedFloat => said("err-ron-number", &[]),
        R::ExpectedBoolean => said("err-ron-boolean", &[]),
        R::ExpectedIdentifier => said("err-ron-name", &[]),
        R::ExpectedOption => said("err-ron-option", &[]),
        R::IntegerOutOfBounds => said("err-ron-out-of-bounds", &[]),
        R::TrailingCharacters => said("err-ron-trailing", &[]),
        R::UnexpectedChar(c) => said("err-ron-char", &[("char", c.to_string().into())]),
        R::UnclosedBlockComment | R::UnclosedLineComment => said("err-ron-comment", &[]),
        R::Utf8Error(_) => said("err-ron-utf8", &[]),
        R::NoSuchEnumVariant {
            expected, found, ..
        } => said(
            "err-ron-variant",
            &[
                ("found", found.as_str().into()),
                ("expected", names(expected).into()),
            ],
        ),
        R::NoSuchStructField {
            expected, found, ..
        } => said(
            "err-ron-field",
            &[
                ("found", found.as_str().into()),
                ("expected", names(expected).into()),
            ],
        ),
        R::MissingStructField { field, .. } => {
            said("err-ron-missing", &[("field", (*field).into())])
        }
        R::DuplicateStructField { field, .. } => {
            said("err-ron-duplicate", &[("field", (*field).into())])
        }
        R::ExpectedDifferentStructName { expected, found } => said(
            "err-ron-struct-name",
            &[
                ("expected", (*expected).into()),
                ("found", found.as_str().into()),
            ],
        ),
        _ => None,
    }
}

fn names(list: &[&str]) -> String {
    list.iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the system said about a file, in the learner's words where it is one of the
/// usual reasons; anything rarer as the system says it.
pub fn io_reason(e: &std::io::Error, cat: &Catalog) -> String {
    use std::io::ErrorKind as K;
    match crate::files::refused(e) {
        Some(crate::files::Refused::NotRegular) => return cat.tr("err-io-not-regular"),
        Some(crate::files::Refused::TooLarge { limit }) => {
            return cat.tr_args(
                "err-io-too-large",
                &[(
                    "megabytes",
                    u32::try_from(limit >> 20).unwrap_or(u32::MAX).into(),
                )],
            );
        }
        None => {}
    }
    let id = match e.kind() {
        K::NotFound => "err-io-not-found",
        K::PermissionDenied => "err-io-permission",
        K::IsADirectory => "err-io-folder",
        K::NotADirectory => "err-io-not-folder",
        K::StorageFull => "err-io-full",
        K::ReadOnlyFilesystem => "err-io-read-only",
        K::InvalidData => "err-io-not-text",
        _ => return e.to_string(),
    };
    cat.tr(id)
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
                ("error", io_reason(error, cat).into()),
            ],
        ),
        // A file's own error names its line and column; its words are the author's
        // vocabulary (docs/scenario-format.md, docs/card-format.md).
        SetupError::Load(l) => load(l, cat),
        SetupError::Unaskable {
            article,
            place,
            error,
        } => tr(
            cat,
            "err-ruleset-unaskable",
            &[
                ("place", place.as_str().into()),
                ("article", article.as_str().into()),
                (
                    "reason",
                    match error.as_ref() {
                        crate::quiz::QuizError::Judge(j) => judge(j, cat),
                        other => other.to_string(),
                    }
                    .into(),
                ),
            ],
        ),
        SetupError::UnknownEdition {
            edition,
            ruleset,
            known,
        } => format!(
            "--edition: {}",
            tr(
                cat,
                "err-club-unknown-edition",
                &[
                    ("ruleset", ruleset.as_str().into()),
                    ("edition", crate::visible::quoted(edition).into()),
                    ("known", known.as_str().into()),
                ],
            )
        ),
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
        StoreError::Newer {
            path: p,
            found,
            reads,
        } => tr(
            cat,
            "err-newer-progress",
            &[
                ("path", path(p)),
                ("found", (*found).into()),
                ("reads", (*reads).into()),
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
                ("error", io_reason(source, cat).into()),
                ("aside", io_reason(aside, cat).into()),
            ],
        ),
        StoreError::Open { path: p, source } => tr(
            cat,
            "err-cannot-open-progress",
            &[("path", path(p)), ("error", io_reason(source, cat).into())],
        ),
        StoreError::Write { path: p, source } => tr(
            cat,
            "err-cannot-save",
            &[("path", path(p)), ("error", io_reason(source, cat).into())],
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
                ("edition", crate::visible::quoted(edition).into()),
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
        ReplayError::Mistyped(text) => tr(
            cat,
            "err-replay-mistyped",
            &[("code", crate::visible::quoted(text).into())],
        ),
        ReplayError::NoArticle => cat.tr("err-replay-no-article"),
    }
}
