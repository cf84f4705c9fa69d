"""``claim show``: the position as a bridge diagram, with the claim when there is one.

It never loads the solver (endplay costs 0.4 s and 90 MB to import), so showing a case
stays instant.
"""

from __future__ import annotations

import click

from .options import PositionInput, ascii_option, position_input
from .render import output_style, show_text


@click.command("show")
@ascii_option
@position_input
def command(source: PositionInput, ascii_only: bool) -> None:
    """Draw the position of case FILE (or of --deal ...) as a bridge diagram."""
    loaded = source.load()
    style = output_style(ascii_only)
    click.echo(show_text(loaded.position, loaded.section, style, loaded.case), nl=False)
