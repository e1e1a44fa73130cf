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
use mjref::rng::fnv1a;
use mjref::rules::builtin;
use std::time::Instant;

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
            // Every question's text, hashed with the project's stable hash.
            let mut all = String::new();
            for seed in 1..=seeds {
                let text = match make_question(&ruleset, &article.id, seed) {
                    Ok(q) => format!("{:?}{:?}{:?}", q.scenario, q.judgement.ruling, q.choices),
                    Err(e) => e.to_string(),
                };
                all.push_str(&text);
            }
            let hash = fnv1a(all.as_bytes());
            println!("{:<12} {hash:016x} {micros:>8.1} µs", article.id);
        }
    }
}
