"""The travelling slip's decisions (Code d'arbitrage p.17–18) and what each does to a table's mark.

A referee writes a decision on the slip as a code (RC, PO, CE, CM, CO, FE, SO, MR), the side at fault, and
either a penalty alone or a penalty with an adjusted mark (the Code's "RC 0.5 % et *4"). Each code's defaults
follow the Code's tables; a slip may set ``adjusted`` and ``penalty`` itself where the referee judged
otherwise (an important exposed card is "CE 0.5 % et *6", a minor one "CE 0.5 %").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .formats import EQUIPES, QUADRETTES, in_percent

RC: Final = "RC"  # renonce consommée: an established revoke (p.12, 15–16)
PO: Final = "PO"  # poignée fault (p.14)
CE: Final = "CE"  # carte exposée (p.12)
CM: Final = "CM"  # consultation de la marque: the travelling slip read before playing (p.10)
CO: Final = "CO"  # not defined by the Code: read as any other conduct decision (docs/duplicate.md)
FE: Final = "FE"  # faux écart (p.10, which overrides p.17)
SO: Final = "SO"  # score oublié: the slip's score left out (p.10)
MR: Final = "MR"  # mauvaise reconstitution of the board (p.13)
CODES: Final = (MR, CO, FE, CE, PO, RC, SO, CM)

ATTACK: Final = "attack"
DEFENCE: Final = "defence"
BOTH: Final = "both"  # each side at fault ("renonce consommée sur renonce consommée")
TABLE: Final = "table"  # the whole table (a score left out: all four keep the slip)
OFFENDERS: Final = (ATTACK, DEFENCE, BOTH, TABLE)

# What a decision does to the table's mark.
NONE: Final = "none"
CAP: Final = "cap"  # *4 / *6 in percentages; the ±4 rule in match points
NEUTRALISED: Final = "neutralised"  # the board is left out of the table's marks
ATTACK_ZERO: Final = "attack_zero"  # neutralised, and the attack scores a zero that counts (*1)
COLLECTIVE_ZERO: Final = "collective_zero"  # a zero for everyone at the table, that counts (*0)
FAUX_ECART: Final = "faux_ecart"  # team formats: neutralised, the other team's bonus (p.10)
LEAVES_OUT: Final = frozenset({NEUTRALISED, ATTACK_ZERO, COLLECTIVE_ZERO, FAUX_ECART})
"""The marks that take a table out of the board's comparison."""


@dataclass(frozen=True)
class Slip:
    """One decision on a table's slip. ``seats``: the players at fault (by default the offending side's
    seats). ``adjusted`` and ``penalty`` (in percent or match points): None takes the code's default."""

    code: str
    offender: str
    seats: tuple[int, ...] = ()
    adjusted: bool | None = None
    penalty: float | None = None


@dataclass(frozen=True)
class SlipEffect:
    mark: str
    penalty: float


ADJUSTED_BY_DEFAULT: Final = frozenset({RC, FE})
"""A revoke always caps the mark (p.12); a faux écart always neutralises (p.10). The other codes carry a
penalty alone unless the referee judged the deal could not be played normally."""


def effect(slip: Slip, format_name: str) -> SlipEffect:
    """What ``slip`` does at a table of ``format_name``: its mark and the penalty of each offender."""
    adjusted = slip.code in ADJUSTED_BY_DEFAULT if slip.adjusted is None else slip.adjusted
    mark = _mark(slip, format_name) if adjusted else NONE
    penalty = _default_penalty(slip, format_name, adjusted) if slip.penalty is None else slip.penalty
    return SlipEffect(mark, penalty)


def _mark(slip: Slip, format_name: str) -> str:
    percent = in_percent(format_name)
    if slip.code == FE:
        return ATTACK_ZERO if percent else FAUX_ECART
    if slip.code == SO:
        return COLLECTIVE_ZERO if percent else NEUTRALISED
    if slip.code == MR and percent:
        return NEUTRALISED  # an unplayable board: neutralised (p.13)
    if slip.offender in (BOTH, TABLE) and not percent:
        return NEUTRALISED  # revoke on revoke in équipes and quadrettes (p.12)
    return CAP


def _default_penalty(slip: Slip, format_name: str, adjusted: bool) -> float:
    percent = in_percent(format_name)
    if slip.code == FE:
        return 0.0 if percent else 10.0
    if slip.code == SO and adjusted:
        return 0.0 if percent else 4.0
    if slip.code == MR and adjusted:
        return 1.5 if percent else 3.0
    if slip.code == RC and slip.offender == BOTH and format_name in (QUADRETTES, EQUIPES):
        return 4.0 if format_name == QUADRETTES else 0.0
    return 0.5 if percent else 1.0
