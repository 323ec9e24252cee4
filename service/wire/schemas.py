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
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from service.core.cards import CARD_CODES
from service.core.value_schema import problem as value_schema_problem
from service.french.options import CONTRACT_NAMES, OPTION_SPECS, OptionSpec
from service.french.rules import CALL_ALIASES, POIGNEE_NAMES, SUPPORTED_PLAYERS

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
MAX_AUCTION_CALLS = 12
MAX_DECLARATIONS = 12
MAX_POIGNEES = 6
MAX_SHEET_HANDS = 100
MAX_ATTACK_POINTS = 91


# marshmallow's own annotation of Field.default_error_messages.
ErrorMessages = dict[str, str | list[Any] | dict[Any, Any]]


class WireMessages:
    """Error messages in one style ("<pointer>: <message>" reads as a sentence) for every field."""

    default_error_messages: ErrorMessages = {
        "required": "required field is missing",
        "null": "may not be null",
        "validator_failed": "is not valid",
    }


class Text(WireMessages, fields.String):
    default_error_messages: ErrorMessages = {
        "invalid": "must be a string",
        "invalid_utf8": "must be a string",
    }


class Array(WireMessages, fields.List[Any]):
    default_error_messages: ErrorMessages = {"invalid": "must be an array"}


class Object(WireMessages, fields.Nested):
    """A nested object; its "must be an object" comes from WireSchema."""


class JsonInteger(WireMessages, fields.Field[int]):
    """An integer as JSON Schema has it: 5 and 5.0 are the integer 5; true, "5" and 5.5 are not."""

    default_error_messages: ErrorMessages = {"invalid": "must be an integer"}

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

    default_error_messages: ErrorMessages = {"invalid": "must be a number"}

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

    default_error_messages: ErrorMessages = {"invalid": "must be true or false"}

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
        "invalid": "a card code must be a string",
        "unknown": "unknown card code {input!r}",
    }

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> str:
        if not isinstance(value, str):
            raise self.make_error("invalid")
        try:
            return self.spellings[value]
        except KeyError:
            raise self.make_error("unknown", input=value) from None

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class AliasedChoice(Text):
    """A string from a closed list, where some aliases load as their canonical value."""

    def __init__(self, choices: tuple[str, ...], aliases: Mapping[str, str], **kwargs: Any):
        self.aliases = dict(aliases)
        accepted = [*choices, *self.aliases]
        message = "must be one of: " + ", ".join(accepted)
        super().__init__(validate=validate.OneOf(accepted, error=message), **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> str:
        # The validator runs after this, on the canonical value, which it accepts as well.
        text: str = super()._deserialize(value, attr, data, **kwargs)
        return self.aliases.get(text, text)


def one_of(choices: tuple[Any, ...]) -> validate.OneOf:
    return validate.OneOf(choices, error="must be one of: " + ", ".join(map(str, choices)))


def seat(**kwargs: Any) -> JsonInteger:
    return JsonInteger(validate=validate.Range(0, MAX_SEAT, error=f"a seat is a number from 0 to {MAX_SEAT}"), **kwargs)


def card_list(max_cards: int = MAX_CARDS, min_cards: int | None = None, **kwargs: Any) -> Array:
    return Array(CardCode(), validate=validate.Length(min_cards, max_cards), **kwargs)


def empty_list_default() -> dict[str, Any]:
    # A fresh list per request; the metadata tells apispec (and so the drift test) the default.
    return {"load_default": list, "metadata": {"default": []}}


class WireSchema(Schema):
    """Closed objects: an unknown field is an error (a typo must not silently change a verdict)."""

    error_messages = {
        "type": "must be an object",
        "unknown": "unknown field",
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


def default_options() -> dict[str, Any]:
    return {spec.name: spec.default for spec in OPTION_SPECS}


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


class HandRecordFields(WireSchema):
    """The hand record of CONTRACT.md §4, without the ruleset fields (a score sheet gives those)."""

    dealer = seat(required=True)
    hands = Array(card_list(), required=True, validate=validate.Length(max=MAX_HANDS))
    dog = card_list(required=True)
    auction = Array(Object(AuctionCallSchema), validate=validate.Length(max=MAX_AUCTION_CALLS))
    called_card = CardCode(allow_none=True)
    discard = card_list()
    declarations = Array(Object(DeclarationSchema), validate=validate.Length(max=MAX_DECLARATIONS))
    tricks = Array(card_list(MAX_TRICK_CARDS, min_cards=1), validate=validate.Length(max=MAX_TRICKS))


class HandRecordSchema(RulesetFields, HandRecordFields):
    """POST /v1/hands/adjudicate."""

    # No default here: the engine takes the number of hands when it is a table size (3, 4 or 5).
    players = JsonInteger(validate=one_of(SUPPORTED_PLAYERS))


class SheetHandRecordSchema(HandRecordFields):
    """A full hand record inside a score sheet."""


class PoigneeSchema(WireSchema):
    size = Text(required=True, validate=one_of(POIGNEE_NAMES))
    seat = seat()


class ChelemSchema(WireSchema):
    announced = JsonBoolean(load_default=False)
    won_by = Text(allow_none=True, load_default=None, validate=one_of(SIDES))


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
            raise ValidationError(f"must be a multiple of {self.step:g}")


class ScoreSummaryFields(WireSchema):
    """A hand summed up by a score keeper who did not record the tricks (CONTRACT.md §6)."""

    taker = seat(required=True)
    partner = seat(allow_none=True, load_default=None)
    contract = AliasedChoice(CONTRACTS, CALL_ALIASES, required=True)
    attack_points = JsonNumber(
        required=True,
        validate=[
            validate.Range(0, MAX_ATTACK_POINTS, error=f"must be from 0 to {MAX_ATTACK_POINTS}"),
            MultipleOf(0.5),
        ],
    )
    oudlers = JsonInteger(required=True, validate=validate.Range(0, 3, error="must be from 0 to 3"))
    petit_au_bout = Text(allow_none=True, load_default=None, validate=one_of(SIDES))
    poignees = Array(
        Object(PoigneeSchema), validate=validate.Length(max=MAX_POIGNEES), **empty_list_default()
    )
    chelem = Object(ChelemSchema, load_default=no_chelem)
    petit_chelem = Object(PetitChelemSchema, load_default=no_petit_chelem)
    miseres = Array(Object(MisereSchema), validate=validate.Length(max=MAX_POIGNEES), **empty_list_default())


class ScoreRequestSchema(RulesetFields, ScoreSummaryFields):
    """POST /v1/scores."""


class SheetSummarySchema(ScoreSummaryFields):
    """A summary inside a score sheet."""


class SheetEntry(WireMessages, fields.Field[dict[str, Any]]):
    """One hand of a score sheet: a full hand record when it has ``hands`` (the dealt hands, which
    every record has and no summary has), otherwise a summary."""

    default_error_messages: ErrorMessages = {"invalid": "must be an object"}

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> Any:
        if not isinstance(value, Mapping):
            raise self.make_error("invalid")
        schema = SHEET_HAND_RECORD if "hands" in value else SHEET_SUMMARY
        return schema.load(value)

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class ScoreSheetSchema(RulesetFields):
    """POST /v1/score-sheets."""

    hands = Array(SheetEntry(), required=True, validate=validate.Length(max=MAX_SHEET_HANDS))


class LegalPlaysSchema(RulesetFields):
    """POST /v1/plays/legal: the position of the seat about to play."""

    hand = card_list(required=True)
    trick = card_list(MAX_TRICK_CARDS, **empty_list_default())
    called_card = CardCode(allow_none=True, load_default=None)
    first_trick = JsonBoolean(load_default=False)


SHEET_HAND_RECORD = SheetHandRecordSchema()
SHEET_SUMMARY = SheetSummarySchema()
HAND_RECORD = HandRecordSchema()
LEGAL_PLAYS = LegalPlaysSchema()
SCORE_REQUEST = ScoreRequestSchema()
SCORE_SHEET = ScoreSheetSchema()


def error_pointers(messages: Any, pointer: str = "") -> list[tuple[str, str]]:
    """Flatten marshmallow's nested error dict into (JSON Pointer, message) pairs, in request order.

    ``{"hands": {2: {5: ["unknown card code 'ZZ'"]}}}`` → ``[("/hands/2/5", "unknown card code 'ZZ'")]``.
    A schema-level error (``_schema``) points at the object itself.
    """
    if isinstance(messages, Mapping):
        problems: list[tuple[str, str]] = []
        for key, nested in messages.items():
            child = pointer if key == "_schema" else f"{pointer}/{_escape_pointer_token(str(key))}"
            problems.extend(error_pointers(nested, child))
        return problems
    if isinstance(messages, (list, tuple)):
        return [problem for message in messages for problem in error_pointers(message, pointer)]
    return [(pointer, str(messages))]


def _escape_pointer_token(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")
