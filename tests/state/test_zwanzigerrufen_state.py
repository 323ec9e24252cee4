"""The Zwanzigerrufen state API against the judge: random hands, legal and with faults, give the verdict
``arbitre.adjudicate`` gives their ``record()``; refusals are the judge's violations; undo and copy."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service import IllegalAction, WrongPhase, ZwanzigerrufenState, adjudicate
from tests.property.property_settings import SEEDS, tarot_settings

from .games import zwanzigerrufen_illegal_action, zwanzigerrufen_legal_action, zwanzigerrufen_play_out


@tarot_settings(25)
@given(seed=SEEDS, options=st.sampled_from([None, {"direction": "anticlockwise"}]))
def test_a_legal_game_is_judged_legal_and_alike(seed: int, options: dict[str, str] | None) -> None:
    state = zwanzigerrufen_play_out(ZwanzigerrufenState.dealt(seed, options=options), random.Random(seed))
    verdict = adjudicate(state.record())
    assert verdict == state.verdict()
    assert verdict["legal"] and state.status == verdict["status"]
    if verdict["status"] == "complete":
        assert state.score == verdict["score"] and state.result == verdict["result"]


@tarot_settings(25)
@given(seed=SEEDS, rate=st.sampled_from([0.05, 0.3]))
def test_a_referees_game_keeps_each_fault_as_the_judge_reports_it(seed: int, rate: float) -> None:
    rng = random.Random(seed)
    state = ZwanzigerrufenState.dealt(seed, referee=True)
    injected = []
    while state.phase != "over":
        action = zwanzigerrufen_illegal_action(state, rng) if rng.random() < rate else None
        if action is None:
            zwanzigerrufen_legal_action(state, rng)
            continue
        kind, argument = action
        if kind == "turn":
            injected.append(state.why_not_take_turn(argument))
            state.take_turn(argument)
        else:
            injected.append(state.why_not_play(argument))
            state.play(argument)
    verdict = adjudicate(state.record())
    assert verdict == state.verdict() and state.violations() == verdict["violations"]
    assert verdict["legal"] == (not injected)
    for violation in injected:
        assert violation is not None and violation in verdict["violations"]


@tarot_settings(20)
@given(seed=SEEDS, steps=st.integers(min_value=0, max_value=45))
def test_refusals_undo_and_copy(seed: int, steps: int) -> None:
    rng = random.Random(seed)
    state = ZwanzigerrufenState.dealt(seed)
    records = []
    for _ in range(steps):
        if state.phase == "over":
            break
        records.append(state.record())
        zwanzigerrufen_legal_action(state, rng)
    action = zwanzigerrufen_illegal_action(state, rng) if state.phase != "over" else None
    if action is not None:
        before = state.record()
        kind, argument = action
        with pytest.raises(IllegalAction) as raised:
            state.take_turn(argument) if kind == "turn" else state.play(argument)
        assert state.record() == before
        kept = state.copy()
        kept.referee = True
        kept.take_turn(argument) if kind == "turn" else kept.play(argument)
        assert raised.value.violation in adjudicate(kept.record())["violations"]
    while records:
        state.undo()
        assert state.record() == records.pop()
    with pytest.raises(WrongPhase):
        state.undo()


def test_a_record_is_replayed_to_its_position() -> None:
    state = zwanzigerrufen_play_out(ZwanzigerrufenState.dealt(5), random.Random(5))
    replayed = ZwanzigerrufenState.from_record(state.record())
    assert replayed.record() == state.record() and replayed.verdict() == state.verdict()


def test_a_deal_of_the_wrong_size_is_refused_as_adjudicate_reads_it() -> None:
    from service import InvalidRecord

    hands = ZwanzigerrufenState.dealt(1).record()["hands"]
    with pytest.raises(InvalidRecord) as raised:
        ZwanzigerrufenState(hands, dealer=7)
    assert [pointer for pointer, _ in raised.value.problems] == ["/dealer"]


@pytest.mark.parametrize("seed", range(6))
def test_calls_split_over_two_turns_by_one_seat_are_judged_as_the_record_reads_them(seed: int) -> None:
    # The record holds a seat's consecutive calls as one turn; the state tries each new turn on a copy of the
    # auction, except when the seat that called last calls again: both must give the record's verdict.
    state = ZwanzigerrufenState.dealt(seed, referee=True)
    speaker = state.turn
    state.take_turn(["pass"])
    assert state.why_not_take_turn(["pass"], speaker) == adjudicate(
        {**state.record(), "auction": [*state.record()["auction"], {"seat": speaker, "call": "pass"}]}
    )["violations"][0]
    state.take_turn(["pass"], speaker)
    judged = adjudicate(state.record())
    assert state.violations() == judged["violations"] and judged["violations"]
    assert state.turn == ZwanzigerrufenState.from_record(state.record()).turn
