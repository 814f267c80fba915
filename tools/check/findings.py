"""What a plan's run shows against the reference's run of the same kernel, inputs and schedule.

Errors, each at the input op it traces back to: an output buffer that differs (at the op that
last wrote the first differing byte), a race, fault or deadlock the reference does not have, and
a shared read that sees other bytes than in the reference (bytes no thread wrote in this plan,
or that another write overwrote). What the reference shows itself (races, uninitialised reads,
faults, deadlocks) is the input's own: a warning, never the plan's fault.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.codecs import codec_for
from smem_opt.tools.check.execute import Run
from smem_opt.tools.check.inputs import Inputs, element_at
from smem_opt.tools.check.mlir_text import Loc


@dataclass
class Finding:
    severity: str
    loc: Loc | None
    message: str
    notes: list[str] = field(default_factory=list)

    def render(self) -> str:
        where = f"{self.loc[0]}:{self.loc[1]}:{self.loc[2]}: " if self.loc else ""
        lines = [f"{where}{self.severity}: check: {self.message}"]
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)


def loc_text(loc: Loc | None) -> str:
    return f"{loc[0]}:{loc[1]}:{loc[2]}" if loc else "an op without location"


def _short(loc: Loc | None, here: Loc | None = None) -> str:
    """Where ``loc`` is, as seen from a finding at ``here``: ``line L:C`` in the same file."""
    if loc is None:
        return "an op without location"
    if here is not None and here[0] != loc[0]:
        return loc_text(loc)
    return f"line {loc[1]}:{loc[2]}"


class Collector:
    """Findings of one kernel over all schedules, each reported once."""

    def __init__(self, kernel: str):
        self.kernel = kernel
        self.findings: list[Finding] = []
        self.seen: set[tuple] = set()

    def add(self, key: tuple, severity: str, loc: Loc | None, message: str, notes: list[str] | None = None) -> None:
        key = (severity, *key)
        if key in self.seen:
            return
        self.seen.add(key)
        self.findings.append(Finding(severity, loc, message, notes or []))

    @property
    def errors(self) -> int:
        return sum(1 for f in self.findings if f.severity == "error")


_RACE_WORDS = {
    "write-read": ("reads", "wrote"),
    "read-write": ("writes", "read"),
    "write-write": ("writes", "wrote"),
}
_FAULT_WORDS = {
    "misaligned": "misaligned access",
    "oob-shared": "out-of-bounds shared memory access",
    "oob-global": "out-of-bounds global memory access",
    "oob-local": "out-of-bounds stack access",
    "invalid-pointer": "access through an invalid pointer",
    "assume": "failed llvm.intr.assume",
    "division": "undefined behaviour",
    "trap": "trap",
    "mbarrier": "mbarrier misuse",
    "warp": "warp-wide op misuse",
    "shfl": "warp-wide op misuse",
}


def _race_message(race, first: Loc | None, here: Loc | None) -> str:
    if race.kinds.startswith("async-"):
        verb = "reads" if race.kinds == "async-read" else "writes"
        return (f"race in shared memory: thread {race.threads[1]} {verb} bytes that an async copy issued at "
                f"{_short(first, here)} (thread {race.threads[0]}) still has in flight")
    verb, other = _RACE_WORDS[race.kinds]
    return (f"race in shared memory: thread {race.threads[1]} {verb} bytes that thread {race.threads[0]} "
            f"{other} at {_short(first, here)}, with no barrier between")


def _race_key(run: Run, race) -> tuple:
    sites = run.module.sites
    return (sites[race.first].loc, sites[race.second].loc, race.kinds)


def _fault_key(run: Run, fault) -> tuple:
    return (fault.kind, run.module.sites[fault.site].loc if fault.site >= 0 else None)


def report_run(out: Collector, run: Run, reference: Run | None, own: bool) -> None:
    """Races, faults and deadlocks of ``run``; ``reference`` is None when ``run`` is the
    reference itself (``own``: everything it shows is the input's own)."""
    sites = run.module.sites
    ref_races = {_race_key(reference, r) for b in reference.blocks for r in b.memory.races.values()} if reference else set()
    ref_faults = {_fault_key(reference, f) for b in reference.blocks for f in b.memory.faults.values()} if reference else set()
    for b in run.blocks:
        for race in b.memory.races.values():
            key = _race_key(run, race)
            first, second = key[0], key[1]
            mine = own or key in ref_races
            message = _race_message(race, first, second)
            if mine:
                message += " (the input's own: the reference has it too)"
            notes = [f"the other access is at {loc_text(first)}"] if first else []
            notes.append(f"on {b.memory.describe_offset(race.byte)}")
            out.add(("race", *key), "warning" if mine else "error", second, message, notes)
        for fault in b.memory.faults.values():
            key = _fault_key(run, fault)
            mine = own or key in ref_faults
            loc = key[1]
            message = f"{_FAULT_WORDS.get(fault.kind, fault.kind)}: {fault.detail} (thread {fault.thread})"
            if mine:
                message += " (the input's own: the reference has it too)"
            out.add(("fault", *key), "warning" if mine else "error", loc, message)
        o = b.outcome
        if o.deadlock:
            ref_dead = reference is not None and any(rb.outcome.deadlock for rb in reference.blocks)
            mine = own or ref_dead
            groups = [(what, sites[site].loc if site >= 0 else None, tids) for what, site, tids in o.deadlock]
            here = groups[0][1] if groups else None
            text = "; ".join(f"threads {_ranges(tids)} {what} at {_short(loc, here)}" for what, loc, tids in groups)
            message = f"deadlock: the block can never go on: {text}"
            if mine:
                message += " (the input's own: the reference deadlocks too)"
            out.add(("deadlock", groups[0][1] if groups else None), "warning" if mine else "error",
                    groups[0][1] if groups else None, message)
        if o.stopped is not None:
            loc = None
            message = f"the run stopped: {o.stopped.message}"
            out.add(("stopped",), "warning" if own else "error", loc, message)


def _ranges(tids: list[int]) -> str:
    runs: list[list[int]] = []  # [first, last] of each run of consecutive ids
    for t in sorted(tids):
        if runs and t == runs[-1][1] + 1:
            runs[-1][1] = t
        else:
            runs.append([t, t])
    return ",".join(f"{a}-{b}" if a != b else f"{a}" for a, b in runs)


def _writer(run: Run, block: int, wid: int) -> tuple[Loc | None, int]:
    tid, seq = wid >> 32, wid & 0xFFFFFFFF
    threads = run.blocks[block].threads
    site = threads[tid].write_sites[seq] if tid < len(threads) and seq < len(threads[tid].write_sites) else -1
    return (run.module.sites[site].loc if site >= 0 else None), tid


def compare_reads(out: Collector, ref: Run, var: Run) -> None:
    """Each shared read of the plan against the same read of the reference: the same op (when
    both come from one file; a reference from another file is matched read by read)."""
    for b, (rb, vb) in enumerate(zip(ref.blocks, var.blocks)):
        for rt, vt in zip(rb.threads, vb.threads):
            rsites, vsites = ref.module.sites, var.module.sites
            for (rs, rp), (vs, vp) in zip(rt.reads, vt.reads):
                rloc, vloc = rsites[rs].loc, vsites[vs].loc
                if rloc != vloc and (rloc is None or vloc is None or rloc[0] == vloc[0]):
                    break  # the two runs took different paths: the outputs will tell
                if rp == vp:
                    if rp == -1 or isinstance(rp, tuple) and -1 in rp:
                        out.add(("uninit", rloc), "warning", rloc,
                                f"thread {rt.tid} reads shared bytes no thread wrote (the input's own: the reference "
                                f"reads them too)")
                    continue
                n = len(vp) if isinstance(vp, tuple) else len(rp) if isinstance(rp, tuple) else 1
                rbytes = rp if isinstance(rp, tuple) else (rp,) * n
                vbytes = vp if isinstance(vp, tuple) else (vp,) * n
                for r_w, v_w in zip(rbytes, vbytes):
                    if r_w == v_w:
                        continue
                    if r_w == -1:
                        out.add(("uninit", rloc), "warning", rloc,
                                f"thread {rt.tid} reads shared bytes no thread wrote (the input's own: the reference "
                                f"reads them too)")
                        break
                    wloc, wtid = _writer(ref, b, r_w)
                    if v_w == -1:
                        out.add(("unwritten", vloc), "error", vloc,
                                f"thread {vt.tid} reads shared bytes that no thread wrote in this plan; in the "
                                f"reference they hold what thread {wtid} wrote at {_short(wloc, vloc)}",
                                [f"the reference's write is at {loc_text(wloc)}"] if wloc else [])
                    else:
                        oloc, otid = _writer(var, b, v_w)
                        out.add(("overwritten", vloc, oloc), "error", vloc,
                                f"thread {vt.tid} reads shared bytes that thread {otid} overwrote at {_short(oloc, vloc)}; "
                                f"in the reference they hold what thread {wtid} wrote at {_short(wloc, vloc)}",
                                [f"the overwriting access is at {loc_text(oloc)}"] if oloc else [])
                    break


def undefined(ref: Run, var: Run) -> bool:
    """Whether the reference did something undefined that may make the plan's outputs differ for
    that reason alone: a race, a fault, a deadlock, or a read of bytes no thread wrote *where the
    plan read other bytes*. Shared memory starts as zeros in both runs, so a read of unwritten
    bytes that is unwritten in the plan too gives the same value: it excuses nothing (undefined
    bytes excuse only themselves, never the plan's other differences)."""
    for b in ref.blocks:
        if b.memory.races or b.memory.faults or b.outcome.deadlock:
            return True
    for rb, vb in zip(ref.blocks, var.blocks):
        for rt, vt in zip(rb.threads, vb.threads):
            for (_, rp), (_, vp) in zip(rt.reads, vt.reads):
                if rp == vp:
                    continue
                n = len(vp) if isinstance(vp, tuple) else len(rp) if isinstance(rp, tuple) else 1
                rbytes = rp if isinstance(rp, tuple) else (rp,) * n
                vbytes = vp if isinstance(vp, tuple) else (vp,) * n
                if any(r == -1 and v != -1 for r, v in zip(rbytes, vbytes)):
                    return True
    return False


def _differing_writer(ref: Run, var: Run, ref_writer: dict[int, int], var_writer: dict[int, int],
                      byte: int, fallback: Loc | None) -> Loc | None:
    """Where the first differing byte was last written: in the plan, else in the reference."""
    site = var_writer.get(byte, -1)
    if site >= 0 and var.module.sites[site].loc is not None:
        return var.module.sites[site].loc
    rsite = ref_writer.get(byte, -1)
    return ref.module.sites[rsite].loc if rsite >= 0 and ref.module.sites[rsite].loc is not None else fallback


def compare_outputs(out: Collector, ref: Run, var: Run, inputs: Inputs, kernel_loc: Loc | None) -> None:
    """Every global buffer, bit for bit: the memref arguments and the module's globals in
    device memory. When the reference itself did something undefined, a difference may come
    from that: a warning."""
    excuse = undefined(ref, var)
    _compare_device_globals(out, ref, var, excuse)
    for arg in inputs.memrefs:
        rbuf, vbuf = ref.globals[arg.buffer], var.globals[arg.buffer]
        if rbuf == vbuf:
            continue
        byte = next(i for i, (x, y) in enumerate(zip(rbuf, vbuf)) if x != y)
        loc = _differing_writer(ref, var, ref.global_writer[arg.buffer], var.global_writer[arg.buffer],
                                byte, kernel_loc)
        start = byte - byte % arg.elem_size
        et = A.parse_type(arg.elem_text)
        shown = ""
        try:
            codec = codec_for(et)
            rv = codec.decode(codec.unpack(rbuf, start))
            vv = codec.decode(codec.unpack(vbuf, start))
            shown = f": the reference computes {rv!r}, this plan {vv!r}"
        except (struct.error, Exception):  # noqa: BLE001 (a value that cannot be shown is left out)
            pass
        message = f"output {arg.name} differs from the reference at element {element_at(arg, start)}{shown}"
        if excuse:
            message += " (the input's own undefined behaviour, reported above, may explain it)"
        out.add(("output", arg.name), "warning" if excuse else "error", loc, message)


def _compare_device_globals(out: Collector, ref: Run, var: Run, excuse: bool) -> None:
    """The module's globals in device memory (numba-cuda-mlir's error flag, ...), bit for bit:
    one the plan leaves with other bytes than the reference is an error at the op that last
    wrote the first differing byte (at the global when no op did); one only one side has is an
    error at that global."""
    names = [g.name for g in var.module.device_globals]
    names += [g.name for g in ref.module.device_globals if g.name not in names]
    for name in names:
        mine, theirs = var.device_global(name), ref.device_global(name)
        if mine is None or theirs is None:
            side = "plan" if mine is None else "reference"
            where = next(g.loc for g in (*var.module.device_globals, *ref.module.device_globals) if g.name == name)
            out.add(("global-missing", name), "error", where,
                    f"the {side} has no global @{name} in device memory, which the "
                    f"{'reference' if side == 'plan' else 'plan'} has")
            continue
        (vbuf, vwriter), (rbuf, rwriter) = mine, theirs
        if vbuf == rbuf:
            continue
        byte = next((i for i, (x, y) in enumerate(zip(rbuf, vbuf)) if x != y), min(len(rbuf), len(vbuf)))
        declared = next(g for g in var.module.device_globals if g.name == name)
        loc = _differing_writer(ref, var, rwriter, vwriter, byte, declared.loc)
        message = f"global @{name} differs from the reference at byte {byte}{_values_at(declared.elem, rbuf, vbuf, byte)}"
        if excuse:
            message += " (the input's own undefined behaviour, reported above, may explain it)"
        out.add(("device-global", name), "warning" if excuse else "error", loc, message,
                [f"the global is declared at {loc_text(declared.loc)}"])


def _values_at(elem: A.Type | None, rbuf: bytes | bytearray, vbuf: bytes | bytearray, byte: int) -> str:
    """``: the reference leaves X, this plan Y``: the element holding ``byte``, decoded."""
    try:
        if elem is None:
            raise ValueError("no element type")
        codec = codec_for(elem)
        start = byte - byte % codec.n
        shown = [repr(codec.decode(codec.unpack(buf, start))) for buf in (rbuf, vbuf)]
    except Exception:  # noqa: BLE001 (a value that cannot be decoded is shown as its byte)
        shown = [buf[byte:byte + 1].hex() or "nothing" for buf in (rbuf, vbuf)]
    return f": the reference leaves {shown[0]}, this plan {shown[1]}"
