"""numba-cuda kernels as their users write them, for the corpus of ``test/corpus/numba``.

Each kernel is plain numba-cuda code (``from numba import cuda`` style; here the package is
``numba_cuda_mlir``, NVIDIA's MLIR-based successor of numba-cuda, which keeps its API): shared
arrays through ``cuda.shared.array``, barriers through ``cuda.syncthreads``, the idioms of the
numba-cuda documentation and of CUDA tutorials ported to it. ``KERNELS`` lists every kernel with
the signature it is compiled for (C-contiguous arrays: what the dispatcher compiles for arrays
from ``cuda.to_device``). ``bench/numba/generate.py`` turns them into MLIR.

Importing this module needs numba-cuda-mlir (the ``bench`` extra); nothing here runs a kernel.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from numba_cuda_mlir import cuda
from numba_cuda_mlir.numba_cuda import float32, int32, uint8, void

TPB = 128
"""Threads per block of the one-dimensional kernels."""
TILE = 16
"""Edge of the square tiles (threads per block: TILE x TILE)."""
RADIUS = 3
"""Halo width of the one-dimensional stencil."""
R = 1
"""Halo width of the convolution (a 3 x 3 filter)."""
BINS = 256
WARP = 32


# -- matrix multiplication -------------------------------------------------------------------


def matmul_tiled(A, B, C):
    """The numba-cuda documentation's ``fast_matmul``: square tiles of A and B in shared memory,
    one pass of the k-loop per tile, a barrier after loading and after using them."""
    sA = cuda.shared.array(shape=(TILE, TILE), dtype=float32)
    sB = cuda.shared.array(shape=(TILE, TILE), dtype=float32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bpg = cuda.gridDim.x
    tmp = float32(0.0)
    for i in range(bpg):
        sA[ty, tx] = 0
        sB[ty, tx] = 0
        if y < A.shape[0] and (tx + i * TILE) < A.shape[1]:
            sA[ty, tx] = A[y, tx + i * TILE]
        if x < B.shape[1] and (ty + i * TILE) < B.shape[0]:
            sB[ty, tx] = B[ty + i * TILE, x]
        cuda.syncthreads()
        for j in range(TILE):
            tmp += sA[ty, j] * sB[j, tx]
        cuda.syncthreads()
    if y < C.shape[0] and x < C.shape[1]:
        C[y, x] = tmp


def matmul_double_buffered(A, B, C):
    """Tiled matmul that loads the next tiles while multiplying the current ones: two stages of
    each tile in one shared array, indexed by the parity of the step (one barrier per step)."""
    sA = cuda.shared.array(shape=(2, TILE, TILE), dtype=float32)
    sB = cuda.shared.array(shape=(2, TILE, TILE), dtype=float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    row = cuda.blockIdx.y * TILE + ty
    col = cuda.blockIdx.x * TILE + tx
    n = A.shape[1]
    steps = (n + TILE - 1) // TILE
    sA[0, ty, tx] = A[row, tx] if row < A.shape[0] and tx < n else float32(0)
    sB[0, ty, tx] = B[ty, col] if ty < n and col < B.shape[1] else float32(0)
    cuda.syncthreads()
    acc = float32(0)
    for step in range(steps):
        cur = step % 2
        nxt = 1 - cur
        if step + 1 < steps:
            k = (step + 1) * TILE
            sA[nxt, ty, tx] = A[row, k + tx] if row < A.shape[0] and k + tx < n else float32(0)
            sB[nxt, ty, tx] = B[k + ty, col] if k + ty < n and col < B.shape[1] else float32(0)
        for j in range(TILE):
            acc += sA[cur, ty, j] * sB[cur, j, tx]
        cuda.syncthreads()
    if row < C.shape[0] and col < C.shape[1]:
        C[row, col] = acc


def matmul_staged_epilogue(A, B, C):
    """Tiled matmul whose result tile goes through shared memory once more before the store
    (the seed kernel of the project, as a numba user writes it): three tiles, of which the
    epilogue's may take the bytes of the other two."""
    sA = cuda.shared.array((TILE, TILE), float32)
    sB = cuda.shared.array((TILE, TILE), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    row = cuda.blockIdx.y * TILE + ty
    col = cuda.blockIdx.x * TILE + tx
    acc = float32(0)
    for k0 in range(0, A.shape[1], TILE):
        sA[ty, tx] = A[row, k0 + tx]
        sB[ty, tx] = B[k0 + ty, col]
        cuda.syncthreads()
        for j in range(TILE):
            acc += sA[ty, j] * sB[j, tx]
        cuda.syncthreads()
    sC = cuda.shared.array((TILE, TILE), float32)
    sC[ty, tx] = acc
    cuda.syncthreads()
    C[cuda.blockIdx.y * TILE + tx, cuda.blockIdx.x * TILE + ty] = sC[tx, ty]


# -- reductions ------------------------------------------------------------------------------


def reduce_tree(a, out):
    """Block sum by halving strides in shared memory (CUDA's reduction #3 in numba)."""
    s = cuda.shared.array(TPB, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    s[t] = a[i] if i < a.shape[0] else float32(0)
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if t < stride:
            s[t] += s[t + stride]
        cuda.syncthreads()
        stride //= 2
    if t == 0:
        out[cuda.blockIdx.x] = s[0]


def reduce_warp_shuffle(a, out):
    """Block sum in two levels: warps reduce with shuffles, their partial sums meet in a small
    shared array, the first warp reduces those."""
    partial = cuda.shared.array(WARP, float32)
    t = cuda.threadIdx.x
    lane = t % WARP
    warp = t // WARP
    i = cuda.grid(1)
    v = a[i] if i < a.shape[0] else float32(0)
    offset = WARP // 2
    while offset > 0:
        v += cuda.shfl_down_sync(0xFFFFFFFF, v, offset)
        offset //= 2
    if lane == 0:
        partial[warp] = v
    cuda.syncthreads()
    if warp == 0:
        v = partial[lane] if lane < cuda.blockDim.x // WARP else float32(0)
        offset = WARP // 2
        while offset > 0:
            v += cuda.shfl_down_sync(0xFFFFFFFF, v, offset)
            offset //= 2
        if lane == 0:
            out[cuda.blockIdx.x] = v


@cuda.jit(device=True)
def block_sum(v):
    """Sum of ``v`` over the block; its own shared array, a barrier before it is reused."""
    s = cuda.shared.array(TPB, float32)
    t = cuda.threadIdx.x
    s[t] = v
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if t < stride:
            s[t] += s[t + stride]
        cuda.syncthreads()
        stride //= 2
    total = s[0]
    cuda.syncthreads()
    return total


def moments_device_fn(a, out):
    """Sum and sum of squares of each block through a device function with its own shared
    array, called twice: each call is one more shared array in the kernel."""
    i = cuda.grid(1)
    v = a[i] if i < a.shape[0] else float32(0)
    total = block_sum(v)
    squares = block_sum(v * v)
    if cuda.threadIdx.x == 0:
        out[cuda.blockIdx.x, 0] = total
        out[cuda.blockIdx.x, 1] = squares


# -- transposes ------------------------------------------------------------------------------


def transpose_padded(a, b):
    """Transpose through a padded tile (``TILE + 1`` columns: no bank conflicts), as every
    tutorial writes it."""
    tile = cuda.shared.array((TILE, TILE + 1), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    x = cuda.blockIdx.x * TILE + tx
    y = cuda.blockIdx.y * TILE + ty
    if y < a.shape[0] and x < a.shape[1]:
        tile[ty, tx] = a[y, x]
    cuda.syncthreads()
    x = cuda.blockIdx.y * TILE + tx
    y = cuda.blockIdx.x * TILE + ty
    if y < b.shape[0] and x < b.shape[1]:
        b[y, x] = tile[tx, ty]


TILE_PADDED = TILE + 1
"""The padded width as a module constant (the other way users write it)."""


def transpose_padded_constant(a, b):
    """The padded transpose with the width spelt as a module-level constant."""
    tile = cuda.shared.array((TILE, TILE_PADDED), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    x = cuda.blockIdx.x * TILE + tx
    y = cuda.blockIdx.y * TILE + ty
    if y < a.shape[0] and x < a.shape[1]:
        tile[ty, tx] = a[y, x]
    cuda.syncthreads()
    x = cuda.blockIdx.y * TILE + tx
    y = cuda.blockIdx.x * TILE + ty
    if y < b.shape[0] and x < b.shape[1]:
        b[y, x] = tile[tx, ty]


# -- stencils --------------------------------------------------------------------------------


def stencil_1d_halo(a, out):
    """Moving sum of width 2 RADIUS + 1: the block's elements and a halo on each side in
    shared memory (the halo loaded by the first RADIUS threads)."""
    s = cuda.shared.array(TPB + 2 * RADIUS, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    n = a.shape[0]
    s[t + RADIUS] = a[i] if i < n else float32(0)
    if t < RADIUS:
        left = i - RADIUS
        right = i + TPB
        s[t] = a[left] if left >= 0 else float32(0)
        s[t + TPB + RADIUS] = a[right] if right < n else float32(0)
    cuda.syncthreads()
    if i < n:
        acc = float32(0)
        for k in range(-RADIUS, RADIUS + 1):
            acc += s[t + RADIUS + k]
        out[i] = acc


def stencil_2d_jacobi(a, out):
    """One Jacobi step on a 2-D grid: a (TILE + 2) x (TILE + 2) tile with a one-cell halo."""
    s = cuda.shared.array((TILE + 2, TILE + 2), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    x, y = cuda.grid(2)
    h, w = a.shape
    if y < h and x < w:
        s[ty + 1, tx + 1] = a[y, x]
        if tx == 0 and x > 0:
            s[ty + 1, 0] = a[y, x - 1]
        if tx == TILE - 1 and x + 1 < w:
            s[ty + 1, TILE + 1] = a[y, x + 1]
        if ty == 0 and y > 0:
            s[0, tx + 1] = a[y - 1, x]
        if ty == TILE - 1 and y + 1 < h:
            s[TILE + 1, tx + 1] = a[y + 1, x]
    cuda.syncthreads()
    if 0 < y < h - 1 and 0 < x < w - 1:
        out[y, x] = 0.25 * (s[ty, tx + 1] + s[ty + 2, tx + 1] + s[ty + 1, tx] + s[ty + 1, tx + 2])


def stencil_2d_jacobi_constant(a, out):
    """The same Jacobi step with the halo tile's edge as a literal (TILE + 2 = 18)."""
    s = cuda.shared.array((18, 18), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    x, y = cuda.grid(2)
    h, w = a.shape
    if y < h and x < w:
        s[ty + 1, tx + 1] = a[y, x]
        if tx == 0 and x > 0:
            s[ty + 1, 0] = a[y, x - 1]
        if tx == TILE - 1 and x + 1 < w:
            s[ty + 1, TILE + 1] = a[y, x + 1]
        if ty == 0 and y > 0:
            s[0, tx + 1] = a[y - 1, x]
        if ty == TILE - 1 and y + 1 < h:
            s[TILE + 1, tx + 1] = a[y + 1, x]
    cuda.syncthreads()
    if 0 < y < h - 1 and 0 < x < w - 1:
        out[y, x] = 0.25 * (s[ty, tx + 1] + s[ty + 2, tx + 1] + s[ty + 1, tx] + s[ty + 1, tx + 2])


def conv2d_halo(a, weights, out):
    """3 x 3 convolution: the filter and an input tile with a halo of R = 1 in shared memory,
    both shaped by expressions of module constants."""
    w = cuda.shared.array((2 * R + 1, 2 * R + 1), float32)
    s = cuda.shared.array((TILE + 2 * R, TILE + 2 * R), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    if ty < 2 * R + 1 and tx < 2 * R + 1:
        w[ty, tx] = weights[ty, tx]
    h, wd = a.shape
    x0 = cuda.blockIdx.x * TILE - R
    y0 = cuda.blockIdx.y * TILE - R
    for dy in range(ty, TILE + 2 * R, TILE):
        for dx in range(tx, TILE + 2 * R, TILE):
            y = y0 + dy
            x = x0 + dx
            s[dy, dx] = a[y, x] if 0 <= y < h and 0 <= x < wd else float32(0)
    cuda.syncthreads()
    y = cuda.blockIdx.y * TILE + ty
    x = cuda.blockIdx.x * TILE + tx
    if y < h and x < wd:
        acc = float32(0)
        for i in range(2 * R + 1):
            for j in range(2 * R + 1):
                acc += w[i, j] * s[ty + i, tx + j]
        out[y, x] = acc


# -- rows: softmax, layernorm ----------------------------------------------------------------


def softmax_rows(x, out):
    """Row softmax, one block per row: a shared array for the running maxima, another for the
    sums (each reduced by halving strides), the row read in a block-strided loop."""
    smax = cuda.shared.array(TPB, float32)
    ssum = cuda.shared.array(TPB, float32)
    row = cuda.blockIdx.x
    t = cuda.threadIdx.x
    n = x.shape[1]
    m = -math.inf
    for j in range(t, n, TPB):
        m = max(m, x[row, j])
    smax[t] = m
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if t < stride:
            smax[t] = max(smax[t], smax[t + stride])
        cuda.syncthreads()
        stride //= 2
    m = smax[0]
    acc = float32(0)
    for j in range(t, n, TPB):
        acc += math.exp(x[row, j] - m)
    ssum[t] = acc
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if t < stride:
            ssum[t] += ssum[t + stride]
        cuda.syncthreads()
        stride //= 2
    total = ssum[0]
    for j in range(t, n, TPB):
        out[row, j] = math.exp(x[row, j] - m) / total


def layernorm_rows(x, gamma, beta, out):
    """Row layer normalisation, one block per row: the mean through one shared array, the
    variance through a second, then the normalised row."""
    smean = cuda.shared.array(TPB, float32)
    svar = cuda.shared.array(TPB, float32)
    row = cuda.blockIdx.x
    t = cuda.threadIdx.x
    n = x.shape[1]
    acc = float32(0)
    for j in range(t, n, TPB):
        acc += x[row, j]
    smean[t] = acc
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if t < stride:
            smean[t] += smean[t + stride]
        cuda.syncthreads()
        stride //= 2
    mean = smean[0] / n
    acc = float32(0)
    for j in range(t, n, TPB):
        d = x[row, j] - mean
        acc += d * d
    svar[t] = acc
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if t < stride:
            svar[t] += svar[t + stride]
        cuda.syncthreads()
        stride //= 2
    inv = 1.0 / math.sqrt(svar[0] / n + 1e-5)
    for j in range(t, n, TPB):
        out[row, j] = (x[row, j] - mean) * inv * gamma[j] + beta[j]


@cuda.jit(device=True)
def block_max(v):
    """Maximum of ``v`` over the block, through its own shared array."""
    s = cuda.shared.array(TPB, float32)
    t = cuda.threadIdx.x
    s[t] = v
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if t < stride:
            s[t] = max(s[t], s[t + stride])
        cuda.syncthreads()
        stride //= 2
    result = s[0]
    cuda.syncthreads()
    return result


def softmax_device_fns(x, out):
    """Row softmax written with two reusable device functions (``block_max``, ``block_sum``),
    each with its own shared array and a barrier before returning."""
    row = cuda.blockIdx.x
    t = cuda.threadIdx.x
    n = x.shape[1]
    m = -math.inf
    for j in range(t, n, TPB):
        m = max(m, x[row, j])
    m = block_max(m)
    acc = float32(0)
    for j in range(t, n, TPB):
        acc += math.exp(x[row, j] - m)
    total = block_sum(acc)
    for j in range(t, n, TPB):
        out[row, j] = math.exp(x[row, j] - m) / total


# -- histograms, scans -----------------------------------------------------------------------


def histogram_shared_atomics(data, hist):
    """Byte histogram: a per-block histogram in shared memory built with shared atomics, then
    added to the global one."""
    local = cuda.shared.array(BINS, int32)
    t = cuda.threadIdx.x
    for b in range(t, BINS, cuda.blockDim.x):
        local[b] = 0
    cuda.syncthreads()
    i = cuda.grid(1)
    stride = cuda.gridsize(1)
    while i < data.shape[0]:
        cuda.atomic.add(local, data[i], 1)
        i += stride
    cuda.syncthreads()
    for b in range(t, BINS, cuda.blockDim.x):
        cuda.atomic.add(hist, b, local[b])


def scan_double_buffered(a, out):
    """Inclusive block scan (Hillis-Steele) ping-ponging between two shared arrays, one barrier
    per step."""
    buf0 = cuda.shared.array(TPB, float32)
    buf1 = cuda.shared.array(TPB, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf0[t] = a[i] if i < a.shape[0] else float32(0)
    cuda.syncthreads()
    offset = 1
    src = 0
    while offset < TPB:
        if src == 0:
            v = buf0[t]
            if t >= offset:
                v += buf0[t - offset]
            buf1[t] = v
        else:
            v = buf1[t]
            if t >= offset:
                v += buf1[t - offset]
            buf0[t] = v
        cuda.syncthreads()
        src = 1 - src
        offset *= 2
    if i < a.shape[0]:
        out[i] = buf0[t] if src == 0 else buf1[t]


def smooth_rounds(x, w, out):
    """Four rounds of three-point smoothing of a weighted segment: the input and its weights staged
    together, the rounds in their own array (a barrier after each write and each read), the value
    and its square written back reversed. The staged input's last read comes before the loop and
    the output's first write after it: only the barriers of ``range(4)``'s trips lie between."""
    pair = cuda.shared.array(shape=(2, TPB), dtype=float32)
    cur = cuda.shared.array(TPB, float32)
    res = cuda.shared.array(shape=(2, TPB), dtype=float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    n = x.shape[0]
    pair[0, t] = x[i] if i < n else float32(0)
    pair[1, t] = w[i] if i < n else float32(0)
    cuda.syncthreads()
    v = pair[0, t] * pair[1, (t + 1) % TPB]
    for r in range(4):
        cur[t] = v
        cuda.syncthreads()
        v = (cur[(t + TPB - 1) % TPB] + cur[t] + cur[(t + 1) % TPB]) / float32(3)
        cuda.syncthreads()
    res[0, TPB - 1 - t] = v
    res[1, TPB - 1 - t] = v * v
    cuda.syncthreads()
    if i < n:
        out[0, i] = res[0, t]
        out[1, i] = res[1, t]


def dynamic_shared_rows(x, out):
    """Row sums through dynamic shared memory (``cuda.shared.array(0, ...)``: sized at launch)."""
    s = cuda.shared.array(0, float32)
    row = cuda.blockIdx.x
    t = cuda.threadIdx.x
    acc = float32(0)
    for j in range(t, x.shape[1], cuda.blockDim.x):
        acc += x[row, j]
    s[t] = acc
    cuda.syncthreads()
    if t == 0:
        total = float32(0)
        for k in range(cuda.blockDim.x):
            total += s[k]
        out[row] = total


@dataclass(frozen=True)
class NumbaKernel:
    name: str
    function: Callable
    signature: object
    signature_text: str
    """The signature as written in the header of the dumped file."""


def _k(fn: Callable, signature: object, text: str) -> NumbaKernel:
    return NumbaKernel(fn.__name__, fn, signature, text)


F1 = float32[::1]
F2 = float32[:, ::1]
KERNELS: list[NumbaKernel] = [
    _k(matmul_tiled, void(F2, F2, F2), "void(float32[:, ::1], float32[:, ::1], float32[:, ::1])"),
    _k(matmul_double_buffered, void(F2, F2, F2), "void(float32[:, ::1], float32[:, ::1], float32[:, ::1])"),
    _k(matmul_staged_epilogue, void(F2, F2, F2), "void(float32[:, ::1], float32[:, ::1], float32[:, ::1])"),
    _k(reduce_tree, void(F1, F1), "void(float32[::1], float32[::1])"),
    _k(reduce_warp_shuffle, void(F1, F1), "void(float32[::1], float32[::1])"),
    _k(moments_device_fn, void(F1, F2), "void(float32[::1], float32[:, ::1])"),
    _k(transpose_padded, void(F2, F2), "void(float32[:, ::1], float32[:, ::1])"),
    _k(transpose_padded_constant, void(F2, F2), "void(float32[:, ::1], float32[:, ::1])"),
    _k(stencil_1d_halo, void(F1, F1), "void(float32[::1], float32[::1])"),
    _k(stencil_2d_jacobi, void(F2, F2), "void(float32[:, ::1], float32[:, ::1])"),
    _k(stencil_2d_jacobi_constant, void(F2, F2), "void(float32[:, ::1], float32[:, ::1])"),
    _k(conv2d_halo, void(F2, F2, F2), "void(float32[:, ::1], float32[:, ::1], float32[:, ::1])"),
    _k(softmax_rows, void(F2, F2), "void(float32[:, ::1], float32[:, ::1])"),
    _k(softmax_device_fns, void(F2, F2), "void(float32[:, ::1], float32[:, ::1])"),
    _k(layernorm_rows, void(F2, F1, F1, F2), "void(float32[:, ::1], float32[::1], float32[::1], float32[:, ::1])"),
    _k(histogram_shared_atomics, void(uint8[::1], int32[::1]), "void(uint8[::1], int32[::1])"),
    _k(scan_double_buffered, void(F1, F1), "void(float32[::1], float32[::1])"),
    _k(smooth_rounds, void(F1, F1, F2), "void(float32[::1], float32[::1], float32[:, ::1])"),
    _k(dynamic_shared_rows, void(F2, F1), "void(float32[:, ::1], float32[::1])"),
]
