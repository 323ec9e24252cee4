"""The score's lines in full [spec §9.2, §9.3]: each line's owner, level, base, value and the seat it is about.

The golden summaries (§12.6) hold each line's item and value; here two summaries hold every field of every
line, the seat above all ("the declarer (game), the announcer, the player of 1T in the last trick (silent
Pagat), the holder (Trull, four kings), the player whose 21T was caught (Mondfang)"), and the result.
"""

from __future__ import annotations

import pytest

from service.zwanzigerrufen.rules import ABSOLUT, DECLARERS, GAME, OPPONENTS, PAGAT, VALAT, zwanzigerrufen_rules
from service.zwanzigerrufen.scoring import DealSummary, Line, Result, result_of, score_of

RULES = zwanzigerrufen_rules()


def test_a_rufer_contrad_with_an_announced_absolut_a_lost_silent_pagat_the_trull_and_four_kings() -> None:
    summary = DealSummary("rufer", 1, 2, 60, 7, {(GAME, DECLARERS): 2, (ABSOLUT, DECLARERS): 1},
                          {(ABSOLUT, DECLARERS): 2}, pagat_last_trick=(0, False), trull=0, four_kings=1)
    score = score_of(summary, RULES)
    assert score.lines == (
        Line("game", "declarers", True, 2, True, 1, 2, 1),
        Line("absolut", "declarers", True, 1, True, 2, 2, 2),
        Line("pagat", "opponents", False, 1, False, 1, 1, 0),
        Line("trull", "opponents", False, 1, True, 1, -1, 0),
        Line("four_kings", "declarers", False, 1, True, 1, 1, 1),
    )
    assert (score.value, score.deltas) == (5, (-5, 5, 5, -5))
    assert result_of(summary, 4) == Result((1, 2), (0, 3), 60, 28, 7, 45, True)


def test_a_lost_solo_with_the_opponents_pagat_and_the_soloists_mond_caught() -> None:
    summary = DealSummary("solo", 3, None, 40, 4, {(GAME, DECLARERS): 1, (PAGAT, OPPONENTS): 1},
                          {(PAGAT, OPPONENTS): 0}, pagat_last_trick=(0, True), mondfang=3)
    score = score_of(summary, RULES)
    assert score.lines == (
        Line("game", "declarers", True, 1, False, 4, -4, 3),
        Line("pagat", "opponents", True, 1, True, 4, -4, 0),
        Line("mondfang", "opponents", False, 1, True, 2, -2, 3),
    )
    assert (score.value, score.deltas) == (-10, (10, 10, 10, -30))
    assert result_of(summary, 4) == Result((3,), (0, 1, 2), 40, 48, 4, 45, False)


@pytest.mark.parametrize(
    ("summary", "line"),
    [
        # The opponents' Valat, announced by seat 0 and contra'd, made: the declarers took no trick.
        (DealSummary("rufer", 1, 3, 0, 0, {(GAME, DECLARERS): 1, (VALAT, OPPONENTS): 2}, {(VALAT, OPPONENTS): 0}),
         Line("valat", "opponents", True, 2, True, 12, -24, 0)),
        # The declarers' Valat, announced by the partner, lost with nine tricks.
        (DealSummary("rufer", 1, 3, 80, 9, {(GAME, DECLARERS): 1, (VALAT, DECLARERS): 1}, {(VALAT, DECLARERS): 3}),
         Line("valat", "declarers", True, 1, False, 12, -12, 3)),
        # A silent Valat is nobody's announcement: no seat.
        (DealSummary("rufer", 1, 3, 88, 10, {(GAME, DECLARERS): 1}), Line("valat", "declarers", False, 1, True, 6, 6,
                                                                          None)),
    ],
)
def test_a_valat_replaces_every_other_line(summary: DealSummary, line: Line) -> None:
    assert score_of(summary, RULES).lines == (line,)


def test_a_summary_without_the_games_level_plays_it_at_1() -> None:
    # DealSummary's levels default to none at all: the game, bid and never contra'd, stands at level 1 [§6.2].
    assert score_of(DealSummary("rufer", 1, 3, 50, 6), RULES).lines == (
        Line("game", "declarers", True, 1, True, 1, 1, 1),)
