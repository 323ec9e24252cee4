"""The French Tarot rule set as data: one frozen object per table and set of options.

Every rule that a variant may change is a field here, so the phases read the rule set instead of
branching on option names; ``french_rules`` is the one place where option values become fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any, Final

from ..core.options import InvalidOption, choose_options
from ..core.text import Text
from .arbitration.policy import EXPOSURE_IMPORTANCE, ArbitrationPolicy
from .options import CONTRACT_NAMES as CONTRACT_RANKING
from .options import OPTION_SPECS

__all__ = ["InvalidOption"]


class DogDestination(Enum):
    ECART = "ecart"  # the taker takes the dog and discards as many cards
    ATTACK = "attack"  # garde sans: unseen, counted for the taker
    DEFENCE = "defence"  # garde contre: unseen, counted for the defence
    NONE = "none"  # a table without a dog (2 players)


@dataclass(frozen=True)
class Contract:
    name: str
    multiplier: int
    dog: DogDestination


DOG_OF_CONTRACT: Mapping[str, DogDestination] = MappingProxyType({
    "petite": DogDestination.ECART,
    "pousse": DogDestination.ECART,
    "garde": DogDestination.ECART,
    "garde_sans": DogDestination.ATTACK,
    "garde_contre": DogDestination.DEFENCE,
    "chelem": DogDestination.ECART,  # seed 001: "vous prenez le chien, le montrez aux autres"
})
CHELEM_CALL = "chelem"
"""Seed 001's call above garde contre: a garde with the chelem announced, at the garde's multiplier."""

MULTIPLIER_SCALES: Mapping[str, Mapping[str, int]] = MappingProxyType({
    "fft": MappingProxyType({"petite": 1, "pousse": 2, "garde": 2, "garde_sans": 4, "garde_contre": 6}),
    "pagat_times_five": MappingProxyType({"petite": 1, "pousse": 2, "garde": 2, "garde_sans": 4, "garde_contre": 5}),
    "pousse_scale": MappingProxyType({"petite": 1, "pousse": 2, "garde": 4, "garde_sans": 8, "garde_contre": 12}),
})

FFT_CONTRACTS: tuple[Contract, ...] = tuple(
    Contract(name, MULTIPLIER_SCALES["fft"][name], DOG_OF_CONTRACT[name])
    for name in ("petite", "garde", "garde_sans", "garde_contre")
)
CALL_ALIASES = MappingProxyType({"prise": "petite"})
POIGNEE_NAMES = ("simple", "double", "triple")


@dataclass(frozen=True)
class Table:
    """How many play, what each gets, and the FFT poignée thresholds for that many."""

    players: int
    hand_size: int
    dog_size: int
    packet_size: int
    poignee_sizes: tuple[int, int, int]
    calls_partner: bool = False
    piles: int = 0  # 2 players: face-down piles of three per player


_TABLES: Mapping[int, Table] = MappingProxyType({
    2: Table(2, 21, 0, 3, (13, 15, 18), piles=6),
    3: Table(3, 24, 6, 4, (13, 15, 18)),
    4: Table(4, 18, 6, 3, (10, 13, 15)),
    5: Table(5, 15, 3, 3, (8, 10, 13), calls_partner=True),
})
FOURTEEN_CARDS_ALONE = Table(5, 14, 8, 3, (8, 10, 13))
SUPPORTED_PLAYERS = (2, 3, 4, 5, 6)


@dataclass(frozen=True)
class ChelemValues:
    """Per-defender chelem terms from the attack's side, never multiplied [FFT S1 §9]."""

    announced_made: int = 400
    unannounced_made: int = 200
    announced_failed: int = -200
    defence: int = -200
    stack_failed_with_defence: bool = True


@dataclass(frozen=True)
class PetitChelemValues:
    """Every trick but one (seed 000's ×5 version): the terms from the attack's side."""

    announced_made: int = 300
    announced_failed: int = -150
    unannounced_made: int = 0


@dataclass(frozen=True)
class ScoringScheme:
    """How a result becomes what each defender pays: the FFT formula and the seeds' other tables."""

    name: str
    game_values: Mapping[str, int] | None = None
    """A fixed value per contract in place of 25 × multiplier (seed 000's fixed table)."""
    margin_multiplied: bool = True
    margin_factor: int = 1
    """The margin's multiplier is the contract's times this (seed 001's example: a garde's margin ×4)."""
    margin_rounding: int = 1
    petit_au_bout_multiplied: bool = True
    chelem_game: tuple[int, int] | None = None
    """(unannounced, announced) value that replaces the game when the attack takes every trick."""
    petit_chelem_game: int | None = None
    """Value that replaces the game when the attack takes every trick but one."""
    default_multipliers: str = "fft"
    petit_chelem: PetitChelemValues | None = None


SCORING_SCHEMES: Mapping[str, ScoringScheme] = MappingProxyType({
    "fft": ScoringScheme("fft"),
    "pagat_fixed": ScoringScheme(
        "pagat_fixed",
        game_values=MappingProxyType({"petite": 40, "pousse": 60, "garde": 80, "garde_sans": 160,
                                      "garde_contre": 320}),
        margin_multiplied=False, margin_rounding=10, petit_au_bout_multiplied=False,
        chelem_game=(1000, 1000), petit_chelem_game=500,
    ),
    "pagat_times_five": ScoringScheme("pagat_times_five", default_multipliers="pagat_times_five",
                                      petit_chelem=PetitChelemValues()),
    "seed_001_table": ScoringScheme("seed_001_table", petit_au_bout_multiplied=False, chelem_game=(300, 600)),
    "seed_001_example": ScoringScheme("seed_001_example", margin_factor=2, petit_au_bout_multiplied=False,
                                      chelem_game=(300, 600)),
})


@dataclass(frozen=True)
class FrenchRules:
    players: int
    """Players in the game (the dealer who sits out is not one)."""
    hand_size: int
    dog_size: int
    contracts: tuple[Contract, ...]
    poignee_sizes: tuple[int, int, int]
    poignee_values: tuple[int, int, int] = (20, 30, 40)
    calls_partner: bool = False
    packet_size: int = 3
    piles: int = 0
    table_seats: int = 0
    """Seats at the table when the dealer sits out (5 or 6), else 0."""
    same_dealer_after_all_pass: bool = False
    """FFT 'mort' (seed 000 variation 2): when every player passes, the same dealer deals again."""
    base_score: int = 25
    game_base_paid: bool = True
    """Seed 000's mouches without base payment (option mouche_base_payment): only the margin is the game."""
    petit_au_bout_value: int = 10
    chelem: ChelemValues = ChelemValues()
    petit_chelem: PetitChelemValues | None = None
    scoring: ScoringScheme = field(default_factory=lambda: SCORING_SCHEMES["fft"])
    rounding: int = 1
    excuse_last_trick_changes_side: bool = True
    called_suit_first_lead_forbidden: bool = True
    call_after_ecart: bool = False
    overtrump_on_cut: bool = True
    """FFT: overtrump when one can on any lead; seed 001 (option overtrump): on a trump lead only."""
    """A house-rules page's 5-player call, made after the écart and judged on the hand the taker then holds."""
    partner_share: float = 1.0
    """5 players: the partner's share of the attack's 3M, the taker getting the rest (FFT: 1 of 3)."""
    petit_au_bout_penultimate_in_chelem: bool = True
    petit_au_bout_penultimate_needs_excuse_lead: bool = False
    """Seed 000: the Petit of the penultimate trick is au bout only when the chelem side led the Excuse."""
    petit_au_bout_penultimate_needs_announcer: bool = False
    """Seed 002: ... only when the Excuse was played by the seat that announced the chelem."""
    petit_au_bout_taker_only: bool = False
    """Seed 001: only the taker's own Petit counts au bout, when his side wins the last trick."""
    petit_au_bout_to_game_winner: bool = False
    """The game for two, seed 000's French read literally: the Petit au bout's 10 go to the game's winner."""
    petit_chelem_tricks_lost: int = 1
    """The most tricks a petit chelem leaves to the other side (seed 000: one, or three by agreement)."""
    declarations_before_first_lead: bool = False
    """Seed 000's variant: poignées and misères are declared before the first lead, not at one's first card."""
    defence_may_announce_chelem: bool = False
    """Seed 000: a defender may announce a chelem for the defence (and then leads)."""
    petit_sec_annuls: bool = True
    excuse_alone_annuls: bool = False
    """The holder of the Excuse alone may annul the deal (seed 000: a permission)."""
    petit_sec_cuts: bool = False
    """A lone Petit played on may cut a suit its holder lacks, taking the trick as its only trump (seed 001)."""
    any_lone_trump_annuls: bool = False
    """A single trump other than the Petit, or the Excuse alone, annuls the deal (seed 000 read literally)."""
    called_suit_ban_after_excuse_lead: bool = True
    """The first-lead ban on the called suit binds the card that sets the suit after an Excuse lead (FFT)."""
    out_of_turn_ban_while_on_lead: bool = False
    """A suit forbidden after a refused lead out of turn stays forbidden while that player keeps the lead."""
    misere_value: int | None = None
    """What each other player pays a misère's declarer; None when misères are not played."""
    faulty_ecart_penalty: bool = False
    dog_forbidden_ends: int = 1
    mouches: bool = False
    mouche_stake: int = 10
    mouche_dealer_extra: int = 5
    arbitration: ArbitrationPolicy | None = None
    """The FFT Code d'arbitrage's ruling on an irregular hand (option ``arbitration: fft``); None: no ruling."""

    @property
    def tricks_per_deal(self) -> int:
        """One trick per card a player gets: his hand, and with 2 players his piles of three."""
        return self.hand_size + 3 * self.piles

    @property
    def dealer_sits_out(self) -> bool:
        return self.table_seats > 0

    @property
    def seats(self) -> int:
        """Seats at the table, the dealer who sits out included."""
        return self.table_seats or self.players

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
    """The rule set for ``players`` at the table with the named ``options`` applied over the FFT defaults.

    Rule sets are immutable, so each distinct choice of options is built once and then shared.
    """
    key = (players, _options_key(options or {}))
    rules = _BUILT.get(key)
    if rules is None:
        rules = _build_rules(players, options)
        if len(_BUILT) < _MAX_BUILT:
            _BUILT[key] = rules
    return rules


# Final: compiled code reads these directly rather than from the module's dict at every use.
_BUILT: Final[dict[tuple[int, str], FrenchRules]] = {}
_MAX_BUILT: Final = 1024  # every distinct option set a service meets; a bound, since callers choose them
_DEFAULT_VALUES: Final = {spec.name: spec.default for spec in OPTION_SPECS}
_NOT_AN_OPTION: Final = object()


def _options_key(options: Mapping[str, Any]) -> str:
    """The options that differ from their defaults, as text: equal choices give equal keys.

    The wire schemas fill every option a request leaves out with the spec's own default object, so an
    identity test skips those cheaply; a default spelt out by the client (an equal but new object) is kept
    in the key, which only costs a second cache entry for the same rule set.
    """
    # Typed as a dict, compiled code walks the dict's own table (the wire gives all 39 options): a fifth less
    # than the generic walk of a Mapping, timed.
    given: dict[str, Any] = options if type(options) is dict else dict(options)
    changed: list[tuple[str, Any]] = []
    for name, value in given.items():
        if value is not _DEFAULT_VALUES.get(name, _NOT_AN_OPTION):
            changed.append((name, value))
    return repr(sorted(changed)) if changed else ""


def _build_rules(players: int, options: Mapping[str, Any] | None) -> FrenchRules:
    if players not in SUPPORTED_PLAYERS:
        raise InvalidOption("players", Text("French Tarot is played by 2 to 6 players, not {players}", players=players))
    given = dict(options or {})
    chosen = choose_options(OPTION_SPECS, given)
    table_seats = 0
    table = _TABLES.get(players)
    if players == 6:
        table_seats, table = 6, _TABLES[5]
    elif players == 5 and chosen["five_player_table"] == "dealer_sits_out":
        table_seats, table = 5, _TABLES[4]
    elif players == 5 and chosen["five_player_table"] == "fourteen_cards_alone":
        table = FOURTEEN_CARDS_ALONE
    assert table is not None
    _refuse_what_cannot_be_meant(chosen, table)
    scoring = SCORING_SCHEMES[chosen["scoring"]]
    contracts = tuple(
        Contract(name, multiplier, DOG_OF_CONTRACT[name])
        for name, multiplier in _multipliers(chosen, scoring).items()
    )
    values = chosen["chelem_values"]
    defaults = ChelemValues()
    sizes = chosen["poignee_sizes"]
    petit_chelem = scoring.petit_chelem or (PetitChelemValues() if chosen["petit_chelem"] else None)
    return FrenchRules(
        players=table.players,
        hand_size=table.hand_size,
        dog_size=table.dog_size,
        contracts=contracts,
        poignee_sizes=table.poignee_sizes if sizes == "fft" else (sizes[0], sizes[1], sizes[2]),
        poignee_values=tuple(chosen["poignee_values"]),
        calls_partner=table.calls_partner,
        packet_size=table.packet_size,
        piles=table.piles,
        table_seats=table_seats,
        same_dealer_after_all_pass=table_seats == 5,
        chelem=ChelemValues(
            announced_made=values.get("announced", defaults.announced_made),
            unannounced_made=values.get("unannounced", defaults.unannounced_made),
            announced_failed=-values.get("announced_failed", -defaults.announced_failed),
            defence=-values.get("defence", -defaults.defence),
            stack_failed_with_defence=chosen["chelem_failed_and_defence"] == "both",
        ),
        petit_chelem=petit_chelem,
        scoring=scoring,
        rounding=chosen["rounding"],
        excuse_last_trick_changes_side=chosen["excuse_last_trick"] == "changes_side",
        called_suit_first_lead_forbidden=chosen["called_suit_first_lead"] != "allowed",
        call_after_ecart=chosen["call_timing"] == "after_ecart",
        overtrump_on_cut=chosen["overtrump"] == "always",
        partner_share=1.5 if chosen["five_player_split"] == "equal" else 1.0,
        petit_au_bout_penultimate_in_chelem=chosen["petit_au_bout_chelem"] != "last_trick_only",
        petit_au_bout_penultimate_needs_excuse_lead=chosen["petit_au_bout_chelem"] == "excuse_led",
        petit_au_bout_penultimate_needs_announcer=chosen["petit_au_bout_chelem"] == "announcer_excuse_last",
        petit_au_bout_taker_only=chosen["petit_au_bout_for"] == "taker_only",
        petit_au_bout_to_game_winner=chosen["two_player_petit_au_bout"] == "score_winner",
        petit_chelem_tricks_lost=chosen["petit_chelem_all_but"],
        declarations_before_first_lead=chosen["declaration_timing"] == "before_first_lead",
        defence_may_announce_chelem=chosen["chelem_announcer"] == "either_side",
        petit_sec_annuls=chosen["petit_sec"] == "annul",
        excuse_alone_annuls=chosen["excuse_alone_annuls"],
        petit_sec_cuts=chosen["petit_sec"] == "excuse_that_cuts",
        any_lone_trump_annuls=chosen["lone_trump_annuls"] == "any_trump",
        called_suit_ban_after_excuse_lead=chosen["called_suit_first_lead"] != "lead_only",
        out_of_turn_ban_while_on_lead=chosen["out_of_turn_ban"] == "while_on_lead",
        misere_value=10 if chosen["misere"] else None,
        faulty_ecart_penalty="house" in (chosen["penalties"], chosen["arbitration"]) and chosen["arbitration"] != "fft",
        dog_forbidden_ends=_DOG_FORBIDDEN_ENDS[chosen["dog_placement"]],
        mouches=chosen["settlement"] == "mouches",
        mouche_stake=chosen["mouche_stake"],
        game_base_paid=chosen["settlement"] != "mouches" or chosen["mouche_base_payment"] == "paid",
        arbitration=_arbitration(chosen, players),
    )


_DOG_FORBIDDEN_ENDS: Final = {"not_first_or_last": 1, "not_first_or_last_three": 3, "anywhere": 0}


TRUMP_LIKE_CARDS = 22
"""The 21 trumps and the Excuse: the most a poignée can show."""


def _refuse_what_cannot_be_meant(chosen: Mapping[str, Any], table: Table) -> None:
    """InvalidOption for a value that no table could play as written (an option that merely changes nothing
    at this table is accepted, and noted in the answer: french/reach.py)."""
    ladder = list(chosen["contracts"])
    ranked = sorted(ladder, key=CONTRACT_RANKING.index)
    if ladder != ranked:
        raise InvalidOption("contracts", Text("option 'contracts' lists the contracts that may be bid lowest first, "
                                              "each outbidding the ones before it: {ranked}, not {ladder}",
                                              ranked=", ".join(ranked), ladder=", ".join(ladder)))
    sizes = chosen["poignee_sizes"]
    if sizes == "fft":
        return
    if list(sizes) != sorted(sizes):
        raise InvalidOption("poignee_sizes", Text("option 'poignee_sizes' gives the trumps of a simple, a double "
                                                  "and a triple poignée, each more than the one before; {sizes} is "
                                                  "not increasing", sizes=list(sizes)))
    # The most a hand can show: the taker's, with the trumps forced into his écart, which count as shown.
    most = min(table.hand_size + table.dog_size, TRUMP_LIKE_CARDS)
    if not table.piles and sizes[-1] > most:
        raise InvalidOption("poignee_sizes", Text("option 'poignee_sizes': with {cards} cards and a dog of {dog} a "
                                                  "poignée shows at most {most} trumps (the Excuse included, and the "
                                                  "taker's trumps forced into the écart), so one of {largest} could "
                                                  "never be shown", cards=table.hand_size, dog=table.dog_size,
                                                  most=most, largest=sizes[-1]))


def _arbitration(chosen: Mapping[str, Any], players: int) -> ArbitrationPolicy | None:
    """The Code d'arbitrage with its open choices, at the tables it carries over to: 3, 4 and 5 players, and
    the 4- or 5-player game of a table whose dealer sits out (docs/french-arbitration.md)."""
    if chosen["arbitration"] != "fft":
        return None
    if players == 2:
        raise InvalidOption("arbitration", Text("option 'arbitration': 'fft' cannot rule the game for two: every "
                                                "ruling of the Code d'arbitrage turns on a taker, his contract and "
                                                "the side that offended against it, and the game for two (pagat.com) "
                                                "has no auction, no taker and no contract; use 'none'"))
    return ArbitrationPolicy(
        return_revoke_tricks=chosen["arbitration_illicit_points"] == "revoke_trick",
        judge_after_return=chosen["arbitration_winner_test"] == "after_return",
        apply_discretionary_penalty=chosen["arbitration_discretionary_penalty"] == "apply",
        exposure=EXPOSURE_IMPORTANCE[chosen["arbitration_important_exposure"]],
        ecart_content_to_defence=chosen["arbitration_ecart_content"] == "kings_and_oudlers_to_defence",
        attack_wrong_count_annuls=chosen["arbitration_taker_wrong_count"] == "annul",
        refer_poignee_not_held=chosen["arbitration_poignee_not_held"] == "refer",
        choices=MappingProxyType({name: value for name, value in chosen.items() if name.startswith("arbitration_")}),
    )


def _multipliers(chosen: Mapping[str, Any], scoring: ScoringScheme) -> dict[str, int]:
    """Each allowed contract's factor, in rank order: the chosen scale, or a table over the default scale."""
    ladder = chosen["contracts"]
    value = chosen["multipliers"]
    if isinstance(value, str) and value in MULTIPLIER_SCALES:
        scale: Mapping[str, int] = MULTIPLIER_SCALES[value]
    else:
        # With pousse in the ladder, the scale that makes room for it; otherwise the scoring's own.
        scale = MULTIPLIER_SCALES["pousse_scale" if "pousse" in ladder else scoring.default_multipliers]
        if isinstance(value, Mapping):
            scale = {**scale, **value}
    # The chelem call is a garde with the chelem announced: the garde's factor unless a table names its own.
    scale = {CHELEM_CALL: scale["garde"], **scale}
    return {name: scale[name] for name in ladder}
