"""The Zwanzigerrufen rule set as data: contracts, items, values and every rule an option may change.

The options of ``options.py`` only choose the field values here (in ``zwanzigerrufen_rules``); the phases
read the fields and never branch on an option's name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from ..core.options import choose_options
from .options import OPTION_SPECS

PLAYERS = 4
HAND_SIZE = 10

RUFER, FARBENSOLO, SOLO = "rufer", "farbensolo", "solo"
CONTRACTS: tuple[str, ...] = (RUFER, FARBENSOLO, SOLO)
"""Lowest to highest [spec §6.1]."""

DECLARERS, OPPONENTS = "declarers", "opponents"
PARTIES = (DECLARERS, OPPONENTS)

GAME, ABSOLUT, PAGAT, VALAT = "game", "absolut", "pagat", "valat"
TRULL, FOUR_KINGS, MONDFANG = "trull", "four_kings", "mondfang"
ANNOUNCEMENTS: tuple[str, ...] = (ABSOLUT, PAGAT, VALAT)
"""What a party may announce; with the game these are the items that can be doubled [spec §6.2]."""
DOUBLABLE: tuple[str, ...] = (GAME, *ANNOUNCEMENTS)
LINE_ITEMS: tuple[str, ...] = (VALAT, GAME, ABSOLUT, PAGAT, TRULL, FOUR_KINGS, MONDFANG)
"""The scoring lines of spec §9.2, in the order they are evaluated."""

DOUBLING_STEPS: tuple[str, ...] = ("kontra", "re", "sub", "mordsub")
"""Rung i takes an item from level 2**i to 2**(i+1); even rungs by the party that does not own the item."""


def other_party(party: str) -> str:
    return OPPONENTS if party == DECLARERS else DECLARERS


def step_by_owner(step: str) -> bool:
    """Whether a doubling step is made by the item's owners (Re, Mordsub) rather than their opponents."""
    return DOUBLING_STEPS.index(step) % 2 == 1


def step_from_level(step: str) -> int:
    level: int = 2 ** DOUBLING_STEPS.index(step)
    return level


@dataclass(frozen=True)
class SilentAnnounced:
    silent: int
    announced: int


@dataclass(frozen=True)
class ContractValues:
    """Base values in game units [spec §9.1]; None where the item does not exist in that contract."""

    game: int
    absolut: SilentAnnounced | None
    pagat: SilentAnnounced | None
    valat: SilentAnnounced
    trull: int | None
    four_kings: int
    mondfang: int | None
    alone: bool
    """One against three: the soloist receives three times the value [spec §9.3]."""


SEED_VALUES: Mapping[str, ContractValues] = MappingProxyType({
    RUFER: ContractValues(1, SilentAnnounced(1, 2), SilentAnnounced(1, 2), SilentAnnounced(6, 12), 1, 1, 1, False),
    FARBENSOLO: ContractValues(4, SilentAnnounced(2, 4), None, SilentAnnounced(12, 24), None, 2, None, True),
    SOLO: ContractValues(4, SilentAnnounced(2, 4), SilentAnnounced(2, 4), SilentAnnounced(12, 24), 2, 2, 2, True),
})


@dataclass(frozen=True)
class ZwanzigerrufenRules:
    step: int = 1
    """The seat after seat s is (s + step) mod 4: 1 in the contract's seat order, 3 for 'anticlockwise'."""
    redeal_single_tarock_any: bool = True
    redeal_four_glatzen: bool = True
    commitment_resets_on_new_game: bool = False
    opp_absolut_requires_kontra: bool = True
    trull_must_kontra: bool = True
    silent_absolut_with_announcement: bool = False
    max_double_level: int = 8
    pagat_lock_lifted_by_valat: bool = True
    farbensolo_min_suit_cards: int = 5
    values: Mapping[str, ContractValues] = field(default_factory=lambda: SEED_VALUES)
    players: int = PLAYERS
    hand_size: int = HAND_SIZE

    def next_seat(self, seat: int) -> int:
        return (seat + self.step) % self.players

    def forehand(self, dealer: int) -> int:
        return self.next_seat(dealer)

    @property
    def doubling_steps(self) -> tuple[str, ...]:
        return tuple(step for step in DOUBLING_STEPS if 2 * step_from_level(step) <= self.max_double_level)

    def contract_rank(self, contract: str | None) -> int:
        return -1 if contract is None else CONTRACTS.index(contract)


def zwanzigerrufen_rules(options: Mapping[str, Any] | None = None) -> ZwanzigerrufenRules:
    """The rule set with the named ``options`` applied over the seed's defaults; InvalidOption otherwise."""
    chosen = choose_options(OPTION_SPECS, options)
    values = dict(SEED_VALUES)
    if not chosen["absolut_in_solos"]:
        values = {name: value if not value.alone else _without_absolut(value) for name, value in values.items()}
    return ZwanzigerrufenRules(
        step=1 if chosen["direction"] == "clockwise" else PLAYERS - 1,
        redeal_single_tarock_any=chosen["redeal_single_tarock"] == "any",
        redeal_four_glatzen=chosen["redeal_four_glatzen"],
        commitment_resets_on_new_game=chosen["commitment_resets_on_new_game"],
        opp_absolut_requires_kontra=chosen["opp_absolut_requires_kontra"],
        trull_must_kontra=chosen["trull_must_kontra"],
        silent_absolut_with_announcement=chosen["silent_absolut_with_announcement"],
        max_double_level=chosen["max_double_level"],
        pagat_lock_lifted_by_valat=chosen["pagat_lock_lifted_by_valat"],
        values=MappingProxyType(values),
    )


def _without_absolut(values: ContractValues) -> ContractValues:
    return replace(values, absolut=None)
