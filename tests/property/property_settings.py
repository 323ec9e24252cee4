"""Shared hypothesis settings: repeatable in CI (derandomized, no example database), no deadline."""

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def tarot_settings(max_examples: int) -> settings:
    return settings(
        max_examples=max_examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
