"""The summary checks (french/summaries.py) against the judge on the hands random deals almost never give:
chelems for either side, a lone Petit kept like the Excuse (petit_sec: imprenable or excuse_that_cuts), the
Excuse held to the last trick, with or without excuse_last_trick: to_trick_winner, at every contract.

Each hand is dealt and played by the rules of my own model (generator.py), rigged for those cases; the
judge's verdict on it gives the score keeper's summary, which POST /v1/scores must accept and score as the
verdict did. A hand the judge finds not legal and complete (a rigging my model plays differently from the
engine, e.g. a lone Petit that cuts) is drawn again: the property is about the summary checks, not the play.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given

from .generator import (
    DECK,
    DOG_SIZE,
    EXCUSE,
    HAND_SIZE,
    PETIT,
    PLAIN_CARDS,
    is_king,
    is_plain,
    is_trump,
    legal_cards,
    rank_of,
    trick_winner_position,
)
from .property_settings import SEEDS, tarot_settings

CONTRACTS = ("petite", "garde", "garde_sans", "garde_contre")


def _give(hands: list[list[str]], dog: list[str], seat: int, card: str, keep: set[str]) -> None:
    """Move ``card`` into ``seat``'s hand, swapping it with one of that hand's cards not in ``keep``."""
    if card in hands[seat]:
        return
    owner = next((hand for hand in hands if card in hand), dog)
    spare = next(other for other in hands[seat] if other not in keep)
    owner[owner.index(card)], hands[seat][hands[seat].index(spare)] = spare, card


def _deal(rng: random.Random, players: int, options: dict[str, Any],
          taker: int) -> tuple[list[list[str]], list[str], set[str]]:
    """Hands and dog, rigged for a chelem of either side or not, and perhaps a lone Petit (returned as the
    cards that follow the Excuse's rules)."""
    cards = list(DECK)
    rng.shuffle(cards)
    size = HAND_SIZE[players]
    hands = [cards[seat * size:(seat + 1) * size] for seat in range(players)]
    dog = cards[players * size:]
    rig = rng.choice(("attack_chelem", "defence_chelem", "none"))
    if rig == "attack_chelem":  # the taker holds the highest trumps and the kings, perhaps the Excuse
        wanted = ([EXCUSE] if rng.random() < 0.5 else []) + [f"{n}T" for n in range(21, 1, -1)]
        wanted = (wanted + [card for card in PLAIN_CARDS if is_king(card)])[:size - rng.randrange(3)]
        for card in wanted:
            _give(hands, dog, taker, card, set(wanted))
    elif rig == "defence_chelem":  # the taker holds the lowest plain cards, perhaps the Excuse
        wanted = ([EXCUSE] if rng.random() < 0.5 else []) + sorted(PLAIN_CARDS, key=rank_of)
        wanted = wanted[:size]
        for card in wanted:
            _give(hands, dog, taker, card, set(wanted))
    lone = None
    if options.get("petit_sec") in ("imprenable", "excuse_that_cuts") and rng.random() < 0.8:
        others = [seat for seat in range(players) if seat != taker]
        lone = taker if rng.random() < 0.3 else rng.choice(others)  # the taker's kept Petit: a defence chelem
        _give(hands, dog, lone, PETIT, {PETIT})
        for card in [card for card in hands[lone] if (is_trump(card) and card != PETIT) or card == EXCUSE]:
            elsewhere = next((hand for hand in hands if hand is not hands[lone]
                              and any(is_plain(other) for other in hand)), None)
            if elsewhere is None:
                break
            plain = rng.choice([other for other in elsewhere if is_plain(other)])
            hands[lone][hands[lone].index(card)], elsewhere[elsewhere.index(plain)] = plain, card
    trump_like = [card for card in hands[lone] if is_trump(card) or card == EXCUSE] if lone is not None else []
    lone_petits = {PETIT} if trump_like == [PETIT] else set()
    return hands, dog, lone_petits


def _play(rng: random.Random, record: dict[str, Any], in_play: list[list[str]], taker: int,
          excuse_like: set[str]) -> None:
    players = record["players"]
    hold_to_last = {seat for seat in range(players) if rng.random() < 0.4}
    leader = (record["dealer"] + 1) % players
    tricks: list[list[str]] = []
    for index in range(len(in_play[0])):
        trick: list[str] = []
        for position in range(players):
            seat = (leader + position) % players
            hand = in_play[seat]
            kept = [card for card in hand if card in excuse_like]
            if len(kept) < len(hand):  # the kept card may be played at any time, like the Excuse
                allowed = legal_cards([card for card in hand if card not in excuse_like], trick) + kept
            else:
                allowed = list(hand)
            if seat in hold_to_last and len(hand) > 1:
                allowed = [card for card in allowed if card not in (EXCUSE, *excuse_like)] or allowed
            if seat == taker:  # a strong taker leads his highest trump: chelems happen
                card = max(allowed, key=lambda c: (is_trump(c), rank_of(c) if c != EXCUSE else -1))
            else:
                card = rng.choice(allowed)
            hand.remove(card)
            trick.append(card)
        if index < len(in_play[0]) - 1:  # a lone Petit played on wins no trick, like the Excuse
            as_judged = [EXCUSE if card in excuse_like else card for card in trick]
            leader = (leader + trick_winner_position(as_judged)) % players
        tricks.append(trick)
    record["tricks"] = tricks


def draw_hand(rng: random.Random, players: int) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if rng.random() < 0.7:
        options["petit_sec"] = rng.choice(("imprenable", "excuse_that_cuts"))
    if rng.random() < 0.5:
        options["excuse_last_trick"] = "to_trick_winner"
    taker = rng.randrange(players)
    contract = rng.choice(CONTRACTS)
    hands, dog, excuse_like = _deal(rng, players, options, taker)
    dealer = (taker - 1) % players  # the taker leads the first trick
    auction = [{"seat": (dealer + 1 + n) % players, "call": contract if n == 0 else "pass"} for n in range(players)]
    record: dict[str, Any] = {"ruleset": "french-tarot", "players": players, "dealer": dealer,
                              "hands": [list(hand) for hand in hands], "dog": list(dog), "auction": auction,
                              "declarations": [], "options": options}
    in_play = [list(hand) for hand in hands]
    if players == 5:  # the taker calls a king he does not hold, else plays alone with one of his own
        kings = [card for card in PLAIN_CARDS if is_king(card) and card not in hands[taker]] or \
            [card for card in PLAIN_CARDS if is_king(card)]
        record["called_card"] = rng.choice(kings)
    if contract in ("petite", "garde"):
        pool = in_play[taker] + dog
        discardable = [card for card in pool if is_plain(card) and not is_king(card)]
        if len(discardable) < DOG_SIZE[players]:
            return {}
        discard = rng.sample(discardable, DOG_SIZE[players])
        record["discard"] = discard
        in_play[taker] = [card for card in pool if card not in discard]
    _play(rng, record, in_play, taker, excuse_like)
    return record


def summary_of(record: dict[str, Any], verdict: dict[str, Any]) -> dict[str, Any]:
    attack = set(verdict["result"]["attack"])
    winners = [trick["winner"] for trick in verdict["tricks"]]
    chelem = "attack" if all(w in attack for w in winners) else "defence" if not any(w in attack for w in winners) \
        else None
    petit_au_bout = verdict["score"]["petit_au_bout"]
    return {
        "ruleset": "french-tarot",
        "players": record["players"],
        "taker": verdict["taker"],
        "partner": verdict["partner"],
        "contract": verdict["contract"],
        "attack_points": verdict["result"]["attack_points"],
        "oudlers": verdict["result"]["oudlers"],
        "petit_au_bout": None if not petit_au_bout else "attack" if petit_au_bout > 0 else "defence",
        "poignees": [],
        "chelem": {"announced": False, "won_by": chelem},
        "options": record["options"],
    }


@pytest.mark.parametrize("players", [3, 4, 5])
@tarot_settings(max_examples=400)
@given(seed=SEEDS)
def test_the_summary_of_a_judged_hard_case_is_accepted_and_scores_like_the_record(adjudicate, score_summary,
                                                                                 players, seed):
    rng = random.Random(seed)
    for _ in range(200):
        record = draw_hand(rng, players)
        if not record:
            continue
        verdict = adjudicate(record)
        if verdict["legal"] and verdict["status"] == "complete":
            break
    else:
        pytest.fail("no legal complete hand in 200 draws")
    scored = score_summary(summary_of(record, verdict))
    assert scored["result"] == verdict["result"]
    assert scored["score"] == verdict["score"]
