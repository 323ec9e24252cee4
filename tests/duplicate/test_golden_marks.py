"""The FFT's worked examples of duplicate marks (Code d'arbitrage p.9, 12, 15–16; docs/duplicate.md)."""

from __future__ import annotations

import math

import pytest

from service.duplicate.board import BoardProblem, TablePlay, score_board
from service.duplicate.formats import EQUIPES, INDIVIDUEL, NEGATIVE, QUADRETTES, TRIPLETTES, DuplicateOptions
from service.duplicate.marks import match_points, percentages
from service.duplicate.slips import ATTACK, BOTH, DEFENCE, FE, MR, RC, SO, Slip


def five_tables(slips_of_second: tuple[Slip, ...] = (), taker_scores: tuple[int, ...] = (100, 80, 60, 40, 20),
                ) -> list[TablePlay]:
    return [TablePlay(str(index + 1), (f"taker{index}", f"e{index}", f"n{index}", f"w{index}"), 0, score,
                      slips_of_second if index == 1 else ())
            for index, score in enumerate(taker_scores)]


def test_five_tables_mark_100_75_50_25_0() -> None:
    assert percentages([100, 80, 60, 40, 20]) == [100, 75, 50, 25, 0]
    assert percentages([60, 60]) == [50, 50]
    assert percentages([7]) == [50]


@pytest.mark.parametrize(("root", "points"),
                         [(8, 2.828), (16, 4.0), (32, 5.657), (4, 2.0), (156, 12.49), (-324, -18.0)])
def test_the_codes_square_roots(root: int, points: float) -> None:
    assert match_points(root) == pytest.approx(points, abs=0.001)


def test_example_14_a_taker_who_revoked_keeps_40_and_his_defenders_get_60() -> None:
    board = score_board(INDIVIDUEL, five_tables((Slip(RC, ATTACK),)))
    second = board.tables[1]
    assert (second.raw, second.attack_mark, second.defence_mark, second.marks) == (75, 40, 60, ("*4",))
    assert [(penalty.participant, penalty.amount, penalty.code) for penalty in board.penalties] == [("taker1", 0.5, RC)]
    assert [table.attack_mark for table in board.tables] == [100, 40, 50, 25, 0]  # the others keep theirs


def test_example_14_a_defender_who_revoked_raises_the_taker_to_60() -> None:
    board = score_board(INDIVIDUEL, five_tables((Slip(RC, DEFENCE, seats=(2,)),), (100, 40, 60, 80, 20)))
    second = board.tables[1]
    assert (second.raw, second.attack_mark, second.defence_mark, second.marks) == (25, 60, 40, ("*6",))
    assert [(penalty.participant, penalty.amount) for penalty in board.penalties] == [("n1", 0.5)]


def test_a_revoke_on_a_revoke_leaves_each_side_40_at_most_and_penalises_both() -> None:
    board = score_board(TRIPLETTES, [TablePlay("1", ("A", "B", "B", "B"), 0, 60, (Slip(RC, BOTH),)),
                                     TablePlay("2", ("C", "D", "D", "D"), 0, 20)])
    assert (board.tables[0].attack_mark, board.tables[0].defence_mark) == (40, 0)
    assert sorted((penalty.participant, penalty.amount) for penalty in board.penalties) == [("A", 0.5), ("B", 0.5)]


def quadrette(first: int, second: int, offender: str | None, at: int = 0, format_name: str = QUADRETTES,
              options: DuplicateOptions | None = None) -> tuple[float | None, float | None, float]:
    """A's attacker at table x scores ``first``, B's at table y ``second``; ``offender`` ("attack" or
    "defence") at table x (``at`` 0) or y (1). → (A's mark, B's mark, A's penalty)."""
    slips = (Slip(RC, offender),) if offender else ()
    x = TablePlay("x", ("A", "B", "B", "B"), 0, first, slips if at == 0 else ())
    y = TablePlay("y", ("B", "A", "A", "A"), 0, second, slips if at == 1 else ())
    board = score_board(format_name, [x, y], [("x", "y")], options or DuplicateOptions())
    marks = {mark.participant: mark.mark for mark in board.marks}
    penalty = sum(penalty.amount for penalty in board.penalties if penalty.participant == "A")
    return marks["A"], marks["B"], penalty


def test_example_15_a_revoking_attacker_who_won_gets_minus_4_and_the_penalty() -> None:
    assert quadrette(116, -40, ATTACK) == (-4, 4, 1)


def test_example_15_a_revoking_defence_well_beaten_keeps_its_marks_and_the_penalty() -> None:
    # A's defence revoked at table y against B's attacker (+284); A's attacker scored −40.
    mine, theirs, penalty = quadrette(-40, 284, DEFENCE, at=1)
    assert (mine, theirs, penalty) == (-18, 18, 1)


@pytest.mark.parametrize(("first", "second", "marks"), [
    (68, 60, (-4, 4)),  # A +2.828 favours the offender: replaced
    (60, 68, (-4, 4)),  # B +2.828, less than 4: replaced
    (60, 76, (-4, 4)),  # B +4: unchanged
])
def test_the_codes_quadrette_cases(first: int, second: int, marks: tuple[float, float]) -> None:
    mine, theirs, penalty = quadrette(first, second, ATTACK)
    assert (mine, theirs) == pytest.approx(marks)
    assert penalty == 1


def test_the_codes_quadrette_case_of_sqrt_32_stands() -> None:
    mine, theirs, _ = quadrette(60, 92, ATTACK)
    assert theirs == pytest.approx(math.sqrt(32)) and mine == pytest.approx(-math.sqrt(32))


def test_example_16_equipes_the_offender_gets_0_and_the_other_team_4() -> None:
    assert quadrette(64, 60, ATTACK, format_name=EQUIPES) == (0, 4, 1)
    mine, theirs, _ = quadrette(60, 88, ATTACK, format_name=EQUIPES)  # B ahead by √28 > 4: stands
    assert (mine, theirs) == (0, pytest.approx(math.sqrt(28)))


def test_equipes_marks_go_to_the_team_ahead_unless_the_club_signs_them() -> None:
    assert quadrette(64, 60, None, format_name=EQUIPES)[:2] == (2, 0)
    assert quadrette(64, 60, None, format_name=EQUIPES,
                     options=DuplicateOptions(equipes_loser_mark=NEGATIVE))[:2] == (2, -2)


def test_faux_ecart_in_individuel_neutralises_the_board_with_a_zero_for_the_taker() -> None:
    board = score_board(INDIVIDUEL, five_tables((Slip(FE, ATTACK),)))
    assert (board.tables[1].attack_mark, board.tables[1].defence_mark) == (0, None)
    assert [table.raw for table in board.tables] == [100, None, 66.66666666666667, 33.333333333333336, 0]


@pytest.mark.parametrize(("other_slip", "marks"), [
    (None, (0, 4, 10)),  # quadrettes: −10 / +4
    (Slip(RC, DEFENCE), (0, 4, 11)),  # a new fault by A's defence at the other table: −11 / +4
    (Slip(RC, ATTACK), (0, -4, 10)),  # B's attacker revoked at the other table: −10 / −5 (B's penalty apart)
    (Slip(FE, ATTACK), (0, 0, 10)),  # both faux écarts: −10 / −10
])
def test_faux_ecart_in_quadrettes_follows_page_10(other_slip: Slip | None, marks: tuple[float, float, float]) -> None:
    x = TablePlay("x", ("A", "B", "B", "B"), 0, 100, (Slip(FE, ATTACK),))
    y = TablePlay("y", ("B", "A", "A", "A"), 0, 20, (other_slip,) if other_slip else ())
    board = score_board(QUADRETTES, [x, y], [("x", "y")])
    by_team = {mark.participant: mark.mark for mark in board.marks}
    a_penalty = sum(penalty.amount for penalty in board.penalties if penalty.participant == "A")
    assert (by_team["A"], by_team["B"], a_penalty) == marks


def test_a_score_left_out_that_cannot_be_rebuilt_is_a_collective_zero() -> None:
    board = score_board(INDIVIDUEL, five_tables((Slip(SO, "table", adjusted=True),)))
    assert (board.tables[1].attack_mark, board.tables[1].defence_mark, board.tables[1].marks) == (0, 0, ("*0",))
    assert board.penalties == ()


def test_an_unplayable_board_is_neutralised_with_15_percent_to_the_table_at_fault() -> None:
    board = score_board(INDIVIDUEL, five_tables((Slip(MR, DEFENCE, seats=(3,), adjusted=True),)))
    assert (board.tables[1].attack_mark, board.tables[1].defence_mark) == (None, None)
    assert [(penalty.participant, penalty.amount) for penalty in board.penalties] == [("w1", 1.5)]


def test_faults_in_one_deal_do_not_add_up() -> None:
    board = score_board(INDIVIDUEL, five_tables((Slip(RC, ATTACK), Slip("CE", ATTACK, penalty=0.5))))
    assert [(penalty.participant, penalty.amount) for penalty in board.penalties] == [("taker1", 0.5)]


def test_a_table_without_a_score_waits_for_the_referee() -> None:
    plays = five_tables()
    plays[2] = TablePlay("3", ("t", "e", "n", "w"), 0, None)
    board = score_board(INDIVIDUEL, plays)
    assert board.unscored == ("3",)
    assert board.tables[2].attack_mark is None


def test_a_match_must_be_two_teams_each_attacking_once() -> None:
    x = TablePlay("x", ("A", "B", "B", "B"), 0, 10)
    y = TablePlay("y", ("C", "A", "A", "A"), 0, 20)
    with pytest.raises(BoardProblem) as raised:
        score_board(QUADRETTES, [x, y], [("x", "y")])
    assert raised.value.where == ("matches", 0)
    with pytest.raises(BoardProblem):
        score_board(QUADRETTES, [x, y], [])


def test_faux_ecarts_by_both_attackers_in_equipes_leave_0_and_0() -> None:
    x = TablePlay("x", ("A", "B", "B", "B"), 0, 100, (Slip(FE, ATTACK),))
    y = TablePlay("y", ("B", "A", "A", "A"), 0, 20, (Slip(FE, ATTACK),))
    board = score_board(EQUIPES, [x, y], [("x", "y")])
    assert [mark.mark for mark in board.marks] == [0, 0] and board.penalties == ()
    one = score_board(EQUIPES, [x, TablePlay("y", ("B", "A", "A", "A"), 0, 20)], [("x", "y")])
    assert [(penalty.participant, penalty.amount) for penalty in one.penalties] == [("A", 10)]


def test_matches_are_for_the_team_formats() -> None:
    with pytest.raises(BoardProblem) as raised:
        score_board(INDIVIDUEL, five_tables(), [("1", "2")])
    assert raised.value.where == ("matches",)


def test_a_team_table_without_a_taker_waits_for_the_referee() -> None:
    x = TablePlay("x", ("A", "B", "B", "B"), None, None)
    y = TablePlay("y", ("B", "A", "A", "A"), 0, 20)
    board = score_board(QUADRETTES, [x, y], [("x", "y")])
    assert board.unscored == ("x",) and board.marks == ()
