"""An annulled deal scores nothing (``service/french/arbitration/ruling.py``, digest §7.3 step 6): its ruling's
score keeps the multiplier and has every other number at zero, whatever the deal as played would have scored."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask.testing import FlaskClient

from service.core.cards import codes
from tests.arbitration.deals import PETIT_KEEPER, Deal, deal, honours_first, petit_last, with_discard
from tests.arbitration.golden_records import RECORDS, load
from tests.arbitration.helpers import Chooser, post
from tests.engine.helpers import build_deal

ANNULLED = [path for path in RECORDS if load(path)["expected"]["outcome"] == "annulled"]


def test_some_example_of_the_digest_is_annulled() -> None:
    assert len(ANNULLED) >= 2


@pytest.mark.parametrize("path", ANNULLED, ids=[path.stem for path in ANNULLED])
def test_an_annulled_deal_scores_zero_in_every_part(client: FlaskClient, path: Path) -> None:
    score = post(client, load(path)["request"])["ruling"]["score"]
    numbers = {key: value for key, value in score.items() if key != "multiplier"}
    assert numbers == {key: [0] * len(value) if isinstance(value, list) else 0 for key, value in numbers.items()}


def test_an_annulled_deal_with_a_petit_au_bout_scores_none(client: FlaskClient) -> None:
    """The taker keeps the Petit for the last trick and wins it (a petit au bout), but a king in his écart
    annuls the contract he made: the petit au bout is not scored either."""
    base = deal(PETIT_KEEPER)
    record = with_discard(base, [*base.dog[:5], "KS"], choosers={0: petit_last})
    last = record["tricks"][-1]
    assert "1T" in last and all(card in ("1T", "EX") or not card.endswith("T") for card in last)
    ruling = post(client, record)["ruling"]
    assert (ruling["outcome"], ruling["result"]["made"]) == ("annulled", True)
    assert ruling["score"]["petit_au_bout"] == 0 and ruling["score"]["deltas"] == [0, 0, 0, 0]


NO_TRUMP = ["1S", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "1H", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H"]


def test_an_annulled_deal_pays_no_misere(client: FlaskClient) -> None:
    """Option misere: seat 1, dealt no trump, declares a misère; the deal is annulled (a king in the taker's
    écart, his contract made), so the misère is not paid either."""
    hands, dog = build_deal(4, {0: PETIT_KEEPER, 1: NO_TRUMP})
    base = Deal([codes(hand) for hand in hands], codes(dog))
    record = with_discard(base, [*base.dog[:5], "KS"], choosers={0: petit_last})
    record["options"] = {**record["options"], "misere": True}
    record["declarations"] = [{"seat": 1, "type": "misere", "kind": "trumps"}]
    verdict = post(client, record)
    assert [violation["code"] for violation in verdict["violations"]] == ["discard_king"]  # the misère stands
    ruling = verdict["ruling"]
    assert (ruling["outcome"], ruling["result"]["made"]) == ("annulled", True)
    assert ruling["score"]["miseres"] == 0 and ruling["score"]["deltas"] == [0, 0, 0, 0]


def _excuse_last(seat: int, hand: list[str], trick: list[str], legal: list[str]) -> str:
    kept = [card for card in legal if card != "EX"] if len(hand) > 1 and len(legal) > 1 else legal
    return honours_first(seat, hand, trick, kept)


@pytest.mark.parametrize(("announced", "options", "chooser"), [
    ("petit_chelem", {"petit_chelem": True}, petit_last),  # made or failed, a petit chelem is worth points
    ("chelem", {}, _excuse_last),  # the announcer keeps the Excuse for the last trick
])
def test_an_annulled_deal_scores_no_announced_chelem(client: FlaskClient, announced: str, options: dict[str, bool],
                                                     chooser: Chooser) -> None:
    """The taker announces a chelem or (option petit_chelem) a petit chelem; whatever it would have scored, the
    king in his écart annuls the deal, and it scores nothing."""
    base = deal(PETIT_KEEPER)
    record = with_discard(base, [*base.dog[:5], "KS"], choosers={0: chooser})
    record["options"] = {**record["options"], **options}
    record["declarations"] = [{"seat": 0, "type": announced}]
    verdict = post(client, record)
    assert [violation["code"] for violation in verdict["violations"]] == ["discard_king"]
    ruling = verdict["ruling"]
    assert (ruling["outcome"], ruling["result"]["made"]) == ("annulled", True)
    assert ruling["score"][announced] == 0 and ruling["score"]["deltas"] == [0, 0, 0, 0]
