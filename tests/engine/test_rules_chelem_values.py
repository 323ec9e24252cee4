"""The chelem_values option (french/rules.py): each value a client leaves out of the object keeps the FFT's
(FFT S1 §9: 400 announced and made, 200 unannounced, 200 paid when announced and failed, 200 to each
defender for a defence chelem), so a partial object changes only what it names."""

from __future__ import annotations

import pytest

from service.french.rules import ChelemValues, french_rules

FFT = ChelemValues(announced_made=400, unannounced_made=200, announced_failed=-200, defence=-200)


@pytest.mark.parametrize(("given", "expected"), [
    ({"defence": 250}, ChelemValues(400, 200, -200, -250)),
    ({"announced": 500}, ChelemValues(500, 200, -200, -200)),
    ({"unannounced": 0, "announced_failed": 300}, ChelemValues(400, 0, -300, -200)),
    ({}, FFT),
])
def test_a_partial_chelem_values_object_keeps_the_fft_values_it_leaves_out(given, expected):
    assert french_rules(4, {"chelem_values": given}).chelem == expected
    assert french_rules(4).chelem == FFT
