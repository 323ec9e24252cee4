"""The Zwanzigerrufen judge: walks a hand record phase by phase as far as it goes, collecting every violation.

Each phase lives in its own module; this one only orders them and carries what one phase tells the next
(the contract, the parties, the Pagat announcer, the hands as they stand).
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from ..core.cards import Card, card_code, describe
from ..core.text import NO_SEAT, Text, from_one, joined
from ..core.verdict import ALL_PASSED, COMPLETE, IN_PROGRESS, PlayedTrick, Verdict
from ..core.violations import Violation
from .auction import AuctionOutcome, judge_auction
from .counting import CompletedTrick, count_tricks, four_kings_holder, trull_holder
from .deal import called_card_of, check_deal, redeal_reasons
from .deck import CALLABLE, points_of
from .deck import PAGAT as PAGAT_CARD
from .play import is_kaiserstich, is_mondfang, play_fault, trick_winner_position
from .record import HandRecord
from .rules import DECLARERS, FARBENSOLO, GAME, RUFER, ZwanzigerrufenRules
from .scoring import DealSummary, result_of, score_of
from .words import RULESET

REDEAL = "redeal"
"""Status of a deal that must be dealt again by the same dealer [spec §5.4]."""

_LATER_PARTS = (("auction", "auction", Text("the auction", ruleset=RULESET)),
                ("called_card", "call", Text("the called card", ruleset=RULESET)),
                ("tricks", "play", Text("the tricks", ruleset=RULESET)))
"""The parts of a record after the deal: (field, phase, the part as a message names it)."""
_REDEALT = Text("the deal must be dealt again by the same dealer", ruleset=RULESET)
_ALL_PASSED = Text("the auction ended without a game", ruleset=RULESET)


@mypyc_attr(acyclic=True)  # as PlayedTrick, which it extends: numbers, text and tuples too
@dataclass(frozen=True, init=False)  # its __init__ written out, as PlayedTrick's
class ZwanzigerrufenTrick(PlayedTrick):
    """A trick as the verdict reports it. ``half_points`` is twice the (whole) card points, as the shared type
    counts in half-points."""

    kaiserstich: bool = False
    mondfang: bool = False

    def __init__(
        self,
        leader: int,
        winner: int | None,
        cards: tuple[Card, ...],
        half_points: int,
        kaiserstich: bool = False,
        mondfang: bool = False,
    ) -> None:
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "half_points", half_points)
        object.__setattr__(self, "kaiserstich", kaiserstich)
        object.__setattr__(self, "mondfang", mondfang)


@dataclass(frozen=True)
class Announcement:
    item: str
    party: str
    level: int
    seat: int | None


def judge(record: HandRecord, rules: ZwanzigerrufenRules) -> Verdict:
    return _Judge(record, rules).run()


class _Judge:
    def __init__(self, record: HandRecord, rules: ZwanzigerrufenRules):
        self.record = record
        self.rules = rules
        self.verdict = Verdict(status=IN_PROGRESS)
        self.details = self.verdict.details
        self.details.update(declarer=None, partner=None, contract=None, called_card=None, game_level=None,
                            announcements=(), partner_revealed_at=None, next_dealer=None)

    def report(self, violations: list[Violation]) -> None:
        self.verdict.violations.extend(violations)

    def run(self) -> Verdict:
        record, rules = self.record, self.rules
        if not self._seats_are_valid():
            return self.verdict
        self.report(check_deal(record, rules))
        reasons = redeal_reasons(record.hands, rules)
        if reasons:
            self.verdict.status = REDEAL
            self.verdict.reason = joined([why for _, why in reasons])
            self.details["next_dealer"] = record.dealer
            self._forbid_anything_after(_REDEALT)
            return self.verdict
        auction = judge_auction(record.auction or (), record.hands, record.dealer, rules)
        self.report(auction.violations)
        self._describe_contract(auction)
        if auction.all_passed:
            self.verdict.status, self.verdict.reason = ALL_PASSED, _ALL_PASSED
            self._check_called_card(auction)
            self._forbid_anything_after(_ALL_PASSED, auction_too=False)
            return self.verdict
        self._check_called_card(auction)
        if not auction.complete:
            if record.tricks:
                self.report([Violation("auction_incomplete", "auction",
                                       Text("The record has tricks but the auction is not finished (three passes "
                                            "in a row end it).", ruleset=RULESET), "/auction")])
            return self.verdict
        self._play(auction)
        return self.verdict

    # -- the record's shape -------------------------------------------------------------------------

    def _seats_are_valid(self) -> bool:
        record, players = self.record, self.rules.players
        if len(record.hands) != players:
            self.report([Violation("hands_count", "deal",
                                   Text("The record has {hands} hands; Zwanzigerrufen is played by {players}.",
                                        hands=len(record.hands), players=players, ruleset=RULESET), "/hands")])
            return False
        if not 0 <= record.dealer < players:
            self.report([Violation("seat_out_of_range", "deal",
                                   Text(NO_SEAT, seat=from_one(record.dealer), players=players, ruleset=RULESET),
                                   "/dealer", seat=record.dealer)])
            return False
        return True

    def _forbid_anything_after(self, why: Text, auction_too: bool = True) -> None:
        record = self.record
        present = {"auction": bool(record.auction) and auction_too,
                   "called_card": record.called_card is not None and auction_too, "tricks": bool(record.tricks)}
        for name, phase, part in _LATER_PARTS:
            if present[name]:
                self.report([Violation("played_after_annulment", phase,
                                       Text("The record goes on with {part} although {why}.", part=part, why=why,
                                            ruleset=RULESET), f"/{name}")])
                return

    # -- after the auction --------------------------------------------------------------------------

    def _describe_contract(self, auction: AuctionOutcome) -> None:
        if auction.contract is None:
            return
        self.details.update(
            declarer=auction.declarer,
            partner=auction.partner,
            contract=auction.contract,
            called_card=auction.called_card,
            game_level=auction.levels.get((GAME, DECLARERS)),
            announcements=tuple(
                Announcement(item, party, level, auction.announcers.get((item, party)))
                for (item, party), level in auction.levels.items() if item != GAME
            ),
            partner_revealed_at=auction.partner_revealed_at,
        )

    def _check_called_card(self, auction: AuctionOutcome) -> None:
        """The record's ``called_card`` is checked, never trusted: it must be the one the forehand's hand calls."""
        record = self.record
        named = record.called_card
        if named is None:
            return
        forehand = self.rules.forehand(record.dealer)
        derived = called_card_of(record.hands[forehand])
        if derived is None:
            message = Text("The record names {card} as the called card, but the forehand (seat {seat}) holds "
                           "{cards} and can call none.", card=card_code(named), seat=from_one(forehand),
                           cards=describe(CALLABLE), ruleset=RULESET)
        elif named != derived:
            # ``cards``: the one tarock a Rufer calls, named in each language as every card is.
            message = Text("The record names {card} as the called card; the forehand (seat {seat}) lacks {cards}, so "
                           "a Rufer calls {cards}.", card=card_code(named), seat=from_one(forehand),
                           cards=card_code(derived), ruleset=RULESET)
        elif auction.complete and auction.rufer_called_card is None:
            message = Text("The record names {card} as the called card, but nobody bid a Rufer.",
                           card=card_code(named), ruleset=RULESET)
        else:
            return
        self.report([Violation("called_card_not_allowed", "call", message, "/called_card", seat=forehand,
                               card=named)])

    # -- the tricks ---------------------------------------------------------------------------------

    def _play(self, auction: AuctionOutcome) -> None:
        record, rules = self.record, self.rules
        assert auction.contract is not None
        assert auction.declarer is not None
        farbensolo = auction.contract == FARBENSOLO
        announcer = auction.pagat_announcer
        lock_lifted = auction.valat_announced and rules.pagat_lock_lifted_by_valat
        locked_seat = announcer if not lock_lifted else None
        in_hand = [list(hand) for hand in record.hands]
        tricks = record.tricks or ()
        leader = rules.forehand(record.dealer)
        completed: list[CompletedTrick] = []
        unfinished: list[ZwanzigerrufenTrick] = []
        for index, trick in enumerate(tricks):
            if index >= rules.hand_size:
                self.report([Violation("trick_size", "play",
                                       Text("The record has {tricks} tricks; a deal has {size}.", tricks=len(tricks),
                                            size=rules.hand_size, ruleset=RULESET), f"/tricks/{index}", trick=index)])
                break
            if len(trick) > rules.players or (len(trick) < rules.players and index != len(tricks) - 1):
                self.report([Violation("trick_size", "play",
                                       Text("Trick {trick} has {count} cards; each trick has one card per player "
                                            "({players}).", trick=from_one(index), count=len(trick),
                                            players=rules.players, ruleset=RULESET), f"/tricks/{index}",
                                       trick=index)])
                break
            seats = [leader]
            while len(seats) < len(trick):
                seats.append(rules.next_seat(seats[-1]))
            for position, card in enumerate(trick):
                self._judge_card(in_hand, seats[position], trick[:position], card, index, position, farbensolo,
                                 seats[position] == locked_seat, auction)
            if len(trick) < rules.players:
                unfinished.append(ZwanzigerrufenTrick(leader, None, trick, 2 * points_of(trick)))
                break
            position = trick_winner_position(trick, farbensolo)
            winner = seats[position]
            completed.append(CompletedTrick(leader, trick, tuple(seats), winner, is_kaiserstich(trick, farbensolo),
                                            is_mondfang(trick, position, farbensolo)))
            leader = winner
        self.verdict.tricks = [*[
            ZwanzigerrufenTrick(trick.leader, trick.winner, trick.cards, 2 * trick.points, trick.kaiserstich,
                                trick.mondfang)
            for trick in completed
        ], *unfinished]
        if len(completed) == rules.hand_size:
            self.verdict.status = COMPLETE
            self.details["next_dealer"] = rules.next_seat(record.dealer)
        if self.verdict.status != COMPLETE or not self.verdict.legal:
            return
        declarers = frozenset(seat for seat in (auction.declarer, auction.partner) if seat is not None)
        count = count_tricks(completed, declarers, rules.hand_size - 1)
        summary = DealSummary(
            contract=auction.contract,
            declarer=auction.declarer,
            partner=auction.partner,
            declarer_points=count.declarer_points,
            declarer_tricks=count.declarer_tricks,
            levels=dict(auction.levels),
            announcers=dict(auction.announcers),
            pagat_last_trick=count.pagat_last_trick,
            trull=trull_holder(record.hands),
            four_kings=four_kings_holder(record.hands),
            mondfang=count.mondfang,
        )
        self.verdict.result = result_of(summary, rules.players)
        self.verdict.score = score_of(summary, rules)

    def _judge_card(self, in_hand: list[list[Card]], seat: int, before: tuple[Card, ...], card: Card, trick: int,
                    position: int, farbensolo: bool, pagat_locked: bool, auction: AuctionOutcome) -> None:
        pointer = f"/tricks/{trick}/{position}"

        def report(code: str, message: str) -> None:
            self.report([Violation(code, "play", message, pointer, seat=seat, trick=trick, card=card)])

        hand = in_hand[seat]
        if card not in hand:
            holder = next((other for other, cards in enumerate(in_hand) if card in cards), None)
            if trick == 0 and position == 0 and holder is not None:
                report("wrong_first_leader", Text("The first trick is led with {card} from seat {holder}; the "
                                                  "forehand, seat {seat}, leads.", card=card_code(card),
                                                  holder=from_one(holder), seat=from_one(seat), ruleset=RULESET))
            elif holder is not None:
                report("card_not_held", Text("Seat {seat} plays {card}, which it does not hold (seat {holder} holds "
                                             "it).", seat=from_one(seat), card=card_code(card),
                                             holder=from_one(holder), ruleset=RULESET))
            else:
                report("card_not_held", Text("Seat {seat} plays {card}, which it does not hold.", seat=from_one(seat),
                                             card=card_code(card), ruleset=RULESET))
            return
        fault = play_fault(hand, before, card, farbensolo, pagat_locked and card == PAGAT_CARD, seat)
        if fault is not None:
            report(fault.code, fault.message)
        if (auction.contract == RUFER and card == auction.called_card
                and self.details["partner_revealed_at"] is None):
            self.details["partner_revealed_at"] = pointer
        hand.remove(card)
