"""The serving settings read from the environment: one table, one reader.

gunicorn's configuration (``gunicorn_conf.py``), its worker (``serving/worker.py``) and the ``arbitre``
command all read them here, so a value is refused the same way whoever starts the service: ``arbitre serve``
says so in one line before gunicorn starts, and ``gunicorn -c python:arbitre.gunicorn_conf`` stops on the
same line while loading its configuration.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass

_WHOLE_NUMBER = re.compile(r"\s*[0-9]+\s*")  # str.isdigit would take '²', which int() refuses


@dataclass(frozen=True)
class Setting:
    name: str
    default: float
    whole: bool  # a whole number (a count, a port) rather than a number of seconds
    maximum: float = math.inf

    def problem(self, text: str) -> str | None:
        """Why ``text`` is not a value of this setting, in one line; None when it is one."""
        if self.whole:
            if _WHOLE_NUMBER.fullmatch(text) and 1 <= int(text) <= self.maximum:
                return None
            if self.maximum < math.inf:
                return f"{self.name} must be a whole number from 1 to {self.maximum:g}, not {text!r}"
            return f"{self.name} must be a whole number of at least 1, not {text!r}"
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if math.isfinite(value) and value > 0:
            return None
        return f"{self.name} must be a positive number of seconds, not {text!r}"


SETTINGS: Mapping[str, Setting] = {setting.name: setting for setting in (
    Setting("PORT", 8000, whole=True, maximum=65535),
    Setting("WEB_CONCURRENCY", 2, whole=True),
    Setting("ARBITRE_CONNECTIONS", 10000, whole=True),
    Setting("ARBITRE_JUDGES", 2, whole=True),
    Setting("ARBITRE_READ_TIMEOUT", 10.0, whole=False),
    Setting("ARBITRE_SEND_TIMEOUT", 10.0, whole=False),
    Setting("ARBITRE_QUEUE_WAIT", 2.0, whole=False),
    Setting("ARBITRE_UNSENT_MIB", 64, whole=True),
    # 0, the default: /metrics on the service's own port; a port: /metrics there only, served by gunicorn's master.
    Setting("ARBITRE_METRICS_PORT", 0, whole=True, maximum=65535),
)}

CHOICES: Mapping[str, tuple[str, ...]] = {
    # The first word is the default.
    "ARBITRE_METRICS": ("on", "off"),  # off: nothing counted, no /metrics
    "ARBITRE_LOG_FORMAT": ("json", "plain"),  # plain: gunicorn's own access and error lines
}


def setting_problem(environment: Mapping[str, str]) -> str | None:
    """The first setting of ``environment`` that has no meaning, said in one line; None when all are fine."""
    for setting in SETTINGS.values():
        text = environment.get(setting.name)
        if text is not None and (problem := setting.problem(text)) is not None:
            return problem
    for name, words in CHOICES.items():
        text = environment.get(name)
        if text is not None and text.strip().lower() not in words:
            return f"{name} must be {' or '.join(words)}, not {text!r}"
    return None


def setting(name: str, environment: Mapping[str, str] = os.environ) -> float:
    """The value of the setting ``name`` (its default when unset); a value with no meaning stops the start
    with its one line (gunicorn prints it and exits), never a traceback."""
    chosen = SETTINGS[name]
    text = environment.get(name)
    if text is None:
        return chosen.default
    problem = chosen.problem(text)
    if problem is not None:
        raise SystemExit(problem)
    return int(text) if chosen.whole else float(text)


def count(name: str, environment: Mapping[str, str] = os.environ) -> int:
    """A whole-number setting (processes, threads, requests, the port)."""
    assert SETTINGS[name].whole
    return int(setting(name, environment))


def choice(name: str, environment: Mapping[str, str] = os.environ) -> str:
    """The word chosen for the setting ``name`` (its first word when unset); another word stops the start."""
    words = CHOICES[name]
    text = environment.get(name)
    if text is None:
        return words[0]
    word = text.strip().lower()
    if word not in words:
        raise SystemExit(f"{name} must be {' or '.join(words)}, not {text!r}")
    return word
