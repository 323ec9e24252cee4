"""What an illegal entry of the auction leaves behind: the rest of its turn, the next turns and the levels.

auction.py: "An illegal entry is reported and has no effect (the spec's 'rejected, state unchanged'); the rest of a
turn whose bid was rejected is skipped [...] The turn passes to the next seat anyway, so that one mistake is
reported once." Spec §6: three passes in a row end the auction. Deal A (golden/deals.json: dealer 0, the forehand
seat 2 calls 20T, held by seat 4; seats 1 and 2 are the opponents of a Rufer).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from service.core.cards import parse_card
from service.zwanzigerrufen.auction import AuctionOutcome, auction_state, judge_auction
from service.zwanzigerrufen.record import Call
from service.zwanzigerrufen.rules import DECLARERS, GAME, zwanzigerrufen_rules

DEAL_A = json.loads((Path(__file__).parent / "golden" / "deals.json").read_text(encoding="utf-8"))[0]["record"]
UNKNOWN_GARDE = ('Seat 3 calls "garde", which is not a call of Zwanzigerrufen (pass, rufer, farbensolo, solo, absolut, '
                 "pagat, valat, kontra, kontra:absolut, kontra:pagat, kontra:valat, re, re:absolut, re:pagat, "
                 "re:valat, sub, sub:absolut, sub:pagat, sub:valat, mordsub, mordsub:absolut, mordsub:pagat, "
                 "mordsub:valat).")


def auction(calls: list[tuple[int, str]]) -> AuctionOutcome:
    hands = [[parse_card(code) for code in hand] for hand in DEAL_A["hands"]]
    return judge_auction([Call(seat, call) for seat, call in calls], hands, DEAL_A["dealer"], zwanzigerrufen_rules())


def fields(outcome: AuctionOutcome) -> list[tuple[Any, ...]]:
    return [(v.code, v.phase, v.message, v.pointer, v.seat) for v in outcome.violations]


@pytest.mark.parametrize(
    ("calls", "expected"),
    [
        pytest.param([(1, "rufer"), (4, "pass"), (2, "pass")],
                     [("seat_out_of_range", "auction", "There is no seat 5 at a table of 4.", "/auction/1/seat", 4)],
                     id="the seat equal to the table size"),
        pytest.param([(1, "rufer"), (5, "pass"), (2, "garde")],
                     [("seat_out_of_range", "auction", "There is no seat 6 at a table of 4.", "/auction/1/seat", 5),
                      ("unknown_call", "auction", UNKNOWN_GARDE, "/auction/2/call", 2)],
                     id="the turns after it are judged"),
    ],
)
def test_a_seat_off_the_table_is_reported_and_skipped(calls: list[tuple[int, str]],
                                                      expected: list[tuple[Any, ...]]) -> None:
    outcome = auction(calls)
    assert fields(outcome) == expected
    assert (outcome.contract, outcome.complete) == ("rufer", False)


def test_a_pass_made_with_a_kontra_is_dropped_and_the_kontra_stands() -> None:
    # Seat 2's kontra stands (the game at level 2) and, an addition, restarts the count of passes: three more end it.
    outcome = auction([(1, "rufer"), (2, "pass"), (2, "kontra"), (3, "pass"), (0, "pass"), (1, "pass")])
    assert fields(outcome) == [("pass_not_alone", "auction", "Seat 3 passes and makes other calls in the same turn; a "
                                                             "pass is a turn of its own.", "/auction/1", 2)]
    assert (outcome.levels[(GAME, DECLARERS)], outcome.complete) == (2, True)


def test_after_a_rejected_bid_the_next_seat_is_to_act() -> None:
    outcome = auction([(1, "rufer"), (2, "rufer"), (3, "pass")])
    assert fields(outcome) == [("bid_not_allowed", "auction", "Seat 3 bids Rufer; only the forehand (seat 2) may, as "
                                                              "her opening game.", "/auction/1/call", 2)]


@pytest.mark.parametrize(
    ("calls", "expected"),
    [
        pytest.param([(1, "rufer"), (2, "pagat"), (2, "kontra")],
                     ("announce_not_allowed", "auction", "Seat 3 announces Pagat without holding 1T.",
                      "/auction/1/call", 2), id="after a rejected announcement"),
        pytest.param([(1, "rufer"), (2, "re"), (2, "kontra")],
                     ("double_not_allowed", "auction", "Seat 3, an opponent, says Re on the game; only the declarers "
                                                       "say Re.", "/auction/1/call", 2),
                     id="after a rejected doubling"),
    ],
)
def test_the_rest_of_a_turn_stands_after_a_rejected_addition(calls: list[tuple[int, str]],
                                                             expected: tuple[Any, ...]) -> None:
    # Unlike a rejected bid, a rejected addition leaves the game as it was: the turn's next addition applies to it.
    outcome = auction(calls)
    assert fields(outcome) == [expected]
    assert outcome.levels[(GAME, DECLARERS)] == 2


def test_a_copy_of_the_auction_has_every_field_of_its_outcome() -> None:
    """``AuctionState.copy`` builds the outcome field by field: a field added to ``AuctionOutcome`` and not copied
    would be left at its default in the copy, which the dataclass's equality (every field) then finds."""
    hands = [[parse_card(code) for code in hand] for hand in DEAL_A["hands"]]
    calls = [Call(seat, call) for seat, call in [(1, "rufer"), (2, "pagat"), (2, "kontra"), (3, "pass"), (0, "pass"),
                                                  (1, "pass")]]
    state = auction_state(calls, hands, DEAL_A["dealer"], zwanzigerrufen_rules())
    defaults = AuctionOutcome()
    unset = [field.name for field in dataclasses.fields(AuctionOutcome)
             if getattr(state.outcome, field.name) == getattr(defaults, field.name)]
    assert unset == ["partner_revealed_at"]  # every other field holds something a forgotten copy would lose
    copied = state.copy()
    assert copied.outcome == state.outcome
    copied.outcome.violations.clear()
    copied.outcome.levels.clear()
    assert state.outcome.violations and state.outcome.levels  # the copy's containers are its own
