"""The deal: 78 distinct cards in hands and dog of the right sizes, and the petit sec."""

from __future__ import annotations

from collections import Counter

from ..core.cards import EXCUSE, FIRST_TRUMP, FULL_DECK, PETIT, Card, card_code, describe
from ..core.violations import Violation
from .play import WHOLE_DECK_WORDS, Hand
from .record import HandRecord
from .rules import FrenchRules

PILE_SIZE = 3


def check_deal(record: HandRecord, rules: FrenchRules) -> list[Violation]:
    """Every way the dealt cards break the deal; the record's seats are assumed to be valid."""
    violations: list[Violation] = []
    sitting_out = record.dealer if rules.dealer_sits_out else None
    for seat, hand in enumerate(record.hands):
        if seat == sitting_out:
            if hand:
                violations.append(Violation("hand_size", "deal", f"Seat {seat} deals and sits out: it is dealt no "
                                            f"cards, not {len(hand)}.", f"/hands/{seat}", seat=seat))
            continue
        if len(hand) != rules.hand_size:
            violations.append(
                Violation(
                    "hand_size",
                    "deal",
                    f"Seat {seat} was dealt {len(hand)} cards; {rules.players} players get "
                    f"{rules.hand_size} each.",
                    f"/hands/{seat}",
                    seat=seat,
                )
            )
    if len(record.dog) != rules.dog_size:
        violations.append(
            Violation(
                "dog_size",
                "deal",
                f"The dog has {len(record.dog)} cards; with {rules.players} players it has "
                f"{rules.dog_size}.",
                "/dog",
            )
        )
    for seat, piles in enumerate(record.piles or ()):
        if len(piles) != rules.piles or any(len(pile) != PILE_SIZE for pile in piles):
            violations.append(Violation("pile_size", "deal", f"Seat {seat} has {len(piles)} piles of "
                                        f"{', '.join(str(len(pile)) for pile in piles) or 'no'} cards; each player "
                                        f"has {rules.piles} piles of {PILE_SIZE}.", f"/piles/{seat}", seat=seat))
    if _each_card_once(record):
        return violations  # no pointer to spell out
    located = [
        (card, f"/hands/{seat}/{index}") for seat, hand in enumerate(record.hands) for index, card in enumerate(hand)
    ]
    located += [(card, f"/dog/{index}") for index, card in enumerate(record.dog)]
    for seat, piles in enumerate(record.piles or ()):
        located += [(card, f"/piles/{seat}/{pile_index}/{index}")
                    for pile_index, pile in enumerate(piles) for index, card in enumerate(pile)]
    violations.extend(check_every_card_once(located))
    return violations


def _each_card_once(record: HandRecord) -> bool:
    """Whether the hands, the dog and the piles hold the 78 cards, each once: 78 cards that together are
    the whole deck. Held as bitsets (two machine words, ``Hand``), where a set would hash every card."""
    packets = [record.dog, *record.hands]
    for piles in record.piles or ():
        packets.extend(piles)
    if sum(len(cards) for cards in packets) != len(FULL_DECK):
        return False
    plain = high = 0
    for cards in packets:
        if any(card < 0 for card in cards):  # not a card: a bitset has no place for it
            return False
        packet = Hand(cards)
        plain |= packet.plain
        high |= packet.high
    return (plain, high) == WHOLE_DECK_WORDS


def check_every_card_once(located: list[tuple[int, str]]) -> list[Violation]:
    """The 78 cards, each exactly once, among the (card, pointer) places of a deal."""
    violations: list[Violation] = []
    seen: Counter[int] = Counter()
    for card, pointer in located:
        seen[card] += 1
        if seen[card] == 2:
            violations.append(
                Violation(
                    "card_duplicated",
                    "deal",
                    f"{card_code(card)} is dealt more than once.",
                    pointer,
                    card=card,
                )
            )
    missing = [card for card in FULL_DECK if card not in seen]
    for card in missing:
        violations.append(
            Violation(
                "card_missing", "deal", f"{card_code(card)} is dealt to nobody.", "/hands", card=card
            )
        )
    return violations


def petit_sec_seat(record: HandRecord) -> int | None:
    """The first seat whose only trump is the Petit without the Excuse (a petit sec)."""
    for seat, hand in enumerate(record.hands):
        if _is_petit_sec(hand):
            return seat
    return None


def excuse_alone_seat(record: HandRecord) -> int | None:
    """The first seat whose only trump-like card is the Excuse (seed 000's other annulment)."""
    for seat, hand in enumerate(record.hands):
        if _is_excuse_alone(hand):
            return seat
    return None


# One pass over the hand each, comparing machine integers: `card in hand` on a tuple compares objects.
def _is_petit_sec(hand: tuple[Card, ...]) -> bool:
    petits = 0
    for card in hand:
        if card == PETIT:
            petits += 1
        elif FIRST_TRUMP < card <= EXCUSE:  # another trump, or the Excuse
            return False
    return petits == 1


def _is_excuse_alone(hand: tuple[Card, ...]) -> bool:
    excuse = False
    for card in hand:
        if card == EXCUSE:
            excuse = True
        elif FIRST_TRUMP <= card < EXCUSE:
            return False
    return excuse


def annulment_reason(record: HandRecord, rules: FrenchRules) -> str | None:
    """Why the deal must be thrown in before the auction, or None [FFT petit sec; seed 000 options]."""
    seat = petit_sec_seat(record)
    if seat is not None and rules.petit_sec_annuls:
        return f"petit sec: seat {seat}'s only trump is the Petit ({describe([PETIT])}) without the Excuse"
    seat = excuse_alone_seat(record)
    if seat is not None and rules.excuse_alone_annuls:
        return f"excuse alone: seat {seat}'s only trump-like card is the Excuse"
    return None


def imprenable_petit(record: HandRecord, rules: FrenchRules) -> frozenset[int]:
    """With petit imprenable, the lone Petit of a petit sec plays like a second Excuse (seed 000)."""
    if rules.petit_sec_annuls or petit_sec_seat(record) is None:
        return frozenset({EXCUSE})
    return frozenset({EXCUSE, PETIT})
