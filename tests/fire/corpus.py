"""The hostile corpus (corpus.yaml) as requests: the explicit cases, the wrong types generated from the
bases, and every method on every path of openapi.yaml. Used by test_hostile_corpus.py, and by the load
tests for the invalid part of their traffic."""

from __future__ import annotations

import copy
import gzip
import json
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import yaml

from .servers import REPO_ROOT, http_request

CORPUS = yaml.safe_load((Path(__file__).parent / "corpus.yaml").read_text(encoding="utf-8"))
OPENAPI = yaml.safe_load((REPO_ROOT / "openapi.yaml").read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Case:
    name: str
    method: str = "POST"
    path: str = "/"
    headers: tuple[tuple[str, str], ...] = (("Content-Type", "application/json"),)
    body: bytes | None = None
    chunked: bool = False
    raw: bytes | None = None
    shutdown: bool = False
    expect: int = 0
    pointer: str | None = None
    detail: str | None = None
    only: str | None = None
    allow: bool = False  # a 405: the Allow header must list the methods of the path
    message: str | None = None  # a substring of one of a 422's error messages
    response_headers: tuple[tuple[str, str | None], ...] = ()  # exact values; None: the header is absent
    language: str | None = None  # sent as Accept-Language (a case of ``languages``); None: none sent
    max_bytes: int | None = None  # the answer's body is at most this long

    def request(self, port: int) -> bytes:
        if self.raw is not None:
            return self.raw
        return http_request(port, self.method, self.path, self.body, dict(self.sent_headers()), self.chunked)

    def sent_headers(self, language: str | None = None) -> tuple[tuple[str, str], ...]:
        """The headers, with Accept-Language for the case's language (or ``language``, when the case has none)."""
        chosen = self.language or language
        return self.headers + ((("Accept-Language", chosen),) if chosen else ())


def made(parts: list[Any]) -> str:
    """The text of ``body_parts``: each [piece, times], a piece being text or a list of parts."""
    text = []
    for piece, times in parts:
        if isinstance(piece, list):
            text.append(made(piece) * times)
        elif "{i}" in piece:
            text.extend(piece.replace("{i}", str(i)) for i in range(times))
        else:
            text.append(piece * times)
    return "".join(text)


LANGUAGES = ("en", "fr", "de")


def explicit_cases(entry: dict[str, Any]) -> list[Case]:
    """The entry's case, or one in each of its ``languages``."""
    case = explicit_case(entry)
    languages = entry.get("languages")
    if not languages:
        return [case]
    return [replace(case, name=f"{case.name} ({language})", language=language) for language in languages]


def explicit_case(entry: dict[str, Any]) -> Case:
    body: bytes | None = None
    if "body" in entry:
        body = entry["body"].encode("utf-8")
    elif "body_hex" in entry:
        body = bytes.fromhex(entry["body_hex"])
    elif "body_parts" in entry:
        body = made(entry["body_parts"]).encode("utf-8")
    if entry.get("gzip"):
        assert body is not None
        body = gzip.compress(body, mtime=0)
    raw: bytes | None = None
    if "raw" in entry:
        raw = entry["raw"].encode("utf-8")
    elif "raw_parts" in entry:
        raw = made(entry["raw_parts"]).encode("utf-8")
    elif "raw_hex" in entry:
        raw = bytes.fromhex(entry["raw_hex"])
    headers = entry.get("headers", {"Content-Type": "application/json"})
    return Case(
        name=entry["name"],
        method=entry.get("method", "POST"),
        path=made(entry["path_parts"]) if "path_parts" in entry else entry.get("path", "/"),
        headers=tuple(headers.items()),
        body=body,
        chunked=entry.get("chunked", False),
        raw=raw,
        shutdown=entry.get("shutdown", False),
        expect=entry["expect"],
        pointer=entry.get("pointer"),
        detail=entry.get("detail"),
        only="gunicorn" if raw is not None else entry.get("only"),
        message=entry.get("message"),
        response_headers=tuple(entry.get("response_headers", {}).items()),
        max_bytes=entry.get("max_bytes"),
    )


def set_at(document: Any, pointer: str, value: Any) -> None:
    *parents, last = [token.replace("~1", "/").replace("~0", "~") for token in pointer.split("/")[1:]]
    for token in parents:
        document = document[int(token)] if isinstance(document, list) else document[token]
    document[int(last) if isinstance(document, list) else last] = value


def wrong_type_cases() -> Iterator[Case]:
    for path, pointers in CORPUS["wrong_types"].items():
        for pointer, values in pointers.items():
            for value in values:
                document = copy.deepcopy(CORPUS["bases"][path])
                set_at(document, pointer, value)
                yield Case(
                    name=f"{path} {pointer} = {json.dumps(value)}",
                    path=path,
                    body=json.dumps(document).encode(),
                    expect=422,
                    pointer=pointer,
                )


def method_cases() -> Iterator[Case]:
    for template, operations in OPENAPI["paths"].items():
        path = template.format(**CORPUS["parameters"])
        documented = {method.upper() for method in operations if method != "parameters"}
        for method in CORPUS["methods"]:
            if method in documented:
                continue
            if method == "OPTIONS":
                expect, allow = 204, True  # RFC 9110: the methods in Allow, no body
            elif method == "HEAD" and "GET" in documented:
                expect, allow = 200, False
            else:
                expect, allow = 405, True
            yield Case(name=f"{method} {path}", method=method, path=path, headers=(), expect=expect, allow=allow)
    for path in CORPUS["other_paths"]:
        for method in CORPUS["methods"]:
            yield Case(name=f"{method} {path}", method=method, path=path, headers=(), expect=404)


CASES = ([case for entry in CORPUS["cases"] for case in explicit_cases(entry)] + list(wrong_type_cases())
         + list(method_cases()))


def named(name: str) -> Case:
    (case,) = [case for case in CASES if case.name == name]
    return case
