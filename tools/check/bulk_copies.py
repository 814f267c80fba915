"""Tensor copies by the TMA unit (``cp.async.bulk.tensor``, global to shared), part of ``Memory``.

A load reads its box from the global tensor when it is issued (``tools.check.tensor_maps``) and
writes it into shared memory asynchronously: its bytes are in flight from issue until they land
(an access of them before that races with the copy, the issuing thread's own too), and landing
completes that many transaction bytes of its mbarrier (a phase completes when its arrivals and its
transaction bytes are all in). *When* a copy lands is the schedule's choice, ``landing``:
``late`` (only when no thread can go on without it: every thread waits, or has finished),
``early`` (at issue), ``split`` (the first half of its bytes at issue, the rest late). The
landing write is the issuing thread's, ordered after what that thread did before the issue and
before what a wait for the completed phase does after it, never after anything else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.codecs import codec_for
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.sync import release
from smem_opt.tools.check.tensor_maps import TensorMap, box, swizzle

LANDINGS = ("late", "early", "split")
"""When tensor copies land, by run (``tools.check.execute``: a run's seed picks one)."""


class BulkCopyMixin:
    """Tensor copies of a ``Memory`` (which provides the rest: bytes, races, mbarriers)."""

    tensor_maps: dict[int, TensorMap]
    landing: str
    bulk: list[dict]
    inflight: list
    inflight_bytes: int
    progress: int

    if TYPE_CHECKING:  # what ``Memory`` provides

        def fault(self, kind: str, site: int, detail: str, tid: int) -> None: ...

        def describe(self, addr: int) -> str: ...

        def read_bytes(self, T: Any, addr: int, n: int, site: int) -> bytes: ...

        def write_bytes(self, T: Any, addr: int, data: bytes, site: int, wid: int | None = None) -> None: ...

        def _shared_range(self, T: Any, addr: int, n: int, align: int, site: int) -> int: ...

        def _check_inflight(self, T: Any, off: int, n: int, site: int, what: str) -> None: ...

        def mb_complete_tx(self, addr: int, nbytes: int, view: dict | None = None) -> None: ...

    def tma_load(self, T: Any, dst: int, tmap_addr: int, coords: list[int], mbar: int, site: int) -> None:
        """``cp.async.bulk.tensor`` in tile mode, global to shared, completing on ``mbar``."""
        tmap = self.tensor_maps.get(tmap_addr)
        if tmap is None:
            raise CannotRun("a tensor copy through a tensor map the check did not make (its box and tensor "
                            "are the host's)")
        nbytes = tmap.box_bytes
        if dst % 16:
            self.fault("misaligned", site, f"a tensor copy to {self.describe(dst)}, which is not 16-byte aligned",
                       T.tid)
        off = self._shared_range(T, dst, nbytes, 1, site)
        if off < 0:
            return
        elem = A.parse_type(tmap.elem_text)
        fill = bytearray(tmap.elem_size)
        codec = codec_for(elem)
        zero: float | int = float("nan") if tmap.fill_nan else 0.0 if isinstance(elem, A.Float) else 0
        codec.pack_into(fill, 0, *codec.encode(zero))
        data = box(tmap, [c - (1 << 32) if c >= 1 << 31 else c for c in coords],
                   lambda addr, n: self.read_bytes(T, addr, n, site), bytes(fill))
        placed = bytearray(nbytes)
        for k in range(nbytes):
            placed[swizzle(off + k, tmap.swizzle) - off] = data[k]
        wid = (T.tid << 32) | T.writes
        T.writes += 1
        T.write_sites.append(site)
        # what the issuing thread did so far is ordered before the copy's writes
        view = release(T)
        copy = {"T": T, "view": view, "clk": view[T.tid], "dst": dst, "off": off, "data": bytes(placed),
                "done": 0, "mbar": mbar, "site": site, "wid": wid}
        self._check_inflight(T, off, nbytes, site, "write")
        for b in range(off, off + nbytes):
            self.inflight[b] = (T.tid, site)
        self.inflight_bytes += nbytes
        self.bulk.append(copy)
        self.progress += 1
        if self.landing == "early":
            self.land_bulk(copy, nbytes)
        elif self.landing == "split":
            self.land_bulk(copy, nbytes // 2)

    def land_bulk(self, copy: dict, upto: int | None = None) -> None:
        """Land the bytes of ``copy`` up to ``upto`` (all of them when None)."""
        data = copy["data"]
        end = len(data) if upto is None else upto
        start = copy["done"]
        if end <= start:
            return
        off = copy["off"]
        for b in range(off + start, off + end):
            self.inflight[b] = None
        self.inflight_bytes -= end - start
        writer = _Engine(copy["T"], copy["clk"], copy["view"])
        self.write_bytes(writer, copy["dst"] + start, data[start:end], copy["site"], copy["wid"])
        copy["done"] = end
        if end == len(data):
            self.bulk.remove(copy)
        self.mb_complete_tx(copy["mbar"], end - start, copy["view"])
        self.progress += 1

    def land_next_bulk(self) -> bool:
        """Land the oldest copy still in flight (no thread can go on without it); False if none."""
        if not self.bulk:
            return False
        self.land_bulk(self.bulk[0])
        return True


class _Engine:
    """The writer of a copy's bytes: the issuing thread as it was at the issue."""

    def __init__(self, T: Any, clk: int, view: dict):
        # all ``Memory.write_bytes`` reads of a writer when it is given the write's id
        self.tid = T.tid
        self.clk = clk
        self.vc = dict(view)
