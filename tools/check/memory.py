"""The memory of one block run: shared, global and per-thread local bytes, and what is watched.

Addresses are plain integers in one flat space: shared objects (each ``llvm.mlir.global`` of
address space 3, and dynamic shared memory after them) from ``SHARED_BASE``, each placed at an
address aligned to its declared alignment and to no more (``base % (2 * align) == align``), so
that a program relying on more alignment than it declared fails here as it may on the GPU;
global buffers (the kernel's memref arguments, then the module's globals in device memory:
``llvm.mlir.global`` of the generic, global or constant address space, from ``device_base``)
at ``GLOBAL_BASE + k << 32``; each thread's ``alloca`` space at ``LOCAL_BASE + tid << 20``. A
generic pointer is decoded by its range, so ``addrspacecast`` is the identity.

Watched on shared memory, per byte: the last write and the reads since (thread, barrier epoch,
the thread's clock, op), which gives races (two threads, one writing, the same byte, not ordered
by a barrier, a warp sync or an mbarrier phase: vector clocks within an epoch, the epoch ending
at every barrier the whole block passes); the write each byte holds (its provenance: thread and
that thread's write count), recorded for every read so that two runs can be compared; bytes an
async copy still has in flight. Faults (out of bounds, misaligned, invalid pointers) are recorded
and the access is dropped (a read gives zeros).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from smem_opt.tools.check.bulk_copies import BulkCopyMixin
from smem_opt.tools.check.codecs import Codec
from smem_opt.tools.check.errors import CannotRun, KernelFault
from smem_opt.tools.check.sync import MbarrierMixin, release

__all__ = ["CannotRun", "DeviceGlobal", "KernelFault", "Memory", "SharedObject", "Thread", "Fault", "Race"]

SHARED_BASE = 1 << 24
SEGMENT_SHIFT = 28
"""Shared object k is addressed at ``SHARED_BASE + (k + 1) << SEGMENT_SHIFT + its offset``: the
object a pointer was derived from is in its address, so an access that runs out of its object
into another's bytes is out of bounds, as it is on the GPU (``shared_address``)."""
SEGMENT_MASK = (1 << SEGMENT_SHIFT) - 1
LOCAL_BASE = 1 << 36
LOCAL_STRIDE = 1 << 20
GLOBAL_BASE = 1 << 40
GLOBAL_STRIDE = 1 << 32
SHARED_SPACE = 3
DEVICE_SPACES = (0, 1, 4)
"""Address spaces whose ``llvm.mlir.global``s live in device memory: generic (as the global
space, where NVPTX puts a generic global), global, constant."""
MASK64 = (1 << 64) - 1


def shared_address(index: int, offset: int) -> int:
    """The address of byte ``offset`` of the layout, in shared object ``index``'s segment."""
    return SHARED_BASE + ((index + 1) << SEGMENT_SHIFT) + offset


def is_shared_address(addr: int) -> bool:
    return SHARED_BASE <= addr < LOCAL_BASE


@dataclass(eq=False)
class SharedObject:
    name: str
    start: int
    """Offset from ``SHARED_BASE``."""
    size: int
    align: int


@dataclass(eq=False)
class DeviceGlobal:
    """An ``llvm.mlir.global`` in device memory: its own buffer, starting as ``initial``."""

    name: str
    initial: bytes
    loc: Any
    elem: Any = None
    """The type of its elements (``tools.check.attrs``: the global's type, or its arrays' leaf)."""


@dataclass
class Fault:
    kind: str
    site: int
    detail: str
    thread: int


@dataclass
class Race:
    first: int
    second: int
    """Sites: the earlier access, the later one."""
    kinds: str
    """``write-write``, ``write-read``, ``read-write``, ``async-...``."""
    byte: int
    threads: tuple[int, int]


@dataclass(eq=False)
class Thread:
    tid: int
    tx: int
    ty: int
    tz: int
    lane: int
    warp: int
    clock_base: int
    clk: int = 1
    vc: dict = field(default_factory=dict)
    writes: int = 0
    write_sites: list = field(default_factory=list)
    """The site of each shared write, by the thread's write count."""
    reads: list = field(default_factory=list)
    """(site, provenance) per shared read, in order."""
    local: bytearray = field(default_factory=bytearray)
    pending: list = field(default_factory=list)
    groups: list = field(default_factory=list)
    clock_reads: int = 0
    n: int = 0
    cluster_phase: int = 0
    """Cluster-barrier arrivals of the thread so far (the phase its next arrive joins)."""


class Memory(MbarrierMixin, BulkCopyMixin):
    """Shared, global and local memory of one block run, and the findings on them."""

    def __init__(self, objects: list[SharedObject], shared_size: int, initial: bytes,
                 globals_: list[bytearray], global_writer: list[dict[int, int]], global_names: list[str]):
        self.objects = objects
        self.size = shared_size
        self.shared = bytearray(initial[:shared_size].ljust(shared_size, b"\0"))
        owner = bytearray(shared_size)
        for k, o in enumerate(objects):
            owner[o.start : o.start + o.size] = bytes([k + 1 if k < 255 else 255]) * o.size
        self.owner = owner
        self.W: list = [None] * shared_size
        self.R: list = [None] * shared_size
        self.P: list = [-1] * shared_size
        self.inflight: list = [None] * shared_size
        self.inflight_bytes = 0
        self.epoch = 0
        self.globals = globals_
        self.global_writer = global_writer
        self.global_names = global_names
        self.device_base = GLOBAL_BASE + len(globals_) * GLOBAL_STRIDE
        """Address of the first of the module's globals in device memory (after the arguments)."""
        self.block = (1, 1, 1)
        self.grid = (1, 1, 1)
        self.ctaid = (0, 0, 0)
        self.warps = 1
        self.faults: dict[tuple, Fault] = {}
        self.races: dict[tuple, Race] = {}
        self.mbarriers: dict[int, dict] = {}
        self.tensor_maps: dict = {}
        """Address of each tensor map the kernel's arguments point to -> the map."""
        self.landing = "late"
        """When tensor copies land (``tools.check.bulk_copies.LANDINGS``)."""
        self.bulk: list[dict] = []
        """Tensor copies in flight, oldest first."""
        self.cluster_arrivals: dict[int, int] = {}
        """Cluster-barrier phase -> threads that arrived (a block runs as a cluster of one)."""
        self.cluster_views: dict[int, dict[int, int]] = {}
        """Cluster-barrier phase -> what its (non-relaxed) arrivals published."""
        self.progress = 0
        self.ran_shared: set[int] = set()
        """Sites that accessed shared memory in this run (coverage)."""
        self.ways: dict[int, int] = {}
        """Branch site -> a bit per way it went (coverage)."""

    def went(self, site: int, way: int) -> None:
        """Branch ``site`` went its ``way``-th way."""
        self.ways[site] = self.ways.get(site, 0) | (1 << way)

    # -- findings ---------------------------------------------------------------------------
    def fault(self, kind: str, site: int, detail: str, tid: int) -> None:
        key = (kind, site)
        if key not in self.faults:
            self.faults[key] = Fault(kind, site, detail, tid)

    def _race(self, prev: tuple, tid: int, site: int, kinds: str, byte: int) -> None:
        key = (prev[3], site, kinds)
        if key not in self.races:
            self.races[key] = Race(prev[3], site, kinds, byte, (prev[0], tid))

    def object_of(self, off: int) -> SharedObject | None:
        if 0 <= off < self.size and self.owner[off]:
            return self.objects[self.owner[off] - 1]
        return None

    # -- shared memory ------------------------------------------------------------------------
    def _shared_range(self, T: Thread, addr: int, n: int, align: int, site: int) -> int:
        """The offset of an access of ``n`` bytes at ``addr``, or -1 after recording a fault."""
        self.ran_shared.add(site)
        if align > 1 and addr % align:
            self.fault("misaligned", site, f"address {self.describe(addr)} is not {align}-byte aligned", T.tid)
        rel = addr - SHARED_BASE
        off, segment = rel & SEGMENT_MASK, rel >> SEGMENT_SHIFT
        owner = self.owner
        if rel < 0 or off + n > self.size or not owner[off] or owner[off] != segment or owner[off + n - 1] != segment:
            self.fault("oob-shared", site, f"{n}-byte access at {self.describe(addr)} is outside every shared buffer", T.tid)
            return -1
        return off

    def _after_writes(self, T: Thread, off: int, end: int, site: int, atomic: int, kind: str) -> None:
        """A race of kind ``kind`` with the last write of each byte of ``[off, end)`` when another
        thread made it in this barrier epoch and ``T`` has not synchronised with it since (two
        atomics never race)."""
        tid = T.tid
        epoch = self.epoch
        vc = T.vc
        ws = self.W[off:end]
        w = ws[0]
        if ws.count(w) == end - off:
            if w is not None and w[1] == epoch and w[0] != tid and vc.get(w[0], 0) < w[2] and not (atomic and w[4]):
                self._race(w, tid, site, kind, off)
            return
        last = None
        for b, w in enumerate(ws, off):
            if w is not None and w is not last:
                last = w
                if w[1] == epoch and w[0] != tid and vc.get(w[0], 0) < w[2] and not (atomic and w[4]):
                    self._race(w, tid, site, kind, b)

    def _watch_read(self, T: Thread, off: int, n: int, site: int, atomic: int = 0) -> None:
        tid = T.tid
        epoch = self.epoch
        end = off + n
        rec = (tid, epoch, T.clk, site, atomic)
        self._after_writes(T, off, end, site, atomic, "write-read")
        R = self.R
        rs = R[off:end]
        r = rs[0]
        if rs.count(r) == n:
            if r is None or r.__class__ is tuple and (r[1] != epoch or r[0] == tid):
                R[off:end] = [rec] * n
            elif r.__class__ is tuple:
                R[off:end] = [{-1: (off, end), r[0]: r, tid: rec}] * n
            elif r[-1] == (off, end):
                r[tid] = rec
            else:
                self._read_bytes_slow(off, end, tid, epoch, rec)
        else:
            self._read_bytes_slow(off, end, tid, epoch, rec)
        if self.inflight_bytes:
            self._check_inflight(T, off, n, site, "read")
        P = self.P[off:end]
        T.reads.append((site, P[0] if P.count(P[0]) == n else tuple(P)))

    def _read_bytes_slow(self, off: int, end: int, tid: int, epoch: int, rec: tuple) -> None:
        """Record a read byte by byte; a reader set shared by a wider range is copied first."""
        R = self.R
        for b in range(off, end):
            r = R[b]
            if r is None or r.__class__ is tuple and (r[1] != epoch or r[0] == tid):
                R[b] = rec
            elif r.__class__ is tuple:
                R[b] = {-1: (b, b + 1), r[0]: r, tid: rec}
            elif r[-1] == (b, b + 1):
                r[tid] = rec
            else:
                copy = dict(r)
                copy[-1] = (b, b + 1)
                copy[tid] = rec
                R[b] = copy

    def _watch_write(self, T: Thread, off: int, n: int, site: int, wid: int, atomic: int = 0) -> None:
        tid = T.tid
        epoch = self.epoch
        vc = T.vc
        end = off + n
        W = self.W
        R = self.R
        rec = (tid, epoch, T.clk, site, atomic)
        self._after_writes(T, off, end, site, atomic, "write-write")
        last = None
        for b, r in enumerate(R[off:end], off):
            if r is None or r is last:
                continue
            last = r
            if r.__class__ is tuple:
                if r[1] == epoch and r[0] != tid and vc.get(r[0], 0) < r[2] and not (atomic and r[4]):
                    self._race(r, tid, site, "read-write", b)
            else:
                for u, rr in r.items():
                    if u >= 0 and rr[1] == epoch and u != tid and vc.get(u, 0) < rr[2] and not (atomic and rr[4]):
                        self._race(rr, tid, site, "read-write", b)
                        break
        W[off:end] = [rec] * n
        R[off:end] = [None] * n
        if self.mbarriers:
            self.clobber_mbarriers(T, off, end, site)
        if self.inflight_bytes:
            self._check_inflight(T, off, n, site, "write")
        self.P[off:end] = [wid] * n
        self.progress += 1

    def _check_inflight(self, T: Thread, off: int, n: int, site: int, what: str) -> None:
        for b in range(off, off + n):
            f = self.inflight[b]
            if f is not None:
                key = (f[1], site, f"async-{what}")
                if key not in self.races:
                    self.races[key] = Race(f[1], site, f"async-{what}", b, (f[0], T.tid))
                return

    def lds(self, T: Thread, addr: int, C: Codec, align: int, site: int) -> Any:
        off = self._shared_range(T, addr, C.n, align, site)
        if off < 0:
            return C.zero
        self._watch_read(T, off, C.n, site)
        return C.decode(C.unpack(self.shared, off))

    def sts(self, T: Thread, addr: int, C: Codec, align: int, site: int, value: Any) -> None:
        off = self._shared_range(T, addr, C.n, align, site)
        if off < 0:
            return
        wid = (T.tid << 32) | T.writes
        T.writes += 1
        T.write_sites.append(site)
        self._watch_write(T, off, C.n, site, wid)
        C.pack_into(self.shared, off, *C.encode(value))

    def mbarrier_bytes(self, T: Thread, addr: int, site: int) -> int:
        """``mbarrier.init`` writes the 8 bytes of its object: their offset (-1 outside shared
        memory, a fault when not in one shared buffer or not 8-byte aligned)."""
        if not is_shared_address(addr):
            if addr % 8:
                self.fault("misaligned", site, f"mbarrier at {self.describe(addr)} is not 8-byte aligned", T.tid)
            return -1
        off = self._shared_range(T, addr, 8, 8, site)
        if off < 0:
            return -1
        for state in self.mbarriers.values():  # re-initialising an object is not a store over it
            if state["off"] == off:
                state["off"] = -1
        wid = (T.tid << 32) | T.writes
        T.writes += 1
        T.write_sites.append(site)
        self._watch_write(T, off, 8, site, wid)
        return off

    # -- global and local memory -------------------------------------------------------------
    def _global_range(self, T: Thread, addr: int, n: int, align: int, site: int) -> tuple[int, int]:
        if align > 1 and addr % align:
            self.fault("misaligned", site, f"address {self.describe(addr)} is not {align}-byte aligned", T.tid)
        rel = addr - GLOBAL_BASE
        k = rel >> 32
        off = rel & (GLOBAL_STRIDE - 1)
        if rel < 0 or k >= len(self.globals) or off + n > len(self.globals[k]):
            self.fault("oob-global", site, f"{n}-byte access at {self.describe(addr)} is outside every global buffer", T.tid)
            return -1, 0
        return k, off

    def _local_range(self, T: Thread, addr: int, n: int, site: int) -> int:
        off = addr - LOCAL_BASE - (T.tid << 20)
        if off < 0 or off + n > len(T.local):
            self.fault("oob-local", site, f"{n}-byte access at {self.describe(addr)} is outside the thread's stack", T.tid)
            return -1
        return off

    def ldg(self, T: Thread, addr: int, C: Codec, align: int, site: int) -> Any:
        k, off = self._global_range(T, addr, C.n, align, site)
        if k < 0:
            return C.zero
        return C.decode(C.unpack(self.globals[k], off))

    def stg(self, T: Thread, addr: int, C: Codec, align: int, site: int, value: Any) -> None:
        k, off = self._global_range(T, addr, C.n, align, site)
        if k < 0:
            return
        C.pack_into(self.globals[k], off, *C.encode(value))
        writer = self.global_writer[k]
        for b in range(off, off + C.n):
            writer[b] = site
        self.progress += 1

    def ld(self, T: Thread, addr: int, C: Codec, align: int, site: int) -> Any:
        """A load through a generic pointer."""
        if addr >= GLOBAL_BASE:
            return self.ldg(T, addr, C, align, site)
        if is_shared_address(addr):
            return self.lds(T, addr, C, align, site)
        if LOCAL_BASE <= addr < GLOBAL_BASE:
            if align > 1 and addr % align:
                self.fault("misaligned", site, f"address {self.describe(addr)} is not {align}-byte aligned", T.tid)
            off = self._local_range(T, addr, C.n, site)
            return C.zero if off < 0 else C.decode(C.unpack(T.local, off))
        self.fault("invalid-pointer", site, f"load through invalid pointer {addr:#x}", T.tid)
        return C.zero

    def st(self, T: Thread, addr: int, C: Codec, align: int, site: int, value: Any) -> None:
        if addr >= GLOBAL_BASE:
            return self.stg(T, addr, C, align, site, value)
        if is_shared_address(addr):
            return self.sts(T, addr, C, align, site, value)
        if LOCAL_BASE <= addr < GLOBAL_BASE:
            if align > 1 and addr % align:
                self.fault("misaligned", site, f"address {self.describe(addr)} is not {align}-byte aligned", T.tid)
            off = self._local_range(T, addr, C.n, site)
            if off >= 0:
                C.pack_into(T.local, off, *C.encode(value))
            return
        self.fault("invalid-pointer", site, f"store through invalid pointer {addr:#x}", T.tid)

    def alloca(self, T: Thread, nbytes: int, align: int) -> int:
        start = (len(T.local) + align - 1) // align * align
        T.local.extend(bytes(start + nbytes - len(T.local)))
        return LOCAL_BASE + (T.tid << 20) + start

    # -- read-modify-write -----------------------------------------------------------------
    def rmw(self, T: Thread, addr: int, C: Codec, site: int, fn: Callable[[Any], Any] | None) -> Any:
        """An atomic read-modify-write: ``fn(old)`` is stored unless it is None (or ``fn`` is:
        an atomic load), ``old`` returned."""
        n = C.n
        if is_shared_address(addr):
            off = self._shared_range(T, addr, n, n, site)
            if off < 0:
                return C.zero
            self._watch_read(T, off, n, site, atomic=1)
            old = C.decode(C.unpack(self.shared, off))
            new = fn(old) if fn is not None else None
            if new is not None and new != old:  # an exchange of a value with itself changes nothing
                wid = (T.tid << 32) | T.writes
                T.writes += 1
                T.write_sites.append(site)
                self._watch_write(T, off, n, site, wid, atomic=1)
                C.pack_into(self.shared, off, *C.encode(new))
            return old
        old = self.ld(T, addr, C, n, site)
        new = fn(old) if fn is not None else None
        if new is not None and new != old:
            self.st(T, addr, C, n, site, new)
        return old

    # -- bytes, for memcpy and async copies ------------------------------------------------------
    def read_bytes(self, T: Thread, addr: int, n: int, site: int) -> bytes:
        if n == 0:
            return b""
        if addr >= GLOBAL_BASE:
            k, off = self._global_range(T, addr, n, 1, site)
            return bytes(n) if k < 0 else bytes(self.globals[k][off : off + n])
        if is_shared_address(addr):
            off = self._shared_range(T, addr, n, 1, site)
            if off < 0:
                return bytes(n)
            self._watch_read(T, off, n, site)
            return bytes(self.shared[off : off + n])
        if LOCAL_BASE <= addr < GLOBAL_BASE:
            off = self._local_range(T, addr, n, site)
            return bytes(n) if off < 0 else bytes(T.local[off : off + n])
        self.fault("invalid-pointer", site, f"read through invalid pointer {addr:#x}", T.tid)
        return bytes(n)

    def write_bytes(self, T: Thread, addr: int, data: bytes, site: int, wid: int | None = None) -> None:
        n = len(data)
        if n == 0:
            return
        if addr >= GLOBAL_BASE:
            k, off = self._global_range(T, addr, n, 1, site)
            if k >= 0:
                self.globals[k][off : off + n] = data
                writer = self.global_writer[k]
                for b in range(off, off + n):
                    writer[b] = site
            return
        if is_shared_address(addr):
            off = self._shared_range(T, addr, n, 1, site)
            if off < 0:
                return
            if wid is None:
                wid = (T.tid << 32) | T.writes
                T.writes += 1
                T.write_sites.append(site)
            self._watch_write(T, off, n, site, wid)
            self.shared[off : off + n] = data
            return
        if LOCAL_BASE <= addr < GLOBAL_BASE:
            off = self._local_range(T, addr, n, site)
            if off >= 0:
                T.local[off : off + n] = data
            return
        self.fault("invalid-pointer", site, f"write through invalid pointer {addr:#x}", T.tid)

    # -- cluster barriers ---------------------------------------------------------------------
    def cluster_arrive(self, T: Thread, relaxed: bool) -> None:
        """``barrier.cluster.arrive``: the thread joins the phase; unless relaxed, its accesses so
        far are ordered before every access after the matching wait."""
        phase = T.cluster_phase
        T.cluster_phase += 1
        self.cluster_arrivals[phase] = self.cluster_arrivals.get(phase, 0) + 1
        if not relaxed:
            view = release(T)
            joined = self.cluster_views.setdefault(phase, {})
            for u, k in view.items():
                if joined.get(u, 0) < k:
                    joined[u] = k
        self.progress += 1

    # -- asynchronous copies (cp.async) ---------------------------------------------------------
    def cp_async(self, T: Thread, dst: int, src: int, size: int, src_size: int, site: int) -> None:
        """Issue one copy: it lands when a wait retires its group (or when the thread ends)."""
        if dst % size:
            self.fault("misaligned", site, f"cp.async of {size} bytes to {self.describe(dst)}, which is not "
                                           f"{size}-byte aligned", T.tid)
        if src % size:
            self.fault("misaligned", site, f"cp.async of {size} bytes from {self.describe(src)}, which is not "
                                           f"{size}-byte aligned", T.tid)
        off = self._shared_range(T, dst, size, 1, site)
        if off < 0:
            return
        wid = (T.tid << 32) | T.writes
        T.writes += 1
        T.write_sites.append(site)
        # an access of these bytes before the copy lands races with it (its own thread too)
        self._check_inflight(T, off, size, site, "write")
        for b in range(off, off + size):
            self.inflight[b] = (T.tid, site)
        self.inflight_bytes += size
        T.pending.append((dst, off, src, size, src_size, site, wid))

    def cp_async_commit(self, T: Thread) -> None:
        T.groups.append(T.pending)
        T.pending = []

    def cp_async_wait(self, T: Thread, keep: int) -> None:
        while len(T.groups) > keep:
            for copy in T.groups.pop(0):
                self._land(T, copy)

    def land_all(self, T: Thread) -> None:
        """At the end of a thread every copy it issued has landed (committed or not)."""
        self.cp_async_wait(T, 0)
        for copy in T.pending:
            self._land(T, copy)
        T.pending = []

    def _land(self, T: Thread, copy: tuple) -> None:
        dst, off, src, size, src_size, site, wid = copy
        for b in range(off, off + size):
            self.inflight[b] = None
        self.inflight_bytes -= size
        data = self.read_bytes(T, src, min(src_size, size), site) if src_size else b""
        data = data + bytes(size - len(data))
        self.write_bytes(T, dst, data, site, wid)

    # -- messages ----------------------------------------------------------------------------
    def describe_offset(self, off: int) -> str:
        owner = self.owner[off] if 0 <= off < self.size else 0
        return self.describe(shared_address(owner - 1, off) if owner else SHARED_BASE + off)

    def describe(self, addr: int) -> str:
        """An address as a human reads it: shared buffer and offset, or global argument."""
        if is_shared_address(addr):
            rel = addr - SHARED_BASE
            off, segment = rel & SEGMENT_MASK, rel >> SEGMENT_SHIFT
            obj = self.objects[segment - 1] if 0 < segment <= len(self.objects) else None
            if obj is not None:
                return f"byte {off - obj.start} of shared '{obj.name}'"
            return f"shared offset {off}"
        if addr >= GLOBAL_BASE:
            rel = addr - GLOBAL_BASE
            k = rel >> 32
            name = self.global_names[k] if k < len(self.global_names) else f"buffer {k}"
            return f"byte {rel & (GLOBAL_STRIDE - 1)} of {name}"
        return f"{addr:#x}"
