//! Settings: how tiles are drawn and whose view of the racks is shown.

use super::home::view_id;
use super::{Key, hanging, key, rule};
use crate::tiles::{Dragon, Kind, Suit, TileStyle, Wind, glyph};
use crate::tui::app::{App, Setting};
use crate::tui::text::pad;
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use unicode_width::UnicodeWidthStr;

pub fn keys() -> Vec<Key> {
    vec![
        key("tui-key-updown", "tui-do-move"),
        key("tui-key-leftright", "tui-do-change"),
        key("tui-key-esc", "tui-do-back"),
    ]
}

const SAMPLE: [Kind; 8] = [
    Kind::Number(Suit::Dots, 1),
    Kind::Number(Suit::Bams, 5),
    Kind::Number(Suit::Craks, 9),
    Kind::Wind(Wind::East),
    Kind::Dragon(Dragon::Red),
    Kind::Dragon(Dragon::Green),
    Kind::Flower,
    Kind::Joker,
];

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let width = area.width;
    let mut lines = vec![
        Line::raw(""),
        rule(&cat.tr("tui-settings-title"), "", width, theme),
        Line::raw(""),
    ];
    let labels: Vec<String> = Setting::ALL.iter().map(|s| cat.tr(label_id(*s))).collect();
    let label_w = labels.iter().map(|l| l.width()).max().unwrap_or(0);
    for (i, setting) in Setting::ALL.iter().enumerate() {
        let focus = i == app.settings_cursor;
        let values: Vec<(String, bool)> = match setting {
            Setting::Tiles => TileStyle::ALL
                .iter()
                .map(|s| (cat.tr(style_id(*s)), *s == app.settings.style))
                .collect(),
            Setting::View => [false, true]
                .iter()
                .map(|r| (cat.tr(view_id(*r)), *r == app.settings.referee_view))
                .collect(),
            Setting::Language => crate::i18n::Lang::ALL
                .iter()
                .map(|l| (l.own_name().to_string(), *l == cat.lang()))
                .collect(),
        };
        let mut spans = vec![
            Span::styled(if focus { " ▸ " } else { "   " }, theme.key()),
            Span::styled(
                pad(&labels[i], label_w + 2),
                if focus { theme.title() } else { theme.strong() },
            ),
        ];
        for (value, on) in values {
            let style = match (on, focus) {
                (true, true) => theme.focus(),
                (true, false) => theme.strong(),
                _ => theme.dim(),
            };
            let shown = if on {
                format!("[{value}]")
            } else {
                format!(" {value} ")
            };
            spans.push(Span::styled(shown, style));
            spans.push(Span::raw(" "));
        }
        lines.push(Line::from(spans));
        let about = match setting {
            Setting::Tiles => {
                let sample: Vec<String> = SAMPLE
                    .iter()
                    .map(|k| glyph(*k, app.settings.style))
                    .collect();
                sample.join(" ")
            }
            Setting::View => cat.tr(if app.settings.referee_view {
                "tui-settings-view-referee"
            } else {
                "tui-settings-view-learner"
            }),
            Setting::Language => cat.tr("tui-settings-language-about"),
        };
        let indent = " ".repeat(3 + label_w + 2);
        lines.extend(hanging(
            vec![Span::raw(indent.clone())],
            &about,
            width,
            theme.dim(),
        ));
        if *setting == Setting::Tiles {
            lines.extend(hanging(
                vec![Span::raw(indent)],
                &cat.tr(font_id(app.settings.style)),
                width,
                theme.dim(),
            ));
        }
        lines.push(Line::raw(""));
    }
    lines.extend(hanging(
        vec![Span::raw("   ")],
        &cat.tr("tui-settings-note"),
        width,
        theme.dim(),
    ));
    frame.render_widget(Paragraph::new(lines), area);
}

fn label_id(s: Setting) -> &'static str {
    match s {
        Setting::Tiles => "tui-settings-tiles",
        Setting::View => "tui-settings-view",
        Setting::Language => "tui-settings-language",
    }
}

/// What a style needs of the terminal's font, said under the sample.
fn font_id(s: TileStyle) -> &'static str {
    match s {
        TileStyle::Ascii => "tui-font-ascii",
        TileStyle::Unicode => "tui-font-unicode",
        TileStyle::Cjk => "tui-font-cjk",
        TileStyle::Mps => "tui-font-mps",
    }
}

fn style_id(s: TileStyle) -> &'static str {
    match s {
        TileStyle::Ascii => "tui-style-ascii",
        TileStyle::Unicode => "tui-style-unicode",
        TileStyle::Cjk => "tui-style-cjk",
        TileStyle::Mps => "tui-style-mps",
    }
}
