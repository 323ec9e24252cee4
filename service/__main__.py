"""``arbitre`` (or ``python -m arbitre``): serve the API as gunicorn does, or judge hand records from a file.

    arbitre                       # serve on HOST:PORT (default 127.0.0.1:8000)
    arbitre serve                 # the same
    arbitre adjudicate FILE.jsonl # one record per line in, one verdict per line out ('-': stdin),
                                  # on every core (--jobs N), a progress line on a terminal,
                                  # messages in English, French or German (--language en|fr|de)
    arbitre seance FILE.json      # a duplicate séance (or one board) in, its marks and standings out
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Iterable, Sequence
from typing import IO, Any, NoReturn

from .core.text import Text
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, translate
from .settings import setting_problem

PACKAGE = __package__ or "arbitre"
GUNICORN_CONFIG = f"python:{PACKAGE}.gunicorn_conf"

DESCRIPTION = "Arbitre, the referee of French Tarot and Zwanzigerrufen hands: serve the HTTP API, or judge a file."
ENVIRONMENT = """\
environment (arbitre serve):
  HOST             the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  PORT             the port (default 8000)
  WEB_CONCURRENCY  gunicorn worker processes (default 2)
  ARBITRE_CONNECTIONS   connections a process holds open (default 10000; the idlest closed first)
  ARBITRE_JUDGES   requests a process judges at once, the others waiting read (default 2)
  ARBITRE_QUEUE_WAIT    seconds a request may wait for a judge, else 503 at once (default 2)
  ARBITRE_READ_TIMEOUT  seconds a request has from its first byte to arrive whole, else 408 (default 10)
  ARBITRE_SEND_TIMEOUT  seconds a client may read nothing of its answer before it is cut off (default 10)
  ARBITRE_UNSENT_MIB    MiB of answers not yet read that a process holds before new work gets 503 (default 64)
  FORWARDED_ALLOW_IPS   proxies whose X-Forwarded-* headers and X-Request-ID are believed (default: none)
  ARBITRE_METRICS       on (default): Prometheus metrics at /metrics; off: nothing counted
  ARBITRE_METRICS_PORT  serve /metrics on this port only (from gunicorn's master), not on PORT
  ARBITRE_LOG_FORMAT    json (default): one JSON object a line; plain: gunicorn's own lines
  OTEL_EXPORTER_OTLP_ENDPOINT   send a trace of every request there (OpenTelemetry's settings; off unless set)

exit status (arbitre adjudicate):
  0 every line was a readable record, 1 some were not (their answer lines say why),
  2 the command line or the input file was wrong, 141 the output was closed early (| head)

exit status (arbitre seance):
  0 the file was a readable séance or board, 1 it was not (the answer's errors say why),
  2 the command line was wrong or the file cannot be read"""

BROKEN_PIPE_STATUS = 141
"""What a shell reports for a process that SIGPIPE ended (128 + 13): Python ignores SIGPIPE, so the status is
set by hand when the reader of the output went away."""


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


NOT_WHOLE = "{value} is not a whole number"
NOT_POSITIVE = "{value} is not a positive number"


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(NOT_WHOLE.format(value=repr(text))) from None
    if value < 1:
        raise argparse.ArgumentTypeError(NOT_POSITIVE.format(value=text))
    return value


ARGUMENT_ERRORS = (
    (r"argument (?P<argument>\S+): (?P<message>.+)", "argument {argument}: {message}"),
    (r"the following arguments are required: (?P<arguments>.+)", "the following arguments are required: {arguments}"),
    (r"unrecognized arguments: (?P<arguments>.+)", "unrecognized arguments: {arguments}"),
    (r"invalid choice: (?P<value>.+) \(choose from (?P<choices>.+)\)",
     "invalid choice: {value} (choose from {choices})"),
    (r"invalid (?P<type>\S+) value: (?P<value>.+)", "invalid {type} value: {value}"),
    (r"expected one argument", "expected one argument"),
    (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)",
     "ambiguous option: {option} could match {matches}"),
    (r"ignored explicit argument (?P<value>.+)", "ignored explicit argument {value}"),
    (r"(?P<value>.+) is not a whole number", NOT_WHOLE),
    (r"(?P<value>.+) is not a positive number", NOT_POSITIVE),
)
"""argparse's errors (English, and its own) as texts of ours in every language: each pattern of its words, and
our template of the same message (an error of argparse's not listed here stays as argparse says it)."""
_ARGUMENT_ERRORS = tuple((re.compile(pattern), template) for pattern, template in ARGUMENT_ERRORS)
USAGE = "usage: {usage}"
ERROR = "{prog}: error: {message}"


def argument_error(message: str) -> str:
    """argparse's ``message`` as a ``Text`` of ours, the messages it quotes too ("argument --jobs/-j: ...")."""
    for pattern, template in _ARGUMENT_ERRORS:
        found = pattern.fullmatch(message)
        if found is not None:
            values = found.groupdict()
            if "message" in values:
                values["message"] = argument_error(values["message"])
            return Text(template, **values)
    return message


class Parser(argparse.ArgumentParser):
    """argparse's parser, its errors said in ``language`` (the one the command line asks for its messages)."""

    def __init__(self, *args: Any, language: str = DEFAULT_LANGUAGE, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.language = language

    def error(self, message: str) -> NoReturn:
        usage = self.format_usage().removeprefix("usage: ")
        self._print_message(translate(Text(USAGE, usage=usage), self.language), sys.stderr)
        text = Text(ERROR, prog=self.prog, message=argument_error(message))
        self.exit(2, translate(text, self.language) + "\n")


def asked_language(argv: Sequence[str]) -> str:
    """The language ``--language`` (or ``-l``) asks for in ``argv``, before argparse reads it: argparse's own
    errors are said in it. English when there is none, or none the command line speaks."""
    asked = DEFAULT_LANGUAGE
    for index, argument in enumerate(argv):
        if argument == "--":
            break
        if argument in ("--language", "-l") and index + 1 < len(argv):
            asked = argv[index + 1]
        elif argument.startswith("--language="):
            asked = argument.partition("=")[2]
        elif argument.startswith("-l") and not argument.startswith("--") and len(argument) > 2:
            asked = argument[2:]
    return asked if asked in LANGUAGES else DEFAULT_LANGUAGE


def program_name() -> str:
    """How the user ran us, for the usage line: the ``arbitre`` script, or ``python -m arbitre``."""
    invoked = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return f"python -m {PACKAGE}" if invoked in ("", "__main__.py", "-c") else invoked


def parser(language: str = DEFAULT_LANGUAGE) -> argparse.ArgumentParser:
    """The command line's parser, its errors in ``language``."""
    prog = program_name()
    formatter = argparse.RawDescriptionHelpFormatter
    arguments = Parser(prog=prog, description=DESCRIPTION, epilog=ENVIRONMENT, formatter_class=formatter,
                       language=language)
    commands = arguments.add_subparsers(dest="command", metavar="{serve,adjudicate,seance}",
                                        title="commands (none: serve)")
    commands.add_parser("serve", help="serve the HTTP API with gunicorn on HOST:PORT (see the environment below)",
                        description="Serve the HTTP API with gunicorn and the project's settings.",
                        epilog=ENVIRONMENT.split("\n\n")[0], formatter_class=formatter, language=language)
    batch = commands.add_parser(
        "adjudicate", help="judge the hand records of a JSON Lines file, one verdict a line on standard output",
        description="Judge one hand record a line; write one answer a line, in order: the verdict, or "
                    '{"line", "errors"} for a line that is not a readable record.',
        epilog=ENVIRONMENT.split("\n\n")[1], formatter_class=formatter, language=language)
    batch.add_argument("file", help="a .jsonl file of hand records, or - for standard input")
    batch.add_argument("--jobs", "-j", type=_positive, default=None, help="worker processes (default: every core)")
    batch.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                       help="a progress line on standard error (default: when it is a terminal)")
    batch.add_argument("--language", "-l", choices=LANGUAGES, default=DEFAULT_LANGUAGE,
                       help="the language of the verdicts' messages and rules (default: en)")
    seance = commands.add_parser(
        "seance", help="mark a duplicate séance (or one board) from a JSON file",
        description="Mark a duplicate séance, as POST /v1/seances/score does (a document with boards), or one "
                    "board, as POST /v1/boards/score does; write the answer, or {\"errors\"} for a file "
                    "that is not a readable séance.",
        epilog=ENVIRONMENT.split("\n\n")[2], formatter_class=formatter, language=language)
    seance.add_argument("file", help="a .json file of a séance or a board, or - for standard input")
    seance.add_argument("--language", "-l", choices=LANGUAGES, default=DEFAULT_LANGUAGE,
                        help="the language of the records' verdicts and of the errors (default: en)")
    return arguments


SAYS = "{prog}: {message}"
"""A message of the command line's, after its name."""


def adjudicate_command(path: str, jobs: int | None, progress: bool | None, prog: str,
                       language: str = DEFAULT_LANGUAGE) -> int:
    from .bulk import UnreadableInput, adjudicate_file

    try:
        bad = adjudicate_file(path, sys.stdout.buffer, jobs, progress, language=language)
        sys.stdout.buffer.flush()  # inside the try: a reader gone away shows here, not at exit
    except UnreadableInput as unreadable:
        print(translate(Text(SAYS, prog=prog, message=unreadable.reason), language), file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader closed the pipe (| head): stop quietly. Standard output goes to /dev/null so that
        # Python's own flush at exit does not report the same broken pipe again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return BROKEN_PIPE_STATUS
    except KeyboardInterrupt:
        return 130
    return 1 if bad else 0


def seance_command(path: str, prog: str, language: str = DEFAULT_LANGUAGE) -> int:
    from .bulk import UnreadableInput
    from .seance_file import score_file

    try:
        status = score_file(path, sys.stdout.buffer, language)
        sys.stdout.buffer.flush()
    except UnreadableInput as unreadable:
        print(translate(Text(SAYS, prog=prog, message=unreadable.reason), language), file=sys.stderr)
        return 2
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return BROKEN_PIPE_STATUS
    return status


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parser(asked_language(sys.argv[1:] if argv is None else argv))
    args = arguments.parse_args(argv)
    if args.command == "adjudicate":
        return adjudicate_command(args.file, args.jobs, args.progress, arguments.prog, args.language)
    if args.command == "seance":
        return seance_command(args.file, arguments.prog, args.language)
    wrong = setting_problem(os.environ)
    if wrong is not None:
        print(f"{arguments.prog}: {wrong}", file=sys.stderr)
        return 2
    serve()
    return 0


if __name__ == "__main__":
    sys.exit(main())
