"""``python -m arbitre``: serve the API as gunicorn does, or judge hand records from a file.

    python -m arbitre                       # serve on HOST:PORT (default 127.0.0.1:8000)
    python -m arbitre serve                 # the same
    python -m arbitre adjudicate FILE.jsonl # one record per line in, one verdict per line out ('-': stdin),
                                            # on every core (--jobs N), a progress line on a terminal

(``python -m service`` in a checkout's root: the package is installed as ``arbitre``, from the folder service/.)
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from typing import IO

PACKAGE = __package__ or "arbitre"
GUNICORN_CONFIG = f"python:{PACKAGE}.gunicorn_conf"


def serve() -> None:
    """Run gunicorn with the project's settings, exactly as ``gunicorn -c python:arbitre.gunicorn_conf``."""
    from gunicorn.app.wsgiapp import WSGIApplication

    # gunicorn reads its command line from sys.argv (and GUNICORN_CMD_ARGS from the environment).
    sys.argv = ["gunicorn", "-c", GUNICORN_CONFIG]
    WSGIApplication("%(prog)s [OPTIONS] [APP_MODULE]").run()


def adjudicate_lines(lines: Iterable[bytes], out: IO[bytes]) -> int:
    """Judge one JSON record per line, in this process; write one JSON answer per line. Returns the count
    of bad lines.

    A verdict is written as is; a line that is not a readable record gets ``{"line", "errors"}``
    with the same (pointer, message) errors as the API's 422, so the output keeps one line per record.
    ``bulk.py`` does the same on every core.
    """
    from .bulk import adjudicate_stream

    return adjudicate_stream(lines, out, jobs=1)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    summary = __doc__.splitlines()[0] if __doc__ else None
    parser = argparse.ArgumentParser(prog=f"python -m {PACKAGE}", description=summary)
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("serve", help="serve the HTTP API with gunicorn (HOST, PORT from the environment)")
    batch = commands.add_parser("adjudicate", help="judge the hand records of a JSON Lines file")
    batch.add_argument("file", help="a .jsonl file of hand records, or - for standard input")
    batch.add_argument("--jobs", "-j", type=_positive, default=None, help="worker processes (default: every core)")
    batch.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                       help="a progress line on standard error (default: when it is a terminal)")
    args = parser.parse_args(argv)

    if args.command == "adjudicate":
        from .bulk import adjudicate_file

        return 1 if adjudicate_file(args.file, sys.stdout.buffer, args.jobs, args.progress) else 0
    serve()
    return 0


if __name__ == "__main__":
    sys.exit(main())
