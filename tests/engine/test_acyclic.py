"""The classes marked ``@mypyc_attr(acyclic=True)`` hold only numbers, text and tuples of them.

Compiled, such a class is left out of the cycle collector's bookkeeping, which makes the objects made for
every card and trick cheaper to make and free. mypyc takes the mark on trust: an instance that came to hold
a list, a dict or another object could sit in a reference cycle that is never freed. This finds every class
so marked and checks what an instance built as the engine builds it holds."""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import service
from service.core.verdict import PlayedTrick
from service.french import counting
from service.french.counting import CompletedTrick
from service.french.play import Hand, TrickState
from service.french.record import Call
from service.french.scoring import ATTACK
from service.zwanzigerrufen.judge import ZwanzigerrufenTrick

PACKAGE = Path(service.__file__).resolve().parent


def _is_acyclic_mark(decorator: ast.expr) -> bool:
    return (
        isinstance(decorator, ast.Call)
        and ast.unparse(decorator.func) == "mypyc_attr"
        and any(keyword.arg == "acyclic" and isinstance(keyword.value, ast.Constant) and keyword.value.value is True
                for keyword in decorator.keywords)
    )


def _marked() -> set[str]:
    found = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(_is_acyclic_mark(d) for d in node.decorator_list):
                found.add(f"{path.relative_to(PACKAGE)}:{node.name}")
    return found


def _trick_state() -> TrickState:
    state = TrickState.of((13, 60, 77))  # a king led, trumped, the Excuse: every field set
    assert state.highest_trump == 60
    return state


SAMPLES: dict[str, Callable[[], object]] = {
    "french/play.py:Hand": lambda: Hand((0, 13, 56, 77)),
    "french/play.py:TrickState": _trick_state,
    "french/counting.py:_Side": lambda: counting._Side(ATTACK),
    "french/counting.py:CompletedTrick": lambda: CompletedTrick(1, (0, 1, 2, 3), 2, (1, 2, 3, 0)),
    "core/verdict.py:PlayedTrick": lambda: PlayedTrick(1, 2, (0, 1, 2, 3), 7),
    "zwanzigerrufen/judge.py:ZwanzigerrufenTrick": lambda: ZwanzigerrufenTrick(0, 1, (0, 1, 2, 3), 8, True, False),
    "french/record.py:Call": lambda: Call(0, "garde"),
}


def _holds_only_atoms(value: Any) -> bool:
    if type(value) is tuple:
        return all(_holds_only_atoms(item) for item in value)
    return type(value) in (int, str, bool, float, type(None))  # exact types: a subclass could hold anything


def _attributes(instance: object) -> list[str]:
    kind = type(instance)
    compiled = getattr(kind, "__mypyc_attrs__", None)
    if compiled is not None:
        return [name for name in compiled if name != "__dict__"]
    if dataclasses.is_dataclass(instance):
        return [field.name for field in dataclasses.fields(instance)]
    slots = [name for klass in kind.__mro__ for name in getattr(klass, "__slots__", ())]
    return slots or list(vars(instance))


def test_every_class_marked_acyclic_has_a_sample() -> None:
    assert _marked() == set(SAMPLES)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_an_acyclic_class_holds_only_numbers_text_and_tuples(name: str) -> None:
    instance = SAMPLES[name]()
    attributes = _attributes(instance)
    assert attributes, f"{name}: no attribute found to check"
    for attribute in attributes:
        value = getattr(instance, attribute)
        assert _holds_only_atoms(value), f"{name}.{attribute} holds {value!r}"
