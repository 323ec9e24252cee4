"""The point targets at their edges [spec §4.3, §9.2]: "Absolut for a party ⇔ that party has ≥ 56 card points";
the game is won with 45 of the 88. A party with exactly the target has made it; one point less has not."""

from __future__ import annotations

import pytest

from service.zwanzigerrufen.rules import ABSOLUT, DECLARERS, GAME, OPPONENTS, zwanzigerrufen_rules
from service.zwanzigerrufen.scoring import DealSummary, Line, score_of

RULES = zwanzigerrufen_rules()


def lines_of(item: str, summary: DealSummary) -> list[Line]:
    return [line for line in score_of(summary, RULES).lines if line.item == item]


@pytest.mark.parametrize(("declarer_points", "made"), [(56, True), (55, False)])
def test_an_announced_absolut_is_made_with_56_points(declarer_points: int, made: bool) -> None:
    summary = DealSummary("rufer", 1, 3, declarer_points, 7, {(GAME, DECLARERS): 1, (ABSOLUT, DECLARERS): 1},
                          {(ABSOLUT, DECLARERS): 1})
    assert lines_of(ABSOLUT, summary) == [Line(ABSOLUT, DECLARERS, True, 1, made, 2, 2 if made else -2, 1)]


@pytest.mark.parametrize(
    ("declarer_points", "silent"),
    [
        (56, [Line(ABSOLUT, DECLARERS, False, 1, True, 1, 1)]),
        (55, []),
        (33, []),
        (32, [Line(ABSOLUT, OPPONENTS, False, 1, True, 1, -1)]),  # the opponents' 56
    ],
)
def test_a_silent_absolut_needs_56_points(declarer_points: int, silent: list[Line]) -> None:
    summary = DealSummary("rufer", 1, 3, declarer_points, 5, {(GAME, DECLARERS): 1})
    assert lines_of(ABSOLUT, summary) == silent


@pytest.mark.parametrize(("declarer_points", "made"), [(45, True), (44, False)])
def test_the_game_is_won_with_45_points(declarer_points: int, made: bool) -> None:
    summary = DealSummary("rufer", 1, 3, declarer_points, 5, {(GAME, DECLARERS): 1})
    assert lines_of(GAME, summary) == [Line(GAME, DECLARERS, True, 1, made, 1, 1 if made else -1, 1)]
