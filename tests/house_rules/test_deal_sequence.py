"""`deal_sequence` in a hand record and the `dog_placement` option: FFT packets of 3 (4 with 3 players)
round the table from the dealer's next seat, dog cards one at a time, never the first or last card of
the pack (seed 000: never among the first three or last three)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from .builders import adjudicate, codes
from .deal_sequences import THREE, dealt

DOG = {3: 6, 4: 6, 5: 3}


@pytest.mark.parametrize(("players", "dog_after"), [
    (4, [2, 5, 8, 11, 14, 17]),
    (4, [0, 0, 0, 1, 21, 22]),   # several dog cards in a row, but never the pack's first or last card
    (3, [1, 3, 5, 7, 9, 11]),
    (5, [0, 12, 23]),
])
@pytest.mark.parametrize("dealer", [0, 2])
def test_an_fft_deal_sequence_is_legal_under_both_placements(client: FlaskClient, players, dog_after, dealer):
    rec = dealt(players, dealer, dog_after)
    assert [len(hand) for hand in rec["hands"]] == [(78 - DOG[players]) // players] * players
    assert len(rec["dog"]) == DOG[players]
    verdict = adjudicate(client, rec)
    assert verdict["legal"], verdict["violations"]
    # With regular packets no dog card can be among the first or last three without being the first or
    # last card itself: the two placements allow the same regular deals.
    assert adjudicate(client, rec, **THREE)["legal"]


def test_the_pack_s_first_and_last_card_may_not_go_to_the_dog(client: FlaskClient):
    first = dealt(4, 0, [5, 8, 11, 14, 17], dog_before=1)
    verdict = adjudicate(client, first)
    assert codes(verdict) == ["dog_card_at_pack_end"]
    assert verdict["violations"][0]["pointer"] == "/deal_sequence/0" and "first" in verdict["violations"][0]["message"]
    last = dealt(4, 0, [2, 5, 8, 11, 14, 23])
    verdict = adjudicate(client, last)
    assert codes(verdict) == ["dog_card_at_pack_end"]
    assert verdict["violations"][0]["pointer"] == f"/deal_sequence/{len(last['deal_sequence']) - 1}"


def test_dog_placement_among_the_first_three_cards(client: FlaskClient):
    """With packets of 3 a dog card among the first three cards of the pack comes after another dog card
    at the very first place: the FFT flags that first card only, seed 000's rule each of the three."""
    rec = dealt(4, 0, [8, 11, 14, 17], dog_before=2)
    assert [v["pointer"] for v in adjudicate(client, rec)["violations"]] == ["/deal_sequence/0"]
    three = adjudicate(client, rec, **THREE)
    assert codes(three) == ["dog_card_at_pack_end"] * 2
    assert [v["pointer"] for v in three["violations"]] == ["/deal_sequence/0", "/deal_sequence/1"]


def test_dog_placement_among_the_last_three_cards(client: FlaskClient):
    """Dog cards at the pack's 76th and 77th places (then the last packet would not fit: the dealer gives
    the last packet first, then two dog cards). FFT: only the last card; seed 000: both."""
    rec = dealt(4, 0, [2, 5, 8, 11, 23, 23])
    fft = adjudicate(client, rec)
    n = len(rec["deal_sequence"])
    assert [v["pointer"] for v in fft["violations"]] == [f"/deal_sequence/{n - 1}"]
    three = adjudicate(client, rec, **THREE)
    assert [v["pointer"] for v in three["violations"]] == [f"/deal_sequence/{n - 2}", f"/deal_sequence/{n - 1}"]


def test_dog_placement_with_an_irregular_first_packet(client: FlaskClient):
    """A first packet of 2 (a packet fault) then a dog card: the pack's 3rd card, legal for the FFT
    placement, not for seed 000's."""
    rec = dealt(4, 0, [], packet=3)
    pack = [card for packet in rec["deal_sequence"] for card in packet["cards"]]
    sequence = [{"to": 1, "cards": pack[0:2]}, {"to": "dog", "cards": [pack[2]]}]
    position, index = 3, 1
    dog_left = 5
    while position < 78:
        seat = (1 + index) % 4
        size = 3 if position + 3 <= 78 - dog_left else 78 - dog_left - position
        if size <= 0:
            break
        sequence.append({"to": seat, "cards": pack[position:position + size]})
        position += size
        index += 1
        if dog_left and index % 4 == 0:
            sequence.append({"to": "dog", "cards": [pack[position]]})
            position += 1
            dog_left -= 1
    hands: list[list[str]] = [[] for _ in range(4)]
    dog: list[str] = []
    for packet in sequence:
        (dog if packet["to"] == "dog" else hands[packet["to"]]).extend(packet["cards"])
    record = {"players": 4, "dealer": 0, "hands": hands, "dog": dog, "deal_sequence": sequence}
    fft = codes(adjudicate(client, record))
    three = codes(adjudicate(client, record, **THREE))
    assert "deal_packet_size" in fft and "dog_card_at_pack_end" not in fft
    assert three.count("dog_card_at_pack_end") == 1 and "deal_packet_size" in three


def test_packets_of_the_wrong_size(client: FlaskClient):
    rec = dealt(4, 0, [2, 5, 8, 11, 14, 17], packet=2)
    found = codes(adjudicate(client, rec))
    assert set(found) <= {"deal_packet_size", "hand_size"} and "deal_packet_size" in found
    # 3 players deal by 4: packets of 3 are wrong there.
    three_by_three = dealt(3, 0, [1, 3, 5, 7, 9, 11], packet=3)
    assert "deal_packet_size" in codes(adjudicate(client, three_by_three))


def test_two_dog_cards_at_once(client: FlaskClient):
    rec = dealt(4, 0, [2, 5, 8, 11, 14, 17])
    sequence = rec["deal_sequence"]
    at = next(i for i, packet in enumerate(sequence) if packet["to"] == "dog")
    two = {"to": "dog", "cards": sequence[at]["cards"] + sequence[at + 1]["cards"][:1]}
    rest = {"to": sequence[at + 1]["to"], "cards": sequence[at + 1]["cards"][1:]}
    merged = [*sequence[:at], two, rest, *sequence[at + 2:]]
    verdict = adjudicate(client, {**rec, "deal_sequence": merged})
    assert "dog_packet_size" in codes(verdict)
    assert verdict["violations"][0]["pointer"] == f"/deal_sequence/{at}"


def test_packets_out_of_order(client: FlaskClient):
    rec = dealt(4, 0, [2, 5, 8, 11, 14, 17])
    sequence = [dict(packet) for packet in rec["deal_sequence"]]
    sequence[0], sequence[1] = sequence[1], sequence[0]  # seat 2 gets the first packet, then seat 1
    verdict = adjudicate(client, {**rec, "deal_sequence": sequence})
    assert codes(verdict) == ["deal_out_of_order", "deal_out_of_order"]
    assert [v["seat"] for v in verdict["violations"]] == [2, 1]


def test_the_sequence_must_give_the_hands_and_the_dog(client: FlaskClient):
    rec = dealt(4, 0, [2, 5, 8, 11, 14, 17])
    hands = [list(hand) for hand in rec["hands"]]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    verdict = adjudicate(client, {**rec, "hands": hands})
    assert codes(verdict) == ["deal_sequence_mismatch", "deal_sequence_mismatch"]
    assert [v["seat"] for v in verdict["violations"]] == [0, 1]
    dog = list(rec["dog"])
    hands = [list(hand) for hand in rec["hands"]]
    dog[0], hands[2][0] = hands[2][0], dog[0]
    verdict = adjudicate(client, {**rec, "hands": hands, "dog": dog})
    assert codes(verdict) == ["deal_sequence_mismatch", "deal_sequence_mismatch"]
    assert verdict["violations"][-1]["seat"] is None


def test_a_packet_to_a_seat_beyond_the_table(client: FlaskClient):
    rec = dealt(4, 0, [2, 5, 8, 11, 14, 17])
    sequence = [dict(packet) for packet in rec["deal_sequence"]]
    sequence[0]["to"] = 4
    assert "seat_out_of_range" in codes(adjudicate(client, {**rec, "deal_sequence": sequence}))


def test_the_dealer_who_sits_out_is_dealt_nothing(client: FlaskClient):
    """5 seats, FFT 'mort': the packets go round the four players from the dealer's next seat."""
    four = dealt(4, 3, [2, 5, 8, 11, 14, 17])  # seats 0, 1, 2, 3 in that order
    hands = four["hands"] + [[]]
    rec = {**four, "players": 5, "dealer": 4, "hands": hands}
    verdict = adjudicate(client, rec, five_player_table="dealer_sits_out")
    assert verdict["legal"], verdict["violations"]
    sequence = [dict(packet) for packet in rec["deal_sequence"]]
    sequence[0] = {**sequence[0], "to": 4}
    verdict = adjudicate(client, {**rec, "deal_sequence": sequence}, five_player_table="dealer_sits_out")
    assert codes(verdict)[0] == "seat_sits_out" and verdict["violations"][0]["pointer"] == "/deal_sequence/0/to"


def test_a_deal_sequence_goes_with_the_rest_of_the_record(client: FlaskClient):
    """The sequence is checked first; a legal one does not stop the judge from going on."""
    rec = dealt(4, 0, [2, 5, 8, 11, 14, 17])
    rec["auction"] = [{"seat": seat, "call": "pass"} for seat in (1, 2, 3, 0)]
    verdict = adjudicate(client, rec)
    assert verdict["legal"] and verdict["status"] == "all_passed"


def test_seed_002_sets_no_place_for_the_dog_s_cards(client: FlaskClient):
    """Seed 002: the dealer deals "en constituant à son gré, mais carte par carte, un talon de six cartes":
    one card at a time, anywhere in the pack (option ``dog_placement: anywhere``), the first and last card
    included."""
    anywhere = {"dog_placement": "anywhere"}
    ends = dealt(4, 0, [5, 8, 11, 14, 23], dog_before=1)
    assert codes(adjudicate(client, ends)) == ["dog_card_at_pack_end", "dog_card_at_pack_end"]
    assert adjudicate(client, ends, **anywhere)["legal"]
    # Still one card at a time.
    at_once = dealt(4, 0, [2, 5, 8, 11, 14, 17])
    dog_packets = [index for index, packet in enumerate(at_once["deal_sequence"]) if packet["to"] == "dog"]
    first, second = dog_packets[:2]
    at_once["deal_sequence"][first]["cards"] += at_once["deal_sequence"][second]["cards"]
    del at_once["deal_sequence"][second]
    assert codes(adjudicate(client, at_once, **anywhere)) == ["dog_packet_size"]
