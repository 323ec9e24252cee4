"""Why a document is not JSON, in the service's own words: a short closed set of texts, each with where the
parser stopped, that every language can say.

orjson's reasons ("unexpected end of data: line 1 column 25 (char 24)") are English and its own: each kind is
mapped to a ``Text`` of ours, and a kind not known here gets a text that says only where the parser stopped.
A request body gives its line and column; a line of the command line's file its column only (the answer
already names the file's line).
"""

from __future__ import annotations

import json
from typing import Final

from ..core.text import Text, from_one

IN_A_DOCUMENT = "line {line}, column {column}"
"""Where a parser stopped in a request body (lines and columns counted from one, as the parser does)."""
IN_A_LINE = "column {column}"
"""Where a parser stopped in one line of a JSON Lines file."""

ENDS_EARLY = "the data ends before the JSON value is complete, at {where}"
TRAILING_COMMA = "a comma comes right before the end of an array or an object, at {where}"
NO_COLON = "a colon (:) should follow the key, at {where}"
ARRAY_GOES_ON = "a comma or the end of the array should come next, at {where}"
OBJECT_GOES_ON = "a comma or the end of the object should come next, at {where}"
NO_VALUE = "a value should come here (a string, a number, an object, an array, true, false or null), at {where}"
NO_KEY = "a key in double quotes should come here, at {where}"
AFTER_THE_VALUE = "more data follows the JSON value, at {where}"
LEADING_ZERO = "a number starts with 0 followed by more digits, at {where}"
TOO_LARGE = "a number is too large for a 64-bit floating-point number, at {where}"
NO_DIGIT = "a number lacks a digit after its sign, its decimal point or its exponent, at {where}"
MISSPELT = "a word is misspelt ({literal} was expected), at {where}"
BAD_ESCAPE = "a string has an invalid backslash escape, at {where}"
LONE_SURROGATE = "a string escapes a lone UTF-16 surrogate (\\uD800 to \\uDFFF), which is no character, at {where}"
CONTROL_CHARACTER = "a string holds a control character (a tab or a line break) that must be escaped, at {where}"
TOO_DEEP = "arrays and objects are nested more than {limit} levels deep, at {where}"
BYTE_ORDER_MARK = "the data begins with a byte order mark (BOM), which a JSON text must not have"
NOTHING = "there is no JSON value, only white space or nothing"
NOT_UTF8 = "byte {position} ({byte}) is not UTF-8 ({reason})"
SOMEWHERE = "a syntax error at {where}"
"""A kind of error this module does not know (a newer orjson's): where it is, at least."""

ORJSON_DEPTH_LIMIT: Final = 1024
"""How deep orjson reads arrays and objects."""

KINDS: Final = {
    "unexpected end of data": ENDS_EARLY,
    "trailing comma is not allowed": TRAILING_COMMA,
    "unexpected character, expected ':' after key": NO_COLON,
    "unexpected character, expected ',' or ']'": ARRAY_GOES_ON,
    "unexpected character, expected ',' or '}'": OBJECT_GOES_ON,
    "unexpected character, expected a JSON value": NO_VALUE,
    "unexpected character, expected a string key": NO_KEY,
    "unexpected content after document": AFTER_THE_VALUE,
    "number with leading zero is not allowed": LEADING_ZERO,
    "number is infinity when parsed as double": TOO_LARGE,
    "no digit after sign": NO_DIGIT,
    "no digit after decimal point": NO_DIGIT,
    "no digit after exponent sign": NO_DIGIT,
    "invalid escaped sequence in string": BAD_ESCAPE,
    "invalid escape in string": BAD_ESCAPE,
    "no low surrogate in string": LONE_SURROGATE,
    "invalid low surrogate in string": LONE_SURROGATE,
    "invalid high surrogate in string": LONE_SURROGATE,
    "unexpected control character in string": CONTROL_CHARACTER,
}
"""orjson's reasons (its ``msg``, without the position) → ours."""
_LITERAL = "invalid literal, expected '"
_NOTHING: Final = ("Input is a zero-length, empty document", "input data is empty")


def syntax_error(error: json.JSONDecodeError, document: bytes, whole: bool = True) -> Text:
    """Why ``document`` is not JSON (``error`` is orjson's, a ``json.JSONDecodeError``), with where: line and
    column in a ``whole`` document, the column in a line of a file."""
    not_utf8 = _not_utf8(document)
    if not_utf8 is not None:
        return not_utf8
    reason = error.msg
    if reason in _NOTHING:
        return Text(NOTHING)
    if reason.startswith("UTF-8 byte order mark"):
        return Text(BYTE_ORDER_MARK)
    where = Text(IN_A_DOCUMENT, line=error.lineno, column=error.colno) if whole else \
        Text(IN_A_LINE, column=error.colno)
    if reason.startswith(_LITERAL):
        return Text(MISSPELT, literal=reason[len(_LITERAL):].strip("'"), where=where)
    if reason == "depth limit exceeded":
        return Text(TOO_DEEP, limit=ORJSON_DEPTH_LIMIT, where=where)
    return Text(KINDS.get(reason, SOMEWHERE), where=where)


def _not_utf8(document: bytes) -> Text | None:
    """Where ``document`` is not UTF-8, in its bytes (orjson says "str is not valid UTF-8: surrogates not
    allowed", which is about its own strings, wherever the bad byte is)."""
    try:
        document.decode("utf-8")
    except UnicodeDecodeError as error:
        return Text(NOT_UTF8, position=from_one(error.start), byte=f"0x{document[error.start]:02x}",
                    reason=Text(error.reason))
    return None
