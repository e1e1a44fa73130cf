//! Snapshots of every screen at 80x24 and 120x40, driven through the public
//! App / update / draw API with fixed seeds (never the clock), on the rulesets' articles
//! as they were recorded (tests/support), and each question drilled from a fixed article.

mod support;

use mjref::quiz::session::{Mode, Plan};
use mjref::setup::{Options, Profile, RulesChoice};
use mjref::tiles::TileStyle;
use mjref::tui::{Action, App, Screen, frame_text, update};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

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

/// The home screen on every article of the ruleset as it ships.
fn home_as_shipped() -> App {
    App::new(&common(), None, 5).expect("the built-in ruleset loads")
}

fn home() -> App {
    let mut app = home_as_shipped();
    app.set_ruleset(support::pinned("american"));
    app
}

/// The article the question snapshots show, and the seed of the quiz.
const ARTICLE: &str = "AM-OOT-01";
const SEED: u64 = 5;

/// Straight into a quiz, as `mjref quiz --article AM-OOT-01 --seed 5 --count 3` does.
fn quiz() -> App {
    let mut app = home();
    app.begin(Plan {
        mode: Mode::Drill(ARTICLE.into()),
        seed: SEED,
        count: 3,
        edition: None,
    });
    let q = &app
        .quiz
        .as_ref()
        .and_then(|q| q.asked())
        .expect("a question is on screen")
        .question;
    assert_eq!(q.article, ARTICLE);
    app
}

fn correct(app: &App) -> usize {
    app.quiz
        .as_ref()
        .and_then(|q| q.asked())
        .map(|a| a.question.correct_index())
        .expect("a question is on screen")
}

fn digit(i: usize) -> Action {
    Action::Digit(u8::try_from(i + 1).expect("a small option number"))
}

/// The frame as text, trailing blanks trimmed so that the snapshots read well.
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

#[test]
fn home_screen() {
    let mut app = home();
    // The layout is under test here, not how many rulesets ship (see tui_behaviour).
    app.ruleset_ids = vec!["american".into()];
    snap("home", &app);
}

#[test]
fn question_before_answer() {
    let app = quiz();
    assert_eq!(app.screen(), Screen::Question);
    snap("question", &app);
}

#[test]
fn question_referee_view() {
    let mut app = quiz();
    update(&mut app, Action::ToggleView);
    snap("question_referee", &app);
}

#[test]
fn question_after_right_answer() {
    let mut app = quiz();
    let right = correct(&app);
    update(&mut app, digit(right));
    snap("question_right", &app);
}

#[test]
fn question_after_wrong_answer() {
    let mut app = quiz();
    let wrong = (correct(&app) + 1) % 4;
    update(&mut app, digit(wrong));
    snap("question_wrong", &app);
}

#[test]
fn article_browser() {
    // The one list that grows with the ruleset.
    let mut app = home_as_shipped();
    update(&mut app, Action::OpenArticles);
    update(&mut app, Action::Down);
    assert_eq!(app.screen(), Screen::Articles);
    snap("articles", &app);
}

#[test]
fn settings_screen() {
    let mut app = home();
    update(&mut app, Action::OpenSettings);
    assert_eq!(app.screen(), Screen::Settings);
    snap("settings", &app);
}

#[test]
fn summary_screen() {
    let mut app = quiz();
    let right = correct(&app);
    update(&mut app, digit(right));
    update(&mut app, Action::Next);
    let wrong = (correct(&app) + 1) % 4;
    update(&mut app, digit(wrong));
    update(&mut app, Action::Leave);
    assert_eq!(app.screen(), Screen::Summary);
    snap("summary", &app);
}

#[test]
fn help_overlay() {
    let mut app = quiz();
    update(&mut app, Action::ToggleHelp);
    snap("help", &app);
}

#[test]
fn too_small() {
    let app = quiz();
    for (w, h) in [(60, 20), (79, 24), (80, 22)] {
        insta::assert_snapshot!(format!("too_small_{w}x{h}"), text(&app, w, h));
    }
}

/// A quiz of one question: the first of `article` on whose story the engine decides
/// `case`, on the pinned articles of `ruleset`.
fn one_question(ruleset: &str, article: &str, case: &str) -> App {
    let mut app = home();
    let pinned = support::pinned(ruleset);
    let q = mjref::study::pick::question_for_case(&pinned, article, case, SEED)
        .expect("the question is made");
    assert_eq!(
        q.judgement.case, case,
        "no story of {article} reaches {case}"
    );
    app.set_ruleset(pinned);
    app.begin(Plan {
        mode: Mode::Replay {
            article: article.into(),
            seed: q.seed,
        },
        seed: q.seed,
        count: 1,
        edition: None,
    });
    app
}

#[test]
fn trap_question_nothing_irregular() {
    // A joker exchanged on the player's own turn: it looks like taking from another's
    // exposure, and the rules allow it.
    let app = one_question("american", "AM-JK-01", "lawful-exchange");
    snap("trap", &app);
}

#[test]
fn a_declared_hand_lies_face_up_for_the_learner() {
    // An MCR hu is laid out to be checked: the learner sees the hand, not a count.
    let mut app = one_question("mcr", "MCR-PEN-02", "under-eight-fan");
    snap("declared_face_up", &app);
    update(&mut app, Action::ToggleView);
    snap("declared_face_up_referee", &app);
}

#[test]
fn table_and_story_brought_back_after_the_answer() {
    let mut app = quiz();
    let wrong = (correct(&app) + 1) % 4;
    update(&mut app, digit(wrong));
    update(&mut app, Action::ToggleReview);
    snap("question_review", &app);
    update(&mut app, Action::ToggleReview);
    let explained = text(&app, 80, 24);
    assert!(
        explained.contains("Why"),
        "b goes back to the explanation:\n{explained}"
    );
}

#[test]
fn a_folded_story_opens_on_a_key() {
    let mut app = quiz();
    snap("story_folded", &app);
    update(&mut app, Action::ToggleFold);
    snap("story_whole", &app);
}

#[test]
fn a_payment_question_shows_the_card_line_and_its_value() {
    let app = one_question("american", "AM-MJ-01", "on-discard");
    for (w, h) in SIZES {
        let screen = text(&app, w, h);
        assert!(
            screen.contains("on the card:"),
            "no card line at {w}x{h}:\n{screen}"
        );
    }
    snap("payment_card_line", &app);
}

#[test]
fn a_story_opens_on_its_moment_with_the_background_above() {
    // A player late for the hand: the moment comes before the deal, which follows it.
    let app = one_question("mcr", "MCR-PEN-01", "over-20");
    snap("story_opens_on_moment", &app);
    // A joker taken from an exposure of a hand already ruled dead: the ruling, many
    // turns back, is kept above the last turns.
    let app = one_question("american", "AM-JK-06", "valid-exposure");
    snap("story_background_pinned", &app);
}

fn type_text(app: &mut App, s: &str) {
    for c in s.chars() {
        mjref::tui::handle_event(
            app,
            &crossterm::event::Event::Key(crossterm::event::KeyEvent::new(
                crossterm::event::KeyCode::Char(c),
                crossterm::event::KeyModifiers::NONE,
            )),
        );
    }
}

fn key(app: &mut App, code: crossterm::event::KeyCode) {
    mjref::tui::handle_event(
        app,
        &crossterm::event::Event::Key(crossterm::event::KeyEvent::new(
            code,
            crossterm::event::KeyModifiers::NONE,
        )),
    );
}

/// `/` searches the list: every word typed must be in an article's id, title, tags or
/// summary; letters that are keys elsewhere (q, j, a) are typed, not obeyed; Enter keeps
/// the list found, Esc clears it, and the next Esc goes back.
#[test]
fn article_search() {
    use crossterm::event::KeyCode;
    let mut app = home();
    update(&mut app, Action::OpenArticles);
    type_text(&mut app, "/");
    assert!(app.articles.searching);
    type_text(&mut app, "joker exchange");
    assert_eq!(
        app.screen(),
        Screen::Articles,
        "letters are typed, not obeyed"
    );
    let found: Vec<&str> = app
        .articles
        .matches
        .iter()
        .map(|i| app.ruleset.articles[*i].id.as_str())
        .collect();
    assert!(!found.is_empty() && found.len() < app.ruleset.articles.len());
    for i in &app.articles.matches {
        let a = &app.ruleset.articles[*i];
        let all = format!("{} {} {} {}", a.id, a.title, a.tags.join(" "), a.summary).to_lowercase();
        assert!(
            all.contains("joker") && all.contains("exchange"),
            "{}",
            a.id
        );
    }
    snap("articles_search", &app);
    key(&mut app, KeyCode::Enter);
    assert!(!app.articles.searching);
    assert_eq!(
        app.articles.query, "joker exchange",
        "Enter keeps the search"
    );
    type_text(&mut app, "j");
    assert_eq!(app.articles.cursor, 1, "after the search, j moves again");
    key(&mut app, KeyCode::Esc);
    assert!(app.articles.query.is_empty());
    assert_eq!(app.articles.matches.len(), app.ruleset.articles.len());
    assert_eq!(
        app.screen(),
        Screen::Articles,
        "the first Esc clears the search"
    );
    type_text(&mut app, "/zzzz");
    let t = text(&app, 80, 24);
    assert!(t.contains("No article has all of “zzzz”"), "{t}");
    key(&mut app, KeyCode::Backspace);
    assert_eq!(app.articles.query, "zzz");
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Home);
}

/// On a wide terminal the list and the article stand side by side, so the article
/// fills the height instead of leaving the lower half empty.
#[test]
fn article_browser_side_by_side_when_wide() {
    let mut app = home();
    update(&mut app, Action::OpenArticles);
    let t = text(&app, 160, 45);
    let first = &app.ruleset.articles[0];
    let heading = t.lines().nth(1).unwrap_or_default();
    assert!(
        heading.contains("Articles (")
            && heading.contains(&format!("{}: {}", first.id, first.title)),
        "the article's heading beside the list's:\n{t}"
    );
    let listed = t
        .lines()
        .filter(|l| {
            app.ruleset
                .articles
                .iter()
                .any(|a| l.contains(&format!(" {}  ", a.id)))
        })
        .count();
    assert!(listed > 30, "the list uses the height: {listed} rows\n{t}");
}

/// The referee view in the Unicode and Chinese styles: every tile keeps its style's width,
/// so the racks line up (the Chinese style takes three cells, 5萬 5索 5筒).
#[test]
fn question_in_each_tile_style() {
    let mut app = quiz();
    update(&mut app, Action::ToggleView);
    for (style, name) in [
        (TileStyle::Unicode, "question_unicode"),
        (TileStyle::Cjk, "question_cjk"),
    ] {
        app.settings.style = style;
        app.restyle();
        snap(name, &app);
    }
}

/// Settings say what each tile style needs of the font, for the style chosen.
#[test]
fn settings_name_the_fonts_a_style_needs() {
    let mut app = home();
    update(&mut app, Action::OpenSettings);
    assert!(text(&app, 80, 24).contains("Any font shows them"));
    update(&mut app, Action::Right);
    assert_eq!(app.settings.style, TileStyle::Unicode);
    let t = text(&app, 80, 24);
    assert!(t.contains("Noto Sans Symbols 2"), "{t}");
    update(&mut app, Action::Right);
    assert_eq!(app.settings.style, TileStyle::Cjk);
    let t = text(&app, 80, 24);
    assert!(t.contains("Noto Sans CJK") && t.contains("5萬"), "{t}");
}

#[test]
fn a_tile_face_up_in_the_wall_keeps_the_columns() {
    // A wall tile turned up during the deal: its stack is one cell, as every stack is, and
    // the tile is named after the wall (a two-letter tile in the strip shifted the
    // stacks after it out of their columns under the ruler).
    let app = one_question("american", "AM-DEAL-04", "back-face-down");
    for (w, h) in SIZES {
        let screen = text(&app, w, h);
        let marked = screen
            .lines()
            .find(|l| l.contains(mjref::tui::FACE_UP_MARK))
            .unwrap_or_else(|| panic!("no face-up stack at {w}x{h}:\n{screen}"));
        let plain = screen
            .lines()
            .find(|l| l.contains('█') && !l.contains(mjref::tui::FACE_UP_MARK))
            .expect("another wall");
        // Cell by cell along the other wall's strip, the marked wall has a stack where
        // that one has a stack, and a gap (or the break) between.
        let stacks = "█▀▄▓·▣";
        let plain: Vec<char> = plain.chars().collect();
        let marked: Vec<char> = marked.chars().collect();
        let first = plain
            .iter()
            .position(|c| stacks.contains(*c))
            .expect("a stack");
        let last = plain
            .iter()
            .rposition(|c| stacks.contains(*c))
            .expect("a stack");
        for col in (first..=last).step_by(2) {
            assert!(
                marked.get(col).is_some_and(|c| stacks.contains(*c)),
                "no stack in column {col} at {w}x{h}:\n{screen}"
            );
            assert!(
                marked.get(col - 1).is_some_and(|c| " ┃".contains(*c)),
                "no gap before column {col} at {w}x{h}:\n{screen}"
            );
        }
    }
    snap("wall_face_up", &app);
}

#[test]
fn the_dead_wall_is_explained_as_the_table_has_it() {
    // A riichi dead wall holds the dora indicators besides the loose tiles; a classical
    // one (the kong box) holds loose tiles only. Both the legend under the walls and the
    // help overlay say which.
    for (ruleset, article, case, says, never) in [
        (
            "riichi",
            "RII-13",
            "put-back",
            "dead wall: loose tiles and dora indicators",
            "loose tiles only",
        ),
        (
            "millington",
            "MIL-66",
            "keeps-the-draw",
            "dead wall: loose tiles only",
            "dora",
        ),
    ] {
        let mut app = one_question(ruleset, article, case);
        let legend = text(&app, 120, 40);
        assert!(legend.contains(says), "{ruleset}: legend\n{legend}");
        assert!(!legend.contains(never), "{ruleset}: legend\n{legend}");
        update(&mut app, Action::ToggleHelp);
        let help = text(&app, 120, 40);
        assert!(help.contains(says), "{ruleset}: help\n{help}");
        assert!(!help.contains(never), "{ruleset}: help\n{help}");
    }
}
