"""Each poignée's faults under the arbitration (``service/french/arbitration/poignees.py``), P1–P11 of the Code
d'arbitrage [CODE p.8; digest §4.1, §4.3], on hands and tricks written out: which fault, which line of the
code's table, the violation code, the pointer, the exact words, and whether only the ``poignee_shown`` event
shows it.

Four players (a simple poignée of 10 trumps, a double of 13, a triple of 15), seat 1 takes. Trick 1 is led by
seat 1, so each seat's first card is card ``seat`` of the deal (the count of cards played before it).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from service.core.cards import Card, parse_card
from service.core.violations import Violation
from service.french.arbitration.events import TrickLog
from service.french.arbitration.poignees import PoigneeCase, classify_poignees, event_findings
from service.french.record import Declaration, Event
from service.french.rules import french_rules


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(code) for code in text.split())


def trumps(count: int, start: int = 1) -> str:
    return " ".join(f"{rank}T" for rank in range(start, start + count))


PLAIN = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 2H 3H 4H 5H 6H"


def hand(trump_count: int, excuse: bool = False) -> tuple[Card, ...]:
    """Eighteen cards: ``trump_count`` trumps from the 1, the Excuse if asked, plain cards for the rest."""
    held = [trumps(trump_count)] if trump_count else []
    if excuse:
        held.append("EX")
    plain = PLAIN.split()[: 18 - trump_count - excuse]
    return cards(" ".join([*held, *plain]))


FIRST_TRICK = TrickLog(0, (), (0, 1, 2, 3), cards("2C 3C 4C 5C"), 0, 0)


def classify(shown: int, held: int, *, seat: int = 1, excuse: bool = False, event: Event | None = None,
             violations: Sequence[Violation] = (), forced: str = "", timing: str = "own_first_card",
             unfixable_when_not_held: bool = True, log: Sequence[TrickLog] = (FIRST_TRICK,)) -> PoigneeCase:
    """Seat ``seat`` shows ``shown`` trumps from the 1 and held ``held`` (and the Excuse if ``excuse``)."""
    hands = tuple(hand(held, excuse) if index == seat else hand(0) for index in range(4))
    found = classify_poignees([Declaration(seat, "poignee", cards(trumps(shown)))], [event] if event else [],
                              hands, cards(forced), 0, log, violations,
                              french_rules(4, {"arbitration": "fft", "declaration_timing": timing}),
                              unfixable_when_not_held)
    assert len(found) == 1
    return found[0]


def shown(seat: int = 1, **fields: object) -> Event:
    return Event("poignee_shown", seat=seat, **fields)  # type: ignore[arg-type]


Finding = tuple[str, str, str, str, str, bool]
"""(fault, the code's line, violation code, pointer, message, shown by the event only)"""


def findings(case: PoigneeCase) -> list[Finding]:
    return [(found.fault, found.row.name, found.code, found.pointer, found.message, found.from_event)
            for found in case.findings]


# (what was shown and held) -> the level it counts as, and its faults.
@pytest.mark.parametrize(("arguments", "level", "expected"), [
    # Complete: nothing to say.
    ({"shown": 10, "held": 10}, "simple", []),
    ({"shown": 13, "held": 13}, "double", []),
    ({"shown": 15, "held": 15}, "triple", []),
    # Nine shown, nine trumps and the Excuse held: it could be completed (P2), by the taker too.
    ({"shown": 9, "held": 9, "excuse": True}, "simple",
     [("incomplete_fixable", "P2", "poignee_size", "/declarations/0/cards",
       "Seat 2 showed 9 cards for a simple poignée of 10; its hand could complete it (10 trumps and Excuse).",
       False)]),
    ({"shown": 9, "held": 9, "excuse": True, "seat": 0}, "simple",
     [("incomplete_fixable", "P2", "poignee_size", "/declarations/0/cards",
       "Seat 1 showed 9 cards for a simple poignée of 10; its hand could complete it (10 trumps and Excuse).",
       False)]),
    # Nine shown, nine held: it could not (P4 for a defender, P3 for the taker).
    ({"shown": 9, "held": 9}, "simple",
     [("incomplete_unfixable", "P4", "poignee_size", "/declarations/0/cards",
       "Seat 2 showed 9 cards for a simple poignée of 10; its hand could not complete it (9 trumps and Excuse).",
       False)]),
    ({"shown": 9, "held": 9, "seat": 0}, "simple",
     [("incomplete_unfixable", "P3", "poignee_size", "/declarations/0/cards",
       "Seat 1 showed 9 cards for a simple poignée of 10; its hand could not complete it (9 trumps and Excuse).",
       False)]),
    # The taker's trumps forced into the écart count as held (for him only).
    ({"shown": 9, "held": 9, "seat": 0, "forced": "20T"}, "simple",
     [("incomplete_fixable", "P2", "poignee_size", "/declarations/0/cards",
       "Seat 1 showed 9 cards for a simple poignée of 10; its hand could complete it (10 trumps and Excuse).",
       False)]),
    ({"shown": 9, "held": 9, "forced": "20T"}, "simple",
     [("incomplete_unfixable", "P4", "poignee_size", "/declarations/0/cards",
       "Seat 2 showed 9 cards for a simple poignée of 10; its hand could not complete it (9 trumps and Excuse).",
       False)]),
    # Ten shown for an announced double: a size that is a threshold, so only the event shows the fault.
    ({"shown": 10, "held": 13, "event": shown(size="double")}, "double",
     [("incomplete_fixable", "P2", "poignee_size", "/declarations/0/cards",
       "Seat 2 showed 10 cards for a double poignée of 13; its hand could complete it (13 trumps and Excuse).",
       True)]),
    # Too many: a size that is no threshold counts as the largest it reaches; P6 for a defender, P5 the taker.
    ({"shown": 11, "held": 11}, "simple",
     [("too_many", "P6", "poignee_size", "/declarations/0/cards",
       "Seat 2 showed 11 trumps for a simple poignée of 10.", False)]),
    ({"shown": 14, "held": 14, "seat": 0}, "double",
     [("too_many", "P5", "poignee_size", "/declarations/0/cards",
       "Seat 1 showed 14 trumps for a double poignée of 13.", False)]),
    ({"shown": 13, "held": 13, "event": shown(size="simple")}, "simple",
     [("too_many", "P6", "poignee_size", "/declarations/0/cards",
       "Seat 2 showed 13 trumps for a simple poignée of 10.", True)]),
    # Shown out of order (P1), known from the event only; in order, or not said, nothing.
    ({"shown": 10, "held": 10, "event": shown(in_order=False)}, "simple",
     [("out_of_order", "P1", "poignee_out_of_order", "/events/0", "Seat 2 did not show its poignée in order.",
       True)]),
    ({"shown": 10, "held": 10, "event": shown(in_order=True)}, "simple", []),
    # The moment (seat 2's first card is the deal's card 3, index 2): before it (P10), just after it (P8), later (P10).
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2, at_card=1)}, "simple",
     [("early", "P10", "poignee_early", "/events/0",
       "Seat 3 showed its poignée after 1 cards, before its turn (its first card was card 3).", True)]),
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2, at_card=2)}, "simple", []),
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2, at_card=3)}, "simple",
     [("just_after", "P8", "poignee_late", "/events/0",
       "Seat 3 showed its poignée just after its own first card.", True)]),
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2, at_card=4)}, "simple",
     [("late", "P10", "poignee_late", "/events/0",
       "Seat 3 showed its poignée after 4 cards of the deal; its first card was card 3.", True)]),
    # The taker late: P9; with no moment given, or no card of his played, nothing.
    ({"shown": 10, "held": 10, "seat": 0, "event": shown(0, at_card=2)}, "simple",
     [("late", "P9", "poignee_late", "/events/0",
       "Seat 1 showed its poignée after 2 cards of the deal; its first card was card 1.", True)]),
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2)}, "simple", []),
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2, at_card=1), "log": ()}, "simple", []),
    # Seed 000's declaration_timing: every poignée before the first lead, so after it is late, even card 3.
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2, at_card=3), "timing": "before_first_lead"}, "simple",
     [("late", "P10", "poignee_late", "/events/0",
       "Seat 3 showed its poignée after 3 cards of the deal; under these rules (option declaration_timing) it is "
       "shown before the first lead.", True)]),
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2, at_card=1), "timing": "before_first_lead"}, "simple",
     [("late", "P10", "poignee_late", "/events/0",
       "Seat 3 showed its poignée after 1 cards of the deal; under these rules (option declaration_timing) it is "
       "shown before the first lead.", True)]),
    ({"shown": 10, "held": 10, "seat": 2, "event": shown(2, at_card=0), "timing": "before_first_lead"}, "simple",
     []),
    # The judge found the Excuse shown while a trump was kept hidden (P11): its pointer is the judge's.
    ({"shown": 10, "held": 11, "excuse": True, "violations": [
        Violation("poignee_excuse_with_trumps", "declaration", "", "/declarations/0/cards/9", seat=1)]}, "simple",
     [("excuse_hiding_trump", "P11", "poignee_excuse_with_trumps", "/declarations/0/cards/9",
       "Seat 2 showed the Excuse in its poignée while keeping a trump hidden.", False)]),
])
def test_a_poignees_faults(arguments: dict[str, object], level: str, expected: list[Finding]) -> None:
    case = classify(**arguments)  # type: ignore[arg-type]
    assert (case.index, case.seat, case.level, findings(case), case.not_held) == (
        0, arguments.get("seat", 1), level, expected, ())


NOT_HELD = Violation("poignee_not_held", "declaration", "", "/declarations/0/cards/2", seat=1)


def test_cards_no_table_could_show_make_it_incomplete_for_good_or_go_to_a_referee() -> None:
    """J16: a poignée showing cards its seat did not hold is taken as incomplete and impossible to complete, or
    (the policy's choice) left to a referee with the judge's findings."""
    unfixable = classify(10, 10, violations=[NOT_HELD])
    assert unfixable.not_held == ()
    assert findings(unfixable) == [
        ("incomplete_unfixable", "P4", "poignee_size", "/declarations/0",
         "Seat 2's poignée shows cards it could not show; it is taken as incomplete and impossible to complete "
         "(J16).", False)]
    referred = classify(10, 10, violations=[NOT_HELD], unfixable_when_not_held=False)
    assert (referred.index, referred.seat, referred.findings, referred.not_held, referred.level) == (
        0, 1, (), (NOT_HELD,), "simple")
    other = Violation("poignee_not_trump", "declaration", "", "/declarations/0", seat=1)
    elsewhere = Violation("poignee_not_held", "declaration", "", "/declarations/01/cards", seat=1)
    assert classify(10, 10, violations=[other, elsewhere], unfixable_when_not_held=False).not_held == (other,)


def test_a_seats_first_poignee_and_first_shown_event_are_the_ones_classified() -> None:
    """A second poignée of a seat is the judge's declaration_duplicated; a declaration that is no poignée, of
    a seat beyond the table or of the dealer sitting out (the judge's finding at its seat) is not classified;
    the first poignee_shown event of the seat is the one read."""
    hands = (hand(0), hand(10), hand(0), hand(0))
    declarations = [Declaration(1, "chelem"), Declaration(4, "poignee", cards(trumps(10))),
                    Declaration(2, "poignee", cards(trumps(10))), Declaration(1, "poignee", cards(trumps(10))),
                    Declaration(1, "poignee", cards(trumps(9)))]
    events = [Event("claim", seat=1), Event("poignee_shown", in_order=False),
              Event("poignee_shown", seat=2, in_order=True), Event("poignee_shown", seat=1, in_order=True),
              Event("poignee_shown", seat=1, in_order=False)]
    sitting_out = Violation("declaration_invalid", "declaration", "", "/declarations/2/seat", seat=2)
    found = classify_poignees(declarations, events, hands, (), 0, (FIRST_TRICK,), [sitting_out],
                              french_rules(4, {"arbitration": "fft"}), True)
    assert [(case.index, case.seat, case.findings) for case in found] == [(3, 1, ())]


def test_only_the_faults_the_event_alone_shows_become_violations() -> None:
    cases = [classify(13, 13, event=shown(size="simple", in_order=False)), classify(9, 9, seat=2)]
    assert event_findings(cases) == [
        Violation("poignee_size", "declaration", "Seat 2 showed 13 trumps for a simple poignée of 10.",
                  "/declarations/0/cards", seat=1),
        Violation("poignee_out_of_order", "declaration", "Seat 2 did not show its poignée in order.", "/events/0",
                  seat=1)]
