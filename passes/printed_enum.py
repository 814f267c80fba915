"""The base of the passes' vocabularies whose members stand for strings (conflict kinds, search
statuses, plan methods, kernel forms, buffer sources).

A member is its string: it compares equal to it (``SearchStatus.FOUND == "found"``) and prints as
it (``str``, f-strings, ``format``), so reports and tests read the same words the members name.
"""

from __future__ import annotations

from enum import Enum


class PrintedEnum(str, Enum):
    """An enum of strings that prints as its value (Python 3.11's ``StrEnum``, for 3.10 too)."""

    def __str__(self) -> str:
        return self.value


__all__ = ["PrintedEnum"]
