"""The OpenAPI document, read once at start-up and served as is; the manners of its pages at /docs.

The package carries ``openapi.yaml`` (a symlink to the repository's file in a checkout, a copy of it
in a built wheel), so ``GET /openapi.yaml`` serves the contract byte for byte wherever it runs.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from importlib.resources import files
from typing import Any

import orjson
import yaml
from flask import request
from werkzeug.exceptions import RequestedRangeNotSatisfiable
from werkzeug.http import parse_range_header


@dataclass(frozen=True)
class OpenApiDocument:
    yaml_bytes: bytes
    json_bytes: bytes


def load_openapi_document() -> OpenApiDocument:
    yaml_bytes = files(__name__.partition(".")[0]).joinpath("openapi.yaml").read_bytes()
    as_json = orjson.dumps(yaml.safe_load(yaml_bytes))
    return OpenApiDocument(yaml_bytes=yaml_bytes, json_bytes=as_json)


# The policy of every HTML page but the desk's (desk.py has its own): the Swagger UI page at /docs and its
# OAuth redirect page. Its scripts and styles are files of this origin, it fetches /openapi.json and "Try it
# out" calls the API here. Its one inline script (the configuration flask-swagger-ui writes into the page) is
# allowed by its hash, taken from the page rendered once at start-up (``html_policy``), so no other inline
# script runs; its one inline style, the <style> of the logo that Swagger UI's standalone preset draws
# (swagger-ui-standalone-preset.js, v5.34.0), by the hash below (tests/api/test_http_manners.py finds it in
# the file). No page may be framed (clickjacking).
HTML_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self' {styles}; script-src 'self'{scripts}; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SWAGGER_UI_STYLES = ("'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",)

_INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc\s*=)[^>]*>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)


def inline_script_hashes(page: str) -> list[str]:
    """The CSP sources (``'sha256-…'``) of the inline scripts of an HTML page, in order."""
    return [csp_hash(script) for script in _INLINE_SCRIPT.findall(page)]


def csp_hash(text: str) -> str:
    """The CSP source that allows an inline script or style of exactly ``text``."""
    return "'sha256-{}'".format(base64.b64encode(hashlib.sha256(text.encode()).digest()).decode("ascii"))


def html_policy(page: str) -> str:
    """The Content-Security-Policy of the HTML pages, allowing the inline scripts of ``page`` by their hashes."""
    return HTML_POLICY.format(styles=" ".join(SWAGGER_UI_STYLES),
                              scripts="".join(f" {source}" for source in inline_script_hashes(page)))


def one_range_at_most(view: Callable[..., Any]) -> Callable[..., Any]:
    """``view`` (a static file's: werkzeug's ``send_file``), with werkzeug's Range handling kept to one range.

    Werkzeug answers a Range of one byte range with a 206, or a 416 when it starts past the end, but also
    refuses with a 416 what it should not: several ranges (``bytes=0-10,20-30``), a range unit it does not
    know (RFC 9110 §14.2: ignore it), a list it cannot parse, and a suffix longer than the file (§14.1.3:
    the whole file is the range). RFC 9110 lets a server ignore Range, so each of those gets the whole
    file with a 200; one satisfiable range is still a 206, one that starts past the end a 416."""

    @wraps(view)
    def serve(*args: Any, **kwargs: Any) -> Any:
        environ = request.environ
        ranges = parse_range_header(environ.get("HTTP_RANGE"))
        if ranges is None or ranges.units != "bytes" or len(ranges.ranges) != 1:
            environ.pop("HTTP_RANGE", None)
            return view(*args, **kwargs)
        try:
            return view(*args, **kwargs)
        except RequestedRangeNotSatisfiable:
            if ranges.ranges[0][0] >= 0:
                raise
            del environ["HTTP_RANGE"]  # a suffix longer than the file
            return view(*args, **kwargs)

    return serve
