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
from collections.abc import Callable, Iterable, Sequence
from typing import IO, Any, NoReturn

from .core.text import Text
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, translate
from .settings import setting_problem

PACKAGE = __package__ or "arbitre"
GUNICORN_CONFIG = f"python:{PACKAGE}.gunicorn_conf"

DESCRIPTION = Text("Arbitre, the referee of French Tarot and Zwanzigerrufen hands: serve the HTTP API, or judge a "
                   "file.")
SERVE_SETTINGS = (
    ("HOST", Text("the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")),
    ("PORT", Text("the port (default 8000)")),
    ("WEB_CONCURRENCY", Text("gunicorn worker processes (default 2)")),
    ("ARBITRE_CONNECTIONS", Text("connections a process holds open (default 10000; the idlest closed first)")),
    ("ARBITRE_JUDGES", Text("requests a process judges at once, the others waiting read (default 2)")),
    ("ARBITRE_QUEUE_WAIT", Text("seconds a request may wait for a judge, else 503 at once (default 2)")),
    ("ARBITRE_READ_TIMEOUT", Text("seconds a request has from its first byte to arrive whole, else 408 (default 10)")),
    ("ARBITRE_SEND_TIMEOUT", Text("seconds a client may read nothing of its answer before it is cut off (default "
                                  "10)")),
    ("ARBITRE_UNSENT_MIB", Text("MiB of answers not yet read that a process holds before new work gets 503 (default "
                                "64)")),
    ("FORWARDED_ALLOW_IPS", Text("proxies whose X-Forwarded-* headers and X-Request-ID are believed (default: "
                                 "none)")),
    ("ARBITRE_METRICS", Text("on (default): Prometheus metrics at /metrics; off: nothing counted")),
    ("ARBITRE_METRICS_PORT", Text("serve /metrics on this port only (from gunicorn's master), not on PORT")),
    ("ARBITRE_LOG_FORMAT", Text("json (default): one JSON object a line; plain: gunicorn's own lines")),
    ("OTEL_EXPORTER_OTLP_ENDPOINT", Text("send a trace of every request there (OpenTelemetry's settings; off unless "
                                         "set)")),
)
"""The environment ``arbitre serve`` reads (gunicorn_conf.py, settings.py), as --help lists it."""
SERVE_ENVIRONMENT = Text("environment ({command}):", command="arbitre serve")
ADJUDICATE_STATUS = Text("exit status ({command}):\n"
                         "  0 every line was a readable record, 1 some were not (their answer lines say why),\n"
                         "  2 the command line or the input file was wrong, 141 the output was closed early (| head)",
                         command="arbitre adjudicate")
SEANCE_STATUS = Text("exit status ({command}):\n"
                     "  0 the file was a readable séance or board, 1 it was not (the answer's errors say why),\n"
                     "  2 the command line was wrong or the file cannot be read", command="arbitre seance")


def epilogues(language: str) -> tuple[str, str, str]:
    """What --help shows below the options, in ``language``: the serving environment, and each command's exit
    statuses."""
    width = max(len(name) for name, _ in SERVE_SETTINGS) + 2
    settings = "\n".join(f"  {name:<{width}}{translate(what, language)}" for name, what in SERVE_SETTINGS)
    return (f"{translate(SERVE_ENVIRONMENT, language)}\n{settings}", translate(ADJUDICATE_STATUS, language),
            translate(SEANCE_STATUS, language))


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
POSITIONALS = Text("positional arguments")
OPTIONALS = Text("options")
HELP_OPTION = Text("show this help message and exit")
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
    """argparse's parser, its help and errors said in ``language`` (the one the command line asks for its
    messages). argparse's own words in the help (its headings, the help option's line) are put in ours."""

    def __init__(self, *args: Any, language: str = DEFAULT_LANGUAGE, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.language = language
        self._positionals.title = translate(POSITIONALS, language)
        self._optionals.title = translate(OPTIONALS, language)
        for action in self._actions:
            if isinstance(action, argparse._HelpAction):
                action.help = translate(HELP_OPTION, language)

    def format_help(self) -> str:
        return self._usage_said(super().format_help())

    def format_usage(self) -> str:
        return self._usage_said(super().format_usage())

    def _usage_said(self, text: str) -> str:
        if not text.startswith("usage: "):
            return text
        return translate(Text(USAGE, usage=text.removeprefix("usage: ")), self.language)

    def error(self, message: str) -> NoReturn:
        self._print_message(self.format_usage(), sys.stderr)
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
    """The command line's parser, its help and errors in ``language``."""
    prog = program_name()
    formatter = argparse.RawDescriptionHelpFormatter

    def said(text: Text) -> str:
        return translate(text, language)

    serving, adjudicating, marking = epilogues(language)
    arguments = Parser(prog=prog, description=said(DESCRIPTION), epilog="\n\n".join((serving, adjudicating, marking)),
                       formatter_class=formatter, language=language)
    commands = arguments.add_subparsers(dest="command", metavar="{serve,adjudicate,seance}",
                                        title=said(Text("commands (none: serve)")))
    commands.add_parser("serve", help=said(Text("serve the HTTP API with gunicorn on HOST:PORT (see the environment "
                                                "below)")),
                        description=said(Text("Serve the HTTP API with gunicorn and the project's settings.")),
                        epilog=serving, formatter_class=formatter, language=language)
    batch = commands.add_parser(
        "adjudicate", help=said(Text("judge the hand records of a JSON Lines file, one verdict a line on standard "
                                     "output")),
        description=said(Text("Judge one hand record a line; write one answer a line, in order: the verdict, or "
                              "{error} for a line that is not a readable record.", error='{"line", "errors"}')),
        epilog=adjudicating, formatter_class=formatter, language=language)
    batch.add_argument("file", help=said(Text("a .jsonl file of hand records, or - for standard input")))
    batch.add_argument("--jobs", "-j", type=_positive, default=None,
                       help=said(Text("worker processes (default: every core)")))
    batch.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                       help=said(Text("a progress line on standard error (default: when it is a terminal)")))
    batch.add_argument("--language", "-l", choices=LANGUAGES, default=DEFAULT_LANGUAGE,
                       help=said(Text("the language of the verdicts' messages and rules, and of these words "
                                      "(default: en)")))
    seance = commands.add_parser(
        "seance", help=said(Text("mark a duplicate séance (or one board) from a JSON file")),
        description=said(Text("Mark a duplicate séance, as POST /v1/seances/score does (a document with boards), or "
                              "one board, as POST /v1/boards/score does; write the answer, or {error} for a file that "
                              "is not a readable séance.", error='{"errors"}')),
        epilog=marking, formatter_class=formatter, language=language)
    seance.add_argument("file", help=said(Text("a .json file of a séance or a board, or - for standard input")))
    seance.add_argument("--language", "-l", choices=LANGUAGES, default=DEFAULT_LANGUAGE,
                        help=said(Text("the language of the records' verdicts and of the errors, and of these words "
                                       "(default: en)")))
    return arguments


SAYS = "{prog}: {message}"
"""A message of the command line's, after its name."""


def _written(prog: str, language: str, write: Callable[[], int]) -> int:
    """Runs a command that writes its answers to standard output; its exit status. An input that cannot be
    read is one line on standard error and status 2; a reader gone away (| head) ends it quietly."""
    from .bulk import UnreadableInput

    try:
        status = write()
        sys.stdout.buffer.flush()  # inside the try: a reader gone away shows here, not at exit
    except UnreadableInput as unreadable:
        print(translate(Text(SAYS, prog=prog, message=unreadable.reason), language), file=sys.stderr)
        return 2
    except BrokenPipeError:
        # Standard output goes to /dev/null so that Python's own flush at exit does not report the same
        # broken pipe again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return BROKEN_PIPE_STATUS
    return status


def adjudicate_command(path: str, jobs: int | None, progress: bool | None, prog: str,
                       language: str = DEFAULT_LANGUAGE) -> int:
    from .bulk import adjudicate_file

    def write() -> int:
        return 1 if adjudicate_file(path, sys.stdout.buffer, jobs, progress, language=language) else 0

    try:
        return _written(prog, language, write)
    except KeyboardInterrupt:
        return 130


def seance_command(path: str, prog: str, language: str = DEFAULT_LANGUAGE) -> int:
    from .seance_file import score_file

    return _written(prog, language, lambda: score_file(path, sys.stdout.buffer, language))


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
