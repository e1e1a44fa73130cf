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
    Answer, App, Asked, Building, ClubRun, Current, HomeFocus, Learner, MenuItem, Presenter, Quiz,
    Screen, Setting, Settings, Source,
};
pub use screens::{MIN_HEIGHT, MIN_WIDTH, big_number, draw};
pub use text::buffer_text;
pub use update::update;

use crate::cli::{Common, QuizArgs, StudyArgs, StudyCommand};
use crate::rules::Ruleset;
use crate::study::club::Club;
use crate::study::{Store, SystemClock};
use crossterm::event::Event;
use ratatui::Terminal;
use ratatui::backend::{Backend, TestBackend};
use std::sync::Arc;
use std::time::Duration;

/// Open the trainer; `quiz` is set when started as `mjref quiz` (straight into a quiz).
pub fn run(common: &Common, quiz: Option<&QuizArgs>) -> anyhow::Result<()> {
    // Everything that can fail on bad input fails here, before the terminal is touched.
    let mut app = App::new(common, quiz, seed_or_clock(quiz.and_then(|q| q.seed)))?;
    app.settings.color = colour_wanted();
    attach_default_store(&mut app);
    run_app(&mut app)
}

/// The learner's store from the default profile and data directory, where one can be
/// found; the trainer works without one and says progress is not saved.
fn attach_default_store(app: &mut App) {
    // `main` hands over only the common options; --profile and --data-dir are read from
    // the same command line again.
    use clap::Parser;
    let study = crate::cli::Cli::try_parse()
        .map(|c| c.study)
        .unwrap_or_else(|_| StudyArgs::default_profile());
    attach(app, &study);
}

fn attach(app: &mut App, study: &StudyArgs) {
    match study.store() {
        Ok(store) => app.attach_store(store, Arc::new(SystemClock)),
        Err(e) => {
            app.learner.notice = Some(
                app.cat
                    .tr_args("study-not-saved", &[("reason", format!("{e:#}").into())]),
            );
        }
    }
}

/// `mjref study`: straight into a study mode, with the chosen profile.
pub fn run_study(common: &Common, study: &StudyArgs, args: &StudyCommand) -> anyhow::Result<()> {
    let mut app = App::new(common, None, seed_or_clock(None))?;
    app.settings.color = colour_wanted();
    attach_store_or_fail(&mut app, study)?;
    app.study_by_parts = !args.choice;
    app.start_study(args.mode.into());
    run_app(&mut app)
}

/// `mjref club join`: a club quiz in the trainer, answers saved to the profile.
pub fn run_club(
    common: &Common,
    study: &StudyArgs,
    ruleset: Ruleset,
    club: Club,
    name: &str,
) -> anyhow::Result<()> {
    let common = Common {
        ruleset: ruleset.meta.id.clone(),
        ..common.clone()
    };
    let mut app = App::new(&common, None, seed_or_clock(None))?;
    app.ruleset = ruleset;
    app.settings.color = colour_wanted();
    attach(&mut app, study);
    app.start_club(club, name);
    run_app(&mut app)
}

/// `mjref club present`: the presenter on a projector; nothing is saved.
pub fn run_present(common: &Common, ruleset: Ruleset, club: Club) -> anyhow::Result<()> {
    let common = Common {
        ruleset: ruleset.meta.id.clone(),
        ..common.clone()
    };
    let mut app = App::new(&common, None, 0)?;
    app.ruleset = ruleset;
    app.settings.color = colour_wanted();
    app.present(club);
    run_app(&mut app)
}

/// A store that cannot be read is an error before the terminal is touched, so that the
/// message stays readable.
fn attach_store_or_fail(app: &mut App, study: &StudyArgs) -> anyhow::Result<()> {
    let store: Store = study.store()?;
    app.attach_store(store, Arc::new(SystemClock));
    if app.learner.store.is_none() {
        anyhow::bail!(app.learner.notice.clone().unwrap_or_default());
    }
    Ok(())
}

/// How often the screen is drawn again without a key press (the club timer).
const TICK: Duration = Duration::from_millis(250);

fn run_app(app: &mut App) -> anyhow::Result<()> {
    let mut term = terminal::enter()?;
    let result = run_loop(&mut term, app, || {
        if crossterm::event::poll(TICK)? {
            crossterm::event::read().map(Some).map_err(Into::into)
        } else {
            Ok(Some(Event::FocusGained))
        }
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
