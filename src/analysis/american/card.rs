//! A card: sections of numbered lines, each line one hand or several joined by "OR",
//! with its X/C mark and value. Read from RON (docs/card-format.md); every mistake,
//! in the RON or in a line's notation, is reported at its file, line and column.

use super::instance::{Instance, Need, instances};
use super::pattern::{Numbers, Pattern, parse_line};
use super::source_map::{Record, records, string_content};
use crate::i18n::Said;
use crate::load::{LoadError, SourceText, line_col, parse_ron};
use serde::{Deserialize, Serialize};
use std::fmt;

/// X: exposures allowed. C: concealed, only the discard that completes mah jongg may be
/// claimed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Xc {
    X,
    C,
}

impl fmt::Display for Xc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Xc::X => "X",
            Xc::C => "C",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    pub name: String,
    pub sections: Vec<Section>,
    /// Every reading of every hand, for scanning the card without walking its sections.
    pub(crate) readings: ReadingIndex,
}

/// The card's readings in card order, and for each tile kind the readings that use it
/// with how many they need: how many of a hand's tiles a reading can place is then a few
/// additions per kind held.
/// Each reading's needs are also kept side by side (`needs[spans[r]]`), so that scanning
/// the whole card reads one array instead of walking sections, lines and hands.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct ReadingIndex {
    pub all: Vec<(HandRef, usize, Xc)>,
    pub by_kind: Vec<Vec<(u16, u8)>>,
    /// Tiles in each reading.
    pub sizes: Vec<u8>,
    pub needs: Vec<Need>,
    pub spans: Vec<std::ops::Range<u32>>,
}

impl ReadingIndex {
    fn new(sections: &[Section]) -> ReadingIndex {
        let mut index = ReadingIndex {
            all: Vec::new(),
            by_kind: vec![Vec::new(); crate::tiles::Kind::COUNT],
            sizes: Vec::new(),
            needs: Vec::new(),
            spans: Vec::new(),
        };
        for (si, s) in sections.iter().enumerate() {
            for (li, l) in s.lines.iter().enumerate() {
                for (ai, h) in l.hands.iter().enumerate() {
                    let at = HandRef {
                        section: si,
                        line: li,
                        alternative: ai,
                    };
                    for (i, inst) in h.instances.iter().enumerate() {
                        let number = u16::try_from(index.all.len()).unwrap_or(u16::MAX);
                        for n in &inst.needs {
                            if let Some(list) = index.by_kind.get_mut(usize::from(n.kind)) {
                                list.push((number, n.total));
                            }
                        }
                        index
                            .sizes
                            .push(inst.needs.iter().map(|n| n.total).sum::<u8>());
                        index.all.push((at, i, l.xc));
                        let start = u32::try_from(index.needs.len()).unwrap_or(u32::MAX);
                        index.needs.extend_from_slice(&inst.needs);
                        let end = u32::try_from(index.needs.len()).unwrap_or(u32::MAX);
                        index.spans.push(start..end);
                    }
                }
            }
        }
        index
    }

    /// The needs of reading number `r`.
    pub fn needs_of(&self, r: usize) -> &[Need] {
        self.spans
            .get(r)
            .and_then(|s| self.needs.get(s.start as usize..s.end as usize))
            .unwrap_or(&[])
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub name: String,
    pub lines: Vec<CardLine>,
}

/// One printed line of the card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardLine {
    /// The notation as written, "OR" included.
    pub text: String,
    pub xc: Xc,
    pub value: u16,
    pub numbers: Numbers,
    /// The card's own note, for people; the matcher reads `numbers` and the colours.
    pub note: Option<String>,
    /// One hand, or one per side of each "OR".
    pub hands: Vec<CardHand>,
    /// Line of the card file where the line is written.
    pub source_line: usize,
}

/// One hand of a line, with its readings worked out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardHand {
    pub pattern: Pattern,
    pub(crate) instances: Vec<Instance>,
}

impl CardHand {
    /// Jokers may stand in somewhere in this hand (not in Singles & Pairs hands).
    pub fn takes_jokers(&self) -> bool {
        self.pattern.takes_jokers()
    }
}

/// A hand of the card: section, line and side of an "OR", all counted from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HandRef {
    pub section: usize,
    pub line: usize,
    pub alternative: usize,
}

#[derive(Deserialize)]
#[serde(rename = "Card", deny_unknown_fields)]
struct CardFile {
    name: String,
    sections: Vec<SectionFile>,
}

#[derive(Deserialize)]
#[serde(rename = "Section", deny_unknown_fields)]
struct SectionFile {
    name: String,
    lines: Vec<LineFile>,
}

#[derive(Deserialize)]
#[serde(rename = "Line", deny_unknown_fields)]
struct LineFile {
    hand: String,
    xc: Xc,
    value: u16,
    #[serde(default)]
    numbers: Numbers,
    #[serde(default)]
    note: String,
}

/// Values a line may carry; the League prints 25 to about 75.
const VALUES: std::ops::RangeInclusive<u16> = 1..=500;

impl Card {
    /// Read a card from RON text; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<Card, LoadError> {
        let src = SourceText { file, text };
        let raw: CardFile = parse_ron(src)?;
        let map = records(text);
        let at = |offset: usize, said: Said| LoadError::at(src, offset, said);
        let card_rec = map.iter().find(|r| r.field("sections").is_some());
        let section_recs: Vec<&Record> =
            map.iter().filter(|r| r.field("lines").is_some()).collect();
        let line_recs: Vec<&Record> = map.iter().filter(|r| r.field("hand").is_some()).collect();
        if raw.sections.is_empty() {
            let offset = card_rec.and_then(|r| r.field("sections")).unwrap_or(0);
            return Err(at(offset, Said::new("err-card-no-sections", Vec::new())));
        }
        let mut sections = Vec::with_capacity(raw.sections.len());
        let mut line_no = 0usize;
        for (si, s) in raw.sections.into_iter().enumerate() {
            let rec = section_recs.get(si);
            let name_at = rec.and_then(|r| r.field("name")).unwrap_or(0);
            if sections.iter().any(|o: &Section| o.name == s.name) {
                return Err(at(
                    name_at,
                    Said::new(
                        "err-card-section-twice",
                        vec![("section", s.name.as_str().into())],
                    ),
                ));
            }
            if s.lines.is_empty() {
                let offset = rec.and_then(|r| r.field("lines")).unwrap_or(name_at);
                return Err(at(
                    offset,
                    Said::new(
                        "err-card-no-lines",
                        vec![("section", s.name.as_str().into())],
                    ),
                ));
            }
            let mut lines = Vec::with_capacity(s.lines.len());
            for (li, l) in s.lines.into_iter().enumerate() {
                let rec = line_recs.get(line_no).copied();
                line_no += 1;
                let field = |name: &str| rec.and_then(|r| r.field(name));
                let hand_at = field("hand").map_or(0, |o| string_content(text, o));
                let where_ = |what: Said| {
                    Said::new(
                        "err-card-line",
                        vec![
                            ("section", s.name.as_str().into()),
                            ("line", (li + 1).into()),
                            ("what", what.into()),
                        ],
                    )
                };
                if !VALUES.contains(&l.value) {
                    return Err(at(
                        field("value").unwrap_or(hand_at),
                        where_(Said::new(
                            "err-card-value",
                            vec![
                                ("value", u32::from(l.value).into()),
                                ("low", u32::from(*VALUES.start()).into()),
                                ("high", u32::from(*VALUES.end()).into()),
                            ],
                        )),
                    ));
                }
                let patterns = parse_line(&l.hand, l.numbers)
                    .map_err(|e| at(hand_at + e.at, where_(e.said)))?;
                let mut hands = Vec::with_capacity(patterns.len());
                for pattern in patterns {
                    let inst = instances(&pattern).map_err(|why| {
                        at(
                            hand_at + pattern.at,
                            where_(Said::new(
                                "err-card-impossible",
                                vec![("hand", pattern.text.as_str().into()), ("why", why.into())],
                            )),
                        )
                    })?;
                    hands.push(CardHand {
                        pattern,
                        instances: inst,
                    });
                }
                lines.push(CardLine {
                    text: l.hand,
                    xc: l.xc,
                    value: l.value,
                    numbers: l.numbers,
                    note: (!l.note.is_empty()).then_some(l.note),
                    hands,
                    source_line: rec.map_or(0, |r| line_col(text, r.start).0),
                });
            }
            sections.push(Section {
                name: s.name,
                lines,
            });
        }
        let readings = ReadingIndex::new(&sections);
        Ok(Card {
            name: raw.name,
            sections,
            readings,
        })
    }

    /// The practice card that ships with mjref (ours, never the League's).
    pub fn practice() -> &'static Card {
        super::practice::card()
    }

    /// Every hand of the card, in card order.
    pub fn hands(&self) -> impl Iterator<Item = (HandRef, &CardLine, &CardHand)> {
        self.sections.iter().enumerate().flat_map(|(si, s)| {
            s.lines.iter().enumerate().flat_map(move |(li, l)| {
                l.hands.iter().enumerate().map(move |(ai, h)| {
                    (
                        HandRef {
                            section: si,
                            line: li,
                            alternative: ai,
                        },
                        l,
                        h,
                    )
                })
            })
        })
    }

    pub fn line(&self, at: HandRef) -> Option<&CardLine> {
        self.sections.get(at.section)?.lines.get(at.line)
    }

    pub fn hand(&self, at: HandRef) -> Option<&CardHand> {
        self.line(at)?.hands.get(at.alternative)
    }

    /// The smallest value on the card: what a player who destroys the wall pays each
    /// intact hand (AM-MJE-05).
    pub fn lowest_value(&self) -> u16 {
        self.sections
            .iter()
            .flat_map(|s| s.lines.iter().map(|l| l.value))
            .min()
            .unwrap_or(0)
    }

    /// How a player names a hand: "2468, line 3", with the side of an "OR" when there is
    /// one ("2468, line 5, second hand").
    pub fn label(&self, at: HandRef) -> String {
        let Some(section) = self.sections.get(at.section) else {
            return format!("section {}, line {}", at.section + 1, at.line + 1);
        };
        let mut s = format!("{}, line {}", section.name, at.line + 1);
        let sides = section.lines.get(at.line).map_or(1, |l| l.hands.len());
        if sides > 1 {
            const ORD: [&str; 4] = ["first", "second", "third", "fourth"];
            let n = ORD.get(at.alternative).map_or_else(
                || format!("hand {}", at.alternative + 1),
                |o| format!("{o} hand"),
            );
            s.push_str(&format!(", {n}"));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str = r#"Card(
    name: "small",
    sections: [
        Section(name: "2026", lines: [
            Line(hand: "FF 2026g 2222r 6666b", xc: X, value: 25),
            Line(hand: "NN 2026g 2026r 2026b", xc: C, value: 50),
        ]),
        Section(name: "Like", lines: [
            Line(hand: "1111g 1111r 1111b FF OR 11g 11r 11b 1111g FFFF", xc: X, value: 30, numbers: Like),
        ]),
    ],
)"#;

    #[test]
    fn a_small_card_loads() {
        let card = Card::parse("small.ron", SMALL).expect("loads");
        assert_eq!(card.sections.len(), 2);
        assert_eq!(card.lowest_value(), 25);
        assert_eq!(card.hands().count(), 4);
        let like = card.sections[1].lines[0].clone();
        assert_eq!(like.hands.len(), 2);
        assert_eq!(like.source_line, 9);
        let second = HandRef {
            section: 1,
            line: 0,
            alternative: 1,
        };
        assert_eq!(card.label(second), "Like, line 1, second hand");
        assert!(
            !card
                .hand(HandRef {
                    section: 0,
                    line: 1,
                    alternative: 0
                })
                .expect("hand")
                .takes_jokers()
        );
    }

    #[test]
    fn a_bad_group_is_located_in_the_file() {
        let text = SMALL.replace("2222r 6666b", "2222r 66x6b");
        let e = Card::parse("small.ron", &text).expect_err("bad symbol");
        assert_eq!((e.line, e.col), (5, 42), "{e}");
        assert!(e.message().contains("section \"2026\", line 1"), "{e}");
    }

    #[test]
    fn a_zero_value_is_located() {
        let text = SMALL.replace("xc: C, value: 50", "xc: C, value: 0");
        let e = Card::parse("small.ron", &text).expect_err("zero");
        assert_eq!((e.line, e.col), (6, 62), "{e}");
    }
}
