"""``claim dd``: the double-dummy value of the position, per side and per legal card.

This is the reference a director wants beside a ruling ("double dummy the claimer has
two tricks"), not a ruling: both sides play perfectly here.
"""

from __future__ import annotations

import json

import click

from claims.solver import DoubleDummySolver

from .options import PositionInput, ascii_option, position_input
from .render import DoubleDummy, dd_text, output_style


def make_solver() -> DoubleDummySolver:
    """The DDS solver, imported here so that other commands never load endplay."""
    from solver_bindings import EndplaySolver

    return EndplaySolver()


@click.command("dd")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@ascii_option
@position_input
def command(source: PositionInput, as_json: bool, ascii_only: bool) -> None:
    """Double-dummy tricks of case FILE (or of --deal ...): for each side, and after
    each legal card of the player to move."""
    loaded = source.load()
    result = DoubleDummy(loaded.position, make_solver().card_values(loaded.position))
    if as_json:
        origin = None if loaded.case is None else loaded.origin
        click.echo(json.dumps(result.to_data(origin), indent=2))
        return
    title = loaded.case.title if loaded.case is not None else None
    click.echo(dd_text(result, output_style(ascii_only), title), nl=False)
