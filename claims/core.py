"""The compiled core: the search's hot modules, compiled to C by mypyc when built.

``pip install`` (``setup.py``) compiles :data:`CORE_MODULES` into extension modules
beside their ``.py`` sources, and records each source's hash as compiled in
:data:`HASHES_FILE`.  Python imports an extension module before a source of the same
name, so a built package runs compiled.  The sources stay the reference: this module,
run first by ``claims/__init__.py``, makes the ``claims.*`` core modules load from
their ``.py`` files instead

- when ``CLAIM_PURE_PYTHON=1`` is set (the reference path, and what the tests compare
  the compiled path with), and
- when any source differs from the one compiled: an editable install
  (``pip install -e``) whose ``.py`` was edited afterwards would otherwise run the old
  extension silently.  A one-line warning says so on stderr and how to rebuild.

The core modules are loaded all one way or all the other: compiled together they call
each other directly in C, so one stale module cannot be swapped for its source alone.
:func:`mode` tells which way this process runs.
"""

from __future__ import annotations

import copyreg
import dataclasses
import hashlib
import importlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

# the modules compiled (setup.py reads this list): the search's hot path, by profile
CORE_MODULES: tuple[str, ...] = (
    "cards",
    "tables",
    "position",
    "plan",
    "rules",
    "view",
    "normal_play",
    "search",
)
HASHES_FILE = "_core_hashes.json"
PURE_VARIABLE = "CLAIM_PURE_PYTHON"

_PACKAGE = Path(__file__).resolve().parent


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _extension(directory: Path, name: str) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = directory / f"{name}{suffix}"
        if candidate.is_file():
            return candidate
    return None


def stale_sources(directory: Path) -> list[str] | None:
    """The core modules in ``directory`` whose source is not the one compiled, or
    ``None`` when no core module there is compiled at all.  A compiled module without
    a recorded hash counts as stale: nothing says which source it was built from."""
    compiled = [name for name in CORE_MODULES if _extension(directory, name) is not None]
    if not compiled:
        return None
    try:
        recorded = json.loads((directory / HASHES_FILE).read_text(encoding="utf-8"))
        hashes = recorded["modules"]
    except (OSError, ValueError, KeyError, TypeError):
        hashes = {}
    # a module without its extension counts too: its compiled fellows would still call
    # the old code in their shared library, not its source
    return [
        name
        for name in CORE_MODULES
        if name not in compiled
        or hashes.get(name) != source_hash(directory / f"{name}.py")
    ]


class _SourceFinder:
    """Finds the core modules' ``.py`` files, ahead of their extension modules."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != __package__ or name not in CORE_MODULES:
            return None
        return importlib.util.spec_from_file_location(fullname, self.directory / f"{name}.py")


_mode = "pure: not compiled"


def mode() -> str:
    """How the core modules run in this process: ``compiled``, or ``pure: <why>``."""
    return _mode


def install(directory: Path = _PACKAGE, environ: dict[str, str] | None = None) -> str:
    """Choose compiled or source core modules for this process (before any is
    imported); returns :func:`mode`."""
    global _mode
    env = os.environ if environ is None else environ
    stale = stale_sources(directory)
    if stale is None:
        _mode = "pure: not compiled"
        return _mode
    if env.get(PURE_VARIABLE, "") not in ("", "0"):
        _mode = f"pure: {PURE_VARIABLE}={env[PURE_VARIABLE]}"
    elif stale:
        _mode = f"pure: sources changed since compiled ({', '.join(stale)})"
        print(
            f"claim: warning: claims/{stale[0]}.py"
            + (f" and {len(stale) - 1} more" if len(stale) > 1 else "")
            + " changed since the compiled core was built: running the Python sources"
            " (rebuild: pip install -e .)",
            file=sys.stderr,
        )
    else:
        _mode = "compiled"
        _picklable_dataclasses()
        return _mode
    if not any(isinstance(f, _SourceFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourceFinder(directory))
    return _mode


def _picklable_dataclasses() -> None:
    """Let pickle carry the compiled core's dataclasses (``claim check`` sends settings
    and rulings between processes).  A compiled frozen dataclass is restored by
    setting its attributes, which its frozen ``__setattr__`` refuses; each is
    registered here to be rebuilt as :func:`_rebuilt` does, the way the pure-Python
    slots dataclass restores itself.  The core modules are imported for it now."""
    for name in CORE_MODULES:
        module = importlib.import_module(f"{__package__}.{name}")
        for value in list(vars(module).values()):
            if (
                isinstance(value, type)
                and value.__module__ == module.__name__
                and dataclasses.is_dataclass(value)
            ):
                copyreg.pickle(value, _reduced)


def _reduced(instance: Any) -> tuple[Any, ...]:
    names = tuple(
        field.name
        for field in dataclasses.fields(instance)
        if hasattr(instance, field.name)  # a compiled cache field may be unset
    )
    return _rebuilt, (type(instance), names, tuple(getattr(instance, n) for n in names))


def _rebuilt(cls: Any, names: tuple[str, ...], values: tuple[Any, ...]) -> Any:
    """An instance of ``cls`` with ``names`` set to ``values``, past its frozen
    ``__setattr__`` (as dataclasses' own ``__setstate__`` does)."""
    instance = cls.__new__(cls)
    for name, value in zip(names, values, strict=True):
        object.__setattr__(instance, name, value)
    return instance
