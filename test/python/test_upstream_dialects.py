"""The upstream dialects of smem_dialect: memory effects declared, files read as written and
printed back the same way (without mlir-opt), real kernels read as written (with mlir-opt as the
judge where installed), MLIR's name resolution, and literals."""

from __future__ import annotations

import importlib
import inspect
import math
import os
import subprocess
from pathlib import Path

import pytest
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, UnregisteredOp
from xdsl.irdl import IRDLOperation
from xdsl.traits import MemoryEffect, MemoryEffectKind, get_effects
from xdsl.utils.exceptions import ParseError

from smem_opt.tools.smem_opt import build_context, parse_module, print_module, verify_module
from smem_opt.tools.toolchain import find_mlir_opt
from bench.real_kernels import REAL_CORPUS

ROOT = Path(__file__).resolve().parents[2]
DIALECT_TESTS = sorted((ROOT / "test" / "dialect").glob("upstream-*.mlir"))
CORPUS = REAL_CORPUS
CORPUS_KERNELS = sorted(
    [*CORPUS.glob("iree/iree_*.mlir"), *CORPUS.glob("upstream/*.mlir")]
)

MODULES = (
    "smem_opt.smem_dialect.affine.index",
    "smem_opt.smem_dialect.affine.memory",
    "smem_opt.smem_dialect.affine.control",
    "smem_opt.smem_dialect.vector.shape",
    "smem_opt.smem_dialect.vector.reductions",
    "smem_opt.smem_dialect.vector.memory",
    "smem_opt.smem_dialect.vector.mask",
    "smem_opt.smem_dialect.memref.views",
    "smem_opt.smem_dialect.memref.access",
    "smem_opt.smem_dialect.scf.control",
    "smem_opt.smem_dialect.scf.parallel",
    "smem_opt.smem_dialect.nvgpu_mma",
    "smem_opt.smem_dialect.nvgpu_tma",
    "smem_opt.smem_dialect.nvgpu_tma_types",
    "smem_opt.smem_dialect.gpu.collectives",
    "smem_opt.smem_dialect.gpu.mma",
    "smem_opt.smem_dialect.gpu.host",
    "smem_opt.smem_dialect.nvvm",
    "smem_opt.smem_dialect.llvm",
    "smem_opt.smem_dialect.arith",
)


def defined_ops() -> list[type[IRDLOperation]]:
    ops: list[type[IRDLOperation]] = []
    for name in MODULES:
        module = importlib.import_module(name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if (
                issubclass(value, IRDLOperation)
                and value.__module__ == name
                and isinstance(getattr(value, "name", None), str)
                and "." in value.name
            ):
                ops.append(value)
        ops.extend(getattr(module, "SPECIAL_REGISTER_OPS", ()))
    return ops


@pytest.mark.parametrize("op", defined_ops(), ids=lambda op: op.name)
def test_every_op_declares_its_memory_behaviour(op: type[IRDLOperation]) -> None:
    assert op.get_trait(MemoryEffect) is not None, f"{op.name} declares no memory effect"


def read(text: str, name: str = "test.mlir", allow_unregistered: bool = False):
    module = parse_module(build_context(allow_unregistered), text, name)
    verify_module(module)
    return module


def first(module, name: str):
    return next(op for op in module.walk() if op.name == name)


def kinds(op) -> set[MemoryEffectKind]:
    effects = get_effects(op)
    assert effects is not None, f"{op.name} has unknown effects"
    return {e.kind for e in effects}


def test_effects_of_representative_ops() -> None:
    text = """
    func.func @f(%m: memref<16xf32, 3>, %v: vector<4xf32>, %i: index, %u: memref<*xf32>) {
      %pad = arith.constant 0.0 : f32
      %r = vector.transfer_read %m[%i], %pad : memref<16xf32, 3>, vector<4xf32>
      vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16xf32, 3>
      %c = memref.cast %m : memref<16xf32, 3> to memref<?xf32, 3>
      %s = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
      %l = affine.linearize_index [%i, %i] by (4, 4) : index
      return
    }
    """
    module = read(text)
    assert kinds(first(module, "vector.transfer_read")) == {MemoryEffectKind.READ}
    assert kinds(first(module, "vector.transfer_write")) == {MemoryEffectKind.WRITE}
    for pure in ("memref.cast", "vector.shape_cast", "affine.linearize_index"):
        assert kinds(first(module, pure)) == set()


def test_mbarrier_and_tma_effects() -> None:
    text = """
    !bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    !desc = !nvgpu.tensormap.descriptor<tensor = memref<8x8xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
    func.func @f(%d: !desc, %s: memref<8x8xf16, 3>, %i: index) {
      %b = nvgpu.mbarrier.create -> !bar
      nvgpu.mbarrier.init %b[%i], %i : !bar
      nvgpu.tma.async.load %d[%i, %i], %b[%i] to %s : !desc, !bar -> memref<8x8xf16, 3>
      return
    }
    """
    module = read(text)
    assert MemoryEffectKind.ALLOC in kinds(first(module, "nvgpu.mbarrier.create"))
    assert MemoryEffectKind.WRITE in kinds(first(module, "nvgpu.tma.async.load"))
    barrier_type = first(module, "nvgpu.mbarrier.create").results[0].type
    assert barrier_type.count == 1


@pytest.mark.parametrize("path", DIALECT_TESTS, ids=lambda p: p.name)
def test_reads_back_what_it_prints(path: Path) -> None:
    """Custom print, generic print: each reads back to the same custom print (no mlir-opt)."""
    module = read(path.read_text(), str(path))
    custom = print_module(module)
    generic = print_module(module, generic=True)
    assert print_module(read(custom)) == custom
    assert print_module(read(generic)) == custom
    assert '"vector.' not in custom and '"nvgpu.' not in custom and '"scf.' not in custom


@pytest.mark.parametrize("path", CORPUS_KERNELS, ids=lambda p: p.name)
def test_corpus_kernel_read_as_written(path: Path) -> None:
    module = read(path.read_text(), str(path))
    custom = print_module(module)
    assert print_module(read(custom)) == custom
    tool = find_mlir_opt()
    if tool is None:
        return
    reference = subprocess.run([tool, str(path)], capture_output=True, text=True, check=True)
    ours = subprocess.run([tool, "-"], input=custom, capture_output=True, text=True)
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == reference.stdout


def test_corpus_is_there_in_ci() -> None:
    if os.environ.get("CI", "").lower() == "true":
        assert CORPUS_KERNELS, f"no kernels under {CORPUS}"


TERMINATOR = """
gpu.module @m {
  gpu.func @f() {
    "terminator"() : () -> ()
  }
}
"""


def test_generic_name_is_not_completed_with_the_enclosing_dialect() -> None:
    with pytest.raises(ParseError, match="terminator is not registered"):
        read(TERMINATOR)
    module = read(TERMINATOR, allow_unregistered=True)
    op = next(op for op in module.walk() if "terminator" in op.name)
    assert op.name == "terminator"
    assert isinstance(op, UnregisteredOp)
    assert '"terminator"() : () -> ()' in print_module(module)


def test_bare_return_still_completes_with_func() -> None:
    module = read("func.func @f() {\n  return\n}\n")
    assert first(module, "func.return") is not None


def test_hexadecimal_float_elements_are_bit_patterns() -> None:
    module = read(
        "func.func @f() {\n"
        "  %0 = arith.constant dense<[0xFF800000, 1.0]> : vector<2xf32>\n"
        "  %1 = arith.constant dense<0x7C00> : vector<2xf16>\n"
        "  return\n}\n"
    )
    consts = [op for op in module.walk() if op.name == "arith.constant"]
    first_value = consts[0].properties["value"]
    second_value = consts[1].properties["value"]
    assert isinstance(first_value, DenseIntOrFPElementsAttr)
    assert isinstance(second_value, DenseIntOrFPElementsAttr)
    values = first_value.get_values()
    assert math.isinf(values[0]) and values[0] < 0 and values[1] == 1.0
    assert all(math.isinf(v) and v > 0 for v in second_value.get_values())


@pytest.mark.parametrize(
    "visibility, printed",
    [(0, "llvm.mlir.global common @g(0 : i32)"), (1, "llvm.mlir.global common hidden @g(0 : i32)"),
     (2, "llvm.mlir.global common protected @g(0 : i32)")],
)
def test_global_visibility_is_a_keyword(visibility: int, printed: str) -> None:
    generic = (
        '"builtin.module"() ({ "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, '
        'linkage = #llvm.linkage<common>, sym_name = "g", value = 0 : i32, '
        f'visibility_ = {visibility} : i64}}> ({{}}) : () -> () }}) : () -> ()'
    )
    text = print_module(read(generic))
    assert printed in text and "visibility_" not in text
    assert print_module(read(text)) == text


def test_global_visibility_out_of_range_is_refused() -> None:
    generic = (
        '"builtin.module"() ({ "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, '
        'linkage = #llvm.linkage<common>, sym_name = "g", value = 0 : i32, visibility_ = 5 : i64}> '
        "({}) : () -> () }) : () -> ()"
    )
    with pytest.raises(Exception, match=r"visibility_ is 5: expected 0 \(default\), 1 \(hidden\) or 2 \(protected\)"):
        read(generic)


@pytest.mark.parametrize(
    "name, result, message",
    [
        ("h", "memref<4xf32>", "does not reference a valid global memref"),
        ("g", "memref<8xf32>", "does not match type"),
    ],
)
def test_get_global_is_checked_by_its_own_verifier(name: str, result: str, message: str) -> None:
    """memref.get_global's rule (a memref.global of its type in the nearest symbol table) is the op
    class's verifier, as xDSL defines them: the op's own ``verify`` refuses it, with no whole-IR
    check of the reader involved."""
    from xdsl.utils.exceptions import VerifyException

    text = (f'module {{\n  memref.global "private" @g : memref<4xf32>\n  func.func @f() {{\n'
            f"    %a = memref.get_global @{name} : {result}\n    return\n  }}\n}}\n")
    module = parse_module(build_context(), text, "<get_global>")
    op = next(o for o in module.walk() if o.name == "memref.get_global")
    with pytest.raises(VerifyException, match=message):
        op.verify()
    good = parse_module(build_context(), text.replace(f"@{name} : {result}", "@g : memref<4xf32>"), "<ok>")
    next(o for o in good.walk() if o.name == "memref.get_global").verify()


def test_view_shape_rules_are_the_ops_own() -> None:
    """``memref.subview`` and ``memref.collapse_shape`` check their shapes in their own verifier
    (``smem_dialect.memref.shapes``), still xDSL's classes for everything else."""
    from xdsl.dialects import memref as xmemref
    from xdsl.utils.exceptions import VerifyException

    from smem_opt.reader.ir_io import build_context
    from smem_opt.reader.parsing import parse_module
    from smem_opt.smem_dialect.memref import CollapseShapeOp, SubviewOp

    text = """func.func @f(%a: memref<8x32xf32>) {
  %s = memref.subview %a[0, 0][4, 7][1, 1] : memref<8x32xf32> to memref<4x7xf32, strided<[32, 1]>>
  %c = memref.collapse_shape %a [[0, 1]] : memref<8x32xf32> into memref<255xf32>
  func.return
}"""
    module = parse_module(build_context(), text, "<test>")
    ops = {op.name: op for op in module.walk()}
    sub, col = ops["memref.subview"], ops["memref.collapse_shape"]
    assert isinstance(sub, SubviewOp) and isinstance(sub, xmemref.SubviewOp)
    assert isinstance(col, CollapseShapeOp) and isinstance(col, xmemref.CollapseShapeOp)
    sub.verify_()  # sizes, strides and offset agree
    with pytest.raises(VerifyException, match="result dimension 0 is 255 but its group of source dimensions holds 256"):
        col.verify_()


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('%r = "scf.if"(%c) ({\n    "scf.yield"(%x) : (f32) -> ()\n  }, {\n  }) : (i1) -> f32',
         "'scf.if' op returns 1 value but has no else region"),
        ('%r = "scf.for"(%i0, %i0, %i0, %x) ({\n  ^bb0(%i: index, %a: f32):\n    "scf.yield"(%i) : (index) -> ()\n  }) : (index, index, index, f32) -> index',
         "'scf.for' op has iter_args (f32) but results (index)"),
        ('%r = "scf.for"(%i0, %i0, %i0, %x) ({\n  ^bb0(%i: index, %a: index):\n    "scf.yield"(%x) : (f32) -> ()\n  }) : (index, index, index, f32) -> f32',
         "'scf.for' op body takes (index) after the induction variable but iter_args are (f32)"),
        ('%r = "scf.for"(%i0, %i0, %i0, %x) ({\n  ^bb0(%i: index, %a: f32):\n    "scf.yield"(%i) : (index) -> ()\n  }) : (index, index, index, f32) -> f32',
         "'scf.yield' op passes 1 value (index) but 'scf.for' expects 1 value (f32) (its iter_args)"),
        ('%r = "scf.while"(%x) ({\n  ^bb0(%a: index):\n    "scf.condition"(%c, %x) : (i1, f32) -> ()\n  }, {\n  ^bb0(%b: f32):\n    "scf.yield"(%b) : (f32) -> ()\n  }) : (f32) -> f32',
         "'scf.while' op 'before' region takes (index) but the op passes (f32)"),
        ('%r = "scf.while"(%x) ({\n  ^bb0(%a: f32):\n    "scf.condition"(%c, %a) : (i1, f32) -> ()\n  }, {\n  ^bb0(%b: index):\n    "scf.yield"(%x) : (f32) -> ()\n  }) : (f32) -> f32',
         "'scf.while' op 'after' region takes (index) but the op returns (f32)"),
        ('%r = "scf.while"(%x) ({\n  ^bb0(%a: f32):\n    "scf.condition"(%c, %a) : (i1, f32) -> ()\n  }, {\n  ^bb0(%b: f32):\n    "scf.yield"() : () -> ()\n  }) : (f32) -> f32',
         "'scf.yield' op passes 0 values () but 'scf.while' expects 1 value (f32) (the arguments of the 'before' region)"),
    ],
)
def test_region_results_are_checked_by_the_ops_own_verifiers(body: str, message: str) -> None:
    """The scf ops and their terminators check what they pass and return (MLIR's rules) in their
    own ``verify_``: each wrong pairing is a located error naming the op that has it."""
    from smem_opt.api import parse

    text = f"""func.func @f(%c: i1, %x: f32, %i0: index) {{
  {body}
  func.return
}}"""
    with pytest.raises(Exception) as caught:
        parse(text, "f.mlir")
    assert message in str(caught.value), str(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "func.func @ext(%a: i32) -> i32\n",
        '"func.func"() <{sym_name = "ext", function_type = (i32) -> i32}> ({}) : () -> ()\n',
    ],
    ids=["custom", "generic"],
)
def test_a_public_declaration_is_refused_by_func_func_itself(text: str) -> None:
    """A ``func.func`` without a body must be private (MLIR's rule): its own ``verify_`` says so
    (``smem_dialect.func``), in either form, and the op is still xDSL's class."""
    from xdsl.dialects import func as xfunc
    from xdsl.utils.exceptions import VerifyException

    from smem_opt.api import parse
    from smem_opt.smem_dialect.func import FuncOp

    with pytest.raises(Exception, match="'func.func' op symbol declaration cannot have public visibility"):
        parse(text, "f.mlir")
    private = parse(text.replace("@ext", "private @ext") if text.startswith("func") else
                    text.replace('sym_name = "ext"', 'sym_name = "ext", sym_visibility = "private"'), "f.mlir")
    (op,) = [o for o in private.walk() if o.name == "func.func"]
    assert isinstance(op, FuncOp) and isinstance(op, xfunc.FuncOp)
    op.verify_()
    op.attributes.clear()
    op.properties.pop("sym_visibility")
    with pytest.raises(VerifyException, match="symbol declaration cannot have public visibility"):
        op.verify_()
