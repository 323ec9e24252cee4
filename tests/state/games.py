"""Random French Tarot hands played through the state API (service/state), with faults injected on request:
the builders of tests/state's modules and of the benchmark's game loop."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from service.state import FrenchTarotState

PLAIN_CARDS = [rank + suit for suit in "SHDC" for rank in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J",
                                                            "C", "Q", "K")]
DECK = [*PLAIN_CARDS, *(f"{number}T" for number in range(1, 22)), "EX"]


def legal_action(state: FrenchTarotState, rng: random.Random) -> None:
    """Takes one legal action at random: a call, the call of a card, the first cards of the écart, a card."""
    if state.phase == "auction":
        state.bid(rng.choice(state.legal_calls()))
    elif state.phase == "call":
        state.call_card(rng.choice(state.legal_called_cards()))
    elif state.phase == "ecart":
        state.discard(state.discardable_cards()[:state.ecart_size])
    else:
        state.play(rng.choice(state.legal_cards()))


def play_out(state: Any, rng: random.Random, act: Callable[[Any, random.Random], None] = legal_action) -> Any:
    """``state`` played to the end, ``act`` taking each action (French Tarot's ``legal_action`` by default)."""
    while state.phase != "over":
        act(state, rng)
    return state


@dataclass
class Injected:
    """The faults a referee's state was made to keep: each violation as ``why_not_*`` told it beforehand."""

    violations: list[dict[str, Any]] = field(default_factory=list)


def illegal_action(state: FrenchTarotState, rng: random.Random) -> tuple[str, Any] | None:
    """An action the rules forbid now, as (method, argument), or None when this position offers none."""
    if state.phase == "auction":
        turn = state.turn
        others = [seat for seat in range(len(state.record()["hands"])) if seat != turn]
        if state.contract is not None and rng.random() < 0.5:
            return ("bid", (state.contract, None))
        return ("bid", ("garde", rng.choice(others)))
    if state.phase == "call":
        allowed = set(state.legal_called_cards())
        return ("call_card", rng.choice([card for card in PLAIN_CARDS if card not in allowed] + ["10T"]))
    if state.phase == "ecart":
        kings = [card for card in state.hand(state.taker or 0) if card.startswith("K")]
        cards = state.discardable_cards()[:state.ecart_size]
        if kings:
            return ("discard", [kings[0], *cards[1:]])
        return ("discard", cards[:-1])
    if state.phase == "play":
        legal = set(state.legal_cards())
        turn = state.turn
        assert turn is not None
        playable = state.hand(turn) + state.face_up(turn)  # for two, the tops of its piles too
        held = [card for card in playable if card not in legal]
        if held:
            return ("play", rng.choice(held))
        if rng.random() < 0.3:
            return ("play", rng.choice([card for card in DECK if card not in playable]))
    return None


def why_not(state: FrenchTarotState, action: tuple[str, Any]) -> dict[str, Any] | None:
    method, argument = action
    if method == "bid":
        return state.why_not_bid(*argument)
    return {"call_card": state.why_not_call_card, "discard": state.why_not_discard,
            "play": state.why_not_play}[method](argument)


def take(state: FrenchTarotState, action: tuple[str, Any]) -> None:
    method, argument = action
    if method == "bid":
        state.bid(*argument)
    else:
        getattr(state, method)(argument)


def play_with_faults(state: FrenchTarotState, rng: random.Random, rate: float) -> Injected:
    """Plays ``state`` (a referee's) to the end, taking an illegal action instead of a legal one at ``rate``."""
    injected = Injected()
    while state.phase != "over":
        action = illegal_action(state, rng) if rng.random() < rate else None
        if action is None:
            legal_action(state, rng)
            continue
        violation = why_not(state, action)
        assert violation is not None, action
        injected.violations.append(violation)
        take(state, action)
    return injected


# -- Zwanzigerrufen -----------------------------------------------------------------------------------------


def zwanzigerrufen_legal_action(state: Any, rng: random.Random) -> None:
    if state.phase == "auction":
        state.bid(rng.choice(state.legal_calls()))
    else:
        state.play(rng.choice(state.legal_cards()))


def zwanzigerrufen_play_out(state: Any, rng: random.Random) -> Any:
    return play_out(state, rng, zwanzigerrufen_legal_action)


ZWANZIGERRUFEN_DECK = [*(rank + suit for suit in "SHDC" for rank in ("J", "C", "Q", "K")),
                       *(f"{number}T" for number in range(1, 22)), "EX"]


def zwanzigerrufen_illegal_action(state: Any, rng: random.Random) -> tuple[str, Any] | None:
    """("turn", calls) or ("play", card) the rules forbid now; None when none comes to hand."""
    if state.phase == "auction":
        legal = set(state.legal_calls())
        tried = ("pass", "rufer", "farbensolo", "solo", "kontra", "pagat", "re")
        others = [call for call in tried if call not in legal]
        return ("turn", [rng.choice(others)]) if others else None
    legal = set(state.legal_cards())
    held = [card for card in state.hand(state.turn) if card not in legal]
    if held:
        return ("play", rng.choice(held))
    return None
