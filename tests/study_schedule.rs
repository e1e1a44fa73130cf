//! The scheduler with a clock that moves only when told: what each study mode asks, how
//! answers move the reviews (FSRS), and that the same answers at the same times give the
//! same schedule.

use chrono::Duration;
use mjref::rules::{Ruleset, builtin};
use mjref::study::schedule::{self, StudyMode, items, next, record};
use mjref::study::{AnswerKind, Clock, Item, ManualClock, Outcome, Progress};

/// 2026-01-05 09:00:00 UTC.
const MONDAY: i64 = 1_767_603_600;

fn ruleset() -> Ruleset {
    builtin::load("millington").expect("known").expect("loads")
}

fn answer(p: &mut Progress, clock: &ManualClock, item: &Item, score: f64, mode: StudyMode) {
    let outcome = Outcome {
        item: item.clone(),
        seed: 1,
        kind: AnswerKind::Parts,
        score,
        millis: 4_000,
    };
    record(p, &outcome, clock.now(), mode.schedules());
}

#[test]
fn new_mode_goes_through_the_cases_in_order() {
    let r = ruleset();
    let clock = ManualClock::at_unix(MONDAY);
    let mut p = Progress::default();
    let all = items(&r);
    for expected in all.iter().take(5) {
        let item = next(&p, &r, StudyMode::New, clock.now(), None).expect("a new case");
        assert_eq!(&item, expected);
        answer(&mut p, &clock, &item, 1.0, StudyMode::New);
        clock.advance(Duration::seconds(30));
    }
    assert_eq!(schedule::new_count(&p, &r), all.len() - 5);
}

#[test]
fn nothing_is_due_before_anything_is_studied() {
    let r = ruleset();
    let clock = ManualClock::at_unix(MONDAY);
    let p = Progress::default();
    assert_eq!(next(&p, &r, StudyMode::Due, clock.now(), None), None);
    assert_eq!(next(&p, &r, StudyMode::Mistakes, clock.now(), None), None);
    assert_eq!(schedule::due_count(&p, &r, clock.now()), 0);
}

#[test]
fn a_right_answer_is_reviewed_later_than_a_wrong_one() {
    let r = ruleset();
    let clock = ManualClock::at_unix(MONDAY);
    let mut p = Progress::default();
    let all = items(&r);
    let (good, bad) = (&all[0], &all[all.len() - 1]);
    answer(&mut p, &clock, good, 1.0, StudyMode::New);
    answer(&mut p, &clock, bad, 0.0, StudyMode::New);
    let due = |item: &Item| p.cards[&item.case_key()].due;
    assert!(due(good) > due(bad), "{} vs {}", due(good), due(bad));
    // A miss comes back within minutes; a first right answer not before then either.
    assert!(due(bad) <= clock.now() + Duration::minutes(10));
    assert!(due(good) > clock.now());

    // Right away, nothing is due; once the clock passes the miss's due time, it is.
    assert_eq!(next(&p, &r, StudyMode::Due, clock.now(), None), None);
    clock.advance(Duration::minutes(10));
    assert_eq!(
        next(&p, &r, StudyMode::Due, clock.now(), None).as_ref(),
        Some(bad)
    );
    // Much later both are due, the longer overdue first.
    clock.advance(Duration::days(30));
    assert!(schedule::due_count(&p, &r, clock.now()) >= 2);
    assert_eq!(
        next(&p, &r, StudyMode::Due, clock.now(), None).as_ref(),
        Some(bad)
    );
}

#[test]
fn intervals_grow_with_each_right_review() {
    let r = ruleset();
    let clock = ManualClock::at_unix(MONDAY);
    let mut p = Progress::default();
    let item = items(&r)[3].clone();
    let mut last_gap = Duration::zero();
    for _ in 0..5 {
        answer(&mut p, &clock, &item, 1.0, StudyMode::Due);
        let due = p.cards[&item.case_key()].due;
        let gap = due - clock.now();
        assert!(gap >= last_gap, "{gap} after {last_gap}");
        last_gap = gap;
        clock.set(due);
    }
    assert!(last_gap >= Duration::days(7), "{last_gap}");
}

#[test]
fn partial_credit_is_graded_between_right_and_wrong() {
    let r = ruleset();
    let clock = ManualClock::at_unix(MONDAY);
    let all = items(&r);
    let due_after = |score: f64| {
        let mut p = Progress::default();
        answer(&mut p, &clock, &all[0], 1.0, StudyMode::New);
        let first = p.cards[&all[0].case_key()].due;
        clock.set(first);
        answer(&mut p, &clock, &all[0], score, StudyMode::Due);
        let due = p.cards[&all[0].case_key()].due;
        clock.set(chrono::DateTime::from_timestamp(MONDAY, 0).expect("valid"));
        due
    };
    let (wrong, half, right) = (due_after(0.0), due_after(0.75), due_after(1.0));
    assert!(wrong < half && half < right, "{wrong} {half} {right}");
}

#[test]
fn mistakes_are_cleared_by_answering_right() {
    let r = ruleset();
    let clock = ManualClock::at_unix(MONDAY);
    let mut p = Progress::default();
    let all = items(&r);
    answer(&mut p, &clock, &all[2], 0.0, StudyMode::New);
    clock.advance(Duration::minutes(1));
    answer(&mut p, &clock, &all[5], 0.5, StudyMode::New);
    assert_eq!(schedule::mistake_count(&p, &r), 2);
    // The oldest miss first.
    assert_eq!(
        next(&p, &r, StudyMode::Mistakes, clock.now(), None),
        Some(all[2].clone())
    );
    // Not the same case twice in a row while another is waiting.
    assert_eq!(
        next(&p, &r, StudyMode::Mistakes, clock.now(), Some(&all[2])),
        Some(all[5].clone())
    );
    answer(&mut p, &clock, &all[2], 1.0, StudyMode::Mistakes);
    assert_eq!(
        next(&p, &r, StudyMode::Mistakes, clock.now(), None),
        Some(all[5].clone())
    );
    answer(&mut p, &clock, &all[5], 1.0, StudyMode::Mistakes);
    assert_eq!(next(&p, &r, StudyMode::Mistakes, clock.now(), None), None);
}

#[test]
fn cram_ignores_the_schedule_and_leaves_it_alone() {
    let r = ruleset();
    let clock = ManualClock::at_unix(MONDAY);
    let mut p = Progress::default();
    let all = items(&r);
    answer(&mut p, &clock, &all[0], 1.0, StudyMode::New);
    answer(&mut p, &clock, &all[7], 0.0, StudyMode::New);
    let cards = p.cards.clone();
    // Nothing is due yet, but cram asks anyway: the mistake first, then the unseen.
    let first = next(&p, &r, StudyMode::Cram, clock.now(), None).expect("something");
    assert_eq!(first, all[7]);
    answer(&mut p, &clock, &first, 1.0, StudyMode::Cram);
    let second = next(&p, &r, StudyMode::Cram, clock.now(), Some(&first)).expect("something");
    assert_eq!(second, all[1], "the first case never asked");
    // The answers are in the history, the mistake is cleared, the schedule is untouched.
    assert_eq!(p.answers.len(), 3);
    assert_eq!(schedule::mistake_count(&p, &r), 0);
    assert_eq!(p.cards, cards);
}

#[test]
fn the_same_answers_at_the_same_times_give_the_same_schedule() {
    let r = ruleset();
    let run = || {
        let clock = ManualClock::at_unix(MONDAY);
        let mut p = Progress::default();
        for (i, item) in items(&r).iter().enumerate().take(12) {
            answer(&mut p, &clock, item, (i % 3) as f64 / 2.0, StudyMode::New);
            clock.advance(Duration::hours(5));
        }
        p
    };
    assert_eq!(run(), run());
}

#[test]
fn the_scheduler_does_not_care_which_ruleset() {
    for id in builtin::IDS {
        let r = builtin::load(id).expect("known").expect("loads");
        let clock = ManualClock::at_unix(MONDAY);
        let mut p = Progress::default();
        let first = next(&p, &r, StudyMode::New, clock.now(), None).expect("a case");
        assert_eq!(first.ruleset, *id);
        answer(&mut p, &clock, &first, 0.0, StudyMode::New);
        assert_eq!(
            next(&p, &r, StudyMode::Mistakes, clock.now(), None),
            Some(first)
        );
    }
}
