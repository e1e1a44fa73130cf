//! Mutation fuzzing of every input a person hands mjref: scenario and position files,
//! rulesets and their texts in another language, cards, the progress database and the
//! progress files of earlier versions, club codes, decks of several cases and the
//! settings file; and, in every place a file is read, a pipe, a device and a folder.
//! Each mutated input must end in a result or an error (never a panic), within a time
//! bound, and an error about a text must say where in it (file, line and column).
//!
//! `MJREF_FUZZ=N` sets the inputs per kind (default 1500; a fifth of it for the kinds that
//! make a database on disk); `cargo test` runs the default, the deep run in `.ci/run`
//! 20000.
//! Inputs that once failed are kept under `tests/fuzz/` and run first, every time.

use mjref::load::{LoadError, SourceText};
use mjref::rng::Dice;
use mjref::rules::{Ruleset, builtin, judge};
use mjref::scenario::deck::read_cases;
use mjref::study::club::{Club, Code};
use mjref::study::{ManualClock, Store};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// An input that takes longer than this is a hang (debug builds are slow; a real hang is
/// endless).
const HANG: Duration = Duration::from_secs(60);

fn per_kind() -> usize {
    std::env::var("MJREF_FUZZ")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1500)
}

/// Inputs for the kinds whose every input makes a database on disk (and waits for it to
/// be flushed): a fifth of the others', the deep run's `MJREF_FUZZ` included.
fn per_database() -> usize {
    per_kind() / 5
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What one input came to.
enum Outcome {
    Accepted,
    /// Refused with a message; `placed` when it names a line and column.
    Refused {
        placed: bool,
        message: String,
    },
}

#[derive(Default, Debug)]
struct Tally {
    tried: usize,
    accepted: usize,
    refused: usize,
    panics: Vec<String>,
    hangs: Vec<String>,
    unplaced: Vec<String>,
}

/// Tokens a person mistypes or a tool mangles, spliced into the text.
const TOKENS: &[&[u8]] = &[
    b"(",
    b")",
    b"[",
    b"]",
    b",",
    b":",
    b"\"",
    b"//",
    b"/*",
    b"0",
    b"255",
    b"65535",
    b"4294967296",
    b"-1",
    b"99999999999999999999",
    b"Some(",
    b"None",
    b"\xff",
    b"\xc3",
    b"JK",
    b"9z",
    b"E99t",
    b"N0b",
    b"East",
    b"Northwest",
    b"*",
    b"**********",
    b"\n",
    b" ",
    b"\t",
    b"\\",
    b"format: 9",
    b"Rest(",
    b"InOrder(\"\")",
];

/// `seed`'s mutation of `input`: one to four edits.
fn mutate(input: &[u8], seed: u64) -> Vec<u8> {
    let mut dice = Dice::for_label(seed, "fuzz");
    let mut out = input.to_vec();
    let edits = 1 + dice.below(4);
    for _ in 0..edits {
        let len = u32::try_from(out.len()).unwrap_or(u32::MAX).max(1);
        let at = usize::try_from(dice.below(len)).unwrap_or(0).min(out.len());
        match dice.below(7) {
            0 => {
                if let Some(b) = out.get_mut(at) {
                    *b = u8::try_from(dice.below(256)).unwrap_or(0);
                }
            }
            1 => {
                let n = usize::try_from(dice.below(40)).unwrap_or(0);
                let end = (at + n).min(out.len());
                out.drain(at..end);
            }
            2 => {
                let n = usize::try_from(dice.below(60)).unwrap_or(0);
                let end = (at + n).min(out.len());
                let copy = out[at..end].to_vec();
                out.splice(at..at, copy);
            }
            3 | 4 => {
                let token = TOKENS[usize::try_from(dice.below(TOKENS.len() as u32)).unwrap_or(0)];
                out.splice(at..at, token.iter().copied());
            }
            5 => out.truncate(at),
            _ => {
                // A number made extreme: the digits at `at` replaced.
                let end = out[at..]
                    .iter()
                    .position(|b| !b.is_ascii_digit())
                    .map_or(out.len(), |p| at + p);
                out.splice(at..end, b"4294967295".iter().copied());
            }
        }
    }
    out
}

/// Run `check` on one input in its own thread, within the time bound.
fn run_one(tally: &mut Tally, label: &str, input: Vec<u8>, check: fn(&[u8]) -> Outcome) {
    tally.tried += 1;
    let (send, receive) = mpsc::channel();
    let bytes = input.clone();
    std::thread::spawn(move || {
        let result = std::panic::catch_unwind(|| check(&bytes));
        let _ = send.send(result);
    });
    let shown = || {
        String::from_utf8_lossy(&input)
            .chars()
            .take(2000)
            .collect::<String>()
    };
    match receive.recv_timeout(HANG) {
        Ok(Ok(Outcome::Accepted)) => tally.accepted += 1,
        Ok(Ok(Outcome::Refused { placed, message })) => {
            tally.refused += 1;
            if !placed {
                tally
                    .unplaced
                    .push(format!("{label}: {message}\n{}", shown()));
            }
        }
        Ok(Err(_)) => tally.panics.push(format!("{label}:\n{}", shown())),
        Err(_) => tally.hangs.push(format!("{label}:\n{}", shown())),
    }
}

fn placed(e: &LoadError) -> Outcome {
    Outcome::Refused {
        placed: e.line >= 1 && e.col >= 1,
        message: e.to_string(),
    }
}

fn ruleset(id: &str) -> Option<&'static Ruleset> {
    use std::sync::OnceLock;
    static SETS: OnceLock<Vec<Ruleset>> = OnceLock::new();
    SETS.get_or_init(|| builtin::all().expect("the built-in rulesets load"))
        .iter()
        .find(|r| r.meta.id == id)
}

/// A scenario, position or deck file: read, then judged where it reads.
fn scenario_input(bytes: &[u8]) -> Outcome {
    let text = match mjref::load::utf8("fuzz.ron", bytes.to_vec()) {
        Ok(t) => t,
        Err(e) => return placed(&e),
    };
    let cases = match read_cases("fuzz.ron", &text) {
        Ok(c) => c,
        Err(e) => return placed(&e),
    };
    for case in cases {
        let Some(r) = ruleset(&case.scenario.ruleset) else {
            continue;
        };
        if let Err(e) = judge(r, &case.scenario) {
            // Judging errors that are about the text (an event, a row of a position, a
            // field) say where; the others (nothing irregular) have no place to name.
            let place = case.place_of(&e);
            let about_text = matches!(e, mjref::rules::JudgeError::Scenario(_))
                || matches!(
                    e,
                    mjref::rules::JudgeError::Detect(mjref::rules::DetectError::Table(ref t))
                        if t.event().is_some()
                );
            return Outcome::Refused {
                placed: !about_text || place.matches(':').count() >= 2,
                message: format!("{place}: {e}"),
            };
        }
    }
    Outcome::Accepted
}

/// A ruleset's settings or its articles, mutated one file at a time; a ruleset that
/// loads must generate its first article.
fn ruleset_input(bytes: &[u8]) -> Outcome {
    // The first byte says which file of the Millington ruleset the rest replaces.
    let Some((which, rest)) = bytes.split_first() else {
        return Outcome::Accepted;
    };
    let (meta, articles) = builtin::texts("millington").expect("built in");
    let text = match mjref::load::utf8("fuzz.ron", rest.to_vec()) {
        Ok(t) => t,
        Err(e) => return placed(&e),
    };
    let loaded = if which % 2 == 0 {
        let srcs: Vec<SourceText> = articles
            .iter()
            .map(|(file, text)| SourceText { file, text })
            .collect();
        mjref::rules::load_parts(
            SourceText {
                file: "fuzz.ron",
                text: &text,
            },
            &srcs,
        )
    } else {
        mjref::rules::load_parts(
            SourceText {
                file: "ruleset.ron",
                text: meta,
            },
            &[SourceText {
                file: "fuzz.ron",
                text: &text,
            }],
        )
    };
    match loaded {
        Err(e) => placed(&e),
        Ok(r) => {
            if let Some(a) = r.articles.first() {
                // A story may not reach its moment under strange settings: that is an
                // error to report, not a crash.
                let _ = mjref::situations::generate(&r, &a.id, 1);
            }
            Outcome::Accepted
        }
    }
}

fn card_input(bytes: &[u8]) -> Outcome {
    let text = match mjref::load::utf8("card.ron", bytes.to_vec()) {
        Ok(t) => t,
        Err(e) => return placed(&e),
    };
    match mjref::analysis::american::Card::parse("card.ron", &text) {
        Ok(card) => {
            // A card that reads must match hands without failing.
            for hand in [
                "1b 2b 3b 4b 5b 6b 7b 8b 9b Ew Ew Ew Rd Rd",
                "FF 2222 4444 6666 88",
            ] {
                if let Ok(h) = mjref::analysis::american::Hand::parse(hand) {
                    let _ = mjref::analysis::american::match_hand(&card, &h);
                }
            }
            Outcome::Accepted
        }
        Err(e) => placed(&e),
    }
}

/// What loading a store came to: a damaged file is set aside and the learner starts
/// afresh, a newer one is refused; whatever loads can be counted and exported.
fn loaded(store: &Store) -> Outcome {
    match store.load(&ManualClock::at_unix(1_767_603_600)) {
        Ok(loaded) => {
            let _ = mjref::study::stats::compute(&loaded.progress, None);
            let _ = mjref::study::stats::csv(&loaded.progress);
            Outcome::Accepted
        }
        Err(e) => Outcome::Refused {
            placed: true,
            message: e.to_string(),
        },
    }
}

/// The JSON progress file of an earlier version, read in on the first start.
fn progress_input(bytes: &[u8]) -> Outcome {
    stored(bytes, Store::legacy_path)
}

/// The progress database itself, damaged anywhere.
fn database_input(bytes: &[u8]) -> Outcome {
    stored(bytes, |store| store.path.clone())
}

/// `bytes` at the place `at` names in a new profile's folder, then the profile loaded.
fn stored(bytes: &[u8], at: impl Fn(&Store) -> PathBuf) -> Outcome {
    let dir = match tempfile::tempdir() {
        Ok(d) => d,
        Err(_) => return Outcome::Accepted,
    };
    let store = Store::new(dir.path(), "fuzz").expect("a valid profile");
    let _ = std::fs::create_dir_all(dir.path().join("profiles"));
    if std::fs::write(at(&store), bytes).is_err() {
        return Outcome::Accepted;
    }
    loaded(&store)
}

fn code_input(bytes: &[u8]) -> Outcome {
    let text = String::from_utf8_lossy(bytes);
    let code = match Code::parse(&text) {
        Ok(c) => c,
        Err(e) => {
            return Outcome::Refused {
                placed: true,
                message: e.to_string(),
            };
        }
    };
    for id in builtin::IDS {
        let Some(r) = ruleset(id) else { continue };
        if !Club::names(&code, id) {
            continue;
        }
        if let Ok(club) = Club::join(code.clone(), r) {
            let _ = club.question(r, 0);
        }
    }
    Outcome::Accepted
}

fn files_under(dir: &Path, keep: fn(&str) -> bool) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(files_under(&p, keep));
        } else if p.file_name().and_then(|n| n.to_str()).is_some_and(keep) {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// Mutations of `seeds`, after the kept regressions of `kind`.
fn fuzz(kind: &str, seeds: &[Vec<u8>], check: fn(&[u8]) -> Outcome) -> Tally {
    fuzz_n(kind, seeds, check, per_kind())
}

/// `fuzz` with `count` mutated inputs.
fn fuzz_n(kind: &str, seeds: &[Vec<u8>], check: fn(&[u8]) -> Outcome, count: usize) -> Tally {
    let mut tally = Tally::default();
    for kept in files_under(&root().join("tests/fuzz").join(kind), |_| true) {
        let bytes = std::fs::read(&kept).expect("a kept input");
        run_one(&mut tally, &kept.display().to_string(), bytes, check);
    }
    assert!(!seeds.is_empty(), "{kind}: no inputs to mutate");
    for i in 0..count {
        let seed = &seeds[i % seeds.len()];
        let mutated = mutate(seed, (i as u64) << 8 | kind.len() as u64);
        run_one(&mut tally, &format!("{kind} #{i}"), mutated, check);
    }
    eprintln!(
        "fuzz {kind}: {} tried, {} accepted, {} refused, {} panics, {} hangs, {} errors without a place",
        tally.tried,
        tally.accepted,
        tally.refused,
        tally.panics.len(),
        tally.hangs.len(),
        tally.unplaced.len()
    );
    tally
}

fn assert_clean(kind: &str, t: &Tally) {
    let first = |v: &[String]| v.first().cloned().unwrap_or_default();
    assert!(
        t.panics.is_empty(),
        "{kind}: {} panics; the first:\n{}",
        t.panics.len(),
        first(&t.panics)
    );
    assert!(
        t.hangs.is_empty(),
        "{kind}: {} hangs; the first:\n{}",
        t.hangs.len(),
        first(&t.hangs)
    );
    assert!(
        t.unplaced.is_empty(),
        "{kind}: {} errors name no place; the first:\n{}",
        t.unplaced.len(),
        first(&t.unplaced)
    );
}

fn read_all(paths: &[PathBuf]) -> Vec<Vec<u8>> {
    paths.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

#[test]
fn scenarios_and_positions() {
    // Every tenth case of the project's own, and every position written by hand.
    let cases = files_under(&root().join("tests/cases"), |n| n.ends_with(".ron"));
    let mut seeds: Vec<PathBuf> = cases.iter().step_by(10).cloned().collect();
    seeds.extend(
        cases
            .iter()
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("position-"))
            })
            .cloned(),
    );
    let t = fuzz("scenario", &read_all(&seeds), scenario_input);
    assert_clean("scenario", &t);
}

#[test]
fn rulesets() {
    let (meta, articles) = builtin::texts("millington").expect("built in");
    let mut seeds = Vec::new();
    let mut m = vec![0u8];
    m.extend(meta.as_bytes());
    seeds.push(m);
    for (_, text) in articles {
        let mut a = vec![1u8];
        a.extend(text.as_bytes());
        seeds.push(a);
    }
    let t = fuzz("ruleset", &seeds, ruleset_input);
    assert_clean("ruleset", &t);
}

#[test]
fn cards() {
    let card = std::fs::read(root().join("rulesets/american/cards/practice.ron")).expect("card");
    let t = fuzz("card", &[card], card_input);
    assert_clean("card", &t);
}

#[test]
fn progress_files() {
    let seeds = read_all(&files_under(
        &root().join("tests/fuzz/seeds/progress"),
        |_| true,
    ));
    let t = fuzz_n("progress", &seeds, progress_input, per_database());
    assert_clean("progress", &t);
}

#[test]
fn progress_databases() {
    // A database holding the earlier version's file read in: every table has rows.
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::new(dir.path(), "seed").expect("a valid profile");
    std::fs::create_dir_all(dir.path().join("profiles")).expect("folder");
    let seed = files_under(&root().join("tests/fuzz/seeds/progress"), |_| true);
    std::fs::copy(&seed[0], store.legacy_path()).expect("copied");
    store
        .load(&ManualClock::at_unix(1_767_603_600))
        .expect("the seed loads");
    let db = std::fs::read(&store.path).expect("the database");
    let t = fuzz_n("progress-database", &[db], database_input, per_database());
    assert_clean("progress-database", &t);
}

#[test]
fn club_codes() {
    let r = builtin::load("mcr").expect("known").expect("loads");
    let mut seeds = Vec::new();
    for (count, seed, articles) in [(10u8, 7u32, ""), (3, 99, "MCR-PEN-0?"), (100, 1, "*")] {
        let club = Club::create(
            &r,
            &mjref::study::club::Settings {
                edition: None,
                articles: articles.into(),
                count,
                seed,
                seconds: 30,
                pass: 50,
            },
        )
        .expect("valid settings");
        seeds.push(club.text().into_bytes());
    }
    let t = fuzz("code", &seeds, code_input);
    assert_clean("code", &t);
}

/// A ruleset's or the practice card's texts in another language, as a house ruleset may
/// carry them: the first byte says which (0: the Millington texts, 1: the card's).
fn texts_input(bytes: &[u8]) -> Outcome {
    let Some((which, rest)) = bytes.split_first() else {
        return Outcome::Accepted;
    };
    let text = match mjref::load::utf8("texts.cs.ron", rest.to_vec()) {
        Ok(t) => t,
        Err(e) => return placed(&e),
    };
    let src = SourceText {
        file: "texts.cs.ron",
        text: &text,
    };
    if which % 2 == 0 {
        let Some(base) = ruleset("millington") else {
            return Outcome::Accepted;
        };
        match mjref::rules::texts::read(src, base, "cs") {
            Ok(texts) => {
                let mut told = base.clone();
                told.translate(&texts);
                Outcome::Accepted
            }
            Err(e) => placed(&e),
        }
    } else {
        let mut card = mjref::analysis::american::Card::practice().clone();
        match mjref::analysis::american::card_texts::read(src, &card) {
            Ok(texts) => {
                card.translate(&texts);
                Outcome::Accepted
            }
            Err(e) => placed(&e),
        }
    }
}

#[test]
fn texts_in_other_languages() {
    let mut seeds = Vec::new();
    for (which, file) in [
        (0u8, "rulesets/millington/texts.cs.ron"),
        (1, "rulesets/american/cards/practice.ru.ron"),
    ] {
        let mut s = vec![which];
        s.extend(std::fs::read(root().join(file)).expect("texts"));
        seeds.push(s);
    }
    let t = fuzz("texts", &seeds, texts_input);
    assert_clean("texts", &t);
}

/// The trainer's settings file, as a person may edit it: it reads, or it is refused
/// naming its line and column (the trainer then keeps it aside and starts afresh).
fn settings_input(bytes: &[u8]) -> Outcome {
    use mjref::setup::preferences::{SettingsError, load_preferences};
    let Ok(dir) = tempfile::tempdir() else {
        return Outcome::Accepted;
    };
    let path = dir.path().join("settings.ron");
    if std::fs::write(&path, bytes).is_err() {
        return Outcome::Accepted;
    }
    match load_preferences(&path) {
        Ok(_) => Outcome::Accepted,
        Err(SettingsError::Load(e)) => placed(&e),
        Err(e @ SettingsError::Read { .. }) => Outcome::Refused {
            placed: true,
            message: e.to_string(),
        },
    }
}

#[test]
fn settings_files() {
    let seeds = vec![
        b"(tiles: Some(Unicode), referee_view: true, lang: Some(Pl))".to_vec(),
        b"(\n    tiles: Some(Ascii),\n    referee_view: false,\n    lang: None,\n)\n".to_vec(),
    ];
    let t = fuzz("settings", &seeds, settings_input);
    assert_clean("settings", &t);
}

#[test]
fn decks_of_several_cases() {
    // Lists of three of the project's cases, as a club's deck file holds them.
    let cases = read_all(&files_under(&root().join("tests/cases"), |n| {
        n.ends_with(".ron")
    }));
    let seeds: Vec<Vec<u8>> = cases
        .chunks(3)
        .step_by(15)
        .map(|three| {
            let mut deck = b"[\n".to_vec();
            for case in three {
                deck.extend(case);
                deck.extend(b",\n");
            }
            deck.extend(b"]\n");
            deck
        })
        .collect();
    let t = fuzz("deck", &seeds, scenario_input);
    assert_clean("deck", &t);
}

/// Something that is not a regular file where each reader expects one: a pipe, a link
/// to a device that never ends, a folder. Each is refused within the time bound, never
/// read forever.
#[cfg(unix)]
#[test]
fn special_files_in_every_place() {
    use mjref::i18n::Catalog;
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("pipe.ron");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let zero = dir.path().join("zero.ron");
    std::os::unix::fs::symlink("/dev/zero", &zero).expect("linked");
    let folder = dir.path().join("folder.ron");
    std::fs::create_dir(&folder).expect("folder");
    type Refuses = fn(&Path) -> bool;
    let readers: [(&str, Refuses); 4] = [
        ("deck or scenario", |p| {
            mjref::cli::deck::file_cases(&Catalog::english(), p).is_err()
        }),
        ("card", |p| mjref::setup::read_card(p).is_err()),
        ("settings", |p| {
            mjref::setup::preferences::load_preferences(p).is_err()
        }),
        ("any file a person gives", |p| {
            mjref::files::read_written(p).is_err()
        }),
    ];
    for special in [&fifo, &zero, &folder] {
        for (what, refuses) in readers {
            let (send, receive) = mpsc::channel();
            let path = special.clone();
            std::thread::spawn(move || {
                let _ = send.send(refuses(&path));
            });
            match receive.recv_timeout(Duration::from_secs(10)) {
                Ok(refused) => assert!(refused, "{what}: {} was read", special.display()),
                Err(_) => panic!("{what}: {} blocks or is read forever", special.display()),
            }
        }
    }
}
