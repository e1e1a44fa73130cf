//! Matters of the American game after the deal: the Charleston, calls, exposures checked
//! against the card, joker exchanges, mah jongg (valid or in error), dead hands and the
//! wall game. The card decides every question of what a hand is.

use super::{Irregularity, Raised};
use crate::analysis::american::Card;
use crate::rules::Parties;
use crate::table::american::{
    american_win, exposure_is_invalid, exposures_of, joker_named_right, misnamed, named_wrong,
    win_discard,
};
use crate::table::{ClaimKind, Event, Seat, Table};
use crate::tiles::{Kind, TileId};

/// Whether the American watch took an event in hand, and what it raised.
pub(super) enum Step {
    /// Not an American matter: the general play watch looks at it.
    NotMine,
    Raised(Option<Raised>),
}

#[derive(Clone)]
pub(super) struct AmericanWatch<'a> {
    card: &'a Card,
    /// Players who declared mah jongg in error, in order.
    false_declarers: Vec<Seat>,
    /// A declaration in error not yet classed: what it showed is known at the next event.
    pending: Option<Seat>,
    /// The declarer in error exposed the group made with the claimed discard.
    group_shown: bool,
    /// The declarer in error also laid out a group from the rack besides the claimed one:
    /// a partial exposure (Mahj Life Article 55), no longer only the claimed group.
    rack_group_shown: bool,
    /// The discard taken for a mah jongg in error.
    falsely_claimed: Option<TileId>,
    /// The player who laid a group from the rack without a call since the last pick or
    /// discard: a declaration right after it shows that group with it.
    rack_laid: Option<Seat>,
    /// The latest discard was thrown out of turn.
    latest_out_of_turn: bool,
    /// The player whose last move was a legal joker exchange.
    exchanged: Option<Seat>,
    valid_winners: Vec<Seat>,
    last_caller: Option<Seat>,
    /// Three hands have been found dead: the deal is abandoned.
    third_dead: bool,
    /// A valid mah jongg on a discard, raised once the next event shows whether the group
    /// laid with the discard is a group at all.
    valid_pending: Option<(Seat, Raised)>,
}

impl<'a> AmericanWatch<'a> {
    pub(super) fn new(card: &'a Card) -> Self {
        AmericanWatch {
            card,
            false_declarers: Vec::new(),
            pending: None,
            group_shown: false,
            rack_group_shown: false,
            falsely_claimed: None,
            rack_laid: None,
            latest_out_of_turn: false,
            exchanged: None,
            valid_winners: Vec::new(),
            last_caller: None,
            third_dead: false,
            valid_pending: None,
        }
    }

    /// Seats out of play, as the bit mask `Parties::out` carries.
    fn out(&self, table: &Table) -> u8 {
        let mut mask = 0u8;
        let seats = self
            .false_declarers
            .iter()
            .chain(table.thrown_in())
            .chain(table.shown())
            .chain(table.dead());
        for s in seats {
            mask |= 1 << s.index();
        }
        mask
    }

    fn raise(&self, table: &Table, irregularity: Irregularity, parties: Parties) -> Raised {
        Raised {
            irregularity,
            parties: Parties {
                out: self.out(table),
                ..parties
            },
        }
    }

    fn offender(&self, table: &Table, irregularity: Irregularity, seat: Seat) -> Raised {
        self.raise(
            table,
            irregularity,
            Parties {
                offender: Some(seat),
                ..Default::default()
            },
        )
    }

    /// Classes a declaration in error by what it showed, once nothing more is shown.
    fn settle_pending(&mut self, table: &Table, event: Option<&Event>) -> Option<Raised> {
        if let Some((winner, raised)) = self.valid_pending.take() {
            match event {
                Some(Event::Exposed { seat, tiles })
                    if *seat == winner
                        && !self.laid_with_discard_is_a_group(table, *seat, tiles) =>
                {
                    // 4b laid beside a claimed 3b is no pair: the mah jongg was in error.
                    let discard = win_discard(table, winner).map(|d| d.tile);
                    self.valid_winners.retain(|w| *w != winner);
                    self.false_declarers.push(winner);
                    self.pending = Some(winner);
                    self.falsely_claimed = discard;
                    return None;
                }
                _ => return Some(raised),
            }
        }
        let seat = self.pending?;
        // What the declarer lays out next is part of the declaration.
        if matches!(event, Some(Event::HandShown { seat: s } | Event::Exposed { seat: s, .. } | Event::TakenIntoHand { seat: s }) if *s == seat)
        {
            return None;
        }
        self.pending = None;
        let shown = std::mem::take(&mut self.group_shown);
        let irregularity = if std::mem::take(&mut self.rack_group_shown) {
            Irregularity::FalseWinHandShown
        } else if shown {
            Irregularity::FalseWinGroupShown
        } else {
            Irregularity::FalseWinNothingShown
        };
        Some(self.false_win(table, irregularity, seat))
    }

    fn false_win(&self, table: &Table, irregularity: Irregularity, seat: Seat) -> Raised {
        let also = self
            .false_declarers
            .iter()
            .rev()
            .copied()
            .find(|s| *s != seat);
        self.raise(
            table,
            irregularity,
            Parties {
                offender: Some(seat),
                also,
                discarder: table.discards().last().map(|d| d.seat),
                ..Default::default()
            },
        )
    }

    /// Whatever matter is left open when the log ends.
    pub(super) fn finish(&mut self, table: &Table) -> Option<Raised> {
        self.settle_pending(table, None)
    }

    /// Looks at an event before it is applied. Returns a matter left open by earlier
    /// events, then this event's own.
    pub(super) fn before(&mut self, table: &Table, event: &Event) -> (Option<Raised>, Step) {
        let settled = self.settle_pending(table, Some(event));
        let step = self.look(table, event);
        (settled, step)
    }

    fn look(&mut self, table: &Table, event: &Event) -> Step {
        use Irregularity as I;
        let dead = |s: &Seat| table.dead().contains(s);
        let raised = |r: Raised| Step::Raised(Some(r));
        match event {
            Event::Passed {
                from, tiles, blind, ..
            } => {
                // A seat dealt nothing: three play, and there is no Charleston.
                let three = Seat::ALL
                    .iter()
                    .any(|s| table.rack(*s).is_empty() && table.melds(*s).is_empty());
                if three {
                    raised(self.offender(table, I::CharlestonWithThreePlayers, *from))
                } else if tiles.contains(&Kind::Joker) {
                    raised(self.offender(table, I::JokerPassed, *from))
                } else if *blind > 0 {
                    raised(self.offender(table, I::BlindPass, *from))
                } else {
                    Step::Raised(None)
                }
            }
            Event::CharlestonStopped { by } => {
                raised(self.offender(table, I::CharlestonStopped, *by))
            }
            Event::PassTakenBack { seat } => raised(self.offender(table, I::PassTakenBack, *seat)),
            Event::JokerExchanged {
                seat,
                owner,
                meld,
                tile,
                from_discard,
                completed,
            } => {
                let parties = Parties {
                    offender: Some(*seat),
                    called: Some(*owner),
                    ..Default::default()
                };
                let natural = table.melds(*owner).get(usize::from(*meld)).and_then(|m| {
                    m.tiles
                        .iter()
                        .map(|t| table.kind(*t))
                        .find(|k| *k != Kind::Joker)
                });
                let on_turn = table.turn() == Some(*seat) && table.holding() == Some(*seat);
                let irregularity = if dead(seat) {
                    Some(I::DeadHandPlayed)
                } else if dead(owner) {
                    Some(I::ExchangeFromDeadHand)
                } else if *from_discard {
                    Some(I::ExchangeWithDiscard)
                } else if !on_turn {
                    Some(I::ExchangeBeforePicking)
                } else if natural.is_some_and(|n| n != *tile) {
                    Some(I::WrongExchangeTile)
                } else if *completed {
                    self.exchanged = Some(*seat);
                    Some(I::JokerExchangeMade)
                } else {
                    None
                };
                Step::Raised(irregularity.map(|i| self.raise(table, i, parties)))
            }
            Event::JokerOffered { seat, owner, .. } => {
                let irregularity = if dead(seat) {
                    I::DeadHandPlayed
                } else {
                    I::JokerOfferedForNatural
                };
                let parties = Parties {
                    offender: Some(*seat),
                    called: Some(*owner),
                    ..Default::default()
                };
                raised(self.raise(table, irregularity, parties))
            }
            // The discard called for mah jongg, put on the rack: as much a part of the
            // declaration as the group laid with it (MJME 2024 p. 21 #3).
            Event::TakenIntoHand { seat }
                if self.pending == Some(*seat) || table.claims_win(*seat) =>
            {
                self.group_shown = true;
                Step::Raised(None)
            }
            Event::ExchangeRefused { owner } => {
                raised(self.offender(table, I::JokerExchangeRefused, *owner))
            }
            Event::ExchangeUndone { seat } => {
                raised(self.offender(table, I::ExchangeUndone, *seat))
            }
            Event::HandShown { seat } if self.pending == Some(*seat) => {
                self.pending = None;
                raised(self.false_win(table, I::FalseWinHandShown, *seat))
            }
            // A winner laying out the winning hand disturbs nothing.
            Event::HandShown { seat } if self.valid_winners.contains(seat) => Step::Raised(None),
            Event::HandShown { seat } | Event::HandThrownIn { seat } => {
                let declared_in_error = self.false_declarers.contains(seat);
                if let Some(last) = self
                    .false_declarers
                    .last()
                    .copied()
                    .filter(|_| !declared_in_error)
                {
                    let also = self
                        .false_declarers
                        .iter()
                        .rev()
                        .copied()
                        .find(|s| *s != last);
                    let parties = Parties {
                        offender: Some(last),
                        also,
                        called: Some(*seat),
                        ..Default::default()
                    };
                    // The player throwing in is out of play from now on.
                    let mut r = self.raise(table, I::HandsDisturbedByFalseWin, parties);
                    r.parties.out |= 1 << seat.index();
                    raised(r)
                } else if let Some(winner) =
                    self.valid_winners.last().copied().filter(|w| w != seat)
                {
                    let discarder = win_discard(table, winner).map(|d| d.seat);
                    let parties = Parties {
                        offender: discarder,
                        discarder,
                        winner: Some(winner),
                        called: Some(*seat),
                        ..Default::default()
                    };
                    raised(self.raise(table, I::HandRevealedAfterWin, parties))
                } else {
                    Step::Raised(None)
                }
            }
            Event::WallDestroyed { seat } => {
                let irregularity = if self.false_declarers.is_empty() {
                    I::WallDestroyed
                } else {
                    I::WallDestroyedAfterFalseWin
                };
                let parties = Parties {
                    offender: Some(*seat),
                    also: self.false_declarers.last().copied(),
                    ..Default::default()
                };
                raised(self.raise(table, irregularity, parties))
            }
            Event::DeadCalled { by, against } if table.east_discarded() => {
                self.last_caller = Some(*by);
                let parties = Parties {
                    caller: Some(*by),
                    called: Some(*against),
                    ..Default::default()
                };
                raised(self.raise(table, I::DeadHandCalledInPlay, parties))
            }
            Event::DeadCalled { by, .. } => {
                self.last_caller = Some(*by);
                Step::NotMine
            }
            Event::DeadCallAnswered { seat, conceded } => {
                // Three hands dead, counting those the referee ruled dead for their own
                // faults: the deal is abandoned, once.
                let dead_after = table.dead().len() + usize::from(!dead(seat));
                let third = *conceded && dead_after >= 3 && !self.third_dead;
                self.third_dead |= third;
                let irregularity = if third {
                    I::ThirdDeadHand
                } else {
                    I::DeadCallAnswered
                };
                // A disputed call is settled when the hand is examined at the end: until
                // then neither side is at fault.
                // After a mah jongg in error, the one who declared it is named: the last
                // two intact hands are then settled, not replayed (MJME 2024 p. 22 5[b]).
                let parties = Parties {
                    offender: conceded.then_some(*seat),
                    caller: self.last_caller,
                    called: Some(*seat),
                    also: self.false_declarers.last().copied().filter(|_| third),
                    ..Default::default()
                };
                raised(self.raise(table, irregularity, parties))
            }
            Event::TilesCounted if table.east_discarded() => {
                let wrong = table.wrong_count_seats();
                let parties = Parties {
                    offender: wrong.first().copied(),
                    also: wrong.get(1).copied(),
                    ..Default::default()
                };
                let irregularity = if wrong.is_empty() {
                    I::CountsChecked
                } else {
                    I::WrongCountsFound
                };
                raised(self.raise(table, irregularity, parties))
            }
            Event::NameCorrected { seat } => {
                raised(self.offender(table, I::MisnameCorrected, *seat))
            }
            Event::Picked { seat, .. } => {
                self.exchanged = None;
                self.rack_laid = None;
                if dead(seat) {
                    raised(self.offender(table, I::DeadHandPlayed, *seat))
                } else {
                    Step::NotMine
                }
            }
            Event::Discarded { seat, .. } => {
                self.exchanged = None;
                self.rack_laid = None;
                let in_turn = table.turn() == Some(*seat) && table.holding() == Some(*seat);
                self.latest_out_of_turn = !in_turn;
                if dead(seat) {
                    raised(self.offender(table, I::DeadHandPlayed, *seat))
                } else if in_turn && table.live_left() == 0 {
                    raised(self.offender(table, I::WallGame, *seat))
                } else {
                    Step::NotMine
                }
            }
            Event::Claimed { seat, claim } => self.claim(table, *seat, *claim),
            Event::Exposed { seat, tiles } => self.exposure(table, *seat, tiles),
            Event::DeclaredWin { seat } => self.declaration(table, *seat),
            _ => Step::NotMine,
        }
    }

    fn claim(&mut self, table: &Table, seat: Seat, claim: ClaimKind) -> Step {
        use Irregularity as I;
        if table.dead().contains(&seat) {
            return Step::Raised(Some(self.offender(table, I::DeadHandPlayed, seat)));
        }
        let Some(d) = table.latest_discard() else {
            return Step::NotMine;
        };
        let real = table.kind(d.tile);
        let for_win = claim == ClaimKind::Win;
        let first = table
            .claims()
            .iter()
            .find(|(s, _)| *s != seat)
            .map(|(s, _)| *s);
        let mut parties = Parties {
            offender: Some(seat),
            discarder: Some(d.seat),
            ..Default::default()
        };
        let irregularity =
            if self.falsely_claimed == Some(d.tile) && !self.false_declarers.contains(&seat) {
                // A mah jongg claim is judged when the hand is shown.
                parties.caller = Some(seat);
                parties.also = self.false_declarers.last().copied();
                (!for_win).then_some(I::FalselyClaimedTileClaimed)
            } else if let Some((picker, _, _)) = table
                .drawn()
                .filter(|(s, _, _)| table.holding() == Some(*s) && *s == d.seat.right())
            {
                parties.called = Some(picker);
                Some(I::ClaimAfterNextPick)
            } else if real == Kind::Joker && joker_named_right(table) {
                Some(I::JokerDiscardClaimed)
            } else if misnamed(table) {
                match first {
                    Some(f)
                        if for_win
                            && table
                                .claims()
                                .iter()
                                .any(|(s, c)| *s == f && *c == ClaimKind::Win) =>
                    {
                        parties.offender = Some(f);
                        parties.also = Some(seat);
                        Some(I::CompetingClaimsOnMisnamedTile)
                    }
                    _ => (!for_win).then_some(I::MisnamedDiscardClaimed),
                }
            } else if let Some(f) = first {
                parties.offender = Some(f);
                parties.also = Some(seat);
                Some(I::CompetingClaims)
            } else if self.latest_out_of_turn && !for_win {
                parties.offender = Some(d.seat);
                parties.caller = Some(seat);
                Some(I::OutOfTurnDiscardClaimed)
            } else if table.live_left() == 0 && !for_win {
                Some(I::ExposureOnLastDiscard)
            } else {
                None
            };
        if irregularity.is_some() {
            self.last_caller = Some(seat);
        }
        Step::Raised(irregularity.map(|i| self.raise(table, i, parties)))
    }

    /// Whether the tiles `seat` lays with the discard it called make one group.
    fn laid_with_discard_is_a_group(&self, table: &Table, seat: Seat, tiles: &[Kind]) -> bool {
        let Some(d) = win_discard(table, seat) else {
            return crate::analysis::american::Exposure {
                tiles: tiles.to_vec(),
            }
            .is_a_group();
        };
        // With the tile thrown, or with the tile named where the winner relied on it.
        [Some(table.kind(d.tile)), d.named]
            .into_iter()
            .flatten()
            .any(|k| {
                let mut group = tiles.to_vec();
                group.push(k);
                crate::analysis::american::Exposure { tiles: group }.is_a_group()
            })
    }

    fn exposure(&mut self, table: &Table, seat: Seat, tiles: &[Kind]) -> Step {
        let claim = table
            .claims()
            .iter()
            .rev()
            .find(|(s, _)| *s == seat)
            .map(|(_, c)| *c);
        let discard = table.latest_discard().filter(|_| claim.is_some());
        if claim == Some(ClaimKind::Win) {
            self.rack_group_shown |= self.group_shown;
            self.group_shown = true;
            return Step::Raised(None);
        }
        // Tiles laid from the rack with a declaration on a wall pick: the hand is shown,
        // and the call can no longer be taken back quietly (MJME 2024 p. 21 #2, p. 23 #6).
        if self.pending == Some(seat) {
            self.rack_group_shown = true;
            return Step::Raised(None);
        }
        if claim.is_none() {
            self.rack_laid = Some(seat);
        }
        // A claim already in question (misnamed tile, out of turn, …) is judged as such.
        if discard.is_some() && (misnamed(table) || self.latest_out_of_turn) {
            return Step::Raised(None);
        }
        let mut group = tiles.to_vec();
        if let Some(d) = discard {
            group.push(table.kind(d.tile));
        }
        let others = exposures_of(table, seat);
        if exposure_is_invalid(self.card, &group, &others) {
            let r = self.offender(table, Irregularity::InvalidExposure, seat);
            return Step::Raised(Some(r));
        }
        Step::Raised(None)
    }

    fn declaration(&mut self, table: &Table, seat: Seat) -> Step {
        use Irregularity as I;
        if table.dead().contains(&seat) {
            return Step::Raised(Some(self.offender(table, I::DeadHandPlayed, seat)));
        }
        let discard = win_discard(table, seat);
        let Some(win) = american_win(table, seat, self.card) else {
            // A group laid from the rack just before the words is shown with them.
            if self.rack_laid == Some(seat) {
                self.rack_group_shown = true;
            }
            self.false_declarers.push(seat);
            self.pending = Some(seat);
            self.falsely_claimed = discard.map(|d| d.tile);
            return Step::Raised(None);
        };
        self.group_shown = false;
        self.rack_group_shown = false;
        let mut parties = Parties {
            winner: Some(seat),
            offender: discard.map(|d| d.seat),
            discarder: discard.map(|d| d.seat),
            ..Default::default()
        };
        // A player who declares again over the same hand is still the one winner.
        let earlier = self
            .valid_winners
            .iter()
            .rev()
            .copied()
            .find(|s| *s != seat);
        if !self.valid_winners.contains(&seat) {
            self.valid_winners.push(seat);
        }
        let irregularity = if let Some(other) = earlier {
            parties.also = Some(other);
            I::SimultaneousWins
        } else if discard.is_some_and(|d| Some(d.tile) == self.falsely_claimed) {
            parties.caller = Some(seat);
            parties.also = self.false_declarers.last().copied();
            I::FalselyClaimedTileClaimed
        } else if seat == table.dealer() && !table.east_discarded() {
            if table.passes().is_empty() {
                I::HeavenlyHand
            } else {
                I::EarthlyHand
            }
        } else if discard.is_some() && self.latest_out_of_turn {
            parties.caller = Some(seat);
            I::OutOfTurnDiscardClaimed
        } else if discard
            .is_some_and(|d| table.kind(d.tile) == Kind::Joker && named_wrong(table, d))
        {
            I::WinOnMisnamedJoker
        } else if discard.is_some_and(|d| named_wrong(table, d)) {
            I::WinOnMisnamedDiscard
        } else if discard.is_some() && table.live_left() == 0 {
            I::WinOnLastDiscard
        } else if discard.is_none() && self.exchanged == Some(seat) {
            I::WinAfterJokerExchange
        } else if win.jokerless {
            I::JokerlessWin
        } else if seat == table.dealer() {
            I::DealerWins
        } else if discard.is_some() {
            I::WinOnDiscard
        } else {
            I::SelfPickedWin
        };
        let raised = self.raise(table, irregularity, parties);
        if discard.is_some() {
            self.valid_pending = Some((seat, raised));
            return Step::Raised(None);
        }
        Step::Raised(Some(raised))
    }
}
