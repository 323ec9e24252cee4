"""The OpenAPI document, read once at start-up and served as is.

The package carries ``openapi.yaml`` (a symlink to the repository's file in a checkout, a copy of it
in a built wheel), so ``GET /openapi.yaml`` serves the contract byte for byte wherever it runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files

import orjson
import yaml


@dataclass(frozen=True)
class OpenApiDocument:
    yaml_bytes: bytes
    json_bytes: bytes


def load_openapi_document() -> OpenApiDocument:
    yaml_bytes = files(__name__.partition(".")[0]).joinpath("openapi.yaml").read_bytes()
    as_json = orjson.dumps(yaml.safe_load(yaml_bytes))
    return OpenApiDocument(yaml_bytes=yaml_bytes, json_bytes=as_json)
