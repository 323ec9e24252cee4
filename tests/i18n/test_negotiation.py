"""Accept-Language → the answer's language, as RFC 9110 §12.5.4 describes (quality values, subtags, *)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.i18n import LANGUAGES, negotiate


@pytest.mark.parametrize(("header", "language"), [
    (None, "en"),
    ("", "en"),
    ("fr", "fr"),
    ("de", "de"),
    ("en", "en"),
    ("fr-FR", "fr"),
    ("de-AT", "de"),
    ("FR-ca", "fr"),
    ("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr"),
    ("en;q=0.5, de;q=0.8", "de"),
    ("es, it;q=0.9", "en"),  # nothing the API speaks: English
    ("es, de;q=0.1", "de"),  # a low weight is still acceptable
    ("de;q=0", "en"),  # refused: English
    ("en;q=0, fr;q=0, de;q=0", "en"),
    ("*", "en"),
    ("*;q=0.5, fr;q=0.4", "en"),  # the wildcard stands for English, which is not named
    ("en;q=0.1, *;q=0.5", "fr"),  # the wildcard for French and German; the first of them wins
    ("de;q=0.7, fr;q=0.7", "de"),  # equal weights: the first listed
    ("fr;q=0.7, de;q=0.7", "fr"),
    ("fr;q=1.0", "fr"),
    ("fr;q=1.5, de;q=0.2", "de"),  # an invalid weight makes the range void
    ("fr;q=abc, de;q=0.2", "de"),
    ("fr;q=0.1234, de;q=0.2", "de"),  # more than three decimals
    ("de-DE;q=0.9, de;q=0.1, fr;q=0.5", "fr"),  # the exact range weighs, not the subtag's
    ("de-DE;q=0.9, fr;q=0.5", "de"),
    ("fr-subtaglongerthan8", "en"),  # not a language range
    (" fr ; q=0.8 , en ; q=0.2 ", "fr"),
    (",,;,fr", "fr"),
    ("zh-Hant-TW, fr-CH;q=0.3", "fr"),
])
def test_the_language_is_negotiated(header: str | None, language: str) -> None:
    assert negotiate(header) == language


@given(st.text(max_size=200))
def test_any_header_gets_a_language_the_api_speaks(header: str) -> None:
    assert negotiate(header) in LANGUAGES


def test_a_header_longer_than_any_real_one_is_read_whole() -> None:
    """The range preferred may come after the first kilobyte, and no weight is cut short ("fr;q=0.9" is never
    "fr;q=0", which would refuse French)."""
    assert negotiate("de;q=0.1," + "x" * 5000 + ",fr") == "fr"
    padding = "x-" + "y" * 8 + ","
    for cut in range(1000, 1040):  # wherever the first kilobyte would end
        before = padding * ((cut - 20) // len(padding))
        header = before + "en;q=0.5," + "fr;q=0.9"
        assert negotiate(header) == "fr", len(before)
        assert negotiate(header + ", de;q=0.95") == "de"


def test_a_long_header_is_not_kept_in_the_cache() -> None:
    from service.i18n.negotiation import _negotiate

    _negotiate.cache_clear()
    negotiate("fr;q=0.5," + "x" * 5000)
    negotiate("de, fr;q=0.5")
    assert _negotiate.cache_info().currsize == 1
