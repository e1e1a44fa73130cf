//! Hot paths with criterion: generating and judging questions.
//! Budgets: generate + judge + options of one question ≤ 200 µs for every article (issue
//! 27); one question frame ≤ 1 ms (issue 2). After criterion's figures, a table of every
//! article's mean over a run of seeds beside its budget; the run fails if one is over.

use criterion::{Criterion, criterion_group};
use mjref::quiz::make_question;
use mjref::rules::{builtin, judge};
use mjref::situations::generate;
use std::hint::black_box;
use std::time::{Duration, Instant};

fn questions(c: &mut Criterion) {
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known").expect("loads");
        for article in &ruleset.articles {
            let mut seed = 0u64;
            c.bench_function(&format!("generate+judge+options {}", article.id), |b| {
                b.iter(|| {
                    seed = seed.wrapping_add(1);
                    // A seed whose every draw misses the moment is skipped, as the trainer
                    // would skip it; the time it took still counts.
                    black_box(make_question(&ruleset, &article.id, seed).ok())
                })
            });
        }
    }
    let ruleset = builtin::load("american").expect("known").expect("loads");
    let scenario = generate(&ruleset, "AM-DEAL-02", 7)
        .expect("generates")
        .scenario;
    c.bench_function("judge only AM-DEAL-02", |b| {
        b.iter(|| black_box(judge(&ruleset, &scenario).expect("judges")))
    });
}

/// Budget (issue 2): drawing one frame of the question screen at 120x40 ≤ 1 ms.
fn question_frame(c: &mut Criterion) {
    use mjref::setup::{Options, Profile, QuizRequest, RulesChoice};
    use ratatui::{Terminal, backend::TestBackend};
    let common = Options {
        rules: RulesChoice {
            ruleset: "american".into(),
            rules_dir: None,
            card: None,
            lang: mjref::i18n::Lang::En,
        },
        tiles: Some(mjref::tiles::TileStyle::Ascii),
        profile: Profile::default(),
    };
    let quiz = QuizRequest {
        question: None,
        article: Some("AM-DEAL-02".into()),
        seed: Some(7),
        count: 10,
        referee_view: true,
        edition: None,
    };
    let app = mjref::tui::App::new(&common, Some(&quiz), 7).expect("app");
    let mut terminal = match Terminal::new(TestBackend::new(120, 40)) {
        Ok(t) => t,
        Err(e) => match e {},
    };
    c.bench_function("draw question screen 120x40", |b| {
        b.iter(|| {
            let Ok(frame) = terminal.draw(|f| mjref::tui::draw(f, &app));
            black_box(frame.area)
        })
    });
}

/// The budget of one question: generating its story, judging it and choosing its options.
const QUESTION_BUDGET: Duration = Duration::from_micros(200);

/// Every article's mean time for a question over a run of seeds (after a few to warm
/// up, as a session makes one after another), each beside the budget.
fn budget_table() -> bool {
    const WARM: u64 = 50;
    const SEEDS: u64 = 500;
    let mut over = Vec::new();
    println!("\ngenerate + judge + options, mean of {SEEDS} seeds, budget {QUESTION_BUDGET:?}");
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known").expect("loads");
        for article in &ruleset.articles {
            for seed in 0..WARM {
                black_box(make_question(&ruleset, &article.id, u64::MAX - seed).ok());
            }
            let start = Instant::now();
            for seed in 1..=SEEDS {
                black_box(make_question(&ruleset, &article.id, seed).ok());
            }
            let mean = start.elapsed() / SEEDS as u32;
            let ok = mean <= QUESTION_BUDGET;
            println!(
                "  {:<12} {:>7.1} µs  {}",
                article.id,
                mean.as_secs_f64() * 1e6,
                if ok { "ok" } else { "OVER" }
            );
            if !ok {
                over.push(article.id.clone());
            }
        }
    }
    if over.is_empty() {
        println!("every article within the budget");
    } else {
        println!("over the budget: {}", over.join(", "));
    }
    over.is_empty()
}

criterion_group!(benches, questions, question_frame);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    if !budget_table() {
        std::process::exit(1);
    }
}
