//! Figures from the answer history: accuracy per ruleset and per article, the trend day
//! by day, time per answer, and the weakest articles first.

use super::progress::{AnswerRecord, Progress};
use crate::i18n::{Arg, Catalog};
use chrono::NaiveDate;
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Tally {
    pub answers: u32,
    /// Answers entirely right.
    pub right: u32,
    /// Sum of the scores (partial credit counts).
    pub points: f64,
    pub millis: u64,
}

impl Tally {
    fn add(&mut self, a: &AnswerRecord) {
        self.answers += 1;
        self.right += u32::from(a.correct);
        self.points += a.score;
        self.millis += a.millis;
    }

    /// Share of the points, 0 to 1.
    pub fn accuracy(&self) -> f64 {
        if self.answers == 0 {
            0.0
        } else {
            self.points / f64::from(self.answers)
        }
    }

    pub fn mean_seconds(&self) -> f64 {
        if self.answers == 0 {
            0.0
        } else {
            self.millis as f64 / 1000.0 / f64::from(self.answers)
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArticleStats {
    pub ruleset: String,
    pub article: String,
    #[serde(flatten)]
    pub tally: Tally,
    pub accuracy: f64,
    pub mean_seconds: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RulesetStats {
    pub ruleset: String,
    #[serde(flatten)]
    pub tally: Tally,
    pub accuracy: f64,
    pub mean_seconds: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Day {
    pub date: NaiveDate,
    pub answers: u32,
    pub accuracy: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stats {
    pub total: Tally,
    pub accuracy: f64,
    pub mean_seconds: f64,
    pub rulesets: Vec<RulesetStats>,
    /// Weakest first: lowest accuracy, then the most answered.
    pub articles: Vec<ArticleStats>,
    /// The last days with answers (UTC), oldest first.
    pub trend: Vec<Day>,
}

/// Days the trend goes back, counted in days with answers.
pub const TREND_DAYS: usize = 30;

/// Statistics of the history, or of one ruleset's part of it.
pub fn compute(progress: &Progress, ruleset: Option<&str>) -> Stats {
    let mut total = Tally::default();
    let mut rulesets: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut articles: BTreeMap<(&str, &str), Tally> = BTreeMap::new();
    let mut days: BTreeMap<NaiveDate, Tally> = BTreeMap::new();
    for a in progress
        .answers
        .iter()
        .filter(|a| ruleset.is_none_or(|r| a.ruleset == r))
    {
        total.add(a);
        rulesets.entry(&a.ruleset).or_default().add(a);
        articles.entry((&a.ruleset, &a.article)).or_default().add(a);
        days.entry(a.at.date_naive()).or_default().add(a);
    }
    let mut articles: Vec<ArticleStats> = articles
        .into_iter()
        .map(|((r, a), tally)| ArticleStats {
            ruleset: r.to_string(),
            article: a.to_string(),
            accuracy: tally.accuracy(),
            mean_seconds: tally.mean_seconds(),
            tally,
        })
        .collect();
    articles.sort_by(|a, b| {
        a.accuracy
            .total_cmp(&b.accuracy)
            .then(b.tally.answers.cmp(&a.tally.answers))
    });
    let skip = days.len().saturating_sub(TREND_DAYS);
    Stats {
        accuracy: total.accuracy(),
        mean_seconds: total.mean_seconds(),
        total,
        rulesets: rulesets
            .into_iter()
            .map(|(r, tally)| RulesetStats {
                ruleset: r.to_string(),
                accuracy: tally.accuracy(),
                mean_seconds: tally.mean_seconds(),
                tally,
            })
            .collect(),
        articles,
        trend: days
            .into_iter()
            .skip(skip)
            .map(|(date, t)| Day {
                date,
                answers: t.answers,
                accuracy: t.accuracy(),
            })
            .collect(),
    }
}

/// The trend in words and blocks: one block a day, with the first and the last day's
/// score, so that the chart can be read without guessing its scale. A single day is said
/// in words; a chart of one block shows nothing.
pub fn trend_text(cat: &Catalog, trend: &[Day]) -> Option<String> {
    match trend {
        [] => None,
        [day] => Some(cat.tr_args(
            "stats-trend-one-day",
            &[("accuracy", percent(day.accuracy).into())],
        )),
        [first, .., last] => {
            let spark: Vec<f64> = trend.iter().map(|d| d.accuracy).collect();
            Some(cat.tr_args(
                "stats-trend",
                &[
                    ("days", trend.len().into()),
                    ("spark", sparkline(&spark).into()),
                    ("first", percent(first.accuracy).into()),
                    ("last", percent(last.accuracy).into()),
                ],
            ))
        }
    }
}

/// The figures every tally line of the catalogue takes.
pub fn tally_args(cat: &Catalog, t: &Tally) -> Vec<(&'static str, Arg)> {
    vec![
        ("answers", t.answers.into()),
        ("right", t.right.into()),
        ("accuracy", percent(t.accuracy()).into()),
        ("seconds", seconds(cat, t.mean_seconds()).into()),
    ]
}

/// A row of block characters, one per value between 0 and 1.
pub fn sparkline(values: &[f64]) -> String {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    values
        .iter()
        .map(|v| {
            let i = (v.clamp(0.0, 1.0) * 7.0).round() as usize;
            BARS[i.min(7)]
        })
        .collect()
}

/// The history as CSV, one answer a line, with a header.
pub fn csv(progress: &Progress) -> String {
    let mut out = String::from("at,ruleset,article,case,seed,kind,correct,score,millis\n");
    for a in &progress.answers {
        let kind = match a.kind {
            super::progress::AnswerKind::Choice => "choice",
            super::progress::AnswerKind::Parts => "parts",
            super::progress::AnswerKind::Club => "club",
        };
        let fields = [
            a.at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            a.ruleset.clone(),
            a.article.clone(),
            a.case.clone(),
            a.seed.to_string(),
            kind.to_string(),
            a.correct.to_string(),
            format!("{:.3}", a.score),
            a.millis.to_string(),
        ];
        let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
        out.push_str(&line.join(","));
        out.push('\n');
    }
    out
}

/// Quoted where a comma, quote or line break would break the row (ids from house rules
/// may hold anything).
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Whole percent, for text.
pub fn percent(share: f64) -> u32 {
    (share * 100.0).round().clamp(0.0, 100.0) as u32
}

/// Seconds with one decimal, for text, with the language's decimal mark (6.5 s, 6,5 s).
pub fn seconds(cat: &Catalog, s: f64) -> String {
    format!("{s:.1}").replace('.', &cat.tr("number-decimal-mark"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparkline_spans_the_blocks() {
        assert_eq!(sparkline(&[0.0, 0.5, 1.0, 2.0]), "▁▅██");
    }

    #[test]
    fn a_trend_reads_without_guessing_its_scale() {
        let cat = Catalog::english();
        let day = |d: u32, accuracy: f64| Day {
            date: NaiveDate::from_ymd_opt(2026, 12, d).unwrap_or_default(),
            answers: 2,
            accuracy,
        };
        assert_eq!(trend_text(&cat, &[]), None);
        let one = trend_text(&cat, &[day(1, 0.5)]).unwrap_or_default();
        assert!(one.contains("one day so far (50%)"), "{one}");
        assert!(!one.contains('▅'), "{one}");
        let three = trend_text(&cat, &[day(1, 0.0), day(2, 0.5), day(3, 1.0)]).unwrap_or_default();
        assert!(three.contains("▁▅█"), "{three}");
        assert!(
            three.contains("0% on the first, 100% on the last"),
            "{three}"
        );
    }

    #[test]
    fn csv_quotes_awkward_fields() {
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"x\""), "\"say \"\"x\"\"\"");
        assert_eq!(csv_field("plain"), "plain");
    }
}
