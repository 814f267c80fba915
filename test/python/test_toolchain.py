"""Every example and benchmark kernel through smem-to-nvvm-ready and the real toolchain.

For each ``examples/*.mlir`` and each kernel of the benchmark corpus (the emitted
``bench/kernels/mlir/*.mlir`` files, plus whatever the ``bench.kernels`` registry
generates that is not on disk), the test runs ``smem-to-nvvm-ready``, lowers the
result to PTX with upstream ``mlir-opt`` and assembles it with ``ptxas -v``, and
checks that ptxas reports exactly the planned shared memory:

- a static arena: ptxas's ``bytes smem`` equals ``smem.arena_bytes``;
- dynamic shared memory (over 48 KiB): ptxas reports 0 static bytes, the PTX declares
  the extern dynamic array, ``smem.dynamic_shared_memory_bytes`` equals the plan and
  every ``gpu.launch_func`` of the kernel passes that many bytes.

Without mlir-opt or ptxas the tests skip, except under ``CI=true`` where they fail.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, ModuleOp

from smem_opt.smem_dialect.smem import attr_names as names
from smem_opt.tools.toolchain import (
    MLIR_INSTALL_HINT,
    PTXAS_INSTALL_HINT,
    find_mlir_opt,
    find_ptxas,
    ptxas_resources,
)

ROOT = Path(__file__).resolve().parents[2]
TARGET = "sm_90"


def _require_tools() -> None:
    missing = []
    if find_mlir_opt() is None:
        missing.append(f"mlir-opt ({MLIR_INSTALL_HINT})")
    if find_ptxas() is None:
        missing.append(f"ptxas ({PTXAS_INSTALL_HINT})")
    if not missing:
        return
    message = "missing upstream tools: " + "; ".join(missing)
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI=true: {message}")
    pytest.skip(message)


def _cases() -> list[tuple[str, str | Path]]:
    """(id, path or MLIR text) for every example and benchmark kernel present now."""
    cases: dict[str, str | Path] = {}
    for path in sorted((ROOT / "examples").glob("*.mlir")):
        cases[f"examples/{path.name}"] = path
    on_disk: set[str] = set()
    for path in sorted((ROOT / "bench" / "kernels").rglob("*.mlir")):
        rel = path.relative_to(ROOT).as_posix()
        cases[rel] = path
        on_disk.add(path.name)
    try:  # the corpus registry, when it imports (it is being written alongside)
        from bench.kernels import KERNELS, SIZES
    except Exception:
        return sorted(cases.items())
    for name, mod in KERNELS.items():
        for size in SIZES:
            if f"{name}.{size}.mlir" in on_disk:
                continue
            try:
                text = mod.generate(size)
            except Exception as err:  # a kernel that cannot be generated is its own failure
                text = f"// generate failed: {type(err).__name__}: {err}"
            cases[f"bench.kernels:{name}.{size}"] = text
    return sorted(cases.items())


CASES = _cases()


def _lower(source: str | Path) -> ModuleOp:
    from smem_opt.tools.smem_opt import build_context, build_pipeline, parse_module, verify_module

    if isinstance(source, Path):
        text, name = source.read_text(), str(source)
    else:
        text, name = source, "<generated>"
    if text.startswith("// generate failed"):
        pytest.fail(text)
    ctx = build_context()
    module = parse_module(ctx, text, name)
    verify_module(module)
    for p in build_pipeline("smem-to-nvvm-ready", TARGET):
        p.apply(ctx, module)
        verify_module(module)
    return module


def _int_attr(op, key: str) -> int | None:
    attr = op.attributes.get(key)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def _launch_sizes(module: ModuleOp, kernel: str) -> list[int | None]:
    from smem_opt.smem_dialect.gpu import LaunchFuncOp

    sizes: list[int | None] = []
    for op in module.walk():
        if isinstance(op, LaunchFuncOp) and op.kernel.nested_references.data[-1].data == kernel:
            value = op.dynamic_shared_memory_size
            owner = None if value is None else value.owner
            if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
                sizes.append(owner.value.value.data)
            else:
                sizes.append(None)
    return sizes


def test_cases_found() -> None:
    assert any(case.startswith("examples/") for case, _ in CASES), "no examples/*.mlir found"


@pytest.mark.parametrize("source", [src for _, src in CASES], ids=[case for case, _ in CASES])
def test_ptxas_reports_planned_bytes(source: str | Path) -> None:
    _require_tools()
    from smem_opt.smem_dialect.gpu import FuncOp
    from smem_opt.tools.emit import module_ptx

    module = _lower(source)
    kernels = {op.sym_name.data: op for op in module.walk() if isinstance(op, FuncOp) and op.is_kernel}
    assert kernels, "no kernel after smem-to-nvvm-ready"
    assert not any(op.name.startswith("smem.") for op in module.walk() if op.name != "smem.kernel"), (
        "smem ops left after lowering"
    )

    reported: dict[str, int] = {}
    ptx_text = ""
    for ptx in module_ptx(module, TARGET).values():
        ptx_text += ptx
        for res in ptxas_resources(ptx, TARGET):
            reported[res.kernel] = res.shared_bytes
    for name, func in kernels.items():
        assert name in reported, f"ptxas did not report kernel '{name}'"
        planned = _int_attr(func, names.ARENA_BYTES)
        dynamic = _int_attr(func, names.DYNAMIC_BYTES)
        if dynamic is not None:
            assert reported[name] == 0, f"{name}: dynamic shared memory, but ptxas reports {reported[name]} static bytes"
            assert planned is not None and dynamic == planned, f"{name}: launch size {dynamic} != plan {planned}"
            assert ".extern .shared" in ptx_text and "__dynamic_shmem__" in ptx_text
            for size in _launch_sizes(module, name):
                assert size == planned, f"{name}: gpu.launch_func passes {size} bytes, plan is {planned}"
        elif _int_attr(func, names.DYNAMIC_BUFFERS):
            # Run-time-sized buffers: everything is dynamic, nothing static.
            assert reported[name] == 0
        else:
            expected = planned if planned is not None else 0
            assert reported[name] == expected, (
                f"{name}: ptxas reports {reported[name]} bytes of shared memory, plan is {expected}"
            )


def test_matmul_seed_is_8192_bytes() -> None:
    """The seed example: one 8192-byte arena instead of 12288 bytes in three arrays."""
    _require_tools()
    from smem_opt.tools.emit import resource_usage

    module = _lower(ROOT / "examples" / "matmul_tiled.mlir")
    (row,) = resource_usage(module, TARGET)
    assert (row.kernel, row.ptxas_shared, row.dynamic_bytes, row.planned, row.matches) == (
        "matmul_tiled",
        8192,
        0,
        8192,
        True,
    )
