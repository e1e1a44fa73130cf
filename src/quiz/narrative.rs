//! The story of a scenario, event by event, as the question shows it.

use super::render;
use crate::i18n::Catalog;
use crate::rules::Ruleset;
use crate::scenario::{Scenario, ScenarioError};
use crate::tiles::TileStyle;

pub fn narrative(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    style: TileStyle,
) -> Result<Vec<String>, ScenarioError> {
    let mut table = ruleset.initial_table(scenario)?;
    let mut lines = Vec::with_capacity(scenario.events.len());
    for (i, e) in scenario.events.iter().enumerate() {
        lines.push(render::event(cat, &table, e, style, ruleset.meta.win_call));
        table.apply(i, e)?;
    }
    Ok(lines)
}

/// The match's record of fouls from earlier hands, one line each.
pub fn record(cat: &Catalog, scenario: &Scenario) -> Vec<String> {
    scenario
        .fouls
        .iter()
        .map(|f| {
            cat.tr_args(
                "record-line",
                &[
                    ("hand", f.hand.into()),
                    ("seat", cat.seat(f.seat).into()),
                    ("article", f.article.clone().into()),
                ],
            )
        })
        .collect()
}

/// The narrative with runs of regular deal takes folded into one line, for small screens
/// and plain output, with the hand's prevalent wind and the match's record of fouls.
pub fn folded(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    style: TileStyle,
    keep_last: usize,
) -> Result<Vec<String>, ScenarioError> {
    // The setting comes first; the record of fouls last, next to the question, where a
    // small screen still shows it.
    let mut out = setting(cat, ruleset, scenario, style)?;
    out.extend(folded_events(cat, ruleset, scenario, style, keep_last)?);
    out.extend(record(cat, scenario));
    Ok(out)
}

/// How many of the setting's lines tell the prevalent wind: none where it is East.
fn prevalent_lines(scenario: &Scenario) -> usize {
    usize::from(scenario.prevalent != crate::tiles::Wind::East)
}

/// What a story says before its first event: the prevalent wind where it is not East,
/// and for a scenario that starts at a position, that play is under way and where it
/// stands (the table itself shows the rest).
fn setting(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    style: TileStyle,
) -> Result<Vec<String>, ScenarioError> {
    let mut out = Vec::new();
    if scenario.prevalent != crate::tiles::Wind::East {
        let wind = cat.seat(crate::table::Seat::ALL[scenario.prevalent as usize]);
        out.push(cat.tr_args("prevalent-line", &[("wind", wind.into())]));
    }
    // Counters and sticks of earlier hands are paid with this hand's win.
    if scenario.counters > 0 || scenario.sticks > 0 {
        out.push(cat.tr_args(
            "accounts-line",
            &[
                ("counters", scenario.counters.into()),
                ("sticks", scenario.sticks.into()),
            ],
        ));
    }
    if scenario.position.as_ref().is_some_and(|p| !p.is_built()) {
        let table = ruleset.initial_table(scenario)?;
        let seat = table.turn().map(|s| cat.seat(s)).unwrap_or_default();
        let wall = table.live_left();
        let next = table
            .remaining()
            .next()
            .map(|p| p.to_string())
            .unwrap_or_default();
        out.push(match table.latest_discard() {
            Some(d) => cat.tr_args(
                "position-line-discard",
                &[
                    ("seat", seat.into()),
                    ("by", cat.seat(d.seat).into()),
                    (
                        "tile",
                        crate::tiles::glyph(table.kind(d.tile), style).into(),
                    ),
                    ("wall", wall.into()),
                    ("next", next.into()),
                ],
            ),
            None => cat.tr_args(
                "position-line",
                &[
                    ("seat", seat.into()),
                    ("wall", wall.into()),
                    ("next", next.into()),
                ],
            ),
        });
        // What the table shows and a projected question does not: the sets laid down
        // before the position, and the hands already dead.
        let sets: Vec<String> = crate::table::Seat::ALL
            .into_iter()
            .filter(|s| !table.melds(*s).is_empty())
            .map(|s| {
                let melds: Vec<String> = table
                    .melds(s)
                    .iter()
                    .map(|m| {
                        let shown: Vec<String> = table
                            .kinds_of(&m.tiles)
                            .iter()
                            .map(|k| crate::tiles::tile_word(*k, style))
                            .collect();
                        shown.join(" ")
                    })
                    .collect();
                cat.tr_args(
                    "position-sets-of",
                    &[
                        ("seat", cat.seat(s).into()),
                        ("sets", melds.join(", ").into()),
                    ],
                )
            })
            .collect();
        if !sets.is_empty() {
            out.push(cat.tr_args("position-sets", &[("sets", sets.join("; ").into())]));
        }
        for s in table.dead() {
            out.push(cat.tr_args("position-dead", &[("seat", cat.seat(*s).into())]));
        }
    }
    Ok(out)
}

fn folded_events(
    cat: &Catalog,
    ruleset: &Ruleset,
    scenario: &Scenario,
    style: TileStyle,
    keep_last: usize,
) -> Result<Vec<String>, ScenarioError> {
    let lines = narrative(cat, ruleset, scenario, style)?;
    let mut out = Vec::with_capacity(lines.len());
    let mut i = 0;
    for (head, fold_end) in fold_plan(ruleset, scenario, keep_last) {
        out.extend_from_slice(&lines[i..head]);
        out.push(cat.tr_args("ev-folded", &[("count", (fold_end - head).into())]));
        i = fold_end;
    }
    out.extend_from_slice(&lines[i..]);
    Ok(out)
}

/// Which deal takes fold into one line each: runs of events `head..fold_end`, in order,
/// where folding saves room.
fn fold_plan(ruleset: &Ruleset, scenario: &Scenario, keep_last: usize) -> Vec<(usize, usize)> {
    // The deal's takes: the first run of them, wherever it starts (a player arriving late
    // or a tile turned up may come first). A take the procedure calls for folds; one of
    // the wrong player or size stays a line of its own, between the runs around it.
    // Each deal of a hand dealt again has its own.
    let events = &scenario.events;
    let limit = events.len().saturating_sub(keep_last);
    let script = ruleset.meta.deal.script(scenario.dealer);
    let starts = std::iter::once(0).chain(
        events
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, crate::table::Event::Redealt))
            .map(|(i, _)| i + 1),
    );
    let mut runs = Vec::new();
    for start in starts {
        let Some(head) = events[start.min(events.len())..]
            .iter()
            .take_while(|e| !matches!(e, crate::table::Event::Redealt))
            .position(|e| matches!(e, crate::table::Event::Took { .. }))
            .map(|k| start + k)
        else {
            continue;
        };
        runs.extend(deal_runs(events, head, &script, limit));
    }
    runs
}

/// The runs of regular takes of the deal whose first take is event `head`.
fn deal_runs(
    events: &[crate::table::Event],
    head: usize,
    script: &[crate::table::deal::Take],
    limit: usize,
) -> Vec<(usize, usize)> {
    let regular: Vec<bool> = events[head..]
        .iter()
        .take_while(|e| matches!(e, crate::table::Event::Took { .. }))
        .enumerate()
        .map(|(k, e)| {
            matches!(e, crate::table::Event::Took { seat, tiles }
                if script.get(k).is_some_and(|s| *seat == s.seat && tiles.len() == s.count))
        })
        .collect();
    let mut runs = Vec::new();
    let mut k = 0;
    while k < regular.len() {
        let start = k;
        while k < regular.len() && regular[k] {
            k += 1;
        }
        let end = (head + k).min(limit);
        if end > head + start + 1 {
            runs.push((head + start, end));
        }
        k += 1;
    }
    runs
}

/// The event after which the story tells an earlier ruling: where the referee made it.
/// Most matters are ruled at their own event. One whose article asks what happened next
/// is ruled at the call to the referee after it, or, with no call, when the referee comes
/// for the next matter: told after that matter's event, so that the story does not rule
/// on a hand that then plays on before anyone called the referee.
/// A ruling at a call of a hand dead is told after the called player's answer, which
/// comes at once: the referee hears both sides before ruling.
pub fn ruling_told_after(j: &crate::rules::Judgement, events: &[crate::table::Event]) -> usize {
    let at = if j.ruled_at <= j.detection.at {
        j.detection.at
    } else {
        match events.get(j.ruled_at) {
            Some(crate::table::Event::RefereeCalled { .. }) | None => j.ruled_at,
            Some(_) => (j.ruled_at + 1).min(events.len().saturating_sub(1)),
        }
    };
    match events.get(at + 1) {
        Some(crate::table::Event::DeadCallAnswered { .. }) => at + 1,
        _ => at,
    }
}

/// A line for each event of the question's log, as the question tells it: `narrative`,
/// with what the ruling turns on said of the act where the plain line leaves it out.
pub fn question_lines(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &super::Question,
    style: TileStyle,
) -> Result<Vec<String>, ScenarioError> {
    let mut lines = narrative(cat, ruleset, &q.scenario, style)?;
    say_the_face_was_seen(cat, ruleset, q, &mut lines);
    Ok(lines)
}

/// Where the ruling turns on whether the player saw or felt the tile drawn
/// (`tile_face_known`), the story says so of the draw: "… and sees its face", as it says
/// "without seeing or feeling its face" of a draw unseen. A referee is told which.
fn say_the_face_was_seen(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &super::Question,
    lines: &mut [String],
) {
    let at = q.judgement.detection.at;
    let Some(crate::table::Event::Picked {
        seat,
        at: place,
        known: true,
    }) = q.scenario.events.get(at)
    else {
        return;
    };
    let facts = &q.judgement.facts;
    let deciding = ruleset
        .article(&q.article)
        .is_some_and(|a| a.decided_by("tile_face_known", |f| facts.get(f).copied()));
    if let (true, Some(line)) = (deciding, lines.get_mut(at)) {
        *line = cat.tr_args(
            "ev-picked-seen",
            &[
                ("seat", cat.seat(*seat).into()),
                ("place", place.to_string().into()),
            ],
        );
    }
}

/// A ruling already made at this table, as the story tells it: the event it is told
/// after, which of the question's earlier rulings it tells, and its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToldRuling {
    pub after: usize,
    pub rulings: Vec<usize>,
    pub line: String,
}

/// Whether the story of a question about the matter at event `at` tells the earlier
/// ruling `j`. Not one the referee makes only at the question's own moment (on a dead
/// call the question's matter answers): that is part of what the learner decides. Not
/// one that found an act allowed unless someone called the referee to it: nobody rules
/// on a lawful act nobody questioned (a Charleston stopped, a joker exchanged), and
/// telling it would answer a later question on the same act.
pub fn ruling_is_told(
    j: &crate::rules::Judgement,
    at: usize,
    events: &[crate::table::Event],
) -> bool {
    let asked = matches!(
        events.get(j.ruled_at),
        Some(crate::table::Event::RefereeCalled { .. })
    );
    ruling_told_after(j, events) < at && (!j.lawful || asked)
}

/// The rulings already made at this table, for the story of a question about a later
/// matter, those `ruling_is_told` keeps. Rulings told at the same event that say the
/// same thing are one line naming each article (a wrong count is ruled under the dead
/// call and the concession alike).
pub fn earlier_rulings(cat: &Catalog, q: &super::Question) -> Vec<ToldRuling> {
    let mut told: Vec<(ToldRuling, Vec<String>, String)> = Vec::new();
    for (k, j) in q.earlier.iter().enumerate() {
        if !ruling_is_told(j, q.judgement.detection.at, &q.scenario.events) {
            continue;
        }
        let after = ruling_told_after(j, &q.scenario.events);
        let article = if j.article == crate::rules::FALLBACK {
            cat.tr("story-ruled-by-fallback")
        } else {
            j.article.clone()
        };
        let ruling = render::option_line(cat, &j.ruling, &j.detection.parties, j.lawful);
        match told
            .iter_mut()
            .find(|(t, _, said)| t.after == after && *said == ruling)
        {
            Some((t, articles, _)) => {
                t.rulings.push(k);
                if !articles.contains(&article) {
                    articles.push(article);
                }
            }
            None => told.push((
                ToldRuling {
                    after,
                    rulings: vec![k],
                    line: String::new(),
                },
                vec![article],
                ruling,
            )),
        }
    }
    told.into_iter()
        .map(|(mut t, articles, ruling)| {
            t.line = cat.tr_args(
                "story-already-ruled",
                &[
                    ("article", articles.join(", ").into()),
                    ("ruling", ruling.into()),
                ],
            );
            t
        })
        .collect()
}

/// Routine play folds into one line from this many events on.
const FOLD_PLAY_FROM: usize = 4;

/// A pick from the wall or a discard named for what it is: the turns that make up most
/// of a hand and decide nothing.
fn routine(e: &crate::table::Event) -> bool {
    use crate::table::Event;
    matches!(
        e,
        Event::Picked { known: true, .. }
            | Event::Discarded { named: None, .. }
            | Event::DrewLoose { .. }
            | Event::BonusSetAside { .. }
    )
}

/// The runs of routine play before the last `keep_last` events, and before the event of
/// the question's matter (`moment`), that fold into one line, as event ranges: none
/// holds the event of a matter. What followed the matter is told in full: a ruling may
/// turn on it (the offender drew since, the next player drew).
fn play_folds(
    ruleset: &Ruleset,
    scenario: &Scenario,
    keep_last: usize,
    moment: usize,
    matters: &[usize],
) -> Vec<(usize, usize)> {
    let events = &scenario.events;
    let limit = events.len().saturating_sub(keep_last).min(moment);
    let steady = in_step(events, ruleset.meta.furiten);
    runs(&events[..limit], matters, |i, e| routine(e) && steady[i])
        .into_iter()
        // A run with no discard is no turn of play ("… 0 ordinary turns …"): its picks
        // and bonus tiles are told one by one.
        .filter(|(s, e)| {
            e - s >= FOLD_PLAY_FROM
                && events[*s..*e]
                    .iter()
                    .any(|ev| matches!(ev, crate::table::Event::Discarded { .. }))
        })
        .collect()
}

/// For each event, whether it keeps the step of play: a pick follows a discard, and a
/// discard is made by the player who picked last. A second pick before a discard, or a
/// discard by another player or with no pick since the last one, is an act a referee may
/// later rule on (a hand counted wrong is called dead turns after it), so it and the
/// act before it are told, not folded into "ordinary turns". Where the ruleset plays
/// `furiten`, so is each discard of a tile later called for a win.
fn in_step(events: &[crate::table::Event], furiten: bool) -> Vec<bool> {
    use crate::table::Event;
    enum Step {
        Picked(crate::table::Seat),
        Discarded,
        // Anything else (a claim, a call, the Charleston's end) starts the step afresh.
        Afresh,
    }
    let mut steady = vec![true; events.len()];
    let mut last = Step::Afresh;
    for (i, e) in events.iter().enumerate() {
        let off = match (e, &last) {
            (Event::Picked { .. }, Step::Picked(_)) => true,
            (Event::Discarded { seat, .. }, Step::Picked(p)) => p != seat,
            (Event::Discarded { .. }, Step::Discarded) => true,
            _ => false,
        };
        match e {
            Event::Picked { seat, .. } => last = Step::Picked(*seat),
            Event::Discarded { .. } => last = Step::Discarded,
            Event::DrewLoose { .. } | Event::BonusSetAside { .. } => {}
            _ => last = Step::Afresh,
        }
        if off {
            steady[i] = false;
            if let Some(before) = i.checked_sub(1) {
                steady[before] = false;
            }
        }
        // Riichi and a concealed kan are declared on a tile just drawn: the draw is told
        // with them, not folded away.
        if matches!(e, Event::DeclaredRiichi { .. } | Event::DeclaredKong { .. })
            && let Some(before) = i.checked_sub(1)
        {
            steady[before] = false;
        }
        // The loose tile drawn for a kan, and the discard after it, are told with the
        // kan: they finish the act, and the kan dora turned with it changes the table.
        if matches!(e, Event::DeclaredKong { .. }) {
            for (k, after) in events.iter().enumerate().skip(i + 1).take(2) {
                if matches!(after, Event::DrewLoose { .. } | Event::Discarded { .. }) {
                    steady[k] = false;
                }
            }
        }
    }
    // Where a tile let go by bars a later win on it (furiten), a discard of the tile later
    // called for a win is told, with the pick before it: whether the caller let that
    // tile go by, and when, may decide the ruling.
    if !furiten {
        return steady;
    }
    let mut thrown: Option<crate::tiles::Kind> = None;
    let mut called = Vec::new();
    for e in events {
        match e {
            Event::Discarded { tile, .. } => thrown = Some(*tile),
            Event::Claimed {
                claim: crate::table::ClaimKind::Win,
                ..
            } => called.extend(thrown),
            _ => {}
        }
    }
    for (i, e) in events.iter().enumerate() {
        if let Event::Discarded { tile, .. } = e
            && called.contains(tile)
        {
            steady[i] = false;
            if let Some(before) = i.checked_sub(1) {
                steady[before] = false;
            }
        }
    }
    steady
}

/// Passes of the Charleston fold into one line from this many on.
const FOLD_PASSES_FROM: usize = 4;

/// The runs of Charleston passes that fold into one line, as event ranges: none where the
/// question is about the Charleston (a pass may decide it), and none holding the event
/// of a matter (an irregular pass keeps its own line).
fn pass_folds(
    scenario: &Scenario,
    about_charleston: bool,
    matters: &[usize],
) -> Vec<(usize, usize)> {
    if about_charleston {
        return Vec::new();
    }
    runs(&scenario.events, matters, |_, e| {
        matches!(e, crate::table::Event::Passed { .. })
    })
    .into_iter()
    .filter(|(s, e)| e - s >= FOLD_PASSES_FROM)
    .collect()
}

/// The longest runs of events `foldable` holds for, as event ranges, broken at the event
/// of each matter.
fn runs(
    events: &[crate::table::Event],
    matters: &[usize],
    foldable: impl Fn(usize, &crate::table::Event) -> bool,
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    // The last step, past the events, closes a run still open.
    let steps = events.iter().map(Some).chain([None]).enumerate();
    for (i, e) in steps {
        let fits = e.is_some_and(|e| foldable(i, e)) && !matters.contains(&i);
        match (fits, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// How many events of routine play a folded story keeps in full before the matter: the
/// same for the screen, plain text, the handout and the projector, so that each numbers
/// the events alike.
pub const KEEP_LAST: usize = 6;

/// What a fold of the story holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FoldKind {
    /// Regular takes of the deal.
    Deal,
    /// Charleston passes.
    Passes,
    /// Routine play: picks, discards and bonus tiles in step.
    Play,
}

/// A run of events `from..to` the story tells in one line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fold {
    pub from: usize,
    pub to: usize,
    pub kind: FoldKind,
}

/// The folds of a question's story, in no particular order: the deal's regular takes,
/// Charleston passes (none where the question is about the Charleston) and runs of
/// routine play before the question's matter; no fold holds the event of a matter.
pub fn folds(ruleset: &Ruleset, q: &super::Question, keep_last: usize) -> Vec<Fold> {
    let matters = q.matter_events();
    let mut out = Vec::new();
    let mut deal_end = None;
    for (from, to) in fold_plan(ruleset, &q.scenario, keep_last) {
        out.push(Fold {
            from,
            to,
            kind: FoldKind::Deal,
        });
        deal_end = Some(to);
    }
    let about_charleston = ruleset
        .article(&q.article)
        .is_some_and(|a| a.phase == crate::rules::Phase::Charleston);
    for (from, to) in pass_folds(&q.scenario, about_charleston, &matters) {
        out.push(Fold {
            from,
            to,
            kind: FoldKind::Passes,
        });
    }
    for (from, to) in play_folds(
        ruleset,
        &q.scenario,
        keep_last,
        q.judgement.detection.at,
        &matters,
    ) {
        if deal_end.is_some_and(|end| from < end) {
            continue;
        }
        out.push(Fold {
            from,
            to,
            kind: FoldKind::Play,
        });
    }
    out
}

/// The folded story of a question: the deal's takes and long runs of routine play each
/// folded into one line, every event of a matter kept, and each ruling already made
/// shown right after the event of its matter.
pub fn question_story(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &super::Question,
    style: TileStyle,
    keep_last: usize,
) -> Result<Story, ScenarioError> {
    let lines = question_lines(cat, ruleset, q, style)?;
    let events = &q.scenario.events;
    // Each fold: its events and its line.
    let folds: Vec<(usize, usize, String)> = folds(ruleset, q, keep_last)
        .into_iter()
        .map(|f| {
            let text = match f.kind {
                FoldKind::Deal => cat.tr_args("ev-folded", &[("count", (f.to - f.from).into())]),
                FoldKind::Passes => {
                    cat.tr_args("ev-folded-passes", &[("passes", (f.to - f.from).into())])
                }
                FoldKind::Play => {
                    let count = |wanted: fn(&crate::table::Event) -> bool| {
                        events[f.from..f.to].iter().filter(|e| wanted(e)).count()
                    };
                    let turns = count(|e| matches!(e, crate::table::Event::Discarded { .. }));
                    let bonus = count(|e| matches!(e, crate::table::Event::BonusSetAside { .. }));
                    cat.tr_args(
                        "ev-folded-play",
                        &[("turns", turns.into()), ("bonus", bonus.into())],
                    )
                }
            };
            (f.from, f.to, text)
        })
        .collect();
    let mut out = setting(cat, ruleset, &q.scenario, style)?;
    // A position's setting is background: where play stood, what was laid down, who was
    // dead (the prevalent wind the table's header shows).
    let mut pinned: Vec<usize> = (prevalent_lines(&q.scenario)..out.len()).collect();
    let ruled = earlier_rulings(cat, q);
    let background = background(q);
    let mut moment = 0;
    let mut i = 0;
    while i < lines.len() {
        // A fold, or one event; then the rulings on the matters they hold (only the
        // deal's fold may hold one: a matter during the takes).
        let (end, text) = match folds.iter().find(|(a, _, _)| *a == i) {
            Some((_, end, text)) => (*end, text.clone()),
            None => (i + 1, lines[i].clone()),
        };
        let here = i..end;
        if here.contains(&q.judgement.detection.at) {
            moment = out.len();
        }
        if background.iter().any(|b| here.contains(b)) {
            pinned.push(out.len());
        }
        out.push(text);
        for t in ruled.iter().filter(|t| here.contains(&t.after)) {
            if t.rulings.iter().any(|k| !q.earlier[*k].lawful) {
                pinned.push(out.len());
            }
            out.push(t.line.clone());
        }
        i = end;
    }
    for line in record(cat, &q.scenario) {
        pinned.push(out.len());
        out.push(line);
    }
    Ok(Story {
        lines: out,
        moment,
        pinned,
    })
}

/// The story of a question event by event, with its moment and background.
pub fn full_story(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &super::Question,
    style: TileStyle,
) -> Result<Story, ScenarioError> {
    // The setting first, as in the folded story; the events' lines after it.
    let mut lines = setting(cat, ruleset, &q.scenario, style)?;
    let head = lines.len();
    lines.extend(narrative(cat, ruleset, &q.scenario, style)?);
    Ok(Story {
        lines,
        moment: head + q.judgement.detection.at,
        pinned: (prevalent_lines(&q.scenario)..head)
            .chain(background(q).into_iter().map(|i| head + i))
            .collect(),
    })
}

/// A story as a question shows it, and where in it to look: a screen too small for all of
/// it opens on the moment of the matter and keeps what decides it in view above.
#[derive(Debug, Clone, Default)]
pub struct Story {
    pub lines: Vec<String>,
    /// The line of the event that raised the matter.
    pub moment: usize,
    /// Lines of the background that decides: earlier matters and their rulings, conduct
    /// (lateness, a hand called dead, tiles seen), the exposures of the players
    /// concerned, the record of fouls; in story order.
    pub pinned: Vec<usize>,
}

impl Story {
    /// Lines back from the end where the story opens: on the moment of the matter and
    /// the two lines after it (the referee called, a hand racked); what followed further
    /// is a scroll away, and a screen with room shows it too.
    pub fn opening_scroll(&self) -> usize {
        let after = self
            .lines
            .len()
            .saturating_sub(1)
            .saturating_sub(self.moment);
        after.saturating_sub(FOLLOWING_AT_OPENING)
    }
}

/// Lines after the moment a story opens with.
const FOLLOWING_AT_OPENING: usize = 2;

/// One line of a story as paper and the projector tell it: a line under its number in the
/// story the trainer shows, or a run of lines left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Told {
    Line {
        n: usize,
        text: String,
    },
    /// Lines `from` to `to` (numbered as `Line`s are) of ordinary play left out.
    Left {
        from: usize,
        to: usize,
    },
}

/// Lines before the moment that paper and the projector keep, to lead up to it.
const LEADING_UP: usize = 3;

impl Story {
    /// The story cut for a handout or a projector: what decides (the background the
    /// question screen keeps in view), then the few lines leading up to the moment and
    /// everything after it; each line keeps its number in the trainer's story, so the
    /// handout, the projector and the screen name an event the same way.
    pub fn excerpt(&self) -> Vec<Told> {
        let from = self.moment.saturating_sub(LEADING_UP);
        let mut kept: Vec<bool> = (0..self.lines.len())
            .map(|i| i >= from || self.pinned.contains(&i))
            .collect();
        // A short run is kept: a note that lines are left out would be as long.
        let mut i = 0;
        while i < kept.len() {
            let end = (i..kept.len()).find(|j| kept[*j]).unwrap_or(kept.len());
            if end - i < MIN_LEFT_OUT {
                kept[i..end].iter_mut().for_each(|k| *k = true);
            }
            i = end + 1;
        }
        let mut out = Vec::new();
        let mut gap: Option<usize> = None;
        for (i, text) in self.lines.iter().enumerate() {
            if kept[i] {
                if let Some(start) = gap.take() {
                    out.push(Told::Left {
                        from: start + 1,
                        to: i,
                    });
                }
                out.push(Told::Line {
                    n: i + 1,
                    text: text.clone(),
                });
            } else if gap.is_none() {
                gap = Some(i);
            }
        }
        out
    }
}

/// The fewest lines worth leaving out of a story on paper.
const MIN_LEFT_OUT: usize = 4;

/// Exposures of the players concerned kept in view at most: the table shows every set
/// laid down, the story only says when.
const PINNED_EXPOSURES: usize = 2;

/// The events before the matter that may decide it, in story order: what a referee asks
/// about first (was anyone late, was a hand already called dead, what did the players
/// concerned lay down), never routine play.
fn background(q: &super::Question) -> Vec<usize> {
    use crate::table::Event;
    let at = q.judgement.detection.at;
    let parties = q.judgement.detection.parties.seats();
    // An earlier ruling that found nothing wrong (a Charleston stopped as the rules allow)
    // decides nothing later.
    let earlier: Vec<usize> = q
        .earlier
        .iter()
        .filter(|j| !j.lawful)
        .map(|j| j.detection.at)
        .collect();
    let mut conduct = Vec::new();
    let mut exposures = Vec::new();
    for (i, e) in q.scenario.events.iter().enumerate().take(at) {
        match e {
            _ if earlier.contains(&i) => conduct.push(i),
            Event::ArrivedLate { .. }
            | Event::DeadCalled { .. }
            | Event::DeadCallAnswered { .. }
            | Event::DisputeSettled { .. }
            | Event::RuledDead { .. }
            | Event::RuledMayNotWin { .. }
            | Event::RuledDeadPlaysOn { .. }
            | Event::RuledNotInRiichi { .. }
            | Event::ExposureReturned { .. }
            | Event::TurnedUp { seen: true, .. }
            | Event::WallTilesExposed { .. }
            | Event::TilesRevealed { .. }
            | Event::InformationPassed { .. }
            | Event::RefereeDisobeyed { .. }
            | Event::HandThrownIn { .. }
            | Event::HandShown { .. }
            | Event::DeclaredNotReady { .. }
            | Event::DrawnTileMixedIn { .. }
            | Event::WinWordSaid { .. }
            | Event::DeclaredWin { .. }
            | Event::DeclarationWithdrawn { .. } => conduct.push(i),
            Event::Exposed { seat, .. }
            | Event::DeclaredKong { seat, .. }
            | Event::AddedToMeld { seat, .. }
            | Event::TookFromMeld { seat, .. }
                if parties.contains(seat) =>
            {
                exposures.push(i)
            }
            Event::JokerExchanged { seat, .. } if parties.contains(seat) => exposures.push(i),
            _ => {}
        }
    }
    let skip = exposures.len().saturating_sub(PINNED_EXPOSURES);
    conduct.extend(exposures.into_iter().skip(skip));
    conduct.sort_unstable();
    conduct
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_keeps_what_decides_and_numbers_as_the_screen() {
        let story = Story {
            lines: (1..=20).map(|i| format!("event {i}")).collect(),
            moment: 15,
            pinned: vec![2],
        };
        let told = story.excerpt();
        let line = |n: usize| Told::Line {
            n,
            text: format!("event {n}"),
        };
        let mut want = vec![line(1), line(2), line(3), Told::Left { from: 4, to: 12 }];
        want.extend((13..=20).map(line));
        assert_eq!(told, want);
    }
}
