"""Build of the compiled core: the search's hot modules compiled to C by mypyc.

Everything else about the package is in pyproject.toml; this file only adds the
extension modules.  The modules of :data:`claims.core.CORE_MODULES` are compiled
(they are ``mypy --strict`` clean, which is what mypyc needs), into one shared library
so that their calls to each other are direct C calls.  Their ``.py`` sources stay
installed beside them: they are the reference path (``CLAIM_PURE_PYTHON=1``), and the
fallback when a source no longer matches what was compiled (:mod:`claims.core`).

``CLAIM_NO_COMPILE=1`` at install time builds no extension (a machine without a C
compiler or the Python headers): the package then runs the same modules as Python.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # claims.core is read from the sources being built
from claims.core import CORE_MODULES, HASHES_FILE, source_hash  # noqa: E402

ext_modules = []
if os.environ.get("CLAIM_NO_COMPILE", "") in ("", "0"):
    from mypyc.build import mypycify

    sources = [f"claims/{name}.py" for name in CORE_MODULES]
    # the sources' hashes as compiled, read at import to catch an extension older than
    # its source (an editable install whose .py was edited since: see claims.core)
    hashes = {name: source_hash(HERE / "claims" / f"{name}.py") for name in CORE_MODULES}
    (HERE / "claims" / HASHES_FILE).write_text(
        json.dumps({"modules": hashes}, indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )
    # mypy's own configuration (pyproject.toml) would add its `files` list: the paths
    # given here are the whole build
    ext_modules = mypycify(
        ["--config-file=", *sources], opt_level="3", group_name="claims.core"
    )

setup(ext_modules=ext_modules)
