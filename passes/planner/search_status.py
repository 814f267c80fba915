"""The outcomes of the planner's searches, one vocabulary for the canonical search
(``planner.canonical``) and the branch and bound (``planner.exact``).

The members are ``str`` values (``SearchStatus.FOUND == "found"``), so that a status prints and
compares as its name in reports and tests.
"""

from __future__ import annotations

from smem_opt.passes.printed_enum import PrintedEnum


class SearchStatus(PrintedEnum):
    FOUND = "found"
    """A plan under the capacity asked for."""
    INFEASIBLE = "infeasible"
    """Every capacity asked for is proven impossible."""
    BUDGET = "budget"
    """The node budget ran out before the question was settled."""
    OPTIMAL = "optimal"
    """The branch and bound proved its best plan optimal."""
    TARGET = "target"
    """The branch and bound reached the size the caller is content with."""
