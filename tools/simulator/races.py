"""Findings of the thread-block simulator: data races, uninitialised reads, warnings.

An *access* is recorded as the tuple ``(tid, op, memref)``. The ``Detector``
collects findings for one kernel run, deduplicated by the pair of ops (a race)
or by the op (an uninitialised read), counting how many byte-level occurrences
each one had, and keeps the first occurrence's details for the report: kind,
both ops with their source locations, both threads, the shared byte, the
allocation and the names of the buffers (views / allocs) that cover that byte.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from smem_opt.passes.diagnostics import op_location

RACE_KINDS = {
    "write-write": ("write", "write"),
    "write-read": ("write", "read"),
    "read-write": ("read", "write"),
    "async-read": ("async copy in flight", "read"),
    "async-write": ("async copy in flight", "write"),
}


def _op_text(op) -> str:
    loc = op_location(op)
    name = getattr(op, "name", "?")
    return f"'{name}' at {loc}" if loc else f"'{name}'"


@dataclass
class Race:
    kind: str
    first_op: object
    second_op: object
    first_tid: tuple[int, ...]
    second_tid: tuple[int, ...]
    first_buffer: str
    second_buffer: str
    storage: str
    byte: int
    buffers: list[str]
    block: tuple[int, ...]
    epoch: int
    count: int = 1

    @property
    def key(self) -> tuple[str | None, str | None]:
        """Locations of the two ops, ordered: comparable across runs of different IR."""
        a = op_location(self.first_op) or str(self.first_op.name)  # type: ignore[attr-defined]
        b = op_location(self.second_op) or str(self.second_op.name)  # type: ignore[attr-defined]
        return (a, b) if a <= b else (b, a)

    def render(self) -> str:
        what1, what2 = RACE_KINDS[self.kind]
        lines = [
            f"race ({self.kind}) on shared byte {self.byte} of '{self.storage}'"
            f" (buffers: {', '.join(self.buffers) or '?'}) in block {_dims(self.block)},"
            f" barrier epoch {self.epoch}: {self.count} conflicting byte access(es)",
            f"  {what1} by thread {_dims(self.first_tid)} via '{self.first_buffer}': "
            f"{_op_text(self.first_op)}",
            f"  {what2} by thread {_dims(self.second_tid)} via '{self.second_buffer}': "
            f"{_op_text(self.second_op)}",
        ]
        return "\n".join(lines)


@dataclass
class UninitRead:
    op: object
    tid: tuple[int, ...]
    buffer: str
    storage: str
    byte: int
    buffers: list[str]
    block: tuple[int, ...]
    count: int = 1

    @property
    def key(self) -> str:
        return op_location(self.op) or str(self.op.name)  # type: ignore[attr-defined]

    def render(self) -> str:
        return (
            f"uninitialised read of shared byte {self.byte} of '{self.storage}' "
            f"(buffers: {', '.join(self.buffers) or '?'}) via '{self.buffer}' by thread "
            f"{_dims(self.tid)} in block {_dims(self.block)}: {_op_text(self.op)} "
            f"({self.count} byte(s))"
        )


def _dims(t: tuple[int, ...]) -> str:
    return "(" + ",".join(str(x) for x in t) + ")"


@dataclass
class Detector:
    """Collects findings of one kernel run (all blocks)."""

    thread_dims: tuple[int, int, int] = (1, 1, 1)
    races: dict[tuple, Race] = field(default_factory=dict)
    """Keyed by the unordered pair of ops: one report per pair, whatever the order."""
    uninit_reads: dict[object, UninitRead] = field(default_factory=dict)
    warnings: dict[str, int] = field(default_factory=dict)
    storages: list = field(default_factory=list)
    block: tuple[int, ...] = (0, 0, 0)
    epoch: int = 0
    barrier_divergence: int = 0
    """Epochs in which threads waited at different barriers or some had exited."""

    def start_block(self, block: tuple[int, ...]) -> None:
        self.block = block
        self.epoch = 0
        self.storages = []

    def new_epoch(self) -> None:
        self.epoch += 1
        for st in self.storages:
            st.new_epoch()

    def tid3(self, tid: int) -> tuple[int, int, int]:
        x, y, _ = self.thread_dims
        return (tid % x, (tid // x) % y, tid // (x * y))

    def race(self, kind: str, first: tuple, second: tuple, storage, byte: int) -> None:
        a, b = first[1], second[1]
        key = (a, b) if id(a) <= id(b) else (b, a)
        found = self.races.get(key)
        if found is not None:
            found.count += 1
            return
        self.races[key] = Race(
            kind,
            first[1],
            second[1],
            self.tid3(first[0]),
            self.tid3(second[0]),
            first[2].name if first[2] is not None else "?",
            second[2].name if second[2] is not None else "?",
            storage.name,
            byte,
            storage.names_at(byte),
            self.block,
            self.epoch,
        )

    def uninit(self, acc: tuple, storage, byte: int) -> None:
        found = self.uninit_reads.get(acc[1])
        if found is not None:
            found.count += 1
            return
        self.uninit_reads[acc[1]] = UninitRead(
            acc[1],
            self.tid3(acc[0]),
            acc[2].name if acc[2] is not None else "?",
            storage.name,
            byte,
            storage.names_at(byte),
            self.block,
        )

    def warn(self, message: str) -> None:
        self.warnings[message] = self.warnings.get(message, 0) + 1
