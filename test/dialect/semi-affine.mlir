// Semi-affine maps, valid for mlir-opt (a symbol times a symbol, floordiv, ceildiv and mod by a
// symbol), are read, planned and printed back as MLIR has them; mlir-opt reads the output, and
// --check runs it.
// RUN: smem-opt %s -p smem-coalesce | filecheck %s
// RUN: smem-opt %s -p smem-coalesce | mlir-opt > /dev/null
// RUN: smem-opt %s -p smem-coalesce --check -o /dev/null 2>&1 | filecheck %s --check-prefix=RAN

// CHECK: smem.arena_bytes = 256
// CHECK: affine.apply affine_map<()[s0, s1] -> ((s0 floordiv s1))>
// CHECK: affine.apply affine_map<(d0)[s0] -> (((d0 mod s0) + (d0 * s0)))>
// CHECK: affine.apply affine_map<()[s0, s1] -> ((s0 ceildiv s1))>
// RAN: ran @m::@semi: {{.*}} 4 of 4 op(s) on shared memory ran
gpu.module @m {
  gpu.func @semi(%out: memref<64xf32>, %n: index, %d: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %q = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%n, %d]
    %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 + d0 * s0)>(%tx)[%d]
    %c = affine.apply affine_map<()[s0, s1] -> (s0 ceildiv s1)>()[%n, %d]
    %a = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %x = memref.load %out[%tx] : memref<64xf32>
    memref.store %x, %a[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %a[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %y, %b[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %z = memref.load %b[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addi %q, %c : index
    %t = arith.addi %s, %r : index
    %u = arith.index_cast %t : index to i32
    %f = arith.sitofp %u : i32 to f32
    %w = arith.addf %z, %f : f32
    memref.store %w, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
