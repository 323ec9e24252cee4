"""Card codes (docs/contract.md §1) and card points (rules §1.2)."""

from __future__ import annotations

import pytest

from service.core.cards import (
    CARD_CODES,
    CLUBS,
    DIAMONDS,
    EXCUSE,
    FULL_DECK,
    HALF_POINTS,
    HEARTS,
    KING,
    OUDLERS,
    PETIT,
    SPADES,
    TWENTY_ONE,
    _build_codes,
    card_code,
    codes,
    describe,
    half_points,
    is_face_or_excuse,
    is_king,
    is_plain,
    is_trump,
    parse_card,
    parse_cards,
    rank_of,
    suit_card,
    suit_of,
    trump,
)

from .helpers import c

# docs/contract.md §1, in deck order: each suit from the ace (1) up to the king, spades, hearts, diamonds,
# clubs; then the trumps 1T to 21T; the Excuse last.
DECK_ORDER = (
    "1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS "
    "1H 2H 3H 4H 5H 6H 7H 8H 9H 10H JH CH QH KH "
    "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D JD CD QD KD "
    "1C 2C 3C 4C 5C 6C 7C 8C 9C 10C JC CC QC KC "
    "1T 2T 3T 4T 5T 6T 7T 8T 9T 10T 11T 12T 13T 14T 15T 16T 17T 18T 19T 20T 21T "
    "EX"
).split()


def test_the_codes_are_the_contracts_in_deck_order():
    # _build_codes runs once at import; called here, so that the list it makes is what is checked.
    assert _build_codes() == CARD_CODES == tuple(DECK_ORDER)


@pytest.mark.parametrize(("suit", "letter"), [(SPADES, "S"), (HEARTS, "H"), (DIAMONDS, "D"), (CLUBS, "C")])
def test_suit_card_is_the_card_of_that_suit_and_rank(suit, letter):
    assert [card_code(suit_card(suit, rank)) for rank in range(1, KING + 1)] == [
        "1" + letter, "2" + letter, "3" + letter, "4" + letter, "5" + letter, "6" + letter, "7" + letter,
        "8" + letter, "9" + letter, "10" + letter, "J" + letter, "C" + letter, "Q" + letter, "K" + letter]


def test_trump_is_the_trump_of_that_number():
    assert [card_code(trump(number)) for number in range(1, 22)] == [f"{number}T" for number in range(1, 22)]
    assert trump(1) == PETIT and trump(21) == TWENTY_ONE


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


def test_the_excuse_has_no_rank():
    # Neither a suit card nor a numbered trump: rank 0, below the Petit's 1 (rank_of's docstring).
    assert rank_of(EXCUSE) == 0


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
    # The table is built once, at import; the function is what the Zwanzigerrufen pack and tests call.
    assert HALF_POINTS[c(code)] == half
    assert half_points(c(code)) == half


def test_three_oudlers_sixteen_faces_fifty_nine_low_cards():
    nine = [card for card in FULL_DECK if HALF_POINTS[card] == 9]
    assert len([card for card in nine if card in OUDLERS]) == 3
    assert len([card for card in FULL_DECK if HALF_POINTS[card] > 1 and card not in OUDLERS]) == 16
    assert len([card for card in FULL_DECK if HALF_POINTS[card] == 1]) == 59


def test_kings_are_the_four_suit_kings_only():
    assert sorted(codes(card for card in FULL_DECK if is_king(card))) == ["KC", "KD", "KH", "KS"]


def test_the_habilles_are_the_sixteen_faces_and_the_excuse():
    # Seed 001's blanc d'habillé: no king, queen, cavalier or jack, and not the Excuse either.
    faces = [f"{rank}{suit}" for suit in "SHDC" for rank in "JCQK"]
    assert sorted(codes(card for card in FULL_DECK if is_face_or_excuse(card))) == sorted([*faces, "EX"])


@pytest.mark.parametrize(
    ("cards", "described"),
    [([], "nothing"), (["9H"], "9H"), (["9H", "2H"], "2H and 9H"), (["9H", "2H", "5H"], "2H, 5H and 9H"),
     (["EX", "1T", "KS", "1H"], "KS, 1H, 1T and EX")],
)
def test_describe_names_cards_in_deck_order_as_messages_do(cards, described):
    assert describe(c(code) for code in cards) == described


def test_an_unknown_code_says_which():
    with pytest.raises(ValueError, match=r"^unknown card code 'ZZ'$"):
        parse_card("ZZ")
    with pytest.raises(ValueError, match=r"^unknown card code None$"):
        parse_card(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("make", [list, tuple, iter], ids=["list", "tuple", "generator"])
def test_parse_cards_reads_any_iterable_in_any_case(make):
    assert parse_cards(make(["KS", "ex", "10h", "21T"])) == (c("KS"), EXCUSE, c("10H"), TWENTY_ONE)
    with pytest.raises(ValueError, match="unknown card code 'zz'"):
        parse_cards(make(["KS", "zz"]))
