"""Pass options that check themselves.

An option of one of our passes is a dataclass field made by ``option(default, accepts)``:
``accepts`` says which values it takes (``IntRange``, ``OneOf``, ``KNOWN_TARGET``) and is kept in
the field's metadata. The pass calls ``check_options(self)`` in ``__post_init__``, so a pass with
an option out of range is never made, however it is made (``-p``, a pipeline, the Python API):
the ``OptionError`` (a ``ValueError``) names the pass, the option and the range. ``--help``
reads the same fields (``accepted``) to print each range: the ranges are written here and on
the fields only.

An integer option that declares no range must fit in 64 bits, as MLIR's ``int64_t`` options do;
``check_options`` holds any pass to that, xDSL's passes included.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Protocol, get_args, get_type_hints

from smem_opt.passes.target.targets import DEFAULT_TARGET, TARGETS, UnknownTarget, get_target

I64_MAX = 2**63 - 1
I64_MIN = -(2**63)


_ACCEPTS = "smem_opt.accepts"
"""The metadata key of a field's ``Accepts``."""


class OptionError(ValueError):
    """A pass option out of its range; the message names the pass, the option and the range."""


class Accepts(Protocol):
    """The values one option accepts."""

    def describe(self) -> str:
        """The accepted values in words, for ``--help``."""
        ...

    def error(self, pass_name: str, option: str, value: Any) -> str | None:
        """Why ``value`` is not accepted, naming the pass and the option; or None."""
        ...


def _power(value: int) -> str:
    return f"2^{value.bit_length() - 1}" if value > 0 and value & (value - 1) == 0 else str(value)


@dataclass(frozen=True)
class IntRange:
    """Integers in ``[low, high]``, optionally only powers of two; None passes (no value)."""

    low: int
    high: int
    power_of_two: bool = False

    def describe(self) -> str:
        if self.power_of_two:
            return f"a power of two in [{self.low}, {_power(self.high)}]"
        high = "2^63 - 1" if self.high == I64_MAX else str(self.high)
        return f"in [{self.low}, {high}]"

    def error(self, pass_name: str, option: str, value: Any) -> str | None:
        if value is None:
            return None
        problem = None
        if self.power_of_two and (value <= 0 or value & (value - 1)):
            problem = f"must be a power of two between {self.low} and {_power(self.high)}, got {value}"
        elif not self.low <= value <= self.high:
            high = _power(self.high) if self.power_of_two else str(self.high)
            problem = f"must be between {self.low} and {high}, got {value}"
        return None if problem is None else f"pass '{pass_name}': option '{option}' {problem}"


@dataclass(frozen=True)
class OneOf:
    """One of a few strings."""

    values: tuple[str, ...]

    def describe(self) -> str:
        return f"one of {', '.join(self.values)}"

    def error(self, pass_name: str, option: str, value: Any) -> str | None:
        if value in self.values:
            return None
        return f"pass '{pass_name}': option '{option}' must be one of {', '.join(self.values)}, got '{value}'"


@dataclass(frozen=True)
class KnownTarget:
    """A GPU target of ``passes.target.targets`` (by any spelling ``get_target`` reads)."""

    def describe(self) -> str:
        return f"one of {', '.join(TARGETS)}; unset, the chip the IR names, else {DEFAULT_TARGET}"

    def error(self, pass_name: str, option: str, value: Any) -> str | None:
        if value == "":  # unset: the chip the IR names (passes.target.carried)
            return None
        try:
            get_target(value)
        except UnknownTarget as err:
            return f"{pass_name}: {err}"
        return None


KNOWN_TARGET = KnownTarget()


def option(default: Any, accepts: Accepts) -> Any:
    """A pass option: a dataclass field with ``default`` that accepts what ``accepts`` says."""
    return dataclasses.field(default=default, metadata={_ACCEPTS: accepts})


def accepted(f: dataclasses.Field) -> Accepts | None:
    """What the option field ``f`` accepts, if it says."""
    return f.metadata.get(_ACCEPTS)


def type_problem(pass_name: str, cls: type, f: dataclasses.Field, value: Any) -> str | None:
    """Why ``value`` is not of the kind the option field ``f`` of the pass class ``cls`` declares
    (true or false, an integer, a name), naming the pass, the option and what it accepts; or None.
    An option that may be left unset accepts None."""
    try:
        hint = get_type_hints(cls)[f.name]
    except Exception:  # a hint that does not resolve: nothing to say about the kind
        return None
    kinds = set(get_args(hint) or (hint,))
    if value is None and type(None) in kinds:
        return None
    kinds.discard(type(None))
    name = f.name.replace("_", "-")
    shown = str(value).lower() if isinstance(value, bool) else str(value)
    if kinds == {bool} and not isinstance(value, bool):
        return f"pass '{pass_name}': option '{name}' takes true or false, got '{shown}'"
    if kinds == {int} and (isinstance(value, bool) or not isinstance(value, int)):
        return f"pass '{pass_name}': option '{name}' takes an integer, got '{shown}'"
    if kinds == {str} and not isinstance(value, str):
        accepts = accepted(f)
        return f"pass '{pass_name}': option '{name}' takes {accepts.describe() if accepts else 'a name'}, got '{shown}'"
    return None


def check_options(instance: Any) -> None:
    """Raise ``OptionError`` for the first option of the pass ``instance`` of the wrong kind
    (``type_problem``) or out of its range (an integer without a declared range: out of 64 bits)."""
    for f in dataclasses.fields(instance):
        value = getattr(instance, f.name)
        name = f.name.replace("_", "-")
        accepts = accepted(f)
        if (problem := type_problem(instance.name, type(instance), f, value)) is not None:
            message: str | None = problem
        elif accepts is not None:
            message = accepts.error(instance.name, name, value)
        elif isinstance(value, int) and not isinstance(value, bool) and not I64_MIN <= value <= I64_MAX:
            message = f"pass '{instance.name}': option '{name}' = {value} does not fit in 64 bits"
        else:
            message = None
        if message is not None:
            raise OptionError(message)
