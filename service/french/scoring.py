"""The FFT score of a deal from its summary: targets, the formula, and the split between seats [FFT §13]."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import FrenchRules

TARGET_BY_OUDLERS = (56, 51, 41, 36)
ATTACK, DEFENCE = "attack", "defence"


@dataclass(frozen=True)
class DealSummary:
    """What the score depends on; points are in half-points so that sums stay exact."""

    taker: int
    partner: int | None
    contract: str
    attack_half_points: int
    oudlers: int
    petit_au_bout: str | None = None  # ATTACK | DEFENCE | None
    poignees: tuple[str, ...] = ()  # size names, whoever declared them
    chelem_announced: bool = False
    chelem_won_by: str | None = None  # ATTACK | DEFENCE | None


@dataclass(frozen=True)
class Result:
    attack: tuple[int, ...]
    attack_half_points: int
    oudlers: int
    target: int
    made: bool
    margin: int


@dataclass(frozen=True)
class Score:
    multiplier: int
    petit_au_bout: int
    poignees: int
    chelem: int
    per_defender: int
    deltas: tuple[float, ...]


def result_of(summary: DealSummary) -> Result:
    target = TARGET_BY_OUDLERS[summary.oudlers]
    excess_half = summary.attack_half_points - 2 * target
    made = excess_half >= 0
    # Half a point is rounded in favour of the side that wins [FFT S1 §15-16]: ceil of the distance.
    distance = (abs(excess_half) + 1) // 2
    attack = (summary.taker,) if summary.partner is None else tuple(sorted((summary.taker, summary.partner)))
    return Result(attack, summary.attack_half_points, summary.oudlers, target, made,
                  distance if made else -distance)


def chelem_term(summary: DealSummary, rules: FrenchRules) -> int:
    values = rules.chelem
    if summary.chelem_won_by == ATTACK:
        return values.announced_made if summary.chelem_announced else values.unannounced_made
    failed = values.announced_failed if summary.chelem_announced else 0
    if summary.chelem_won_by == DEFENCE:
        return (failed if values.stack_failed_with_defence else 0) + values.defence
    return failed


def score_of(summary: DealSummary, result: Result, rules: FrenchRules) -> Score:
    contract = rules.contract(summary.contract)
    if contract is None:
        raise ValueError(f"unknown contract {summary.contract!r}")
    multiplier = contract.multiplier
    sign = 1 if result.made else -1
    pab_sign = {ATTACK: 1, DEFENCE: -1, None: 0}[summary.petit_au_bout]
    petit_au_bout = pab_sign * rules.petit_au_bout_value * multiplier
    poignees = sign * sum(rules.poignee_value(size) for size in summary.poignees)
    chelem = chelem_term(summary, rules)
    per_defender = sign * (rules.base_score + abs(result.margin)) * multiplier + petit_au_bout + poignees + chelem
    return Score(multiplier, petit_au_bout, poignees, chelem, per_defender,
                 distribute(per_defender, summary.taker, summary.partner, rules))


def distribute(per_defender: int, taker: int, partner: int | None, rules: FrenchRules) -> tuple[float, ...]:
    """Each defender pays ``per_defender``; the attack shares what they pay, so the deltas sum to zero."""
    defenders = rules.players - (1 if partner is None else 2)
    deltas: list[float] = [-per_defender] * rules.players
    collected = defenders * per_defender
    if partner is None:
        deltas[taker] = collected
    else:
        deltas[partner] = rules.partner_share * per_defender
        deltas[taker] = collected - deltas[partner]
    return tuple(deltas)
