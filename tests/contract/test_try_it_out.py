"""What /docs' "Try it out" sends before the user changes anything: Swagger UI fills a parameter in with its
first example, so a newcomer's first answer is in the language that example asks for."""

from __future__ import annotations

from pathlib import Path

import yaml

from service.i18n import DEFAULT_LANGUAGE, negotiate

OPENAPI = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text(encoding="utf-8"))


def test_the_accept_language_filled_in_first_asks_for_the_default_language() -> None:
    parameter = OPENAPI["components"]["parameters"]["AcceptLanguage"]
    first = next(iter(parameter["examples"].values()))["value"]
    assert negotiate(first) == DEFAULT_LANGUAGE
    # and the others still show the other languages
    assert {negotiate(example["value"]) for example in parameter["examples"].values()} == {"en", "fr", "de"}
