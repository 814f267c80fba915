"""Cross-pass facts are declared once: the ``smem.*`` attribute names live in
``smem_dialect/smem/attr_names.py`` and the smem op names in their op classes; no other module of
the library spells them (``tools/check`` excepted: it shares nothing with the passes and names what
it reads itself)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from smem_opt.smem_dialect.smem import attr_names

ROOT = Path(__file__).resolve().parents[2]
SPELLED = re.compile(r"""["']smem\.[a-z_]+["']""")


def test_smem_names_are_spelled_in_one_place() -> None:
    declared = {v for k, v in vars(attr_names).items() if k.isupper()}
    assert declared and all(v.startswith("smem.") for v in declared)
    found = []
    for folder in ("passes", "tools", "smem_opt", "smem_dialect"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith(("tools/check/", "smem_dialect/smem/")):  # the check; the dialect that owns them
                continue
            for n, line in enumerate(path.read_text().splitlines(), 1):
                code = line.split("#", 1)[0]
                # a string literal in code (docstrings and messages name attributes with spaces or backticks)
                for m in SPELLED.finditer(code):
                    found.append(f"{rel}:{n}: {m.group(0)}")
    assert not found, "spell these through smem_dialect.smem.attr_names or the op class:\n" + "\n".join(found)


CHIP = re.compile(r"""["']sm_?\d+a?["']""")


def test_targets_are_named_in_one_table() -> None:
    """A chip name in code (not a docstring or a comment) appears only in the table of targets:
    the default target, the PTX ISA version of each chip and its limits are asked of it, so a
    new chip is one row there."""
    found = []
    for folder in ("passes", "tools", "smem_opt", "smem_dialect"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in ("passes/target/targets.py",) or rel.startswith("tools/check/"):
                continue
            text = path.read_text()
            docs = {  # lines of docstrings and other bare strings (prose, not code)
                n
                for node in ast.walk(ast.parse(text))
                if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
                for n in range(node.lineno, (node.end_lineno or node.lineno) + 1)
            }
            for n, line in enumerate(text.splitlines(), 1):
                if n in docs:
                    continue
                code = line.split("#", 1)[0]
                for m in CHIP.finditer(code):
                    found.append(f"{rel}:{n}: {m.group(0)}")
    assert not found, "ask passes.target.targets (DEFAULT_TARGET, get_target) instead:\n" + "\n".join(found)


def test_every_target_states_its_ptx_version() -> None:
    from smem_opt.passes.target.targets import TARGETS
    from smem_opt.tools.toolchain import nvvm_lowering_pipeline

    for name, target in TARGETS.items():
        assert 60 <= target.ptx_isa < 100, name
        assert f"cubin-features=+ptx{target.ptx_isa}" in nvvm_lowering_pipeline(name, target.ptx_isa)
    # newer chips never need an older PTX ISA
    by_cc = sorted(TARGETS.values(), key=lambda t: tuple(map(int, t.compute_capability.split("."))))
    assert all(a.ptx_isa <= b.ptx_isa for a, b in zip(by_cc, by_cc[1:]))


def _calls(path: Path, names: set[str]) -> list[int]:
    """Lines of ``path`` that call one of ``names`` (a constructor or function, by its name)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if name in names:
                found.append(node.lineno)
    return found


def test_the_analyses_read_one_control_flow_graph() -> None:
    """A kernel's control-flow graph is built once (``analyze_kernel``) and every analysis reads
    it: no module of the pass builds a region's graph or computes dominators but the one that
    owns the kernel's graph (``control_flow``, through ``cfg``). The plan verifier keeps its own
    reading of the flattened kernel on purpose; the reader's dominance check runs before any
    pass."""
    builders = {"RegionGraph": {"passes/analysis/control_flow.py"},
                "immediate_dominators": {"passes/analysis/cfg.py"},
                "ControlFlow": {"passes/analysis/conflicts.py"}}
    found = []
    for path in sorted((ROOT / "passes").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("passes/verify/"):
            continue
        for name, owners in builders.items():
            if rel not in owners:
                found += [f"{rel}:{n}: {name}(...)" for n in _calls(path, {name})]
    assert not found, "ask the kernel's ControlFlow instead of building a graph:\n" + "\n".join(found)
    # and the one place builds it once per analysis
    assert len(_calls(ROOT / "passes/analysis/conflicts.py", {"ControlFlow"})) == 1


def test_a_region_has_one_dominator_tree() -> None:
    """Dominance is asked of the graph as written only: the short-cut view of a region (same
    blocks, edges past decided tests) never computes a dominator tree of its own, and divergence
    and private slots read the one tree (``ControlFlow.dominates``, divergent regions)."""
    from smem_opt import parse
    from smem_opt.passes.analysis.conflicts import analyze_kernel
    from smem_opt.passes.analysis.kernels import find_kernels

    text = (ROOT / "test/coalesce/cfg-shapes.mlir").read_text()
    asked = 0
    for chunk in text.split("// -----"):
        for kernel in find_kernels(parse(chunk, "cfg-shapes.mlir")):
            flow = analyze_kernel(kernel).order
            assert flow.graphs.keys() == flow.written.keys()
            for region, graph in flow.graphs.items():
                assert flow.written[region] is not graph
                assert "idom" not in vars(graph) and "ipdom" not in vars(graph)
                asked += "ipdom" in vars(flow.written[region])
    assert asked > 0  # the divergence analysis asked the written view
