//! Hot paths with criterion: generating and judging questions.
//! Budgets (issue 2): generate + judge one question ≤ 50 µs; one question frame ≤ 1 ms.

use criterion::{Criterion, criterion_group, criterion_main};
use mjref::quiz::make_question;
use mjref::rules::{builtin, judge};
use mjref::situations::generate;
use std::hint::black_box;

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

criterion_group!(benches, questions, question_frame);
criterion_main!(benches);
