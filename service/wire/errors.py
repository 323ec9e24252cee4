"""The wire layer's own error: a schema-valid request that still cannot be processed.

In a module of its own so that every wire module (``operations``, ``french``, ``zwanzigerrufen``) can
import it at top level without importing each other.
"""

from __future__ import annotations


class UnprocessableRequest(Exception):
    """A schema-valid request that still cannot be processed (e.g. an impossible score summary).

    The HTTP layer answers 422 with ``errors`` built from ``problems``: (JSON pointer, message) pairs.
    """

    def __init__(self, problems: list[tuple[str, str]]):
        super().__init__("; ".join(message for _, message in problems))
        self.problems = problems
