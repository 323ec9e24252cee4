"""The deal's checks [spec §5.3] and the automatic redeal [§5.4], each violation and reason in full.

§5.3: "Four hands of ten cards, every card from the pack of §4.1, each card once." §5.4: "The same dealer
deals again if a player holds no tarock or exactly one (any tarock, Trull included), or all four Glatzen."
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from service.core.cards import card_code, parse_card
from service.i18n.texts import translate
from service.zwanzigerrufen.deal import check_deal, holder_of, redeal_reasons
from service.zwanzigerrufen.deck import DECK
from service.zwanzigerrufen.record import HandRecord
from service.zwanzigerrufen.rules import zwanzigerrufen_rules

DEAL_A = json.loads((Path(__file__).parent / "golden" / "deals.json").read_text(encoding="utf-8"))[0]["record"]


def test_every_fault_of_a_deal() -> None:
    hands = [[parse_card(code) for code in hand] for hand in DEAL_A["hands"]]
    hands[0] = hands[0][:9]  # 1D left out
    hands[1][0] = parse_card("2S")  # for 11T: a card of the French pack only
    hands[2][0] = parse_card("KS")  # for 18T: seat 1 holds KS too
    record = HandRecord(0, tuple(tuple(hand) for hand in hands))
    found = [(v.code, v.phase, v.message, v.pointer, v.seat, v.trick, None if v.card is None else card_code(v.card))
             for v in check_deal(record, zwanzigerrufen_rules())]
    assert found == [
        ("hand_size", "deal", "Seat 1 was dealt 9 cards; each of the 4 players gets 10.", "/hands/0", 0, None, None),
        ("card_not_in_deck", "deal", "2S is not a card of the 40-card Zwanzigerrufen pack.", "/hands/1/0", 1, None,
         "2S"),
        ("card_duplicated", "deal", "KS is dealt more than once.", "/hands/2/0", 2, None, "KS"),
        ("card_missing", "deal", "1D is in no hand.", "/hands", None, None, "1D"),
        ("card_missing", "deal", "11T is in no hand.", "/hands", None, None, "11T"),
        ("card_missing", "deal", "18T is in no hand.", "/hands", None, None, "18T"),
    ]


SUITS = [card for card in DECK if card < parse_card("1T")]
GLATZEN = [parse_card(code) for code in ("10S", "10C", "1H", "1D")]


@pytest.mark.parametrize(
    ("hand", "options", "reasons"),
    [
        ([card for card in SUITS if card not in GLATZEN][:10], {}, [(0, "seat 1 has no tarock")]),
        ([parse_card("4T"), *[card for card in SUITS if card not in GLATZEN][:9]], {},
         [(0, "seat 1's only tarock is 4T")]),
        ([parse_card("4T"), *[card for card in SUITS if card not in GLATZEN][:9]],
         {"redeal_single_tarock": "trull_only"}, []),
        ([parse_card("EX"), *[card for card in SUITS if card not in GLATZEN][:9]],
         {"redeal_single_tarock": "trull_only"}, [(0, "seat 1's only tarock is EX")]),
        ([parse_card("4T"), parse_card("5T"), *GLATZEN, *[card for card in SUITS if card not in GLATZEN][:4]], {},
         [(0, "seat 1 holds the four Glatzen (10S, 1H, 1D and 10C)")]),
        ([parse_card("4T"), parse_card("5T"), *GLATZEN, *[card for card in SUITS if card not in GLATZEN][:4]],
         {"redeal_four_glatzen": False}, []),
    ],
)
def test_the_reasons_to_deal_again(hand: list[int], options: dict[str, str | bool],
                                   reasons: list[tuple[int, str]]) -> None:
    # Only seat 0's hand matters here: the other hands are given two tarocks and no Glatze.
    others = [[parse_card("6T"), parse_card("7T")], [parse_card("8T"), parse_card("9T")],
              [parse_card("10T"), parse_card("11T")]]
    assert redeal_reasons([hand, *others], zwanzigerrufen_rules(options)) == reasons


def test_a_reason_names_its_card_as_zwanzigerrufen_players_do() -> None:
    # The reason is rebuilt in French and German from its values: the card by the Zwanzigerrufen pack's names.
    hand = [parse_card("4T"), *[card for card in SUITS if card not in GLATZEN][:9]]
    (_, reason), = redeal_reasons([hand, [parse_card("5T"), parse_card("6T")]], zwanzigerrufen_rules())
    assert translate(reason, "de") == "der einzige Tarock von Spieler 1 ist der Tarock IV"
    assert translate(reason, "fr") == "le seul tarock du joueur 1 est le tarock IV"
    glatzen = [parse_card("4T"), parse_card("5T"), *GLATZEN, *[card for card in SUITS if card not in GLATZEN][:4]]
    (_, reason), = redeal_reasons([glatzen, [parse_card("6T"), parse_card("7T")]], zwanzigerrufen_rules())
    assert translate(reason, "de") == "Spieler 1 hat die vier Glatzen (Pik-Zehn, Herz-Ass, Karo-Ass und Kreuz-Zehn)"
    assert translate(reason, "fr") == ("le joueur 1 tient les quatre Glatzen (le 10 de pique, l'as de cœur, l'as de "
                                       "carreau et le 10 de trèfle)")


def test_nobody_holds_a_card_outside_the_hands() -> None:
    assert holder_of(parse_card("KS"), [[parse_card("QS")], [parse_card("4T")]]) is None
    assert holder_of(parse_card("KS"), [[parse_card("QS")], [parse_card("KS")]]) == 1
