//! Hand analysis: whether a declared win is real, computed, never flagged.

pub mod american;
pub mod classical_score;
pub mod mcr;
pub mod riichi;
pub mod standard;
