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
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

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

/// What the signals watched have asked of the event loop, which looks on every tick.
#[derive(Clone, Default)]
pub struct Signals {
    /// A signal that ends the trainer (terminate, hang up, interrupt, quit): 0 none,
    /// else its number.
    ended: Arc<AtomicUsize>,
    /// The trainer was stopped and has been continued: the terminal is raw and on the
    /// alternate screen again, and the whole screen must be drawn anew.
    resumed: Arc<AtomicBool>,
}

impl Signals {
    /// Whether the trainer came back from a stop since the last look.
    pub fn take_resumed(&self) -> bool {
        self.resumed.swap(false, Ordering::Relaxed)
    }
}

/// Watch the signals that end the trainer, and those that stop and continue it
/// (`kill -TSTP`, then `fg`): on a stop the terminal is given back as it was found
/// before the trainer stops; on continuing it is taken again and the screen redrawn,
/// so that keys are not echoed over it in line mode.
pub fn watch_signals() -> Signals {
    let signals = Signals::default();
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
        // A signal that cannot be watched ends the program as it always did.
        if let Ok(mut watched) = signal_hook::iterator::Signals::new([
            SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT,
        ]) {
            let seen = signals.clone();
            std::thread::spawn(move || {
                for signal in watched.forever() {
                    match signal {
                        SIGTSTP => {
                            let _ = leave();
                            // Stop as the signal would have stopped the program; this
                            // returns once the program is continued.
                            let _ = signal_hook::low_level::emulate_default_handler(SIGTSTP);
                            retake(&seen);
                        }
                        // Continued after a stop that was not ours to see (SIGSTOP): the
                        // shell may have put the terminal back in line mode meanwhile.
                        SIGCONT => retake(&seen),
                        _ => {
                            seen.ended
                                .store(usize::try_from(signal).unwrap_or(1), Ordering::Relaxed);
                            // The event loop ends on its next tick. A terminal that hung
                            // up can keep it from ticking (its input reads end after
                            // end): then end here.
                            std::thread::sleep(GRACE);
                            let _ = leave();
                            std::process::exit(128 + signal);
                        }
                    }
                }
            });
        }
    }
    signals
}

/// Take the terminal again after a stop: raw, on the alternate screen, cursor hidden;
/// the event loop redraws everything.
#[cfg(unix)]
fn retake(signals: &Signals) {
    let _ = enable_raw_mode();
    let _ = execute!(stdout(), EnterAlternateScreen, crossterm::cursor::Hide);
    signals.resumed.store(true, Ordering::Relaxed);
}

/// How long the event loop has to end by itself after a signal.
const GRACE: std::time::Duration = std::time::Duration::from_millis(1500);

/// The signal that ends the trainer, if one was caught.
pub fn caught(signals: &Signals) -> Option<i32> {
    match signals.ended.load(Ordering::Relaxed) {
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
