"""A value of a request shown in a message as the client wrote it, in JSON, and at most a short excerpt.

Messages quote what they refuse in the request's own terms (``true``, ``null``, ``"KS"``, not Python's
``True``, ``None``, ``'KS'``), and never whole: a megabyte string or an object of 100,000 keys would
otherwise come back in the answer. The value is written only as far as the excerpt reaches, so a huge
one costs no more than a small one, and a deep one no deeper: each level of a nested value writes its bracket
before its items, so the walk goes at most ``limit`` levels down (tests/api/test_bounded_answers.py).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any, Final

from .text import Text

# Characters of a value a message quotes; longer ones are cut and say their full length when it is text.
EXCERPT_CHARACTERS: Final = 40
_ELLIPSIS: Final = "…"
_ESCAPES: Final = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


CUT_STRING = "{shown} ({length} characters)"
"""A string cut short, and its whole length: a ``Text``, as the words around the number are a language's."""
VERY_LONG_INTEGER = "a very long integer"
NOT_FINITE = "a non-finite number"


def excerpt(value: Any, limit: int = EXCERPT_CHARACTERS) -> str:
    """``value`` in JSON notation, cut to about ``limit`` characters with "…" where it was cut."""
    parts: list[str] = []
    complete = _write(value, parts, limit)
    text = "".join(parts)
    if complete and len(text) <= limit:
        # What a value is when it is not shown is words of a language (inside an array they stay English).
        return Text(VERY_LONG_INTEGER) if text == VERY_LONG_INTEGER else Text(NOT_FINITE) if text == NOT_FINITE \
            else text
    shown = text[:limit] + _ELLIPSIS
    if isinstance(value, str):
        return Text(CUT_STRING, shown=shown, length=len(value))
    return shown


def _write(value: Any, parts: list[str], budget: int) -> bool:
    """Append ``value``'s JSON text to ``parts`` until about ``budget`` characters; False when cut short."""
    if budget < 0:
        return False
    if value is None:
        parts.append("null")
    elif value is True:
        parts.append("true")
    elif value is False:
        parts.append("false")
    elif isinstance(value, str):
        parts.append(_string(value, budget))
        return len(value) <= budget
    elif isinstance(value, int):
        digits = str(value) if value.bit_length() < 1000 else VERY_LONG_INTEGER
        parts.append(digits)
    elif isinstance(value, float):
        parts.append(repr(value) if math.isfinite(value) else NOT_FINITE)
    elif isinstance(value, (list, tuple)):
        return _write_items(value, parts, budget)
    elif isinstance(value, dict):
        return _write_members(value, parts, budget)
    else:
        kind = type(value).__name__
        parts.append(f"{'an' if kind[:1] in 'aeiouAEIOU' else 'a'} {kind}")
    return True


def _string(text: str, budget: int) -> str:
    # Only the characters that can be shown are escaped: the rest of a huge string is never looked at.
    cut = text[: budget + 1]
    escaped = "".join(_ESCAPES.get(char, char if char >= " " else f"\\u{ord(char):04x}") for char in cut)
    return f'"{escaped}"' if len(cut) == len(text) else f'"{escaped}'


def _write_items(items: Any, parts: list[str], budget: int) -> bool:
    return _write_entries("[", ((item,) for item in items), "]", parts, budget)


def _write_members(members: dict[Any, Any], parts: list[str], budget: int) -> bool:
    return _write_entries("{", ((str(key), item) for key, item in members.items()), "}", parts, budget)


def _write_entries(opening: str, entries: Iterator[tuple[Any, ...]], closing: str, parts: list[str],
                   budget: int) -> bool:
    """An array's items or an object's members (each a key and a value, joined by ": "), until ``budget``."""
    parts.append(opening)
    used = len(opening)
    for index, entry in enumerate(entries):
        if index:
            parts.append(", ")
            used += 2
        for position, value in enumerate(entry):
            if position:
                parts.append(": ")
                used += 2
            start = len(parts)
            if not _write(value, parts, budget - used):
                return False
            used += sum(len(part) for part in parts[start:])
            if used > budget:
                return False
    parts.append(closing)
    return True
