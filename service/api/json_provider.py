"""orjson as Flask's JSON provider: about 2 times faster to decode and 15 times faster to encode than the
standard library, and strict where JSON is strict (NaN, Infinity and 1e999 are not JSON)."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response
from flask.json.provider import JSONProvider


class OrjsonProvider(JSONProvider):
    mimetype = "application/json"

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return orjson.dumps(obj).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return orjson.loads(s)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        body = self._prepare_response_obj(args, kwargs)
        return Response(orjson.dumps(body), mimetype=self.mimetype)
