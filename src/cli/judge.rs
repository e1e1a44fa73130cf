use super::{Format, find_article, user_error};
use crate::i18n::Catalog;
use crate::quiz::render;
use crate::rules::{Ruleset, judge};
use crate::scenario::Scenario;
use crate::situations::generate;
use std::io::Write;
use std::path::Path;

pub fn print_scenario(
    ruleset: &Ruleset,
    article: &str,
    seed: u64,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let article = find_article(ruleset, article)?;
    let generated = generate(ruleset, &article.id, seed)?;
    writeln!(
        out,
        "// mjref scenario: {} seed {seed}. Judge it with `mjref judge FILE`.",
        article.id
    )?;
    writeln!(out, "{}", generated.scenario.to_ron())?;
    Ok(())
}

pub fn read_scenario(path: &Path) -> anyhow::Result<Scenario> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| user_error(format!("{}: cannot read: {e}", path.display())))?;
    Scenario::parse(&path.display().to_string(), &text).map_err(|e| user_error(e.to_string()))
}

pub fn judge_file(
    cat: &Catalog,
    ruleset: &Ruleset,
    path: &Path,
    format: Format,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let scenario = read_scenario(path)?;
    let j =
        judge(ruleset, &scenario).map_err(|e| user_error(format!("{}: {e}", path.display())))?;
    let parties = &j.detection.parties;
    let article = ruleset.article(&j.article);
    match format {
        Format::Json => {
            let facts: serde_json::Map<String, serde_json::Value> = j
                .facts
                .iter()
                .map(|(k, v)| ((*k).to_string(), serde_json::Value::Bool(*v)))
                .collect();
            let value = serde_json::json!({
                "ruleset": ruleset.meta.id,
                "edition": scenario.edition,
                "irregularity": format!("{:?}", j.detection.irregularity),
                "event": j.detection.at,
                "article": j.article,
                "case": j.case,
                "parties": parties,
                "facts": facts,
                "ruling": j.ruling,
                "text": render::ruling(cat, &j.ruling, parties),
                "transfers": crate::rules::settle::transfers(ruleset, &j.table, &j.ruling, parties),
            });
            writeln!(out, "{}", serde_json::to_string_pretty(&value)?)?;
        }
        Format::Text => {
            writeln!(out, "What happened:")?;
            for (n, line) in crate::quiz::narrative::folded(
                cat,
                ruleset,
                &scenario,
                crate::tiles::TileStyle::Ascii,
                8,
            )?
            .iter()
            .enumerate()
            {
                writeln!(out, "  {:>2}. {line}", n + 1)?;
            }
            writeln!(
                out,
                "Irregularity: {} (event {})",
                render::irregularity(cat, j.detection.irregularity),
                j.detection.at + 1
            )?;
            writeln!(
                out,
                "Article: {}  {}",
                j.article,
                article.map_or("", |a| a.title.as_str())
            )?;
            writeln!(out, "Case: {}", j.case)?;
            writeln!(out, "Ruling:")?;
            for line in render::ruling(cat, &j.ruling, parties) {
                writeln!(out, "  {line}")?;
            }
            for t in crate::rules::settle::transfers(ruleset, &j.table, &j.ruling, parties) {
                writeln!(out, "  {}", render::transfer(cat, &t))?;
            }
            writeln!(out, "Facts the article asks about:")?;
            for (name, value) in &j.facts {
                writeln!(out, "  {:<26} {}", name, value)?;
            }
        }
    }
    Ok(())
}
