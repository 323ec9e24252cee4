"""The referee's judgement defaults (digest §6, J1–J21) that change a number, as one frozen object.

``rules.french_rules`` builds it from the ``arbitration_*`` options; nothing else reads an option name.
The defaults are the digest's proposals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


@dataclass(frozen=True)
class ExposureImportance:
    """J4: which cards exposed by a player other than the taker make the fault non-rectifiable."""

    oudlers_and_kings: bool = True
    several_at_once: bool = True
    every_card: bool = False


EXPOSURE_IMPORTANCE: Mapping[str, ExposureImportance] = MappingProxyType({
    "oudler_king_or_several": ExposureImportance(),
    "never": ExposureImportance(oudlers_and_kings=False, several_at_once=False),
    "always": ExposureImportance(every_card=True),
})


@dataclass(frozen=True)
class ArbitrationPolicy:
    """The FFT Code d'arbitrage for free deals, with the referee's open choices fixed."""

    return_revoke_tricks: bool = True
    """J1: a trick in which the offending side revoked and which it won goes to the other side."""
    judge_after_return: bool = True
    """J2: 'the offending side wins' is judged on the adjusted record (else on the record as played)."""
    apply_discretionary_penalty: bool = False
    """J3: the optional 100 of a non-rectifiable fault is booked in the penalty ledger (else only suggested)."""
    exposure: ExposureImportance = ExposureImportance()
    """J4."""
    ecart_content_to_defence: bool = False
    """J8: kings and oudlers of a six-card faulty écart go to the defence before the win/lose test."""
    attack_wrong_count_annuls: bool = True
    """J13: the attack's own hand dealt with a wrong count annuls the deal (else the misdeal rule)."""
    refer_poignee_not_held: bool = True
    """J16: a poignée with a card not held (or not a trump) is left to a human (else incomplete, unfixable)."""
    choices: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """The ``arbitration_*`` options as chosen, named as on the wire; the ruling lists them."""
