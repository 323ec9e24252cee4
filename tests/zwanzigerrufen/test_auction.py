"""The auction's violations [spec §6.3] held to their exact words, seat and pointer.

golden/auction.json holds the worked examples of §12.2 with the code and pointer of their first violation;
here every message of the auction is held to its words as well, on those examples and on more auctions of
deal A (golden/deals.json: dealer 0, the forehand seat 2 calls 20T, held by seat 4).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.core.cards import parse_card
from service.wire.zwanzigerrufen import adjudicate_zwanzigerrufen
from service.zwanzigerrufen.auction import judge_auction, parse_call
from service.zwanzigerrufen.record import Call
from service.zwanzigerrufen.rules import zwanzigerrufen_rules

GOLDEN = Path(__file__).parent / "golden"
EXAMPLES = {case["name"]: case for case in json.loads((GOLDEN / "auction.json").read_text(encoding="utf-8"))}
DEAL_A = json.loads((GOLDEN / "deals.json").read_text(encoding="utf-8"))[0]["record"]

OWNERS_SAY_IT = "only the item's owners say it"
OTHERS_SAY_IT = "only the party that does not own the item says it"
TRULL = "must Kontra the game (or bid a higher game, or announce Valat)."


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("A-2 forehand holds 20T to 16T: rufer",
         "Seat 2 bids Rufer holding every callable tarock (16T, 17T, 18T, 19T and 20T); she must open with "
         "Farbensolo or Solo."),
        ("A-3 the forehand passes on her first turn",
         'Seat 2, the forehand, must open with a game (Rufer, Farbensolo or Solo), not pass.'),
        ("A-3 the forehand opens with an addition",
         'Seat 2, the forehand, must open with a game (Rufer, Farbensolo or Solo), not Absolut.'),
        ("A-4 S2 holds 4 suit cards: farbensolo", "Seat 3 bids Farbensolo with 4 suit cards; it needs at least 5."),
        ("A-5 S2 passed earlier, S3 bid farbensolo: S2 solo",
         "Seat 3 bids Solo after passing or making an addition; a committed player may no longer bid a game."),
        ("A-6 an opponent announces absolut at game level 1",
         "Seat 3, an opponent, announces Absolut before the game is contra'd; the opponents may announce Absolut "
         "only after a Kontra."),
        ("A-7 S0, an opponent holding the Trull, passes",
         f"Seat 1, an opponent of the Rufer holding the Trull (1T, 21T and EX), {TRULL}"),
        ("A-7 S0 with the Trull announces pagat without Kontra",
         f"Seat 1, an opponent of the Rufer holding the Trull (1T, 21T and EX), {TRULL}"),
        ("A-8 the partner S3 contras his own game",
         "Seat 4, a declarer, says Kontra on its own game; only the opponents say Kontra."),
        ("A-9 Kontra, Re, Sub, then Re again at level 8",
         f"Seat 2 says Re on the game, which is at level 8; Re takes an item from level 2 to 4, and {OWNERS_SAY_IT}."),
        ("A-9 Kontra, Re, Sub, then mordsub at level 8 (the ladder stops at 8)",
         "Seat 2 says Mordsubkontra; the ladder stops at level 8."),
        ("A-10 after the declarers' Valat an opponent contras the game",
         "Seat 3 says Kontra on the game after a Valat; only the Valat may be doubled."),
        ("A-10 after the declarers' Valat the partner announces absolut",
         "Seat 4 announces Absolut after a Valat; only the Valat may still be doubled."),
        ("A-11 the holder of 1T announces pagat in a farbensolo",
         "Seat 1 announces Pagat; Pagat cannot be announced in a Farbensolo."),
        ("a declarer cannot overbid himself", "Seat 2 bids Solo over its own Rufer."),
        ("a player who made an addition is committed",
         'Seat 3 calls Solo after three passes in a row ended the auction.'),
        ("the Rufer is only the forehand's opening",
         "Seat 3 bids Rufer; only the forehand (seat 2) may, as her opening game."),
        ("a lower game is not allowed", "Seat 3 bids Farbensolo, which is not higher than Solo."),
        ("out of turn", "Seat 4 calls pass when it is seat 3's turn."),
        ("a pass with an addition in one turn",
         "Seat 3 passes and makes other calls in the same turn; a pass is a turn of its own."),
        ("pagat only by the holder of 1T", "Seat 2 announces Pagat without holding 1T."),
        ("the declarers cannot Re a game nobody contra'd",
         f"Seat 2 says Re on the game, which is at level 1; Re takes an item from level 2 to 4, and {OWNERS_SAY_IT}."),
        ("the opponents' Kontra on an Absolut nobody announced",
         "Seat 3 says Kontra on the declarers' Absolut, which nobody announced."),
        ("the same party announces absolut twice",
         "Seat 4 announces Absolut, which the declarers have already announced."),
        ("the auction needs three passes in a row: tricks before it ends",
         "The record has tricks but the auction is not finished (three passes in a row end it)."),
        ("a Rufer's called card in the record is checked",
         "The record names 20T as the called card; the forehand (seat 2) lacks 18T, so a Rufer calls 18T."),
    ],
)
def test_the_worked_examples_say_why(name: str, message: str) -> None:
    violations = adjudicate_zwanzigerrufen(EXAMPLES[name]["record"])["violations"]
    assert [violation["message"] for violation in violations] == [message]


def auction_violations(calls: list[tuple[int, str]], hands: list[list[str]] = DEAL_A["hands"],
                       **options: Any) -> list[tuple[str, str, str, int | None]]:
    dealt = [[parse_card(code) for code in hand] for hand in hands]
    outcome = judge_auction([Call(seat, call) for seat, call in calls], dealt, DEAL_A["dealer"],
                            zwanzigerrufen_rules(options))
    return [(v.code, v.message, v.pointer, v.seat) for v in outcome.violations]


@pytest.mark.parametrize(
    ("calls", "options", "expected"),
    [
        pytest.param([(1, "rufer"), (2, "kontra"), (3, "re"), (0, "kontra")], {},
                     [("double_not_allowed", "Seat 1 says Kontra on the game, which is at level 4; Kontra takes an "
                                             f"item from level 1 to 2, and {OTHERS_SAY_IT}.", "/auction/3/call", 0)],
                     id="kontra on a game at level 4"),
        pytest.param([(1, "rufer"), (2, "kontra"), (2, "absolut"), (3, "pass"), (0, "re:absolut")], {},
                     [("double_not_allowed", "Seat 1 says Re on the opponents' Absolut, which is at level 1; Re takes "
                                             f"an item from level 2 to 4, and {OWNERS_SAY_IT}.", "/auction/4/call",
                       0)], id="re on an absolut nobody contra'd"),
        pytest.param([(1, "rufer"), (2, "re")], {},
                     [("double_not_allowed", "Seat 3, an opponent, says Re on the game; only the declarers say Re.",
                       "/auction/1/call", 2)], id="an opponent's re on the game"),
        pytest.param([(1, "rufer"), (2, "kontra"), (2, "solo")], {},
                     [("bid_not_allowed", "Seat 3 bids Solo after additions in the same turn; a game is bid first.",
                       "/auction/2/call", 2)], id="a bid after an addition"),
        pytest.param([(2, "absolut")], {},
                     [("not_your_turn", "Seat 3 calls Absolut when it is seat 2's turn.", "/auction/0", 2),
                      ("announce_not_allowed", "Seat 3 announces Absolut before any game is bid.", "/auction/0/call",
                       2)], id="an announcement before any game"),
        pytest.param([(2, "kontra")], {},
                     [("not_your_turn", "Seat 3 calls Kontra when it is seat 2's turn.", "/auction/0", 2),
                      ("double_not_allowed", "Seat 3 says Kontra before any game is bid.", "/auction/0/call", 2)],
                     id="a kontra before any game"),
        pytest.param([(1, "solo"), (2, "solo")], {},
                     [("bid_not_allowed", "Seat 3 bids Solo, which is not higher than Solo.", "/auction/1/call", 2)],
                     id="the same game again"),
        pytest.param([(1, "rufer"), (2, "garde")], {},
                     [("unknown_call", 'Seat 3 calls "garde", which is not a call of Zwanzigerrufen (pass, rufer, '
                                       "farbensolo, solo, absolut, pagat, valat, kontra, kontra:absolut, kontra:pagat, "
                                       "kontra:valat, re, re:absolut, re:pagat, re:valat, sub, sub:absolut, sub:pagat, "
                                       "sub:valat, mordsub, mordsub:absolut, mordsub:pagat, mordsub:valat).",
                       "/auction/1/call", 2)], id="an unknown call"),
        pytest.param([(1, "rufer"), (5, "pass")], {},
                     [("seat_out_of_range", "There is no seat 6 at a table of 4.", "/auction/1/seat", 5)],
                     id="a seat off the table"),
        pytest.param([(1, "solo"), (1, "absolut")], {"absolut_in_solos": False},
                     [("announce_not_allowed", "Seat 2 announces Absolut; there is no Absolut in a Solo with this "
                                               "rule set.", "/auction/1/call", 1)], id="no absolut in solos"),
    ],
)
def test_more_auctions_of_deal_a(calls: list[tuple[int, str]], options: dict[str, Any],
                                 expected: list[tuple[str, str, str, int | None]]) -> None:
    assert auction_violations(calls, **options) == expected


def test_the_forehand_bids_rufer_only_as_her_opening() -> None:
    # §6.1: a Rufer is "only the forehand, as her opening"; later she may bid only a higher game.
    calls = [(1, "farbensolo"), (2, "solo"), (3, "pass"), (0, "pass"), (1, "rufer")]
    assert auction_violations(calls) == [
        ("bid_not_allowed", "Seat 2 bids Rufer; only the forehand (seat 2) may, as her opening game.",
         "/auction/4/call", 1)]


def test_a_hand_of_only_the_trull_must_kontra() -> None:
    # L7 reads the hand as dealt, whatever its size (a hand of three cards is the deal's fault, reported there).
    hands = [["1T", "21T", "EX"], *DEAL_A["hands"][1:]]
    assert auction_violations([(1, "rufer"), (2, "pass"), (3, "pass"), (0, "pass")], hands) == [
        ("trull_must_kontra", f"Seat 1, an opponent of the Rufer holding the Trull (1T, 21T and EX), {TRULL}",
         "/auction/3", 0)]


@pytest.mark.parametrize("call", [None, 7, ["pass"]])
def test_a_call_that_is_not_text_names_no_call(call: Any) -> None:
    assert parse_call(call) is None
