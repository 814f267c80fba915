// Without mlir-opt the check cannot run: an error, exit status 1, never a pass (and no output).
// RUN: env SMEM_MLIR_OPT=%t.missing not smem-opt %s -p smem-coalesce --check -o %t.out 2>&1 | filecheck %s
// RUN: not test -e %t.out

// CHECK: error: check: cannot run: no mlir-opt (SMEM_MLIR_OPT={{.*}}missing does not exist)
smem.kernel @k(%out: memref<64xf32>) block_size = [64, 1, 1] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %S = smem.alloc : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %one, %S[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  %v = memref.load %S[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %v, %out[%tx] : memref<64xf32>
  smem.return
}
