"""Mutation testing of the rules engines (docs/mutation.md): slow, run by hand, not part of CI.

    ARBITRE_COMPILE=no pip install -e '.[test,mutation]'   # the pure-Python build
    python -m tests.mutation run service/french/auction.py [more modules]   # mutmut, niced, one child process
    python -m tests.mutation run --all --children 2   # every engine module, what is not measured yet
    python -m tests.mutation run --children 2 ...  # two mutants at once, on a machine left to it
    python -m tests.mutation score [modules]      # each module's score, the equivalent mutants excluded
    python -m tests.mutation survivors [modules]  # the surviving mutants that are not listed as equivalent
    python -m tests.mutation recheck --all --children 2   # survivors and unrun mutants tested again, by name

``run`` starts one mutmut run for the modules named (never two runs at once: the machine is shared), writes its
output to mutants/run.log and ends with each module's score. A module named is measured anew, every mutant;
``run --all`` measures what is not measured yet, in every engine module. The tests mutmut runs and what it
mutates are in pyproject.toml's [tool.mutmut]; the equivalent mutants, with why each is one, in
tests/mutation/equivalent.py.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

from .equivalent import EQUIVALENT, Equivalent

ROOT = Path(__file__).resolve().parent.parent.parent
ENGINES = ("service/core", "service/french", "service/zwanzigerrufen")
KILLED = {1, 3, 36, 37, 24, -24, 152, 255}  # mutmut's exit codes of a failed test run, a timeout, a type error
SURVIVED = {0, 5, 33}  # the tests passed, or no test ran the mutated function


@dataclass
class Score:
    module: str
    killed: int
    survivors: list[str]
    equivalent: list[str]
    unchecked: int
    stale: list[Equivalent]
    """Listed equivalent mutants that match no mutant of the module: the code changed since they were listed."""

    @property
    def tested(self) -> int:
        return self.killed + len(self.survivors)

    @property
    def percent(self) -> float:
        return 100.0 * self.killed / self.tested if self.tested else 0.0

    def line(self) -> str:
        unchecked = f", {self.unchecked} not run" if self.unchecked else ""
        return (f"{self.module:45} {self.percent:6.1f} %  killed {self.killed}/{self.tested}, "
                f"{len(self.equivalent)} equivalent excluded{unchecked}")


def engine_modules() -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for engine in ENGINES for path in (ROOT / engine).rglob("*.py")
                  if "__pycache__" not in path.parts)


def module_name(module: str) -> str:
    return module.removesuffix(".py").replace("/", ".")


def _check_configuration() -> None:
    """mutmut copies what it mutates and also_copy into mutants/: a part of the package missing there would make
    the tests fail for a reason no mutant has."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mutmut"]
    covered = set(config["source_paths"]) | set(config["also_copy"])
    missing = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "service").iterdir()
                     if path.name != "__pycache__" and str(path.relative_to(ROOT)) not in covered)
    if missing:
        sys.exit(f"pyproject.toml [tool.mutmut]: add {', '.join(missing)} to also_copy")
    # An editable install compiles in place by default: mutmut would copy the compiled modules beside the
    # mutated sources, and Python would import them instead (every mutant surviving, or the copy failing).
    compiled = sorted(str(path.relative_to(ROOT)) for pattern in ("service/**/*.so", "*.so")
                      for path in ROOT.glob(pattern))
    if compiled:
        sys.exit(f"compiled modules in the checkout ({compiled[0]}, ...): delete them and install the pure-Python "
                 "build, ARBITRE_COMPILE=no pip install -e '.[test,mutation]'; then delete mutants/")


def run(modules: list[str], children: int, every_module: bool) -> None:
    """One mutmut run for every module named: each run first spends minutes on fixed work (the type check of the
    whole mutated copy, the test listing, the clean test run), which one run for many modules pays once.

    mutmut tests anew every mutant of a module it is given by name, and keeps the results it has when it is given
    none: ``every_module`` (``--all``) names none, and so tests only what is not measured yet."""
    print(f"{len(modules)} module(s)", flush=True)
    _mutmut([] if every_module else [module_name(module) + ".*" for module in modules], children)
    for module in modules:
        print(score(module).line(), flush=True)


def _mutmut(names: list[str], children: int) -> None:
    """mutmut run, niced, for the mutants named (a ``module.*`` pattern names a module's; none, every mutant not
    measured yet), its output in mutants/run.log."""
    _check_configuration()
    (ROOT / "mutants").mkdir(exist_ok=True)
    log = ROOT / "mutants" / "run.log"
    print(f"mutmut's output in {log.relative_to(ROOT)}", flush=True)
    with log.open("w") as output:
        # mutmut's own script, as its documentation asks (not python -m mutmut), from this environment.
        mutmut = str(Path(sys.executable).with_name("mutmut"))
        # The type check (pyproject.toml's type_check_command) runs `python`: this environment's, with mypy.
        path = os.pathsep.join((str(Path(sys.executable).parent), os.environ.get("PATH", "")))
        subprocess.run(["nice", "-n", "19", mutmut, "run", "--max-children", str(children), *names],
                       cwd=ROOT, stdout=output, stderr=subprocess.STDOUT, check=False, env={**os.environ, "PATH": path})


def recheck(modules: list[str], children: int) -> None:
    """One mutmut run that tests again, by name, every survivor not listed as equivalent and every mutant not run
    yet: after new tests, the results a run kept were taken with older ones. A killed mutant stays killed (a new
    test cannot revive it), so these are the only results new tests can change, and the cheap ones to re-take:
    a mutant now killed stops at the first failing test, the fastest first."""
    names = [name for module in modules for name in _to_recheck(module)]
    print(f"{len(names)} mutant(s) to test again", flush=True)
    if names:
        _mutmut(names, children)
    for module in modules:
        print(score(module).line(), flush=True)


def _to_recheck(module: str) -> list[str]:
    result = score(module)
    unrun = [name for name, code in sorted(_results(module).items()) if code is None]
    return result.survivors + unrun


def _results(module: str) -> dict[str, int | None]:
    meta = ROOT / "mutants" / (module + ".meta")
    if not meta.is_file():
        return {}
    results: dict[str, int | None] = json.loads(meta.read_text())["exit_code_by_key"]
    return results


def measured(module: str) -> bool:
    return any(code is not None for code in _results(module).values())


def diff(mutant: str, module: str) -> str:
    from mutmut.mutation.diff_apply import get_diff_for_mutant

    return get_diff_for_mutant(mutant, path=module)


def _changed_lines(text: str) -> str:
    return "\n".join(line[1:].strip() for line in text.splitlines()
                     if line.startswith("+") and not line.startswith("+++"))


def _function_of(mutant: str) -> str:
    """The function a mutant changes, as equivalent.py names it: ``service.french.play.xǁHandǁholds__mutmut_3``
    is ``Hand.holds``, ``service.french.play.x_legal_cards__mutmut_1`` is ``legal_cards``."""
    mangled = mutant.rpartition(".")[2].partition("__mutmut_")[0]
    return mangled.removeprefix("x_") if mangled.startswith("x_") else ".".join(mangled.split("ǁ")[1:])


def _equivalent_to(mutant: str, module: str, listed: list[Equivalent]) -> Equivalent | None:
    candidates = [entry for entry in listed if entry.function == _function_of(mutant)]
    if not candidates:
        return None
    changed = _changed_lines(diff(mutant, module))
    return next((entry for entry in candidates if entry.mutated in changed), None)


def score(module: str) -> Score:
    listed = [entry for entry in EQUIVALENT if entry.module == module]
    killed, survivors, equivalent, unchecked = 0, [], [], 0
    matched: list[Equivalent] = []
    for mutant, code in sorted(_results(module).items()):
        if code is None:
            unchecked += 1
        elif code in KILLED:
            killed += 1
        elif code in SURVIVED and (entry := _equivalent_to(mutant, module, listed)) is not None:
            equivalent.append(mutant)
            matched.append(entry)
        else:  # survived, or suspicious: neither is a kill
            survivors.append(mutant)
    # Only a finished run can show that a listed mutant is gone.
    stale = [entry for entry in listed if entry not in matched] if measured(module) and not unchecked else []
    return Score(module, killed, survivors, equivalent, unchecked, stale)


def command_line() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tests.mutation", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["run", "recheck", "score", "survivors"])
    parser.add_argument("modules", nargs="*", help="paths such as service/french/play.py (score: all measured)")
    parser.add_argument("--all", action="store_true", help="every engine module")
    parser.add_argument("--children", type=int, default=1,
                        help="run: mutants tested at once (1, the default, leaves a core of two to others)")
    return parser


def main(argv: list[str] | None = None) -> None:
    parser = command_line()
    arguments = parser.parse_intermixed_args(argv)
    modules = engine_modules() if arguments.all else [str(Path(module)) for module in arguments.modules]
    unknown = sorted(set(modules) - set(engine_modules()))
    if unknown:
        parser.error(f"not an engine module: {', '.join(unknown)}")
    os.chdir(ROOT)  # mutmut reads pyproject.toml and mutants/ from the current directory
    if arguments.command == "run":
        if not modules:
            parser.error("run: name the modules to mutate, or --all")
        run(modules, arguments.children, arguments.all)
        return
    if arguments.command == "recheck":
        recheck(modules or [module for module in engine_modules() if measured(module)], arguments.children)
        return
    for module in modules or [module for module in engine_modules() if measured(module)]:
        result = score(module)
        print(result.line())
        if arguments.command == "survivors":
            for mutant in result.survivors:
                print(f"    {mutant}  (mutmut show {mutant})")
        for entry in result.stale:
            print(f"    tests/mutation/equivalent.py lists a mutant of {entry.function} that no longer survives: "
                  f"{entry.mutated!r}")


if __name__ == "__main__":
    main()
