//! Answers built part by part: who is affected and how, what happens to the tiles, what
//! is paid (and how much, where the table gives figures), how play continues. Each part
//! is checked on its own, for partial credit and an explanation that names the part that
//! was wrong and the fact that decides it.
//!
//! Pure, like the rest of the quiz; `crate::study::parts` re-exports it for study.

use crate::i18n::Catalog;
use crate::quiz::{Question, render};
use crate::rng::Dice;
use crate::rules::settle::{Transfer, transfers};
use crate::rules::{
    Amount, Continuation, Effect, Parties, Payment, Role, Ruleset, Ruling, Status, TileFate,
};

/// Options offered for one part: the right one and a few real alternatives.
pub const MAX_OPTIONS: usize = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part {
    Players,
    Tiles,
    Payments,
    /// The figures of the payments, typed; only where the table gives them.
    Amounts,
    Next,
}

impl Part {
    pub fn prompt_id(self) -> &'static str {
        match self {
            Part::Players => "parts-players",
            Part::Tiles => "parts-tiles",
            Part::Payments => "parts-payments",
            Part::Amounts => "parts-amounts",
            Part::Next => "parts-next",
        }
    }

    pub fn name_id(self) -> &'static str {
        match self {
            Part::Players => "parts-name-players",
            Part::Tiles => "parts-name-tiles",
            Part::Payments => "parts-name-payments",
            Part::Amounts => "parts-name-amounts",
            Part::Next => "parts-name-next",
        }
    }
}

/// The value of one part of a ruling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Players(Vec<Effect>),
    Tiles(TileFate),
    Payments(Vec<Payment>),
    /// Payments whose fixed sums are asked next, in figures: the option names who pays
    /// whom and on what basis, and leaves the sum out (it would give the figure away).
    SumsInFigures(Vec<Payment>),
    Next(Continuation),
}

impl Value {
    /// The value of `part` in `r`; with `figures`, fixed sums are left out.
    fn of(part: Part, r: &Ruling, figures: bool) -> Option<Value> {
        Some(match part {
            Part::Players => Value::Players(r.players.clone()),
            Part::Tiles => Value::Tiles(r.tiles),
            Part::Payments if figures => Value::SumsInFigures(
                r.payments
                    .iter()
                    .map(|p| Payment {
                        amount: match p.amount {
                            Amount::Fixed(_) => Amount::Fixed(0),
                            other => other,
                        },
                        ..*p
                    })
                    .collect(),
            ),
            Part::Payments => Value::Payments(r.payments.clone()),
            Part::Next => Value::Next(r.next),
            Part::Amounts => return None,
        })
    }
}

/// One part as asked.
#[derive(Debug, Clone, PartialEq)]
pub struct Asked {
    pub part: Part,
    /// Empty for `Amounts`.
    pub options: Vec<Value>,
    pub correct: usize,
    /// For `Amounts`: the payments to give figures for.
    pub transfers: Vec<Transfer>,
}

/// Every part asked about a question, in the order they are asked.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    pub parts: Vec<Asked>,
}

/// The learner's answer to one part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Given {
    Option(usize),
    /// One figure per transfer; `None` where nothing was typed.
    Amounts(Vec<Option<u32>>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartVerdict {
    pub part: Part,
    pub right: bool,
    pub given: Given,
    /// For a wrong option from another case of the article: the first fact that case
    /// needs and does not have here, with the value it needs.
    pub separating: Vec<(String, bool)>,
    /// For a wrong option found only in another article: that article.
    pub other_article: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    pub parts: Vec<PartVerdict>,
    /// Parts right over parts asked.
    pub score: f64,
    pub correct: bool,
}

/// Rulings to draw alternatives from, nearest first: the question's options, the other
/// cases of the article, the article's phase, then the whole ruleset.
fn candidates<'a>(ruleset: &'a Ruleset, q: &'a Question) -> Vec<&'a Ruling> {
    let mut out: Vec<&Ruling> = vec![&q.judgement.ruling];
    out.extend(q.choices.iter().map(|c| &c.ruling));
    let article = ruleset.article(&q.article);
    if let Some(a) = article {
        out.extend(a.cases.iter().map(|c| &c.then));
        out.extend(
            ruleset
                .in_phase(a.phase)
                .flat_map(|x| x.cases.iter().map(|c| &c.then)),
        );
    }
    out.extend(
        ruleset
            .articles
            .iter()
            .flat_map(|x| x.cases.iter().map(|c| &c.then)),
    );
    out
}

/// The parts to ask about `q`. A part with no real alternative anywhere in the ruleset
/// (no ruling of it pays anything, say) is not asked.
pub fn sheet(ruleset: &Ruleset, q: &Question) -> Sheet {
    let rulings = candidates(ruleset, q);
    let correct_ruling = &q.judgement.ruling;
    let figures = transfers(
        ruleset,
        &q.scenario.edition,
        &q.judgement.table,
        correct_ruling,
        &q.judgement.detection.parties,
    );
    let in_figures = !figures.is_empty() && figures.iter().all(|t| t.amount.is_some());
    let parties = &q.judgement.detection.parties;
    let mut parts = Vec::new();
    for part in [Part::Players, Part::Tiles, Part::Payments, Part::Next] {
        let mut options: Vec<Value> = Vec::new();
        for r in &rulings {
            if options.len() >= MAX_OPTIONS {
                break;
            }
            if let Some(v) = Value::of(part, r, in_figures)
                && !options.iter().any(|o| same_here(o, &v, parties))
            {
                options.push(v);
            }
        }
        if options.len() < 2 {
            continue;
        }
        let right = options[0].clone();
        let mut dice = Dice::for_label(q.seed, &format!("parts-{part:?}"));
        dice.shuffle(&mut options);
        let correct = options.iter().position(|v| *v == right).unwrap_or(0);
        parts.push(Asked {
            part,
            options,
            correct,
            transfers: Vec::new(),
        });
        if part == Part::Payments && in_figures {
            parts.push(Asked {
                part: Part::Amounts,
                options: Vec::new(),
                correct: 0,
                transfers: figures.clone(),
            });
        }
    }
    Sheet { parts }
}

/// Who a role names at this table: a seat where one holds it, the seats of a group whose
/// members are known, else the role itself.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Named {
    Seats(Vec<usize>),
    Role(String),
}

fn named(role: Role, parties: &Parties) -> Named {
    if let Some(seat) = parties.seat(role) {
        return Named::Seats(vec![seat.index()]);
    }
    if parties.group_known(role) {
        return Named::Seats(parties.seats_of(role).iter().map(|s| s.index()).collect());
    }
    Named::Role(format!("{role:?}"))
}

/// Whether two values of a part say the same thing at this table, so that offering both
/// would give the learner two identical options: "no penalty for the offender" and "no
/// penalty for the player left of the dealer" where that is one seat, or no effect at all
/// and "no penalty for anyone".
fn same_here(a: &Value, b: &Value, parties: &Parties) -> bool {
    let effects = |v: &[Effect]| {
        let mut out: Vec<(Named, String)> = v
            .iter()
            .filter(|e| !(e.who == Role::Everyone && e.status == Status::NoPenalty))
            .map(|e| (named(e.who, parties), format!("{:?}", e.status)))
            .collect();
        out.sort();
        out
    };
    let payments = |v: &[Payment]| {
        let mut out: Vec<(Named, Named, Amount)> = v
            .iter()
            .map(|p| (named(p.from, parties), named(p.to, parties), p.amount))
            .collect();
        out.sort_by(|x, y| (&x.0, &x.1).cmp(&(&y.0, &y.1)));
        out
    };
    match (a, b) {
        (Value::Players(x), Value::Players(y)) => effects(x) == effects(y),
        (Value::Payments(x), Value::Payments(y))
        | (Value::SumsInFigures(x), Value::SumsInFigures(y)) => payments(x) == payments(y),
        _ => a == b,
    }
}

/// Check each part. `given` is in the order of `sheet.parts`; a missing answer is wrong.
pub fn check(ruleset: &Ruleset, q: &Question, sheet: &Sheet, given: &[Given]) -> Verdict {
    let facts = &q.judgement.facts;
    let holds = |name: &str| facts.get(name).copied();
    let article = ruleset.article(&q.article);
    let in_figures = sheet.parts.iter().any(|p| p.part == Part::Amounts);
    let mut parts = Vec::new();
    for (i, asked) in sheet.parts.iter().enumerate() {
        let g = given.get(i).cloned().unwrap_or(Given::Amounts(Vec::new()));
        let right = match (&g, asked.part) {
            (Given::Amounts(v), Part::Amounts) => {
                v.len() == asked.transfers.len()
                    && v.iter().zip(&asked.transfers).all(|(a, t)| *a == t.amount)
            }
            (Given::Option(n), _) => *n == asked.correct,
            _ => false,
        };
        let mut separating = Vec::new();
        let mut other_article = None;
        if !right && let Given::Option(n) = g {
            let chosen = asked.options.get(n);
            let same_article_case = article.and_then(|a| {
                a.cases.iter().find(|c| {
                    chosen.is_some()
                        && Value::of(asked.part, &c.then, in_figures).as_ref() == chosen
                })
            });
            match same_article_case {
                Some(case) => {
                    separating = article
                        .map(|a| a.separating(case, holds))
                        .unwrap_or_default()
                        .into_iter()
                        .map(|(f, v)| (f.to_string(), v))
                        .collect();
                }
                None => {
                    other_article = ruleset
                        .articles
                        .iter()
                        .find(|a| {
                            a.cases.iter().any(|c| {
                                chosen.is_some()
                                    && Value::of(asked.part, &c.then, in_figures).as_ref() == chosen
                            })
                        })
                        .map(|a| a.id.clone());
                }
            }
        }
        parts.push(PartVerdict {
            part: asked.part,
            right,
            given: g,
            separating,
            other_article,
        });
    }
    let right = parts.iter().filter(|p| p.right).count();
    let score = if parts.is_empty() {
        1.0
    } else {
        right as f64 / parts.len() as f64
    };
    Verdict {
        correct: right == parts.len(),
        parts,
        score,
    }
}

/// The text of one part's value, as the full ruling would say it.
pub fn option_text(cat: &Catalog, q: &Question, value: &Value) -> String {
    let c = &q.judgement.ruling;
    let parties = &q.judgement.detection.parties;
    let base = Ruling {
        players: c.players.clone(),
        tiles: c.tiles,
        payments: Vec::new(),
        next: c.next,
    };
    match value {
        Value::Players(p) if p.is_empty() => cat.tr("status-no-penalty-all"),
        Value::Players(p) => {
            let r = Ruling {
                players: p.clone(),
                ..base
            };
            render::ruling(cat, &r, parties)[..p.len()].join(" ")
        }
        Value::Tiles(t) => {
            let n = base.players.len();
            let r = Ruling { tiles: *t, ..base };
            render::ruling(cat, &r, parties)
                .get(n)
                .cloned()
                .unwrap_or_default()
        }
        Value::Payments(p) | Value::SumsInFigures(p) if p.is_empty() => cat.tr("parts-no-payment"),
        Value::SumsInFigures(p) => p
            .iter()
            .map(|pay| {
                let amount = match pay.amount {
                    Amount::Fixed(_) => cat.tr("parts-sum-in-figures"),
                    _ => render::amount(cat, pay),
                };
                render::sentence(cat.tr_args(
                    "payment",
                    &[
                        ("from", render::who(cat, pay.from, parties).into()),
                        ("to", render::who(cat, pay.to, parties).into()),
                        ("amount", amount.into()),
                    ],
                ))
            })
            .collect::<Vec<_>>()
            .join(" "),
        Value::Payments(p) => {
            let n = base.players.len() + 1;
            let r = Ruling {
                payments: p.clone(),
                ..base
            };
            render::ruling(cat, &r, parties)
                .get(n..n + p.len())
                .map(|l| l.join(" "))
                .unwrap_or_default()
        }
        Value::Next(x) => {
            let r = Ruling { next: *x, ..base };
            render::ruling(cat, &r, parties)
                .last()
                .cloned()
                .unwrap_or_default()
        }
    }
}

/// The label of a payment whose figure is asked: "North pays South:".
pub fn amount_label(cat: &Catalog, t: &Transfer) -> String {
    cat.tr_args(
        "parts-amount-line",
        &[
            ("from", cat.seat(t.from).into()),
            ("to", cat.seat(t.to).into()),
        ],
    )
}

/// The explanation: the score, each part right or wrong with the fact that decides it,
/// then the ruling and its deciding facts as a multiple-choice answer shows them.
pub fn explain(
    cat: &Catalog,
    ruleset: &Ruleset,
    q: &Question,
    sheet: &Sheet,
    verdict: &Verdict,
) -> Vec<String> {
    let right = verdict.parts.iter().filter(|p| p.right).count();
    let mut out = vec![cat.tr(if verdict.correct {
        "verdict-right"
    } else {
        "verdict-wrong"
    })];
    out.push(cat.tr_args(
        "parts-score",
        &[
            ("right", right.into()),
            ("count", verdict.parts.len().into()),
        ],
    ));
    for (asked, pv) in sheet.parts.iter().zip(&verdict.parts) {
        let name = cat.tr(asked.part.name_id());
        if pv.right {
            out.push(cat.tr_args("parts-part-right", &[("part", name.into())]));
            continue;
        }
        match &pv.given {
            Given::Option(n) => {
                let chosen = asked
                    .options
                    .get(*n)
                    .map_or(String::new(), |v| option_text(cat, q, v));
                let correct = asked
                    .options
                    .get(asked.correct)
                    .map_or(String::new(), |v| option_text(cat, q, v));
                out.push(cat.tr_args(
                    "parts-part-wrong",
                    &[
                        ("part", name.into()),
                        ("chosen", chosen.into()),
                        ("correct", correct.into()),
                    ],
                ));
            }
            Given::Amounts(v) => {
                out.push(cat.tr_args(
                    "parts-part-wrong",
                    &[
                        ("part", name.into()),
                        ("chosen", String::new().into()),
                        ("correct", String::new().into()),
                    ],
                ));
                for (i, t) in asked.transfers.iter().enumerate() {
                    let given = v.get(i).copied().flatten();
                    if given == t.amount {
                        continue;
                    }
                    let args = |given: Option<u32>| {
                        let mut a = vec![
                            ("from", cat.seat(t.from).into()),
                            ("to", cat.seat(t.to).into()),
                            ("right", t.amount.unwrap_or(0).into()),
                        ];
                        if let Some(g) = given {
                            a.push(("given", g.into()));
                        }
                        a
                    };
                    out.push(match given {
                        Some(g) => cat.tr_args("parts-amount-wrong", &args(Some(g))),
                        None => cat.tr_args("parts-amount-missing", &args(None)),
                    });
                }
            }
        }
        if !pv.separating.is_empty() {
            out.push(render::separating(cat, &pv.separating));
        }
        if let Some(a) = pv
            .other_article
            .as_deref()
            .and_then(|id| ruleset.article(id))
        {
            out.push(cat.tr_args(
                "parts-part-other-article",
                &[
                    ("id", a.id.clone().into()),
                    ("title", a.title.clone().into()),
                ],
            ));
        }
    }
    // The whole ruling and the facts behind it, as for a right multiple-choice answer.
    let mc = crate::quiz::check(ruleset, q, q.correct_index());
    out.extend(
        crate::quiz::explain(cat, ruleset, q, &mc)
            .into_iter()
            .skip(1),
    );
    out
}
