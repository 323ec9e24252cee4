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

from ...core.cards import EXCUSE, TRUMPS, Card, card_code, describe, suit_of
from ...core.text import Text, from_one
from ...core.violations import Violation
from ..play import EXCUSES, SUITS_VOID
from ..record import Event
from ..rules import DogDestination, FrenchRules

EVENT_TYPES = ("card_exposed", "revoke_corrected", "out_of_turn", "claim", "ecart_corrected", "dog_seen",
               "hand_dropped", "poignee_shown")
OUT_OF_TURN_CHOICES = ("accept", "same_suit", "other_suit")
EVENT_PHASE = {"card_exposed": "play", "revoke_corrected": "play", "out_of_turn": "play", "claim": "play",
               "ecart_corrected": "discard", "dog_seen": "discard", "hand_dropped": "play",
               "poignee_shown": "declaration"}
PHASE_ORDER = ("deal", "auction", "call", "discard", "declaration", "play")
EVENT_NAMES = {"card_exposed": Text("card exposed"), "revoke_corrected": Text("revoke corrected"),
               "out_of_turn": Text("card out of turn"), "claim": Text("claim"),
               "ecart_corrected": Text("écart corrected"), "dog_seen": Text("dog seen"),
               "hand_dropped": Text("hand dropped"), "poignee_shown": Text("poignée shown")}
"""Each event type as a message names it: the incident in the players' words, not the record's field value."""
TRUMPS_NAMED = Text("trumps")

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

        def invalid(message: Text, at: str | None = None, trick: int | None = None,
                    phase: str = phase, pointer: str = pointer, seat: int | None = event.seat) -> None:
            found.append(Violation("event_invalid", phase, message, at or pointer, seat=seat, trick=trick))

        seats = (event.seat,) if event.seat is not None else ()
        if any(seat >= rules.seats for seat in (*seats, *event.seats)):
            invalid(Text("Event {number} names a seat beyond the table of {players}.", number=from_one(index),
                         players=rules.seats))
            continue
        if facts.sitting_out is not None and (facts.sitting_out == event.seat or facts.sitting_out in event.seats):
            invalid(Text("Event {number} names seat {seat}, the dealer who sits this deal out: the Code d'arbitrage "
                         "rules on the players of a deal, and has nothing for one who takes no part in it.",
                         number=from_one(index), seat=from_one(facts.sitting_out)))
            continue
        if event.type == "claim":
            claims += 1
            if event.seat is None:
                invalid(Text("A claim names the seat that laid its cards down."), f"{pointer}/seat")
            elif claims > 1:
                invalid(Text("A deal has at most one claim: the referee has the rest played at the first."))
            continue
        if event.type == "ecart_corrected":
            if not facts.has_discard or facts.dog_destination is not DogDestination.ECART:
                invalid(Text("An écart was corrected although the record has none."))
            elif not event.cards:
                invalid(Text("A corrected écart gives the cards first laid down."), f"{pointer}/cards")
            continue
        if event.type == "dog_seen":
            _dog_seen(event, index, facts, found, invalid)
            continue
        if event.seat is None:
            invalid(Text("Each \"{event}\" event names its seat.", event=EVENT_NAMES[event.type]), f"{pointer}/seat")
            continue
        if event.type == "poignee_shown":
            if event.seat not in facts.poignee_seats:
                invalid(Text("Seat {seat} declared no poignée.", seat=from_one(event.seat)), f"{pointer}/seat")
        elif event.type == "hand_dropped":
            found.append(Violation("hand_dropped", "play", Text("Seat {seat} showed its hand after the contract; the "
                                                                "defenders' cards were dealt again.",
                                                                seat=from_one(event.seat)), pointer, seat=event.seat))
        elif event.type in ("card_exposed", "revoke_corrected", "out_of_turn"):
            if index not in facts.consumed:
                _card_event(event, index, facts, found, invalid, rules.out_of_turn_ban_while_on_lead,
                            rules.overtrump_on_cut)
    return found


def _dog_seen(event: Event, index: int, facts: PlayFacts, found: list[Violation], invalid: Invalid) -> None:
    if facts.dog_destination not in (DogDestination.ATTACK, DogDestination.DEFENCE):
        invalid(Text("The dog is shown to everybody with a petite or a garde; seeing it is no fault."))
        return
    if not event.seats:
        invalid(Text("Each \"{event}\" event names the seats that saw the dog.", event=EVENT_NAMES["dog_seen"]),
                f"/events/{index}/seats")
        return
    for seat in dict.fromkeys(event.seats):
        found.append(Violation("dog_seen", "discard", Text("Seat {seat} saw the dog after the overcall was granted.",
                                                           seat=from_one(seat)), f"/events/{index}", seat=seat))


def _card_event(event: Event, index: int, facts: PlayFacts, found: list[Violation], invalid: Invalid,
                ban_while_on_lead: bool, overtrump_on_cut: bool = True) -> None:
    """card_exposed, revoke_corrected, out_of_turn: the cards must be in the seat's hand at that moment."""
    pointer, seat = f"/events/{index}", event.seat
    assert seat is not None
    if not event.cards:
        invalid(Text("Each \"{event}\" event gives its card.", event=EVENT_NAMES[event.type]), f"{pointer}/cards")
        return
    if event.type != "card_exposed" and len(event.cards) != 1:
        invalid(Text("Each \"{event}\" event gives exactly one card.", event=EVENT_NAMES[event.type]),
                f"{pointer}/cards")
        return
    if event.trick is None:
        if event.type != "card_exposed":
            invalid(Text("Each \"{event}\" event gives its trick.", event=EVENT_NAMES[event.type]), f"{pointer}/trick")
            return
        hand, trick = facts.hands_at_play[seat], None
    elif event.trick >= len(facts.log):
        invalid(Text("Event {number} is in trick {trick}, which the record does not reach.", number=from_one(index),
                     trick=from_one(event.trick)), f"{pointer}/trick")
        return
    else:
        hand, trick = facts.log[event.trick].hands[seat], event.trick
    missing = [card for card in event.cards if card not in hand]
    if missing:
        invalid(Text("Seat {seat} does not hold {cards} at that moment.", seat=from_one(seat), cards=describe(missing)),
                f"{pointer}/cards", trick=trick)
        return
    card = event.cards[0]
    if event.type == "card_exposed":
        found.append(Violation("card_exposed", "play", Text("Seat {seat} exposed {cards}.", seat=from_one(seat),
                                                            cards=describe(event.cards)),
                               pointer, seat=seat, trick=trick, card=card))
        return
    assert trick is not None
    logged = facts.log[trick]
    played = dict(zip(logged.seats, logged.cards, strict=False))
    if event.type == "revoke_corrected":
        _revoke_corrected(seat, trick, card, index, logged, played, found, invalid, overtrump_on_cut)
        return
    # out_of_turn
    if played.get(seat) == card and logged.seats.index(seat) > 0:
        if event.choice not in (None, "accept"):
            invalid(Text("Seat {seat}'s card {card} stayed in trick {trick}: it was accepted.", seat=from_one(seat),
                         card=card_code(card), trick=from_one(trick)), f"{pointer}/choice", trick=trick)
            return
        found.append(Violation("played_out_of_turn", "play", Text(
            "Seat {seat} played {card} to trick {trick} before its turn; it was accepted as played.",
            seat=from_one(seat), card=card_code(card), trick=from_one(trick)), pointer, seat=seat, trick=trick,
            card=card))
        return
    if seat == logged.rightful_leader:
        invalid(Text("Seat {seat} was on lead in trick {trick}: its card was not out of turn.", seat=from_one(seat),
                     trick=from_one(trick)), trick=trick)
        return
    if event.choice == "accept":
        leader = from_one(logged.seats[0])
        invalid(Text("An accepted lead out of turn opens trick {trick}, which seat {seat} led with {card}.",
                     trick=from_one(trick), seat=leader, card=card_code(logged.cards[0])) if logged.cards else
                Text("An accepted lead out of turn opens trick {trick}, which the record leaves empty.",
                     trick=from_one(trick)), f"{pointer}/choice", trick=trick)
        return
    found.append(Violation("played_out_of_turn", "play", Text(
        "Seat {seat} led {card} out of turn in trick {trick}; it went back to its hand as an exposed card.",
        seat=from_one(seat), card=card_code(card), trick=from_one(trick)), pointer, seat=seat, trick=trick, card=card))
    if event.choice in ("same_suit", "other_suit") and seat != facts.taker:
        fault = _lead_constraint_fault(event.choice, card, logged)
        if fault is not None:
            found.append(fault)
        if event.choice == "other_suit" and ban_while_on_lead:
            found.extend(_banned_suit_later_leads(card, logged, facts.log))


def _revoke_corrected(seat: int, trick: int, card: Card, index: int, logged: TrickLog, played: dict[int, Card],
                      found: list[Violation], invalid: Invalid, overtrump_on_cut: bool = True) -> None:
    from ..play import play_fault

    if seat not in logged.seats[: len(logged.cards)]:
        invalid(Text("Seat {seat} plays no card to trick {trick} in the record.", seat=from_one(seat),
                     trick=from_one(trick)), trick=trick)
        return
    position = logged.seats.index(seat)
    if played[seat] == card or play_fault(logged.hands[seat], logged.cards[:position], card, "",
                                          overtrump_on_cut=overtrump_on_cut) is None:
        invalid(Text("Seat {seat} could play {card} to trick {trick}: taking back a legal card is not allowed "
                     "(CA 2012 p.5, carte jouée).", seat=from_one(seat), card=card_code(card), trick=from_one(trick)),
                f"/events/{index}/cards/0", trick=trick)
        return
    found.append(Violation("card_exposed", "play", Text(
        "Seat {seat} revoked with {card} in trick {trick} and took it back before the revoke was established: an "
        "exposed card.", seat=from_one(seat), card=card_code(card), trick=from_one(trick)),
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
        values = {"seat": from_one(seat), "suit": _suit_named(wanted), "refused_card": card_code(offending_card),
                  "card": card_code(card)}
        message = (Text("Seat {seat} had to lead {suit} after the lead out of turn with {refused_card} was refused, "
                        "and played {card}.", **values) if choice == "same_suit" else
                   Text("Seat {seat} had to lead anything but {suit} after the lead out of turn with {refused_card} "
                        "was refused, and played {card}.", **values))
        return Violation("lead_not_as_required", "play", message, f"/tricks/{logged.index}/{position}", seat=seat,
                         trick=logged.index, card=card)
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
            faults.append(Violation("lead_not_as_required", "play", Text(
                "Seat {seat} led {card} in trick {trick}; the taker forbade him {suit} after the lead out of turn "
                "with {refused_card} in trick {refused_trick} was refused, for as long as he kept the lead.",
                seat=from_one(leader), card=card_code(lead), trick=from_one(later.index), suit=_suit_named(wanted),
                refused_card=card_code(offending_card), refused_trick=from_one(logged.index)),
                f"/tricks/{later.index}/0", seat=leader, trick=later.index, card=lead))
    return faults


def _suit_named(suit: int) -> Text:
    """A suit as a lead constraint names it: "spades", "trumps"."""
    return TRUMPS_NAMED if suit == TRUMPS else SUITS_VOID[suit]
