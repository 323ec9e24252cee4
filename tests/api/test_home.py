"""GET /: a person who opens the server's address learns where the desk, the documentation and the contract
are, and every link on the page leads somewhere that answers."""

from __future__ import annotations

import re

from flask.testing import FlaskClient


def test_the_address_itself_points_to_the_desk_the_docs_and_the_contract(client: FlaskClient) -> None:
    answer = client.get("/")
    assert answer.status_code == 200 and answer.mimetype == "text/html"
    links = re.findall(r'href="([^"]+)"', answer.get_data(as_text=True))
    assert {"/desk", "/docs", "/openapi.yaml"} <= set(links)
    for link in links:
        assert client.get(link).status_code == 200, link
    assert "frame-ancestors 'none'" in answer.headers["Content-Security-Policy"]
