//! The progress file: a round trip, a damaged file set aside (never overwritten), a file
//! from a newer mjref left alone, and a process killed while saving.

use chrono::Duration;
use mjref::study::progress::SCHEMA;
use mjref::study::{
    AnswerKind, Item, Learner, ManualClock, Outcome, Progress, Saved, Store, StoreError, schedule,
};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// 2026-01-05 09:00:00 UTC.
const MONDAY: i64 = 1_767_603_600;

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
    store.save(&progress).expect("saves");
    let loaded = store.load(&c).expect("loads");
    assert!(loaded.set_aside.is_none());
    assert_eq!(loaded.progress, progress);
    assert_eq!(loaded.progress.schema, SCHEMA);
    // Saving again replaces the file and leaves no temporary file behind.
    store.save(&Progress::default()).expect("saves again");
    assert_eq!(store.load(&c).expect("loads").progress, Progress::default());
    let names: Vec<String> = std::fs::read_dir(store.path.parent().expect("a folder"))
        .expect("lists")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n != ".anna.json.lock")
        .collect();
    assert_eq!(names, ["anna.json"]);
}

#[test]
fn profiles_are_kept_apart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let anna = Store::new(dir.path(), "anna").expect("valid");
    let ben = Store::new(dir.path(), "ben").expect("valid");
    anna.save(&some_progress(&c, 3)).expect("saves");
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
fn a_corrupt_file_is_set_aside_with_its_name_and_never_overwritten() {
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let store = Store::new(dir.path(), "anna").expect("valid");
    std::fs::create_dir_all(store.path.parent().expect("folder")).expect("mkdir");
    let damaged = b"{\"schema\":1,\"answers\":[{\"at\":\"2026-01-0";
    std::fs::write(&store.path, damaged).expect("writes");

    let loaded = store.load(&c).expect("loads afresh");
    assert_eq!(loaded.progress, Progress::default());
    let aside = loaded.set_aside.expect("the file was set aside");
    assert_eq!(aside.from, store.path);
    assert_eq!(
        aside.to.file_name().and_then(|n| n.to_str()),
        Some("anna.json.corrupt-20260105T090000Z")
    );
    assert!(!aside.reason.is_empty());
    assert_eq!(std::fs::read(&aside.to).expect("kept"), damaged);
    assert!(!store.path.exists());

    // The message names the file, so the learner can find it.
    let cat = mjref::i18n::Catalog::english();
    let msg = mjref::setup::set_aside_message(&cat, &aside);
    assert!(msg.contains("anna.json.corrupt-20260105T090000Z"), "{msg}");

    // A second damaged file in the same second does not replace the first one set aside.
    std::fs::write(&store.path, b"not json").expect("writes");
    let second = store.load(&c).expect("loads").set_aside.expect("set aside");
    assert_ne!(second.to, aside.to);
    assert_eq!(std::fs::read(&aside.to).expect("still there"), damaged);
    assert_eq!(std::fs::read(&second.to).expect("kept"), b"not json");
}

#[test]
fn a_wrong_shape_is_corrupt_too() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::new(dir.path(), "anna").expect("valid");
    std::fs::create_dir_all(store.path.parent().expect("folder")).expect("mkdir");
    std::fs::write(&store.path, br#"{"schema":1,"answers":"lots"}"#).expect("writes");
    let loaded = store.load(&clock()).expect("loads afresh");
    assert!(loaded.set_aside.is_some());
}

#[test]
fn a_file_from_a_newer_mjref_is_left_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::new(dir.path(), "anna").expect("valid");
    std::fs::create_dir_all(store.path.parent().expect("folder")).expect("mkdir");
    let newer = format!(r#"{{"schema":{},"answers":[],"future":true}}"#, SCHEMA + 1);
    std::fs::write(&store.path, &newer).expect("writes");
    match store.load(&clock()) {
        Err(StoreError::Newer { found, path }) => {
            assert_eq!(found, SCHEMA + 1);
            assert_eq!(path, store.path);
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(std::fs::read_to_string(&store.path).expect("kept"), newer);
}

/// A club quiz saves after every answer. Killed with SIGKILL the moment its save shows
/// on disk (a temporary file appears, or the file itself changes), or at fixed moments
/// around the save, the file must read back whole, with everything saved before.
#[cfg(unix)]
#[test]
fn a_kill_during_save_keeps_the_previous_state() {
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let store = Store::new(dir.path(), "default").expect("valid");
    // Large enough that writing and flushing it takes a while.
    let base = some_progress(&c, 20_000);
    store.save(&base).expect("saves");
    let size = std::fs::metadata(&store.path).expect("exists").len();
    assert!(size > 2_000_000, "the file is only {size} bytes");
    let code = club_code();
    let profiles = dir.path().join("profiles");
    let mut caught = 0;
    let plans: Vec<Option<u64>> = [None; 6]
        .into_iter()
        .chain([0u64, 5_000, 50_000, 200_000].map(Some))
        .collect();
    for delay_us in plans {
        let before = std::fs::metadata(&store.path).expect("exists");
        let mut child = Command::new(env!("CARGO_BIN_EXE_mjref"))
            // These tests read English; the language a machine is set to is not theirs.
            .env("MJREF_LANG", "en")
            .args(["club", "join", &code, "--plain", "--data-dir"])
            .arg(dir.path())
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
                    let temp = std::fs::read_dir(&profiles)
                        .expect("lists")
                        .flatten()
                        .any(|e| e.file_name().to_string_lossy().contains(".tmp-"));
                    let changed = std::fs::metadata(&store.path)
                        .map(|m| {
                            m.len() != before.len() || m.modified().ok() != before.modified().ok()
                        })
                        .unwrap_or(true);
                    if temp || changed {
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
            "killed at {delay_us:?} µs: the file was damaged"
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
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let store = Store::new(dir.path(), "club").expect("valid profile");
    store
        .save(&some_progress(&c, 3))
        .expect("an earlier history");
    // Two sessions started from the same file, answering in turn, each saving after
    // every answer (as club join does).
    let (mut a, _) = Learner::load(store.clone(), &c).expect("loads");
    let (mut b, _) = Learner::load(store.clone(), &c).expect("loads");
    for i in 0..4 {
        for (learner, article) in [(&mut a, "MIL-70"), (&mut b, "MIL-71")] {
            c.advance(Duration::seconds(30));
            learner.record(&outcome(article, i), mjref::study::Clock::now(&c), true);
            assert!(matches!(learner.save(), Saved::Saved));
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

#[test]
fn a_save_killed_half_way_leaves_nothing_behind_the_next_time() {
    let dir = tempfile::tempdir().expect("temp dir");
    let c = clock();
    let store = Store::new(dir.path(), "dee").expect("valid profile");
    let folder = store.path.parent().expect("folder").to_path_buf();
    std::fs::create_dir_all(&folder).expect("folder");
    let stale = folder.join(".dee.json.tmp-4242");
    std::fs::write(&stale, vec![b'x'; 4096]).expect("a stale temporary");
    let other = folder.join(".ann.json.tmp-4242");
    std::fs::write(&other, b"another profile's").expect("writes");
    store.load(&c).expect("loads");
    assert!(!stale.exists(), "the stale temporary is removed at start");
    assert!(other.exists(), "another profile's file is not touched");
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
        store.save(&Progress::default()),
        Err(StoreError::NotAFile { .. })
    ));
}
