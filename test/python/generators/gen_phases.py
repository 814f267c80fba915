"""Seeded kernels of TMA loads and mbarrier waits, with the ground truth of which buffers may share.

Each kernel has a group of two mbarriers, initialised at the start (by every thread, or, as TMA
kernels do, by thread 0 under ``scf.if`` with a barrier after it: ``Kernel.guarded_init``, drawn
apart from the rest so that a seed's kernel is otherwise the same), and buffers of 1 KiB that TMA
loads fill and threads read and write: some allocated at the kernel's top level, some in the body
of one ``scf.for`` of a constant trip count that carries a phase parity (``iter_args(%ph = ...)``,
yielded as ``%ph``, its negation or a constant). Statements before, in and after the loop are drawn
from: a TMA load into a buffer on either barrier (in the loop, maybe under ``i + 1 < n``, a
prefetch for the next iteration, or ``i + 1 <= n``, which also holds in the last), a wait for a
parity (a constant, the loop's parity or its negation, the loop's result after it), a block-wide
barrier, a use of a buffer (every thread stores its element and reads it back), and an ``scf.if``
on the kernel's uniform argument ``%flag`` around some of them; stages (load, wait, use, barrier)
and perturbed pipelines (a prologue load, each iteration waiting, using and loading for the next)
are drawn as wholes. Every condition is uniform, so one trace per value of ``%flag``, the kernel
run by one thread, stands for every thread.

The ground truth (``Kernel.unsafe``) runs those traces on the mbarrier's own rules, sharing
nothing with smem-opt: each barrier's phase counts from 0; a load belongs to the phase of its
barrier current when it is issued; a wait for parity P when the current phase has parity P
completes the phase (every load of it lands there) and the next begins; a wait for the other
parity returns at once. (The kernel's waits are trusted to be for phases its loads complete, as
smem-opt's rule trusts them.) A buffer instance (a body buffer has one per iteration) is live from
its first event to its last: a use, a load's issue, the load's landing (the end of the kernel when
it never lands). Two buffers placed on common bytes are a wrong plan when, in either trace, one's
instance is live while the other's is, or no barrier runs between the end of one and the start of
the other.

Usage::

    k = random_phase_kernel(seed)
    k.text                      # the kernel (MLIR, structured)
    k.unsafe({"A": (0, 1024), "B": (0, 1024), ...})   # the pairs that plan gets wrong
    k.may_share("A", "B")       # do the traces allow the two on common bytes?
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

BYTES = 64 * 8 * 2

DESC = (
    "!nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, "
    "swizzle = none, l2promo = none, oob = zero, interleave = none>"
)

HEAD = f"!desc = {DESC}\n" + """!bt = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!ws = memref<64x8xf16, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @phases(%d: !desc, %out: memref<64xf16>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tx = gpu.thread_id x
    %h = arith.constant 1.0 : f16
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !bt
"""

INITS = """    nvgpu.mbarrier.init %bar[%c0], %c0 : !bt
    nvgpu.mbarrier.init %bar[%c1], %c0 : !bt
"""
GUARDED_INITS = """    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      nvgpu.mbarrier.init %bar[%c0], %c0 : !bt
      nvgpu.mbarrier.init %bar[%c1], %c0 : !bt
    }
    gpu.barrier
"""
"""Thread 0 initialises the barriers and a barrier publishes them (before any buffer is used, so
the trace, which starts every barrier in phase 0, is the same)."""


@dataclass(frozen=True)
class Stmt:
    kind: str  # "load", "load-if-next", "load-if-le" (in the loop only), "wait", "barrier", "use", "if"
    arg: str = ""  # the buffer, or the parity's name
    bar: int = 0  # the mbarrier of a load or a wait (two in the group)
    then: tuple[Stmt, ...] = ()  # the statements an "if" on the kernel's uniform %flag runs


@dataclass
class Kernel:
    seed: int
    top: list[str]  # buffers allocated at the kernel's top level
    body: list[str]  # buffers allocated in the loop body
    before: list[Stmt]
    inside: list[Stmt]
    after: list[Stmt]
    trips: int
    init: bool
    yielded: str  # "ph", "nph", "false", "true"
    guarded_init: bool = False
    text: str = ""
    traces: list[tuple[dict[str, list[tuple[int, int]]], list[int]]] = field(default_factory=list)
    """Per value of %flag (false, true): each buffer's instance spans, and the barriers' times."""

    @property
    def spans(self) -> dict[str, list[tuple[int, int]]]:
        """The spans in the run with %flag false."""
        return self.traces[0][0]

    @property
    def buffers(self) -> list[str]:
        return self.top + self.body

    def may_share(self, x: str, y: str) -> bool:
        """May ``x`` and ``y`` (different buffers) be placed on common bytes, in every run?"""
        for spans, barriers in self.traces:
            for a in spans[x]:
                for b in spans[y]:
                    first, second = (a, b) if a[0] <= b[0] else (b, a)
                    if first[1] >= second[0]:
                        return False  # live at once
                    if not any(first[1] < t < second[0] for t in barriers):
                        return False  # no barrier between
        return True

    def unsafe(self, ranges: dict[str, tuple[int, int]]) -> list[tuple[str, str]]:
        """The pairs of buffers the placement ``ranges`` (name -> [start, end) bytes) puts on
        common bytes although the trace forbids it."""
        names = sorted(ranges)
        found = []
        for i, x in enumerate(names):
            for y in names[i + 1 :]:
                (a0, a1), (b0, b1) = ranges[x], ranges[y]
                if a0 < b1 and b0 < a1 and not self.may_share(x, y):
                    found.append((x, y))
        return found


def random_phase_kernel(seed: int) -> Kernel:
    rng = random.Random(seed)
    top = [f"T{i}" for i in range(rng.randint(1, 3))]
    body = [f"B{i}" for i in range(rng.randint(0, 3))]
    if rng.random() < 0.3:
        return phase_kernel(_init_form(_pipeline(rng, seed, top, body)))
    inside = body or top if rng.random() < 0.7 else top + body
    return phase_kernel(_init_form(
        Kernel(
            seed, top, body,
            before=_stmts(rng, top, ("false", "true"), rng.randint(0, 4)),
            inside=_guarded(rng, _stmts(rng, inside, ("false", "true", "ph", "nph", "ph"), rng.randint(2, 8))),
            after=_stmts(rng, top, ("false", "true", "r", "nr"), rng.randint(0, 5)),
            trips=rng.randint(1, 3),
            init=rng.random() < 0.3,
            yielded=rng.choice(("nph", "nph", "nph", "ph", "false", "true")),
        )
    ))


def _init_form(k: Kernel) -> Kernel:
    """``k`` with its barriers initialised by thread 0 alone for half the seeds (a draw of its own)."""
    k.guarded_init = random.Random(k.seed * 7919 + 13).random() < 0.5
    return k


def phase_kernel(k: Kernel) -> Kernel:
    """``k`` with its text and its traces."""
    k.text = _emit(k)
    k.traces = [_trace(k, flag) for flag in (False, True)]
    return k


def _stmts(rng: random.Random, buffers: list[str], parities: tuple[str, ...], n: int) -> list[Stmt]:
    """``n`` statements: stages (a load, a wait, a use of what it loaded, a barrier) and single
    statements, in a random mix."""
    out: list[Stmt] = []
    while len(out) < n:
        if buffers and rng.random() < 0.5:
            x, bar = rng.choice(buffers), int(rng.random() < 0.25)
            stage = [Stmt("load", x, bar), Stmt("wait", rng.choice(parities), bar), Stmt("use", x), Stmt("barrier")]
            if rng.random() < 0.3:
                stage.insert(rng.randint(1, 3), _single(rng, buffers, parities))
        else:
            stage = [_single(rng, buffers, parities)]
        if rng.random() < 0.12:
            stage = [Stmt("if", then=tuple(stage))]  # run only when the kernel's %flag holds
        out.extend(stage)
    return out


def _pipeline(rng: random.Random, seed: int, top: list[str], body: list[str]) -> Kernel:
    """A pipeline over one buffer, perturbed: the prologue loads it, each iteration waits for the
    phase, uses it, and loads it again for the next iteration (under a test that another one
    follows, or a test that also holds in the last, or none), then the epilogue uses the other
    buffers."""
    x = body[0] if body and rng.random() < 0.4 else top[0]  # the buffer made once, or in every iteration
    load = rng.choice(("load-if-next", "load-if-next", "load-if-le", "load"))
    inside = [Stmt("wait", rng.choice(("ph", "ph", "nph"))), Stmt("use", x), Stmt("barrier"), Stmt(load, x)]
    if len(body) > 1 and rng.random() < 0.5:
        # another buffer, used while the load may be in flight
        inside += [Stmt("barrier"), Stmt("use", body[1]), Stmt("barrier")]
    if rng.random() < 0.3:
        inside.insert(rng.randint(0, len(inside)), _single(rng, [x, *body], ("false", "true", "ph", "nph")))
    after = [Stmt("barrier")] if rng.random() < 0.8 else []
    after += [Stmt("use", b) for b in top[1:]] or [Stmt("use", top[0])]
    if rng.random() < 0.5:
        after.insert(0, Stmt("wait", rng.choice(("r", "r", "nr"))))
    before = [Stmt("load", x)] if x in top else []
    return Kernel(seed, top, body, before=before, inside=inside, after=after,
                  trips=rng.randint(1, 3), init=rng.random() < 0.2,
                  yielded=rng.choice(("nph", "nph", "nph", "ph")))


def _guarded(rng: random.Random, stmts: list[Stmt]) -> list[Stmt]:
    """Some loads of a loop body put under a test of ``i + 1`` against the trip count: ``<``, so
    the load runs only when another iteration follows (a pipeline's prefetch), or ``<=``, which
    also holds in the last iteration."""
    return [
        Stmt(rng.choice(("load-if-next", "load-if-next", "load-if-le")), s.arg)
        if s.kind == "load" and rng.random() < 0.3 else s
        for s in stmts
    ]


def _single(rng: random.Random, buffers: list[str], parities: tuple[str, ...]) -> Stmt:
    kind = rng.choice(("load", "load", "wait", "wait", "barrier", "barrier", "use", "use", "use"))
    if kind in ("load", "use") and not buffers:
        kind = "barrier"
    arg = rng.choice(buffers) if kind in ("load", "use") else rng.choice(parities) if kind == "wait" else ""
    return Stmt(kind, arg, int(kind in ("load", "wait") and rng.random() < 0.25))


def _emit(k: Kernel) -> str:
    lines = [(HEAD + (GUARDED_INITS if k.guarded_init else INITS)).rstrip("\n")]
    ind = "    "
    for b in k.top:
        lines.append(f"{ind}%{b} = memref.alloc() : !ws")
    serial = iter(range(10**6))
    lines += [_line(s, ind, {"false": "%false", "true": "%true"}, next(serial)) for s in k.before]
    init = "%true" if k.init else "%false"
    lines.append(f"{ind}%trips = arith.constant {k.trips} : index")
    lines.append(f"{ind}%r = scf.for %i = %c0 to %trips step %c1 iter_args(%ph = {init}) -> (i1) {{")
    inner = ind + "  "
    lines.append(f"{inner}%nph = arith.xori %ph, %true : i1")
    for b in k.body:
        lines.append(f"{inner}%{b} = memref.alloc() : !ws")
    names = {"false": "%false", "true": "%true", "ph": "%ph", "nph": "%nph"}
    lines += [_line(s, inner, names, next(serial)) for s in k.inside]
    lines.append(f"{inner}scf.yield {names[k.yielded]} : i1")
    lines.append(f"{ind}}}")
    lines.append(f"{ind}%nr = arith.xori %r, %true : i1")
    after = {"false": "%false", "true": "%true", "r": "%r", "nr": "%nr"}
    lines += [_line(s, ind, after, next(serial)) for s in k.after]
    lines += [f"{ind}gpu.return", "  }", "}", ""]
    return "\n".join(line for line in lines if line)


def _line(s: Stmt, ind: str, names: dict[str, str], n: int) -> str:
    if s.kind == "if":
        inner = [_line(t, ind + "  ", names, 10_000 + n * 100 + i) for i, t in enumerate(s.then)]
        return "\n".join([f"{ind}scf.if %flag {{", *inner, f"{ind}}}"])
    if s.kind == "load":
        return f"{ind}nvgpu.tma.async.load %d[%c0, %c0], %bar[%c{s.bar}] to %{s.arg} : !desc, !bt -> !ws"
    if s.kind in ("load-if-next", "load-if-le"):
        pred = "slt" if s.kind == "load-if-next" else "sle"
        return (
            f"{ind}%n{n} = arith.addi %i, %c1 : index\n"
            f"{ind}%g{n} = arith.cmpi {pred}, %n{n}, %trips : index\n"
            f"{ind}scf.if %g{n} {{\n"
            f"{ind}  nvgpu.tma.async.load %d[%c0, %c0], %bar[%c{s.bar}] to %{s.arg} : !desc, !bt -> !ws\n"
            f"{ind}}}"
        )
    if s.kind == "wait":
        return f"{ind}nvgpu.mbarrier.try_wait.parity %bar[%c{s.bar}], {names[s.arg]}, %ticks : !bt"
    if s.kind == "barrier":
        return f"{ind}gpu.barrier"
    return (
        f"{ind}memref.store %h, %{s.arg}[%tx, %c0] : !ws\n"
        f"{ind}%v{n} = memref.load %{s.arg}[%tx, %c0] : !ws\n"
        f"{ind}memref.store %v{n}, %out[%tx] : memref<64xf16>"
    )


def _trace(k: Kernel, flag: bool) -> tuple[dict[str, list[tuple[int, int]]], list[int]]:
    """Run the kernel's trace with %flag = ``flag``: the spans of every buffer instance, the
    barriers' times."""
    clock = 0
    phase = [0, 0]  # each mbarrier's current phase
    in_flight: list[tuple[str, int, int]] = []  # (instance, mbarrier, phase) of loads not landed
    events: dict[str, list[int]] = {}
    owner: dict[str, str] = {b: b for b in k.top}
    barriers: list[int] = []
    values = {"false": False, "true": True}

    def run(stmts, instance: dict[str, str], parity: dict[str, bool], it: int = 0) -> None:
        nonlocal clock
        for s in stmts:
            clock += 1
            if s.kind in ("load-if-next", "load-if-le"):
                bound = k.trips if s.kind == "load-if-next" else k.trips + 1
                s = Stmt("load", s.arg, s.bar) if it + 1 < bound else Stmt("skip")
            if s.kind == "if":
                if flag:
                    run(s.then, instance, parity, it)
            elif s.kind == "barrier":
                barriers.append(clock)
            elif s.kind == "use":
                events.setdefault(instance[s.arg], []).append(clock)
            elif s.kind == "load":
                events.setdefault(instance[s.arg], []).append(clock)
                in_flight.append((instance[s.arg], s.bar, phase[s.bar]))
            elif s.kind == "wait" and parity[s.arg] == bool(phase[s.bar] & 1):
                # a wait for the current phase: it completes, and its loads land
                for entry in [e for e in in_flight if e[1:] == (s.bar, phase[s.bar])]:
                    events[entry[0]].append(clock)
                    in_flight.remove(entry)
                phase[s.bar] += 1

    top = {b: b for b in k.top}
    run(k.before, top, dict(values))
    ph = k.init
    for it in range(k.trips):
        instance = dict(top)
        for b in k.body:
            instance[b] = f"{b}#{it}"
            owner[instance[b]] = b
        run(k.inside, instance, {**values, "ph": ph, "nph": not ph}, it)
        ph = {"ph": ph, "nph": not ph, "false": False, "true": True}[k.yielded]
    run(k.after, top, {**values, "r": ph, "nr": not ph})
    end = clock + 1
    for inst, _, _ in in_flight:
        events[inst].append(end)
    spans: dict[str, list[tuple[int, int]]] = {b: [] for b in k.buffers}
    for inst, times in events.items():
        spans[owner[inst]].append((min(times), max(times)))
    return spans, barriers


__all__ = ["Kernel", "Stmt", "random_phase_kernel", "phase_kernel", "BYTES"]
