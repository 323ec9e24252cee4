"""Builders for the arbitration tests: wire records, an autoplayer that knows hands of unequal size, and
the HTTP door.

The autoplayer's legal cards come from ``tests/engine/helpers.ref_legal`` (written from the rules, not
from the engine). Cards are wire codes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from flask.testing import FlaskClient

from service.core.cards import card_code, parse_card
from tests.engine.helpers import ref_legal, ref_winner
from tests.property.generator import EXCUSE, GeneratedHand, generate_hand, half_points

Chooser = Callable[[int, list[str], list[str], list[str]], str]
"""(seat, hand, trick so far, legal cards) → the card to play (codes)."""

FFT = {"arbitration": "fft"}


def lowest(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    """The legal card of the lowest value, the Excuse last (deterministic: deck order breaks ties)."""
    others = [card for card in legal if card != EXCUSE]
    if not others:
        return EXCUSE
    return min(others, key=lambda card: (half_points(card), parse_card(card)))


def highest(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    others = [card for card in legal if card != EXCUSE]
    if not others:
        return EXCUSE
    return max(others, key=lambda card: parse_card(card))


def preferring(order: Sequence[str], then: Chooser = lowest) -> Chooser:
    def choose(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
        for card in order:
            if card in legal:
                return card
        return then(seat, hand, trick, legal)

    return choose


def legal_codes(hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    allowed = ref_legal([parse_card(card) for card in hand], [parse_card(card) for card in trick])
    return [card_code(card) for card in allowed]


def winner_position(trick: Sequence[str], excuse_wins: bool = False) -> int:
    if all(card == EXCUSE for card in trick):  # the Excuse alone: a lone last card
        return 0
    return ref_winner([parse_card(card) for card in trick], excuse_wins)


def play_out(
    hands: Sequence[Sequence[str]],
    leader: int,
    attack: set[int],
    choosers: Mapping[int, Chooser] | None = None,
    default: Chooser = lowest,
    forced: Mapping[int, Sequence[str]] | None = None,
) -> list[list[str]]:
    """Plays every card: a seat with no card left is skipped, so hands of unequal size play out too.

    ``forced``: trick index → the cards of that trick as the record must have them (possibly illegal: the
    injected fault); the seats are the ones in turn.
    """
    in_hand = [list(hand) for hand in hands]
    choosers = dict(choosers or {})
    forced = dict(forced or {})
    players = len(in_hand)
    tricks: list[list[str]] = []
    sides: list[bool] = []
    index = 0
    while any(in_hand):
        order = [(leader + offset) % players for offset in range(players)]
        seats = [seat for seat in order if in_hand[seat]]
        trick: list[str] = []
        for position, seat in enumerate(seats):
            if index in forced:
                card = forced[index][position]
            else:
                legal = legal_codes(in_hand[seat], trick)
                card = choosers.get(seat, default)(seat, in_hand[seat], trick, legal)
                assert card in legal, (index, seat, card, legal)
            in_hand[seat].remove(card)
            trick.append(card)
        last = not any(in_hand)
        leader_side = seats[0] in attack
        excuse_wins = last and bool(sides) and all(side == leader_side for side in sides)
        winner = seats[winner_position(trick, excuse_wins)]
        sides.append(winner in attack)
        tricks.append(trick)
        leader = winner
        index += 1
    return tricks


def auction(players: int, dealer: int, taker: int, contract: str) -> list[dict[str, Any]]:
    order = [(dealer + 1 + offset) % players for offset in range(players)]
    return [{"seat": seat, "call": contract if seat == taker else "pass"} for seat in order]


def post(client: Any, record: Mapping[str, Any]) -> dict[str, Any]:
    response = client.post("/v1/hands/adjudicate", json=dict(record))
    assert response.status_code == 200, response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def replay(
    hands: Sequence[Sequence[str]], leader: int, tricks: Sequence[Sequence[str]], attack: set[int]
) -> list[tuple[list[int], list[list[str]]]]:
    """For each recorded trick: its seats (those holding cards, from its leader) and every hand before it."""
    in_hand = [list(hand) for hand in hands]
    players = len(in_hand)
    log: list[tuple[list[int], list[list[str]]]] = []
    sides: list[bool] = []
    for trick in tricks:
        seats = [seat for seat in ((leader + offset) % players for offset in range(players)) if in_hand[seat]]
        log.append((seats, [list(hand) for hand in in_hand]))
        for seat, card in zip(seats, trick, strict=False):
            in_hand[seat].remove(card)
        last = not any(in_hand)
        excuse_wins = last and bool(sides) and all(side == (seats[0] in attack) for side in sides)
        winner = seats[winner_position(trick, excuse_wins)]
        sides.append(winner in attack)
        leader = winner
    return log


def find_revoke(
    hands: Sequence[Sequence[str]], leader: int, tricks: Sequence[Sequence[str]], attack: set[int],
    offenders: set[int], winner_side: bool | None = None,
) -> tuple[int, int, str] | None:
    """A (trick, position, card) where an offender who followed suit could have trumped or discarded instead
    (a revoke), in a trick where everybody followed the led plain suit; ``winner_side``: the side the trick
    must then go to (True: the attack)."""
    log = replay(hands, leader, tricks, attack)
    for index, (trick, (seats, before)) in enumerate(zip(tricks, log, strict=True)):
        led = trick[0]
        if led == EXCUSE or led.endswith("T") or index == len(tricks) - 1:
            continue
        suit = led[-1]
        if not all(card[-1] == suit and card != EXCUSE for card in trick):
            continue
        for position in range(1, len(trick)):
            seat = seats[position]
            if seat not in offenders:
                continue
            held = sorted(before[seat], key=parse_card)
            trumps = [card for card in held if card.endswith("T") and card != EXCUSE]
            discards = [card for card in held if card[-1] not in (suit, "T", "X")]
            for alternative in (trumps[:1] if winner_side is not True else []) + discards[:1]:
                mutated = [*trick[:position], alternative, *trick[position + 1:]]
                winner = seats[winner_position(mutated)]
                if winner_side is None or (winner in attack) == winner_side:
                    return index, position, alternative
    return None


def with_revoke(
    hands: Sequence[Sequence[str]], leader: int, tricks: Sequence[Sequence[str]], attack: set[int],
    revoke: tuple[int, int, str], default: Chooser = lowest,
) -> list[list[str]]:
    """The same play up to the revoke, the revoke, then every later card legal again."""
    index, position, card = revoke
    forced = {number: list(trick) for number, trick in enumerate(tricks[:index])}
    forced[index] = [*tricks[index][:position], card, *tricks[index][position + 1:]]
    return play_out(hands, leader, attack, default=default, forced=forced)


def complete_hand(rng: random.Random, players: int) -> GeneratedHand:
    """A random legal hand played to its end (the generator's all-passed deals drawn again)."""
    while True:
        hand = generate_hand(rng, players)
        if hand.expected.status == "complete":
            return hand


def tricks_up_to(rng: random.Random, tricks: Sequence[Sequence[str]], cut: int, players: int) -> list[list[str]]:
    """The first ``cut`` tricks, then, one time in two, the first cards of the next: where a claim may stop."""
    kept = [list(trick) for trick in tricks[:cut]]
    if rng.random() < 0.5:
        kept.append(list(tricks[cut][: rng.randrange(1, players)]))
    return kept


def fft(**options: Any) -> dict[str, Any]:
    return {**FFT, **options}


def ruling_of(client: FlaskClient, record: dict[str, Any]) -> dict[str, Any]:
    verdict = post(client, record)
    ruling: dict[str, Any] = verdict["ruling"]
    assert ruling is not None, verdict["violations"]
    return ruling
