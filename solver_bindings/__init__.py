"""The double-dummy solver behind the adjudicator: the only package that imports endplay.

``EndplaySolver`` implements :class:`claims.solver.DoubleDummySolver` on endplay's DDS.
Importing this package does not import endplay (0.4 s, 90 MB): that happens on the
first solve, inside :mod:`solver_bindings.dds_calls`.
"""

from solver_bindings.endplay_solver import EndplaySolver

__all__ = ["EndplaySolver"]
