//! Matters raised during play: draws, discards and claims gone wrong.

use super::{Irregularity, Raised};
use crate::analysis::standard;
use crate::rules::Parties;
use crate::table::{ClaimKind, DiscardState, Event, Seat, Table};
use crate::tiles::Kind;

#[derive(Clone)]
pub(super) struct PlayWatch<'a> {
    config: Settings<'a>,
    /// Players who declared a win that was not one, on the latest discard or draw and not
    /// yet ruled on: several of them are one matter (Millington 83). A discard or a call
    /// to the referee starts afresh.
    false_winners: Vec<Seat>,
    /// Riichi: players in riichi who made a concealed kan the rule forbids (one that
    /// changes the wait); it comes to light when the hand is shown.
    illegal_kans: Vec<Seat>,
    /// Seconds passed since the latest discard.
    since_discard: u32,
}

/// What the general play watch needs of the ruleset.
#[derive(Debug, Clone, Copy)]
struct Settings<'a> {
    win_check: crate::rules::WinCheck,
    claim_window_seconds: Option<u8>,
    /// Who takes a discard two players call, where the ruleset rules it.
    claim_priority: Option<&'a [Vec<ClaimKind>]>,
    rules: PlayRules,
}

/// The ruleset's own rules of play that a matter turns on: each is ruleset data
/// (`RulesetMeta`), so that a ruleset that plays them gets the matters without Rust.
#[derive(Debug, Clone, Copy, Default)]
pub struct PlayRules {
    /// Discarding what a call could have been made with, right after it, is a foul.
    pub swap_calls_forbidden: bool,
    /// The giver of the last set of big three dragons or big four winds is liable.
    pub liability: bool,
    /// A second word said on the same discard is a changed call.
    pub changed_call_is_a_matter: bool,
    /// A win called with another word than the moment asks for is a matter.
    pub win_word_is_a_matter: bool,
    /// The situations older rules ended a hand with (abortive draws) are asked about.
    pub abortive_draws_asked: bool,
    /// Each player says at the exhaustive draw whether the hand is ready.
    pub ready_declared_at_the_draw: bool,
    /// A discard before the called set is laid out is pointed out.
    pub call_order_pointed_out: bool,
    /// A dead-wall tile turned face up is a matter of its own.
    pub dead_wall_exposure_is_a_matter: bool,
    /// Several rons on one discard are judged beside each other.
    pub several_rons_judged: bool,
    /// A win is settled beside a hand with the wrong count or a false set.
    pub win_settled_beside_faulty_hands: bool,
    /// The most kans a hand may hold; one beyond is a matter.
    pub most_kans: Option<u8>,
    /// After which warning signs a win on a discard is asked about as a dangerous discard.
    pub dangerous_discards: Option<crate::rules::DangerousDiscards>,
    /// A call for a set after the next player has drawn is a matter.
    pub set_calls_until_next_draw: bool,
}

impl PlayRules {
    pub fn of(meta: &crate::rules::RulesetMeta) -> Self {
        PlayRules {
            swap_calls_forbidden: meta.swap_calls_forbidden,
            liability: meta.liability,
            changed_call_is_a_matter: meta.changed_call_is_a_matter,
            win_word_is_a_matter: meta.win_word_is_a_matter,
            abortive_draws_asked: meta.abortive_draws_asked,
            ready_declared_at_the_draw: meta.ready_declared_at_the_draw,
            call_order_pointed_out: meta.call_order_pointed_out,
            dead_wall_exposure_is_a_matter: meta.dead_wall_exposure_is_a_matter,
            several_rons_judged: meta.several_rons_judged,
            win_settled_beside_faulty_hands: meta.win_settled_beside_faulty_hands,
            most_kans: meta.most_kans,
            dangerous_discards: meta.dangerous_discards,
            set_calls_until_next_draw: meta.set_calls_until_next_draw,
        }
    }
}

/// Two claims on the latest discard: the one that takes it is the caller, the other
/// `also`. The ruleset's `priority` ranks the kinds of claim; between two of the same rank,
/// the claimant nearer in turn after the discarder takes it.
fn competing(
    table: &Table,
    priority: &[Vec<ClaimKind>],
    a: (Seat, ClaimKind),
    b: (Seat, ClaimKind),
) -> Option<Raised> {
    let discarder = table.latest_discard()?.seat;
    let rank = |k: ClaimKind| {
        priority
            .iter()
            .position(|r| r.contains(&k))
            .unwrap_or(usize::MAX)
    };
    let order = |(s, k): (Seat, ClaimKind)| (rank(k), discarder.turns_to(s));
    let (first, second) = if order(a) <= order(b) {
        (a.0, b.0)
    } else {
        (b.0, a.0)
    };
    Some(Raised {
        irregularity: Irregularity::CompetingClaims,
        parties: Parties {
            caller: Some(first),
            also: Some(second),
            discarder: Some(discarder),
            ..Default::default()
        },
    })
}

impl<'a> PlayWatch<'a> {
    pub(super) fn new(
        win_check: crate::rules::WinCheck,
        claim_window_seconds: Option<u8>,
        claim_priority: Option<&'a [Vec<ClaimKind>]>,
        rules: PlayRules,
    ) -> Self {
        PlayWatch {
            config: Settings {
                win_check,
                claim_window_seconds,
                claim_priority,
                rules,
            },
            false_winners: Vec::new(),
            illegal_kans: Vec::new(),
            since_discard: 0,
        }
    }

    /// A fault by `seat` in calling ron came at the same moment as a win where another
    /// player called ron on the same discard and that hand wins: that player is named
    /// the winner, and the discarder with them.
    fn name_the_win_beside(&self, table: &Table, seat: Seat, r: &mut Raised) {
        let word_matters = self.config.rules.win_word_is_a_matter;
        r.parties.winner = Seat::ALL.into_iter().find(|s| {
            *s != seat
                && table.claims_win(*s)
                && !table.barred().contains(s)
                && !table.has_false_set(*s)
                && !(word_matters && table.wrong_win_word(*s).is_some())
                && crate::table::riichi::valid(table, *s, &table.concealed_with_claimed(*s), true)
        });
        if r.parties.winner.is_some() {
            r.parties.discarder = table.tile_to_win_on().map(|(seat, _)| seat);
        }
    }

    /// Matters of conduct, raised whenever they happen.
    fn conduct(table: &Table, event: &Event) -> Option<Raised> {
        match event {
            Event::ArrivedLate { seat, .. } => {
                Some(Raised::offender(Irregularity::Lateness, *seat))
            }
            Event::InformationPassed { from, .. } => {
                Some(Raised::offender(Irregularity::PassedInformation, *from))
            }
            Event::RefereeDisobeyed { seat } => {
                Some(Raised::offender(Irregularity::Disobedience, *seat))
            }
            Event::BonusSetAside { seat, tile } if !tile.is_bonus() => {
                Some(Raised::offender(Irregularity::FalseBonusDeclaration, *seat))
            }
            // Only a declaration still before the table prompts laying a hand down; one
            // ruled on before play went on is over.
            Event::HandShown { seat } if table.declaring().is_some_and(|d| d != *seat) => {
                let mut r = Raised::offender(Irregularity::HandRevealedAfterWin, *seat);
                r.parties.winner = table.declaring();
                Some(r)
            }
            _ => None,
        }
    }

    /// Looks at an event before it is applied, against the table as it stands.
    pub(super) fn before(&mut self, table: &Table, event: &Event) -> Option<Raised> {
        if let Some(r) = Self::conduct(table, event) {
            return Some(r);
        }
        if !table.racked() {
            return None;
        }
        match event {
            Event::Discarded { .. } => {
                self.since_discard = 0;
                self.false_winners.clear();
            }
            Event::RefereeCalled { .. } => self.false_winners.clear(),
            Event::Paused { seconds } => self.since_discard += u32::from(*seconds),
            _ => {}
        }
        let on_turn = |seat: Seat| table.turn() == Some(seat);
        let holding = |seat: Seat| table.holding() == Some(seat);
        let kan_maker = makes_a_kan(table, event);
        match event {
            // A player who says another call on the same discard has changed the call;
            // what the first word was, and how soon it was changed, decide the matter.
            Event::Claimed { seat, claim }
                if self.config.rules.changed_call_is_a_matter
                    && table.claims().iter().any(|(s, k)| s == seat && k != claim) =>
            {
                let mut r = Raised::offender(Irregularity::CallChanged, *seat);
                r.parties.discarder = table.latest_discard().map(|d| d.seat);
                Some(r)
            }
            // The other word for a win, or a wrong one put right at once, is ruled on the
            // word; a wrong word left standing only when the hand is shown.
            Event::WinWordSaid {
                seat,
                word,
                corrected_at_once,
            } if self.config.rules.win_word_is_a_matter
                && *word != table.win_word_asked(*seat)
                && (word.is_a_win_word() || *corrected_at_once) =>
            {
                let on_discard = table.win_word_asked(*seat) == crate::table::WinWord::Ron;
                Some(wrong_word_for_win(table, *seat, on_discard))
            }
            // A wrong word left standing is a chombo; beside another's ron on the same
            // discard that wins, it came at the same moment as a win.
            Event::DeclaredWin { seat }
                if self.config.rules.win_word_is_a_matter
                    && table.wrong_win_word(*seat).is_some() =>
            {
                let on_discard = table.claims_win(*seat);
                let mut r = wrong_word_for_win(table, *seat, on_discard);
                if self.config.rules.several_rons_judged && on_discard {
                    self.name_the_win_beside(table, *seat, &mut r);
                }
                Some(r)
            }
            // A riichi dead hand plays on but may not call or declare riichi.
            Event::Claimed { seat, claim } | Event::ClaimedEarlierDiscard { seat, claim }
                if *claim != ClaimKind::Win && table.dead_playing().contains(seat) =>
            {
                Some(Raised::offender(Irregularity::CallWithDeadHand, *seat))
            }
            // A call for a set on a discard after a tile was drawn since it: too late.
            Event::Claimed { seat, claim }
                if self.config.rules.set_calls_until_next_draw
                    && *claim != ClaimKind::Win
                    && table.latest_discard().is_some()
                    && table.drawn().is_some() =>
            {
                let mut r = Raised::offender(Irregularity::ClaimAfterNextPick, *seat);
                r.parties.discarder = table.latest_discard().map(|d| d.seat);
                Some(r)
            }
            Event::DeclaredRiichi { seat, .. } if table.dead_playing().contains(seat) => {
                Some(Raised::offender(Irregularity::CallWithDeadHand, *seat))
            }
            // A dead hand may make no kan, a concealed one or one added to a pon included.
            Event::DeclaredKong { seat, .. } | Event::AddedToMeld { seat, .. }
                if table.dead_playing().contains(seat) =>
            {
                Some(Raised::offender(Irregularity::CallWithDeadHand, *seat))
            }
            // Riichi: after the riichi discard a player in riichi throws each tile drawn
            // (or wins on it, or makes a concealed kan); throwing another changes the hand,
            // a matter no article rules (the fallback does).
            Event::Discarded { seat, tile, .. }
                if table.in_riichi().contains(seat)
                    && table.riichi_discard(*seat).is_some()
                    && table
                        .drawn()
                        .is_some_and(|(s, id, _)| s == *seat && table.kind(id) != *tile) =>
            {
                Some(Raised::offender(Irregularity::RiichiHandChanged, *seat))
            }
            // Riichi: a hand in riichi changes only by a concealed kan that keeps its wait;
            // a call for a set is a matter (no article rules it: the fallback does).
            Event::Claimed { seat, claim } | Event::ClaimedEarlierDiscard { seat, claim }
                if *claim != ClaimKind::Win && table.in_riichi().contains(seat) =>
            {
                Some(Raised::offender(Irregularity::CallInRiichi, *seat))
            }
            // Riichi: a kan after riichi that changes the wait is noted, not raised: it
            // comes to light when the hand is shown, at a win or at the exhaustive draw.
            Event::DeclaredKong { seat, tile }
                if table.in_riichi().contains(seat)
                    && crate::table::riichi::riichi_kan_is_illegal(table, *seat, *tile) =>
            {
                if !self.illegal_kans.contains(seat) {
                    self.illegal_kans.push(*seat);
                }
                None
            }
            Event::DeclaredWin { seat } if self.illegal_kans.contains(seat) => {
                Some(Raised::offender(Irregularity::IllegalKanInRiichi, *seat))
            }
            Event::HandShown { seat } | Event::DeclaredNotReady { seat }
                if self.illegal_kans.contains(seat) && table.live_left() == 0 =>
            {
                Some(Raised::offender(Irregularity::IllegalKanInRiichi, *seat))
            }
            // Riichi: a hand in riichi must be shown at the exhaustive draw; one not ready
            // comes to light then. A hand in riichi may not be called not ready: said so,
            // it is shown all the same.
            Event::HandShown { seat } | Event::DeclaredNotReady { seat }
                if table.in_riichi().contains(seat)
                    && table.live_left() == 0
                    && table.declaring().is_none()
                    && !crate::table::riichi::tenpai(table, *seat) =>
            {
                Some(Raised::offender(Irregularity::NotenRiichi, *seat))
            }
            // Riichi: the last player says whether the hand is ready at the exhaustive
            // draw; the noten payments are due. Only a shown hand that waits counts ready,
            // never a dead one; a hand in riichi is shown whatever its player says.
            Event::HandShown { seat } | Event::DeclaredNotReady { seat }
                if self.config.rules.ready_declared_at_the_draw
                    && table.live_left() == 0
                    && table.declared().is_empty()
                    && Seat::ALL
                        .into_iter()
                        .all(|s| s == *seat || table.said_ready_or_not(s)) =>
            {
                let shows = |s: Seat| {
                    table.shown().contains(&s)
                        || table.in_riichi().contains(&s)
                        || (s == *seat && matches!(event, Event::HandShown { .. }))
                };
                let ready = |s: Seat| {
                    shows(s)
                        && !table.dead().contains(&s)
                        && !table.dead_playing().contains(&s)
                        && crate::table::riichi::tenpai(table, s)
                };
                let mut r = Raised {
                    irregularity: Irregularity::ExhaustiveDraw,
                    parties: Parties::default(),
                };
                r.parties.ready = Seat::ALL
                    .into_iter()
                    .filter(|s| ready(*s))
                    .fold(0, |bits, s| bits | 1 << s.index());
                Some(r)
            }
            // A caller who laid the set out but discards with the called tile still lying
            // among the discards: whether it is taken before two more players discard
            // decides the matter.
            Event::Discarded { seat, .. }
                if table
                    .called_tile_left(*seat)
                    .is_some_and(|t| table.discards().last().is_some_and(|d| d.tile == t)) =>
            {
                Some(Raised::offender(Irregularity::CalledTileNotTaken, *seat))
            }
            // The fourth discard of the hand, the same wind as the three before it, none
            // called: once an abortive draw.
            Event::Discarded {
                seat,
                tile: tile @ Kind::Wind(_),
                ..
            } if self.config.rules.abortive_draws_asked
                && four_winds_first(table, *seat, *tile) =>
            {
                Some(Raised {
                    irregularity: Irregularity::FourWindsDiscardedFirst,
                    parties: Parties::default(),
                })
            }
            // The riichi discard of the last of the four players to declare: once an
            // abortive draw.
            Event::Discarded { seat, .. }
                if self.config.rules.abortive_draws_asked
                    && table.in_riichi().len() == 4
                    && table.riichi_declared_at(*seat) == Some(table.discards().len()) =>
            {
                Some(Raised {
                    irregularity: Irregularity::FourRiichi,
                    parties: Parties::default(),
                })
            }
            // A kan beyond the most a hand may hold (riichi: no fifth, EMA 2016 s. 3.3.10).
            _ if kan_maker.is_some()
                && self
                    .config
                    .rules
                    .most_kans
                    .is_some_and(|most| table.kans_made() >= usize::from(most)) =>
            {
                kan_maker.map(|seat| Raised::offender(Irregularity::KanBeyondTheLast, seat))
            }
            // The fourth kan of the hand, the first three not all of its maker: once an
            // abortive draw.
            _ if self.config.rules.abortive_draws_asked
                && kan_maker
                    .is_some_and(|seat| table.kans_made() == 3 && table.kans_of(seat) < 3) =>
            {
                Some(Raised {
                    irregularity: Irregularity::FourKans,
                    parties: Parties::default(),
                })
            }
            // Riichi: a caller who discards before laying the set out has only the order
            // wrong (call, show, take, discard).
            Event::Discarded { seat, .. }
                if self.config.rules.call_order_pointed_out
                    && !holding(*seat)
                    && table.claims_a_set(*seat) =>
            {
                Some(Raised::offender(Irregularity::DiscardBeforeExposing, *seat))
            }
            Event::Discarded { seat, tile, .. }
                if self.config.rules.swap_calls_forbidden
                    && crate::table::riichi::swap_call(table, *seat, *tile) =>
            {
                Some(Raised::offender(Irregularity::SwapCall, *seat))
            }
            Event::Picked { seat, at, .. } => {
                if !on_turn(*seat) || holding(*seat) {
                    Some(Raised::offender(Irregularity::DrawOutOfTurn, *seat))
                } else if table.remaining().next() != Some(*at) {
                    Some(Raised::offender(Irregularity::WrongTileDrawn, *seat))
                } else {
                    None
                }
            }
            Event::Claimed { seat, .. }
                if self
                    .config
                    .claim_window_seconds
                    .is_some_and(|w| self.since_discard > u32::from(w))
                    && table.latest_discard().is_some() =>
            {
                Some(Raised::offender(Irregularity::LateClaim, *seat))
            }
            // Whoever touches the wall while the player on turn holds a tile not yet
            // discarded, not only the next player.
            Event::TouchedWall { seat, .. } if table.holding().is_some_and(|h| h != *seat) => {
                Some(Raised::offender(Irregularity::WallTouchedEarly, *seat))
            }
            // Tiles of another player's hand knocked over: the one who knocked them over
            // is at fault, not their owner.
            Event::TilesRevealed {
                seat, by: Some(by), ..
            } if by != seat => Some(Raised::offender(Irregularity::AnotherHandExposed, *by)),
            Event::TilesRevealed { seat, .. } => Some(Raised::offender(
                Irregularity::TilesRevealedByMistake,
                *seat,
            )),
            // Riichi is for a concealed hand: a claimed set laid down makes it open (a
            // concealed kan does not).
            Event::DeclaredRiichi { seat, .. }
                if table.melds(*seat).iter().any(|m| m.claimed.is_some()) =>
            {
                Some(Raised::offender(Irregularity::RiichiOnOpenHand, *seat))
            }
            // Riichi is declared by saying it and laying the discard sideways; an attempt
            // that misses either is a fault of its own.
            Event::DeclaredRiichi {
                seat, said, turned, ..
            } if !(*said && *turned) => {
                Some(Raised::offender(Irregularity::RiichiDeclaredWrongly, *seat))
            }
            Event::Claimed { seat, claim } => {
                let drew = |s: Seat| table.drawn().is_some_and(|(d, _, _)| d == s);
                let drew_since_discard = drew(*seat) && table.latest_discard().is_some();
                if on_turn(*seat) && holding(*seat) && drew_since_discard {
                    Some(Raised::offender(Irregularity::ClaimAfterDrawing, *seat))
                } else if let Some(priority) = self.config.claim_priority {
                    // A claim by the player who had drawn is rule 66's matter, not this.
                    let other = table
                        .claims()
                        .iter()
                        .find(|(s, _)| s != seat && !drew(*s))
                        .copied();
                    other.and_then(|o| competing(table, priority, o, (*seat, *claim)))
                } else {
                    None
                }
            }
            Event::TurnedUp { seat, at, .. }
                if self.config.rules.dead_wall_exposure_is_a_matter
                    && table.dead_wall().contains(at)
                    && !table.face_up().contains(at) =>
            {
                Some(Raised::offender(Irregularity::DeadWallTileExposed, *seat))
            }
            Event::WallTilesExposed { seat, .. } => {
                Some(Raised::offender(Irregularity::WallTilesExposed, *seat))
            }
            Event::TurnedUp { seat, at, .. } => {
                let next = table.remaining().next() == Some(*at);
                if on_turn(*seat) && !holding(*seat) && next {
                    Some(Raised::offender(Irregularity::NextWallTileExposed, *seat))
                } else {
                    Some(Raised::offender(Irregularity::WallTileSeen, *seat))
                }
            }
            Event::ClaimWithdrawn { seat } => {
                Some(Raised::offender(Irregularity::ClaimWithdrawn, *seat))
            }
            // Adding the fourth tile of a pung from the hand, on the player's own turn
            // after a draw, is play where the ruleset makes the tile one to rob (EMA 2016
            // s. 3.3.6): no matter for the referee, as a pon called is none.
            Event::AddedToMeld {
                seat,
                from_discard: false,
                ..
            } if table.config().kan_robbable
                && kan_maker == Some(*seat)
                && table.turn() == Some(*seat)
                && table.drawn().is_some_and(|(s, _, _)| s == *seat) =>
            {
                None
            }
            Event::AddedToMeld { seat, .. } | Event::TookFromMeld { seat, .. } => {
                Some(Raised::offender(Irregularity::ExposedSetChanged, *seat))
            }
            Event::DiscardTakenBack { seat } => {
                let claimed = !table.claim_history().is_empty();
                let irregularity = if claimed {
                    Irregularity::DiscardTakenBackAfterClaim
                } else {
                    Irregularity::DiscardTakenBack
                };
                Some(Raised::offender(irregularity, *seat))
            }
            Event::Discarded { seat, .. } => {
                let own_last = table
                    .discards()
                    .last()
                    .is_some_and(|d| d.seat == *seat && !matches!(d.state, DiscardState::Dead));
                if own_last
                    && !holding(*seat)
                    && table.drawn().is_none()
                    && table.turn() == Some(seat.right())
                {
                    Some(Raised::offender(Irregularity::SeveralDiscards, *seat))
                } else if on_turn(*seat) && !holding(*seat) {
                    Some(Raised::offender(Irregularity::ForgotToDraw, *seat))
                } else if !on_turn(*seat) && !holding(*seat) {
                    Some(Raised::offender(Irregularity::DiscardOutOfTurn, *seat))
                } else if table.bonus_owed_to() == Some(*seat) && table.east_discarded() {
                    // A bonus tile set aside in play is replaced from the loose tiles.
                    Some(Raised::offender(Irregularity::LooseTileForgotten, *seat))
                } else if table.kong_made_by() == Some(*seat) && table.config().kong_counts_three {
                    // Where a kong counts three, its fourth tile is replaced from the wall.
                    Some(Raised::offender(Irregularity::LooseTileForgotten, *seat))
                } else {
                    None
                }
            }
            Event::Exposed { seat, tiles } | Event::ExposedWithoutDiscard { seat, tiles } => {
                exposure(table, *seat, tiles)
            }
            Event::TakenIntoHand { seat } => {
                let claimed = table.claims().iter().any(|(s, _)| s == seat);
                let irregularity = if claimed {
                    Irregularity::ClaimNotExposed
                } else {
                    Irregularity::DiscardIntoHand
                };
                Some(Raised::offender(irregularity, *seat))
            }
            Event::DeclaredWin { seat } => {
                // Riichi: a tile drawn out of turn and kept apart is no part of the hand;
                // it goes back to the wall (RII-18).
                let mut concealed: Vec<Kind> =
                    if self.config.win_check == crate::rules::WinCheck::RiichiYaku {
                        table.rack_kinds_without_kept_apart(*seat)
                    } else {
                        table.rack_kinds(*seat)
                    };
                // A win on a discard takes the discard into the hand.
                let on_discard = table.claims_win(*seat);
                // On a discard, or on a tile added for a kan where it may be robbed.
                let won_on = table.tile_to_win_on().filter(|_| on_discard);
                if let Some((_, tile)) = won_on {
                    concealed.push(table.kind(tile));
                }
                // A long, short or foul hand cannot go mah-jong, whatever its tiles show;
                // nor can a player the referee has already ruled may not win this hand.
                let false_set = table.has_false_set(*seat);
                let faulty_declarer = false_set || table.barred().contains(seat);
                let valid = !faulty_declarer
                    && match self.config.win_check {
                        crate::rules::WinCheck::Standard => {
                            standard::is_complete(&concealed, table.melds(*seat).len())
                        }
                        crate::rules::WinCheck::McrFan => {
                            crate::table::mcr::valid(table, *seat, &concealed, on_discard)
                        }
                        // Riichi: a self-draw wins on the tile due, drawn in turn; one
                        // drawn while another's turn went on, or from further along the
                        // wall, was never the player's.
                        crate::rules::WinCheck::RiichiYaku => {
                            (on_discard
                                || (table.turn() == Some(*seat)
                                    && !table.drew_a_tile_not_due(*seat)))
                                && crate::table::riichi::valid(table, *seat, &concealed, on_discard)
                        }
                        // The American watch judges American declarations against the card.
                        crate::rules::WinCheck::AmericanCard => false,
                    };
                // Chinese Official: a complete hand worth too little is a false win, judged
                // alone however many players declare; a declaration on a tile that
                // completes no hand is a win on the wrong tile.
                if !valid && self.config.win_check == crate::rules::WinCheck::McrFan {
                    let complete = !false_set
                        && crate::table::mcr::complete(table, *seat, &concealed, on_discard);
                    let irregularity = if complete {
                        Irregularity::FalseWin
                    } else {
                        Irregularity::WinOnWrongTile
                    };
                    return Some(Raised::offender(irregularity, *seat));
                }
                if valid {
                    let expected = |s: Seat| table.expected_count(s);
                    let faulty = Seat::ALL
                        .into_iter()
                        .filter(|s| s != seat)
                        .find(|s| table.hand_size(*s) != expected(*s) || table.has_false_set(*s))
                        .filter(|_| !self.config.rules.win_settled_beside_faulty_hands);
                    if let Some(faulty) = faulty {
                        let mut r =
                            Raised::offender(Irregularity::SettlementWithFaultyHand, faulty);
                        r.parties.winner = Some(*seat);
                        return Some(r);
                    }
                    let discarder = won_on.map(|(seat, _)| seat);
                    // A self-drawn winning tile put among the hand: the win stands, but
                    // the wait cannot be seen (the articles say what it is then worth).
                    if !on_discard && table.drawn_tile_mixed_in(*seat) {
                        let mut r = Raised::offender(Irregularity::TsumoTileNotKeptApart, *seat);
                        r.parties.winner = Some(*seat);
                        return Some(r);
                    }
                    // Riichi: a second ron on the same discard, both hands winning. The
                    // claimant nearest the discarder in turn is named the winner (the
                    // head bump's), the other `also`; the editions rule who is paid.
                    if self.config.rules.several_rons_judged
                        && let Some(d) = discarder
                    {
                        let first = table.declared().iter().copied().find(|s| {
                            s != seat
                                && table.claims_win(*s)
                                && crate::table::riichi::valid(
                                    table,
                                    *s,
                                    &table.concealed_with_claimed(*s),
                                    true,
                                )
                        });
                        if let Some(first) = first {
                            let after = |s: Seat| (s.index() + 4 - d.index()) % 4;
                            let (near, far) = if after(first) < after(*seat) {
                                (first, *seat)
                            } else {
                                (*seat, first)
                            };
                            let mut r = Raised::offender(Irregularity::SimultaneousWins, d);
                            r.parties.winner = Some(near);
                            r.parties.also = Some(far);
                            r.parties.discarder = Some(d);
                            return Some(r);
                        }
                    }
                    // Chinese Official and riichi: no discard is dangerous; the win is
                    // settled.
                    // Where the ruleset says so (riichi), the player who gave the last set
                    // of big three dragons or big four winds is liable (pao) for the win.
                    let liable = self
                        .config
                        .rules
                        .liability
                        .then(|| crate::table::riichi::liable(table, *seat))
                        .flatten();
                    if matches!(
                        self.config.win_check,
                        crate::rules::WinCheck::McrFan | crate::rules::WinCheck::RiichiYaku
                    ) {
                        let irregularity = if liable.is_some() {
                            Irregularity::WinWithLiability
                        } else if on_discard && table.robbable().is_some() {
                            Irregularity::KanRobbed
                        } else {
                            Irregularity::ValidWin
                        };
                        let mut r = Raised::offender(irregularity, *seat);
                        r.parties.liable = liable;
                        r.parties.winner = Some(*seat);
                        r.parties.offender = discarder;
                        r.parties.discarder = discarder;
                        return Some(r);
                    }
                    // A win on a discard after warning signs: was the discard dangerous?
                    let discarder = discarder?;
                    let signs = self.config.rules.dangerous_discards?;
                    let warned = table.melds(*seat).len() >= usize::from(signs.sets_shown)
                        || table.live_left() <= usize::from(signs.live_wall_left);
                    if !warned {
                        return None;
                    }
                    let mut r = Raised::offender(Irregularity::WinOnRiskyDiscard, discarder);
                    r.parties.winner = Some(*seat);
                    return Some(r);
                }
                let earlier = self.false_winners.iter().copied().find(|s| s != seat);
                self.false_winners.push(*seat);
                Some(match earlier {
                    Some(first) => {
                        let mut r = Raised::offender(Irregularity::SeveralFalseWins, *seat);
                        r.parties.also = Some(first);
                        r
                    }
                    None => {
                        let mut r = Raised::offender(Irregularity::FalseWin, *seat);
                        // Riichi: another ron called on the same discard wins. The false
                        // one came at the same moment as a win; its winner is named.
                        if self.config.rules.several_rons_judged && on_discard {
                            self.name_the_win_beside(table, *seat, &mut r);
                        }
                        r
                    }
                })
            }
            _ => None,
        }
    }
}

/// Whether `seat` throwing `wind` makes the first four discards of the hand, one by each
/// player in turn from the dealer and none called, all that wind.
fn four_winds_first(table: &Table, seat: Seat, wind: Kind) -> bool {
    let d = table.discards();
    let dealer = table.dealer();
    d.len() == 3
        && seat == dealer.left()
        && d.iter()
            .zip([dealer, dealer.right(), dealer.right().right()])
            .all(|(x, s)| x.seat == s && table.kind(x.tile) == wind)
        && Seat::ALL.into_iter().all(|s| table.melds(s).is_empty())
}

/// The player a kan is made by, where `event` makes one: a concealed kan declared, a
/// called kan laid, or a fourth tile added to a pung.
fn makes_a_kan(table: &Table, event: &Event) -> Option<Seat> {
    match event {
        Event::DeclaredKong { seat, .. } => Some(*seat),
        Event::AddedToMeld {
            seat, meld, tile, ..
        } => {
            let set = table.melds(*seat).get(usize::from(*meld))?;
            let pung = set.tiles.len() == 3 && set.tiles.iter().all(|t| table.kind(*t) == *tile);
            pung.then_some(*seat)
        }
        Event::Exposed { seat, tiles } | Event::ExposedWithoutDiscard { seat, tiles }
            if tiles.len() == 3 =>
        {
            let (_, claim) = table.claims().iter().rev().find(|(s, _)| s == seat)?;
            (*claim == ClaimKind::Kong).then_some(*seat)
        }
        _ => None,
    }
}

/// A win called with the wrong word by `seat`; the discarder is a party where the win
/// is called on a discard.
fn wrong_word_for_win(table: &Table, seat: Seat, on_discard: bool) -> Raised {
    let mut r = Raised::offender(Irregularity::WrongWordForWin, seat);
    r.parties.discarder = table
        .tile_to_win_on()
        .map(|(seat, _)| seat)
        .filter(|_| on_discard);
    r
}

/// A set laid down after a claim must be the set claimed, made with the claimed discard.
fn exposure(table: &Table, seat: Seat, tiles: &[Kind]) -> Option<Raised> {
    let (_, claim) = *table.claims().iter().rev().find(|(s, _)| *s == seat)?;
    let discard = table.latest_discard()?;
    let taken = table.kind(discard.tile);
    let mut set = tiles.to_vec();
    set.push(taken);
    let fits = match claim {
        ClaimKind::Chow => {
            discard.seat.right() == seat
                && set.len() == 3
                && standard::is_set(&set)
                && set.iter().any(|k| *k != taken)
        }
        ClaimKind::Pung => set.len() == 3 && set.iter().all(|k| *k == taken),
        ClaimKind::Kong => set.len() == 4 && set.iter().all(|k| *k == taken),
        ClaimKind::Win | ClaimKind::Exposure => return None,
    };
    if fits {
        return None;
    }
    let rack: Vec<Kind> = table.rack(seat).iter().map(|t| table.kind(*t)).collect();
    let has = |kind: Kind, n: usize| rack.iter().filter(|k| **k == kind).count() >= n;
    let could = match claim {
        ClaimKind::Pung => has(taken, 2),
        ClaimKind::Kong => has(taken, 3),
        ClaimKind::Chow => {
            discard.seat.right() == seat
                && crate::analysis::standard::chow_partners(taken)
                    .iter()
                    .any(|(a, b)| has(*a, 1) && has(*b, 1))
        }
        _ => false,
    };
    let irregularity = if could {
        Irregularity::MisexposedSet
    } else {
        Irregularity::FalseClaim
    };
    Some(Raised::offender(irregularity, seat))
}
