"""Whole deals of completed tricks, for the counting tests: the few tricks a test chooses (the Excuse and the
Petit among them), the rest of the deck dealt into the other tricks, and the dog a garde sans leaves to the
attack."""

from __future__ import annotations

from service.core.cards import EXCUSE, FULL_DECK, PETIT
from service.french.counting import CompletedTrick

from .helpers import cs

HAND = {3: 24, 4: 18, 5: 15}
DOG = cs("2S 3S 4S 5S 6S 7S")  # garde sans: the dog is the attack's


def build(players, special, default_winner, dog=DOG, default_leader=None):
    """``special``: {index: (codes, leader, winner)}; other tricks are filled with the remaining cards
    (never the Excuse nor the Petit) and won by ``default_winner``."""
    placed = set(dog)
    tricks = {}
    for index, (codes, leader, winner) in special.items():
        cards = cs(codes)
        assert not placed & set(cards)
        placed |= set(cards)
        tricks[index] = CompletedTrick(leader, cards, winner)
    assert EXCUSE in placed and PETIT in placed, "place the Excuse and the Petit explicitly"
    rest = [card for card in FULL_DECK if card not in placed]
    leader = default_winner if default_leader is None else default_leader
    for index in range(HAND[players]):
        if index not in tricks:
            chunk, rest = tuple(rest[:players]), rest[players:]
            tricks[index] = CompletedTrick(leader, chunk, default_winner)
    assert not rest
    return [tricks[index] for index in range(HAND[players])]
