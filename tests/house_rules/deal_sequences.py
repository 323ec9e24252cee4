"""Deals as they happened, for the tests of a record's ``deal_sequence`` and the ``dog_placement`` option: a
shuffled pack dealt in packets round the table, the dog's cards set aside where the test says."""

from __future__ import annotations

import random
from typing import Any

from .builders import DECK

PACKET = {3: 4, 4: 3, 5: 3}
THREE = {"dog_placement": "not_first_or_last_three"}


def dealt(players: int, dealer: int, dog_after: list[int], seed: int = 1, packet: int | None = None,
          dog_before: int = 0) -> dict[str, Any]:
    """A deal as it happened: the shuffled pack dealt in packets round the table from the dealer's next
    seat; ``dog_before`` dog cards before the first packet, then one dog card after each packet index in
    ``dog_after`` (repeated indices: several). The record's hands and dog are what the sequence gives."""
    pack = list(DECK)
    random.Random(seed).shuffle(pack)
    size = packet or PACKET[players]
    hands: list[list[str]] = [[] for _ in range(players)]
    dog: list[str] = []
    sequence: list[dict[str, Any]] = []
    position = 0

    def to_dog() -> None:
        nonlocal position
        sequence.append({"to": "dog", "cards": [pack[position]]})
        dog.append(pack[position])
        position += 1

    for _ in range(dog_before):
        to_dog()
    index = 0
    while position < 78:
        seat = (dealer + 1 + index) % players
        cards = pack[position:position + size]
        sequence.append({"to": seat, "cards": cards})
        hands[seat] += cards
        position += len(cards)
        for _ in range(dog_after.count(index)):
            to_dog()
        index += 1
    return {"players": players, "dealer": dealer, "hands": hands, "dog": dog, "deal_sequence": sequence}
