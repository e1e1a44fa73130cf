//! A ruleset's texts in another language: its name, its editions' names, its fallback's
//! summary and each article's title, summary and tags (`rulesets/<id>/texts.<lang>.ron`).
//! The rulings are data and the same in every language; only what is read changes.

use super::Ruleset;
use crate::load::{LoadError, SourceText, find_quoted, parse_ron};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesetTexts {
    /// The language the texts are in, as `--lang` names it.
    pub lang: String,
    pub name: String,
    /// Edition id → its name.
    pub editions: BTreeMap<String, String>,
    #[serde(default)]
    pub fallback: Option<String>,
    /// Work id → the work's name as readers of this language know it.
    #[serde(default)]
    pub works: BTreeMap<String, String>,
    /// Article id → where in each cited work to look, one for each of the article's
    /// sources and in their order (the English `locator`s, in this language).
    #[serde(default)]
    pub sources: BTreeMap<String, Vec<String>>,
    /// Article id → its texts.
    pub articles: BTreeMap<String, ArticleTexts>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArticleTexts {
    pub title: String,
    pub summary: String,
    #[serde(default)]
    pub tags: Vec<String>,
}

/// Read a texts file and check it against the ruleset it translates: every article and
/// edition it names must be the ruleset's, and its language the one asked for. An article
/// it leaves out keeps the ruleset's own words.
pub fn read(src: SourceText, ruleset: &Ruleset, lang: &str) -> Result<RulesetTexts, LoadError> {
    use crate::i18n::{Arg, Said};
    let texts: RulesetTexts = parse_ron(src)?;
    let at = |name: &str| find_quoted(src.text, name, 0);
    let refuse = |offset: usize, id: &'static str, args: Vec<(&'static str, Arg)>| {
        Err(LoadError::at(src, offset, Said::new(id, args)))
    };
    let ruleset_id = || Arg::from(ruleset.meta.id.as_str());
    let no_article = |offset: usize, id: &str| {
        refuse(
            offset,
            "err-texts-article",
            vec![("article", id.into()), ("ruleset", ruleset_id())],
        )
    };
    if texts.lang != lang {
        return refuse(
            at(&texts.lang),
            "err-texts-lang",
            vec![("said", texts.lang.as_str().into()), ("lang", lang.into())],
        );
    }
    if let Some(id) = texts
        .articles
        .keys()
        .find(|id| ruleset.article(id).is_none())
    {
        return no_article(at(id), id);
    }
    let editions = ruleset.meta.edition_ids();
    if let Some(id) = texts
        .editions
        .keys()
        .find(|id| !editions.contains(&id.as_str()))
    {
        return refuse(
            at(id),
            "err-texts-edition",
            vec![
                ("edition", id.as_str().into()),
                ("ruleset", ruleset_id()),
                ("editions", editions.join(", ").into()),
            ],
        );
    }
    if let Some(id) = texts
        .works
        .keys()
        .find(|id| !ruleset.meta.works.contains_key(*id))
    {
        let cited: Vec<&str> = ruleset.meta.works.keys().map(String::as_str).collect();
        return refuse(
            at(id),
            "err-texts-work",
            vec![
                ("work", id.as_str().into()),
                ("ruleset", ruleset_id()),
                ("works", cited.join(", ").into()),
            ],
        );
    }
    // An article's id is first met among the article texts; its places are after `sources`.
    let sources_from = src.text.find("sources").unwrap_or(0);
    let place_at = |id: &str| find_quoted(src.text, id, sources_from);
    for (id, places) in &texts.sources {
        let Some(article) = ruleset.article(id) else {
            return no_article(place_at(id), id);
        };
        if places.len() != article.sources.len() {
            return refuse(
                place_at(id),
                "err-texts-sources",
                vec![
                    ("article", id.as_str().into()),
                    ("cited", article.sources.len().into()),
                    ("given", places.len().into()),
                ],
            );
        }
    }
    Ok(texts)
}

impl Ruleset {
    /// The practice card, where the ruleset plays with it, in the words of `lang`.
    pub fn practice_card_in(&mut self, lang: &str) -> Result<(), LoadError> {
        if self.card.is_some() {
            let card = crate::analysis::american::practice_in(lang)?;
            self.card = Some(std::sync::Arc::new(card));
        }
        Ok(())
    }

    /// The same ruleset told in the words of `texts`; what they leave out stays as it was.
    pub fn translate(&mut self, texts: &RulesetTexts) {
        if self.own_meta.is_none() {
            self.own_meta = Some(Box::new(self.meta.clone()));
        }
        self.meta.name.clone_from(&texts.name);
        for edition in &mut self.meta.editions {
            if let Some(name) = texts.editions.get(&edition.id) {
                edition.name.clone_from(name);
            }
        }
        if let (Some(fallback), Some(summary)) = (&mut self.meta.fallback, &texts.fallback) {
            fallback.summary.clone_from(summary);
        }
        for (id, name) in &mut self.meta.works {
            if let Some(told) = texts.works.get(id) {
                name.clone_from(told);
            }
        }
        for article in &mut self.articles {
            if let Some(places) = texts.sources.get(&article.id) {
                for (source, place) in article.sources.iter_mut().zip(places) {
                    source.locator.clone_from(place);
                }
            }
            if let Some(t) = texts.articles.get(&article.id) {
                article.title.clone_from(&t.title);
                article.summary.clone_from(&t.summary);
                if !t.tags.is_empty() {
                    article.tags.clone_from(&t.tags);
                }
            }
        }
    }
}
