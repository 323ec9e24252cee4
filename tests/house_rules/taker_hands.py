"""Two full hand records built for the option tests, played out by my own model of §6.3 (``builders.py``):
a strong taker who takes every trick but the last, and a weak one whose defence takes every trick. Every
expected number is counted in the builder's docstring."""

from __future__ import annotations

from typing import Any

from .builders import CLUBS, DIAMONDS, HEARTS, SPADES, deal, excuse_first, highest, keeping, play_out, record, trumps


def strong_taker_hand(contract: str = "garde_sans", **fields: Any) -> dict[str, Any]:
    """4 players, dealer 0, taker seat 1 with 21T-5T and 1S. Seat 2 holds the Excuse and plays it at
    once; seat 3 holds 1T-4T and keeps KS to the end. The taker leads his trumps (capturing the Petit in
    the first trick), then 1S, which seat 3's KS takes: the attack takes every trick but the last.

    Count (garde sans, the dog 9C-KC is the attack's): 91, less the Excuse kept by the defence (4.5) and
    its exchange card (+0.5), less the last trick 1S 9H KS KD (0.5 + 0.5 + 4.5 + 4.5 = 10): 77 points,
    oudlers 21T and 1T: 2, target 41, made by 36: (25 + 36) × 4 = 244 per defender."""
    taker = trumps(21, 5) + ["1S"]
    seat2 = ["EX"] + SPADES[1:9] + HEARTS[:9]
    seat3 = trumps(4, 1) + SPADES[9:] + HEARTS[9:] + DIAMONDS[:4]
    seat0 = DIAMONDS[4:] + CLUBS[:8]
    dog = CLUBS[8:]
    hands = [seat0, taker, seat2, seat3]
    tricks, winners = play_out(hands, 1, [0, 1, 2, 3], {1: highest, 2: excuse_first, 3: keeping("KS")}, attack={1})
    assert winners == [1] * 17 + [3]
    return record(4, 0, hands, dog, {1: contract}, tricks=tricks, **fields)


WEAK_TAKER = [f"{rank}{suit}" for suit in "SHDC" for rank in "1234"] + ["5S", "5H"]
LOW_DOG = ["6S", "7S", "6H", "7H", "5D", "5C"]


def weak_taker_hand(**fields: Any) -> dict[str, Any]:
    """4 players, dealer 0, garde sans by seat 1 holding only 1-4 of each suit, 5S and 5H (no trump, no
    face, no Excuse): the defence, playing its strongest cards, takes every trick. The attack has the dog
    alone: 6 low cards, 3 points, no oudler: lost by 53, -(25 + 53) × 4 = -312, and a defence chelem."""
    hands = deal(4, 18, {1: WEAK_TAKER}, LOW_DOG)
    tricks, winners = play_out(hands, 1, [0, 1, 2, 3], {0: highest, 2: highest, 3: highest}, attack={1})
    assert 1 not in winners
    return record(4, 0, hands, LOW_DOG, {1: "garde_sans"}, tricks=tricks, **fields)
