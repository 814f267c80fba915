"""Happens-before between threads of a block, and mbarriers.

Each thread has a clock; ``release`` publishes it (with everything the thread has seen), and
``acquire`` takes a published view, so that accesses before a release are ordered before
accesses after the matching acquire (a named barrier, ``bar.warp.sync``, an mbarrier phase).
A barrier the whole block passes ends the *epoch* instead: everything before it is ordered
before everything after, and views are dropped. Clocks only grow, so a view published in an
earlier epoch never orders a later access.

An mbarrier (``MbarrierMixin``, part of ``Memory``) is the object at a shared address: an
expected arrival count, the arrivals still pending in the current phase, transaction bytes
still expected, and the phases completed so far with the view their arrivals published. A wait
for a phase parity succeeds once that phase has completed (PTX's ``try_wait.parity``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any


def release(T: Any) -> dict[int, int]:
    view = dict(T.vc)
    view[T.tid] = T.clk
    T.clk += 1
    return view


def acquire(T: Any, view: dict[int, int]) -> None:
    vc = T.vc
    for u, k in view.items():
        if u != T.tid and vc.get(u, 0) < k:
            vc[u] = k


def join(views: list[dict[int, int]]) -> dict[int, int]:
    out: dict[int, int] = {}
    for view in views:
        for u, k in view.items():
            if out.get(u, 0) < k:
                out[u] = k
    return out


class MbarrierMixin:
    """mbarrier objects of a ``Memory`` (which provides ``mbarriers``, ``fault``, ``progress``)."""

    mbarriers: dict[int, dict]
    progress: int
    ran_shared: set[int]

    if TYPE_CHECKING:  # what ``Memory`` provides

        def fault(self, kind: str, site: int, detail: str, tid: int) -> None: ...

        def describe(self, addr: int) -> str: ...

        def mbarrier_bytes(self, T: Any, addr: int, site: int) -> int: ...

    def _mb(self, T: Any, addr: int, site: int) -> dict | None:
        self.ran_shared.add(site)
        state = self.mbarriers.get(addr)
        if state is None:
            self.fault("mbarrier", site, f"mbarrier at {self.describe(addr)} used before mbarrier.init", T.tid)
        elif state["clobbered"]:
            self.fault("mbarrier", site, f"mbarrier at {self.describe(addr)} is used after a store wrote over "
                       "its bytes (the object is gone: its phase and arrivals are whatever the store left)", T.tid)
        return state

    def mb_init(self, T: Any, addr: int, count: int, site: int) -> None:
        """An mbarrier object in 8 bytes of shared memory: they belong to a shared buffer like any
        other bytes (bounds, alignment, races with data accesses, ``clobber_mbarriers``)."""
        off = self.mbarrier_bytes(T, addr, site)
        self.mbarriers[addr] = {"count": count, "pending": count, "tx": 0, "phase": 0, "views": [],
                                "done": {}, "off": off, "clobbered": False}
        self.progress += 1

    def clobber_mbarriers(self, T: Any, off: int, end: int, site: int) -> None:
        """A store to shared bytes ``[off, end)`` that are (part of) a live mbarrier: a fault when it
        has arrivals or transactions pending; any later use of it is a fault (``_mb``)."""
        for addr, state in self.mbarriers.items():
            start = state["off"]
            if start < 0 or start + 8 <= off or end <= start or state["clobbered"]:
                continue
            state["clobbered"] = True
            if state["pending"] != state["count"] or state["tx"]:
                self.fault("mbarrier", site, f"a store writes over the mbarrier at {self.describe(addr)} "
                           "while it has arrivals or transactions pending", T.tid)

    def mb_inval(self, T: Any, addr: int, site: int) -> None:
        self.mbarriers.pop(addr, None)

    def mb_expect_tx(self, T: Any, addr: int, nbytes: int, site: int) -> None:
        state = self._mb(T, addr, site)
        if state is not None:
            state["tx"] += nbytes

    def mb_arrive(self, T: Any, addr: int, count: int, site: int, may_complete: bool = True) -> int:
        state = self._mb(T, addr, site)
        if state is None:
            return 0
        token = state["phase"]
        if count:
            state["views"].append(release(T))
            state["pending"] -= count
            self.progress += 1
        if may_complete:
            self._complete(state)
        return token

    @staticmethod
    def _complete(state: dict) -> None:
        """End the current phase if its arrivals and transaction bytes are all in."""
        if state["pending"] <= 0 and state["tx"] <= 0:
            state["done"][state["phase"]] = join(state["views"])
            state["phase"] += 1
            state["pending"] = state["count"]
            state["tx"] = 0
            state["views"] = []

    def mb_complete_tx(self, addr: int, nbytes: int, view: dict | None = None) -> None:
        """``nbytes`` of transactions landed on the mbarrier at ``addr`` (an async copy), ordered
        after ``view``: the phase they complete publishes it."""
        state = self.mbarriers.get(addr)
        if state is None or state["clobbered"]:
            return
        state["tx"] -= nbytes
        if view is not None:
            state["views"].append(view)
        if state["tx"] == 0:
            self._complete(state)

    def mb_phase_done(self, addr: int, parity: int) -> bool:
        """Whether a wait on ``addr`` for phase ``parity`` may return (the phase with that
        parity before the current one has completed)."""
        state = self.mbarriers.get(addr)
        if state is None:
            return False
        return state["phase"] % 2 != parity % 2

    def mb_acquire(self, T: Any, addr: int, phase_or_parity: int, parity: bool) -> None:
        state = self.mbarriers.get(addr)
        if state is None:
            return
        done = state["done"]
        if parity:
            candidates = [p for p in done if p % 2 == phase_or_parity % 2]
            if not candidates:
                return
            acquire(T, done[max(candidates)])
        elif phase_or_parity in done:
            acquire(T, done[phase_or_parity])

    def mb_test(self, T: Any, addr: int, value: int, parity: bool, site: int) -> int:
        """``test.wait`` with a token (the phase it was taken in) or ``try_wait.parity``."""
        state = self._mb(T, addr, site)
        if state is None:
            return 1
        ok = state["phase"] % 2 != value % 2 if parity else state["phase"] > value
        if ok:
            self.mb_acquire(T, addr, value, parity)
        return 1 if ok else 0
