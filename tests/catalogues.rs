//! The four catalogues say the same things: every message id in all of them, each with
//! the same placeholders; every id the code asks for by name is in them; and every
//! built-in ruleset has its texts in every language, for every article.

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use fluent_syntax::parser;
use mjref::i18n::{Catalog, Lang};
use mjref::rules::builtin;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const FILES: &[&str] = &[
    "mjref.ftl",
    "tui.ftl",
    "study.ftl",
    "cli.ftl",
    "fans.ftl",
    "written.ftl",
];

/// Message id → the variables it uses, of one language's catalogue.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for file in FILES {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/i18n")
            .join(lang.code())
            .join(file);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let resource = parser::parse(text.as_str())
            .unwrap_or_else(|(_, errs)| panic!("{}: {errs:?}", path.display()));
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                Entry::Junk { content } => panic!("{}: cannot read {content:?}", path.display()),
                _ => continue,
            };
            let mut vars = BTreeSet::new();
            if let Some(p) = &value {
                pattern_vars(p, &mut vars);
            }
            for a in &attributes {
                pattern_vars(&a.value, &mut vars);
            }
            assert!(
                all.insert(id.clone(), vars).is_none(),
                "{}: {id} is given twice",
                path.display()
            );
        }
    }
    all
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            // A seat or role in another case is still that placeholder: `$who-gen` is
            // `$who` in the genitive.
            let name = mjref::i18n::CASES
                .iter()
                .find_map(|c| id.name.strip_suffix(&format!("-{c}")))
                .unwrap_or(id.name);
            vars.insert(name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_placeholders() {
    let english = messages(Lang::En);
    assert!(english.len() > 500, "the English catalogue is read whole");
    let mut problems = Vec::new();
    for lang in [Lang::Cs, Lang::Pl, Lang::Ru] {
        let other = messages(lang);
        for (id, vars) in &english {
            match other.get(id) {
                None => problems.push(format!("{}: {id} is missing", lang.code())),
                Some(v) if v != vars => problems.push(format!(
                    "{}: {id} uses {v:?}, English uses {vars:?}",
                    lang.code()
                )),
                Some(_) => {}
            }
        }
        for id in other.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!(
                "{}: {id} is not in the English catalogue",
                lang.code()
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The ids the code names in a `tr("…")` or `tr_args("…"` call, and every error id
/// written as a literal, with the file naming each.
fn ids_named_in_code() -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src reads") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let whole = std::fs::read_to_string(&path).expect("source reads");
            // A module's own tests make up messages of their own.
            let text = whole.split("#[cfg(test)]").next().unwrap_or_default();
            // An error's message id, wherever it is written (`Said::new("err-…"`, a
            // helper of its own), and an act's name: every such literal names a message.
            for prefix in ["\"err-", "\"cli-error-", "\"act-"] {
                for (at, _) in text.match_indices(prefix) {
                    let id: String = text[at + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                        .collect();
                    let closed = text[at + 1 + id.len()..].starts_with('"');
                    if closed && !id.ends_with('-') {
                        found.push((id, path.display().to_string()));
                    }
                }
            }
            for call in ["tr(\"", "tr_args(\"", "tr_args(\n"] {
                for (at, _) in text.match_indices(call) {
                    let rest = text[at + call.len()..].trim_start().trim_start_matches('"');
                    let id: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                        .collect();
                    if !id.is_empty() && rest[id.len()..].starts_with('"') {
                        found.push((id, path.display().to_string()));
                    }
                }
            }
        }
    }
    found
}

/// A case form is asked only of a placeholder that carries a seat or a role: plain text
/// has no cases, and a message asking one of it shows the mistake.
#[test]
fn a_case_is_asked_only_of_a_seat_or_a_role() {
    const NAMED: &[&str] = &[
        "who", "seat", "a", "b", "c", "from", "to", "by", "wall", "owner", "against", "wind",
        "claimer",
    ];
    // Where these names carry something else: file paths.
    const NOT_NAMES: &[&str] = &["study-set-aside"];
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (id, vars) in raw_vars(lang) {
            for v in vars {
                let Some((base, case)) = v.rsplit_once('-') else {
                    continue;
                };
                if !mjref::i18n::CASES.contains(&case) {
                    continue;
                }
                if !NAMED.contains(&base) || NOT_NAMES.contains(&id.as_str()) {
                    problems.push(format!(
                        "{}: {id} asks ${v} of a placeholder with no cases",
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Message id → the variables as written in it, case suffixes and all.
fn raw_vars(lang: Lang) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for (_, text) in catalogue_files(lang) {
        for line in text.lines() {
            if let Some((head, _)) = line.split_once(" =")
                && !head.starts_with([' ', '#'])
            {
                out.push((head.to_string(), Vec::new()));
            }
            let Some((_, vars)) = out.last_mut() else {
                continue;
            };
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                let name: String = rest[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                rest = &rest[at + 1 + name.len()..];
                vars.push(name);
            }
        }
    }
    out
}

#[test]
fn every_message_the_code_names_is_in_the_catalogues() {
    let named = ids_named_in_code();
    assert!(
        named.len() > 300,
        "the code's calls are found ({})",
        named.len()
    );
    for lang in Lang::ALL {
        let cat = Catalog::for_lang(lang);
        let missing: Vec<String> = named
            .iter()
            .filter(|(id, _)| !cat.has_own(id))
            .map(|(id, file)| format!("{}: {id} (named in {file})", lang.code()))
            .collect();
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }
}

#[test]
fn every_builtin_ruleset_has_its_texts_in_every_language() {
    let mut problems = Vec::new();
    for id in builtin::IDS {
        let english = builtin::load(id).expect("built in").expect("loads");
        for lang in [Lang::Cs, Lang::Pl, Lang::Ru] {
            let Some(text) = builtin::translation(id, lang.code()) else {
                problems.push(format!("{id}: no texts in {}", lang.code()));
                continue;
            };
            let file = format!("rulesets/{id}/texts.{}.ron", lang.code());
            let texts = match mjref::rules::texts::read(
                mjref::rules::SourceText { file: &file, text },
                &english,
                lang.code(),
            ) {
                Ok(t) => t,
                Err(e) => {
                    problems.push(e.to_string());
                    continue;
                }
            };
            for a in &english.articles {
                match texts.articles.get(&a.id) {
                    None => problems.push(format!("{file}: no texts for {}", a.id)),
                    Some(t) => {
                        if t.title.trim().is_empty() || t.summary.trim().is_empty() {
                            problems.push(format!("{file}: {} has an empty text", a.id));
                        }
                        if t.tags.len() != a.tags.len() {
                            problems.push(format!(
                                "{file}: {} has {} tags, the article {}",
                                a.id,
                                t.tags.len(),
                                a.tags.len()
                            ));
                        }
                        // Ids and figures are the same in every language.
                        for figure in figures(&a.summary) {
                            if !t.summary.contains(&figure) {
                                problems
                                    .push(format!("{file}: {}'s summary lacks \"{figure}\"", a.id));
                            }
                        }
                    }
                }
            }
            for e in &english.meta.editions {
                if !texts.editions.contains_key(&e.id) {
                    problems.push(format!("{file}: no name for edition {}", e.id));
                }
            }
            if english.meta.fallback.is_some() && texts.fallback.is_none() {
                problems.push(format!("{file}: no fallback summary"));
            }
            // A citation is read in the language too: every work named, every place given.
            for id in english.meta.works.keys() {
                if !texts.works.contains_key(id) {
                    problems.push(format!("{file}: no name for the work {id}"));
                }
            }
            for a in &english.articles {
                if !texts.sources.contains_key(&a.id) {
                    problems.push(format!("{file}: no places for {}'s sources", a.id));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The article ids a summary names: they must stand in every translation as they are.
fn figures(summary: &str) -> Vec<String> {
    summary
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| {
            (w.starts_with("AM-") || w.starts_with("MCR-") || w.starts_with("MIL-")) && w.len() > 4
        })
        .map(|w| w.trim_end_matches('-').to_string())
        .collect()
}

#[test]
fn a_ruleset_is_read_in_the_language_asked_for() {
    let czech = builtin::load_in("millington", "cs")
        .expect("built in")
        .expect("loads");
    let english = builtin::load("millington")
        .expect("built in")
        .expect("loads");
    assert_ne!(czech.meta.name, english.meta.name);
    assert_ne!(czech.articles[0].title, english.articles[0].title);
    // Only the words change: the rulings are the same data.
    for (c, e) in czech.articles.iter().zip(&english.articles) {
        assert_eq!(c.id, e.id);
        assert_eq!(c.cases, e.cases);
        // A source cites the same work in every language; only where to look is told
        // in the language's words.
        let works = |a: &mjref::rules::Article| -> Vec<String> {
            a.sources.iter().map(|s| s.work.clone()).collect()
        };
        assert_eq!(works(c), works(e));
    }
}

/// Names the code makes up from a value (a seat, a role, a fan, an irregularity) are in
/// every catalogue too: each fan of the Chinese Official table is named in every language.
#[test]
fn every_fan_is_named_in_every_language() {
    for lang in Lang::ALL {
        let cat = Catalog::for_lang(lang);
        for fan in mjref::analysis::mcr::Fan::all() {
            let id = format!("fan-{fan:?}");
            assert!(cat.has_own(&id), "{}: {id} is missing", lang.code());
        }
        if lang == Lang::En {
            // English names are the Green Book's, as the batch output prints them.
            for fan in mjref::analysis::mcr::Fan::all() {
                assert_eq!(cat.tr(&format!("fan-{fan:?}")), fan.name());
            }
        }
    }
}

/// The practice card reads in every language: every note under a line and every section
/// named in words (not the year or the numbers) has its text.
#[test]
fn the_practice_card_is_told_in_every_language() {
    let english = mjref::analysis::american::practice_in("en").expect("the card");
    for lang in [Lang::Cs, Lang::Pl, Lang::Ru] {
        let told = mjref::analysis::american::practice_in(lang.code()).expect("its texts read");
        assert_ne!(told.name, english.name, "{}", lang.code());
        for (t, e) in told.sections.iter().zip(&english.sections) {
            if e.name.chars().any(char::is_alphabetic) {
                assert_ne!(t.name, e.name, "{}: section {}", lang.code(), e.name);
            }
            for (tl, el) in t.lines.iter().zip(&e.lines) {
                assert_eq!(tl.text, el.text, "the hands are the same");
                if el.note.is_some() {
                    assert_ne!(tl.note, el.note, "{}: note {:?}", lang.code(), el.note);
                }
            }
        }
    }
}

/// A payment is a sentence, its amount in the sentence's grammar ("Sever platí Jihu
/// dvojnásobek hodnoty ruky"), never "payer: amount" (issue 30, item 3): no message puts
/// an amount after a colon.
#[test]
fn no_payment_puts_its_amount_after_a_colon() {
    let mut found = Vec::new();
    for lang in [Lang::En, Lang::Cs, Lang::Pl, Lang::Ru] {
        for (path, text) in catalogue_files(lang) {
            for (n, line) in text.lines().enumerate() {
                if line.contains(": { $amount }") || line.contains(":{ $amount }") {
                    found.push(format!("{}:{}: {line}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "amounts after a colon:\n{}",
        found.join("\n")
    );
}

/// Each catalogue file of a language, with its path and text.
fn catalogue_files(lang: Lang) -> Vec<(std::path::PathBuf, String)> {
    FILES
        .iter()
        .map(|file| {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets/i18n")
                .join(lang.code())
                .join(file);
            let text = std::fs::read_to_string(&path).expect("reads");
            (path, text)
        })
        .collect()
}

#[test]
fn texts_give_one_place_for_each_source_an_article_cites() {
    let english = builtin::load("mcr").expect("built in").expect("loads");
    let article = &english.articles[0];
    let cited = article.sources.len();
    let read = |places: usize, work: &str| {
        let list: Vec<String> = (0..places).map(|n| format!("\"místo {n}\"")).collect();
        let text = format!(
            "RulesetTexts(lang: \"cs\", name: \"N\", editions: {{}}, works: {{\"{work}\": \"Dílo\"}},\n  sources: {{\"{}\": [{}]}}, articles: {{}})",
            article.id,
            list.join(", ")
        );
        mjref::rules::texts::read(
            mjref::rules::SourceText {
                file: "texts.cs.ron",
                text: &text,
            },
            &english,
            "cs",
        )
        .map(|texts| {
            let mut told = english.clone();
            told.translate(&texts);
            let (work, place) = told.citation(&told.articles[0].sources[0]);
            (work.to_string(), place.to_string())
        })
    };
    let first_work = article.sources[0].work.clone();
    let (work, place) = read(cited, &first_work).expect("one place per source is read");
    assert_eq!((work.as_str(), place.as_str()), ("Dílo", "místo 0"));
    let err = read(cited + 1, &first_work).expect_err("a place too many");
    assert_eq!(err.line, 2, "{err}");
    assert!(err.to_string().contains(&article.id), "{err}");
    let err = read(cited, "no-such-work").expect_err("a work the ruleset does not cite");
    assert!(err.to_string().contains("no-such-work"), "{err}");
}

/// English words that are no word of Czech, Polish or Russian: one of them in a
/// translation is a sentence, a label or a citation left in English. (Words the three
/// languages share with English, such as "a", "i", "to", "on", "no", "do", "by", "was",
/// "one" or "win", are not on the list.)
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "of",
    "with",
    "from",
    "which",
    "this",
    "that",
    "these",
    "those",
    "is",
    "are",
    "were",
    "for",
    "not",
    "or",
    "it",
    "its",
    "their",
    "they",
    "has",
    "have",
    "be",
    "been",
    "who",
    "when",
    "where",
    "what",
    "there",
    "then",
    "than",
    "but",
    "each",
    "every",
    "any",
    "all",
    "only",
    "also",
    "may",
    "must",
    "can",
    "will",
    "would",
    "should",
    "page",
    "rule",
    "rules",
    "section",
    "column",
    "paragraph",
    "citing",
    "seen",
    "quoted",
    "hand",
    "hands",
    "tile",
    "tiles",
    "player",
    "players",
    "wall",
    "discard",
    "claim",
    "turn",
    "game",
    "penalty",
    "dead",
    "pays",
    "play",
    "two",
    "three",
    "four",
    "see",
    "our",
    "users",
    "notes",
    "copy",
    "item",
    "row",
    "table",
    "commentary",
    "summary",
    "club",
    "book",
    "guide",
    "columns",
    "wiki",
    "blog",
    "knowledge",
    "base",
];

/// Names that stay as their authors wrote them, in every language: works, sites, people,
/// and the English headings of an English source, quoted as it gives them.
const NAMES: &[&str] = &[
    "The Complete Book of Mah-Jongg",
    "Mah Jongg Made Easy",
    "Mahjongg and Me",
    "Find My Mahj Game",
    "A Teacher First",
    "Winning Moves",
    "Records of Fouls",
    "Fouls and Penalties",
    "Passing information",
    "Severe disturbance to the competition",
    "A Guide to Mahjong (Chinese / Official International Rules)",
    "Chinese-Standard-Mahjong",
    "Wrong Wall Used",
    "Overturned Tile",
    "Incorrect Tile Count After Dealing",
    "Resolving Errors During Dealing",
    "Green Book",
    "Heavenly Hand",
    "Earthly Hand",
    "Singles and Pairs",
    "Mahjong Tiles",
    "Is(",
    "Not(",
];

/// The English words of `text` outside what stays as written: placeholders and selectors
/// (`{ … }`), file-format words in backticks or straight quotes ("S 4c claimed by W"), a
/// command to type (`mjref club join …`), a file name, names, ids and codes.
fn english_words(text: &str) -> Vec<String> {
    let mut rest = text.to_string();
    for name in NAMES {
        rest = rest.replace(name, " ");
    }
    let mut kept = String::new();
    let (mut braces, mut ticks, mut quotes) = (0usize, false, false);
    for c in rest.chars() {
        match c {
            '{' => braces += 1,
            '}' => braces = braces.saturating_sub(1),
            '`' => ticks = !ticks,
            '"' => quotes = !quotes,
            _ if braces == 0 && !ticks && !quotes => kept.push(c),
            _ => {}
        }
    }
    // A command runs from `mjref` over its words, options and values, all Latin.
    let mut words: Vec<&str> = Vec::new();
    let mut in_command = false;
    for w in kept.split_whitespace() {
        in_command =
            w == "mjref" || (in_command && w.chars().all(|c| c.is_ascii_graphic() || c == '…'));
        if !in_command && !w.contains(['.', '/', '[']) {
            words.push(w);
        }
    }
    words
        .iter()
        .flat_map(|w| {
            w.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-' || c == '\''))
        })
        .filter(|w| !w.contains('_'))
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

#[test]
fn no_english_word_where_a_translation_is_due() {
    assert_eq!(
        english_words("South pays { $who-dat } `win_check` the Green Book"),
        ["pays", "the"],
        "the check sees English and leaves placeholders, format words and names"
    );
    let mut found = Vec::new();
    for lang in [Lang::Cs, Lang::Pl, Lang::Ru] {
        for (path, text) in catalogue_files(lang) {
            let file = path.file_name().map_or(String::new(), |f| {
                format!("{}/{}", lang.code(), f.to_string_lossy())
            });
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with('#') {
                    continue;
                }
                // A message's id and its attributes' names are the catalogue's own.
                let value = line.split_once('=').map_or(line, |(key, value)| {
                    if key
                        .trim()
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "-._ ".contains(c))
                    {
                        value
                    } else {
                        line
                    }
                });
                let words = english_words(value);
                if !words.is_empty() {
                    found.push(format!(
                        "{file}:{}: {} ({})",
                        n + 1,
                        words.join(", "),
                        line.trim()
                    ));
                }
            }
        }
        for id in builtin::IDS {
            let english = builtin::load(id).expect("built in").expect("loads");
            let mut told = english.clone();
            let file = format!("rulesets/{id}/texts.{}.ron", lang.code());
            let text = builtin::translation(id, lang.code()).expect("texts in every language");
            let texts = mjref::rules::texts::read(
                mjref::rules::SourceText { file: &file, text },
                &english,
                lang.code(),
            )
            .expect("reads");
            told.translate(&texts);
            let mut said: Vec<(String, String)> = vec![("name".into(), told.meta.name.clone())];
            said.extend(
                told.meta
                    .editions
                    .iter()
                    .map(|e| (e.id.clone(), e.name.clone())),
            );
            said.extend(
                told.meta
                    .works
                    .iter()
                    .map(|(id, w)| (id.clone(), w.clone())),
            );
            for a in &told.articles {
                said.push((a.id.clone(), a.title.clone()));
                said.push((a.id.clone(), a.summary.clone()));
                said.extend(a.tags.iter().map(|t| (a.id.clone(), t.clone())));
                said.extend(
                    a.sources
                        .iter()
                        .map(|s| (a.id.clone(), told.citation(s).1.to_string())),
                );
            }
            for (at, text) in said {
                let words = english_words(&text);
                if !words.is_empty() {
                    found.push(format!("{file}: {at}: {} ({text})", words.join(", ")));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} left in English:\n{}",
        found.len(),
        found.join("\n")
    );
}
