//! MCR fan calculator throughput on a fixed set of varied winning hands: the first
//! 1,000 hands of the committed differential sample (melds, kongs, special hands, flags,
//! flowers). Budget (issue 4): ≥ 1,000,000 hands per second per core for the calculator
//! alone. Reported with and without parsing, and with the fan list built.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mjref::analysis::mcr::{
    Hand, MeldedAndConcealedKong, Settings, WinContext, parse_hand, score, total,
};
use mjref::tiles::Wind;
use std::hint::black_box;

const SAMPLE: &str = include_str!("../tests/data/mcr/differential.txt");
const HANDS: usize = 1000;

fn context(keys: &str) -> WinContext {
    let mut ctx = WinContext::default();
    for w in keys.split_whitespace() {
        let (k, v) = w.split_once('=').expect("key=value");
        let wind = match v {
            "S" => Wind::South,
            "W" => Wind::West,
            "N" => Wind::North,
            _ => Wind::East,
        };
        match k {
            "self_drawn" => ctx.self_drawn = v == "1",
            "last_tile" => ctx.last_tile = v == "1",
            "kong" => ctx.kong = v == "1",
            "wall_last" => ctx.wall_last = v == "1",
            "prevalent" => ctx.prevalent = wind,
            "seat" => ctx.seat = wind,
            "flowers" => ctx.flowers = v.parse().expect("flowers"),
            _ => panic!("key {k}"),
        }
    }
    ctx
}

fn hands() -> Vec<(&'static str, Hand, WinContext)> {
    SAMPLE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(HANDS)
        .map(|l| {
            let input = l.split('\t').next().expect("input");
            let (text, keys) = input.split_once(' ').unwrap_or((input, ""));
            (text, parse_hand(text).expect("parses"), context(keys))
        })
        .collect()
}

fn calculator(c: &mut Criterion) {
    let hands = hands();
    let settings = Settings {
        melded_and_concealed_kong: MeldedAndConcealedKong::Five,
        ..Settings::default()
    };
    let mut g = c.benchmark_group("mcr");
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("total, calculator only", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for (_, hand, ctx) in &hands {
                sum += total(black_box(hand), ctx, &settings).expect("a win");
            }
            sum
        })
    });
    g.bench_function("score with fan list", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for (_, hand, ctx) in &hands {
                sum += score(black_box(hand), ctx, &settings).expect("a win").total;
            }
            sum
        })
    });
    g.bench_function("parse + total", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for (text, _, ctx) in &hands {
                let hand = parse_hand(black_box(text)).expect("parses");
                sum += total(&hand, ctx, &settings).expect("a win");
            }
            sum
        })
    });
    g.bench_function("parse only", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for (text, ..) in &hands {
                n += parse_hand(black_box(text))
                    .expect("parses")
                    .concealed()
                    .len();
            }
            n
        })
    });
    g.finish();
}

/// `mjref mcr fan --batch` as a whole process, over a fixed file: the sample's hands
/// over and over to 60,000 lines, as a program handing mjref a file of hands would.
/// Compared with an earlier build by running both on the same file (see the note of
/// issue 27).
fn batch(c: &mut Criterion) {
    const LINES: usize = 60_000;
    let inputs: Vec<&str> = SAMPLE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split('\t').next())
        .collect();
    let mut text = String::new();
    for line in inputs.iter().cycle().take(LINES) {
        text.push_str(line);
        text.push('\n');
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("hands.txt");
    std::fs::write(&file, &text).expect("the file of hands is written");
    let mut g = c.benchmark_group("mcr fan --batch");
    g.sample_size(10);
    g.measurement_time(std::time::Duration::from_secs(8));
    g.throughput(Throughput::Elements(LINES as u64));
    g.bench_function("60,000 hands, whole process", |b| {
        b.iter(|| {
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_mjref"))
                .args([
                    "mcr",
                    "fan",
                    "--batch",
                    "--ties",
                    "--melded-and-concealed-kong",
                    "5",
                ])
                .stdin(std::fs::File::open(&file).expect("the file of hands opens"))
                .output()
                .expect("mjref runs");
            assert!(out.status.success(), "the batch ran");
            out.stdout.len()
        })
    });
    g.finish();
}

criterion_group!(benches, calculator, batch);
criterion_main!(benches);
