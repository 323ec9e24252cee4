"""The taker's écart (discard) after taking the dog with a petite or a garde [FFT]."""

from __future__ import annotations

from typing import Final

from ..core.cards import FIRST_TRUMP, OUDLERS, Card, card_code, describe, is_king, is_plain, is_trump
from ..core.text import Text
from ..core.violations import Violation
from .play import Hand
from .rules import FrenchRules


def check_discard(
    discard: tuple[Card, ...], taker: int, taker_cards: tuple[Card, ...], rules: FrenchRules
) -> list[Violation]:
    """``taker_cards``: the taker's hand plus the dog, from which he discards."""
    if _plainly_legal(discard, taker_cards, rules.dog_size):
        return []
    return _discard_violations(discard, taker, taker_cards, rules)


_KINGS: Final = sum(1 << card for card in range(FIRST_TRUMP) if is_king(card))
"""The four kings, as the first word of a ``Hand``."""


def _plainly_legal(discard: tuple[Card, ...], taker_cards: tuple[Card, ...], size: int) -> bool:
    """Whether the écart is plainly legal, as most are: its size, distinct cards that the taker holds (each once),
    no king, no oudler and no trump. Two bitsets tell it, where ``_discard_violations`` counts every card in a dict;
    anything else (a trump in it, a card twice, not a card) is left to that full check."""
    if len(discard) != size or any(card < 0 for card in discard) or any(card < 0 for card in taker_cards):
        return False
    held, laid = Hand(taker_cards), Hand(discard)
    if held.plain.bit_count() + held.high.bit_count() != len(taker_cards):
        return False  # a card dealt twice: the full check counts it
    if laid.plain.bit_count() + laid.high.bit_count() != len(discard):
        return False
    return not (laid.plain & ~held.plain or laid.plain & _KINGS or laid.high)


def _discard_violations(
    discard: tuple[Card, ...], taker: int, taker_cards: tuple[Card, ...], rules: FrenchRules
) -> list[Violation]:
    violations: list[Violation] = []

    def report(code: str, message: Text, pointer: str, card: Card | None = None) -> None:
        violations.append(Violation(code, "discard", message, pointer, seat=taker, card=card))

    if len(discard) != rules.dog_size:
        report("discard_size", Text("The taker discarded {count} cards; the écart has {size}.", count=len(discard),
                                    size=rules.dog_size), "/discard")
    available: dict[Card, int] = {}  # a plain dict, not a Counter: compiled, it is counted in place
    for card in taker_cards:
        available[card] = available.get(card, 0) + 1
    for index, card in enumerate(discard):
        if available.get(card, 0) == 0:
            if card in taker_cards:
                message = Text("The taker discarded {card}, listed twice.", card=card_code(card))
            else:
                message = Text("The taker discarded {card}, not in the taker's hand or the dog.", card=card_code(card))
            report("discard_not_held", message, f"/discard/{index}", card)
            continue
        available[card] -= 1
        if is_king(card):
            report("discard_king", Text("The taker discarded {card}: kings may not go to the écart.",
                                        card=card_code(card)), f"/discard/{index}", card)
        elif card in OUDLERS:
            report("discard_oudler", Text("The taker discarded {card}: oudlers may not go to the écart.",
                                          card=card_code(card)), f"/discard/{index}", card)
    # A trump may go to the écart only when nothing else is allowed: every plain non-king card is discarded.
    trumps = [(index, card) for index, card in enumerate(discard)
              if is_trump(card) and card not in OUDLERS and card in taker_cards]
    if not trumps:  # most écarts: what the taker kept does not matter
        return violations
    kept_plain = sorted(card for card, count in available.items() if count and is_plain(card) and not is_king(card))
    if kept_plain:
        kept = describe(kept_plain)
        for index, card in trumps:
            report("discard_trump_not_forced",
                   Text("The taker discarded the trump {card} while keeping {cards}; trumps go to the écart only when "
                        "unavoidable.", card=card_code(card), cards=kept), f"/discard/{index}", card)
    return violations



def hand_after_discard(taker_cards: tuple[Card, ...], discard: tuple[Card, ...]) -> tuple[Card, ...]:
    discarded = set(discard)
    return tuple(card for card in taker_cards if card not in discarded)
