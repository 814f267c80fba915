"""What smem-opt adds to stock ``xdsl-opt`` through the ``xdsl.universe`` entry point.

Only names xDSL does not define itself: the ``smem``, ``nvgpu`` and ``nvvm`` dialects (the same
full definitions the smem-opt driver registers) and our passes and pipelines
(``passes.registry.PASSES``). Our ``gpu`` dialect (and our versions of
other upstream dialects) replaces xDSL's only in the smem-opt driver: an entry point cannot
redefine a dialect xDSL has. What stock ``xdsl-opt`` therefore accepts is stated in the README
and run in ``test/interop/``.
"""

from xdsl.universe import Universe

from smem_opt.passes.registry import PASSES
from smem_opt.smem_dialect.registry import dialect_factories

_FACTORIES = dialect_factories()
SMEM_UNIVERSE = Universe(
    all_dialects={name: _FACTORIES[name] for name in ("smem", "nvgpu", "nvvm")},
    all_passes=dict(PASSES),
)
