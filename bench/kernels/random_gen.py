"""Seeded generator of random structured kernels in the smem dialect.

A generated kernel has ``n_buffers`` workgroup buffers of random shapes and
element types (f32, f16, i8, f64) and a body made of ``phases``. Every buffer
gets a lifetime: a random run of consecutive phases. A phase is one of

* straight-line code,
* a uniform ``scf.for`` (2 or 3 trips, sometimes nested),
* a uniform ``scf.if`` on ``gpu.block_id`` (with an ``else`` branch: buffers that
  live only in this phase are split between the exclusive branches),
* a divergent ``scf.if`` on ``gpu.thread_id`` (no barrier inside).

In each phase every live buffer is accessed ``reps`` times: its first phase
writes it (a store, or a cp.async ``smem.async_copy`` + ``smem.async_commit`` +
``smem.async_wait {pending = 0}`` when the shape allows one), later phases
read it and store the value to a global output. Phases end in a barrier with
probability ``barrier_prob`` (otherwise the next phase's buffers cannot reuse
this phase's bytes). Buffers that live in a single loop phase are allocated
inside the loop body (per-iteration contents); the others at kernel level.

The text is deterministic for a given (parameters, seed). ``reps`` scales the
op count without changing the buffer structure; ``ops_target`` picks ``reps``
to get close to a wanted op count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bench.kernels._emit import WG

DTYPES = (("f32", 4), ("f16", 2), ("i8", 1), ("f64", 8))
GLOBAL_LEN = 256


@dataclass
class _Buf:
    name: str
    shape: tuple[int, ...]
    dtype: str
    elem_bytes: int
    start: int
    end: int
    local_alloc: bool = False
    branch: int = 0
    """0: both / not in an if-else; 1: then; 2: else (only for one-phase buffers)."""

    @property
    def type(self) -> str:
        return f"memref<{'x'.join(map(str, self.shape))}x{self.dtype}, {WG}>"

    @property
    def nbytes(self) -> int:
        n = self.elem_bytes
        for d in self.shape:
            n *= d
        return n


@dataclass
class _Phase:
    kind: str
    """plain, loop, loop2, ifelse, divergent."""
    barrier: bool
    live: list[_Buf] = field(default_factory=list)


def _shape(rng: random.Random, elem_bytes: int) -> tuple[int, ...]:
    # total bytes mostly 64 B .. 16 KiB, a few odd shapes
    total = 2 ** rng.randint(6, 14)
    n = max(1, total // elem_bytes)
    if rng.random() < 0.15:
        return (rng.randint(1, 40), rng.randint(1, 12))
    if rng.random() < 0.5 and n >= 16:
        inner = 2 ** rng.randint(2, min(7, n.bit_length() - 1))
        return (n // inner, inner)
    return (n,)


def generate(
    n_buffers: int,
    seed: int = 0,
    *,
    phases: int | None = None,
    reps: int = 1,
    ops_target: int | None = None,
    barrier_prob: float = 0.9,
    async_prob: float = 0.3,
    name: str | None = None,
) -> str:
    rng = random.Random(seed)
    if phases is None:
        phases = max(3, n_buffers // 3)
    kinds = ["plain", "loop", "loop2", "ifelse", "divergent"]
    weights = [4, 3, 1, 2, 1]
    ph = [_Phase(rng.choices(kinds, weights)[0], rng.random() < barrier_prob) for _ in range(phases)]
    bufs: list[_Buf] = []
    for i in range(n_buffers):
        dt, eb = rng.choice(DTYPES)
        start = rng.randrange(phases)
        length = 1 if rng.random() < 0.35 else min(phases - start, 1 + int(rng.expovariate(1 / 3)))
        b = _Buf(f"buf{i}", _shape(rng, eb), dt, eb, start, start + length - 1)
        if length == 1 and ph[start].kind in ("loop", "loop2") and rng.random() < 0.7:
            b.local_alloc = True
        if length == 1 and ph[start].kind == "ifelse":
            b.branch = rng.choice((1, 2))
        bufs.append(b)
        for p in range(b.start, b.end + 1):
            ph[p].live.append(b)
    name = name or f"random_{n_buffers}_{seed}"

    def emit(r: int) -> str:
        return _emit(random.Random(seed * 7919 + 1), name, bufs, ph, r, async_prob)

    if ops_target is not None:
        # the op count is linear in reps (the structure does not depend on it)
        one, two = count_ops(emit(1)), count_ops(emit(2))
        reps = max(1, round(1 + (ops_target - one) / max(1, two - one)))
    return emit(reps)


def count_ops(text: str) -> int:
    """Ops in a generated kernel's text (one op per line; closing braces are not ops),
    plus the enclosing module."""
    n = 1
    for line in text.splitlines():
        t = line.strip()
        if t and not t.startswith("//") and t not in ("}", "} else {"):
            n += 1
    return n


def _emit(rng, name, bufs, phases, reps, async_prob) -> str:
    lines: list[str] = []
    consts: dict[tuple[str, str], str] = {}
    const_lines: list[str] = []

    def const(v, t="index") -> str:
        key = (str(v), t)
        if key not in consts:
            n = f"%k{len(consts)}"
            lit = str(v) if t in ("index", "i8", "i32") else f"{float(v)!r}"
            const_lines.append(f"  {n} = arith.constant {lit} : {t}")
            consts[key] = n
        return consts[key]

    globals_ = {dt: f"%G_{dt}" for dt, _ in DTYPES}
    gtype = {dt: f"memref<{GLOBAL_LEN}x{dt}>" for dt, _ in DTYPES}
    args = ", ".join(f"{globals_[dt]}: {gtype[dt]}" for dt, _ in DTYPES)
    # thread index modulo each leading dimension (hoisted)
    mods: dict[int, str] = {}
    counter = [0]

    def fresh(h: str) -> str:
        counter[0] += 1
        return f"%{h}{counter[0]}"

    def tid_mod(d: int) -> str:
        if d not in mods:
            n = f"%tm{d}"
            mods[d] = n
            const_lines.append(f"  {n} = arith.remui %tid, {const(d)} : index")
        return mods[d]

    def indices(b: _Buf) -> str:
        return ", ".join([tid_mod(b.shape[0])] + [const(0)] * (len(b.shape) - 1))

    def value(dt: str) -> str:
        return const(1 if dt == "i8" else 1.5, dt)

    written: set[str] = set()

    def access(b: _Buf, depth: int, allow_async: bool) -> None:
        pad = "  " * depth
        if b.name not in written:
            written.add(b.name)
            inner = b.shape[-1]
            count = 16 // b.elem_bytes
            if allow_async and rng.random() < async_prob and b.dtype != "f64" and inner >= count:
                t = fresh("cp")
                idx = ", ".join([const(0)] * len(b.shape))
                lines.append(
                    f"{pad}{t} = smem.async_copy {globals_[b.dtype]}[{const(0)}], %{b.name}[{idx}], {count} : "
                    f"{gtype[b.dtype]} to {b.type}"
                )
                g = fresh("grp")
                lines.append(f"{pad}{g} = smem.async_commit {t}")
                lines.append(f"{pad}smem.async_wait {g} {{pending = 0}}")
                return
            lines.append(f"{pad}memref.store {value(b.dtype)}, %{b.name}[{indices(b)}] : {b.type}")
            return
        v = fresh("v")
        lines.append(f"{pad}{v} = memref.load %{b.name}[{indices(b)}] : {b.type}")
        lines.append(f"{pad}memref.store {v}, {globals_[b.dtype]}[%tid] : {gtype[b.dtype]}")

    def alloc(b: _Buf, depth: int) -> None:
        lines.append(f"{'  ' * depth}%{b.name} = smem.alloc : {b.type}")

    for b in bufs:
        if not b.local_alloc:
            alloc(b, 1)
    for p_index, p in enumerate(phases):
        live = sorted(p.live, key=lambda b: int(b.name[3:]))
        d = 1
        if p.kind in ("loop", "loop2"):
            iv = fresh("i")
            lines.append(f"  scf.for {iv} = {const(0)} to {const(rng.choice((2, 3)))} step {const(1)} {{")
            d = 2
            for b in live:
                if b.local_alloc:
                    alloc(b, d)
            if p.kind == "loop2":
                iv2 = fresh("j")
                lines.append(f"    scf.for {iv2} = {const(0)} to {const(2)} step {const(1)} {{")
                d = 3
            for _ in range(1 if p.kind == "loop2" else 1):
                for r in range(reps):
                    for b in live:
                        access(b, d, allow_async=True)
            if p.kind == "loop2":
                lines.append("      scf.yield")
                lines.append("    }")
            if p.barrier and rng.random() < 0.5:
                lines.append("    gpu.barrier")
            lines.append("    scf.yield")
            lines.append("  }")
        elif p.kind == "ifelse":
            c = fresh("u")
            lines.append(f"  {c} = arith.cmpi ult, %bid, {const(rng.randint(1, 4))} : index")
            lines.append(f"  scf.if {c} {{")
            for br in (1, 2):
                for r in range(reps):
                    for b in live:
                        if b.branch in (0, br):
                            access(b, 2, allow_async=True)
                lines.append("    scf.yield")
                lines.append("  } else {" if br == 1 else "  }")
        elif p.kind == "divergent":
            c = fresh("dv")
            lines.append(f"  {c} = arith.cmpi ult, %tid, {const(rng.randint(1, 31))} : index")
            lines.append(f"  scf.if {c} {{")
            for r in range(reps):
                for b in live:
                    access(b, 2, allow_async=False)
            lines.append("    scf.yield")
            lines.append("  }")
        else:
            for r in range(reps):
                for b in live:
                    access(b, 1, allow_async=True)
        if p.barrier:
            lines.append("  gpu.barrier")
    head = [
        f"// Random structured kernel: {len(bufs)} buffers, {len(phases)} phases, reps={reps}.",
        "// Generated by bench/kernels/random_gen.py.",
        f"smem.kernel @{name}({args}) block_size = [32, 1, 1] {{",
        "  %tid = gpu.thread_id x",
        "  %bid = gpu.block_id x",
    ]
    return "\n".join(head + const_lines + lines + ["  smem.return", "}"]) + "\n"


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description="print a random structured kernel")
    ap.add_argument("n_buffers", type=int)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--reps", type=int, default=1)
    ap.add_argument("--ops", type=int, default=None, help="approximate op count")
    o = ap.parse_args(argv)
    print(generate(o.n_buffers, o.seed, reps=o.reps, ops_target=o.ops), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
