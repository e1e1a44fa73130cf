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
pub use app::{
    App, HomeFocus, MenuItem, PartText, Presenter, Quiz, Screen, Setting, Settings, Shown, View,
};
pub use screens::FACE_UP_MARK;
pub use screens::{MIN_HEIGHT, MIN_WIDTH, big_number, draw};
pub use text::buffer_text;
pub use update::update;

use crate::rules::Ruleset;
use crate::setup::{Options, Profile, QuizRequest, seed_or_clock};
use crate::study::club::Club;
use crate::study::{StudyMode, SystemClock};
use crossterm::event::Event;
use ratatui::Terminal;
use ratatui::backend::{Backend, TestBackend};
use std::sync::Arc;
use std::time::Duration;

/// Open the trainer; `quiz` is set when started as `mjref quiz` (straight into a quiz).
pub fn run(options: &Options, quiz: Option<&QuizRequest>) -> anyhow::Result<()> {
    // Everything that can fail on bad input fails here, before the terminal is touched.
    let mut app = App::new(options, quiz, seed_or_clock(quiz.and_then(|q| q.seed)))?;
    app.settings.color = colour_wanted();
    attach(&mut app, &options.profile);
    run_app(&mut app)
}

/// The learner's store, where one can be found; the trainer works without one and says
/// progress is not saved.
fn attach(app: &mut App, profile: &Profile) {
    match profile.store() {
        Ok(store) => app.attach_store(store, Arc::new(SystemClock)),
        Err(e) => {
            app.notice = Some(app.cat.tr_args(
                "study-not-saved",
                &[("reason", crate::setup::describe(&e, &app.cat).into())],
            ));
        }
    }
}

/// `mjref study`: straight into a study mode, with the chosen profile.
pub fn run_study(options: &Options, mode: StudyMode, by_parts: bool) -> anyhow::Result<()> {
    let mut app = App::new(options, None, seed_or_clock(None))?;
    app.settings.color = colour_wanted();
    attach_store_or_fail(&mut app, &options.profile)?;
    app.study_by_parts = by_parts;
    app.start_study(mode);
    run_app(&mut app)
}

/// `mjref club join`: a club quiz in the trainer, answers saved to the profile.
pub fn run_club(options: &Options, ruleset: Ruleset, club: Club, name: &str) -> anyhow::Result<()> {
    let mut app = App::new(&on_ruleset(options, &ruleset), None, seed_or_clock(None))?;
    app.set_ruleset(ruleset);
    app.settings.color = colour_wanted();
    attach(&mut app, &options.profile);
    app.start_club(club, name);
    run_app(&mut app)
}

/// `mjref quiz --deck`: a club's own cases in the trainer, answers saved to the profile.
pub fn run_deck(
    options: &Options,
    ruleset: Ruleset,
    deck: crate::quiz::session::Deck,
) -> anyhow::Result<()> {
    let mut app = App::new(&on_ruleset(options, &ruleset), None, deck.seed)?;
    app.set_ruleset(ruleset);
    app.settings.color = colour_wanted();
    attach(&mut app, &options.profile);
    app.start_deck(deck);
    run_app(&mut app)
}

/// `mjref club present`: the presenter on a projector; nothing is saved.
pub fn run_present(options: &Options, ruleset: Ruleset, club: Club) -> anyhow::Result<()> {
    let mut app = App::new(&on_ruleset(options, &ruleset), None, 0)?;
    app.set_ruleset(ruleset);
    app.settings.color = colour_wanted();
    app.present(club);
    run_app(&mut app)
}

/// The options with the ruleset a club code named in place of the one chosen.
fn on_ruleset(options: &Options, ruleset: &Ruleset) -> Options {
    Options {
        rules: options.rules.with_ruleset(&ruleset.meta.id),
        ..options.clone()
    }
}

/// A store that cannot be read is an error before the terminal is touched, so that the
/// message stays readable.
fn attach_store_or_fail(app: &mut App, profile: &Profile) -> anyhow::Result<()> {
    let store = profile.store()?;
    app.attach_store(store, Arc::new(SystemClock));
    if app.learner.store.is_none() {
        anyhow::bail!(app.notice.clone().unwrap_or_default());
    }
    Ok(())
}

/// How often the screen is drawn again without a key press (the club timer).
const TICK: Duration = Duration::from_millis(250);

fn run_app(app: &mut App) -> anyhow::Result<()> {
    if let Some(path) = crate::setup::preferences::preferences_file() {
        app.remember_settings(path);
    }
    let mut term = terminal::enter()?;
    let signals = terminal::watch_signals();
    let result = run_loop(&mut term, app, || {
        // A signal ends the loop on the next tick; every answer is already saved.
        if terminal::caught(&signals).is_some() {
            return Ok(None);
        }
        // Back from a stop: a resize to the terminal's size makes the loop draw the
        // whole screen again.
        if signals.take_resumed() {
            let (width, height) = crossterm::terminal::size()?;
            return Ok(Some(Event::Resize(width, height)));
        }
        if crossterm::event::poll(TICK)? {
            crossterm::event::read().map(Some).map_err(Into::into)
        } else {
            Ok(Some(Event::FocusGained))
        }
    });
    let restored = terminal::leave();
    if let Some(signal) = terminal::caught(&signals) {
        // The shell's convention for a program ended by a signal.
        std::process::exit(128 + signal);
    }
    result?;
    restored?;
    Ok(())
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
        let frame = terminal.draw(|frame| draw(frame, app))?;
        app.size = (frame.area.width, frame.area.height);
        let Some(event) = next_event()? else {
            break;
        };
        // After a resize, or a stop and continue, what the terminal shows is not what
        // was last drawn: the next frame is drawn whole, not as changes.
        if matches!(event, Event::Resize(..)) {
            terminal.clear()?;
        }
        handle_event(app, &event);
    }
    Ok(())
}

pub fn handle_event(app: &mut App, event: &Event) {
    let typing = app.screen() == Screen::Articles && app.articles.searching;
    let action = if typing {
        action::from_typing_event(event)
    } else {
        from_event(event)
    };
    if let Some(action) = action {
        update(app, action);
    }
}

/// The text of the first frame the binary shows (the home screen) at this size.
pub fn first_frame_text(options: &Options, width: u16, height: u16) -> anyhow::Result<String> {
    let mut app = App::new(options, None, seed_or_clock(None))?;
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
