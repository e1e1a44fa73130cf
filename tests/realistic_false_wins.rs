//! False wins as players make them (issue 14): a hand one tile from a real hand, or, in
//! the Chinese Official game, a real hand worth less than the minimum; two players in
//! error at once only in the article about a second false declaration.

use mjref::analysis::standard;
use mjref::quiz::make_question;
use mjref::rules::{Irregularity, Ruleset, Status, builtin};
use mjref::table::{Event, Seat, Table};
use mjref::tiles::Kind;

const SEEDS: u64 = 25;

fn concealed(table: &Table, seat: Seat) -> Vec<Kind> {
    table.rack(seat).iter().map(|t| table.kind(*t)).collect()
}

/// The seats that declared a win in the story, each once, in order.
fn declarers(events: &[Event]) -> Vec<Seat> {
    let mut out = Vec::new();
    for e in events {
        if let Event::DeclaredWin { seat } = e
            && !out.contains(seat)
        {
            out.push(*seat);
        }
    }
    out
}

fn articles_judging(ruleset: &Ruleset, judged: &[Irregularity]) -> Vec<String> {
    ruleset
        .articles
        .iter()
        .filter(|a| judged.contains(&a.judges))
        .map(|a| a.id.clone())
        .collect()
}

#[test]
fn a_classical_false_win_is_one_tile_from_a_hand() {
    let ruleset = builtin::load("millington").expect("known").expect("loads");
    let false_wins = [Irregularity::FalseWin, Irregularity::SeveralFalseWins];
    let articles = articles_judging(&ruleset, &false_wins);
    assert!(!articles.is_empty(), "no Millington article on false wins");
    let mut asked = 0;
    for article in &articles {
        let several = ruleset
            .article(article)
            .is_some_and(|a| a.judges == Irregularity::SeveralFalseWins);
        for seed in 0..SEEDS {
            let Ok(q) = make_question(&ruleset, article, seed) else {
                continue;
            };
            if q.article != *article {
                continue;
            }
            asked += 1;
            let table = &q.judgement.table;
            let seats = declarers(&q.scenario.events);
            assert_eq!(
                seats.len(),
                if several { 2 } else { 1 },
                "{article} seed {seed}: {seats:?} declared"
            );
            for seat in seats {
                let hand = concealed(table, seat);
                let melds = table.melds(seat).len();
                assert!(
                    standard::one_tile_off(&hand, melds),
                    "{article} seed {seed}: {seat} declared on {hand:?} ({melds} sets laid), \
                     nowhere near a hand"
                );
            }
        }
    }
    assert!(asked >= SEEDS as usize, "only {asked} questions made");
}

#[test]
fn a_chinese_official_false_win_is_a_real_hand_under_the_minimum_or_a_barred_players() {
    let ruleset = builtin::load("mcr").expect("known").expect("loads");
    let articles = articles_judging(&ruleset, &[Irregularity::FalseWin]);
    assert!(!articles.is_empty(), "no MCR article on false wins");
    let mut asked = 0;
    let mut barred_seen = 0;
    for article in &articles {
        for seed in 0..SEEDS {
            let Ok(q) = make_question(&ruleset, article, seed) else {
                continue;
            };
            let table = &q.judgement.table;
            let [seat] = declarers(&q.scenario.events)[..] else {
                panic!("{article} seed {seed}: not one declarer");
            };
            asked += 1;
            let hand = concealed(table, seat);
            let melds = table.melds(seat).len();
            assert!(
                standard::is_complete(&hand, melds),
                "{article} seed {seed}: {hand:?} is not a hand"
            );
            // A player an earlier ruling barred from winning declares a hand of any worth.
            let barred = q.earlier.iter().any(|j| {
                j.ruling.players.iter().any(|e| {
                    e.status == Status::MayNotWinThisHand
                        && j.detection.parties.seat(e.who) == Some(seat)
                })
            });
            if barred {
                barred_seen += 1;
                continue;
            }
            // The tile drawn last completed it; scored, it falls short of the minimum.
            let (win, rest) = hand.split_last().expect("a hand");
            let score = mjref::table::mcr::score(table, seat, rest, *win, true);
            assert!(
                score.as_ref().is_some_and(|s| !s.meets_minimum()),
                "{article} seed {seed}: {hand:?} scores {score:?}"
            );
        }
    }
    assert!(asked >= SEEDS as usize, "only {asked} questions made");
    assert!(
        barred_seen > 0 && barred_seen < asked,
        "{barred_seen} of {asked} false wins by a barred player"
    );
}

#[test]
fn two_players_in_error_at_once_only_where_the_article_is_about_it() {
    // Articles where more than one declaration belongs to the matter: a second false
    // win, two wins at once, a win after one in error, the others' hands after one.
    // Declarations already ruled on before the matter are left out.
    let about_several = [
        Irregularity::SeveralFalseWins,
        Irregularity::SimultaneousWins,
        Irregularity::CompetingClaims,
        Irregularity::CompetingClaimsOnMisnamedTile,
        Irregularity::HandsDisturbedByFalseWin,
        Irregularity::FalselyClaimedTileClaimed,
        Irregularity::SettlementWithFaultyHand,
    ];
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known").expect("loads");
        for article in &ruleset.articles {
            if article.judged().any(|i| about_several.contains(&i)) {
                continue;
            }
            for seed in 0..5 {
                let Ok(q) = make_question(&ruleset, &article.id, seed) else {
                    continue;
                };
                // A declaration an earlier ruling already settled is not part of this
                // matter.
                let after = q.earlier.iter().map(|j| j.ruled_at + 1).max().unwrap_or(0);
                let seats = declarers(&q.scenario.events[after.min(q.scenario.events.len())..]);
                assert!(
                    seats.len() <= 1,
                    "{id} {} seed {seed}: {seats:?} declared a win",
                    article.id
                );
            }
        }
    }
}
