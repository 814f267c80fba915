"""``convert-smem-to-gpu``: lower smem kernels to the upstream ``gpu`` dialect form.

After this pass the module is what MLIR 22's ``convert-gpu-to-nvvm`` expects (design §5):

- the builtin module is marked ``gpu.container_module``; every ``smem.kernel @k ... block_size =
  [x, y, z]`` becomes ``gpu.func @k(...) kernel attributes {known_block_size = array<i32: x, y,
  z>, ...}`` inside ``gpu.module @kernels`` (created where the first kernel stood, or reused when
  it exists); its ``smem.*`` attributes are kept on the ``gpu.func``;
- the smem ops inside map one to one (rewrite patterns): ``smem.return`` to ``gpu.return``,
  ``smem.async_copy`` to ``nvgpu.device_async_copy``, ``smem.async_commit`` to
  ``nvgpu.device_async_create_group`` and ``smem.async_wait {pending = N}`` to
  ``nvgpu.device_async_wait %g {numGroups = N}`` (a wait without a group takes the nearest
  dominating group token; upstream only reads ``numGroups``);
- shared memory is placed by ``passes.rewrite.workgroup_placement`` (attributions up to the static limit,
  dynamic shared memory above it), for these kernels and for ``gpu.func`` kernels already in
  upstream form;
- IREE's ``func.func`` kernels stay ``func.func``s with their workgroup alloc arena, and
  ``gpu.launch`` bodies stay in place with aligned workgroup globals (dynamic shared memory above
  the static limit), for upstream's outlining: ``passes.rewrite.form_placement``.

New ops take the locations of the ops they replace.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr, UnitAttr
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint, Rewriter

from smem_opt.passes.analysis.kernel_forms import KernelForm, survey
from smem_opt.passes.analysis.kernels import find_kernels
from smem_opt.passes.analysis.op_records import op_attr
from smem_opt.passes.heap import input_set_aside
from smem_opt.passes.options import KNOWN_TARGET, check_options, option
from smem_opt.passes.rewrite.copy_loops import copies_as_loops
from smem_opt.passes.rewrite.form_placement import place_func_kernel, place_launch_kernel
from smem_opt.passes.rewrite.host_buffers import buffers_passed_to_kernels, move_host_buffers_into_launches
from smem_opt.passes.rewrite.workgroup_placement import lower_shared_memory
from smem_opt.passes.target.carried import FROM_IR, limiting_target
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.smem_dialect import gpu, nvgpu
from smem_opt.smem_dialect import smem as sm

GPU_MODULE_NAME = "kernels"

_SMEM_OPS = tuple(sm.Smem.operations)
"""Every op of the ``smem`` dialect: none but ``smem.alloc`` (placed by
``passes.rewrite.workgroup_placement``) may stay in a converted kernel."""

@dataclass(frozen=True)
class ConvertSmemToGpuPass(ModulePass):
    """Lower smem kernels to gpu.module / gpu.func for upstream convert-gpu-to-nvvm."""

    name = "convert-smem-to-gpu"

    target: str = option(FROM_IR, KNOWN_TARGET)
    """GPU target whose shared-memory limits apply (``passes.target.targets``); unset, the chip the
    kernel's IR names (``passes.target.carried``), else the default."""

    def __post_init__(self) -> None:
        check_options(self)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        with input_set_aside(op):
            self._convert(op)

    def _convert(self, op: ModuleOp) -> None:
        # before placing each kernel's buffers (smem-coalesce may not have run)
        move_host_buffers_into_launches(op)
        buffers_passed_to_kernels(op)
        kernels = [k for k in op.walk() if isinstance(k, sm.KernelOp)]
        funcs: list[tuple[gpu.FuncOp, Operation]] = []
        if kernels:
            container = _gpu_module(op, kernels[0])
            for kernel in kernels:
                funcs.append((_convert_kernel(kernel, container), kernel))
            op.attributes["gpu.container_module"] = UnitAttr()
        converted = {f for f, _ in funcs}
        for func in op.walk():
            if isinstance(func, gpu.FuncOp) and func.is_kernel and func not in converted:
                funcs.append((func, func))
        for func, origin in funcs:
            lower_shared_memory(func, origin, limiting_target(func, self.target))
        for entry in survey(op):
            if entry.is_kernel:
                copies_as_loops(entry.op)  # a strided copy would call the host's memrefCopy
        for found in find_kernels(op):
            if found.kind == KernelForm.FUNC:
                place_func_kernel(found, limiting_target(found.op, self.target))
            elif found.kind == KernelForm.LAUNCH:
                place_launch_kernel(found, limiting_target(found.op, self.target), op)


# -- smem.kernel -> gpu.func ----------------------------------------------------------


def _gpu_module(module: ModuleOp, first_kernel: sm.KernelOp) -> gpu.ModuleOp:
    """The gpu.module that receives converted kernels (reused if it exists)."""
    for child in module.body.block.ops:
        if isinstance(child, gpu.ModuleOp) and child.sym_name.data == GPU_MODULE_NAME:
            return child
    container = gpu.ModuleOp(GPU_MODULE_NAME)
    container.location = first_kernel.location
    Rewriter.insert_op(container, InsertPoint.before(first_kernel))
    return container


def _convert_kernel(kernel: sm.KernelOp, container: gpu.ModuleOp) -> gpu.FuncOp:
    name = kernel.sym_name.data
    for existing in container.body.block.ops:
        sym = op_attr(existing, "sym_name")
        if isinstance(sym, StringAttr) and sym.data == name:
            raise SmemDiagnostic(
                f"cannot lower kernel '@{name}': gpu.module @{container.sym_name.data} "
                f"already has a symbol named '{name}'",
                kernel,
            )
    sizes = list(kernel.block_size_tuple) + [1] * (3 - len(kernel.block_size_tuple))
    region = Rewriter.move_region_contents_to_new_regions(kernel.body)
    func = gpu.FuncOp.build_kernel(
        name, list(kernel.function_type.inputs.data), region, known_block_size=sizes
    )
    if kernel.arg_attrs is not None:
        func.properties["arg_attrs"] = kernel.arg_attrs
    for key, value in kernel.attributes.items():
        func.attributes[key] = value
    func.location = kernel.location
    Rewriter.insert_op(func, InsertPoint.at_end(container.body.block))
    Rewriter.erase_op(kernel)
    PatternRewriteWalker(
        GreedyRewritePatternApplier(
            [ReturnToGpu(), AsyncCopyToNvgpu(), AsyncCommitToNvgpu(), AsyncWaitToNvgpu(func)],
            dce_enabled=False,  # the lowering changes the smem ops, and nothing else
        ),
        apply_recursively=False,
    ).rewrite_region(func.body)
    for inner in func.walk():
        if isinstance(inner, _SMEM_OPS) and not isinstance(inner, sm.AllocOp):
            raise SmemDiagnostic(f"convert-smem-to-gpu: cannot lower '{inner.name}'", inner)
    return func


def _replace(rewriter: PatternRewriter, op: Operation, new: Operation) -> None:
    new.location = op.location
    for old_res, new_res in zip(op.results, new.results):
        new_res.name_hint = old_res.name_hint
    rewriter.replace(op, new)


class ReturnToGpu(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: sm.ReturnOp, rewriter: PatternRewriter) -> None:
        _replace(rewriter, op, gpu.ReturnOp())


class AsyncCopyToNvgpu(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: sm.AsyncCopyOp, rewriter: PatternRewriter) -> None:
        _replace(
            rewriter,
            op,
            nvgpu.DeviceAsyncCopyOp(op.src, list(op.src_indices), op.dst, list(op.dst_indices), op.count),
        )


class AsyncCommitToNvgpu(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: sm.AsyncCommitOp, rewriter: PatternRewriter) -> None:
        _replace(rewriter, op, _create_group(list(op.tokens)))


@dataclass
class AsyncWaitToNvgpu(RewritePattern):
    func: gpu.FuncOp

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: sm.AsyncWaitOp, rewriter: PatternRewriter) -> None:
        group = op.group if op.group is not None else _dominating_token(op, self.func, rewriter)
        _replace(rewriter, op, nvgpu.DeviceAsyncWaitOp(group, op.pending))


def _create_group(tokens: list[SSAValue]) -> nvgpu.DeviceAsyncCreateGroupOp:
    """``nvgpu.device_async_create_group``. A commit lowers to
    ``cp.async.commit_group``, which commits every copy the thread issued since the
    last commit whatever the tokens say, so a commit whose copies sit in a loop
    (their tokens do not escape it) may list none."""
    return nvgpu.DeviceAsyncCreateGroupOp(tokens)


def _dominating_token(op: Operation, func: gpu.FuncOp, rewriter: PatternRewriter) -> SSAValue:
    """A device async token defined before ``op`` (in its block or an enclosing one).

    ``nvgpu.device_async_wait`` needs an operand, but its lowering only reads
    ``numGroups``; when none dominates, an empty group committed at kernel entry
    (which completes at once and precedes every real group) provides one.
    """
    current: Operation | None = op
    while current is not None and current is not func:
        prev = current.prev_op
        while prev is not None:
            for res in prev.results:
                if isinstance(res.type, nvgpu.DeviceAsyncTokenType):
                    return res
            prev = prev.prev_op
        current = current.parent_op()
    empty = _create_group([])
    empty.location = op.location
    rewriter.insert(empty, InsertPoint.at_start(func.body.blocks[0]))
    return empty.asyncToken




__all__ = ["ConvertSmemToGpuPass", "GPU_MODULE_NAME"]
