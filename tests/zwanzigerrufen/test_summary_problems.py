"""A score keeper's summary that cannot have happened: every problem's pointer and its exact English words.

docs/zwanzigerrufen.md, "Summaries": a summary is refused "when it cannot have happened (the engine): a seat
outside 0–3, a Rufer without partner or with the declarer as partner, a solo with a partner; points outside
0–88 [...], tricks outside 0–10, [...] more points than 20 per trick (four cards worth 5) for either side; a
level off the ladder [...]; an item announced twice by one party; Pagat announced by both parties or two
Valats; the opponents' Absolut with the game at level 1 [...]; Absolut in a solo without `absolut_in_solos`;
Pagat announced in a Farbensolo; an announcer `seat` not in the party; an announced Pagat whose party or
announcer does not match the seat that played 1T to the last trick; 1T winning the last trick for a party
that took no trick, or the soloist's 1T losing the last trick though he took all ten; a Trull holder
together with a Mondfang".

The engine's check (``summary_problems``) is called as the wire calls it, so that a problem's words, the
seat or item they name and the order of the problems are held, not only the field they point at
(``test_wire.py`` holds the pointers of whole requests).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.zwanzigerrufen.rules import DECLARERS, GAME, zwanzigerrufen_rules
from service.zwanzigerrufen.scoring import DealSummary
from service.zwanzigerrufen.summaries import summary_problems

Announcement = tuple[str, str, int | None, int | None]
"""(item, party, level or None to leave it out of the levels, announcer's seat or None)."""


def problems_of(contract: str = "rufer", declarer: int = 1, partner: int | None = 3, points: int = 50,
                tricks: int = 6, game_level: int | None = 1, announcements: tuple[Announcement, ...] = (),
                options: dict[str, Any] | None = None, **premiums: Any) -> list[tuple[str, str]]:
    """The problems of a summary built as the wire builds one (``game_level`` None: the game's level left out)."""
    levels = {} if game_level is None else {(GAME, DECLARERS): game_level}
    announcers = {}
    for item, party, level, seat in announcements:
        if level is not None:
            levels[(item, party)] = level
        if seat is not None:
            announcers[(item, party)] = seat
    summary = DealSummary(contract, declarer, partner, points, tricks, levels, announcers, **premiums)
    order = [(item, party) for item, party, _, _ in announcements]
    seats = [seat for _, _, _, seat in announcements]
    return summary_problems(summary, order, zwanzigerrufen_rules(options), seats)


SOLO: dict[str, Any] = {"contract": "solo", "declarer": 2, "partner": None}
ALL_TEN: dict[str, Any] = {"points": 88, "tricks": 10}


@pytest.mark.parametrize(
    ("summary", "expected"),
    [
        pytest.param({"contract": "garde"},
                     [("/contract", '"garde" is not a game of Zwanzigerrufen (rufer, farbensolo, solo).')],
                     id="not a game"),
        pytest.param({"declarer": 4}, [("/declarer", "There is no seat 5 at a table of 4.")], id="declarer"),
        pytest.param({"partner": None}, [("/partner", "A Rufer has a partner: the holder of the called tarock.")],
                     id="rufer without partner"),
        pytest.param({"partner": 1}, [("/partner", "The forehand never holds the tarock she calls: the partner is "
                                                   "another seat.")], id="the declarer as partner"),
        # Both off the table: the partner's seat is the problem, not that it is the declarer's.
        pytest.param({"declarer": 5, "partner": 5}, [("/declarer", "There is no seat 6 at a table of 4."),
                                                     ("/partner", "There is no seat 6 at a table of 4.")],
                     id="declarer and partner off the table"),
        pytest.param({"contract": "solo", "partner": 3}, [("/partner", "A solo is played alone: leave the partner "
                                                                       "out.")], id="solo with partner"),
        pytest.param({"pagat_last_trick": (7, True), "trull": 8, "four_kings": -1, "mondfang": 9},
                     [("/pagat_last_trick/seat", "There is no seat 8 at a table of 4."),
                      ("/trull", "There is no seat 9 at a table of 4."),
                      ("/four_kings", "There is no seat 0 at a table of 4."),  # the wire's -1, counted from one
                      ("/mondfang", "There is no seat 10 at a table of 4.")], id="premium seats"),
        pytest.param({"announcements": (("absolut", "declarers", 1, None), ("valat", "declarers", 1, 6))},
                     [("/announcements/1/seat", "There is no seat 7 at a table of 4.")], id="announcer seat"),
        # A seat problem stops the check: the points (impossible too) are not read.
        pytest.param({"declarer": 4, "points": 89}, [("/declarer", "There is no seat 5 at a table of 4.")],
                     id="seats first"),
    ],
)
def test_seats_and_sides(summary: dict[str, Any], expected: list[tuple[str, str]]) -> None:
    assert problems_of(**summary) == expected


@pytest.mark.parametrize(
    ("points", "tricks", "expected"),
    [
        (89, 6, [("/declarer_points", "Card points are between 0 and 88.")]),
        (-1, 6, [("/declarer_points", "Card points are between 0 and 88.")]),
        (50, 11, [("/declarer_tricks", "A deal has 10 tricks.")]),
        (50, -1, [("/declarer_tricks", "A deal has 10 tricks.")]),
        (50, 2, [("/declarer_points", "2 tricks hold at most 40 points, not 50.")]),
        (1, 0, [("/declarer_points", "0 tricks hold at most 0 points, not 1.")]),
        (40, 8, [("/declarer_points", "With 8 tricks the declarers have at least 48 points, not 40.")]),
        (87, 10, [("/declarer_points", "With 10 tricks the declarers have at least 88 points, not 87.")]),
        (40, 2, []),
        (48, 8, []),
        (0, 0, []),
        (88, 10, []),
    ],
)
def test_points_and_tricks(points: int, tricks: int, expected: list[tuple[str, str]]) -> None:
    assert problems_of(points=points, tricks=tricks) == expected


LADDER = "A level is one of 1, 2, 4, 8, not {}."


@pytest.mark.parametrize(
    ("summary", "expected"),
    [
        pytest.param({"game_level": 3}, [("/game_level", LADDER.format(3))], id="game level"),
        pytest.param({"game_level": 32, "options": {"max_double_level": 16}},
                     [("/game_level", "A level is one of 1, 2, 4, 8, 16, not 32.")], id="game level, ladder to 16"),
        pytest.param({"announcements": (("absolut", "declarers", 5, None),)},
                     [("/announcements/0/level", LADDER.format(5))], id="announcement level"),
        # An announcement without a level is not announced (level 0), which the ladder does not hold.
        pytest.param({"announcements": (("absolut", "declarers", None, None),)},
                     [("/announcements/0/level", LADDER.format(0))], id="announcement without level"),
        pytest.param({"announcements": (("absolut", "declarers", 1, None), ("absolut", "declarers", 1, None))},
                     [("/announcements/1", "The declarers announce absolut twice.")], id="twice"),
        pytest.param({**SOLO, "options": {"absolut_in_solos": False},
                      "announcements": (("absolut", "declarers", 1, None),)},
                     [("/announcements/0", "There is no Absolut in a solo with this rule set.")], id="no absolut"),
        pytest.param({"announcements": (("absolut", "opponents", 1, None),)},
                     [("/announcements/0", "The opponents announce Absolut only after a Kontra on the game, so the "
                                           "game level is at least 2.")], id="opponents' absolut at level 1"),
        # Without the game's level the game stands at 1, uncontra'd.
        pytest.param({"game_level": None, "announcements": (("absolut", "opponents", 1, None),)},
                     [("/announcements/0", "The opponents announce Absolut only after a Kontra on the game, so the "
                                           "game level is at least 2.")], id="opponents' absolut, game level left out"),
        pytest.param({"game_level": 2, "announcements": (("absolut", "opponents", 1, None),)}, [],
                     id="opponents' absolut after a kontra"),
        pytest.param({"contract": "farbensolo", "partner": None, "announcements": (("pagat", "declarers", 1, None),)},
                     [("/announcements/0", "Pagat cannot be announced in a farbensolo.")], id="pagat in farbensolo"),
        pytest.param({"announcements": (("absolut", "declarers", 1, 0),)},
                     [("/announcements/0/seat", "Seat 1 is not one of the declarers.")], id="announcer's party"),
        pytest.param({"announcements": (("pagat", "declarers", 1, None), ("pagat", "opponents", 1, None))},
                     [("/announcements", "Only the holder of 1T announces Pagat: one side at most.")],
                     id="pagat by both"),
        pytest.param({"announcements": (("valat", "declarers", 1, None), ("valat", "opponents", 1, None))},
                     [("/announcements", "After a Valat nothing more is announced: one Valat at most.")],
                     id="two valats"),
    ],
)
def test_announcements(summary: dict[str, Any], expected: list[tuple[str, str]]) -> None:
    assert problems_of(**summary) == expected


@pytest.mark.parametrize(
    ("summary", "expected"),
    [
        pytest.param({"points": 0, "tricks": 0, "pagat_last_trick": (1, True)},
                     [("/pagat_last_trick/won", "Seat 2's 1T cannot win the last trick: the declarers won no "
                                                "trick.")], id="declarers won no trick"),
        pytest.param({**ALL_TEN, "pagat_last_trick": (0, True)},
                     [("/pagat_last_trick/won", "Seat 1's 1T cannot win the last trick: the opponents won no "
                                                "trick.")], id="opponents won no trick"),
        pytest.param({**SOLO, **ALL_TEN, "pagat_last_trick": (2, False)},
                     [("/pagat_last_trick/won", "The soloist won every trick, so his 1T won the last one.")],
                     id="the soloist's 1T lost a trick he won"),
        # What can happen: the partner took the last trick over the Rufer's 1T; the opponents' 1T lost it; a
        # soloist who lost a trick may have lost the last.
        pytest.param({**ALL_TEN, "pagat_last_trick": (1, True)}, [], id="rufer all ten, 1T won"),
        pytest.param({**ALL_TEN, "pagat_last_trick": (1, False)}, [], id="rufer all ten, 1T lost to the partner"),
        pytest.param({**SOLO, **ALL_TEN, "pagat_last_trick": (2, True)}, [], id="solo all ten, 1T won"),
        pytest.param({**SOLO, **ALL_TEN, "pagat_last_trick": (0, False)}, [], id="solo all ten, opponent's 1T"),
        pytest.param({**SOLO, "points": 80, "tricks": 9, "pagat_last_trick": (2, False)}, [],
                     id="solo nine tricks, 1T lost"),
        pytest.param({"announcements": (("pagat", "declarers", 1, 1),), "pagat_last_trick": (3, True)},
                     [("/pagat_last_trick/seat", "Seat 2 announced Pagat, so only Seat 2 holds 1T.")],
                     id="announcer is not the player of 1T"),
        pytest.param({"announcements": (("pagat", "opponents", 1, None),), "pagat_last_trick": (3, True)},
                     [("/pagat_last_trick/seat", "Seat 4 played 1T, so the declarers hold it and only they can "
                                                 "announce Pagat.")], id="the other party announced Pagat"),
        pytest.param({"trull": 0, "mondfang": 0},
                     [("/mondfang", "Seat 1 held 21T and EX together: the Mond cannot be caught by the Sküs.")],
                     id="trull and mondfang"),
    ],
)
def test_premiums(summary: dict[str, Any], expected: list[tuple[str, str]]) -> None:
    assert problems_of(**summary) == expected


def test_every_kind_of_problem_after_the_seats_is_reported_together() -> None:
    found = problems_of(points=50, tricks=2, game_level=3, trull=0, mondfang=1)
    assert found == [("/declarer_points", "2 tricks hold at most 40 points, not 50."),
                     ("/game_level", LADDER.format(3)),
                     ("/mondfang", "Seat 1 held 21T and EX together: the Mond cannot be caught by the Sküs.")]
