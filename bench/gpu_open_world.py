"""The open-world kernels of the test suite on a GPU: without reuse, with smem-opt's plan, and with
a wrong plan made by hand.

``python -m bench.gpu_open_world --compile-only DIR`` (here: needs smem-opt's toolchain) compiles
every kernel of ``test/coalesce/open-world-*.mlir`` that lowers and takes only memrefs of static
shape and index scalars, in three variants: ``without`` (``convert-smem-to-gpu``: one attribution
per buffer), ``with`` (``smem-to-nvvm-ready``) and, where ``test/python/test_open_world.py``
names one, ``wrong`` (the plan with one buffer moved onto the bytes of a buffer it must not
share with, lowered without the verifier).

``python -m bench.gpu_open_world --ptx-dir DIR [--out bench/gpu-open-world.md]`` (on the GPU
machine: needs numpy, cuda-bindings and the driver) launches one block of each variant on the
same random inputs (every memref argument is read and written; index scalars are 4), compares
all buffers bit for bit with ``without``, and runs ``compute-sanitizer --tool racecheck`` on
``with`` and ``wrong``. Our plan must be bit-equal and race-free; the wrong plan is expected to
differ or race (the table says which it did: a race that does not show in the data is still a
race).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "test" / "coalesce").glob("open-world-*.mlir"))
MANIFEST = "open-world.json"
INDEX_VALUE = 4
DTYPES = {"f32": "float32", "f16": "float16", "f64": "float64", "i32": "int32", "i64": "int64",
          "i8": "int8", "i16": "int16", "i1": "uint8", "index": "int64"}
_ARG = re.compile(r"%(\w+): (memref<([\dx]+)x(\w+)>|index)")


def _chunks() -> list[tuple[Path, str, str]]:
    out = []
    for path in SOURCES:
        for chunk in path.read_text().split("// -----"):
            m = re.search(r"gpu\.func @(\w+)\((.*?)\) kernel", chunk)
            if m:
                out.append((path, m.group(1), chunk))
    return out


def _args(signature: str) -> list[dict[str, Any]] | None:
    args = []
    for part in [p.strip() for p in signature.split(", %")]:
        m = _ARG.fullmatch(part if part.startswith("%") else "%" + part)
        if m is None:
            return None
        if m.group(2) == "index":
            args.append({"name": m.group(1), "kind": "index"})
            continue
        dtype = DTYPES.get(m.group(4))
        if dtype is None:
            return None
        shape = [int(d) for d in m.group(3).split("x")]
        args.append({"name": m.group(1), "kind": "memref", "shape": shape, "dtype": dtype})
    return args


def _smem_opt(args: list[str], text: str) -> str | None:
    proc = subprocess.run(
        [sys.executable, "-m", "smem_opt.tools.smem_opt", "-", *args],
        input=text, capture_output=True, text=True, cwd=ROOT, check=False,
    )
    return proc.stdout if proc.returncode == 0 else None


def _wrong_plans() -> dict[str, tuple[str, str]]:
    sys.path.insert(0, str(ROOT / "test" / "python"))
    from test_open_world import WRONG_PLANS  # type: ignore[import-not-found]

    return {kernel: (moved, onto) for _, kernel, moved, onto, _ in WRONG_PLANS}


def compile_all(directory: Path) -> int:
    directory.mkdir(parents=True, exist_ok=True)
    wrong = _wrong_plans()
    cases = []
    for path, kernel, chunk in _chunks():
        args = _args(re.search(r"gpu\.func @\w+\((.*?)\) kernel", chunk).group(1))  # type: ignore[union-attr]
        block = re.search(r"known_block_size = array<i32: (\d+), (\d+), (\d+)>", chunk)
        if args is None or block is None:
            print(f"skip {kernel}: arguments or block size this runner does not handle")
            continue
        variants: dict[str, str] = {}
        without = _smem_opt(["-p", "convert-smem-to-gpu", "--emit", "ptx"], chunk)
        with_ = _smem_opt(["-p", "smem-to-nvvm-ready", "--emit", "ptx"], chunk)
        if without is None or with_ is None:
            print(f"skip {kernel}: does not lower to PTX")
            continue
        variants["without"], variants["with"] = without, with_
        if kernel in wrong:
            moved, onto = wrong[kernel]
            ours = _smem_opt(["-p", "smem-coalesce"], chunk) or ""
            src = re.search(rf"%{onto}_offset = arith.constant (\d+) : index", ours)
            if src:
                bad = re.sub(rf"(%{moved}_offset = arith.constant )\d+", rf"\g<1>{src.group(1)}", ours, count=1)
                ptx = _smem_opt(["-p", "convert-smem-to-gpu", "--emit", "ptx"], bad)
                if ptx is not None:
                    variants["wrong"] = ptx
        files = {}
        for variant, text in variants.items():
            name = f"{kernel}.{variant}.ptx"
            (directory / name).write_text(re.sub(r"^// gpu.module @\w+\n", "", text))
            files[variant] = name
        cases.append({"kernel": kernel, "source": path.name, "args": args,
                      "block": [int(b) for b in block.groups()], "ptx": files,
                      "wrong": list(wrong.get(kernel, ()))})
        print(f"compiled {kernel}: {', '.join(files)}")
    (directory / MANIFEST).write_text(json.dumps({"cases": cases}, indent=1) + "\n")
    return 0


def _inputs(args: list[dict[str, Any]], seed: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    out = {}
    for a in args:
        if a["kind"] == "memref":
            dtype = np.dtype(a["dtype"])
            data = rng.standard_normal(a["shape"]).astype(dtype) if dtype.kind == "f" else rng.integers(
                0, 4, a["shape"]).astype(dtype)
            out[a["name"]] = data
    return out


def _run(device, directory: Path, case: dict, variant: str, seed: int) -> dict[str, np.ndarray]:
    from bench.gpu.cuda import memref_params

    kernel = device.load((directory / case["ptx"][variant]).read_text(), case["kernel"], 0)
    host = _inputs(case["args"], seed)
    pointers, params = {}, []
    for a in case["args"]:
        if a["kind"] == "index":
            params.append(INDEX_VALUE)
            continue
        pointers[a["name"]] = device.to_device(host[a["name"]])
        params += memref_params(pointers[a["name"]], a["shape"])
    device.launch(kernel, (1, 1, 1), tuple(case["block"]), params)
    device.synchronize()
    return {n: device.from_device(p, host[n]) for n, p in pointers.items()}


def run_all(directory: Path, out: Path, seed: int) -> int:
    from bench.gpu.cuda import Device, load_driver
    from bench.gpu.sanitizer import sanitize

    cases = json.loads((directory / MANIFEST).read_text())["cases"]
    device = Device(load_driver())
    rows, problems = [], 0
    for case in cases:
        results = {v: _run(device, directory, case, v, seed) for v in case["ptx"]}
        base = results["without"]

        def same(v: str) -> bool:
            return all(np.array_equal(base[n].view(np.uint8), results[v][n].view(np.uint8)) for n in base)

        verdicts = {v: sanitize(str(directory), f"{case['kernel']}:{v}", "racecheck",
                                runner="bench.gpu_open_world") for v in case["ptx"] if v != "without"}
        ours_ok = same("with") and verdicts["with"].clean is True
        problems += not ours_ok
        wrong = ""
        if "wrong" in case["ptx"]:
            wrong = (f"{'differs' if not same('wrong') else 'same data'}; racecheck: "
                     f"{verdicts['wrong'].detail}")
        rows.append(f"| {case['kernel']} | {case['source']} | {'yes' if same('with') else '**NO**'} | "
                    f"{verdicts['with'].detail} | {' onto '.join(case['wrong']) or '-'} | {wrong or '-'} |")
        print(rows[-1], flush=True)
    text = "\n".join([
        "# The open-world kernels on a GPU",
        "",
        f"Written by `python -m bench.gpu_open_world`; {device.name}, driver {device.driver_version}. "
        "One block per launch, every memref argument read and written, index scalars = "
        f"{INDEX_VALUE}. `with` must equal `without` bit for bit and be race-free; `wrong` is the "
        "hand-made wrong plan of test/python/test_open_world.py (one buffer moved onto another's "
        "bytes).",
        "",
        "| kernel | file | with == without | racecheck (with) | wrong plan | wrong plan on the GPU |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
        f"{len(rows) - problems} of {len(rows)} of our plans bit-equal and race-free.",
        "",
    ])
    out.write_text(text)
    print(text)
    return 1 if problems else 0


def sanitize_child(directory: Path, key: str, seed: int) -> int:
    from bench.gpu.cuda import Device, load_driver

    kernel, variant = key.split(":")
    cases = {c["kernel"]: c for c in json.loads((directory / MANIFEST).read_text())["cases"]}
    _run(Device(load_driver()), directory, cases[kernel], variant, seed)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--compile-only", type=Path, metavar="DIR")
    ap.add_argument("--ptx-dir", type=Path, metavar="DIR")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "gpu-open-world.md")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--sanitize-child", metavar="KERNEL:VARIANT", help=argparse.SUPPRESS)
    o = ap.parse_args(argv)
    if o.compile_only:
        return compile_all(o.compile_only)
    if o.ptx_dir and o.sanitize_child:
        return sanitize_child(o.ptx_dir, o.sanitize_child, o.seed)
    if o.ptx_dir:
        return run_all(o.ptx_dir, o.out, o.seed)
    ap.error("give --compile-only DIR (here) or --ptx-dir DIR (on the GPU machine)")
    return 2


if __name__ == "__main__":
    sys.exit(main())
