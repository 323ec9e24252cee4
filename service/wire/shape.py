"""The shape limits of a JSON document, checked before a wire schema reads it item by item.

Plain functions of the parsed document (and its text), without Flask, so that setup.py compiles them
with the engines: every request body goes through ``plainly_readable``.
"""

from __future__ import annotations

from typing import Any, Final

from ..core.text import Text

# Shape limits checked before the wire schema reads a document item by item, so that a hostile body
# (100 000 array items, thousands of nested arrays) costs a quick walk and not seconds of marshmallow
# errors. They refuse only what the contract refuses anyway: no request of openapi.yaml has a list
# longer than 100 items (a score sheet's hands) or nests deeper than 6 levels (a sheet's record's
# tricks); tests/api/test_body_limits.py checks these bounds against openapi.yaml.
MAX_ARRAY_ITEMS: Final = 100
MAX_DEPTH: Final = 32


def shape_problems(document: Any) -> list[tuple[str, str]]:
    """(pointer, message) for every array longer than ``MAX_ARRAY_ITEMS`` and every array or object
    nested deeper than ``MAX_DEPTH``: an iterative walk over the containers only, so that neither depth
    nor width can exhaust the worker, and a pointer is only spelt out for a problem."""
    problems: list[tuple[str, str]] = []
    stack: list[tuple[Any, tuple[str | int, ...]]] = []
    if isinstance(document, (dict, list)):
        stack.append((document, ()))
    while stack:
        value, path = stack.pop()
        if len(path) >= MAX_DEPTH:
            problems.append((_pointer(path), Text("is nested more than {depth} levels deep; no request of this API is",
                                                  depth=MAX_DEPTH)))
            continue
        if isinstance(value, list):
            if len(value) > MAX_ARRAY_ITEMS:
                message = Text("has {count} items; no list of this API has more than {most}", count=len(value),
                               most=MAX_ARRAY_ITEMS)
                problems.append((_pointer(path), message))
                continue
            members: Any = enumerate(value)
        else:
            members = value.items()
        stack.extend((item, (*path, key)) for key, item in members if isinstance(item, (dict, list)))
    return sorted(problems)


def plainly_readable(document: Any, body: bytes) -> bool:
    """True when ``document``, orjson's reading of ``body``, is surely within the shape limits and has no
    duplicate key: what a well-formed request is, in a small part of the time of ``shape_problems`` and of
    the duplicate-key parse. False says nothing: those two then decide.

    Keys: each member of an object is written with one colon outside its strings, and JSON has no other
    colon outside strings. So when the body has no more colons than the document has members, no member
    was lost to a duplicate key. Shape: one level of containers at a time (orjson makes exact lists and
    dicts, so ``type(...) is`` tells them).
    """
    level: list[Any] = [document] if type(document) is dict or type(document) is list else []
    depth = members = 0
    while level:
        if depth >= MAX_DEPTH:
            return False
        below: list[Any] = []
        for value in level:
            # Typed loops, compiled to an index walk and two pointer tests an item: a hand record's 150 card
            # strings cost about a tenth of what set(map(type, ...)) did (a call to type() each; callgrind).
            if type(value) is list:
                listed: list[Any] = value
                if len(listed) > MAX_ARRAY_ITEMS:
                    return False
                for item in listed:
                    if type(item) is list or type(item) is dict:
                        below.append(item)
            else:
                mapping: dict[Any, Any] = value
                members += len(mapping)
                for item in mapping.values():
                    if type(item) is list or type(item) is dict:
                        below.append(item)
        level = below
        depth += 1
    return body.count(b":") == members


def _pointer(path: tuple[str | int, ...]) -> str:
    return "".join("/" + str(token).replace("~", "~0").replace("/", "~1") for token in path)
