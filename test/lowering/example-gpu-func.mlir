// REQUIRES: mlir-opt, ptxas
// The upstream-form example (gpu.module, gpu.func kernel, workgroup memref.alloc): mlir-opt reads
// it as it is; smem-to-nvvm-ready gives one 8 KiB attribution for the three 4 KiB tiles, which
// mlir-opt reads and ptxas assembles with exactly the planned bytes; --simulate computes the
// same outputs as for the smem-dialect example, before and after.
// RUN: mlir-opt %examples/matmul_gpu_func.mlir -o /dev/null
// RUN: smem-opt %examples/matmul_gpu_func.mlir -p smem-to-nvvm-ready -o %t.ir
// RUN: filecheck %s < %t.ir
// RUN: mlir-opt %t.ir -o /dev/null
// RUN: smem-opt %t.ir --emit resource-usage | filecheck %s --check-prefix=USAGE
// RUN: smem-opt --simulate --threads 1024 %examples/matmul_gpu_func.mlir > %t.before
// RUN: smem-opt --simulate --threads 1024 %t.ir > %t.after
// RUN: smem-opt --simulate --threads 1024 %examples/matmul_tiled.mlir > %t.smem
// RUN: diff %t.before %t.after
// RUN: diff %t.before %t.smem

// CHECK:      gpu.func @matmul_tiled({{.*}}) workgroup(%smem_arena : memref<8192xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel
// CHECK-SAME: smem.arena_bytes = 8192 : i64
// CHECK-NOT:  memref.alloc
// CHECK:      %alloc = memref.view %smem_arena
// CHECK:      %alloc_0 = memref.view %smem_arena
// CHECK:      %alloc_1 = memref.view %smem_arena
// CHECK:      gpu.launch_func @kernels::@matmul_tiled
// USAGE:      matmul_tiled {{ +}}{{[0-9]+}} {{ +}}8192 {{ +}}0 {{ +}}8192 {{ +}}yes
