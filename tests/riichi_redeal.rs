//! A riichi hand dealt again after a chombo (`Redealt`): the table deals from the
//! scenario's next walls with the counters and the earlier hands' sticks it began with,
//! and a stick put down in the deal thrown in goes back to its player.

mod support;

use mjref::scenario::Scenario;
use mjref::table::{Event, Replay, Seat, TableError};

const CASE: &str =
    "riichi/multi-rii-01b-west-chombo-then-the-redeal-west-rons-souths-9m-ema2016.ron";

fn scenario() -> Scenario {
    support::case_scenario(CASE)
}

fn at(events: &[Event], wanted: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .position(wanted)
        .expect("the event is in the log")
}

#[test]
fn a_redeal_keeps_the_counters_and_earlier_sticks_and_gives_back_the_new_one() {
    let ruleset = support::staged("riichi");
    let scenario = scenario();
    assert_eq!((scenario.counters, scenario.sticks), (1, 1));
    let riichi = at(&scenario.events, |e| {
        matches!(e, Event::DeclaredRiichi { .. })
    });
    let redealt = at(&scenario.events, |e| matches!(e, Event::Redealt));
    let start = ruleset
        .initial_table(&scenario)
        .expect("the walls are built");
    let mut replay = Replay::new(start, &scenario.events);
    for _ in 0..=riichi {
        replay.apply_next().expect("applies");
    }
    // Declared, but the stick goes down only with the discard.
    assert_eq!(replay.table().riichi_sticks(), 1);
    replay.apply_next().expect("the riichi discard");
    assert_eq!(replay.table().riichi_sticks(), 2);
    while replay.peek().is_some_and(|(i, _)| i < redealt) {
        replay.apply_next().expect("applies");
    }
    let before = replay.table().clone();
    assert_eq!(
        before.rack(Seat::West).len(),
        13,
        "West's false ron lies shown"
    );
    replay.apply_next().expect("the redeal");
    let after = replay.table();
    assert_eq!(after.redeals(), 1);
    assert_eq!(after.counters(), 1, "no counter is added");
    assert_eq!(after.riichi_sticks(), 1, "South's stick went back");
    assert!(after.in_riichi().is_empty());
    assert_eq!(after.dealer(), before.dealer());
    for seat in Seat::ALL {
        assert!(after.rack(seat).is_empty(), "{seat:?} holds nothing yet");
    }
    after.validate().expect("every tile in one place");
    assert_ne!(after.kinds(), before.kinds(), "the walls of the redeal");
}

#[test]
fn a_redeal_with_no_walls_listed_is_refused_at_its_event() {
    let ruleset = support::staged("riichi");
    let mut scenario = scenario();
    scenario.redeals.clear();
    let redealt = at(&scenario.events, |e| matches!(e, Event::Redealt));
    let start = ruleset
        .initial_table(&scenario)
        .expect("the first walls are built");
    let mut replay = Replay::new(start, &scenario.events);
    let err = loop {
        match replay.apply_next() {
            Ok(()) => assert!(replay.peek().is_some(), "the log replays to its end"),
            Err(e) => break e,
        }
    };
    assert!(
        matches!(err, TableError::NoWallsForRedeal { index, deal: 2 } if index == redealt),
        "{err:?}"
    );
}

#[test]
fn the_referee_rules_the_chombo_then_the_win_of_the_redeal() {
    let ruleset = support::staged("riichi");
    let scenario = scenario();
    let redealt = at(&scenario.events, |e| matches!(e, Event::Redealt));
    let all = mjref::rules::judge_all(&ruleset, &scenario).expect("judged");
    let found: Vec<(&str, usize)> = all
        .iter()
        .map(|j| (j.article.as_str(), j.detection.at))
        .collect();
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].0 == "RII-01b" && found[0].1 < redealt, "{found:?}");
    assert!(
        found[1].0 == "RII-SC-01" && found[1].1 > redealt,
        "{found:?}"
    );
    // Without the redeal in the log, nothing after the chombo is ruled.
    let mut cut = scenario.clone();
    cut.events.truncate(redealt);
    let alone = mjref::rules::judge_all(&ruleset, &cut).expect("judged");
    assert_eq!(alone.len(), 1);
}

#[test]
fn a_figure_other_than_the_tables_is_told_as_a_difference() {
    let ruleset = support::staged("riichi");
    let file = format!("{}/tests/cases/{CASE}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&file).expect("the case file reads");
    for (written, differs) in [
        ("(South, West, 2900)", false),
        ("(South, West, 2600)", true),
    ] {
        let text = text.replace("(South, West, 2900)", written);
        let cases = mjref::scenario::deck::read_cases(&file, &text).expect("the case reads");
        let case = &cases[0];
        let expected = case.expect.as_ref().expect("an expectation");
        let found = mjref::rules::judge(&ruleset, &case.scenario).expect("judged");
        let wrong = expected.differences(&ruleset, &case.scenario.edition, &found);
        let told = wrong.iter().any(|d| d.field == "figures");
        assert_eq!(told, differs, "{written}: {wrong:?}");
        if differs {
            let d = wrong.iter().find(|d| d.field == "figures").expect("told");
            assert!(
                d.expected.contains("2600") && d.found.contains("2900"),
                "{d}"
            );
        }
    }
}
