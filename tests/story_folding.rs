//! The story a question tells is focused (issue 14): runs of routine play fold into one
//! line, and nothing that decides is folded away: the event of every matter, earlier
//! rulings after their events, and the last events before the question.

use mjref::i18n::Catalog;
use mjref::quiz::narrative::{narrative, question_story};
use mjref::quiz::session::{Mode, Plan};
use mjref::rules::builtin;
use mjref::tiles::TileStyle;

const KEEP_LAST: usize = 6;

#[test]
fn routine_play_folds_and_every_matter_stays_in_view() {
    let cat = Catalog::english();
    let mut folded_play = 0;
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        let plan = Plan {
            mode: Mode::Everything,
            seed: 1,
            count: 40,
        };
        for i in 0..40 {
            let Some(Ok(q)) = plan.question(&ruleset, i) else {
                continue;
            };
            let full = narrative(&cat, &ruleset, &q.scenario, TileStyle::Ascii).expect("tells");
            let story = question_story(&cat, &ruleset, &q, TileStyle::Ascii, KEEP_LAST)
                .expect("tells")
                .lines;
            let matters = q
                .earlier
                .iter()
                .map(|j| j.detection.at)
                .chain([q.judgement.detection.at]);
            for at in matters {
                assert!(
                    story.contains(&full[at]),
                    "{id} {}: the matter's event {} is folded away:\n{}",
                    q.article,
                    at + 1,
                    story.join("\n")
                );
            }
            for line in &full[full.len().saturating_sub(KEEP_LAST)..] {
                assert!(
                    story.contains(line),
                    "{id} {}: a last event is folded",
                    q.article
                );
            }
            for (j, ruled) in q
                .earlier
                .iter()
                .zip(mjref::quiz::narrative::earlier_rulings(&cat, &q))
            {
                let event = story.iter().position(|l| *l == full[j.detection.at]);
                let ruling = story.iter().position(|l| *l == ruled);
                if let (Some(e), Some(r)) = (event, ruling) {
                    assert!(r > e, "{id} {}: a ruling before its event", q.article);
                } else {
                    assert!(
                        ruling.is_some(),
                        "{id} {}: an earlier ruling is missing",
                        q.article
                    );
                }
            }
            let turns = cat.tr_args(
                "ev-folded-play",
                &[("turns", 0usize.into()), ("events", 0usize.into())],
            );
            let marker = turns.split(' ').nth(2).unwrap_or("ordinary");
            folded_play += story.iter().filter(|l| l.contains(marker)).count();
        }
    }
    assert!(folded_play > 0, "no story folded its routine play");
}
