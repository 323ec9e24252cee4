"""The deal's violations (french/deal.py) with every field and their exact English words."""

from __future__ import annotations

import pytest

from service.core.cards import card_code
from service.core.violations import Violation
from service.french.deal import annulment_choice_fault, check_deal
from service.french.record import HandRecord
from service.french.rules import french_rules

from .helpers import build_deal, record


@pytest.mark.parametrize(("choice", "words"), [("play_on", "play on"), ("annul", "annul")])
def test_a_choice_to_annul_or_play_on_where_no_hand_leaves_one(choice, words):
    hands, dog = build_deal(4)
    rec = record(0, hands, dog)
    rec = HandRecord(rec.dealer, rec.hands, rec.dog, annulment_choice=choice)
    assert annulment_choice_fault(rec, french_rules(4)) == Violation(
        "annulment_choice_not_open", "deal",
        f"The record says the holder chose to {words}, but no hand of this deal leaves its holder the choice to "
        "annul it under these rules.", "/annulment_choice")


def test_a_card_dealt_to_nobody_points_at_the_hands():
    hands, dog = build_deal(4)
    missing = hands[2][0]
    violations = check_deal(record(0, (hands[0], hands[1], hands[2][1:], hands[3]), dog), french_rules(4))
    assert violations[-1] == Violation("card_missing", "deal", f"{card_code(missing)} is dealt to nobody.",
                                       "/hands", card=missing)

