//! Payments of a ruling made concrete: who pays whom how much, where the amount can be
//! computed from the table (fixed sums, the agreed limit, a hand's value).

use super::{Amount, Parties, Role, Ruleset, Ruling};
use crate::analysis::classical_score::{ScoredSet, losing_hand_points};
use crate::table::{Seat, Table};
use crate::tiles::Kind;
use serde::{Deserialize, Serialize};

/// How a ruleset values a hand, where a ruling pays by hand value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scoring {
    #[default]
    None,
    /// Basic points after Millington rules 112-114, without doubles.
    ClassicalBasicPoints,
    /// The value printed on the card for the hand (V).
    AmericanCard,
    /// Chinese Official fan: a win is paid by its fan (MCR-SC-03), not by a hand value.
    ChineseOfficialFan,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transfer {
    pub from: Seat,
    pub to: Seat,
    /// `None` where the amount depends on something mjref does not compute yet.
    pub amount: Option<u32>,
}

fn seats(role: Role, parties: &Parties) -> Vec<Seat> {
    parties.seats_of(role)
}

/// The value of `seat`'s hand as it lies, by the ruleset's scoring.
pub fn hand_value(ruleset: &Ruleset, table: &Table, seat: Seat) -> Option<u32> {
    match ruleset.meta.scoring {
        Scoring::None | Scoring::ChineseOfficialFan => None,
        Scoring::AmericanCard => {
            let card = ruleset.card.as_deref()?;
            crate::table::american::american_win(table, seat, card).map(|m| u32::from(m.value))
        }
        Scoring::ClassicalBasicPoints => {
            let melds: Vec<(Vec<Kind>, bool)> = table
                .melds(seat)
                .iter()
                .map(|m| {
                    (
                        m.tiles.iter().map(|t| table.kind(*t)).collect(),
                        !m.concealed,
                    )
                })
                .collect();
            let sets: Vec<ScoredSet> = melds
                .iter()
                .map(|(t, exposed)| ScoredSet {
                    tiles: t,
                    exposed: *exposed,
                })
                .collect();
            let concealed: Vec<Kind> = table.rack(seat).iter().map(|t| table.kind(*t)).collect();
            Some(losing_hand_points(
                &sets,
                &concealed,
                table.bonus(seat).len(),
            ))
        }
    }
}

/// The fan of the Chinese Official hand `winner` won, with the player who gave the
/// winning discard (none on a self-draw).
pub fn mcr_win_score(
    table: &Table,
    winner: Seat,
) -> Option<(crate::analysis::mcr::Score, Option<Seat>)> {
    let mut concealed: Vec<Kind> = table.rack(winner).iter().map(|t| table.kind(*t)).collect();
    let on_discard = table
        .claims()
        .iter()
        .any(|(s, c)| *s == winner && *c == crate::table::ClaimKind::Win);
    let discarder = table.latest_discard().filter(|_| on_discard).map(|d| {
        concealed.push(table.kind(d.tile));
        d.seat
    });
    let (win, rest) = concealed.split_last()?;
    let score = crate::table::mcr::score(table, winner, rest, *win, discarder.is_none())?;
    Some((score, discarder))
}

/// What `payer` owes the winner of a Chinese Official hand (rules' payment, MCR-SC-03).
fn mcr_win_share(table: &Table, parties: &Parties, payer: Seat) -> Option<u32> {
    let (score, discarder) = mcr_win_score(table, parties.winner?)?;
    let full = 8 + score.total;
    Some(match discarder {
        None => full,
        Some(d) if d == payer => full,
        Some(_) => 8,
    })
}

/// V for a ruling that pays by hand value: the winner's hand where there is a winner,
/// else the hand the offender was attempting (a mah jongg in error).
fn american_value(ruleset: &Ruleset, table: &Table, parties: &Parties) -> Option<u32> {
    let card = ruleset.card.as_deref()?;
    match parties.winner {
        Some(w) => hand_value(ruleset, table, w),
        None => parties
            .offender
            .map(|o| u32::from(crate::table::american::attempted_value(table, o, card))),
    }
}

/// The value of `winner`'s riichi hand, valued by the edition's scoring: what each seat
/// pays of it as the hand was won.
fn riichi_payment(
    ruleset: &Ruleset,
    edition: &str,
    table: &Table,
    (parties, winner): (&Parties, Seat),
    (wait_seen, with_counters): (bool, bool),
) -> Option<crate::analysis::riichi::Payment> {
    let mut concealed: Vec<Kind> = table.rack_kinds_without_kept_apart(winner);
    let on_discard = parties.discarder.is_some();
    if on_discard {
        concealed.push(table.kind(table.tile_to_win_on()?.1));
    }
    let settings = ruleset.riichi_scoring(edition);
    let (hand, mut ctx) = crate::table::riichi::read(table, winner, &concealed, on_discard)?;
    ctx.tile_not_kept_apart = !wait_seen;
    if !with_counters {
        ctx.honba = 0;
    }
    let score = crate::analysis::riichi::score(&hand, &ctx, &settings).ok()?;
    Some(score.payment)
}

/// What `payer` owes `winner` for a riichi hand (RII-SC-01, RII-SC-02): on a ron the
/// discarder pays it all and the others nothing.
fn riichi_win_share(
    ruleset: &Ruleset,
    edition: &str,
    table: &Table,
    (parties, winner): (&Parties, Seat),
    (payer, wait_seen): (Seat, bool),
) -> Option<u32> {
    use crate::analysis::riichi::Payment;
    Some(
        match riichi_payment(
            ruleset,
            edition,
            table,
            (parties, winner),
            (wait_seen, true),
        )? {
            Payment::Ron(all) => {
                if parties.discarder == Some(payer) {
                    all
                } else {
                    0
                }
            }
            Payment::DealerTsumo(each) => each,
            Payment::Tsumo { dealer, others } => {
                if payer == table.dealer() {
                    dealer
                } else {
                    others
                }
            }
        },
    )
}

/// A riichi hand's whole value (RII-SC-04): the ron, or a self-draw's three shares
/// together; with the counters on the table, or without them.
fn riichi_whole(
    ruleset: &Ruleset,
    edition: &str,
    table: &Table,
    winner: (&Parties, Seat),
    with_counters: bool,
) -> Option<u32> {
    use crate::analysis::riichi::Payment;
    Some(
        match riichi_payment(ruleset, edition, table, winner, (true, with_counters))? {
            Payment::Ron(all) => all,
            Payment::DealerTsumo(each) => each * 3,
            Payment::Tsumo { dealer, others } => dealer + others * 2,
        },
    )
}

/// A share of a riichi win shared by two payers (RII-SC-04): half the value without the
/// counters, and with `counters` their whole worth besides (the ruleset's data says
/// which payer pays them).
fn riichi_half(
    ruleset: &Ruleset,
    edition: &str,
    table: &Table,
    winner: (&Parties, Seat),
    counters: bool,
) -> Option<u32> {
    let bare = riichi_whole(ruleset, edition, table, winner, false)?;
    let half = bare.div_ceil(200) * 100;
    if !counters {
        return Some(half);
    }
    let worth = riichi_whole(ruleset, edition, table, winner, true)?.saturating_sub(bare);
    Some(half + worth)
}

/// The payments of `ruling` in figures where the table gives them, for a table playing
/// `edition`.
pub fn transfers(
    ruleset: &Ruleset,
    edition: &str,
    table: &Table,
    ruling: &Ruling,
    parties: &Parties,
) -> Vec<Transfer> {
    let mut out = Vec::new();
    for p in &ruling.payments {
        for from in seats(p.from, parties) {
            for to in seats(p.to, parties) {
                if from == to {
                    continue;
                }
                let amount = match p.amount {
                    Amount::Fixed(n) => Some(n),
                    Amount::Limit(pct) => ruleset.meta.limit.map(|l| l * pct / 100),
                    Amount::TheirHandValue => hand_value(ruleset, table, to),
                    Amount::McrWin => mcr_win_share(table, parties, from),
                    Amount::RiichiWin => {
                        riichi_win_share(ruleset, edition, table, (parties, to), (from, true))
                    }
                    Amount::RiichiWinWaitUnseen => {
                        riichi_win_share(ruleset, edition, table, (parties, to), (from, false))
                    }
                    Amount::RiichiWhole => {
                        riichi_whole(ruleset, edition, table, (parties, to), true)
                    }
                    Amount::RiichiHalf => {
                        riichi_half(ruleset, edition, table, (parties, to), false)
                    }
                    Amount::RiichiHalfAndCounters => {
                        riichi_half(ruleset, edition, table, (parties, to), true)
                    }
                    Amount::SharedOut(total) => {
                        let pairs = seats(p.from, parties).len() * seats(p.to, parties).len();
                        u32::try_from(pairs)
                            .ok()
                            .filter(|n| *n > 0)
                            .map(|n| total / n)
                    }
                    Amount::HandValue(n) => american_value(ruleset, table, parties).map(|v| v * n),
                    Amount::LowestCardValue => {
                        ruleset.card.as_deref().map(|c| u32::from(c.lowest_value()))
                    }
                };
                out.push(Transfer { from, to, amount });
            }
        }
    }
    out
}

/// Riichi sticks a winner takes from the table, and what they are worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SticksTaken {
    pub by: Seat,
    pub sticks: u32,
    pub amount: u32,
}

/// The riichi sticks lying on the table that the winners of `ruling` take, where the
/// ruleset has them and the ruling pays a riichi win: a winner in riichi takes back
/// their own stick, and the rest go to the winner (of several, the one nearest the
/// discarder's right, whom the ruling names so).
pub fn sticks_taken(
    ruleset: &Ruleset,
    table: &Table,
    ruling: &Ruling,
    parties: &Parties,
) -> Vec<SticksTaken> {
    let Some(value) = ruleset.meta.riichi_stick else {
        return Vec::new();
    };
    let paid_to: Vec<Seat> = ruling
        .payments
        .iter()
        .filter(|p| {
            matches!(
                p.amount,
                Amount::RiichiWin
                    | Amount::RiichiWinWaitUnseen
                    | Amount::RiichiWhole
                    | Amount::RiichiHalf
                    | Amount::RiichiHalfAndCounters
            )
        })
        .flat_map(|p| seats(p.to, parties))
        .collect();
    let Some(first) = parties.winner.filter(|w| paid_to.contains(w)) else {
        return Vec::new();
    };
    let mut left = table.riichi_sticks();
    let mut out = Vec::new();
    let mut others: Vec<Seat> = paid_to.into_iter().filter(|s| *s != first).collect();
    others.dedup();
    for other in others {
        if left > 0 && table.in_riichi().contains(&other) {
            left -= 1;
            out.push(SticksTaken {
                by: other,
                sticks: 1,
                amount: value,
            });
        }
    }
    if left > 0 {
        out.insert(
            0,
            SticksTaken {
                by: first,
                sticks: left,
                amount: left * value,
            },
        );
    }
    out
}
