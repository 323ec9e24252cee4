"""The language of an answer: negotiated from Accept-Language, stated in Content-Language.

The answers whose texts follow the language (verdicts, batches, legal plays) vary with Accept-Language,
so caches are told so (``Vary``) whatever the header was.
"""

from __future__ import annotations

from typing import TypeVar

from flask import request
from werkzeug.sansio.response import Response

from ..i18n import negotiate


def request_language() -> str:
    return negotiate(request.headers.get("Accept-Language"))


ResponseType = TypeVar("ResponseType", bound=Response)


def with_language(response: ResponseType, language: str) -> ResponseType:
    response.headers["Content-Language"] = language
    response.vary.add("Accept-Language")
    return response
