//! The table at the question moment: one row per wall with its stacks, the break and the
//! wall being served, then each rack (counts and picks; every tile in the referee view).

use super::rule;
use crate::quiz::Question;
use crate::quiz::table_text::{self, InSight};
use crate::table::{Discard, DiscardState, Event, Layer, Seat, Table, WallPos};
use crate::tiles::{Kind, TileId, TileStyle, glyph, tile_word};
use crate::tui::app::App;
use crate::tui::text::{pad, truncate};
use crate::tui::theme::Theme;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthStr;

/// The ruler and one row a wall, at least.
pub const WALL_ROWS: u16 = 5;
/// The section rule and one row a rack.
pub const RACK_ROWS: u16 = 5;

const MARK: &str = "▶ ";
struct Columns {
    name: usize,
    /// The count of tiles left in a wall, under its heading.
    left: usize,
    rack: usize,
}

fn columns(app: &App) -> Columns {
    let name = Seat::ALL
        .iter()
        .map(|s| app.cat.seat(*s).width())
        .max()
        .unwrap_or(5);
    Columns {
        name,
        left: app.cat.tr("tui-table-left").width().max(4),
        rack: app.cat.tr("tui-table-tiles").width().max(2),
    }
}

/// What one stack shows, left to right as its owner sees the wall.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stack {
    Both,
    TopOnly,
    BottomOnly,
    Empty,
    FaceUp(Kind),
}

fn stack(table: &Table, wall: Seat, index: u8) -> Stack {
    let top = WallPos::new(wall, index, Layer::Top);
    let bottom = WallPos::new(wall, index, Layer::Bottom);
    for p in [top, bottom] {
        if table.face_up().contains(&p)
            && let Some(id) = table.at(p)
        {
            return Stack::FaceUp(table.kind(id));
        }
    }
    match (table.at(top).is_some(), table.at(bottom).is_some()) {
        (true, true) => Stack::Both,
        (true, false) => Stack::TopOnly,
        (false, true) => Stack::BottomOnly,
        (false, false) => Stack::Empty,
    }
}

/// The mark of a stack whose tile lies face up: one cell, as every stack has, so that the
/// stacks keep their columns under the ruler; the tile itself is named after the wall.
pub const FACE_UP_MARK: &str = "▣";

/// One wall as spans: a gap cell and a stack cell per stack, and a closing gap. The gap
/// where the wall was broken shows the break.
fn strip(table: &Table, wall: Seat, theme: Theme) -> Vec<Span<'static>> {
    let n = usize::from(table.stacks());
    // Gap j sits left of displayed stack j; stacks are shown from the owner's left end.
    let break_gap = table
        .broken()
        .filter(|(w, _)| *w == wall)
        .map(|(_, after)| n - usize::from(after));
    let live = table.remaining().next();
    let mut spans = Vec::with_capacity(2 * n + 1);
    let gap = |j: usize| {
        if break_gap == Some(j) {
            Span::styled("┃", theme.served())
        } else {
            Span::raw(" ")
        }
    };
    for j in 0..n {
        let index = (n - 1 - j) as u8;
        let is_live = live.is_some_and(|p| p.wall == wall && p.stack == index);
        let cell_style = if is_live {
            theme.served()
        } else {
            theme.wall()
        };
        spans.push(gap(j));
        let s = stack(table, wall, index);
        if let Stack::FaceUp(_) = s {
            spans.push(Span::styled(FACE_UP_MARK, theme.face_up()));
            continue;
        }
        let dead = [Layer::Top, Layer::Bottom]
            .iter()
            .any(|l| table.dead_wall().contains(&WallPos::new(wall, index, *l)));
        let c = match s {
            Stack::Both if dead => "▓",
            Stack::Both => "█",
            Stack::TopOnly => "▀",
            Stack::BottomOnly => "▄",
            Stack::Empty | Stack::FaceUp(_) => "·",
        };
        let st = if s == Stack::Empty {
            theme.dim()
        } else {
            cell_style
        };
        spans.push(Span::styled(c, st));
    }
    spans.push(gap(n));
    spans
}

/// The tiles lying face up in one wall, named after it ("▣ 7c "), stack by stack from the
/// owner's left as the strip shows them; empty where none lies face up.
fn face_up_names(table: &Table, wall: Seat, style: TileStyle, theme: Theme) -> Vec<Span<'static>> {
    let n = table.stacks();
    let kinds: Vec<String> = (0..n)
        .rev()
        .filter_map(|index| match stack(table, wall, index) {
            Stack::FaceUp(kind) => Some(tile_word(kind, style)),
            _ => None,
        })
        .collect();
    if kinds.is_empty() {
        return Vec::new();
    }
    vec![Span::styled(
        format!("{FACE_UP_MARK} {} ", kinds.join(" ")),
        theme.face_up(),
    )]
}

/// The stack numbers above the walls, each under its stack's cell.
fn ruler(stacks: u8) -> String {
    let n = usize::from(stacks);
    let mut cells = vec![' '; 2 * n + 1];
    let wanted = (1..=stacks).filter(|k| *k == 1 || k % 5 == 0 || (*k == stacks && k % 5 > 2));
    for k in wanted {
        let j = n - usize::from(k);
        let col = 1 + 2 * j;
        let text = k.to_string();
        let start = (col + 1).saturating_sub(text.len());
        for (i, c) in text.chars().enumerate() {
            if let Some(cell) = cells.get_mut(start + i) {
                *cell = c;
            }
        }
    }
    cells.into_iter().collect()
}

/// What each seat took, one chip a take: the count and the walls it came from.
fn picks(events: &[Event], seat: Seat) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Took { seat: s, tiles } if *s == seat => {
                let mut walls = String::new();
                for p in tiles {
                    let l = p.wall.letter();
                    if !walls.contains(l) {
                        walls.push(l);
                    }
                }
                Some(format!("{}{walls}", tiles.len()))
            }
            Event::Picked { seat: s, at, .. } | Event::DrewLoose { seat: s, at } if *s == seat => {
                Some(format!("1{}", at.wall.letter()))
            }
            _ => None,
        })
        .collect()
}

/// As many chips as fit in `width`, the latest kept, an ellipsis for the rest.
fn fit_chips(chips: &[String], width: usize) -> String {
    let all = chips.join(" ");
    if all.width() <= width {
        return all;
    }
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 1;
    for c in chips.iter().rev() {
        if used + c.width() + 1 > width {
            break;
        }
        used += c.width() + 1;
        kept.push(c);
    }
    kept.reverse();
    format!("…{}", kept.join(" "))
}

/// Cells left on a wall row for its last column (takes, or what lies in front).
fn rest_width(app: &App, table: &Table, width: u16) -> usize {
    let cols = columns(app);
    let lead = MARK.width() + cols.name + 1;
    let strip_w = 2 * usize::from(table.stacks()) + 1;
    let fixed = lead + strip_w + cols.left + 3 + cols.rack + 2;
    usize::from(width).saturating_sub(fixed)
}

/// Exposures, bonus tiles, a hand laid face up and a declared win in front of one player, as pieces that
/// are never split across rows.
fn front(app: &App, table: &Table, seat: Seat, theme: Theme) -> Vec<Span<'static>> {
    let cat = &app.cat;
    let style = app.settings.style;
    let tile = |id: TileId| tile_word(table.kind(id), style);
    let mut spans = Vec::new();
    if table.turn() == Some(seat) && has_play(table) {
        spans.push(Span::styled(
            format!("{} ", cat.tr("tui-play-to-play")),
            theme.served(),
        ));
    }
    for m in table.melds(seat) {
        let last = m.tiles.len().saturating_sub(1);
        // A kong declared from the hand lies with its end tiles face down.
        let tiles: Vec<String> = m
            .tiles
            .iter()
            .enumerate()
            .map(|(i, id)| {
                if m.concealed && (i == 0 || i == last) {
                    "▒▒".to_string()
                } else {
                    tile(*id)
                }
            })
            .collect();
        spans.push(Span::styled(
            format!("[{}] ", tiles.join(" ")),
            theme.tile(),
        ));
    }
    // A called tile the caller left lying among the discards belongs with the set laid.
    if let Some(t) = table.called_tile_left(seat) {
        spans.push(Span::styled(
            format!(
                "{} ",
                cat.tr_args("tui-play-called-tile-left", &[("tile", tile(t).into())])
            ),
            theme.tile(),
        ));
    }
    let bonus = table.bonus(seat);
    if !bonus.is_empty() {
        spans.push(Span::styled(
            format!("{} ", cat.tr("tui-play-bonus")),
            theme.dim(),
        ));
        for id in bonus {
            spans.push(Span::styled(format!("{} ", tile(*id)), theme.tile()));
        }
    }
    for (flag, id) in [
        (table.shown().contains(&seat), "tui-play-shown"),
        (table.declared().contains(&seat), "tui-play-declared"),
        (table.is_dead(seat), "tui-play-dead"),
    ] {
        if flag {
            spans.push(Span::styled(format!("{} ", cat.tr(id)), theme.served()));
        }
    }
    spans
}

/// Pieces laid into rows of `width` cells; a piece wider than a row gets a row alone.
fn rows_of(pieces: Vec<Span<'static>>, width: usize) -> Vec<Vec<Span<'static>>> {
    let mut rows: Vec<Vec<Span<'static>>> = vec![Vec::new()];
    let mut used = 0;
    for p in pieces.into_iter().flat_map(|p| fitted(p, width)) {
        let w = p.content.trim_end().width();
        if used > 0 && used + w > width {
            rows.push(Vec::new());
            used = 0;
        }
        used += p.content.width();
        if let Some(row) = rows.last_mut() {
            row.push(p);
        }
    }
    rows
}

/// A piece as it is, or, where it is wider than a row, in parts broken between its tiles:
/// a group of five tiles on a narrow screen runs on to the next row, no tile cut.
fn fitted(piece: Span<'static>, width: usize) -> Vec<Span<'static>> {
    if piece.content.trim_end().width() <= width {
        return vec![piece];
    }
    let mut parts: Vec<String> = Vec::new();
    for word in piece.content.split_inclusive(' ') {
        match parts.last_mut() {
            Some(last) if last.trim_end().width() + word.trim_end().width() < width => {
                last.push_str(word);
            }
            _ => parts.push(word.to_string()),
        }
    }
    parts
        .into_iter()
        .map(|text| Span::styled(text, piece.style))
        .collect()
}

/// The ruler, then one row a wall (and a continuation row where what lies in front of a
/// player does not fit).
pub fn walls(app: &App, q: &Question, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let cat = &app.cat;
    let table = &q.judgement.table;
    let cols = columns(app);
    let style = app.settings.style;
    let served = table.broken().and(table.served_wall());
    let lead = MARK.width() + cols.name + 1;
    let rest = rest_width(app, table, width);
    // In play, what lies in front of each player matters more than the deal's takes.
    let inline = has_play(table);
    let column = if inline {
        "tui-table-front"
    } else {
        "tui-table-took"
    };

    let mut out = Vec::with_capacity(5);
    out.push(Line::from(vec![
        Span::styled(
            pad(&truncate(&cat.tr("tui-table-walls"), lead), lead),
            theme.title(),
        ),
        Span::styled(ruler(table.stacks()), theme.dim()),
        Span::styled(
            format!("{:>w$}", cat.tr("tui-table-left"), w = cols.left),
            theme.dim(),
        ),
        Span::styled(" │ ", theme.rule()),
        Span::styled(
            format!("{:>w$}", cat.tr("tui-table-tiles"), w = cols.rack),
            theme.dim(),
        ),
        Span::styled(
            format!("  {}", truncate(&cat.tr(column), rest)),
            theme.dim(),
        ),
    ]));
    for seat in Seat::ALL {
        let is_served = served == Some(seat);
        let name_style = if is_served {
            theme.served()
        } else {
            theme.strong()
        };
        let left = table.left_in(seat);
        let mut spans = vec![
            Span::styled(if is_served { MARK } else { "  " }, theme.served()),
            Span::styled(pad(&cat.seat(seat), cols.name + 1), name_style),
        ];
        spans.extend(strip(table, seat, theme));
        spans.extend([
            Span::raw(format!("{left:>w$}", w = cols.left)),
            Span::styled(" │ ", theme.rule()),
            Span::styled(
                format!("{:>w$}", table.rack(seat).len(), w = cols.rack),
                theme.strong(),
            ),
            Span::raw("  "),
        ]);
        let named = face_up_names(table, seat, style, theme);
        let rest = rest.saturating_sub(named.iter().map(|s| s.width()).sum());
        spans.extend(named);
        if inline {
            let mut rows = rows_of(front(app, table, seat, theme), rest).into_iter();
            spans.extend(rows.next().unwrap_or_default());
            out.push(Line::from(spans));
            let indent = usize::from(width).saturating_sub(rest);
            for more in rows {
                let mut line = vec![Span::raw(" ".repeat(indent))];
                line.extend(more);
                out.push(Line::from(line));
            }
        } else {
            let chips = fit_chips(&picks(&q.scenario.events, seat), rest);
            spans.push(Span::styled(chips, theme.dim()));
            out.push(Line::from(spans));
        }
    }
    out
}

/// The walls in one line, where rows are too few for the strips: what is left in each,
/// the served one marked.
pub fn walls_in_one_line(app: &App, q: &Question, theme: Theme) -> Vec<Line<'static>> {
    let cat = &app.cat;
    let table = &q.judgement.table;
    let served = table.broken().and(table.served_wall());
    let mut spans = vec![
        Span::raw(" ".repeat(MARK.width())),
        Span::styled(format!("{} ", cat.tr("tui-table-walls")), theme.title()),
    ];
    for seat in Seat::ALL {
        let left = table.left_in(seat);
        let (mark, st) = if served == Some(seat) {
            (MARK, theme.served())
        } else {
            ("", theme.strong())
        };
        spans.push(Span::styled(format!("{mark}{} ", cat.seat(seat)), st));
        spans.push(Span::raw(format!("{left}  ")));
    }
    spans.push(Span::styled(cat.tr("tui-table-left"), theme.dim()));
    vec![Line::from(spans)]
}

/// What the dead wall's symbol means on this table: loose tiles alone, or loose tiles
/// and dora indicators.
pub fn dead_wall_legend(table: &Table) -> &'static str {
    if table.dead_wall_holds_dora() {
        "tui-legend-dead-wall-dora"
    } else {
        "tui-legend-dead-wall"
    }
}

/// A line explaining the wall symbols, for screens with room to spare: the symbols of
/// this table, as many whole items as `width` holds (the help lists them all), never one
/// cut off mid-word.
pub fn legend(app: &App, table: &Table, theme: Theme, width: u16) -> Line<'static> {
    let cat = &app.cat;
    let mut spans = vec![Span::raw(" ".repeat(MARK.width()))];
    let mut used = MARK.width();
    let mut items: Vec<(&str, Style, &str)> = vec![
        ("▶", theme.served(), "tui-legend-served"),
        ("┃", theme.served(), "tui-legend-break"),
        ("█", theme.wall(), "tui-legend-both"),
        ("▄", theme.wall(), "tui-legend-bottom"),
        ("·", theme.dim(), "tui-legend-empty"),
    ];
    if !table.dead_wall().is_empty() {
        items.push(("▓", theme.wall(), dead_wall_legend(table)));
    }
    if !table.face_up().is_empty() {
        items.push((FACE_UP_MARK, theme.face_up(), "tui-legend-face-up"));
    }
    // What this table alone has (a dead wall, a tile face up, after the five every table
    // has) is given room first, then the five in order; the items kept are shown in
    // their usual order.
    let texts: Vec<String> = items
        .iter()
        .map(|(_, _, id)| format!(" {}   ", cat.tr(id)))
        .collect();
    let order: Vec<usize> = (5..items.len()).chain(0..items.len().min(5)).collect();
    let mut kept = vec![false; items.len()];
    for i in order {
        let needed = items[i].0.width() + texts[i].trim_end().width();
        if used + needed <= usize::from(width) {
            used += items[i].0.width() + texts[i].width();
            kept[i] = true;
        }
    }
    for (i, (sym, st, _)) in items.into_iter().enumerate() {
        if kept[i] {
            spans.push(Span::styled(sym, st));
            spans.push(Span::styled(texts[i].clone(), theme.dim()));
        }
    }
    Line::from(spans)
}

/// Family of a tile, to leave a little space between suits in a rack.
fn family(kind: Kind) -> u8 {
    match kind {
        Kind::Number(s, _) => s as u8,
        Kind::Wind(_) => 3,
        Kind::Dragon(_) => 4,
        _ => 5,
    }
}

/// Each rack's tiles after what is left in that player's wall, the served wall marked:
/// the referee's table where rows are too few for the strips.
pub fn racks_with_walls(app: &App, q: &Question, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let cat = &app.cat;
    let table = &q.judgement.table;
    let cols = columns(app);
    let served = table.broken().and(table.served_wall());
    let mut out = Vec::new();
    for seat in Seat::ALL {
        let left = table.left_in(seat);
        let mark = if served == Some(seat) { MARK } else { "  " };
        let mut spans = vec![
            Span::styled(mark, theme.served()),
            Span::styled(pad(&cat.seat(seat), cols.name + 1), theme.strong()),
            Span::styled(
                cat.tr_args(
                    "tui-table-left-of",
                    &[("left", format!("{left:>2}").into())],
                ),
                theme.dim(),
            ),
            Span::styled(" │ ", theme.rule()),
        ];
        spans.extend(rack_tiles(app, table, seat, theme));
        // What lies in front of the player: sets laid down, bonus tiles, whose turn.
        let in_front = front(app, table, seat, theme);
        if !in_front.is_empty() {
            spans.push(Span::styled("│ ", theme.rule()));
            spans.extend(in_front);
        }
        // Then the player's own discards, the latest that fit: the discards line gives
        // way to these.
        let used: usize = spans.iter().map(|s| s.content.width()).sum();
        let room = usize::from(width).saturating_sub(used + 3);
        let latest = table.latest_discard().map(|d| d.tile);
        let mut thrown: Vec<Span<'static>> = Vec::new();
        let mut taken = 0;
        for d in table.discards().iter().rev().filter(|d| d.seat == seat) {
            let mark = match d.state {
                DiscardState::Lying => "",
                DiscardState::Claimed(_) => "*",
                DiscardState::Dead => "x",
            };
            let text = format!(
                "{}{mark} ",
                glyph(table.kind(d.tile), app.settings.style).trim_end()
            );
            if taken + text.width() > room {
                break;
            }
            taken += text.width();
            let st = if Some(d.tile) == latest {
                theme.face_up()
            } else {
                theme.dim()
            };
            thrown.push(Span::styled(text, st));
        }
        if !thrown.is_empty() {
            thrown.reverse();
            spans.push(Span::styled("│ ", theme.rule()));
            spans.extend(thrown);
        }
        out.push(Line::from(spans));
    }
    out
}

/// A rack's tiles in order, a little space between suits.
fn rack_tiles(app: &App, table: &Table, seat: Seat, theme: Theme) -> Vec<Span<'static>> {
    let mut kinds: Vec<Kind> = table.rack(seat).iter().map(|id| table.kind(*id)).collect();
    kinds.sort();
    let mut spans = Vec::new();
    let mut prev: Option<u8> = None;
    for k in kinds {
        if prev.is_some_and(|p| p != family(k)) {
            spans.push(Span::raw(" "));
        }
        prev = Some(family(k));
        spans.push(Span::styled(
            format!("{} ", glyph(k, app.settings.style)),
            theme.tile(),
        ));
    }
    spans
}

pub fn racks(app: &App, q: &Question, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let cat = &app.cat;
    let table = &q.judgement.table;
    let cols = columns(app);
    let mut out = vec![rule(&cat.tr("tui-racks-title"), "", width, theme)];
    for seat in Seat::ALL {
        let mut kinds: Vec<Kind> = table.rack(seat).iter().map(|id| table.kind(*id)).collect();
        kinds.sort();
        let mut spans = vec![
            Span::raw(" ".repeat(MARK.width())),
            Span::styled(pad(&cat.seat(seat), cols.name + 1), theme.strong()),
            // Under the first stack of the walls, which follows a gap cell.
            Span::raw(" "),
        ];
        spans.extend(rack_tiles(app, table, seat, theme));
        out.push(Line::from(spans));
    }
    out
}

/// What of each rack lies face up, a line a player: a hand laid out or declared where a
/// declaration lays it out, tiles shown by mistake. Every player sees them, so the learner
/// does too; the referee view shows them with the racks.
pub fn face_up_hands(app: &App, q: &Question, theme: Theme) -> Vec<Line<'static>> {
    let cat = &app.cat;
    let table = &q.judgement.table;
    let style = app.settings.style;
    let mut out = Vec::new();
    let looked = table_text::looked_at(&app.ruleset, q);
    for seat in Seat::ALL {
        let (id, kinds) = match table_text::in_view(&app.ruleset, table, seat, looked) {
            InSight::Hand(kinds) => ("tui-play-hand", kinds),
            InSight::Revealed(kinds) => ("tui-play-revealed", kinds),
            InSight::LookedAt(kinds) => ("tui-play-looked-at", kinds),
            InSight::Nothing => continue,
        };
        let mut spans = vec![
            Span::raw(" ".repeat(MARK.width())),
            Span::styled(
                cat.tr_args(id, &[("seat", cat.seat(seat).into())]),
                theme.strong(),
            ),
            Span::raw(" "),
        ];
        for k in kinds {
            spans.push(Span::styled(
                format!("{} ", glyph(k, style).trim_end()),
                theme.face_up(),
            ));
        }
        out.push(Line::from(spans));
    }
    out
}

/// Where a payment is asked, what each winning hand laid face up is worth: its card line
/// and value, or its fan, as the table reads it before paying; wrapped, since a hand of
/// many fans names them all.
pub fn hand_readings(app: &App, q: &Question, width: u16, theme: Theme) -> Vec<Line<'static>> {
    if !table_text::asks_payment(q) {
        return Vec::new();
    }
    let table = &q.judgement.table;
    Seat::ALL
        .into_iter()
        .filter(|s| {
            matches!(
                table_text::in_sight(&app.ruleset, table, *s),
                InSight::Hand(_)
            )
        })
        .filter_map(|s| table_text::hand_reading(&app.cat, &app.ruleset, table, s))
        .flat_map(|text| {
            super::hanging(
                vec![Span::raw(" ".repeat(MARK.width()))],
                &text,
                width,
                theme.strong(),
            )
        })
        .collect()
}

/// Whether play has put anything on the table besides the walls and racks.
pub fn has_play(table: &Table) -> bool {
    !table.discards().is_empty()
        || table.all_melds().next().is_some()
        || Seat::ALL.iter().any(|s| !table.bonus(*s).is_empty())
        || !table.declared().is_empty()
        || !table.shown().is_empty()
}

/// The discards still lying on the table, each with who threw it, the latest marked;
/// empty before play.
pub fn discards(app: &App, q: &Question, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let cat = &app.cat;
    let table = &q.judgement.table;
    let style = app.settings.style;
    let tile = |id: TileId| tile_word(table.kind(id), style);
    let mut out = Vec::new();
    let pool: Vec<&Discard> = table
        .discards()
        .iter()
        .filter(|d| !matches!(d.state, DiscardState::Claimed(_)))
        .collect();
    if !pool.is_empty() {
        let label = cat.tr("tui-play-discards");
        let lead = MARK.width() + label.width() + 1;
        let room = usize::from(width).saturating_sub(lead);
        let latest = table.latest_discard().map(|d| d.tile);
        let mut chips: Vec<Span<'static>> = Vec::new();
        let mut used = 0;
        let mut cut = false;
        // The latest discards matter most: fill from the end, cut the oldest.
        for d in pool.iter().rev() {
            let mut text = tile(d.tile);
            if let Some(named) = d.named {
                let named = tile_word(named, style);
                text = cat.tr_args(
                    "tui-play-named",
                    &[("tile", text.into()), ("named", named.into())],
                );
            }
            // Who threw it, as a player at the table sees.
            text = format!("{}:{text}", d.seat.letter());
            if used + text.width() + 1 + 2 > room {
                cut = true;
                break;
            }
            used += text.width() + 1;
            let st = if Some(d.tile) == latest {
                theme.face_up()
            } else if d.state == DiscardState::Dead {
                theme.dim()
            } else {
                theme.tile()
            };
            chips.push(Span::styled(text, st));
            chips.push(Span::raw(" "));
        }
        chips.reverse();
        let mut spans = vec![
            Span::raw(" ".repeat(MARK.width())),
            Span::styled(label, theme.strong()),
        ];
        if cut {
            spans.push(Span::styled(" …", theme.dim()));
        }
        spans.extend(chips);
        out.push(Line::from(spans));
    }
    out
}
