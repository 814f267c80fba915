"""bench/iree_convert.py on what IREE 3.13 prints (test/python/data/iree_*.dump, sources in their
first lines): the corpus headers' changes C1-C8, and kernels stock mlir-opt 22 reads."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from bench.iree_convert import (
    ConversionError,
    buffer_bytes,
    convert_function,
    header,
    split_dump,
)
from smem_opt.tools.toolchain import find_mlir_opt
from bench.real_kernels import REAL_CORPUS

DATA = Path(__file__).resolve().parent / "data"
ROOT = Path(__file__).resolve().parents[2]
CORPUS = REAL_CORPUS


def _transpose() -> str:
    ((where, func),) = split_dump((DATA / "iree_transpose_f32.tf.dump").read_text())
    assert where == "IR Dump After LLVMGPULowerExecutableTargetPass"
    return func


def _cut_down() -> str:
    ((_, func),) = split_dump((DATA / "iree_cut_down.vd.dump").read_text())
    return func


def _mlir_opt_reads(text: str) -> None:
    tool = find_mlir_opt()
    if tool is None:
        pytest.skip("mlir-opt not installed")
    proc = subprocess.run([tool, "-"], input=text, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_transpose_becomes_a_standalone_kernel():
    c = convert_function(_transpose())
    assert c.name == "transpose_f32_dispatch_0_transpose_4096x4096_f32"
    assert c.pipeline == "TileAndFuse"
    assert c.changes == ["C1", "C2", "C3", "C4", "C6", "C7"]
    assert c.workgroup_buffers == [("%alloc", "memref<32x34xf32, #gpu.address_space<workgroup>>")]
    lines = c.text.splitlines()
    assert lines[:3] == [
        "module attributes {gpu.container_module} {",
        "  gpu.module @kernels {",
        "    gpu.func @transpose_f32_dispatch_0_transpose_4096x4096_f32(%binding0: memref<4096x4096xf32>, "
        "%binding1: memref<4096x4096xf32>) kernel attributes {known_block_size = array<i32: 8, 32, 1>} {",
    ]
    assert "      %arg0 = gpu.block_id y" in lines and "      %arg1 = gpu.block_id x" in lines
    assert "      %assume_align = memref.assume_alignment %binding0, 64 : memref<4096x4096xf32>" in lines
    assert lines[-4:] == ["      gpu.return", "    }", "  }", "}"]
    for gone in ("hal.", "iree_", "memfence", "scf.forall", "#hal.descriptor_type"):
        assert gone not in c.text
    _mlir_opt_reads(c.text)


def test_transpose_is_the_corpus_kernel():
    published = CORPUS / "iree" / "iree_transpose_f32_tf.mlir"
    if not published.is_file():
        pytest.skip("corpus not beside the repository")
    body = "".join(line for line in published.read_text().splitlines(True) if not line.startswith("//"))
    assert convert_function(_transpose()).text == body


def test_keep_forall_only_renames_the_mapping():
    c = convert_function(_transpose(), keep_forall=True)
    assert "C7k" in c.changes and "C7" not in c.changes
    assert "scf.forall (%arg0, %arg1) in (128, 128) {" in c.text
    assert "} {mapping = [#gpu.block<y>, #gpu.block<x>]}" in c.text
    assert "gpu.block_id" not in c.text
    _mlir_opt_reads(c.text)


def test_hints_bounds_steps_and_bare_attributes():
    c = convert_function(_cut_down())
    assert c.changes == ["C1", "C2", "C3", "C4", "C5", "C7", "C8"]
    text = c.text
    # C5: the hint is its operand
    assert "iree_codegen.index_hint" not in text
    assert "affine.linearize_index disjoint [%5#2, %c0] by (4, 2) : index" in text
    # C7: lb + block_id * step, for each mapped dimension
    order = [
        "%arg0 = gpu.block_id z",
        "%wg_id_y = gpu.block_id y",
        "%wg_step_y = arith.constant 64 : index",
        "%arg1 = arith.muli %wg_id_y, %wg_step_y : index",
        "%wg_id_x = gpu.block_id x",
        "%wg_step_x = arith.constant 32 : index",
        "%arg2 = arith.muli %wg_id_x, %wg_step_x : index",
    ]
    stripped = [line.strip() for line in text.splitlines()]
    start = stripped.index(order[0])
    assert stripped[start : start + len(order)] == order
    # C8: braces back on inherent attributes
    assert "{offsets = [0, 0, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16>" in text
    assert "nvgpu.mma.sync(%127, %124, %arg10) {mmaShape = [16, 8, 16]} :" in text
    # the dealloc stays (smem-opt reads IREE's habits as they are)
    assert "memref.dealloc %subview :" in text


def test_nonzero_lower_bound_and_dynamic_step():
    func = "\n".join([
        "func.func @k() {",
        "  scf.forall (%i) = (%lb) to (%ub) step (%s) {",
        "    gpu.barrier",
        "  } {mapping = [#iree_codegen.workgroup_mapping<x>]}",
        "  return",
        "}",
    ])
    text = convert_function(func).text
    assert "%wg_offset_x = arith.muli %wg_id_x, %s : index" in text
    assert "%i = arith.addi %lb, %wg_offset_x : index" in text


@pytest.mark.parametrize(
    "func, why",
    [
        ("func.func @k(%a: index) {\n  return\n}", "not a function without arguments"),
        (
            "func.func @k() {\n  scf.forall (%i) in (4) {\n  } {mapping = "
            "[#iree_codegen.workgroup_mapping<z:1>]}\n  return\n}",
            "workgroup mapping",
        ),
        (
            "func.func @k() {\n  %1 = hal.interface.binding.subspan binding(0) : memref<4xf32>\n"
            "  %2 = hal.interface.binding.subspan binding(0) : memref<4xf32>\n  return\n}",
            "repeated",
        ),
        ("func.func @k() {\n  %x = iree_codegen.other : index\n  return\n}", "IREE-specific"),
        ("func.func @k() {\n  gpu.barrier\n}", "plain `return`"),
    ],
)
def test_what_it_does_not_rewrite_is_an_error(func, why):
    with pytest.raises(ConversionError, match=why):
        convert_function(func)


def test_split_dump_finds_every_function():
    dump = (DATA / "iree_transpose_f32.tf.dump").read_text()
    two = split_dump(dump + dump.replace("@transpose_f32_dispatch_0", "@again"))
    assert [f.splitlines()[0].split("(")[0] for _, f in two] == [
        "func.func @transpose_f32_dispatch_0_transpose_4096x4096_f32",
        "func.func @again_transpose_4096x4096_f32",
    ]


def test_header_lists_buffers_and_changes():
    c = convert_function(_transpose())
    text = header("iree_transpose_f32_tf", c, {"SOURCE": "IREE"})
    assert text.splitlines()[:3] == [
        "// REAL KERNEL: iree_transpose_f32_tf",
        "// SOURCE: IREE",
        "// WORKGROUP BUFFERS (1, 4352 B): %alloc memref<32x34xf32> (4352 B)",
    ]
    assert [line.split()[1] for line in text.splitlines()[4:]] == c.changes


def test_buffer_bytes():
    assert buffer_bytes("memref<1x64x68xf16, #gpu.address_space<workgroup>>") == 8704
    assert buffer_bytes("memref<10xf32>") == 40
    with pytest.raises(ConversionError):
        buffer_bytes("memref<?x4xf32>")
