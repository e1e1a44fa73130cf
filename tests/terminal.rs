//! The trainer in a real terminal (tmux): it gives the terminal back as it found it
//! whatever ends it, and refuses to draw where there is no terminal.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// One tmux session on a server of its own: tests run side by side, and a server shared
/// between them exits when its last session is killed, which races the next test's
/// `new-session` (it then finds no server and the session is never made).
struct Tmux {
    socket: String,
    session: String,
}

impl Tmux {
    /// Start `script` in a new detached session of `width`x`height`.
    fn start(session: &str, width: u16, height: u16, script: &str) -> Tmux {
        let tmux = Tmux {
            socket: session.to_string(),
            session: session.to_string(),
        };
        let (width, height) = (width.to_string(), height.to_string());
        let out = tmux.command(&[
            "new-session",
            "-d",
            "-s",
            session,
            "-x",
            &width,
            "-y",
            &height,
            script,
        ]);
        assert!(
            out.status.success(),
            "{session}: tmux did not start the session: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        tmux
    }

    fn command(&self, args: &[&str]) -> std::process::Output {
        Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .expect("tmux runs")
    }

    fn pane(&self) -> String {
        self.pane_with(&[])
    }

    /// The pane with `extra` capture options (e.g. history lines).
    fn pane_with(&self, extra: &[&str]) -> String {
        let mut args = vec!["capture-pane", "-p"];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["-t", &self.session]);
        String::from_utf8_lossy(&self.command(&args).stdout).into_owned()
    }

    fn send(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", self.session.as_str()];
        args.extend_from_slice(keys);
        self.command(&args);
    }

    /// Close the window: the terminal hangs up under what runs in it.
    fn close(&self) {
        self.command(&["kill-server"]);
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.close();
    }
}

/// tmux, or the reason the terminal tests cannot run; CI must have it.
fn have_tmux() -> bool {
    let found = Command::new("tmux").arg("-V").output().is_ok();
    assert!(
        found || std::env::var_os("CI").is_none(),
        "the terminal tests need tmux: install it (CI installs it in .ci/run)"
    );
    if !found {
        eprintln!("skipped: the terminal tests need tmux, which is not installed");
    }
    found
}

fn wait_for(what: impl Fn() -> bool, limit: Duration) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if what() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    what()
}

/// Start the trainer in a tmux session of 80x24, its data and settings in `dir`, then
/// `after` in the same shell; returns the session and the trainer's pid once its screen
/// is up.
fn start_trainer(session: &str, dir: &Path, after: &str) -> (Tmux, String) {
    // These tests read English, whatever language this machine is set to.
    start_trainer_in(session, dir, "MJREF_LANG=en", after)
}

/// `start_trainer` with `env` (NAME=value …) set for the trainer.
fn start_trainer_in(session: &str, dir: &Path, env: &str, after: &str) -> (Tmux, String) {
    let pid_file = dir.join(format!("{session}.pid"));
    let script = format!(
        "sh -c 'echo $$ > {pid}; exec env {env} MJREF_DATA_DIR={data} MJREF_CONFIG_DIR={data} {bin}'{after}",
        pid = pid_file.display(),
        data = dir.display(),
        bin = env!("CARGO_BIN_EXE_mjref"),
    );
    let tmux = Tmux::start(session, 80, 24, &script);
    assert!(
        wait_for(|| tmux.pane().contains("mjref ·"), Duration::from_secs(10)),
        "{session}: the trainer did not start:\n{}",
        tmux.pane()
    );
    let pid = std::fs::read_to_string(&pid_file)
        .expect("pid written")
        .trim()
        .to_string();
    (tmux, pid)
}

#[cfg(unix)]
#[test]
fn every_signal_gives_the_terminal_back() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    for (name, number) in [("TERM", 15), ("HUP", 1), ("INT", 2), ("QUIT", 3)] {
        let session = format!("mjref-signal-{}-{name}", std::process::id());
        // After the trainer the shell shows how it ended and whether the terminal is back
        // in its usual (canonical, echoing) mode.
        let (tmux, pid) = start_trainer(
            &session,
            dir.path(),
            "; echo EXIT=$?; stty -a | tr ' ' '\\n' | grep -x -- '-\\?icanon'; sleep 30",
        );
        let pane = || tmux.pane();
        let killed = Command::new("kill")
            .args([format!("-{name}"), pid.clone()])
            .status()
            .expect("kill runs");
        assert!(killed.success());
        // The shell prints the exit code, then the terminal's mode: wait for the mode,
        // or a pane read between the two lines would find it missing.
        let ended = wait_for(
            || {
                let p = pane();
                p.contains("EXIT=") && p.lines().any(|l| matches!(l.trim(), "icanon" | "-icanon"))
            },
            Duration::from_secs(5),
        );
        let screen = pane();
        tmux.close();
        assert!(
            ended,
            "{name}: the trainer did not end, or the shell did not say the mode:\n{screen}"
        );
        assert!(
            screen.contains(&format!("EXIT={}", 128 + number)),
            "{name}: exit code\n{screen}"
        );
        assert!(
            screen.lines().any(|l| l.trim() == "icanon"),
            "{name}: the terminal is left raw\n{screen}"
        );
        assert!(
            !screen.contains("mjref ·"),
            "{name}: the trainer's screen is still up\n{screen}"
        );
    }
}

#[test]
fn without_a_terminal_the_trainer_says_to_use_plain() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .env("MJREF_DATA_DIR", dir.path())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("mjref quiz --plain"), "{err}");
    assert!(out.stdout.is_empty(), "nothing drawn into the output");
}

#[cfg(unix)]
#[test]
fn closing_the_terminal_ends_the_trainer() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let session = format!("mjref-hangup-{}", std::process::id());
    let (tmux, pid) = start_trainer(&session, dir.path(), "");
    tmux.close();
    let alive = || Path::new(&format!("/proc/{pid}")).exists();
    let ended = wait_for(|| !alive(), Duration::from_secs(10));
    if !ended {
        let _ = Command::new("kill").args(["-9", &pid]).status();
    }
    assert!(ended, "the trainer runs on after its terminal closed");
}

#[cfg(unix)]
#[test]
fn ctrl_c_in_a_plain_quiz_ends_it_with_the_summary_so_far() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let session = format!("mjref-plain-{}", std::process::id());
    let script = format!(
        "env MJREF_DATA_DIR={data} {bin} quiz --plain --count 3 --seed 2; echo EXIT=$?; sleep 30",
        data = dir.path().display(),
        bin = env!("CARGO_BIN_EXE_mjref"),
    );
    let tmux = Tmux::start(&session, 100, 30, &script);
    let pane = || tmux.pane_with(&["-S", "-200"]);
    assert!(
        wait_for(|| pane().contains("Your answer"), Duration::from_secs(10)),
        "no question:\n{}",
        pane()
    );
    tmux.send(&["1", "Enter"]);
    assert!(
        wait_for(|| pane().contains("Press Enter"), Duration::from_secs(10)),
        "no answer taken:\n{}",
        pane()
    );
    tmux.send(&["C-c"]);
    let ended = wait_for(|| pane().contains("EXIT="), Duration::from_secs(5));
    let screen = pane();
    tmux.close();
    assert!(ended, "the quiz did not end:\n{screen}");
    assert!(
        screen.contains("out of 1 asked") && screen.contains("EXIT=130"),
        "{screen}"
    );
}

/// The article search as a person types it: `a` opens the articles, `/` the search, and
/// letters that are keys elsewhere (q leaves, j moves) go into the search; Esc clears it,
/// a second Esc goes home, q then quits and the shell gets the terminal back.
#[test]
fn the_article_search_takes_what_is_typed() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let session = format!("mjref-search-{}", std::process::id());
    let (tmux, pid) = start_trainer(&session, dir.path(), "; echo EXIT=$?; sleep 30");
    let pane = || tmux.pane();
    let send = |keys: &[&str]| tmux.send(keys);
    send(&["a"]);
    let opened = wait_for(|| pane().contains("Articles ("), Duration::from_secs(5));
    send(&["/"]);
    send(&["-l", "joker q"]);
    let found = wait_for(|| pane().contains("/ joker q"), Duration::from_secs(5));
    let searching = pane();
    send(&["Escape"]);
    let cleared = wait_for(
        || pane().contains("Articles (") && !pane().contains("/ joker"),
        Duration::from_secs(5),
    );
    send(&["Escape"]);
    let home = wait_for(|| pane().contains("Practise"), Duration::from_secs(5));
    send(&["q"]);
    let ended = wait_for(|| pane().contains("EXIT=0"), Duration::from_secs(5));
    let last = pane();
    tmux.close();
    if !ended {
        let _ = Command::new("kill").args(["-9", &pid]).status();
    }
    assert!(
        opened && found,
        "the search did not take the text:\n{searching}"
    );
    assert!(searching.contains("Articles found"), "{searching}");
    assert!(cleared && home, "Esc did not clear, then go back:\n{last}");
    assert!(ended, "q did not quit:\n{last}");
}

/// A language chosen in the settings speaks at once and is there at the next start; the
/// locale decides only until one is chosen.
#[test]
fn the_language_chosen_in_the_settings_is_kept_for_the_next_start() {
    use mjref::i18n::{Catalog, Lang};
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let english = Catalog::for_lang(Lang::En);
    let czech = Catalog::for_lang(Lang::Cs);
    let polish = Catalog::for_lang(Lang::Pl);
    let session = format!("mjref-lang-{}", std::process::id());
    let env = "-u MJREF_LANG -u LC_ALL -u LC_MESSAGES LANG=pl_PL.UTF-8";
    let (tmux, pid) = start_trainer_in(&session, dir.path(), env, "; sleep 30");
    let pane = || tmux.pane();
    // The locale speaks first.
    let polish_home = wait_for(
        || pane().contains(&polish.tr("tui-menu-practise")),
        Duration::from_secs(5),
    );
    let first = pane();
    for keys in [&["s"][..], &["Down", "Down"], &["Right", "Right", "Right"]] {
        tmux.send(keys);
        std::thread::sleep(Duration::from_millis(300));
    }
    // Polish, then Russian, English, Czech: three steps right.
    let switched = wait_for(
        || pane().contains(&czech.tr("tui-settings-title")),
        Duration::from_secs(5),
    );
    let settings = pane();
    tmux.send(&["Escape"]);
    std::thread::sleep(Duration::from_millis(300));
    tmux.send(&["q"]);
    let ended = wait_for(
        || !Path::new(&format!("/proc/{pid}")).exists(),
        Duration::from_secs(5),
    );
    tmux.close();
    assert!(polish_home, "the locale's language first:\n{first}");
    assert!(
        switched,
        "the settings did not switch to Czech:\n{settings}"
    );
    assert!(ended, "q did not quit");
    let again = format!("{session}-again");
    let (tmux, _) = start_trainer_in(&again, dir.path(), env, "; sleep 30");
    let pane = || tmux.pane();
    let kept = wait_for(
        || pane().contains(&czech.tr("tui-menu-practise")),
        Duration::from_secs(5),
    );
    let home = pane();
    tmux.close();
    assert!(kept, "the language was not kept:\n{home}");
    assert!(!home.contains(&english.tr("tui-menu-practise")), "{home}");
}

/// Stopped from outside (`kill -TSTP`) and brought back with `fg` (issue 31, section 1,
/// point 6): while stopped the shell has its terminal in line mode; once back, the
/// trainer is raw again (a key acts at once, not echoed) and its screen is drawn whole.
#[cfg(unix)]
#[test]
fn stopped_and_continued_the_trainer_takes_the_terminal_back() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let session = format!("mjref-stop-{}", std::process::id());
    // An interactive shell, for job control; the trainer started from it.
    let tmux = Tmux::start(&session, 80, 24, "bash --norc --noprofile -i");
    let pid_file = dir.path().join("pid");
    tmux.send(&[
        &format!(
            "sh -c 'echo $$ > {pid}; exec env MJREF_LANG=en MJREF_DATA_DIR={data} MJREF_CONFIG_DIR={data} {bin}'",
            pid = pid_file.display(),
            data = dir.path().display(),
            bin = env!("CARGO_BIN_EXE_mjref"),
        ),
        "Enter",
    ]);
    let pane = || tmux.pane();
    let up = wait_for(|| pane().contains("mjref ·"), Duration::from_secs(10));
    assert!(up, "the trainer did not start:\n{}", pane());
    let pid = std::fs::read_to_string(&pid_file)
        .expect("pid written")
        .trim()
        .to_string();
    let stopped = Command::new("kill")
        .args(["-TSTP", &pid])
        .status()
        .expect("kill runs");
    assert!(stopped.success());
    // The shell is back: its prompt, in line mode.
    let shell_back = wait_for(
        || !pane().contains("mjref ·") && pane().contains("Stopped"),
        Duration::from_secs(5),
    );
    let while_stopped = pane();
    assert!(
        shell_back,
        "the shell did not get the terminal back:\n{while_stopped}"
    );
    tmux.send(&["clear; fg", "Enter"]);
    let redrawn = wait_for(|| pane().contains("mjref ·"), Duration::from_secs(5));
    let after = pane();
    assert!(
        redrawn,
        "the trainer's screen was not drawn again:\n{after}"
    );
    assert!(
        !after.contains("clear; fg"),
        "the shell's lines show through the trainer's screen:\n{after}"
    );
    // Raw again: `q` quits at once, with no Enter and no `q` echoed.
    tmux.send(&["q"]);
    let quit = wait_for(
        || !Path::new(&format!("/proc/{pid}")).exists(),
        Duration::from_secs(5),
    );
    let end = pane();
    tmux.close();
    assert!(quit, "q did not quit: the terminal is not raw again\n{end}");
}
