"""What stops a check: ``CannotRun`` (something the check does not model or cannot lower; an error,
never a pass) and ``KernelFault`` (the running kernel cannot go on: a division by zero, a trap,
the step limit).
"""

from __future__ import annotations

from typing import Any


class KernelFault(Exception):
    """The run cannot go on (a division by zero, a step limit, an op that traps)."""

    def __init__(self, kind: str, site: int, message: str):
        super().__init__(message)
        self.kind = kind
        self.site = site
        self.message = message


class CannotRun(Exception):
    """Something this interpreter does not model; ``site`` names the op when known."""

    def __init__(self, message: str, loc: Any = None):
        super().__init__(message)
        self.message = message
        self.loc = loc
