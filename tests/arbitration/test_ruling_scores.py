"""A scored ruling's score parts (``service/french/arbitration/ruling.py``, ``_summary``): what the deal as played
makes is paid once the faults are ruled."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.arbitration.deals import PETIT_KEEPER, WEAK, deal, petit_last
from tests.arbitration.helpers import play_out, post


def test_a_scored_ruling_pays_the_petit_chelem_made(client: FlaskClient) -> None:
    """Option petit_chelem: the taker announces one and wins every trick but one; a defender's minor exposed card
    (a warning) leaves the deal scored, with the announced petit chelem made: +300 (seed 000)."""
    base = deal(PETIT_KEEPER)
    exposed = next(card for card in base.hands[1] if not card.endswith("T") and not card.startswith("K"))
    record = base.record(base.play(choosers={0: petit_last}), declarations=[{"seat": 0, "type": "petit_chelem"}],
                         events=[{"type": "card_exposed", "seat": 1, "cards": [exposed]}])
    record["options"] = {**record["options"], "petit_chelem": True}
    ruling = post(client, record)["ruling"]
    assert (ruling["outcome"], ruling["result"]["attack_points"], ruling["result"]["defence_points"]) == (
        "scored", 86.0, 5.0)
    assert (ruling["score"]["petit_chelem"], ruling["score"]["chelem"]) == (300, 0)


def test_a_scored_ruling_charges_the_defence_its_failed_chelem(client: FlaskClient) -> None:
    """Option chelem_announcer: either_side. Defender 1 announces a chelem (and leads), the defence beats the taker
    but does not take every trick; a minor exposed card leaves the deal scored. The failed announcement is the
    defence's: +200 to the attack (signed as the attack sees it), which outweighs its failed contract."""
    base = deal([*WEAK[:-1], "KC"])
    exposed = next(card for card in base.hands[2] if not card.endswith("T") and not card.startswith("K"))
    record = base.record(play_out(base.at_play, 1, {0}), declarations=[{"seat": 1, "type": "chelem"}],
                         events=[{"type": "card_exposed", "seat": 2, "cards": [exposed]}])
    record["options"] = {**record["options"], "chelem_announcer": "either_side"}
    ruling = post(client, record)["ruling"]
    assert (ruling["outcome"], ruling["result"]["made"]) == ("scored", False)
    assert (ruling["score"]["chelem"], ruling["score"]["game"], ruling["score"]["deltas"]) == (
        200, -126, [222, -74, -74, -74])
