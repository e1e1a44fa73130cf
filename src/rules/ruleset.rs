//! Loading and validating a ruleset: `ruleset.ron` (the game) and `articles.ron` (the
//! rulings). Every error names the file, line and column and says what was expected.

use super::article::{Article, Phase};
use super::facts;
use crate::i18n::{Arg, Said};
use crate::load::{LoadError, SourceText, find_quoted, parse_ron};
use crate::table::WinCheck;
use crate::tiles::TileSet;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetKind {
    /// 152 tiles: suits, winds, dragons, 8 flowers, 8 jokers.
    American,
    /// 144 tiles with four flowers and four seasons.
    FlowersAndSeasons,
    /// 136 tiles, no bonus tiles.
    NoBonus,
}

impl SetKind {
    pub fn tiles(self) -> TileSet {
        match self {
            SetKind::American => TileSet::american(),
            SetKind::FlowersAndSeasons => TileSet::with_flowers_and_seasons(),
            SetKind::NoBonus => TileSet::without_bonus(),
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EscalationScope {
    /// Earlier fouls of the same kind anywhere in the match count (the records-of-fouls sheet).
    #[default]
    Match,
    /// Only fouls in the same hand count.
    Hand,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Edition {
    pub id: String,
    pub name: String,
    /// How this edition scores a riichi hand (its switches); riichi rulesets only. Left out
    /// of what is written when none, so the other rulesets' club codes stay what they were.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub riichi_scoring: Option<crate::analysis::riichi::Settings>,
}

/// A family of stories the generator tells (`situations`): the games' own and the deal's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StoryFamily {
    American,
    Classical,
    ChineseOfficial,
    Riichi,
    Deal,
}

/// Whose wall is broken for the deal.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum WallToBreak {
    /// The dealer's own, whatever the roll (the American deal).
    #[default]
    DealersOwn,
    /// The wall of the player the roll's total counts to, counting the dealer as one and
    /// going on in turn order (1, 5, 9: the dealer; 2, 6, 10: the next player; …).
    CountedFromDealer,
}

impl WallToBreak {
    /// The wall `dealer` breaks after rolling `total`.
    pub fn wall(self, dealer: crate::table::Seat, total: u8) -> crate::table::Seat {
        match self {
            WallToBreak::DealersOwn => dealer,
            WallToBreak::CountedFromDealer => {
                let steps = usize::from(total.max(1) - 1) % 4;
                (0..steps).fold(dealer, |s, _| s.right())
            }
        }
    }
}

/// The word players call to claim a discard for a win, as the ruleset's players say it:
/// a story of American play says "mah jongg", as the League writes it, not the classical
/// "mah-jong".
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinCall {
    /// "mah-jong", the classical spelling.
    #[default]
    MahJong,
    /// "mah jongg", the League's spelling.
    MahJongg,
    /// Riichi's words: "ron" for a win on a discard, and "chii", "pon", "kan" for the sets.
    Ron,
}

/// The warning signs after which a discard a player wins on may have been dangerous.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DangerousDiscards {
    /// The fewest sets the winner has laid down for the discard to be asked about.
    pub sets_shown: u8,
    /// The live wall's tiles at most for any discard to be asked about.
    pub live_wall_left: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesetMeta {
    pub id: String,
    pub name: String,
    pub tiles: SetKind,
    pub stacks_per_wall: u8,
    pub dice: u8,
    /// Whose wall the dealer breaks: their own, or the wall the dice count to.
    #[serde(default)]
    pub wall_to_break: WallToBreak,
    /// How the tiles are taken from the wall in the deal.
    #[serde(default)]
    pub deal: crate::table::deal::DealProcedure,
    /// Tiles kept back as a dead wall for loose tiles (0: none).
    #[serde(default)]
    pub dead_wall: u8,
    /// The place in the dead wall (from 0: the top tile of the stack nearest the break,
    /// then its bottom tile, then the next stack) of the tile turned face up when the
    /// wall is broken to show the dora (riichi); none where the game has no dora. Left
    /// out of what is written when none, so that a club code's fingerprint of the rulesets
    /// without dora stays what it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dora_indicator: Option<u8>,
    /// Each kan turns a further dora indicator face up, the next stack's top beyond the
    /// first (riichi: kan dora, with a kan ura beneath each). Left out of what is written
    /// when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub kan_dora: bool,
    /// A kong counts as three tiles toward the hand size.
    #[serde(default)]
    pub kong_counts_three: bool,
    /// A player may not win on a discard while a tile the hand waits on lies among the
    /// player's own discards or went by since the player's own last turn, or since the
    /// player's riichi (riichi: furiten). Left out of what is written when false, so that a
    /// club code's fingerprint of the other rulesets stays what it was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub furiten: bool,
    /// Each loose tile taken from the dead wall moves the last tile of the live wall onto
    /// it, so that the dead wall keeps its size (riichi; classical rules keep the dead
    /// wall as it was set aside). Left out of what is written when false, so that a club
    /// code's fingerprint of the other rulesets stays what it was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dead_wall_kept_whole: bool,
    /// The tile added from the hand to a pung to make a kan counts as a discard: a win may
    /// be called on it before the kan's loose tile is drawn (riichi: robbing the kan,
    /// chankan), and adding it is play, no matter for the referee. Left out of what is
    /// written when false, so that a club code's fingerprint of the other rulesets stays
    /// what it was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub kan_robbable: bool,
    /// When a win on a discard is asked about as a possibly dangerous discard (classical
    /// rules): once the winner has this many sets laid down, or the live wall is down to
    /// this many tiles. The articles' rows say which sets in sight make it dangerous.
    /// Left out of what is written when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dangerous_discards: Option<DangerousDiscards>,
    /// The most kans a hand may hold, every player's together (riichi: four); one declared
    /// beyond them is a matter of its own. Left out of what is written when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub most_kans: Option<u8>,
    /// A discard may be called for a set only until the next player draws (a win may be
    /// called on it longer); a call for a set after that draw is a matter of its own
    /// (riichi). Left out of what is written when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub set_calls_until_next_draw: bool,
    /// The player whose discard was called for the last set of big three dragons or big
    /// four winds is liable (pao) for that hand's win (riichi). Left out of what is
    /// written when false, so that a club code's fingerprint of the other rulesets stays
    /// what it was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub liability: bool,
    /// What a riichi stick is worth: a player declaring riichi puts one on the table, and
    /// the winner of a hand takes those lying there (riichi). Left out of what is written
    /// when absent, so that a club code's fingerprint of the other rulesets stays what it
    /// was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub riichi_stick: Option<u32>,
    /// A call is a word said aloud, and a player who says another word on the same
    /// discard has changed the call: a matter of its own (riichi). Left out of what is
    /// written when false, so that a club code's fingerprint of the other rulesets stays
    /// what it was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub changed_call_is_a_matter: bool,
    /// A win is called with its own word ("ron" on a discard, "tsumo" on a draw), and
    /// another word is a matter of its own (riichi). Left out of what is written when
    /// false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub win_word_is_a_matter: bool,
    /// The editions have no abortive draws, and the table asks about the situations that
    /// ended a hand as one under older rules (the same wind thrown by all four first):
    /// riichi. Left out of what is written when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abortive_draws_asked: bool,
    /// At the exhaustive draw each player says in turn whether the hand is ready, showing
    /// it or not, and the payments for not being ready follow (riichi). Left out of what is
    /// written when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ready_declared_at_the_draw: bool,
    /// A call goes word, tiles shown, tile taken, discard; a discard before the set is laid
    /// out is a matter of its own, pointed out (riichi). Left out of what is written when
    /// false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub call_order_pointed_out: bool,
    /// A tile of the dead wall other than the dora indicator turned face up is a matter of
    /// its own, not a wall tile seen (riichi). Left out of what is written when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dead_wall_exposure_is_a_matter: bool,
    /// Several players may call ron on one discard, and each call is judged beside the
    /// others: a second winning ron, a false ron beside a win (riichi). Left out of what is
    /// written when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub several_rons_judged: bool,
    /// A win is settled whatever another hand holds: a hand with the wrong number of tiles
    /// or a false set is a dead hand, whose fault is its own matter and which pays as any
    /// other (riichi), not a settlement with a faulty hand. Left out of what is written
    /// when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub win_settled_beside_faulty_hands: bool,
    /// Bonus tiles are set aside and replaced (flowers and seasons), not played in hands.
    #[serde(default)]
    pub bonus_set_aside: bool,
    /// How a declared win is checked.
    #[serde(default)]
    pub win_check: WinCheck,
    /// What players call to claim a discard for a win: the word the story uses.
    #[serde(default)]
    pub win_call: WinCall,
    /// Seconds after a discard within which a claim must be called (none: no time limit).
    #[serde(default)]
    pub claim_window_seconds: Option<u8>,
    /// Who takes a discard two players call, first rank first: e.g. `[[Win], [Pung, Kong],
    /// [Chow]]`; within a rank, the claimant nearer in turn after the discarder. Where it
    /// is given, two such calls are a matter for the referee (classical rule 61).
    #[serde(default)]
    pub claim_priority: Option<Vec<Vec<crate::table::ClaimKind>>>,
    /// Bonus tiles are replaced from the far end of the wall (else from the live wall).
    #[serde(default)]
    pub bonus_from_back: bool,
    /// Right after calling chii or pon, discarding a tile the call could have been made
    /// with is a foul (riichi: kuikae). Left out of what is written when false, so that a
    /// club code's fingerprint of the other rulesets stays what it was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub swap_calls_forbidden: bool,
    /// How its players write tiles, for plain text where the learner chose no style
    /// (riichi: 5m 5p 5s). Left out of what is written when unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile_style: Option<crate::tiles::TileStyle>,
    /// The families of stories the generator draws on, in order: the first that tells a
    /// story for an article's irregularity tells it. Left out, the card game's (American)
    /// or the classical and Chinese Official ones, and the deal's. Left out of what is
    /// written when not given, so that the other rulesets' club codes stay what they were.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub story_families: Option<Vec<StoryFamily>>,
    /// A win declared is laid face up for the table to check at once (classical and
    /// Chinese Official). Where it is not (American), the declaration and laying the hand
    /// face up are two acts, and the hand shows only once it is laid.
    #[serde(default)]
    pub declared_hand_face_up: bool,
    /// Whether escalating penalties count earlier fouls of the whole match or of the hand.
    #[serde(default)]
    pub escalation: EscalationScope,
    /// Whether a ruling that kills a hand says that the jokers of its exposures left on
    /// the table may still be taken by exchange (the American game).
    #[serde(default)]
    pub dead_hand_jokers_exchangeable: bool,
    /// The agreed limit, for rulesets whose penalties may be set at the limit.
    #[serde(default)]
    pub limit: Option<u32>,
    /// How a hand is valued where a ruling pays by hand value.
    #[serde(default)]
    pub scoring: super::settle::Scoring,
    /// The works the articles cite: id → the work's name, as a reader knows it. A source
    /// names its work by id, so that each language can name the work in its own words.
    #[serde(default)]
    pub works: std::collections::BTreeMap<String, String>,
    /// The first edition is the default.
    pub editions: Vec<Edition>,
    /// How the referee rules a matter no article covers.
    #[serde(default)]
    pub fallback: Option<Fallback>,
}

/// The stated ruling for an irregularity the engine detects but no article of the
/// rulebook covers, with what it rests on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fallback {
    /// In our own words; says whether the ruling is the source's or our reading.
    pub summary: String,
    pub sources: Vec<super::Source>,
    pub then: super::Ruling,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruleset {
    pub meta: RulesetMeta,
    pub articles: Vec<Article>,
    /// The card hands are judged against, where the game has one (American). The
    /// built-in practice card unless a user loads theirs.
    pub card: Option<std::sync::Arc<crate::analysis::american::Card>>,
    /// The settings in the ruleset's own words, kept when its texts are told in another
    /// language (`translate`): what a club code hashes is the same in every language.
    pub own_meta: Option<Box<RulesetMeta>>,
}

pub fn load(meta_src: SourceText, articles_src: SourceText) -> Result<Ruleset, LoadError> {
    load_parts(meta_src, &[articles_src])
}

/// A ruleset whose articles are spread over several files, read in the order given.
pub fn load_parts(meta_src: SourceText, article_srcs: &[SourceText]) -> Result<Ruleset, LoadError> {
    let meta: RulesetMeta = parse_ron(meta_src)?;
    if meta.editions.is_empty() {
        return Err(LoadError::at(
            meta_src,
            find_quoted(meta_src.text, "editions", 0),
            Said::new("err-ruleset-no-edition", Vec::new()),
        ));
    }
    // Two editions of one id: a scenario or a club code naming it could mean either.
    for (i, e) in meta.editions.iter().enumerate() {
        if meta.editions[..i].iter().any(|earlier| earlier.id == e.id) {
            let quoted = format!("\"{}\"", e.id);
            let at = meta_src
                .text
                .match_indices(&quoted)
                .nth(1)
                .map_or(0, |(at, _)| at);
            return Err(LoadError::at(
                meta_src,
                at,
                Said::new(
                    "err-ruleset-edition-twice",
                    vec![("id", crate::visible::quoted(&e.id).into())],
                ),
            ));
        }
    }
    if usize::from(meta.stacks_per_wall) * 8 != meta.tiles.tiles().total() {
        return Err(LoadError::at(
            meta_src,
            meta_src.text.find("stacks_per_wall").unwrap_or(0),
            Said::new(
                "err-ruleset-stacks",
                vec![
                    ("stacks", u32::from(meta.stacks_per_wall).into()),
                    ("tiles", (usize::from(meta.stacks_per_wall) * 8).into()),
                    ("set", format!("{:?}", meta.tiles).into()),
                    ("total", meta.tiles.tiles().total().into()),
                ],
            ),
        ));
    }
    check_settings(&meta, meta_src)?;
    if let Some(fallback) = &meta.fallback {
        check_works([("fallback", &fallback.sources[..])], &meta.works, meta_src)?;
    }
    let edition_ids = meta.edition_ids();
    let mut articles: Vec<Article> = Vec::new();
    let mut judged = std::collections::BTreeMap::new();
    for src in article_srcs {
        let part: Vec<Article> = parse_ron(*src)?;
        validate_articles(&articles, &part, &edition_ids, *src, &mut judged)?;
        check_works(
            part.iter().map(|a| (a.id.as_str(), &a.sources[..])),
            &meta.works,
            *src,
        )?;
        articles.extend(part);
    }
    let card = (meta.win_check == WinCheck::AmericanCard)
        .then(|| std::sync::Arc::new(crate::analysis::american::Card::practice().clone()));
    Ok(Ruleset {
        meta,
        articles,
        card,
        own_meta: None,
    })
}

/// The most tiles a dead wall may keep back: what the stories of every built-in article
/// still deal from the live wall that is left, in every set (measured over 300 seeds an
/// article; `tests/house_settings.rs` holds every article to it). At 28 an American story
/// in several thousand found no hand it could reach, at 38 one in three hundred.
pub const MOST_DEAD_WALL: u8 = 24;

/// The settings checked against what the table and the generator can do, each mistake
/// reported at its field.
fn check_settings(meta: &RulesetMeta, src: SourceText) -> Result<(), LoadError> {
    let at = |field: &str| {
        crate::scenario::value_at(src.text, &[crate::scenario::Step::Field(field)])
            .or_else(|| src.text.find(field))
            .unwrap_or(0)
    };
    let total = meta.tiles.tiles().total();
    let most = usize::from(MOST_DEAD_WALL);
    let dead = usize::from(meta.dead_wall);
    if dead > most || !dead.is_multiple_of(2) {
        return Err(LoadError::at(
            src,
            at("dead_wall"),
            Said::new(
                "err-ruleset-dead-wall",
                vec![
                    ("dead", dead.into()),
                    ("total", total.into()),
                    ("most", most.into()),
                ],
            ),
        ));
    }
    if let Some(place) = meta.dora_indicator.filter(|p| usize::from(*p) >= dead) {
        return Err(LoadError::at(
            src,
            at("dora_indicator"),
            Said::new(
                "err-ruleset-dora-indicator",
                vec![("place", place.into()), ("dead", dead.into())],
            ),
        ));
    }
    if !(1..=3).contains(&meta.dice) {
        return Err(LoadError::at(
            src,
            at("dice"),
            Said::new(
                "err-ruleset-dice",
                vec![("dice", u32::from(meta.dice).into())],
            ),
        ));
    }
    let american_set = meta.tiles == SetKind::American;
    let card = meta.win_check == WinCheck::AmericanCard;
    if american_set != card {
        let message = if american_set {
            Said::new(
                "err-ruleset-win-check-american",
                vec![("check", format!("{:?}", meta.win_check).into())],
            )
        } else {
            Said::new(
                "err-ruleset-card-needs-american",
                vec![("set", format!("{:?}", meta.tiles).into())],
            )
        };
        // Where win_check is left out (Standard), the set is what to change.
        let field = if src.text.contains("win_check") {
            "win_check"
        } else {
            "tiles"
        };
        return Err(LoadError::at(src, at(field), message));
    }
    Ok(())
}

/// Every source cited (by an article, or by the fallback) names a work of the ruleset's
/// `works`.
fn check_works<'a>(
    cited: impl IntoIterator<Item = (&'a str, &'a [super::Source])>,
    works: &std::collections::BTreeMap<String, String>,
    src: SourceText,
) -> Result<(), LoadError> {
    for (owner, sources) in cited {
        let start = find_quoted(src.text, owner, 0);
        if let Some(source) = sources.iter().find(|s| !works.contains_key(&s.work)) {
            let named: Vec<&str> = works.keys().map(String::as_str).collect();
            return Err(LoadError::at(
                src,
                find_quoted(src.text, &source.work, start),
                Said::new(
                    "err-ruleset-unknown-work",
                    vec![
                        ("article", owner.into()),
                        ("work", source.work.as_str().into()),
                        ("works", named.join(", ").into()),
                    ],
                ),
            ));
        }
    }
    Ok(())
}

/// Checks the articles of one file, `prior` being those of the files read before it.
fn validate_articles(
    prior: &[Article],
    articles: &[Article],
    editions: &[&str],
    src: SourceText,
    judged: &mut std::collections::BTreeMap<super::Irregularity, String>,
) -> Result<(), LoadError> {
    for (n, article) in articles.iter().enumerate() {
        let start = find_quoted(src.text, &article.id, 0);
        let err = |offset: usize, said: Said| LoadError::at(src, offset, said);
        let id = || Arg::from(article.id.as_str());
        if articles[..n]
            .iter()
            .chain(prior)
            .any(|a| a.id == article.id)
        {
            return Err(err(
                find_quoted(src.text, &article.id, start + 1),
                Said::new("err-ruleset-article-twice", vec![("article", id())]),
            ));
        }
        for irregularity in article.judged() {
            if let Some(other) = judged.insert(irregularity, article.id.clone()) {
                return Err(err(
                    start,
                    Said::new(
                        "err-ruleset-judged-twice",
                        vec![
                            ("other", other.into()),
                            ("article", id()),
                            ("irregularity", format!("{irregularity:?}").into()),
                        ],
                    ),
                ));
            }
        }
        if article.cases.is_empty() {
            return Err(err(
                start,
                Said::new("err-ruleset-no-cases", vec![("article", id())]),
            ));
        }
        if article.sources.is_empty() {
            return Err(err(
                start,
                Said::new("err-ruleset-no-source", vec![("article", id())]),
            ));
        }
        for (i, case) in article.cases.iter().enumerate() {
            let case_at = find_quoted(src.text, &case.id, start);
            for cond in &case.when {
                match facts::check(cond.fact(), editions) {
                    Ok(()) => {}
                    Err(facts::FactProblem::Unknown) => {
                        return Err(err(
                            find_quoted(src.text, cond.fact(), case_at),
                            Said::new(
                                "err-ruleset-unknown-fact",
                                vec![
                                    ("fact", cond.fact().into()),
                                    ("case", case.id.as_str().into()),
                                    ("article", id()),
                                    ("known", facts::known_names().join(", ").into()),
                                ],
                            ),
                        ));
                    }
                    Err(facts::FactProblem::Value(why)) => {
                        return Err(err(
                            find_quoted(src.text, cond.fact(), case_at),
                            Said::new(
                                "err-ruleset-fact-value",
                                vec![
                                    ("why", why.into()),
                                    ("case", case.id.as_str().into()),
                                    ("article", id()),
                                ],
                            ),
                        ));
                    }
                }
                if case
                    .when
                    .iter()
                    .any(|c| c.fact() == cond.fact() && c.wants() != cond.wants())
                {
                    return Err(err(
                        case_at,
                        Said::new(
                            "err-ruleset-contradiction",
                            vec![
                                ("case", case.id.as_str().into()),
                                ("article", id()),
                                ("fact", cond.fact().into()),
                            ],
                        ),
                    ));
                }
            }
            if article.cases[..i].iter().any(|c| c.id == case.id) {
                return Err(err(
                    case_at,
                    Said::new(
                        "err-ruleset-case-twice",
                        vec![("case", case.id.as_str().into()), ("article", id())],
                    ),
                ));
            }
            // An earlier case whose conditions are a subset of this one's always wins first.
            if let Some(shadow) = article.cases[..i]
                .iter()
                .find(|earlier| earlier.when.iter().all(|c| case.when.contains(c)))
            {
                return Err(err(
                    case_at,
                    Said::new(
                        "err-ruleset-shadowed",
                        vec![
                            ("case", case.id.as_str().into()),
                            ("article", id()),
                            ("earlier", shadow.id.as_str().into()),
                        ],
                    ),
                ));
            }
        }
    }
    Ok(())
}

impl RulesetMeta {
    /// The ids of the editions, the default first.
    pub fn edition_ids(&self) -> Vec<&str> {
        self.editions.iter().map(|e| e.id.as_str()).collect()
    }

    /// The name of the edition `id`, as the ruleset's texts give it; the id itself where
    /// the ruleset has no such edition.
    pub fn edition_name(&self, id: &str) -> String {
        self.editions
            .iter()
            .find(|e| e.id == id)
            .map_or_else(|| id.to_string(), |e| e.name.clone())
    }

    pub fn table_config(&self) -> crate::table::TableConfig {
        crate::table::TableConfig {
            dead_wall: self.dead_wall,
            kong_counts_three: self.kong_counts_three,
            dora_indicator: self.dora_indicator,
            kan_dora: self.kan_dora,
            furiten: self.furiten,
            dead_wall_kept_whole: self.dead_wall_kept_whole,
            kan_robbable: self.kan_robbable,
        }
    }
}

impl Ruleset {
    /// A source as its reader sees it: the name of the work it cites, in the language the
    /// ruleset is told in, and where in the work to look.
    pub fn citation<'a>(&'a self, source: &'a super::Source) -> (&'a str, &'a str) {
        let work = self
            .meta
            .works
            .get(&source.work)
            .map_or(source.work.as_str(), String::as_str);
        (work, source.locator.as_str())
    }

    pub fn article(&self, id: &str) -> Option<&Article> {
        self.articles.iter().find(|a| a.id.eq_ignore_ascii_case(id))
    }

    /// How `edition` scores a riichi hand: its own switches, else the calculator's defaults
    /// (EMA 2016's).
    pub fn riichi_scoring(&self, edition: &str) -> crate::analysis::riichi::Settings {
        self.meta
            .editions
            .iter()
            .find(|e| e.id == edition)
            .and_then(|e| e.riichi_scoring)
            .unwrap_or_default()
    }

    pub fn default_edition(&self) -> &str {
        self.meta.editions.first().map_or("", |e| e.id.as_str())
    }

    pub fn in_phase(&self, phase: Phase) -> impl Iterator<Item = &Article> {
        self.articles.iter().filter(move |a| a.phase == phase)
    }

    /// Article ids closest to `id`, for "did you mean".
    pub fn close_matches(&self, id: &str) -> Vec<&str> {
        nearest(
            &id.to_ascii_uppercase(),
            self.articles.iter().map(|a| a.id.as_str()),
        )
    }
}

/// Of `ids`, the closest to `wanted`, nearest first, for "did you mean": at most five,
/// and none that is not close.
pub fn nearest<'a>(wanted: &str, ids: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut scored: Vec<(f64, &str)> = ids
        .map(|id| (strsim::jaro_winkler(wanted, id), id))
        .filter(|(s, _)| *s > 0.75)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().take(5).map(|(_, id)| id).collect()
}

/// Rulesets that ship inside the binary.
pub mod builtin {
    use super::*;

    // `IDS`, `texts` and `translation`, made by build.rs from `rulesets/builtin.ron`.
    include!(concat!(env!("OUT_DIR"), "/builtin_rulesets.rs"));

    /// A built-in ruleset told in `lang` (`en`: its own words).
    pub fn load_in(id: &str, lang: &str) -> Option<Result<Ruleset, LoadError>> {
        let loaded = load(id)?;
        let Some(text) = translation(id, lang) else {
            return Some(loaded);
        };
        Some(loaded.and_then(|mut ruleset| {
            let file = format!("rulesets/{id}/texts.{lang}.ron");
            let texts =
                crate::rules::texts::read(SourceText { file: &file, text }, &ruleset, lang)?;
            ruleset.translate(&texts);
            ruleset.practice_card_in(lang)?;
            Ok(ruleset)
        }))
    }

    /// Every built-in ruleset, in the order of `IDS`.
    pub fn all() -> Result<Vec<Ruleset>, LoadError> {
        IDS.iter().filter_map(|id| load(id)).collect()
    }

    pub fn load(id: &str) -> Option<Result<Ruleset, LoadError>> {
        let (meta, parts) = texts(id)?;
        let names: Vec<String> = parts
            .iter()
            .map(|(name, _)| format!("rulesets/{id}/{name}"))
            .collect();
        let srcs: Vec<SourceText> = parts
            .iter()
            .zip(&names)
            .map(|((_, text), file)| SourceText { file, text })
            .collect();
        Some(super::load_parts(
            SourceText {
                file: &format!("rulesets/{id}/ruleset.ron"),
                text: meta,
            },
            &srcs,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const META: &str = r#"RulesetMeta(id: "t", name: "T", tiles: American, stacks_per_wall: 19, dice: 2, win_check: AmericanCard, works: {"w": "W"}, editions: [(id: "1", name: "one")])"#;

    fn article(cases: &str) -> String {
        format!(
            "[\n  Article(\n    id: \"X-1\",\n    title: \"t\",\n    summary: \"s\",\n    sources: [(work: \"w\", locator: \"p. 1\")],\n    phase: Deal,\n    judges: WrongWallInDeal,\n    cases: [\n{cases}\n    ],\n  ),\n]"
        )
    }

    const RULING: &str = "(players: [], tiles: Misdeal, next: RedealSameDealer)";

    fn try_load(articles: &str) -> Result<Ruleset, LoadError> {
        load(
            SourceText {
                file: "ruleset.ron",
                text: META,
            },
            SourceText {
                file: "articles.ron",
                text: articles,
            },
        )
    }

    #[test]
    fn built_in_rulesets_load() {
        for id in builtin::IDS {
            let r = builtin::load(id).expect("known").expect("loads");
            assert!(!r.articles.is_empty());
        }
    }

    #[test]
    fn an_edition_named_twice_is_refused_where_it_is_named_again() {
        let meta = META.replace(
            r#"editions: [(id: "1", name: "one")]"#,
            "editions: [\n  (id: \"1\", name: \"one\"),\n  (id: \"1\", name: \"again\"),\n]",
        );
        let articles = article(&format!("      (id: \"a\", when: [], then: {RULING}),"));
        let err = load(
            SourceText {
                file: "ruleset.ron",
                text: &meta,
            },
            SourceText {
                file: "articles.ron",
                text: &articles,
            },
        )
        .expect_err("refused");
        assert_eq!((err.file.as_str(), err.line), ("ruleset.ron", 3), "{err}");
        assert!(err.message().contains("named twice"), "{err}");
    }

    #[test]
    fn unknown_fact_is_located() {
        let text = article(&format!(
            "      (id: \"a\", when: [Is(\"no_such_fact\")], then: {RULING}),"
        ));
        let err = try_load(&text).expect_err("rejected");
        assert_eq!(err.file, "articles.ron");
        assert_eq!(err.line, 10);
        assert_eq!(err.col, 1 + "      (id: \"a\", when: [Is(".len());
        assert!(
            err.message().contains("unknown fact \"no_such_fact\""),
            "{err}"
        );
    }

    #[test]
    fn a_source_citing_a_work_the_ruleset_does_not_name_is_refused_where_it_is() {
        let text = article(&format!("      (id: \"a\", when: [], then: {RULING}),"))
            .replace("work: \"w\"", "work: \"v\"");
        let err = try_load(&text).expect_err("rejected");
        assert_eq!((err.line, err.col), (6, 1 + "    sources: [(work: ".len()));
        assert!(err.message().contains("\"v\""), "{err}");
        assert!(err.message().contains("named: w"), "{err}");
    }

    #[test]
    fn an_edition_the_ruleset_lacks_is_refused_where_it_is_named() {
        let text = article(&format!(
            "      (id: \"a\", when: [Is(\"edition_is(2)\")], then: {RULING}),"
        ));
        let err = try_load(&text).expect_err("rejected");
        assert_eq!(
            (err.line, err.col),
            (10, 1 + "      (id: \"a\", when: [Is(".len())
        );
        assert!(err.message().contains("edition \"2\""), "{err}");
        let ok = article(&format!(
            "      (id: \"a\", when: [Is(\"edition_is(1)\")], then: {RULING}),\n      (id: \"b\", when: [Is(\"late_over(5)\")], then: {RULING}),"
        ));
        assert!(try_load(&ok).is_ok());
        let bad = article(&format!(
            "      (id: \"a\", when: [Is(\"late_over(soon)\")], then: {RULING}),"
        ));
        let err = try_load(&bad).expect_err("rejected");
        assert!(err.message().contains("whole number"), "{err}");
    }

    #[test]
    fn unreachable_case_is_rejected() {
        let text = article(&format!(
            "      (id: \"all\", when: [], then: {RULING}),\n      (id: \"never\", when: [Is(\"table_agreed\")], then: {RULING}),"
        ));
        let err = try_load(&text).expect_err("rejected");
        assert_eq!(err.line, 11);
        assert!(
            err.message()
                .contains("case never of X-1 can never be reached"),
            "{err}"
        );
    }

    #[test]
    fn contradictory_case_is_rejected() {
        let text = article(&format!(
            "      (id: \"odd\", when: [Is(\"table_agreed\"), Not(\"table_agreed\")], then: {RULING}),"
        ));
        let err = try_load(&text).expect_err("rejected");
        assert!(err.message().contains("both true and false"), "{err}");
    }

    #[test]
    fn missing_field_is_located() {
        let text =
            article("      (id: \"a\", when: [], then: (players: [], next: RedealSameDealer)),");
        let err = try_load(&text).expect_err("rejected");
        assert_eq!(err.line, 10);
        assert!(err.message().contains("tiles"), "{err}");
    }

    #[test]
    fn unknown_irregularity_is_located() {
        let text = article(&format!("      (id: \"a\", when: [], then: {RULING}),"))
            .replace("WrongWallInDeal", "WrongWallInDael");
        let err = try_load(&text).expect_err("rejected");
        assert_eq!(err.line, 8);
        assert!(err.message().contains("WrongWallInDael"), "{err}");
    }

    #[test]
    fn close_matches_find_near_ids() {
        let r = builtin::load("american").expect("known").expect("loads");
        assert_eq!(r.close_matches("AM-DEAL-2").first(), Some(&"AM-DEAL-02"));
        assert!(r.close_matches("zzzz").is_empty());
    }
}
