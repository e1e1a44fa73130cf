//! Questions: a generated situation, the engine's judgement, and options that are all
//! real rulings (the other cases of the article, and rulings of neighbouring articles).

pub mod narrative;
mod options;
pub mod parts;
pub mod render;
pub mod replay;
pub mod session;
pub mod table_text;

use crate::i18n::Catalog;
use crate::rng::Dice;
use crate::rules::{JudgeError, Judgement, Parties, Ruleset, Ruling, judge_with_earlier};
use crate::scenario::Scenario;
use crate::situations::{GenerateError, generate};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// The engine's ruling.
    Correct,
    /// Another case of the same article: right under other facts.
    OtherCase { case: String },
    /// A case of another article of the same phase: right for another irregularity.
    OtherArticle { article: String, case: String },
    /// "Nothing irregular happened": what a learner answers who takes the irregularity
    /// for an action the rules allow. Offered on irregular questions about as often as
    /// traps make it right, so that it cannot be picked without reading the table.
    NothingIrregular,
}

#[derive(Debug, Clone)]
pub struct Choice {
    pub ruling: Ruling,
    /// The seats the option's roles stand for: the table's own for the right ruling; for
    /// a distractor, the seats a player would think of where nobody here holds a role.
    pub parties: Parties,
    /// The ruling of a case where the rules allow what happened.
    pub lawful: bool,
    pub origin: Origin,
}

#[derive(Debug, Clone)]
pub struct Question {
    pub article: String,
    pub seed: u64,
    pub scenario: Scenario,
    pub judgement: Judgement,
    /// The rulings on the matters before the one asked, in order: what already happened
    /// at this table.
    pub earlier: Vec<Judgement>,
    pub choices: Vec<Choice>,
}

#[derive(Debug, thiserror::Error)]
pub enum QuizError {
    #[error(transparent)]
    Generate(#[from] GenerateError),
    #[error(transparent)]
    Judge(#[from] JudgeError),
}

pub const MAX_CHOICES: usize = 4;

impl Question {
    /// The events of the matters the story is about: each earlier ruling's, then the
    /// question's own.
    pub fn matter_events(&self) -> Vec<usize> {
        self.earlier
            .iter()
            .map(|j| j.detection.at)
            .chain([self.judgement.detection.at])
            .collect()
    }

    /// Each option as the learner reads it.
    pub fn option_texts(&self, cat: &Catalog) -> Vec<String> {
        self.choices
            .iter()
            .map(|c| render::option_line(cat, &c.ruling, &c.parties, c.lawful))
            .collect()
    }

    pub fn correct_index(&self) -> usize {
        self.choices
            .iter()
            .position(|c| c.origin == Origin::Correct)
            .unwrap_or(0)
    }
}

/// Build the question for `article_id` and `seed`: the same pair gives the same question.
pub fn make_question(
    ruleset: &Ruleset,
    article_id: &str,
    seed: u64,
) -> Result<Question, QuizError> {
    let generated = generate(ruleset, article_id, seed)?;
    question_for(ruleset, generated.scenario, seed)
}

/// `q` asked under `edition` of its ruleset: the same story, judged under the rules a
/// club or a learner chose (a question already under it is kept as it is).
pub fn under_edition(
    ruleset: &Ruleset,
    q: Question,
    edition: &str,
    seed: u64,
) -> Result<Question, QuizError> {
    if q.scenario.edition == edition {
        return Ok(q);
    }
    let mut scenario = q.scenario;
    scenario.edition = edition.to_string();
    question_for(ruleset, scenario, seed)
}

/// A question about any scenario, generated or written by hand.
pub fn question_for(
    ruleset: &Ruleset,
    scenario: Scenario,
    seed: u64,
) -> Result<Question, QuizError> {
    // The question is the matter the story stops at; the rulings before it are shown,
    // but for those that take effect only when a player calls them.
    let (judgement, earlier_rulings) = judge_with_earlier(ruleset, &scenario)?;
    let mut dice = Dice::for_label(seed, "choices");
    let article = ruleset
        .article(&judgement.article)
        .ok_or_else(|| QuizError::Judge(JudgeError::NoCase(judgement.article.clone())))?;
    let choices = options::choose(
        &options::Ground {
            ruleset,
            article,
            ruling: &judgement.ruling,
            parties: judgement.detection.parties,
            circumstances: judgement.circumstances,
            scenario: &scenario,
            at: judgement.detection.at,
            table: &judgement.table,
            lawful: judgement.lawful,
        },
        &mut dice,
    );
    Ok(Question {
        article: article.id.clone(),
        seed,
        scenario,
        judgement,
        earlier: earlier_rulings
            .into_iter()
            .filter(|j| !j.waits_for_a_call(ruleset))
            .collect(),
        choices,
    })
}

/// Why the chosen option is right or wrong, in terms of the facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub correct: bool,
    /// The facts (name, value here) that decided the engine's case.
    pub deciding: Vec<(String, bool)>,
    /// For a wrong choice: the one fact that separates it from the right one, with the
    /// value it would have needed.
    pub separating: Vec<(String, bool)>,
    /// For a choice from another article: that article.
    pub other_article: Option<String>,
    /// The choice said nothing irregular happened, and something did.
    pub took_as_allowed: bool,
}

/// The deciding facts as the explanation gives them: of a ladder of one fact with values
/// (`late_over(50)`, `late_over(40)`, … all false), only the bound nearest the case, on
/// each side: "not more than 20 minutes late", not every step above it too.
fn tightest(deciding: Vec<(&str, bool)>) -> Vec<(String, bool)> {
    let base = |f: &str| f.split('(').next().unwrap_or(f).to_string();
    deciding
        .iter()
        .enumerate()
        .filter(|(i, (f, v))| {
            !f.contains('(')
                || !deciding[i + 1..]
                    .iter()
                    .any(|(g, w)| w == v && g.contains('(') && base(g) == base(f))
        })
        .map(|(_, (f, v))| (f.to_string(), *v))
        .collect()
}

pub fn check(ruleset: &Ruleset, q: &Question, chosen: usize) -> Verdict {
    let facts = &q.judgement.facts;
    let holds = |name: &str| facts.get(name).copied();
    let article = ruleset.article(&q.article);
    let deciding = article
        .map(|a| tightest(a.deciding_facts(holds)))
        .unwrap_or_default();
    let choice = q.choices.get(chosen);
    let correct = choice.is_some_and(|c| c.ruling == q.judgement.ruling);
    let (separating, other_article) = match choice.map(|c| &c.origin) {
        Some(Origin::OtherCase { case }) if !correct => {
            let sep = article
                .and_then(|a| {
                    let wanted = a.cases.iter().find(|c| &c.id == case)?;
                    Some(a.separating(wanted, holds))
                })
                .filter(|sep| !sep.is_empty())
                .map(|sep| sep.into_iter().map(|(f, v)| (f.to_string(), v)).collect())
                .or_else(|| deciding.first().map(|(f, v)| vec![(f.clone(), !v)]))
                .unwrap_or_default();
            (sep, None)
        }
        Some(Origin::OtherArticle { article, .. }) => (Vec::new(), Some(article.clone())),
        _ => (Vec::new(), None),
    };
    Verdict {
        correct,
        deciding,
        separating,
        other_article,
        took_as_allowed: !correct && choice.is_some_and(|c| c.origin == Origin::NothingIrregular),
    }
}

/// The explanation shown after an answer, as lines of text.
pub fn explain(cat: &Catalog, ruleset: &Ruleset, q: &Question, verdict: &Verdict) -> Vec<String> {
    let parties = &q.judgement.detection.parties;
    // What happened here, in the words of the ruleset's table.
    let here = render::irregularity_in(
        cat,
        q.judgement.detection.irregularity,
        ruleset.meta.win_call,
    );
    let mut out = Vec::new();
    out.push(cat.tr(if verdict.correct {
        "verdict-right"
    } else {
        "verdict-wrong"
    }));
    out.push(cat.tr_args(
        "explain-correct-ruling",
        &[(
            "ruling",
            render::option_line(cat, &q.judgement.ruling, parties, q.judgement.lawful).into(),
        )],
    ));
    out.push(cat.tr_args(
        "explain-matter",
        &[
            ("matter", here.clone().into()),
            ("id", q.article.clone().into()),
        ],
    ));
    out.extend(render::figures(
        cat,
        ruleset,
        &q.scenario.edition,
        &q.judgement,
    ));
    for (name, value) in verdict
        .deciding
        .iter()
        .filter(|(name, _)| !verdict.separating.iter().any(|(s, _)| s == name))
    {
        out.push(cat.tr_args(
            "explain-deciding",
            &[("fact", render::fact(cat, name, *value).into())],
        ));
    }
    if !verdict.separating.is_empty() {
        out.push(render::separating(cat, &verdict.separating));
    }
    if verdict.took_as_allowed {
        out.push(cat.tr_args("explain-not-allowed", &[("here", here.clone().into())]));
    }
    if let Some(other) = verdict
        .other_article
        .as_deref()
        .and_then(|id| ruleset.article(id))
    {
        out.push(cat.tr_args(
            "explain-other-article",
            &[
                // Its title would say again what it covers ("A wall tile turned face
                // up during the deal … covers a wall tile turned face up").
                ("id", other.id.clone().into()),
                (
                    "covers",
                    render::irregularity_in(cat, other.judges, ruleset.meta.win_call).into(),
                ),
                ("here", here.clone().into()),
            ],
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::tightest;

    #[test]
    fn a_ladder_of_bounds_gives_the_nearest_on_each_side() {
        let ladder = vec![
            ("late_over(50)", false),
            ("late_over(40)", false),
            ("late_over(20)", false),
            ("claim_for_mah_jongg", false),
            // The case that applies: its one condition true.
            ("late_over(10)", true),
        ];
        assert_eq!(
            tightest(ladder),
            [
                ("late_over(20)".to_string(), false),
                ("claim_for_mah_jongg".to_string(), false),
                ("late_over(10)".to_string(), true),
            ]
        );
    }
}
