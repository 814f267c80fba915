"""Dump the numba-cuda kernels of ``bench/numba/kernels.py`` as MLIR into ``test/corpus/numba``.

``python -m bench.numba.generate [--check] [--out DIR]``: each kernel is compiled in a fresh
process by ``python -m bench.numba.generate --print NAME``, which calls

    numba_cuda_mlir.compiler.compile_mlir(kernel, signature, chip="sm_90")

and prints the module it returns: numba-cuda-mlir's MLIR before its own lowering pipeline (a
``gpu.module`` with one ``gpu.func ... kernel``). No GPU is needed: the two questions the
compiler asks the driver are answered beforehand (``numba_cuda_mlir.tools._cached_cc = (9, 0)``,
``numba_cuda_mlir.tools.get_cuda_runtime_version = lambda: (13, 0)``). One process per kernel,
because numba-cuda-mlir numbers the shared arrays of a process from 0 (``static_shared_memory_N``):
a kernel's text then does not depend on which kernels were compiled before it.

Each file is the module exactly as printed, after a header of ``//`` lines naming the source,
the signature and the command. ``--check`` compiles again and fails (exit 1) if any file differs,
is missing or is not a kernel of the list; nothing is written then. Needs numba-cuda-mlir
(``pip install numba-cuda-mlir==0.6.0``, in the ``bench`` extra).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
OUT = ROOT / "test" / "corpus" / "numba"
NUMBA_CUDA_MLIR_VERSION = "0.6.0"
CHIP = "sm_90"


def _no_gpu() -> None:
    """Answer the driver questions numba-cuda-mlir asks, so that it compiles without a GPU."""
    from numba_cuda_mlir import tools

    tools._cached_cc = (9, 0)
    tools.get_cuda_runtime_version = lambda: (13, 0)


def compile_kernel(name: str) -> str:
    """The module ``compile_mlir`` returns for kernel ``name`` (in this process)."""
    _no_gpu()
    from numba_cuda_mlir.compiler import compile_mlir

    from bench.numba.kernels import KERNELS

    kernel = next((k for k in KERNELS if k.name == name), None)
    if kernel is None:
        raise KeyError(name)
    return compile_mlir(kernel.function, kernel.signature, chip=CHIP)


def header(kernel) -> str:
    return "\n".join(
        [
            f"// numba-cuda kernel `{kernel.name}` (bench/numba/kernels.py), compiled by numba-cuda-mlir"
            f" {NUMBA_CUDA_MLIR_VERSION}",
            f"// for {kernel.signature_text}:",
            f"//   numba_cuda_mlir.compiler.compile_mlir({kernel.name}, sig, chip=\"{CHIP}\")",
            "// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU",
            "// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).",
            f"// Command: python -m bench.numba.generate --print {kernel.name}   (every kernel, with this header:",
            "// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.",
            "// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.",
            "",
        ]
    )


def _compile_in_fresh_process(name: str) -> str:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    done = subprocess.run(
        [sys.executable, "-m", "bench.numba.generate", "--print", name],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=600,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{name}: compile_mlir failed:\n{done.stderr.strip()}")
    return done.stdout


def render_all() -> dict[str, str]:
    """File name -> text, for every kernel."""
    from bench.numba.kernels import KERNELS

    return {f"{k.name}.mlir": header(k) + _compile_in_fresh_process(k.name) for k in KERNELS}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.numba.generate", description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the files; write nothing")
    ap.add_argument("--out", type=Path, default=OUT, help="the corpus folder (default test/corpus/numba)")
    ap.add_argument("--print", dest="print_name", metavar="NAME", help="print one kernel's module, no header")
    o = ap.parse_args(argv)
    try:
        import numba_cuda_mlir  # noqa: F401
    except ImportError:
        print(
            f"error: numba-cuda-mlir is not installed (pip install numba-cuda-mlir=={NUMBA_CUDA_MLIR_VERSION},"
            " or the `bench` extra)",
            file=sys.stderr,
        )
        return 1
    if o.print_name:
        try:
            sys.stdout.write(compile_kernel(o.print_name))
        except KeyError:
            print(f"error: no kernel named '{o.print_name}' in bench/numba/kernels.py", file=sys.stderr)
            return 1
        return 0
    try:
        files = render_all()
    except RuntimeError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    present = {p.name for p in o.out.glob("*.mlir")} if o.out.is_dir() else set()
    if o.check:
        bad = [n for n, text in files.items() if not (o.out / n).is_file() or (o.out / n).read_text() != text]
        extra = sorted(present - set(files))
        for n in bad:
            print(f"{o.out / n}: differs from what numba-cuda-mlir makes now (or is missing)", file=sys.stderr)
        for n in extra:
            print(f"{o.out / n}: not a kernel of bench/numba/kernels.py", file=sys.stderr)
        if bad or extra:
            return 1
        print(f"{len(files)} kernels: every file of {o.out} is what numba-cuda-mlir makes now")
        return 0
    o.out.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (o.out / name).write_text(text)
    for stale in sorted(present - set(files)):
        (o.out / stale).unlink()
    print(f"wrote {len(files)} kernels to {o.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
