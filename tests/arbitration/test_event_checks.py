"""The record's events checked one by one (``service/french/arbitration/events.py``), on small tables of
tricks built by hand: each check's verdict in full (code, phase, message, pointer, seat, trick, card).

The walk of the judge (which builds the facts these checks read) is tested through whole records in
``test_faults.py``; here the facts are written out so that each branch of a check meets the one trick that
tells it apart. Seat 1 is on lead in trick 1 of every table; the hands are those at the start of each trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from service.core.cards import Card, card_code, parse_card
from service.core.violations import Violation
from service.french.arbitration.events import PlayFacts, TrickLog, event_violations
from service.french.record import Event
from service.french.rules import DogDestination, french_rules
from tests.arbitration.play_facts import facts


def cards(*names: str) -> tuple[Card, ...]:
    return tuple(parse_card(name) for name in names)


def trick(index: int, hands: Sequence[str], leader: int, played: str, cards_before: int = 0,
          rightful_leader: int | None = None) -> TrickLog:
    """``hands``: each seat's hand as space-separated codes; ``played``: the trick's cards from ``leader``."""
    seats = tuple((leader + offset) % len(hands) for offset in range(len(hands)))
    return TrickLog(index, tuple(cards(*hand.split()) for hand in hands), seats, cards(*played.split()),
                    cards_before, leader if rightful_leader is None else rightful_leader)


def checked(event: Event, play: PlayFacts, **options: str) -> list[Violation]:
    return event_violations([event], play, french_rules(4, {"arbitration": "fft", **options}))


# -- the dog seen ---------------------------------------------------------------------------------------------


def test_seeing_the_dog_of_a_petite_or_a_garde_is_no_fault() -> None:
    assert checked(Event("dog_seen", seats=(1,)), facts()) == [
        Violation("event_invalid", "discard", "The dog is shown to everybody with a petite or a garde; seeing it "
                  "is no fault.", "/events/0")]


@pytest.mark.parametrize("destination", [DogDestination.ATTACK, DogDestination.DEFENCE])
def test_a_dog_seen_after_a_garde_sans_or_contre_names_who_saw_it(destination: DogDestination) -> None:
    assert checked(Event("dog_seen"), facts(destination=destination)) == [
        Violation("event_invalid", "discard", "Each \"dog seen\" event names the seats that saw the dog.",
                  "/events/0/seats")]
    assert checked(Event("dog_seen", seats=(2, 1, 2)), facts(destination=destination)) == [
        Violation("dog_seen", "discard", f"Seat {seat + 1} saw the dog after the overcall was granted.", "/events/0",
                  seat=seat) for seat in (2, 1)]


# -- a revoke corrected ------------------------------------------------------------------------------------------

# Seat 0 leads 2S; seat 1 (3S 4H, or trumps only) follows.
FOLLOWED = trick(0, ["2S 9C", "3S 4H", "5S 6S", "7S 8S"], 0, "2S 3S 5S 7S")
TRUMPED = trick(0, ["2S 9C", "3T 5T 12T", "4S 6S", "7S 8S"], 0, "2S 5T 10T 4S")


@pytest.mark.parametrize(("log", "event", "expected"), [
    # 4H instead of 3S: a revoke, taken back before it was established.
    (FOLLOWED, Event("revoke_corrected", seat=1, trick=0, cards=cards("4H")),
     Violation("card_exposed", "play", "Seat 2 revoked with 4H in trick 1 and took it back before the revoke was "
               "established: an exposed card.", "/events/0", seat=1, trick=0, card=parse_card("4H"))),
    # 3T was as legal as 5T when seat 1 played (no trump in the trick yet): nothing to take back. Judged
    # against the whole trick instead, where 10T must be overtrumped with 12T, it would look like a revoke.
    (TRUMPED, Event("revoke_corrected", seat=1, trick=0, cards=cards("3T")),
     Violation("event_invalid", "play", "Seat 2 could play 3T to trick 1: taking back a legal card is not allowed "
               "(CA 2012 p.5, carte jouée).", "/events/0/cards/0", seat=1, trick=0)),
    # The record keeps the revoke (4H played): the card "taken back" is the one that stayed.
    (trick(0, ["2S 9C", "3S 4H", "5S 6S", "7S 8S"], 0, "2S 4H 5S 7S"),
     Event("revoke_corrected", seat=1, trick=0, cards=cards("4H")),
     Violation("event_invalid", "play", "Seat 2 could play 4H to trick 1: taking back a legal card is not allowed "
               "(CA 2012 p.5, carte jouée).", "/events/0/cards/0", seat=1, trick=0)),
    # The trick stops before seat 3's turn.
    (trick(0, ["2S 9C", "3S 4H", "5S 6S", "7S 8S"], 0, "2S 3S"),
     Event("revoke_corrected", seat=3, trick=0, cards=cards("8S")),
     Violation("event_invalid", "play", "Seat 4 plays no card to trick 1 in the record.", "/events/0", seat=3,
               trick=0)),
])
def test_a_revoke_corrected(log: TrickLog, event: Event, expected: Violation) -> None:
    assert checked(event, facts(log)) == [expected]


# -- a lead out of turn refused: the suit of the next lead -------------------------------------------------------


def refused(offender: int, card: str, choice: str) -> Event:
    return Event("out_of_turn", seat=offender, trick=0, cards=cards(card), choice=choice)


def led_out_of_turn(seat: int, card: str) -> Violation:
    return Violation("played_out_of_turn", "play", f"Seat {seat + 1} led {card} out of turn in trick 1; it went back "
                     "to its hand as an exposed card.", "/events/0", seat=seat, trick=0, card=parse_card(card))


@pytest.mark.parametrize(("log", "event", "fault"), [
    # Seat 2's 5H refused, the taker asked for hearts: seat 0 held 7H and led 2S.
    (trick(0, ["2S 7H", "3S 4S", "5H 6S", "7S 8S"], 0, "2S 3S 6S 7S"), refused(2, "5H", "same_suit"),
     ("Seat 1 had to lead hearts after the lead out of turn with 5H was refused, and played 2S.", 0, 0, "2S")),
    # Seat 2's 3T refused, trumps forbidden: seat 0 held 2S and led 4T.
    (trick(0, ["2S 4T", "3S 4S", "3T 6S", "7S 8S"], 0, "4T 3S 6S 7S"), refused(2, "3T", "other_suit"),
     ("Seat 1 had to lead anything but trumps after the lead out of turn with 3T was refused, and played 4T.",
      0, 0, "4T")),
    # Seat 0 leads the Excuse: the constraint passes to seat 1, who held 4H and played 2S.
    (trick(0, ["EX 2C", "2S 4H", "5H 6S", "7S 8S"], 0, "EX 2S 6S 7S"), refused(2, "5H", "same_suit"),
     ("Seat 2 had to lead hearts after the lead out of turn with 5H was refused, and played 2S.", 1, 1, "2S")),
])
def test_a_refused_lead_out_of_turn_binds_the_card_that_sets_the_suit(
        log: TrickLog, event: Event, fault: tuple[str, int, int, str]) -> None:
    assert event.seat is not None
    message, seat, position, card = fault
    assert checked(event, facts(log)) == [
        led_out_of_turn(event.seat, event_card(event)),
        Violation("lead_not_as_required", "play", message, f"/tricks/0/{position}", seat=seat, trick=0,
                  card=parse_card(card))]


def event_card(event: Event) -> str:
    return card_code(event.cards[0])


# -- seed 001: the suit forbidden while the rightful leader keeps the lead -----------------------------------------


@pytest.mark.parametrize(("banned", "suit_name", "leads"), [
    # Trumps forbidden: seat 0 leads 8T in trick 1 holding 9C (a fault), then 9T holding trumps only (none).
    ("3T", "trumps", [("2S 8T 9T 9C", "2S"), ("8T 9T 9C", "8T"), ("9T 10T", "9T")]),
    # Hearts forbidden: 7H led while holding 9C is a fault; 8H led from hearts (and the Excuse) only is not.
    ("5H", "hearts", [("2S 7H 8H 9C EX", "2S"), ("7H 8H 9C EX", "7H"), ("8H EX", "8H")]),
])
def test_a_suit_forbidden_while_on_lead(banned: str, suit_name: str, leads: list[tuple[str, str]]) -> None:
    others = ["3S 4S 5S", f"6S {banned} 7S", "10S JS QS"]
    log = [trick(index, [hand, *others], 0, f"{lead} {' '.join(hand_of.split()[0] for hand_of in others)}",
                 rightful_leader=0)
           for index, (hand, lead) in enumerate(leads)]
    # Trick 3: seat 1 leads, the ban ends there though seat 0 leads a forbidden card again in trick 4.
    log.append(trick(3, ["9C 9H", "3S", "6S", "10S"], 1, "3S 6S 10S 9H"))
    log.append(trick(4, ["9C 9H", "", "", ""], 0, "9H" if suit_name == "hearts" else "9C"))
    violations = checked(refused(2, banned, "other_suit"), facts(*log), out_of_turn_ban="while_on_lead")
    lead = leads[1][1]
    assert violations == [
        led_out_of_turn(2, banned),
        Violation("lead_not_as_required", "play", f"Seat 1 led {lead} in trick 2; the taker forbade him "
                  f"{suit_name} after the lead out of turn with {banned} in trick 1 was refused, for as long as he "
                  "kept the lead.", "/tricks/1/0", seat=0, trick=1, card=parse_card(lead))]


def test_a_suit_asked_for_binds_the_trick_concerned_only_whatever_the_ban() -> None:
    """Seed 001's ban while on lead is of a forbidden suit: a lead out of turn refused with the same suit asked
    for binds the trick concerned only, under option out_of_turn_ban too."""
    others = ["3S 4S 5S", "6S 3T 7S", "10S JS QS"]
    leads = [("2S 8T 9T 9C", "2S"), ("8T 9T 9C", "8T"), ("9T 10T", "9T")]
    log = [trick(index, [hand, *others], 0, f"{lead} {' '.join(hand_of.split()[0] for hand_of in others)}",
                 rightful_leader=0)
           for index, (hand, lead) in enumerate(leads)]
    assert checked(refused(2, "3T", "same_suit"), facts(*log), out_of_turn_ban="while_on_lead") == [
        led_out_of_turn(2, "3T"),
        Violation("lead_not_as_required", "play", "Seat 1 had to lead trumps after the lead out of turn with 3T was "
                  "refused, and played 2S.", "/tricks/0/0", seat=0, trick=0, card=parse_card("2S"))]


# -- card_exposed, revoke_corrected, out_of_turn: the card must be in the seat's hand at that moment -------------


@pytest.mark.parametrize(("event", "log", "expected"), [
    (Event("card_exposed", seat=1), FOLLOWED,
     Violation("event_invalid", "play", "Each \"card exposed\" event gives its card.", "/events/0/cards", seat=1)),
    (Event("out_of_turn", seat=1, trick=0, cards=cards("3S", "4H")), FOLLOWED,
     Violation("event_invalid", "play", "Each \"card out of turn\" event gives exactly one card.", "/events/0/cards",
               seat=1)),
    (Event("revoke_corrected", seat=1, cards=cards("4H")), FOLLOWED,
     Violation("event_invalid", "play", "Each \"revoke corrected\" event gives its trick.", "/events/0/trick",
               seat=1)),
    (Event("card_exposed", seat=1, trick=1, cards=cards("4H")), FOLLOWED,
     Violation("event_invalid", "play", "Event 1 is in trick 2, which the record does not reach.",
               "/events/0/trick", seat=1)),
    (Event("card_exposed", seat=1, trick=0, cards=cards("9C")), FOLLOWED,
     Violation("event_invalid", "play", "Seat 2 does not hold 9C at that moment.", "/events/0/cards", seat=1,
               trick=0)),
    # Two cards exposed at once are one exposure (only the other card events give exactly one card).
    (Event("card_exposed", seat=1, trick=0, cards=cards("4H", "3S")), FOLLOWED,
     Violation("card_exposed", "play", "Seat 2 exposed 3S and 4H.", "/events/0", seat=1, trick=0,
               card=parse_card("4H"))),
    # An exposure before the play (no trick): checked against the hands at the first card.
    (Event("card_exposed", seat=1, cards=cards("4H")), FOLLOWED,
     Violation("card_exposed", "play", "Seat 2 exposed 4H.", "/events/0", seat=1, card=parse_card("4H"))),
    # Seat 1's card stayed in the trick, second to play: a lead out of turn accepted.
    (Event("out_of_turn", seat=1, trick=0, cards=cards("3S"), choice="accept"), FOLLOWED,
     Violation("played_out_of_turn", "play", "Seat 2 played 3S to trick 1 before its turn; it was accepted as "
               "played.", "/events/0", seat=1, trick=0, card=parse_card("3S"))),
    (Event("out_of_turn", seat=1, trick=0, cards=cards("3S"), choice="same_suit"), FOLLOWED,
     Violation("event_invalid", "play", "Seat 2's card 3S stayed in trick 1: it was accepted.", "/events/0/choice",
               seat=1, trick=0)),
    (Event("out_of_turn", seat=0, trick=0, cards=cards("2S")), FOLLOWED,
     Violation("event_invalid", "play", "Seat 1 was on lead in trick 1: its card was not out of turn.", "/events/0",
               seat=0, trick=0)),
    (Event("out_of_turn", seat=2, trick=0, cards=cards("6S"), choice="accept"), FOLLOWED,
     Violation("event_invalid", "play", "An accepted lead out of turn opens trick 1, which seat 1 led with 2S.",
               "/events/0/choice", seat=2, trick=0)),
    (Event("out_of_turn", seat=2, trick=0, cards=cards("6S"), choice="accept"),
     trick(0, ["2S 9C", "3S 4H", "5S 6S", "7S 8S"], 0, ""),
     Violation("event_invalid", "play", "An accepted lead out of turn opens trick 1, which the record leaves empty.",
               "/events/0/choice", seat=2, trick=0)),
])
def test_a_card_event_is_checked_against_the_hand_and_the_trick(event: Event, log: TrickLog,
                                                                 expected: Violation) -> None:
    assert checked(event, facts(log)) == [expected]


# -- events that cannot be: a seat off the table or sitting out, claims, corrected écarts --------------------------


def invalid(message: str, phase: str = "play", pointer: str = "/events/0", seat: int | None = None) -> Violation:
    return Violation("event_invalid", phase, message, pointer, seat=seat)


SITTING_OUT = ("Event 1 names seat 1, the dealer who sits this deal out: the Code d'arbitrage rules on the players "
               "of a deal, and has nothing for one who takes no part in it.")
ONE_CLAIM = "A deal has at most one claim: the referee has the rest played at the first."
NO_ECART = "An écart was corrected although the record has none."


@pytest.mark.parametrize(("events", "play", "expected"), [
    # rules.seats is 4: seats 0 to 3 sit at the table, for the event's seat as for its seats.
    ([Event("hand_dropped", seat=4)], facts(), [invalid("Event 1 names a seat beyond the table of 4.", seat=4)]),
    ([Event("dog_seen", seats=(1, 4))], facts(destination=DogDestination.ATTACK),
     [invalid("Event 1 names a seat beyond the table of 4.", "discard")]),
    ([Event("hand_dropped", seat=3)], facts(), [
        Violation("hand_dropped", "play", "Seat 4 showed its hand after the contract; the defenders' cards were dealt "
                  "again.", "/events/0", seat=3)]),
    ([Event("hand_dropped", seat=0)], replace(facts(), sitting_out=0), [invalid(SITTING_OUT, seat=0)]),
    # Each event is checked whatever the one before it was.
    ([Event("hand_dropped", seat=4), Event("hand_dropped", seat=0), Event("claim"), Event("ecart_corrected"),
      Event("card_exposed")], replace(facts(), sitting_out=0), [
        invalid("Event 1 names a seat beyond the table of 4.", seat=4),
        invalid(SITTING_OUT.replace("Event 1", "Event 2"), pointer="/events/1", seat=0),
        invalid("A claim names the seat that laid its cards down.", pointer="/events/2/seat"),
        invalid("A corrected écart gives the cards first laid down.", "discard", "/events/3/cards"),
        invalid("Each \"card exposed\" event names its seat.", pointer="/events/4/seat")]),
    ([Event("dog_seen", seats=(2, 0))], replace(facts(destination=DogDestination.DEFENCE), sitting_out=0),
     [invalid(SITTING_OUT, "discard")]),
    ([Event("claim")], facts(), [invalid("A claim names the seat that laid its cards down.",
                                         pointer="/events/0/seat")]),
    ([Event("claim", seat=1), Event("claim", seat=2), Event("claim", seat=3)], facts(),
     [invalid(ONE_CLAIM, pointer="/events/1", seat=2), invalid(ONE_CLAIM, pointer="/events/2", seat=3)]),
    ([Event("claim", seat=1)], facts(), []),
    # An écart corrected needs an écart: one laid down (has_discard) and kept by the taker (ECART).
    ([Event("ecart_corrected", cards=cards("3H"))], facts(destination=DogDestination.ATTACK),
     [invalid(NO_ECART, "discard")]),
    ([Event("ecart_corrected", cards=cards("3H"))], replace(facts(), has_discard=False),
     [invalid(NO_ECART, "discard")]),
    ([Event("ecart_corrected", cards=cards("3H"))], replace(facts(destination=DogDestination.ATTACK), has_discard=True),
     [invalid(NO_ECART, "discard")]),
    ([Event("ecart_corrected")], facts(), [invalid("A corrected écart gives the cards first laid down.", "discard",
                                                   "/events/0/cards")]),
    ([Event("ecart_corrected", cards=cards("3H"))], facts(), []),
])
def test_an_event_that_cannot_be_is_invalid_in_its_own_words(events: list[Event], play: PlayFacts,
                                                             expected: list[Violation]) -> None:
    assert event_violations(events, play, french_rules(4, {"arbitration": "fft"})) == expected
