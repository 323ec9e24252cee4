"""The record's ``events``: what the cards cannot show [digest §7.2], checked against the play.

Each event is checked against the hands as they stood at its moment (the judge's walk keeps them, trick by
trick). An event a real table could not have produced is an ``event_invalid`` violation; an event that
reports a fault (a card exposed, a card played out of turn, the dog seen, a hand dropped) becomes the
violation of that fault, in the phase and trick where it happened. Claims and corrected écarts are
incidents, not faults: the ruling reads them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...core.cards import EXCUSE, SUIT_NAMES, TRUMPS, Card, card_code, describe, suit_of
from ...core.text import from_one
from ...core.violations import Violation
from ..play import EXCUSES
from ..record import Event
from ..rules import DogDestination, FrenchRules

EVENT_TYPES = ("card_exposed", "revoke_corrected", "out_of_turn", "claim", "ecart_corrected", "dog_seen",
               "hand_dropped", "poignee_shown")
OUT_OF_TURN_CHOICES = ("accept", "same_suit", "other_suit")
EVENT_PHASE = {"card_exposed": "play", "revoke_corrected": "play", "out_of_turn": "play", "claim": "play",
               "ecart_corrected": "discard", "dog_seen": "discard", "hand_dropped": "play",
               "poignee_shown": "declaration"}
PHASE_ORDER = ("deal", "auction", "call", "discard", "declaration", "play")

Invalid = Callable[..., None]
"""Reports an ``event_invalid`` violation: (message, at=pointer, trick=None)."""


@dataclass(frozen=True)
class TrickLog:
    """One trick as the walk met it: who should have led, who played, and every hand at its start."""

    index: int
    hands: tuple[tuple[Card, ...], ...]
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    cards_before: int
    """Cards of the deal played before this trick."""
    rightful_leader: int


@dataclass(frozen=True)
class PlayFacts:
    """What the event checks need from the judge."""

    taker: int
    dog_destination: DogDestination
    has_discard: bool
    log: tuple[TrickLog, ...]
    hands_at_play: tuple[tuple[Card, ...], ...]
    consumed: frozenset[int]
    """Indices of ``out_of_turn`` events the walk already reported (a lead accepted out of turn)."""
    poignee_seats: frozenset[int] = frozenset()
    """The seats that declared a poignée."""
    sitting_out: int | None = None
    """The dealer who sits the deal out: he takes no part in it, so no event of his can be ruled."""


def first_card_index(log: Sequence[TrickLog], seat: int) -> int | None:
    """Cards of the deal played before ``seat``'s own first card, or None if it played none."""
    for trick in log:
        if seat in trick.seats[: len(trick.cards)]:
            return trick.cards_before + trick.seats.index(seat)
    return None


def event_violations(events: Sequence[Event], facts: PlayFacts, rules: FrenchRules) -> list[Violation]:
    """Every fault the events report and every event that cannot be, in the order of ``events``."""
    found: list[Violation] = []
    claims = 0
    for index, event in enumerate(events):
        pointer = f"/events/{index}"
        phase = EVENT_PHASE[event.type]

        def invalid(message: str, at: str | None = None, trick: int | None = None,
                    phase: str = phase, pointer: str = pointer, seat: int | None = event.seat) -> None:
            found.append(Violation("event_invalid", phase, message, at or pointer, seat=seat, trick=trick))

        seats = (event.seat,) if event.seat is not None else ()
        if any(seat >= rules.seats for seat in (*seats, *event.seats)):
            invalid(f"Event {from_one(index)} names a seat beyond the table of {rules.seats}.")
            continue
        if facts.sitting_out is not None and (facts.sitting_out == event.seat or facts.sitting_out in event.seats):
            invalid(f"Event {from_one(index)} names seat {from_one(facts.sitting_out)}, the dealer who sits this deal "
                    "out: the Code "
                    "d'arbitrage rules on the players of a deal, and has nothing for one who takes no part in it.")
            continue
        if event.type == "claim":
            claims += 1
            if event.seat is None:
                invalid("A claim names the seat that laid its cards down.", f"{pointer}/seat")
            elif claims > 1:
                invalid("A deal has at most one claim: the referee has the rest played at the first.")
            continue
        if event.type == "ecart_corrected":
            if not facts.has_discard or facts.dog_destination is not DogDestination.ECART:
                invalid("An écart was corrected although the record has none.")
            elif not event.cards:
                invalid("A corrected écart gives the cards first laid down.", f"{pointer}/cards")
            continue
        if event.type == "dog_seen":
            _dog_seen(event, index, facts, found, invalid)
            continue
        if event.seat is None:
            invalid(f"Each {event.type} event names its seat.", f"{pointer}/seat")
            continue
        if event.type == "poignee_shown":
            if event.seat not in facts.poignee_seats:
                invalid(f"Seat {from_one(event.seat)} declared no poignée.", f"{pointer}/seat")
        elif event.type == "hand_dropped":
            found.append(Violation("hand_dropped", "play", f"Seat {from_one(event.seat)} showed its hand after the "
                                                           "contract; "
                                   "the defenders' cards were dealt again.", pointer, seat=event.seat))
        elif event.type in ("card_exposed", "revoke_corrected", "out_of_turn"):
            if index not in facts.consumed:
                _card_event(event, index, facts, found, invalid, rules.out_of_turn_ban_while_on_lead)
    return found


def _dog_seen(event: Event, index: int, facts: PlayFacts, found: list[Violation], invalid: Invalid) -> None:
    if facts.dog_destination not in (DogDestination.ATTACK, DogDestination.DEFENCE):
        invalid("The dog is shown to everybody with a petite or a garde; seeing it is no fault.")
        return
    if not event.seats:
        invalid("Each dog_seen event names the seats that saw the dog.", f"/events/{index}/seats")
        return
    for seat in dict.fromkeys(event.seats):
        found.append(Violation("dog_seen", "discard", f"Seat {from_one(seat)} saw the dog after the overcall was "
                                                      "granted.",
                               f"/events/{index}", seat=seat))


def _card_event(event: Event, index: int, facts: PlayFacts, found: list[Violation], invalid: Invalid,
                ban_while_on_lead: bool) -> None:
    """card_exposed, revoke_corrected, out_of_turn: the cards must be in the seat's hand at that moment."""
    pointer, seat = f"/events/{index}", event.seat
    assert seat is not None
    if not event.cards:
        invalid(f"Each {event.type} event gives its card.", f"{pointer}/cards")
        return
    if event.type != "card_exposed" and len(event.cards) != 1:
        invalid(f"Each {event.type} event gives exactly one card.", f"{pointer}/cards")
        return
    if event.trick is None:
        if event.type != "card_exposed":
            invalid(f"Each {event.type} event gives its trick.", f"{pointer}/trick")
            return
        hand, trick = facts.hands_at_play[seat], None
    elif event.trick >= len(facts.log):
        invalid(f"Event {from_one(index)} is in trick {from_one(event.trick)}, which the record does not reach.",
                f"{pointer}/trick")
        return
    else:
        hand, trick = facts.log[event.trick].hands[seat], event.trick
    missing = [card for card in event.cards if card not in hand]
    if missing:
        invalid(f"Seat {from_one(seat)} does not hold {describe(missing)} at that moment.", f"{pointer}/cards",
                trick=trick)
        return
    card = event.cards[0]
    if event.type == "card_exposed":
        found.append(Violation("card_exposed", "play", f"Seat {from_one(seat)} exposed {describe(event.cards)}.",
                               pointer,
                               seat=seat, trick=trick, card=card))
        return
    assert trick is not None
    logged = facts.log[trick]
    played = dict(zip(logged.seats, logged.cards, strict=False))
    if event.type == "revoke_corrected":
        _revoke_corrected(seat, trick, card, index, logged, played, found, invalid)
        return
    # out_of_turn
    if played.get(seat) == card and logged.seats.index(seat) > 0:
        if event.choice not in (None, "accept"):
            invalid(f"Seat {from_one(seat)}'s card {card_code(card)} stayed in trick {from_one(trick)}: it was "
                    "accepted.",
                    f"{pointer}/choice", trick=trick)
            return
        found.append(Violation("played_out_of_turn", "play", f"Seat {from_one(seat)} played {card_code(card)} to trick "
                               f"{from_one(trick)} before its turn; it was accepted as played.", pointer, seat=seat,
                               trick=trick, card=card))
        return
    if seat == logged.rightful_leader:
        invalid(f"Seat {from_one(seat)} was on lead in trick {from_one(trick)}: its card was not out of turn.",
                trick=trick)
        return
    if event.choice == "accept":
        invalid(f"An accepted lead out of turn opens trick {from_one(trick)}, which seat {from_one(logged.seats[0])} "
                "led with "
                f"{card_code(logged.cards[0]) if logged.cards else 'nothing'}.", f"{pointer}/choice", trick=trick)
        return
    found.append(Violation("played_out_of_turn", "play", f"Seat {from_one(seat)} led {card_code(card)} out of turn in "
                           f"trick {from_one(trick)}; it went back to its hand as an exposed card.", pointer, seat=seat,
                           trick=trick, card=card))
    if event.choice in ("same_suit", "other_suit") and seat != facts.taker:
        fault = _lead_constraint_fault(event.choice, card, logged)
        if fault is not None:
            found.append(fault)
        if event.choice == "other_suit" and ban_while_on_lead:
            found.extend(_banned_suit_later_leads(card, logged, facts.log))


def _revoke_corrected(seat: int, trick: int, card: Card, index: int, logged: TrickLog, played: dict[int, Card],
                      found: list[Violation], invalid: Invalid) -> None:
    from ..play import play_fault

    if seat not in logged.seats[: len(logged.cards)]:
        invalid(f"Seat {from_one(seat)} plays no card to trick {from_one(trick)} in the record.", trick=trick)
        return
    position = logged.seats.index(seat)
    if played[seat] == card or play_fault(logged.hands[seat], logged.cards[:position], card, "") is None:
        invalid(f"Seat {from_one(seat)} could play {card_code(card)} to trick {from_one(trick)}: taking back a legal "
                "card is not "
                "allowed (CA 2012 p.5, carte jouée).", f"/events/{index}/cards/0", trick=trick)
        return
    found.append(Violation("card_exposed", "play", f"Seat {from_one(seat)} revoked with {card_code(card)} in trick "
                                                   f"{from_one(trick)} "
                           "and took it back before the revoke was established: an exposed card.",
                           f"/events/{index}", seat=seat, trick=trick, card=card))


def _lead_constraint_fault(choice: str, offending_card: Card, logged: TrickLog) -> Violation | None:
    """After a refused lead out of turn: the card that sets the suit must be (or not be) of the offender's
    suit, when its player can comply; an Excuse lead carries the constraint to the next player [CA p.5]."""
    if offending_card == EXCUSE:
        return None
    wanted = suit_of(offending_card)
    for position, card in enumerate(logged.cards):
        if card in EXCUSES:
            continue
        seat = logged.seats[position]
        hand = logged.hands[seat]

        def complies(other: Card) -> bool:
            return (suit_of(other) == wanted) == (choice == "same_suit")

        if complies(card) or not any(complies(other) for other in hand if other not in EXCUSES):
            return None
        suit_name = "trumps" if wanted == TRUMPS else SUIT_NAMES[wanted]
        demand = f"lead {suit_name}" if choice == "same_suit" else f"lead anything but {suit_name}"
        return Violation("lead_not_as_required", "play", f"Seat {from_one(seat)} had to {demand} after the lead out "
                                                         "of turn "
                         f"with {card_code(offending_card)} was refused, and played {card_code(card)}.",
                         f"/tricks/{logged.index}/{position}", seat=seat, trick=logged.index, card=card)
    return None


def _banned_suit_later_leads(offending_card: Card, logged: TrickLog, log: Sequence[TrickLog]) -> list[Violation]:
    """Seed 001 (option ``out_of_turn_ban: while_on_lead``): the suit the taker forbade stays forbidden to the
    player who should have led "tant qu'il a la main", in every trick he leads from the next one on until
    another seat leads. His own lead is checked there (an Excuse lead passes nothing on: the ban is his);
    a leader who cannot obey leads freely, as in the trick concerned."""
    if offending_card == EXCUSE:
        return []
    wanted, leader = suit_of(offending_card), logged.rightful_leader
    faults: list[Violation] = []
    for later in log[logged.index + 1:]:
        if not later.cards or later.seats[0] != leader:
            break
        lead = later.cards[0]
        hand = later.hands[leader]
        if suit_of(lead) == wanted and lead not in EXCUSES and any(
                suit_of(other) != wanted for other in hand if other not in EXCUSES):
            suit_name = "trumps" if wanted == TRUMPS else SUIT_NAMES[wanted]
            faults.append(Violation("lead_not_as_required", "play", f"Seat {from_one(leader)} led {card_code(lead)} "
                                                                    "in trick "
                                    f"{from_one(later.index)}; the taker forbade him {suit_name} after the lead out "
                                    "of turn "
                                    f"with {card_code(offending_card)} in trick {from_one(logged.index)} was refused, "
                                    "for as "
                                    "long as he kept the lead.", f"/tricks/{later.index}/0", seat=leader,
                                    trick=later.index, card=lead))
    return faults
