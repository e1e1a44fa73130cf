//! The table as plain text lines, for plain mode, handouts and screen readers.

use super::render;
use crate::i18n::{Catalog, Named};
use crate::rules::Ruleset;
use crate::table::{Layer, Seat, Table, WallPos};
use crate::tiles::{Kind, TileStyle, glyph, tile_word};

/// One character per stack: both tiles, top gone, bottom gone, empty; a face-up tile is
/// shown as `^`; `|` marks the break; a full stack of the dead wall is `%`.
pub fn wall_strip(table: &Table, wall: Seat) -> String {
    let mut s = String::new();
    for stack in (0..table.stacks()).rev() {
        let top = WallPos::new(wall, stack, Layer::Top);
        let bottom = WallPos::new(wall, stack, Layer::Bottom);
        let c = if table.face_up().contains(&top) || table.face_up().contains(&bottom) {
            '^'
        } else {
            match (table.at(top).is_some(), table.at(bottom).is_some()) {
                (true, true) if table.dead_wall().contains(&top) => '%',
                (true, true) => '#',
                (false, true) => '=',
                (true, false) => '"',
                (false, false) => '.',
            }
        };
        s.push(c);
        if table.broken() == Some((wall, stack)) && stack > 0 {
            s.push('|');
        }
    }
    s
}

/// Seat names padded to the longest, so that strips and racks line up in any language.
/// In a language with cases, each case is padded to the longest seat in that case.
fn padded(name: Named, cat: &Catalog) -> Named {
    use unicode_width::UnicodeWidthStr;
    let seats: Vec<Named> = Seat::ALL.iter().map(|s| cat.seat(*s)).collect();
    name.map(|case, text| {
        let widest = seats
            .iter()
            .map(|s| case.map_or(&**s, |c| s.case(c)).width())
            .max()
            .unwrap_or(0);
        format!("{text}{}", " ".repeat(widest.saturating_sub(text.width())))
    })
}

/// How the table is written: the referee sees every rack; a screen reader is better
/// served by walls told in words than by a strip of symbols.
#[derive(Debug, Clone, Copy, Default)]
pub struct View {
    pub referee: bool,
    pub spoken: bool,
    /// A payment is asked: a winning hand laid face up is read out (its card line and
    /// value, or its fan), as the table reads it before paying.
    pub payment: bool,
    /// Hands the referee looks at because the ruling turns on a fact read from them
    /// (`looked_at`): shown with the table, as the referee sees them.
    pub looked_at: LookedAt,
}

impl View {
    /// What the learner is shown of the question's table: the hands face up, and the
    /// hands the ruling is read from; every rack where `referee`.
    pub fn learner(ruleset: &Ruleset, q: &super::Question, referee: bool) -> View {
        View {
            referee,
            spoken: true,
            payment: asks_payment(q),
            looked_at: looked_at(ruleset, q),
        }
    }
}

/// The seats whose hands the referee looks at, a flag a seat.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LookedAt([bool; 4]);

impl LookedAt {
    pub fn contains(self, seat: Seat) -> bool {
        self.0[seat.index()]
    }
}

/// The hands a deciding fact of the question's ruling is read from
/// (`facts::READ_FROM_HAND`): a referee asked to rule looks at them, so the learner sees
/// them too.
pub fn looked_at(ruleset: &Ruleset, q: &super::Question) -> LookedAt {
    let mut looked = LookedAt::default();
    let Some(article) = ruleset.article(&q.article) else {
        return looked;
    };
    let facts = &q.judgement.facts;
    for (fact, _) in article.deciding_facts(|f| facts.get(f).copied()) {
        let role = crate::rules::facts::READ_FROM_HAND
            .iter()
            .find(|(name, _)| *name == fact)
            .map(|(_, role)| *role);
        if let Some(seat) = role.and_then(|r| q.judgement.detection.parties.seat(r)) {
            looked.0[seat.index()] = true;
        }
    }
    looked
}

/// Which tiles of a rack every player at the table can see.
pub enum InSight {
    /// The whole hand lies face up: laid out, or declared where a declaration lays it out.
    Hand(Vec<Kind>),
    /// Tiles shown by mistake.
    Revealed(Vec<Kind>),
    /// A hand nobody else sees, that the referee looks at to rule (`looked_at`).
    LookedAt(Vec<Kind>),
    Nothing,
}

/// What the learner sees of `seat`'s rack: what is in sight at the table, or the whole
/// hand where the referee looks at it.
pub fn in_view(ruleset: &Ruleset, table: &Table, seat: Seat, looked: LookedAt) -> InSight {
    match in_sight(ruleset, table, seat) {
        InSight::Nothing | InSight::Revealed(_) if looked.contains(seat) => {
            let mut kinds = table.rack_kinds(seat);
            kinds.sort();
            InSight::LookedAt(kinds)
        }
        sight => sight,
    }
}

pub fn in_sight(ruleset: &Ruleset, table: &Table, seat: Seat) -> InSight {
    let declared_up = ruleset.meta.declared_hand_face_up && table.declared().contains(&seat);
    if table.shown().contains(&seat) || declared_up {
        let mut kinds = table.rack_kinds(seat);
        kinds.sort();
        InSight::Hand(kinds)
    } else if !table.revealed(seat).is_empty() {
        InSight::Revealed(table.revealed(seat).to_vec())
    } else {
        InSight::Nothing
    }
}

/// Whether a question asks for a payment: one of its options pays.
pub fn asks_payment(q: &super::Question) -> bool {
    q.choices.iter().any(|c| !c.ruling.payments.is_empty())
}

/// What a hand laid face up is worth, as the table reads it when it pays: the card line
/// and its value (American), or the fan (Chinese Official). `None` where it is no win.
pub fn hand_reading(cat: &Catalog, ruleset: &Ruleset, table: &Table, seat: Seat) -> Option<String> {
    let who = cat.seat(seat);
    if let Some(card) = ruleset.card.as_deref() {
        let m = crate::table::american::american_win(table, seat, card)?;
        let key = if m.jokerless {
            "table-reading-card-jokerless"
        } else {
            "table-reading-card"
        };
        return Some(cat.tr_args(
            key,
            &[
                ("seat", who.into()),
                ("section", m.section.clone().into()),
                ("line", m.line.into()),
                ("value", u32::from(m.value).into()),
            ],
        ));
    }
    if ruleset.meta.scoring == crate::rules::settle::Scoring::ChineseOfficialFan {
        let (score, _) = crate::rules::settle::mcr_win_score(table, seat)?;
        let fans: Vec<String> = score
            .fans
            .iter()
            .map(|(fan, n)| {
                let each = fan.value();
                let name = render::fan(cat, *fan);
                match n {
                    1 => format!("{name} {each}"),
                    n => format!("{name} {each}×{n}"),
                }
            })
            .collect();
        return Some(cat.tr_args(
            "table-reading-fan",
            &[
                ("seat", who.into()),
                ("total", score.total.into()),
                ("fans", fans.join(", ").into()),
            ],
        ));
    }
    None
}

fn tiles(kinds: &[Kind], style: TileStyle) -> String {
    kinds
        .iter()
        .map(|k| tile_word(*k, style))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A wall in words: how many tiles are left, whether it is served, where it was broken,
/// and any tile lying face up in it.
fn spoken_wall(cat: &Catalog, table: &Table, wall: Seat, left: usize, style: TileStyle) -> String {
    let mut parts = vec![cat.tr_args(
        "table-wall-spoken",
        &[("wall", cat.seat(wall).into()), ("left", left.into())],
    )];
    if table.served_wall() == Some(wall) && table.broken().is_some() {
        parts.push(cat.tr("table-wall-spoken-served"));
    }
    if let Some((w, stack)) = table.broken()
        && w == wall
    {
        parts.push(cat.tr_args("table-wall-spoken-broken", &[("stack", stack.into())]));
    }
    let up = face_up_in(cat, table, style, |p| p.wall == wall);
    let mut line = parts.join(", ");
    if let Some(up) = up {
        line.push_str("; ");
        line.push_str(&cat.tr_args(
            if up.1 > 1 {
                "table-wall-spoken-face-up-many"
            } else {
                "table-wall-spoken-face-up"
            },
            &[("tiles", up.0.into())],
        ));
    }
    line
}

/// The wall tiles lying face up where `keep` holds, as one list ("6m at E11t, 4s at
/// E11b"), with how many there are; none where there are none. Tiles knocked over
/// together are told in one line, not one line each.
fn face_up_in(
    cat: &Catalog,
    table: &Table,
    style: TileStyle,
    keep: impl Fn(&crate::table::WallPos) -> bool,
) -> Option<(String, usize)> {
    let up: Vec<String> = table
        .face_up()
        .iter()
        .filter(|p| keep(p))
        .filter_map(|p| {
            table.at(*p).map(|id| {
                cat.tr_args(
                    "table-tile-at",
                    &[
                        ("tile", tile_word(table.kind(id), style).into()),
                        ("place", p.to_string().into()),
                    ],
                )
            })
        })
        .collect();
    (!up.is_empty()).then(|| (up.join(", "), up.len()))
}

pub fn lines(
    cat: &Catalog,
    ruleset: &Ruleset,
    table: &Table,
    style: TileStyle,
    view: View,
) -> Vec<String> {
    let mut out = Vec::new();
    let wind = cat.seat(Seat::ALL[table.prevalent() as usize]);
    let mut setting = cat.tr_args("table-prevalent", &[("wind", wind.into())]);
    if let Some(turn) = table.turn() {
        setting.push(' ');
        setting.push_str(&cat.tr_args("table-turn", &[("seat", cat.seat(turn).into())]));
    }
    out.push(setting);
    let served = table.served_wall();
    for wall in Seat::ALL {
        let left = table.left_in(wall);
        if view.spoken {
            out.push(spoken_wall(cat, table, wall, left, style));
            continue;
        }
        let mark = if served == Some(wall) && table.broken().is_some() {
            cat.tr("table-served-mark")
        } else {
            String::new()
        };
        out.push(cat.tr_args(
            "table-wall-line",
            &[
                ("wall", padded(cat.seat(wall), cat).into()),
                ("strip", wall_strip(table, wall).into()),
                ("left", left.into()),
                ("served", mark.into()),
            ],
        ));
    }
    if !view.spoken {
        // Czech names a riichi dead wall differently from the classical kong box.
        let dora = if table.dead_wall_holds_dora() {
            "yes"
        } else {
            "no"
        };
        out.push(cat.tr_args("table-strip-legend", &[("dora", dora.into())]));
        if let Some((tiles, _)) = face_up_in(cat, table, style, |_| true) {
            out.push(cat.tr_args("table-face-up", &[("tiles", tiles.into())]));
        }
    }
    for seat in Seat::ALL {
        let rack = table.rack(seat);
        let sight = in_view(ruleset, table, seat, view.looked_at);
        let rack_tiles = if view.referee {
            let mut kinds: Vec<_> = rack.iter().map(|id| table.kind(*id)).collect();
            kinds.sort();
            tiles(&kinds, style)
        } else {
            String::new()
        };
        out.push(cat.tr_args(
            "table-rack-line",
            &[
                ("seat", padded(cat.seat(seat), cat).into()),
                ("count", rack.len().into()),
                ("tiles", rack_tiles.trim_end().to_string().into()),
            ],
        ));
        // What lies face up in front of the player is seen by everyone.
        let show = |ids: &[crate::tiles::TileId]| tiles(&table.kinds_of(ids), style);
        let mut shown = Vec::new();
        match &sight {
            InSight::Hand(kinds) => shown.push(cat.tr_args(
                "table-hand-face-up",
                &[("tiles", tiles(kinds, style).into())],
            )),
            InSight::Revealed(kinds) => {
                shown.push(cat.tr_args("table-revealed", &[("tiles", tiles(kinds, style).into())]))
            }
            // The referee view shows the rack already.
            InSight::LookedAt(kinds) if !view.referee => {
                shown.push(cat.tr_args("table-looked-at", &[("tiles", tiles(kinds, style).into())]))
            }
            InSight::LookedAt(_) | InSight::Nothing => {}
        }
        let melds: Vec<String> = table
            .melds(seat)
            .iter()
            .map(|m| format!("[{}]", show(&m.tiles)))
            .collect();
        if !melds.is_empty() {
            shown.push(cat.tr_args("table-sets", &[("melds", melds.join(" ").into())]));
        }
        if let Some(t) = table.called_tile_left(seat) {
            let from = table
                .discards()
                .iter()
                .find(|d| d.tile == t)
                .map(|d| cat.seat(d.seat))
                .unwrap_or_default();
            shown.push(cat.tr_args(
                "table-called-tile-left",
                &[("tile", show(&[t]).into()), ("from", from.into())],
            ));
        }
        let bonus = show(table.bonus(seat));
        if !bonus.is_empty() {
            shown.push(cat.tr_args("table-bonus", &[("tiles", bonus.into())]));
        }
        if table.is_dead(seat) {
            shown.push(cat.tr("table-hand-dead"));
        }
        if view.payment && matches!(sight, InSight::Hand(_)) {
            shown.extend(hand_reading(cat, ruleset, table, seat));
        }
        for line in shown {
            out.push(format!("{:width$}{line}", "", width = 7));
        }
    }
    if !table.discards().is_empty() {
        // The discard riichi was declared with is marked, as it lies sideways at the table:
        // what a player let go by after it may bar a ron (furiten).
        let riichi: Vec<usize> = Seat::ALL
            .into_iter()
            .filter_map(|s| table.riichi_discard(s))
            .collect();
        out.push(cat.tr(if riichi.is_empty() {
            "table-discards-title"
        } else {
            "table-discards-title-riichi"
        }));
        for seat in Seat::ALL {
            let thrown: Vec<String> = table
                .discards()
                .iter()
                .enumerate()
                .filter(|(_, d)| d.seat == seat)
                .map(|(i, d)| {
                    let mark = match d.state {
                        crate::table::DiscardState::Lying => "",
                        crate::table::DiscardState::Claimed(_) => "*",
                        crate::table::DiscardState::Dead => "x",
                    };
                    let sideways = if riichi.contains(&i) { "r" } else { "" };
                    format!(
                        "{}{mark}{sideways}",
                        glyph(table.kind(d.tile), style).trim_end()
                    )
                })
                .collect();
            if !thrown.is_empty() {
                out.push(cat.tr_args(
                    "table-discards-of",
                    &[
                        ("seat", padded(cat.seat(seat), cat).into()),
                        ("tiles", thrown.join(" ").into()),
                    ],
                ));
            }
        }
        if let Some(d) = table.latest_discard() {
            out.push(cat.tr_args(
                "table-latest-discard",
                &[
                    ("tile", tile_word(table.kind(d.tile), style).into()),
                    ("seat", cat.seat(d.seat).into()),
                ],
            ));
        }
    }
    out.iter().map(|l| l.trim_end().to_string()).collect()
}
