//! A table set out as it stands at a moment of play: a case written as a position rather
//! than as the deal that led to it. The tiles are given by kind; the table gives each its
//! place and identity, as if the play so far had put them there.

use super::{BySeat, Discard, DiscardState, Event, Meld, Seat, Table, TableConfig, WallPos};
use crate::i18n::Said;
use crate::tiles::{Kind, TileId, TileSet, Wind};

/// What lies where at a moment of play, by kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    pub dealer: Seat,
    pub prevalent: Wind,
    pub dice: Vec<u8>,
    /// The wall broken, after how many stacks counted from its owner's right end.
    pub broken: (Seat, u8),
    pub hands: BySeat<PlacedHand>,
    /// In the order they were thrown.
    pub discards: Vec<PlacedDiscard>,
    /// The tiles still in the wall in the order they will be drawn: the live wall from its
    /// live end, then the dead wall (where the ruleset keeps one) in the order its loose
    /// tiles are taken.
    pub wall: Vec<Kind>,
    /// Loose tiles drawn so far (for kongs and bonus tiles): taken from the dead wall, or
    /// from the far end of the wall where there is none.
    pub loose: usize,
    /// The player to play: to draw, or holding a tile just drawn (`drawn`), or (the dealer
    /// at the start, a claimer after exposing) holding a tile more and due to discard.
    pub turn: Seat,
    pub drawn: Option<Kind>,
    /// Hands ruled or conceded dead earlier in the deal.
    pub dead: Vec<Seat>,
    /// Players ruled earlier in the deal unable to win it.
    pub barred: Vec<Seat>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlacedHand {
    pub concealed: Vec<Kind>,
    /// Sets laid down, in the order they were laid.
    pub melds: Vec<PlacedMeld>,
    pub bonus: Vec<Kind>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedMeld {
    pub tiles: Vec<Kind>,
    /// A kong declared from the concealed hand.
    pub concealed: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedDiscard {
    pub seat: Seat,
    pub tile: Kind,
    /// `Claimed(s)`: the tile lies in a set of `s`'s, which must hold one of its kind.
    pub state: DiscardState,
}

/// What a placement cannot be, said of the part of it that is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlacementError {
    WallCount {
        found: usize,
        expected: usize,
    },
    TooManyLoose {
        loose: usize,
        places: usize,
    },
    ClaimedNowhere {
        discard: usize,
        tile: String,
        by: Seat,
        claimer: Seat,
    },
    DrawnNotHeld {
        seat: Seat,
        tile: String,
    },
    BreakOutside {
        after: u8,
        stacks: u8,
    },
}

impl PlacementError {
    /// What is wrong, to be told in the reader's language (`err-pos-…`).
    pub fn said(&self) -> Said {
        match self {
            PlacementError::WallCount { found, expected } => Said::new(
                "err-pos-wall-count",
                vec![("found", (*found).into()), ("expected", (*expected).into())],
            ),
            PlacementError::TooManyLoose { loose, places } => Said::new(
                "err-pos-loose",
                vec![("loose", (*loose).into()), ("places", (*places).into())],
            ),
            PlacementError::ClaimedNowhere {
                tile, by, claimer, ..
            } => Said::new(
                "err-pos-claimed-nowhere",
                vec![
                    ("tile", tile.as_str().into()),
                    ("by", (*by).into()),
                    ("claimer", (*claimer).into()),
                ],
            ),
            PlacementError::DrawnNotHeld { seat, tile } => Said::new(
                "err-pos-drawn-not-held",
                vec![("seat", (*seat).into()), ("tile", tile.as_str().into())],
            ),
            PlacementError::BreakOutside { after, stacks } => Said::new(
                "err-pos-break-outside",
                vec![("after", (*after).into()), ("stacks", (*stacks).into())],
            ),
        }
    }
}

crate::i18n::error_said_in_english!(PlacementError);

/// Where each tile taken from the wall went.
#[derive(Clone, Copy)]
enum Went {
    Rack(Seat),
    Meld(Seat, usize),
    Bonus(Seat),
    Discard(usize),
}

impl Table {
    /// The table of `placement`, for `set` in walls of `stacks` stacks.
    pub fn at_position(
        set: TileSet,
        stacks: u8,
        config: TableConfig,
        placement: &Placement,
    ) -> Result<Table, PlacementError> {
        let p = placement;
        let (break_wall, after) = p.broken;
        if after >= stacks {
            return Err(PlacementError::BreakOutside { after, stacks });
        }
        // Each claimed discard is the tile of its kind in the first of the claimer's sets
        // that holds one not claimed already.
        let mut claimed_in: Vec<Option<(usize, usize)>> = vec![None; p.discards.len()];
        let mut linked: Vec<(Seat, usize, usize)> = Vec::new();
        for (i, d) in p.discards.iter().enumerate() {
            let DiscardState::Claimed(claimer) = d.state else {
                continue;
            };
            let spot = p.hands[claimer]
                .melds
                .iter()
                .enumerate()
                .filter(|(m, meld)| {
                    !meld.concealed && !linked.iter().any(|(s, lm, _)| *s == claimer && lm == m)
                })
                .find_map(|(m, meld)| meld.tiles.iter().position(|k| *k == d.tile).map(|t| (m, t)));
            let Some((m, t)) = spot else {
                return Err(PlacementError::ClaimedNowhere {
                    discard: i,
                    tile: crate::tiles::code(d.tile),
                    by: d.seat,
                    claimer,
                });
            };
            linked.push((claimer, m, t));
            claimed_in[i] = Some((m, t));
        }
        // The tiles off the wall, and where each went.
        let mut off: Vec<(Kind, Went)> = Vec::new();
        for seat in Seat::ALL {
            let hand = &p.hands[seat];
            off.extend(hand.concealed.iter().map(|k| (*k, Went::Rack(seat))));
            for (m, meld) in hand.melds.iter().enumerate() {
                off.extend(meld.tiles.iter().map(|k| (*k, Went::Meld(seat, m))));
            }
            off.extend(hand.bonus.iter().map(|k| (*k, Went::Bonus(seat))));
        }
        for (i, d) in p.discards.iter().enumerate() {
            if !matches!(d.state, DiscardState::Claimed(_)) {
                off.push((d.tile, Went::Discard(i)));
            }
        }
        let total = set.total();
        if off.len() + p.wall.len() != total {
            return Err(PlacementError::WallCount {
                found: p.wall.len(),
                expected: total.saturating_sub(off.len()),
            });
        }
        // Which places still hold a tile: those a break and so many picks and loose tiles
        // leave, found on a table broken as this one was.
        let mut probe = Table::build_with(set.clone(), stacks, p.dealer, &set.tiles(), config)
            .map_err(|_| PlacementError::WallCount {
                found: p.wall.len(),
                expected: total,
            })?;
        probe
            .apply(
                0,
                &Event::WallBroken {
                    wall: break_wall,
                    after_stack: after,
                },
            )
            .map_err(|_| PlacementError::BreakOutside { after, stacks })?;
        // Where the ruleset keeps the dead wall whole, each loose tile taken moved the live
        // wall's last place onto it.
        if config.dead_wall_kept_whole && !probe.dead_wall.is_empty() {
            for _ in 0..p.loose.min(probe.order.len()) {
                probe.extend_dead_wall();
            }
        }
        let dead_wall = probe.dead_wall.clone();
        let live: Vec<WallPos> = probe
            .order
            .iter()
            .copied()
            .filter(|q| !dead_wall.contains(q))
            .collect();
        let (loose_live, loose_dead) = if dead_wall.is_empty() {
            (p.loose, 0)
        } else {
            (0, p.loose)
        };
        let places = if dead_wall.is_empty() {
            live.len()
        } else {
            dead_wall.len()
        };
        if p.loose > places {
            return Err(PlacementError::TooManyLoose {
                loose: p.loose,
                places,
            });
        }
        let dead_left = dead_wall.len() - loose_dead;
        let live_left = p
            .wall
            .len()
            .checked_sub(dead_left)
            .ok_or(PlacementError::WallCount {
                found: p.wall.len(),
                expected: total.saturating_sub(off.len()),
            })?;
        let picked =
            live.len()
                .checked_sub(live_left + loose_live)
                .ok_or(PlacementError::WallCount {
                    found: p.wall.len(),
                    expected: total.saturating_sub(off.len()),
                })?;
        let standing: Vec<WallPos> = live[picked..picked + live_left]
            .iter()
            .chain(&dead_wall[loose_dead..])
            .copied()
            .collect();
        let emptied: Vec<WallPos> = live[..picked]
            .iter()
            .chain(&live[picked + live_left..])
            .chain(&dead_wall[..loose_dead])
            .copied()
            .collect();
        // The walls as built: the standing tiles where they stand, the others where they
        // were taken from, in the order listed.
        let mut layout = vec![p.wall.first().copied().unwrap_or(Kind::Joker); total];
        for (place, kind) in standing.iter().zip(&p.wall) {
            layout[place.slot(stacks)] = *kind;
        }
        for (place, (kind, _)) in emptied.iter().zip(&off) {
            layout[place.slot(stacks)] = *kind;
        }
        let mut table =
            Table::build_with(set, stacks, p.dealer, &layout, config).map_err(|_| {
                PlacementError::WallCount {
                    found: p.wall.len(),
                    expected: total.saturating_sub(off.len()),
                }
            })?;
        table.prevalent = p.prevalent;
        table.broken = probe.broken;
        table.order = probe.order;
        table.order_index = probe.order_index;
        table.dead_wall = dead_wall;
        table.dice = p.dice.clone();
        table.melds = BySeat::new(|s| {
            p.hands[Seat::from_index(s)]
                .melds
                .iter()
                .map(|m| Meld {
                    tiles: Vec::with_capacity(m.tiles.len()),
                    claimed: None,
                    concealed: m.concealed,
                })
                .collect()
        });
        let mut discard_ids: Vec<Option<TileId>> = vec![None; p.discards.len()];
        for (place, (_, went)) in emptied.iter().zip(&off) {
            let slot = place.slot(stacks);
            let Some(id) = table.slots[slot].take() else {
                continue;
            };
            table.in_wall -= 1;
            match *went {
                Went::Rack(s) => table.racks[s].push(id),
                Went::Meld(s, m) => table.melds[s][m].tiles.push(id),
                Went::Bonus(s) => table.bonus[s].push(id),
                Went::Discard(i) => discard_ids[i] = Some(id),
            }
        }
        for (i, d) in p.discards.iter().enumerate() {
            let id = match (d.state, claimed_in[i]) {
                (DiscardState::Claimed(claimer), Some((m, t))) => {
                    let meld = &mut table.melds[claimer][m];
                    let id = meld.tiles[t];
                    meld.claimed = Some((d.seat, id));
                    id
                }
                _ => discard_ids[i].unwrap_or(TileId(0)),
            };
            table.discards.push(Discard {
                seat: d.seat,
                tile: id,
                named: None,
                state: d.state,
            });
        }
        table.front = 0;
        table.advance_front();
        table.racked = true;
        table.east_discarded = p.discards.iter().any(|d| d.seat == p.dealer);
        table.dead = p.dead.clone();
        table.barred = p.barred.clone();
        table.turn = Some(p.turn);
        if let Some(kind) = p.drawn {
            let id = table.racks[p.turn]
                .iter()
                .rev()
                .copied()
                .find(|id| table.kind(*id) == kind)
                .ok_or(PlacementError::DrawnNotHeld {
                    seat: p.turn,
                    tile: crate::tiles::code(kind),
                })?;
            // Where it came from: the last place emptied at the live end.
            let from = live[..picked].last().copied().unwrap_or(live[0]);
            table.drawn = Some((p.turn, id, from));
        }
        let holds_extra = table.hand_size(p.turn) > 13;
        if p.drawn.is_some() || holds_extra {
            table.holding = Some(p.turn);
        }
        Ok(table)
    }
}

impl Table {
    /// Whether nothing at this moment is beyond what a position states: no claim standing,
    /// no loose tile owed, no tile just drawn, nothing shown, declared (a win or a riichi, which
    /// a position does not state) or thrown in, no
    /// Charleston under way, every discard named as it is.
    pub fn is_quiet(&self) -> bool {
        self.racked
            && self.broken.is_some()
            && self.claims.is_empty()
            && self.claim_history.is_empty()
            && self.kong_made_by.is_none()
            && self.bonus_owed_to.is_none()
            && !self.drawn_after_kong
            && self.drawn.is_none()
            && (self.passes.is_empty() || self.east_discarded)
            && self.charleston_stopped.is_none()
            && self.shown.is_empty()
            && self.not_ready.is_empty()
            && self.declared.is_empty()
            && self.riichi.is_empty()
            && self.revealed.iter().all(Vec::is_empty)
            && self.thrown_in.is_empty()
            && self.wall_destroyed.is_none()
            && self.face_up.is_empty()
            && self.discards.iter().all(|d| d.named.is_none())
    }

    /// The placement of this table, by kind (see `Placement`), for a quiet moment.
    pub fn placement(&self) -> Option<Placement> {
        if !self.is_quiet() {
            return None;
        }
        let broken = self.broken?;
        let hands = BySeat::new(|i| {
            let seat = Seat::from_index(i);
            PlacedHand {
                concealed: self.rack_kinds(seat),
                melds: self.melds[seat]
                    .iter()
                    .map(|m| PlacedMeld {
                        tiles: self.kinds_of(&m.tiles),
                        concealed: m.concealed,
                    })
                    .collect(),
                bonus: self.kinds_of(&self.bonus[seat]),
            }
        });
        let live: Vec<WallPos> = self
            .order
            .iter()
            .copied()
            .filter(|p| !self.dead_wall.contains(p))
            .collect();
        let loose = if self.dead_wall.is_empty() {
            let trailing = live
                .iter()
                .rev()
                .take_while(|p| self.at(**p).is_none())
                .count();
            // With the live wall gone, no place tells the picks from the loose tiles.
            if trailing == live.len() { 0 } else { trailing }
        } else {
            self.dead_wall
                .iter()
                .take_while(|p| self.at(**p).is_none())
                .count()
        };
        let wall: Vec<Kind> = self
            .remaining()
            .chain(self.dead_wall.iter().copied())
            .filter_map(|p| self.at(p).map(|id| self.kind(id)))
            .collect();
        Some(Placement {
            dealer: self.dealer,
            prevalent: self.prevalent,
            dice: self.dice.clone(),
            broken,
            hands,
            discards: self
                .discards
                .iter()
                .map(|d| PlacedDiscard {
                    seat: d.seat,
                    tile: self.kind(d.tile),
                    state: d.state,
                })
                .collect(),
            wall,
            loose,
            turn: self.turn.unwrap_or(self.dealer),
            drawn: None,
            dead: self.dead.clone(),
            barred: self.barred.clone(),
        })
    }

    /// Whether `other` stands as this table does in everything play and the referee look
    /// at: what each player holds and has laid down, the discards, every wall place, whose
    /// turn it is and who holds a tile more. The tiles' identities may differ.
    pub fn same_position(&self, other: &Table) -> bool {
        let standing = |t: &Table| -> Vec<Option<Kind>> {
            t.slots.iter().map(|s| s.map(|id| t.kind(id))).collect()
        };
        let melds = |t: &Table, s: Seat| -> Vec<(Vec<Kind>, bool, Option<Seat>)> {
            t.melds[s]
                .iter()
                .map(|m| (t.kinds_of(&m.tiles), m.concealed, m.claimed.map(|c| c.0)))
                .collect()
        };
        let discards = |t: &Table| -> Vec<(Seat, Kind, DiscardState)> {
            t.discards
                .iter()
                .map(|d| (d.seat, t.kind(d.tile), d.state))
                .collect()
        };
        Seat::ALL.into_iter().all(|s| {
            self.rack_kinds(s) == other.rack_kinds(s)
                && melds(self, s) == melds(other, s)
                && self.kinds_of(&self.bonus[s]) == other.kinds_of(&other.bonus[s])
        }) && discards(self) == discards(other)
            && standing(self) == standing(other)
            && self.dead_wall == other.dead_wall
            && self.order == other.order
            && self.broken == other.broken
            && self.turn == other.turn
            && self.holding == other.holding
            && self.dead == other.dead
            && self.barred == other.barred
            && self.east_discarded == other.east_discarded
            && self.dealer == other.dealer
            && self.prevalent == other.prevalent
            && self.dice == other.dice
            && self.front == other.front
            && self.in_wall == other.in_wall
    }
}
