// REQUIRES: mlir-opt, ptxas
// With the toolchain installed the report compiles both variants and takes their registers
// from ptxas -v: multistage3 (128 registers) goes from 1 to 2 blocks per SM on sm_90.
// --emit resource-usage gives the same figure for the lowered kernel it assembles.
// RUN: smem-opt %bench/kernels/mlir/multistage3.realistic.mlir -p smem-coalesce --smem-report 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/multistage3.realistic.mlir -p smem-to-nvvm-ready --emit resource-usage | filecheck %s --check-prefix=WITH
// RUN: smem-opt %bench/kernels/mlir/multistage3.realistic.mlir -p convert-smem-to-gpu --emit resource-usage | filecheck %s --check-prefix=WITHOUT

// CHECK:      occupancy on sm_90: 256 threads (8 warps) per block; registers per thread from ptxas -v
// CHECK-NEXT:   without reuse: 163840 B shared, 128 registers -> 1 block/SM (8 of 64 warps), limited by shared memory; carveout 164 KiB
// CHECK-NEXT:   with reuse:     98304 B shared, 128 registers -> 2 blocks/SM (16 of 64 warps), limited by registers, shared memory; carveout 196 KiB
// CHECK-NEXT:   next block: 3 blocks/SM would take 21504 more bytes saved (at most 76800 B per block), and registers allow 2 blocks/SM (128 per thread; 80 or fewer would allow 3)

// WITH:      kernel       registers  smem (ptxas)  dynamic smem  planned  match  threads  blocks/SM  limited by
// WITH-NEXT: multistage3        128             0         98304    98304    yes      256          2  registers,smem
// WITHOUT:   multistage3        128             0        163840   163840    yes      256          1  smem
