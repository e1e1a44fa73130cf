//! Shown instead of any screen when the terminal is smaller than the layouts need.

use super::{MIN_HEIGHT, MIN_WIDTH};
use crate::tui::app::App;
use crate::tui::text::wrap;
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let cat = &app.cat;
    let text = cat.tr_args(
        "tui-too-small",
        &[
            ("width", area.width.to_string().into()),
            ("height", area.height.to_string().into()),
            ("min_width", MIN_WIDTH.to_string().into()),
            ("min_height", MIN_HEIGHT.to_string().into()),
        ],
    );
    let width = usize::from(area.width.max(1));
    let mut lines: Vec<Line> = wrap(&text, width)
        .into_iter()
        .map(|l| Line::styled(l, theme.strong()))
        .collect();
    lines.push(Line::raw(""));
    lines.extend(
        wrap(&cat.tr("tui-too-small-keys"), width)
            .into_iter()
            .map(|l| Line::styled(l, theme.dim())),
    );
    let h = u16::try_from(lines.len())
        .unwrap_or(area.height)
        .min(area.height);
    let top = area.y + (area.height - h) / 2;
    let inner = Rect {
        y: top,
        height: h,
        ..area
    };
    frame.render_widget(Paragraph::new(lines).alignment(Alignment::Center), inner);
}
