"""``python -m service``: serve the API as gunicorn does, or judge hand records from a file.

    python -m service                       # serve on HOST:PORT (default 127.0.0.1:8000)
    python -m service serve                 # the same
    python -m service adjudicate FILE.jsonl # one record per line in, one verdict per line out ('-': stdin)
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from typing import IO

import orjson

GUNICORN_CONFIG = "python:service.gunicorn_conf"


def serve() -> None:
    """Run gunicorn with the project's settings, exactly as ``gunicorn -c python:service.gunicorn_conf``."""
    from gunicorn.app.wsgiapp import WSGIApplication

    # gunicorn reads its command line from sys.argv (and GUNICORN_CMD_ARGS from the environment).
    sys.argv = ["gunicorn", "-c", GUNICORN_CONFIG]
    WSGIApplication("%(prog)s [OPTIONS] [APP_MODULE]").run()


def adjudicate_lines(lines: Iterable[bytes], out: IO[bytes]) -> int:
    """Judge one JSON record per line; write one JSON answer per line. Returns the count of bad lines.

    A verdict is written as is; a line that is not a readable record gets ``{"line", "errors"}``
    with the same (pointer, message) errors as the API's 422, so the output keeps one line per record.
    """
    from service import InvalidRecord, adjudicate

    bad = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            answer = adjudicate(orjson.loads(line))
        except orjson.JSONDecodeError as error:
            bad += 1
            answer = {"line": number, "errors": [{"pointer": "", "message": f"not JSON: {error}"}]}
        except InvalidRecord as error:
            bad += 1
            answer = {"line": number, "errors": [{"pointer": p, "message": m} for p, m in error.problems]}
        out.write(orjson.dumps(answer) + b"\n")
    return bad


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service", description=__doc__.splitlines()[0] if __doc__ else None)
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("serve", help="serve the HTTP API with gunicorn (HOST, PORT from the environment)")
    batch = commands.add_parser("adjudicate", help="judge the hand records of a JSON Lines file")
    batch.add_argument("file", help="a .jsonl file of hand records, or - for standard input")
    args = parser.parse_args(argv)

    if args.command == "adjudicate":
        if args.file == "-":
            return 1 if adjudicate_lines(sys.stdin.buffer, sys.stdout.buffer) else 0
        with open(args.file, "rb") as records:
            return 1 if adjudicate_lines(records, sys.stdout.buffer) else 0
    serve()
    return 0


if __name__ == "__main__":
    sys.exit(main())
