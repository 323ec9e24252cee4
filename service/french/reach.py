"""Which of a request's options can change nothing at its table, for its kind of request: its `notes`.

Each option says where it applies (``OPTION_REACH`` in ``options.py``, as data); this module reads that
table against the rule set built for the table and the options chosen. An option left at its default
changes nothing anywhere and is never noted: the notes are about the choices a client made.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any, Final

from .options import OPTION_REACH, OPTIONS_BY_NAME, POSITION, RECORD, SHEET, SUMMARY
from .rules import FrenchRules

TABLE_CONDITIONS: Final[dict[str, tuple[Callable[[FrenchRules], bool], str]]] = {
    "any": (lambda rules: True, ""),
    "not_two": (lambda rules: not rules.piles,
                "the game for two has no auction, contract, écart nor declaration, and its own score"),
    "partner_called": (lambda rules: rules.calls_partner, "no partner is called at this table"),
    "five_seats": (lambda rules: rules.seats == 5, "only a table of 5 players chooses its game"),
}

REQUEST_WORDS: Final = {
    RECORD: "a hand record",
    SUMMARY: "a score keeper's summary (the play is not judged)",
    SHEET: "a score sheet",
    POSITION: "a position's legal cards",
}


def options_without_effect(
    options: Mapping[str, Any], rules: FrenchRules, request: str, record_fields: Collection[str] = ()
) -> list[tuple[str, str]]:
    """(option, why) for each option of ``options`` chosen away from its default that can change nothing
    here: at the table of ``rules``, for ``request`` (RECORD, SUMMARY, SHEET or POSITION), given the other
    options and, for a record, the fields it has (``record_fields``)."""
    notes: list[tuple[str, str]] = []
    for name, value in options.items():
        spec = OPTIONS_BY_NAME.get(name)
        reach = OPTION_REACH.get(name)
        if spec is None or reach is None or value == spec.default:
            continue
        applies, table_words = TABLE_CONDITIONS[reach.table]
        why = None
        if not applies(rules):
            why = f"{table_words} ({_table(rules)})"
        elif request not in reach.requests:
            why = f"it is not read for {REQUEST_WORDS[request]}"
        elif reach.needs is not None and options.get(reach.needs[0]) != reach.needs[1]:
            why = f"it refines {reach.needs[0]}: {reach.needs[1]}, which is not chosen"
        elif reach.replaced_by is not None and options.get(reach.replaced_by[0]) == reach.replaced_by[1]:
            why = f"{reach.replaced_by[0]}: {reach.replaced_by[1]} applies its own rule in its place"
        elif request == RECORD and reach.record_field is not None and reach.record_field not in record_fields:
            why = f"the record has no {reach.record_field}"
        if why is not None:
            notes.append((name, f"Option {name} has no effect here: {why}."))
        elif reach.keys_among is not None and isinstance(value, Mapping):
            among = options.get(reach.keys_among, OPTIONS_BY_NAME[reach.keys_among].default)
            unread = [key for key in value if key not in among]
            if unread:
                notes.append((name, f"Option {name} has no effect for {', '.join(unread)}: {reach.keys_among} "
                                    f"does not include {'it' if len(unread) == 1 else 'them'}."))
    return notes


def _table(rules: FrenchRules) -> str:
    if rules.piles:
        return "2 players"
    if rules.dealer_sits_out:
        return f"{rules.seats} seats, the dealer sitting out"
    return f"{rules.players} players"
