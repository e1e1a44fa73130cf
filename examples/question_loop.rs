//! Makes questions in a loop, for a profiler and for checking that a change to the
//! questions changed nothing a learner sees. For each article: the time a question took
//! on average, and a hash of every question's scenario, ruling and options.
//!
//!     cargo run --release --example question_loop -- MIL-61 MCR-SC-03   # some articles
//!     cargo run --release --example question_loop                      # every article
//!
//! `SEEDS=N` sets the questions per article (200 by default). Under a profiler:
//! `valgrind --tool=callgrind target/release/examples/question_loop MIL-61`.

use mjref::quiz::make_question;
use mjref::rules::builtin;
use std::time::Instant;

/// FNV-1a: a stable hash that does not depend on the platform or the Rust version.
fn fnv(h: u64, text: &str) -> u64 {
    text.bytes()
        .fold(h, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

fn main() {
    let seeds: u64 = std::env::var("SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let only: Vec<String> = std::env::args().skip(1).collect();
    for id in builtin::IDS {
        let Some(Ok(ruleset)) = builtin::load(id) else {
            eprintln!("{id}: does not load");
            continue;
        };
        for article in &ruleset.articles {
            if !only.is_empty() && !only.contains(&article.id) {
                continue;
            }
            // Timed apart from the hashing, which costs more than a question.
            let start = Instant::now();
            for seed in 1..=seeds {
                std::hint::black_box(make_question(&ruleset, &article.id, seed).ok());
            }
            let micros = start.elapsed().as_secs_f64() * 1e6 / seeds as f64;
            let mut hash = 0xcbf2_9ce4_8422_2325;
            for seed in 1..=seeds {
                let text = match make_question(&ruleset, &article.id, seed) {
                    Ok(q) => format!("{:?}{:?}{:?}", q.scenario, q.judgement.ruling, q.choices),
                    Err(e) => e.to_string(),
                };
                hash = fnv(hash, &text);
            }
            println!("{:<12} {hash:016x} {micros:>8.1} µs", article.id);
        }
    }
}
