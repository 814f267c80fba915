"""What ``--check`` cannot read is a "cannot run" that names the op, never a Python exception:
an enum attribute an op lacks (``predicate`` of ``llvm.icmp``, ``bin_op`` of ``llvm.atomicrmw``),
a buffer type the reference cannot give a buffer of its own. The text here is the lowered form
(generic ops) the check reads; no mlir-opt is needed."""

from __future__ import annotations

import pytest

from smem_opt.tools.check import reference
from smem_opt.tools.check.codegen import ModuleCompiler
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.mlir_text import Op, parse

LOWERED = """"builtin.module"() ({
  "gpu.module"() <{sym_name = "m"}> ({
    "llvm.func"() <{function_type = !llvm.func<void (i32, i32, !llvm.ptr<1>)>, sym_name = "k"}> ({
    ^bb0(%a: i32, %b: i32, %p: !llvm.ptr<1>):
      OP
      "llvm.return"() : () -> ()
    }) {nvvm.kernel} : () -> ()
  }) : () -> ()
}) : () -> ()
"""


def _compile(op: str) -> None:
    root = parse(LOWERED.replace("OP", op))
    (gpu_module,) = [o for o in root.walk() if o.name == "gpu.module"]
    ModuleCompiler(gpu_module).compile()


def test_an_op_with_its_enum_compiles() -> None:
    _compile('%c = "llvm.icmp"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1')
    _compile('%c = "llvm.atomicrmw"(%p, %a) <{bin_op = 1 : i64, ordering = 7 : i64}> : (!llvm.ptr<1>, i32) -> i32')


@pytest.mark.parametrize(
    ("op", "missing"),
    [
        ('%c = "llvm.icmp"(%a, %b) : (i32, i32) -> i1', "predicate"),
        ('%c = "llvm.fcmp"(%a, %b) : (i32, i32) -> i1', "predicate"),
        ('%c = "llvm.atomicrmw"(%p, %a) <{ordering = 7 : i64}> : (!llvm.ptr<1>, i32) -> i32', "bin_op"),
    ],
)
def test_an_op_without_its_enum_cannot_run(op: str, missing: str) -> None:
    with pytest.raises(CannotRun, match=f"no integer '{missing}'"):
        _compile(op)


def _alloc(result_type: str) -> Op:
    root = parse(f'"builtin.module"() ({{\n  %x = "memref.alloc"() : () -> {result_type}\n}}) : () -> ()\n')
    (alloc,) = [o for o in root.walk() if o.name == "memref.alloc"]
    return alloc


def test_a_buffer_type_the_reference_cannot_read_cannot_run() -> None:
    with pytest.raises(CannotRun, match="cannot have its own buffer"):
        reference._replace(_alloc("!foo.opaque"), [], [4], 0)


def test_a_workgroup_buffer_gets_its_own() -> None:
    edits: list[tuple[int, int, str]] = []
    name, wg = reference._replace(_alloc("memref<4xf32, #gpu.address_space<workgroup>>"), edits, [4], 0)
    assert (name, wg.replace(" ", "")) == ("%x", "memref<4xf32,#gpu.address_space<workgroup>>")
    assert len(edits) == 1
