"""One fault swapped into a random legal hand (tests/property/generator.py), with what the digest says the
referee must do: a revoke, an écart one card too many or too few, a king in the écart, a misdeal between two
defenders, an exposed card, a defender's poignée shown late, at 3, 4 and 5 players.

``mutated_case(name, players, seed)`` draws one; ``CASES`` lists every fault at every table size.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tests.arbitration.build_records import Played, play_winner
from tests.property.generator import (
    EXCUSE,
    OUDLERS,
    GeneratedHand,
    generate_hand,
    is_king,
    is_petit_sec,
    is_plain,
    led_suit,
    legal_cards,
    option,
    suit_of,
)


@dataclass
class Case:
    """A legal hand with one fault swapped in, and what the digest says the referee must do."""

    record: dict[str, Any]
    players: int
    attack: frozenset[int]
    contract: str
    offender: str | None  # "attack" | "defence" | None (a misdeal: nobody's side)
    annul_when: Callable[[bool], bool]
    """Given whether the taker made his contract on the adjusted cards: is the deal annulled?"""
    at_play: list[list[str]]
    transfer: int | None = None  # the revoke trick, to go to the other side if the offender won it
    extra_ecart: int = 0  # +1: one card too many in the écart; -1: one too few
    counted: Callable[[bool], bool] = lambda made: True
    """Whether the faulty poignée (if any) counts, given whether the taker made his contract."""
    faulty_poignee: int | None = None  # the seat whose poignée is faulty


def walk(case: Case, tricks: list[list[str]]) -> Played:
    """Who played and won each trick, a seat without cards being skipped (rules §6, digest §3.4)."""
    hands = [list(hand) for hand in case.at_play]
    players = case.players
    leader = (case.record["dealer"] + 1) % players
    played = Played([], [], [])
    for trick in tricks:
        seats = [seat for seat in ((leader + offset) % players for offset in range(players)) if hands[seat]]
        for seat, card in zip(seats, trick, strict=True):
            hands[seat].remove(card)
        sides = [winner in case.attack for winner in played.winners]
        took_all = bool(sides) and all(side == (seats[0] in case.attack) for side in sides)
        winner = play_winner(trick, seats, not any(hands), took_all)
        played.tricks.append(trick)
        played.seats.append(seats)
        played.winners.append(winner)
        leader = winner
    return played


# -- the faults ---------------------------------------------------------------------------------------------


def base(hand: GeneratedHand) -> tuple[dict[str, Any], int, str, frozenset[int]] | None:
    record, expected = hand.record, hand.expected
    if expected.status != "complete" or expected.chelem_side is not None:
        return None
    if any(d["type"] == "chelem" for d in record.get("declarations") or []):
        return None
    assert expected.taker is not None and expected.contract is not None
    options = {**(record.get("options") or {}), "arbitration": "fft"}
    return {**record, "options": options}, expected.taker, expected.contract, expected.attack


def replay_from(case_record: dict[str, Any], at_play: list[list[str]], attack: frozenset[int], players: int,
                kept: list[list[str]], rng: random.Random) -> list[list[str]]:
    """The recorded tricks ``kept`` (the last may be partial), then random legal cards to the end."""
    hands = [list(hand) for hand in at_play]
    leader = (case_record["dealer"] + 1) % players
    tricks: list[list[str]] = []
    sides: list[bool] = []
    pending = [list(trick) for trick in kept]
    called = case_record.get("called_card") if players == 5 else None
    forbidden = option(case_record, "called_suit_first_lead") == "forbidden"
    banned = suit_of(called) if called is not None and forbidden else None
    while any(hands):
        seats = [seat for seat in ((leader + offset) % players for offset in range(players)) if hands[seat]]
        trick = pending.pop(0) if pending else []
        for seat in seats[: len(trick)]:
            hands[seat].remove(trick[seats.index(seat)])
        for seat in seats[len(trick):]:
            allowed = legal_cards(hands[seat], trick)
            if not tricks and banned is not None and led_suit(trick) is None:
                # 5 players: the first trick's suit may not be the called suit unless by the called card.
                allowed = [c for c in allowed if c == EXCUSE or c == called or suit_of(c) != banned] or allowed
            card = rng.choice(allowed)
            hands[seat].remove(card)
            trick.append(card)
        took_all = bool(sides) and all(side == (seats[0] in attack) for side in sides)
        winner = play_winner(trick, seats, not any(hands), took_all)
        sides.append(winner in attack)
        tricks.append(trick)
        leader = winner
    return tricks


def revoke(hand: GeneratedHand, rng: random.Random) -> Case | None:
    found = base(hand)
    if found is None:
        return None
    record, taker, contract, attack = found
    players = record["players"]
    choices = [(play, card) for play in hand.plays if play.position > 0
               for card in play.hand_before if card not in legal_cards(list(play.hand_before), list(play.trick_before))]
    if not choices:
        return None
    play, card = rng.choice(choices)
    kept = [list(trick) for trick in record["tricks"][: play.trick]] + [[*play.trick_before, card]]
    at_play = [list(h) for h in hand.hands_at_play]
    tricks = replay_from(record, at_play, attack, players, kept, rng)
    offender = "attack" if play.seat in attack else "defence"
    return Case({**record, "tricks": tricks}, players, attack, contract, offender,
                lambda made, side=offender: made == (side == "attack"), at_play, transfer=play.trick)


def _plain_ecart(hand: GeneratedHand) -> tuple[dict[str, Any], int, str, frozenset[int], list[str],
                                              list[list[str]]] | None:
    """A petite or a garde whose écart is all plain cards: the record, taker, contract, attack, a copy of the
    écart and of the hands at play, ready to be changed; None for any other hand."""
    found = base(hand)
    if found is None or found[2] not in ("petite", "garde"):
        return None
    record, taker, contract, attack = found
    discard = list(record["discard"])
    if any(not is_plain(card) for card in discard):
        return None
    return record, taker, contract, attack, discard, [list(h) for h in hand.hands_at_play]


def ecart_count(hand: GeneratedHand, rng: random.Random) -> Case | None:
    found = _plain_ecart(hand)
    if found is None:
        return None
    record, taker, contract, attack, discard, at_play = found
    players = record["players"]
    if rng.random() < 0.5:
        spare = [card for card in at_play[taker] if is_plain(card) and not is_king(card)]
        if not spare:
            return None
        card = rng.choice(spare)
        at_play[taker].remove(card)
        discard.append(card)
        extra = 1
    else:
        card = rng.choice(discard)
        discard.remove(card)
        at_play[taker].append(card)
        extra = -1
    mutated = {**record, "discard": discard}
    mutated["tricks"] = replay_from(mutated, at_play, attack, players, [], rng)
    return Case(mutated, players, attack, contract, "attack", lambda made: made, at_play, extra_ecart=extra)


def ecart_king(hand: GeneratedHand, rng: random.Random) -> Case | None:
    found = _plain_ecart(hand)
    if found is None:
        return None
    record, taker, contract, attack, discard, at_play = found
    players = record["players"]
    kings = [card for card in at_play[taker] if is_king(card)]
    if not kings or not discard:
        return None
    king, back = rng.choice(kings), rng.choice(discard)
    discard[discard.index(back)] = king
    at_play[taker][at_play[taker].index(king)] = back
    mutated = {**record, "discard": discard}
    mutated["tricks"] = replay_from(mutated, at_play, attack, players, [], rng)
    return Case(mutated, players, attack, contract, "attack", lambda made: made, at_play)


def misdeal(hand: GeneratedHand, rng: random.Random) -> Case | None:
    found = base(hand)
    if found is None:
        return None
    record, taker, contract, attack = found
    players = record["players"]
    defenders = [seat for seat in range(players) if seat not in attack]
    declared = {card for d in record.get("declarations") or [] for card in d.get("cards", [])}
    declaring = {d["seat"] for d in record.get("declarations") or []}
    giver, receiver = rng.sample(defenders, 2) if len(defenders) > 1 else (None, None)
    if giver is None or giver in declaring or receiver in declaring:
        return None
    movable = [card for card in record["hands"][giver] if card not in declared and card != record.get("called_card")]
    if not movable:
        return None
    card = rng.choice(movable)
    hands = [list(h) for h in record["hands"]]
    hands[giver].remove(card)
    hands[receiver].append(card)
    if any(is_petit_sec(h) for h in hands):
        return None
    at_play = [list(h) for h in hand.hands_at_play]
    at_play[giver].remove(card)
    at_play[receiver].append(card)
    mutated = {**record, "hands": hands}
    mutated["tricks"] = replay_from(mutated, at_play, attack, players, [], rng)
    return Case(mutated, players, attack, contract, None, lambda made: not made, at_play)


def exposure(hand: GeneratedHand, rng: random.Random) -> Case | None:
    found = base(hand)
    if found is None:
        return None
    record, taker, contract, attack = found
    players = record["players"]
    plays = [play for play in hand.plays if play.seat != taker]
    play = rng.choice(plays)
    honours = [card for card in play.hand_before if card in OUDLERS or is_king(card)]
    card = rng.choice(honours if honours and rng.random() < 0.5 else play.hand_before)
    side = "attack" if play.seat in attack else "defence"
    important = card in OUDLERS or is_king(card)
    event = {"type": "card_exposed", "seat": play.seat, "cards": [card], "trick": play.trick}
    return Case({**record, "events": [event]}, players, attack, contract, side if important else None,
                (lambda made, side=side: made == (side == "attack")) if important else (lambda made: False),
                [list(h) for h in hand.hands_at_play])


def poignee_late(hand: GeneratedHand, rng: random.Random) -> Case | None:
    found = base(hand)
    if found is None:
        return None
    record, taker, contract, attack = found
    players = record["players"]
    shown = [d for d in record.get("declarations") or [] if d["type"] == "poignee" and d["seat"] not in attack]
    if not shown:
        return None
    seat = rng.choice(shown)["seat"]
    first = next(play for play in hand.plays if play.seat == seat)
    cards_before = first.trick * players + first.position
    late = rng.randrange(cards_before + 2, players * len(record["tricks"]))
    event = {"type": "poignee_shown", "seat": seat, "at_card": late}
    return Case({**record, "events": [event]}, players, attack, contract, "defence", lambda made: not made,
                [list(h) for h in hand.hands_at_play], counted=lambda made: made, faulty_poignee=seat)


FAULTS: dict[str, Callable[[GeneratedHand, random.Random], Case | None]] = {
    "revoke": revoke, "ecart_count": ecart_count, "ecart_king": ecart_king, "misdeal": misdeal,
    "exposure": exposure, "poignee_late": poignee_late,
}


def mutated_case(name: str, players: int, seed: int) -> Case:
    rng = random.Random(seed)
    for _ in range(500):
        hand = generate_hand(rng, players)
        case = FAULTS[name](hand, rng)
        if case is None:
            continue
        played = walk(case, case.record["tricks"])
        sides = {winner in case.attack for winner in played.winners}
        if len(sides) == 1 or EXCUSE in played.tricks[-1] and len(played.tricks[-1]) == 1:
            continue  # a chelem (not scored here), or the Excuse alone in a lone last trick
        return case
    raise AssertionError(f"no generated hand admits {name} with {players} players")


CASES = [(name, players) for name in FAULTS for players in (3, 4, 5)]
