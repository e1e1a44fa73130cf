//! A wrong exposure taken back to the rack is back for the matters after it (issue 28):
//! after a conceded dead call, the log says the table returned the set
//! (`ExposureReturned`), and the next matter is ruled on the table without it; where the
//! log does not say so, the set stays where it lies.

use mjref::rules::{builtin, judge_all};
use mjref::scenario::deck::read_cases;
use mjref::table::{Event, Seat};
use mjref::tiles::{Kind, Suit};

/// West exposes 1d 2d with a claimed 3d (no hand of the card has such a run), South
/// calls the hand dead, and West concedes, taking the run back or not; the table then
/// stops to count every hand, a matter of its own, ruled on the table as it then stands.
fn west_concedes(returned: bool) -> mjref::rules::Judgement {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/american/am-dh-05-west-concedes-with-a-run-exposed.ron"
    );
    let text = std::fs::read_to_string(file).expect("the case file reads");
    let mut scenario = read_cases(file, &text).expect("the case parses")[0]
        .scenario
        .clone();
    assert!(
        matches!(
            scenario.events.last(),
            Some(Event::DeadCallAnswered {
                seat: Seat::West,
                conceded: true
            })
        ),
        "the case ends with West conceding"
    );
    if returned {
        scenario.events.push(Event::ExposureReturned {
            seat: Seat::West,
            meld: 0,
        });
    }
    scenario.events.push(Event::TilesCounted);
    let ruleset = builtin::load("american").expect("known").expect("loads");
    let judgements = judge_all(&ruleset, &scenario).expect("judges");
    assert!(
        judgements.iter().any(|j| j.article == "AM-DH-05"),
        "West's concession is ruled on: {:?}",
        judgements.iter().map(|j| &j.article).collect::<Vec<_>>()
    );
    judgements.into_iter().last().expect("the count is ruled")
}

fn run() -> Vec<Kind> {
    [1, 2, 3].map(|n| Kind::Number(Suit::Dots, n)).to_vec()
}

#[test]
fn a_wrong_exposure_taken_back_is_on_the_rack_for_the_next_matter() {
    let count = west_concedes(true);
    let table = &count.table;
    assert!(
        table.melds(Seat::West).is_empty(),
        "West's run is still laid out: {:?}",
        table.melds(Seat::West)
    );
    let rack = table.kinds_of(table.rack(Seat::West));
    for kind in run() {
        assert!(
            rack.contains(&kind),
            "{kind:?} is not back on West's rack: {rack:?}"
        );
    }
}

#[test]
fn a_wrong_exposure_not_yet_taken_back_stays_on_the_table() {
    let count = west_concedes(false);
    let table = &count.table;
    let laid: Vec<Vec<Kind>> = table
        .melds(Seat::West)
        .iter()
        .map(|m| table.kinds_of(&m.tiles))
        .collect();
    assert_eq!(laid.len(), 1, "West's run should stay laid out: {laid:?}");
    for kind in run() {
        assert!(laid[0].contains(&kind), "{kind:?} left the run: {laid:?}");
    }
}

/// The disputed call of the wall-game case, settled: once is accepted, a second time (or
/// for a call that was conceded, or never made) the log is refused at that event.
#[test]
fn a_dispute_is_settled_once_and_only_where_there_is_one() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cases/american/position-multi-dh-05-settlement-written-after-the-wall-game.ron"
    );
    let text = std::fs::read_to_string(file).expect("the case file reads");
    let scenario = read_cases(file, &text).expect("the case parses")[0]
        .scenario
        .clone();
    let ruleset = builtin::load("american").expect("known").expect("loads");
    assert!(judge_all(&ruleset, &scenario).is_ok(), "settled once");
    let settle = Event::DisputeSettled {
        by: Seat::West,
        against: Seat::North,
    };
    let mut twice = scenario.clone();
    twice.events.push(settle.clone());
    let err = judge_all(&ruleset, &twice).expect_err("a second settlement is refused");
    assert!(
        err.to_string()
            .contains(&format!("event {}", twice.events.len())),
        "the error names the event: {err}"
    );
    let mut other_way = scenario.clone();
    other_way.events.pop();
    other_way.events.push(Event::DisputeSettled {
        by: Seat::North,
        against: Seat::West,
    });
    assert!(
        judge_all(&ruleset, &other_way).is_err(),
        "North made no call on West"
    );
}
