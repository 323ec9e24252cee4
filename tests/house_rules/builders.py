"""Builders for the house-rule tests: wire requests through the HTTP app, deals and play-outs in wire codes.

Nothing here asks the engine what is legal: a play-out takes its legal cards from my own model of the
rules (``tests/property/generator.py``), so that a test cannot check the engine against itself. The
expected numbers in the tests are worked out by hand in their comments.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from flask.testing import FlaskClient

from tests.property.generator import DECK, EXCUSE, PETIT, TRUMP_CARDS, is_trump, legal_cards, rank_of, suit_of

GOLDEN_RECORDS = Path(__file__).resolve().parent.parent / "golden" / "records"

SPADES = [f"{rank}S" for rank in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")]
HEARTS = [card[:-1] + "H" for card in SPADES]
DIAMONDS = [card[:-1] + "D" for card in SPADES]
CLUBS = [card[:-1] + "C" for card in SPADES]


def trumps(high: int, low: int) -> list[str]:
    """Trumps from ``high`` down to ``low``, inclusive."""
    return [f"{n}T" for n in range(high, low - 1, -1)]


def golden(name: str) -> dict[str, Any]:
    """A hand-built, hand-verified record of tests/golden/records (FFT), with its expected verdict."""
    data = json.loads((GOLDEN_RECORDS / f"{name}.json").read_text())
    return data


# -- HTTP --------------------------------------------------------------------------------------------


def post(client: FlaskClient, path: str, body: Mapping[str, Any]) -> tuple[int, dict[str, Any]]:
    response = client.post(path, json=body)
    return response.status_code, response.get_json()


def adjudicate(client: FlaskClient, record: Mapping[str, Any], **options: Any) -> dict[str, Any]:
    """The verdict on ``record`` with ``options`` added to its own (200 expected)."""
    body = dict(record)
    if options:
        body["options"] = {**(record.get("options") or {}), **options}
    status, verdict = post(client, "/v1/hands/adjudicate", body)
    assert status == 200, verdict
    return verdict


def score(client: FlaskClient, summary: Mapping[str, Any], **options: Any) -> dict[str, Any]:
    """POST /v1/scores with ``options``; returns the body's ``score`` merged with its ``result``."""
    body = {"players": 4, **summary}
    if options:
        body["options"] = {**(summary.get("options") or {}), **options}
    status, answer = post(client, "/v1/scores", body)
    assert status == 200, answer
    return {**answer["result"], **answer["score"]}


def score_sheet(client: FlaskClient, sheet: Mapping[str, Any]) -> dict[str, Any]:
    status, answer = post(client, "/v1/score-sheets", sheet)
    assert status == 200, answer
    return answer


def codes(verdict: Mapping[str, Any]) -> list[str]:
    return [violation["code"] for violation in verdict["violations"]]


def problem_pointers(client: FlaskClient, path: str, body: Mapping[str, Any]) -> list[str]:
    status, answer = post(client, path, body)
    assert status == 422, answer
    assert answer["status"] == 422
    return [error["pointer"] for error in answer["errors"]]


# -- deals -------------------------------------------------------------------------------------------


def deal(
    players: int,
    hand_size: int,
    fixed: Mapping[int, Iterable[str]],
    dog: Sequence[str] = (),
    empty: Iterable[int] = (),
) -> list[list[str]]:
    """Hands of ``hand_size`` by seat: the ``fixed`` ones as given, the ``empty`` seats (a dealer who sits
    out) with none, the other seats filled with the rest of the deck in deck order."""
    fixed = {seat: list(cards) for seat, cards in fixed.items()}
    empty = set(empty)
    used = [card for cards in fixed.values() for card in cards] + list(dog)
    assert len(set(used)) == len(used), "a card is placed twice"
    rest = [card for card in DECK if card not in set(used)]
    hands: list[list[str]] = []
    for seat in range(players):
        if seat in fixed:
            hands.append(fixed[seat])
        elif seat in empty:
            hands.append([])
        else:
            hands.append(rest[:hand_size])
            rest = rest[hand_size:]
    assert not rest, f"{len(rest)} cards left over"
    for seat, hand in enumerate(hands):
        assert len(hand) == (0 if seat in empty else hand_size), (seat, len(hand))
    return hands


def calls(
    players: int, dealer: int, bids: Mapping[int, str], seats: Sequence[int] | None = None
) -> list[dict[str, Any]]:
    """One call per seat from the dealer's next seat (``seats``: the seats in play, in order), ``pass``
    unless ``bids`` names a call."""
    order = list(seats) if seats is not None else [(dealer + 1 + i) % players for i in range(players)]
    return [{"seat": seat, "call": bids.get(seat, "pass")} for seat in order]


# -- play-outs ---------------------------------------------------------------------------------------

Chooser = Callable[[int, list[str], list[str], list[str]], str]
"""(seat, hand, trick so far, legal cards) → the card to play."""


def strength(card: str) -> tuple[int, int]:
    if card == EXCUSE:
        return (-1, 0)
    return (2 if is_trump(card) else 1, rank_of(card))


def lowest(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    """The weakest legal card, the Excuse only when nothing else is left."""
    others = [card for card in legal if card != EXCUSE]
    return min(others, key=strength) if others else EXCUSE


def highest(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    """The strongest legal card, the Excuse only when nothing else is left."""
    others = [card for card in legal if card != EXCUSE]
    return max(others, key=strength) if others else EXCUSE


def keeping(*kept: str, then: Chooser = lowest) -> Chooser:
    """``then``'s choice among the legal cards other than ``kept`` (the Excuse too, if kept), as long as
    there is one; a kept card only when nothing else is legal."""
    def choose(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
        others = [card for card in legal if card not in kept]
        return then(seat, hand, trick, others) if others else then(seat, hand, trick, legal)
    return choose


def excuse_first(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    """The Excuse at the first chance, then the weakest card."""
    return EXCUSE if EXCUSE in legal else lowest(seat, hand, trick, legal)


def winner_position(trick: Sequence[str], excuses: frozenset[str] = frozenset({EXCUSE})) -> int:
    """Highest trump, else the highest card of the suit the first non-Excuse card sets (my reading)."""
    trump_positions = [i for i, card in enumerate(trick) if card not in excuses and is_trump(card)]
    if trump_positions:
        return max(trump_positions, key=lambda i: rank_of(trick[i]))
    led = next(suit_of(card) for card in trick if card not in excuses)
    return max((i for i, card in enumerate(trick) if card not in excuses and suit_of(card) == led),
               key=lambda i: rank_of(trick[i]))


def play_out(
    hands: Sequence[Sequence[str]],
    leader: int,
    seats: Sequence[int],
    choosers: Mapping[int, Chooser] | None = None,
    default: Chooser = lowest,
    attack: Iterable[int] = (),
) -> tuple[list[list[str]], list[int]]:
    """Plays ``hands`` (indexed by table seat) out by §6.3, in the order of ``seats`` (the seats in play,
    in the order of play) from ``leader``. Returns the tricks and their winners. With the ``attack``'s
    seats, an Excuse led to the last trick by a side that took every other trick wins it (§7.3)."""
    in_hand = {seat: list(hands[seat]) for seat in seats}
    order = list(seats)
    choosers = dict(choosers or {})
    tricks, winners = [], []
    for _ in range(len(in_hand[leader])):
        start = order.index(leader)
        trick: list[str] = []
        turn = [order[(start + i) % len(order)] for i in range(len(order))]
        for seat in turn:
            legal = legal_cards(in_hand[seat], trick)
            card = choosers.get(seat, default)(seat, in_hand[seat], trick, legal)
            assert card in legal, (seat, card, legal)
            in_hand[seat].remove(card)
            trick.append(card)
        camp = set(attack)
        last = len(tricks) == len(hands[turn[0]]) - 1
        if camp and last and tricks and trick[0] == EXCUSE \
                and all((winner in camp) == (turn[0] in camp) for winner in winners):
            leader = turn[0]  # the chelem exception
        else:
            leader = turn[winner_position(trick)]
        tricks.append(trick)
        winners.append(leader)
    return tricks, winners



def play_out_piles(
    hands: Sequence[Sequence[str]],
    piles: Sequence[Sequence[Sequence[str]]],
    leader: int,
    choosers: Mapping[int, Chooser] | None = None,
    default: Chooser = lowest,
) -> tuple[list[list[str]], list[int]]:
    """The game for two (seed 000): each seat plays from its hand and the face-up top cards of its piles
    (each pile listed from its top card down); a pile's next card turns up once the trick is over."""
    in_hand = [list(hand) for hand in hands]
    in_piles = [[list(pile) for pile in seat_piles] for seat_piles in piles]
    choosers = dict(choosers or {})
    tricks, winners = [], []
    total = len(in_hand[0]) + sum(len(pile) for pile in in_piles[0])
    for _ in range(total):
        trick: list[str] = []
        played_from: list[list[str] | None] = []
        for seat in (leader, 1 - leader):
            face_up = [pile[0] for pile in in_piles[seat] if pile]
            legal = legal_cards(in_hand[seat] + face_up, trick)
            # The chooser sees the hand proper: the legal cards not in it are face up on the piles.
            card = choosers.get(seat, default)(seat, in_hand[seat], trick, legal)
            assert card in legal, (seat, card, legal)
            if card in in_hand[seat]:
                in_hand[seat].remove(card)
                played_from.append(None)
            else:
                played_from.append(next(pile for pile in in_piles[seat] if pile and pile[0] == card))
            trick.append(card)
        for pile in played_from:  # the next card of each pile played from turns up after the trick
            if pile is not None:
                pile.pop(0)
        leader = (leader, 1 - leader)[winner_position(trick)]
        tricks.append(trick)
        winners.append(leader)
    return tricks, winners


def record(
    players: int,
    dealer: int,
    hands: Sequence[Sequence[str]],
    dog: Sequence[str],
    bids: Mapping[int, str] | None = None,
    **rest: Any,
) -> dict[str, Any]:
    """A wire hand record; ``bids`` gives the auction (one call per seat from the dealer's next seat, a
    dealer who sits out left out: pass ``seats``), the other fields go in as given."""
    body: dict[str, Any] = {"ruleset": "french-tarot", "players": players, "dealer": dealer,
                            "hands": [list(hand) for hand in hands], "dog": list(dog)}
    seats = rest.pop("seats", None)
    if bids is not None:
        body["auction"] = calls(players, dealer, bids, seats)
    body.update({key: value for key, value in rest.items() if value is not None})
    return body


def seated(rec: dict[str, Any], seats: int, dealer: int) -> tuple[dict[str, Any], Any]:
    """A record of the game for ``seats - 1`` players moved to a table of ``seats`` where ``dealer`` deals
    and sits out: the k-th seat after the old dealer becomes the k-th seat after the new one."""
    players = rec["players"]

    def to_table(seat: int) -> int:
        return (dealer + 1 + (seat - rec["dealer"] - 1) % players) % seats

    hands: list[list[str]] = [[] for _ in range(seats)]
    for seat, hand in enumerate(rec["hands"]):
        hands[to_table(seat)] = list(hand)
    moved = {**rec, "players": seats, "dealer": dealer, "hands": hands,
             "auction": [{**call, "seat": to_table(call["seat"])} for call in rec["auction"]]}
    if rec.get("declarations"):
        moved["declarations"] = [{**item, "seat": to_table(item["seat"])} for item in rec["declarations"]]
    return moved, to_table


__all__ = [
    "CLUBS", "DECK", "DIAMONDS", "EXCUSE", "HEARTS", "PETIT", "SPADES", "TRUMP_CARDS", "adjudicate", "calls",
    "codes", "deal", "excuse_first", "golden", "highest", "keeping", "lowest", "play_out", "play_out_piles",
    "post", "problem_pointers", "record", "score", "score_sheet", "seated", "trumps",
]
