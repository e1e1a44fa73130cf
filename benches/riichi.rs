//! Riichi hand calculator throughput on the committed differential sample (EMA 2016
//! settings): the first 1,000 hands, complete or not, with their flags and dora. The
//! differential tool times the calculator against its oracle on the same hands in one
//! run; this measures the calculator alone, with and without parsing.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mjref::analysis::riichi::{Hand, Settings, WinContext, batch, parse_hand, score};
use std::hint::black_box;

const SAMPLE: &str = include_str!("../tests/data/riichi/differential-ema2016.txt");
const HANDS: usize = 1000;

fn hands() -> Vec<(String, Hand, WinContext)> {
    SAMPLE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(HANDS)
        .map(|l| {
            let input = l.split('\t').next().expect("input");
            let (hand, ctx) = batch::parse_line(input).expect("reads");
            let text = input
                .split_whitespace()
                .take_while(|w| !w.contains('='))
                .collect::<Vec<_>>()
                .join(" ");
            (text, hand, ctx)
        })
        .collect()
}

fn calculator(c: &mut Criterion) {
    let hands = hands();
    let settings = Settings::default();
    let mut g = c.benchmark_group("riichi");
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("score", |b| {
        b.iter(|| {
            for (_, hand, ctx) in &hands {
                let _ = black_box(score(black_box(hand), ctx, &settings));
            }
        })
    });
    g.bench_function("parse_and_score", |b| {
        b.iter(|| {
            for (text, _, ctx) in &hands {
                let hand = parse_hand(black_box(text)).expect("parses");
                let _ = black_box(score(&hand, ctx, &settings));
            }
        })
    });
    g.finish();
}

criterion_group!(benches, calculator);
criterion_main!(benches);
