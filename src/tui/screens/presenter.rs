//! The presenter: a club quiz on a projector. One question at a time in large type, the
//! answer and its explanation only when the presenter asks for them.

use super::{Key, hanging, key};
use crate::quiz::narrative::Told;
use crate::study::club::handout::left_out;
use crate::tui::app::{App, Presenter};
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use unicode_width::UnicodeWidthStr;

pub fn keys(app: &App) -> Vec<Key> {
    let revealed = app.presenter.as_ref().is_some_and(|p| p.revealed);
    if app.presenter.as_ref().is_some_and(|p| p.finished) {
        return vec![
            key("tui-key-left", "tui-do-last-question"),
            key("tui-key-enter-esc", "tui-do-end-presenting"),
        ];
    }
    vec![
        if revealed {
            key("tui-key-enter", "tui-do-next")
        } else {
            key("tui-key-enter", "tui-do-reveal")
        },
        key("tui-key-leftright", "tui-do-previous-next"),
        key("tui-key-esc", "tui-do-back"),
    ]
}

/// Digits five rows high, three columns wide: readable from the back of the room.
const FONT: [[&str; 5]; 10] = [
    ["███", "█ █", "█ █", "█ █", "███"],
    [" ██", "  █", "  █", "  █", "  █"],
    ["███", "  █", "███", "█  ", "███"],
    ["███", "  █", "███", "  █", "███"],
    ["█ █", "█ █", "███", "  █", "  █"],
    ["███", "█  ", "███", "  █", "███"],
    ["███", "█  ", "███", "█ █", "███"],
    ["███", "  █", "  █", "  █", "  █"],
    ["███", "█ █", "███", "█ █", "███"],
    ["███", "█ █", "███", "  █", "███"],
];

/// A number in the large digits, one string per row.
pub fn big_number(n: u32) -> [String; 5] {
    let digits: Vec<usize> = n
        .to_string()
        .bytes()
        .map(|b| usize::from(b - b'0'))
        .collect();
    std::array::from_fn(|row| {
        digits
            .iter()
            .map(|d| FONT[*d][row])
            .collect::<Vec<_>>()
            .join(" ")
    })
}

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let Some(p) = &app.presenter else {
        return;
    };
    let width = area.width;
    if p.finished {
        return end(frame, area, app, p, theme);
    }
    let mut lines: Vec<Line> = Vec::new();
    let number = big_number(p.index + 1);
    let of = cat.tr_args(
        "tui-presenter-of",
        &[
            ("n", (p.index + 1).into()),
            ("count", p.club.count().into()),
        ],
    );
    // The room's countdown beside the number, in the same large digits.
    let left = p.seconds_left(app.clock.now());
    let timer = left.map(|s| big_number(u32::try_from(s).unwrap_or(0)));
    // "of 12" on the number's last row; the rows above keep its width, so that the
    // countdown's digits stand in one column.
    let of = format!("   {of}");
    let of_width = of.width();
    for (row, text) in number.iter().enumerate() {
        let mut spans = vec![Span::styled(format!(" {text}"), theme.title())];
        if row == 4 {
            spans.push(Span::styled(of.clone(), theme.strong()));
        } else if timer.is_some() {
            spans.push(Span::raw(" ".repeat(of_width)));
        }
        if let Some(t) = &timer {
            let style = if left.is_some_and(|s| s <= 10) {
                theme.bad()
            } else {
                theme.strong()
            };
            spans.push(Span::styled(format!("        {}", t[row]), style));
            if row == 4 {
                spans.push(Span::styled(
                    format!("  {}", cat.tr("tui-presenter-seconds")),
                    theme.dim(),
                ));
            }
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::raw(""));
    let q = match &p.question {
        Ok(q) => q,
        Err(reason) => {
            lines.extend(hanging(vec![Span::raw(" ")], reason, width, theme.bad()));
            frame.render_widget(Paragraph::new(lines), area);
            return;
        }
    };
    let right = q.correct_index();
    let mut options: Vec<Line> = Vec::new();
    for (i, text) in p.options.iter().enumerate() {
        let (mark, style) = if p.revealed && i == right {
            ("✓", theme.good())
        } else if p.revealed {
            (" ", theme.dim())
        } else {
            (" ", theme.strong())
        };
        // Numbered as members answer them, from 1.
        let letter = i + 1;
        options.extend(hanging(
            vec![
                Span::styled(format!(" {mark} "), style),
                Span::styled(format!("{letter}  "), theme.key()),
            ],
            text,
            width,
            style,
        ));
        options.push(Line::raw(""));
    }
    // The table as the room needs it: the walls in one line, the discards, any hand laid
    // face up and its reading.
    let mut table = super::table::walls_in_one_line(app, q, theme);
    table.extend(super::table::discards(app, q, width, theme));
    table.extend(super::table::face_up_hands(app, q, theme));
    table.extend(super::table::hand_readings(app, q, width, theme));
    let mut after: Vec<Line> = Vec::new();
    if p.revealed {
        for line in &p.reasons {
            after.extend(hanging(vec![Span::raw("   ")], line, width, theme.strong()));
        }
    }
    // The table where it fits with a few lines of the story still told; then the
    // story's last events above the options, as many as the screen leaves room for.
    const STORY_AT_LEAST: usize = 4;
    let before_table = lines.len() + options.len() + after.len() + 1;
    if before_table + table.len() + 1 + STORY_AT_LEAST <= usize::from(area.height) {
        lines.extend(table);
        lines.push(Line::raw(""));
    }
    let used = lines.len() + options.len() + after.len();
    let room = usize::from(area.height).saturating_sub(used + 1);
    let mut story: Vec<Line> = Vec::new();
    for told in p.story.iter().rev() {
        let wrapped = match told {
            Told::Line { n, text } => hanging(
                vec![Span::styled(format!(" {n:>2}. "), theme.dim())],
                text,
                width,
                ratatui::style::Style::new(),
            ),
            Told::Left { from, to } => hanging(
                vec![Span::raw("     ")],
                &left_out(cat, *from, *to),
                width,
                theme.dim(),
            ),
        };
        if story.len() + wrapped.len() > room {
            break;
        }
        story.splice(0..0, wrapped);
    }
    if !story.is_empty() {
        lines.extend(story);
        lines.push(Line::raw(""));
    }
    lines.extend(options);
    lines.extend(after);
    frame.render_widget(Paragraph::new(lines), area);
}

/// The end of the quiz: how many questions there were, and how the room checks its
/// scores.
fn end(frame: &mut Frame, area: Rect, app: &App, p: &Presenter, theme: Theme) {
    let cat = &app.cat;
    let mut lines = vec![Line::raw("")];
    lines.extend(hanging(
        vec![Span::raw(" ")],
        &cat.tr("tui-presenter-end"),
        area.width,
        theme.title(),
    ));
    lines.push(Line::raw(""));
    let said = cat.tr_args(
        "tui-presenter-end-about",
        &[
            ("count", p.club.count().into()),
            ("code", p.club.text().into()),
        ],
    );
    for paragraph in said.lines() {
        lines.extend(hanging(
            vec![Span::raw(" ")],
            paragraph,
            area.width,
            theme.strong(),
        ));
        lines.push(Line::raw(""));
    }
    frame.render_widget(Paragraph::new(lines), area);
}
