//! Statistics: accuracy per ruleset and per article, the trend day by day, time per
//! answer; the weakest articles first, with Enter to drill the one under the cursor.

use super::{Key, hanging, key, rule, scroll_note};
use crate::study::stats::{percent, seconds, tally_args, trend_text};
use crate::tui::app::App;
use crate::tui::text::{pad, truncate};
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
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
            cat.tr_args("stats-total", &tally_args(cat, &stats.total))
        ),
        theme.strong(),
    ));
    for r in &stats.rulesets {
        let mut args = tally_args(cat, &r.tally);
        args.push(("ruleset", r.ruleset.clone().into()));
        lines.push(Line::raw(format!(
            "   {}",
            cat.tr_args("stats-ruleset", &args)
        )));
    }
    if let Some(trend) = trend_text(cat, &stats.trend) {
        lines.extend(hanging(vec![Span::raw(" ")], &trend, width, Style::new()));
    }
    lines.extend(hanging(
        vec![Span::raw(" ")],
        &cat.tr("stats-score-note"),
        width,
        theme.dim(),
    ));
    lines.push(Line::raw(""));
    // The article table takes what is left, scrolled to keep the cursor in view.
    let rows = usize::from(area.height).saturating_sub(lines.len() + 2);
    let total = stats.articles.len();
    let cursor = app.stats_cursor.min(total.saturating_sub(1));
    let first = cursor.saturating_sub(rows.saturating_sub(1));
    let note = scroll_note(app, first, rows, total);
    lines.push(rule(&cat.tr("stats-articles"), &note, width, theme));
    let label = |id: &str| cat.tr(id);
    let id_w = stats
        .articles
        .iter()
        .map(|a| a.ruleset.width() + 1 + a.article.width())
        .chain([label("tui-stats-col-article").width()])
        .max()
        .unwrap_or(0);
    // The share after the bar: room for "100 %" and a space before it.
    let score_w = label("tui-stats-col-score").width().max(BAR + 6);
    let answers_w = label("tui-stats-col-answers").width().max(5);
    let time_w = label("tui-stats-col-time").width().max(7);
    let title_w =
        usize::from(width).saturating_sub(3 + id_w + 2 + 2 + score_w + 2 + answers_w + 2 + time_w);
    lines.push(Line::styled(
        format!(
            "   {}  {}  {}  {}  {}",
            pad(&label("tui-stats-col-article"), id_w),
            pad(&truncate(&label("tui-stats-col-title"), title_w), title_w),
            pad(&label("tui-stats-col-score"), score_w),
            pad_left(&label("tui-stats-col-answers"), answers_w),
            pad_left(&label("tui-stats-col-time"), time_w),
        ),
        theme.dim(),
    ));
    for (i, a) in stats.articles.iter().enumerate().skip(first).take(rows) {
        let title = app
            .stats_titles
            .get(&(a.ruleset.clone(), a.article.clone()))
            .map_or("", String::as_str);
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
        let pct = format!(
            "{:>6}",
            cat.tr_args("tui-stats-percent", &[("n", percent(a.accuracy).into())])
        );
        let time = cat.tr_args(
            "tui-stats-seconds",
            &[("seconds", seconds(cat, a.mean_seconds).into())],
        );
        lines.push(Line::from(vec![
            Span::styled(if focus { " ▸ " } else { "   " }, theme.key()),
            Span::styled(
                pad(&id, id_w),
                if focus { theme.focus() } else { theme.strong() },
            ),
            Span::raw("  "),
            Span::raw(pad(&truncate(title, title_w), title_w)),
            Span::raw("  "),
            Span::styled("█".repeat(filled), style),
            Span::styled("░".repeat(BAR - filled), theme.dim()),
            Span::styled(pad(&pct, score_w - BAR), style),
            Span::raw("  "),
            Span::raw(pad_left(&a.tally.answers.to_string(), answers_w)),
            Span::raw("  "),
            Span::raw(pad_left(&time, time_w)),
        ]));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// `text` right-aligned in `width` cells (figures line up on their last digit).
fn pad_left(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(text.width())))
}
