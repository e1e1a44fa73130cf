//! Entering and leaving the full-screen terminal, including on a panic: a panic message
//! printed in raw mode on the alternate screen would be lost and leave the shell broken.

use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use std::io::{Stdout, stdout};

pub fn enter() -> anyhow::Result<Terminal<CrosstermBackend<Stdout>>> {
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
