//! Options must not give themselves away: an option naming a role nobody at this table
//! holds ("the winner" where nobody won, "the caller" where nobody called) can be struck
//! out without reading the table (issue 14's blind strategy). Counted over questions of
//! every article of every ruleset: every option names this table's seats, a distractor
//! the seats a player would think of.

use mjref::quiz::{Question, make_question};
use mjref::rules::{Status, builtin};

mod depth;

/// The questions of every article of every ruleset, a few seeds each (more in the deep
/// run), named "ARTICLE seed N".
fn questions() -> Vec<(String, Question)> {
    let mut out = Vec::new();
    for id in builtin::IDS {
        let ruleset = builtin::load(id).expect("known id").expect("loads");
        for article in &ruleset.articles {
            for seed in 0..depth::seeds(2, 20) {
                if let Ok(q) = make_question(&ruleset, &article.id, seed) {
                    out.push((format!("{} seed {seed}", article.id), q));
                }
            }
        }
    }
    out
}

#[test]
fn no_option_names_a_role_nobody_holds() {
    let mut named = Vec::new();
    let mut options = 0;
    for (name, q) in questions() {
        for c in &q.choices {
            options += 1;
            if let Some(role) = c.ruling.roles().find(|r| !c.parties.holds(*r)) {
                named.push(format!("{name}: {role:?} ({:?})", c.origin));
            }
        }
    }
    assert!(options > 0, "no options were made");
    none_of(&named, options, "options name a role nobody holds");
}

/// Fails, listing the first of them, if any of `total` options was `found` at fault.
fn none_of(found: &[String], total: usize, fault: &str) {
    assert!(
        found.is_empty(),
        "{} of {total} {fault}:\n{}",
        found.len(),
        found[..found.len().min(30)].join("\n")
    );
}

/// Phrases that say less than others of their family: an option that differs from another
/// only by one of these in place of a more precise phrase says the same thing.
const VAGUE: [(&str, &[&str]); 3] = [
    (
        "tiles-unchanged",
        &[
            "tiles-kept",
            "tiles-discard-stands",
            "tiles-set-stays",
            "tiles-pass-stands",
            "tiles-exchange-stands",
        ],
    ),
    (
        "tiles-kept",
        &[
            "tiles-discard-stands",
            "tiles-set-stays",
            "tiles-pass-stands",
            "tiles-exchange-stands",
        ],
    ),
    (
        "next-play-continues",
        &["next-same-turn", "next-player-right", "next-settled-at-end"],
    ),
];

#[test]
fn no_two_options_say_the_same() {
    let cat = mjref::i18n::Catalog::english();
    let mut same = Vec::new();
    for (name, q) in questions() {
        let texts = q.option_texts(&cat);
        for (i, a) in texts.iter().enumerate() {
            for b in &texts[i + 1..] {
                let reworded = |x: &str, y: &str| {
                    VAGUE.iter().any(|(vague, precise)| {
                        let v = cat.tr(vague);
                        x.contains(&v) && precise.iter().any(|p| x.replace(&v, &cat.tr(p)) == y)
                    })
                };
                if a == b || reworded(a, b) || reworded(b, a) {
                    same.push(format!("{name}:\n  {a}\n  {b}"));
                }
            }
        }
    }
    assert!(
        same.is_empty(),
        "{} pairs of options say the same:\n{}",
        same.len(),
        same[..same.len().min(20)].join("\n")
    );
}

/// Where the matter is a declaration, an option that reads it as a win names a player
/// who declared as the winner: naming another seat gives the option away (issue 29).
/// Where two declared on one discard (two rons), either of them may be named.
#[test]
fn a_win_read_into_a_declaration_is_the_declarers() {
    use mjref::quiz::Origin;
    use mjref::rules::Role;
    use mjref::table::Event;
    let mut wrong = Vec::new();
    let mut checked = 0;
    for (name, q) in questions() {
        let at = q.judgement.detection.at;
        let Some(Event::DeclaredWin { seat }) = q.scenario.events.get(at) else {
            continue;
        };
        // The declarations on the same discard as this one.
        let since_discard = q.scenario.events[..at]
            .iter()
            .rposition(|e| matches!(e, Event::Discarded { .. }))
            .map_or(0, |i| i + 1);
        let declared: Vec<_> = q.scenario.events[since_discard..=at]
            .iter()
            .filter_map(|e| match e {
                Event::DeclaredWin { seat } => Some(*seat),
                _ => None,
            })
            .collect();
        for c in q.choices.iter().filter(|c| c.origin != Origin::Correct) {
            if c.ruling.roles().any(|r| r == Role::Winner) {
                checked += 1;
                if !c.parties.winner.is_some_and(|w| declared.contains(&w)) {
                    wrong.push(format!(
                        "{name}: {seat:?} declared, the option's winner is {:?} ({:?})",
                        c.parties.winner, c.origin
                    ));
                }
            }
        }
    }
    assert!(checked > 0, "no option read a declaration as a win");
    none_of(
        &wrong,
        checked,
        "options name another winner than the declarer",
    );
}

/// An option that says one thing twice ("East's hand is dead … East's hand is dead …"),
/// or has one player pay another twice over, is no ruling a referee would give: an
/// expert strikes it out without reading the table (issue 29, section 4).
#[test]
fn no_option_says_a_thing_twice() {
    let cat = mjref::i18n::Catalog::english();
    let mut twice = Vec::new();
    let mut options = 0;
    for (name, q) in questions() {
        for (text, c) in q.option_texts(&cat).iter().zip(&q.choices) {
            options += 1;
            let sentences: Vec<&str> = text
                .split(". ")
                .map(|s| s.trim().trim_end_matches('.'))
                .filter(|s| !s.is_empty())
                .collect();
            let repeated = sentences
                .iter()
                .enumerate()
                .any(|(i, s)| sentences[i + 1..].contains(s));
            let transfers: Vec<(String, String)> = c
                .ruling
                .payments
                .iter()
                .flat_map(|p| {
                    let from = c.parties.seats_of(p.from);
                    let to = c.parties.seats_of(p.to);
                    from.into_iter()
                        .flat_map(move |f| to.clone().into_iter().map(move |t| (f, t)))
                        .filter(|(f, t)| f != t)
                        .map(|(f, t)| (format!("{f:?}"), format!("{t:?}")))
                        .collect::<Vec<_>>()
                })
                .collect();
            let paid_twice = transfers
                .iter()
                .enumerate()
                .any(|(i, t)| transfers[i + 1..].contains(t));
            if repeated || paid_twice {
                twice.push(format!("{name}: {text}"));
            }
        }
    }
    assert!(options > 0, "no options were made");
    none_of(&twice, options, "options say a thing twice");
}

/// A remedy must be one this table could carry out (issue 29, section 4): an option that
/// undoes an exchange where nobody exchanged, sends a pass back where nothing was passed,
/// undoes a claim where nobody claimed, or turns a wall tile face down where none was
/// turned up, is struck out without reading the table.
#[test]
fn no_option_undoes_an_act_that_never_happened() {
    use mjref::quiz::Origin;
    use mjref::rules::TileFate as F;
    use mjref::table::Event as E;
    let mut impossible = Vec::new();
    let mut struck_right = Vec::new();
    let mut checked = 0;
    for (name, q) in questions() {
        let happened = |wanted: fn(&E) -> bool| q.scenario.events.iter().any(wanted);
        let claimed = |s: mjref::table::Seat| {
            q.scenario.events.iter().any(|ev| {
                matches!(ev, E::Claimed { seat, .. } | E::ClaimedEarlierDiscard { seat, .. } if *seat == s)
            })
        };
        for c in &q.choices {
            let right = c.origin == Origin::Correct;
            checked += usize::from(!right);
            let fits = match c.ruling.tiles {
                F::ExchangeStands | F::ExchangeReversed | F::WrongTileFixed => {
                    happened(|e| matches!(e, E::JokerExchanged { .. }))
                }
                F::JokerBackToPasser | F::PassStands | F::PassFromOwnHand => {
                    happened(|e| matches!(e, E::Passed { .. }))
                }
                F::ClaimUndone | F::CallUndoneDiscardClaimable | F::MustExposeClaimedTile => {
                    happened(|e| matches!(e, E::Claimed { .. } | E::ClaimedEarlierDiscard { .. }))
                }
                // "The tiles laid with the claim go back": tiles were laid after the call.
                F::ClaimUndoneTileClaimableOrDead => {
                    let events = &q.scenario.events;
                    events
                        .iter()
                        .rposition(|e| {
                            matches!(e, E::Claimed { .. } | E::ClaimedEarlierDiscard { .. })
                        })
                        .is_some_and(|i| {
                            events[i..].iter().any(|e| {
                                matches!(e, E::Exposed { .. } | E::ExposedWithoutDiscard { .. })
                            })
                        })
                }
                // A tile drawn or turned up, kept even after its drawer discarded.
                F::KeepsDrawnTile => happened(|e| {
                    matches!(
                        e,
                        E::Picked { .. } | E::DrewLoose { .. } | E::TurnedUp { .. }
                    )
                }),
                // The tile drawn (or turned up) last not yet thrown by its drawer.
                F::DrawnTileBackToWall | F::SwapForRightTile => {
                    let events = &q.scenario.events;
                    let drawn = events.iter().rposition(|e| {
                        matches!(
                            e,
                            E::Picked { .. } | E::DrewLoose { .. } | E::TurnedUp { .. }
                        )
                    });
                    drawn.is_some_and(|i| {
                        let drawer = events[i].actor();
                        events[i + 1..]
                            .iter()
                            .all(|e| !matches!(e, E::Discarded { .. }) || e.actor() != drawer)
                    })
                }
                // A wall tile turned back face down: one was turned up, knocked over or
                // lifted.
                F::BackFaceDownSameSpot | F::ExposedTilesBackFaceDown => happened(|e| {
                    matches!(
                        e,
                        E::TurnedUp { .. } | E::WallTilesExposed { .. } | E::TouchedWall { .. }
                    )
                }),
                // Tiles back into the hand: some left it.
                F::TilesBackToHand => happened(|e| {
                    matches!(
                        e,
                        E::TilesRevealed { .. }
                            | E::BonusSetAside { .. }
                            | E::HandShown { .. }
                            | E::DeclaredWin { .. }
                            | E::Exposed { .. }
                            | E::ExposedWithoutDiscard { .. }
                    )
                }),
                F::RevealedTilesDiscardedNext => happened(|e| {
                    matches!(
                        e,
                        E::TilesRevealed { .. } | E::HandShown { .. } | E::DeclaredWin { .. }
                    )
                }),
                _ => true,
            };
            // A right answer whose remedy this check calls impossible shows an act it
            // does not know of (a wall tile lifted, say), which would strike the same
            // remedy out where it is a distractor.
            if !fits && right {
                struck_right.push(format!("{name}: {:?}", c.ruling.tiles));
            } else if !fits {
                impossible.push(format!("{name}: {:?} ({:?})", c.ruling.tiles, c.origin));
            }
            if right {
                continue;
            }
            // "X gets the tile", "X's claim does not stand": X called for the discard.
            for e in &c.ruling.players {
                let about_a_claim = matches!(e.status, Status::GetsTheTile | Status::ClaimRefused);
                if about_a_claim && !c.parties.seats_of(e.who).into_iter().any(claimed) {
                    impossible.push(format!(
                        "{name}: {:?} for {:?}, who made no claim ({:?})",
                        e.status, e.who, c.origin
                    ));
                }
            }
        }
    }
    assert!(
        struck_right.is_empty(),
        "right answers whose remedy the check calls impossible:\n{}",
        struck_right.join("\n")
    );
    assert!(checked > 0, "no distractors were made");
    none_of(
        &impossible,
        checked,
        "distractors undo an act that never happened",
    );
}
