//! How the trainer answers keys, resizes and colour settings; each test can fail.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use mjref::setup::{Options, Profile, QuizRequest, RulesChoice};
use mjref::tiles::TileStyle;
use mjref::tui::{self, Action, App, Screen, draw, frame_text, handle_event, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::Color;

fn common() -> Options {
    Options {
        rules: RulesChoice {
            ruleset: "american".into(),
            rules_dir: None,
            card: None,
            lang: mjref::i18n::Lang::En,
        },
        tiles: Some(TileStyle::Ascii),
        profile: Profile::default(),
    }
}

/// A quiz drilling one article, so that a new article elsewhere leaves these tests alone.
fn quiz(count: u32) -> App {
    let args = QuizRequest {
        article: Some("AM-OOT-01".into()),
        question: None,
        seed: Some(11),
        count,
        referee_view: false,
        edition: None,
    };
    App::new(&common(), Some(&args), 0).expect("the quiz starts")
}

/// Practice over every article of `ruleset`, as the home screen starts it.
fn practice(ruleset: &str, seed: u64, count: u32) -> App {
    let mut options = common();
    options.rules.ruleset = ruleset.into();
    let args = QuizRequest {
        article: None,
        question: None,
        seed: Some(seed),
        count,
        referee_view: false,
        edition: None,
    };
    App::new(&options, Some(&args), 0).expect("the quiz starts")
}

fn press(app: &mut App, code: KeyCode) {
    handle_event(app, &Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn ctrl_c() -> Event {
    Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL))
}

fn chosen(app: &App) -> Option<usize> {
    app.quiz
        .as_ref()?
        .asked()?
        .answer
        .as_ref()
        .and_then(|a| a.chosen)
}

#[test]
fn digit_keys_choose_that_option() {
    let mut app = quiz(2);
    press(&mut app, KeyCode::Char('9'));
    assert_eq!(chosen(&app), None, "there is no option 9");
    press(&mut app, KeyCode::Char('3'));
    assert_eq!(chosen(&app), Some(2));
    // An answer is final: another digit does not change it.
    press(&mut app, KeyCode::Char('1'));
    assert_eq!(chosen(&app), Some(2));
    let tally = app.quiz.as_ref().expect("a quiz").session.tally();
    assert_eq!(tally.asked, 1);
}

#[test]
fn arrows_and_enter_choose_too() {
    let mut app = quiz(2);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert_eq!(chosen(&app), Some(1));
    // Enter again goes on to the next question.
    press(&mut app, KeyCode::Enter);
    assert_eq!(chosen(&app), None);
    assert_eq!(app.quiz.as_ref().map(|q| q.session.index()), Some(1));
}

#[test]
fn after_the_last_question_comes_the_summary() {
    let mut app = quiz(2);
    for _ in 0..2 {
        press(&mut app, KeyCode::Char('1'));
        press(&mut app, KeyCode::Char('n'));
    }
    assert_eq!(app.screen(), Screen::Summary);
    assert_eq!(app.quiz.as_ref().map(|q| q.session.tally().asked), Some(2));
}

#[test]
fn q_goes_back_then_quits() {
    let mut app = quiz(5);
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.screen(), Screen::Summary, "q ends the quiz first");
    assert!(!app.quit);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Home);
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen(), Screen::Settings);
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.screen(), Screen::Home);
    press(&mut app, KeyCode::Char('q'));
    assert!(app.quit, "q on the home screen quits");
}

#[test]
fn ctrl_c_quits_from_anywhere() {
    let mut app = quiz(5);
    handle_event(&mut app, &ctrl_c());
    assert!(app.quit);

    let mut app = quiz(5);
    update(&mut app, Action::ToggleHelp);
    handle_event(&mut app, &ctrl_c());
    assert!(app.quit, "even with the help open");

    let mut app = App::new(&common(), None, 1).expect("home");
    update(&mut app, Action::OpenArticles);
    handle_event(&mut app, &ctrl_c());
    assert!(app.quit);
}

#[test]
fn the_event_loop_stops_on_quit() {
    let mut app = quiz(5);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test terminal");
    let mut events = vec![
        Event::Resize(100, 30),
        Event::Key(KeyEvent::new(KeyCode::Char('2'), KeyModifiers::NONE)),
        ctrl_c(),
        Event::Key(KeyEvent::new(KeyCode::Char('n'), KeyModifiers::NONE)),
    ]
    .into_iter();
    tui::run_loop(&mut terminal, &mut app, || Ok(events.next())).expect("the loop runs");
    assert!(app.quit);
    assert_eq!(
        events.next().map(|_| ()),
        Some(()),
        "n came after Ctrl-C: never read"
    );
    assert_eq!(chosen(&app), Some(1));
}

#[test]
fn resize_to_tiny_and_back() {
    let mut app = quiz(5);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test terminal");
    let mut show = |w: u16, h: u16, app: &mut App| {
        terminal.backend_mut().resize(w, h);
        update(app, Action::Resize(w, h));
        let done = terminal.draw(|f| draw(f, app)).expect("draws");
        tui::buffer_text(done.buffer)
    };
    let normal = show(80, 24, &mut app);
    assert!(normal.contains("What is the ruling?"), "{normal}");
    let tiny = show(30, 8, &mut app);
    assert!(tiny.contains("30×8"), "{tiny}");
    assert!(tiny.contains("80×23"), "{tiny}");
    assert!(!tiny.contains("What is the ruling?"));
    let zero = show(1, 1, &mut app);
    assert_eq!(zero.chars().count(), 1, "a 1x1 terminal does not crash");
    let back = show(80, 24, &mut app);
    assert_eq!(back, normal, "the same screen after resizing back");
}

#[test]
fn referee_view_shows_every_rack() {
    let mut app = quiz(5);
    let learner = frame_text(&app, 120, 40);
    assert!(!learner.contains("referee view)"));
    press(&mut app, KeyCode::Char('v'));
    // Where rows are few the walls fold into one line for the story's sake; with room,
    // each seat has its wall row and its rack row.
    let referee = frame_text(&app, 120, 40);
    let q = &app
        .quiz
        .as_ref()
        .and_then(|q| q.asked())
        .expect("asked")
        .question;
    let table = &q.judgement.table;
    for seat in mjref::table::Seat::ALL {
        // The table's rows only: a wrapped option line may begin with a seat's name too.
        let rows: Vec<&str> = referee
            .lines()
            .take_while(|l| !l.contains("What happened"))
            .filter(|l| l.trim_start_matches([' ', '▶']).starts_with(seat.name()))
            .collect();
        assert_eq!(
            rows.len(),
            2,
            "a wall row and a rack row for {seat}:\n{referee}"
        );
        let rack_row = rows[1];
        let mut codes: Vec<String> = table
            .rack(seat)
            .iter()
            .map(|id| mjref::tiles::code(table.kind(*id)))
            .collect();
        codes.sort();
        let mut shown: Vec<String> = rack_row
            .split_whitespace()
            .skip(1)
            .map(str::to_string)
            .collect();
        shown.sort();
        assert_eq!(shown, codes, "{seat}'s rack shows every tile");
    }
    let learner_rows = learner
        .lines()
        .filter(|l| l.trim_start_matches([' ', '▶']).starts_with("East"))
        .count();
    assert_eq!(learner_rows, 1, "the learner sees counts only:\n{learner}");
    press(&mut app, KeyCode::Char('v'));
    assert_eq!(frame_text(&app, 120, 40), learner);
}

#[test]
fn tile_style_changes_the_racks() {
    let mut app = quiz(5);
    update(&mut app, Action::ToggleView);
    let ascii = frame_text(&app, 120, 40);
    update(&mut app, Action::CycleTiles);
    assert_eq!(app.settings.style, TileStyle::Unicode);
    let unicode = frame_text(&app, 120, 40);
    assert_ne!(ascii, unicode);
    assert!(
        unicode
            .chars()
            .any(|c| ('\u{1F000}'..='\u{1F02B}').contains(&c))
    );
}

#[test]
fn no_color_draws_without_colour() {
    let mut app = quiz(5);
    app.settings.color = false;
    update(&mut app, Action::ToggleView);
    update(&mut app, Action::Digit(1));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test terminal");
    let done = terminal.draw(|f| draw(f, &app)).expect("draws");
    for cell in &done.buffer.content {
        assert_eq!(cell.fg, Color::Reset, "{cell:?}");
        assert_eq!(cell.bg, Color::Reset, "{cell:?}");
    }
}

#[test]
fn the_same_seed_gives_the_same_screens() {
    let a = quiz(3);
    let b = quiz(3);
    assert_eq!(frame_text(&a, 80, 24), frame_text(&b, 80, 24));
}

#[test]
fn first_frame_is_the_home_screen() {
    let text = tui::first_frame_text(&common(), 80, 24).expect("draws");
    assert_eq!(text.lines().count(), 24);
    assert!(text.lines().all(|l| l.chars().count() == 80));
    assert!(text.contains("Practise every article"), "{text}");
}

#[test]
fn home_starts_a_drill_from_the_article_browser() {
    let mut app = App::new(&common(), None, 3).expect("home");
    press(&mut app, KeyCode::Char('2'));
    assert_eq!(app.screen(), Screen::Articles);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Question);
    let q = app.quiz.as_ref().expect("a quiz");
    let wanted = app.ruleset.articles[1].id.clone();
    assert_eq!(
        q.session.plan().map(|p| &p.mode),
        Some(&mjref::quiz::session::Mode::Drill(wanted.clone()))
    );
    assert_eq!(q.asked().map(|a| a.question.article.clone()), Some(wanted));
    assert!(q.endless, "a drill from home runs until the learner stops");
}

#[test]
fn an_unknown_article_is_bad_input() {
    let args = QuizRequest {
        article: Some("AM-NOPE".into()),
        question: None,
        seed: Some(1),
        count: 1,
        referee_view: false,
        edition: None,
    };
    let err = App::new(&common(), Some(&args), 0).err().expect("fails");
    assert_eq!(mjref::cli::exit_code(&anyhow::Error::from(err)), 2);
}

#[test]
fn home_lists_every_built_in_ruleset() {
    let app = App::new(&common(), None, 1).expect("home");
    let ids: Vec<&str> = app.ruleset_ids.iter().map(String::as_str).collect();
    assert_eq!(ids, mjref::rules::builtin::IDS);
    let text = frame_text(&app, 80, 24);
    for id in mjref::rules::builtin::IDS {
        assert!(text.contains(id), "{id} on the home screen:\n{text}");
    }
}

#[test]
fn the_learner_never_sees_the_racks() {
    let mut app = quiz(5);
    for (w, h) in [(80, 24), (120, 40), (160, 60)] {
        let before = frame_text(&app, w, h);
        assert!(!before.contains("referee view)"), "{w}x{h}:\n{before}");
    }
    update(&mut app, Action::Digit(1));
    for (w, h) in [(80, 24), (120, 40), (160, 60)] {
        let after = frame_text(&app, w, h);
        assert!(!after.contains("referee view)"), "{w}x{h}:\n{after}");
    }
    update(&mut app, Action::ToggleView);
    let referee = frame_text(&app, 160, 60);
    assert!(referee.contains("referee view)"), "{referee}");
}

/// The rows of story in view: its events, numbered "12. " (options are numbered without
/// a dot), and the rows a long event wraps onto.
fn story_lines(screen: &str) -> usize {
    let numbered = |l: &str| {
        l.trim_start()
            .split_once(". ")
            .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    let mut rows = 0;
    let mut in_story = false;
    for l in screen.lines() {
        let wrapped = in_story && l.starts_with("      ") && !l[6..].starts_with(' ');
        in_story = numbered(l) || wrapped;
        rows += usize::from(in_story);
    }
    rows
}

#[test]
fn six_story_lines_at_80x24_in_both_views() {
    for ruleset in ["american", "millington", "mcr"] {
        let mut app = practice(ruleset, 3, 12);
        for n in 0..12 {
            let story = app
                .quiz
                .as_ref()
                .and_then(|q| q.asked())
                .map(|a| a.question.scenario.events.len())
                .unwrap_or(0);
            for view in ["learner", "referee"] {
                let screen = frame_text(&app, 80, 24);
                let seen = story_lines(&screen);
                assert!(
                    seen >= 6.min(story),
                    "{ruleset} question {n}, {view} view: {seen} story lines\n{screen}"
                );
                press(&mut app, KeyCode::Char('v'));
            }
            press(&mut app, KeyCode::Char('1'));
            press(&mut app, KeyCode::Char('n'));
        }
    }
}

/// Whether `line` of the story, numbered `n` (from 0), shows in `screen`: its number and
/// its first words, as far as they go before the line wraps.
fn shows_story_line(screen: &str, n: usize, line: &str) -> bool {
    let head: String = line.chars().take(30).collect();
    let head = head.rsplit_once(' ').map_or(head.as_str(), |(h, _)| h);
    screen
        .lines()
        .any(|l| l.contains(&format!("{}. {head}", n + 1)))
}

/// How many options the question on screen has.
fn shown_options(app: &App) -> usize {
    app.quiz
        .as_ref()
        .and_then(|q| q.asked())
        .map_or(0, |a| a.question.choices.len())
}

#[test]
fn the_story_opens_on_the_moment_with_its_background_above() {
    let mut pinned_seen = 0;
    for ruleset in ["american", "millington", "mcr"] {
        let mut app = practice(ruleset, 1, 40);
        for n in 0..40 {
            let Some(shown) = app.quiz.as_ref().and_then(|q| q.shown()) else {
                break;
            };
            let story = shown.story().clone();
            // 80x23 too: an 80x24 window with a status line.
            let short = frame_text(&app, 80, 23);
            let screen = frame_text(&app, 80, 24);
            let moment = &story.lines[story.moment];
            for screen in [&short, &screen] {
                assert!(
                    shows_story_line(screen, story.moment, moment),
                    "{ruleset} question {n}: the moment ({}. {moment}) is out of view\n{screen}",
                    story.moment + 1
                );
                // Every option is on screen, and the key line below them.
                let options = shown_options(&app);
                for k in 1..=options {
                    assert!(
                        screen.lines().any(|l| {
                            let t = l.trim_start().trim_start_matches('▸').trim_start();
                            t.starts_with(&format!("{k}  "))
                        }),
                        "{ruleset} question {n}: option {k} out of view\n{screen}"
                    );
                }
                assert!(screen.contains("? help"), "{screen}");
            }
            // The background nearest the moment is in view, in the window or above it.
            if let Some(&near) = story.pinned.iter().min_by_key(|p| p.abs_diff(story.moment)) {
                let line = &story.lines[near];
                if line.chars().count() < 140 {
                    assert!(
                        shows_story_line(&screen, near, line),
                        "{ruleset} question {n}: background {}. {line} out of view\n{screen}",
                        near + 1
                    );
                    pinned_seen += usize::from(screen.contains("   ⋮"));
                }
            }
            press(&mut app, KeyCode::Char('1'));
            press(&mut app, KeyCode::Char('n'));
        }
    }
    assert!(
        pinned_seen > 0,
        "no story kept its background above the window"
    );
}

#[test]
fn a_deck_of_five_cases_plays_in_the_trainer() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases/mcr");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("cases")
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    let mut scenarios = Vec::new();
    for f in files.iter().take(5) {
        let text = std::fs::read_to_string(f).expect("case file");
        let name = f.display().to_string();
        let cases = mjref::scenario::deck::read_cases(&name, &text).expect("a case");
        scenarios.extend(cases.into_iter().map(|c| c.scenario));
    }
    let mut app = App::new(&common(), None, 0).expect("the trainer starts");
    app.set_ruleset(
        mjref::rules::builtin::load("mcr")
            .expect("known")
            .expect("loads"),
    );
    app.start_deck(mjref::quiz::session::Deck {
        scenarios: scenarios.clone(),
        seed: 1,
    });
    for (n, scenario) in scenarios.iter().enumerate() {
        let asked = app
            .quiz
            .as_ref()
            .and_then(|q| q.asked())
            .map(|a| a.question.scenario.clone());
        assert_eq!(
            asked.as_ref(),
            Some(scenario),
            "case {n} is asked as written"
        );
        let screen = frame_text(&app, 80, 24);
        assert!(
            screen.contains(&format!("Question {} of 5", n + 1)),
            "{screen}"
        );
        press(&mut app, KeyCode::Char('1'));
        press(&mut app, KeyCode::Char('n'));
    }
    assert_eq!(app.screen(), Screen::Summary);
    // The summary offers the deck again, not a generated quiz of the session's seed.
    let summary = frame_text(&app, 80, 24);
    assert!(
        summary.contains("--deck") && !summary.contains("--seed"),
        "{summary}"
    );
}

#[test]
fn the_help_stays_until_a_key_however_long_it_is_read() {
    let mut app = quiz(2);
    press(&mut app, KeyCode::Char('?'));
    assert!(app.help);
    // The idle ticks of a minute of reading.
    for _ in 0..240 {
        handle_event(&mut app, &Event::FocusGained);
    }
    handle_event(&mut app, &Event::Resize(100, 30));
    assert!(app.help, "the help closed by itself");
    assert!(
        frame_text(&app, 100, 30).contains("Keys"),
        "the help is drawn"
    );
    press(&mut app, KeyCode::Esc);
    assert!(!app.help);
}

#[test]
fn behind_the_too_small_notice_only_leaving_acts() {
    let mut app = quiz(2);
    handle_event(&mut app, &Event::Resize(60, 20));
    press(&mut app, KeyCode::Char('1'));
    assert_eq!(chosen(&app), None, "an answer given unseen");
    press(&mut app, KeyCode::Char('?'));
    assert!(!app.help);
    handle_event(&mut app, &Event::Resize(80, 24));
    press(&mut app, KeyCode::Char('1'));
    assert_eq!(chosen(&app), Some(0), "keys act again once it fits");
    // Leaving works while it is too small.
    handle_event(&mut app, &Event::Resize(60, 20));
    press(&mut app, KeyCode::Char('q'));
    assert_ne!(app.screen(), Screen::Question);
}

#[test]
fn nothing_is_drawn_in_a_fixed_white_or_black_that_a_background_could_swallow() {
    // On a light terminal white text vanishes; on a dark one black does; palette colour 8
    // is the background of Solarized-dark-like themes (issue 31, section 2). Text keeps
    // the terminal's own foreground unless a colour of its own stands on a background.
    let mut app = quiz(5);
    app.settings.color = true;
    for (view, answer) in [(false, false), (true, false), (true, true)] {
        if view {
            update(&mut app, Action::ToggleView);
        }
        if answer {
            update(&mut app, Action::Digit(1));
        }
        let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test terminal");
        let done = terminal.draw(|f| draw(f, &app)).expect("draws");
        for cell in &done.buffer.content {
            let on_own_background = cell.bg != Color::Reset;
            assert!(
                on_own_background
                    || !matches!(
                        cell.fg,
                        Color::White
                            | Color::Gray
                            | Color::Black
                            | Color::DarkGray
                            | Color::Indexed(8)
                    ),
                "{cell:?} in\n{}",
                tui::buffer_text(done.buffer)
            );
        }
    }
}

#[test]
fn the_settings_chosen_are_kept_for_the_next_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let kept = dir.path().join("config").join("settings.ron");
    let mut options = common();
    options.tiles = None;
    let mut app = App::new(&options, None, 0).expect("starts");
    app.remember_settings(kept.clone());
    assert_eq!(app.settings.style, TileStyle::Ascii);
    app.push(Screen::Settings);
    update(&mut app, Action::Right);
    let chosen = app.settings.style;
    assert_ne!(chosen, TileStyle::Ascii);
    update(&mut app, Action::Down);
    update(&mut app, Action::Enter);
    assert!(app.settings.referee_view);
    assert!(kept.exists(), "nothing written to {}", kept.display());

    // The next start takes them up.
    let mut again = App::new(&options, None, 0).expect("starts");
    again.remember_settings(kept.clone());
    assert_eq!(again.settings.style, chosen);
    assert!(again.settings.referee_view);

    // --tiles given wins over what was kept.
    let mut given = App::new(&common(), None, 0).expect("starts");
    given.remember_settings(kept);
    assert_eq!(given.settings.style, TileStyle::Ascii);
}

/// `t` and `v` on a question change the style and the view, and are kept as the
/// settings screen keeps them (issue 31, section 2).
#[test]
fn the_style_and_view_changed_on_a_question_are_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let kept = dir.path().join("config").join("settings.ron");
    let mut app = quiz(2);
    app.remember_settings(kept.clone());
    press(&mut app, KeyCode::Char('t'));
    press(&mut app, KeyCode::Char('v'));
    let chosen = (app.settings.style, app.settings.referee_view);
    assert_ne!(chosen.0, TileStyle::Ascii);
    assert!(chosen.1);
    let mut options = common();
    options.tiles = None;
    let mut again = App::new(&options, None, 0).expect("starts");
    again.remember_settings(kept);
    assert_eq!((again.settings.style, again.settings.referee_view), chosen);
}

/// A settings file that does not read is told, and set aside before the first change
/// is written over it (issue 31, section 1, point 7): nothing in it is lost.
#[test]
fn a_settings_file_that_does_not_read_is_told_and_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let kept = dir.path().join("settings.ron");
    std::fs::write(&kept, "(tiles: Some(Klingon))").expect("written");
    let mut app = quiz(2);
    app.remember_settings(kept.clone());
    let notice = app.notice.clone().unwrap_or_default();
    assert!(notice.contains("settings.ron:1:"), "{notice}");
    press(&mut app, KeyCode::Char('t'));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("settings.ron.unread")).expect("kept aside"),
        "(tiles: Some(Klingon))"
    );
    assert!(
        std::fs::read_to_string(&kept)
            .expect("written")
            .contains("tiles")
    );
}

/// The README's way: Tab to the rulesets, ↓ to another, then a number: the number acts in
/// the ruleset highlighted (issue 31, section 2: it started the old one).
#[test]
fn a_number_acts_in_the_ruleset_highlighted() {
    let mut app = App::new(&common(), None, 3).expect("home");
    let before = app.ruleset.meta.id.clone();
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Down);
    let highlighted = app.ruleset_ids[app.home.ruleset_cursor].clone();
    assert_ne!(highlighted, before);
    press(&mut app, KeyCode::Char('1'));
    assert_eq!(app.ruleset.meta.id, highlighted);
    assert_eq!(app.screen(), Screen::Question);
    // Tab away from the list takes the ruleset highlighted too.
    let mut app = App::new(&common(), None, 3).expect("home");
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Down);
    let highlighted = app.ruleset_ids[app.home.ruleset_cursor].clone();
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.ruleset.meta.id, highlighted);
}

/// A drill names the article it drills and says when it has stuck (issue 31, section 2).
#[test]
fn a_drill_names_its_article_and_says_when_it_has_stuck() {
    let mut app = quiz(10);
    let screen = mjref::tui::frame_text(&app, 120, 40);
    assert!(screen.contains("Drilling AM-OOT-01"), "{screen}");
    for _ in 0..mjref::quiz::session::STUCK_AFTER {
        let asked = app.quiz.as_ref().and_then(|q| q.asked()).expect("asked");
        let right = asked
            .question
            .choices
            .iter()
            .position(|c| c.ruling == asked.question.judgement.ruling)
            .expect("a right option");
        update(
            &mut app,
            Action::Digit(u8::try_from(right + 1).expect("small")),
        );
        update(&mut app, Action::Next);
    }
    let screen = mjref::tui::frame_text(&app, 120, 40);
    assert!(screen.contains("stuck: 3 right in a row"), "{screen}");
}

/// The article search finds a word typed without its accents, and puts the article
/// whose title is what was typed first (issue 31, section 2).
#[test]
fn the_article_search_needs_no_accents_and_puts_the_title_first() {
    let mut options = common();
    options.rules.ruleset = "mcr".into();
    options.rules.lang = mjref::i18n::Lang::Cs;
    let mut app = App::new(&options, None, 0).expect("home");
    app.push(Screen::Articles);
    app.articles.query = "pozdni prichod".into();
    app.refilter_articles();
    let first = app
        .articles
        .matches
        .first()
        .map(|i| app.ruleset.articles[*i].id.clone());
    assert_eq!(first.as_deref(), Some("MCR-PEN-01"));
    // The article whose title is the words typed comes before one that only holds them.
    let mut app = App::new(&common(), None, 0).expect("home");
    app.push(Screen::Articles);
    app.articles.query = "wrong wall".into();
    app.refilter_articles();
    let titles: Vec<String> = app
        .articles
        .matches
        .iter()
        .map(|i| app.ruleset.articles[*i].title.clone())
        .collect();
    assert_eq!(
        titles.first().map(String::as_str),
        Some("Tiles picked from the wrong wall"),
        "{titles:?}"
    );
}

#[test]
fn the_edition_asked_for_holds_for_quizzes_started_from_home_too() {
    let mut options = common();
    options.rules.ruleset = "riichi".into();
    let args = QuizRequest {
        article: None,
        question: None,
        seed: Some(5),
        count: 3,
        referee_view: false,
        edition: Some("wrc2015".into()),
    };
    let mut app = App::new(&options, Some(&args), 0).expect("the quiz starts");
    let edition = |app: &App| {
        let q = app.quiz.as_ref().expect("a quiz");
        let asked = q
            .asked()
            .expect("a question")
            .question
            .scenario
            .edition
            .clone();
        (q.session.plan().and_then(|p| p.edition.clone()), asked)
    };
    let wrc = (Some("wrc2015".to_string()), "wrc2015".to_string());
    assert_eq!(edition(&app), wrc);
    app.start(mjref::quiz::session::Mode::Everything);
    assert_eq!(edition(&app), wrc);
}
