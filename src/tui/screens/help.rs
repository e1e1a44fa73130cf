//! The help overlay: every key of the screen on view, the keys that work everywhere and,
//! on a question, what the wall symbols mean.

use super::keys;
use crate::tui::app::{App, Screen};
use crate::tui::text::pad;
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use unicode_width::UnicodeWidthStr;

const EVERYWHERE: [(&str, &str); 3] = [
    ("tui-key-esc", "tui-do-back"),
    ("tui-key-q", "tui-help-q"),
    ("tui-key-ctrl-c", "tui-do-quit-now"),
];

const LEGEND: [(&str, &str); 6] = [
    ("▶", "tui-legend-served"),
    ("┃", "tui-legend-break"),
    ("█", "tui-legend-both"),
    ("▄", "tui-legend-bottom"),
    ("▀", "tui-legend-top"),
    ("·", "tui-legend-empty"),
];

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let mut pairs: Vec<(String, String)> = keys(app)
        .iter()
        .filter(|k| k.does != "tui-do-help")
        .map(|k| (k.shown(cat), cat.tr(k.does)))
        .collect();
    // A key the screen already explains is not listed again as a global one.
    for (k, d) in EVERYWHERE {
        let k = cat.tr(k);
        if !pairs.iter().any(|(have, _)| *have == k) {
            pairs.push((k, cat.tr(d)));
        }
    }
    let key_w = pairs.iter().map(|(k, _)| k.width()).max().unwrap_or(0);
    let mut lines: Vec<Line> = pairs
        .into_iter()
        .map(|(k, d)| {
            Line::from(vec![
                Span::styled(format!(" {} ", pad(&k, key_w)), theme.key()),
                Span::raw(format!(" {d} ")),
            ])
        })
        .collect();
    if app.screen() == Screen::Question {
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            format!(" {}", cat.tr("tui-help-legend")),
            theme.title(),
        ));
        // The dead wall is explained as the question's table has it (loose tiles alone, or
        // with dora indicators too).
        let dead_wall = app
            .quiz
            .as_ref()
            .and_then(|quiz| quiz.asked())
            .map_or("tui-legend-dead-wall", |asked| {
                super::table::dead_wall_legend(&asked.question.judgement.table)
            });
        for (sym, id) in LEGEND.into_iter().chain([("▓", dead_wall)]) {
            lines.push(Line::from(vec![
                Span::styled(format!(" {} ", pad(sym, key_w)), theme.served()),
                Span::raw(format!(" {} ", cat.tr(id))),
            ]));
        }
        lines.push(Line::from(vec![
            Span::styled(
                format!(" {} ", pad(super::table::FACE_UP_MARK, key_w)),
                theme.face_up(),
            ),
            Span::raw(format!(" {} ", cat.tr("tui-legend-face-up"))),
        ]));
        lines.push(Line::from(vec![
            Span::styled(format!(" {} ", pad("4E", key_w)), theme.served()),
            Span::raw(format!(" {} ", cat.tr("tui-legend-took"))),
        ]));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled(
        format!(" {}", cat.tr("tui-help-close")),
        theme.dim(),
    ));
    let inner_w = lines.iter().map(Line::width).max().unwrap_or(20) + 1;
    let w = u16::try_from(inner_w + 2)
        .unwrap_or(area.width)
        .min(area.width);
    let h = u16::try_from(lines.len() + 2)
        .unwrap_or(area.height)
        .min(area.height);
    let popup = Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    };
    frame.render_widget(Clear, popup);
    let block = Block::new()
        .borders(Borders::ALL)
        .border_style(theme.title())
        .title(Span::styled(
            format!(" {} ", cat.tr("tui-help-title")),
            theme.title(),
        ));
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}
