//! The full-screen trainer: `App` state, `Action`s, `update` and a pure `draw`.
//!
//! The event loop is generic over the ratatui backend, so tests drive the very same loop
//! on a `TestBackend` that the binary runs on the terminal.

mod action;
mod app;
mod screens;
mod terminal;
mod text;
mod theme;
mod update;

pub use action::{Action, from_event, from_key};
pub use app::{Answer, App, Asked, Current, HomeFocus, MenuItem, Quiz, Screen, Setting, Settings};
pub use screens::{MIN_HEIGHT, MIN_WIDTH, draw};
pub use text::buffer_text;
pub use update::update;

use crate::cli::{Common, QuizArgs};
use crossterm::event::Event;
use ratatui::Terminal;
use ratatui::backend::{Backend, TestBackend};

/// Open the trainer; `quiz` is set when started as `mjref quiz` (straight into a quiz).
pub fn run(common: &Common, quiz: Option<&QuizArgs>) -> anyhow::Result<()> {
    // Everything that can fail on bad input fails here, before the terminal is touched.
    let mut app = App::new(common, quiz, seed_or_clock(quiz.and_then(|q| q.seed)))?;
    app.settings.color = colour_wanted();
    let mut term = terminal::enter()?;
    let result = run_loop(&mut term, &mut app, || {
        crossterm::event::read().map(Some).map_err(Into::into)
    });
    let restored = terminal::leave();
    result?;
    restored?;
    Ok(())
}

/// The seed given, or one from the clock.
fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() ^ u64::from(d.subsec_nanos()))
    })
}

/// <https://no-color.org>: set and not empty means no colour.
fn colour_wanted() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// Draw, wait for an event, update; until the app quits or the events run out.
pub fn run_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    mut next_event: impl FnMut() -> anyhow::Result<Option<Event>>,
) -> anyhow::Result<()>
where
    B::Error: Send + Sync + 'static,
{
    while !app.quit {
        terminal.draw(|frame| draw(frame, app))?;
        let Some(event) = next_event()? else {
            break;
        };
        handle_event(app, &event);
    }
    Ok(())
}

pub fn handle_event(app: &mut App, event: &Event) {
    if let Some(action) = from_event(event) {
        update(app, action);
    }
}

/// The text of the first frame the binary shows (the home screen) at this size.
pub fn first_frame_text(common: &Common, width: u16, height: u16) -> anyhow::Result<String> {
    let mut app = App::new(common, None, seed_or_clock(None))?;
    app.settings.color = colour_wanted();
    Ok(frame_text(&app, width, height))
}

/// Draw the app once into a buffer of this size and return it as text.
pub fn frame_text(app: &App, width: u16, height: u16) -> String {
    let backend = TestBackend::new(width, height);
    // The test backend cannot fail: its error type is `Infallible`.
    let Ok(mut terminal) = Terminal::new(backend);
    let Ok(done) = terminal.draw(|frame| draw(frame, app));
    buffer_text(done.buffer)
}
