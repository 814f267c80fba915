"""Finding and running the upstream tools: MLIR's ``mlir-opt`` and NVIDIA's ``ptxas``.

Lookup order for ``mlir-opt``: ``$SMEM_MLIR_OPT``, ``$MLIR_OPT``, Debian's
``/usr/lib/llvm-22/bin/mlir-opt``, then ``mlir-opt-22`` / ``mlir-opt`` on PATH.
For ``ptxas``: ``$SMEM_PTXAS``, ``$PTXAS``, the ``nvidia-cuda-nvcc-cu12`` wheel,
then ``ptxas`` on PATH. A variable that is set names the tool to use: when it is not
an executable file, the tool counts as missing (no fallback to another copy). A missing
tool raises ``ToolMissing`` whose message says how to install it, or which variable
points nowhere.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

MLIR_MAJOR = 22
DEBIAN_MLIR_BIN = Path(f"/usr/lib/llvm-{MLIR_MAJOR}/bin")

MLIR_INSTALL_HINT = (
    f"install Debian's mlir-{MLIR_MAJOR}-tools (scripts/install-toolchain.sh does it) "
    "or set SMEM_MLIR_OPT to an mlir-opt of LLVM {MLIR_MAJOR}"
).replace("{MLIR_MAJOR}", str(MLIR_MAJOR))
PTXAS_INSTALL_HINT = "pip install nvidia-cuda-nvcc-cu12 (the 'test' extra has it) or set SMEM_PTXAS"


class ToolMissing(RuntimeError):
    """An upstream tool the requested output needs is not installed."""


class ToolFailed(RuntimeError):
    """An upstream tool ran and reported an error."""


def _executable(path: str | os.PathLike[str] | None) -> str | None:
    if path and os.path.isfile(path) and os.access(path, os.X_OK):
        return str(path)
    return None


MLIR_OPT_VARIABLES = ("SMEM_MLIR_OPT", "MLIR_OPT")
PTXAS_VARIABLES = ("SMEM_PTXAS", "PTXAS")


def _first_variable(names: tuple[str, ...]) -> tuple[str, str] | None:
    """The first of ``names`` set (non-empty) in the environment, with its value."""
    for name in names:
        if value := os.environ.get(name):
            return name, value
    return None


def _bad_variable(names: tuple[str, ...]) -> str | None:
    """Why the variable that names the tool cannot be used, or None when it can (or none is set)."""
    chosen = _first_variable(names)
    if chosen is None or _executable(chosen[1]):
        return None
    name, value = chosen
    reason = "does not exist" if not os.path.exists(value) else "is not an executable file"
    return f"{name}={value} {reason}"


def find_mlir_opt() -> str | None:
    if (chosen := _first_variable(MLIR_OPT_VARIABLES)) is not None:
        return _executable(chosen[1])
    if found := _executable(DEBIAN_MLIR_BIN / "mlir-opt"):
        return found
    return shutil.which(f"mlir-opt-{MLIR_MAJOR}") or shutil.which("mlir-opt")


def _wheel_ptxas() -> str | None:
    try:
        spec = importlib.util.find_spec("nvidia.cuda_nvcc")
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        if found := _executable(Path(root) / "bin" / "ptxas"):
            return found
    return None


def find_ptxas() -> str | None:
    if (chosen := _first_variable(PTXAS_VARIABLES)) is not None:
        return _executable(chosen[1])
    return _wheel_ptxas() or shutil.which("ptxas")


def require_mlir_opt() -> str:
    found = find_mlir_opt()
    if found is None:
        if bad := _bad_variable(MLIR_OPT_VARIABLES):
            raise ToolMissing(f"mlir-opt not found: {bad}")
        raise ToolMissing(f"mlir-opt not found: {MLIR_INSTALL_HINT}")
    return found


def require_ptxas() -> str:
    found = find_ptxas()
    if found is None:
        if bad := _bad_variable(PTXAS_VARIABLES):
            raise ToolMissing(f"ptxas not found: {bad}")
        raise ToolMissing(f"ptxas not found: {PTXAS_INSTALL_HINT}")
    return found


def run_tool(argv: list[str], stdin: str | None = None) -> str:
    """Run a tool; return stdout, or raise ToolFailed with its stderr."""
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True)
    if proc.returncode != 0:
        tool = os.path.basename(argv[0])
        raise ToolFailed(f"{tool} failed (exit {proc.returncode}):\n{proc.stderr.strip()}")
    return proc.stdout + proc.stderr if argv[0].endswith("ptxas") else proc.stdout


DEVICE_PASSES = (
    "expand-strided-metadata",
    "lower-affine",
    "convert-scf-to-cf",
    "convert-nvgpu-to-nvvm",
    "convert-gpu-to-nvvm",
    "reconcile-unrealized-casts",
)
"""Upstream passes run inside each gpu.module: convert-gpu-to-nvvm itself does not
lower scf, affine or nvgpu ops (a kernel with an scf.for fails LLVM translation on a
leftover unrealized_conversion_cast), so they are lowered first, and the casts that
convert-nvgpu-to-nvvm leaves between memref and LLVM types are folded at the end."""

MLIR_QUIET = "--mlir-print-op-on-diagnostic=false"
"""Errors from mlir-opt without a dump of the whole failing module."""


def find_libdevice() -> str | None:
    """NVIDIA's libdevice bitcode (math functions such as ``__nv_expf``), if present.

    Lookup: ``$SMEM_LIBDEVICE``, the ``nvidia-cuda-nvcc-cu12`` wheel (which also
    ships ptxas), then ``/usr/local/cuda``. Kernels using ``math`` ops need it:
    convert-gpu-to-nvvm turns ``math.exp`` into a call to ``__nv_expf``, which
    ptxas cannot resolve unless libdevice is linked by ``gpu-module-to-binary``.
    """
    candidates: list[Path] = []
    if os.environ.get("SMEM_LIBDEVICE"):
        candidates.append(Path(os.environ["SMEM_LIBDEVICE"]))
    try:
        spec = importlib.util.find_spec("nvidia.cuda_nvcc")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.submodule_search_locations:
        for root in spec.submodule_search_locations:
            candidates.append(Path(root) / "nvvm" / "libdevice" / "libdevice.10.bc")
    candidates.append(Path("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"))
    for path in candidates:
        if path.is_file():
            return str(path)
    return None


def _attach_target(chip: str) -> str:
    libdevice = find_libdevice()
    link = f" l={libdevice}" if libdevice and "," not in libdevice and "}" not in libdevice else ""
    return f"nvvm-attach-target{{chip={chip}{link}}}"


def nvvm_pipeline(chip: str) -> str:
    return f"builtin.module(gpu.module({','.join(DEVICE_PASSES)}),{_attach_target(chip)})"


def ptx_pipeline(chip: str) -> str:
    return (
        f"builtin.module(gpu.module({','.join(DEVICE_PASSES)}),"
        f"{_attach_target(chip)},gpu-module-to-binary{{format=isa}})"
    )


_DYNAMIC_SHMEM_GLOBAL = re.compile(r"llvm\.mlir\.global internal (@__dynamic_shmem__\d+\(\))")


def extern_dynamic_shared_memory(nvvm_ir: str) -> str:
    """Make upstream's dynamic shared memory global an external declaration.

    MLIR 22 lowers ``gpu.dynamic_shared_memory`` to ``llvm.mlir.global internal
    @__dynamic_shmem__N : !llvm.array<0 x i8>`` in address space 3. The NVPTX
    back end demotes such an internal global into the kernel as a one-byte static
    ``.shared .b8 __dynamic_shmem__0;`` (ptxas then reports 1 byte of static
    shared memory, which also counts against the per-block limit). Declared
    external it becomes ``.extern .shared .align 16 .b8 __dynamic_shmem__0[];``,
    CUDA's form for dynamic shared memory: 0 static bytes.
    """
    return _DYNAMIC_SHMEM_GLOBAL.sub(r"llvm.mlir.global external \1", nvvm_ir)


def mlir_to_nvvm(gpu_ir: str, chip: str) -> str:
    """Our gpu IR lowered to the NVVM/LLVM dialects, with a target attached."""
    text = run_tool(
        [require_mlir_opt(), MLIR_QUIET, f"--pass-pipeline={nvvm_pipeline(chip)}"], gpu_ir
    )
    return extern_dynamic_shared_memory(text)


_ASSEMBLY = re.compile(r'gpu\.binary\s+@(\w+)[^\n]*?assembly\s*=\s*"((?:[^"\\]|\\.)*)"')


def _unescape_mlir_string(text: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            nxt = text[i + 1]
            if nxt in '"\\':
                out.append(nxt)
                i += 2
                continue
            if nxt == "n":
                out.append("\n")
                i += 2
                continue
            if nxt == "t":
                out.append("\t")
                i += 2
                continue
            hexpair = text[i + 1 : i + 3]
            if re.fullmatch(r"[0-9A-Fa-f]{2}", hexpair):
                out.append(chr(int(hexpair, 16)))
                i += 3
                continue
        out.append(ch)
        i += 1
    return "".join(out)


def mlir_to_ptx(gpu_ir: str, chip: str) -> dict[str, str]:
    """PTX text per gpu.module name, through upstream ``gpu-module-to-binary``.

    Two mlir-opt runs: :func:`mlir_to_nvvm` (with its dynamic shared memory fix-up),
    then ``gpu-module-to-binary{format=isa}``; ``ptx_pipeline`` is the one-run
    equivalent without the fix-up.
    """
    nvvm = mlir_to_nvvm(gpu_ir, chip)
    text = run_tool(
        [
            require_mlir_opt(),
            MLIR_QUIET,
            "--pass-pipeline=builtin.module(gpu-module-to-binary{format=isa})",
        ],
        nvvm,
    )
    found = {m.group(1): _unescape_mlir_string(m.group(2)) for m in _ASSEMBLY.finditer(text)}
    if not found:
        raise ToolFailed("mlir-opt produced no gpu.binary with PTX assembly")
    return found


@dataclass(frozen=True)
class KernelResources:
    kernel: str
    registers: int
    shared_bytes: int
    barriers: int


_PTXAS_FUNC = re.compile(r"Compiling entry function '([^']+)'")
_PTXAS_USED = re.compile(r"Used (\d+) registers(?:, used (\d+) barriers)?(?:, (\d+) bytes smem)?")


def ptxas_resources(ptx: str, arch: str) -> list[KernelResources]:
    """Assemble PTX with ``ptxas -v`` and read registers and shared bytes per kernel."""
    import tempfile

    ptxas = require_ptxas()
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "k.ptx"
        src.write_text(ptx)
        out = run_tool([ptxas, "-v", f"-arch={arch}", str(src), "-o", str(Path(tmp) / "k.cubin")])
    result: list[KernelResources] = []
    current: str | None = None
    for line in out.splitlines():
        if m := _PTXAS_FUNC.search(line):
            current = m.group(1)
        elif (m := _PTXAS_USED.search(line)) and current is not None:
            result.append(
                KernelResources(
                    current, int(m.group(1)), int(m.group(3) or 0), int(m.group(2) or 0)
                )
            )
            current = None
    return result
