"""The records that write out their ``__init__`` (compiled, where a generated one would stay interpreted)
take exactly their fields, in order, with the same types and defaults, and store each one as given."""

from __future__ import annotations

import ast
from pathlib import Path

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
    assert {"CompletedTrick", "PlayedTrick", "ZwanzigerrufenTrick", "HandRecord", "DealSummary", "Score"} <= names


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
    assert taken == fields, f"{name}: __init__'s parameters differ from the fields"

    stored = []
    for statement in inits[0].body:
        if frozen:  # object.__setattr__(self, "name", name)
            assert isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call), ast.unparse(statement)
            call = statement.value
            assert ast.unparse(call.func) == "object.__setattr__", ast.unparse(statement)
            target, value = call.args[1], call.args[2]
            assert isinstance(target, ast.Constant) and isinstance(value, ast.Name), ast.unparse(statement)
            stored.append((target.value, value.id))
        else:  # self.name = name
            assert isinstance(statement, ast.Assign) and len(statement.targets) == 1, ast.unparse(statement)
            target_node, value_node = statement.targets[0], statement.value
            assert isinstance(target_node, ast.Attribute) and isinstance(value_node, ast.Name), ast.unparse(statement)
            stored.append((target_node.attr, value_node.id))
    assert stored == [(field, field) for field, _, _ in fields], f"{name}: __init__ must store each field as given"


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
