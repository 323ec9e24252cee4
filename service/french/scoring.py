"""The score of a deal from its summary: targets, the formula, and the split between seats [FFT §13].

The FFT formula is the default; the seeds' other tables are ``ScoringScheme`` data in the rule set, read
here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .rules import FrenchRules

TARGET_BY_OUDLERS: Final = (56, 51, 41, 36)
ATTACK, DEFENCE = "attack", "defence"


@dataclass(frozen=True)
class Misere:
    seat: int
    kind: str  # "trumps": no trump (blanc d'atout) | "faces": no face card nor Excuse (blanc d'habillé)


@dataclass(frozen=True, init=False)  # a written-out __init__: see french/counting.py
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
    petit_chelem_announced: bool = False
    petit_chelem_made: bool = False
    """The attack took every trick but one (with the petit chelem rules)."""
    miseres: tuple[Misere, ...] = ()
    sitting_out: int | None = None
    """The dealer who sits the deal out (5-player 'mort', 6 players): he scores nothing."""
    chelem_announced_by: str = ATTACK
    """The side that announced the chelem, when one was (the defence only with ``chelem_announcer``)."""

    def __init__(
        self,
        taker: int,
        partner: int | None,
        contract: str,
        attack_half_points: int,
        oudlers: int,
        petit_au_bout: str | None = None,
        poignees: tuple[str, ...] = (),
        chelem_announced: bool = False,
        chelem_won_by: str | None = None,
        petit_chelem_announced: bool = False,
        petit_chelem_made: bool = False,
        miseres: tuple[Misere, ...] = (),
        sitting_out: int | None = None,
        chelem_announced_by: str = ATTACK,
    ) -> None:
        object.__setattr__(self, "taker", taker)
        object.__setattr__(self, "partner", partner)
        object.__setattr__(self, "contract", contract)
        object.__setattr__(self, "attack_half_points", attack_half_points)
        object.__setattr__(self, "oudlers", oudlers)
        object.__setattr__(self, "petit_au_bout", petit_au_bout)
        object.__setattr__(self, "poignees", poignees)
        object.__setattr__(self, "chelem_announced", chelem_announced)
        object.__setattr__(self, "chelem_won_by", chelem_won_by)
        object.__setattr__(self, "petit_chelem_announced", petit_chelem_announced)
        object.__setattr__(self, "petit_chelem_made", petit_chelem_made)
        object.__setattr__(self, "miseres", miseres)
        object.__setattr__(self, "sitting_out", sitting_out)
        object.__setattr__(self, "chelem_announced_by", chelem_announced_by)


@dataclass(frozen=True, init=False)  # a written-out __init__: see french/counting.py
class Result:
    attack: tuple[int, ...]
    attack_half_points: int
    oudlers: int
    target: int
    made: bool
    margin: int

    def __init__(
        self,
        attack: tuple[int, ...],
        attack_half_points: int,
        oudlers: int,
        target: int,
        made: bool,
        margin: int,
    ) -> None:
        object.__setattr__(self, "attack", attack)
        object.__setattr__(self, "attack_half_points", attack_half_points)
        object.__setattr__(self, "oudlers", oudlers)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "made", made)
        object.__setattr__(self, "margin", margin)


@dataclass(frozen=True, init=False)  # a written-out __init__: see french/counting.py
class Score:
    multiplier: int
    petit_au_bout: int
    poignees: int
    chelem: int
    per_defender: int
    deltas: tuple[float, ...]
    game: int
    """The contract's part of ``per_defender``, signed: (25 + margin) × multiplier under the FFT."""
    petit_chelem: int = 0
    miseres: int = 0
    """What the misères' declarers receive in all (each other player pays them)."""

    def __init__(
        self,
        multiplier: int,
        petit_au_bout: int,
        poignees: int,
        chelem: int,
        per_defender: int,
        deltas: tuple[float, ...],
        game: int,
        petit_chelem: int = 0,
        miseres: int = 0,
    ) -> None:
        object.__setattr__(self, "multiplier", multiplier)
        object.__setattr__(self, "petit_au_bout", petit_au_bout)
        object.__setattr__(self, "poignees", poignees)
        object.__setattr__(self, "chelem", chelem)
        object.__setattr__(self, "per_defender", per_defender)
        object.__setattr__(self, "deltas", deltas)
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "petit_chelem", petit_chelem)
        object.__setattr__(self, "miseres", miseres)


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
    if summary.chelem_announced and summary.chelem_announced_by == DEFENCE:
        return _defence_announced_chelem_term(summary, rules)
    if summary.chelem_won_by == ATTACK:
        if summary.chelem_announced:
            return values.announced_made
        # An announced petit chelem made by taking every trick is scored as that petit chelem alone.
        return 0 if summary.petit_chelem_announced and rules.petit_chelem else values.unannounced_made
    failed = values.announced_failed if summary.chelem_announced else 0
    if summary.chelem_won_by == DEFENCE:
        return (failed if values.stack_failed_with_defence else 0) + values.defence
    return failed


def _defence_announced_chelem_term(summary: DealSummary, rules: FrenchRules) -> int:
    """Seed 000's chelem announced by the defence: the attack's terms mirrored, from the attack's side."""
    values = rules.chelem
    if summary.chelem_won_by == DEFENCE:
        return -values.announced_made
    failed = -values.announced_failed
    if summary.chelem_won_by == ATTACK:
        return (failed if values.stack_failed_with_defence else 0) + values.unannounced_made
    return failed


def takes_petit_chelem(attack_tricks: int, deal_tricks: int, rules: FrenchRules) -> bool:
    """The attack took every trick but one, or but at most ``petit_chelem_tricks_lost`` (seed 000)."""
    return deal_tricks - rules.petit_chelem_tricks_lost <= attack_tricks < deal_tricks


def petit_chelem_term(summary: DealSummary, rules: FrenchRules) -> int:
    values = rules.petit_chelem
    if values is None:
        return 0
    made = summary.petit_chelem_made or summary.chelem_won_by == ATTACK
    if summary.petit_chelem_announced:
        return values.announced_made if made else values.announced_failed
    return values.unannounced_made if summary.petit_chelem_made else 0


def _rounded_to_tens(value: int) -> int:
    return (value + 5) // 10 * 10


def round_to(value: float, step: int) -> int:
    """The nearest multiple of ``step``, halves away from zero (seed 000's informal rounding)."""
    magnitude = int(abs(value) / step + 0.5) * step
    return magnitude if value >= 0 else -magnitude


def score_of(summary: DealSummary, result: Result, rules: FrenchRules) -> Score:
    contract = rules.contract(summary.contract)
    if contract is None:
        raise ValueError(f"unknown contract {summary.contract!r}")
    scheme = rules.scoring
    multiplier = contract.multiplier
    sign = 1 if result.made else -1
    margin = abs(result.margin)
    if scheme.margin_rounding == 10:
        margin = _rounded_to_tens(margin)
    game_value = (0 if not rules.game_base_paid else scheme.game_values[contract.name] if scheme.game_values
                  else rules.base_score * multiplier)
    game = sign * (game_value + (margin * multiplier * scheme.margin_factor if scheme.margin_multiplied else margin))
    chelem = chelem_term(summary, rules)
    petit_chelem = petit_chelem_term(summary, rules)
    if scheme.chelem_game is not None and summary.chelem_won_by == ATTACK:
        game, chelem, petit_chelem = scheme.chelem_game[summary.chelem_announced], 0, 0
    elif scheme.petit_chelem_game is not None and summary.petit_chelem_made:
        game, petit_chelem = scheme.petit_chelem_game, 0
    pab_sign = {ATTACK: 1, DEFENCE: -1, None: 0}[summary.petit_au_bout]
    petit_au_bout = pab_sign * rules.petit_au_bout_value * (multiplier if scheme.petit_au_bout_multiplied else 1)
    poignees = sign * sum(rules.poignee_value(size) for size in summary.poignees)
    per_defender = round_to(game + petit_au_bout + poignees + chelem + petit_chelem, rules.rounding)
    deltas = list(distribute(per_defender, summary.taker, summary.partner, rules, summary.sitting_out))
    miseres = _pay_miseres(deltas, summary.miseres, rules, summary.sitting_out)
    return Score(multiplier, petit_au_bout, poignees, chelem, per_defender, tuple(deltas), game, petit_chelem,
                 miseres)


def distribute(
    per_defender: int, taker: int, partner: int | None, rules: FrenchRules, sitting_out: int | None = None
) -> tuple[float, ...]:
    """Each defender pays ``per_defender``; the attack shares what they pay, so the deltas sum to zero.

    The deltas are indexed by the table's seats; a dealer who sits out gets 0.
    """
    defenders = rules.players - (1 if partner is None else 2)
    deltas: list[float] = [0 if seat == sitting_out else -per_defender for seat in range(rules.seats)]
    collected = defenders * per_defender
    if partner is None:
        deltas[taker] = collected
    else:
        deltas[partner] = rules.partner_share * per_defender
        deltas[taker] = collected - deltas[partner]
    return tuple(deltas)


def _pay_miseres(
    deltas: list[float], miseres: tuple[Misere, ...], rules: FrenchRules, sitting_out: int | None
) -> int:
    """Each misère's declarer receives its value from every other player, whatever the deal's result."""
    value = rules.misere_value
    if value is None:  # misères are not played: the judge let none through
        return 0
    for misere in miseres:
        for seat in range(len(deltas)):
            if seat != sitting_out:
                deltas[seat] += value * (rules.players - 1) if seat == misere.seat else -value
    return value * (rules.players - 1) * len(miseres)
