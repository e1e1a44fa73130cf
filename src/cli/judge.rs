use super::{Format, find_article, user_error};
use crate::i18n::Catalog;
use crate::quiz::render;
use crate::rules::{DetectError, FALLBACK, JudgeError, Judgement, Ruleset, judge_all};
use crate::scenario::Scenario;
use crate::situations::generate;
use std::io::Write;
use std::path::Path;

pub fn print_scenario(
    ruleset: &Ruleset,
    article: &str,
    seed: u64,
    form: super::ScenarioForm,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let article = find_article(ruleset, article)?;
    let generated = generate(ruleset, &article.id, seed)?;
    let scenario = match form {
        super::ScenarioForm::Full => generated.scenario,
        super::ScenarioForm::Position => crate::rules::as_position(ruleset, &generated.scenario)?,
    };
    writeln!(
        out,
        "// mjref scenario: {} seed {seed}. Judge it with `mjref judge FILE`.",
        article.id
    )?;
    writeln!(out, "{}", scenario.to_ron())?;
    Ok(())
}

/// The rules a scenario file names: its ruleset among those on offer, or an error at
/// the place of its `ruleset` field where none is called so.
pub fn rules_of(
    cat: &Catalog,
    rules: &crate::setup::RulesChoice,
    path: &Path,
) -> anyhow::Result<crate::setup::RulesChoice> {
    let (text, scenario) = read_scenario_text(cat, path)?;
    let offered = crate::setup::rulesets_on_offer(rules);
    if offered.contains(&scenario.ruleset) {
        return Ok(rules.with_ruleset(&scenario.ruleset));
    }
    let (line, col) = crate::scenario::place_of(&text, &[crate::scenario::Step::Field("ruleset")])
        .unwrap_or((1, 1));
    Err(user_error(format!(
        "{}:{line}:{col}: {}",
        path.display(),
        cat.tr_args(
            "err-unknown-ruleset",
            &[
                ("id", crate::visible::quoted(&scenario.ruleset).into()),
                ("known", offered.join(", ").into()),
            ],
        )
    )))
}

/// A scenario file's text and the scenario it holds.
fn read_scenario_text(cat: &Catalog, path: &Path) -> anyhow::Result<(String, Scenario)> {
    let bytes = crate::files::read_written(path).map_err(|e| super::cannot_read(cat, path, &e))?;
    let text = crate::load::utf8(&path.display().to_string(), bytes)
        .map_err(|e| user_error(crate::setup::describe(&e, cat)))?;
    let name = path.display().to_string();
    // A case with the ruling its author expects is judged as the scenario it wraps.
    let mut cases = crate::scenario::deck::read_cases(&name, &text)
        .map_err(|e| user_error(crate::setup::describe(&e, cat)))?;
    if cases.len() != 1 {
        return Err(user_error(cat.tr_args(
            "err-judge-several-cases",
            &[
                ("path", name.as_str().into()),
                ("count", cases.len().into()),
            ],
        )));
    }
    let scenario = cases.remove(0).scenario;
    Ok((text, scenario))
}

/// An error met while judging a file, with the line and column of the event it arose
/// at where it arose at one.
fn judging_error(cat: &Catalog, path: &Path, text: &str, e: &JudgeError) -> anyhow::Error {
    let place = match e {
        JudgeError::Scenario(s) => crate::scenario::error_place(text, s),
        JudgeError::Detect(DetectError::Table(t)) => t
            .event()
            .and_then(|i| crate::scenario::event_places(text).get(i).copied()),
        _ => None,
    }
    .map(|(line, col)| format!(":{line}:{col}"))
    .unwrap_or_default();
    let said = crate::setup::describe(e, cat);
    user_error(format!("{}{place}: {said}", path.display()))
}

pub fn judge_file(
    cat: &Catalog,
    ruleset: &Ruleset,
    path: &Path,
    format: Format,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let (text, scenario) = read_scenario_text(cat, path)?;
    let all = match judge_all(ruleset, &scenario) {
        // A log the rules allow throughout is a ruling too, not an error.
        Err(JudgeError::Detect(DetectError::NothingIrregular)) => {
            return no_irregularity(cat, ruleset, &scenario, format, out);
        }
        other => other.map_err(|e| judging_error(cat, path, &text, &e))?,
    };
    match format {
        // One object per matter, in the order of the log.
        Format::Json => {
            let list: Vec<serde_json::Value> = all
                .iter()
                .enumerate()
                .map(|(n, j)| ruling_json(cat, ruleset, &scenario, n + 1, j))
                .collect();
            writeln!(out, "{}", serde_json::to_string_pretty(&list)?)?;
        }
        Format::Text => {
            what_happened(cat, ruleset, &scenario, out)?;
            for (n, j) in all.iter().enumerate() {
                if all.len() > 1 {
                    writeln!(out)?;
                    writeln!(
                        out,
                        "{}",
                        cat.tr_args(
                            "judge-matter",
                            &[("n", (n + 1).into()), ("count", all.len().into())]
                        )
                    )?;
                }
                ruling_text(cat, ruleset, &scenario.edition, j, out)?;
            }
        }
    }
    Ok(())
}

/// The story of the log, folded as a question's is.
fn what_happened(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    writeln!(out, "{}", cat.tr("plain-what-happened"))?;
    let lines =
        crate::quiz::narrative::folded(cat, ruleset, scenario, crate::tiles::TileStyle::Ascii, 8)?;
    for (n, line) in lines.iter().enumerate() {
        writeln!(out, "  {:>2}. {line}", n + 1)?;
    }
    Ok(())
}

/// The ruling on a log in which nothing irregular happened, with the acts looked at.
fn no_irregularity(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    format: Format,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let mut acts: Vec<crate::rules::Act> = Vec::new();
    for e in &scenario.events {
        let act = crate::rules::act_of(e);
        if !acts.contains(&act) {
            acts.push(act);
        }
    }
    let names: Vec<String> = acts.iter().map(|a| cat.tr(act_message(*a))).collect();
    match format {
        Format::Json => {
            let acts: Vec<String> = acts.iter().map(|a| format!("{a:?}")).collect();
            let v = serde_json::json!([{
                "matter": 0,
                "irregularity": null,
                "ruling": cat.tr("judge-no-irregularity"),
                "acts": acts,
            }]);
            writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
        }
        Format::Text => {
            what_happened(cat, ruleset, scenario, out)?;
            writeln!(out)?;
            writeln!(out, "{}", cat.tr("judge-no-irregularity"))?;
            // A log of no acts (a deal not yet played) has no list to give.
            if !names.is_empty() {
                writeln!(
                    out,
                    "{}",
                    cat.tr_args("judge-acts-looked-at", &[("acts", names.join(", ").into())])
                )?;
            }
        }
    }
    Ok(())
}

/// The message naming an act, as "acts looked at" lists it.
fn act_message(act: crate::rules::Act) -> &'static str {
    use crate::rules::Act;
    match act {
        Act::Deal => "act-Deal",
        Act::Charleston => "act-Charleston",
        Act::Draw => "act-Draw",
        Act::Discard => "act-Discard",
        Act::Claim => "act-Claim",
        Act::Exposure => "act-Exposure",
        Act::Exchange => "act-Exchange",
        Act::Win => "act-Win",
        Act::Conduct => "act-Conduct",
    }
}

fn ruling_json(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    matter: usize,
    j: &Judgement,
) -> serde_json::Value {
    let parties = &j.detection.parties;
    let facts: serde_json::Map<String, serde_json::Value> = j
        .facts
        .iter()
        .map(|(k, v)| ((*k).to_string(), serde_json::Value::Bool(*v)))
        .collect();
    serde_json::json!({
        "matter": matter,
        "lawful": j.lawful,
        "ruleset": ruleset.meta.id,
        "edition": scenario.edition,
        "irregularity": format!("{:?}", j.detection.irregularity),
        "event": j.detection.at + 1,
        "article": j.article,
        "case": j.case,
        "parties": parties,
        "facts": facts,
        "ruling": j.ruling,
        "text": render::ruling(cat, &j.ruling, parties),
        "transfers": crate::rules::settle::transfers(ruleset, &scenario.edition, &j.table, &j.ruling, parties),
        "sticks": crate::rules::settle::sticks_taken(ruleset, &j.table, &j.ruling, parties),
    })
}

fn ruling_text(
    cat: &Catalog,
    ruleset: &Ruleset,
    edition: &str,
    j: &Judgement,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let parties = &j.detection.parties;
    // What the rules allow is ruled too: the table can check what follows from it.
    let heading = if j.lawful {
        "judge-lawful"
    } else {
        "judge-irregular"
    };
    writeln!(
        out,
        "{}",
        cat.tr_args(
            heading,
            &[
                (
                    "what",
                    render::irregularity_in(cat, j.detection.irregularity, ruleset.meta.win_call)
                        .into()
                ),
                ("event", (j.detection.at + 1).into()),
            ]
        )
    )?;
    if j.article == FALLBACK {
        writeln!(out, "{}", cat.tr("judge-fallback"))?;
        if let Some(f) = &ruleset.meta.fallback {
            writeln!(out, "  {}", f.summary)?;
        }
    } else {
        let title = ruleset.article(&j.article).map_or("", |a| a.title.as_str());
        writeln!(
            out,
            "{}",
            cat.tr_args(
                "judge-article",
                &[("id", j.article.as_str().into()), ("title", title.into())]
            )
        )?;
        writeln!(
            out,
            "{}",
            cat.tr_args("judge-case", &[("case", j.case.as_str().into())])
        )?;
    }
    writeln!(out, "{}", cat.tr("judge-ruling"))?;
    for line in render::ruling(cat, &j.ruling, parties) {
        writeln!(out, "  {line}")?;
    }
    for line in render::figures(cat, ruleset, edition, j) {
        writeln!(out, "  {line}")?;
    }
    if !j.facts.is_empty() {
        writeln!(out, "{}", cat.tr("judge-facts"))?;
        for (name, value) in &j.facts {
            let value = cat.tr(if *value {
                "judge-fact-holds"
            } else {
                "judge-fact-fails"
            });
            writeln!(out, "  {name:<26} {value}")?;
        }
    }
    Ok(())
}
