//! A ruling as a structured value. Text is rendered from it in the learner's language.

use crate::table::Seat;
use serde::{Deserialize, Serialize};

/// Who a part of a ruling is about, bound to a seat from what the referee detected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// The player whose action was irregular.
    Offender,
    /// The player who called another hand dead.
    Caller,
    /// The player whose hand was called dead.
    Called,
    /// The player on the dealer's left (North when East deals), the last to pick.
    LeftOfDealer,
    Dealer,
    Everyone,
    /// Each player other than the offender, one payment each.
    EachOpponent,
    /// Each player who declared a false win.
    EachOffender,
    /// Each player who did nothing wrong.
    EachInjured,
    /// Whoever among the other players wants to.
    AnyOtherPlayer,
    /// The player who won the hand.
    Winner,
    /// Each loser other than the player concerned, one payment each.
    EachOtherLoser,
    /// Each player but the winner, one payment each.
    EachLoser,
    /// The player who threw the discard concerned.
    Discarder,
    /// Each player whose hand is still intact and in play (not the offender, nor anyone
    /// who declared in error, threw in or showed their hand, or conceded it dead).
    EachIntact,
    /// The player who declared mah jongg in error earlier, where two did.
    OtherPlayer,
    /// Riichi, at the exhaustive draw: each player whose hand was shown ready (tenpai).
    EachReady,
    /// Riichi, at the exhaustive draw: each player whose hand was not ready (noten).
    EachNotReady,
    /// Riichi: the player liable (pao) for the winner's big three dragons or big four
    /// winds, who gave the discard for the last set of them.
    Liable,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    NoPenalty,
    Warning,
    Points(u32),
    MayNotWinThisHand,
    DeadHand,
    /// A dead hand that stays in play (riichi): the player draws and discards to the end,
    /// but may not call, declare riichi or win, and counts as not ready at the draw.
    DeadHandPlaysOn,
    /// The hand stays in play: a call against it does not stand.
    StaysLive,
    /// The hand is dead, but the jokers in its exposures left on the table may still be
    /// taken by exchange. The referee adds it where the ruleset says so
    /// (`dead_hand_jokers_exchangeable`) and the dead hand has such jokers.
    JokersStayExchangeable,
    /// A dead-hand call this player made earlier was disputed and left to the end of the
    /// hand; the ruling that ends the hand settles it (its payment stands beside). The
    /// referee adds it (`settled_at_end`).
    SettlesDispute,
    LongHand,
    ShortHand,
    FoulHand,
    Disqualified,
    /// Made a dangerous discard and owes the penalty for it.
    DangerousDiscardPenalty,
    /// The escalating scale: a warning for the first foul of its kind, then 5, 10, 20
    /// points and so on. Resolved from the player's record of fouls when judged.
    Escalating,
    /// Points off the player's final score, not given to anyone.
    PointsOff(u32),
    /// Riichi: the stick the player put down to declare riichi stays on the table; it is
    /// not handed back.
    RiichiStickStays,
    /// Riichi: the riichi the player said does not stand (an empty call of riichi): the
    /// player is not in riichi, takes back the stick, and plays on with a live hand.
    RiichiVoid,
    /// `points` off the final score for every `minutes` of lateness or part of them;
    /// resolved from the minutes late when judged.
    PointsOffPerMinutes {
        points: u32,
        minutes: u16,
    },
    /// Takes the discard in dispute.
    GetsTheTile,
    /// The claim does not stand.
    ClaimRefused,
    /// Wins the hand and is paid.
    Wins,
    /// Must now make a valid exposure with the claimed tile, or the hand is dead.
    CommittedToExposure,
    /// Riichi: may not change the call; goes on with the first call, or takes it back as
    /// an empty call.
    HeldToFirstCall,
    /// Riichi: may not change a call for a win: goes on with the ron and wins, or takes it
    /// back as an empty call for a win, and the hand is dead.
    HeldToRon,
    /// May turn the mah jongg claim into an ordinary exposure claim and discard.
    MayTurnIntoExposure,
    /// Must make the move correctly (pass, pick or exchange) with no penalty.
    MustCorrect,
    /// The owner of an exposure may not refuse a rightful joker exchange: the joker goes
    /// to the player who gave the natural tile, with no penalty (not "do it again": the
    /// owner made no move to repeat).
    MayNotRefuseExchange,
    /// A player who calls the Charleston off before the passes under way are done is not
    /// heeded, with no penalty (not "do it again": there is no move to repeat, the
    /// passes go on).
    MayNotStopCharleston,
}

impl Status {
    /// The step of the escalating scale after `earlier` fouls of the same kind.
    pub fn escalated(earlier: u32) -> Status {
        match earlier {
            0 => Status::Warning,
            n => Status::Points(5u32.saturating_mul(1 << (n - 1).min(20))),
        }
    }
}

/// What a ruling's template is made concrete with when judged.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Circumstances {
    /// Earlier fouls of the same kind by the same player.
    pub earlier_fouls: u32,
    /// How late the player arrived, for a lateness matter.
    pub minutes_late: u16,
}

impl Ruling {
    /// Every role the ruling names, in its effects and its payments.
    pub fn roles(&self) -> impl Iterator<Item = Role> + '_ {
        self.players
            .iter()
            .map(|e| e.who)
            .chain(self.payments.iter().flat_map(|p| [p.from, p.to]))
    }

    /// The ruling with any escalating penalty and any penalty by the minute made concrete.
    pub fn resolved(&self, at: &Circumstances) -> Ruling {
        self.made_concrete(at).into_owned()
    }

    /// As `resolved`, copying the ruling only where something in it is made concrete:
    /// most are concrete already.
    pub fn made_concrete(&self, at: &Circumstances) -> std::borrow::Cow<'_, Ruling> {
        let concrete = |status: Status| match status {
            Status::Escalating => Some(Status::escalated(at.earlier_fouls)),
            // Every started stretch of `minutes` counts.
            Status::PointsOffPerMinutes { points, minutes } => {
                let stretches = u32::from(at.minutes_late).div_ceil(u32::from(minutes.max(1)));
                Some(Status::PointsOff(points.saturating_mul(stretches)))
            }
            _ => None,
        };
        if self.players.iter().all(|e| concrete(e.status).is_none()) {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut r = self.clone();
        for e in &mut r.players {
            if let Some(status) = concrete(e.status) {
                e.status = status;
            }
        }
        std::borrow::Cow::Owned(r)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TileFate {
    /// Nothing is moved.
    Unchanged,
    /// The tile goes back face down to exactly the spot it came from.
    BackFaceDownSameSpot,
    /// The wall tiles exposed are turned face down again, each in the spot it came from.
    ExposedTilesBackFaceDown,
    /// The drawn tile goes back to its place in the wall.
    DrawnTileBackToWall,
    /// The player keeps the tile drawn.
    KeepsDrawnTile,
    /// The wrong tile goes back to its place and the player takes the right one.
    SwapForRightTile,
    /// A bonus tile drawn out of turn is kept in the concealed hand, not declared.
    BonusKeptUndeclared,
    /// The discard returns to the hand; another tile may be discarded instead.
    DiscardBackToHand,
    /// The discard stays where it is.
    DiscardStands,
    /// The discard stays: anyone may now claim it for any purpose, else it is dead.
    DiscardClaimableOrDead,
    /// The discard goes back on the table and may not be used by anyone.
    DiscardBackToTableDead,
    /// The claimed tile goes back to the discards and the exposed tiles to the hand.
    ClaimUndone,
    /// As `ClaimUndone`, and the loose tile drawn for the false kong goes back to the wall.
    ClaimAndLooseTileUndone,
    /// The exposed tiles go back to the hand; the discard may still be claimed, by the
    /// same player for another purpose or by anyone, and is dead if nobody does.
    ClaimUndoneTileClaimableOrDead,
    /// A call taken back before any tile was laid for it: the discard may still be
    /// claimed, by the same player for another purpose or by anyone, and is dead if
    /// nobody does.
    CallUndoneDiscardClaimable,
    /// The wrongly exposed tiles are swapped for the right ones from the hand.
    SwapExposedTiles,
    /// The exposed set stays as it was laid.
    SetStaysAsLaid,
    /// The claimed tile must be exposed now with tiles from the hand.
    MustExposeClaimedTile,
    /// The caller takes the called tile, left among the discards, to its set now.
    CalledTileToSet,
    /// Of several discards, the one the player meant stands; the others go back.
    OneDiscardStandsOthersBack,
    /// Of several discards, the one claimed stands; the others go back.
    ClaimedDiscardStandsOthersBack,
    /// The player's tiles go back into the concealed hand.
    TilesBackToHand,
    /// The tiles shown by mistake must be discarded on the player's next turns.
    RevealedTilesDiscardedNext,
    /// The drawn fourth tile joins the exposed pung as a kong; a loose tile follows.
    PungBecomesKong,
    /// The set laid down is put back exactly as it was.
    SetRestored,
    /// At the settlement the hand scores nothing.
    ScoresNothing,
    /// At the settlement the set claimed and never laid scores nothing; the hand's sets
    /// formed correctly still score.
    UnlaidSetScoresNothing,
    /// At the settlement the hand scores only its correctly formed sets and bonus tiles.
    ScoresCorrectSetsOnly,
    ShownToAllThenBack,
    Kept,
    ReturnedToRack,
    /// The player concerned takes this many tiles from the live end of the served wall.
    TakeFromServedWall(u8),
    /// The player concerned draws the loose tile owed for the kong just made.
    TakeLooseTile,
    /// All tiles are thrown in, reshuffled and the walls rebuilt.
    Misdeal,
    /// The table puts the tiles right the way it agreed.
    AsAgreed,
    /// The error is put right as far as it can be: tiles back where they were.
    PutRightWherePossible,
    /// Any error in the deal is put right as all players agree; if they cannot agree, it
    /// is a misdeal.
    AgreeElseMisdeal,
    /// The joker passed goes back to its passer, who passes a non-joker instead.
    JokerBackToPasser,
    /// The pass stays as it was made.
    PassStands,
    /// Tiles passed blind go back; the player passes tiles from their own hand.
    PassFromOwnHand,
    /// The joker exchange stands.
    ExchangeStands,
    /// The exchange is undone: joker back in the set, the tile back to its place.
    ExchangeReversed,
    /// The wrong tile comes out of the set and the right natural takes its place.
    WrongTileFixed,
    /// The tiles shown from the rack go back to it; earlier exposures stay on the table.
    ShownTilesBackExposuresStay,
    /// Every tile of the hand goes back to the rack, concealed.
    WholeHandBackToRack,
    /// The claimed tile stays with the dead hand; nobody may take it for an exposure.
    TileStaysWithDeadHand,
    /// The claimant names the tile rightly and makes the exposure with the real tile.
    ExposedWithTheRealTile,
    /// The discard goes to the claimant who takes it, for the set or win called.
    DiscardToCaller,
    /// The group shown stays up as an ordinary exposure.
    GroupStaysAsExposure,
    /// The tile may be claimed for mah jongg only.
    ClaimableForMahJonggOnly,
    /// All tiles are thrown in: nothing can be put back.
    AllTilesIn,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Amount {
    Fixed(u32),
    /// A multiple of the value of the hand concerned.
    HandValue(u32),
    LowestCardValue,
    /// A percentage of the agreed limit.
    Limit(u32),
    /// The value of the receiving player's own hand.
    TheirHandValue,
    /// A Chinese Official win paid by a loser: 8 plus the hand's fan (flowers included)
    /// from the discarder, or from everyone on a self-draw; 8 from the others.
    McrWin,
    /// A riichi win paid by a loser, as the edition's scoring values the hand: all of it
    /// from the discarder, or on a self-draw each player's share.
    RiichiWin,
    /// A total shared out evenly between every payer and every payee (riichi's noten
    /// payments: 3000 from those not ready to those ready, however many of each).
    SharedOut(u32),
    /// A riichi win's whole value, paid by one player: what the discarder pays on a ron,
    /// what all three pay together on a self-draw.
    RiichiWhole,
    /// Half of a riichi win's whole value without the counters, rounded up to the next
    /// 100.
    RiichiHalf,
    /// `RiichiHalf` and the counters' whole worth besides: the share of a payer who also
    /// pays the counters (the discarder beside a liable player, EMA 2016 s. 3.3.9).
    RiichiHalfAndCounters,
    /// A riichi win paid as `RiichiWin`, but valued without anything the wait would give
    /// (no pinfu, no fu for the wait or for the self-draw): the wait cannot be seen.
    RiichiWinWaitUnseen,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payment {
    pub from: Role,
    pub to: Role,
    pub amount: Amount,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Continuation {
    /// The deal goes on where it stopped.
    DealContinues,
    /// Play begins when East discards; the game has not started before.
    GameStartsWithEastsDiscard,
    SameTurn,
    NextPlayerRight,
    PlayContinues,
    GameEnds,
    /// Same dealer; restart from rolling the dice and breaking the wall.
    RedealSameDealer,
    /// Riichi after a chombo: the same dealer deals again, the riichi sticks go back to
    /// those who put them down, and no counter is added.
    RedealSticksBack,
    /// The hand ends and East's title passes to the next player.
    HandEndsDealerPasses,
    /// The hand ends and East stays East.
    HandEndsDealerStays,
    /// The Charleston carries on with the next pass.
    CharlestonContinues,
    /// The Charleston ends here; an optional courtesy pass may follow, then East discards.
    CharlestonEnds,
    /// Play goes on, and the dispute is settled when the hand is over.
    SettledAtEnd,
    /// The player given a disputed discard goes on with the call: the set laid out, or
    /// the hand shown for mah jongg (not "play continues", which a valid win does not).
    ClaimantGoesOn,
    /// What follows turns on a choice the ruling leaves to a player (go on with a call,
    /// or take it back).
    AsChosen,
    /// The win called goes on: the hand is shown and judged as any win is.
    WinGoesOn,
    /// Riichi: the live wall is used up and nobody wins: the hand ends in an exhaustive
    /// draw, ready hands shown and the noten payments made.
    ExhaustiveDraw,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Effect {
    pub who: Role,
    pub status: Status,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruling {
    pub players: Vec<Effect>,
    pub tiles: TileFate,
    #[serde(default)]
    pub payments: Vec<Payment>,
    pub next: Continuation,
}

/// The seats the roles of a ruling stand for in one situation.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parties {
    pub dealer: Option<Seat>,
    pub offender: Option<Seat>,
    pub caller: Option<Seat>,
    pub called: Option<Seat>,
    /// A second offender, where two players went wrong (two false wins).
    pub also: Option<Seat>,
    /// The player who won the hand, where a ruling settles it.
    pub winner: Option<Seat>,
    /// The player who threw the discard concerned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Seat>,
    /// Riichi: the player liable (pao) for the winner's hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub liable: Option<Seat>,
    /// Seats out of play (declared in error, threw in or showed their hand, conceded
    /// dead), one bit per seat index.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub out: u8,
    /// Riichi, at the exhaustive draw: the seats whose hands were shown ready, one bit per
    /// seat index.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ready: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Parties {
    pub fn is_out(&self, seat: Seat) -> bool {
        self.out & (1 << seat.index()) != 0
    }

    /// Whether someone at this table holds `role`: a ruling naming "the winner" where
    /// nobody won names no one.
    pub fn holds(&self, role: Role) -> bool {
        match role {
            Role::Offender
            | Role::Caller
            | Role::Called
            | Role::Winner
            | Role::Discarder
            | Role::Liable => self.seat(role).is_some(),
            Role::OtherPlayer => self.also.is_some(),
            Role::EachOffender | Role::EachInjured => self.offender.is_some(),
            Role::EachOtherLoser | Role::EachLoser => self.winner.is_some(),
            // Both groups are someone only at a draw where some but not all were ready.
            Role::EachReady | Role::EachNotReady => self.ready != 0 && self.ready != 0b1111,
            Role::Dealer
            | Role::LeftOfDealer
            | Role::Everyone
            | Role::EachIntact
            | Role::EachOpponent
            | Role::AnyOtherPlayer => true,
        }
    }

    /// The players this matter is about, each named once: not the dealer for being dealer.
    pub fn seats(&self) -> Vec<Seat> {
        let mut out: Vec<Seat> = [
            self.offender,
            self.also,
            self.caller,
            self.called,
            self.winner,
            self.discarder,
            self.liable,
        ]
        .into_iter()
        .flatten()
        .collect();
        out.sort_by_key(|s| s.index());
        out.dedup();
        out
    }

    /// The seats a role stands for, one payment each: a group's members, a single role's
    /// seat; none for "everyone" and "any other player", who are not counted out.
    pub fn seats_of(&self, role: Role) -> Vec<Seat> {
        let not = |excluded: &[Option<Seat>]| -> Vec<Seat> {
            Seat::ALL
                .into_iter()
                .filter(|s| !excluded.contains(&Some(*s)))
                .collect()
        };
        match role {
            Role::EachOpponent => not(&[self.offender]),
            Role::EachOffender => [self.also, self.offender].into_iter().flatten().collect(),
            Role::EachInjured => not(&[self.offender, self.also]),
            Role::EachOtherLoser => not(&[self.offender, self.winner]),
            Role::EachLoser => not(&[self.winner]),
            Role::EachIntact => Seat::ALL
                .into_iter()
                .filter(|s| Some(*s) != self.offender && !self.is_out(*s))
                .collect(),
            Role::EachReady => Seat::ALL
                .into_iter()
                .filter(|s| self.is_ready(*s))
                .collect(),
            Role::EachNotReady => Seat::ALL
                .into_iter()
                .filter(|s| !self.is_ready(*s))
                .collect(),
            Role::Everyone | Role::AnyOtherPlayer => Vec::new(),
            single => self.seat(single).into_iter().collect(),
        }
    }

    /// Whether a group role's members are all known here, so that it can be said seat by
    /// seat ("East and North" rather than "each player who did nothing wrong").
    pub fn group_known(&self, role: Role) -> bool {
        match role {
            Role::EachInjured | Role::EachIntact => self.offender.is_some(),
            Role::EachOtherLoser => self.offender.is_some() && self.winner.is_some(),
            Role::EachOffender => self.offender.is_some() && self.also.is_some(),
            Role::EachReady | Role::EachNotReady => self.holds(role),
            _ => false,
        }
    }

    pub fn seat(&self, role: Role) -> Option<Seat> {
        match role {
            Role::Offender => self.offender,
            Role::Caller => self.caller,
            Role::Called => self.called,
            Role::Dealer => self.dealer,
            Role::LeftOfDealer => self.dealer.map(Seat::left),
            Role::Winner => self.winner,
            Role::Discarder => self.discarder,
            Role::Liable => self.liable,
            Role::OtherPlayer => self.also,
            Role::Everyone
            | Role::EachIntact
            | Role::EachOpponent
            | Role::EachOffender
            | Role::EachInjured
            | Role::AnyOtherPlayer
            | Role::EachOtherLoser
            | Role::EachLoser
            | Role::EachReady
            | Role::EachNotReady => None,
        }
    }

    /// Riichi, at the exhaustive draw: whether `seat`'s hand was shown ready.
    pub fn is_ready(&self, seat: Seat) -> bool {
        self.ready & (1 << seat.index()) != 0
    }
}
