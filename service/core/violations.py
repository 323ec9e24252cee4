"""A broken rule, as every judge reports it (docs/contract.md §5)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Violation:
    code: str
    phase: str  # deal | auction | call | discard | declaration | play
    message: str
    pointer: str
    seat: int | None = None
    trick: int | None = None
    card: int | None = None
