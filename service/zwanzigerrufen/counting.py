"""Who took what: each party's card points and tricks, and the facts of play the premiums need [spec §8, §9.2]."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.cards import Card
from .deck import KINGS, MOND, PAGAT, TRULL, points_of


@dataclass(frozen=True)
class CompletedTrick:
    leader: int
    cards: tuple[Card, ...]
    seats: tuple[int, ...]
    """The seat that played each card."""
    winner: int
    kaiserstich: bool
    mondfang: bool

    @property
    def points(self) -> int:
        return points_of(self.cards)

    def seat_of(self, card: Card) -> int | None:
        return self.seats[self.cards.index(card)] if card in self.cards else None


@dataclass(frozen=True)
class Count:
    declarer_points: int
    declarer_tricks: int
    pagat_last_trick: tuple[int, bool] | None
    mondfang: int | None


def count_tricks(tricks: Sequence[CompletedTrick], declarers: frozenset[int], last_trick: int) -> Count:
    """Card points and tricks of the declarers; who played 1T to trick ``last_trick`` and whether it won;
    whose 21T was taken by the Sküs."""
    won = [trick for trick in tricks if trick.winner in declarers]
    pagat_last = None
    if len(tricks) > last_trick:
        final = tricks[last_trick]
        seat = final.seat_of(PAGAT)
        if seat is not None:
            pagat_last = (seat, final.winner == seat)
    mondfang = next((trick.seat_of(MOND) for trick in tricks if trick.mondfang), None)
    return Count(sum(trick.points for trick in won), len(won), pagat_last, mondfang)


def trull_holder(hands: Sequence[Sequence[Card]]) -> int | None:
    return next((seat for seat, hand in enumerate(hands) if set(hand) >= TRULL), None)


def four_kings_holder(hands: Sequence[Sequence[Card]]) -> int | None:
    return next((seat for seat, hand in enumerate(hands) if set(KINGS) <= set(hand)), None)
