"""The rule set the options make [spec §9.1]: ``absolut_in_solos`` takes the Absolut out of the solos only.

options.py: "Whether Absolut (silent 2, announced 4) exists in Solo and Farbensolo (seed: yes; S5: no)"; the
Rufer, played by two against two, keeps its Absolut (silent 1, announced 2) either way.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from service.core.cards import parse_card
from service.zwanzigerrufen.auction import judge_auction
from service.zwanzigerrufen.record import Call
from service.zwanzigerrufen.rules import FARBENSOLO, RUFER, SOLO, SilentAnnounced, zwanzigerrufen_rules

DEAL_A = json.loads((Path(__file__).parent / "golden" / "deals.json").read_text(encoding="utf-8"))[0]["record"]


@pytest.mark.parametrize(
    ("in_solos", "absolut"),
    [
        (True, {RUFER: SilentAnnounced(1, 2), FARBENSOLO: SilentAnnounced(2, 4), SOLO: SilentAnnounced(2, 4)}),
        (False, {RUFER: SilentAnnounced(1, 2), FARBENSOLO: None, SOLO: None}),
    ],
)
def test_absolut_in_solos_changes_the_solos_only(in_solos: bool,
                                                 absolut: dict[str, SilentAnnounced | None]) -> None:
    values = zwanzigerrufen_rules({"absolut_in_solos": in_solos}).values
    assert {contract: values[contract].absolut for contract in (RUFER, FARBENSOLO, SOLO)} == absolut


def test_a_rufer_declarer_announces_absolut_without_absolut_in_solos() -> None:
    hands = [[parse_card(code) for code in hand] for hand in DEAL_A["hands"]]
    outcome = judge_auction([Call(1, "rufer"), Call(1, "absolut")], hands, DEAL_A["dealer"],
                            zwanzigerrufen_rules({"absolut_in_solos": False}))
    assert outcome.violations == []
    assert outcome.levels[("absolut", "declarers")] == 1
