//! The end of a quiz: how many were right, article by article.

use super::{Key, hanging, key, rule};
use crate::quiz::session::Source;
use crate::tui::app::App;
use crate::tui::text::{pad, truncate};
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use unicode_width::UnicodeWidthStr;

pub fn keys() -> Vec<Key> {
    vec![
        key("tui-key-enter", "tui-do-home"),
        key("tui-key-a", "tui-do-articles"),
        key("tui-key-q", "tui-do-quit"),
    ]
}

/// Width of the bar that shows a share of right answers.
const BAR: usize = 10;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let width = area.width;
    let mut lines = vec![
        Line::raw(""),
        rule(&cat.tr("tui-summary-rule"), "", width, theme),
        Line::raw(""),
    ];
    let Some(quiz) = &app.quiz else {
        frame.render_widget(Paragraph::new(lines), area);
        return;
    };
    let t = quiz.session.tally();
    // With nothing asked there is no score to give, only why (below).
    if t.asked > 0 {
        lines.push(Line::styled(
            format!(
                " {}",
                cat.tr_args(
                    "tui-summary-line",
                    &[("asked", t.asked.into()), ("right", t.right.into())]
                )
            ),
            theme.strong(),
        ));
        lines.push(Line::raw(""));
    }
    if t.per_article.is_empty() {
        lines.extend(hanging(
            vec![Span::raw(" ")],
            &cat.tr("tui-summary-none"),
            width,
            theme.dim(),
        ));
    }
    let id_w = t.per_article.keys().map(|k| k.width()).max().unwrap_or(0);
    let title_w = usize::from(width).saturating_sub(id_w + BAR + 20);
    for (id, (asked, right)) in &t.per_article {
        let title = app
            .ruleset
            .article(id)
            .map_or(String::new(), |a| a.title.clone());
        let filled = if *asked == 0 {
            0
        } else {
            (*right as usize * BAR).div_ceil(*asked as usize).min(BAR)
        };
        let style = if right == asked {
            theme.good()
        } else if *right == 0 {
            theme.bad()
        } else {
            theme.strong()
        };
        lines.push(Line::from(vec![
            Span::raw("   "),
            Span::styled(pad(id, id_w), theme.strong()),
            Span::raw("  "),
            Span::styled(
                pad(&truncate(&title, title_w), title_w),
                ratatui::style::Style::new(),
            ),
            Span::raw("  "),
            Span::styled("█".repeat(filled), style),
            Span::styled("░".repeat(BAR - filled), theme.dim()),
            Span::styled(
                format!(
                    "  {}",
                    cat.tr_args(
                        "tui-summary-score",
                        &[("right", (*right).into()), ("asked", (*asked).into())]
                    )
                ),
                style,
            ),
        ]));
    }
    lines.push(Line::raw(""));
    if let Some(note) = &quiz.note {
        lines.extend(hanging(vec![Span::raw(" ")], note, width, theme.strong()));
        lines.push(Line::raw(""));
    }
    // A study mode that had nothing to ask would have nothing again either.
    let study = matches!(quiz.session.source(), Source::Study { .. });
    if study && t.asked == 0 {
        frame.render_widget(Paragraph::new(lines), area);
        return;
    }
    let again = match (quiz.session.source(), quiz.session.again_command()) {
        (Source::Study { .. }, Some(command)) => {
            cat.tr_args("tui-summary-again-study", &[("command", command.into())])
        }
        (Source::Club(_), Some(command)) => {
            cat.tr_args("tui-summary-again-club", &[("command", command.into())])
        }
        (Source::Club(_), None) => cat.tr("tui-summary-again-club-deck"),
        (_, Some(command)) => cat.tr_args("tui-summary-again", &[("command", command.into())]),
        // A deck's cases are the club's files, not a seed's: no generated quiz repeats them.
        (_, None) => cat.tr("tui-summary-again-deck"),
    };
    lines.extend(hanging(vec![Span::raw(" ")], &again, width, theme.dim()));
    frame.render_widget(Paragraph::new(lines), area);
}
