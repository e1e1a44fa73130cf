//! Study: the four modes with what waits in each, and how answers are given.

use super::{Key, hanging, key, rule};
use crate::study::{StudyMode, schedule};
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

/// "none due; the next in 3 days".
pub fn next_review(cat: &crate::i18n::Catalog, until: schedule::Until) -> String {
    let (unit, n) = until.unit_and_count();
    cat.tr_args(
        "study-next-review",
        &[("unit", unit.into()), ("n", n.into())],
    )
}

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let width = area.width.min(96);
    let area = Rect {
        x: area.x + (area.width - width) / 2,
        width,
        ..area
    };
    let w = &app.waiting;
    let waiting = |mode: StudyMode| match mode {
        StudyMode::Due if w.due == 0 => Some(match w.next_due {
            Some(until) => next_review(cat, until),
            None => cat.tr("tui-study-none-scheduled"),
        }),
        StudyMode::Due => Some(cat.tr_args("tui-study-waiting", &[("n", w.due.into())])),
        StudyMode::New => Some(cat.tr_args(
            "tui-study-new-waiting",
            &[("n", w.new.into()), ("articles", w.new_articles.into())],
        )),
        StudyMode::Mistakes => Some(cat.tr_args("tui-study-waiting", &[("n", w.mistakes.into())])),
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
        let count = waiting(*mode).unwrap_or_default();
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
