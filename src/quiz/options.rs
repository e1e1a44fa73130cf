//! The options of a question: the engine's ruling and distractors that are real rulings,
//! each naming this table's seats, none saying what another already says.

use super::{Choice, MAX_CHOICES, Origin};
use crate::rng::Dice;
use crate::rules::{
    Article, Case, Circumstances, Continuation, Parties, Role, Ruleset, Ruling, TileFate,
};
use crate::scenario::Scenario;
use crate::table::{Seat, Table};
use std::borrow::Cow;
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

/// An option while the options are chosen: its origin borrowed from the ruleset, made an
/// owned `Origin` only for the options kept (most candidates are not).
struct Candidate<'a> {
    /// Borrowed from the ruleset unless making it concrete changed it.
    ruling: Cow<'a, Ruling>,
    parties: Parties,
    lawful: bool,
    source: Source<'a>,
}

#[derive(Clone, Copy)]
enum Source<'a> {
    Correct,
    OtherCase(&'a Case),
    OtherArticle(&'a Article, &'a Case),
    NothingIrregular,
}

impl Candidate<'_> {
    fn into_choice(self) -> Choice {
        let origin = match self.source {
            Source::Correct => Origin::Correct,
            Source::OtherCase(case) => Origin::OtherCase {
                case: case.id.clone(),
            },
            Source::OtherArticle(article, case) => Origin::OtherArticle {
                article: article.id.clone(),
                case: case.id.clone(),
            },
            Source::NothingIrregular => Origin::NothingIrregular,
        };
        Choice {
            ruling: self.ruling.into_owned(),
            parties: self.parties,
            lawful: self.lawful,
            origin,
        }
    }
}

/// The right ruling and up to three distractors: the article's other cases first, then
/// the other articles of its phase, never another phase's.
pub(super) fn choose(g: &Ground, dice: &mut Dice) -> Vec<Choice> {
    let stand_ins = stand_ins(&g.parties, g.scenario, g.at, g.table);
    let mut base = vec![Candidate {
        ruling: Cow::Borrowed(g.ruling),
        parties: g.parties,
        lawful: g.lawful,
        source: Source::Correct,
    }];
    // The article's other cases come first: they are right under other facts.
    let mut own: Vec<&Case> = g.article.cases.iter().collect();
    dice.shuffle(&mut own);
    for case in own {
        if base.len() > OWN_CASES_AT_MOST {
            break;
        }
        offer(
            &mut base,
            (&case.then, case.lawful),
            g,
            stand_ins,
            Source::OtherCase(case),
        );
    }
    let mut pool = nearest_others(g, stand_ins, &base, dice);
    // "Nothing irregular happened" among the options of about a third of the irregular
    // questions: with traps one question in ten, it is then right about as often as any
    // option, and wrong often enough that a learner must read the table to choose it.
    // Where the table leaves too few real rulings for three options, it is always one.
    if !g.lawful
        && (dice.below(NOTHING_IRREGULAR_ONE_IN) == 0 || base.len() + pool.len() < 3)
        && let Some(next) = allowed_next(g.article.phase).map(|next| {
            // Riichi, the live wall used up: nothing irregular means the hand is over.
            let exhausted = g.ruleset.meta.win_call == crate::rules::WinCall::Ron
                && g.table.live_left() == 0
                && next == Continuation::PlayContinues;
            if exhausted {
                Continuation::ExhaustiveDraw
            } else {
                next
            }
        })
    {
        let nothing = Ruling {
            players: Vec::new(),
            tiles: TileFate::Unchanged,
            payments: Vec::new(),
            next,
        };
        let before = base.len();
        add_new(
            &mut base,
            Candidate {
                ruling: Cow::Owned(nothing),
                parties: stand_ins,
                lawful: true,
                source: Source::NothingIrregular,
            },
        );
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
    let all: Vec<Candidate> = base.into_iter().chain(pool).collect();
    // Where every candidate is needed there is one set only: nothing to measure. A set is
    // listed in increasing order, so the kept candidates keep their order.
    let kept = if all.len() == base_len + need {
        None
    } else {
        most_balanced(&all, base_len, need, targets)
    };
    let mut choices: Vec<Choice> = all
        .into_iter()
        .enumerate()
        .filter(|(i, _)| kept.as_ref().is_none_or(|set| set.contains(i)))
        .map(|(_, c)| c.into_choice())
        .collect();
    dice.shuffle(&mut choices);
    choices
}

/// The phase's other articles' rulings nearest to the right one, up to `NEAREST`, none
/// saying what an option in `base` or an earlier one says: those on the same act as
/// this matter (another way a discard or a claim goes wrong) first, each group the
/// nearest in form to the right ruling first.
fn nearest_others<'a>(
    g: &Ground<'a>,
    stand_ins: Parties,
    base: &[Candidate<'a>],
    dice: &mut Dice,
) -> Vec<Candidate<'a>> {
    thread_local! {
        // Kept from question to question: a fresh list a question cost more in the
        // allocator than the walk over it.
        static SCRATCH: RefCell<(Scratch, Scratch)> =
            const { RefCell::new((Vec::new(), Vec::new())) };
    }
    SCRATCH.with_borrow_mut(|(others, sorted)| {
        nearest_from(g, stand_ins, base, dice, (others, sorted))
    })
}

/// Each other case of the phase: its key (`order_key`), its article's and its own place
/// in the ruleset.
type Scratch = Vec<(u32, u32, u32)>;

fn nearest_from<'a>(
    g: &Ground<'a>,
    stand_ins: Parties,
    base: &[Candidate<'a>],
    dice: &mut Dice,
    (others, sorted): (&mut Scratch, &mut Scratch),
) -> Vec<Candidate<'a>> {
    let act = g.scenario.events.get(g.at).map(crate::rules::act_of);
    // The exhaustive draw's rulings are no option while the live wall has tiles left: a
    // hand cannot have ended so, and a player strikes them out at a glance.
    let drawn_out = g.table.live_left() == 0;
    others.clear();
    for (ai, a) in g.ruleset.articles.iter().enumerate() {
        if a.phase != g.article.phase || std::ptr::eq(a, g.article) {
            continue;
        }
        if !drawn_out
            && a.judged()
                .any(|i| i == crate::rules::Irregularity::ExhaustiveDraw)
        {
            continue;
        }
        let other_act = !a
            .judged()
            .any(|i| act.is_some_and(|x| i.acts().contains(&x)));
        for (ci, c) in a.cases.iter().enumerate() {
            let key = order_key(other_act, shape_distance(&c.then, g.ruling));
            others.push((key, ai as u32, ci as u32));
        }
    }
    // Shuffled, then sorted by key keeping the shuffled order within a key.
    dice.shuffle(others);
    sort_by_small_key(others, sorted);
    let mut pool: Vec<Candidate> = Vec::with_capacity(NEAREST);
    for &(_, ai, ci) in sorted.iter() {
        if pool.len() >= NEAREST {
            break;
        }
        let a = &g.ruleset.articles[ai as usize];
        let c = &a.cases[ci as usize];
        if let Some(choice) = candidate(
            (&c.then, c.lawful),
            g,
            stand_ins,
            Source::OtherArticle(a, c),
        ) && !base.iter().chain(&pool).any(|o| says_the_same(o, &choice))
            && !base
                .first()
                .is_some_and(|right| also_right_beside_lawful(right, &choice))
        {
            pool.push(choice);
        }
    }
    pool
}

/// `items` into `sorted` by key, keeping their order within a key: by counting, as the
/// keys (`order_key`) take few values, where a sort cost more than the rest of choosing
/// the distractors.
fn sort_by_small_key(items: &[(u32, u32, u32)], sorted: &mut Scratch) {
    const HALF: usize = 32;
    let bucket = |key: u32| (key >> 16) as usize * HALF + (key & 0xFFFF) as usize;
    sorted.clear();
    if items.iter().any(|o| (o.0 & 0xFFFF) as usize >= HALF) {
        sorted.extend_from_slice(items);
        sorted.sort_by_key(|o| o.0);
        return;
    }
    let mut starts = [0usize; 2 * HALF + 1];
    for o in items {
        starts[bucket(o.0) + 1] += 1;
    }
    for b in 1..starts.len() {
        starts[b] += starts[b - 1];
    }
    sorted.resize(items.len(), (0, 0, 0));
    for o in items {
        let b = bucket(o.0);
        sorted[starts[b]] = *o;
        starts[b] += 1;
    }
}

/// Of the sets of `need` candidates after the first `base_len` (which every set
/// holds), the one whose right option (the first) stands nearest the drawn places by
/// length and words shared: its candidates' indices.
fn most_balanced(
    all: &[Candidate],
    base_len: usize,
    need: usize,
    targets: (usize, usize),
) -> Option<Vec<usize>> {
    // The base holds at most MAX_CHOICES and the pool NEAREST; anything past that is
    // never offered.
    let all = &all[..all.len().min(CANDIDATES_AT_MOST)];
    let likeness = Likeness::of(all);
    let mut best: Option<(usize, [usize; MAX_CHOICES])> = None;
    let mut set = [0; MAX_CHOICES];
    for (i, s) in set.iter_mut().enumerate().take(base_len) {
        *s = i;
    }
    let size = (base_len + need).min(MAX_CHOICES);
    each_combination(all.len().saturating_sub(base_len), need, |picked| {
        for (s, p) in set[base_len..].iter_mut().zip(picked) {
            *s = base_len + p;
        }
        let miss = likeness.miss(&set[..size], targets);
        if best.as_ref().is_none_or(|(m, _)| miss < *m) {
            best = Some((miss, set));
        }
        // The first set to hit the drawn places is the one kept: none after it can
        // do better.
        if miss == 0 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    best.map(|(_, set)| set[..size].to_vec())
}

/// The most candidates the options are chosen from: a full base and a full pool.
const CANDIDATES_AT_MOST: usize = MAX_CHOICES + NEAREST;

/// The place of a case among the others: first those about the same act, each group by
/// distance in form. One small number, which sorts faster than a pair.
fn order_key(other_act: bool, distance: usize) -> u32 {
    u32::from(other_act) << 16 | u32::try_from(distance).unwrap_or(u32::MAX).min(0xFFFF)
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
        // Before the hand, nothing irregular means the deal goes ahead as usual.
        Phase::BeforePlay | Phase::Deal => Some(Continuation::DealContinues),
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
fn surface(c: &Candidate) -> Rc<Surface> {
    struct Measured {
        ruling: Ruling,
        lawful: bool,
        namings: Vec<Naming>,
        surface: Rc<Surface>,
    }
    thread_local! {
        static MEASURED: RefCell<HashMap<u64, Measured>> = RefCell::new(HashMap::new());
    }
    let namings = || c.ruling.roles().map(|r| naming(r, &c.parties));
    // Looked up by a hash of what the text is made from, so that a hit clones nothing
    // and allocates nothing; a different option under the same hash is measured and
    // takes the place.
    let key = {
        let mut h = rustc_hash::FxHasher::default();
        (&c.ruling, c.lawful).hash(&mut h);
        for n in namings() {
            n.hash(&mut h);
        }
        h.finish()
    };
    MEASURED.with_borrow_mut(|measured| {
        if let Some(m) = measured.get(&key)
            && m.lawful == c.lawful
            && m.ruling == *c.ruling
            && m.namings.iter().copied().eq(namings())
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
                ruling: Ruling::clone(&c.ruling),
                lawful: c.lawful,
                namings: namings().collect(),
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

fn measure(c: &Candidate) -> Surface {
    let text = super::render::option_line(crate::i18n::english(), &c.ruling, &c.parties, c.lawful);
    Surface {
        length: text.chars().count(),
        words: word_bits(&text),
    }
}

/// The candidates' lengths and the words each pair shares, measured once for all the
/// sets tried.
struct Likeness {
    lengths: [usize; CANDIDATES_AT_MOST],
    shared: [[usize; CANDIDATES_AT_MOST]; CANDIDATES_AT_MOST],
}

impl Likeness {
    fn of(all: &[Candidate]) -> Likeness {
        let surfaces: Vec<Rc<Surface>> = all.iter().map(surface).collect();
        let mut m = Likeness {
            lengths: [0; CANDIDATES_AT_MOST],
            shared: [[0; CANDIDATES_AT_MOST]; CANDIDATES_AT_MOST],
        };
        for (i, a) in surfaces.iter().enumerate().take(CANDIDATES_AT_MOST) {
            m.lengths[i] = a.length;
            for (j, b) in surfaces
                .iter()
                .enumerate()
                .take(CANDIDATES_AT_MOST)
                .skip(i + 1)
            {
                let c = common(a, b);
                m.shared[i][j] = c;
                m.shared[j][i] = c;
            }
        }
        m
    }

    /// How far the options `set` (the right one first) are from putting the right one
    /// at the drawn places by length and by words shared with the others.
    fn miss(&self, set: &[usize], targets: (usize, usize)) -> usize {
        let mut lengths = [0; MAX_CHOICES];
        let mut words = [0; MAX_CHOICES];
        let n = set.len().min(MAX_CHOICES);
        for k in 0..n {
            let i = set[k];
            lengths[k] = self.lengths[i];
            for l in k + 1..n {
                let c = self.shared[i][set[l]];
                words[k] += c;
                words[l] += c;
            }
        }
        place(&lengths[..n], 0).abs_diff(targets.0) + place(&words[..n], 0).abs_diff(targets.1)
    }
}

/// Adds the option unless the options are full, it names a role the stand-ins cannot
/// fill (that would give it away), or it says what an option already says.
fn offer<'a>(
    choices: &mut Vec<Candidate<'a>>,
    option: (&'a Ruling, bool),
    g: &Ground,
    parties: Parties,
    source: Source<'a>,
) {
    if choices.len() >= MAX_CHOICES {
        return;
    }
    if let Some(choice) = candidate(option, g, parties, source) {
        add_new(choices, choice);
    }
}

/// Adds the option unless the options are full or it says what an option already says.
fn add_new<'a>(choices: &mut Vec<Candidate<'a>>, choice: Candidate<'a>) {
    if choices.len() < MAX_CHOICES
        && !choices.iter().any(|c| says_the_same(c, &choice))
        && !choices
            .first()
            .is_some_and(|right| also_right_beside_lawful(right, &choice))
    {
        choices.push(choice);
    }
}

/// Where the rules allow what happened, "no penalty for North" with play going on the same
/// way is as right as "no irregularity": a referee could pick either.
fn also_right_beside_lawful(right: &Candidate, choice: &Candidate) -> bool {
    let (a, b) = (&right.ruling, &choice.ruling);
    right.lawful
        && !choice.lawful
        && b.players
            .iter()
            .all(|e| e.status == crate::rules::Status::NoPenalty)
        && b.payments.is_empty()
        && a.payments.is_empty()
        && same_tiles(a.tiles, b.tiles)
        && same_play(a.next, b.next)
}

/// A case's ruling made concrete for this table, unless it names a role the stand-ins
/// cannot fill. The roles are read before anything is copied: most cases looked at are
/// not taken.
fn candidate<'a>(
    (then, lawful): (&'a Ruling, bool),
    g: &Ground,
    parties: Parties,
    source: Source<'a>,
) -> Option<Candidate<'a>> {
    if !then.roles().all(|r| parties.holds(r))
        || says_a_thing_twice(then, &parties)
        || !remedy_fits(then.tiles, &g.scenario.events)
        || !continuation_fits(then.next, &g.scenario.events)
        || !claims_fit(then, &parties, &g.scenario.events)
        || !win_paid_fits(then, &parties, &g.scenario.events)
        || !offenders_fit(then, &parties, &g.scenario.events)
        || !sticks_fit(then, &parties, g.table)
        || whole_is_the_ron(then, &parties)
    {
        return None;
    }
    Some(Candidate {
        ruling: then.made_concrete(&g.circumstances),
        parties,
        lawful,
        source,
    })
}

/// Whether what the ruling does with the tiles can be done at this table: it undoes or
/// keeps an act (an exchange, a pass, a claim, a discard, a draw, tiles shown) that
/// happened in the log. "The exchange is undone" where nobody exchanged is a remedy an
/// expert strikes out without reading the table.
fn remedy_fits(tiles: crate::rules::TileFate, events: &[crate::table::Event]) -> bool {
    use crate::rules::TileFate as F;
    use crate::table::Event as E;
    let any = |wanted: fn(&E) -> bool| events.iter().any(wanted);
    let a_call = |e: &E| matches!(e, E::Claimed { .. } | E::ClaimedEarlierDiscard { .. });
    // A tile drawn, or turned up by the player about to draw (the rules may make it
    // their draw), and who took it.
    let drawn_by = |e: &E| match e {
        E::Picked { seat, .. } | E::DrewLoose { seat, .. } | E::TurnedUp { seat, .. } => {
            Some(*seat)
        }
        _ => None,
    };
    match tiles {
        F::ExchangeStands | F::ExchangeReversed | F::WrongTileFixed => {
            any(|e| matches!(e, E::JokerExchanged { .. }))
        }
        F::JokerBackToPasser | F::PassStands | F::PassFromOwnHand => {
            any(|e| matches!(e, E::Passed { .. }))
        }
        // Tiles to be laid with a claim: a call for a set, not only one to win.
        F::MustExposeClaimedTile => any(|e| {
            matches!(
                e,
                E::Claimed { claim, .. } | E::ClaimedEarlierDiscard { claim, .. }
                    if *claim != crate::table::ClaimKind::Win
            )
        }),
        // "The tiles laid with the claim go back": some were laid after the latest claim.
        F::ClaimUndone | F::ClaimUndoneTileClaimableOrDead => {
            events.iter().rposition(a_call).is_some_and(|i| {
                events[i..]
                    .iter()
                    .any(|e| matches!(e, E::Exposed { .. } | E::ExposedWithoutDiscard { .. }))
            })
        }
        F::CallUndoneDiscardClaimable => events.iter().any(a_call),
        F::ClaimAndLooseTileUndone => {
            any(|e| matches!(e, E::Claimed { .. })) && any(|e| matches!(e, E::DrewLoose { .. }))
        }
        // Tiles shown by mistake, a hand laid face up, or a hand declared (laid out).
        F::RevealedTilesDiscardedNext => any(|e| {
            matches!(
                e,
                E::TilesRevealed { .. } | E::HandShown { .. } | E::DeclaredWin { .. }
            )
        }),
        // Tiles back into the concealed hand: some left it, shown, laid out, laid down or
        // set aside as bonus tiles.
        F::TilesBackToHand => any(|e| {
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
        F::DiscardBackToHand
        | F::DiscardStands
        | F::DiscardClaimableOrDead
        | F::DiscardBackToTableDead
        | F::OneDiscardStandsOthersBack
        | F::ClaimedDiscardStandsOthersBack => any(|e| matches!(e, E::Discarded { .. })),
        // A tile drawn can be kept, even once its drawer has discarded.
        F::KeepsDrawnTile => events.iter().any(|e| drawn_by(e).is_some()),
        // The tile drawn last is still the drawer's, not yet thrown: a draw many turns
        // back is not one a ruling can send back or swap.
        F::DrawnTileBackToWall | F::SwapForRightTile => {
            let last_draw = events
                .iter()
                .enumerate()
                .rev()
                .find_map(|(i, e)| drawn_by(e).map(|seat| (i, seat)));
            last_draw.is_some_and(|(i, drawer)| {
                !events[i + 1..]
                    .iter()
                    .any(|e| matches!(e, E::Discarded { seat, .. } if *seat == drawer))
            })
        }
        // Wall tiles turned back face down: some were turned up, knocked over or lifted.
        F::ExposedTilesBackFaceDown | F::BackFaceDownSameSpot => any(|e| {
            matches!(
                e,
                E::WallTilesExposed { .. } | E::TurnedUp { .. } | E::TouchedWall { .. }
            )
        }),
        F::SetRestored | F::SwapExposedTiles | F::SetStaysAsLaid | F::PungBecomesKong => any(|e| {
            matches!(
                e,
                E::Exposed { .. }
                    | E::ExposedWithoutDiscard { .. }
                    | E::AddedToMeld { .. }
                    | E::TookFromMeld { .. }
            )
        }),
        F::CalledTileToSet => any(|e| matches!(e, E::ExposedWithoutDiscard { .. })),
        _ => true,
    }
}

/// Whether play can go on the way the ruling says at this table: "the win called goes
/// on" where nobody called a win is struck out without reading further.
fn continuation_fits(next: Continuation, events: &[crate::table::Event]) -> bool {
    use crate::table::Event as E;
    match next {
        Continuation::WinGoesOn => events.iter().any(|e| {
            matches!(
                e,
                E::WinWordSaid { .. }
                    | E::DeclaredWin { .. }
                    | E::Claimed {
                        claim: crate::table::ClaimKind::Win,
                        ..
                    }
            )
        }),
        _ => true,
    }
}

/// Whether each player a ruling leaves a riichi stick on the table for, or whose riichi
/// it voids, declared riichi: "North's riichi stick stays" or "North's riichi does not
/// stand" where North never declared it is struck out without reading further.
fn sticks_fit(ruling: &Ruling, parties: &Parties, table: &Table) -> bool {
    use crate::rules::Status;
    ruling
        .players
        .iter()
        .filter(|e| matches!(e.status, Status::RiichiStickStays | Status::RiichiVoid))
        .all(|e| {
            parties
                .seats_of(e.who)
                .iter()
                .all(|s| table.in_riichi().contains(s))
        })
}

/// Whether the liable player's paying the whole value is the same money as the plain ron
/// the ruling stands beside: where the liable player threw the winning tile, "pays the
/// hand's whole value" and "pays the hand's value" differ only in words.
fn whole_is_the_ron(ruling: &Ruling, parties: &Parties) -> bool {
    parties.liable.is_some()
        && parties.liable == parties.discarder
        && ruling
            .payments
            .iter()
            .any(|p| p.amount == crate::rules::Amount::RiichiWhole && p.from == Role::Liable)
}

/// Whether `seat` declared a win in `events`.
fn declared_win(events: &[crate::table::Event], seat: Seat) -> bool {
    events
        .iter()
        .any(|e| matches!(e, crate::table::Event::DeclaredWin { seat: s } if *s == seat))
}

/// Whether each player a ruling penalises as one of those who declared a false win did
/// declare one at this table: "each of North and West" where West alone declared is
/// struck out without reading the table.
fn offenders_fit(ruling: &Ruling, parties: &Parties, events: &[crate::table::Event]) -> bool {
    !ruling.roles().any(|r| r == Role::EachOffender)
        || parties
            .seats_of(Role::EachOffender)
            .into_iter()
            .all(|s| declared_win(events, s))
}

/// Whether each player a ruling pays for a win (by its fan or its han) declared one at
/// this table, and on a discard where the discarder pays: "South pays West the hand's
/// value" where nobody won, or where West won by self-draw, is struck out at a glance.
fn win_paid_fits(ruling: &Ruling, parties: &Parties, events: &[crate::table::Event]) -> bool {
    use crate::rules::Amount;
    ruling
        .payments
        .iter()
        .filter(|p| {
            matches!(
                p.amount,
                Amount::McrWin | Amount::RiichiWin | Amount::RiichiWinWaitUnseen
            )
        })
        .all(|p| {
            let to = parties.seats_of(p.to);
            // Paid by the discarder only where the winner called a discard to win.
            let on_discard = |s: Seat| {
                p.from != Role::Discarder
                    || events.iter().any(|e| {
                        matches!(e, crate::table::Event::Claimed { seat, claim: crate::table::ClaimKind::Win } if *seat == s)
                    })
            };
            !to.is_empty()
                && to
                    .into_iter()
                    .all(|s| declared_win(events, s) && on_discard(s))
        })
}

/// Whether each player the ruling gives the discard to, or whose claim it refuses, called
/// for a discard at this table: "West gets the tile" where West never called is struck
/// out without reading the table.
fn claims_fit(ruling: &Ruling, parties: &Parties, events: &[crate::table::Event]) -> bool {
    use crate::rules::Status;
    use crate::table::Event as E;
    let claimed = |s: Seat| {
        events.iter().any(|e| {
            matches!(e, E::Claimed { seat, .. } | E::ClaimedEarlierDiscard { seat, .. } if *seat == s)
        })
    };
    ruling
        .players
        .iter()
        .filter(|e| matches!(e.status, Status::GetsTheTile | Status::ClaimRefused))
        .all(|e| parties.seats_of(e.who).into_iter().any(claimed))
        // Held to a call: the player called; held to a ron: the player called ron.
        && ruling.players.iter().all(|e| match e.status {
            Status::HeldToFirstCall => parties.seats_of(e.who).into_iter().any(claimed),
            Status::HeldToRon => parties.seats_of(e.who).into_iter().any(|s| {
                events.iter().any(|ev| {
                    matches!(ev, E::Claimed { seat, claim: crate::table::ClaimKind::Win } if *seat == s)
                })
            }),
            _ => true,
        })
}

/// Whether the ruling, read with these parties, says one thing twice: two effects of the
/// same kind on one player (roles standing for the same seat), or one player paying
/// another twice over. No referee gives such a ruling, and an expert strikes it out
/// without reading the table.
fn says_a_thing_twice(ruling: &Ruling, parties: &Parties) -> bool {
    let effects = &ruling.players;
    let same_effect = effects.iter().enumerate().any(|(i, a)| {
        effects[i + 1..].iter().any(|b| {
            a.status == b.status && {
                let seats = parties.seats_of(a.who);
                parties.seats_of(b.who).iter().any(|s| seats.contains(s))
            }
        })
    });
    let mut pairs: Vec<(Seat, Seat)> = Vec::new();
    for p in &ruling.payments {
        for from in parties.seats_of(p.from) {
            for to in parties.seats_of(p.to) {
                if from == to {
                    continue;
                }
                if pairs.contains(&(from, to)) {
                    return true;
                }
                pairs.push((from, to));
            }
        }
    }
    same_effect
}

/// How far apart two rulings are in form: the players they name, the payments they
/// make, whether each penalises anyone, and whether each moves tiles or stops play. A
/// penalty is nearer another penalty than a win paid as usual: a referee weighs a
/// chombo against a dead hand, not against the payment of a win.
fn shape_distance(a: &Ruling, b: &Ruling) -> usize {
    let penalises = |r: &Ruling| {
        r.players
            .iter()
            .any(|e| e.status != crate::rules::Status::NoPenalty)
    };
    a.players.len().abs_diff(b.players.len())
        + a.payments.len().abs_diff(b.payments.len())
        + usize::from(penalises(a) != penalises(b))
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
    // Where the matter is a declaration, the winner is the declarer: an option reading
    // it as a valid win must be about the player who declared, or a learner strikes it
    // out without looking at the hand. Otherwise another player than the one at fault: a
    // ruling where one pays the other reads as about two players.
    let declarer = match scenario.events.get(at) {
        Some(crate::table::Event::DeclaredWin { seat }) => Some(*seat),
        _ => None,
    };
    let winner = *p.winner.get_or_insert(
        declarer.unwrap_or(
            real.caller
                .or(table.turn())
                .filter(|s| *s != offender)
                .unwrap_or(offender.right()),
        ),
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
fn says_the_same(x: &Candidate, y: &Candidate) -> bool {
    let (a, b) = (&x.ruling, &y.ruling);
    // An option the rules allow says "no irregularity" in place of "no penalty"; what the
    // referee adds to a case (a dead hand's jokers left open, a dispute settled) tells no
    // two options apart.
    fn players<'c>(c: &'c Candidate) -> impl Iterator<Item = (Named, crate::rules::Status)> + 'c {
        use crate::rules::Status;
        c.ruling
            .players
            .iter()
            .filter(|e| !(c.lawful && e.status == Status::NoPenalty))
            .filter(|e| {
                e.status != Status::JokersStayExchangeable && e.status != Status::SettlesDispute
            })
            .map(|e| (named(e.who, &c.parties), e.status))
    }
    fn payments<'c>(
        c: &'c Candidate,
    ) -> impl Iterator<Item = (Named, Named, crate::rules::Amount)> + 'c {
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

/// Fates that all say the tiles stay as they are (a discard left to be claimed stays too).
fn leaves_tiles(t: TileFate) -> bool {
    matches!(
        t,
        TileFate::Unchanged
            | TileFate::DiscardStands
            | TileFate::DiscardClaimableOrDead
            | TileFate::CallUndoneDiscardClaimable
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
            | Continuation::ClaimantGoesOn
    )
}

fn same_play(a: Continuation, b: Continuation) -> bool {
    a == b
        || (goes_on(a)
            && goes_on(b)
            && (a == Continuation::PlayContinues || b == Continuation::PlayContinues))
}
