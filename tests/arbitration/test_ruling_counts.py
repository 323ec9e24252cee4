"""A ruled hand counts its cards as the judge does, with the options that narrow the Petit au bout to one
seat's cards: ``petit_au_bout_for: taker_only`` (seed 001, the taker's own Petit) and
``petit_au_bout_chelem: announcer_excuse_last`` (seed 002, the announcer's Excuse in the last trick). A
defender's minor exposure (a warning) brings the ruling; the deal is scored as played."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.arbitration.deals import PETIT_KEEPER, STRONG, WEAK, Deal, deal, honours_first, keeping
from tests.arbitration.helpers import (
    fft,
    find_revoke,
    play_out,
    replay,
    ruling_of,
    winner_position,
    with_revoke,
)
from tests.property.generator import half_points


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
    assert ruling["score"]["chelem"] == 400 and ruling["score"]["petit_au_bout"] == 20  # 10, times the garde's 2
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
    assert either["score"]["petit_au_bout"] == -20  # the defence's: 10, times the garde's 2
    record = with_minor_exposure(base, tricks, 2 if holder == 1 else 1, petit_au_bout_for="taker_only")
    only = ruling_of(client, record)
    assert only["outcome"] == "scored" and only["score"]["petit_au_bout"] == 0
    assert only["score"]["deltas"] != either["score"]["deltas"] and sum(only["score"]["deltas"]) == 0


def test_a_trick_returned_to_the_attack_completes_its_chelem(client: FlaskClient) -> None:
    """The strong taker (the Excuse swapped for the 11) loses only the first trick, to a defender's revoke;
    the trick goes back to the attack (J1), which then holds every trick. The defence offended, so the chelem
    is judged on the adjusted tricks (J10): the ruled deal scores the attack's unannounced chelem."""
    base = deal(["11T" if card == "EX" else card for card in STRONG])
    played = base.play()
    revoke = find_revoke(base.at_play, 0, played, {0}, {1, 2, 3}, False)
    assert revoke is not None and revoke[0] == 0
    tricks = with_revoke(base.at_play, 0, played, {0}, revoke, default=honours_first)
    ruling = ruling_of(client, base.record(tricks))
    (moved,) = ruling["adjustments"]
    assert moved["kind"] == "trick_transferred" and moved["to"] == "attack"
    assert ruling["result"]["defence_points"] == 0 and ruling["raw_result"]["defence_points"] > 0
    assert ruling["outcome"] == "scored" and ruling["score"]["chelem"] == 200


def test_a_trick_returned_to_the_defence_gives_it_no_chelem(client: FlaskClient) -> None:
    """The weak taker (the 21 for his 2 of spades) trumps with the 21 a heart he could follow: his only trick,
    and a revoke. The trick goes to the defence (J1), which then holds every trick; but the attack offended,
    so the chelem is judged on the tricks as played (J10): the defence gets no chelem from the attack's fault."""
    base = deal(["21T", *WEAK[1:]])
    played = base.play()
    log = replay(base.at_play, 0, played, {0})
    revoke = next((index, seats.index(0), "21T")
                  for index, (trick, (seats, before)) in enumerate(zip(played, log, strict=True))
                  if seats[0] != 0 and trick[0][-1] == "H" and any(card.endswith("H") for card in before[0]))
    tricks = with_revoke(base.at_play, 0, played, {0}, revoke)
    ruling = ruling_of(client, base.record(tricks))
    (moved,) = ruling["adjustments"]
    returned = tricks[revoke[0]]
    points = sum(half_points(card) for card in returned) / 2
    assert {key: moved[key] for key in ("kind", "trick", "cards", "from", "to", "points", "message")} == {
        "kind": "trick_transferred", "trick": revoke[0], "cards": returned, "from": "attack", "to": "defence",
        "points": points, "message": f"Trick {revoke[0] + 1} ({', '.join(returned)}), won by the offending attack "
                                     "with a "
                                     f"revoke in it, goes to the defence: {points:g} points."}
    taker_tricks = [trick for trick, (seats, _) in zip(tricks, replay(base.at_play, 0, tricks, {0}), strict=True)
                    if seats[winner_position(trick)] == 0]
    assert taker_tricks == [tricks[revoke[0]]]
    assert ruling["outcome"] == "scored" and not ruling["result"]["made"]
    assert ruling["score"]["chelem"] == 0


def test_a_takers_revoke_in_a_trick_the_defence_won_moves_nothing(client: FlaskClient) -> None:
    """The taker discards a spade on a spade lead he could follow, and seat 3 or 3 wins the trick: the offending
    side did not win it, so no trick moves (J1), whichever defender won it; the deal is scored as played."""
    base = deal(["21T", *WEAK[1:]])
    played = base.play()
    log = replay(base.at_play, 0, played, {0})
    revoke = None
    for index, (trick, (seats, before)) in enumerate(list(zip(played, log, strict=True))[:-1]):
        position = seats.index(0)
        suit = trick[0][-1]
        if position == 0 or trick[0].endswith("T") or trick[position][-1] != suit:
            continue
        discard = next((card for card in before[0] if card[-1] not in (suit, "T")), None)
        if discard and seats[winner_position([*trick[:position], discard, *trick[position + 1:]])] in (2, 3):
            revoke = (index, position, discard)
            break
    assert revoke is not None
    ruling = ruling_of(client, base.record(with_revoke(base.at_play, 0, played, {0}, revoke)))
    assert [(fault["code"], fault["seat"], fault["trick"]) for fault in ruling["faults"]] == [
        ("must_follow_suit", 0, revoke[0])]
    assert ruling["adjustments"] == [] and ruling["result"] == ruling["raw_result"] and ruling["outcome"] == "scored"
