"""claim: a double-dummy claim adjudicator for contract bridge (Laws 70 and 71).

The ``claims`` package is the adjudication domain. It uses the standard library only
(plus pydantic at the case-file edge) and never imports endplay: the double-dummy
solver reaches it through the :class:`claims.solver.DoubleDummySolver` protocol.
"""

from claims import core

# the compiled core or its Python sources, chosen before any core module is imported
core.install()
