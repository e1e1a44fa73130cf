//! What the study, statistics, article and score-card screens draw, worked out when the
//! screen is entered or what it shows changes: the app draws four times a second, and
//! none of this changes between two key presses.

use super::{App, Screen};
use crate::i18n::Catalog;
use crate::quiz::render;
use crate::rules::{Parties, Ruleset};
use crate::study::club::{score_card, score_check};
use crate::study::schedule;
use crate::table::Seat;

/// What waits in each study mode, when the study screen was opened.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Waiting {
    pub due: usize,
    /// With nothing due, how long until the next review is.
    pub next_due: Option<schedule::Until>,
    pub new: usize,
    /// The articles the new cases belong to.
    pub new_articles: usize,
    pub mistakes: usize,
}

/// One case of an article as the browser shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseText {
    pub id: String,
    /// Its conditions, in words.
    pub when: String,
    /// Its ruling, in words, at a table where East deals.
    pub then: String,
}

/// The end of a club quiz, as the card reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreCard {
    pub lines: Vec<String>,
    /// The check value, to pick out its line.
    pub check: String,
}

/// Every case of every article of `ruleset`, in words, article by article.
pub fn case_texts(cat: &Catalog, ruleset: &Ruleset) -> Vec<Vec<CaseText>> {
    let parties = Parties {
        dealer: Some(Seat::East),
        ..Default::default()
    };
    ruleset
        .articles
        .iter()
        .map(|a| {
            a.cases
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let when: Vec<String> = c
                        .when
                        .iter()
                        .map(|cond| render::fact(cat, cond.fact(), cond.wants()))
                        .collect();
                    let when = if when.is_empty() {
                        cat.tr(if i == 0 {
                            "tui-case-always"
                        } else {
                            "tui-case-otherwise"
                        })
                    } else {
                        when.join(" ")
                    };
                    CaseText {
                        id: c.id.clone(),
                        when,
                        then: render::case_line(cat, c, &parties, a.judges),
                    }
                })
                .collect()
        })
        .collect()
}

/// Whether every word of the search is in the article's id, title, tags or summary,
/// ignoring case.
pub fn article_matches(a: &crate::rules::Article, words: &[String]) -> bool {
    let text = folded(&format!(
        "{} {} {} {}",
        a.id,
        a.title,
        a.tags.join(" "),
        a.summary
    ));
    words.iter().all(|w| text.contains(folded(w).as_str()))
}

/// Text as a search compares it: lower case, without accents, so that "pozdni" finds
/// "pozdní" and "zgloszenie" finds "zgłoszenie" (ł has no accent to take off, and is
/// folded by hand), "ёлка" is "елка".
pub fn folded(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    use unicode_normalization::char::is_combining_mark;
    text.to_lowercase()
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .map(|c| if c == 'ł' { 'l' } else { c })
        .collect()
}

/// How near an article is to what was searched for, nearest first: its id, then its
/// title holding the words as typed, then its title holding them all, then anywhere.
fn nearness(a: &crate::rules::Article, query: &str, words: &[String]) -> u8 {
    let title = folded(&a.title);
    let query = folded(query.trim());
    if folded(&a.id) == query {
        0
    } else if !query.is_empty() && title.contains(&query) {
        1
    } else if words.iter().all(|w| title.contains(folded(w).as_str())) {
        2
    } else {
        3
    }
}

impl App {
    /// The articles the search keeps, worked out again after the search or the ruleset
    /// changed; the cursor stays on the same article where it is still kept.
    pub fn refilter_articles(&mut self) {
        let before = self.articles.matches.get(self.articles.cursor).copied();
        let words: Vec<String> = self
            .articles
            .query
            .to_lowercase()
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let mut kept: Vec<(u8, usize)> = self
            .ruleset
            .articles
            .iter()
            .enumerate()
            .filter(|(_, a)| article_matches(a, &words))
            .map(|(i, a)| (nearness(a, &self.articles.query, &words), i))
            .collect();
        // Nearest first; among equals, the ruleset's order.
        kept.sort();
        self.articles.matches = kept.into_iter().map(|(_, i)| i).collect();
        // A search puts the cursor on its nearest article; otherwise (the ruleset or the
        // language changed) it stays on the same article where that is still kept.
        self.articles.cursor = if self.articles.query.trim().is_empty() {
            before
                .and_then(|b| self.articles.matches.iter().position(|i| *i == b))
                .unwrap_or(0)
        } else {
            0
        };
        self.articles.scroll = 0;
    }

    pub fn open_study(&mut self) {
        let progress = &self.learner.progress;
        let now = self.clock.now();
        self.waiting = Waiting {
            due: schedule::due_count(progress, &self.ruleset, now),
            next_due: schedule::next_due(progress, &self.ruleset, now)
                .map(|at| schedule::until(now, at)),
            new: schedule::new_count(progress, &self.ruleset),
            new_articles: schedule::new_article_count(progress, &self.ruleset),
            mistakes: schedule::mistake_count(progress, &self.ruleset),
        };
        self.push(Screen::Study);
    }

    pub fn open_stats(&mut self) {
        let stats = crate::study::stats::compute(&self.learner.progress, None);
        self.stats_titles.clear();
        for r in &stats.rulesets {
            let other;
            let ruleset = if r.ruleset == self.ruleset.meta.id {
                &*self.ruleset
            } else {
                // A ruleset answered in once and since removed simply has no titles.
                match crate::setup::load_ruleset(&self.rules.with_ruleset(&r.ruleset)) {
                    Ok(loaded) => {
                        other = loaded;
                        &other
                    }
                    Err(_) => continue,
                }
            };
            for a in &ruleset.articles {
                self.stats_titles
                    .insert((r.ruleset.clone(), a.id.clone()), a.title.clone());
            }
        }
        self.stats = Some(stats);
        self.stats_cursor = 0;
        self.push(Screen::Stats);
    }

    /// The score card of the club quiz on view, once it ends.
    pub(super) fn score_card(&self) -> Option<ScoreCard> {
        let quiz = self.quiz.as_ref()?;
        let run = quiz.session.club()?;
        let right = quiz.session.tally().right;
        Some(ScoreCard {
            lines: score_card(&self.cat, &run.club, right, &run.name),
            check: score_check(&run.club.code, right, &run.name),
        })
    }
}
