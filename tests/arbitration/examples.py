"""The worked examples of the arbitration digest (§7.5) as search specs, with the digest's numbers.

Seats: S = 0 (always the taker), E = 1, N = 2, W = 3, play running 0 → 1 → 2 → 3 as in the digest; the
dealer is W (3), so S leads the first trick. The digest counts tricks from 1; the records from 0. Each
``expected`` holds the digest's literals (points, oudlers, targets, M, seat scores), copied by hand.
Example 13 (a complete record) is tests/arbitration/test_golden.py's own; 14–16 are duplicate formats,
out of scope.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.arbitration.build_records import Played, Spec, cards, legal_except, trick_points, trumps
from tests.property.generator import DECK, is_trump

S, E, N, W = 0, 1, 2, 3
Check = Callable[[Played, dict[str, Any], dict[int, list[str]]], bool]


def totals(points: float, oudlers: int, pab: str | None = None) -> Check:
    """The attack's card points (écart or dog included), oudlers and petit au bout as the digest states."""
    def check(played: Played, counted: dict[str, Any], hands: dict[int, list[str]]) -> bool:
        return counted["half"] == 2 * points and counted["oudlers"] == oudlers and counted["pab"] == pab
    return check


def both(*checks: Check) -> Check:
    return lambda played, counted, hands: all(check(played, counted, hands) for check in checks)


def revoke_at(index: int, position: int, winner: int, points: float | None,
              others: tuple[tuple[int, int], ...] = ()) -> Check:
    """Trick ``index`` has the only illegal card (at ``position``), is won by ``winner`` and holds ``points``
    in card points (when the digest says)."""
    def check(played: Played, counted: dict[str, Any], hands: dict[int, list[str]]) -> bool:
        return (played.winners[index] == winner
                and (points is None or trick_points(played.tricks[index]) == points)
                and legal_except(played, [(index, position), *others], hands))
    return check


def all_legal(played: Played, counted: dict[str, Any], hands: dict[int, list[str]]) -> bool:
    return legal_except(played, [], hands)


def result(points: float, oudlers: int, target: int, made: bool, margin: int) -> dict[str, Any]:
    return {"attack_points": points, "oudlers": oudlers, "target": target, "made": made, "margin": margin}


def score(per_defender: int, deltas: list[int], **terms: int) -> dict[str, Any]:
    return {"per_defender": per_defender, "deltas": deltas, **terms}


ZEROS = score(0, [0, 0, 0, 0])
NOT_TRUMPS_EXCEPT = lambda *kept: [c for c in DECK if (is_trump(c) or c == "EX") and c not in kept]  # noqa: E731


def revoke(code: str, seat: int, side: str, trick: int) -> dict[str, Any]:
    return {"code": code, "kind": "revoke", "rectifiable": False, "seat": seat, "side": side, "trick": trick}


def transfer(trick: int, points: float, to: str) -> dict[str, Any]:
    return {"kind": "trick_transferred", "trick": trick, "points": points, "to": to}


def discretionary(seat: int) -> dict[str, Any]:
    return {"seat": seat, "kind": "discretionary_penalty", "points": 100, "applied": False}


def warning(seat: int) -> dict[str, Any]:
    return {"seat": seat, "kind": "warning"}


Example = tuple[Spec, int, dict[str, Any], list[tuple[str, dict[str, Any], dict[str, Any]]]]
EXAMPLES: list[Example] = []

# Example 1: trick 4, S ♦K, E ♦4, N ruffs T6 holding ♦7, W ♦Q; raw 47, T21 and T1, petit au bout.
EXAMPLES.append((Spec(
    "example_01_defender_revokes_taker_still_makes", "§7.5 Example 1",
    "A defender revokes; the taker still makes: the trick is transferred and the deal is scored.", "garde",
    fixed={S: cards("♦K T21 T1") + trumps(12, 20), E: cards("♦4"), N: cards("♦7 T6"), W: cards("♦Q")},
    forced={3: (S, cards("♦K ♦4 T6 ♦Q"))}, last={S: cards("T1")}, hold={N: (3, cards("♦7"))},
    avoid_dog=cards("Exc"), check=both(totals(47, 2, "attack"), revoke_at(3, 2, N, 9))), 1, {
    "codes": ["must_follow_suit"], "outcome": "scored", "counts_as_played": True,
    "raw": result(47, 2, 41, True, 6), "result": result(56, 2, 41, True, 15),
    "score": score(100, [300, -100, -100, -100], petit_au_bout=20),
    "faults": [revoke("must_follow_suit", N, "defence", 3)], "adjustments": [transfer(3, 9, "attack")],
    "sanctions": [discretionary(N)]}, []))

# Example 2: prise, a correct simple poignée by S; trick 9, S ♥Q, E ♥2, N ruffs T9 holding ♥6, W ♥C.
EXAMPLES.append((Spec(
    "example_02_revoke_turns_a_failure_into_a_make", "§7.5 Example 2",
    "A defender's revoke turns the taker's failure into a make: judged after the return (J2), scored.",
    "petite",
    fixed={S: cards("♥Q T21 Exc") + trumps(12, 20), E: cards("♥2"), N: cards("♥6 T9"), W: cards("♥C")},
    forced={8: (S, cards("♥Q ♥2 T9 ♥C"))}, hold={N: (8, cards("♥6"))},
    declarations=[{"seat": S, "type": "poignee", "cards": trumps(12, 21)[::-1]}],
    check=both(totals(38, 2), revoke_at(8, 2, N, 7)), bias=0.2), 2, {
    "codes": ["must_follow_suit"], "outcome": "scored", "counts_as_played": True,
    "raw": result(38, 2, 41, False, -3), "result": result(45, 2, 41, True, 4),
    "score": score(49, [147, -49, -49, -49], poignees=20),
    "faults": [revoke("must_follow_suit", N, "defence", 8)], "adjustments": [transfer(8, 7, "attack")],
    "sanctions": [discretionary(N)]}, [
    ("before_return", {"arbitration_winner_test": "before_return"}, {
        "codes": ["must_follow_suit"], "outcome": "annulled", "counts_as_played": False,
        "raw": result(38, 2, 41, False, -3), "result": result(45, 2, 41, True, 4), "score": ZEROS,
        "sanctions": [discretionary(N)]}),
]))

# Example 3: garde contre; trick 6, S ♠K, E ruffs T7 holding ♠3, N the Excuse, W ♠2; raw 40, T21 alone.
EXAMPLES.append((Spec(
    "example_03_defender_revokes_excuse_in_the_trick_annulled", "§7.5 Example 3",
    "A defender revokes, the Excuse is in the trick; the taker still fails after the transfer: annulled.",
    "garde_contre",
    fixed={S: cards("♠K T21") + trumps(13, 20), E: cards("T7 ♠3"), N: cards("Exc"), W: cards("♠2")},
    forced={5: (S, cards("♠K T7 Exc ♠2"))}, hold={E: (5, cards("♠3"))},
    check=both(totals(40, 1), revoke_at(5, 1, E, None))), 3, {
    "codes": ["must_follow_suit"], "outcome": "annulled", "counts_as_played": False,
    "raw": result(40, 1, 51, False, -11), "result": result(46, 1, 51, False, -5), "score": ZEROS,
    "faults": [revoke("must_follow_suit", E, "defence", 5)], "adjustments": [transfer(5, 6, "attack")],
    "sanctions": [discretionary(E)]}, []))

# Example 4: garde; trick 11, W ♣Q, S ruffs T15 holding ♣4, E ♣K, N ♣C; raw 52 with the three oudlers.
EXAMPLES.append((Spec(
    "example_04_taker_revokes_and_still_makes_annulled", "§7.5 Example 4",
    "The taker revokes and still makes: annulled.", "garde",
    fixed={S: cards("T15 ♣4 T21 T1 Exc") + trumps(16, 20), E: cards("♣K"), N: cards("♣C"), W: cards("♣Q")},
    forced={10: (W, cards("♣Q T15 ♣K ♣C"))}, hold={S: (10, cards("♣4"))},
    check=both(totals(52, 3), revoke_at(10, 1, S, 11))), 4, {
    "codes": ["must_follow_suit"], "outcome": "annulled", "counts_as_played": False,
    "raw": result(52, 3, 36, True, 16), "result": result(41, 3, 36, True, 5), "score": ZEROS,
    "faults": [revoke("must_follow_suit", S, "attack", 10)], "adjustments": [transfer(10, 11, "defence")],
    "sanctions": [discretionary(S)]}, []))

# Example 5: garde; trick 7, E ♣4, N the Petit (his only trump, void in clubs), W ♣J, S ruffs T18 holding ♣9.
N_HAND_5 = cards("T1 Exc ♠1 ♠3 ♠5 ♠7 ♠9 ♠Q ♥3 ♥5 ♥7 ♥9 ♥J ♦3 ♦5 ♦7 ♦9 ♦J")
EXAMPLES.append((Spec(
    "example_05_taker_revokes_and_captures_the_petit", "§7.5 Example 5",
    "The taker revokes and captures the Petit; handing it back changes the target: scored, failed.", "garde",
    fixed={S: cards("T18 ♣9 T21") + trumps(12, 17), E: cards("♣4"), N: N_HAND_5, W: cards("♣J")},
    forced={6: (E, cards("♣4 T1 ♣J T18"))}, hold={S: (6, cards("♣9"))},
    check=both(totals(46, 2), revoke_at(6, 3, S, 7))), 5, {
    "codes": ["must_follow_suit"], "outcome": "scored", "counts_as_played": True,
    "raw": result(46, 2, 41, True, 5), "result": result(39, 1, 51, False, -12),
    "score": score(-74, [-222, 74, 74, 74]),
    "faults": [revoke("must_follow_suit", S, "attack", 6)], "adjustments": [transfer(6, 7, "defence")],
    "sanctions": [discretionary(S)]}, []))


def ecart_of_seven(points_in_tricks: float) -> Check:
    """Example 6: the taker's 4-card tricks are worth ``points_in_tricks``; the last trick is ♦2, ♠5, T3."""
    def check(played: Played, counted: dict[str, Any], hands: dict[int, list[str]]) -> bool:
        return (sorted(played.tricks[17]) == sorted(cards("♦2 ♠5 T3")) and len(played.tricks) == 18
                and counted["half"] == 2 * (points_in_tricks + 9.5) and counted["oudlers"] == 2
                and counted["pab"] is None and all_legal(played, counted, hands))
    return check


SEVEN = cards("♥Q ♥C ♠J ♥1 ♥3 ♠2 ♣2")
for name, seed, in_tricks, expected in (
    ("example_06_faux_ecart_of_seven_cards", 6, 33, {
        "codes": ["discard_size"], "outcome": "scored", "counts_as_played": True,
        "raw": result(42.5, 2, 41, True, 2), "result": result(39, 2, 41, False, -2),
        "score": score(-54, [-162, 54, 54, 54]),
        "faults": [{"code": "discard_size", "kind": "faux_ecart_count", "rectifiable": False, "seat": S,
                    "side": "attack"}],
        "adjustments": [{"kind": "trick_without_taker", "trick": 17, "to": "defence"},
                        {"kind": "card_transferred", "cards": ["QH"], "points": 3.5, "to": "defence"}],
        "sanctions": [discretionary(S)]}),
    ("example_06_variant_faux_ecart_of_seven_cards_made", 16, 36, {
        "codes": ["discard_size"], "outcome": "annulled", "counts_as_played": False,
        "raw": result(45.5, 2, 41, True, 5), "result": result(42, 2, 41, True, 1), "score": ZEROS,
        "sanctions": [discretionary(S)]}),
):
    EXAMPLES.append((Spec(
        name, "§7.5 Example 6", f"A faux écart of 7 cards; the taker's 4-card tricks are worth {in_tricks}.",
        "garde", fixed={S: [*SEVEN, *cards("T21 Exc")]}, discard=SEVEN,
        last={E: cards("♦2"), N: cards("♠5"), W: cards("T3")}, exclude={S: cards("♦2 ♠5 T3")},
        avoid_dog=cards("♦2 ♠5 T3"), check=ecart_of_seven(in_tricks), bias=0.3), seed, expected, []))


def lone_petit(played: Played, counted: dict[str, Any], hands: dict[int, list[str]]) -> bool:
    return (len(played.tricks) == 19 and played.tricks[18] == ["1T"] and counted["half"] == 78
            and counted["oudlers"] == 2 and all_legal(played, counted, hands))


FIVE = cards("♠J ♠2 ♠4 ♥2 ♥4")
# Example 7: prise; a 5-card écart (♠J and four low cards, 3.5); the Petit is the taker's lone last card.
EXAMPLES.append((Spec(
    "example_07_faux_ecart_of_five_cards_petit_alone", "§7.5 Example 7",
    "A faux écart of 5 cards with the Petit as the lone last card: his, without petit au bout.", "petite",
    fixed={S: [*FIVE, *cards("T21 T1")]}, discard=FIVE, last={S: cards("T1")}, exclude={S: cards("Exc")},
    avoid_dog=cards("Exc"), check=lone_petit, bias=0.3), 7, {
    "codes": ["discard_size"], "outcome": "scored", "counts_as_played": True,
    "raw": result(39, 2, 41, False, -2), "result": result(39, 2, 41, False, -2),
    "score": score(-27, [-81, 27, 27, 27], petit_au_bout=0),
    "adjustments": [{"kind": "lone_trick_to_taker", "trick": 18, "to": "attack"},
                    {"kind": "petit_au_bout_withheld"}],
    "sanctions": [discretionary(S)]}, []))

# Example 8: W shows nine trumps and the Excuse as a simple poignée while holding a tenth trump (P11).
W_POIGNEE = [*trumps(2, 10)[::-1], "EX"]
for name, seed, points, expected in (
    ("example_08a_excuse_hiding_a_trump_taker_makes", 8, 45, {
        "codes": ["poignee_excuse_with_trumps"], "outcome": "scored", "counts_as_played": True,
        "raw": result(45, 2, 41, True, 4), "result": result(45, 2, 41, True, 4),
        "score": score(78, [234, -78, -78, -78], poignees=20),
        "faults": [{"code": "poignee_excuse_with_trumps", "kind": "poignee", "rectifiable": False, "seat": W,
                    "side": "defence"}],
        "sanctions": [warning(W)]}),
    ("example_08b_excuse_hiding_a_trump_taker_fails", 18, 38, {
        "codes": ["poignee_excuse_with_trumps"], "outcome": "annulled", "counts_as_played": False,
        "raw": result(38, 2, 41, False, -3), "result": result(38, 2, 41, False, -3), "score": ZEROS,
        "sanctions": [warning(W)]}),
):
    EXAMPLES.append((Spec(
        name, "§7.5 Example 8", "A defender shows the Excuse in a poignée while hiding a trump (P11).", "garde",
        fixed={S: cards("T21 T1") + trumps(12, 20), W: ["EX", *trumps(2, 11)]},
        declarations=[{"seat": W, "type": "poignee", "cards": W_POIGNEE}],
        check=both(totals(points, 2), all_legal), bias=0.3), seed, expected, []))

# Example 9: garde sans; the taker shows a double poignée during trick 3 (P9); one oudler.
for name, seed, points, expected in (
    ("example_09a_poignee_shown_late_taker_makes", 9, 58, {
        "codes": ["poignee_late"], "outcome": "scored", "counts_as_played": True,
        "result": result(58, 1, 51, True, 7), "score": score(128, [384, -128, -128, -128], poignees=0),
        "faults": [{"code": "poignee_late", "kind": "poignee", "rectifiable": False, "seat": S, "side": "attack"}],
        "adjustments": [{"kind": "poignee_not_counted", "seat": S}], "sanctions": [warning(S)]}),
    ("example_09b_poignee_shown_late_taker_fails", 19, 48, {
        "codes": ["poignee_late"], "outcome": "scored", "counts_as_played": True,
        "result": result(48, 1, 51, False, -3), "score": score(-142, [-426, 142, 142, 142], poignees=-30),
        "sanctions": [warning(S)]}),
):
    EXAMPLES.append((Spec(
        name, "§7.5 Example 9", "The taker shows a double poignée at the wrong moment, during trick 3 (P9).",
        "garde_sans", fixed={S: trumps(9, 21)}, avoid_dog=cards("T1 Exc"),
        declarations=[{"seat": S, "type": "poignee", "cards": trumps(9, 21)[::-1]}],
        events=[{"type": "poignee_shown", "seat": S, "size": "double", "at_card": 9}],
        check=both(totals(points, 1), all_legal), bias=0.3), seed, expected, []))

# Example 10: the taker shows nine trumps as a simple poignée: no tenth trump, no Excuse (P3); the
# variant (P2) holds a tenth trump he did not show.
for name, seed, held, expected in (
    ("example_10_incomplete_poignee_that_cannot_be_fixed", 10, trumps(14, 21) + ["1T"], {
        "codes": ["poignee_size"], "outcome": "scored", "counts_as_played": True,
        "result": result(44, 2, 41, True, 3), "score": score(56, [168, -56, -56, -56], poignees=0),
        "faults": [{"code": "poignee_size", "kind": "poignee", "rectifiable": False, "seat": S, "side": "attack"}],
        "adjustments": [{"kind": "poignee_not_counted", "seat": S}], "sanctions": [warning(S)]}),
    ("example_10_variant_incomplete_poignee_that_can_be_fixed", 20, trumps(13, 21) + ["1T"], {
        "codes": ["poignee_size"], "outcome": "scored", "counts_as_played": True,
        "result": result(44, 2, 41, True, 3), "score": score(76, [228, -76, -76, -76], poignees=20),
        "faults": [{"code": "poignee_size", "kind": "poignee", "rectifiable": True, "seat": S, "side": "attack"}],
        "sanctions": [warning(S)]}),
):
    EXAMPLES.append((Spec(
        name, "§7.5 Example 10", f"The taker shows nine trumps as a simple poignée, holding {len(held)}.", "garde",
        fixed={S: held}, exclude={S: NOT_TRUMPS_EXCEPT(*held)}, avoid_dog=NOT_TRUMPS_EXCEPT(),
        declarations=[{"seat": S, "type": "poignee", "cards": [*trumps(14, 21)[::-1], "1T"]}],
        check=both(totals(44, 2), all_legal), bias=0.3), seed, expected, []))


def misdeal(points: float) -> Check:
    def check(played: Played, counted: dict[str, Any], hands: dict[int, list[str]]) -> bool:
        return (len(played.tricks) == 19 and len(played.tricks[17]) == 3 and played.seats[18] == [N]
                and totals(points, 2)(played, counted, hands) and all_legal(played, counted, hands))
    return check


# Example 11: N dealt 19 cards and W 17, found when W has no card for trick 18.
for name, seed, points, expected in (
    ("example_11a_misdeal_found_in_play_taker_makes", 11, 43, {
        "codes": ["hand_size", "hand_size"], "outcome": "scored", "counts_as_played": True,
        "result": result(43, 2, 41, True, 2), "score": score(54, [162, -54, -54, -54]),
        "faults": [{"code": "hand_size", "kind": "misdeal", "seat": N, "side": None},
                   {"code": "hand_size", "kind": "misdeal", "seat": W, "side": None}],
        "sanctions": []}),
    ("example_11b_misdeal_found_in_play_taker_fails", 21, 40, {
        "codes": ["hand_size", "hand_size"], "outcome": "annulled", "counts_as_played": False,
        "result": result(40, 2, 41, False, -1), "score": ZEROS, "sanctions": []}),
):
    EXAMPLES.append((Spec(
        name, "§7.5 Example 11", "A misdeal found during play: N has 19 cards, W 17.", "garde",
        fixed={S: cards("T21") + trumps(13, 20)}, hand_sizes={N: 19, W: 17}, check=misdeal(points), bias=0.3),
        seed, expected, []))

# Example 12: both sides revoke (the tricks of examples 1 and 4); raw 50 with two oudlers, M 68.
EXAMPLES.append((Spec(
    "example_12_both_sides_revoke", "§7.5 Example 12", "Both sides revoke in one free deal (J5): annulled.",
    "garde",
    fixed={S: cards("♦K T15 ♣4 T21") + trumps(16, 20), E: cards("♦4 ♣K"), N: cards("♦7 T6 ♣C"), W: cards("♦Q ♣Q")},
    forced={3: (S, cards("♦K ♦4 T6 ♦Q")), 10: (W, cards("♣Q T15 ♣K ♣C"))},
    hold={N: (3, cards("♦7")), S: (10, cards("♣4"))},
    check=both(totals(50, 2), revoke_at(3, 2, N, 9, ((10, 1),))), bias=0.4), 12, {
    "codes": ["must_follow_suit", "must_follow_suit"], "outcome": "annulled", "counts_as_played": False,
    "raw": result(50, 2, 41, True, 9), "score": ZEROS,
    "faults": [revoke("must_follow_suit", N, "defence", 3), revoke("must_follow_suit", S, "attack", 10)],
    "sanctions": [discretionary(N), discretionary(S)]}, []))


# Example 13: the digest's complete synthetic record (seed 1 of its script): dealer S, E leads; one revoke,
# trick 3, E plays the Petit under his partner's winning T16 while holding T19 (a failure to overtrump).
EX13_HANDS = [
    cards("♣Q ♦2 ♦C ♦Q ♥3 ♥5 ♥6 ♥8 ♥C ♠3 ♠5 ♠8 ♠C T12 T13 T18 T20 T21"),
    cards("♣1 ♣2 ♣4 ♣9 ♣J ♦3 ♦8 ♦9 ♥9 ♥10 ♠6 ♠10 ♠J T1 T3 T10 T11 T19"),
    cards("♣6 ♣C ♦4 ♦6 ♦7 ♦10 ♦K ♥1 ♥7 ♥J ♥K ♠2 ♠7 ♠K T4 T6 T15 T16"),
    cards("♣3 ♣5 ♣7 ♣8 ♣10 ♣K ♦1 ♦J ♥Q ♠1 ♠4 ♠Q T2 T5 T7 T9 T14 Exc"),
]
EX13_TRICKS = [cards(line) for line in (
    "♠10 ♠K ♠Q ♠3", "T6 T7 T21 T3", "T13 T1 T16 T14", "♠2 ♠1 ♠C ♠6", "♥8 ♥10 ♥7 ♥Q", "♠4 ♠5 ♠J ♠7",
    "♥9 ♥K T5 ♥C", "T2 T17 T19 T15", "♣J ♣6 ♣8 ♣Q", "T20 T10 T4 T9", "T18 T11 ♦7 ♦J", "♠8 ♦9 ♦6 ♣10",
    "♥6 ♣1 ♥J ♣K", "♥1 ♣3 T8 ♣4", "♦Q ♦3 ♦K Exc", "♣C ♣5 T12 ♣2", "♠9 ♣9 ♦10 ♣7", "♦C ♦8 ♦4 ♦1",
)]
EX13: dict[str, Any] = {
    "name": "example_13_complete_synthetic_record", "example": "§7.5 Example 13",
    "description": "The digest's complete record: one injected revoke (trick 3, E plays T1 under T16 holding T19).",
    "request": {
        "ruleset": "french-tarot", "players": 4, "options": {"arbitration": "fft"}, "dealer": 0,
        "hands": EX13_HANDS, "dog": cards("T8 ♥2 ♦5 ♠9 T17 ♥4"),
        "auction": [{"seat": E, "call": "pass"}, {"seat": N, "call": "pass"}, {"seat": W, "call": "pass"},
                    {"seat": S, "call": "garde"}],
        "discard": cards("♦2 ♦5 ♥2 ♥3 ♥4 ♥5"), "tricks": EX13_TRICKS,
    },
    "expected": {
        "codes": ["must_overtrump"], "outcome": "scored", "counts_as_played": True,
        "raw": result(38, 1, 51, False, -13), "result": result(44, 2, 41, True, 3),
        "score": score(56, [168, -56, -56, -56], petit_au_bout=0),
        "faults": [revoke("must_overtrump", E, "defence", 2)], "adjustments": [transfer(2, 6, "attack")],
        "sanctions": [discretionary(E)],
    },
}
