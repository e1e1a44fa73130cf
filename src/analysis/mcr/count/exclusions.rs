//! The non-repeat principle: a fan is not scored again when a bigger fan already
//! implies it.
//!
//! The list follows the "not counted with" notes of the Chinese rulebook as applied by
//! ChineseOfficialMahjongHelper (S2, `adjust_fan_table`), which also settles the cases
//! the rulebook leaves open (noted below). Partial exclusions (a fan that absorbs only
//! some Pungs of Terminals or Honors) are in `deduct_terminal_pungs`.

use crate::analysis::mcr::fan::{Fan, FanTable};
use Fan::*;

/// For each fan, the fan it makes not counted.
const NOT_COUNTED_WITH: &[(Fan, &[Fan])] = &[
    (BigFourWinds, &[BigThreeWinds, AllPungs]),
    (BigThreeDragons, &[TwoDragonPungs, DragonPung]),
    // The rulebook names Half Flush; One Voided Suit is implied by it.
    (AllGreen, &[HalfFlush, OneVoidedSuit]),
    (
        NineGates,
        &[FullFlush, ConcealedHand, OneVoidedSuit, NoHonors],
    ),
    (FourKongs, &[SingleWait]),
    (
        SevenShiftedPairs,
        &[
            SevenPairs,
            FullFlush,
            ConcealedHand,
            OneVoidedSuit,
            NoHonors,
            SingleWait,
        ],
    ),
    // All Terminals and Honors is implied by the shape; the rulebook lists the rest.
    (
        ThirteenOrphans,
        &[AllTypes, ConcealedHand, SingleWait, AllTerminalsAndHonors],
    ),
    // The rulebook's "同刻" is read as Double Pung only, the usual practice (S2).
    (
        AllTerminals,
        &[
            AllTerminalsAndHonors,
            AllPungs,
            OutsideHand,
            NoHonors,
            DoublePung,
        ],
    ),
    (LittleFourWinds, &[BigThreeWinds]),
    (LittleThreeDragons, &[TwoDragonPungs, DragonPung]),
    (
        AllHonors,
        &[AllTerminalsAndHonors, AllPungs, OutsideHand, OneVoidedSuit],
    ),
    (FourConcealedPungs, &[AllPungs, ConcealedHand]),
    (
        PureTerminalChows,
        &[
            SevenPairs,
            FullFlush,
            AllChows,
            PureDoubleChow,
            TwoTerminalChows,
            OneVoidedSuit,
            NoHonors,
        ],
    ),
    (QuadrupleChow, &[PureShiftedPungs, TileHog, PureDoubleChow]),
    (FourPureShiftedPungs, &[PureTripleChow, AllPungs]),
    (
        FourPureShiftedChows,
        &[PureShiftedChows, TwoTerminalChows, ShortStraight],
    ),
    (AllTerminalsAndHonors, &[AllPungs, OutsideHand]),
    (SevenPairs, &[ConcealedHand, SingleWait]),
    (GreaterHonorsAndKnittedTiles, &[AllTypes, ConcealedHand]),
    (AllEvenPungs, &[AllPungs, AllSimples, NoHonors]),
    (FullFlush, &[OneVoidedSuit, NoHonors]),
    (PureTripleChow, &[PureShiftedPungs, PureDoubleChow]),
    (PureShiftedPungs, &[PureTripleChow]),
    (UpperTiles, &[UpperFour, NoHonors]),
    (MiddleTiles, &[AllSimples, NoHonors]),
    (LowerTiles, &[LowerFour, NoHonors]),
    (
        ThreeSuitedTerminalChows,
        &[AllChows, NoHonors, MixedDoubleChow, TwoTerminalChows],
    ),
    (AllFives, &[AllSimples, NoHonors]),
    (LesserHonorsAndKnittedTiles, &[AllTypes, ConcealedHand]),
    (UpperFour, &[NoHonors]),
    (LowerFour, &[NoHonors]),
    (ReversibleTiles, &[OneVoidedSuit]),
    (LastTileDraw, &[SelfDrawn]),
    (OutWithReplacementTile, &[SelfDrawn]),
    (RobbingTheKong, &[LastTile]),
    (TwoConcealedKongs, &[ConcealedKong]),
    (HalfFlush, &[OneVoidedSuit]),
    (MeldedHand, &[SingleWait]),
    (TwoDragonPungs, &[DragonPung]),
    (FullyConcealedHand, &[SelfDrawn]),
    (TwoMeldedKongs, &[MeldedKong]),
    (AllChows, &[NoHonors]),
    (AllSimples, &[NoHonors]),
];

/// Applies the non-repeat principle to one arrangement's fan.
pub(crate) fn apply(t: &mut FanTable) {
    // Four Concealed Pungs and Nine Gates include a concealed hand but not the
    // self-draw, so Fully Concealed Hand falls back to Self-Drawn (S2).
    if (t.has(FourConcealedPungs) || t.has(NineGates)) && t.has(FullyConcealedHand) {
        t.clear(FullyConcealedHand);
        t.set(SelfDrawn, 1);
    }
    // Judged on the fan present before any is removed: implication is transitive, so
    // the order of the table does not matter.
    let present = t.mask();
    let mut excluders = present & EXCLUDERS;
    let mut dropped = 0u128;
    while excluders != 0 {
        let i = excluders.trailing_zeros() as usize;
        dropped |= EXCLUDED[i];
        excluders &= excluders - 1;
    }
    t.clear_mask(dropped);
    deduct_terminal_pungs(t);
}

/// `NOT_COUNTED_WITH` as bit sets over `Fan::index`: which fan exclude others, and
/// what each excludes.
const EXCLUDERS: u128 = {
    let mut m = 0u128;
    let mut i = 0;
    while i < NOT_COUNTED_WITH.len() {
        m |= 1 << NOT_COUNTED_WITH[i].0 as usize;
        i += 1;
    }
    m
};

const EXCLUDED: [u128; Fan::COUNT] = {
    let mut out = [0u128; Fan::COUNT];
    let mut i = 0;
    while i < NOT_COUNTED_WITH.len() {
        let (fan, excluded) = NOT_COUNTED_WITH[i];
        let mut j = 0;
        while j < excluded.len() {
            out[fan as usize] |= 1 << excluded[j] as usize;
            j += 1;
        }
        i += 1;
    }
    out
};

/// Pung of Terminals or Honors is absorbed by the fan made of those pungs.
fn deduct_terminal_pungs(t: &mut FanTable) {
    let n = t.get(PungOfTerminalsOrHonors);
    let left = if t.has(BigFourWinds)
        || t.has(AllTerminals)
        || t.has(LittleFourWinds)
        || t.has(AllHonors)
        || t.has(AllTerminalsAndHonors)
    {
        // Every terminal or honour pung of these hands is part of the big fan; Little
        // Four Winds' fourth set can only be a terminal pung in an All Terminals and
        // Honors hand (S2).
        0
    } else if t.has(BigThreeWinds) {
        n.saturating_sub(3)
    } else if t.has(NineGates) {
        // Nine Gates absorbs one pung of ones or nines (rulebook).
        n.saturating_sub(1)
    } else {
        n
    };
    t.set(PungOfTerminalsOrHonors, left);
}

/// Whether the wind pungs' Pung of Terminals or Honors are already absorbed, so that
/// Seat Wind and Prevalent Wind take none away.
pub(crate) fn winds_absorbed(t: &FanTable) -> bool {
    t.has(BigThreeWinds)
        || t.has(AllTerminalsAndHonors)
        || t.has(AllHonors)
        || t.has(LittleFourWinds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_fan_appears_once_as_an_excluder() {
        let mut seen: Vec<Fan> = NOT_COUNTED_WITH.iter().map(|&(f, _)| f).collect();
        let n = seen.len();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), n);
        for &(fan, excluded) in NOT_COUNTED_WITH {
            assert!(!excluded.contains(&fan), "{fan:?}");
            // A fan only ever excludes smaller or equal fan.
            for &e in excluded {
                assert!(e.value() <= fan.value(), "{fan:?} excludes {e:?}");
            }
        }
    }

    #[test]
    fn exclusions_use_the_fan_present_before_removal() {
        let mut t = FanTable::new();
        t.set(MiddleTiles, 1);
        t.set(AllSimples, 1);
        t.set(NoHonors, 1);
        apply(&mut t);
        assert!(t.has(MiddleTiles) && !t.has(AllSimples) && !t.has(NoHonors));
    }

    #[test]
    fn four_concealed_pungs_keeps_the_self_draw() {
        let mut t = FanTable::new();
        t.set(FourConcealedPungs, 1);
        t.set(FullyConcealedHand, 1);
        apply(&mut t);
        assert!(t.has(SelfDrawn) && !t.has(FullyConcealedHand));
        t.set(LastTileDraw, 1);
        apply(&mut t);
        assert!(!t.has(SelfDrawn));
    }
}
