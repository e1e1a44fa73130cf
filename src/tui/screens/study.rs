//! Study: the four modes with what waits in each, and how answers are given.

use super::{Key, hanging, key, rule};
use crate::study::StudyMode;
use crate::tui::app::App;
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub fn keys() -> Vec<Key> {
    vec![
        key("tui-key-digits-study", "tui-do-study"),
        key("tui-key-updown-enter", "tui-do-choose"),
        key("tui-key-tab", "tui-do-answer-style"),
        key("tui-key-esc", "tui-do-back"),
    ]
}

fn ids(mode: StudyMode) -> (&'static str, &'static str) {
    match mode {
        StudyMode::Due => ("study-mode-due", "study-mode-due-about"),
        StudyMode::New => ("study-mode-new", "study-mode-new-about"),
        StudyMode::Mistakes => ("study-mode-mistakes", "study-mode-mistakes-about"),
        StudyMode::Cram => ("study-mode-cram", "study-mode-cram-about"),
    }
}

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let width = area.width.min(96);
    let area = Rect {
        x: area.x + (area.width - width) / 2,
        width,
        ..area
    };
    let waiting = |mode: StudyMode| match mode {
        StudyMode::Due => Some(app.waiting.due),
        StudyMode::New => Some(app.waiting.new),
        StudyMode::Mistakes => Some(app.waiting.mistakes),
        StudyMode::Cram => None,
    };
    let mut lines = vec![
        Line::raw(""),
        rule(
            &cat.tr("tui-study-title"),
            &app.ruleset.meta.name,
            width,
            theme,
        ),
        Line::raw(""),
    ];
    for (i, mode) in StudyMode::ALL.iter().enumerate() {
        let (label, _) = ids(*mode);
        let focus = i == app.study_cursor;
        let count = waiting(*mode).map_or(String::new(), |n| {
            cat.tr_args("tui-study-waiting", &[("n", n.into())])
        });
        lines.push(Line::from(vec![
            Span::raw(" "),
            Span::styled(format!("{}", i + 1), theme.key()),
            Span::raw("  "),
            Span::styled(
                format!(" {} ", cat.tr(label)),
                if focus {
                    theme.focus()
                } else {
                    ratatui::style::Style::new()
                },
            ),
            Span::styled(format!("  {count}"), theme.dim()),
        ]));
    }
    lines.push(Line::raw(""));
    if let Some(mode) = StudyMode::ALL.get(app.study_cursor) {
        lines.extend(hanging(
            vec![Span::raw(" ")],
            &cat.tr(ids(*mode).1),
            width,
            theme.dim(),
        ));
    }
    lines.push(Line::raw(""));
    let style = if app.study_by_parts {
        "tui-study-by-parts"
    } else {
        "tui-study-by-choice"
    };
    lines.extend(hanging(
        vec![Span::styled(
            format!(" {}: ", cat.tr("tui-study-answers")),
            theme.strong(),
        )],
        &cat.tr(style),
        width,
        ratatui::style::Style::new(),
    ));
    if let Some(notice) = &app.notice {
        lines.push(Line::raw(""));
        lines.extend(hanging(vec![Span::raw(" ")], notice, width, theme.bad()));
    }
    frame.render_widget(Paragraph::new(lines), area);
}
