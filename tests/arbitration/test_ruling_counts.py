"""A ruled hand counts its cards as the judge does, with the options that narrow the Petit au bout to one
seat's cards: ``petit_au_bout_for: taker_only`` (seed 001, the taker's own Petit) and
``petit_au_bout_chelem: announcer_excuse_last`` (seed 002, the announcer's Excuse in the last trick). A
defender's minor exposure (a warning) brings the ruling; the deal is scored as played."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.arbitration.deals import PETIT_KEEPER, WEAK, Deal, deal, honours_first
from tests.arbitration.helpers import Chooser, fft, play_out, replay, ruling_of


def keeping(*last: str) -> Chooser:
    """Keeps ``last`` for the last tricks (the first of them to the very last), honours first otherwise."""
    def choose(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
        kept = [card for card in legal if card not in last[:len(hand) - 1]] or legal
        return honours_first(seat, hand, trick, kept)
    return choose


def with_minor_exposure(base: Deal, tricks: list[list[str]], seat: int, **options: Any) -> dict[str, Any]:
    held = replay(base.at_play, 0, tricks, {0})[2][1][seat]
    low = next(card for card in held if card[0] in "23456" and not card.endswith("T"))
    return {**base.record(tricks), "options": fft(**options),
            "events": [{"type": "card_exposed", "seat": seat, "cards": [low], "trick": 2}]}


def test_a_ruled_chelem_counts_the_petit_au_bout_of_the_announcer_who_played_the_excuse_last(
        client: FlaskClient) -> None:
    """Seed 002: the taker who announced a chelem and plays the Excuse to the last trick has his Petit au bout
    in the trick before it. Here he keeps the Excuse for the last trick and the Petit for the one before."""
    base = deal(PETIT_KEEPER)
    tricks = play_out(base.at_play, 0, {0}, choosers={0: keeping("EX", "1T")})
    assert tricks[-1][0] == "EX" and tricks[-2][0] == "1T"
    record = with_minor_exposure(base, tricks, 1, petit_au_bout_chelem="announcer_excuse_last")
    record["declarations"] = [{"seat": 0, "type": "chelem"}]
    ruling = ruling_of(client, record)
    assert ruling["outcome"] == "scored" and ruling["result"] == ruling["raw_result"]
    assert ruling["score"]["chelem"] == 400 and ruling["score"]["petit_au_bout"] > 0
    assert sum(ruling["score"]["deltas"]) == 0


def test_a_ruled_hand_counts_no_petit_au_bout_of_the_defence_when_only_the_takers_counts(
        client: FlaskClient) -> None:
    """Seed 001: "uniquement si vous êtes le preneur". A defender keeps the Petit for the last trick, which the
    defence wins: with the FFT default that is the defence's Petit au bout, with ``taker_only`` nobody's."""
    base = deal(WEAK)
    holder = next(seat for seat, hand in enumerate(base.at_play) if "1T" in hand)
    tricks = play_out(base.at_play, 0, {0}, choosers={holder: keeping("1T")})
    assert "1T" in tricks[-1]
    either = ruling_of(client, with_minor_exposure(base, tricks, 2 if holder == 1 else 1))
    assert either["score"]["petit_au_bout"] != 0
    record = with_minor_exposure(base, tricks, 2 if holder == 1 else 1, petit_au_bout_for="taker_only")
    only = ruling_of(client, record)
    assert only["outcome"] == "scored" and only["score"]["petit_au_bout"] == 0
    assert only["score"]["deltas"] != either["score"]["deltas"] and sum(only["score"]["deltas"]) == 0
