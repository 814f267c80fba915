"""smem-opt behaves the way mlir-opt users' hands expect: mlir-opt's printing and timing flags,
passes as flags, every -p kept, whole option names only, "did you mean", nested anchors refused
with what to write, binary input without its bytes, --help naming xDSL's passes, mlir-opt's
--mlir-print-debuginfo output read as written, and what mlir-opt says about the lowered output
located in the user's file."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MATMUL = ROOT / "examples" / "matmul_tiled.mlir"
GPU_FUNC = ROOT / "examples" / "matmul_gpu_func.mlir"


def smem_opt(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, "-m", "smem_opt.tools.smem_opt", *args], input=stdin,
                          capture_output=True, cwd=ROOT, env=env, timeout=600)
    return subprocess.CompletedProcess(proc.args, proc.returncode, proc.stdout.decode(errors="replace"),
                                       proc.stderr.decode(errors="replace"))


def test_ir_dumps_go_to_stderr_with_mlir_opts_headers() -> None:
    plain = smem_opt(str(MATMUL), "-p", "smem-coalesce,convert-smem-to-gpu")
    after = smem_opt(str(MATMUL), "-p", "smem-coalesce,convert-smem-to-gpu", "--mlir-print-ir-after-all")
    before = smem_opt(str(MATMUL), "-p", "smem-coalesce,convert-smem-to-gpu", "--mlir-print-ir-before-all")
    assert after.returncode == before.returncode == 0
    assert after.stdout == before.stdout == plain.stdout
    assert re.findall(r"^// -----// IR Dump After (\w+) \(([\w-]+)\) //----- //$", after.stderr, re.M) == [
        ("SmemCoalescePass", "smem-coalesce"), ("ConvertSmemToGpuPass", "convert-smem-to-gpu")]
    assert re.findall(r"^// -----// IR Dump Before \w+ \(([\w-]+)\)", before.stderr, re.M) == [
        "smem-coalesce", "convert-smem-to-gpu"]
    dumped = after.stderr.split("(convert-smem-to-gpu) //----- //\n", 1)[1]
    assert dumped == plain.stdout  # the IR after the last pass is the output


def test_mlir_timing_prints_mlir_opts_report() -> None:
    proc = smem_opt(str(MATMUL), "-p", "smem-coalesce,convert-smem-to-gpu", "--mlir-timing", "-o", os.devnull)
    assert proc.returncode == 0, proc.stderr
    assert "... Execution time report ..." in proc.stderr
    assert re.search(r"Total Execution Time: \d+\.\d{4} seconds", proc.stderr)
    assert re.search(r"^ +\d+\.\d{4} \( *\d+\.\d%\)  smem-coalesce$", proc.stderr, re.M)
    assert re.search(r"^ +\d+\.\d{4} \(100\.0%\)  Total$", proc.stderr, re.M)


@pytest.mark.parametrize(("mlir_flag", "ours"), [("--mlir-print-op-generic", "--print-op-generic"),
                                                 ("--mlir-print-debuginfo", "--print-debuginfo")])
def test_mlir_opts_printing_flags(mlir_flag: str, ours: str) -> None:
    a, b = smem_opt(str(MATMUL), mlir_flag), smem_opt(str(MATMUL), ours)
    assert a.returncode == 0 and a.stdout == b.stdout


def test_passes_as_flags_and_every_p_join_one_pipeline() -> None:
    want = smem_opt(str(MATMUL), "-p", "smem-coalesce{insert-barriers=true},convert-smem-to-gpu")
    for args in (["--smem-coalesce=insert-barriers=true", "--convert-smem-to-gpu"],
                 ["--smem-coalesce='insert-barriers=true'", "-p", "convert-smem-to-gpu"],
                 ["-p", "smem-coalesce{insert-barriers=true}", "-p", "convert-smem-to-gpu"],
                 ["-psmem-coalesce{insert-barriers=true}", "--passes=convert-smem-to-gpu"]):
        got = smem_opt(str(MATMUL), *args)
        assert got.returncode == 0 and got.stdout == want.stdout, (args, got.stderr)
    assert "gpu.module" in want.stdout and "smem.arena_bytes = 8192" in want.stdout


def test_options_are_whole_names_and_unknown_passes_get_a_suggestion() -> None:
    split = smem_opt(str(MATMUL), "--split", "-p", "smem-coalesce")
    assert split.returncode == 1 and "unrecognized arguments: --split" in split.stderr
    typo = smem_opt(str(MATMUL), "-p", "smem-coalesc")
    assert typo.returncode == 1 and "did you mean 'smem-coalesce'?" in typo.stderr


def test_a_nested_anchor_is_refused_with_what_to_write() -> None:
    proc = smem_opt(str(MATMUL), "--pass-pipeline=builtin.module(gpu.module(smem-coalesce))")
    assert proc.returncode == 1
    assert "write --pass-pipeline='builtin.module(smem-coalesce)'" in proc.stderr


def test_p_takes_mlir_opts_anchored_form_as_mlir_opt_does() -> None:
    """mlir-opt's -p is its --pass-pipeline: `-p 'builtin.module(a,b)'` runs a then b."""
    plain = smem_opt(str(GPU_FUNC), "-p", "smem-coalesce{insert-barriers=true},canonicalize")
    anchored = smem_opt(str(GPU_FUNC), "-p", "builtin.module(smem-coalesce{insert-barriers=true},canonicalize)")
    assert plain.returncode == 0 and anchored.returncode == 0, anchored.stderr
    assert anchored.stdout == plain.stdout and "smem.arena_bytes" in anchored.stdout
    nested = smem_opt(str(GPU_FUNC), "-p", "gpu.module(smem-coalesce)")
    assert nested.returncode == 1 and "write --pass-pipeline='builtin.module(smem-coalesce)' or -p 'smem-coalesce'" \
        in nested.stderr


def test_a_binary_file_is_named_without_its_bytes(tmp_path: Path) -> None:
    binary = tmp_path / "k.mlir"
    binary.write_bytes(b"\x7fELF\x02\x01\x01\x00\x00\x1b[31m" + bytes(range(256)))
    proc = smem_opt(str(binary))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.strip() == f"{binary}:1:8: error: binary file: byte 0x00 at byte offset 7 is not MLIR text"


def test_help_lists_the_passes_and_says_which_come_from_xdsl() -> None:
    proc = smem_opt("--help")
    assert proc.returncode == 0
    for ours in ("smem-coalesce", "smem-verify-plan", "convert-smem-to-gpu", "smem-to-nvvm-ready"):
        assert f"  {ours} " in proc.stdout
    xdsl = proc.stdout.split("xDSL's own passes (from xDSL", 1)[1]
    assert "canonicalize" in xdsl and "cse" in xdsl and "dce" in xdsl


def test_mlir_opts_debuginfo_output_is_read_as_written() -> None:
    from smem_opt.tools.toolchain import find_mlir_opt

    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing")
        pytest.skip("mlir-opt missing")
    printed = subprocess.run([mlir_opt, "--mlir-print-debuginfo", str(GPU_FUNC)], capture_output=True, check=True).stdout
    assert re.search(rb"^#loc\d+ = loc\(", printed, re.M)  # aliases after the module
    proc = smem_opt("-p", "smem-coalesce", "--print-debuginfo", stdin=printed)
    assert proc.returncode == 0, proc.stderr
    assert "generic form" not in proc.stderr  # not through the fallback
    assert "smem.arena_bytes = 8192" in proc.stdout
    assert 'matmul_gpu_func.mlir":' in proc.stdout  # every op keeps its location in the original file


def test_what_mlir_opt_says_about_the_lowered_output_is_located_in_the_users_file(tmp_path: Path) -> None:
    kernel = tmp_path / "k.mlir"
    kernel.write_text("""gpu.module @m {
  gpu.func @k(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %v = memref.load %out[%tx] : memref<64xf32>
    %r = gpu.subgroup_reduce add %v : (f32) -> f32
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
""")
    proc = smem_opt(str(kernel), "-p", "smem-to-nvvm-ready", "--emit", "ptx")
    assert proc.returncode == 1
    assert f"{kernel}:5:10: error: failed to legalize operation 'gpu.subgroup_reduce'" in proc.stderr
    assert "<stdin>" not in proc.stderr
