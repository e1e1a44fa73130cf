//! Hot paths with criterion: generating and judging questions.
//! Budget (issue 2): generate + judge one question ≤ 50 µs.

use criterion::{Criterion, criterion_group, criterion_main};
use mjref::quiz::make_question;
use mjref::rules::{builtin, judge};
use mjref::scenario::generate::generate;
use std::hint::black_box;

fn questions(c: &mut Criterion) {
    let ruleset = builtin::load("american").expect("known").expect("loads");
    for article in &ruleset.articles {
        let mut seed = 0u64;
        c.bench_function(&format!("generate+judge+options {}", article.id), |b| {
            b.iter(|| {
                seed = seed.wrapping_add(1);
                black_box(make_question(&ruleset, &article.id, seed).expect("question"))
            })
        });
    }
    let scenario = generate(&ruleset, "AM-DEAL-02", 7)
        .expect("generates")
        .scenario;
    c.bench_function("judge only AM-DEAL-02", |b| {
        b.iter(|| black_box(judge(&ruleset, &scenario).expect("judges")))
    });
}

criterion_group!(benches, questions);
criterion_main!(benches);
