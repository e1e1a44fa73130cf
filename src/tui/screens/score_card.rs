//! The end of a club quiz: the score, the pass mark in an exam, and the check value the
//! organiser verifies.

use super::{Key, hanging, key, rule};
use crate::tui::app::App;
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

pub fn keys() -> Vec<Key> {
    vec![
        key("tui-key-enter", "tui-do-home"),
        key("tui-key-q", "tui-do-quit"),
    ]
}

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let (Some(run), Some(card)) = (
        app.club_run(),
        app.quiz.as_ref().and_then(|q| q.score_card.as_ref()),
    ) else {
        return;
    };
    let mut lines = vec![Line::raw("")];
    for (i, line) in card.lines.iter().enumerate() {
        if i == 0 {
            lines.push(rule(line, "", area.width, theme));
            lines.push(Line::raw(""));
        } else if line.contains(&card.check) {
            lines.push(Line::styled(format!("   {line}"), theme.title()));
        } else {
            lines.extend(hanging(
                vec![ratatui::text::Span::raw("   ")],
                line,
                area.width,
                theme.strong(),
            ));
        }
    }
    lines.push(Line::raw(""));
    // Question by question, so that the organiser can go through them with the key.
    let mut spans = vec![ratatui::text::Span::raw("   ")];
    for (i, right) in run.results.iter().enumerate() {
        let (mark, style) = if *right {
            ("✓", theme.good())
        } else {
            ("✗", theme.bad())
        };
        spans.push(ratatui::text::Span::styled(
            format!("{}{mark} ", i + 1),
            style,
        ));
    }
    lines.push(Line::from(spans));
    frame.render_widget(
        Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
        area,
    );
}
