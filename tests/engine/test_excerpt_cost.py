"""An excerpt costs no more for a huge value than for a small one (service/core/excerpt.py: "The value is written
only as far as the excerpt reaches"): a message quoting a list of 100,000 items or an object of 100,000 members
reads the few entries it shows, and one more at most, never the rest."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from service.core import excerpt as excerpt_module
from service.core.excerpt import excerpt

ENTRIES = 100_000

# The counting subclasses below see the reads of interpreted code only: compiled by mypyc, excerpt walks a list
# or a dict by its own fast paths, and a subclass of them is read through another route that these counters
# cannot tell from the excerpt's own. The pure-Python build (the same source) is where the count is true.
pytestmark = pytest.mark.skipif(not str(excerpt_module.__file__).endswith(".py"),
                                reason="the reads are counted in the pure-Python build only")


class CountedList(list[Any]):
    """A list that counts the items read from it."""

    read = 0

    def __iter__(self) -> Iterator[Any]:
        for item in super().__iter__():
            self.read += 1
            yield item


class CountedDict(dict[str, Any]):
    """An object that counts the members read from it."""

    read = 0

    def items(self) -> Iterator[tuple[str, Any]]:  # type: ignore[override]
        for member in super().items():
            self.read += 1
            yield member


def shown(quoted: str, separator: str) -> int:
    """How many entries an excerpt shows, whole or cut: one more than the separators in it."""
    return quoted.count(separator) + 1


@pytest.mark.parametrize("item", [1, "k", [0], {"a": 1}])
def test_a_huge_list_is_read_only_as_far_as_its_excerpt(item: Any) -> None:
    items = CountedList([item] * ENTRIES)
    quoted = excerpt(items)
    assert len(quoted) == 41 and quoted.endswith("…")
    assert shown(quoted, ", ") <= items.read <= shown(quoted, ", ") + 1


@pytest.mark.parametrize("value", [1, "v", [0]])
def test_a_huge_object_is_read_only_as_far_as_its_excerpt(value: Any) -> None:
    members = CountedDict({f"m{number}": value for number in range(ENTRIES)})
    quoted = excerpt(members)
    assert len(quoted) == 41 and quoted.endswith("…")
    assert shown(quoted, ", ") <= members.read <= shown(quoted, ", ") + 1


def test_a_huge_list_after_a_long_item_is_read_only_as_far_as_the_limit_left() -> None:
    # The inner list starts at character 35: what is left of the 40 characters holds two of its items.
    inner = CountedList([7] * ENTRIES)
    quoted = excerpt(["k" * 30, inner])
    assert quoted == '["' + "k" * 30 + '", [7, 7…'
    assert inner.read <= 3


@pytest.mark.parametrize(
    ("value", "quoted"),
    [
        (2 ** 999 - 1, "5357543035931336604742125245300009052807…"),  # 999 bits: its digits, cut
        (2 ** 999, "a very long integer"),  # 1,000 bits: never turned into digits
        (-(2 ** 999), "a very long integer"),
    ],
)
def test_an_integer_of_a_thousand_bits_or_more_is_not_written_out(value: int, quoted: str) -> None:
    # Turning an integer into digits costs time growing with the square of its length (and Python refuses past
    # 4,300 digits): from 1,000 bits on, the excerpt says what it is instead.
    assert excerpt(value) == quoted
