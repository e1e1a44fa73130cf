use super::find_article;
use crate::i18n::Catalog;
use crate::quiz::render;
use crate::rules::{Parties, Ruleset, facts};
use crate::table::Seat;
use std::io::Write;

pub fn list(cat: &Catalog, ruleset: &Ruleset, out: &mut impl Write) -> anyhow::Result<()> {
    writeln!(
        out,
        "{}",
        cat.tr_args(
            "articles-head",
            &[
                ("ruleset", ruleset.meta.name.as_str().into()),
                ("count", ruleset.articles.len().into()),
            ]
        )
    )?;
    let phases: Vec<String> = ruleset
        .articles
        .iter()
        .map(|a| cat.tr(render::phase_id(a.phase)))
        .collect();
    let phase_w = phases.iter().map(|p| p.chars().count()).max().unwrap_or(0);
    for (a, phase) in ruleset.articles.iter().zip(&phases) {
        writeln!(out, "{:<12} {phase:<phase_w$} {}", a.id, a.title)?;
    }
    Ok(())
}

pub fn show(
    cat: &Catalog,
    ruleset: &Ruleset,
    id: &str,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let a = find_article(ruleset, id)?;
    writeln!(out, "{}  {}", a.id, a.title)?;
    writeln!(
        out,
        "{}",
        cat.tr_args(
            "articles-phase-tags",
            &[
                ("phase", cat.tr(render::phase_id(a.phase)).into()),
                ("tags", a.tags.join(", ").into()),
            ]
        )
    )?;
    writeln!(out)?;
    writeln!(out, "{}", a.summary)?;
    writeln!(out)?;
    writeln!(out, "{}", cat.tr("articles-sources"))?;
    for s in &a.sources {
        let (work, locator) = ruleset.citation(s);
        writeln!(out, "  - {work}, {locator}")?;
    }
    writeln!(out)?;
    writeln!(out, "{}", cat.tr("articles-cases"))?;
    let parties = Parties {
        dealer: Some(Seat::East),
        ..Default::default()
    };
    // A case's id is the word a ruleset or a deck file writes, in English: the English
    // page names it; another language numbers the cases instead of showing an English id.
    let english = cat.lang() == crate::i18n::Lang::En;
    for (n, c) in a.cases.iter().enumerate() {
        let when: Vec<String> = c
            .when
            .iter()
            .map(|cond| render::fact(cat, cond.fact(), cond.wants()))
            .collect();
        // An article's only case, or its first, holds in every case, not "otherwise".
        let when = if when.is_empty() {
            cat.tr(if n == 0 {
                "articles-always"
            } else {
                "articles-otherwise"
            })
        } else {
            when.join(" ")
        };
        if english {
            writeln!(out, "  {}: {}", c.id, when)?;
        } else {
            writeln!(out, "  {}. {}", n + 1, when)?;
        }
        writeln!(
            out,
            "      → {}",
            render::case_line(cat, c, &parties, a.judges)
        )?;
    }
    Ok(())
}

/// The fact vocabulary. A fact's name is what a case file writes, in every language; what
/// it means is its own documentation in English and, in another language, how the
/// catalogue says it when it holds.
/// The vocabulary of facts; with `of`, only the facts its articles read (`--ruleset`
/// given), as a house-rule writer looks up what a ruleset already uses.
pub fn facts(cat: &Catalog, of: Option<&Ruleset>, out: &mut impl Write) -> anyhow::Result<()> {
    let used: Option<std::collections::BTreeSet<&str>> = of.map(|r| {
        r.articles
            .iter()
            .flat_map(|a| a.cases.iter())
            .flat_map(|c| c.when.iter())
            .map(|cond| cond.fact().split('(').next().unwrap_or_default())
            .collect()
    });
    let shown = |name: &str| used.as_ref().is_none_or(|u| u.contains(name));
    let english = cat.lang() == crate::i18n::Lang::En;
    let told = |name: &str| {
        let id = format!("fact-{}-yes", name.replace('_', "-"));
        (!english && cat.has_own(&id)).then_some(id)
    };
    let meaning = |name: &str, doc: &str| match told(name) {
        Some(id) => cat.tr(&id),
        None => doc.to_string(),
    };
    writeln!(out, "{}", cat.tr("articles-facts"))?;
    for f in facts::vocabulary().filter(|f| shown(f.name)) {
        writeln!(out, "  {:<26} {}", f.name, meaning(f.name, f.doc))?;
    }
    writeln!(out, "{}", cat.tr("articles-facts-valued"))?;
    for f in facts::param_vocabulary().filter(|f| shown(f.name)) {
        // In another language a valued fact reads as it holds for an example value.
        let meaning = match told(f.name) {
            Some(_) => {
                let example = facts::example(f);
                let holds = crate::quiz::render::fact(cat, &example, true);
                format!("{} ({example})", holds.trim_end_matches('.'))
            }
            None => f.doc.to_string(),
        };
        writeln!(out, "  {:<26} {meaning}", format!("{}(…)", f.name))?;
    }
    Ok(())
}
