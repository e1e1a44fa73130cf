//! Distractors a player could confuse with the right ruling (issue 14): from another
//! article, they come first from articles on the same act as the matter (a discard, a
//! claim, a declaration), and each irregularity names the acts it arises in truly.

use mjref::quiz::Origin;
use mjref::quiz::session::{Mode, Plan};
use mjref::rules::{Act, act_of, builtin};

#[test]
fn every_matter_arises_in_an_act_its_irregularity_names() {
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known").expect("loads");
        for article in &ruleset.articles {
            for seed in 0..4 {
                let Ok(q) = mjref::quiz::make_question(&ruleset, &article.id, seed) else {
                    continue;
                };
                let d = &q.judgement.detection;
                let act = act_of(&q.scenario.events[d.at]);
                assert!(
                    d.irregularity.acts().contains(&act),
                    "{id} {} seed {seed}: {:?} arose in {act:?}, not in {:?}",
                    article.id,
                    d.irregularity,
                    d.irregularity.acts()
                );
            }
        }
    }
}

#[test]
fn distractors_from_other_articles_share_the_act_first() {
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known").expect("loads");
        let acts_of = |article: &str| -> Vec<Act> {
            ruleset
                .article(article)
                .map(|a| a.judged().flat_map(|i| i.acts().iter().copied()).collect())
                .unwrap_or_default()
        };
        let plan = Plan {
            mode: Mode::Everything,
            seed: 4,
            count: 80,
            edition: None,
        };
        // Distractors from other articles on the same act; and how many would be, drawn
        // at random from the phase's other articles.
        let (mut same, mut borrowed, mut by_chance) = (0usize, 0usize, 0.0f64);
        for i in 0..80 {
            let Some(Ok(q)) = plan.question(&ruleset, i) else {
                continue;
            };
            let act = act_of(&q.scenario.events[q.judgement.detection.at]);
            let Some(phase) = ruleset.article(&q.article).map(|a| a.phase) else {
                continue;
            };
            let neighbours: Vec<&str> = ruleset
                .in_phase(phase)
                .filter(|a| a.id != q.article)
                .map(|a| a.id.as_str())
                .collect();
            let chance = neighbours
                .iter()
                .filter(|a| acts_of(a).contains(&act))
                .count() as f64
                / neighbours.len().max(1) as f64;
            for c in &q.choices {
                if let Origin::OtherArticle { article, .. } = &c.origin {
                    borrowed += 1;
                    same += usize::from(acts_of(article).contains(&act));
                    by_chance += chance;
                }
            }
        }
        let share = 100.0 * same as f64 / borrowed.max(1) as f64;
        let chance = 100.0 * by_chance / borrowed.max(1) as f64;
        println!(
            "{id}: {same} of {borrowed} borrowed distractors on the same act ({share:.0}%; \
             {chance:.0}% drawn at random from the phase)"
        );
        assert!(borrowed > 0, "{id}: no distractor from another article");
        assert!(
            share >= chance + 25.0,
            "{id}: {share:.0}% of borrowed distractors on the matter's act, {chance:.0}% by chance"
        );
    }
}
