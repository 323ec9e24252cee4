"""The arbitration desk: a web page for people who judge hands without writing JSON.

The page is static (hand-written ES modules, a stylesheet, no build step) and talks to the public API like
any other client, so this module only serves its files from the package, and its words in each language from
the gettext catalogue ``desk`` (service/i18n/desk_words.py). Nothing is stored: a record travels in the page
itself or in the fragment of its address, which never reaches the server.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

import orjson
from flask import Blueprint, Response
from werkzeug.exceptions import NotFound

from ..core.excerpt import excerpt
from ..core.text import Text
from ..i18n.desk_words import desk_languages, desk_words

DESK_FILES = files(__name__.partition(".")[0]).joinpath("desk")

# The page's files by name, with their media types; any other name is a 404 (no file system walk).
ASSETS = {
    "desk.css": "text/css",
    "desk.js": "text/javascript",
    "cards.js": "text/javascript",
    "texts.js": "text/javascript",
    "record.js": "text/javascript",
    "example.js": "text/javascript",
    "builder.js": "text/javascript",
    "board.js": "text/javascript",
}

# Only this origin, no inline script, no outside resource: the page works offline and cannot leak a record.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)

desk = Blueprint("desk", __name__)


@desk.get("/")
def home_page() -> Response:
    """What a person who opens the server's address sees: where the desk, the documentation and the contract are."""
    return _file_response("home.html", "text/html")


@desk.get("/desk")
def desk_page() -> Response:
    return _file_response("index.html", "text/html")


@desk.get("/desk/board")
def board_page() -> Response:
    """A duplicate board's tables side by side (POST /v1/boards/score)."""
    return _file_response("board.html", "text/html")


@desk.get("/desk/<asset>")
def desk_asset(asset: str) -> Response:
    media_type = ASSETS.get(asset)
    if media_type is None:
        raise NotFound(Text("The desk has no file {file}.", file=excerpt(asset)))
    return _file_response(asset, media_type)


@desk.get("/desk/words/<language>")
def words(language: str) -> Response:
    """The page's words in one language (its scripts fetch every language's once, service/desk/texts.js)."""
    response = Response(words_json(language), mimetype="application/json")
    response.headers["Content-Language"] = language
    response.headers["Cache-Control"] = "no-cache"
    return response


@cache
def words_json(language: str) -> bytes:
    """The answer for ``language``, made once per process (the catalogues do not change under a server)."""
    tables = desk_words(language)
    if tables is None:
        raise NotFound(Text("The desk has no words in {language}; it speaks {languages}.", language=excerpt(language),
                            languages=", ".join(desk_languages())))
    return orjson.dumps({"language": language, "languages": list(desk_languages()), "tables": tables})


@cache
def _contents(name: str) -> bytes:
    """A file of the page, read from the package once (the installed package does not change under a server)."""
    return DESK_FILES.joinpath(name).read_bytes()


def _file_response(name: str, media_type: str) -> Response:
    response = Response(_contents(name), mimetype=media_type)
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["Cache-Control"] = "no-cache"
    return response
