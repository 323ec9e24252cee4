"""The records that write out their ``__init__`` (compiled, where a generated one would stay interpreted)
take exactly their fields, in order, with the same types and defaults, and store each one as given.

A field made by a factory (``field(default_factory=list)``) is taken as ``<type> | None = None`` and stored
as ``list() if name is None else name``: a new one for each record, as the generated ``__init__`` makes."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import Any

import pytest

import service

PACKAGE = Path(service.__file__).resolve().parent


def _is_dataclass_without_init(decorator: ast.expr) -> bool:
    return (
        isinstance(decorator, ast.Call)
        and isinstance(decorator.func, ast.Name)
        and decorator.func.id == "dataclass"
        and any(keyword.arg == "init" and isinstance(keyword.value, ast.Constant) and keyword.value.value is False
                for keyword in decorator.keywords)
    )


def _is_frozen(decorator: ast.Call) -> bool:
    return any(keyword.arg == "frozen" and isinstance(keyword.value, ast.Constant) and keyword.value.value is True
               for keyword in decorator.keywords)


def _written_out_records() -> list[tuple[str, ast.ClassDef, bool]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for decorator in node.decorator_list:
                    if _is_dataclass_without_init(decorator):
                        assert isinstance(decorator, ast.Call)
                        found.append((f"{path.relative_to(PACKAGE)}:{node.name}", node, _is_frozen(decorator)))
    return found


RECORDS = _written_out_records()


def _factory(default: str | None) -> str | None:
    """The factory of a ``field(default_factory=...)`` default, unparsed; None for any other default."""
    if default is None:
        return None
    call = ast.parse(default, mode="eval").body
    if isinstance(call, ast.Call) and ast.unparse(call.func) == "field":
        assert not call.args and [keyword.arg for keyword in call.keywords] == ["default_factory"], default
        return ast.unparse(call.keywords[0].value)
    return None


def _fields(node: ast.ClassDef) -> list[tuple[str, str, str | None]]:
    """The dataclass fields of ``node``, its written-out bases' first: (name, annotation, default)."""
    inherited: list[tuple[str, str, str | None]] = []
    for base in node.bases:
        for _, base_node, _ in RECORDS:
            if isinstance(base, ast.Name) and base_node.name == base.id:
                inherited += _fields(base_node)
    own = [
        (statement.target.id, ast.unparse(statement.annotation),
         None if statement.value is None else ast.unparse(statement.value))
        for statement in node.body
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name)
        and "ClassVar" not in ast.unparse(statement.annotation)
    ]
    return inherited + own


def test_the_hot_records_are_found() -> None:
    names = {name.split(":")[1] for name, _, _ in RECORDS}
    assert {"CompletedTrick", "PlayedTrick", "ZwanzigerrufenTrick", "HandRecord", "DealSummary", "Score", "Verdict",
            "AuctionOutcome", "DeclarationOutcome"} <= names


@pytest.mark.parametrize(("name", "node", "frozen"), RECORDS, ids=[name for name, _, _ in RECORDS])
def test_init_takes_and_stores_exactly_the_fields(name: str, node: ast.ClassDef, frozen: bool) -> None:
    fields = _fields(node)
    inits = [statement for statement in node.body
             if isinstance(statement, ast.FunctionDef) and statement.name == "__init__"]
    assert len(inits) == 1, f"{name}: init=False needs a written-out __init__"
    arguments = inits[0].args
    assert not (arguments.vararg or arguments.kwarg or arguments.kwonlyargs or arguments.posonlyargs)
    parameters = arguments.args[1:]
    defaults = [None] * (len(parameters) - len(arguments.defaults)) + [ast.unparse(d) for d in arguments.defaults]
    taken = [(p.arg, ast.unparse(p.annotation) if p.annotation else None, d)
             for p, d in zip(parameters, defaults, strict=True)]
    factories = {field: _factory(default) for field, _, default in fields}
    expected = [(field, f"{annotation} | None", "None") if factories[field] else (field, annotation, default)
                for field, annotation, default in fields]
    assert taken == expected, f"{name}: __init__'s parameters differ from the fields"

    stored = []
    for statement in inits[0].body:
        if frozen:  # object.__setattr__(self, "name", name)
            assert isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call), ast.unparse(statement)
            call = statement.value
            assert ast.unparse(call.func) == "object.__setattr__", ast.unparse(statement)
            target, value = call.args[1], call.args[2]
            assert isinstance(target, ast.Constant), ast.unparse(statement)
            stored.append((target.value, ast.unparse(value)))
        else:  # self.name = name
            assert isinstance(statement, ast.Assign) and len(statement.targets) == 1, ast.unparse(statement)
            target_node = statement.targets[0]
            assert isinstance(target_node, ast.Attribute) and ast.unparse(target_node.value) == "self", \
                ast.unparse(statement)
            stored.append((target_node.attr, ast.unparse(statement.value)))
    assert stored == [(field, f"{factories[field]}() if {field} is None else {field}" if factories[field] else field)
                      for field, _, _ in fields], f"{name}: __init__ must store each field as given"


def test_written_out_records_behave_as_generated_ones() -> None:
    import dataclasses

    from service.french.counting import CompletedTrick
    from service.french.record import Call, Declaration

    trick = CompletedTrick(1, (3, 4, 5, 6), 2)
    assert trick == CompletedTrick(leader=1, cards=(3, 4, 5, 6), winner=2, seats=None)
    assert trick.seats is None and hash(trick) == hash(CompletedTrick(1, (3, 4, 5, 6), 2))
    assert repr(Call(0, "pass")) == "Call(seat=0, call='pass')"
    assert Declaration(1, "chelem").cards == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        trick.winner = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        Call(0)  # type: ignore[call-arg]


def test_a_field_made_by_a_factory_is_new_for_each_record() -> None:
    from service.core.verdict import Verdict
    from service.french.auction import AuctionOutcome

    first, second = Verdict("complete"), Verdict("complete")
    first.violations.append("x")  # type: ignore[arg-type]
    assert second.violations == [] and first.tricks is not second.tricks and first.details is not second.details
    given: list[object] = []
    assert Verdict("complete", given).violations is given  # type: ignore[arg-type]
    assert AuctionOutcome() == AuctionOutcome([], None, None, False)


def _distinct_value(position: int, annotation: str, default: str | None) -> Any:
    """A value of the field's type that is not its default, different for each field (as a record would hold)."""
    if annotation.startswith("list[") or default == "field(default_factory=list)":
        return [position]
    if annotation.startswith("dict["):
        return {"field": position}
    if annotation == "bool":
        return default != "True"
    if annotation.startswith(("int", "Card")):
        return 100 + position
    if annotation.startswith(("str", "Any")):
        return f"value {position}"
    if annotation.startswith(("tuple[int, ...]", "tuple[Card, ...]", "tuple[float, ...]")):
        return (100 + position,)
    if annotation.startswith("tuple[str, ...]"):
        return (f"value {position}",)
    return ()  # a tuple of records: an empty one, never the default None of an optional one


@pytest.mark.parametrize(("name", "node", "frozen"), RECORDS, ids=[name for name, _, _ in RECORDS])
def test_init_stores_each_argument_it_is_given(name: str, node: ast.ClassDef, frozen: bool) -> None:
    path, class_name = name.split(":")
    record_class = getattr(importlib.import_module("service." + path.removesuffix(".py").replace("/", ".")),
                           class_name)
    fields = _fields(node)
    values = [_distinct_value(position, annotation, default)
              for position, (_, annotation, default) in enumerate(fields)]
    record = record_class(*values)
    stored = [getattr(record, field) for field, _, _ in fields]
    assert stored == values, f"{name}: __init__ stores {stored} for {values}"
    assert all(kept is given for kept, given in zip(stored, values, strict=True) if isinstance(given, list | dict))
