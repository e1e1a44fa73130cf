//! The question: the table as it stands, what happened, and the options; after the
//! answer, the verdict, the facts behind it and the article.

use super::{Key, hanging, key, rule, scroll_note, table};
use crate::quiz::parts::{Given, Part};
use crate::quiz::session::{Asked, Building};
use crate::tui::app::{App, Quiz, Shown, View};
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// Marks for the right option and a wrong choice; symbols, the same in every language.
const RIGHT: &str = "✓";
const WRONG: &str = "✗";
const CURSOR: &str = "▸";

/// The name of the edition the question on view is asked under, where the ruleset has
/// more than one.
pub fn edition_name(app: &App) -> Option<String> {
    if app.screen() != super::Screen::Question || app.ruleset.meta.editions.len() < 2 {
        return None;
    }
    let asked = app.quiz.as_ref()?.asked()?;
    let id = &asked.question.scenario.edition;
    Some(app.ruleset.meta.edition_name(id))
}

/// The question's place in the quiz, the seed to replay it and the score; shorter
/// variants follow for narrow screens.
pub fn header_right(app: &App) -> Vec<String> {
    let cat = &app.cat;
    let Some(quiz) = &app.quiz else {
        return vec![String::new()];
    };
    let n = quiz.session.index() + 1;
    let drilled = match quiz.session.plan().map(|p| &p.mode) {
        Some(crate::quiz::session::Mode::Drill(id)) => Some(id.as_str()),
        _ => None,
    };
    let counter = if let Some(id) = drilled {
        // A drill names the article it drills, and says when it has stuck.
        let streak = quiz.session.tally().streak;
        let stuck = streak >= crate::quiz::session::STUCK_AFTER;
        cat.tr_args(
            if stuck {
                "tui-question-counter-drill-stuck"
            } else {
                "tui-question-counter-drill"
            },
            &[
                ("n", n.into()),
                ("article", id.into()),
                ("streak", streak.into()),
            ],
        )
    } else if quiz.endless {
        cat.tr_args("tui-question-counter-endless", &[("n", n.into())])
    } else {
        cat.tr_args(
            "tui-question-counter",
            &[("n", n.into()), ("count", quiz.session.count().into())],
        )
    };
    let score = cat.tr_args(
        "tui-header-score",
        &[
            ("right", quiz.session.tally().right.into()),
            ("asked", quiz.session.tally().asked.into()),
        ],
    );
    let seed = cat.tr_args(
        "tui-header-seed",
        &[("seed", quiz.session.seed().to_string().into())],
    );
    if let Some(run) = app.club_run() {
        let club = cat.tr_args("tui-header-club", &[("code", run.club.text().into())]);
        let timer = app.seconds_left().map_or(String::new(), |s| {
            cat.tr_args("tui-header-timer", &[("seconds", s.to_string().into())])
        });
        let with = |parts: &[&str]| {
            parts
                .iter()
                .filter(|p| !p.is_empty())
                .copied()
                .collect::<Vec<_>>()
                .join(" · ")
        };
        return vec![with(&[&counter, &club, &timer]), with(&[&counter, &timer])];
    }
    let mut rights = vec![
        [counter.as_str(), seed.as_str(), score.as_str()].join(" · "),
        [counter.as_str(), score.as_str()].join(" · "),
    ];
    // Where the edition is named on the left, the counter alone makes room for it.
    if edition_name(app).is_some() {
        rights.push(counter);
    }
    rights
}

pub fn keys(app: &App) -> Vec<Key> {
    let answered = app
        .quiz
        .as_ref()
        .and_then(Quiz::asked)
        .is_none_or(|a| a.answer.is_some());
    let view = if app.settings.referee_view {
        "tui-do-learner-view"
    } else {
        "tui-do-referee-view"
    };
    let building = app
        .quiz
        .as_ref()
        .and_then(Quiz::asked)
        .filter(|a| a.answer.is_none())
        .and_then(|a| a.building.as_ref());
    if let Some(b) = building {
        let typing = b
            .sheet
            .parts
            .get(b.step)
            .is_some_and(|p| p.part == Part::Amounts);
        let mut k = if typing {
            vec![
                key("tui-key-figures", "tui-do-type"),
                key("tui-key-updown-enter", "tui-do-next-figure"),
            ]
        } else {
            vec![
                key("tui-key-digits-parts", "tui-do-answer"),
                key("tui-key-updown-enter", "tui-do-choose"),
            ]
        };
        if b.step > 0 {
            k.push(key("tui-key-back-part", "tui-do-part-back"));
        }
        k.extend([
            key("tui-key-v", view),
            key("tui-key-q", "tui-do-end"),
            key("tui-key-f", "tui-do-fold"),
            key("tui-key-pg", "tui-do-story"),
        ]);
        return k;
    }
    if answered {
        let reviewing = app
            .quiz
            .as_ref()
            .and_then(|q| match &q.view {
                View::Asked(shown) => Some(shown.review),
                _ => None,
            })
            .unwrap_or(false);
        let back = if reviewing {
            "tui-do-explanation"
        } else {
            "tui-do-review"
        };
        vec![
            key("tui-key-n", "tui-do-next"),
            key("tui-key-b", back),
            key("tui-key-scroll", "tui-do-scroll"),
            key("tui-key-v", view),
            key("tui-key-q", "tui-do-end"),
        ]
    } else {
        let options = app
            .quiz
            .as_ref()
            .and_then(Quiz::asked)
            .map_or(4, |a| a.question.choices.len());
        vec![
            Key {
                options,
                ..key("tui-key-digits", "tui-do-answer")
            },
            key("tui-key-updown-enter", "tui-do-choose"),
            key("tui-key-v", view),
            key("tui-key-q", "tui-do-end"),
            key("tui-key-f", "tui-do-fold"),
            key("tui-key-pg", "tui-do-story"),
            key("tui-key-t", "tui-do-tiles"),
        ]
    }
}

/// Story lines a question keeps in view however small the screen (80×24 included).
const STORY_MIN: u16 = 6;

fn height(lines: &[Line]) -> u16 {
    u16::try_from(lines.len()).unwrap_or(u16::MAX)
}

pub fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let Some(quiz) = &app.quiz else {
        return;
    };
    match &quiz.view {
        View::Empty => {}
        View::Asked(shown) => match quiz.asked() {
            Some(asked) if asked.answer.is_none() => {
                unanswered(frame, area, app, asked, shown, theme)
            }
            Some(asked) if shown.review => unanswered(frame, area, app, asked, shown, theme),
            Some(asked) => answered(frame, area, app, asked, shown, theme),
            None => {}
        },
        View::Failed { article, reason } => {
            let cat = &app.cat;
            let mut lines = vec![
                rule(&cat.tr("tui-question-failed"), "", area.width, theme),
                Line::raw(""),
            ];
            if let Some(a) = article {
                lines.push(Line::styled(format!(" {a}"), theme.strong()));
            }
            lines.extend(hanging(
                vec![Span::raw(" ")],
                reason,
                area.width,
                theme.bad(),
            ));
            lines.push(Line::raw(""));
            lines.extend(hanging(
                vec![Span::raw(" ")],
                &cat.tr("tui-question-failed-next"),
                area.width,
                theme.dim(),
            ));
            frame.render_widget(Paragraph::new(lines), area);
        }
    }
}

fn unanswered(
    frame: &mut Frame,
    area: Rect,
    app: &App,
    asked: &Asked,
    shown: &Shown,
    theme: Theme,
) {
    let q = &asked.question;
    let (title, note, options) = match &asked.building {
        Some(b) if asked.answer.is_none() => building(app, b, shown, area.width, theme),
        _ if asked.answer.is_some() => (
            app.cat.tr("question-prompt"),
            app.cat.tr("tui-question-review"),
            choices(asked, shown, area.width, theme),
        ),
        _ => (
            app.cat.tr("question-prompt"),
            app.cat.tr_args(
                "tui-question-choose",
                &[("max", asked.question.choices.len().into())],
            ),
            choices(asked, shown, area.width, theme),
        ),
    };
    let mut walls = table::walls(app, q, area.width, theme);
    let mut play = table::discards(app, q, area.width, theme);
    let mut racks = if app.settings.referee_view {
        table::racks(app, q, area.width, theme)
    } else {
        play.extend(table::face_up_hands(app, q, theme));
        Vec::new()
    };
    play.extend(table::hand_readings(app, q, area.width, theme));
    // The story needs six lines to be read; when rows are short the rack title, the
    // stack ruler, and then the wall strips (for one line of what is left in each wall)
    // give way, in that order.
    let need = |w: &[Line], p: &[Line], r: &[Line]| {
        height(w) + height(p) + height(r) + 2 + height(&options) + STORY_MIN
    };
    if need(&walls, &play, &racks) > area.height && !racks.is_empty() {
        racks.remove(0);
    }
    if need(&walls, &play, &racks) > area.height {
        walls.remove(0);
    }
    let strips = need(&walls, &play, &racks) <= area.height;
    if !strips {
        // The referee's racks then carry what is left in each wall; the learner gets the
        // walls in one line.
        if racks.is_empty() {
            walls = table::walls_in_one_line(app, q, theme);
        } else {
            walls = Vec::new();
            // The discards are in the rows; a payment's reading of the hand stays.
            play = table::hand_readings(app, q, area.width, theme);
            racks = table::racks_with_walls(app, q, area.width, theme);
        }
    }
    // Still short of rows for the options and one line of the story: a hand laid face
    // up decides more than the walls' counts.
    let face_up = !app.settings.referee_view && !table::face_up_hands(app, q, theme).is_empty();
    let bare = height(&walls) + height(&play) + height(&racks) + height(&options) + 1;
    if face_up && bare > area.height {
        walls.clear();
    }
    racks.splice(0..0, play);
    // Last, the title above the options gives way to one line of the story (the keys
    // line below still says how to answer).
    let options_title = u16::from(
        height(&walls) + height(&racks) + 2 + height(&options) + STORY_MIN <= area.height,
    );
    let fixed = height(&walls) + height(&racks) + 1 + options_title + height(&options);
    // The legend and breathing space only where the story still gets room to tell.
    let spare = area.height.saturating_sub(fixed + 8);
    // The legend explains the wall strips: none without them.
    let legend = u16::from(strips && spare >= 1);
    let gap = u16::from(spare >= 3);
    let [walls_a, legend_a, _, racks_a, _, story_a, _, options_a] = Layout::vertical([
        Constraint::Length(height(&walls)),
        Constraint::Length(legend),
        Constraint::Length(gap),
        Constraint::Length(height(&racks)),
        Constraint::Length(gap),
        Constraint::Min(1),
        Constraint::Length(gap),
        Constraint::Length(options_title + height(&options)),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(walls), walls_a);
    if legend > 0 {
        frame.render_widget(
            Paragraph::new(table::legend(
                app,
                &q.judgement.table,
                theme,
                legend_a.width,
            )),
            legend_a,
        );
    }
    frame.render_widget(Paragraph::new(racks), racks_a);
    story(frame, story_a, app, shown, theme);
    let mut lines = Vec::new();
    if options_title > 0 {
        lines.push(rule(&title, &note, area.width, theme));
    }
    lines.extend(options);
    frame.render_widget(Paragraph::new(lines), options_a);
}

/// The part being built: its question, its options (or the figures being typed), and the
/// parts already given above it.
fn building(
    app: &App,
    b: &Building,
    shown: &Shown,
    width: u16,
    theme: Theme,
) -> (String, String, Vec<Line<'static>>) {
    let cat = &app.cat;
    let Some(part) = b.sheet.parts.get(b.step) else {
        return (String::new(), String::new(), Vec::new());
    };
    let note = cat.tr_args(
        "tui-parts-step",
        &[
            ("n", (b.step + 1).into()),
            ("count", b.sheet.parts.len().into()),
        ],
    );
    let mut out = Vec::new();
    // What was given so far, each whole, so the learner sees the ruling grow: a line cut
    // in mid-sentence would hide the very words the learner chose.
    for (given, done) in b.given.iter().zip(&shown.parts).take(b.step) {
        let text = match given {
            Given::Option(n) => done.options.get(*n).cloned().unwrap_or_default(),
            Given::Amounts(v) => v
                .iter()
                .map(|a| a.map_or("?".to_string(), |n| n.to_string()))
                .collect::<Vec<_>>()
                .join(", "),
        };
        out.extend(super::hanging(
            vec![Span::styled("   ✎ ", theme.dim())],
            &text,
            width,
            theme.dim(),
        ));
    }
    let texts = shown.parts.get(b.step);
    if part.part == Part::Amounts {
        let labels = texts.map_or(&[][..], |t| &t.amounts[..]);
        for (i, label) in labels.iter().enumerate() {
            let focus = i == shown.cursor;
            let typed = shown.figures.get(i).cloned().unwrap_or_default();
            out.push(Line::from(vec![
                Span::styled(
                    format!(" {} ", if focus { CURSOR } else { " " }),
                    theme.key(),
                ),
                Span::raw(format!("{label} ")),
                Span::styled(
                    format!("{typed}{}", if focus { "▏" } else { "" }),
                    if focus { theme.focus() } else { theme.strong() },
                ),
            ]));
        }
    } else {
        let options = texts.map_or(&[][..], |t| &t.options[..]);
        for (i, text) in options.iter().enumerate() {
            let focus = i == shown.cursor;
            let prefix = vec![
                Span::styled(
                    format!(" {}", if focus { CURSOR } else { " " }),
                    theme.key(),
                ),
                Span::styled(
                    format!(" {} ", i + 1),
                    if focus { theme.focus() } else { theme.key() },
                ),
                Span::raw(" "),
            ];
            out.extend(hanging(
                prefix,
                text,
                width,
                if focus {
                    theme.strong()
                } else {
                    ratatui::style::Style::new()
                },
            ));
        }
    }
    (cat.tr(part.part.prompt_id()), note, out)
}

/// The story, opened on the moment of the matter, with the background that decides it
/// kept above the window when the window has scrolled past it.
fn story(frame: &mut Frame, area: Rect, app: &App, shown: &Shown, theme: Theme) {
    let cat = &app.cat;
    // Unfold when the whole story fits: folding only exists to save room.
    // A pane of no more rows than the story is promised, when the racks and long options
    // take the rest, gives its title's row to the story.
    let mut titled = area.height > STORY_MIN;
    let mut rows = usize::from(area.height.saturating_sub(u16::from(titled))).max(1);
    let fits = shown.story_full.lines.iter().enumerate().map(|(i, e)| {
        let prefix = format!("{:>3}. ", i + 1);
        super::super::text::wrap(e, usize::from(area.width).saturating_sub(prefix.len())).len()
    });
    let unfold = shown.folded && fits.sum::<usize>() <= rows;
    let told = if unfold {
        &shown.story_full
    } else {
        shown.story()
    };
    let entries = &told.lines;
    let moment = told.moment.min(entries.len().saturating_sub(1));
    let wrapped: Vec<Vec<Line>> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let style = if i == moment {
                theme.strong()
            } else {
                ratatui::style::Style::new()
            };
            hanging(
                vec![Span::styled(format!("{:>3}. ", i + 1), theme.dim())],
                e,
                area.width,
                style,
            )
        })
        .collect();
    let back = usize::from(shown.scroll).min(entries.len().saturating_sub(1));
    let mut placed = layout(&wrapped, &told.pinned, entries.len() - back, moment, rows);
    // Background kept above the window costs a row for the mark between them: on a pane
    // of no more rows than the story is promised, the title gives way as well where the
    // story then tells more.
    if titled && !placed.2.is_empty() && area.height <= STORY_MIN + 1 {
        // The rows of story a layout fills, the mark's row left out.
        let told_rows = |(start, end, pinned): &StoryLayout, rows: usize| {
            let lines = pinned.iter().copied().chain(*start..*end);
            lines.map(|i| wrapped[i].len()).sum::<usize>().min(rows - 1)
        };
        let untitled = layout(
            &wrapped,
            &told.pinned,
            entries.len() - back,
            moment,
            rows + 1,
        );
        if told_rows(&untitled, rows + 1) > told_rows(&placed, rows) {
            titled = false;
            rows += 1;
            placed = untitled;
        }
    }
    let (start, end, pinned) = placed;
    let fold = if unfold {
        String::new()
    } else if shown.folded {
        cat.tr("tui-story-folded")
    } else {
        cat.tr("tui-story-full")
    };
    let note = [fold, scroll_note(app, start, end - start, entries.len())]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" · ");
    let mut lines = Vec::new();
    if titled {
        lines.push(rule(&cat.tr("tui-story-title"), &note, area.width, theme));
    }
    let mut left = rows;
    if !pinned.is_empty() {
        lines.extend(pinned.iter().flat_map(|p| wrapped[*p].iter().cloned()));
        lines.push(Line::styled(format!("{:>4}", "⋮"), theme.dim()));
        left = rows
            .saturating_sub(lines.len() - usize::from(titled))
            .max(1);
    }
    lines.extend(wrapped[start..end].iter().flatten().take(left).cloned());
    frame.render_widget(Paragraph::new(lines), area);
}

/// How a layout of the story is judged, most important first: the moment in the window,
/// the line before it (what the player just did), each line of background from the
/// nearest on, and the rows left to the window.
type Score = (bool, bool, Vec<bool>, usize);

/// A story's window `start..end` and the lines kept above it.
type StoryLayout = (usize, usize, Vec<usize>);

/// The story's window `start..end` and the background kept above it, in story order: of
/// the layouts, the one with the best `Score`. Background may take every row but the
/// separator's and the window's: what decides matters more than routine turns.
fn layout(
    wrapped: &[Vec<Line>],
    pinned: &[usize],
    end: usize,
    moment: usize,
    rows: usize,
) -> StoryLayout {
    let mut nearest: Vec<usize> = pinned.iter().copied().filter(|p| *p != moment).collect();
    nearest.sort_by_key(|p| p.abs_diff(moment));
    let mut best: Option<(Score, StoryLayout)> = None;
    for tail in (1..=rows).rev() {
        let (start, stop) = window(wrapped, end, tail);
        let shown: usize = wrapped[start..stop].iter().map(Vec::len).sum();
        let room = rows.saturating_sub(shown + 1);
        let mut above = Vec::new();
        let mut used = 0;
        let mut seen = Vec::new();
        for &p in &nearest {
            let inside = (start..stop).contains(&p);
            let fits = !inside && used + wrapped[p].len() <= room;
            if fits {
                above.push(p);
                used += wrapped[p].len();
            }
            seen.push(inside || fits);
        }
        if above.is_empty() && tail < rows {
            // Without a line above, the full pane is the better window.
            continue;
        }
        let before = moment
            .checked_sub(1)
            .is_none_or(|b| (start..stop).contains(&b));
        let score = ((start..stop).contains(&moment), before, seen, tail);
        if best.as_ref().is_none_or(|(b, _)| score > *b) {
            above.sort_unstable();
            best = Some((score, (start, stop, above)));
        }
    }
    best.map_or((0, 0, Vec::new()), |(_, l)| l)
}

/// The lines `start..end` of a story that fill `rows`, ending at `end` and carried on
/// past it where room is left; one line taller than the pane is shown as far as it fits.
fn window(wrapped: &[Vec<Line>], end: usize, rows: usize) -> (usize, usize) {
    let mut end = end.min(wrapped.len());
    let mut start = end;
    let mut used = 0;
    while start > 0 && used + wrapped[start - 1].len() <= rows {
        start -= 1;
        used += wrapped[start].len();
    }
    while end < wrapped.len() && used + wrapped[end].len() <= rows {
        used += wrapped[end].len();
        end += 1;
    }
    if start == end && end > 0 {
        start = end - 1;
    }
    (start, end)
}

fn choices(asked: &Asked, shown: &Shown, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let right = asked.question.correct_index();
    let mut out = Vec::new();
    for (i, text) in shown.options.iter().enumerate() {
        let (mark, mark_style, text_style) = match &asked.answer {
            None if i == shown.cursor => (CURSOR, theme.key(), theme.strong()),
            None => (" ", theme.dim(), ratatui::style::Style::new()),
            Some(_) if i == right => (RIGHT, theme.good(), theme.good()),
            Some(a) if a.chosen == Some(i) => (WRONG, theme.bad(), theme.bad()),
            Some(_) => (" ", theme.dim(), theme.dim()),
        };
        let number_style = if asked.answer.is_none() && i == shown.cursor {
            theme.focus()
        } else {
            theme.key()
        };
        let prefix = vec![
            Span::styled(format!(" {mark}"), mark_style),
            Span::styled(format!(" {} ", i + 1), number_style),
            Span::raw(" "),
        ];
        out.extend(hanging(prefix, text, width, text_style));
    }
    out
}

fn answered(frame: &mut Frame, area: Rect, app: &App, asked: &Asked, shown: &Shown, theme: Theme) {
    let cat = &app.cat;
    let q = &asked.question;
    let options = choices(asked, shown, area.width, theme);
    let options_h = 1 + height(&options);
    let walls_h = table::WALL_ROWS;
    let racks_h = if app.settings.referee_view {
        table::RACK_ROWS
    } else {
        0
    };
    // The table again when there is room for it beside a readable explanation.
    let walls_h = walls_h.max(height(&table::walls(app, q, area.width, theme)));
    let show_walls = area.height >= walls_h + 1 + options_h + 12;
    let show_racks =
        racks_h > 0 && show_walls && area.height >= walls_h + racks_h + 2 + options_h + 12;
    let walls = if show_walls {
        table::walls(app, q, area.width, theme)
    } else {
        Vec::new()
    };
    let mut racks = if show_racks {
        table::racks(app, q, area.width, theme)
    } else {
        Vec::new()
    };
    let play = table::discards(app, q, area.width, theme);
    let with_play = walls_h + height(&racks) + height(&play) + 2 + options_h + 12;
    if show_walls && area.height >= with_play {
        racks.splice(0..0, play);
    }
    let gap = u16::from(show_walls);
    let [walls_a, _, racks_a, options_a, why_a] = Layout::vertical([
        Constraint::Length(height(&walls)),
        Constraint::Length(gap),
        Constraint::Length(if racks.is_empty() {
            0
        } else {
            height(&racks) + gap
        }),
        Constraint::Length(options_h),
        Constraint::Min(4),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(walls), walls_a);
    frame.render_widget(Paragraph::new(racks), racks_a);
    let mut lines = vec![rule(&cat.tr("question-prompt"), "", area.width, theme)];
    lines.extend(options);
    frame.render_widget(Paragraph::new(lines), options_a);
    explanation(frame, why_a, app, asked, shown, theme);
}

fn explanation(
    frame: &mut Frame,
    area: Rect,
    app: &App,
    asked: &Asked,
    shown: &Shown,
    theme: Theme,
) {
    let cat = &app.cat;
    let Some(answer) = &asked.answer else {
        return;
    };
    let width = area.width;
    let mut body: Vec<Line> = Vec::new();
    let indent = || vec![Span::raw("   ")];
    for (i, line) in answer.explanation.iter().enumerate() {
        if i == 0 {
            let (mark, style) = if answer.verdict.correct {
                (RIGHT, theme.good())
            } else {
                (WRONG, theme.bad())
            };
            body.extend(hanging(
                vec![Span::styled(format!(" {mark} "), style)],
                line,
                width,
                style,
            ));
        } else {
            body.extend(hanging(indent(), line, width, ratatui::style::Style::new()));
        }
    }
    if let Some(a) = app.ruleset.article(&asked.question.article) {
        body.push(Line::raw(""));
        let head = cat.tr_args(
            "plain-article",
            &[
                ("id", a.id.clone().into()),
                ("title", a.title.clone().into()),
            ],
        );
        body.extend(hanging(vec![Span::raw(" ")], &head, width, theme.title()));
        body.extend(hanging(
            indent(),
            &a.summary,
            width,
            ratatui::style::Style::new(),
        ));
        for s in &a.sources {
            let (work, locator) = app.ruleset.citation(s);
            let src = cat.tr_args(
                "plain-source",
                &[("work", work.into()), ("locator", locator.into())],
            );
            body.extend(hanging(indent(), &src, width, theme.dim()));
        }
    }
    let rows = usize::from(area.height.saturating_sub(1));
    let start = usize::from(shown.scroll).min(body.len().saturating_sub(rows));
    let note = scroll_note(app, start, rows, body.len());
    let mut lines = vec![rule(&cat.tr("tui-explanation-title"), &note, width, theme)];
    lines.extend(body.into_iter().skip(start).take(rows));
    frame.render_widget(Paragraph::new(lines), area);
}
