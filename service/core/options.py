"""Named rule options as data, shared by every rule set: the spec of one option and how a request chooses them.

Each option changes exactly one rule and its default is the rule set's reference rule. The HTTP layer
can build its request schema from the specs and ``GET /v1/rulesets`` lists them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .excerpt import excerpt
from .text import Text
from .value_schema import as_declared, problem


@dataclass(frozen=True)
class OptionSpec:
    name: str
    type: str  # "enum" | "boolean" | "integer" | "array" | "object" | "preset_or_object"...
    allowed: tuple[Any, ...]
    """The allowed values of an enum or boolean option; empty when ``value_schema`` describes them."""
    default: Any
    description: str
    value_schema: Mapping[str, Any] | None = None
    """JSON Schema of the value, for options that take a list or an object."""


class InvalidOption(ValueError):
    """An option a rule set does not have, or a value it does not allow; ``name`` is the option's name."""

    def __init__(self, name: str, message: str):
        super().__init__(message)
        self.name = name
        self.message = message
        """The message as made (a ``Text``), which ``str(error)`` would turn into a plain string."""


def choose_options(specs: Sequence[OptionSpec], options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Every option's value: the defaults of ``specs`` with ``options`` applied; InvalidOption otherwise.

    A value must be one of the spec's allowed values and of its kind: ``true`` is not the integer 1.
    """
    by_name = {spec.name: spec for spec in specs}
    chosen = {spec.name: spec.default for spec in specs}
    for name, value in (options or {}).items():
        spec = by_name.get(name)
        if spec is None:
            raise InvalidOption(name, Text("unknown option {name}", name=excerpt(name)))
        if spec.value_schema is not None:
            why = problem(value, spec.value_schema)
            if why is not None:
                raise InvalidOption(name, Text("option {name}: {why}", name=excerpt(name), why=why))
            chosen[name] = as_declared(value, spec.value_schema)
            continue
        matches = [
            allowed
            for allowed in spec.allowed
            if isinstance(value, bool) == isinstance(allowed, bool) and isinstance(value, type(allowed) | float)
            and value == allowed
        ]
        if not matches:
            choices = ", ".join(excerpt(item) for item in spec.allowed)
            raise InvalidOption(name, Text("option {name} must be one of {choices}, not {value}", name=excerpt(name),
                                            choices=choices, value=excerpt(value)))
        chosen[name] = matches[0]
    return chosen
