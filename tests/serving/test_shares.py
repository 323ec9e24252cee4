"""The connection counts the worker processes share (service/serving/shares.py)."""

from __future__ import annotations

import os

from service.serving.shares import ABSENT, ConnectionShares, fair_share


def test_a_process_takes_connections_up_to_the_fewest_elsewhere_and_a_sixteenth() -> None:
    assert fair_share(0, 0) and not fair_share(1, 0)
    assert fair_share(7, 7) and not fair_share(8, 7)  # a pool of 16: 8 each
    assert fair_share(1062, 1000) and not fair_share(1063, 1000)
    assert fair_share(5000, ABSENT)  # nobody else takes connections


def test_slots_are_given_once_and_a_freed_or_silent_one_is_waited_on_by_nobody() -> None:
    shares = ConnectionShares(slots=4)
    first, second = shares.give(set()), shares.give({0})
    assert (first, second) == (0, 1)
    assert shares.fewest_elsewhere(0) == ABSENT  # the second has not said what it holds yet
    shares.publish(1, 3)
    assert shares.fewest_elsewhere(0) == 3 and shares.fewest_elsewhere(1) == ABSENT
    shares.free(1)
    assert shares.fewest_elsewhere(0) == ABSENT
    assert shares.give({0, 1, 2, 3}) is None


def test_what_a_forked_process_publishes_its_parent_and_siblings_read() -> None:
    shares = ConnectionShares(slots=4)
    parent, child = shares.give(set()), shares.give({0})
    assert parent is not None and child is not None
    before = shares.accepted_elsewhere(parent)
    pid = os.fork()
    if pid == 0:  # the child: as a worker does after each accept
        shares.publish(child, 5)
        shares.count_accepted(child)
        shares.count_accepted(child)
        os._exit(0)
    os.waitpid(pid, 0)
    assert shares.fewest_elsewhere(parent) == 5
    assert shares.accepted_elsewhere(parent) == before + 2
