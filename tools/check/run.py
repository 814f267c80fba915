"""``check``: a plan against its reference, both lowered by stock ``mlir-opt`` and run here.

Both ``gpu``-dialect modules get their workgroup buffers as attributions
(``tools.check.reference``; the reference also its arena split when asked), are lowered
(``tools.check.lowering``), compiled (``tools.check.codegen``) and each kernel of the plan is
run under every schedule on the same seeded inputs, reference first (``tools.check.execute``);
``tools.check.findings`` says what differs. ``CheckReport.findings`` are in the order found;
``summary`` is the one line a clean check prints.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from smem_opt.tools.check import findings as F
from smem_opt.tools.check.codegen import Module, ModuleCompiler
from smem_opt.tools.check.execute import Run, execute
from smem_opt.tools.check.inputs import Inputs, make_inputs
from smem_opt.tools.check.lowering import lower, outline_launches
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.mlir_text import ParseFailure, parse
from smem_opt.tools.check.reference import KernelInfo, kernels, own_buffers
from smem_opt.tools.check import attrs as A

SCHEDULES = ("forward", "reverse", "random")


@dataclass
class CheckOptions:
    threads: tuple[int, int, int] | None = None
    seed: int = 0
    schedules: int = 3
    blocks: tuple[int, int, int] = (1, 1, 1)


@dataclass
class CheckReport:
    findings: list[F.Finding] = field(default_factory=list)
    kernels: int = 0
    schedules: int = 0
    threads: int = 0
    ops: int = 0

    @property
    def failed(self) -> bool:
        return any(f.severity == "error" for f in self.findings)

    def summary(self) -> str:
        warnings = sum(1 for f in self.findings if f.severity == "warning")
        tail = f", {warnings} warning(s) on the input" if warnings else ""
        return (f"check: {self.kernels} kernel(s), {self.schedules} schedule(s), {self.threads} thread(s), "
                f"{self.ops} ops run against the reference: no difference{tail}")


def schedule_names(count: int) -> list[str]:
    return [SCHEDULES[min(k, len(SCHEDULES) - 1)] for k in range(count)]


def compile_modules(text: str, what: str) -> dict[str, tuple[Module, object]]:
    """Kernel name -> (compiled module, its llvm.func) for every gpu.module of the lowered text;
    shared objects named after the attributions they come from."""
    lowered = lower(text, what)
    try:
        root = parse(lowered)
    except ParseFailure as err:
        raise CannotRun(f"cannot read mlir-opt's output for the {what}: {err}") from None
    found: dict[str, tuple[Module, object]] = {}
    for gpu_module in root.walk():
        if gpu_module.name != "gpu.module":
            continue
        module = ModuleCompiler(gpu_module).compile()
        for name, func in module.kernels.items():
            found[name] = (module, func)
    names = {f"__wg_{info.name}_{k}": wg for info in kernels(text) for k, wg in enumerate(info.workgroup_names)}
    for module, _ in found.values():
        for obj in module.objects:
            obj.name = names.get(obj.name, obj.name)
    return found


def check(variant: str, reference: str, split_arena: bool, options: CheckOptions) -> CheckReport:
    """Run every kernel of ``variant`` against ``reference`` (both ``gpu``-dialect generic text)."""
    report = CheckReport()
    try:
        variant_text = own_buffers(outline_launches(variant, "plan"), split_arena=False)
        reference_text = own_buffers(outline_launches(reference, "reference"), split_arena=split_arena)
        infos = kernels(variant_text)
        var_modules = compile_modules(variant_text, "plan")
        ref_modules = compile_modules(reference_text, "reference")
    except CannotRun as err:
        report.findings.append(F.Finding("error", err.loc, f"cannot run: {err.message}"))
        return report
    except ParseFailure as err:
        report.findings.append(F.Finding("error", None, f"cannot run: cannot read the module: {err}"))
        return report
    for info in infos:
        if info.name not in var_modules:
            continue
        try:
            _check_kernel(report, info, var_modules[info.name], ref_modules.get(info.name), options)
        except CannotRun as err:
            report.findings.append(F.Finding("error", err.loc or info.loc, f"cannot run @{info.name}: {err.message}"))
    return report


def _block_of(info: KernelInfo, func, options: CheckOptions) -> tuple[int, int, int]:
    if options.threads is not None:
        return options.threads
    if info.block is not None:
        return info.block

    for key in ("gpu.known_block_size", "nvvm.reqntid"):
        raw = func.attr(key)
        if raw:
            dims = A.int_array(raw) + [1, 1, 1]
            return (dims[0], dims[1], dims[2])
    raise CannotRun(f"kernel @{info.name} does not say its block size: give --threads")


def _check_kernel(report: CheckReport, info: KernelInfo, var, ref, options: CheckOptions) -> None:
    if ref is None:
        raise CannotRun(f"the reference has no kernel @{info.name}")
    var_module, var_func = var
    ref_module, ref_func = ref
    block = _block_of(info, var_func, options)
    inputs = make_inputs(info, options.seed)
    out = F.Collector(info.name)
    for k, schedule in enumerate(schedule_names(options.schedules)):
        seed = options.seed * 1009 + k
        ref_run = execute(ref_module, info.name, inputs, block, options.blocks, schedule, seed,
                          _dynamic_bytes(ref_func, info))
        if (stop := ref_run.step_limit()) is not None:
            raise CannotRun(f"the reference is too long to run here ({stop})")
        var_run = execute(var_module, info.name, inputs, block, options.blocks, schedule, seed,
                          _dynamic_bytes(var_func, info))
        report.ops += ref_run.ops + var_run.ops
        F.report_run(out, ref_run, None, own=True)
        F.report_run(out, var_run, ref_run, own=False)
        F.compare_reads(out, ref_run, var_run)
        if ref_run.finished and var_run.finished:
            F.compare_outputs(out, ref_run, var_run, inputs, info.loc)
        if out.errors:
            break
    report.findings.extend(out.findings)
    report.kernels += 1
    report.schedules = max(report.schedules, options.schedules)
    report.threads += block[0] * block[1] * block[2]


def _dynamic_bytes(func, info: KernelInfo) -> int | None:
    """The dynamic shared memory a lowered kernel records it needs (``smem.dynamic_shared_memory_bytes``)."""
    return A.int_value(func.attr("smem.dynamic_shared_memory_bytes"))


@dataclass
class KernelRun:
    """One kernel run once on seeded inputs (``simulate``)."""

    info: KernelInfo
    inputs: "object"
    run: Run
    block: tuple[int, int, int]

    def output(self, name: str) -> bytes:
        """The bytes of memref argument ``name`` (``%A``) after the run."""
        for arg in self.inputs.memrefs:  # type: ignore[attr-defined]
            if arg.name == name:
                return bytes(self.run.globals[arg.buffer])
        raise KeyError(name)


def simulate(gpu_text: str, options: CheckOptions, schedule: str = "random",
             inputs_for: Callable[[KernelInfo], Inputs] | None = None) -> list[KernelRun]:
    """Each kernel of ``gpu_text`` (``gpu``-dialect generic text) run once, lowered by mlir-opt,
    on seeded random inputs (or ``inputs_for(kernel)``) under one schedule (``random``: seeded by
    ``options.seed``). ``options.threads`` equal to a kernel's whole declared block keeps the
    block's shape. What cannot run raises ``CannotRun`` naming the kernel, at its location when
    the cause has none."""
    text = own_buffers(outline_launches(gpu_text, "module"), split_arena=False)
    modules = compile_modules(text, "module")
    runs = []
    for info in kernels(text):
        if info.name not in modules:
            continue
        module, func = modules[info.name]
        declared = info.block
        threads = options.threads
        try:
            if declared is not None and threads is not None and threads[0] * threads[1] * threads[2] == (
                    declared[0] * declared[1] * declared[2]):
                block = declared
            else:
                block = _block_of(info, func, options)
            inputs = inputs_for(info) if inputs_for is not None else make_inputs(info, options.seed)
            run = execute(module, info.name, inputs, block, options.blocks, schedule, options.seed,
                          _dynamic_bytes(func, info))
        except CannotRun as err:
            raise CannotRun(f"@{info.name}: {err.message}", err.loc or info.loc) from None
        runs.append(KernelRun(info, inputs, run, block))
    return runs
