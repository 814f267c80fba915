"""What smem-opt adds to stock ``xdsl-opt`` through the ``xdsl.universe`` entry point.

Only names xDSL does not define itself: the ``smem`` and ``nvgpu`` dialects and our
passes and pipelines (``passes.registry.PASSES``). Our ``gpu`` dialect (and our versions of
other upstream dialects) replaces xDSL's only in the smem-opt driver: an entry point cannot
redefine a dialect xDSL has. What stock ``xdsl-opt`` therefore accepts is stated in the README
and run in ``test/interop/``.
"""

from xdsl.universe import Universe

from smem_opt.passes.registry import PASSES


def _smem():
    from smem_opt.smem_dialect import Smem

    return Smem


def _nvgpu():
    from smem_opt.smem_dialect import NVGPU

    return NVGPU


SMEM_UNIVERSE = Universe(all_dialects={"smem": _smem, "nvgpu": _nvgpu}, all_passes=dict(PASSES))
