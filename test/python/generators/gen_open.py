"""Random upstream kernels that mix the ops an analysis may not know, for differential fuzzing.

``generate_open(chooser)`` writes a ``gpu.module`` / ``gpu.func`` kernel with workgroup
``memref.alloc``s, built like ``gen.KernelGen``'s kernels (thread-indexed loads and stores,
barriers, ``scf.for`` / ``scf.if``, a private accumulator) from these further pieces:

* ``affine.for`` loops (some carrying a value in ``iter_args``) with ``affine.load`` /
  ``affine.store`` through affine maps of the thread id and loop indices, and ``affine.if``
  on the thread id (divergent) or the block id (uniform);
* loops made of ``cf.br`` / ``cf.cond_br`` and straight-line code split over successive
  blocks, inside multi-block ``scf.execute_region``s;
* ``"test.repeat"``, an op no analysis knows (it runs its region n times), and
  ``scf.index_switch``;
* escapes: a buffer's address taken with ``memref.extract_aligned_pointer_as_index`` right
  after its alloc, and some of its reads done late through ``llvm.load``;
* ``vector`` accesses: a buffer of rows of four f32 written with ``vector.store``,
  ``transfer_write``, ``maskedstore`` and 16-byte ``nvgpu.device_async_copy``s (now and then
  never committed to a group) and read with ``vector.load``, ``transfer_read``
  (with padded out-of-bounds lanes) and ``maskedload``; buffers of ``vector<3xf32>``
  elements and of ``i1`` flags.

Kernels parse with unregistered ops allowed (``test.repeat``). The chooser is ``gen``'s:
``RandomChooser`` for seeded kernels, ``open_kernels()`` for a hypothesis strategy.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .gen import WG, Buf, Chooser, KernelGen, RandomChooser, indent, pick, strategy

OPEN_ELEMS = ("f32", "f32", "f32", "f16", "i32", "i1", "vector<3xf32>", "vec4", "vec4")
"""Element kinds of generated buffers; ``vec4``: rows of four f32 accessed as vectors."""


@dataclass
class OpenBuf(Buf):
    pointer: str | None = None
    """The buffer's address as an index, when it escaped."""

    def type(self, threads: int) -> str:
        if self.elem == "vec4":
            return f"memref<{threads}x4xf32, {WG}>"
        return super().type(threads)


FLOW = ("affine_for", "cf_loop", "repeat", "affine_if", "for", "if", "blocks", "switch")
"""Control-flow pieces, chosen as often as one another."""


class OpenKernelGen(KernelGen):
    """``KernelGen`` with affine, cf, unknown-region, escape and vector pieces (module docstring)."""

    def __init__(self, ch: Chooser, threads: int | None = None, name: str = "fuzz"):
        super().__init__(ch, threads, name)
        self.affine_ivs: list[str] = []

    # -- conversions for the new element kinds
    def to_f32(self, value: str, elem: str) -> tuple[list[str], str]:
        if elem == "i1":
            r = self.fresh("f")
            return [f"{r} = arith.uitofp {value} : i1 to f32"], r
        if elem == "vector<3xf32>":
            r = self.fresh("f")
            if self.ch.chance(50):
                return [f"{r} = vector.reduction <add>, {value} : vector<3xf32> into f32"], r
            return [f"{r} = vector.extract {value}[{self.ch.int(0, 2)}] : f32 from vector<3xf32>"], r
        return super().to_f32(value, elem)

    def from_f32(self, value: str, elem: str) -> tuple[list[str], str]:
        if elem == "i1":
            r = self.fresh("b")
            return [f"{r} = arith.cmpf ogt, {value}, {self.cf(0.0)} : f32"], r
        if elem == "vector<3xf32>":
            b, r = self.fresh("v"), self.fresh("v")
            return [
                f"{b} = vector.broadcast {value} : f32 to vector<3xf32>",
                f"{r} = arith.addf {b}, {self.steps(3)} : vector<3xf32>",
            ], r
        return super().from_f32(value, elem)

    def steps(self, n: int) -> str:
        name = f"%steps{n}"
        lanes = ", ".join(f"{float(k)!r}" for k in range(n))
        self.consts.setdefault(name, f"{name} = arith.constant dense<[{lanes}]> : vector<{n}xf32>")
        return name

    # -- buffers
    def new_buffer(self, name: str) -> Buf:
        elem = pick(self.ch, OPEN_ELEMS)
        buf = OpenBuf(name, elem, 1 if elem == "vec4" else self.ch.int(1, 2), False)
        if elem not in ("vec4",) and self.ch.chance(20):
            buf.two_d = True
        return buf

    def allocate(self, buf: Buf) -> list[str]:
        assert isinstance(buf, OpenBuf)
        t = buf.type(self.T)
        lines = [f"%{buf.name} = memref.alloc() : {t}"]
        if buf.elem == "f32" and not buf.two_d and self.ch.chance(75):
            buf.pointer = f"%ptr_{buf.name}"
            lines.append(f'{buf.pointer} = "memref.extract_aligned_pointer_as_index"(%{buf.name}) : ({t}) -> index')
        return lines

    def initialise(self, buf: Buf, loops: list[str]) -> list[str]:
        if buf.elem == "vec4":
            return self.vector_write(buf, loops, full=True)
        return super().initialise(buf, loops)

    # -- accesses
    def affine_index(self, buf: Buf, for_write: bool) -> str | None:
        """An affine subscript of ``buf`` over the thread id and affine loop indices."""
        T = self.T
        kinds = ["tx", "shift", "rev"] + (["iv"] if self.affine_ivs else [])
        kind = pick(self.ch, kinds)
        if kind == "tx" or T == 1:
            col = "%tx"
        elif kind == "shift":
            col = f"(%tx + {self.ch.int(1, T - 1)}) mod {T}"
        elif kind == "rev":
            col = f"{T - 1} - %tx"
        else:
            col = f"(%tx + {pick(self.ch, self.affine_ivs)}) mod {T}"
        r = self.ch.int(0, buf.rows - 1)
        if buf.two_d:
            return f"{r}, {col}"
        return f"{col} + {r * T}" if r else col

    def load(self, buf: Buf, loops: list[str]) -> tuple[list[str], str]:
        assert isinstance(buf, OpenBuf)
        t = buf.type(self.T)
        if buf.elem == "vec4":
            return self.vector_read(buf, loops)
        if buf.pointer is not None and self.ch.chance(50):
            lines, idx = self.indices(buf, loops, for_write=False)
            off, addr, a64, ptr, x = (self.fresh(k) for k in ("o", "a", "a", "p", "x"))
            return lines + [
                f"{off} = arith.muli {idx}, {self.ci(4)} : index",
                f"{addr} = arith.addi {buf.pointer}, {off} : index",
                f"{a64} = arith.index_cast {addr} : index to i64",
                f"{ptr} = llvm.inttoptr {a64} : i64 to !llvm.ptr<3>",
                f"{x} = llvm.load {ptr} : !llvm.ptr<3> -> f32",
            ], x
        if self.ch.chance(30):
            x = self.fresh("x")
            lines = [f"{x} = affine.load %{buf.name}[{self.affine_index(buf, False)}] : {t}"]
            more, f = self.to_f32(x, buf.elem)
            return lines + more, f
        return super().load(buf, loops)

    def write(self, bufs: list[Buf], loops: list[str], in_div: bool = False) -> list[str]:
        buf = pick(self.ch, bufs)
        if buf.elem == "vec4":
            lines = [] if in_div or not self.ch.chance(60) else ["gpu.barrier"]
            lines += self.vector_write(buf, loops, full=False)
            if self.barrier_after_write(in_div):
                lines.append("gpu.barrier")
            return lines
        return self.write_to(buf, bufs, loops, in_div, self.affine_store if self.ch.chance(30) else self.store)

    def affine_store(self, buf: Buf, value: str, loops: list[str]) -> list[str]:
        return [f"affine.store {value}, %{buf.name}[{self.affine_index(buf, True)}] : {buf.type(self.T)}"]

    def barrier_after_write(self, in_div: bool) -> bool:
        return not in_div and self.ch.chance(85)

    def barrier_in_divergent_code(self) -> bool:
        return False  # a barrier in divergent code is undefined: not generated here

    def vector_write(self, buf: Buf, loops: list[str], full: bool) -> list[str]:
        """Write this thread's row (a bijection of the thread id) of a vec4 buffer."""
        t = buf.type(self.T)
        vl, v = self.global_value()
        il, row = self.col(loops, for_write=True)
        b, w = self.fresh("v"), self.fresh("v")
        lines = (
            vl
            + il
            + [
                f"{b} = vector.broadcast {v} : f32 to vector<4xf32>",
                f"{w} = arith.addf {b}, {self.steps(4)} : vector<4xf32>",
            ]
        )
        kind = pick(self.ch, ["store", "async"] if full else ["store", "transfer", "masked", "async"])
        if kind == "async":
            return il + self.async_copy(buf, row)
        if kind == "store":
            lines.append(f"vector.store {w}, %{buf.name}[{row}, {self.ci(0)}] : {t}, vector<4xf32>")
        elif kind == "transfer":
            lines.append(f"vector.transfer_write {w}, %{buf.name}[{row}, {self.ci(0)}] : vector<4xf32>, {t}")
        else:
            m = self.fresh("m")
            lines += [
                f"{m} = vector.create_mask {self.ci(self.ch.int(1, 4))} : vector<4xi1>",
                f"vector.maskedstore %{buf.name}[{row}, {self.ci(0)}], {m}, {w} : {t}, vector<4xi1>, vector<4xf32>",
            ]
        return lines

    def async_copy(self, buf: Buf, row: str) -> list[str]:
        """cp.async of this thread's row of four f32 from ``%in4``; usually committed to a group
        and waited for, sometimes never committed (then ``wait 0`` does not wait for it)."""
        t = buf.type(self.T)
        src, tok, grp = self.fresh("i"), self.fresh("t"), self.fresh("g")
        lines = [
            f"{src} = arith.muli {row}, {self.ci(4)} : index",
            f"{tok} = nvgpu.device_async_copy %in4[{src}], %{buf.name}[{row}, {self.ci(0)}], 4 : "
            f"memref<{4 * self.T}xf32> to {t}",
        ]
        if self.ch.chance(80):
            lines.append(f"{grp} = nvgpu.device_async_create_group {tok}")
            tok = grp
        lines.append(f"nvgpu.device_async_wait {tok} {{numGroups = 0 : i32}}")
        return lines

    def vector_read(self, buf: Buf, loops: list[str]) -> tuple[list[str], str]:
        t = buf.type(self.T)
        lines, row = self.col(loops, for_write=False)
        v, r = self.fresh("v"), self.fresh("f")
        kind = pick(self.ch, ["load", "transfer", "masked"])
        if kind == "load":
            lines.append(f"{v} = vector.load %{buf.name}[{row}, {self.ci(0)}] : {t}, vector<4xf32>")
        elif kind == "transfer":
            start = self.ch.int(0, 3)
            lines.append(
                f"{v} = vector.transfer_read %{buf.name}[{row}, {self.ci(start)}], {self.cf(-1.0)} : {t}, vector<4xf32>"
            )
        else:
            m = self.fresh("m")
            lines += [
                f"{m} = vector.create_mask {self.ci(self.ch.int(0, 4))} : vector<4xi1>",
                f"{v} = vector.maskedload %{buf.name}[{row}, {self.ci(0)}], {m}, {self.zeros4()} : "
                f"{t}, vector<4xi1>, vector<4xf32> into vector<4xf32>",
            ]
        if self.ch.chance(50):
            lines.append(f"{r} = vector.reduction <add>, {v} : vector<4xf32> into f32")
        else:
            lines.append(f"{r} = vector.extract {v}[{self.ch.int(0, 3)}] : f32 from vector<4xf32>")
        return lines, r

    def zeros4(self) -> str:
        self.consts.setdefault("%zeros4", "%zeros4 = arith.constant dense<0.0> : vector<4xf32>")
        return "%zeros4"

    # -- control flow
    NESTING = ("flow", "flow")

    def nested(self, kind: str, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        piece = {
            "affine_for": self.affine_for,
            "cf_loop": self.cf_loop,
            "repeat": self.repeat,
            "affine_if": self.affine_if,
            "for": self.for_loop,
            "if": self.if_op,
            "blocks": self.successive_blocks,
            "switch": self.switch,
        }[pick(self.ch, FLOW)]
        return piece(bufs, loops, depth, in_div)

    def affine_for(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        iv = self.fresh("k")
        trips = self.trip_count()
        self.affine_ivs.append(iv)
        inner = self.loop_body(bufs, loops, iv, depth, in_div)
        carried = self.ch.chance(30) and bool(bufs)
        if carried:
            s, r, s2 = self.fresh("s"), self.fresh("r"), self.fresh("s")
            ll, lv = self.load(pick(self.ch, bufs), loops + [iv])
        self.affine_ivs.pop()
        if carried:
            body = inner + ll + [f"{s2} = arith.addf {s}, {lv} : f32", f"affine.yield {s2} : f32"]
            head = f"{r} = affine.for {iv} = 0 to {trips} iter_args({s} = {self.cf(0.0)}) -> (f32) {{"
            return [head, *indent(body), "}", *self.accumulate(r)]
        return [f"affine.for {iv} = 0 to {trips} {{", *indent(inner), "}"]

    def affine_if(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """Generic form (until affine.if has custom syntax): on the thread id or the block id."""
        divergent = self.ch.chance(60)
        operand = "%tx" if divergent else "%bx"
        bound = self.ch.int(1, self.T - 1) if divergent and self.T > 1 else self.ch.int(0, 1)
        then, other = self.branches(bufs, loops, depth, in_div or divergent)
        return [
            f'"affine.if"({operand}) ({{',
            *indent(then + ['"affine.yield"() : () -> ()']),
            "}, {",
            *indent(other + ['"affine.yield"() : () -> ()']),
            f"}}) {{condition = affine_set<(d0) : (d0 - {bound} >= 0)>}} : (index) -> ()",
        ]

    def cf_loop(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A counted loop of branches: head block, body block (with a back edge), exit block."""
        iv, more, nxt = self.fresh("k"), self.fresh("c"), self.fresh("k")
        head, body, done = (self.fresh("bb")[1:] for _ in range(3))
        trips = self.trip_count()
        inner = self.loop_body(bufs, loops, iv, depth, in_div)
        return [
            "scf.execute_region {",
            f"  cf.br ^{head}({self.ci(0)} : index)",
            f"^{head}({iv}: index):",
            f"  {more} = arith.cmpi slt, {iv}, {self.ci(trips)} : index",
            f"  cf.cond_br {more}, ^{body}, ^{done}",
            f"^{body}:",
            *indent(inner),
            f"  {nxt} = arith.addi {iv}, {self.ci(1)} : index",
            f"  cf.br ^{head}({nxt} : index)",
            f"^{done}:",
            "  scf.yield",
            "}",
        ]

    def successive_blocks(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """Straight-line code over successive blocks of one region."""
        parts = [self.stmts(bufs, loops, depth + 1, self.ch.int(1, 3), in_div) for _ in range(self.ch.int(2, 3))]
        names = [self.fresh("bb")[1:] for _ in parts[1:]]
        lines = ["scf.execute_region {", *indent(parts[0]), f"  cf.br ^{names[0]}"]
        for k, part in enumerate(parts[1:]):
            lines.append(f"^{names[k]}:")
            lines += indent(part)
            lines.append(f"  cf.br ^{names[k + 1]}" if k + 1 < len(names) else "  scf.yield")
        return lines + ["}"]

    def repeat(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        iv = self.fresh("k")
        trips = self.trip_count()
        inner = self.loop_body(bufs, loops, iv, depth, in_div)
        return [
            f'"test.repeat"({self.ci(trips)}) ({{',
            f"^bb0({iv}: index):",
            *indent(inner),
            "}) : (index) -> ()",
            # Not the last op of its block: xDSL's parser would take the unregistered op for
            # the block's terminator.
            f"{self.fresh('i')} = arith.addi %tx, {self.ci(0)} : index",
        ]

    def switch(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        divergent = self.ch.chance(50)
        selector = self.fresh("i")
        sel = (
            f"{selector} = arith.remui %tx, {self.ci(3)} : index"
            if divergent
            else f"{selector} = arith.addi %bx, {self.ci(self.ch.int(0, 2))} : index"
        )
        div = in_div or divergent
        cases = [self.stmts(list(bufs), loops, depth + 1, self.ch.int(1, 2), div) for _ in range(2)]
        default = self.stmts(list(bufs), loops, depth + 1, 1, div) if self.ch.chance(50) else []
        return [
            sel,
            f"scf.index_switch {selector}",
            "case 0 {",
            *indent(cases[0] + ["scf.yield"]),
            "}",
            "case 2 {",
            *indent(cases[1] + ["scf.yield"]),
            "}",
            "default {",
            *indent(default + ["scf.yield"]),
            "}",
        ]

    def kernel(self) -> str:
        T, M = self.T, self.M
        lines = self.body()
        return (
            "module attributes {gpu.container_module} {\n"
            "  gpu.module @m {\n"
            f"    gpu.func @{self.name}(%in: memref<{M}xf32>, %in4: memref<{4 * T}xf32>, %out: memref<{T}xf32>) "
            "kernel attributes "
            f"{{known_block_size = array<i32: {T}, 1, 1>}} {{\n"
            + "\n".join("      " + ln for ln in lines)
            + "\n      gpu.return\n    }\n  }\n}\n"
        )


def generate_open(ch: Chooser, threads: int | None = None, name: str = "fuzz") -> str:
    """MLIR text of one random upstream kernel with open-world pieces."""
    return OpenKernelGen(ch, threads, name).kernel()


def random_open_kernel(seed: int, threads: int | None = None) -> str:
    return generate_open(RandomChooser(random.Random(seed)), threads)


def open_kernels(threads: int | None = None):
    """A hypothesis strategy of open-world kernel texts."""
    return strategy(lambda ch: generate_open(ch, threads))
