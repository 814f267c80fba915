"""The benchmark's ``smem.kernel``s in IREE's form, for IREE's real passes (``bench.iree_real``).

IREE's shared-memory passes run on a ``func.func`` whose workgroup buffers are
``memref.alloc``s. ``to_iree_form`` rewrites each ``smem.kernel`` of a module into that form,
through the IR (nothing else in the kernel changes):

- ``smem.kernel @k(...) block_size = [x, y, z]`` becomes ``func.func @k(...)`` with
  ``gpu.known_block_size = array<i32: x, y, z>``; ``smem.return`` becomes ``func.return``;
- ``smem.alloc`` becomes ``memref.alloc()`` of the same type (IREE's allocations carry no
  alignment);
- the asynchronous copies become ``nvgpu`` ops as ``convert-smem-to-gpu`` lowers them
  (``device_async_copy``, ``device_async_create_group``, ``device_async_wait``).
"""

from __future__ import annotations

import re

from xdsl.dialects import func
from xdsl.dialects.builtin import DenseArrayBase, FunctionType, i32
from xdsl.dialects.memref import AllocOp
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from smem_opt.passes.rewrite.convert_smem_to_gpu import AsyncCommitToNvgpu, AsyncCopyToNvgpu, AsyncWaitToNvgpu
from smem_opt.smem_dialect import smem as sm


class _ReturnToFunc(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: sm.ReturnOp, rewriter: PatternRewriter) -> None:
        new = func.ReturnOp()
        new.location = op.location
        rewriter.replace_op(op, new)


class _AllocToMemref(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: sm.AllocOp, rewriter: PatternRewriter) -> None:
        new = AllocOp(list(op.operands), [], op.results[0].type)
        new.location = op.location
        new.results[0].name_hint = op.results[0].name_hint
        rewriter.replace_op(op, new)


def to_iree_form(text: str, name: str) -> str:
    """``text`` (a module of ``smem.kernel``s) with every kernel in IREE's ``func.func`` form."""
    from smem_opt import parse, print_module

    module = parse(text, name)
    for kernel in [op for op in module.walk() if isinstance(op, sm.KernelOp)]:
        sizes = list(kernel.block_size_tuple) + [1] * (3 - len(kernel.block_size_tuple))
        region = kernel.detach_region(kernel.body)
        fn = func.FuncOp(kernel.sym_name.data, FunctionType.from_lists(list(kernel.function_type.inputs.data), []), region)
        fn.attributes["gpu.known_block_size"] = DenseArrayBase.from_list(i32, sizes)
        fn.location = kernel.location
        block = kernel.parent_block()
        assert block is not None
        block.insert_op_before(fn, kernel)
        kernel.detach()
        kernel.erase()
        PatternRewriteWalker(
            GreedyRewritePatternApplier(
                [_ReturnToFunc(), _AllocToMemref(), AsyncCopyToNvgpu(), AsyncCommitToNvgpu(), AsyncWaitToNvgpu(fn)],  # type: ignore[arg-type]
                dce_enabled=False,
            ),
            apply_recursively=False,
        ).rewrite_region(fn.body)
    return generic_empty_groups(print_module(module))


_EMPTY_GROUP = re.compile(r"^(\s*%[\w$.-]+) = nvgpu\.device_async_create_group\s*$", re.M)


def generic_empty_groups(text: str) -> str:
    """A ``device_async_create_group`` of no tokens in generic form: in custom form MLIR 22 (and
    smem-opt) read the next line's result as its operand."""
    return _EMPTY_GROUP.sub(r'\1 = "nvgpu.device_async_create_group"() : () -> !nvgpu.device.async.token', text)


__all__ = ["generic_empty_groups", "to_iree_form"]
