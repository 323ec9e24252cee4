"""What must hold for every board: percentages that sum as they must, marks that never reward an offender,
and tables whose order changes nothing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from service.duplicate.board import TablePlay, score_board
from service.duplicate.formats import EQUIPES, INDIVIDUEL, QUADRETTES
from service.duplicate.marks import percentages
from service.duplicate.seance import standings
from service.duplicate.slips import ATTACK, CE, CM, DEFENCE, PO, RC, Slip

scores = st.integers(-600, 600).map(lambda value: value * 2)
few = settings(max_examples=60, deadline=None)


@few
@given(st.lists(scores, min_size=1, max_size=12))
def test_a_boards_percentages_average_50_and_each_side_gets_the_complement(taker_scores: list[int]) -> None:
    marks = percentages(taker_scores)
    assert abs(sum(marks) - 50 * len(marks)) < 1e-9
    plays = [TablePlay(str(index), (f"t{index}", f"d{index}", f"e{index}", f"f{index}"), 0, score)
             for index, score in enumerate(taker_scores)]
    for table in score_board(INDIVIDUEL, plays).tables:
        assert table.attack_mark is not None and table.defence_mark is not None
        assert table.attack_mark + table.defence_mark == 100


slips = st.builds(Slip, st.sampled_from([RC, PO, CE, CM]), st.sampled_from([ATTACK, DEFENCE]),
                  adjusted=st.just(True))


@few
@given(st.lists(scores, min_size=2, max_size=8), st.data())
def test_an_adjusted_percentage_never_rewards_the_offending_side(taker_scores: list[int], data: st.DataObject) -> None:
    index = data.draw(st.integers(0, len(taker_scores) - 1))
    slip = data.draw(slips)
    plays = [TablePlay(str(at), (f"t{at}", f"d{at}", f"e{at}", f"f{at}"), 0, score, (slip,) if at == index else ())
             for at, score in enumerate(taker_scores)]
    table = score_board(INDIVIDUEL, plays).tables[index]
    assert table.raw is not None and table.attack_mark is not None and table.defence_mark is not None
    if slip.offender == ATTACK:
        assert table.attack_mark <= min(table.raw, 40)
    else:
        assert table.defence_mark <= min(100 - table.raw, 40)


@few
@given(scores, scores, st.sampled_from([ATTACK, DEFENCE]), st.integers(0, 1), st.sampled_from([QUADRETTES, EQUIPES]))
def test_a_team_mark_never_rewards_the_offender(first: int, second: int, offender: str, at: int, format_name: str,
                                                ) -> None:
    def marks(slip: tuple[Slip, ...]) -> dict[str, float | None]:
        x = TablePlay("x", ("A", "B", "B", "B"), 0, first, slip if at == 0 else ())
        y = TablePlay("y", ("B", "A", "A", "A"), 0, second, slip if at == 1 else ())
        return {mark.participant: mark.mark for mark in score_board(format_name, [x, y], [("x", "y")]).marks}

    raw, adjusted = marks(()), marks((Slip(RC, offender),))
    # The team at fault: A attacks at x and defends at y.
    guilty = "A" if (offender == ATTACK) == (at == 0) else "B"
    innocent = "B" if guilty == "A" else "A"
    assert adjusted[guilty] is not None and raw[guilty] is not None
    assert adjusted[guilty] <= raw[guilty]  # type: ignore[operator]
    assert adjusted[innocent] >= max(raw[innocent] or 0.0, 4)  # type: ignore[operator]


@few
@given(st.lists(scores, min_size=1, max_size=8, unique=True), st.randoms(use_true_random=False))
def test_the_order_of_the_tables_changes_nothing(taker_scores: list[int], random: object) -> None:
    plays = [TablePlay(str(index), (f"t{index}", "d", "e", "f"), 0, score,
                       (Slip(RC, ATTACK),) if index == 0 else ())
             for index, score in enumerate(taker_scores)]
    shuffled = list(plays)
    random.shuffle(shuffled)  # type: ignore[attr-defined]
    one, other = score_board(INDIVIDUEL, plays), score_board(INDIVIDUEL, shuffled)
    assert sorted(one.tables, key=lambda table: table.table) == sorted(other.tables, key=lambda table: table.table)
    assert standings(INDIVIDUEL, [one]) == standings(INDIVIDUEL, [other])


@few
@given(st.lists(st.tuples(scores, scores), min_size=1, max_size=6))
def test_quadrette_marks_without_a_fault_sum_to_zero(pairs: list[tuple[int, int]]) -> None:
    plays, matches = [], []
    for index, (first, second) in enumerate(pairs):
        plays += [TablePlay(f"{index}x", (f"A{index}", f"B{index}", f"B{index}", f"B{index}"), 0, first),
                  TablePlay(f"{index}y", (f"B{index}", f"A{index}", f"A{index}", f"A{index}"), 0, second)]
        matches.append((f"{index}x", f"{index}y"))
    board = score_board(QUADRETTES, plays, matches)
    assert abs(sum(mark.mark or 0.0 for mark in board.marks)) < 1e-9
    assert all(mark.mark is not None for mark in board.marks)
