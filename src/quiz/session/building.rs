//! A ruling built part by part: who is affected, the tiles, the payments (and their
//! figures), how play continues; checked once the last part is given.

use super::{Answer, Asked, Current, Session, Took};
use crate::quiz::parts::{self, Given, Part, Sheet};
use crate::quiz::{self};
use crate::study::Learner;

pub struct Building {
    pub sheet: Sheet,
    /// The part being answered (`sheet.parts.len()` once all are given).
    pub step: usize,
    pub given: Vec<Given>,
}

impl Building {
    pub fn new(sheet: Sheet) -> Building {
        Building {
            sheet,
            step: 0,
            given: Vec::new(),
        }
    }

    /// The part being answered.
    pub fn part(&self) -> Option<&parts::Asked> {
        self.sheet.parts.get(self.step)
    }
}

/// The building of an unanswered question.
fn building(current: &mut Option<Current>) -> Option<(&mut Building, &quiz::Question)> {
    match current.as_mut()? {
        Current::Asked(asked) if asked.answer.is_none() => {
            let Asked {
                building, question, ..
            } = &mut **asked;
            Some((building.as_mut()?, question))
        }
        _ => None,
    }
}

impl Session {
    /// Give the part being asked and move on; after the last part the whole ruling is
    /// checked, and the answer recorded as any other.
    pub fn give_part(&mut self, learner: &mut Learner, given: Given) -> Took {
        let now = self.clock.now();
        let Some((b, question)) = building(&mut self.current) else {
            return Took::Nothing;
        };
        let Some(part) = b.part() else {
            return Took::Nothing;
        };
        let fits = match &given {
            Given::Amounts(_) => part.part == Part::Amounts,
            Given::Option(n) => part.part != Part::Amounts && *n < part.options.len(),
        };
        if !fits {
            return Took::Nothing;
        }
        b.given.truncate(b.step);
        b.given.push(given);
        b.step += 1;
        if b.step < b.sheet.parts.len() {
            return Took::Part;
        }
        let pv = parts::check(&self.ruleset, question, &b.sheet, &b.given);
        let explanation = parts::explain(&self.cat, &self.ruleset, question, &b.sheet, &pv);
        let mut verdict = quiz::check(&self.ruleset, question, question.correct_index());
        verdict.correct = pv.correct;
        let answer = Answer {
            chosen: None,
            verdict,
            explanation,
            parts: Some(pv),
            late: false,
        };
        self.settle(learner, answer, now)
    }

    /// One part back, to change it; false when at the first part already.
    pub fn part_back(&mut self) -> bool {
        match building(&mut self.current) {
            Some((b, _)) if b.step > 0 => {
                b.step -= 1;
                true
            }
            _ => false,
        }
    }
}
