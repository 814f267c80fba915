"""``check``: a plan against its reference, both lowered by stock ``mlir-opt`` and run here.

Both ``gpu``-dialect modules have their host-side launches outlined, every ``gpu.module`` gathered
by its full symbol path (``tools.check.units``), and their workgroup buffers made attributions
(``tools.check.reference``: the reference also gets every arena split, so that what the plan
shares is apart there), are lowered (``tools.check.lowering``) and compiled
(``tools.check.codegen``). Every kernel of the plan runs against the reference kernel of the same
path (``tools.check.execute``), under each launch the module makes of it (block size, grid,
dynamic shared memory), on several blocks of the grid (the first, the last, and both sides of every
comparison of a block id with a constant), on seeded input *draws* (``tools.check.inputs``: the
first random, later ones at the boundary values the kernel compares against, as long as an op on
shared memory has not run or a branch guarding one has not gone every way), under every schedule;
``tools.check.findings`` says what differs.

``CheckReport.findings`` are in the order found. What the check could not run is an error
(``cannot run: ...``); running no kernel is one too. ``summary`` is what a clean check prints: the
kernels by path and, for each, what ran (``KernelCoverage``): blocks of the grid, threads,
schedules, draws, and how many of its ops on shared memory ran and how many of the branches
guarding them went every way. With ``CheckOptions.coverage`` an op on shared memory that never ran
is an error.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check import findings as F
from smem_opt.tools.check.codegen import Module, ModuleCompiler
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.execute import Run, execute
from smem_opt.tools.check.forms import kernels_of_functions, subgroup_reduce_to_shuffles
from smem_opt.tools.check.inputs import Inputs, make_inputs
from smem_opt.tools.check.lowering import lower, outline_launches
from smem_opt.tools.check.mlir_text import Loc, Op, ParseFailure, parse, string_value
from smem_opt.tools.check.reference import KernelInfo, kernels, memref_parts, own_buffers
from smem_opt.tools.check.runtime_ops import SLOT_OVERFLOW
from smem_opt.tools.check.tensor_maps import descriptor_type, pointer_arguments
from smem_opt.tools.check.units import Launch, flatten, launches

SCHEDULES = ("forward", "warps-reverse", "random", "reverse")
"""Thread orders, in the order ``--schedules N`` takes them (``tools.check.block.schedule_order``)."""
MAX_BLOCKS_RUN = 8
"""Blocks of a grid run per launch at most (the first, the last, those comparisons single out)."""
MAX_CONFIGS = 8
"""Distinct launches of one kernel run at most."""
DEFAULT_BLOCK = (128, 1, 1)
"""Threads per block for a kernel nothing states a block size for (said in the clean line)."""
DEFAULT_DYNAMIC_BYTES = 227 * 1024
"""Dynamic shared memory for a kernel no launch gives any to and that records none: the most one
block may have on the chip the code is lowered for (sm_90); said in the clean line."""


@dataclass
class CheckOptions:
    threads: tuple[int, int, int] | None = None
    seed: int = 0
    schedules: int = 3
    blocks: tuple[int, int, int] | None = None
    """A grid to run whole (``--blocks``); None: the kernel's launches, ``known_grid_size``, or a
    default, and a few of its blocks."""
    draws: int = 3
    """Input draws per kernel at most (``--draws``)."""
    dynamic_bytes: int | None = None
    """Dynamic shared memory for launches that do not say (``--dynamic-smem``)."""
    coverage: bool = False
    """An op on shared memory that never ran is an error (``--check-coverage``)."""
    reference_is_plan: bool = True
    """The reference is a plan to check (no pipeline ran): all its arenas are split, dynamic
    shared memory included; else it is the input, whose own arenas run as written unless it says
    it was planned (``tools.check.reference.own_buffers``)."""


@dataclass
class KernelCoverage:
    """What ran of one kernel, for the clean line."""

    path: str
    threads: int = 0
    blocks_run: int = 0
    grid_blocks: int = 0
    grids: set[str] = field(default_factory=set)
    schedules: int = 0
    draws: int = 0
    dropped: int = 0
    """Draws not compared: the reference itself faulted or ran too long on those values."""
    shared: dict[Loc | None, bool] = field(default_factory=dict)
    """Input op (by location) that touches shared memory -> whether it ran."""
    branches: dict[Loc | None, tuple[int, int]] = field(default_factory=dict)
    """Branch guarding such an op, or select its address is computed from -> (ways it went, ways
    it has)."""
    selects: set[Loc | None] = field(default_factory=set)
    """Which of ``branches`` are selects."""
    touched: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    """Per buffer of the reference: (first, end, size) of the bytes the runs touched."""
    assumed: list[str] = field(default_factory=list)
    """What the run assumed because nothing stated it (block size, grid, dynamic bytes)."""
    launches_not_run: list[Loc | None] = field(default_factory=list)
    """Distinct launches of the kernel beyond those the check runs (``MAX_CONFIGS``)."""
    as_written: list[str] = field(default_factory=list)
    """Views of an arena the input made itself, which the reference runs as written (so the
    check compares the plan with the input's own sharing of those bytes, it does not check it)."""

    @property
    def uncovered(self) -> list[Loc | None]:
        return [loc for loc, ran in self.shared.items() if not ran]

    @property
    def one_sided(self) -> list[Loc | None]:
        return [loc for loc, (went, ways) in self.branches.items() if went < ways]

    def gaps(self) -> list[str]:
        """What of this kernel the run did not reach, for the headline."""
        found = []
        if self.uncovered:
            found.append(f"{len(self.uncovered)} op(s) on shared memory of {self.path} never ran")
        if self.one_sided:
            found.append(f"{len(self.one_sided)} {self._guards()} guarding them in {self.path} went one way only")
        if self.launches_not_run:
            found.append(f"{len(self.launches_not_run)} launch(es) of {self.path}")
        return found

    def _guards(self) -> str:
        return "branch(es) or select(s)" if self.selects else "branch(es)"

    def line(self) -> str:
        ran = sum(self.shared.values())
        every = sum(1 for went, ways in self.branches.values() if went >= ways)
        parts = [
            f"{self.blocks_run} of {self.grid_blocks} block(s) of grid{'s' if len(self.grids) > 1 else ''} "
            f"{' and '.join(sorted(self.grids))}",
            f"{self.threads} thread(s)",
            f"{self.schedules} schedule(s)",
            f"{self.draws} input draw(s)" + (f" ({self.dropped} more the input itself cannot run)" if self.dropped else ""),
            f"{ran} of {len(self.shared)} op(s) on shared memory ran"
            + (f" (never: {_locs(self.uncovered)})" if self.uncovered else ""),
            f"{every} of {len(self.branches)} {self._guards()} guarding them went every way"
            + (f" (one way only: {_locs(self.one_sided)})" if self.one_sided else ""),
        ]
        text = f"{self.path}: " + ", ".join(parts)
        partial = [f"'{name}' [{lo}, {hi}) of {size}" for name, (lo, hi, size) in sorted(self.touched.items())
                   if lo > 0 or hi < size]
        if partial:
            text += "; bytes the runs touched: " + ", ".join(partial[:6]) + (" ..." if len(partial) > 6 else "")
        if self.assumed:
            text += "; assumed: " + "; ".join(self.assumed)
        if self.launches_not_run:
            text += (f"; not checked: {len(self.launches_not_run)} more distinct launch(es) of it "
                     f"({_locs(self.launches_not_run)})")
        if self.as_written:
            text += (f"; not checked: the input's own arena ({', '.join(self.as_written[:6])}"
                     f"{' and more' if len(self.as_written) > 6 else ''}) runs as written in the reference")
        return text


def _locs(locs: list[Loc | None], most: int = 6) -> str:
    shown = [f"line {loc[1]}:{loc[2]}" if loc else "an op without location" for loc in sorted(locs, key=_loc_key)[:most]]
    return ", ".join(shown) + (f" and {len(locs) - most} more" if len(locs) > most else "")


def _loc_key(loc: Loc | None) -> tuple:
    return loc if loc is not None else ("", 0, 0)


@dataclass
class CheckReport:
    findings: list[F.Finding] = field(default_factory=list)
    covered: list[KernelCoverage] = field(default_factory=list)
    schedules: int = 0
    ops: int = 0

    @property
    def kernels(self) -> int:
        return len(self.covered)

    @property
    def threads(self) -> int:
        return sum(k.threads for k in self.covered)

    @property
    def failed(self) -> bool:
        return any(f.severity == "error" for f in self.findings)

    def summary(self) -> str:
        """The clean line: what ran, and first what was not checked (never a bare "no
        difference" where ops on shared memory, branches guarding them or launches did not run)."""
        warnings = sum(1 for f in self.findings if f.severity == "warning")
        tail = f", {warnings} warning(s) on the input" if warnings else ""
        gaps = [gap for k in self.covered for gap in k.gaps()]
        first = f"not checked: {'; '.join(gaps)}; otherwise " if gaps else ""
        head = (f"check: {first}{self.kernels} kernel(s), {self.schedules} schedule(s), {self.threads} thread(s), "
                f"{self.ops} ops run against the reference: no difference{tail}")
        return "\n".join([head, *(f"  ran {k.line()}" for k in self.covered)])


def schedule_names(count: int) -> list[str]:
    return [SCHEDULES[min(k, len(SCHEDULES) - 1)] for k in range(count)]


Compiled = dict[tuple[str, str], tuple[Module, Op]]
"""(gpu.module name, kernel name) -> the compiled module and the kernel's ``llvm.func``."""


def upstream_form(text: str) -> str:
    """What stock mlir-opt can lower: IREE's func.func kernels outlined, gpu.subgroup_reduce as
    shuffles (``tools.check.forms``)."""
    try:
        return subgroup_reduce_to_shuffles(kernels_of_functions(text))
    except ValueError as err:
        raise CannotRun(str(err)) from None


def compile_modules(text: str, what: str, failed: dict[str, CannotRun] | None = None) -> Compiled:
    """Every kernel of every gpu.module of the lowered text; shared objects named after the
    attributions they come from. A gpu.module the interpreter cannot compile is put in ``failed``
    (by its name) when given, else raises."""
    lowered = lower(pointer_arguments(text), what)
    try:
        root = parse(lowered)
    except ParseFailure as err:
        raise CannotRun(f"cannot read mlir-opt's output for the {what}: {err}") from None
    found: Compiled = {}
    infos = kernels(text)
    for gpu_module in root.walk():
        if gpu_module.name != "gpu.module":
            continue
        module_name = string_value(gpu_module.attr("sym_name")) or "?"
        try:
            module = ModuleCompiler(gpu_module).compile()
        except CannotRun as err:
            if failed is None:
                raise
            failed[module_name] = err
            continue
        names = {f"__wg_{info.name}_{k}": wg for info in infos if info.module == module_name
                 for k, wg in enumerate(info.workgroup_names)}
        for obj in module.objects:
            obj.name = names.get(obj.name, obj.name)
        for name, func in module.kernels.items():
            found[(module_name, name)] = (module, func)
    return found


def check(variant: str, reference: str, split_arena: bool, options: CheckOptions) -> CheckReport:
    """Run every kernel of ``variant`` against ``reference`` (both ``gpu``-dialect generic text)."""
    report = CheckReport(schedules=options.schedules)
    unsplit: dict[tuple[str, str], CannotRun] = {}
    as_written: dict[tuple[str, str], list[str]] = {}
    var_failed: dict[str, CannotRun] = {}
    ref_failed: dict[str, CannotRun] = {}
    try:
        var_outlined = outline_launches(upstream_form(variant), "plan")
        ref_outlined = outline_launches(upstream_form(reference), "reference")
        var_launches, ref_launches = launches(var_outlined), launches(ref_outlined)
        var_flat, ref_flat = flatten(var_outlined), flatten(ref_outlined)
        variant_text = own_buffers(var_flat.text, split_arena=False)
        reference_text = own_buffers(ref_flat.text, split_arena=split_arena, reference_is_plan=options.reference_is_plan,
                                     errors=unsplit, as_written=as_written)
        infos = kernels(variant_text, var_flat.paths)
        ref_infos = {i.path: i for i in kernels(reference_text, ref_flat.paths)}
        var_modules = compile_modules(variant_text, "plan", var_failed)
        ref_modules = compile_modules(reference_text, "reference", ref_failed)
    except CannotRun as err:
        report.findings.append(F.Finding("error", err.loc, f"cannot run: {err.message}"))
        return report
    except ParseFailure as err:
        report.findings.append(F.Finding("error", None, f"cannot run: cannot read the module: {err}"))
        return report
    if not infos:
        report.findings.append(F.Finding("error", None, "cannot run: the module has no kernel to run (a gpu.func "
                                         "kernel, in any module, or the body of a gpu.launch): nothing was checked"))
        return report
    for info in infos:
        try:
            ref_info = ref_infos.get(info.path)
            if ref_info is None:
                raise CannotRun(f"the reference has no kernel {info.path}")
            if (ref_info.module, ref_info.name) in unsplit:
                raise unsplit[(ref_info.module, ref_info.name)]
            for failed, which in ((var_failed, info.module), (ref_failed, ref_info.module)):
                if which in failed:
                    raise failed[which]
            var = var_modules.get((info.module, info.name))
            ref = ref_modules.get((ref_info.module, ref_info.name))
            if var is None or ref is None:
                raise CannotRun("mlir-opt's output has no such kernel")
            _check_kernel(report, info, ref_info, var, ref, options,
                          [la for la in var_launches if la.kernel == info.path],
                          [la for la in ref_launches if la.kernel == info.path],
                          as_written.get((ref_info.module, ref_info.name), []))
        except CannotRun as err:
            report.findings.append(F.Finding("error", err.loc or info.loc, f"cannot run {info.path}: {err.message}"))
    return report


# -- how a kernel is launched -----------------------------------------------------------------


@dataclass(frozen=True)
class Config:
    """One way the kernel runs: its block, its grid and the blocks of it to run, its dynamic
    shared memory in the plan and in the reference."""

    block: tuple[int, int, int]
    grid: tuple[int, int, int]
    block_ids: tuple[tuple[int, int, int], ...]
    var_dynamic: int
    ref_dynamic: int
    assumed: tuple[str, ...] = ()
    arguments: tuple[tuple[int, int], ...] = ()
    """Kernel arguments the launch fixes: (position, value)."""


def _dims(text: str | None) -> tuple[int, int, int] | None:
    if not text:
        return None
    dims = A.int_array(text) + [1, 1, 1]
    return (dims[0], dims[1], dims[2])


def _read_dims(func: Op, what: str) -> set[int]:
    """The dimensions (0, 1, 2) of the special register ``what`` (``ctaid``, ``nctaid``) the
    lowered kernel reads."""
    found = set()
    for op in func.walk():
        if op.name.startswith(f"nvvm.read.ptx.sreg.{what}."):
            found.add("xyz".index(op.name[-1]))
    return found


def _configs(info: KernelInfo, ref_info: KernelInfo, var_func: Op, var_launches: list[Launch],
             ref_launches: list[Launch], options: CheckOptions, block_constants: dict[int, set[int]],
             ) -> tuple[list[Config], list[Loc | None]]:
    seen: list[Launch | None] = []
    for found in var_launches:  # distinct in everything the run takes from the launch
        key = (found.block, found.grid, found.dynamic_bytes, found.arguments)
        if all(key != (s.block, s.grid, s.dynamic_bytes, s.arguments) for s in seen if s is not None):
            seen.append(found)
    configs = []
    for launch in (seen or [None])[:MAX_CONFIGS]:
        assumed: list[str] = []
        block = options.threads or (launch.block if launch else None) or info.block or \
            _dims(var_func.attrs.get("gpu.known_block_size") or var_func.attrs.get("nvvm.reqntid"))
        if block is None:
            block = DEFAULT_BLOCK
            assumed.append(f"block {_shape(block)} (nothing states one: --threads)")
        grid = options.blocks or (launch.grid if launch else None) or _dims(info.attrs.get("known_grid_size")) or \
            _dims(var_func.attrs.get("gpu.known_grid_size"))
        if grid is None:
            read = _read_dims(var_func, "ctaid") | _read_dims(var_func, "nctaid")
            grid = (2 if 0 in read else 1, 2 if 1 in read else 1, 2 if 2 in read else 1)
            if read:
                assumed.append(f"grid {_shape(grid)} (nothing states one: --blocks)")
        var_dynamic = launch.dynamic_bytes if launch is not None and launch.dynamic_bytes is not None else None
        unknown = ""  # the launch gives bytes its host does not compute from constants
        if var_dynamic is None and launch is not None:
            unknown = f"for the launch at {_locs([launch.loc])} " if launch.loc else "for a launch "
        if var_dynamic is None:
            var_dynamic = info.dynamic_bytes if info.dynamic_bytes is not None else options.dynamic_bytes
            if var_dynamic is not None and unknown and _uses_dynamic(var_func):
                assumed.append(f"{var_dynamic} bytes of dynamic shared memory {unknown}(its host does not compute "
                               "them from constants)")
        if var_dynamic is None:
            var_dynamic = DEFAULT_DYNAMIC_BYTES
            if _uses_dynamic(var_func):
                why = f"{unknown}(its host does not compute them from constants" if unknown else \
                    "(nothing states how many"
                assumed.append(f"{DEFAULT_DYNAMIC_BYTES} bytes of dynamic shared memory {why}: --dynamic-smem)")
        cluster = _cluster_size(var_func, launch)
        if cluster != (1, 1, 1):
            where = f" at {_locs([launch.loc])}" if launch is not None and launch.loc else ""
            raise CannotRun(f"a launch in clusters of {_shape(cluster) if cluster else 'a run-time number of'} blocks"
                            f"{where}: the check runs each block as a cluster of one", launch.loc if launch else None)
        if _uses_cluster(var_func):
            assumed.append("clusters of one block (nothing states a cluster size)")
        if any(descriptor_type(t) is not None for t in info.arg_types):
            assumed.append("tensor maps the check makes (each over a tensor of twice its box, tile mode)")
        ref_launch = next((la for la in ref_launches if la.block == (launch.block if launch else None)), None) or \
            next(iter(ref_launches), None)
        ref_candidates = [x for x in (ref_launch.dynamic_bytes if ref_launch else None, ref_info.dynamic_bytes) if x is not None]
        ref_dynamic = max(ref_candidates) if ref_candidates else (
            options.dynamic_bytes if options.dynamic_bytes is not None else DEFAULT_DYNAMIC_BYTES)
        ids = _block_ids(grid, block_constants, whole=options.blocks is not None)
        configs.append(Config(block, grid, ids, var_dynamic, ref_dynamic, tuple(assumed),
                              launch.arguments if launch else ()))
    skipped = [la.loc for la in seen[MAX_CONFIGS:] if la is not None]
    return configs, skipped


def _cluster_size(func: Op, launch: Launch | None) -> tuple[int, int, int] | None:
    """The blocks of a cluster the kernel runs in: the launch's, else the kernel's own
    ``nvvm.cluster_dim``; (1, 1, 1) when neither gives one; None when not a constant."""
    if launch is not None and launch.cluster_given:
        return launch.cluster
    return _dims(func.attrs.get("nvvm.cluster_dim")) or (1, 1, 1)


def _uses_cluster(func: Op) -> bool:
    """Whether the lowered kernel reads its place in a cluster or reaches into another block's
    shared memory."""
    return any(op.name == "nvvm.mapa" or op.name.startswith(("nvvm.read.ptx.sreg.cluster", "nvvm.read.ptx.sreg.nclusterid"))
               for op in func.walk())


def _uses_dynamic(func: Op) -> bool:
    return any(op.name == "llvm.mlir.addressof" and "__dynamic_shmem" in (op.attr("global_name") or "")
               for op in func.walk())


def _shape(dims: tuple[int, int, int]) -> str:
    return "x".join(str(d) for d in dims)


def _block_ids(grid: tuple[int, int, int], constants: dict[int, set[int]], whole: bool) -> tuple[tuple[int, int, int], ...]:
    """The blocks of ``grid`` to run: all of them when ``whole``; else per dimension the first,
    the last and each side of every constant a block id is compared with, at most
    ``MAX_BLOCKS_RUN`` in all."""
    if whole:
        return tuple((x, y, z) for z in range(grid[2]) for y in range(grid[1]) for x in range(grid[0]))
    per_dim = []
    for d in range(3):
        g = grid[d]
        wanted = {0, g - 1}
        for c in constants.get(d, ()):
            wanted |= {v for v in (c - 1, c, c + 1) if 0 <= v < g}
        per_dim.append(sorted(wanted))
    while len(per_dim[0]) * len(per_dim[1]) * len(per_dim[2]) > MAX_BLOCKS_RUN:
        d = max(range(3), key=lambda k: len(per_dim[k]))
        values = per_dim[d]
        per_dim[d] = values[: len(values) // 2] + [values[-1]] if len(values) > 2 else values[:1]
    return tuple((x, y, z) for z in per_dim[2] for y in per_dim[1] for x in per_dim[0])


def _comparisons(module: Module, func: Op, funcs: dict[str, Op]) -> tuple[dict[int, set[int]], list[int]]:
    """The constants the kernel (and what it calls) compares with: by block-id dimension for
    values computed from a block id, and all of them (for the input draws)."""
    by_dim: dict[int, set[int]] = {}
    every: set[int] = set()
    todo, seen = [func], set()
    while todo:
        fn = todo.pop()
        if id(fn) in seen:
            continue
        seen.add(id(fn))
        constants: dict[str, int] = {}
        derived: dict[str, set[int]] = {}
        ops = list(fn.walk())
        for op in ops:
            if op.name == "llvm.mlir.constant" and op.results:
                value = A.int_value(op.attr("value"))
                if value is not None:
                    constants[op.results[0]] = value
            elif op.name.startswith("nvvm.read.ptx.sreg.ctaid.") and op.results:
                derived[op.results[0]] = {"xyz".index(op.name[-1])}
            elif op.results and op.name not in ("llvm.load", "llvm.call"):
                dims = set().union(*(derived.get(x, set()) for x in op.operands))
                if dims:
                    for r in op.results:
                        derived[r] = dims
            if op.name == "llvm.icmp" and len(op.operands) == 2:
                a, b = op.operands
                for mine, other in ((a, b), (b, a)):
                    if other in constants:
                        c = _signed(constants[other], op.operand_types[0])
                        every.add(c)
                        for d in derived.get(mine, ()):
                            by_dim.setdefault(d, set()).add(c)
            if op.name == "llvm.call":
                callee = op.attr("callee")
                if callee and callee.strip().lstrip("@") in funcs:
                    todo.append(funcs[callee.strip().lstrip("@")])
    return by_dim, sorted(every)[:64]


def _signed(value: int, type_text: str) -> int:
    t = A.parse_type(type_text)
    if isinstance(t, A.Int) and t.width > 1 and value >= 1 << (t.width - 1):
        return value - (1 << t.width)
    return value


# -- running one kernel -----------------------------------------------------------------------


def _check_kernel(report: CheckReport, info: KernelInfo, ref_info: KernelInfo, var: tuple[Module, Op],
                  ref: tuple[Module, Op], options: CheckOptions, var_launches: list[Launch],
                  ref_launches: list[Launch], as_written: list[str]) -> None:
    var_module, var_func = var
    ref_module, _ = ref
    block_constants, compared = _comparisons(var_module, var_func, var_module.func_ops)
    configs, skipped = _configs(info, ref_info, var_func, var_launches, ref_launches, options, block_constants)
    shared_sites, guard_sites, all_branches = var_module.coverage_sites(info.name)
    coverage = KernelCoverage(info.path, schedules=options.schedules)
    coverage.launches_not_run = skipped
    if as_written:
        coverage.as_written = as_written
    ran: set[int] = set()
    ways: dict[int, int] = {}
    out = F.Collector(info.name)
    # the buffers of the reference, each an object of its own (not the dynamic bytes, not mbarriers'
    # or other globals upstream's lowering makes)
    skip_objects = {o.name for o in ref_module.objects if o.name.startswith("__")}
    if ref_module.dynamic is not None:
        skip_objects.add(ref_module.dynamic.name)
    # a dynamic dimension is tried at two sizes at least (a loop over it runs once at the first)
    least = 2 if any((parts := memref_parts(t)) is not None and None in parts[0] for t in info.arg_types) else 1
    for config in configs:
        coverage.threads = max(coverage.threads, config.block[0] * config.block[1] * config.block[2])
        coverage.blocks_run += len(config.block_ids)
        coverage.grid_blocks += config.grid[0] * config.grid[1] * config.grid[2]
        coverage.grids.add(_shape(config.grid))
        coverage.assumed += [a for a in config.assumed if a not in coverage.assumed]
        for draw in range(max(1, options.draws)):
            inputs = make_inputs(info, options.seed, draw, compared, dict(config.arguments))
            compared_runs: list[Run] = []
            dropped = False
            for k, schedule in enumerate(schedule_names(options.schedules)):
                seed = options.seed * 1009 + k + 7 * draw
                ref_run = execute(ref_module, ref_info.name, inputs, config.block, config.grid, schedule, seed,
                                  config.ref_dynamic, list(config.block_ids))
                if (outgrown := _slot_overflow(ref_run)) is not None:
                    if draw == 0:
                        raise CannotRun(f"no independent reference: {outgrown}")
                    dropped = True  # no chip holds the buffer: the input cannot run on these values
                    break
                for name, (lo, hi, size) in ref_run.touched(skip_objects).items():
                    was = coverage.touched.get(name)
                    coverage.touched[name] = (lo, hi, size) if was is None else (min(lo, was[0]), max(hi, was[1]), size)
                if (stop := ref_run.step_limit()) is not None:
                    if draw == 0:
                        raise CannotRun(f"the reference is too long to run here ({stop})")
                    dropped = True
                    break
                if draw > 0 and _misbehaves(ref_run):
                    dropped = True  # the input itself is undefined on these values: nothing to compare
                    break
                var_run = execute(var_module, info.name, inputs, config.block, config.grid, schedule, seed,
                                  config.var_dynamic, list(config.block_ids))
                report.ops += ref_run.ops + var_run.ops
                F.report_run(out, ref_run, None, own=True)
                F.report_run(out, var_run, ref_run, own=False)
                F.compare_reads(out, ref_run, var_run)
                if ref_run.finished and var_run.finished:
                    F.compare_outputs(out, ref_run, var_run, inputs, info.loc)
                compared_runs.append(var_run)
                if out.errors:
                    break
            if dropped:
                coverage.dropped += 1
            else:
                coverage.draws += 1
                for run in compared_runs:
                    ran |= run.ran_shared()
                    for site, bits in run.ways().items():
                        ways[site] = ways.get(site, 0) | bits
            # more draws while an op on shared memory has not run or any branch has not gone
            # every way (a guard of a division, of a store to the output, ...)
            if out.errors or coverage.draws >= least and _complete(shared_sites, all_branches, ran, ways):
                break
        if out.errors:
            break
    _record_coverage(coverage, var_module, shared_sites, guard_sites, ran, ways)
    if options.coverage and not out.errors:
        for loc in skipped:
            out.add(("launch-not-run", loc), "error", loc, f"this launch was not run (the check runs {MAX_CONFIGS} "
                    "distinct launches of a kernel at most), so the check says nothing about it (--check-coverage)")
        for loc in coverage.uncovered:
            out.add(("uncovered", loc), "error", loc, "this op on shared memory never ran (no block, draw or schedule "
                    "reached it), so the check says nothing about it (--check-coverage)")
    report.findings.extend(out.findings)
    report.covered.append(coverage)


def _slot_overflow(run: Run) -> str | None:
    """Why the reference stopped, if a run-time-sized buffer outgrew the slot it was given."""
    for b in run.blocks:
        for fault in b.memory.faults.values():
            if fault.kind == SLOT_OVERFLOW:
                return fault.detail
    return None


def _misbehaves(run: Run) -> bool:
    """Whether a run of the reference faulted, raced, deadlocked or stopped."""
    return not run.finished or any(b.memory.faults or b.memory.races for b in run.blocks)


def _complete(shared: set[int], guards: dict[int, int], ran: set[int], ways: dict[int, int]) -> bool:
    return shared <= ran and all(bin(ways.get(site, 0)).count("1") >= n for site, n in guards.items())


def _record_coverage(coverage: KernelCoverage, module: Module, shared: set[int], guards: dict[int, int],
                     ran: set[int], ways: dict[int, int]) -> None:
    """Coverage by input op: an op ran when one of the lowered ops it became ran."""
    for site in shared | {s for s in ran if 0 <= s < len(module.sites)}:
        loc = module.sites[site].loc
        coverage.shared[loc] = coverage.shared.get(loc, False) or site in ran
    by_loc: dict[Loc | None, list[int]] = {}
    for site in guards:
        by_loc.setdefault(module.sites[site].loc, []).append(site)
    for loc, sites in by_loc.items():
        went = min(bin(ways.get(s, 0)).count("1") for s in sites)
        need = min(guards[s] for s in sites)
        coverage.branches[loc] = (went, need)
        if any(module.sites[s].op_name == "llvm.select" for s in sites):
            coverage.selects.add(loc)


@dataclass
class KernelRun:
    """One kernel run once on seeded inputs (``simulate``)."""

    info: KernelInfo
    inputs: Inputs
    run: Run
    block: tuple[int, int, int]

    def output(self, name: str) -> bytes:
        """The bytes of memref argument ``name`` (``%A``) after the run."""
        for arg in self.inputs.memrefs:
            if arg.name == name:
                return bytes(self.run.globals[arg.buffer])
        raise KeyError(name)


def _block_of(info: KernelInfo, func: Op, options: CheckOptions) -> tuple[int, int, int]:
    if options.threads is not None:
        return options.threads
    if info.block is not None:
        return info.block
    for key in ("gpu.known_block_size", "nvvm.reqntid"):
        dims = _dims(func.attr(key))
        if dims is not None:
            return dims
    raise CannotRun(f"kernel @{info.name} does not say its block size: give --threads")


def simulate(gpu_text: str, options: CheckOptions, schedule: str = "random",
             inputs_for: Callable[[KernelInfo], Inputs] | None = None) -> list[KernelRun]:
    """Each kernel of ``gpu_text`` (``gpu``-dialect generic text) run once, lowered by mlir-opt,
    on seeded random inputs (or ``inputs_for(kernel)``) under one schedule (``random``: seeded by
    ``options.seed``), on every block of ``options.blocks`` (one block when None).
    ``options.threads`` equal to a kernel's whole declared block keeps the block's shape. What
    cannot run raises ``CannotRun`` naming the kernel, at its location when the cause has none."""
    flat = flatten(outline_launches(upstream_form(gpu_text), "module"))
    text = own_buffers(flat.text, split_arena=False)
    modules = compile_modules(text, "module")
    runs = []
    grid = options.blocks or (1, 1, 1)
    for info in kernels(text, flat.paths):
        if (info.module, info.name) not in modules:
            continue
        module, func = modules[(info.module, info.name)]
        declared = info.block
        threads = options.threads
        try:
            if declared is not None and threads is not None and threads[0] * threads[1] * threads[2] == (
                    declared[0] * declared[1] * declared[2]):
                block = declared
            else:
                block = _block_of(info, func, options)
            inputs = inputs_for(info) if inputs_for is not None else make_inputs(info, options.seed)
            dynamic = info.dynamic_bytes if info.dynamic_bytes is not None else (
                options.dynamic_bytes if options.dynamic_bytes is not None else DEFAULT_DYNAMIC_BYTES)
            run = execute(module, info.name, inputs, block, grid, schedule, options.seed, dynamic)
        except CannotRun as err:
            raise CannotRun(f"{info.path}: {err.message}", err.loc or info.loc) from None
        runs.append(KernelRun(info, inputs, run, block))
    return runs
