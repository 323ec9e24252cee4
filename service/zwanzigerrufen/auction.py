"""The auction: one round-robin of games, announcements and doublings, ended by three passes in a row [spec §6].

A turn is one or more consecutive record entries by the same seat: ``pass`` alone, or a game bid
optionally followed by additions, or additions alone. Additions are checked in order against the state
as it changes, so "kontra, absolut" by an opponent is legal. An illegal entry is reported and has no
effect (the spec's "rejected, state unchanged"); the rest of a turn whose bid was rejected is skipped,
since its additions were made for a game that does not exist. The turn passes to the next seat anyway,
so that one mistake is reported once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core.cards import Card, card_code, describe
from ..core.excerpt import excerpt
from ..core.text import from_one
from ..core.violations import Violation
from .deal import called_card_of, holder_of
from .deck import PAGAT as PAGAT_CARD
from .deck import TRULL as TRULL_CARDS
from .deck import is_tarock
from .record import Call
from .rules import (
    ABSOLUT,
    ANNOUNCEMENTS,
    CONTRACTS,
    DECLARERS,
    DOUBLABLE,
    DOUBLING_STEPS,
    FARBENSOLO,
    GAME,
    OPPONENTS,
    PAGAT,
    RUFER,
    VALAT,
    ZwanzigerrufenRules,
    other_party,
    step_by_owner,
    step_from_level,
)

PASS, BID, ANNOUNCE, DOUBLE = "pass", "bid", "announce", "double"


@dataclass(frozen=True)
class Action:
    """A call as the engine reads it: ``pass``, ``bid`` a contract, ``announce`` an item, ``double`` an item."""

    kind: str
    name: str = ""  # the contract, the announced item, or the doubling step
    item: str = GAME  # the doubled item


def calls() -> tuple[str, ...]:
    """Every call string of the rule set, canonical (lower case); a rung above the ladder's top is a rule
    broken (``double_not_allowed``), not an unknown call."""
    doublings = [step if item == GAME else f"{step}:{item}" for step in DOUBLING_STEPS for item in DOUBLABLE]
    return ("pass", *CONTRACTS, *ANNOUNCEMENTS, *doublings)


def parse_call(call: object) -> Action | None:
    """The action a call string names (case-insensitively), or None when it names none."""
    # A record built in Python is unchecked by the wire's schema: anything else than text names no call (typed
    # `object`, since compiled code would raise on a `str` parameter given something else).
    if not isinstance(call, str):
        return None
    text = call.strip().lower()
    if text == PASS:
        return Action(PASS)
    if text in CONTRACTS:
        return Action(BID, text)
    if text in ANNOUNCEMENTS:
        return Action(ANNOUNCE, text)
    step, colon, item = text.partition(":")
    if step in DOUBLING_STEPS and (item in ANNOUNCEMENTS or not colon):
        return Action(DOUBLE, step, item or GAME)
    return None


def suit_card_count(hand: Sequence[Card]) -> int:
    return sum(1 for card in hand if not is_tarock(card))


@dataclass
class AuctionOutcome:
    violations: list[Violation] = field(default_factory=list)
    complete: bool = False
    contract: str | None = None
    declarer: int | None = None
    partner: int | None = None
    called_card: Card | None = None
    rufer_called_card: Card | None = None
    """The card called by a Rufer bid in this auction, even if a higher game voided the Rufer."""
    levels: dict[tuple[str, str], int] = field(default_factory=dict)
    """(item, owning party) → level 1, 2, 4, 8 (16): the game and every announced item of the final game."""
    announcers: dict[tuple[str, str], int] = field(default_factory=dict)
    """(item, owning party) → the seat that announced it (the declarer for the game)."""
    partner_revealed_at: str | None = None

    @property
    def all_passed(self) -> bool:
        return self.complete and self.contract is None

    @property
    def pagat_announcer(self) -> int | None:
        return next((seat for (item, _), seat in self.announcers.items() if item == PAGAT), None)

    @property
    def valat_announced(self) -> bool:
        return any(item == VALAT for item, _ in self.levels)


class AuctionState:
    """The state of spec §6.3, one turn at a time. ``fault_*`` say why an action is illegal (or None)."""

    def __init__(self, hands: Sequence[Sequence[Card]], dealer: int, rules: ZwanzigerrufenRules):
        self.hands = hands
        self.rules = rules
        self.forehand = rules.forehand(dealer)
        self.to_act = self.forehand
        self.committed = [False] * rules.players
        self.passes_in_row = 0
        self.outcome = AuctionOutcome()

    # -- what the state says --------------------------------------------------------------------------

    @property
    def contract(self) -> str | None:
        return self.outcome.contract

    @property
    def over(self) -> bool:
        return self.outcome.complete

    def party(self, seat: int) -> str:
        """The true party of ``seat`` from the hands, whether or not the partner is known at the table [L8]."""
        return DECLARERS if seat in (self.outcome.declarer, self.outcome.partner) else OPPONENTS

    def level(self, item: str, party: str) -> int:
        return self.outcome.levels.get((item, party), 0)

    def trull_duty(self, seat: int) -> bool:
        """L7: an opponent of a Rufer holding the whole Trull must Kontra the game while it is at level 1."""
        return (
            self.rules.trull_must_kontra
            and self.contract == RUFER
            and self.party(seat) == OPPONENTS
            and set(self.hands[seat]) >= TRULL_CARDS
            and self.level(GAME, DECLARERS) == 1
            and not self.outcome.valat_announced
        )

    # -- faults -----------------------------------------------------------------------------------------

    def fault_bid(self, seat: int, contract: str, first_in_turn: bool) -> str | None:
        hand = self.hands[seat]
        if contract == RUFER:
            if self.contract is not None or seat != self.forehand:
                return (f"Seat {from_one(seat)} bids rufer; only the forehand (seat {from_one(self.forehand)}) "
                        "may, as her opening game.")
            if called_card_of(hand) is None:
                return (f"Seat {from_one(seat)} bids rufer holding every callable tarock (20T to 16T); she must open "
                        "with "
                        "farbensolo or solo.")
        if seat == self.outcome.declarer:
            return f"Seat {from_one(seat)} bids {contract} over its own {self.contract}."
        if not first_in_turn:
            return f"Seat {from_one(seat)} bids {contract} after additions in the same turn; a game is bid first."
        if self.committed[seat]:
            return (f"Seat {from_one(seat)} bids {contract} after passing or making an addition; a committed player "
                    "may "
                    "no longer bid a game.")
        if self.rules.contract_rank(contract) <= self.rules.contract_rank(self.contract):
            return f"Seat {from_one(seat)} bids {contract}, which is not higher than {self.contract}."
        if contract == FARBENSOLO and suit_card_count(hand) < self.rules.farbensolo_min_suit_cards:
            return (f"Seat {from_one(seat)} bids farbensolo with {suit_card_count(hand)} suit cards; it needs at least "
                    f"{self.rules.farbensolo_min_suit_cards}.")
        return None

    def fault_announce(self, seat: int, item: str) -> str | None:
        contract = self.contract
        if contract is None:
            return f"Seat {from_one(seat)} announces {item} before any game is bid."
        party = self.party(seat)
        values = self.rules.values[contract]
        if self.outcome.valat_announced:
            return f"Seat {from_one(seat)} announces {item} after a Valat; only the Valat may still be doubled."
        if self.level(item, party) > 0:
            return f"Seat {from_one(seat)} announces {item}, which the {party} have already announced."
        if item == ABSOLUT:
            if values.absolut is None:
                return (f"Seat {from_one(seat)} announces absolut; there is no Absolut in a {contract} with this "
                        "rule set.")
            if (party == OPPONENTS and self.rules.opp_absolut_requires_kontra
                    and self.level(GAME, DECLARERS) < 2):
                return (f"Seat {from_one(seat)}, an opponent, announces absolut before the game is contra'd; the "
                        "opponents may announce Absolut only after a Kontra.")
        if item == PAGAT:
            if values.pagat is None:
                return f"Seat {from_one(seat)} announces pagat; Pagat cannot be announced in a {contract}."
            if PAGAT_CARD not in self.hands[seat]:
                return f"Seat {from_one(seat)} announces pagat without holding {card_code(PAGAT_CARD)}."
        return None

    def fault_double(self, seat: int, step: str, item: str) -> str | None:
        if self.contract is None:
            return f"Seat {from_one(seat)} says {step} before any game is bid."
        party = self.party(seat)
        owner = party if step_by_owner(step) else other_party(party)
        what = "the game" if item == GAME else f"the {owner}' {item}"
        if item == GAME and owner == OPPONENTS:
            if party == DECLARERS:
                return f"Seat {from_one(seat)}, a declarer, says {step} on its own game; only the opponents say {step}."
            return f"Seat {from_one(seat)}, an opponent, says {step} on the game; only the declarers say {step}."
        if 2 * step_from_level(step) > self.rules.max_double_level:
            return f"Seat {from_one(seat)} says {step}; the ladder stops at level {self.rules.max_double_level}."
        if self.outcome.valat_announced and item != VALAT:
            return f"Seat {from_one(seat)} says {step} on {what} after a Valat; only the Valat may be doubled."
        level = self.level(item, owner)
        if level == 0:
            return f"Seat {from_one(seat)} says {step} on {what}, which nobody announced."
        if level != step_from_level(step):
            return (f"Seat {from_one(seat)} says {step} on {what}, which is at level {level}; {step} takes an item "
                    "from level "
                    f"{step_from_level(step)} to {2 * step_from_level(step)}, and {_who_may(step)}.")
        return None

    # -- effects ----------------------------------------------------------------------------------------

    def bid(self, seat: int, contract: str) -> None:
        outcome = self.outcome
        outcome.contract, outcome.declarer = contract, seat
        outcome.partner = outcome.called_card = outcome.partner_revealed_at = None
        if contract == RUFER:
            called = called_card_of(self.hands[seat])
            outcome.called_card = outcome.rufer_called_card = called
            outcome.partner = None if called is None else holder_of(called, self.hands)
        outcome.levels = {(GAME, DECLARERS): 1}
        outcome.announcers = {(GAME, DECLARERS): seat}
        self.passes_in_row = 0
        if self.rules.commitment_resets_on_new_game:
            self.committed = [False] * self.rules.players

    def announce(self, seat: int, item: str, pointer: str) -> None:
        key = (item, self.party(seat))
        self.outcome.levels[key] = 1
        self.outcome.announcers[key] = seat
        self._added(seat, pointer)

    def double(self, seat: int, step: str, item: str, pointer: str) -> None:
        party = self.party(seat)
        key = (item, party if step_by_owner(step) else other_party(party))
        self.outcome.levels[key] *= 2
        self._added(seat, pointer)

    def _added(self, seat: int, pointer: str) -> None:
        self.committed[seat] = True
        self.passes_in_row = 0
        outcome = self.outcome
        if seat == outcome.partner and outcome.partner_revealed_at is None:
            outcome.partner_revealed_at = pointer

    def passes(self, seat: int) -> None:
        self.committed[seat] = True
        self.passes_in_row += 1

    def end_turn(self, seat: int) -> None:
        self.to_act = self.rules.next_seat(seat)
        if self.passes_in_row >= self.rules.players - 1:
            self.outcome.complete = True


def _who_may(step: str) -> str:
    return ("only the item's owners say it" if step_by_owner(step)
            else "only the party that does not own the item says it")


def judge_auction(
    entries: Sequence[Call], hands: Sequence[Sequence[Card]], dealer: int, rules: ZwanzigerrufenRules
) -> AuctionOutcome:
    state = AuctionState(hands, dealer, rules)
    violations = state.outcome.violations
    index = 0
    while index < len(entries):
        seat = entries[index].seat
        end = index
        while end < len(entries) and entries[end].seat == seat:
            end += 1
        if state.over:
            violations.append(Violation(
                "auction_closed", "auction",
                f"Seat {from_one(seat)} calls {excerpt(entries[index].call)} after three passes in a row ended the "
                "auction.",
                f"/auction/{index}", seat=seat))
            break
        if not 0 <= seat < rules.players:
            violations.append(Violation("seat_out_of_range", "auction",
                                        f"There is no seat {from_one(seat)} at a table of {rules.players}.",
                                        f"/auction/{index}/seat", seat=seat))
            index = end
            continue
        _judge_turn(state, entries, index, end)
        index = end
    return state.outcome


def _judge_turn(state: AuctionState, entries: Sequence[Call], start: int, end: int) -> None:
    seat = entries[start].seat
    violations = state.outcome.violations

    def report(code: str, message: str, index: int, on_call: bool = True) -> None:
        pointer = f"/auction/{index}/call" if on_call else f"/auction/{index}"
        violations.append(Violation(code, "auction", message, pointer, seat=seat))

    if seat != state.to_act:
        report("not_your_turn",
               f"Seat {from_one(seat)} calls {excerpt(entries[start].call)} when it is seat "
               f"{from_one(state.to_act)}'s turn.",
               start, on_call=False)
    actions: list[tuple[int, Action]] = []
    for index in range(start, end):
        action = parse_call(entries[index].call)
        if action is None:
            report("unknown_call", f"Seat {from_one(seat)} calls {excerpt(entries[index].call)}, which is not a call "
                                   "of "
                                   f"Zwanzigerrufen ({', '.join(calls())}).", index)
        else:
            actions.append((index, action))
    passes = [index for index, action in actions if action.kind == PASS]
    if passes and len(actions) > 1:
        report("pass_not_alone", f"Seat {from_one(seat)} passes and makes other calls in the same turn; a pass is a "
                                 "turn "
                                 "of its own.", passes[0], on_call=False)
        actions = [(index, action) for index, action in actions if action.kind != PASS]
    if not actions:
        state.end_turn(seat)
        return
    duty_before = state.trull_duty(seat)
    opening = state.contract is None and seat == state.forehand
    first_index, first = actions[0]
    if opening and first.kind != BID:
        report("must_open_game", f"Seat {from_one(seat)}, the forehand, must open with a game (rufer, farbensolo or "
                                 "solo), "
                                 f"not {excerpt(entries[first_index].call)}.", first_index, on_call=False)
        if first.kind == PASS:
            state.passes(seat)
        state.end_turn(seat)
        return
    if first.kind == PASS:
        state.passes(seat)
    for position, (index, action) in enumerate(actions):
        if action.kind == BID:
            fault = state.fault_bid(seat, action.name, position == 0)
            if fault is not None:
                report("bid_not_allowed", fault, index)
                break
            state.bid(seat, action.name)
        elif action.kind == ANNOUNCE:
            fault = state.fault_announce(seat, action.name)
            if fault is not None:
                report("announce_not_allowed", fault, index)
                continue
            state.announce(seat, action.name, f"/auction/{index}")
        elif action.kind == DOUBLE:
            fault = state.fault_double(seat, action.name, action.item)
            if fault is not None:
                report("double_not_allowed", fault, index)
                continue
            state.double(seat, action.name, action.item, f"/auction/{index}")
    if duty_before and state.trull_duty(seat):
        held = describe(sorted(TRULL_CARDS))
        report("trull_must_kontra", f"Seat {from_one(seat)}, an opponent of the Rufer holding the Trull ({held}), must "
                                    "Kontra the game (or bid a higher game, or announce Valat).", start,
               on_call=False)
    state.end_turn(seat)
