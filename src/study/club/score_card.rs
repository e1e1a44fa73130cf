//! The lines a club quiz prints in either shell: its limits and the score card.

use super::{Club, score_check};
use crate::i18n::Catalog;

/// The time limit and pass mark, as one line.
pub fn limits(cat: &Catalog, club: &Club) -> String {
    let mut parts = vec![if club.code.seconds > 0 {
        cat.tr_args(
            "club-time-limit",
            &[("seconds", u32::from(club.code.seconds).into())],
        )
    } else {
        cat.tr("club-no-time-limit")
    }];
    if club.exam() {
        parts.push(cat.tr_args(
            "club-pass-mark",
            &[("pass", u32::from(club.code.pass).into())],
        ));
    }
    parts.join(" ")
}

/// The score card's lines.
pub fn score_card(cat: &Catalog, club: &Club, right: u32, name: &str) -> Vec<String> {
    let mut lines = vec![
        cat.tr("club-score-title"),
        cat.tr_args("club-score-code", &[("code", club.text().into())]),
    ];
    if !name.trim().is_empty() {
        lines.push(cat.tr_args(
            "club-score-name",
            &[("name", name.trim().to_string().into())],
        ));
    }
    lines.push(cat.tr_args(
        "club-score",
        &[("right", right.into()), ("count", club.count().into())],
    ));
    if club.exam() {
        let pass = u32::from(club.code.pass);
        lines.push(if club.passed(right) {
            cat.tr_args("club-exam-passed", &[("pass", pass.into())])
        } else {
            cat.tr_args("club-exam-failed", &[("pass", pass.into())])
        });
    }
    lines.push(cat.tr_args(
        "club-score-check",
        &[("check", score_check(&club.code, right, name).into())],
    ));
    lines.push(cat.tr("club-score-read-out"));
    lines
}
