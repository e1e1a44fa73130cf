//! Keys to actions. The same key may mean different things on different screens; that is
//! decided in `update`, so that this table stays a plain list of keys.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Ctrl-C: leave at once, from anywhere.
    Quit,
    /// `q`: back one level where that is natural, otherwise quit.
    Leave,
    /// Esc: back one level.
    Back,
    Up,
    Down,
    Left,
    Right,
    PageUp,
    PageDown,
    Top,
    Bottom,
    Enter,
    Tab,
    /// A digit key, 0 to 9.
    Digit(u8),
    /// Backspace: delete a typed figure, or go back one part.
    Backspace,
    /// Time passed with no key (the club timer).
    Tick,
    /// `n`: the next question.
    Next,
    /// `v`: learner or referee view.
    ToggleView,
    /// `t`: the next tile style.
    CycleTiles,
    /// `f`: the story folded or in full.
    ToggleFold,
    /// `b`: after an answer, the table and story again, or back to the explanation.
    ToggleReview,
    ToggleHelp,
    OpenSettings,
    OpenArticles,
    /// `/`: search the list.
    Search,
    /// A character typed into a search field.
    Type(char),
    /// The terminal changed size: nothing to update, but the screen is drawn again.
    Resize(u16, u16),
}

pub fn from_event(event: &Event) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => from_key(*key),
        Event::Resize(w, h) => Some(Action::Resize(*w, *h)),
        // The run loop sends this when no key came in a while: time to look at the clock.
        Event::FocusGained => Some(Action::Tick),
        _ => None,
    }
}

pub fn from_key(key: KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c' | 'C') => Some(Action::Quit),
            _ => None,
        };
    }
    Some(match key.code {
        KeyCode::Char('q' | 'Q') => Action::Leave,
        KeyCode::Esc => Action::Back,
        KeyCode::Up | KeyCode::Char('k') => Action::Up,
        KeyCode::Down | KeyCode::Char('j') => Action::Down,
        KeyCode::Left | KeyCode::Char('h') => Action::Left,
        KeyCode::Right | KeyCode::Char('l') => Action::Right,
        KeyCode::PageUp => Action::PageUp,
        KeyCode::PageDown => Action::PageDown,
        KeyCode::Home => Action::Top,
        KeyCode::End => Action::Bottom,
        KeyCode::Enter => Action::Enter,
        KeyCode::Tab | KeyCode::BackTab => Action::Tab,
        KeyCode::Char(c @ '0'..='9') => Action::Digit(c as u8 - b'0'),
        KeyCode::Backspace => Action::Backspace,
        KeyCode::Char('n') => Action::Next,
        KeyCode::Char('v') => Action::ToggleView,
        KeyCode::Char('t') => Action::CycleTiles,
        KeyCode::Char('f') => Action::ToggleFold,
        KeyCode::Char('b') => Action::ToggleReview,
        KeyCode::Char('?') | KeyCode::F(1) => Action::ToggleHelp,
        KeyCode::Char('s') => Action::OpenSettings,
        KeyCode::Char('a') => Action::OpenArticles,
        KeyCode::Char('/') => Action::Search,
        _ => return None,
    })
}

/// Keys while a search field takes text: every character is typed, and only the keys that
/// end or move the search keep their meaning.
pub fn from_typing_event(event: &Event) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            if key.modifiers.contains(KeyModifiers::CONTROL) {
                return from_key(*key);
            }
            match key.code {
                KeyCode::Char(c) => Some(Action::Type(c)),
                KeyCode::Esc
                | KeyCode::Enter
                | KeyCode::Backspace
                | KeyCode::Up
                | KeyCode::Down
                | KeyCode::PageUp
                | KeyCode::PageDown => from_key(*key),
                _ => None,
            }
        }
        other => from_event(other),
    }
}
