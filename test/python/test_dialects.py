"""Parsing, printing and verification of the smem, gpu and nvgpu dialects."""

from __future__ import annotations

import io

import pytest
from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, memref, scf
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    f32,
    i8,
    i64,
)
from xdsl.ir import Block, Region
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException

from smem_opt.smem_dialect import GPU, NVGPU, Smem
from smem_opt.smem_dialect import gpu as g
from smem_opt.smem_dialect import nvgpu as nv
from smem_opt.smem_dialect import smem as sm


def make_ctx() -> Context:
    ctx = Context(allow_unregistered=True)
    for d in (
        builtin.Builtin,
        arith.Arith,
        scf.Scf,
        memref.MemRef,
        func.Func,
        Smem,
        GPU,
        NVGPU,
    ):
        ctx.load_dialect(d)
    return ctx


def parse(text: str) -> ModuleOp:
    return Parser(make_ctx(), text).parse_module()


def show(op, generic: bool = False) -> str:
    out = io.StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(op)
    return out.getvalue()


def round_trip(text: str) -> str:
    """Parse, verify, print custom and generic, reparse both; return the custom text."""
    module = parse(text)
    module.verify()
    custom = show(module)
    generic = show(module, generic=True)
    for printed in (custom, generic):
        again = parse(printed)
        again.verify()
        assert show(again) == custom
        assert show(again, generic=True) == generic
    return custom


def verify_error(text: str) -> str:
    module = parse(text)
    with pytest.raises(VerifyException) as err:
        module.verify()
    return str(err.value)


WG = "#gpu.address_space<workgroup>"

# ---------------------------------------------------------------------------
# smem
# ---------------------------------------------------------------------------

SMEM_KERNEL = f"""
smem.kernel @matmul(%A: memref<64x64xf32>, %n: index) block_size = [32, 32, 1] attributes {{foo = 1 : i32}} {{
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %A_sh = smem.alloc {{alignment = 16 : i64, name = "A_sh"}} : memref<32x32xf32, {WG}>
  %d = smem.alloc(%n) : memref<?x64xf16, {WG}>
  %i = smem.alloc : memref<8xi8, 3>
  %t0 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 4 : memref<64x64xf32> to memref<32x32xf32, {WG}>
  %t1 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 1 : memref<64x64xf32> to memref<32x32xf32, {WG}>
  %g = smem.async_commit %t0, %t1
  %e = smem.async_commit
  smem.async_wait %g {{pending = 0}}
  smem.async_wait {{pending = 2}}
  gpu.barrier
  smem.return
}}
smem.kernel @one() block_size = [128] {{
  smem.return
}}
"""


def test_smem_round_trip():
    custom = round_trip(SMEM_KERNEL)
    assert (
        "smem.kernel @matmul(%A: memref<64x64xf32>, %n: index) "
        "block_size = [32, 32, 1] attributes {foo = 1 : i32} {" in custom
    )
    assert (
        f'%A_sh = smem.alloc {{alignment = 16 : i64, name = "A_sh"}} : '
        f"memref<32x32xf32, {WG}>" in custom
    )
    assert f"%d = smem.alloc(%n) : memref<?x64xf16, {WG}>" in custom
    assert (
        "%t0 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 4 : "
        f"memref<64x64xf32> to memref<32x32xf32, {WG}>" in custom
    )
    assert "%g = smem.async_commit %t0, %t1" in custom
    assert "smem.async_wait %g {pending = 0}" in custom
    assert "smem.async_wait {pending = 2}" in custom
    assert "smem.kernel @one() block_size = [128] {" in custom


def test_smem_generic_form():
    generic = show(parse(SMEM_KERNEL), generic=True)
    assert '"smem.kernel"() <{' in generic
    assert "block_size = array<i32: 32, 32, 1>" in generic
    assert '"smem.async_wait"(%g) <{pending = 0 : i32}>' in generic
    assert "count = 4 : index" in generic
    assert "-> !smem.async_token" in generic


def test_smem_python_api():
    k = sm.KernelOp("k", [MemRefType(f32, [64]), IndexType()], [16, 8])
    assert k.block_size_tuple == (16, 8)
    assert k.threads_per_block == 128
    assert len(k.args) == 2
    a = sm.AllocOp.workgroup(f32, [32], alignment=16, name="buf")
    k.body.block.insert_op_before(a, k.body.block.last_op)
    assert a.alignment_bytes == 16 and a.buffer_name_str == "buf"
    w = sm.AsyncWaitOp(pending=1)
    k.body.block.insert_op_before(w, k.body.block.last_op)
    assert w.pending == 1
    ModuleOp([k]).verify()
    assert "%buf = smem.alloc" in show(k)


def test_smem_alloc_outside_workgroup():
    msg = verify_error(
        "smem.kernel @k() block_size = [1] {\n"
        "  %a = smem.alloc : memref<4xf32>\n  smem.return\n}"
    )
    assert (
        "result must be in workgroup memory "
        "(#gpu.address_space<workgroup>), got memref<4xf32>" in msg
    )


@pytest.mark.parametrize(
    "alloc, expected",
    [
        (f"smem.alloc : memref<?xf32, {WG}>", "has 0 dynamic size operands"),
        (f"smem.alloc {{alignment = 12}} : memref<4xf32, {WG}>", "power of two"),
        (
            f"smem.alloc : memref<4xf32, strided<[2]>, {WG}>",
            "identity layout",
        ),
    ],
)
def test_smem_alloc_errors(alloc: str, expected: str):
    msg = verify_error(
        f"smem.kernel @k() block_size = [1] {{\n  %a = {alloc}\n  smem.return\n}}"
    )
    assert expected in msg


COPY = (
    "smem.kernel @k(%A: memref<64x64x{et}>, %i: index) block_size = [32] {{\n"
    "  %s = smem.alloc : memref<32x{inner}x{et}, " + WG + ">\n"
    "  %t = smem.async_copy %A[%i, %i], %s[{dst_idx}], {n} : memref<64x64x{et}> "
    "to memref<32x{inner}x{et}, " + WG + ">\n"
    "  smem.return\n}}"
)


@pytest.mark.parametrize(
    "et, inner, n, dst_idx, expected",
    [
        ("f32", 32, 3, "%i, %i", "copies 96 bits (3 x f32)"),
        ("f16", 32, 1, "%i, %i", "copies 16 bits"),
        ("f32", 32, 0, "%i, %i", "element count must be positive, got 0"),
        (
            "f16",
            4,
            8,
            "%i, %i",
            "element count 8 does not fit the innermost dimension 4 of the "
            "destination",
        ),
        ("f32", 32, 4, "%i", "expected 2 destination indices, got 1"),
    ],
)
def test_smem_async_copy_errors(et, inner, n, dst_idx, expected):
    msg = verify_error(
        COPY.format(et=et, inner=inner, n=n, dst_idx=dst_idx)
    )
    assert expected in msg


def test_smem_async_copy_sizes_ok():
    for et, n in (("f32", 1), ("f32", 2), ("f32", 4), ("f16", 8), ("i8", 16)):
        parse(COPY.format(et=et, inner=32, n=n, dst_idx="%i, %i")).verify()


def test_smem_async_copy_dst_not_shared():
    msg = verify_error(
        "smem.kernel @k(%A: memref<8xf32>, %B: memref<8xf32>, %i: index) "
        "block_size = [1] {\n"
        "  %t = smem.async_copy %A[%i], %B[%i], 4 : memref<8xf32> to memref<8xf32>\n"
        "  smem.return\n}"
    )
    assert "destination must be in workgroup memory" in msg


def test_smem_kernel_errors():
    assert "block_size entries must be positive, got [32, 0]" in verify_error(
        "smem.kernel @k() block_size = [32, 0] {\n  smem.return\n}"
    )
    assert "block_size must have 1 to 3 entries" in verify_error(
        "smem.kernel @k() block_size = [1, 1, 1, 1] {\n  smem.return\n}"
    )
    assert "kernel returns values" in verify_error(
        "smem.kernel @k() -> f32 block_size = [1] {\n  smem.return\n}"
    )
    assert "takes no operands, got 1" in verify_error(
        "smem.kernel @k(%a: f32) block_size = [1] {\n  smem.return %a : f32\n}"
    )
    assert "do not match the kernel inputs" in verify_error(
        '"smem.kernel"() <{sym_name = "k", function_type = (f32) -> (), '
        "block_size = array<i32: 1>}> ({\n^bb0(%a: i32):\n"
        '  "smem.return"() : () -> ()\n}) : () -> ()'
    )


def test_smem_async_wait_negative():
    msg = verify_error(
        "smem.kernel @k() block_size = [1] {\n"
        "  smem.async_wait {pending = -1}\n  smem.return\n}"
    )
    assert "pending must be non-negative" in msg


# ---------------------------------------------------------------------------
# gpu
# ---------------------------------------------------------------------------

GPU_MODULE = f"""
module attributes {{gpu.container_module}} {{
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] attributes {{foo}} {{
    gpu.func @k(%a: memref<64xf32> {{llvm.noalias}}, %n: index) workgroup(%w : memref<32xf32, {WG}> {{llvm.align = 16 : i64}}, %w2 : memref<8xf32, 3>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel attributes {{known_block_size = array<i32: 32, 32, 1>}} {{
      %tx = gpu.thread_id x
      %ty = gpu.block_id y upper_bound 64
      %bz = gpu.block_dim z
      %gx = gpu.grid_dim x
      %gi = gpu.global_id x upper_bound 10
      %l = gpu.lane_id
      %l2 = gpu.lane_id upper_bound 32
      gpu.barrier
      %d = gpu.dynamic_shared_memory : memref<?xi8, {WG}>
      gpu.return
    }}
    gpu.func @e() kernel {{
      gpu.return
    }}
    gpu.func @f(%a: f32) -> (f32 {{llvm.noundef}}) attributes {{bar}} {{
      gpu.return %a : f32
    }}
  }}
  gpu.module @empty {{
  }}
  func.func @host(%a: memref<64xf32>, %n: index, %s: i32, %t: !gpu.async.token, %m: i32) {{
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %s args(%a : memref<64xf32>, %n : index)
    %t2 = gpu.launch_func async [%t] @kernels::@e clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    gpu.launch_func @kernels::@e blocks in (%m, %m, %m) threads in (%m, %m, %m) : i32
    func.return
  }}
}}
"""


def test_gpu_round_trip():
    custom = round_trip(GPU_MODULE)
    for line in (
        'gpu.module @kernels [#nvvm.target<chip = "sm_90">] attributes {foo} {',
        "gpu.func @k(%a: memref<64xf32> {llvm.noalias}, %n: index) "
        f"workgroup(%w : memref<32xf32, {WG}> {{llvm.align = 16 : i64}}, "
        "%w2 : memref<8xf32, 3 : i64>) "
        "private(%p : memref<4xf32, #gpu.address_space<private>>) kernel "
        "attributes {known_block_size = array<i32: 32, 32, 1>} {",
        "%tx = gpu.thread_id x\n",
        "%ty = gpu.block_id y upper_bound 64\n",
        "%l = gpu.lane_id\n",
        "%l2 = gpu.lane_id upper_bound 32\n",
        "gpu.barrier\n",
        f"%d = gpu.dynamic_shared_memory : memref<?xi8, {WG}>",
        "gpu.func @e() kernel {",
        "gpu.func @f(%a: f32) -> (f32 {llvm.noundef}) attributes {bar} {",
        "gpu.return %a : f32",
        "gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in "
        "(%n, %c1, %c1) dynamic_shared_memory_size %s args(%a : memref<64xf32>, "
        "%n : index)",
        "%t2 = gpu.launch_func async [%t] @kernels::@e clusters in (%c1, %c1, %c1) "
        "blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)",
        "threads in (%m, %m, %m) : i32\n",
    ):
        assert line in custom, line


def test_gpu_func_generic_matches_upstream():
    generic = show(parse(GPU_MODULE), generic=True)
    assert "workgroup_attrib_attrs = [{llvm.align = 16 : i64}, {}]" in generic
    assert "known_block_size = array<i32: 32, 32, 1>" in generic
    assert "arg_attrs = [{llvm.noalias}, {}]" in generic
    assert "gpu.kernel" in generic
    assert 'sym_name = "k"' in generic
    assert "workgroup_attributions = 2 : i64" in generic
    assert '"gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index' in generic
    assert "operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 2, 0>" in (
        generic
    )


def test_gpu_func_accessors():
    module = parse(GPU_MODULE)
    funcs = [op for op in module.walk() if isinstance(op, g.FuncOp)]
    k, e, f = funcs
    assert k.is_kernel and e.is_kernel and not f.is_kernel
    assert [a.name_hint for a in k.args] == ["a", "n"]
    assert [a.name_hint for a in k.workgroup_attributions] == ["w", "w2"]
    assert [a.name_hint for a in k.private_attributions] == ["p"]
    assert k.block_size == (32, 32, 1)
    assert all(g.is_workgroup_memref(a.type) for a in k.workgroup_attributions)
    assert not g.is_workgroup_memref(k.private_attributions[0].type)

    arg = e.add_workgroup_attribution(
        MemRefType(i8, [256], memory_space=g.workgroup_space()),
        {"llvm.align": IntegerAttr(16, i64)},
    )
    assert e.workgroup_attributions == (arg,)
    module.verify()
    text = show(e)
    assert (
        f"gpu.func @e() workgroup(%0 : memref<256xi8, {WG}> "
        "{llvm.align = 16 : i64}) kernel {" in text
    )
    e.erase_workgroup_attribution(0)
    assert e.workgroup_attributions == ()
    assert "workgroup" not in show(e)
    t = MemRefType(i8, [64], memory_space=g.workgroup_space())
    new = e.set_workgroup_attributions([(t, None), (t, {"llvm.align": IntegerAttr(8, i64)})])
    assert e.workgroup_attributions == tuple(new)
    assert [d.data for d in e.workgroup_attribution_attrs()] == [
        {},
        {"llvm.align": IntegerAttr(8, i64)},
    ]
    new = e.set_workgroup_attributions([(t, {"llvm.align": IntegerAttr(16, i64)})])
    assert len(e.workgroup_attributions) == 1
    assert "workgroup_attrib_attrs = [{llvm.align = 16 : i64}]" in show(e, generic=True)
    module.verify()

    launches = [op for op in module.walk() if isinstance(op, g.LaunchFuncOp)]
    first, second, _ = launches
    assert first.dynamic_shared_memory_size is not None
    first.set_dynamic_shared_memory_size(None)
    assert first.dynamic_shared_memory_size is None
    host = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    size = host.body.block.args[2]
    assert size.name_hint == "s"
    second.set_dynamic_shared_memory_size(size)
    module.verify()
    assert "dynamic_shared_memory_size %s" in show(second)
    assert "dynamic_shared_memory_size" not in show(first)
    round_trip(show(module))


def test_gpu_build_kernel():
    k = g.FuncOp.build_kernel("k", [f32], known_block_size=[64, 1, 1])
    mod = g.ModuleOp("m", Region(Block([k])))
    ModuleOp([mod]).verify()
    assert k.is_kernel and k.block_size == (64, 1, 1)
    text = show(mod)
    assert "gpu.module @m {" in text
    assert (
        "gpu.func @k(%0: f32) kernel attributes "
        "{known_block_size = array<i32: 64, 1, 1>} {" in text
    )
    round_trip(show(ModuleOp([mod.clone()])))


def test_address_space_helpers():
    ws = g.workgroup_space()
    assert str(ws) == WG
    assert g.is_workgroup_space(ws)
    assert g.is_workgroup_space(IntegerAttr(3, i64))
    assert not g.is_workgroup_space(IntegerAttr(5, i64))
    assert not g.is_workgroup_space(g.private_space())
    assert not g.is_workgroup_space(None)
    assert g.is_workgroup_memref(MemRefType(f32, [4], memory_space=ws))
    assert not g.is_workgroup_memref(MemRefType(f32, [4]))
    assert not g.is_workgroup_memref(f32)


def test_gpu_errors():
    assert "kernel function must return nothing" in verify_error(
        "gpu.module @m {\n  gpu.func @k() -> f32 kernel {\n"
        "    %c = arith.constant 1.0 : f32\n    gpu.return %c : f32\n  }\n}"
    )
    assert "workgroup attribution must be a memref in" in verify_error(
        "gpu.module @m {\n  gpu.func @k() workgroup(%w : memref<4xf32, "
        "#gpu.address_space<private>>) kernel {\n    gpu.return\n  }\n}"
    )
    assert "expects at least 2 entry block arguments" in verify_error(
        "gpu.module @m {\n"
        '  "gpu.func"() <{function_type = (f32) -> ()}> ({\n'
        "  ^bb0(%a: f32):\n"
        '    "gpu.return"() : () -> ()\n'
        '  }) {sym_name = "k", workgroup_attributions = 1 : i64} : () -> ()\n}'
    )
    assert "do not match the function result types" in verify_error(
        "gpu.module @m {\n  gpu.func @k(%a: f32) {\n    gpu.return %a : f32\n  }\n}"
    )
    assert "1-D dynamic memref of i8" in verify_error(
        "gpu.module @m {\n  gpu.func @k() kernel {\n"
        f"    %d = gpu.dynamic_shared_memory : memref<4xi8, {WG}>\n"
        "    gpu.return\n  }\n}"
    )


def test_address_space_parse_error():
    with pytest.raises(ParseError):
        parse('"test.op"() : () -> memref<4xf32, #gpu.address_space<shared>>')


# ---------------------------------------------------------------------------
# nvgpu
# ---------------------------------------------------------------------------

NVGPU_KERNEL = f"""
gpu.module @m {{
  gpu.func @s(%src: memref<64x64xf32>, %i: index, %n: index) kernel {{
    %d = memref.alloc() : memref<32x32xf32, {WG}>
    %t = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 4 : memref<64x64xf32> to memref<32x32xf32, {WG}>
    %t1 = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 4, %n {{bypassL1}} : memref<64x64xf32> to memref<32x32xf32, {WG}>
    %g = nvgpu.device_async_create_group %t, %t1
    nvgpu.device_async_wait %g {{numGroups = 0 : i32}}
    nvgpu.device_async_wait %g
    gpu.return
  }}
}}
"""


def test_nvgpu_round_trip():
    custom = round_trip(NVGPU_KERNEL)
    assert (
        "%t1 = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 4, %n {bypassL1} : "
        f"memref<64x64xf32> to memref<32x32xf32, {WG}>" in custom
    )
    assert "%g = nvgpu.device_async_create_group %t, %t1" in custom
    assert "nvgpu.device_async_wait %g {numGroups = 0 : i32}" in custom
    generic = show(parse(NVGPU_KERNEL), generic=True)
    assert '"nvgpu.device_async_copy"(%d, %i, %i, %src, %i, %i, %n) <{' in generic
    assert "dstElements = 4 : index" in generic
    assert "operandSegmentSizes = array<i32: 1, 2, 1, 2, 1>" in generic
    assert '"nvgpu.device_async_wait"(%g) <{numGroups = 0 : i32}>' in generic
    assert "!nvgpu.device.async.token" in generic


def test_nvgpu_errors():
    base = (
        "gpu.module @m {{\n  gpu.func @s(%src: memref<64xf32>, %i: index) kernel {{\n"
        "    %d = memref.alloc() : {dst}\n"
        "    %t = nvgpu.device_async_copy %src[%i], %d[{idx}], {n} {extra}: "
        "memref<64xf32> to {dst}\n    gpu.return\n  }}\n}}"
    )
    ok = dict(dst=f"memref<32xf32, {WG}>", idx="%i", n=4, extra="")
    parse(base.format(**ok)).verify()
    assert "destination memref must have a memory space" in verify_error(
        base.format(**(ok | {"dst": "memref<32xf32>"}))
    )
    assert "expected 1 destination indices, got 2" in verify_error(
        base.format(**(ok | {"idx": "%i, %i"}))
    )
    assert "bypassL1 does not satify alignment" in verify_error(
        base.format(**(ok | {"n": 2, "extra": "{bypassL1} "}))
    )


def test_nvgpu_builders():
    src = memref.AllocOp([], [], MemRefType(f32, [64]))
    dst = memref.AllocOp([], [], MemRefType(f32, [64], memory_space=g.workgroup_space()))
    idx = arith.ConstantOp.from_int_and_width(0, IndexType())
    cp = nv.DeviceAsyncCopyOp(src, [idx], dst, [idx], 4)
    grp = nv.DeviceAsyncCreateGroupOp([cp])
    wait = nv.DeviceAsyncWaitOp(grp, 0)
    for op in (src, dst, idx, cp, grp, wait):
        op.verify()
    assert wait.numGroups is not None and wait.numGroups.value.data == 0


def test_one_definition_per_dialect_everywhere() -> None:
    """The driver, the API and the xdsl-opt plugin register the same, full dialect objects."""
    from smem_opt.smem_dialect import GPU as exported_gpu
    from smem_opt.smem_dialect import NVGPU as exported_nvgpu
    from smem_opt.smem_dialect.registry import dialect_factories
    from smem_opt.reader.ir_io import build_context
    from smem_opt.tools.universe import SMEM_UNIVERSE

    factories = dialect_factories()
    assert factories["gpu"]() is exported_gpu
    assert factories["nvgpu"]() is exported_nvgpu
    for name in ("smem", "nvgpu", "nvvm"):
        assert SMEM_UNIVERSE.all_dialects[name]() is factories[name]()
    gpu_ops = {op.name for op in exported_gpu.operations}
    assert {"gpu.func", "gpu.shuffle", "gpu.subgroup_mma_load_matrix", "gpu.launch_func", "gpu.launch"} <= gpu_ops
    nvgpu_ops = {op.name for op in exported_nvgpu.operations}
    assert {"nvgpu.device_async_copy", "nvgpu.ldmatrix", "nvgpu.tma.async.load", "nvgpu.mbarrier.try_wait.parity"} <= nvgpu_ops
    ctx = build_context()
    for name in gpu_ops | nvgpu_ops:
        assert ctx.get_optional_op(name) is not None, name
