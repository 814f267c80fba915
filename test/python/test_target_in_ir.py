"""The target as the IR carries it (``passes.target.carried``): a gpu.module's ``#nvvm.target``
list, read however the IR was read, written once by the lowering."""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IntAttr, ModuleOp, StringAttr, UnregisteredAttr

from smem_opt.api import lower_to_gpu, parse, print_module
from smem_opt.passes.target.carried import carried_chips, kernel_target, limiting_target, record_target, recorded_chip
from smem_opt.passes.target.targets import get_target
from smem_opt.smem_dialect import gpu

KERNEL = """
gpu.module @m TARGETS {
  gpu.func @k(%A: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %X = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32>
    memref.store %a, %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
"""


def _module(targets: str) -> ModuleOp:
    return parse(KERNEL.replace("TARGETS", targets))


def _func(module: ModuleOp) -> gpu.FuncOp:
    return next(op for op in module.walk() if isinstance(op, gpu.FuncOp))


def _unregistered(text: str) -> UnregisteredAttr:
    return UnregisteredAttr.with_name_and_type("nvvm.target", False)(
        StringAttr("nvvm.target"), IntAttr(0), IntAttr(0), StringAttr(text)
    )


def test_chips_are_read_from_the_modules_nvvm_targets() -> None:
    assert carried_chips(_func(_module('[#nvvm.target<chip = "sm_80", features = "+ptx70">]'))) == ["sm_80"]
    assert carried_chips(_func(_module("[#nvvm.target]"))) == ["sm_50"]  # upstream's default chip
    assert carried_chips(_func(_module(""))) == []
    both = _func(_module('[#nvvm.target<chip = "sm_80">, #nvvm.target<chip = "sm_90">, #nvvm.target<chip = "sm_80">]'))
    assert carried_chips(both) == ["sm_80", "sm_90"]
    assert limiting_target(both).name == "sm_80"  # the least shared memory per block of the two
    assert kernel_target(both, "sm_90").name == "sm_90"


def test_an_unregistered_nvvm_target_is_read_from_its_text() -> None:
    """IR read through mlir-opt's generic form keeps the nvvm dialect unloaded: its targets are
    unregistered attributes, still the module's targets."""
    module = _module("")
    container = next(op for op in module.walk() if isinstance(op, gpu.ModuleOp))
    container.properties["targets"] = ArrayAttr([_unregistered('chip = "sm_86", O = 3')])
    assert carried_chips(_func(module)) == ["sm_86"]
    record_target(_func(module), get_target("sm_86"))
    assert len(container.targets.data) == 1  # not a second entry for the same chip
    container.properties["targets"] = ArrayAttr([_unregistered("O = 3")])
    assert carried_chips(_func(module)) == ["sm_50"]


def test_the_lowering_writes_the_chip_once_and_reads_it_back() -> None:
    module = _module("")
    lower_to_gpu(module, target="sm_80")
    text = print_module(module)
    assert 'gpu.module @m [#nvvm.target<chip = "sm_80", features = "+ptx70">]' in text
    assert "smem.target" not in text
    assert recorded_chip(module) == "sm_80"
    again = parse(text)
    lower_to_gpu(again)  # unset: the chip the module names
    assert print_module(again).count("#nvvm.target") == 1


def test_a_module_naming_no_nvvm_chip_keeps_its_other_targets() -> None:
    module = _module("")
    container = next(op for op in module.walk() if isinstance(op, gpu.ModuleOp))
    other = UnregisteredAttr.with_name_and_type("rocdl.target", False)(
        StringAttr("rocdl.target"), IntAttr(0), IntAttr(0), StringAttr('chip = "gfx942"')
    )
    container.properties["targets"] = ArrayAttr([other])
    assert carried_chips(_func(module)) == []
    record_target(_func(module), get_target(None))
    assert [str(a) for a in container.targets.data][1:] == ['#nvvm.target<chip = "sm_90", features = "+ptx80">']
