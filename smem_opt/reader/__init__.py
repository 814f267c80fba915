"""The IR reader: reading and checking MLIR text, below the passes.

Everything that turns text into verified IR, and IR back into text, as smem-opt does it:

- ``parsing``: the parser (every op located, located errors, the input limits of ``limits``)
  and module verification (xDSL's verifiers, then ``checks``);
- ``checks``: the whole-IR checks MLIR's verifier makes and xDSL's leaves out;
- ``intake``: any file stock ``mlir-opt`` 22 reads (as written, else through its generic form);
- ``ir_io``: the context of every dialect (ours in place of xDSL's), ``read_input`` and the
  printer that keeps the input's value names;
- ``diagnostics``: errors, warnings and remarks tied to source locations, and the handler they
  go to;
- ``limits``: what smem-opt accepts beyond MLIR's syntax;
- ``graphs``: depth-first search, strongly connected components and dominators on numbered
  nodes, for the dominance check here and the passes' control-flow graphs.

Used by the driver (``tools.smem_opt``), the Python API (``smem_opt.api``), the passes (their
diagnostics), the check's command line and the bench. It imports the dialects
(``smem_opt.smem_dialect``) and, to find ``mlir-opt`` when the input needs it, the toolchain
lookup (``tools.toolchain``); nothing of ``smem_opt.passes`` and no other part of
``smem_opt.tools`` (``test/python/test_reader_layer.py``).
"""
