"""Cards as players write them in each language; the wire's ``card`` fields keep the codes.

English messages name cards by their codes, as the engines have always written them. The French game's
trumps are "atouts" in French and "Trumpf" in German; Zwanzigerrufen's are tarocks, its 1, 21 and Excuse
the Pagat, the Mond and the Sküs (docs/glossary.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

SUITS: Final = "SHDC"
FACES: Final = "KQCJ"

_FRENCH_SUITS: Final = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
_FRENCH_FACES: Final = {"K": "le roi", "Q": "la dame", "C": "le cavalier", "J": "le valet"}
_GERMAN_SUITS: Final = {"S": "Pik", "H": "Herz", "D": "Karo", "C": "Kreuz"}
_GERMAN_FACES: Final = {"K": "König", "Q": "Dame", "C": "Reiter", "J": "Bube"}
_GERMAN_NUMBERS: Final = ("Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn")
_ROMAN: Final = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV",
                 "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")


def _french_suit_card(rank: str, suit: str) -> str:
    if rank in _FRENCH_FACES:
        return f"{_FRENCH_FACES[rank]} de {_FRENCH_SUITS[suit]}"
    return f"l'as de {_FRENCH_SUITS[suit]}" if rank == "1" else f"le {rank} de {_FRENCH_SUITS[suit]}"


def _german_suit_card(rank: str, suit: str) -> str:
    name = _GERMAN_FACES[rank] if rank in _GERMAN_FACES else _GERMAN_NUMBERS[int(rank) - 1]
    return f"{_GERMAN_SUITS[suit]}-{name}"


def _names(
    french_trump: dict[int, str], german_trump: dict[int, str], excuse: tuple[str, str]
) -> dict[str, dict[str, str]]:
    french: dict[str, str] = {"EX": excuse[0]}
    german: dict[str, str] = {"EX": excuse[1]}
    for suit in SUITS:
        for rank in [*FACES, *(str(number) for number in range(1, 11))]:
            french[rank + suit] = _french_suit_card(rank, suit)
            german[rank + suit] = _german_suit_card(rank, suit)
    for number in range(1, 22):
        french[f"{number}T"] = french_trump[number]
        german[f"{number}T"] = german_trump[number]
    return {"fr": french, "de": german}


_FRENCH_TAROT: Final = _names(
    {number: "le Petit" if number == 1 else f"le {number} d'atout" for number in range(1, 22)},
    {number: "Petit" if number == 1 else f"Trumpf {number}" for number in range(1, 22)},
    ("l'Excuse", "Excuse"),
)
_ZWANZIGERRUFEN: Final = _names(
    {number: {1: "le Pagat", 21: "le Mond"}.get(number, f"le tarock {_ROMAN[number - 1]}") for number in range(1, 22)},
    {number: {1: "Pagat", 21: "Mond"}.get(number, f"Tarock {_ROMAN[number - 1]}") for number in range(1, 22)},
    ("le Sküs", "Sküs"),
)

CARD_NAMES: Final[Mapping[str, Mapping[str, Mapping[str, str]]]] = MappingProxyType({
    "french-tarot": MappingProxyType({language: MappingProxyType(names) for language, names in _FRENCH_TAROT.items()}),
    "zwanzigerrufen": MappingProxyType(
        {language: MappingProxyType(names) for language, names in _ZWANZIGERRUFEN.items()}),
})
"""Rule set → language → card code → the card's name in that language."""


def card_name(code: str, language: str, ruleset: str) -> str:
    """The card as players of ``ruleset`` write it in ``language``; English, and any code not a card, as its code."""
    names = CARD_NAMES[ruleset].get(language)
    return code if names is None else names.get(code, code)
