//! Facts about play: who drew, discarded or claimed, and whether it happened before or
//! after the matter.

use super::{Arg, Context, FactDef, ParamFactDef, Takes};
use crate::table::{ClaimKind, Event, Seat};
use crate::tiles::{Dragon, Kind, Suit};

fn offender(c: &Context) -> Option<Seat> {
    c.detection.parties.offender
}

/// Index of `seat`'s last discard at or before the matter.
fn last_discard_by(c: &Context, seat: Seat) -> Option<usize> {
    let events = c.replay.events();
    events[..=c.detection.at.min(events.len().saturating_sub(1))]
        .iter()
        .rposition(|e| matches!(e, Event::Discarded { seat: s, .. } if *s == seat))
}

fn drew(e: &Event, seat: Seat) -> bool {
    matches!(e, Event::Picked { seat: s, .. } | Event::DrewLoose { seat: s, .. } if *s == seat)
}

/// The kinds of the sets the winner has laid down, one kind per set (its first tile).
fn winner_sets(c: &Context) -> Vec<Kind> {
    let Some(w) = c.detection.parties.winner else {
        return Vec::new();
    };
    c.now()
        .melds(w)
        .iter()
        .filter_map(|m| m.tiles.first().map(|t| c.now().kind(*t)))
        .collect()
}

fn count_sets(c: &Context, pred: impl Fn(&[Kind]) -> bool) -> usize {
    let Some(w) = c.detection.parties.winner else {
        return 0;
    };
    c.now()
        .melds(w)
        .iter()
        .filter(|m| {
            let kinds: Vec<Kind> = m.tiles.iter().map(|t| c.now().kind(*t)).collect();
            pred(&kinds)
        })
        .count()
}

/// Whether the winner has at least `arg` sets laid down whose every tile is `of`.
fn sets_shown(c: &Context, arg: &Arg, of: fn(&Kind) -> bool) -> bool {
    at_least(count_sets(c, |k| k.iter().all(of)), arg)
}

fn at_least(count: usize, arg: &Arg) -> bool {
    matches!(arg, Arg::Number(n) if count >= *n as usize)
}

fn at_most(count: usize, arg: &Arg) -> bool {
    matches!(arg, Arg::Number(n) if count <= *n as usize)
}

fn is_green(k: &Kind) -> bool {
    matches!(k, Kind::Dragon(Dragon::Green))
        || matches!(k, Kind::Number(Suit::Bams, 2 | 3 | 4 | 6 | 8))
}

pub(super) const FACTS: &[FactDef] = &[
    FactDef {
        name: "offender_barred_from_winning",
        doc: "An earlier ruling of this hand had already taken away the offender's right to win it.",
        eval: |c| offender(c).is_some_and(|o| c.before().barred().contains(&o)),
    },
    FactDef {
        name: "pung_promoted_with_drawn_tile",
        doc: "The tile added to a set laid down is the fourth of that pung and the one the player has just drawn.",
        eval: |c| {
            let Some(Event::AddedToMeld { seat, tile, .. }) = c.event() else {
                return false;
            };
            let before = c.before();
            // The tile drawn last is still the player's own draw of this turn.
            let drawn_kind = before
                .drawn()
                .filter(|(s, _, _)| s == seat)
                .map(|(_, id, _)| before.kind(id));
            let pung_of_tile = before.melds(*seat).iter().any(|m| {
                m.claimed.is_some()
                    && m.tiles.len() == 3
                    && m.tiles.iter().all(|t| before.kind(*t) == *tile)
            });
            drawn_kind == Some(*tile) && pung_of_tile
        },
    },
    FactDef {
        name: "offender_hand_long",
        doc: "The player concerned holds more tiles than the hand should have.",
        eval: |c| offender(c).is_some_and(|o| c.now().hand_size(o) > c.now().expected_count(o)),
    },
    FactDef {
        name: "offender_hand_short",
        doc: "The player concerned holds fewer tiles than the hand should have.",
        eval: |c| offender(c).is_some_and(|o| c.now().hand_size(o) < c.now().expected_count(o)),
    },
    FactDef {
        name: "offender_hand_foul",
        doc: "The player concerned has a false set laid down.",
        eval: |c| offender(c).is_some_and(|o| c.now().has_false_set(o)),
    },
    FactDef {
        name: "another_player_claimed",
        doc: "Another player has claimed the discard the matter is about.",
        eval: |c| offender(c).is_some_and(|o| c.now().claim_history().iter().any(|(s, _)| *s != o)),
    },
    FactDef {
        name: "offender_has_discarded_since",
        doc: "The player at fault has discarded since the irregular act.",
        eval: |c| {
            offender(c).is_some_and(|o| {
                c.since()
                    .iter()
                    .any(|e| matches!(e, Event::Discarded { seat, .. } if *seat == o))
            })
        },
    },
    FactDef {
        name: "claimer_discarded_before_withdrawing",
        doc: "Between claiming and giving the claim back, the claimer discarded.",
        eval: |c| {
            let Some(o) = offender(c) else { return false };
            // A discard clears the claims on the one before it: the claimer's claim no
            // longer stands on the latest discard, which is the claimer's own.
            let before = c.before();
            before.discards().last().is_some_and(|d| d.seat == o)
                && !before.claim_history().iter().any(|(s, _)| *s == o)
        },
    },
    FactDef {
        name: "claimer_laid_tiles_before_withdrawing",
        doc: "Between calling and taking the call back, the caller laid tiles face up for it.",
        eval: |c| offender(c).is_some_and(|o| c.before().set_laid_for_call(o).is_some()),
    },
    FactDef {
        name: "win_claim_taken_back",
        doc: "The call taken back was a call to win on the discard (ron), its hand not shown.",
        eval: |c| {
            let Some(o) = offender(c) else { return false };
            c.before()
                .claim_history()
                .iter()
                .rev()
                .find(|(s, _)| *s == o)
                .is_some_and(|(_, k)| *k == ClaimKind::Win)
        },
    },
    FactDef {
        name: "offender_has_drawn_since",
        doc: "The player at fault has drawn a tile or claimed a discard since the irregular act.",
        eval: |c| {
            offender(c).is_some_and(|o| {
                c.since()
                    .iter()
                    .any(|e| drew(e, o) || matches!(e, Event::Claimed { seat, .. } if *seat == o))
            })
        },
    },
    FactDef {
        name: "next_player_has_drawn",
        doc: "The player after the one at fault has drawn since the offender's last discard, before the offender discarded again.",
        eval: |c| {
            let Some(o) = offender(c) else { return false };
            let Some(d) = last_discard_by(c, o) else {
                return false;
            };
            // A later turn of the offender's is another matter's time, not this one's.
            c.from_until_ruled(d + 1)
                .iter()
                .take_while(|e| !matches!(e, Event::Discarded { seat, .. } if *seat == o))
                .any(|e| drew(e, o.right()))
        },
    },
    FactDef {
        name: "loose_tile_missed",
        doc: "The tile the player failed to draw before discarding was the loose tile owed for a kong just made or a bonus tile just set aside.",
        eval: |c| {
            matches!(c.event(), Some(Event::Discarded { .. }))
                && offender(c).is_some_and(|o| {
                    c.before().kong_made_by() == Some(o) || c.before().bonus_owed_to() == Some(o)
                })
        },
    },
    FactDef {
        name: "revealed_tiles_not_discarded",
        doc: "After laying the hand face up, the player discarded a tile that was not among those revealed while revealed tiles were still on the rack.",
        eval: |c| {
            let Some(o) = offender(c) else { return false };
            let at = c.at();
            if !at.shown().contains(&o) {
                return false;
            }
            // By kind: a drawn tile of the same kind as a revealed one is as good a throw.
            let mut left = at.rack_kinds(o);
            for d in c.now().discards().iter().skip(at.discards().len()) {
                if d.seat != o {
                    continue;
                }
                if let Some(i) = left.iter().position(|k| *k == c.now().kind(d.tile)) {
                    left.remove(i);
                } else if !left.is_empty() {
                    return true;
                }
            }
            false
        },
    },
    FactDef {
        name: "tile_face_known",
        doc: "The player who drew out of turn saw or felt the face of the tile.",
        eval: |c| matches!(c.event(), Some(Event::Picked { known: true, .. })),
    },
    FactDef {
        name: "drawn_tile_mixed_in",
        doc: "The player at fault put the tile drawn in among the rest of the hand (`DrawnTileMixedIn`) before the referee ruled, and did not put it back first.",
        eval: |c| {
            let Some(o) = offender(c) else { return false };
            c.since()
                .iter()
                .take_while(|e| !matches!(e, Event::PutBack { seat, .. } if *seat == o))
                .any(|e| matches!(e, Event::DrawnTileMixedIn { seat } if *seat == o))
        },
    },
    FactDef {
        name: "drawn_from_dead_wall",
        doc: "The tile drawn came from the dead wall, where only a kan's loose tile is drawn.",
        eval: |c| match c.event() {
            Some(Event::Picked { at, .. }) => c.before().dead_wall().contains(at),
            _ => false,
        },
    },
    FactDef {
        name: "drawn_tile_is_bonus",
        doc: "The tile drawn out of turn is a flower or season.",
        eval: |c| match c.event() {
            Some(Event::Picked { at, .. }) => c.now().built_kind(*at).is_some_and(|k| k.is_bonus()),
            _ => false,
        },
    },
    FactDef {
        name: "discard_claimed",
        doc: "Someone claimed the offending discard before the error was noticed.",
        eval: |c| {
            c.since().iter().any(|e| {
                matches!(
                    e,
                    Event::Claimed { .. } | Event::ClaimedEarlierDiscard { .. }
                )
            })
        },
    },
    FactDef {
        name: "both_claims_for_mah_jong",
        doc: "Both players who called the discard called it for mah-jong.",
        eval: |c| {
            c.at()
                .claims()
                .iter()
                .filter(|(_, k)| *k == ClaimKind::Win)
                .count()
                >= 2
        },
    },
    FactDef {
        name: "a_claim_for_mah_jong",
        doc: "One of the players who called the discard called it for mah-jong.",
        eval: |c| c.at().claims().iter().any(|(_, k)| *k == ClaimKind::Win),
    },
    FactDef {
        name: "different_tiles_claimed",
        doc: "Of the tiles put out at once, different players called different ones.",
        eval: |c| {
            let p = &c.detection.parties;
            p.caller.is_some() && p.also.is_some() && p.caller != p.also
        },
    },
    FactDef {
        name: "claim_withdrawn",
        doc: "The claim on the discard was withdrawn before the discarder took it back.",
        eval: |c| {
            // Claims on the latest discard, withdrawn ones among them.
            let before = c.before();
            before
                .claim_history()
                .iter()
                .any(|(s, _)| !before.claims().iter().any(|(t, _)| t == s))
        },
    },
    FactDef {
        name: "play_moved_on",
        doc: "Since the wrong claim, the offender discarded and then the next player drew or someone claimed that discard.",
        eval: |c| {
            let Some(o) = offender(c) else { return false };
            let rest = c.since();
            let Some(d) = rest
                .iter()
                .position(|e| matches!(e, Event::Discarded { seat, .. } if *seat == o))
            else {
                return false;
            };
            rest[d + 1..]
                .iter()
                .any(|e| drew(e, o.right()) || matches!(e, Event::Claimed { .. }))
        },
    },
    FactDef {
        name: "loose_tile_drawn_for_false_kong",
        doc: "The wrong claim was a kong, and the offender has drawn the loose tile for it.",
        eval: |c| {
            let Some(o) = offender(c) else { return false };
            let kong = c.before().claims().contains(&(o, ClaimKind::Kong));
            kong && c
                .since()
                .iter()
                .any(|e| matches!(e, Event::DrewLoose { seat, .. } if *seat == o))
        },
    },
    FactDef {
        name: "another_player_exposed_hand",
        doc: "A player who did nothing wrong laid their hand face up because of the false declaration.",
        eval: |c| {
            let p = &c.detection.parties;
            c.now()
                .shown()
                .iter()
                .any(|s| Some(*s) != p.offender && Some(*s) != p.also)
        },
    },
    FactDef {
        name: "offender_is_dealer",
        doc: "The player at fault is East, the dealer.",
        eval: |c| offender(c) == Some(c.now().dealer()),
    },
    FactDef {
        name: "winner_is_dealer",
        doc: "The player who won the hand is the dealer, who keeps the deal.",
        eval: |c| c.detection.parties.winner == Some(c.now().dealer()),
    },
    FactDef {
        name: "another_won_on_the_discard",
        doc: "The false win, or the win called with the wrong word, was called on a discard that another player called ron on too, and that player's hand wins: the fault came at the same moment as a win.",
        eval: |c| {
            matches!(
                c.detection.irregularity,
                crate::rules::Irregularity::FalseWin | crate::rules::Irregularity::WrongWordForWin
            ) && c.detection.parties.winner.is_some()
        },
    },
    FactDef {
        name: "ron_while_furiten",
        doc: "The player at fault called ron while furiten: a tile the hand waits on lay among the player's own discards, or went by after the player's own last draw or after the player's riichi (where the ruleset plays furiten).",
        eval: |c| {
            let t = c.before();
            t.config().furiten
                && offender(c).is_some_and(|o| {
                    t.claims_win(o) && crate::table::riichi::furiten(t, o).is_some()
                })
        },
    },
    FactDef {
        name: "two_discards_before_called_tile_taken",
        doc: "After the player at fault discarded with the called tile still lying among the discards, two other players discarded before it was taken to its set.",
        eval: |c| {
            let Some(o) = offender(c) else { return false };
            let taken = c
                .since()
                .iter()
                .position(|e| matches!(e, Event::CalledTileTaken { seat } if *seat == o))
                .unwrap_or(c.since().len());
            c.since()[..taken]
                .iter()
                .filter(|e| matches!(e, Event::Discarded { seat, .. } if *seat != o))
                .count()
                >= 2
        },
    },
    FactDef {
        name: "called_tile_still_left",
        doc: "When the referee rules, the called tile the player at fault laid a set for still lies among the discards, not taken to the set.",
        eval: |c| offender(c).is_some_and(|o| c.now().called_tile_left(o).is_some()),
    },
    FactDef {
        name: "first_call_was_ron",
        doc: "The call the player at fault changed was a call for a win (ron).",
        eval: |c| {
            offender(c).is_some_and(|o| {
                c.before().claims_win(o)
                    && !matches!(
                        c.event(),
                        Some(Event::Claimed {
                            claim: crate::table::ClaimKind::Win,
                            ..
                        })
                    )
            })
        },
    },
    FactDef {
        name: "call_changed_after_a_pause",
        doc: "Some time passed (a pause) between the latest call on the discard and the changed one; the table keeps it.",
        eval: |c| offender(c).is_some() && c.before().paused_since_call(),
    },
    FactDef {
        name: "win_word_put_right_at_once",
        doc: "The player at fault said a wrong word to call a win and put it right at once (\"hu, I mean tsumo\").",
        eval: |c| {
            matches!(c.event(), Some(Event::WinWordSaid { seat, word, corrected_at_once: true })
                if Some(*seat) == offender(c) && *word != c.before().win_word_asked(*seat))
        },
    },
    FactDef {
        name: "ron_and_tsumo_mixed_up",
        doc: "The player at fault called a win with the other word for one: \"tsumo\" on a discard, or \"ron\" on a tile just drawn.",
        eval: |c| {
            matches!(c.event(), Some(Event::WinWordSaid { seat, word, .. })
                if Some(*seat) == offender(c)
                    && word.is_a_win_word()
                    && *word != c.before().win_word_asked(*seat))
        },
    },
    FactDef {
        name: "riichi_discard_not_turned",
        doc: "The player at fault said riichi but meant to lay the riichi discard as any other, not sideways.",
        eval: |c| {
            matches!(c.event(), Some(Event::DeclaredRiichi { seat, said: true, turned: false })
                if Some(*seat) == offender(c))
        },
    },
    FactDef {
        name: "every_player_in_riichi",
        doc: "All four players have declared riichi in this hand.",
        eval: |c| c.now().in_riichi().len() == 4,
    },
    FactDef {
        name: "four_kans_by_more_than_one_player",
        doc: "Four kans have been made in this hand, not all of them by one player.",
        eval: |c| {
            let t = c.now();
            let all = t.kans_made();
            all >= 4 && crate::table::Seat::ALL.iter().all(|s| t.kans_of(*s) < all)
        },
    },
    FactDef {
        name: "ron_would_win",
        doc: "The player at fault called ron on the discard, and the hand wins with it.",
        eval: |c| {
            let t = c.before();
            offender(c).is_some_and(|o| {
                t.claims_win(o) && crate::table::win_is_valid(t, o, c.win_check, c.card)
            })
        },
    },
    FactDef {
        name: "another_hand_exposed",
        doc: "The tiles exposed were of another player's concealed hand, knocked over by the player at fault.",
        eval: |c| matches!(c.event(), Some(crate::table::Event::TilesRevealed { seat, by: Some(by), .. }) if by != seat),
    },
    FactDef {
        name: "offender_in_riichi",
        doc: "The player at fault had declared riichi in this hand.",
        eval: |c| offender(c).is_some_and(|o| c.before().in_riichi().contains(&o)),
    },
    FactDef {
        name: "liable_discarded",
        doc: "The winning discard was thrown by the player liable (pao) for the hand.",
        eval: |c| {
            let p = &c.detection.parties;
            p.liable.is_some() && p.liable == p.discarder
        },
    },
    FactDef {
        name: "every_hand_ready",
        doc: "At the exhaustive draw every player showed a ready hand.",
        eval: |c| c.detection.parties.ready == 0b1111,
    },
    FactDef {
        name: "no_hand_ready",
        doc: "At the exhaustive draw no player had a ready hand.",
        eval: |c| {
            c.detection.irregularity == crate::rules::Irregularity::ExhaustiveDraw
                && c.detection.parties.ready == 0
        },
    },
    FactDef {
        name: "dealer_ready",
        doc: "At the exhaustive draw the dealer (East) showed a ready hand.",
        eval: |c| c.detection.parties.is_ready(c.now().dealer()),
    },
    FactDef {
        name: "dealer_among_winners",
        doc: "The dealer is one of the players who won on the discard (the winner, or the other player who won with them).",
        eval: |c| {
            let dealer = Some(c.now().dealer());
            let p = &c.detection.parties;
            p.winner == dealer
                || (c.detection.irregularity == crate::rules::Irregularity::SimultaneousWins
                    && p.also == dealer)
        },
    },
];

/// Facts of play that take a value.
pub(super) const PARAM_FACTS: &[ParamFactDef] = &[
    ParamFactDef {
        name: "exposed_at_once_over",
        doc: "More than the given number of wall tiles were exposed at once: exposed_at_once_over(5).",
        takes: Takes::Number,
        eval: |c, arg| {
            let exposed = match c.event() {
                Some(Event::WallTilesExposed { at, .. }) => at.len(),
                Some(Event::TurnedUp { .. }) => 1,
                _ => 0,
            };
            matches!(arg, Arg::Number(n) if exposed > *n as usize)
        },
    },
    ParamFactDef {
        name: "unseen_tile_with_live_wall_at_most",
        doc: "No more than the given number of tiles were left in the live wall and no copy of the discarded tile had been seen on the table: unseen_tile_with_live_wall_at_most(4).",
        takes: Takes::Number,
        eval: |c, arg| {
            let Some(d) = c.now().latest_discard() else {
                return false;
            };
            let kind = c.now().kind(d.tile);
            let seen_before = c
                .now()
                .discards()
                .iter()
                .rev()
                .skip(1)
                .any(|x| c.now().kind(x.tile) == kind)
                || c.now()
                    .all_melds()
                    .any(|m| m.tiles.iter().any(|t| c.now().kind(*t) == kind));
            at_most(c.now().live_left(), arg) && !seen_before
        },
    },
    ParamFactDef {
        name: "one_suit_sets_shown",
        doc: "The winner has at least the given number of sets of one suit laid down (a one-suit hand in sight): one_suit_sets_shown(3).",
        takes: Takes::Number,
        eval: |c, arg| {
            let sets = winner_sets(c);
            Suit::ALL.iter().any(|s| {
                at_least(
                    sets.iter()
                        .filter(|k| matches!(k, Kind::Number(t, _) if t == s))
                        .count(),
                    arg,
                )
            })
        },
    },
    ParamFactDef {
        name: "wind_sets_shown",
        doc: "The winner has at least the given number of sets of winds laid down (a four-winds hand in sight): wind_sets_shown(3).",
        takes: Takes::Number,
        eval: |c, arg| sets_shown(c, arg, |t| matches!(t, Kind::Wind(_))),
    },
    ParamFactDef {
        name: "dragon_sets_shown",
        doc: "The winner has at least the given number of sets of dragons laid down (a three-dragons hand in sight): dragon_sets_shown(2).",
        takes: Takes::Number,
        eval: |c, arg| sets_shown(c, arg, |t| matches!(t, Kind::Dragon(_))),
    },
    ParamFactDef {
        name: "honour_sets_shown",
        doc: "The winner has at least the given number of sets of honours laid down (an all-honours hand in sight): honour_sets_shown(3).",
        takes: Takes::Number,
        eval: |c, arg| sets_shown(c, arg, |t| matches!(t, Kind::Wind(_) | Kind::Dragon(_))),
    },
    ParamFactDef {
        name: "green_sets_shown",
        doc: "The winner has at least the given number of all-green sets laid down (Imperial Jade in sight): green_sets_shown(3).",
        takes: Takes::Number,
        eval: |c, arg| sets_shown(c, arg, is_green),
    },
    ParamFactDef {
        name: "terminal_sets_shown",
        doc: "The winner has at least the given number of sets of ones or nines laid down (Heads and Tails in sight): terminal_sets_shown(3).",
        takes: Takes::Number,
        eval: |c, arg| sets_shown(c, arg, |t| matches!(t, Kind::Number(_, 1 | 9))),
    },
];
