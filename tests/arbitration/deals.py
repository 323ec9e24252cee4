"""The deals the arbitration tests rule on: the taker's hands, how he plays them, and the Deal builder.

Seats 0–3 with the dealer 3, so seat 0 (the taker) leads. A strong taker (ten trumps, the Excuse and seven
honours) makes his garde; a weak one (the seven lowest cards of each plain suit but one) fails it. The Petit
keeper holds the strong taker's hand with the Petit for the 12 of trumps, and keeps it for the last trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from service.core.cards import codes
from tests.arbitration.helpers import FFT, Chooser, auction, lowest, play_out
from tests.engine.helpers import build_deal


def honours_first(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    plain = [card for card in legal if card[0] in "KQ" and not card.endswith("T")]
    return plain[0] if plain else lowest(seat, hand, trick, legal)


def keeping(*last: str) -> Chooser:
    """Keeps ``last`` for the last tricks (the first of them to the very last), honours first otherwise."""
    def choose(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
        kept = [card for card in legal if card not in last[:len(hand) - 1]] or legal
        return honours_first(seat, hand, trick, kept)
    return choose


STRONG = ["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "12T", "EX", "KS", "KH", "KD", "KC", "QS",
          "QH", "QD"]
WEAK = ["2S", "3S", "4S", "5S", "6S", "7S", "2H", "3H", "4H", "5H", "6H", "7H", "2D", "3D", "4D", "5D", "6D", "7D"]


@dataclass
class Deal:
    hands: list[list[str]]
    dog: list[str]
    contract: str = "garde"

    @property
    def discard(self) -> list[str]:
        return list(self.dog) if self.contract in ("petite", "garde") else []

    @property
    def at_play(self) -> list[list[str]]:
        hands = [list(hand) for hand in self.hands]
        if self.discard:
            hands[0] = [card for card in hands[0] + self.dog if card not in self.discard]
        return hands

    def play(self, **kwargs: Any) -> list[list[str]]:
        """The taker leads his honours first (the defenders still hold trumps), then everybody plays low."""
        kwargs.setdefault("choosers", {0: honours_first})
        return play_out(self.at_play, 0, {0}, **kwargs)

    def record(self, tricks: Sequence[Sequence[str]] | None = None, **extra: Any) -> dict[str, Any]:
        record: dict[str, Any] = {"players": 4, "dealer": 3, "hands": self.hands, "dog": self.dog,
                                  "auction": auction(4, 3, 0, self.contract), "options": dict(FFT)}
        if self.discard:
            record["discard"] = self.discard
        record["tricks"] = self.play() if tricks is None else [list(trick) for trick in tricks]
        record.update(extra)
        return record


def deal(taker: list[str], contract: str = "garde") -> Deal:
    hands, dog = build_deal(4, {0: taker})
    return Deal([codes(hand) for hand in hands], codes(dog), contract)


def with_discard(base: Deal, discard: list[str], **kwargs: Any) -> dict[str, Any]:
    hands = base.at_play
    hands[0] = [card for card in base.hands[0] + base.dog if card not in discard]
    record = base.record(play_out(hands, 0, {0}, **kwargs))
    record["discard"] = discard
    return record


PETIT_KEEPER = ["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "1T", "EX", "KS", "KH", "KD", "KC", "QS",
                "QH", "QD"]


def petit_last(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    kept = [card for card in legal if card != "1T"] if len(hand) > 1 and len(legal) > 1 else legal
    return honours_first(seat, hand, trick, kept)
