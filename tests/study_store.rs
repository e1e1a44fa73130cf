//! The progress store: a round trip, a damaged database set aside (never overwritten), a
//! database from a newer mjref left alone, a process killed while saving, sessions on one
//! profile, and the JSON files of earlier versions read in once and left as they were.

use chrono::Duration;
use mjref::study::progress::SCHEMA;
use mjref::study::store::VERSION;
use mjref::study::{
    AnswerKind, Item, Learner, ManualClock, Outcome, Progress, Saved, Store, StoreError, schedule,
};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

mod depth;

/// 2026-01-05 09:00:00 UTC.
const MONDAY: i64 = 1_767_603_600;

/// Profile `name` in a new data folder, its folder of profiles made.
fn profile(name: &str) -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::new(dir.path(), name).expect("valid");
    std::fs::create_dir_all(store.path.parent().expect("folder")).expect("mkdir");
    (dir, store)
}

fn clock() -> ManualClock {
    ManualClock::at_unix(MONDAY)
}

fn some_progress(clock: &ManualClock, answers: usize) -> Progress {
    let mut p = Progress::default();
    for i in 0..answers {
        let outcome = Outcome {
            item: Item::new("millington", &format!("MIL-{}", 66 + i % 10), "a-case"),
            seed: i as u64,
            kind: if i % 2 == 0 {
                AnswerKind::Choice
            } else {
                AnswerKind::Parts
            },
            score: (i % 3) as f64 / 2.0,
            millis: 1000 + i as u64,
        };
        schedule::record(&mut p, &outcome, mjref::study::Clock::now(clock), true);
        clock.advance(Duration::minutes(7));
    }
    p
}

#[test]
fn progress_survives_a_round_trip() {
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let store = Store::new(dir.path(), "anna").expect("valid profile");
    let progress = some_progress(&c, 25);
    assert!(!progress.cards.is_empty() && !progress.mistakes.is_empty());
    store.save(&progress, &c).expect("saves");
    let loaded = store.load(&c).expect("loads");
    assert!(loaded.set_aside.is_none());
    assert_eq!(loaded.progress, progress);
    assert_eq!(loaded.progress.schema, SCHEMA);
    // Saving again replaces the file and leaves no temporary file behind.
    store.save(&Progress::default(), &c).expect("saves again");
    assert_eq!(store.load(&c).expect("loads").progress, Progress::default());
    let names: Vec<String> = std::fs::read_dir(store.path.parent().expect("a folder"))
        .expect("lists")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    // The database and, while it is open or was not closed, its write-ahead log.
    assert!(
        names
            .iter()
            .all(|n| ["anna.sqlite3", "anna.sqlite3-wal", "anna.sqlite3-shm"].contains(&n.as_str())),
        "{names:?}"
    );
    assert!(names.iter().any(|n| n == "anna.sqlite3"), "{names:?}");
}

#[test]
fn profiles_are_kept_apart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let anna = Store::new(dir.path(), "anna").expect("valid");
    let ben = Store::new(dir.path(), "ben").expect("valid");
    anna.save(&some_progress(&c, 3), &c).expect("saves");
    assert_eq!(ben.load(&c).expect("loads").progress, Progress::default());
    assert_eq!(anna.load(&c).expect("loads").progress.answers.len(), 3);
    assert!(matches!(
        Store::new(dir.path(), "../etc"),
        Err(StoreError::BadProfile(_))
    ));
}

#[test]
fn a_missing_file_is_a_fresh_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let loaded = Store::new(dir.path(), "new")
        .expect("valid")
        .load(&clock())
        .expect("loads");
    assert_eq!(loaded.progress, Progress::default());
    assert!(loaded.set_aside.is_none());
}

#[test]
fn a_damaged_database_is_set_aside_with_its_name_and_never_overwritten() {
    let (_dir, store) = profile("anna");
    let c = clock();
    let damaged = b"{\"schema\":1,\"answers\":[{\"at\":\"2026-01-0".repeat(40);
    std::fs::write(&store.path, &damaged).expect("writes");

    let loaded = store.load(&c).expect("loads afresh");
    assert_eq!(loaded.progress, Progress::default());
    let aside = loaded.set_aside.expect("the file was set aside");
    assert_eq!(aside.from, store.path);
    assert_eq!(
        aside.to.file_name().and_then(|n| n.to_str()),
        Some("anna.sqlite3.corrupt-20260105T090000Z")
    );
    assert!(!aside.reason.is_empty());
    assert!(
        std::fs::read(&aside.to).expect("kept") == damaged,
        "changed"
    );

    // The message names the file, so the learner can find it.
    let cat = mjref::i18n::Catalog::english();
    let msg = mjref::setup::set_aside_message(&cat, &aside);
    assert!(
        msg.contains("anna.sqlite3.corrupt-20260105T090000Z"),
        "{msg}"
    );

    // A second damaged file in the same second does not replace the first one set aside.
    std::fs::write(
        &store.path,
        b"not a database at all, and long enough to be read as one",
    )
    .expect("writes");
    let second = store.load(&c).expect("loads").set_aside.expect("set aside");
    assert_ne!(second.to, aside.to);
    assert!(
        std::fs::read(&aside.to).expect("still there") == damaged,
        "changed"
    );
    // The new database works.
    store.save(&some_progress(&c, 2), &c).expect("saves");
    assert_eq!(store.load(&c).expect("loads").progress.answers.len(), 2);
}

#[test]
fn a_damaged_file_of_an_earlier_version_is_set_aside_and_the_learner_starts_afresh() {
    let (_dir, store) = profile("anna");
    let c = clock();
    for (n, damaged) in [
        &b"{\"schema\":1,\"answers\":[{\"at\":\"2026-01-0"[..],
        br#"{"schema":1,"answers":"lots"}"#,
    ]
    .into_iter()
    .enumerate()
    {
        for end in ["", "-wal", "-shm"] {
            let mut file = store.path.clone().into_os_string();
            file.push(end);
            let _ = std::fs::remove_file(file);
        }
        std::fs::write(store.legacy_path(), damaged).expect("writes");
        let loaded = store.load(&c).expect("loads afresh");
        assert_eq!(loaded.progress, Progress::default());
        let aside = loaded.set_aside.expect("set aside");
        assert_eq!(aside.from, store.legacy_path());
        let name = if n == 0 {
            "anna.json.corrupt-20260105T090000Z".to_string()
        } else {
            "anna.json.corrupt-20260105T090000Z-2".to_string()
        };
        assert_eq!(
            aside.to.file_name().and_then(|n| n.to_str()),
            Some(&name[..])
        );
        assert_eq!(std::fs::read(&aside.to).expect("kept"), damaged);
    }
}

#[test]
fn a_database_from_a_newer_mjref_is_left_alone() {
    let (_dir, store) = profile("anna");
    {
        let db = rusqlite::Connection::open(&store.path).expect("a database");
        db.execute_batch(&format!(
            "CREATE TABLE future (x); PRAGMA user_version = {};",
            VERSION + 1
        ))
        .expect("made");
    }
    let before = std::fs::read(&store.path).expect("written");
    match store.load(&clock()) {
        Err(StoreError::Newer { found, path, reads }) => {
            assert_eq!((found, reads), (VERSION + 1, VERSION));
            assert_eq!(path, store.path);
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(
        std::fs::read(&store.path).expect("kept") == before,
        "the newer database was changed"
    );
}

#[test]
fn a_file_of_an_earlier_layout_from_a_newer_mjref_is_left_alone() {
    let (_dir, store) = profile("anna");
    let newer = format!(r#"{{"schema":{},"answers":[],"future":true}}"#, SCHEMA + 1);
    std::fs::write(store.legacy_path(), &newer).expect("writes");
    match store.load(&clock()) {
        Err(StoreError::Newer { found, path, .. }) => {
            assert_eq!(found, SCHEMA + 1);
            assert_eq!(path, store.legacy_path());
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(
        std::fs::read_to_string(store.legacy_path()).expect("kept"),
        newer
    );
}

/// A club quiz saves after every answer. Killed with SIGKILL the moment its save shows
/// on disk (the database or its write-ahead log changes), or at fixed moments around the
/// save, the store must read back whole, with everything saved before.
#[cfg(unix)]
#[test]
fn a_kill_during_save_keeps_the_previous_state() {
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let store = Store::new(dir.path(), "default").expect("valid");
    let base = some_progress(&c, 2_000);
    store.save(&base, &c).expect("saves");
    let code = club_code();
    let files = |store: &Store| -> Vec<Option<(u64, Option<std::time::SystemTime>)>> {
        ["", "-wal"]
            .iter()
            .map(|end| {
                let mut f = store.path.clone().into_os_string();
                f.push(end);
                std::fs::metadata(f)
                    .ok()
                    .map(|m| (m.len(), m.modified().ok()))
            })
            .collect()
    };
    let mut caught = 0;
    let plans: Vec<Option<u64>> = [None; 6]
        .into_iter()
        .chain([0u64, 500, 2_000, 20_000].map(Some))
        .collect();
    for delay_us in plans {
        let before = files(&store);
        let mut child = mjref(dir.path())
            .args(["club", "join", &code, "--plain"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("starts");
        let mut stdin = child.stdin.take().expect("stdin");
        let mut out = BufReader::new(child.stdout.take().expect("stdout"));
        stdin.write_all(b"1\n").expect("answers");
        stdin.flush().expect("flushes");
        // The explanation is printed just before the save starts.
        let mut line = String::new();
        loop {
            line.clear();
            if out.read_line(&mut line).expect("reads") == 0 || line.starts_with("The ruling:") {
                break;
            }
        }
        match delay_us {
            Some(us) => std::thread::sleep(std::time::Duration::from_micros(us)),
            None => {
                let started = std::time::Instant::now();
                while started.elapsed() < std::time::Duration::from_secs(5) {
                    if files(&store) != before {
                        caught += 1;
                        break;
                    }
                }
            }
        }
        child.kill().expect("kills");
        child.wait().expect("ends");
        let loaded = store.load(&c).expect("reads back");
        assert!(
            loaded.set_aside.is_none(),
            "killed at {delay_us:?} µs: the store was damaged"
        );
        let n = loaded.progress.answers.len();
        assert!(
            n >= base.answers.len(),
            "killed at {delay_us:?} µs: answers lost ({n})"
        );
        assert_eq!(
            loaded.progress.answers[..base.answers.len()],
            base.answers[..]
        );
    }
    assert!(caught > 0, "no kill landed during a save");
}

/// The trainer on the profiles in `data`, speaking English: these tests read English, and
/// the language a machine is set to is not theirs.
fn mjref(data: &std::path::Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mjref"));
    command.env("MJREF_LANG", "en").arg("--data-dir").arg(data);
    command
}

/// A short club quiz on the default ruleset.
fn club_code() -> String {
    let ruleset = mjref::rules::builtin::load("american")
        .expect("known")
        .expect("loads");
    let club = mjref::study::club::Club::create(
        &ruleset,
        &mjref::study::club::Settings {
            edition: None,
            articles: String::new(),
            count: 3,
            seed: 11,
            seconds: 0,
            pass: 0,
        },
    )
    .expect("valid settings");
    club.text()
}

fn outcome(article: &str, seed: u64) -> Outcome {
    Outcome {
        item: Item::new("millington", article, "a-case"),
        seed,
        kind: AnswerKind::Choice,
        score: 1.0,
        millis: 900,
    }
}

#[test]
fn two_sessions_on_one_profile_keep_every_answer() {
    let (_dir, store) = profile("club");
    let c = clock();
    store
        .save(&some_progress(&c, 3), &c)
        .expect("an earlier history");
    // Two sessions started from the same file, answering in turn, each saving after
    // every answer (as club join does).
    let (mut a, _) = Learner::load(store.clone(), &c).expect("loads");
    let (mut b, _) = Learner::load(store.clone(), &c).expect("loads");
    for i in 0..4 {
        for (learner, article) in [(&mut a, "MIL-70"), (&mut b, "MIL-71")] {
            c.advance(Duration::seconds(30));
            learner.record(&outcome(article, i), mjref::study::Clock::now(&c), true);
            assert!(matches!(learner.save(&c), Saved::Saved));
        }
    }
    let kept = store.load(&c).expect("loads").progress;
    assert_eq!(kept.answers.len(), 3 + 8, "{:#?}", kept.answers);
    for article in ["MIL-70", "MIL-71"] {
        assert_eq!(
            kept.answers.iter().filter(|r| r.article == article).count(),
            4,
            "{article}"
        );
        assert!(kept.cards.contains_key(&format!("millington/{article}")));
    }
    // Each session now holds what both saved.
    assert_eq!(b.progress, kept);
}

#[cfg(unix)]
#[test]
fn a_pipe_in_place_of_the_progress_file_is_refused_not_waited_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::new(dir.path(), "fifo").expect("valid profile");
    std::fs::create_dir_all(store.path.parent().expect("folder")).expect("folder");
    let made = Command::new("mkfifo")
        .arg(&store.path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    match store.load(&clock()) {
        Err(StoreError::NotAFile { path }) => assert_eq!(path, store.path),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(matches!(
        store.save(&Progress::default(), &clock()),
        Err(StoreError::NotAFile { .. })
    ));
}

/// A profile of an earlier version, as it was on disk.
fn old_file(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/progress")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A data folder holding `bytes` as the JSON progress file of profile `default`.
fn with_old_file(bytes: &[u8]) -> (tempfile::TempDir, Store) {
    let (dir, store) = profile("default");
    std::fs::write(store.legacy_path(), bytes).expect("writes");
    (dir, store)
}

#[test]
fn the_file_of_an_earlier_version_is_read_in_whole_once_and_left_as_it_was() {
    let bytes = old_file("written-at-fafaa15.json");
    // What that version wrote, read as it read it.
    let written: Progress = serde_json::from_slice(&bytes).expect("the old file reads");
    assert_eq!(written.answers.len(), 70);
    assert!(written.answers.iter().any(|a| a.kind == AnswerKind::Club));
    let (_dir, store) = with_old_file(&bytes);

    let loaded = store.load(&clock()).expect("loads");
    assert!(loaded.set_aside.is_none());
    assert_eq!(
        loaded.progress, written,
        "the history read in is not the file's"
    );
    assert!(
        std::fs::read(store.legacy_path()).expect("still there") == bytes,
        "the old file was changed"
    );

    // A session goes on from it; the old file is not read again, even where it changes.
    let (mut learner, _) = Learner::load(store.clone(), &clock()).expect("loads");
    learner.record(
        &outcome("MIL-70", 1),
        mjref::study::Clock::now(&clock()),
        true,
    );
    assert!(matches!(learner.save(&clock()), Saved::Saved));
    std::fs::write(store.legacy_path(), b"{\"schema\":1}").expect("writes");
    let again = store.load(&clock()).expect("loads").progress;
    assert_eq!(again.answers.len(), 71);
    assert_eq!(again.answers[..70], written.answers[..]);
    assert_eq!(again, learner.progress);
}

#[test]
fn a_card_an_earlier_version_could_not_read_back_is_repaired_not_set_aside() {
    let bytes = old_file("written-at-fafaa15-null-stability.json");
    let text = String::from_utf8_lossy(&bytes);
    assert_eq!(text.matches("\"stability\":null").count(), 2);
    let (_dir, store) = with_old_file(&bytes);
    let loaded = store.load(&clock()).expect("loads");
    assert!(loaded.set_aside.is_none(), "the history was set aside");
    assert_eq!(loaded.progress.answers.len(), 100);
    for (key, card) in &loaded.progress.cards {
        assert!(
            card.stability.is_finite() && card.stability > 0.0,
            "{key}: {}",
            card.stability
        );
    }
}

#[test]
fn many_answers_within_minutes_keep_every_card_readable() {
    // What the drill of one article does: the same case answered a hundred times.
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let store = Store::new(dir.path(), "drill").expect("valid");
    let (mut learner, _) = Learner::load(store.clone(), &c).expect("loads");
    for i in 0..100u64 {
        c.advance(Duration::seconds(3));
        let mut o = outcome("MIL-70", i);
        o.score = if i % 5 == 0 { 1.0 } else { 0.0 };
        learner.record(&o, mjref::study::Clock::now(&c), true);
        assert!(matches!(learner.save(&c), Saved::Saved), "answer {i}");
    }
    for card in learner.progress.cards.values() {
        assert!(card.stability.is_finite() && card.difficulty.is_finite());
    }
    assert_eq!(store.load(&c).expect("loads").progress, learner.progress);
}

/// Sessions in separate processes on one profile at the same time, each answering and
/// saving after every answer: every answer of every session is kept.
#[cfg(unix)]
#[test]
fn four_sessions_at_once_on_one_profile_keep_every_answer() {
    const SESSIONS: usize = 4;
    const ANSWERS: usize = 6;
    let (dir, store) = profile("club");
    let c = clock();
    store
        .save(&some_progress(&c, 5), &c)
        .expect("an earlier history");
    let children: Vec<_> = (0..SESSIONS)
        .map(|i| {
            let mut child = mjref(dir.path())
                .args(["quiz", "--plain", "--ruleset", "millington", "--count"])
                .arg(ANSWERS.to_string())
                .args(["--seed", &(100 + i).to_string(), "--profile", "club"])
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("starts");
            let mut stdin = child.stdin.take().expect("stdin");
            stdin
                .write_all("1\n".repeat(ANSWERS).as_bytes())
                .expect("answers");
            child
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().expect("ends");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{said}");
        assert!(!said.contains("not saved"), "{said}");
    }
    let kept = store.load(&c).expect("loads").progress;
    assert_eq!(kept.answers.len(), 5 + SESSIONS * ANSWERS);
}

mod round_trip {
    use super::*;
    use proptest::prelude::*;

    use super::depth;

    /// One step of a learner's history: which case, how well, how long after the last
    /// answer (none at all, or backwards: a clock set wrong), whether it schedules, and
    /// whether the session saves after it.
    fn step() -> impl Strategy<Value = (u8, u8, u8, i64, bool, bool)> {
        (
            0u8..4,
            0u8..3,
            0u8..5,
            -3_000i64..5_000_000,
            any::<bool>(),
            any::<bool>(),
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(depth::cases(24)))]
        #[test]
        fn any_answers_at_any_times_read_back_as_they_were_saved(
            steps in proptest::collection::vec(step(), 1..60)
        ) {
            let dir = tempfile::tempdir().expect("temp dir");
            let c = clock();
            let store = Store::new(dir.path(), "p").expect("valid");
            let (mut learner, _) = Learner::load(store.clone(), &c).expect("loads");
            for (article, case, score, seconds, schedule, save) in steps {
                c.advance(Duration::seconds(seconds));
                let o = Outcome {
                    item: Item::new("millington", &format!("MIL-{}", 66 + article), &format!("case-{case}")),
                    seed: u64::MAX - u64::from(article),
                    kind: [AnswerKind::Choice, AnswerKind::Parts, AnswerKind::Club][usize::from(case)],
                    score: f64::from(score) / 4.0,
                    millis: seconds.unsigned_abs(),
                };
                learner.record(&o, mjref::study::Clock::now(&c), schedule);
                if save {
                    prop_assert!(matches!(learner.save(&c), Saved::Saved));
                }
            }
            prop_assert!(matches!(learner.save(&c), Saved::Saved));
            let loaded = store.load(&c).expect("loads");
            prop_assert!(loaded.set_aside.is_none());
            prop_assert_eq!(&loaded.progress, &learner.progress);
        }
    }
}

/// An old progress file an editor saved with a byte-order mark is read in, not set
/// aside whole (issue 31, section 1, point 7).
#[test]
fn an_old_file_with_a_byte_order_mark_is_read_in() {
    let bytes = old_file("written-at-fafaa15.json");
    let mut marked = b"\xEF\xBB\xBF".to_vec();
    marked.extend(&bytes);
    let (_dir, store) = with_old_file(&marked);
    let loaded = store.load(&clock()).expect("loads");
    assert!(loaded.set_aside.is_none(), "the history was set aside");
    assert_eq!(loaded.progress.answers.len(), 70);
}
