"""Properties of the ruling: one fault swapped into a random legal hand (tests/property/generator.py).

For every fault of tests/arbitration/fault_cases.py (a revoke, an écart one card too many or too few, a king
in the écart, a misdeal between two defenders, an exposed card, a defender's poignée shown late) at 3, 4 and
5 players:

- the ruling's score is zero-sum;
- it annuls exactly when the digest says so, and otherwise scores what the digest's rule gives: both are
  worked out here, from the rules and the digest, with this file's own count (the revoke trick returned,
  the faux écart's last trick and best écart card to the defence, ...), not the engine's;
- the offending side never gets more than the same record would score if the fault were ignored.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from hypothesis import given

from service import adjudicate
from tests.arbitration.build_records import Played, count
from tests.arbitration.fault_cases import CASES, Case, mutated_case, walk
from tests.arbitration.helpers import complete_hand, tricks_up_to
from tests.property.generator import (
    MULTIPLIER,
    OUDLERS,
    POIGNEE_NAMES,
    POIGNEE_SIZES,
    POIGNEE_VALUES,
    TARGET,
    half_points,
    rank_of,
)
from tests.property.property_settings import SEEDS, tarot_settings

# -- the digest's ruling, worked out here ----------------------------------------------------------------


def kept_aside(case: Case) -> tuple[list[str], list[str]]:
    record = case.record
    if case.contract in ("petite", "garde"):
        return list(record["discard"]), []
    if case.contract == "garde_sans":
        return list(record["dog"]), []
    return [], list(record["dog"])


def per_defender(case: Case, counted: dict[str, Any], poignee_sizes: list[str], pab: str | None) -> int:
    oudlers = counted["oudlers"]
    target = TARGET[oudlers]
    made = counted["half"] >= 2 * target
    margin = math.ceil(abs(counted["half"] - 2 * target) / 2)
    sign = 1 if made else -1
    multiplier = MULTIPLIER[case.contract]
    petit = {"attack": 10, "defence": -10, None: 0}[pab] * multiplier
    return sign * (25 + margin) * multiplier + petit + sign * sum(POIGNEE_VALUES[size] for size in poignee_sizes)


def poignees(case: Case) -> list[tuple[int, str]]:
    sizes = POIGNEE_SIZES[case.players]
    return [(d["seat"], POIGNEE_NAMES[sizes.index(len(d["cards"]))])
            for d in case.record.get("declarations") or [] if d["type"] == "poignee"]


def expected_ruling(case: Case) -> tuple[bool, int, int]:
    """(annulled, per_defender when scored, per_defender if the fault were ignored)."""
    played = walk(case, case.record["tricks"])
    attack_kept, defence_kept = kept_aside(case)
    raw = count(played, set(case.attack), attack_kept, defence_kept)
    adjusted_played = Played(played.tricks, played.seats, list(played.winners))
    defender = next(seat for seat in range(case.players) if seat not in case.attack)
    if case.transfer is not None:
        winner = played.winners[case.transfer]
        if (winner in case.attack) == (case.offender == "attack"):
            adjusted_played.winners[case.transfer] = defender if case.offender == "attack" else min(case.attack)
    pab_withheld = False
    if case.extra_ecart > 0:
        last = len(played.tricks) - 1
        if played.winners[last] in case.attack:
            adjusted_played.winners[last] = defender
        best = max(attack_kept, key=lambda card: (half_points(card), card in OUDLERS, rank_of(card)))
        attack_kept = [card for card in attack_kept if card != best]
    elif case.extra_ecart < 0:
        pab_withheld = True
    adjusted = count(adjusted_played, set(case.attack), attack_kept, defence_kept)
    made = adjusted["half"] >= 2 * TARGET[adjusted["oudlers"]]
    annulled = case.annul_when(made)
    counted = [size for seat, size in poignees(case) if seat != case.faulty_poignee or case.counted(made)]
    pab = None if pab_withheld else adjusted["pab"]
    scored = per_defender(case, adjusted, counted, pab)
    ignored = per_defender(case, raw, [size for _, size in poignees(case)], raw["pab"])
    return annulled, scored, ignored


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{name}-{players}p" for name, players in CASES])
@tarot_settings(max_examples=40)
@given(seed=SEEDS)
def test_one_fault_gets_the_digests_ruling(name: str, players: int, seed: int) -> None:
    case = mutated_case(name, players, seed)
    verdict = adjudicate(case.record)
    ruling = verdict["ruling"]
    assert ruling is not None, verdict["violations"]
    assert ruling["outcome"] in ("scored", "annulled"), (ruling["needs_referee"], verdict["violations"])
    deltas = ruling["score"]["deltas"]
    assert sum(deltas) == 0
    annulled, scored, ignored = expected_ruling(case)
    assert (ruling["outcome"] == "annulled") is annulled, (ruling["reason"], ruling["result"])
    assert ruling["counts_as_played"] is (not annulled)
    if annulled:
        assert deltas == [0] * players
    else:
        assert ruling["score"]["per_defender"] == scored, ruling
    if case.offender is not None:
        # What each defender pays the attack: the offending side may not end better off than ignored.
        paid = ruling["score"]["per_defender"]
        assert paid <= ignored if case.offender == "attack" else paid >= ignored


def test_the_faults_are_found_as_their_kind() -> None:
    """Each mutation breaks the rule it means to (the properties above rest on it)."""
    kinds = {"revoke": "revoke", "ecart_count": "faux_ecart_count", "ecart_king": "faux_ecart_content",
             "misdeal": "misdeal", "exposure": "exposed_card", "poignee_late": "poignee"}
    for name, kind in kinds.items():
        for players in (3, 4, 5):
            case = mutated_case(name, players, 7)
            ruling = adjudicate(case.record)["ruling"]
            assert kind in {fault["kind"] for fault in ruling["faults"]}, (name, players, ruling["faults"])


@pytest.mark.parametrize("players", [3, 4, 5])
@tarot_settings(max_examples=25)
@given(seed=SEEDS)
def test_a_claim_is_played_out_legally_and_never_better_for_the_claimer(players: int, seed: int) -> None:
    """The recorded tricks and the referee's line make a legal hand whose result is the ruling's, and the
    claimer's side takes no more card points than it did in the play the record came from."""
    rng = random.Random(seed)
    hand = complete_hand(rng, players)
    record = hand.record
    tricks = record["tricks"]
    cut = rng.randrange(len(tricks) - 16 // players, len(tricks))
    kept = tricks_up_to(rng, tricks, cut, players)
    claimer = rng.randrange(players)
    options = {**(record.get("options") or {}), "arbitration": "fft"}
    verdict = adjudicate({**record, "options": options, "tricks": kept, "events": [{"type": "claim", "seat": claimer}]})
    ruling = verdict["ruling"]
    assert ruling["outcome"] == "scored", ruling["needs_referee"]
    line = [trick["cards"] for trick in ruling["played_out"]]
    whole = [list(trick) for trick in tricks[:cut]] + line
    replayed = adjudicate({**record, "tricks": whole})
    assert replayed["legal"] is True, replayed["violations"]
    assert replayed["result"] == ruling["result"] and replayed["score"] == ruling["score"]
    in_attack = claimer in hand.expected.attack
    points = "attack_points" if in_attack else "defence_points"
    actual = hand.expected.attack_points if in_attack else 91 - hand.expected.attack_points
    assert ruling["result"][points] <= actual
