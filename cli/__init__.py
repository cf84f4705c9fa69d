"""The ``claim`` command line (installed as the package ``claim_cli``).

Thin by design: read the input (:mod:`.options`), call the domain and the solver, and
render (:mod:`.render`).  Each command lives in its own module and is registered on the
one group in :mod:`.main`, which is also the one place where errors become messages.
Modules import each other relatively, because the folder is ``cli`` to mypy and
``claim_cli`` once installed.
"""
