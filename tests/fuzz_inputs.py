"""Fuzzed command lines for ``claim`` (issue 12), shared by tests/test_fuzz.py and
benchmarks/fuzz_long.py.

Each generator turns a ``random.Random`` into one :class:`FuzzInput`: the arguments of a
``claim`` command, the files to put in its (otherwise empty) working directory, and what
to feed on standard input.  Four kinds, as the issue lists them:

* ``statement``: ``claim rule`` on an 8- or 13-card position (and a small one) with a
  random or mutated statement: words of both languages, technique words, symbols,
  emoji, control characters, and strings up to 100 KB;
* ``casefile``: ``claim rule FILE`` with a valid case file mutated (a key deleted, a
  wrong type, a duplicate or missing card, a wrong length, a trick that does not fit),
  or binary, empty, or a directory;
* ``deal``: ``claim rule --deal ...`` with a mutated or random PBN deal string and
  random trump, leader, trick and claim options;
* ``import``: ``claim import`` of a mutated PBN, LIN or handviewer URL, as text, as a
  file, on standard input, sometimes written with ``-o``.

:func:`check_outcome` is the one contract every input must meet: exit status 0, 1 or 2;
no traceback; status 1 starts its standard error with ``claim: error:`` (indented lines
may follow: several problems of one position); within the time limit plus
:data:`MARGIN_SECONDS`; no file left in the working directory but the ones given and a
requested ``-o`` output on success.
"""

from __future__ import annotations

import contextlib
import os
import random
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from click.testing import CliRunner

KINDS = ("statement", "casefile", "deal", "import")

MARGIN_SECONDS = 1.5
"""Past ``--time-limit``, what may still run: one DDS call that cannot be interrupted
(a solve or an ordering batch, tens of ms on 13 cards), the search positions between two
looks at the clock (``claims.search.CLOCK_EVERY``, 256), the double-dummy values beside
the line (``claims.search.DD_GRACE_SECONDS``, 0.25 s), and printing.  Measured by
benchmarks/fuzz_long.py at +0.5 s at worst on a 2-core machine under a load of about 8.
A fresh process adds its start-up (Python, and endplay's import on the first solve,
which ``claim rule`` does before starting its clock) on top: tests time it beside a
``claim dd`` of the same position, or allow :data:`STARTUP_SECONDS` where no solver
runs."""

STARTUP_SECONDS = 3.0
"""Interpreter start and imports of a fresh ``claim`` process, generous for a loaded CI
machine (0.5 s idle)."""


def load_stretch() -> float:
    """How much slower than an idle core wall-clock time runs now: the run queue per core
    (the 1-minute load average over the cores), at least 1.

    The margins above are work that may still run past the limit; on a shared machine
    (this one has 2 cores and often a load of 6-12) that work takes proportionally longer
    in wall time, and a fixed margin made these tests fail at load 10 or more although
    the program checked its clock as often as ever.  A real hang (tens of seconds) still
    fails: the stretch is 5 at a load of 10 on 2 cores."""
    try:
        load = os.getloadavg()[0]
    except OSError:  # not available on this platform: assume idle
        return 1.0
    return max(1.0, load / (os.cpu_count() or 1))


def margin_seconds() -> float:
    """:data:`MARGIN_SECONDS`, stretched by the machine's load now."""
    return MARGIN_SECONDS * load_stretch()


def startup_seconds() -> float:
    """:data:`STARTUP_SECONDS`, stretched by the machine's load now."""
    return STARTUP_SECONDS * load_stretch()

# the position of issue 12 (8 cards), a full deal (13 cards) and a small one (4 cards)
POSITIONS: tuple[tuple[str, ...], ...] = (
    (
        "--deal", "N:9..Q93.Q953 QJ6.QT.6.A6 ..J842.KJ72 ..AKT75.T84",
        "--trump", "S", "--leader", "W", "--declarer", "E", "--by", "E",
    ),
    (
        "--deal", "N:AK76..AKQ54.KJ98 QJT985.K73.76.73 432.AQJT9.J32.A4 .86542.T98.QT652",
        "--trump", "NT", "--leader", "E", "--declarer", "N", "--by", "N",
    ),
    (
        "--deal", "S:.K5..32 .T98.2. .AQJ4.. ...AKQJ",
        "--trump", "NT", "--leader", "S", "--declarer", "S", "--by", "S",
    ),
)

TECHNIQUE_WORDS = ("squeeze", "throw-in", "endplay", "strip", "klem", "indspil", "trumfklem")
WORDS = (
    *TECHNIQUE_WORDS,
    "draw", "trumps", "trump", "first", "then", "finesse", "the", "queen", "king", "ace",
    "jack", "ruff", "hearts", "spades", "diamonds", "clubs", "cash", "top", "rest",
    "concede", "one", "two", "a", "trick", "crossruff", "drop", "unblock", "if", "they",
    "split", "break", "3-2", "4-1", "and", "or", "not", "play", "dummy", "hand", "north",
    "south", "east", "west", "low", "high", "overtake", "discard", "lead", "small",
    # Danish
    "trækker", "trumf", "først", "så", "derefter", "mod", "knægt", "dame", "konge", "es",
    "spar", "hjerter", "ruder", "klør", "stik", "resten", "afgiver", "saktes", "trumfer",
    "toppen", "hvis", "sidder", "og", "eller", "ikke", "bord", "hånd", "afblokerer",
)
SYMBOLS = (
    "♠", "♥", "♦", "♣", "♤", "♡", "♢", "♧", "SA", "HK", "DQ", "CJ", "S10", "♠AK", "AKQJ",
    "T", "10", "x", "xx", ";", ",", ".", ":", "-", "--", "(", ")", "[", "]", "{", "}",
    "\"", "'", "\\", "/", "|", "=", "#", "%s", "{}", "\t", "\n", "\r\n", "\x00", "\x1b[31m",
    "😀", "🃏", "👍🏽", "\u200b", "\u202e", "\ufeff", "Ⅻ", "٣", "一", "\udcff",
)


@dataclass(frozen=True, slots=True)
class FuzzInput:
    kind: str
    args: tuple[str, ...]
    files: dict[str, bytes | None] = field(default_factory=dict)  # None: a directory
    stdin: str | None = None
    output: str | None = None  # the -o file an import may write on success

    def describe(self) -> str:
        shown = [a if len(a) < 80 else a[:60] + f"...({len(a)} chars)" for a in self.args]
        return f"{self.kind}: claim {' '.join(repr(a) for a in shown)}"


# ---------------------------------------------------------------- statements
def random_statement(rng: random.Random) -> str:
    """Words of both languages and symbols; sometimes huge, sometimes binary noise."""
    roll = rng.random()
    if roll < 0.05:
        return rng.choice(WORDS) * rng.randint(1, 100_000 // 8)  # up to ~100 KB
    if roll < 0.10:
        return "".join(rng.choice(WORDS + SYMBOLS) + " " for _ in range(rng.randint(200, 12_000)))
    if roll < 0.15:
        return "".join(chr(rng.randint(1, 0x2FFFF)) for _ in range(rng.randint(0, 300))).replace(
            "\x00", ""
        )
    pieces = [
        rng.choice(WORDS if rng.random() < 0.7 else SYMBOLS) for _ in range(rng.randint(0, 14))
    ]
    if rng.random() < 0.5:
        pieces.insert(rng.randint(0, len(pieces)), rng.choice(TECHNIQUE_WORDS))
    separator = rng.choice((" ", " ", ", ", "; ", "", "\n"))
    return mutate_text(rng, separator.join(pieces), rate=0.1)


TRICK_WEIGHTS = (12, 1, 1, 1, 1, 1, 1, 1, 1)


def statement_input(rng: random.Random, time_limit: float) -> FuzzInput:
    position = rng.choices(POSITIONS, weights=(4, 2, 3))[0]
    # mostly a sound claim, so that most inputs reach the search
    tricks = rng.choices(("rest", "0", "1", "3", "7", "13", "-1", "two", ""), TRICK_WEIGHTS)[0]
    statement = random_statement(rng).replace("\x00", "")  # argv cannot carry NUL
    args = (
        "rule", *position, "--tricks", tricks, "--time-limit", str(time_limit),
        "--statement", statement,
    )
    if rng.random() < 0.2:
        args += ("--json",)
    return FuzzInput("statement", args)


# ---------------------------------------------------------------- case files
CASE_TEXT = """title  = "fuzz base case"
source = "issue 12"
guards = "nothing: a base for mutations"

[position]
deal     = "N:9..Q93.Q953 QJ6.QT.6.A6 ..J842.KJ72 ..AKT75.T84"
trump    = "S"
declarer = "E"
leader   = "W"
trick    = ["DA", "D3"]
shown_out = ["N:H"]

[claim]
by        = "E"
kind      = "claim"
tricks    = "rest"
statement = "squeeze the king"

[expected]
claimer_tricks = 8
laws = ["70D1"]
note = "not checked by the fuzz run"
"""

_TYPE_SWAPS = ('42', '"42"', "true", "[]", '["S"]', "{}", "3.5", '""', "-1", '"rest"', "nan")


def mutate_case(rng: random.Random) -> bytes | None:
    """The base case with one to three faults; or binary, empty, or a directory (None)."""
    roll = rng.random()
    if roll < 0.05:
        return None
    if roll < 0.10:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 400)))
    if roll < 0.13:
        return b""
    if roll < 0.25:
        return CASE_TEXT.encode()  # sound: the ruling itself must keep the limit
    lines = CASE_TEXT.splitlines()
    for _ in range(rng.randint(1, 3)):
        index = rng.randrange(len(lines))
        line = lines[index]
        fault = rng.randrange(7)
        if fault == 0:
            del lines[index]  # a key or table deleted
        elif fault == 1 and "=" in line:  # a value of the wrong type
            lines[index] = line.split("=")[0] + "= " + rng.choice(_TYPE_SWAPS)
        elif fault == 2 and "deal" in line:  # duplicate, missing or foreign cards
            lines[index] = "deal = " + repr(mutate_deal(rng, line.split('"')[1])).replace(
                "'", '"'
            )
        elif fault == 3 and "trick" in line:  # a trick that does not fit
            cards = rng.sample(["DA", "D3", "HQ", "D6", "CA", "SA", "S2", "X9", "♠Q", ""], 3)
            lines[index] = f"trick = {cards!r}".replace("'", '"')
        elif fault == 4:
            lines.insert(index, rng.choice(lines))  # a duplicate key or table
        elif fault == 5:
            lines[index] = mutate_text(rng, line, rate=0.2)
        else:
            lines[index] = line[: rng.randint(0, len(line))]  # cut short
    text = "\n".join(lines)
    encoding = rng.choice(("utf-8", "utf-8", "utf-16", "latin-1"))
    return text.encode(encoding, errors="replace")


def casefile_input(rng: random.Random, time_limit: float) -> FuzzInput:
    content = mutate_case(rng)
    name = rng.choice(("case.toml", "case.toml", "case.pbn", "c a s e.toml"))
    return FuzzInput(
        "casefile", ("rule", name, "--time-limit", str(time_limit)), files={name: content}
    )


# ---------------------------------------------------------------- deals
def mutate_deal(rng: random.Random, deal: str) -> str:
    roll = rng.random()
    if roll < 0.15:
        return "".join(rng.choice("NESW:. AKQJT98765432x10-♠♥") for _ in range(rng.randint(0, 70)))
    chars = list(deal)
    for _ in range(rng.randint(1, 4)):
        fault = rng.randrange(5)
        if not chars:
            break
        index = rng.randrange(len(chars))
        if fault == 0:
            del chars[index]  # a card (or separator) missing
        elif fault == 1:
            chars.insert(index, chars[rng.randrange(len(chars))])  # a duplicate
        elif fault == 2:
            chars[index] = rng.choice("AKQJT98765432.: NESWxZ0")
        elif fault == 3:
            a, b = rng.randrange(len(chars)), rng.randrange(len(chars))
            chars[a], chars[b] = chars[b], chars[a]
        else:
            chars.insert(index, rng.choice(("♠", "10", " ", "\t", "..", "N:", "😀")))
    return "".join(chars)


def deal_input(rng: random.Random, time_limit: float) -> FuzzInput:
    base = rng.choice(POSITIONS)
    deal = mutate_deal(rng, base[1]) if rng.random() < 0.85 else base[1]
    args = [
        "rule", "--deal", deal,
        "--trump", rng.choice(("S", "H", "D", "C", "NT", "N", "x", "", "♠", "spades")),
        "--leader", rng.choice(("N", "E", "S", "W", "X", "", "north")),
        "--declarer", rng.choice(("N", "E", "S", "W", "Q", "")),
        "--by", rng.choice(("N", "E", "S", "W", "Z")),
        "--tricks", rng.choice(("rest", "0", "2", "8", "13", "14", "-3", "x")),
        "--time-limit", str(time_limit),
    ]
    if rng.random() < 0.3:
        args += ["--trick", " ".join(rng.sample(["SQ", "S9", "HQ", "D6", "CA", "S2", "x"], 2))]
    if rng.random() < 0.2:
        args += ["--shown-out", rng.choice(("N:H", "W:D", "E", "Q:S", "N:X", ":"))]
    if rng.random() < 0.1:
        del args[rng.randrange(1, len(args))]  # an option without its value
    return FuzzInput("deal", tuple(args))


# ---------------------------------------------------------------- imports
PBN_TEXT = """[Event "fuzz"]
[Board "3"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:AK76..AKQ54.KJ98 QJT985.K73.76.73 432.AQJT9.J32.A4 .86542.T98.QT652"]
[Declarer "N"]
[Contract "3NT"]
[Result "10"]
[Play "E"]
S2 H8 S6 SQ
- - - -
"""
LIN_TEXT = (
    "pn|~Msouth,~Mwest,~Mnorth,~Meast|st||md|4S432HAQJT9DJ32CA4,H86542DT98CQT652,"
    "SAK76DAKQ54CKJ98,SQJT985HK73D76C73|rh||ah|Board 3|sv|e|mb|2S|mb|p|mb|p|mb|3N|mb|p|"
    "mb|p|mb|p|pg||pc|sq|pc|s2|pc|c2|pc|sk|pg||pc|da|pc|d6|pc|d2|pc|d8|pg||mc|10|"
)
URL_TEXT = "https://www.bridgebase.com/tools/handviewer.html?lin=" + LIN_TEXT.replace(
    "|", "%7C"
).replace(",", "%2C")


def mutate_text(rng: random.Random, text: str, rate: float = 0.02) -> str:
    """Characters deleted, duplicated, replaced or inserted at about ``rate``."""
    out: list[str] = []
    for char in text:
        roll = rng.random()
        if roll < rate / 4:
            continue
        if roll < rate / 2:
            out.append(char * 2)
        elif roll < 3 * rate / 4:
            out.append(rng.choice((*SYMBOLS, "|", "%7C", "]", "[", '"')))
        elif roll < rate:
            out.append(char + rng.choice("|,.[]\"%~0123456789AKQJTSHDCNEWpcmdmb"))
        else:
            out.append(char)
    return "".join(out)


def import_input(rng: random.Random, time_limit: float) -> FuzzInput:
    del time_limit  # an import does not search
    rate = rng.choice((0.0, 0.01, 0.05, 0.3))
    text = mutate_text(rng, rng.choice((PBN_TEXT, LIN_TEXT, URL_TEXT)), rate)
    extra: list[str] = []
    for option, values in (
        ("--by", ("N", "E", "S", "W", "X")),
        ("--tricks", ("rest", "3", "20", "y")),
        ("--statement", ("squeeze", "", "trækker trumf 😀")),
        ("--declarer", ("N", "S", "?")),
    ):
        if rng.random() < 0.2:
            extra += [option, rng.choice(values)]
    where = rng.randrange(3)
    files: dict[str, bytes | None] = {}
    stdin = None
    if where == 0:
        source = text.replace("\x00", "")
    elif where == 1:
        source = "board.pbn" if text.startswith("[") else "board.lin"
        files[source] = text.encode("utf-8", errors="replace")
    else:
        source = "-"
        stdin = text
    output = None
    if rng.random() < 0.3:
        output = "out.toml"
        extra += ["-o", output]
    return FuzzInput("import", ("import", source, *extra), files, stdin, output)


GENERATORS: dict[str, Callable[[random.Random, float], FuzzInput]] = {
    "statement": statement_input,
    "casefile": casefile_input,
    "deal": deal_input,
    "import": import_input,
}


def generate(kind: str, rng: random.Random, time_limit: float) -> FuzzInput:
    return GENERATORS[kind](rng, time_limit)


# ---------------------------------------------------------------- running and checking
@dataclass(frozen=True, slots=True)
class Outcome:
    exit_code: int
    stdout: str
    stderr: str
    seconds: float
    left_behind: tuple[str, ...]  # files in the working directory afterwards
    exception: str = ""  # an exception that escaped the command (in-process runs)


def prepare(directory: Path, fuzz: FuzzInput) -> None:
    for name, content in fuzz.files.items():
        if content is None:
            (directory / name).mkdir()
        else:
            (directory / name).write_bytes(content)


def run_in_process(fuzz: FuzzInput, runner: CliRunner | None = None) -> Outcome:
    """Run the command in this process, in a fresh empty working directory."""
    if TYPE_CHECKING:  # mypy knows the folder as ``cli``; it is installed as ``claim_cli``
        from cli.main import main
    else:
        from claim_cli.main import main

    runner = runner or CliRunner()
    home = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="claim-fuzz-") as scratch:
        directory = Path(scratch)
        prepare(directory, fuzz)
        os.chdir(directory)
        try:
            started = time.monotonic()
            stdin = None
            if fuzz.stdin is not None:  # as bytes: a lone surrogate is fuzz, not a bug
                stdin = fuzz.stdin.encode("utf-8", errors="surrogateescape")
            result = runner.invoke(main, list(fuzz.args), input=stdin)
            seconds = time.monotonic() - started
        finally:
            os.chdir(home)
        left = tuple(sorted(os.listdir(directory)))
    escaped = ""
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        escaped = f"{type(result.exception).__name__}: {result.exception}"
    return Outcome(result.exit_code, result.stdout, result.stderr, seconds, left, escaped)


def warm_up_solver() -> None:
    """Load endplay once in this process (see cli/rule.py: start-up, before the clock)."""
    from claims.cards import Seat
    from claims.casefile import position_from_data
    from solver_bindings import EndplaySolver

    data = {"deal": POSITIONS[0][1], "trump": "S", "leader": "W", "declarer": "E", "trick": []}
    _, position = position_from_data(data, "warm-up")
    EndplaySolver().tricks(position, Seat.E.side)


def time_limit_of(fuzz: FuzzInput) -> float | None:
    args = list(fuzz.args)
    if "--time-limit" in args:
        index = args.index("--time-limit")
        # a mutated command line may give it no number: click refuses it (exit 2)
        with contextlib.suppress(IndexError, ValueError):
            return float(args[index + 1])
    return None


def check_outcome(fuzz: FuzzInput, outcome: Outcome, startup: float = 0.0) -> list[str]:
    """Everything wrong with how the command answered ``fuzz``; empty when all is well."""
    faults: list[str] = []
    if outcome.exit_code not in (0, 1, 2):
        faults.append(f"exit status {outcome.exit_code}")
    if outcome.exception:
        faults.append(f"escaped exception {outcome.exception}")
    if "Traceback" in outcome.stderr or "Traceback" in outcome.stdout:
        faults.append("traceback printed")
    if outcome.exit_code == 1:
        lines = outcome.stderr.splitlines()
        if not lines or not lines[0].startswith("claim: error: "):
            faults.append(f"status 1 without 'claim: error:': {outcome.stderr[:200]!r}")
        elif any(line and not line.startswith("  ") for line in lines[1:]):
            faults.append(f"error not one line (nor indented problems): {outcome.stderr[:300]!r}")
    limit = time_limit_of(fuzz)
    budget = (60.0 if limit is None else limit) + margin_seconds() + startup
    if outcome.seconds > budget:
        faults.append(f"took {outcome.seconds:.2f} s, limit {limit} + margin")
    allowed = set(fuzz.files)
    if fuzz.output is not None and outcome.exit_code == 0:
        allowed.add(fuzz.output)
    stray = [name for name in outcome.left_behind if name not in allowed]
    if stray:
        faults.append(f"stray files {stray}")
    return faults


def run_in_subprocess(fuzz: FuzzInput, timeout: float) -> Outcome:
    """Run ``claim`` as a fresh process in an empty temporary working directory; a
    process still running after ``timeout`` seconds is killed and reported as hung."""
    import subprocess
    import sys

    with tempfile.TemporaryDirectory(prefix="claim-fuzz-") as scratch:
        directory = Path(scratch)
        prepare(directory, fuzz)
        # argv is bytes: a lone surrogate goes as the invalid UTF-8 it stands for
        args = [arg.encode("utf-8", errors="surrogatepass") for arg in fuzz.args]
        command = [
            sys.executable.encode(), b"-c", b"from claim_cli.main import main; main()", *args
        ]
        started = time.monotonic()
        try:
            done = subprocess.run(
                command,
                cwd=directory,
                input=(fuzz.stdin or "").encode("utf-8", errors="surrogateescape"),
                capture_output=True,
                timeout=timeout,
            )
        except subprocess.TimeoutExpired:
            seconds = time.monotonic() - started
            left = tuple(sorted(os.listdir(directory)))
            return Outcome(-9, "", "", seconds, left, f"hung: killed after {timeout:.0f} s")
        seconds = time.monotonic() - started
        left = tuple(sorted(os.listdir(directory)))
    stdout = done.stdout.decode("utf-8", errors="replace")
    stderr = done.stderr.decode("utf-8", errors="replace")
    return Outcome(done.returncode, stdout, stderr, seconds, left)
