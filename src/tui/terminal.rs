//! Entering and leaving the full-screen terminal, including on a panic: a panic message
//! printed in raw mode on the alternate screen would be lost and leave the shell broken.

use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use std::io::{IsTerminal, Stdout, stdout};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Refuse to draw where nothing can show it: input or output that is not a terminal
/// (a pipe, a file, no terminal at all), or a terminal that says it cannot draw.
fn check_terminal() -> Result<(), crate::setup::SetupError> {
    use crate::setup::{NoTerminal, SetupError};
    if !std::io::stdin().is_terminal() || !stdout().is_terminal() {
        return Err(SetupError::NoTerminal(NoTerminal::NotATerminal));
    }
    if std::env::var("TERM").is_ok_and(|t| t == "dumb") {
        return Err(SetupError::NoTerminal(NoTerminal::Dumb));
    }
    Ok(())
}

/// The signals that end the trainer (terminate, hang up, interrupt, quit), noted in one
/// value the event loop looks at on every tick: 0 none, else the signal's number.
pub fn watch_signals() -> Arc<AtomicUsize> {
    let caught = Arc::new(AtomicUsize::new(0));
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
        // A signal that cannot be watched ends the program as it always did.
        if let Ok(mut signals) =
            signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])
        {
            let flag = Arc::clone(&caught);
            std::thread::spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    flag.store(usize::try_from(signal).unwrap_or(1), Ordering::Relaxed);
                    // The event loop ends on its next tick. A terminal that hung up can
                    // keep it from ticking (its input reads end after end): then end here.
                    std::thread::sleep(GRACE);
                    let _ = leave();
                    std::process::exit(128 + signal);
                }
            });
        }
    }
    caught
}

/// How long the event loop has to end by itself after a signal.
const GRACE: std::time::Duration = std::time::Duration::from_millis(1500);

/// The signal caught, if one was.
pub fn caught(flag: &AtomicUsize) -> Option<i32> {
    match flag.load(Ordering::Relaxed) {
        0 => None,
        n => i32::try_from(n).ok(),
    }
}

pub fn enter() -> anyhow::Result<Terminal<CrosstermBackend<Stdout>>> {
    check_terminal()?;
    install_panic_hook();
    enable_raw_mode()?;
    if let Err(e) = execute!(stdout(), EnterAlternateScreen) {
        let _ = leave();
        return Err(e.into());
    }
    match Terminal::new(CrosstermBackend::new(stdout())) {
        Ok(mut t) => {
            let _ = t.hide_cursor();
            Ok(t)
        }
        Err(e) => {
            let _ = leave();
            Err(e.into())
        }
    }
}

pub fn leave() -> anyhow::Result<()> {
    disable_raw_mode()?;
    execute!(stdout(), LeaveAlternateScreen, crossterm::cursor::Show)?;
    Ok(())
}

fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = leave();
        previous(info);
    }));
}
