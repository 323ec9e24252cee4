"""The engine's ``legal_cards`` [spec §7.2, §7.3, §7.5]: the cards a hand may play to a trick.

The wire's legal plays ask ``play_fault`` card by card; ``legal_cards`` is the engine's own answer to the same
question, held here to the worked examples of §12.1 (golden/legal_cards.json) and to the independent reading
of the rules in ``generator.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.core.cards import card_code, parse_card
from service.zwanzigerrufen.play import PlayFault, is_kaiserstich, legal_cards, play_fault, trick_winner_position
from tests.property.property_settings import tarot_settings

from .generator import DECK, legal

CASES = json.loads((Path(__file__).parent / "golden" / "legal_cards.json").read_text(encoding="utf-8"))


def cards(codes: list[str]) -> list[int]:
    return [parse_card(code) for code in codes]


@pytest.mark.parametrize("case", [pytest.param(case, id=case["name"]) for case in CASES])
def test_the_worked_examples(case: dict[str, Any]) -> None:
    position = case["position"]
    farbensolo = position["contract"] == "farbensolo"
    lifted = position.get("valat_announced", False) and position["options"].get("pagat_lock_lifted_by_valat", True)
    locked = position.get("pagat_announced", False) and not farbensolo and not lifted
    found = legal_cards(cards(position["hand"]), cards(position["trick"]), farbensolo, locked)
    assert [card_code(card) for card in found] == case["expected"]["legal_cards"]


def test_by_default_a_rufer_or_solo_without_an_announced_pagat() -> None:
    # §7.3: only in a Farbensolo must a suit card be led; §7.5: only an announced Pagat is kept back.
    assert legal_cards(cards(["1T", "QS", "KC"]), []) == cards(["1T", "QS", "KC"])
    assert legal_cards(cards(["1T", "5T", "QS"]), cards(["1H"])) == cards(["1T", "5T"])


@tarot_settings(max_examples=300)
@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=13, unique=True), st.integers(1, 10),
       st.integers(0, 3), st.booleans(), st.booleans())
def test_as_the_independent_reading_has_it(drawn: list[str], held: int, played: int, farbensolo: bool,
                                           locked: bool) -> None:
    hand, trick = drawn[:held], drawn[held:][:played]
    assert [card_code(card) for card in legal_cards(cards(hand), cards(trick), farbensolo, locked)] == legal(
        hand, trick, farbensolo, locked)


@pytest.mark.parametrize(
    ("hand", "trick", "card", "options", "code", "message"),
    [
        ("KS", "", "1T", {}, "card_not_held", "The player plays 1T, which it does not hold."),
        ("1T QS KC", "", "1T", {"farbensolo": True}, "must_lead_suit",
         "The player leads 1T in a Farbensolo while holding the suit cards QS and KC; a tarock may be led only by a "
         "player who has no suit card left."),
        ("KH 1T", "1H", "1T", {}, "must_follow_suit", "The player played 1T on a heart lead while holding KH."),
        ("4T KH", "10T", "KH", {}, "must_trump", "The player played KH on a tarock lead while holding the tarocks 4T."),
        ("1T 5T QS", "1H", "QS", {}, "must_trump",
         "The player played QS on a heart lead while void in hearts and holding the tarocks 1T and 5T."),
        ("1T 5T QS", "", "1T", {"pagat_locked": True, "seat": 1}, "pagat_played_early",
         "Seat 2 announced Pagat and plays 1T while holding QS and 5T, which may be played; the announced Pagat is "
         "kept for the last trick."),
    ],
)
def test_every_fault_says_why(hand: str, trick: str, card: str, options: dict[str, Any], code: str,
                              message: str) -> None:
    found = play_fault(cards(hand.split()), cards(trick.split()), parse_card(card), **options)
    assert found == PlayFault(code, message)


def test_play_fault_by_default_a_rufer_or_solo_without_an_announced_pagat() -> None:
    assert play_fault(cards(["1T", "QS"]), [], parse_card("1T")) is None
    assert play_fault(cards(["1T", "5T"]), [], parse_card("1T")) is None


def test_who_wins_by_default_a_rufer_or_solo_trick() -> None:
    # §7.4: a tarock beats every suit card, except in a Farbensolo.
    assert trick_winner_position(cards(["KH", "4T", "QH", "JH"])) == 1
    assert trick_winner_position(cards(["KH", "4T", "QH", "JH"]), farbensolo=True) == 0


def test_the_three_trull_pieces_alone_are_a_kaiserstich() -> None:
    # A trick so far of exactly Pagat, Mond and Sküs: "Pagat, Mond and Sküs in one trick" [§7.4].
    assert is_kaiserstich(cards(["21T", "EX", "1T"]), False)
    assert trick_winner_position(cards(["21T", "EX", "1T"])) == 2
