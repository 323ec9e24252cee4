"""An English text that remembers how it was made: its template and the values put into it.

Every text the API returns about a request (a problem's detail, a 422 error's message, a ruling's reason)
is built where the error or the ruling is found, as ``Text(template, **values)``: it *is* the English text
(a ``str``, equal to what was always written), and ``service/i18n`` rebuilds it in French or German from
the template and the values, never by reading the English words. A value may itself be a ``Text``: how
deep texts nest is the code's doing, never the request's (``joined`` makes one flat text of any number of
texts), and ``service/i18n`` walks them without recursion all the same.
Not compiled (setup.py): a ``str`` subclass is an ordinary Python class.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class Text(str):
    """``template.format(**values)``, with ``template`` and ``values`` kept for the other languages."""

    template: str
    values: dict[str, Any]

    def __new__(cls, template: str, /, **values: Any) -> Text:
        # Without values the template is the text itself (marshmallow fills its messages' values later).
        self = super().__new__(cls, template.format(**values) if values else template)
        self.template = template
        self.values = values
        return self

    def format(self, *args: Any, **kwargs: Any) -> Text:
        """marshmallow fills an error message's values with ``format``: the values are kept too."""
        if self.template == JOINED:
            return self
        return Text(self.template, **{**kwargs, **self.values})

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled for the bulk command's worker processes as what it is made of.
        return (_rebuild, (self.template, self.values))


def _rebuild(template: str, values: dict[str, Any]) -> Text:
    if template == JOINED:
        return _joined(values["texts"], values["pair"])
    return Text(template, **values)


def from_one(index: int) -> int:
    """A seat's, a trick's (or any counted thing's) number in a text for people, who count from one: seat 0 of
    the wire is "Seat 1", its trick 6 "trick 7". Fields and pointers keep the wire's count from zero
    (docs/glossary.md, "Counting")."""
    return index + 1


NO_SEAT = "There is no seat {seat} at a table of {players}."
"""A seat off the table, as every check of a summary or a sheet says it."""

CANNOT_BE_SCORED = "This hand cannot be scored: {why}"
"""A score sheet's hand that has no score (an illegal or unfinished record)."""
STOPS_EARLY = "the record stops before the last trick"

VIOLATION = "{message}"
"""The template of a violation's message quoted in another text: its language comes from its code."""


def violation_text(message: str, ruleset: str) -> Text:
    """A violation's English ``message`` quoted in another text, with the rule set whose catalogue translates
    it (the message is itself a ``Text``: its template and values rebuild it in another language)."""
    return Text(VIOLATION, message=message, ruleset=ruleset)


JOINED = "{first}…{second}"
"""The template of a ``joined`` text: its values are ``texts`` (a tuple) and ``pair`` (how two of them are
joined, a template of its own that the catalogues translate)."""

_FIRST, _SECOND = "{first}", "{second}"


def joined(texts: Sequence[str], template: str = "{first}; {second}") -> str:
    """``texts`` one after the other, each pair as ``template`` has it ("a; b; c" by default): one flat text
    whatever their number (``template`` is ``{first}``, what goes between two, then ``{second}``)."""
    if not texts:
        return ""
    if len(texts) == 1:
        return texts[0]
    return _joined(tuple(texts), template)


def separator(pair: str) -> str:
    """What ``pair`` (``"{first}; {second}"``) puts between two texts."""
    if not (pair.startswith(_FIRST) and pair.endswith(_SECOND)) or pair.count("{") != 2:
        raise ValueError(f"a pair of texts is {_FIRST}, a separator, then {_SECOND}: {pair!r}")
    return pair[len(_FIRST):-len(_SECOND)]


def _joined(texts: tuple[str, ...], pair: str) -> Text:
    made = str.__new__(Text, separator(pair).join(texts))
    made.template = JOINED
    made.values = {"texts": texts, "pair": pair}
    return made
