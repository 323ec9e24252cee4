"""What a referee answers about a recorded deal sequence, to the word: each fault's code, phase, seat,
pointer and English message.

Seed 000 (French Tarot, "La donne"): the cards are dealt "par paquets de trois" (by four at three players),
"en commençant par le joueur à la droite du donneur"; the dealer sets the dog's cards aside "une à une",
"jamais la première ni la dernière carte" (FFT), never among the first three or last three (seed 000's
variant, option ``dog_placement: not_first_or_last_three``). ``test_deal_sequence.py`` holds which deals are
legal; this file holds what the verdict says of the ones that are not.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from .builders import adjudicate
from .deal_sequences import THREE, dealt


def answers(verdict: dict[str, Any], code: str | None = None) -> list[tuple[Any, ...]]:
    """The verdict's violations (of ``code`` only, when given) as (code, phase, seat, pointer, message)."""
    return [(v["code"], v["phase"], v["seat"], v["pointer"], v["message"]) for v in verdict["violations"]
            if code is None or v["code"] == code]


REGULAR = dealt(4, 0, [2, 5, 8, 11, 14, 17])
FIRST = dealt(4, 0, [5, 8, 11, 14, 17], dog_before=1)   # the pack's first card to the dog
LAST = dealt(4, 0, [2, 5, 8, 11, 14, 23])                # the pack's last card to the dog
LAST_INDEX = len(LAST["deal_sequence"]) - 1


@pytest.mark.parametrize(("record", "options", "expected"), [
    (FIRST, {}, ("/deal_sequence/0", f"The dog gets the first card of the pack ({FIRST['dog'][0]}).")),
    (FIRST, THREE, ("/deal_sequence/0", f"The dog gets {FIRST['dog'][0]}, from among the first 3 cards of the pack.")),
    (LAST, {}, (f"/deal_sequence/{LAST_INDEX}", f"The dog gets the last card of the pack ({LAST['dog'][-1]}).")),
    (LAST, THREE, (f"/deal_sequence/{LAST_INDEX}",
                   f"The dog gets {LAST['dog'][-1]}, from among the last 3 cards of the pack.")),
], ids=["first-fft", "first-three", "last-fft", "last-three"])
def test_a_dog_card_at_an_end_of_the_pack_is_named_with_its_end(client: FlaskClient, record, options, expected):
    """FFT: one forbidden card at each end, named as such; seed 000's variant: a stretch of three."""
    pointer, message = expected
    assert answers(adjudicate(client, record, **options)) == [
        ("dog_card_at_pack_end", "deal", None, pointer, message)]


@pytest.mark.parametrize(("options", "cards_before", "message"), [
    ({}, 1, "The dog gets the last card of the pack ({card})."),
    (THREE, 3, "The dog gets {card}, from among the last 3 cards of the pack."),
], ids=["fft", "three"])
def test_a_dog_card_just_past_the_forbidden_start_is_at_the_end_it_is_among(client: FlaskClient, options,
                                                                              cards_before, message):
    """A sequence that stops short: its pack is the cards it gives. A dog card just past the forbidden first
    cards (the 2nd card for the FFT, the 4th for seed 000) that is also the pack's last is at its end."""
    first_packet = REGULAR["deal_sequence"][0]
    dog_card = REGULAR["dog"][0]
    sequence = [{"to": 1, "cards": first_packet["cards"][:cards_before]}, {"to": "dog", "cards": [dog_card]}]
    verdict = adjudicate(client, {**REGULAR, "deal_sequence": sequence}, **options)
    assert answers(verdict, "dog_card_at_pack_end") == [
        ("dog_card_at_pack_end", "deal", None, "/deal_sequence/1", message.format(card=dog_card))]


def test_a_dog_packet_of_two_cards(client: FlaskClient):
    """Seed 000: the dog's cards are set aside one at a time. Two at once, inside the pack, are that fault
    and no other."""
    rec = dealt(4, 0, [3, 3, 6, 9, 12, 15])
    sequence = rec["deal_sequence"]
    at = next(i for i, packet in enumerate(sequence) if packet["to"] == "dog")
    assert sequence[at + 1]["to"] == "dog"
    merged = [*sequence[:at], {"to": "dog", "cards": sequence[at]["cards"] + sequence[at + 1]["cards"]},
              *sequence[at + 2:]]
    assert answers(adjudicate(client, {**rec, "deal_sequence": merged})) == [
        ("dog_packet_size", "deal", None, f"/deal_sequence/{at}",
         "2 cards go to the dog at once; the dealer puts them there one at a time.")]


def test_packets_out_of_order_name_the_seat_whose_turn_it_was(client: FlaskClient):
    """From the dealer's next seat round the table: seat 2 first, then seat 3."""
    sequence = [dict(packet) for packet in REGULAR["deal_sequence"]]
    sequence[0], sequence[1] = sequence[1], sequence[0]
    assert answers(adjudicate(client, {**REGULAR, "deal_sequence": sequence})) == [
        ("deal_out_of_order", "deal", 2, "/deal_sequence/0",
         "A packet goes to seat 3 when it is seat 2's turn to receive one."),
        ("deal_out_of_order", "deal", 1, "/deal_sequence/1",
         "A packet goes to seat 2 when it is seat 3's turn to receive one."),
    ]


def test_a_packet_of_the_wrong_size_names_its_seat(client: FlaskClient):
    """Packets of 3 at four players: a first packet of 2 cards, the third card given to seat 2 after the
    round, is a fault of each of those two packets (a packet of 1 the second time)."""
    sequence = [dict(packet) for packet in REGULAR["deal_sequence"]]
    first = sequence[0]
    assert first["to"] == 1 and len(first["cards"]) == 3
    sequence[0] = {"to": 1, "cards": first["cards"][:2]}
    fifth = next(i for i, packet in enumerate(sequence) if i > 0 and packet["to"] == 1)
    sequence[fifth] = {"to": 1, "cards": [first["cards"][2]] + sequence[fifth]["cards"]}
    verdict = adjudicate(client, {**REGULAR, "deal_sequence": sequence})
    assert answers(verdict) == [
        ("deal_packet_size", "deal", 1, "/deal_sequence/0",
         "Seat 2 is dealt a packet of 2; cards are dealt 3 at a time."),
        ("deal_packet_size", "deal", 1, f"/deal_sequence/{fifth}",
         "Seat 2 is dealt a packet of 4; cards are dealt 3 at a time."),
    ]


def test_a_packet_to_a_seat_beyond_the_table_is_a_fault_of_the_deal(client: FlaskClient):
    sequence = [dict(packet) for packet in REGULAR["deal_sequence"]]
    sequence[0] = {**sequence[0], "to": 4}
    verdict = adjudicate(client, {**REGULAR, "deal_sequence": sequence})
    assert answers(verdict, "seat_out_of_range") == [
        ("seat_out_of_range", "deal", 4, "/deal_sequence/0/to", "There is no seat 5 at a table of 4.")]


def test_a_sequence_that_gives_other_hands_or_another_dog(client: FlaskClient):
    """The record's hands and dog must be what its sequence deals: each seat dealt other cards is named, then
    the dog, all pointing at the whole sequence."""
    hands = [list(hand) for hand in REGULAR["hands"]]
    dog = list(REGULAR["dog"])
    hands[0][0], hands[3][0] = hands[3][0], hands[0][0]
    dog[0], hands[2][0] = hands[2][0], dog[0]
    verdict = adjudicate(client, {**REGULAR, "hands": hands, "dog": dog})
    assert answers(verdict) == [
        *[("deal_sequence_mismatch", "deal", seat, "/deal_sequence",
           f"The deal sequence gives seat {seat + 1} other cards than its hand.") for seat in (0, 2, 3)],
        ("deal_sequence_mismatch", "deal", None, "/deal_sequence",
         "The deal sequence puts other cards in the dog than the record's dog."),
    ]
