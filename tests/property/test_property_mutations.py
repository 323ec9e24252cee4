"""Break exactly one rule in a legal generated hand; the verdict's first violation must name it.

Each case also checks its control (the same record without the mutation) is legal, so the violation
is caused by the mutation and not by the record's shape."""

from __future__ import annotations

import random

import pytest
from hypothesis import given

from .generator import POIGNEE_SIZES, generate_hand, trumps_in
from .mutations import FIVE_PLAYER_MUTATIONS, MUTATIONS, RECORD_KEY, Mutation, with_the_rest
from .property_settings import SEEDS, tarot_settings

CASES = [(name, players) for name in MUTATIONS for players in (3, 4, 5)]
CASES += [(name, 5) for name in FIVE_PLAYER_MUTATIONS]
ALL = {**MUTATIONS, **FIVE_PLAYER_MUTATIONS}


def _mutated_hand(name: str, players: int, seed: int) -> Mutation:
    """The mutation on the first generated hand that admits it; half the time (before the play) with
    the rest of the original record put back, so later rules break too."""
    rng = random.Random(seed)
    for _ in range(300):
        hand = generate_hand(rng, players)
        mutation = ALL[name](hand, rng)
        if mutation is not None:
            if mutation.phase in RECORD_KEY and hand.expected.status == "complete" and rng.random() < 0.5:
                mutation = with_the_rest(mutation, hand.record)
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


@pytest.mark.parametrize("players", [3, 4, 5])
@tarot_settings(max_examples=40)
@given(seed=SEEDS)
def test_two_broken_rules_are_both_listed_in_the_order_they_happened(adjudicate, players, seed):
    """A poignée of a wrong size (declared before any card) and a revoke in a later trick: the verdict
    lists both, the poignée first (docs/contract.md §5: every rule broken, in order)."""
    rng = random.Random(seed)
    while True:
        hand = generate_hand(rng, players)
        revoke = MUTATIONS["revoke"](hand, rng)
        if revoke is None or revoke.trick == 0:
            continue
        declared = {d["seat"] for d in hand.record["declarations"] if d["type"] == "poignee"}
        seats = [s for s in range(players) if s not in declared and trumps_in(hand.hands_at_play[s])]
        if seats:
            break
    seat = rng.choice(seats)
    trumps = trumps_in(hand.hands_at_play[seat])
    sizes = [n for n in range(1, len(trumps) + 1) if n not in POIGNEE_SIZES[players]]
    record = revoke.record
    record["declarations"].append({"seat": seat, "type": "poignee", "cards": rng.sample(trumps, rng.choice(sizes))})
    verdict = adjudicate(record)
    found = [(v["code"], v["seat"]) for v in verdict["violations"]]
    assert found == [("poignee_size", seat), ("must_follow_suit", revoke.seat)], verdict["violations"]
