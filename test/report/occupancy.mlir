// The report's occupancy lines: blocks per SM without and with reuse, what limits them,
// and what one more block would take. Registers are given, so no toolchain is needed.
// RUN: smem-opt %bench/kernels/mlir/flash_attention.realistic.mlir -p smem-coalesce --smem-report --smem-report-registers 96 2>&1 >/dev/null | filecheck %s --check-prefix=FLASH
// RUN: smem-opt %bench/kernels/mlir/matmul_tiled.realistic.mlir -p smem-coalesce --smem-report --smem-report-registers 34,32 2>&1 >/dev/null | filecheck %s --check-prefix=MATMUL
// RUN: smem-opt %bench/kernels/mlir/multistage3.realistic.mlir -p smem-coalesce --smem-report --smem-report-registers none --target sm_86 2>&1 >/dev/null | filecheck %s --check-prefix=SM86
// RUN: smem-opt %bench/kernels/mlir/softmax.realistic.mlir --smem-report --smem-report-registers 32 --smem-report-format json 2>&1 >/dev/null | filecheck %s --check-prefix=JSON
// RUN: not smem-opt %bench/kernels/mlir/softmax.realistic.mlir --smem-report --smem-report-registers lots 2>&1 | filecheck %s --check-prefix=BAD

// FLASH:      remarks:
// FLASH:      occupancy on sm_90: 128 threads (4 warps) per block; registers per thread as given
// FLASH-NEXT:   without reuse:  82688 B shared, 96 registers -> 2 blocks/SM (8 of 64 warps), limited by shared memory; carveout 164 KiB
// FLASH-NEXT:   with reuse:     66048 B shared, 96 registers -> 3 blocks/SM (12 of 64 warps), limited by shared memory; carveout 228 KiB
// FLASH-NEXT:   next block: 8704 more bytes saved (at most 57344 B per block) would give 4 blocks/SM; that is below the lower bound (66048 B), so reuse alone cannot: the buffers live at the peak must shrink: {Ks, Qs, Ss, Vs, l_s, m_s} = 66048 B

// MATMUL:      without reuse:  12288 B shared, 34 registers -> 1 block/SM (32 of 64 warps), limited by registers; carveout 16 KiB
// MATMUL-NEXT: with reuse:      8192 B shared, 32 registers -> 2 blocks/SM (64 of 64 warps), limited by warps, registers; carveout 32 KiB
// MATMUL-NEXT: next block: no bytes saved give 3 blocks/SM: warps allow 2 blocks/SM (32 warps per block, 64 per SM); registers allow 2 blocks/SM (32 per thread)

// SM86:      occupancy on sm_86: 256 threads (8 warps) per block; registers unknown: the bound from warps, blocks and shared memory alone (not computed (--smem-report-registers none))
// SM86-NEXT:   without reuse: 163840 B shared, registers unknown -> no block fits: 163840 bytes of shared memory exceed the limit of 101376 per block
// SM86-NEXT:   with reuse:     98304 B shared, registers unknown -> at most 1 block/SM (8 of 48 warps), limited by shared memory; carveout 100 KiB
// SM86-NEXT:   next block: 48128 more bytes saved (at most 50176 B per block) would give 2 blocks/SM if registers allow it (128 or fewer per thread); that is below the lower bound (98304 B)

// JSON:      "applied": false,
// JSON:      "occupancy": {
// JSON-NEXT:   "target": "sm_90",
// JSON-NEXT:   "threads": 256,
// JSON:        "without_reuse": {
// JSON-NEXT:     "shared_bytes": 18432,
// JSON-NEXT:     "registers": 32,
// JSON-NEXT:     "blocks_per_sm": 8,
// JSON:        "with_reuse": {
// JSON-NEXT:     "shared_bytes": 17408,
// JSON-NEXT:     "registers": 32,
// JSON-NEXT:     "blocks_per_sm": 8,

// BAD: smem-opt: error: argument --smem-report-registers: --smem-report-registers takes auto, none, N or WITHOUT,WITH (registers per thread), got 'lots'
