"""Arbitre, a referee for French Tarot hands. Three doors, nothing else:

- ``create_app()``: the HTTP service (Flask), as gunicorn serves it;
- ``adjudicate(record, language="en")``: the same verdict without HTTP, for scripts and batch jobs (its
  messages and rules in ``en``, ``fr`` or ``de``);
- ``FrenchTarotState``: a hand in progress for game loops, bots and simulations, one action at a time (whose
  turn, the legal cards, why an action is illegal, ``record()`` for ``adjudicate``: docs/state.md), which
  refuses an illegal action with ``IllegalAction`` and an action out of its phase with ``WrongPhase``;
  ``ZwanzigerrufenState`` the same for Zwanzigerrufen.

Installed, this package is ``arbitre`` (``import arbitre``), built from the repository's folder service/: an
app's own ``service`` package is then neither shadowed nor in the way. Every import inside it is relative,
so the same files are the package ``service`` when a checkout's root is on the import path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from flask import Flask

    from .state import FrenchTarotState, IllegalAction, WrongPhase, ZwanzigerrufenState
    from .wire.operations import adjudicate

__all__ = ["FrenchTarotState", "IllegalAction", "InvalidRecord", "WrongPhase", "ZwanzigerrufenState", "adjudicate",
           "create_app"]

_STATE_NAMES = ("FrenchTarotState", "IllegalAction", "WrongPhase", "ZwanzigerrufenState")


class InvalidRecord(ValueError):
    """A record the wire schema cannot read (the HTTP API's 422): ``problems`` are (JSON pointer, message),
    each message in the language ``adjudicate`` was asked for."""

    def __init__(self, problems: list[tuple[str, str]]):
        super().__init__("; ".join(f"{pointer or '/'}: {message}" for pointer, message in problems))
        self.problems = problems


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The Flask application; ``config`` overrides Flask settings and ``MAX_BODY_BYTES``."""
    # Imported here so that ``adjudicate`` (and a batch job using only it) never loads Flask.
    from .api.app import create_app as create_flask_app

    return create_flask_app(config)


def __getattr__(name: str) -> Any:
    # ``adjudicate`` lives with the other operations and is loaded on first use, so that ``import service``
    # alone stays light; once loaded it is an attribute like any other (no import statement per call).
    if name == "adjudicate":
        from .wire.operations import adjudicate

        globals()["adjudicate"] = adjudicate
        return adjudicate
    if name in _STATE_NAMES:  # loaded on first use too (service/state)
        from . import state

        found = getattr(state, name)
        globals()[name] = found
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
