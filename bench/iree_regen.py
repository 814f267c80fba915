"""Kernels regenerated from ``bench/corpus/iree/inputs/`` with IREE itself (optional).

IREE comes from PyPI (``pip install iree-base-compiler==3.13.0``, the ``bench`` extra). Each input
program goes through ``iree-compile`` for CUDA sm_80 with the commands the corpus README gives:
printed before IREE's shared-memory reuse pass in its VectorDistribute pipeline (also with
``--iree-codegen-llvmgpu-use-tile-and-fuse-matmul=false``, which sends matmuls there), and after
``iree-llvmgpu-lower-executable-target`` (TileAndFuse and every other pipeline). Every printed
function that allocates workgroup memory becomes a kernel (``bench.iree_convert``), named
``iree_<input>[_<dispatch>]_<pipeline>``; a function met again (same name, same pipeline) under a
later command is the same kernel. IREE's shipped bytes are the ``workgroup_local_memory`` IREE
records for the kernel's export when it compiles the same program with the same flags.

Lookup of ``iree-compile``: ``$SMEM_IREE_COMPILE``, the ``iree.compiler`` package's own tool, then
``iree-compile`` on PATH; ``None`` when IREE is not installed.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench.iree_convert import ConversionError, Converted, convert_function, header, split_dump

IREE_VERSION = "3.13.0"
TARGET = ["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"]
REUSE_PASS = "iree-codegen-gpu-reuse-shared-memory-allocs"
VECTOR_DISTRIBUTE = [
    "--iree-codegen-llvmgpu-use-vector-distribution",
    "--iree-llvmgpu-enable-shared-memory-reuse",
]


@dataclass(frozen=True)
class Variant:
    """One iree-compile command of the corpus README: its codegen flags and where it prints."""

    flags: tuple[str, ...]
    print_flag: str

    def dump_command(self, program: str) -> list[str]:
        return [*TARGET, program, "-o", "out.vmfb", "--mlir-disable-threading", self.print_flag, *self.flags]

    def targets_command(self, program: str) -> list[str]:
        return [*TARGET, program, "--compile-to=executable-targets", *self.flags]


VARIANTS = (
    Variant(tuple(VECTOR_DISTRIBUTE), f"--mlir-print-ir-before={REUSE_PASS}"),
    Variant(
        ("--iree-codegen-llvmgpu-use-tile-and-fuse-matmul=false", *VECTOR_DISTRIBUTE),
        f"--mlir-print-ir-before={REUSE_PASS}",
    ),
    Variant((), "--mlir-print-ir-after=iree-llvmgpu-lower-executable-target"),
)
PIPELINE_SUFFIX = {"VectorDistribute": "vd", "TileAndFuse": "tf"}

_EXPORT = re.compile(r"hal\.executable\.export public @([\w$.-]+)")
_LOCAL_MEMORY = re.compile(r"workgroup_local_memory = (\d+)")


@dataclass
class Regenerated:
    name: str
    text: str
    """The converted kernel with its corpus-style header."""
    shipped_bytes: int | None
    """IREE's ``workgroup_local_memory`` for this kernel (None: not found)."""
    buffers: int
    input_program: str


def find_iree_compile() -> str | None:
    env = os.environ.get("SMEM_IREE_COMPILE")
    if env and os.path.isfile(env) and os.access(env, os.X_OK):
        return env
    try:
        found = importlib.util.find_spec("iree.compiler") is not None
    except (ImportError, ValueError):
        found = False
    if found:
        try:
            from iree.compiler.tools.binaries import find_tool  # type: ignore[import-not-found]

            return str(find_tool("iree-compile"))
        except Exception:  # noqa: BLE001 - the package without its tool, or its MLIR bindings clashing
            pass  # with another MLIR's already loaded in this process: ask PATH
    return shutil.which("iree-compile")


def iree_version(tool: str) -> str:
    out = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout
    found = re.search(r"IREE compiler version (\S+ @ \S+)", out)
    return found.group(1) if found else "unknown"


def shipped_bytes(tool: str, variant: Variant, program: Path) -> dict[str, int]:
    """``workgroup_local_memory`` of every export IREE compiles ``program`` to."""
    proc = subprocess.run(
        [tool, *variant.targets_command(str(program))], capture_output=True, text=True
    )
    if proc.returncode != 0:
        return {}
    found: dict[str, int] = {}
    exports = list(_EXPORT.finditer(proc.stdout))
    for export, after in zip(exports, [*exports[1:], None]):
        chunk = proc.stdout[export.end() : after.start() if after else len(proc.stdout)]
        memory = _LOCAL_MEMORY.search(chunk)
        found[export.group(1)] = int(memory.group(1)) if memory else 0
    return found


def regenerate(inputs: Path, tool: str, func_form: bool = False) -> tuple[list[Regenerated], list[str]]:
    """Every kernel with workgroup memory IREE makes from ``inputs/*.mlir``; and one line per
    function that could not be converted. With ``func_form`` the kernels stay ``func.func``s (the
    form IREE's shared-memory passes run on), and only the printouts taken before IREE's reuse
    pass are kept."""
    version = iree_version(tool)
    kernels: list[Regenerated] = []
    problems: list[str] = []
    seen: set[tuple[str, str | None]] = set()
    scratch = tempfile.TemporaryDirectory()
    for program in sorted(inputs.glob("*.mlir")):
        for variant in VARIANTS:
            if func_form and REUSE_PASS not in variant.print_flag:
                continue
            proc = subprocess.run(
                [tool, *variant.dump_command(str(program))],
                capture_output=True,
                text=True,
                cwd=scratch.name,
            )
            if proc.returncode != 0:
                problems.append(f"{program.name}: iree-compile failed: {proc.stderr.strip()[:200]}")
                continue
            funcs = split_dump(proc.stderr)
            shipped: dict[str, int] | None = None
            for where, func in funcs:
                try:
                    converted = convert_function(func, func_form=func_form)
                except ConversionError as err:
                    problems.append(f"{program.name}: {err}")
                    continue
                key = (converted.name, converted.pipeline)
                if not converted.workgroup_buffers or key in seen:
                    continue
                seen.add(key)
                if shipped is None:
                    shipped = shipped_bytes(tool, variant, program)
                name = kernel_name(program.stem, converted, several=len(funcs) > 1)
                command = " ".join(
                    ["iree-compile", *variant.dump_command(f"inputs/{program.name}"), "2> dump.mlir"]
                )
                text = header(
                    name,
                    converted,
                    {
                        "SOURCE": f"IREE, PyPI iree-base-compiler=={IREE_VERSION} (IREE compiler version {version})",
                        "INPUT PROGRAM": f"corpus/iree/inputs/{program.name}",
                        "COMMAND": command,
                        "EXTRACTED": f'the func.func printed at "{where}" (IREE LLVMGPU pipeline {converted.pipeline})',
                        **(
                            {"CONVERTED": "python -m bench.iree_real --regenerate (bench/iree_convert.py, "
                             "convert_function(func_form=True))"}
                            if func_form
                            else {}
                        ),
                    },
                ) + converted.text
                kernels.append(
                    Regenerated(name, text, shipped.get(converted.name), len(converted.workgroup_buffers), program.name)
                )
    scratch.cleanup()
    return kernels, problems


def kernel_name(stem: str, converted: Converted, several: bool) -> str:
    """``iree_<input>[_<dispatch>]_<pipeline>``; the dispatch number only when the program has
    several."""
    suffix = PIPELINE_SUFFIX.get(converted.pipeline or "", (converted.pipeline or "unknown").lower())
    dispatch = re.search(r"_dispatch_(\d+)", converted.name)
    middle = f"_{dispatch.group(1)}" if several and dispatch else ""
    return f"iree_{stem}{middle}_{suffix}"
