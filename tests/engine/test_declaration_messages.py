"""What a player reads when a declaration is refused: each violation's code, pointer, seat, card and exact
English words (docs/contract.md, the verdict's violations).

``tests/engine/test_declarations.py`` proves which declarations are refused; these tables hold each answer
whole, for a poignée, a misère, a chelem or petit chelem announcement, and the moment of each (``at_card``).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.french.declarations import declaration_timing_violations, judge_declarations
from service.french.record import Declaration
from service.french.rules import french_rules
from service.french.tables import ordinary_seating, seating_of

from .helpers import c, cs, trumps

LOW_CARDS = ["1S", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "1H", "2H", "3H", "4H", "5H", "6H", "7H",
             "8H"]
WITH_CHELEM_CALL = {"contracts": ["petite", "garde", "garde_sans", "garde_contre", "chelem"]}


def hand(*codes: str) -> tuple[int, ...]:
    """A hand of 18 cards at 4 players: ``codes`` and low cards of spades and hearts."""
    return cs(list(codes) + LOW_CARDS[: 18 - len(codes)])


def poignee(seat: int, codes: list[str], at_card: int | None = None) -> Declaration:
    return Declaration(seat, "poignee", cs(codes), at_card=at_card)


def answers(violations: list[Any]) -> list[tuple[str, str, str, int | None, int | None]]:
    """Each violation's code, message, pointer, seat and card; every one is of the declaration phase."""
    assert {v.phase for v in violations} <= {"declaration"}
    return [(v.code, v.message, v.pointer, v.seat, v.card) for v in violations]


SEAT_1_TEN_TRUMPS = [(), hand(*trumps(1, 10))]
SEAT_1_NINE_TRUMPS = [(), hand(*trumps(1, 9))]

DECLARATIONS = [
    pytest.param([Declaration(1, "petit_chelem")], {}, [
        ("declaration_not_allowed", "The petit chelem is not played under these rules (option petit_chelem).",
         "/declarations/0", 1, None)], id="petit-chelem-not-played"),
    pytest.param([Declaration(1, "chelem")], {}, [
        ("chelem_not_taker", "Seat 2 announces a chelem; only the taker may.", "/declarations/0", 1, None)],
        id="chelem-by-a-defender"),
    pytest.param([Declaration(1, "petit_chelem")], dict(options={"petit_chelem": True}), [
        ("chelem_not_taker", "Seat 2 announces a petit chelem; only the taker may.", "/declarations/0", 1, None)],
        id="petit-chelem-by-a-defender"),
    pytest.param([Declaration(0, "chelem"), Declaration(0, "chelem")], {}, [
        ("declaration_duplicated", "The taker announces a chelem after another chelem announcement.",
         "/declarations/1", 0, None)], id="chelem-twice"),
    pytest.param([Declaration(0, "chelem")], dict(options=WITH_CHELEM_CALL, chelem_called=True), [
        ("declaration_duplicated", "The taker announces a chelem after the chelem called in the auction.",
         "/declarations/0", 0, None)], id="chelem-after-the-call"),
    pytest.param([Declaration(0, "chelem"), Declaration(1, "chelem")],
                 dict(options={"chelem_announcer": "either_side"}), [
        ("declaration_duplicated", "Seat 2 announces a chelem after another chelem announcement.",
         "/declarations/1", 1, None)], id="defence-chelem-after-the-takers"),
    pytest.param([Declaration(0, "petit_chelem"), Declaration(0, "chelem")], dict(options={"petit_chelem": True}), [
        ("declaration_duplicated", "The taker announces a chelem after another chelem announcement.",
         "/declarations/1", 0, None)], id="chelem-after-a-petit-chelem"),
    pytest.param([Declaration(4, "chelem")], {}, [
        ("seat_out_of_range", "There is no seat 5 at a table of 4.", "/declarations/0/seat", 4, None)],
        id="seat-off-the-table"),
    pytest.param([Declaration(1, "misere", kind="trumps")], dict(hands=[(), hand()]), [
        ("declaration_not_allowed", "Misères are not played under these rules (option misere).", "/declarations/0",
         1, None)], id="misere-not-played"),
    pytest.param([Declaration(1, "misere")], dict(hands=[(), hand()], options={"misere": True}), [
        ("misere_kind", 'A misère is of kind "trumps" or "faces"; this one names no kind.', "/declarations/0/kind",
         1, None)], id="misere-of-no-kind"),
    pytest.param([Declaration(1, "misere", kind="blank")], dict(hands=[(), hand()], options={"misere": True}), [
        ("misere_kind", 'A misère is of kind "trumps" or "faces"; this one is of kind "blank".',
         "/declarations/0/kind", 1, None)], id="misere-of-another-kind"),
    pytest.param([Declaration(1, "misere", kind="trumps")], dict(hands=[(), hand("3T", "EX")],
                                                                 options={"misere": True}), [
        ("misere_not_blank", "Seat 2 declares a trump misère (no trump) while holding 3T.",
         "/declarations/0", 1, None)], id="misere-of-trumps-holding-one"),
    pytest.param([Declaration(1, "misere", kind="faces")], dict(hands=[(), hand("KH", "EX", "3T")],
                                                                options={"misere": True}), [
        ("misere_not_blank", "Seat 2 declares a head misère (no king, queen, cavalier, jack or Excuse) while "
                             "holding KH and EX.", "/declarations/0", 1, None)],
        id="misere-of-faces-holding-two"),
    pytest.param([Declaration(1, "misere", kind="trumps")] * 2, dict(hands=[(), hand()], options={"misere": True}), [
        ("declaration_duplicated", "Seat 2 declares the same misère twice.", "/declarations/1", 1, None)],
        id="misere-twice"),
    pytest.param([poignee(1, trumps(1, 10))] * 2 + [Declaration(1, "chelem")], dict(hands=SEAT_1_TEN_TRUMPS), [
        ("declaration_duplicated", "Seat 2 declares a second poignée.", "/declarations/1", 1, None),
        ("chelem_not_taker", "Seat 2 announces a chelem; only the taker may.", "/declarations/2", 1, None)],
        id="poignee-twice"),
    pytest.param([poignee(1, trumps(1, 9))], dict(hands=SEAT_1_NINE_TRUMPS), [
        ("poignee_size", "Seat 2 shows 9 cards; a poignée is exactly 10/13/15 trumps with 4 players.",
         "/declarations/0/cards", 1, None)], id="poignee-size"),
    pytest.param([poignee(1, trumps(1, 9) + ["KS"])], dict(hands=SEAT_1_NINE_TRUMPS), [
        ("poignee_not_trump", "Seat 2 shows KS, which is not a trump.", "/declarations/0/cards/9", 1, "KS")],
        id="poignee-not-a-trump"),
    pytest.param([poignee(1, trumps(1, 9) + ["21T"])], dict(hands=SEAT_1_NINE_TRUMPS), [
        ("poignee_not_held", "Seat 2 shows 21T without holding it.", "/declarations/0/cards/9", 1, "21T")],
        id="poignee-not-held"),
    pytest.param([poignee(1, trumps(1, 9) + ["1T"])], dict(hands=SEAT_1_NINE_TRUMPS), [
        ("poignee_not_held", "Seat 2 shows 1T without holding it.", "/declarations/0/cards/9", 1, "1T")],
        id="poignee-card-shown-twice"),
    pytest.param([poignee(1, trumps(1, 9) + ["EX"])], dict(hands=[(), hand(*trumps(1, 10), "EX")]), [
        ("poignee_excuse_with_trumps", "Seat 2 shows the Excuse while holding 10T; the Excuse only stands in for a "
                                       "missing trump.", "/declarations/0/cards/9", 1, "EX")],
        id="poignee-excuse-holding-a-trump"),
    pytest.param([poignee(0, trumps(1, 10))], dict(hands=[hand(*trumps(1, 8))], forced=["9T", "10T"]), [],
                 id="taker-shows-trumps-forced-into-the-ecart"),
    pytest.param([poignee(1, trumps(1, 10))], dict(hands=[(), hand(*trumps(1, 8))], forced=["9T", "10T"]), [
        ("poignee_not_held", "Seat 2 shows 9T without holding it.", "/declarations/0/cards/8", 1, "9T"),
        ("poignee_not_held", "Seat 2 shows 10T without holding it.", "/declarations/0/cards/9", 1, "10T")],
        id="defender-cannot-show-the-takers-ecart"),
    pytest.param([Declaration(1, "misere", kind="trumps"), Declaration(1, "chelem")],
                 dict(hands=[(), hand()], options={"misere": True}), [
        ("chelem_not_taker", "Seat 2 announces a chelem; only the taker may.", "/declarations/1", 1, None)],
        id="chelem-after-a-misere"),
    pytest.param([Declaration(4, "chelem"), Declaration(1, "chelem")], {}, [
        ("seat_out_of_range", "There is no seat 5 at a table of 4.", "/declarations/0/seat", 4, None),
        ("chelem_not_taker", "Seat 2 announces a chelem; only the taker may.", "/declarations/1", 1, None)],
        id="chelem-after-a-seat-off-the-table"),
]


@pytest.mark.parametrize(("declarations", "deal", "expected"), DECLARATIONS)
def test_each_refused_declaration_gets_its_whole_answer(declarations, deal, expected):
    rules = french_rules(4, deal.get("options"))
    hands = tuple(deal.get("hands", [])) + ((),) * (4 - len(deal.get("hands", [])))
    outcome = judge_declarations(tuple(declarations), hands, 0, cs(deal.get("forced", [])), rules,
                                 chelem_called=deal.get("chelem_called", False))
    assert answers(outcome.violations) == [
        (code, message, pointer, seat, None if card is None else c(card))
        for code, message, pointer, seat, card in expected]
    # A poignée is counted (every one here a simple) unless something is refused in its declaration.
    refused = {pointer.split("/")[2] for _, _, pointer, _, _ in expected}
    assert [(p.seat, p.size) for p in outcome.poignees] == [
        (declaration.seat, "simple") for index, declaration in enumerate(declarations)
        if declaration.type == "poignee" and str(index) not in refused]


def test_the_seat_that_sits_out_declares_nothing():
    # 5 seats, the dealer (seat 1) sits the deal out: its declaration is refused, the next one is judged.
    rules = french_rules(5, {"five_player_table": "dealer_sits_out"})
    declarations = (Declaration(1, "chelem"), poignee(2, trumps(1, 9)))
    hands = ((), (), hand(*trumps(1, 9)), (), ())
    outcome = judge_declarations(declarations, hands, 0, (), rules, seating_of(rules, 1))
    assert answers(outcome.violations) == [
        ("seat_sits_out", "Seat 2 deals and sits this deal out; it takes no part in it.", "/declarations/0/seat", 1,
         None),
        ("poignee_size", "Seat 3 shows 9 cards; a poignée is exactly 10/13/15 trumps with 4 players.",
         "/declarations/1/cards", 2, None)]


def test_a_declaration_outcome_keeps_what_it_is_given():
    from service.core.violations import Violation
    from service.french.declarations import DeclarationOutcome, Poignee
    from service.french.scoring import Misere

    violations = [Violation("chelem_not_taker", "declaration", "Seat 2 announces a chelem; only the taker may.",
                            "/declarations/0", seat=1)]
    poignees, miseres = [Poignee(2, "double")], [Misere(3, "faces")]
    outcome = DeclarationOutcome(violations, poignees, True, True, miseres, 2)
    assert (outcome.violations, outcome.poignees, outcome.miseres) == (violations, poignees, miseres)
    assert (outcome.chelem_announced, outcome.petit_chelem_announced, outcome.chelem_announcer) == (True, True, 2)
    empty = DeclarationOutcome()
    assert (empty.violations, empty.poignees, empty.miseres, empty.chelem_announcer) == ([], [], [], None)
    assert (empty.chelem_announced, empty.petit_chelem_announced) == (False, False)


BEFORE_FIRST_LEAD = {"declaration_timing": "before_first_lead"}
TIMINGS = [
    pytest.param(Declaration(0, "chelem", at_card=1), None,
                 "Seat 1 declares a chelem after 1 cards of the deal; that is done before the first card of the deal.",
                 id="chelem"),
    pytest.param(Declaration(2, "petit_chelem", at_card=2), BEFORE_FIRST_LEAD,
                 "Seat 3 declares a petit chelem after 2 cards of the deal; that is done before the first card of the "
                 "deal.", id="petit-chelem"),
    pytest.param(poignee(2, trumps(1, 10), at_card=1), None,
                 "Seat 3 declares a poignée after 1 cards of the deal; that is done just before its own first card, "
                 "after 2 cards of the deal.", id="poignee-before-its-turn"),
    pytest.param(Declaration(2, "misere", kind="trumps", at_card=3), None,
                 "Seat 3 declares a misère after 3 cards of the deal; that is done just before its own first card, "
                 "after 2 cards of the deal.", id="misere-after-its-turn"),
    pytest.param(poignee(2, trumps(1, 10), at_card=2), BEFORE_FIRST_LEAD,
                 "Seat 3 declares a poignée after 2 cards of the deal; that is done before the first lead (option "
                 "declaration_timing).", id="poignee-before-the-first-lead"),
    pytest.param(Declaration(2, "misere", kind="trumps", at_card=2), None, None, id="misere-at-its-turn"),
    pytest.param(poignee(2, trumps(1, 10), at_card=0), BEFORE_FIRST_LEAD, None, id="poignee-at-the-first-lead"),
    pytest.param(poignee(2, trumps(1, 10)), None, None, id="moment-not-given"),
]


@pytest.mark.parametrize(("declaration", "options", "message"), TIMINGS)
def test_each_mistimed_declaration_says_when_it_is_made(declaration, options, message):
    # Seat 0 leads the first trick at 4 players: seat 1 plays its first card after 1 card of the deal, seat 2
    # after 2. Seat 1's poignée, made at its moment, comes first and is not reported.
    on_time = 0 if options else 1
    found = declaration_timing_violations((poignee(1, trumps(11, 20), at_card=on_time), declaration), 0,
                                          french_rules(4, options), ordinary_seating(4))
    expected = [] if message is None else [
        ("declaration_mistimed", message, "/declarations/1/at_card", declaration.seat, None)]
    assert answers(found) == expected


def test_a_seat_that_does_not_play_is_not_asked_when_it_declared():
    # At 5 seats whose dealer (seat 4) sits out, the dealer's declaration is reported as a seat that does not
    # play (judge_declarations); its moment is not asked, and the declarations after it still are.
    rules = french_rules(5, {"five_player_table": "dealer_sits_out"})
    declarations = (poignee(4, trumps(1, 10), at_card=3), poignee(1, trumps(11, 20), at_card=0))
    found = declaration_timing_violations(declarations, 0, rules, seating_of(rules, 4))
    assert answers(found) == [
        ("declaration_mistimed", "Seat 2 declares a poignée after 0 cards of the deal; that is done just before its "
                                 "own first card, after 1 cards of the deal.", "/declarations/1/at_card", 1, None)]


def test_a_declaration_of_a_type_the_engine_does_not_name_is_quoted_as_the_record_has_it():
    # The wire lets only the four types through; an engine caller may pass another (Declaration.type is text):
    # its moment is judged as a poignée's, and the message quotes it as the record has it.
    found = declaration_timing_violations((Declaration(2, "annonce", at_card=3),), 0, french_rules(4),
                                          ordinary_seating(4))
    assert answers(found) == [
        ("declaration_mistimed", 'Seat 3 declares "annonce" after 3 cards of the deal; that is done just before its '
                                 "own first card, after 2 cards of the deal.", "/declarations/0/at_card", 2, None)]
