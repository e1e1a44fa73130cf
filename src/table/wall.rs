//! Wall geometry. Each player builds a wall in front of them; stacks are numbered from the
//! owner's right end. Tiles are dealt from the break leftwards along the breaking wall and
//! then on to the wall of the player on its owner's left, so the draw order runs
//! East's wall, North's, West's, South's (play itself goes the other way round).

use super::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Layer {
    Top,
    Bottom,
}

/// A place in the wall. Written `E7t` in scenario files: wall owner, stack counted from
/// the owner's right end starting at 1, `t` top or `b` bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WallPos {
    pub wall: Seat,
    /// Zero-based here; one-based in the notation.
    pub stack: u8,
    pub layer: Layer,
}

impl WallPos {
    pub fn new(wall: Seat, stack: u8, layer: Layer) -> Self {
        WallPos { wall, stack, layer }
    }

    /// Index into a flat slot array for walls of `stacks` stacks.
    pub fn slot(self, stacks: u8) -> usize {
        let layer = match self.layer {
            Layer::Top => 0,
            Layer::Bottom => 1,
        };
        (self.wall.index() * usize::from(stacks) + usize::from(self.stack)) * 2 + layer
    }

    pub fn from_slot(slot: usize, stacks: u8) -> Self {
        let layer = if slot.is_multiple_of(2) {
            Layer::Top
        } else {
            Layer::Bottom
        };
        let stack_index = slot / 2;
        let per = usize::from(stacks);
        WallPos {
            wall: Seat::from_index(stack_index / per),
            stack: (stack_index % per) as u8,
            layer,
        }
    }
}

impl fmt::Display for WallPos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = match self.layer {
            Layer::Top => 't',
            Layer::Bottom => 'b',
        };
        write!(f, "{}{}{}", self.wall.letter(), self.stack + 1, l)
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct WallPosError(pub String);

impl WallPosError {
    /// To be told in the reader's language.
    pub fn said(&self) -> crate::i18n::Said {
        crate::i18n::Said::new("err-wall-pos", vec![("text", self.0.as_str().into())])
    }
}

crate::i18n::error_said_in_english!(WallPosError);

impl FromStr for WallPos {
    type Err = WallPosError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || WallPosError(s.to_string());
        let mut chars = s.chars();
        let wall = chars.next().and_then(Seat::from_letter).ok_or_else(err)?;
        let rest: String = chars.collect();
        let (num, layer) = match rest.strip_suffix('t') {
            Some(n) => (n, Layer::Top),
            None => (rest.strip_suffix('b').ok_or_else(err)?, Layer::Bottom),
        };
        let n: u8 = num.parse().map_err(|_| err())?;
        if n == 0 {
            return Err(err());
        }
        Ok(WallPos {
            wall,
            stack: n - 1,
            layer,
        })
    }
}

impl Serialize for WallPos {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for WallPos {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse()
            .map_err(|e: WallPosError| serde::de::Error::custom(e.said().carried()))
    }
}

/// The order in which tiles leave the wall after a break at `(wall, stacks counted from
/// its right end)`: the first stack left of the break first, top before bottom.
pub fn draw_order(stacks: u8, break_wall: Seat, break_after: u8) -> Vec<WallPos> {
    let per = usize::from(stacks);
    let total_stacks = per * 4;
    let mut order = Vec::with_capacity(total_stacks * 2);
    if per == 0 {
        return order;
    }
    // Stacks in dealing sequence: the breaking wall from its right end, then the wall of
    // the player on the owner's left, and so on round the table.
    let start = usize::from(break_after) % total_stacks;
    let mut wall = break_wall;
    for _ in 0..start / per {
        wall = wall.left();
    }
    let mut stack = start % per;
    for _ in 0..total_stacks {
        order.push(WallPos::new(wall, stack as u8, Layer::Top));
        order.push(WallPos::new(wall, stack as u8, Layer::Bottom));
        stack += 1;
        if stack == per {
            stack = 0;
            wall = wall.left();
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for s in ["E1t", "N19b", "W7t", "S12b"] {
            let p: WallPos = s.parse().expect("parses");
            assert_eq!(p.to_string(), s);
        }
        for bad in ["X1t", "E0t", "E1", "Et", "E1x"] {
            assert!(bad.parse::<WallPos>().is_err(), "{bad}");
        }
    }

    #[test]
    fn draw_order_covers_every_slot_once() {
        let order = draw_order(19, Seat::East, 7);
        assert_eq!(order.len(), 152);
        let mut slots: Vec<usize> = order.iter().map(|p| p.slot(19)).collect();
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), 152);
        assert_eq!(order[0], WallPos::new(Seat::East, 7, Layer::Top));
        // After East's wall comes the wall of the player on East's left.
        assert_eq!(order[2 * 12].wall, Seat::North);
        // The stacks right of the break are dealt last.
        assert_eq!(order[151], WallPos::new(Seat::East, 6, Layer::Bottom));
    }

    #[test]
    fn slot_round_trips() {
        for slot in 0..152 {
            assert_eq!(WallPos::from_slot(slot, 19).slot(19), slot);
        }
    }
}
