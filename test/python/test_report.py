"""The smem-coalesce report, its JSON schema, remarks and the arena SVG.

Kernels are small smem-dialect programs written inline; each is run through the
real driver (``tools.smem_opt.main``) with ``--smem-report`` / ``--smem-layout``
writing into a temporary directory. The JSON report is checked against
``docs/report-schema.json`` by a small validator for the part of JSON Schema
that file uses (no third-party validator: it is not a dependency).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from smem_opt.tools.smem_opt import main

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "report-schema.json").read_text())
WG = "#gpu.address_space<workgroup>"
SVG_NS = "{http://www.w3.org/2000/svg}"


def mem(n: int = 128) -> str:
    return f"memref<{n}xf32, {WG}>"


# -- kernels ------------------------------------------------------------------------

ADD = f"""
smem.kernel @add(%G: memref<128xf32>) block_size = [128] {{
  %tx = gpu.thread_id x
  %A = smem.alloc : {mem()}
  %B = smem.alloc : {mem()}
  %C = smem.alloc : {mem()}
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %A[%tx] : {mem()}
  memref.store %g, %B[%tx] : {mem()}
  gpu.barrier
  %a = memref.load %A[%tx] : {mem()}
  %b = memref.load %B[%tx] : {mem()}
  %c = arith.addf %a, %b : f32
  memref.store %c, %C[%tx] : {mem()}
  gpu.barrier
  %o = memref.load %C[%tx] : {mem()}
  memref.store %o, %G[%tx] : memref<128xf32>
  smem.return
}}
"""

DIVERGENT = f"""
smem.kernel @divergent(%G: memref<128xf32>) block_size = [128] {{
  %tx = gpu.thread_id x
  %c64 = arith.constant 64 : index
  %X = smem.alloc : {mem()}
  %Y = smem.alloc : {mem()}
  %g = memref.load %G[%tx] : memref<128xf32>
  %lo = arith.cmpi ult, %tx, %c64 : index
  scf.if %lo {{
    memref.store %g, %X[%tx] : {mem()}
    %x = memref.load %X[%tx] : {mem()}
    memref.store %x, %G[%tx] : memref<128xf32>
  }} else {{
    memref.store %g, %Y[%tx] : {mem()}
    %y = memref.load %Y[%tx] : {mem()}
    memref.store %y, %G[%tx] : memref<128xf32>
  }}
  smem.return
}}
"""

LOOP_HEAD = """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %tx = gpu.thread_id x
  %g = memref.load %G[%tx] : memref<128xf32>
"""

CARRIED = f"""
smem.kernel @carried(%G: memref<128xf32>) block_size = [128] {{{LOOP_HEAD}
  %X = smem.alloc : {mem()}
  %Y = smem.alloc : {mem()}
  scf.for %k = %c0 to %c4 step %c1 {{
    memref.store %g, %X[%tx] : {mem()}
    gpu.barrier
    %x = memref.load %X[%tx] : {mem()}
    gpu.barrier
    memref.store %x, %Y[%tx] : {mem()}
    gpu.barrier
    %y = memref.load %Y[%tx] : {mem()}
    memref.store %y, %G[%tx] : memref<128xf32>
    gpu.barrier
  }}
  smem.return
}}
"""

WRAP = f"""
smem.kernel @wrap(%G: memref<128xf32>) block_size = [128] {{{LOOP_HEAD}
  scf.for %k = %c0 to %c4 step %c1 {{
    %X = smem.alloc : {mem()}
    %Y = smem.alloc : {mem()}
    memref.store %g, %X[%tx] : {mem()}
    gpu.barrier
    %x = memref.load %X[%tx] : {mem()}
    gpu.barrier
    memref.store %x, %Y[%tx] : {mem()}
    gpu.barrier
    %y = memref.load %Y[%tx] : {mem()}
    memref.store %y, %G[%tx] : memref<128xf32>
  }}
  smem.return
}}
"""

USE_Y = f"""
  gpu.barrier
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %Y[%tx] : {mem()}
  gpu.barrier
  %y = memref.load %Y[%tx] : {mem()}
  memref.store %y, %G[%tx] : memref<128xf32>
"""

ASYNC = f"""
smem.kernel @async(%G: memref<128xf32>) block_size = [128] {{
  %tx = gpu.thread_id x
  %X = smem.alloc : {mem()}
  %Y = smem.alloc : {mem()}
  %t = smem.async_copy %G[%tx], %X[%tx], 1 : memref<128xf32> to {mem()}
  %grp = smem.async_commit %t
{USE_Y}
  gpu.barrier
  smem.async_wait %grp {{pending = 0}}
  smem.return
}}
"""

CALL = f"""
func.func private @sink({mem()})
smem.kernel @call(%G: memref<128xf32>) block_size = [128] {{
  %tx = gpu.thread_id x
  %X = smem.alloc : {mem()}
  %Y = smem.alloc : {mem()}
  func.call @sink(%X) : ({mem()}) -> ()
{USE_Y}
  smem.return
}}
"""

UNKNOWN = f"""
smem.kernel @unknown(%G: memref<128xf32>) block_size = [128] {{
  %tx = gpu.thread_id x
  %X = smem.alloc : {mem()}
  %Y = smem.alloc : {mem()}
  "test.opaque"(%X) ({{
    "test.yield"() : () -> ()
  }}) : ({mem()}) -> ()
{USE_Y}
  smem.return
}}
"""

MATMUL = (ROOT / "examples" / "matmul_tiled.mlir").read_text()


def many_buffers(n: int) -> str:
    """A kernel with ``n`` buffers in phases of five per loop, each read two steps later."""
    sizes = [64, 128, 256, 512, 1024, 96, 2048]
    lines = [f"smem.kernel @many(%G: memref<4096xf32>) block_size = [128] {{{LOOP_HEAD.replace('128xf32', '4096xf32')}"]
    for i in range(n):
        lines.append(f'  %b{i} = smem.alloc {{name = "stage{i}"}} : {mem(sizes[i % 7])}')
    for i in range(n):
        if i % 5 == 0:
            lines.append(f"  scf.for %k{i} = %c0 to %c4 step %c1 {{")
        lines.append(f"    memref.store %g, %b{i}[%tx] : {mem(sizes[i % 7])}")
        if i >= 2:
            lines.append(f"    %r{i} = memref.load %b{i - 2}[%tx] : {mem(sizes[(i - 2) % 7])}")
        lines.append("    gpu.barrier")
        if i % 5 == 4 or i == n - 1:
            lines.append("  }")
    lines += ["  smem.return", "}"]
    return "\n".join(lines) + "\n"


# -- running ------------------------------------------------------------------------


def run(tmp_path: Path, source: str, *extra: str, passes: str = "smem-coalesce", name: str = "k.mlir"):
    """Run smem-opt; return (output IR, JSON report, SVG text)."""
    src = tmp_path / name
    src.write_text(source)
    out, rep, svg = tmp_path / "out.mlir", tmp_path / "report.json", tmp_path / "layout.svg"
    argv = [str(src), "-o", str(out), "--smem-report", str(rep), "--smem-report-format", "json",
            "--smem-layout", str(svg), "--allow-unregistered-dialect", *extra]
    if passes:
        argv += ["-p", passes]
    assert main(argv) == 0
    return out.read_text(), json.loads(rep.read_text()), svg.read_text()


def kernel_attrs(ir: str) -> dict[str, dict[str, int]]:
    """smem.* integer attributes of each kernel in printed IR."""
    found = {}
    for m in re.finditer(r"smem\.kernel @(\w+)\(.*?attributes \{(.*?)\} \{", ir):
        found[m.group(1)] = {k: int(v) for k, v in re.findall(r"(smem\.\w+) = (\d+) : i64", m.group(2))}
    return found


# -- a validator for the JSON Schema subset of docs/report-schema.json --------------

_TYPES = {
    "object": dict, "array": list, "string": str, "boolean": bool, "null": type(None),
}


def _type_ok(value, name: str) -> bool:
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, _TYPES[name])


def validate(value, schema: dict, root: dict, path: str = "$") -> list[str]:
    """Errors of ``value`` against ``schema`` (keywords: $ref, type, const, enum,
    anyOf, properties, required, additionalProperties, items, minItems, maxItems, minimum)."""
    known = {"$schema", "$id", "$defs", "title", "description", "$ref", "type", "const", "enum",
             "anyOf", "properties", "required", "additionalProperties", "items", "minItems",
             "maxItems", "minimum"}
    unknown = set(schema) - known
    assert not unknown, f"validator does not support {unknown} (at {path})"
    errors: list[str] = []
    if "$ref" in schema:
        ref = schema["$ref"]
        assert ref.startswith("#/$defs/"), ref
        errors += validate(value, root["$defs"][ref[len("#/$defs/"):]], root, path)
    if "type" in schema:
        types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_type_ok(value, t) for t in types):
            return errors + [f"{path}: {value!r} is not of type {types}"]
    if "const" in schema and value != schema["const"]:
        errors.append(f"{path}: {value!r} != {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: {value!r} not in {schema['enum']}")
    if "anyOf" in schema and not any(not validate(value, s, root, path) for s in schema["anyOf"]):
        errors.append(f"{path}: matches none of anyOf")
    if "minimum" in schema and isinstance(value, (int, float)) and value < schema["minimum"]:
        errors.append(f"{path}: {value} < {schema['minimum']}")
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing {key!r}")
        props = schema.get("properties", {})
        for key, item in value.items():
            if key in props:
                errors += validate(item, props[key], root, f"{path}.{key}")
            elif schema.get("additionalProperties") is False:
                errors.append(f"{path}: unexpected property {key!r}")
    if isinstance(value, list):
        if "minItems" in schema and len(value) < schema["minItems"]:
            errors.append(f"{path}: fewer than {schema['minItems']} items")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            errors.append(f"{path}: more than {schema['maxItems']} items")
        if "items" in schema:
            for i, item in enumerate(value):
                errors += validate(item, schema["items"], root, f"{path}[{i}]")
    return errors


def test_validator_rejects_bad_reports():
    good = {"schema": "smem-opt-report", "version": 1, "kernels": []}
    assert validate(good, SCHEMA, SCHEMA) == []
    assert validate({**good, "version": 2}, SCHEMA, SCHEMA)
    assert validate({**good, "extra": 1}, SCHEMA, SCHEMA)
    assert validate({"schema": "smem-opt-report", "version": 1}, SCHEMA, SCHEMA)
    assert validate({**good, "kernels": [{"name": "k"}]}, SCHEMA, SCHEMA)


# -- figures, schema, picture ---------------------------------------------------------

ALL = {
    "add": ADD, "divergent": DIVERGENT, "carried": CARRIED, "wrap": WRAP, "async": ASYNC,
    "call": CALL, "unknown": UNKNOWN, "matmul_tiled": MATMUL, "many": many_buffers(50),
}


@pytest.mark.parametrize("name", sorted(ALL))
def test_figures_match_kernel_attributes_and_schema(tmp_path, name):
    ir, report, _ = run(tmp_path, ALL[name])
    assert validate(report, SCHEMA, SCHEMA) == []
    (k,) = report["kernels"]
    assert k["name"] == name and k["applied"] is True
    attrs = kernel_attrs(ir)[name]
    t = k["totals"]
    assert t["arena_bytes"] == attrs["smem.arena_bytes"]
    assert t["unshared_bytes"] == attrs["smem.unshared_bytes"]
    assert t["lower_bound"] == attrs["smem.lower_bound"]
    assert t["unshared_bytes"] == sum(b["bytes"] for b in k["buffers"])
    assert t["proven_optimal"] == (re.search(r"smem\.optimal(?!_)", ir) is not None)
    assert t["arena_bytes"] >= t["lower_bound"]
    # Offsets: in the arena, aligned, and equal to the views the pass wrote.
    for b in k["buffers"]:
        assert b["offset"] % b["alignment"] == 0
        assert b["offset"] + b["bytes"] <= t["arena_bytes"]
    views = dict(re.findall(r"%(\w+)_offset = arith.constant (\d+) : index", ir))
    named = {b["name"]: b["offset"] for b in k["buffers"]}
    for var, off in views.items():
        if var in named:
            assert named[var] == int(off)
    # Buffers listed as sharing bytes really overlap, symmetric, never conflicting.
    by = {b["name"]: b for b in k["buffers"]}
    conflicting = {tuple(r["buffers"]) for r in k["remarks"]}
    for b in k["buffers"]:
        for other in b["shares_with"]:
            o = by[other]
            assert b["name"] in o["shares_with"]
            assert b["offset"] < o["offset"] + o["bytes"] and o["offset"] < b["offset"] + b["bytes"]
            assert tuple(sorted((b["name"], other))) not in conflicting


def test_matmul_report_contents(tmp_path):
    _, report, _ = run(tmp_path, MATMUL)
    (k,) = report["kernels"]
    by = {b["name"]: b for b in k["buffers"]}
    assert by["Csub"]["shares_with"] == ["Asub"] and by["Asub"]["shares_with"] == ["Csub"]
    assert by["Bsub"]["shares_with"] == []
    t = k["totals"]
    assert (t["unshared_bytes"], t["arena_bytes"], t["lower_bound"]) == (12288, 8192, 8192)
    assert t["proven_optimal"] and t["gap_bytes"] == 0 and t["saved_bytes"] == 4096
    assert k["peak"]["lower_bound_clique"] == ["Asub", "Bsub"]
    assert k["peak"]["live"] == ["Asub", "Bsub"] and k["peak"]["live_bytes"] == 8192
    # Spans: Asub and Bsub widened over the k-loop; Csub after it.
    a, c = by["Asub"]["span"], by["Csub"]["span"]
    assert a["end"] < c["start"]
    assert a["first_access"]["location"].endswith(":24:5")
    assert c["first_access"]["location"].endswith(":40:3") and c["last_access"]["location"].endswith(":42:10")
    assert {w["reason"] for w in by["Asub"]["widened_by"]} == {"loop-carried"}
    assert [r["kind"] for r in k["remarks"]] == ["overlapping-spans"]
    assert len(k["program"]["barriers"]) == 3 and len(k["program"]["loops"]) == 2


REMARK_CASES = {
    # name: (source, kind, buffers, line of the remark's location)
    "no-barrier (C[tx] = A[tx] + B[tx])": (ADD, "no-barrier", ["A", "C"], 11),
    "divergent if": (DIVERGENT, "divergent-region", ["X", "Y"], 9),
    "loop-carried": (CARRIED, "loop-carried", ["X", "Y"], None),
    "wrap-around": (WRAP, "wrap-around", ["X", "Y"], None),
    "async copy in flight": (ASYNC, "async-copy-in-flight", ["X", "Y"], 6),
    "captured by a call": (CALL, "captured", ["X", "Y"], 7),
    "captured by an unknown op": (UNKNOWN, "captured", ["X", "Y"], 6),
}


@pytest.mark.parametrize("case", sorted(REMARK_CASES))
def test_remark_kinds(tmp_path, case):
    source, kind, pair, line = REMARK_CASES[case]
    _, report, _ = run(tmp_path, source)
    (k,) = report["kernels"]
    remarks = [r for r in k["remarks"] if r["buffers"] == pair]
    assert len(remarks) == 1, k["remarks"]
    r = remarks[0]
    assert r["kind"] == kind
    assert r["location"] and r["location"].startswith(str(tmp_path / "k.mlir") + ":")
    if line is not None:
        assert int(r["location"].split(":")[-2]) == line, r
    assert r["bytes_at_stake"] == 512 and r["message"]


def test_no_barrier_remarks_say_what_a_barrier_would_save(tmp_path):
    _, report, _ = run(tmp_path, ADD)
    (k,) = report["kernels"]
    kinds = {tuple(r["buffers"]): r for r in k["remarks"]}
    assert set(kinds) == {("A", "B"), ("A", "C"), ("B", "C")}
    assert kinds[("A", "B")]["kind"] == "overlapping-spans"
    assert kinds[("A", "B")]["barrier_would_save"] is None
    for pair in (("A", "C"), ("B", "C")):
        r = kinds[pair]
        assert r["kind"] == "no-barrier"
        # The load of A/B and the store to C in `C[tx] = A[tx] + B[tx]`.
        assert r["first"]["op"] == "memref.load" and r["second"]["op"] == "memref.store"
        assert r["second"]["location"].endswith(":14:3")
        assert r["barrier_would_save"] == 512
        assert "would save 512 bytes" in r["message"]
    # Sorted by bytes at stake, then by what a barrier saves.
    assert [r["kind"] for r in k["remarks"]][-1] == "overlapping-spans"


def test_wrap_around_names_the_loop(tmp_path):
    _, report, _ = run(tmp_path, WRAP)
    (r,) = report["kernels"][0]["remarks"]
    assert r["related"]["op"] == "scf.for"
    assert r["barrier_would_save"] == 512


def test_zero_sized_and_unused_buffers_make_no_remarks(tmp_path):
    source = ADD.replace(f"%C = smem.alloc : {mem()}", f"%C = smem.alloc : {mem(0)}").replace(
        f"%C[%tx] : {mem()}", f"%C[%tx] : {mem(0)}"
    ).replace(f"%B = smem.alloc : {mem()}", f"%B = smem.alloc : {mem()}\n  %U = smem.alloc : {mem(64)}")
    _, report, svg = run(tmp_path, source)
    (k,) = report["kernels"]
    assert [r["buffers"] for r in k["remarks"]] == [["A", "B"]]
    by = {b["name"]: b for b in k["buffers"]}
    assert by["U"]["used"] is False and by["U"]["span"] is None
    assert validate(report, SCHEMA, SCHEMA) == []
    rects = svg_buffers(svg)
    assert set(rects) == {"A", "B", "C", "U"}


def test_dry_run_without_the_pass(tmp_path):
    ir, report, _ = run(tmp_path, MATMUL, passes="")
    assert "smem.arena_bytes" not in ir
    (k,) = report["kernels"]
    assert k["applied"] is False
    assert k["totals"]["arena_bytes"] == 8192
    assert validate(report, SCHEMA, SCHEMA) == []


def test_split_input_file_collects_every_kernel(tmp_path):
    source = "\n// -----\n".join([ADD, WRAP, MATMUL])
    _, report, svg = run(tmp_path, source, "--split-input-file")
    assert [k["name"] for k in report["kernels"]] == ["add", "wrap", "matmul_tiled"]
    assert validate(report, SCHEMA, SCHEMA) == []
    root = ET.fromstring(svg)
    kernels = [g.get("data-kernel") for g in root.iter(f"{SVG_NS}g") if g.get("class") == "kernel"]
    assert kernels == ["add", "wrap", "matmul_tiled"]


def test_report_is_deterministic(tmp_path):
    source = many_buffers(20)
    first = run(tmp_path, source)[1:]
    second = run(tmp_path, source)[1:]
    assert first == second


# -- text -----------------------------------------------------------------------------


def test_text_report_on_stderr(tmp_path, capsys):
    src = tmp_path / "k.mlir"
    src.write_text(ADD)
    assert main([str(src), "-p", "smem-coalesce", "--smem-report"]) == 0
    captured = capsys.readouterr()
    assert "smem.kernel @add" in captured.out
    err = captured.err.splitlines()
    assert err[0].startswith("smem report: kernel @add (")
    header = err[1]
    assert header.split() == ["buffer", "bytes", "align", "offset", "byte", "range", "span", "first",
                              "access", "last", "access", "widened", "by", "shares", "bytes", "with"]
    rows = err[2:5]
    assert [r.split()[0] for r in rows] == ["A", "B", "C"]
    # Right-aligned numbers: the bytes column ends at the same place on every row.
    ends = {header.index("bytes") + len("bytes")} | {r.index(" 512") + 4 for r in rows}
    assert len(ends) == 1
    text = captured.err
    assert "totals: 1536 bytes without reuse -> arena 1536 bytes" in text
    assert "lower bound 1536 bytes; proven optimal" in text
    assert re.search(r"k\.mlir:11:8: remark: A and C cannot share \(no-barrier; 512 B at stake\): "
                     r"no barrier separates 'memref\.load' at .*k\.mlir:11:8 from 'memref\.store' at "
                     r".*k\.mlir:14:3.*would save 512 bytes", text)


def test_text_report_to_file_and_dash(tmp_path, capsys):
    src = tmp_path / "k.mlir"
    src.write_text(MATMUL)
    rep = tmp_path / "r.txt"
    assert main([str(src), "-p", "smem-coalesce", "--smem-report", str(rep), "-o", str(tmp_path / "o")]) == 0
    assert capsys.readouterr().err == ""
    assert "Csub" in rep.read_text()
    assert main([str(src), "-p", "smem-coalesce", "--smem-report", "-", "--smem-report-format", "json",
                 "-o", str(tmp_path / "o")]) == 0
    # '-' is stdout (mlir-opt's convention), the IR is in -o
    captured = capsys.readouterr()
    assert json.loads(captured.out)["kernels"][0]["name"] == "matmul_tiled"
    assert captured.err == ""
    assert "smem.kernel @matmul_tiled" in (tmp_path / "o").read_text()
    # the bare flag is stderr
    assert main([str(src), "-p", "smem-coalesce", "--smem-report", "--smem-report-format", "json",
                 "-o", str(tmp_path / "o")]) == 0
    assert json.loads(capsys.readouterr().err)["kernels"][0]["name"] == "matmul_tiled"


def test_report_into_missing_directory_is_a_diagnostic(tmp_path, capsys):
    src = tmp_path / "k.mlir"
    src.write_text(MATMUL)
    out = tmp_path / "o.mlir"
    code = main([str(src), "-p", "smem-coalesce", "--smem-report", str(tmp_path / "no" / "r.txt"), "-o", str(out)])
    assert code == 1
    err = capsys.readouterr().err
    assert "cannot write" in err and "Traceback" not in err
    assert not out.exists()


# -- SVG ------------------------------------------------------------------------------


def svg_buffers(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG_NS}svg"
    rects = [r for r in root.iter(f"{SVG_NS}rect") if r.get("data-buffer") is not None]
    names = [r.get("data-buffer") for r in rects]
    assert len(names) == len(set(names))
    return dict(zip(names, rects))


@pytest.mark.parametrize("name", ["matmul_tiled", "add", "many"])
def test_svg_has_one_rectangle_per_buffer_at_the_planned_offset(tmp_path, name):
    _, report, svg = run(tmp_path, ALL[name])
    (k,) = report["kernels"]
    rects = svg_buffers(svg)
    assert set(rects) == {b["name"] for b in k["buffers"]}
    for b in k["buffers"]:
        r = rects[b["name"]]
        assert int(r.get("data-offset")) == b["offset"]
        assert int(r.get("data-bytes")) == b["bytes"]
        assert int(r.get("data-span-start")) == b["span"]["start"]
    # Geometry: higher offsets are drawn higher, heights proportional to bytes.
    ordered = sorted(k["buffers"], key=lambda b: b["offset"])
    ys = [float(rects[b["name"]].get("y")) + float(rects[b["name"]].get("height")) for b in ordered]
    assert ys == sorted(ys, reverse=True)
    scale = {round(float(rects[b["name"]].get("height")) / b["bytes"], 4) for b in k["buffers"]
             if float(rects[b["name"]].get("height")) > 2}
    assert max(scale) - min(scale) < 0.01
    root = ET.fromstring(svg)
    classes = [e.get("class") for e in root.iter()]
    assert classes.count("barrier") == len(k["program"]["barriers"])
    assert ("arena" in classes or "lower-bound" in classes)
    # Buffers that share bytes are side by side in time, never on top of each other.
    for b in k["buffers"]:
        for other in b["shares_with"]:
            r1, r2 = rects[b["name"]], rects[other]
            x1, w1 = float(r1.get("x")), float(r1.get("width"))
            x2, w2 = float(r2.get("x")), float(r2.get("width"))
            assert x1 + w1 <= x2 + 0.2 or x2 + w2 <= x1 + 0.2  # 0.1 px rounding


def test_svg_static_limit_line_when_in_range(tmp_path):
    big = MATMUL.replace("32x32xf32", "64x64xf32")  # 3 x 16 KiB, arena 32 KiB: limit not shown
    root = ET.fromstring(run(tmp_path, big)[2])
    assert "limit" not in [e.get("class") for e in root.iter()]
    bigger = MATMUL.replace("32x32xf32", "96x64xf32")  # arena 48 KiB
    root = ET.fromstring(run(tmp_path, bigger)[2])
    limits = [e for e in root.iter() if e.get("class") == "limit"]
    assert len(limits) == 1 and limits[0].get("data-bytes") == str(48 * 1024)


GPU_FUNC = f"""
builtin.module attributes {{gpu.container_module}} {{
  gpu.module @m {{
    gpu.func @k(%a: memref<64xf32>) workgroup(%w : memref<32xf32, {WG}>) kernel {{
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %a[%tx] : memref<64xf32>
      memref.store %v, %w[%tx] : memref<32xf32, {WG}>
      gpu.barrier
      %x = memref.load %w[%c0] : memref<32xf32, {WG}>
      gpu.barrier
      %t = memref.alloc() : memref<64xf32, {WG}>
      memref.store %x, %t[%tx] : memref<64xf32, {WG}>
      gpu.barrier
      %y = memref.load %t[%c0] : memref<64xf32, {WG}>
      memref.store %y, %a[%tx] : memref<64xf32>
      gpu.return
    }}
  }}
}}
"""


def test_upstream_gpu_func_with_attribution(tmp_path):
    ir, report, svg = run(tmp_path, GPU_FUNC)
    assert validate(report, SCHEMA, SCHEMA) == []
    (k,) = report["kernels"]
    assert (k["name"], k["kind"]) == ("k", "gpu")
    assert re.search(r"smem\.arena_bytes = 256 : i64", ir)
    by = {b["name"]: b for b in k["buffers"]}
    assert by["w"]["shares_with"] == ["t"] and by["t"]["offset"] == 0
    assert by["w"]["location"] == k["location"]  # an attribution: located at its function
    assert k["remarks"] == []
    assert set(svg_buffers(svg)) == {"w", "t"}


def test_dynamic_buffer_is_listed_but_not_drawn(tmp_path):
    source = f"""
smem.kernel @dyn(%G: memref<128xf32>, %n: index) block_size = [128] {{
  %tx = gpu.thread_id x
  %A = smem.alloc : {mem()}
  %D = smem.alloc(%n) : memref<?xf32, {WG}>
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %A[%tx] : {mem()}
  memref.store %g, %D[%tx] : memref<?xf32, {WG}>
  gpu.barrier
  smem.return
}}
"""
    _, report, svg = run(tmp_path, source)
    assert validate(report, SCHEMA, SCHEMA) == []
    (k,) = report["kernels"]
    by = {b["name"]: b for b in k["buffers"]}
    assert by["D"]["dynamic"] and by["D"]["bytes"] is None and by["D"]["offset"] is None
    assert k["totals"]["dynamic_buffers"] == 1 and k["totals"]["unshared_bytes"] == 512
    assert set(svg_buffers(svg)) == {"A"}
    assert "D  dynamic, after the arena" in svg


def test_pairs_a_run_invariant_choice_lets_share_are_listed(tmp_path):
    source = (ROOT / "test" / "coalesce" / "rule-run-invariant-choice.mlir").read_text()
    _, report, _ = run(tmp_path, source, "--split-input-file")
    assert validate(report, SCHEMA, SCHEMA) == []
    listed = {k["name"]: k.get("exclusive_choices") for k in report["kernels"]}
    assert listed == {"by_if": [["a", "b"]], "by_select": [["a", "b"]], "by_thread": None, "by_counter": None,
                      "by_load": None, "also_direct": None}
    by_if = next(k for k in report["kernels"] if k["name"] == "by_if")
    offsets = {b["name"]: b["offset"] for b in by_if["buffers"]}
    assert offsets["a"] == offsets["b"] != offsets["c"]
