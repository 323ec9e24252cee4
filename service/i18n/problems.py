"""Problems in French and German: the title of each status, and every template a problem's ``detail`` or a
422 error's ``message`` is made from (``service.core.text.Text``), keyed by its English template; with them
the verdicts' own texts that are no violation: a verdict's ``reason`` and a house ``penalty``'s message. The
translations are the catalogue ``problems.po`` (``catalogues.py``), the titles under the msgctxt ``status``.

A template keeps its English one's placeholders, filled with the same values: pointers, numbers, excerpts of
the request, card codes, wire values (``declarers``, ``pagat``) and field names stay as sent.
``tests/i18n/test_texts.py`` finds every template in the code and holds each to both languages.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from .catalogues import TRANSLATED, by_msgid

STATUS_NAMES: Final[Mapping[int, str]] = MappingProxyType({
    400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable",
    408: "Request Timeout", 413: "Request Entity Too Large", 414: "Request URI Too Long",
    415: "Unsupported Media Type", 422: "Unprocessable Entity", 431: "Request Header Fields Too Large",
    500: "Internal Server Error", 501: "Not Implemented", 503: "Service Unavailable",
})
"""Each status the service answers with a problem, by its English title (Werkzeug's, a test holds them)."""

STATUS_TITLES: Final[Mapping[str, Mapping[int, str]]] = MappingProxyType({
    language: MappingProxyType({status: by_msgid(language, "problems", "status")[name]
                                for status, name in STATUS_NAMES.items()})
    for language in TRANSLATED
})
"""Language → HTTP status → its title (RFC 9110's names, English in ``problems.status_title``)."""

WERKZEUG_DESCRIPTIONS: Final[Mapping[int, str]] = MappingProxyType({
    400: "The browser (or proxy) sent a request that this server could not understand.",
    404: "The requested URL was not found on the server. If you entered the URL manually please check your"
         " spelling and try again.",
    405: "The method is not allowed for the requested URL.",
    406: "The resource identified by the request is only capable of generating response entities which "
         "have content characteristics not acceptable according to the accept headers sent in the request.",
    408: "The server closed the network connection because the browser didn't finish the request within "
         "the specified time.",
    413: "The data value transmitted exceeds the capacity limit.",
    414: "The length of the requested URL exceeds the capacity limit for this server. The request cannot "
         "be processed.",
    415: "The server does not support the media type transmitted in the request.",
    431: "One or more header fields exceeds the maximum size.",
    500: "The server encountered an internal error and was unable to complete your request. Either the "
         "server is overloaded or there is an error in the application.",
    501: "The server does not support the action requested by the browser.",
})
"""Werkzeug's own description of each status the service answers with it (a test holds them to Werkzeug's)."""

PROBLEM_TEXTS: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {language: by_msgid(language, "problems") for language in TRANSLATED})
"""Language → English template → the template in that language."""
