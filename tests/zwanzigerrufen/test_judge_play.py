"""The judge's checks of the record's shape and of each card played, field by field and word for word.

Deal A (golden/deals.json: dealer 0; the forehand, seat 2, bids a Rufer and calls 20T, held by seat 4, who also
holds 1T). Spec §7.5: the Pagat announcer "may not play T1 while he has any other legal card" (the seed: he plays
it "qu'au tout dernier moment"), unless a Valat lifted that lock (option ``pagat_lock_lifted_by_valat``, on by
default).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.core.cards import card_code, parse_card
from service.core.verdict import Verdict
from service.zwanzigerrufen.judge import judge
from service.zwanzigerrufen.record import Call, HandRecord
from service.zwanzigerrufen.rules import zwanzigerrufen_rules

DEAL_A = json.loads((Path(__file__).parent / "golden" / "deals.json").read_text(encoding="utf-8"))[0]["record"]
RUFER = [(1, "rufer"), (2, "pass"), (3, "pass"), (0, "pass")]
PAGAT_BY_SEAT_3 = [(1, "rufer"), (2, "pass"), (3, "pagat"), (0, "pass"), (1, "pass"), (2, "pass")]
PAGAT_AND_VALAT_BY_SEAT_3 = [(1, "rufer"), (2, "pass"), (3, "pagat"), (3, "valat"), (0, "pass"), (1, "pass"),
                             (2, "pass")]
PAGAT_KEPT = ("Seat 4 announced Pagat and plays 1T while holding 9T, 14T, 16T, 19T, 20T and 21T, which may be "
              "played; the announced Pagat is kept for the last trick.")


def judged(tricks: list[list[str]] | None = None, auction: list[tuple[int, str]] = RUFER, dealer: int = 0,
           hands: list[list[str]] = DEAL_A["hands"], **options: Any) -> Verdict:
    record = HandRecord(dealer, tuple(tuple(parse_card(code) for code in hand) for hand in hands),
                        tuple(Call(seat, call) for seat, call in auction), None,
                        None if tricks is None else tuple(tuple(parse_card(code) for code in trick)
                                                          for trick in tricks))
    return judge(record, zwanzigerrufen_rules(options))


def fields(verdict: Verdict) -> list[tuple[Any, ...]]:
    return [(v.code, v.phase, v.message, v.pointer, v.seat, v.trick, None if v.card is None else card_code(v.card))
            for v in verdict.violations]


def test_a_dealer_off_the_table_stops_the_judge_at_the_deal() -> None:
    # Nothing after the dealer is judged: a seat 5 has no forehand, so no turn of the auction can be out of turn.
    verdict = judged(auction=[(1, "rufer")], dealer=5)
    assert fields(verdict) == [("seat_out_of_range", "deal", "There is no seat 6 at a table of 4.", "/dealer", 5,
                                None, None)]


def test_a_record_of_three_hands_is_the_deals_fault() -> None:
    verdict = judged(auction=[(1, "rufer")], hands=DEAL_A["hands"][:3])
    assert fields(verdict) == [("hands_count", "deal", "The record has 3 hands; Zwanzigerrufen is played by 4.",
                                "/hands", None, None, None)]


def test_an_auction_of_passes_only_says_why_the_deal_ends() -> None:
    verdict = judged(auction=[(1, "pass"), (2, "pass"), (3, "pass")])
    assert (verdict.status, verdict.reason) == ("all_passed", "the auction ended without a game")


def test_an_eleventh_trick_is_reported_and_the_ten_before_it_count() -> None:
    verdict = judged([*DEAL_A["tricks"], ["8T", "10T", "19T", "4T"]])
    assert fields(verdict) == [("trick_size", "play", "The record has 11 tricks; a deal has 10.", "/tricks/10", None,
                                10, None)]
    assert (verdict.status, len(verdict.tricks), verdict.details["next_dealer"]) == ("complete", 10, 1)


def test_a_short_trick_before_the_last_is_reported_and_the_tricks_before_it_kept() -> None:
    verdict = judged([DEAL_A["tricks"][0], DEAL_A["tricks"][1][:3], *DEAL_A["tricks"][2:]])
    assert fields(verdict) == [("trick_size", "play", "Trick 2 has 3 cards; each trick has one card per player (4).",
                                "/tricks/1", None, 1, None)]
    assert [[card_code(card) for card in trick.cards] for trick in verdict.tricks] == [DEAL_A["tricks"][0]]


@pytest.mark.parametrize(
    ("tricks", "expected"),
    [
        pytest.param([["10T", "8T", "19T", "4T"]],
                     [("wrong_first_leader", "play", "The first trick is led with 10T from seat 3; the forehand, "
                                                     "seat 2, leads.", "/tricks/0/0", 1, 0, "10T"),
                      ("card_not_held", "play", "Seat 3 plays 8T, which it does not hold (seat 2 holds it).",
                       "/tricks/0/1", 2, 0, "8T")], id="the first trick led from the wrong hand"),
        pytest.param([["8T", "KS", "19T", "4T"]],
                     [("card_not_held", "play", "Seat 3 plays KS, which it does not hold (seat 2 holds it).",
                       "/tricks/0/1", 2, 0, "KS")], id="a card another seat holds"),
        pytest.param([DEAL_A["tricks"][0], ["8T"]],
                     [("card_not_held", "play", "Seat 4 plays 8T, which it does not hold.", "/tricks/1/0", 3, 1,
                       "8T")], id="a card already played"),
        pytest.param([DEAL_A["tricks"][0], ["KD", "QS", "QD", "JD"]],
                     [("must_follow_suit", "play", "Seat 1 played QS on a diamond lead while holding 1D.",
                       "/tricks/1/1", 0, 1, "QS")], id="a rule of play names the seat"),
    ],
)
def test_each_card_played_is_judged(tricks: list[list[str]], expected: list[tuple[Any, ...]]) -> None:
    assert fields(judged(tricks)) == expected


@pytest.mark.parametrize(
    ("auction", "options", "expected"),
    [
        pytest.param(PAGAT_BY_SEAT_3, {}, [("pagat_played_early", "play", PAGAT_KEPT, "/tricks/0/2", 3, 0, "1T")],
                     id="the announcer keeps 1T"),
        pytest.param(PAGAT_AND_VALAT_BY_SEAT_3, {}, [], id="a Valat lifts the lock"),
        pytest.param(PAGAT_AND_VALAT_BY_SEAT_3, {"pagat_lock_lifted_by_valat": False},
                     [("pagat_played_early", "play", PAGAT_KEPT, "/tricks/0/2", 3, 0, "1T")],
                     id="a Valat that does not lift the lock"),
        pytest.param(RUFER, {}, [], id="an unannounced Pagat is played at will"),
    ],
)
def test_the_pagat_announcer_keeps_1t_for_the_last_trick(auction: list[tuple[int, str]], options: dict[str, Any],
                                                         expected: list[tuple[Any, ...]]) -> None:
    # Seat 3 plays 1T on the tarock lead 8T while holding six other tarocks.
    assert fields(judged([["8T", "10T", "1T", "4T"]], auction, **options)) == expected


def test_the_pagat_announcers_other_cards_are_not_locked() -> None:
    # The lock is on 1T alone: the announcer's other cards follow the ordinary rules.
    assert fields(judged([["8T", "10T", "19T", "4T"]], PAGAT_BY_SEAT_3)) == []
