"""Builds the records of tests/arbitration/records/: the worked examples of the arbitration digest (§7.5).

The digest spells out only each example's faulty trick (or écart, poignée, deal) and states the other
totals as inputs ("raw: 47 points, 2 oudlers, petit au bout"). So each example here is a *spec*: the
cards the digest names, fixed where it puts them, and a check on the totals it states. A seeded search
deals the other cards at random and plays every other card legally (tests/property/generator.py's model
of the rules, not the engine) until a complete record meets the spec; the count that checks it is
written here, from the rules. The expected numbers of each file are the digest's literals, copied by
hand into ``EXPECTED``; they are NOT computed.

Run from the repository root: python -m tests.arbitration.build_records
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.property.generator import (
    DECK,
    EXCUSE,
    OUDLERS,
    PETIT,
    half_points,
    is_king,
    is_petit_sec,
    is_plain,
    is_trump,
    legal_cards,
    trick_winner_position,
)

HERE = Path(__file__).resolve().parent / "records"
SUIT = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def card(text: str) -> str:
    """The digest's notation (♦K, T6, Exc) → a wire code."""
    if text == "Exc":
        return EXCUSE
    if text.startswith("T"):
        return text[1:] + "T"
    return text[1:] + SUIT[text[0]]


def cards(text: str) -> list[str]:
    return [card(item) for item in text.split()]


def trumps(low: int, high: int) -> list[str]:
    return [f"{number}T" for number in range(low, high + 1)]


# -- an independent count -------------------------------------------------------------------------------


@dataclass
class Played:
    tricks: list[list[str]]
    seats: list[list[int]]
    winners: list[int]


def play_winner(trick: Sequence[str], seats: Sequence[int], last: bool, took_all: bool) -> int:
    if last and took_all and trick[0] == EXCUSE:
        return seats[0]
    if all(c == EXCUSE for c in trick):
        return seats[0]
    return seats[trick_winner_position(trick)]


def count(played: Played, attack: set[int], kept_attack: Sequence[str], kept_defence: Sequence[str]
          ) -> dict[str, Any]:
    """Half points and oudlers of the attack, petit au bout, chelem: rules §7 (the Excuse kept by its
    side for a low card; in the last trick it changes side unless its side took every trick)."""
    half = {True: sum(half_points(c) for c in kept_attack), False: sum(half_points(c) for c in kept_defence)}
    oudlers = {True: sum(c in OUDLERS for c in kept_attack), False: sum(c in OUDLERS for c in kept_defence)}
    sides = [winner in attack for winner in played.winners]
    last = len(played.tricks) - 1
    for index, (trick, seats) in enumerate(zip(played.tricks, played.seats, strict=True)):
        side = sides[index]
        for position, c in enumerate(trick):
            if c != EXCUSE:
                half[side] += half_points(c)
                oudlers[side] += c in OUDLERS
                continue
            owner = seats[position] in attack
            if index == last and not all(s == owner for s in sides):
                half[not owner] += 9
                oudlers[not owner] += 1
            else:
                half[owner] += 9
                oudlers[owner] += 1
                if owner != side:
                    half[owner] -= 1
                    half[side] += 1
    pab = None
    if PETIT in played.tricks[-1]:
        pab = "attack" if sides[-1] else "defence"
    chelem = all(sides) or not any(sides)
    return {"half": half[True], "oudlers": oudlers[True], "pab": pab, "chelem": chelem}


def trick_points(trick: Sequence[str]) -> float:
    return sum(half_points(c) for c in trick) / 2


# -- the search ---------------------------------------------------------------------------------------


class Retry(Exception):
    pass


@dataclass
class Spec:
    name: str
    example: str
    description: str
    contract: str
    fixed: dict[int, list[str]]
    forced: dict[int, tuple[int, list[str]]] = field(default_factory=dict)
    """trick index → (its leader, its cards as the record has them)."""
    last: dict[int, list[str]] = field(default_factory=dict)
    """seat → cards it keeps for its very last tricks."""
    hold: dict[int, tuple[int, list[str]]] = field(default_factory=dict)
    """seat → (trick, cards it does not play before that trick unless it must): e.g. the suit of a revoke."""
    dog: list[str] | None = None
    discard: list[str] | None = None
    """The écart (its size and content decide a faux écart); default: six low plain cards."""
    hand_sizes: dict[int, int] = field(default_factory=dict)
    avoid_dog: list[str] = field(default_factory=list)
    exclude: dict[int, list[str]] = field(default_factory=dict)
    """seat → cards it must not be dealt (beyond its fixed ones)."""
    declarations: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=lambda: {"arbitration": "fft"})
    check: Callable[[Played, dict[str, Any], dict[int, list[str]]], bool] = lambda played, counted, hands: True
    taker: int = 0
    dealer: int = 3
    attack: tuple[int, ...] = (0,)
    bias: float = 0.5
    """How often a seat plays its highest legal card rather than a random one."""


def build(spec: Spec, seed: int, attempts: int = 200_000) -> dict[str, Any]:
    rng = random.Random(seed)
    for _ in range(attempts):
        try:
            return attempt(spec, rng)
        except Retry:
            continue
    raise SystemExit(f"{spec.name}: no record found")


def attempt(spec: Spec, rng: random.Random) -> dict[str, Any]:
    players = 4
    sizes = {seat: spec.hand_sizes.get(seat, 18) for seat in range(players)}
    hands = {seat: list(spec.fixed.get(seat, [])) for seat in range(players)}
    used = {c for hand in hands.values() for c in hand}
    dog = list(spec.dog) if spec.dog is not None else []
    used |= set(dog)
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    if spec.dog is None:
        allowed = [c for c in rest if c not in spec.avoid_dog]
        dog = allowed[:6]
        rest = [c for c in rest if c not in dog]
    for seat in sorted(range(players), key=lambda seat: -len(spec.exclude.get(seat, []))):
        need = sizes[seat] - len(hands[seat])
        if need < 0:
            raise SystemExit(f"{spec.name}: seat {seat} has too many fixed cards")
        excluded = set(spec.exclude.get(seat, []))
        given = [c for c in rest if c not in excluded][:need]
        if len(given) < need:
            raise Retry
        hands[seat] += given
        rest = [c for c in rest if c not in given]
    assert not rest and len(dog) == 6
    if any(is_petit_sec(hand) for hand in hands.values()):
        raise Retry
    taker = spec.taker
    contract = spec.contract
    in_play = {seat: list(hand) for seat, hand in hands.items()}
    if contract in ("petite", "garde"):
        taker_cards = hands[taker] + dog
        if spec.discard is not None:
            discard = list(spec.discard)
            if any(c not in taker_cards for c in discard):
                raise Retry
        else:
            low = [c for c in taker_cards if is_plain(c) and not is_king(c) and half_points(c) == 1
                   and c not in spec.fixed.get(taker, []) and c not in _forced_cards(spec, taker)]
            if len(low) < 6:
                raise Retry
            rng.shuffle(low)
            discard = low[:6]
        in_play[taker] = [c for c in taker_cards if c not in discard]
    else:
        discard = []
    at_play = {seat: list(hand) for seat, hand in in_play.items()}
    played = play(spec, in_play, rng)
    if spec.contract == "garde_contre":
        kept_attack, kept_defence = [], dog
    elif spec.contract == "garde_sans":
        kept_attack, kept_defence = dog, []
    else:
        kept_attack, kept_defence = discard, []
    counted = count(played, set(spec.attack), kept_attack, kept_defence)
    if counted["chelem"] or not spec.check(played, counted, at_play):
        raise Retry
    order = [(spec.dealer + 1 + offset) % players for offset in range(players)]
    record: dict[str, Any] = {
        "ruleset": "french-tarot", "players": players, "options": spec.options, "dealer": spec.dealer,
        "hands": [hands[seat] for seat in range(players)], "dog": dog,
        "auction": [{"seat": seat, "call": contract if seat == taker else "pass"} for seat in order],
    }
    if discard:
        record["discard"] = discard
    if spec.declarations:
        record["declarations"] = spec.declarations
    record["tricks"] = played.tricks
    if spec.events:
        record["events"] = spec.events
    return record


def _forced_cards(spec: Spec, seat: int) -> set[str]:
    found = set(spec.last.get(seat, []))
    for leader, trick in spec.forced.values():
        for position, c in enumerate(trick):
            if (leader + position) % 4 == seat:
                found.add(c)
    return found


def play(spec: Spec, hands: dict[int, list[str]], rng: random.Random) -> Played:
    players = 4
    attack = set(spec.attack)
    always_reserved = {seat: _forced_cards(spec, seat) for seat in range(players)}
    played = Played([], [], [])
    leader = (spec.dealer + 1) % players
    index = 0
    while any(hands.values()):
        order = [(leader + offset) % players for offset in range(players)]
        seats = [seat for seat in order if hands[seat]]
        forced = spec.forced.get(index)
        if forced is not None and forced[0] != seats[0]:
            raise Retry
        trick: list[str] = []
        for position, seat in enumerate(seats):
            hand = hands[seat]
            legal = legal_cards(hand, trick)
            until, held = spec.hold.get(seat, (-1, []))
            reserved = always_reserved[seat] | (set(held) if index <= until else set())
            if forced is not None:
                c = forced[1][position]
                if c not in hand:
                    raise Retry
            else:
                free = [x for x in legal if x not in reserved]
                if not free:  # only the cards kept for the end may go: in their order
                    free = [x for x in spec.last.get(seat, []) if x in legal][:1]
                    if not free:
                        raise Retry
                c = max(free, key=_strength) if rng.random() < spec.bias else rng.choice(free)
            hand.remove(c)
            trick.append(c)
        last = not any(hands.values())
        sides = [winner in attack for winner in played.winners]
        took_all = bool(sides) and all(s == (seats[0] in attack) for s in sides)
        winner = play_winner(trick, seats, last, took_all)
        played.tricks.append(trick)
        played.seats.append(seats)
        played.winners.append(winner)
        leader = winner
        index += 1
    return played


def _strength(c: str) -> tuple[int, int]:
    from tests.property.generator import rank_of

    return (2 if is_trump(c) else 0 if c == EXCUSE else 1, rank_of(c))


def legal_except(played: Played, faults: Sequence[tuple[int, int]], hands: dict[int, list[str]]) -> bool:
    """Every card of ``played`` follows the play rules but the (trick, position) ``faults``."""
    held = {seat: list(hand) for seat, hand in hands.items()}
    for index, (trick, seats) in enumerate(zip(played.tricks, played.seats, strict=True)):
        for position, (c, seat) in enumerate(zip(trick, seats, strict=True)):
            legal = c in legal_cards(held[seat], trick[:position])
            if legal == ((index, position) in faults):
                return False
            held[seat].remove(c)
    return True


__all__ = ["HERE", "Played", "Spec", "build", "card", "cards", "count", "legal_except", "trick_points", "trumps"]


def write(name: str, example: str, description: str, record: dict[str, Any], expected: dict[str, Any]) -> None:
    HERE.mkdir(exist_ok=True)
    body = {"name": name, "example": example, "description": description, "request": record,
            "expected": expected}
    (HERE / f"{name}.json").write_text(json.dumps(body, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main(only: Sequence[str] = ()) -> None:
    from tests.arbitration.examples import EX13, EXAMPLES

    write(EX13["name"], EX13["example"], EX13["description"], EX13["request"], EX13["expected"])
    for spec, seed, expected, variants in EXAMPLES:
        if only and not any(name in spec.name for name in only):
            continue
        record = build(spec, seed)
        write(spec.name, spec.example, spec.description, record, expected)
        for suffix, options, variant_expected in variants:
            write(f"{spec.name}_{suffix}", spec.example, spec.description + f" Options {options}.",
                  {**record, "options": {**record["options"], **options}}, variant_expected)
        print(spec.name, "ok")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
