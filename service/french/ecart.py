"""The taker's écart (discard) after taking the dog with a petite or a garde [FFT]."""

from __future__ import annotations

from ..core.cards import OUDLERS, Card, card_code, describe, is_king, is_plain, is_trump
from ..core.violations import Violation
from .rules import FrenchRules


def check_discard(
    discard: tuple[Card, ...], taker: int, taker_cards: tuple[Card, ...], rules: FrenchRules
) -> list[Violation]:
    """``taker_cards``: the taker's hand plus the dog, from which he discards."""
    violations: list[Violation] = []

    def report(code: str, message: str, pointer: str, card: Card | None = None) -> None:
        violations.append(Violation(code, "discard", message, pointer, seat=taker, card=card))

    if len(discard) != rules.dog_size:
        report("discard_size", f"The taker discarded {len(discard)} cards; the écart has {rules.dog_size}.",
               "/discard")
    available: dict[Card, int] = {}  # a plain dict, not a Counter: compiled, it is counted in place
    for card in taker_cards:
        available[card] = available.get(card, 0) + 1
    for index, card in enumerate(discard):
        if available.get(card, 0) == 0:
            where = "listed twice" if card in taker_cards else "not in the taker's hand or the dog"
            report("discard_not_held", f"The taker discarded {card_code(card)}, {where}.", f"/discard/{index}", card)
            continue
        available[card] -= 1
        if is_king(card):
            report("discard_king", f"The taker discarded {card_code(card)}: kings may not go to the écart.",
                   f"/discard/{index}", card)
        elif card in OUDLERS:
            report("discard_oudler", f"The taker discarded {card_code(card)}: oudlers may not go to the écart.",
                   f"/discard/{index}", card)
    # A trump may go to the écart only when nothing else is allowed: every plain non-king card is discarded.
    trumps = [(index, card) for index, card in enumerate(discard)
              if is_trump(card) and card not in OUDLERS and card in taker_cards]
    if not trumps:  # most écarts: what the taker kept does not matter
        return violations
    kept_plain = sorted(card for card, count in available.items() if count and is_plain(card) and not is_king(card))
    if kept_plain:
        for index, card in trumps:
            report("discard_trump_not_forced",
                   f"The taker discarded the trump {card_code(card)} while keeping {describe(kept_plain)}; "
                   "trumps go to the écart only when unavoidable.",
                   f"/discard/{index}", card)
    return violations



def hand_after_discard(taker_cards: tuple[Card, ...], discard: tuple[Card, ...]) -> tuple[Card, ...]:
    discarded = set(discard)
    return tuple(card for card in taker_cards if card not in discarded)
