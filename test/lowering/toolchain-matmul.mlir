// REQUIRES: mlir-opt, ptxas
// The seed matmul through smem-to-nvvm-ready and the real toolchain: the PTX declares ONE
// shared array of 8192 bytes (Asub and Bsub, then Csub over Asub), not three, and ptxas -v
// reports exactly the planned 8192 bytes.
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready --emit ptx | filecheck %s --check-prefix=PTX
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready --emit ptx | grep -c '\.shared \.align' | filecheck %s --check-prefix=COUNT
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready --emit resource-usage | filecheck %s --check-prefix=USAGE
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready --target sm_80 --emit resource-usage | filecheck %s --check-prefix=SM80
// The lowered IR is what upstream mlir-opt parses, in custom and in generic form.
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready | mlir-opt | filecheck %s --check-prefix=IR
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready --print-op-generic | mlir-opt | filecheck %s --check-prefix=IR
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready --emit nvvm | filecheck %s --check-prefix=NVVM
// Without packing, the three buffers stay three arrays (12288 bytes): the contrast.
// RUN: smem-opt %examples/matmul_tiled.mlir -p convert-smem-to-gpu --emit resource-usage | filecheck %s --check-prefix=UNPACKED

// PTX:      // gpu.module @kernels
// PTX:      .target sm_90
// PTX:      .visible .entry matmul_tiled(
// PTX:      .shared .align 16 .b8 __wg_matmul_tiled_0[8192];
// PTX:      ret;
// Exactly one shared declaration in the whole output:
// COUNT: {{^}}1{{$}}

// USAGE:      kernel        registers  smem (ptxas)  dynamic smem  planned  match
// USAGE-NEXT: matmul_tiled  {{ *[0-9]+}}          8192             0     8192    yes
// SM80:       target sm_80
// SM80:       matmul_tiled  {{ *[0-9]+}}          8192             0     8192    yes

// IR:      module attributes {gpu.container_module} {
// IR-NEXT:   gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
// IR-NEXT:     gpu.func @matmul_tiled(%{{.*}}: memref<128x128xf32>, %{{.*}}: memref<128x128xf32>, %{{.*}}: memref<128x128xf32>) workgroup(%[[ARENA:.+]] : memref<8192xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 32, 32, 1>
// IR-COUNT-3:    memref.view %[[ARENA]]

// NVVM:     gpu.module @kernels [#nvvm.target<chip = "sm_90"{{.*}}>]
// NVVM:     llvm.mlir.global internal @__wg_matmul_tiled_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8192 x i8>
// NVVM-NOT: llvm.mlir.global
// NVVM:     llvm.func @matmul_tiled(

// UNPACKED: matmul_tiled  {{ *[0-9]+}}         12288             0    12288    yes
