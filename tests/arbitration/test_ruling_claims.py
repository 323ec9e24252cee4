"""The ruling's own words and choices (``service/french/arbitration/ruling.py``): a claim played out (the
adjustment it records), a claim left to a human referee and why, the lone Petit that may cut, the J6 order of
the highest-valued cards and the effect a poignée's fault has on the poignée.

Deals of ``deals.py``: seats 1–3, the dealer 3, seat 1 takes a garde and leads. The engine is called
directly (``judge``), so the ruling is the engine's object, read field by field.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.core.cards import codes, parse_card
from service.french.arbitration.claim import ClaimBudget
from service.french.arbitration.faults import ALWAYS_COUNTED, IF_OFFENDER_LOSES, NEVER_COUNTED, OFFENDER_WINS
from service.french.arbitration.ruling import Adjustment, Ruling, _highest_valued, _poignee_effect
from service.french.judge import judge
from service.french.rules import french_rules
from service.wire.french import hand_record
from tests.arbitration.deals import STRONG, Deal, deal
from tests.arbitration.helpers import play_out
from tests.engine.helpers import build_deal

CLAIM_RULE = ("CA 2012 p.7: a player who lays his cards down thinking the rest is his has the remaining cards "
              "played in the way that is worst for his side (card points, then oudlers, then petit au bout)")


def ruling(base: Deal, tricks: list[list[str]], claimer: int, budget: ClaimBudget | None = None,
           **options: str) -> Ruling:
    chosen = {"arbitration": "fft", **options}
    record = base.record(tricks, events=[{"type": "claim", "seat": claimer}], options=chosen)
    found: Ruling | None = judge(hand_record(record), french_rules(4, chosen), budget).details["ruling"]
    assert found is not None
    return found


def cut(tricks: list[list[str]], whole: int, cards: int = 0) -> list[list[str]]:
    """The first ``whole`` tricks, then the first ``cards`` cards of the next."""
    return [*tricks[:whole], tricks[whole][:cards]] if cards else tricks[:whole]


STRONG_DEAL = deal(STRONG)
STRONG_PLAY = STRONG_DEAL.play()


@pytest.mark.parametrize(("whole", "cards", "claimer", "side"), [
    (15, 0, 0, "attack"), (14, 0, 0, "attack"), (15, 2, 1, "defence"), (16, 3, 2, "defence")])
def test_a_claim_played_out_is_one_adjustment_naming_the_claimer_and_the_tricks(
        whole: int, cards: int, claimer: int, side: str) -> None:
    """CA 2012 p.7: "le joueur qui abat son jeu ... les cartes restantes sont jouées de la façon la plus
    défavorable pour son camp". The adjustment names the claimer, the first and last tricks played out (the
    one in progress included) and his side; its cards are those of the tricks played out, in order."""
    found = ruling(STRONG_DEAL, cut(STRONG_PLAY, whole, cards), claimer)
    assert found.outcome == "scored" and len(found.played_out) == 18 - whole
    assert found.adjustments[0] == Adjustment(
        "claim_played_out", CLAIM_RULE,
        f"Seat {claimer + 1} claimed the rest; the referee had tricks {whole + 1} to 18 played the worst way for the "
        f"{side}.", trick=whole, cards=tuple(card for trick in found.played_out for card in trick.cards),
        seat=claimer)
    assert codes(found.adjustments[0].cards[:cards]) == STRONG_PLAY[whole][:cards]


REFERRED = "The Code d'arbitrage gives no automatic ruling here: "


def test_a_claim_leaving_more_than_sixteen_cards_goes_to_a_referee() -> None:
    """Sixteen cards left (four tricks of four) are played out; seventeen are not."""
    assert ruling(STRONG_DEAL, cut(STRONG_PLAY, 14), 0).outcome == "scored"
    too_long = ruling(STRONG_DEAL, cut(STRONG_PLAY, 13, 3), 0)
    note = "The claim leaves too many cards to play out (17, more than 16); a human referee decides."
    assert (too_long.outcome, too_long.needs_referee, too_long.reason) == ("referee", (note,), REFERRED + note)


def test_a_claim_the_requests_search_budget_cannot_pay_goes_to_a_referee() -> None:
    # Sixteen cards left: not too many, but no budget to search them.
    spent = ruling(STRONG_DEAL, cut(STRONG_PLAY, 14), 0, ClaimBudget(0))
    assert spent.outcome == "referee" and spent.needs_referee == (
        "Playing out the claim needs more of the search than the request has left (30,000 tricks tried a request, "
        "shared by its records in order); a human referee decides.",)


def petit_deal(last_card: str) -> tuple[Deal, list[list[str]]]:
    """The taker holds the Petit with plain honours and ``last_card``: a 10C leaves it a petit sec, a 2T not.
    Played low, the Petit falls in trick 17 (second card of it with the 10C)."""
    taker = ["1T", "KS", "QS", "CS", "JS", "10S", "KH", "QH", "CH", "JH", "10H", "KD", "QD", "CD", "JD", "KC", "QC",
             last_card]
    hands, dog = build_deal(4, {0: taker}, allow_petit_sec=True)
    base = Deal([codes(hand) for hand in hands], codes(dog))
    tricks = play_out(base.at_play, 0, {0})
    assert "1T" in tricks[16] and not any("1T" in trick for trick in tricks[:16])
    assert last_card != "10C" or tricks[16][1] == "1T"
    return base, tricks


CUTTING_PETIT = ("The lone Petit that may cut (petit_sec: excuse_that_cuts) is still to be played, and the claim "
                 "search does not play its cuts; a human referee decides.")


@pytest.mark.parametrize(("last_card", "petit_sec", "whole", "cards", "referred"), [
    # A petit sec that may cut, still in a hand, or on the trick in progress: the search does not play its cut.
    ("10C", "excuse_that_cuts", 14, 0, True),
    ("10C", "excuse_that_cuts", 16, 2, True),
    # Once played, nothing is left to cut with.
    ("10C", "excuse_that_cuts", 17, 0, False),
    # A petit sec kept imprenable plays as the Excuse does, which the search knows.
    ("10C", "imprenable", 14, 0, False),
    # No petit sec (the taker holds 2T too): the Petit is a trump like another, in play or not.
    ("2T", "excuse_that_cuts", 14, 0, False),
    ("2T", "excuse_that_cuts", 16, 2, False),
])
def test_a_claim_with_the_lone_petit_that_may_cut_still_to_play_goes_to_a_referee(
        last_card: str, petit_sec: str, whole: int, cards: int, referred: bool) -> None:
    base, tricks = petit_deal(last_card)
    found = ruling(base, cut(tricks, whole, cards), 1, petit_sec=petit_sec)
    if referred:
        assert (found.outcome, found.needs_referee) == ("referee", (CUTTING_PETIT,))
    else:
        assert found.outcome == "scored" and found.adjustments[0].kind == "claim_played_out"


def test_the_highest_valued_cards_are_points_then_an_oudler_before_a_king_then_the_higher_rank() -> None:
    """J6 (a faux écart: the highest-valued cards of the écart go to the defence)."""
    cards = [parse_card(card) for card in ("5S", "KS", "EX", "QH", "1T", "21T", "2S", "KH")]
    ranked = ["21T", "1T", "EX", "KS", "KH", "QH", "5S", "2S"]
    for count in range(1, len(cards) + 1):
        assert codes(_highest_valued(cards, count)) == ranked[:count]


@pytest.mark.parametrize(("counted", "annul_if", "effect"), [
    (ALWAYS_COUNTED, None, "the poignée counts"),
    (None, None, "the poignée counts"),
    (IF_OFFENDER_LOSES, None, "the poignée counts only if its side loses"),
    (NEVER_COUNTED, None, "the poignée does not count"),
    (ALWAYS_COUNTED, OFFENDER_WINS, "the poignée counts; annulled if its side wins"),
    (IF_OFFENDER_LOSES, OFFENDER_WINS, "the poignée counts only if its side loses; annulled if its side wins"),
    (NEVER_COUNTED, OFFENDER_WINS, "the poignée does not count; annulled if its side wins"),
    (NEVER_COUNTED, "always", "the poignée does not count"),
])
def test_the_effect_of_a_poignees_fault_on_the_poignee(counted: Any, annul_if: Any, effect: str) -> None:
    assert _poignee_effect(counted, annul_if) == effect
