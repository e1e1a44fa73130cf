//! Drawing: a pure function of the state. Each screen draws into the body between the
//! header bar and the key line; the help overlay and the too-small notice sit on top.

mod articles;
mod help;
mod home;
mod presenter;
mod question;
mod score_card;
mod settings;
mod stats;
mod study;
mod summary;
mod table;
pub use table::FACE_UP_MARK;
mod too_small;

pub use presenter::big_number;

use super::app::{App, Screen};
use super::text::{pad, truncate};
use super::theme::Theme;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Margin, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use unicode_width::UnicodeWidthStr;

/// The layouts are designed for a classic terminal; smaller ones get a notice instead.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 23;

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    let theme = Theme {
        color: app.settings.color,
    };
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small::draw(frame, area, app, theme);
        return;
    }
    let [top, body, bottom] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(area);
    header(frame, top, app, theme);
    let body = body.inner(Margin::new(1, 0));
    match app.screen() {
        Screen::Home => home::draw(frame, body, app, theme),
        Screen::Question => question::draw(frame, body, app, theme),
        Screen::Articles => articles::draw(frame, body, app, theme),
        Screen::Settings => settings::draw(frame, body, app, theme),
        Screen::Summary => summary::draw(frame, body, app, theme),
        Screen::Study => study::draw(frame, body, app, theme),
        Screen::Stats => stats::draw(frame, body, app, theme),
        Screen::ScoreCard => score_card::draw(frame, body, app, theme),
        Screen::Presenter => presenter::draw(frame, body, app, theme),
    }
    key_line(frame, bottom, app, theme);
    if app.help {
        help::draw(frame, area, app, theme);
    }
}

fn header(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let left = cat.tr_args(
        "tui-header",
        &[("ruleset", app.ruleset.meta.name.clone().into())],
    );
    // From the richest to the shortest: the first that fits beside the title wins.
    let rights: Vec<String> = match app.screen() {
        Screen::Home => vec![String::new()],
        Screen::Question => question::header_right(app),
        Screen::Articles => vec![cat.tr("tui-articles-title")],
        Screen::Settings => vec![cat.tr("tui-settings-title")],
        Screen::Summary => vec![cat.tr("tui-summary-title")],
        Screen::Study => vec![cat.tr("tui-study-title")],
        Screen::Stats => vec![cat.tr("stats-title")],
        Screen::ScoreCard => vec![cat.tr("club-score-title")],
        Screen::Presenter => {
            let code = app
                .presenter
                .as_ref()
                .map_or(String::new(), |p| p.club.text());
            vec![
                cat.tr_args("tui-header-club", &[("code", code.into())]),
                String::new(),
            ]
        }
    };
    let width = usize::from(area.width);
    let fits = |l: &str, r: &str| l.width() + r.width() + 3 <= width;
    let short = cat.tr("tui-header-short");
    // A question of a ruleset whose editions rule differently says which it is asked
    // under: before the ruleset's name where both do not fit.
    let mut lefts = Vec::new();
    if let Some(edition) = question::edition_name(app) {
        lefts.push(format!("{left} · {edition}"));
        lefts.push(cat.tr_args("tui-header-edition", &[("edition", edition.into())]));
    }
    lefts.push(left);
    lefts.push(short.clone());
    let (left, right) = lefts
        .iter()
        .find_map(|l| {
            rights
                .iter()
                .find(|r| fits(l, r))
                .map(|r| (l.clone(), r.clone()))
        })
        .unwrap_or_else(|| {
            let r = rights.last().cloned().unwrap_or_default();
            let r = truncate(&r, width / 2);
            (truncate(&short, width.saturating_sub(r.width() + 3)), r)
        });
    let gap = width.saturating_sub(left.width() + right.width() + 2);
    let line = Line::from(vec![
        Span::styled(format!(" {left}"), theme.strong()),
        Span::raw(" ".repeat(gap)),
        Span::raw(format!("{right} ")),
    ]);
    frame.render_widget(Paragraph::new(line).style(theme.bar()), area);
}

/// A key and what it does, both from the catalogue.
pub struct Key {
    pub key: &'static str,
    pub does: &'static str,
    /// For the digit keys: how many options there are to choose from (0: not those).
    pub options: usize,
}

const fn key(key: &'static str, does: &'static str) -> Key {
    Key {
        key,
        does,
        options: 0,
    }
}

impl Key {
    /// The key as the key line and the help show it: `1-3` for three options.
    pub fn shown(&self, cat: &crate::i18n::Catalog) -> String {
        if self.options > 0 {
            cat.tr_args(self.key, &[("max", self.options.into())])
        } else {
            cat.tr(self.key)
        }
    }
}

/// The keys of the screen on view, most useful first: the key line shows as many as fit,
/// the help overlay shows them all.
pub fn keys(app: &App) -> Vec<Key> {
    let mut keys = match app.screen() {
        Screen::Home => home::keys(app),
        Screen::Question => question::keys(app),
        Screen::Articles if app.articles.searching => articles::search_keys(),
        Screen::Articles => articles::keys(),
        Screen::Settings => settings::keys(),
        Screen::Summary => summary::keys(),
        Screen::Study => study::keys(),
        Screen::Stats => stats::keys(),
        Screen::ScoreCard => score_card::keys(),
        Screen::Presenter => presenter::keys(app),
    };
    // While a search takes what is typed, `?` is typed too.
    if !(app.screen() == Screen::Articles && app.articles.searching) {
        keys.push(key("tui-key-help", "tui-do-help"));
    }
    keys
}

fn key_line(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let width = usize::from(area.width);
    let mut spans = vec![Span::raw(" ")];
    let mut used = 1;
    let all = keys(app);
    for (i, k) in all.iter().enumerate() {
        let key = k.shown(cat);
        let does = cat.tr(k.does);
        let w = key.width() + 1 + does.width() + 2;
        // Keep room for the help key, which is always last.
        let reserve = if i + 1 < all.len() {
            all.last()
                .map_or(0, |h| h.shown(cat).width() + cat.tr(h.does).width() + 3)
        } else {
            0
        };
        if used + w + reserve > width {
            continue;
        }
        used += w;
        spans.push(Span::styled(key, theme.key()));
        spans.push(Span::styled(format!(" {does}  "), theme.dim()));
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
}

/// A section rule: `── Title ─────────── note ─`.
pub fn rule(title: &str, note: &str, width: u16, theme: Theme) -> Line<'static> {
    let width = usize::from(width);
    let title = truncate(title, width.saturating_sub(6));
    let note = truncate(note, width.saturating_sub(title.width() + 8));
    let used = 3 + title.width() + 1 + if note.is_empty() { 0 } else { note.width() + 2 };
    let fill = width.saturating_sub(used + 1);
    let mut spans = vec![
        Span::styled("── ", theme.rule()),
        Span::styled(title, theme.title()),
        Span::styled(format!(" {}", "─".repeat(fill)), theme.rule()),
    ];
    if !note.is_empty() {
        spans.push(Span::styled(format!(" {note} "), theme.dim()));
    }
    spans.push(Span::styled("─", theme.rule()));
    Line::from(spans)
}

/// Lines of `text` wrapped to `width` with a first-line prefix and a hanging indent.
pub fn hanging(
    prefix: Vec<Span<'static>>,
    text: &str,
    width: u16,
    style: ratatui::style::Style,
) -> Vec<Line<'static>> {
    let indent: usize = prefix.iter().map(|s| s.content.width()).sum();
    let body = usize::from(width).saturating_sub(indent).max(8);
    let mut prefix = Some(prefix);
    super::text::wrap(text, body)
        .into_iter()
        .map(|l| {
            let mut spans = prefix
                .take()
                .unwrap_or_else(|| vec![Span::raw(pad("", indent))]);
            spans.push(Span::styled(l, style));
            Line::from(spans)
        })
        .collect()
}

/// Scroll position text: `3–9 of 14`, empty when everything is in view.
pub fn scroll_note(app: &App, first: usize, shown: usize, total: usize) -> String {
    if shown >= total {
        return String::new();
    }
    if shown <= 1 {
        return app.cat.tr_args(
            "tui-scroll-note-one",
            &[("line", (first + 1).into()), ("total", total.into())],
        );
    }
    app.cat.tr_args(
        "tui-scroll-note",
        &[
            ("first", (first + 1).into()),
            ("last", (first + shown).min(total).into()),
            ("total", total.into()),
        ],
    )
}
