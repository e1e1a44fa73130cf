//! Saving one answer to the progress store, with a short history and with a long one.
//! Budget (issue 27): the same time with 100 answers behind it as with 100,000 (within
//! noise). Loading the whole history at start is timed too, for the record: it grows
//! with the history, and is paid once a session.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use mjref::study::{
    AnswerKind, Clock, Item, Learner, ManualClock, Outcome, Progress, Saved, Store, schedule,
};
use std::hint::black_box;

/// 2026-01-05 09:00:00 UTC.
const MONDAY: i64 = 1_767_603_600;

fn outcome(i: usize) -> Outcome {
    Outcome {
        item: Item::new("millington", &format!("MIL-{}", 66 + i % 20), "a-case"),
        seed: i as u64,
        kind: AnswerKind::Choice,
        score: (i % 3) as f64 / 2.0,
        millis: 1000,
    }
}

/// A history of `answers` answers a few minutes apart.
fn history(clock: &ManualClock, answers: usize) -> Progress {
    let mut p = Progress::default();
    for i in 0..answers {
        schedule::record(&mut p, &outcome(i), clock.now(), true);
        clock.advance(chrono::Duration::minutes(3));
    }
    p
}

fn saves(c: &mut Criterion) {
    let mut g = c.benchmark_group("progress store");
    for answers in [100, 100_000] {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let clock = ManualClock::at_unix(MONDAY);
        let store = Store::new(dir.path(), "bench").expect("a valid profile");
        store
            .save(&history(&clock, answers), &clock)
            .expect("the history is saved");
        // Loading first: the saves below add to the history.
        g.bench_function(format!("load, {answers} answers"), |b| {
            b.iter_batched(
                || store.clone(),
                |s| black_box(s.load(&clock).expect("loads").progress.answers.len()),
                BatchSize::SmallInput,
            )
        });
        let (mut learner, _) = Learner::load(store.clone(), &clock).expect("loads");
        let mut i = answers;
        g.bench_function(format!("save one answer, {answers} before it"), |b| {
            b.iter(|| {
                i += 1;
                clock.advance(chrono::Duration::seconds(40));
                learner.record(&outcome(i), clock.now(), true);
                assert!(matches!(learner.save(&clock), Saved::Saved));
            })
        });
    }
    g.finish();
}

criterion_group!(benches, saves);
criterion_main!(benches);
