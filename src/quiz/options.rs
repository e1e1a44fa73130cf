//! The options of a question: the engine's ruling and distractors that are real rulings,
//! each naming this table's seats, none saying what another already says.

use super::{Choice, MAX_CHOICES, Origin};
use crate::rng::Dice;
use crate::rules::{
    Article, Case, Circumstances, Continuation, Parties, Role, Ruleset, Ruling, TileFate,
};
use crate::scenario::Scenario;
use crate::table::{Seat, Table};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::ops::ControlFlow;
use std::rc::Rc;

/// What the options are drawn from.
pub(super) struct Ground<'a> {
    pub ruleset: &'a Ruleset,
    pub article: &'a Article,
    pub ruling: &'a Ruling,
    pub parties: Parties,
    pub circumstances: Circumstances,
    pub scenario: &'a Scenario,
    /// The event of the matter.
    pub at: usize,
    /// The table when the referee is called.
    pub table: &'a Table,
    /// The rules allow what happened.
    pub lawful: bool,
}

/// The right ruling and up to three distractors: the article's other cases first, then
/// the other articles of its phase, never another phase's.
pub(super) fn choose(g: &Ground, dice: &mut Dice) -> Vec<Choice> {
    let stand_ins = stand_ins(&g.parties, g.scenario, g.at, g.table);
    let mut base = vec![Choice {
        ruling: g.ruling.clone(),
        parties: g.parties,
        lawful: g.lawful,
        origin: Origin::Correct,
    }];
    // The article's other cases come first: they are right under other facts.
    let mut own: Vec<&Case> = g.article.cases.iter().collect();
    dice.shuffle(&mut own);
    for case in own {
        if base.len() > OWN_CASES_AT_MOST {
            break;
        }
        offer(&mut base, (&case.then, case.lawful), g, stand_ins, || {
            Origin::OtherCase {
                case: case.id.clone(),
            }
        });
    }
    // Then the phase's other articles: those on the same act as this matter (another
    // way a discard or a claim goes wrong) first, each group the nearest in form to the
    // right ruling first.
    let act = g.scenario.events.get(g.at).map(crate::rules::act_of);
    let mut others: Vec<(&Article, &Case)> = Vec::with_capacity(g.ruleset.articles.len() * 4);
    let mut keys: Vec<(bool, usize)> = Vec::with_capacity(others.capacity());
    for a in g
        .ruleset
        .in_phase(g.article.phase)
        .filter(|a| a.id != g.article.id)
    {
        let other_act = !a
            .judged()
            .any(|i| act.is_some_and(|x| i.acts().contains(&x)));
        for c in &a.cases {
            others.push((a, c));
            keys.push((other_act, shape_distance(&c.then, g.ruling)));
        }
    }
    // Shuffled, then taken key by key, the shuffled order kept within a key: a stable
    // sort by key, walked only as far as the pool fills (few keys, and most questions
    // fill it within the first two).
    let mut order: Vec<usize> = (0..others.len()).collect();
    dice.shuffle(&mut order);
    let mut distinct: Vec<(bool, usize)> = keys.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let (keys, order) = (&keys, &order);
    let by_key = distinct
        .into_iter()
        .flat_map(|key| order.iter().copied().filter(move |&i| keys[i] == key));
    let mut pool: Vec<Choice> = Vec::with_capacity(NEAREST);
    for i in by_key {
        if pool.len() >= NEAREST {
            break;
        }
        let (a, c) = others[i];
        if let Some(choice) =
            candidate((&c.then, c.lawful), g, stand_ins, || Origin::OtherArticle {
                article: a.id.clone(),
                case: c.id.clone(),
            })
            && !base.iter().chain(&pool).any(|o| says_the_same(o, &choice))
        {
            pool.push(choice);
        }
    }
    // "Nothing irregular happened" among the options of about a third of the irregular
    // questions: with traps one question in ten, it is then right about as often as any
    // option, and wrong often enough that a learner must read the table to choose it.
    if !g.lawful
        && dice.below(NOTHING_IRREGULAR_ONE_IN) == 0
        && let Some(next) = allowed_next(g.article.phase)
    {
        let nothing = Ruling {
            players: Vec::new(),
            tiles: TileFate::Unchanged,
            payments: Vec::new(),
            next,
        };
        let before = base.len();
        offer(&mut base, (&nothing, true), g, stand_ins, || {
            Origin::NothingIrregular
        });
        if let Some(added) = base.get(before) {
            pool.retain(|c| !says_the_same(c, added));
        }
    }
    // Of the sets the nearest make, the one kept puts the right option at places drawn at
    // random among the options, by length and by words shared with the rest: a
    // test-taker who picks the longest, the shortest, or the one most or least like the
    // others without reading the table is right no more often than chance.
    let places = MAX_CHOICES as u32;
    let targets = (
        2 * dice.below(places) as usize,
        2 * dice.below(places) as usize,
    );
    let base_len = base.len();
    let need = MAX_CHOICES.saturating_sub(base_len).min(pool.len());
    let all: Vec<Choice> = base.into_iter().chain(pool).collect();
    // Where every candidate is needed there is one set only: nothing to measure.
    let mut choices: Vec<Choice> = if all.len() == base_len + need {
        all
    } else {
        let surfaces: Vec<Rc<Surface>> = all.iter().map(surface).collect();
        let shared = Shared::between(&surfaces);
        let mut best: Option<(usize, Vec<usize>)> = None;
        let mut set = [0; MAX_CHOICES];
        for (i, s) in set.iter_mut().enumerate().take(base_len) {
            *s = i;
        }
        let size = base_len + need;
        each_combination(all.len() - base_len, need, |picked| {
            for (s, p) in set[base_len..].iter_mut().zip(picked) {
                *s = base_len + p;
            }
            let miss = miss(&set[..size], &surfaces, &shared, targets);
            if best.as_ref().is_none_or(|(m, _)| miss < *m) {
                best = Some((miss, set[..size].to_vec()));
            }
            // The first set to hit the drawn places is the one kept: none after it can
            // do better.
            if miss == 0 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        match best {
            Some((_, set)) => set.iter().map(|i| all[*i].clone()).collect(),
            None => all,
        }
    };
    dice.shuffle(&mut choices);
    choices
}

/// The article's own other cases among the options at most, leaving room for one
/// distractor from a neighbouring article that the options can be balanced with.
const OWN_CASES_AT_MOST: usize = 2;

/// One irregular question in this many offers "nothing irregular happened".
const NOTHING_IRREGULAR_ONE_IN: u32 = 3;

/// How play goes on where nothing irregular happened, by phase; a settlement has no
/// such option (the hand is over either way).
fn allowed_next(phase: crate::rules::Phase) -> Option<Continuation> {
    use crate::rules::Phase;
    match phase {
        Phase::Deal => Some(Continuation::DealContinues),
        Phase::Charleston => Some(Continuation::CharlestonContinues),
        Phase::Play => Some(Continuation::PlayContinues),
        Phase::Settlement => None,
    }
}

/// How many of the phase's nearest rulings the remaining options are chosen from.
const NEAREST: usize = 8;

/// Calls `visit` with every way of choosing `k` of `n` (`k` at most `MAX_CHOICES`), each
/// in increasing order, in lexicographic order: the nearest first; until it says stop.
fn each_combination(n: usize, k: usize, mut visit: impl FnMut(&[usize]) -> ControlFlow<()>) {
    if k > n || k > MAX_CHOICES {
        return;
    }
    let mut c = [0; MAX_CHOICES];
    for (i, x) in c.iter_mut().enumerate().take(k) {
        *x = i;
    }
    loop {
        if visit(&c[..k]).is_break() {
            return;
        }
        // The last place that can still move right, moved, and the places after it
        // following on from it.
        let Some(i) = (0..k).rev().find(|&i| c[i] < n - k + i) else {
            return;
        };
        c[i] += 1;
        for j in i + 1..k {
            c[j] = c[j - 1] + 1;
        }
    }
}

/// Where the right option stands among the options in halves of a place, 0 when its
/// measure is greater than every other option's, 2 for second, and so on; a tie counts
/// half a place.
fn place(measures: &[usize], right: usize) -> usize {
    let own = measures[right];
    (0..measures.len())
        .filter(|j| *j != right)
        .map(|j| match measures[j].cmp(&own) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        })
        .sum()
}

/// An option as someone who does not look at the table reads it: its length and its
/// words, measured on the English text so that a club's quiz is the same in every
/// language.
struct Surface {
    length: usize,
    /// Its distinct words (lower case) as bits, bit `i` for the thread's `i`-th word
    /// (`word_bits`): the words two options share are counted in a few instructions.
    words: Vec<u64>,
}

/// The words of `text` (runs of letters and digits, lower case) as bits, each word
/// numbered as this thread first meets it. The options' English has a few hundred words,
/// so the numbering stays small; a bit once given keeps its word.
fn word_bits(text: &str) -> Vec<u64> {
    thread_local! {
        static VOCABULARY: RefCell<HashMap<String, usize>> = RefCell::new(HashMap::new());
    }
    VOCABULARY.with_borrow_mut(|vocabulary| {
        let mut bits: Vec<u64> = Vec::new();
        for word in text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
        {
            let word = word.to_lowercase();
            let next = vocabulary.len();
            let i = *vocabulary.entry(word).or_insert(next);
            if bits.len() <= i / 64 {
                bits.resize(i / 64 + 1, 0);
            }
            bits[i / 64] |= 1 << (i % 64);
        }
        bits
    })
}

/// How many words two surfaces share.
fn common(a: &Surface, b: &Surface) -> usize {
    a.words
        .iter()
        .zip(&b.words)
        .map(|(x, y)| (x & y).count_ones() as usize)
        .sum()
}

/// The surface of an option, measured once per thread for each ruling, lawfulness and
/// way of naming its roles: questions made one after another offer the same rulings
/// about the same seats again and again, and rendering one to text costs more than the
/// rest of choosing the options together. Emptied when it holds `MEASURED_AT_MOST`.
fn surface(c: &Choice) -> Rc<Surface> {
    struct Measured {
        ruling: Ruling,
        lawful: bool,
        namings: Vec<Naming>,
        surface: Rc<Surface>,
    }
    thread_local! {
        static MEASURED: RefCell<HashMap<u64, Measured>> = RefCell::new(HashMap::new());
    }
    let namings: Vec<Naming> = c.ruling.roles().map(|r| naming(r, &c.parties)).collect();
    // Looked up by a hash of what the text is made from, so that a hit clones nothing; a
    // different option under the same hash is measured and takes the place.
    let key = {
        let mut h = rustc_hash::FxHasher::default();
        (&c.ruling, c.lawful, &namings).hash(&mut h);
        h.finish()
    };
    MEASURED.with_borrow_mut(|measured| {
        if let Some(m) = measured.get(&key)
            && m.ruling == c.ruling
            && m.lawful == c.lawful
            && m.namings == namings
        {
            return Rc::clone(&m.surface);
        }
        if measured.len() >= MEASURED_AT_MOST {
            measured.clear();
        }
        let surface = Rc::new(measure(c));
        measured.insert(
            key,
            Measured {
                ruling: c.ruling.clone(),
                lawful: c.lawful,
                namings,
                surface: Rc::clone(&surface),
            },
        );
        surface
    })
}

/// How an option's text names a role, as `render::who` decides it: everything the
/// text takes from the parties. Two options with the same ruling and the same namings
/// read the same, whatever else the parties hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Naming {
    /// By the role's own name.
    Role,
    Seat(Seat),
    /// A group said seat by seat: the seats, one bit each.
    Seats(u8),
}

fn naming(role: Role, parties: &Parties) -> Naming {
    match (role, parties.seat(role)) {
        (Role::Everyone, _) => Naming::Role,
        (group, _) if parties.group_known(group) => Naming::Seats(
            parties
                .seats_of(group)
                .iter()
                .fold(0, |m, s| m | 1 << s.index()),
        ),
        (_, Some(s)) => Naming::Seat(s),
        (_, None) => Naming::Role,
    }
}

/// Enough for every option of a long session of mixed articles, a megabyte or two.
const MEASURED_AT_MOST: usize = 4096;

fn measure(c: &Choice) -> Surface {
    let text = super::render::option_line(crate::i18n::english(), &c.ruling, &c.parties, c.lawful);
    Surface {
        length: text.chars().count(),
        words: word_bits(&text),
    }
}

/// The words each pair of candidates shares, counted once for all the sets tried.
struct Shared {
    n: usize,
    counts: Vec<usize>,
}

impl Shared {
    fn between(surfaces: &[Rc<Surface>]) -> Shared {
        let n = surfaces.len();
        let mut counts = vec![0; n * n];
        for i in 0..n {
            for j in i + 1..n {
                let c = common(&surfaces[i], &surfaces[j]);
                counts[i * n + j] = c;
                counts[j * n + i] = c;
            }
        }
        Shared { n, counts }
    }

    fn get(&self, i: usize, j: usize) -> usize {
        self.counts[i * self.n + j]
    }
}

/// How far the options `set` (the right one first) are from putting the right one at the
/// drawn places by length and by words shared with the others.
fn miss(
    set: &[usize],
    surfaces: &[Rc<Surface>],
    shared: &Shared,
    targets: (usize, usize),
) -> usize {
    let mut lengths = [0; MAX_CHOICES];
    let mut words = [0; MAX_CHOICES];
    for (k, &i) in set.iter().enumerate() {
        lengths[k] = surfaces[i].length;
        words[k] = set
            .iter()
            .filter(|&&j| j != i)
            .map(|&j| shared.get(i, j))
            .sum();
    }
    let n = set.len();
    place(&lengths[..n], 0).abs_diff(targets.0) + place(&words[..n], 0).abs_diff(targets.1)
}

/// Adds the option unless the options are full, it names a role the stand-ins cannot
/// fill (that would give it away), or it says what an option already says.
fn offer(
    choices: &mut Vec<Choice>,
    option: (&Ruling, bool),
    g: &Ground,
    parties: Parties,
    origin: impl FnOnce() -> Origin,
) {
    if choices.len() >= MAX_CHOICES {
        return;
    }
    if let Some(choice) = candidate(option, g, parties, origin)
        && !choices.iter().any(|c| says_the_same(c, &choice))
    {
        choices.push(choice);
    }
}

/// A case's ruling made concrete for this table, unless it names a role the stand-ins
/// cannot fill. The roles are read before anything is copied: most cases looked at are
/// not taken.
fn candidate(
    (then, lawful): (&Ruling, bool),
    g: &Ground,
    parties: Parties,
    origin: impl FnOnce() -> Origin,
) -> Option<Choice> {
    if !then.roles().all(|r| parties.holds(r)) {
        return None;
    }
    Some(Choice {
        ruling: then.resolved(&g.circumstances),
        parties,
        lawful,
        origin: origin(),
    })
}

/// How far apart two rulings are in form: the players they name, the payments they
/// make, and whether each moves tiles or stops play.
fn shape_distance(a: &Ruling, b: &Ruling) -> usize {
    a.players.len().abs_diff(b.players.len())
        + a.payments.len().abs_diff(b.payments.len())
        + usize::from(leaves_tiles(a.tiles) != leaves_tiles(b.tiles))
        + usize::from(goes_on(a.next) != goes_on(b.next))
}

/// The parties with every role nobody holds here given to a seat of this table, the one
/// a player would think of: the player who acted for the one at fault, the caller or the
/// player to play for the winner, the last discard's thrower for the discarder. A
/// distractor then reads like a ruling about this table, not about some other one.
fn stand_ins(real: &Parties, scenario: &Scenario, at: usize, table: &Table) -> Parties {
    let mut p = *real;
    let actor = scenario
        .events
        .get(at)
        .and_then(|e| e.actor())
        .or(table.turn())
        .or(real.dealer)
        .unwrap_or(Seat::East);
    let offender = *p.offender.get_or_insert(actor);
    let caller = *p.caller.get_or_insert(actor);
    // The winner is another player than the one at fault: a ruling where one pays the
    // other reads as about two players.
    let winner = *p.winner.get_or_insert(
        real.caller
            .or(table.turn())
            .filter(|s| *s != offender)
            .unwrap_or(offender.right()),
    );
    let last_thrower = table.discards().last().map(|d| d.seat);
    let discarder = *p.discarder.get_or_insert(
        last_thrower
            .filter(|s| *s != winner)
            .unwrap_or(winner.left()),
    );
    p.called.get_or_insert(
        Some(discarder)
            .filter(|s| *s != caller)
            .unwrap_or(caller.right()),
    );
    p.also.get_or_insert(offender.right());
    p
}

/// Who a part of a ruling names as the learner reads it: a seat, or a group of players.
#[derive(PartialEq)]
enum Named {
    Seat(Seat),
    Group(Role),
}

fn named(role: Role, parties: &Parties) -> Named {
    match parties.seat(role) {
        Some(s) => Named::Seat(s),
        None => Named::Group(role),
    }
}

/// Whether two options tell the learner the same thing: the same players with the same
/// status and the same payments, seat for seat, and tiles and play that come to the same
/// here. "No tiles move" says nothing "the discard stays where it is" does not; "play
/// continues" nothing that "the next player to the right plays" does not.
fn says_the_same(x: &Choice, y: &Choice) -> bool {
    let (a, b) = (&x.ruling, &y.ruling);
    // An option the rules allow says "no irregularity" in place of "no penalty".
    fn players(c: &Choice) -> impl Iterator<Item = (Named, crate::rules::Status)> + '_ {
        c.ruling
            .players
            .iter()
            .filter(|e| !(c.lawful && e.status == crate::rules::Status::NoPenalty))
            .map(|e| (named(e.who, &c.parties), e.status))
    }
    fn payments(c: &Choice) -> impl Iterator<Item = (Named, Named, crate::rules::Amount)> + '_ {
        c.ruling
            .payments
            .iter()
            .map(|x| (named(x.from, &c.parties), named(x.to, &c.parties), x.amount))
    }
    // The same ruling is the same option, however it reads: an answer is checked by its
    // ruling.
    a == b
        || x.lawful == y.lawful
            && same_tiles(a.tiles, b.tiles)
            && same_play(a.next, b.next)
            && players(x).eq(players(y))
            && payments(x).eq(payments(y))
}

/// Fates that all say the tiles stay as they are.
fn leaves_tiles(t: TileFate) -> bool {
    matches!(
        t,
        TileFate::Unchanged
            | TileFate::DiscardStands
            | TileFate::Kept
            | TileFate::SetStaysAsLaid
            | TileFate::PassStands
            | TileFate::ExchangeStands
            | TileFate::KeepsDrawnTile
    )
}

/// "No tiles move" and "the tiles stay where they are" say only that nothing moves.
fn vague_about_tiles(t: TileFate) -> bool {
    matches!(t, TileFate::Unchanged | TileFate::Kept)
}

fn same_tiles(a: TileFate, b: TileFate) -> bool {
    a == b || (leaves_tiles(a) && leaves_tiles(b) && (vague_about_tiles(a) || vague_about_tiles(b)))
}

/// "Play continues" says only that play goes on, which each of these says too.
fn goes_on(c: Continuation) -> bool {
    matches!(
        c,
        Continuation::PlayContinues
            | Continuation::SameTurn
            | Continuation::NextPlayerRight
            | Continuation::SettledAtEnd
    )
}

fn same_play(a: Continuation, b: Continuation) -> bool {
    a == b
        || (goes_on(a)
            && goes_on(b)
            && (a == Continuation::PlayContinues || b == Continuation::PlayContinues))
}
