"""The French Tarot rule set as data: one frozen object per table size and set of options.

Every rule that a variant may change is a field here, so the phases read the rule set instead of
branching on option names (the options only choose the field values, in ``french_rules``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any

from .options import OPTION_SPECS, OPTIONS_BY_NAME


class DogDestination(Enum):
    ECART = "ecart"  # the taker takes the dog and discards as many cards
    ATTACK = "attack"  # garde sans: unseen, counted for the taker
    DEFENCE = "defence"  # garde contre: unseen, counted for the defence


@dataclass(frozen=True)
class Contract:
    name: str
    multiplier: int
    dog: DogDestination


FFT_CONTRACTS: tuple[Contract, ...] = (
    Contract("petite", 1, DogDestination.ECART),
    Contract("garde", 2, DogDestination.ECART),
    Contract("garde_sans", 4, DogDestination.ATTACK),
    Contract("garde_contre", 6, DogDestination.DEFENCE),
)

CALL_ALIASES = MappingProxyType({"prise": "petite"})

POIGNEE_NAMES = ("simple", "double", "triple")

# Hand size, dog size, poignée thresholds (simple, double, triple) per table size [FFT].
_TABLES: Mapping[int, tuple[int, int, tuple[int, int, int]]] = MappingProxyType(
    {3: (24, 6, (13, 15, 18)), 4: (18, 6, (10, 13, 15)), 5: (15, 3, (8, 10, 13))}
)
SUPPORTED_PLAYERS = tuple(_TABLES)


class InvalidOption(ValueError):
    def __init__(self, name: str, message: str):
        super().__init__(message)
        self.name = name


@dataclass(frozen=True)
class ChelemValues:
    """Per-defender chelem terms, never multiplied [FFT S1 §9]."""

    announced_made: int = 400
    unannounced_made: int = 200
    announced_failed: int = -200
    defence: int = -200
    stack_failed_with_defence: bool = True


@dataclass(frozen=True)
class FrenchRules:
    players: int
    hand_size: int
    dog_size: int
    contracts: tuple[Contract, ...]
    poignee_sizes: tuple[int, int, int]
    poignee_values: tuple[int, int, int] = (20, 30, 40)
    base_score: int = 25
    petit_au_bout_value: int = 10
    chelem: ChelemValues = ChelemValues()
    excuse_last_trick_changes_side: bool = True
    called_suit_first_lead_forbidden: bool = True
    partner_share: float = 1.0
    """5 players: the partner's share of the attack's 3M, the taker getting the rest (FFT: 1 of 3)."""
    petit_au_bout_penultimate_in_chelem: bool = True

    @property
    def calls_partner(self) -> bool:
        return self.players == 5

    def contract(self, name: str) -> Contract | None:
        for contract in self.contracts:
            if contract.name == name:
                return contract
        return None

    def contract_rank(self, name: str) -> int:
        return [contract.name for contract in self.contracts].index(name)

    def poignee_size_name(self, trumps_shown: int) -> str | None:
        if trumps_shown in self.poignee_sizes:
            return POIGNEE_NAMES[self.poignee_sizes.index(trumps_shown)]
        return None

    def poignee_value(self, size_name: str) -> int:
        return self.poignee_values[POIGNEE_NAMES.index(size_name)]


def default_options() -> dict[str, Any]:
    return {spec.name: spec.default for spec in OPTION_SPECS}


def french_rules(players: int, options: Mapping[str, Any] | None = None) -> FrenchRules:
    """The rule set for ``players`` with the named ``options`` applied over the FFT defaults."""
    if players not in _TABLES:
        raise InvalidOption("players", f"French Tarot is played by 3, 4 or 5 players, not {players}")
    chosen = default_options()
    for name, value in (options or {}).items():
        spec = OPTIONS_BY_NAME.get(name)
        if spec is None:
            raise InvalidOption(name, f"unknown option {name!r}")
        if value not in spec.allowed or isinstance(value, bool) != isinstance(spec.default, bool):
            allowed = ", ".join(repr(item) for item in spec.allowed)
            raise InvalidOption(name, f"option {name!r} must be one of {allowed}, not {value!r}")
        chosen[name] = value
    hand_size, dog_size, poignee_sizes = _TABLES[players]
    return FrenchRules(
        players=players,
        hand_size=hand_size,
        dog_size=dog_size,
        contracts=FFT_CONTRACTS,
        poignee_sizes=poignee_sizes,
        chelem=ChelemValues(stack_failed_with_defence=chosen["chelem_failed_and_defence"] == "both"),
        excuse_last_trick_changes_side=chosen["excuse_last_trick"] == "changes_side",
        called_suit_first_lead_forbidden=chosen["called_suit_first_lead"] == "forbidden",
        partner_share=1.5 if chosen["five_player_split"] == "equal" else 1.0,
        petit_au_bout_penultimate_in_chelem=chosen["petit_au_bout_chelem"] == "penultimate_trick",
    )
