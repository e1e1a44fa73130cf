//! The riichi matters that turn on the ruleset's own rules of play follow its data
//! (`RulesetMeta`), not a ruleset id or its win check: with a setting off, the same
//! hand-written log is ruled as something else.

mod support;

use mjref::rules::{Ruleset, RulesetMeta, judge};
use mjref::scenario::Scenario;

fn scenario(name: &str) -> Scenario {
    support::case_scenario(&format!("riichi/{name}"))
}

/// The article the matter of `name` is ruled by, or `None` where nothing is ruled on.
fn article(ruleset: &Ruleset, name: &str) -> Option<String> {
    judge(ruleset, &scenario(name)).ok().map(|j| j.article)
}

/// The article the case `name` is ruled by under the riichi ruleset as shipped, and under
/// it with one setting switched off by `off`.
fn with_and_without(
    name: &str,
    off: impl Fn(&mut RulesetMeta),
) -> (Option<String>, Option<String>) {
    let mut ruleset = support::staged("riichi");
    let on = article(&ruleset, name);
    off(&mut ruleset.meta);
    (on, article(&ruleset, name))
}

#[test]
fn two_rons_on_one_discard_are_one_matter_only_where_the_ruleset_judges_several_rons() {
    let (on, off) = with_and_without("rii-sc-02-east-and-south-ron-norths-9m-ema2016.ron", |m| {
        m.several_rons_judged = false
    });
    assert_eq!(on.as_deref(), Some("RII-SC-02"));
    assert_eq!(off.as_deref(), Some("RII-SC-01"));
}

#[test]
fn a_second_word_on_a_discard_is_a_changed_call_only_where_the_ruleset_says_so() {
    let (on, off) = with_and_without("rii-07-ema-west-says-ron-then-at-once-pon-on-5p.ron", |m| {
        m.changed_call_is_a_matter = false
    });
    assert_eq!(on.as_deref(), Some("RII-07"));
    assert_ne!(off.as_deref(), Some("RII-07"));
}

#[test]
fn four_winds_thrown_first_are_asked_about_only_where_the_ruleset_says_so() {
    let (on, off) = with_and_without(
        "rii-sc-05-the-first-four-discards-are-all-south-wind.ron",
        |m| m.abortive_draws_asked = false,
    );
    assert_eq!(on.as_deref(), Some("RII-SC-05"));
    assert_eq!(off, None);
}

#[test]
fn four_kans_are_asked_about_only_where_the_ruleset_says_so() {
    let (on, off) = with_and_without(
        "rii-sc-05-four-kans-the-fourth-as-north-calls-kan-on-easts-8s.ron",
        |m| m.abortive_draws_asked = false,
    );
    assert_eq!(on.as_deref(), Some("RII-SC-05"));
    assert_eq!(off, None);
}

#[test]
fn a_discard_before_the_set_is_laid_is_pointed_out_only_where_the_ruleset_says_so() {
    let (on, off) = with_and_without(
        "rii-10-west-pons-5p-and-discards-before-laying-it.ron",
        |m| m.call_order_pointed_out = false,
    );
    assert_eq!(on.as_deref(), Some("RII-10"));
    assert_ne!(off.as_deref(), Some("RII-10"));
}

#[test]
fn a_wrong_word_for_a_win_is_a_matter_only_where_the_ruleset_says_so() {
    let (on, off) = with_and_without(
        "rii-08-south-says-ippatsu-on-wests-9m-and-shows-the-hand-ema2016.ron",
        |m| m.win_word_is_a_matter = false,
    );
    assert_eq!(on.as_deref(), Some("RII-08"));
    assert_eq!(off.as_deref(), Some("RII-SC-01"));
}

/// The kan-dora case pays 8000 with the kan dora its data turns, and the 3200 of the same
/// hand without it where the ruleset has no kan dora.
#[test]
fn a_kan_turns_a_kan_dora_only_where_the_ruleset_says_so() {
    let name = "rii-sc-01-south-rons-wests-9m-after-a-concealed-kan-with-kan-dora.ron";
    let paid = |ruleset: &Ruleset| {
        let s = scenario(name);
        let j = judge(ruleset, &s).expect("judged");
        mjref::scenario::deck::Figures::of(ruleset, &s.edition, &j)
            .expect("worked out")
            .transfers
    };
    let mut ruleset = support::staged("riichi");
    let on = paid(&ruleset);
    ruleset.meta.kan_dora = false;
    let off = paid(&ruleset);
    assert_eq!(
        on,
        [(mjref::table::Seat::West, mjref::table::Seat::South, 8000)]
    );
    assert_eq!(
        off,
        [(mjref::table::Seat::West, mjref::table::Seat::South, 3200)]
    );
}
