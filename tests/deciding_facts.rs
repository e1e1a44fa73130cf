//! The deciding fact in view (issue 29, section 3): for every article and seed, each fact
//! that decides the ruling and is read from a player's concealed tiles
//! (`facts::READ_FROM_HAND`) is in the learner's view: that player's hand is shown,
//! face up at the table or as the referee sees it on looking, in plain mode and in the
//! trainer at 80x24. Facts read from counts, sets laid down, discards and acts are shown
//! by the table and the story already (`learner_sees`, `story_check`); whether a drawn
//! tile was seen, and what happened after the matter, are checked here too.

mod depth;

use mjref::i18n::Catalog;
use mjref::quiz::Question;
use mjref::quiz::make_question;
use mjref::quiz::session::{Mode, Plan};
use mjref::quiz::table_text::{self, View};
use mjref::rules::facts::READ_FROM_HAND;
use mjref::rules::{Article, Ruleset, builtin};
use mjref::setup::{Options, Profile, RulesChoice};
use mjref::tiles::{TileStyle, glyph};
use mjref::tui::{App, frame_text};

/// Every question of every article over `seeds` seeds, with its ruleset's id, the
/// ruleset, the article and the seed.
fn each_question(seeds: u64, mut visit: impl FnMut(&str, &Ruleset, &Article, u64, Question)) {
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        for article in &ruleset.articles {
            for seed in 1..=seeds {
                if let Ok(q) = make_question(&ruleset, &article.id, seed) {
                    visit(id, &ruleset, article, seed, q);
                }
            }
        }
    }
}

#[test]
fn every_fact_read_from_a_hand_is_in_the_learners_view() {
    let cat = Catalog::english();
    let mut looked = 0;
    let mut missing = Vec::new();
    each_question(depth::seeds(6, 60), |id, ruleset, article, seed, q| {
        let facts = &q.judgement.facts;
        let deciding = article.deciding_facts(|f| facts.get(f).copied());
        let read: Vec<_> = READ_FROM_HAND
            .iter()
            .filter(|(name, _)| deciding.iter().any(|(f, _)| f == name))
            .filter_map(|(name, role)| {
                q.judgement
                    .detection
                    .parties
                    .seat(*role)
                    .map(|seat| (*name, seat))
            })
            .collect();
        if read.is_empty() {
            return;
        }
        let table = &q.judgement.table;
        let plain = table_text::lines(
            &cat,
            ruleset,
            table,
            TileStyle::Ascii,
            View::learner(ruleset, &q, false),
        )
        .join("\n");
        let options = Options {
            rules: RulesChoice {
                ruleset: id.into(),
                rules_dir: None,
                card: None,
                lang: mjref::i18n::Lang::En,
            },
            tiles: Some(TileStyle::Ascii),
            profile: Profile::default(),
        };
        let mut app = App::new(&options, None, 0).expect("the trainer starts");
        app.begin(Plan {
            mode: Mode::Replay {
                article: q.article.clone(),
                seed: q.seed,
            },
            seed: q.seed,
            count: 1,
            edition: None,
        });
        let screen = frame_text(&app, 80, 23);
        for (fact, seat) in read {
            looked += 1;
            let mut kinds = table.rack_kinds(seat);
            kinds.sort();
            let tiles = kinds
                .iter()
                .map(|k| glyph(*k, TileStyle::Ascii).trim_end().to_string())
                .collect::<Vec<_>>()
                .join(" ");
            if !plain.contains(&tiles) {
                missing.push(format!(
                    "{} seed {seed}: '{fact}' is read from {seat}'s hand ({tiles}), \
                     not in plain mode",
                    article.id
                ));
            } else if !screen.contains(&tiles) {
                missing.push(format!(
                    "{} seed {seed}: '{fact}' is read from {seat}'s hand ({tiles}), \
                     not on the trainer's screen at 80x24:\n{screen}",
                    article.id
                ));
            }
        }
    });
    assert!(looked > 0, "no deciding fact was read from a hand");
    assert!(
        missing.is_empty(),
        "{} of {looked} facts read from a hand are not in the learner's view:\n{}",
        missing.len(),
        missing.join("\n")
    );
    println!("{looked} deciding facts read from a hand, every one in view");
}

/// Where the ruling turns on whether the player saw or felt the tile drawn, the story
/// says which of the draw (MIL-73): "… and sees its face" or "… without seeing or
/// feeling its face".
#[test]
fn whether_a_drawn_tile_was_seen_is_told() {
    use mjref::quiz::narrative;
    let cat = Catalog::english();
    let mut told = 0;
    let mut untold = Vec::new();
    each_question(depth::seeds(12, 120), |_, ruleset, article, seed, q| {
        let facts = &q.judgement.facts;
        if !article.decided_by("tile_face_known", |f| facts.get(f).copied()) {
            return;
        }
        let story =
            narrative::question_story(&cat, ruleset, &q, TileStyle::Ascii, narrative::KEEP_LAST)
                .expect("the story is told")
                .lines
                .join("\n");
        let seen = facts.get("tile_face_known").copied().unwrap_or(false);
        let says = if seen {
            "and sees its face"
        } else {
            "without seeing or feeling its face"
        };
        if story.contains(says) {
            told += 1;
        } else {
            untold.push(format!(
                "{} seed {seed}: no '{says}' in\n{story}",
                article.id
            ));
        }
    });
    assert!(told > 0, "no ruling turned on a drawn tile seen");
    assert!(
        untold.is_empty(),
        "{} stories do not say whether the tile was seen:\n{}",
        untold.len(),
        untold.join("\n")
    );
}

/// Where the ruling turns on what happened after the matter (`facts::ABOUT_LATER_EVENTS`:
/// the offender drew or threw since, the next player drew, the tile was racked…), every
/// event from the matter's on is told in its own line, none folded into "ordinary
/// turns": those are the acts the fact is read from.
#[test]
fn what_happened_after_the_matter_is_told_in_full() {
    use mjref::quiz::narrative;
    use mjref::rules::facts::ABOUT_LATER_EVENTS;
    let cat = Catalog::english();
    let mut checked = 0;
    let mut folded = Vec::new();
    each_question(depth::seeds(12, 120), |_, ruleset, article, seed, q| {
        let facts = &q.judgement.facts;
        let deciding = article.deciding_facts(|f| facts.get(f).copied());
        let Some((fact, _)) = deciding
            .iter()
            .find(|(f, _)| ABOUT_LATER_EVENTS.contains(f))
        else {
            return;
        };
        checked += 1;
        let lines = narrative::question_lines(&cat, ruleset, &q, TileStyle::Ascii).expect("told");
        let story =
            narrative::question_story(&cat, ruleset, &q, TileStyle::Ascii, narrative::KEEP_LAST)
                .expect("the story is told")
                .lines;
        let at = q.judgement.detection.at;
        if let Some(missing) = lines[at..].iter().find(|l| !story.contains(l)) {
            folded.push(format!(
                "{} seed {seed}: '{fact}' decides, and '{missing}' is not told in\n{}",
                article.id,
                story.join("\n")
            ));
        }
    });
    assert!(
        checked > 0,
        "no ruling turned on what happened after the matter"
    );
    assert!(
        folded.is_empty(),
        "{} of {checked} stories fold what happened after the matter:\n{}",
        folded.len(),
        folded.join("\n")
    );
    println!("{checked} rulings on later events, every later event told");
}

/// A fold of the story ("… 12 regular picks …", "… 24 Charleston passes …", "… 5
/// ordinary turns …") holds only acts no ruling reads: regular takes of the deal, passes
/// where the question is not about the Charleston, and picks and discards in step (each
/// discard by the player who picked last, no second pick before it), all before the
/// question's matter and none the event of a matter. Every other act, which a fact may
/// be read from, is told in its own line.
#[test]
fn a_fold_holds_only_acts_no_ruling_reads() {
    use mjref::quiz::narrative::{FoldKind, KEEP_LAST, folds};
    use mjref::table::Event;
    let mut checked = 0;
    let mut wrong = Vec::new();
    each_question(depth::seeds(6, 60), |_, ruleset, article, seed, q| {
        let events = &q.scenario.events;
        let script = ruleset.meta.deal.script(q.scenario.dealer);
        let matters = q.matter_events();
        for f in folds(ruleset, &q, KEEP_LAST) {
            checked += 1;
            let mut bad = |what: String| {
                wrong.push(format!("{} seed {seed}: {:?} {what}", article.id, f.kind));
            };
            if let Some(m) = matters.iter().find(|m| (f.from..f.to).contains(m)) {
                bad(format!("holds the matter at event {m}"));
            }
            for i in f.from..f.to {
                let e = &events[i];
                let fits = match f.kind {
                    FoldKind::Deal => {
                        let k = events[..i]
                            .iter()
                            .filter(|e| matches!(e, Event::Took { .. }))
                            .count();
                        matches!(e, Event::Took { seat, tiles }
                            if script.get(k).is_some_and(|t| t.seat == *seat && t.count == tiles.len()))
                    }
                    FoldKind::Passes => {
                        matches!(e, Event::Passed { .. })
                            && article.phase != mjref::rules::Phase::Charleston
                    }
                    FoldKind::Play => {
                        i < q.judgement.detection.at
                            && match e {
                                Event::Picked { known: true, .. } => !matches!(
                                    events[..i].iter().rev().find(|e| !matches!(
                                        e,
                                        Event::DrewLoose { .. } | Event::BonusSetAside { .. }
                                    )),
                                    Some(Event::Picked { .. })
                                ),
                                Event::Discarded {
                                    seat, named: None, ..
                                } => {
                                    let last = events[..i].iter().rev().find(|e| {
                                        matches!(e, Event::Picked { .. } | Event::Discarded { .. })
                                    });
                                    // The dealer's first discard follows no pick.
                                    last.is_none()
                                        || matches!(last, Some(Event::Picked { seat: p, .. }) if p == seat)
                                        || (i > 0
                                            && !matches!(
                                                events[i - 1],
                                                Event::Picked { .. }
                                                    | Event::Discarded { .. }
                                                    | Event::DrewLoose { .. }
                                                    | Event::BonusSetAside { .. }
                                            ))
                                }
                                Event::DrewLoose { .. } | Event::BonusSetAside { .. } => true,
                                _ => false,
                            }
                    }
                };
                if !fits {
                    bad(format!("folds event {i}: {e:?}"));
                }
            }
        }
    });
    assert!(checked > 0, "no story was folded");
    assert!(
        wrong.is_empty(),
        "{} folds hold an act a ruling may read:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    println!("{checked} folds, each of routine acts only");
}

/// A step of a ladder chosen where a higher one applies is told apart by the step just
/// above it (found reading MCR-PEN-01 in Czech: a player 88 minutes late, the learner
/// chose the 30-point step and read "would be right if at most 50 minutes late").
#[test]
fn a_lower_step_of_a_ladder_is_told_apart_by_the_step_above_it() {
    let ruleset = builtin::load("mcr").expect("known id").expect("loads");
    let article = ruleset.article("MCR-PEN-01").expect("lateness article");
    let minutes = 88;
    let holds = |f: &str| {
        let bound: u32 = f
            .strip_prefix("late_over(")?
            .strip_suffix(')')?
            .parse()
            .ok()?;
        Some(minutes > bound)
    };
    let thirty = article
        .cases
        .iter()
        .find(|c| c.when.iter().any(|cond| cond.fact() == "late_over(20)"))
        .expect("the 21-30 minute step");
    assert_eq!(
        article.separating(thirty, holds),
        vec![("late_over(30)", false)]
    );
    // A step whose own condition fails is told apart by that condition.
    let at_9 = |f: &str| holds(f).map(|_| false);
    assert_eq!(
        article.separating(thirty, at_9),
        vec![("late_over(20)", true)]
    );
}
