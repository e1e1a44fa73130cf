//! The American game read from the table: a seat's hand and exposures as the card matcher
//! takes them, what a seat could still come by, the best card hand a seat completes, and
//! whether a discard was named for what it is.

use super::{ClaimKind, Discard, DiscardState, Event, Seat, Table};
use crate::analysis::american::{
    Card, Exposure, Hand, Match, distances, exposure_fits, match_hand,
};
use crate::tiles::{Kind, TileId};

/// The seat's exposures as the card matcher reads them.
pub fn exposures_of(table: &Table, seat: Seat) -> Vec<Exposure> {
    table
        .melds(seat)
        .iter()
        .map(|m| Exposure {
            tiles: table.kinds_of(&m.tiles),
        })
        .collect()
}

/// Whether `seat` has called the latest discard for mah jongg.
pub fn claims_win_on_discard(table: &Table, seat: Seat) -> bool {
    table.claims_win(seat) && table.latest_discard().is_some()
}

/// The discard `seat` called for mah jongg, lying or already laid in the group shown.
pub fn win_discard(table: &Table, seat: Seat) -> Option<&Discard> {
    let called = table.claims_win(seat);
    let laid = |d: &&Discard| {
        matches!(d.state, DiscardState::Lying) || d.state == DiscardState::Claimed(seat)
    };
    table.discards().last().filter(|d| called && laid(d))
}

/// Where `seat`'s declaration of mah jongg among `events` began: the call for the
/// discard; else the words on a tile picked, taken back over the groups laid from the
/// rack just before them without a call (laid with the declaration, as part of it).
pub fn declaration_began(events: &[Event], seat: Seat) -> Option<usize> {
    let called = events.iter().rposition(
        |e| matches!(e, Event::Claimed { seat: s, claim: ClaimKind::Win } if *s == seat),
    );
    called.or_else(|| {
        let declared = events
            .iter()
            .rposition(|e| matches!(e, Event::DeclaredWin { seat: s } if *s == seat))?;
        let mut start = declared;
        while start > 0
            && matches!(&events[start - 1], Event::Exposed { seat: s, .. } if *s == seat)
        {
            start -= 1;
        }
        let after_claim =
            start > 0 && matches!(&events[start - 1], Event::Claimed { seat: s, .. } if *s == seat);
        Some(if after_claim { declared } else { start })
    })
}

/// The seat's hand as it stands, with the latest discard where it is claimed for mah
/// jongg and not yet laid down.
pub fn hand_of(table: &Table, seat: Seat) -> Hand {
    Hand::new(
        table.concealed_with_claimed(seat),
        exposures_of(table, seat),
    )
}

/// What `seat` could still come by: for each kind (by `Kind::index`) the tiles neither
/// among the discards, nor in anyone's exposure, nor on its own rack; and the jokers
/// neither discarded nor its own (one in another player's exposure may be exchanged for).
pub fn unseen_by(table: &Table, seat: Seat) -> ([u8; Kind::COUNT], u8) {
    let mut unseen = [0u8; Kind::COUNT];
    for k in table.kinds() {
        unseen[k.index()] = unseen[k.index()].saturating_add(1);
    }
    let mut out = |id: &TileId| {
        let i = table.kind(*id).index();
        unseen[i] = unseen[i].saturating_sub(1);
    };
    let discarded = table
        .discards()
        .iter()
        .filter(|d| !matches!(d.state, DiscardState::Claimed(_)))
        .map(|d| &d.tile);
    let melds = table.all_melds().flat_map(|m| m.tiles.iter());
    discarded
        .chain(melds)
        .chain(table.rack(seat))
        .for_each(&mut out);
    let exposed_jokers = |s: Seat| {
        table
            .melds(s)
            .iter()
            .flat_map(|m| m.tiles.iter())
            .filter(|t| table.kind(**t) == Kind::Joker)
            .count()
    };
    let others: usize = Seat::ALL
        .into_iter()
        .filter(|s| *s != seat)
        .map(exposed_jokers)
        .sum();
    let jokers =
        unseen[Kind::Joker.index()].saturating_add(u8::try_from(others).unwrap_or(u8::MAX));
    (unseen, jokers)
}

/// The best card hand the seat's hand completes: the highest value, jokerless first.
pub fn american_win(table: &Table, seat: Seat, card: &Card) -> Option<Match> {
    if table.is_dead(seat) || table.thrown_in().contains(&seat) {
        return None;
    }
    let best = |hand: &Hand| {
        match_hand(card, hand)
            .into_iter()
            .max_by_key(|m| (m.value, m.jokerless))
    };
    best(&hand_of(table, seat)).or_else(|| best(&hand_as_named(table, seat)?))
}

/// The seat's hand with the discard it called for mah jongg read as the tile that was
/// named, where the name was wrong: a winner who relied on the name is judged by it,
/// whether the tile is still lying, in the hand, or laid in the group shown.
fn hand_as_named(table: &Table, seat: Seat) -> Option<Hand> {
    let d = win_discard(table, seat)?;
    let named = d.named.filter(|n| *n != table.kind(d.tile))?;
    let mut concealed = table.rack_kinds(seat);
    let exposures = table
        .melds(seat)
        .iter()
        .map(|m| Exposure {
            tiles: m
                .tiles
                .iter()
                .map(|t| if *t == d.tile { named } else { table.kind(*t) })
                .collect(),
        })
        .collect();
    if d.state == DiscardState::Lying {
        concealed.push(named);
    }
    Some(Hand::new(concealed, exposures))
}

/// The value of the hand a player was aiming at: the nearest card hands to the tiles
/// held, the highest of them (what the player would have named).
pub fn attempted_value(table: &Table, seat: Seat, card: &Card) -> u16 {
    let d = distances(card, &hand_of(table, seat));
    let Some(near) = d.first().map(|(_, n)| *n) else {
        return card.lowest_value();
    };
    d.iter()
        .take_while(|(_, n)| *n == near)
        .filter_map(|(at, _)| card.line(*at).map(|l| l.value))
        .max()
        .unwrap_or_else(|| card.lowest_value())
}

/// A group exposed during play that no hand of the card allows, or that is no group.
pub fn exposure_is_invalid(card: &Card, group: &[Kind], others: &[Exposure]) -> bool {
    let naturals: Vec<Kind> = group
        .iter()
        .copied()
        .filter(|k| *k != Kind::Joker)
        .collect();
    let mixed = naturals.iter().any(|k| Some(k) != naturals.first());
    mixed
        || group.len() < 3
        || !exposure_fits(
            card,
            &Exposure {
                tiles: group.to_vec(),
            },
            others,
        )
}

/// Whether any exposure of `seat`'s fits no hand on the card, each with those before it.
pub fn has_invalid_exposure(table: &Table, seat: Seat, card: &Card) -> bool {
    let exposures = exposures_of(table, seat);
    exposures
        .iter()
        .enumerate()
        .any(|(i, e)| exposure_is_invalid(card, &e.tiles, &exposures[..i]))
}

/// The name a joker discard may carry: "joker", or the tile thrown just before it.
pub fn joker_named_right(table: &Table) -> bool {
    table
        .latest_discard()
        .is_none_or(|d| joker_name_fits(table, d))
}

/// Whether the last discard `d`, a joker, was announced by a name it may carry.
fn joker_name_fits(table: &Table, d: &Discard) -> bool {
    let discards = table.discards();
    let before = discards
        .len()
        .checked_sub(2)
        .and_then(|i| discards.get(i))
        .map(|p| table.kind(p.tile));
    match d.named {
        None => true,
        Some(n) => n == Kind::Joker || Some(n) == before,
    }
}

/// The discard lying was named as something it is not.
pub fn misnamed(table: &Table) -> bool {
    table
        .latest_discard()
        .is_some_and(|d| named_wrong(table, d))
}

/// The last discard `d`, lying or already laid in a winning group, was named as something
/// it is not.
pub fn named_wrong(table: &Table, d: &Discard) -> bool {
    let real = table.kind(d.tile);
    if real == Kind::Joker {
        !joker_name_fits(table, d)
    } else {
        d.named.is_some_and(|n| n != real)
    }
}
