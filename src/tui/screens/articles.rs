//! The article browser: every article of the ruleset; the one under the cursor in full.

use super::{Key, hanging, key, rule, scroll_note};
use crate::rules::{Article, Phase};
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
        key("tui-key-pg", "tui-do-scroll"),
        key("tui-key-esc", "tui-do-back"),
    ]
}

pub fn phase_id(phase: Phase) -> &'static str {
    match phase {
        Phase::Deal => "tui-phase-deal",
        Phase::Charleston => "tui-phase-charleston",
        Phase::Play => "tui-phase-play",
        Phase::Settlement => "tui-phase-settlement",
    }
}

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let all = &app.ruleset.articles;
    let list_rows = all.len().clamp(1, 8);
    let [list_a, _, detail_a] = Layout::vertical([
        Constraint::Length(1 + u16::try_from(list_rows).unwrap_or(8)),
        Constraint::Length(1),
        Constraint::Min(4),
    ])
    .areas(area);

    let cursor = app.articles.cursor.min(all.len().saturating_sub(1));
    let offset = cursor.saturating_sub(list_rows - 1);
    let id_w = all.iter().map(|a| a.id.width()).max().unwrap_or(0);
    let phase_w = all
        .iter()
        .map(|a| cat.tr(phase_id(a.phase)).width())
        .max()
        .unwrap_or(0);
    let note = scroll_note(app, offset, list_rows, all.len());
    let mut lines = vec![rule(
        &cat.tr_args("tui-articles-list", &[("count", all.len().into())]),
        &note,
        area.width,
        theme,
    )];
    let title_w = usize::from(area.width).saturating_sub(id_w + phase_w + 9);
    for (i, a) in all.iter().enumerate().skip(offset).take(list_rows) {
        let focus = i == cursor;
        let text = format!(
            " {}  {}  {} ",
            pad(&a.id, id_w),
            pad(&cat.tr(phase_id(a.phase)), phase_w),
            truncate(&a.title, title_w)
        );
        lines.push(Line::from(vec![
            Span::styled(if focus { " ▸" } else { "  " }, theme.key()),
            Span::styled(text, if focus { theme.focus() } else { theme.strong() }),
        ]));
    }
    frame.render_widget(Paragraph::new(lines), list_a);

    if let Some(a) = all.get(cursor) {
        detail(frame, detail_a, app, cursor, a, theme);
    }
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
        let src = cat.tr_args(
            "tui-articles-source",
            &[
                ("work", s.work.clone().into()),
                ("locator", s.locator.clone().into()),
            ],
        );
        blocks.push(hanging(sp("   · "), &src, width, plain));
    }
    blocks.push(heading("tui-articles-cases"));
    let cases = app.articles.cases.get(index).map_or(&[][..], |c| &c[..]);
    for c in cases {
        let mut block = hanging(
            vec![
                Span::raw("   "),
                Span::styled(format!("{}: ", c.id), theme.strong()),
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
