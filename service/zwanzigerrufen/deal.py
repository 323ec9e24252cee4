"""The deal: 40 distinct cards, 10 to each of four hands [spec §5.3]; the automatic redeal [§5.4]; the called tarock."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..core.cards import Card, card_code, describe
from ..core.text import Text, from_one
from ..core.violations import Violation
from .deck import CALLABLE, DECK, DECK_SET, GLATZEN, TRULL, is_tarock
from .record import HandRecord
from .rules import ZwanzigerrufenRules
from .words import RULESET


def check_deal(record: HandRecord, rules: ZwanzigerrufenRules) -> list[Violation]:
    """Every way the dealt cards break the deal (the spec's INVALID_DEAL, one code per reason)."""
    violations: list[Violation] = []
    for seat, hand in enumerate(record.hands):
        if len(hand) != rules.hand_size:
            violations.append(Violation(
                "hand_size", "deal",
                Text("Seat {seat} was dealt {count} cards; each of the {players} players gets {size}.",
                     seat=from_one(seat), count=len(hand), players=rules.players, size=rules.hand_size,
                     ruleset=RULESET),
                f"/hands/{seat}", seat=seat))
    seen: Counter[Card] = Counter()
    for seat, hand in enumerate(record.hands):
        for index, card in enumerate(hand):
            pointer = f"/hands/{seat}/{index}"
            if card not in DECK_SET:
                violations.append(Violation(
                    "card_not_in_deck", "deal", Text("{card} is not a card of the 40-card Zwanzigerrufen pack.",
                                                     card=card_code(card), ruleset=RULESET),
                    pointer, seat=seat, card=card))
                continue
            seen[card] += 1
            if seen[card] == 2:
                violations.append(Violation(
                    "card_duplicated", "deal", Text("{card} is dealt more than once.", card=card_code(card),
                                                    ruleset=RULESET), pointer, seat=seat, card=card))
    for card in DECK:
        if card not in seen:
            violations.append(Violation("card_missing", "deal", Text("{card} is in no hand.", card=card_code(card),
                                                                     ruleset=RULESET), "/hands", card=card))
    return violations


def redeal_reasons(hands: Sequence[Sequence[Card]], rules: ZwanzigerrufenRules) -> list[tuple[int, str]]:
    """(seat, why) for every hand that voids the deal: the same dealer deals again [spec §5.4]."""
    reasons: list[tuple[int, str]] = []
    for seat, hand in enumerate(hands):
        tarocks = [card for card in hand if is_tarock(card)]
        if not tarocks:
            reasons.append((seat, Text("seat {seat} has no tarock", seat=from_one(seat), ruleset=RULESET)))
        elif len(tarocks) == 1 and (rules.redeal_single_tarock_any or tarocks[0] in TRULL):
            reasons.append((seat, Text("seat {seat}'s only tarock is {card}", seat=from_one(seat),
                                       card=card_code(tarocks[0]), ruleset=RULESET)))
        if rules.redeal_four_glatzen and all(card in hand for card in GLATZEN):
            reasons.append((seat, Text("seat {seat} holds the four Glatzen ({cards})", seat=from_one(seat),
                                       cards=describe(GLATZEN), ruleset=RULESET)))
    return reasons


def called_card_of(forehand_hand: Sequence[Card]) -> Card | None:
    """The tarock a Rufer calls: the highest of 20T…16T the forehand does not hold; None if she holds all five."""
    return next((card for card in CALLABLE if card not in forehand_hand), None)


def holder_of(card: Card, hands: Sequence[Sequence[Card]]) -> int | None:
    return next((seat for seat, hand in enumerate(hands) if card in hand), None)
