"""Compiling the lowered module into Python: one generator function per ``llvm.func``.

Each function becomes Python source, compiled once: SSA values are local variables, each block a
branch of a dispatch loop (``bb``), block arguments are assigned in parallel at each branch, and
every op is one or a few lines given by its emitter (``tools.check.emit_llvm``,
``tools.check.emit_nvvm``). A thread runs the kernel as a generator that yields where it must
meet other threads (barriers, warp-wide ops, mbarrier waits) and gets the result sent back.
Memory ops call the run's ``Memory`` with the op's *site* (its index in ``Module.sites``, which
gives its input location). An op without an emitter makes the module ``CannotRun``.

Values: integers are unsigned Python ints of their width, floats are Python floats holding a
value of their type, pointers are integer addresses, vectors / structs / arrays are tuples.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check import runtime_ops
from smem_opt.tools.check.constants import initial_bytes
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.memory import (
    DEVICE_SPACES,
    SHARED_BASE,
    SHARED_SPACE,
    DeviceGlobal,
    SharedObject,
    shared_address,
)
from smem_opt.tools.check.mlir_text import Loc, Op, string_value, symbol_name

STEP_LIMIT = 2_000_000
"""Ops one thread may run in one run of a kernel (``tools.check.block`` bounds the block too)."""
"""Ops one thread may run before the run stops (an endless loop)."""


@dataclass
class Site:
    op_name: str
    loc: Loc | None


@dataclass
class Module:
    """A compiled ``gpu.module``: its kernels and device functions, its shared objects."""

    functions: dict[str, Callable]
    kernels: dict[str, Op]
    sites: list[Site]
    objects: list[SharedObject]
    static_size: int
    dynamic: SharedObject | None
    namespace: dict[str, Any]
    device_globals: list[DeviceGlobal] = field(default_factory=list)
    """The module's globals in device memory, in the order of their slots after the kernel's
    arguments (``Memory.device_base``)."""
    op_counts: dict[str, int] = field(default_factory=dict)
    code_ops: dict[str, list] = field(default_factory=dict)
    """File name of each function's code -> the op of each of its lines (1-based, less one)."""
    reach: dict[str, "Reach"] = field(default_factory=dict)
    """Per function: its ops that touch shared memory, the branches that guard them, its callees."""
    func_ops: dict[str, Op] = field(default_factory=dict)
    """Each defined ``llvm.func`` of the module, by symbol."""

    def coverage_sites(self, kernel: str) -> tuple[set[int], dict[int, int], dict[int, int]]:
        """The sites of the ops that touch shared memory (through a shared pointer) in ``kernel``
        and every function it may call, of the conditional branches that decide whether one of
        them runs, and of every conditional branch (with the ways each may go)."""
        shared: set[int] = set()
        guards: dict[int, int] = {}
        branches: dict[int, int] = {}
        todo, seen = [kernel], set()
        while todo:
            name = todo.pop()
            if name in seen or name not in self.reach:
                continue
            seen.add(name)
            found = self.reach[name]
            shared |= found.shared
            guards.update(found.guards)
            branches.update(found.branches)
            todo += found.callees
        return shared, guards, branches

    def op_at(self, filename: str, lineno: int) -> Op | None:
        ops = self.code_ops.get(filename)
        if ops is None or not 0 < lineno <= len(ops):
            return None
        return ops[lineno - 1]


@dataclass
class Reach:
    """What one compiled function may do to shared memory (``Module.coverage_sites``)."""

    shared: set[int] = field(default_factory=set)
    """Sites of its ops with an operand in the shared address space."""
    guards: dict[int, int] = field(default_factory=dict)
    """Sites of its conditional branches from which such an op (or a call) may be reached, with
    how many ways each may go (its distinct successors)."""
    callees: list[str] = field(default_factory=list)
    branches: dict[int, int] = field(default_factory=dict)
    """Every conditional branch of it, with how many ways it may go."""
    selects: set[int] = field(default_factory=set)
    """Sites of its scalar ``llvm.select``s whose result goes into the address of such an op:
    which bytes the access touches depends on the way they go (counted as guards, two ways)."""


Emitter = Callable[["FunctionCompiler", Op], None]
EMITTERS: dict[str, Emitter] = {}


def emitter(*names: str) -> Callable[[Emitter], Emitter]:
    def register(fn: Emitter) -> Emitter:
        for n in names:
            EMITTERS[n] = fn
        return fn

    return register


class FunctionCompiler:
    """The Python source of one function, written op by op."""

    def __init__(self, module: "ModuleCompiler", func: Op):
        self.module = module
        self.func = func
        self.names: dict[str, str] = {}
        self.lines: list[str] = []
        self.indent = 3
        self.blocks: dict[str, int] = {}
        self.block_args: dict[str, list[str]] = {}
        self.line_ops: list[Op | None] = []
        """The op each line of ``lines`` was written for."""
        self.current: Op | None = None
        self.reach = Reach()

    # -- values ------------------------------------------------------------------------------
    def v(self, ssa: str) -> str:
        local = self.names.get(ssa)
        if local is None:
            local = f"v{len(self.names)}"
            self.names[ssa] = local
        return local

    def const(self, value: Any, hint: str = "K") -> str:
        return self.module.const(value, hint)

    def site(self, op: Op) -> int:
        return self.module.site(op)

    def line(self, text: str) -> None:
        self.lines.append("    " * self.indent + text)
        self.line_ops.append(self.current)

    def out(self, op: Op, index: int = 0) -> str:
        return self.v(op.results[index])

    def arg(self, op: Op, index: int) -> str:
        return self.v(op.operands[index])

    def rtype(self, op: Op, index: int = 0) -> A.Type:
        return A.parse_type(op.result_types[index])

    def otype(self, op: Op, index: int) -> A.Type:
        return A.parse_type(op.operand_types[index])

    def cannot(self, op: Op, why: str) -> CannotRun:
        return CannotRun(why, op.loc)

    # -- control flow ----------------------------------------------------------------------------
    def jump(self, label: str, values: list[str]) -> None:
        """Go to block ``label`` passing ``values`` (SSA names) to its arguments."""
        params = self.block_args[label]
        if len(params) != len(values):
            raise CannotRun(f"branch to {label} passes {len(values)} values for {len(params)} arguments")
        if params:
            self.line(f"{', '.join(self.v(p) for p in params)}, = {', '.join(self.v(x) for x in values)},")
        self.line(f"bb = {self.blocks[label]}")
        self.line("continue")

    def _reach(self, body: list) -> None:
        """Which ops of this function touch shared memory, which branches guard them, which
        functions it calls (``Reach``): blocks with such an op or a call are the targets; a
        conditional branch guards them when one of its successors may reach one."""
        index = {(b.label or "^entry"): k for k, b in enumerate(body)}
        touches = [False] * len(body)
        succs: list[list[int]] = [[] for _ in body]
        for k, block in enumerate(body):
            for op in block.ops:
                if _accesses_memory(op.name) and any(_shared_pointer(t) for t in op.operand_types):
                    self.reach.shared.add(self.site(op))
                    touches[k] = True
                if op.name == "llvm.call":
                    callee = symbol_name(op.attr("callee"))
                    if callee is not None:
                        self.reach.callees.append(callee)
                        touches[k] = True
                succs[k] += [index[s] for s in op.successors if s in index]
        self._address_selects(body)
        reaches = list(touches)
        changed = True
        while changed:
            changed = False
            for k in range(len(body)):
                if not reaches[k] and any(reaches[j] for j in succs[k]):
                    reaches[k] = changed = True
        for k, block in enumerate(body):
            for op in block.ops:
                if op.name in ("llvm.cond_br", "llvm.switch"):
                    self.reach.branches[self.site(op)] = len(set(op.successors))
                    if any(reaches[index[s]] for s in op.successors if s in index):
                        self.reach.guards[self.site(op)] = len(set(op.successors))

    def _address_selects(self, body: list) -> None:
        """The selects an address of an op on shared memory is computed from (through any ops of
        this function, loads included: an index read from memory), as ``Reach.selects`` and guards."""
        defs = {r: op for block in body for op in block.ops for r in op.results}
        todo = [v for block in body for op in block.ops
                if _accesses_memory(op.name) and any(_shared_pointer(t) for t in op.operand_types)
                for v, t in zip(op.operands, op.operand_types) if isinstance(A.parse_type(t), A.Ptr)]
        seen: set[str] = set()
        while todo:
            value = todo.pop()
            if value in seen:
                continue
            seen.add(value)
            op = defs.get(value)
            if op is None:
                continue
            if op.name == "llvm.select" and not isinstance(self.otype(op, 0), A.Vec):
                self.reach.selects.add(self.site(op))
                self.reach.guards[self.site(op)] = 2
                self.reach.branches[self.site(op)] = 2
            todo += op.operands

    def compile(self) -> str:
        func = self.func
        body = func.regions[0].blocks if func.regions else []
        if not body:
            raise CannotRun(f"function @{symbol_name(func.attr('sym_name'))} has no body")
        for k, block in enumerate(body):
            self.blocks[block.label or "^entry"] = k
            self.block_args[block.label or "^entry"] = [a for a, _ in block.args]
        params = [self.v(a) for a, _ in body[0].args]
        name = self.module.function_name(string_value(func.attr("sym_name")) or "f")
        self.lines = []
        self.line_ops = []
        self._reach(body)
        for k, block in enumerate(body):
            self.indent = 2
            self.line(f"{'if' if k == 0 else 'elif'} bb == {k}:")
            self.indent = 3
            self.line(f"n += {len(block.ops)}")
            self.line("if n > STEP_LIMIT: raise_step_limit(T, n)")
            for op in block.ops:
                self.current = op
                self.module.count(op.name)
                fn = EMITTERS.get(op.name)
                if fn is None:
                    raise CannotRun(op.name, op.loc)
                try:
                    fn(self, op)
                except CannotRun as err:
                    if err.loc is None:
                        err.loc = op.loc
                    raise
        header = [
            f"def {name}(T, M, {', '.join(params)}{',' if params else ''}):",
            "    n = T.n",
            "    bb = 0",
            "    if False:",
            "        yield",
            "    while True:",
        ]
        self.line_ops[:0] = [None] * len(header)
        return "\n".join(header + self.lines + ["    "])


class ModuleCompiler:
    """Compiles every function of one ``gpu.module`` into one namespace."""

    def __init__(self, gpu_module: Op):
        self.gpu_module = gpu_module
        self.namespace: dict[str, Any] = {}
        self.sites: list[Site] = []
        self.site_of: dict[int, int] = {}
        self.const_of: dict[Any, str] = {}
        self.counts: dict[str, int] = {}
        self.fnames: dict[str, str] = {}
        self.defined: set[str] | None = None
        """The functions the module defines (not only declares), once asked for."""
        self.globals: dict[str, int] = {}
        """Symbol -> address of each shared global."""
        self.device_globals: list[DeviceGlobal] = []
        self.device_slot: dict[str, int] = {}
        """Symbol -> index in ``device_globals`` of each global in device memory."""
        self.objects: list[SharedObject] = []
        self.dynamic: SharedObject | None = None
        self.static_size = 0

    def count(self, name: str) -> None:
        self.counts[name] = self.counts.get(name, 0) + 1

    def const(self, value: Any, hint: str = "K") -> str:
        try:
            key = (type(value).__name__, value)
            hash(key)
        except TypeError:
            key = ("id", id(value))
        name = self.const_of.get(key)
        if name is None:
            name = f"{hint}{len(self.namespace)}"
            self.namespace[name] = value
            self.const_of[key] = name
        return name

    def site(self, op: Op) -> int:
        k = self.site_of.get(id(op))
        if k is None:
            k = len(self.sites)
            self.sites.append(Site(op.name, op.loc))
            self.site_of[id(op)] = k
        return k

    def function_name(self, symbol: str) -> str:
        if symbol not in self.fnames:
            self.fnames[symbol] = f"F{len(self.fnames)}_" + "".join(ch if ch.isalnum() else "_" for ch in symbol)
        return self.fnames[symbol]

    def layout_globals(self) -> None:
        """Place each shared global at an address aligned to its alignment and to no more; list
        the globals in device memory (generic, global or constant address space) with the bytes
        they start with."""
        offset = 0
        dynamic_op = None
        for op in self.gpu_module.regions[0].blocks[0].ops if self.gpu_module.regions else []:
            if op.name != "llvm.mlir.global":
                continue
            space = A.int_value(op.attr("addr_space"), 0)
            name = string_value(op.attr("sym_name")) or "?"
            typ = A.parse_type(op.attr("global_type") or "i8")
            linkage = op.attr("linkage") or ""
            if space in DEVICE_SPACES:
                self._device_global(op, name, typ, linkage)
                continue
            if space != SHARED_SPACE:
                raise CannotRun(f"global @{name} in address space {space}", op.loc)
            align = max(A.int_value(op.attr("alignment"), 0) or A.align_of(typ), 16)
            size = A.size_of(typ)
            if size == 0 or "external" in linkage:
                dynamic_op = (name, align)
                continue
            offset = _adversarial(offset, align)
            self.globals[name] = shared_address(len(self.objects), offset)
            self.objects.append(SharedObject(name, offset, size, align))
            offset += size + 64  # a gap: an access running off the end is out of bounds
        if dynamic_op is not None:
            name, align = dynamic_op
            offset = _adversarial(offset, align)
            self.dynamic = SharedObject(name, offset, 0, align)
            self.globals[name] = shared_address(len(self.objects), offset)  # after the static ones
        self.static_size = offset

    def _device_global(self, op: Op, name: str, typ: A.Type, linkage: str) -> None:
        if isinstance(typ, A.Other):
            raise CannotRun(f"global @{name} of type {typ.text}", op.loc)
        if "external" in linkage and op.attr("value") is None:
            raise CannotRun(f"global @{name} in device memory is defined outside the module "
                            "(what it holds is the host's)", op.loc)
        self.device_slot[name] = len(self.device_globals)
        elem: A.Type = typ
        while isinstance(elem, A.Array):
            elem = elem.elem
        self.device_globals.append(DeviceGlobal(name, initial_bytes(op, typ), op.loc, elem))

    def compile(self) -> Module:
        # cycle: the emitter modules import this one to register their emitters
        from smem_opt.tools.check import emit_intrinsics, emit_llvm, emit_nvvm  # noqa: F401

        self.layout_globals()
        self.namespace.update(runtime_ops.NAMESPACE)
        self.namespace["STEP_LIMIT"] = STEP_LIMIT
        funcs: dict[str, Callable] = {}
        kernels: dict[str, Op] = {}
        code_ops: dict[str, list] = {}
        reach: dict[str, Reach] = {}
        func_ops: dict[str, Op] = {}
        externals: set[str] = set()
        ops = self.gpu_module.regions[0].blocks[0].ops if self.gpu_module.regions else []
        for op in ops:
            if op.name != "llvm.func":
                continue
            sym = string_value(op.attr("sym_name")) or "?"
            if not op.regions or not op.regions[0].blocks:
                externals.add(sym)
                continue
            self.function_name(sym)
        for op in ops:
            if op.name != "llvm.func" or not op.regions or not op.regions[0].blocks:
                continue
            sym = string_value(op.attr("sym_name")) or "?"
            compiler = FunctionCompiler(self, op)
            code = compiler.compile()
            filename = f"<lowered @{sym}>"
            exec(compile(code, filename, "exec"), self.namespace)
            code_ops[filename] = compiler.line_ops
            reach[sym] = compiler.reach
            func_ops[sym] = op
            if "nvvm.kernel" in op.attrs or "gpu.kernel" in op.attrs:
                kernels[sym] = op
        for sym, fname in self.fnames.items():
            if fname in self.namespace:
                funcs[sym] = self.namespace[fname]
        return Module(funcs, kernels, self.sites, self.objects, self.static_size, self.dynamic,
                      self.namespace, self.device_globals, dict(self.counts), code_ops, reach, func_ops)


def _accesses_memory(name: str) -> bool:
    """Whether an op of this name reads or writes the memory its pointer operands point to (not a
    pointer computation: ``getelementptr``, casts, aggregates, ``nvvm.mapa``)."""
    return name in ("llvm.load", "llvm.store", "llvm.atomicrmw", "llvm.cmpxchg") or \
        (name.startswith(("llvm.intr.mem", "llvm.intr.masked.", "nvvm.")) and name != "nvvm.mapa")


CLUSTER_SHARED_SPACE = 7
"""LLVM's address space of shared memory addressed across a cluster (``shared::cluster``)."""


def _shared_pointer(type_text: str) -> bool:
    """Whether a value of this type points into shared memory (``!llvm.ptr<3>``, or ``<7>``:
    the shared memory of a block of the cluster)."""
    t = A.parse_type(type_text)
    return isinstance(t, A.Ptr) and t.space in (SHARED_SPACE, CLUSTER_SHARED_SPACE)


def _adversarial(offset: int, align: int) -> int:
    """The first offset >= ``offset`` that is ``align``-aligned but not ``2 * align``-aligned."""
    start = (offset + align - 1) // align * align
    if (SHARED_BASE + start) % (2 * align) == 0:
        start += align
    return start
