"""What smem-opt adds to stock ``xdsl-opt`` through the ``xdsl.universe`` entry point.

Only names xDSL does not define itself: the ``smem`` and ``nvgpu`` dialects and our
passes. (Our ``gpu`` dialect replaces xDSL's, which only the smem-opt driver can do.)
"""

from xdsl.universe import Universe

from passes.registry import PASSES


def _smem():
    from smem_dialect import Smem

    return Smem


def _nvgpu():
    from smem_dialect import NVGPU

    return NVGPU


SMEM_UNIVERSE = Universe(all_dialects={"smem": _smem, "nvgpu": _nvgpu}, all_passes=dict(PASSES))
