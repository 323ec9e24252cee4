"""A live service for the client tests: gunicorn with the project's settings on a free loopback port."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fire.servers import Gunicorn


@pytest.fixture(scope="session")
def live_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    log = tmp_path_factory.mktemp("clients") / "gunicorn.log"
    with Gunicorn(workers=1, log=log) as server:
        yield f"http://127.0.0.1:{server.port}"
