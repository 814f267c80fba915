// REQUIRES: ptxas
// ptxas agrees with passes/target/targets.py on the static limit of every new target: a kernel
// that declares 48 KiB + 16 bytes of static shared memory (as a workgroup attribution, which
// convert-smem-to-gpu would have moved to dynamic shared memory) is rejected.
// RUN: smem-opt %s --emit ptx --target sm_90a -o %t.90a.ptx
// RUN: not ptxas -arch=sm_90a %t.90a.ptx -o %t.cubin 2>&1 | filecheck %s
// RUN: smem-opt %s --emit ptx --target sm_100 -o %t.100.ptx
// RUN: not ptxas -arch=sm_100 %t.100.ptx -o %t.cubin 2>&1 | filecheck %s
// RUN: smem-opt %s --emit ptx --target sm_100a -o %t.100a.ptx
// RUN: not ptxas -arch=sm_100a %t.100a.ptx -o %t.cubin 2>&1 | filecheck %s
// RUN: smem-opt %s --emit ptx --target sm_120 -o %t.120.ptx
// RUN: not ptxas -arch=sm_120 %t.120.ptx -o %t.cubin 2>&1 | filecheck %s
// CHECK: Entry function 'over' uses too much shared data (0xc010 bytes, 0xc000 max)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @over(%out: memref<16xf32>) workgroup(%w : memref<12292xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %f = arith.constant 1.0 : f32
      memref.store %f, %w[%tx] : memref<12292xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %last = arith.constant 12291 : index
      %x = memref.load %w[%last] : memref<12292xf32, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<16xf32>
      gpu.return
    }
  }
}
