"""A fast path through the wire schemas, for the well-formed requests that are nearly all of them.

marshmallow reads a full hand record in about 300 µs, most of it in one ``Field.deserialize`` call per
card string. This module compiles each request schema of ``schemas.py``, once at import, into plain
functions that read a request the common way and give up (``Unusual``) at the first thing out of the
ordinary: a wrong type, a value a validator refuses, a field of a kind it does not know, a float where an
integer is expected. ``load(schema, data)`` then lets marshmallow read the request, so a refusal carries
marshmallow's own messages and pointers. The fast path accepts a subset of what the schema accepts and
loads it to the same dict; ``tests/contract/test_fast_path.py`` checks that over generated, mutated and
hostile requests.

Nothing here restates the wire format: it is read off the schema objects themselves (fields in order,
``required``, ``load_default``, ``allow_none``, closed objects, and each field's validators, which are
called as they are). Card lists, the bulk of a record, become one dict lookup per card; the scalars go
through their field's own ``_deserialize``. A schema with hooks (``pre_load``, ``validates_schema``...)
or a field class not listed in ``_SCALARS`` is never read here: the fast path gives up on it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate

from . import schemas as wire

Loader = Callable[[Any], Any]

MISSING: Final[Any] = missing
"""marshmallow's ``missing``, Final: compiled code holds it rather than looking a global name up at each use."""


class Unusual(Exception):
    """Something the fast path does not read; marshmallow will."""


# The scalar field classes whose ``_deserialize`` reads only its value (never ``attr`` or ``data``), so
# that calling it directly is what marshmallow does. A class is listed by exact type: a subclass may read
# more, and is then not read here.
_SCALARS: frozenset[type[fields.Field[Any]]] = frozenset({
    wire.Text, wire.AliasedChoice, wire.JsonInteger, wire.JsonNumber, wire.JsonBoolean, wire.CardCode,
    wire.ZwanzigerrufenCardCode, wire.OptionValue, wire.PacketTarget, wire.NoPart, wire.AnyValue,
})
_CARD_CODES: frozenset[type[fields.Field[Any]]] = frozenset({wire.CardCode, wire.ZwanzigerrufenCardCode})


def _give_up(value: Any) -> Any:
    raise Unusual


def compile_schema(schema: Schema) -> Loader:
    """The fast reader of ``schema``'s objects: the loaded dict, or ``Unusual``/``ValidationError``."""
    if (
        any(schema._hooks.values())
        or schema.many
        or schema.partial
        or schema.unknown != RAISE
        or schema.dict_class is not dict
    ):
        return _give_up
    specs: list[tuple[str, str, Loader, bool, Any]] = []
    for attr_name, field in schema.load_fields.items():
        name = field.data_key if field.data_key is not None else attr_name
        key = field.attribute or attr_name
        if "." in key:  # marshmallow would nest the value
            return _give_up
        specs.append((name, key, compile_field(field), field.required, field.load_default))
    if all(not required and default is not MISSING and not callable(default) for *_, required, default in specs):
        return _defaults_overridden(specs)

    def load(data: Any) -> dict[str, Any]:
        if type(data) is not dict:
            raise Unusual
        given: dict[str, Any] = data  # typed, so that compiled code looks it up directly
        loaded: dict[str, Any] = {}
        found = 0
        for name, key, read, required, default in specs:
            value = given.get(name, MISSING)  # one lookup: no JSON value is marshmallow's ``missing``
            if value is not MISSING:
                loaded[key] = read(value)
                found += 1
            elif required:
                raise Unusual
            elif default is not MISSING:
                loaded[key] = default() if callable(default) else default
        if found != len(given):  # a name the schema does not know, which marshmallow refuses
            raise Unusual
        return loaded

    return load


def _defaults_overridden(specs: list[tuple[str, str, Loader, bool, Any]]) -> Loader:
    """The reader of an object whose every field has a plain default (the rule options): a copy of the
    defaults, in field order, with the fields the request gives read over them. A request names a few of
    some thirty options, so this copies one dict rather than looking each option up."""
    defaults = {key: default for _, key, _, _, default in specs}
    readers = {name: (key, read) for name, key, read, _, _ in specs}

    def load(data: Any) -> dict[str, Any]:
        if type(data) is not dict:
            raise Unusual
        given: dict[Any, Any] = data  # as in compile_schema; Any keys: a Python caller's may be other than text
        loaded = dict(defaults)
        for name, value in given.items():
            reader = readers.get(name)
            if reader is None:  # a name the schema does not know
                raise Unusual
            key, read = reader
            loaded[key] = read(value)
        return loaded

    return load


def compile_field(field: fields.Field[Any]) -> Loader:
    """The fast reader of one field's values: ``Field.deserialize`` for a value that is present."""
    if field.pre_load or field.post_load:
        return _give_up
    validators = tuple(field.validators)
    if isinstance(field, fields.List) and not field.allow_none:
        # A list's Length validators (the only ones the wire schemas give lists) as bounds, checked inline.
        # The wire's Length only puts marshmallow's words in a Text: the same bounds, read the same way.
        lengths = [validator for validator in validators
                   if type(validator) in (validate.Length, wire.Length) and isinstance(validator, validate.Length)]
        if len(lengths) == len(validators) and all(length.equal is None for length in lengths):
            lowest = max((length.min for length in lengths if length.min is not None), default=0)
            highest = min((length.max for length in lengths if length.max is not None), default=None)
            return _list(field.inner, lowest, highest)
    core = _core(field)
    allow_none = field.allow_none

    def read(value: Any) -> Any:
        if value is None:
            if allow_none:
                return None
            raise Unusual
        loaded = core(value)
        for validator in validators:
            if validator(loaded) is False:
                raise Unusual
        return loaded

    if type(field) in _SCALARS and _few_values(field, validators):
        return _remembered(read)
    return read


def _few_values(field: fields.Field[Any], validators: tuple[Any, ...]) -> bool:
    """Whether the field accepts few values: a closed list of choices, or integers between two bounds (a seat)."""
    if any(type(validator) is validate.OneOf for validator in validators):
        return True
    return type(field) is wire.JsonInteger and any(
        type(validator) is validate.Range and validator.min is not None and validator.max is not None
        for validator in validators
    )


def _remembered(read: Loader) -> Loader:
    """``read`` for a scalar field that accepts few values (``_few_values``: a seat, a call, a rule option...),
    each value it accepts remembered: such a field's reading depends on its value alone, and the values it
    accepts are few (its choices or its range, their aliases, in the few types it reads), so the memory stays
    small. The values are remembered by type, as 1, 1.0 and true are equal keys to a dict."""
    accepted: dict[type, dict[Any, Any]] = {}

    def read_choice(value: Any) -> Any:
        of_its_type = accepted.get(type(value))
        if of_its_type is None:
            of_its_type = accepted[type(value)] = {}
        try:
            return of_its_type[value]
        except KeyError:
            pass
        except TypeError:  # an unhashable value: a list or an object, which the field refuses
            return read(value)
        loaded = read(value)
        of_its_type[value] = loaded
        return loaded

    return read_choice


def _core(field: fields.Field[Any]) -> Loader:
    """``field._deserialize`` for a value that is not None, before the validators."""
    if isinstance(field, fields.List):
        return _list(field.inner, 0, None)
    if isinstance(field, fields.Nested):
        nested = field.schema
        if field.many or field.unknown not in (None, RAISE) or not isinstance(nested, Schema):
            return _give_up
        return compile_schema(nested)
    if type(field) is wire.SheetEntry:
        return _sheet_entry(compile_schema(field._record), compile_schema(field._summary))
    if type(field) in _CARD_CODES and isinstance(field, wire.CardCode):
        return _card(field)
    if type(field) in _SCALARS:
        deserialize = field._deserialize
        return lambda value: deserialize(value, None, None)
    return _give_up


def _card(field: wire.CardCode) -> Loader:
    spellings: dict[str, str] = dict(field.spellings)  # a dict, so that compiled code looks it up directly

    def read(value: Any) -> str:
        if type(value) is not str or value not in spellings:
            raise Unusual
        return spellings[value]

    return read


def _list(inner: fields.Field[Any], lowest: int, highest: int | None) -> Loader:
    """A JSON array of ``lowest`` to ``highest`` items (None: no bound), each read by ``inner``."""
    most = highest if highest is not None else float("inf")
    if (
        type(inner) in _CARD_CODES
        and isinstance(inner, wire.CardCode)
        and not (inner.validators or inner.allow_none or inner.pre_load or inner.post_load)
    ):
        spellings: dict[str, str] = dict(inner.spellings)  # as in _card

        def cards(value: Any) -> list[str]:
            # One lookup per card: a code that is not a key (not a string, or an unknown one) gives up.
            if type(value) is not list or not lowest <= len(value) <= most:
                raise Unusual
            listed: list[Any] = value  # typed, so that compiled code walks the list by index
            try:
                return [spellings[code] for code in listed]
            except (KeyError, TypeError):
                raise Unusual from None

        return cards
    read_item = compile_field(inner)

    def items(value: Any) -> list[Any]:
        if type(value) is not list or not lowest <= len(value) <= most:
            raise Unusual
        listed: list[Any] = value  # as in cards
        return [read_item(item) for item in listed]

    return items


def _sheet_entry(record: Loader, summary: Loader) -> Loader:
    def read(value: Any) -> Any:
        if type(value) is not dict:
            raise Unusual
        return record(value) if "hands" in value else summary(value)

    return read


def compile_by_ruleset(by_ruleset: wire.ByRuleset) -> Loader:
    """``ByRuleset.load``'s dispatch on ``ruleset``, each rule set's schema compiled."""
    loaders = {ruleset: compile_schema(schema) for ruleset, schema in by_ruleset.schemas.items()}

    def load(data: Any) -> Any:
        if type(data) is not dict:
            raise Unusual
        ruleset = data.get("ruleset", wire.DEFAULT_RULESET)
        read = loaders.get(ruleset) if type(ruleset) is str else None
        if read is None:
            raise Unusual
        return read(data)

    return load


_READERS: Final[dict[int, tuple[Schema | wire.ByRuleset, Loader]]] = {}


def reader(schema: Schema | wire.ByRuleset) -> Loader:
    """The fast path of ``schema``, compiled on first use (the request schemas at import)."""
    known = _READERS.get(id(schema))
    if known is None or known[0] is not schema:
        compiled = compile_by_ruleset(schema) if isinstance(schema, wire.ByRuleset) else compile_schema(schema)
        known = _READERS[id(schema)] = (schema, compiled)
    return known[1]


def load(schema: Schema | wire.ByRuleset, data: Any) -> Any:
    """``schema.load(data)``, the fast path first: the same loaded dict, or marshmallow's own errors."""
    try:
        return reader(schema)(data)
    except (Unusual, ValidationError):
        return wire.load_until_errors(schema, data)


for _schema in (wire.HAND_RECORD, wire.LEGAL_PLAYS, wire.SCORE_REQUEST, wire.SCORE_SHEET, wire.HAND_RECORD_BATCH):
    reader(_schema)
