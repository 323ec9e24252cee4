"""A Zwanzigerrufen hand in progress (docs/state.md): whose turn, the legal calls and cards, and the record.

The auction is the judge's own ``AuctionState`` (zwanzigerrufen/auction.py) after the turns so far; the cards
are the judge's ``legal_cards`` (zwanzigerrufen/play.py) on the hands as they stand. Why an action is illegal
is the judge's answer on the record with the action added, built only when asked.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from ..core.cards import CARD_CODES, Card, parse_card
from ..core.text import NO_SEAT, Text, from_one
from ..core.verdict import Verdict
from ..wire.violations import violation_dict
from ..zwanzigerrufen.auction import AuctionState, auction_state, calls, continue_auction
from ..zwanzigerrufen.deal import check_deal, redeal_reasons
from ..zwanzigerrufen.deck import DECK
from ..zwanzigerrufen.judge import judge
from ..zwanzigerrufen.play import is_kaiserstich, legal_cards, trick_winner_position
from ..zwanzigerrufen.record import Call, HandRecord
from ..zwanzigerrufen.rules import FARBENSOLO, zwanzigerrufen_rules
from ..zwanzigerrufen.words import RULESET
from .common import added_violation, loaded_record, require_phase
from .errors import IllegalAction, WrongPhase

AUCTION: Final = "auction"
PLAY: Final = "play"
OVER: Final = "over"
ZWANZIGERRUFEN: Final = "zwanzigerrufen"
_ALL_CALLS: Final = calls()


class ZwanzigerrufenState:
    """A Zwanzigerrufen hand (4 players, 40 cards, no talon), from the deal to the last trick.

    ``hands`` (one list of card codes a seat, as a record's), ``dealer`` and ``options`` (as a record's) start
    it; ``referee`` as for ``FrenchTarotState``. An auction turn is one or more calls by the seat to act: ``pass``
    alone, a game optionally followed by announcements and doublings, or these alone (``take_turn``).
    """

    def __init__(self, hands: Sequence[Sequence[str]] = (), *, dealer: int = 0,
                 options: Mapping[str, Any] | None = None, referee: bool = False,
                 _copy_of: ZwanzigerrufenState | None = None) -> None:
        self._history: list[ZwanzigerrufenState] = []
        if _copy_of is not None:  # copy(): as FrenchTarotState's
            self._restore(_copy_of)
            return
        document: dict[str, Any] = {"ruleset": ZWANZIGERRUFEN, "dealer": dealer,
                                    "hands": [list(hand) for hand in hands]}
        if options is not None:
            document["options"] = dict(options)
        loaded = loaded_record(document)
        from ..wire.zwanzigerrufen import hand_record

        self._document = document
        self.rules = zwanzigerrufen_rules(loaded.get("options"))
        self.referee = referee
        self._deal: HandRecord = hand_record(loaded)
        players = self.rules.players
        if len(self._deal.hands) != players or dealer >= players:  # what the judge stops at
            from .. import InvalidRecord

            raise InvalidRecord([("/hands", Text("The record has {hands} hands; Zwanzigerrufen is played by "
                                                 "{players}.", hands=len(self._deal.hands), players=players,
                                                 ruleset=RULESET))
                                 if len(self._deal.hands) != players else
                                 ("/dealer", Text(NO_SEAT, seat=from_one(dealer), players=players, ruleset=RULESET))])
        self._phase = AUCTION
        self._entries: list[Call] = []
        self._auction: AuctionState = auction_state((), self._deal.hands, dealer, self.rules)
        self._in_hand: list[list[Card]] = [list(hand) for hand in self._deal.hands]
        self._leader = self.rules.forehand(dealer)
        self._done: list[tuple[int, tuple[Card, ...], int]] = []
        self._current: list[Card] = []
        self._verdict: Verdict | None = None
        faults = check_deal(self._deal, self.rules)
        if faults and not referee:
            raise IllegalAction(violation_dict(faults[0], ZWANZIGERRUFEN))
        if redeal_reasons(self._deal.hands, self.rules):
            self._phase = OVER

    @classmethod
    def dealt(cls, seed: int | None = None, *, dealer: int = 0, options: Mapping[str, Any] | None = None,
              referee: bool = False) -> ZwanzigerrufenState:
        """The 40 cards shuffled by ``random.Random(seed)``, ten to each seat."""
        deck = [CARD_CODES[card] for card in DECK]
        random.Random(seed).shuffle(deck)
        return cls([deck[seat * 10:seat * 10 + 10] for seat in range(4)], dealer=dealer, options=options,
                   referee=referee)

    @classmethod
    def from_record(cls, record: Mapping[str, Any], *, referee: bool = True) -> ZwanzigerrufenState:
        """The position a Zwanzigerrufen record reaches, its actions replayed (a referee's state by default)."""
        state = cls(record["hands"], dealer=record["dealer"], options=record.get("options"), referee=referee)
        entries = list(record.get("auction") or ())
        while entries and state.phase == AUCTION:
            seat = entries[0]["seat"]
            turn = []
            while entries and entries[0]["seat"] == seat:
                turn.append(entries.pop(0)["call"])
            state.take_turn(turn, seat=seat)
        for trick in record.get("tricks") or ():
            for card in trick:
                state.play(card)
        return state

    # -- where the hand stands -----------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """``auction``, ``play`` or ``over`` (the last trick taken, every seat passed, or a redeal)."""
        return self._phase

    @property
    def turn(self) -> int | None:
        if self._phase == AUCTION:
            return self._auction.to_act
        if self._phase == PLAY:
            return self._seat_at(len(self._current))
        return None

    def _seat_at(self, position: int) -> int:
        seat = self._leader
        for _ in range(position):
            seat = self.rules.next_seat(seat)
        return seat

    @property
    def contract(self) -> str | None:
        return self._auction.outcome.contract

    @property
    def declarer(self) -> int | None:
        return self._auction.outcome.declarer

    def hand(self, seat: int) -> list[str]:
        return [CARD_CODES[card] for card in sorted(self._in_hand[seat])]

    @property
    def trick(self) -> list[str]:
        return [CARD_CODES[card] for card in self._current]

    @property
    def tricks(self) -> list[dict[str, Any]]:
        return [{"leader": leader, "winner": winner, "cards": [CARD_CODES[card] for card in cards]}
                for leader, cards, winner in self._done]

    # -- the auction ---------------------------------------------------------------------------------

    def legal_calls(self) -> list[str]:
        """Each call that is a legal turn by itself for the seat to act (a game may be followed by additions in
        the same turn: ``can_take_turn``)."""
        if self._phase != AUCTION:
            return []
        return [call for call in _ALL_CALLS if self._turn_fault([call], None) is None]

    def can_take_turn(self, calls: Sequence[str], seat: int | None = None) -> bool:
        return self._phase == AUCTION and self._turn_fault(calls, seat) is None

    def why_not_take_turn(self, calls: Sequence[str], seat: int | None = None) -> dict[str, Any] | None:
        """The violation of the turn ``calls`` by ``seat`` (the seat to act when None), as the verdict lists it."""
        self._require(AUCTION, "call")
        fault = self._turn_fault(calls, seat)
        return None if fault is None else violation_dict(fault, ZWANZIGERRUFEN)

    def _turn_fault(self, calls: Sequence[str], seat: int | None) -> Any:
        speaker = self._auction.to_act if seat is None else seat
        entries = tuple(self._entries) + tuple(Call(speaker, call) for call in calls)
        # By content, not by count: a turn joined to the last one is judged again with it, and its violations may
        # then differ from those found before (a pass alone, then not alone).
        return added_violation(self._auction.outcome.violations, self._auction_after(entries).outcome.violations)

    def _auction_after(self, entries: tuple[Call, ...]) -> AuctionState:
        """The auction after ``entries``, the record's calls so far and then a turn's. The turn is judged on a copy
        of the auction as it stands, not the whole auction again: legal_calls asks this of every call, which made
        the auction nine tenths of a random game (profiled). A turn by the seat that made the last calls is one
        turn with them, as the judge reads the record: then the whole auction is judged again."""
        start = len(self._entries)
        if 0 < start < len(entries) and entries[start - 1].seat == entries[start].seat:
            return auction_state(entries, self._deal.hands, self._deal.dealer, self.rules)
        return continue_auction(self._auction.copy(), entries, start)

    def take_turn(self, calls: Sequence[str], seat: int | None = None) -> None:
        """``seat`` (the seat to act when None) makes the calls of one turn."""
        self._require(AUCTION, "call")
        if not self.referee:
            fault = self.why_not_take_turn(calls, seat)
            if fault is not None:
                raise IllegalAction(fault)
        self._history.append(self._copy())
        speaker = self._auction.to_act if seat is None else seat
        entries = tuple(self._entries) + tuple(Call(speaker, call) for call in calls)
        self._auction = self._auction_after(entries)
        self._entries.extend(entries[len(self._entries):])
        self._verdict = None
        if self._auction.over:
            self._phase = OVER if self._auction.outcome.all_passed else PLAY

    def bid(self, call: str) -> None:
        """A turn of one call."""
        self.take_turn([call])

    # -- the cards -------------------------------------------------------------------------------------

    def _locked(self, seat: int) -> bool:
        outcome = self._auction.outcome
        lifted = outcome.valat_announced and self.rules.pagat_lock_lifted_by_valat
        return not lifted and seat == outcome.pagat_announcer

    def legal_cards(self) -> list[str]:
        """The cards the seat to play may play, in deck order: the judge's rule (zwanzigerrufen/play.py)."""
        if self._phase != PLAY:
            return []
        seat = self._seat_at(len(self._current))
        allowed = legal_cards(sorted(self._in_hand[seat]), self._current, self.contract == FARBENSOLO,
                              self._locked(seat))
        return [CARD_CODES[card] for card in allowed]

    def can_play(self, card: str) -> bool:
        return card in self.legal_cards()

    def why_not_play(self, card: str) -> dict[str, Any] | None:
        self._require(PLAY, "play a card")
        if self.can_play(card):
            return None
        changed = self._copy()
        changed._current.append(parse_card(card))
        changed._verdict = None
        added = added_violation(self._judged().violations, changed._judged().violations)
        return None if added is None else violation_dict(added, ZWANZIGERRUFEN)

    def play(self, card: str) -> None:
        self._require(PLAY, "play a card")
        if not self.referee and not self.can_play(card):
            fault = self.why_not_play(card)
            assert fault is not None
            raise IllegalAction(fault)
        self._history.append(self._copy())
        played = parse_card(card)
        hand = self._in_hand[self._seat_at(len(self._current))]
        if played in hand:
            hand.remove(played)
        self._current.append(played)
        self._verdict = None
        if len(self._current) < self.rules.players:
            return
        trick = tuple(self._current)
        winner = self._seat_at(trick_winner_position(trick, self.contract == FARBENSOLO))
        self._done.append((self._leader, trick, winner))
        self._current = []
        self._leader = winner
        if len(self._done) == self.rules.hand_size:
            self._phase = OVER

    # -- branching -----------------------------------------------------------------------------------

    def undo(self) -> None:
        if not self._history:
            raise WrongPhase("nothing to undo: no action since the deal")
        self._restore(self._history.pop())

    def copy(self) -> ZwanzigerrufenState:
        copied = self._copy()
        copied._history = list(self._history)
        return copied

    def _copy(self) -> ZwanzigerrufenState:
        return ZwanzigerrufenState(_copy_of=self)

    def _restore(self, other: ZwanzigerrufenState) -> None:
        self._document, self.rules, self.referee, self._deal = other._document, other.rules, other.referee, other._deal
        self._phase, self._entries, self._auction = other._phase, list(other._entries), other._auction
        self._in_hand = [list(hand) for hand in other._in_hand]
        self._leader, self._done, self._current = other._leader, list(other._done), list(other._current)
        self._verdict = other._verdict

    # -- the record and the verdict ------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        record = {**self._document, "hands": [list(hand) for hand in self._document["hands"]]}
        if self._entries:
            record["auction"] = [{"seat": call.seat, "call": call.call} for call in self._entries]
        tricks = [[CARD_CODES[card] for card in cards] for _, cards, _ in self._done]
        if self._current:
            tricks.append([CARD_CODES[card] for card in self._current])
        if tricks:
            record["tricks"] = tricks
        return record

    def _judged(self) -> Verdict:
        if self._verdict is None:
            tricks = [cards for _, cards, _ in self._done] + ([tuple(self._current)] if self._current else [])
            engine = HandRecord(self._deal.dealer, self._deal.hands, tuple(self._entries) or None, None,
                                tuple(tricks) or None)
            self._verdict = judge(engine, self.rules)
        return self._verdict

    def verdict(self) -> dict[str, Any]:
        """The verdict on the hand so far, as ``arbitre.adjudicate(state.record())`` answers it."""
        from ..wire.zwanzigerrufen import verdict_dict

        return verdict_dict(self._judged())

    def violations(self) -> list[dict[str, Any]]:
        return [violation_dict(violation, ZWANZIGERRUFEN) for violation in self._judged().violations]

    @property
    def status(self) -> str:
        return self._judged().status if self._phase == OVER else "in_progress"

    @property
    def result(self) -> dict[str, Any] | None:
        return self.verdict()["result"] if self._phase == OVER else None

    @property
    def score(self) -> dict[str, Any] | None:
        return self.verdict()["score"] if self._phase == OVER else None

    def _require(self, phase: str, action: str) -> None:
        require_phase(self._phase, phase, action)


__all__ = ["ZwanzigerrufenState", "is_kaiserstich"]
