//! Reading a club's deck (issue 31, section 1, point 4: 1,000 cases in one file took
//! 13.9 s and 2.7 GB, each case copying the whole file). Budget: time and memory in step
//! with the deck's size, so a deck ten times as long takes about ten times as long and
//! holds about ten times as much.
//!
//! Time: criterion, reading 100 and 1,000 cases. Memory: the peak resident memory of a
//! process that reads a deck of 250, 1,000 and 4,000 cases and nothing else (this bench
//! run again as a child, `DECK_BENCH_CHILD=<cases>`), printed beside the size of the
//! file.

use criterion::{Criterion, criterion_group};
use mjref::rules::builtin;
use mjref::scenario::deck::read_cases;
use std::hint::black_box;

const CHILD: &str = "DECK_BENCH_CHILD";

/// A deck of `n` cases: generated stories of the American articles, in turn.
fn deck(n: usize) -> String {
    let ruleset = builtin::load("american").expect("known").expect("loads");
    let stories: Vec<String> = ruleset
        .articles
        .iter()
        .take(8)
        .filter_map(|a| mjref::situations::generate(&ruleset, &a.id, 1).ok())
        .map(|g| g.scenario.to_ron())
        .collect();
    let mut out = String::from("[\n");
    for i in 0..n {
        out.push_str(&stories[i % stories.len()]);
        out.push_str(",\n");
    }
    out.push_str("]\n");
    out
}

fn reading(c: &mut Criterion) {
    let mut g = c.benchmark_group("deck reading");
    g.sample_size(10);
    for n in [100, 1000] {
        let text = deck(n);
        g.bench_function(format!("{n} cases"), |b| {
            b.iter(|| read_cases("deck.ron", black_box(&text)).expect("reads"))
        });
    }
    g.finish();
}

/// Peak resident memory of this process so far, in KiB.
fn peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

fn memory() {
    println!("deck reading, peak resident memory of a process that reads one deck:");
    for n in [250, 1000, 4000] {
        let out = std::process::Command::new(std::env::current_exe().expect("this bench"))
            .env(CHILD, n.to_string())
            .output()
            .expect("the child runs");
        print!("{}", String::from_utf8_lossy(&out.stdout));
    }
}

criterion_group!(benches, reading);

fn main() {
    if let Some(n) = std::env::var(CHILD).ok().and_then(|n| n.parse().ok()) {
        let text = deck(n);
        let before = peak_kib();
        let cases = read_cases("deck.ron", &text).expect("reads");
        println!(
            "  {n:>5} cases, {:>6} KiB of text: peak {:>7} KiB ({} KiB before reading)",
            text.len() / 1024,
            peak_kib(),
            before
        );
        black_box(cases);
        return;
    }
    benches();
    memory();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
}
