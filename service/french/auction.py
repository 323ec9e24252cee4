"""The auction: one call per seat, from the dealer's next seat round to the dealer, each bid higher."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from ..core.excerpt import excerpt
from ..core.text import Text, from_one, joined
from ..core.violations import Violation
from .record import Call
from .rules import FrenchRules
from .tables import seating_of


@dataclass(init=False)  # a written-out __init__: see french/counting.py and core/verdict.py
class AuctionOutcome:
    violations: list[Violation] = field(default_factory=list)
    taker: int | None = None
    contract: str | None = None
    complete: bool = False

    def __init__(
        self,
        violations: list[Violation] | None = None,
        taker: int | None = None,
        contract: str | None = None,
        complete: bool = False,
    ) -> None:
        self.violations = list() if violations is None else violations
        self.taker = taker
        self.contract = contract
        self.complete = complete

    @property
    def all_passed(self) -> bool:
        return self.complete and self.taker is None


CALL_NAMES: Final = MappingProxyType({
    "pass": Text("pass"), "petite": Text("petite"), "pousse": Text("pousse"), "garde": Text("garde"),
    "garde_sans": Text("garde sans"), "garde_contre": Text("garde contre"), "chelem": Text("chelem"),
})
"""Each call of the auction as players say it (each language its own word), by its wire value."""


def call_name(call: str) -> str:
    """``call`` as players say it; a call no rule set knows, quoted as the request wrote it."""
    return CALL_NAMES.get(call) or excerpt(call)


def judge_auction(calls: tuple[Call, ...], dealer: int, rules: FrenchRules) -> AuctionOutcome:
    outcome = AuctionOutcome()
    # The judge's seating is this one too: seating_of keeps each table's seating once built.
    seats = seating_of(rules, dealer)
    spoken: set[int] = set()
    order = seats.in_play
    best_rank = -1
    for index, entry in enumerate(calls):
        # The pointers are written where a violation needs one: a legal call builds no text.
        seat = entry.seat
        if not seats.plays(seat):
            problem = seats.seat_problem(seat, "auction", f"/auction/{index}/seat")
            assert problem is not None
            outcome.violations.append(problem)
            continue
        if seat in spoken:
            outcome.violations.append(
                Violation("spoke_twice", "auction",
                          Text("Seat {seat} speaks a second time ({call}); each player speaks once.",
                               seat=from_one(seat), call=call_name(entry.call)),
                          f"/auction/{index}", seat=seat)
            )
            continue
        # After a call out of turn, the turn is still the first seat in order that has not spoken: one fault
        # is reported once, not again for every seat that then speaks in its proper place.
        expected = next(seat for seat in order if seat not in spoken)
        if seat != expected:
            outcome.violations.append(
                Violation("bid_out_of_turn", "auction",
                          Text("Seat {seat} speaks ({call}) when it is seat {turn}'s turn.", seat=from_one(seat),
                               call=call_name(entry.call), turn=from_one(expected)),
                          f"/auction/{index}", seat=seat)
            )
        spoken.add(seat)
        if entry.call == "pass":
            continue
        contract = rules.contract(entry.call)
        if contract is None:
            allowed = joined([call_name(name) for name in ("pass", *(c.name for c in rules.contracts))])
            outcome.violations.append(
                Violation("unknown_call", "auction",
                          Text("Seat {seat} calls {call}, which is not a call of this rule set ({calls}).",
                               seat=from_one(seat), call=excerpt(entry.call), calls=allowed),
                          f"/auction/{index}/call", seat=seat)
            )
            continue
        rank = rules.contract_rank(contract.name)
        if rank <= best_rank:
            assert outcome.taker is not None  # a bid to cover has its bidder
            outcome.violations.append(
                Violation("bid_not_higher", "auction",
                          Text("Seat {seat} bids {call} over {contract} by seat {bidder}; a bid must be strictly "
                               "higher.", seat=from_one(seat), call=call_name(contract.name),
                               contract=call_name(outcome.contract or ""), bidder=from_one(outcome.taker)),
                          f"/auction/{index}/call", seat=seat)
            )
            continue
        best_rank, outcome.taker, outcome.contract = rank, seat, contract.name
    outcome.complete = len(spoken) == len(order)
    return outcome
