"""Request ids: the ``X-Request-ID`` a trusted proxy sent, or one made here, on every answer, log line and problem.

A proxy is trusted by the same setting as its forwarded headers (``FORWARDED_ALLOW_IPS``, gunicorn's): an id
from anyone else is replaced, so that a client cannot write what it likes into the logs. An id a trusted
proxy sends is kept only when it is short and plain (letters, digits and ``-._:/+=@``); otherwise one is made.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Collection

HEADER = "X-Request-ID"
ENVIRON_HEADER = "HTTP_X_REQUEST_ID"
REQUEST_ID = "arbitre.request_id"
"""Where the id of a request waits in its WSGI environ (the worker's, or the app's own when run without it)."""
MAX_CHARACTERS = 128
_PLAIN = re.compile(rf"[A-Za-z0-9\-._:/+=@]{{1,{MAX_CHARACTERS}}}")


def new_request_id() -> str:
    """32 hexadecimal digits, random (a UUID's worth, without its dashes): an id, not a secret, so Python's own
    generator rather than the system's (a system call a request)."""
    return f"{random.getrandbits(128):032x}"


def trusted_proxies(environment: dict[str, str] | None = None) -> frozenset[str]:
    """The addresses whose forwarded headers, and request ids, are believed: ``FORWARDED_ALLOW_IPS``, a
    comma-separated list (``*`` for any), none by default, as in ``gunicorn_conf.py``."""
    text = (environment if environment is not None else os.environ).get("FORWARDED_ALLOW_IPS", "")
    return frozenset(part.strip() for part in text.split(",") if part.strip())


def choose_request_id(sent: str | None, peer: object, trusted: Collection[str]) -> str:
    """The id of a request: ``sent`` (its ``X-Request-ID``) when its peer is a trusted proxy and it is plain,
    else a new one. ``peer`` is the peer's address (a host, or a (host, port) pair)."""
    if sent is not None and trusted and _PLAIN.fullmatch(sent):
        host = peer[0] if isinstance(peer, tuple) and peer else peer
        if "*" in trusted or (isinstance(host, str) and host in trusted):
            return sent
    return new_request_id()
