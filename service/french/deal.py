"""The deal: 78 distinct cards in hands and dog of the right sizes, and the petit sec."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core.cards import EXCUSE, FIRST_TRUMP, FULL_DECK, PETIT, Card, card_code, describe
from ..core.text import Text, from_one
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
                violations.append(Violation("hand_size", "deal", Text("Seat {seat} deals and sits out: it is dealt "
                                                                      "no cards, not {count}.", seat=from_one(seat),
                                                                      count=len(hand)), f"/hands/{seat}", seat=seat))
            continue
        if len(hand) != rules.hand_size:
            violations.append(
                Violation(
                    "hand_size",
                    "deal",
                    Text("Seat {seat} was dealt {count} cards; {players} players get {size} each.",
                         seat=from_one(seat), count=len(hand), players=rules.players, size=rules.hand_size),
                    f"/hands/{seat}",
                    seat=seat,
                )
            )
    if len(record.dog) != rules.dog_size:
        violations.append(
            Violation(
                "dog_size",
                "deal",
                Text("The dog has {count} cards; with {players} players it has {size}.", count=len(record.dog),
                     players=rules.players, size=rules.dog_size),
                "/dog",
            )
        )
    for seat, piles in enumerate(record.piles or ()):
        if len(piles) != rules.piles or any(len(pile) != PILE_SIZE for pile in piles):
            if piles:
                message = Text("Seat {seat} has {count} piles of {sizes} cards; each player has {piles} piles of "
                               "{size}.", seat=from_one(seat), count=len(piles),
                               sizes=", ".join(str(len(pile)) for pile in piles), piles=rules.piles, size=PILE_SIZE)
            else:
                message = Text("Seat {seat} has no piles; each player has {piles} piles of {size}.",
                               seat=from_one(seat), piles=rules.piles, size=PILE_SIZE)
            violations.append(Violation("pile_size", "deal", message, f"/piles/{seat}", seat=seat))
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
                    Text("{card} is dealt more than once.", card=card_code(card)),
                    pointer,
                    card=card,
                )
            )
    missing = [card for card in FULL_DECK if card not in seen]
    for card in missing:
        violations.append(
            Violation(
                "card_missing", "deal", Text("{card} is dealt to nobody.", card=card_code(card)), "/hands", card=card
            )
        )
    return violations


def petit_sec_seat(record: HandRecord) -> int | None:
    """The first seat whose only trump is the Petit without the Excuse (a petit sec)."""
    for seat, hand in enumerate(record.hands):
        if _is_petit_sec(hand):
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


@dataclass(frozen=True)
class Annulment:
    """A hand that annuls the deal, or lets its holder annul it."""

    seat: int
    reason: str
    optional: bool
    """The holder may play on instead (seeds 000 and 001); False: the rules annul the deal."""
    annuls_unless_told: bool
    """What the holder is taken to have chosen when the record does not say."""


ANNULMENT_CHOICES = ("annul", "play_on")


def annulments(record: HandRecord, rules: FrenchRules) -> list[Annulment]:
    """Every hand that annuls the deal or lets its holder annul it, in seat order [FFT petit sec; options]."""
    found: list[Annulment] = []
    for seat, hand in enumerate(record.hands):
        if _is_petit_sec(hand):
            reason = Text("petit sec: seat {seat}'s only trump is the Petit ({card}) without the Excuse",
                          seat=from_one(seat), card=describe([PETIT]))
            # Seed 000 "ne doivent pas annuler … peuvent plutôt déclarer petit imprenable", seed 001 "vous pouvez
            # annuler": played on unless the holder annulled.
            found.append(Annulment(seat, reason, not rules.petit_sec_annuls, rules.petit_sec_annuls))
            continue
        lone = _lone_trump(hand)
        if lone is None:
            continue
        if rules.any_lone_trump_annuls:
            # Seed 000 read literally: "qu'un seul atout et aucun autre (compte l'excuse comme un atout) … la main
            # est annulée", which leaves no choice.
            found.append(Annulment(seat, Text("single trump: seat {seat}'s only trump is {card}", seat=from_one(seat),
                                              card=describe([lone])), False, True))
        elif lone == EXCUSE and rules.excuse_alone_annuls:
            # Seed 000 "également autorisé à annuler": a permission, taken when the record does not say.
            found.append(Annulment(seat, Text("excuse alone: seat {seat} holds the Excuse and no trump",
                                              seat=from_one(seat)), True, True))
    return found


def _lone_trump(hand: tuple[Card, ...]) -> Card | None:
    """The hand's one trump or Excuse when it has exactly one (the Excuse counted as a trump), else None."""
    lone: Card | None = None
    for card in hand:
        if FIRST_TRUMP <= card <= EXCUSE:
            if lone is not None:
                return None
            lone = card
    return lone


def annulment_reason(record: HandRecord, rules: FrenchRules) -> str | None:
    """Why the deal is thrown in before the auction, or None: the first hand that annuls it, by the rules or
    by its holder's choice (``record.annulment_choice``, else the rule's usual course)."""
    for annulment in annulments(record, rules):
        if not annulment.optional:
            return annulment.reason
        choice = record.annulment_choice
        if choice == "annul" or (choice is None and annulment.annuls_unless_told):
            return annulment.reason
    return None


def annulment_choice_fault(record: HandRecord, rules: FrenchRules) -> Violation | None:
    """A choice to annul or play on given in a record where no hand leaves its holder that choice."""
    if record.annulment_choice is None or any(annulment.optional for annulment in annulments(record, rules)):
        return None
    if record.annulment_choice == "annul":
        message = Text("The record says the holder chose to annul, but no hand of this deal leaves its holder the "
                       "choice to annul it under these rules.")
    else:
        message = Text("The record says the holder chose to play on, but no hand of this deal leaves its holder the "
                       "choice to annul it under these rules.")
    return Violation("annulment_choice_not_open", "deal", message, "/annulment_choice")


def imprenable_petit(record: HandRecord, rules: FrenchRules) -> frozenset[int]:
    """With petit imprenable (seed 000) or seed 001's Petit, the lone Petit of a petit sec played on follows the
    Excuse's rules."""
    if rules.petit_sec_annuls or petit_sec_seat(record) is None:
        return frozenset({EXCUSE})
    return frozenset({EXCUSE, PETIT})
