//! A club's own cases: scenario files a person wrote, each on its own or wrapped with the
//! ruling its author expects (`JudgedCase(expect: …, scenario: …)`, as in the project's
//! `tests/cases`), one to a file or several in one file as a list.

use super::Scenario;
use crate::load::{LoadError, SourceText, parse_ron};
use crate::rules::{Judgement, Parties, Ruleset, Ruling, settle};
use crate::table::Seat;
use serde::Deserialize;

/// The ruling the author of a case expects: the article and case, and where written,
/// the players and the ruling in full.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expected {
    pub article: String,
    pub case: String,
    #[serde(default)]
    pub parties: Parties,
    #[serde(default)]
    pub ruling: Option<Ruling>,
    /// The payments in figures, where the author worked them out.
    #[serde(default)]
    pub figures: Option<Figures>,
}

/// A ruling's payments in figures: each payment from one player to another, and the
/// riichi sticks each winner takes from the table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Figures {
    #[serde(default)]
    pub transfers: Vec<(Seat, Seat, u32)>,
    #[serde(default)]
    pub sticks: Vec<(Seat, u32)>,
}

impl Figures {
    /// The figures of `found` as the table it was ruled at gives them, for a table playing
    /// `edition`; `None` where mjref cannot work out a payment, which then matches no
    /// figure written.
    pub fn of(ruleset: &Ruleset, edition: &str, found: &Judgement) -> Option<Figures> {
        let parties = &found.detection.parties;
        Some(Figures {
            transfers: settle::transfers(ruleset, edition, &found.table, &found.ruling, parties)
                .into_iter()
                .map(|t| Some((t.from, t.to, t.amount?)))
                .collect::<Option<_>>()?,
            sticks: settle::sticks_taken(ruleset, &found.table, &found.ruling, parties)
                .into_iter()
                .map(|t| (t.by, t.amount))
                .collect(),
        })
    }

    /// The same figures in a fixed order: which payment a file lists first says nothing.
    fn in_order(&self) -> Figures {
        let mut f = self.clone();
        f.transfers
            .sort_by_key(|(from, to, n)| (from.index(), to.index(), *n));
        f.sticks.sort_by_key(|(by, n)| (by.index(), *n));
        f
    }
}

/// As a case file writes them: `(transfers: [(South, West, 2900)], sticks: [(West, 1000)])`.
impl std::fmt::Display for Figures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let transfers: Vec<String> = self
            .transfers
            .iter()
            .map(|(from, to, n)| format!("({from:?}, {to:?}, {n})"))
            .collect();
        let sticks: Vec<String> = self
            .sticks
            .iter()
            .map(|(by, n)| format!("({by:?}, {n})"))
            .collect();
        write!(
            f,
            "(transfers: [{}], sticks: [{}])",
            transfers.join(", "),
            sticks.join(", ")
        )
    }
}

impl Expected {
    /// What differs between the ruling found, under `ruleset` at a table playing
    /// `edition`, and this one, in words; empty when the ruling is the one expected.
    pub fn differences(
        &self,
        ruleset: &Ruleset,
        edition: &str,
        found: &Judgement,
    ) -> Vec<Difference> {
        let mut out = Vec::new();
        let mut differ = |field: &'static str, found: String, expected: String| {
            out.push(Difference {
                field,
                found,
                expected,
            });
        };
        if found.article != self.article {
            differ("article", found.article.clone(), self.article.clone());
        }
        if found.case != self.case {
            differ("case", found.case.clone(), self.case.clone());
        }
        if let Some(ruling) = self.ruling.as_ref().filter(|r| **r != found.ruling) {
            differ(
                "ruling",
                format!("{:?}", found.ruling),
                format!("{ruling:?}"),
            );
        }
        let p = &found.detection.parties;
        for (name, want, got) in [
            ("offender", self.parties.offender, p.offender),
            ("caller", self.parties.caller, p.caller),
            ("called", self.parties.called, p.called),
            ("winner", self.parties.winner, p.winner),
            ("also", self.parties.also, p.also),
            ("discarder", self.parties.discarder, p.discarder),
        ] {
            if want.is_some() && want != got {
                differ(name, format!("{got:?}"), format!("{want:?}"));
            }
        }
        if let Some(want) = &self.figures {
            let got = Figures::of(ruleset, edition, found);
            if got.as_ref().map(Figures::in_order) != Some(want.in_order()) {
                let got = got.map_or_else(|| "not all worked out".to_string(), |g| g.to_string());
                differ("figures", got, want.to_string());
            }
        }
        if self.parties.ready != 0 && self.parties.ready != p.ready {
            differ(
                "ready",
                format!("{:#06b}", p.ready),
                format!("{:#06b}", self.parties.ready),
            );
        }
        out
    }
}

/// One field of the expected ruling that the ruling found does not match, named as the
/// case file names it (`article`, `case`, `ruling`, `offender`…).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    pub field: &'static str,
    pub found: String,
    pub expected: String,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {} (expected {})",
            self.field, self.found, self.expected
        )
    }
}

/// A case as written in a deck: the scenario, and the ruling expected if the author
/// wrote one. `origin` and `earlier`, which the project's own cases carry, are read and
/// left aside.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct JudgedCase {
    #[serde(default, rename = "origin")]
    _origin: serde::de::IgnoredAny,
    #[serde(default, rename = "earlier")]
    _earlier: serde::de::IgnoredAny,
    expect: Expected,
    scenario: Scenario,
}

/// One case of a deck.
#[derive(Debug, Clone)]
pub struct DeckCase {
    /// Where it was read: the file, and its place in a list where the file holds several.
    pub name: String,
    /// The line of the file the case starts on.
    pub line: usize,
    pub scenario: Scenario,
    pub expect: Option<Expected>,
    /// The file it was read from.
    pub file: String,
    /// The case's own text, to find what an error is about; `origin` is where it
    /// starts in the file. Each case keeps only its own text, so that a deck of many
    /// cases takes time and memory in step with its size.
    text: String,
    origin: Origin,
}

/// Where a case's text starts in its file: line and column, from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Origin {
    line: usize,
    col: usize,
}

impl Origin {
    const TOP: Origin = Origin { line: 1, col: 1 };

    /// A place in the case's own text as a place in the file.
    fn in_file(self, (line, col): (usize, usize)) -> (usize, usize) {
        if line == 1 {
            (self.line, self.col + col - 1)
        } else {
            (self.line + line - 1, col)
        }
    }

    fn shift(self, e: LoadError) -> LoadError {
        let (line, col) = self.in_file((e.line, e.col));
        LoadError { line, col, ..e }
    }
}

impl DeckCase {
    /// Where in the file a judging error arose: `file:line:col` of the event or the row
    /// of the position it is about, or the case's first line.
    pub fn place_of(&self, e: &crate::rules::JudgeError) -> String {
        use crate::rules::{DetectError, JudgeError};
        let at = match e {
            JudgeError::Scenario(s) => super::error_place(&self.text, s),
            JudgeError::Detect(DetectError::Table(t)) => t
                .event()
                .and_then(|i| super::event_places(&self.text).get(i).copied()),
            _ => None,
        }
        .map(|at| self.origin.in_file(at));
        match at {
            Some((line, col)) => format!("{}:{line}:{col}", self.file),
            None => format!("{}:{}", self.file, self.line),
        }
    }
}

/// The cases of one file: a `Scenario(…)`, a `JudgedCase(…)`, or a list `[…]` of them.
/// Each error names the file, line and column.
pub fn read_cases(file: &str, text: &str) -> Result<Vec<DeckCase>, LoadError> {
    let several = text_start(text).is_some_and(|i| text[i..].starts_with('['));
    if !several {
        return Ok(vec![read_case(file, text, file.to_string(), Origin::TOP)?]);
    }
    // The place of each item is counted on from the one before: one pass over the file.
    let mut at = 0;
    let mut origin = Origin::TOP;
    super::structure::top_items(text)
        .into_iter()
        .enumerate()
        .map(|(n, range)| {
            for c in text[at..range.start].chars() {
                if c == '\n' {
                    origin = Origin {
                        line: origin.line + 1,
                        col: 1,
                    };
                } else {
                    origin.col += 1;
                }
            }
            at = range.start;
            read_case(file, &text[range], format!("{file} #{}", n + 1), origin)
        })
        .collect()
}

/// One case, from its own text `own`, which starts at `origin` in the file: every error
/// is told at its line and column in the whole file.
fn read_case(file: &str, own: &str, name: String, origin: Origin) -> Result<DeckCase, LoadError> {
    let src = SourceText { file, text: own };
    let start = text_start(own).unwrap_or(0);
    let line = origin.in_file(crate::load::line_col(own, start)).0;
    let shift = |e| origin.shift(e);
    let (scenario, expect) = if own[start..].starts_with("JudgedCase") {
        let case: JudgedCase = parse_ron(src).map_err(shift)?;
        (case.scenario, Some(case.expect))
    } else {
        (parse_ron::<Scenario>(src).map_err(shift)?, None)
    };
    if !super::reads_format(scenario.format) {
        let at = super::structure::value_at(own, &[super::Step::Field("format")]);
        return Err(shift(LoadError::at(
            src,
            at.unwrap_or(start),
            crate::i18n::Said::new(
                "err-scenario-format",
                vec![
                    ("found", scenario.format.into()),
                    ("walls", super::FORMAT.into()),
                    ("position", super::POSITION_FORMAT.into()),
                ],
            ),
        )));
    }
    Ok(DeckCase {
        name,
        line,
        scenario,
        expect,
        file: file.to_string(),
        text: own.to_string(),
        origin,
    })
}

/// Where the text proper starts: past spaces and comments.
fn text_start(text: &str) -> Option<usize> {
    let mut rest = text;
    loop {
        let trimmed = rest.trim_start();
        if let Some(after) = trimmed.strip_prefix("//") {
            rest = after.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(after) = trimmed.strip_prefix("/*") {
            rest = after.split_once("*/").map_or("", |(_, r)| r);
        } else if trimmed.starts_with("#!") {
            rest = trimmed.split_once('\n').map_or("", |(_, r)| r);
        } else {
            return (!trimmed.is_empty()).then(|| text.len() - trimmed.len());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: &str = "Scenario(format: 1, ruleset: \"american\", edition: \"2024\", \
        dealer: East, walls: Shuffled(3), events: [])";

    #[test]
    fn one_case_or_a_list_of_them() {
        let cases = read_cases("a.ron", &format!("// a case\n{ONE}")).expect("reads");
        assert_eq!(cases.len(), 1);
        assert_eq!(cases[0].line, 2);
        assert!(cases[0].expect.is_none());
        let wrapped = format!(
            "JudgedCase(origin: Hand, expect: (article: \"AM-X\", case: \"c\"), scenario: {ONE})"
        );
        let list = format!("[\n  {ONE},\n  // the second\n  {wrapped},\n]");
        let cases = read_cases("deck.ron", &list).expect("reads");
        assert_eq!(cases.len(), 2);
        assert_eq!((cases[0].line, cases[1].line), (2, 4));
        assert_eq!(cases[1].name, "deck.ron #2");
        assert_eq!(
            cases[1].expect.as_ref().map(|e| e.article.as_str()),
            Some("AM-X")
        );
    }

    #[test]
    fn an_error_in_a_list_names_its_line_in_the_file() {
        let list = format!("[\n  {ONE},\n  {}\n]", ONE.replace("East", "Eest"));
        let e = read_cases("deck.ron", &list).expect_err("a bad seat");
        assert_eq!(e.line, 3, "{e}");
        // Two cases on one line: the column counts from the line's start in the file.
        let bad = ONE.replace("East", "Eest");
        let line = format!("[{ONE}, {bad}]");
        let e = read_cases("deck.ron", &line).expect_err("a bad seat");
        let col = line.rfind("Eest").expect("there") + 1;
        assert_eq!((e.line, e.col), (1, col), "{e}");
    }

    #[test]
    fn an_unknown_field_of_an_event_is_refused_at_its_place() {
        let case = ONE.replace(
            "events: []",
            "events: [\n    DiceRolled(seat: East, dice: [3, 4], colour: \"red\"),\n]",
        );
        let e = read_cases("case.ron", &case).expect_err("an unknown field");
        assert_eq!(e.line, 2, "{e}");
        assert!(e.to_string().contains("colour"), "{e}");
    }
}
