"""An annulled deal scores nothing (``service/french/arbitration/ruling.py``, digest §7.3 step 6): its ruling's
score keeps the multiplier and has every other number at zero, whatever the deal as played would have scored."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask.testing import FlaskClient

from tests.arbitration.helpers import post
from tests.arbitration.test_golden import RECORDS, load

ANNULLED = [path for path in RECORDS if load(path)["expected"]["outcome"] == "annulled"]


def test_some_example_of_the_digest_is_annulled() -> None:
    assert len(ANNULLED) >= 2


@pytest.mark.parametrize("path", ANNULLED, ids=[path.stem for path in ANNULLED])
def test_an_annulled_deal_scores_zero_in_every_part(client: FlaskClient, path: Path) -> None:
    score = post(client, load(path)["request"])["ruling"]["score"]
    numbers = {key: value for key, value in score.items() if key != "multiplier"}
    assert numbers == {key: [0] * len(value) if isinstance(value, list) else 0 for key, value in numbers.items()}
