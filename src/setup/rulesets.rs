//! Loading the ruleset chosen: built in, or from a folder of house rules, with the
//! learner's card; and the list of rulesets on offer.

use super::{RulesChoice, SetupError};
use crate::analysis::american::Card;
use crate::rules::{Ruleset, SourceText, builtin};
use std::path::Path;

/// The ruleset of `choice`, with its card replaced by the learner's when one is given.
pub fn load_ruleset(choice: &RulesChoice) -> Result<Ruleset, SetupError> {
    let mut ruleset = load_rules(choice)?;
    if let Some(path) = &choice.card {
        if ruleset.card.is_none() {
            return Err(SetupError::NoCard(ruleset.meta.id.clone()));
        }
        ruleset.card = Some(std::sync::Arc::new(read_card(path)?));
    }
    Ok(ruleset)
}

/// A card file transcribed by the learner.
pub fn read_card(path: &Path) -> Result<Card, SetupError> {
    let text = read(path)?;
    let mut card = Card::parse(&path.display().to_string(), &text).map_err(SetupError::Load)?;
    // Its names with their control characters shown, as a house ruleset's (`show_controls`).
    let shown = crate::visible::show_in_place;
    shown(&mut card.name);
    for section in &mut card.sections {
        shown(&mut section.name);
        for line in &mut section.lines {
            line.note.iter_mut().for_each(shown);
        }
    }
    Ok(card)
}

fn read(path: &Path) -> Result<String, SetupError> {
    let bytes = crate::files::read_written(path).map_err(|error| SetupError::Read {
        path: path.display().to_string(),
        error,
    })?;
    crate::load::utf8(&path.display().to_string(), bytes).map_err(SetupError::Load)
}

fn load_rules(choice: &RulesChoice) -> Result<Ruleset, SetupError> {
    let id = choice.ruleset.as_str();
    let lang = choice.lang.code();
    match &choice.rules_dir {
        Some(dir) => {
            let (mut ruleset, places) = load_from_dir(dir, id)?;
            translate_from_dir(&mut ruleset, &dir.join(id), lang)?;
            check_askable(&ruleset, &places)?;
            show_controls(&mut ruleset);
            Ok(ruleset)
        }
        None => match builtin::load_in(id, lang) {
            Some(r) => r.map_err(SetupError::Load),
            None => Err(SetupError::UnknownRuleset {
                id: id.to_string(),
                known: builtin::IDS.join(", "),
            }),
        },
    }
}

/// Every text of a house ruleset that is shown, with its control characters shown by
/// stand-ins (`visible`): the trainer's screen drops them and plain output shows them,
/// so set here once, the two show the same `^[` and no terminal obeys one.
fn show_controls(ruleset: &mut Ruleset) {
    let shown = crate::visible::show_in_place;
    for meta in std::iter::once(&mut ruleset.meta).chain(ruleset.own_meta.as_deref_mut()) {
        shown(&mut meta.name);
        meta.editions.iter_mut().for_each(|e| shown(&mut e.name));
        meta.works.values_mut().for_each(shown);
        if let Some(f) = meta.fallback.as_mut() {
            shown(&mut f.summary);
            f.sources.iter_mut().for_each(|s| shown(&mut s.locator));
        }
    }
    for a in &mut ruleset.articles {
        shown(&mut a.title);
        shown(&mut a.summary);
        a.tags.iter_mut().for_each(shown);
        a.sources.iter_mut().for_each(|s| shown(&mut s.locator));
    }
}

/// Where an article of a house ruleset is written: its file, line and column.
struct ArticlePlace {
    id: String,
    file: String,
    line: usize,
    col: usize,
}

/// How many seeds each article of a house ruleset is tried with. Every article of the
/// built-in rulesets deals every seed; settings that do not suit an article fail it for
/// a third or more of the seeds, so eight find it almost always, in a few milliseconds.
const SEEDS_TRIED: u64 = 8;

/// Every article of a house ruleset can be asked: settings that load but leave an
/// article no story (a dead wall too large for its game, no claim window for a late
/// claim, a win check that is not the set's) are refused at load, at the article's
/// place, instead of failing later in a member's quiz with no place named. Each
/// article is tried with a few seeds, as a quiz would.
fn check_askable(ruleset: &Ruleset, places: &[ArticlePlace]) -> Result<(), SetupError> {
    for article in &ruleset.articles {
        let failed = (1..=SEEDS_TRIED)
            .find_map(|seed| crate::quiz::make_question(ruleset, &article.id, seed).err());
        if let Some(error) = failed {
            let place = places.iter().find(|p| p.id == article.id);
            return Err(SetupError::Unaskable {
                article: article.id.clone(),
                place: place
                    .map_or_else(String::new, |p| format!("{}:{}:{}", p.file, p.line, p.col)),
                error: Box::new(error),
            });
        }
    }
    Ok(())
}

fn load_from_dir(dir: &Path, id: &str) -> Result<(Ruleset, Vec<ArticlePlace>), SetupError> {
    let root = dir.join(id);
    let meta_path = root.join("ruleset.ron");
    let meta = read(&meta_path)?;
    // `articles.ron` first, then any `articles-*.ron` beside it, by name.
    let mut paths = vec![root.join("articles.ron")];
    let mut more: Vec<std::path::PathBuf> = std::fs::read_dir(&root)
        .map_err(|error| SetupError::Read {
            path: root.display().to_string(),
            error,
        })?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("articles-") && n.ends_with(".ron"))
        })
        .collect();
    more.sort();
    paths.extend(more);
    let texts: Vec<(String, String)> = paths
        .iter()
        .map(|p| Ok((p.display().to_string(), read(p)?)))
        .collect::<Result<_, SetupError>>()?;
    let srcs: Vec<SourceText> = texts
        .iter()
        .map(|(file, text)| SourceText { file, text })
        .collect();
    let meta_file = meta_path.display().to_string();
    let meta_src = SourceText {
        file: &meta_file,
        text: &meta,
    };
    let ruleset = crate::rules::load_parts(meta_src, &srcs).map_err(SetupError::Load)?;
    let places = ruleset
        .articles
        .iter()
        .filter_map(|a| {
            let quoted = format!("\"{}\"", a.id);
            srcs.iter().find_map(|src| {
                let at = src.text.find(&quoted)?;
                let (line, col) = crate::load::line_col(src.text, at);
                Some(ArticlePlace {
                    id: a.id.clone(),
                    file: src.file.to_string(),
                    line,
                    col,
                })
            })
        })
        .collect();
    // The folder names the ruleset: a club code and a scenario find it by that name.
    if ruleset.meta.id != id {
        let at =
            crate::scenario::value_at(&meta, &[crate::scenario::Step::Field("id")]).unwrap_or(0);
        return Err(SetupError::Load(crate::rules::LoadError::at(
            meta_src,
            at,
            crate::i18n::Said::new(
                "err-ruleset-folder",
                vec![
                    ("id", ruleset.meta.id.as_str().into()),
                    ("folder", id.into()),
                ],
            ),
        )));
    }
    Ok((ruleset, places))
}

/// A house ruleset told in `lang` by its `texts.<lang>.ron`, where it has one; without
/// one it keeps its own words.
fn translate_from_dir(ruleset: &mut Ruleset, root: &Path, lang: &str) -> Result<(), SetupError> {
    ruleset.practice_card_in(lang).map_err(SetupError::Load)?;
    let path = root.join(format!("texts.{lang}.ron"));
    if !path.is_file() {
        return Ok(());
    }
    let text = read(&path)?;
    let file = path.display().to_string();
    let texts = crate::rules::texts::read(
        SourceText {
            file: &file,
            text: &text,
        },
        ruleset,
        lang,
    )
    .map_err(SetupError::Load)?;
    ruleset.translate(&texts);
    Ok(())
}

/// The rulesets on offer: the built-in ones, or the folders of the rules directory that
/// hold a ruleset, and always the one chosen.
pub fn rulesets_on_offer(choice: &RulesChoice) -> Vec<String> {
    let mut ids: Vec<String> = match &choice.rules_dir {
        None => builtin::IDS.iter().map(|s| s.to_string()).collect(),
        Some(dir) => {
            let mut found: Vec<String> = std::fs::read_dir(dir)
                .into_iter()
                .flatten()
                .flatten()
                .filter(|e| e.path().join("ruleset.ron").is_file())
                .filter_map(|e| e.file_name().to_str().map(str::to_string))
                .collect();
            found.sort();
            found
        }
    };
    if !ids.contains(&choice.ruleset) {
        ids.insert(0, choice.ruleset.clone());
    }
    ids
}

/// The first ruleset on offer with an article of this id (in any case), where the
/// command line names none: `MCR-PEN-02` is an MCR article.
pub fn ruleset_with_article(choice: &RulesChoice, article: &str) -> Option<String> {
    rulesets_on_offer(choice).into_iter().find(|id| {
        load_ruleset(&choice.with_ruleset(id)).is_ok_and(|r| {
            r.articles
                .iter()
                .any(|a| a.id.eq_ignore_ascii_case(article))
        })
    })
}
