//! A test-taker who never reads the table must not do much better than chance (issue 14).
//! Over 800 questions a ruleset (twenty seeds of 40, as `quiz --plain` draws them: with
//! three seeds, 120 questions, one question is nearly a point, and adding an article
//! moved a figure by a point or more without any option text changing), four
//! blind strategies pick an option from its words alone: the longest, the shortest, the
//! one sharing most words with the others, and "strike out every option that names a
//! role instead of a seat, pick among the rest"; and, since about one question in ten is
//! a trap whose answer is that nothing irregular happened, "pick the option saying so
//! where there is one". Ties are shared: a strategy left with k
//! options, the right one among them, scores 1/k. Each must stay at or under 30% (chance
//! is 25% with four options). `cargo test --test blind_strategies -- --nocapture` prints
//! the figures.

use mjref::i18n::Catalog;
use mjref::quiz::Question;
use mjref::quiz::session::{Mode, Plan};
use mjref::rules::builtin;
use std::collections::BTreeSet;

const SEEDS: [u64; 20] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
];
const PER_SEED: u32 = 40;
const MAX_PERCENT: f64 = 30.0;

/// The words a role is written with where no seat holds it: what a blind test-taker
/// strikes out.
const ROLE_KEYS: [&str; 10] = [
    "role-offender",
    "role-caller",
    "role-called",
    "role-winner",
    "role-discarder",
    "role-each-offender",
    "role-each-injured",
    "role-each-other-loser",
    "role-each-intact",
    "role-other-player",
];

fn words(s: &str) -> BTreeSet<String> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The share of the right answer among the options a strategy keeps.
fn score(keep: &[usize], correct: usize, all: usize) -> f64 {
    if keep.is_empty() {
        return 1.0 / all as f64;
    }
    if keep.contains(&correct) {
        1.0 / keep.len() as f64
    } else {
        0.0
    }
}

fn best_by(values: &[f64]) -> Vec<usize> {
    let top = values.iter().copied().fold(f64::MIN, f64::max);
    (0..values.len()).filter(|i| values[*i] == top).collect()
}

struct Tally {
    questions: usize,
    longest: f64,
    shortest: f64,
    shared: f64,
    fewest_shared: f64,
    strike: f64,
    allowed: f64,
}

fn blind(cat: &Catalog, q: &Question, roles: &[String], lawful: &str, t: &mut Tally) {
    let texts = q.option_texts(cat);
    let n = texts.len();
    let correct = q.correct_index();
    let lengths: Vec<f64> = texts.iter().map(|t| t.chars().count() as f64).collect();
    let negated: Vec<f64> = lengths.iter().map(|l| -l).collect();
    let sets: Vec<BTreeSet<String>> = texts.iter().map(|t| words(t)).collect();
    let shared: Vec<f64> = (0..n)
        .map(|i| {
            (0..n)
                .filter(|j| *j != i)
                .map(|j| sets[i].intersection(&sets[j]).count() as f64)
                .sum()
        })
        .collect();
    let unstruck: Vec<usize> = (0..n)
        .filter(|i| !roles.iter().any(|r| texts[*i].contains(r.as_str())))
        .collect();
    t.questions += 1;
    t.longest += score(&best_by(&lengths), correct, n);
    t.shortest += score(&best_by(&negated), correct, n);
    t.shared += score(&best_by(&shared), correct, n);
    let unshared: Vec<f64> = shared.iter().map(|x| -x).collect();
    t.fewest_shared += score(&best_by(&unshared), correct, n);
    t.strike += score(&unstruck, correct, n);
    let allowed: Vec<usize> = (0..n).filter(|i| texts[*i].starts_with(lawful)).collect();
    t.allowed += score(&allowed, correct, n);
}

#[test]
fn blind_strategies_do_not_beat_chance() {
    let cat = Catalog::english();
    let roles: Vec<String> = ROLE_KEYS.iter().map(|k| cat.tr(k)).collect();
    let lawful = cat.tr("ruling-lawful");
    let mut failures = Vec::new();
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        let mut t = Tally {
            questions: 0,
            longest: 0.0,
            shortest: 0.0,
            shared: 0.0,
            fewest_shared: 0.0,
            strike: 0.0,
            allowed: 0.0,
        };
        for seed in SEEDS {
            let plan = Plan {
                mode: Mode::Everything,
                seed,
                count: PER_SEED,
                edition: None,
            };
            for i in 0..PER_SEED {
                if let Some(Ok(q)) = plan.question(&ruleset, i) {
                    blind(&cat, &q, &roles, &lawful, &mut t);
                }
            }
        }
        assert!(t.questions >= 700, "{id}: only {} questions", t.questions);
        let pct = |x: f64| 100.0 * x / t.questions as f64;
        let figures = [
            ("longest", pct(t.longest)),
            ("shortest", pct(t.shortest)),
            ("most shared words", pct(t.shared)),
            ("fewest shared words", pct(t.fewest_shared)),
            ("strike out roles", pct(t.strike)),
            ("\"no irregularity\" if offered", pct(t.allowed)),
        ];
        println!(
            "{id} ({} questions): {}",
            t.questions,
            figures
                .iter()
                .map(|(name, p)| format!("{name} {p:.1}%"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        for (name, p) in figures {
            if p > MAX_PERCENT {
                failures.push(format!("{id}: {name} is right {p:.1}% of the time"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
