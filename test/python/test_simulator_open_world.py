"""The simulator on the shapes of valid upstream kernels that an analysis closed over the ops it
knows would miscompile (design §3 *Open world*, §4 sizes).

One test per class. Each runs three versions of an upstream kernel (``gpu.func`` with workgroup
``memref.alloc``s) on the same inputs and thread order:

* the kernel as written: the reference, race-free;
* the kernel after ``smem-coalesce`` (also with ``insert-barriers=true``), which
  ``smem-verify-plan`` accepts: no race, bit-identical outputs;
* a hand-made WRONG plan: the same kernel already coalesced, with the two buffers the class is
  about on the same bytes (``place`` below writes the arena and the views at the offsets given):
  the simulator shows a race, a wrong checksum, or the fault the GPU raises, and
  ``smem-verify-plan`` rejects it.
"""

from __future__ import annotations

import os
import re
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from smem_opt.passes.diagnostics import collect_warnings  # noqa: E402
from smem_opt.tools.simulator import SimError, kernel_ops, random_inputs, simulate  # noqa: E402
from smem_opt.tools.smem_opt import build_context, build_pipeline, parse_module  # noqa: E402

WG = "#gpu.address_space<workgroup>"
CTX = build_context(allow_unregistered=True)


def parse(text: str, name: str = "kernel.mlir"):
    module = parse_module(CTX, text, name)
    module.verify()
    return module


def coalesce(text: str, pipeline: str = "smem-coalesce"):
    module = parse(text)
    with collect_warnings():
        for p in build_pipeline(pipeline, None):
            p.apply(CTX, module)
    module.verify()
    return module


def run(module, inputs, seed: int = 0):
    (kernel,) = kernel_ops(module)
    return simulate(kernel, [np.copy(x) if isinstance(x, np.ndarray) else x for x in inputs], seed=seed)


def gpu_kernel(args: str, block: int, body: str) -> str:
    return f"""module attributes {{gpu.container_module}} {{
  gpu.module @m {{
    gpu.func @k({args}) kernel attributes {{known_block_size = array<i32: {block}, 1, 1>}} {{
{body}
      gpu.return
    }}
  }}
}}
"""


ALLOC = re.compile(r"^(\s*)(%\w+) = memref\.alloc\(([^)]*)\)(?: \{[^}]*\})? : (memref<.*>)\s*$")


def place(text: str, offsets: dict[str, int], arena_bytes: int, dynamic: bool = False) -> str:
    """The kernel with its workgroup allocs turned into views of one arena at ``offsets`` (bytes):
    a plan written by hand, carrying the arena's bytes as smem-coalesce writes them. The arena is a
    workgroup attribution, or with ``dynamic`` the kernel's ``gpu.dynamic_shared_memory``."""
    arena_t = f"memref<{'?' if dynamic else arena_bytes}xi8, {WG}>"
    out = []
    for line in text.splitlines():
        m = ALLOC.match(line)
        if m and m.group(2)[1:] in offsets:
            indent, name, sizes, t = m.groups()
            off = offsets[name[1:]]
            out.append(f"{indent}{name}_off = arith.constant {off} : index")
            out.append(f"{indent}{name} = memref.view %arena[{name}_off][{sizes}] : {arena_t} to {t}")
            continue
        if "gpu.func @k(" in line:
            line = line.replace("known_block_size", f"smem.arena_bytes = {arena_bytes} : i64, known_block_size", 1)
        if "gpu.func @k(" in line and not dynamic:
            line = line.replace(") kernel", f") workgroup(%arena : {arena_t}) kernel", 1)
        out.append(line)
        if "gpu.func @k(" in line and dynamic:
            out.append(f"      %arena = gpu.dynamic_shared_memory : {arena_t}")
    return "\n".join(out) + "\n"


PLANS = ("smem-coalesce,smem-verify-plan", "smem-coalesce{insert-barriers=true},smem-verify-plan")
"""The pass's own plans (with and without inserted barriers), each accepted by the verifier."""


def verifier_rejects(text: str) -> bool:
    from smem_opt.passes.diagnostics import SmemDiagnostic

    try:
        coalesce(text, "smem-verify-plan")
    except SmemDiagnostic:
        return True
    return False


def check(text: str, wrong: str, inputs=None, pipelines=PLANS):
    """Reference and the pass's plans agree without races; the verifier rejects the wrong plan;
    return the wrong plan's result."""
    reference = run(parse(text), inputs or random_inputs(kernel_ops(parse(text))[0], 1))
    assert reference.well_defined, reference.report()
    for pipeline in pipelines:
        planned = run(coalesce(text, pipeline), inputs or random_inputs(kernel_ops(parse(text))[0], 1))
        assert not planned.races, f"{pipeline}:\n{planned.report()}"
        assert planned.output_bytes() == reference.output_bytes(), pipeline
    assert verifier_rejects(wrong)
    bad = run(parse(wrong, "wrong.mlir"), inputs or random_inputs(kernel_ops(parse(text))[0], 1))
    return reference, bad


def shows_the_bug(reference, bad) -> bool:
    return bool(bad.races) or bad.output_bytes() != reference.output_bytes()


def test_place_writes_the_plan_it_is_given():
    text = gpu_kernel(
        "%out: memref<4xf32>",
        4,
        f"""      %tx = gpu.thread_id x
      %A = memref.alloc() : memref<4xf32, {WG}>
      %B = memref.alloc() : memref<4xf32, {WG}>""",
    )
    planned = place(text, {"A": 0, "B": 16}, 32)
    assert f"workgroup(%arena : memref<32xi8, {WG}>) kernel" in planned
    assert f"%B = memref.view %arena[%B_off][] : memref<32xi8, {WG}> to memref<4xf32, {WG}>" in planned
    assert "%B_off = arith.constant 16 : index" in planned and "memref.alloc" not in planned
    parse(planned)


# -- 1. affine.for ---------------------------------------------------------------------------

AFFINE_CARRIED = gpu_kernel(
    "%in: memref<256xf32>, %out: memref<64xf32>",
    64,
    f"""      %c63 = arith.constant 63 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %Acc = memref.alloc() : memref<64xf32, {WG}>
      %T = memref.alloc() : memref<64xf32, {WG}>
      memref.store %zero, %Acc[%tx] : memref<64xf32, {WG}>
      affine.for %k = 0 to 4 {{
        %g = affine.load %in[%k * 64 + %tx] : memref<256xf32>
        affine.store %g, %T[%tx] : memref<64xf32, {WG}>
        gpu.barrier
        %t = affine.load %T[%rev] : memref<64xf32, {WG}>
        %a = affine.load %Acc[%tx] : memref<64xf32, {WG}>
        %s = arith.addf %a, %t : f32
        affine.store %s, %Acc[%tx] : memref<64xf32, {WG}>
        gpu.barrier
      }}
      %r = memref.load %Acc[%tx] : memref<64xf32, {WG}>
      memref.store %r, %out[%tx] : memref<64xf32>""",
)


def test_affine_for_carried_buffer():
    """Acc is carried across the affine.for; T, written in the body, must not share its bytes."""
    data = np.random.default_rng(0).standard_normal(256).astype(np.float32)
    inputs = [data, np.zeros(64, np.float32)]
    reference, bad = check(AFFINE_CARRIED, place(AFFINE_CARRIED, {"Acc": 0, "T": 0}, 256), inputs)
    expected = data.reshape(4, 64)[:, ::-1].astype(np.float64).sum(axis=0)
    np.testing.assert_allclose(reference.outputs[1], expected, rtol=1e-5)
    assert bad.output_bytes() != reference.output_bytes()


AFFINE_WRAP = gpu_kernel(
    "%in: memref<128xf32>, %out: memref<64xf32>",
    64,
    f"""      %c63 = arith.constant 63 : index
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0.0 : f32
      %two = arith.constant 2.0 : f32
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      memref.store %zero, %out[%tx] : memref<64xf32>
      affine.for %k = 0 to 2 {{
        %A = memref.alloc() : memref<64xf32, {WG}>
        %B = memref.alloc() : memref<64xf32, {WG}>
        %g = affine.load %in[%k * 64 + %tx] : memref<128xf32>
        affine.store %g, %A[%tx] : memref<64xf32, {WG}>
        gpu.barrier
        %a = affine.load %A[%rev] : memref<64xf32, {WG}>
        gpu.barrier
        %a2 = arith.mulf %a, %two : f32
        affine.store %a2, %B[%tx] : memref<64xf32, {WG}>
        gpu.barrier
        %b = affine.load %B[%rev] : memref<64xf32, {WG}>
        %o = memref.load %out[%tx] : memref<64xf32>
        %s = arith.addf %o, %b : f32
        memref.store %s, %out[%tx] : memref<64xf32>
      }}""",
)


def test_affine_for_per_iteration_wrap_around():
    """A and B live in one iteration each, separated by a barrier inside the body, but nothing
    separates B's read in iteration k from A's write in iteration k+1."""
    reference, bad = check(AFFINE_WRAP, place(AFFINE_WRAP, {"A": 0, "B": 0}, 256))
    assert bad.races
    assert any(
        r.kind in ("read-write", "write-read")
        and {r.first_op.name, r.second_op.name} == {"affine.load", "affine.store"}
        for r in bad.races
    )


# -- 2. cf branches ------------------------------------------------------------------------------

CF_LOOP = gpu_kernel(
    "%in: memref<256xf32>, %out: memref<64xf32>",
    64,
    f"""      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %c63 = arith.constant 63 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %Acc = memref.alloc() : memref<64xf32, {WG}>
      %T = memref.alloc() : memref<64xf32, {WG}>
      memref.store %zero, %Acc[%tx] : memref<64xf32, {WG}>
      cf.br ^head(%c0 : index)
    ^head(%k: index):
      %more = arith.cmpi slt, %k, %c4 : index
      cf.cond_br %more, ^body, ^exit
    ^body:
      %base = arith.muli %k, %c64 : index
      %gi = arith.addi %base, %tx : index
      %g = memref.load %in[%gi] : memref<256xf32>
      memref.store %g, %T[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %t = memref.load %T[%rev] : memref<64xf32, {WG}>
      %a = memref.load %Acc[%tx] : memref<64xf32, {WG}>
      %s = arith.addf %a, %t : f32
      memref.store %s, %Acc[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %next = arith.addi %k, %c1 : index
      cf.br ^head(%next : index)
    ^exit:
      %r = memref.load %Acc[%tx] : memref<64xf32, {WG}>
      memref.store %r, %out[%tx] : memref<64xf32>""",
)


def test_cf_branch_loop_keeps_carried_contents():
    data = np.random.default_rng(2).standard_normal(256).astype(np.float32)
    inputs = [data, np.zeros(64, np.float32)]
    reference, bad = check(CF_LOOP, place(CF_LOOP, {"Acc": 0, "T": 0}, 256), inputs)
    expected = data.reshape(4, 64)[:, ::-1].astype(np.float64).sum(axis=0)
    np.testing.assert_allclose(reference.outputs[1], expected, rtol=1e-5)
    assert bad.output_bytes() != reference.output_bytes()


CF_SUCCESSIVE = gpu_kernel(
    "%in: memref<64xf32>, %out: memref<64xf32>",
    64,
    f"""      %c63 = arith.constant 63 : index
      %two = arith.constant 2.0 : f32
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %A = memref.alloc() : memref<64xf32, {WG}>
      %B = memref.alloc() : memref<64xf32, {WG}>
      %g = memref.load %in[%tx] : memref<64xf32>
      memref.store %g, %A[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %a = memref.load %A[%rev] : memref<64xf32, {WG}>
      cf.br ^next(%a : f32)
    ^next(%x: f32):
      %y = arith.mulf %x, %two : f32
      memref.store %y, %B[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %b = memref.load %B[%rev] : memref<64xf32, {WG}>
      memref.store %b, %out[%tx] : memref<64xf32>""",
)


def test_cf_successive_blocks_without_a_barrier():
    """A's last read ends one block, B's first write starts the next: no barrier between."""
    data = np.arange(64, dtype=np.float32)
    reference, bad = check(CF_SUCCESSIVE, place(CF_SUCCESSIVE, {"A": 0, "B": 0}, 256), [data, np.zeros(64, np.float32)])
    np.testing.assert_array_equal(reference.outputs[1], 2 * data)
    assert bad.races and all(set(r.buffers) == {"A", "B"} for r in bad.races)


# -- 3. escapes ------------------------------------------------------------------------------------

ESCAPE = gpu_kernel(
    "%in: memref<64xf32>, %out: memref<64xf32>",
    64,
    f"""      %c63 = arith.constant 63 : index
      %c4 = arith.constant 4 : index
      %two = arith.constant 2.0 : f32
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %A = memref.alloc() : memref<64xf32, {WG}>
      %B = memref.alloc() : memref<64xf32, {WG}>
      %g = memref.load %in[%tx] : memref<64xf32>
      memref.store %g, %A[%tx] : memref<64xf32, {WG}>
      %p = "memref.extract_aligned_pointer_as_index"(%A) : (memref<64xf32, {WG}>) -> index
      gpu.barrier
      %a = memref.load %A[%rev] : memref<64xf32, {WG}>
      gpu.barrier
      %a2 = arith.mulf %a, %two : f32
      memref.store %a2, %B[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %b = memref.load %B[%rev] : memref<64xf32, {WG}>
      gpu.barrier
      %off = arith.muli %rev, %c4 : index
      %addr = arith.addi %p, %off : index
      %ai = arith.index_cast %addr : index to i64
      %ptr = llvm.inttoptr %ai : i64 to !llvm.ptr<3>
      %late = llvm.load %ptr : !llvm.ptr<3> -> f32
      %s = arith.addf %b, %late : f32
      memref.store %s, %out[%tx] : memref<64xf32>""",
)


def test_escape_through_extracted_pointer_and_llvm_load():
    """A's address escapes into an integer and A is read late through llvm.load: A is live to
    the end, although its last memref access comes before B's."""
    data = np.arange(64, dtype=np.float32)
    reference, bad = check(ESCAPE, place(ESCAPE, {"A": 0, "B": 0}, 256), [data, np.zeros(64, np.float32)])
    # out[t] = B[63 - t] + A[63 - t] = 2 t + (63 - t)
    np.testing.assert_array_equal(reference.outputs[1], data + 63)
    assert bad.output_bytes() != reference.output_bytes()
    np.testing.assert_array_equal(bad.outputs[1], 4 * data)  # the late read sees B's values


def test_llvm_accesses_are_checked_like_memref_ones():
    """A pointer past its buffer stops the simulation; llvm stores are seen by the race detector."""
    body = f"""      %tx = gpu.thread_id x
      %A = memref.alloc() : memref<4xf32, {WG}>
      %p = "memref.extract_aligned_pointer_as_index"(%A) : (memref<4xf32, {WG}>) -> index
      %pi = arith.index_cast %p : index to i64
      %ptr = llvm.inttoptr %pi : i64 to !llvm.ptr<3>
      %i = arith.index_cast %tx : index to i64
      %e = llvm.getelementptr %ptr[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %one = arith.constant 1.0 : f32
      llvm.store %one, %e : f32, !llvm.ptr<3>
      %c0 = arith.constant 0 : index
      %x = memref.load %A[%c0] : memref<4xf32, {WG}>
      memref.store %x, %out[%tx] : memref<{{n}}xf32>"""
    racy = run(parse(gpu_kernel("%out: memref<4xf32>", 4, body.replace("{n}", "4"))), [np.zeros(4, np.float32)])
    assert {(r.first_op.name, r.second_op.name) for r in racy.races} <= {
        ("llvm.store", "memref.load"),
        ("memref.load", "llvm.store"),
    } and racy.races
    with pytest.raises(SimError, match="outside every buffer"):
        run(parse(gpu_kernel("%out: memref<5xf32>", 5, body.replace("{n}", "5"))), [np.zeros(5, np.float32)])


# -- 4. element sizes ------------------------------------------------------------------------------

VECTOR3 = gpu_kernel(
    "%in: memref<64xf32>, %out: memref<64xf32>",
    64,
    f"""      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %V = memref.alloc() : memref<64xvector<3xf32>, {WG}>
      %S = memref.alloc() : memref<64xf32, {WG}>
      %g = memref.load %in[%tx] : memref<64xf32>
      %v = vector.broadcast %g : f32 to vector<3xf32>
      memref.store %v, %V[%tx] : memref<64xvector<3xf32>, {WG}>
      %neg = arith.negf %g : f32
      memref.store %neg, %S[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %w = memref.load %V[%rev] : memref<64xvector<3xf32>, {WG}>
      %e = vector.extract %w[2] : f32 from vector<3xf32>
      %s = memref.load %S[%rev] : memref<64xf32, {WG}>
      %t = arith.subf %e, %s : f32
      memref.store %t, %out[%tx] : memref<64xf32>""",
)


def test_vector3_elements_take_16_bytes():
    """vector<3xf32> elements are 16 bytes apart (LLVM's alloc size): a plan that sized V as
    64 x 12 bytes and put S right after it overlaps V's last quarter."""
    data = np.arange(64, dtype=np.float32) + 1
    reference, bad = check(
        VECTOR3, place(VECTOR3, {"V": 0, "S": 64 * 12}, 64 * 16 + 256), [data, np.zeros(64, np.float32)]
    )
    np.testing.assert_array_equal(reference.outputs[1], 2 * data[::-1])
    assert bad.races and any(r.kind == "write-write" and set(r.buffers) == {"V", "S"} for r in bad.races)
    disjoint = run(parse(place(VECTOR3, {"V": 0, "S": 64 * 16}, 64 * 16 + 256)), [data, np.zeros(64, np.float32)])
    assert disjoint.well_defined and disjoint.output_bytes() == reference.output_bytes()


FLAGS = gpu_kernel(
    "%in: memref<64xf32>, %out: memref<64xf32>",
    64,
    f"""      %c63 = arith.constant 63 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %F = memref.alloc() : memref<64xi1, {WG}>
      %S = memref.alloc() : memref<64xf32, {WG}>
      %g = memref.load %in[%tx] : memref<64xf32>
      %pos = arith.cmpf ogt, %g, %zero : f32
      memref.store %pos, %F[%tx] : memref<64xi1, {WG}>
      memref.store %g, %S[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %f = memref.load %F[%rev] : memref<64xi1, {WG}>
      %s = memref.load %S[%rev] : memref<64xf32, {WG}>
      %n = arith.negf %s : f32
      %r = arith.select %f, %s, %n : f32
      memref.store %r, %out[%tx] : memref<64xf32>""",
)


def test_i1_buffers_take_one_byte_per_element():
    """A plan that packs F's 64 flags into 8 bytes and puts S at byte 16 overlaps F."""
    data = np.random.default_rng(4).standard_normal(64).astype(np.float32)
    reference, bad = check(FLAGS, place(FLAGS, {"F": 0, "S": 16}, 512), [data, np.zeros(64, np.float32)])
    np.testing.assert_array_equal(reference.outputs[1], np.abs(data[::-1]))
    assert bad.races and any(set(r.buffers) == {"F", "S"} for r in bad.races)


# -- 5. uncommitted async copies -----------------------------------------------------------------

UNCOMMITTED = gpu_kernel(
    "%in: memref<64x4xf32>, %out: memref<64xf32>",
    64,
    f"""      %c0 = arith.constant 0 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %A = memref.alloc() : memref<64x4xf32, {WG}>
      %B = memref.alloc() : memref<64xf32, {WG}>
      %t = nvgpu.device_async_copy %in[%tx, %c0], %A[%tx, %c0], 4 : memref<64x4xf32> to memref<64x4xf32, {WG}>
      nvgpu.device_async_wait %t {{numGroups = 0 : i32}}
      gpu.barrier
      %g = memref.load %in[%tx, %c0] : memref<64x4xf32>
      memref.store %g, %B[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %b = memref.load %B[%rev] : memref<64xf32, {WG}>
      memref.store %b, %out[%tx] : memref<64xf32>""",
)


def test_uncommitted_async_copy_is_in_flight_after_wait_0():
    """No group was committed, so ``wait 0`` waits for nothing: the copy into A may land at any
    time, and B must not share A's bytes."""
    reference, bad = check(UNCOMMITTED, place(UNCOMMITTED, {"A": 0, "B": 0}, 1024))
    assert reference.warnings  # the copy is never retired by a wait
    assert bad.races and {r.kind for r in bad.races} <= {"async-write", "async-read"}


def test_reading_an_uncommitted_copy_after_wait_0_is_a_race():
    body = f"""      %c0 = arith.constant 0 : index
      %tx = gpu.thread_id x
      %A = memref.alloc() : memref<4x4xf32, {WG}>
      %t = nvgpu.device_async_copy %in[%tx, %c0], %A[%tx, %c0], 4 : memref<4x4xf32> to memref<4x4xf32, {WG}>
      {{commit}}
      nvgpu.device_async_wait %t {{{{numGroups = 0 : i32}}}}
      gpu.barrier
      %x = memref.load %A[%c0, %tx] : memref<4x4xf32, {WG}>
      memref.store %x, %out[%tx] : memref<4xf32>"""
    args = "%in: memref<4x4xf32>, %out: memref<4xf32>"
    data = [np.arange(16, dtype=np.float32).reshape(4, 4), np.zeros(4, np.float32)]
    committed = run(parse(gpu_kernel(args, 4, body.format(commit="%g = nvgpu.device_async_create_group %t"))), data)
    assert committed.well_defined
    np.testing.assert_array_equal(committed.outputs[1], data[0][0])
    uncommitted = run(parse(gpu_kernel(args, 4, body.format(commit=""))), data)
    assert uncommitted.races and {r.kind for r in uncommitted.races} == {"async-read"}


# -- 6. existing dynamic shared memory ---------------------------------------------------------------

DYNAMIC = gpu_kernel(
    "%in: memref<64xf32>, %out: memref<64xf32>",
    64,
    f"""      %c0 = arith.constant 0 : index
      %c63 = arith.constant 63 : index
      %c64 = arith.constant 64 : index
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, {WG}>
      %D = memref.view %dyn[%c0][] : memref<?xi8, {WG}> to memref<64xf32, {WG}>
      %B = memref.alloc(%c64) : memref<?xf32, {WG}>
      %g = memref.load %in[%tx] : memref<64xf32>
      memref.store %g, %D[%tx] : memref<64xf32, {WG}>
      %neg = arith.negf %g : f32
      memref.store %neg, %B[%tx] : memref<?xf32, {WG}>
      gpu.barrier
      %d = memref.load %D[%rev] : memref<64xf32, {WG}>
      %b = memref.load %B[%rev] : memref<?xf32, {WG}>
      %s = arith.subf %d, %b : f32
      memref.store %s, %out[%tx] : memref<64xf32>""",
)


def test_dynamic_buffer_is_not_placed_over_existing_dynamic_shared_memory():
    data = np.arange(64, dtype=np.float32)
    wrong = place(DYNAMIC, {"B": 0}, 0, dynamic=True)
    reference, bad = check(DYNAMIC, wrong, [data, np.zeros(64, np.float32)])
    np.testing.assert_array_equal(reference.outputs[1], 2 * data[::-1])
    # Each thread writes D[t] and then B[t] over it: the kernel reads B's values twice.
    np.testing.assert_array_equal(bad.outputs[1], np.zeros(64, np.float32))


# -- 7. cp.async alignment ------------------------------------------------------------------------------

ASYNC16 = gpu_kernel(
    "%in: memref<64x4xf32>, %out: memref<64xf32>",
    64,
    f"""      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %F = memref.alloc() : memref<64xf32, {WG}>
      %A = memref.alloc() : memref<64x4xf32, {WG}>
      %x = memref.load %in[%rev, %c0] : memref<64x4xf32>
      memref.store %x, %F[%tx] : memref<64xf32, {WG}>
      %t = nvgpu.device_async_copy %in[%tx, %c0], %A[%tx, %c0], 4 : memref<64x4xf32> to memref<64x4xf32, {WG}>
      %grp = nvgpu.device_async_create_group %t
      nvgpu.device_async_wait %grp {{numGroups = 0 : i32}}
      gpu.barrier
      %a = memref.load %A[%rev, %c3] : memref<64x4xf32, {WG}>
      %f = memref.load %F[%rev] : memref<64xf32, {WG}>
      %s = arith.addf %a, %f : f32
      memref.store %s, %out[%tx] : memref<64xf32>""",
)


def test_cp_async_destination_must_be_16_byte_aligned():
    """A 16-byte cp.async into A at an offset aligned to 4 (what alignment=4 allows for an f32
    buffer) faults on the GPU: the simulator stops with the same error."""
    text = ASYNC16
    reference = run(parse(text), random_inputs(kernel_ops(parse(text))[0], 1))
    assert reference.well_defined
    for pipeline in (*PLANS, "smem-coalesce{alignment=4},smem-verify-plan"):
        planned = run(coalesce(text, pipeline), random_inputs(kernel_ops(parse(text))[0], 1))
        assert planned.well_defined and planned.output_bytes() == reference.output_bytes(), pipeline
    inputs = random_inputs(kernel_ops(parse(text))[0], 1)
    aligned = run(parse(place(text, {"F": 0, "A": 256}, 1296)), inputs)
    assert aligned.well_defined and aligned.output_bytes() == reference.output_bytes()
    with pytest.raises(SimError, match="misaligned address"):
        run(parse(place(text, {"F": 0, "A": 260}, 1296)), inputs)
    assert verifier_rejects(place(text, {"F": 0, "A": 260}, 1296))


# -- unknown region ops, scf.parallel -------------------------------------------------------------------

REPEAT = gpu_kernel(
    "%in: memref<64xf32>, %out: memref<64xf32>",
    64,
    f"""      %c3 = arith.constant 3 : index
      %c63 = arith.constant 63 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %Acc = memref.alloc() : memref<64xf32, {WG}>
      %T = memref.alloc() : memref<64xf32, {WG}>
      memref.store %zero, %Acc[%tx] : memref<64xf32, {WG}>
      "test.repeat"(%c3) ({{
      ^bb0(%i: index):
        %g = memref.load %in[%tx] : memref<64xf32>
        memref.store %g, %T[%tx] : memref<64xf32, {WG}>
        gpu.barrier
        %t = memref.load %T[%rev] : memref<64xf32, {WG}>
        %a = memref.load %Acc[%tx] : memref<64xf32, {WG}>
        %s = arith.addf %a, %t : f32
        memref.store %s, %Acc[%tx] : memref<64xf32, {WG}>
        gpu.barrier
      }}) : (index) -> ()
      %r = memref.load %Acc[%tx] : memref<64xf32, {WG}>
      memref.store %r, %out[%tx] : memref<64xf32>""",
)


def test_unknown_region_op_may_repeat_its_region():
    """test.repeat is unknown to the analysis: Acc, used in its region, may be carried."""
    data = np.arange(64, dtype=np.float32)
    reference, bad = check(REPEAT, place(REPEAT, {"Acc": 0, "T": 0}, 256), [data, np.zeros(64, np.float32)])
    np.testing.assert_array_equal(reference.outputs[1], 3 * data[::-1])
    assert bad.output_bytes() != reference.output_bytes()


PARALLEL = gpu_kernel(
    "%in: memref<64xf32>, %out: memref<64xf32>",
    64,
    f"""      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c63 = arith.constant 63 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %rev = arith.subi %c63, %tx : index
      %Acc = memref.alloc() : memref<64xf32, {WG}>
      %T = memref.alloc() : memref<64xf32, {WG}>
      memref.store %zero, %Acc[%tx] : memref<64xf32, {WG}>
      "scf.parallel"(%c0, %c3, %c1) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}> ({{
      ^bb0(%i: index):
        %g = memref.load %in[%tx] : memref<64xf32>
        memref.store %g, %T[%tx] : memref<64xf32, {WG}>
        gpu.barrier
        %t = memref.load %T[%rev] : memref<64xf32, {WG}>
        %a = memref.load %Acc[%tx] : memref<64xf32, {WG}>
        %s = arith.addf %a, %t : f32
        memref.store %s, %Acc[%tx] : memref<64xf32, {WG}>
        gpu.barrier
        "scf.reduce"() : () -> ()
      }}) : (index, index, index) -> ()
      %r = memref.load %Acc[%tx] : memref<64xf32, {WG}>
      memref.store %r, %out[%tx] : memref<64xf32>""",
)


def test_scf_parallel_is_a_loop():
    data = np.arange(64, dtype=np.float32)
    reference, bad = check(PARALLEL, place(PARALLEL, {"Acc": 0, "T": 0}, 256), [data, np.zeros(64, np.float32)])
    np.testing.assert_array_equal(reference.outputs[1], 3 * data[::-1])
    assert bad.output_bytes() != reference.output_bytes()


def test_an_op_the_simulator_does_not_know_stops_it_by_name():
    body = f"""      %tx = gpu.thread_id x
      %A = memref.alloc() : memref<4xf32, {WG}>
      "foo.frobnicate"(%A) : (memref<4xf32, {WG}>) -> ()"""
    with pytest.raises(SimError, match="does not support 'foo.frobnicate'"):
        run(parse(gpu_kernel("", 4, body)), [])


# -- found by the open-world differential fuzzing ---------------------------------------------------

UNCOMMITTED_IN_LOOP = gpu_kernel(
    "%in: memref<32xf32>, %out: memref<2x8xf32>",
    8,
    f"""      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %tx = gpu.thread_id x
      scf.for %i = %c0 to %c2 step %c1 {{
        gpu.barrier
        %B1 = memref.alloc() : memref<32xf32, {WG}>
        %x = memref.load %in[%tx] : memref<32xf32>
        memref.store %x, %B1[%tx] : memref<32xf32, {WG}>
        %y = memref.load %B1[%tx] : memref<32xf32, {WG}>
        memref.store %y, %out[%i, %tx] : memref<2x8xf32>
        gpu.barrier
        %B2 = memref.alloc() : memref<8x4xf32, {WG}>
        %first = arith.cmpi eq, %i, %c0 : index
        scf.if %first {{
          %s = arith.muli %tx, %c4 : index
          %t = nvgpu.device_async_copy %in[%s], %B2[%tx, %c0], 4 : memref<32xf32> to memref<8x4xf32, {WG}>
          nvgpu.device_async_wait %t {{numGroups = 0 : i32}}
        }}
      }}""",
)


def test_uncommitted_copy_into_a_per_iteration_buffer_stays_in_flight_in_later_iterations():
    """B2 is allocated in the loop body and its copy, issued in the first iteration only, is
    never committed: it may land during the second iteration, so B1 must not share B2's bytes.
    The wrong plan is written by hand; the pass's own plan currently is the same one."""
    data = [np.arange(32, dtype=np.float32), np.zeros((2, 8), np.float32)]
    reference = run(parse(UNCOMMITTED_IN_LOOP), data)
    assert reference.well_defined
    bad = run(parse(place(UNCOMMITTED_IN_LOOP, {"B1": 0, "B2": 0}, 128)), data)
    assert bad.races and {r.kind for r in bad.races} <= {"async-write", "async-read"}
    planned = run(coalesce(UNCOMMITTED_IN_LOOP, "smem-coalesce"), data)
    assert not planned.races, planned.report()


EXCLUSIVE_UNCOMMITTED = gpu_kernel(
    "%in: memref<32xf32>, %out: memref<8xf32>",
    8,
    f"""      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c7 = arith.constant 7 : index
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %first = arith.cmpi eq, %bx, %c0 : index
      scf.if %first {{
        %B1 = memref.alloc() : memref<32xf32, {WG}>
        %x = memref.load %in[%tx] : memref<32xf32>
        memref.store %x, %B1[%tx] : memref<32xf32, {WG}>
        gpu.barrier
        %r = arith.subi %c7, %tx : index
        %y = memref.load %B1[%r] : memref<32xf32, {WG}>
        memref.store %y, %out[%tx] : memref<8xf32>
      }} else {{
        %B2 = memref.alloc() : memref<8x4xf32, {WG}>
        %s = arith.muli %tx, %c4 : index
        %t = nvgpu.device_async_copy %in[%s], %B2[%tx, %c0], 4 : memref<32xf32> to memref<8x4xf32, {WG}>
        nvgpu.device_async_wait %t {{numGroups = 0 : i32}}
      }}""",
)


def test_exclusive_branches_may_share_with_an_uncommitted_copy():
    """B1 is used only in blocks where %bx == 0, B2 (whose copy stays in flight to the end) only
    in the others: no block touches both, and the shared plan runs race-free on both paths."""
    (kernel,) = kernel_ops(parse(EXCLUSIVE_UNCOMMITTED))
    data = [np.arange(32, dtype=np.float32), np.zeros(8, np.float32)]
    shared = coalesce(EXCLUSIVE_UNCOMMITTED, "smem-coalesce{insert-barriers=true}")
    offsets = {op.results[0].name_hint: op.operands[1].owner for op in shared.walk() if op.name == "memref.view"}
    assert offsets["B1"].properties["value"] == offsets["B2"].properties["value"]
    (planned,) = kernel_ops(shared)
    result = simulate(planned, [np.copy(x) for x in data], blocks=2)
    reference = simulate(kernel, [np.copy(x) for x in data], blocks=2)
    assert not result.races and result.output_bytes() == reference.output_bytes()
    assert not verifier_rejects(str(shared))
