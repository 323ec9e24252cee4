"""Card codes (docs/contract.md §1) and card points (rules §1.2)."""

from __future__ import annotations

import pytest

from service.core.cards import (
    CARD_CODES,
    EXCUSE,
    FULL_DECK,
    HALF_POINTS,
    OUDLERS,
    PETIT,
    TWENTY_ONE,
    card_code,
    codes,
    half_points,
    is_king,
    is_plain,
    is_trump,
    parse_card,
    rank_of,
    suit_of,
)

from .helpers import c


def test_deck_has_78_distinct_codes():
    assert len(FULL_DECK) == 78
    assert len(set(CARD_CODES)) == 78


def test_every_card_code_round_trips():
    for card in FULL_DECK:
        assert parse_card(card_code(card)) == card


@pytest.mark.parametrize("code", ["KS", "QH", "CD", "JC", "10S", "1H", "1T", "21T", "EX", "7D", "14T"])
def test_contract_examples_are_canonical_codes(code):
    assert card_code(parse_card(code)) == code


def test_cavalier_of_clubs_is_cc_and_jack_is_j():
    assert suit_of(c("CC")) == suit_of(c("JC")) == suit_of(c("1C"))
    assert rank_of(c("CC")) == 12 and rank_of(c("JC")) == 11


@pytest.mark.parametrize("code,canonical", [("ks", "KS"), ("ex", "EX"), ("10h", "10H"), ("21t", "21T"), ("cD", "CD")])
def test_parse_card_accepts_lower_case(code, canonical):
    assert card_code(parse_card(code)) == canonical


@pytest.mark.parametrize("code", ["ZZ", "0T", "22T", "11S", "0S", "KT", "E", "", " KS", "15H", "1X"])
def test_unknown_codes_are_rejected(code):
    with pytest.raises(ValueError):
        parse_card(code)


def test_non_string_code_is_rejected():
    with pytest.raises(ValueError):
        parse_card(None)  # type: ignore[arg-type]


def test_suits_have_14_cards_and_21_trumps_and_one_excuse():
    by_suit = {}
    for card in FULL_DECK:
        by_suit.setdefault(suit_of(card), []).append(card)
    assert sorted(len(cards) for cards in by_suit.values()) == [1, 14, 14, 14, 14, 21]
    assert sum(is_trump(card) for card in FULL_DECK) == 21
    assert not is_trump(EXCUSE) and not is_plain(EXCUSE)


def test_suit_order_king_queen_cavalier_jack_ten_down_to_ace():
    order = ["KH", "QH", "CH", "JH", "10H", "9H", "2H", "1H"]
    ranks = [rank_of(c(code)) for code in order]
    assert ranks == sorted(ranks, reverse=True)


def test_trump_numbers():
    assert rank_of(c("1T")) == 1 and rank_of(c("21T")) == 21
    assert c("1T") == PETIT and c("21T") == TWENTY_ONE


def test_oudlers_are_the_21_the_petit_and_the_excuse():
    assert OUDLERS == {c("21T"), c("1T"), c("EX")}


def test_total_card_points_are_182_half_points():
    assert sum(HALF_POINTS) == 182
    assert sum(half_points(card) for card in FULL_DECK) == 182


@pytest.mark.parametrize(
    "code,half",
    [("EX", 9), ("1T", 9), ("21T", 9), ("KS", 9), ("KC", 9), ("QH", 7), ("CD", 5), ("JC", 3),
     ("10S", 1), ("1H", 1), ("2T", 1), ("20T", 1), ("11T", 1)],
)
def test_card_points_in_half_points(code, half):
    assert HALF_POINTS[c(code)] == half


def test_three_oudlers_sixteen_faces_fifty_nine_low_cards():
    nine = [card for card in FULL_DECK if HALF_POINTS[card] == 9]
    assert len([card for card in nine if card in OUDLERS]) == 3
    assert len([card for card in FULL_DECK if HALF_POINTS[card] > 1 and card not in OUDLERS]) == 16
    assert len([card for card in FULL_DECK if HALF_POINTS[card] == 1]) == 59


def test_kings_are_the_four_suit_kings_only():
    assert sorted(codes(card for card in FULL_DECK if is_king(card))) == ["KC", "KD", "KH", "KS"]
