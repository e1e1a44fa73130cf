//! Matters of the American game after the deal: the Charleston, calls, exposures checked
//! against the card, joker exchanges, mah jongg (valid or in error), dead hands and the
//! wall game. The card decides every question of what a hand is.

use super::{Irregularity, Raised};
use crate::analysis::american::{
    Card, Exposure, Hand, Match, distances, exposure_fits, match_hand,
};
use crate::rules::Parties;
use crate::table::{ClaimKind, Event, Seat, Table};
use crate::tiles::{Kind, TileId};

/// Whether the American watch took an event in hand, and what it raised.
pub(super) enum Step {
    /// Not an American matter: the general play watch looks at it.
    NotMine,
    Raised(Option<Raised>),
}

pub(super) struct AmericanWatch<'a> {
    card: &'a Card,
    /// Players who declared mah jongg in error, in order.
    false_declarers: Vec<Seat>,
    /// A declaration in error not yet classed: what it showed is known at the next event.
    pending: Option<Seat>,
    /// The declarer in error exposed the group made with the claimed discard.
    group_shown: bool,
    /// The discard taken for a mah jongg in error.
    falsely_claimed: Option<TileId>,
    /// The latest discard was thrown out of turn.
    latest_out_of_turn: bool,
    /// The player whose last move was a legal joker exchange.
    exchanged: Option<Seat>,
    valid_winners: Vec<Seat>,
    last_caller: Option<Seat>,
}

fn kinds(table: &Table, ids: &[TileId]) -> Vec<Kind> {
    ids.iter().map(|t| table.kind(*t)).collect()
}

/// The seat's exposures as the card matcher reads them.
pub fn exposures_of(table: &Table, seat: Seat) -> Vec<Exposure> {
    table.melds[seat.index()]
        .iter()
        .map(|m| Exposure {
            tiles: kinds(table, &m.tiles),
        })
        .collect()
}

/// Whether `seat` has called the latest discard for mah jongg.
pub fn claims_win_on_discard(table: &Table, seat: Seat) -> bool {
    table
        .claims
        .iter()
        .any(|(s, c)| *s == seat && *c == ClaimKind::Win)
        && table.latest_discard().is_some()
}

/// The discard `seat` called for mah jongg, lying or already laid in the group shown.
pub fn win_discard(table: &Table, seat: Seat) -> Option<&crate::table::Discard> {
    let called = table
        .claims
        .iter()
        .any(|(s, c)| *s == seat && *c == ClaimKind::Win);
    let laid = |d: &&crate::table::Discard| {
        matches!(d.state, crate::table::DiscardState::Lying)
            || d.state == crate::table::DiscardState::Claimed(seat)
    };
    table.discards.last().filter(|d| called && laid(d))
}

/// The seat's hand as it stands, with the latest discard where it is claimed for mah
/// jongg and not yet laid down.
pub fn hand_of(table: &Table, seat: Seat) -> Hand {
    let mut concealed = kinds(table, table.rack(seat));
    if claims_win_on_discard(table, seat)
        && let Some(d) = table.latest_discard()
    {
        concealed.push(table.kind(d.tile));
    }
    Hand::new(concealed, exposures_of(table, seat))
}

/// What `seat` could still come by: for each kind (by `Kind::index`) the tiles neither
/// among the discards, nor in anyone's exposure, nor on its own rack; and the jokers
/// neither discarded nor its own (one in another player's exposure may be exchanged for).
pub fn unseen_by(table: &Table, seat: Seat) -> ([u8; Kind::COUNT], u8) {
    let mut unseen = [0u8; Kind::COUNT];
    for k in &table.kinds {
        unseen[k.index()] = unseen[k.index()].saturating_add(1);
    }
    let mut out = |id: &TileId| {
        let i = table.kind(*id).index();
        unseen[i] = unseen[i].saturating_sub(1);
    };
    let discarded = table
        .discards
        .iter()
        .filter(|d| !matches!(d.state, crate::table::DiscardState::Claimed(_)))
        .map(|d| &d.tile);
    let melds = table.melds.iter().flatten().flat_map(|m| m.tiles.iter());
    discarded
        .chain(melds)
        .chain(table.rack(seat))
        .for_each(&mut out);
    let exposed_jokers = |s: Seat| {
        table.melds[s.index()]
            .iter()
            .flat_map(|m| m.tiles.iter())
            .filter(|t| table.kind(**t) == Kind::Joker)
            .count()
    };
    let others: usize = Seat::ALL
        .into_iter()
        .filter(|s| *s != seat)
        .map(exposed_jokers)
        .sum();
    let jokers =
        unseen[Kind::Joker.index()].saturating_add(u8::try_from(others).unwrap_or(u8::MAX));
    (unseen, jokers)
}

/// The best card hand the seat's hand completes: the highest value, jokerless first.
pub fn american_win(table: &Table, seat: Seat, card: &Card) -> Option<Match> {
    if table.dead.contains(&seat) || table.thrown_in.contains(&seat) {
        return None;
    }
    match_hand(card, &hand_of(table, seat))
        .into_iter()
        .max_by_key(|m| (m.value, m.jokerless))
}

/// The value of the hand a player was aiming at: the nearest card hands to the tiles
/// held, the highest of them (what the player would have named).
pub fn attempted_value(table: &Table, seat: Seat, card: &Card) -> u16 {
    let d = distances(card, &hand_of(table, seat));
    let Some(near) = d.first().map(|(_, n)| *n) else {
        return card.lowest_value();
    };
    d.iter()
        .take_while(|(_, n)| *n == near)
        .filter_map(|(at, _)| card.line(*at).map(|l| l.value))
        .max()
        .unwrap_or_else(|| card.lowest_value())
}

/// A group exposed during play that no hand of the card allows, or that is no group.
pub fn exposure_is_invalid(card: &Card, group: &[Kind], others: &[Exposure]) -> bool {
    let naturals: Vec<Kind> = group
        .iter()
        .copied()
        .filter(|k| *k != Kind::Joker)
        .collect();
    let mixed = naturals.iter().any(|k| Some(k) != naturals.first());
    mixed
        || group.len() < 3
        || !exposure_fits(
            card,
            &Exposure {
                tiles: group.to_vec(),
            },
            others,
        )
}

/// The name a joker discard may carry: "joker", or the tile thrown just before it.
fn joker_named_right(table: &Table) -> bool {
    table
        .latest_discard()
        .is_none_or(|d| joker_name_fits(table, d))
}

/// Whether the last discard `d`, a joker, was announced by a name it may carry.
fn joker_name_fits(table: &Table, d: &crate::table::Discard) -> bool {
    let before = table
        .discards
        .len()
        .checked_sub(2)
        .and_then(|i| table.discards.get(i))
        .map(|p| table.kind(p.tile));
    match d.named {
        None => true,
        Some(n) => n == Kind::Joker || Some(n) == before,
    }
}

/// The discard lying was named as something it is not.
fn misnamed(table: &Table) -> bool {
    table
        .latest_discard()
        .is_some_and(|d| named_wrong(table, d))
}

/// The last discard `d`, lying or already laid in a winning group, was named as something
/// it is not.
fn named_wrong(table: &Table, d: &crate::table::Discard) -> bool {
    let real = table.kind(d.tile);
    if real == Kind::Joker {
        !joker_name_fits(table, d)
    } else {
        d.named.is_some_and(|n| n != real)
    }
}

impl<'a> AmericanWatch<'a> {
    pub(super) fn new(card: &'a Card) -> Self {
        AmericanWatch {
            card,
            false_declarers: Vec::new(),
            pending: None,
            group_shown: false,
            falsely_claimed: None,
            latest_out_of_turn: false,
            exchanged: None,
            valid_winners: Vec::new(),
            last_caller: None,
        }
    }

    /// Seats out of play, as the bit mask `Parties::out` carries.
    fn out(&self, table: &Table) -> u8 {
        let mut mask = 0u8;
        let seats = self
            .false_declarers
            .iter()
            .chain(&table.thrown_in)
            .chain(&table.shown)
            .chain(&table.dead);
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
        let seat = self.pending?;
        if matches!(event, Some(Event::HandShown { seat: s }) if *s == seat) {
            return None;
        }
        self.pending = None;
        let shown = std::mem::take(&mut self.group_shown);
        let irregularity = if shown {
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
                discarder: table.discards.last().map(|d| d.seat),
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
        let dead = |s: &Seat| table.dead.contains(s);
        let raised = |r: Raised| Step::Raised(Some(r));
        match event {
            Event::Passed {
                from, tiles, blind, ..
            } => {
                // A seat dealt nothing: three play, and there is no Charleston.
                let three = Seat::ALL
                    .iter()
                    .any(|s| table.rack(*s).is_empty() && table.melds[s.index()].is_empty());
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
                let natural = table.melds[owner.index()]
                    .get(usize::from(*meld))
                    .and_then(|m| {
                        m.tiles
                            .iter()
                            .map(|t| table.kind(*t))
                            .find(|k| *k != Kind::Joker)
                    });
                let on_turn = table.turn == Some(*seat) && table.holding == Some(*seat);
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
                } else {
                    if *completed {
                        self.exchanged = Some(*seat);
                    }
                    None
                };
                Step::Raised(irregularity.map(|i| self.raise(table, i, parties)))
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
            Event::DeadCalled { by, against } if table.east_discarded => {
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
                let third = *conceded && !dead(seat) && table.dead.len() == 2;
                let irregularity = if third {
                    I::ThirdDeadHand
                } else {
                    I::DeadCallAnswered
                };
                // A disputed call is settled when the hand is examined at the end: until
                // then neither side is at fault.
                let parties = Parties {
                    offender: conceded.then_some(*seat),
                    caller: self.last_caller,
                    called: Some(*seat),
                    ..Default::default()
                };
                raised(self.raise(table, irregularity, parties))
            }
            Event::TilesCounted if table.east_discarded => {
                let wrong = super::wrong_count_seats(table);
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
                if dead(seat) {
                    raised(self.offender(table, I::DeadHandPlayed, *seat))
                } else {
                    Step::NotMine
                }
            }
            Event::Discarded { seat, .. } => {
                self.exchanged = None;
                let in_turn = table.turn == Some(*seat) && table.holding == Some(*seat);
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
        if table.dead.contains(&seat) {
            return Step::Raised(Some(self.offender(table, I::DeadHandPlayed, seat)));
        }
        let Some(d) = table.latest_discard() else {
            return Step::NotMine;
        };
        let real = table.kind(d.tile);
        let for_win = claim == ClaimKind::Win;
        let first = table
            .claims
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
                .drawn
                .filter(|(s, _, _)| table.holding == Some(*s) && *s == d.seat.right())
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
                                .claims
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

    fn exposure(&mut self, table: &Table, seat: Seat, tiles: &[Kind]) -> Step {
        let claim = table
            .claims
            .iter()
            .rev()
            .find(|(s, _)| *s == seat)
            .map(|(_, c)| *c);
        let discard = table.latest_discard().filter(|_| claim.is_some());
        if claim == Some(ClaimKind::Win) {
            self.group_shown = true;
            return Step::Raised(None);
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
        if table.dead.contains(&seat) {
            return Step::Raised(Some(self.offender(table, I::DeadHandPlayed, seat)));
        }
        let discard = win_discard(table, seat);
        let Some(win) = american_win(table, seat, self.card) else {
            self.false_declarers.push(seat);
            self.pending = Some(seat);
            self.falsely_claimed = discard.map(|d| d.tile);
            return Step::Raised(None);
        };
        self.group_shown = false;
        let mut parties = Parties {
            winner: Some(seat),
            offender: discard.map(|d| d.seat),
            discarder: discard.map(|d| d.seat),
            ..Default::default()
        };
        let earlier = self.valid_winners.last().copied();
        self.valid_winners.push(seat);
        let irregularity = if let Some(other) = earlier {
            parties.also = Some(other);
            I::SimultaneousWins
        } else if discard.is_some_and(|d| Some(d.tile) == self.falsely_claimed) {
            parties.caller = Some(seat);
            parties.also = self.false_declarers.last().copied();
            I::FalselyClaimedTileClaimed
        } else if seat == table.dealer && !table.east_discarded {
            if table.passes.is_empty() {
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
        } else if seat == table.dealer {
            I::DealerWins
        } else if discard.is_some() {
            I::WinOnDiscard
        } else {
            I::SelfPickedWin
        };
        Step::Raised(Some(self.raise(table, irregularity, parties)))
    }
}
