"""Occupancy in the report and in --emit resource-usage: figures for the bench
kernels, given or ptxas registers, targets, unknown registers, no block size."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from smem_opt.passes.target.occupancy import occupancy
from smem_opt.passes.target.targets import get_target

H100 = get_target("sm_90")

ROOT = Path(__file__).resolve().parents[2]
BENCH_MLIR = ROOT / "bench" / "kernels" / "mlir"


def report_of(tmp_path, source: Path | str, *extra: str, passes: str = "smem-coalesce") -> dict:
    from smem_opt.tools.smem_opt import main

    if isinstance(source, str):
        path = tmp_path / "k.mlir"
        path.write_text(source)
        source = path
    rep = tmp_path / "report.json"
    argv = [str(source), "-o", str(tmp_path / "out.mlir"), "--smem-report", str(rep),
            "--smem-report-format", "json", *extra]
    if passes:
        argv += ["-p", passes]
    assert main(argv) == 0
    return json.loads(rep.read_text())


def test_report_with_given_registers_reproduces_the_matmul_figures(tmp_path):
    report = report_of(tmp_path, BENCH_MLIR / "matmul_tiled.realistic.mlir", "--smem-report-registers", "34,32")
    occ = report["kernels"][0]["occupancy"]
    assert (occ["target"], occ["threads"], occ["warps_per_block"]) == ("sm_90", 1024, 32)
    assert occ["registers_source"] == "given"
    before, after = occ["without_reuse"], occ["with_reuse"]
    assert (before["shared_bytes"], before["registers"], before["blocks_per_sm"]) == (12288, 34, 1)
    assert (after["shared_bytes"], after["registers"], after["blocks_per_sm"]) == (8192, 32, 2)
    assert before["limited_by"] == ["registers"] and after["limited_by"] == ["warps", "registers"]
    assert after["exact"] and occ["next_block"]["bytes_to_save"] is None
    assert occ["next_block"]["blocked_by"] == ["warps", "registers"]


def test_report_next_block_names_the_peak(tmp_path):
    report = report_of(tmp_path, BENCH_MLIR / "flash_attention.realistic.mlir", "--smem-report-registers", "96")
    k = report["kernels"][0]
    occ = k["occupancy"]
    assert [occ[v]["blocks_per_sm"] for v in ("without_reuse", "with_reuse")] == [2, 3]
    nb = occ["next_block"]
    assert (nb["blocks_per_sm"], nb["bytes_to_save"], nb["shared_at_most"]) == (4, 8704, 57344)
    assert nb["below_lower_bound"] and nb["lower_bound"] == k["totals"]["lower_bound"] == 66048
    assert nb["peak_buffers"] == k["peak"]["live"] and nb["peak_bytes"] == k["peak"]["live_bytes"]
    assert "8704 more bytes saved" in nb["message"] and "Ks" in nb["message"]


def test_report_target_and_unknown_registers(tmp_path):
    report = report_of(tmp_path, BENCH_MLIR / "multistage3.realistic.mlir", "--target", "sm_86",
                       "--smem-report-registers", "none")
    occ = report["kernels"][0]["occupancy"]
    assert occ["target"] == "sm_86" and occ["registers_source"] is None
    assert "none" in occ["registers_note"]
    before, after = occ["without_reuse"], occ["with_reuse"]
    assert before["blocks_per_sm"] == 0 and "per block" in before["unfit"]
    assert after["blocks_per_sm"] == 1 and not after["exact"] and after["registers"] is None


def test_report_dry_run_and_text(tmp_path, capsys):
    from smem_opt.tools.smem_opt import main

    src = BENCH_MLIR / "multistage3.realistic.mlir"
    assert main([str(src), "--smem-report", "--smem-report-registers", "128", "-o", str(tmp_path / "o")]) == 0
    err = capsys.readouterr().err
    lines = err[err.index("  occupancy on"):].splitlines()
    assert lines[0] == ("  occupancy on sm_90: 256 threads (8 warps) per block; "
                        "registers per thread as given")
    assert lines[1].split() == ["without", "reuse:", "163840", "B", "shared,", "128", "registers", "->", "1",
                                "block/SM", "(8", "of", "64", "warps),", "limited", "by", "shared", "memory;",
                                "carveout", "164", "KiB"]
    assert "98304 B shared, 128 registers -> 2 blocks/SM (16 of 64 warps), limited by registers, shared memory" in lines[2]
    assert lines[3].startswith("    next block: 3 blocks/SM would take 21504 more bytes saved")


def test_kernel_without_block_size(tmp_path):
    source = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @noblock(%A: memref<256xf32>) kernel {
      %tx = gpu.thread_id x
      %P = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32>
      memref.store %a, %P[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.load %P[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %A[%tx] : memref<256xf32>
      gpu.return
    }
  }
}
"""
    occ = report_of(tmp_path, source, "--smem-report-registers", "none")["kernels"][0]["occupancy"]
    assert occ["threads"] is None and occ["with_reuse"] is None and "block size" in occ["note"]


def _tools_present() -> bool:
    from smem_opt.tools.toolchain import find_mlir_opt, find_ptxas

    return find_mlir_opt() is not None and find_ptxas() is not None


# The H100 figures again, now with the registers ptxas reports for each variant.
PTXAS_FIGURES = {
    "multistage3": ((163840, 1), (98304, 2)),
    "flash_attention": ((82688, 2), (66048, 3)),
    "softmax": ((18432, 8), (17408, 8)),
    "matmul_tiled": ((12288, 2), (8192, 2)),
}


@pytest.mark.skipif(not _tools_present(), reason="needs mlir-opt and ptxas")
@pytest.mark.parametrize("name", sorted(PTXAS_FIGURES))
def test_report_with_ptxas_registers(tmp_path, name):
    occ = report_of(tmp_path, BENCH_MLIR / f"{name}.realistic.mlir")["kernels"][0]["occupancy"]
    assert occ["registers_source"] == "ptxas" and occ["registers_note"] is None
    for variant, (shared, blocks) in zip(("without_reuse", "with_reuse"), PTXAS_FIGURES[name]):
        v = occ[variant]
        assert v["registers"] is not None and v["exact"]
        assert (v["shared_bytes"], v["blocks_per_sm"]) == (shared, blocks)
        again = occupancy(H100, occ["threads"], shared, v["registers"])
        assert v["blocks_per_sm"] == again.blocks and v["limited_by"] == list(again.limited_by)


@pytest.mark.skipif(not _tools_present(), reason="needs mlir-opt and ptxas")
def test_report_registers_of_a_kernel_that_does_not_lower(tmp_path):
    source = """
smem.kernel @k(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %A = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  "test.sink"(%A) : (memref<128xf32, #gpu.address_space<workgroup>>) -> ()
  smem.return
}
"""
    occ = report_of(tmp_path, source, "--allow-unregistered-dialect")["kernels"][0]["occupancy"]
    assert occ["registers_source"] is None and occ["registers_note"]
    assert occ["with_reuse"]["registers"] is None and not occ["with_reuse"]["exact"]
