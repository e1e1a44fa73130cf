//! `update`: the one place the state changes, one action at a time.

use super::action::Action;
use super::app::{App, HomeFocus, MenuItem, Screen, Setting};
use crate::quiz::parts::Part;
use crate::quiz::session::Mode;
use crate::study::StudyMode;
use crate::tiles::TileStyle;

/// How far PgUp and PgDn move.
const PAGE: u16 = 5;

pub fn update(app: &mut App, action: Action) {
    if action == Action::Quit {
        app.quit = true;
        return;
    }
    if let Action::Resize(w, h) = action {
        app.size = (w, h);
    }
    let (w, h) = app.size;
    let too_small = w < crate::tui::MIN_WIDTH || h < crate::tui::MIN_HEIGHT;
    // Behind the notice that the terminal is too small nothing is seen, so nothing but
    // leaving acts: an answer given unseen would be saved.
    if too_small && !matches!(action, Action::Leave | Action::Resize(..) | Action::Tick) {
        return;
    }
    if app.help {
        match action {
            // The clock runs on under the help; only a key closes it.
            Action::Tick if app.screen() == Screen::Question => app.time_out(),
            Action::Tick | Action::Resize(..) => {}
            // Any key closes the help; only Ctrl-C (above) does more.
            _ => app.help = false,
        }
        return;
    }
    match action {
        Action::ToggleHelp => app.help = true,
        Action::Resize(..) => {}
        Action::Tick => {
            if app.screen() == Screen::Question {
                app.time_out();
            }
        }
        _ => match app.screen() {
            Screen::Home => home(app, action),
            Screen::Question => question(app, action),
            Screen::Articles => articles(app, action),
            Screen::Settings => settings(app, action),
            Screen::Summary => summary(app, action),
            Screen::Study => study(app, action),
            Screen::Stats => stats(app, action),
            Screen::ScoreCard => score_card(app, action),
            Screen::Presenter => presenter(app, action),
        },
    }
}

fn move_cursor(cursor: &mut usize, len: usize, down: bool) {
    if len == 0 {
        return;
    }
    *cursor = if down {
        (*cursor + 1) % len
    } else {
        (*cursor + len - 1) % len
    };
}

fn home(app: &mut App, action: Action) {
    // Leaving the list takes the ruleset highlighted in it, as Enter would.
    if matches!(action, Action::Tab | Action::Left | Action::Right)
        && app.home.focus == HomeFocus::Rulesets
    {
        if !choose_highlighted(app) {
            app.home.focus = HomeFocus::Menu;
        }
        return;
    }
    let h = &mut app.home;
    match (action, h.focus) {
        (Action::Leave, _) => app.quit = true,
        (Action::Tab | Action::Left | Action::Right, HomeFocus::Menu) => {
            h.focus = HomeFocus::Rulesets;
        }
        (Action::Up | Action::Down, HomeFocus::Rulesets) => {
            move_cursor(
                &mut h.ruleset_cursor,
                app.ruleset_ids.len(),
                action == Action::Down,
            );
        }
        (Action::Enter, HomeFocus::Rulesets) => app.choose_ruleset(),
        (Action::Up | Action::Down, HomeFocus::Menu) => {
            move_cursor(
                &mut h.menu_cursor,
                MenuItem::ALL.len(),
                action == Action::Down,
            );
        }
        (Action::Enter, HomeFocus::Menu) => {
            let item = MenuItem::ALL[h.menu_cursor.min(MenuItem::ALL.len() - 1)];
            activate(app, item);
        }
        (Action::Digit(d), _) => {
            if let Some(item) = MenuItem::ALL.get(usize::from(d).wrapping_sub(1)) {
                // A number acts in the ruleset highlighted, not the one before it.
                if choose_highlighted(app) && app.home.message.is_some() {
                    return;
                }
                app.home.menu_cursor = usize::from(d) - 1;
                activate(app, *item);
            }
        }
        (Action::OpenArticles, _) => app.push(Screen::Articles),
        (Action::OpenSettings, _) => app.push(Screen::Settings),
        _ => {}
    }
}

/// Switch to the ruleset highlighted on the home screen where it is not the one in use;
/// whether a switch was tried (a failed one leaves its message on the home screen).
fn choose_highlighted(app: &mut App) -> bool {
    let highlighted = app.ruleset_ids.get(app.home.ruleset_cursor);
    if highlighted.is_none_or(|id| *id == app.ruleset.meta.id) {
        return false;
    }
    app.choose_ruleset();
    true
}

fn activate(app: &mut App, item: MenuItem) {
    match item {
        MenuItem::Practise => app.start(Mode::Everything),
        MenuItem::Study => app.open_study(),
        MenuItem::Stats => app.open_stats(),
        MenuItem::Drill => app.push(Screen::Articles),
        MenuItem::Settings => app.push(Screen::Settings),
        MenuItem::Quit => app.quit = true,
    }
}

fn question(app: &mut App, action: Action) {
    match action {
        Action::Leave | Action::Back => return app.finish(),
        // Changed on a question as in the settings, and kept the same way.
        Action::ToggleView => {
            app.settings.referee_view = !app.settings.referee_view;
            return app.keep_settings();
        }
        Action::CycleTiles => {
            cycle_tiles(app);
            return app.keep_settings();
        }
        Action::OpenSettings => return app.push(Screen::Settings),
        _ => {}
    }
    let article_text: Vec<String> = app
        .quiz
        .as_ref()
        .and_then(|q| q.asked())
        .and_then(|a| app.ruleset.article(&a.question.article))
        .map(|a| {
            let mut v = vec![a.title.clone(), a.summary.clone()];
            v.extend(a.sources.iter().map(|s| {
                let (work, locator) = app.ruleset.citation(s);
                format!("{work}, {locator}")
            }));
            v
        })
        .unwrap_or_default();
    let Some(quiz) = app.quiz.as_mut() else {
        return app.finish();
    };
    let Some(asked) = quiz.asked() else {
        // A question that could not be built: the only way is on.
        if matches!(action, Action::Enter | Action::Next) {
            app.next_question();
        }
        return;
    };
    if asked.answer.is_none() && asked.building.is_some() {
        return building(app, action);
    }
    let choices = asked.question.choices.len();
    let answered = asked.answer.is_some();
    // Before the answer the story scrolls back from its end, in events; after it the
    // explanation scrolls down from its top, in lines. Both are clamped again when drawn.
    let explanation = asked
        .answer
        .as_ref()
        .map_or(&[][..], |a| &a.explanation[..]);
    let rows = explanation_rows(&article_text, explanation);
    let Some(shown) = quiz.shown_mut() else {
        return;
    };
    // Brought back after the answer, the story scrolls as it did before.
    let explaining = answered && !shown.review;
    let limit = if explaining {
        u16::try_from(rows).unwrap_or(u16::MAX)
    } else {
        u16::try_from(shown.story().lines.len().saturating_sub(1)).unwrap_or(u16::MAX)
    };
    let mut scroll_by = |back: bool, by: u16| {
        let s = if back == explaining {
            shown.scroll.saturating_sub(by)
        } else {
            shown.scroll.saturating_add(by)
        };
        shown.scroll = s.min(limit);
    };
    match action {
        Action::Digit(d) if !answered => app.answer(usize::from(d).wrapping_sub(1)),
        Action::Up if !answered => move_cursor(&mut shown.cursor, choices, false),
        Action::Down if !answered => move_cursor(&mut shown.cursor, choices, true),
        Action::Enter if !answered => {
            let chosen = shown.cursor;
            app.answer(chosen);
        }
        Action::Enter | Action::Next if answered => app.next_question(),
        Action::Up => scroll_by(true, 1),
        Action::Down => scroll_by(false, 1),
        Action::PageUp => scroll_by(true, PAGE),
        Action::PageDown => scroll_by(false, PAGE),
        Action::ToggleFold => {
            shown.folded = !shown.folded;
            shown.scroll = super::app::opening(shown.story());
        }
        Action::ToggleReview if answered => {
            shown.review = !shown.review;
            shown.scroll = if shown.review {
                super::app::opening(shown.story())
            } else {
                0
            };
        }
        _ => {}
    }
}

/// About how many rows the explanation takes on the narrowest screen, to stop scrolling
/// where it ends; the drawing clamps exactly for the screen at hand.
fn explanation_rows(article: &[String], explanation: &[String]) -> usize {
    /// Text columns of an explanation line on an 80-column screen.
    const COLUMNS: usize = 72;
    let text = explanation.iter().chain(article);
    text.map(|l| l.chars().count() / COLUMNS + 1).sum::<usize>() + 1
}

/// Keys while the ruling is built part by part.
fn building(app: &mut App, action: Action) {
    let Some(quiz) = app.quiz.as_mut() else {
        return;
    };
    let Some(part) = quiz
        .session
        .asked()
        .and_then(|a| a.building.as_ref())
        .and_then(|b| b.part())
    else {
        return;
    };
    let amounts = part.part == Part::Amounts;
    let n = if amounts {
        part.transfers.len()
    } else {
        part.options.len()
    };
    let Some(b) = quiz.shown_mut() else {
        return;
    };
    if amounts {
        b.figures.resize(n, String::new());
        match action {
            Action::Digit(d) => {
                if let Some(f) = b.figures.get_mut(b.cursor)
                    && f.len() < 9
                {
                    f.push(char::from(b'0' + d));
                }
            }
            Action::Backspace => match b.figures.get_mut(b.cursor) {
                Some(f) if !f.is_empty() => {
                    f.pop();
                }
                _ => app.part_back(),
            },
            Action::Up => move_cursor(&mut b.cursor, n, false),
            Action::Down | Action::Tab => move_cursor(&mut b.cursor, n, true),
            Action::Enter if b.cursor + 1 < n => b.cursor += 1,
            Action::Enter => app.give_part(),
            Action::Left => app.part_back(),
            _ => {}
        }
        return;
    }
    match action {
        Action::Up => move_cursor(&mut b.cursor, n, false),
        Action::Down => move_cursor(&mut b.cursor, n, true),
        Action::Digit(d) if (1..=n).contains(&usize::from(d)) => {
            b.cursor = usize::from(d) - 1;
            app.give_part();
        }
        Action::Enter | Action::Right => app.give_part(),
        Action::Backspace | Action::Left => app.part_back(),
        _ => {}
    }
}

fn study(app: &mut App, action: Action) {
    let len = StudyMode::ALL.len();
    match action {
        Action::Leave | Action::Back => app.pop(),
        Action::Up => move_cursor(&mut app.study_cursor, len, false),
        Action::Down => move_cursor(&mut app.study_cursor, len, true),
        Action::Tab | Action::Left | Action::Right => app.study_by_parts = !app.study_by_parts,
        Action::Enter => {
            let mode = StudyMode::ALL[app.study_cursor.min(len - 1)];
            app.start_study(mode);
        }
        Action::Digit(d) if (1..=len).contains(&usize::from(d)) => {
            app.study_cursor = usize::from(d) - 1;
            app.start_study(StudyMode::ALL[app.study_cursor]);
        }
        _ => {}
    }
}

fn stats(app: &mut App, action: Action) {
    let len = app.stats.as_ref().map_or(0, |s| s.articles.len());
    match action {
        Action::Leave | Action::Back => app.pop(),
        Action::Up => move_cursor(&mut app.stats_cursor, len, false),
        Action::Down => move_cursor(&mut app.stats_cursor, len, true),
        Action::Top => app.stats_cursor = 0,
        Action::Enter => {
            let chosen = app
                .stats
                .as_ref()
                .and_then(|s| s.articles.get(app.stats_cursor))
                .map(|a| (a.ruleset.clone(), a.article.clone()));
            if let Some((ruleset, article)) = chosen {
                app.drill(&ruleset, &article);
            }
        }
        _ => {}
    }
}

fn score_card(app: &mut App, action: Action) {
    match action {
        Action::Leave => app.quit = true,
        Action::Back | Action::Enter => app.stack.truncate(1),
        _ => {}
    }
}

fn presenter(app: &mut App, action: Action) {
    let Some(p) = app.presenter.as_mut() else {
        return app.pop();
    };
    let count = p.club.count();
    if p.finished {
        match action {
            Action::Left | Action::Backspace => p.finished = false,
            Action::Leave | Action::Back | Action::Enter => app.pop(),
            _ => {}
        }
        return;
    }
    match action {
        Action::Leave | Action::Back => app.pop(),
        Action::Enter | Action::Down if !p.revealed => p.revealed = true,
        Action::Enter | Action::Next | Action::Right if p.index + 1 < count => {
            let i = p.index + 1;
            app.present_at(i);
        }
        // After the last answer, the end of the quiz rather than nothing.
        Action::Enter | Action::Next | Action::Right if p.revealed => p.finished = true,
        Action::Left | Action::Backspace if p.index > 0 => {
            let i = p.index - 1;
            app.present_at(i);
        }
        Action::Up if p.revealed => p.revealed = false,
        _ => {}
    }
}

fn scroll(offset: &mut u16, increase: bool, by: u16) {
    *offset = if increase {
        offset.saturating_add(by)
    } else {
        offset.saturating_sub(by)
    };
}

fn cycle_tiles(app: &mut App) {
    let all = TileStyle::ALL;
    let i = all
        .iter()
        .position(|s| *s == app.settings.style)
        .unwrap_or(0);
    app.settings.style = all[(i + 1) % all.len()];
    app.restyle();
}

fn articles(app: &mut App, action: Action) {
    let len = app.articles.matches.len();
    let searching = app.articles.searching;
    let a = &mut app.articles;
    match action {
        Action::Type(c) if searching => {
            a.query.push(c);
            app.refilter_articles();
        }
        Action::Backspace if searching => {
            a.query.pop();
            app.refilter_articles();
        }
        Action::Enter if searching => a.searching = false,
        // Esc ends a search by clearing it; with a search kept, the first Esc clears it.
        Action::Back if searching || !a.query.is_empty() => {
            a.searching = false;
            a.query.clear();
            app.refilter_articles();
        }
        Action::Search => a.searching = true,
        Action::Leave | Action::Back => app.pop(),
        Action::Up => {
            move_cursor(&mut a.cursor, len, false);
            a.scroll = 0;
        }
        Action::Down => {
            move_cursor(&mut a.cursor, len, true);
            a.scroll = 0;
        }
        Action::PageUp => scroll(&mut a.scroll, false, PAGE),
        Action::PageDown => {
            // In blocks of the article: summary, headings, sources and cases.
            let lines = a
                .matches
                .get(a.cursor)
                .and_then(|i| app.ruleset.articles.get(*i))
                .map_or(0, |art| 3 + art.sources.len() + art.cases.len());
            scroll(&mut a.scroll, true, PAGE);
            a.scroll = a.scroll.min(u16::try_from(lines).unwrap_or(u16::MAX));
        }
        Action::Top => a.scroll = 0,
        Action::Enter => {
            if let Some(article) = a
                .matches
                .get(a.cursor)
                .and_then(|i| app.ruleset.articles.get(*i))
            {
                let id = article.id.clone();
                app.start(Mode::Drill(id));
            }
        }
        _ => {}
    }
}

fn settings(app: &mut App, action: Action) {
    let before = (
        app.settings.style,
        app.settings.referee_view,
        app.cat.lang(),
    );
    change_settings(app, action);
    if (
        app.settings.style,
        app.settings.referee_view,
        app.cat.lang(),
    ) != before
    {
        app.keep_settings();
    }
}

fn change_settings(app: &mut App, action: Action) {
    let len = Setting::ALL.len();
    match action {
        Action::Leave | Action::Back => app.pop(),
        Action::Up => move_cursor(&mut app.settings_cursor, len, false),
        Action::Down | Action::Tab => move_cursor(&mut app.settings_cursor, len, true),
        Action::ToggleView => app.settings.referee_view = !app.settings.referee_view,
        Action::CycleTiles => cycle_tiles(app),
        Action::Left | Action::Right | Action::Enter => {
            match Setting::ALL[app.settings_cursor.min(len - 1)] {
                Setting::Tiles => {
                    // One step back round the styles is all the others forward.
                    let steps = if action == Action::Left {
                        TileStyle::ALL.len().saturating_sub(1)
                    } else {
                        1
                    };
                    for _ in 0..steps {
                        cycle_tiles(app);
                    }
                }
                Setting::View => app.settings.referee_view = !app.settings.referee_view,
                Setting::Language => {
                    let all = crate::i18n::Lang::ALL;
                    let i = all.iter().position(|l| *l == app.cat.lang()).unwrap_or(0);
                    let step = if action == Action::Left {
                        all.len() - 1
                    } else {
                        1
                    };
                    app.set_lang(all[(i + step) % all.len()]);
                }
            }
        }
        _ => {}
    }
}

fn summary(app: &mut App, action: Action) {
    match action {
        Action::Leave => app.quit = true,
        Action::Back | Action::Enter => app.stack.truncate(1),
        Action::OpenArticles => {
            app.stack.truncate(1);
            app.push(Screen::Articles);
        }
        _ => {}
    }
}
