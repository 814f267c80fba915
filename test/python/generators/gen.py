"""Random structured ``smem.kernel`` generator for differential fuzzing.

``generate(chooser)`` writes the MLIR text of a small kernel: a 1-D block of T
threads, a global input ``%in`` and output ``%out``, N workgroup buffers of mixed
element types (f32, f16, f64, i32; 1-D or 2-D) allocated at kernel level or inside
loop bodies, and a random body of nested ``scf.for`` (some with ``iter_args``),
``scf.if`` with uniform and divergent conditions (some with results), barriers in
various places, loads and stores indexed by functions of the thread id and loop
indices, a per-thread private accumulator, and a final store of the accumulator
to ``%out[tid]``. Buffers are usually initialised right after their alloc and
usually followed by a barrier, so most kernels are race-free, but not all.

The *chooser* supplies the random decisions: ``RandomChooser(random.Random(s))``
for plain use, or ``kernels()`` (a hypothesis strategy, imported lazily) so that
hypothesis can shrink failing kernels.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Protocol, Sequence, TypeVar

T_ = TypeVar("T_")

WG = "#gpu.address_space<workgroup>"
ELEMS = ("f32", "f16", "f64", "i32")


class Chooser(Protocol):
    def int(self, lo: int, hi: int) -> int: ...  # inclusive bounds

    def chance(self, percent: int) -> bool: ...


class RandomChooser:
    """Decisions from a ``random.Random``."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def int(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)

    def chance(self, percent: int) -> bool:
        return self.rng.randrange(100) < percent


class DrawChooser:
    """Decisions drawn from hypothesis (``draw`` of a composite strategy)."""

    def __init__(self, draw):
        from hypothesis import strategies as st

        self.draw = draw
        self.st = st

    def int(self, lo: int, hi: int) -> int:
        return self.draw(self.st.integers(lo, hi))

    def chance(self, percent: int) -> bool:
        return self.draw(self.st.integers(0, 99)) < percent


def pick(ch: Chooser, seq: Sequence[T_]) -> T_:
    return seq[ch.int(0, len(seq) - 1)]


@dataclass
class Buf:
    name: str
    elem: str
    rows: int
    two_d: bool

    def type(self, threads: int) -> str:
        if self.two_d:
            return f"memref<{self.rows}x{threads}x{self.elem}, {WG}>"
        return f"memref<{self.rows * threads}x{self.elem}, {WG}>"


class KernelGen:
    """Builds one kernel's text from a chooser's decisions."""

    def __init__(self, ch: Chooser, threads: int | None = None, name: str = "fuzz"):
        self.ch = ch
        self.T = threads or pick(ch, (4, 8, 16))
        self.M = 2 * self.T
        self.name = name
        self.counter = 0
        self.consts: dict[str, str] = {}
        self.n_buffers = 0
        self.max_buffers = ch.int(2, 5)
        self.divergent_barriers = True
        """Whether a barrier may stand where only some threads reach it (undefined behaviour)."""

    # -- names and constants
    def fresh(self, base: str = "v") -> str:
        self.counter += 1
        return f"%{base}{self.counter}"

    def ci(self, value: int) -> str:
        name = f"%ci{value}"
        self.consts.setdefault(name, f"{name} = arith.constant {value} : index")
        return name

    def cf(self, value: float) -> str:
        key = str(value).replace(".", "p").replace("-", "m")
        name = f"%cf{key}"
        self.consts.setdefault(name, f"{name} = arith.constant {value!r} : f32")
        return name

    # -- expressions (each returns (lines, value))
    def col(self, loops: list[str], for_write: bool) -> tuple[list[str], str]:
        """An index in [0, T); for writes, a bijection of the thread id."""
        T = self.T
        kinds = ["tx", "shift", "rev"] + (["iv"] if loops else []) + ([] if for_write else ["const"])
        kind = pick(self.ch, kinds)
        if kind == "tx" or T == 1:
            return [], "%tx"
        if kind == "shift":
            a, b = self.fresh("i"), self.fresh("i")
            c = self.ch.int(1, T - 1)
            return [
                f"{a} = arith.addi %tx, {self.ci(c)} : index",
                f"{b} = arith.remui {a}, {self.ci(T)} : index",
            ], b
        if kind == "rev":
            a = self.fresh("i")
            return [f"{a} = arith.subi {self.ci(T - 1)}, %tx : index"], a
        if kind == "iv":
            a, b = self.fresh("i"), self.fresh("i")
            return [
                f"{a} = arith.addi %tx, {pick(self.ch, loops)} : index",
                f"{b} = arith.remui {a}, {self.ci(T)} : index",
            ], b
        return [], self.ci(self.ch.int(0, T - 1))

    def indices(self, buf: Buf, loops: list[str], for_write: bool, row: int | None = None) -> tuple[list[str], str]:
        lines, c = self.col(loops, for_write)
        r = self.ch.int(0, buf.rows - 1) if row is None else row
        if buf.two_d:
            return lines, f"{self.ci(r)}, {c}"
        if r == 0:
            return lines, c
        a = self.fresh("i")
        lines.append(f"{a} = arith.addi {c}, {self.ci(r * self.T)} : index")
        return lines, a

    def to_f32(self, value: str, elem: str) -> tuple[list[str], str]:
        if elem == "f32":
            return [], value
        r = self.fresh("f")
        op = {"f16": "arith.extf", "f64": "arith.truncf"}.get(elem, "arith.sitofp")  # else i32
        return [f"{r} = {op} {value} : {elem} to f32"], r

    def from_f32(self, value: str, elem: str) -> tuple[list[str], str]:
        if elem == "f32":
            return [], value
        r = self.fresh("f")
        op = {"f16": "arith.truncf", "f64": "arith.extf"}.get(elem)
        if op is not None:
            return [f"{r} = {op} {value} : f32 to {elem}"], r
        s = self.fresh("f")  # i32: scaled by 8 first, so that fractions do not all round to 0
        return [
            f"{s} = arith.mulf {value}, {self.cf(8.0)} : f32",
            f"{r} = arith.fptosi {s} : f32 to i32",
        ], r

    def load(self, buf: Buf, loops: list[str]) -> tuple[list[str], str]:
        lines, idx = self.indices(buf, loops, for_write=False)
        x = self.fresh("x")
        lines.append(f"{x} = memref.load %{buf.name}[{idx}] : {buf.type(self.T)}")
        more, f = self.to_f32(x, buf.elem)
        return lines + more, f

    def global_value(self) -> tuple[list[str], str]:
        a, x = self.fresh("i"), self.fresh("g")
        return [
            f"{a} = arith.addi %tx, {self.ci(self.ch.int(0, self.M - self.T))} : index",
            f"{x} = memref.load %in[{a}] : memref<{self.M}xf32>",
        ], x

    def value(self, bufs: list[Buf], loops: list[str]) -> tuple[list[str], str]:
        kind = pick(self.ch, ["global", "global", "buffer", "acc"] if bufs else ["global", "acc"])
        if kind == "global":
            lines, v = self.global_value()
        elif kind == "buffer":
            lines, v = self.load(pick(self.ch, bufs), loops)
        else:
            v = self.fresh("a")
            lines = [f"{v} = memref.load %acc[{self.ci(0)}] : memref<1xf32>"]
        if self.ch.chance(40):
            w = self.fresh("f")
            lines.append(f"{w} = arith.mulf {v}, {self.cf(pick(self.ch, (0.5, 1.5, -2.0)))} : f32")
            v = w
        return lines, v

    def accumulate(self, value: str) -> list[str]:
        a, s = self.fresh("a"), self.fresh("a")
        return [
            f"{a} = memref.load %acc[{self.ci(0)}] : memref<1xf32>",
            f"{s} = arith.addf {a}, {value} : f32",
            f"memref.store {s}, %acc[{self.ci(0)}] : memref<1xf32>",
        ]

    # -- statements
    def alloc(self, bufs: list[Buf], loops: list[str]) -> list[str]:
        self.n_buffers += 1
        buf = self.new_buffer(f"buf{self.n_buffers}")
        bufs.append(buf)
        lines = self.allocate(buf)
        if self.ch.chance(85):  # every thread initialises its elements
            lines += self.initialise(buf, loops)
            if self.ch.chance(85):
                lines.append("gpu.barrier")
        return lines

    def new_buffer(self, name: str) -> Buf:
        return Buf(name, pick(self.ch, ELEMS), self.ch.int(1, 2), self.ch.chance(25))

    def allocate(self, buf: Buf) -> list[str]:
        return [f"%{buf.name} = smem.alloc : {buf.type(self.T)}"]

    def initialise(self, buf: Buf, loops: list[str]) -> list[str]:
        """Every thread stores its elements of every row."""
        lines: list[str] = []
        for r in range(buf.rows):
            vl, v = self.global_value()
            cl, cv = self.from_f32(v, buf.elem)
            lines += vl + cl + self.store(buf, cv, loops, row=r)
        return lines

    def store(self, buf: Buf, value: str, loops: list[str], row: int | None = None) -> list[str]:
        """Store ``value`` (of the buffer's element type) at an element this thread owns."""
        lines, idx = self.indices(buf, loops, for_write=True, row=row)
        return lines + [f"memref.store {value}, %{buf.name}[{idx}] : {buf.type(self.T)}"]

    def write(self, bufs: list[Buf], loops: list[str], in_div: bool = False) -> list[str]:
        return self.write_to(pick(self.ch, bufs), bufs, loops, in_div, self.store)

    def write_to(self, buf: Buf, bufs: list[Buf], loops: list[str], in_div: bool, store) -> list[str]:
        """A value written to ``buf`` by ``store(buf, value, loops)``, with a barrier before it
        (now and then) and after it (usually)."""
        lines, v = self.value(bufs, loops)
        if self.barrier_before_write(in_div):  # separate from earlier reads of the buffer
            lines.append("gpu.barrier")
        cl, cv = self.from_f32(v, buf.elem)
        lines += cl + store(buf, cv, loops)
        if self.barrier_after_write(in_div):
            lines.append("gpu.barrier")
        return lines

    def barrier_before_write(self, in_div: bool) -> bool:
        return not in_div and self.ch.chance(60)

    def barrier_after_write(self, in_div: bool) -> bool:
        return self.ch.chance(5 if in_div else 85) and (self.divergent_barriers or not in_div)

    def barrier_in_divergent_code(self) -> bool:
        """Whether a barrier statement drawn under divergent control flow is written."""
        return self.ch.chance(10) and self.divergent_barriers

    def read(self, bufs: list[Buf], loops: list[str]) -> list[str]:
        lines, v = self.load(pick(self.ch, bufs), loops)
        return lines + self.accumulate(v)

    def cond(self, loops: list[str]) -> tuple[list[str], str, bool]:
        """(lines, i1 value, divergent?)"""
        c = self.fresh("c")
        kind = pick(self.ch, ["div-lt", "div-even", "uniform"] + (["uniform-iv"] if loops else []))
        if kind == "div-lt":
            return [f"{c} = arith.cmpi ult, %tx, {self.ci(self.ch.int(1, self.T))} : index"], c, True
        if kind == "div-even":
            return self.is_even(c, "%tx"), c, True
        if kind == "uniform-iv":
            return self.is_even(c, pick(self.ch, loops)), c, False
        return [f"{c} = arith.cmpi eq, %bx, {self.ci(self.ch.int(0, 1))} : index"], c, False

    def is_even(self, c: str, index: str) -> list[str]:
        """``c`` = whether ``index`` is even."""
        r = self.fresh("i")
        return [
            f"{r} = arith.remui {index}, {self.ci(2)} : index",
            f"{c} = arith.cmpi eq, {r}, {self.ci(0)} : index",
        ]

    NESTING = ("for", "if")
    """The statements offered above depth 2 that nest others (kinds of ``nested``)."""

    def stmts(self, bufs: list[Buf], loops: list[str], depth: int, count: int, in_div: bool) -> list[str]:
        lines: list[str] = []
        for _ in range(count):
            # Interesting choices first: hypothesis shrinks towards index 0.
            options = []
            if self.n_buffers < self.max_buffers and not in_div:
                options += ["alloc"] * (4 if not bufs else 2)
            if bufs:
                options += ["read", "write", "read", "write"]
            if depth < 2:
                options += self.NESTING
            options.append("barrier")
            kind = pick(self.ch, options)
            if kind == "alloc":
                lines += self.alloc(bufs, loops)
            elif kind == "write":
                lines += self.write(bufs, loops, in_div)
            elif kind == "read":
                lines += self.read(bufs, loops)
            elif kind == "barrier":
                if not in_div or self.barrier_in_divergent_code():
                    lines.append("gpu.barrier")
            else:
                lines += self.nested(kind, list(bufs), loops, depth, in_div)
        return lines

    def nested(self, kind: str, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A statement of kind ``kind`` (one of ``NESTING``) holding statements one level deeper."""
        if kind == "for":
            return self.for_loop(bufs, loops, depth, in_div)
        return self.if_op(bufs, loops, depth, in_div)

    def trip_count(self) -> int:
        """0 to 3 trips, at least one nine times in ten."""
        return self.ch.int(0 if self.ch.chance(10) else 1, 3)

    def loop_body(self, bufs: list[Buf], loops: list[str], iv: str, depth: int, in_div: bool) -> list[str]:
        return self.stmts(bufs, loops + [iv], depth + 1, self.ch.int(1, 4), in_div)

    def branches(self, bufs: list[Buf], loops: list[str], depth: int, div: bool) -> tuple[list[str], list[str]]:
        """The statements of a then branch and of an else branch (empty half the time)."""
        then = self.stmts(list(bufs), loops, depth + 1, self.ch.int(1, 3), div)
        other = self.stmts(list(bufs), loops, depth + 1, self.ch.int(1, 2), div) if self.ch.chance(50) else []
        return then, other

    def for_loop(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        iv = self.fresh("k")
        trips = self.trip_count()
        inner = self.loop_body(bufs, loops, iv, depth, in_div)
        if self.ch.chance(30) and bufs:
            s, r = self.fresh("s"), self.fresh("r")
            ll, lv = self.load(pick(self.ch, bufs), loops + [iv])
            s2 = self.fresh("s")
            body = inner + ll + [f"{s2} = arith.addf {s}, {lv} : f32", f"scf.yield {s2} : f32"]
            head = (
                f"{r} = scf.for {iv} = {self.ci(0)} to {self.ci(trips)} step {self.ci(1)} "
                f"iter_args({s} = {self.cf(0.0)}) -> (f32) {{"
            )
            return [head, *indent(body), "}", *self.accumulate(r)]
        head = f"scf.for {iv} = {self.ci(0)} to {self.ci(trips)} step {self.ci(1)} {{"
        return [head, *indent(inner), "}"]

    def result_load(self, bufs: list[Buf], loops: list[str], in_div: bool) -> tuple[list[str], str]:
        """The load whose value an ``scf.if`` yields from its then-region."""
        return self.load(pick(self.ch, bufs), loops)

    def if_op(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        cl, c, divergent = self.cond(loops)
        then, other = self.branches(bufs, loops, depth, in_div or divergent)
        if self.ch.chance(30) and bufs:
            r = self.fresh("r")
            tl, tv = self.result_load(bufs, loops, in_div or divergent)
            then = then + tl + [f"scf.yield {tv} : f32"]
            other = other + [f"scf.yield {self.cf(1.0)} : f32"]
            return [
                *cl,
                f"{r} = scf.if {c} -> (f32) {{",
                *indent(then),
                "} else {",
                *indent(other),
                "}",
                *self.accumulate(r),
            ]
        out = [*cl, f"scf.if {c} {{", *indent(then)]
        if other:
            out += ["} else {", *indent(other)]
        return out + ["}"]

    def body(self) -> list[str]:
        """The kernel body: constants, thread and block ids, the private accumulator, random
        statements, and the accumulator stored to ``%out[tx]`` (no terminator)."""
        body = self.top()
        head = [
            "%tx = gpu.thread_id x",
            "%bx = gpu.block_id x",
            "%acc = memref.alloca() : memref<1xf32>",
            f"memref.store {self.cf(0.0)}, %acc[{self.ci(0)}] : memref<1xf32>",
        ]
        tail = [
            f"%result = memref.load %acc[{self.ci(0)}] : memref<1xf32>",
            f"memref.store %result, %out[%tx] : memref<{self.T}xf32>",
        ]
        return list(self.consts.values()) + head + body + tail

    def top(self) -> list[str]:
        """The body's statements."""
        return self.stmts([], [], 0, self.ch.int(2, 7), False)

    def kernel(self) -> str:
        T, M = self.T, self.M
        lines = self.body() + ["smem.return"]
        return (
            f"smem.kernel @{self.name}(%in: memref<{M}xf32>, %out: memref<{T}xf32>) "
            f"block_size = [{T}, 1, 1] {{\n" + "\n".join("  " + ln for ln in lines) + "\n}\n"
        )


def indent(lines: list[str]) -> list[str]:
    return ["  " + ln for ln in lines]


def generate(ch: Chooser, threads: int | None = None, name: str = "fuzz", divergent_barriers: bool = True) -> str:
    """MLIR text of one random kernel (``divergent_barriers=False``: no barrier that only some
    threads reach; the same draws otherwise)."""
    gen = KernelGen(ch, threads, name)
    gen.divergent_barriers = divergent_barriers
    return gen.kernel()


def random_kernel(seed: int, threads: int | None = None, name: str = "fuzz", divergent_barriers: bool = True) -> str:
    return generate(RandomChooser(random.Random(seed)), threads, name, divergent_barriers)


def kernels(threads: int | None = None):
    """A hypothesis strategy of kernel texts."""
    return strategy(lambda ch: generate(ch, threads))


def strategy(write: Callable[[Chooser], str]):
    """A hypothesis strategy of the texts ``write`` makes from hypothesis's draws (hypothesis is
    imported only here, when a strategy is asked for)."""
    from hypothesis import strategies as st

    @st.composite
    def build(draw):
        return write(DrawChooser(draw))

    return build()
