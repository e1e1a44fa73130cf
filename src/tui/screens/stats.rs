//! Statistics: accuracy per ruleset and per article, the trend day by day, time per
//! answer; the weakest articles first, with Enter to drill the one under the cursor.

use super::{Key, hanging, key, rule, scroll_note};
use crate::study::stats::{percent, seconds, sparkline};
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
        key("tui-key-updown", "tui-do-move"),
        key("tui-key-enter", "tui-do-drill"),
        key("tui-key-esc", "tui-do-back"),
    ]
}

/// Width of the bar that shows an article's accuracy.
const BAR: usize = 10;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let width = area.width;
    let Some(stats) = &app.stats else {
        return;
    };
    let mut lines = vec![rule(&cat.tr("stats-title"), "", width, theme)];
    if stats.total.answers == 0 {
        lines.push(Line::raw(""));
        lines.extend(hanging(
            vec![Span::raw(" ")],
            &cat.tr("stats-none"),
            width,
            theme.dim(),
        ));
        lines.extend(hanging(
            vec![Span::raw(" ")],
            &cat.tr("tui-stats-none-hint"),
            width,
            theme.dim(),
        ));
        frame.render_widget(Paragraph::new(lines), area);
        return;
    }
    lines.push(Line::styled(
        format!(
            " {}",
            cat.tr_args(
                "stats-total",
                &[
                    ("answers", stats.total.answers.into()),
                    ("accuracy", percent(stats.accuracy).into()),
                    ("seconds", seconds(stats.mean_seconds).into()),
                ],
            )
        ),
        theme.strong(),
    ));
    for r in &stats.rulesets {
        lines.push(Line::raw(format!(
            "   {}",
            cat.tr_args(
                "stats-ruleset",
                &[
                    ("ruleset", r.ruleset.clone().into()),
                    ("answers", r.tally.answers.into()),
                    ("accuracy", percent(r.accuracy).into()),
                    ("seconds", seconds(r.mean_seconds).into()),
                ],
            )
        )));
    }
    let spark: Vec<f64> = stats.trend.iter().map(|d| d.accuracy).collect();
    lines.push(Line::from(vec![
        Span::raw(" "),
        Span::raw(cat.tr_args(
            "stats-trend",
            &[
                ("days", spark.len().into()),
                ("spark", String::new().into()),
            ],
        )),
        Span::styled(sparkline(&spark), theme.good()),
    ]));
    lines.push(Line::raw(""));
    // The article table takes what is left, scrolled to keep the cursor in view.
    let rows = usize::from(area.height).saturating_sub(lines.len() + 1);
    let total = stats.articles.len();
    let cursor = app.stats_cursor.min(total.saturating_sub(1));
    let first = cursor.saturating_sub(rows.saturating_sub(1));
    let note = scroll_note(app, first, rows, total);
    lines.push(rule(&cat.tr("stats-articles"), &note, width, theme));
    let id_w = stats
        .articles
        .iter()
        .map(|a| a.ruleset.width() + 1 + a.article.width())
        .max()
        .unwrap_or(0);
    let title_w = usize::from(width).saturating_sub(id_w + BAR + 34);
    for (i, a) in stats.articles.iter().enumerate().skip(first).take(rows) {
        let title = if a.ruleset == app.ruleset.meta.id {
            app.ruleset
                .article(&a.article)
                .map_or(String::new(), |x| x.title.clone())
        } else {
            String::new()
        };
        let filled = ((a.accuracy * BAR as f64).round() as usize).min(BAR);
        let style = if a.accuracy >= 0.999 {
            theme.good()
        } else if a.accuracy < 0.5 {
            theme.bad()
        } else {
            theme.strong()
        };
        let focus = i == cursor;
        let id = format!("{} {}", a.ruleset, a.article);
        lines.push(Line::from(vec![
            Span::styled(if focus { " ▸ " } else { "   " }, theme.key()),
            Span::styled(
                pad(&id, id_w),
                if focus { theme.focus() } else { theme.strong() },
            ),
            Span::raw("  "),
            Span::raw(pad(&truncate(&title, title_w), title_w)),
            Span::raw("  "),
            Span::styled("█".repeat(filled), style),
            Span::styled("░".repeat(BAR - filled), theme.dim()),
            Span::styled(
                format!(
                    " {}",
                    cat.tr_args(
                        "tui-stats-row",
                        &[
                            ("accuracy", percent(a.accuracy).into()),
                            ("answers", a.tally.answers.into()),
                            ("seconds", seconds(a.mean_seconds).into()),
                        ],
                    )
                ),
                style,
            ),
        ]));
    }
    frame.render_widget(Paragraph::new(lines), area);
}
