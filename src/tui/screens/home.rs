//! Home: choose the ruleset and what to do.

use super::{Key, hanging, key, rule};
use crate::tui::app::{App, HomeFocus, MenuItem};
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub fn keys(app: &App) -> Vec<Key> {
    let mut k = vec![
        key("tui-key-updown", "tui-do-move"),
        key("tui-key-enter", "tui-do-choose"),
        Key {
            options: MenuItem::ALL.len(),
            ..key("tui-key-digits", "tui-do-menu-item")
        },
        key("tui-key-q", "tui-do-quit"),
    ];
    if app.ruleset_ids.len() > 1 {
        k.push(key("tui-key-tab", "tui-do-switch"));
    }
    k.extend([
        key("tui-key-a", "tui-do-articles"),
        key("tui-key-s", "tui-do-settings"),
    ]);
    k
}

fn item_ids(item: MenuItem) -> (&'static str, &'static str) {
    match item {
        MenuItem::Practise => ("tui-menu-practise", "tui-menu-practise-about"),
        MenuItem::Study => ("tui-menu-study", "tui-menu-study-about"),
        MenuItem::Drill => ("tui-menu-drill", "tui-menu-drill-about"),
        MenuItem::Stats => ("tui-menu-stats", "tui-menu-stats-about"),
        MenuItem::Settings => ("tui-menu-settings", "tui-menu-settings-about"),
        MenuItem::Quit => ("tui-menu-quit", "tui-menu-quit-about"),
    }
}

/// Rows of the ruleset and menu panes.
const PANES: u16 = 12;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let width = area.width.min(96);
    let area = Rect {
        x: area.x + (area.width - width) / 2,
        width,
        ..area
    };
    let intro = hanging(vec![], &cat.tr("tui-home-intro"), width, theme.strong());
    let intro_h = u16::try_from(intro.len()).unwrap_or(u16::MAX);
    // The content as one block, a little above the middle of tall screens.
    let content = intro_h + 1 + PANES + 1 + 3;
    let top = area.height.saturating_sub(content) / 3;
    let [_, intro_area, _, panes, _, status] = Layout::vertical([
        Constraint::Length(top.max(1)),
        Constraint::Length(intro_h),
        Constraint::Length(1),
        Constraint::Length(PANES),
        Constraint::Length(1),
        Constraint::Min(3),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(intro), intro_area);

    let [left, _, right] = Layout::horizontal([
        Constraint::Percentage(42),
        Constraint::Length(2),
        Constraint::Fill(1),
    ])
    .areas(panes);
    rulesets(frame, left, app, theme);
    menu(frame, right, app, theme);

    let mut lines = vec![Line::styled(
        cat.tr_args(
            "tui-home-status",
            &[
                ("tiles", app.settings.style.name().into()),
                ("view", cat.tr(view_id(app.settings.referee_view)).into()),
            ],
        ),
        theme.dim(),
    )];
    if let Some(msg) = &app.home.message {
        lines.extend(hanging(vec![], msg, width, theme.bad()));
    }
    if let Some(msg) = &app.notice {
        lines.extend(hanging(vec![], msg, width, theme.bad()));
    }
    frame.render_widget(Paragraph::new(lines), status);
}

pub fn view_id(referee: bool) -> &'static str {
    if referee {
        "tui-view-referee"
    } else {
        "tui-view-learner"
    }
}

fn rulesets(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let focused = app.home.focus == HomeFocus::Rulesets;
    let mut lines = vec![rule(&cat.tr("tui-home-rulesets"), "", area.width, theme)];
    for (i, id) in app.ruleset_ids.iter().enumerate() {
        let active = *id == app.ruleset.meta.id;
        let cursor = i == app.home.ruleset_cursor;
        let mark = if active { "● " } else { "  " };
        let style = if cursor && focused {
            theme.focus()
        } else if active {
            theme.strong()
        } else {
            ratatui::style::Style::new()
        };
        lines.push(Line::from(vec![
            Span::raw(" "),
            Span::styled(format!("{mark}{id} "), style),
        ]));
    }
    lines.push(Line::raw(""));
    let meta = &app.ruleset.meta;
    lines.extend(hanging(
        vec![Span::raw(" ")],
        &meta.name,
        area.width,
        theme.strong(),
    ));
    let about = cat.tr_args(
        "tui-home-ruleset-about",
        &[
            ("articles", app.ruleset.articles.len().into()),
            (
                "edition",
                meta.editions
                    .first()
                    .map_or(String::new(), |e| e.name.clone())
                    .into(),
            ),
        ],
    );
    lines.extend(hanging(
        vec![Span::raw(" ")],
        &about,
        area.width,
        theme.dim(),
    ));
    frame.render_widget(Paragraph::new(lines), area);
}

fn menu(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let focused = app.home.focus == HomeFocus::Menu;
    let mut lines = vec![rule(&cat.tr("tui-home-start"), "", area.width, theme)];
    for (i, item) in MenuItem::ALL.iter().enumerate() {
        let (label, _) = item_ids(*item);
        let cursor = i == app.home.menu_cursor;
        let style = if cursor && focused {
            theme.focus()
        } else {
            ratatui::style::Style::new()
        };
        lines.push(Line::from(vec![
            Span::raw(" "),
            Span::styled(format!("{}", i + 1), theme.key()),
            Span::raw("  "),
            Span::styled(format!(" {} ", cat.tr(label)), style),
        ]));
    }
    lines.push(Line::raw(""));
    if let Some(item) = MenuItem::ALL.get(app.home.menu_cursor) {
        let (_, about) = item_ids(*item);
        lines.extend(hanging(
            vec![Span::raw(" ")],
            &cat.tr(about),
            area.width,
            theme.dim(),
        ));
    }
    frame.render_widget(Paragraph::new(lines), area);
}
