//! Rules as data, facts as code: loading rulesets, the fact vocabulary, decision tables,
//! rulings and the referee.

pub mod article;
mod detect;
pub mod facts;
pub mod referee;
mod ruleset;
mod ruling;
pub mod settle;
mod setup;

pub use crate::load::{LoadError, SourceText, line_col, parse_ron};
pub use crate::table::WinCheck;
pub use article::{Article, Case, Cond, Phase, Source};
pub use detect::{Detection, Irregularity};
pub use referee::{JudgeError, Judgement, judge};
pub use ruleset::{
    Edition, EscalationScope, Ruleset, RulesetMeta, SetKind, builtin, load, load_parts,
};
pub use ruling::{
    Amount, Circumstances, Continuation, Effect, Parties, Payment, Role, Ruling, Status, TileFate,
};
