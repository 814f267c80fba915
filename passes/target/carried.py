"""The target a kernel is for, as the IR carries it: read by every pass and tool that needs the
target's limits, written by the lowering.

Upstream carries a GPU module's targets on the module itself, ``gpu.module @m
[#nvvm.target<chip = "sm_80", features = "+ptx70">] {...}``: ``nvvm-attach-target`` writes the
list, ``gpu-module-to-binary`` compiles the module once for each entry (and
``gpu-lower-to-nvvm-pipeline`` adds its own target only where an equal one is not there). A kernel
in a ``gpu.module`` is therefore for the chips its ``#nvvm.target`` entries name; an entry that
names none is for ``sm_50``, upstream's default chip.

Two kernel forms have no ``gpu.module`` to carry it: IREE's ``func.func`` kernel (IREE keeps the
target on the ``hal.executable.variant`` around it, which a pasted function lacks) and a
``gpu.launch`` body before ``gpu-kernel-outlining`` makes its module. There the lowering records
the chip as ``smem.target`` on the kernel op (``smem_dialect.smem.attr_names.TARGET``), and only
there.

A pass's ``target`` option left unset (``FROM_IR``) takes the chip the IR names, else the default
target; set, it must be a chip the IR names (a kernel is never planned or lowered for a chip its
module does not compile for). Limits are met on every chip a module names (``limiting_target``);
the occupancy objective weighs one (``kernel_target``), which must be chosen where there are
several.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, StringAttr, UnregisteredAttr
from xdsl.ir import Attribute, Operation

from smem_opt.passes.target.targets import TARGETS, UPSTREAM_DEFAULT_CHIP, Target, UnknownTarget, get_target
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.smem_dialect import gpu
from smem_opt.smem_dialect.nvvm import NVVMTargetAttr
from smem_opt.smem_dialect.smem import attr_names as names

FROM_IR = ""
"""The ``target`` option's value that means: the chip the IR names, else the default target."""


def _gpu_module(op: Operation) -> gpu.ModuleOp | None:
    current: Operation | None = op
    while current is not None:
        if isinstance(current, gpu.ModuleOp):
            return current
        current = current.parent_op()
    return None


_CHIP = re.compile(r'(?:^|[<,\s])chip\s*=\s*"([^"]*)"')


def _nvvm_chip(attr: Attribute) -> str | None:
    """The chip of one entry of a gpu.module's targets when it is an ``#nvvm.target`` (upstream's
    default where it names none), else None. An ``#nvvm.target`` read where the nvvm dialect is not
    loaded (IR read through mlir-opt's generic form) is an unregistered attribute: its chip is read
    from its text."""
    if isinstance(attr, NVVMTargetAttr):
        return attr.chip or UPSTREAM_DEFAULT_CHIP
    if isinstance(attr, UnregisteredAttr) and attr.attr_name.data == NVVMTargetAttr.name:
        found = _CHIP.search(attr.value.data)
        return found.group(1) if found else UPSTREAM_DEFAULT_CHIP
    return None


def _nvvm_chips(module: gpu.ModuleOp) -> list[str]:
    """The chips of the module's ``#nvvm.target`` entries, in order, each once."""
    listed = module.targets
    chips: list[str] = []
    for attr in listed.data if isinstance(listed, ArrayAttr) else ():
        chip = _nvvm_chip(attr)
        if chip is not None and chip not in chips:
            chips.append(chip)
    return chips


def _recorded_on(op: Operation) -> str | None:
    current: Operation | None = op
    while current is not None:
        attr = current.attributes.get(names.TARGET)
        if isinstance(attr, StringAttr):
            return attr.data
        current = current.parent_op()
    return None


def carried_chips(op: Operation) -> list[str]:
    """The chips the IR says the kernel ``op`` is for, in the order written: its ``gpu.module``'s
    ``#nvvm.target`` entries, else a recorded ``smem.target`` on it or around it; none when the IR
    says nothing."""
    module = _gpu_module(op)
    chips = _nvvm_chips(module) if module is not None else []
    if not chips and (recorded := _recorded_on(op)) is not None:
        chips.append(recorded)
    return chips


def _where(op: Operation) -> str:
    module = _gpu_module(op)
    if module is not None and _nvvm_chips(module):
        return f"the #nvvm.target of gpu.module @{module.sym_name.data}"
    return f"its {names.TARGET}"


def _canonical(chip: str) -> str:
    try:
        return get_target(chip).name
    except UnknownTarget:
        return chip


def _same_chip(a: str, b: str) -> bool:
    return _canonical(a) == _canonical(b)


def _known(op: Operation, chip: str) -> Target:
    try:
        return get_target(chip)
    except UnknownTarget:
        raise SmemDiagnostic(
            f"the kernel is for {chip} ({_where(op)}), whose shared-memory limits smem-opt does "
            f"not know (known targets: {', '.join(TARGETS)})",
            op,
        ) from None


def _checked_request(op: Operation, requested: str, chips: list[str]) -> Target:
    target = get_target(requested)
    if chips and not any(_same_chip(target.name, chip) for chip in chips):
        raise SmemDiagnostic(
            f"target {target.name} was asked for, but the kernel is for {', '.join(chips)} "
            f"({_where(op)})",
            op,
        )
    return target


def kernel_target(op: Operation, requested: str | None = FROM_IR) -> Target:
    """The one target the kernel ``op`` is planned for (what the occupancy objective weighs):
    ``requested`` (a pass's option) when set, which must then be a chip the IR names; else the
    one chip the IR names; else the default. A conflict, several chips and no choice, or a chip
    without known limits is an error at ``op``."""
    chips = carried_chips(op)
    if requested:
        return _checked_request(op, requested, chips)
    if not chips:
        return get_target(None)
    if len({_canonical(c) for c in chips}) > 1:
        raise SmemDiagnostic(
            f"the kernel is for several chips ({', '.join(chips)}: {_where(op)}); choose the one "
            "to plan for with the pass's target option (or --target)",
            op,
        )
    return _known(op, chips[0])


def limiting_target(op: Operation, requested: str | None = FROM_IR) -> Target:
    """The target whose per-block limits the kernel ``op`` must meet: of the chips the IR names,
    the one with the least shared memory per block (the module is compiled for each); else
    ``requested``, else the default. ``requested``, when set, must be a chip the IR names; each
    chip named must be one whose limits are known."""
    chips = carried_chips(op)
    if requested:
        asked = _checked_request(op, requested, chips)
        if not chips:
            return asked
    if not chips:
        return get_target(None)
    known = [_known(op, chip) for chip in chips]
    return min(known, key=lambda t: (t.dynamic_bytes, t.static_bytes))


def nvvm_target_attr(target: Target) -> NVVMTargetAttr:
    """``#nvvm.target<chip = ..., features = "+ptxNN">``: what ``nvvm-attach-target`` writes for the
    chip with the PTX version it needs (``Target.ptx_isa``)."""

    params: dict[str, Attribute] = {
        "chip": StringAttr(target.name),
        "features": StringAttr(f"+ptx{target.ptx_isa}"),
    }
    return NVVMTargetAttr(DictionaryAttr(params))


def record_target(op: Operation, target: Target) -> None:
    """Say in the IR that the kernel ``op`` is lowered for ``target``: on its ``gpu.module`` (an
    ``#nvvm.target`` added when none of the module's names the chip already), else as
    ``smem.target`` on the kernel op."""
    module = _gpu_module(op)
    if module is None:
        op.attributes[names.TARGET] = StringAttr(target.name)
        return
    if any(_same_chip(chip, target.name) for chip in _nvvm_chips(module)):
        return
    listed = module.targets
    entries = list(listed.data) if isinstance(listed, ArrayAttr) else []
    module.properties["targets"] = ArrayAttr([*entries, nvvm_target_attr(target)])


def recorded_chip(root: Operation) -> str | None:
    """The one chip the IR under ``root`` says its kernels are for (``carried_chips`` over every
    ``gpu.module`` and recorded kernel), or None when it names none or several."""
    found: set[str] = set()
    for op in root.walk():
        if isinstance(op, gpu.ModuleOp):
            found.update(_nvvm_chips(op))
        elif isinstance(attr := op.attributes.get(names.TARGET), StringAttr):
            found.add(attr.data)
    return found.pop() if len(found) == 1 else None


__all__ = [
    "FROM_IR",
    "carried_chips",
    "kernel_target",
    "limiting_target",
    "nvvm_target_attr",
    "record_target",
    "recorded_chip",
]
