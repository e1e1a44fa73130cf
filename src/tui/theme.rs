//! Styles. Colour is restrained and optional: with `NO_COLOR` every distinction is made
//! with modifiers (bold, reversed, underlined, dim) instead. No text is drawn in palette
//! colour 8, which some themes paint as their background.

use ratatui::style::{Color, Modifier, Style};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
}

impl Theme {
    fn pick(self, coloured: Style, plain: Style) -> Style {
        if self.color { coloured } else { plain }
    }

    pub fn bar(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    pub fn title(self) -> Style {
        self.pick(
            Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// Rules and what is said in passing are drawn in the terminal's own colour, dimmed:
    /// palette colour 8 ("bright black") is the background in some themes (Solarized
    /// dark), where text in it disappears.
    pub fn rule(self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    pub fn dim(self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    pub fn strong(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub fn key(self) -> Style {
        self.pick(
            Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// The focused item of a list.
    pub fn focus(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    pub fn good(self) -> Style {
        self.pick(
            Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    pub fn bad(self) -> Style {
        self.pick(
            Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        )
    }

    /// The wall being served and its live end. Magenta rather than yellow: yellow text
    /// fades on a light background, magenta reads on light and dark alike.
    pub fn served(self) -> Style {
        self.pick(
            Style::new().fg(Color::Magenta).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// The wall and the tiles are drawn in the terminal's own colours, light or dark:
    /// a fixed white vanishes on a light background. Colour adds only weight.
    pub fn wall(self) -> Style {
        Style::new()
    }

    pub fn face_up(self) -> Style {
        self.pick(
            Style::new()
                .fg(Color::Black)
                .bg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        )
    }

    pub fn tile(self) -> Style {
        self.pick(Style::new().add_modifier(Modifier::BOLD), Style::new())
    }
}
