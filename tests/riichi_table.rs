//! The riichi table as the engine sets it out, before the riichi ruleset itself is built
//! in: 136 tiles, a dead wall of 14 with the dora indicator turned face up when the wall
//! is broken, and a declared hand read for the riichi calculator.

mod support;

use mjref::analysis::riichi;
use mjref::rules::{SourceText, load};
use mjref::table::{Event, Replay, Seat};

const META: &str = r#"RulesetMeta(
    id: "riichi-table",
    name: "A riichi table",
    tiles: NoBonus,
    stacks_per_wall: 17,
    dice: 2,
    wall_to_break: CountedFromDealer,
    dead_wall: 14,
    dora_indicator: Some(4),
    kong_counts_three: true,
    win_check: RiichiYaku,
    works: {"w": "W"},
    editions: [(id: "1", name: "one")],
)"#;

const ARTICLES: &str = r#"[
  Article(
    id: "X-1",
    title: "t",
    summary: "s",
    sources: [(work: "w", locator: "p. 1")],
    phase: Deal,
    judges: WrongWallInDeal,
    cases: [(id: "c", when: [], then: (players: [], tiles: Misdeal, next: RedealSameDealer))],
  ),
]"#;

#[test]
fn the_dora_indicator_is_turned_up_in_the_dead_wall_and_read_with_the_hand() {
    let ruleset = load(
        SourceText {
            file: "ruleset.ron",
            text: META,
        },
        SourceText {
            file: "articles.ron",
            text: ARTICLES,
        },
    )
    .expect("a riichi table loads");
    let mut read = 0;
    for seed in 1..=20 {
        let generated = mjref::situations::generate(&ruleset, "X-1", seed).expect("a deal story");
        let scenario = &generated.scenario;
        let start = ruleset
            .initial_table(scenario)
            .expect("the walls are built");
        let broken = scenario
            .events
            .iter()
            .position(|e| matches!(e, Event::WallBroken { .. }))
            .expect("the wall is broken");
        let mut replay = Replay::new(start, &scenario.events);
        for _ in 0..=broken {
            replay.apply_next().expect("the deal applies");
        }
        let table = replay.table();
        assert_eq!(table.dead_wall().len(), 14, "seed {seed}");
        let shown = table.dora_indicators();
        assert_eq!(shown.len(), 1, "seed {seed}: one indicator");
        assert_eq!(
            table.at(table.dead_wall()[4]),
            Some(shown[0]),
            "seed {seed}: the top tile of the third stack from the break"
        );
        assert!(
            table.remaining().all(|p| p != table.dead_wall()[4]),
            "seed {seed}: the indicator is not drawn"
        );
        // East's first fourteen tiles, read as a declared self-drawn hand.
        let east: Vec<_> = scenario
            .events
            .iter()
            .filter_map(|e| match e {
                Event::Took {
                    seat: Seat::East,
                    tiles,
                } => Some(tiles.clone()),
                _ => None,
            })
            .flatten()
            .map(|p| ruleset_kind(&ruleset, scenario, p))
            .collect();
        if east.len() != 14 {
            continue;
        }
        read += 1;
        let (hand, ctx) =
            mjref::table::riichi::read(table, Seat::East, &east, false).expect("riichi tiles");
        assert!(ctx.tsumo && !ctx.riichi, "seed {seed}");
        assert_eq!(
            ctx.seat,
            mjref::tiles::Wind::East,
            "seed {seed}: East deals"
        );
        assert_eq!(
            ctx.dora_indicators,
            vec![table.kind(shown[0]).index() as u8],
            "seed {seed}"
        );
        assert_eq!(hand.tile_count(), 14, "seed {seed}");
        let verdict = riichi::score(&hand, &ctx, &riichi::Settings::default()).is_ok();
        assert_eq!(
            mjref::table::riichi::valid(table, Seat::East, &east, false),
            verdict,
            "seed {seed}"
        );
    }
    assert!(read >= 5, "only {read} deals gave East 14 tiles to read");
}

/// The kind of the tile at `pos` of the walls as built.
fn ruleset_kind(
    ruleset: &mjref::rules::Ruleset,
    scenario: &mjref::scenario::Scenario,
    pos: mjref::table::WallPos,
) -> mjref::tiles::Kind {
    let start = ruleset.initial_table(scenario).expect("built");
    start.kind(start.at(pos).expect("a tile there"))
}

#[test]
fn an_indicator_outside_the_dead_wall_is_refused_at_its_field() {
    let meta = META.replace("dora_indicator: Some(4)", "dora_indicator: Some(14)");
    let err = load(
        SourceText {
            file: "ruleset.ron",
            text: &meta,
        },
        SourceText {
            file: "articles.ron",
            text: ARTICLES,
        },
    )
    .expect_err("place 14 of a dead wall of 14 is outside it");
    let told = err.to_string();
    assert!(told.contains("ruleset.ron:9"), "{told}");
    assert!(told.contains("is place 14 of the dead wall"), "{told}");
}

/// EMA 2016 s. 3.3.5: after a kan's loose tile is taken from the dead wall, the last tile
/// of the live wall joins it, so that the dead wall keeps fourteen tiles and the live
/// wall is one shorter. Checked at every loose tile of the kan stories of the built-in
/// riichi ruleset.
#[test]
fn a_loose_tile_moves_the_live_walls_last_tile_onto_the_dead_wall() {
    let ruleset = mjref::rules::builtin::load("riichi")
        .expect("known id")
        .expect("loads");
    let mut loose = 0;
    for seed in 1..=40 {
        let Ok(generated) = mjref::situations::generate(&ruleset, "RII-03", seed) else {
            continue;
        };
        let scenario = &generated.scenario;
        let start = ruleset
            .initial_table(scenario)
            .expect("the walls are built");
        let mut replay = Replay::new(start, &scenario.events);
        for event in &scenario.events {
            let before = replay.table().clone();
            replay.apply_next().expect("the story applies");
            if let Event::DrewLoose { at, .. } = event {
                loose += 1;
                let after = replay.table();
                assert!(
                    before.dead_wall().contains(at),
                    "seed {seed}: from the dead wall"
                );
                assert_eq!(
                    after.live_left() + 1,
                    before.live_left(),
                    "seed {seed}: the live wall gives up its last tile"
                );
                let standing = |t: &mjref::table::Table| {
                    t.dead_wall().iter().filter(|p| t.at(**p).is_some()).count()
                };
                assert_eq!(
                    standing(after),
                    14,
                    "seed {seed}: the dead wall stays whole"
                );
                assert_eq!(standing(&before), 14, "seed {seed}");
            }
        }
    }
    assert!(loose >= 5, "only {loose} loose tiles drawn");
}

/// A kan turns a kan dora indicator face up, the next stack's top beyond the first
/// indicator, and the scoring reads it beside the first (the judged case lays an 8m
/// there; its figure, 8000 rather than 3200, rests on it).
#[test]
fn a_kan_turns_the_next_dora_indicator_face_up() {
    use mjref::tiles::{Kind, Suit, Wind};
    let ruleset = support::staged("riichi");
    let scenario = support::case_scenario(
        "riichi/rii-sc-01-south-rons-wests-9m-after-a-concealed-kan-with-kan-dora.ron",
    );
    let kan = scenario
        .events
        .iter()
        .position(|e| matches!(e, Event::DeclaredKong { .. }))
        .expect("the case makes a kan");
    let start = ruleset
        .initial_table(&scenario)
        .expect("the walls are built");
    let mut replay = Replay::new(start, &scenario.events);
    for _ in 0..kan {
        replay.apply_next().expect("applies");
    }
    let indicators = |t: &mjref::table::Table| -> Vec<Kind> {
        t.dora_indicators()
            .into_iter()
            .map(|id| t.kind(id))
            .collect()
    };
    let before = replay.table().clone();
    assert_eq!(indicators(&before), [Kind::Wind(Wind::North)]);
    replay.apply_next().expect("the kan");
    let after = replay.table();
    assert_eq!(
        indicators(after),
        [Kind::Wind(Wind::North), Kind::Number(Suit::Craks, 8)]
    );
    let kan_dora = after.dead_wall()[6];
    assert!(
        after.face_up().contains(&kan_dora),
        "shown on the table too"
    );
    assert_eq!(after.ura_indicators().len(), 2, "a kan ura beneath each");
}
