//! How many questions were asked and answered right, in all and article by article.

use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    pub asked: u32,
    pub right: u32,
    /// Per article: (asked, right).
    pub per_article: BTreeMap<String, (u32, u32)>,
    /// Answers right in a row, up to the last one.
    pub streak: u32,
}

/// Right this many times in a row, a drilled article has stuck: the drill says so.
pub const STUCK_AFTER: u32 = 3;

impl Tally {
    pub fn record(&mut self, article: &str, right: bool) {
        self.asked += 1;
        self.right += u32::from(right);
        self.streak = if right { self.streak + 1 } else { 0 };
        let e = self.per_article.entry(article.to_string()).or_default();
        e.0 += 1;
        e.1 += u32::from(right);
    }
}
