//! How far a hand is from each card hand: the fewest tiles it must exchange (throw one,
//! take one) to complete it, so that a simulated player can aim at the nearest line.

use super::card::{Card, HandRef};
use super::hand::Hand;
use super::instance::Need;
use super::matcher::{Digest, each_placement};

/// Tiles missing from the concealed part once its best tiles are placed: naturals go to
/// their own kind first (singles and pairs before the groups that jokers could fill),
/// then jokers fill what is left of the groups of three or more.
fn missing(d: &Digest, needs: &[Need]) -> u8 {
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
    fn exposures_rule_hands_out() {
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b [6d 6d 6d 6d]"), [(1, 1)]);
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b [5d 5d 5d 5d]"), []);
        // A pung is not the kong the hand needs.
        assert_eq!(far("Fl Fl 2c Wd 2c 6c 2b 2b 2b 2b [6d 6d 6d]"), []);
    }
}
