//! The American card matcher with criterion.
//! Budget (issue 3): matching one hand against the whole practice card ≤ 10 µs.

use criterion::{Criterion, criterion_group, criterion_main};
use mjref::analysis::american::{Card, Exposure, Hand, distances, exposure_fits, match_hand};
use std::hint::black_box;

fn hand(text: &str) -> Hand {
    Hand::parse(text).expect("bench hand parses")
}

fn matcher(c: &mut Criterion) {
    let card = Card::practice();
    let hands = [
        // Completes a year hand, jokerless.
        (
            "complete",
            hand("Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd"),
        ),
        // Completes a run with jokers and two exposures.
        (
            "exposed",
            hand("Fl Fl 1c 1c 1c 2b 2b JK [3d JK 3d] [Rd Rd Rd]"),
        ),
        // A jumble that completes nothing.
        ("miss", hand("1b 3c 5d 7b 9c Nw Ew Rd Gd Fl JK 2b 4c 6d")),
        // Many jokers keep more readings alive.
        ("jokers", hand("JK JK JK JK 5b 5b 5c 5c 5c 5c 5d 5d Fl Fl")),
    ];
    for (name, h) in &hands {
        c.bench_function(&format!("match_hand practice card ({name})"), |b| {
            b.iter(|| black_box(match_hand(card, black_box(h))))
        });
    }
    for (name, h) in &hands {
        c.bench_function(&format!("distances practice card ({name})"), |b| {
            b.iter(|| black_box(distances(card, black_box(h))))
        });
    }
    let kong = Exposure::parse("6b 6b JK 6b").expect("exposure");
    let others = [Exposure::parse("Gd Gd Gd").expect("exposure")];
    c.bench_function("exposure_fits practice card", |b| {
        b.iter(|| black_box(exposure_fits(card, black_box(&kong), &others)))
    });
    c.bench_function("parse practice card", |b| {
        b.iter(|| {
            black_box(Card::parse(
                mjref::analysis::american::PRACTICE_FILE,
                black_box(mjref::analysis::american::PRACTICE_TEXT),
            ))
        })
    });
}

criterion_group!(benches, matcher);
criterion_main!(benches);
