"""The words of Zwanzigerrufen's messages that each language says its own way: the games, the announced items,
the doublings, the suits, a call as a player makes it.

Each is a ``Text`` (service/core/text.py) of this rule set, put into a message as one of its values: the English
message reads it as written here, and French and German put the Austrian word of zwanzigerrufen.po in its place
(Solo, Kontra, Subkontra, never the wire's ``sub``). Built once, at import: a message found costs a look-up.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from ..core.text import Text, from_one
from .rules import ABSOLUT, DECLARERS, FARBENSOLO, GAME, OPPONENTS, PAGAT, RUFER, SOLO, VALAT

RULESET: Final = "zwanzigerrufen"

GAMES: Final[Mapping[str, Text]] = MappingProxyType({
    RUFER: Text("Rufer", ruleset=RULESET), FARBENSOLO: Text("Farbensolo", ruleset=RULESET),
    SOLO: Text("Solo", ruleset=RULESET),
})
"""Each game by its wire word."""

ITEMS: Final[Mapping[str, Text]] = MappingProxyType({
    ABSOLUT: Text("Absolut", ruleset=RULESET), PAGAT: Text("Pagat", ruleset=RULESET),
    VALAT: Text("Valat", ruleset=RULESET),
})
"""Each item a party may announce, by its wire word."""

STEPS: Final[Mapping[str, Text]] = MappingProxyType({
    "kontra": Text("Kontra", ruleset=RULESET), "re": Text("Re", ruleset=RULESET),
    "sub": Text("Subkontra", ruleset=RULESET), "mordsub": Text("Mordsubkontra", ruleset=RULESET),
})
"""Each rung of the doubling ladder, by its wire word."""

PASS: Final = Text("pass", ruleset=RULESET)

THE_GAME: Final = Text("the game", ruleset=RULESET)
OWNED_ITEMS: Final[Mapping[tuple[str, str], Text]] = MappingProxyType({
    **{(DECLARERS, item): Text("the declarers' {item}", item=word, ruleset=RULESET) for item, word in ITEMS.items()},
    **{(OPPONENTS, item): Text("the opponents' {item}", item=word, ruleset=RULESET) for item, word in ITEMS.items()},
})
"""(owning party, item) → the item a doubling is said on."""

SUIT_LEADS: Final = (Text("spade", ruleset=RULESET), Text("heart", ruleset=RULESET),
                     Text("diamond", ruleset=RULESET), Text("club", ruleset=RULESET))
"""Each suit (0..3) as a lead names it: "on a club lead"."""
SUITS_VOID: Final = (Text("spades", ruleset=RULESET), Text("hearts", ruleset=RULESET),
                     Text("diamonds", ruleset=RULESET), Text("clubs", ruleset=RULESET))
"""Each suit (0..3) as a player void in it names it: "void in clubs"."""

THE_PLAYER: Final = Text("The player", ruleset=RULESET)
"""The player of a legal-plays answer, who has no seat."""


def player(seat: int | None) -> Text:
    """Who plays a card, as a message opens on it: "Seat 3", or "The player" when no seat is known."""
    return THE_PLAYER if seat is None else Text("Seat {seat}", seat=from_one(seat), ruleset=RULESET)


def owned_item(item: str, owner: str) -> Text:
    """The game, or an announced item of ``owner``'s party, as a doubling is said on it."""
    return THE_GAME if item == GAME else OWNED_ITEMS[(owner, item)]
