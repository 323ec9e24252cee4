"""Checks a plain value against the small subset of JSON Schema that rule options are described with.

Options whose values are lists or objects (a contract ladder, a multiplier table) carry their JSON Schema
in their spec: the same text documents them in ``GET /v1/rulesets`` and ``openapi.yaml``, and this module
lets the engine hold every caller (HTTP or Python) to it without a schema library.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .excerpt import excerpt
from .text import Text, joined

_TYPES: Mapping[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list, tuple),
    "object": (dict,),
}


def _has_type(value: Any, name: str) -> bool:
    if isinstance(value, bool) and name != "boolean":
        return False
    if name == "integer" and isinstance(value, float):
        return value.is_integer()
    return isinstance(value, _TYPES[name])


def problem(value: Any, schema: Mapping[str, Any]) -> str | None:
    """Why ``value`` does not conform to ``schema``, or None when it does."""
    if "oneOf" in schema:
        matching = [option for option in schema["oneOf"] if problem(value, option) is None]
        if len(matching) == 1:
            return None
        # A value of the type of one form only (an array where the forms are a name or an array) was meant
        # as that form: why it is not one says more than the list of forms.
        same_type = [option for option in schema["oneOf"] if "type" in option and _has_type(value, option["type"])]
        if len(same_type) == 1:
            return problem(value, same_type[0])
        forms = [_form(option) for option in schema["oneOf"]]
        return Text("{value} is none of the allowed forms: {forms}", value=excerpt(value),
                    forms=joined(forms, "{first}; or {second}"))
    if "enum" in schema and not any(_has_same_kind(value, item) and value == item for item in schema["enum"]):
        return Text("{value} is not one of {choices}", value=excerpt(value),
                    choices=", ".join(excerpt(item) for item in schema["enum"]))
    kind = schema.get("type")
    if kind is not None and not _has_type(value, kind):
        return Text("{value} is not of type {type}", value=excerpt(value), type=kind)
    if kind in ("integer", "number"):
        if "minimum" in schema and value < schema["minimum"]:
            return Text("{value} is below {minimum}", value=excerpt(value), minimum=schema["minimum"])
        if "maximum" in schema and value > schema["maximum"]:
            return Text("{value} is above {maximum}", value=excerpt(value), maximum=schema["maximum"])
    if kind == "array":
        if len(value) < schema.get("minItems", 0) or ("maxItems" in schema and len(value) > schema["maxItems"]):
            return Text("{count} items is outside {min}..{max}", count=len(value), min=schema.get("minItems", 0),
                        max=schema.get("maxItems"))
        if schema.get("uniqueItems"):
            seen: set[Any] = set()
            for item in value:
                identity = _json_identity(item)
                if identity in seen:
                    return Text("items repeat: {item} is there twice", item=excerpt(item))
                seen.add(identity)
        for item in value:
            why = problem(item, schema.get("items", {}))
            if why is not None:
                return why
    if kind == "object":
        properties = schema.get("properties", {})
        for key, item in value.items():
            if key not in properties:
                if schema.get("additionalProperties") is False:  # absent, JSON Schema allows any key
                    return Text("unknown key {key}", key=excerpt(key))
                continue
            why = problem(item, properties[key])
            if why is not None:
                return Text("{key}: {why}", key=excerpt(key), why=why)
    return None


def _form(schema: Mapping[str, Any]) -> str:
    """One allowed form of a ``oneOf``, in a few words."""
    if "enum" in schema:
        return Text("one of {choices}", choices=", ".join(excerpt(item) for item in schema["enum"]))
    if "type" not in schema:
        return Text("a value")
    # problem() has checked the value against this form first, which reads its type in _TYPES: a type
    # that is not there never reaches here, and _FORMS names each of _TYPES's.
    return _FORMS[str(schema["type"])]


_FORMS: Mapping[str, Text] = {"array": Text("an array"), "object": Text("an object"), "integer": Text("an integer"),
                              "string": Text("a string"), "number": Text("a number"), "boolean": Text("a boolean")}


def _json_identity(value: Any) -> Any:
    """What makes two JSON values equal, as JSON Schema's uniqueItems has it: 10 and 10.0 are the same number,
    true and 1 are not the same value (Python's ``True == 1``). Built from the innermost values out, with a
    stack of its own: a value nested however deep costs no recursion."""
    made: dict[int, Any] = {}
    stack: list[tuple[Any, bool]] = [(value, False)]
    while stack:
        found, expanded = stack.pop()
        if isinstance(found, (list, tuple, dict)):
            items = list(found.values()) if isinstance(found, dict) else found
            if not expanded:
                stack.append((found, True))
                stack.extend((item, False) for item in items)
                continue
            made[id(found)] = (("object", frozenset((key, made[id(item)]) for key, item in found.items()))
                               if isinstance(found, dict) else ("array", tuple(made[id(item)] for item in found)))
        else:
            made[id(found)] = _scalar_identity(found)
    return made[id(value)]


def _scalar_identity(value: Any) -> Any:
    if isinstance(value, bool) or value is None:
        return ("literal", value)
    if isinstance(value, (int, float)):
        return ("number", value)
    if isinstance(value, str):
        return ("string", value)
    return ("other", id(value))


def _has_same_kind(value: Any, item: Any) -> bool:
    return isinstance(value, bool) == isinstance(item, bool)


def as_declared(value: Any, schema: Mapping[str, Any]) -> Any:
    """``value`` (which conforms to ``schema``) with each integral float where an integer is declared made an int.

    JSON's 12.0 is the integer 12 (``_has_type``); the engine's types say int, and compiled code holds them to it.
    """
    if "oneOf" in schema:
        for option in schema["oneOf"]:
            if problem(value, option) is None:
                return as_declared(value, option)
        return value
    kind = schema.get("type")
    if kind == "integer" and isinstance(value, float):
        return int(value)
    if kind == "array" and isinstance(value, (list, tuple)):
        items = schema.get("items", {})
        return type(value)(as_declared(item, items) for item in value)
    if kind == "object" and isinstance(value, dict):
        properties = schema.get("properties", {})
        return {key: as_declared(item, properties[key]) if key in properties else item for key, item in value.items()}
    return value
