//! Step 1 of judging: find, from the event log and the table alone, the irregular matter
//! the referee is asked about. The generator's intent is never an input here.

mod act;
mod american;
mod deal;
mod play;

pub use act::{Act, act_of};
pub use play::PlayRules;

use super::Parties;
use crate::table::{CHECKPOINT_EVERY, Event, Replay, Replayed, Seat, Table, TableError};
use serde::{Deserialize, Serialize};

/// The irregularities the referee can recognise. Each article names the one it judges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Irregularity {
    /// A wall tile was turned face up before the game started.
    TileTurnedUpInDeal,
    /// After picking and racking, some player's count is not 13 (14 for the dealer).
    WrongCountAfterDeal,
    /// A player took deal tiles from a wall other than the one being served.
    WrongWallInDeal,
    /// A player took tiles out of order within the served wall, and the table took it up.
    SelectionError,
    /// A player called another player's hand dead.
    DeadHandCalled,
    /// The player whose turn it is drew from the wall and then claimed the discard.
    ClaimAfterDrawing,
    /// The player whose turn it is let the next wall tile be seen before drawing it.
    NextWallTileExposed,
    /// Some other wall tile was seen by accident during play.
    WallTileSeen,
    /// Several wall tiles knocked over at once during play, their faces seen.
    WallTilesExposed,
    /// Riichi: a tile of the dead wall (not the dora indicator) turned face up.
    DeadWallTileExposed,
    /// A player knocked over tiles of another player's concealed hand, face up.
    AnotherHandExposed,
    /// A claimer gave back the discard they had claimed.
    ClaimWithdrawn,
    /// A player took back a discard nobody had claimed.
    DiscardTakenBack,
    /// A player took back a discard after a claim had been called on it.
    DiscardTakenBackAfterClaim,
    /// The player whose turn it is drew a tile other than the next one.
    WrongTileDrawn,
    /// A player drew from the wall when it was not their turn.
    DrawOutOfTurn,
    /// A player discarded when it was not their turn.
    DiscardOutOfTurn,
    /// A player discarded more than one tile.
    SeveralDiscards,
    /// A claim for chow, pung or kong that the claimer could not make.
    FalseClaim,
    /// A claimed set exposed with tiles that do not fit, although the right ones are in hand.
    MisexposedSet,
    /// A claimed discard taken into the hand without exposing the set.
    ClaimNotExposed,
    /// Riichi: riichi declared by a player who has claimed a set (an open hand).
    RiichiOnOpenHand,
    /// Riichi: riichi declared without saying the word, or without laying the riichi
    /// discard sideways.
    RiichiDeclaredWrongly,
    /// Riichi: a player whose hand was ruled dead called a discard for chii, pon or kan,
    /// or declared riichi.
    CallWithDeadHand,
    /// Riichi: a player in riichi called a discard for chii, pon or kan (a hand in riichi
    /// changes only by a concealed kan that keeps its wait).
    CallInRiichi,
    /// Riichi: a player in riichi, the riichi discard made, discarded another tile than
    /// the one just drawn, changing the hand.
    RiichiHandChanged,
    /// Swap-calling (kuikae): right after calling chii or pon, the caller discarded a tile
    /// the called set could have been made with instead (the called tile again, or the
    /// other end of a run).
    SwapCall,
    /// Riichi: a player who called a discard for a set discarded before laying the set
    /// out (the order is call, show, take, discard).
    DiscardBeforeExposing,
    /// Riichi: a caller laid the set out and discarded but left the called tile lying
    /// among the discards (the caller is to take it before two more players discard).
    CalledTileNotTaken,
    /// Riichi: a player who called a discard said another call on it (chii, then pon;
    /// ron, then pon).
    CallChanged,
    /// Riichi: a player called a win with a word other than the one the moment asks
    /// for: the other word for a win ("tsumo" on a discard), or a word that is none
    /// ("ippatsu", "hu"), put right at once or not.
    WrongWordForWin,
    /// Riichi: the first four discards of the hand, none called, are all the same wind
    /// (an abortive draw under older rules; none in the editions played).
    FourWindsDiscardedFirst,
    /// Riichi: the last of the four players declared riichi and made the riichi discard,
    /// all four now in riichi (an abortive draw under older rules; none in the editions
    /// played).
    FourRiichi,
    /// Riichi: a fourth kan made in the hand, the four not all of one player (an abortive
    /// draw under older rules; none in the editions played).
    FourKans,
    /// Riichi: a kan declared when the hand already holds the most kans it may (four).
    KanBeyondTheLast,
    /// Riichi: a player in riichi shows a hand that is not ready (noten) when the wall
    /// has run out.
    NotenRiichi,
    /// Riichi: a player in riichi made a concealed kan that changed the wait (or was not
    /// of the tile just drawn), found when the hand is shown at a win or at the draw.
    IllegalKanInRiichi,
    /// A player discarded without having drawn.
    ForgotToDraw,
    /// A player who made a kong or set a bonus tile aside discarded without drawing the
    /// loose tile owed for it.
    LooseTileForgotten,
    /// A discard taken into the concealed hand without a claim.
    DiscardIntoHand,
    /// A declared win that is not one.
    FalseWin,
    /// A second player declared a false win in the same hand.
    SeveralFalseWins,
    /// A set already laid down was added to or taken from.
    ExposedSetChanged,
    /// A player won while another player's hand was long, short or foul.
    SettlementWithFaultyHand,
    /// A player won on a discard while sets of theirs laid down (or a nearly empty wall)
    /// warned that the tile might be dangerous.
    WinOnRiskyDiscard,
    /// Chinese Official: a valid win, for the settlement. Not irregular: the referee
    /// rules it so that a table can check the payment.
    ValidWin,
    /// Riichi: the live wall ran out with nobody winning, and every player has said
    /// whether the hand is ready. Not irregular: the referee rules the noten payments.
    ExhaustiveDraw,
    /// Riichi: a valid win of big three dragons or big four winds whose last set was
    /// called on another player's discard: that player is liable (pao) for it.
    WinWithLiability,
    /// Riichi: a valid win called on the tile another player added to a pung to make a
    /// kan (robbing the kan, chankan). Not irregular: the referee rules it so that a table
    /// can check it and its payment.
    KanRobbed,
    /// A valid win by self-draw (tsumo) whose winning tile the player put in among the
    /// rest of the hand before showing it: which tile won can no longer be seen.
    TsumoTileNotKeptApart,
    /// A win declared on a tile that does not complete the hand, though another would.
    WinOnWrongTile,
    /// A claim called after the window for claiming had closed.
    LateClaim,
    /// A player touched the wall while the player on turn had not yet discarded.
    WallTouchedEarly,
    /// A player showed tiles of the concealed hand by mistake.
    TilesRevealedByMistake,
    /// A player laid their hand face up after another player declared a win.
    HandRevealedAfterWin,
    /// A player passed information to another.
    PassedInformation,
    /// A player disobeyed the referee.
    Disobedience,
    /// A player arrived late.
    Lateness,
    /// A bonus tile declared that is not one.
    FalseBonusDeclaration,
    /// American: a joker in a Charleston pass.
    JokerPassed,
    /// American: tiles passed on unseen in the Charleston.
    BlindPass,
    /// American: a player stopped the Charleston.
    CharlestonStopped,
    /// American: a Charleston pass at a table of three players.
    CharlestonWithThreePlayers,
    /// American: a player wants their outgoing pass back.
    PassTakenBack,
    /// American: East dealt a complete hand, before any pass.
    HeavenlyHand,
    /// American: East's hand complete after the Charleston, before the first discard.
    EarthlyHand,
    /// American: a discard called after the next player picked from the wall.
    ClaimAfterNextPick,
    /// American: a discarded joker (named right) called.
    JokerDiscardClaimed,
    /// Two players called the same discard (American; classical: who gets it).
    CompetingClaims,
    /// American: two players made mah jongg on the same turn.
    SimultaneousWins,
    /// American: an exposure made with tiles no hand of the card allows.
    InvalidExposure,
    /// American: a discarder corrected the name of the tile at once.
    MisnameCorrected,
    /// American: a misnamed discard called for an exposure.
    MisnamedDiscardClaimed,
    /// American: mah jongg made with a misnamed discard.
    WinOnMisnamedDiscard,
    /// American: two mah jongg calls on a misnamed discard.
    CompetingClaimsOnMisnamedTile,
    /// American: mah jongg made with a misnamed joker.
    WinOnMisnamedJoker,
    /// American: a discard thrown out of turn was called.
    OutOfTurnDiscardClaimed,
    /// American: a joker exchange made on the player's own turn, after picking or calling,
    /// with the natural from the rack. Not irregular: ruled so that a table can check it.
    JokerExchangeMade,
    /// American: a joker offered for a natural tile of an exposure.
    JokerOfferedForNatural,
    /// American: the owner of an exposure refused a joker exchange.
    JokerExchangeRefused,
    /// American: a joker exchange before picking or calling.
    ExchangeBeforePicking,
    /// American: a discard used for a joker exchange.
    ExchangeWithDiscard,
    /// American: a player wanted a joker exchange undone.
    ExchangeUndone,
    /// American: a tile that does not match put into an exposure for its joker.
    WrongExchangeTile,
    /// American: a joker taken from the exposure of a dead hand.
    ExchangeFromDeadHand,
    /// American: mah jongg in error, with nothing shown.
    FalseWinNothingShown,
    /// American: mah jongg in error on a discard, with only the claimed group shown.
    FalseWinGroupShown,
    /// American: mah jongg in error with tiles of the rack shown.
    FalseWinHandShown,
    /// American: other players showed or threw in their hands after a mah jongg in error.
    HandsDisturbedByFalseWin,
    /// American: the wall destroyed after a mah jongg in error.
    WallDestroyedAfterFalseWin,
    /// American: the discard taken for a mah jongg in error called by another player.
    FalselyClaimedTileClaimed,
    /// American: a hand called dead once the game has started.
    DeadHandCalledInPlay,
    /// American: a dead hand went on picking, discarding, calling or exchanging.
    DeadHandPlayed,
    /// American: the table counted and found wrong tile counts after the start.
    WrongCountsFound,
    /// American: the table stopped to count during play and every count was right.
    CountsChecked,
    /// American: a third hand conceded dead.
    ThirdDeadHand,
    /// American: the called player conceded or disputed a dead-hand call.
    DeadCallAnswered,
    /// American: a valid mah jongg on a discard.
    WinOnDiscard,
    /// American: a valid self-picked mah jongg.
    SelfPickedWin,
    /// American: a valid mah jongg whose last move was a joker exchange.
    WinAfterJokerExchange,
    /// American: a valid mah jongg without jokers.
    JokerlessWin,
    /// American: East made a valid mah jongg during play.
    DealerWins,
    /// American: a player destroyed the wall.
    WallDestroyed,
    /// American: the last tile picked and discarded, no mah jongg.
    WallGame,
    /// American: mah jongg on the last discard of the wall.
    WinOnLastDiscard,
    /// American: the last discard of the wall called for an exposure.
    ExposureOnLastDiscard,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Detection {
    pub irregularity: Irregularity,
    /// Index of the event that raised the matter.
    pub at: usize,
    pub parties: Parties,
}

/// A matter seen by one of the watchers, before it is placed in the log.
#[derive(Clone)]
struct Raised {
    irregularity: Irregularity,
    parties: Parties,
}

impl Raised {
    fn offender(irregularity: Irregularity, seat: Seat) -> Self {
        Raised {
            irregularity,
            parties: Parties {
                offender: Some(seat),
                ..Default::default()
            },
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DetectError {
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("nothing irregular happened in this log: there is nothing to rule on")]
    NothingIrregular,
}

/// What detection needs to know of the ruleset.
#[derive(Debug, Clone, Copy, Default)]
pub struct Config<'a> {
    pub win_check: crate::rules::WinCheck,
    /// Seconds after a discard within which a claim must be called, where the rules set it.
    pub claim_window_seconds: Option<u8>,
    /// The card, for the American game.
    pub card: Option<&'a crate::analysis::american::Card>,
    /// How the deal takes tiles from the wall.
    pub deal: crate::table::deal::DealProcedure,
    /// Who takes a discard two players call, first rank first, where the rulebook rules it.
    pub claim_priority: Option<&'a [Vec<crate::table::ClaimKind>]>,
    /// The ruleset's own rules of play that matters turn on (riichi's, so far).
    pub play: play::PlayRules,
}

/// Drops the matters that a later one on the same discard rules instead:
/// - two false declarations on one discard are one matter (Millington 83), not a false
///   mah-jong (82) and a question of who takes the tile (61) before it;
/// - American: a discard thrown out of turn or after the last pick, then called, is ruled
///   by the call (AM-OOT-03, AM-WALL-02), not first as a discard nobody called;
/// - American: a self-picked win followed by another player's win on the same turn is
///   the two wins together (AM-CALL-04).
///
/// A call to the referee between the two keeps both: the first was ruled before the
/// second happened.
fn supersede(found: &mut Vec<Detection>, events: &[Event], american: bool) {
    use Irregularity as I;
    let discard_or_call_between = |a: usize, b: usize| {
        events[a.min(b)..a.max(b)]
            .iter()
            .any(|e| matches!(e, Event::Discarded { .. } | Event::RefereeCalled { .. }))
    };
    // Another matter between two declarations (a draw out of turn) was ruled after the
    // first, which was then ruled alone at its moment: the two are not one matter.
    let matter_between = |a: usize, b: usize| {
        found.iter().any(|x| {
            x.at > a
                && x.at < b
                && !matches!(x.irregularity, I::CompetingClaims | I::HandRevealedAfterWin)
        })
    };
    let mut drop = vec![false; found.len()];
    for (j, d) in found.iter().enumerate() {
        match d.irregularity {
            I::SeveralFalseWins => {
                let Some(first) = d.parties.also else {
                    continue;
                };
                let mut first_at = None;
                for (i, e) in found[..j].iter().enumerate() {
                    if discard_or_call_between(e.at, d.at) || matter_between(e.at, d.at) {
                        continue;
                    }
                    let first_false =
                        e.irregularity == I::FalseWin && e.parties.offender == Some(first);
                    if first_false {
                        first_at = Some(e.at);
                    }
                    let pair = [e.parties.caller, e.parties.also];
                    let their_calls = e.irregularity == I::CompetingClaims
                        && pair.contains(&Some(first))
                        && pair.contains(&d.parties.offender);
                    drop[i] |= first_false || their_calls;
                }
                // A hand laid down after the first declaration answers it: the second
                // declaration's ruling counts it among the hands exposed.
                for (i, e) in found[..j].iter().enumerate() {
                    drop[i] |= e.irregularity == I::HandRevealedAfterWin
                        && first_at.is_some_and(|f| e.at > f);
                }
            }
            // American, and riichi's two rons on one discard: the first win is ruled
            // with the second (either may be named the winner).
            I::SimultaneousWins => {
                let Some(first) = d.parties.also else {
                    continue;
                };
                let pair = [Some(first), d.parties.winner];
                for (i, e) in found[..j].iter().enumerate() {
                    drop[i] |= e.parties.winner.is_some()
                        && pair.contains(&e.parties.winner)
                        && !discard_or_call_between(e.at + 1, d.at)
                        && !matter_between(e.at, d.at);
                }
            }
            _ => {}
        }
    }
    if american {
        for (i, d) in found.iter().enumerate() {
            let called_next = matches!(events.get(d.at), Some(Event::Discarded { .. }))
                && events[d.at + 1..]
                    .iter()
                    .find(|e| !matches!(e, Event::Paused { .. }))
                    .is_some_and(|e| matches!(e, Event::Claimed { .. }));
            drop[i] |= called_next && matches!(d.irregularity, I::DiscardOutOfTurn | I::WallGame);
        }
    }
    let mut keep = drop.iter().map(|d| !d);
    found.retain(|_| keep.next().unwrap_or(true));
}

/// What the watch over a log carries from one event to the next: the watchers' state and
/// the matters raised so far. Kept at the replay's checkpoints, so that a log changed after
/// some event (the referee's own events added after a ruling) is watched again from the
/// last checkpoint before the change, not from the deal.
#[derive(Clone)]
struct Watch<'c> {
    deal: deal::DealWatch,
    play: play::PlayWatch<'c>,
    american: Option<american::AmericanWatch<'c>>,
    found: Vec<Detection>,
    /// For each matter found, the event at which the referee is called for it at the
    /// latest: its own, or for an American declaration classed only at a later event,
    /// the declaration (the table stops when mah jongg is called).
    called: Vec<usize>,
    /// The latest American declaration of mah jongg.
    declared_at: Option<usize>,
    dealer: Option<Seat>,
    config: Config<'c>,
}

impl<'c> Watch<'c> {
    fn new(table: &Table, config: Config<'c>) -> Self {
        Watch {
            config,
            deal: deal::DealWatch::new(table, config.deal),
            play: play::PlayWatch::new(
                config.win_check,
                config.claim_window_seconds,
                config.claim_priority,
                config.play,
            ),
            american: config.card.map(american::AmericanWatch::new),
            found: Vec::new(),
            called: Vec::new(),
            declared_at: None,
            dealer: Some(table.dealer()),
        }
    }

    fn keep(&mut self, raised: Option<Raised>, at: usize) {
        self.keep_called(raised, at, at);
    }

    /// The moment the referee is called for an American declaration classed at `at`: the
    /// declaration itself, where one came before.
    fn declared_by(&self, at: usize) -> usize {
        self.declared_at.map_or(at, |d| d.min(at))
    }

    /// Keeps a matter raised at `at` for which the referee is called at `called`.
    fn keep_called(&mut self, raised: Option<Raised>, at: usize, called: usize) {
        if let Some(r) = raised {
            self.called.push(called);
            self.found.push(Detection {
                irregularity: r.irregularity,
                at,
                parties: Parties {
                    dealer: self.dealer,
                    ..r.parties
                },
            });
        }
    }

    /// Looks at event `i` against the table it meets, applies it, and looks again.
    fn step(&mut self, replay: &mut Replay, i: usize, event: &Event) -> Result<(), TableError> {
        if matches!(event, Event::Redealt) {
            replay.apply_next()?;
            // The deal thrown in is watched no more; the matters found in it stay.
            *self = Watch {
                found: std::mem::take(&mut self.found),
                called: std::mem::take(&mut self.called),
                ..Watch::new(replay.table(), self.config)
            };
            return Ok(());
        }
        let table = replay.table();
        let raised = self.deal.before(table, event);
        self.keep(raised, i);
        let step = match self.american.as_mut() {
            Some(watch) => {
                let (settled, step) = watch.before(table, event);
                let at = i.saturating_sub(1);
                self.keep_called(settled, at, self.declared_by(at));
                if matches!(event, Event::DeclaredWin { .. }) {
                    self.declared_at = Some(i);
                }
                step
            }
            None => american::Step::NotMine,
        };
        let raised = match step {
            american::Step::NotMine => self.play.before(table, event),
            american::Step::Raised(raised) => raised,
        };
        // A declaration in error classed by what was laid out with it: the referee was
        // called when it was declared.
        let declared = raised.as_ref().is_some_and(|r| {
            matches!(
                r.irregularity,
                Irregularity::FalseWinNothingShown
                    | Irregularity::FalseWinGroupShown
                    | Irregularity::FalseWinHandShown
            )
        });
        let called = if declared { self.declared_by(i) } else { i };
        self.keep_called(raised, i, called);
        replay.apply_next()?;
        let raised = self.deal.after(replay.table(), event);
        self.keep(raised, i);
        Ok(())
    }
}

/// The watch at each of the replay's checkpoints, from which a changed log is watched
/// again (`Watched::resume`).
pub struct Watched<'c> {
    watches: Vec<Watch<'c>>,
    /// Every matter the watchers raised, where and what, before any was dropped for a
    /// later one that rules it instead (`supersede`): what a referee called at that
    /// moment would have found, whatever came after.
    raised: Vec<(usize, Irregularity)>,
}

/// Where to go on watching a changed log from: a checkpoint's table and watch, and those
/// of the checkpoints before it.
pub struct Resume<'c> {
    checkpoints: Vec<Table>,
    watches: Vec<Watch<'c>>,
    table: Table,
    watch: Watch<'c>,
}

impl<'c> Watched<'c> {
    /// Where the referee is called at the latest for each matter the watchers raised,
    /// and what it is, in the order raised, before any was dropped for a later one.
    pub fn raised(&self) -> &[(usize, Irregularity)] {
        &self.raised
    }

    /// The last checkpoint at or before event `first_changed` of `replay`: the log is
    /// the same up to there, and so is everything watched.
    pub fn resume(mut self, replay: Replayed<'_>, first_changed: usize) -> Option<Resume<'c>> {
        let mut checkpoints = replay.into_checkpoints();
        let k = (first_changed / CHECKPOINT_EVERY)
            .min(self.watches.len().checked_sub(1)?)
            .min(checkpoints.len().checked_sub(1)?);
        checkpoints.truncate(k + 1);
        self.watches.truncate(k + 1);
        Some(Resume {
            table: checkpoints.pop()?,
            watch: self.watches.pop()?,
            checkpoints,
            watches: self.watches,
        })
    }
}

/// Replays `events` on `table` and returns every matter raised, in order, with the log
/// replayed (the table at every moment) and the watch kept at its checkpoints. The
/// referee rules on the last one its rulebook has an article for.
pub fn detect<'e, 'c>(
    table: Table,
    events: &'e [Event],
    config: Config<'c>,
) -> Result<(Vec<Detection>, Replayed<'e>, Watched<'c>), DetectError> {
    let watch = Watch::new(&table, config);
    watch_from(
        Replay::new(table, events),
        Vec::new(),
        watch,
        events,
        config,
    )
}

/// `detect` on a log changed after the moment `resume` was taken at: the same matters,
/// without watching again the events before it.
pub fn detect_from<'e, 'c>(
    resume: Resume<'c>,
    events: &'e [Event],
    config: Config<'c>,
) -> Result<(Vec<Detection>, Replayed<'e>, Watched<'c>), DetectError> {
    let replay = Replay::from_checkpoint(resume.checkpoints, resume.table, events);
    watch_from(replay, resume.watches, resume.watch, events, config)
}

/// The watch from the replay's next event to the end of the log; `watches` are those
/// kept at the checkpoints already passed.
fn watch_from<'e, 'c>(
    mut replay: Replay<'e>,
    mut watches: Vec<Watch<'c>>,
    mut watch: Watch<'c>,
    events: &'e [Event],
    config: Config<'c>,
) -> Result<(Vec<Detection>, Replayed<'e>, Watched<'c>), DetectError> {
    while let Some((i, event)) = replay.peek() {
        if i.is_multiple_of(CHECKPOINT_EVERY) {
            // Beside the table the replay keeps for this moment.
            watches.push(watch.clone());
        }
        watch.step(&mut replay, i, event)?;
    }
    if let Some(american) = watch.american.as_mut() {
        let raised = american.finish(replay.table());
        let at = events.len().saturating_sub(1);
        let called = watch.declared_by(at);
        watch.keep_called(raised, at, called);
    }
    let mut found = watch.found;
    let watch_called = watch.called;
    // Millington 66: who else claims the discard after the player on turn drew is the
    // one who gets it, and that is known only from the claims that follow.
    for d in found
        .iter_mut()
        .filter(|d| d.irregularity == Irregularity::ClaimAfterDrawing)
    {
        d.parties.caller = events
            .get(d.at + 1..)
            .unwrap_or(&[])
            .iter()
            .find_map(|e| match e {
                Event::Claimed { seat, .. } if Some(*seat) != d.parties.offender => Some(*seat),
                _ => None,
            });
    }
    // Millington 75: where different players call different tiles of those put out at
    // once, the caller first in turn after the discarder says which is the discard,
    // whatever the priority of the calls (rule 61). The calls read are those before the
    // next matter: the referee is called for this one then at the latest.
    let raised_at: Vec<usize> = found.iter().map(|d| d.at).collect();
    for d in found
        .iter_mut()
        .filter(|d| d.irregularity == Irregularity::SeveralDiscards)
    {
        let next = raised_at
            .iter()
            .copied()
            .filter(|a| *a > d.at)
            .min()
            .unwrap_or(events.len());
        let mut calls: Vec<(Seat, bool)> = events
            .get(d.at + 1..next.max(d.at + 1))
            .unwrap_or(&[])
            .iter()
            .map_while(|e| match e {
                Event::Claimed { seat, .. } => Some(Some((*seat, false))),
                Event::ClaimedEarlierDiscard { seat, .. } => Some(Some((*seat, true))),
                Event::Paused { .. } => Some(None),
                _ => None,
            })
            .flatten()
            .collect();
        let Some(discarder) = d.parties.offender else {
            continue;
        };
        let both = calls.iter().any(|c| c.1) && calls.iter().any(|c| !c.1);
        if !both {
            continue;
        }
        calls.sort_by_key(|(s, _)| discarder.turns_to(*s));
        d.parties.caller = calls.first().map(|c| c.0);
        d.parties.also = calls.iter().find(|c| c.1 != calls[0].1).map(|c| c.0);
    }
    let raised = found
        .iter()
        .zip(&watch_called)
        .map(|(d, called)| (*called, d.irregularity))
        .collect();
    supersede(&mut found, events, config.card.is_some());
    if found.is_empty() {
        return Err(DetectError::NothingIrregular);
    }
    Ok((found, replay.finish()?, Watched { watches, raised }))
}
