//! The printed quiz: the questions with their tables, then the answer key with the
//! explanations and sources, as Markdown or as one self-contained HTML file.

use super::Club;
use crate::i18n::Catalog;
use crate::quiz::narrative::Told;
use crate::quiz::{Question, QuizError, check, explain, narrative, table_text};
use crate::rules::Ruleset;
use crate::tiles::TileStyle;

/// One question as the handout prints it.
#[derive(Debug, Clone)]
pub struct Sheet {
    pub n: u32,
    /// What decides and the lines leading up to the matter, numbered as in the trainer.
    pub story: Vec<Told>,
    pub table: Vec<String>,
    pub options: Vec<String>,
    /// Index of the right option.
    pub right: usize,
    pub explanation: Vec<String>,
    pub article: String,
    pub summary: String,
    pub sources: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Handout {
    pub title: String,
    pub intro: String,
    pub code: String,
    pub sheets: Vec<Sheet>,
}

#[derive(Debug, thiserror::Error)]
pub enum HandoutError {
    #[error("question {n}: {source}")]
    Question { n: u32, source: QuizError },
    #[error("question {n}: {source}")]
    Story {
        n: u32,
        source: crate::scenario::ScenarioError,
    },
}

/// Gather what the handout prints: every question of the quiz, in order.
pub fn build(
    cat: &Catalog,
    ruleset: &Ruleset,
    club: &Club,
    style: TileStyle,
) -> Result<Handout, HandoutError> {
    let mut sheets = Vec::new();
    for i in 0..club.count() {
        let n = i + 1;
        let Some(q) = club.question(ruleset, i) else {
            break;
        };
        let q = q.map_err(|source| HandoutError::Question { n, source })?;
        sheets.push(
            sheet(cat, ruleset, &q, n, style)
                .map_err(|source| HandoutError::Story { n, source })?,
        );
    }
    let edition = ruleset.meta.edition_name(&club.edition);
    Ok(Handout {
        title: cat.tr("handout-title"),
        intro: intro(cat, ruleset, club, &edition),
        code: club.text(),
        sheets,
    })
}

fn intro(cat: &Catalog, ruleset: &Ruleset, club: &Club, edition: &str) -> String {
    let mut parts = vec![cat.tr_args(
        "handout-intro",
        &[
            ("ruleset", ruleset.meta.name.clone().into()),
            ("edition", edition.to_string().into()),
            ("count", club.count().into()),
        ],
    )];
    if club.code.seconds > 0 {
        parts.push(cat.tr_args(
            "club-time-limit",
            &[("seconds", u32::from(club.code.seconds).into())],
        ));
    }
    if club.exam() {
        parts.push(cat.tr_args(
            "club-pass-mark",
            &[("pass", u32::from(club.code.pass).into())],
        ));
    }
    parts.join(" ")
}

fn sheet(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &Question,
    n: u32,
    style: TileStyle,
) -> Result<Sheet, crate::scenario::ScenarioError> {
    let right = q.correct_index();
    let verdict = check(ruleset, q, right);
    let article = ruleset.article(&q.article);
    Ok(Sheet {
        n,
        story: narrative::question_story(cat, ruleset, q, style, narrative::KEEP_LAST)?.excerpt(),
        table: table_text::lines(
            cat,
            ruleset,
            &q.judgement.table,
            style,
            table_text::View {
                spoken: false,
                ..table_text::View::learner(ruleset, q, false)
            },
        ),
        options: q.option_texts(cat),
        right,
        // The first line says "Right." to a learner; the key needs only the reasons.
        explanation: explain(cat, ruleset, q, &verdict)
            .into_iter()
            .skip(1)
            .collect(),
        article: article.map_or(q.article.clone(), |a| {
            cat.tr_args(
                "plain-article",
                &[
                    ("id", a.id.clone().into()),
                    ("title", a.title.clone().into()),
                ],
            )
        }),
        summary: article.map_or(String::new(), |a| a.summary.clone()),
        sources: article.map_or(Vec::new(), |a| {
            a.sources
                .iter()
                .map(|s| {
                    let (work, locator) = ruleset.citation(s);
                    cat.tr_args(
                        "plain-source",
                        &[("work", work.into()), ("locator", locator.into())],
                    )
                })
                .collect()
        }),
    })
}

/// The line that stands for story lines left out on paper.
pub fn left_out(cat: &Catalog, from: usize, to: usize) -> String {
    cat.tr_args(
        "story-left-out",
        &[
            ("from", from.into()),
            ("to", to.into()),
            ("count", (to + 1 - from).into()),
        ],
    )
}

/// Options on paper are numbered as members answer them in the trainer and on plain
/// text, from 1: one number for one option wherever the quiz is taken.
fn number(i: usize) -> String {
    (i + 1).to_string()
}

pub fn markdown(cat: &Catalog, h: &Handout) -> String {
    let mut o = String::new();
    o.push_str(&format!(
        "# {}\n\n{}\n\n",
        md_escape(&h.title),
        md_escape(&h.intro)
    ));
    o.push_str(&format!(
        "{}\n\n",
        cat.tr_args("handout-code", &[("code", h.code.clone().into())])
    ));
    for s in &h.sheets {
        o.push_str(&format!(
            "## {}\n\n",
            cat.tr_args("handout-question", &[("n", s.n.into())])
        ));
        o.push_str(&format!("**{}**\n\n", cat.tr("plain-what-happened")));
        for (i, told) in s.story.iter().enumerate() {
            match told {
                // A list starts again after each run left out, at its first line's number
                // (Markdown keeps a list's first number and counts on from it).
                Told::Line { n, text } => o.push_str(&format!("{n}. {}\n", md_escape(text))),
                Told::Left { from, to } => o.push_str(&format!(
                    "{}*{}*\n\n",
                    if i == 0 { "" } else { "\n" },
                    md_escape(&left_out(cat, *from, *to))
                )),
            }
        }
        o.push_str(&format!("\n**{}**\n\n```text\n", cat.tr("plain-table-now")));
        for line in &s.table {
            o.push_str(line);
            o.push('\n');
        }
        o.push_str(&format!("```\n\n**{}**\n\n", cat.tr("question-prompt")));
        for (i, opt) in s.options.iter().enumerate() {
            o.push_str(&format!("- **{}** {}\n", number(i), md_escape(opt)));
        }
        o.push('\n');
    }
    o.push_str(&format!("\n---\n\n# {}\n\n", cat.tr("handout-key-title")));
    o.push_str(&format!(
        "{}\n\n",
        cat.tr_args("handout-code", &[("code", h.code.clone().into())])
    ));
    for s in &h.sheets {
        o.push_str(&format!(
            "## {}\n\n",
            cat.tr_args(
                "handout-key-answer",
                &[("n", s.n.into()), ("option", number(s.right).into())]
            )
        ));
        for line in &s.explanation {
            o.push_str(&format!("- {}\n", md_escape(line)));
        }
        o.push_str(&format!(
            "\n*{}*  \n{}\n",
            md_escape(&s.article),
            md_escape(&s.summary)
        ));
        for src in &s.sources {
            o.push_str(&format!("- {}\n", md_escape(src)));
        }
        o.push('\n');
    }
    o
}

/// Markdown would read `*`, `_` and a few others in rulings or tile names as markup.
fn md_escape(s: &str) -> String {
    let s = crate::visible::visible(s);
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '`' | '[' | ']' | '<' | '>' | '#' | '|'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn html_escape(s: &str) -> String {
    let s = crate::visible::visible(s);
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Print styles: no page size is forced, so the same file prints on A4 and on Letter;
/// the margins suit the narrower of the two (A4) and the shorter (Letter), and the answer
/// key starts on a new page. A long story may run over a page, so only the table, the
/// options (with their heading) and each key entry are kept whole.
const CSS: &str = "
:root { color-scheme: light; }
body { font-family: Georgia, 'Times New Roman', serif; font-size: 11pt; line-height: 1.35;
  max-width: 46em; margin: 2em auto; padding: 0 1em; color: #000; background: #fff; }
h1 { font-size: 18pt; margin: 0 0 .3em; }
h2 { font-size: 13pt; margin: 1.2em 0 .4em; border-bottom: 1px solid #999; }
.code { font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-weight: bold; }
pre { font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 8.5pt;
  line-height: 1.2; border: 1px solid #bbb; padding: .5em; white-space: pre; overflow-x: auto; }
ol.story { padding-left: 2em; margin: .3em 0; font-size: 9.5pt; columns: 2; column-gap: 2.5em; }
ol.story li { break-inside: avoid; }
ol.options { list-style-type: decimal; padding-left: 2em; }
.left-out { font-size: 9.5pt; font-style: italic; color: #333; margin: .2em 0 .2em 2em; }
ol.options li { margin: .3em 0; }
pre, ol.options, .answer { break-inside: avoid; page-break-inside: avoid; }
.prompt { break-after: avoid; page-break-after: avoid; }
.question + .question { margin-top: 1.5em; }
.key { break-before: page; page-break-before: always; }
.sources { font-size: 9.5pt; color: #333; }
@page { margin: 16mm 14mm; }
@media print {
  body { margin: 0; max-width: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
}
";

pub fn html(cat: &Catalog, h: &Handout) -> String {
    let e = html_escape;
    let mut o = String::new();
    // The page says its language, for a browser's hyphenation and a screen reader's voice.
    o.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n",
        cat.lang().code()
    ));
    o.push_str(&format!(
        "<title>{}</title>\n<style>{CSS}</style>\n</head>\n<body>\n",
        e(&h.title)
    ));
    o.push_str(&format!(
        "<h1>{}</h1>\n<p>{}</p>\n",
        e(&h.title),
        e(&h.intro)
    ));
    let code_line = |o: &mut String| {
        // The code is set in its own type: the sentence is split where it stands.
        let said = cat.tr_args("handout-code", &[("code", "\u{1}".into())]);
        let (before, after) = said.split_once('\u{1}').unwrap_or((&said, ""));
        o.push_str(&format!(
            "<p>{}<span class=\"code\">{}</span>{}</p>\n",
            e(before),
            e(&h.code),
            e(after)
        ));
    };
    code_line(&mut o);
    for s in &h.sheets {
        o.push_str("<section class=\"question\">\n");
        o.push_str(&format!(
            "<h2>{}</h2>\n<p><strong>{}</strong></p>\n",
            e(&cat.tr_args("handout-question", &[("n", s.n.into())])),
            e(&cat.tr("plain-what-happened"))
        ));
        let mut open = false;
        for told in &s.story {
            match told {
                Told::Line { n, text } => {
                    if !open {
                        o.push_str(&format!("<ol class=\"story\" start=\"{n}\">\n"));
                        open = true;
                    }
                    o.push_str(&format!("<li>{}</li>\n", e(text)));
                }
                Told::Left { from, to } => {
                    if open {
                        o.push_str("</ol>\n");
                        open = false;
                    }
                    o.push_str(&format!(
                        "<p class=\"left-out\">{}</p>\n",
                        e(&left_out(cat, *from, *to))
                    ));
                }
            }
        }
        if open {
            o.push_str("</ol>\n");
        }
        o.push_str(&format!(
            "<p><strong>{}</strong></p>\n<pre>",
            e(&cat.tr("plain-table-now"))
        ));
        for line in &s.table {
            o.push_str(&e(line));
            o.push('\n');
        }
        o.push_str(&format!(
            "</pre>\n<p class=\"prompt\"><strong>{}</strong></p>\n<ol class=\"options\">\n",
            e(&cat.tr("question-prompt"))
        ));
        for opt in &s.options {
            o.push_str(&format!("<li>{}</li>\n", e(opt)));
        }
        o.push_str("</ol>\n</section>\n");
    }
    o.push_str(&format!(
        "<section class=\"key\">\n<h1>{}</h1>\n",
        e(&cat.tr("handout-key-title"))
    ));
    code_line(&mut o);
    for s in &h.sheets {
        o.push_str(&format!(
            "<div class=\"answer\">\n<h2>{}</h2>\n<ul>\n",
            e(&cat.tr_args(
                "handout-key-answer",
                &[("n", s.n.into()), ("option", number(s.right).into())]
            ))
        ));
        for line in &s.explanation {
            o.push_str(&format!("<li>{}</li>\n", e(line)));
        }
        o.push_str(&format!(
            "</ul>\n<p><em>{}</em><br>{}</p>\n<p class=\"sources\">",
            e(&s.article),
            e(&s.summary)
        ));
        let srcs: Vec<String> = s.sources.iter().map(|x| e(x)).collect();
        o.push_str(&srcs.join("<br>"));
        o.push_str("</p>\n</div>\n");
    }
    o.push_str("</section>\n</body>\n</html>\n");
    o
}
