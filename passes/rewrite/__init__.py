"""Rewrites that apply a plan to the IR (smem-coalesce, barrier insertion) and lower kernels to the upstream gpu dialect."""
