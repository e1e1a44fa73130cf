//! Prints one line per article and seed: a hash of the generated scenario's RON text and
//! the ruling the engine gives it. Run before and after a change that should not alter
//! generated scenarios or rulings, and compare the two outputs with `diff`:
//!
//!     cargo run --release --example scenario_fingerprints > before.txt
//!
//! `SEEDS=N` sets the seeds per article (100 by default).

use mjref::rules::{builtin, judge};
use mjref::situations::generate;

/// FNV-1a: a stable hash that does not depend on the platform or the Rust version.
fn fnv(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

fn main() {
    let seeds: u64 = std::env::var("SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    for id in builtin::IDS {
        let Some(Ok(ruleset)) = builtin::load(id) else {
            eprintln!("{id}: does not load");
            continue;
        };
        for article in &ruleset.articles {
            for seed in 0..seeds {
                let line = match generate(&ruleset, &article.id, seed) {
                    Ok(g) => {
                        let ron = g.scenario.to_ron();
                        let ruling = match judge(&ruleset, &g.scenario) {
                            Ok(j) => format!("{} {} {:?}", j.article, j.case, j.ruling),
                            Err(e) => format!("error: {e}"),
                        };
                        format!("{:016x} {ruling}", fnv(&ron))
                    }
                    Err(e) => format!("does not generate: {e}"),
                };
                println!("{id} {} {seed} {line}", article.id);
            }
        }
    }
}
