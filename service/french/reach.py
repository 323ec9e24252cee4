"""Which of a request's options can change nothing at its table, for its kind of request: its `notes`.

Each option says where it applies (``OPTION_REACH`` in ``options.py``, as data); this module reads that
table against the rule set built for the table and the options chosen. An option left at its default
changes nothing anywhere and is never noted: the notes are about the choices a client made.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any, Final

from ..core.text import Text
from .options import OPTION_REACH, OPTIONS_BY_NAME, POSITION, RECORD, SHEET, SUMMARY
from .rules import FrenchRules

# Texts (service/core/text.py): a note is told in the answer's language (service/i18n/problems.py).
TABLE_CONDITIONS: Final[dict[str, tuple[Callable[[FrenchRules], bool], str]]] = {
    "any": (lambda rules: True, ""),
    "not_two": (lambda rules: not rules.piles,
                Text("the game for two has no auction, contract, écart nor declaration, and its own score")),
    "two": (lambda rules: bool(rules.piles), Text("only the game for two scores this way")),
    "partner_called": (lambda rules: rules.calls_partner, Text("no partner is called at this table")),
    "five_seats": (lambda rules: rules.seats == 5, Text("only a table of 5 players chooses its game")),
}

_DEFAULTS: Final = {name: spec.default for name, spec in OPTIONS_BY_NAME.items()}
_NOT_AN_OPTION: Final = object()

REQUEST_WORDS: Final = {
    RECORD: Text("a hand record"),
    SUMMARY: Text("a score keeper's summary (the play is not judged)"),
    SHEET: Text("a score sheet"),
    POSITION: Text("a position's legal cards"),
}


def options_without_effect(
    options: Mapping[str, Any], rules: FrenchRules, request: str, record_fields: Collection[str] = ()
) -> list[tuple[str, str]]:
    """(option, why) for each option of ``options`` chosen away from its default that can change nothing
    here: at the table of ``rules``, for ``request`` (RECORD, SUMMARY, SHEET or POSITION), given the other
    options and, for a record, the fields it has (``record_fields``)."""
    notes: list[tuple[str, str]] = []
    for name, value in options.items():
        if value is _DEFAULTS.get(name, _NOT_AN_OPTION):
            continue  # what the wire filled in: the spec's own object, told apart without comparing values
        spec = OPTIONS_BY_NAME.get(name)
        reach = OPTION_REACH.get(name)
        if spec is None or reach is None or value == spec.default:
            continue
        applies, table_words = TABLE_CONDITIONS[reach.table]
        why = None
        if not applies(rules):
            why = Text("{condition} ({table})", condition=table_words, table=_table(rules))
        elif request not in reach.requests:
            why = Text("it is not read for {request}", request=REQUEST_WORDS[request])
        elif reach.needs is not None and options.get(reach.needs[0]) != reach.needs[1]:
            why = Text("it refines {option}: {value}, which is not chosen", option=reach.needs[0],
                       value=reach.needs[1])
        elif reach.replaced_by is not None and options.get(reach.replaced_by[0]) == reach.replaced_by[1]:
            why = Text("{option}: {value} applies its own rule in its place", option=reach.replaced_by[0],
                       value=reach.replaced_by[1])
        elif request == RECORD and reach.record_field is not None and reach.record_field not in record_fields:
            why = Text("the record has no {field}", field=reach.record_field)
        if why is not None:
            notes.append((name, Text("Option {name} has no effect here: {why}.", name=name, why=why)))
        elif reach.keys_among is not None and isinstance(value, Mapping):
            among = options.get(reach.keys_among, OPTIONS_BY_NAME[reach.keys_among].default)
            unread = [key for key in value if key not in among]
            if unread:
                notes.append((name, Text("Option {name} has no effect for {keys}: {among} does not include it.",
                                         name=name, keys=unread[0], among=reach.keys_among) if len(unread) == 1
                              else Text("Option {name} has no effect for {keys}: {among} does not include them.",
                                        name=name, keys=", ".join(unread), among=reach.keys_among)))
    return notes


def _table(rules: FrenchRules) -> str:
    if rules.piles:
        return Text("2 players")
    if rules.dealer_sits_out:
        return Text("{seats} seats, the dealer sitting out", seats=rules.seats)
    return Text("{players} players", players=rules.players)
