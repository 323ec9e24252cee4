"""Marshmallow schemas of the wire format: the one place where a request is checked for shape.

A request that these schemas accept is *readable*; whether it follows the rules of the game is the
engine's question, answered with a 200 verdict. So the schemas check only what ``openapi.yaml`` says
(types, closed enums, static bounds such as "at most 6 hands") and never a game rule (hand sizes,
seats below the number of players, whose turn it is...). ``tests/contract/test_drift.py`` compares
every request schema here with its component in ``openapi.yaml``.

Loaded dicts keep the wire field names. Card codes and calls are loaded in canonical form (``ks`` →
``KS``, ``prise`` → ``petite``); ``ruleset``, ``players`` and ``options`` get their defaults (every
option filled in), except a hand record's ``players``, which stays absent when not given (the engine
then counts the hands); optional parts of a hand record that the request leaves out stay absent,
since an absent part means "the record stops before it".

The integer, number and boolean fields follow JSON Schema, not Python: ``5.0`` is the integer 5,
``true`` is not an integer, ``"5"`` is not a number. Otherwise schemathesis finds inputs that the
contract allows and the code rejects, or the reverse.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from contextvars import ContextVar
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from ..core.cards import CARD_CODES, codes
from ..core.excerpt import excerpt
from ..core.text import Text as Message
from ..core.value_schema import problem as value_schema_problem
from ..french.arbitration.events import EVENT_TYPES, OUT_OF_TURN_CHOICES
from ..french.deal import ANNULMENT_CHOICES
from ..french.options import CONTRACT_NAMES, OPTION_SPECS, OptionSpec
from ..french.rules import CALL_ALIASES, POIGNEE_NAMES, SUPPORTED_PLAYERS
from ..zwanzigerrufen import auction as zw_auction
from ..zwanzigerrufen import deck as zw_deck
from ..zwanzigerrufen import options as zw_options
from ..zwanzigerrufen import rules as zw_rules
from ..zwanzigerrufen import scoring as zw_scoring

DEFAULT_RULESET = "french-tarot"
RULESETS = (DEFAULT_RULESET,)
DEFAULT_PLAYERS = 4
# Seats are checked against the number of players by the engine (a rule breach, 200); the schema
# only bounds them by the largest table any rule set is played at.
MAX_SEAT = 5


def _letter_case_spellings(code: str) -> list[str]:
    """Every ASCII upper/lower-case spelling of a code, the canonical one first (``KS``, ``Ks``, ...)."""
    choices = [(char, char.lower()) if char.isalpha() else (char,) for char in code]
    return ["".join(spelling) for spelling in itertools.product(*choices)]


# Accepted spellings are listed, not computed with str.upper(): Unicode would let "K\u017f" (a long s)
# through as "KS", which the contract's enum does not allow.
CARD_SPELLINGS: dict[str, str] = {
    spelling: code for code in CARD_CODES for spelling in _letter_case_spellings(code)
}

CONTRACTS = CONTRACT_NAMES  # every contract a ladder option may allow; the engine judges the ladder in use
CALLS = ("pass", *CONTRACTS)
DECLARATION_TYPES = ("poignee", "chelem", "petit_chelem", "misere")
MISERE_KINDS = ("trumps", "faces")
SIDES = ("attack", "defence")

# Static bounds: generous enough for every rule set and every rule breach worth judging, small
# enough that an absurd request is refused before the engine sees it. openapi.yaml repeats them.
MAX_CARDS = 78  # any list of cards: at most a whole deck
MAX_HANDS = 6
MAX_TRICK_CARDS = 6
MAX_TRICKS = 30
MAX_FRENCH_TRICKS = 40  # 39 in the game for two
MAX_PILES = 6
MAX_PILE_CARDS = 3
MAX_PACKET_CARDS = 6
MAX_AUCTION_CALLS = 12
MAX_DECLARATIONS = 12
MAX_POIGNEES = 6
MAX_SHEET_HANDS = 100
MAX_EVENTS = 32
MAX_ATTACK_POINTS = 91


# marshmallow's own annotation of Field.default_error_messages.
ErrorMessages = dict[str, str | list[Any] | dict[Any, Any]]


FROM_TO = Message("must be from {min} to {max}")
"""A bound's message (``validate.Range`` fills in its bounds)."""


class Length(validate.Length):
    """``validate.Length`` whose messages (marshmallow's own words) can be put in other languages."""

    message_min = Message("Shorter than minimum length {min}.")
    message_max = Message("Longer than maximum length {max}.")
    message_all = Message("Length must be between {min} and {max}.")
    message_equal = Message("Length must be {equal}.")


class WireMessages:
    """Error messages in one style ("<pointer>: <message>" reads as a sentence) for every field."""

    default_error_messages: ErrorMessages = {
        "required": Message("required field is missing"),
        "null": Message("may not be null"),
        "validator_failed": Message("is not valid"),
    }


class Text(WireMessages, fields.String):
    default_error_messages: ErrorMessages = {
        "invalid": Message("must be a string"),
        "invalid_utf8": Message("must be a string"),
    }


ERRORS_READ = 100
"""Errors after which a request is read no further (a 422 lists its first 100): a megabyte of wrong values
then costs what its first hundred do."""
READING_STOPPED = Message("read no further: the request has {count} errors before the rest", count=ERRORS_READ)


class _ErrorsRead:
    def __init__(self) -> None:
        self.count = 0
        self.stopped = False


_errors_read: ContextVar[_ErrorsRead | None] = ContextVar("errors_read", default=None)


def load_until_errors(schema: Schema | ByRuleset, data: Any) -> Any:
    """``schema.load(data)``, read no further once ``ERRORS_READ`` errors are found (no more items of an
    array, no more unknown fields of an object); the errors then end with ``READING_STOPPED`` at the
    request itself."""
    errors_read = _ErrorsRead()
    token = _errors_read.set(errors_read)
    try:
        return schema.load(data if isinstance(schema, ByRuleset) else _unknown_fields_read(schema, data))
    except ValidationError as error:
        if not errors_read.stopped or not isinstance(error.messages, dict):
            raise
        messages = dict(error.messages)
        messages["_schema"] = [*messages.pop("_schema", []), READING_STOPPED]
        raise ValidationError(messages) from None
    finally:
        _errors_read.reset(token)


def _unknown_fields_read(schema: Schema, data: Any) -> Any:
    """``data`` without its unknown fields past ``ERRORS_READ`` errors, under ``load_until_errors``: each
    unknown field is an error, and an object may have tens of thousands. (A hook would do it, but the fast
    path reads no schema with hooks.)"""
    errors_read = _errors_read.get()
    if errors_read is None or not isinstance(data, dict):
        return data
    unknown = [key for key in data if key not in schema.fields]
    room = max(ERRORS_READ - errors_read.count, 0)
    errors_read.count += min(len(unknown), room)
    if len(unknown) <= room:
        return data
    errors_read.stopped = True
    unread = set(unknown[room:])
    return {key: value for key, value in data.items() if key not in unread}


def _leaves(messages: Any) -> int:
    if isinstance(messages, Mapping):
        return sum(_leaves(nested) for nested in messages.values())
    if isinstance(messages, (list, tuple)):
        return sum(_leaves(nested) for nested in messages)
    return 1


class Array(WireMessages, fields.List[Any]):
    """A list whose too many items are one error, found before any item is read, and whose items are read
    no further once the load has found ``ERRORS_READ`` errors (``load_until_errors``)."""

    default_error_messages: ErrorMessages = {"invalid": Message("must be an array")}

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> Any:
        if isinstance(value, list):
            for validator in self.validators:
                if isinstance(validator, validate.Length) and validator.max is not None and len(value) > validator.max:
                    validator(value)
        errors_read = _errors_read.get()
        if errors_read is None or not isinstance(value, list):
            return super()._deserialize(value, attr, data, **kwargs)
        result: list[Any] = []
        errors: dict[int, Any] = {}
        for index, item in enumerate(value):
            if errors_read.count >= ERRORS_READ:
                errors_read.stopped = True
                break
            before = errors_read.count
            try:
                result.append(self.inner.deserialize(item, **kwargs))
            except ValidationError as error:
                if error.valid_data is not None:
                    result.append(error.valid_data)
                errors[index] = error.messages
                # The errors of nested arrays are counted already: only the others are added.
                errors_read.count = before + max(errors_read.count - before, _leaves(error.messages))
        if errors:
            raise ValidationError(errors, valid_data=result)
        return result


class Object(WireMessages, fields.Nested):
    """A nested object; its "must be an object" comes from WireSchema (marshmallow's "Invalid type." is for a
    list of objects, which no field is: it is given the same words, so that no message is English only)."""

    default_error_messages: ErrorMessages = {"type": Message("must be an object")}

    def _load(self, value: Any, partial: Any = None) -> Any:
        return super()._load(_unknown_fields_read(self.schema, value), partial)


class JsonInteger(WireMessages, fields.Field[int]):
    """An integer as JSON Schema has it: 5 and 5.0 are the integer 5; true, "5" and 5.5 are not."""

    default_error_messages: ErrorMessages = {"invalid": Message("must be an integer")}

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> int:
        if isinstance(value, bool):
            raise self.make_error("invalid")
        if isinstance(value, int):
            return value
        if isinstance(value, float) and value.is_integer():
            return int(value)
        raise self.make_error("invalid")

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class JsonNumber(WireMessages, fields.Field[float]):
    """A finite JSON number, loaded as float; booleans and numeric strings are not numbers."""

    default_error_messages: ErrorMessages = {"invalid": Message("must be a number")}

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.make_error("invalid")
        try:
            number = float(value)
        except OverflowError:  # a Python int beyond any double (JSON decoding never gives one)
            raise self.make_error("invalid") from None
        if not math.isfinite(number):
            raise self.make_error("invalid")
        return number

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class JsonBoolean(WireMessages, fields.Field[bool]):
    """true or false only (marshmallow's Boolean would also take "yes", 1, "on"...)."""

    default_error_messages: ErrorMessages = {"invalid": Message("must be true or false")}

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class CardCode(WireMessages, fields.Field[str]):
    """A card code of the French Tarot deck in any letter case, loaded as the canonical upper case."""

    spellings: Mapping[str, str] = CARD_SPELLINGS
    default_error_messages: ErrorMessages = {
        "invalid": Message("a card code must be a string"),
        "unknown": Message("unknown card code {input}"),
    }

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> str:
        if not isinstance(value, str):
            raise self.make_error("invalid")
        try:
            return self.spellings[value]
        except KeyError:
            raise self.make_error("unknown", input=excerpt(value)) from None

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class AliasedChoice(Text):
    """A string from a closed list, where some aliases load as their canonical value."""

    def __init__(self, choices: tuple[str, ...], aliases: Mapping[str, str], **kwargs: Any):
        self.aliases = dict(aliases)
        accepted = [*choices, *self.aliases]
        message = Message("must be one of: {choices}", choices=", ".join(accepted))
        super().__init__(validate=validate.OneOf(accepted, error=message), **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> str:
        # The validator runs after this, on the canonical value, which it accepts as well.
        text: str = super()._deserialize(value, attr, data, **kwargs)
        return self.aliases.get(text, text)


def one_of(choices: tuple[Any, ...]) -> validate.OneOf:
    return validate.OneOf(choices, error=Message("must be one of: {choices}", choices=", ".join(map(str, choices))))


def seat(**kwargs: Any) -> JsonInteger:
    return JsonInteger(validate=validate.Range(0, MAX_SEAT, error=Message("a seat is a number from {min} to {max}")),
                       **kwargs)


def card_list(
    max_cards: int = MAX_CARDS, min_cards: int | None = None, card: type[CardCode] = CardCode, **kwargs: Any
) -> Array:
    return Array(card(), validate=Length(min_cards, max_cards), **kwargs)


def empty_list_default() -> dict[str, Any]:
    # A fresh list per request; the metadata tells apispec (and so the drift test) the default.
    return {"load_default": list, "metadata": {"default": []}}


class WireSchema(Schema):
    """Closed objects: an unknown field is an error (a typo must not silently change a verdict)."""

    error_messages = {
        "type": Message("must be an object"),
        "unknown": Message("unknown field"),
    }


class OptionValue(WireMessages, fields.Field[Any]):
    """A rule option whose value is a list or an object, held to the JSON Schema of its spec."""

    def __init__(self, value_schema: Mapping[str, Any], **kwargs: Any):
        super().__init__(**kwargs)
        self.value_schema = value_schema

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> Any:
        why = value_schema_problem(value, self.value_schema)
        if why is not None:
            raise ValidationError(why)
        return value

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


def _option_field(spec: OptionSpec) -> fields.Field[Any]:
    if spec.value_schema is not None:
        return OptionValue(spec.value_schema, load_default=spec.default)
    if spec.type == "boolean":
        return JsonBoolean(load_default=spec.default)
    if spec.type == "enum" and all(isinstance(value, int) for value in spec.allowed):
        return JsonInteger(load_default=spec.default, validate=one_of(spec.allowed))
    if spec.type == "enum":
        return Text(load_default=spec.default, validate=one_of(spec.allowed))
    raise ValueError(f"option {spec.name}: unsupported type {spec.type!r}")


FrenchTarotOptionsSchema: type[Schema] = WireSchema.from_dict(
    {spec.name: _option_field(spec) for spec in OPTION_SPECS}, name="FrenchTarotOptions"
)


_DEFAULT_OPTIONS = {spec.name: spec.default for spec in OPTION_SPECS}


def default_options() -> dict[str, Any]:
    return dict(_DEFAULT_OPTIONS)  # a copy, made for every request that names no option: one C call


class RulesetFields(WireSchema):
    """What every request names: the rule set, the table size and the rule options."""

    ruleset = Text(load_default=DEFAULT_RULESET, validate=one_of(RULESETS))
    players = JsonInteger(load_default=DEFAULT_PLAYERS, validate=one_of(SUPPORTED_PLAYERS))
    options = Object(FrenchTarotOptionsSchema, load_default=default_options)


class AuctionCallSchema(WireSchema):
    seat = seat(required=True)
    call = AliasedChoice(CALLS, CALL_ALIASES, required=True)


class DeclarationSchema(WireSchema):
    seat = seat(required=True)
    type = Text(required=True, validate=one_of(DECLARATION_TYPES))
    kind = Text(validate=one_of(MISERE_KINDS))
    cards = card_list()
    at_card = JsonInteger(validate=validate.Range(0, MAX_CARDS, error=FROM_TO))


class PacketTarget(WireMessages, fields.Field[Any]):
    """Where a packet of the deal goes: a seat, or "dog"."""

    default_error_messages: ErrorMessages = {"invalid": Message('must be a seat (0 to {max}) or "dog"', max=MAX_SEAT)}

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> Any:
        if value == "dog":
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not float(value).is_integer():
            raise self.make_error("invalid")
        if not 0 <= value <= MAX_SEAT:
            raise self.make_error("invalid")
        return int(value)

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class PacketSchema(WireSchema):
    to = PacketTarget(required=True)
    cards = card_list(MAX_PACKET_CARDS, min_cards=1, required=True)


class EventSchema(WireSchema):
    """An incident the cards cannot show, for the arbitration (option ``arbitration: fft``). Each type reads
    its own fields; whether they fit the type and the play is the engine's question (``event_invalid``)."""

    type = Text(required=True, validate=one_of(EVENT_TYPES))
    seats = Array(seat(), validate=Length(max=MAX_HANDS))  # before ``seat`` shadows the helper
    seat = seat()
    trick = JsonInteger(validate=validate.Range(0, MAX_FRENCH_TRICKS - 1,
                                                error=FROM_TO))
    cards = card_list()
    choice = Text(validate=one_of(OUT_OF_TURN_CHOICES))
    size = Text(validate=one_of(POIGNEE_NAMES))
    at_card = JsonInteger(validate=validate.Range(0, MAX_CARDS, error=FROM_TO))
    in_order = JsonBoolean()


class HandRecordFields(WireSchema):
    """The hand record of docs/contract.md §4, without the ruleset fields (a score sheet gives those)."""

    dealer = seat(required=True)
    hands = Array(card_list(), required=True, validate=Length(max=MAX_HANDS))
    dog = card_list(required=True)
    auction = Array(Object(AuctionCallSchema), validate=Length(max=MAX_AUCTION_CALLS))
    called_card = CardCode(allow_none=True)
    discard = card_list()
    declarations = Array(Object(DeclarationSchema), validate=Length(max=MAX_DECLARATIONS))
    tricks = Array(card_list(MAX_TRICK_CARDS, min_cards=1), validate=Length(max=MAX_FRENCH_TRICKS))
    piles = Array(
        Array(card_list(MAX_PILE_CARDS), validate=Length(max=MAX_PILES)),
        validate=Length(max=2),
    )
    deal_sequence = Array(Object(PacketSchema), validate=Length(max=MAX_CARDS))
    events = Array(Object(EventSchema), validate=Length(max=MAX_EVENTS))
    annulment_choice = Text(validate=one_of(ANNULMENT_CHOICES))


class HandRecordSchema(RulesetFields, HandRecordFields):
    """POST /v1/hands/adjudicate."""

    # No default here: the engine takes the number of hands when it is a table size (2 to 6).
    players = JsonInteger(validate=one_of(SUPPORTED_PLAYERS))


class SheetHandRecordSchema(HandRecordFields):
    """A full hand record inside a score sheet."""


class PoigneeSchema(WireSchema):
    size = Text(required=True, validate=one_of(POIGNEE_NAMES))
    seat = seat()


class ChelemSchema(WireSchema):
    announced = JsonBoolean(load_default=False)
    won_by = Text(allow_none=True, load_default=None, validate=one_of(SIDES))
    announced_by = Text(validate=one_of(SIDES))  # the attack when left out


def no_chelem() -> dict[str, Any]:
    return {"announced": False, "won_by": None}


class PetitChelemSchema(WireSchema):
    announced = JsonBoolean(load_default=False)
    made = JsonBoolean(load_default=False)


def no_petit_chelem() -> dict[str, Any]:
    return {"announced": False, "made": False}


class MisereSchema(WireSchema):
    seat = seat(required=True)
    kind = Text(required=True, validate=one_of(MISERE_KINDS))


class MultipleOf:
    """JSON Schema's multipleOf, for the half points of the 3- and 5-player games."""

    def __init__(self, step: float):
        self.step = step

    def __call__(self, value: float) -> None:
        if not (value / self.step).is_integer():
            raise ValidationError(Message("must be a multiple of {step}", step=f"{self.step:g}"))


class ScoreSummaryFields(WireSchema):
    """A hand summed up by a score keeper who did not record the tricks (docs/contract.md §6)."""

    taker = seat(required=True)
    partner = seat(allow_none=True, load_default=None)
    contract = AliasedChoice(CONTRACTS, CALL_ALIASES, required=True)
    attack_points = JsonNumber(
        required=True,
        validate=[
            validate.Range(0, MAX_ATTACK_POINTS, error=FROM_TO),
            MultipleOf(0.5),
        ],
    )
    oudlers = JsonInteger(required=True, validate=validate.Range(0, 3, error=FROM_TO))
    petit_au_bout = Text(allow_none=True, load_default=None, validate=one_of(SIDES))
    poignees = Array(
        Object(PoigneeSchema), validate=Length(max=MAX_POIGNEES), **empty_list_default()
    )
    dealer = seat()
    chelem = Object(ChelemSchema, load_default=no_chelem)
    petit_chelem = Object(PetitChelemSchema, load_default=no_petit_chelem)
    miseres = Array(Object(MisereSchema), validate=Length(max=MAX_POIGNEES), **empty_list_default())


class ScoreRequestSchema(RulesetFields, ScoreSummaryFields):
    """POST /v1/scores."""


class SheetSummarySchema(ScoreSummaryFields):
    """A summary inside a score sheet."""


class SheetEntry(WireMessages, fields.Field[dict[str, Any]]):
    """One hand of a score sheet: a full hand record when it has ``hands`` (the dealt hands, which
    every record has and no summary has), otherwise a summary."""

    default_error_messages: ErrorMessages = {"invalid": Message("must be an object")}

    def __init__(self, record: type[Schema], summary: type[Schema], **kwargs: Any):
        super().__init__(**kwargs)
        self.record_schema, self.summary_schema = record, summary
        self._record, self._summary = record(), summary()

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> Any:
        if not isinstance(value, Mapping):
            raise self.make_error("invalid")
        schema = self._record if "hands" in value else self._summary
        return schema.load(_unknown_fields_read(schema, value))

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class ScoreSheetSchema(RulesetFields):
    """POST /v1/score-sheets."""

    first_dealer = seat(load_default=0)

    hands = Array(
        SheetEntry(SheetHandRecordSchema, SheetSummarySchema),
        required=True,
        validate=Length(max=MAX_SHEET_HANDS),
    )


class LegalPlaysSchema(RulesetFields):
    """POST /v1/plays/legal: the position of the seat about to play."""

    hand = card_list(required=True)
    trick = card_list(MAX_TRICK_CARDS, **empty_list_default())
    called_card = CardCode(allow_none=True, load_default=None)
    first_trick = JsonBoolean(load_default=False)
    petit_imprenable = JsonBoolean(load_default=False)
    face_up = card_list(MAX_PILES, **empty_list_default())


# -- Zwanzigerrufen --------------------------------------------------------------------------------
# Its own deck, calls, options and summary; the record has no dog, discard or declarations. The engine's
# tables are the single source: the deck, calls() and the option specs.

ZWANZIGERRUFEN = "zwanzigerrufen"
ZWANZIGERRUFEN_CARD_CODES: tuple[str, ...] = tuple(codes(zw_deck.DECK))
ZWANZIGERRUFEN_CARD_SPELLINGS: dict[str, str] = {
    spelling: code for code in ZWANZIGERRUFEN_CARD_CODES for spelling in _letter_case_spellings(code)
}
ZWANZIGERRUFEN_CALLS: tuple[str, ...] = zw_auction.calls()
ZWANZIGERRUFEN_LEVELS: tuple[int, ...] = tuple(2**rung for rung in range(len(zw_rules.DOUBLING_STEPS) + 1))
ZWANZIGERRUFEN_MAX_CARDS = len(zw_deck.DECK)  # any list of cards: at most the whole pack
ZWANZIGERRUFEN_MAX_AUCTION_CALLS = 64  # a legal auction has a few dozen calls at most
ZWANZIGERRUFEN_MAX_ANNOUNCEMENTS = len(zw_rules.ANNOUNCEMENTS) * len(zw_rules.PARTIES)


class ZwanzigerrufenCardCode(CardCode):
    """A card code of the 40-card Zwanzigerrufen pack in any letter case, loaded as the canonical upper case."""

    spellings: Mapping[str, str] = ZWANZIGERRUFEN_CARD_SPELLINGS
    default_error_messages: ErrorMessages = {
        "not_in_pack": Message("{input} is not a card of the 40-card Zwanzigerrufen pack"),
    }

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> str:
        if isinstance(value, str) and value not in self.spellings and value in CARD_SPELLINGS:
            raise self.make_error("not_in_pack", input=CARD_SPELLINGS[value])
        return super()._deserialize(value, attr, data, **kwargs)


def zwanzigerrufen_cards(max_cards: int = ZWANZIGERRUFEN_MAX_CARDS, **kwargs: Any) -> Array:
    return card_list(max_cards, card=ZwanzigerrufenCardCode, **kwargs)


def _wire_value(value: Any) -> str:
    return "true" if value is True else "false" if value is False else str(value)


def _zwanzigerrufen_option_field(spec: OptionSpec) -> fields.Field[Any]:
    """An option as JSON Schema has it: a boolean, or an enum of strings or of integers."""
    allowed = spec.allowed
    closed = validate.OneOf(allowed, error=Message("must be one of: {choices}",
                                                   choices=", ".join(map(_wire_value, allowed))))
    if all(isinstance(value, bool) for value in allowed):
        # A boolean option lists its values only when it does not take both.
        return JsonBoolean(load_default=spec.default, validate=None if set(allowed) == {True, False} else closed)
    if all(isinstance(value, int) and not isinstance(value, bool) for value in allowed):
        return JsonInteger(load_default=spec.default, validate=closed)
    if all(isinstance(value, str) for value in allowed):
        return Text(load_default=spec.default, validate=closed)
    raise ValueError(f"option {spec.name}: unsupported values {allowed!r}")


ZwanzigerrufenOptionsSchema: type[Schema] = WireSchema.from_dict(
    {spec.name: _zwanzigerrufen_option_field(spec) for spec in zw_options.OPTION_SPECS}, name="ZwanzigerrufenOptions"
)


_ZWANZIGERRUFEN_DEFAULT_OPTIONS = {spec.name: spec.default for spec in zw_options.OPTION_SPECS}


def zwanzigerrufen_default_options() -> dict[str, Any]:
    return dict(_ZWANZIGERRUFEN_DEFAULT_OPTIONS)


class NoPart(WireMessages, fields.Field[None]):
    """A part of other rule sets' records that Zwanzigerrufen does not have: absent, null or empty."""

    default_error_messages: ErrorMessages = {
        "present": Message("Zwanzigerrufen has no {name}: the premiums come from the dealt hands and the auction"),
    }

    def __init__(self, name: str, **kwargs: Any):
        super().__init__(allow_none=True, **kwargs)
        self.part_name = name

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> None:
        if value != []:
            raise self.make_error("present", name=self.part_name)

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class ZwanzigerrufenRulesetFields(WireSchema):
    """The rule set (required: without it a request is French Tarot), the table size and the options."""

    ruleset = Text(required=True, validate=one_of((ZWANZIGERRUFEN,)))
    players = JsonInteger(load_default=zw_rules.PLAYERS, validate=one_of((zw_rules.PLAYERS,)))
    options = Object(ZwanzigerrufenOptionsSchema, load_default=zwanzigerrufen_default_options)


class ZwanzigerrufenAuctionCallSchema(WireSchema):
    seat = seat(required=True)
    call = Text(required=True, validate=one_of(ZWANZIGERRUFEN_CALLS))


class ZwanzigerrufenHandRecordFields(WireSchema):
    """The hand record of docs/contract.md §4 for Zwanzigerrufen, without the ruleset fields."""

    dealer = seat(required=True)
    hands = Array(zwanzigerrufen_cards(), required=True, validate=Length(max=MAX_HANDS))
    dog = NoPart("dog")
    discard = NoPart("discard")
    declarations = NoPart("declarations")
    auction = Array(
        Object(ZwanzigerrufenAuctionCallSchema), validate=Length(max=ZWANZIGERRUFEN_MAX_AUCTION_CALLS)
    )
    called_card = ZwanzigerrufenCardCode(allow_none=True)
    tricks = Array(zwanzigerrufen_cards(MAX_TRICK_CARDS, min_cards=1), validate=Length(max=MAX_TRICKS))


class ZwanzigerrufenHandRecordSchema(ZwanzigerrufenRulesetFields, ZwanzigerrufenHandRecordFields):
    """POST /v1/hands/adjudicate with ``"ruleset": "zwanzigerrufen"``."""


class ZwanzigerrufenSheetHandRecordSchema(ZwanzigerrufenHandRecordFields):
    """A full Zwanzigerrufen hand record inside a score sheet."""


class ZwanzigerrufenLegalPlaysSchema(ZwanzigerrufenRulesetFields):
    """POST /v1/plays/legal with ``"ruleset": "zwanzigerrufen"``."""

    hand = zwanzigerrufen_cards(required=True)
    trick = zwanzigerrufen_cards(zw_rules.PLAYERS - 1, **empty_list_default())
    contract = Text(load_default=zw_rules.RUFER, validate=one_of(zw_rules.CONTRACTS))
    pagat_announced = JsonBoolean(load_default=False)
    valat_announced = JsonBoolean(load_default=False)


class ZwanzigerrufenAnnouncementSchema(WireSchema):
    item = Text(required=True, validate=one_of(zw_rules.ANNOUNCEMENTS))
    party = Text(required=True, validate=one_of(zw_rules.PARTIES))
    level = JsonInteger(load_default=1, validate=one_of(ZWANZIGERRUFEN_LEVELS))
    seat = seat(allow_none=True, load_default=None)


class ZwanzigerrufenPagatLastTrickSchema(WireSchema):
    seat = seat(required=True)
    won = JsonBoolean(required=True)


def no_seat() -> dict[str, Any]:
    return {"allow_none": True, "load_default": None}


class ZwanzigerrufenSummaryFields(WireSchema):
    """A Zwanzigerrufen deal summed up by a score keeper who did not record the tricks."""

    contract = Text(required=True, validate=one_of(zw_rules.CONTRACTS))
    declarer = seat(required=True)
    partner = seat(**no_seat())
    declarer_points = JsonInteger(
        required=True,
        validate=validate.Range(0, zw_deck.TOTAL_POINTS, error=FROM_TO),
    )
    declarer_tricks = JsonInteger(
        required=True, validate=validate.Range(0, zw_scoring.TRICKS, error=FROM_TO)
    )
    game_level = JsonInteger(load_default=1, validate=one_of(ZWANZIGERRUFEN_LEVELS))
    announcements = Array(
        Object(ZwanzigerrufenAnnouncementSchema),
        validate=Length(max=ZWANZIGERRUFEN_MAX_ANNOUNCEMENTS),
        **empty_list_default(),
    )
    pagat_last_trick = Object(ZwanzigerrufenPagatLastTrickSchema, allow_none=True, load_default=None)
    trull = seat(**no_seat())
    four_kings = seat(**no_seat())
    mondfang = seat(**no_seat())


class ZwanzigerrufenScoreRequestSchema(ZwanzigerrufenRulesetFields, ZwanzigerrufenSummaryFields):
    """POST /v1/scores with ``"ruleset": "zwanzigerrufen"``."""


class ZwanzigerrufenSheetSummarySchema(ZwanzigerrufenSummaryFields):
    """A Zwanzigerrufen summary inside a score sheet."""


class ZwanzigerrufenScoreSheetSchema(ZwanzigerrufenRulesetFields):
    """POST /v1/score-sheets with ``"ruleset": "zwanzigerrufen"``."""

    hands = Array(
        SheetEntry(ZwanzigerrufenSheetHandRecordSchema, ZwanzigerrufenSheetSummarySchema),
        required=True,
        validate=Length(max=MAX_SHEET_HANDS),
    )


# -- one request schema per rule set ----------------------------------------------------------------


class ByRuleset:
    """The request schema of each rule set: ``load`` reads a request with the schema of the ``ruleset``
    it names (French Tarot when it names none). openapi.yaml has it as a ``oneOf`` of those schemas."""

    def __init__(self, schemas: Mapping[str, Schema]):
        self.schemas = dict(schemas)

    def load(self, data: Any) -> dict[str, Any]:
        ruleset = data.get("ruleset", DEFAULT_RULESET) if isinstance(data, Mapping) else DEFAULT_RULESET
        schema = self.schemas.get(ruleset) if isinstance(ruleset, str) else None
        if schema is None:
            raise ValidationError({"ruleset": [Message("must be one of: {choices}", choices=", ".join(self.schemas))]})
        loaded: dict[str, Any] = schema.load(_unknown_fields_read(schema, data))
        return loaded


# Annotated: mypyc (setup.py) type-checks ``fast`` before this module's types are inferred.
HAND_RECORD: ByRuleset = ByRuleset(
    {DEFAULT_RULESET: HandRecordSchema(), ZWANZIGERRUFEN: ZwanzigerrufenHandRecordSchema()}
)
LEGAL_PLAYS: ByRuleset = ByRuleset(
    {DEFAULT_RULESET: LegalPlaysSchema(), ZWANZIGERRUFEN: ZwanzigerrufenLegalPlaysSchema()}
)
SCORE_REQUEST: ByRuleset = ByRuleset(
    {DEFAULT_RULESET: ScoreRequestSchema(), ZWANZIGERRUFEN: ZwanzigerrufenScoreRequestSchema()}
)
SCORE_SHEET: ByRuleset = ByRuleset(
    {DEFAULT_RULESET: ScoreSheetSchema(), ZWANZIGERRUFEN: ZwanzigerrufenScoreSheetSchema()}
)


def error_pointers(messages: Any, pointer: str = "") -> list[tuple[str, str]]:
    """Flatten marshmallow's nested error dict into (JSON Pointer, message) pairs, in request order.

    ``{"hands": {2: {5: ['unknown card code "ZZ"']}}}`` → ``[("/hands/2/5", 'unknown card code "ZZ"')]``.
    A schema-level error (``_schema``) points at the object itself. A walk with a stack of its own, not a
    recursion: however deep the errors, the interpreter's stack is not what bounds them.
    """
    problems: list[tuple[str, str]] = []
    stack: list[tuple[Any, str]] = [(messages, pointer)]
    while stack:
        found, at = stack.pop()
        if isinstance(found, Mapping):
            stack.extend(reversed([(nested, at if key == "_schema" else f"{at}/{_escape_pointer_token(str(key))}")
                                   for key, nested in found.items()]))
        elif isinstance(found, (list, tuple)):
            stack.extend(reversed([(message, at) for message in found]))
        else:
            # A message stays what it is (a ``Text`` keeps its template for the other languages).
            problems.append((at, found if isinstance(found, str) else str(found)))
    return problems


def _escape_pointer_token(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


# -- batches ----------------------------------------------------------------------------------------

MAX_BATCH_RECORDS = 100  # the longest list a request body may have (service/wire/shape.py)


class AnyValue(WireMessages, fields.Raw):
    """Any JSON value, null included, read later on its own (a record of a batch): even a record that is
    not an object gets its own slot, with the problem POST /v1/hands/adjudicate would answer it with."""

    def __init__(self, **kwargs: Any):
        super().__init__(allow_none=True, **kwargs)


class HandRecordBatchSchema(WireSchema):
    """POST /v1/hands/adjudicate-batch: hand records, each read and judged on its own, so that a record
    that cannot be read gets a problem in its slot of the answer instead of failing the batch."""

    records = Array(AnyValue(), required=True, validate=Length(max=MAX_BATCH_RECORDS))


HAND_RECORD_BATCH: HandRecordBatchSchema = HandRecordBatchSchema()
