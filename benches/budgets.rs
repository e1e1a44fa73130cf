//! Whole-program budgets from issue 2, measured on the release build:
//! - the binary starting and rendering its first frame ≤ 30 ms;
//! - peak memory of a quiz session ≤ 20 MB.
//!
//! Prints each figure beside its budget; exits non-zero if one is over.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_mjref");

fn startup() -> Duration {
    let mut times: Vec<Duration> = (0..40)
        .map(|_| {
            let t = Instant::now();
            let out = Command::new(BIN)
                .arg("--print-first-frame")
                .output()
                .expect("mjref runs");
            assert!(
                out.status.success() && !out.stdout.is_empty(),
                "first frame rendered"
            );
            t.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

/// Peak resident memory (VmHWM) of a 200-question plain quiz, read while the process
/// waits for its last answer, so the whole session has run.
fn quiz_peak_kib() -> u64 {
    const QUESTIONS: usize = 200;
    let mut child = Command::new(BIN)
        .args([
            "quiz",
            "--plain",
            "--seed",
            "1",
            "--count",
            &QUESTIONS.to_string(),
            "--referee-view",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("mjref runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    for i in 0..QUESTIONS - 1 {
        writeln!(stdin, "{}", 1 + i % 3).expect("answer");
    }
    stdin.flush().expect("flush");
    let mut prompts = 0;
    let mut reader = BufReader::new(stdout);
    let mut buf = Vec::new();
    // Prompts end without a newline; count them as they stream.
    while prompts < QUESTIONS {
        buf.clear();
        let n = reader.read_until(b':', &mut buf).expect("read");
        if n == 0 {
            break;
        }
        if buf.ends_with(b"Your answer (1-4):") || buf.ends_with(b"Your answer (1-3):") {
            prompts += 1;
        }
    }
    std::thread::sleep(Duration::from_millis(50));
    let status =
        std::fs::read_to_string(format!("/proc/{}/status", child.id())).expect("proc status");
    let kib = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .expect("VmHWM");
    drop(stdin);
    let _ = child.wait();
    kib
}

fn main() {
    // `cargo bench` passes --bench; nothing to parse.
    let start = startup();
    let peak = quiz_peak_kib();
    let rows = [
        (
            "start + first frame (median of 40)",
            format!("{:.1} ms", start.as_secs_f64() * 1e3),
            "30 ms",
            start <= Duration::from_millis(30),
        ),
        (
            "quiz session peak memory (200 questions)",
            format!("{:.1} MB", peak as f64 / 1024.0),
            "20 MB",
            peak <= 20 * 1024,
        ),
    ];
    let mut over = false;
    for (what, got, budget, ok) in rows {
        println!(
            "{what:<44} {got:>10}   budget {budget:<6} {}",
            if ok { "ok" } else { "OVER" }
        );
        over |= !ok;
    }
    if over {
        std::process::exit(1);
    }
}
