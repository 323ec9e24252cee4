"""Named rule options of the French Tarot rule set, as data.

Each option changes exactly one rule; its default is the FFT rule. The HTTP layer builds its request
schema from these specs and ``GET /v1/rulesets`` lists them, so this table is the single source.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class OptionSpec:
    name: str
    type: str  # "enum" | "boolean"
    allowed: tuple[Any, ...]
    default: Any
    description: str


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "excuse_last_trick",
        "enum",
        ("changes_side", "to_trick_winner"),
        "changes_side",
        "Excuse played to the last trick (outside a chelem): FFT gives it to the other side; "
        "older books to the trick's winner.",
    ),
    OptionSpec(
        "called_suit_first_lead",
        "enum",
        ("forbidden", "allowed"),
        "forbidden",
        "5 players: whether the first lead of the deal may be in the called card's suit "
        "(FFT: only the called card itself).",
    ),
    OptionSpec(
        "five_player_split",
        "enum",
        ("taker_double", "equal"),
        "taker_double",
        "5 players with a partner: FFT taker 2 shares and partner 1; 'equal' splits the attack's "
        "share evenly (exact halves, never rounded).",
    ),
    OptionSpec(
        "chelem_failed_and_defence",
        "enum",
        ("both", "defence_only"),
        "both",
        "An announced chelem that ends as a defence chelem: apply both -200 terms (default) or "
        "only the defence chelem's.",
    ),
    OptionSpec(
        "petit_au_bout_chelem",
        "enum",
        ("penultimate_trick", "last_trick_only"),
        "penultimate_trick",
        "When a chelem is completed by leading the Excuse to the last trick, the Petit counts as "
        "au bout in the penultimate trick (FFT for the announced chelem, applied to every chelem).",
    ),
)

OPTIONS_BY_NAME: dict[str, OptionSpec] = {spec.name: spec for spec in OPTION_SPECS}
