//! The learner sees what a player at the table sees (issue 14): every hand laid face up
//! (shown, or declared where a declaration lays it out) is on the learner's screen, in
//! plain mode and in the trainer at 80x24, over 120 questions per ruleset.

use mjref::i18n::Catalog;
use mjref::quiz::session::{Mode, Plan};
use mjref::quiz::table_text::{self, InSight, View};
use mjref::rules::builtin;
use mjref::setup::{Options, Profile, RulesChoice};
use mjref::table::Seat;
use mjref::tiles::{TileStyle, glyph};
use mjref::tui::{App, frame_text};

#[test]
fn no_hand_laid_face_up_is_hidden_from_the_learner() {
    let cat = Catalog::english();
    let mut face_up = 0;
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        let options = Options {
            rules: RulesChoice {
                ruleset: (*id).into(),
                rules_dir: None,
                card: None,
                lang: mjref::i18n::Lang::En,
            },
            tiles: Some(TileStyle::Ascii),
            profile: Profile::default(),
        };
        for seed in 1..=3 {
            let plan = Plan {
                mode: Mode::Everything,
                seed,
                count: 40,
                edition: None,
            };
            for i in 0..40 {
                let Some(Ok(q)) = plan.question(&ruleset, i) else {
                    continue;
                };
                let table = &q.judgement.table;
                let hands: Vec<(Seat, String)> = Seat::ALL
                    .into_iter()
                    .filter_map(|s| match table_text::in_sight(&ruleset, table, s) {
                        InSight::Hand(kinds) => Some((
                            s,
                            kinds
                                .iter()
                                .map(|k| glyph(*k, TileStyle::Ascii).trim_end().to_string())
                                .collect::<Vec<_>>()
                                .join(" "),
                        )),
                        _ => None,
                    })
                    .collect();
                if hands.is_empty() {
                    continue;
                }
                face_up += hands.len();
                let view = View::learner(&ruleset, &q, false);
                let plain =
                    table_text::lines(&cat, &ruleset, table, TileStyle::Ascii, view).join("\n");
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
                for (seat, tiles) in hands {
                    assert!(
                        plain.contains(&tiles),
                        "{id} {} (seed {seed}, question {i}): {seat}'s hand {tiles} is face up \
                         but not in plain mode:\n{plain}",
                        q.article
                    );
                    assert!(
                        screen.contains(&tiles),
                        "{id} {} (seed {seed}, question {i}): {seat}'s hand {tiles} is face up \
                         but not on the learner's screen:\n{screen}",
                        q.article
                    );
                }
            }
        }
    }
    assert!(face_up > 0, "no question had a hand face up");
    println!("{face_up} hands face up, every one in view");
}
