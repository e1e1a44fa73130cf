use super::find_article;
use crate::i18n::Catalog;
use crate::quiz::render;
use crate::rules::{Parties, Ruleset, facts};
use crate::table::Seat;
use std::io::Write;

pub fn list(ruleset: &Ruleset, out: &mut impl Write) -> anyhow::Result<()> {
    writeln!(
        out,
        "{} ({} articles)",
        ruleset.meta.name,
        ruleset.articles.len()
    )?;
    for a in &ruleset.articles {
        writeln!(
            out,
            "{:<12} {:<9} {}",
            a.id,
            format!("{:?}", a.phase),
            a.title
        )?;
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
    writeln!(out, "Phase: {:?}   Tags: {}", a.phase, a.tags.join(", "))?;
    writeln!(out)?;
    writeln!(out, "{}", a.summary)?;
    writeln!(out)?;
    writeln!(out, "Sources:")?;
    for s in &a.sources {
        writeln!(out, "  - {}, {}", s.work, s.locator)?;
    }
    writeln!(out)?;
    writeln!(out, "Cases, in order (the first that applies decides):")?;
    let parties = Parties {
        dealer: Some(Seat::East),
        ..Default::default()
    };
    for c in &a.cases {
        let when: Vec<String> = c
            .when
            .iter()
            .map(|cond| render::fact(cat, cond.fact(), cond.wants()))
            .collect();
        let when = if when.is_empty() {
            "otherwise".to_string()
        } else {
            when.join(" ")
        };
        writeln!(out, "  {}: {}", c.id, when)?;
        writeln!(
            out,
            "      → {}",
            render::ruling_line(cat, &c.then, &parties)
        )?;
    }
    Ok(())
}

pub fn facts(out: &mut impl Write) -> anyhow::Result<()> {
    writeln!(
        out,
        "Facts an article's cases may use (Is(\"name\") or Not(\"name\")):"
    )?;
    for f in facts::vocabulary() {
        writeln!(out, "  {:<26} {}", f.name, f.doc)?;
    }
    writeln!(
        out,
        "Facts that take a value in brackets (Is(\"late_over(30)\")):"
    )?;
    for f in facts::param_vocabulary() {
        writeln!(out, "  {:<26} {}", format!("{}(…)", f.name), f.doc)?;
    }
    Ok(())
}
