//! Rules as data, facts as code: loading rulesets, the fact vocabulary, decision tables,
//! rulings and the referee.

pub mod article;
mod carry;
mod dead_jokers;
mod detect;
pub mod facts;
pub mod referee;
mod restate;
mod ruleset;
mod ruling;
pub mod settle;
mod settled_at_end;
mod setup;
pub mod texts;

pub use crate::load::{LoadError, SourceText, line_col, parse_ron};
pub use crate::table::WinCheck;
pub use article::{Article, Case, Cond, Phase, Source};
pub use detect::{Act, DetectError, Detection, Irregularity, act_of};
pub use referee::{FALLBACK, JudgeError, Judgement, judge, judge_all, judge_with_earlier};
pub use restate::as_position;
pub use ruleset::{
    DangerousDiscards, Edition, EscalationScope, Fallback, MOST_DEAD_WALL, Ruleset, RulesetMeta,
    SetKind, StoryFamily, WinCall, builtin, load, load_parts, nearest,
};
pub use ruling::{
    Amount, Circumstances, Continuation, Effect, Parties, Payment, Role, Ruling, Status, TileFate,
};
pub use texts::{ArticleTexts, RulesetTexts};
