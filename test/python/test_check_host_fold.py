"""tools.check.host_fold: the host's integer arithmetic folded as ``arith`` defines it."""

from __future__ import annotations

import pytest

from smem_opt.tools.check.host_fold import fold_constants
from smem_opt.tools.check.mlir_text import parse


def _fold(body: str) -> dict[str, int]:
    text = '"func.func"() <{function_type = () -> (), sym_name = "h"}> ({\n' + body + '\n  "func.return"() : () -> ()\n}) : () -> ()'
    return fold_constants(parse(text).walk())


def _const(name: str, value: int, t: str) -> str:
    return f'  %{name} = "arith.constant"() <{{value = {value} : {t}}}> : () -> {t}\n'


@pytest.mark.parametrize(
    ("op", "a", "b", "t", "expected"),
    [
        ("arith.muli", 8, 3072, "index", 24576),
        ("arith.divsi", -7, 2, "i32", -3),
        ("arith.floordivsi", -7, 2, "i32", -4),
        ("arith.ceildivsi", 7, 2, "i32", 4),
        ("arith.divui", -1, 2, "i8", 127),
        ("arith.remsi", -7, 2, "i32", -1),
        ("arith.addi", 2147483647, 1, "i32", -2147483648),
        ("arith.shli", 1, 4, "i32", 16),
        ("arith.shrui", -16, 2, "i8", 60),
        ("arith.shrsi", -16, 2, "i8", -4),
        ("arith.maxui", -1, 3, "i32", -1),
        ("arith.minsi", -1, 3, "i32", -1),
    ],
)
def test_binary(op: str, a: int, b: int, t: str, expected: int) -> None:
    body = _const("a", a, t) + _const("b", b, t) + f'  %r = "{op}"(%a, %b) : ({t}, {t}) -> {t}'
    assert _fold(body)["%r"] == expected


@pytest.mark.parametrize(
    ("op", "a", "b", "t"),
    [("arith.divsi", 1, 0, "i32"), ("arith.remui", 1, 0, "i32"), ("arith.shli", 1, 32, "i32"),
     ("arith.divsi", -128, -1, "i8")],
)
def test_undefined_has_no_value(op: str, a: int, b: int, t: str) -> None:
    body = _const("a", a, t) + _const("b", b, t) + f'  %r = "{op}"(%a, %b) : ({t}, {t}) -> {t}'
    assert "%r" not in _fold(body)


def test_compare_select_and_casts() -> None:
    body = (_const("a", -1, "i32") + _const("b", 5, "i32") + _const("x", 64, "index") + _const("y", 0, "index")
            + '  %lt = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1\n'
            + '  %ult = "arith.cmpi"(%a, %b) <{predicate = 6 : i64}> : (i32, i32) -> i1\n'
            + '  %s = "arith.select"(%ult, %x, %y) : (i1, index, index) -> index\n'
            + '  %t = "arith.select"(%lt, %x, %y) : (i1, index, index) -> index\n'
            + '  %w = "arith.index_cast"(%a) : (i32) -> index\n'
            + '  %u = "arith.index_castui"(%a) : (i32) -> index\n'
            + '  %n = "arith.trunci"(%x) : (index) -> i4\n')
    found = _fold(body)
    assert (found["%lt"], found["%ult"], found["%s"], found["%t"]) == (1, 0, 0, 64)
    assert (found["%w"], found["%u"], found["%n"]) == (-1, 4294967295, 0)


def test_i1_is_signed_where_the_op_is() -> None:
    body = (_const("t", 1, "i1") + _const("f", 0, "i1")
            + '  %w = "arith.extsi"(%t) : (i1) -> i32\n'
            + '  %z = "arith.extui"(%t) : (i1) -> i32\n'
            + '  %lt = "arith.cmpi"(%t, %f) <{predicate = 2 : i64}> : (i1, i1) -> i1\n'
            + '  %ult = "arith.cmpi"(%t, %f) <{predicate = 6 : i64}> : (i1, i1) -> i1\n')
    found = _fold(body)
    assert (found["%t"], found["%w"], found["%z"], found["%lt"], found["%ult"]) == (1, -1, 1, 1, 0)


def test_unknown_operand_is_left_out() -> None:
    text = ('"func.func"() <{function_type = (index) -> (), sym_name = "h"}> ({\n^bb0(%arg: index):\n'
            + _const("c", 4, "index") + '  %r = "arith.muli"(%arg, %c) : (index, index) -> index\n'
            + '  "func.return"() : () -> ()\n}) : () -> ()')
    found = fold_constants(parse(text).walk())
    assert found == {"%c": 4}
