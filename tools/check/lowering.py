"""Taking a ``gpu``-dialect module down to the ``llvm`` and ``nvvm`` dialects with stock ``mlir-opt``.

The passes are upstream's ``gpu-lower-to-nvvm-pipeline`` as MLIR 22 builds it, after the
pre-lowering users run after ``smem-to-nvvm-ready`` (``tools.toolchain.PRE_LOWERING``: affine,
vector transfers), stopped before serialization (the host side and ``gpu-module-to-binary`` are
not needed), with one change that keeps every lowered op at its own input line: ``scf`` becomes
``cf`` only after ``convert-gpu-to-nvvm`` (then the arithmetic of its loops and ``cf`` go to
``llvm``), and neither ``canonicalize`` nor ``cse`` runs. Pattern rewrites that run on a
control-flow graph merge blocks that differ only in operands (the two arms of a branch become
one block with one of their locations), so that a finding could not name its line; the
semantics are the same. The output is printed in generic form with every op's location, so that
each lowered op names the input op it came from. With ``SMEM_CHECK_KEEP=DIR`` set, the lowered
modules are also written to ``DIR`` (``plan.ll.mlir``, ``reference.ll.mlir``) to read what ran.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile

from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.toolchain import PRE_LOWERING, ToolMissing, known_gap, require_mlir_opt

_ASSERTION = re.compile(r"/([\w.]+:\d+): [^\n]*Assertion `(.*?)' failed")
_LOCATED = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")

CHIP = "sm_90"
"""The chip the code is lowered for (cp.async, mbarriers, ldmatrix and mma.sync need sm_80+)."""


VECTOR_LOWERING = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["gpu.func", "func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.vector.lower_shape_cast
      transform.apply_patterns.vector.lower_broadcast
      transform.apply_patterns.vector.lower_transpose
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_masks
      transform.apply_patterns.vector.lower_interleave
    } : !transform.any_op
    transform.yield
  }
}
"""
"""Upstream's own vector lowering patterns that no pass of MLIR 22 applies (``convert-vector-to-llvm``
leaves n-D ``vector.multi_reduction``, ``shape_cast``, ``broadcast`` behind as
``unrealized_conversion_cast``s): applied by the transform interpreter before the pipeline."""


def device_pipeline(chip: str = CHIP, vector_library: str | None = None) -> str:
    pre = PRE_LOWERING.removeprefix("builtin.module(").removesuffix(")").replace(",convert-scf-to-cf", "")
    vector = ([f"transform-preload-library{{transform-library-paths={vector_library}}}", "transform-interpreter"]
              if vector_library else [])
    passes = [
        *vector,
        pre,
        "convert-nvgpu-to-nvvm",
        "gpu-kernel-outlining",
        "convert-vector-to-scf",
        "convert-nvvm-to-llvm",
        "convert-func-to-llvm",
        "expand-strided-metadata",
        f"nvvm-attach-target{{chip={chip} features=+ptx80}}",
        "lower-affine",
        "convert-arith-to-llvm",
        "convert-index-to-llvm",
        "gpu.module(convert-gpu-to-nvvm)",
        "convert-scf-to-cf",
        "convert-arith-to-llvm",
        "convert-index-to-llvm",
        "convert-cf-to-llvm",
        "gpu.module(reconcile-unrealized-casts)",
    ]
    return f"builtin.module({','.join(passes)})"


def _gap(message: str) -> str:
    """What to add when the op that stops the lowering is one upstream has no lowering for."""
    why = known_gap(message)
    return f" ({why.split(',')[0]})" if why else ""


def outline_launches(gpu_text: str, what: str) -> str:
    """``gpu_text`` with each host-side ``gpu.launch`` outlined into a ``gpu.func`` kernel by
    upstream's ``gpu-kernel-outlining`` (its launch sizes become ``known_block_size``); the text
    itself when it has none."""
    if '"gpu.launch"(' not in gpu_text:
        return gpu_text
    # The pass outlines the launches of one module's functions into that module: run it in every
    # module, however deep (a launch in a nested module keeps the globals it names beside it).
    depth = max(1, gpu_text.count('"builtin.module"()'))
    pipeline = "gpu-kernel-outlining"
    for _ in range(depth - 1):
        pipeline = f"gpu-kernel-outlining,builtin.module({pipeline})"
    return _mlir_opt(gpu_text, f"builtin.module({pipeline})", what)


def lower(gpu_text: str, what: str) -> str:
    """The lowered module's generic text; ``what`` names the module in errors."""
    with tempfile.TemporaryDirectory() as tmp:
        library = os.path.join(tmp, "vector-lowering.mlir")
        with open(library, "w") as f:
            f.write(VECTOR_LOWERING)
        return _mlir_opt(gpu_text, device_pipeline(vector_library=library), what)


def _mlir_opt(gpu_text: str, pipeline: str, what: str) -> str:
    try:
        mlir_opt = require_mlir_opt()
    except ToolMissing as err:
        raise CannotRun(f"no mlir-opt ({str(err).removeprefix('mlir-opt not found: ')})") from None
    try:
        proc = subprocess.run(
            [mlir_opt, "--mlir-print-op-generic", "--mlir-print-debuginfo",
             "--mlir-print-op-on-diagnostic=false", f"--pass-pipeline={pipeline}"],
            input=gpu_text, capture_output=True, text=True, timeout=600,
        )
    except (OSError, subprocess.SubprocessError) as err:
        raise CannotRun(f"mlir-opt does not run: {err}") from None
    if proc.returncode != 0:
        crash = _ASSERTION.search(proc.stderr)
        if crash:
            raise CannotRun(f"mlir-opt cannot lower the {what}: it stops on an assertion, "
                            f"`{crash.group(2)}' ({crash.group(1)})")
        lines = [line for line in proc.stderr.strip().splitlines() if "error" in line]
        # a located error is the one that stopped the lowering; unlocated ones can be notes of
        # a pattern that failed on the way
        located_lines = [line for line in lines if _LOCATED.match(line.strip()) and not line.startswith("<unknown>")]
        first = (located_lines or lines or proc.stderr.strip().splitlines() or [f"exit {proc.returncode}"])[0]
        located = _LOCATED.match(first.strip())
        if located and located.group(1) not in ("<stdin>", "<unknown>"):
            loc = (located.group(1), int(located.group(2)), int(located.group(3)))
            raise CannotRun(f"mlir-opt cannot lower the {what}: {located.group(4)}{_gap(first)}", loc)
        raise CannotRun(f"mlir-opt cannot lower the {what}: {first.strip()}{_gap(first)}")
    if os.environ.get("SMEM_CHECK_KEEP"):
        with open(os.path.join(os.environ["SMEM_CHECK_KEEP"], f"{what.replace(' ', '_')}.ll.mlir"), "w") as f:
            f.write(proc.stdout)
    return proc.stdout
