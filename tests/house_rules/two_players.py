"""My own model of seed 000's game for two, for the 2-player tests: a seeded deal, a play-out from the
hand and the face-up pile cards, and the count (targets by each player's own oudlers, 25 + the margin,
the petit au bout to the taker of the last trick with the Petit in it)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from tests.property.generator import OUDLERS, half_points

from .builders import DECK, EXCUSE, PETIT, Chooser, lowest, play_out_piles

TARGET = {0: 56, 1: 51, 2: 41, 3: 36}


def pile_first(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    """The weakest legal face-up pile card if there is one, else the weakest legal card."""
    from_piles = [card for card in legal if card not in hand]
    return lowest(seat, hand, trick, from_piles or legal)


@dataclass
class TwoPlayerGame:
    record: dict[str, Any]
    winners: list[int]
    half: dict[int, int]
    oudlers: dict[int, int]
    petit_au_bout: int | None  # the seat that took the Petit in the last trick
    amount: int  # what the non-dealer wins from the dealer (negative: the dealer wins)
    made: bool
    margin: int


def deal_two(seed: int, dealer: int = 0) -> tuple[list[list[str]], list[list[list[str]]]]:
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    hands = [cards[:21], cards[21:42]]
    piles = [[cards[42 + 3 * i:45 + 3 * i] for i in range(6)], [cards[60 + 3 * i:63 + 3 * i] for i in range(6)]]
    return hands, piles


def play_two(seed: int, dealer: int = 0, choosers: dict[int, Chooser] | None = None,
             changes_side: bool = True) -> TwoPlayerGame:
    hands, piles = deal_two(seed, dealer)
    leader = 1 - dealer
    tricks, winners = play_out_piles(hands, piles, leader, choosers)
    record = {"ruleset": "french-tarot", "players": 2, "dealer": dealer, "hands": hands, "dog": [],
              "piles": piles, "tricks": tricks}
    return count_two(record, tricks, winners, changes_side)


def count_two(record: dict[str, Any], tricks: list[list[str]], winners: list[int],
              changes_side: bool = True) -> TwoPlayerGame:
    dealer = record["dealer"]
    non_dealer = 1 - dealer
    half = {0: 0, 1: 0}
    oudlers = {0: 0, 1: 0}
    leader = non_dealer
    last = len(tricks) - 1

    def credit(seat: int, card: str) -> None:
        half[seat] += half_points(card)
        oudlers[seat] += card in OUDLERS

    for index, trick in enumerate(tricks):
        winner = winners[index]
        for position, card in enumerate(trick):
            seat = leader if position == 0 else 1 - leader
            if card != EXCUSE:
                credit(winner, card)
            elif index == last:
                credit((1 - seat) if changes_side else winner, card)
            else:
                credit(seat, card)
                if seat != winner:  # the exchange: a low card to the trick's winner
                    half[seat] -= 1
                    half[winner] += 1
        leader = winner
    assert half[0] + half[1] == 182
    pab = winners[-1] if PETIT in tricks[-1] else None
    points, k = half[non_dealer], oudlers[non_dealer]
    made = points >= 2 * TARGET[k]
    if made:
        margin = math.ceil((points - 2 * TARGET[k]) / 2)
        game = 25 + margin
    else:
        other = 182 - points
        margin = -math.ceil((2 * TARGET[k] - points) / 2)
        game = -(25 + math.ceil((other - 2 * TARGET[3 - k]) / 2)) if other >= 2 * TARGET[3 - k] else 0
    bonus = 0 if pab is None else (10 if pab == non_dealer else -10)
    return TwoPlayerGame(record, winners, half, oudlers, pab, game + bonus, made, margin)
