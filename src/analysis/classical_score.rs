//! Basic points of a classical hand, after Millington rules 112 to 114: bonus tiles,
//! pungs and kongs by rank and whether they were laid down from a claim, and scoring
//! pairs. Doubles (later rules) are not applied: our sources do not give their table.

use crate::tiles::{Dragon, Kind, Wind};

/// A set as it lies: its tiles and whether it was made by claiming a discard.
pub struct ScoredSet<'a> {
    pub tiles: &'a [Kind],
    pub exposed: bool,
}

/// Ones, nines and honours are major; two to eight are minor.
fn major(kind: Kind) -> bool {
    matches!(
        kind,
        Kind::Number(_, 1 | 9) | Kind::Wind(_) | Kind::Dragon(_)
    )
}

/// Points of one set laid down or declared.
pub fn set_points(set: &ScoredSet) -> u32 {
    let Some(first) = set.tiles.first().copied() else {
        return 0;
    };
    let all_same = set.tiles.iter().all(|k| *k == first);
    let base = match (set.tiles.len(), all_same) {
        (3, true) => 2,
        (4, true) => 8,
        _ => return 0,
    };
    let rank = if major(first) { 2 } else { 1 };
    let hidden = if set.exposed { 1 } else { 2 };
    base * rank * hidden
}

/// Points of a pair: dragons, the player's own wind or the prevailing wind score 2, a wind
/// that is both own and prevailing 4.
pub fn pair_points(kind: Kind, own: Wind, prevailing: Wind) -> u32 {
    match kind {
        Kind::Dragon(Dragon::Red | Dragon::Green | Dragon::White) => 2,
        Kind::Wind(w) => 2 * (u32::from(w == own) + u32::from(w == prevailing)),
        _ => 0,
    }
}

/// Basic points of a hand that did not win: bonus tiles, its sets laid down or declared,
/// and the pungs it holds concealed. Pairs score only in a complete hand.
pub fn losing_hand_points(melds: &[ScoredSet], concealed: &[Kind], bonus_tiles: usize) -> u32 {
    let mut points = 4 * bonus_tiles as u32;
    points += melds.iter().map(set_points).sum::<u32>();
    let mut seen: Vec<Kind> = Vec::new();
    for k in concealed {
        if !seen.contains(k) && concealed.iter().filter(|x| *x == k).count() >= 3 {
            seen.push(*k);
            points += set_points(&ScoredSet {
                tiles: &[*k, *k, *k],
                exposed: false,
            });
        }
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::{Suit, parse_kinds};

    fn k(s: &str) -> Vec<Kind> {
        parse_kinds(s).expect("tiles")
    }

    #[test]
    fn sets_by_rank_and_exposure() {
        // Rule 114's table: minor pung 2 exposed / 4 concealed, major 4 / 8;
        // minor kong 8 / 16, major 16 / 32; chow nothing.
        let cases = [
            ("5d 5d 5d", true, 2),
            ("5d 5d 5d", false, 4),
            ("9b 9b 9b", true, 4),
            ("Rd Rd Rd", false, 8),
            ("3c 3c 3c 3c", true, 8),
            ("3c 3c 3c 3c", false, 16),
            ("Ew Ew Ew Ew", true, 16),
            ("1d 1d 1d 1d", false, 32),
            ("3c 4c 5c", true, 0),
        ];
        for (tiles, exposed, want) in cases {
            assert_eq!(
                set_points(&ScoredSet {
                    tiles: &k(tiles),
                    exposed
                }),
                want,
                "{tiles} exposed={exposed}"
            );
        }
    }

    #[test]
    fn pairs() {
        assert_eq!(
            pair_points(Kind::Dragon(Dragon::Green), Wind::South, Wind::East),
            2
        );
        assert_eq!(
            pair_points(Kind::Wind(Wind::South), Wind::South, Wind::East),
            2
        );
        assert_eq!(
            pair_points(Kind::Wind(Wind::East), Wind::East, Wind::East),
            4
        );
        assert_eq!(
            pair_points(Kind::Wind(Wind::West), Wind::South, Wind::East),
            0
        );
        assert_eq!(
            pair_points(Kind::Number(Suit::Dots, 5), Wind::South, Wind::East),
            0
        );
    }

    #[test]
    fn a_losing_hand() {
        let melds = [k("Rd Rd Rd"), k("2b 3b 4b")];
        let sets: Vec<ScoredSet> = melds
            .iter()
            .map(|t| ScoredSet {
                tiles: t,
                exposed: true,
            })
            .collect();
        // 2 bonus tiles (8) + exposed red pung (4) + chow (0) + concealed 7c pung (4).
        assert_eq!(losing_hand_points(&sets, &k("7c 7c 7c 1d 2d Ew"), 2), 16);
    }
}
