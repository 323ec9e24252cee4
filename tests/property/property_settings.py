"""Shared hypothesis settings: repeatable in CI (derandomized, no example database), no deadline."""

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


EXAMPLES_CAP: int | None = None
"""When set, no test draws more examples than this. Mutation testing sets it (tests/mutation/aliases.py): a
mutant no test kills runs every test that reaches it, and at the full counts that is minutes a mutant."""


def tarot_settings(max_examples: int) -> settings:
    return settings(
        max_examples=max_examples if EXAMPLES_CAP is None else min(max_examples, EXAMPLES_CAP),
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
