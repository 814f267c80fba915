"""A run never eats the user's input, and smem-opt behaves like mlir-opt where users' habits
expect it: whatever the flag order, every file a run reads is left byte for byte as it was; one-dash
long options; mlir-opt's printed form (``module``, ``return``); one JSON document on stdout; the
docs' commands as written; messages that name what is wrong."""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from smem_opt.tools import toolchain

ROOT = Path(__file__).resolve().parents[2]
MATMUL = ROOT / "examples" / "matmul_tiled.mlir"
SPLIT = ROOT / "test" / "coalesce" / "rule-barrier.mlir"  # several chunks, each a kernel
BIN = Path(sys.executable).parent


def smem_opt(args: list[str], cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "smem_opt.tools.smem_opt", *args], input=stdin,
                          capture_output=True, text=True, cwd=cwd, env=env, timeout=300)


def digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


# -- the data loss -------------------------------------------------------------------------------

READ_FLAGS = [
    ["--smem-report", "k.mlir", "-p", "smem-coalesce"],
    ["-p", "smem-coalesce", "--smem-report", "k.mlir"],
    ["--smem-report", "k.mlir"],
    ["--smem-layout", "k.mlir", "k.mlir"],
    ["k.mlir", "-o", "k.mlir"],
    ["k.mlir", "--smem-report=k.mlir"],
    ["k.mlir", "--smem-report", "k.mlir"],
    ["k.mlir", "--smem-layout", "./k.mlir"],
    ["k.mlir", "-p", "smem-coalesce", "--check", "--check-against", "k.mlir", "-o", "k.mlir"],
    ["k.mlir", "-p", "smem-coalesce", "--check", "--check-against", "ref.mlir", "-o", "ref.mlir"],
    ["--simulate", "--inputs", "a.npy", "b.npy", "c.npy", "k.mlir", "-o", "a.npy"],
    ["-o", "k.mlir", "--smem-report=k.mlir", "k.mlir"],
    ["link.mlir", "-o", "k.mlir"],
    # the input forgotten after an output flag: standard input is read, and the flag's file exists
    ["--smem-layout", "k.mlir", "-p", "smem-coalesce"],
    ["-p", "smem-coalesce", "--smem-layout", "k.mlir"],
    ["-o", "k.mlir", "-p", "smem-coalesce"],
    ["--output-file", "k.mlir", "-p", "smem-coalesce"],
    ["-p", "smem-coalesce", "--smem-report", "ref.mlir", "--smem-layout", "out.svg"],
]


@pytest.mark.parametrize("flags", READ_FLAGS, ids=lambda f: " ".join(f))
def test_a_run_leaves_every_file_it_reads_as_it_was(tmp_path: Path, flags: list[str]) -> None:
    (tmp_path / "k.mlir").write_bytes(MATMUL.read_bytes())
    (tmp_path / "ref.mlir").write_bytes(MATMUL.read_bytes())
    (tmp_path / "link.mlir").symlink_to(tmp_path / "k.mlir")
    for name in ("a.npy", "b.npy", "c.npy"):
        (tmp_path / name).write_bytes(b"\x93NUMPY" + name.encode())
    before = digest(tmp_path)
    proc = smem_opt(flags, tmp_path, stdin="")
    assert digest(tmp_path) == before, proc.stderr
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("smem-opt: error: "), proc.stderr


def test_every_order_of_the_report_flag_and_the_input_keeps_the_input(tmp_path: Path) -> None:
    """All orders of the input, ``--smem-report``, ``-p`` and a report format: the input survives,
    and a run that succeeds planned the input (its arena is in the report)."""
    (tmp_path / "k.mlir").write_bytes(MATMUL.read_bytes())
    pieces = [["k.mlir"], ["--smem-report"], ["-p", "smem-coalesce"], ["--smem-report-format", "json"]]
    for order in itertools.permutations(pieces):
        flags = [token for piece in order for token in piece]
        before = digest(tmp_path)
        proc = smem_opt(flags + ["-o", "out.mlir"], tmp_path, stdin="")
        assert digest(tmp_path)["k.mlir"] == before["k.mlir"], flags
        if proc.returncode == 0:
            assert '"arena_bytes": 8192' in proc.stderr, (flags, proc.stderr)
        else:
            assert "--smem-report took 'k.mlir'" in proc.stderr, (flags, proc.stderr)


def test_a_report_file_named_with_equals_is_written(tmp_path: Path) -> None:
    (tmp_path / "k.mlir").write_bytes(MATMUL.read_bytes())
    (tmp_path / "r.txt").write_text("old report\n")
    proc = smem_opt(["--smem-report=r.txt", "-p", "smem-coalesce", "-o", "out.mlir"], tmp_path,
                    stdin=MATMUL.read_text())
    assert proc.returncode == 0, proc.stderr
    assert "matmul_tiled" in (tmp_path / "r.txt").read_text()
    # spaced, after the input: the input is known, so the value is the report's file
    proc = smem_opt(["k.mlir", "--smem-report", "r2.txt", "-p", "smem-coalesce", "-o", "out.mlir"], tmp_path)
    assert proc.returncode == 0 and "matmul_tiled" in (tmp_path / "r2.txt").read_text()


@pytest.mark.parametrize("flag", ["-o", "--smem-layout", "--smem-report"])
def test_an_output_flag_spaced_before_a_missing_input_names_the_flag(tmp_path: Path, flag: str) -> None:
    """Every flag that writes a file, spaced, with no input file and an existing file: refused, the
    file untouched; written with ``=`` (``-oFILE``) the same run replaces it; a new file is written."""
    (tmp_path / "k.mlir").write_bytes(MATMUL.read_bytes())
    extra = [] if flag == "-o" else ["--output-file=out.mlir"]
    proc = smem_opt([flag, "k.mlir", "-p", "smem-coalesce", *extra], tmp_path, stdin=MATMUL.read_text())
    assert proc.returncode == 1 and f"{flag} took 'k.mlir'" in proc.stderr, proc.stderr
    assert (tmp_path / "k.mlir").read_bytes() == MATMUL.read_bytes()
    explicit = "-ok.mlir" if flag == "-o" else f"{flag}=k.mlir"
    proc = smem_opt([explicit, "-p", "smem-coalesce", *extra], tmp_path, stdin=MATMUL.read_text())
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "k.mlir").read_bytes() != MATMUL.read_bytes()
    proc = smem_opt([flag, "new.out", "-p", "smem-coalesce", *extra], tmp_path, stdin=MATMUL.read_text())
    assert proc.returncode == 0 and (tmp_path / "new.out").stat().st_size > 0, proc.stderr


def test_inputs_take_only_arrays_so_the_kernel_stays_the_input(tmp_path: Path) -> None:
    np = pytest.importorskip("numpy")
    kernel = tmp_path / "k.mlir"
    kernel.write_text("""smem.kernel @k(%x: memref<4xf32>, %y: memref<4xf32>) block_size = [4] {
  %tx = gpu.thread_id x
  %A = smem.alloc : memref<4xf32, #gpu.address_space<workgroup>>
  %v = memref.load %x[%tx] : memref<4xf32>
  memref.store %v, %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %w = memref.load %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  memref.store %w, %y[%tx] : memref<4xf32>
  smem.return
}
""")
    np.save(tmp_path / "a.npy", np.arange(4, dtype=np.float32))
    np.save(tmp_path / "b.npy", np.zeros(4, dtype=np.float32))
    before = digest(tmp_path)
    proc = smem_opt(["--simulate", "--inputs", "a.npy", "b.npy", "k.mlir"], tmp_path)
    assert digest(tmp_path) == before
    assert "no kernel" not in proc.stderr and "@k" in proc.stdout, proc.stdout + proc.stderr
    # the same with -inputs=, one array at a time
    proc2 = smem_opt(["--simulate", "--inputs=a.npy", "--inputs=b.npy", "k.mlir"], tmp_path)
    assert proc2.stdout == proc.stdout


# -- mlir-opt's spellings ------------------------------------------------------------------------

ONE_DASH = [
    (["-split-input-file", "-p", "smem-coalesce"], ["--split-input-file", "-p", "smem-coalesce"]),
    (["-pass-pipeline=builtin.module(smem-coalesce)"], ["--pass-pipeline=builtin.module(smem-coalesce)"]),
    (["-allow-unregistered-dialect"], ["--allow-unregistered-dialect"]),
    (["-verify-diagnostics", "-split-input-file", "-p", "smem-coalesce"],
     ["--verify-diagnostics", "--split-input-file", "-p", "smem-coalesce"]),
]


@pytest.mark.parametrize(("one", "two"), ONE_DASH, ids=lambda f: " ".join(f))
def test_long_options_take_one_dash_as_in_mlir_opt(tmp_path: Path, one: list[str], two: list[str]) -> None:
    source = SPLIT if "-split-input-file" in one else MATMUL
    a = smem_opt([str(source), *one], tmp_path)
    b = smem_opt([str(source), *two], tmp_path)
    assert "unrecognized arguments" not in a.stderr and "ass-pipeline" not in a.stderr
    assert (a.returncode, a.stdout, a.stderr) == (b.returncode, b.stdout, b.stderr)


def test_glued_short_options_stay_short(tmp_path: Path) -> None:
    proc = smem_opt([str(MATMUL), "-psmem-coalesce", f"-o{tmp_path / 'out.mlir'}"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "smem.arena_bytes = 8192" in (tmp_path / "out.mlir").read_text()


def test_output_prints_as_mlir_opt_prints(tmp_path: Path) -> None:
    """The op names of smem-opt's output are mlir-opt's: ``module``, ``return`` and ``call``
    directly in a ``func.func``, the prefix kept elsewhere."""
    mlir_opt = toolchain.find_mlir_opt()
    if mlir_opt is None:
        pytest.skip("needs mlir-opt")
    source = tmp_path / "f.mlir"
    source.write_text("""module {
  func.func @f(%a: index, %b: i1) -> index {
    %x = func.call @g(%a) : (index) -> index
    scf.if %b {
      %y = func.call @g(%a) : (index) -> index
    }
    func.return %x : index
  }
  func.func private @g(index) -> index
  builtin.module @inner {
    gpu.module @m {
      builtin.module @deep {
      }
    }
  }
}
""")
    ours = smem_opt([str(source)], tmp_path).stdout
    theirs = subprocess.run([mlir_opt, str(source)], capture_output=True, text=True).stdout

    def op_names(text: str) -> list[str]:
        names = []
        for line in text.splitlines():
            words = line.split("=", 1)[-1].split() if " = " in line else line.split()
            if words:
                names.append(words[0])
        return names

    assert op_names(ours) == op_names(theirs)
    assert "builtin.module @deep" in ours and "module @inner" in ours and "    return %x" in ours


# -- streams -------------------------------------------------------------------------------------

def test_layout_dash_is_stdout_and_writes_no_file(tmp_path: Path) -> None:
    proc = smem_opt([str(MATMUL), "-p", "smem-coalesce", "--smem-layout", "-", "-o", "out.mlir"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("<svg") or proc.stdout.startswith("<?xml")
    assert not (tmp_path / "-").exists()
    clash = smem_opt([str(MATMUL), "-p", "smem-coalesce", "--smem-layout", "-"], tmp_path)
    assert clash.returncode == 1 and "would both go to standard output" in clash.stderr


def test_a_json_report_on_stdout_is_one_document_with_every_chunk(tmp_path: Path) -> None:
    proc = smem_opt([str(SPLIT), "--split-input-file", "-p", "smem-coalesce", "--smem-report", "-",
                     "--smem-report-format", "json", "-o", "out.mlir"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    document = json.loads(proc.stdout)
    chunks = SPLIT.read_text().count("// -----") + 1
    assert len(document["kernels"]) >= chunks - 1 >= 2


# -- messages ------------------------------------------------------------------------------------

def test_a_bad_option_value_names_the_pass_the_option_and_what_it_takes(tmp_path: Path) -> None:
    proc = smem_opt([str(MATMUL), "-p", "smem-coalesce{insert-barriers=maybe}"], tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.strip() == ("smem-opt: error: pass 'smem-coalesce': option 'insert-barriers' takes true "
                                   "or false, got 'maybe'")


def test_an_existing_file_that_cannot_be_replaced_says_why(tmp_path: Path) -> None:
    if not Path("/proc/version").is_file():
        pytest.skip("needs /proc/version")
    proc = smem_opt([str(MATMUL), "-o", "/proc/version"], tmp_path)
    assert proc.returncode == 1
    assert "No such file or directory" not in proc.stderr.split("(")[0]
    assert "cannot create the new file beside it in '/proc'" in proc.stderr


def test_help_lines_read_as_sentences(tmp_path: Path) -> None:
    text = smem_opt(["--help"], tmp_path).stdout
    assert "number of blocks, x" not in text
    assert "run a grid of this many blocks along x" in " ".join(text.split())


def test_a_tool_that_is_not_the_pinned_copy_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pinned = toolchain.find_mlir_opt()
    if pinned is None:
        pytest.skip("needs mlir-opt")
    other = tmp_path / "bin"
    other.mkdir()
    (other / "mlir-opt").symlink_to(pinned)
    monkeypatch.setattr(toolchain, "_wheel_mlir_tool", lambda tool: None)
    monkeypatch.delenv("SMEM_MLIR_OPT", raising=False)
    monkeypatch.setenv("PATH", f"{other}{os.pathsep}{os.environ.get('PATH', '')}")
    lines = toolchain.unpinned_tools()
    assert any(line.startswith(f"using mlir-opt at {other / 'mlir-opt'}") and "pip install" in line for line in lines)
    monkeypatch.undo()
    assert not any(line.startswith("using mlir-opt") for line in toolchain.unpinned_tools())


def test_smem_opts_own_mlir_opt_command_is_never_taken_for_the_tool(tmp_path: Path) -> None:
    command = BIN / "mlir-opt"
    if not command.exists():
        pytest.skip("the package's console commands are not installed")
    from smem_opt.tools.upstream_tools import is_command_of_ours

    assert is_command_of_ours(str(command))
    found = toolchain.find_mlir_opt()
    assert found is not None and not is_command_of_ours(found)


# -- the docs' commands, as written ---------------------------------------------------------------

def test_the_pipeline_pages_commands_run_as_written(tmp_path: Path) -> None:
    """docs/pipeline-stage.md's shell commands, unchanged, in a shell whose PATH is the environment
    smem-opt is installed in (its ``mlir-opt`` command included) and the system's."""
    if not (BIN / "mlir-opt").exists() or toolchain.find_ptxas() is None:
        pytest.skip("needs the toolchain extra installed")
    from test_pipeline_stage_doc import DOC, doc_commands

    shutil.copy(ROOT / "bench" / "corpus" / "iree" / "iree_matmul_f16_vd.mlir", tmp_path / "kernel.mlir")
    env = {"PATH": f"{BIN}{os.pathsep}/usr/bin{os.pathsep}/bin", "HOME": str(tmp_path),
           "PYTHONPATH": str(ROOT)}
    commands = doc_commands(DOC.read_text())
    assert commands
    for command in commands:
        proc = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, (command, proc.stderr[-2000:])
        assert proc.stdout.strip(), command
    assert shlex.split(commands[0])[0] == "mlir-opt"


def test_the_readmes_worked_example_is_what_smem_opt_prints(tmp_path: Path) -> None:
    """Each line of the README's coalesced example (``...`` standing for what it leaves out) is a
    line of smem-opt's output, in order: the attributes it lists are all the kernel gets."""
    import re

    readme = (ROOT / "README.md").read_text()
    block = readme.split("`smem-opt examples/matmul_tiled.mlir -p smem-coalesce` gives", 1)[1]
    block = block.split("```mlir\n", 1)[1].split("```", 1)[0]
    output = [line.strip() for line in smem_opt([str(MATMUL), "-p", "smem-coalesce"], tmp_path).stdout.splitlines()]
    position = 0
    for line in block.splitlines():
        line = line.strip()
        if not line or line == "...":
            continue
        pattern = re.compile(".*".join(re.escape(piece) for piece in line.split("...")) + "$")
        while position < len(output) and not pattern.match(output[position]):
            position += 1
        assert position < len(output), f"not in smem-opt's output (in order): {line}"
        position += 1


def test_python_errors_start_with_the_location_and_option_errors_are_exported() -> None:
    import smem_opt

    with pytest.raises(smem_opt.ParseError) as caught:
        smem_opt.parse("func.func @f( {", "x.mlir")
    lines = str(caught.value).splitlines()
    assert lines[0] == "x.mlir:1:15: error: Expected argument or type"
    assert lines[1:] == ["func.func @f( {", " " * 14 + "^"]
    assert "OptionError" in smem_opt.__all__
    module = smem_opt.parse(MATMUL.read_text(), str(MATMUL))
    with pytest.raises(smem_opt.OptionError, match="option 'insert-barriers' takes true or false, got 'maybe'"):
        smem_opt.coalesce(module, insert_barriers="maybe")  # type: ignore[arg-type]
