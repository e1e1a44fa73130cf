//! Text from structured values, always through the message catalogue.

use crate::i18n::{Catalog, Named};
use crate::rules::{Amount, Continuation, Irregularity, Parties, Role, Ruling, Status, TileFate};
use crate::table::{Event, Seat, Table, WallPos};
use crate::tiles::{TileStyle, tile_word};

/// Who a role is at this table: a seat where the parties name one, the seats of a group
/// ("each of East and North"), else the role's own name; in every case.
pub fn who(cat: &Catalog, role: Role, parties: &Parties) -> Named {
    match (role, parties.seat(role)) {
        (Role::Everyone, _) => cat.named("role-everyone", &[]),
        (group, _) if parties.group_known(group) => {
            let names: Vec<Named> = parties
                .seats_of(group)
                .into_iter()
                .map(|s| cat.seat(s))
                .collect();
            match names.as_slice() {
                [one] => one.clone(),
                [a, b] => cat.named("role-each-of", &[("a", a.into()), ("b", b.into())]),
                [a, b, c] => cat.named(
                    "role-each-of-three",
                    &[("a", a.into()), ("b", b.into()), ("c", c.into())],
                ),
                _ => cat.named(&format!("role-{}", role_key(group)), &[]),
            }
        }
        (_, Some(s)) => cat.seat(s),
        (_, None) => cat.named(&format!("role-{}", role_key(role)), &[]),
    }
}

fn role_key(role: Role) -> &'static str {
    match role {
        Role::Offender => "offender",
        Role::Caller => "caller",
        Role::Called => "called",
        Role::LeftOfDealer => "left-of-dealer",
        Role::Dealer => "dealer",
        Role::Everyone => "everyone",
        Role::EachOpponent => "each-opponent",
        Role::EachOffender => "each-offender",
        Role::EachInjured => "each-injured",
        Role::AnyOtherPlayer => "any-other-player",
        Role::Winner => "winner",
        Role::EachOtherLoser => "each-other-loser",
        Role::EachLoser => "each-loser",
        Role::Discarder => "discarder",
        Role::EachIntact => "each-intact",
        Role::OtherPlayer => "other-player",
        Role::EachReady => "each-ready",
        Role::EachNotReady => "each-not-ready",
        Role::Liable => "liable",
    }
}

/// What a payment is, in words.
pub fn amount(cat: &Catalog, p: &crate::rules::Payment) -> String {
    match p.amount {
        Amount::Fixed(n) => cat.tr_args("amount-fixed", &[("n", n.into())]),
        Amount::HandValue(n) => cat.tr_args("amount-hand-value", &[("n", n.into())]),
        Amount::LowestCardValue => cat.tr("amount-lowest-card-value"),
        Amount::Limit(pct) => cat.tr_args("amount-limit", &[("pct", pct.into())]),
        Amount::TheirHandValue => cat.tr("amount-their-hand-value"),
        Amount::McrWin => cat.tr("amount-mcr-win"),
        // On a ron the discarder pays all of it; on a self-draw each pays a share.
        Amount::RiichiWin if p.from == Role::Discarder => cat.tr("amount-riichi-ron"),
        Amount::RiichiWin => cat.tr("amount-riichi-win"),
        Amount::SharedOut(n) => cat.tr_args("amount-shared-out", &[("n", n.into())]),
        Amount::RiichiWhole => cat.tr("amount-riichi-whole"),
        Amount::RiichiHalf => cat.tr("amount-riichi-half"),
        Amount::RiichiHalfAndCounters => cat.tr("amount-riichi-half-and-counters"),
        Amount::RiichiWinWaitUnseen => cat.tr("amount-riichi-win-wait-unseen"),
    }
}

/// The ruling as sentences: players, tiles, payments, how play continues.
pub fn ruling(cat: &Catalog, r: &Ruling, parties: &Parties) -> Vec<String> {
    ruling_of(cat, r, parties, None)
}

/// The ruling as sentences, for the matter `matter` where it is known: a role no seat
/// holds is then named for what that player did in it (`role_for`).
pub fn ruling_of(
    cat: &Catalog,
    r: &Ruling,
    parties: &Parties,
    matter: Option<Irregularity>,
) -> Vec<String> {
    let who = |cat: &Catalog, role: Role, parties: &Parties| {
        if parties.seat(role).is_none()
            && let Some(key) = matter.and_then(|m| role_for(role, m))
        {
            return cat.named(&format!("role-{key}"), &[]);
        }
        who(cat, role, parties)
    };
    let mut out = Vec::new();
    for e in &r.players {
        let name = who(cat, e.who, parties);
        let everyone = e.who == Role::Everyone;
        let line = match e.status {
            Status::NoPenalty if everyone => cat.tr("status-no-penalty-all"),
            Status::NoPenalty => cat.tr_args("status-no-penalty", &[("who", name.into())]),
            Status::Warning => cat.tr_args("status-warning", &[("who", name.into())]),
            Status::Points(n) => cat.tr_args(
                "status-points",
                &[("who", name.into()), ("points", n.into())],
            ),
            Status::MayNotWinThisHand => cat.tr_args("status-may-not-win", &[("who", name.into())]),
            Status::DeadHand => cat.tr_args("status-dead-hand", &[("who", name.into())]),
            Status::DeadHandPlaysOn => {
                cat.tr_args("status-dead-hand-plays-on", &[("who", name.into())])
            }
            Status::StaysLive => cat.tr_args("status-stays-live", &[("who", name.into())]),
            Status::HeldToRon => cat.tr_args("status-held-to-ron", &[("who", name.into())]),
            Status::HeldToFirstCall => {
                cat.tr_args("status-held-to-first-call", &[("who", name.into())])
            }
            Status::RiichiStickStays => {
                cat.tr_args("status-riichi-stick-stays", &[("who", name.into())])
            }
            Status::RiichiVoid => cat.tr_args("status-riichi-void", &[("who", name.into())]),
            Status::JokersStayExchangeable => {
                cat.tr_args("status-jokers-exchangeable", &[("who", name.into())])
            }
            Status::SettlesDispute => {
                cat.tr_args("status-settles-dispute", &[("who", name.into())])
            }
            Status::LongHand => cat.tr_args("status-long-hand", &[("who", name.into())]),
            Status::ShortHand => cat.tr_args("status-short-hand", &[("who", name.into())]),
            Status::FoulHand => cat.tr_args("status-foul-hand", &[("who", name.into())]),
            Status::Disqualified => cat.tr_args("status-disqualified", &[("who", name.into())]),
            Status::Escalating => cat.tr_args("status-escalating", &[("who", name.into())]),
            Status::PointsOff(n) => cat.tr_args(
                "status-points-off",
                &[("who", name.into()), ("points", n.into())],
            ),
            Status::PointsOffPerMinutes { points, minutes } => cat.tr_args(
                "status-points-off-per-minutes",
                &[
                    ("who", name.into()),
                    ("points", points.into()),
                    ("minutes", u32::from(minutes).into()),
                ],
            ),
            Status::DangerousDiscardPenalty => {
                cat.tr_args("status-dangerous-discard", &[("who", name.into())])
            }
            Status::GetsTheTile => cat.tr_args("status-gets-tile", &[("who", name.into())]),
            Status::ClaimRefused => cat.tr_args("status-claim-refused", &[("who", name.into())]),
            // "The winner wins the hand" says nothing: where no seat is named, the win
            // stands.
            Status::Wins if e.who == Role::Winner && parties.seat(Role::Winner).is_none() => {
                cat.tr("status-win-stands")
            }
            Status::Wins => cat.tr_args("status-wins", &[("who", name.into())]),
            Status::CommittedToExposure => cat.tr_args("status-committed", &[("who", name.into())]),
            Status::MayTurnIntoExposure => {
                cat.tr_args("status-may-turn-into-exposure", &[("who", name.into())])
            }
            Status::MustCorrect => cat.tr_args("status-must-correct", &[("who", name.into())]),
            Status::MayNotStopCharleston => {
                cat.tr_args("status-may-not-stop-charleston", &[("who", name.into())])
            }
            Status::MayNotRefuseExchange => {
                cat.tr_args("status-may-not-refuse-exchange", &[("who", name.into())])
            }
        };
        out.push(line);
    }
    let first = r.players.first().map_or(Role::Everyone, |e| e.who);
    out.push(match r.tiles {
        TileFate::Unchanged => cat.tr("tiles-unchanged"),
        TileFate::BackFaceDownSameSpot => cat.tr("tiles-back-face-down"),
        TileFate::ExposedTilesBackFaceDown => cat.tr("tiles-exposed-back-face-down"),
        TileFate::ShownToAllThenBack => cat.tr("tiles-shown-then-back"),
        TileFate::Kept => cat.tr("tiles-kept"),
        TileFate::ReturnedToRack => cat.tr("tiles-returned-to-rack"),
        TileFate::TakeFromServedWall(n) => cat.tr_args(
            "tiles-take-from-wall",
            &[
                ("who", who(cat, first, parties).into()),
                ("count", n.into()),
            ],
        ),
        TileFate::TakeLooseTile => cat.tr_args(
            "tiles-take-loose",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::ClaimUndoneTileClaimableOrDead => cat.tr("tiles-claim-undone-claimable"),
        TileFate::CallUndoneDiscardClaimable => cat.tr("tiles-call-undone-claimable"),
        TileFate::UnlaidSetScoresNothing => cat.tr_args(
            "tiles-unlaid-set-scores-nothing",
            &[("who", who(cat, first, parties).into())],
        ),
        // A chombo's hand dealt again is no misdeal: the tiles are only gathered up.
        TileFate::Misdeal if r.next == Continuation::RedealSticksBack => cat.tr("tiles-thrown-in"),
        TileFate::Misdeal => cat.tr("tiles-misdeal"),
        TileFate::AsAgreed => cat.tr("tiles-as-agreed"),
        TileFate::PutRightWherePossible => cat.tr("tiles-put-right-where-possible"),
        TileFate::AgreeElseMisdeal => cat.tr("tiles-agree-else-misdeal"),
        TileFate::DrawnTileBackToWall => cat.tr("tiles-drawn-back"),
        TileFate::KeepsDrawnTile => cat.tr_args(
            "tiles-keeps-drawn",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::SwapForRightTile => cat.tr_args(
            "tiles-swap-for-right",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::BonusKeptUndeclared => cat.tr_args(
            "tiles-bonus-undeclared",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::DiscardBackToHand => cat.tr("tiles-discard-back"),
        TileFate::DiscardStands => cat.tr("tiles-discard-stands"),
        TileFate::DiscardClaimableOrDead => cat.tr("tiles-discard-claimable"),
        TileFate::DiscardBackToTableDead => cat.tr("tiles-discard-dead"),
        TileFate::ClaimUndone => cat.tr("tiles-claim-undone"),
        TileFate::ClaimAndLooseTileUndone => cat.tr("tiles-claim-and-loose-tile-undone"),
        TileFate::SwapExposedTiles => cat.tr("tiles-swap-exposed"),
        TileFate::SetStaysAsLaid => cat.tr("tiles-set-stays"),
        TileFate::MustExposeClaimedTile => cat.tr_args(
            "tiles-must-expose",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::CalledTileToSet => cat.tr_args(
            "tiles-called-tile-to-set",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::OneDiscardStandsOthersBack => cat.tr("tiles-one-discard-meant"),
        TileFate::ClaimedDiscardStandsOthersBack => cat.tr("tiles-one-discard-claimed"),
        TileFate::TilesBackToHand => cat.tr("tiles-back-to-hand"),
        TileFate::RevealedTilesDiscardedNext => cat.tr_args(
            "tiles-revealed-discarded",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::PungBecomesKong => cat.tr("tiles-pung-becomes-kong"),
        TileFate::SetRestored => cat.tr("tiles-set-restored"),
        TileFate::ScoresNothing => cat.tr_args(
            "tiles-scores-nothing",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::ScoresCorrectSetsOnly => cat.tr_args(
            "tiles-scores-correct-sets",
            &[("who", who(cat, first, parties).into())],
        ),
        TileFate::JokerBackToPasser => cat.tr("tiles-joker-back-to-passer"),
        TileFate::PassStands => cat.tr("tiles-pass-stands"),
        TileFate::PassFromOwnHand => cat.tr("tiles-pass-from-own-hand"),
        TileFate::ExchangeStands => cat.tr("tiles-exchange-stands"),
        TileFate::ExchangeReversed => cat.tr("tiles-exchange-reversed"),
        TileFate::WrongTileFixed => cat.tr("tiles-wrong-tile-fixed"),
        TileFate::ShownTilesBackExposuresStay => cat.tr("tiles-shown-back-exposures-stay"),
        TileFate::WholeHandBackToRack => cat.tr("tiles-whole-hand-back"),
        TileFate::TileStaysWithDeadHand => cat.tr("tiles-stays-with-dead-hand"),
        TileFate::GroupStaysAsExposure => cat.tr("tiles-group-stays-exposed"),
        TileFate::ExposedWithTheRealTile => cat.tr("tiles-exposed-with-the-real-tile"),
        TileFate::DiscardToCaller => cat.tr("tiles-discard-to-caller"),
        TileFate::ClaimableForMahJonggOnly => cat.tr("tiles-claimable-for-mah-jongg-only"),
        TileFate::AllTilesIn => cat.tr("tiles-all-in"),
    });
    for p in &r.payments {
        let amount = amount(cat, p);
        out.push(cat.tr_args(
            "payment",
            &[
                ("from", who(cat, p.from, parties).into()),
                ("to", who(cat, p.to, parties).into()),
                ("amount", amount.into()),
            ],
        ));
    }
    out.push(cat.tr(match r.next {
        Continuation::DealContinues => "next-deal-continues",
        Continuation::GameStartsWithEastsDiscard => "next-game-starts",
        Continuation::SameTurn => "next-same-turn",
        Continuation::NextPlayerRight => "next-player-right",
        Continuation::PlayContinues => "next-play-continues",
        Continuation::GameEnds => "next-game-ends",
        Continuation::RedealSameDealer => "next-redeal",
        Continuation::RedealSticksBack => "next-redeal-sticks-back",
        Continuation::ExhaustiveDraw => "next-exhaustive-draw",
        Continuation::HandEndsDealerPasses => "next-hand-ends-dealer-passes",
        Continuation::HandEndsDealerStays => "next-hand-ends-dealer-stays",
        Continuation::CharlestonContinues => "next-charleston-continues",
        Continuation::ClaimantGoesOn => "next-claimant-goes-on",
        Continuation::AsChosen => "next-as-chosen",
        Continuation::WinGoesOn => "next-win-goes-on",
        Continuation::CharlestonEnds => "next-charleston-ends",
        Continuation::SettledAtEnd => "next-settled-at-end",
    }));
    out.into_iter().map(sentence).collect()
}

/// Upper-case the first letter, for sentences that start with a role name.
pub fn sentence(s: String) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_lowercase() => c.to_uppercase().chain(chars).collect(),
        _ => s,
    }
}

pub fn ruling_line(cat: &Catalog, r: &Ruling, parties: &Parties) -> String {
    ruling(cat, r, parties).join(" ")
}

/// A case of an article judging `matter` as its page reads: a case the rules allow says
/// so, as its option does, instead of sparing "the player at fault" who did nothing wrong.
pub fn case_line(
    cat: &Catalog,
    case: &crate::rules::Case,
    parties: &Parties,
    matter: Irregularity,
) -> String {
    if case.lawful {
        return option_line(cat, &case.then, parties, true);
    }
    ruling_of(cat, &case.then, parties, Some(matter)).join(" ")
}

/// The name of a role where the matter says more than the role does: "the caller" of a
/// dead-hand call is its challenger, which Russian words apart from one who claims a
/// discard ("вызывающий", not "заявивший"); "the called player" of a mah jongg declared
/// in error is nobody called but the player who showed or threw in their hand; "the
/// player at fault" of a claim is its caller.
fn role_for(role: Role, matter: Irregularity) -> Option<&'static str> {
    use Irregularity as I;
    match (role, matter) {
        (Role::Caller, I::DeadHandCalled | I::DeadHandCalledInPlay | I::DeadCallAnswered) => {
            Some("challenger")
        }
        (Role::Called, I::HandsDisturbedByFalseWin | I::HandRevealedAfterWin) => Some("revealer"),
        // A claim called late, or two on one discard: nobody is at fault for calling.
        (Role::Offender, I::ClaimAfterNextPick) => Some("caller"),
        (Role::Offender, I::CompetingClaims) => Some("first-caller"),
        (Role::OtherPlayer, I::CompetingClaims) => Some("second-caller"),
        _ => None,
    }
}

/// A ruling as an option reads: one the rules allow says so first ("No irregularity:
/// this is allowed."), in place of "no penalty" for the players who did it.
pub fn option_line(cat: &Catalog, r: &Ruling, parties: &Parties, lawful: bool) -> String {
    if !lawful {
        return ruling_line(cat, r, parties);
    }
    let mut quiet = r.clone();
    quiet.players.retain(|e| e.status != Status::NoPenalty);
    let mut out = vec![cat.tr("ruling-lawful")];
    out.extend(ruling(cat, &quiet, parties));
    out.join(" ")
}

/// One payment made concrete: "North pays South 300."
pub fn transfer(cat: &Catalog, t: &crate::rules::settle::Transfer) -> String {
    match t.amount {
        Some(n) => cat.tr_args(
            "transfer",
            &[
                ("from", cat.seat(t.from).into()),
                ("to", cat.seat(t.to).into()),
                ("amount", n.into()),
            ],
        ),
        None => cat.tr_args(
            "transfer-unknown",
            &[
                ("from", cat.seat(t.from).into()),
                ("to", cat.seat(t.to).into()),
            ],
        ),
    }
}

/// A judgement's payments in figures, a line each: the transfers between players, then
/// the riichi sticks each winner takes from the table.
pub fn figures(
    cat: &Catalog,
    ruleset: &crate::rules::Ruleset,
    edition: &str,
    j: &crate::rules::Judgement,
) -> Vec<String> {
    use crate::rules::settle;
    let parties = &j.detection.parties;
    settle::transfers(ruleset, edition, &j.table, &j.ruling, parties)
        .iter()
        .map(|t| transfer(cat, t))
        .chain(
            settle::sticks_taken(ruleset, &j.table, &j.ruling, parties)
                .iter()
                .map(|t| sticks_taken(cat, t)),
        )
        .collect()
}

/// Riichi sticks a winner takes from the table, in figures.
pub fn sticks_taken(cat: &Catalog, t: &crate::rules::settle::SticksTaken) -> String {
    cat.tr_args(
        "sticks-taken",
        &[
            ("who", cat.seat(t.by).into()),
            ("sticks", t.sticks.into()),
            ("amount", t.amount.into()),
        ],
    )
}

/// A fact as the learner reads it; a fact with a value (`late_over(30)`) passes the
/// value to its message as `$value`.
pub fn fact(cat: &Catalog, written: &str, value: bool) -> String {
    let (name, arg) = crate::rules::facts::split_call(written);
    let id = format!(
        "fact-{}-{}",
        name.replace('_', "-"),
        if value { "yes" } else { "no" }
    );
    match arg {
        None => cat.tr(&id),
        Some(arg) => {
            let value: crate::i18n::Arg = match arg.parse::<u32>() {
                Ok(n) => n.into(),
                Err(_) => arg.into(),
            };
            cat.tr_args(&id, &[("value", value)])
        }
    }
}

pub fn irregularity(cat: &Catalog, irr: Irregularity) -> String {
    cat.tr(&format!("irr-{irr:?}"))
}

/// The irregularity in the words of a ruleset's table: where a win is called "ron", a
/// false win is not a "mah-jong" declared in error.
pub fn irregularity_in(
    cat: &Catalog,
    irr: Irregularity,
    win_call: crate::rules::WinCall,
) -> String {
    let own = format!("irr-{irr:?}-ron");
    if win_call == crate::rules::WinCall::Ron && cat.has(&own) {
        return cat.tr(&own);
    }
    irregularity(cat, irr)
}

fn walls_of(cat: &Catalog, tiles: &[WallPos]) -> String {
    let mut walls: Vec<Seat> = Vec::new();
    for p in tiles {
        if !walls.contains(&p.wall) {
            walls.push(p.wall);
        }
    }
    match walls.as_slice() {
        [one] => cat.tr_args("walls-one", &[("a", cat.seat(*one).into())]),
        [a, b, ..] => cat.tr_args(
            "walls-two",
            &[("a", cat.seat(*a).into()), ("b", cat.seat(*b).into())],
        ),
        [] => String::new(),
    }
}

fn meld_text(table: &Table, s: Seat, meld: u8, style: TileStyle) -> String {
    table
        .melds(s)
        .get(usize::from(meld))
        .map(|m| {
            m.tiles
                .iter()
                .map(|t| tile_word(table.kind(*t), style))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default()
}

/// "Your choice would be right if: … But here: …", with each fact that tells the chosen
/// case from the right one.
pub fn separating(cat: &Catalog, facts: &[(String, bool)]) -> String {
    let told = |want: bool| -> String {
        facts
            .iter()
            .map(|(f, v)| fact(cat, f, *v == want))
            .collect::<Vec<_>>()
            .join(" ")
    };
    cat.tr_args(
        "explain-separating",
        &[("would", told(true).into()), ("here", told(false).into())],
    )
}

/// One event as a sentence, given the table just before it.
pub fn event(
    cat: &Catalog,
    before: &Table,
    e: &Event,
    style: TileStyle,
    win_call: crate::rules::WinCall,
) -> String {
    // The win is called by the ruleset's own word; every other claim by its kind.
    let claim_word = |claim: &crate::table::ClaimKind| match (claim, win_call) {
        (crate::table::ClaimKind::Win, crate::rules::WinCall::MahJongg) => {
            cat.tr("claim-Win-mah-jongg")
        }
        (crate::table::ClaimKind::Win, crate::rules::WinCall::Ron) => cat.tr("claim-Win-ron"),
        // Riichi players call a set by its own word: chii, pon, kan.
        (
            crate::table::ClaimKind::Chow
            | crate::table::ClaimKind::Pung
            | crate::table::ClaimKind::Kong,
            crate::rules::WinCall::Ron,
        ) => cat.tr(&format!("claim-{claim:?}-riichi")),
        _ => cat.tr(&format!("claim-{claim:?}")),
    };
    match e {
        Event::DiceRolled { seat: s, dice } => {
            let total: u32 = dice.iter().map(|d| u32::from(*d)).sum();
            let faces: Vec<String> = dice.iter().map(u8::to_string).collect();
            cat.tr_args(
                "ev-dice",
                &[
                    ("seat", cat.seat(*s).into()),
                    ("dice", faces.join(" + ").into()),
                    ("total", total.into()),
                ],
            )
        }
        Event::WallBroken { wall, after_stack } => cat.tr_args(
            "ev-break",
            &[
                ("wall", cat.seat(*wall).into()),
                ("stacks", (*after_stack).into()),
            ],
        ),
        Event::Took { seat: s, tiles } => {
            let places: Vec<String> = tiles.iter().map(WallPos::to_string).collect();
            cat.tr_args(
                "ev-took",
                &[
                    ("seat", cat.seat(*s).into()),
                    ("count", tiles.len().into()),
                    ("walls", walls_of(cat, tiles).into()),
                    ("places", places.join(" ").into()),
                ],
            )
        }
        Event::TurnedUp { seat: s, at, seen } => {
            let tile = before
                .at(*at)
                .map(|id| tile_word(before.kind(id), style))
                .unwrap_or_default();
            // Riichi: a tile of the dead wall is told as such.
            let key = if win_call == crate::rules::WinCall::Ron && before.dead_wall().contains(at) {
                "ev-turned-up-dead-wall"
            } else {
                "ev-turned-up"
            };
            cat.tr_args(
                key,
                &[
                    ("seat", cat.seat(*s).into()),
                    ("wall", cat.seat(at.wall).into()),
                    ("place", at.to_string().into()),
                    ("tile", tile.into()),
                    ("seen", (*seen).into()),
                ],
            )
        }
        Event::WallTilesExposed { seat: s, at } => {
            let tiles: Vec<String> = at
                .iter()
                .filter_map(|p| before.at(*p))
                .map(|id| tile_word(before.kind(id), style))
                .collect();
            let places: Vec<String> = at.iter().map(WallPos::to_string).collect();
            cat.tr_args(
                "ev-wall-tiles-exposed",
                &[
                    ("seat", cat.seat(*s).into()),
                    ("count", at.len().into()),
                    ("walls", walls_of(cat, at).into()),
                    ("places", places.join(" ").into()),
                    ("tiles", tiles.join(" ").into()),
                ],
            )
        }
        Event::Racked => {
            let counts: Vec<String> = Seat::ALL
                .iter()
                .map(|s| format!("{} {}", cat.seat(*s), before.rack(*s).len()))
                .collect();
            cat.tr_args("ev-racked", &[("counts", counts.join(", ").into())])
        }
        Event::SelectionSettled { agreed } => cat.tr(if *agreed {
            "ev-settled-agreed"
        } else {
            "ev-settled-disputed"
        }),
        Event::DeadCalled { by, against } => cat.tr_args(
            "ev-dead-called",
            &[
                ("by", cat.seat(*by).into()),
                ("against", cat.seat(*against).into()),
                ("count", before.rack(*against).len().into()),
            ],
        ),
        Event::Picked {
            seat: s,
            at,
            known: false,
        } => cat.tr_args(
            "ev-picked-unknown",
            &[
                ("seat", cat.seat(*s).into()),
                ("place", at.to_string().into()),
            ],
        ),
        // A tile drawn from the dead wall, or from further along the live wall, is told as
        // such: the place alone does not show a learner which tile was due.
        Event::Picked { seat: s, at, .. } if before.dead_wall().contains(at) => cat.tr_args(
            "ev-picked-dead-wall",
            &[
                ("seat", cat.seat(*s).into()),
                ("place", at.to_string().into()),
            ],
        ),
        Event::Picked { seat: s, at, .. } => match before.remaining().next() {
            Some(due) if due != *at => cat.tr_args(
                "ev-picked-not-next",
                &[
                    ("seat", cat.seat(*s).into()),
                    ("place", at.to_string().into()),
                    ("due", due.to_string().into()),
                ],
            ),
            _ => cat.tr_args(
                "ev-picked",
                &[
                    ("seat", cat.seat(*s).into()),
                    ("place", at.to_string().into()),
                ],
            ),
        },
        Event::Discarded {
            seat: s,
            tile,
            named,
        } => {
            let t = |k: crate::tiles::Kind| tile_word(k, style);
            // A joker may be thrown as "same", the name of the discard before it.
            let same = before.discards().last().map(|d| before.kind(d.tile));
            match named {
                Some(n) if *tile == crate::tiles::Kind::Joker && Some(*n) == same => cat.tr_args(
                    "ev-discarded-joker-as-same",
                    &[
                        ("seat", cat.seat(*s).into()),
                        ("tile", t(*tile).into()),
                        ("named", t(*n).into()),
                    ],
                ),
                Some(n) if n != tile => cat.tr_args(
                    "ev-discarded-misnamed",
                    &[
                        ("seat", cat.seat(*s).into()),
                        ("tile", t(*tile).into()),
                        ("named", t(*n).into()),
                    ],
                ),
                // Riichi players do not name their discards; the last discard of the
                // live wall is told as such, the exhaustive draw being at hand.
                _ if win_call == crate::rules::WinCall::Ron => cat.tr_args(
                    if before.live_left() == 0 {
                        "ev-discarded-last-ron"
                    } else {
                        "ev-discarded-ron"
                    },
                    &[("seat", cat.seat(*s).into()), ("tile", t(*tile).into())],
                ),
                _ => cat.tr_args(
                    "ev-discarded",
                    &[("seat", cat.seat(*s).into()), ("tile", t(*tile).into())],
                ),
            }
        }
        // Riichi players say kan, and draw its replacement from the dead wall.
        Event::DrewLoose { seat: s, at } => cat.tr_args(
            if win_call == crate::rules::WinCall::Ron {
                "ev-drew-loose-ron"
            } else {
                "ev-drew-loose"
            },
            &[
                ("seat", cat.seat(*s).into()),
                ("place", at.to_string().into()),
            ],
        ),
        Event::PutBack { seat: s, at } => cat.tr_args(
            "ev-put-back",
            &[
                ("seat", cat.seat(*s).into()),
                ("place", at.to_string().into()),
            ],
        ),
        Event::BonusSetAside { seat: s, tile } => cat.tr_args(
            "ev-bonus",
            &[
                ("seat", cat.seat(*s).into()),
                ("tile", tile_word(*tile, style).into()),
            ],
        ),
        // A second word on the same discard: said at once, or after a pause.
        Event::Claimed { seat: s, claim }
            if before.claims().iter().any(|(c, k)| c == s && k != claim) =>
        {
            cat.tr_args(
                if before.paused_since_call() {
                    "ev-call-changed"
                } else {
                    "ev-call-changed-at-once"
                },
                &[
                    ("seat", cat.seat(*s).into()),
                    ("claim", claim_word(claim).into()),
                    ("kind", format!("{claim:?}").into()),
                ],
            )
        }
        // After a word said for the win, the call is the claim alone: the word was told.
        Event::Claimed {
            seat: s,
            claim: crate::table::ClaimKind::Win,
        } if before.win_word_said(*s).is_some() => {
            cat.tr_args("ev-claimed-after-word", &[("seat", cat.seat(*s).into())])
        }
        Event::WinWordSaid {
            seat: s,
            word,
            corrected_at_once,
        } => {
            let asked = before.win_word_asked(*s);
            let tile = match asked {
                crate::table::WinWord::Tsumo => before.drawn().map(|(_, id, _)| id),
                _ => before.latest_discard().map(|d| d.tile),
            }
            .map(|id| tile_word(before.kind(id), style))
            .unwrap_or_default();
            let from = before
                .latest_discard()
                .map(|d| cat.seat(d.seat))
                .unwrap_or_default();
            cat.tr_args(
                if *corrected_at_once {
                    "ev-win-word-corrected"
                } else {
                    "ev-win-word-said"
                },
                &[
                    ("seat", cat.seat(*s).into()),
                    ("word", cat.tr(&format!("win-word-{word:?}")).into()),
                    ("right", cat.tr(&format!("win-word-{asked:?}")).into()),
                    ("moment", format!("{asked:?}").into()),
                    ("from", from.into()),
                    ("tile", tile.into()),
                ],
            )
        }
        Event::Claimed { seat: s, claim } => cat.tr_args(
            "ev-claimed",
            &[
                ("seat", cat.seat(*s).into()),
                ("claim", claim_word(claim).into()),
                ("kind", format!("{claim:?}").into()),
            ],
        ),
        Event::ClaimedEarlierDiscard { seat: s, claim } => cat.tr_args(
            "ev-claimed-earlier",
            &[
                ("seat", cat.seat(*s).into()),
                ("claim", claim_word(claim).into()),
                ("kind", format!("{claim:?}").into()),
            ],
        ),
        Event::Exposed { seat: s, tiles } => {
            let shown: Vec<String> = tiles.iter().map(|k| tile_word(*k, style)).collect();
            let with_claim =
                before.claims().iter().any(|(c, _)| c == s) && before.latest_discard().is_some();
            // Riichi: the set says whose discard it was made with (a liability turns on it).
            let from = before
                .latest_discard()
                .filter(|_| with_claim && !tiles.is_empty())
                .filter(|_| win_call == crate::rules::WinCall::Ron);
            if let Some(d) = from {
                return cat.tr_args(
                    "ev-exposed-claim-from",
                    &[
                        ("seat", cat.seat(*s).into()),
                        ("tiles", shown.join(" ").into()),
                        ("tile", tile_word(before.kind(d.tile), style).into()),
                        ("from", cat.seat(d.seat).into()),
                    ],
                );
            }
            cat.tr_args(
                if with_claim && tiles.is_empty() {
                    "ev-exposed-claim-alone"
                } else if with_claim {
                    "ev-exposed-claim"
                } else {
                    "ev-exposed"
                },
                &[
                    ("seat", cat.seat(*s).into()),
                    ("tiles", shown.join(" ").into()),
                ],
            )
        }
        Event::ExposedWithoutDiscard { seat: s, tiles } => {
            let shown: Vec<String> = tiles.iter().map(|k| tile_word(*k, style)).collect();
            let (from, tile) = before
                .latest_discard()
                .map(|d| (cat.seat(d.seat), tile_word(before.kind(d.tile), style)))
                .unwrap_or_default();
            cat.tr_args(
                "ev-exposed-without-discard",
                &[
                    ("seat", cat.seat(*s).into()),
                    ("tiles", shown.join(" ").into()),
                    ("tile", tile.into()),
                    ("from", from.into()),
                ],
            )
        }
        Event::CalledTileTaken { seat: s } => {
            let tile = before
                .called_tile_left(*s)
                .map(|t| tile_word(before.kind(t), style))
                .unwrap_or_default();
            cat.tr_args(
                "ev-called-tile-taken",
                &[("seat", cat.seat(*s).into()), ("tile", tile.into())],
            )
        }
        Event::DeclaredKong { seat: s, tile } => cat.tr_args(
            if win_call == crate::rules::WinCall::Ron {
                "ev-declared-kong-ron"
            } else {
                "ev-declared-kong"
            },
            &[
                ("seat", cat.seat(*s).into()),
                ("tile", tile_word(*tile, style).into()),
            ],
        ),
        Event::ClaimWithdrawn { seat: s } => {
            // A call to win taken back took no tile and laid none.
            let to_win = before
                .claim_history()
                .iter()
                .rev()
                .find(|(who, _)| who == s)
                .is_some_and(|(_, k)| *k == crate::table::ClaimKind::Win);
            let id = if to_win {
                "ev-win-call-withdrawn"
            } else if before.set_laid_for_call(*s).is_some() {
                "ev-claim-withdrawn"
            } else {
                "ev-call-withdrawn-nothing-laid"
            };
            cat.tr_args(id, &[("seat", cat.seat(*s).into())])
        }
        Event::DiscardTakenBack { seat: s } => {
            cat.tr_args("ev-discard-taken-back", &[("seat", cat.seat(*s).into())])
        }
        Event::TakenIntoHand { seat: s } => {
            cat.tr_args("ev-taken-into-hand", &[("seat", cat.seat(*s).into())])
        }
        Event::DiscardLeftDead => cat.tr("ev-discard-left-dead"),
        // Riichi: a self-drawn win names the tile drawn, laid with the hand for all to see.
        Event::DeclaredWin { seat: s } if before.win_word_said(*s).is_some() => cat.tr_args(
            "ev-declared-win-after-word",
            &[("seat", cat.seat(*s).into())],
        ),
        Event::DeclaredWin { seat: s } => match before
            .drawn()
            .filter(|(d, _, _)| d == s && win_call == crate::rules::WinCall::Ron)
            // A tile put among the hand is no longer known to the table.
            .filter(|_| !before.drawn_tile_mixed_in(*s))
        {
            Some((_, id, _)) => cat.tr_args(
                "ev-declared-tsumo",
                &[
                    ("seat", cat.seat(*s).into()),
                    ("tile", tile_word(before.kind(id), style).into()),
                ],
            ),
            None => cat.tr_args("ev-declared-win", &[("seat", cat.seat(*s).into())]),
        },
        Event::DeclaredRiichi {
            seat: s,
            said,
            turned,
        } => cat.tr_args(
            match (said, turned) {
                (true, true) => "ev-declared-riichi",
                (false, _) => "ev-declared-riichi-unsaid",
                (true, false) => "ev-declared-riichi-not-turned",
            },
            &[("seat", cat.seat(*s).into())],
        ),
        // Riichi: at the exhaustive draw a hand laid face up is a player saying ready.
        Event::HandShown { seat: s } => cat.tr_args(
            if win_call == crate::rules::WinCall::Ron
                && before.live_left() == 0
                && before.declared().is_empty()
            {
                "ev-hand-shown-ready"
            } else {
                "ev-hand-shown"
            },
            &[("seat", cat.seat(*s).into())],
        ),
        Event::DeclaredNotReady { seat: s } => {
            cat.tr_args("ev-declared-not-ready", &[("seat", cat.seat(*s).into())])
        }
        Event::DrawnTileMixedIn { seat: s } => {
            cat.tr_args("ev-drawn-tile-mixed-in", &[("seat", cat.seat(*s).into())])
        }
        Event::DeclarationWithdrawn { seat: s } => {
            cat.tr_args("ev-declaration-withdrawn", &[("seat", cat.seat(*s).into())])
        }
        Event::Paused { seconds } => cat.tr_args("ev-paused", &[("seconds", (*seconds).into())]),
        Event::TouchedWall {
            seat: s,
            at,
            revealed,
        } => {
            let tile = before
                .at(*at)
                .map(|id| tile_word(before.kind(id), style))
                .unwrap_or_default();
            cat.tr_args(
                if *revealed {
                    "ev-touched-wall-revealed"
                } else {
                    "ev-touched-wall"
                },
                &[
                    ("seat", cat.seat(*s).into()),
                    ("place", at.to_string().into()),
                    ("tile", tile.into()),
                ],
            )
        }
        Event::TilesRevealed { seat: s, tiles, by } => {
            let shown: Vec<String> = tiles.iter().map(|k| tile_word(*k, style)).collect();
            match by.filter(|b| b != s) {
                Some(b) => cat.tr_args(
                    "ev-tiles-knocked-over",
                    &[
                        ("seat", cat.seat(b).into()),
                        ("owner", cat.seat(*s).into()),
                        ("tiles", shown.join(" ").into()),
                    ],
                ),
                None => cat.tr_args(
                    "ev-tiles-revealed",
                    &[
                        ("seat", cat.seat(*s).into()),
                        ("tiles", shown.join(" ").into()),
                    ],
                ),
            }
        }
        Event::InformationPassed { from, to, truthful } => cat.tr_args(
            match truthful {
                Some(true) => "ev-information-passed-true",
                Some(false) => "ev-information-passed-false",
                None => "ev-information-passed",
            },
            &[
                ("from", cat.seat(*from).into()),
                ("to", cat.seat(*to).into()),
            ],
        ),
        Event::RefereeDisobeyed { seat: s } => {
            cat.tr_args("ev-referee-disobeyed", &[("seat", cat.seat(*s).into())])
        }
        Event::ArrivedLate { seat: s, minutes } => cat.tr_args(
            "ev-arrived-late",
            &[
                ("seat", cat.seat(*s).into()),
                ("minutes", u32::from(*minutes).into()),
            ],
        ),
        Event::PlayResumes { seat: s } => {
            cat.tr_args("ev-play-resumes", &[("seat", cat.seat(*s).into())])
        }
        Event::RuledDead { seat: s } => {
            cat.tr_args("ev-ruled-dead", &[("seat", cat.seat(*s).into())])
        }
        Event::RuledMayNotWin { seat: s } => {
            cat.tr_args("ev-ruled-may-not-win", &[("seat", cat.seat(*s).into())])
        }
        Event::RuledDeadPlaysOn { seat: s } => {
            cat.tr_args("ev-ruled-dead-plays-on", &[("seat", cat.seat(*s).into())])
        }
        Event::RuledNotInRiichi { seat: s } => {
            cat.tr_args("ev-ruled-not-in-riichi", &[("seat", cat.seat(*s).into())])
        }
        Event::ExposureReturned { seat: s, .. } => {
            cat.tr_args("ev-exposure-returned", &[("seat", cat.seat(*s).into())])
        }
        Event::AddedToMeld {
            seat: s,
            meld,
            tile,
            from_discard,
        } => cat.tr_args(
            if *from_discard {
                "ev-added-to-meld-from-discard"
            } else {
                "ev-added-to-meld"
            },
            &[
                ("seat", cat.seat(*s).into()),
                ("tile", tile_word(*tile, style).into()),
                ("set", meld_text(before, *s, *meld, style).into()),
            ],
        ),
        Event::TookFromMeld {
            seat: s,
            meld,
            tile,
        } => cat.tr_args(
            "ev-took-from-meld",
            &[
                ("seat", cat.seat(*s).into()),
                ("tile", tile_word(*tile, style).into()),
                ("set", meld_text(before, *s, *meld, style).into()),
            ],
        ),
        Event::Passed {
            from,
            to,
            tiles,
            blind,
        } => {
            let shown: Vec<String> = tiles.iter().map(|k| tile_word(*k, style)).collect();
            cat.tr_args(
                "ev-passed",
                &[
                    ("from", cat.seat(*from).into()),
                    ("to", cat.seat(*to).into()),
                    ("tiles", shown.join(" ").into()),
                    ("blind", u32::from(*blind).into()),
                ],
            )
        }
        Event::CharlestonStopped { by } => {
            cat.tr_args("ev-charleston-stopped", &[("seat", cat.seat(*by).into())])
        }
        Event::PassTakenBack { seat: s } => {
            cat.tr_args("ev-pass-taken-back", &[("seat", cat.seat(*s).into())])
        }
        Event::JokerExchanged {
            seat: s,
            owner,
            meld,
            tile,
            from_discard,
            completed,
        } => cat.tr_args(
            match (*completed, *from_discard) {
                (false, _) => "ev-exchange-announced",
                (true, true) => "ev-exchange-with-discard",
                (true, false) => "ev-exchanged",
            },
            &[
                ("seat", cat.seat(*s).into()),
                ("owner", cat.seat(*owner).into()),
                ("tile", tile_word(*tile, style).into()),
                ("set", meld_text(before, *owner, *meld, style).into()),
            ],
        ),
        Event::JokerOffered {
            seat: s,
            owner,
            meld,
        } => cat.tr_args(
            "ev-joker-offered",
            &[
                ("seat", cat.seat(*s).into()),
                ("owner", cat.seat(*owner).into()),
                ("set", meld_text(before, *owner, *meld, style).into()),
            ],
        ),
        Event::ExchangeRefused { owner } => {
            cat.tr_args("ev-exchange-refused", &[("seat", cat.seat(*owner).into())])
        }
        Event::ExchangeUndone { seat: s } => {
            cat.tr_args("ev-exchange-undone", &[("seat", cat.seat(*s).into())])
        }
        Event::HandThrownIn { seat: s } => {
            cat.tr_args("ev-thrown-in", &[("seat", cat.seat(*s).into())])
        }
        Event::WallDestroyed { seat: s } => {
            cat.tr_args("ev-wall-destroyed", &[("seat", cat.seat(*s).into())])
        }
        Event::DeadCallAnswered { seat: s, conceded } => cat.tr_args(
            if *conceded {
                "ev-dead-conceded"
            } else {
                "ev-dead-disputed"
            },
            &[("seat", cat.seat(*s).into())],
        ),
        Event::DisputeSettled { by, against } => cat.tr_args(
            "ev-dispute-settled",
            &[
                ("by", cat.seat(*by).into()),
                ("against", cat.seat(*against).into()),
            ],
        ),
        Event::TilesCounted => {
            let counts: Vec<String> = Seat::ALL
                .iter()
                .map(|s| format!("{} {}", cat.seat(*s), before.hand_size(*s)))
                .collect();
            cat.tr_args("ev-tiles-counted", &[("counts", counts.join(", ").into())])
        }
        Event::RefereeCalled { by: Some(s) } => {
            cat.tr_args("ev-referee-called-by", &[("seat", cat.seat(*s).into())])
        }
        Event::RefereeCalled { by: None } => cat.tr("ev-referee-called"),
        Event::Redealt => cat.tr_args("ev-redealt", &[("seat", cat.seat(before.dealer()).into())]),
        Event::TileRacked { seat: s } => {
            cat.tr_args("ev-tile-racked", &[("seat", cat.seat(*s).into())])
        }
        Event::NameCorrected { seat: s } => {
            let name = before
                .discards()
                .last()
                .map(|d| tile_word(before.kind(d.tile), style))
                .unwrap_or_default();
            cat.tr_args(
                "ev-name-corrected",
                &[("seat", cat.seat(*s).into()), ("tile", name.into())],
            )
        }
    }
}

/// A fan of the Chinese Official rules, by its name in the learner's language.
pub fn fan(cat: &Catalog, fan: crate::analysis::mcr::Fan) -> String {
    cat.tr(&format!("fan-{fan:?}"))
}

/// A riichi yaku's name as the learner's players say it.
pub fn yaku(cat: &Catalog, yaku: crate::analysis::riichi::Yaku) -> String {
    cat.tr(&format!("yaku-{yaku:?}"))
}

/// The message naming an article's phase.
pub fn phase_id(phase: crate::rules::Phase) -> &'static str {
    match phase {
        crate::rules::Phase::BeforePlay => "tui-phase-before-play",
        crate::rules::Phase::Deal => "tui-phase-deal",
        crate::rules::Phase::Charleston => "tui-phase-charleston",
        crate::rules::Phase::Play => "tui-phase-play",
        crate::rules::Phase::Settlement => "tui-phase-settlement",
    }
}
