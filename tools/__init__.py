"""The smem-opt command-line driver and helpers that call the upstream toolchain."""
