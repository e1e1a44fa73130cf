//! Escalating penalties count the player's earlier fouls of the same kind: those of this
//! hand always, and those on the match's record where the ruleset's `escalation` is
//! `Match` (a house ruleset may set `Hand`).

use mjref::rules::{Ruling, SourceText, Status, builtin, judge, load_parts};
use mjref::scenario::{Foul, Scenario};
use mjref::table::Seat;

#[derive(serde::Deserialize)]
#[allow(dead_code)]
struct JudgedCase {
    origin: ron::Value,
    expect: ron::Value,
    scenario: Scenario,
}

fn two_touches() -> Scenario {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/mcr/mcr-pen-11-east-touches-twice-in-a-hand.ron"
    );
    let text = std::fs::read_to_string(path).expect("the judged case is there");
    ron::from_str::<JudgedCase>(&text)
        .expect("the judged case reads")
        .scenario
}

fn mcr(escalation: &str) -> mjref::rules::Ruleset {
    let (meta, parts) = builtin::texts("mcr").expect("built in");
    let meta = meta.replace("escalation: Match", &format!("escalation: {escalation}"));
    assert!(meta.contains(&format!("escalation: {escalation}")));
    let srcs: Vec<SourceText> = parts
        .iter()
        .map(|(file, text)| SourceText { file, text })
        .collect();
    load_parts(
        SourceText {
            file: "ruleset.ron",
            text: &meta,
        },
        &srcs,
    )
    .expect("loads")
}

fn penalty(r: &Ruling) -> Status {
    r.players
        .first()
        .map(|e| e.status)
        .expect("a player is ruled")
}

#[test]
fn a_second_foul_in_the_hand_escalates_and_the_record_counts_only_for_the_match() {
    let mut scenario = two_touches();
    scenario.fouls.push(Foul {
        hand: 1,
        seat: Seat::East,
        article: "MCR-PEN-11".into(),
    });
    let by_hand = judge(&mcr("Hand"), &scenario).expect("judged");
    assert_eq!(by_hand.earlier_fouls, 1);
    assert_eq!(penalty(&by_hand.ruling), Status::Points(5));
    let by_match = judge(&mcr("Match"), &scenario).expect("judged");
    assert_eq!(by_match.earlier_fouls, 2);
    assert_eq!(penalty(&by_match.ruling), Status::Points(10));
}
