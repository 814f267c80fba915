"""A small interpreter that runs one GPU kernel for a block of threads.

The kernel (``smem.kernel`` or ``gpu.func``) is compiled once into Python
closures, one per op, that read and write a per-thread *frame* (a list indexed by
SSA-value slots). Ops that contain a ``gpu.barrier`` (the barrier itself and every
op with regions around one) compile to generators instead, and a barrier
``yield``s; each thread is one generator. The block scheduler runs the threads
one at a time, each up to its next barrier (or its end), in an order drawn from a
seeded RNG, and then opens the next barrier epoch. Everything without a barrier
inside runs as plain closures, which keeps inner loops fast.

Values are Python ints (signed, normalised to their width; ``i1`` is 0/1) and
Python floats (rounded to the type after every op), memrefs are
``memory.MemRef``. Asynchronous copies (``smem.async_copy``,
``nvgpu.device_async_copy``) read their source at issue and land at the wait that
retires their group; the race detector treats them as writes from issue to
retirement.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Any, Callable

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from smem_dialect.gpu import is_workgroup_space
from tools.simulator.memory import (
    MemRef,
    SharedStorage,
    SimError,
    Storage,
    contiguous_strides,
    elem_of,
    float_rounder,
    int_width,
    round_f32,
    wrap_int,
)
from tools.simulator.races import Detector

# Fixed frame slots.
TX, TY, TZ, TID, THREAD = 0, 1, 2, 3, 4
FIXED_SLOTS = 5

DEFAULT_DYNAMIC_SMEM = 227 * 1024
WARP = 32

Fn = Callable[[list], Any]


class ThreadState:
    """Per-thread state besides SSA values: async copy groups, alloc counters."""

    __slots__ = ("uncommitted", "groups", "alloc_counts")

    def __init__(self) -> None:
        self.uncommitted: list = []
        self.groups: list[list] = []
        self.alloc_counts: dict = {}


def attr(op: Operation, name: str) -> Attribute | None:
    value = op.properties.get(name)
    if value is None:
        value = op.attributes.get(name)
    return value


def int_attr(op: Operation, name: str, default: int | None = None) -> int | None:
    a = attr(op, name)
    if isinstance(a, IntegerAttr):
        return a.value.data
    return default


def dense_values(a: Attribute | None) -> list[int]:
    if isinstance(a, DenseArrayBase):
        return list(a.get_values())
    if isinstance(a, ArrayAttr):
        return [x.value.data for x in a.data]  # type: ignore[attr-defined]
    return []


def value_name(v: SSAValue, fallback: str) -> str:
    return v.name_hint or fallback


def buffer_name(op: Operation) -> str:
    a = attr(op, "name")
    if a is not None and hasattr(a, "data") and isinstance(a.data, str):
        return a.data
    return value_name(op.results[0], f"{op.name}@{id(op) & 0xFFFF:x}")


def nbytes_of(numel: int, bits: int) -> int:
    return (numel * bits + 7) // 8


# -- scalar semantics -----------------------------------------------------------------


def _div_trunc(x: int, y: int) -> int:
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def _safe_div(x: float, y: float) -> float:
    try:
        return x / y
    except ZeroDivisionError:
        if x != x or x == 0.0:
            return math.nan
        return math.copysign(math.inf, x) * math.copysign(1.0, y)


def _fmod(x: float, y: float) -> float:
    try:
        return math.fmod(x, y)
    except ValueError:
        return math.nan


def _maximumf(x: float, y: float) -> float:
    if x != x or y != y:
        return math.nan
    if x == y == 0.0:
        return 0.0 if (math.copysign(1, x) > 0 or math.copysign(1, y) > 0) else -0.0
    return x if x > y else y


def _minimumf(x: float, y: float) -> float:
    if x != x or y != y:
        return math.nan
    if x == y == 0.0:
        return -0.0 if (math.copysign(1, x) < 0 or math.copysign(1, y) < 0) else 0.0
    return x if x < y else y


def _maxnumf(x: float, y: float) -> float:
    if x != x:
        return y
    if y != y:
        return x
    return _maximumf(x, y)


def _minnumf(x: float, y: float) -> float:
    if x != x:
        return y
    if y != y:
        return x
    return _minimumf(x, y)


def _powf(x: float, y: float) -> float:
    try:
        return math.pow(x, y)
    except ValueError:
        return math.nan
    except OverflowError:
        return math.inf


def _guard(f: Callable[[float], float], on_overflow: float = math.inf) -> Callable[[float], float]:
    def g(x: float) -> float:
        try:
            return f(x)
        except OverflowError:
            return on_overflow
        except ValueError:
            return math.nan

    return g


def _log(f: Callable[[float], float]) -> Callable[[float], float]:
    def g(x: float) -> float:
        if x == 0.0:
            return -math.inf
        if x < 0.0 or x != x:
            return math.nan
        if x == math.inf:
            return math.inf
        return f(x)

    return g


def _sqrt(x: float) -> float:
    if x < 0.0:
        return math.nan
    return math.sqrt(x) if x == x else x


def _rsqrt(x: float) -> float:
    if x == 0.0:
        return math.copysign(math.inf, x)
    s = _sqrt(x)
    return 1.0 / s if s == s and s != math.inf else (0.0 if s == math.inf else math.nan)


def _exp(x: float) -> float:
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def _int_float(f: Callable[[float], float]) -> Callable[[float], float]:
    def g(x: float) -> float:
        if x != x or x in (math.inf, -math.inf):
            return x
        return float(f(x))

    return g


def _roundeven(x: float) -> float:
    if x != x or x in (math.inf, -math.inf):
        return x
    return math.copysign(float(round(x)), x)


def _round_away(x: float) -> float:
    if x != x or x in (math.inf, -math.inf):
        return x
    return math.copysign(math.floor(abs(x) + 0.5), x)


FLOAT_UNARY: dict[str, Callable[[float], float]] = {
    "math.exp": _exp,
    "math.exp2": _guard(lambda x: 2.0**x),
    "math.expm1": _guard(math.expm1),
    "math.log": _log(math.log),
    "math.log2": _log(math.log2),
    "math.log10": _log(math.log10),
    "math.log1p": lambda x: _log(math.log)(1.0 + x) if x > -1 or x != x else (-math.inf if x == -1 else math.nan),
    "math.sqrt": _sqrt,
    "math.rsqrt": _rsqrt,
    "math.cbrt": lambda x: math.copysign(abs(x) ** (1.0 / 3.0), x),
    "math.tanh": math.tanh,
    "math.sin": _guard(math.sin, math.nan),
    "math.cos": _guard(math.cos, math.nan),
    "math.tan": _guard(math.tan, math.nan),
    "math.sinh": _guard(math.sinh),
    "math.cosh": _guard(math.cosh),
    "math.asin": _guard(math.asin, math.nan),
    "math.acos": _guard(math.acos, math.nan),
    "math.atan": math.atan,
    "math.asinh": math.asinh,
    "math.acosh": _guard(math.acosh, math.nan),
    "math.atanh": _guard(math.atanh, math.nan),
    "math.erf": math.erf,
    "math.absf": abs,
    "math.floor": _int_float(math.floor),
    "math.ceil": _int_float(math.ceil),
    "math.trunc": _int_float(math.trunc),
    "math.round": _round_away,
    "math.roundeven": _roundeven,
    "arith.negf": lambda x: -x,
}

FLOAT_BINARY: dict[str, Callable[[float, float], float]] = {
    "arith.addf": lambda x, y: x + y,
    "arith.subf": lambda x, y: x - y,
    "arith.mulf": lambda x, y: x * y,
    "arith.divf": _safe_div,
    "arith.remf": _fmod,
    "arith.maximumf": _maximumf,
    "arith.minimumf": _minimumf,
    "arith.maxnumf": _maxnumf,
    "arith.minnumf": _minnumf,
    "arith.maxf": _maximumf,
    "arith.minf": _minimumf,
    "math.powf": _powf,
    "math.atan2": math.atan2,
    "math.copysign": math.copysign,
}

CMPF = (
    lambda x, y: False,  # false
    lambda x, y: x == y,  # oeq
    lambda x, y: x > y,  # ogt
    lambda x, y: x >= y,  # oge
    lambda x, y: x < y,  # olt
    lambda x, y: x <= y,  # ole
    lambda x, y: x == x and y == y and x != y,  # one
    lambda x, y: x == x and y == y,  # ord
    lambda x, y: x != x or y != y or x == y,  # ueq
    lambda x, y: not (x <= y),  # ugt
    lambda x, y: not (x < y),  # uge
    lambda x, y: not (x >= y),  # ult
    lambda x, y: not (x > y),  # ule
    lambda x, y: x != y,  # une
    lambda x, y: x != x or y != y,  # uno
    lambda x, y: True,  # true
)


def _signed(w: int) -> Callable[[int], int]:
    return (lambda x: -x) if w == 1 else (lambda x: x)


def _int_binary(name: str, w: int) -> Callable[[int, int], int] | None:
    mask = (1 << w) - 1
    s = _signed(w)

    def u(x: int) -> int:
        return x & mask

    def divsi(x: int, y: int) -> int:
        x, y = s(x), s(y)
        return _div_trunc(x, y) if y else 0

    def remsi(x: int, y: int) -> int:
        x, y = s(x), s(y)
        return x - _div_trunc(x, y) * y if y else 0

    def ceildivsi(x: int, y: int) -> int:
        x, y = s(x), s(y)
        return -((-x) // y) if y else 0

    def floordivsi(x: int, y: int) -> int:
        x, y = s(x), s(y)
        return x // y if y else 0

    def shift_ok(y: int) -> bool:
        return 0 <= u(y) < w

    table: dict[str, Callable[[int, int], int]] = {
        "arith.addi": lambda x, y: x + y,
        "arith.subi": lambda x, y: x - y,
        "arith.muli": lambda x, y: x * y,
        "arith.andi": lambda x, y: x & y,
        "arith.ori": lambda x, y: x | y,
        "arith.xori": lambda x, y: x ^ y,
        "arith.divsi": divsi,
        "arith.remsi": remsi,
        "arith.ceildivsi": ceildivsi,
        "arith.floordivsi": floordivsi,
        "arith.divui": lambda x, y: u(x) // u(y) if u(y) else 0,
        "arith.remui": lambda x, y: u(x) % u(y) if u(y) else 0,
        "arith.ceildivui": lambda x, y: -((-u(x)) // u(y)) if u(y) else 0,
        "arith.shli": lambda x, y: (x << u(y)) if shift_ok(y) else 0,
        "arith.shrsi": lambda x, y: (s(x) >> u(y)) if shift_ok(y) else 0,
        "arith.shrui": lambda x, y: (u(x) >> u(y)) if shift_ok(y) else 0,
        "arith.maxsi": lambda x, y: x if s(x) >= s(y) else y,
        "arith.minsi": lambda x, y: x if s(x) <= s(y) else y,
        "arith.maxui": lambda x, y: x if u(x) >= u(y) else y,
        "arith.minui": lambda x, y: x if u(x) <= u(y) else y,
    }
    return table.get(name)


def _cmpi(pred: int, w: int) -> Callable[[int, int], bool]:
    mask = (1 << w) - 1
    s = _signed(w)
    table = (
        lambda x, y: x == y,
        lambda x, y: x != y,
        lambda x, y: s(x) < s(y),
        lambda x, y: s(x) <= s(y),
        lambda x, y: s(x) > s(y),
        lambda x, y: s(x) >= s(y),
        lambda x, y: (x & mask) < (y & mask),
        lambda x, y: (x & mask) <= (y & mask),
        lambda x, y: (x & mask) > (y & mask),
        lambda x, y: (x & mask) >= (y & mask),
    )
    return table[pred]


def _fma(a: float, b: float, c: float) -> float:
    if any(v != v or v in (math.inf, -math.inf) for v in (a, b, c)):
        return a * b + c
    return float(Fraction(a) * Fraction(b) + Fraction(c))


def _fp_to_int(x: float, w: int) -> int:
    if x != x or x in (math.inf, -math.inf):
        return 0  # poison on the device; any value will do
    v = int(x)
    return wrap_int(v, w)


def _to_bits_of(value: Any, t: Attribute) -> int:
    """Raw bits of a scalar of type ``t`` (for arith.bitcast)."""
    e = elem_of(t)
    buf = bytearray(8)
    e.store(buf, 0, value)
    return int.from_bytes(buf, "little") & ((1 << e.bits) - 1)


def _from_bits(bits: int, t: Attribute) -> Any:
    e = elem_of(t)
    buf = bytearray(bits.to_bytes(8, "little"))
    return e.load(buf, 0)


# -- the compiler ----------------------------------------------------------------------


class BlockRun:
    """Runtime context shared by the threads of the block being simulated."""

    def __init__(self, bid: tuple[int, int, int], bdim, gdim, det: Detector):
        self.bid = bid
        self.bdim = bdim
        self.gdim = gdim
        self.det = det
        self.mem: dict[Any, SharedStorage] = {}


class Program:
    """A kernel compiled to closures; ``run_block`` simulates one thread block."""

    def __init__(self, kernel: Operation):
        self.kernel = kernel
        self.slots: dict[SSAValue, int] = {}
        self.n_slots = FIXED_SLOTS
        self.template: dict[int, Any] = {}
        self.cur: BlockRun | None = None
        self.has_async = False
        self.gen_ops: set[Operation] = set()
        for op in kernel.walk():
            if op.name == "gpu.barrier":
                p: Operation | None = op
                while p is not None and p is not kernel:
                    self.gen_ops.add(p)
                    p = p.parent_op()
        entry = kernel.regions[0].blocks.first
        assert entry is not None
        self.entry = entry
        for a in entry.args:
            self.slot(a)
        self.body, self.body_is_gen, _ = self.compile_block(entry)

    # -- slots and blocks
    def slot(self, v: SSAValue) -> int:
        s = self.slots.get(v)
        if s is None:
            s = self.n_slots
            self.n_slots += 1
            self.slots[v] = s
        return s

    def compile_block(self, block: Block) -> tuple[Fn, bool, Operation | None]:
        """(run, is_generator, terminator) for a block; the terminator is not run."""
        items: list[tuple[Fn, bool]] = []
        term: Operation | None = None
        for op in block.ops:
            if op.name in ("scf.yield", "scf.condition", "smem.return", "gpu.return"):
                term = op
                continue
            fn = self.compile_op(op)
            if fn is not None:
                items.append((fn, op in self.gen_ops))
        if any(g for _, g in items):

            def run_gen(fr: list):
                for f, g in items:
                    if g:
                        yield from f(fr)
                    else:
                        f(fr)

            return run_gen, True, term
        fns = [f for f, _ in items]
        if len(fns) == 1:
            return fns[0], False, term

        def run(fr: list) -> None:
            for f in fns:
                f(fr)

        return run, False, term

    def compile_op(self, op: Operation) -> Fn | None:
        name = op.name
        handler = getattr(self, "op_" + name.replace(".", "_"), None)
        if handler is not None:
            return handler(op)
        if name in FLOAT_BINARY:
            return self._float_binary(op, FLOAT_BINARY[name])
        if name in FLOAT_UNARY:
            return self._float_unary(op, FLOAT_UNARY[name])
        if name.startswith("arith.") and len(op.operands) == 2 and len(op.results) == 1:
            t = op.results[0].type
            if isinstance(t, (IntegerType, IndexType)):
                f = _int_binary(name, int_width(t))
                if f is not None:
                    return self._int_binary(op, f)
        raise SimError(f"the simulator does not support '{name}'", op)

    # -- helpers
    def _s(self, v: SSAValue) -> int:
        return self.slot(v)

    def _float_binary(self, op: Operation, f: Callable[[float, float], float]) -> Fn:
        a, b, r = self._s(op.operands[0]), self._s(op.operands[1]), self._s(op.results[0])
        rnd = float_rounder(op.results[0].type)
        if rnd is round_f32:
            from tools.simulator.memory import _F32

            pack, unpack = _F32.pack, _F32.unpack

            def run32(fr: list) -> None:
                v = f(fr[a], fr[b])
                try:
                    fr[r] = unpack(pack(v))[0]
                except OverflowError:
                    fr[r] = math.copysign(math.inf, v)

            return run32

        def run(fr: list) -> None:
            fr[r] = rnd(f(fr[a], fr[b]))

        return run

    def _float_unary(self, op: Operation, f: Callable[[float], float]) -> Fn:
        a, r = self._s(op.operands[0]), self._s(op.results[0])
        rnd = float_rounder(op.results[0].type)

        def run(fr: list) -> None:
            fr[r] = rnd(f(fr[a]))

        return run

    def _int_binary(self, op: Operation, f: Callable[[int, int], int]) -> Fn:
        a, b, r = self._s(op.operands[0]), self._s(op.operands[1]), self._s(op.results[0])
        w = int_width(op.results[0].type)
        lo, hi = (0, 1) if w == 1 else (-(1 << (w - 1)), (1 << (w - 1)) - 1)
        if op.name == "arith.addi":

            def add(fr: list) -> None:
                v = fr[a] + fr[b]
                fr[r] = v if lo <= v <= hi else wrap_int(v, w)

            return add
        if op.name == "arith.muli":

            def mul(fr: list) -> None:
                v = fr[a] * fr[b]
                fr[r] = v if lo <= v <= hi else wrap_int(v, w)

            return mul
        if op.name == "arith.subi":

            def sub(fr: list) -> None:
                v = fr[a] - fr[b]
                fr[r] = v if lo <= v <= hi else wrap_int(v, w)

            return sub

        def run(fr: list) -> None:
            v = f(fr[a], fr[b])
            fr[r] = v if lo <= v <= hi else wrap_int(v, w)

        return run

    # -- arith
    def op_arith_constant(self, op: Operation) -> Fn | None:
        value = attr(op, "value")
        t = op.results[0].type
        if isinstance(value, IntegerAttr):
            v: Any = wrap_int(value.value.data, int_width(t))
        elif isinstance(value, FloatAttr):
            v = float_rounder(t)(float(value.value.data))
        else:
            raise SimError(f"unsupported constant {value}", op)
        self.template[self._s(op.results[0])] = v
        return None

    def op_arith_cmpi(self, op: Operation) -> Fn:
        a, b, r = self._s(op.operands[0]), self._s(op.operands[1]), self._s(op.results[0])
        f = _cmpi(int_attr(op, "predicate", 0) or 0, int_width(op.operands[0].type))

        def run(fr: list) -> None:
            fr[r] = 1 if f(fr[a], fr[b]) else 0

        return run

    def op_arith_cmpf(self, op: Operation) -> Fn:
        a, b, r = self._s(op.operands[0]), self._s(op.operands[1]), self._s(op.results[0])
        f = CMPF[int_attr(op, "predicate", 0) or 0]

        def run(fr: list) -> None:
            fr[r] = 1 if f(fr[a], fr[b]) else 0

        return run

    def op_arith_select(self, op: Operation) -> Fn:
        c, a, b, r = (self._s(v) for v in (*op.operands, op.results[0]))

        def run(fr: list) -> None:
            fr[r] = fr[a] if fr[c] else fr[b]

        return run

    def _convert(self, op: Operation, f: Callable[[Any], Any]) -> Fn:
        a, r = self._s(op.operands[0]), self._s(op.results[0])

        def run(fr: list) -> None:
            fr[r] = f(fr[a])

        return run

    def op_arith_index_cast(self, op: Operation) -> Fn:
        wi = int_width(op.operands[0].type)
        wo = int_width(op.results[0].type)
        s = _signed(wi)
        return self._convert(op, lambda x: wrap_int(s(x), wo))

    op_arith_extsi = op_arith_index_cast
    op_arith_trunci = op_arith_index_cast

    def op_arith_index_castui(self, op: Operation) -> Fn:
        mask = (1 << int_width(op.operands[0].type)) - 1
        wo = int_width(op.results[0].type)
        return self._convert(op, lambda x: wrap_int(x & mask, wo))

    op_arith_extui = op_arith_index_castui

    def op_arith_sitofp(self, op: Operation) -> Fn:
        s = _signed(int_width(op.operands[0].type))
        rnd = float_rounder(op.results[0].type)
        return self._convert(op, lambda x: rnd(float(s(x))))

    def op_arith_uitofp(self, op: Operation) -> Fn:
        mask = (1 << int_width(op.operands[0].type)) - 1
        rnd = float_rounder(op.results[0].type)
        return self._convert(op, lambda x: rnd(float(x & mask)))

    def op_arith_fptosi(self, op: Operation) -> Fn:
        w = int_width(op.results[0].type)
        return self._convert(op, lambda x: _fp_to_int(x, w))

    op_arith_fptoui = op_arith_fptosi

    def op_arith_extf(self, op: Operation) -> Fn:
        rnd = float_rounder(op.results[0].type)
        return self._convert(op, rnd)

    op_arith_truncf = op_arith_extf

    def op_arith_bitcast(self, op: Operation) -> Fn:
        ti, to = op.operands[0].type, op.results[0].type
        return self._convert(op, lambda x: _from_bits(_to_bits_of(x, ti), to))

    def op_math_absi(self, op: Operation) -> Fn:
        w = int_width(op.results[0].type)
        return self._convert(op, lambda x: wrap_int(abs(x), w))

    def op_math_fma(self, op: Operation) -> Fn:
        a, b, c = (self._s(v) for v in op.operands)
        r = self._s(op.results[0])
        rnd = float_rounder(op.results[0].type)

        def run(fr: list) -> None:
            fr[r] = rnd(_fma(fr[a], fr[b], fr[c]))

        return run

    # -- gpu
    def _dim(self, op: Operation) -> int:
        d = attr(op, "dimension")
        text = str(getattr(d, "data", "x"))
        return {"x": 0, "y": 1, "z": 2}.get(text.rsplit(".", 1)[-1].lower(), 0)

    def op_gpu_thread_id(self, op: Operation) -> Fn:
        d, r = self._dim(op), self._s(op.results[0])

        def run(fr: list) -> None:
            fr[r] = fr[d]

        return run

    def _launch_value(self, op: Operation, field: str) -> Fn:
        """``gpu.block_id`` / ``block_dim`` / ``grid_dim``: one field of the launch."""
        d, r = self._dim(op), self._s(op.results[0])
        prog = self

        def run(fr: list) -> None:
            fr[r] = getattr(prog.cur, field)[d]

        return run

    def op_gpu_block_id(self, op: Operation) -> Fn:
        return self._launch_value(op, "bid")

    def op_gpu_block_dim(self, op: Operation) -> Fn:
        return self._launch_value(op, "bdim")

    def op_gpu_grid_dim(self, op: Operation) -> Fn:
        return self._launch_value(op, "gdim")

    def op_gpu_global_id(self, op: Operation) -> Fn:
        d, r = self._dim(op), self._s(op.results[0])
        prog = self

        def run(fr: list) -> None:
            cur = prog.cur
            fr[r] = cur.bid[d] * cur.bdim[d] + fr[d]  # type: ignore[union-attr]

        return run

    def op_gpu_lane_id(self, op: Operation) -> Fn:
        r = self._s(op.results[0])

        def run(fr: list) -> None:
            fr[r] = fr[TID] % WARP

        return run

    def op_gpu_barrier(self, op: Operation) -> Fn:
        def run(fr: list):
            yield op

        return run

    def op_gpu_dynamic_shared_memory(self, op: Operation) -> Fn:
        r = self._s(op.results[0])
        size = dynamic_smem_bytes(self.kernel)
        prog = self
        elem = elem_of(op.results[0].type.element_type)  # type: ignore[attr-defined]
        name = value_name(op.results[0], "dynamic_shared_memory")

        def run(fr: list) -> None:
            cur = prog.cur
            st = cur.mem.get("dynamic")  # type: ignore[union-attr]
            if st is None:
                st = SharedStorage(size, name, cur.det)  # type: ignore[union-attr]
                st.mr = MemRef(st, 0, 0, (size,), (1,), elem, name)  # type: ignore[attr-defined]
                cur.mem["dynamic"] = st  # type: ignore[union-attr]
            fr[r] = st.mr  # type: ignore[attr-defined]

        return run

    # -- allocation
    def _shape(self, t: MemRefType, dyn: list[int], fr: list) -> list[int]:
        it = iter(dyn)
        return [fr[next(it)] if d == DYNAMIC_INDEX else d for d in t.get_shape()]

    def op_smem_alloc(self, op: Operation) -> Fn:
        t = op.results[0].type
        assert isinstance(t, MemRefType)
        if not is_workgroup_space(t.memory_space):
            return self._private_alloc(op)
        return self._shared_alloc(op)

    def op_memref_alloc(self, op: Operation) -> Fn:
        t = op.results[0].type
        assert isinstance(t, MemRefType)
        if is_workgroup_space(t.memory_space):
            return self._shared_alloc(op)
        return self._private_alloc(op)

    op_memref_alloca = op_memref_alloc

    def _shared_alloc(self, op: Operation) -> Fn:
        t = op.results[0].type
        assert isinstance(t, MemRefType)
        elem = elem_of(t.element_type)
        dyn = [self._s(v) for v in op.operands]
        r = self._s(op.results[0])
        name = buffer_name(op)
        prog = self

        def run(fr: list) -> None:
            cur = prog.cur
            counts = fr[THREAD].alloc_counts
            n = counts.get(op, 0) + 1
            counts[op] = n
            st = cur.mem.get(op)  # type: ignore[union-attr]
            if st is None:
                shape = prog._shape(t, dyn, fr)
                numel = math.prod(shape)
                size = nbytes_of(numel, elem.bits)
                st = SharedStorage(size, name, cur.det)  # type: ignore[union-attr]
                st.generation = n
                st.mr = MemRef(st, 0, 0, shape, contiguous_strides(shape), elem, name)  # type: ignore[attr-defined]
                st.name_region(0, size, name)
                cur.mem[op] = st  # type: ignore[union-attr]
            elif n > st.generation:
                # Executed again (an alloc inside a loop): contents are undefined now.
                st.generation = n
                st.poison()
            fr[r] = st.mr  # type: ignore[attr-defined]

        return run

    def _private_alloc(self, op: Operation) -> Fn:
        t = op.results[0].type
        assert isinstance(t, MemRefType)
        elem = elem_of(t.element_type)
        dyn = [self._s(v) for v in op.operands if isinstance(v.type, IndexType)]
        r = self._s(op.results[0])
        name = buffer_name(op)
        prog = self

        def run(fr: list) -> None:
            shape = prog._shape(t, dyn, fr)
            st = Storage(nbytes_of(math.prod(shape), elem.bits), name, "private")
            fr[r] = MemRef(st, 0, 0, shape, contiguous_strides(shape), elem, name)

        return run

    # -- memref access
    def op_memref_load(self, op: Operation) -> Fn:
        m = self._s(op.operands[0])
        idx = [self._s(v) for v in op.operands[1:]]
        r = self._s(op.results[0])
        return _access_closure("load", op, m, idx, r)

    def op_memref_store(self, op: Operation) -> Fn:
        v = self._s(op.operands[0])
        m = self._s(op.operands[1])
        idx = [self._s(x) for x in op.operands[2:]]
        return _access_closure("store", op, m, idx, v)

    def op_memref_copy(self, op: Operation) -> Fn:
        s, d = self._s(op.operands[0]), self._s(op.operands[1])

        def run(fr: list) -> None:
            src, dst = fr[s], fr[d]
            if src.shape != dst.shape:
                raise SimError("memref.copy between different shapes", op)
            tid = fr[TID]
            for idx in _all_indices(src.shape):
                sb = src.bit_address(idx, op)
                db = dst.bit_address(idx, op)
                if src.st.shared:
                    src.st.on_read(sb >> 3, src.elem.nbytes, (tid, op, src))
                value = src.elem.load(src.st.data, sb)
                if dst.st.shared:
                    dst.st.on_write(db >> 3, dst.elem.nbytes, (tid, op, dst))
                else:
                    dst.st.written = True
                dst.elem.store(dst.st.data, db, value)

        return run

    def op_memref_dim(self, op: Operation) -> Fn:
        s, i, r = self._s(op.operands[0]), self._s(op.operands[1]), self._s(op.results[0])

        def run(fr: list) -> None:
            fr[r] = fr[s].shape[fr[i]]

        return run

    # -- memref views
    def _alias(self, op: Operation) -> Fn:
        s, r = self._s(op.operands[0]), self._s(op.results[0])

        def run(fr: list) -> None:
            fr[r] = fr[s]

        return run

    op_memref_cast = _alias
    op_memref_memory_space_cast = _alias
    op_memref_assume_alignment = _alias

    def op_memref_view(self, op: Operation) -> Fn:
        s = self._s(op.operands[0])
        shift = self._s(op.operands[1])
        dyn = [self._s(v) for v in op.operands[2:]]
        r = self._s(op.results[0])
        t = op.results[0].type
        assert isinstance(t, MemRefType)
        elem = elem_of(t.element_type)
        name = value_name(op.results[0], "")
        prog = self

        def run(fr: list) -> None:
            src = fr[s]
            sh = fr[shift]
            shape = prog._shape(t, dyn, fr)
            nbytes = nbytes_of(math.prod(shape), elem.bits)
            if sh < 0 or sh + nbytes > src.shape[0]:
                raise SimError(
                    f"memref.view of {nbytes} bytes at byte {sh} does not fit its source "
                    f"'{src.name}' of {src.shape[0]} bytes",
                    op,
                )
            start = src.ptr + (src.off + sh) * 8
            mr = MemRef(src.st, start, 0, shape, contiguous_strides(shape), elem, name or src.name)
            if src.st.shared and name:
                src.st.name_region(start >> 3, (start >> 3) + nbytes, name)
            fr[r] = mr

        return run

    def _mixed(self, op: Operation, static_name: str, operands) -> list[tuple[bool, int]]:
        """(is_dynamic, slot-or-constant) for offsets / sizes / strides."""
        dyn = iter(operands)
        out = []
        for v in dense_values(attr(op, static_name)):
            if v == DYNAMIC_INDEX:
                out.append((True, self._s(next(dyn))))
            else:
                out.append((False, v))
        return out

    def op_memref_subview(self, op: Operation) -> Fn:
        from xdsl.dialects.memref import SubviewOp

        assert isinstance(op, SubviewOp)
        s = self._s(op.source)
        offs = self._mixed(op, "static_offsets", op.offsets)
        sizes = self._mixed(op, "static_sizes", op.sizes)
        strides = self._mixed(op, "static_strides", op.strides)
        r = self._s(op.results[0])
        rt = op.results[0].type
        assert isinstance(rt, MemRefType)
        keep = _kept_dims([None if d else v for d, v in sizes], list(rt.get_shape()))
        if keep is None:
            raise SimError("cannot match the subview's sizes with its result type", op)

        def run(fr: list) -> None:
            src = fr[s]
            o = [fr[v] if d else v for d, v in offs]
            z = [fr[v] if d else v for d, v in sizes]
            st = [fr[v] if d else v for d, v in strides]
            off = src.off
            for k in range(len(o)):
                if z[k] > 0 and not (0 <= o[k] and o[k] + (z[k] - 1) * st[k] < src.shape[k]):
                    raise SimError(
                        f"subview [{o[k]} + {z[k]} x {st[k]}] out of bounds of dimension {k} "
                        f"(size {src.shape[k]}) of '{src.name}'",
                        op,
                    )
                off += o[k] * src.strides[k]
            fr[r] = MemRef(
                src.st,
                src.ptr,
                off,
                [z[k] for k in keep],
                [src.strides[k] * st[k] for k in keep],
                src.elem,
                src.name,
            )

        return run

    def op_memref_reinterpret_cast(self, op: Operation) -> Fn:
        from xdsl.dialects.memref import ReinterpretCastOp

        assert isinstance(op, ReinterpretCastOp)
        s = self._s(op.source)
        offs = self._mixed(op, "static_offsets", op.offsets)
        sizes = self._mixed(op, "static_sizes", op.sizes)
        strides = self._mixed(op, "static_strides", op.strides)
        r = self._s(op.results[0])

        def run(fr: list) -> None:
            src = fr[s]
            o = [fr[v] if d else v for d, v in offs]
            mr = MemRef(
                src.st,
                src.ptr,
                o[0] if o else 0,
                [fr[v] if d else v for d, v in sizes],
                [fr[v] if d else v for d, v in strides],
                src.elem,
                src.name,
            )
            lo, hi = mr.extent_bytes()
            if lo < 0 or hi > src.st.size:
                raise SimError(
                    f"memref.reinterpret_cast spans bytes [{lo}, {hi}) outside "
                    f"'{src.st.name}' of {src.st.size} bytes",
                    op,
                )
            fr[r] = mr

        return run

    def op_memref_expand_shape(self, op: Operation) -> Fn:
        s = self._s(op.operands[0])
        groups = [[x.value.data for x in g.data] for g in attr(op, "reassociation").data]  # type: ignore[union-attr]
        out = self._mixed(op, "static_output_shape", op.operands[1:])
        if not out:
            rt = op.results[0].type
            out = [(False, d) for d in rt.get_shape()]  # type: ignore[attr-defined]
        r = self._s(op.results[0])

        def run(fr: list) -> None:
            src = fr[s]
            shape = [fr[v] if d else v for d, v in out]
            strides = [0] * len(shape)
            for i, g in enumerate(groups):
                acc = src.strides[i]
                for k in reversed(g):
                    strides[k] = acc
                    acc *= shape[k]
            fr[r] = MemRef(src.st, src.ptr, src.off, shape, strides, src.elem, src.name)

        return run

    def op_memref_collapse_shape(self, op: Operation) -> Fn:
        s = self._s(op.operands[0])
        groups = [[x.value.data for x in g.data] for g in attr(op, "reassociation").data]  # type: ignore[union-attr]
        r = self._s(op.results[0])

        def run(fr: list) -> None:
            src = fr[s]
            shape, strides = [], []
            for g in groups:
                shape.append(math.prod(src.shape[k] for k in g))
                strides.append(src.strides[g[-1]] if g else 1)
            fr[r] = MemRef(src.st, src.ptr, src.off, shape, strides, src.elem, src.name)

        return run

    # -- scf
    def op_scf_for(self, op: Operation) -> Fn:
        lb, ub, step = (self._s(v) for v in op.operands[:3])
        inits = [self._s(v) for v in op.operands[3:]]
        body = op.regions[0].blocks.first
        assert body is not None
        iv = self._s(body.args[0])
        bargs = [self._s(a) for a in body.args[1:]]
        fn, gen, term = self.compile_block(body)
        ys = [self._s(v) for v in term.operands] if term is not None else []
        rs = [self._s(v) for v in op.results]
        n = len(inits)
        pairs = list(zip(bargs, ys))

        def check_step(s: int) -> None:
            if s <= 0:
                raise SimError(f"scf.for with step {s}", op)

        if gen:

            def run_gen(fr: list):
                i, u, s = fr[lb], fr[ub], fr[step]
                check_step(s)
                for k in range(n):
                    fr[bargs[k]] = fr[inits[k]]
                while i < u:
                    fr[iv] = i
                    yield from fn(fr)
                    if n:
                        vals = [fr[y] for y in ys]
                        for k in range(n):
                            fr[bargs[k]] = vals[k]
                    i += s
                for k in range(n):
                    fr[rs[k]] = fr[bargs[k]]

            return run_gen

        if n == 0:

            def run0(fr: list) -> None:
                i, u, s = fr[lb], fr[ub], fr[step]
                check_step(s)
                while i < u:
                    fr[iv] = i
                    fn(fr)
                    i += s

            return run0

        if n == 1:
            (ba, y), = pairs
            i0, r0 = inits[0], rs[0]

            def run1(fr: list) -> None:
                i, u, s = fr[lb], fr[ub], fr[step]
                check_step(s)
                fr[ba] = fr[i0]
                while i < u:
                    fr[iv] = i
                    fn(fr)
                    fr[ba] = fr[y]
                    i += s
                fr[r0] = fr[ba]

            return run1

        def run(fr: list) -> None:
            i, u, s = fr[lb], fr[ub], fr[step]
            check_step(s)
            for k in range(n):
                fr[bargs[k]] = fr[inits[k]]
            while i < u:
                fr[iv] = i
                fn(fr)
                vals = [fr[y] for y in ys]
                for k in range(n):
                    fr[bargs[k]] = vals[k]
                i += s
            for k in range(n):
                fr[rs[k]] = fr[bargs[k]]

        return run

    def op_scf_if(self, op: Operation) -> Fn:
        c = self._s(op.operands[0])
        rs = [self._s(v) for v in op.results]
        branches = []
        for region in op.regions:
            block = region.blocks.first
            if block is None:
                branches.append((None, False, []))
                continue
            fn, gen, term = self.compile_block(block)
            ys = [self._s(v) for v in term.operands] if term is not None else []
            branches.append((fn, gen, ys))
        while len(branches) < 2:
            branches.append((None, False, []))
        (tf, tg, ty), (ef, eg, ey) = branches

        if tg or eg:

            def run_gen(fr: list):
                f, g, ys = (tf, tg, ty) if fr[c] else (ef, eg, ey)
                if f is not None:
                    if g:
                        yield from f(fr)
                    else:
                        f(fr)
                vals = [fr[y] for y in ys]
                for k, r in enumerate(rs):
                    fr[r] = vals[k]

            return run_gen

        def run(fr: list) -> None:
            if fr[c]:
                f, ys = tf, ty
            else:
                f, ys = ef, ey
            if f is not None:
                f(fr)
            if rs:
                vals = [fr[y] for y in ys]
                for k, r in enumerate(rs):
                    fr[r] = vals[k]

        return run

    def op_scf_while(self, op: Operation) -> Fn:
        inits = [self._s(v) for v in op.operands]
        before = op.regions[0].blocks.first
        after = op.regions[1].blocks.first
        assert before is not None and after is not None
        bargs = [self._s(a) for a in before.args]
        aargs = [self._s(a) for a in after.args]
        bf, bg, bterm = self.compile_block(before)
        af, ag, aterm = self.compile_block(after)
        assert bterm is not None and aterm is not None
        cond = self._s(bterm.operands[0])
        cargs = [self._s(v) for v in bterm.operands[1:]]
        ys = [self._s(v) for v in aterm.operands]
        rs = [self._s(v) for v in op.results]

        def assign(fr: list, dst: list[int], src: list[int]) -> None:
            vals = [fr[x] for x in src]
            for k, d in enumerate(dst):
                fr[d] = vals[k]

        if bg or ag:

            def run_gen(fr: list):
                assign(fr, bargs, inits)
                while True:
                    if bg:
                        yield from bf(fr)
                    else:
                        bf(fr)
                    if not fr[cond]:
                        break
                    assign(fr, aargs, cargs)
                    if ag:
                        yield from af(fr)
                    else:
                        af(fr)
                    assign(fr, bargs, ys)
                assign(fr, rs, cargs)

            return run_gen

        def run(fr: list) -> None:
            assign(fr, bargs, inits)
            while True:
                bf(fr)
                if not fr[cond]:
                    break
                assign(fr, aargs, cargs)
                af(fr)
                assign(fr, bargs, ys)
            assign(fr, rs, cargs)

        return run

    def op_scf_execute_region(self, op: Operation) -> Fn:
        block = op.regions[0].blocks.first
        assert block is not None
        if len(op.regions[0].blocks) != 1:
            raise SimError("scf.execute_region with several blocks", op)
        fn, gen, term = self.compile_block(block)
        ys = [self._s(v) for v in term.operands] if term is not None else []
        rs = [self._s(v) for v in op.results]
        if gen:

            def run_gen(fr: list):
                yield from fn(fr)
                for r, y in zip(rs, ys):
                    fr[r] = fr[y]

            return run_gen

        def run(fr: list) -> None:
            fn(fr)
            for r, y in zip(rs, ys):
                fr[r] = fr[y]

        return run

    # -- asynchronous copies
    def _async_copy(self, op: Operation, src_v, src_idx, dst_v, dst_idx, count: int, src_count) -> Fn:
        self.has_async = True
        s = self._s(src_v)
        si = [self._s(v) for v in src_idx]
        d = self._s(dst_v)
        di = [self._s(v) for v in dst_idx]
        sc = self._s(src_count) if src_count is not None else None
        r = self._s(op.results[0])

        def run(fr: list) -> None:
            src, dst = fr[s], fr[d]
            sidx = [fr[i] for i in si]
            didx = [fr[i] for i in di]
            n_src = count if sc is None else max(0, min(count, fr[sc]))
            acc = (fr[TID], op, dst)
            values = []
            for k in range(count):
                if k < n_src:
                    idx = sidx[:-1] + [sidx[-1] + k] if sidx else []
                    bit = src.bit_address(idx, op)
                    if src.st.shared:
                        src.st.on_read(bit >> 3, src.elem.nbytes, acc)
                    values.append(src.elem.load(src.st.data, bit))
                else:
                    values.append(0.0 if dst.elem.is_float else 0)
            bits = []
            for k in range(count):
                idx = didx[:-1] + [didx[-1] + k] if didx else []
                bits.append(dst.bit_address(idx, op))
            st = dst.st
            if st.shared:
                nb = dst.elem.nbytes
                for bit in bits:
                    st.on_write(bit >> 3, nb, acc, mark_init=False)
                for bit in bits:
                    for b in range(bit >> 3, (bit >> 3) + nb):
                        st.pending[b] = acc
            fr[THREAD].uncommitted.append((dst, bits, values, acc))
            fr[r] = None

        return run

    def op_smem_async_copy(self, op: Operation) -> Fn:
        n = int_attr(op, "count", 1) or 1
        return self._async_copy(
            op, op.src, op.src_indices, op.dst, op.dst_indices, n, None  # type: ignore[attr-defined]
        )

    def op_nvgpu_device_async_copy(self, op: Operation) -> Fn:
        n = int_attr(op, "dstElements", 1) or 1
        return self._async_copy(
            op, op.src, op.srcIndices, op.dst, op.dstIndices, n, op.srcElements  # type: ignore[attr-defined]
        )

    def op_smem_async_commit(self, op: Operation) -> Fn:
        r = self._s(op.results[0])

        def run(fr: list) -> None:
            ts = fr[THREAD]
            ts.groups.append(ts.uncommitted)
            ts.uncommitted = []
            fr[r] = None

        return run

    op_nvgpu_device_async_create_group = op_smem_async_commit

    def _async_wait(self, op: Operation, pending: int) -> Fn:
        def run(fr: list) -> None:
            ts = fr[THREAD]
            while len(ts.groups) > pending:
                for copy in ts.groups.pop(0):
                    retire(copy)

        return run

    def op_smem_async_wait(self, op: Operation) -> Fn:
        return self._async_wait(op, int_attr(op, "pending", 0) or 0)

    def op_nvgpu_device_async_wait(self, op: Operation) -> Fn:
        return self._async_wait(op, int_attr(op, "numGroups", 0) or 0)

    # -- running
    def thread_main(self, fr: list):
        if self.body_is_gen:
            yield from self.body(fr)
        else:
            self.body(fr)
        ts = fr[THREAD]
        left = [c for g in ts.groups for c in g] + ts.uncommitted
        if left:
            self.cur.det.warn(  # type: ignore[union-attr]
                "asynchronous copies were never retired by a wait (they land at thread exit)"
            )
            for copy in left:
                retire(copy)
            ts.groups, ts.uncommitted = [], []

    def run_block(
        self,
        bid: tuple[int, int, int],
        bdim: tuple[int, int, int],
        gdim: tuple[int, int, int],
        args: list[Any],
        det: Detector,
        rng: random.Random,
    ) -> None:
        """Run every thread of block ``bid`` to completion, barrier by barrier."""
        det.start_block(bid)
        cur = BlockRun(bid, bdim, gdim, det)
        self.cur = cur
        base = [None] * self.n_slots
        for slot, value in self.template.items():
            base[slot] = value
        entry_args = list(self.entry.args)
        for a, v in zip(entry_args, args):
            base[self.slots[a]] = v
        # gpu.func attributions: shared per block, private per thread.
        workgroup, private = _attributions(self.kernel)
        for a in workgroup:
            t = a.type
            assert isinstance(t, MemRefType)
            elem = elem_of(t.element_type)
            shape = list(t.get_shape())
            name = value_name(a, "workgroup")
            size = nbytes_of(math.prod(shape), elem.bits)
            st = SharedStorage(size, name, det)
            st.name_region(0, size, name)
            base[self.slots[a]] = MemRef(st, 0, 0, shape, contiguous_strides(shape), elem, name)
        n_threads = bdim[0] * bdim[1] * bdim[2]
        gens = []
        for tid in range(n_threads):
            fr = base.copy()
            fr[TX] = tid % bdim[0]
            fr[TY] = (tid // bdim[0]) % bdim[1]
            fr[TZ] = tid // (bdim[0] * bdim[1])
            fr[TID] = tid
            fr[THREAD] = ThreadState()
            for a in private:
                t = a.type
                assert isinstance(t, MemRefType)
                elem = elem_of(t.element_type)
                shape = list(t.get_shape())
                st0 = Storage(nbytes_of(math.prod(shape), elem.bits), value_name(a, "private"), "private")
                fr[self.slots[a]] = MemRef(st0, 0, 0, shape, contiguous_strides(shape), elem, st0.name)
            gens.append(self.thread_main(fr))
        alive = list(range(n_threads))
        while alive:
            order = alive[:]
            rng.shuffle(order)
            waiting: list[int] = []
            at: set[Operation] = set()
            for tid in order:
                try:
                    at.add(next(gens[tid]))
                    waiting.append(tid)
                except StopIteration:
                    pass
            if len(at) > 1:
                det.barrier_divergence += 1
                det.warn(
                    "threads of one block wait at different barriers (barrier in divergent "
                    "control flow: undefined behaviour)"
                )
            if waiting and len(waiting) < len(alive):
                det.barrier_divergence += 1
                det.warn("some threads exited while others wait at a barrier")
            det.new_epoch()
            waiting.sort()
            alive = waiting
        self.cur = None


_ACCESS_TEMPLATE = """
def make(op, m, r, TID, SimError):
    def run(fr):
        mr = fr[m]
{indices}
        sh = mr.shape
        if {in_bounds}:
            el = mr.elem
            st = mr.st
            sd = mr.strides
            bit = mr.ptr + (mr.off{linear}) * el.bits
            if bit & el.amask:
                bit = mr.bit_address([{names}], op)
        else:
            bit = mr.bit_address([{names}], op)
            el = mr.elem
            st = mr.st
{body}
    return run
"""

_LOAD_BODY = """        if st.shared:
            st.on_read(bit >> 3, el.nbytes, (fr[TID], op, mr))
        fr[r] = el.load(st.data, bit)"""

_STORE_BODY = """        if st.shared:
            st.on_write(bit >> 3, el.nbytes, (fr[TID], op, mr))
        else:
            st.written = True
        el.store(st.data, bit, fr[r])"""

_ACCESS_FACTORIES: dict[tuple[str, tuple[int, ...]], Callable] = {}


def _access_closure(kind: str, op: Operation, m: int, idx: list[int], r: int) -> Fn:
    """A load/store closure specialised (by generated code) for its index slots."""
    key = (kind, tuple(idx))
    make = _ACCESS_FACTORIES.get(key)
    if make is None:
        names = [f"i{k}" for k in range(len(idx))]
        src = _ACCESS_TEMPLATE.format(
            indices="\n".join(f"        {n} = fr[{s}]" for n, s in zip(names, idx)) or "        pass",
            in_bounds=" and ".join(f"0 <= {n} < sh[{k}]" for k, n in enumerate(names)) or "True",
            linear="".join(f" + {n} * sd[{k}]" for k, n in enumerate(names)),
            names=", ".join(names),
            body=_LOAD_BODY if kind == "load" else _STORE_BODY,
        )
        scope: dict[str, Any] = {}
        exec(compile(src, f"<simulator {kind}>", "exec"), scope)
        make = scope["make"]
        _ACCESS_FACTORIES[key] = make
    return make(op, m, r, TID, SimError)


def retire(copy) -> None:
    """Land an asynchronous copy: write its bytes, end its in-flight window."""
    dst, bits, values, acc = copy
    st = dst.st
    store = dst.elem.store
    for bit, value in zip(bits, values):
        store(st.data, bit, value)
    if st.shared:
        nb = dst.elem.nbytes
        for bit in bits:
            for b in range(bit >> 3, (bit >> 3) + nb):
                if st.pending.get(b) is acc:
                    del st.pending[b]
                st.init[b] = 1
                st.w[b] = acc
    else:
        st.written = True


def _attributions(kernel: Operation) -> tuple[tuple, tuple]:
    if kernel.name != "gpu.func":
        return (), ()
    return kernel.workgroup_attributions, kernel.private_attributions  # type: ignore[attr-defined]


def _kept_dims(sizes: list[int | None], result_shape: list[int]) -> list[int] | None:
    """Which source dims a (possibly rank-reducing) subview keeps; None sizes are dynamic."""

    def match(i: int, j: int) -> list[int] | None:
        if j == len(result_shape):
            return [] if all(z == 1 for z in sizes[i:]) else None
        if i == len(sizes):
            return None
        z = sizes[i]
        if z is None or result_shape[j] in (DYNAMIC_INDEX, z):
            rest = match(i + 1, j + 1)
            if rest is not None:
                return [i, *rest]
        if z == 1:
            return match(i + 1, j)
        return None

    return match(0, 0)


def _all_indices(shape):
    if not shape:
        yield []
        return
    import itertools

    yield from (list(t) for t in itertools.product(*(range(d) for d in shape)))


def dynamic_smem_bytes(kernel: Operation) -> int:
    """The dynamic shared memory size recorded on a kernel, or a generous default."""
    for key, value in list(kernel.attributes.items()) + list(kernel.properties.items()):
        if isinstance(value, IntegerAttr) and (
            "dynamic_shared_memory" in key or "dynamic_smem" in key or key.endswith("shared_memory_bytes")
        ):
            return value.value.data
    return DEFAULT_DYNAMIC_SMEM
