"""Tables where the dealer sits out (FFT 5-player 'mort', seed 001's 6 players), as a renaming of seats.

The dealer deals and sits the deal out; the others play the ordinary game for their number. The record
keeps the table's seat numbers, so this module renames the active seats 0…k-1 for the judge of the
ordinary game and renames everything in its verdict back: seats, pointers into ``hands``, and the seat
numbers its messages name. The dealer scores 0.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ..core.verdict import ALL_PASSED, IN_PROGRESS, Verdict
from ..core.violations import Violation
from .record import Call, Declaration, HandRecord, Packet
from .rules import FrenchRules
from .scoring import Result, Score

SITTING_OUT = 99
"""The seat the ordinary judge sees for the dealer who sits out; no table is that large."""

_SEAT_IN_MESSAGE = re.compile(r"\b([Ss]eat) (\d+)")
_HAND_POINTER = re.compile(r"^/hands/(\d+)")


def judge_without_dealer(
    record: HandRecord, rules: FrenchRules, judge: Callable[[HandRecord, FrenchRules], Verdict]
) -> Verdict:
    seats, dealer = rules.seats, record.dealer
    problems: list[Violation] = []
    if len(record.hands) != seats:
        return _stopped(Violation("hands_count", "deal", f"The record has {len(record.hands)} hands for {seats} "
                                  "seats.", "/hands"))
    if dealer >= seats:
        return _stopped(Violation("seat_out_of_range", "deal", f"There is no seat {dealer} at a table of {seats}.",
                                  "/dealer", seat=dealer))
    if record.hands[dealer]:
        problems.append(Violation("hand_size", "deal", f"Seat {dealer} deals and sits out: it is dealt no cards, "
                                                       f"not {len(record.hands[dealer])}.", f"/hands/{dealer}",
                                  seat=dealer))
    active = [(dealer + 1 + offset) % seats for offset in range(seats - 1)]
    inner = {seat: index for index, seat in enumerate(active)}
    inner[dealer] = SITTING_OUT

    def to_inner(seat: int) -> int:
        return inner.get(seat, seat + SITTING_OUT + 1)  # a seat beyond the table stays beyond it

    renamed = replace(
        record,
        dealer=len(active) - 1,
        hands=tuple(record.hands[seat] for seat in active),
        auction=None if record.auction is None else tuple(Call(to_inner(c.seat), c.call) for c in record.auction),
        declarations=None if record.declarations is None else tuple(
            Declaration(to_inner(d.seat), d.type, d.cards, d.kind, d.at_card) for d in record.declarations),
        deal_sequence=None if record.deal_sequence is None else tuple(
            Packet(None if p.to is None else to_inner(p.to), p.cards) for p in record.deal_sequence),
    )
    verdict = judge(renamed, rules)

    def to_table(seat: int | None) -> int | None:
        if seat is None:
            return None
        if seat == SITTING_OUT:
            return dealer
        return active[seat] if seat < len(active) else seat - SITTING_OUT - 1

    verdict.violations = problems + [_rename_violation(v, to_table, dealer, rules.players) for v in verdict.violations]
    verdict.tricks = [replace(trick, leader=to_table(trick.leader), winner=to_table(trick.winner))  # type: ignore[arg-type]
                      for trick in verdict.tricks]
    for key in ("taker", "partner"):
        verdict.details[key] = to_table(verdict.details.get(key))
    if verdict.status == ALL_PASSED:
        verdict.details["next_dealer"] = dealer if rules.players == 4 else (dealer + 1) % seats
    elif "next_dealer" in verdict.details:
        verdict.details["next_dealer"] = (dealer + 1) % seats
    if isinstance(verdict.result, Result):
        verdict.result = replace(verdict.result, attack=tuple(sorted(active[seat] for seat in verdict.result.attack)))
    if isinstance(verdict.score, Score):
        deltas = [0.0] * seats
        for index, delta in enumerate(verdict.score.deltas):
            deltas[active[index]] = delta
        verdict.score = replace(verdict.score, deltas=tuple(deltas))
    return verdict


def _stopped(violation: Violation) -> Verdict:
    verdict = Verdict(IN_PROGRESS, [violation])
    verdict.details.update(taker=None, contract=None, partner=None, called_card=None)
    return verdict


def _rename_violation(
    violation: Violation, to_table: Callable[[int | None], int | None], dealer: int, seats_in_game: int
) -> Violation:
    if violation.seat == SITTING_OUT:
        return replace(violation, code="seat_sits_out", seat=dealer,
                       message=f"Seat {dealer} deals and sits this deal out; it takes no part in it.")

    def rename_in_message(match: re.Match[str]) -> str:
        return f"{match.group(1)} {to_table(int(match.group(2)))}"

    def rename_in_pointer(match: re.Match[str]) -> str:
        return f"/hands/{to_table(int(match.group(1)))}"

    return replace(
        violation,
        seat=to_table(violation.seat),
        pointer=_HAND_POINTER.sub(rename_in_pointer, violation.pointer),
        message=_SEAT_IN_MESSAGE.sub(rename_in_message, violation.message).replace(
            f"a table of {seats_in_game}", f"a table of {seats_in_game + 1} (the dealer sitting out)"),
    )

