"""The one way hand-written formats build their op (smem_dialect/syntax.py): the attribute
dictionary prints sorted whatever order it was read in, the properties a format writes outside
the dictionary come after the dictionary's (MLIR keeps them sorted; the generic form shows the
order held), a value written in both places is the one outside the dictionary, and an op closing an
empty async-copy group still ends its line."""

from __future__ import annotations

from smem_opt.tools.smem_opt import build_context, parse_module, print_module, verify_module

HEAD = "func.func @f(%v: vector<4xf32>, %w: vector<4x8xf32>, %a: vector<4xf32>, %i: index) {\n"


def read(body: str, verify: bool = True):
    module = parse_module(build_context(), HEAD + body + "\n  func.return\n}\n", "t.mlir")
    if verify:
        verify_module(module)
    return module


def line_of(text: str, name: str) -> str:
    return next(line.strip() for line in text.splitlines() if name in line)


def test_dictionary_prints_sorted_whatever_the_order_read() -> None:
    module = read("%r = vector.fma %v, %v, %v {zz.b, aa.a = 1 : i32} : vector<4xf32>")
    assert line_of(print_module(module), "vector.fma").endswith(
        "{aa.a = 1 : i32, zz.b} : vector<4xf32>"
    )


def test_properties_written_outside_the_dictionary_follow_its_own() -> None:
    module = read(
        "%r = vector.multi_reduction <add>, %w, %a [1] {kind = #vector.kind<mul>, zz.b}"
        " : vector<4x8xf32> to vector<4xf32>"
    )
    generic = line_of(print_module(module, True), "vector.multi_reduction")
    # `kind` came from the dictionary and keeps its place; `reduction_dims`, written as `[1]`,
    # follows it; the value written before the dictionary (`<add>`) wins over the dictionary's.
    assert "<{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> {zz.b}" in generic


def test_empty_group_ends_its_line() -> None:
    # (outside a kernel, where it would not verify: only the printed text matters here)
    text = print_module(read("%g = smem.async_commit {}\n  %h = smem.async_commit %g", verify=False))
    assert line_of(text, "%g = smem.async_commit") == "%g = smem.async_commit {}"
