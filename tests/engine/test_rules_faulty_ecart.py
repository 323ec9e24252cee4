"""Which rule set applies seed 001's faulty-écart penalty (french/rules.py): "penalties: house" or "arbitration:
house" asks for it; "arbitration: fft" replaces it with the FFT Code d'arbitrage's own ruling (the option notes
say penalties is replaced by arbitration fft), so the house penalty is not applied on top of it."""

from __future__ import annotations

import pytest

from service.french.rules import french_rules


@pytest.mark.parametrize(("options", "applied"), [
    ({}, False),
    ({"penalties": "house"}, True),
    ({"arbitration": "house"}, True),
    ({"arbitration": "fft"}, False),
    ({"penalties": "house", "arbitration": "fft"}, False),
])
def test_the_house_penalty_for_a_faulty_ecart(options, applied):
    assert french_rules(4, options).faulty_ecart_penalty is applied
