"""The verdict lists every violation in the order it happened: those the events show (`events`) go among the
judge's own by phase, then trick (a violation of no trick first in its phase), after the judge's own of the
same moment."""

from __future__ import annotations

import pytest

from service.core.violations import Violation
from service.french.judge import _Judge
from service.french.rules import french_rules
from tests.engine.helpers import build_deal, record


def violation(name: str) -> Violation:
    """``name`` is "phase" or "phase@trick", with a suffix telling the judge's own ("!") from the events'."""
    phase, _, trick = name.rstrip("!?").partition("@")
    return Violation(name, phase, name, "/", trick=int(trick) if trick else None)


@pytest.mark.parametrize("own,found,expected", [
    (["play@1!"], ["play@0?"], ["play@0?", "play@1!"]),
    (["play@0!"], ["play?"], ["play?", "play@0!"]),
    (["play@1!", "play@5!"], ["play@3?"], ["play@1!", "play@3?", "play@5!"]),
    (["play@1!", "play@2!", "play@5!"], ["play@3?"], ["play@1!", "play@2!", "play@3?", "play@5!"]),
    (["discard!", "play@2!", "play@4!"], ["play@2?"], ["discard!", "play@2!", "play@2?", "play@4!"]),
    (["discard!", "play@0!"], ["declaration?", "play@7?", "deal?"],
     ["deal?", "discard!", "declaration?", "play@0!", "play@7?"]),
    ([], ["play@2?", "play@1?"], ["play@1?", "play@2?"]),
])
def test_the_events_violations_go_where_they_happened(own: list[str], found: list[str], expected: list[str]) -> None:
    hands, dog = build_deal(4)
    judge = _Judge(record(0, hands, dog), french_rules(4, {"arbitration": "fft"}))
    judge.report([violation(name) for name in own])
    judge._merge([violation(name) for name in found])
    assert [entry.code for entry in judge.verdict.violations] == expected
