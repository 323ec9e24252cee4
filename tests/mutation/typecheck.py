"""The type check CI runs (``mypy --strict service``), as mutmut's ``type_check_command``: a mutant that fails it
could never land, so mutmut counts it killed without running a test (exit code 37).

mutmut runs this from mutants/, on the mutated copy, and reads mypy's JSON report from its output. It needs
"mypy" as a word of the command to read that format (pyproject.toml passes it as this script's argument).

The copy is not the source, though: mutmut moves each method into functions of its own name beside a
trampoline. A method moved out of ``__init__`` is no longer ``__init__``, so mypy finds it missing its return
type (``no-untyped-def``), its annotated attributes defined again (``no-redef``) and, from those, attributes
whose type it cannot tell (``has-type``); mutmut's own declarations carry ``# type: ignore`` comments that are
not always needed (``unused-ignore``). Those errors come from the copying, not from a mutation: they are left
out, so a mutant whose only errors they are is run against the tests like any other. Leaving an error out can
only make a mutant survive, never kill one.
"""

from __future__ import annotations

import json
import subprocess
import sys

ARTEFACTS = frozenset({"no-untyped-def", "no-redef", "has-type", "unused-ignore"})


def main() -> None:
    report = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-warn-unused-ignores", "--output", "json", "service"],
        capture_output=True, encoding="utf-8", check=False)
    if report.returncode not in (0, 1):
        # 2: mypy itself failed (a crash, a bad option), not the code. A line that is not JSON makes mutmut stop
        # and show it, where an empty report would count no mutant killed without a word.
        print(f"mypy failed: {report.stderr}")
        sys.exit(2)
    for line in report.stdout.splitlines():
        if line.strip() and json.loads(line)["code"] not in ARTEFACTS:
            print(line)


if __name__ == "__main__":
    main()
