"""The game for two over HTTP when the record lacks the piles of a seat: a violation, not a server error."""

from __future__ import annotations

from flask.testing import FlaskClient

from .builders import adjudicate, codes
from .two_players import play_two


def test_piles_for_one_seat_only_are_pile_size(client: FlaskClient):
    rec = play_two(0, 0).record
    verdict = adjudicate(client, {**rec, "piles": rec["piles"][:1], "tricks": rec["tricks"][:2]})
    assert codes(verdict)[-1] == "pile_size" and set(codes(verdict)[:-1]) == {"card_missing"}
    assert verdict["violations"][-1]["message"] == ("Two players each have six piles of three: the record has the "
                                                    "piles of one seat only.")
    assert verdict["violations"][-1]["pointer"] == "/piles" and verdict["tricks"] == []
