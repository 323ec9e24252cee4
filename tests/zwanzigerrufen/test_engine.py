"""The engine's own door, for what the wire never lets through: cards outside the pack, unknown calls."""

from __future__ import annotations

import json
from pathlib import Path

from service.core.cards import parse_card
from service.zwanzigerrufen.auction import calls, parse_call
from service.zwanzigerrufen.deal import called_card_of, redeal_reasons
from service.zwanzigerrufen.deck import DECK, POINTS, TOTAL_POINTS
from service.zwanzigerrufen.judge import judge
from service.zwanzigerrufen.record import Call, HandRecord
from service.zwanzigerrufen.rules import zwanzigerrufen_rules

DEAL_A = json.loads((Path(__file__).parent / "golden" / "deals.json").read_text(encoding="utf-8"))[0]["record"]
HANDS = tuple(tuple(parse_card(code) for code in hand) for hand in DEAL_A["hands"])


def test_the_pack() -> None:
    assert len(DECK) == 40
    assert TOTAL_POINTS == sum(POINTS.values()) == 88
    assert sum(1 for card in DECK if card >= parse_card("1T")) == 20


def test_every_listed_call_parses() -> None:
    for call in calls():
        assert parse_call(call) is not None
        assert parse_call(call.upper()) == parse_call(call)
    for call in ("", "weiter", "kontra:", "kontra:game", "re:trull", "garde", "pass:absolut"):
        assert parse_call(call) is None


def test_called_card() -> None:
    assert called_card_of([parse_card(code) for code in ("20T", "19T", "KS")]) == parse_card("18T")
    assert called_card_of([parse_card(code) for code in ("20T", "19T", "18T", "17T", "16T")]) is None
    assert called_card_of([]) == parse_card("20T")


def test_no_redeal_for_two_trull_pieces_and_a_redeal_for_a_lone_skus() -> None:
    suits = [card for card in DECK if card < parse_card("1T")]
    tarocks = [card for card in DECK if card >= parse_card("1T")]
    pair = [parse_card("1T"), parse_card("21T")]
    rest = [card for card in tarocks if card not in pair]
    hands = [pair + suits[:8], rest[:6] + suits[8:12], rest[6:12] + suits[12:16], rest[12:] + suits[16:]]
    assert [len(hand) for hand in hands] == [10, 10, 10, 10]
    assert redeal_reasons(hands, zwanzigerrufen_rules()) == []
    lone = [[parse_card("EX"), *suits[:9]], rest[:6] + pair[:1] + suits[9:12], rest[6:11] + pair[1:] + suits[12:16],
            rest[11:17] + suits[16:]]
    assert sorted(card for hand in lone for card in hand) == sorted(DECK)
    assert redeal_reasons(lone, zwanzigerrufen_rules()) == [(0, "seat 1's only tarock is EX")]


def test_a_card_outside_the_pack_and_an_unknown_call() -> None:
    hands = (tuple(parse_card(code) for code in ["2S", *DEAL_A["hands"][0][1:]]), *HANDS[1:])
    record = HandRecord(dealer=0, hands=hands, auction=(Call(1, "rufer"), Call(2, "weiter")))
    verdict = judge(record, zwanzigerrufen_rules())
    codes = [violation.code for violation in verdict.violations]
    assert codes == ["card_not_in_deck", "card_missing", "unknown_call"]
    assert verdict.violations[2].pointer == "/auction/1/call"
