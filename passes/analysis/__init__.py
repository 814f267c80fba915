"""Analyses of a kernel: they read IR and change none (op kinds, aliases, divergence, barriers,
liveness, conflicts, kernels and buffers)."""
