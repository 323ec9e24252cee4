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
from service.zwanzigerrufen.play import legal_cards
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
