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
from ..core.text import NO_SEAT, Text, from_one
from ..core.violations import Violation
from .deal import called_card_of, holder_of
from .deck import CALLABLE, is_tarock
from .deck import PAGAT as PAGAT_CARD
from .deck import TRULL as TRULL_CARDS
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
from .words import GAMES, ITEMS, RULESET, STEPS, owned_item
from .words import PASS as PASS_WORD

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


def call_name(call: object) -> str:
    """A call as a message names it: a known call in the players' words (each language its own), any other as
    the request wrote it."""
    action = parse_call(call)
    if action is None:
        return excerpt(call)
    if action.kind == PASS:
        return PASS_WORD
    if action.kind == BID:
        return GAMES[action.name]
    if action.kind == ANNOUNCE:
        return ITEMS[action.name]
    if action.item == GAME:
        return STEPS[action.name]
    return Text("{step} on the {item}", step=STEPS[action.name], item=ITEMS[action.item], ruleset=RULESET)


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

    def copy(self) -> AuctionState:
        """An independent state at the same point of the auction: the state API tries a turn on it, rather than
        judge the whole auction again for each call it might make (``continue_auction``)."""
        other = AuctionState(self.hands, 0, self.rules)
        other.forehand, other.to_act = self.forehand, self.to_act
        other.committed = list(self.committed)
        other.passes_in_row = self.passes_in_row
        outcome = self.outcome
        # Field by field: dataclasses.replace reads the fields by introspection, a fifth of a random game's auction.
        other.outcome = AuctionOutcome(list(outcome.violations), outcome.complete, outcome.contract, outcome.declarer,
                                       outcome.partner, outcome.called_card, outcome.rufer_called_card,
                                       dict(outcome.levels), dict(outcome.announcers), outcome.partner_revealed_at)
        return other

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
        said = from_one(seat)
        if contract == RUFER:
            if self.contract is not None or seat != self.forehand:
                return Text("Seat {seat} bids Rufer; only the forehand (seat {forehand}) may, as her opening game.",
                            seat=said, forehand=from_one(self.forehand), ruleset=RULESET)
            if called_card_of(hand) is None:
                return Text("Seat {seat} bids Rufer holding every callable tarock ({cards}); she must open with "
                            "Farbensolo or Solo.", seat=said, cards=describe(CALLABLE), ruleset=RULESET)
        game = GAMES[contract]
        if seat == self.outcome.declarer:
            return Text("Seat {seat} bids {game} over its own {contract}.", seat=said, game=game,
                        contract=self._game(), ruleset=RULESET)
        if not first_in_turn:
            return Text("Seat {seat} bids {game} after additions in the same turn; a game is bid first.", seat=said,
                        game=game, ruleset=RULESET)
        if self.committed[seat]:
            return Text("Seat {seat} bids {game} after passing or making an addition; a committed player may no "
                        "longer bid a game.", seat=said, game=game, ruleset=RULESET)
        if self.rules.contract_rank(contract) <= self.rules.contract_rank(self.contract):
            return Text("Seat {seat} bids {game}, which is not higher than {contract}.", seat=said, game=game,
                        contract=self._game(), ruleset=RULESET)
        if contract == FARBENSOLO and suit_card_count(hand) < self.rules.farbensolo_min_suit_cards:
            return Text("Seat {seat} bids Farbensolo with {count} suit cards; it needs at least {least}.", seat=said,
                        count=suit_card_count(hand), least=self.rules.farbensolo_min_suit_cards, ruleset=RULESET)
        return None

    def _game(self) -> Text:
        """The game bid so far, as a message names it."""
        assert self.contract is not None
        return GAMES[self.contract]

    def fault_announce(self, seat: int, item: str) -> str | None:
        contract = self.contract
        said, word = from_one(seat), ITEMS[item]
        if contract is None:
            return Text("Seat {seat} announces {item} before any game is bid.", seat=said, item=word,
                        ruleset=RULESET)
        party = self.party(seat)
        values = self.rules.values[contract]
        if self.outcome.valat_announced:
            return Text("Seat {seat} announces {item} after a Valat; only the Valat may still be doubled.", seat=said,
                        item=word, ruleset=RULESET)
        if self.level(item, party) > 0:
            if party == DECLARERS:
                return Text("Seat {seat} announces {item}, which the declarers have already announced.", seat=said,
                            item=word, ruleset=RULESET)
            return Text("Seat {seat} announces {item}, which the opponents have already announced.", seat=said,
                        item=word, ruleset=RULESET)
        if item == ABSOLUT:
            if values.absolut is None:
                return Text("Seat {seat} announces Absolut; there is no Absolut in a {game} with this rule set.",
                            seat=said, game=GAMES[contract], ruleset=RULESET)
            if (party == OPPONENTS and self.rules.opp_absolut_requires_kontra
                    and self.level(GAME, DECLARERS) < 2):
                return Text("Seat {seat}, an opponent, announces Absolut before the game is contra'd; the opponents "
                            "may announce Absolut only after a Kontra.", seat=said, ruleset=RULESET)
        if item == PAGAT:
            if values.pagat is None:
                return Text("Seat {seat} announces Pagat; Pagat cannot be announced in a {game}.", seat=said,
                            game=GAMES[contract], ruleset=RULESET)
            if PAGAT_CARD not in self.hands[seat]:
                return Text("Seat {seat} announces Pagat without holding {card}.", seat=said,
                            card=card_code(PAGAT_CARD), ruleset=RULESET)
        return None

    def fault_double(self, seat: int, step: str, item: str) -> str | None:
        said, word = from_one(seat), STEPS[step]
        if self.contract is None:
            return Text("Seat {seat} says {step} before any game is bid.", seat=said, step=word, ruleset=RULESET)
        party = self.party(seat)
        owner = party if step_by_owner(step) else other_party(party)
        if item == GAME and owner == OPPONENTS:
            if party == DECLARERS:
                return Text("Seat {seat}, a declarer, says {step} on its own game; only the opponents say {step}.",
                            seat=said, step=word, ruleset=RULESET)
            return Text("Seat {seat}, an opponent, says {step} on the game; only the declarers say {step}.",
                        seat=said, step=word, ruleset=RULESET)
        if 2 * step_from_level(step) > self.rules.max_double_level:
            return Text("Seat {seat} says {step}; the ladder stops at level {level}.", seat=said, step=word,
                        level=self.rules.max_double_level, ruleset=RULESET)
        what = owned_item(item, owner)
        if self.outcome.valat_announced and item != VALAT:
            return Text("Seat {seat} says {step} on {what} after a Valat; only the Valat may be doubled.", seat=said,
                        step=word, what=what, ruleset=RULESET)
        level = self.level(item, owner)
        if level == 0:
            return Text("Seat {seat} says {step} on {what}, which nobody announced.", seat=said, step=word, what=what,
                        ruleset=RULESET)
        if level != step_from_level(step):
            if step_by_owner(step):
                return Text("Seat {seat} says {step} on {what}, which is at level {level}; {step} takes an item from "
                            "level {low} to {high}, and only the item's owners say it.", seat=said, step=word,
                            what=what, level=level, low=step_from_level(step), high=2 * step_from_level(step),
                            ruleset=RULESET)
            return Text("Seat {seat} says {step} on {what}, which is at level {level}; {step} takes an item from "
                        "level {low} to {high}, and only the party that does not own the item says it.", seat=said,
                        step=word, what=what, level=level, low=step_from_level(step), high=2 * step_from_level(step),
                        ruleset=RULESET)
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


def judge_auction(
    entries: Sequence[Call], hands: Sequence[Sequence[Card]], dealer: int, rules: ZwanzigerrufenRules
) -> AuctionOutcome:
    return auction_state(entries, hands, dealer, rules).outcome


def auction_state(
    entries: Sequence[Call], hands: Sequence[Sequence[Card]], dealer: int, rules: ZwanzigerrufenRules
) -> AuctionState:
    """The auction after ``entries``, each turn judged: its outcome, and who is to act (the state API asks)."""
    return continue_auction(AuctionState(hands, dealer, rules), entries, 0)


def continue_auction(state: AuctionState, entries: Sequence[Call], index: int) -> AuctionState:
    """``state``, the auction after ``entries[:index]``, carried on through the rest of ``entries``, each turn
    judged (``state`` itself changes)."""
    rules = state.rules
    violations = state.outcome.violations
    while index < len(entries):
        seat = entries[index].seat
        end = index
        while end < len(entries) and entries[end].seat == seat:
            end += 1
        if state.over:
            violations.append(Violation(
                "auction_closed", "auction",
                Text("Seat {seat} calls {call} after three passes in a row ended the auction.", seat=from_one(seat),
                     call=call_name(entries[index].call), ruleset=RULESET),
                f"/auction/{index}", seat=seat))
            break
        if not 0 <= seat < rules.players:
            violations.append(Violation("seat_out_of_range", "auction",
                                        Text(NO_SEAT, seat=from_one(seat), players=rules.players,
                                             ruleset=RULESET),
                                        f"/auction/{index}/seat", seat=seat))
            index = end
            continue
        _judge_turn(state, entries, index, end)
        index = end
    return state


def _judge_turn(state: AuctionState, entries: Sequence[Call], start: int, end: int) -> None:
    seat = entries[start].seat
    violations = state.outcome.violations

    def report(code: str, message: str, index: int, on_call: bool = True) -> None:
        pointer = f"/auction/{index}/call" if on_call else f"/auction/{index}"
        violations.append(Violation(code, "auction", message, pointer, seat=seat))

    if seat != state.to_act:
        report("not_your_turn",
               Text("Seat {seat} calls {call} when it is seat {turn}'s turn.", seat=from_one(seat),
                    call=call_name(entries[start].call), turn=from_one(state.to_act), ruleset=RULESET),
               start, on_call=False)
    actions: list[tuple[int, Action]] = []
    for index in range(start, end):
        action = parse_call(entries[index].call)
        if action is None:
            report("unknown_call", Text("Seat {seat} calls {call}, which is not a call of Zwanzigerrufen ({calls}).",
                                        seat=from_one(seat), call=excerpt(entries[index].call),
                                        calls=", ".join(calls()), ruleset=RULESET), index)
        else:
            actions.append((index, action))
    passes = [index for index, action in actions if action.kind == PASS]
    if passes and len(actions) > 1:
        report("pass_not_alone", Text("Seat {seat} passes and makes other calls in the same turn; a pass is a turn "
                                      "of its own.", seat=from_one(seat), ruleset=RULESET), passes[0], on_call=False)
        actions = [(index, action) for index, action in actions if action.kind != PASS]
    if not actions:
        state.end_turn(seat)
        return
    duty_before = state.trull_duty(seat)
    opening = state.contract is None and seat == state.forehand
    first_index, first = actions[0]
    if opening and first.kind != BID:
        report("must_open_game", Text("Seat {seat}, the forehand, must open with a game (Rufer, Farbensolo or Solo), "
                                      "not {call}.", seat=from_one(seat), call=call_name(entries[first_index].call),
                                      ruleset=RULESET), first_index, on_call=False)
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
        report("trull_must_kontra", Text("Seat {seat}, an opponent of the Rufer holding the Trull ({cards}), must "
                                         "Kontra the game (or bid a higher game, or announce Valat).",
                                         seat=from_one(seat), cards=describe(TRULL_CARDS), ruleset=RULESET), start,
               on_call=False)
    state.end_turn(seat)
