"""The French options' specs (french/options.py): an option of named choices defaults to its first, the FFT rule,
and is listed as a boolean when its choices are False and True.

The specs are built when the module is imported; the tests build them again, so that what builds them is
tested as it runs (mutation testing changes it only after the import).
"""

from __future__ import annotations

import pytest

from service.core.options import OptionSpec
from service.french import options
from service.french.options import OPTION_SPECS, OPTIONS_BY_NAME


@pytest.mark.parametrize(("name", "kind", "default"), [
    ("excuse_last_trick", "enum", "changes_side"),
    ("petit_sec", "enum", "annul"),
    ("excuse_alone_annuls", "boolean", False),
])
def test_an_option_of_choices_defaults_to_the_first(name, kind, default):
    spec = OPTIONS_BY_NAME[name]
    rebuilt = options._enum(name, spec.allowed, spec.description)
    assert rebuilt == OptionSpec(name, kind, spec.allowed, default, spec.description)
    assert rebuilt == spec


def test_every_option_of_choices_is_built_the_same_way():
    of_choices = [spec for spec in OPTION_SPECS if spec.type in ("enum", "boolean")]
    assert len(of_choices) > 10
    for spec in of_choices:
        assert spec.default == spec.allowed[0]
        assert spec.type == ("boolean" if spec.allowed == (False, True) else "enum")
        assert options._enum(spec.name, spec.allowed, spec.description) == spec
