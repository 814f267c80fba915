"""Thread-block simulator and shared-memory race detector for smem-opt kernels.

Runs an ``smem.kernel`` (before or after ``smem-coalesce``) or a ``gpu.func``
kernel (upstream input, or after ``convert-smem-to-gpu``) for a grid of blocks of
threads on numpy-backed global buffers, with real block-wide barriers, byte-exact
shared memory laid out as upstream's lowering lays it out (``i1`` one byte per
element, ``vector<3xf32>`` 16 bytes), and asynchronous copies that land at the wait
retiring their group (and fault when misaligned, as on the GPU). It runs the ops of
``arith``, ``math``, ``memref``, ``scf``, ``cf``, ``affine``, ``vector``, ``gpu``,
the async copies of ``smem`` / ``nvgpu``, and ``llvm`` loads and stores through an
address taken with ``memref.extract_aligned_pointer_as_index``
(``tools.simulator.handlers``); any other op stops it with an error naming the op. The
race detector reports, per barrier epoch and shared byte, a write and another
thread's access (and accesses of bytes an async copy still has in flight), plus
reads of shared bytes never written in the block.

API::

    kernels = kernel_ops(module)                # smem.kernel / gpu.func kernels
    inputs = random_inputs(kernel, seed=0)      # numpy arrays / scalars per argument
    result = simulate(kernel, inputs, blocks=1, threads=None, seed=0)
    result.outputs        # final contents of every memref argument (numpy arrays)
    result.races          # list[Race], deduplicated by op pair
    result.uninit_reads   # list[UninitRead], deduplicated by op
    result.race_keys()    # {(loc, loc)}: comparable across two versions of a kernel
    result.well_defined   # no race, uninitialised read or barrier divergence
    result.report()       # text: checksums, races, uninitialised reads

``threads`` / ``blocks`` are an int (x only) or an (x, y, z) tuple; by default a
block has the kernel's declared size (``block_size`` / ``known_block_size``).
The thread order between barriers is a seeded permutation (``seed``).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    BFloat16Type,
    IndexType,
    IntegerType,
    MemRefType,
    VectorType,
)
from xdsl.ir import Attribute, Operation

from smem_opt.passes.analysis.kernels import declared_block_size
from smem_opt.passes.analysis.program_order import op_attr
from smem_opt.tools.simulator.interp import Program, value_name
from smem_opt.tools.simulator.memory import (
    MemRef,
    SimError,
    Storage,
    bf16_bits,
    bf16_value,
    contiguous_strides,
    elem_of,
    float_rounder,
    int_width,
    wrap_int,
)
from smem_opt.tools.simulator.races import Detector, Race, UninitRead

__all__ = [
    "SimError",
    "SimResult",
    "Race",
    "UninitRead",
    "kernel_ops",
    "kernel_name",
    "block_size",
    "random_inputs",
    "simulate",
]

DEFAULT_DYNAMIC_DIM = 16


def kernel_ops(module: Operation) -> list[Operation]:
    """The kernels in ``module``: ``smem.kernel`` and ``gpu.func`` marked kernel."""
    found = []
    for op in module.walk():
        if op.name == "smem.kernel" or (
            op.name == "gpu.func" and ("gpu.kernel" in op.attributes or "gpu.kernel" in op.properties)
        ):
            found.append(op)
    return found


def kernel_name(kernel: Operation) -> str:
    sym = op_attr(kernel, "sym_name")
    return getattr(sym, "data", "<kernel>")


def block_size(kernel: Operation) -> tuple[int, int, int] | None:
    """The block size the kernel declares, padded to three dims, if any."""
    return declared_block_size(kernel)


def _dims(value: int | Sequence[int] | None, default: tuple[int, int, int]) -> tuple[int, int, int]:
    if value is None:
        return default
    if isinstance(value, int):
        return (value, 1, 1)
    v = list(value) + [1, 1, 1]
    return (int(v[0]), int(v[1]), int(v[2]))


def kernel_arg_types(kernel: Operation) -> list[Attribute]:
    inputs = kernel.properties["function_type"].inputs.data  # type: ignore[attr-defined]
    return list(inputs)


# -- inputs and outputs ------------------------------------------------------------


def numpy_dtype(t: Attribute) -> np.dtype:
    """The numpy dtype used for arrays of element type ``t`` (bf16: float32 values)."""
    if isinstance(t, BFloat16Type):
        return np.dtype(np.float32)
    if isinstance(t, AnyFloat):
        return np.dtype({16: np.float16, 32: np.float32, 64: np.float64}[t.bitwidth])
    if isinstance(t, IndexType):
        return np.dtype(np.int64)
    if isinstance(t, IntegerType):
        w = t.width.data
        if w == 1:
            return np.dtype(np.bool_)
        return np.dtype({8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64}.get(w, np.int8))
    raise SimError(f"unsupported element type {t}")


def _shape_of(t: MemRefType, dynamic_dim: int) -> list[int]:
    return [dynamic_dim if d == DYNAMIC_INDEX else d for d in t.get_shape()]


def random_inputs(kernel: Operation, seed: int = 0, dynamic_dim: int = DEFAULT_DYNAMIC_DIM) -> list[Any]:
    """Seeded random values for every kernel argument (arrays for memrefs)."""
    rng = np.random.default_rng(seed)
    values: list[Any] = []
    for t in kernel_arg_types(kernel):
        if isinstance(t, MemRefType):
            shape = _shape_of(t, dynamic_dim)
            et = t.element_type
            if isinstance(et, VectorType):
                shape += list(et.get_shape())
                et = et.element_type
            if isinstance(et, AnyFloat):
                arr = rng.standard_normal(shape).astype(numpy_dtype(et))
                if isinstance(et, BFloat16Type):
                    arr = np.vectorize(lambda x: bf16_value(bf16_bits(float(x))), otypes=[np.float32])(arr)
            elif isinstance(et, IndexType):
                arr = rng.integers(0, 16, shape).astype(np.int64)
            elif isinstance(et, IntegerType):
                w = et.width.data
                if w == 1:
                    arr = rng.integers(0, 2, shape).astype(np.bool_)
                else:
                    lo, hi = (-(1 << (w - 1)), 1 << (w - 1)) if w < 8 else (-100, 100)
                    arr = rng.integers(lo, hi, shape).astype(numpy_dtype(et))
            else:
                raise SimError(f"unsupported kernel argument type {t}")
            values.append(arr)
        elif isinstance(t, AnyFloat):
            values.append(float(rng.standard_normal()))
        elif isinstance(t, (IntegerType, IndexType)):
            values.append(int(rng.integers(1, 9)))
        else:
            values.append(None)
    return values


def _array_shape(t: MemRefType, elem) -> tuple[list[int], list[int]]:
    """(memref shape, vector lanes shape) of the numpy array for memref type ``t``."""
    et = t.element_type
    lanes = list(et.get_shape()) if isinstance(et, VectorType) else []
    return list(t.get_shape()), lanes


def array_to_storage(arr: np.ndarray, t: MemRefType, name: str) -> MemRef:
    """A global storage holding ``arr`` laid out as memref type ``t`` (identity layout); a
    memref of vectors takes an array with the vector's dimensions appended."""
    elem = elem_of(t.element_type)
    arr = np.asarray(arr)
    static, lanes = _array_shape(t, elem)
    rank = len(static)
    if (
        arr.ndim != rank + len(lanes)
        or any(d != DYNAMIC_INDEX and d != s for d, s in zip(static, arr.shape))
        or list(arr.shape[rank:]) != lanes
    ):
        raise SimError(f"input for '{name}' has shape {list(arr.shape)}, the kernel expects {t}")
    shape = list(arr.shape[:rank])
    numel = int(np.prod(shape)) if shape else 1
    st = Storage(numel * elem.nbytes, name, "global")
    if elem.np_dtype is not None:
        st.data[:] = arr.reshape(-1).astype(np.dtype(elem.np_dtype).newbyteorder("<")).tobytes()
    else:
        scalar_t = t.element_type.element_type if lanes else t.element_type  # type: ignore[attr-defined]
        rnd = float_rounder(scalar_t) if elem.is_float else None
        w = None if elem.is_float else int_width(scalar_t)

        def convert(v):
            return rnd(float(v)) if rnd else wrap_int(int(v), w)  # type: ignore[arg-type]

        flat = arr.reshape(numel, -1) if lanes else arr.reshape(-1)
        for k, v in enumerate(flat.tolist()):
            value = tuple(convert(x) for x in v) if lanes else convert(v)
            elem.store(st.data, k * elem.nbytes, value)
    return MemRef(st, 0, 0, shape, contiguous_strides(shape), elem, name)


def storage_to_array(mr: MemRef, t: MemRefType) -> np.ndarray:
    """The numpy array of a memref argument after the run."""
    elem = mr.elem
    shape = list(mr.shape)
    numel = int(np.prod(shape)) if shape else 1
    if elem.np_dtype is not None:
        return np.frombuffer(bytes(mr.st.data), dtype=np.dtype(elem.np_dtype).newbyteorder("<")).reshape(shape).copy()
    _, lanes = _array_shape(t, elem)
    scalar_t = t.element_type.element_type if lanes else t.element_type  # type: ignore[attr-defined]
    values = [elem.load(mr.st.data, k * elem.nbytes) for k in range(numel)]
    return np.array(values, dtype=numpy_dtype(scalar_t)).reshape(shape + lanes)


# -- results -----------------------------------------------------------------------


@dataclass
class OutputBuffer:
    index: int
    name: str
    type: str
    data: bytes
    array: np.ndarray
    written: bool

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    def checksum_line(self) -> str:
        with np.errstate(all="ignore"):
            total = float(np.asarray(self.array, dtype=np.float64).sum())
        flag = " (written)" if self.written else ""
        return f"output {self.index} %{self.name}{flag}: sha256={self.sha256[:32]} sum={total:.9g}"


@dataclass
class SimResult:
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    seed: int
    buffers: list[OutputBuffer]
    races: list[Race]
    uninit_reads: list[UninitRead]
    warnings: dict[str, int] = field(default_factory=dict)
    barrier_divergence: int = 0

    @property
    def well_defined(self) -> bool:
        """No race, no uninitialised read, no barrier divergence: outputs are layout-independent."""
        return not self.races and not self.uninit_reads and not self.barrier_divergence

    @property
    def outputs(self) -> list[np.ndarray]:
        return [b.array for b in self.buffers]

    def output_bytes(self) -> list[bytes]:
        return [b.data for b in self.buffers]

    def race_keys(self) -> set[tuple]:
        return {r.key for r in self.races}

    def uninit_keys(self) -> set[str]:
        return {u.key for u in self.uninit_reads}

    def report(self, max_findings: int = 10) -> str:
        g, b = self.grid, self.block
        lines = [
            f"kernel @{self.kernel}: grid {g[0]}x{g[1]}x{g[2]}, block {b[0]}x{b[1]}x{b[2]}, seed {self.seed}"
        ]
        lines += ["  " + buf.checksum_line() for buf in self.buffers]
        lines.append(f"  races: {len(self.races)}")
        for race in self.races[:max_findings]:
            lines += ["    " + line for line in race.render().splitlines()]
        if len(self.races) > max_findings:
            lines.append(f"    ... and {len(self.races) - max_findings} more")
        lines.append(f"  uninitialised reads: {len(self.uninit_reads)}")
        for u in self.uninit_reads[:max_findings]:
            lines.append("    " + u.render())
        if len(self.uninit_reads) > max_findings:
            lines.append(f"    ... and {len(self.uninit_reads) - max_findings} more")
        for message, count in sorted(self.warnings.items()):
            lines.append(f"  warning: {message} ({count}x)")
        return "\n".join(lines) + "\n"


def compile_kernel(kernel: Operation) -> Program:
    return Program(kernel)


def simulate(
    kernel: Operation,
    inputs: Sequence[Any] | None = None,
    *,
    blocks: int | Sequence[int] = 1,
    threads: int | Sequence[int] | None = None,
    seed: int = 0,
) -> SimResult:
    """Run ``kernel`` on copies of ``inputs`` (default: ``random_inputs(kernel, seed)``)."""
    declared = block_size(kernel)
    if threads is None and declared is None:
        raise SimError(f"kernel @{kernel_name(kernel)} declares no block size: give the number of threads", kernel)
    bdim = _dims(threads, declared or (1, 1, 1))
    if isinstance(threads, int) and declared is not None and threads == declared[0] * declared[1] * declared[2]:
        bdim = declared
    gdim = _dims(blocks, (1, 1, 1))
    if min(bdim) <= 0 or min(gdim) <= 0:
        raise SimError("block and grid sizes must be positive", kernel)
    if inputs is None:
        inputs = random_inputs(kernel, seed)
    types = kernel_arg_types(kernel)
    if len(inputs) != len(types):
        raise SimError(
            f"kernel @{kernel_name(kernel)} takes {len(types)} arguments, got {len(inputs)} inputs", kernel
        )
    prog = compile_kernel(kernel)
    entry = kernel.regions[0].blocks.first
    assert entry is not None
    args: list[Any] = []
    names: list[str] = []
    for k, (t, value) in enumerate(zip(types, inputs)):
        name = value_name(entry.args[k], f"arg{k}")
        names.append(name)
        if isinstance(t, MemRefType):
            args.append(array_to_storage(np.asarray(value), t, name))
        elif isinstance(t, AnyFloat):
            args.append(float_rounder(t)(float(value)))
        elif isinstance(t, (IntegerType, IndexType)):
            args.append(wrap_int(int(value), int_width(t)))
        else:
            args.append(value)
    det = Detector(thread_dims=bdim)
    rng = random.Random(seed)
    for bz in range(gdim[2]):
        for by in range(gdim[1]):
            for bx in range(gdim[0]):
                prog.run_block((bx, by, bz), bdim, gdim, args, det, rng)
    buffers = []
    for k, (t, v) in enumerate(zip(types, args)):
        if isinstance(t, MemRefType):
            buffers.append(
                OutputBuffer(k, names[k], str(t), bytes(v.st.data), storage_to_array(v, t), v.st.written)
            )
    return SimResult(
        kernel_name(kernel),
        gdim,
        bdim,
        seed,
        buffers,
        list(det.races.values()),
        list(det.uninit_reads.values()),
        dict(det.warnings),
        det.barrier_divergence,
    )
