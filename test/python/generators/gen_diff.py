"""Random *valid* kernels in upstream form for the differential fuzzer (``bench/fuzz_diff.py``).

``generate_diff(chooser, name)`` writes one module with one kernel, built like ``gen.KernelGen``'s
(thread-indexed loads and stores of workgroup buffers, barriers, ``scf.for`` / ``scf.if`` with
uniform and divergent conditions, a private accumulator) from further pieces, each the shape of a
rule of design §3 or of a class the held-back rounds found:

* ``region``: an ``scf.execute_region`` of several blocks whose result a branch decides (on a
  thread id or on a kernel argument), sometimes through a block that only tests and branches,
  then an ``scf.if`` on that result using buffers in its arms;
* ``merge``: a diamond of ``cf`` blocks inside an ``scf.execute_region`` that meet in a block
  with arguments;
* ``switch``: a three-way ``cf.switch`` (blocks in an ``scf.execute_region`` meeting in a block
  with an argument) or ``scf.index_switch`` on ``%n`` (fixed for the run: only one arm runs) or
  on the thread id (the arms run side by side in different threads), each arm maybe with a
  buffer of its own that each thread writes and reads at its own element;
* ``guarded``: a buffer of run-time size ``1024 / %n`` (or ``% %n``) under ``scf.if (%n != 0)``;
* ``call``: a call of a device function given a buffer, or of one that takes its own
  ``gpu.dynamic_shared_memory`` beside the kernel's view of it;
* ``spin``: a spin lock (an ``scf.while`` on ``memref.atomic_rmw``) around a critical section
  that uses buffers;
* ``while``: an ``scf.while`` counting to a bound, on ``index`` or a narrow integer, some loops
  ``unsigned``; in half of the whiles, a buffer made and used in the condition region and one at
  the start of the body, with no barrier between the two regions (as in ``stages``);
* ``async``: a 4-byte ``nvgpu.device_async_copy`` into a buffer, committed and waited for;
* ``tma``: a TMA load of a tile of ``%tmap`` (at a drawn coordinate, partly past the tensor's
  end) into a buffer of its own, on an mbarrier thread 0 initialises (the kernel's every other
  thread waits at a barrier), issued by thread 0 after its ``arrive.expect_tx``, other buffers at
  work while it is in flight (sometimes), waited for by every thread, and read (or left unread: the
  wait alone ends its writes); sometimes a second
  load into it for the next phase (a wait for parity true). Not in IREE's ``func.func`` form;
* ``choice``: two buffers one condition picks between (the arms of an ``scf.if``, or an
  ``arith.select``), each used only through the choice: on a kernel argument, the block id or a
  constant (fixed for the run: they may share), or inside a loop on its counter (iteration 0
  writes one, 1 the other, 2 reads the first back: they must not);
* ``slots``: a loop of blocks inside an ``scf.execute_region`` whose counter lives in a private
  slot (numba's counters: store the start, load and compare at the top, add and store back), its
  barrier the only one between a buffer read before the loop and one written after it; start,
  bound, step, comparison and type are drawn, so the loop runs some trips or none (a start past
  the bound, -1 compared unsigned, a start from the kernel argument).

* ``stages``: buffers allocated and used one after another in the blocks of an
  ``scf.execute_region`` (a chain of ``cf.br``, a branch on a kernel argument or on the thread id
  whose arms use only the thread's own elements of buffers made before it, or a loop of blocks
  reading one), with no barrier between the blocks: plans share only where ``insert-barriers``
  puts one in a block of the region (never in an arm of the branch on the thread id).

Kernels take ``%in``, ``%out`` (a part for each of two blocks), a scalar ``%n`` and a lock
``%lock`` (which the kernel resets first). The form is chosen first: a ``gpu.func`` kernel (alone,
launched by a host function, or in a nested module), IREE's ``func.func`` form, or a host-side
``gpu.launch`` body; launched kernels get no buffer of run-time size (no launch can ask for its
bytes). The body comes in phases whose buffers die at the phase's end, so that plans share.

The kernels have no race of their own, which would excuse a plan's difference: every buffer is
written whole before a barrier, every write at the top level has a barrier on each side, every
construct that may part threads has one on each side, and inside it a thread reads and writes only
its own elements. Their arithmetic is defined for every input the check draws (a division only
under its guard), so a difference the check reports is the plan's.
"""

from __future__ import annotations

import random

from .gen import WG, Buf, Chooser, KernelGen, RandomChooser, indent, pick

FORMS = ("gpu.func", "gpu.func", "launch_func", "nested", "func.func", "gpu.launch")
DIFF_PIECES = ("region", "merge", "guarded", "call", "spin", "while", "async", "choice", "slots", "stages", "tma", "switch")


class DiffKernelGen(KernelGen):
    """``KernelGen`` writing upstream kernels, with the pieces of the module docstring."""

    NESTING = ("for", "if", *DIFF_PIECES)

    def __init__(self, ch: Chooser, name: str):
        super().__init__(ch, pick(ch, (8, 16, 32, 64)), name)
        self.divergent_barriers = False
        self.helpers: list[str] = []
        self.uses_dynamic = False
        self.counts: dict[str, int] = {}
        self.form = "gpu.func"
        self.run_time_sized = False
        self.own = False
        """Whether the statements being written run where only some threads may be."""
        self.uses_tma = False

    # -- buffers in upstream form
    def allocate(self, buf: Buf) -> list[str]:
        return [f"%{buf.name} = memref.alloc() : {buf.type(self.T)}"]

    # -- no race of the kernel's own: a kernel with one would excuse the plan's differences
    def alloc(self, bufs: list[Buf], loops: list[str]) -> list[str]:
        """A buffer every thread initialises before a barrier (nobody reads undefined bytes)."""
        self.n_buffers += 1
        buf = self.new_buffer(f"buf{self.n_buffers}")
        bufs.append(buf)
        return [*self.allocate(buf), *self.initialise(buf, loops), "gpu.barrier"]

    def col(self, loops: list[str], for_write: bool) -> tuple[list[str], str]:
        """Where only some threads run (``self.own``), a thread touches only its own elements."""
        return ([], "%tx") if self.own else super().col(loops, for_write)

    def stmts(self, bufs: list[Buf], loops: list[str], depth: int, count: int, in_div: bool) -> list[str]:
        outer, self.own = self.own, self.own or in_div
        try:
            return super().stmts(bufs, loops, depth, count, in_div)
        finally:
            self.own = outer

    def result_load(self, bufs: list[Buf], loops: list[str], in_div: bool) -> tuple[list[str], str]:
        """The value a divergent ``scf.if`` yields is read where only some threads run: their own
        elements too."""
        outer, self.own = self.own, self.own or in_div
        try:
            return super().result_load(bufs, loops, in_div)
        finally:
            self.own = outer

    def barrier_before_write(self, in_div: bool) -> bool:
        return not in_div

    def barrier_after_write(self, in_div: bool) -> bool:
        return not in_div

    def cond(self, loops: list[str]) -> tuple[list[str], str, bool]:
        c = self.fresh("c")
        kind = pick(self.ch, ["div-lt", "div-even", "uniform", "arg", "flag"] + (["uniform-iv"] if loops else []))
        if kind == "arg":
            return [f"{c} = arith.cmpi ugt, %n, {self.ci(self.ch.int(1, 300))} : index"], c, False
        if kind == "flag":
            return [f"{c} = arith.cmpi eq, %n, {self.ci(0)} : index"], c, False
        return super().cond(loops)

    def nested(self, kind: str, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        self.counts[kind] = self.counts.get(kind, 0) + 1
        if kind in ("for", "if"):
            lines = super().nested(kind, bufs, loops, depth, in_div)
        elif not bufs and kind not in ("guarded", "while"):
            lines = super().nested("if", bufs, loops, depth, in_div)
        else:
            lines = getattr(self, f"piece_{kind}")(bufs, loops, depth, in_div)
        # inside, threads may go apart: what they read and write there is kept from the rest of
        # the block by a barrier on each side
        return lines if in_div else ["gpu.barrier", *lines, "gpu.barrier"]

    # -- the pieces
    def piece_region(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A result a branch in a region of several blocks decides, then an if on it."""
        divergent = self.ch.chance(60)
        test = (f"arith.cmpi ult, %tx, {self.ci(self.ch.int(1, self.T - 1))} : index" if divergent
                else f"arith.cmpi ugt, %n, {self.ci(self.ch.int(1, 300))} : index")
        c, r, v = self.fresh("c"), self.fresh("r"), self.fresh("v")
        t, f = self.fresh("b"), self.fresh("b")
        if self.ch.chance(50):  # through a block that only tests what the edge decides
            region = [
                f"{r} = scf.execute_region -> i1 {{",
                f"  {c} = {test}",
                f"  cf.cond_br {c}, ^a{self.counter}, ^b{self.counter}",
                f"^a{self.counter}:",
                f"  cf.br ^join{self.counter}({self.ci(0)} : index)",
                f"^b{self.counter}:",
                f"  cf.br ^join{self.counter}({self.ci(1)} : index)",
                f"^join{self.counter}({v}: index):",
                f"  {t} = arith.cmpi eq, {v}, {self.ci(0)} : index",
                f"  scf.yield {t} : i1",
                "}",
            ]
        else:
            region = [
                f"{r} = scf.execute_region -> i1 {{",
                f"  {c} = {test}",
                f"  cf.cond_br {c}, ^yes{self.counter}, ^no{self.counter}",
                f"^yes{self.counter}:",
                f"  {t} = arith.constant true",
                f"  scf.yield {t} : i1",
                f"^no{self.counter}:",
                f"  {f} = arith.constant false",
                f"  scf.yield {f} : i1",
                "}",
            ]
        then, other = self.branches(bufs, loops, depth, in_div or divergent)
        out = [*region, f"scf.if {r} {{", *indent(then)]
        if other:
            out += ["} else {", *indent(other)]
        return out + ["}"]

    def stage(self, local: list[Buf], loops: list[str]) -> list[str]:
        """A buffer of its own (added to ``local``), written whole before a barrier and read after
        it (mostly: a read of an older buffer keeps that one live into the stage)."""
        lines = self.alloc(local, loops)
        for _ in range(self.ch.int(1, 2)):
            vl, v = self.load(local[-1], loops) if self.ch.chance(80) else self.value(local, loops)
            lines += vl + self.accumulate(v)
        return lines

    def piece_stages(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """Buffers used one after another in the blocks of an execute_region, no barrier between
        the blocks (each buffer is written whole before a barrier in its own block, so the kernel
        has no race of its own)."""
        if in_div:  # a stage allocates and waits at a barrier: only where every thread runs
            return self.stmts(bufs, loops, depth + 1, 1, in_div)
        k = self.fresh("stages")[len("%stages"):]
        local = list(bufs)  # what the region allocates is not seen after it

        def stage() -> list[str]:
            return self.stage(local, loops)

        def own_reads() -> list[str]:
            outer, self.own = self.own, True
            try:
                vl, v = self.value(local, loops)
                return vl + self.accumulate(v)
            finally:
                self.own = outer

        shape = pick(self.ch, ["chain", "uniform", "divergent", "loop"])
        out = ["scf.execute_region {", *indent(stage())]
        if shape == "chain":
            for i in range(self.ch.int(1, 3)):
                out += [f"  cf.br ^s{k}_{i}", f"^s{k}_{i}:", *indent(stage())]
        elif shape in ("uniform", "divergent"):
            if shape == "uniform":
                cl, c = [f"%u{k} = arith.cmpi ugt, %n, {self.ci(self.ch.int(1, 300))} : index"], f"%u{k}"
            else:
                cl, c = [f"%u{k} = arith.cmpi ult, %tx, {self.ci(self.ch.int(1, self.T - 1))} : index"], f"%u{k}"
            arm = stage if shape == "uniform" else own_reads
            saved = list(local)
            then = arm()
            local[:] = saved  # an arm's buffer is not seen at the join
            other = arm()
            local[:] = saved
            out += [*indent(cl), f"  cf.cond_br {c}, ^t{k}, ^e{k}", f"^t{k}:", *indent(then),
                    f"  cf.br ^j{k}", f"^e{k}:", *indent(other), f"  cf.br ^j{k}", f"^j{k}:", *indent(stage())]
        else:
            i, nxt, go = f"%h{k}", f"%hn{k}", f"%hg{k}"
            trips = self.ch.int(1, 3)
            vl, v = self.value(local, loops)
            out += [
                f"  cf.br ^h{k}({self.ci(0)} : index)",
                f"^h{k}({i}: index):",
                f"  {go} = arith.cmpi slt, {i}, {self.ci(trips)} : index",
                f"  cf.cond_br {go}, ^b{k}, ^x{k}",
                f"^b{k}:",
                *indent(vl + self.accumulate(v)),
                f"  {nxt} = arith.addi {i}, {self.ci(1)} : index",
                f"  cf.br ^h{k}({nxt} : index)",
                f"^x{k}:",
                *indent(stage()),
            ]
        return out + ["  scf.yield", "}"]

    def piece_merge(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A diamond of blocks meeting in a block with an argument, inside an execute_region."""
        cl, c, divergent = self.cond(loops)
        k = self.counter
        a_lines, a = self.value(bufs, loops)
        b_lines, b = self.value(bufs, loops)
        m, r = self.fresh("m"), self.fresh("r")
        return [
            *cl,
            f"{r} = scf.execute_region -> f32 {{",
            f"  cf.cond_br {c}, ^l{k}, ^r{k}",
            f"^l{k}:",
            *indent(a_lines),
            f"  cf.br ^m{k}({a} : f32)",
            f"^r{k}:",
            *indent(b_lines),
            f"  cf.br ^m{k}({b} : f32)",
            f"^m{k}({m}: f32):",
            f"  scf.yield {m} : f32",
            "}",
            *self.accumulate(r),
        ]

    def piece_switch(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """Three arms of a switch (see the module docstring), their values summed into the accumulator."""
        on = pick(self.ch, ["%n", "%tx"])
        sel, sel32 = self.fresh("s"), self.fresh("s")
        lines = [f"{sel} = arith.remui {on}, {self.ci(3)} : index",
                 f"{sel32} = arith.index_cast {sel} : index to i32"]
        arms = []
        for _ in range(3):
            body, v = self.value(bufs, loops)
            if self.ch.chance(60):
                self.n_buffers += 1
                own = Buf(f"buf{self.n_buffers}", "f32", 1, False)
                w = self.fresh("w")
                body += [*self.allocate(own), f"memref.store {v}, %{own.name}[%tx] : {own.type(self.T)}",
                         f"{w} = memref.load %{own.name}[%tx] : {own.type(self.T)}"]
                v = w
            arms.append((body, v))
        r, k = self.fresh("r"), self.counter
        if self.ch.chance(50):
            m = self.fresh("m")
            lines += [f"{r} = scf.execute_region -> f32 {{",
                      f"  cf.switch {sel32} : i32, [default: ^d{k}, 0: ^a{k}, 1: ^b{k}]"]
            for label, (body, v) in zip((f"^a{k}", f"^b{k}", f"^d{k}"), arms):
                lines += [f"{label}:", *indent(body), f"  cf.br ^m{k}({v} : f32)"]
            lines += [f"^m{k}({m}: f32):", f"  scf.yield {m} : f32", "}"]
        else:
            lines.append(f"{r} = scf.index_switch {sel} -> f32")
            for head, (body, v) in zip(("case 0", "case 1", "default"), arms):
                lines += [f"{head} {{", *indent(body), f"  scf.yield {v} : f32", "}"]
        return [*lines, *self.accumulate(r)]

    def piece_guarded(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A buffer of run-time size computed under the guard that keeps its division defined."""
        if in_div or loops or self.uses_dynamic or self.form in ("launch_func", "nested", "gpu.launch"):
            # a launch cannot ask for bytes the kernel computes (smem-coalesce refuses it)
            return self.stmts(bufs, loops, depth + 1, 1, in_div)
        self.run_time_sized = True
        self.n_buffers += 1
        name = f"dyn{self.n_buffers}"
        nz, m, s = self.fresh("c"), self.fresh("i"), self.fresh("i")
        op = pick(self.ch, ("divui", "remui", "divsi"))
        total = self.ci(1024 if op != "remui" else 4096 + self.T)
        size = [f"{m} = arith.{op} {total}, %n : index", f"{s} = arith.addi {m}, {self.ci(self.T)} : index"]
        t = f"memref<?xf32, {WG}>"
        vl, v = self.global_value()
        x = self.fresh("x")
        return [
            # divsi of a negative %n would make a negative size: that guard is %n > 0
            f"{nz} = arith.cmpi {'sgt' if op == 'divsi' else 'ne'}, %n, {self.ci(0)} : index",
            f"scf.if {nz} {{",
            *indent(size),
            f"  %{name} = memref.alloc({s}) : {t}",
            *indent(vl),
            f"  memref.store {v}, %{name}[%tx] : {t}",
            "  gpu.barrier",
            f"  {x} = memref.load %{name}[%tx] : {t}",
            *indent(self.accumulate(x)),
            "  gpu.barrier",
            "}",
        ]

    def piece_call(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A device function given a buffer (it escapes), or one that reads dynamic shared memory
        the kernel wrote through its own view."""
        buf = pick(self.ch, bufs)
        t = buf.type(self.T)
        if self.ch.chance(50) and not in_div and not self.run_time_sized:
            self.uses_dynamic = True
            k = self.counter
            self.helpers.append(
                f"func.func @dyn_reader{k}(%i: index) -> f32 {{\n"
                f"  %c0 = arith.constant 0 : index\n"
                f"  %d = gpu.dynamic_shared_memory : memref<?xi8, {WG}>\n"
                f"  %v = memref.view %d[%c0][] : memref<?xi8, {WG}> to memref<{self.T}xf32, {WG}>\n"
                f"  %x = memref.load %v[%i] : memref<{self.T}xf32, {WG}>\n"
                f"  return %x : f32\n}}"
            )
            vl, v = self.global_value()
            y, i = self.fresh("y"), self.fresh("i")
            return [
                *vl,
                f"memref.store {v}, %dynview[%tx] : memref<{self.T}xf32, {WG}>",
                "gpu.barrier",
                f"{i} = arith.subi {self.ci(self.T - 1)}, %tx : index",
                f"{y} = func.call @dyn_reader{k}({i}) : (index) -> f32",
                *self.accumulate(y),
                "gpu.barrier",
            ]
        if buf.two_d:
            return self.stmts(bufs, loops, depth + 1, 1, in_div)
        k = self.counter
        load, convert = f"  %x = memref.load %b[%i] : {t}\n", self.to_f32("%x", buf.elem)
        self.helpers.append(
            f"func.func @reader{k}(%b: {t}, %i: index) -> f32 {{\n{load}"
            + "".join(f"  {ln}\n" for ln in convert[0]) + f"  return {convert[1]} : f32\n}}"
        )
        lines, idx = self.indices(buf, loops, for_write=False)
        y = self.fresh("y")
        return [*lines, f"{y} = func.call @reader{k}(%{buf.name}, {idx}) : ({t}, index) -> f32", *self.accumulate(y)]

    def piece_spin(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A critical section under a spin lock (the lock is free at the kernel's start)."""
        if in_div:
            return self.stmts(bufs, loops, depth + 1, 1, in_div)
        old, busy = self.fresh("o"), self.fresh("c")
        inner = self.stmts(list(bufs), loops, depth + 1, self.ch.int(1, 2), True)
        return [
            "scf.while : () -> () {",
            f"  {old} = memref.atomic_rmw assign {self.c32(1)}, %lock[{self.ci(0)}] : (i32, memref<1xi32>) -> i32",
            f"  {busy} = arith.cmpi ne, {old}, {self.c32(0)} : i32",
            f"  scf.condition({busy})",
            "} do {",
            "  scf.yield",
            "}",
            *inner,
            f"{self.fresh('o')} = memref.atomic_rmw assign {self.c32(0)}, %lock[{self.ci(0)}] : (i32, memref<1xi32>) -> i32",
        ]

    def c32(self, value: int) -> str:
        name = f"%c32_{value}"
        self.consts.setdefault(name, f"{name} = arith.constant {value} : i32")
        return name

    def piece_while(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """An scf.while counting to a bound, on index or a narrow integer; or an unsigned scf.for
        on a narrow counter."""
        width = pick(self.ch, ("index", "i8", "i16", "i32"))
        bound = self.ch.int(0, 3)
        if width == "index":
            start, one, limit, ty = self.ci(0), self.ci(1), self.ci(bound), "index"
        else:
            start = self.const_int(0, width)
            one = self.const_int(1, width)
            limit = self.const_int(bound, width)
            ty = width
        if self.ch.chance(40) and width != "index":
            iv = self.fresh("k")
            inner = self.stmts(bufs, loops, depth + 1, self.ch.int(1, 3), in_div)
            return [
                f"scf.for unsigned {iv} = {start} to {limit} step {one} : {ty} {{",
                *indent(inner),
                "}",
            ]
        i, c, j = self.fresh("w"), self.fresh("c"), self.fresh("w")
        before: list[str] = []
        inner: list[str] = []
        if not in_div and self.ch.chance(50):
            # a stage in the condition region (it runs once more than the body) and one at the
            # body's start, no barrier between the two: their buffers share only where
            # insert-barriers puts one on each way between them
            before = self.stage(list(bufs), loops)
            inner = self.stage(list(bufs), loops)
        inner += self.stmts(bufs, loops, depth + 1, self.ch.int(1, 3), in_div)
        cmp = "ult" if self.ch.chance(50) else "slt"
        return [
            f"{self.fresh('w')} = scf.while ({i} = {start}) : ({ty}) -> ({ty}) {{",
            *indent(before),
            f"  {c} = arith.cmpi {cmp}, {i}, {limit} : {ty}",
            f"  scf.condition({c}) {i} : {ty}",
            "} do {",
            f"^bb0({i}_body: {ty}):",
            *indent(inner),
            f"  {j} = arith.addi {i}_body, {one} : {ty}",
            f"  scf.yield {j} : {ty}",
            "}",
        ]

    def piece_choice(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """Two buffers a condition picks between, used only through the choice."""
        t = f"memref<{self.T}xf32, {WG}>"
        self.n_buffers += 2
        a, b = f"%buf{self.n_buffers - 1}", f"%buf{self.n_buffers}"
        kind = pick(self.ch, ["arg", "block", "const"] + ([] if in_div else ["counter"]))
        lines = [f"{a} = memref.alloc() : {t}", f"{b} = memref.alloc() : {t}"]

        def choose(c: str) -> tuple[list[str], str]:
            ch = self.fresh("ch")
            if self.ch.chance(50):
                return [f"{ch} = arith.select {c}, {a}, {b} : {t}"], ch
            return [f"{ch} = scf.if {c} -> ({t}) {{", f"  scf.yield {a} : {t}", "} else {",
                    f"  scf.yield {b} : {t}", "}"], ch

        j = self.fresh("i")
        shift = [] if in_div else [f"{j}s = arith.addi %tx, {self.ci(self.ch.int(1, self.T - 1))} : index",
                                   f"{j} = arith.remui {j}s, {self.ci(self.T)} : index"]
        where = "%tx" if in_div else j
        vl, v = self.global_value()
        y = self.fresh("y")
        if kind != "counter":
            c = self.fresh("c")
            if kind == "arg":
                lines.append(f"{c} = arith.cmpi ugt, %n, {self.ci(self.ch.int(1, 300))} : index")
            elif kind == "block":
                lines.append(f"{c} = arith.cmpi eq, %bx, {self.ci(0)} : index")
            else:
                lines.append(f"{c} = arith.constant {pick(self.ch, ('true', 'false'))}")
            picked, ch = choose(c)
            barrier = [] if in_div else ["gpu.barrier"]
            return [*lines, *picked, *vl, f"memref.store {v}, {ch}[%tx] : {t}", *barrier, *shift,
                    f"{y} = memref.load {ch}[{where}] : {t}", *self.accumulate(y), *barrier]
        # a choice on a loop counter: the same in every thread, not for the whole run
        i, c, last, w, fi, ii = (self.fresh(x) for x in ("k", "c", "c", "f", "f", "i"))
        picked, ch = choose(c)
        return [
            *lines, *vl, *shift,
            f"scf.for {i} = {self.ci(0)} to {self.ci(3)} step {self.ci(1)} {{",
            f"  {c} = arith.cmpi ne, {i}, {self.ci(1)} : index",
            *indent(picked),
            f"  {last} = arith.cmpi eq, {i}, {self.ci(2)} : index",
            f"  scf.if {last} {{",
            f"    {y} = memref.load {ch}[{where}] : {t}",
            *indent(indent(self.accumulate(y))),
            "  } else {",
            f"    {ii} = arith.index_cast {i} : index to i32",
            f"    {fi} = arith.sitofp {ii} : i32 to f32",
            f"    {w} = arith.addf {v}, {fi} : f32",
            f"    memref.store {w}, {ch}[%tx] : {t}",
            "  }",
            "  gpu.barrier",
            "}",
        ]

    def piece_slots(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A buffer read (at another thread's element) before a loop of blocks counted in a private
        slot, another written after it: the loop's barrier is the only one between them."""
        if in_div:  # a barrier may not go where threads are apart
            return super().nested("if", bufs, loops, depth, in_div)
        t = f"memref<{self.T}xf32, {WG}>"
        self.n_buffers += 2
        a, b = f"%buf{self.n_buffers - 1}", f"%buf{self.n_buffers}"
        ty = pick(self.ch, ["index", "i64", "i32"])
        pred = pick(self.ch, ["slt", "ult", "sle"])
        bound, step = pick(self.ch, [4, 4, 2, 0]), pick(self.ch, [1, 1, 2])
        slot, i, go, i1, y, z, j = (self.fresh(x) for x in ("slot", "i", "go", "i", "y", "y", "j"))
        lines = [f"{a} = memref.alloc() : {t}", f"{b} = memref.alloc() : {t}",
                 f"{slot} = memref.alloca() : memref<1x{ty}>"]
        if self.ch.chance(20):  # a start from the kernel argument, at most 8
            low, start = self.fresh("s"), self.fresh("s")
            lines += [f"{low} = arith.minui %n, {self.ci(8)} : index"]
            lines += [f"{start} = arith.index_cast {low} : index to {ty}"] if ty != "index" else [f"{start} = arith.addi {low}, {self.ci(0)} : index"]
        else:
            start = self.const_int(pick(self.ch, [0, 0, 1, 3, 4, 5, -1]), ty)
        vl, v = self.global_value()
        wl, w = self.global_value()
        k = self.counter
        return [
            *lines, *vl, *wl,
            f"{j}s = arith.addi %tx, {self.ci(self.ch.int(1, self.T - 1))} : index",
            f"{j} = arith.remui {j}s, {self.ci(self.T)} : index",
            f"memref.store {v}, {a}[%tx] : {t}",
            "gpu.barrier",
            f"{y} = memref.load {a}[{j}] : {t}",
            *self.accumulate(y),
            "scf.execute_region {",
            f"  memref.store {start}, {slot}[{self.ci(0)}] : memref<1x{ty}>",
            f"  cf.br ^sh{k}",
            f"^sh{k}:",
            f"  {i} = memref.load {slot}[{self.ci(0)}] : memref<1x{ty}>",
            f"  {go} = arith.cmpi {pred}, {i}, {self.const_int(bound, ty)} : {ty}",
            f"  cf.cond_br {go}, ^sb{k}, ^sd{k}",
            f"^sb{k}:",
            "  gpu.barrier",
            f"  {i1} = arith.addi {i}, {self.const_int(step, ty)} : {ty}",
            f"  memref.store {i1}, {slot}[{self.ci(0)}] : memref<1x{ty}>",
            f"  cf.br ^sh{k}",
            f"^sd{k}:",
            "  scf.yield",
            "}",
            f"memref.store {w}, {b}[%tx] : {t}",
            "gpu.barrier",
            f"{z} = memref.load {b}[{j}] : {t}",
            *self.accumulate(z),
        ]

    def const_int(self, value: int, ty: str) -> str:
        name = f"%c{ty}_{value}"
        self.consts.setdefault(name, f"{name} = arith.constant {value} : {ty}")
        return name

    def piece_async(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """A 4-byte async copy into a buffer of f32, committed and waited for, then read."""
        f32 = [b for b in bufs if b.elem == "f32"]
        if not f32 or in_div:
            return self.stmts(bufs, loops, depth + 1, 1, in_div)
        buf = pick(self.ch, f32)
        t = buf.type(self.T)
        lines, idx = self.indices(buf, loops, for_write=True)
        tok, grp = self.fresh("t"), self.fresh("g")
        a = self.fresh("i")
        return [
            "gpu.barrier",
            *lines,
            f"{a} = arith.addi %tx, {self.ci(self.ch.int(0, self.M - self.T))} : index",
            f"{tok} = nvgpu.device_async_copy %in[{a}], %{buf.name}[{idx}], 1 : memref<{self.M}xf32> to {t}",
            f"{grp} = nvgpu.device_async_create_group {tok}",
            f"nvgpu.device_async_wait {grp} {{numGroups = 0 : i32}}",
            "gpu.barrier",
        ]

    def tma_type(self) -> str:
        return (f"!nvgpu.tensormap.descriptor<tensor = memref<{self.T}xf32, {WG}>, swizzle = none, "
                "l2promo = none, oob = zero, interleave = none>")

    def piece_tma(self, bufs: list[Buf], loops: list[str], depth: int, in_div: bool) -> list[str]:
        """TMA loads into a buffer of their own (see the module docstring), then reads of it."""
        if in_div or self.form == "func.func":
            return self.stmts(bufs, loops, depth + 1, 1, in_div)
        self.uses_tma = True
        self.n_buffers += 1
        buf = Buf(f"buf{self.n_buffers}", "f32", 1, False)
        t = buf.type(self.T)
        bar_t = f"!nvgpu.mbarrier.group<memorySpace = {WG}>"
        bar, first, v = self.fresh("tbar"), self.fresh("tfirst"), self.fresh("tv")
        ticks = self.ci(10000000)
        lines = [
            f"{bar} = nvgpu.mbarrier.create -> {bar_t}",
            f"{first} = arith.cmpi eq, %tx, {self.ci(0)} : index",
            f"scf.if {first} {{",
            f"  nvgpu.mbarrier.init {bar}[{self.ci(0)}], {self.ci(1)} : {bar_t}",
            "}",
            "gpu.barrier",
            *self.allocate(buf),
        ]
        for parity in ("false", "true")[: 1 + self.ch.chance(30)]:
            at = self.ci(self.ch.int(0, self.T + self.T // 2))
            done = self.fresh("tw")
            lines += [
                f"scf.if {first} {{",
                f"  nvgpu.mbarrier.arrive.expect_tx {bar}[{self.ci(0)}], {self.ci(4 * self.T)} : {bar_t}",
                f"  nvgpu.tma.async.load %tmap[{at}], {bar}[{self.ci(0)}] to %{buf.name} : {self.tma_type()}, {bar_t} -> {t}",
                "}",
                # other buffers at work while the copy is in flight: they may not take its bytes
                *(self.in_flight(loops, depth) if self.ch.chance(50) else []),
                f"{done} = arith.constant {parity}",
                f"nvgpu.mbarrier.try_wait.parity {bar}[{self.ci(0)}], {done}, {ticks} : {bar_t}",
            ]
            if self.ch.chance(50):  # else the tile lands unread: the wait alone ends its writes
                lines += [f"{v}{parity} = memref.load %{buf.name}[%tx] : {t}", *self.accumulate(f"{v}{parity}")]
            lines.append("gpu.barrier")
        bufs.append(buf)
        return lines

    def in_flight(self, loops: list[str], depth: int) -> list[str]:
        """After a barrier, a buffer made, used and left while a copy is in flight (it may not take
        the copy's bytes: the copy writes them until its wait)."""
        local: list[Buf] = []
        self.max_buffers += 1
        return ["gpu.barrier", *self.alloc(local, loops), *self.stmts(local, loops, depth + 1, 2, False), "gpu.barrier"]

    def top(self) -> list[str]:
        """Phases: each phase's buffers are used in it only, and a barrier ends it, so that later
        phases may take their bytes (the plans share)."""
        lines: list[str] = []
        phases = self.ch.int(1, 3)
        for phase in range(phases):
            lines += self.stmts([], [], 0, self.ch.int(2, 5), False)
            if phase + 1 < phases:
                self.max_buffers += self.ch.int(1, 2)
                lines.append("gpu.barrier")
        return lines

    # -- the module
    def body(self) -> list[str]:
        lines = super().body()
        head = [
            f"%lockfirst = arith.cmpi eq, %tx, {self.ci(0)} : index",
            "scf.if %lockfirst {",
            f"  memref.store {self.c32(0)}, %lock[{self.ci(0)}] : memref<1xi32>",
            "}",
            "gpu.barrier",
        ]
        if self.uses_dynamic:
            head += [
                f"%dynbase = gpu.dynamic_shared_memory : memref<?xi8, {WG}>",
                f"%dynview = memref.view %dynbase[{self.ci(0)}][] : memref<?xi8, {WG}> to memref<{self.T}xf32, {WG}>",
            ]
        # each block writes its own part of %out (the grid has two blocks)
        store = f"memref.store %result, %out[%tx] : memref<{self.T}xf32>"
        assert lines[-1] == store
        lines[-1:] = [
            f"%outbase = arith.muli %bx, {self.ci(self.T)} : index",
            "%outi = arith.addi %outbase, %tx : index",
            f"memref.store %result, %out[%outi] : memref<{2 * self.T}xf32>",
        ]
        consts = list(self.consts.values())
        rest = [ln for ln in lines if ln not in consts]
        return consts + rest[:2] + head + rest[2:]

    def module(self, form: str) -> str:
        T, M = self.T, self.M
        body = self.body()
        args = f"%in: memref<{M}xf32>, %out: memref<{2 * T}xf32>, %n: index, %lock: memref<1xi32>"
        passed = f"%in : memref<{M}xf32>, %out : memref<{2 * T}xf32>, %n : index, %lock : memref<1xi32>"
        if self.uses_tma:
            args += f", %tmap: {self.tma_type()}"
            passed += f", %tmap : {self.tma_type()}"
        helpers = "\n".join(self.helpers)
        if form == "func.func" and not self.uses_dynamic:
            lines = body + ["return"]
            text = "\n".join("  " + ln for ln in lines)
            return (f"func.func @{self.name}({args}) attributes {{gpu.known_block_size = array<i32: {T}, 1, 1>}} {{\n"
                    f"{text}\n}}\n" + (helpers + "\n" if helpers else ""))
        if form == "gpu.launch" and not self.helpers and not self.uses_dynamic:
            lines = [ln.replace("gpu.thread_id x", "arith.addi %ltx, %c0_launch : index").replace(
                "gpu.block_id x", "arith.addi %lbx, %c0_launch : index") for ln in body] + ["gpu.terminator"]
            text = "\n".join("      " + ln for ln in lines)
            return (f"module attributes {{gpu.container_module}} {{\n"
                    f"  func.func @{self.name}_host({args}) {{\n"
                    f"    %c1_launch = arith.constant 1 : index\n"
                    f"    %c2_launch = arith.constant 2 : index\n"
                    f"    %c0_launch = arith.constant 0 : index\n"
                    f"    %cT_launch = arith.constant {T} : index\n"
                    f"    gpu.launch blocks(%lbx, %lby, %lbz) in (%gx = %c2_launch, %gy = %c1_launch, %gz = %c1_launch) "
                    f"threads(%ltx, %lty, %ltz) in (%sx = %cT_launch, %sy = %c1_launch, %sz = %c1_launch) {{\n"
                    f"{text}\n    }}\n    return\n  }}\n}}\n")
        kernel_lines = body + ["gpu.return"]
        text = "\n".join("      " + ln for ln in kernel_lines)
        helper_text = "\n".join("    " + ln for h in self.helpers for ln in h.splitlines())
        gpu_module = (f"  gpu.module @{self.name}_m {{\n{helper_text}\n"
                      f"    gpu.func @{self.name}({args}) kernel attributes {{known_block_size = array<i32: {T}, 1, 1>}} {{\n"
                      f"{text}\n    }}\n  }}\n")
        dyn = f" dynamic_shared_memory_size %dsm" if self.uses_dynamic else ""
        host = (f"  func.func @{self.name}_host({args}) {{\n"
                f"    %c1 = arith.constant 1 : index\n    %c2 = arith.constant 2 : index\n"
                f"    %cT = arith.constant {T} : index\n"
                + (f"    %dsm = arith.constant {4 * T} : i32\n" if self.uses_dynamic else "")
                + f"    gpu.launch_func @{self.name}_m::@{self.name} blocks in (%c2, %c1, %c1) threads in (%cT, %c1, %c1)"
                f"{dyn} args({passed})\n"
                f"    return\n  }}\n")
        if form == "nested":
            return (f"module attributes {{gpu.container_module}} {{\n  builtin.module @{self.name}_outer attributes "
                    f"{{gpu.container_module}} {{\n" + "\n".join("  " + ln for ln in (gpu_module + host).splitlines())
                    + "\n  }\n}\n")
        if form == "launch_func" or self.uses_dynamic:
            return f"module attributes {{gpu.container_module}} {{\n{gpu_module}{host}}}\n"
        return f"module {{\n{gpu_module}}}\n"


def generate_diff(ch: Chooser, name: str = "fuzz") -> tuple[str, str, dict[str, int]]:
    """(module text, form, how often each piece was drawn) of one random kernel."""
    gen = DiffKernelGen(ch, name)
    gen.form = form = pick(ch, FORMS)
    text = gen.module(form)
    return text, form, gen.counts


def random_diff_kernel(seed: int, name: str = "fuzz") -> tuple[str, str, dict[str, int]]:
    return generate_diff(RandomChooser(random.Random(seed)), name)


__all__ = ["DIFF_PIECES", "FORMS", "DiffKernelGen", "generate_diff", "random_diff_kernel"]
