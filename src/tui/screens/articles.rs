//! The article browser: every article of the ruleset; the one under the cursor in full.

use super::{Key, hanging, key, rule, scroll_note};
use crate::rules::Article;
use crate::tui::app::App;
use crate::tui::text::{pad, truncate};
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use unicode_width::UnicodeWidthStr;

pub fn keys() -> Vec<Key> {
    vec![
        key("tui-key-updown", "tui-do-move"),
        key("tui-key-enter", "tui-do-drill"),
        key("tui-key-slash", "tui-do-search"),
        key("tui-key-esc", "tui-do-back"),
        key("tui-key-pg", "tui-do-scroll"),
    ]
}

/// The keys while the search takes what is typed.
pub fn search_keys() -> Vec<Key> {
    vec![
        key("tui-key-type", "tui-do-type-search"),
        key("tui-key-enter", "tui-do-keep-search"),
        key("tui-key-esc", "tui-do-clear-search"),
    ]
}

/// From this width the list and the article stand side by side.
const SIDE_BY_SIDE: u16 = 140;

use crate::quiz::render::phase_id;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let all = &app.ruleset.articles;
    let shown = &app.articles.matches;
    let cursor = app.articles.cursor.min(shown.len().saturating_sub(1));
    let search = usize::from(app.articles.searching || !app.articles.query.is_empty());
    let (list_a, detail_a) = if area.width >= SIDE_BY_SIDE {
        let list_w = (area.width * 2 / 5).min(64);
        let [l, _, d] = Layout::horizontal([
            Constraint::Length(list_w),
            Constraint::Length(1),
            Constraint::Min(40),
        ])
        .areas(area);
        (l, d)
    } else {
        // A third of the height for the list (at least 8 rows), the rest for the article.
        let rows = all
            .len()
            .clamp(1, usize::from(area.height / 3).max(8))
            .saturating_add(1 + search);
        let [l, _, d] = Layout::vertical([
            Constraint::Length(u16::try_from(rows).unwrap_or(9)),
            Constraint::Length(1),
            Constraint::Min(4),
        ])
        .areas(area);
        (l, d)
    };
    list(frame, list_a, app, cursor, theme);
    if let Some(a) = shown.get(cursor).and_then(|i| all.get(*i)) {
        detail(frame, detail_a, app, shown[cursor], a, theme);
    }
}

fn list(frame: &mut Frame, area: Rect, app: &App, cursor: usize, theme: Theme) {
    let cat = &app.cat;
    let all = &app.ruleset.articles;
    let shown = &app.articles.matches;
    let query = &app.articles.query;
    let mut lines = Vec::new();
    let searching = app.articles.searching || !query.is_empty();
    let list_rows = usize::from(area.height)
        .saturating_sub(1 + usize::from(searching))
        .max(1);
    let offset = cursor.saturating_sub(list_rows - 1);
    let note = scroll_note(app, offset, list_rows, shown.len());
    let title = if query.is_empty() {
        cat.tr_args("tui-articles-list", &[("count", all.len().into())])
    } else {
        cat.tr_args(
            "tui-articles-matching",
            &[("shown", shown.len().into()), ("count", all.len().into())],
        )
    };
    lines.push(rule(&title, &note, area.width, theme));
    if searching {
        let caret = if app.articles.searching { "▏" } else { "" };
        lines.push(Line::from(vec![
            Span::styled(" / ", theme.key()),
            Span::styled(format!("{query}{caret}"), theme.strong()),
        ]));
    }
    if shown.is_empty() {
        lines.extend(hanging(
            vec![Span::raw("   ")],
            &cat.tr_args("tui-articles-none", &[("query", query.clone().into())]),
            area.width,
            theme.dim(),
        ));
    }
    let id_w = all.iter().map(|a| a.id.width()).max().unwrap_or(0);
    let phase_w = all
        .iter()
        .map(|a| cat.tr(phase_id(a.phase)).width())
        .max()
        .unwrap_or(0);
    // Where the phase would leave the title too little room, the phase goes.
    let room = usize::from(area.width).saturating_sub(id_w + 7);
    let phase_w = if room >= phase_w + 2 + 24 { phase_w } else { 0 };
    let title_w = room.saturating_sub(if phase_w > 0 { phase_w + 2 } else { 0 });
    for (i, &index) in shown.iter().enumerate().skip(offset).take(list_rows) {
        let Some(a) = all.get(index) else { continue };
        let focus = i == cursor;
        let phase = if phase_w > 0 {
            format!("{}  ", pad(&cat.tr(phase_id(a.phase)), phase_w))
        } else {
            String::new()
        };
        let text = format!(
            " {}  {phase}{} ",
            pad(&a.id, id_w),
            truncate(&a.title, title_w)
        );
        lines.push(Line::from(vec![
            Span::styled(if focus { " ▸" } else { "  " }, theme.key()),
            Span::styled(text, if focus { theme.focus() } else { theme.strong() }),
        ]));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

fn detail(frame: &mut Frame, area: Rect, app: &App, index: usize, a: &Article, theme: Theme) {
    let cat = &app.cat;
    let width = area.width;
    let plain = ratatui::style::Style::new();
    let sp = |s: &str| vec![Span::raw(s.to_string())];
    // Blocks scroll as a whole, so that a case never shows without its ruling.
    let heading = |id: &str| {
        vec![
            Line::raw(""),
            Line::styled(format!(" {}", cat.tr(id)), theme.title()),
        ]
    };
    let mut blocks: Vec<Vec<Line>> = vec![hanging(sp(" "), &a.summary, width, plain)];
    blocks.push(heading("tui-articles-sources"));
    for s in &a.sources {
        let (work, locator) = app.ruleset.citation(s);
        let src = cat.tr_args(
            "tui-articles-source",
            &[("work", work.into()), ("locator", locator.into())],
        );
        blocks.push(hanging(sp("   · "), &src, width, plain));
    }
    blocks.push(heading("tui-articles-cases"));
    let cases = app.articles.cases.get(index).map_or(&[][..], |c| &c[..]);
    // Numbered, in every language: a case's id is an English word for ruleset authors
    // (`mjref articles show` gives it in English).
    for (n, c) in cases.iter().enumerate() {
        let mut block = hanging(
            vec![
                Span::raw("   "),
                Span::styled(format!("{}. ", n + 1), theme.strong()),
            ],
            &c.when,
            width,
            plain,
        );
        block.extend(hanging(sp("     → "), &c.then, width, theme.dim()));
        blocks.push(block);
    }
    let rows = usize::from(area.height.saturating_sub(1));
    // Never scroll past the point where the last block reaches the bottom.
    let mut max_start = blocks.len();
    let mut tail = 0;
    while max_start > 0 && tail + blocks[max_start - 1].len() <= rows {
        max_start -= 1;
        tail += blocks[max_start].len();
    }
    let start = usize::from(app.articles.scroll).min(max_start);
    let shown: usize = {
        let mut used = 0;
        let mut n = 0;
        for b in &blocks[start..] {
            if used + b.len() > rows {
                break;
            }
            used += b.len();
            n += 1;
        }
        n
    };
    let note = scroll_note(app, start, shown, blocks.len());
    let title = cat.tr_args(
        "plain-article",
        &[
            ("id", a.id.clone().into()),
            ("title", a.title.clone().into()),
        ],
    );
    let mut lines = vec![rule(&title, &note, width, theme)];
    lines.extend(blocks[start..].iter().flatten().take(rows).cloned());
    frame.render_widget(Paragraph::new(lines), area);
}
