//! How far a hand is from each card hand: the fewest tiles it must exchange (throw one,
//! take one) to complete it, so that a simulated player can aim at the nearest line.

use super::card::{Card, HandRef};
use super::hand::Hand;
use super::instance::Need;
use super::matcher::{Digest, each_placement};
use crate::tiles::Kind;

/// Tiles missing from the concealed part once its best tiles are placed: naturals go to
/// their own kind first (singles and pairs before the groups that jokers could fill),
/// then jokers fill what is left of the groups of three or more.
pub(crate) fn missing(d: &Digest, needs: &[Need]) -> u8 {
    let mut placed = 0u8;
    let mut joker_room = 0u8;
    let mut wanted = 0u8;
    for n in needs {
        let h = d.counts[usize::from(n.kind)].min(n.total);
        placed += h;
        joker_room += n.jokerable.min(n.total - h);
        wanted += n.total;
    }
    wanted - placed - d.jokers.min(joker_room)
}

/// For every card hand the exposures still allow, the fewest exchanges that complete it,
/// nearest first (card order among equals). A complete 14-tile hand is at 0; a 13-tile
/// hand between turns counts the tile it has yet to pick. Hands the exposures rule out
/// (a C hand with groups exposed, an exposure that is no group of the hand) are left out.
pub fn distances(card: &Card, hand: &Hand) -> Vec<(HandRef, u8)> {
    let d = Digest::new(hand);
    let mut out: Vec<(HandRef, u8)> = card
        .hands()
        .filter(|(_, line, _)| d.shape_allows(line.xc))
        .filter_map(|(at, _, h)| {
            let mut best: Option<u8> = None;
            for inst in &h.instances {
                if d.exposures
                    .iter()
                    .any(|e| e.kind.is_some_and(|k| inst.mask & (1 << k) == 0))
                {
                    continue;
                }
                each_placement(inst, &d.exposures, &mut |needs| {
                    let m = missing(&d, needs);
                    best = Some(best.map_or(m, |b| b.min(m)));
                    m == 0
                });
                if best == Some(0) {
                    break;
                }
            }
            best.map(|b| (at, b))
        })
        .collect();
    out.sort_by_key(|&(at, n)| (n, at));
    out
}

/// The first card hand the exposures allow that the hand can still complete when only
/// `unseen[k]` more natural tiles of each kind (by `Kind::index`) and `jokers` more jokers
/// can come to it, with the naturals it still lacks for pairs and singles (which no joker
/// may fill); `None` when every such hand lacks a tile of which too few are left.
pub fn still_completable(
    card: &Card,
    hand: &Hand,
    unseen: &[u8; Kind::COUNT],
    jokers: u8,
) -> Option<Vec<(Kind, u8)>> {
    let d = Digest::new(hand);
    let all = Kind::all();
    let mut found: Option<Vec<(Kind, u8)>> = None;
    for (_, line, h) in card.hands() {
        if !d.shape_allows(line.xc) {
            continue;
        }
        for inst in &h.instances {
            if d.exposures
                .iter()
                .any(|e| e.kind.is_some_and(|k| inst.mask & (1 << k) == 0))
            {
                continue;
            }
            each_placement(inst, &d.exposures, &mut |needs| {
                let mut lacking = Vec::new();
                let mut joker_need = 0u8;
                for n in needs {
                    let i = usize::from(n.kind);
                    let held = d.counts[i];
                    let fixed = n.total - n.jokerable;
                    let short_fixed = fixed - held.min(fixed);
                    let left = unseen[i];
                    if short_fixed > left {
                        return false;
                    }
                    let short_groups = n.jokerable - (held - held.min(fixed)).min(n.jokerable);
                    joker_need += short_groups - short_groups.min(left - short_fixed);
                    if short_fixed > 0 {
                        lacking.push((all[i], short_fixed));
                    }
                }
                if joker_need > d.jokers.saturating_add(jokers) {
                    return false;
                }
                found = Some(lacking);
                true
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card() -> Card {
        Card::parse(
            "t.ron",
            r#"Card(name: "t", sections: [
                Section(name: "A", lines: [
                    Line(hand: "FF 2026g 2222r 6666b", xc: X, value: 25),
                    Line(hand: "NN 2026g 2026r 2026b", xc: C, value: 50),
                ]),
            ])"#,
        )
        .expect("loads")
    }

    fn far(text: &str) -> Vec<(usize, u8)> {
        let hand = Hand::parse(text).expect("hand");
        distances(&card(), &hand)
            .into_iter()
            .map(|(at, n)| (at.line + 1, n))
            .collect()
    }

    #[test]
    fn complete_hands_are_at_zero() {
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b 2b 6d 6d 6d 6d")[0], (1, 0));
    }

    #[test]
    fn counts_exchanges_and_jokers() {
        // One 6d short of the kong, and a stray North: one exchange (or a joker).
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b 2b 6d 6d 6d Nw")[0], (1, 1));
        // A joker cannot be the pair of flowers.
        assert_eq!(far("Fl JK 2c Wd 2c 6c 2b 2b 2b 2b 6d 6d 6d 6d")[0], (1, 1));
        // A joker fills the kong instead.
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b 2b 6d 6d 6d JK")[0], (1, 0));
        // Thirteen tiles: the fourteenth is still to pick.
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b 2b 6d 6d 6d")[0], (1, 1));
    }

    #[test]
    fn a_pair_out_of_play_leaves_no_hand() {
        let hand = Hand::parse("Fl 2c Wd 2c 6c 6d 6d 6d [2b 2b 2b 2b]").expect("hand");
        let mut unseen = [4u8; Kind::COUNT];
        unseen[Kind::Flower.index()] = 7;
        let lacking = still_completable(&card(), &hand, &unseen, 8).expect("completable");
        assert!(lacking.contains(&(Kind::Flower, 1)));
        // Every other flower is among the discards or in exposures.
        unseen[Kind::Flower.index()] = 0;
        assert_eq!(still_completable(&card(), &hand, &unseen, 8), None);
        // Only flowers are left: the kong of 6d still lacks a tile, which a joker may be.
        let mut unseen = [0u8; Kind::COUNT];
        unseen[Kind::Flower.index()] = 7;
        assert_eq!(still_completable(&card(), &hand, &unseen, 0), None);
        assert_eq!(
            still_completable(&card(), &hand, &unseen, 1),
            Some(vec![(Kind::Flower, 1)])
        );
    }

    #[test]
    fn exposures_rule_hands_out() {
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b [6d 6d 6d 6d]"), [(1, 1)]);
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b [5d 5d 5d 5d]"), []);
        // A pung is not the kong the hand needs.
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b 2b [6d 6d 6d]"), []);
    }
}
