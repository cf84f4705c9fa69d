"""The ``claim`` command group, and the one place where bad input becomes a message.

Every :class:`~claims.errors.ClaimError` (a bad card, an unreadable case file, a faulty
position, a solver failure) ends here as ``claim: error: <message>`` on stderr with exit
status 1, never a traceback: the message already names the culprit.  Click's own usage
errors keep click's exit status 2.  Any other exception is a bug and keeps its traceback.

A new command is one module with a ``command`` and one line in :data:`COMMANDS`.
"""

from __future__ import annotations

from typing import Any

import click

from claims.errors import ClaimError, InvalidPosition
from claims.parallel import end_workers

from . import check, dd, import_cmd, rule, serve, show

COMMANDS: list[click.Command] = [
    show.command,
    dd.command,
    rule.command,
    check.command,
    import_cmd.command,
    serve.command,
]


def error_message(error: ClaimError) -> str:
    """The text after ``claim: error:``; several problems go one per indented line."""
    if isinstance(error, InvalidPosition) and len(error.problems) > 1:
        return f"{len(error.problems)} problems in the position\n" + "\n".join(
            f"  {problem}" for problem in error.problems
        )
    return str(error)


class ClaimGroup(click.Group):
    """A group that reports :class:`ClaimError` from any of its commands."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except ClaimError as error:
            click.echo(f"claim: error: {error_message(error)}", err=True)
            ctx.exit(1)
        except KeyboardInterrupt:
            # Ctrl-C: one line and the shell's status for it (128 + SIGINT), never a
            # traceback; the search's worker processes ignore it and are ended here
            end_workers()
            click.echo("claim: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=ClaimGroup)
@click.version_option(package_name="claim")
def main() -> None:
    """Double-dummy claim adjudicator for contract bridge (Laws 70 and 71)."""


for _command in COMMANDS:
    main.add_command(_command)
