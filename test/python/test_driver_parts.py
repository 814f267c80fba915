"""Pieces of the driver that stand alone: the deep-stack thread the run happens in, the pieces
of ``--split-input-file`` (placed where they are in the file), the diagnostic of each error a
chunk may raise, and the kernel-run flags' checks."""

from __future__ import annotations

import argparse
import sys

import pytest

from smem_opt.tools.command_line import UsageError
from smem_opt.tools.deep_stack import RECURSION_LIMIT, call_with_deep_stack
from smem_opt.tools.input_file import read_input_bytes, split_input
from smem_opt.tools.kernel_runs import add_arguments, argument_problem
from smem_opt.tools.run_errors import ToolError, error_diagnostic, is_parse_error
from smem_opt.tools.smem_opt import build_context, parse_module


def _depth(n: int) -> int:
    return 0 if n == 0 else 1 + _depth(n - 1)


def test_the_deep_stack_holds_recursion_the_default_limit_does_not() -> None:
    deep = RECURSION_LIMIT - 1000
    assert deep > sys.getrecursionlimit()
    before = sys.getrecursionlimit()
    assert call_with_deep_stack(lambda: _depth(deep)) == deep
    assert sys.getrecursionlimit() == before
    with pytest.raises(RecursionError):
        _depth(deep)


def test_what_the_work_raises_is_raised_to_the_caller() -> None:
    def fail() -> None:
        raise KeyError("inside")

    with pytest.raises(KeyError, match="inside"):
        call_with_deep_stack(fail)


def test_split_pieces_keep_their_lines_and_columns() -> None:
    data = b"a\nb\n// -----\nc\nx // ----- y\n"
    pieces = split_input(data)
    assert [offset for _, offset in pieces] == [0, 2, 4]
    # a piece that starts inside a line (after the marker) is padded to its column there
    assert pieces[1][0] == b" " * len(b"// -----") + b"\nc\nx "
    assert pieces[2][0] == b" " * len(b"x // -----") + b" y\n"


def test_an_unreadable_input_is_a_usage_error(tmp_path) -> None:
    with pytest.raises(UsageError, match="cannot read '.*missing.mlir': No such file"):
        read_input_bytes(str(tmp_path / "missing.mlir"))
    (tmp_path / "in.mlir").write_bytes(b"x")
    assert read_input_bytes(str(tmp_path / "in.mlir")) == b"x"


def test_errors_become_diagnostics_at_their_line_in_the_whole_file() -> None:
    from xdsl.utils.exceptions import ParseError

    with pytest.raises(ParseError) as caught:
        parse_module(build_context(), "\n\n  %x = arith.constant : \n", "in.mlir")
    assert is_parse_error(caught.value)
    diag = error_diagnostic(caught.value, line_offset=10)
    assert (diag.severity, diag.file, diag.line) == ("error", "in.mlir", 13)
    tool = error_diagnostic(ToolError("mlir-opt failed:\nline two\n"))
    assert (tool.message, tool.located) == ("mlir-opt failed:\nline two", False)
    assert not is_parse_error(ToolError("x"))


def test_threads_take_a_block_shape() -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args(["--threads", "16x16"]).threads == (16, 16, 1)
    assert parser.parse_args(["--threads", "4X2x8"]).threads == (4, 2, 8)
    assert parser.parse_args(["--threads", "128"]).threads == (128, 1, 1)
    for bad in ("16x", "x16", "1x2x3x4", "-4", "a"):
        with pytest.raises(SystemExit):
            parser.parse_args(["--threads", bad])


@pytest.mark.parametrize(
    "argv, problem",
    [
        ([], None),
        (["--threads", "1024", "--blocks", "65535", "--seed", str(2**64 - 1)], None),
        (["--threads", "1025"], "--threads must be between 1 and 1024, got 1025"),
        (["--threads", "16x16"], None),
        (["--threads", "8x8x16"], None),
        (["--threads", "32x33"], "--threads must be between 1 and 1024, got 32x33x1"),
        (["--threads", "4x0x2"], "--threads must be between 1 and 1024, got 4x0x2"),
        (["--blocks", "0"], "--blocks must be between 1 and 65535, got 0"),
        (["--seed", "-1"], "--seed must be between 0 and 2^64 - 1, got -1"),
        (["--inputs", "/nonexistent/a.npy"], "--inputs: '/nonexistent/a.npy' is not a file"),
    ],
)
def test_kernel_run_flags_are_checked(argv: list[str], problem: str | None) -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert argument_problem(parser.parse_args(argv)) == problem
