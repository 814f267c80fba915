"""The independent check of a plan (``smem-opt --check``): the plan and its reference, lowered by
stock ``mlir-opt``, run by an interpreter of the ``llvm`` and ``nvvm`` ops that lowering emits.

Nothing here imports the pass (``smem_opt.passes``): what a plan may do is decided by running it,
not by the tables the pass asks. ``run.check`` is the entry point; ``run.simulate`` runs kernels
once. The layers: ``mlir_text`` (reading generic MLIR) and ``attrs`` (types, attribute values);
``reference`` (own buffers, arena split) and ``lowering`` (mlir-opt); ``codegen`` with
``emit_llvm``, ``emit_intrinsics``, ``emit_nvvm`` (ops to Python), ``constants`` (constant and
initial values) and ``runtime_ops``;
``memory``, ``codecs``, ``sync``, ``warp`` and ``block`` (running a block of threads);
``inputs``, ``execute`` and ``findings`` (one run, and what two runs show).
"""
