//! The position form of a scenario: the table as it stands at a moment (hands, sets,
//! bonus tiles, discards, what is left of the wall), then the events from that moment on.
//! Written by a person, so every tile is counted against the ruleset's set and a mistake
//! is reported at the row that holds it.

use super::{Step, TileRow, WallText};
use crate::i18n::{Arg, Said};
use crate::rng::Dice;
use crate::table::{
    BySeat, DiscardState, PlacedDiscard, PlacedHand, PlacedMeld, Placement, Seat, TableConfig,
};
use crate::tiles::{Kind, TileSet, Wind, code, parse_kind, parse_kinds};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<u8>,
    /// Where the wall was broken; leave it out while nothing is dealt (`wall: Built(…)`).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "super::inner",
        deserialize_with = "super::present"
    )]
    pub broken: Option<Break>,
    /// The player to play (the dealer unless said).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "super::inner",
        deserialize_with = "super::present"
    )]
    pub turn: Option<Seat>,
    /// The tile the player to play has just drawn (it is among their concealed tiles).
    #[serde(
        default,
        with = "crate::tiles::written::bare",
        skip_serializing_if = "Option::is_none"
    )]
    pub drawn: Option<Kind>,
    #[serde(default, skip_serializing_if = "Hand::is_empty")]
    pub east: Hand,
    #[serde(default, skip_serializing_if = "Hand::is_empty")]
    pub south: Hand,
    #[serde(default, skip_serializing_if = "Hand::is_empty")]
    pub west: Hand,
    #[serde(default, skip_serializing_if = "Hand::is_empty")]
    pub north: Hand,
    /// Every tile thrown, in order: `"S 4c"`, `"W 9d claimed by N"`, `"E 3b dead"`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discards: Vec<DiscardText>,
    pub wall: WallLeft,
    /// Loose tiles drawn so far; by default one per kong where the ruleset gives a loose
    /// tile for a kong, and one per bonus tile where it replaces them from the loose end.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "super::inner",
        deserialize_with = "super::present"
    )]
    pub loose: Option<u8>,
    /// Hands ruled or conceded dead earlier in the deal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dead: Vec<Seat>,
    /// Players ruled earlier in the deal unable to win it (they play on).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub barred: Vec<Seat>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Break {
    pub wall: Seat,
    /// Stacks counted from the wall owner's right end.
    pub after: u8,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hand {
    #[serde(default, skip_serializing_if = "TileRow::is_empty")]
    pub concealed: TileRow,
    /// Sets laid down, in the order they were laid; `"concealed 5d 5d 5d 5d"` for a kong
    /// declared from the concealed hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exposed: Vec<MeldText>,
    /// Flowers and seasons set aside.
    #[serde(default, skip_serializing_if = "TileRow::is_empty")]
    pub bonus: TileRow,
}

impl Hand {
    pub fn is_empty(&self) -> bool {
        self.concealed.is_empty() && self.exposed.is_empty() && self.bonus.is_empty()
    }
}

/// What is left of the wall.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum WallLeft {
    /// Every tile not placed elsewhere, shuffled with this seed.
    Rest(u64),
    /// The tiles in the order they will be drawn: from the live end, then the dead wall's
    /// in the order loose tiles are taken.
    InOrder(TileRow),
    /// Nothing is dealt yet: the walls as built.
    Built {
        east: WallText,
        south: WallText,
        west: WallText,
        north: WallText,
    },
}

/// Where a position starts the table: walls still standing as built, or a table in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// The walls as built, tile by tile in slot order.
    Built(Vec<Kind>),
    Placed(Box<Placement>),
}

/// A set laid down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldText {
    pub tiles: Vec<Kind>,
    pub concealed: bool,
}

impl Serialize for MeldText {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let tiles: Vec<String> = self.tiles.iter().map(|k| code(*k)).collect();
        let text = tiles.join(" ");
        if self.concealed {
            s.serialize_str(&format!("concealed {text}"))
        } else {
            s.serialize_str(&text)
        }
    }
}

impl<'de> Deserialize<'de> for MeldText {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        let (concealed, rest) = match s.trim_start().strip_prefix("concealed") {
            Some(rest) => (true, rest),
            None => (false, s.as_str()),
        };
        let tiles = parse_kinds(rest).map_err(|e| serde::de::Error::custom(e.said().carried()))?;
        if tiles.is_empty() {
            return Err(serde::de::Error::custom(
                Said::new("err-pos-empty-set", Vec::new()).carried(),
            ));
        }
        Ok(MeldText { tiles, concealed })
    }
}

/// One discard: who threw it, the tile, and what became of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscardText {
    pub seat: Seat,
    pub tile: Kind,
    pub state: DiscardState,
}

impl Serialize for DiscardText {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let head = format!("{} {}", self.seat.letter(), code(self.tile));
        let text = match self.state {
            DiscardState::Lying => head,
            DiscardState::Claimed(by) => format!("{head} claimed by {}", by.letter()),
            DiscardState::Dead => format!("{head} dead"),
        };
        s.serialize_str(&text)
    }
}

fn seat_named(word: &str) -> Option<Seat> {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Seat::from_letter(c.to_ascii_uppercase()),
        _ => Seat::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(word)),
    }
}

impl std::str::FromStr for DiscardText {
    type Err = Said;
    fn from_str(s: &str) -> Result<Self, Said> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let bad = |id: &'static str, word: &str| {
            Said::new(id, vec![("text", s.into()), ("word", word.into())])
        };
        let (Some(seat), Some(tile)) = (words.first(), words.get(1)) else {
            return Err(bad("err-discard-short", ""));
        };
        let seat = seat_named(seat).ok_or_else(|| bad("err-discard-seat", seat))?;
        let tile = parse_kind(tile).map_err(|_| bad("err-discard-tile", tile))?;
        let state = match &words[2..] {
            [] => DiscardState::Lying,
            ["dead"] => DiscardState::Dead,
            ["claimed", "by", who] => {
                DiscardState::Claimed(seat_named(who).ok_or_else(|| bad("err-discard-seat", who))?)
            }
            _ => return Err(bad("err-discard-end", "")),
        };
        Ok(DiscardText { seat, tile, state })
    }
}

impl<'de> Deserialize<'de> for DiscardText {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(|e: Said| serde::de::Error::custom(e.carried()))
    }
}

/// The part of a position a mistake is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    Concealed(Seat),
    Exposed(Seat, usize),
    Bonus(Seat),
    Discard(usize),
    Drawn,
    Broken,
    Wall,
    Position,
}

impl Spot {
    pub(super) fn seat_field(seat: Seat) -> &'static str {
        match seat {
            Seat::East => "east",
            Seat::South => "south",
            Seat::West => "west",
            Seat::North => "north",
        }
    }

    /// The way to it from the scenario's fields.
    pub fn path(self) -> Vec<Step<'static>> {
        let p = Step::Field("position");
        match self {
            Spot::Concealed(s) => vec![
                p,
                Step::Field(Self::seat_field(s)),
                Step::Field("concealed"),
            ],
            Spot::Exposed(s, i) => vec![
                p,
                Step::Field(Self::seat_field(s)),
                Step::Field("exposed"),
                Step::Item(i),
            ],
            Spot::Bonus(s) => vec![p, Step::Field(Self::seat_field(s)), Step::Field("bonus")],
            Spot::Discard(i) => vec![p, Step::Field("discards"), Step::Item(i)],
            Spot::Drawn => vec![p, Step::Field("drawn")],
            Spot::Broken => vec![p, Step::Field("broken")],
            Spot::Wall => vec![p, Step::Field("wall")],
            Spot::Position => vec![p],
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{said}")]
pub struct PositionError {
    pub spot: Spot,
    /// What is wrong, told in the learner's language (`err-pos-…`).
    pub said: Said,
}

fn err(spot: Spot, id: &'static str, args: Vec<(&'static str, Arg)>) -> PositionError {
    PositionError {
        spot,
        said: Said::new(id, args),
    }
}

/// Where tiles of a kind were counted, for the message about a kind miscounted.
#[derive(Default, Clone, Copy)]
struct Tally {
    hands: usize,
    discards: usize,
    wall: usize,
}

impl Tally {
    fn total(self) -> usize {
        self.hands + self.discards + self.wall
    }

    /// Where the tiles of `kind` were counted, as the messages about a miscount take it
    /// (`err-pos-counted`).
    fn args(self, kind: Kind, wall_written: bool) -> Vec<(&'static str, Arg)> {
        vec![
            ("tile", code(kind).into()),
            ("hands", self.hands.into()),
            ("discards", self.discards.into()),
            ("wall", self.wall.into()),
            ("walled", if wall_written { "yes" } else { "no" }.into()),
        ]
    }
}

/// The rows of a position in the order they are written, with the tiles each holds.
fn rows(p: &Position) -> Vec<(Spot, Vec<Kind>, bool)> {
    let mut out = Vec::new();
    for (seat, hand) in [
        (Seat::East, &p.east),
        (Seat::South, &p.south),
        (Seat::West, &p.west),
        (Seat::North, &p.north),
    ] {
        out.push((Spot::Concealed(seat), hand.concealed.0.clone(), false));
        for (i, m) in hand.exposed.iter().enumerate() {
            out.push((Spot::Exposed(seat, i), m.tiles.clone(), false));
        }
        out.push((Spot::Bonus(seat), hand.bonus.0.clone(), false));
    }
    for (i, d) in p.discards.iter().enumerate() {
        // A claimed discard lies in the claimer's set, and is counted there.
        if !matches!(d.state, DiscardState::Claimed(_)) {
            out.push((Spot::Discard(i), vec![d.tile], true));
        }
    }
    out
}

/// What the rest of the table does not hold of `set`, in set order.
fn rest_of(set: &TileSet, used: &[usize; Kind::COUNT]) -> Vec<Kind> {
    let mut out = Vec::new();
    for (kind, n) in &set.counts {
        let left = usize::from(*n).saturating_sub(used[kind.index()]);
        out.extend(std::iter::repeat_n(*kind, left));
    }
    out
}

impl Position {
    /// The table this position states, by kind, for `set` in walls of `stacks` stacks:
    /// every tile of the set exactly once, or an error at the row that is wrong.
    pub fn placement(
        &self,
        set: &TileSet,
        stacks: u8,
        config: TableConfig,
        bonus_from_back: bool,
        dealer: Seat,
        prevalent: Wind,
    ) -> Result<Start, PositionError> {
        let allowed = |k: Kind| {
            set.counts
                .iter()
                .find(|(kind, _)| *kind == k)
                .map_or(0, |(_, n)| usize::from(*n))
        };
        let mut tally = [Tally::default(); Kind::COUNT];
        let mut over: Option<(Spot, Kind)> = None;
        let mut count = |spot: Spot, kinds: &[Kind], discards: bool, wall: bool| {
            for k in kinds {
                let t = &mut tally[k.index()];
                match (wall, discards) {
                    (true, _) => t.wall += 1,
                    (false, true) => t.discards += 1,
                    (false, false) => t.hands += 1,
                }
                if t.total() > allowed(*k) && over.is_none() {
                    over = Some((spot, *k));
                }
            }
        };
        for (spot, kinds, discards) in rows(self) {
            count(spot, &kinds, discards, false);
        }
        let written_wall: Option<Vec<Kind>> = match &self.wall {
            WallLeft::Rest(_) => None,
            WallLeft::InOrder(row) => Some(row.0.clone()),
            WallLeft::Built {
                east,
                south,
                west,
                north,
            } => {
                let walls = super::Walls::Laid {
                    east: east.clone(),
                    south: south.clone(),
                    west: west.clone(),
                    north: north.clone(),
                };
                Some(walls.layout(set, stacks).map_err(|e| PositionError {
                    spot: Spot::Wall,
                    said: e.said(),
                })?)
            }
        };
        if let Some(w) = &written_wall {
            count(Spot::Wall, w, false, true);
        }
        let wall_written = written_wall.is_some();
        let counted = |k: Kind| tally[k.index()].args(k, wall_written);
        if let Some((spot, k)) = over {
            let extra = tally[k.index()].total() - allowed(k);
            let mut args = counted(k);
            if allowed(k) == 0 {
                return Err(err(spot, "err-pos-not-in-set", args));
            }
            args.extend([("extra", extra.into()), ("allowed", allowed(k).into())]);
            return Err(err(spot, "err-pos-too-many", args));
        }
        let placed: usize = tally.iter().map(|t| t.hands + t.discards).sum();
        if let WallLeft::InOrder(row) = &self.wall
            && row.0.len() + placed != set.total()
        {
            return Err(err(
                Spot::Wall,
                "err-pos-wall-length",
                vec![
                    ("listed", row.0.len().into()),
                    ("left", set.total().saturating_sub(placed).into()),
                    ("total", set.total().into()),
                ],
            ));
        }
        if written_wall.is_some()
            && let Some((k, n)) = set
                .counts
                .iter()
                .find(|(k, n)| tally[k.index()].total() < usize::from(*n))
        {
            let missing = usize::from(*n) - tally[k.index()].total();
            let mut args = counted(*k);
            args.extend([("missing", missing.into()), ("allowed", (*n).into())]);
            return Err(err(Spot::Wall, "err-pos-missing", args));
        }
        let wall = match (&self.wall, written_wall) {
            (WallLeft::Rest(seed), _) => {
                let mut used = [0usize; Kind::COUNT];
                for (k, t) in tally.iter().enumerate() {
                    used[k] = t.total();
                }
                let mut rest = rest_of(set, &used);
                Dice::for_label(*seed, "the rest of the wall").shuffle(&mut rest);
                rest
            }
            (_, Some(w)) => w,
            (_, None) => Vec::new(),
        };
        if let WallLeft::Built { .. } = self.wall {
            if self.broken.is_some() {
                return Err(err(Spot::Broken, "err-pos-built-broken", Vec::new()));
            }
            if let Some((spot, _, _)) = rows(self).into_iter().find(|r| !r.1.is_empty()) {
                return Err(err(spot, "err-pos-built-held", Vec::new()));
            }
            return Ok(Start::Built(wall));
        }
        let hand = |h: &Hand| PlacedHand {
            concealed: h.concealed.0.clone(),
            melds: h
                .exposed
                .iter()
                .map(|m| PlacedMeld {
                    tiles: m.tiles.clone(),
                    concealed: m.concealed,
                })
                .collect(),
            bonus: h.bonus.0.clone(),
        };
        let hands = BySeat::new(|i| {
            hand(match Seat::from_index(i) {
                Seat::East => &self.east,
                Seat::South => &self.south,
                Seat::West => &self.west,
                Seat::North => &self.north,
            })
        });
        let Some(broken) = self.broken.map(|b| (b.wall, b.after)) else {
            return Err(err(Spot::Position, "err-pos-no-break", Vec::new()));
        };
        let turn = self.turn.unwrap_or(dealer);
        if let Some(k) = self.drawn
            && !hands[turn].concealed.contains(&k)
        {
            return Err(err(
                Spot::Drawn,
                "err-pos-drawn",
                vec![("seat", turn.into()), ("tile", code(k).into())],
            ));
        }
        let kongs = hands
            .iter()
            .flat_map(|h| h.melds.iter())
            .filter(|m| m.tiles.len() == 4 && m.tiles.iter().all(|k| *k == m.tiles[0]))
            .count();
        let bonus: usize = hands.iter().map(|h| h.bonus.len()).sum();
        // Where a kong counts three tiles, every kong was made good with a loose tile; a
        // bonus tile too, where the ruleset replaces it from the loose end (Millington
        // replaces it from the live wall, rule 31).
        let for_kongs = if config.kong_counts_three { kongs } else { 0 };
        let for_bonus = if bonus_from_back { bonus } else { 0 };
        let loose = self.loose.map_or(for_kongs + for_bonus, usize::from);
        let placement = Placement {
            dealer,
            prevalent,
            dice: self.dice.clone(),
            broken,
            hands,
            discards: self
                .discards
                .iter()
                .map(|d| PlacedDiscard {
                    seat: d.seat,
                    tile: d.tile,
                    state: d.state,
                })
                .collect(),
            wall,
            loose,
            turn,
            drawn: self.drawn,
            dead: self.dead.clone(),
            barred: self.barred.clone(),
        };
        Ok(Start::Placed(Box::new(placement)))
    }

    /// The position of a table in play, written as a person would write it.
    pub fn of_placement(p: &Placement) -> Position {
        let hand = |seat: Seat| {
            let h = &p.hands[seat];
            Hand {
                concealed: TileRow(h.concealed.clone()),
                exposed: h
                    .melds
                    .iter()
                    .map(|m| MeldText {
                        tiles: m.tiles.clone(),
                        concealed: m.concealed,
                    })
                    .collect(),
                bonus: TileRow(h.bonus.clone()),
            }
        };
        Position {
            dice: p.dice.clone(),
            broken: Some(Break {
                wall: p.broken.0,
                after: p.broken.1,
            }),
            turn: Some(p.turn),
            drawn: p.drawn,
            east: hand(Seat::East),
            south: hand(Seat::South),
            west: hand(Seat::West),
            north: hand(Seat::North),
            discards: p
                .discards
                .iter()
                .map(|d| DiscardText {
                    seat: d.seat,
                    tile: d.tile,
                    state: d.state,
                })
                .collect(),
            wall: WallLeft::InOrder(TileRow(p.wall.clone())),
            loose: u8::try_from(p.loose).ok(),
            dead: p.dead.clone(),
            barred: p.barred.clone(),
        }
    }

    /// Walls standing as built, nothing dealt: the position at the very start.
    pub fn built(walls: &super::Walls) -> Option<Position> {
        let super::Walls::Laid {
            east,
            south,
            west,
            north,
        } = walls
        else {
            return None;
        };
        Some(Position {
            dice: Vec::new(),
            broken: None,
            turn: None,
            drawn: None,
            east: Hand::default(),
            south: Hand::default(),
            west: Hand::default(),
            north: Hand::default(),
            discards: Vec::new(),
            wall: WallLeft::Built {
                east: east.clone(),
                south: south.clone(),
                west: west.clone(),
                north: north.clone(),
            },
            loose: None,
            dead: Vec::new(),
            barred: Vec::new(),
        })
    }

    /// Whether nothing is dealt yet: the walls stand as built.
    pub fn is_built(&self) -> bool {
        matches!(self.wall, WallLeft::Built { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::Suit;

    #[test]
    fn a_discard_is_written_as_a_person_says_it() {
        let four = Kind::Number(Suit::Craks, 4);
        let read = |s: &str| s.parse::<DiscardText>();
        assert_eq!(
            read("S 4c"),
            Ok(DiscardText {
                seat: Seat::South,
                tile: four,
                state: DiscardState::Lying
            })
        );
        assert_eq!(
            read("south 4c claimed by w").map(|d| d.state),
            Ok(DiscardState::Claimed(Seat::West))
        );
        assert_eq!(read("E 4c dead").map(|d| d.state), Ok(DiscardState::Dead));
        for bad in ["", "X 4c", "S 4x", "S 4c claimed", "S 4c lost"] {
            let e = read(bad).expect_err(bad);
            assert!(e.to_string().contains("write a discard as"), "{bad}: {e}");
        }
    }

    #[test]
    fn a_set_laid_down_may_be_a_concealed_kong() {
        let meld: MeldText = ron::from_str("\"concealed 5d 5d 5d 5d\"").expect("reads");
        assert!(meld.concealed && meld.tiles.len() == 4);
        let meld: MeldText = ron::from_str("\"9d 9d JK\"").expect("reads");
        assert!(!meld.concealed && meld.tiles[2] == Kind::Joker);
        assert!(ron::from_str::<MeldText>("\"concealed\"").is_err());
    }
}
