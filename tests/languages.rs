//! Every language on the screens a learner meets first: home, a question in the learner's
//! and the referee's view, its explanation, the study screen and a club handout, at 80x24
//! and 120x40 (English is in tui_snapshots and tui_study). The same seed and article as
//! the English snapshots: only the words differ.

mod support;

use chrono::Duration;
use mjref::i18n::{Catalog, Lang};
use mjref::quiz::session::{Mode, Plan};
use mjref::setup::{Options, Profile, RulesChoice};
use mjref::study::club::{Club, Settings, handout};
use mjref::study::{AnswerKind, Clock, ManualClock, Outcome, Progress, schedule};
use mjref::tiles::TileStyle;
use mjref::tui::{Action, App, Screen, frame_text, update};
use std::sync::Arc;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];
const LANGS: [Lang; 3] = [Lang::Cs, Lang::Pl, Lang::Ru];
/// 2026-01-05 09:00:00 UTC.
const MONDAY: i64 = 1_767_603_600;

fn app(ruleset: &str, lang: Lang) -> App {
    let options = Options {
        rules: RulesChoice {
            ruleset: ruleset.into(),
            rules_dir: None,
            card: None,
            lang,
        },
        tiles: Some(TileStyle::Ascii),
        profile: Profile::default(),
    };
    let mut app = App::new(&options, None, 5).expect("the built-in ruleset loads");
    app.set_ruleset(support::pinned_in(ruleset, lang.code()));
    app.ruleset_ids = vec![ruleset.into()];
    app
}

fn quiz(lang: Lang) -> App {
    let mut app = app("american", lang);
    app.begin(Plan {
        mode: Mode::Drill("AM-OOT-01".into()),
        seed: 5,
        count: 3,
        edition: None,
    });
    assert_eq!(app.screen(), Screen::Question);
    app
}

fn correct(app: &App) -> usize {
    app.quiz
        .as_ref()
        .and_then(|q| q.asked())
        .map(|a| a.question.correct_index())
        .expect("a question is on screen")
}

/// The frame as text; nothing missing from the catalogue and no English left where the
/// catalogue speaks.
fn text(app: &App, w: u16, h: u16) -> String {
    let t = frame_text(app, w, h);
    assert!(!t.contains('⟦'), "a message is missing:\n{t}");
    let cuts = support::cut_short(&t, w, app.cat.lang().code(), &app.ruleset);
    assert!(cuts.is_empty(), "cut at {w}x{h}:\n{}\n{t}", cuts.join("\n"));
    t.lines().map(str::trim_end).collect::<Vec<_>>().join("\n")
}

fn snap(name: &str, lang: Lang, app: &App) {
    for (w, h) in SIZES {
        insta::assert_snapshot!(format!("{name}_{}_{w}x{h}", lang.code()), text(app, w, h));
    }
}

/// The option texts of the question on screen, whole: a screen that cut one would show
/// a word of it broken or not at all.
fn option_words(app: &App) -> Vec<String> {
    let asked = app
        .quiz
        .as_ref()
        .and_then(|q| q.asked())
        .expect("a question is on screen");
    asked
        .question
        .option_texts(&app.cat)
        .iter()
        .flat_map(|o| o.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .collect()
}

#[test]
fn home_in_every_language() {
    for lang in LANGS {
        snap("home", lang, &app("american", lang));
    }
}

#[test]
fn a_question_in_every_language_fits_without_cutting_a_word() {
    for lang in LANGS {
        let app = quiz(lang);
        snap("question", lang, &app);
        for (w, h) in SIZES {
            let frame = text(&app, w, h);
            let words: Vec<&str> = frame.split_whitespace().collect();
            for word in option_words(&app) {
                assert!(
                    words.contains(&word.as_str()),
                    "{} at {w}x{h}: the option word {word:?} is cut or missing:\n{frame}",
                    lang.code()
                );
            }
        }
    }
}

#[test]
fn the_referee_view_in_every_language() {
    for lang in LANGS {
        let mut app = quiz(lang);
        update(&mut app, Action::ToggleView);
        snap("question_referee", lang, &app);
    }
}

#[test]
fn an_explanation_in_every_language() {
    for lang in LANGS {
        let mut app = quiz(lang);
        let wrong = (correct(&app) + 1) % 4;
        update(
            &mut app,
            Action::Digit(u8::try_from(wrong + 1).expect("small")),
        );
        snap("explanation", lang, &app);
    }
}

#[test]
fn the_study_screen_in_every_language() {
    for lang in LANGS {
        let mut app = app("millington", lang);
        let clock = Arc::new(ManualClock::at_unix(MONDAY));
        app.clock = clock.clone();
        let mut progress = Progress::default();
        let r = support::pinned("millington");
        for (i, item) in schedule::items(&r).iter().enumerate().take(14) {
            let outcome = Outcome {
                item: item.clone(),
                seed: i as u64,
                kind: AnswerKind::Parts,
                score: [1.0, 0.5, 0.0, 1.0, 0.75][i % 5],
                millis: 3_000 + 1_000 * (i as u64 % 7),
            };
            schedule::record(&mut progress, &outcome, clock.now(), true);
            clock.advance(Duration::hours(23));
        }
        app.learner.progress = progress;
        update(&mut app, Action::Digit(3));
        assert_eq!(app.screen(), Screen::Study);
        snap("study", lang, &app);
    }
}

#[test]
fn a_handout_in_every_language() {
    for lang in LANGS {
        let r = support::pinned_in("millington", lang.code());
        let cat = Catalog::for_lang(lang);
        let club = Club::create(
            &r,
            &Settings {
                edition: None,
                articles: String::new(),
                count: 2,
                seed: 31,
                seconds: 60,
                pass: 0,
            },
        )
        .expect("valid");
        let h = handout::build(&cat, &r, &club, TileStyle::Ascii).expect("builds");
        let md = handout::markdown(&cat, &h);
        assert!(!md.contains('⟦'), "a message is missing:\n{md}");
        let html = handout::html(&cat, &h);
        assert!(!html.contains('⟦'), "a message is missing:\n{html}");
        assert!(
            html.contains(&format!("<html lang=\"{}\">", lang.code())),
            "the page says its language"
        );
        assert!(html.contains(&h.title), "{html}");
        insta::assert_snapshot!(format!("handout_md_{}", lang.code()), md);
    }
}

/// The same club code asks the same questions whatever the language: only the words
/// differ, so members of one club can each answer in their own.
#[test]
fn a_club_quiz_asks_the_same_in_every_language() {
    let settings = Settings {
        edition: None,
        articles: String::new(),
        count: 4,
        seed: 77,
        seconds: 0,
        pass: 0,
    };
    let english = Club::create(&support::pinned("mcr"), &settings).expect("valid");
    for lang in LANGS {
        let r = support::pinned_in("mcr", lang.code());
        let club = Club::create(&r, &settings).expect("valid");
        assert_eq!(club.text(), english.text(), "{}", lang.code());
        for i in 0..4 {
            let q = club.question(&r, i).expect("a question").expect("made");
            let e = english
                .question(&support::pinned("mcr"), i)
                .expect("a question")
                .expect("made");
            assert_eq!(q.article, e.article);
            assert_eq!(q.scenario, e.scenario);
            assert_eq!(q.correct_index(), e.correct_index());
        }
    }
}

/// mjref as a command, with no language or settings from this machine.
fn mjref(args: &[&str], env: &[(&str, &str)]) -> (String, String, i32) {
    let config = std::env::temp_dir().join(format!("mjref-languages-{}", std::process::id()));
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_mjref"));
    cmd.args(args)
        .env("NO_COLOR", "1")
        .env("MJREF_CONFIG_DIR", &config)
        .env("MJREF_DATA_DIR", config.join("data"))
        .env_remove("MJREF_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .stdin(std::process::Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("mjref runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn the_article_list_is_in_the_language_asked_for() {
    let (czech, _, code) = mjref(
        &["--lang", "cs", "articles", "--ruleset", "millington"],
        &[],
    );
    assert_eq!(code, 0);
    let ruleset = mjref::rules::builtin::load_in("millington", "cs")
        .expect("built in")
        .expect("loads");
    assert!(
        czech.starts_with(&format!("{}: 21 článků", ruleset.meta.name)),
        "{czech}"
    );
    for a in &ruleset.articles {
        assert!(czech.contains(&a.title), "{} missing:\n{czech}", a.id);
    }
    assert!(!czech.contains("articles"), "{czech}");
}

#[test]
fn an_article_is_shown_in_polish() {
    let (polish, _, code) = mjref(
        &[
            "--lang",
            "pl",
            "articles",
            "show",
            "MCR-PEN-02",
            "--ruleset",
            "mcr",
        ],
        &[],
    );
    assert_eq!(code, 0);
    let ruleset = mjref::rules::builtin::load_in("mcr", "pl")
        .expect("built in")
        .expect("loads");
    let a = ruleset.article("MCR-PEN-02").expect("the article");
    assert!(polish.contains(&a.summary), "{polish}");
    for english in ["Phase:", "Sources:", "Cases, in order", "otherwise"] {
        assert!(
            !polish.contains(english),
            "{english} left in English:\n{polish}"
        );
    }
    // Sources are cited in Polish: the work as a Polish reader knows it, the place in
    // Polish words, the club's own heading as the club wrote it.
    for s in &a.sources {
        let (work, place) = ruleset.citation(s);
        assert!(
            polish.contains(&format!("{work}, {place}")),
            "{work}, {place}:\n{polish}"
        );
    }
    assert!(polish.contains("Błędna wygrana"), "{polish}");
    assert!(!polish.contains("section"), "{polish}");
}

#[test]
fn the_language_comes_from_the_flag_the_variable_or_the_locale() {
    let title = |lang: &str| {
        mjref::rules::builtin::load_in("mcr", lang)
            .expect("built in")
            .expect("loads")
            .meta
            .name
    };
    let list = ["articles", "--ruleset", "mcr"];
    let (out, _, _) = mjref(&list, &[("MJREF_LANG", "ru")]);
    assert!(out.starts_with(&title("ru")), "{out}");
    let (out, _, _) = mjref(&list, &[("LANG", "pl_PL.UTF-8")]);
    assert!(out.starts_with(&title("pl")), "{out}");
    let (out, _, _) = mjref(
        &list,
        &[("LANG", "pl_PL.UTF-8"), ("LC_MESSAGES", "cs_CZ.UTF-8")],
    );
    assert!(out.starts_with(&title("cs")), "{out}");
    let mut flagged = vec!["--lang", "en"];
    flagged.extend(list);
    let (out, _, _) = mjref(&flagged, &[("MJREF_LANG", "ru")]);
    assert!(out.starts_with(&title("en")), "{out}");
}

#[test]
fn help_and_refusals_are_in_the_language_asked_for() {
    for lang in ["cs", "pl", "ru"] {
        let (help, _, code) = mjref(&["--lang", lang, "-h"], &[]);
        assert_eq!(code, 0);
        let cat = Catalog::for_lang(Lang::from_tag(lang).expect("a language"));
        assert!(help.contains(&cat.tr("help-mjref")), "{help}");
        assert!(help.contains(&cat.tr("help-heading-usage")), "{help}");
        for english in ["Usage:", "Options:", "Commands:", "Print help", "[default:"] {
            assert!(
                !help.contains(english),
                "{lang}: {english} left in English:\n{help}"
            );
        }
        let (_, refused, code) = mjref(&["--lang", lang, "quiz", "--count", "x"], &[]);
        assert_eq!(code, 2);
        assert!(refused.contains(&cat.tr("cli-error-more")), "{refused}");
        assert!(!refused.contains('⟦'), "{refused}");
    }
}

#[test]
fn a_plain_quiz_speaks_russian_from_question_to_summary() {
    let (out, err, code) = mjref(
        &[
            "--lang",
            "ru",
            "quiz",
            "--plain",
            "--count",
            "1",
            "--seed",
            "4",
            "--no-save",
        ],
        &[],
    );
    assert_eq!(code, 0, "{err}");
    let cat = Catalog::for_lang(Lang::Ru);
    for id in ["plain-what-happened", "plain-table-now", "question-prompt"] {
        assert!(out.contains(cat.tr(id).trim_end()), "{id}:\n{out}");
    }
    assert!(!out.contains('⟦'), "{out}");
    for english in ["What happened", "Question 1", "Summary", "Your answer"] {
        assert!(!out.contains(english), "{english} left in English:\n{out}");
    }
}

#[test]
fn the_language_chosen_in_the_settings_speaks_at_once() {
    let mut app = app("millington", Lang::En);
    update(&mut app, Action::OpenSettings);
    update(&mut app, Action::Down);
    update(&mut app, Action::Down);
    update(&mut app, Action::Right);
    assert_eq!(app.cat.lang(), Lang::Cs);
    let czech = mjref::rules::builtin::load_in("millington", "cs")
        .expect("built in")
        .expect("loads");
    assert_eq!(app.ruleset.meta.name, czech.meta.name);
    assert_eq!(app.ruleset.articles[0].title, czech.articles[0].title);
    let frame = text(&app, 80, 24);
    assert!(frame.contains(&app.cat.tr("tui-settings-title")), "{frame}");
}

/// The other screens in every language, snapshotted too: settings, the article browser,
/// help, the summary, statistics and a ruling built part by part.
#[test]
fn the_other_screens_in_every_language() {
    use mjref::study::{Item, StudyMode};
    for lang in LANGS {
        let mut settings = app("american", lang);
        update(&mut settings, Action::OpenSettings);
        snap("settings", lang, &settings);

        let mut articles = app("american", lang);
        update(&mut articles, Action::OpenArticles);
        update(&mut articles, Action::Down);
        snap("articles", lang, &articles);

        let mut help = quiz(lang);
        update(&mut help, Action::ToggleHelp);
        snap("help", lang, &help);

        let mut summary = quiz(lang);
        let right = correct(&summary);
        update(
            &mut summary,
            Action::Digit(u8::try_from(right + 1).expect("small")),
        );
        update(&mut summary, Action::Next);
        let wrong = (correct(&summary) + 1) % 4;
        update(
            &mut summary,
            Action::Digit(u8::try_from(wrong + 1).expect("small")),
        );
        update(&mut summary, Action::Leave);
        assert_eq!(summary.screen(), Screen::Summary);
        snap("summary", lang, &summary);

        let mut stats = app("millington", lang);
        let clock = Arc::new(ManualClock::at_unix(MONDAY));
        stats.clock = clock.clone();
        let r = support::pinned("millington");
        for (i, item) in schedule::items(&r).iter().enumerate().take(14) {
            let outcome = Outcome {
                item: item.clone(),
                seed: i as u64,
                kind: AnswerKind::Parts,
                score: [1.0, 0.5, 0.0, 1.0, 0.75][i % 5],
                millis: 3_000 + 1_000 * (i as u64 % 7),
            };
            schedule::record(&mut stats.learner.progress, &outcome, clock.now(), true);
            clock.advance(Duration::hours(23));
        }
        update(&mut stats, Action::Digit(4));
        assert_eq!(stats.screen(), Screen::Stats);
        snap("stats", lang, &stats);

        let mut parts = app("millington", lang);
        let clock = Arc::new(ManualClock::at_unix(MONDAY));
        parts.clock = clock.clone();
        schedule::record(
            &mut parts.learner.progress,
            &Outcome {
                item: Item::new("millington", "MIL-83", "exposed"),
                seed: 0,
                kind: AnswerKind::Parts,
                score: 0.0,
                millis: 1,
            },
            clock.now(),
            true,
        );
        parts.start_study(StudyMode::Mistakes);
        assert_eq!(parts.screen(), Screen::Question);
        snap("parts", lang, &parts);
    }
}

/// A club member who writes a case by hand reads what is wrong with it in their language,
/// at its line and column: a reading error of the format and an event the table cannot play.
#[test]
fn a_case_written_by_hand_is_refused_in_the_language_asked_for() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.ron");
    std::fs::write(
        &bad,
        "Scenario(\n  ruleset: \"mcr\",\n  edition: \"2006\"\n  seed: 1,\n)\n",
    )
    .expect("written");
    let dice = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz/scenario/impossible-dice.ron");
    for lang in LANGS {
        let cat = Catalog::for_lang(lang);
        let path = bad.display().to_string();
        let (_, err, code) = mjref(&["--lang", lang.code(), "judge", &path], &[]);
        assert_eq!(code, 2);
        assert!(
            err.contains(&format!("{path}:4:3: {}", cat.tr("err-ron-comma"))),
            "{}: {err}",
            lang.code()
        );
        let (_, err, code) = mjref(
            &["--lang", lang.code(), "judge", &dice.display().to_string()],
            &[],
        );
        assert_eq!(code, 2);
        let said = cat.tr_args(
            "err-table-die",
            &[("event", 1usize.into()), ("face", 9u8.into())],
        );
        assert!(err.contains(&said), "{}: {err}\nwanted {said}", lang.code());
    }
}

/// What a person writes by hand (a house ruleset, a scenario's position or wall places, a
/// hand typed for `mcr fan` or `card check`, a value given to an option) is refused in
/// their language.
#[test]
fn what_a_person_writes_is_refused_in_the_language_asked_for() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().expect("temp dir");
    // A house ruleset that throws no dice.
    let house = dir.path().join("rules/millington");
    std::fs::create_dir_all(&house).expect("dir");
    for entry in std::fs::read_dir(root.join("rulesets/millington"))
        .expect("ruleset folder")
        .flatten()
    {
        if entry.path().is_file() {
            std::fs::copy(entry.path(), house.join(entry.file_name())).expect("copy");
        }
    }
    let meta = std::fs::read_to_string(house.join("ruleset.ron")).expect("meta");
    std::fs::write(
        house.join("ruleset.ron"),
        meta.replacen("dice: 2", "dice: 0", 1),
    )
    .expect("written");
    // A position with a tile once too often: five 1b.
    let case = std::fs::read_to_string(
        root.join("tests/cases/millington/position-mil-73-north-draws-before-west-unseen.ron"),
    )
    .expect("case");
    let start = case.find("Scenario(").expect("a scenario");
    let scenario = case[start..]
        .trim_end()
        .strip_suffix(')')
        .and_then(|s| s.trim_end().strip_suffix(','))
        .expect("the case ends with its scenario");
    let position = dir.path().join("five-1b.ron");
    std::fs::write(
        &position,
        scenario.replacen("\"1b 1b 2b 3b 4c 5c", "\"1b 1b 1b 1b 1b 5c", 1),
    )
    .expect("written");
    // A wall place that names no wall.
    let example = std::fs::read_to_string(root.join("docs/examples/north-forgot-last-tile.ron"))
        .expect("example");
    let places = dir.path().join("q-wall.ron");
    std::fs::write(&places, example.replacen("\"E6t\"", "\"Q6t\"", 1)).expect("written");

    for lang in LANGS {
        let cat = Catalog::for_lang(lang);
        let code = lang.code();
        let run = |args: &[&str]| {
            let mut all = vec!["--lang", code];
            all.extend_from_slice(args);
            let (_, err, status) = mjref(&all, &[]);
            assert_eq!(status, 2, "{code} {args:?}: {err}");
            assert!(!err.contains('⟦'), "{code}: {err}");
            err
        };
        let rules = dir.path().join("rules");
        let err = run(&[
            "articles",
            "--ruleset",
            "millington",
            "--rules-dir",
            rules.to_str().expect("utf-8"),
        ]);
        let said = cat.tr_args("err-ruleset-dice", &[("dice", 0u32.into())]);
        assert!(err.contains(&said), "{code}: {err}\nwanted {said}");

        let err = run(&["judge", position.to_str().expect("utf-8")]);
        let said = cat.tr_args(
            "err-pos-too-many",
            &[
                ("tile", "1b".into()),
                ("hands", 5usize.into()),
                ("discards", 0usize.into()),
                ("wall", 0usize.into()),
                ("walled", "no".into()),
                ("extra", 1usize.into()),
                ("allowed", 4usize.into()),
            ],
        );
        assert!(err.contains(&said), "{code}: {err}\nwanted {said}");

        let err = run(&["judge", places.to_str().expect("utf-8")]);
        let said = cat.tr_args("err-wall-pos", &[("text", "Q6t".into())]);
        assert!(err.contains(&said), "{code}: {err}\nwanted {said}");

        let err = run(&["mcr", "fan", "123m"]);
        let said = cat.tr_args(
            "err-mcr-tile-count",
            &[
                ("found", 3usize.into()),
                ("melds", 0usize.into()),
                ("needed", 14usize.into()),
            ],
        );
        assert!(err.contains(&said), "{code}: {err}\nwanted {said}");

        let err = run(&["card", "check", "1b 1b ["]);
        assert!(err.contains(&cat.tr("err-hand-unclosed")), "{code}: {err}");

        let err = run(&["mcr", "fan", "123m", "--flowers", "9"]);
        let said = cat.tr_args(
            "cli-error-number-range",
            &[
                ("text", "9".into()),
                ("low", 0u32.into()),
                ("high", 8u32.into()),
            ],
        );
        assert!(err.contains(&said), "{code}: {err}\nwanted {said}");
    }
}

/// The fact vocabulary an author of a house ruleset reads says what each fact means in
/// their language (the names stay as the files write them).
#[test]
fn the_fact_vocabulary_is_in_the_language_asked_for() {
    for lang in LANGS {
        let cat = Catalog::for_lang(lang);
        let (out, err, code) = mjref(&["--lang", lang.code(), "facts"], &[]);
        assert_eq!(code, 0, "{err}");
        assert!(!out.contains('⟦'), "{out}");
        let line = out
            .lines()
            .find(|l| l.trim_start().starts_with("east_has_discarded "))
            .expect("the fact is listed");
        assert!(
            line.contains(&cat.tr("fact-east-has-discarded-yes")),
            "{}: {line}",
            lang.code()
        );
        assert!(out.contains("late_over(30)"), "{out}");
        assert!(
            !out.contains("The player arrived"),
            "{}: {out}",
            lang.code()
        );
    }
}

/// Without a UTF-8 locale, Russian plain output is spelt in Latin letters, not question
/// marks (issue 30, item 8): a reader on a legacy console can still read it.
#[test]
fn russian_without_a_utf8_locale_is_readable() {
    let (out, _, code) = mjref(
        &[
            "--lang",
            "ru",
            "quiz",
            "--plain",
            "--ruleset",
            "mcr",
            "--count",
            "1",
            "--seed",
            "3",
            "--no-save",
        ],
        &[("LANG", "C")],
    );
    assert_eq!(code, 0);
    assert!(out.is_ascii(), "not ASCII:\n{out}");
    assert!(!out.contains("???"), "question marks:\n{out}");
    assert!(out.contains("Vopros 1"), "no 'Vopros 1' (Вопрос 1):\n{out}");
}

/// An article page in another language numbers its cases instead of showing their
/// English ids (issue 30, item 7); the English page keeps the ids ruleset authors write.
#[test]
fn case_ids_stay_english_only_on_the_english_page() {
    let args = ["articles", "show", "MIL-61", "--ruleset", "millington"];
    for lang in ["cs", "pl", "ru"] {
        let mut with_lang = vec!["--lang", lang];
        with_lang.extend(args);
        let (out, _, code) = mjref(&with_lang, &[]);
        assert_eq!(code, 0);
        assert!(!out.contains("nearer-mah-jong"), "{lang}:\n{out}");
        assert!(out.contains("  1. "), "{lang}: cases not numbered:\n{out}");
    }
    let (out, _, _) = mjref(&args, &[]);
    assert!(
        out.contains("nearer-mah-jong:"),
        "English lost the ids:\n{out}"
    );
}

#[test]
fn a_hand_of_many_fans_is_read_whole_at_80_columns() {
    // A Chinese Official win names each of its fans: every word of the table's reading
    // of the hand is on the screen, wrapped rather than run off its edge.
    let mut read = 0;
    for lang in LANGS {
        let ruleset = mjref::rules::builtin::load_in("mcr", lang.code())
            .expect("built in")
            .expect("loads");
        for seed in 1..=4 {
            let q = mjref::study::pick::question_for_case(&ruleset, "MCR-SC-03", "settled", seed)
                .expect("the question is made");
            let mut app = app("mcr", lang);
            app.set_ruleset(ruleset.clone());
            app.begin(Plan {
                mode: Mode::Replay {
                    article: "MCR-SC-03".into(),
                    seed: q.seed,
                },
                seed: q.seed,
                count: 1,
                edition: None,
            });
            let screen = text(&app, 80, 24);
            let words: Vec<&str> = screen.split_whitespace().collect();
            let table = &q.judgement.table;
            for seat in mjref::table::Seat::ALL {
                let Some(reading) =
                    mjref::quiz::table_text::hand_reading(&app.cat, &ruleset, table, seat)
                else {
                    continue;
                };
                read += 1;
                for word in reading.split_whitespace() {
                    assert!(
                        words.contains(&word),
                        "{}: {word:?} of the hand's reading is cut or missing:\n{screen}",
                        lang.code()
                    );
                }
            }
        }
    }
    assert!(read > 0, "no hand's fans were read on screen");
}
