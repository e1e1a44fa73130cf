//! Every user-facing string goes through this catalogue (Fluent), so a language is added
//! by adding a `.ftl` file, without touching a screen.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use unic_langid::LanguageIdentifier;

/// English: the domain messages and the full-screen interface's messages.
const EN: &[&str] = &[
    include_str!("../assets/i18n/en/mjref.ftl"),
    include_str!("../assets/i18n/en/tui.ftl"),
    include_str!("../assets/i18n/en/study.ftl"),
    include_str!("../assets/i18n/en/cli.ftl"),
    include_str!("../assets/i18n/en/fans.ftl"),
    include_str!("../assets/i18n/en/yaku.ftl"),
    include_str!("../assets/i18n/en/written.ftl"),
];

const CS: &[&str] = &[
    include_str!("../assets/i18n/cs/mjref.ftl"),
    include_str!("../assets/i18n/cs/tui.ftl"),
    include_str!("../assets/i18n/cs/study.ftl"),
    include_str!("../assets/i18n/cs/cli.ftl"),
    include_str!("../assets/i18n/cs/fans.ftl"),
    include_str!("../assets/i18n/cs/yaku.ftl"),
    include_str!("../assets/i18n/cs/written.ftl"),
];

const PL: &[&str] = &[
    include_str!("../assets/i18n/pl/mjref.ftl"),
    include_str!("../assets/i18n/pl/tui.ftl"),
    include_str!("../assets/i18n/pl/study.ftl"),
    include_str!("../assets/i18n/pl/cli.ftl"),
    include_str!("../assets/i18n/pl/fans.ftl"),
    include_str!("../assets/i18n/pl/yaku.ftl"),
    include_str!("../assets/i18n/pl/written.ftl"),
];

const RU: &[&str] = &[
    include_str!("../assets/i18n/ru/mjref.ftl"),
    include_str!("../assets/i18n/ru/tui.ftl"),
    include_str!("../assets/i18n/ru/study.ftl"),
    include_str!("../assets/i18n/ru/cli.ftl"),
    include_str!("../assets/i18n/ru/fans.ftl"),
    include_str!("../assets/i18n/ru/yaku.ftl"),
    include_str!("../assets/i18n/ru/written.ftl"),
];

/// The languages mjref speaks. A club code and a scenario file are the same in all of
/// them: only what is shown changes.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    serde::Serialize,
    serde::Deserialize,
    clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Cs,
    Pl,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Cs, Lang::Pl, Lang::Ru];

    /// The language's code, as `--lang` and `MJREF_LANG` take it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
            Lang::Pl => "pl",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name for itself, for the settings.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Cs => "čeština",
            Lang::Pl => "polski",
            Lang::Ru => "русский",
        }
    }

    /// The language a code or a locale names: `cs`, `cs-CZ`, `cs_CZ.UTF-8`, `pl_PL@euro`.
    /// `C`, `POSIX` and languages mjref does not speak name none.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let lang = tag
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == lang)
    }

    fn files(self) -> &'static [&'static str] {
        match self {
            Lang::En => EN,
            Lang::Cs => CS,
            Lang::Pl => PL,
            Lang::Ru => RU,
        }
    }
}

/// The variable that chooses the language over the locale.
pub const LANG_VAR: &str = "MJREF_LANG";

/// Where the language comes from, first that says: `--lang`, then `MJREF_LANG`, then the
/// language kept in the settings, then the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: the
/// first that is set decides, as for every program), then English. `env` reads a variable.
pub fn choose_lang(
    flag: Option<Lang>,
    kept: Option<Lang>,
    env: impl Fn(&str) -> Option<String>,
) -> Lang {
    let set = |name: &str| env(name).filter(|v| !v.is_empty());
    flag.or_else(|| set(LANG_VAR).and_then(|v| Lang::from_tag(&v)))
        .or(kept)
        .or_else(|| {
            ["LC_ALL", "LC_MESSAGES", "LANG"]
                .into_iter()
                .find_map(set)
                .and_then(|v| Lang::from_tag(&v))
        })
        .unwrap_or_default()
}

/// Cheap to clone: the parsed messages are shared, so that English is parsed once a run
/// however many places speak it.
#[derive(Clone)]
pub struct Catalog {
    bundle: std::sync::Arc<FluentBundle<FluentResource>>,
    lang: Lang,
    /// Some message asks a name in a case (`$who-gen`): only then are the case forms
    /// handed to Fluent.
    uses_cases: bool,
    /// English, for a message a translation does not have yet (the tests keep every
    /// shipped catalogue complete; a house catalogue may not be).
    fallback: Option<Box<Catalog>>,
}

/// An argument to a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    Str(String),
    Num(i64),
    /// A seat or a role, with its forms in the grammatical cases of the language: a
    /// message takes `$who` in the nominative and `$who-gen`, `$who-dat`… in the others.
    Named(Named),
    /// A seat not yet named: the catalogue names it (as `Named`) when it tells the
    /// message, so that an error kept by the library is told in the learner's language.
    Seat(crate::table::Seat),
    /// A message inside a message (what is wrong with a card line, after where the line
    /// is), told in the same language.
    Said(Box<Said>),
}

impl From<Said> for Arg {
    fn from(s: Said) -> Self {
        Arg::Said(Box::new(s))
    }
}

impl From<crate::table::Seat> for Arg {
    fn from(s: crate::table::Seat) -> Self {
        Arg::Seat(s)
    }
}

/// The grammatical cases a seat's or a role's message may give as attributes (`.gen`,
/// `.dat`, `.acc`, `.ins`, `.loc`), beside its value, the nominative. A language without
/// cases gives none, and every form is the nominative.
pub const CASES: [&str; 5] = ["gen", "dat", "acc", "ins", "loc"];

/// A name (a seat, a role, "East and North") in the nominative and in each case of
/// `CASES`, so that a sentence puts it in the case it needs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Named {
    nominative: String,
    /// The forms of `CASES`; `None` where every case is the nominative (a language
    /// without cases), which spares English a copy of each name five times over.
    cases: Option<Box<[String; 5]>>,
}

impl Named {
    /// The case form of `CASES[i]`.
    pub fn case(&self, case: &str) -> &str {
        match (&self.cases, CASES.iter().position(|c| *c == case)) {
            (Some(forms), Some(i)) => &forms[i],
            _ => &self.nominative,
        }
    }

    /// Every form changed alike by `f`, which is told the case (`None`: the nominative).
    pub fn map(&self, f: impl Fn(Option<&str>, &str) -> String) -> Named {
        Named {
            nominative: f(None, &self.nominative),
            cases: self
                .cases
                .as_ref()
                .map(|forms| Box::new(std::array::from_fn(|i| f(Some(CASES[i]), &forms[i])))),
        }
    }
}

impl std::ops::Deref for Named {
    type Target = str;
    fn deref(&self) -> &str {
        &self.nominative
    }
}

impl std::fmt::Display for Named {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.nominative)
    }
}

impl From<Named> for Arg {
    fn from(n: Named) -> Self {
        Arg::Named(n)
    }
}
impl From<&Named> for Arg {
    fn from(n: &Named) -> Self {
        Arg::Named(n.clone())
    }
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
impl From<u16> for Arg {
    fn from(n: u16) -> Self {
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
    /// The English catalogue, parsed on first use and shared after.
    pub fn english() -> Self {
        english().clone()
    }

    /// The catalogue of `lang`, English behind it.
    pub fn for_lang(lang: Lang) -> Self {
        if lang == Lang::En {
            return Self::english();
        }
        // Compiled in and tested like English.
        let mut cat = Self::from_ftl(lang.code(), lang.files()).unwrap_or_else(|e| panic!("{e}"));
        cat.lang = lang;
        cat.fallback = Some(Box::new(Self::english()));
        cat
    }

    /// The language the catalogue speaks.
    pub fn lang(&self) -> Lang {
        self.lang
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
        let uses_cases = files.iter().any(|ftl| {
            CASES
                .iter()
                .any(|case| ftl.contains(&format!("-{case} }}")))
        });
        Ok(Catalog {
            bundle: std::sync::Arc::new(bundle),
            lang: Lang::from_tag(lang).unwrap_or_default(),
            uses_cases,
            fallback: None,
        })
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|e| e.has(id))
    }

    /// The message is in this language's own catalogue, not only in English behind it.
    pub fn has_own(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    pub fn tr(&self, id: &str) -> String {
        self.tr_args(id, &[])
    }

    /// A message with arguments. A missing message shows as `⟦id⟧` so that it is visible
    /// (and caught by the tests) rather than silently empty.
    pub fn tr_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        if args
            .iter()
            .any(|(_, a)| matches!(a, Arg::Seat(_) | Arg::Said(_)))
        {
            let named: Vec<(&str, Arg)> = args
                .iter()
                .map(|(k, a)| match a {
                    Arg::Seat(s) => (*k, Arg::Named(self.seat(*s))),
                    Arg::Said(said) => (*k, Arg::Str(said.tell(self))),
                    other => (*k, other.clone()),
                })
                .collect();
            return self.tr_args(id, &named);
        }
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return match &self.fallback {
                Some(english) => english.tr_args(id, args),
                None => format!("⟦{id}⟧"),
            };
        };
        let fargs = fluent_args(args, self.uses_cases);
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

impl Catalog {
    /// A seat's name in every case.
    pub fn seat(&self, seat: crate::table::Seat) -> Named {
        self.named(&format!("seat-{}", seat.name().to_lowercase()), &[])
    }

    /// The message `id` as a name, in the nominative (its value) and in every case its
    /// attributes give; a case it does not give is the nominative.
    pub fn named(&self, id: &str, args: &[(&str, Arg)]) -> Named {
        let nominative = self.tr_args(id, args);
        let Some(own) = self
            .bundle
            .get_message(id)
            .filter(|m| m.attributes().next().is_some())
        else {
            return Named {
                nominative,
                cases: None,
            };
        };
        let fargs = fluent_args(args, self.uses_cases);
        let cases = CASES.map(|case| {
            let Some(attr) = own.get_attribute(case) else {
                return nominative.clone();
            };
            let mut errors = Vec::new();
            let text = self
                .bundle
                .format_pattern(attr.value(), Some(&fargs), &mut errors);
            if errors.is_empty() {
                text.into_owned()
            } else {
                format!("⟦{id}.{case}: {errors:?}⟧")
            }
        });
        Named {
            nominative,
            cases: Some(Box::new(cases)),
        }
    }
}

/// The arguments as Fluent takes them: a name gives its nominative under its own key and,
/// where the catalogue asks names in cases (`cases`), each case under the key with the
/// case after a hyphen (`who-gen`).
fn fluent_args<'a>(args: &'a [(&str, Arg)], cases: bool) -> FluentArgs<'a> {
    let mut fargs = FluentArgs::with_capacity(args.len());
    for (k, v) in args {
        match v {
            Arg::Str(s) => fargs.set(*k, FluentValue::from(s.as_str())),
            Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
            // Named by `tr_args` before it gets here.
            Arg::Seat(s) => fargs.set(*k, FluentValue::from(s.name())),
            Arg::Said(said) => fargs.set(*k, FluentValue::from(said.id.to_string())),
            Arg::Named(n) => {
                fargs.set(*k, FluentValue::from(n.nominative.as_str()));
                if cases {
                    for case in CASES {
                        fargs.set(format!("{k}-{case}"), FluentValue::from(n.case(case)));
                    }
                }
            }
        }
    }
    fargs
}

impl Default for Catalog {
    fn default() -> Self {
        Self::english()
    }
}

/// The English catalogue, read once: what an error says in logs and in its `Display`.
pub fn english() -> &'static Catalog {
    static ENGLISH: std::sync::OnceLock<Catalog> = std::sync::OnceLock::new();
    // The English catalogue is compiled in and tested; failing here is a build defect.
    ENGLISH.get_or_init(|| Catalog::from_ftl("en", EN).unwrap_or_else(|e| panic!("{e}")))
}

/// A message not yet told: its id and arguments, kept by an error of the library so that
/// each shell tells it in the learner's language (and `Display` in English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub id: Cow<'static, str>,
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// Marks a message carried as text through serde's custom errors, which take only a
/// string: characters of the private-use area, never in a file's own words.
const CARRIED: char = '\u{E000}';
const CARRIED_ARG: char = '\u{E001}';
const CARRIED_VALUE: char = '\u{E002}';

impl Said {
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Said {
            id: Cow::Borrowed(id),
            args: args
                .into_iter()
                .map(|(k, a)| (Cow::Borrowed(k), a))
                .collect(),
        }
    }

    /// The message in `cat`'s language.
    pub fn tell(&self, cat: &Catalog) -> String {
        let args: Vec<(&str, Arg)> = self.args.iter().map(|(k, a)| (&**k, a.clone())).collect();
        cat.tr_args(&self.id, &args)
    }

    /// The message as text a serde deserializer can return as its error (`custom`); the
    /// file reader turns it back with `uncarry`. Numbers and text only: what a value in
    /// a file can be wrong about.
    pub fn carried(&self) -> String {
        let mut out = format!("{CARRIED}{}", self.id);
        for (k, a) in &self.args {
            let (kind, value) = match a {
                Arg::Num(n) => ('n', n.to_string()),
                other => ('s', Self::plain(other)),
            };
            out.push_str(&format!("{CARRIED_ARG}{k}{CARRIED_VALUE}{kind}{value}"));
        }
        out
    }

    fn plain(a: &Arg) -> String {
        match a {
            Arg::Str(s) => s.clone(),
            Arg::Num(n) => n.to_string(),
            Arg::Named(n) => n.nominative.clone(),
            Arg::Seat(s) => s.name().to_string(),
            Arg::Said(s) => s.to_string(),
        }
    }

    /// A message `carried` through a deserializer, or `None` for any other text.
    pub fn uncarry(text: &str) -> Option<Said> {
        let rest = text.strip_prefix(CARRIED)?;
        let mut parts = rest.split(CARRIED_ARG);
        let id = parts.next()?.to_string();
        let mut args = Vec::new();
        for part in parts {
            let (key, value) = part.split_once(CARRIED_VALUE)?;
            let arg = match value.split_at_checked(1)? {
                ("n", n) => Arg::Num(n.parse().ok()?),
                (_, s) => Arg::Str(s.to_string()),
            };
            args.push((Cow::Owned(key.to_string()), arg));
        }
        Some(Said {
            id: Cow::Owned(id),
            args,
        })
    }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.tell(english()))
    }
}

/// An error type that says itself with its `said()`: `Display` is that message in English
/// (logs, tests), and it is a `std::error::Error` with no source.
macro_rules! error_said_in_english {
    ($($t:ty),+ $(,)?) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&self.said(), f)
            }
        }

        impl std::error::Error for $t {}
    )+};
}
pub(crate) use error_said_in_english;

/// A space wrapping does not break at: a private-use character, which no text of the
/// trainer holds. Both shells' wrapping hold a command's spaces with it.
pub const HELD_SPACE: char = '\u{e000}';

/// The command words `mjref` takes first: what follows ": mjref " is a command to type
/// only where one of them (or an option) comes next, not in a sentence that happens to
/// name mjref after a colon ("…: mjref puts them back").
const COMMANDS: [&str; 13] = [
    "quiz", "scenario", "judge", "articles", "facts", "mcr", "card", "study", "stats", "export",
    "club", "deck", "help",
];

/// `line` with the spaces of a command given to type again ("…: mjref quiz --question …")
/// held, so that wrapping never breaks the command across lines (a learner copies it
/// whole). `release` gives the spaces back after wrapping.
pub fn hold_command(line: &str) -> Cow<'_, str> {
    let command = line
        .match_indices(": mjref ")
        .map(|(at, _)| at + 2)
        .find(|&at| {
            line[at + "mjref ".len()..]
                .split_whitespace()
                .next()
                .is_some_and(|next| next.starts_with("--") || COMMANDS.contains(&next))
        });
    match command {
        Some(at) => Cow::Owned(format!(
            "{}{}",
            &line[..at],
            line[at..].replace(' ', &HELD_SPACE.to_string())
        )),
        None => Cow::Borrowed(line),
    }
}

/// A wrapped line with the spaces `hold_command` held given back.
pub fn release(line: &str) -> String {
    line.replace(HELD_SPACE, " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_command_to_type_is_held_whole() {
        let again = "This question again: mjref quiz --ruleset american --question 05HR";
        assert_eq!(
            release(&hold_command(again)),
            again,
            "the spaces come back after wrapping"
        );
        assert!(hold_command(again)[..20].contains(' '));
        assert!(
            !hold_command(again)[21..].contains(' '),
            "the command is held"
        );
        // A sentence that names mjref after a colon is prose, wrapped as any other.
        let prose = "The text does not say what becomes of the tiles shown: mjref puts them back.";
        assert_eq!(hold_command(prose), prose);
    }

    #[test]
    fn a_message_carried_through_serde_comes_back_whole() {
        let said = Said::new(
            "err-card-hand-size",
            vec![
                ("tiles", 13usize.into()),
                ("needed", "14 (a card hand)".into()),
            ],
        );
        let back = Said::uncarry(&said.carried()).expect("carried");
        assert_eq!(back.tell(english()), said.tell(english()));
        assert_eq!(back.id, "err-card-hand-size");
        // Numbers stay numbers, for the plural rules of another language.
        assert_eq!(back.args[0].1, Arg::Num(13));
        assert_eq!(Said::uncarry("plain text from serde"), None);
    }

    #[test]
    fn a_name_goes_into_the_case_the_sentence_asks_for() {
        let cat = Catalog::from_ftl(
            "cs",
            &["seat-east = Východ\n    .gen = Východu\nrole-each-of = { $a } a { $b }\n    .gen = { $a-gen } a { $b-gen }\nseat-north = Sever\n    .gen = Severu\nwall = Zeď { $wall-gen }, vidí { $wall }.\npaths = Z { $from-gen } do { $to }.\n"],
        )
        .expect("reads");
        let east = cat.named("seat-east", &[]);
        assert_eq!(&*east, "Východ");
        assert_eq!(east.case("gen"), "Východu");
        // A case the message does not give is the nominative.
        assert_eq!(east.case("dat"), "Východ");
        assert_eq!(
            cat.tr_args("wall", &[("wall", east.clone().into())]),
            "Zeď Východu, vidí Východ."
        );
        let both = cat.named(
            "role-each-of",
            &[
                ("a", east.into()),
                ("b", cat.named("seat-north", &[]).into()),
            ],
        );
        assert_eq!(both.case("gen"), "Východu a Severu");
        // Only a name has cases: plain text asked in a case is a mistake the message
        // shows (and tests/catalogues.rs refuses).
        assert!(
            cat.tr_args(
                "paths",
                &[("from", "a.json".into()), ("to", "b.json".into())]
            )
            .contains('⟦')
        );
    }

    #[test]
    fn a_locale_names_its_language() {
        assert_eq!(Lang::from_tag("cs_CZ.UTF-8"), Some(Lang::Cs));
        assert_eq!(Lang::from_tag("pl-PL"), Some(Lang::Pl));
        assert_eq!(Lang::from_tag("ru_RU@euro"), Some(Lang::Ru));
        assert_eq!(Lang::from_tag("EN_gb"), Some(Lang::En));
        assert_eq!(Lang::from_tag("C.UTF-8"), None);
        assert_eq!(Lang::from_tag("de_DE.UTF-8"), None);
    }

    #[test]
    fn the_language_comes_from_the_flag_the_variable_the_settings_then_the_locale() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        let all: &[(&str, &str)] = &[
            ("MJREF_LANG", "pl"),
            ("LC_ALL", "ru_RU.UTF-8"),
            ("LANG", "cs_CZ.UTF-8"),
        ];
        assert_eq!(
            choose_lang(Some(Lang::En), Some(Lang::Cs), env(all)),
            Lang::En
        );
        assert_eq!(choose_lang(None, Some(Lang::Cs), env(all)), Lang::Pl);
        assert_eq!(choose_lang(None, Some(Lang::Cs), env(&all[1..])), Lang::Cs);
        assert_eq!(choose_lang(None, None, env(&all[1..])), Lang::Ru);
        assert_eq!(choose_lang(None, None, env(&all[2..])), Lang::Cs);
        // LC_ALL set to a language mjref does not speak decides: English, not LANG's.
        let german: &[(&str, &str)] = &[("LC_ALL", "de_DE.UTF-8"), ("LANG", "cs_CZ")];
        assert_eq!(choose_lang(None, None, env(german)), Lang::En);
        // Set but empty is not set.
        let empty: &[(&str, &str)] = &[("MJREF_LANG", ""), ("LC_ALL", ""), ("LANG", "pl_PL")];
        assert_eq!(choose_lang(None, None, env(empty)), Lang::Pl);
        assert_eq!(choose_lang(None, None, env(&[])), Lang::En);
    }
}
