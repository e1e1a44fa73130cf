//! The position form: a generated situation restated as the table just before its first
//! irregular matter is ruled as the full form is, for every article and several seeds.

use mjref::rules::{Ruleset, as_position, builtin, judge};
use mjref::scenario::Scenario;
use mjref::situations::generate;

mod depth;

fn rulesets() -> Vec<Ruleset> {
    builtin::all().expect("the built-in rulesets load")
}

#[test]
fn a_situation_restated_as_a_position_is_ruled_as_the_full_form() {
    let mut failures = Vec::new();
    let (mut placed, mut built) = (0, 0);
    for ruleset in rulesets() {
        for article in &ruleset.articles {
            for seed in 0..depth::seeds(8, 40) {
                let full = generate(&ruleset, &article.id, seed)
                    .expect("generates")
                    .scenario;
                let restated = match as_position(&ruleset, &full) {
                    Ok(p) => p,
                    Err(e) => {
                        failures.push(format!("{} seed {seed}: cannot restate: {e}", article.id));
                        continue;
                    }
                };
                let position = restated.position.as_ref().expect("a position");
                if position.is_built() {
                    built += 1;
                } else {
                    placed += 1;
                }
                // Through the file, as `mjref scenario --as position` writes it.
                let text = restated.to_ron();
                let read = Scenario::parse("position.ron", &text).expect("reads back");
                assert_eq!(read, restated, "{} seed {seed}", article.id);
                let a = judge(&ruleset, &full).expect("the full form judges");
                let b = match judge(&ruleset, &read) {
                    Ok(b) => b,
                    Err(e) => {
                        failures.push(format!("{} seed {seed}: position: {e}", article.id));
                        continue;
                    }
                };
                let seen = |j: &mjref::rules::Judgement| {
                    (
                        j.article.clone(),
                        j.case.clone(),
                        j.ruling.clone(),
                        j.detection.parties,
                    )
                };
                if seen(&a) != seen(&b) {
                    failures.push(format!(
                        "{} seed {seed}: full {} {}, position {} {}",
                        article.id, a.article, a.case, b.article, b.case
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        placed + built + failures.len(),
        failures.join("\n")
    );
    // Most situations have a moment of play to state; only matters of the deal itself
    // go back to the walls as built.
    assert!(
        placed > 2 * built,
        "{placed} restated in play, {built} from the walls as built"
    );
}
