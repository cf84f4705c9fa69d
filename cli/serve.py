"""``claim serve``: the web page for the director at the table.

A thin front end on the same calls as the commands (the importers, the statement parser,
:func:`claims.service.rule_case` and :func:`~claims.service.suggest`): no law here.  The
page itself is static files in ``web/`` (one HTML page, its script and style, installed
as package data); this module serves them and a small JSON API:

=========================  ==========================================================
``GET /``                  the page, in the language of ``?lang=`` or the browser
``POST /api/import``       pasted PBN/LIN/link/deal -> the form's fields
``POST /api/understand``   the form -> "understood as" and the words not understood
``POST /api/rule``         the form and settings -> a ruling job (202, its id)
``GET /api/jobs/ID``       the job: state, progress, and the ruling in both languages
``DELETE /api/jobs/ID``    cancel it
``POST /api/jobs/ID/cancel``  the same, for a page that is closing (``sendBeacon``)
``POST /api/case.toml``    the form (and settings) -> the case file, as a download
=========================  ==========================================================

Bad input never raises out of a handler: faults of the form come back as 422 with the
messages keyed by field, so the page shows each next to its field; bodies are limited
in size, and nothing is ever written on the server.  A page asks about its job at least
every :data:`~.web_jobs.ABANDONED_AFTER` seconds or the job is cancelled; a new request
may name the job it ``replaces``, which is cancelled.

Stopping: Ctrl-C prints ``claim: interrupted`` and exits with 130, SIGTERM (a service
manager's stop) ``claim: terminated`` and 143, SIGHUP (its terminal closed) ``claim:
hung up`` and 129 (128 + the signal, as a shell reports a command ended by it); each
way the running rulings are cancelled first, and no process or file of the server is
left behind.
"""

from __future__ import annotations

import contextlib
import json
import signal
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any

import click
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from claims.casefile import dump_case
from claims.errors import ClaimError
from claims.normal_play import ListedOrder
from claims.statement import parse_statement

from .i18n import LANGS, PAGE_TEXTS, Lang, describe_no_step, describe_step, pick_lang
from .web_case import FormError, case_for_download, case_from_form, import_form, settings_of
from .web_jobs import ABANDONED_AFTER, Busy, JobRunner, default_workers, start_fork_server

MAX_BODY = 64 * 1024
"""Bytes a request body may have: a PBN file of a whole session is far below it."""

LOOPBACK = ("127.0.0.1", "localhost", "::1")
MAX_TIME_LIMIT = 120.0
DEFAULT_TIME_LIMIT = 30.0


class BodyTooLarge(Exception):
    pass


class Terminated(Exception):
    """SIGTERM arrived (a service manager's stop, a ``kill``): the server has shut down
    in order (uvicorn re-raises the signal after its shutdown) and the command ends."""


def _terminated(signum: int, frame: Any) -> None:
    raise Terminated()


class ServeError(ClaimError):
    """The server cannot listen where asked (the port is taken, the address is not ours)."""


def check_address(host: str, port: int) -> int:
    """Fail with one clear line before starting when ``host:port`` cannot be listened on,
    rather than in the middle of the server's start-up log.  The port to serve on: with
    ``--port 0`` a free one the system chose (the page's address said ``:0``, where no
    browser finds it)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as error:
        raise ServeError(
            f"--host {host}: not an address of this machine ({error.strerror})"
        ) from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as error:
            raise ServeError(f"cannot listen on {host}:{port}: {error.strerror}") from None
        chosen: int = probe.getsockname()[1]
    return chosen


def page_address(host: str, port: int) -> str:
    """The page's address as a browser takes it (an IPv6 address in brackets)."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def web_dir() -> Any:
    """The installed ``web/`` folder of this package (templates and static files)."""
    return resources.files(__package__ or "claim_cli").joinpath("web")


def page_html(lang: str) -> str:
    """The page with its language and both languages' texts filled in."""
    template: str = web_dir().joinpath("index.html").read_text(encoding="utf-8")
    texts = json.dumps(PAGE_TEXTS, ensure_ascii=False).replace("</", "<\\/")
    return template.replace("__LANG__", lang).replace("__TEXTS__", texts)


async def read_json(request: Request) -> Any:
    """The JSON body, refusing more than :data:`MAX_BODY` bytes before reading them."""
    declared = request.headers.get("content-length")
    # ASCII digits only: str.isdigit() takes "²", which int() refuses
    if declared is not None and (
        not (declared.isascii() and declared.isdigit()) or int(declared) > MAX_BODY
    ):
        raise BodyTooLarge()
    body = bytearray()
    async for chunk in request.stream():
        body.extend(chunk)
        if len(body) > MAX_BODY:
            raise BodyTooLarge()
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise FormError({"": ["the request is not JSON"]}) from None
    except ValueError:
        # json reads an integer with int(), which refuses more than 4,300 digits with a
        # plain ValueError (a 500 until round 22)
        raise FormError({"": ["the request has a number too long to read"]}) from None
    bad = _not_unicode(data, "")
    if bad is not None:
        # JSON may escape half a character (a lone surrogate, "\ud800"): no text holds
        # one, and the messages that quote the field could not be sent back
        raise FormError({bad: ["has a character that is not text (half of an emoji?)"]})
    return data


def _not_unicode(value: Any, name: str) -> str | None:
    """The field (the innermost key) of the first string in ``value`` that is not valid
    Unicode, or None when all are."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return name
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            key_name = _not_unicode(key, name)
            if key_name is not None:
                return key_name
            found = _not_unicode(item, key if isinstance(key, str) else name)
            if found is not None:
                return found
    if isinstance(value, list):
        for item in value:
            found = _not_unicode(item, name)
            if found is not None:
                return found
    return None


def form_error(error: FormError) -> JSONResponse:
    return JSONResponse({"error": "the case has faults", "fields": error.fields}, 422)


Handler = Callable[[Request], Awaitable[Response]]


def guarded(handler: Handler) -> Handler:
    """Every fault of the input as a JSON answer, never a traceback or a 500."""

    async def wrapper(request: Request) -> Response:
        try:
            return await handler(request)
        except BodyTooLarge:
            return JSONResponse(
                {"error": f"the request is larger than {MAX_BODY // 1024} KB"}, 413
            )
        except FormError as error:
            return form_error(error)
        except ClaimError as error:
            return JSONResponse({"error": str(error), "fields": {"": [str(error)]}}, 422)
        except Busy as error:
            return JSONResponse({"error": str(error)}, 503, headers={"Retry-After": "60"})

    return wrapper


def create_app(
    workers: int | None = None,
    max_queued: int = 200,
    abandoned_after: float = ABANDONED_AFTER,
) -> Starlette:
    """The web application; ``workers`` rulings run at once (default: one per core), at
    most ``max_queued`` wait or run (past that a request is refused with 503)."""
    runner = JobRunner(
        workers or default_workers(), max_queued=max_queued, abandoned_after=abandoned_after
    )

    async def index(request: Request) -> Response:
        asked = request.query_params.get("lang")
        lang = asked if asked in LANGS else pick_lang(request.headers.get("accept-language"))
        return HTMLResponse(page_html(lang), headers={"Cache-Control": "no-store"})

    async def import_source(request: Request) -> Response:
        return JSONResponse({"form": import_form(await read_json(request))})

    async def understand(request: Request) -> Response:
        form = await read_json(request)
        case = case_from_form(form)
        claim = case.claim
        # read as the ruling will (the setting listed_order, the page's choice)
        then_orders = request.query_params.get("listed_order") == ListedOrder.THEN_ORDER.value
        plan = parse_statement(
            claim.statement, case.position_obj(), _seat(claim.by), then_orders=then_orders
        )
        lang: Lang = "da" if request.query_params.get("lang") == "da" else "en"
        return JSONResponse(
            {
                "statement": plan.text,
                "steps": [
                    {"step": describe_step(step, lang), "words": step.words}
                    for step in plan.steps
                ],
                "no_step": [
                    {"meaning": meaning, "words": words}
                    for meaning, words in describe_no_step(plan, lang)
                ],
                "unknown": list(plan.unknown),
            }
        )

    async def rule(request: Request) -> Response:
        body = await read_json(request)
        if not isinstance(body, dict):
            raise FormError({"": ["the request must be a JSON object"]})
        form = body.get("case")
        if not isinstance(form, dict):
            raise FormError({"": ["the request has no case"]})
        case_from_form(form)  # faults of the form are answered now, next to their fields
        settings_of(body.get("settings"))
        limit = body.get("time_limit", DEFAULT_TIME_LIMIT)
        if isinstance(limit, bool) or not isinstance(limit, int | float):
            raise FormError({"time_limit": ["must be a number of seconds"]})
        if not 1 <= limit <= MAX_TIME_LIMIT:
            raise FormError({"time_limit": [f"must be from 1 to {MAX_TIME_LIMIT:g} seconds"]})
        suggest = body.get("suggest", True)
        if not isinstance(suggest, bool):
            # bool("no") is True: a client's "no" asked for the suggestion
            raise FormError({"suggest": ["must be true or false"]})
        settings = body.get("settings") or {}
        replaced = body.get("replaces")
        if isinstance(replaced, str) and replaced in runner.jobs:
            # the same page asks again (a new ruling, a reload): its last one is not
            # wanted any more and would hold a worker from the others
            runner.cancel(runner.jobs[replaced])
        job = runner.submit(form, settings, float(limit), suggest)
        return JSONResponse(job.to_data(), 202)

    async def job_state(request: Request) -> Response:
        job = runner.look(request.path_params["job_id"])
        if job is None:
            return JSONResponse({"error": "no such ruling (finished long ago?)"}, 404)
        if request.method == "DELETE" or request.url.path.endswith("/cancel"):
            runner.cancel(job)
        return JSONResponse(job.to_data())

    async def case_toml(request: Request) -> Response:
        case = case_for_download(await read_json(request))
        return PlainTextResponse(
            dump_case(case),
            media_type="application/toml",
            headers={"Content-Disposition": 'attachment; filename="claim.toml"'},
        )

    async def health(request: Request) -> Response:
        return JSONResponse(
            {
                "ok": True,
                "waiting": runner.waiting(),
                "workers": runner.workers,
                "running": runner.running,
                "peak_running": runner.peak_running,
            }
        )

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await runner.start()
        yield
        await runner.shutdown()

    routes = [
        Route("/", index),
        Route("/api/import", guarded(import_source), methods=["POST"]),
        Route("/api/understand", guarded(understand), methods=["POST"]),
        Route("/api/rule", guarded(rule), methods=["POST"]),
        Route("/api/jobs/{job_id}", guarded(job_state), methods=["GET", "DELETE"]),
        Route("/api/jobs/{job_id}/cancel", guarded(job_state), methods=["POST"]),
        Route("/api/case.toml", guarded(case_toml), methods=["POST"]),
        Route("/api/health", health),
        Mount("/static", StaticFiles(directory=str(web_dir())), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.runner = runner
    return app


def _seat(text: str) -> Any:
    from claims.cards import Seat

    return Seat.parse(text)


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True)
@click.option(
    "--workers",
    type=click.IntRange(1, 64),
    default=None,
    help="Rulings computed at once, each in its own process (default: one per core).",
)
@click.pass_context
def command(ctx: click.Context, host: str, port: int, workers: int | None) -> None:
    """Serve the web page for directors: rule on a claim from a browser, in Danish or
    English.  Bound to this machine (127.0.0.1) unless --host says otherwise."""
    import uvicorn

    port = check_address(host, port)
    app = create_app(workers)
    start_fork_server()  # a failure is one `claim: error:` line, before serving
    click.echo(f"claim: serving on {page_address(host, port)}  (Ctrl-C to stop)", err=True)
    if host not in LOOPBACK:
        # The page has no login and no TLS of its own: fine at a table on one laptop, not
        # on a network without a proxy in front (see the README, "Hosting it").
        click.echo(
            f"claim: warning: {host} is reachable from other machines; put a TLS proxy "
            "with access control in front of it",
            err=True,
        )
    config = uvicorn.Config(app, host=host, port=port, log_level="warning")
    server = uvicorn.Server(config)
    hung_up: list[int] = []

    def hang_up(signum: int, frame: Any) -> None:
        # the terminal closed: uvicorn leaves SIGHUP alone, whose default would end the
        # server at once, leaving its rulings' temporary files; stop as for SIGTERM
        hung_up.append(signum)
        server.handle_exit(signal.SIGTERM, frame)

    # uvicorn catches SIGINT and SIGTERM, shuts down in order (the rulings are cancelled
    # in the app's lifespan), then raises the signal again: Ctrl-C then reaches the
    # command group as KeyboardInterrupt (`claim: interrupted`, 130, as every command),
    # and SIGTERM this handler.  (uvicorn.run would swallow the KeyboardInterrupt.)
    previous = {signal.SIGTERM: signal.signal(signal.SIGTERM, _terminated)}
    if hasattr(signal, "SIGHUP"):  # not on Windows
        previous[signal.SIGHUP] = signal.signal(signal.SIGHUP, hang_up)
    try:
        server.run()
    except Terminated:
        with contextlib.suppress(OSError):  # a closed terminal takes no more lines
            click.echo("claim: hung up" if hung_up else "claim: terminated", err=True)
        ctx.exit(128 + (hung_up[0] if hung_up else signal.SIGTERM))
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
