"""How the judge ends a deal before the play (service/french/judge.py, ``_Judge.run``): the reason it gives and
what it says of a record that goes on after an annulment, word for word."""

from __future__ import annotations

from service.core.verdict import ALL_PASSED, ANNULLED

from .helpers import answers, auction_for, build_deal, record, run, suit_range


def test_a_record_that_goes_on_after_a_petit_sec_is_told_the_deal_is_annulled_and_why():
    """Seed 000: a player whose only trump is the Petit, without the Excuse, annuls the deal; the answer names
    the reason whole."""
    lone_petit = ["1T"] + suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K") + ["1H", "2H", "3H"]
    hands, dog = build_deal(4, {2: lone_petit}, allow_petit_sec=True)
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde")))
    assert verdict.status == ANNULLED  # type: ignore[attr-defined]
    assert verdict.reason == "petit sec: seat 3's only trump is the Petit (1T) without the Excuse"  # type: ignore[attr-defined]
    assert answers(verdict) == [
        ("played_after_annulment", "auction", "The record goes on with the auction although the deal is annulled "
                                              "(petit sec: seat 3's only trump is the Petit (1T) without the Excuse): "
                                              "the deal must be dealt again.", "/auction", None, None, None)]


def test_a_deal_every_player_passed_says_so():
    hands, dog = build_deal(4)
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "pass")))
    assert verdict.status == ALL_PASSED  # type: ignore[attr-defined]
    assert verdict.reason == "every player passed"  # type: ignore[attr-defined]
    assert answers(verdict) == []
