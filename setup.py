"""Compiles the rules engines with mypyc; pyproject.toml holds everything else about the package.

ARBITRE_COMPILE chooses:
- ``auto`` (the default): compile; without a working C compiler, warn and build the pure-Python package;
- ``no``: the pure-Python package (a py3-none-any wheel), e.g. for an editable install to develop in;
- ``yes``: compile or fail (the Docker image, CI), so that a missing compiler cannot go unnoticed.
Every compiled module is shipped as its .py file as well: Python imports the extension module when one sits
beside it, the .py file otherwise.
"""

from __future__ import annotations

import glob
import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

MODE = os.environ.get("ARBITRE_COMPILE", "auto")
if MODE not in ("auto", "yes", "no"):
    sys.exit(f"ARBITRE_COMPILE must be auto, yes or no, not {MODE!r}")

# The engines and the wire code on the hot path. Not the HTTP layer (Flask), the marshmallow schemas
# (subclasses of marshmallow's classes), operations.py (tests monkeypatch its functions) or the CLI.
# service/core and service/zwanzigerrufen (each in a group of its own) are compiled together or not at all: the
# latter's judge subclasses core.verdict.PlayedTrick; an interpreted class cannot inherit from a compiled one,
# and mypyc refuses that subclass (acyclic) over an interpreted base, failing the build.
# Every group pays for its build (bench/README.md, "The build", measured on 2026-11-29): interpreted, it makes
# the work it serves take x4.0 (french: a French hand), x1.7 (core with zwanzigerrufen: a French hand; x1.9 a
# Zwanzigerrufen one), x1.45 (wire: a French hand), x1.3 and x2.6 (arbitration: an irregular record under
# arbitration: fft, a claim search).
COMPILED = sorted(
    glob.glob("service/core/*.py")
    + glob.glob("service/french/*.py")
    + glob.glob("service/french/arbitration/*.py")
    + glob.glob("service/zwanzigerrufen/*.py")
    + ["service/wire/fast.py", "service/wire/french.py", "service/wire/plain_record.py", "service/wire/shape.py"]
    # The state API's positions (a game loop asks them for legal cards millions of times); not their exceptions.
    + ["service/state/common.py", "service/state/french.py", "service/state/zwanzigerrufen.py"]
)
# A str subclass, which mypyc cannot compile as a native class; the compiled modules build it as any object.
COMPILED.remove("service/core/text.py")

# The folder service/ is installed as the package arbitre, so that an app's own `service` package is neither
# shadowed by ours nor in its way (every import inside the package is relative).
PACKAGE = "arbitre"
PACKAGES = sorted(
    PACKAGE + os.path.dirname(init)[len("service"):].replace(os.sep, ".")
    for init in glob.glob("service/**/__init__.py", recursive=True)
)
# mypyc names a compiled module after its path: it compiles them through a link named after the package.
STAGED = os.path.join("build", "mypyc-src")


class BuildExt(build_ext):
    """All compiled or none: in ``auto`` mode a failed compilation removes what was built and goes on. The
    extensions are compiled on every core at once (pip never passes ``--parallel``)."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if not self.parallel:
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # CompileError, LinkError, no compiler at all (OSError)...
            if MODE == "yes":
                raise
            for extension in self.extensions:
                built = self.get_ext_fullpath(extension.name)
                if os.path.exists(built):
                    os.remove(built)
            print(f"warning: mypyc compilation failed ({error}); building pure Python", file=sys.stderr)


class BuildPy(build_py):
    """The gettext catalogues compiled: each .po of service/i18n/locale gets its .mo beside it in the build, which
    the installed package reads (a checkout run from its sources compiles its .po files in memory instead)."""

    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo  # Babel is a build requirement (pyproject.toml)
        from babel.messages.pofile import read_po

        pattern = os.path.join(self.build_lib, PACKAGE, "i18n", "locale", "*", "LC_MESSAGES", "*.po")
        for po in glob.glob(pattern):
            with open(po, "rb") as source:
                catalogue = read_po(source)
            with open(po[: -len(".po")] + ".mo", "wb") as compiled:
                write_mo(compiled, catalogue)


def ext_modules() -> list[object]:
    if MODE == "no":
        return []
    if not {"build_ext", "bdist_wheel", "editable_wheel", "build", "install", "develop"} & set(sys.argv[1:]):
        return []  # egg_info, dist_info, sdist: metadata only, no need to run mypyc for it
    from mypyc.build import mypycify  # mypy is a build requirement (pyproject.toml)

    os.makedirs(STAGED, exist_ok=True)
    link = os.path.join(STAGED, PACKAGE)
    if not os.path.islink(link):
        os.symlink(os.path.abspath("service"), link)
    staged = [os.path.join(link, os.path.relpath(path, "service")) for path in COMPILED]
    # One C extension per folder (core, french, arbitration, zwanzigerrufen, wire), compiled in parallel by
    # BuildExt: gcc at -O3 on one C file of the whole package took 138 s of a 2-core machine's install, five
    # files on both cores 87 s (bench/README.md, "The build"); a hand is judged as fast either way.
    groups: dict[str, list[str]] = {}
    for path in staged:
        groups.setdefault(os.path.basename(os.path.dirname(path)), []).append(path)
    separate = [(paths, f"{PACKAGE}_{folder}") for folder, paths in sorted(groups.items())]
    # --follow-imports=silent: the modules that compiled ones import without being compiled (service/__init__.py
    # imports the Flask app inside a function) are read for their types only; the build has no Flask installed.
    return list(mypycify(["--follow-imports=silent", *staged], opt_level="3", separate=separate))


setup(
    packages=PACKAGES,
    package_dir={PACKAGE: "service"},
    ext_modules=ext_modules(),
    cmdclass={"build_ext": BuildExt, "build_py": BuildPy},
)
