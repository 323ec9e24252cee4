"""Accept-Language as RFC 9110 §12.5.4 describes it, for the three languages the API speaks.

Each language range is weighed by its quality value; a range matches a language by its primary subtag
(``fr-FR`` and ``fr-CA`` are French), ``*`` matches the languages no range names, ``q=0`` refuses. The
highest weight wins, the range listed first among equals; nothing acceptable, or no header, is English
(the API never answers 406 for a language).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

LANGUAGES: Final = ("en", "fr", "de")
DEFAULT_LANGUAGE: Final = "en"


def negotiate(accept_language: str | None) -> str:
    """The language of the answer to a request with this Accept-Language header (None: no header)."""
    if not accept_language:
        return DEFAULT_LANGUAGE
    # Header values repeat (a client sends the same one every time): parsing is paid once per value. The
    # whole header is read, however long (the server bounds a header's size): a cut could turn "fr;q=0.9"
    # into "fr;q=0", or leave out the range the client prefers. Only short ones are kept in the cache.
    if len(accept_language) > _CACHED_UP_TO:
        return _negotiate.__wrapped__(accept_language)
    return _negotiate(accept_language)


_CACHED_UP_TO: Final = 1024
"""Headers longer than this (no real list of languages is) are parsed each time, not kept in the cache."""


@lru_cache(maxsize=256)
def _negotiate(header: str) -> str:
    exact: dict[str, float] = {}  # a range that is the language itself ("fr")
    loose: dict[str, float] = {}  # the best range with a subtag ("fr-FR"), when no exact one is given
    order: dict[str, int] = {}
    wildcard: float | None = None
    for position, item in enumerate(header.split(",")):
        parsed = _range_and_quality(item)
        if parsed is None:
            continue
        language_range, quality = parsed
        if language_range == "*":
            wildcard = quality if wildcard is None else wildcard
            order.setdefault("*", position)
            continue
        primary, _, subtags = language_range.partition("-")
        if primary not in LANGUAGES:
            continue
        if subtags:
            loose[primary] = max(quality, loose.get(primary, 0.0))
        elif primary not in exact:
            exact[primary] = quality
        order.setdefault(primary, position)
    best, best_quality, best_order = DEFAULT_LANGUAGE, 0.0, len(order) + 1
    for language in LANGUAGES:
        if language in exact:
            quality, rank = exact[language], order[language]
        elif language in loose:
            quality, rank = loose[language], order[language]
        elif wildcard is not None:
            quality, rank = wildcard, order["*"]
        else:
            continue
        if quality > best_quality or (quality == best_quality and quality > 0 and rank < best_order):
            best, best_quality, best_order = language, quality, rank
    return best


def _range_and_quality(item: str) -> tuple[str, float] | None:
    """``fr-FR;q=0.8`` → ("fr-fr", 0.8); None for an entry that is not a language range with a valid weight."""
    language_range, *parameters = (part.strip() for part in item.split(";"))
    language_range = language_range.lower()
    if not language_range or not all(part.isalnum() and len(part) <= 8 for part in language_range.split("-")) \
            and language_range != "*":
        return None
    quality = 1.0
    for parameter in parameters:
        name, _, value = parameter.partition("=")
        if name.strip().lower() != "q":
            continue
        value = value.strip()
        # RFC 9110 §12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
        whole, _, decimals = value.partition(".")
        if whole not in ("0", "1") or len(decimals) > 3 or not (decimals.isdigit() or decimals == ""):
            return None
        quality = float(value)
        if quality > 1:
            return None
    return language_range, quality
