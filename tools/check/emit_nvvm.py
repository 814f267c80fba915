"""Python for the ``nvvm`` ops (and the inline assembly) upstream's NVVM lowering emits.

Special registers read the running thread; barriers, warp-wide ops (``shfl.sync``, votes,
``bar.warp.sync``, ``ldmatrix``, ``mma.sync``, ``wmma``) and blocking mbarrier waits *yield* to the
scheduler (``tools.check.block``), which resumes the thread with the result once the threads
involved have met; ``cp.async`` and mbarrier updates go to the run's ``Memory``. The yielded
tuples start with one of the ``SYNC_*`` kinds below.
"""

from __future__ import annotations

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.codegen import FunctionCompiler, emitter
from smem_opt.tools.check.mlir_text import Op, string_value

C = FunctionCompiler

SYNC_BARRIER = "barrier"
SYNC_WARP = "warp"
SYNC_MBARRIER = "mbarrier"
SYNC_SPIN = "spin"
SYNC_CLUSTER = "cluster"
FULL_WARP = "0xFFFFFFFF"
"""The member mask of the warp-wide ops every lane of the warp takes part in."""

_SREG = {
    "tid.x": "T.tx",
    "tid.y": "T.ty",
    "tid.z": "T.tz",
    "ntid.x": "M.block[0]",
    "ntid.y": "M.block[1]",
    "ntid.z": "M.block[2]",
    "ctaid.x": "M.ctaid[0]",
    "ctaid.y": "M.ctaid[1]",
    "ctaid.z": "M.ctaid[2]",
    "nctaid.x": "M.grid[0]",
    "nctaid.y": "M.grid[1]",
    "nctaid.z": "M.grid[2]",
    "laneid": "T.lane",
    "warpid": "T.warp",
    "nwarpid": "M.warps",
    "warpsize": "32",
    "smid": "0",
    "nsmid": "1",
    "gridid": "0",
    "clock": "clock(T)",
    "clock64": "clock64(T)",
    "globaltimer": "clock64(T)",
    "lanemask.eq": "(1 << T.lane)",
    "lanemask.lt": "((1 << T.lane) - 1)",
    "lanemask.le": "((2 << T.lane) - 1)",
    "lanemask.gt": "((0xFFFFFFFF << (T.lane + 1)) & 0xFFFFFFFF)",
    "lanemask.ge": "((0xFFFFFFFF << T.lane) & 0xFFFFFFFF)",
    # a block runs as a cluster of one: its cluster's place in the grid is its own
    "clusterid.x": "M.ctaid[0]",
    "clusterid.y": "M.ctaid[1]",
    "clusterid.z": "M.ctaid[2]",
    "nclusterid.x": "M.grid[0]",
    "nclusterid.y": "M.grid[1]",
    "nclusterid.z": "M.grid[2]",
    "cluster.ctaid.x": "0",
    "cluster.ctaid.y": "0",
    "cluster.ctaid.z": "0",
    "cluster.nctaid.x": "1",
    "cluster.nctaid.y": "1",
    "cluster.nctaid.z": "1",
    "cluster.ctarank": "0",
    "cluster.nctarank": "1",
}


def _sreg(expr: str):
    def emit(c: C, op: Op) -> None:
        c.line(f"{c.out(op)} = {expr}")

    return emit


for _reg, _expr in _SREG.items():
    emitter(f"nvvm.read.ptx.sreg.{_reg}")(_sreg(_expr))


# -- barriers ---------------------------------------------------------------------------------


@emitter("nvvm.barrier0")
def _barrier0(c: C, op: Op) -> None:
    c.line(f"T.n = n; yield ({SYNC_BARRIER!r}, {c.site(op)}, 0, None)")


@emitter("nvvm.cluster.arrive", "nvvm.cluster.arrive.relaxed")
def _cluster_arrive(c: C, op: Op) -> None:
    # a block runs as a cluster of one: the cluster barrier's arrival of this thread (the relaxed
    # form orders no memory)
    c.line(f"M.cluster_arrive(T, {op.name.endswith('relaxed')})")


@emitter("nvvm.mapa")
def _mapa(c: C, op: Op) -> None:
    # a block runs as a cluster of one (tools.check.run refuses launches of larger clusters):
    # rank 0 is the block itself, its shared bytes at the same address; any other rank is outside
    # the cluster, undefined
    c.line(f"if {c.arg(op, 1)} != 0:")
    c.indent += 1
    c.line(f"trap({c.site(op)}, 'nvvm.mapa to a block outside the cluster (a block runs as a cluster of one)')")
    c.indent -= 1
    c.line(f"{c.out(op)} = {c.arg(op, 0)}")


@emitter("nvvm.cluster.wait")
def _cluster_wait(c: C, op: Op) -> None:
    c.line(f"T.n = n; yield ({SYNC_CLUSTER!r}, {c.site(op)}, T.cluster_phase - 1, None)")


@emitter("nvvm.barrier")
def _barrier(c: C, op: Op) -> None:
    sizes = A.int_array(op.attr("operandSegmentSizes")) if op.attr("operandSegmentSizes") else [0, 0, 0]
    if op.results or (len(sizes) > 2 and sizes[2]):
        raise c.cannot(op, "nvvm.barrier with a reduction")
    k = 0
    barrier_id = "0"
    count = "None"
    if sizes and sizes[0]:
        barrier_id = c.arg(op, k)
        k += 1
    if len(sizes) > 1 and sizes[1]:
        count = c.arg(op, k)
    c.line(f"T.n = n; yield ({SYNC_BARRIER!r}, {c.site(op)}, {barrier_id}, {count})")


@emitter("nvvm.bar.warp.sync")
def _bar_warp_sync(c: C, op: Op) -> None:
    c.line(_warp(c, op, "sync", c.arg(op, 0), "None"))


@emitter("nvvm.fence.proxy", "nvvm.fence.sc.cluster", "nvvm.fence.mbarrier.init", "nvvm.membar",
         "nvvm.fence.proxy.acquire", "nvvm.fence.proxy.release", "nvvm.prefetch", "nvvm.setmaxregister")
def _fence(c: C, op: Op) -> None:
    """Fences order memory for other agents; within one block, barriers are what orders."""


# -- warp-wide ops ---------------------------------------------------------------------------


def _warp(c: C, op: Op, kind: str, mask: str, payload: str) -> str:
    """The expression that hands a warp-wide op to the scheduler (``tools.check.block``) and
    gives what ``tools.check.warp.run_collective`` computes for this lane."""
    return f"(yield ({SYNC_WARP!r}, {c.site(op)}, {kind!r}, {mask}, {payload}))"


@emitter("nvvm.shfl.sync")
def _shfl(c: C, op: Op) -> None:
    kind = A.enum_word(op.attr("kind"))
    valid = "return_value_and_is_valid" in op.props or "return_value_and_is_valid" in op.attrs
    mask, value, offset, clamp = (c.arg(op, k) for k in range(4))
    c.line(f"_r = {_warp(c, op, 'shfl', mask, f'({kind!r}, {value}, {offset}, {clamp})')}")
    c.line(f"{c.out(op)} = _r if {valid} else _r[0]")


def _with_kind(collective: str, mask_at: int, value_at: int):
    """The emitter of a warp-wide op with a ``kind`` (vote, redux): its member mask and value are
    the operands at ``mask_at`` and ``value_at``."""

    def emit(c: C, op: Op) -> None:
        kind = A.enum_word(op.attr("kind"))
        payload = f"({kind!r}, {c.arg(op, value_at)})"
        c.line(f"{c.out(op)} = {_warp(c, op, collective, c.arg(op, mask_at), payload)}")

    return emit


emitter("nvvm.vote.sync")(_with_kind("vote", 0, 1))
emitter("nvvm.redux.sync")(_with_kind("redux", 1, 0))


@emitter("nvvm.elect.sync")
def _elect(c: C, op: Op) -> None:
    mask = c.arg(op, 0) if op.operands else FULL_WARP
    c.line(f"{c.out(op)} = {_warp(c, op, 'elect', mask, 'None')}")


@emitter("nvvm.ldmatrix")
def _ldmatrix(c: C, op: Op) -> None:
    num = A.int_value(op.attr("num"), 1)
    trans = A.enum_word(op.attr("layout")) == "col"
    shape = A.keyed_ints(op.attr("shape") or "")
    elt = A.enum_word(op.attr("eltType")) or "b16"
    if shape and (shape.get("m"), shape.get("n")) != (8, 8) or elt != "b16":
        raise c.cannot(op, f"nvvm.ldmatrix of shape {op.attr('shape')} and type {elt}")
    result = c.rtype(op)
    c.line(f"_r = {_warp(c, op, 'ldmatrix', FULL_WARP, f'({c.arg(op, 0)}, {num}, {trans})')}")
    c.line(f"{c.out(op)} = _r if {isinstance(result, A.Struct)} else _r[0]")


@emitter("nvvm.mma.sync")
def _mma_sync(c: C, op: Op) -> None:
    sizes = A.int_array(op.attr("operandSegmentSizes"))
    shape = A.keyed_ints(op.attr("shape") or "")
    spec = (
        shape.get("m"), shape.get("n"), shape.get("k"),
        A.enum_word(op.attr("multiplicandAPtxType")), A.enum_word(op.attr("multiplicandBPtxType")),
        A.enum_word(op.attr("layoutA")), A.enum_word(op.attr("layoutB")),
        c.const(c.rtype(op), "T"),
    )
    if spec[5:7] != ("row", "col"):
        raise c.cannot(op, f"nvvm.mma.sync with layouts {spec[5]}/{spec[6]}")
    a = [c.arg(op, k) for k in range(sizes[0])]
    b = [c.arg(op, k) for k in range(sizes[0], sizes[0] + sizes[1])]
    acc = [c.arg(op, k) for k in range(sizes[0] + sizes[1], sum(sizes))]
    spec_text = f"({spec[0]}, {spec[1]}, {spec[2]}, {spec[3]!r}, {spec[4]!r}, {spec[7]})"
    operands = f"({spec_text}, ({', '.join(a)},), ({', '.join(b)},), ({', '.join(acc)},))"
    c.line(f"{c.out(op)} = {_warp(c, op, 'mma', FULL_WARP, operands)}")


def _wmma_spec(c: C, op: Op) -> str:
    m, n, k = (A.int_value(op.attr(x)) for x in ("m", "n", "k"))
    return f"({m}, {n}, {k}, {A.enum_word(op.attr('layout'))!r}, {A.enum_word(op.attr('eltype'))!r})"


@emitter("nvvm.wmma.load")
def _wmma_load(c: C, op: Op) -> None:
    frag = A.enum_word(op.attr("frag"))
    result = c.const(c.rtype(op), "T")
    operands = f"({_wmma_spec(c, op)}, {frag!r}, {c.arg(op, 0)}, {c.arg(op, 1)}, {result})"
    c.line(f"{c.out(op)} = {_warp(c, op, 'wmma.load', FULL_WARP, operands)}")


@emitter("nvvm.wmma.store")
def _wmma_store(c: C, op: Op) -> None:
    values = ", ".join(c.arg(op, k) for k in range(1, len(op.operands) - 1))
    stride = c.arg(op, len(op.operands) - 1)
    c.line(_warp(c, op, "wmma.store", FULL_WARP, f"({_wmma_spec(c, op)}, {c.arg(op, 0)}, {stride}, ({values},))"))


@emitter("nvvm.wmma.mma")
def _wmma_mma(c: C, op: Op) -> None:
    m, n, k = (A.int_value(op.attr(x)) for x in ("m", "n", "k"))
    spec = (m, n, k, A.enum_word(op.attr("layoutA")), A.enum_word(op.attr("layoutB")),
            A.enum_word(op.attr("eltypeA")), A.enum_word(op.attr("eltypeB")))
    result_t = c.rtype(op)
    n_acc = len(result_t.fields) if isinstance(result_t, A.Struct) else 1
    n_ab = (len(op.operands) - n_acc) // 2
    regs = [c.v(x) for x in op.operands]
    groups = [regs[:n_ab], regs[n_ab : 2 * n_ab], regs[2 * n_ab :]]
    a, b, acc = (f"({', '.join(g)},)" for g in groups)
    operands = f"({spec!r}, {a}, {b}, {acc}, {c.const(result_t, 'T')})"
    c.line(f"{c.out(op)} = {_warp(c, op, 'wmma.mma', FULL_WARP, operands)}")


# -- asynchronous copies and mbarriers -------------------------------------------------------


@emitter("nvvm.cp.async.shared.global")
def _cp_async(c: C, op: Op) -> None:
    size = A.int_value(op.attr("size"), 16)
    src_size = c.arg(op, 2) if len(op.operands) > 2 else str(size)
    c.line(f"M.cp_async(T, {c.arg(op, 0)}, {c.arg(op, 1)}, {size}, {src_size}, {c.site(op)})")


@emitter("nvvm.cp.async.commit.group")
def _cp_commit(c: C, op: Op) -> None:
    c.line("M.cp_async_commit(T)")


@emitter("nvvm.cp.async.wait.group")
def _cp_wait(c: C, op: Op) -> None:
    c.line(f"M.cp_async_wait(T, {A.int_value(op.attr('n'), 0)})")


@emitter("nvvm.cp.async.mbarrier.arrive", "nvvm.cp.async.mbarrier.arrive.shared")
def _cp_mbarrier_arrive(c: C, op: Op) -> None:
    noinc = A.int_value(op.attr("noinc"), 0)
    c.line(f"M.land_all(T); M.mb_arrive(T, {c.arg(op, 0)}, {1 if noinc else 0}, {c.site(op)})")


@emitter("nvvm.mbarrier.init", "nvvm.mbarrier.init.shared")
def _mb_init(c: C, op: Op) -> None:
    c.line(f"M.mb_init(T, {c.arg(op, 0)}, {c.arg(op, 1)}, {c.site(op)})")


@emitter("nvvm.mbarrier.inval", "nvvm.mbarrier.inval.shared")
def _mb_inval(c: C, op: Op) -> None:
    c.line(f"M.mb_inval(T, {c.arg(op, 0)}, {c.site(op)})")


@emitter("nvvm.mbarrier.arrive", "nvvm.mbarrier.arrive.shared")
def _mb_arrive(c: C, op: Op) -> None:
    out = f"{c.out(op)} = " if op.results else ""
    c.line(f"{out}M.mb_arrive(T, {c.arg(op, 0)}, 1, {c.site(op)})")


@emitter("nvvm.mbarrier.arrive.nocomplete", "nvvm.mbarrier.arrive.nocomplete.shared")
def _mb_arrive_nocomplete(c: C, op: Op) -> None:
    out = f"{c.out(op)} = " if op.results else ""
    c.line(f"{out}M.mb_arrive(T, {c.arg(op, 0)}, {c.arg(op, 1)}, {c.site(op)}, False)")


@emitter("nvvm.mbarrier.arrive.expect_tx", "nvvm.mbarrier.arrive.expect_tx.shared")
def _mb_arrive_expect_tx(c: C, op: Op) -> None:
    out = f"{c.out(op)} = " if op.results else ""
    c.line(f"M.mb_expect_tx(T, {c.arg(op, 0)}, {c.arg(op, 1)}, {c.site(op)})")
    c.line(f"{out}M.mb_arrive(T, {c.arg(op, 0)}, 1, {c.site(op)})")


@emitter("nvvm.mbarrier.expect_tx")
def _mb_expect_tx(c: C, op: Op) -> None:
    c.line(f"M.mb_expect_tx(T, {c.arg(op, 0)}, {c.arg(op, 1)}, {c.site(op)})")


@emitter("nvvm.mbarrier.test.wait", "nvvm.mbarrier.test.wait.shared")
def _mb_test_wait(c: C, op: Op) -> None:
    out = c.out(op)
    c.line(f"{out} = M.mb_test(T, {c.arg(op, 0)}, {c.arg(op, 1)}, False, {c.site(op)})")
    c.line(f"if not {out}: yield ({SYNC_SPIN!r}, {c.site(op)})")


@emitter("nvvm.mbarrier.try_wait.parity", "nvvm.mbarrier.try_wait.parity.shared")
def _mb_try_wait_parity(c: C, op: Op) -> None:
    if op.results:
        out = c.out(op)
        c.line(f"{out} = M.mb_test(T, {c.arg(op, 0)}, {c.arg(op, 1)}, True, {c.site(op)})")
        c.line(f"if not {out}: yield ({SYNC_SPIN!r}, {c.site(op)})")
    else:
        c.line(f"yield ({SYNC_MBARRIER!r}, {c.site(op)}, {c.arg(op, 0)}, {c.arg(op, 1)})")


@emitter("nvvm.cp.async.bulk.tensor.shared.cluster.global")
def _tma_load(c: C, op: Op) -> None:
    # operands: dst, map, coordinates, mbarrier, im2col offsets, multicast mask, cache hint, predicate
    sizes = A.int_array(op.attr("operandSegmentSizes"))
    if len(sizes) < 8 or sizes[0] != 1 or sizes[1] != 1 or sizes[3] != 1:
        raise c.cannot(op, "a tensor copy whose operands the check does not know")
    mode = A.enum_word(op.attr("mode")) if op.attr("mode") else "tile"
    if mode != "tile" or sizes[4]:
        raise c.cannot(op, f"a tensor copy in {mode} mode")
    if sizes[5]:
        raise c.cannot(op, "a multicast tensor copy (a block runs as a cluster of one)")
    _tma_call(c, op, sizes[2], c.arg(op, sum(sizes[:7])) if sizes[7] else None)


def _tma_call(c: C, op: Op, rank: int, predicate: str | None) -> None:
    """``M.tma_load`` of operands dst, map, ``rank`` coordinates, mbarrier, under ``predicate``."""
    coords = ", ".join(c.arg(op, j) for j in range(2, 2 + rank))
    call = f"M.tma_load(T, {c.arg(op, 0)}, {c.arg(op, 1)}, [{coords}], {c.arg(op, 2 + rank)}, {c.site(op)})"
    if predicate is None:
        c.line(call)
        return
    c.line(f"if {predicate}:")
    c.indent += 1
    c.line(call)
    c.indent -= 1


@emitter("nvvm.prefetch.tensormap", "nvvm.cp.async.bulk.tensor.prefetch")
def _tma_prefetch(c: C, op: Op) -> None:
    # a prefetch into the cache: nothing a thread can observe
    c.line("pass")


# -- inline assembly: the exact strings the lowering writes -------------------------------------

_TRY_WAIT_PARITY_LOOP = " ".join("""{ .reg .pred P1; LAB_WAIT:
    mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; @P1 bra.uni DONE; bra.uni LAB_WAIT; DONE: }""".split())
"""What upstream's NVVM lowering writes for ``nvvm.mbarrier.try_wait.parity`` (spaces squeezed):
only that exact text is run, and the predicated tensor loads below; any other assembly, even one
holding that loop, cannot run."""


def _predicated_tma_load(rank: int) -> str:
    """What upstream's NVVM lowering writes for a tile-mode ``cp.async.bulk.tensor`` load of
    ``rank`` coordinates with a predicate (operands: dst, map, coordinates, mbarrier, predicate)."""
    coords = ",".join(f"${k}" for k in range(2, 2 + rank))
    return (f"@${rank + 3} cp.async.bulk.tensor.{rank}d.shared::cluster.global.mbarrier::complete_tx::bytes "
            f"[$0], [$1, {{{coords}}} ], [${rank + 2}];")


_PREDICATED_TMA_LOADS = {_predicated_tma_load(rank): rank for rank in range(1, 6)}


@emitter("llvm.inline_asm")
def _inline_asm(c: C, op: Op) -> None:
    text = string_value(op.attr("asm_string")) or ""
    squeezed = " ".join(text.split())
    if squeezed == _TRY_WAIT_PARITY_LOOP and len(op.operands) == 3:
        c.line(f"yield ({SYNC_MBARRIER!r}, {c.site(op)}, {c.arg(op, 0)}, {c.arg(op, 1)})")
        return
    rank = _PREDICATED_TMA_LOADS.get(text)
    if rank is not None and len(op.operands) == rank + 4:
        _tma_call(c, op, rank, c.arg(op, rank + 3))
        return
    raise c.cannot(op, f"inline assembly '{squeezed[:80]}'")
