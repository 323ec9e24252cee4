"""A faux écart's adjustments held to every field and their exact words (CA 2012 p.5-6, J6-J9): which trick
goes to which side, which écart card moves, its points, the rule quoted and the English message a referee
reads. Same deals as tests/arbitration/test_faults.py's faux écart tests, which check only the outcome, and
one at five players where the taker's partner wins a trick played without him."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask.testing import FlaskClient

from service.core.cards import codes
from tests.arbitration.deals import PETIT_KEEPER, STRONG, WEAK, deal, honours_first, keeping, petit_last, with_discard
from tests.arbitration.helpers import (
    Chooser,
    auction,
    fft,
    find_revoke,
    highest,
    play_out,
    ruling_of,
    winner_position,
    with_revoke,
)
from tests.engine.helpers import build_deal
from tests.property.generator import half_points

FAUX_ECART_RULE = ("CA 2012 p.5-6: a faux écart; with too many cards the taker's missing last trick(s) and the "
                   "highest écart card(s) go to the defence, with too few his lone last card(s) are his without "
                   "petit au bout (J7, J9); annulled if he makes his contract, scored if he fails")
HIGHEST_CARD_RULE = ("CA 2012 p.6: the referee gives the defence the highest-valued card of a seven-card écart "
                     "(J6: points, then oudler before king, then rank; J7: one per extra card)")
STRICT_CONTENT_RULE = "J8 (option arbitration_ecart_content): the faulty écart's kings and oudlers go to the defence"


def adjustment(kind: str, rule: str, message: str, cards: list[str], *, trick: int | None = None,
               from_side: str | None = None, to_side: str, points: float | None = None) -> dict[str, Any]:
    return {"kind": kind, "trick": trick, "cards": cards, "from": from_side, "to": to_side, "points": points,
            "seat": None, "rule": rule, "message": message}


def test_an_ecart_two_cards_too_many_hands_over_the_last_two_tricks_and_the_two_best_cards(
    client: FlaskClient,
) -> None:
    base = deal(WEAK)
    ruling = ruling_of(client, with_discard(base, [*base.dog, "7S", "7H"]))
    assert ruling["adjustments"] == [
        adjustment("trick_without_taker", FAUX_ECART_RULE, "Trick 17 was played without the taker, who had no card "
                   "left: it is the defence's.", ["QC", "KC", "KD"], trick=16, to_side="defence"),
        adjustment("trick_without_taker", FAUX_ECART_RULE, "Trick 18 was played without the taker, who had no card "
                   "left: it is the defence's.", ["QD", "EX", "KS"], trick=17, to_side="defence"),
        adjustment("card_transferred", HIGHEST_CARD_RULE, "10S goes from the écart to the defence.", ["10S"],
                   from_side="attack", to_side="defence", points=0.5),
        adjustment("card_transferred", HIGHEST_CARD_RULE, "9S goes from the écart to the defence.", ["9S"],
                   from_side="attack", to_side="defence", points=0.5),
    ]


def test_an_ecart_one_card_short_leaves_the_taker_his_lone_last_card_in_exact_words(client: FlaskClient) -> None:
    base = deal(STRONG)
    ruling = ruling_of(client, with_discard(base, base.dog[:5]))
    assert ruling["adjustments"] == [
        adjustment("lone_trick_to_taker", FAUX_ECART_RULE, "Trick 19 is the taker's last card alone: it is his, "
                   "without petit au bout.", ["EX"], trick=18, to_side="attack"),
    ]


def test_j8_strict_moves_the_ecart_king_with_its_points_in_exact_words(client: FlaskClient) -> None:
    base = deal(STRONG)
    record = with_discard(base, [*base.dog[:5], "KS"])
    strict = ruling_of(client, {**record, "options": fft(arbitration_ecart_content="kings_and_oudlers_to_defence")})
    assert strict["adjustments"] == [
        adjustment("card_transferred", STRICT_CONTENT_RULE, "KS goes from the écart to the defence.", ["KS"],
                   from_side="attack", to_side="defence", points=4.5),
    ]


def test_a_five_card_ecart_withholds_the_petit_au_bout_of_the_lone_last_card(client: FlaskClient) -> None:
    """CA 2012 p.6 (J9): the taker, one card short, keeps the Petit for his lone last card: that trick is his,
    and its petit au bout is not scored."""
    base = deal(PETIT_KEEPER)
    ruling = ruling_of(client, with_discard(base, base.dog[:5], choosers={0: petit_last}))
    assert ruling["adjustments"] == [
        adjustment("lone_trick_to_taker", FAUX_ECART_RULE, "Trick 19 is the taker's last card alone: it is his, "
                   "without petit au bout.", ["1T"], trick=18, to_side="attack"),
        adjustment("petit_au_bout_withheld", "CA 2012 p.6: no petit au bout after a five-card écart (J9: in the lone "
                   "last trick or the one before)", "The petit au bout (attack) is not scored.", [], to_side="attack"),
    ]


PARTNER = ["KH", "21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "12T", "11T", "10T", "9T", "EX"]
"""Seat 3's hand at five players, dealer 4: the king the taker (seat 1) calls, the high trumps and the Excuse."""


def five_player_ecart(discarded: Callable[[list[str], list[str]], list[str]],
                      partner_plays: Chooser) -> tuple[dict[str, Any], list[str]]:
    """The record of a garde by seat 1 calling the king of hearts, with the écart ``discarded`` (his hand, the
    dog) and played out, and the écart."""
    hands, dog = build_deal(5, {2: PARTNER})
    dealt, dog_cards = [codes(hand) for hand in hands], codes(dog)
    discard = discarded(dealt[0], dog_cards)
    at_play = [list(hand) for hand in dealt]
    at_play[0] = [card for card in dealt[0] + dog_cards if card not in discard]
    tricks = play_out(at_play, 0, {0, 2}, choosers={2: partner_plays})
    return {"players": 5, "dealer": 4, "hands": dealt, "dog": dog_cards, "called_card": "KH",
            "auction": auction(5, 4, 0, "garde"), "discard": discard, "tricks": tricks, "options": fft()}, discard


def test_a_trick_without_the_taker_goes_to_the_defence_even_when_his_partner_wins_it(client: FlaskClient) -> None:
    """The taker puts four cards in a dog of three, so the deal's last trick is played without him. His partner
    keeps the 21 for it and wins it, but the trick is the defence's all the same (CA 2012 p.5-6, J7), with its
    points, as is the highest card of the écart."""
    record, discard = five_player_ecart(
        lambda hand, dog: [*dog, next(card for card in hand if not card.endswith("T") and card[0] != "K")],
        keeping("21T"))
    tricks = record["tricks"]
    last = tricks[-1]
    assert len(tricks) == 15 and len(last) == 4 and "21T" in last and "EX" not in last
    ruling = ruling_of(client, record)
    assert [(item["kind"], item["trick"], item["to"]) for item in ruling["adjustments"]] == [
        ("trick_without_taker", 14, "defence"), ("card_transferred", None, "defence")]
    given = ruling["adjustments"][1]
    assert given["cards"][0] in discard and given["points"] == max(half_points(card) for card in discard) / 2
    trick_points = sum(half_points(card) for card in last) / 2
    assert ruling["result"]["attack_points"] == ruling["raw_result"]["attack_points"] - trick_points - given["points"]


def test_a_taker_who_puts_every_card_in_his_ecart_plays_no_trick_and_wins_none(client: FlaskClient) -> None:
    """An absurd record a referee may still be sent: the taker discards his whole hand and the dog, and the deal
    is played by the four others. Every trick, the first included, was played without him and is the
    defence's (J7), even the first one, which his partner wins with the 21."""
    record, discard = five_player_ecart(lambda hand, dog: [*hand, *dog], highest)
    tricks = record["tricks"]
    assert len(discard) == 18 and len(tricks) == 15 and all(len(trick) == 4 for trick in tricks)
    assert [1, 2, 3, 4][winner_position(tricks[0])] == 2 and "21T" in tricks[0]  # seat 1 leads, the partner wins
    ruling = ruling_of(client, record)
    moved = [(item["trick"], item["to"]) for item in ruling["adjustments"] if item["kind"] == "trick_without_taker"]
    assert moved == [(index, "defence") for index in range(15)]
    given = [card for item in ruling["adjustments"] if item["kind"] == "card_transferred" for card in item["cards"]]
    kept = [card for card in discard if card not in given]
    assert len(given) == 15 and len(kept) == 3  # one écart card to the defence for each card too many (J7)
    # The attack is left with the three écart cards it keeps: no trick, not even the first.
    assert ruling["result"]["attack_points"] == sum(half_points(card) for card in kept) / 2


def test_a_revoke_trick_returned_is_noted_beside_the_tricks_played_without_the_taker(client: FlaskClient) -> None:
    """The strong taker puts seven cards in his écart (his last trick is played without him), and a defender
    trumps the first trick where he could follow: both faults' adjustments are listed, the trick the defence
    won with its revoke given back to the attack (J1) as well as the last trick given to the defence (J7)."""
    base = deal(STRONG)
    discard = [*base.dog, "QD"]
    record = with_discard(base, discard, choosers={0: honours_first})
    at_play = [list(hand) for hand in base.hands]
    at_play[0] = [card for card in base.hands[0] + base.dog if card not in discard]
    revoke = find_revoke(at_play, 0, record["tricks"], {0}, {1, 2, 3}, False)
    assert revoke is not None
    record["tricks"] = with_revoke(at_play, 0, record["tricks"], {0}, revoke)
    ruling = ruling_of(client, record)
    assert [(item["kind"], item["trick"], item["to"]) for item in ruling["adjustments"]] == [
        ("trick_without_taker", 17, "defence"), ("card_transferred", None, "defence"),
        ("trick_transferred", revoke[0], "attack")]
