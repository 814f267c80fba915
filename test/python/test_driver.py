"""Driver behaviour: mlir-opt habits, diagnostics with locations, exit codes,
no traceback, and no output file (nor any file overwritten) on failure."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MATMUL = ROOT / "examples" / "matmul_tiled.mlir"

GOOD = """smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %a, %out[%tx] : memref<64xf32>
  smem.return
}
"""

BAD_CASES = {
    # name: (text, expected line:col, expected words)
    "syntax": ('builtin.module {\n  %x = "arith.constant"() <{value = 1 : i32} : () -> i32\n}\n', "2:46", "Expected '>'"),
    "unknown_op": ("smem.kernel @k() block_size = [1] {\n  %x = mystery.op : i32\n  smem.return\n}\n", "2:8", "mystery.op"),
    "verifier": (
        "smem.kernel @k() block_size = [1] {\n  %x = smem.alloc : memref<4xf32>\n  smem.return\n}\n",
        "2:8",
        "workgroup memory",
    ),
    "bad_block_size": ("smem.kernel @k() block_size = [0, 1, 1] {\n  smem.return\n}\n", "1:1", "must be positive"),
}


def run(args: list[str], stdin: str | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "smem_opt.tools.smem_opt", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd or ROOT,
    )


@pytest.mark.parametrize("case", sorted(BAD_CASES))
def test_bad_input_gives_location_exit_1_no_traceback_no_output(tmp_path: Path, case: str) -> None:
    text, linecol, words = BAD_CASES[case]
    src = tmp_path / "bad.mlir"
    src.write_text(text)
    out = tmp_path / "out.mlir"
    proc = run([str(src), "-p", "smem-coalesce", "-o", str(out)])
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr + proc.stdout
    assert f"{src}:{linecol}: error:" in proc.stderr, proc.stderr
    assert words.lower() in proc.stderr.lower()
    assert not out.exists()
    assert src.read_text() == text


def test_existing_output_is_not_overwritten_on_failure(tmp_path: Path) -> None:
    src = tmp_path / "bad.mlir"
    src.write_text(BAD_CASES["syntax"][0])
    out = tmp_path / "out.mlir"
    out.write_text("precious\n")
    proc = run([str(src), "-o", str(out)])
    assert proc.returncode == 1
    assert out.read_text() == "precious\n"


def test_input_is_not_overwritten_when_it_is_also_the_output_and_fails(tmp_path: Path) -> None:
    src = tmp_path / "bad.mlir"
    text = BAD_CASES["verifier"][0]
    src.write_text(text)
    proc = run([str(src), "-o", str(src)])
    assert proc.returncode == 1
    assert src.read_text() == text


def test_success_writes_output_file(tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    proc = run([str(MATMUL), "-p", "smem-coalesce", "-o", str(out)])
    assert proc.returncode == 0, proc.stderr
    assert "smem.arena_bytes = 8192" in out.read_text()
    assert proc.stdout == ""


def test_stdin_input() -> None:
    proc = run(["-p", "smem-coalesce"], stdin=GOOD)
    assert proc.returncode == 0, proc.stderr
    assert "memref.view %smem_arena" in proc.stdout
    proc = run(["-", "-p", "smem-coalesce"], stdin=GOOD)
    assert proc.returncode == 0


@pytest.mark.parametrize(
    "pipeline, words",
    [
        ("no-such-pass", "unknown pass 'no-such-pass'"),
        ("smem-coalesce{bogus=1}", "has no option 'bogus'"),
        ("smem-coalesce{alignment=3}", "power of two"),
        ("smem-to-nvvm-ready{bogus=1}", "no option 'bogus'"),
        ("smem-coalesce{", "invalid pass pipeline"),
    ],
)
def test_bad_pipeline(pipeline: str, words: str) -> None:
    proc = run([str(MATMUL), "-p", pipeline])
    assert proc.returncode == 1
    assert words in proc.stderr
    assert "Traceback" not in proc.stderr
    assert proc.stdout == ""


def test_unknown_flag_exits_1() -> None:
    proc = run(["--no-such-flag"])
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr


def test_missing_input_file() -> None:
    proc = run(["/nonexistent/x.mlir"])
    assert proc.returncode == 1
    assert "cannot read" in proc.stderr


def test_version_and_help() -> None:
    proc = run(["--version"])
    assert proc.returncode == 0
    assert proc.stdout.startswith("smem-opt ")
    assert "xDSL 0.74" in proc.stdout
    # the upstream tools it uses, by path and version
    assert re.search(r"^mlir-opt: (.+ \(LLVM version 22\.|not found)", proc.stdout, re.M), proc.stdout
    assert re.search(r"^ptxas: ", proc.stdout, re.M), proc.stdout
    proc = run(["--help"])
    assert proc.returncode == 0
    for name in ("smem-coalesce", "smem-verify-plan", "convert-smem-to-gpu", "smem-to-nvvm-ready"):
        assert name in proc.stdout


def test_split_input_file_continues_and_fails(tmp_path: Path) -> None:
    src = tmp_path / "multi.mlir"
    src.write_text(GOOD + "// -----\n" + BAD_CASES["verifier"][0])
    out = tmp_path / "out.mlir"
    proc = run([str(src), "--split-input-file", "-o", str(out)])
    assert proc.returncode == 1
    # the error is reported at the line in the whole file, not in the chunk
    assert f"{src}:12:8: error:" in proc.stderr, proc.stderr
    assert not out.exists()


def test_verify_diagnostics_matches_expected_errors(tmp_path: Path) -> None:
    """An error the file expects (``expected-error @+1``) is no failure; the good chunk prints."""
    src = tmp_path / "multi.mlir"
    bad = BAD_CASES["verifier"][0].replace(
        "  %x = smem.alloc", "  // expected-error @+1 {{must be in workgroup memory}}\n  %x = smem.alloc"
    )
    src.write_text(GOOD + "// -----\n" + bad)
    proc = run([str(src), "--split-input-file", "--verify-diagnostics"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert "smem.kernel @k" in proc.stdout
    src.write_text(GOOD + "// -----\n" + BAD_CASES["verifier"][0])
    proc = run([str(src), "--split-input-file", "--verify-diagnostics"])
    assert proc.returncode == 1
    assert f"{src}:12:8: error: unexpected error: 'smem.alloc' op result must be in workgroup memory" in proc.stderr
    assert "smem.kernel @k" in proc.stdout


def test_generic_form_round_trips() -> None:
    generic = run([str(MATMUL), "--print-op-generic"])
    assert generic.returncode == 0
    assert '"smem.kernel"' in generic.stdout
    back = run([], stdin=generic.stdout)
    direct = run([str(MATMUL)])
    assert back.stdout == direct.stdout


def test_unregistered_dialect_needs_flag(tmp_path: Path) -> None:
    src = tmp_path / "u.mlir"
    src.write_text('"mystery.op"() : () -> ()\n')
    assert run([str(src)]).returncode == 1
    assert run([str(src), "--allow-unregistered-dialect"]).returncode == 0


def test_pass_failure_is_a_located_diagnostic(tmp_path: Path) -> None:
    """smem-verify-plan on a layout that puts C over A with no barrier between them (a plan:
    the kernel carries the arena's bytes, as smem-coalesce writes them)."""
    src = tmp_path / "broken.mlir"
    src.write_text(
        """smem.kernel @race(%in: memref<64xf32>, %out: memref<64xf32>) block_size = [64] attributes {smem.arena_bytes = 512 : i64} {
  %arena = smem.alloc {alignment = 16 : i64} : memref<512xi8, #gpu.address_space<workgroup>>
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
  %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
  %C = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<64xf32>
  memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %a, %b : f32
  memref.store %s, %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  smem.return
}
"""
    )
    proc = run([str(src), "-p", "smem-verify-plan"])
    assert proc.returncode == 1
    assert f"{src}:13:8: error: smem-verify-plan: buffers 'A' and 'C' overlap in bytes [0, 256)" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_zero_valued_plan_figures_are_read_as_zero() -> None:
    """An arena of 0 bytes is a plan of 0 bytes, not a missing plan."""
    from smem_opt.tools.emit import kernel_plans
    from smem_opt.tools.smem_opt import build_context, parse_module

    module = parse_module(
        build_context(),
        """module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel attributes {smem.arena_bytes = 0 : i64} {
      gpu.return
    }
  }
}""",
        "zero.mlir",
    )
    plan = kernel_plans(module)["k"]
    assert plan.planned_bytes == 0


# -- `-o` never replaces what is not a regular file ---------------------------------------


def test_output_to_fifo_is_written_in_place(tmp_path: Path) -> None:
    import os
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []

    def reader() -> None:
        with open(fifo, "rb") as f:
            received.append(f.read())

    thread = threading.Thread(target=reader)
    thread.start()
    proc = run([str(MATMUL), "-p", "smem-coalesce", "-o", str(fifo)])
    thread.join(timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert b"smem.arena_bytes = 8192" in received[0]
    assert fifo.is_fifo(), "the FIFO was replaced by a regular file"


def test_output_through_symlink_writes_its_target(tmp_path: Path) -> None:
    target = tmp_path / "real.mlir"
    target.write_text("old\n")
    target.chmod(0o640)
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    proc = run([str(MATMUL), "-p", "smem-coalesce", "-o", str(link)])
    assert proc.returncode == 0, proc.stderr
    assert link.is_symlink(), "the symlink was replaced by a regular file"
    assert "smem.arena_bytes = 8192" in target.read_text()
    assert (target.stat().st_mode & 0o777) == 0o640


def _in_child(fn, uid: int | None) -> int:
    """Run ``fn`` in a forked child (as ``uid`` when given); its return value is the exit code."""
    import os

    pid = os.fork()
    if pid == 0:  # pragma: no cover - child
        code = 70
        try:
            if uid is not None:
                os.setgroups([])
                os.setgid(uid)
                os.setuid(uid)
            code = fn()
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def test_output_in_read_only_directory_fails_cleanly() -> None:
    # Root ignores directory permissions, so as root the writer runs in a child that has given
    # up root for 'nobody'; the directory is made where that user can reach it.
    import os
    import shutil
    import tempfile

    from smem_opt.tools.output_file import OutputError, write_output

    top = Path(tempfile.mkdtemp(prefix="smem-opt-ro-"))
    try:
        top.chmod(0o755)
        directory = top / "ro"
        directory.mkdir()
        (directory / "out.mlir").write_text("precious\n")
        (directory / "out.mlir").chmod(0o644)
        directory.chmod(0o555)

        def attempt() -> int:
            try:
                write_output(str(directory / "out.mlir"), "new\n")
            except OutputError as err:
                return 3 if "cannot write" in str(err) else 4
            return 0

        code = _in_child(attempt, 65534 if os.geteuid() == 0 else None)
        assert code == 3
        assert (directory / "out.mlir").read_text() == "precious\n"
        assert sorted(p.name for p in directory.iterdir()) == ["out.mlir"]
    finally:
        directory.chmod(0o755)
        shutil.rmtree(top)


def test_output_failure_leaves_no_temporary_file(tmp_path: Path) -> None:
    # A directory given as -o: an error, nothing created beside it.
    directory = tmp_path / "out.mlir"
    directory.mkdir()
    proc = run([str(MATMUL), "-p", "smem-coalesce", "-o", str(directory)])
    assert proc.returncode == 1
    assert "cannot write" in proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.mlir"]


def test_output_to_character_device_is_written_in_place() -> None:
    # Exercised through the writer itself on a private pseudo-terminal: a character device that
    # is not /dev/null, so a bug can only damage a node this test made.
    import os
    import stat

    from smem_opt.tools.output_file import write_output

    leader, follower = os.openpty()
    try:
        name = os.ttyname(follower)
        before = os.stat(name)
        write_output(name, "x\n")
        after = os.stat(name)
        assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev
        assert os.read(leader, 100).replace(b"\r", b"") == b"x\n"
    finally:
        os.close(leader)
        os.close(follower)


# -- hostile command lines and streams ------------------------------------------------------


def shell(command: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``command`` with ``$SMEM_OPT`` standing for the driver (to redirect or close streams)."""
    import os
    import shlex

    full_env = {**os.environ, **(env or {}), "SMEM_OPT": f"{shlex.quote(sys.executable)} -m smem_opt.tools.smem_opt"}
    return subprocess.run(
        ["bash", "-c", command], capture_output=True, text=True, cwd=ROOT, env=full_env, timeout=120, check=False
    )


def one_error_line(proc: subprocess.CompletedProcess[str], words: str) -> None:
    assert proc.returncode == 1, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("smem-opt: error: ") and words in lines[0], proc.stderr


def test_closed_stdin_is_an_error() -> None:
    one_error_line(shell("$SMEM_OPT - -p smem-coalesce <&-"), "cannot read standard input")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_full_stdout_is_an_error() -> None:
    one_error_line(shell(f"$SMEM_OPT {MATMUL} -p smem-coalesce > /dev/full"), "No space left on device")
    one_error_line(shell("$SMEM_OPT --version > /dev/full"), "cannot write standard output")


def test_closed_stdout_is_an_error() -> None:
    one_error_line(shell(f"$SMEM_OPT {MATMUL} >&-"), "cannot write standard output")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_full_or_closed_stderr_still_exits_1() -> None:
    for redirect in ("2>/dev/full", "2>&-"):
        proc = shell(f"printf 'bad' | $SMEM_OPT - {redirect}")
        assert proc.returncode == 1 and proc.stdout == ""
        # warnings are lost with stderr, never written into the output
        warned = ROOT / "test" / "coalesce" / "rule-barrier.mlir"  # warns about a divergent barrier
        proc = shell(f"$SMEM_OPT {warned} --split-input-file -p smem-coalesce {redirect}")
        assert proc.returncode == 0 and "module {" in proc.stdout and "warning" not in proc.stdout


@pytest.mark.parametrize(
    "args, words",
    [
        (["--simulate", "--seed", "-1"], "--seed must be between 0 and 2^64 - 1"),
        (["--simulate", "--seed", str(2**64)], "--seed must be between"),
        (["--simulate", "--threads", "0"], "--threads must be between 1 and 1024"),
        (["--simulate", "--blocks", "0"], "--blocks must be between 1 and 65535"),
        (["--simulate", "--blocks", "99999999999"], "--blocks must be between"),
        (["--simulate", "--inputs", "/nonexistent/a.npy"], "--inputs: '/nonexistent/a.npy' is not a file"),
        (["--simulate", "--seed", "x"], "invalid int value"),
        (["--target", "bogus"], "--target: unknown target 'bogus'"),
        (["-p", "smem-coalesce{alignment=4611686018427387904}"], "option 'alignment' must be between 1 and 2^30"),
        (["-p", "smem-coalesce{alignment=2147483648}"], "option 'alignment' must be between 1 and 2^30"),
        (["-p", "smem-coalesce{search-budget=-1}"], "option 'search-budget' must be between 0 and"),
        (["-p", "smem-coalesce{search-budget=9223372036854775808}"], "option 'search-budget' must be between 0 and"),
        (["-p", "convert-smem-to-gpu{target=sm_1}"], "convert-smem-to-gpu: unknown target 'sm_1'"),
        (["-p", "smem-coalesce{"], "invalid pass pipeline 'smem-coalesce{'"),
    ],
)
def test_bad_arguments_are_one_line_usage_errors(args: list[str], words: str) -> None:
    proc = run([str(MATMUL), *args])
    one_error_line(proc, words)
    assert proc.stdout == ""


def test_largest_alignment_is_accepted() -> None:
    proc = run([str(MATMUL), "-p", "smem-coalesce{alignment=1073741824}"])
    assert proc.returncode == 0, proc.stderr
    assert "smem.arena_alignment = 1073741824 : i64" in proc.stdout


def test_tool_variable_pointing_nowhere_is_an_error(tmp_path: Path) -> None:
    proc = shell(
        f"$SMEM_OPT {MATMUL} -p smem-to-nvvm-ready --emit nvvm",
        env={"SMEM_MLIR_OPT": str(tmp_path / "no-such-mlir-opt")},
    )
    assert proc.returncode == 1
    assert f"SMEM_MLIR_OPT={tmp_path / 'no-such-mlir-opt'} does not exist" in proc.stderr
    assert proc.stdout == ""


@pytest.mark.parametrize(
    "data, linecol, words",
    [
        (b"smem.kernel @k() block_size = [1] {\n  %s = arith.constant 1 : i32 loc(\"" + b"a" * 40, "2:35", "string literal"),
        (b"smem.kernel @k() block_size = [1] {\n  \xc3\x28\n}\n", "2:3", "invalid UTF-8 byte 0xc3 (byte offset 38)"),
        (b"smem.kernel @k() block_size = [1] {\n" + b"[" * 100_000, "2:256", "nesting deeper than 256"),
        (b"smem.kernel @k() block_size = [4294967296] {\n  smem.return\n}\n", "1:1", "out of range"),
    ],
)
def test_hostile_input_gives_a_located_error(tmp_path: Path, data: bytes, linecol: str, words: str) -> None:
    src = tmp_path / "bad.mlir"
    src.write_bytes(data)
    out = tmp_path / "out.mlir"
    proc = subprocess.run(
        [sys.executable, "-m", "smem_opt.tools.smem_opt", str(src), "-p", "smem-to-nvvm-ready", "-o", str(out)],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,  # a hang guard, not a timing
    )
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{src}:{linecol}: error: "), proc.stderr
    assert words in proc.stderr
    assert not out.exists()


def test_deeply_nested_input_within_the_limit_runs_through_the_pipeline(tmp_path: Path) -> None:
    depth = 240
    body = (
        "scf.execute_region {\n" * depth
        + "%A = smem.alloc : memref<64xf32, #gpu.address_space<workgroup>>\n%c0 = arith.constant 0 : index\n"
        "%v = memref.load %A[%c0] : memref<64xf32, #gpu.address_space<workgroup>>\n"
        + "scf.yield\n}\n" * depth
    )
    src = tmp_path / "deep.mlir"
    src.write_text("smem.kernel @k(%out: memref<64xf32>) block_size = [64] {\n" + body + "smem.return\n}\n")
    proc = run([str(src), "-p", "smem-to-nvvm-ready"])
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.count("scf.execute_region") == depth


def test_internal_error_is_one_line_unless_a_traceback_is_asked_for() -> None:
    # xDSL's apply-pdl-interp asserts on a module without PDL matchers: an exception smem-opt
    # does not expect, so the internal-error path.
    proc = run([str(MATMUL), "-p", "apply-pdl-interp"])
    assert proc.returncode == 1
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("smem-opt: internal error: AssertionError")
    assert "SMEM_OPT_TRACEBACK=1" in lines[0]
    traced = shell(f"$SMEM_OPT {MATMUL} -p apply-pdl-interp", env={"SMEM_OPT_TRACEBACK": "1"})
    assert traced.returncode == 1
    assert "Traceback (most recent call last)" in traced.stderr


def test_execute_region_without_results_round_trips() -> None:
    # xDSL prints it without its scf.yield, which neither xDSL nor mlir-opt reads back.
    text = "func.func @f() {\n  scf.execute_region {\n    %x = arith.constant 1 : i32\n    scf.yield\n  }\n  func.return\n}\n"
    once = run([], stdin=text)
    assert once.returncode == 0, once.stderr
    assert "scf.yield" in once.stdout
    again = run([], stdin=once.stdout)
    assert again.returncode == 0 and again.stdout == once.stdout


# -- xDSL's opt main underneath: its flags, our passes and pipelines ------------------------


def test_help_lists_every_pass_and_pipeline_with_its_options() -> None:
    proc = run(["--help"])
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    for name in ("smem-coalesce", "smem-verify-plan", "convert-smem-to-gpu", "smem-to-nvvm-ready"):
        assert f"\n  {name} " in text
    assert "alignment: int, default 16, a power of two in [1, 2^30]" in text
    assert "search-budget: int|None, default (none), in [0, 2^63 - 1]" in text
    assert "target: str, default (unset), one of sm_70, sm_75, sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_120, sm_120a; unset, the chip the IR names, else sm_90" in text
    assert "barrier-objective: str, default bytes, one of bytes, occupancy" in text
    assert "alignment: int, default 16, a power of two in [1, 2^30] (to smem-coalesce)" in text
    assert "(to smem-coalesce, convert-smem-to-gpu)" in text
    for flag in ("--print-between-passes", "--time-passes", "--pass-pipeline", "--split-input-file", "--emit"):
        assert flag in text


def test_pipeline_options_are_checked_as_its_members_get_them() -> None:
    one_error_line(run([str(MATMUL), "-p", "smem-to-nvvm-ready{alignment=3}"]), "pass 'smem-coalesce': option 'alignment' must be a power of two")
    one_error_line(run([str(MATMUL), "-p", "smem-to-nvvm-ready{target=sm_1}"]), "smem-coalesce: unknown target 'sm_1'")


def test_pipeline_pass_forwards_its_options_to_its_members() -> None:
    from smem_opt.passes.pipelines import SmemToNvvmReadyPass, run_pass
    from smem_opt.passes.registry import PIPELINES
    from smem_opt.tools.smem_opt import build_context, build_pipeline, parse_module

    (pipeline,) = build_pipeline("smem-to-nvvm-ready{alignment=32 insert-barriers=true}", "sm_80")
    assert isinstance(pipeline, SmemToNvvmReadyPass)
    members = pipeline.member_passes()
    assert [m.name for m in members] == list(PIPELINES["smem-to-nvvm-ready"])
    assert (members[0].alignment, members[0].insert_barriers, members[2].target) == (32, True, "sm_80")
    ctx = build_context()
    module = parse_module(ctx, MATMUL.read_text(), str(MATMUL))
    (plan,) = run_pass(pipeline, ctx, module)
    assert plan.options.alignment == 32 and plan.arena_bytes == 8192


def test_no_implicit_module() -> None:
    proc = run(["--no-implicit-module", "-"], stdin=GOOD)
    assert proc.returncode == 1
    assert proc.stderr.startswith("<stdin>:1:1: error: expected a single 'builtin.module' op"), proc.stderr
    assert run(["--no-implicit-module", "-"], stdin="builtin.module {\n" + GOOD + "}\n").returncode == 0


def test_disable_verify_does_not_outlive_the_run() -> None:
    """xDSL's --disable-verify switches attribute verification off for the process; main()
    switches it back on, so that library use after a run still verifies."""
    from xdsl.dialects.builtin import IntegerAttr, IntegerType
    from xdsl.ir import Attribute
    from xdsl.utils.exceptions import VerifyException

    from smem_opt.tools.smem_opt import main

    before = Attribute.__post_init__
    assert main([str(MATMUL), "--disable-verify", "-o", "/dev/null"]) == 0
    assert Attribute.__post_init__ is before
    with pytest.raises(VerifyException, match="out of range"):
        IntegerAttr(1000, IntegerType(4))


def test_named_pipelines_are_passes_over_the_members_the_registry_names() -> None:
    """``registry.PIPELINES`` (names, for --help) and ``passes.pipelines`` (classes) agree."""
    from smem_opt.passes.registry import PASSES, PIPELINES

    for name, members in PIPELINES.items():
        pipeline = PASSES[name]()
        assert pipeline.name == name
        assert tuple(m.name for m in pipeline.members) == members
        assert all(PASSES[m]() is cls for m, cls in zip(members, pipeline.members))


def test_an_error_that_renders_itself_is_printed_as_it_renders() -> None:
    """A ``SmemDiagnostic`` whose ``render`` gives its own lines (several findings, each located)
    reaches stderr as those lines, not as its one-line message."""
    from smem_opt.reader.diagnostics import SmemDiagnostic
    from smem_opt.tools.diagnostic_handler import DiagnosticHandler
    from smem_opt.tools.smem_opt import error_diagnostic

    class Findings(SmemDiagnostic):
        def __init__(self) -> None:
            super().__init__("2 findings")

        def render(self) -> str:
            return "k.mlir:3:5: error: first\nk.mlir:7:5: error: second"

    printed: list[str] = []
    DiagnosticHandler(write=printed.append).report(error_diagnostic(Findings()))
    assert printed == ["k.mlir:3:5: error: first\nk.mlir:7:5: error: second"]
