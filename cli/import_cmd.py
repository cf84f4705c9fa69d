"""``claim import``: a case file from a PBN or LIN file, a handviewer or BSOL link, a deal.

Thin on purpose: the reading, the replay and the checks live in :mod:`claims.importers`;
this module only finds the text (a file, ``-`` for standard input, or SOURCE itself),
passes the options and writes the result.  Every check runs before anything is
written, so a faulty source never leaves a file behind; ``-o`` refuses to replace an
existing file without ``--force``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import click

from claims.casefile import dump_case, parse_case_text
from claims.errors import ClaimError, ImportFormatError
from claims.importers import ImportOptions, describe_source, import_text, read_source_text


class OutputFileError(ClaimError):
    """The case file cannot be written where ``-o`` says (it exists, or the OS refuses)."""


_FILE_NAME = re.compile(r"[^\s|?=&\[\]\"]+\.(pbn|lin|txt)", re.IGNORECASE)


MAX_SOURCE_BYTES = 64 * 2**20
"""The most ``claim import -`` reads from standard input: a PBN file of a whole event is a
few MB."""


def read_source(source: str) -> tuple[str, str]:
    """The text to import and how the case's ``source`` names it.

    SOURCE is a file when one exists by that name; a name that only looks like a file
    (``board7.pbn``) is reported as missing rather than read as PBN text.
    """
    if source == "-":
        # bytes, decoded as a file is (UTF-8, else ISO 8859-1): a PBN file piped in may
        # be Latin-1, and text mode would stop on it with a traceback (issue 12's fuzz)
        # at most MAX_SOURCE_BYTES: "claim import - < /dev/zero" read until memory ran out
        raw = sys.stdin.buffer.read(MAX_SOURCE_BYTES + 1)
        if len(raw) > MAX_SOURCE_BYTES:
            raise ImportFormatError(
                f"standard input is larger than {MAX_SOURCE_BYTES // 2**20} MB: not a PBN "
                "or LIN file of boards"
            )
        if not raw.strip():
            raise ImportFormatError("standard input is empty: pipe a PBN or LIN file to it")
        try:
            return raw.decode("utf-8-sig"), "standard input"
        except UnicodeDecodeError:
            return raw.decode("latin-1"), "standard input"
    path = Path(source)
    try:
        is_file, is_dir = path.is_file(), path.is_dir()
    except (OSError, ValueError):  # a long LIN string or link is too long for a file name
        is_file = is_dir = False
    if is_file:
        return read_source_text(path), source
    if is_dir:
        raise ImportFormatError(f"{source}: a folder: give one PBN or LIN file in it")
    if _FILE_NAME.fullmatch(source.strip()):
        raise ImportFormatError(f"{source}: no such file")
    return source, describe_source(source)


def write_output(path: Path, text: str, force: bool) -> None:
    """Write the case; without ``force`` an existing file is left alone (mode ``x``)."""
    try:
        with path.open("w" if force else "x", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    except FileExistsError:
        raise OutputFileError(f"{path} exists: add --force to replace it") from None
    except OSError as error:
        raise OutputFileError(f"{path}: cannot write the case file: {error.strerror}") from None


@click.command("import")
@click.argument("source", metavar="SOURCE")
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the case file here instead of printing it.",
)
@click.option("--force", is_flag=True, help="Replace the -o file if it exists.")
@click.option("--by", metavar="SEAT", help="Who claimed or conceded (default: the source's).")
@click.option("--tricks", metavar="N|rest", help="Tricks his side claims of the remaining ones.")
@click.option(
    "--statement", metavar="TEXT", help='The statement as given ("" when nothing was said).'
)
@click.option(
    "--kind", type=click.Choice(["claim", "concession"]), help="A claim or a concession."
)
@click.option("--title", metavar="TEXT", help="The case's title (default: built from the board).")
@click.option("--source", "source_text", metavar="TEXT", help="Where the case comes from.")
@click.option("--declarer", metavar="SEAT", help="Declarer, when the source does not say.")
@click.option(
    "--contract",
    metavar="CONTRACT",
    help="The contract (4H, 3NTX) or just the trump (NT), when the source does not say.",
)
@click.option("--leader", metavar="SEAT", help="Who leads first, for an end position.")
@click.option("--board", metavar="BOARD", help="Which board of a file of several (PBN, LIN).")
def command(
    source: str,
    output: Path | None,
    force: bool,
    by: str | None,
    tricks: str | None,
    statement: str | None,
    kind: str | None,
    title: str | None,
    source_text: str | None,
    declarer: str | None,
    contract: str | None,
    leader: str | None,
    board: str | None,
) -> None:
    """Write the case file of a claim from SOURCE: a PBN or LIN file (or - for standard
    input), PBN or LIN text, a BBO handviewer or Bridge Solver Online link, or a deal
    "N:<north> <east> <south> <west>".

    The played cards are replayed from the deal to find the position at the claim.
    Options give what the source does not say (who claimed, how many tricks, the
    statement) and replace the source's claim, title and source where both are given.
    """
    text, origin = read_source(source)
    options = ImportOptions(
        by=by,
        tricks=tricks,
        statement=statement,
        kind=kind,
        title=title,
        source=source_text,
        declarer=declarer,
        contract=contract,
        leader=leader,
        board=board,
    )
    case = import_text(text, options, origin)
    written = dump_case(case)
    parse_case_text(written, origin)  # what we write must read back as a valid case
    if output is None:
        click.echo(written, nl=False)
        return
    write_output(output, written, force)
    click.echo(f"claim: wrote {output}", err=True)
