//! The table as plain text lines, for plain mode, handouts and screen readers.

use super::render;
use crate::i18n::Catalog;
use crate::table::{Layer, Seat, Table, WallPos};
use crate::tiles::{TileStyle, glyph};

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
fn padded(name: String, cat: &Catalog) -> String {
    use unicode_width::UnicodeWidthStr;
    let widest = Seat::ALL
        .iter()
        .map(|s| render::seat(cat, *s).width())
        .max()
        .unwrap_or(0);
    let pad = widest.saturating_sub(name.width());
    format!("{name}{}", " ".repeat(pad))
}

pub fn lines(cat: &Catalog, table: &Table, style: TileStyle, referee_view: bool) -> Vec<String> {
    let mut out = Vec::new();
    let served = table.served_wall();
    for wall in Seat::ALL {
        let left = (0..table.stacks())
            .flat_map(|st| [Layer::Top, Layer::Bottom].map(|l| WallPos::new(wall, st, l)))
            .filter(|p| table.at(*p).is_some())
            .count();
        let mark = if served == Some(wall) && table.broken().is_some() {
            cat.tr("table-served-mark")
        } else {
            String::new()
        };
        out.push(cat.tr_args(
            "table-wall-line",
            &[
                ("wall", padded(render::seat(cat, wall), cat).into()),
                ("strip", wall_strip(table, wall).into()),
                ("left", left.into()),
                ("served", mark.into()),
            ],
        ));
    }
    for p in table.face_up() {
        if let Some(id) = table.at(*p) {
            out.push(cat.tr_args(
                "table-face-up",
                &[
                    ("place", p.to_string().into()),
                    (
                        "tile",
                        glyph(table.kind(id), style).trim_end().to_string().into(),
                    ),
                ],
            ));
        }
    }
    for seat in Seat::ALL {
        let rack = table.rack(seat);
        let tiles = if referee_view {
            let mut kinds: Vec<_> = rack.iter().map(|id| table.kind(*id)).collect();
            kinds.sort();
            kinds
                .iter()
                .map(|k| glyph(*k, style))
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            String::new()
        };
        out.push(cat.tr_args(
            "table-rack-line",
            &[
                ("seat", padded(render::seat(cat, seat), cat).into()),
                ("count", rack.len().into()),
                ("tiles", tiles.trim_end().to_string().into()),
            ],
        ));
        // Sets laid down and bonus tiles are in front of the player, seen by everyone.
        let show = |ids: &[crate::tiles::TileId]| {
            ids.iter()
                .map(|id| glyph(table.kind(*id), style).trim_end().to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let melds: Vec<String> = table
            .melds(seat)
            .iter()
            .map(|m| format!("[{}]", show(&m.tiles)))
            .collect();
        let bonus = match show(table.bonus(seat)) {
            b if b.is_empty() => b,
            b => cat.tr_args("table-bonus", &[("tiles", b.into())]),
        };
        let mut shown = Vec::new();
        if !melds.is_empty() {
            shown.push(cat.tr_args("table-sets", &[("melds", melds.join(" ").into())]));
        }
        if !bonus.is_empty() {
            shown.push(bonus);
        }
        if !shown.is_empty() {
            out.push(format!("{:width$}{}", "", shown.join("  "), width = 7));
        }
    }
    let recent: Vec<String> = table
        .discards()
        .iter()
        .rev()
        .take(8)
        .map(|d| {
            let mark = match d.state {
                crate::table::DiscardState::Lying => "",
                crate::table::DiscardState::Claimed(_) => "*",
                crate::table::DiscardState::Dead => "x",
            };
            format!(
                "{}:{}{mark}",
                d.seat.letter(),
                glyph(table.kind(d.tile), style).trim_end()
            )
        })
        .collect();
    if !recent.is_empty() {
        out.push(cat.tr_args(
            "table-discards-line",
            &[("discards", recent.join(" ").into())],
        ));
    }
    out
}
