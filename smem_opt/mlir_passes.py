"""smem-opt's passes inside upstream MLIR's own ``PassManager`` (MLIR 22's Python bindings).

    from smem_opt.mlir_passes import load_mlir, smem_coalesce, convert_smem_to_gpu

    ir, passmanager = load_mlir()
    with ir.Context() as ctx:
        module = ir.Module.parse(text)
        pm = passmanager.PassManager.parse("builtin.module(canonicalize)")
        plan = smem_coalesce(insert_barriers=True)
        pm.add(plan)
        pm.add("cse")
        pm.run(module.operation)        # module now holds the planned kernels
        plan.plans                      # the KernelPlans of the run (the Python API's objects)

Each factory (``smem_coalesce``, ``smem_verify_plan``, ``convert_smem_to_gpu``,
``smem_to_nvvm_ready``, or ``smem_pass("any,smem-opt,pipeline")``) gives an ``SmemPass``:
a callable that ``PassManager.add`` takes. It runs on the module MLIR hands it, in MLIR's own
context: the module's text goes through smem-opt's passes (on xDSL's IR, as the driver runs
them; values keep the names MLIR's printer gives them, so reports name buffers as mlir-opt
does), and the result replaces the module's body and attributes in place, so the same module
object holds the planned kernels and the upstream passes after it continue from there.
Every op and block argument keeps the location MLIR gave it, of every kind (file, name, fused,
call site, unknown); ops a pass makes take the location of the op they were made for.

A bad pass name or option raises ``OptionError`` (exported from ``smem_opt``, a ``ValueError``)
when the pass is made, before the ``PassManager`` runs anything. An error of a run is an MLIR
diagnostic at the op's own location and fails the pass, as in any MLIR pass (``pm.run`` raises
``MLIRError`` with it); warnings and remarks go to stderr as ``file:line:col: warning: ...`` at
the op's MLIR location (the bindings emit errors only).
``load_mlir`` imports the bindings (``xtc-mlir-python-bindings``, the ``mlir`` extra) after
loading the ``libLLVM.so`` they need (``tools.toolchain.find_libllvm``).
"""

from __future__ import annotations

import ctypes
import os
import re
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from xdsl.dialects.builtin import FileLineColLoc

from smem_opt.passes.kernel_plan import KernelPlan
from smem_opt.passes.pipelines import run_pass
from smem_opt.reader.diagnostics import diagnostic_handler, op_file_line_col, print_stderr
from smem_opt.reader.ir_io import build_context, print_module, read_input
from smem_opt.reader.parsing import verify_module
from smem_opt.tools.command_line import build_pipeline
from smem_opt.tools.run_errors import CHUNK_ERRORS, error_diagnostic
from smem_opt.tools.toolchain import extra_install_command, find_libllvm

TEXT_NAME = "<mlir-pass-manager>"
"""The name the module's text is read under (its locations are then mapped back)."""


def load_mlir() -> tuple[ModuleType, ModuleType]:
    """``(mlir.ir, mlir.passmanager)``, with ``libLLVM.so`` loaded first (the bindings' import fails
    without it). Raises ``ImportError`` naming what to install when either is missing."""
    library = find_libllvm()
    if library is None:
        raise ImportError(f"libLLVM.so of LLVM 22 not found: {extra_install_command('mlir')}")
    ctypes.CDLL(library, mode=os.RTLD_NOW | os.RTLD_GLOBAL)
    try:
        from mlir import ir, passmanager  # lazy: only after libLLVM.so is loaded can the bindings load
    except ImportError as err:
        raise ImportError(f"MLIR 22's Python bindings are not installed ({err}): "
                          f"{extra_install_command('mlir')}") from None
    return ir, passmanager


def _ir() -> ModuleType:
    """``mlir.ir``, once ``load_mlir`` has run (a pass runs inside MLIR: it has)."""
    from mlir import ir  # lazy: the bindings load only after load_mlir has loaded libLLVM.so

    return ir


@dataclass
class SmemPass:
    """smem-opt's pipeline ``pipeline`` as a pass of MLIR's ``PassManager`` (see the module
    docstring). ``plans``: the kernel plans its last run made."""

    pipeline: str
    target: str | None = None
    plans: list[KernelPlan] = field(default_factory=list)

    def __post_init__(self) -> None:
        # a bad pass name or option is an OptionError here, before any pass of the pipeline runs
        build_pipeline(self.pipeline, self.target)

    @property
    def __name__(self) -> str:  # the name PassManager.add gives the pass
        return re.split(r"[{,]", self.pipeline, maxsplit=1)[0].strip() or "smem-opt"

    def __call__(self, op: Any, pass_: Any) -> None:
        ir = _ir()
        self.plans = []
        if op.name != "builtin.module":
            op.location.emit_error(f"{self.__name__} runs on a builtin.module, not on '{op.name}' "
                                   "(add it to the top level of the pipeline)")
            pass_.signal_pass_failure()
            return
        text = op.get_asm()
        locations = _op_locations(op)
        try:
            out = self._run(text, locations, op.context)
        except _Failed as failed:
            _emit(failed.severity, failed.message, failed.loc or op.location)
            pass_.signal_pass_failure()
            return
        try:
            new = ir.Module.parse(out, context=op.context)
        except ir.MLIRError as err:
            # what smem-opt made holds ops this context cannot read (an smem.kernel left by a
            # pipeline that does not lower it, in a context without unregistered dialects)
            first = str(err).splitlines()[0] if str(err) else "MLIR cannot read the result"
            op.location.emit_error(
                f"{self.__name__}: MLIR cannot read what smem-opt made of this module ({first}); an smem "
                "dialect kernel needs convert-smem-to-gpu (smem_to_nvvm_ready) in the same pass, or a context "
                "that allows unregistered dialects")
            pass_.signal_pass_failure()
            return
        _restore_argument_locations(op, new.operation)
        _replace_contents(op, new.operation)

    def _run(self, text: str, locations: list[Any], context: Any) -> str:
        def forward(severity: str, message: str, at: Any) -> None:
            where = op_file_line_col(at)
            loc = by_line.get(where[1]) if where else None
            _emit(severity, message, loc if loc is not None else _unknown(context))

        by_line: dict[int, Any] = {}
        try:
            ctx = build_context()
            module = read_input(ctx, text.encode(), TEXT_NAME).module
            by_line = _locations_by_line(module, locations)
            with diagnostic_handler(forward):
                for p in build_pipeline(self.pipeline, self.target):
                    self.plans += run_pass(p, ctx, module)
                    verify_module(module)
        except CHUNK_ERRORS as err:
            diag = error_diagnostic(err)
            message, line = diag.message, diag.line
            if diag.text is not None:  # rendered lines: the first holds the location
                m = re.match(r"[^:]*:(\d+):\d+: error: (.*)", diag.text.splitlines()[0])
                line, message = (int(m.group(1)), m.group(2)) if m else (None, diag.text)
            notes = [n.message for n in diag.notes]
            loc = by_line.get(line) if line is not None else None
            raise _Failed("error", "\n".join([message, *(f"note: {n}" for n in notes)]), loc) from None
        return _with_mlir_locations(print_module(module, debuginfo=True), by_line)


class _Failed(Exception):
    def __init__(self, severity: str, message: str, loc: Any):
        super().__init__(message)
        self.severity, self.message, self.loc = severity, message, loc


def _locations_by_line(module: Any, locations: list[Any]) -> dict[int, Any]:
    """For each line of the text that starts an op, that op's MLIR location. The ops read from
    the text are MLIR's ops one for one, in the same order (terminators the text leaves out
    included); when the counts differ, no line is mapped (diagnostics fall back to the module's
    location)."""
    ops = list(module.walk())
    if len(ops) != len(locations):
        return {}
    found: dict[int, Any] = {}
    for op, loc in zip(ops, locations):
        where = op_file_line_col(op) if isinstance(op.location, FileLineColLoc) else None
        if where is not None and where[0] == TEXT_NAME:
            found.setdefault(where[1], loc)
    return found


def _unknown(context: Any) -> Any:
    ir = _ir()
    return ir.Location.unknown(context)


def _emit(severity: str, message: str, loc: Any) -> None:
    """An MLIR diagnostic at ``loc`` (the bindings emit errors only: a warning or remark is an
    error-free note on stderr through MLIR's handler, so it is written as MLIR writes one)."""
    if severity == "error":
        loc.emit_error(message)
        return
    where = _file_line_col(loc)
    prefix = f"{where[0]}:{where[1]}:{where[2]}: " if where else ""
    print_stderr(f"{prefix}{severity}: {message}")


def _op_locations(op: Any) -> list[Any]:
    """The location of ``op`` and of every op inside it, in the order the text prints them."""
    found = [op.location]
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                found += _op_locations(child.operation)
    return found


def _file_line_col(loc: Any) -> tuple[str, int, int] | None:
    """The file location inside an MLIR location (a name, call site or fusion of one), if any."""
    seen = 0
    while loc is not None and seen < 32:
        seen += 1
        if loc.is_a_file():
            return loc.filename, loc.start_line, loc.start_col
        if loc.is_a_name():
            loc = loc.child_loc
        elif loc.is_a_callsite():
            loc = loc.callee
        elif loc.is_a_fused():
            loc = next(iter(loc.locations), None)
        else:
            return None
    return None


_TEXT_LOC = re.compile(r'loc\("' + re.escape(TEXT_NAME) + r'":(\d+):(\d+)\)')


def _with_mlir_locations(text: str, by_line: dict[int, Any]) -> str:
    """``text`` (smem-opt's result, printed with its locations) with every location in the text
    MLIR gave smem-opt (``TEXT_NAME:line:col``: an op read from it, or one a pass made for such an
    op) replaced by that op's own MLIR location as MLIR writes it (a name, a fusion, a call site,
    ``unknown``: kept as it was); one not mapped becomes ``unknown``."""

    def original(found: re.Match[str]) -> str:
        loc = by_line.get(int(found.group(1)))
        return str(loc) if loc is not None else "loc(unknown)"

    return _TEXT_LOC.sub(original, text)


def _block_arguments(op: Any) -> list[tuple[str, list[Any]]]:
    """(a key, the arguments) of every block under ``op``: the key names the block by the
    symbol of the nearest op that has one and the block's place under it."""
    found: list[tuple[str, list[Any]]] = []

    def visit(o: Any, scope: str) -> None:
        name = o.attributes["sym_name"] if "sym_name" in o.attributes else None
        here = f"{scope}/{str(name)}" if name is not None else scope
        for r, region in enumerate(o.regions):
            for b, block in enumerate(region.blocks):
                found.append((f"{here}#{r}.{b}", list(block.arguments)))
                for child in block.operations:
                    visit(child.operation, here)

    visit(op, "")
    return found


def _restore_argument_locations(old: Any, new: Any) -> None:
    """Block arguments of the result (kernel arguments, loop variables) take the locations the
    same arguments had in MLIR, not positions in the text smem-opt printed. A block is the same
    when its op's symbol, region and place match and it has as many arguments (or more: a pass
    may append workgroup attributions, which keep their own)."""
    before = dict(_block_arguments(old))
    for key, args in _block_arguments(new):
        was = before.get(key)
        if was is None or len(was) > len(args):
            continue
        for arg, source in zip(args, was):
            arg.set_location(source.location)


def _replace_contents(op: Any, new: Any) -> None:
    """``op`` (a module) takes ``new``'s body and attributes, in place."""
    ir = _ir()
    body = op.regions[0].blocks[0]
    for child in list(body.operations):
        child.operation.erase()
    at = ir.InsertionPoint(body)
    for child in list(new.regions[0].blocks[0].operations):
        child.operation.detach_from_parent()
        at.insert(child.operation)
    names = _attribute_names(new)
    for old in _attribute_names(op):
        if old not in names:
            del op.attributes[old]
    for name in names:
        op.attributes[name] = new.attributes[name]


def _attribute_names(op: Any) -> list[str]:
    return [a if isinstance(a, str) else a.name for a in op.attributes]


def smem_pass(pipeline: str, target: str | None = None) -> SmemPass:
    """Any pipeline of smem-opt's passes (``-p`` syntax) as one MLIR pass."""
    return SmemPass(pipeline, target)


def _options(**values: Any) -> str:
    set_ = {k.replace("_", "-"): v for k, v in values.items() if v is not None}
    if not set_:
        return ""
    text = " ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in set_.items())
    return "{" + text + "}"


def smem_coalesce(*, alignment: int | None = None, insert_barriers: bool | None = None,
                  target: str | None = None, **options: Any) -> SmemPass:
    """``smem-coalesce`` with its options (any other by its Python name: ``search_budget=...``)."""
    return SmemPass("smem-coalesce" + _options(alignment=alignment, insert_barriers=insert_barriers, **options), target)


def smem_verify_plan(**options: Any) -> SmemPass:
    """``smem-verify-plan`` (``foreign="error"``: an unsafe arena it did not make is an error)."""
    return SmemPass("smem-verify-plan" + _options(**options))


def convert_smem_to_gpu(target: str | None = None) -> SmemPass:
    """``convert-smem-to-gpu``: the arena as workgroup or dynamic shared memory of ``gpu.func``s."""
    return SmemPass("convert-smem-to-gpu", target)


def smem_to_nvvm_ready(target: str | None = None, **options: Any) -> SmemPass:
    """``smem-to-nvvm-ready``: plan, verify and lower, ready for upstream's NVVM pipeline."""
    return SmemPass("smem-to-nvvm-ready" + _options(**options), target)


__all__ = ["SmemPass", "convert_smem_to_gpu", "load_mlir", "smem_coalesce", "smem_pass", "smem_to_nvvm_ready",
           "smem_verify_plan"]
