use super::*;
use crate::quiz::parts::{Given, Part};
use crate::rules::builtin;
use crate::study::club::{Club, Settings};
use crate::study::{AnswerKind, ManualClock, Saved, Store, StudyMode};
use chrono::Duration;

/// 2026-01-05 09:00:00 UTC.
const MONDAY: i64 = 1_767_603_600;

fn ruleset(id: &str) -> Arc<Ruleset> {
    Arc::new(builtin::load(id).expect("known").expect("loads"))
}

fn session(source: Source, id: &str) -> (Session, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::at_unix(MONDAY));
    let s = Session::new(
        source,
        ruleset(id),
        Arc::new(Catalog::english()),
        clock.clone(),
    );
    (s, clock)
}

fn plan(mode: Mode, count: u32) -> Source {
    Source::Plan(Plan {
        mode,
        seed: 7,
        count,
        edition: None,
    })
}

fn club(seconds: u16, pass: u8) -> Source {
    let r = ruleset("american");
    let settings = Settings {
        edition: None,
        articles: String::new(),
        count: 2,
        seed: 21,
        seconds,
        pass,
    };
    let c = Club::create(&r, &settings).expect("valid settings");
    Source::Club(Box::new(ClubRun::new(c, "Ann")))
}

fn question(s: &Session) -> &Question {
    &s.asked().expect("a question is dealt").question
}

fn right(s: &Session) -> usize {
    question(s).correct_index()
}

fn wrong(s: &Session) -> usize {
    (right(s) + 1) % question(s).choices.len()
}

#[test]
fn a_plan_deals_its_questions_then_finishes() {
    let (mut s, _) = session(plan(Mode::Everything, 2), "millington");
    let learner = Learner::default();
    assert!(s.current().is_none(), "nothing before the first next");
    let p = s.plan().cloned().expect("a plan");
    for i in 0..2 {
        assert_eq!(s.next(&learner), Dealt::Question);
        assert_eq!(s.index(), i);
        let (article, seed) = p.pick(s.ruleset(), i).expect("picked");
        assert_eq!(
            (question(&s).article.clone(), question(&s).seed),
            (article, seed)
        );
    }
    assert_eq!(s.next(&learner), Dealt::Finished);
    assert_eq!(s.index(), 1, "the last question stays on view");
}

#[test]
fn a_choice_is_checked_tallied_and_recorded_once() {
    let (mut s, clock) = session(plan(Mode::Drill("MIL-83".into()), 3), "millington");
    let mut learner = Learner::default();
    s.next(&learner);
    clock.advance(Duration::milliseconds(4_250));
    let n = question(&s).choices.len();
    assert!(
        matches!(s.choose(&mut learner, n), Took::Nothing),
        "no such option"
    );
    let r = right(&s);
    assert!(matches!(
        s.choose(&mut learner, r),
        Took::Answered(Saved::Nowhere)
    ));
    let answer = s.asked().and_then(|a| a.answer.as_ref()).expect("answered");
    assert!(answer.verdict.correct && !answer.late);
    assert_eq!(answer.chosen, Some(r));
    assert_eq!(answer.explanation[0], "Right.");
    assert!(matches!(s.choose(&mut learner, r), Took::Nothing), "final");
    assert_eq!((s.tally().asked, s.tally().right), (1, 1));
    let last = learner.progress.answers.last().expect("recorded");
    assert_eq!(learner.progress.answers.len(), 1);
    assert_eq!(
        (last.kind, last.millis, last.score),
        (AnswerKind::Choice, 4_250, 1.0)
    );
    assert_eq!(last.article, "MIL-83");
    assert!(
        !learner.progress.cards.is_empty(),
        "practice moves the schedule"
    );

    s.next(&learner);
    let w = wrong(&s);
    s.choose(&mut learner, w);
    assert_eq!((s.tally().asked, s.tally().right), (2, 1));
    assert_eq!(s.tally().per_article.get("MIL-83"), Some(&(2, 1)));
    assert!(
        learner
            .progress
            .mistakes
            .values()
            .any(|m| m.item.article == "MIL-83")
    );
}

#[test]
fn answers_are_saved_through_the_store() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::new(dir.path(), "dee").expect("valid");
    let (mut s, clock) = session(plan(Mode::Everything, 2), "american");
    let mut learner = Learner::new(Default::default(), Some(store.clone()));
    for _ in 0..2 {
        s.next(&learner);
        let r = right(&s);
        assert!(matches!(
            s.choose(&mut learner, r),
            Took::Answered(Saved::Saved)
        ));
    }
    let saved = store.load(clock.as_ref()).expect("loads").progress;
    assert_eq!(saved.answers, learner.progress.answers);
    assert_eq!(saved.answers.len(), 2);
}

#[test]
fn a_failed_save_is_told_and_the_answer_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A file where the profiles folder should be: nothing can be written under it.
    std::fs::write(dir.path().join("profiles"), b"in the way").expect("writes");
    let store = Store::new(dir.path(), "dee").expect("valid");
    let (mut s, _) = session(plan(Mode::Everything, 1), "american");
    let mut learner = Learner::new(Default::default(), Some(store));
    s.next(&learner);
    let r = right(&s);
    assert!(matches!(
        s.choose(&mut learner, r),
        Took::Answered(Saved::Failed(_))
    ));
    assert_eq!(learner.progress.answers.len(), 1);
}

#[test]
fn the_club_timer_runs_on_the_clock_it_is_given() {
    let (mut s, clock) = session(club(30, 0), "american");
    let mut learner = Learner::default();
    s.next(&learner);
    assert_eq!(s.seconds_left(), Some(30));
    clock.advance(Duration::seconds(12));
    assert_eq!(s.seconds_left(), Some(18));
    assert!(matches!(s.time_out(&mut learner), Took::Nothing), "not yet");
    clock.advance(Duration::seconds(19));
    assert!(matches!(s.time_out(&mut learner), Took::Answered(_)));
    let answer = s
        .asked()
        .and_then(|a| a.answer.as_ref())
        .expect("timed out");
    assert!(answer.late && !answer.verdict.correct);
    assert_eq!(answer.chosen, None);
    assert_eq!(answer.late_note(), Some(answer.explanation[0].as_str()));
    assert!(
        answer.explanation[0].contains("30 seconds"),
        "{:?}",
        answer.explanation
    );
    assert_eq!(s.seconds_left(), None, "answered");

    // The second question, answered right but late: shown, and scored nothing.
    s.next(&learner);
    clock.advance(Duration::seconds(31));
    let r = right(&s);
    s.choose(&mut learner, r);
    let answer = s.asked().and_then(|a| a.answer.as_ref()).expect("answered");
    assert!(answer.late && !answer.verdict.correct);
    assert_eq!(answer.explanation[1], "Right.");
    assert_eq!(
        s.club().map(|c| c.results.clone()),
        Some(vec![false, false])
    );
    assert_eq!(s.tally().right, 0);
    assert!(
        learner
            .progress
            .answers
            .iter()
            .all(|a| a.kind == AnswerKind::Club)
    );
    assert_eq!(learner.progress.answers[1].millis, 31_000);
    assert!(
        learner.progress.cards.is_empty(),
        "a club quiz is no review"
    );
    assert_eq!(s.next(&learner), Dealt::Finished);
}

#[test]
fn an_answer_in_time_counts() {
    let (mut s, clock) = session(club(30, 50), "american");
    let mut learner = Learner::default();
    s.next(&learner);
    clock.advance(Duration::seconds(29));
    let r = right(&s);
    s.choose(&mut learner, r);
    let answer = s.asked().and_then(|a| a.answer.as_ref()).expect("answered");
    assert!(answer.verdict.correct && !answer.late);
    assert_eq!(answer.late_note(), None);
    assert_eq!(s.club().map(|c| c.results.clone()), Some(vec![true]));
}

#[test]
fn a_study_mode_with_nothing_left_says_so() {
    let source = Source::Study {
        mode: StudyMode::Mistakes,
        seed: 1,
    };
    let (mut s, _) = session(source, "millington");
    assert_eq!(s.next(&Learner::default()), Dealt::NothingLeft);
    assert!(s.current().is_none());
}

#[test]
fn a_ruling_built_part_by_part_is_checked_after_the_last_part() {
    let source = Source::Study {
        mode: StudyMode::Cram,
        seed: 3,
    };
    let (s, _) = session(source, "millington");
    let mut s = s.by_parts(true);
    let mut learner = Learner::default();
    assert_eq!(s.next(&learner), Dealt::Question);
    assert!(!s.part_back(), "at the first part");
    let part = |s: &Session| {
        let b = s
            .asked()
            .and_then(|a| a.building.as_ref())
            .expect("building");
        b.part()
            .map(|p| (p.part, p.correct, p.options.len(), p.transfers.clone()))
    };
    let (first, correct, n, _) = part(&s).expect("a first part");
    assert_ne!(first, Part::Amounts);
    assert!(matches!(
        s.give_part(&mut learner, Given::Option(n)),
        Took::Nothing
    ));
    assert!(matches!(
        s.give_part(&mut learner, Given::Amounts(vec![])),
        Took::Nothing
    ));
    // A wrong first part, taken back and given right.
    let wrong = (correct + 1) % n;
    s.give_part(&mut learner, Given::Option(wrong));
    assert!(s.part_back());
    let mut took = s.give_part(&mut learner, Given::Option(correct));
    while let Some((kind, correct, _, transfers)) = part(&s) {
        let given = if kind == Part::Amounts {
            Given::Amounts(transfers.iter().map(|t| t.amount).collect())
        } else {
            Given::Option(correct)
        };
        took = s.give_part(&mut learner, given);
    }
    assert!(matches!(took, Took::Answered(_)));
    let answer = s.asked().and_then(|a| a.answer.as_ref()).expect("answered");
    let parts = answer.parts.as_ref().expect("part by part");
    assert!(parts.correct && answer.verdict.correct, "{:?}", parts);
    assert_eq!(answer.chosen, None);
    let last = learner.progress.answers.last().expect("recorded");
    assert_eq!((last.kind, last.score), (AnswerKind::Parts, 1.0));
    assert!(learner.progress.cards.is_empty(), "cram moves no schedule");
}

#[test]
fn practice_until_stopped_is_offered_again_without_a_count() {
    let (endless, _) = session(plan(Mode::Everything, u32::MAX), "mcr");
    assert_eq!(
        endless.again_command().as_deref(),
        Some("mjref quiz --ruleset mcr --seed 7")
    );
    let (ten, _) = session(plan(Mode::Drill("MCR-PEN-02".into()), 10), "mcr");
    assert_eq!(
        ten.again_command().as_deref(),
        Some("mjref quiz --ruleset mcr --article MCR-PEN-02 --count 10 --seed 7")
    );
}
