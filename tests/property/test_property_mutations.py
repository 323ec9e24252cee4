"""Break exactly one rule in a legal generated hand; the verdict's first violation must name it.

Each case also checks its control (the same record without the mutation) is legal, so the violation
is caused by the mutation and not by the record's shape."""

from __future__ import annotations

import random

import pytest
from hypothesis import given

from .generator import generate_hand
from .mutations import FIVE_PLAYER_MUTATIONS, MUTATIONS, Mutation
from .property_settings import SEEDS, tarot_settings

CASES = [(name, players) for name in MUTATIONS for players in (3, 4, 5)]
CASES += [(name, 5) for name in FIVE_PLAYER_MUTATIONS]
ALL = {**MUTATIONS, **FIVE_PLAYER_MUTATIONS}


def _mutated_hand(name: str, players: int, seed: int) -> Mutation:
    rng = random.Random(seed)
    for _ in range(300):
        mutation = ALL[name](generate_hand(rng, players), rng)
        if mutation is not None:
            return mutation
    raise AssertionError(f"no generated hand admits the mutation {name} ({players} players)")


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{n}-{p}p" for n, p in CASES])
@tarot_settings(max_examples=40)
@given(seed=SEEDS)
def test_one_broken_rule_is_the_first_violation(adjudicate, name, players, seed):
    mutation = _mutated_hand(name, players, seed)

    control = adjudicate(mutation.control)
    assert control["legal"] is True, ("control", control["violations"])

    verdict = adjudicate(mutation.record)
    assert verdict["legal"] is False
    assert verdict["violations"], "a broken rule must be reported"
    first = verdict["violations"][0]
    expected = {"code": mutation.code, "phase": mutation.phase, "seat": mutation.seat}
    if mutation.trick is not None:
        expected["trick"] = mutation.trick
    if mutation.card is not None:
        expected["card"] = mutation.card
    assert {key: first[key] for key in expected} == expected, verdict["violations"]
    if mutation.pointer_is_prefix:
        assert first["pointer"].startswith(mutation.pointer), first
    else:
        assert first["pointer"] == mutation.pointer, first
    assert first["message"]
    if mutation.only_violation:
        assert len(verdict["violations"]) == 1, verdict["violations"]
    assert verdict["result"] is None and verdict["score"] is None
