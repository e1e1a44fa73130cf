//! The study, statistics, part-by-part, club and presenter screens: snapshots at 80x24
//! and 120x40, and how they answer keys. The clock is a `ManualClock`, the progress is
//! built in the test, the rulesets have the articles they had when the snapshots were
//! recorded (tests/support), and the only files touched are in a temporary directory.

mod support;

use chrono::Duration;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use mjref::setup::{Options, Profile, RulesChoice};
use mjref::study::club::{Club, Settings, score_check};
use mjref::study::parts::Part;
use mjref::study::{
    AnswerKind, Clock, Item, ManualClock, Outcome, Progress, Store, StudyMode, schedule,
};
use mjref::tiles::TileStyle;
use mjref::tui::{Action, App, Screen, frame_text, handle_event, update};
use std::sync::Arc;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];
/// 2026-01-05 09:00:00 UTC.
const MONDAY: i64 = 1_767_603_600;

fn common(ruleset: &str) -> Options {
    Options {
        rules: RulesChoice {
            ruleset: ruleset.into(),
            rules_dir: None,
            card: None,
            lang: mjref::i18n::Lang::En,
        },
        tiles: Some(TileStyle::Ascii),
        profile: Profile::default(),
    }
}

fn app(ruleset: &str) -> (App, Arc<ManualClock>) {
    let mut app = App::new(&common(ruleset), None, 5).expect("the built-in ruleset loads");
    app.set_ruleset(support::pinned(ruleset));
    app.ruleset_ids = vec![ruleset.into()];
    let clock = Arc::new(ManualClock::at_unix(MONDAY));
    app.clock = clock.clone();
    (app, clock)
}

/// A fortnight of answers on both rulesets, some right, some wrong, some half right.
fn history(clock: &ManualClock) -> Progress {
    let mut p = Progress::default();
    for id in ["american", "millington", "mcr"] {
        let r = support::pinned(id);
        for (i, item) in schedule::items(&r).iter().enumerate().take(14) {
            let outcome = Outcome {
                item: item.clone(),
                seed: i as u64,
                kind: AnswerKind::Parts,
                score: [1.0, 0.5, 0.0, 1.0, 0.75][i % 5],
                millis: 3_000 + 1_000 * (i as u64 % 7),
            };
            schedule::record(&mut p, &outcome, clock.now(), true);
            clock.advance(Duration::hours(23));
        }
    }
    p
}

fn text(app: &App, w: u16, h: u16) -> String {
    let t = frame_text(app, w, h);
    assert!(
        !t.contains('⟦'),
        "a message is missing from the catalogue:\n{t}"
    );
    let cuts = support::cut_short(&t, w, app.cat.lang().code(), &app.ruleset);
    assert!(cuts.is_empty(), "cut at {w}x{h}:\n{}\n{t}", cuts.join("\n"));
    t.lines().map(str::trim_end).collect::<Vec<_>>().join("\n")
}

fn snap(name: &str, app: &App) {
    for (w, h) in SIZES {
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), text(app, w, h));
    }
}

fn press(app: &mut App, code: KeyCode) {
    handle_event(
        app,
        &crossterm::event::Event::Key(KeyEvent::new(code, KeyModifiers::NONE)),
    );
}

fn club(ruleset: &str, s: Settings) -> Club {
    let r = support::pinned(ruleset);
    Club::create(&r, &s).expect("valid settings")
}

fn settings(count: u8, seconds: u16, pass: u8) -> Settings {
    Settings {
        edition: None,
        articles: String::new(),
        count,
        seed: 21,
        seconds,
        pass,
    }
}

#[test]
fn study_screen() {
    let (mut app, clock) = app("millington");
    app.learner.progress = history(&clock);
    update(&mut app, Action::Digit(3));
    assert_eq!(app.screen(), Screen::Study);
    update(&mut app, Action::Down);
    snap("study", &app);
}

#[test]
fn stats_screen() {
    let (mut app, clock) = app("millington");
    app.learner.progress = history(&clock);
    update(&mut app, Action::Digit(4));
    assert_eq!(app.screen(), Screen::Stats);
    update(&mut app, Action::Down);
    snap("stats", &app);
}

#[test]
fn stats_screen_empty() {
    let (mut app, _) = app("american");
    update(&mut app, Action::Digit(4));
    snap("stats_empty", &app);
}

/// A study session on a mistake with payments in figures, part by part.
fn building_with_figures() -> (App, Arc<ManualClock>) {
    let (mut app, clock) = app("millington");
    let item = Item::new("millington", "MIL-83", "exposed");
    schedule::record(
        &mut app.learner.progress,
        &Outcome {
            item,
            seed: 0,
            kind: AnswerKind::Parts,
            score: 0.0,
            millis: 1,
        },
        clock.now(),
        true,
    );
    app.start_study(StudyMode::Mistakes);
    (app, clock)
}

fn part_on_screen(app: &App) -> Option<Part> {
    let b = app.quiz.as_ref()?.asked()?.building.as_ref()?;
    Some(b.sheet.parts.get(b.step)?.part)
}

fn right_option(app: &App) -> usize {
    let b = app
        .quiz
        .as_ref()
        .and_then(|q| q.asked())
        .and_then(|a| a.building.as_ref())
        .expect("building");
    b.sheet.parts[b.step].correct
}

#[test]
fn building_the_ruling_part_by_part() {
    let (mut app, _) = building_with_figures();
    assert_eq!(app.screen(), Screen::Question);
    assert_eq!(part_on_screen(&app), Some(Part::Players));
    snap("parts_first", &app);
    // The right players, the right tiles, the right payments…
    for _ in 0..3 {
        let n = right_option(&app);
        update(&mut app, Action::Digit(u8::try_from(n + 1).expect("small")));
    }
    assert_eq!(part_on_screen(&app), Some(Part::Amounts));
    // …then a figure typed, a slip corrected.
    for d in [1, 5, 9] {
        update(&mut app, Action::Digit(d));
    }
    update(&mut app, Action::Backspace);
    update(&mut app, Action::Digit(0));
    snap("parts_figures", &app);
}

#[test]
fn a_part_answer_is_checked_and_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut app, clock) = app("millington");
    let store = Store::new(dir.path(), "dee").expect("valid");
    app.attach_store(store.clone(), clock.clone());
    let item = Item::new("millington", "MIL-83", "exposed");
    schedule::record(
        &mut app.learner.progress,
        &Outcome {
            item,
            seed: 0,
            kind: AnswerKind::Parts,
            score: 0.0,
            millis: 1,
        },
        clock.now(),
        true,
    );
    app.start_study(StudyMode::Mistakes);
    clock.advance(Duration::seconds(12));
    // Players wrong, everything else right.
    let mut first = true;
    while let Some(part) = part_on_screen(&app) {
        if part == Part::Amounts {
            let b = app
                .quiz
                .as_ref()
                .and_then(|q| q.asked())
                .and_then(|a| a.building.as_ref())
                .expect("building");
            let figures: Vec<u32> = b.sheet.parts[b.step]
                .transfers
                .iter()
                .map(|t| t.amount.expect("a figure"))
                .collect();
            for f in figures {
                for c in f.to_string().chars() {
                    press(&mut app, KeyCode::Char(c));
                }
                press(&mut app, KeyCode::Enter);
            }
            continue;
        }
        let right = right_option(&app);
        let pick = if first { (right + 1) % 2 } else { right };
        first = false;
        update(
            &mut app,
            Action::Digit(u8::try_from(pick + 1).expect("small")),
        );
    }
    let asked = app.quiz.as_ref().and_then(|q| q.asked()).expect("asked");
    let answer = asked.answer.as_ref().expect("answered");
    let parts = answer.parts.as_ref().expect("part by part");
    assert!(!parts.correct);
    assert!(!parts.parts[0].right);
    assert!(parts.parts[1..].iter().all(|p| p.right));
    snap("parts_answered", &app);

    let saved = store.load(clock.as_ref()).expect("loads").progress;
    let last = saved.answers.last().expect("saved");
    assert_eq!(last.kind, AnswerKind::Parts);
    assert_eq!(last.article, "MIL-83");
    assert_eq!(last.millis, 12_000);
    assert!(last.score > 0.5 && last.score < 1.0, "{}", last.score);
}

#[test]
fn backspace_goes_back_a_part() {
    let (mut app, _) = building_with_figures();
    update(&mut app, Action::Digit(2));
    assert_eq!(part_on_screen(&app), Some(Part::Tiles));
    update(&mut app, Action::Backspace);
    assert_eq!(part_on_screen(&app), Some(Part::Players));
    let shown = app.quiz.as_ref().and_then(|q| q.shown()).expect("shown");
    assert_eq!(shown.cursor, 1, "the part given is under the cursor again");
}

#[test]
fn study_modes_start_from_the_study_screen() {
    let (mut app, clock) = app("american");
    app.learner.progress = Progress::default();
    update(&mut app, Action::Digit(3));
    // Nothing is due yet: the summary says so.
    update(&mut app, Action::Enter);
    assert_eq!(app.screen(), Screen::Summary);
    let note = app
        .quiz
        .as_ref()
        .and_then(|q| q.note.clone())
        .expect("a note");
    assert!(note.contains("no review is due"), "{note}");
    snap("study_nothing_due", &app);
    // New articles: a question, multiple choice when chosen so.
    update(&mut app, Action::Enter);
    update(&mut app, Action::Digit(3));
    update(&mut app, Action::Tab);
    update(&mut app, Action::Digit(2));
    assert_eq!(app.screen(), Screen::Question);
    let asked = app.quiz.as_ref().and_then(|q| q.asked()).expect("asked");
    assert!(asked.building.is_none());
    let first = schedule::items(&app.ruleset)[0].clone();
    assert_eq!(asked.question.article, first.article);
    assert_eq!(asked.question.judgement.case, first.case);
    let right = asked.question.correct_index();
    clock.advance(Duration::seconds(4));
    update(
        &mut app,
        Action::Digit(u8::try_from(right + 1).expect("small")),
    );
    assert_eq!(app.learner.progress.answers.len(), 1);
    assert!(app.learner.progress.cards.contains_key(&first.case_key()));
}

#[test]
fn stats_enter_drills_the_weakest_article() {
    let (mut app, clock) = app("american");
    app.learner.progress = history(&clock);
    update(&mut app, Action::Digit(4));
    let weakest = mjref::study::stats::compute(&app.learner.progress, None).articles[0].clone();
    update(&mut app, Action::Enter);
    assert_eq!(app.screen(), Screen::Question);
    assert_eq!(app.ruleset.meta.id, weakest.ruleset);
    let q = app.quiz.as_ref().expect("a quiz");
    assert_eq!(
        q.session.plan().map(|p| &p.mode),
        Some(&mjref::quiz::session::Mode::Drill(weakest.article.clone()))
    );
}

#[test]
fn club_question_with_its_timer() {
    let (mut app, clock) = app("american");
    app.start_club(club("american", settings(3, 30, 0)), "Ann");
    clock.advance(Duration::seconds(12));
    assert_eq!(app.seconds_left(), Some(18));
    snap("club_question", &app);
    // The time runs out with no key pressed: the question counts as wrong.
    clock.advance(Duration::seconds(19));
    update(&mut app, Action::Tick);
    let asked = app.quiz.as_ref().and_then(|q| q.asked()).expect("asked");
    let answer = asked.answer.as_ref().expect("timed out");
    assert!(answer.late && !answer.verdict.correct);
    snap("club_timed_out", &app);
}

#[test]
fn club_score_card() {
    let (mut app, clock) = app("american");
    let c = club("american", settings(3, 0, 60));
    let code = c.code.clone();
    app.start_club(c, "Ann");
    let mut right = 0;
    for i in 0..3 {
        let q = &app
            .quiz
            .as_ref()
            .and_then(|q| q.asked())
            .expect("asked")
            .question;
        let pick = if i == 1 {
            (q.correct_index() + 1) % q.choices.len()
        } else {
            right += 1;
            q.correct_index()
        };
        clock.advance(Duration::seconds(5));
        // An exam goes straight on to the next question.
        update(
            &mut app,
            Action::Digit(u8::try_from(pick + 1).expect("small")),
        );
    }
    assert_eq!(app.screen(), Screen::ScoreCard);
    let t = text(&app, 80, 24);
    assert!(t.contains(&score_check(&code, right, "Ann")), "{t}");
    assert!(t.contains("Passed"), "{t}");
    snap("club_score_card", &app);
    // Club answers are history, not reviews.
    assert_eq!(app.learner.progress.answers.len(), 3);
    assert!(app.learner.progress.cards.is_empty());
}

#[test]
fn presenter_reveals_on_a_key() {
    let (mut app, _) = app("millington");
    app.present(club("millington", settings(3, 0, 0)));
    assert_eq!(app.screen(), Screen::Presenter);
    snap("presenter", &app);
    update(&mut app, Action::Enter);
    assert!(app.presenter.as_ref().is_some_and(|p| p.revealed));
    snap("presenter_revealed", &app);
    update(&mut app, Action::Enter);
    let p = app.presenter.as_ref().expect("presenting");
    assert_eq!((p.index, p.revealed), (1, false));
    update(&mut app, Action::Left);
    assert_eq!(app.presenter.as_ref().map(|p| p.index), Some(0));
    update(&mut app, Action::Back);
    assert_eq!(app.screen(), Screen::Home);
}

#[test]
fn a_damaged_progress_file_is_named_on_the_home_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut app, clock) = app("american");
    let store = Store::new(dir.path(), "eve").expect("valid");
    std::fs::create_dir_all(store.path.parent().expect("folder")).expect("mkdir");
    std::fs::write(&store.path, b"{oops").expect("writes");
    app.attach_store(store, clock);
    let t = text(&app, 120, 40);
    assert!(t.contains("eve.sqlite3.corrupt-20260105T090000Z"), "{t}");
    assert!(
        dir.path()
            .join("profiles/eve.sqlite3.corrupt-20260105T090000Z")
            .exists()
    );
}

#[test]
fn the_big_digits_read_as_numbers() {
    let rows = mjref::tui::big_number(10);
    assert_eq!(rows[0], " ██ ███");
    assert_eq!(rows[4], "  █ ███");
}

#[test]
fn screens_draw_what_was_worked_out_when_they_opened() {
    let (mut app, clock) = app("millington");
    app.learner.progress = history(&clock);
    update(&mut app, Action::Digit(4));
    let answers = app.learner.progress.answers.len();
    assert_eq!(
        app.stats.as_ref().map(|s| s.total.answers as usize),
        Some(answers)
    );
    let before = text(&app, 120, 40);
    // The history changes under an open screen: the screen shows it once opened again.
    app.learner.progress.answers.truncate(3);
    assert_eq!(text(&app, 120, 40), before);
    update(&mut app, Action::Back);
    update(&mut app, Action::Digit(4));
    assert_ne!(text(&app, 120, 40), before);

    app.present(club("millington", settings(2, 0, 0)));
    let p = app.presenter.as_ref().expect("presenting");
    let q = p.question.as_ref().expect("a question");
    assert_eq!(p.options.len(), q.choices.len());
    assert!(
        !p.reasons.is_empty(),
        "the reasons are ready before the reveal"
    );
}

/// With nothing due, the study screen and the Due mode say when the next review is; the
/// new cases are counted as cases, with the articles they span.
#[test]
fn nothing_due_says_when_the_next_review_is() {
    let (mut app, clock) = app("american");
    let mut p = Progress::default();
    let first = schedule::items(&app.ruleset)[0].clone();
    let outcome = Outcome {
        item: first,
        seed: 1,
        kind: AnswerKind::Choice,
        score: 1.0,
        millis: 3_000,
    };
    schedule::record(&mut p, &outcome, clock.now(), true);
    app.learner.progress = p;
    let cases = schedule::items(&app.ruleset).len() - 1;
    let articles = app.ruleset.articles.len();
    update(&mut app, Action::Digit(3));
    let screen = text(&app, 80, 24);
    assert!(screen.contains("the next review is in"), "{screen}");
    assert!(
        screen.contains(&format!("{cases} cases waiting, in {articles} articles")),
        "{screen}"
    );
    update(&mut app, Action::Enter);
    let note = app
        .quiz
        .as_ref()
        .and_then(|q| q.note.clone())
        .expect("a note");
    assert!(note.contains("The next review is in"), "{note}");
}

#[test]
fn until_rounds_up_in_minutes_then_hours_then_days() {
    use schedule::{Until, until};
    let now = chrono::DateTime::from_timestamp(MONDAY, 0).expect("a time");
    // Due in a minute is not "in 1 hour" (issue 31, section 2).
    assert_eq!(until(now, now + Duration::seconds(40)), Until::Minutes(1));
    assert_eq!(until(now, now + Duration::minutes(5)), Until::Minutes(5));
    assert_eq!(until(now, now + Duration::minutes(60)), Until::Hours(1));
    assert_eq!(until(now, now + Duration::minutes(61)), Until::Hours(2));
    assert_eq!(until(now, now + Duration::hours(30)), Until::Days(2));
    assert_eq!(until(now, now + Duration::days(3)), Until::Days(3));
}

/// After the last answer the presenter ends on a screen that says so and how the room
/// checks its scores; ← goes back to the last question.
#[test]
fn presenter_ends_on_an_end_screen() {
    let (mut app, _) = app("millington");
    let c = club("millington", settings(2, 0, 0));
    let code = c.text();
    app.present(c);
    for _ in 0..3 {
        update(&mut app, Action::Enter);
    }
    let p = app.presenter.as_ref().expect("presenting");
    assert_eq!((p.index, p.revealed, p.finished), (1, true, false));
    update(&mut app, Action::Enter);
    assert!(app.presenter.as_ref().is_some_and(|p| p.finished));
    snap("presenter_end", &app);
    let t = text(&app, 80, 24);
    assert!(t.contains("End of the quiz"), "{t}");
    let words = t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains(&format!("mjref club verify {code}")), "{t}");
    update(&mut app, Action::Left);
    let p = app.presenter.as_ref().expect("presenting");
    assert_eq!((p.index, p.finished), (1, false));
    update(&mut app, Action::Right);
    update(&mut app, Action::Enter);
    assert_eq!(app.screen(), Screen::Home);
}

/// The handout and the projector number the story's events alike, as the question
/// screen does: the room can say "event 12" and mean one event.
#[test]
fn handout_and_presenter_number_events_alike() {
    use mjref::quiz::narrative::{KEEP_LAST, Told, question_story};
    let (mut app, _) = app("american");
    let c = club("american", settings(4, 0, 0));
    let handout = mjref::study::club::handout::build(&app.cat, &app.ruleset, &c, TileStyle::Ascii)
        .expect("a handout");
    app.present(c.clone());
    for (i, sheet) in handout.sheets.iter().enumerate() {
        let p = app.presenter.as_ref().expect("presenting");
        assert_eq!(p.story, sheet.story, "question {}", i + 1);
        let q = c
            .question(&app.ruleset, i as u32)
            .expect("a question")
            .expect("built");
        let screen = question_story(&app.cat, &app.ruleset, &q, TileStyle::Ascii, KEEP_LAST)
            .expect("a story");
        for told in &sheet.story {
            if let Told::Line { n, text } = told {
                assert_eq!(&screen.lines[n - 1], text, "question {} line {n}", i + 1);
            }
        }
        assert!(
            sheet.story.iter().any(|t| matches!(t, Told::Left { .. })) || screen.lines.len() < 12,
            "a long story is cut on paper"
        );
        update(&mut app, Action::Enter);
        update(&mut app, Action::Enter);
    }
}

/// The projector shows the table and counts the club's time down (issue 31, section 2:
/// it showed neither, and the screen never changed).
#[test]
fn the_presenter_shows_the_table_and_counts_down() {
    let (mut app, clock) = app("millington");
    app.present(club("millington", settings(2, 60, 0)));
    let t = text(&app, 120, 40);
    assert!(t.contains("seconds left"), "{t}");
    assert!(t.contains(&app.cat.tr("tui-table-walls")), "no table:\n{t}");
    clock.advance(chrono::Duration::seconds(45));
    let now = clock.now();
    assert_eq!(
        app.presenter.as_ref().and_then(|p| p.seconds_left(now)),
        Some(15)
    );
    snap("presenter_counting_down", &app);
    update(&mut app, Action::Enter);
    let t = text(&app, 120, 40);
    assert!(
        !t.contains("seconds left"),
        "the answer is shown: no countdown\n{t}"
    );
}
