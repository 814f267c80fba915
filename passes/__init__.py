"""Analyses, planning and rewrites of smem-opt: one module per analysis or pass."""
