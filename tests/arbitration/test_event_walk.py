"""event_violations (``service/french/arbitration/events.py``) walks on past each event it settles: a dog seen or
an event without its seat answers for itself and the next event is still checked; a poignée shown by a seat
that declared none points at the event's seat."""

from __future__ import annotations

from dataclasses import replace

from service.core.violations import Violation
from service.french.arbitration.events import event_violations
from service.french.record import Event
from service.french.rules import DogDestination, french_rules
from tests.arbitration.play_facts import facts

RULES = french_rules(4, {"arbitration": "fft"})
POIGNEE_OF_NOBODY = Violation("event_invalid", "declaration", "Seat 3 declared no poignée.", "/events/1/seat", seat=2)


def test_a_poignee_shown_by_a_seat_that_declared_none_points_at_its_seat() -> None:
    shown = [Event("poignee_shown", seat=3), Event("poignee_shown", seat=2)]
    play = replace(facts(), poignee_seats=frozenset({3}))
    assert event_violations(shown, play, RULES) == [POIGNEE_OF_NOBODY]


def test_the_events_after_a_dog_seen_are_checked_too() -> None:
    events = [Event("dog_seen", seats=(1,)), Event("poignee_shown", seat=2)]
    play = facts(destination=DogDestination.ATTACK)
    assert event_violations(events, play, RULES) == [
        Violation("dog_seen", "discard", "Seat 2 saw the dog after the overcall was granted.", "/events/0", seat=1),
        POIGNEE_OF_NOBODY]


def test_the_events_after_one_without_its_seat_are_checked_too() -> None:
    events = [Event("poignee_shown"), Event("poignee_shown", seat=2)]
    assert event_violations(events, facts(), RULES) == [
        Violation("event_invalid", "declaration", "Each \"poignée shown\" event names its seat.", "/events/0/seat"),
        POIGNEE_OF_NOBODY]
