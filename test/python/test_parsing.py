"""reader.parsing: locations by bisection, linear lexing, located errors for every kind of bad input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import FileLineColLoc, ModuleOp
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input, Span

from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.reader.limits import MAX_NESTING
from smem_opt.reader.parsing import (
    LocatingParser,
    check_nesting,
    decode_source,
    parse_module,
    verify_module,
)
from smem_opt.tools.smem_opt import build_context


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ab\n\u00e9\u65e5", max_size=200), st.data())
def test_location_by_bisection_is_xdsl_location(text: str, data: st.DataObject) -> None:
    text = '"" ' + text  # the parser lexes its first token at once: make that one a string
    pos = data.draw(st.integers(0, len(text)))
    ours = LocatingParser(build_context(), text, "f.mlir").location_of(pos)
    theirs = Span(pos, pos, Input(text, "f.mlir")).get_location()
    assert (ours.line.data, ours.column.data) == (theirs.line, theirs.col)


def test_every_op_is_located_at_its_name_as_mlir_locates_it() -> None:
    text = ('func.func @f() {\n  %a = arith.constant 1 : i32\n    "func.return"() : () -> ()\n'
            '  %b:2, %c = "test.multi"() : () -> (i32, i32, i32)\n}\n')
    module = parse_module(build_context(allow_unregistered=True), text, "f.mlir")
    located = {op.name: (op.location.line.data, op.location.column.data) for op in module.walk() if isinstance(op.location, FileLineColLoc)}
    assert located == {"func.func": (1, 1), "arith.constant": (2, 8), "func.return": (3, 5), "test.multi": (4, 14)}


def error_at(text: str | bytes) -> tuple[int, int, str]:
    with pytest.raises(ParseError) as info:
        parse_module(build_context(), text, "f.mlir")
    where = info.value.span.get_location()
    return where.line, where.col, info.value.msg


@pytest.mark.parametrize("tail", ["", "\n", "\\", "\\q", "\\x"])
def test_unterminated_string_is_an_error_at_its_quote(tail: str) -> None:
    # xDSL's own string pattern backtracks exponentially on this (40 letters never end).
    text = "func.func @f() {\n  %s = arith.constant 1 : i32 loc(\"" + "a" * 5000 + tail
    line, col, message = error_at(text)
    assert (line, col) in {(2, 35), (2, 36 + 5000)}
    assert "string literal" in message


def test_non_utf8_byte_is_located_with_its_offset() -> None:
    data = "func.func @f() {\n  // é\n".encode() + b"  \xff\n}\n"
    offset = data.index(b"\xff")
    line, col, message = error_at(data)
    assert (line, col) == (3, 3)
    assert "0xff" in message and f"byte offset {offset}" in message
    with pytest.raises(ParseError):
        decode_source(b"\xc3", "f.mlir")  # a sequence cut short


def test_non_ascii_character_outside_strings_is_located() -> None:
    line, col, message = error_at("func.func @f() {\n  \u00b2\n}\n")
    assert (line, col) == (2, 3)
    assert "U+00B2" in message


def test_nesting_beyond_the_limit_is_located_at_the_first_bracket_too_deep() -> None:
    text = "\n" + "[" * (MAX_NESTING + 10)
    with pytest.raises(ParseError) as info:
        check_nesting(text, "f.mlir")
    where = info.value.span.get_location()
    assert (where.line, where.col) == (2, MAX_NESTING + 1)
    check_nesting('"[[[[" // (((((\n' + "(" * MAX_NESTING, "f.mlir")  # strings and comments do not count


@pytest.mark.parametrize(
    "text, line, col, words",
    [
        ("%c = arith.constant 9223372036854775808 : index", 1, 21, "out of range for index"),
        ("%c = arith.constant 4294967296 : i32", 1, 21, "out of range"),
        ("%c = arith.constant -2147483649 : i32", 1, 21, "out of range"),
        ("%c = arith.constant 1.0e39 : f32", 1, 21, "out of range"),
        ("%c = arith.constant 70000.0 : f16", 1, 21, "out of range"),
        ("%c = arith.constant 1.0e400 : f64", 1, 21, "out of range"),
        ("func.func @f(%a: memref<18446744073709551616xf32>)", 1, 25, "does not fit in 64 bits"),
        ("func.func @f(%a: i99999999999)", 1, 18, "bitwidth"),
        ("%c = arith.constant " + "9" * 5000 + " : i64", 1, 21, "too long"),
        ("%c = arith.constant dense<1> : tensor<4294967296xi32>", 1, 32, "too large"),
        ("func.func @f() {\n  func.return %x : i32\n}", 2, 15, "use of undefined value '%x'"),
        ("func.func @f() {\n  func.return\n  = 3\n}", 3, 3, "block label"),
        ("{-# external_resources: {} #-}", 1, 1, "Currently only dialect resources"),
    ],
)
def test_bad_values_are_parse_errors_at_their_position(text: str, line: int, col: int, words: str) -> None:
    got_line, got_col, message = error_at(text)
    assert (got_line, got_col) == (line, col), message
    assert words in message


def test_values_at_the_edge_of_their_range_are_accepted() -> None:
    parse_module(build_context(), "%a = arith.constant 9223372036854775807 : index\n"
                 "%b = arith.constant -9223372036854775808 : index\n"
                 "%c = arith.constant 18446744073709551615 : i64\n"
                 "%d = arith.constant 65504.0 : f16\n"
                 "%e = arith.constant 0x7F800000 : f32\n", "f.mlir")


@pytest.mark.parametrize("text", ["", "\n\n", "// nothing\n// here\n", "!t = i32\n"])
def test_empty_input_is_an_empty_module(text: str) -> None:
    module = parse_module(build_context(), text, "f.mlir")
    assert isinstance(module, ModuleOp) and not list(module.ops)


def verify_error(text: str) -> str:
    module = parse_module(build_context(), text, "f.mlir")
    with pytest.raises(SmemDiagnostic) as info:
        verify_module(module)
    return info.value.render()


def test_use_before_definition_is_located_at_the_use() -> None:
    text = "func.func @f() -> i32 {\n  %a = arith.addi %b, %b : i32\n  %b = arith.constant 1 : i32\n  func.return %a : i32\n}\n"
    assert verify_error(text).startswith("f.mlir:2:8: error: 'arith.addi' op operand #0 is used before its definition at f.mlir:3:8")


def test_use_from_a_nested_region_before_the_definition() -> None:
    text = (
        "func.func @f(%t: i1) -> i32 {\n  scf.if %t {\n    %u = arith.addi %b, %b : i32\n  }\n"
        "  %b = arith.constant 1 : i32\n  func.return %b : i32\n}\n"
    )
    assert verify_error(text).startswith("f.mlir:3:10: error: 'arith.addi' op operand #0 is used before its definition")


def test_block_that_does_not_dominate_and_unreachable_blocks() -> None:
    bad = (
        "func.func @f(%t: i1) -> i32 {\n  cf.cond_br %t, ^bb1, ^bb2\n^bb1:\n  %a = arith.constant 1 : i32\n"
        "  cf.br ^bb3\n^bb2:\n  cf.br ^bb3\n^bb3:\n  func.return %a : i32\n}\n"
    )
    assert verify_error(bad).startswith("f.mlir:9:3: error: 'func.return' op operand #0 does not dominate this use")
    good = (
        "func.func @f(%t: i1) -> i32 {\n  %a = arith.constant 1 : i32\n  cf.cond_br %t, ^bb1, ^bb2\n^bb1:\n"
        "  cf.br ^bb3\n^bb2:\n  cf.br ^bb3\n^bb3:\n  func.return %a : i32\n"
        "^bb4:\n  %z = arith.addi %y, %y : i32\n  %y = arith.constant 2 : i32\n  cf.br ^bb4\n}\n"
    )
    verify_module(parse_module(build_context(), good, "f.mlir"))  # ^bb4 never runs: not checked, as in MLIR


def test_module_body_is_a_graph_region() -> None:
    verify_module(parse_module(build_context(), "%b = arith.addi %a, %a : i32\n%a = arith.constant 1 : i32\n", "f.mlir"))


@pytest.mark.parametrize(
    "text, words",
    [
        ("func.func @f(%t: i1) {\n  %x = scf.if %t -> (i32) {\n    scf.yield\n  } else {\n    %z = arith.constant 1 : i32\n    scf.yield %z : i32\n  }\n  func.return\n}\n",
         "f.mlir:3:5: error: 'scf.yield' op passes 0 values () but 'scf.if' expects 1 value (i32)"),
        ("func.func @f(%n: index) -> f32 {\n  func.return\n}\n", "f.mlir:2:3: error: 'func.return' op"),
        ('"smem.alloc"() : () -> memref<4xf32, #gpu.address_space<workgroup>>\n', "f.mlir:1:1: error: 'smem.alloc' op expects ancestor op"),
    ],
)
def test_region_results_and_allowed_parents(text: str, words: str) -> None:
    assert verify_error(text).startswith(words)


@pytest.mark.parametrize(
    "prefix, names",
    [("  %a = ", "%a"), ("%a, %b:2 =", "%a, %b:2"), ("x %a=", "%a"), ("%a = %b = ", "%b"), ("(%a) = ", None), ("  = ", None)],
)
def test_result_names_before_an_op(prefix: str, names: str | None) -> None:
    from smem_opt.reader.intake import _result_list_before

    assert _result_list_before(prefix, len(prefix)) == names


def test_result_names_on_a_very_long_line() -> None:
    # Many operands on the line before an op: the scan reads only the result list.
    from smem_opt.reader.intake import _result_list_before

    line = '"test.x"(' + "%a, " * 200_000 + "%a) : () -> ()  %r, %s = "
    assert _result_list_before(line, len(line)) == "%r, %s"
    assert _result_list_before(line, len(line) - 12) is None
